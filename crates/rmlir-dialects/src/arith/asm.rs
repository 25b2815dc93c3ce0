//! Small pieces of declarative assembly shared by the `arith`, `math`, `index` and `cf`
//! custom forms (what ODS's `assemblyFormat` generates for `$operand`, `attr-dict`,
//! `type($x)` and friends), plus type queries their verifiers share (element types,
//! MLIR's `getI1SameShape`).

use rmlir_ir::lexer::Tok;
use rmlir_ir::parser::OpParser;
use rmlir_ir::printer::{Printer, type_to_string};
use rmlir_ir::types::Signedness;
use rmlir_ir::{Context, Ir, OpRef, PResult, Type, TypeKind, ValueId};

pub(crate) use rmlir_ir::ir::op_attr as attr_of;

/// Prints `attr-dict`: ` {a = 1, b}` with every attribute except `elided`, nothing when
/// empty.
///
/// ```mlir
/// %0 = arith.select %c, %a, %b {foo} : i32
/// ```
pub(crate) fn print_attr_dict(p: &mut Printer<'_>, op: OpRef, elided: &[&str]) {
    p.op_attr_dict(op, elided, false);
}

/// The op's operands.
pub(crate) fn operands(ir: &Ir, op: OpRef) -> smallvec::SmallVec<[ValueId; 4]> {
    ir.body(op.0).operands(op.1).collect()
}

/// The op's operand types.
pub(crate) fn operand_types(ir: &Ir, op: OpRef) -> smallvec::SmallVec<[Type; 4]> {
    let body = ir.body(op.0);
    body.operands(op.1).map(|v| body.value_type(v)).collect()
}

/// The op's result types.
pub(crate) fn result_types(ir: &Ir, op: OpRef) -> smallvec::SmallVec<[Type; 4]> {
    let body = ir.body(op.0);
    body.results(op.1).map(|v| body.value_type(v)).collect()
}

/// Writes `%a, %b` (no leading space).
pub(crate) fn print_values(p: &mut Printer<'_>, op: OpRef, vals: &[ValueId]) {
    for (i, &v) in vals.iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        p.value(op.0, v);
    }
}

/// Writes `t1, t2` (no leading space).
pub(crate) fn print_types(p: &mut Printer<'_>, tys: &[Type]) {
    p.ap.type_list(&mut p.out, tys);
}

/// Parses exactly `n` comma-separated operands (`$a `,` $b`) into a `Vec` of unresolved
/// uses (a macro because the use type is not nameable outside `rmlir-ir`).
///
/// ```mlir
/// %a, %b
/// ```
macro_rules! parse_operands {
    ($p:expr, $n:expr) => {{
        let mut out: smallvec::SmallVec<[_; 4]> = smallvec::SmallVec::new();
        let mut res = Ok(());
        for i in 0..$n {
            if i > 0
                && let Err(e) = $p.p.expect(rmlir_ir::lexer::Tok::Comma, "','")
            {
                res = Err(e);
                break;
            }
            match $p.p.parse_value_use() {
                Ok(u) => out.push(u),
                Err(e) => {
                    res = Err(e);
                    break;
                }
            }
        }
        res.map(|_| out)
    }};
}
pub(crate) use parse_operands;

/// Reports `msg` at the current token (MLIR's `emitError(getCurrentLocation())`).
pub(crate) fn error_at_token(p: &mut OpParser<'_, '_, '_>, msg: &str) -> rmlir_ir::Reported {
    let at = p.p.pos();
    p.p.error_at(at, msg)
}

/// Parses `: type`.
pub(crate) fn parse_colon_type(p: &mut OpParser<'_, '_, '_>) -> PResult<Type> {
    p.p.expect(Tok::Colon, "':'")?;
    p.p.parse_type()
}

/// The element type of a vector, tensor or memref, else the type itself (MLIR's
/// `getElementTypeOrSelf`).
pub(crate) fn element_type(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::Vector { elem, .. }
        | TypeKind::RankedTensor { elem, .. }
        | TypeKind::UnrankedTensor { elem }
        | TypeKind::MemRef { elem, .. }
        | TypeKind::UnrankedMemRef { elem, .. } => *elem,
        _ => t,
    }
}

/// `i1`, or a shaped type of `i1` with the shape (and encoding, layout) of `t` (MLIR's
/// `getI1SameShape`).
///
/// `vector<[4]x2xf32>` gives `vector<[4]x2xi1>`.
pub(crate) fn i1_same_shape(ctx: &Context, t: Type) -> Type {
    let i1 = ctx.int_type(1);
    let kind = match ctx.type_kind(t).clone() {
        TypeKind::Vector {
            shape, scalable, ..
        } => TypeKind::Vector {
            shape,
            scalable,
            elem: i1,
        },
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => TypeKind::RankedTensor {
            shape,
            elem: i1,
            encoding,
        },
        TypeKind::UnrankedTensor { .. } => TypeKind::UnrankedTensor { elem: i1 },
        TypeKind::MemRef {
            shape,
            layout,
            memory_space,
            ..
        } => TypeKind::MemRef {
            shape,
            elem: i1,
            layout,
            memory_space,
        },
        TypeKind::UnrankedMemRef { memory_space, .. } => TypeKind::UnrankedMemRef {
            elem: i1,
            memory_space,
        },
        _ => return i1,
    };
    ctx.ty(kind)
}

/// Whether `r` is what [`i1_same_shape`] makes of `t` (for verifiers, which cannot
/// intern types).
pub(crate) fn is_i1_same_shape(ctx: &Context, t: Type, r: Type) -> bool {
    let is_i1 = |e: Type| is_signless_int(ctx, e, Some(1));
    match (ctx.type_kind(t), ctx.type_kind(r)) {
        (
            TypeKind::Vector {
                shape: s1,
                scalable: c1,
                ..
            },
            TypeKind::Vector {
                shape: s2,
                scalable: c2,
                elem,
            },
        ) => s1 == s2 && c1 == c2 && is_i1(*elem),
        (
            TypeKind::RankedTensor {
                shape: s1,
                encoding: e1,
                ..
            },
            TypeKind::RankedTensor {
                shape: s2,
                encoding: e2,
                elem,
            },
        ) => s1 == s2 && e1 == e2 && is_i1(*elem),
        (TypeKind::UnrankedTensor { .. }, TypeKind::UnrankedTensor { elem }) => is_i1(*elem),
        (
            TypeKind::MemRef {
                shape: s1,
                layout: l1,
                memory_space: m1,
                ..
            },
            TypeKind::MemRef {
                shape: s2,
                layout: l2,
                memory_space: m2,
                elem,
            },
        ) => s1 == s2 && l1 == l2 && m1 == m2 && is_i1(*elem),
        (
            TypeKind::UnrankedMemRef {
                memory_space: m1, ..
            },
            TypeKind::UnrankedMemRef {
                memory_space: m2,
                elem,
            },
        ) => m1 == m2 && is_i1(*elem),
        (
            TypeKind::Vector { .. }
            | TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor { .. }
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. },
            _,
        ) => false,
        _ => is_i1(r),
    }
}

/// Whether `t` is a signless integer (of `width` if given).
pub(crate) fn is_signless_int(ctx: &Context, t: Type, width: Option<u32>) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { width: w, signedness: Signedness::Signless }
        if width.is_none_or(|x| x == *w))
}

/// Whether `t` is a float type.
pub(crate) fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(_))
}

/// Whether `t` is a scalar of `pred`, or a vector or tensor whose elements are (ODS's
/// `...Like` type constraints: `SignlessIntegerLike`, `FloatLike`, ...).
pub(crate) fn is_like(ctx: &Context, t: Type, pred: impl Fn(&Context, Type) -> bool) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Vector { elem, .. }
        | TypeKind::RankedTensor { elem, .. }
        | TypeKind::UnrankedTensor { elem } => pred(ctx, *elem),
        _ => pred(ctx, t),
    }
}

/// `'t'` as MLIR quotes a type in diagnostics.
pub(crate) fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_to_string(ctx, t))
}

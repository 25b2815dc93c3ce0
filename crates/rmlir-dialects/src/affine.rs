//! The `affine` dialect (MLIR's polyhedral loop and memory ops): `affine.for`,
//! `affine.if`, `affine.yield`, `affine.parallel`, `affine.apply`, `affine.min`,
//! `affine.max`, `affine.load`, `affine.store`, `affine.vector_load` and
//! `affine.vector_store`, with their custom assembly and upstream's verifier messages.
//!
//! Memory ops write their subscripts as affine expressions of SSA values
//! (`affine.load %A[%i + 3, %j * 2 + symbol(%n)]`): [`parse_ssa_affine_map`] is MLIR's
//! `parseAffineMapOfSSAIds` (each new `%v` becomes the next dim, each `symbol(%v)` the
//! next symbol) and [`print_ssa_expr`] its `printAffineMapOfSSAIds`. Loop bounds print
//! as a constant, a single symbol operand, or a map applied to its operands
//! (`#map(%i)[%n]`, with `max`/`min` for multi-result bounds).

pub mod canonicalize;
mod control_flow;
mod fold;
mod index_canonicalize;
pub(crate) mod index_ops;
mod operands;
pub(crate) mod valid;

use crate::scf::{
    BranchPoint, RegionEdge, attr_of, custom_error, dense_array, ensure_terminator, entry_args,
    entry_terminator, op_name, operands, parse_assignment_list, parse_i64,
    parse_optional_arrow_types, print_attr_dict, print_init_list, print_optional_arrow_types,
    print_region, print_values, print_values_and_types, region_body, region_checks, results,
    segments, types_of, verify_loop_like, verify_region_edges, verify_sized_region,
};
use rmlir_affine::{AffineExpr, AffineMap};
use rmlir_ir::interfaces::Interfaces;
use rmlir_ir::interfaces::{EffectKind, EffectSpec, EffectSpecOn, MemoryEffects};
use rmlir_ir::ir::{BodyId, ValueId};
use rmlir_ir::lexer::Tok;
use rmlir_ir::op_counts::Count::{Any, AtLeast, Exactly};
use rmlir_ir::opdef::{Dialect, OpDef, traits::*};
use rmlir_ir::parser::OpParser;
use rmlir_ir::printer::Printer;
use rmlir_ir::verifier::{VerifyCx, attr_constraint};
use rmlir_ir::{Attr, AttrKind, Context, Ir, OpRef, PResult, Type, TypeKind};
use valid::{affine_scope, is_valid_dim, is_valid_symbol};

// ------------------------------------------------------------------ affine maps of SSA ids

/// The dims and symbols met while parsing an affine map of SSA ids.
struct SsaIds<U> {
    dims: Vec<U>,
    syms: Vec<U>,
    /// Spelling of each SSA id seen, with the dim or symbol it became.
    seen: Vec<(String, AffineExpr)>,
}

/// `+` or `-`.
#[derive(Clone, Copy)]
enum LowOp {
    Add,
    Sub,
}

/// `*`, `floordiv`, `ceildiv`, `mod`.
#[derive(Clone, Copy)]
enum HighOp {
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

/// The expression parser over the op's token stream. `get` parses one SSA use; it is a
/// closure because the parser's use type cannot be named here.
struct ExprParser<'x, 'a, 's, 'c, U, F> {
    p: &'x mut OpParser<'a, 's, 'c>,
    ids: SsaIds<U>,
    get: F,
    nesting: u32,
}

impl<'s, U, F> ExprParser<'_, '_, 's, '_, U, F>
where
    F: FnMut(&mut OpParser<'_, 's, '_>) -> PResult<U>,
{
    /// `%v` as a dim, or as a symbol inside `symbol(...)`; a repeated spelling maps to
    /// the same id (MLIR's `parseSSAIdExpr`).
    fn ssa_id(&mut self, is_symbol: bool) -> PResult<AffineExpr> {
        if self.p.p.kind() != Tok::PercentIdent {
            return Err(self.p.p.error_here("expected ssa identifier"));
        }
        let name = self.p.p.text().to_string();
        if let Some((_, e)) = self.ids.seen.iter().find(|(n, _)| *n == name) {
            let e = e.clone();
            self.p.p.bump();
            return Ok(e);
        }
        let u = (self.get)(self.p)?;
        let e = if is_symbol {
            self.ids.syms.push(u);
            AffineExpr::symbol(self.ids.syms.len() as u32 - 1)
        } else {
            self.ids.dims.push(u);
            AffineExpr::dim(self.ids.dims.len() as u32 - 1)
        };
        self.ids.seen.push((name, e.clone()));
        Ok(e)
    }

    fn operand(&mut self, has_lhs: bool) -> PResult<AffineExpr> {
        if self.nesting >= 256 {
            return Err(self
                .p
                .p
                .error_here("affine expression is too deeply nested"));
        }
        self.nesting += 1;
        let r = self.operand_inner(has_lhs);
        self.nesting -= 1;
        r
    }

    fn operand_inner(&mut self, has_lhs: bool) -> PResult<AffineExpr> {
        let p = &mut *self.p;
        match p.p.kind() {
            Tok::PercentIdent => self.ssa_id(false),
            Tok::BareIdent if p.p.text() == "symbol" => {
                p.p.bump();
                p.p.expect(Tok::LParen, "'(' at start of SSA symbol")?;
                let e = self.ssa_id(true)?;
                self.p.p.expect(Tok::RParen, "')' at end of SSA symbol")?;
                Ok(e)
            }
            Tok::Integer => {
                let v = parse_i64(p.p.text(), false)
                    .ok_or_else(|| p.p.error_here("constant too large for index"))?;
                p.p.bump();
                Ok(AffineExpr::Constant(v))
            }
            Tok::LParen => {
                p.p.bump();
                if p.p.kind() == Tok::RParen {
                    return Err(p.p.error_here("no expression inside parentheses"));
                }
                let e = self.expr()?;
                self.p.p.expect(Tok::RParen, "')'")?;
                Ok(e)
            }
            Tok::Minus => {
                p.p.bump();
                let e = -self.operand(has_lhs)?;
                self.checked(e)
            }
            Tok::BareIdent if !matches!(p.p.text(), "floordiv" | "ceildiv" | "mod") => {
                Err(p.p.error_here("use of undeclared identifier"))
            }
            Tok::Plus | Tok::Star => Err(p.p.error_here(if has_lhs {
                "missing right operand of binary operator"
            } else {
                "missing left operand of binary operator"
            })),
            _ => Err(p.p.error_here(if has_lhs {
                "missing right operand of binary operator"
            } else {
                "expected affine expression"
            })),
        }
    }

    fn low_op(&mut self) -> Option<LowOp> {
        let op = match self.p.p.kind() {
            Tok::Plus => LowOp::Add,
            Tok::Minus => LowOp::Sub,
            _ => return None,
        };
        self.p.p.bump();
        Some(op)
    }

    fn high_op(&mut self) -> Option<(HighOp, u32)> {
        let op = match (self.p.p.kind(), self.p.p.text()) {
            (Tok::Star, _) => HighOp::Mul,
            (Tok::BareIdent, "floordiv") => HighOp::FloorDiv,
            (Tok::BareIdent, "ceildiv") => HighOp::CeilDiv,
            (Tok::BareIdent, "mod") => HighOp::Mod,
            _ => return None,
        };
        let at = self.p.p.pos();
        self.p.p.bump();
        Some((op, at))
    }

    fn apply_low(&mut self, op: LowOp, lhs: AffineExpr, rhs: AffineExpr) -> PResult<AffineExpr> {
        self.checked(match op {
            LowOp::Add => lhs + rhs,
            LowOp::Sub => lhs - rhs,
        })
    }

    /// Rejects trees too tall to simplify and print recursively.
    fn checked(&mut self, e: AffineExpr) -> PResult<AffineExpr> {
        if e.depth() > 1000 {
            return Err(self
                .p
                .p
                .error_here("affine expression is too deeply nested"));
        }
        Ok(e)
    }

    /// Builds a product, division or modulo, rejecting non-affine forms at `at`.
    fn apply_high(
        &mut self,
        op: HighOp,
        lhs: AffineExpr,
        rhs: AffineExpr,
        at: u32,
    ) -> PResult<AffineExpr> {
        let divisor = |p: &mut OpParser<'_, '_, '_>, name: &str| {
            p.p.error_at(
                at,
                &format!(
                    "non-affine expression: right operand of {name} has to be either a constant or symbolic"
                ),
            )
        };
        let e = match op {
            HighOp::Mul => {
                if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
                    return Err(self.p.p.error_at(
                        at,
                        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
                    ));
                }
                lhs * rhs
            }
            HighOp::FloorDiv if !rhs.is_symbolic_or_constant() => {
                return Err(divisor(self.p, "floordiv"));
            }
            HighOp::CeilDiv if !rhs.is_symbolic_or_constant() => {
                return Err(divisor(self.p, "ceildiv"));
            }
            HighOp::Mod if !rhs.is_symbolic_or_constant() => return Err(divisor(self.p, "mod")),
            HighOp::FloorDiv => lhs.floor_div(rhs),
            HighOp::CeilDiv => lhs.ceil_div(rhs),
            HighOp::Mod => lhs.modulo(rhs),
        };
        self.checked(e)
    }

    /// A left-associative chain of `+`/`-` over chains of `*`, `floordiv`, `ceildiv`
    /// and `mod` (MLIR's `parseAffineLowPrecOpExpr`).
    fn expr(&mut self) -> PResult<AffineExpr> {
        let mut pending: Option<(AffineExpr, LowOp)> = None;
        loop {
            let operand = self.operand(pending.is_some())?;
            if let Some(op) = self.low_op() {
                let sum = match pending.take() {
                    Some((acc, acc_op)) => self.apply_low(acc_op, acc, operand)?,
                    None => operand,
                };
                pending = Some((sum, op));
                continue;
            }
            if let Some((op, at)) = self.high_op() {
                let product = self.high_chain(operand, op, at)?;
                let sum = match pending.take() {
                    Some((acc, acc_op)) => self.apply_low(acc_op, acc, product)?,
                    None => product,
                };
                if let Some(next) = self.low_op() {
                    pending = Some((sum, next));
                    continue;
                }
                return Ok(sum);
            }
            return Ok(match pending {
                Some((acc, acc_op)) => self.apply_low(acc_op, acc, operand)?,
                None => operand,
            });
        }
    }

    fn high_chain(&mut self, first: AffineExpr, op: HighOp, at: u32) -> PResult<AffineExpr> {
        let (mut acc, mut acc_op, mut acc_at) = (first, op, at);
        loop {
            let operand = self.operand(true)?;
            let next_at = self.p.p.pos();
            if let Some((next, _)) = self.high_op() {
                acc = self.apply_high(acc_op, acc, operand, next_at)?;
                acc_op = next;
                acc_at = next_at;
                continue;
            }
            return self.apply_high(acc_op, acc, operand, acc_at);
        }
    }
}

/// An expression parser continuing with the ids met so far.
fn expr_parser<'x, 'a, 's, 'c, U, F>(
    p: &'x mut OpParser<'a, 's, 'c>,
    ids: SsaIds<U>,
    get: F,
) -> ExprParser<'x, 'a, 's, 'c, U, F>
where
    F: FnMut(&mut OpParser<'_, 's, '_>) -> PResult<U>,
{
    ExprParser {
        p,
        ids,
        get,
        nesting: 0,
    }
}

/// MLIR's `parseAffineMapOfSSAIds` with square brackets: `[%i + 3, symbol(%n)]`.
/// Returns the map and its operands, dims before symbols.
///
/// ```mlir
/// affine.load %A[%i + 3, %j * 2 + symbol(%n)] : memref<10x10xf32>
/// // map: (d0, d1)[s0] -> (d0 + 3, d1 * 2 + s0), operands: %i, %j, %n
/// ```
fn parse_ssa_affine_map<'s, U, F>(
    p: &mut OpParser<'_, 's, '_>,
    get: F,
) -> PResult<(AffineMap, Vec<U>)>
where
    F: FnMut(&mut OpParser<'_, 's, '_>) -> PResult<U>,
{
    p.p.expect(Tok::LSquare, "'['")?;
    let mut ep = ExprParser {
        p,
        ids: SsaIds {
            dims: Vec::new(),
            syms: Vec::new(),
            seen: Vec::new(),
        },
        get,
        nesting: 0,
    };
    let mut exprs = Vec::new();
    if !ep.p.p.eat(Tok::RSquare) {
        loop {
            exprs.push(ep.expr()?);
            if !ep.p.p.eat(Tok::Comma) {
                break;
            }
        }
        ep.p.p.expect(Tok::RSquare, "']'")?;
    }
    let SsaIds { dims, syms, .. } = ep.ids;
    let map = AffineMap::new(dims.len() as u32, syms.len() as u32, exprs);
    let mut uses = dims;
    uses.extend(syms);
    Ok((map, uses))
}

/// The text a value prints as (`%arg0`, `%3`).
fn value_name(p: &mut Printer<'_>, body: BodyId, v: ValueId) -> String {
    let start = p.out.len();
    p.value(body, v);
    let s = p.out[start..].to_string();
    p.out.truncate(start);
    s
}

/// Prints an expression with `d<i>` replaced by the i-th dim operand and `s<i>` by
/// `symbol(...)` of the i-th symbol operand (MLIR's `printAffineExprOfSSAIds`).
fn print_ssa_expr(
    p: &mut Printer<'_>,
    body: BodyId,
    e: &AffineExpr,
    dims: &[ValueId],
    syms: &[ValueId],
) {
    let text = e.to_string();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_alphabetic() {
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_alphanumeric() {
                i += 1;
            }
            let word = &text[start..i];
            let index = word.get(1..).and_then(|n| n.parse::<usize>().ok());
            match (word.as_bytes()[0], index) {
                (b'd', Some(n)) if n < dims.len() => {
                    let s = value_name(p, body, dims[n]);
                    p.out.push_str(&s);
                }
                (b's', Some(n)) if n < syms.len() => {
                    let s = value_name(p, body, syms[n]);
                    p.out.push_str("symbol(");
                    p.out.push_str(&s);
                    p.out.push(')');
                }
                _ => p.out.push_str(word),
            }
        } else {
            p.out.push(bytes[i] as char);
            i += 1;
        }
    }
}

/// `e1, e2` of a map over SSA operands (dims first, then symbols).
fn print_ssa_map(p: &mut Printer<'_>, body: BodyId, map: &AffineMap, ops: &[ValueId]) {
    let nd = (map.num_dims as usize).min(ops.len());
    let (dims, syms) = ops.split_at(nd);
    for (i, e) in map.results.iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        print_ssa_expr(p, body, e, dims, syms);
    }
}

/// The affine map held by attribute `name` of an op.
fn map_of(ctx: &Context, ir: &Ir, op: OpRef, name: &str) -> Option<(Attr, AffineMap)> {
    let a = attr_of(ctx, ir, op, name)?;
    match ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => Some((a, m.clone())),
        _ => None,
    }
}

fn map_attr(ctx: &Context, m: AffineMap) -> Attr {
    ctx.attr(AttrKind::AffineMap(m))
}

/// `(%d0, %d1)[%s0]` after a map: the dims in parentheses, the symbols in brackets when
/// there are any (MLIR's `printDimAndSymbolList`).
fn print_dim_and_symbol_list(p: &mut Printer<'_>, body: BodyId, ops: &[ValueId], num_dims: usize) {
    let nd = num_dims.min(ops.len());
    p.out.push('(');
    print_values(p, body, &ops[..nd]);
    p.out.push(')');
    if ops.len() > nd {
        p.out.push('[');
        print_values(p, body, &ops[nd..]);
        p.out.push(']');
    }
}

/// `(%d...)[%s...]` as (dims, symbols); evaluates to `PResult<(dims, syms)>`.
macro_rules! parse_dim_and_symbol_list {
    ($p:expr) => {
        (|| -> PResult<_> {
            let dims = $p.parse_delimited_operands(Tok::LParen, Tok::RParen)?;
            let mut syms = Default::default();
            if $p.p.eat(Tok::LSquare) {
                syms = $p.parse_operand_list()?;
                $p.p.expect(Tok::RSquare, "']'")?;
            }
            Ok((dims, syms))
        })()
    };
}

/// Parses a map attribute (an alias or inline `affine_map<...>`) and checks its kind.
fn parse_map_attr(p: &mut OpParser<'_, '_, '_>) -> PResult<(Attr, AffineMap)> {
    let at = p.p.pos();
    let a = p.p.parse_attribute(None)?;
    match p.p.ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => Ok((a, m.clone())),
        _ => Err(custom_error(p, at, "invalid kind of attribute specified")),
    }
}

// ------------------------------------------------------------------ dims and symbols

/// MLIR's `verifyDimAndSymbolIdentifiers`: the first `num_dims` operands must be valid
/// dims and the rest valid symbols of the op's affine scope.
///
/// ```mlir
/// affine.for %i = 0 to 10 {
///   %x = "test.v"() : () -> index
///   // error: 'affine.load' op operand cannot be used as a dimension id
///   %v = affine.load %A[%x] : memref<?xf32>
/// }
/// ```
fn verify_dims_and_symbols(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    ops: &[ValueId],
    num_dims: usize,
) -> PResult<()> {
    let scope = affine_scope(cx.ir, op);
    for (i, &v) in ops.iter().enumerate() {
        if i < num_dims {
            if !is_valid_dim(cx.ctx, cx.ir, op.0, v, scope) {
                return Err(cx.op_error(op, "operand cannot be used as a dimension id"));
            }
        } else if !is_valid_symbol(cx.ctx, cx.ir, op.0, v, scope) {
            return Err(cx.op_error(op, "operand cannot be used as a symbol"));
        }
    }
    Ok(())
}

// ------------------------------------------------------------------ apply, min, max

/// `affine.apply #map(%d)[%s] [{attrs}]`.
///
/// ```mlir
/// %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]
/// ```
fn parse_apply(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let name_at = p.name_at;
    let (a, m) = parse_map_attr(p)?;
    p.set_prop("map", a);
    let (dims, syms) = parse_dim_and_symbol_list!(p)?;
    let index = p.p.ctx.index_type();
    p.resolve_all(&dims, index)?;
    p.resolve_all(&syms, index)?;
    p.parse_optional_attr_dict()?;
    if m.num_dims as usize != dims.len() || m.num_inputs() as usize != dims.len() + syms.len() {
        return Err(custom_error(
            p,
            name_at,
            "dimension or symbol index mismatch",
        ));
    }
    p.build.result_types = smallvec::smallvec![index; m.num_results()];
    Ok(())
}

fn print_map_op(p: &mut Printer<'_>, op: OpRef) {
    let ops = operands(p.ir, op);
    p.out.push(' ');
    let Some((a, m)) = map_of(p.ctx, p.ir, op, "map") else {
        return;
    };
    p.attr(a);
    print_dim_and_symbol_list(p, op.0, &ops, m.num_dims as usize);
    print_attr_dict(p, op, &["map"], false);
}

/// ODS's `AffineMapAttr` constraint on the `map` of `affine.apply`, `affine.min`,
/// `affine.max`, `affine.load` and `affine.store`, missing or of another kind.
fn map_attr_error(cx: &mut VerifyCx<'_>, op: OpRef) -> rmlir_ir::Reported {
    let present = attr_of(cx.ctx, cx.ir, op, "map").is_some();
    attr_constraint(cx, op, "map", present, "AffineMap attribute")
}

/// The operands match the map's inputs; `affine.apply` maps produce one value.
fn verify_apply(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let Some((_, m)) = map_of(cx.ctx, cx.ir, op, "map") else {
        return Err(map_attr_error(cx, op));
    };
    if operands(cx.ir, op).len() != m.num_inputs() as usize {
        return Err(cx.op_error(
            op,
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    if m.num_results() != 1 {
        return Err(cx.op_error(op, "mapping must produce one value"));
    }
    // Valid dims may not sit in symbol positions; other operands are tolerated.
    let scope = affine_scope(cx.ir, op);
    for &v in operands(cx.ir, op).iter().skip(m.num_dims as usize) {
        if is_valid_dim(cx.ctx, cx.ir, op.0, v, scope)
            && !is_valid_symbol(cx.ctx, cx.ir, op.0, v, scope)
        {
            // MLIR uses `emitError` here: no `'affine.apply' op` prefix.
            return Err(rmlir_ir::verifier::plain_error(
                cx.ctx,
                cx.ir,
                cx.diags,
                op,
                "dimensional operand cannot be used as a symbol",
            ));
        }
    }
    Ok(())
}

/// `affine.min #map(%d)[%s] [{attrs}]` (also `affine.max`).
fn parse_min_max(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let (a, _) = parse_map_attr(p)?;
    p.set_prop("map", a);
    let (dims, syms) = parse_dim_and_symbol_list!(p)?;
    p.parse_optional_attr_dict()?;
    let index = p.p.ctx.index_type();
    p.resolve_all(&dims, index)?;
    p.resolve_all(&syms, index)?;
    p.build.result_types = smallvec::smallvec![index];
    Ok(())
}

fn verify_min_max(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let Some((_, m)) = map_of(cx.ctx, cx.ir, op, "map") else {
        return Err(map_attr_error(cx, op));
    };
    if operands(cx.ir, op).len() != m.num_inputs() as usize {
        return Err(cx.op_error(
            op,
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    if m.num_results() == 0 {
        let msg = format!(
            "'{}' op affine map expect at least one result",
            op_name(cx.ir, op).unwrap_or("")
        );
        let _ = msg;
        return Err(cx.op_error(op, "affine map expect at least one result"));
    }
    Ok(())
}

// ------------------------------------------------------------------ affine.for

/// One loop bound: a constant, a single SSA symbol, or `[max|min] #map(%d)[%s]`.
/// Evaluates to `PResult<(map, operand uses)>`.
macro_rules! parse_bound {
    ($p:expr, $is_lower:expr, $name_at:expr) => {
        (|| -> PResult<_> {
            let minmax = $p.p.eat_keyword(if $is_lower { "max" } else { "min" });
            if $p.p.kind() == Tok::PercentIdent {
                let uses = $p.parse_operand_list()?;
                if uses.len() > 1 {
                    return Err(custom_error($p, $name_at, "expected only one loop bound operand"));
                }
                return Ok((AffineMap::new(0, 1, vec![AffineExpr::symbol(0)]), uses));
            }
            let attr_at = $p.p.pos();
            let index_ty = $p.p.ctx.index_type();
            let a = $p.p.parse_attribute(Some(index_ty))?;
            match $p.p.ctx.attr_kind(a).clone() {
                AttrKind::AffineMap(m) => {
                    let (mut dims, syms) = parse_dim_and_symbol_list!($p)?;
                    if m.num_dims as usize != dims.len() {
                        return Err(custom_error($p,
                            $name_at,
                            "dim operand count and affine map dim count must match",
                        ));
                    }
                    if m.num_symbols as usize != syms.len() {
                        return Err(custom_error($p,
                            $name_at,
                            "symbol operand count and affine map symbol count must match",
                        ));
                    }
                    if m.num_results() > 1 && !minmax {
                        let msg = if $is_lower {
                            "lower loop bound affine map with multiple results requires 'max' prefix"
                        } else {
                            "upper loop bound affine map with multiple results requires 'min' prefix"
                        };
                        return Err(custom_error($p, attr_at, msg));
                    }
                    dims.extend(syms);
                    Ok((m, dims))
                }
                AttrKind::Integer { value, .. } => {
                    let v = i64::try_from(value).unwrap_or(i64::MAX);
                    Ok((AffineMap::constant(v), Default::default()))
                }
                _ => Err(custom_error($p,
                    $name_at,
                    "expected valid affine map representation for loop bounds",
                )),
            }
        })()
    };
}

/// `affine.for %i = lb to ub [step c] [iter_args(%a = %x) -> (types)] { body }
/// [{attrs}]`.
///
/// ```mlir
/// affine.for %i = 0 to 10 step 2 { }
/// affine.for %j = #map(%i)[%n] to min #map1(%i)[%n] { }
/// %r = affine.for %i = 0 to %n iter_args(%s = %x) -> (f32) { affine.yield %s : f32 }
/// ```
fn parse_for(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let name_at = p.name_at;
    let iv = p.p.parse_value_use()?;
    let iv_loc = p.p.parse_optional_location_specifier()?;
    p.p.expect(Tok::Equal, "'='")?;
    let index = p.p.ctx.index_type();
    let (lb_map, lb_uses) = parse_bound!(p, true, name_at)?;
    p.resolve_all(&lb_uses, index)?;
    if !p.p.eat_keyword("to") {
        let at = p.p.pos();
        return Err(crate::asm_util::custom_error(
            p,
            at,
            "expected 'to' between bounds",
        ));
    }
    let (ub_map, ub_uses) = parse_bound!(p, false, name_at)?;
    p.resolve_all(&ub_uses, index)?;
    let mut step = 1i64;
    if p.p.eat_keyword("step") {
        let at = p.p.pos();
        let neg = p.p.eat(Tok::Minus);
        if p.p.kind() != Tok::Integer {
            return Err(p
                .p
                .error_here("expected constant integer or floating point value"));
        }
        step = parse_i64(p.p.text(), neg)
            .ok_or_else(|| p.p.error_here("integer constant out of range"))?;
        p.p.bump();
        if step < 0 {
            return Err(custom_error(
                p,
                at,
                "expected step to be representable as a positive signed integer",
            ));
        }
    }
    let (mut iter_args, mut inits, mut types) = (Vec::new(), Vec::new(), Vec::new());
    if p.p.eat_keyword("iter_args") {
        (iter_args, inits) = parse_assignment_list!(p)?;
        p.p.expect(Tok::Arrow, "'->'")?;
        types = p.p.parse_function_result_types()?;
        let at = p.p.pos();
        if iter_args.len() == types.len() {
            p.resolve_operands(&inits, &types, at)?;
        }
    }
    let a = map_attr(p.p.ctx, lb_map);
    p.set_prop("lowerBoundMap", a);
    let a = map_attr(p.p.ctx, ub_map);
    p.set_prop("upperBoundMap", a);
    let a = p.p.ctx.int_attr(index, step as i128);
    p.set_prop("step", a);
    let sizes = [lb_uses.len(), ub_uses.len(), inits.len()].map(|x| x as i64);
    let a = dense_array(p.p.ctx, 32, &sizes);
    p.set_prop("operandSegmentSizes", a);
    if iter_args.len() != types.len() {
        return Err(custom_error(
            p,
            name_at,
            "mismatch between the number of loop-carried values and results",
        ));
    }
    let mut args = vec![(iv, index, iv_loc)];
    args.extend(iter_args.iter().zip(&types).map(|(&u, &t)| (u, t, None)));
    let r = p.parse_region(&args)?;
    ensure_terminator(p, r, "affine.yield", false, name_at);
    p.build.result_types = types.into();
    p.parse_optional_attr_dict()
}

/// Prints a loop bound: `0`, `%n`, or `[max|min] #map(%d)[%s]`.
fn print_bound(
    p: &mut Printer<'_>,
    body: BodyId,
    a: Attr,
    m: &AffineMap,
    ops: &[ValueId],
    prefix: &str,
) {
    if m.num_results() == 1 {
        if m.num_dims == 0
            && m.num_symbols == 0
            && let Some(c) = m.results[0].constant()
        {
            p.out.push_str(&c.to_string());
            return;
        }
        if m.num_dims == 0
            && m.num_symbols == 1
            && m.results[0].as_symbol().is_some()
            && let Some(&v) = ops.first()
        {
            p.value(body, v);
            return;
        }
    } else {
        p.out.push_str(prefix);
        p.out.push(' ');
    }
    p.attr(a);
    print_dim_and_symbol_list(p, body, ops, m.num_dims as usize);
}

/// The operands of an `affine.for`: lower-bound, upper-bound and init groups.
fn for_groups(ctx: &Context, ir: &Ir, op: OpRef) -> Option<[Vec<ValueId>; 3]> {
    let seg = segments(ctx, ir, op, 3)?;
    let ops = operands(ir, op);
    let lb = ops[..seg[0]].to_vec();
    let ub = ops[seg[0]..seg[0] + seg[1]].to_vec();
    let inits = ops[seg[0] + seg[1]..].to_vec();
    Some([lb, ub, inits])
}

fn print_for(p: &mut Printer<'_>, op: OpRef) {
    let args = entry_args(p.ir, op, 0);
    let rb = region_body(p.ir, op);
    let (Some([lb, ub, inits]), Some((la, lm)), Some((ua, um))) = (
        for_groups(p.ctx, p.ir, op),
        map_of(p.ctx, p.ir, op, "lowerBoundMap"),
        map_of(p.ctx, p.ir, op, "upperBoundMap"),
    ) else {
        p.out.push_str(" <<invalid affine.for>>");
        return;
    };
    p.out.push(' ');
    if let Some(&iv) = args.first() {
        // MLIR's `printRegionArgument`: the location inline, never through an alias.
        p.value(rb, iv);
        if p.opts.debuginfo
            && let Some(l) = p.ir.body(rb).value(iv).loc()
        {
            p.inline_loc(l);
        }
    }
    p.out.push_str(" = ");
    print_bound(p, op.0, la, &lm, &lb, "max");
    p.out.push_str(" to ");
    print_bound(p, op.0, ua, &um, &ub, "min");
    let step = match attr_of(p.ctx, p.ir, op, "step").map(|a| p.ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => *value,
        _ => 1,
    };
    if step != 1 {
        p.out.push_str(&format!(" step {step}"));
    }
    if !inits.is_empty() {
        print_init_list(
            p,
            op,
            args.get(1..).unwrap_or_default(),
            &inits,
            " iter_args",
        );
        p.out.push_str(" -> (");
        let res = types_of(p.ir, op.0, &results(p.ir, op));
        p.ap.type_list(&mut p.out, &res);
        p.out.push(')');
    }
    p.out.push(' ');
    print_region(p, op, 0, false, !inits.is_empty());
    print_attr_dict(
        p,
        op,
        &[
            "lowerBoundMap",
            "upperBoundMap",
            "step",
            "operandSegmentSizes",
        ],
        false,
    );
}

/// `affine.for`: bound maps match their operands, an index induction variable, and
/// loop-carried values that agree with the yielded values and results.
fn verify_for(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    // ODS `IndexAttr:$step`, checked with the op's invariants.
    if let Some(a) = attr_of(cx.ctx, cx.ir, op, "step")
        && !matches!(cx.ctx.attr_kind(a), AttrKind::Integer { ty, .. } if matches!(cx.ctx.type_kind(*ty), TypeKind::Index))
    {
        return Err(rmlir_ir::verifier::attr_constraint(
            cx,
            op,
            "step",
            true,
            "index attribute",
        ));
    }
    region_checks(cx, op, verify_for_now)
}

/// The checks of `verify_for`, run once nested ops verify.
fn verify_for_now(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let Some([lb, ub, inits]) = for_groups(cx.ctx, cx.ir, op) else {
        return Err(cx.op_error(op, "operand count does not match 'operandSegmentSizes'"));
    };
    for (name, ops) in [("lowerBoundMap", &lb), ("upperBoundMap", &ub)] {
        let Some((_, m)) = map_of(cx.ctx, cx.ir, op, name) else {
            return Err(cx.op_error(op, &format!("requires attribute '{name}'")));
        };
        if m.num_inputs() as usize != ops.len() {
            let which = if name == "lowerBoundMap" {
                "lower"
            } else {
                "upper"
            };
            let msg =
                format!("operand count must match {which} bound map dimension and symbol count");
            return Err(cx.op_error(op, &msg));
        }
        if m.num_results() == 0 {
            let which = if name == "lowerBoundMap" {
                "lower"
            } else {
                "upper"
            };
            return Err(cx.op_error(
                op,
                &format!("expected {which} bound map to have at least one result"),
            ));
        }
    }
    verify_sized_region(cx, op, 0, "region")?;
    let rb = region_body(cx.ir, op);
    let args = types_of(cx.ir, rb, &entry_args(cx.ir, op, 0));
    let res = types_of(cx.ir, op.0, &results(cx.ir, op));
    let init_types = types_of(cx.ir, op.0, &inits);
    let iter_args = args.get(1..).unwrap_or_default().to_vec();
    let term =
        entry_terminator(cx.ir, op, 0).filter(|&t| op_name(cx.ir, (rb, t)) == Some("affine.yield"));
    let yielded = term
        .map(|t| {
            let vals: Vec<ValueId> = cx.ir.body(rb).operands(t).collect();
            types_of(cx.ir, rb, &vals)
        })
        .unwrap_or_default();
    verify_loop_like(cx, op, &init_types, &iter_args, &yielded, Some(&res))?;
    // Room for the terminator's edges too: a push would otherwise reallocate.
    let mut edges = Vec::with_capacity(4);
    edges.extend([
        RegionEdge {
            from: BranchPoint::Parent,
            to: Some(0),
            operands: init_types.clone(),
            inputs: iter_args.as_slice().into(),
        },
        RegionEdge {
            from: BranchPoint::Parent,
            to: None,
            operands: init_types.clone(),
            inputs: res.clone(),
        },
    ]);
    if let Some(t) = term {
        edges.push(RegionEdge {
            from: BranchPoint::Terminator(t),
            to: Some(0),
            operands: yielded.clone(),
            inputs: iter_args.as_slice().into(),
        });
        edges.push(RegionEdge {
            from: BranchPoint::Terminator(t),
            to: None,
            operands: yielded,
            inputs: res.clone(),
        });
    }
    verify_region_edges(cx, op, &edges)?;
    if args
        .first()
        .is_none_or(|&t| !matches!(cx.ctx.type_kind(t), TypeKind::Index))
    {
        return Err(cx.op_error(
            op,
            "expected body to have a single index argument for the induction variable",
        ));
    }
    for (name, ops) in [("lowerBoundMap", &lb), ("upperBoundMap", &ub)] {
        if let Some((_, m)) = map_of(cx.ctx, cx.ir, op, name)
            && m.num_inputs() > 0
        {
            verify_dims_and_symbols(cx, op, ops, m.num_dims as usize)?;
        }
    }
    if inits.len() != res.len() {
        return Err(cx.op_error(
            op,
            "mismatch between the number of loop-carried values and results",
        ));
    }
    if iter_args.len() != res.len() {
        return Err(cx.op_error(
            op,
            "mismatch between the number of basic block args and results",
        ));
    }
    Ok(())
}

// ------------------------------------------------------------------ affine.if, affine.yield

/// `affine.if #set(%d)[%s] [-> types] { then } [else { else }] [{attrs}]`.
///
/// ```mlir
/// %r = affine.if #set(%i)[%n] -> f32 {
///   affine.yield %a : f32
/// } else {
///   affine.yield %b : f32
/// }
/// ```
fn parse_if(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    // MLIR reports the operand count mismatch at the op's name.
    let name_at = p.name_at;
    let at = p.p.pos();
    let a = p.p.parse_attribute(None)?;
    let set = match p.p.ctx.attr_kind(a) {
        AttrKind::IntegerSet(s) => s.clone(),
        _ => return Err(custom_error(p, at, "invalid kind of attribute specified")),
    };
    p.set_prop("condition", a);
    let (dims, syms) = parse_dim_and_symbol_list!(p)?;
    let index = p.p.ctx.index_type();
    p.resolve_all(&dims, index)?;
    p.resolve_all(&syms, index)?;
    if set.num_dims as usize != dims.len() {
        return Err(custom_error(
            p,
            name_at,
            "dim operand count and integer set dim count must match",
        ));
    }
    if set.num_inputs() as usize != dims.len() + syms.len() {
        return Err(custom_error(
            p,
            name_at,
            "symbol operand count and integer set symbol count must match",
        ));
    }
    if p.p.eat(Tok::Arrow) {
        p.build.result_types = p.p.parse_function_result_types()?.into();
    }
    let then = p.parse_region(&[])?;
    ensure_terminator(p, then, "affine.yield", false, name_at);
    if p.p.eat_keyword("else") {
        let els = p.parse_region(&[])?;
        ensure_terminator(p, els, "affine.yield", false, name_at);
    } else {
        p.add_empty_region();
    }
    p.parse_optional_attr_dict()
}

fn print_if(p: &mut Printer<'_>, op: OpRef) {
    let ops = operands(p.ir, op);
    p.out.push(' ');
    let Some(a) = attr_of(p.ctx, p.ir, op, "condition") else {
        return;
    };
    let nd = match p.ctx.attr_kind(a) {
        AttrKind::IntegerSet(s) => s.num_dims as usize,
        _ => 0,
    };
    p.attr(a);
    print_dim_and_symbol_list(p, op.0, &ops, nd);
    let res = types_of(p.ir, op.0, &results(p.ir, op));
    print_optional_arrow_types(p, &res);
    p.out.push(' ');
    let terms = !res.is_empty();
    print_region(p, op, 0, false, terms);
    if crate::scf::entry(p.ir, op, 1).is_some() {
        p.out.push_str(" else ");
        print_region(p, op, 1, false, terms);
    }
    print_attr_dict(p, op, &["condition"], false);
}

/// The condition set's inputs match the operands.
fn verify_if(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let set = match attr_of(cx.ctx, cx.ir, op, "condition").map(|a| cx.ctx.attr_kind(a)) {
        Some(AttrKind::IntegerSet(s)) => s.clone(),
        _ => return Err(cx.op_error(op, "requires an integer set attribute named 'condition'")),
    };
    if operands(cx.ir, op).len() != set.num_inputs() as usize {
        return Err(cx.op_error(
            op,
            "operand count and condition integer set dimension and symbol count must match",
        ));
    }
    let ops = operands(cx.ir, op);
    verify_dims_and_symbols(cx, op, &ops, set.num_dims as usize)
}

/// `affine.yield [{attrs}] [%a : t]`.
fn parse_yield(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    p.parse_optional_attr_dict()?;
    let uses = p.parse_operand_list()?;
    let mut types = Default::default();
    if !uses.is_empty() {
        p.p.expect(Tok::Colon, "':'")?;
        types = p.parse_type_list()?;
    }
    let at = p.p.pos();
    p.resolve_operands(&uses, &types, at)
}

fn print_yield(p: &mut Printer<'_>, op: OpRef) {
    print_attr_dict(p, op, &[], false);
    let vals = operands(p.ir, op);
    print_values_and_types(p, op.0, &vals);
}

/// `affine.yield` ends an `affine.if`, `affine.for` or `affine.parallel` region and
/// yields values of the parent's result types.
fn verify_yield(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let parent = cx.ir.parent_op(op);
    let Some(parent) = parent.filter(|&p| {
        matches!(
            op_name(cx.ir, p),
            Some("affine.if" | "affine.for" | "affine.parallel")
        )
    }) else {
        return Err(cx.op_error(op, "only terminates affine.if/for/parallel regions"));
    };
    let res = types_of(cx.ir, parent.0, &results(cx.ir, parent));
    let vals = types_of(cx.ir, op.0, &operands(cx.ir, op));
    if res.len() != vals.len() {
        return Err(cx.op_error(
            op,
            "parent of yield must have same number of results as the yield operands",
        ));
    }
    if res != vals {
        return Err(cx.op_error(op, "types mismatch between yield op and its parent"));
    }
    Ok(())
}

// ------------------------------------------------------------------ loads and stores

fn memref_elem(ctx: &Context, t: Type) -> Option<(Type, usize)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { elem, shape, .. } => Some((*elem, shape.len())),
        _ => None,
    }
}

/// `: memref<...>` after a memory op, checked to be a memref type.
fn parse_memref_type(p: &mut OpParser<'_, '_, '_>) -> PResult<(Type, Type)> {
    p.p.expect(Tok::Colon, "':'")?;
    let at = p.p.pos();
    let t = p.p.parse_type()?;
    match memref_elem(p.p.ctx, t) {
        Some((e, _)) => Ok((t, e)),
        None => Err(custom_error(p, at, "invalid kind of type specified")),
    }
}

/// `affine.load %A[%i + 3, %j] [{attrs}] : memref<...>`; `affine.vector_load` adds
/// `, vector<...>`.
///
/// ```mlir
/// %v = affine.load %A[%i + 3, %j * 2 + symbol(%n)] : memref<10x10xf32>
/// ```
fn parse_load_impl(p: &mut OpParser<'_, '_, '_>, vector: bool) -> PResult<()> {
    let mem = p.p.parse_value_use()?;
    let (map, uses) = parse_ssa_affine_map(p, |p| p.p.parse_value_use())?;
    let a = map_attr(p.p.ctx, map);
    p.set_prop("map", a);
    p.parse_optional_attr_dict()?;
    let (t, elem) = parse_memref_type(p)?;
    let mut result = elem;
    if vector {
        p.p.expect(Tok::Comma, "','")?;
        result = p.p.parse_type()?;
    }
    p.resolve_all(&[mem], t)?;
    let index = p.p.ctx.index_type();
    p.resolve_all(&uses, index)?;
    p.build.result_types = smallvec::smallvec![result];
    Ok(())
}

fn parse_load(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    parse_load_impl(p, false)
}

fn parse_vector_load(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    parse_load_impl(p, true)
}

/// `%A[<map of SSA ids>]`.
fn print_subscripts(p: &mut Printer<'_>, op: OpRef, mem: ValueId, idx: &[ValueId]) {
    p.value(op.0, mem);
    p.out.push('[');
    if let Some((_, m)) = map_of(p.ctx, p.ir, op, "map") {
        print_ssa_map(p, op.0, &m, idx);
    }
    p.out.push(']');
}

fn print_load(p: &mut Printer<'_>, op: OpRef) {
    let ops = operands(p.ir, op);
    let Some((&mem, idx)) = ops.split_first() else {
        return;
    };
    p.out.push(' ');
    print_subscripts(p, op, mem, idx);
    print_attr_dict(p, op, &["map"], false);
    p.out.push_str(" : ");
    let t = p.ir.body(op.0).value_type(mem);
    p.ty(t);
    if op_name(p.ir, op) == Some("affine.vector_load")
        && let Some(&r) = results(p.ir, op).first()
    {
        p.out.push_str(", ");
        let rt = p.ir.body(op.0).value_type(r);
        p.ty(rt);
    }
}

/// `affine.store %v, %A[%i] [{attrs}] : memref<...>`; `affine.vector_store` adds
/// `, vector<...>`.
fn parse_store_impl(p: &mut OpParser<'_, '_, '_>, vector: bool) -> PResult<()> {
    let val = p.p.parse_value_use()?;
    p.p.expect(Tok::Comma, "','")?;
    let mem = p.p.parse_value_use()?;
    let (map, uses) = parse_ssa_affine_map(p, |p| p.p.parse_value_use())?;
    let a = map_attr(p.p.ctx, map);
    p.set_prop("map", a);
    p.parse_optional_attr_dict()?;
    let (t, mut elem) = parse_memref_type(p)?;
    if vector {
        p.p.expect(Tok::Comma, "','")?;
        elem = p.p.parse_type()?;
    }
    p.resolve_all(&[val], elem)?;
    p.resolve_all(&[mem], t)?;
    let index = p.p.ctx.index_type();
    p.resolve_all(&uses, index)
}

fn parse_store(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    parse_store_impl(p, false)
}

fn parse_vector_store(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    parse_store_impl(p, true)
}

fn print_store(p: &mut Printer<'_>, op: OpRef) {
    let ops = operands(p.ir, op);
    let [val, mem, idx @ ..] = ops.as_slice() else {
        return;
    };
    p.out.push(' ');
    p.value(op.0, *val);
    p.out.push_str(", ");
    print_subscripts(p, op, *mem, idx);
    print_attr_dict(p, op, &["map"], false);
    p.out.push_str(" : ");
    let t = p.ir.body(op.0).value_type(*mem);
    p.ty(t);
    if op_name(p.ir, op) == Some("affine.vector_store") {
        p.out.push_str(", ");
        let vt = p.ir.body(op.0).value_type(*val);
        p.ty(vt);
    }
}

/// MLIR's `verifyMemoryOpIndexing`: the map has one result per memref dimension and
/// one input per index operand, all of type `index`.
fn verify_indexing(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    mem: ValueId,
    idx: &[ValueId],
    what: &str,
) -> PResult<()> {
    let Some((_, m)) = map_of(cx.ctx, cx.ir, op, "map") else {
        return Err(map_attr_error(cx, op));
    };
    let t = cx.ir.body(op.0).value_type(mem);
    let Some((_, rank)) = memref_elem(cx.ctx, t) else {
        return Err(cx.op_error(op, "expected a memref operand"));
    };
    if m.num_results() != rank {
        return Err(cx.op_error(op, "affine map num results must equal memref rank"));
    }
    if m.num_inputs() as usize != idx.len() {
        return Err(cx.op_error(op, "expects as many subscripts as affine map inputs"));
    }
    for &v in idx {
        let vt = cx.ir.body(op.0).value_type(v);
        if !matches!(cx.ctx.type_kind(vt), TypeKind::Index) {
            return Err(cx.op_error(op, &format!("index to {what} must have 'index' type")));
        }
    }
    verify_dims_and_symbols(cx, op, idx, m.num_dims as usize)
}

/// ODS's operand constraints of the memory ops: a ranked memref at position `mem`, then
/// `index` operands (`operand #1 must be variadic of index, but got 'i32'`).
fn memory_operand_types(cx: &mut VerifyCx<'_>, op: OpRef, mem: usize) -> PResult<()> {
    if let Some(&m) = operands(cx.ir, op).get(mem) {
        let t = cx.ir.body(op.0).value_type(m);
        let ok = memref_elem(cx.ctx, t).is_some();
        let desc = "memref of any type values";
        rmlir_ir::verifier::type_constraint(cx, op, ("operand", mem), t, ok, desc)?;
    }
    rmlir_ir::verifier::index_operands(cx, op, mem + 1)
}

/// `affine.vector_load`/`affine.vector_store` (MLIR's `verifyVectorMemoryOp`): the
/// vector's element type is the memref's.
///
/// ```mlir
/// // error: 'affine.vector_load' op requires memref and vector types of the same elemental type
/// %0 = affine.vector_load %m[%i] : memref<4xf32>, vector<4xi32>
/// ```
fn verify_vector_elem(cx: &mut VerifyCx<'_>, op: OpRef, mem: Type, vector: Type) -> PResult<()> {
    let vector_elem = match cx.ctx.type_kind(vector) {
        TypeKind::Vector { elem, .. } => Some(*elem),
        _ => None,
    };
    match (memref_elem(cx.ctx, mem), vector_elem) {
        (Some((m, _)), Some(v)) if m != v => Err(cx.op_error(
            op,
            "requires memref and vector types of the same elemental type",
        )),
        _ => Ok(()),
    }
}

fn verify_load(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    memory_operand_types(cx, op, 0)?;
    let ops = operands(cx.ir, op);
    let Some((&mem, idx)) = ops.split_first() else {
        return Err(cx.op_error(op, "expected a memref operand"));
    };
    let t = cx.ir.body(op.0).value_type(mem);
    let result = results(cx.ir, op)
        .first()
        .map(|&r| cx.ir.body(op.0).value_type(r));
    if op_name(cx.ir, op) == Some("affine.load")
        && let (Some((elem, _)), Some(r)) = (memref_elem(cx.ctx, t), result)
        && r != elem
    {
        return Err(cx.op_error(op, "result type must match element type of memref"));
    }
    verify_indexing(cx, op, mem, idx, "load")?;
    match result {
        Some(r) if op_name(cx.ir, op) == Some("affine.vector_load") => {
            verify_vector_elem(cx, op, t, r)
        }
        _ => Ok(()),
    }
}

fn verify_store(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    memory_operand_types(cx, op, 1)?;
    let ops = operands(cx.ir, op);
    let [val, mem, idx @ ..] = ops.as_slice() else {
        return Err(cx.op_error(op, "expected a value and a memref operand"));
    };
    let t = cx.ir.body(op.0).value_type(*mem);
    let vt = cx.ir.body(op.0).value_type(*val);
    if op_name(cx.ir, op) == Some("affine.store")
        && let Some((elem, _)) = memref_elem(cx.ctx, t)
        && vt != elem
    {
        return Err(cx.op_error(
            op,
            "value to store must have the same type as memref element type",
        ));
    }
    verify_indexing(cx, op, *mem, idx, "store")?;
    if op_name(cx.ir, op) == Some("affine.vector_store") {
        return verify_vector_elem(cx, op, t, vt);
    }
    Ok(())
}

// ------------------------------------------------------------------ affine.parallel

/// Reduction kinds of `affine.parallel` (MLIR's `arith::AtomicRMWKind`), by value.
const REDUCTIONS: &[&str] = &[
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

/// One side of `affine.parallel` bounds: `(0, %n, max(%a, 4))` as a map over SSA ids
/// with one group per loop. Evaluates to `PResult<(map, groups, uses)>`.
macro_rules! parse_parallel_bounds {
    ($p:expr, $kw:expr) => {
        (|| -> PResult<_> {
            $p.p.expect(Tok::LParen, "'('")?;
            let mut exprs = Vec::new();
            let mut groups = Vec::new();
            let mut ids = SsaIds {
                dims: Vec::new(),
                syms: Vec::new(),
                seen: Vec::new(),
            };
            if !$p.p.eat(Tok::RParen) {
                loop {
                    let grouped = $p.p.eat_keyword($kw);
                    if grouped {
                        $p.p.expect(Tok::LParen, "'('")?;
                    }
                    let mut ep = expr_parser(&mut *$p, ids, |p| p.p.parse_value_use());
                    let mut n = 0;
                    loop {
                        exprs.push(ep.expr()?);
                        n += 1;
                        if !grouped || !ep.p.p.eat(Tok::Comma) {
                            break;
                        }
                    }
                    ids = ep.ids;
                    if grouped {
                        $p.p.expect(Tok::RParen, "')'")?;
                    }
                    groups.push(n);
                    if !$p.p.eat(Tok::Comma) {
                        break;
                    }
                }
                $p.p.expect(Tok::RParen, "')'")?;
            }
            let map = AffineMap::new(ids.dims.len() as u32, ids.syms.len() as u32, exprs);
            let mut uses = ids.dims;
            uses.extend(ids.syms);
            Ok((map, groups, uses))
        })()
    };
}

/// `tensor<Nxi32>` dense elements of group sizes.
fn group_attr(ctx: &Context, groups: &[i64]) -> Attr {
    let i32t = ctx.int_type(32);
    let ty = ctx.ty(TypeKind::RankedTensor {
        shape: vec![groups.len() as i64],
        elem: i32t,
        encoding: None,
    });
    let vals: Vec<u128> = groups.iter().map(|&g| g as i128 as u128).collect();
    let data = if !vals.is_empty() && vals.iter().all(|&v| v == vals[0]) {
        rmlir_ir::attrs::DenseData::Splat(vec![vals[0]])
    } else {
        rmlir_ir::attrs::DenseData::Elements(vals)
    };
    ctx.attr(AttrKind::DenseElements { ty, data })
}

fn group_sizes(ctx: &Context, a: Option<Attr>) -> Option<Vec<usize>> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseElements { ty, data }) => {
            let n = match ctx.type_kind(*ty) {
                TypeKind::RankedTensor { shape, .. } => {
                    let n = shape.iter().try_fold(1i64, |a, &d| a.checked_mul(d))?;
                    usize::try_from(n).ok().filter(|&n| n <= 1 << 20)?
                }
                _ => return None,
            };
            match data {
                rmlir_ir::attrs::DenseData::Splat(v) => Some(vec![*v.first()? as usize; n]),
                rmlir_ir::attrs::DenseData::Elements(v) => {
                    Some(v.iter().map(|&x| x as usize).collect())
                }
                _ => None,
            }
        }
        _ => None,
    }
}

/// `affine.parallel (%i, %j) = (lbs) to (ubs) [step (s...)] [reduce ("addf") -> (t)]
/// { body } [{attrs}]`.
///
/// ```mlir
/// affine.parallel (%i, %j) = (0, 0) to (10, %n) step (2, 1) { }
/// %r = affine.parallel (%i) = (0) to (10) reduce ("addf") -> (f32) { ... }
/// ```
fn parse_parallel(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let name_at = p.name_at;
    let ivs = p.parse_delimited_operands(Tok::LParen, Tok::RParen)?;
    let index = p.p.ctx.index_type();
    p.p.expect(Tok::Equal, "'='")?;
    let (lmap, lgroups, luses) = parse_parallel_bounds!(p, "max")?;
    p.resolve_all(&luses, index)?;
    p.expect_keyword("to")?;
    let (umap, ugroups, uuses) = parse_parallel_bounds!(p, "min")?;
    p.resolve_all(&uuses, index)?;
    if lgroups.len() != ivs.len() || ugroups.len() != ivs.len() {
        return Err(custom_error(
            p,
            name_at,
            "expected as many lower and upper bound groups as induction variables",
        ));
    }
    let mut steps = vec![1i64; ivs.len()];
    if p.p.eat_keyword("step") {
        p.p.expect(Tok::LParen, "'('")?;
        steps.clear();
        if !p.p.eat(Tok::RParen) {
            loop {
                let neg = p.p.eat(Tok::Minus);
                if p.p.kind() != Tok::Integer {
                    return Err(p.p.error_here("expected integer value"));
                }
                steps.push(
                    parse_i64(p.p.text(), neg)
                        .ok_or_else(|| p.p.error_here("integer value too large"))?,
                );
                p.p.bump();
                if !p.p.eat(Tok::Comma) {
                    break;
                }
            }
            p.p.expect(Tok::RParen, "')'")?;
        }
    }
    let mut reductions = Vec::new();
    if p.p.eat_keyword("reduce") {
        p.p.expect(Tok::LParen, "'('")?;
        if !p.p.eat(Tok::RParen) {
            loop {
                if p.p.kind() != Tok::String {
                    return Err(p.p.error_here("expected attribute value"));
                }
                let s = p.p.text().trim_matches('"').to_string();
                let Some(k) = REDUCTIONS.iter().position(|&r| r == s) else {
                    let at = p.p.pos();
                    let msg = format!("invalid reduction value: \"{s}\"");
                    return Err(custom_error(p, at, &msg));
                };
                p.p.bump();
                let i64t = p.p.ctx.int_type(64);
                reductions.push(p.p.ctx.int_attr(i64t, k as i128));
                if !p.p.eat(Tok::Comma) {
                    break;
                }
            }
            p.p.expect(Tok::RParen, "')'")?;
        }
        p.build.result_types = parse_optional_arrow_types(p)?.into();
    }
    let i64t = p.p.ctx.int_type(64);
    let step_attrs: Vec<Attr> = steps
        .iter()
        .map(|&s| p.p.ctx.int_attr(i64t, s as i128))
        .collect();
    let a = p.p.ctx.attr(AttrKind::Array(reductions));
    p.set_prop("reductions", a);
    let a = map_attr(p.p.ctx, lmap);
    p.set_prop("lowerBoundsMap", a);
    let lg: Vec<i64> = lgroups.iter().map(|&g| g as i64).collect();
    let a = group_attr(p.p.ctx, &lg);
    p.set_prop("lowerBoundsGroups", a);
    let a = map_attr(p.p.ctx, umap);
    p.set_prop("upperBoundsMap", a);
    let ug: Vec<i64> = ugroups.iter().map(|&g| g as i64).collect();
    let a = group_attr(p.p.ctx, &ug);
    p.set_prop("upperBoundsGroups", a);
    let a = p.p.ctx.attr(AttrKind::Array(step_attrs));
    p.set_prop("steps", a);
    let args: Vec<_> = ivs.iter().map(|&u| (u, index, None)).collect();
    let r = p.parse_region(&args)?;
    ensure_terminator(p, r, "affine.yield", false, name_at);
    p.parse_optional_attr_dict()
}

/// Prints one side of the bounds, one group per loop (`max(...)`/`min(...)` for groups
/// of several expressions).
fn print_parallel_bounds(
    p: &mut Printer<'_>,
    body: BodyId,
    m: &AffineMap,
    groups: &[usize],
    ops: &[ValueId],
    kw: &str,
) {
    let nd = (m.num_dims as usize).min(ops.len());
    let (dims, syms) = ops.split_at(nd);
    let mut start = 0;
    for (i, &g) in groups.iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        let Some(es) = m.results.get(start..start + g) else {
            return;
        };
        if g == 1 {
            print_ssa_expr(p, body, &es[0], dims, syms);
        } else {
            p.out.push_str(kw);
            p.out.push('(');
            for (j, e) in es.iter().enumerate() {
                if j > 0 {
                    p.out.push_str(", ");
                }
                print_ssa_expr(p, body, e, dims, syms);
            }
            p.out.push(')');
        }
        start += g;
    }
}

fn print_parallel(p: &mut Printer<'_>, op: OpRef) {
    let args = entry_args(p.ir, op, 0);
    let rb = region_body(p.ir, op);
    let ops = operands(p.ir, op);
    let (Some((_, lm)), Some((_, um)), Some(lg), Some(ug)) = (
        map_of(p.ctx, p.ir, op, "lowerBoundsMap"),
        map_of(p.ctx, p.ir, op, "upperBoundsMap"),
        group_sizes(p.ctx, attr_of(p.ctx, p.ir, op, "lowerBoundsGroups")),
        group_sizes(p.ctx, attr_of(p.ctx, p.ir, op, "upperBoundsGroups")),
    ) else {
        p.out.push_str(" <<invalid affine.parallel>>");
        return;
    };
    let nl = (lm.num_inputs() as usize).min(ops.len());
    let nu = (um.num_inputs() as usize).min(ops.len() - nl);
    p.out.push_str(" (");
    print_values(p, rb, &args);
    p.out.push_str(") = (");
    print_parallel_bounds(p, op.0, &lm, &lg, &ops[..nl], "max");
    p.out.push_str(") to (");
    print_parallel_bounds(p, op.0, &um, &ug, &ops[nl..nl + nu], "min");
    p.out.push(')');
    let steps: Vec<i128> = match attr_of(p.ctx, p.ir, op, "steps").map(|a| p.ctx.attr_kind(a)) {
        Some(AttrKind::Array(es)) => es
            .iter()
            .filter_map(|&e| match p.ctx.attr_kind(e) {
                AttrKind::Integer { value, .. } => Some(*value),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    if steps.iter().any(|&s| s != 1) {
        p.out.push_str(" step (");
        let s: Vec<String> = steps.iter().map(|s| s.to_string()).collect();
        p.out.push_str(&s.join(", "));
        p.out.push(')');
    }
    let res = types_of(p.ir, op.0, &results(p.ir, op));
    if !res.is_empty() {
        p.out.push_str(" reduce (");
        let kinds: Vec<String> =
            match attr_of(p.ctx, p.ir, op, "reductions").map(|a| p.ctx.attr_kind(a)) {
                Some(AttrKind::Array(es)) => es
                    .iter()
                    .map(|&e| match p.ctx.attr_kind(e) {
                        AttrKind::Integer { value, .. } => {
                            format!(
                                "\"{}\"",
                                REDUCTIONS.get(*value as usize).copied().unwrap_or("?")
                            )
                        }
                        _ => "\"?\"".to_string(),
                    })
                    .collect(),
                _ => Vec::new(),
            };
        p.out.push_str(&kinds.join(", "));
        p.out.push_str(") -> (");
        p.ap.type_list(&mut p.out, &res);
        p.out.push(')');
    }
    p.out.push(' ');
    print_region(p, op, 0, false, !res.is_empty());
    print_attr_dict(
        p,
        op,
        &[
            "reductions",
            "lowerBoundsMap",
            "lowerBoundsGroups",
            "upperBoundsMap",
            "upperBoundsGroups",
            "steps",
        ],
        false,
    );
}

/// `affine.parallel`: one bound group and step per induction variable, one reduction
/// per result.
/// `affine.parallel` (MLIR's `AffineParallelOp::verify`, which runs before the ops
/// inside are verified): one map group per lower and upper bound and one step per
/// region argument, maps with as many results as their groups say, one valid
/// reduction per result whose type suits it, and valid dimension and symbol operands.
///
/// ```mlir
/// // error: 'affine.parallel' op result type cannot match reduction attribute
/// %r = affine.parallel (%i) = (0) to (10) reduce ("addi") -> (f32) { ... }
/// ```
fn verify_parallel(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let n_args = entry_args(cx.ir, op, 0).len();
    let lg =
        group_sizes(cx.ctx, attr_of(cx.ctx, cx.ir, op, "lowerBoundsGroups")).unwrap_or_default();
    let ug =
        group_sizes(cx.ctx, attr_of(cx.ctx, cx.ir, op, "upperBoundsGroups")).unwrap_or_default();
    let steps = match attr_of(cx.ctx, cx.ir, op, "steps").map(|a| cx.ctx.attr_kind(a)) {
        Some(AttrKind::Array(es)) => es.len(),
        _ => 0,
    };
    if lg.len() != steps || ug.len() != steps || n_args != steps {
        let msg = format!(
            "the number of region arguments ({n_args}) and the number of map groups for \
             lower ({}) and upper bound ({}), and the number of steps ({steps}) must all match",
            lg.len(),
            ug.len()
        );
        return Err(cx.op_error(op, &msg));
    }
    let lb = map_of(cx.ctx, cx.ir, op, "lowerBoundsMap").map(|(_, m)| m);
    let ub = map_of(cx.ctx, cx.ir, op, "upperBoundsMap").map(|(_, m)| m);
    for (which, groups, map) in [("lower", &lg, &lb), ("upper", &ug, &ub)] {
        let expected: usize = groups.iter().sum();
        if map.as_ref().map_or(0, |m| m.num_results()) != expected {
            let msg = format!("expected {which} bounds map to have {expected} results");
            return Err(cx.op_error(op, &msg));
        }
    }
    let reductions: Vec<Option<i128>> =
        match attr_of(cx.ctx, cx.ir, op, "reductions").map(|a| cx.ctx.attr_kind(a)) {
            Some(AttrKind::Array(es)) => es
                .iter()
                .map(|&e| match cx.ctx.attr_kind(e) {
                    AttrKind::Integer { value, .. } => Some(*value),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        };
    let result_types: Vec<Type> = results(cx.ir, op)
        .iter()
        .map(|&r| cx.ir.body(op.0).value_type(r))
        .collect();
    if reductions.len() != result_types.len() {
        return Err(cx.op_error(op, "a reduction must be specified for each output"));
    }
    for (kind, &t) in reductions.iter().zip(&result_types) {
        let Some(name) = kind
            .and_then(|k| usize::try_from(k).ok())
            .and_then(|k| REDUCTIONS.get(k))
        else {
            return Err(cx.op_error(op, "invalid reduction attribute"));
        };
        if !reduction_accepts(cx.ctx, name, t) {
            return Err(cx.op_error(op, "result type cannot match reduction attribute"));
        }
    }
    let operands = operands(cx.ir, op);
    let n_lb = lb
        .as_ref()
        .map_or(0, |m| m.num_inputs() as usize)
        .min(operands.len());
    let (lb_ops, ub_ops) = operands.split_at(n_lb);
    verify_dims_and_symbols(
        cx,
        op,
        lb_ops,
        lb.as_ref().map_or(0, |m| m.num_dims as usize),
    )?;
    verify_dims_and_symbols(
        cx,
        op,
        ub_ops,
        ub.as_ref().map_or(0, |m| m.num_dims as usize),
    )
}

/// Whether a result of type `t` can be reduced with `kind` (MLIR's
/// `isResultTypeMatchAtomicRMWKind`): floats for the float kinds, integers of any
/// signedness for `addi`/`muli`/`andi`/`ori`, signed or unsigned ones for the
/// `s`/`u` kinds, anything for `assign`, nothing for the others.
fn reduction_accepts(ctx: &Context, kind: &str, t: Type) -> bool {
    use rmlir_ir::types::Signedness;
    let int = match ctx.type_kind(t) {
        TypeKind::Integer { signedness, .. } => Some(*signedness),
        _ => None,
    };
    let float = matches!(ctx.type_kind(t), TypeKind::Float(_));
    match kind {
        "assign" => true,
        "addf" | "mulf" | "maximumf" | "minimumf" => float,
        "addi" | "muli" | "andi" | "ori" => int.is_some(),
        "maxs" | "mins" => int == Some(Signedness::Signed),
        "maxu" | "minu" => int == Some(Signedness::Unsigned),
        _ => false,
    }
}

// ------------------------------------------------------------------ registration

static OPS: &[OpDef] = &[
    OpDef::custom(
        "affine.apply",
        PURE,
        &["map"],
        verify_apply,
        parse_apply,
        print_map_op,
    )
    .with_value_types(&crate::value_types::AFFINE_MAP_TO_INDEX)
    .with_counts(Exactly(0), Exactly(1), Any)
    .with_fold(fold::apply),
    OpDef::custom(
        "affine.for",
        SINGLE_BLOCK | RECURSIVE_EFFECTS | AUTOMATIC_ALLOCATION_SCOPE | ATTR_SIZED_OPERANDS,
        &[
            "lowerBoundMap",
            "upperBoundMap",
            "step",
            "operandSegmentSizes",
        ],
        verify_for,
        parse_for,
        print_for,
    )
    .with_value_types(&crate::value_types::AFFINE_FOR)
    .with_implicit_terminator("affine.yield")
    .with_operand_segments(3)
    .with_interfaces(Interfaces {
        region_branch: Some(&control_flow::ForRegions),
        ..Interfaces::NONE
    })
    .with_fold(fold::for_op)
    .with_regions(Exactly(1)),
    OpDef::custom(
        "affine.if",
        SINGLE_BLOCK | RECURSIVE_EFFECTS,
        &["condition"],
        verify_if,
        parse_if,
        print_if,
    )
    .with_implicit_terminator("affine.yield")
    .with_interfaces(Interfaces {
        region_branch: Some(&control_flow::IfRegions),
        ..Interfaces::NONE
    })
    .with_fold(fold::if_op)
    .with_regions(Exactly(2)),
    OpDef::custom(
        "affine.yield",
        TERMINATOR | RETURN_LIKE | PURE,
        &[],
        verify_yield,
        parse_yield,
        print_yield,
    )
    .with_results(Exactly(0)),
    OpDef::custom(
        "affine.parallel",
        SINGLE_BLOCK | RECURSIVE_EFFECTS | AUTOMATIC_ALLOCATION_SCOPE,
        &[
            "reductions",
            "lowerBoundsMap",
            "lowerBoundsGroups",
            "upperBoundsMap",
            "upperBoundsGroups",
            "steps",
        ],
        verify_parallel,
        parse_parallel,
        print_parallel,
    )
    .with_value_types(&crate::value_types::AFFINE_PARALLEL)
    .with_implicit_terminator("affine.yield")
    .with_fold(fold::parallel)
    .with_regions(Exactly(1)),
    with_effects(
        OpDef::custom(
            "affine.load",
            0,
            &["map"],
            verify_load,
            parse_load,
            print_load,
        )
        .with_counts(Exactly(0), Exactly(1), AtLeast(1))
        .with_fold(fold::load),
        READS_MEMREF,
    ),
    with_effects(
        OpDef::custom(
            "affine.store",
            0,
            &["map"],
            verify_store,
            parse_store,
            print_store,
        )
        .with_counts(Exactly(0), Exactly(0), AtLeast(2))
        .with_fold(fold::store),
        WRITES_MEMREF,
    ),
    OpDef::custom(
        "affine.min",
        PURE,
        &["map"],
        verify_min_max,
        parse_min_max,
        print_map_op,
    )
    .with_value_types(&crate::value_types::AFFINE_MAP_TO_INDEX)
    .with_counts(Exactly(0), Exactly(1), Any)
    .with_fold(fold::min),
    OpDef::custom(
        "affine.max",
        PURE,
        &["map"],
        verify_min_max,
        parse_min_max,
        print_map_op,
    )
    .with_value_types(&crate::value_types::AFFINE_MAP_TO_INDEX)
    .with_counts(Exactly(0), Exactly(1), Any)
    .with_fold(fold::max),
    OpDef::custom(
        "affine.delinearize_index",
        PURE,
        &["static_basis"],
        index_ops::verify_delinearize,
        index_ops::parse_delinearize,
        index_ops::print_delinearize,
    )
    .with_value_types(&crate::value_types::DELINEARIZE_INDEX)
    .with_counts(Exactly(0), Any, AtLeast(1))
    .with_fold(index_ops::fold_delinearize),
    OpDef::custom(
        "affine.linearize_index",
        PURE | ATTR_SIZED_OPERANDS,
        &["disjoint", "operandSegmentSizes", "static_basis"],
        index_ops::verify_linearize,
        index_ops::parse_linearize,
        index_ops::print_linearize,
    )
    .with_counts(Exactly(0), Exactly(1), Any)
    .with_operand_segments(2)
    .with_default_props(&[("disjoint", "false")])
    .with_fold(index_ops::fold_linearize),
    with_effects(
        OpDef::custom(
            "affine.vector_load",
            0,
            &["map"],
            verify_load,
            parse_vector_load,
            print_load,
        )
        .with_counts(Exactly(0), Exactly(1), AtLeast(1)),
        READS_MEMREF,
    ),
    with_effects(
        OpDef::custom(
            "affine.vector_store",
            0,
            &["map"],
            verify_store,
            parse_vector_store,
            print_store,
        )
        .with_counts(Exactly(0), Exactly(0), AtLeast(2)),
        WRITES_MEMREF,
    ),
];

/// Loads read the memref operand (operand 0).
const READS_MEMREF: &[EffectSpec] = &[EffectSpec::new(EffectKind::Read, EffectSpecOn::Operand(0))];

/// Stores write the memref operand (operand 1, after the stored value).
const WRITES_MEMREF: &[EffectSpec] =
    &[EffectSpec::new(EffectKind::Write, EffectSpecOn::Operand(1))];

/// `def` with declared memory effects (the `MemRead`/`MemWrite` operand decorators of
/// the ODS definitions).
const fn with_effects(mut def: OpDef, effects: &'static [EffectSpec]) -> OpDef {
    def.memory_effects = MemoryEffects::Declared(effects);
    def
}

/// The `affine` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "affine",
    props: PROPS,
    attributes: rmlir_ir::opdef::Hook::None,
    types: rmlir_ir::opdef::Hook::None,
    ops: OPS,
    allow_unknown_ops: false,
    materialize_constant: Some(fold::materialize),
    attr_verifier: None,
};

/// The property kinds of the dialect's inherent attributes (checked in the generic
/// form's property conversion; the kinds mlir-opt 22's `setPropertiesFromAttr` takes).
const PROPS: &[rmlir_ir::opdef::PropSpec] = {
    use rmlir_ir::opdef::PropKind as P;
    &[
        ("affine.apply", "map", P::AffineMap),
        ("affine.delinearize_index", "static_basis", P::DenseI64Array),
        ("affine.for", "lowerBoundMap", P::AffineMap),
        ("affine.for", "step", P::Integer),
        ("affine.for", "upperBoundMap", P::AffineMap),
        ("affine.if", "condition", P::IntegerSet),
        ("affine.linearize_index", "static_basis", P::DenseI64Array),
        ("affine.load", "map", P::AffineMap),
        ("affine.max", "map", P::AffineMap),
        ("affine.min", "map", P::AffineMap),
        ("affine.parallel", "lowerBoundsGroups", P::DenseIntElements),
        ("affine.parallel", "lowerBoundsMap", P::AffineMap),
        ("affine.parallel", "reductions", P::Array),
        ("affine.parallel", "steps", P::Array),
        ("affine.parallel", "upperBoundsGroups", P::DenseIntElements),
        ("affine.parallel", "upperBoundsMap", P::AffineMap),
        ("affine.store", "map", P::AffineMap),
        ("affine.vector_load", "map", P::AffineMap),
        ("affine.vector_store", "map", P::AffineMap),
    ]
};

//! Integer canonicalization patterns of arith (`ArithCanonicalization.td`): constant
//! reassociation of `addi`/`subi`/`muli`, negation through `muli -1`, the
//! extended-result ops whose high part is unused, bitwise ops and comparisons of
//! extensions, `xori` of a comparison with `true`, and cast chains.

use super::{
    begin, constant, create, create_cmpi, create_constant, def, operand, overflow, overflow_attr,
    result, scalar_int, ty,
};
use crate::arith::flags::{CMPI_PREDICATES, enum_keyword, enum_value};
use crate::arith::fold::consts::{self, is_all_ones, mask, width_of};
use rmlir_ir::OpId;
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};

/// A reassociation of two integer ops with one constant each into one op with a
/// folded constant (`AddIAddConstant` and its relatives):
///
/// ```mlir
/// %0 = arith.addi %x, %c5 : i32
/// %1 = arith.addi %0, %c7 : i32
/// // becomes
/// %c12 = arith.constant 12 : i32
/// %1 = arith.addi %x, %c12 : i32
/// ```
struct ConstReassoc {
    name: &'static str,
    root: &'static str,
    /// Whether the root's constant is its left operand (the inner op is the other).
    root_const_lhs: bool,
    inner: &'static str,
    inner_const_lhs: bool,
    out: &'static str,
    out_const_lhs: bool,
    /// Whether the new op keeps the flags both ops carry (else it has none).
    merge_flags: bool,
    /// The new constant from (inner constant, root constant).
    compute: fn(u128, u128) -> u128,
}

const fn reassoc(
    name: &'static str,
    (root, root_const_lhs): (&'static str, bool),
    (inner, inner_const_lhs): (&'static str, bool),
    (out, out_const_lhs): (&'static str, bool),
    merge_flags: bool,
    compute: fn(u128, u128) -> u128,
) -> ConstReassoc {
    ConstReassoc {
        name,
        root,
        root_const_lhs,
        inner,
        inner_const_lhs,
        out,
        out_const_lhs,
        merge_flags,
        compute,
    }
}

const ADD: &str = "arith.addi";
const SUB: &str = "arith.subi";
const MUL: &str = "arith.muli";

static ADDI_REASSOC: [ConstReassoc; 3] = [
    reassoc(
        "AddIAddConstant",
        (ADD, false),
        (ADD, false),
        (ADD, false),
        true,
        |c0, c1| c0.wrapping_add(c1),
    ),
    reassoc(
        "AddISubConstantRHS",
        (ADD, false),
        (SUB, false),
        (ADD, false),
        true,
        |c0, c1| c1.wrapping_sub(c0),
    ),
    reassoc(
        "AddISubConstantLHS",
        (ADD, false),
        (SUB, true),
        (SUB, true),
        true,
        |c0, c1| c0.wrapping_add(c1),
    ),
];

static SUBI_REASSOC: [ConstReassoc; 6] = [
    reassoc(
        "SubIRHSAddConstant",
        (SUB, false),
        (ADD, false),
        (ADD, false),
        false,
        |c0, c1| c0.wrapping_sub(c1),
    ),
    reassoc(
        "SubILHSAddConstant",
        (SUB, true),
        (ADD, false),
        (SUB, true),
        true,
        |c0, c1| c1.wrapping_sub(c0),
    ),
    reassoc(
        "SubIRHSSubConstantRHS",
        (SUB, false),
        (SUB, false),
        (SUB, false),
        true,
        |c0, c1| c0.wrapping_add(c1),
    ),
    reassoc(
        "SubIRHSSubConstantLHS",
        (SUB, false),
        (SUB, true),
        (SUB, true),
        true,
        |c0, c1| c0.wrapping_sub(c1),
    ),
    reassoc(
        "SubILHSSubConstantRHS",
        (SUB, true),
        (SUB, false),
        (SUB, true),
        true,
        |c0, c1| c0.wrapping_add(c1),
    ),
    reassoc(
        "SubILHSSubConstantLHS",
        (SUB, true),
        (SUB, true),
        (ADD, false),
        true,
        |c0, c1| c1.wrapping_sub(c0),
    ),
];

static MULI_REASSOC: ConstReassoc = reassoc(
    "MulIMulIConstant",
    (MUL, false),
    (MUL, false),
    (MUL, false),
    true,
    |c0, c1| c0.wrapping_mul(c1),
);

impl RewritePattern for &'static ConstReassoc {
    fn reads_locally(&self) -> bool {
        true
    }
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn name(&self) -> &'static str {
        self.name
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let (l, r) = (operand(rw, op, 0), operand(rw, op, 1));
        let (inner_v, c1_v) = if self.root_const_lhs { (r, l) } else { (l, r) };
        let Some(inner) = def(rw, inner_v, self.inner) else {
            return false;
        };
        let (il, ir) = (operand(rw, inner, 0), operand(rw, inner, 1));
        let (x, c0_v) = if self.inner_const_lhs {
            (ir, il)
        } else {
            (il, ir)
        };
        let (Some((c0, w0)), Some((c1, w1))) = (scalar_int(rw, c0_v), scalar_int(rw, c1_v)) else {
            return false;
        };
        let res_ty = ty(rw, result(rw, op, 0));
        // `MulIMulIConstant` also asks both constants to have the result's type.
        if self.root == MUL && (ty(rw, c0_v) != res_ty || ty(rw, c1_v) != res_ty) {
            return false;
        }
        let w = w0.min(w1);
        let value = (self.compute)(c0, c1) & mask(w);
        let Some(value) =
            crate::arith::fold::int_attr(rw.ctx, res_ty, crate::arith::fold::int::sext(value, w))
        else {
            return false;
        };
        let flags = if self.merge_flags {
            overflow(rw, inner) & overflow(rw, op)
        } else {
            0
        };
        let loc = begin(rw, op);
        let Some(cst) = create_constant(rw, value, res_ty, loc) else {
            return false;
        };
        let operands = if self.out_const_lhs {
            vec![cst, x]
        } else {
            vec![x, cst]
        };
        let flags = overflow_attr(rw, flags);
        let new = create(
            rw,
            self.out,
            operands,
            res_ty,
            loc,
            &[("overflowFlags", flags)],
        );
        rw.replace_op(op, &[new]);
        true
    }
}

/// Adding a product with -1 is a subtraction (`AddIMulNegativeOneRhs`/`Lhs`):
///
/// ```mlir
/// %0 = arith.muli %y, %cm1 : i32
/// %1 = arith.addi %x, %0 : i32
/// // becomes
/// %1 = arith.subi %x, %y : i32
/// ```
struct AddIMulNegativeOne {
    /// Whether the product is the left operand of the addition.
    mul_lhs: bool,
}

impl RewritePattern for AddIMulNegativeOne {
    fn reads_locally(&self) -> bool {
        true
    }
    fn root(&self) -> Option<&'static str> {
        Some(ADD)
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn name(&self) -> &'static str {
        if self.mul_lhs {
            "AddIMulNegativeOneLhs"
        } else {
            "AddIMulNegativeOneRhs"
        }
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let (l, r) = (operand(rw, op, 0), operand(rw, op, 1));
        let (mul_v, other) = if self.mul_lhs { (l, r) } else { (r, l) };
        let Some(mul) = def(rw, mul_v, MUL) else {
            return false;
        };
        let y = operand(rw, mul, 0);
        let c = constant(rw, operand(rw, mul, 1));
        if !is_all_ones(c.as_ref()) {
            return false;
        }
        let res_ty = ty(rw, result(rw, op, 0));
        let loc = begin(rw, op);
        let new = create(rw, SUB, vec![other, y], res_ty, loc, &[]);
        rw.replace_op(op, &[new]);
        true
    }
}

/// `(a - b) - a` is `0 - b` (`SubISubILHSRHSLHS`):
///
/// ```mlir
/// %0 = arith.subi %a, %b : i32
/// %1 = arith.subi %0, %a : i32
/// // becomes
/// %1 = arith.subi %c0_i32, %b : i32
/// ```
struct SubISubILHSRHSLHS;

impl RewritePattern for SubISubILHSRHSLHS {
    fn reads_locally(&self) -> bool {
        true
    }
    fn root(&self) -> Option<&'static str> {
        Some(SUB)
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn name(&self) -> &'static str {
        "SubISubILHSRHSLHS"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(inner) = def(rw, operand(rw, op, 0), SUB) else {
            return false;
        };
        let (x, y) = (operand(rw, inner, 0), operand(rw, inner, 1));
        if operand(rw, op, 1) != x {
            return false;
        }
        let y_ty = ty(rw, y);
        let Some(zero) = crate::arith::fold::zero_of(rw.ctx, y_ty) else {
            return false;
        };
        let flags = overflow(rw, inner) & overflow(rw, op);
        let res_ty = ty(rw, result(rw, op, 0));
        let loc = begin(rw, op);
        let Some(cst) = create_constant(rw, zero, y_ty, loc) else {
            return false;
        };
        let flags = overflow_attr(rw, flags);
        let new = create(
            rw,
            SUB,
            vec![cst, y],
            res_ty,
            loc,
            &[("overflowFlags", flags)],
        );
        rw.replace_op(op, &[new]);
        true
    }
}

/// An extended-result op whose second result is unused is the plain op
/// (`AddUIExtendedToAddI`, `MulSIExtendedToMulI`, `MulUIExtendedToMulI`):
///
/// ```mlir
/// %sum, %overflow = arith.addui_extended %a, %b : i32, i1   // %overflow unused
/// // becomes
/// %sum = arith.addi %a, %b : i32
/// ```
struct ExtendedToPlain {
    name: &'static str,
    root: &'static str,
    plain: &'static str,
}

impl RewritePattern for ExtendedToPlain {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        self.name
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        if !rw.body().use_empty(result(rw, op, 1)) {
            return false;
        }
        let (x, y) = (operand(rw, op, 0), operand(rw, op, 1));
        let res_ty = ty(rw, result(rw, op, 0));
        let loc = begin(rw, op);
        let new = create(rw, self.plain, vec![x, y], res_ty, loc, &[]);
        rw.replace_op(op, &[new, x]);
        true
    }
}

/// `mulsi_extended %x, 1` is `%x` with the sign of `%x` as high part
/// (`MulSIExtendedRHSOne`):
///
/// ```mlir
/// %lo, %hi = arith.mulsi_extended %x, %c1 : i32
/// // becomes
/// %0 = arith.cmpi slt, %x, %c0_i32 : i32
/// %hi = arith.extsi %0 : i1 to i32      // %lo is %x
/// ```
struct MulSIExtendedRHSOne;

impl RewritePattern for MulSIExtendedRHSOne {
    fn reads_locally(&self) -> bool {
        true
    }
    fn root(&self) -> Option<&'static str> {
        Some("arith.mulsi_extended")
    }
    fn name(&self) -> &'static str {
        "MulSIExtendedRHSOne"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let x = operand(rw, op, 0);
        let one = constant(rw, operand(rw, op, 1)).and_then(|c| c.int());
        // One and strictly positive: `i1` true is -1.
        if !matches!(one, Some((1, w)) if w > 1) {
            return false;
        }
        let x_ty = ty(rw, x);
        let Some(zero) = crate::arith::fold::zero_of(rw.ctx, x_ty) else {
            return false;
        };
        let hi_ty = ty(rw, result(rw, op, 1));
        let i1_ty = crate::arith::asm::i1_same_shape(rw.ctx, x_ty);
        let loc = begin(rw, op);
        let Some(cst) = create_constant(rw, zero, x_ty, loc) else {
            return false;
        };
        let cmp = create_cmpi(rw, "slt", x, cst, i1_ty, loc);
        let hi = create(rw, "arith.extsi", vec![cmp], hi_ty, loc, &[]);
        rw.replace_op(op, &[x, hi]);
        true
    }
}

/// The predicate keyword of a `cmpi`.
fn cmpi_predicate(rw: &Rewriter<'_>, op: OpId) -> Option<&'static str> {
    super::attr(rw, op, "predicate")
        .and_then(|a| enum_value(rw.ctx, a))
        .and_then(|v| enum_keyword(CMPI_PREDICATES, v))
}

/// `not(cmpi pred, a, b)` is the inverted comparison (`XOrINotCmpI`):
///
/// ```mlir
/// %0 = arith.cmpi slt, %a, %b : i32
/// %1 = arith.xori %0, %true : i1
/// // becomes
/// %1 = arith.cmpi sge, %a, %b : i32
/// ```
struct XOrINotCmpI;

impl RewritePattern for XOrINotCmpI {
    fn reads_locally(&self) -> bool {
        true
    }
    fn root(&self) -> Option<&'static str> {
        Some("arith.xori")
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn name(&self) -> &'static str {
        "XOrINotCmpI"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(cmp) = def(rw, operand(rw, op, 0), "arith.cmpi") else {
            return false;
        };
        if scalar_int(rw, operand(rw, op, 1)) != Some((1, 1)) {
            return false;
        }
        let Some(pred) = cmpi_predicate(rw, cmp) else {
            return false;
        };
        let inverted = match pred {
            "eq" => "ne",
            "ne" => "eq",
            "slt" => "sge",
            "sle" => "sgt",
            "sgt" => "sle",
            "sge" => "slt",
            "ult" => "uge",
            "ule" => "ugt",
            "ugt" => "ule",
            _ => "ult",
        };
        let (a, b) = (operand(rw, cmp, 0), operand(rw, cmp, 1));
        let res_ty = ty(rw, result(rw, op, 0));
        let loc = begin(rw, op);
        let new = create_cmpi(rw, inverted, a, b, res_ty, loc);
        rw.replace_op(op, &[new]);
        true
    }
}

/// A bitwise op of two like extensions of one type is the extension of the op
/// (`AndOfExtUI`, `OrOfExtSI`, `XOrIOfExtUI`, ...):
///
/// ```mlir
/// %0 = arith.extsi %a : i8 to i32
/// %1 = arith.extsi %b : i8 to i32
/// %2 = arith.ori %0, %1 : i32
/// // becomes
/// %0 = arith.ori %a, %b : i8
/// %2 = arith.extsi %0 : i8 to i32
/// ```
struct BitwiseOfExt {
    name: &'static str,
    root: &'static str,
    ext: &'static str,
}

impl RewritePattern for BitwiseOfExt {
    fn reads_locally(&self) -> bool {
        true
    }
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn benefit(&self) -> u16 {
        3
    }
    fn name(&self) -> &'static str {
        self.name
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let (Some(e0), Some(e1)) = (
            def(rw, operand(rw, op, 0), self.ext),
            def(rw, operand(rw, op, 1), self.ext),
        ) else {
            return false;
        };
        let (x, y) = (operand(rw, e0, 0), operand(rw, e1, 0));
        if ty(rw, x) != ty(rw, y) {
            return false;
        }
        let (x_ty, res_ty) = (ty(rw, x), ty(rw, result(rw, op, 0)));
        let loc = begin(rw, op);
        let inner = create(rw, self.root, vec![x, y], x_ty, loc, &[]);
        let new = create(rw, self.ext, vec![inner], res_ty, loc, &[]);
        rw.replace_op(op, &[new]);
        true
    }
}

/// `eq`/`ne` of two like extensions of one type compares the sources (`CmpIExtSI`,
/// `CmpIExtUI`):
///
/// ```mlir
/// %0 = arith.extui %a : i8 to i32
/// %1 = arith.extui %b : i8 to i32
/// %2 = arith.cmpi eq, %0, %1 : i32
/// // becomes
/// %2 = arith.cmpi eq, %a, %b : i8
/// ```
struct CmpIOfExt {
    name: &'static str,
    ext: &'static str,
}

impl RewritePattern for CmpIOfExt {
    fn reads_locally(&self) -> bool {
        true
    }
    fn root(&self) -> Option<&'static str> {
        Some("arith.cmpi")
    }
    fn benefit(&self) -> u16 {
        3
    }
    fn name(&self) -> &'static str {
        self.name
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let (Some(e0), Some(e1)) = (
            def(rw, operand(rw, op, 0), self.ext),
            def(rw, operand(rw, op, 1), self.ext),
        ) else {
            return false;
        };
        let (a, b) = (operand(rw, e0, 0), operand(rw, e1, 0));
        if ty(rw, a) != ty(rw, b) || !matches!(cmpi_predicate(rw, op), Some("eq" | "ne")) {
            return false;
        }
        let Some(p) = super::attr(rw, op, "predicate") else {
            return false;
        };
        let res_ty = ty(rw, result(rw, op, 0));
        let loc = begin(rw, op);
        let new = create(
            rw,
            "arith.cmpi",
            vec![a, b],
            res_ty,
            loc,
            &[("predicate", p)],
        );
        rw.replace_op(op, &[new]);
        true
    }
}

/// A cast of a cast: `root(inner(x))` becomes `out(x)` with the root's type, or `x`
/// itself when `out` is `None` and the types match (`IndexCastOfIndexCast`,
/// `IndexCastOfExtSI`, `BitcastOfBitcast`, `ExtSIOfExtUI`, ...):
///
/// ```mlir
/// %0 = arith.extui %x : i8 to i16
/// %1 = arith.extsi %0 : i16 to i32
/// // becomes
/// %1 = arith.extui %x : i8 to i32
/// ```
struct CastOfCast {
    name: &'static str,
    root: &'static str,
    inner: &'static str,
    out: Option<&'static str>,
}

impl RewritePattern for &'static CastOfCast {
    fn reads_locally(&self) -> bool {
        true
    }
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn name(&self) -> &'static str {
        self.name
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(inner) = def(rw, operand(rw, op, 0), self.inner) else {
            return false;
        };
        let x = operand(rw, inner, 0);
        let res_ty = ty(rw, result(rw, op, 0));
        match self.out {
            None => {
                if ty(rw, x) != res_ty {
                    return false;
                }
                rw.replace_op(op, &[x]);
            }
            Some(out) => {
                let loc = begin(rw, op);
                let new = create(rw, out, vec![x], res_ty, loc, &[]);
                rw.replace_op(op, &[new]);
            }
        }
        true
    }
}

static CAST_OF_CAST: [CastOfCast; 6] = [
    CastOfCast {
        name: "IndexCastOfIndexCast",
        root: "arith.index_cast",
        inner: "arith.index_cast",
        out: None,
    },
    CastOfCast {
        name: "IndexCastOfExtSI",
        root: "arith.index_cast",
        inner: "arith.extsi",
        out: Some("arith.index_cast"),
    },
    CastOfCast {
        name: "IndexCastUIOfIndexCastUI",
        root: "arith.index_castui",
        inner: "arith.index_castui",
        out: None,
    },
    CastOfCast {
        name: "IndexCastUIOfExtUI",
        root: "arith.index_castui",
        inner: "arith.extui",
        out: Some("arith.index_castui"),
    },
    CastOfCast {
        name: "BitcastOfBitcast",
        root: "arith.bitcast",
        inner: "arith.bitcast",
        out: Some("arith.bitcast"),
    },
    CastOfCast {
        name: "ExtSIOfExtUI",
        root: "arith.extsi",
        inner: "arith.extui",
        out: Some("arith.extui"),
    },
];

/// A truncation that only drops extension bits is a narrower extension
/// (`TruncIExtSIToExtSI`, `TruncIExtUIToExtUI`):
///
/// ```mlir
/// %0 = arith.extsi %x : i8 to i64
/// %1 = arith.trunci %0 : i64 to i32
/// // becomes
/// %1 = arith.extsi %x : i8 to i32
/// ```
struct TruncIOfExt {
    name: &'static str,
    ext: &'static str,
}

impl RewritePattern for TruncIOfExt {
    fn reads_locally(&self) -> bool {
        true
    }
    fn root(&self) -> Option<&'static str> {
        Some("arith.trunci")
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn name(&self) -> &'static str {
        self.name
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(ext) = def(rw, operand(rw, op, 0), self.ext) else {
            return false;
        };
        let x = operand(rw, ext, 0);
        let res_ty = ty(rw, result(rw, op, 0));
        let w = |t| width_of(rw.ctx, t).unwrap_or(0);
        let (we, wt, wx) = (w(ty(rw, result(rw, ext, 0))), w(res_ty), w(ty(rw, x)));
        if !(we > wt && wt > wx && wx > 0) {
            return false;
        }
        let loc = begin(rw, op);
        let new = create(rw, self.ext, vec![x], res_ty, loc, &[]);
        rw.replace_op(op, &[new]);
        true
    }
}

/// Truncating away exactly the bits an arithmetic shift filled is the same with a
/// logical shift (`TruncIShrSIToTrunciShrUI`):
///
/// ```mlir
/// %0 = arith.shrsi %x, %c24 : i32
/// %1 = arith.trunci %0 : i32 to i8
/// // becomes
/// %0 = arith.shrui %x, %c24 : i32
/// %1 = arith.trunci %0 : i32 to i8
/// ```
struct TruncIShrSIToTrunciShrUI;

impl RewritePattern for TruncIShrSIToTrunciShrUI {
    fn reads_locally(&self) -> bool {
        true
    }
    fn root(&self) -> Option<&'static str> {
        Some("arith.trunci")
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn name(&self) -> &'static str {
        "TruncIShrSIToTrunciShrUI"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(shr) = def(rw, operand(rw, op, 0), "arith.shrsi") else {
            return false;
        };
        let (x, amount) = (operand(rw, shr, 0), operand(rw, shr, 1));
        let Some(c0) = super::constant_attr(rw, amount) else {
            return false;
        };
        let Some((shift, _)) = consts::read(rw.ctx, Some(c0)).and_then(|c| c.int()) else {
            return false;
        };
        let res_ty = ty(rw, result(rw, op, 0));
        let (Some(wx), Some(wt)) = (width_of(rw.ctx, ty(rw, x)), width_of(rw.ctx, res_ty)) else {
            return false;
        };
        if wx <= wt || (wx - wt) as u128 != shift {
            return false;
        }
        let c_ty = ty(rw, amount);
        let flags = super::attr(rw, op, "overflowFlags");
        let x_ty = ty(rw, x);
        let loc = begin(rw, op);
        let Some(cst) = create_constant(rw, c0, c_ty, loc) else {
            return false;
        };
        let shrui = create(rw, "arith.shrui", vec![x, cst], x_ty, loc, &[]);
        let props: Vec<(&str, rmlir_ir::Attr)> =
            flags.map(|f| ("overflowFlags", f)).into_iter().collect();
        let new = create(rw, "arith.trunci", vec![shrui], res_ty, loc, &props);
        rw.replace_op(op, &[new]);
        true
    }
}

/// Adds the integer patterns, op by op in upstream's registration order.
pub(super) fn patterns(set: &mut PatternSet) {
    for p in &ADDI_REASSOC {
        set.add(p);
    }
    set.add(AddIMulNegativeOne { mul_lhs: false });
    set.add(AddIMulNegativeOne { mul_lhs: true });
    set.add(ExtendedToPlain {
        name: "AddUIExtendedToAddI",
        root: "arith.addui_extended",
        plain: ADD,
    });
    set.add(BitwiseOfExt {
        name: "AndOfExtUI",
        root: "arith.andi",
        ext: "arith.extui",
    });
    set.add(BitwiseOfExt {
        name: "AndOfExtSI",
        root: "arith.andi",
        ext: "arith.extsi",
    });
    set.add(&CAST_OF_CAST[4]);
    set.add(CmpIOfExt {
        name: "CmpIExtSI",
        ext: "arith.extsi",
    });
    set.add(CmpIOfExt {
        name: "CmpIExtUI",
        ext: "arith.extui",
    });
    set.add(&CAST_OF_CAST[5]);
    set.add(&CAST_OF_CAST[0]);
    set.add(&CAST_OF_CAST[1]);
    set.add(&CAST_OF_CAST[2]);
    set.add(&CAST_OF_CAST[3]);
    set.add(&MULI_REASSOC);
    set.add(ExtendedToPlain {
        name: "MulSIExtendedToMulI",
        root: "arith.mulsi_extended",
        plain: MUL,
    });
    set.add(MulSIExtendedRHSOne);
    set.add(ExtendedToPlain {
        name: "MulUIExtendedToMulI",
        root: "arith.mului_extended",
        plain: MUL,
    });
    set.add(BitwiseOfExt {
        name: "OrOfExtUI",
        root: "arith.ori",
        ext: "arith.extui",
    });
    set.add(BitwiseOfExt {
        name: "OrOfExtSI",
        root: "arith.ori",
        ext: "arith.extsi",
    });
    for p in &SUBI_REASSOC {
        set.add(p);
    }
    set.add(SubISubILHSRHSLHS);
    set.add(TruncIOfExt {
        name: "TruncIExtSIToExtSI",
        ext: "arith.extsi",
    });
    set.add(TruncIOfExt {
        name: "TruncIExtUIToExtUI",
        ext: "arith.extui",
    });
    set.add(TruncIShrSIToTrunciShrUI);
    set.add(XOrINotCmpI);
    set.add(BitwiseOfExt {
        name: "XOrIOfExtUI",
        root: "arith.xori",
        ext: "arith.extui",
    });
    set.add(BitwiseOfExt {
        name: "XOrIOfExtSI",
        root: "arith.xori",
        ext: "arith.extsi",
    });
}

//! Folders of the `index` dialect (MLIR's `IndexOps.cpp`) and its constant
//! materializer (`IndexDialect::materializeConstant`).
//!
//! An `index` is 32 or 64 bits wide depending on the target, so a fold must give
//! the same answer for both: operations whose low 32 bits only depend on the low
//! 32 bits of their operands (`add`, `mul`, `and`, `shl`, ...) fold from the 64-bit
//! result; the others (`divs`, `maxs`, `shrs`, comparisons, ...) fold only when the
//! 64-bit result truncated to 32 bits equals the 32-bit result.
//!
//! ```mlir
//! %0 = index.add %idx1, %idx2          // folds to 3
//! %1 = index.divs %idx7, %idx2         // folds to 3
//! %2 = index.maxs %x, %idx-1           // no fold: x unknown
//! %3 = index.cmp slt(%x, %x)           // folds to false
//! ```

use rmlir_ir::fold::{FoldCx, Folded, constant_of};
use rmlir_ir::ir::op_attr;
use rmlir_ir::{Attr, AttrKind, Context, OpId, OpState, Type, TypeKind};

/// `v` truncated to `w` bits (32 or 64).
fn trunc(v: u64, w: u32) -> u64 {
    if w >= 64 { v } else { v & ((1u64 << w) - 1) }
}

/// `v` (a `w`-bit value) as a signed number.
fn signed(v: u64, w: u32) -> i64 {
    if w >= 64 {
        v as i64
    } else {
        ((v << (64 - w)) as i64) >> (64 - w)
    }
}

/// The signed minimum of `w` bits.
fn smin(w: u32) -> u64 {
    1u64 << (w - 1)
}

/// An `index` attribute holding the 64-bit value `v`.
fn index_attr(ctx: &Context, v: u64) -> Attr {
    ctx.int_attr(ctx.index_type(), v as i64 as i128)
}

/// The 64-bit pattern of a constant `index` operand.
fn operand(cx: &FoldCx<'_>, i: usize) -> Option<u64> {
    match cx.ctx.attr_kind(cx.operands.get(i).copied().flatten()?) {
        AttrKind::Integer { value, .. } => Some(*value as u64),
        _ => None,
    }
}

/// A binary calculation on `w`-bit values (both operands already truncated).
type Calc = fn(u64, u64, u32) -> Option<u64>;

/// Folds from the 64-bit result (MLIR's `foldBinaryOpUnchecked`).
fn unchecked(cx: &FoldCx<'_>, calc: Calc) -> Option<Attr> {
    let (a, b) = (operand(cx, 0)?, operand(cx, 1)?);
    Some(index_attr(cx.ctx, calc(a, b, 64)?))
}

/// Folds when the 64-bit result truncated to 32 bits is the 32-bit result (MLIR's
/// `foldBinaryOpChecked`).
fn checked(cx: &FoldCx<'_>, calc: Calc) -> Option<Attr> {
    let (a, b) = (operand(cx, 0)?, operand(cx, 1)?);
    let r64 = calc(a, b, 64)?;
    let r32 = calc(trunc(a, 32), trunc(b, 32), 32)?;
    (trunc(r64, 32) == r32).then(|| index_attr(cx.ctx, r64))
}

fn attr_or_no(a: Option<Attr>) -> Folded {
    a.map_or(Folded::No, Folded::attr)
}

/// `index.add`: constants, and `add(x, 0) = x`.
pub fn add(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    if let Some(a) = unchecked(cx, |a, b, w| Some(trunc(a.wrapping_add(b), w))) {
        return Folded::attr(a);
    }
    identity_rhs(cx, op, 0)
}

/// `index.sub`: constants, and `sub(x, 0) = x`.
pub fn sub(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    if let Some(a) = unchecked(cx, |a, b, w| Some(trunc(a.wrapping_sub(b), w))) {
        return Folded::attr(a);
    }
    identity_rhs(cx, op, 0)
}

/// `index.mul`: constants, `mul(x, 1) = x` and `mul(x, 0) = 0`.
pub fn mul(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    if let Some(a) = unchecked(cx, |a, b, w| Some(trunc(a.wrapping_mul(b), w))) {
        return Folded::attr(a);
    }
    if operand(cx, 1) == Some(0) {
        return Folded::attr(cx.operands[1].expect("checked constant"));
    }
    identity_rhs(cx, op, 1)
}

/// The lhs when the rhs is the constant `neutral`.
fn identity_rhs(cx: &FoldCx<'_>, op: OpId, neutral: u64) -> Folded {
    if operand(cx, 1) == Some(neutral) {
        Folded::value(cx.ir.body(cx.body).operand(op, 0))
    } else {
        Folded::No
    }
}

/// Signed division of `w`-bit values, wrapping on `MIN / -1` like `APInt::sdiv`.
fn sdiv(a: u64, b: u64, w: u32) -> u64 {
    trunc(signed(a, w).wrapping_div(signed(b, w)) as u64, w)
}

/// `index.divs` (not by zero).
pub fn divs(cx: &mut FoldCx<'_>, _op: OpId) -> Folded {
    attr_or_no(checked(cx, |a, b, w| (b != 0).then(|| sdiv(a, b, w))))
}

/// `index.divu` (not by zero).
pub fn divu(cx: &mut FoldCx<'_>, _op: OpId) -> Folded {
    attr_or_no(checked(cx, |a, b, _| (b != 0).then(|| a / b)))
}

/// `ceildivs(n, m)`: `-(-n / m)` for operands of different signs, else
/// `(n + x) / m + 1` with `x = m > 0 ? -1 : 1`.
fn ceil_div_s(n: u64, m: u64, w: u32) -> Option<u64> {
    if m == 0 {
        return None;
    }
    if n == 0 {
        return Some(0);
    }
    let m_pos = signed(m, w) > 0;
    if (signed(n, w) > 0) != m_pos {
        let neg_n = trunc(n.wrapping_neg(), w);
        return Some(trunc(sdiv(neg_n, m, w).wrapping_neg(), w));
    }
    let x: i64 = if m_pos { -1 } else { 1 };
    let nx = trunc(n.wrapping_add(x as u64), w);
    Some(trunc(sdiv(nx, m, w).wrapping_add(1), w))
}

/// `index.ceildivs`.
pub fn ceildivs(cx: &mut FoldCx<'_>, _op: OpId) -> Folded {
    attr_or_no(checked(cx, ceil_div_s))
}

/// `index.ceildivu`: `n == 0 ? 0 : (n - 1) / m + 1`.
pub fn ceildivu(cx: &mut FoldCx<'_>, _op: OpId) -> Folded {
    attr_or_no(checked(cx, |n, m, w| {
        if m == 0 {
            return None;
        }
        if n == 0 {
            return Some(0);
        }
        Some(trunc((n - 1) / m + 1, w))
    }))
}

/// `floordivs(n, m)`: `n / m` for operands of the same sign, else
/// `-1 - (x - n) / m` with `x = m < 0 ? 1 : -1`.
fn floor_div_s(n: u64, m: u64, w: u32) -> Option<u64> {
    if m == 0 {
        return None;
    }
    if n == 0 {
        return Some(0);
    }
    let m_neg = signed(m, w) < 0;
    if (signed(n, w) < 0) == m_neg {
        return Some(sdiv(n, m, w));
    }
    let x: i64 = if m_neg { 1 } else { -1 };
    let xn = trunc((x as u64).wrapping_sub(n), w);
    Some(trunc((-1i64 as u64).wrapping_sub(sdiv(xn, m, w)), w))
}

/// `index.floordivs`.
pub fn floordivs(cx: &mut FoldCx<'_>, _op: OpId) -> Folded {
    attr_or_no(checked(cx, floor_div_s))
}

/// `index.rems` (not by zero; `MIN % -1 = 0`).
pub fn rems(cx: &mut FoldCx<'_>, _op: OpId) -> Folded {
    attr_or_no(checked(cx, |a, b, w| {
        (b != 0).then(|| trunc(signed(a, w).wrapping_rem(signed(b, w)) as u64, w))
    }))
}

/// `index.remu` (not by zero).
pub fn remu(cx: &mut FoldCx<'_>, _op: OpId) -> Folded {
    attr_or_no(checked(cx, |a, b, _| (b != 0).then(|| a % b)))
}

/// `index.maxs`.
pub fn maxs(cx: &mut FoldCx<'_>, _op: OpId) -> Folded {
    attr_or_no(checked(cx, |a, b, w| {
        Some(if signed(a, w) > signed(b, w) { a } else { b })
    }))
}

/// `index.maxu`.
pub fn maxu(cx: &mut FoldCx<'_>, _op: OpId) -> Folded {
    attr_or_no(checked(cx, |a, b, _| Some(a.max(b))))
}

/// `index.mins`.
pub fn mins(cx: &mut FoldCx<'_>, _op: OpId) -> Folded {
    attr_or_no(checked(cx, |a, b, w| {
        Some(if signed(a, w) < signed(b, w) { a } else { b })
    }))
}

/// `index.minu`.
pub fn minu(cx: &mut FoldCx<'_>, _op: OpId) -> Folded {
    attr_or_no(checked(cx, |a, b, _| Some(a.min(b))))
}

/// `index.shl` (shift amounts below 32 only: larger ones differ between widths).
pub fn shl(cx: &mut FoldCx<'_>, _op: OpId) -> Folded {
    attr_or_no(unchecked(cx, |a, b, w| (b < 32).then(|| trunc(a << b, w))))
}

/// `index.shrs` (shift amounts below 32 only).
pub fn shrs(cx: &mut FoldCx<'_>, _op: OpId) -> Folded {
    attr_or_no(checked(cx, |a, b, w| {
        (b < 32).then(|| trunc((signed(a, w) >> b) as u64, w))
    }))
}

/// `index.shru` (shift amounts below 32 only).
pub fn shru(cx: &mut FoldCx<'_>, _op: OpId) -> Folded {
    attr_or_no(checked(cx, |a, b, _| (b < 32).then(|| a >> b)))
}

/// `index.and`.
pub fn and(cx: &mut FoldCx<'_>, _op: OpId) -> Folded {
    attr_or_no(unchecked(cx, |a, b, _| Some(a & b)))
}

/// `index.or`.
pub fn or(cx: &mut FoldCx<'_>, _op: OpId) -> Folded {
    attr_or_no(unchecked(cx, |a, b, _| Some(a | b)))
}

/// `index.xor`.
pub fn xor(cx: &mut FoldCx<'_>, _op: OpId) -> Folded {
    attr_or_no(unchecked(cx, |a, b, _| Some(a ^ b)))
}

/// `index.casts`/`index.castu` of a constant (MLIR's `foldCastOp`): to `index` the
/// 64-bit extension or truncation; from `index` only when the result does not
/// depend on whether the index was 32 or 64 bits wide.
fn cast(cx: &FoldCx<'_>, op: OpId, sign_extend: bool) -> Folded {
    let Some(AttrKind::Integer { value, ty: in_ty }) = cx
        .operands
        .first()
        .copied()
        .flatten()
        .map(|a| cx.ctx.attr_kind(a))
    else {
        return Folded::No;
    };
    let b = cx.ir.body(cx.body);
    let out = b.value_type(b.result(op, 0));
    let width_of = |t: Type| match cx.ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    };
    let (Some(in_w), Some(out_w)) = (width_of(*in_ty), width_of(out)) else {
        return Folded::No;
    };
    // The input's bits, extended to 128 as the cast kind says.
    let ext = |v: i128, from: u32| -> i128 {
        if from >= 128 {
            return v;
        }
        let mask = (1i128 << from) - 1;
        let u = v & mask;
        if sign_extend && (u >> (from - 1)) & 1 == 1 {
            u - (1i128 << from)
        } else {
            u
        }
    };
    let fits = |v: i128, w: u32| {
        rmlir_ir::attrs::normalize_int(v, w, rmlir_ir::types::Signedness::Signless)
    };
    if matches!(cx.ctx.type_kind(out), TypeKind::Index) {
        let r = fits(ext(*value, in_w), 64);
        return Folded::attr(cx.ctx.int_attr(out, r));
    }
    let result = if out_w <= 32 {
        fits(*value, out_w)
    } else if out_w >= 64 {
        if fits(ext(*value, 32), 64) != fits(*value, 64) {
            return Folded::No;
        }
        fits(ext(*value, 64), out_w)
    } else {
        let r = fits(*value, out_w);
        if r != fits(ext(*value, 32), out_w) {
            return Folded::No;
        }
        r
    };
    let result = if out_w == 1 { result & 1 } else { result };
    Folded::attr(cx.ctx.int_attr(out, result))
}

/// `index.casts`.
pub fn casts(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    cast(cx, op, true)
}

/// `index.castu`.
pub fn castu(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    cast(cx, op, false)
}

/// `index.constant` and `index.bool.constant` fold to their value.
pub fn constant(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    match op_attr(cx.ctx, cx.ir, (cx.body, op), "value") {
        Some(a) => Folded::attr(a),
        None => Folded::No,
    }
}

/// An `index.cmp` predicate.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) enum Pred {
    Eq,
    Ne,
    Slt,
    Sle,
    Sgt,
    Sge,
    Ult,
    Ule,
    Ugt,
    Uge,
}

impl Pred {
    /// The predicate of an `index.cmp`.
    pub(crate) fn of(cx_ctx: &Context, ir: &rmlir_ir::Ir, op: rmlir_ir::OpRef) -> Option<Pred> {
        let a = op_attr(cx_ctx, ir, op, "pred")?;
        Some(match super::predicate_keyword(cx_ctx, a)? {
            "eq" => Pred::Eq,
            "ne" => Pred::Ne,
            "slt" => Pred::Slt,
            "sle" => Pred::Sle,
            "sgt" => Pred::Sgt,
            "sge" => Pred::Sge,
            "ult" => Pred::Ult,
            "ule" => Pred::Ule,
            "ugt" => Pred::Ugt,
            _ => Pred::Uge,
        })
    }

    /// `a pred b` on `w`-bit values.
    fn eval(self, a: u64, b: u64, w: u32) -> bool {
        let (sa, sb) = (signed(a, w), signed(b, w));
        match self {
            Pred::Eq => a == b,
            Pred::Ne => a != b,
            Pred::Slt => sa < sb,
            Pred::Sle => sa <= sb,
            Pred::Sgt => sa > sb,
            Pred::Sge => sa >= sb,
            Pred::Ult => a < b,
            Pred::Ule => a <= b,
            Pred::Ugt => a > b,
            Pred::Uge => a >= b,
        }
    }

    /// The predicate that holds exactly when this one does not.
    fn invert(self) -> Pred {
        match self {
            Pred::Eq => Pred::Ne,
            Pred::Ne => Pred::Eq,
            Pred::Slt => Pred::Sge,
            Pred::Sle => Pred::Sgt,
            Pred::Sgt => Pred::Sle,
            Pred::Sge => Pred::Slt,
            Pred::Ult => Pred::Uge,
            Pred::Ule => Pred::Ugt,
            Pred::Ugt => Pred::Ule,
            Pred::Uge => Pred::Ult,
        }
    }
}

/// Signed and unsigned bounds of a `w`-bit value (MLIR's `ConstantIntRanges`).
#[derive(Copy, Clone)]
struct Range {
    umin: u64,
    umax: u64,
    smin: i64,
    smax: i64,
}

impl Range {
    fn constant(v: u64, w: u32) -> Range {
        Range {
            umin: v,
            umax: v,
            smin: signed(v, w),
            smax: signed(v, w),
        }
    }

    /// From signed bounds: the unsigned ones are the same when both have one sign.
    fn from_signed(smin: u64, smax: u64, w: u32) -> Range {
        let (lo, hi) = (signed(smin, w), signed(smax, w));
        let (umin, umax) = if (lo < 0) == (hi < 0) {
            (smin, smax)
        } else {
            (0, trunc(u64::MAX, w))
        };
        Range {
            umin,
            umax,
            smin: lo,
            smax: hi,
        }
    }

    /// From unsigned bounds: the signed ones are the same when no sign flip lies
    /// between them.
    fn from_unsigned(umin: u64, umax: u64, w: u32) -> Range {
        let (lo, hi) = (signed(umin, w), signed(umax, w));
        let (smin, smax) = if (lo < 0) == (hi < 0) {
            (lo, hi)
        } else {
            (signed(smin(w), w), signed(smin(w) - 1, w))
        };
        Range {
            umin,
            umax,
            smin,
            smax,
        }
    }

    fn constant_value(&self) -> Option<u64> {
        if self.umin == self.umax {
            Some(self.umin)
        } else if self.smin == self.smax {
            Some(self.smin as u64)
        } else {
            None
        }
    }
}

/// Whether `pred` holds for every pair of values of the ranges (MLIR's
/// `isStaticallyTrue` of `intrange::evaluatePred`).
fn statically_true(pred: Pred, l: &Range, r: &Range, w: u32) -> bool {
    match pred {
        Pred::Sle => l.smax <= r.smin,
        Pred::Slt => l.smax < r.smin,
        Pred::Ule => l.umax <= r.umin,
        Pred::Ult => l.umax < r.umin,
        Pred::Sge => l.smin >= r.smax,
        Pred::Sgt => l.smin > r.smax,
        Pred::Uge => l.umin >= r.umax,
        Pred::Ugt => l.umin > r.umax,
        Pred::Eq => {
            let (a, b) = (l.constant_value(), r.constant_value());
            a.is_some() && a.map(|v| trunc(v, w)) == b.map(|v| trunc(v, w))
        }
        Pred::Ne => {
            let sne = statically_true(Pred::Slt, l, r, w) || statically_true(Pred::Sgt, l, r, w);
            let une = statically_true(Pred::Ult, l, r, w) || statically_true(Pred::Ugt, l, r, w);
            sne && une
        }
    }
}

/// `cmp(min/max(x, a), b)` on `w` bits, when the bound decides it.
fn cmp_of_min_max(kind: &str, a: u64, b: u64, w: u32, pred: Pred) -> Option<bool> {
    let smax = smin(w) - 1;
    let l = match kind {
        "index.mins" => Range::from_signed(smin(w), a, w),
        "index.minu" => Range::from_unsigned(0, a, w),
        "index.maxs" => Range::from_signed(a, smax, w),
        "index.maxu" => Range::from_unsigned(a, trunc(u64::MAX, w), w),
        _ => return None,
    };
    let r = Range::constant(b, w);
    if statically_true(pred, &l, &r, w) {
        Some(true)
    } else if statically_true(pred.invert(), &l, &r, w) {
        Some(false)
    } else {
        None
    }
}

/// `index.cmp`: constants (when 32 and 64 bits agree), `cmp(min/max(x, a), b)`
/// decided by the bound, and `cmp(x, x)`.
///
/// ```mlir
/// %m = index.maxs %x, %idx5
/// %0 = index.cmp sgt(%m, %idx2)   // folds to true
/// ```
pub fn cmp(cx: &mut FoldCx<'_>, op: OpId) -> Folded {
    let Some(pred) = Pred::of(cx.ctx, cx.ir, (cx.body, op)) else {
        return Folded::No;
    };
    let i1 = cx.ctx.int_type(1);
    let boolean = |v: bool| Folded::attr(cx.ctx.int_attr(i1, v as i128));
    let (lhs, rhs) = (operand(cx, 0), operand(cx, 1));
    if let (Some(a), Some(b)) = (lhs, rhs) {
        let r64 = pred.eval(a, b, 64);
        if r64 == pred.eval(trunc(a, 32), trunc(b, 32), 32) {
            return boolean(r64);
        }
    }
    let body = cx.ir.body(cx.body);
    let (l, r) = (body.operand(op, 0), body.operand(op, 1));
    if let (Some(def), Some(b)) = (body.defining_op(l), rhs) {
        let kind = cx.ctx.str(body.op(def).name).to_string();
        // The bound is read only from a min or max (another op may have one operand).
        if matches!(
            kind.as_str(),
            "index.mins" | "index.minu" | "index.maxs" | "index.maxu"
        ) && let bound_v = body.operand(def, 1)
            && let Some(AttrKind::Integer { value, .. }) =
                constant_of(cx.ctx, cx.ir, cx.body, bound_v).map(|a| cx.ctx.attr_kind(a))
        {
            let a = *value as u64;
            let r64 = cmp_of_min_max(&kind, a, b, 64, pred);
            let r32 = cmp_of_min_max(&kind, trunc(a, 32), trunc(b, 32), 32, pred);
            if let (Some(x), Some(y)) = (r64, r32)
                && x == y
            {
                return boolean(x);
            }
        }
    }
    if l == r {
        return boolean(matches!(
            pred,
            Pred::Eq | Pred::Sge | Pred::Sle | Pred::Uge | Pred::Ule
        ));
    }
    Folded::No
}

/// `IndexDialect::materializeConstant`: `index.bool.constant` for `i1` values,
/// `index.constant` for `index` values.
pub fn materialize(ctx: &Context, value: Attr, ty: Type, loc: Attr) -> Option<OpState> {
    let AttrKind::Integer { ty: vt, .. } = ctx.attr_kind(value) else {
        return None;
    };
    let name = match (ctx.type_kind(*vt), ctx.type_kind(ty)) {
        (
            TypeKind::Integer { width: 1, .. },
            TypeKind::Integer {
                width: 1,
                signedness: rmlir_ir::types::Signedness::Signless,
            },
        ) => "index.bool.constant",
        (TypeKind::Index, TypeKind::Index) => "index.constant",
        _ => return None,
    };
    Some(OpState {
        props: Some(ctx.dict_attr(vec![(ctx.sym("value"), value)])),
        ..OpState::new(ctx, name, Vec::new(), vec![ty], loc)
    })
}

//! Floating-point canonicalization patterns of arith: `CmpFIntToFPConst` (a float
//! comparison of a converted integer with a constant becomes an integer comparison,
//! from `ArithOps.cpp`), and from `ArithCanonicalization.td` the truncation of an
//! integer conversion and products/quotients of two negations.

use super::{
    attr, begin, constant, create, create_cmpi, create_constant, def, operand, result, ty,
};
use crate::arith::flags::{CMPF_PREDICATES, enum_keyword, enum_value};
use crate::arith::fold::consts::{Elem, Vals, mask};
use crate::arith::fold::ieee;
use rmlir_ir::{Attr, OpId, TypeKind};
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};
use std::cmp::Ordering;

/// The ordered comparison of two values of one kind (`APFloat::compare`).
fn cmp(k: rmlir_ir::types::FloatKind, a: u128, b: u128) -> Option<Ordering> {
    ieee::compare(k, a, b).flatten()
}

/// A float comparison of `sitofp`/`uitofp` of an integer against a constant is an
/// integer comparison against the constant's integer value, when the conversion is
/// exact enough to decide it (`CmpFIntToFPConst`):
///
/// ```mlir
/// %f = arith.sitofp %x : i8 to f32
/// %0 = arith.cmpf olt, %f, %c4.5 : f32
/// // becomes
/// %0 = arith.cmpi sle, %x, %c4_i8 : i8
/// ```
///
/// Comparisons decided by the integer type's range become `true`/`false`.
struct CmpFIntToFPConst;

/// What the rewrite produces.
enum Outcome {
    Const(bool),
    Cmp(&'static str, u128),
}

impl CmpFIntToFPConst {
    fn decide(&self, rw: &mut Rewriter<'_>, op: OpId) -> Option<(Outcome, rmlir_ir::ValueId)> {
        let rhs_c = constant(rw, operand(rw, op, 1))?;
        let (Elem::Float(k), Vals::Scalar(rhs)) = (rhs_c.elem, rhs_c.vals) else {
            return None;
        };
        let class = ieee::classify(k, rhs)?;
        if class.nan {
            return None;
        }
        let mantissa = ieee::precision(k)? as i32;
        let lhs = operand(rw, op, 0);
        let (unsigned, int_val) = if let Some(si) = def(rw, lhs, "arith.sitofp") {
            (false, operand(rw, si, 0))
        } else if let Some(ui) = def(rw, lhs, "arith.uitofp") {
            (true, operand(rw, ui, 0))
        } else {
            return None;
        };
        let TypeKind::Integer { width: w, .. } = *rw.ctx.type_kind(ty(rw, int_val)) else {
            return None;
        };
        if w > 128 {
            return None;
        }
        let value_bits = if unsigned { w as i32 } else { w as i32 - 1 };
        if w as i32 > mantissa {
            let exp = ieee::ilogb(k, rhs)?;
            if exp == ieee::ILOGB_INF {
                if ieee::ilogb(k, ieee::largest(k)?)? < value_bits {
                    return None;
                }
            } else if mantissa <= exp && exp <= value_bits {
                return None;
            }
        }
        let fpred = attr(rw, op, "predicate")
            .and_then(|a| enum_value(rw.ctx, a))
            .and_then(|v| enum_keyword(CMPF_PREDICATES, v))?;
        let mut pred = match fpred {
            "ord" => return Some((Outcome::Const(true), int_val)),
            "uno" => return Some((Outcome::Const(false), int_val)),
            "oeq" | "ueq" => "eq",
            "ogt" | "ugt" => pick(unsigned, "ugt", "sgt"),
            "oge" | "uge" => pick(unsigned, "uge", "sge"),
            "olt" | "ult" => pick(unsigned, "ult", "slt"),
            "ole" | "ule" => pick(unsigned, "ule", "sle"),
            "one" | "une" => "ne",
            _ => return None,
        };
        // Out of the integer type's range: decided by the bound.
        let (max_bits, min_bits) = if unsigned {
            (mask(w), 0)
        } else {
            (mask(w) >> 1, (mask(w) >> 1) + 1)
        };
        let max = ieee::from_int(k, max_bits, w, !unsigned)?;
        if cmp(k, max, rhs) == Some(Ordering::Less) {
            let t = matches!(pred, "ne" | "slt" | "sle" | "ult" | "ule");
            return Some((Outcome::Const(t), int_val));
        }
        let min = ieee::from_int(k, min_bits & mask(w), w, !unsigned)?;
        if cmp(k, min, rhs) == Some(Ordering::Greater) {
            let t = matches!(pred, "ne" | "sgt" | "sge" | "ugt" | "uge");
            return Some((Outcome::Const(t), int_val));
        }
        let rhs_int = ieee::to_int(k, rhs, w, !unsigned)??;
        if !class.zero {
            let back = ieee::from_int(k, rhs_int, w, !unsigned)?;
            if cmp(k, back, rhs) != Some(Ordering::Equal) {
                let neg = class.negative;
                match pred {
                    "ne" => return Some((Outcome::Const(true), int_val)),
                    "eq" => return Some((Outcome::Const(false), int_val)),
                    "ule" if neg => return Some((Outcome::Const(false), int_val)),
                    "sle" if neg => pred = "slt",
                    "ult" if neg => return Some((Outcome::Const(false), int_val)),
                    "ult" => pred = "ule",
                    "slt" if !neg => pred = "sle",
                    "ugt" if neg => return Some((Outcome::Const(true), int_val)),
                    "sgt" if neg => pred = "sge",
                    "uge" if neg => return Some((Outcome::Const(true), int_val)),
                    "uge" => pred = "ugt",
                    "sge" if !neg => pred = "sgt",
                    _ => {}
                }
            }
        }
        Some((Outcome::Cmp(pred, rhs_int & mask(w)), int_val))
    }
}

fn pick(unsigned: bool, u: &'static str, s: &'static str) -> &'static str {
    if unsigned { u } else { s }
}

impl RewritePattern for CmpFIntToFPConst {
    fn reads_locally(&self) -> bool {
        true
    }
    fn root(&self) -> Option<&'static str> {
        Some("arith.cmpf")
    }
    fn name(&self) -> &'static str {
        "CmpFIntToFPConst"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some((outcome, int_val)) = self.decide(rw, op) else {
            return false;
        };
        let ctx = rw.ctx;
        let loc = begin(rw, op);
        let new = match outcome {
            Outcome::Const(b) => {
                let i1 = ctx.int_type(1);
                let Some(v) = create_constant(rw, ctx.int_attr(i1, b as i128), i1, loc) else {
                    return false;
                };
                v
            }
            Outcome::Cmp(pred, value) => {
                let int_ty = ty(rw, int_val);
                let w = match ctx.type_kind(int_ty) {
                    TypeKind::Integer { width, .. } => *width,
                    _ => return false,
                };
                let value = crate::arith::fold::int::sext(value, w);
                let Some(cst) = create_constant(rw, ctx.int_attr(int_ty, value), int_ty, loc)
                else {
                    return false;
                };
                let res_ty = ty(rw, result(rw, op, 0));
                create_cmpi(rw, pred, int_val, cst, res_ty, loc)
            }
        };
        rw.replace_op(op, &[new]);
        true
    }
}

/// Truncating an integer-to-float conversion is converting straight to the narrower
/// type, under the default rounding mode (`TruncFSIToFPToSIToFP`,
/// `TruncFUIToFPToUIToFP`):
///
/// ```mlir
/// %0 = arith.sitofp %x : i64 to f64
/// %1 = arith.truncf %0 : f64 to f32
/// // becomes
/// %1 = arith.sitofp %x : i64 to f32
/// ```
struct TruncFOfIntToFP {
    name: &'static str,
    conv: &'static str,
}

impl RewritePattern for TruncFOfIntToFP {
    fn reads_locally(&self) -> bool {
        true
    }
    fn root(&self) -> Option<&'static str> {
        Some("arith.truncf")
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn name(&self) -> &'static str {
        self.name
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(conv) = def(rw, operand(rw, op, 0), self.conv) else {
            return false;
        };
        if attr(rw, op, "roundingmode").is_some() {
            return false;
        }
        let x = operand(rw, conv, 0);
        let res_ty = ty(rw, result(rw, op, 0));
        let loc = begin(rw, op);
        let new = create(rw, self.conv, vec![x], res_ty, loc, &[]);
        rw.replace_op(op, &[new]);
        true
    }
}

/// The product or quotient of two negations is that of the operands, keeping the
/// root's fast-math flags (`MulFOfNegF`, `DivFOfNegF`):
///
/// ```mlir
/// %0 = arith.negf %x : f32
/// %1 = arith.negf %y : f32
/// %2 = arith.mulf %0, %1 fastmath<fast> : f32
/// // becomes
/// %2 = arith.mulf %x, %y fastmath<fast> : f32
/// ```
struct OfNegF {
    name: &'static str,
    root: &'static str,
}

impl RewritePattern for OfNegF {
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
        let (Some(n0), Some(n1)) = (
            def(rw, operand(rw, op, 0), "arith.negf"),
            def(rw, operand(rw, op, 1), "arith.negf"),
        ) else {
            return false;
        };
        let (x, y) = (operand(rw, n0, 0), operand(rw, n1, 0));
        if ty(rw, x) != ty(rw, y) {
            return false;
        }
        let props: Vec<(&str, Attr)> = attr(rw, op, "fastmath")
            .map(|f| ("fastmath", f))
            .into_iter()
            .collect();
        let res_ty = ty(rw, result(rw, op, 0));
        let loc = begin(rw, op);
        let new = create(rw, self.root, vec![x, y], res_ty, loc, &props);
        rw.replace_op(op, &[new]);
        true
    }
}

/// Adds the float patterns in upstream's registration order.
pub(super) fn patterns(set: &mut PatternSet) {
    set.add(CmpFIntToFPConst);
    set.add(OfNegF {
        name: "DivFOfNegF",
        root: "arith.divf",
    });
    set.add(OfNegF {
        name: "MulFOfNegF",
        root: "arith.mulf",
    });
    set.add(TruncFOfIntToFP {
        name: "TruncFSIToFPToSIToFP",
        conv: "arith.sitofp",
    });
    set.add(TruncFOfIntToFP {
        name: "TruncFUIToFPToUIToFP",
        conv: "arith.uitofp",
    });
}

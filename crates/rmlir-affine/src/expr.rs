//! Affine expressions: the tree type, its constructors and structural queries.
//!
//! Implements MLIR's `AffineExpr` (`mlir/IR/AffineExpr.h`). An expression is a
//! dimension `dN`, a symbol `sN`, a 64-bit constant, or a binary node
//! (`+`, `*`, `mod`, `floordiv`, `ceildiv`). Binary nodes are shared through
//! [`Arc`], so cloning is cheap and equal trees compare equal (the role MLIR's
//! uniquing plays).
//!
//! Binary nodes can only be made through the simplifying operators (`+`,
//! `-`, `*`, `%`, unary `-`) and [`AffineExpr::floor_div`],
//! [`AffineExpr::ceil_div`], [`AffineExpr::modulo`]. They apply the same
//! rewrites as MLIR's operator overloads, in the same order, so an expression
//! built here has exactly the tree MLIR would build and prints the same way.
//! The rewrite rules themselves live in `simplify.rs`.

use std::fmt;
use std::sync::Arc;

use crate::simplify;

/// The operator of a binary affine expression.
///
/// The declaration order matches MLIR's `AffineExprKind`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum AffineBinaryKind {
    /// `lhs + rhs`.
    Add,
    /// `lhs * rhs`; one side must be symbolic or constant.
    Mul,
    /// `lhs mod rhs`; the result is always non-negative for a positive `rhs`.
    Mod,
    /// `lhs floordiv rhs`; rounds towards negative infinity.
    FloorDiv,
    /// `lhs ceildiv rhs`; rounds towards positive infinity.
    CeilDiv,
}

impl AffineBinaryKind {
    /// The keyword or symbol used for this operator in MLIR's textual IR.
    pub fn spelling(self) -> &'static str {
        match self {
            AffineBinaryKind::Add => "+",
            AffineBinaryKind::Mul => "*",
            AffineBinaryKind::Mod => "mod",
            AffineBinaryKind::FloorDiv => "floordiv",
            AffineBinaryKind::CeilDiv => "ceildiv",
        }
    }
}

/// An affine expression (MLIR `AffineExpr`).
///
/// Built with [`AffineExpr::dim`], [`AffineExpr::symbol`],
/// `AffineExpr::Constant` (or `From<i64>`), the simplifying operators
/// `+`, `-`, `*`, `%` and unary `-`, and [`AffineExpr::floor_div`],
/// [`AffineExpr::ceil_div`], [`AffineExpr::modulo`].
///
/// ```
/// use rmlir_affine::AffineExpr;
/// let d0 = AffineExpr::dim(0);
/// let s0 = AffineExpr::symbol(0);
/// assert_eq!((s0 + d0.clone()).to_string(), "d0 + s0");
/// assert_eq!((d0.clone() + 0).to_string(), "d0");
/// assert_eq!(d0.clone().floor_div(AffineExpr::Constant(1)), d0);
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub enum AffineExpr {
    /// Dimension identifier `d<position>`.
    Dim(u32),
    /// Symbol identifier `s<position>`.
    Symbol(u32),
    /// Integer constant.
    Constant(i64),
    /// Binary operation; see [`AffineBinaryExpr`].
    Binary(Arc<AffineBinaryExpr>),
}

/// A binary affine expression node (MLIR `AffineBinaryOpExpr`).
///
/// Only the simplifying constructors on [`AffineExpr`] create these, so every
/// node in a tree is in MLIR's canonical form.
#[derive(Clone)]
pub struct AffineBinaryExpr {
    kind: AffineBinaryKind,
    lhs: AffineExpr,
    rhs: AffineExpr,
    /// Cached `is_symbolic_or_constant` of the whole node.
    symbolic: bool,
    /// Cached height of the tree rooted here (leaves have depth 0).
    depth: u32,
    /// Cached structural hash of the tree rooted here ([`AffineExpr::structural_hash`]):
    /// hashing a tree and telling two trees apart cost O(1) rather than a walk (maps
    /// are memo keys and compared after every rewrite of an affine op).
    hash: u64,
}

impl PartialEq for AffineBinaryExpr {
    fn eq(&self, other: &Self) -> bool {
        self.hash == other.hash
            && self.kind == other.kind
            && self.depth == other.depth
            && self.lhs == other.lhs
            && self.rhs == other.rhs
    }
}

impl Eq for AffineBinaryExpr {}

impl std::hash::Hash for AffineBinaryExpr {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.hash);
    }
}

/// One step of FxHash's mixing: combines `word` into `h`.
fn mix(h: u64, word: u64) -> u64 {
    (h.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95)
}

impl AffineBinaryExpr {
    /// The operator.
    pub fn kind(&self) -> AffineBinaryKind {
        self.kind
    }

    /// The left operand.
    pub fn lhs(&self) -> &AffineExpr {
        &self.lhs
    }

    /// The right operand.
    pub fn rhs(&self) -> &AffineExpr {
        &self.rhs
    }
}

impl fmt::Debug for AffineBinaryExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple(&format!("{:?}", self.kind))
            .field(&self.lhs)
            .field(&self.rhs)
            .finish()
    }
}

impl fmt::Debug for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AffineExpr::Dim(p) => write!(f, "d{p}"),
            AffineExpr::Symbol(p) => write!(f, "s{p}"),
            AffineExpr::Constant(c) => write!(f, "{c}"),
            AffineExpr::Binary(b) => b.fmt(f),
        }
    }
}

impl AffineExpr {
    /// The dimension identifier `d<position>`.
    pub fn dim(position: u32) -> AffineExpr {
        AffineExpr::Dim(position)
    }

    /// The symbol identifier `s<position>`.
    pub fn symbol(position: u32) -> AffineExpr {
        AffineExpr::Symbol(position)
    }

    /// Builds `lhs <kind> rhs` with MLIR's simplifications
    /// (MLIR `getAffineBinaryOpExpr`).
    pub fn binary(kind: AffineBinaryKind, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match kind {
            AffineBinaryKind::Add => lhs + rhs,
            AffineBinaryKind::Mul => lhs * rhs,
            AffineBinaryKind::Mod => lhs.modulo(rhs),
            AffineBinaryKind::FloorDiv => lhs.floor_div(rhs),
            AffineBinaryKind::CeilDiv => lhs.ceil_div(rhs),
        }
    }

    /// `self floordiv rhs`, simplified as MLIR's `AffineExpr::floorDiv` does.
    pub fn floor_div(self, rhs: AffineExpr) -> AffineExpr {
        match simplify::simplify_floor_div(&self, &rhs) {
            Some(e) => e,
            None => AffineExpr::make(AffineBinaryKind::FloorDiv, self, rhs),
        }
    }

    /// `self ceildiv rhs`, simplified as MLIR's `AffineExpr::ceilDiv` does.
    pub fn ceil_div(self, rhs: AffineExpr) -> AffineExpr {
        match simplify::simplify_ceil_div(&self, &rhs) {
            Some(e) => e,
            None => AffineExpr::make(AffineBinaryKind::CeilDiv, self, rhs),
        }
    }

    /// `self mod rhs`, simplified as MLIR's `AffineExpr::operator%` does
    /// (also available as the `%` operator).
    pub fn modulo(self, rhs: AffineExpr) -> AffineExpr {
        match simplify::simplify_mod(&self, &rhs) {
            Some(e) => e,
            None => AffineExpr::make(AffineBinaryKind::Mod, self, rhs),
        }
    }

    /// Makes a binary node without simplification.
    fn make(kind: AffineBinaryKind, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let symbolic = lhs.is_symbolic_or_constant() && rhs.is_symbolic_or_constant();
        let depth = 1 + lhs.depth().max(rhs.depth());
        let hash = mix(
            mix(
                mix(4 + kind as u64, lhs.structural_hash()),
                rhs.structural_hash(),
            ),
            0,
        );
        AffineExpr::Binary(Arc::new(AffineBinaryExpr {
            kind,
            lhs,
            rhs,
            symbolic,
            depth,
            hash,
        }))
    }

    /// A hash of the tree's structure, O(1) (binary nodes cache theirs): equal trees
    /// have equal hashes.
    pub fn structural_hash(&self) -> u64 {
        match self {
            AffineExpr::Dim(p) => mix(1, u64::from(*p)),
            AffineExpr::Symbol(p) => mix(2, u64::from(*p)),
            AffineExpr::Constant(c) => mix(3, *c as u64),
            AffineExpr::Binary(b) => b.hash,
        }
    }

    /// Makes an add/mul node; when both operands are dims/symbols they are
    /// ordered dims first, then by position (as MLIR does when it creates a
    /// commutative node that did not simplify).
    fn make_commutative(kind: AffineBinaryKind, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match (leaf_order_key(&lhs), leaf_order_key(&rhs)) {
            (Some(l), Some(r)) if r < l => AffineExpr::make(kind, rhs, lhs),
            _ => AffineExpr::make(kind, lhs, rhs),
        }
    }

    /// The value if this is a constant (MLIR `dyn_cast<AffineConstantExpr>`).
    pub fn constant(&self) -> Option<i64> {
        match self {
            AffineExpr::Constant(c) => Some(*c),
            _ => None,
        }
    }

    /// The binary node if this is one.
    pub fn as_binary(&self) -> Option<&AffineBinaryExpr> {
        match self {
            AffineExpr::Binary(b) => Some(b),
            _ => None,
        }
    }

    /// The binary node if this is one of the given kind.
    pub fn as_binary_of(&self, kind: AffineBinaryKind) -> Option<&AffineBinaryExpr> {
        self.as_binary().filter(|b| b.kind == kind)
    }

    /// The dimension position if this is a dimension identifier.
    pub fn as_dim(&self) -> Option<u32> {
        match self {
            AffineExpr::Dim(p) => Some(*p),
            _ => None,
        }
    }

    /// The symbol position if this is a symbol identifier.
    pub fn as_symbol(&self) -> Option<u32> {
        match self {
            AffineExpr::Symbol(p) => Some(*p),
            _ => None,
        }
    }

    /// The binary operator, if any.
    pub fn binary_kind(&self) -> Option<AffineBinaryKind> {
        self.as_binary().map(|b| b.kind)
    }

    /// Height of the expression tree (0 for leaves).
    pub fn depth(&self) -> u32 {
        match self {
            AffineExpr::Binary(b) => b.depth,
            _ => 0,
        }
    }

    /// True if the expression uses no dimension identifiers
    /// (MLIR `isSymbolicOrConstant`).
    pub fn is_symbolic_or_constant(&self) -> bool {
        match self {
            AffineExpr::Dim(_) => false,
            AffineExpr::Symbol(_) | AffineExpr::Constant(_) => true,
            AffineExpr::Binary(b) => b.symbolic,
        }
    }

    /// True if multiplication, `floordiv`, `ceildiv` and `mod` only involve
    /// constants on one side (MLIR `isPureAffine`).
    pub fn is_pure_affine(&self) -> bool {
        let AffineExpr::Binary(b) = self else {
            return true;
        };
        match b.kind {
            AffineBinaryKind::Add => b.lhs.is_pure_affine() && b.rhs.is_pure_affine(),
            AffineBinaryKind::Mul => {
                b.lhs.is_pure_affine()
                    && b.rhs.is_pure_affine()
                    && (b.lhs.constant().is_some() || b.rhs.constant().is_some())
            }
            AffineBinaryKind::FloorDiv | AffineBinaryKind::CeilDiv | AffineBinaryKind::Mod => {
                b.lhs.is_pure_affine() && b.rhs.constant().is_some()
            }
        }
    }

    /// The largest integer known to divide the expression
    /// (MLIR `getLargestKnownDivisor`, including its wrap-around arithmetic).
    pub fn largest_known_divisor(&self) -> i64 {
        match self {
            AffineExpr::Dim(_) | AffineExpr::Symbol(_) => 1,
            AffineExpr::Constant(c) => c.wrapping_abs(),
            AffineExpr::Binary(b) => match b.kind {
                AffineBinaryKind::FloorDiv | AffineBinaryKind::CeilDiv => match b.rhs.constant() {
                    Some(r) if r != 0 => {
                        let lhs_div = b.lhs.largest_known_divisor();
                        if lhs_div.wrapping_rem(r) == 0 {
                            lhs_div.wrapping_div(r)
                        } else {
                            1
                        }
                    }
                    _ => 1,
                },
                AffineBinaryKind::Mul => b
                    .lhs
                    .largest_known_divisor()
                    .wrapping_mul(b.rhs.largest_known_divisor()),
                AffineBinaryKind::Add | AffineBinaryKind::Mod => gcd_u64(
                    b.lhs.largest_known_divisor() as u64,
                    b.rhs.largest_known_divisor() as u64,
                ) as i64,
            },
        }
    }

    /// True if dimension `position` occurs in the expression
    /// (MLIR `isFunctionOfDim`).
    pub fn is_function_of_dim(&self, position: u32) -> bool {
        match self {
            AffineExpr::Dim(p) => *p == position,
            AffineExpr::Binary(b) => {
                b.lhs.is_function_of_dim(position) || b.rhs.is_function_of_dim(position)
            }
            _ => false,
        }
    }

    /// True if symbol `position` occurs in the expression
    /// (MLIR `isFunctionOfSymbol`).
    pub fn is_function_of_symbol(&self, position: u32) -> bool {
        match self {
            AffineExpr::Symbol(p) => *p == position,
            AffineExpr::Binary(b) => {
                b.lhs.is_function_of_symbol(position) || b.rhs.is_function_of_symbol(position)
            }
            _ => false,
        }
    }

    /// Calls `f` on every sub-expression in post-order (operands before the
    /// node itself), like MLIR's `AffineExpr::walk`.
    pub fn walk(&self, f: &mut impl FnMut(&AffineExpr)) {
        if let AffineExpr::Binary(b) = self {
            b.lhs.walk(f);
            b.rhs.walk(f);
        }
        f(self);
    }

    /// Replaces dimensions and symbols by the given expressions (positions
    /// beyond the slices are kept) and rebuilds with simplification
    /// (MLIR `replaceDimsAndSymbols`).
    pub fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        symbols: &[AffineExpr],
    ) -> AffineExpr {
        match self {
            AffineExpr::Constant(_) => self.clone(),
            AffineExpr::Dim(p) => dims
                .get(*p as usize)
                .cloned()
                .unwrap_or_else(|| self.clone()),
            AffineExpr::Symbol(p) => symbols
                .get(*p as usize)
                .cloned()
                .unwrap_or_else(|| self.clone()),
            AffineExpr::Binary(b) => {
                let lhs = b.lhs.replace_dims_and_symbols(dims, symbols);
                let rhs = b.rhs.replace_dims_and_symbols(dims, symbols);
                if lhs == b.lhs && rhs == b.rhs {
                    self.clone()
                } else {
                    AffineExpr::binary(b.kind, lhs, rhs)
                }
            }
        }
    }
}

impl AffineExpr {
    /// Replaces every occurrence of the sub-expression `from` by `to`, rebuilding the
    /// changed nodes with simplification (MLIR's sparse `AffineExpr::replace`).
    pub fn replace(&self, from: &AffineExpr, to: &AffineExpr) -> AffineExpr {
        if self == from {
            return to.clone();
        }
        match self {
            AffineExpr::Binary(b) => {
                let lhs = b.lhs.replace(from, to);
                let rhs = b.rhs.replace(from, to);
                if lhs == b.lhs && rhs == b.rhs {
                    self.clone()
                } else {
                    AffineExpr::binary(b.kind, lhs, rhs)
                }
            }
            _ => self.clone(),
        }
    }

    /// Renumbers dims `offset..num_dims` to `offset + shift..` (MLIR's `shiftDims`).
    pub fn shift_dims(&self, num_dims: u32, shift: u32, offset: u32) -> AffineExpr {
        let dims: Vec<AffineExpr> = (0..num_dims)
            .map(|i| AffineExpr::Dim(if i < offset { i } else { i + shift }))
            .collect();
        self.replace_dims_and_symbols(&dims, &[])
    }

    /// Renumbers symbols `offset..num_symbols` to `offset + shift..` (MLIR's
    /// `shiftSymbols`).
    pub fn shift_symbols(&self, num_symbols: u32, shift: u32, offset: u32) -> AffineExpr {
        let syms: Vec<AffineExpr> = (0..num_symbols)
            .map(|i| AffineExpr::Symbol(if i < offset { i } else { i + shift }))
            .collect();
        self.replace_dims_and_symbols(&[], &syms)
    }
}

/// Sort key for the operands of a commutative node: dims before symbols,
/// then by position; anything else is left where it is.
fn leaf_order_key(e: &AffineExpr) -> Option<(u8, u32)> {
    match e {
        AffineExpr::Dim(p) => Some((0, *p)),
        AffineExpr::Symbol(p) => Some((1, *p)),
        _ => None,
    }
}

/// Euclid's algorithm on unsigned values (as `std::gcd` on `uint64_t`).
pub(crate) fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

impl From<i64> for AffineExpr {
    fn from(value: i64) -> AffineExpr {
        AffineExpr::Constant(value)
    }
}

/// `self + rhs`, simplified as MLIR's `AffineExpr::operator+` does.
///
/// ```
/// use rmlir_affine::AffineExpr;
/// let d0 = AffineExpr::dim(0);
/// // (d0 + 2) + 3 folds the constants; 4 + d0 moves the constant right.
/// assert_eq!(((d0.clone() + 2) + 3).to_string(), "d0 + 5");
/// assert_eq!((AffineExpr::Constant(4) + d0).to_string(), "d0 + 4");
/// ```
impl<T: Into<AffineExpr>> std::ops::Add<T> for AffineExpr {
    type Output = AffineExpr;
    fn add(self, rhs: T) -> AffineExpr {
        let rhs = rhs.into();
        match simplify::simplify_add(&self, &rhs) {
            Some(e) => e,
            None => AffineExpr::make_commutative(AffineBinaryKind::Add, self, rhs),
        }
    }
}

/// `self - rhs`, built as `self + (rhs * -1)` like MLIR.
impl<T: Into<AffineExpr>> std::ops::Sub<T> for AffineExpr {
    type Output = AffineExpr;
    fn sub(self, rhs: T) -> AffineExpr {
        self + -rhs.into()
    }
}

/// `self * rhs`, simplified as MLIR's `AffineExpr::operator*` does.
///
/// MLIR requires one operand to be symbolic or constant; this operator does
/// not check it (the parser does, see
/// [`AffineExpr::is_symbolic_or_constant`]).
impl<T: Into<AffineExpr>> std::ops::Mul<T> for AffineExpr {
    type Output = AffineExpr;
    fn mul(self, rhs: T) -> AffineExpr {
        let rhs = rhs.into();
        match simplify::simplify_mul(&self, &rhs) {
            Some(e) => e,
            None => AffineExpr::make_commutative(AffineBinaryKind::Mul, self, rhs),
        }
    }
}

impl<T: Into<AffineExpr>> std::ops::Rem<T> for AffineExpr {
    type Output = AffineExpr;
    fn rem(self, rhs: T) -> AffineExpr {
        self.modulo(rhs.into())
    }
}

/// `-self`, built as `self * -1` like MLIR's unary minus.
impl std::ops::Neg for AffineExpr {
    type Output = AffineExpr;
    fn neg(self) -> AffineExpr {
        self * -1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leaves_are_ordered_in_commutative_nodes() {
        let d0 = AffineExpr::dim(0);
        let d1 = AffineExpr::dim(1);
        let s0 = AffineExpr::symbol(0);
        let s1 = AffineExpr::symbol(1);
        assert_eq!(d1.clone() + d0.clone(), d0.clone() + d1.clone());
        assert_eq!(s1.clone() * s0.clone(), s0.clone() * s1.clone());
        assert_eq!((s0.clone() + d1.clone()).to_string(), "d1 + s0");
    }

    #[test]
    fn divisor_of_products_and_sums() {
        let d0 = AffineExpr::dim(0);
        let e = d0.clone() * 6 + AffineExpr::dim(1) * 4;
        assert_eq!(e.largest_known_divisor(), 2);
        assert_eq!(
            (d0 * 8)
                .floor_div(AffineExpr::symbol(0))
                .largest_known_divisor(),
            1
        );
    }

    #[test]
    fn pure_affine() {
        let d0 = AffineExpr::dim(0);
        let s0 = AffineExpr::symbol(0);
        assert!((d0.clone() * 2 + s0.clone()).is_pure_affine());
        assert!(!(d0.clone() * s0.clone()).is_pure_affine());
        assert!(!d0.floor_div(s0).is_pure_affine());
    }
}

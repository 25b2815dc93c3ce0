//! Conversion patterns (MLIR's `ConversionPattern`, `OpConversionPattern`) and the
//! pattern list a conversion applies: plain rewrite patterns and conversion patterns
//! side by side, as MLIR mixes them in one `RewritePatternSet`.
//!
//! A conversion pattern receives the op's operands already converted (the adaptor:
//! one list of values per original operand) and a [`ConversionRewriter`].
//!
//! ```mlir
//! // a pattern for "x.add" with an i1 -> i8 converter sees %a as its i8 value:
//! %0 = "x.add"(%a, %a) : (i1, i1) -> i1
//! ```

use super::rewriter::{ConversionRewriter, ValueVec};
use super::type_converter::TypeConverter;
use crate::pattern::RewritePattern;
use rmlir_ir::OpId;

/// A pattern that rewrites an op given its converted operands. It must only change IR
/// through the rewriter, and return `true` exactly when it changed something.
pub trait ConversionPattern: Send + Sync {
    /// The op name the pattern is rooted at; `None` matches every op.
    fn root(&self) -> Option<&'static str>;
    /// Higher benefit patterns are tried first (after the cost model's depth).
    fn benefit(&self) -> u16 {
        1
    }
    /// The pattern's debug name.
    fn name(&self) -> &'static str;
    /// The ops the pattern may create.
    fn generated_ops(&self) -> &'static [&'static str] {
        &[]
    }
    /// Whether the pattern may apply to ops it created itself.
    fn has_bounded_rewrite_recursion(&self) -> bool {
        false
    }
    /// The converter that decides the operand types the pattern sees.
    fn type_converter(&self) -> Option<&TypeConverter> {
        None
    }
    /// Matches `op` and rewrites it; `operands` holds the converted values of each
    /// operand.
    fn match_and_rewrite(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        op: OpId,
        operands: &[ValueVec],
    ) -> bool;
}

/// One pattern of a conversion.
pub enum AnyPattern {
    Rewrite(Box<dyn RewritePattern>),
    Conversion(Box<dyn ConversionPattern>),
}

impl AnyPattern {
    pub fn root(&self) -> Option<&'static str> {
        match self {
            AnyPattern::Rewrite(p) => p.root(),
            AnyPattern::Conversion(p) => p.root(),
        }
    }
    pub fn benefit(&self) -> u16 {
        match self {
            AnyPattern::Rewrite(p) => p.benefit(),
            AnyPattern::Conversion(p) => p.benefit(),
        }
    }
    pub fn name(&self) -> &'static str {
        match self {
            AnyPattern::Rewrite(p) => p.name(),
            AnyPattern::Conversion(p) => p.name(),
        }
    }
    pub fn generated_ops(&self) -> &'static [&'static str] {
        match self {
            AnyPattern::Rewrite(p) => p.generated_ops(),
            AnyPattern::Conversion(p) => p.generated_ops(),
        }
    }
    pub fn has_bounded_rewrite_recursion(&self) -> bool {
        match self {
            AnyPattern::Rewrite(p) => p.has_bounded_rewrite_recursion(),
            AnyPattern::Conversion(p) => p.has_bounded_rewrite_recursion(),
        }
    }
}

/// The patterns of a conversion, in the order they were added.
#[derive(Default)]
pub struct ConversionPatternSet {
    pub(crate) patterns: Vec<AnyPattern>,
}

impl ConversionPatternSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a rewrite pattern.
    pub fn add(&mut self, p: impl RewritePattern + 'static) -> &mut Self {
        self.patterns.push(AnyPattern::Rewrite(Box::new(p)));
        self
    }

    /// Adds a conversion pattern.
    pub fn add_conversion(&mut self, p: impl ConversionPattern + 'static) -> &mut Self {
        self.patterns.push(AnyPattern::Conversion(Box::new(p)));
        self
    }

    /// Number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }
}

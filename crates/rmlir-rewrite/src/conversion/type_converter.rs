//! The type converter (MLIR's `TypeConverter` and `TypeConverter::SignatureConversion`).
//!
//! A converter holds an ordered list of conversion callbacks; the one added last is
//! tried first, and the first that answers decides: a type converts to one type, to
//! several (1:N), to none (the value is dropped), or fails. Materialization callbacks
//! build IR that turns values of one type into another when a conversion leaves a
//! mismatch behind: *source* materializations produce a value of an original type
//! from converted values, *target* materializations produce converted values from
//! an original one. [`cast_materialization`] is the usual callback, an
//! `builtin.unrealized_conversion_cast`.
//!
//! ```mlir
//! // i1 -> i8 converter, a block argument converted with a signature conversion:
//! ^bb0(%a: i1):                 // becomes ^bb0(%a: i8)
//! ```

use crate::rewriter::Rewriter;
use rmlir_ir::{Attr, Context, OpState, Type, ValueId};
use smallvec::SmallVec;

/// Types a type converts to.
pub type Types = SmallVec<[Type; 1]>;

/// What a conversion callback answers for a type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeConversion {
    /// Not this callback's type: ask the next one.
    Skip,
    /// The type cannot be converted.
    Fail,
    /// The converted types (none: the value is dropped).
    To(Types),
}

type ConversionFn = Box<dyn Fn(&Context, Type) -> TypeConversion + Send + Sync>;
/// Builds a value of `result` type from `inputs` at the rewriter's insertion point.
pub type SourceMaterializationFn =
    Box<dyn Fn(&mut Rewriter<'_>, Attr, Type, &[ValueId]) -> Option<ValueId> + Send + Sync>;
/// Builds values of `results` types from `inputs` (of the original type given last).
pub type TargetMaterializationFn = Box<
    dyn Fn(&mut Rewriter<'_>, Attr, &[Type], &[ValueId], Option<Type>) -> Option<Vec<ValueId>>
        + Send
        + Sync,
>;

/// Converts types and materializes the conversions.
#[derive(Default)]
pub struct TypeConverter {
    conversions: Vec<ConversionFn>,
    source_materializations: Vec<SourceMaterializationFn>,
    target_materializations: Vec<TargetMaterializationFn>,
}

impl TypeConverter {
    /// A converter with no callbacks (it converts nothing).
    pub fn new() -> TypeConverter {
        TypeConverter::default()
    }

    /// Adds a conversion callback; it is tried before those added earlier.
    pub fn add_conversion(
        &mut self,
        f: impl Fn(&Context, Type) -> TypeConversion + Send + Sync + 'static,
    ) -> &mut Self {
        self.conversions.push(Box::new(f));
        self
    }

    /// Adds the identity conversion for every type (usually added first, as a
    /// fallback).
    pub fn add_identity_conversion(&mut self) -> &mut Self {
        self.add_conversion(|_, t| TypeConversion::To(smallvec::smallvec![t]))
    }

    /// Adds a source materialization callback (tried last-added first).
    pub fn add_source_materialization(
        &mut self,
        f: impl Fn(&mut Rewriter<'_>, Attr, Type, &[ValueId]) -> Option<ValueId> + Send + Sync + 'static,
    ) -> &mut Self {
        self.source_materializations.push(Box::new(f));
        self
    }

    /// Adds a target materialization callback (tried last-added first).
    pub fn add_target_materialization(
        &mut self,
        f: impl Fn(&mut Rewriter<'_>, Attr, &[Type], &[ValueId], Option<Type>) -> Option<Vec<ValueId>>
        + Send
        + Sync
        + 'static,
    ) -> &mut Self {
        self.target_materializations.push(Box::new(f));
        self
    }

    /// Materializes both directions with `builtin.unrealized_conversion_cast`.
    pub fn add_cast_materializations(&mut self) -> &mut Self {
        self.add_source_materialization(|rw, loc, ty, inputs| {
            cast_materialization(rw, loc, &[ty], inputs).map(|v| v[0])
        });
        self.add_target_materialization(|rw, loc, tys, inputs, _| {
            cast_materialization(rw, loc, tys, inputs)
        })
    }

    /// Converts `t`: `None` when no callback converts it.
    pub fn convert_type_n(&self, ctx: &Context, t: Type) -> Option<Types> {
        for f in self.conversions.iter().rev() {
            match f(ctx, t) {
                TypeConversion::Skip => continue,
                TypeConversion::Fail => return None,
                TypeConversion::To(ts) => return Some(ts),
            }
        }
        None
    }

    /// Converts `t` to exactly one type.
    pub fn convert_type(&self, ctx: &Context, t: Type) -> Option<Type> {
        match self.convert_type_n(ctx, t)?.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    /// Converts each type, concatenating the results.
    pub fn convert_types(&self, ctx: &Context, types: &[Type]) -> Option<Vec<Type>> {
        let mut out = Vec::with_capacity(types.len());
        for &t in types {
            out.extend(self.convert_type_n(ctx, t)?);
        }
        Some(out)
    }

    /// Whether `t` converts to itself.
    pub fn is_legal(&self, ctx: &Context, t: Type) -> bool {
        self.convert_type(ctx, t) == Some(t)
    }

    /// Whether every type converts to itself.
    pub fn are_legal(&self, ctx: &Context, types: &[Type]) -> bool {
        types.iter().all(|&t| self.is_legal(ctx, t))
    }

    /// Whether a function type's inputs and results are legal.
    pub fn is_signature_legal(&self, ctx: &Context, fty: Type) -> bool {
        match ctx.type_kind(fty) {
            rmlir_ir::types::TypeKind::Function { inputs, results } => {
                self.are_legal(ctx, inputs) && self.are_legal(ctx, results)
            }
            _ => false,
        }
    }

    /// Converts the type of input `index` into `sig` (dropped when it converts to
    /// nothing); `None` when it does not convert.
    pub fn convert_signature_arg(
        &self,
        ctx: &Context,
        index: usize,
        t: Type,
        sig: &mut SignatureConversion,
    ) -> Option<()> {
        let converted = self.convert_type_n(ctx, t)?;
        if !converted.is_empty() {
            sig.add_inputs_for(index, &converted);
        }
        Some(())
    }

    /// Converts the input types `types` (the first one is input `offset`).
    pub fn convert_signature_args(
        &self,
        ctx: &Context,
        types: &[Type],
        sig: &mut SignatureConversion,
        offset: usize,
    ) -> Option<()> {
        for (i, &t) in types.iter().enumerate() {
            self.convert_signature_arg(ctx, offset + i, t, sig)?;
        }
        Some(())
    }

    /// The signature conversion of a block with argument types `types`.
    pub fn convert_block_signature(
        &self,
        ctx: &Context,
        types: &[Type],
    ) -> Option<SignatureConversion> {
        let mut sig = SignatureConversion::new(types.len());
        self.convert_signature_args(ctx, types, &mut sig, 0)?;
        Some(sig)
    }

    /// Builds a value of type `ty` from `inputs` with the source materializations.
    pub fn materialize_source(
        &self,
        rw: &mut Rewriter<'_>,
        loc: Attr,
        ty: Type,
        inputs: &[ValueId],
    ) -> Option<ValueId> {
        self.source_materializations
            .iter()
            .rev()
            .find_map(|f| f(rw, loc, ty, inputs))
    }

    /// Builds values of `types` from `inputs` with the target materializations.
    pub fn materialize_target(
        &self,
        rw: &mut Rewriter<'_>,
        loc: Attr,
        types: &[Type],
        inputs: &[ValueId],
        original: Option<Type>,
    ) -> Option<Vec<ValueId>> {
        self.target_materializations
            .iter()
            .rev()
            .find_map(|f| f(rw, loc, types, inputs, original))
    }
}

/// Creates `%r = builtin.unrealized_conversion_cast %inputs : ... to types` at the
/// rewriter's insertion point.
pub fn cast_materialization(
    rw: &mut Rewriter<'_>,
    loc: Attr,
    types: &[Type],
    inputs: &[ValueId],
) -> Option<Vec<ValueId>> {
    let st = OpState::new(
        rw.ctx,
        "builtin.unrealized_conversion_cast",
        inputs.to_vec(),
        types.to_vec(),
        loc,
    );
    let op = rw.create(st);
    Some(rw.body().results(op).collect())
}

/// Where an original input of a signature goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputMapping {
    /// First new input it maps to.
    pub input_no: usize,
    /// How many new inputs (0 when replaced by values).
    pub size: usize,
    /// Values replacing the input when it is dropped with a replacement.
    pub replacements: Vec<ValueId>,
}

/// How a signature (a block's arguments, a function's inputs) changes: each original
/// input maps to a range of new inputs, to given values, or to nothing (dropped).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SignatureConversion {
    remapped: Vec<Option<InputMapping>>,
    types: Vec<Type>,
}

impl SignatureConversion {
    /// A conversion of a signature with `num_inputs` inputs, all dropped so far.
    pub fn new(num_inputs: usize) -> SignatureConversion {
        SignatureConversion {
            remapped: vec![None; num_inputs],
            types: Vec::new(),
        }
    }

    /// Appends new inputs of `types` that original input `orig` maps to.
    pub fn add_inputs_for(&mut self, orig: usize, types: &[Type]) {
        debug_assert!(!types.is_empty());
        let at = self.types.len();
        self.remap_input(orig, at, types.len());
        self.types.extend_from_slice(types);
    }

    /// Appends new inputs no original input maps to.
    pub fn add_inputs(&mut self, types: &[Type]) {
        self.types.extend_from_slice(types);
    }

    /// Maps original input `orig` to `count` new inputs starting at `new_no`.
    pub fn remap_input(&mut self, orig: usize, new_no: usize, count: usize) {
        debug_assert!(self.remapped[orig].is_none(), "input already remapped");
        self.remapped[orig] = Some(InputMapping {
            input_no: new_no,
            size: count,
            replacements: Vec::new(),
        });
    }

    /// Drops original input `orig`, replacing its uses with `values`.
    pub fn remap_input_to_values(&mut self, orig: usize, values: &[ValueId]) {
        debug_assert!(self.remapped[orig].is_none(), "input already remapped");
        self.remapped[orig] = Some(InputMapping {
            input_no: orig,
            size: 0,
            replacements: values.to_vec(),
        });
    }

    /// Where original input `orig` goes (`None`: dropped without replacement).
    pub fn input_mapping(&self, orig: usize) -> Option<&InputMapping> {
        self.remapped[orig].as_ref()
    }

    /// The new input types.
    pub fn converted_types(&self) -> &[Type] {
        &self.types
    }

    /// Number of original inputs.
    pub fn num_original_inputs(&self) -> usize {
        self.remapped.len()
    }
}

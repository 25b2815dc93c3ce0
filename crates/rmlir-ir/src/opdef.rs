//! Operation definitions and dialects (MLIR's `OperationName`/`RegisteredOperationName`,
//! op traits, and the hooks ODS generates: verifier, custom assembly).
//!
//! An [`OpDef`] is a plain `'static` record; lookup is one hash-map probe per op name at
//! parse time, after which the op stores the `&'static OpDef`.

use crate::diag::Reported;
use crate::ir::OpRef;
use crate::verifier::VerifyCx;

/// Op trait flags (MLIR's `OpTrait`s and a few interfaces reduced to a bit).
pub mod traits {
    pub const TERMINATOR: u32 = 1 << 0;
    pub const ISOLATED_FROM_ABOVE: u32 = 1 << 1;
    pub const NO_TERMINATOR: u32 = 1 << 2;
    pub const SINGLE_BLOCK: u32 = 1 << 3;
    pub const PURE: u32 = 1 << 4;
    pub const COMMUTATIVE: u32 = 1 << 5;
    pub const CONSTANT_LIKE: u32 = 1 << 6;
    pub const RECURSIVE_EFFECTS: u32 = 1 << 7;
    pub const SYMBOL: u32 = 1 << 8;
    pub const SYMBOL_TABLE: u32 = 1 << 9;
    pub const RETURN_LIKE: u32 = 1 << 10;
    pub const AUTOMATIC_ALLOCATION_SCOPE: u32 = 1 << 11;
    pub const ATTR_SIZED_OPERANDS: u32 = 1 << 12;
    pub const ATTR_SIZED_RESULTS: u32 = 1 << 13;
    /// `RegionKindInterface` answering "graph" for every region.
    pub const GRAPH_REGIONS: u32 = 1 << 14;
    /// `ZeroRegions`, `ZeroSuccessors`, ... are not tracked; this marks `HasParent`-style
    /// structural ops whose verifier is not written yet (issue 3).
    pub const AFFINE_SCOPE: u32 = 1 << 15;
    /// The op's `verify` checks region invariants (MLIR's `hasRegionVerifier` and
    /// interfaces with `verifyWithRegions`, such as `RegionBranchOpInterface`): it runs
    /// after the nested ops are verified instead of before.
    pub const VERIFY_WITH_REGIONS: u32 = 1 << 16;
    /// The op's fold hook reads nothing but the op and the ops defining its operands,
    /// transitively up to [`LOCAL_READ_DEPTH`] definitions away (their names,
    /// attributes, properties, operands and types): no uses, blocks, regions or
    /// enclosing ops. The greedy driver skips an op whose fold found nothing while
    /// none of those ops changed (see `rmlir_rewrite::greedy`).
    pub const LOCAL_FOLD: u32 = 1 << 17;

    /// How many definitions away from an op a [`LOCAL_FOLD`] fold, or a pattern that
    /// reads locally, may look: `%2 = arith.addi %1, %c1` may read the op defining
    /// `%1` (one away) and the constants that op uses (two away).
    pub const LOCAL_READ_DEPTH: usize = 2;
}

/// Verifies one op's own invariants (ODS `verify`).
pub type VerifyFn = fn(&mut VerifyCx<'_>, OpRef) -> Result<(), Reported>;

/// Parses the custom assembly of an op after its name.
pub type ParseFn = fn(&mut crate::parser::OpParser<'_, '_, '_>) -> Result<(), Reported>;

/// Prints the custom assembly of an op after its name.
pub type PrintFn = fn(&mut crate::printer::Printer<'_>, OpRef);

/// Suggests names for an op's results (MLIR's `OpAsmOpInterface::getAsmResultNames`):
/// pushes `(result index, name)` pairs; unnamed results are numbered.
pub type ResultNamesFn = fn(&crate::Context, &crate::Ir, OpRef, &mut NameHints);

/// Suggests names for the entry block arguments of region `region` (MLIR's
/// `OpAsmOpInterface::getAsmBlockArgumentNames`): pushes `(argument index, name)`.
pub type BlockArgNamesFn = fn(&crate::Context, &crate::Ir, OpRef, usize, &mut NameHints);

/// The `(index, name)` suggestions of a [`ResultNamesFn`] or [`BlockArgNamesFn`]. The
/// names share one buffer, which the printer reuses from op to op.
#[derive(Default, Debug)]
pub struct NameHints {
    text: String,
    /// (index, start, end) of each suggestion, `start..end` in `text`.
    items: Vec<(usize, u32, u32)>,
}

impl NameHints {
    /// Suggests `name` for result (or argument) `index`.
    pub fn push<S: AsRef<str>>(&mut self, (index, name): (usize, S)) {
        self.push_with(index, |s| s.push_str(name.as_ref()));
    }

    /// Suggests a formatted name (`format_args!`) without building a `String`.
    pub fn push_fmt(&mut self, index: usize, name: std::fmt::Arguments<'_>) {
        self.push_with(index, |s| {
            let _ = std::fmt::Write::write_fmt(s, name);
        });
    }

    /// Suggests the name that `write` appends to the string it is given.
    pub fn push_with(&mut self, index: usize, write: impl FnOnce(&mut String)) {
        let start = self.text.len();
        write(&mut self.text);
        self.items
            .push((index, start as u32, self.text.len() as u32));
    }

    /// The suggestions, in the order they were made.
    pub fn iter(&self) -> impl Iterator<Item = (usize, &str)> + '_ {
        self.items
            .iter()
            .map(|&(i, s, e)| (i, &self.text[s as usize..e as usize]))
    }

    /// The number of suggestions.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether nothing was suggested.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Forgets the suggestions, keeping the buffers.
    pub fn clear(&mut self) {
        self.text.clear();
        self.items.clear();
    }
}

/// A registered operation.
#[derive(Clone, Debug)]
pub struct OpDef {
    pub name: &'static str,
    /// Bit set of [`traits`].
    pub traits: u32,
    /// Names of the inherent attributes: they live in the op's properties (`<{...}>`).
    pub inherent: &'static [&'static str],
    pub verify: Option<VerifyFn>,
    pub parse: Option<ParseFn>,
    pub print: Option<PrintFn>,
    /// Result name hints for the custom form (`%c0`, `%alloc`).
    pub result_names: Option<ResultNamesFn>,
    /// Entry block argument names of the op's regions in the custom form (`%in`, `%out`).
    pub block_arg_names: Option<BlockArgNamesFn>,
    /// Default values of properties (MLIR's `DefaultValuedAttr`), filled in when the
    /// generic form leaves them out: (name, dialect attribute text without `#`, or
    /// `false` for an unset `UnitProp`, which MLIR prints as `name = false`).
    pub default_props: &'static [(&'static str, &'static str)],
    /// `MemoryEffectOpInterface`: the op's own memory effects.
    pub memory_effects: crate::interfaces::MemoryEffects,
    /// The op's other interfaces (control flow, calls, symbols): one slot each, and
    /// the ones promised to external models.
    pub interfaces: crate::interfaces::Interfaces,
    /// Regions, results and operands the op must have (ODS count traits), checked
    /// before [`OpDef::verify`].
    pub counts: crate::op_counts::Counts,
}

impl OpDef {
    /// Whether the op has a trait.
    pub fn has(&self, t: u32) -> bool {
        self.traits & t != 0
    }

    /// The dialect whose ops may drop their prefix inside this op's regions (MLIR's
    /// `OpAsmOpInterface::getDefaultDialect`): `func` in functions, `builtin` in modules.
    pub fn default_dialect(&self) -> &'static str {
        match self.name {
            "func.func" => "func",
            "builtin.module" => "builtin",
            _ => "",
        }
    }

    /// This definition with its interface slots set to `interfaces`.
    ///
    /// ```ignore
    /// OpDef::custom("scf.if", ...).with_interfaces(Interfaces {
    ///     region_branch: Some(&IfRegions),
    ///     ..Interfaces::NONE
    /// })
    /// ```
    pub const fn with_interfaces(mut self, interfaces: crate::interfaces::Interfaces) -> OpDef {
        self.interfaces = interfaces;
        self
    }

    /// This definition requiring `regions` regions, `results` results and `operands`
    /// operands (ODS `ZeroRegions`, `OneResult`, `NOperands<2>`, ...).
    ///
    /// ```ignore
    /// op("memref.dim", ...).with_counts(Exactly(0), Exactly(1), Exactly(2))
    /// ```
    pub const fn with_counts(
        mut self,
        regions: crate::op_counts::Count,
        results: crate::op_counts::Count,
        operands: crate::op_counts::Count,
    ) -> OpDef {
        self.counts.regions = regions;
        self.counts.results = results;
        self.counts.operands = operands;
        self
    }

    /// This definition with `n` operand groups sized by its `operandSegmentSizes`
    /// property (ODS `AttrSizedOperandSegments`): the generic form's properties must
    /// give exactly `n` sizes.
    pub const fn with_operand_segments(mut self, n: u8) -> OpDef {
        self.counts.operand_segments = n;
        self
    }

    /// This definition requiring `n` regions (ODS `OneRegion`, `NRegions<N>`, ...),
    /// leaving its other counts as they are.
    pub const fn with_regions(mut self, n: crate::op_counts::Count) -> OpDef {
        self.counts.regions = n;
        self
    }

    /// This definition requiring `n` results (`ZeroResults`, `OneResult`, ...).
    pub const fn with_results(mut self, n: crate::op_counts::Count) -> OpDef {
        self.counts.results = n;
        self
    }

    /// This definition requiring `n` successors (`OneSuccessor`, `NSuccessors<N>`,
    /// `AtLeastNSuccessors<N>`).
    pub const fn with_successors(mut self, n: crate::op_counts::Count) -> OpDef {
        self.counts.successors = n;
        self
    }

    /// This definition requiring `n` operands (`ZeroOperands`, `NOperands<N>`, ...).
    pub const fn with_operands(mut self, n: crate::op_counts::Count) -> OpDef {
        self.counts.operands = n;
        self
    }

    /// This definition with every non-empty region ending in `term` (ODS
    /// `SingleBlockImplicitTerminator<term>`), checked once the nested ops verify:
    ///
    /// ```mlir
    /// scf.if %c {
    ///   ub.unreachable   // 'scf.if' op expects regions to end with 'scf.yield',
    /// }                  // found 'ub.unreachable'
    /// ```
    pub const fn with_implicit_terminator(mut self, term: &'static str) -> OpDef {
        self.counts.implicit_terminator = Some(term);
        self
    }

    /// The op's memory effects (MLIR's `MemoryEffectOpInterface`); `Declared(&[])`
    /// is `NoMemoryEffect`, for an op that is effect-free without being speculatable
    /// (which [`traits::PURE`] would also claim).
    pub const fn with_effects(mut self, effects: crate::interfaces::MemoryEffects) -> OpDef {
        self.memory_effects = effects;
        self
    }

    /// This definition with the ODS type constraints `values` on its operands and
    /// results ([`crate::ods_types`]).
    pub const fn with_value_types(
        mut self,
        values: &'static crate::ods_types::ValueTypes,
    ) -> OpDef {
        self.counts.values = Some(values);
        self
    }

    /// This definition with inherent attributes `inherent` (what its properties hold).
    pub const fn with_inherent(mut self, inherent: &'static [&'static str]) -> OpDef {
        self.inherent = inherent;
        self
    }

    /// This definition with verifier `f` (ODS `hasVerifier`, or the checks of its
    /// attribute constraints).
    pub const fn with_verify(mut self, f: VerifyFn) -> OpDef {
        self.verify = Some(f);
        self
    }

    /// This definition with default property values (see [`OpDef::default_props`]).
    pub const fn with_default_props(
        mut self,
        defaults: &'static [(&'static str, &'static str)],
    ) -> OpDef {
        self.default_props = defaults;
        self
    }

    /// This definition with fold hook `f` (ODS `hasFolder`).
    pub const fn with_fold(mut self, f: crate::fold::FoldFn) -> OpDef {
        self.interfaces.fold = Some(f);
        self
    }

    /// A definition with custom assembly and a verifier, and no name hints.
    pub const fn custom(
        name: &'static str,
        traits: u32,
        inherent: &'static [&'static str],
        verify: VerifyFn,
        parse: ParseFn,
        print: PrintFn,
    ) -> OpDef {
        OpDef {
            name,
            traits,
            inherent,
            verify: Some(verify),
            parse: Some(parse),
            print: Some(print),
            result_names: None,
            block_arg_names: None,
            default_props: &[],
            memory_effects: crate::interfaces::MemoryEffects::Unknown,
            interfaces: crate::interfaces::Interfaces::NONE,
            counts: crate::op_counts::Counts::ANY,
        }
    }

    /// A definition with traits only (no custom assembly or verifier yet).
    pub const fn new(name: &'static str, traits: u32) -> OpDef {
        OpDef {
            name,
            traits,
            inherent: &[],
            verify: None,
            parse: None,
            print: None,
            result_names: None,
            block_arg_names: None,
            default_props: &[],
            memory_effects: crate::interfaces::MemoryEffects::Unknown,
            interfaces: crate::interfaces::Interfaces::NONE,
            counts: crate::op_counts::Counts::ANY,
        }
    }
}

/// What a dialect's attribute or type parsing hook accepts after `#dialect.` or
/// `!dialect.` (MLIR's `Dialect::parseAttribute` and `Dialect::parseType`).
#[derive(Clone, Copy, Debug)]
pub enum Hook {
    /// The dialect has no hook: `#func.x` is `dialect 'func' provides no attribute
    /// parsing hook`.
    None,
    /// The hook knows these mnemonics and no other: `#arith.x` is `unknown attribute
    /// `x` in dialect `arith``.
    Mnemonics(&'static [&'static str]),
    /// The hook knows these mnemonics and no other, and reads the attributes it names
    /// with a [`ReadText`]: `#arith.fastmath<nnan, bogus>` is rejected there.
    Read(&'static [&'static str], ReadText),
    /// A hook whose mnemonics rmlir does not all list: the attributes the
    /// [`ReadText`] knows are read, any other is kept as written.
    ReadOrKeep(ReadText),
    /// A hook whose mnemonics rmlir does not list: anything is kept as written.
    Any,
    /// The hook knows these mnemonics and no other; those in `parsed` are read token
    /// by token by `parse`, the others kept as written.
    Parse {
        mnemonics: &'static [&'static str],
        parsed: &'static [&'static str],
        parse: AttrParseFn,
    },
}

/// Reads a dialect attribute with the parser (nested types and attributes, aliases,
/// diagnostics where they are), given its mnemonic and where that is; the current
/// token is the one after the mnemonic (`<`). Consumes the attribute and returns the
/// text to keep for it after its `#`, as MLIR prints it:
///
/// ```mlir
/// #dlti.dl_spec<#dlti.dl_entry<index, 32>>   // kept as dlti.dl_spec<index = 32 : i64>
/// ```
pub type AttrParseFn =
    for<'s, 'c> fn(&mut crate::parser::Parser<'s, 'c>, &str, u32) -> crate::diag::PResult<String>;

/// Reads a dialect attribute kept as text, given as written after its `#`
/// (`arith.fastmath< nnan , ninf >`): the text to keep instead, as MLIR prints it
/// (`arith.fastmath<nnan,ninf>`), `None` to keep it as written, or the errors to
/// report, each at a byte offset in the text.
pub type ReadText = fn(&str) -> Result<Option<String>, crate::enum_attr::TextErrors>;

/// The attribute kind an inherent attribute's property storage holds (the C++ type
/// ODS's `setPropertiesFromAttr` casts to): a value of another kind in the generic
/// form's `<{...}>` is `Invalid attribute `name` in property conversion: value`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PropKind {
    /// `UnitAttr`.
    Unit,
    /// `BoolAttr` (an `i1` integer).
    Bool,
    /// `IntegerAttr` of any type (`index`, `i1`, ...).
    Integer,
    /// An integer of exactly this signless width (`I64EnumAttr`, `I32EnumAttr`).
    IntegerOfWidth(u32),
    /// `StringAttr`.
    String,
    /// `FlatSymbolRefAttr`.
    FlatSymbolRef,
    /// `TypeAttr`.
    Type,
    /// `ArrayAttr`.
    Array,
    /// `AffineMapAttr`.
    AffineMap,
    /// `IntegerSetAttr`.
    IntegerSet,
    /// `DenseI64ArrayAttr`.
    DenseI64Array,
    /// `DenseI32ArrayAttr`.
    DenseI32Array,
    /// `DenseIntElementsAttr`.
    DenseIntElements,
    /// `TypedAttr`: an attribute with a type (numbers, strings, elements).
    Typed,
    /// A dialect attribute, by the spellings it is kept as (`arith.fastmath<`).
    Dialect(&'static [&'static str]),
}

/// The property kind of inherent attribute `attr` of op `op` (`"*"`: every op of the
/// dialect not listed on its own).
pub type PropSpec = (&'static str, &'static str, PropKind);

/// A dialect: a namespace and its ops.
#[derive(Debug)]
pub struct Dialect {
    pub name: &'static str,
    /// The storage kinds of its ops' inherent attributes; an attribute not listed is
    /// not checked.
    pub props: &'static [PropSpec],
    /// The dialect's attribute parsing hook.
    pub attributes: Hook,
    /// The dialect's type parsing hook.
    pub types: Hook,
    pub ops: &'static [OpDef],
    /// Whether ops of this namespace that are not in `ops` are accepted as unregistered
    /// ops (the `test` dialect does this).
    pub allow_unknown_ops: bool,
    /// Makes the constant op for a folded attribute (MLIR's
    /// `Dialect::materializeConstant`).
    pub materialize_constant: Option<crate::fold::MaterializeFn>,
    /// Checks of the attributes named after the dialect (`bufferization.writable`), on
    /// ops and on function arguments and results; `None` accepts them all.
    pub attr_verifier: Option<&'static dyn DialectAttrVerifier>,
}

impl std::fmt::Debug for dyn DialectAttrVerifier {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DialectAttrVerifier")
    }
}

/// A dialect's checks of the attributes whose names carry its prefix (MLIR's
/// `Dialect::verifyOperationAttribute`, `verifyRegionArgAttribute` and
/// `verifyRegionResultAttribute`): the verifier calls them for an op's discardable
/// attributes before the op's own invariants, and a function's verifier for the
/// attributes of its arguments and results. Each check accepts by default.
///
/// ```mlir
/// module attributes {bufferization.writable = true} {}
/// // error: attribute '"bufferization.writable"' not supported as an op attribute by
/// //        the bufferization dialect
/// ```
pub trait DialectAttrVerifier: Sync {
    /// Checks `attr`, a discardable attribute of `op`.
    fn op_attr(
        &self,
        cx: &mut crate::verifier::VerifyCx<'_>,
        op: crate::ir::OpRef,
        attr: crate::attrs::NamedAttr,
    ) -> crate::diag::PResult<()> {
        let _ = (cx, op, attr);
        Ok(())
    }

    /// Checks `attr`, an attribute of argument `arg` of region `region` of `op` (a
    /// function's argument: region 0).
    fn region_arg_attr(
        &self,
        cx: &mut crate::verifier::VerifyCx<'_>,
        op: crate::ir::OpRef,
        (region, arg): (usize, usize),
        attr: crate::attrs::NamedAttr,
    ) -> crate::diag::PResult<()> {
        let _ = (cx, op, region, arg, attr);
        Ok(())
    }

    /// Checks `attr`, an attribute of result `result` of region `region` of `op` (a
    /// function's result: region 0).
    fn region_result_attr(
        &self,
        cx: &mut crate::verifier::VerifyCx<'_>,
        op: crate::ir::OpRef,
        (region, result): (usize, usize),
        attr: crate::attrs::NamedAttr,
    ) -> crate::diag::PResult<()> {
        let _ = (cx, op, region, result, attr);
        Ok(())
    }
}

impl Dialect {
    /// The property kind of inherent attribute `attr` of op `op` of this dialect.
    pub fn prop_kind(&self, op: &str, attr: &str) -> Option<PropKind> {
        let find = |o: &str| {
            self.props
                .iter()
                .find(|(so, sa, _)| *so == o && *sa == attr)
                .map(|s| s.2)
        };
        find(op).or_else(|| find("*"))
    }
}

/// Compile-time string equality (for `const fn` op tables).
pub const fn const_str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

#[cfg(test)]
mod tests {
    use super::NameHints;

    /// Suggestions come back in order with their indices, however they were written,
    /// and clearing keeps nothing.
    #[test]
    fn name_hints_keep_order_and_text() {
        let mut h = NameHints::default();
        h.push((0, "alloc"));
        h.push_fmt(2, format_args!("c{}_i{}", -3, 32));
        h.push_with(1, |s| s.push_str("sum"));
        h.push((3, String::from("")));
        let got: Vec<(usize, &str)> = h.iter().collect();
        assert_eq!(got, [(0, "alloc"), (2, "c-3_i32"), (1, "sum"), (3, "")]);
        assert_eq!(h.len(), 4);
        h.clear();
        assert!(h.is_empty() && h.iter().next().is_none());
        h.push((5, "x"));
        assert_eq!(h.iter().collect::<Vec<_>>(), [(5, "x")]);
    }
}

//! Operation, region and block parsing (MLIR's `OperationParser`), and [`OpParser`], the
//! API custom op parsers use (MLIR's `OpAsmParser`).

use super::Parser;
use crate::attrs::{Attr, AttrKind, NamedAttr};
use crate::diag::{PResult, Reported};
use crate::ir::{BlockId, BodyId, OpId, OpState, OpStateRef, RegionId, ValueId};
use crate::lexer::Tok;
use crate::opdef::{OpDef, traits};
use crate::types::Type;
use smallvec::SmallVec;

/// An SSA use as written: name, result number, offset.
#[derive(Copy, Clone, Debug)]
pub struct UnresolvedValue<'s> {
    /// The name without `%`, a slice of the source.
    pub name: &'s str,
    pub number: u32,
    pub at: u32,
}

/// What a custom parser builds (inline lists: most ops have a few of each, and the
/// parser builds one of these per op).
#[derive(Default)]
pub struct OpBuild {
    pub operands: SmallVec<[ValueId; 4]>,
    pub result_types: SmallVec<[Type; 2]>,
    pub successors: SmallVec<[BlockId; 2]>,
    /// Inherent attributes (properties).
    pub props: SmallVec<[NamedAttr; 2]>,
    /// Discardable attributes.
    pub attrs: SmallVec<[NamedAttr; 2]>,
    pub regions: SmallVec<[RegionId; 2]>,
}

/// The custom-assembly parsing API handed to an op's [`crate::opdef::ParseFn`].
pub struct OpParser<'a, 's, 'c> {
    pub p: &'a mut Parser<'s, 'c>,
    pub def: &'static OpDef,
    /// Body where this op's regions are created (its nested body when isolated).
    pub region_body: BodyId,
    pub build: OpBuild,
    /// Number of results the op is bound to on the left of `=`.
    pub num_results_bound: usize,
    /// Byte offset of the op name (MLIR's `getNameLoc`).
    pub name_at: u32,
}

impl<'s, 'c> Parser<'s, 'c> {
    /// `%name` or `%name#N`.
    pub fn parse_value_use(&mut self) -> PResult<UnresolvedValue<'s>> {
        if self.kind() != Tok::PercentIdent {
            return Err(self.error_here("expected SSA operand"));
        }
        let at = self.pos();
        let name: &'s str = &self.text()[1..];
        self.bump();
        let mut number = 0;
        if self.kind() == Tok::HashIdent {
            let t = &self.text()[1..];
            match t.parse::<u32>() {
                Ok(n) => number = n,
                Err(_) => return Err(self.error_here("invalid SSA value result number")),
            }
            self.bump();
        }
        Ok(UnresolvedValue { name, number, at })
    }

    /// A successor reference `^name` (may be defined later in the region).
    pub fn parse_successor(&mut self) -> PResult<BlockId> {
        if self.kind() != Tok::CaretIdent {
            return Err(self.error_here("expected block name"));
        }
        let n: &'s str = &self.text()[1..];
        let at = self.pos();
        self.bump();
        Ok(self.block_ref(n, at))
    }

    /// Resolves a use against a type.
    pub fn resolve(&mut self, u: UnresolvedValue<'s>, ty: Type) -> PResult<ValueId> {
        self.resolve_value(u.name, u.number, ty, u.at)
    }

    /// Parses one operation and appends it to `block` of `body`.
    pub(crate) fn parse_operation(&mut self, body: BodyId, block: BlockId) -> PResult<OpId> {
        let op_start = self.pos();
        // Result list: `%a, %b:2 =`.
        let mut results: SmallVec<[(&'s str, u32, u32); 2]> = SmallVec::new();
        let mut num_bound = 0usize;
        if self.kind() == Tok::PercentIdent {
            loop {
                if self.kind() != Tok::PercentIdent {
                    return Err(self.error_here("expected valid ssa identifier"));
                }
                let at = self.pos();
                let n: &'s str = &self.text()[1..];
                self.bump();
                let mut count = 1u32;
                if self.eat(Tok::Colon) {
                    if self.kind() != Tok::Integer {
                        return Err(self.error_here("expected integer number of results"));
                    }
                    count = self.text().parse().unwrap_or(0);
                    if count < 1 {
                        return Err(
                            self.error_here("expected named operation to have at least 1 result")
                        );
                    }
                    self.bump();
                }
                results.push((n, count, at));
                num_bound += count as usize;
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            if !self.eat(Tok::Equal) {
                return Err(self.error_here("expected '=' after SSA name"));
            }
        }
        let op = match self.kind() {
            Tok::String => self.parse_generic_op(body)?,
            // `i32`, `si8`, `ui1` are integer type tokens to MLIR's lexer, not names.
            Tok::BareIdent if !is_int_type_name(self.text()) => {
                self.parse_custom_op(body, num_bound)?
            }
            _ => return Err(self.error_here("expected operation name in quotes")),
        };
        let trailing = self.parse_trailing_loc()?;
        self.apply_trailing_loc(trailing, (body, op));
        // Bind results.
        let nres = self.ir.body(body).num_results(op);
        if !results.is_empty() {
            if nres == 0 {
                return Err(self.error_at(op_start, "cannot name an operation with no results"));
            }
            if nres != num_bound {
                return Err(self.error_at(
                    op_start,
                    &format!(
                        "operation defines {nres} results but was provided {num_bound} to bind"
                    ),
                ));
            }
            let mut idx = 0usize;
            for (name, count, at) in results {
                for k in 0..count {
                    let v = self.ir.body(body).result(op, idx);
                    self.define_value(name, k, v, at)?;
                    idx += 1;
                }
            }
        }
        self.ir.body_mut(body).insert_op(op, block, None);
        Ok(op)
    }

    fn new_op_name_check(&mut self, name: &str, at: u32) -> PResult<Option<&'static OpDef>> {
        let def = self.ctx.lookup_sym(name).and_then(|s| self.ctx.op_def(s));
        if def.is_some() {
            return Ok(def);
        }
        let dialect = name.split('.').next().unwrap_or("");
        if self
            .ctx
            .dialect(dialect)
            .is_some_and(|d| d.allow_unknown_ops)
        {
            return Ok(None);
        }
        if self.ctx.dialect(dialect).is_some() && name.contains('.') {
            return Err(self.error_at(
                at,
                &format!(
                    "unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations"
                ),
            ));
        }
        if self.ctx.allow_unregistered {
            return Ok(None);
        }
        Err(self.error_at(
            at,
            "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
        ))
    }

    fn parse_generic_op(&mut self, body: BodyId) -> PResult<OpId> {
        let raw: &'s str = &self.text()[1..self.text().len() - 1];
        // Op names rarely have escapes: borrow the source unless they do.
        let name_str: std::borrow::Cow<'s, str> = if raw.contains('\\') {
            String::from_utf8_lossy(&crate::lexer::unescape(raw.as_bytes()))
                .into_owned()
                .into()
        } else {
            raw.into()
        };
        if name_str.is_empty() {
            return Err(self.error_here("empty operation name is invalid"));
        }
        let name_at = self.pos();
        self.bump();
        let def = self.new_op_name_check(&name_str, self.pos())?;
        let name = self.ctx.sym(&name_str);
        // Operands.
        self.expect(Tok::LParen, "'(' to start operand list")?;
        let mut uses = Vec::new();
        if self.kind() != Tok::RParen {
            loop {
                uses.push(self.parse_value_use()?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RParen, "')' to end operand list")?;
        // Successors.
        let mut successors = Vec::new();
        if self.eat(Tok::LSquare) {
            loop {
                if self.kind() != Tok::CaretIdent {
                    return Err(self.error_here("expected block name"));
                }
                let n: &'s str = &self.text()[1..];
                let at = self.pos();
                self.bump();
                successors.push(self.block_ref(n, at));
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RSquare, "']' to end successor list")?;
        }
        // Properties.
        let mut props = None;
        if self.eat(Tok::Less) {
            let a = self.parse_attribute(None)?;
            props = Some(a);
            self.expect(Tok::Greater, "'>' to close properties")?;
        }
        // Regions.
        let isolated = def.is_some_and(|d| d.has(traits::ISOLATED_FROM_ABOVE));
        let region_body = if isolated {
            self.ir.new_body(None)
        } else {
            body
        };
        let mut regions = Vec::new();
        if self.eat(Tok::LParen) {
            loop {
                let deferrable = def.is_some_and(|d| super::deferred::region_deferrable(d.name));
                let r = self.parse_region(region_body, isolated, deferrable, &[])?;
                regions.push(r);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RParen, "')' to end region list")?;
        }
        // Attributes.
        let mut attrs = Vec::new();
        if self.kind() == Tok::LBrace {
            attrs = self.parse_attr_dict_entries()?;
        }
        // Type.
        self.expect(Tok::Colon, "':' followed by operation type")?;
        let type_at = self.pos();
        let fty = self.parse_type()?;
        let Some((ins, outs)) = self
            .ctx
            .function_signature(fty)
            .map(|(a, b)| (a.to_vec(), b.to_vec()))
        else {
            return Err(self.error_at(type_at, "expected function type"));
        };
        if ins.len() != uses.len() {
            return Err(self.error_at(
                type_at,
                &format!(
                    "expected {} operand type{} but had {}",
                    uses.len(),
                    if uses.len() == 1 { "" } else { "s" },
                    ins.len()
                ),
            ));
        }
        let mut operands = Vec::with_capacity(uses.len());
        for (u, t) in uses.into_iter().zip(ins) {
            operands.push(self.resolve(u, t)?);
        }
        let props = self.convert_properties(def, props, name_at)?;
        let attrs = self.convert_segment_sizes(def, props, attrs, name_at)?;
        // Inherent attributes given in the attribute dictionary move into properties;
        // properties with a default value get it when left out.
        let (props, attrs) = self.split_inherent(def, props, attrs);
        let props = self.fill_default_props(def, props);
        let attrs = self.ctx.dict_attr(attrs);
        let loc = self.loc_attr(name_at);
        let op = self.ir.body_mut(body).create_op(OpState {
            name,
            def,
            operands,
            result_types: outs,
            successors,
            props,
            attrs,
            loc,
        });
        self.attach_regions(body, op, region_body, isolated, &regions);
        Ok(op)
    }

    /// The properties of a registered op as ODS's `setPropertiesFromAttr` takes them:
    /// names the op does not declare are dropped, and an op without properties
    /// accepts none, not even an empty dictionary. (An unregistered op keeps its
    /// properties as given.)
    ///
    /// ```mlir
    /// %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<none>, tag = 1}> : ...
    /// // reads as: %0 = arith.addi %a, %b : i32
    /// "func.return"() <{}> : () -> ()
    /// // error: invalid properties {} for op func.return: this operation does not
    /// //        support properties
    /// ```
    fn convert_properties(
        &mut self,
        def: Option<&'static OpDef>,
        props: Option<Attr>,
        at: u32,
    ) -> PResult<Option<Attr>> {
        let (Some(def), Some(given)) = (def, props) else {
            return Ok(props);
        };
        if def.inherent.is_empty() && def.counts.operand_segments == 0 {
            let text = crate::printer::attr_to_string(self.ctx, given);
            let msg = format!(
                "invalid properties {text} for op {}: this operation does not support properties",
                def.name
            );
            return Err(self.error_at(at, &msg));
        }
        let ctx = self.ctx;
        let AttrKind::Dict(entries) = ctx.attr_kind(given) else {
            return Ok(props);
        };
        let dialect = def.name.split_once('.').and_then(|(d, _)| ctx.dialect(d));
        if let Some(dialect) = dialect {
            for &name in def.inherent {
                let Some(kind) = dialect.prop_kind(def.name, name) else {
                    continue;
                };
                let Some(&(_, value)) = entries.iter().find(|(n, _)| ctx.str(*n) == name) else {
                    continue;
                };
                if !prop_kind_holds(ctx, kind, value) {
                    let text = crate::printer::attr_to_string(ctx, given);
                    let msg = format!(
                        "invalid properties {text} for op {}: Invalid attribute `{name}` in property conversion: {}",
                        def.name,
                        crate::printer::attr_to_string(ctx, value)
                    );
                    return Err(self.error_at(at, &msg));
                }
            }
        }
        let declared = |n: &crate::attrs::Sym| {
            let n = ctx.str(*n);
            def.inherent.contains(&n)
                || (n == "operandSegmentSizes" && def.counts.operand_segments > 0)
        };
        if entries.iter().all(|(n, _)| declared(n)) {
            return Ok(props);
        }
        let kept: Vec<NamedAttr> = entries
            .iter()
            .filter(|(n, _)| declared(n))
            .copied()
            .collect();
        Ok(Some(ctx.dict_attr(kept)))
    }

    /// The operand segment sizes of an `AttrSizedOperandSegments` op, converted as
    /// ODS's `setPropertiesFromAttr` converts them. In the properties, an
    /// `operandSegmentSizes` that is not an `array<i32: ...>` with one size per operand
    /// group is an error:
    ///
    /// ```mlir
    /// "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 1>}> : (index) -> memref<?xf32>
    /// // error: invalid properties {operandSegmentSizes = array<i32: 1>} for op
    /// //        memref.alloc: size mismatch in attribute conversion: 1 vs 2
    /// ```
    ///
    /// Spelled in the attribute dictionary instead (with no properties given), such a
    /// value does not convert and the sizes stay all zero, which the op's verifier then
    /// reports against its operand count.
    fn convert_segment_sizes(
        &mut self,
        def: Option<&'static OpDef>,
        props: Option<Attr>,
        mut attrs: Vec<NamedAttr>,
        at: u32,
    ) -> PResult<Vec<NamedAttr>> {
        let Some(def) = def.filter(|d| d.counts.operand_segments > 0) else {
            return Ok(attrs);
        };
        let want = def.counts.operand_segments as usize;
        let ctx = self.ctx;
        let key = ctx.static_sym("operandSegmentSizes");
        let i32_sizes = |a: Attr| match ctx.attr_kind(a) {
            AttrKind::DenseArray { elem, values } => matches!(
                ctx.type_kind(*elem),
                crate::types::TypeKind::Integer { width: 32, .. }
            )
            .then_some(values.len()),
            _ => None,
        };
        let Some(props) = props else {
            if let Some(entry) = attrs.iter_mut().find(|(n, _)| *n == key)
                && i32_sizes(entry.1) != Some(want)
            {
                entry.1 = ctx.attr(AttrKind::DenseArray {
                    elem: ctx.int_type(32),
                    values: vec![0; want],
                });
            }
            return Ok(attrs);
        };
        let seg = match ctx.attr_kind(props) {
            AttrKind::Dict(entries) => entries.iter().find(|(n, _)| *n == key).map(|e| e.1),
            _ => None,
        };
        let problem = match seg.map(i32_sizes) {
            None => return Ok(attrs),
            Some(Some(n)) if n == want => return Ok(attrs),
            Some(Some(n)) => format!("size mismatch in attribute conversion: {n} vs {want}"),
            Some(None) => "expected DenseI32ArrayAttr for key `value`".to_string(),
        };
        let text = crate::printer::attr_to_string(ctx, props);
        let msg = format!("invalid properties {text} for op {}: {problem}", def.name);
        Err(self.error_at(at, &msg))
    }

    fn split_inherent(
        &mut self,
        def: Option<&'static OpDef>,
        props: Option<Attr>,
        attrs: Vec<NamedAttr>,
    ) -> (Option<Attr>, Vec<NamedAttr>) {
        let Some(def) = def else {
            return (props, attrs);
        };
        if def.inherent.is_empty() {
            return (props, attrs);
        }
        // The segment sizes' pre-properties spellings are still read as the inherent
        // attribute, as ODS's generated `setPropertiesFromAttr` does.
        let attrs: Vec<NamedAttr> = attrs
            .into_iter()
            .map(|(n, a)| {
                let modern = match self.ctx.str(n) {
                    "operand_segment_sizes" => "operandSegmentSizes",
                    "result_segment_sizes" => "resultSegmentSizes",
                    _ => return (n, a),
                };
                if def.inherent.contains(&modern) {
                    (self.ctx.sym(modern), a)
                } else {
                    (n, a)
                }
            })
            .collect();
        let (inh, rest): (Vec<NamedAttr>, Vec<NamedAttr>) = attrs
            .into_iter()
            .partition(|(n, _)| def.inherent.contains(&self.ctx.str(*n)));
        if inh.is_empty() {
            return (props, rest);
        }
        let mut entries = match props.map(|p| self.ctx.attr_kind(p).clone()) {
            Some(AttrKind::Dict(e)) => e,
            _ => Vec::new(),
        };
        for (n, a) in inh {
            if !entries.iter().any(|(m, _)| *m == n) {
                entries.push((n, a));
            }
        }
        (Some(self.ctx.dict_attr(entries)), rest)
    }

    fn fill_default_props(
        &mut self,
        def: Option<&'static OpDef>,
        props: Option<Attr>,
    ) -> Option<Attr> {
        let Some(def) = def.filter(|d| !d.default_props.is_empty()) else {
            return props;
        };
        let mut entries = match props.map(|p| self.ctx.attr_kind(p).clone()) {
            Some(AttrKind::Dict(e)) => e,
            Some(_) => return props,
            None => Vec::new(),
        };
        let before = entries.len();
        for &(name, text) in def.default_props {
            let n = self.ctx.sym(name);
            if !entries.iter().any(|(m, _)| *m == n) {
                // `false` is the builtin boolean (an unset `UnitProp` prints as
                // `name = false`); anything else is a dialect attribute's text.
                let a = if text == "false" {
                    self.ctx.int_attr(self.ctx.int_type(1), 0)
                } else {
                    self.ctx.attr(AttrKind::Opaque(text.to_string()))
                };
                entries.push((n, a));
            }
        }
        if entries.len() == before {
            return props;
        }
        Some(self.ctx.dict_attr(entries))
    }

    pub(crate) fn attach_regions(
        &mut self,
        body: BodyId,
        op: OpId,
        region_body: BodyId,
        isolated: bool,
        regions: &[RegionId],
    ) {
        if isolated {
            self.ir.body_mut(region_body).owner = Some((body, op));
            self.ir
                .body_mut(body)
                .op_mut(op)
                .set_nested(Some(region_body));
        } else {
            for &r in regions {
                self.ir.body_mut(body).regions[r.index()].parent = Some(op);
            }
        }
        self.ir
            .body_mut(body)
            .op_mut(op)
            .set_regions(regions.iter().copied());
    }

    /// Parses `{ blocks }` into a new region of `body`. `entry_args` are arguments given
    /// outside the region (custom forms such as `func.func`). An isolated region of an
    /// op whose regions may be parsed out of order (`deferrable`) is skipped and parsed
    /// later when the parser defers regions (see [`super::deferred`]).
    pub(crate) fn parse_region(
        &mut self,
        body: BodyId,
        isolated: bool,
        deferrable: bool,
        entry_args: &[(UnresolvedValue<'s>, Type, Option<Attr>)],
    ) -> PResult<RegionId> {
        if isolated
            && deferrable
            && self.defer_regions
            && let Some(region) = self.defer_region(body, entry_args)
        {
            return Ok(region);
        }
        if isolated {
            let region = self.ir.body_mut(body).create_region(None);
            return self
                .parse_isolated_region_into(body, region, entry_args)
                .map(|()| region);
        }
        self.expect(Tok::LBrace, "'{' to begin a region")?;
        let region = self.ir.body_mut(body).create_region(None);
        self.push_region_frame();
        self.push_block_scope();
        let mut res = self.parse_region_body(body, region, entry_args);
        if res.is_ok() {
            res = self.pop_block_scope();
        } else {
            self.block_scopes.pop();
        }
        self.pop_region_frame();
        res.map(|_| region)
    }

    /// Parses `{ blocks }` into `region` of `body` with a fresh (isolated) name scope.
    pub(crate) fn parse_isolated_region_into(
        &mut self,
        body: BodyId,
        region: RegionId,
        entry_args: &[(UnresolvedValue<'s>, Type, Option<Attr>)],
    ) -> PResult<()> {
        self.expect(Tok::LBrace, "'{' to begin a region")?;
        self.push_isolated(body);
        self.push_block_scope();
        let mut res = self.parse_region_body(body, region, entry_args);
        if res.is_ok() {
            res = self.pop_block_scope();
        } else {
            self.block_scopes.pop();
        }
        if res.is_err() {
            // Parsing stops at the first error: names left unresolved are not reported.
            self.scopes.pop();
            return res;
        }
        self.pop_isolated();
        // The body is complete: give back the arenas' growth slack (a third of the
        // IR's memory on large inputs).
        self.ir.body_mut(body).shrink_to_fit();
        Ok(())
    }

    pub(super) fn parse_region_body(
        &mut self,
        body: BodyId,
        region: RegionId,
        entry_args: &[(UnresolvedValue<'s>, Type, Option<Attr>)],
    ) -> PResult<()> {
        if self.eat(Tok::RBrace) {
            // `{}` with arguments given outside still gets its entry block (MLIR creates
            // it; the verifier then reports the missing terminator).
            if !entry_args.is_empty() {
                let b = self.ir.body_mut(body).create_block();
                self.ir.body_mut(body).append_block(region, b);
                for (u, t, loc) in entry_args {
                    let loc = loc.unwrap_or_else(|| self.loc_attr(u.at));
                    self.check_entry_arg_name(u.name, u.number, u.at)?;
                    let v = self.ir.body_mut(body).add_block_arg(b, *t, Some(loc));
                    self.define_value(u.name, u.number, v, u.at)?;
                }
            }
            return Ok(());
        }
        // Entry block: implicit unless it starts with a label.
        let mut block = if self.kind() == Tok::CaretIdent {
            if !entry_args.is_empty() {
                let at = self.pos();
                return Err(self.error_at(at, "invalid block name in region with named arguments"));
            }
            None
        } else {
            let b = self.ir.body_mut(body).create_block();
            self.ir.body_mut(body).append_block(region, b);
            for (u, t, loc) in entry_args {
                // An argument without `loc(...)` is located at its name.
                let loc = loc.unwrap_or_else(|| self.loc_attr(u.at));
                self.check_entry_arg_name(u.name, u.number, u.at)?;
                let v = self.ir.body_mut(body).add_block_arg(b, *t, Some(loc));
                self.define_value(u.name, u.number, v, u.at)?;
            }
            Some(b)
        };
        loop {
            match self.kind() {
                Tok::RBrace => {
                    self.bump();
                    return Ok(());
                }
                Tok::CaretIdent => {
                    let b = self.parse_block_label(body)?;
                    self.ir.body_mut(body).append_block(region, b);
                    block = Some(b);
                }
                // MLIR tries to parse an op at the end of the input.
                Tok::Eof => return Err(self.error_here("expected operation name in quotes")),
                _ => {
                    let Some(b) = block else {
                        return Err(self.error_here("expected block name"));
                    };
                    if self.jump.is_some() && self.take_jump(body, region, b) {
                        continue;
                    }
                    self.parse_operation(body, b)?;
                    if self.trail.is_some() {
                        self.release_behind();
                    }
                    if self.stream.is_some() {
                        self.dispatch_deferred();
                    }
                }
            }
        }
    }

    fn parse_block_label(&mut self, body: BodyId) -> PResult<BlockId> {
        let at = self.pos();
        let n: &'s str = &self.text()[1..];
        self.bump();
        let b = self.block_def(n, at)?;
        if self.eat(Tok::LParen) && !self.eat(Tok::RParen) {
            loop {
                let u = self.parse_value_use()?;
                self.expect(Tok::Colon, "':' and type for SSA operand")?;
                let t = self.parse_type()?;
                let loc = self.parse_trailing_loc()?;
                let at_loc = self.loc_attr(u.at);
                let v = self.ir.body_mut(body).add_block_arg(b, t, Some(at_loc));
                self.apply_arg_loc(loc, body, v);
                self.define_value(u.name, u.number, v, u.at)?;
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RParen, "')' to end argument list")?;
        }
        self.expect(Tok::Colon, "':' after block name")?;
        Ok(b)
    }

    fn parse_custom_op(&mut self, body: BodyId, num_bound: usize) -> PResult<OpId> {
        let at = self.pos();
        let written = self.text();
        // Unprefixed names resolve through the enclosing op's default dialect
        // (`func` inside a function, `builtin` at the top level), then `builtin`.
        let default = self.default_dialects.last().copied().unwrap_or("builtin");
        let lookup = |p: &Self, n: &str| p.ctx.lookup_sym(n).and_then(|s| p.ctx.op_def(s));
        let cached = self.op_names.get(written).copied();
        let mut def = match cached {
            Some((_, d)) => Some(d),
            None => lookup(self, written),
        };
        if cached.is_none()
            && let Some(d) = def
        {
            self.op_names.insert(written, (self.ctx.sym(d.name), d));
        }
        // A name without a dialect prefix (or with an empty op name, `func.`) is tried
        // in the default dialect, as MLIR's `parseCustomOperationName` does.
        let unprefixed = written.split_once('.').is_none_or(|(_, op)| op.is_empty());
        if def.is_none() && unprefixed {
            def = lookup(self, &format!("{default}.{written}"));
        }
        let def = match def {
            Some(d) => d,
            None => {
                let name = written.to_string();
                // MLIR consumes the name before finding it unknown: a lexer error in
                // the token after it is what gets reported (`emit`, `error_at`).
                self.bump();
                let (dialect, tried) = match name.split_once('.') {
                    Some((dialect, _)) if !unprefixed => (dialect, String::new()),
                    _ => (default, format!(" (tried '{default}.{name}' as well)")),
                };
                if self.ctx.dialect(dialect).is_some() {
                    let msg = format!("custom op '{name}' is unknown{tried}");
                    return Err(self.error_at(at, &msg));
                }
                let msg = format!("Dialect `{dialect}' not found for custom op '{name}' {tried}");
                let known = self.ctx.dialect_names();
                let note = format!(
                    "Available dialects: {} ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
                    known.join(", ")
                );
                let loc = Some(self.file_loc(at));
                return Err(self
                    .emit(crate::diag::Diagnostic::error(loc.clone(), msg).with_note(loc, note)));
            }
        };
        let Some(parse) = def.parse else {
            return Err(self.error_at(
                at,
                &format!(
                    "custom assembly of '{}' is not supported yet by rmlir; write it in the generic form",
                    def.name
                ),
            ));
        };
        self.bump();
        let isolated = def.has(traits::ISOLATED_FROM_ABOVE);
        let region_body = if isolated {
            self.ir.new_body(None)
        } else {
            body
        };
        self.default_dialects.push(def.default_dialect());
        let mut op_parser = OpParser {
            p: self,
            def,
            region_body,
            build: OpBuild::default(),
            num_results_bound: num_bound,
            name_at: at,
        };
        let r = parse(&mut op_parser);
        let build = std::mem::take(&mut op_parser.build);
        self.default_dialects.pop();
        r?;
        let name = match cached {
            Some((sym, _)) => sym,
            None => self.ctx.sym(def.name),
        };
        let mut build = build;
        let props = if build.props.is_empty() {
            None
        } else {
            Some(self.ctx.dict_attr_of(&mut build.props))
        };
        let attrs = self.ctx.dict_attr_of(&mut build.attrs);
        let loc = self.loc_attr(at);
        let op = self.ir.body_mut(body).create_op_ref(OpStateRef {
            name,
            def: Some(def),
            operands: &build.operands,
            result_types: &build.result_types,
            successors: &build.successors,
            props,
            attrs,
            loc,
        });
        self.attach_regions(body, op, region_body, isolated, &build.regions);
        Ok(op)
    }

    /// `{a = 1, b}` as a list of named attributes (duplicates rejected).
    pub fn parse_attr_dict_entries(&mut self) -> PResult<Vec<NamedAttr>> {
        self.expect(Tok::LBrace, "'{' in attribute dictionary")?;
        let mut out: Vec<NamedAttr> = Vec::new();
        if self.eat(Tok::RBrace) {
            return Ok(out);
        }
        loop {
            let at = self.pos();
            let name: std::borrow::Cow<str> = match self.kind() {
                Tok::BareIdent => self.text().into(),
                Tok::String => {
                    let raw = &self.text()[1..self.text().len() - 1];
                    String::from_utf8_lossy(&crate::lexer::unescape(raw.as_bytes()))
                        .into_owned()
                        .into()
                }
                _ => return Err(self.error_here("expected attribute name")),
            };
            if name.is_empty() {
                return Err(self.error_here("expected valid attribute name"));
            }
            self.bump();
            let n = self.ctx.sym(&name);
            if out.iter().any(|(m, _)| *m == n) {
                return Err(self.error_at(
                    at,
                    &format!("duplicate key '{name}' in dictionary attribute"),
                ));
            }
            let v = if self.eat(Tok::Equal) {
                self.parse_attribute(None)?
            } else {
                self.ctx.unit_attr()
            };
            out.push((n, v));
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RBrace, "'}' in attribute dictionary")?;
        Ok(out)
    }
}

impl<'s> OpParser<'_, 's, '_> {
    /// Reports `custom op 'name' msg` at `at`, as MLIR's `OpAsmParser::emitError` does.
    pub fn emit_error(&mut self, at: u32, msg: &str) -> Reported {
        let m = format!("custom op '{}' {msg}", self.def.name);
        self.p.error_at(at, &m)
    }

    /// Requires the bare keyword `kw`: `custom op 'name' expected 'kw'` at the current
    /// token otherwise (MLIR's `OpAsmParser::parseKeyword`).
    ///
    /// ```mlir
    /// scf.for %i = %a xo %b step %c { }
    /// // error: custom op 'scf.for' expected 'to'   (at `xo`)
    /// ```
    pub fn expect_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.p.eat_keyword(kw) {
            return Ok(());
        }
        let at = self.p.pos();
        Err(self.emit_error(at, &format!("expected '{kw}'")))
    }

    /// A location attribute for the op name (for ops the parser creates implicitly).
    pub fn name_loc(&mut self) -> Attr {
        let at = self.name_at;
        self.p.loc_attr(at)
    }

    /// Parses a region of this op; `entry_args` become the entry block's arguments.
    pub fn parse_region(
        &mut self,
        entry_args: &[(UnresolvedValue<'s>, Type, Option<Attr>)],
    ) -> PResult<RegionId> {
        let isolated = self.def.has(traits::ISOLATED_FROM_ABOVE);
        let deferrable = super::deferred::region_deferrable(self.def.name);
        let r = self
            .p
            .parse_region(self.region_body, isolated, deferrable, entry_args)?;
        self.build.regions.push(r);
        Ok(r)
    }

    /// Whether region `r` of this op has blocks, or will have once parsed: its parse
    /// may be deferred to run in parallel (see `parser::deferred`).
    pub fn region_has_blocks(&self, r: RegionId) -> bool {
        self.p.ir.body(self.region_body).entry_block(r).is_some()
            || self.p.is_deferred(self.region_body, r)
    }

    /// Adds an empty region.
    pub fn add_empty_region(&mut self) {
        let r = self.p.ir.body_mut(self.region_body).create_region(None);
        self.build.regions.push(r);
    }

    /// `attributes {...}` or a plain `{...}` attribute dictionary, merged into the op.
    pub fn parse_optional_attr_dict(&mut self) -> PResult<()> {
        if self.p.kind() == Tok::LBrace {
            let entries = self.p.parse_attr_dict_entries()?;
            self.add_attrs(entries);
        }
        Ok(())
    }

    /// Adds attributes, routing inherent ones to properties.
    pub fn add_attrs(&mut self, entries: Vec<NamedAttr>) {
        for (n, a) in entries {
            if self.def.inherent.contains(&self.p.ctx.str(n)) {
                self.build.props.push((n, a));
            } else {
                self.build.attrs.push((n, a));
            }
        }
    }

    /// Sets an inherent attribute.
    pub fn set_prop(&mut self, name: &'static str, a: Attr) {
        let n = self.p.ctx.static_sym(name);
        self.build.props.push((n, a));
    }

    /// Parses `%a, %b` (possibly empty) as unresolved uses.
    pub fn parse_operand_list(&mut self) -> PResult<SmallVec<[UnresolvedValue<'s>; 4]>> {
        let mut out = SmallVec::new();
        if self.p.kind() != Tok::PercentIdent {
            return Ok(out);
        }
        loop {
            out.push(self.p.parse_value_use()?);
            if !self.p.eat(Tok::Comma) {
                break;
            }
        }
        Ok(out)
    }

    /// Parses `type, type` (possibly empty, stopping at a token that cannot start a type).
    pub fn parse_type_list(&mut self) -> PResult<SmallVec<[Type; 4]>> {
        let mut out = smallvec::smallvec![self.p.parse_type()?];
        while self.p.eat(Tok::Comma) {
            out.push(self.p.parse_type()?);
        }
        Ok(out)
    }

    /// Resolves every use against one type and appends the values as operands.
    pub fn resolve_all(&mut self, uses: &[UnresolvedValue<'s>], ty: Type) -> PResult<()> {
        for &u in uses {
            let v = self.p.resolve(u, ty)?;
            self.build.operands.push(v);
        }
        Ok(())
    }

    /// Resolves one use against a type and appends the value as an operand.
    pub fn resolve_one(&mut self, u: UnresolvedValue<'s>, ty: Type) -> PResult<ValueId> {
        let v = self.p.resolve(u, ty)?;
        self.build.operands.push(v);
        Ok(v)
    }

    /// `(%a, %b)` or `[%a, %b]`: a possibly empty operand list between `open` and
    /// `close` (MLIR's `parseOperandList` with a delimiter).
    pub fn parse_delimited_operands(
        &mut self,
        open: Tok,
        close: Tok,
    ) -> PResult<SmallVec<[UnresolvedValue<'s>; 4]>> {
        let (o, c) = match open {
            Tok::LSquare => ("'['", "']'"),
            _ => ("'('", "')'"),
        };
        self.p.expect(open, o)?;
        let uses = self.parse_operand_list()?;
        self.p.expect(close, c)?;
        Ok(uses)
    }

    /// Resolves uses against types, reporting a count mismatch at `at`.
    pub fn resolve_operands(
        &mut self,
        uses: &[UnresolvedValue<'s>],
        types: &[Type],
        at: u32,
    ) -> PResult<()> {
        if uses.len() != types.len() {
            return Err(self.p.error_at(
                at,
                &format!(
                    "{} operands present, but expected {}",
                    uses.len(),
                    types.len()
                ),
            ));
        }
        for (u, &t) in uses.iter().zip(types) {
            let v = self.p.resolve(*u, t)?;
            self.build.operands.push(v);
        }
        Ok(())
    }
}

/// Whether `a` is of the property kind `kind` (the cast ODS's property conversion
/// makes).
fn prop_kind_holds(ctx: &crate::Context, kind: crate::opdef::PropKind, a: Attr) -> bool {
    use crate::opdef::PropKind as P;
    use crate::types::TypeKind;
    let int_width = |ty: crate::types::Type| match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    };
    let signless_width = |ty: crate::types::Type| match ctx.type_kind(ty) {
        TypeKind::Integer {
            width,
            signedness: crate::types::Signedness::Signless,
        } => Some(*width),
        _ => None,
    };
    match (kind, ctx.attr_kind(a)) {
        (P::Unit, AttrKind::Unit) => true,
        (P::Bool, AttrKind::Integer { ty, .. }) => signless_width(*ty) == Some(1),
        (P::Integer, AttrKind::Integer { .. }) => true,
        (P::IntegerOfWidth(w), AttrKind::Integer { ty, .. }) => signless_width(*ty) == Some(w),
        (P::String, AttrKind::String { .. }) => true,
        (P::FlatSymbolRef, AttrKind::SymbolRef { nested, .. }) => nested.is_empty(),
        (P::Type, AttrKind::Type(_)) => true,
        (P::Array, AttrKind::Array(_)) => true,
        (P::AffineMap, AttrKind::AffineMap(_)) => true,
        (P::IntegerSet, AttrKind::IntegerSet(_)) => true,
        (P::DenseI64Array, AttrKind::DenseArray { elem, .. }) => int_width(*elem) == Some(64),
        (P::DenseI32Array, AttrKind::DenseArray { elem, .. }) => int_width(*elem) == Some(32),
        (P::DenseIntElements, AttrKind::DenseElements { ty, .. }) => {
            let elem = match ctx.type_kind(*ty) {
                TypeKind::RankedTensor { elem, .. } | TypeKind::Vector { elem, .. } => Some(*elem),
                _ => None,
            };
            elem.is_some_and(|e| {
                matches!(ctx.type_kind(e), TypeKind::Integer { .. } | TypeKind::Index)
            })
        }
        (
            P::Typed,
            AttrKind::Integer { .. }
            | AttrKind::Float { .. }
            | AttrKind::String { .. }
            | AttrKind::DenseElements { .. }
            | AttrKind::DenseResource { .. }
            | AttrKind::Sparse { .. },
        ) => true,
        (P::Dialect(spellings), AttrKind::Opaque(text)) => {
            spellings.iter().any(|s| text.starts_with(s))
        }
        _ => false,
    }
}

/// Whether a bare identifier is what MLIR's lexer takes for an integer type (`i`, `si`
/// or `ui` followed by digits only).
fn is_int_type_name(text: &str) -> bool {
    let digits = text
        .strip_prefix("si")
        .or_else(|| text.strip_prefix("ui"))
        .or_else(|| text.strip_prefix('i'));
    digits.is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
}

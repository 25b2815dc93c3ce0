//! The `func` dialect: `func.func` (function-like custom form with visibility,
//! argument/result attributes and external declarations), `func.return`, `func.call`,
//! `func.call_indirect` and `func.constant`, with upstream's verifier messages.

mod call;
pub mod canonicalize;

use crate::asm_util::custom_error;
use rmlir_ir::attrs::NamedAttr;
use rmlir_ir::interfaces::Interfaces;
use rmlir_ir::lexer::Tok;
use rmlir_ir::op_counts::Count::{AtLeast, Exactly};
use rmlir_ir::opdef::{Dialect, OpDef, traits::*};
use rmlir_ir::parser::OpParser;
use rmlir_ir::printer::{Printer, write_symbol};
use rmlir_ir::verifier::{EntryAttr, VerifyCx, attr_constraint};
use rmlir_ir::{Attr, AttrKind, OpRef, PResult, Type, TypeKind};
use rustc_hash::FxHashMap;

/// Inherent and discardable attributes of an op merged in name order.
pub fn merged_attrs(p: &Printer<'_>, op: OpRef) -> Vec<NamedAttr> {
    rmlir_ir::ir::merged_attrs(p.ctx, p.ir, op)
}

use rmlir_ir::ir::op_attr as prop;

/// Symbol names defined directly in a symbol table's region must be unique.
pub fn symbol_uniqueness(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let d = cx.ir.body(op.0).op(op.1);
    let rb = d.nested().unwrap_or(op.0);
    let mut seen: FxHashMap<&[u8], OpRef> = FxHashMap::default();
    for &r in d.regions() {
        let body = cx.ir.body(rb);
        for blk in body.region_blocks(r) {
            for o in body.block_ops(blk) {
                let Some(name) = prop(cx.ctx, cx.ir, (rb, o), "sym_name") else {
                    continue;
                };
                let Some(s) = cx.ctx.attr_str(name) else {
                    continue;
                };
                if let Some(prev) = seen.get(s) {
                    let prev_loc =
                        rmlir_ir::diag::resolve_loc(cx.ctx, cx.ir.body(prev.0).op(prev.1).loc);
                    let loc = rmlir_ir::diag::resolve_loc(cx.ctx, cx.ir.body(rb).op(o).loc);
                    let msg = format!(
                        "redefinition of symbol named '{}'",
                        String::from_utf8_lossy(s)
                    );
                    let current = rmlir_ir::verifier::current_op_note(cx.ctx, cx.ir, (rb, o));
                    return Err(cx.diags.emit(
                        rmlir_ir::Diagnostic::error(loc.clone(), msg)
                            .with_note(loc, current)
                            .with_note(prev_loc, "see existing symbol definition here"),
                    ));
                }
                seen.insert(s, (rb, o));
            }
        }
    }
    Ok(())
}

fn function_type(p: &Printer<'_>, op: OpRef) -> Option<(Vec<Type>, Vec<Type>)> {
    let ft = prop(p.ctx, p.ir, op, "function_type")?;
    let t = p.ctx.attr_type(ft)?;
    p.ctx
        .function_signature(t)
        .map(|(a, b)| (a.to_vec(), b.to_vec()))
}

fn dict_entries(ctx: &rmlir_ir::Context, a: Option<Attr>, i: usize) -> Vec<NamedAttr> {
    let Some(a) = a else { return Vec::new() };
    let AttrKind::Array(es) = ctx.attr_kind(a) else {
        return Vec::new();
    };
    match es.get(i).map(|&e| ctx.attr_kind(e)) {
        Some(AttrKind::Dict(d)) => d.clone(),
        _ => Vec::new(),
    }
}

/// `func.func [visibility] @name(%arg0: t {attrs}, ...) -> (t {attrs}) attributes {...}
/// { body }`; without a body the arguments are types only.
///
/// ```mlir
/// func.func private @ext(i32, f32 {a}) -> i1
/// func.func @f(%arg0: i32) -> i32 attributes {z = 1 : i64} {
///   return %arg0 : i32
/// }
/// ```
fn parse_func(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    if p.p.kind() == Tok::BareIdent {
        let v = p.p.text().to_string();
        if matches!(v.as_str(), "private" | "public" | "nested") {
            p.p.bump();
            let a = p.p.ctx.string_attr(&v);
            p.set_prop("sym_visibility", a);
        }
    }
    if p.p.kind() != Tok::AtIdent {
        let at = p.p.pos();
        return Err(p.emit_error(at, "expected valid '@'-identifier for symbol name"));
    }
    let name = p.p.symbol_name();
    p.p.bump();
    let a = p.p.ctx.string_attr(&name);
    p.set_prop("sym_name", a);
    // Arguments.
    p.p.expect(Tok::LParen, "'('")?;
    let mut args = Vec::new();
    let mut arg_types = Vec::new();
    let mut arg_attrs: Vec<Vec<NamedAttr>> = Vec::new();
    let mut named: Option<bool> = None;
    if !p.p.eat(Tok::RParen) {
        loop {
            let is_named = p.p.kind() == Tok::PercentIdent;
            match (named, is_named) {
                (Some(true), false) => {
                    let at = p.p.pos();
                    return Err(p.emit_error(at, "expected SSA identifier"));
                }
                (Some(false), true) => {
                    let at = p.p.pos();
                    return Err(p.emit_error(at, "expected type instead of SSA identifier"));
                }
                _ => {}
            }
            named = Some(is_named);
            let mut use_ = None;
            if is_named {
                use_ = Some(p.p.parse_value_use()?);
                p.p.expect(Tok::Colon, "':'")?;
            }
            let t = p.p.parse_type()?;
            let attrs = if p.p.kind() == Tok::LBrace {
                p.p.parse_attr_dict_entries()?
            } else {
                Vec::new()
            };
            let loc = p.p.parse_optional_location_specifier()?;
            if let Some(u) = use_ {
                args.push((u, t, loc));
            }
            arg_types.push(t);
            arg_attrs.push(attrs);
            if !p.p.eat(Tok::Comma) {
                break;
            }
        }
        p.p.expect(Tok::RParen, "')'")?;
    }
    // Results.
    let mut res_types = Vec::new();
    let mut res_attrs: Vec<Vec<NamedAttr>> = Vec::new();
    if p.p.eat(Tok::Arrow) {
        if p.p.eat(Tok::LParen) {
            if !p.p.eat(Tok::RParen) {
                loop {
                    res_types.push(p.p.parse_type()?);
                    res_attrs.push(if p.p.kind() == Tok::LBrace {
                        p.p.parse_attr_dict_entries()?
                    } else {
                        Vec::new()
                    });
                    if !p.p.eat(Tok::Comma) {
                        break;
                    }
                }
                p.p.expect(Tok::RParen, "')'")?;
            }
        } else {
            res_types.push(p.p.parse_non_function_type()?);
            res_attrs.push(Vec::new());
        }
    }
    let fty = p.p.ctx.function_type(arg_types, res_types);
    let fa = p.p.ctx.type_attr(fty);
    p.set_prop("function_type", fa);
    for (key, lists) in [("arg_attrs", arg_attrs), ("res_attrs", res_attrs)] {
        if lists.iter().any(|l| !l.is_empty()) {
            let dicts: Vec<Attr> = lists.into_iter().map(|l| p.p.ctx.dict_attr(l)).collect();
            let arr = p.p.ctx.attr(AttrKind::Array(dicts));
            p.set_prop(key, arr);
        }
    }
    let dict_at = p.p.pos();
    if p.p.eat_keyword("attributes") {
        if p.p.kind() != Tok::LBrace {
            return Err(p.p.error_here("expected '{' in attribute dictionary"));
        }
        let entries = p.p.parse_attr_dict_entries()?;
        // What the signature spells may not be given again.
        for inferred in ["sym_visibility", "sym_name", "function_type"] {
            if entries.iter().any(|(n, _)| p.p.ctx.str(*n) == inferred) {
                let msg = format!(
                    "'{inferred}' is an inferred attribute and should not be specified in the explicit attribute dictionary"
                );
                return Err(custom_error(p, dict_at, &msg));
            }
        }
        p.add_attrs(entries);
    }
    // Named arguments become the entry block's; with types only, the body may spell its
    // entry block (`^bb0(%a: f32):`). A declaration may name its arguments too.
    if p.p.kind() == Tok::LBrace {
        let at = p.p.pos();
        let r = p.parse_region(&args)?;
        if !p.region_has_blocks(r) {
            return Err(p.emit_error(at, "expected non-empty function body"));
        }
    } else {
        p.add_empty_region();
    }
    Ok(())
}

fn print_func(p: &mut Printer<'_>, op: OpRef) {
    p.out.push(' ');
    if let Some(v) = prop(p.ctx, p.ir, op, "sym_visibility").and_then(|a| p.ctx.attr_str(a)) {
        p.out.push_str(&String::from_utf8_lossy(v));
        p.out.push(' ');
    }
    if let Some(n) = prop(p.ctx, p.ir, op, "sym_name").and_then(|a| p.ctx.attr_str(a)) {
        write_symbol(&mut p.out, &String::from_utf8_lossy(n));
    }
    let (ins, outs) = function_type(p, op).unwrap_or_default();
    let arg_attrs = prop(p.ctx, p.ir, op, "arg_attrs");
    let res_attrs = prop(p.ctx, p.ir, op, "res_attrs");
    let d = p.ir.body(op.0).op(op.1);
    let rb = d.nested().unwrap_or(op.0);
    let region = d.regions().first().copied();
    let entry = region.and_then(|r| p.ir.body(rb).entry_block(r));
    p.out.push('(');
    for (i, &t) in ins.iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        let attrs = dict_entries(p.ctx, arg_attrs, i);
        match entry.and_then(|e| p.ir.body(rb).block_args(e).get(i).copied()) {
            Some(arg) => {
                p.value(rb, arg);
                p.out.push_str(": ");
                let at = p.ir.body(rb).value_type(arg);
                p.ty(at);
                // MLIR's alias pass does not visit the attributes of region arguments
                // (`printRegionArgument`), so they get no alias of their own.
                if !attrs.is_empty() && !p.is_recording() {
                    p.unrecorded(|p| {
                        p.out.push_str(" {");
                        p.ap.named_attrs(&mut p.out, &attrs);
                        p.out.push('}');
                    });
                }
                if p.opts.debuginfo
                    && let Some(l) = p.ir.body(rb).value(arg).loc()
                {
                    p.inline_loc(l);
                }
            }
            None => {
                p.ty(t);
                if !attrs.is_empty() {
                    p.out.push_str(" {");
                    p.ap.named_attrs(&mut p.out, &attrs);
                    p.out.push('}');
                }
            }
        }
    }
    p.out.push(')');
    if !outs.is_empty() {
        p.out.push_str(" -> ");
        let has_attrs = !dict_entries(p.ctx, res_attrs, 0).is_empty();
        let parens = outs.len() > 1
            || matches!(p.ctx.type_kind(outs[0]), TypeKind::Function { .. })
            || has_attrs;
        if parens {
            p.out.push('(');
        }
        for (i, &t) in outs.iter().enumerate() {
            if i > 0 {
                p.out.push_str(", ");
            }
            p.ty(t);
            let attrs = dict_entries(p.ctx, res_attrs, i);
            if !attrs.is_empty() {
                p.out.push_str(" {");
                p.ap.named_attrs(&mut p.out, &attrs);
                p.out.push('}');
            }
        }
        if parens {
            p.out.push(')');
        }
    }
    let elided = [
        "sym_name",
        "sym_visibility",
        "function_type",
        "arg_attrs",
        "res_attrs",
    ];
    let rest: Vec<_> = merged_attrs(p, op)
        .into_iter()
        .filter(|(n, _)| !elided.contains(&p.ctx.str(*n)))
        .collect();
    if !rest.is_empty() {
        p.out.push_str(" attributes {");
        p.ap.named_attrs(&mut p.out, &rest);
        p.out.push('}');
    }
    if let (Some(r), Some(_)) = (region, entry) {
        p.out.push(' ');
        p.region(rb, r, false, true, false);
    }
}

fn verify_func(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    rmlir_ir::verifier::required_attrs(cx, op, &["sym_name"])?;
    let ft = prop(cx.ctx, cx.ir, op, "function_type").and_then(|a| cx.ctx.attr_type(a));
    let Some((ins, outs)) = ft.and_then(|t| cx.ctx.function_signature(t)) else {
        return Err(cx.op_error(op, "requires attribute 'function_type'"));
    };
    let (ins, num_results) = (ins.to_vec(), outs.len());
    // ODS: the attribute lists are arrays of dictionaries.
    let ctx = cx.ctx;
    let dicts_of = |key| {
        prop(ctx, cx.ir, op, key).map(|a| match ctx.attr_kind(a) {
            AttrKind::Array(items) => items
                .iter()
                .map(|&d| match ctx.attr_kind(d) {
                    AttrKind::Dict(e) => Some(e.as_slice()),
                    _ => None,
                })
                .collect::<Option<Vec<_>>>(),
            _ => None,
        })
    };
    let lists = [dicts_of("arg_attrs"), dicts_of("res_attrs")];
    for (key, list) in ["arg_attrs", "res_attrs"].into_iter().zip(&lists) {
        if matches!(list, Some(None)) {
            return Err(attr_constraint(
                cx,
                op,
                key,
                true,
                "Array of dictionary attributes",
            ));
        }
    }
    // FunctionOpInterface: one dictionary of dialect attributes per argument / result.
    let counts = [("argument", ins.len()), ("result", num_results)];
    for ((what, count), list) in counts.into_iter().zip(&lists) {
        let Some(Some(dicts)) = list else {
            continue;
        };
        if dicts.len() != count {
            let msg = format!(
                "expects {what} attribute array to have the same number of elements as the number of function {what}s, got {}, but expected {count}",
                dicts.len()
            );
            return Err(cx.op_error(op, &msg));
        }
        // Each attribute is a dialect's, which checks it when registered.
        for (i, entries) in dicts.iter().enumerate() {
            for &attr in entries.iter() {
                if !ctx.str(attr.0).contains('.') {
                    let msg = format!("{what}s may only have dialect attributes");
                    return Err(cx.op_error(op, &msg));
                }
                let on = if what == "argument" {
                    EntryAttr::Argument
                } else {
                    EntryAttr::Result
                };
                rmlir_ir::verifier::region_entry_attr(cx, op, on, (0, i), attr)?;
            }
        }
    }
    let d = cx.ir.body(op.0).op(op.1);
    let rb = d.nested().unwrap_or(op.0);
    if let Some(e) = d
        .regions()
        .first()
        .and_then(|&r| cx.ir.body(rb).entry_block(r))
    {
        let args = cx.ir.body(rb).block_args(e).to_vec();
        if args.len() != ins.len() {
            return Err(cx.op_error(
                op,
                &format!(
                    "entry block must have {} arguments to match function signature",
                    ins.len()
                ),
            ));
        }
        for (i, (&a, &t)) in args.iter().zip(&ins).enumerate() {
            let at = cx.ir.body(rb).value_type(a);
            if at != t {
                let msg = format!(
                    "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                    rmlir_ir::printer::type_to_string(cx.ctx, at),
                    rmlir_ir::printer::type_to_string(cx.ctx, t)
                );
                return Err(cx.op_error(op, &msg));
            }
        }
    } else if prop(cx.ctx, cx.ir, op, "sym_visibility")
        .and_then(|a| cx.ctx.attr_str(a))
        .is_some_and(|v| v == b"public")
        || prop(cx.ctx, cx.ir, op, "sym_visibility").is_none()
    {
        return Err(cx.op_error(op, "symbol declaration cannot have public visibility"));
    }
    Ok(())
}

/// `return %a, %b : i32, i32`.
fn parse_return(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    p.parse_optional_attr_dict()?;
    let uses = p.parse_operand_list()?;
    let at = p.p.pos();
    let mut types = Default::default();
    if !uses.is_empty() {
        p.p.expect(Tok::Colon, "':'")?;
        types = p.parse_type_list()?;
    }
    p.resolve_operands(&uses, &types, at)
}

fn print_operands_and_types(p: &mut Printer<'_>, op: OpRef) {
    let body = p.ir.body(op.0);
    let vals: Vec<_> = body.operands(op.1).collect();
    if vals.is_empty() {
        return;
    }
    p.out.push(' ');
    for (i, &v) in vals.iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        p.value(op.0, v);
    }
    p.out.push_str(" : ");
    let tys: Vec<_> = vals
        .iter()
        .map(|&v| p.ir.body(op.0).value_type(v))
        .collect();
    p.ap.type_list(&mut p.out, &tys);
}

fn print_return(p: &mut Printer<'_>, op: OpRef) {
    let attrs = p.ir.body(op.0).op(op.1).attrs;
    p.attr_dict(attrs, &[]);
    print_operands_and_types(p, op);
}

fn verify_return(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let Some(parent) = cx.ir.parent_op(op) else {
        return Ok(());
    };
    let pd = cx.ir.body(parent.0).op(parent.1);
    if pd.def.map(|d| d.name) != Some("func.func") {
        let msg = "expects parent op 'func.func'";
        return Err(cx.op_error(op, msg));
    }
    let Some((_, outs)) = prop(cx.ctx, cx.ir, parent, "function_type")
        .and_then(|a| cx.ctx.attr_type(a))
        .and_then(|t| cx.ctx.function_signature(t))
    else {
        return Ok(());
    };
    let body = cx.ir.body(op.0);
    let fname = || {
        prop(cx.ctx, cx.ir, parent, "sym_name")
            .and_then(|a| cx.ctx.attr_str(a))
            .map(|s| String::from_utf8_lossy(s).into_owned())
            .unwrap_or_default()
    };
    if body.num_operands(op.1) != outs.len() {
        let msg = format!(
            "has {} operands, but enclosing function (@{}) returns {}",
            body.num_operands(op.1),
            fname(),
            outs.len()
        );
        return Err(cx.op_error(op, &msg));
    }
    let mismatch = body
        .operands(op.1)
        .zip(outs)
        .enumerate()
        .find(|&(_, (v, &t))| body.value_type(v) != t);
    if let Some((i, (v, &t))) = mismatch {
        // Reported without the op's name, as MLIR's `emitError` does.
        let msg = format!(
            "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{}",
            rmlir_ir::printer::type_to_string(cx.ctx, body.value_type(v)),
            rmlir_ir::printer::type_to_string(cx.ctx, t),
            fname()
        );
        return Err(rmlir_ir::verifier::plain_error(
            cx.ctx, cx.ir, cx.diags, op, &msg,
        ));
    }
    Ok(())
}

/// `func.call @f(%a) {attrs} : (i32) -> i32`.
fn parse_call(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    if p.p.kind() != Tok::AtIdent {
        return Err(p.p.error_here("expected attribute value"));
    }
    let callee = p.p.parse_attribute(None)?;
    p.set_prop("callee", callee);
    p.p.expect(Tok::LParen, "'('")?;
    let uses = p.parse_operand_list()?;
    p.p.expect(Tok::RParen, "')'")?;
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let at = p.p.pos();
    let t = p.p.parse_function_type()?;
    let (ins, outs) =
        p.p.ctx
            .function_signature(t)
            .map(|(a, b)| (a.to_vec(), b.to_vec()))
            .unwrap_or_default();
    p.resolve_operands(&uses, &ins, at)?;
    p.build.result_types = outs.into();
    Ok(())
}

fn print_signature(p: &mut Printer<'_>, op: OpRef, skip: usize) {
    let body = p.ir.body(op.0);
    let ins: Vec<Type> = body
        .operands(op.1)
        .skip(skip)
        .map(|v| body.value_type(v))
        .collect();
    let outs: Vec<Type> = body.results(op.1).map(|v| body.value_type(v)).collect();
    p.out.push('(');
    p.ap.type_list(&mut p.out, &ins);
    p.out.push_str(") -> ");
    p.ap.result_types(&mut p.out, &outs);
}

fn print_call(p: &mut Printer<'_>, op: OpRef) {
    p.out.push(' ');
    if let Some(c) = prop(p.ctx, p.ir, op, "callee") {
        p.ap.attr(&mut p.out, c, false);
    }
    p.out.push('(');
    let vals: Vec<_> = p.ir.body(op.0).operands(op.1).collect();
    for (i, &v) in vals.iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        p.value(op.0, v);
    }
    p.out.push(')');
    let rest: Vec<_> = merged_attrs(p, op)
        .into_iter()
        .filter(|(n, _)| p.ctx.str(*n) != "callee")
        .collect();
    if !rest.is_empty() {
        p.out.push_str(" {");
        p.ap.named_attrs(&mut p.out, &rest);
        p.out.push('}');
    }
    p.out.push_str(" : ");
    print_signature(p, op, 0);
}

fn verify_call(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let Some(callee) = prop(cx.ctx, cx.ir, op, "callee") else {
        return Err(cx.op_error(op, "requires attribute 'callee'"));
    };
    let flat = match cx.ctx.attr_kind(callee) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(*root),
        _ => None,
    };
    let Some(root) = flat else {
        let desc = "flat symbol reference attribute";
        return Err(attr_constraint(cx, op, "callee", true, desc));
    };
    let name = cx.ctx.str(root).to_string();
    let Some(table) = cx.symbol_table(op) else {
        return Ok(());
    };
    if !table.is_registered() {
        return Ok(());
    }
    let found = cx.lookup_symbol(table, name.as_bytes());
    let Some((fir, f)) = found else {
        let msg = format!("'{name}' does not reference a valid function");
        return Err(cx.op_error(op, &msg));
    };
    if fir.body(f.0).op(f.1).def.map(|d| d.name) != Some("func.func") {
        let msg = format!("'{name}' does not reference a valid function");
        return Err(cx.op_error(op, &msg));
    }
    let Some((ins, outs)) = prop(cx.ctx, fir, f, "function_type")
        .and_then(|a| cx.ctx.attr_type(a))
        .and_then(|t| cx.ctx.function_signature(t))
        .map(|(a, b)| (a.to_vec(), b.to_vec()))
    else {
        return Ok(());
    };
    let body = cx.ir.body(op.0);
    let args: Vec<Type> = body.operands(op.1).map(|v| body.value_type(v)).collect();
    let res: Vec<Type> = body.results(op.1).map(|v| body.value_type(v)).collect();
    if args.len() != ins.len() {
        return Err(cx.op_error(op, "incorrect number of operands for callee"));
    }
    for (i, (a, b)) in args.iter().zip(&ins).enumerate() {
        if a != b {
            let msg = format!(
                "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                rmlir_ir::printer::type_to_string(cx.ctx, *b),
                rmlir_ir::printer::type_to_string(cx.ctx, *a)
            );
            return Err(cx.op_error(op, &msg));
        }
    }
    if res.len() != outs.len() {
        return Err(cx.op_error(op, "incorrect number of results for callee"));
    }
    for (i, (a, b)) in res.iter().zip(&outs).enumerate() {
        if a != b {
            let list = |ts: &[Type]| {
                ts.iter()
                    .map(|&t| format!("'{}'", rmlir_ir::printer::type_to_string(cx.ctx, t)))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let loc = rmlir_ir::diag::resolve_loc(cx.ctx, cx.ir.body(op.0).op(op.1).loc);
            let d = rmlir_ir::Diagnostic::error(
                loc.clone(),
                format!("'func.call' op result type mismatch at index {i}"),
            )
            .with_note(loc.clone(), format!("op result types: {}", list(&res)))
            .with_note(
                loc.clone(),
                format!("function result types: {}", list(&outs)),
            )
            .with_note(loc, rmlir_ir::verifier::current_op_note(cx.ctx, cx.ir, op));
            return Err(cx.diags.emit(d));
        }
    }
    Ok(())
}

/// `func.call_indirect %f(%a) : (i32) -> i32`.
fn parse_call_indirect(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let callee = p.p.parse_value_use()?;
    p.p.expect(Tok::LParen, "'('")?;
    let uses = p.parse_operand_list()?;
    p.p.expect(Tok::RParen, "')'")?;
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let at = p.p.pos();
    let t = p.p.parse_function_type()?;
    let (ins, outs) =
        p.p.ctx
            .function_signature(t)
            .map(|(a, b)| (a.to_vec(), b.to_vec()))
            .unwrap_or_default();
    p.resolve_operands(&[callee], &[t], at)?;
    p.resolve_operands(&uses, &ins, at)?;
    p.build.result_types = outs.into();
    Ok(())
}

fn print_call_indirect(p: &mut Printer<'_>, op: OpRef) {
    let vals: Vec<_> = p.ir.body(op.0).operands(op.1).collect();
    p.out.push(' ');
    if let Some(&f) = vals.first() {
        p.value(op.0, f);
    }
    p.out.push('(');
    for (i, &v) in vals.iter().skip(1).enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        p.value(op.0, v);
    }
    p.out.push(')');
    let attrs = merged_attrs(p, op);
    if !attrs.is_empty() {
        p.out.push_str(" {");
        p.ap.named_attrs(&mut p.out, &attrs);
        p.out.push('}');
    }
    p.out.push_str(" : ");
    if let Some(&f) = vals.first() {
        let t = p.ir.body(op.0).value_type(f);
        p.ty(t);
    }
}

/// `%f = func.constant @f : (i32) -> i32` (attribute dictionary before the `:`).
fn parse_constant(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    let at = p.p.pos();
    let value = p.p.parse_attribute(None)?;
    if !matches!(p.p.ctx.attr_kind(value), AttrKind::SymbolRef { nested, .. } if nested.is_empty())
    {
        return Err(p.emit_error(at, "invalid kind of attribute specified"));
    }
    p.set_prop("value", value);
    p.parse_optional_attr_dict()?;
    p.p.expect(Tok::Colon, "':'")?;
    let t = p.p.parse_type()?;
    p.build.result_types = smallvec::smallvec![t];
    Ok(())
}

fn print_constant(p: &mut Printer<'_>, op: OpRef) {
    p.out.push(' ');
    if let Some(v) = prop(p.ctx, p.ir, op, "value") {
        p.ap.attr(&mut p.out, v, false);
    }
    let rest: Vec<_> = merged_attrs(p, op)
        .into_iter()
        .filter(|(n, _)| p.ctx.str(*n) != "value")
        .collect();
    if !rest.is_empty() {
        p.out.push_str(" {");
        p.ap.named_attrs(&mut p.out, &rest);
        p.out.push('}');
    }
    p.out.push_str(" : ");
    let t = p.ir.body(op.0).value_type(p.ir.body(op.0).result(op.1, 0));
    p.ty(t);
}

/// The result is named `%f` (MLIR's `ConstantOp::getAsmResultNames`).
fn constant_names(
    _: &rmlir_ir::Context,
    _: &rmlir_ir::Ir,
    _: OpRef,
    out: &mut rmlir_ir::opdef::NameHints,
) {
    out.push((0, "f"));
}

fn verify_constant(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let Some(value) = prop(cx.ctx, cx.ir, op, "value") else {
        return Err(cx.op_error(op, "requires attribute 'value'"));
    };
    let flat = match cx.ctx.attr_kind(value) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(*root),
        _ => None,
    };
    let Some(root) = flat else {
        let desc = "flat symbol reference attribute";
        return Err(attr_constraint(cx, op, "value", true, desc));
    };
    let name = cx.ctx.str(root).to_string();
    let Some(table) = cx.symbol_table(op) else {
        return Ok(());
    };
    let Some((fir, f)) = cx.lookup_symbol(table, name.as_bytes()) else {
        let msg = format!("reference to undefined function '{name}'");
        return Err(cx.op_error(op, &msg));
    };
    let fty = prop(cx.ctx, fir, f, "function_type").and_then(|a| cx.ctx.attr_type(a));
    let rty = cx
        .ir
        .body(op.0)
        .value_type(cx.ir.body(op.0).result(op.1, 0));
    if fty != Some(rty) {
        return Err(cx.op_error(op, "reference to function with mismatched type"));
    }
    Ok(())
}

static OPS: [OpDef; 5] = [
    OpDef {
        name: "func.func",
        traits: ISOLATED_FROM_ABOVE | SYMBOL | AUTOMATIC_ALLOCATION_SCOPE | AFFINE_SCOPE,
        inherent: &[
            "sym_name",
            "function_type",
            "sym_visibility",
            "arg_attrs",
            "res_attrs",
            "no_inline",
        ],
        verify: Some(verify_func),
        parse: Some(parse_func),
        print: Some(print_func),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: Interfaces {
            callable: Some(&call::Func),
            symbol: Some(&call::Func),
            function: Some(&call::Func),
            ..Interfaces::NONE
        },
        counts: rmlir_ir::op_counts::Counts {
            regions: Exactly(1),
            results: Exactly(0),
            operands: Exactly(0),
            ..rmlir_ir::op_counts::Counts::ANY
        },
    },
    OpDef {
        name: "func.return",
        traits: TERMINATOR | RETURN_LIKE | PURE,
        inherent: &[],
        verify: Some(verify_return),
        parse: Some(parse_return),
        print: Some(print_return),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: Interfaces::NONE,
        counts: rmlir_ir::op_counts::Counts::ANY,
    }
    .with_results(Exactly(0)),
    OpDef {
        name: "func.call",
        traits: 0,
        inherent: &["callee", "arg_attrs", "res_attrs", "no_inline"],
        verify: Some(verify_call),
        parse: Some(parse_call),
        print: Some(print_call),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: Interfaces {
            call: Some(&call::Call),
            ..Interfaces::NONE
        },
        counts: rmlir_ir::op_counts::Counts::ANY,
    },
    OpDef {
        name: "func.call_indirect",
        traits: 0,
        inherent: &["arg_attrs", "res_attrs"],
        verify: None,
        parse: Some(parse_call_indirect),
        print: Some(print_call_indirect),
        result_names: None,
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: Interfaces {
            call: Some(&call::CallIndirect),
            ..Interfaces::NONE
        },
        counts: rmlir_ir::op_counts::Counts {
            values: Some(&crate::value_types::CALL_INDIRECT),
            regions: Exactly(0),
            results: rmlir_ir::op_counts::Count::Any,
            operands: AtLeast(1),
            ..rmlir_ir::op_counts::Counts::ANY
        },
    },
    OpDef {
        name: "func.constant",
        traits: PURE | CONSTANT_LIKE,
        inherent: &["value"],
        verify: Some(verify_constant),
        parse: Some(parse_constant),
        print: Some(print_constant),
        result_names: Some(constant_names),
        block_arg_names: None,
        default_props: &[],
        memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
        interfaces: Interfaces {
            fold: Some(canonicalize::fold_constant),
            ..Interfaces::NONE
        },
        counts: rmlir_ir::op_counts::Counts {
            regions: Exactly(0),
            results: Exactly(1),
            operands: Exactly(0),
            ..rmlir_ir::op_counts::Counts::ANY
        },
    },
];

/// The func dialect.
pub static DIALECT: Dialect = Dialect {
    name: "func",
    props: PROPS,
    attributes: rmlir_ir::opdef::Hook::None,
    types: rmlir_ir::opdef::Hook::None,
    ops: &OPS,
    allow_unknown_ops: false,
    materialize_constant: Some(canonicalize::materialize),
    attr_verifier: None,
};

/// The property kinds of the dialect's inherent attributes (checked in the generic
/// form's property conversion; the kinds mlir-opt 22's `setPropertiesFromAttr` takes).
const PROPS: &[rmlir_ir::opdef::PropSpec] = {
    use rmlir_ir::opdef::PropKind as P;
    &[
        ("func.call", "arg_attrs", P::Array),
        ("func.call", "callee", P::FlatSymbolRef),
        ("func.call", "no_inline", P::Unit),
        ("func.call", "res_attrs", P::Array),
        ("func.call_indirect", "arg_attrs", P::Array),
        ("func.call_indirect", "res_attrs", P::Array),
        ("func.constant", "value", P::FlatSymbolRef),
        ("func.func", "arg_attrs", P::Array),
        ("func.func", "function_type", P::Type),
        ("func.func", "no_inline", P::Unit),
        ("func.func", "res_attrs", P::Array),
        ("func.func", "sym_name", P::String),
        ("func.func", "sym_visibility", P::String),
    ]
};

//! Assembly helpers shared by the dialects (MLIR's `ViewLikeInterface` printing and
//! `OpAsmParser` conveniences): dynamic index lists `[%a, 4, %b]` whose static entries
//! live in a `static_*` property with `?` as `DYNAMIC`, signed integer literals, and the
//! `custom op 'name' ...` error wording.

use rmlir_ir::ir::{BodyId, ValueId};
use rmlir_ir::lexer::Tok;
use rmlir_ir::parser::{OpParser, Parser};
use rmlir_ir::printer::Printer;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{PResult, Reported};

/// Reports `custom op 'name' msg` at `at` (MLIR's `OpAsmParser::emitError`).
pub(crate) fn custom_error(p: &mut OpParser<'_, '_, '_>, at: u32, msg: &str) -> Reported {
    p.emit_error(at, msg)
}

/// An optionally negative 64-bit integer literal (decimal or hex).
///
/// ```mlir
/// -4, 0x10
/// ```
pub(crate) fn parse_i64(p: &mut OpParser<'_, '_, '_>) -> PResult<i64> {
    let at = p.p.pos();
    let neg = p.p.eat(Tok::Minus);
    if p.p.kind() != Tok::Integer {
        return Err(p.p.error_here("expected integer value"));
    }
    let text = p.p.text();
    let mag = match text.strip_prefix("0x") {
        Some(h) => u64::from_str_radix(h, 16).ok(),
        None => text.parse::<u64>().ok(),
    };
    let v = match (mag, neg) {
        (Some(m), false) => i64::try_from(m).ok(),
        (Some(m), true) => 0i64.checked_sub_unsigned(m),
        (None, _) => None,
    };
    let Some(v) = v else {
        return Err(custom_error(p, at, "integer value too large"));
    };
    p.p.bump();
    Ok(v)
}

/// `[%a, 4, %b]` (or `(%a, 4, %b)` with `delims` `(Tok::LParen, Tok::RParen)`): SSA
/// uses (parsed with `parse_use`) and static entries, `DYNAMIC` where a use stands
/// (MLIR's `parseDynamicIndexList`). A bad entry or a missing closing delimiter is
/// reported, then the list as a whole at the op's name, as MLIR does.
pub(crate) fn parse_dynamic_index_list<'s, 'c, U>(
    p: &mut OpParser<'_, 's, 'c>,
    parse_use: fn(&mut Parser<'s, 'c>) -> PResult<U>,
    (open, close): (Tok, Tok),
) -> PResult<(Vec<U>, Vec<i64>)> {
    let mut uses = Vec::new();
    let mut statics = Vec::new();
    let (open_text, close_text) = match open {
        Tok::LParen => ("'('", "')'"),
        _ => ("'['", "']'"),
    };
    if !p.p.eat(open) {
        p.p.error_here(&format!("expected {open_text} in dynamic index list"));
        return Err(list_error(p));
    }
    if p.p.eat(close) {
        return Ok((uses, statics));
    }
    loop {
        if p.p.kind() == Tok::PercentIdent {
            // A use that fails to parse is tried as an integer next, as in MLIR.
            let Ok(u) = parse_use(p.p) else {
                let at = p.p.pos();
                p.emit_error(at, "expected integer value");
                return Err(list_error(p));
            };
            uses.push(u);
            statics.push(DYNAMIC);
        } else if matches!(p.p.kind(), Tok::Integer | Tok::Minus) {
            let Ok(v) = parse_i64(p) else {
                return Err(list_error(p));
            };
            statics.push(v);
        } else {
            let at = p.p.pos();
            p.emit_error(at, "expected integer value");
            return Err(list_error(p));
        }
        if !p.p.eat(Tok::Comma) {
            break;
        }
    }
    if !p.p.eat(close) {
        p.p.error_here(&format!("expected {close_text} in dynamic index list"));
        return Err(list_error(p));
    }
    Ok((uses, statics))
}

/// The error a failed dynamic index list ends with, at the op's name.
fn list_error(p: &mut OpParser<'_, '_, '_>) -> Reported {
    let at = p.name_at;
    p.emit_error(at, "expected SSA value or integer")
}

/// `[...]`: the square-bracketed [`parse_dynamic_index_list`] of views and slices.
pub(crate) const SQUARE: (Tok, Tok) = (Tok::LSquare, Tok::RSquare);

/// `(...)`: the parenthesised [`parse_dynamic_index_list`] of `affine` index ops.
pub(crate) const PAREN: (Tok, Tok) = (Tok::LParen, Tok::RParen);

/// Prints static entries with the dynamic values substituted in order, between
/// `open`/`close` (`[%a, 4]` for views, `(4, %n)` for `scf.forall`).
pub(crate) fn print_dynamic_index_list(
    p: &mut Printer<'_>,
    body: BodyId,
    vals: &[ValueId],
    statics: &[i64],
    (open, close): (char, char),
) {
    p.out.push(open);
    let mut next = vals.iter();
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        if s == DYNAMIC {
            match next.next() {
                Some(&v) => p.value(body, v),
                None => p.out.push_str("<<missing>>"),
            }
        } else {
            p.out.push_str(&s.to_string());
        }
    }
    p.out.push(close);
}

/// Appends `term` (no operands) to the single block of `r` when it does not end with a
/// registered terminator, creating the block if the region is empty (ODS's
/// `SingleBlockImplicitTerminator::ensureTerminator`: an unregistered last op gets the
/// terminator after it too).
///
/// ```mlir
/// memref.alloca_scope { "test.foo"() : () -> () }
/// // holds "test.foo"() then memref.alloca_scope.return
/// ```
pub(crate) fn ensure_terminator(
    p: &mut OpParser<'_, '_, '_>,
    r: rmlir_ir::RegionId,
    term: &str,
    at: u32,
) {
    let rb = p.region_body;
    let body = p.p.ir.body(rb);
    let block = match body.entry_block(r) {
        Some(b) => b,
        None => {
            let b = p.p.ir.body_mut(rb).create_block();
            p.p.ir.body_mut(rb).append_block(r, b);
            b
        }
    };
    let body = p.p.ir.body(rb);
    let has_term = body.last_op(block).is_some_and(|o| {
        body.op(o)
            .def
            .is_some_and(|d| d.has(rmlir_ir::opdef::traits::TERMINATOR))
    });
    if has_term {
        return;
    }
    let loc = p.p.loc_attr(at);
    let st = rmlir_ir::OpState::new(p.p.ctx, term, Vec::new(), Vec::new(), loc);
    let op = p.p.ir.body_mut(rb).create_op(st);
    p.p.ir.body_mut(rb).insert_op(op, block, None);
}

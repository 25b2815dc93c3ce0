//! MLIR's `SymbolOpInterface` (`SymbolInterfaces.td`) and the essentials of
//! `FunctionOpInterface` (`FunctionInterfaces.td`).
//!
//! A symbol is an op named by its `sym_name` attribute inside the nearest symbol table
//! (`builtin.module`); `sym_visibility` (`"private"`, `"nested"`, absent: public) says
//! who may refer to it. A function is a symbol with a function type and per-argument and
//! per-result attribute dictionaries.
//!
//! ```mlir
//! func.func private @decl(i32)        // symbol "decl", private, a declaration
//! memref.global "nested" @g : memref<2xf32> = dense<0.0>
//! ```

use crate::attrs::{Attr, AttrKind};
use crate::context::Context;
use crate::ir::{Ir, OpRef, op_attr};
use crate::types::Type;

/// Who may refer to a symbol (MLIR's `SymbolTable::Visibility`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Visibility {
    /// Visible from anywhere (no `sym_visibility`, or `"public"`).
    Public,
    /// Visible only inside the symbol table holding the symbol.
    Private,
    /// Visible from enclosing symbol tables of the same IR (each holding a non-private
    /// symbol on the way), never from outside it.
    Nested,
}

impl Visibility {
    /// The `sym_visibility` spelling (`public` for the absent attribute).
    pub fn name(self) -> &'static str {
        match self {
            Visibility::Public => "public",
            Visibility::Private => "private",
            Visibility::Nested => "nested",
        }
    }
}

/// The string value of attribute `name` of an op.
fn str_attr<'c>(ctx: &'c Context, ir: &Ir, op: OpRef, name: &str) -> Option<&'c str> {
    let a = op_attr(ctx, ir, op, name)?;
    std::str::from_utf8(ctx.attr_str(a)?).ok()
}

/// An op defining a symbol (MLIR's `SymbolOpInterface`). The provided methods read
/// `sym_name` and `sym_visibility`, as upstream's defaults do.
///
/// ```mlir
/// memref.global "private" @g : memref<2xf32>   // name "g", private, a definition
/// ```
pub trait SymbolOpInterface: Sync {
    /// The symbol's name, `None` when it has none (allowed for optional symbols).
    fn name<'c>(&self, ctx: &'c Context, ir: &Ir, op: OpRef) -> Option<&'c str> {
        str_attr(ctx, ir, op, "sym_name")
    }

    /// The symbol's visibility; unknown spellings read as public.
    fn visibility(&self, ctx: &Context, ir: &Ir, op: OpRef) -> Visibility {
        match str_attr(ctx, ir, op, "sym_visibility") {
            Some("private") => Visibility::Private,
            Some("nested") => Visibility::Nested,
            _ => Visibility::Public,
        }
    }

    /// Whether the op declares the symbol without defining it.
    fn is_declaration(&self, _ctx: &Context, _ir: &Ir, _op: OpRef) -> bool {
        false
    }

    /// Whether the op may leave out its name (`builtin.module`).
    fn is_optional_symbol(&self) -> bool {
        false
    }
}

/// What every op with the `Symbol` trait and no implementation of its own answers:
/// upstream's default methods.
pub struct DefaultSymbol;

impl SymbolOpInterface for DefaultSymbol {}

/// A function-like op (the essentials of MLIR's `FunctionOpInterface`).
///
/// ```mlir
/// func.func @f(%a: i32 {my.attr}) -> (f32 {my.res})
/// // type (i32) -> f32; arg_attrs [{my.attr}]; res_attrs [{my.res}]
/// ```
pub trait FunctionOpInterface: Sync {
    /// The function type (`(inputs) -> results`), `None` when malformed.
    fn function_type(&self, ctx: &Context, ir: &Ir, op: OpRef) -> Option<Type>;

    /// The array of argument attribute dictionaries (`arg_attrs`), if any.
    fn arg_attrs(&self, ctx: &Context, ir: &Ir, op: OpRef) -> Option<Attr> {
        op_attr(ctx, ir, op, "arg_attrs")
    }

    /// The array of result attribute dictionaries (`res_attrs`), if any.
    fn res_attrs(&self, ctx: &Context, ir: &Ir, op: OpRef) -> Option<Attr> {
        op_attr(ctx, ir, op, "res_attrs")
    }

    /// Whether the function has no body.
    fn is_external(&self, ctx: &Context, ir: &Ir, op: OpRef) -> bool;
}

/// The attribute dictionary of argument `index` of a function (`None` when it has no
/// attributes).
pub fn arg_attr_dict(
    f: &dyn FunctionOpInterface,
    ctx: &Context,
    ir: &Ir,
    op: OpRef,
    index: usize,
) -> Option<Attr> {
    array_entry(ctx, f.arg_attrs(ctx, ir, op)?, index)
}

/// The attribute dictionary of result `index` of a function.
pub fn res_attr_dict(
    f: &dyn FunctionOpInterface,
    ctx: &Context,
    ir: &Ir,
    op: OpRef,
    index: usize,
) -> Option<Attr> {
    array_entry(ctx, f.res_attrs(ctx, ir, op)?, index)
}

/// Entry `index` of an array attribute, skipping empty dictionaries.
fn array_entry(ctx: &Context, array: Attr, index: usize) -> Option<Attr> {
    match ctx.attr_kind(array) {
        AttrKind::Array(items) => items
            .get(index)
            .copied()
            .filter(|&d| !matches!(ctx.attr_kind(d), AttrKind::Dict(e) if e.is_empty())),
        _ => None,
    }
}

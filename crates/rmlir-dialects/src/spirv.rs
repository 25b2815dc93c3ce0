//! The `spirv` dialect, as far as bufferization tests use it: `spirv.Return`, a
//! terminator that returns nothing from a function (custom form `spirv.Return {attrs}`),
//! and the checks of the `spirv.*` attributes on ops and function arguments (MLIR's
//! `SPIRVDialect::verifyOperationAttribute` and `verifyRegionArgAttribute`), whose
//! values are kept as text.

use crate::test::ods::{self, print_attr_dict};
use rmlir_ir::opdef::{Dialect, OpDef, traits::*};
use rmlir_ir::parser::OpParser;
use rmlir_ir::printer::Printer;
use rmlir_ir::verifier::VerifyCx;
use rmlir_ir::{OpRef, PResult};

/// `spirv.Return {attrs}`.
fn parse_return(p: &mut OpParser<'_, '_, '_>) -> PResult<()> {
    p.parse_optional_attr_dict()
}

/// Prints ` {attrs}` (nothing without attributes).
fn print_return(p: &mut Printer<'_>, op: OpRef) {
    print_attr_dict(p, op, &[]);
}

/// `spirv.Return`: no operands, results or regions.
fn verify_return(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    ods::regions(cx, op, 0)?;
    ods::results(cx, op, 0)?;
    ods::successors(cx, op, 0)?;
    ods::operand_count(cx, op, 0)
}

static OPS: &[OpDef] = &[OpDef {
    name: "spirv.Return",
    traits: TERMINATOR | PURE,
    inherent: &[],
    verify: Some(verify_return),
    parse: Some(parse_return),
    print: Some(print_return),
    result_names: None,
    block_arg_names: None,
    default_props: &[],
    memory_effects: rmlir_ir::interfaces::MemoryEffects::Unknown,
    interfaces: rmlir_ir::interfaces::Interfaces::NONE,
    counts: rmlir_ir::op_counts::Counts::ANY,
}];

/// The SPIR-V dialect's attribute checks. Its attributes are kept as written, so a
/// value's kind is told by its mnemonic (`#spirv.target_env<...>`).
struct SpirvAttrs;

/// An error at the op's location without the op (MLIR's `emitError(op->getLoc())`).
fn error_at_op(cx: &mut VerifyCx<'_>, op: OpRef, msg: String) -> rmlir_ir::Reported {
    let loc = rmlir_ir::diag::resolve_loc(cx.ctx, cx.ir.body(op.0).op(op.1).loc);
    cx.diags.emit(rmlir_ir::Diagnostic::error(loc, msg))
}

impl rmlir_ir::opdef::DialectAttrVerifier for SpirvAttrs {
    /// ```mlir
    /// module attributes {spirv.target_env = #spirv.target_env<...>} {}  // ok
    /// module attributes {spirv.target_env = 1} {}
    /// // error: 'spirv.target_env' must be a spirv::TargetEnvAttr
    /// ```
    fn op_attr(
        &self,
        cx: &mut VerifyCx<'_>,
        op: OpRef,
        (name, value): rmlir_ir::attrs::NamedAttr,
    ) -> PResult<()> {
        let name = cx.ctx.str(name);
        let msg = match name {
            "spirv.entry_point_abi" if !cx.ctx.is_opaque_attr(value, "spirv.entry_point_abi") => {
                format!("'{name}' attribute must be an entry point ABI attribute")
            }
            "spirv.target_env" if !cx.ctx.is_opaque_attr(value, "spirv.target_env") => {
                format!("'{name}' must be a spirv::TargetEnvAttr")
            }
            "spirv.entry_point_abi" | "spirv.target_env" => return Ok(()),
            _ => format!("found unsupported '{name}' attribute on operation"),
        };
        Err(cx.error(op, &msg))
    }

    /// ```mlir
    /// func.func @f(%a: memref<2xi32> {spirv.interface_var_abi =
    ///     #spirv.interface_var_abi<(0, 1), StorageBuffer>})
    /// // error: 'spirv.interface_var_abi' attribute cannot specify storage class
    /// //        when attaching to a non-scalar value
    /// ```
    fn region_arg_attr(
        &self,
        cx: &mut VerifyCx<'_>,
        op: OpRef,
        (_, arg): (usize, usize),
        (name, value): rmlir_ir::attrs::NamedAttr,
    ) -> PResult<()> {
        let ctx = cx.ctx;
        let name = ctx.str(name);
        let msg = match name {
            "spirv.interface_var_abi" => {
                let rmlir_ir::AttrKind::Opaque(text) = ctx.attr_kind(value) else {
                    return Err(error_at_op(
                        cx,
                        op,
                        format!("'{name}' must be a spirv::InterfaceVarABIAttr"),
                    ));
                };
                if !ctx.is_opaque_attr(value, "spirv.interface_var_abi") {
                    format!("'{name}' must be a spirv::InterfaceVarABIAttr")
                } else {
                    // `<(set, binding)>` or `<(set, binding), StorageClass>`.
                    let storage_class = text
                        .rsplit_once(')')
                        .is_some_and(|(_, rest)| rest.contains(','));
                    let ty = rmlir_ir::interfaces::function_op(cx.ir, op)
                        .ok()
                        .flatten()
                        .and_then(|f| f.function_type(ctx, cx.ir, op))
                        .and_then(|t| {
                            ctx.function_signature(t)
                                .and_then(|(ins, _)| ins.get(arg).copied())
                        });
                    let scalar = ty.is_some_and(|t| {
                        matches!(
                            ctx.type_kind(t),
                            rmlir_ir::TypeKind::Integer { .. }
                                | rmlir_ir::TypeKind::Index
                                | rmlir_ir::TypeKind::Float(_)
                        )
                    });
                    if !storage_class || scalar {
                        return Ok(());
                    }
                    format!(
                        "'{name}' attribute cannot specify storage class when attaching to a non-scalar value"
                    )
                }
            }
            "spirv.decoration" if ctx.is_opaque_attr(value, "spirv.decoration") => return Ok(()),
            "spirv.decoration" => format!("'{name}' must be a spirv::DecorationAttr"),
            _ => format!("found unsupported '{name}' attribute on region argument"),
        };
        Err(error_at_op(cx, op, msg))
    }

    /// ```mlir
    /// func.func @f(%a: i32) -> (i32 {spirv.decoration = #spirv.decoration<Restrict>})
    /// // error: cannot attach SPIR-V attributes to region result which is not part of
    /// //        a spirv::GraphARMOp type
    /// ```
    fn region_result_attr(
        &self,
        cx: &mut VerifyCx<'_>,
        op: OpRef,
        _: (usize, usize),
        _: rmlir_ir::attrs::NamedAttr,
    ) -> PResult<()> {
        let msg = "cannot attach SPIR-V attributes to region result which is not part of a spirv::GraphARMOp type";
        Err(cx.error(op, msg))
    }
}

/// The `spirv` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "spirv",
    props: &[],
    attributes: rmlir_ir::opdef::Hook::Any,
    types: rmlir_ir::opdef::Hook::Any,
    ops: OPS,
    allow_unknown_ops: false,
    materialize_constant: None,
    attr_verifier: Some(&SpirvAttrs),
};

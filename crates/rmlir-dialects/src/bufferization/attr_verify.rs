//! The checks of the `bufferization.*` attributes (MLIR's
//! `BufferizationDialect::verifyOperationAttribute` and `verifyRegionArgAttribute`):
//! `bufferization.manual_deallocation` on ops that allocate or free, and the function
//! argument attributes One-Shot Module Bufferize reads — `bufferization.writable` (a
//! boolean, on functions with a body), `bufferization.access` (`"none"`, `"read"`,
//! `"write"` or `"read-write"`) and `bufferization.buffer_layout` (a memref layout).
//!
//! ```mlir
//! func.func private @f(%t: tensor<?xf32> {bufferization.writable = true})
//! // error: 'bufferization.writable' is invalid on external functions
//! %0 = memref.load %m[] {bufferization.manual_deallocation} : memref<f32>
//! // error: 'memref.load' op attribute 'bufferization.manual_deallocation' can be
//! //        used only on ops that have an allocation and/or free side effect
//! ```

use rmlir_ir::attrs::NamedAttr;
use rmlir_ir::interfaces::{EffectKind, function_op, op_effects};
use rmlir_ir::opdef::DialectAttrVerifier;
use rmlir_ir::verifier::VerifyCx;
use rmlir_ir::{AttrKind, OpRef, PResult, TypeKind};

/// The bufferization dialect's attribute checks.
pub(super) struct BufferizationAttrs;

const WRITABLE: &str = "bufferization.writable";
const ACCESS: &str = "bufferization.access";
const BUFFER_LAYOUT: &str = "bufferization.buffer_layout";
const MANUAL_DEALLOCATION: &str = "bufferization.manual_deallocation";

impl DialectAttrVerifier for BufferizationAttrs {
    /// ```mlir
    /// %0 = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>  // ok
    /// module attributes {bufferization.writable} {}
    /// // error: attribute '"bufferization.writable"' not supported as an op attribute
    /// //        by the bufferization dialect
    /// ```
    fn op_attr(&self, cx: &mut VerifyCx<'_>, op: OpRef, (name, _): NamedAttr) -> PResult<()> {
        let name = cx.ctx.str(name);
        if name != MANUAL_DEALLOCATION {
            let msg = format!(
                "attribute '\"{name}\"' not supported as an op attribute by the bufferization dialect"
            );
            return Err(cx.error(op, &msg));
        }
        let allocates_or_frees = op_effects(cx.ctx, cx.ir, op).is_some_and(|effects| {
            effects
                .iter()
                .any(|e| matches!(e.kind, EffectKind::Allocate | EffectKind::Free))
        });
        if !allocates_or_frees {
            let msg = format!(
                "attribute '{MANUAL_DEALLOCATION}' can be used only on ops that have an allocation and/or free side effect"
            );
            return Err(cx.op_error(op, &msg));
        }
        Ok(())
    }

    /// ```mlir
    /// func.func @f(%t: tensor<?xf32> {bufferization.access = "read"}) { ... }  // ok
    /// func.func @f(%t: tensor<?xf32> {bufferization.access = "none!"}) { ... }
    /// // error: invalid value for 'bufferization.access'
    /// ```
    fn region_arg_attr(
        &self,
        cx: &mut VerifyCx<'_>,
        op: OpRef,
        _: (usize, usize),
        (name, value): NamedAttr,
    ) -> PResult<()> {
        let ctx = cx.ctx;
        let function = function_op(cx.ir, op).ok().flatten();
        let on_functions = |cx: &mut VerifyCx<'_>, attr: &str| match function {
            Some(_) => Ok(()),
            None => {
                let msg = format!("expected '{attr}' to be used on function-like operations");
                Err(cx.error(op, &msg))
            }
        };
        match ctx.str(name) {
            WRITABLE => {
                let boolean = matches!(ctx.attr_kind(value), AttrKind::Integer { ty, .. }
                    if matches!(ctx.type_kind(*ty), TypeKind::Integer { width: 1, signedness: rmlir_ir::types::Signedness::Signless }));
                if !boolean {
                    let msg = format!("'{WRITABLE}' is expected to be a boolean attribute");
                    return Err(cx.error(op, &msg));
                }
                on_functions(cx, WRITABLE)?;
                if function.is_some_and(|f| f.is_external(ctx, cx.ir, op)) {
                    let msg = format!("'{WRITABLE}' is invalid on external functions");
                    return Err(cx.error(op, &msg));
                }
                Ok(())
            }
            ACCESS => {
                let AttrKind::String { value: s, .. } = ctx.attr_kind(value) else {
                    let msg = format!("'{ACCESS}' is expected to be a string attribute");
                    return Err(cx.error(op, &msg));
                };
                if !matches!(s.as_slice(), b"none" | b"read" | b"write" | b"read-write") {
                    let msg = format!("invalid value for '{ACCESS}'");
                    return Err(cx.error(op, &msg));
                }
                on_functions(cx, ACCESS)
            }
            BUFFER_LAYOUT => {
                if !matches!(
                    ctx.attr_kind(value),
                    AttrKind::AffineMap(_) | AttrKind::Strided { .. }
                ) {
                    let msg =
                        format!("'{BUFFER_LAYOUT}' is expected to be a memref layout attribute");
                    return Err(cx.error(op, &msg));
                }
                on_functions(cx, BUFFER_LAYOUT)
            }
            // MLIR names the layout attribute whatever the name was.
            _ => {
                let msg = format!(
                    "attribute '{BUFFER_LAYOUT}' not supported as a region arg attribute by the bufferization dialect"
                );
                Err(cx.error(op, &msg))
            }
        }
    }
}

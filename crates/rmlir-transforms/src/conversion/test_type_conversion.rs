//! `test-legalize-type-conversion` (MLIR's test pass `TestTypeConversionDriver`): a
//! partial conversion over unregistered `test.*` ops that exercises the type
//! converter, signature conversions and the materializations the driver leaves
//! behind, so the conversion framework can be compared with mlir-opt 22 on the same
//! inputs.
//!
//! Types: `f64` is legal, `bf16`/`f16`/`f32` convert to `f64`, integers are dropped,
//! anything else fails. Source materializations: `test.cast` from an `f64` (to
//! anything but `f16`), `test.type_producer` for an `i32`/`i64` out of nothing,
//! `test.cast` between integers; there are no target materializations. Function
//! signatures are not converted (MLIR's test pass also adds its function-signature
//! pattern; rmlir's conversion rewriter does not reach into a function's own body).
//!
//! ```mlir
//! %0 = "test.type_producer"() : () -> f32
//! "foo.return"(%0) : (f32) -> ()
//! // becomes
//! %0 = "test.type_producer"() : () -> f64
//! %1 = "test.cast"(%0) : (f64) -> f32
//! "foo.return"(%1) : (f32) -> ()
//! ```

use rmlir_ir::types::FloatKind;
use rmlir_ir::{Context, OpId, OpRef, OpState, Reported, Type, TypeKind};
use rmlir_pass::options::{OptKind, OptionDecl, OptionValues};
use rmlir_pass::{Pass, PassContext, PassInfo};
use rmlir_rewrite::conversion::{
    ConversionConfig, ConversionPattern, ConversionPatternSet, ConversionRewriter,
    ConversionTarget, TypeConversion, TypeConverter, ValueVec, apply_partial_conversion,
};
use rmlir_rewrite::{RewritePattern, Rewriter};
use smallvec::smallvec;
use std::sync::Arc;

/// Registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "test-legalize-type-conversion",
    name: "TestTypeConversionDriver",
    description: "Test various type conversion functionalities in DialectConversion",
    anchor: None,
    options: OPTIONS,
    make: |o: &OptionValues| {
        Box::new(TestTypeConversion {
            allow_pattern_rollback: o.bool("allow-pattern-rollback"),
        })
    },
};

/// The pass.
pub struct TestTypeConversion {
    /// Off: the conversion driver's no-rollback mode (MLIR's
    /// `ConversionConfig::allowPatternRollback`).
    allow_pattern_rollback: bool,
}

static OPTIONS: &[OptionDecl] = &[OptionDecl {
    name: "allow-pattern-rollback",
    kind: OptKind::Bool,
    default: "true",
    description: "Allow pattern rollback",
}];

fn float(ctx: &Context, t: Type) -> Option<FloatKind> {
    match ctx.type_kind(t) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    }
}

fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

fn converter() -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_conversion(|ctx, t| match float(ctx, t) {
        Some(FloatKind::F64) => TypeConversion::To(smallvec![t]),
        Some(FloatKind::BF16 | FloatKind::F16 | FloatKind::F32) => {
            TypeConversion::To(smallvec![ctx.ty(TypeKind::Float(FloatKind::F64))])
        }
        _ => TypeConversion::Fail,
    });
    tc.add_conversion(|ctx, t| match int_width(ctx, t) {
        Some(_) => TypeConversion::To(smallvec![]),
        None => TypeConversion::Skip,
    });
    tc.add_source_materialization(|rw, loc, ty, inputs| {
        let ctx = rw.ctx;
        let input_ty = |i: usize| rw.body().value_type(inputs[i]);
        let name = if float(ctx, ty) != Some(FloatKind::F16)
            && inputs.len() == 1
            && float(ctx, input_ty(0)) == Some(FloatKind::F64)
        {
            "test.cast"
        } else if matches!(int_width(ctx, ty), Some(32 | 64)) && inputs.is_empty() {
            "test.type_producer"
        } else if int_width(ctx, ty).is_some()
            && inputs.len() == 1
            && int_width(ctx, input_ty(0)).is_some()
        {
            "test.cast"
        } else {
            return None;
        };
        let op = rw.create(OpState::new(ctx, name, inputs.to_vec(), vec![ty], loc));
        Some(rw.body().result(op, 0))
    });
    tc
}

fn result_type(rw: &Rewriter<'_>, op: OpId) -> Option<Type> {
    (rw.body().num_results(op) == 1).then(|| rw.body().value_type(rw.body().result(op, 0)))
}

/// `test.type_consumer`: takes its converted operands in place (to trigger target
/// materializations).
struct ConsumerForward(Arc<TypeConverter>);

impl ConversionPattern for ConsumerForward {
    fn root(&self) -> Option<&'static str> {
        Some("test.type_consumer")
    }
    fn name(&self) -> &'static str {
        "TestTypeConsumerForward"
    }
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.0)
    }
    fn match_and_rewrite(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        op: OpId,
        operands: &[ValueVec],
    ) -> bool {
        let flat: Vec<_> = operands.iter().flatten().copied().collect();
        rw.modify(op, |b| b.set_operands(op, &flat));
        true
    }
}

/// `test.type_producer` of a float or `i16`: replaced by one of `f64` or `i64`.
struct ProducerConversion(Arc<TypeConverter>);

impl ConversionPattern for ProducerConversion {
    fn root(&self) -> Option<&'static str> {
        Some("test.type_producer")
    }
    fn name(&self) -> &'static str {
        "TestTypeConversionProducer"
    }
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.0)
    }
    fn match_and_rewrite(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        op: OpId,
        _: &[ValueVec],
    ) -> bool {
        let ctx = rw.ctx;
        let Some(ty) = result_type(rw, op) else {
            return false;
        };
        let new_ty = if float(ctx, ty).is_some() {
            ctx.ty(TypeKind::Float(FloatKind::F64))
        } else if int_width(ctx, ty) == Some(16) {
            ctx.int_type(64)
        } else {
            return false;
        };
        let loc = rw.body().op(op).loc;
        let new = rw.create(OpState::new(
            ctx,
            "test.type_producer",
            Vec::new(),
            vec![new_ty],
            loc,
        ));
        let v = rw.body().result(new, 0);
        rw.replace_op(op, &[v]);
        true
    }
}

/// `test.signature_conversion_undo`: converts its region's block signatures, then
/// fails (the change must be undone).
struct SignatureConversionUndo(Arc<TypeConverter>);

impl ConversionPattern for SignatureConversionUndo {
    fn root(&self) -> Option<&'static str> {
        Some("test.signature_conversion_undo")
    }
    fn name(&self) -> &'static str {
        "TestSignatureConversionUndo"
    }
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.0)
    }
    fn match_and_rewrite(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        op: OpId,
        _: &[ValueVec],
    ) -> bool {
        if let Some(tc) = rw.type_converter() {
            // Whether it converts or not, the pattern fails afterwards.
            let _ = rw.convert_region_types(op, 0, tc, None);
        }
        false
    }
}

/// `test.signature_conversion_no_converter`: converts its entry block's signature
/// with no converter for the materializations (old uses are not forwarded).
struct SignatureConversionNoConverter(Arc<TypeConverter>);

impl ConversionPattern for SignatureConversionNoConverter {
    fn root(&self) -> Option<&'static str> {
        Some("test.signature_conversion_no_converter")
    }
    fn name(&self) -> &'static str {
        "TestTestSignatureConversionNoConverter"
    }
    fn match_and_rewrite(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        op: OpId,
        _: &[ValueVec],
    ) -> bool {
        let ctx = rw.ctx;
        let Some(entry) = rw
            .body()
            .op(op)
            .regions()
            .first()
            .and_then(|&r| rw.body().entry_block(r))
        else {
            return false;
        };
        let types: Vec<Type> = rw
            .body()
            .block_args(entry)
            .iter()
            .map(|&v| rw.body().value_type(v))
            .collect();
        let Some(sig) = self.0.convert_block_signature(ctx, &types) else {
            return false;
        };
        rw.apply_signature_conversion(entry, None, &sig);
        rw.modify(op, |_| {});
        true
    }
}

/// `test.replace_with_legal_op`: replaced by `test.legal_op_d` of its (1:1)
/// converted operand.
struct ReplaceWithLegalOp(Arc<TypeConverter>);

impl ConversionPattern for ReplaceWithLegalOp {
    fn root(&self) -> Option<&'static str> {
        Some("test.replace_with_legal_op")
    }
    fn name(&self) -> &'static str {
        "TestReplaceWithLegalOp"
    }
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.0)
    }
    fn match_and_rewrite(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        op: OpId,
        operands: &[ValueVec],
    ) -> bool {
        let [v] = operands.first().map(|v| v.as_slice()).unwrap_or(&[]) else {
            return false;
        };
        let (ctx, loc) = (rw.ctx, rw.body().op(op).loc);
        rw.create(OpState::new(
            ctx,
            "test.legal_op_d",
            vec![*v],
            Vec::new(),
            loc,
        ));
        let n = rw.body().num_results(op);
        if n != 0 {
            return false;
        }
        rw.replace_op(op, &[]);
        true
    }
}

/// `test.another_type_producer`: becomes a `test.type_producer` of the same type
/// (legalized in turn).
struct AnotherProducer;

impl RewritePattern for AnotherProducer {
    fn root(&self) -> Option<&'static str> {
        Some("test.another_type_producer")
    }
    fn name(&self) -> &'static str {
        "TestTypeConversionAnotherProducer"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(ty) = result_type(rw, op) else {
            return false;
        };
        let (ctx, loc) = (rw.ctx, rw.body().op(op).loc);
        let new = rw.create(OpState::new(
            ctx,
            "test.type_producer",
            Vec::new(),
            vec![ty],
            loc,
        ));
        let v = rw.body().result(new, 0);
        rw.replace_op(op, &[v]);
        true
    }
}

impl Pass for TestTypeConversion {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }

    fn run(&mut self, cx: &mut PassContext<'_>, op: OpRef) -> Result<(), Reported> {
        let tc = Arc::new(converter());
        let mut target = ConversionTarget::new();
        target.add_legal_ops(&["test.legal_op_d"]);
        target.add_dynamically_legal_op("test.type_producer", |ctx, b, o| {
            let t = b.value_type(b.result(o, 0));
            float(ctx, t) == Some(FloatKind::F64) || int_width(ctx, t) == Some(64)
        });
        let sig = tc.clone();
        target.add_dynamically_legal_op("func.func", move |ctx, b, o| {
            b.op(o)
                .props()
                .and_then(|p| match ctx.attr_kind(p) {
                    rmlir_ir::AttrKind::Dict(e) => e
                        .iter()
                        .find(|(n, _)| ctx.str(*n) == "function_type")
                        .map(|(_, a)| *a),
                    _ => None,
                })
                .and_then(|a| match ctx.attr_kind(a) {
                    rmlir_ir::AttrKind::Type(t) => Some(*t),
                    _ => None,
                })
                .is_some_and(|t| sig.is_signature_legal(ctx, t))
        });
        target.add_dynamically_legal_op("test.cast", |ctx, b, o| {
            b.num_operands(o) >= 1
                && float(ctx, b.value_type(b.operand(o, 0))) == Some(FloatKind::F64)
                && float(ctx, b.value_type(b.result(o, 0))) == Some(FloatKind::F32)
        });
        let nc = tc.clone();
        target.add_dynamically_legal_op(
            "test.signature_conversion_no_converter",
            move |ctx, b, o| {
                let Some(entry) = b.op(o).regions().first().and_then(|&r| b.entry_block(r)) else {
                    return true;
                };
                let types: Vec<Type> = b
                    .block_args(entry)
                    .iter()
                    .map(|&v| b.value_type(v))
                    .collect();
                nc.are_legal(ctx, &types)
            },
        );
        let mut patterns = ConversionPatternSet::new();
        patterns
            .add_conversion(ConsumerForward(tc.clone()))
            .add_conversion(ProducerConversion(tc.clone()))
            .add_conversion(SignatureConversionUndo(tc.clone()))
            .add_conversion(SignatureConversionNoConverter(tc.clone()))
            .add_conversion(ReplaceWithLegalOp(tc.clone()))
            .add(AnotherProducer);
        apply_partial_conversion(
            cx.ctx,
            cx.ir,
            op,
            &target,
            &patterns,
            &ConversionConfig {
                allow_pattern_rollback: self.allow_pattern_rollback,
                ..ConversionConfig::default()
            },
            cx.diags,
        )
    }
}

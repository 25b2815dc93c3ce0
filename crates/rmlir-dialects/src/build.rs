//! Building ops from rewrite patterns and lowerings (what MLIR's generated
//! `OpBuilder::create<Op>` builders do for properties): an op created by name gets its
//! definition's default properties, overridden by the ones given.
//!
//! ```mlir
//! // create_op(rw, "arith.addi", [%a, %b], [i32], loc, &[])
//! %0 = arith.addi %a, %b : i32     // overflowFlags = #arith.overflow<none> by default
//! ```

use rmlir_ir::{Attr, AttrKind, OpId, OpState, Type, ValueId};
use rmlir_rewrite::Rewriter;

/// Creates `name` at the insertion point with the op definition's default properties
/// plus `props`.
pub(crate) fn create_op(
    rw: &mut Rewriter<'_>,
    name: &str,
    operands: Vec<ValueId>,
    result_types: Vec<Type>,
    loc: Attr,
    props: &[(&str, Attr)],
) -> OpId {
    let ctx = rw.ctx;
    let mut st = OpState::new(ctx, name, operands, result_types, loc);
    let mut entries: Vec<(rmlir_ir::Sym, Attr)> =
        props.iter().map(|(n, a)| (ctx.sym(n), *a)).collect();
    if let Some(def) = st.def {
        for &(n, text) in def.default_props {
            let key = ctx.sym(n);
            if !entries.iter().any(|(m, _)| *m == key) {
                entries.push((key, ctx.attr(AttrKind::Opaque(text.to_string()))));
            }
        }
    }
    if !entries.is_empty() {
        st.props = Some(ctx.dict_attr(entries));
    }
    rw.create(st)
}

/// `arith.cmpi` with predicate number `predicate` (0 = `eq`, as MLIR numbers them) on
/// scalars: an `i1`.
pub(crate) fn cmpi(
    rw: &mut Rewriter<'_>,
    predicate: i128,
    a: ValueId,
    b: ValueId,
    loc: Attr,
) -> ValueId {
    let ctx = rw.ctx;
    let p = ctx.int_attr(ctx.int_type(64), predicate);
    let i1 = ctx.int_type(1);
    let op = create_op(
        rw,
        "arith.cmpi",
        vec![a, b],
        vec![i1],
        loc,
        &[("predicate", p)],
    );
    rw.body().result(op, 0)
}

/// Creates at the insertion point an op like `op` (name, properties, attributes,
/// location) with other `operands` and `result_types`, taking over `op`'s regions
/// (what MLIR's patterns do with `clone(rewriter, op, resultTypes, operands)` when
/// the old op is replaced right after).
///
/// ```mlir
/// %r = linalg.fill ins(%v : f32) outs(%c : tensor<?xf32>) -> tensor<?xf32>
/// // remade with outs(%t : tensor<4xf32>) and result tensor<4xf32>
/// %0 = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
/// ```
pub(crate) fn remake(
    rw: &mut Rewriter<'_>,
    op: OpId,
    operands: Vec<ValueId>,
    result_types: Vec<Type>,
) -> OpId {
    let d = rw.body().op(op);
    let regions = d.regions().to_vec();
    let st = OpState {
        name: d.name,
        def: d.def,
        operands,
        result_types,
        successors: Vec::new(),
        props: d.props(),
        attrs: d.attrs,
        loc: d.loc,
    };
    let new_op = rw.create_detached(st);
    for r in regions {
        let nr = rw.add_region(new_op);
        rw.inline_region_before(r, nr, None);
    }
    rw.insert(new_op);
    new_op
}

/// Replaces `op` by `new_op`, each result cast back with `tensor.cast` where its
/// type changed (what MLIR's patterns do after re-creating an op with more static
/// types).
///
/// ```mlir
/// %0 = linalg.copy ... -> tensor<4xf32>              // new_op
/// %r = tensor.cast %0 : tensor<4xf32> to tensor<?xf32>  // replaces op's tensor<?xf32>
/// ```
pub(crate) fn replace_with_cast_back(rw: &mut Rewriter<'_>, op: OpId, new_op: OpId) {
    let loc = rw.body().op(op).loc;
    let old: Vec<ValueId> = rw.body().results(op).collect();
    let new: Vec<ValueId> = rw.body().results(new_op).collect();
    let mut replacements = Vec::with_capacity(new.len());
    for (v, o) in new.into_iter().zip(old) {
        let ty = rw.body().value_type(o);
        replacements.push(if rw.body().value_type(v) == ty {
            v
        } else {
            let st = OpState::new(rw.ctx, "tensor.cast", vec![v], vec![ty], loc);
            let cast = rw.create(st);
            rw.body().result(cast, 0)
        });
    }
    rw.replace_op(op, &replacements);
}

/// Replaces property `name` of `op` in place (the dictionary stays sorted by name).
///
/// ```mlir
/// %v = vector.transfer_read %m[%c4], %pad : memref<8xf32>, vector<4xf32>
/// // with in_bounds set to [true]
/// %v = vector.transfer_read %m[%c4], %pad {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
/// ```
pub(crate) fn set_prop(
    ctx: &rmlir_ir::Context,
    ir: &mut rmlir_ir::Ir,
    op: rmlir_ir::OpRef,
    name: &str,
    value: Attr,
) {
    let d = ir.body_mut(op.0).op_mut(op.1);
    let mut entries = match d.props().map(|p| ctx.attr_kind(p)) {
        Some(AttrKind::Dict(e)) => e.clone(),
        _ => Vec::new(),
    };
    let sym = ctx.sym(name);
    entries.retain(|(n, _)| *n != sym);
    entries.push((sym, value));
    d.set_props(Some(ctx.dict_attr(entries)));
}

//! Canonicalization patterns of the linalg dialect (what MLIR's
//! `LinalgDialect::getCanonicalizationPatterns` registers for every structured op):
//! structured ops over an empty memref are erased, a `tensor.cast` of a result to a
//! more static type moves into the op, and sizes one operand knows statically are
//! cast onto the operands that do not know them.
//!
//! ```mlir
//! %r = linalg.copy ins(%a : tensor<4xf32>) outs(%b : tensor<?xf32>) -> tensor<?xf32>
//! // becomes
//! %cast = tensor.cast %b : tensor<?xf32> to tensor<4xf32>
//! %0 = linalg.copy ins(%a : tensor<4xf32>) outs(%cast : tensor<4xf32>) -> tensor<4xf32>
//! %r = tensor.cast %0 : tensor<4xf32> to tensor<?xf32>
//! ```

use super::asm::{default_maps, ins_outs, memoized_maps};
use crate::build::remake;
use crate::memref::build::create1;
use crate::tensor::util::{prop, prop_ints};
use rmlir_affine::{AffineExpr, AffineMap};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, BodyId, Context, Ir, OpId, OpRef, OpState, Type, TypeKind, ValueId};
use rmlir_rewrite::{PatternSet, RewritePattern, Rewriter};
use rustc_hash::FxHashMap;

/// The shape of a ranked tensor or memref.
fn shape_of(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => Some(shape),
        _ => None,
    }
}

/// The rank of a shaped value's type (0 for scalars).
fn rank(ctx: &Context, ir: &Ir, body: BodyId, v: ValueId) -> u32 {
    shape_of(ctx, ir.body(body).value_type(v)).map_or(0, |s| s.len() as u32)
}

/// The indexing map of every operand of a structured op, inputs then inits (MLIR's
/// `LinalgOp::getIndexingMapsArray`): the `indexing_maps` property when the op has
/// one, else the maps its name implies. `None` for an op rmlir has no maps for.
fn indexing_maps(rw: &Rewriter<'_>, op: OpId) -> Option<Vec<AffineMap>> {
    indexing_maps_of(rw.ctx, rw.ir(), (rw.body_id(), op))
}

/// [`indexing_maps`] of the op `at`.
fn indexing_maps_of(ctx: &Context, ir: &Ir, at: OpRef) -> Option<Vec<AffineMap>> {
    let (ins, outs) = ins_outs(ctx, ir, at);
    let rank = |v: ValueId| rank(ctx, ir, at.0, v);
    if let Some(AttrKind::Array(maps)) =
        prop(ctx, ir, at, "indexing_maps").map(|a| ctx.attr_kind(a))
    {
        return maps
            .iter()
            .map(|&m| match ctx.attr_kind(m) {
                AttrKind::AffineMap(m) => Some(m.clone()),
                _ => None,
            })
            .collect();
    }
    let name = ctx.str(ir.body(at.0).op(at.1).name);
    if let Some(maps) = default_maps(name).or_else(|| memoized_maps(name)) {
        return Some(maps);
    }
    let d = AffineExpr::dim;
    let map = |n: u32, dims: &[u32]| AffineMap::new(n, 0, dims.iter().map(|&i| d(i)).collect());
    let init = *outs.first()?;
    let out_rank = rank(init);
    // Every operand indexed by the loops of the init (elementwise ops, `linalg.map`,
    // `linalg.fill`'s init); scalars get the map without results.
    let elementwise = || {
        ins.iter()
            .chain(&outs)
            .map(|&v| {
                let r = rank(v);
                if r == 0 {
                    AffineMap::empty(out_rank, 0)
                } else {
                    AffineMap::identity(out_rank)
                }
            })
            .collect()
    };
    Some(match name {
        "linalg.transpose" => {
            let perm = prop_ints(ctx, ir, at, "permutation")?;
            let mut inverse = vec![0u32; perm.len()];
            for (i, &p) in perm.iter().enumerate() {
                *inverse.get_mut(usize::try_from(p).ok()?)? = i as u32;
            }
            vec![map(out_rank, &inverse), AffineMap::identity(out_rank)]
        }
        "linalg.broadcast" => {
            let dims = prop_ints(ctx, ir, at, "dimensions")?;
            let kept: Vec<u32> = (0..out_rank)
                .filter(|i| !dims.contains(&i64::from(*i)))
                .collect();
            vec![map(out_rank, &kept), AffineMap::identity(out_rank)]
        }
        "linalg.reduce" => {
            let dims = prop_ints(ctx, ir, at, "dimensions")?;
            let in_rank = rank(*ins.first()?);
            let kept: Vec<u32> = (0..in_rank)
                .filter(|i| !dims.contains(&i64::from(*i)))
                .collect();
            let mut maps = vec![AffineMap::identity(in_rank); ins.len()];
            maps.extend(std::iter::repeat_n(map(in_rank, &kept), outs.len()));
            maps
        }
        "linalg.generic" => return None,
        _ => elementwise(),
    })
}

/// A structured op with a memref operand of a zero-sized dimension does nothing and
/// is erased (MLIR's `EraseDeadLinalgOp`; empty tensors are left alone).
///
/// ```mlir
/// linalg.copy ins(%a : memref<0xf32>) outs(%b : memref<0xf32>)   // erased
/// ```
struct EraseDeadLinalgOp {
    root: &'static str,
}

impl RewritePattern for EraseDeadLinalgOp {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        "EraseDeadLinalgOp"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let empty = rw.body().operands(op).any(|v| {
            matches!(ctx.type_kind(rw.body().value_type(v)), TypeKind::MemRef { shape, .. } if shape.contains(&0))
        });
        if empty {
            rw.erase_op(op);
        }
        empty
    }
}

/// A `tensor.cast` of a structured op's result to a more static type, in the op's
/// block, moves into the op: the matching init is cast to that type, the op makes
/// it, and other users get a cast back (MLIR's `FoldTensorCastConsumerOp`).
///
/// ```mlir
/// %r = linalg.fill ins(%f : f32) outs(%t : tensor<?xf32>) -> tensor<?xf32>
/// %c = tensor.cast %r : tensor<?xf32> to tensor<4xf32>
/// // becomes
/// %cast = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
/// %c = linalg.fill ins(%f : f32) outs(%cast : tensor<4xf32>) -> tensor<4xf32>
/// ```
struct FoldTensorCastConsumerOp;

impl RewritePattern for FoldTensorCastConsumerOp {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.cast")
    }
    fn name(&self) -> &'static str {
        "FoldTensorCastConsumerOp"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, cast: OpId) -> bool {
        let ctx = rw.ctx;
        let source = rw.body().operand(cast, 0);
        let rt = rw.body().value_type(rw.body().result(cast, 0));
        if !crate::tensor::canonicalize::preserves_static_information(
            ctx,
            rw.body().value_type(source),
            rt,
        ) {
            return false;
        }
        let Some(op) = rw.body().defining_op(source) else {
            return false;
        };
        let name = ctx.str(rw.body().op(op).name);
        if !super::structured_op_names().any(|n| n == name)
            || rw.body().op_block(op) != rw.body().op_block(cast)
        {
            return false;
        }
        let Some(number) = rw.body().results(op).position(|r| r == source) else {
            return false;
        };
        let (ins, mut outs) = ins_outs(ctx, rw.ir(), (rw.body_id(), op));
        let Some(&init) = outs.get(number) else {
            return false;
        };
        rw.set_insertion_point_before(op);
        let loc = rw.body().op(op).loc;
        outs[number] = create1(rw, "tensor.cast", vec![init], rt, loc, None);
        let body = rw.body();
        let mut result_types: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
        let old = result_types[number];
        result_types[number] = rt;
        let operands = ins.into_iter().chain(outs).collect();
        let new_op = remake(rw, op, operands, result_types);
        let mut results: Vec<ValueId> = rw.body().results(new_op).collect();
        let made = results[number];
        results[number] = create1(rw, "tensor.cast", vec![made], old, loc, None);
        rw.replace_op(op, &results);
        rw.replace_op(cast, &[made]);
        true
    }
}

/// Sizes that one operand of a structured op knows statically are cast onto the
/// operands indexing the same loop dimension without knowing it, and the results
/// take the more static init types, cast back (MLIR's `InferStaticShapeOfOperands`;
/// pure-tensor ops whose maps are projected permutations).
///
/// ```mlir
/// %r = linalg.copy ins(%a : tensor<4xf32>) outs(%b : tensor<?xf32>) -> tensor<?xf32>
/// // becomes
/// %cast = tensor.cast %b : tensor<?xf32> to tensor<4xf32>
/// %0 = linalg.copy ins(%a : tensor<4xf32>) outs(%cast : tensor<4xf32>) -> tensor<4xf32>
/// %r = tensor.cast %0 : tensor<4xf32> to tensor<?xf32>
/// ```
struct InferStaticShapeOfOperands {
    root: &'static str,
}

impl RewritePattern for InferStaticShapeOfOperands {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        "InferStaticShapeOfOperands"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let (ins, outs) = ins_outs(ctx, rw.ir(), (rw.body_id(), op));
        let operands: Vec<ValueId> = ins.iter().chain(&outs).copied().collect();
        let types: Vec<Type> = operands.iter().map(|&v| rw.body().value_type(v)).collect();
        // Pure tensor semantics: no memref operand.
        if types.iter().any(|&t| {
            matches!(
                ctx.type_kind(t),
                TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
            )
        }) {
            return false;
        }
        let Some(maps) = indexing_maps(rw, op) else {
            return false;
        };
        if maps.len() != operands.len() || maps.iter().any(|m| !m.is_projected_permutation(false)) {
            return false;
        }
        // The static size of each loop dimension some operand knows (first wins).
        let mut known: FxHashMap<u32, i64> = FxHashMap::default();
        for (t, map) in types.iter().zip(&maps) {
            let Some(shape) = shape_of(ctx, *t) else {
                continue;
            };
            for (i, &size) in shape.iter().enumerate() {
                if size != DYNAMIC
                    && let Some(dim) = map.results.get(i).and_then(AffineExpr::as_dim)
                {
                    known.entry(dim).or_insert(size);
                }
            }
        }
        let n_ins = ins.len();
        let mut new_types: Vec<Option<Type>> = vec![None; operands.len()];
        let mut result_types = Vec::new();
        for (k, (&t, map)) in types.iter().zip(&maps).enumerate() {
            let TypeKind::RankedTensor {
                shape,
                elem,
                encoding,
            } = ctx.type_kind(t)
            else {
                continue;
            };
            let is_init = k >= n_ins;
            if is_init && !shape.contains(&DYNAMIC) {
                result_types.push(t);
                continue;
            }
            let mut new_shape = shape.clone();
            let mut changed = false;
            for (i, size) in new_shape.iter_mut().enumerate() {
                if *size == DYNAMIC
                    && let Some(&s) = map
                        .results
                        .get(i)
                        .and_then(AffineExpr::as_dim)
                        .and_then(|d| known.get(&d))
                {
                    *size = s;
                    changed = true;
                }
            }
            let nt = ctx.ty(TypeKind::RankedTensor {
                shape: new_shape,
                elem: *elem,
                encoding: *encoding,
            });
            if changed {
                new_types[k] = Some(nt);
            }
            if is_init {
                result_types.push(nt);
            }
        }
        if new_types.iter().all(Option::is_none) {
            return false;
        }
        if result_types.len() != rw.body().num_results(op) {
            return false;
        }
        rw.set_insertion_point_before(op);
        let loc = rw.body().op(op).loc;
        let mut new_operands = operands;
        for (v, t) in new_operands.iter_mut().zip(new_types) {
            if let Some(t) = t {
                *v = create1(rw, "tensor.cast", vec![*v], t, loc, None);
            }
        }
        let new_op = remake(rw, op, new_operands, result_types);
        crate::build::replace_with_cast_back(rw, op, new_op);
        true
    }
}

/// Whether `a` may be `tensor.cast` to `b` (MLIR's `tensor::CastOp::areCastCompatible`):
/// tensors of one element type whose ranks and static sizes agree where both are
/// known.
fn tensor_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_kind(a), ctx.type_kind(b)) {
        (
            TypeKind::RankedTensor {
                shape: x, elem: ex, ..
            },
            TypeKind::RankedTensor {
                shape: y, elem: ey, ..
            },
        ) => {
            ex == ey
                && x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(&p, &q)| p == q || p == DYNAMIC || q == DYNAMIC)
        }
        (
            TypeKind::RankedTensor { elem: ex, .. } | TypeKind::UnrankedTensor { elem: ex },
            TypeKind::RankedTensor { elem: ey, .. } | TypeKind::UnrankedTensor { elem: ey },
        ) => ex == ey,
        _ => false,
    }
}

/// A `linalg.generic` (or `linalg.broadcast`) whose maps are all equal and whose
/// body only yields block arguments forwards its operands: on tensors each result is the operand its
/// yielded argument stands for (cast when the types differ); on buffers, a copy of
/// a buffer onto itself is erased (MLIR's `EraseIdentityLinalgOp<GenericOp>`).
///
/// ```mlir
/// %r = linalg.generic {indexing_maps = [#id, #id], ...} ins(%a : tensor<4xf32>)
///     outs(%o : tensor<4xf32>) { ^bb0(%x: f32, %y: f32): linalg.yield %x : f32 } -> tensor<4xf32>
/// // %r becomes %a
/// ```
struct EraseIdentityGenericOp {
    root: &'static str,
}

impl RewritePattern for EraseIdentityGenericOp {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        "EraseIdentityLinalgOp"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let Some(maps) = indexing_maps(rw, op) else {
            return false;
        };
        if maps.windows(2).any(|w| w[0] != w[1]) {
            return false;
        }
        let body = rw.body();
        let Some(&region) = body.op(op).regions().first() else {
            return false;
        };
        let Some(block) = body.entry_block(region) else {
            return false;
        };
        let ops: Vec<OpId> = body.block_ops(block).collect();
        let &[yield_op] = ops.as_slice() else {
            return false;
        };
        if ctx.str(body.op(yield_op).name) != "linalg.yield" {
            return false;
        }
        let args = body.block_args(block).to_vec();
        let operands: Vec<ValueId> = body.operands(op).collect();
        let is_memref =
            |v: &ValueId| matches!(ctx.type_kind(body.value_type(*v)), TypeKind::MemRef { .. });
        let is_tensor = |v: &ValueId| {
            matches!(
                ctx.type_kind(body.value_type(*v)),
                TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
            )
        };
        let (ins, outs) = ins_outs(ctx, rw.ir(), (rw.body_id(), op));
        let shaped: Vec<&ValueId> = operands
            .iter()
            .filter(|v| is_memref(v) || is_tensor(v))
            .collect();
        if !shaped.is_empty() && shaped.iter().all(|v| is_memref(v)) {
            let yielded = body.operands(yield_op).next();
            if ins.len() != 1
                || outs.len() != 1
                || ins[0] != outs[0]
                || yielded.is_none_or(|y| !args.contains(&y))
            {
                return false;
            }
            rw.erase_op(op);
            return true;
        }
        if shaped.iter().any(|v| is_memref(v)) {
            return false;
        }
        let yielded: Vec<ValueId> = body.operands(yield_op).collect();
        let results: Vec<ValueId> = body.results(op).collect();
        if yielded.len() != results.len() {
            return false;
        }
        let mut forwarded = Vec::with_capacity(results.len());
        for (&y, &r) in yielded.iter().zip(&results) {
            let Some(i) = args.iter().position(|&a| a == y) else {
                return false;
            };
            let Some(&v) = operands.get(i) else {
                return false;
            };
            let (from, to) = (body.value_type(v), body.value_type(r));
            if from != to && !tensor_cast_compatible(ctx, from, to) {
                return false;
            }
            forwarded.push((v, from != to, to));
        }
        rw.set_insertion_point_before(op);
        let loc = rw.body().op(op).loc;
        let replacements: Vec<ValueId> = forwarded
            .into_iter()
            .map(|(v, cast, to)| {
                if cast {
                    create1(rw, "tensor.cast", vec![v], to, loc, None)
                } else {
                    v
                }
            })
            .collect();
        rw.replace_op(op, &replacements);
        true
    }
}

/// A `linalg.copy` of a buffer onto itself does nothing and is erased; of a tensor
/// onto itself, it is that tensor (MLIR's `EraseSelfCopy`).
///
/// ```mlir
/// linalg.copy ins(%m : memref<4xf32>) outs(%m : memref<4xf32>)   // erased
/// ```
struct EraseSelfCopy;

impl RewritePattern for EraseSelfCopy {
    fn root(&self) -> Option<&'static str> {
        Some("linalg.copy")
    }
    fn name(&self) -> &'static str {
        "EraseSelfCopy"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let (ins, outs) = ins_outs(ctx, rw.ir(), (rw.body_id(), op));
        let ([a], [b]) = (ins.as_slice(), outs.as_slice()) else {
            return false;
        };
        if a != b {
            return false;
        }
        match ctx.type_kind(rw.body().value_type(*b)) {
            TypeKind::MemRef { .. } => rw.erase_op(op),
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. } => {
                rw.replace_op(op, &[*b])
            }
            _ => return false,
        }
        true
    }
}

/// Creates a `linalg.transpose` or `linalg.broadcast` of `input` into `init` with its
/// `attr` list (`permutation` or `dimensions`) and the body forwarding the input
/// element; its result.
fn create_transpose_like(
    rw: &mut Rewriter<'_>,
    name: &str,
    input: ValueId,
    init: ValueId,
    attr: &str,
    values: &[i64],
    loc: rmlir_ir::Attr,
) -> ValueId {
    let ctx = rw.ctx;
    let ot = rw.body().value_type(init);
    let props = ctx.dict_attr(vec![(
        ctx.sym(attr),
        crate::tensor::util::dense_array(ctx, 64, values),
    )]);
    create_forwarding(rw, name, vec![input, init], vec![ot], props, loc)[0]
}

/// Creates the structured op `name` with `operands`, `result_types` and `props`,
/// and the body yielding its first argument (one argument per operand, of its
/// element type); its results.
fn create_forwarding(
    rw: &mut Rewriter<'_>,
    name: &str,
    operands: Vec<ValueId>,
    result_types: Vec<Type>,
    props: rmlir_ir::Attr,
    loc: rmlir_ir::Attr,
) -> Vec<ValueId> {
    let ctx = rw.ctx;
    let elem = |t: Type| match ctx.type_kind(t) {
        TypeKind::RankedTensor { elem, .. } | TypeKind::MemRef { elem, .. } => *elem,
        _ => t,
    };
    let arg_types: Vec<Type> = operands
        .iter()
        .map(|&v| elem(rw.body().value_type(v)))
        .collect();
    let st = OpState {
        props: Some(props),
        ..OpState::new(ctx, name, operands, result_types, loc)
    };
    let op = rw.create_detached(st);
    let region = rw.add_region(op);
    let block = rw.create_block(region, &arg_types, loc);
    let ip = rw.insertion_point();
    rw.set_insertion_point_to_end(block);
    let arg = rw.body().block_args(block)[0];
    rw.create(OpState::new(
        ctx,
        "linalg.yield",
        vec![arg],
        Vec::new(),
        loc,
    ));
    rw.restore_insertion_point(ip);
    rw.insert(op);
    rw.body().results(op).collect()
}

/// A `linalg.transpose` of a `linalg.transpose` transposes the first input once, by
/// the composed permutation (MLIR's `FoldTransposeWithTranspose`).
///
/// ```mlir
/// %0 = linalg.transpose ins(%a : tensor<5x4x3xf32>) outs(%i : tensor<4x3x5xf32>) permutation = [1, 2, 0]
/// %1 = linalg.transpose ins(%0 : tensor<4x3x5xf32>) outs(%j : tensor<3x4x5xf32>) permutation = [1, 0, 2]
/// // becomes
/// %1 = linalg.transpose ins(%a : tensor<5x4x3xf32>) outs(%j : tensor<3x4x5xf32>) permutation = [2, 1, 0]
/// ```
struct FoldTransposeWithTranspose;

impl RewritePattern for FoldTransposeWithTranspose {
    fn root(&self) -> Option<&'static str> {
        Some("linalg.transpose")
    }
    fn name(&self) -> &'static str {
        "FoldTransposeWithTranspose"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let input = rw.body().operand(op, 0);
        let Some(def) = rw.body().defining_op(input) else {
            return false;
        };
        if ctx.str(rw.body().op(def).name) != "linalg.transpose" || rw.body().num_results(op) != 1 {
            return false;
        }
        let (Some(first), Some(second)) = (
            prop_ints(ctx, rw.ir(), (rw.body_id(), def), "permutation"),
            prop_ints(ctx, rw.ir(), (rw.body_id(), op), "permutation"),
        ) else {
            return false;
        };
        let Some(folded) = second
            .iter()
            .map(|&p| usize::try_from(p).ok().and_then(|p| first.get(p).copied()))
            .collect::<Option<Vec<i64>>>()
        else {
            return false;
        };
        let first_input = rw.body().operand(def, 0);
        let init = rw.body().operand(op, 1);
        rw.set_insertion_point_before(op);
        let loc = rw.body().op(op).loc;
        let v = create_transpose_like(
            rw,
            "linalg.transpose",
            first_input,
            init,
            "permutation",
            &folded,
            loc,
        );
        rw.replace_op(op, &[v]);
        true
    }
}

/// A `linalg.transpose` of a single-use `linalg.broadcast` becomes a broadcast of
/// the transposed input: the transpose only permutes the input's own dims, into a
/// new `tensor.empty` (MLIR's `SwapTransposeWithBroadcast`).
///
/// ```mlir
/// %b = linalg.broadcast ins(%a : tensor<2xf32>) outs(%i : tensor<2x4xf32>) dimensions = [1]
/// %t = linalg.transpose ins(%b : tensor<2x4xf32>) outs(%j : tensor<4x2xf32>) permutation = [1, 0]
/// // becomes (the 1-d transpose then folds away)
/// %t = linalg.broadcast ins(%a : tensor<2xf32>) outs(%j : tensor<4x2xf32>) dimensions = [0]
/// ```
struct SwapTransposeWithBroadcast;

impl RewritePattern for SwapTransposeWithBroadcast {
    fn root(&self) -> Option<&'static str> {
        Some("linalg.transpose")
    }
    fn name(&self) -> &'static str {
        "SwapTransposeWithBroadcast"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let input = rw.body().operand(op, 0);
        let Some(broadcast) = rw.body().defining_op(input) else {
            return false;
        };
        if ctx.str(rw.body().op(broadcast).name) != "linalg.broadcast"
            || rw.body().uses(input).count() != 1
            || rw.body().num_results(op) != 1
        {
            return false;
        }
        let (Some(dims), Some(perm)) = (
            prop_ints(ctx, rw.ir(), (rw.body_id(), broadcast), "dimensions"),
            prop_ints(ctx, rw.ir(), (rw.body_id(), op), "permutation"),
        ) else {
            return false;
        };
        let b_input = rw.body().operand(broadcast, 0);
        let TypeKind::RankedTensor { shape, elem, .. } =
            ctx.type_kind(rw.body().value_type(b_input)).clone()
        else {
            return false;
        };
        // The permutation without the broadcast dims, renumbered over the rest.
        let kept: Vec<i64> = perm.iter().copied().filter(|p| !dims.contains(p)).collect();
        let mut sorted = kept.clone();
        sorted.sort_unstable();
        let Some(result_perm) = kept
            .iter()
            .map(|p| sorted.iter().position(|s| s == p).map(|i| i as i64))
            .collect::<Option<Vec<i64>>>()
        else {
            return false;
        };
        let mut inverse = vec![0i64; perm.len()];
        for (i, &p) in perm.iter().enumerate() {
            let Some(slot) = usize::try_from(p).ok().and_then(|p| inverse.get_mut(p)) else {
                return false;
            };
            *slot = i as i64;
        }
        let Some(result_dims) = dims
            .iter()
            .map(|&d| {
                usize::try_from(d)
                    .ok()
                    .and_then(|d| inverse.get(d).copied())
            })
            .collect::<Option<Vec<i64>>>()
        else {
            return false;
        };
        if result_perm.len() != shape.len() {
            return false;
        }
        rw.set_insertion_point_before(op);
        let loc = rw.body().op(op).loc;
        // The input's sizes: static, or read with tensor.dim.
        let mut sizes: Vec<Option<ValueId>> = Vec::with_capacity(shape.len());
        for (i, &d) in shape.iter().enumerate() {
            sizes.push(
                (d == DYNAMIC).then(|| {
                    crate::memref::build::dim_of(rw, "tensor.dim", b_input, i as i64, loc)
                }),
            );
        }
        let mut new_shape = Vec::with_capacity(shape.len());
        let mut dyn_sizes = Vec::new();
        for &p in &result_perm {
            let p = p as usize;
            new_shape.push(shape[p]);
            if let Some(v) = sizes[p] {
                dyn_sizes.push(v);
            }
        }
        let empty_ty = ctx.ty(TypeKind::RankedTensor {
            shape: new_shape,
            elem,
            encoding: None,
        });
        let empty = create1(rw, "tensor.empty", dyn_sizes, empty_ty, loc, None);
        let transposed = create_transpose_like(
            rw,
            "linalg.transpose",
            b_input,
            empty,
            "permutation",
            &result_perm,
            loc,
        );
        let init = rw.body().operand(op, 1);
        let v = create_transpose_like(
            rw,
            "linalg.broadcast",
            transposed,
            init,
            "dimensions",
            &result_dims,
            loc,
        );
        rw.replace_op(op, &[v]);
        true
    }
}

/// Creates a named structured op `name` (`linalg.fill` or `linalg.copy`) with
/// `ins` and `outs` and the body yielding its first argument; its results.
fn create_forwarding_named(
    rw: &mut Rewriter<'_>,
    name: &str,
    ins: Vec<ValueId>,
    outs: Vec<ValueId>,
    result_types: Vec<Type>,
    loc: rmlir_ir::Attr,
) -> Vec<ValueId> {
    let props = crate::memref::build::segment_props(rw, &[ins.len(), outs.len()], Vec::new());
    let operands = ins.into_iter().chain(outs).collect();
    create_forwarding(rw, name, operands, result_types, props, loc)
}

/// The `linalg.fill` defining `v`, if any.
fn fill_of(rw: &Rewriter<'_>, v: ValueId) -> Option<OpId> {
    let d = rw.body().defining_op(v)?;
    (rw.ctx.str(rw.body().op(d).name) == "linalg.fill").then_some(d)
}

/// `tensor.extract` from a `linalg.fill` result is the fill value (MLIR's
/// `FoldFillWithTensorExtract`).
///
/// ```mlir
/// %f = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
/// %e = tensor.extract %f[%i] : tensor<4xf32>   // becomes %v
/// ```
struct FoldFillWithTensorExtract;

impl RewritePattern for FoldFillWithTensorExtract {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.extract")
    }
    fn name(&self) -> &'static str {
        "FoldFillWithTensorExtract"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let tensor = rw.body().operand(op, 0);
        let Some(fill) = fill_of(rw, tensor) else {
            return false;
        };
        let value = rw.body().operand(fill, 0);
        rw.replace_op(op, &[value]);
        true
    }
}

/// A `linalg.copy` from a fill result fills the copy's destination instead; a copy
/// into a fill result copies into the fill's destination (MLIR's `FoldFillWithCopy`).
///
/// ```mlir
/// %f = linalg.fill ins(%v : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
/// %c = linalg.copy ins(%f : tensor<?xf32>) outs(%b : tensor<?xf32>) -> tensor<?xf32>
/// // becomes
/// %c = linalg.fill ins(%v : f32) outs(%b : tensor<?xf32>) -> tensor<?xf32>
/// ```
struct FoldFillWithCopy;

impl RewritePattern for FoldFillWithCopy {
    fn root(&self) -> Option<&'static str> {
        Some("linalg.copy")
    }
    fn name(&self) -> &'static str {
        "FoldFillWithCopy"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let (ins, outs) = ins_outs(rw.ctx, rw.ir(), (rw.body_id(), op));
        let (Some(&input), Some(&output)) = (ins.first(), outs.first()) else {
            return false;
        };
        let body = rw.body();
        let result_types: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
        let loc = body.op(op).loc;
        if let Some(fill) = fill_of(rw, input) {
            let value = rw.body().operand(fill, 0);
            rw.set_insertion_point_before(op);
            let vs =
                create_forwarding_named(rw, "linalg.fill", vec![value], outs, result_types, loc);
            rw.replace_op(op, &vs);
            return true;
        }
        if let Some(fill) = fill_of(rw, output) {
            let (_, fill_outs) = ins_outs(rw.ctx, rw.ir(), (rw.body_id(), fill));
            rw.set_insertion_point_before(op);
            let vs = create_forwarding_named(rw, "linalg.copy", ins, fill_outs, result_types, loc);
            rw.replace_op(op, &vs);
            return true;
        }
        false
    }
}

/// A `linalg.transpose` of a fill result fills the transpose's destination (MLIR's
/// `FoldFillWithTranspose`).
///
/// ```mlir
/// %f = linalg.fill ins(%v : f32) outs(%a : tensor<?x?xf32>) -> tensor<?x?xf32>
/// %t = linalg.transpose ins(%f : tensor<?x?xf32>) outs(%b : tensor<?x?xf32>) permutation = [1, 0]
/// // becomes
/// %t = linalg.fill ins(%v : f32) outs(%b : tensor<?x?xf32>) -> tensor<?x?xf32>
/// ```
struct FoldFillWithTranspose;

impl RewritePattern for FoldFillWithTranspose {
    fn root(&self) -> Option<&'static str> {
        Some("linalg.transpose")
    }
    fn name(&self) -> &'static str {
        "FoldFillWithTranspose"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let input = rw.body().operand(op, 0);
        let Some(fill) = fill_of(rw, input) else {
            return false;
        };
        let value = rw.body().operand(fill, 0);
        let init = rw.body().operand(op, 1);
        let body = rw.body();
        let result_types: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
        let loc = body.op(op).loc;
        rw.set_insertion_point_before(op);
        let vs = create_forwarding_named(
            rw,
            "linalg.fill",
            vec![value],
            vec![init],
            result_types,
            loc,
        );
        rw.replace_op(op, &vs);
        true
    }
}

/// A reshape of a fill result fills the reshaped destination (MLIR's
/// `FoldFillWithTensorReshape`).
///
/// ```mlir
/// %f = linalg.fill ins(%v : f32) outs(%t : tensor<2x3xf32>) -> tensor<2x3xf32>
/// %r = tensor.collapse_shape %f [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
/// // becomes
/// %collapsed = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
/// %r = linalg.fill ins(%v : f32) outs(%collapsed : tensor<6xf32>) -> tensor<6xf32>
/// ```
struct FoldFillWithTensorReshape {
    root: &'static str,
}

impl RewritePattern for FoldFillWithTensorReshape {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        "FoldFillWithTensorReshape"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let source = rw.body().operand(op, 0);
        let Some(fill) = fill_of(rw, source) else {
            return false;
        };
        let (_, fill_outs) = ins_outs(rw.ctx, rw.ir(), (rw.body_id(), fill));
        let Some(&init) = fill_outs.first() else {
            return false;
        };
        let value = rw.body().operand(fill, 0);
        let body = rw.body();
        let rt = body.value_type(body.result(op, 0));
        let fill_loc = body.op(fill).loc;
        let mut operands: Vec<ValueId> = body.operands(op).collect();
        operands[0] = init;
        let props = body.op(op).props();
        rw.set_insertion_point_before(op);
        let reshaped = create1(rw, self.root, operands, rt, fill_loc, props);
        let loc = rw.body().op(op).loc;
        let vs = create_forwarding_named(
            rw,
            "linalg.fill",
            vec![value],
            vec![reshaped],
            vec![rt],
            loc,
        );
        rw.replace_op(op, &vs);
        true
    }
}

/// Adds the linalg dialect's canonicalization patterns to `set`, in MLIR's order
/// (the dialect's own, then those of the ops by name).
pub fn patterns(set: &mut PatternSet) {
    for root in super::structured_op_names() {
        set.add(EraseDeadLinalgOp { root });
    }
    set.add(FoldTensorCastConsumerOp);
    for root in super::structured_op_names() {
        set.add(InferStaticShapeOfOperands { root });
    }
    set.add(EraseIdentityGenericOp {
        root: "linalg.broadcast",
    });
    set.add(EraseSelfCopy);
    set.add(FoldFillWithCopy);
    set.add(FoldFillWithTensorExtract);
    set.add(FoldFillWithTensorReshape {
        root: "tensor.collapse_shape",
    });
    set.add(FoldFillWithTensorReshape {
        root: "tensor.expand_shape",
    });
    set.add(FoldFillWithTranspose);
    set.add(EraseIdentityGenericOp {
        root: "linalg.generic",
    });
    set.add(FoldTransposeWithTranspose);
    set.add(SwapTransposeWithBroadcast);
}

/// `linalg.transpose` on tensors (MLIR's `TransposeOp::fold`): an empty or identity
/// permutation forwards the input.
///
/// ```mlir
/// %t = linalg.transpose ins(%a : tensor<16xf32>) outs(%i : tensor<16xf32>) permutation = [0]
/// // folds to %a
/// ```
pub(super) fn fold_transpose(
    cx: &mut rmlir_ir::fold::FoldCx<'_>,
    op: OpId,
) -> rmlir_ir::fold::Folded {
    use rmlir_ir::fold::Folded;
    let b = cx.ir.body(cx.body);
    let input = b.operand(op, 0);
    if !matches!(
        cx.ctx.type_kind(b.value_type(input)),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    ) {
        return Folded::No;
    }
    let Some(perm) = prop_ints(cx.ctx, cx.ir, (cx.body, op), "permutation") else {
        return Folded::No;
    };
    if perm.iter().enumerate().all(|(i, &p)| p == i as i64) {
        Folded::value(input)
    } else {
        Folded::No
    }
}

/// `linalg.generic` and the named structured ops (their `fold`,
/// `memref::foldMemRefCast`): operands defined by a `memref.cast` of a ranked
/// memref read the cast's source, in place.
///
/// ```mlir
/// %c = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
/// linalg.matmul ins(%c, %c : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
/// // folds to
/// linalg.matmul ins(%m, %m : memref<16x16xf32>, memref<16x16xf32>) outs(%m : memref<16x16xf32>)
/// ```
pub(super) fn fold_memref_casts(
    cx: &mut rmlir_ir::fold::FoldCx<'_>,
    op: OpId,
) -> rmlir_ir::fold::Folded {
    if crate::memref::fold::fold_memref_cast(cx, op, None) {
        rmlir_ir::fold::Folded::InPlace
    } else {
        rmlir_ir::fold::Folded::No
    }
}

/// `linalg.index` of a loop whose static range is one is always 0 (MLIR's
/// `IndexOp::fold`): a loop's range is the size of the first operand dimension its
/// indexing maps give it directly.
///
/// ```mlir
/// linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], ...}
///     outs(%m : memref<1x4xindex>) {
/// ^bb0(%out: index):
///   %0 = linalg.index 0 : index      // folds to 0 (an arith.constant in the function)
///   linalg.yield %0 : index
/// }
/// ```
pub(super) fn fold_index(cx: &mut rmlir_ir::fold::FoldCx<'_>, op: OpId) -> rmlir_ir::fold::Folded {
    use rmlir_ir::fold::Folded;
    let (ctx, ir, body) = (cx.ctx, &*cx.ir, cx.body);
    let b = ir.body(body);
    let Some(parent) = b.parent_op_in_body(op) else {
        return Folded::No;
    };
    let structured = b.op(parent).def.is_some_and(|d| {
        d.name.starts_with("linalg.") && d.has(rmlir_ir::opdef::traits::RECURSIVE_EFFECTS)
    });
    if !structured {
        return Folded::No;
    }
    let Some(dim) = prop(ctx, ir, (body, op), "dim").and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => usize::try_from(*value).ok(),
        _ => None,
    }) else {
        return Folded::No;
    };
    let Some(maps) = indexing_maps_of(ctx, ir, (body, parent)) else {
        return Folded::No;
    };
    // The sizes of every operand's dimensions, in operand order (scalars have none).
    let (ins, outs) = ins_outs(ctx, ir, (body, parent));
    let sizes: Vec<i64> = ins
        .iter()
        .chain(&outs)
        .flat_map(|&v| {
            shape_of(ctx, b.value_type(v))
                .unwrap_or(&[])
                .iter()
                .copied()
        })
        .collect();
    let results = maps.iter().flat_map(|m| m.results.iter());
    let range = results
        .zip(&sizes)
        .find(|(e, _)| **e == AffineExpr::dim(dim as u32))
        .map(|(_, &s)| s);
    if range == Some(1) {
        Folded::attr(ctx.attr(AttrKind::Integer {
            value: 0,
            ty: ctx.index_type(),
        }))
    } else {
        Folded::No
    }
}

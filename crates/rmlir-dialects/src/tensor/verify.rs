//! Verifiers of the `tensor` ops, with the messages of upstream's `TensorOps.cpp`,
//! `ViewLikeInterface.cpp` (offset/size/stride lists) and `ReshapeOpsUtils.h`.
//! Messages MLIR emits with `emitError` carry no `'op' op` prefix; those from
//! `emitOpError` do.

use super::util::*;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::verifier::{VerifyCx, attr_constraint, plain_error};
use rmlir_ir::{AttrKind, OpRef, PResult, Reported, Type, TypeKind, ValueId};

fn plain(cx: &mut VerifyCx<'_>, op: OpRef, msg: &str) -> Reported {
    plain_error(cx.ctx, cx.ir, cx.diags, op, msg)
}

fn operand_types(cx: &VerifyCx<'_>, op: OpRef) -> Vec<Type> {
    let b = cx.ir.body(op.0);
    b.operands(op.1).map(|v| b.value_type(v)).collect()
}

fn result_types(cx: &VerifyCx<'_>, op: OpRef) -> Vec<Type> {
    let b = cx.ir.body(op.0);
    b.results(op.1).map(|v| b.value_type(v)).collect()
}

fn rank(cx: &VerifyCx<'_>, t: Type) -> Option<usize> {
    shaped(cx.ctx, t).map(|(s, _)| s.len())
}

fn num_dynamic(cx: &VerifyCx<'_>, t: Type) -> usize {
    shaped(cx.ctx, t).map_or(0, |(s, _)| s.iter().filter(|&&d| d == DYNAMIC).count())
}

/// `tensor.empty(%d) : tensor<?x4xf32>`: one size per dynamic dimension.
pub(super) fn empty(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let (Some(&rt), n) = (result_types(cx, op).first(), operand_types(cx, op).len()) else {
        return Ok(());
    };
    let want = num_dynamic(cx, rt);
    if n != want {
        let msg = format!("incorrect number of dynamic sizes, has {n}, expected {want}");
        return Err(cx.op_error(op, &msg));
    }
    Ok(())
}

/// `TypesMatchWith`: the type of value `a` must be `want`, or `failed to verify that
/// {what}`.
fn types_match(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    got: Option<Type>,
    want: Option<Type>,
    what: &str,
) -> PResult<()> {
    if let (Some(g), Some(w)) = (got, want)
        && g != w
    {
        return Err(cx.op_error(op, &format!("failed to verify that {what}")));
    }
    Ok(())
}

/// `tensor.extract %t[%i, %j] : tensor<?x?xf32>`: an element of the tensor's type, one
/// index per dimension.
pub(super) fn extract(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let tys = operand_types(cx, op);
    let elem = tys.first().and_then(|&t| shaped(cx.ctx, t)).map(|(_, e)| e);
    let res = result_types(cx, op).first().copied();
    types_match(
        cx,
        op,
        res,
        elem,
        "result type matches element type of tensor",
    )?;
    if let Some(r) = tys.first().and_then(|&t| rank(cx, t))
        && r != tys.len() - 1
    {
        return Err(cx.op_error(op, "incorrect number of indices for extract_element"));
    }
    Ok(())
}

/// `tensor.insert %v into %t[%i] : tensor<?xf32>`: a result of the destination's type,
/// a scalar of its element type, one index per dimension.
pub(super) fn insert(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let tys = operand_types(cx, op);
    let dest = tys.get(1).copied();
    let res = result_types(cx, op).first().copied();
    types_match(cx, op, res, dest, "result type matches type of dest")?;
    let elem = dest.and_then(|t| shaped(cx.ctx, t)).map(|(_, e)| e);
    types_match(
        cx,
        op,
        tys.first().copied(),
        elem,
        "scalar type matches element type of dest",
    )?;
    if let Some(r) = tys.get(1).and_then(|&t| rank(cx, t))
        && r + 2 != tys.len()
    {
        return Err(cx.op_error(op, "incorrect number of indices"));
    }
    Ok(())
}

/// Checks the offsets/sizes/strides lists of a slice op against the rank of the sliced
/// tensor (MLIR's `verifyOffsetSizeAndStrideOp`).
fn offsets_sizes_strides(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    max_rank: usize,
    dynamic: &[Vec<ValueId>],
) -> PResult<[Vec<i64>; 3]> {
    let get = |n: &str| prop_ints(cx.ctx, cx.ir, op, n).unwrap_or_default();
    let lists = [
        get("static_offsets"),
        get("static_sizes"),
        get("static_strides"),
    ];
    for (i, name) in ["offsets", "sizes", "strides"].into_iter().enumerate() {
        let n = dynamic.get(i).map_or(0, |d| d.len());
        check_dynamic_count(cx, op, name, &lists[i], n)?;
    }
    let [offs, sizes, strides] = &lists;
    if offs.len() != sizes.len() && !(offs.len() == 1 && max_rank == 1) {
        let msg = format!(
            "expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is well-formed.",
            offs.len(),
            sizes.len()
        );
        return Err(plain(cx, op, &msg));
    }
    if sizes.len() != strides.len() {
        let msg = format!(
            "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.",
            sizes.len(),
            strides.len()
        );
        return Err(plain(cx, op, &msg));
    }
    for (i, name) in ["offset", "size", "stride"].into_iter().enumerate() {
        let vals = &lists[i];
        if vals.len() != max_rank {
            let msg = format!("expected {max_rank} {name} values, got {}", vals.len());
            return Err(plain(cx, op, &msg));
        }
        let want = vals.iter().filter(|&&v| v == DYNAMIC).count();
        if dynamic.get(i).map_or(0, |d| d.len()) != want {
            let msg = format!("expected {want} dynamic {name} values");
            return Err(plain(cx, op, &msg));
        }
    }
    if let Some(o) = offs.iter().find(|&&o| o < 0 && o != DYNAMIC) {
        let msg = format!("expected offsets to be non-negative, but got {o}");
        return Err(plain(cx, op, &msg));
    }
    if let Some(s) = sizes.iter().find(|&&s| s < 0 && s != DYNAMIC) {
        let msg = format!("expected sizes to be non-negative, but got {s}");
        return Err(plain(cx, op, &msg));
    }
    Ok(lists)
}

/// Whether `reduced` is `full` with some unit dimensions dropped (MLIR's
/// `computeRankReductionMask` without dynamic matching).
fn rank_reduces(full: &[i64], reduced: &[i64]) -> bool {
    let mut j = 0;
    for &d in full {
        if j < reduced.len() && d == reduced[j] {
            j += 1;
        } else if d != 1 {
            return false;
        }
    }
    j == reduced.len()
}

/// The slice type `expected` (sizes of the slice, source element type) against the
/// actual one, allowing rank reduction (MLIR's `produceSliceErrorMsg`).
fn check_slice_type(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    sizes: &[i64],
    source: Type,
    actual: Type,
) -> PResult<()> {
    let (Some((_, se)), Some((ashape, ae))) = (shaped(cx.ctx, source), shaped(cx.ctx, actual))
    else {
        return Ok(());
    };
    let encoding = |t: Type| match cx.ctx.type_kind(t) {
        TypeKind::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    };
    if sizes == ashape && se == ae && encoding(source) == encoding(actual) {
        return Ok(());
    }
    if ashape.len() > sizes.len() {
        return Err(plain(
            cx,
            op,
            "expected rank to be smaller or equal to the other rank. ",
        ));
    }
    if !rank_reduces(sizes, ashape) {
        let msg = format!(
            "expected type to be '{}' or a rank-reduced version. (size mismatch) ",
            tensor_str(cx.ctx, sizes, se)
        );
        return Err(plain(cx, op, &msg));
    }
    if se != ae {
        let msg = format!("expected element type to be '{}'", tstr(cx.ctx, se));
        return Err(plain(cx, op, &msg));
    }
    Ok(())
}

/// Offsets and last positions of a static slice must stay inside the tensor (MLIR's
/// `verifyInBoundsSlice`).
fn in_bounds(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    shape: &[i64],
    [offs, sizes, strides]: &[Vec<i64>; 3],
) -> PResult<()> {
    for (i, &dim) in shape.iter().enumerate() {
        let (Some(&o), Some(&s), Some(&st)) = (offs.get(i), sizes.get(i), strides.get(i)) else {
            break;
        };
        if dim == DYNAMIC || o == DYNAMIC {
            continue;
        }
        if o >= dim {
            let msg = format!("offset {i} is out-of-bounds: {o} >= {dim}");
            return Err(plain(cx, op, &msg));
        }
        if s == DYNAMIC || st == DYNAMIC {
            continue;
        }
        let last = o.saturating_add((s - 1).saturating_mul(st));
        if last >= dim {
            let msg = format!("slice along dimension {i} runs out-of-bounds: {last} >= {dim}");
            return Err(plain(cx, op, &msg));
        }
    }
    Ok(())
}

/// `tensor.extract_slice`: list ranks, result type (possibly rank-reduced), bounds.
pub(super) fn extract_slice(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    check_segment_total(cx, op)?;
    let Some(g) = segments(cx.ctx, cx.ir, op).filter(|g| g.len() == 4) else {
        return Err(cx.op_error(op, "operand segment sizes do not match the operands"));
    };
    let Some(&src) = g[0].first() else {
        return Ok(());
    };
    let st = cx.ir.body(op.0).value_type(src);
    let Some((shape, _)) = shaped(cx.ctx, st) else {
        return Ok(());
    };
    let shape = shape.to_vec();
    let lists = offsets_sizes_strides(cx, op, shape.len(), &g[1..])?;
    if let Some(&rt) = result_types(cx, op).first() {
        check_slice_type(cx, op, &lists[1], st, rt)?;
    }
    in_bounds(cx, op, &shape, &lists)
}

/// `tensor.insert_slice` / `tensor.parallel_insert_slice`: list ranks against the
/// destination, source type (possibly rank-reduced), bounds.
pub(super) fn insert_slice(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    check_segment_total(cx, op)?;
    let Some(g) = segments(cx.ctx, cx.ir, op).filter(|g| g.len() == 5) else {
        return Err(cx.op_error(op, "operand segment sizes do not match the operands"));
    };
    let (Some(&src), Some(&dst)) = (g[0].first(), g[1].first()) else {
        return Ok(());
    };
    let body = cx.ir.body(op.0);
    let (st, dt) = (body.value_type(src), body.value_type(dst));
    let Some((shape, _)) = shaped(cx.ctx, dt) else {
        return Ok(());
    };
    let shape = shape.to_vec();
    let lists = offsets_sizes_strides(cx, op, shape.len(), &g[2..])?;
    check_slice_type(cx, op, &lists[1], dt, st)?;
    in_bounds(cx, op, &shape, &lists)
}

/// `tensor.parallel_insert_slice`: inside an op of `InParallelOpInterface`
/// (`scf.forall.in_parallel`), then the checks of `tensor.insert_slice`. The error
/// carries the actual parent in generic form, as upstream's does.
///
/// ```mlir
/// // error: expected InParallelOpInterface parent, got:
/// //        "func.func"() <{...}> ({ ... }) : () -> ()
/// tensor.parallel_insert_slice %s into %t[0, 0][2, 2][1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
/// ```
pub(super) fn parallel_insert_slice(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    if let Some(parent) = cx.ir.parent_op(op) {
        let name = cx.ctx.str(cx.ir.body(parent.0).op(parent.1).name);
        if name != "scf.forall.in_parallel" {
            let text = rmlir_ir::printer::print_op_generic_local(cx.ctx, cx.ir, parent);
            let msg = format!("expected InParallelOpInterface parent, got:\n{text}");
            return Err(plain(cx, op, &msg));
        }
    }
    insert_slice(cx, op)
}

/// Element types equal; ranks and static sizes agree unless a side is unranked or
/// dynamic (MLIR's `CastOp::areCastCompatible`).
fn cast_compatible(cx: &VerifyCx<'_>, a: Type, b: Type) -> bool {
    elem_or_self(cx.ctx, a) == elem_or_self(cx.ctx, b) && shapes_compatible(cx, a, b)
}

/// `tensor.cast %t : tensor<?xf32> to tensor<4xf32>`.
pub(super) fn cast(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    check_cast(cx, op, cast_compatible)
}

/// MLIR's `CastOpInterface` check: the operand type casts to the result type by
/// `compatible`, or `operand type 'A' and result type 'B' are cast incompatible`.
fn check_cast(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    compatible: fn(&VerifyCx<'_>, Type, Type) -> bool,
) -> PResult<()> {
    let (ins, outs) = (operand_types(cx, op), result_types(cx, op));
    if let (Some(&a), Some(&b)) = (ins.first(), outs.first())
        && !compatible(cx, a, b)
    {
        let msg = format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            tstr(cx.ctx, a),
            tstr(cx.ctx, b)
        );
        return Err(cx.op_error(op, &msg));
    }
    Ok(())
}

/// Ranks and static sizes agree unless a side is unranked or dynamic (MLIR's
/// `verifyCompatibleShape`).
fn shapes_compatible(cx: &VerifyCx<'_>, a: Type, b: Type) -> bool {
    match (shaped(cx.ctx, a), shaped(cx.ctx, b)) {
        (Some((sa, _)), Some((sb, _))) => {
            sa.len() == sb.len()
                && sa
                    .iter()
                    .zip(sb)
                    .all(|(&x, &y)| x == y || x == DYNAMIC || y == DYNAMIC)
        }
        _ => true,
    }
}

/// The bit width of an integer or float element type.
fn elem_bits(cx: &VerifyCx<'_>, t: Type) -> Option<u32> {
    match cx.ctx.type_kind(elem_or_self(cx.ctx, t)) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Float(k) => Some(k.width()),
        _ => None,
    }
}

/// `tensor.bitcast`: elements of the same bit width, compatible shapes (MLIR's
/// `BitcastOp::areCastCompatible`).
///
/// ```mlir
/// // error: 'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi64>' are cast incompatible
/// %0 = tensor.bitcast %t : tensor<4xf32> to tensor<4xi64>
/// ```
pub(super) fn bitcast(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    check_cast(cx, op, |cx, a, b| {
        elem_bits(cx, a) == elem_bits(cx, b) && shapes_compatible(cx, a, b)
    })
}

/// MLIR's `verifyGatherOrScatterDims`: `dims` non-empty, no more than `rank`, as many
/// as the last dimension of the indices, each in `[0, rank)`, strictly increasing.
fn gather_scatter_dims(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    dims: &[i64],
    indices: &[i64],
    rank: usize,
    (which, tensor): (&str, &str),
) -> PResult<()> {
    let rank = rank as i64;
    let msg = if dims.is_empty() {
        Some("_dims must be non-empty".to_string())
    } else if dims.len() as i64 > rank {
        Some(format!("_dims overflow {tensor} rank"))
    } else if indices.last() != Some(&(dims.len() as i64)) {
        Some("_dims length must match the size of last dimension of indices".to_string())
    } else if let Some(&d) = dims.iter().find(|&&d| d < 0 || d >= rank) {
        Some(if d < 0 {
            "_dims value must be non-negative".to_string()
        } else {
            format!("_dims value must be smaller than {tensor} rank")
        })
    } else if dims.windows(2).any(|w| w[0] >= w[1]) {
        Some("_dims values must be strictly increasing".to_string())
    } else {
        None
    };
    match msg {
        Some(m) => Err(cx.op_error(op, &format!("{which}{m}"))),
        None => Ok(()),
    }
}

/// The indices' shape and the `<which>_dims` of a gather from (scatter into) `tensor`
/// at indices of type `idx`, once [`gather_scatter_dims`] accepts them; `None` when
/// either type is not shaped (ODS reports that).
fn checked_dims(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    (tensor, idx): (Type, Type),
    names: (&str, &str),
) -> PResult<Option<(Vec<i64>, Vec<i64>)>> {
    let (Some((t_shape, _)), Some((i_shape, _))) = (shaped(cx.ctx, tensor), shaped(cx.ctx, idx))
    else {
        return Ok(None);
    };
    let (rank, indices) = (t_shape.len(), i_shape.to_vec());
    let prop_name = format!("{}_dims", names.0);
    let dims = prop_ints(cx.ctx, cx.ir, op, &prop_name).unwrap_or_default();
    gather_scatter_dims(cx, op, &dims, &indices, rank, names)?;
    Ok(Some((indices, dims)))
}

/// The type a gather of `source` at `indices` along `dims` yields (MLIR's
/// `GatherOp::inferResultType`): the leading dimensions of the indices, then the
/// source's with the gathered ones set to 1 (or dropped, `rank_reduced`).
fn gather_type(
    cx: &VerifyCx<'_>,
    source: Type,
    indices: &[i64],
    dims: &[i64],
    rank_reduced: bool,
) -> Type {
    let (shape, elem) = match cx.ctx.type_kind(source) {
        TypeKind::RankedTensor { shape, elem, .. } => (shape.clone(), *elem),
        _ => return source,
    };
    let mut out: Vec<i64> = indices[..indices.len().saturating_sub(1)].to_vec();
    for (i, &d) in shape.iter().enumerate() {
        if dims.contains(&(i as i64)) {
            if !rank_reduced {
                out.push(1);
            }
        } else {
            out.push(d);
        }
    }
    let encoding = match cx.ctx.type_kind(source) {
        TypeKind::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    };
    cx.ctx.ty(TypeKind::RankedTensor {
        shape: out,
        elem,
        encoding,
    })
}

/// `what` (the result of a gather, the source of a scatter) must be the inferred type
/// or its rank-reduced variant.
fn check_gathered_type(
    cx: &mut VerifyCx<'_>,
    op: OpRef,
    (what, got): (&str, Type),
    (tensor, indices, dims): (Type, &[i64], &[i64]),
) -> PResult<()> {
    let full = gather_type(cx, tensor, indices, dims, false);
    let reduced = gather_type(cx, tensor, indices, dims, true);
    if got == full || got == reduced {
        return Ok(());
    }
    let msg = format!(
        "{what} type mismatch: expected '{}' or its rank-reduced variant '{}' (got: '{}')",
        tstr(cx.ctx, full),
        tstr(cx.ctx, reduced),
        tstr(cx.ctx, got)
    );
    Err(cx.op_error(op, &msg))
}

/// `tensor.gather %src[%idx] gather_dims([0]) : (S, I) -> R` (MLIR's
/// `GatherOp::verify`).
///
/// ```mlir
/// // error: 'tensor.gather' op gather_dims values must be strictly increasing
/// %0 = tensor.gather %s[%i] gather_dims([1, 0]) : (tensor<4x4xf32>, tensor<2x2xindex>) -> tensor<2x1x1xf32>
/// ```
pub(super) fn gather(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let (ins, outs) = (operand_types(cx, op), result_types(cx, op));
    let (Some(&src), Some(&idx), Some(&res)) = (ins.first(), ins.get(1), outs.first()) else {
        return Ok(());
    };
    let Some((indices, dims)) = checked_dims(cx, op, (src, idx), ("gather", "source"))? else {
        return Ok(());
    };
    check_gathered_type(cx, op, ("result", res), (src, &indices, &dims))
}

/// `tensor.scatter %v into %dst[%idx] scatter_dims([0]) unique : (V, D, I) -> R`
/// (MLIR's `ScatterOp::verify`): the dims as for a gather from the destination, the
/// `unique` marker, and the source shaped as that gather's result.
///
/// ```mlir
/// // error: 'tensor.scatter' op requires 'unique' attribute to be set
/// %0 = tensor.scatter %v into %d[%i] scatter_dims([0]) : (tensor<2x1x4xf32>, tensor<4x4xf32>, tensor<2x1xindex>) -> tensor<4x4xf32>
/// ```
pub(super) fn scatter(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let ins = operand_types(cx, op);
    let (Some(&src), Some(&dst), Some(&idx)) = (ins.first(), ins.get(1), ins.get(2)) else {
        return Ok(());
    };
    let Some((indices, dims)) = checked_dims(cx, op, (dst, idx), ("scatter", "dest"))? else {
        return Ok(());
    };
    if prop(cx.ctx, cx.ir, op, "unique").is_none() {
        return Err(cx.op_error(op, "requires 'unique' attribute to be set"));
    }
    check_gathered_type(cx, op, ("source", src), (dst, &indices, &dims))
}

/// The `tensor.yield` terminating the single block of `op`'s first region, if any.
fn yielded_type(cx: &VerifyCx<'_>, op: OpRef) -> Option<Option<Type>> {
    let d = cx.ir.body(op.0).op(op.1);
    let rb = d.nested().unwrap_or(op.0);
    let body = cx.ir.body(rb);
    let entry = body.entry_block(*d.regions().first()?)?;
    let last = body.last_op(entry)?;
    let ld = body.op(last);
    // Another terminator is the implicit-terminator check's to report.
    if cx.ctx.str(ld.name) != "tensor.yield" {
        return None;
    }
    Some(body.operands(last).next().map(|v| body.value_type(v)))
}

fn entry_arg_types(cx: &VerifyCx<'_>, op: OpRef) -> Option<Vec<Type>> {
    let d = cx.ir.body(op.0).op(op.1);
    let rb = d.nested().unwrap_or(op.0);
    let body = cx.ir.body(rb);
    let entry = body.entry_block(*d.regions().first()?)?;
    Some(
        body.block_args(entry)
            .iter()
            .map(|&a| body.value_type(a))
            .collect(),
    )
}

fn is_index(cx: &VerifyCx<'_>, t: Type) -> bool {
    matches!(cx.ctx.type_kind(t), TypeKind::Index)
}

/// `tensor.generate %d { ^bb0(%i: index, %j: index): tensor.yield %v : f32 } :
/// tensor<?x3xf32>`: one extent per dynamic dimension, one index argument per
/// dimension, a yield of the element type.
pub(super) fn generate(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let Some(&rt) = result_types(cx, op).first() else {
        return Ok(());
    };
    let n = operand_types(cx, op).len();
    let want = num_dynamic(cx, rt);
    if n != want {
        let msg = format!("incorrect number of dynamic sizes, has {n}, expected {want}");
        return Err(cx.op_error(op, &msg));
    }
    let Some((shape, elem)) = shaped(cx.ctx, rt) else {
        return Ok(());
    };
    let r = shape.len();
    if let Some(args) = entry_arg_types(cx, op) {
        // MLIR checks the argument types before their count.
        if args.iter().any(|&t| !is_index(cx, t)) {
            return Err(plain(cx, op, "all body arguments must be index"));
        }
        if args.len() != r {
            return Err(plain(
                cx,
                op,
                "must have one body argument per input dimension",
            ));
        }
    }
    if let Some(y) = yielded_type(cx, op)
        && y != Some(elem)
    {
        return Err(cx.op_error(
            op,
            "body must be terminated with a `yield` operation of the tensor element type",
        ));
    }
    Ok(())
}

/// `tensor.pad`: the result shape is the source padded by the static amounts; the body
/// takes one index per dimension and yields the element type.
pub(super) fn pad(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    check_segment_total(cx, op)?;
    if let Some(g) = segments(cx.ctx, cx.ir, op).filter(|g| g.len() == 3) {
        for (i, name) in ["low", "high"].into_iter().enumerate() {
            let statics =
                prop_ints(cx.ctx, cx.ir, op, &format!("static_{name}")).unwrap_or_default();
            check_dynamic_count(cx, op, name, &statics, g[i + 1].len())?;
        }
    }
    let (ins, outs) = (operand_types(cx, op), result_types(cx, op));
    let (Some(&st), Some(&rt)) = (ins.first(), outs.first()) else {
        return Ok(());
    };
    let (Some((sshape, se)), Some((rshape, re))) = (shaped(cx.ctx, st), shaped(cx.ctx, rt)) else {
        return Ok(());
    };
    let (sshape, rshape) = (sshape.to_vec(), rshape.to_vec());
    let low = prop_ints(cx.ctx, cx.ir, op, "static_low").unwrap_or_default();
    let high = prop_ints(cx.ctx, cx.ir, op, "static_high").unwrap_or_default();
    let r = sshape.len();
    if low.len() != r || high.len() != r {
        let msg = format!(
            "failed to infer expectedType from sourceType '{}', specified resultType is '{}'",
            tstr(cx.ctx, st),
            tstr(cx.ctx, rt)
        );
        return Err(plain(cx, op, &msg));
    }
    let inferred: Vec<i64> = (0..r)
        .map(|i| {
            if sshape[i] == DYNAMIC || low[i] == DYNAMIC || high[i] == DYNAMIC {
                DYNAMIC
            } else {
                sshape[i] + low[i] + high[i]
            }
        })
        .collect();
    let mismatch =
        rshape.len() != r || (0..r).any(|i| rshape[i] != inferred[i] && inferred[i] != DYNAMIC);
    if mismatch {
        let msg = format!(
            "specified type '{}' does not match the inferred type '{}'",
            tstr(cx.ctx, rt),
            tensor_str(cx.ctx, &inferred, se)
        );
        return Err(plain(cx, op, &msg));
    }
    if let Some(args) = entry_arg_types(cx, op) {
        if args.len() != rshape.len() {
            let msg = format!("expected the block to have {} arguments", rshape.len());
            return Err(plain(cx, op, &msg));
        }
        if let Some(i) = args.iter().position(|&t| !is_index(cx, t)) {
            let msg = format!("expected block argument {} to be an index", i + 1);
            return Err(cx.op_error(op, &msg));
        }
    }
    if let Some(Some(y)) = yielded_type(cx, op)
        && y != re
    {
        return Err(cx.op_error(op, "expected yield type to match shape element type"));
    }
    Ok(())
}

/// `tensor.yield` lives in `tensor.pad` or `tensor.generate`.
pub(super) fn yield_(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let parent = cx
        .ir
        .parent_op(op)
        .map(|p| cx.ctx.str(cx.ir.body(p.0).op(p.1).name));
    if !matches!(parent, Some("tensor.generate" | "tensor.pad")) {
        return Err(cx.op_error(
            op,
            "expects parent op to be one of 'tensor.generate, tensor.pad'",
        ));
    }
    Ok(())
}

/// `tensor.from_elements`: one operand per element, of the element type.
pub(super) fn from_elements(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let Some(&rt) = result_types(cx, op).first() else {
        return Ok(());
    };
    let Some((shape, elem)) = shaped(cx.ctx, rt) else {
        return Ok(());
    };
    let n = num_elements(shape).unwrap_or(-1);
    let ins = operand_types(cx, op);
    if shape.contains(&DYNAMIC) {
        return Err(cx.op_error(
            op,
            &format!(
                "result #0 must be statically shaped tensor of any type values, but got '{}'",
                tstr(cx.ctx, rt)
            ),
        ));
    }
    if ins.len() as i64 != n || ins.iter().any(|&t| t != elem) {
        return Err(cx.op_error(
            op,
            "failed to verify that operand types match result element type",
        ));
    }
    Ok(())
}

/// `tensor.splat %v[%d] : tensor<?x4xf32>`: the value has the element type
/// (`TypesMatchWith`), and there is one size per dynamic dimension.
///
/// ```mlir
/// %0 = "tensor.splat"(%f) : (f32) -> tensor<2xi32>
/// // error: 'tensor.splat' op failed to verify that operand type matches element
/// //        type of result
/// ```
pub(super) fn splat(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let Some(&rt) = result_types(cx, op).first() else {
        return Ok(());
    };
    let elem = match cx.ctx.type_kind(rt) {
        TypeKind::RankedTensor { elem, .. } => Some(*elem),
        _ => None,
    };
    if let (Some(elem), Some(&input)) = (elem, operand_types(cx, op).first())
        && elem != input
    {
        return Err(cx.op_error(
            op,
            "failed to verify that operand type matches element type of result",
        ));
    }
    let n = operand_types(cx, op).len().saturating_sub(1);
    let want = num_dynamic(cx, rt);
    if n != want {
        let msg = format!("incorrect number of dynamic sizes, has {n}, expected {want}");
        return Err(cx.op_error(op, &msg));
    }
    Ok(())
}

/// Expanded and collapsed shapes must agree group by group (MLIR's
/// `verifyReshapeLikeTypes` and `reshapeLikeShapesAreCompatible`).
fn reshape_like(cx: &mut VerifyCx<'_>, op: OpRef, expanded: Type, collapsed: Type) -> PResult<()> {
    let (Some((eshape, _)), Some((cshape, _))) =
        (shaped(cx.ctx, expanded), shaped(cx.ctx, collapsed))
    else {
        return Ok(());
    };
    let (eshape, cshape) = (eshape.to_vec(), cshape.to_vec());
    if eshape.len() < cshape.len() {
        let msg = format!(
            "expected the expanded type, '{}' to have a higher (or same) rank than the collapsed type, '{}'.",
            tstr(cx.ctx, expanded),
            tstr(cx.ctx, collapsed)
        );
        return Err(cx.op_error(op, &msg));
    }
    let Some(groups) = crate::reshape::groups(cx.ctx, cx.ir, op) else {
        return Err(cx.op_error(op, "requires attribute 'reassociation'"));
    };
    if groups.len() != cshape.len() {
        let msg = format!(
            "expected collapsed rank ({}) to equal the number of reassociation maps ({}).",
            cshape.len(),
            groups.len()
        );
        return Err(cx.op_error(op, &msg));
    }
    let num_dims = groups.iter().flatten().map(|&d| d + 1).max().unwrap_or(0);
    for (i, _) in groups.iter().enumerate() {
        if num_dims != eshape.len() as i64 {
            let msg = format!(
                "expected reassociation map #{i} of same rank as expanded memref ({}), but got {num_dims}",
                eshape.len()
            );
            return Err(cx.op_error(op, &msg));
        }
    }
    let mut next = 0i64;
    for (i, g) in groups.iter().enumerate() {
        for &d in g {
            if d != next {
                let msg = format!("expected reassociation map #{i} to be valid and contiguous.");
                return Err(cx.op_error(op, &msg));
            }
            next += 1;
        }
    }
    if next != num_dims && !groups.is_empty() {
        let msg = format!(
            "expected reassociation map #{} to be valid and contiguous.",
            groups.len() - 1
        );
        return Err(cx.op_error(op, &msg));
    }
    let mut start = 0usize;
    for (i, g) in groups.iter().enumerate() {
        let dims = eshape.get(start..start + g.len()).unwrap_or(&[]);
        start += g.len();
        if dims.contains(&DYNAMIC) {
            if cshape[i] != DYNAMIC {
                let msg = format!(
                    "expected dimension {i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"
                );
                return Err(cx.op_error(op, &msg));
            }
        } else {
            let prod = num_elements(dims).unwrap_or(i64::MAX);
            if cshape[i] != prod {
                let msg = format!(
                    "expected dimension {i} of collapsed type to be static value of {prod}"
                );
                return Err(cx.op_error(op, &msg));
            }
        }
    }
    Ok(())
}

/// `tensor.expand_shape`: one `output_shape` entry per result dimension, then the
/// reshape rules.
pub(super) fn expand_shape(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    crate::reshape::check_groups(cx, op)?;
    let (ins, outs) = (operand_types(cx, op), result_types(cx, op));
    let (Some(&st), Some(&rt)) = (ins.first(), outs.first()) else {
        return Ok(());
    };
    let r = rank(cx, rt).unwrap_or(0);
    let statics = prop_ints(cx.ctx, cx.ir, op, "static_output_shape").unwrap_or_default();
    if statics.len() != r {
        let msg = format!(
            "expected number of static shape dims to be equal to the output rank ({r}) but found {} inputs instead",
            statics.len()
        );
        return Err(cx.op_error(op, &msg));
    }
    // Worded as upstream's expand_shape verifier words it (not the offset/size/stride
    // ops' `check_dynamic_count` text).
    let want = statics.iter().filter(|&&s| s == DYNAMIC).count();
    if ins.len() - 1 != want {
        let msg = format!(
            "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {want} dynamic dims while output_shape has {} values",
            ins.len() - 1
        );
        return Err(cx.op_error(op, &msg));
    }
    reshape_like(cx, op, rt, st)
}

/// `tensor.collapse_shape`: the reshape rules with the source as the expanded side.
pub(super) fn collapse_shape(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    crate::reshape::check_groups(cx, op)?;
    let (ins, outs) = (operand_types(cx, op), result_types(cx, op));
    let (Some(&st), Some(&rt)) = (ins.first(), outs.first()) else {
        return Ok(());
    };
    reshape_like(cx, op, st, rt)
}

/// `tensor.reshape %t(%shape)`: same element type and element count; the shape
/// operand's length is the result rank.
pub(super) fn reshape(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let (ins, outs) = (operand_types(cx, op), result_types(cx, op));
    let (Some(&st), Some(&sh), Some(&rt)) = (ins.first(), ins.get(1), outs.first()) else {
        return Ok(());
    };
    if elem_or_self(cx.ctx, st) != elem_or_self(cx.ctx, rt) {
        return Err(cx.op_error(
            op,
            "element types of source and destination tensor types should be the same",
        ));
    }
    let shape_len = shaped(cx.ctx, sh).and_then(|(s, _)| s.first().copied());
    if let Some((rshape, _)) = shaped(cx.ctx, rt) {
        if let Some((sshape, _)) = shaped(cx.ctx, st)
            && !rshape.contains(&DYNAMIC)
            && !sshape.contains(&DYNAMIC)
            && num_elements(rshape) != num_elements(sshape)
        {
            return Err(cx.op_error(
                op,
                "source and destination tensor should have the same number of elements",
            ));
        }
        match shape_len {
            Some(n) if n == DYNAMIC => {
                return Err(cx.op_error(
                    op,
                    "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type",
                ));
            }
            None => {
                return Err(cx.op_error(
                    op,
                    "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type",
                ));
            }
            Some(n) if n != rshape.len() as i64 => {
                return Err(cx.op_error(
                    op,
                    "length of shape operand differs from the result's tensor rank",
                ));
            }
            _ => {}
        }
    }
    Ok(())
}

/// `tensor.concat dim(d)`: same rank and element type everywhere, sizes agree off the
/// concatenated dimension and add up along it.
pub(super) fn concat(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let (ins, outs) = (operand_types(cx, op), result_types(cx, op));
    let Some(&rt) = outs.first() else {
        return Ok(());
    };
    if ins.is_empty() {
        return Err(cx.op_error(op, "requires at least one input"));
    }
    let Some((rshape, re)) = shaped(cx.ctx, rt) else {
        return Ok(());
    };
    let rshape = rshape.to_vec();
    let mut shapes = Vec::new();
    for &t in &ins {
        let Some((s, e)) = shaped(cx.ctx, t) else {
            return Ok(());
        };
        if s.len() != rshape.len() {
            return Err(cx.op_error(op, "rank of concatenated inputs must match result rank"));
        }
        if e != re {
            return Err(cx.op_error(op, "inputs and result element type must match"));
        }
        shapes.push(s.to_vec());
    }
    let dim_attr = prop(cx.ctx, cx.ir, op, "dim");
    let dim = match dim_attr.map(|a| cx.ctx.attr_kind(a)) {
        Some(AttrKind::Integer { ty, value })
            if matches!(
                cx.ctx.type_kind(*ty),
                TypeKind::Integer {
                    width: 64,
                    signedness: rmlir_ir::types::Signedness::Signless
                }
            ) =>
        {
            *value
        }
        _ => {
            let desc = "64-bit signless integer attribute";
            return Err(attr_constraint(cx, op, "dim", dim_attr.is_some(), desc));
        }
    };
    if dim < 0 || dim >= rshape.len() as i128 {
        return Err(cx.op_error(op, "concatenation dim must be less than the tensor rank"));
    }
    let dim = dim as usize;
    let mut inferred = vec![DYNAMIC; rshape.len()];
    for (i, slot) in inferred.iter_mut().enumerate() {
        if i == dim {
            let mut total = 0i64;
            for s in &shapes {
                total = match total.checked_add(s[i]) {
                    Some(t) if s[i] != DYNAMIC && total != DYNAMIC => t,
                    _ => DYNAMIC,
                };
            }
            *slot = total;
            continue;
        }
        let mut size = DYNAMIC;
        for s in &shapes {
            if s[i] == DYNAMIC {
                continue;
            }
            if size != DYNAMIC && size != s[i] {
                let msg = format!(
                    "static concatenation size mismatch along non-concatenated dimension {i}"
                );
                return Err(cx.op_error(op, &msg));
            }
            size = s[i];
        }
        *slot = size;
    }
    let bad = inferred
        .iter()
        .zip(&rshape)
        .any(|(&a, &b)| a != DYNAMIC && b != DYNAMIC && a != b);
    if bad {
        let msg = format!(
            "result type '{}'does not match inferred shape '{}' static sizes",
            tstr(cx.ctx, rt),
            tensor_str(cx.ctx, &inferred, re)
        );
        return Err(cx.op_error(op, &msg));
    }
    Ok(())
}

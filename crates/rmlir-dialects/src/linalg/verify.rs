//! Verifiers of the `linalg` ops with upstream's messages (`LinalgOps.cpp`,
//! `LinalgInterfaces.cpp`): yield and index against the enclosing structured op,
//! tensor-or-buffer semantics, `linalg.generic` maps and block arguments, fill,
//! map, reduce, transpose and broadcast shapes.

use super::asm::ins_outs;
use crate::tensor::util::*;
use rmlir_ir::verifier::VerifyCx;
use rmlir_ir::{AttrKind, OpRef, PResult, Type, TypeKind, ValueId};

fn ty(cx: &VerifyCx<'_>, op: OpRef, v: ValueId) -> Type {
    cx.ir.body(op.0).value_type(v)
}

fn is_structured(name: &str) -> bool {
    name.starts_with("linalg.") && !matches!(name, "linalg.yield" | "linalg.index")
}

fn entry_args(cx: &VerifyCx<'_>, op: OpRef) -> Option<Vec<Type>> {
    let d = cx.ir.body(op.0).op(op.1);
    let rb = d.nested().unwrap_or(op.0);
    let body = cx.ir.body(rb);
    let blk = body.entry_block(*d.regions().first()?)?;
    Some(
        body.block_args(blk)
            .iter()
            .map(|&a| body.value_type(a))
            .collect(),
    )
}

/// `linalg.yield` yields one value per init, of the init's element type.
///
/// ```mlir
/// ^bb0(%in: f32, %out: f32):
///   linalg.yield %in : f32   // one init of element type f32
/// ```
pub(super) fn yield_(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let Some(parent) = cx.ir.parent_op(op) else {
        return Ok(());
    };
    let pname = cx.ctx.str(cx.ir.body(parent.0).op(parent.1).name);
    if !is_structured(pname) {
        return Err(cx.op_error(op, "expected parent op with LinalgOp interface"));
    }
    let (_, inits) = ins_outs(cx.ctx, cx.ir, parent);
    let vals: Vec<ValueId> = cx.ir.body(op.0).operands(op.1).collect();
    if vals.len() != inits.len() {
        let msg = format!(
            "expected number of yield values ({}) to match the number of inits / outs operands of the enclosing LinalgOp ({})",
            vals.len(),
            inits.len()
        );
        return Err(cx.op_error(op, &msg));
    }
    // A fill whose value and output types differ is reported by the fill itself (MLIR
    // verifies the parent before its body).
    if pname == "linalg.fill" {
        return Ok(());
    }
    for (i, (&v, &init)) in vals.iter().zip(&inits).enumerate() {
        let it = ty(cx, parent, init);
        let want = if shaped(cx.ctx, it).is_some() {
            elem_or_self(cx.ctx, it)
        } else {
            it
        };
        let got = ty(cx, op, v);
        if got != want {
            let msg = format!(
                "type of yield operand {} ('{}') doesn't match the element type of the enclosing linalg.generic op ('{}')",
                i + 1,
                tstr(cx.ctx, got),
                tstr(cx.ctx, want)
            );
            return Err(cx.op_error(op, &msg));
        }
    }
    Ok(())
}

/// `linalg.index N` names a loop of the enclosing `linalg.generic`.
pub(super) fn index(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let Some(parent) = cx.ir.parent_op(op) else {
        return Ok(());
    };
    let pname = cx.ctx.str(cx.ir.body(parent.0).op(parent.1).name);
    if !is_structured(pname) {
        return Err(cx.op_error(op, "expected parent op with LinalgOp interface"));
    }
    let dim = match prop(cx.ctx, cx.ir, op, "dim").map(|a| cx.ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => *value,
        _ => return Err(cx.op_error(op, "requires attribute 'dim'")),
    };
    if pname == "linalg.generic"
        && let Some(AttrKind::Array(its)) =
            prop(cx.ctx, cx.ir, parent, "iterator_types").map(|a| cx.ctx.attr_kind(a))
        && its.len() as i128 <= dim
    {
        let msg = format!(
            "expected dim ({dim}) to be lower than the number of loops ({}) of the enclosing LinalgOp",
            its.len()
        );
        return Err(cx.op_error(op, &msg));
    }
    Ok(())
}

/// MLIR's `DestinationStyleOpInterface` check, then the structured ops' semantics:
/// every init is a tensor or memref, one tensor result per tensor init with the init's
/// type, and the operands all tensors or all memrefs.
///
/// ```mlir
/// // error: 'linalg.matmul' op expected type of operand #2 ('tensor<4x4xf32>') to
/// //        match type of corresponding result ('tensor<4x5xf32>')
/// %0 = linalg.matmul ins(%a, %a : ...) outs(%b : tensor<4x4xf32>) -> tensor<4x5xf32>
/// ```
fn semantics(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let (ins, inits) = ins_outs(cx.ctx, cx.ir, op);
    let is_tensor =
        |cx: &VerifyCx<'_>, t: Type| matches!(cx.ctx.type_kind(t), TypeKind::RankedTensor { .. });
    let is_memref =
        |cx: &VerifyCx<'_>, t: Type| matches!(cx.ctx.type_kind(t), TypeKind::MemRef { .. });
    // Init `k` is operand `ins.len() + k`.
    let mut tensor_inits = Vec::new();
    for (k, &v) in inits.iter().enumerate() {
        let t = ty(cx, op, v);
        if is_tensor(cx, t) {
            tensor_inits.push((ins.len() + k, t));
        } else if !is_memref(cx, t) {
            let msg = format!(
                "expected that operand #{} is a tensor or a ranked memref",
                ins.len() + k
            );
            return Err(cx.op_error(op, &msg));
        }
    }
    let results: Vec<Type> = {
        let body = cx.ir.body(op.0);
        body.results(op.1).map(|r| body.value_type(r)).collect()
    };
    let nres = results.iter().filter(|&&t| is_tensor(cx, t)).count();
    if nres != tensor_inits.len() {
        let msg = format!(
            "expected the number of tensor results ({nres}) to be equal to the number of output tensors ({})",
            tensor_inits.len()
        );
        return Err(cx.op_error(op, &msg));
    }
    for (&(n, t), &r) in tensor_inits.iter().zip(&results) {
        if t != r {
            let msg = format!(
                "expected type of operand #{n} ('{}') to match type of corresponding result ('{}')",
                tstr(cx.ctx, t),
                tstr(cx.ctx, r)
            );
            return Err(cx.op_error(op, &msg));
        }
    }
    let operand_types: Vec<Type> = ins.iter().chain(&inits).map(|&v| ty(cx, op, v)).collect();
    let tensors = operand_types.iter().any(|&t| is_tensor(cx, t));
    let memrefs = operand_types.iter().any(|&t| is_memref(cx, t));
    if tensors && memrefs {
        return Err(cx.op_error(op, "expected to have pure tensor or buffer semantics"));
    }
    Ok(())
}

/// Named ops: semantics, and `linalg.fill`'s value type.
pub(super) fn named(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    check_segment_total(cx, op)?;
    semantics(cx, op)?;
    let name = cx.ctx.str(cx.ir.body(op.0).op(op.1).name);
    if name == "linalg.fill" {
        let (ins, outs) = ins_outs(cx.ctx, cx.ir, op);
        if let (Some(&v), Some(&o)) = (ins.first(), outs.first()) {
            let vt = ty(cx, op, v);
            let ot = elem_or_self(cx.ctx, ty(cx, op, o));
            if vt != ot {
                let msg = format!(
                    "expected fill value type ('{}') to match output element type ('{}')",
                    tstr(cx.ctx, vt),
                    tstr(cx.ctx, ot)
                );
                return Err(cx.op_error(op, &msg));
            }
        }
    }
    Ok(())
}

/// `linalg.generic`: one indexing map per operand with as many dims as loops and as
/// many results as the operand's rank; block arguments are the element types.
pub(super) fn generic(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    check_segment_total(cx, op)?;
    semantics(cx, op)?;
    let (ins, outs) = ins_outs(cx.ctx, cx.ir, op);
    let all: Vec<ValueId> = ins.iter().chain(&outs).copied().collect();
    let maps = match prop(cx.ctx, cx.ir, op, "indexing_maps").map(|a| cx.ctx.attr_kind(a)) {
        Some(AttrKind::Array(es)) => es.clone(),
        _ => return Err(cx.op_error(op, "requires attribute 'indexing_maps'")),
    };
    let loops = match prop(cx.ctx, cx.ir, op, "iterator_types").map(|a| cx.ctx.attr_kind(a)) {
        Some(AttrKind::Array(es)) => es.len(),
        _ => return Err(cx.op_error(op, "requires attribute 'iterator_types'")),
    };
    if maps.len() != all.len() {
        let msg = format!(
            "expected the number of indexing_map ({}) to be equal to the number of input/output operands ({})",
            maps.len(),
            all.len()
        );
        return Err(cx.op_error(op, &msg));
    }
    for (i, (&m, &v)) in maps.iter().zip(&all).enumerate() {
        let AttrKind::AffineMap(map) = cx.ctx.attr_kind(m) else {
            continue;
        };
        if map.num_symbols != 0 {
            let msg = format!("unexpected symbols in indexing_map #{i}");
            return Err(cx.op_error(op, &msg));
        }
        if map.num_dims as usize != loops {
            let msg = format!(
                "expected indexing_map #{i} to have {loops} dim(s) to match the number of loops"
            );
            return Err(cx.op_error(op, &msg));
        }
        let t = ty(cx, op, v);
        let rank = shaped(cx.ctx, t).map_or(0, |(s, _)| s.len());
        if map.results.len() != rank {
            let msg = format!(
                "expected operand #{i} rank ({rank}) to match the result rank of indexing_map ({})",
                map.results.len()
            );
            return Err(cx.op_error(op, &msg));
        }
    }
    if let Some(args) = entry_args(cx, op) {
        if args.len() != all.len() {
            return Err(cx.op_error(
                op,
                "expected as many non-induction variable region arguments as the number of input/output operands",
            ));
        }
        for (i, (&a, &v)) in args.iter().zip(&all).enumerate() {
            let t = ty(cx, op, v);
            let e = if shaped(cx.ctx, t).is_some() {
                elem_or_self(cx.ctx, t)
            } else {
                t
            };
            if a != e {
                let msg = format!(
                    "expected type of bb argument #{i} ('{}') to match element or self type of the corresponding operand ('{}')",
                    tstr(cx.ctx, a),
                    tstr(cx.ctx, e)
                );
                return Err(cx.op_error(op, &msg));
            }
        }
    }
    Ok(())
}

fn shape_of(cx: &VerifyCx<'_>, op: OpRef, v: ValueId) -> Vec<i64> {
    shaped(cx.ctx, ty(cx, op, v)).map_or(Vec::new(), |(s, _)| s.to_vec())
}

fn fmt_shape(s: &[i64]) -> String {
    s.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// `linalg.map`: one block argument per input (and the init), element types match,
/// input shapes equal the init shape.
pub(super) fn map(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    let n = cx.ir.body(op.0).num_operands(op.1);
    if n == 0 {
        return Err(cx.op_error(op, "expected 1 or more operands, but found 0"));
    }
    let (ins, outs) = ins_outs(cx.ctx, cx.ir, op);
    let Some(&init) = outs.first() else {
        return Ok(());
    };
    if let Some(args) = entry_args(cx, op) {
        if ins.len() + 1 != args.len() {
            let msg = format!(
                "expects number of operands to match the arity of mapper, but got: {} and {}",
                ins.len() + 1,
                args.len()
            );
            return Err(cx.op_error(op, &msg));
        }
        for (&a, &v) in args.iter().zip(&ins) {
            let e = elem_or_self(cx.ctx, ty(cx, op, v));
            if a != e {
                let msg = format!(
                    "expected element type of input '{}' to match bbArg type '{}'",
                    tstr(cx.ctx, e),
                    tstr(cx.ctx, a)
                );
                return Err(cx.op_error(op, &msg));
            }
        }
    }
    let out_shape = shape_of(cx, op, init);
    for &v in &ins {
        let s = shape_of(cx, op, v);
        if s != out_shape {
            let msg = format!(
                "expected shape of input ({}) to match shape of output ({})",
                fmt_shape(&s),
                fmt_shape(&out_shape)
            );
            return Err(cx.op_error(op, &msg));
        }
    }
    Ok(())
}

/// `linalg.reduce`: `dimensions` within the input rank, init shapes are the input
/// shape without them.
pub(super) fn reduce(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    if prop(cx.ctx, cx.ir, op, "dimensions").is_none() {
        return Err(cx.op_error(op, "requires attribute 'dimensions'"));
    }
    let (ins, outs) = ins_outs(cx.ctx, cx.ir, op);
    let Some(&first) = ins.first() else {
        return Ok(());
    };
    let dims = prop_ints(cx.ctx, cx.ir, op, "dimensions").unwrap_or_default();
    let in_shape = shape_of(cx, op, first);
    for &d in &dims {
        if d < 0 || d >= in_shape.len() as i64 {
            let msg = format!(
                "dimensions for reduction should be in the range [0, {}].",
                in_shape.len() as i64 - 1
            );
            return Err(cx.op_error(op, &msg));
        }
    }
    let expected: Vec<i64> = in_shape
        .iter()
        .enumerate()
        .filter(|(i, _)| !dims.contains(&(*i as i64)))
        .map(|(_, &d)| d)
        .collect();
    for (i, &o) in outs.iter().enumerate() {
        let s = shape_of(cx, op, o);
        if s.len() != expected.len() {
            let msg = format!(
                "number of dimensions after reduction {} doesn't match the init rank {}",
                expected.len(),
                s.len()
            );
            return Err(cx.op_error(op, &msg));
        }
        if s != expected {
            let msg = format!(
                "init dimensions [{}] doesn't match input dimensions after reduction [{}]",
                fmt_shape(&s),
                fmt_shape(&expected)
            );
            let _ = i;
            return Err(cx.op_error(op, &msg));
        }
    }
    Ok(())
}

/// `linalg.transpose`: a permutation of the input rank; `dim(result, i) ==
/// dim(input, permutation[i])`.
pub(super) fn transpose(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    if prop(cx.ctx, cx.ir, op, "permutation").is_none() {
        return Err(cx.op_error(op, "requires attribute 'permutation'"));
    }
    let (ins, outs) = ins_outs(cx.ctx, cx.ir, op);
    let (Some(&input), Some(&init)) = (ins.first(), outs.first()) else {
        return Ok(());
    };
    let perm = prop_ints(cx.ctx, cx.ir, op, "permutation").unwrap_or_default();
    let mut seen = vec![false; perm.len()];
    for &p in &perm {
        if p < 0 || p as usize >= perm.len() || seen[p as usize] {
            return Err(cx.op_error(op, "permutation is not valid"));
        }
        seen[p as usize] = true;
    }
    let (is, os) = (shape_of(cx, op, input), shape_of(cx, op, init));
    if is.len() != os.len() {
        let msg = format!(
            "input rank {} does not match init rank {}",
            is.len(),
            os.len()
        );
        return Err(cx.op_error(op, &msg));
    }
    if perm.len() != is.len() {
        let msg = format!(
            "size of permutation {} does not match the argument rank {}",
            perm.len(),
            is.len()
        );
        return Err(cx.op_error(op, &msg));
    }
    for (i, &p) in perm.iter().enumerate() {
        if is[p as usize] != os[i] {
            let msg = format!(
                "dim(result, {i}) = {} doesn't match dim(input, permutation[{i}]) = {}",
                os[i], is[p as usize]
            );
            return Err(cx.op_error(op, &msg));
        }
    }
    Ok(())
}

/// `linalg.broadcast`: the init rank is the input rank plus the added `dimensions`.
pub(super) fn broadcast(cx: &mut VerifyCx<'_>, op: OpRef) -> PResult<()> {
    if prop(cx.ctx, cx.ir, op, "dimensions").is_none() {
        return Err(cx.op_error(op, "requires attribute 'dimensions'"));
    }
    let (ins, outs) = ins_outs(cx.ctx, cx.ir, op);
    let (Some(&input), Some(&init)) = (ins.first(), outs.first()) else {
        return Ok(());
    };
    let dims = prop_ints(cx.ctx, cx.ir, op, "dimensions").unwrap_or_default();
    let (is, os) = (shape_of(cx, op, input), shape_of(cx, op, init));
    if is.len() + dims.len() != os.len() {
        let msg = format!(
            "input rank plus added dimensions does not match init rank. input rank: {}, dimensions size: {}, init rank: {}",
            is.len(),
            dims.len(),
            os.len()
        );
        return Err(cx.op_error(op, &msg));
    }
    for (i, &d) in dims.iter().enumerate() {
        if d < 0 || d >= os.len() as i64 {
            let msg = format!(
                "dimension {i} is out of range. expected range: [0, {}], got: {d}",
                os.len() as i64 - 1
            );
            return Err(cx.op_error(op, &msg));
        }
    }
    let kept: Vec<usize> = (0..os.len())
        .filter(|&d| !dims.contains(&(d as i64)))
        .collect();
    for (ii, &oi) in kept.iter().enumerate() {
        if is.get(ii) != os.get(oi) {
            let msg = format!(
                "input dim {ii} should match init dim {oi}. input: {}, init: {}",
                is.get(ii).copied().unwrap_or(0),
                os[oi]
            );
            return Err(cx.op_error(op, &msg));
        }
    }
    Ok(())
}

//! Offsets, sizes and strides of slicing ops (MLIR's `OffsetSizeAndStrideOpInterface`
//! and its helpers in `ViewLikeInterface` / `StaticValueUtils`), shared by the
//! `memref.subview` and `tensor.extract_slice` patterns: reading the mixed
//! static/dynamic lists, folding constant operands into the static lists
//! (`foldDynamicIndexList`), the in-bounds check a folded slice must pass
//! (`verifyInBoundsSlice`) and building the op back.
//!
//! ```mlir
//! %s = memref.subview %m[%c0, %i] [%c4, 4] [1, 1] : ...
//! // mixed offsets [0 (from %c0), %i], sizes [4 (from %c4), 4], strides [1, 1]
//! ```

use crate::memref::build::{const_int, create1, segment_props};
use crate::tensor::util::{dense_array, prop_ints, segments};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Attr, Context, Ir, OpId, OpRef, Type, ValueId};
use rmlir_rewrite::Rewriter;

/// One offset, size or stride: static, or an SSA value (MLIR's `OpFoldResult`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Ofr {
    Static(i64),
    Value(ValueId),
}

/// The source and the mixed offsets, sizes and strides of a slicing op whose
/// operands are `source, [dest,] offsets..., sizes..., strides...` (for
/// `tensor.insert_slice` the source is the inserted tensor).
pub(crate) struct Slice {
    pub source: ValueId,
    pub lists: [Vec<Ofr>; 3],
}

const LIST_PROPS: [&str; 3] = ["static_offsets", "static_sizes", "static_strides"];

/// Reads `op`'s slice; `None` when its properties and operands disagree.
pub(crate) fn read(rw: &Rewriter<'_>, op: OpId) -> Option<Slice> {
    read_at(rw.ctx, rw.ir(), (rw.body_id(), op))
}

/// [`read`] for an op anywhere in `ir`.
pub(crate) fn read_at(ctx: &Context, ir: &Ir, at: OpRef) -> Option<Slice> {
    let segs = segments(ctx, ir, at)?;
    let [src, .., _, _, _] = segs.as_slice() else {
        return None;
    };
    let dyns = &segs[segs.len() - 3..];
    let &[source] = src.as_slice() else {
        return None;
    };
    let mut lists: [Vec<Ofr>; 3] = Default::default();
    for (i, name) in LIST_PROPS.iter().enumerate() {
        let statics = prop_ints(ctx, ir, at, name)?;
        let mut values = dyns[i].iter();
        for s in statics {
            lists[i].push(if s == DYNAMIC {
                Ofr::Value(*values.next()?)
            } else {
                Ofr::Static(s)
            });
        }
        if values.next().is_some() {
            return None;
        }
    }
    Some(Slice { source, lists })
}

/// The static entries of a list, [`DYNAMIC`] for values.
pub(crate) fn statics(list: &[Ofr]) -> Vec<i64> {
    list.iter()
        .map(|o| match o {
            Ofr::Static(s) => *s,
            Ofr::Value(_) => DYNAMIC,
        })
        .collect()
}

/// The constant value of an entry, static or defined by a constant op (MLIR's
/// `getConstantIntValue`).
pub(crate) fn constant(rw: &mut Rewriter<'_>, o: Ofr) -> Option<i64> {
    match o {
        Ofr::Static(s) => Some(s),
        Ofr::Value(v) => const_int(rw, v).and_then(|c| i64::try_from(c).ok()),
    }
}

/// Makes the entries of `list` defined by constants static (MLIR's
/// `foldDynamicIndexList`), negative ones only when `only_non_negative` is false and
/// zeros only when `only_non_zero` is false. Returns whether anything changed.
pub(crate) fn fold_constants(
    rw: &mut Rewriter<'_>,
    list: &mut [Ofr],
    only_non_negative: bool,
    only_non_zero: bool,
) -> bool {
    let mut changed = false;
    for o in list.iter_mut() {
        let Ofr::Value(v) = *o else {
            continue;
        };
        match const_int(rw, v).and_then(|c| i64::try_from(c).ok()) {
            Some(c) if !(only_non_negative && c < 0 || only_non_zero && c == 0) && c != DYNAMIC => {
                *o = Ofr::Static(c);
                changed = true;
            }
            _ => {}
        }
    }
    changed
}

/// Folds the constants of one of the three lists as MLIR's
/// `OpWithOffsetSizesAndStridesConstantArgumentFolder` does: the offsets if any of
/// them folds, else the sizes, else the strides (its three folds are joined by a
/// short-circuiting `&&`), so that each application is checked for bounds on its own
/// and a slice keeps what folds in bounds. Offsets and sizes fold when non-negative,
/// strides when non-zero (a zero stride stays dynamic). Returns whether anything
/// changed.
///
/// ```mlir
/// %s = tensor.extract_slice %t[%c3, 0] [%c2, 2] [1, 1] : tensor<4x?xf32> to tensor<?x2xf32>
/// // first application: tensor.extract_slice %t[3, 0] [%c2, 2] [1, 1] ...
/// // second: sizes [2, 2] would run out of bounds (3 + 2 > 4), so %c2 stays
/// ```
pub(crate) fn fold_first_constant_list(rw: &mut Rewriter<'_>, lists: &mut [Vec<Ofr>; 3]) -> bool {
    fold_constants(rw, &mut lists[0], true, false)
        || fold_constants(rw, &mut lists[1], true, false)
        || fold_constants(rw, &mut lists[2], false, true)
}

/// Whether a slice of a source of `shape` stays in bounds where that is known
/// (MLIR's `verifyInBoundsSlice`, the check the verifiers make).
pub(crate) fn in_bounds(shape: &[i64], offsets: &[i64], sizes: &[i64], strides: &[i64]) -> bool {
    for d in 0..shape.len().min(offsets.len()) {
        let (dim, o, sz, st) = (shape[d], offsets[d], sizes[d], strides[d]);
        if dim == DYNAMIC || o == DYNAMIC {
            continue;
        }
        if o >= dim && !(sz == 0 && o == dim) {
            return false;
        }
        if sz != DYNAMIC && st != DYNAMIC && sz > 0 && o + (sz - 1) * st >= dim {
            return false;
        }
    }
    true
}

/// Creates the slicing op `name` of `source` with the mixed `lists` and result type
/// `ty`; returns its result.
pub(crate) fn create(
    rw: &mut Rewriter<'_>,
    name: &str,
    source: ValueId,
    lists: &[Vec<Ofr>; 3],
    ty: Type,
    loc: Attr,
) -> ValueId {
    let ctx = rw.ctx;
    let mut operands = vec![source];
    let mut counts = vec![1];
    let mut extra = Vec::new();
    for (list, name) in lists.iter().zip(LIST_PROPS) {
        let before = operands.len();
        operands.extend(list.iter().filter_map(|o| match o {
            Ofr::Value(v) => Some(*v),
            Ofr::Static(_) => None,
        }));
        counts.push(operands.len() - before);
        extra.push((ctx.sym(name), dense_array(ctx, 64, &statics(list))));
    }
    let props = segment_props(rw, &counts, extra);
    create1(rw, name, operands, ty, loc, Some(props))
}

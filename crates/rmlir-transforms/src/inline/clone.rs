//! Cloning a region's blocks into another region, possibly of another body (MLIR's
//! `Region::cloneInto` with an `IRMapping`): what the inliner does with a callee's body.
//!
//! Blocks are created first (arguments already in the mapping are not cloned: the
//! callee's entry arguments map to the call operands), then their ops with regions,
//! and only then are operands and successors remapped, so uses that precede their
//! definition in block order (loops) resolve. Isolated-from-above ops nested in the
//! cloned ops get copies of their bodies (and of the bodies nested in those).
//!
//! ```mlir
//! // src (callee body), mapping %x -> %a:
//! ^bb0(%x: i32):
//!   %0 = arith.addi %x, %x : i32
//!   return %0 : i32
//! // cloned before ^post in the caller's region:
//! ^bb1:
//!   %1 = arith.addi %a, %a : i32
//!   return %1 : i32
//! ```

use rmlir_ir::inliner::RegionRef;
use rmlir_ir::{BlockId, Body, BodyId, Ir, OpId, OpRef, OpState, RegionId, ValueId};
use rustc_hash::FxHashMap;

/// Value and block correspondences of one clone.
#[derive(Default)]
pub struct Mapping {
    pub values: FxHashMap<ValueId, ValueId>,
    pub blocks: FxHashMap<BlockId, BlockId>,
}

/// Clones the blocks of `src` into region `dst.1` of body `dst.0` before block
/// `before` (at the end when `None`); returns the new blocks in order. Values of `src`
/// that are neither defined in it nor mapped keep their ids, which is only meaningful
/// when both regions are in one body; across bodies they must all be mapped.
pub fn clone_region_into(
    ir: &mut Ir,
    src: RegionRef,
    dst: RegionRef,
    before: Option<BlockId>,
    map: &mut Mapping,
) -> Vec<BlockId> {
    // Read the source from a copy when it is the destination body too, else move it
    // out for the duration (O(1)) and put it back.
    let same = src.0 == dst.0;
    let source = if same {
        ir.body(src.0).clone()
    } else {
        std::mem::take(ir.body_mut(src.0))
    };
    let mut cx = Cloner {
        src: &source,
        dst_body: dst.0,
        fixups: Vec::new(),
    };
    let blocks = cx.clone_blocks(ir, src.1, dst.1, before, map);
    let fixups = std::mem::take(&mut cx.fixups);
    let body = ir.body_mut(dst.0);
    for (op, operands, successors) in fixups {
        let operands: Vec<ValueId> = operands
            .into_iter()
            .map(|v| map.values.get(&v).copied().unwrap_or(v))
            .collect();
        body.set_operands(op, &operands);
        body.op_mut(op).set_successors(
            successors
                .into_iter()
                .map(|b| map.blocks.get(&b).copied().unwrap_or(b)),
        );
    }
    if !same {
        *ir.body_mut(src.0) = source;
    }
    blocks
}

struct Cloner<'s> {
    src: &'s Body,
    dst_body: BodyId,
    /// New ops whose operands and successors are set once everything is cloned.
    fixups: Vec<(OpId, Vec<ValueId>, Vec<BlockId>)>,
}

impl Cloner<'_> {
    fn clone_blocks(
        &mut self,
        ir: &mut Ir,
        from: RegionId,
        to: RegionId,
        before: Option<BlockId>,
        map: &mut Mapping,
    ) -> Vec<BlockId> {
        let src = self.src;
        let mut out = Vec::new();
        for b in src.region_blocks(from) {
            let body = ir.body_mut(self.dst_body);
            let nb = body.create_block();
            map.blocks.insert(b, nb);
            for &arg in src.block_args(b) {
                if let std::collections::hash_map::Entry::Vacant(e) = map.values.entry(arg) {
                    let d = src.value(arg);
                    e.insert(body.add_block_arg(nb, d.ty, d.loc()));
                }
            }
            body.insert_block(to, nb, before);
            out.push(nb);
        }
        for (&b, &nb) in src.region_blocks(from).collect::<Vec<_>>().iter().zip(&out) {
            for o in src.block_ops(b) {
                let new = self.clone_op(ir, o, map);
                ir.body_mut(self.dst_body).insert_op(new, nb, None);
            }
        }
        out
    }

    fn clone_op(&mut self, ir: &mut Ir, o: OpId, map: &mut Mapping) -> OpId {
        let src = self.src;
        let d = src.op(o);
        let result_types: Vec<_> = src.results(o).map(|r| src.value_type(r)).collect();
        let st = OpState {
            name: d.name,
            def: d.def,
            operands: Vec::new(),
            result_types,
            successors: Vec::new(),
            props: d.props(),
            attrs: d.attrs,
            loc: d.loc,
        };
        let new = ir.body_mut(self.dst_body).create_op(st);
        for (old, newr) in src.results(o).zip(ir.body(self.dst_body).results(new)) {
            map.values.insert(old, newr);
        }
        self.fixups
            .push((new, src.operands(o).collect(), d.successors().to_vec()));
        if let Some(nested) = d.nested() {
            let copy = clone_body_tree(ir, nested, (self.dst_body, new));
            let body = ir.body_mut(self.dst_body);
            body.op_mut(new).set_nested(Some(copy));
            body.op_mut(new).set_regions(d.regions().iter().copied());
            return new;
        }
        for &r in d.regions() {
            let nr = ir.body_mut(self.dst_body).create_region(Some(new));
            ir.body_mut(self.dst_body).op_mut(new).push_region(nr);
            self.clone_blocks(ir, r, nr, None, map);
        }
        new
    }
}

/// A copy of body `b` and of the bodies nested in it, owned by `owner`; its id.
pub fn clone_body_tree(ir: &mut Ir, b: BodyId, owner: OpRef) -> BodyId {
    let mut body = ir.body(b).clone();
    body.owner = Some(owner);
    let id = BodyId(ir.bodies.len() as u32);
    ir.bodies.push(Body::default());
    for i in 0..body.ops.len() {
        if let Some(n) = body.ops[i].nested()
            && !body.ops[i].erased()
        {
            let copy = clone_body_tree(ir, n, (id, OpId(i as u32)));
            body.ops[i].set_nested(Some(copy));
        }
    }
    *ir.body_mut(id) = body;
    id
}

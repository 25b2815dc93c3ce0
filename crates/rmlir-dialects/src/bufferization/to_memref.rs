//! Lowering of `bufferization.clone` and `bufferization.dealloc` to the memref dialect
//! (MLIR's `BufferizationToMemRef` clone conversion and the dealloc lowering of
//! `LowerDeallocations`, used by `convert-bufferization-to-memref`).
//!
//! A clone becomes an allocation of the same shape (identity layout, cast back when
//! the clone's layout differs) and a copy. A dealloc becomes conditional
//! `memref.dealloc`s; with one memref the aliasing checks against the retained values
//! are inlined, with several a private helper function (`@dealloc_helper`, built once
//! per module) computes which memrefs to free and the ownership of the retained ones.
//!
//! ```mlir
//! %1 = bufferization.clone %0 : memref<?xf32> to memref<?xf32>
//! // becomes
//! %c0 = arith.constant 0 : index
//! %dim = memref.dim %0, %c0 : memref<?xf32>
//! %alloc = memref.alloc(%dim) : memref<?xf32>
//! memref.copy %0, %alloc : memref<?xf32> to memref<?xf32>
//! ```

use crate::build::{cmpi, create_op};
use crate::memref::types::cast_compatible;
use rmlir_ir::fold::{FoldResult, Folded};
use rmlir_ir::ir::op_attr;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{
    Attr, AttrKind, BlockId, BodyId, Context, Ir, OpId, OpRef, OpState, Type, TypeKind, ValueId,
};
use rmlir_rewrite::conversion::ConversionPatternSet;
use rmlir_rewrite::fold::fold_op;
use rmlir_rewrite::{NoListener, RewritePattern, Rewriter};

/// Adds the clone and dealloc lowerings; `helper` names the dealloc helper function
/// when one was built (see [`build_dealloc_helper`]).
pub fn patterns(set: &mut ConversionPatternSet, helper: Option<String>) {
    set.add(CloneLowering);
    dealloc_patterns(set, helper);
}

/// Adds the dealloc lowering alone (MLIR's
/// `populateBufferizationDeallocLoweringPattern`).
pub fn dealloc_patterns(set: &mut ConversionPatternSet, helper: Option<String>) {
    set.add(DeallocLowering { helper });
}

// ---------------------------------------------------------------- helpers

fn one(rw: &mut Rewriter<'_>, name: &str, operands: Vec<ValueId>, ty: Type, loc: Attr) -> ValueId {
    let op = create_op(rw, name, operands, vec![ty], loc, &[]);
    rw.body().result(op, 0)
}

fn none(rw: &mut Rewriter<'_>, name: &str, operands: Vec<ValueId>, loc: Attr) -> OpId {
    create_op(rw, name, operands, Vec::new(), loc, &[])
}

fn constant(rw: &mut Rewriter<'_>, ty: Type, v: i128, loc: Attr) -> ValueId {
    let attr = rw.ctx.int_attr(ty, v);
    let op = create_op(
        rw,
        "arith.constant",
        Vec::new(),
        vec![ty],
        loc,
        &[("value", attr)],
    );
    rw.body().result(op, 0)
}

fn index_const(rw: &mut Rewriter<'_>, v: i64, loc: Attr) -> ValueId {
    let idx = rw.ctx.index_type();
    constant(rw, idx, v as i128, loc)
}

fn bool_const(rw: &mut Rewriter<'_>, v: bool, loc: Attr) -> ValueId {
    let i1 = rw.ctx.int_type(1);
    constant(rw, i1, v as i128, loc)
}

// arith.cmpi predicates.
const EQ: i128 = 0;
const NE: i128 = 1;

fn binary(rw: &mut Rewriter<'_>, name: &str, a: ValueId, b: ValueId, loc: Attr) -> ValueId {
    let ty = rw.body().value_type(a);
    one(rw, name, vec![a, b], ty, loc)
}

/// `memref.alloc`/`memref.alloca` of `ty` with dynamic sizes `dyn_sizes`.
fn alloc(
    rw: &mut Rewriter<'_>,
    name: &str,
    ty: Type,
    dyn_sizes: Vec<ValueId>,
    loc: Attr,
) -> ValueId {
    let ctx = rw.ctx;
    let n = dyn_sizes.len() as i64;
    let seg = crate::scf::dense_array(ctx, 32, &[n, 0]);
    let op = create_op(
        rw,
        name,
        dyn_sizes,
        vec![ty],
        loc,
        &[("operandSegmentSizes", seg)],
    );
    rw.body().result(op, 0)
}

fn memref_type(ctx: &Context, shape: Vec<i64>, elem: Type) -> Type {
    ctx.ty(TypeKind::MemRef {
        shape,
        elem,
        layout: None,
        memory_space: None,
    })
}

/// Creates `name` with one region holding one block with arguments of `types` (at
/// `loc`), fills the block through `body` (the insertion point is at its end), and
/// inserts the op; returns it.
fn with_body(
    rw: &mut Rewriter<'_>,
    st: OpState,
    types: &[Type],
    body: impl FnOnce(&mut Rewriter<'_>, &[ValueId]),
) -> OpId {
    let loc = st.loc;
    let op = rw.create_detached(st);
    let r = rw.add_region(op);
    let block = rw.create_block(r, types, loc);
    let ip = rw.insertion_point();
    rw.set_insertion_point_to_end(block);
    let args = rw.body().block_args(block).to_vec();
    body(rw, &args);
    rw.restore_insertion_point(ip);
    rw.insert(op);
    op
}

/// `scf.if %cond { <then> }` without an else region.
fn scf_if(rw: &mut Rewriter<'_>, cond: ValueId, loc: Attr, then: impl FnOnce(&mut Rewriter<'_>)) {
    let ctx = rw.ctx;
    let st = OpState::new(ctx, "scf.if", vec![cond], Vec::new(), loc);
    let op = with_body(rw, st, &[], |rw, _| {
        then(rw);
        none(rw, "scf.yield", Vec::new(), loc);
    });
    rw.add_region(op);
}

/// `scf.for` from `lb` to `ub` step `step` carrying `inits`; `body` gets the
/// induction variable and the iteration arguments and returns the yielded values.
#[allow(clippy::too_many_arguments)]
fn scf_for(
    rw: &mut Rewriter<'_>,
    lb: ValueId,
    ub: ValueId,
    step: ValueId,
    inits: &[ValueId],
    loc: Attr,
    body: impl FnOnce(&mut Rewriter<'_>, ValueId, &[ValueId]) -> Vec<ValueId>,
) -> Vec<ValueId> {
    let ctx = rw.ctx;
    let tys: Vec<Type> = inits.iter().map(|&v| rw.body().value_type(v)).collect();
    let mut ops = vec![lb, ub, step];
    ops.extend_from_slice(inits);
    let mut arg_types = vec![rw.body().value_type(lb)];
    arg_types.extend_from_slice(&tys);
    let st = OpState::new(ctx, "scf.for", ops, tys, loc);
    let op = with_body(rw, st, &arg_types, |rw, args| {
        let yielded = body(rw, args[0], &args[1..]);
        none(rw, "scf.yield", yielded, loc);
    });
    rw.body().results(op).collect()
}

fn dealloc(rw: &mut Rewriter<'_>, m: ValueId, loc: Attr) {
    none(rw, "memref.dealloc", vec![m], loc);
}

fn intptr(rw: &mut Rewriter<'_>, m: ValueId, loc: Attr) -> ValueId {
    let idx = rw.ctx.index_type();
    one(
        rw,
        "memref.extract_aligned_pointer_as_index",
        vec![m],
        idx,
        loc,
    )
}

fn store(rw: &mut Rewriter<'_>, v: ValueId, m: ValueId, i: ValueId, loc: Attr) {
    none(rw, "memref.store", vec![v, m, i], loc);
}

fn load(rw: &mut Rewriter<'_>, m: ValueId, i: ValueId, loc: Attr) -> ValueId {
    let elem = match rw.ctx.type_kind(rw.body().value_type(m)) {
        TypeKind::MemRef { elem, .. } => *elem,
        _ => unreachable!("load from a memref"),
    };
    one(rw, "memref.load", vec![m, i], elem, loc)
}

/// `memref.dim %source, %c<dim>` folded where it folds (MLIR's `createOrFold`): the
/// size operand of an allocation, for example. The index constant stays either way.
fn dim_or_fold(rw: &mut Rewriter<'_>, source: ValueId, dim: i64, loc: Attr) -> ValueId {
    let c = index_const(rw, dim, loc);
    let idx = rw.ctx.index_type();
    let d = one(rw, "memref.dim", vec![source, c], idx, loc);
    let op = rw.body().defining_op(d).expect("dim op");
    let (ctx, body) = (rw.ctx, rw.body_id());
    match fold_op(ctx, rw.ir_mut_unreported(), body, op) {
        Folded::Results(r) => match r.first() {
            Some(FoldResult::Value(v)) => {
                let v = *v;
                rw.ir_mut_unreported().body_mut(body).erase_op(op);
                v
            }
            Some(FoldResult::Attr(a)) => {
                let a = *a;
                rw.ir_mut_unreported().body_mut(body).erase_op(op);
                let value = match ctx.attr_kind(a) {
                    AttrKind::Integer { value, .. } => *value,
                    _ => return d,
                };
                constant(rw, idx, value, loc)
            }
            None => d,
        },
        _ => d,
    }
}

// ---------------------------------------------------------------- clone

/// Lowers `bufferization.clone` to an allocation and a copy. A ranked clone
/// allocates with the identity layout (and casts to the clone's type when that has
/// another layout; when no cast is possible the clone cannot be lowered); an unranked
/// one computes the size from the source's dimensions and reshapes a flat buffer.
///
/// ```mlir
/// %1 = bufferization.clone %0 : memref<2x?xf32> to memref<2x?xf32>
/// // becomes
/// %c1 = arith.constant 1 : index
/// %dim = memref.dim %0, %c1 : memref<2x?xf32>
/// %alloc = memref.alloc(%dim) : memref<2x?xf32>
/// memref.copy %0, %alloc : memref<2x?xf32> to memref<2x?xf32>
/// ```
struct CloneLowering;

impl RewritePattern for CloneLowering {
    fn root(&self) -> Option<&'static str> {
        Some("bufferization.clone")
    }
    fn name(&self) -> &'static str {
        "CloneOpConversion"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let loc = rw.body().op(op).loc;
        let input = rw.body().operand(op, 0);
        let ty = rw.body().value_type(rw.body().result(op, 0));
        let result = match ctx.type_kind(ty).clone() {
            TypeKind::UnrankedMemRef { elem, .. } => {
                let zero = index_const(rw, 0, loc);
                let unit = index_const(rw, 1, loc);
                let idx = ctx.index_type();
                let rank = one(rw, "memref.rank", vec![input], idx, loc);
                let shape_ty = memref_type(ctx, vec![DYNAMIC], idx);
                let shape = alloc(rw, "memref.alloca", shape_ty, vec![rank], loc);
                let size = scf_for(rw, zero, rank, unit, &[unit], loc, |rw, i, acc| {
                    let d = one(rw, "memref.dim", vec![input, i], idx, loc);
                    store(rw, d, shape, i, loc);
                    vec![binary(rw, "arith.muli", acc[0], d, loc)]
                })[0];
                let flat_ty = memref_type(ctx, vec![DYNAMIC], elem);
                let flat = alloc(rw, "memref.alloc", flat_ty, vec![size], loc);
                one(rw, "memref.reshape", vec![flat, shape], ty, loc)
            }
            TypeKind::MemRef {
                shape,
                elem,
                memory_space,
                ..
            } => {
                let alloc_ty = ctx.ty(TypeKind::MemRef {
                    shape: shape.clone(),
                    elem,
                    layout: None,
                    memory_space,
                });
                if !cast_compatible(ctx, alloc_ty, ty) {
                    return false;
                }
                let mut dyn_sizes = Vec::new();
                for (i, &e) in shape.iter().enumerate() {
                    if e == DYNAMIC {
                        dyn_sizes.push(dim_or_fold(rw, input, i as i64, loc));
                    }
                }
                let a = alloc(rw, "memref.alloc", alloc_ty, dyn_sizes, loc);
                if alloc_ty != ty {
                    one(rw, "memref.cast", vec![a], ty, loc)
                } else {
                    a
                }
            }
            _ => return false,
        };
        rw.replace_op(op, &[result]);
        none(rw, "memref.copy", vec![input, result], loc);
        true
    }
}

// ---------------------------------------------------------------- dealloc

/// Lowers `bufferization.dealloc`.
///
/// With no memref, every ownership result is `false`. With one memref and no
/// retained values, it is freed under its condition. With one memref and retained
/// values, its aligned pointer is compared with theirs inline. Otherwise the pointers
/// and conditions go to the module's helper function through buffers, and the
/// decisions come back the same way:
///
/// ```mlir
/// %0:2 = bufferization.dealloc (%m : memref<2xf32>) if (%c)
///                          retain (%r0, %r1 : memref<1xf32>, memref<2xf32>)
/// // becomes
/// %intptr = memref.extract_aligned_pointer_as_index %m : memref<2xf32> -> index
/// %intptr_0 = memref.extract_aligned_pointer_as_index %r0 : memref<1xf32> -> index
/// %1 = arith.cmpi ne, %intptr, %intptr_0 : index
/// ...
/// %3 = arith.andi %2, %c : i1
/// scf.if %3 {
///   memref.dealloc %m : memref<2xf32>
/// }
/// %true = arith.constant true
/// %4 = arith.xori %1, %true : i1
/// %5 = arith.andi %4, %c : i1     // replaces %0#0
/// ```
struct DeallocLowering {
    helper: Option<String>,
}

/// The operand groups of a `bufferization.dealloc`: memrefs, conditions, retained.
fn dealloc_groups(rw: &Rewriter<'_>, op: OpId) -> Option<[Vec<ValueId>; 3]> {
    let seg = crate::scf::segments(rw.ctx, rw.ir(), (rw.body_id(), op), 3)?;
    let ops: Vec<ValueId> = rw.body().operands(op).collect();
    let (m, rest) = ops.split_at(seg[0]);
    let (c, r) = rest.split_at(seg[1]);
    Some([m.to_vec(), c.to_vec(), r.to_vec()])
}

impl RewritePattern for DeallocLowering {
    fn root(&self) -> Option<&'static str> {
        Some("bufferization.dealloc")
    }
    fn name(&self) -> &'static str {
        "DeallocOpConversion"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let loc = rw.body().op(op).loc;
        let Some([memrefs, conds, retained]) = dealloc_groups(rw, op) else {
            return false;
        };
        if memrefs.is_empty() {
            let f = bool_const(rw, false, loc);
            rw.replace_op(op, &vec![f; retained.len()]);
            return true;
        }
        if memrefs.len() == 1 && retained.is_empty() {
            let m = memrefs[0];
            scf_if(rw, conds[0], loc, |rw| dealloc(rw, m, loc));
            rw.replace_op(op, &[]);
            return true;
        }
        if memrefs.len() == 1 {
            one_memref_with_retained(rw, op, memrefs[0], conds[0], &retained, loc);
            return true;
        }
        let Some(helper) = &self.helper else {
            let (ctx, body) = (rw.ctx, rw.body_id());
            let ir = rw.ir();
            let diag = rmlir_ir::verifier::current_op_note(ctx, ir, (body, op));
            let at = rmlir_ir::diag::resolve_loc(ctx, loc);
            // Reported from inside the pattern, as MLIR does; the op then fails to
            // legalize.
            rw.emit_diagnostic(
                rmlir_ir::Diagnostic::error(
                    at.clone(),
                    "library function required for generic lowering, but cannot be automatically inserted when operating on functions",
                )
                .with_note(at, diag),
            );
            return false;
        };
        general_case(rw, op, [&memrefs, &conds, &retained], helper, loc);
        true
    }
}

fn one_memref_with_retained(
    rw: &mut Rewriter<'_>,
    op: OpId,
    m: ValueId,
    cond: ValueId,
    retained: &[ValueId],
    loc: Attr,
) {
    let m_ptr = intptr(rw, m, loc);
    let mut no_alias = Vec::with_capacity(retained.len());
    for &r in retained {
        let r_ptr = intptr(rw, r, loc);
        no_alias.push(cmpi(rw, NE, m_ptr, r_ptr, loc));
    }
    let mut prev = no_alias[0];
    for &n in &no_alias[1..] {
        prev = binary(rw, "arith.andi", prev, n, loc);
    }
    let should = binary(rw, "arith.andi", prev, cond, loc);
    scf_if(rw, should, loc, |rw| dealloc(rw, m, loc));
    let t = bool_const(rw, true, loc);
    let mut owned = Vec::with_capacity(retained.len());
    for &n in &no_alias {
        let aliases = binary(rw, "arith.xori", n, t, loc);
        owned.push(binary(rw, "arith.andi", aliases, cond, loc));
    }
    rw.replace_op(op, &owned);
}

fn general_case(
    rw: &mut Rewriter<'_>,
    op: OpId,
    [memrefs, conds, retained]: [&[ValueId]; 3],
    helper: &str,
    loc: Attr,
) {
    let ctx = rw.ctx;
    let (idx, i1) = (ctx.index_type(), ctx.int_type(1));
    let sized = |n: usize, t: Type| memref_type(ctx, vec![n as i64], t);
    let dynamic = |t: Type| memref_type(ctx, vec![DYNAMIC], t);
    let to_dealloc = alloc(rw, "memref.alloc", sized(memrefs.len(), idx), vec![], loc);
    let cond_list = alloc(rw, "memref.alloc", sized(conds.len(), i1), vec![], loc);
    let to_retain = alloc(rw, "memref.alloc", sized(retained.len(), idx), vec![], loc);
    for (i, &m) in memrefs.iter().enumerate() {
        let p = intptr(rw, m, loc);
        let c = index_const(rw, i as i64, loc);
        store(rw, p, to_dealloc, c, loc);
    }
    for (i, &cond) in conds.iter().enumerate() {
        let c = index_const(rw, i as i64, loc);
        store(rw, cond, cond_list, c, loc);
    }
    for (i, &r) in retained.iter().enumerate() {
        let p = intptr(rw, r, loc);
        let c = index_const(rw, i as i64, loc);
        store(rw, p, to_retain, c, loc);
    }
    let dealloc_cast = one(rw, "memref.cast", vec![to_dealloc], dynamic(idx), loc);
    let cond_cast = one(rw, "memref.cast", vec![cond_list], dynamic(i1), loc);
    let retain_cast = one(rw, "memref.cast", vec![to_retain], dynamic(idx), loc);
    let dealloc_out = alloc(rw, "memref.alloc", sized(memrefs.len(), i1), vec![], loc);
    let owner_out = alloc(rw, "memref.alloc", sized(retained.len(), i1), vec![], loc);
    let dealloc_out_cast = one(rw, "memref.cast", vec![dealloc_out], dynamic(i1), loc);
    let owner_out_cast = one(rw, "memref.cast", vec![owner_out], dynamic(i1), loc);
    let callee = ctx.attr(AttrKind::SymbolRef {
        root: ctx.sym(helper),
        nested: Vec::new(),
    });
    let call = OpState {
        props: Some(ctx.dict_attr(vec![(ctx.sym("callee"), callee)])),
        ..OpState::new(
            ctx,
            "func.call",
            vec![
                dealloc_cast,
                retain_cast,
                cond_cast,
                dealloc_out_cast,
                owner_out_cast,
            ],
            Vec::new(),
            loc,
        )
    };
    rw.create(call);
    for (i, &m) in memrefs.iter().enumerate() {
        let c = index_const(rw, i as i64, loc);
        let should = load(rw, dealloc_out, c, loc);
        scf_if(rw, should, loc, |rw| dealloc(rw, m, loc));
    }
    let mut owned = Vec::with_capacity(retained.len());
    for i in 0..retained.len() {
        let c = index_const(rw, i as i64, loc);
        owned.push(load(rw, owner_out, c, loc));
    }
    for b in [to_dealloc, to_retain, cond_list, dealloc_out, owner_out] {
        dealloc(rw, b, loc);
    }
    rw.replace_op(op, &owned);
}

// ---------------------------------------------------------------- helper function

/// Whether `module`'s ops include a `bufferization.dealloc` of several memrefs (the
/// case that needs the helper function), in any function.
pub fn needs_dealloc_helper(ctx: &Context, ir: &Ir, module: OpRef) -> bool {
    let name = ctx.sym("bufferization.dealloc");
    let mut found = false;
    ir.walk(module, &mut |o| {
        if found || ir.body(o.0).op(o.1).name != name {
            return;
        }
        let seg = crate::scf::segments(ctx, ir, o, 3);
        found = seg.is_some_and(|s| s[0] > 1);
    });
    found
}

/// Builds the private helper function `@dealloc_helper` (renamed `_0`, `_1`, ... on a
/// clash) at the end of `module`'s body and returns its name. It takes the aligned
/// pointers to free, those to retain, the conditions, and two output buffers: which
/// memrefs to free (not retained, not freed earlier in the list) and the ownership
/// of each retained value.
///
/// ```mlir
/// func.func private @dealloc_helper(%to_free: memref<?xindex>,
///     %retained: memref<?xindex>, %conds: memref<?xi1>,
///     %free_out: memref<?xi1>, %ownership_out: memref<?xi1>)
/// ```
pub fn build_dealloc_helper(ctx: &Context, ir: &mut Ir, module: OpRef) -> String {
    let loc = ir.body(module.0).op(module.1).loc;
    let mb = ir.regions_body(module);
    let region = ir.body(module.0).op(module.1).regions()[0];
    let block = ir
        .body(mb)
        .entry_block(region)
        .expect("module has a body block");
    let name = unique_symbol(ctx, ir, mb, block, "dealloc_helper");
    let (idx, i1) = (ctx.index_type(), ctx.int_type(1));
    let idx_list = memref_type(ctx, vec![DYNAMIC], idx);
    let bool_list = memref_type(ctx, vec![DYNAMIC], i1);
    let arg_types = vec![idx_list, idx_list, bool_list, bool_list, bool_list];
    let fty = ctx.function_type(arg_types.clone(), Vec::new());
    let props = ctx.dict_attr(vec![
        (ctx.sym("function_type"), ctx.type_attr(fty)),
        (ctx.sym("sym_name"), ctx.string_attr(&name)),
        (ctx.sym("sym_visibility"), ctx.string_attr("private")),
    ]);
    let func = {
        let st = OpState {
            props: Some(props),
            ..OpState::new(ctx, "func.func", Vec::new(), Vec::new(), loc)
        };
        let b = ir.body_mut(mb);
        let f = b.create_op(st);
        b.insert_op(f, block, None);
        f
    };
    let fb = ir.new_body(Some((mb, func)));
    ir.body_mut(mb).op_mut(func).set_nested(Some(fb));
    let fr = ir.body_mut(fb).create_region(None);
    ir.body_mut(mb).op_mut(func).push_region(fr);
    let mut l = NoListener;
    let mut rw = Rewriter::new(ctx, ir, fb, &mut l);
    let entry: BlockId = rw.create_block(fr, &arg_types, loc);
    rw.set_insertion_point_to_end(entry);
    let a: Vec<ValueId> = rw.body().block_args(entry).to_vec();
    let (to_free, retained, conds, free_out, owner_out) = (a[0], a[1], a[2], a[3], a[4]);
    let c0 = index_const(&mut rw, 0, loc);
    let c1 = index_const(&mut rw, 1, loc);
    let t = bool_const(&mut rw, true, loc);
    let f = bool_const(&mut rw, false, loc);
    let n_free = one(&mut rw, "memref.dim", vec![to_free, c0], idx, loc);
    let n_retained = one(&mut rw, "memref.dim", vec![retained, c0], idx, loc);
    scf_for(&mut rw, c0, n_retained, c1, &[], loc, |rw, i, _| {
        store(rw, f, owner_out, i, loc);
        Vec::new()
    });
    scf_for(&mut rw, c0, n_free, c1, &[], loc, |rw, outer, _| {
        let ptr = load(rw, to_free, outer, loc);
        let cond = load(rw, conds, outer, loc);
        let no_retain_alias = scf_for(rw, c0, n_retained, c1, &[t], loc, |rw, i, acc| {
            let r = load(rw, retained, i, loc);
            let aliases = cmpi(rw, EQ, r, ptr, loc);
            scf_if(rw, aliases, loc, |rw| {
                let owned = load(rw, owner_out, i, loc);
                let any = binary(rw, "arith.ori", owned, cond, loc);
                store(rw, any, owner_out, i, loc);
            });
            let distinct = cmpi(rw, NE, r, ptr, loc);
            vec![binary(rw, "arith.andi", acc[0], distinct, loc)]
        })[0];
        let no_alias = scf_for(rw, c0, outer, c1, &[no_retain_alias], loc, |rw, i, acc| {
            let prev = load(rw, to_free, i, loc);
            let distinct = cmpi(rw, NE, prev, ptr, loc);
            vec![binary(rw, "arith.andi", acc[0], distinct, loc)]
        })[0];
        let should = binary(rw, "arith.andi", no_alias, cond, loc);
        store(rw, should, free_out, outer, loc);
        Vec::new()
    });
    none(&mut rw, "func.return", Vec::new(), loc);
    name
}

/// `base`, or `base_N` for the first N that no symbol of the module's block uses
/// (MLIR's `SymbolTable::insert` renaming).
fn unique_symbol(ctx: &Context, ir: &Ir, mb: BodyId, block: BlockId, base: &str) -> String {
    let taken: Vec<String> = ir
        .body(mb)
        .block_ops(block)
        .filter_map(|o| op_attr(ctx, ir, (mb, o), "sym_name"))
        .filter_map(|a| {
            ctx.attr_str(a)
                .map(|b| String::from_utf8_lossy(b).into_owned())
        })
        .collect();
    if !taken.iter().any(|t| t == base) {
        return base.to_string();
    }
    (0..)
        .map(|n| format!("{base}_{n}"))
        .find(|c| !taken.contains(c))
        .expect("a free name")
}

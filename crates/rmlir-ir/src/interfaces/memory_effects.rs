//! MLIR's `MemoryEffectOpInterface`: the effects (allocate, free, read, write) an op has on
//! its operands, its results or a resource, declared per op in its [`crate::opdef::OpDef`]
//! or computed from the op, plus the `Pure` and `RecursiveMemoryEffects` traits.
//!
//! ```mlir
//! %0 = bufferization.clone %arg0 : memref<2xi32> to memref<2xi32>
//! // read on operand 0, write on result 0, allocate on result 0 (resource <Default>)
//! ```

use crate::context::Context;
use crate::ir::{Ir, OpRef};
use crate::opdef::traits;

/// What an effect does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EffectKind {
    Allocate,
    Free,
    Read,
    Write,
}

impl EffectKind {
    /// The effect's name as MLIR's test passes print it.
    pub fn name(self) -> &'static str {
        match self {
            EffectKind::Allocate => "allocate",
            EffectKind::Free => "free",
            EffectKind::Read => "read",
            EffectKind::Write => "write",
        }
    }
}

/// The resource an effect touches.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Resource {
    /// MLIR's `DefaultResource`.
    Default,
    /// MLIR's `AutomaticAllocationScopeResource` (stack allocations).
    AutomaticAllocationScope,
    /// The test dialect's `TestResource` (`test.side_effect_op` with `test_resource`).
    Test,
}

impl Resource {
    /// The resource's name as MLIR prints it.
    pub fn name(self) -> &'static str {
        match self {
            Resource::Default => "<Default>",
            Resource::AutomaticAllocationScope => "AutomaticAllocationScope",
            Resource::Test => "<Test>",
        }
    }
}

/// What an effect is on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EffectOn {
    Operand(u32),
    Result(u32),
    /// The resource as a whole (no particular value).
    Nothing,
    /// A symbol (a `SymbolRefAttr`), such as a global the op reads.
    Symbol(crate::attrs::Attr),
}

/// One effect of one op.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct EffectInstance {
    pub kind: EffectKind,
    pub on: EffectOn,
    pub resource: Resource,
}

/// One declared effect; `Operand(i)`/`Result(i)` name a fixed position, `AllOperands`
/// every operand (variadic memref operands such as `bufferization.dealloc`'s).
#[derive(Copy, Clone, Debug)]
pub enum EffectSpecOn {
    Operand(u32),
    Result(u32),
    AllOperands,
    Nothing,
}

/// A declared effect.
#[derive(Copy, Clone, Debug)]
pub struct EffectSpec {
    pub kind: EffectKind,
    pub on: EffectSpecOn,
    pub resource: Resource,
}

impl EffectSpec {
    /// An effect on the default resource.
    pub const fn new(kind: EffectKind, on: EffectSpecOn) -> EffectSpec {
        EffectSpec {
            kind,
            on,
            resource: Resource::Default,
        }
    }
}

/// Computes an op's effects (for effects that depend on the op, e.g. its attributes).
pub type EffectsFn = fn(&Context, &Ir, OpRef, &mut Effects);

/// An op's effects (most ops have at most a few: kept inline).
pub type Effects = smallvec::SmallVec<[EffectInstance; 4]>;

/// How an op's memory effects are known.
#[derive(Copy, Clone, Debug)]
pub enum MemoryEffects {
    /// The op does not implement the interface: its effects are unknown.
    Unknown,
    /// Declared effects, in order.
    Declared(&'static [EffectSpec]),
    /// Effects computed from the op.
    Computed(EffectsFn),
}

/// Whether an op implements `MemoryEffectOpInterface` (declared effects or `Pure`).
pub fn has_effect_interface(ir: &Ir, op: OpRef) -> bool {
    match ir.body(op.0).op(op.1).def {
        Some(d) => d.has(traits::PURE) || !matches!(d.memory_effects, MemoryEffects::Unknown),
        None => false,
    }
}

/// The memory effects of an op itself (not of nested ops), or `None` when they are
/// unknown. `Pure` ops have none.
pub fn op_effects(ctx: &Context, ir: &Ir, op: OpRef) -> Option<Effects> {
    let d = ir.body(op.0).op(op.1).def?;
    let mut out = Effects::new();
    match d.memory_effects {
        MemoryEffects::Declared(specs) => {
            let nops = ir.body(op.0).num_operands(op.1) as u32;
            for s in specs {
                let mut push = |on| {
                    out.push(EffectInstance {
                        kind: s.kind,
                        on,
                        resource: s.resource,
                    })
                };
                match s.on {
                    EffectSpecOn::Operand(i) => push(EffectOn::Operand(i)),
                    EffectSpecOn::Result(i) => push(EffectOn::Result(i)),
                    EffectSpecOn::Nothing => push(EffectOn::Nothing),
                    EffectSpecOn::AllOperands => (0..nops).for_each(|i| push(EffectOn::Operand(i))),
                }
            }
        }
        MemoryEffects::Computed(f) => f(ctx, ir, op, &mut out),
        MemoryEffects::Unknown if d.has(traits::PURE) => {}
        MemoryEffects::Unknown => return None,
    }
    Some(out)
}

/// Whether `op` could be erased if its results had no uses (MLIR's
/// `wouldOpBeTriviallyDead`): not a terminator or a symbol, and it — and, under
/// `RecursiveMemoryEffects`, every op nested in it — only reads memory or allocates
/// its own results.
///
/// ```mlir
/// %a = memref.alloc() : memref<2xf32>          // dead when %a is unused
/// %v = memref.load %m[%i] : memref<2xf32>      // dead when %v is unused
/// memref.store %v, %m[%i] : memref<2xf32>      // never dead: it writes
/// ```
pub fn would_op_be_trivially_dead(ctx: &Context, ir: &Ir, op: OpRef) -> bool {
    let d = ir.body(op.0).op(op.1);
    if d.def.is_some_and(|def| {
        def.has(traits::TERMINATOR) || def.has(traits::SYMBOL) || def.interfaces.symbol.is_some()
    }) {
        return false;
    }
    // Asked of every op the greedy driver visits: no heap list for the common case.
    // Each op is judged when it is met, so the first effect that keeps a loop alive
    // ends the walk without listing the rest of its body.
    if !effects_removable(ctx, ir, op) {
        return false;
    }
    let mut stack: smallvec::SmallVec<[OpRef; 8]> = smallvec::smallvec![op];
    while let Some(cur) = stack.pop() {
        let data = ir.body(cur.0).op(cur.1);
        if !data.def.is_some_and(|d| d.has(traits::RECURSIVE_EFFECTS)) {
            continue;
        }
        let rb = data.nested().unwrap_or(cur.0);
        let body = ir.body(rb);
        for &r in data.regions() {
            for b in body.region_blocks(r) {
                for o in body.block_ops(b) {
                    if !effects_removable(ctx, ir, (rb, o)) {
                        return false;
                    }
                    stack.push((rb, o));
                }
            }
        }
    }
    true
}

/// Whether `op`'s own effects allow erasing it (its nested ops aside): it declares
/// only reads and allocations of its own results, or declares nothing but has
/// recursive effects.
fn effects_removable(ctx: &Context, ir: &Ir, op: OpRef) -> bool {
    // Most ops are `Pure` and declare nothing more: no effects to list.
    if let Some(d) = ir.body(op.0).op(op.1).def
        && d.has(traits::PURE)
        && matches!(d.memory_effects, MemoryEffects::Unknown)
    {
        return true;
    }
    // Declared effects are judged as declared, without listing them per operand: a
    // spec on every operand is one effect per operand, so none when there are none.
    if let Some(d) = ir.body(op.0).op(op.1).def
        && let MemoryEffects::Declared(specs) = d.memory_effects
    {
        let no_operands = ir.body(op.0).num_operands(op.1) == 0;
        let effects = specs
            .iter()
            .filter(|s| !(no_operands && matches!(s.on, EffectSpecOn::AllOperands)))
            .map(|s| match s.on {
                EffectSpecOn::Result(i) => (s.kind, Some(i)),
                _ => (s.kind, None),
            });
        return reads_or_allocates_results(effects);
    }
    if has_effect_interface(ir, op) {
        let Some(effects) = op_effects(ctx, ir, op) else {
            return false;
        };
        return reads_or_allocates_results(effects.iter().map(|e| match e.on {
            EffectOn::Result(i) => (e.kind, Some(i)),
            _ => (e.kind, None),
        }));
    }
    ir.body(op.0)
        .op(op.1)
        .def
        .is_some_and(|d| d.has(traits::RECURSIVE_EFFECTS))
}

/// Whether `effects` (kinds, with the result each is on, if any) only read, or
/// allocate a result together with whatever else they do to it: what lets an op with
/// no used results go.
fn reads_or_allocates_results(
    effects: impl Iterator<Item = (EffectKind, Option<u32>)> + Clone,
) -> bool {
    let allocated = |i: u32| {
        effects
            .clone()
            .any(|(k, r)| k == EffectKind::Allocate && r == Some(i))
    };
    effects.clone().all(|(kind, result)| match result {
        Some(i) if allocated(i) => true,
        _ => kind == EffectKind::Read,
    })
}

/// Whether `op` has no used results and would be trivially dead (MLIR's
/// `isOpTriviallyDead`).
pub fn is_op_trivially_dead(ctx: &Context, ir: &Ir, op: OpRef) -> bool {
    let body = ir.body(op.0);
    body.results(op.1).all(|r| body.use_empty(r)) && would_op_be_trivially_dead(ctx, ir, op)
}

//! Moving the subtree of an isolated-from-above op out of an [`Ir`] and back, so that a
//! thread can run passes on it alone (what MLIR's `OpToOpPassAdaptor` does when it
//! hands each function of a module to its own thread).
//!
//! An isolated op's regions live in a body of their own, and values never cross body
//! boundaries, so the op's subtree — its body and the bodies of isolated ops nested in
//! it — can be moved out by value. The detached [`Ir`] gets a *shell* of the op as its
//! top-level op: a copy with its name, attributes, properties and location but without
//! operands, results or a parent, whose nested body is the moved body. Passes run on
//! the shell exactly as they would on the op; [`Ir::reattach`] moves the bodies back,
//! together with any body created meanwhile, and copies the shell's attributes,
//! properties and location onto the op.
//!
//! ```text
//! Ir: [module body (holds @f, @g), body of @f, body of @g]
//! detach(@g) -> Ir: [shell of @g, body of @g]     (the slot of @g's body is left empty)
//! reattach   -> Ir: [module body, body of @f, body of @g (changed), new bodies...]
//! ```

use super::{Body, BodyId, ERASED_BIT, Ir, NONE, OpData, OpId, OpRef};
use rustc_hash::FxHashMap;

/// An op's subtree, moved out of its [`Ir`] by [`Ir::detach`].
pub struct Detached {
    /// The subtree: body 0 holds only the shell op, body 1 is the op's own body.
    pub ir: Ir,
    /// The op it came from.
    origin: OpRef,
    /// The original id of each moved body (`origin_ids[i]` for body `i + 1`).
    origin_ids: Vec<BodyId>,
}

impl Detached {
    /// The shell: the op to run passes on.
    pub fn op(&self) -> OpRef {
        (BodyId(0), OpId(0))
    }

    /// The op the subtree came from.
    pub fn origin(&self) -> OpRef {
        self.origin
    }
}

impl Ir {
    /// Whether `op` can be detached: it is isolated from above (has a body of its own)
    /// and has no operands, results or successors that would tie it to its parent.
    pub fn can_detach(&self, (b, op): OpRef) -> bool {
        let d = self.body(b).op(op);
        d.nested().is_some()
            && d.num_operands == 0
            && d.num_results() == 0
            && d.successors().is_empty()
    }

    /// Moves `op`'s subtree out (see the module docs). `op` must satisfy
    /// [`Ir::can_detach`]; its bodies' slots are left empty until [`Ir::reattach`].
    pub fn detach(&mut self, op: OpRef) -> Detached {
        debug_assert!(self.can_detach(op));
        let d = self.body(op.0).op(op.1);
        let root = d.nested().expect("detach: op without a body");
        let shell = shell_of(d);

        // Collect the subtree's bodies, the op's own first, and number them from 1.
        let mut origin_ids = vec![root];
        let mut new_id: FxHashMap<BodyId, BodyId> = FxHashMap::default();
        new_id.insert(root, BodyId(1));
        let mut i = 0;
        while i < origin_ids.len() {
            let b = origin_ids[i];
            for o in &self.body(b).ops {
                if let Some(n) = o.nested()
                    && !o.erased()
                    && !new_id.contains_key(&n)
                {
                    new_id.insert(n, BodyId(origin_ids.len() as u32 + 1));
                    origin_ids.push(n);
                }
            }
            i += 1;
        }

        let mut bodies = Vec::with_capacity(origin_ids.len() + 1);
        let mut top = Body::new(None);
        top.ops.push(shell);
        bodies.push(top);
        for &b in &origin_ids {
            let mut body = std::mem::take(self.body_mut(b));
            renumber(&mut body, |x| new_id.get(&x).copied());
            body.owner = match body.owner {
                Some(owner) if owner == op => Some((BodyId(0), OpId(0))),
                Some((ob, o)) => Some((new_id.get(&ob).copied().unwrap_or(ob), o)),
                None => None,
            };
            bodies.push(body);
        }
        Detached {
            ir: Ir {
                bodies,
                top: Some((BodyId(0), OpId(0))),
                enclosing: None,
            },
            origin: op,
            origin_ids,
        }
    }

    /// Puts a detached subtree back where it came from; bodies created while it was
    /// detached are appended to this IR.
    pub fn reattach(&mut self, d: Detached) {
        let Detached {
            ir,
            origin,
            origin_ids,
        } = d;
        let moved = origin_ids.len();
        let first_new = self.bodies.len() as u32;
        let old_id = |b: BodyId| -> Option<BodyId> {
            match b.0 as usize {
                0 => None,
                i if i <= moved => Some(origin_ids[i - 1]),
                i => Some(BodyId(first_new + (i - moved - 1) as u32)),
            }
        };
        let mut bodies = ir.bodies.into_iter();
        let shell = bodies.next().and_then(|mut b| b.ops.drain(..).next());
        if let Some(shell) = shell {
            let target: &mut OpData = &mut self.body_mut(origin.0).ops[origin.1.index()];
            target.attrs = shell.attrs;
            target.props = shell.props;
            target.loc = shell.loc;
        }
        for (i, mut body) in bodies.enumerate() {
            renumber(&mut body, old_id);
            body.owner = match body.owner {
                Some((BodyId(0), _)) => Some(origin),
                Some((ob, o)) => Some((old_id(ob).unwrap_or(ob), o)),
                None => None,
            };
            if i < moved {
                *self.body_mut(origin_ids[i]) = body;
            } else {
                self.bodies.push(body);
            }
        }
    }
}

impl Ir {
    /// The detached form of `op` (what [`Ir::detach`] moves out) for a function whose
    /// body was parsed apart and is not in this IR: `bodies` are its body and the
    /// bodies of the isolated ops in it, numbered from 0 as a parser of the body alone
    /// numbers them (the first body's owner is `op`, the others' owners are in those
    /// numbers).
    pub fn detached_with(&self, op: OpRef, bodies: Vec<Body>) -> Ir {
        let mut top = Body::new(None);
        top.ops.push(shell_of(self.body(op.0).op(op.1)));
        let mut all = Vec::with_capacity(bodies.len() + 1);
        all.push(top);
        let several = bodies.len() > 1;
        for (i, mut body) in bodies.into_iter().enumerate() {
            // A lone body holds no isolated op: nothing in it names a body.
            if several {
                renumber(&mut body, |b| Some(BodyId(b.0 + 1)));
            }
            body.owner = match body.owner {
                _ if i == 0 => Some((BodyId(0), OpId(0))),
                Some((ob, o)) => Some((BodyId(ob.0 + 1), o)),
                None => None,
            };
            all.push(body);
        }
        Ir {
            bodies: all,
            top: Some((BodyId(0), OpId(0))),
            enclosing: None,
        }
    }
}

/// The shell of an isolated op: a copy with its name, attributes, properties and
/// location, without operands, results or a parent, whose nested body is body 1.
fn shell_of(d: &OpData) -> OpData {
    let mut shell = d.clone();
    shell.num_operands = 0;
    shell.results_start = 0;
    shell.results_and_erased &= ERASED_BIT;
    shell.parent = NONE;
    shell.prev = NONE;
    shell.next = NONE;
    shell.order = 0;
    shell.set_nested(Some(BodyId(1)));
    shell
}

/// Rewrites the nested-body ids of `body`'s ops through `map` (ids it does not map stay).
fn renumber(body: &mut Body, map: impl Fn(BodyId) -> Option<BodyId>) {
    for o in &mut body.ops {
        if let Some(n) = o.nested() {
            o.set_nested(Some(map(n).unwrap_or(n)));
        }
    }
}

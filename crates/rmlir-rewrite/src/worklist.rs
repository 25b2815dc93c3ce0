//! The greedy driver's worklist (MLIR's `Worklist` in the greedy rewrite driver): a
//! LIFO stack of ops with set semantics and O(1) removal. Removed entries become holes
//! that popping skips. Positions are kept in a dense table indexed by op id.

use rmlir_ir::OpId;

const HOLE: u32 = u32::MAX;

/// A LIFO set of ops.
#[derive(Default)]
pub struct Worklist {
    list: Vec<u32>,
    /// `pos[op]`: index of `op` in `list`, or `HOLE`.
    pos: Vec<u32>,
}

impl Worklist {
    /// Empties the worklist.
    pub fn clear(&mut self) {
        for &o in &self.list {
            if o != HOLE {
                self.pos[o as usize] = HOLE;
            }
        }
        self.list.clear();
    }

    /// Whether no op is queued.
    pub fn is_empty(&self) -> bool {
        self.list.iter().all(|&o| o == HOLE)
    }

    /// Queues `op` unless it is already queued.
    pub fn push(&mut self, op: OpId) {
        let i = op.index();
        if i >= self.pos.len() {
            self.pos.resize(i + 1, HOLE);
        }
        if self.pos[i] != HOLE {
            return;
        }
        self.pos[i] = self.list.len() as u32;
        self.list.push(op.0);
    }

    /// Pops the most recently queued op.
    pub fn pop(&mut self) -> Option<OpId> {
        while let Some(o) = self.list.pop() {
            if o != HOLE {
                self.pos[o as usize] = HOLE;
                return Some(OpId(o));
            }
        }
        None
    }

    /// Removes `op` if it is queued.
    pub fn remove(&mut self, op: OpId) {
        if let Some(&p) = self.pos.get(op.index())
            && p != HOLE
        {
            self.list[p as usize] = HOLE;
            self.pos[op.index()] = HOLE;
        }
    }

    /// Reverses the queue (after a top-down seeding, so pops come in walk order).
    pub fn reverse(&mut self) {
        self.list.reverse();
        for (i, &o) in self.list.iter().enumerate() {
            if o != HOLE {
                self.pos[o as usize] = i as u32;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lifo_set_with_removal() {
        let mut w = Worklist::default();
        w.push(OpId(3));
        w.push(OpId(1));
        w.push(OpId(3));
        w.push(OpId(7));
        w.remove(OpId(1));
        assert_eq!(w.pop(), Some(OpId(7)));
        assert_eq!(w.pop(), Some(OpId(3)));
        assert_eq!(w.pop(), None);
        assert!(w.is_empty());
    }

    #[test]
    fn reverse_keeps_positions() {
        let mut w = Worklist::default();
        for i in 0..4 {
            w.push(OpId(i));
        }
        w.reverse();
        w.remove(OpId(2));
        assert_eq!(w.pop(), Some(OpId(0)));
        assert_eq!(w.pop(), Some(OpId(1)));
        assert_eq!(w.pop(), Some(OpId(3)));
        w.push(OpId(0));
        assert_eq!(w.pop(), Some(OpId(0)));
    }
}

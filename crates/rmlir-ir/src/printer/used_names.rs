//! The SSA names taken while numbering nested regions (MLIR's scoped `usedNames` in
//! `SSANameState`): one table for all frames, so a lookup is one probe whatever the
//! nesting depth, and the names live in one buffer.

use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;
use std::hash::BuildHasher;

/// Names taken, by nesting frame: a name is taken if any frame holds it; leaving a
/// region drops the names of its frame and the frames below it.
#[derive(Clone)]
pub(super) struct UsedNames {
    text: String,
    /// Every taken name as a range of `text`, in insertion order.
    names: Vec<(u32, u32)>,
    /// Indices into `names`, by the hash of the name.
    table: HashTable<u32>,
    /// Where each frame starts in `names`.
    frames: Vec<u32>,
}

fn hash(s: &str) -> u64 {
    FxBuildHasher.hash_one(s)
}

impl UsedNames {
    /// One empty frame.
    pub(super) fn new() -> UsedNames {
        UsedNames {
            text: String::new(),
            names: Vec::new(),
            table: HashTable::new(),
            frames: vec![0],
        }
    }

    /// The number of frames.
    pub(super) fn depth(&self) -> usize {
        self.frames.len()
    }

    /// The number of names in the outermost `depth` frames.
    pub(super) fn count_in(&self, depth: usize) -> usize {
        self.frames
            .get(depth)
            .map_or(self.names.len(), |&start| start as usize)
    }

    /// The `i`-th name taken.
    pub(super) fn name(&self, i: u32) -> &str {
        let (s, e) = self.names[i as usize];
        &self.text[s as usize..e as usize]
    }

    /// Whether some frame holds `s`.
    pub(super) fn contains(&self, s: &str) -> bool {
        self.table.find(hash(s), |&i| self.name(i) == s).is_some()
    }

    /// Takes `s` in the innermost frame (it must not be taken); its index.
    pub(super) fn insert(&mut self, s: &str) -> u32 {
        let start = self.text.len() as u32;
        self.text.push_str(s);
        let i = self.names.len() as u32;
        self.names.push((start, self.text.len() as u32));
        let (text, names) = (&self.text, &self.names);
        let name_of = |&j: &u32| {
            let (s, e) = names[j as usize];
            hash(&text[s as usize..e as usize])
        };
        self.table.insert_unique(hash(s), i, name_of);
        i
    }

    /// Keeps the outermost `depth` frames.
    pub(super) fn truncate(&mut self, depth: usize) {
        let keep = self.count_in(depth);
        for i in (keep..self.names.len()).rev() {
            let h = hash(self.name(i as u32));
            if let Ok(e) = self.table.find_entry(h, |&j| j as usize == i) {
                e.remove();
            }
        }
        if let Some(&(start, _)) = self.names.get(keep) {
            self.text.truncate(start as usize);
        }
        self.names.truncate(keep);
        self.frames.truncate(depth);
    }

    /// Opens a frame for a region.
    pub(super) fn push_frame(&mut self) {
        self.frames.push(self.names.len() as u32);
    }

    /// A copy of the outermost `depth` frames.
    pub(super) fn prefix(&self, depth: usize) -> UsedNames {
        let mut copy = self.clone();
        copy.truncate(depth);
        copy
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Names are taken across frames; truncating drops the inner frames' names only.
    #[test]
    fn frames_scope_names() {
        let mut u = UsedNames::new();
        u.insert("arg0");
        u.push_frame();
        u.insert("c0");
        u.push_frame();
        u.insert("cst");
        assert!(u.contains("arg0") && u.contains("c0") && u.contains("cst"));
        assert_eq!(u.count_in(1), 1);
        let outer = u.prefix(2);
        assert!(outer.contains("c0") && !outer.contains("cst"));
        u.truncate(1);
        assert!(u.contains("arg0") && !u.contains("c0") && !u.contains("cst"));
        assert_eq!(u.insert("c0"), 1);
        assert_eq!(u.name(1), "c0");
        assert_eq!(u.depth(), 1);
    }
}

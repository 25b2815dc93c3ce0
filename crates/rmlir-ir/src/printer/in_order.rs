//! Pieces of a print made on all threads and handed over in order (the output of
//! MLIR's `AsmPrinter` is one sequential stream; here the isolated ops and the runs of
//! a long block are printed side by side and spliced back in place).
//!
//! Each pool thread takes the next piece nobody has taken, prints it, and leaves it in
//! a slot; the calling thread hands the slots over in order, [`BATCH`] at a time, as
//! they fill. No worker waits for a batch to finish, and at most [`WINDOW`] pieces are
//! printed ahead of the last one handed over, so memory stays bounded however slowly
//! the output is written.
//!
//! ```text
//! pool 1:  print 0 | print 2 | print 3 | print 5 | ...
//! pool 2:  print 1      | print 4 | print 6 | ...
//! caller:        write 0 | write 1 | write 2, 3 | ...
//! ```
//!
//! The text buffers go round: a handed-over piece's buffer returns to a spare list
//! that the workers print the next pieces into, so a print of thousands of pieces
//! grows about as many buffers as the window holds instead of one per piece, and the
//! caller does not free a piece's text (made on another thread, whose allocator arena
//! it would have to lock) for every piece. A worker only takes back the buffers it
//! made: growing another thread's buffer would lock that thread's arena too.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard};

/// How many pieces may be printed ahead of the last one handed over.
const WINDOW: usize = 256;

/// How many pieces the caller takes at a time (fewer only at the end): waking it per
/// piece would have it take a core from a worker for every piece.
const BATCH: usize = 32;

/// The batch for a print of `pieces` pieces: [`BATCH`], or an eighth of a print of
/// fewer than eight batches. A long block printed in a few dozen runs would otherwise
/// have all of them printed before the first is handed over, each into a buffer of
/// its own (its pages fresh from the kernel) instead of one going round.
fn batch_for(pieces: usize) -> usize {
    BATCH.min(pieces.div_ceil(8)).max(1)
}

/// A printed piece, or the panic that printing it raised.
type Piece = std::thread::Result<String>;

/// The pool thread that made a text buffer (`usize::MAX` off the pool).
type Maker = usize;

/// The slots between the workers and the caller.
struct Slots {
    /// Pieces from `handed` on (`None` while still being printed), with the thread
    /// that made their buffer.
    pending: VecDeque<Option<(Maker, Piece)>>,
    /// How many pieces at the front of `pending` are printed.
    ready: usize,
    /// How many pieces were handed over.
    handed: usize,
    /// Set when the caller stops early (a piece panicked): workers stop waiting.
    stop: bool,
    /// Buffers of handed-over pieces, emptied, for the next pieces of their maker.
    spare: Vec<(Maker, String)>,
}

struct Shared {
    next: AtomicUsize,
    /// How many pieces the caller takes at a time ([`batch_for`]).
    batch: usize,
    slots: Mutex<Slots>,
    /// A piece was filled in.
    filled: Condvar,
    /// A piece was handed over (room in the window) or the caller stopped.
    room: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Slots> {
        self.slots.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Prints pieces until none is left (or the caller stopped).
    fn work<T: Sync>(&self, items: &[T], print: &(impl Fn(&T, &mut String) + Sync)) {
        let me = rayon::current_thread_index().unwrap_or(usize::MAX);
        loop {
            let i = self.next.fetch_add(1, Ordering::Relaxed);
            let Some(item) = items.get(i) else {
                return;
            };
            let mut text = {
                let mut s = self.lock();
                while i >= s.handed + WINDOW && !s.stop {
                    s = self.room.wait(s).unwrap_or_else(|e| e.into_inner());
                }
                if s.stop {
                    return;
                }
                match s.spare.iter().rposition(|(maker, _)| *maker == me) {
                    Some(k) => s.spare.swap_remove(k).1,
                    None => String::new(),
                }
            };
            let piece = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                print(item, &mut text);
                text
            }));
            let mut s = self.lock();
            let at = i - s.handed;
            if s.pending.len() <= at {
                s.pending.resize_with(at + 1, || None);
            }
            s.pending[at] = Some((me, piece));
            s.count_ready();
            let wake = s.ready >= self.batch.min(items.len() - s.handed);
            drop(s);
            if wake {
                self.filled.notify_one();
            }
        }
    }
}

impl Slots {
    /// Extends `ready` over the printed pieces that now follow it.
    fn count_ready(&mut self) {
        while matches!(self.pending.get(self.ready), Some(Some(_))) {
            self.ready += 1;
        }
    }
}

/// Prints `items` with `print` (which appends to an empty buffer) on the pool's
/// threads and hands each text to `take` on this thread, in the order of `items` (on
/// this thread alone when it is one of the pool's). A panic in `print` is raised here.
pub(super) fn print<T: Sync>(
    items: &[T],
    print: impl Fn(&T, &mut String) + Sync,
    mut take: impl FnMut(&T, &str),
) {
    // On a pool thread, waiting for the pool could starve it: print here instead.
    if rayon::current_thread_index().is_some() || rayon::current_num_threads() < 2 {
        let mut text = String::new();
        for item in items {
            text.clear();
            print(item, &mut text);
            take(item, &text);
        }
        return;
    }
    let shared = Shared {
        next: AtomicUsize::new(0),
        batch: batch_for(items.len()),
        slots: Mutex::new(Slots {
            pending: VecDeque::new(),
            ready: 0,
            handed: 0,
            stop: false,
            spare: Vec::new(),
        }),
        filled: Condvar::new(),
        room: Condvar::new(),
    };
    let mut failure = None;
    rayon::in_place_scope(|scope| {
        for _ in 0..rayon::current_num_threads().min(items.len()) {
            let (shared, print) = (&shared, &print);
            scope.spawn(move |_| shared.work(items, print));
        }
        let mut next = 0;
        let mut spare = Vec::new();
        while next < items.len() {
            let pieces: Vec<Option<(Maker, Piece)>> = {
                let mut s = shared.lock();
                while s.ready < shared.batch.min(items.len() - s.handed) {
                    s = shared.filled.wait(s).unwrap_or_else(|e| e.into_inner());
                }
                let n = s.ready;
                s.handed += n;
                s.ready = 0;
                let taken = s.pending.drain(..n).collect();
                s.count_ready();
                taken
            };
            shared.room.notify_all();
            for piece in pieces {
                match piece {
                    Some((maker, Ok(mut text))) => {
                        take(&items[next], &text);
                        text.clear();
                        spare.push((maker, text));
                    }
                    Some((_, Err(panic))) => {
                        // Let the workers go before the scope waits for them.
                        shared.lock().stop = true;
                        shared.room.notify_all();
                        failure = Some(panic);
                        return;
                    }
                    None => unreachable!("only printed pieces are counted ready"),
                }
                next += 1;
            }
            shared.lock().spare.append(&mut spare);
        }
    });
    if let Some(panic) = failure {
        std::panic::resume_unwind(panic);
    }
}

#[cfg(test)]
mod tests {
    use super::print;

    /// Pieces come back in order whatever order the threads finish them in, and more
    /// pieces than the window holds all arrive.
    #[test]
    fn pieces_are_handed_over_in_order() {
        let items: Vec<usize> = (0..2000).collect();
        let mut got = Vec::new();
        print(
            &items,
            |&i, out| {
                if i % 7 == 0 {
                    std::thread::sleep(std::time::Duration::from_micros(50));
                }
                assert!(out.is_empty(), "a recycled buffer comes back empty");
                out.push_str(&i.to_string());
            },
            |&i, s| got.push((i, s.to_string())),
        );
        assert_eq!(got.len(), items.len());
        assert!(
            got.iter()
                .enumerate()
                .all(|(k, (i, s))| k == *i && *s == i.to_string())
        );
    }

    /// A panic while printing a piece reaches the caller, after the pieces before it.
    #[test]
    fn a_panic_in_a_piece_reaches_the_caller() {
        let items: Vec<usize> = (0..600).collect();
        let mut handed = 0;
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            print(
                &items,
                |&i, _| assert!(i != 300, "piece 300"),
                |_, _| handed += 1,
            )
        }));
        assert!(r.is_err());
        assert_eq!(handed, 300);
    }
}

//! Function bodies parsed while the top-level parse is still going (MLIR parses the
//! whole file on one thread).
//!
//! With [`super::deferred`] alone, the top-level parse skips every function body and the
//! bodies are parsed on all threads once it is done, so the scan of the file runs on one
//! thread while the others wait. Here each skipped body becomes a job on the thread pool
//! as soon as its op is complete, so the other threads parse bodies during the scan:
//!
//! ```text
//! main:    scan f0 | f1 | f2 | ... | fn | wait | install all, in order
//! pool:          parse f0 | parse f1 | ... | parse fn
//! ```
//!
//! A job sees the aliases defined so far (an alias is only visible after its definition,
//! so that is all a body may use), and leaves its location aliases (`loc(#loc3)`, which
//! may be defined further down) to be resolved by the top-level parser at the end. A
//! body large enough to be split over threads ([`super::split`]) is held back until the
//! scan is over, since it keeps every thread busy on its own. The result is the IR the
//! batch scheme builds: bodies are installed in the order they were skipped.
//!
//! A streamed parse ([`super::parse_source_streamed`]) installs nothing: once the scan
//! is over, each job hands its function, detached with its body, to a [`StreamSink`]
//! on the thread that parsed it (a batch at a time); those parsed during the scan wait
//! for it to end. Only the large bodies held back are kept whole and installed.

use super::deferred::{Carry, DeferredRegion, Shared, SourceText, parse_deferred};
use super::split::MIN_SPLIT_BYTES;
use super::{DeferredLocUser, Parser};
use crate::attrs::Attr;
use crate::context::Context;
use crate::diag::{PResult, Reported};
use crate::ir::{Body, Ir, OpRef};
use crate::types::Type;
use rustc_hash::FxHashMap;
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, OnceLock};

/// The file's aliases as a job sees them.
type AliasTables = (
    FxHashMap<String, (Attr, u32)>,
    FxHashMap<String, (Type, u32)>,
);

/// A location alias use left for the top-level parser: who, the alias, where.
pub(super) type LateLoc = (DeferredLocUser, String, u32);

/// A skipped body handed to the pool.
pub(super) struct Job<'s> {
    /// Its place in the order bodies were skipped.
    index: usize,
    task: DeferredRegion<'s>,
    /// The body as the top-level parse left it (the region, no blocks yet).
    body: Body,
    aliases: Arc<AliasTables>,
    /// Whether location aliases are left to the top-level parser.
    late_locs: bool,
}

/// What a job produced: the bodies (`None` if anything was reported), the location
/// alias uses left open, and the job itself (freed on the thread that made it).
pub(super) struct JobOut<'s> {
    index: usize,
    bodies: Option<Vec<Body>>,
    late: Vec<LateLoc>,
    job: Option<Job<'s>>,
}

/// Batches waiting for a drainer, and how many drainers run.
struct Queue<'s> {
    batches: VecDeque<Vec<Job<'s>>>,
    drainers: usize,
}

/// What the top-level parser shares with the pool: the batches to parse, and where jobs
/// put their results.
pub(crate) struct Done<'s> {
    queue: Mutex<Queue<'s>>,
    /// The results so far, and how many the top-level parser waits for (`usize::MAX`
    /// while it scans).
    outs: Mutex<(Vec<JobOut<'s>>, usize)>,
    ready: Condvar,
    /// In a streamed parse ([`super::parse_source_streamed`]): the top level, once it
    /// is parsed (set while holding `outs`, so that every job either finds it or
    /// leaves its result there for the top-level parser), and whether anything failed.
    frozen: OnceLock<Frozen>,
    failed: AtomicBool,
    /// The bodies of a streamed parse not handed over (see [`Done::consume`]).
    kept_whole: Mutex<Vec<(crate::ir::BodyId, Vec<Body>)>>,
}

/// The top level of a streamed parse, complete: what each function is handed with.
struct Frozen {
    ir: Ir,
    /// Every attribute alias of the file (the location aliases bodies left open).
    attr_aliases: FxHashMap<String, (Attr, u32)>,
}

/// Where a streamed parse ([`super::parse_source_streamed`]) hands each function as
/// soon as its body is parsed, on the thread that parsed it, instead of keeping every
/// body until the end.
pub trait StreamSink: Sync {
    /// Called once, when the top level is parsed and before any function is handed
    /// over, with its IR (the function bodies left out); `false` gives up streaming.
    fn begin(&self, top: &Ir) -> bool;
    /// One function: its op `func` in `top`, and `ir`, the function detached
    /// ([`Ir::detached_with`]) with its body, whose text in the input is `text_len`
    /// bytes long. `false` if it failed (the parse then gives up streaming).
    fn function(&self, top: &Ir, func: OpRef, ir: Ir, text_len: usize) -> bool;
}

impl Default for Done<'_> {
    fn default() -> Self {
        Done {
            queue: Mutex::new(Queue {
                batches: VecDeque::new(),
                drainers: 0,
            }),
            outs: Mutex::new((Vec::new(), usize::MAX)),
            ready: Condvar::new(),
            frozen: OnceLock::new(),
            failed: AtomicBool::new(false),
            kept_whole: Mutex::default(),
        }
    }
}

impl<'s> Done<'s> {
    /// Queues a batch; whether another drainer should be started (fewer than `limit`
    /// run).
    fn queue(&self, batch: Vec<Job<'s>>, limit: usize) -> bool {
        let mut q = self.queue.lock().unwrap_or_else(|e| e.into_inner());
        q.batches.push_back(batch);
        let start = q.drainers < limit;
        if start {
            q.drainers += 1;
        }
        start
    }

    /// Counts one more drainer if fewer than `limit` run and batches wait.
    fn start_drainer(&self, limit: usize) -> bool {
        let mut q = self.queue.lock().unwrap_or_else(|e| e.into_inner());
        let start = q.drainers < limit && !q.batches.is_empty();
        if start {
            q.drainers += 1;
        }
        start
    }

    /// The next batch, or `None` (and one drainer fewer) when there is none.
    fn next_batch(&self) -> Option<Vec<Job<'s>>> {
        let mut q = self.queue.lock().unwrap_or_else(|e| e.into_inner());
        let b = q.batches.pop_front();
        if b.is_none() {
            q.drainers -= 1;
        }
        b
    }

    fn push(&self, out: JobOut<'s>) {
        let mut outs = self.outs.lock().unwrap_or_else(|e| e.into_inner());
        outs.0.push(out);
        // Only the last result wakes the waiting parser.
        if outs.0.len() == outs.1 {
            self.ready.notify_all();
        }
    }

    /// In a streamed parse: hands a job's result to `sink` if the top level is
    /// complete, else keeps it until it is.
    fn deliver(&self, ctx: &Context, out: JobOut<'s>, sink: &dyn StreamSink) {
        let mut outs = self.outs.lock().unwrap_or_else(|e| e.into_inner());
        match self.frozen.get() {
            Some(frozen) => {
                drop(outs);
                self.consume(ctx, frozen, out, sink);
            }
            None => outs.0.push(out),
        }
    }

    /// Makes the top level known to the jobs.
    fn publish(&self, frozen: Frozen) {
        let _outs = self.outs.lock().unwrap_or_else(|e| e.into_inner());
        let _ = self.frozen.set(frozen);
    }

    /// Once the top level is known: a result kept from before, to hand over.
    fn take_kept(&self) -> Option<(&Frozen, JobOut<'s>)> {
        let mut outs = self.outs.lock().unwrap_or_else(|e| e.into_inner());
        let frozen = self.frozen.get()?;
        outs.0.pop().map(|out| (frozen, out))
    }

    /// Hands over the results kept from before the top level was known (on a drainer,
    /// between batches: they hold memory).
    fn hand_over_kept(&self, ctx: &Context, sink: &dyn StreamSink) {
        while let Some((frozen, out)) = self.take_kept() {
            let handed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                self.consume(ctx, frozen, out, sink)
            }));
            if handed.is_err() {
                self.fail();
            }
        }
    }

    /// Hands one parsed function to `sink`: its location aliases resolved, detached
    /// with its body.
    fn consume(&self, ctx: &Context, frozen: &Frozen, out: JobOut<'s>, sink: &dyn StreamSink) {
        let (Some(mut bodies), Some(job)) = (out.bodies, out.job) else {
            self.failed.store(true, Ordering::Relaxed);
            return;
        };
        if self.failed.load(Ordering::Relaxed) {
            return;
        }
        if !job.late_locs {
            // A body large enough to be parsed on all threads (held back until the scan
            // was over): kept whole, to be installed in the top level at the end.
            self.kept_whole
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push((job.task.body, bodies));
            return;
        }
        let Some(func) = frozen.ir.body(job.task.body).owner else {
            self.failed.store(true, Ordering::Relaxed);
            return;
        };
        for (user, name, _) in out.late {
            let loc = frozen.attr_aliases.get(&name).map(|&(a, _)| a);
            let Some(loc) = loc.filter(|&l| ctx.attr_kind(l).is_location()) else {
                // Reported by the parse that follows.
                self.failed.store(true, Ordering::Relaxed);
                return;
            };
            match user {
                DeferredLocUser::Op((b, op)) => bodies[b.index()].op_mut(op).loc = loc,
                DeferredLocUser::Arg(b, v) => {
                    bodies[b.index()].values[v.index()].set_loc(Some(loc))
                }
            }
        }
        let text_len = (job.task.close - job.task.open) as usize;
        drop(job);
        let ir = frozen.ir.detached_with(func, bodies);
        if !sink.function(&frozen.ir, func, ir, text_len) {
            self.failed.store(true, Ordering::Relaxed);
        }
    }

    /// Waits for `n` results; all of them, in the order their bodies were skipped.
    fn wait_for(&self, n: usize) -> Vec<JobOut<'s>> {
        let mut outs = self.outs.lock().unwrap_or_else(|e| e.into_inner());
        outs.1 = n;
        while outs.0.len() < n {
            outs = self.ready.wait(outs).unwrap_or_else(|e| e.into_inner());
        }
        let mut all = std::mem::take(&mut outs.0);
        all.sort_by_key(|o| o.index);
        all
    }
}

impl<'s> Done<'s> {
    /// At the end of a streamed parse's scan, on the top-level parser's thread: makes
    /// the top level known, so that the jobs hand their functions to the sink (those
    /// parsed meanwhile go between batches).
    pub(crate) fn go_streaming(&self, ir: Ir, attr_aliases: FxHashMap<String, (Attr, u32)>) {
        self.publish(Frozen { ir, attr_aliases });
    }

    /// After every job is done: the top level (with the bodies kept whole installed),
    /// unless anything failed (a body's parse, a location alias, a function the sink
    /// refused, or streaming never began).
    pub(crate) fn into_streamed(self, ctx: &Context, sink: &dyn StreamSink) -> Option<Ir> {
        // What no drainer was left to hand over.
        self.hand_over_kept(ctx, sink);
        if self.failed.load(Ordering::Relaxed) {
            return None;
        }
        let outs = self.outs.into_inner().unwrap_or_else(|e| e.into_inner());
        // Results left here came before the top level was known, which never happened.
        if !outs.0.is_empty() {
            return None;
        }
        let mut ir = self.frozen.into_inner()?.ir;
        let kept = self
            .kept_whole
            .into_inner()
            .unwrap_or_else(|e| e.into_inner());
        for (id, bodies) in kept {
            let _ = super::deferred::install(&mut ir, id, bodies);
        }
        Some(ir)
    }

    /// Gives up a streamed parse.
    pub(crate) fn fail(&self) {
        self.failed.store(true, Ordering::Relaxed);
    }
}

/// Starts a drainer on the pool ([`drain`]).
pub(crate) type Spawn<'c> = &'c (dyn Fn() + Sync + 'c);

/// Jobs are handed out in batches of about this much body text: waking a pool thread
/// per small function costs more than parsing it.
const BATCH_BYTES: usize = 1 << 17;

/// The streaming state of the top-level parser.
pub(crate) struct Stream<'s, 'c> {
    spawn: Spawn<'c>,
    /// Drainers allowed while the scan goes on: one thread is the scan's.
    scan_drainers: usize,
    done: &'c Done<'s>,
    /// Jobs made so far.
    sent: usize,
    /// Jobs made but not handed out yet, and their text size.
    batch: Vec<Job<'s>>,
    batch_bytes: usize,
    /// Bodies held back until the scan is over, with their places.
    held: Vec<(usize, DeferredRegion<'s>)>,
    /// The last alias snapshot, and how many aliases it has.
    aliases: Arc<AliasTables>,
    aliases_len: usize,
    /// A streamed parse: the jobs hand their bodies on, nothing is installed.
    pub(crate) streamed: bool,
}

impl<'s, 'c> Stream<'s, 'c> {
    /// Queues the jobs made so far, starting a drainer if fewer than `drainers` run.
    fn flush(&mut self, drainers: usize) {
        if !self.batch.is_empty() {
            let batch = std::mem::take(&mut self.batch);
            self.batch_bytes = 0;
            if self.done.queue(batch, drainers) {
                (self.spawn)();
            }
        }
    }

    pub(crate) fn new(spawn: Spawn<'c>, done: &'c Done<'s>) -> Self {
        Stream {
            spawn,
            scan_drainers: rayon::current_num_threads().saturating_sub(1).max(1),
            done,
            sent: 0,
            batch: Vec::new(),
            batch_bytes: 0,
            held: Vec::new(),
            aliases: Arc::default(),
            aliases_len: 0,
            streamed: false,
        }
    }
}

/// The file the jobs parse, and where their results go: what a drainer works with.
pub(crate) struct Source<'s, 'a> {
    pub(crate) text: SourceText<'s, 'a>,
    pub(crate) done: &'a Done<'s>,
    /// In a streamed parse: where parsed functions go.
    pub(crate) sink: Option<&'a dyn StreamSink>,
}

/// Runs queued batches on a pool thread until the queue is empty. While the scan goes
/// on, one thread fewer than the pool's drains (the scan is the critical path; a third
/// thread on two cores would only slow it down).
pub(crate) fn drain(source: &Source<'_, '_>) {
    let mut carry = Carry::default();
    let mut parsed = Vec::new();
    let hand_over = || {
        if let Some(sink) = source.sink {
            source.done.hand_over_kept(source.text.ctx, sink);
        }
    };
    while let Some(jobs) = source.done.next_batch() {
        hand_over();
        // The bodies of a batch follow each other in the text.
        let span = jobs
            .iter()
            .map(|j| j.task.open as usize..j.task.close as usize)
            .reduce(|a, b| a.start.min(b.start)..a.end.max(b.end));
        for job in jobs {
            // A job that panics counts as failed (its guard says so) and the drainer
            // goes on: a drainer unwinding would leave queued batches to nobody while
            // the top-level parser waits for them. The sequential parse that follows a
            // failure meets the same panic on the main thread.
            let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                run_job(source, job, &mut carry, &mut parsed)
            }));
        }
        if let (Some(release), Some(span)) = (source.text.release, span) {
            release(span);
        }
        // In a streamed parse, the batch's functions go on once all are parsed: the
        // parser's code and tables stay in the caches through the batch, and then the
        // sink's (verifier, printer).
        if let Some(sink) = source.sink {
            for out in parsed.drain(..) {
                let delivered = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    source.done.deliver(source.text.ctx, out, sink)
                }));
                if delivered.is_err() {
                    source.done.fail();
                }
            }
        }
    }
    hand_over();
}

/// Runs one job (its result is pushed even if parsing panics, so that the top-level
/// parser never waits forever).
/// In a streamed parse, the result goes to `parsed` instead.
fn run_job<'s>(
    source: &Source<'s, '_>,
    job: Job<'s>,
    carry: &mut Carry<'s>,
    parsed: &mut Vec<JobOut<'s>>,
) {
    /// Pushes a failure for `index` unless a result was pushed.
    struct Guard<'a, 's> {
        done: &'a Done<'s>,
        index: usize,
        pushed: bool,
    }
    impl Drop for Guard<'_, '_> {
        fn drop(&mut self) {
            if !self.pushed {
                self.done.push(JobOut {
                    index: self.index,
                    bodies: None,
                    late: Vec::new(),
                    job: None,
                });
            }
        }
    }
    let done = source.done;
    let mut guard = Guard {
        done,
        index: job.index,
        pushed: false,
    };
    let shared = Shared {
        text: source.text,
        attr_aliases: &job.aliases.0,
        type_aliases: &job.aliases.1,
    };
    let (bodies, late) = parse_deferred(&shared, &job.task, &job.body, job.late_locs, carry);
    let out = JobOut {
        index: job.index,
        bodies,
        late,
        job: Some(job),
    };
    guard.pushed = true;
    match source.sink {
        Some(_) => parsed.push(out),
        None => done.push(out),
    }
}

impl<'s> Parser<'s, '_> {
    /// Hands the bodies skipped so far whose ops are complete (the op is made after its
    /// regions are parsed, and only then owns its body) to the pool, except the large
    /// ones, which wait for [`Parser::finish_stream`].
    pub(super) fn dispatch_deferred(&mut self) {
        let ready = self
            .deferred_regions
            .iter()
            .take_while(|t| self.ir.body(t.body).owner.is_some())
            .count();
        if ready == 0 {
            return;
        }
        let tasks: Vec<_> = self.deferred_regions.drain(..ready).collect();
        for task in tasks {
            let index = self.next_job_index();
            if (task.close - task.open) as usize >= MIN_SPLIT_BYTES {
                if let Some(s) = &mut self.stream {
                    s.held.push((index, task));
                }
                continue;
            }
            self.send_job(index, task, true);
        }
    }

    fn next_job_index(&self) -> usize {
        self.stream.as_ref().map_or(0, |s| s.sent + s.held.len())
    }

    fn send_job(&mut self, index: usize, task: DeferredRegion<'s>, late_locs: bool) {
        let aliases = self.alias_snapshot();
        let body = self.ir.body(task.body).clone();
        if let Some(s) = &mut self.stream {
            s.sent += 1;
            s.batch_bytes += (task.close - task.open) as usize;
            s.batch.push(Job {
                index,
                task,
                body,
                aliases,
                late_locs,
            });
            if s.batch_bytes >= BATCH_BYTES {
                s.flush(s.scan_drainers);
            }
        }
    }

    /// The aliases defined so far, shared by the jobs sent until another is defined.
    fn alias_snapshot(&mut self) -> Arc<AliasTables> {
        let len = self.attr_aliases.len() + self.type_aliases.len();
        let Some(s) = &mut self.stream else {
            return Arc::default();
        };
        if s.aliases_len != len {
            s.aliases = Arc::new((
                self.attr_aliases.clone().into_owned(),
                self.type_aliases.clone().into_owned(),
            ));
            s.aliases_len = len;
        }
        s.aliases.clone()
    }

    /// At the end of the top-level parse: sends the held-back bodies (which now see every
    /// alias), waits for every job and installs the bodies in the order they were
    /// skipped. `Err` without a diagnostic means "some body failed": the caller then
    /// parses the file sequentially to report it.
    pub(super) fn finish_stream(&mut self) -> PResult<()> {
        self.dispatch_deferred();
        let held = self
            .stream
            .as_mut()
            .map(|s| std::mem::take(&mut s.held))
            .unwrap_or_default();
        let all = rayon::current_num_threads();
        for (index, task) in held {
            self.send_job(index, task, false);
            if let Some(s) = &mut self.stream {
                s.flush(all);
            }
        }
        let Some(s) = &mut self.stream else {
            return Ok(());
        };
        s.flush(all);
        // The scan is over: every thread drains.
        while s.done.start_drainer(all) {
            (s.spawn)();
        }
        if s.streamed {
            return Ok(());
        }
        let outs = s.done.wait_for(s.sent);
        let mut failed = false;
        for out in outs {
            let (Some(bodies), Some(job)) = (out.bodies, &out.job) else {
                failed = true;
                continue;
            };
            if failed {
                continue;
            }
            let id = job.task.body;
            let remap = self.install(id, bodies);
            for (user, name, at) in out.late {
                let user = match user {
                    DeferredLocUser::Op((b, op)) => DeferredLocUser::Op((remap(b), op)),
                    DeferredLocUser::Arg(b, v) => DeferredLocUser::Arg(remap(b), v),
                };
                self.deferred_locs.push((user, name, at));
            }
        }
        if failed {
            return Err(Reported);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::Done;

    /// Drainers are counted: a batch starts one only below the limit, a drainer that
    /// finds the queue empty stops counting, and no drainer starts for an empty queue.
    #[test]
    fn drainers_are_counted_with_the_queue() {
        let done = Done::default();
        assert!(done.queue(Vec::new(), 1));
        assert!(!done.queue(Vec::new(), 1));
        assert!(done.start_drainer(2));
        assert!(!done.start_drainer(2));
        assert!(done.next_batch().is_some());
        assert!(done.next_batch().is_some());
        assert!(done.next_batch().is_none());
        assert!(done.next_batch().is_none());
        assert!(!done.start_drainer(2));
        assert!(done.queue(Vec::new(), 1));
    }
}

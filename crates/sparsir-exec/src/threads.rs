//! How many threads compiled loops may use.
//!
//! Why: a parallel loop (`native::parallel`) runs on rayon's pool — the process-wide one
//! (`--threads N` / `SPARSIR_THREADS` size it when the program starts; by default it has
//! a thread per core), so kernels called in a loop never oversubscribe the machine. A
//! caller that wants fewer threads for some calls (a benchmark measuring one thread, a
//! Python call with `threads=`) sets a limit for its own thread with [`with_limit`]; the
//! pool itself stays one. The limit is `sparsir_storage::threads`' (re-exported here), so
//! the storage conversions a kernel calls (`sparse_tensor.convert`) honour it too.

use std::cell::Cell;
use std::thread::LocalKey;

thread_local! {
    static SPLIT_ALWAYS: Cell<bool> = const { Cell::new(false) };
    static SPLIT_LOOPS: Cell<u64> = const { Cell::new(0) };
    static IN_PLACE: Cell<(u64, u64)> = const { Cell::new((0, 0)) };
}

/// Loop runs split into ranges so far that were started on this thread (tests check the
/// parallel path ran — or did not — unaffected by tests running on other threads).
pub fn split_loops() -> u64 {
    SPLIT_LOOPS.with(Cell::get)
}

pub(crate) fn count_split_loop() {
    SPLIT_LOOPS.with(|n| n.set(n.get() + 1));
}

/// Split loop runs started on this thread so far whose ranges appended to a buffer in
/// place (`native::parallel`), and how many slices (one per buffer and range) then moved to
/// close a gap (tests check both paths run).
pub fn in_place_appends() -> (u64, u64) {
    IN_PLACE.with(Cell::get)
}

pub(crate) fn count_in_place(moved_slices: u64) {
    IN_PLACE.with(|n| {
        let (runs, moved) = n.get();
        n.set((runs + 1, moved + moved_slices));
    });
}

/// Testing aid: runs `f` with every parallel loop of two or more iterations split into
/// ranges (at least three, even on a one-thread pool), however little work it has, so
/// small test inputs exercise the parallel path.
pub fn with_split_always<T>(f: impl FnOnce() -> T) -> T {
    scoped(&SPLIT_ALWAYS, true, f)
}

/// Runs `f` with the thread-local `key` set to `value`, restored afterwards (also when `f`
/// unwinds).
fn scoped<C: Copy + 'static, T>(key: &'static LocalKey<Cell<C>>, value: C, f: impl FnOnce() -> T) -> T {
    struct Restore<C: Copy + 'static>(&'static LocalKey<Cell<C>>, C);
    impl<C: Copy + 'static> Drop for Restore<C> {
        fn drop(&mut self) {
            self.0.with(|cell| cell.set(self.1));
        }
    }
    let _restore = Restore(key, key.with(|cell| cell.replace(value)));
    f()
}

/// True inside [`with_split_always`].
pub fn split_always() -> bool {
    SPLIT_ALWAYS.with(Cell::get)
}

/// Runs `f` with compiled loops and storage conversions started on this thread limited to
/// `n` threads (0: no limit): the limit is `sparsir_storage::threads`', shared by both.
pub use sparsir_storage::threads::{available, with_limit};

/// Sizes the process-wide pool (`--threads`, `SPARSIR_THREADS`); an error when it is
/// already running. Its threads are all rayon's own: the caller's thread hands a parallel
/// loop to them and waits.
pub fn init_pool(n: usize) -> Result<(), String> {
    build_global(rayon::ThreadPoolBuilder::new().num_threads(n), n)
}

/// Sizes the process-wide pool with the calling thread as one of its `n` threads (rayon's
/// `use_current_thread`): a parallel loop this thread starts runs its first ranges at once,
/// while the other threads wake up and take the rest. With every thread rayon's own, the
/// caller hands the whole loop over and sleeps, and a worker asleep since the last call
/// (as after any sequential work) takes long to wake on a virtual machine: measured, a 1 ms
/// SpMV on the 20k matrix took 1.6–1.8 ms on two threads that way, 1.0 ms this way.
///
/// Meant for the thread that starts the kernels (the command line's main thread). Parallel
/// work started on another thread gets the `n - 1` others (also once this thread has
/// ended), so with `n = 1` it would wait forever: a one-thread pool's thread stays rayon's
/// own, as with [`init_pool`] (a parallel loop never splits on one thread anyway).
pub fn init_pool_on_this_thread(n: usize) -> Result<(), String> {
    let builder = rayon::ThreadPoolBuilder::new().num_threads(n);
    build_global(if n >= 2 { builder.use_current_thread() } else { builder }, n)
}

fn build_global(builder: rayon::ThreadPoolBuilder, n: usize) -> Result<(), String> {
    builder.build_global().map_err(|e| format!("cannot size the thread pool to {n}: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limit_is_scoped_and_capped_by_the_pool() {
        let pool = rayon::current_num_threads();
        assert_eq!(available(), pool);
        with_limit(1, || {
            assert_eq!(available(), 1);
            with_limit(pool + 5, || assert_eq!(available(), pool));
            assert_eq!(available(), 1);
        });
        assert_eq!(available(), pool);
    }
}

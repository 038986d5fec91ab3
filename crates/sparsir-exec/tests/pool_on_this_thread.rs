//! `threads::init_pool_on_this_thread`: the calling thread is one of the pool's threads,
//! so a parallel loop it starts runs its first part at once; parallel work started on
//! another thread still completes. One test: the global pool is sized once per process.

use rayon::prelude::*;
use sparsir_exec::threads;

#[test]
fn the_calling_thread_works_in_the_pool() {
    threads::init_pool_on_this_thread(2).unwrap();
    assert_eq!(rayon::current_thread_index(), Some(0));
    assert_eq!(rayon::current_num_threads(), 2);
    assert_eq!(threads::available(), 2);
    let here = std::thread::current().id();
    let ran_on: Vec<_> = (0..64).into_par_iter().map(|_| std::thread::current().id()).collect();
    assert!(ran_on.contains(&here), "the caller ran none of its own loop");
    let elsewhere = std::thread::spawn(|| (0..1000u64).into_par_iter().sum::<u64>()).join().unwrap();
    assert_eq!(elsewhere, 499_500);
    assert!(threads::init_pool_on_this_thread(2).unwrap_err().contains("cannot size the thread pool to 2"));
}

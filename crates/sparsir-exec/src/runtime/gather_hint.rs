//! Whether a kernel's gathers at a fiber's coordinates are worth prefetching.
//!
//! Why: SpMV reads `x[crd[q]]` once per stored entry. Where those reads land at random
//! in an `x` larger than a core's cache (a uniform random or R-MAT matrix), each one waits
//! on memory, and requesting `x[crd[q + 64]]` early hides most of the wait. Where they do
//! not — a banded matrix (a row reads next to where the row before read), or an `x` that
//! stays in cache — the early request is only extra work. The kernel asks once per call,
//! before its loops (`kernel::prefetch::gathers`), and prefetches only when this says so.
//! A hint: the answer never changes a result.
//!
//! Worked example: CSR with `pos = [0, 2, 4]`, `crd = [10, 500_000, 11, 500_001]` and an
//! `x` of 1,000,000 `f64` (8 MB, above [`MIN_BYTES`]): row 1's coordinates 11 and 500,001
//! each lie within one cache line (8 elements) of a coordinate of row 0 — 2 near of 2
//! sampled, so the reads are local and the answer is "no". With `crd = [10, 500_000,
//! 70_000, 900_000]` neither is near: "yes".

use super::{Ctx, Site, Table};
use crate::value::{Val, View, ViewData};

/// This family's functions.
pub const FUNCS: Table = &[("sparsir_kernel_gather_is_random", gather_is_random)];

/// The smallest gathered buffer worth prefetching in: twice a core's 1 MB L2, so a buffer
/// that stays in cache between reads (the 20k benchmark matrix's 160 KB `x`) is left to
/// the cache.
pub const MIN_BYTES: usize = 2 << 20;

/// Rows sampled, spread evenly over the fibers.
const SAMPLES: usize = 64;

/// Entries of each sampled row looked at (and of the row before it).
const PER_ROW: usize = 32;

/// `(pos, crd, x)` → `i1`: true when `x` (a dense view) is at least [`MIN_BYTES`] and
/// fewer than half of the sampled entries of a fiber lie within a cache line (64 bytes of
/// `x`) of an entry of the fiber before it.
fn gather_is_random(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let [Val::View(pos), Val::View(crd), Val::View(x)] = args else {
        return Err("internal error: sparsir_kernel_gather_is_random takes three views".into());
    };
    let bytes = x.elem().bytes();
    let random =
        x.len().saturating_mul(bytes) >= MIN_BYTES && sampled_far(pos, crd, (64 / bytes.max(1)) as u64);
    Ok(vec![Val::Int(random as i64)])
}

/// True when fewer than half of the sampled entries have an entry of the previous fiber
/// within `near` coordinates.
fn sampled_far(pos: &View, crd: &View, near: u64) -> bool {
    let (ViewData::Idx(pos), ViewData::Idx(crd)) = (pos.data(), crd.data()) else { return false };
    let fibers = pos.len().saturating_sub(1);
    if fibers < 2 {
        return false;
    }
    let fiber = |f: usize| {
        let lo = (pos.get(f) as usize).min(crd.len());
        let hi = (pos.get(f + 1) as usize).clamp(lo, crd.len());
        lo..hi.min(lo + PER_ROW)
    };
    let (mut close, mut total) = (0usize, 0usize);
    for s in 0..SAMPLES {
        let f = 1 + s * (fibers - 1) / SAMPLES;
        let before = fiber(f - 1);
        for p in fiber(f) {
            let c = crd.get(p);
            total += 1;
            if before.clone().any(|b| crd.get(b).abs_diff(c) < near) {
                close += 1;
            }
        }
    }
    total > 0 && close * 2 < total
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;
    use std::sync::Arc;

    use sparsir_storage::{Encoding, SparseTensor, ValBuf};

    use super::*;
    use crate::value::{DenseTensor, Object, Tensor, ViewSel};

    fn csr(n: u64, rows: &[Vec<u64>]) -> Rc<Object> {
        let enc = Encoding::parse("#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>")
            .expect("valid");
        let crds: Vec<u64> = rows
            .iter()
            .enumerate()
            .flat_map(|(i, row)| row.iter().flat_map(move |&j| [i as u64, j]))
            .collect();
        let vals = ValBuf::F64(vec![1.0; crds.len() / 2].into());
        let coo = sparsir_storage::Coo { dim_sizes: vec![rows.len() as u64, n], crds: crds.into(), vals };
        let s = SparseTensor::from_coo(Arc::new(enc), &coo).expect("valid");
        Rc::new(Object::Tensor(Tensor::Sparse(s)))
    }

    fn ask(a: &Rc<Object>, x_len: usize) -> i64 {
        let x = Rc::new(Object::Tensor(Tensor::Dense(DenseTensor {
            shape: vec![x_len as u64],
            vals: ValBuf::F64(vec![0.0; x_len].into()),
        })));
        let args = [
            Val::View(View::new(a.clone(), ViewSel::Pos(1)).expect("pos")),
            Val::View(View::new(a.clone(), ViewSel::Crd(1)).expect("crd")),
            Val::View(View::new(x, ViewSel::Dense).expect("x")),
        ];
        let mut ctx = Ctx::new(Box::new(std::io::sink()), Box::new(|_| None));
        let site = Site::default();
        match gather_is_random(&mut ctx, &site, &args).expect("runs").as_slice() {
            [Val::Int(v)] => *v,
            other => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn banded_rows_are_local_and_scattered_rows_are_not() {
        let n = 1 << 19; // 4 MB of f64
        let banded: Vec<Vec<u64>> =
            (0..1000u64).map(|i| vec![i.saturating_sub(1), i, i + 1, i + 900]).collect();
        let scattered: Vec<Vec<u64>> =
            (0..1000u64).map(|i| vec![(i * 7919) % n as u64, (i * 104_729 + 13) % n as u64]).collect();
        assert_eq!(ask(&csr(n as u64, &banded), n), 0);
        assert_eq!(ask(&csr(n as u64, &scattered), n), 1);
        // The same scattered reads into an `x` that fits in cache: left to the cache.
        assert_eq!(ask(&csr(n as u64, &scattered), MIN_BYTES / 8 - 1), 0);
    }

    #[test]
    fn tiny_and_empty_matrices_say_no() {
        assert_eq!(ask(&csr(1 << 19, &[vec![3]]), 1 << 19), 0);
        assert_eq!(ask(&csr(1 << 19, &[vec![], vec![], vec![]]), 1 << 19), 0);
    }
}

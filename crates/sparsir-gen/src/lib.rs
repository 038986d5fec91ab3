//! # sparsir-gen
//!
//! Test and benchmark matrices generated in code: uniform random, R-MAT, 2-D Laplacian.
//!
//! Why: benchmarks (`sparsir bench storage`, the criterion benches of `sparsir-storage`)
//! need big, reproducible inputs without shipping files or pulling in a random-number
//! crate. Every generator is deterministic (a fixed seed gives the same [`Coo`] on every
//! machine), single-pass and fast (a few nanoseconds per entry), and produces entries the
//! way real coordinate input arrives: in generation order, duplicates allowed.
//!
//! * [`uniform`]: `n`×`n`, `nnz` entries with independent uniform row and column
//!   (Erdős–Rényi-like); values uniform in [0, 1).
//! * [`rmat`]: R-MAT / Kronecker graph of scale `s` (2^s vertices), `edge_factor`·2^s
//!   edges, quadrant probabilities a = 0.57, b = c = 0.19, d = 0.05 (Graph500); heavy
//!   skew, about half the rows empty; self-loops and duplicates kept; values in [0, 1).
//! * [`laplacian_2d`]: the graph Laplacian of a k×k grid (5-point stencil), `k²` rows,
//!   `5k² − 4k` entries, row-major and sorted: diagonal = number of grid neighbours
//!   (2, 3 or 4), −1 per neighbour, so every row sums to 0.

use sparsir_storage::{Coo, ValBuf};

/// splitmix64: a tiny, fast, well-mixed random stream (Steele, Lea, Flood 2014).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A stream starting from `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (multiply-shift; the bias is below 2^-32 for `n < 2^32`).
    #[inline]
    pub fn below(&mut self, n: u64) -> u64 {
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }

    /// A float in [0, 1) with 53 random bits.
    #[inline]
    pub fn unit_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }
}

/// The seed the benchmarks use.
pub const DEFAULT_SEED: u64 = 0x5EED_5A25_1D00_0001;

/// `n`×`n` with `nnz` entries at independent uniform coordinates (duplicates possible),
/// values uniform in [0, 1).
pub fn uniform(n: u64, nnz: usize, seed: u64) -> Coo {
    let mut rng = Rng::new(seed);
    let mut crds = Vec::with_capacity(2 * nnz);
    let mut vals = Vec::with_capacity(nnz);
    if n > 0 {
        for _ in 0..nnz {
            crds.push(rng.below(n));
            crds.push(rng.below(n));
            vals.push(rng.unit_f64());
        }
    }
    Coo::from_u64s(vec![n, n], crds, ValBuf::F64(vals.into())).narrowed()
}

/// R-MAT quadrant thresholds on 32 random bits: a, a + b, a + b + c.
const RMAT_A: u64 = (0.57 * 4_294_967_296.0) as u64;
const RMAT_AB: u64 = (0.76 * 4_294_967_296.0) as u64;
const RMAT_ABC: u64 = (0.95 * 4_294_967_296.0) as u64;

/// One R-MAT quadrant from 32 random bits: (row bit, column bit).
#[inline]
fn rmat_quadrant(r: u64) -> (u64, u64) {
    if r < RMAT_A {
        (0, 0)
    } else if r < RMAT_AB {
        (0, 1)
    } else if r < RMAT_ABC {
        (1, 0)
    } else {
        (1, 1)
    }
}

/// One R-MAT edge of a graph with 2^`scale` vertices: the (row, column) bits are chosen
/// one level at a time, two levels per 64 random bits.
#[inline]
fn rmat_edge(rng: &mut Rng, scale: u32) -> (u64, u64) {
    let (mut row, mut col) = (0u64, 0u64);
    let mut bits = 0u64;
    for level in 0..scale {
        let r = if level % 2 == 0 {
            bits = rng.next_u64();
            bits & 0xFFFF_FFFF
        } else {
            bits >> 32
        };
        let (i, j) = rmat_quadrant(r);
        row = (row << 1) | i;
        col = (col << 1) | j;
    }
    (row, col)
}

/// R-MAT graph (a = 0.57, b = c = 0.19): 2^`scale` rows and columns,
/// `edge_factor`·2^`scale` entries in generation order, values uniform in [0, 1).
pub fn rmat(scale: u32, edge_factor: u64, seed: u64) -> Coo {
    assert!(scale <= 40, "R-MAT scale {scale} is too large");
    let n = 1u64 << scale;
    let nnz = (edge_factor * n) as usize;
    let mut rng = Rng::new(seed);
    let mut crds = Vec::with_capacity(2 * nnz);
    let mut vals = Vec::with_capacity(nnz);
    for _ in 0..nnz {
        let (i, j) = rmat_edge(&mut rng, scale);
        crds.push(i);
        crds.push(j);
        vals.push(rng.unit_f64());
    }
    Coo::from_u64s(vec![n, n], crds, ValBuf::F64(vals.into())).narrowed()
}

/// Graph Laplacian of the k×k grid (5-point stencil), row-major and sorted.
pub fn laplacian_2d(k: u64) -> Coo {
    let n = k * k;
    let nnz = (5 * n).saturating_sub(4 * k) as usize;
    let mut crds = Vec::with_capacity(2 * nnz);
    let mut vals = Vec::with_capacity(nnz);
    for y in 0..k {
        for x in 0..k {
            let i = y * k + x;
            let degree = [y > 0, x > 0, x + 1 < k, y + 1 < k].iter().filter(|&&b| b).count();
            let stencil = [
                (y > 0, i.wrapping_sub(k), -1.0),
                (x > 0, i.wrapping_sub(1), -1.0),
                (true, i, degree as f64),
                (x + 1 < k, i + 1, -1.0),
                (y + 1 < k, i + k, -1.0),
            ];
            for (present, j, v) in stencil {
                if present {
                    crds.extend([i, j]);
                    vals.push(v);
                }
            }
        }
    }
    Coo::from_u64s(vec![n, n], crds, ValBuf::F64(vals.into())).narrowed()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f64s(coo: &Coo) -> &[f64] {
        match &coo.vals {
            ValBuf::F64(v) => v,
            other => panic!("expected f64 values, found {}", other.elem_type()),
        }
    }

    #[test]
    fn uniform_shape_count_range_and_determinism() {
        let coo = uniform(1000, 20_000, 7);
        assert_eq!(coo.dim_sizes, vec![1000, 1000]);
        assert_eq!(coo.len(), 20_000);
        coo.validate().unwrap();
        assert!(f64s(&coo).iter().all(|v| (0.0..1.0).contains(v)));
        assert_eq!(coo, uniform(1000, 20_000, 7));
        assert_ne!(coo, uniform(1000, 20_000, 8));
        // Every row and column is hit: the coordinates cover the whole range.
        let max_row = (0..coo.len()).map(|e| coo.crd_at(e, 0)).max();
        assert_eq!(max_row, Some(999));
        assert!(uniform(0, 5, 1).is_empty());
    }

    #[test]
    fn rmat_shape_count_and_skew() {
        let coo = rmat(10, 8, 3);
        assert_eq!(coo.dim_sizes, vec![1024, 1024]);
        assert_eq!(coo.len(), 8 * 1024);
        coo.validate().unwrap();
        assert_eq!(coo, rmat(10, 8, 3));
        let mut per_row = vec![0usize; 1024];
        for e in 0..coo.len() {
            per_row[coo.crd(e)[0] as usize] += 1;
        }
        // Skew: row 0 gets a*(a+b) per level on average, far above the mean of 8, and
        // many rows stay empty.
        assert!(per_row[0] > 100, "row 0 has {}", per_row[0]);
        let empty = per_row.iter().filter(|&&c| c == 0).count();
        assert!(empty > 200, "{empty} empty rows");
    }

    #[test]
    fn rmat_quadrant_thresholds() {
        assert_eq!(rmat_quadrant(0), (0, 0));
        assert_eq!(rmat_quadrant(RMAT_A), (0, 1));
        assert_eq!(rmat_quadrant(RMAT_AB), (1, 0));
        assert_eq!(rmat_quadrant(u32::MAX as u64), (1, 1));
    }

    #[test]
    fn laplacian_shape_count_symmetry_and_zero_row_sums() {
        for k in [1u64, 2, 3, 17] {
            let coo = laplacian_2d(k);
            let n = k * k;
            assert_eq!(coo.dim_sizes, vec![n, n]);
            assert_eq!(coo.len() as u64, 5 * n - 4 * k);
            coo.validate().unwrap();
            let mut sums = vec![0.0f64; n as usize];
            let mut entries = Vec::new();
            for e in 0..coo.len() {
                let (i, j) = (coo.crd(e)[0], coo.crd(e)[1]);
                sums[i as usize] += f64s(&coo)[e];
                entries.push((i, j, f64s(&coo)[e]));
            }
            assert!(sums.iter().all(|&s| s == 0.0), "k = {k}: {sums:?}");
            // Row-major sorted and unique, and symmetric.
            assert!(entries.windows(2).all(|w| (w[0].0, w[0].1) < (w[1].0, w[1].1)));
            let mut transposed: Vec<_> = entries.iter().map(|&(i, j, v)| (j, i, v)).collect();
            transposed.sort_by_key(|e| (e.0, e.1));
            assert_eq!(transposed, entries);
        }
        assert_eq!(f64s(&laplacian_2d(3))[..3], [2.0, -1.0, -1.0]);
    }

    #[test]
    fn rng_streams_are_stable() {
        // splitmix64 reference values for seed 0.
        let mut rng = Rng::new(0);
        assert_eq!(rng.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(rng.next_u64(), 0x6E78_9E6A_A1B9_65F4);
        let mut rng = Rng::new(1);
        assert!((0..1000).all(|_| rng.below(10) < 10));
        assert!((0..1000).map(|_| rng.unit_f64()).all(|v| (0.0..1.0).contains(&v)));
    }
}

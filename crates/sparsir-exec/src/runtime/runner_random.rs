//! MLIR's random-number runner utilities: `rtsrand`, `rtrand`, `rtdrand`, `shuffle`.
//!
//! Why: MLIR's integration tests generate data with them (`libmlir_c_runner_utils`: a
//! `std::mt19937` seeded by `rtsrand(seed)`, `rtrand(g, m)` drawing from
//! `std::uniform_int_distribution<uint64_t>(0, m)`, `shuffle(memref, g)` filling the
//! memref with a `std::shuffle`d `0..n`). A program's output may depend on the exact
//! numbers, so this file reproduces libstdc++'s algorithms draw for draw (the engine, the
//! distribution's Lemire down-scaling and up-scaling, and `std::shuffle`'s two-swaps-per-draw
//! path), checked against MLIR 22's output by the golden tests.
//!
//! The generator is a handle ([`Object::Rng`]); `rtdrand` releases it, and using it
//! afterwards is an error (undefined behaviour in MLIR).

use std::cell::RefCell;
use std::rc::Rc;

use sparsir_storage::ValBuf;

use super::{index_arg, Ctx, Site};
use crate::value::{Object, Val};

/// The random-number functions.
pub const FUNCS: &[(&str, super::RtFn)] = &[
    ("sparsir_rtsrand", rtsrand),
    ("sparsir_rtrand", rtrand),
    ("sparsir_rtdrand", rtdrand),
    ("sparsir_random_double", random_double),
    ("sparsir_choose_uniform", choose_uniform),
    ("sparsir_choose_weighted", choose_weighted),
    ("sparsir_shuffle", shuffle),
];

/// The 32-bit Mersenne Twister (`std::mt19937`).
#[derive(Clone, Debug)]
pub struct Mt19937 {
    state: Box<[u32; 624]>,
    next: usize,
}

impl Mt19937 {
    /// Seeded like `std::mt19937(seed)` (the seed taken modulo 2^32).
    pub fn new(seed: u64) -> Mt19937 {
        let mut state = Box::new([0u32; 624]);
        state[0] = seed as u32;
        for i in 1..624 {
            let prev = state[i - 1];
            state[i] = 1_812_433_253u32.wrapping_mul(prev ^ (prev >> 30)).wrapping_add(i as u32);
        }
        Mt19937 { state, next: 624 }
    }

    /// The next 32-bit output.
    pub fn next_u32(&mut self) -> u32 {
        if self.next >= 624 {
            self.twist();
        }
        let mut y = self.state[self.next];
        self.next += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }

    fn twist(&mut self) {
        let s = &mut self.state;
        for i in 0..624 {
            let y = (s[i] & 0x8000_0000) | (s[(i + 1) % 624] & 0x7fff_ffff);
            let mut v = s[(i + 397) % 624] ^ (y >> 1);
            if y & 1 != 0 {
                v ^= 0x9908_b0df;
            }
            s[i] = v;
        }
        self.next = 0;
    }
}

/// The engine's range (`max() - min()`).
const ENGINE_RANGE: u64 = u32::MAX as u64;

/// A draw of libstdc++'s `std::uniform_int_distribution<uint64_t>(lo, hi)` from `g`.
pub fn uniform(g: &mut Mt19937, lo: u64, hi: u64) -> u64 {
    let range = hi - lo;
    let r = if range < ENGINE_RANGE {
        lemire(g, (range + 1) as u32)
    } else if range > ENGINE_RANGE {
        // Up-scaling: a high part drawn recursively, a low part from one engine output.
        loop {
            let high = (ENGINE_RANGE + 1).wrapping_mul(uniform(g, 0, range / (ENGINE_RANGE + 1)));
            let r = high.wrapping_add(g.next_u32() as u64);
            if r <= range && r >= high {
                break r;
            }
        }
    } else {
        g.next_u32() as u64
    };
    r + lo
}

/// Lemire's nearly divisionless draw from `0..range` (libstdc++'s `_S_nd` for a 32-bit
/// engine).
fn lemire(g: &mut Mt19937, range: u32) -> u64 {
    let mut product = g.next_u32() as u64 * range as u64;
    let mut low = product as u32;
    if low < range {
        let threshold = range.wrapping_neg() % range;
        while low < threshold {
            product = g.next_u32() as u64 * range as u64;
            low = product as u32;
        }
    }
    product >> 32
}

/// libstdc++'s `std::shuffle(v.begin(), v.end(), g)`.
pub fn shuffle_slice<T>(v: &mut [T], g: &mut Mt19937) {
    let n = v.len() as u64;
    if n == 0 {
        return;
    }
    if ENGINE_RANGE / n < n {
        for i in 1..v.len() {
            let j = uniform(g, 0, i as u64) as usize;
            v.swap(i, j);
        }
        return;
    }
    // Small ranges: one draw gives the swap positions of two successive elements.
    let mut i = 1usize;
    if n.is_multiple_of(2) {
        let j = uniform(g, 0, 1) as usize;
        v.swap(i, j);
        i += 1;
    }
    while i < v.len() {
        let span = i as u64 + 1;
        let x = uniform(g, 0, span * (span + 1) - 1);
        v.swap(i, (x / (span + 1)) as usize);
        v.swap(i + 1, (x % (span + 1)) as usize);
        i += 2;
    }
}

/// The generator a handle refers to, unless released.
fn with_generator<T>(v: &Val, f: impl FnOnce(&mut Mt19937) -> T) -> Result<T, String> {
    let Val::Obj(o) = v else { return Err("internal error: expected a generator handle".into()) };
    let Object::Rng(cell) = &**o else {
        return Err("the argument is not a generator made by rtsrand".into());
    };
    let mut g = cell.borrow_mut();
    let g = g.as_mut().ok_or("the generator was already released by rtdrand")?;
    Ok(f(g))
}

/// `rtsrand(seed)`: a new generator.
fn rtsrand(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let g = Mt19937::new(index_arg(&args[0]));
    Ok(vec![Val::Obj(Rc::new(Object::Rng(RefCell::new(Some(g)))))])
}

/// `rtrand(g, m)`: uniform in `0..=m`.
fn rtrand(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let m = index_arg(&args[1]);
    let r = with_generator(&args[0], |g| uniform(g, 0, m))?;
    Ok(vec![Val::Int(r as i64)])
}

/// `random_double(g)`: uniform in [0, 1), 53 random bits (mlir-graphblas's context; the
/// stream is sparsir's own, not its C++ runtime's).
fn random_double(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let bits =
        with_generator(&args[0], |g| (u64::from(g.next_u32()) << 21) ^ (u64::from(g.next_u32()) >> 11))?;
    Ok(vec![Val::Float((bits & ((1 << 53) - 1)) as f64 / (1u64 << 53) as f64)])
}

/// A double in [0, 1) from 53 bits of the generator.
fn unit_double(g: &mut Mt19937) -> f64 {
    let bits = (u64::from(g.next_u32()) << 21) ^ (u64::from(g.next_u32()) >> 11);
    (bits & ((1 << 53) - 1)) as f64 / (1u64 << 53) as f64
}

/// The arguments of a chooser: `n`, `max`, the output buffer (checked to hold `n`).
fn chooser_args(args: &[Val]) -> Result<(usize, usize), String> {
    let (n, max) = (args[1].int(), args[2].int());
    if n < 0 || max < n {
        return Err(format!("cannot choose {n} of {max} indices"));
    }
    let Val::Buf(out) = &args[3] else { return Err("the chooser needs a writable index memref".into()) };
    if out.borrow().len() < n as usize {
        return Err(format!("the index memref holds {} values, fewer than {n}", out.borrow().len()));
    }
    Ok((n as usize, max as usize))
}

/// Writes the chosen indices, in increasing order, to the output buffer.
fn write_chosen(args: &[Val], mut chosen: Vec<usize>) -> Result<Vec<Val>, String> {
    chosen.sort_unstable();
    let Val::Buf(out) = &args[3] else { return Err("the chooser needs a writable index memref".into()) };
    let mut out = out.borrow_mut();
    let ValBuf::I64(v) = &mut *out else { return Err("internal error: the index memref is not i64".into()) };
    for (slot, c) in v.iter_mut().zip(chosen) {
        *slot = c as i64;
    }
    Ok(vec![])
}

/// `choose_uniform(ctx, n, max, out, values)`: `n` distinct indices of `0..max`, uniformly
/// (mlir-graphblas's chooser ABI; `values` is ignored).
fn choose_uniform(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let (n, max) = chooser_args(args)?;
    // Floyd's sampling: n draws give n distinct indices.
    let mut chosen: Vec<usize> = Vec::with_capacity(n);
    with_generator(&args[0], |g| {
        for j in max - n..max {
            let t = uniform(g, 0, j as u64) as usize;
            let pick = if chosen.contains(&t) { j } else { t };
            chosen.push(pick);
        }
    })?;
    write_chosen(args, chosen)
}

/// `choose_weighted(ctx, n, max, out, values)`: `n` distinct indices of `0..max`, each
/// draw proportional to the values of the indices not chosen yet (values must be ≥ 0).
fn choose_weighted(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let (n, max) = chooser_args(args)?;
    let weights: Vec<f64> = match &args[4] {
        Val::Buf(b) => match &*b.borrow() {
            ValBuf::F64(v) if v.len() >= max => v[..max].to_vec(),
            _ => return Err(format!("the value memref must hold {max} f64 values")),
        },
        _ => return Err("the chooser needs a value memref".into()),
    };
    if weights.iter().any(|w| w.is_nan() || *w < 0.0) {
        return Err("choose_weighted needs non-negative weights".into());
    }
    let mut left = weights;
    let mut chosen = Vec::with_capacity(n);
    with_generator(&args[0], |g| {
        for _ in 0..n {
            let total: f64 = left.iter().sum();
            let mut r = unit_double(g) * total;
            let mut pick = left.iter().rposition(|&w| w > 0.0).unwrap_or(0);
            for (i, &w) in left.iter().enumerate() {
                if w > 0.0 && r < w {
                    pick = i;
                    break;
                }
                r -= w;
            }
            if total <= 0.0 {
                pick = (0..max).find(|i| !chosen.contains(i)).unwrap_or(0);
            }
            chosen.push(pick);
            left[pick] = 0.0;
        }
    })?;
    write_chosen(args, chosen)
}

/// `rtdrand(g)`: releases the generator.
fn rtdrand(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    with_generator(&args[0], |_| ())?;
    if let Val::Obj(o) = &args[0] {
        if let Object::Rng(cell) = &**o {
            cell.borrow_mut().take();
        }
    }
    Ok(vec![])
}

/// `shuffle(m, g)`: fills `m` (a `memref<?xi64>`) with a shuffled `0..len`.
fn shuffle(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let Val::Buf(buf) = &args[0] else { return Err("shuffle needs a writable memref".into()) };
    let mut buf = buf.borrow_mut();
    let ValBuf::I64(v) = &mut *buf else { return Err("internal error: shuffle of a non-i64 memref".into()) };
    let mut perm: Vec<i64> = (0..v.len() as i64).collect();
    with_generator(&args[1], |g| shuffle_slice(&mut perm, g))?;
    v.copy_from_slice(&perm);
    Ok(vec![])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chosen(f: super::super::RtFn, n: i64, weights: &[f64], seed: u64) -> Vec<i64> {
        let g = Val::Obj(Rc::new(Object::Rng(RefCell::new(Some(Mt19937::new(seed))))));
        let out = Val::Buf(Rc::new(RefCell::new(ValBuf::I64(vec![-1; n as usize].into()))));
        let vals = Val::Buf(Rc::new(RefCell::new(ValBuf::F64(weights.to_vec().into()))));
        let args = [g, Val::Int(n), Val::Int(weights.len() as i64), out.clone(), vals];
        let site = Site::new(&[]).unwrap();
        f(&mut Ctx::stdout(), &site, &args).unwrap();
        let Val::Buf(b) = out else { unreachable!() };
        let ValBuf::I64(v) = b.borrow().clone() else { unreachable!() };
        v.to_vec()
    }

    #[test]
    fn choosers_give_distinct_sorted_indices() {
        for seed in 0..50 {
            let u = chosen(choose_uniform, 4, &[1.0; 9], seed);
            assert!(u.windows(2).all(|w| w[0] < w[1]) && u.iter().all(|&k| (0..9).contains(&k)), "{u:?}");
            let w = chosen(choose_weighted, 3, &[0.0, 5.0, 0.0, 1.0, 2.0, 0.0], seed);
            assert_eq!(w, [1, 3, 4], "only the positive weights can be chosen");
        }
        assert_eq!(chosen(choose_uniform, 3, &[1.0; 3], 1), [0, 1, 2]);
    }

    #[test]
    fn mt19937_matches_the_standard() {
        // The C++ standard requires the 10000th output of a default-seeded mt19937.
        let mut g = Mt19937::new(5489);
        let mut x = 0;
        for _ in 0..10000 {
            x = g.next_u32();
        }
        assert_eq!(x, 4_123_659_995);
    }

    #[test]
    fn uniform_stays_in_range_for_every_path() {
        let mut g = Mt19937::new(7);
        for hi in [0u64, 1, 99, u32::MAX as u64, 1 << 40, u64::MAX] {
            for _ in 0..100 {
                assert!(uniform(&mut g, 0, hi) <= hi);
            }
        }
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut g = Mt19937::new(0);
        for n in [0usize, 1, 2, 7, 70_000] {
            let mut v: Vec<usize> = (0..n).collect();
            shuffle_slice(&mut v, &mut g);
            v.sort_unstable();
            assert_eq!(v, (0..n).collect::<Vec<_>>());
        }
    }
}

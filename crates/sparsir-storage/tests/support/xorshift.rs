//! A tiny seeded generator for storage tests that need many random numbers without
//! proptest's shrinking (xorshift64: fast, repeatable, good enough to spread entries).

/// A function giving numbers in `0..m` for each call, from `seed` (non-zero).
pub fn below(seed: u64) -> impl FnMut(u64) -> u64 {
    let mut state = seed;
    move |m: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % m
    }
}

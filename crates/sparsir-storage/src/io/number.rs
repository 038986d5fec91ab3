//! Integers and floats parsed from bytes, exactly and fast.
//!
//! Why: parsing numbers dominates reading big files. Indices are parsed by hand, eight
//! digits at a time (SWAR); floats by exact fast paths before the standard parser.

use super::lex::{ends_token, token_ends_at};

/// Why a token is not the number wanted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NumErr {
    /// Not a number of that kind at all.
    Invalid,
    /// A number, but out of the type's range.
    TooLarge,
}

/// An unsigned decimal integer (digits only).
#[inline]
pub(crate) fn parse_u64(tok: &[u8]) -> std::result::Result<u64, NumErr> {
    if tok.is_empty() || !tok.iter().all(u8::is_ascii_digit) {
        return Err(NumErr::Invalid);
    }
    if tok.len() <= 19 {
        return Ok(tok.iter().fold(0u64, |v, &d| v * 10 + u64::from(d - b'0')));
    }
    tok.iter().try_fold(0u64, |v, &d| {
        v.checked_mul(10).and_then(|v| v.checked_add(u64::from(d - b'0'))).ok_or(NumErr::TooLarge)
    })
}

/// A signed decimal integer (`-` or `+`, then digits).
pub(crate) fn parse_i64(tok: &[u8]) -> std::result::Result<i64, NumErr> {
    let (neg, digits) = match tok.first() {
        Some(b'-') => (true, &tok[1..]),
        Some(b'+') => (false, &tok[1..]),
        _ => (false, tok),
    };
    let mag = parse_u64(digits)?;
    if neg {
        0i64.checked_sub_unsigned(mag).ok_or(NumErr::TooLarge)
    } else {
        i64::try_from(mag).map_err(|_| NumErr::TooLarge)
    }
}

/// Powers of ten exactly representable as `f64`.
const POW10: [f64; 23] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
    1e19, 1e20, 1e21, 1e22,
];

/// Powers of ten that fit in a `u64`.
const POW10_U64: [u64; 20] = {
    let mut t = [1u64; 20];
    let mut i = 1;
    while i < 20 {
        t[i] = t[i - 1] * 10;
        i += 1;
    }
    t
};

/// A floating-point number, correctly rounded: the exact paths of [`fast_f64_at`] when
/// they apply, otherwise the standard library's parser (which also takes `inf`, `nan`,
/// and any number of digits).
#[inline]
pub(crate) fn parse_f64(tok: &[u8]) -> Option<f64> {
    match fast_f64_at(tok, 0) {
        Some((v, end)) if end == tok.len() => Some(v),
        _ => std_f64(tok),
    }
}

/// The standard library's parser on a token.
pub(super) fn std_f64(tok: &[u8]) -> Option<f64> {
    std::str::from_utf8(tok).ok()?.parse().ok()
}

/// The fast path on the token at `s[p..]`: a decimal `[±]digits[.digits][e[±]digits]`
/// of at most 19 digits (leading zeros included), so that they form an integer `m`
/// exactly, whose value `m · 10^e` [`exact_f64`] can round exactly. Returns the value
/// and the end of the token, or `None` for anything else (then the caller asks the
/// standard parser). The token must end at a blank, a newline or the end of `s`.
///
/// The usual shapes in files, `0.27860113025513866` and `-1`, take [`wide_f64_at`]; the
/// rest (exponents without a dot, more than eight integer digits, the last bytes of the
/// input) [`general_f64_at`].
#[inline]
pub(crate) fn fast_f64_at(s: &[u8], p: usize) -> Option<(f64, usize)> {
    match wide_f64_at(s, p) {
        Some(decided) => decided,
        None => general_f64_at(s, p),
    }
}

/// Eight bytes at `s[i..]` as a little-endian word, or `None` near the end.
#[inline(always)]
fn word_at(s: &[u8], i: usize) -> Option<u64> {
    let bytes: [u8; 8] = s.get(i..i.checked_add(8)?)?.try_into().ok()?;
    Some(u64::from_le_bytes(bytes))
}

/// The digits that start a word (its lowest byte first): their value and count (0 to 8),
/// without a branch.
#[inline(always)]
fn digits_of(w: u64) -> (u64, usize) {
    // Digits become 0..=9; any other byte gets its high bit set in `flags` (a carry
    // from a byte ≥ 0x8A only reaches bytes after it, so the lowest flag is exact).
    let t = w ^ ZEROS;
    let flags = (t.wrapping_add(0x7676_7676_7676_7676) | t) & 0x8080_8080_8080_8080;
    let n = (flags.trailing_zeros() / 8) as usize;
    // `n = 0` would shift by 64 (taken as 0): the mask clears that case.
    let keep = u64::from(n != 0).wrapping_neg();
    (swar_value(t.wrapping_shl(64 - 8 * n as u32) & keep), n)
}

/// [`fast_f64_at`] for integers of at most eight digits, and for tokens with a dot after
/// at most eight integer digits and at least 24 bytes of input after the dot: the three
/// words after the dot are loaded and decoded at once, their digit counts combined
/// without branches (no load waits for the digit count of the one before). `None`: not
/// that shape (the general path decides); `Some(result)`: decided, as the general path
/// would have (`Some(None)`: not for the fast path at all).
#[inline(always)]
fn wide_f64_at(s: &[u8], p: usize) -> Option<Option<(f64, usize)>> {
    let (neg, start) = sign_at(s, p);
    let (int_val, int_n) = match (s.get(start), s.get(start + 1)) {
        // The usual shape, one digit before the dot: the dot's place is known at once,
        // and the loads after it wait for no decoding (14% of the read of a file of
        // 17-digit reals).
        (Some(&d), Some(&b'.')) if d.is_ascii_digit() => (u64::from(d - b'0'), 1),
        _ => digits_of(word_at(s, start)?),
    };
    let dot = start + int_n;
    match s.get(dot) {
        Some(b'.') => {}
        // An integer of at most eight digits ending the token (`4`, `-1`): exact.
        Some(&c) if int_n > 0 && ends_token(c) => {
            let v = int_val as f64;
            return Some(Some((if neg { -v } else { v }, dot)));
        }
        _ => return None,
    }
    let f = dot + 1;
    let (w0, w1, w2) = (word_at(s, f)?, word_at(s, f + 8)?, word_at(s, f + 16)?);
    let ((v0, n0), (v1, n1), (v2, n2)) = (digits_of(w0), digits_of(w1), digits_of(w2));
    // A word counts only if every word before it was all digits.
    let full0 = u64::from(n0 == 8);
    let full01 = full0 & u64::from(n1 == 8);
    let (n1, n2) = (n1 * full0 as usize, n2 * full01 as usize);
    let m = int_val.wrapping_mul(POW10_U64[n0]).wrapping_add(v0);
    let m = m.wrapping_mul(POW10_U64[n1]).wrapping_add(v1 * full0);
    let m = m.wrapping_mul(POW10_U64[n2]).wrapping_add(v2 * full01);
    let frac = n0 + n1 + n2;
    Some(finish(s, neg, m, int_n + frac, frac, f + frac))
}

/// [`fast_f64_at`] for any shape, scanning digit runs eight at a time.
#[inline]
pub(super) fn general_f64_at(s: &[u8], p: usize) -> Option<(f64, usize)> {
    let (neg, start) = sign_at(s, p);
    let (m, int_end) = digit_run(s, start, 0);
    let (m, frac, end) = if s.get(int_end) == Some(&b'.') {
        let (m, end) = digit_run(s, int_end + 1, m);
        (m, end - int_end - 1, end)
    } else {
        (m, 0, int_end)
    };
    finish(s, neg, m, int_end - start + frac, frac, end)
}

/// Whether the number at `s[p]` starts with a minus sign, and where its digits start
/// (after a `-` or `+`).
#[inline(always)]
fn sign_at(s: &[u8], p: usize) -> (bool, usize) {
    let first = s.get(p).copied();
    let neg = first == Some(b'-');
    (neg, p + usize::from(neg || first == Some(b'+')))
}

/// What both paths do after the digits: `m`, of `digits` digits, `frac` of them after the
/// dot, ends at `s[i]`, where an optional exponent follows and the token must end. Gives
/// `m · 10^(exponent - frac)`, negated for `neg`, and the end of the token; `None` for
/// no digits, more than 19 (`m` has wrapped), a malformed exponent, a token going on, or
/// a value [`exact_f64`] cannot round exactly.
#[inline(always)]
fn finish(s: &[u8], neg: bool, m: u64, digits: usize, frac: usize, mut i: usize) -> Option<(f64, usize)> {
    if digits == 0 || digits > 19 {
        return None;
    }
    let exp = fast_exponent(s, &mut i)?;
    if !token_ends_at(s, i) {
        return None;
    }
    let v = exact_f64(m, exp - frac as i64)?;
    Some((if neg { -v } else { v }, i))
}

/// `m · 10^e10` correctly rounded, when that can be done exactly with machine integers.
/// Positive powers: Clinger's fast path (`m ≤ 2^53`, `e10 ≤ 22`: two exact doubles, one
/// rounding), then an exact 128-bit product (`e10 ≤ 18`). Negative powers down to
/// `10^-22`, whatever `m`: one 64×64-bit product with the top half of a 128-bit
/// reciprocal of `10^k` ([`quick_reciprocal`]; no division, no branch on `m`'s size),
/// the full 64×128-bit product when that cannot decide ([`times_reciprocal`]), and
/// when neither can, an approximate quotient corrected with exact 128-bit comparisons
/// ([`corrected_quotient`]). `None` otherwise.
#[inline(always)]
pub(super) fn exact_f64(m: u64, e10: i64) -> Option<f64> {
    match e10 {
        _ if m == 0 => Some(0.0),
        0..=22 if m <= 1 << 53 => Some(m as f64 * POW10[e10 as usize]),
        0..=18 => Some((u128::from(m) * u128::from(POW10_U64[e10 as usize])) as f64),
        -22..=-1 => quick_reciprocal(m, (-e10) as usize)
            .or_else(|| times_reciprocal(m, (-e10) as usize))
            .or_else(|| {
                let d = *POW10_U64.get((-e10) as usize)?;
                corrected_quotient(m, d)
            }),
        _ => None,
    }
}

/// `RECIPROCALS[k] = (⌊2^(127+n) / 10^k⌋, n)` where `n` is the bit length of `10^k`:
/// `10^-k` scaled into `[2^127, 2^128)`, truncated (error below one unit).
const RECIPROCALS: [(u128, u32); 23] = {
    let mut table = [(0u128, 0u32); 23];
    let mut k = 1;
    while k < 23 {
        let d = 10u128.pow(k as u32);
        let n = 128 - d.leading_zeros();
        let (mut r, mut q, mut i) = (1u128, 0u128, 0);
        while i < 127 + n {
            r <<= 1;
            q <<= 1;
            if r >= d {
                r -= d;
                q |= 1;
            }
            i += 1;
        }
        table[k] = (q, n);
        k += 1;
    }
    table
};

/// `m / 10^k` (`1 ≤ k ≤ 22`, `m > 0`) correctly rounded from one 64×64-bit product: the
/// normalized `m` times the top 64 bits of the reciprocal. The true scaled quotient's
/// integer part is the product's top word `t` or `t + 1` (the dropped low half of the
/// reciprocal and its truncation add less than one unit), so the mantissa and rounding
/// bit read from `t` are exact unless the bits below the rounding bit are all ones (a
/// carry could reach it), and the result is inexact — never a tie — unless they are all
/// zeros: both cases, about one value in 300, give `None`. Otherwise round half up is
/// correct, and adding the 53-bit mantissa (implicit bit included) to the exponent field
/// minus one carries a rounding overflow into the exponent by itself.
#[inline(always)]
pub(super) fn quick_reciprocal(m: u64, k: usize) -> Option<f64> {
    let (recip, n) = *RECIPROCALS.get(k).filter(|_| k > 0 && m > 0)?;
    let lz = m.leading_zeros();
    let top = ((u128::from(m << lz) * (recip >> 64)) >> 64) as u64;
    // Both factors have their top bit set: `top` has its top bit at 63 or 62.
    let u = 10 - top.leading_zeros();
    let below = top & ((1 << u) - 1);
    if below == 0 || below == (1 << u) - 1 {
        return None;
    }
    let mant = ((top >> u) + 1) >> 1;
    let exp = i64::from(u + 2) - i64::from(n + lz);
    let field = u64::try_from(exp + 52 + 1023 - 1).ok().filter(|&f| (1..2045).contains(&f))?;
    Some(f64::from_bits((field << 52) + mant))
}

/// `m / 10^k` (`1 ≤ k ≤ 22`) correctly rounded by one 64×128-bit product with the
/// truncated reciprocal: the product's top 54 bits give the mantissa and the rounding
/// bit. The product is below the true value by less than `2^64`, so the result is
/// certain unless the bits below the rounding bit are all ones (a carry could reach
/// it) or all zeros with the rounding bit set (tie or not); then `None`.
pub(super) fn times_reciprocal(m: u64, k: usize) -> Option<f64> {
    let (recip, n) = *RECIPROCALS.get(k).filter(|_| k > 0)?;
    let lz = m.leading_zeros();
    let w = u128::from(m << lz);
    let lo = w * (recip as u64 as u128);
    let hi = w * (recip >> 64);
    let t = (lo >> 64) + (hi as u64 as u128);
    let (mid, top) = (t as u64, (hi >> 64) as u64 + (t >> 64) as u64);
    let u = 64 - top.leading_zeros() - 54;
    let below = top & ((1 << u) - 1);
    let round = (top >> u) & 1;
    if (below == (1 << u) - 1 && mid == u64::MAX) || (round == 1 && below == 0 && mid == 0) {
        return None;
    }
    let mut mant = top >> (u + 1);
    let mut exp = i64::from(192 - top.leading_zeros()) - 53 - 127 - i64::from(n + lz);
    if round == 1 && (below != 0 || mid != 0 || mant & 1 == 1) {
        mant += 1;
        if mant == 1 << 53 {
            (mant, exp) = (1 << 52, exp + 1);
        }
    }
    let biased = u64::try_from(exp + 52 + 1023).ok().filter(|b| (1..2047).contains(b))?;
    Some(f64::from_bits((biased << 52) | (mant & ((1 << 52) - 1))))
}

/// `m / d` correctly rounded (`d = 10^k`, `k ≤ 18`, `m > 2^53`): the floating-point
/// quotient is within two ulps; step to the neighbour while `m / d` lies beyond the
/// halfway point, ties to even.
fn corrected_quotient(m: u64, d: u64) -> Option<f64> {
    let mut z = m as f64 / d as f64;
    for _ in 0..4 {
        let up = above_mid(m, d, z)?;
        if up == std::cmp::Ordering::Greater {
            z = f64::from_bits(z.to_bits() + 1);
            continue;
        }
        let below = f64::from_bits(z.to_bits() - 1);
        let down = above_mid(m, d, below)?;
        if down == std::cmp::Ordering::Less {
            z = below;
            continue;
        }
        let even = |a: f64| {
            if a.to_bits() & 1 == 0 {
                a
            } else {
                f64::from_bits(a.to_bits() + 1)
            }
        };
        return Some(match (up, down) {
            (std::cmp::Ordering::Equal, _) => even(z),
            (_, std::cmp::Ordering::Equal) => even(below),
            _ => z,
        });
    }
    None
}

/// Compares `m / d` with the midpoint between the positive normal double `a` and the
/// next one, `(2·M + 1) · 2^(E-1)` where `a = M · 2^E`, exactly in 128 bits.
fn above_mid(m: u64, d: u64, a: f64) -> Option<std::cmp::Ordering> {
    let bits = a.to_bits();
    let biased = (bits >> 52) as i64;
    if biased == 0 || biased == 0x7ff {
        return None;
    }
    let mant = (bits & ((1 << 52) - 1)) | (1 << 52);
    let e = biased - 1075;
    let shift = u32::try_from(1 - e).ok().filter(|&s| s <= 63)?;
    let lhs = u128::from(m) << shift;
    let rhs = u128::from(2 * mant + 1).checked_mul(u128::from(d))?;
    Some(lhs.cmp(&rhs))
}

/// Appends the decimal digits at `s[i..]` to `m` (wrapping: callers reject more than 19
/// digits); returns the new `m` and the end of the digits.
#[inline]
fn digit_run(s: &[u8], mut i: usize, mut m: u64) -> (u64, usize) {
    while let Some((v, n)) = leading_digits(s, i) {
        m = m.wrapping_mul(POW10_U64[n]).wrapping_add(v);
        i += n;
        if n < 8 {
            return (m, i);
        }
    }
    while let Some(&c) = s.get(i).filter(|c| c.is_ascii_digit()) {
        m = m.wrapping_mul(10).wrapping_add(u64::from(c - b'0'));
        i += 1;
    }
    (m, i)
}

const ZEROS: u64 = 0x3030_3030_3030_3030;

/// The digits that start the eight bytes at `s[i..i + 8]`: their value and count (0 to
/// 8), found without a branch per byte (SWAR: one 64-bit load, a digit test on all
/// bytes, three multiplications). `None` when fewer than eight bytes remain.
#[inline]
pub(crate) fn leading_digits(s: &[u8], i: usize) -> Option<(u64, usize)> {
    word_at(s, i).map(digits_of)
}

/// The value of eight digits held as bytes 0..=9, first digit in the lowest byte.
#[inline]
fn swar_value(t: u64) -> u64 {
    let t = t.wrapping_mul(10).wrapping_add(t >> 8);
    let lo = (t & 0x0000_00FF_0000_00FF).wrapping_mul(100 + (1_000_000 << 32));
    let hi = ((t >> 16) & 0x0000_00FF_0000_00FF).wrapping_mul(1 + (10_000 << 32));
    lo.wrapping_add(hi) >> 32
}

/// The optional exponent part `e[±]digits` at `*i` (0 if absent; `None` if malformed or
/// too long for the fast path).
fn fast_exponent(tok: &[u8], i: &mut usize) -> Option<i64> {
    if !matches!(tok.get(*i), Some(b'e' | b'E')) {
        return Some(0);
    }
    *i += 1;
    let neg = match tok.get(*i) {
        Some(b'-') => {
            *i += 1;
            true
        }
        Some(b'+') => {
            *i += 1;
            false
        }
        _ => false,
    };
    let start = *i;
    let mut exp = 0i64;
    while let Some(&c) = tok.get(*i).filter(|c| c.is_ascii_digit()) {
        exp = exp * 10 + i64::from(c - b'0');
        *i += 1;
        if *i - start > 6 {
            return None;
        }
    }
    if *i == start {
        return None;
    }
    Some(if neg { -exp } else { exp })
}

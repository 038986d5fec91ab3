//! Sparse tensors in text files: Matrix Market (`.mtx`) and extended FROSTT (`.tns`).
//!
//! Why: `sparse_tensor.new` materializes a tensor from a file and `sparse_tensor.out`
//! writes one, and users exchange matrices with scipy, GraphBLAS and SuiteSparse as
//! Matrix Market files that reach hundreds of megabytes. Both formats are a header and
//! then one entry per line (1-based coordinates, then a value), so the two readers share
//! the machinery of this module:
//!
//! * the file is memory-mapped, or read when it cannot be mapped (pipes, empty files);
//! * the body is cut into chunks at line boundaries, each chunk's lines are counted, and
//!   the chunks are parsed in parallel straight into their slices of the final
//!   coordinate and value buffers (no per-chunk vectors to concatenate);
//! * numbers are parsed on bytes: indices by hand (eight digits at a time when they
//!   can), floats exactly: Clinger's fast path, then 128-bit integer arithmetic for
//!   mantissas of up to 19 digits and small powers of ten (the `%.17g` digits that
//!   writers produce), and only then the standard library's correctly rounded parser;
//! * line:column positions are computed only on the error path, by counting newlines
//!   up to the byte offset of the problem.
//!
//! Entry points: [`mtx`], [`tns`], and [`read_tensor_file`] / [`write_tensor_file`],
//! which choose the format from the file name.

pub mod mtx;
pub mod tns;

use std::fs::File;
use std::io::{Read, Write};
use std::ops::{Deref, Range};
use std::path::Path;

use memmap2::Mmap;
use rayon::prelude::*;

use crate::coo::Coo;
use crate::elem::{Elem, ElemType, ValBuf};
use crate::error::{Result, StorageError};

/// The two file formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileFormat {
    /// Matrix Market (`%%MatrixMarket` banner).
    MatrixMarket,
    /// Extended FROSTT (`rank nnz`, dimension sizes, entries).
    Frostt,
}

impl FileFormat {
    /// The format of a file: `.mtx` and `.tns` by extension, otherwise Matrix Market when
    /// the contents start with the `%%MatrixMarket` banner, else FROSTT.
    pub fn detect(path: &Path, contents: &[u8]) -> FileFormat {
        match path.extension().and_then(|e| e.to_str()) {
            Some(e) if e.eq_ignore_ascii_case("mtx") => FileFormat::MatrixMarket,
            Some(e) if e.eq_ignore_ascii_case("tns") => FileFormat::Frostt,
            _ if starts_with_ignore_case(contents, b"%%MatrixMarket") => FileFormat::MatrixMarket,
            _ => FileFormat::Frostt,
        }
    }
}

/// Reads a tensor as `sparse_tensor.new` does: Matrix Market or extended FROSTT by
/// [`FileFormat::detect`], values converted to `elem` (default: by the file's field,
/// f64 for FROSTT). Symmetric matrices keep only the listed triangle, as in MLIR; use
/// [`mtx::read_mtx_file`] with `expand_symmetry` to mirror them.
pub fn read_tensor_file(path: &Path, elem: Option<ElemType>) -> Result<Coo> {
    let input = Input::load(path)?;
    let name = path.display().to_string();
    let coo = match FileFormat::detect(path, &input) {
        FileFormat::MatrixMarket => {
            let opts = mtx::MtxOptions {
                expand_symmetry: false,
                elem,
            };
            mtx::read_mtx_bytes(&input, &opts).map(|(_, coo)| coo)
        }
        FileFormat::Frostt => tns::read_tns_bytes(&input, elem),
    };
    coo.map_err(|e| e.in_file(&name))
}

/// Writes a tensor: Matrix Market (coordinate general) for a `.mtx` name, otherwise
/// extended FROSTT exactly as MLIR 22's `sparse_tensor.out` writes it (which always
/// writes FROSTT, whatever the name: call [`tns::write_tns_file`] for that).
pub fn write_tensor_file(path: &Path, coo: &Coo) -> Result<()> {
    match FileFormat::detect(path, b"") {
        FileFormat::MatrixMarket => mtx::write_mtx_file(path, coo, &Default::default()),
        FileFormat::Frostt => tns::write_tns_file(path, coo, &Default::default()),
    }
}

fn starts_with_ignore_case(text: &[u8], prefix: &[u8]) -> bool {
    text.len() >= prefix.len() && text[..prefix.len()].eq_ignore_ascii_case(prefix)
}

// ---------------------------------------------------------------------------------------
// Input files
// ---------------------------------------------------------------------------------------

/// The bytes of an input file: memory-mapped when possible, read into memory otherwise
/// (pipes, empty files, file systems that cannot map).
pub(crate) enum Input {
    /// A read-only mapping of a regular file.
    Mapped(Mmap),
    /// The contents, read.
    Owned(Vec<u8>),
}

impl Input {
    /// Opens `path`; errors name the file.
    pub(crate) fn load(path: &Path) -> Result<Input> {
        let name = path.display().to_string();
        let fail =
            |e: std::io::Error| StorageError::new(format!("cannot read file: {e}")).in_file(&name);
        let mut file = File::open(path).map_err(fail)?;
        let meta = file.metadata().map_err(fail)?;
        if meta.is_file() && meta.len() > 0 {
            if let Some(map) = map_file(&file) {
                return Ok(Input::Mapped(map));
            }
        }
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes).map_err(fail)?;
        Ok(Input::Owned(bytes))
    }
}

/// Maps a regular file read-only, or `None` if the system refuses.
fn map_file(file: &File) -> Option<Mmap> {
    // SAFETY: the mapping is read-only and private to this module: we never write the
    // file, and the `Input` owning the map (crate-private) lives only while one read_*
    // function parses it; nothing keeps references into it afterwards. The remaining
    // hazard, another process truncating or rewriting the file during the read, is the
    // documented contract of every mmap-based reader (as with a file that changes while
    // it is read: garbage in, or SIGBUS on truncation).
    let map = unsafe { Mmap::map(file) }.ok()?;
    #[cfg(unix)]
    let _ = map.advise(memmap2::Advice::WillNeed);
    Some(map)
}

impl Deref for Input {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            Input::Mapped(m) => m,
            Input::Owned(v) => v,
        }
    }
}

// ---------------------------------------------------------------------------------------
// Errors with byte offsets, located on demand
// ---------------------------------------------------------------------------------------

/// A parse error at a byte offset of the whole input; turned into `line:col` only when
/// reported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ParseErr {
    /// Byte offset of the offending token (or of the end of the input).
    pub at: usize,
    /// The message.
    pub msg: String,
}

impl ParseErr {
    pub(crate) fn new(at: usize, msg: impl Into<String>) -> ParseErr {
        ParseErr {
            at,
            msg: msg.into(),
        }
    }

    /// The error with its 1-based line and column in `text` (columns count characters).
    pub(crate) fn locate(self, text: &[u8]) -> StorageError {
        let (line, col) = line_col(text, self.at);
        StorageError::at(line, col, self.msg)
    }
}

/// 1-based line and column (in characters) of byte offset `at`.
pub(crate) fn line_col(text: &[u8], at: usize) -> (u32, u32) {
    let before = &text[..at.min(text.len())];
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1);
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let col = before[line_start..]
        .iter()
        .filter(|&&b| b & 0xC0 != 0x80)
        .count()
        + 1;
    let sat = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
    (sat(line), sat(col))
}

/// A token for a message: lossy UTF-8, shortened when long.
pub(crate) fn show(tok: &[u8]) -> String {
    let text = String::from_utf8_lossy(&tok[..tok.len().min(40)]).into_owned();
    if tok.len() > 40 {
        text + "…"
    } else {
        text
    }
}

// ---------------------------------------------------------------------------------------
// Lines and tokens
// ---------------------------------------------------------------------------------------

/// Blanks separate tokens on a line (`\r` included, so CRLF files read fine).
#[inline]
pub(crate) fn is_blank(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r' | 0x0b | 0x0c)
}

#[inline]
pub(crate) fn skip_blanks(s: &[u8], mut p: usize) -> usize {
    while p < s.len() && is_blank(s[p]) {
        p += 1;
    }
    p
}

#[inline]
pub(crate) fn token_end(s: &[u8], mut p: usize) -> usize {
    while p < s.len() && !is_blank(s[p]) && s[p] != b'\n' {
        p += 1;
    }
    p
}

/// Offset of the `\n` ending the line at `p`, or the end of the input.
pub(crate) fn line_end(s: &[u8], p: usize) -> usize {
    s[p..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(s.len(), |q| p + q)
}

/// True when offset `p` is at the end of a line (a newline or the end of the input).
#[inline]
pub(crate) fn at_eol(s: &[u8], p: usize) -> bool {
    p >= s.len() || s[p] == b'\n'
}

/// The first line at or after `pos` that is neither blank nor a comment (starting with
/// `comment` after optional blanks): `(start of its first token, end of line)`.
pub(crate) fn next_content_line(s: &[u8], mut pos: usize, comment: u8) -> Option<(usize, usize)> {
    while pos < s.len() {
        let p = skip_blanks(s, pos);
        let end = line_end(s, p);
        if p < end && s[p] != comment {
            return Some((p, end));
        }
        pos = end + 1;
    }
    None
}

/// The tokens of `s[start..end]` with their offsets, at most `max` of them.
pub(crate) fn tokens(s: &[u8], start: usize, end: usize, max: usize) -> Vec<(usize, &[u8])> {
    let mut out = Vec::new();
    let mut p = skip_blanks(s, start);
    while p < end && out.len() < max {
        let e = token_end(s, p).min(end);
        out.push((p, &s[p..e]));
        p = skip_blanks(s, e);
    }
    out
}

/// Parses the header numbers of `s[start..end]` (sizes, counts): exactly `want` of them,
/// else an error naming `what`.
pub(crate) fn header_numbers(
    s: &[u8],
    (start, end): (usize, usize),
    want: usize,
    what: &str,
) -> std::result::Result<Vec<u64>, ParseErr> {
    let toks = tokens(s, start, end, want.saturating_add(1));
    if toks.len() != want {
        let at = if toks.len() > want { toks[want].0 } else { end };
        let found = if toks.len() > want {
            "more".to_string()
        } else {
            toks.len().to_string()
        };
        return Err(ParseErr::new(
            at,
            format!("expected {want} numbers ({what}), found {found}"),
        ));
    }
    toks.iter()
        .map(|&(at, tok)| match parse_u64(tok) {
            Ok(v) => Ok(v),
            Err(NumErr::TooLarge) => Err(ParseErr::new(
                at,
                format!("number '{}' is too large", show(tok)),
            )),
            Err(NumErr::Invalid) => Err(ParseErr::new(
                at,
                format!("expected a non-negative integer, found '{}'", show(tok)),
            )),
        })
        .collect()
}

// ---------------------------------------------------------------------------------------
// Numbers
// ---------------------------------------------------------------------------------------

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
        v.checked_mul(10)
            .and_then(|v| v.checked_add(u64::from(d - b'0')))
            .ok_or(NumErr::TooLarge)
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
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
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
fn std_f64(tok: &[u8]) -> Option<f64> {
    std::str::from_utf8(tok).ok()?.parse().ok()
}

/// The fast path on the token at `s[p..]`: a decimal `[±]digits[.digits][e[±]digits]`
/// with at most 19 significant digits (so they form an integer `m < 10^19` exactly),
/// whose value `m · 10^e` [`exact_f64`] can round exactly. Returns the value and the end
/// of the token, or `None` when the token is anything else (then the caller asks the
/// standard parser). The token must end at a blank, a newline or the end of `s`.
#[inline]
pub(crate) fn fast_f64_at(s: &[u8], p: usize) -> Option<(f64, usize)> {
    let (neg, mut i) = match s.get(p) {
        Some(b'-') => (true, p + 1),
        Some(b'+') => (false, p + 1),
        _ => (false, p),
    };
    let start = i;
    i = skip_zeros(s, i);
    let (mut m, end) = digit_run(s, i, 0);
    let (mut sig, mut scale) = (end - i, 0i64);
    i = end;
    let mut any = i > start;
    if s.get(i) == Some(&b'.') {
        let frac = i + 1;
        i = if m == 0 { skip_zeros(s, frac) } else { frac };
        let (m2, end) = digit_run(s, i, m);
        (m, sig, i) = (m2, sig + (end - i), end);
        scale = -((i - frac) as i64);
        any |= i > frac;
    }
    if !any || sig > 19 {
        return None;
    }
    let exp = fast_exponent(s, &mut i)?;
    if !(i >= s.len() || is_blank(s[i]) || s[i] == b'\n') {
        return None;
    }
    let v = exact_f64(m, exp + scale)?;
    Some((if neg { -v } else { v }, i))
}

/// `m · 10^e10` correctly rounded, when that can be done exactly with machine integers.
/// First Clinger's fast path (`m ≤ 2^53`, `|e10| ≤ 22`: two exact doubles, one
/// rounding). Then for longer mantissas: positive powers by an exact 128-bit product
/// (`e10 ≤ 18`); negative powers down to `10^-22` by a multiplication with a 128-bit
/// reciprocal of `10^k` ([`times_reciprocal`]), and when that cannot decide the
/// rounding, by an approximate quotient corrected with exact 128-bit comparisons
/// ([`corrected_quotient`]). `None` otherwise.
#[inline]
fn exact_f64(m: u64, e10: i64) -> Option<f64> {
    match e10 {
        _ if m == 0 => Some(0.0),
        0..=22 if m <= 1 << 53 => Some(m as f64 * POW10[e10 as usize]),
        -22..=-1 if m <= 1 << 53 => Some(m as f64 / POW10[(-e10) as usize]),
        0..=18 => Some((u128::from(m) * u128::from(POW10_U64[e10 as usize])) as f64),
        -22..=-1 => times_reciprocal(m, (-e10) as usize).or_else(|| {
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

/// `m / 10^k` (`1 ≤ k ≤ 22`) correctly rounded by one 64×128-bit product with the
/// truncated reciprocal: the product's top 54 bits give the mantissa and the rounding
/// bit. The product is below the true value by less than `2^64`, so the result is
/// certain unless the bits below the rounding bit are all ones (a carry could reach
/// it) or all zeros with the rounding bit set (tie or not); then `None`.
fn times_reciprocal(m: u64, k: usize) -> Option<f64> {
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
    let biased = u64::try_from(exp + 52 + 1023)
        .ok()
        .filter(|b| (1..2047).contains(b))?;
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

#[inline]
fn skip_zeros(s: &[u8], mut i: usize) -> usize {
    while s.get(i) == Some(&b'0') {
        i += 1;
    }
    i
}

/// Appends the decimal digits at `s[i..]` to `m` (wrapping: callers reject more than 19
/// significant digits); returns the new `m` and the end of the digits.
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
    let bytes: [u8; 8] = s.get(i..i.checked_add(8)?)?.try_into().ok()?;
    // Digits become 0..=9; any other byte gets its high bit set in `flags` (a carry
    // from a byte ≥ 0x8A only reaches bytes after it, so the lowest flag is exact).
    let t = u64::from_le_bytes(bytes) ^ ZEROS;
    let flags = (t.wrapping_add(0x7676_7676_7676_7676) | t) & 0x8080_8080_8080_8080;
    let n = (flags.trailing_zeros() / 8) as usize;
    if n == 0 {
        return Some((0, 0));
    }
    Some((swar_value(t << (64 - 8 * n)), n))
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

// ---------------------------------------------------------------------------------------
// Entry lines, parsed in parallel
// ---------------------------------------------------------------------------------------

/// What follows the coordinates on an entry line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ValKind {
    /// Nothing (anything there is ignored); every value is 1.
    Pattern,
    /// A real number.
    Real,
    /// A signed integer.
    Integer,
    /// Two real numbers, or one `(re,im)` token.
    Complex,
}

/// How an off-diagonal entry `(i, j, v)` of a matrix is mirrored to `(j, i, v')`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mirror {
    /// Not at all.
    None,
    /// `v' = v`.
    Symmetric,
    /// `v' = -v`.
    Skew,
    /// `v' = conj(v)`.
    Hermitian,
}

/// What the lines of a body hold.
pub(crate) struct BodySpec<'a> {
    /// Bounds of the coordinates on each line (their count is the rank; 0 for a dense
    /// list of values).
    pub dims: &'a [u64],
    /// Matrix Market names its two coordinates "row" and "column"; FROSTT numbers them.
    pub matrix: bool,
    /// What follows the coordinates.
    pub kind: ValKind,
    /// Mirroring of off-diagonal entries (rank 2 only).
    pub mirror: Mirror,
    /// Lines starting with this byte (after blanks) are comments.
    pub comment: u8,
    /// Number of entry lines the header promises.
    pub declared: u64,
    /// The element type of the values.
    pub elem: ElemType,
}

impl BodySpec<'_> {
    fn index_name(&self, d: usize) -> String {
        match (self.matrix, d) {
            (true, 0) => "row index".to_string(),
            (true, 1) => "column index".to_string(),
            _ => format!("index {}", d + 1),
        }
    }

    /// The fewest tokens an entry line has (bounds the entries a chunk can hold).
    fn min_tokens(&self) -> usize {
        self.dims.len() + usize::from(self.kind != ValKind::Pattern)
    }
}

/// A value as read, before conversion to the element type (mirroring happens here).
#[derive(Clone, Copy, Debug)]
enum Raw {
    Real(f64),
    Real32(f32),
    Int(i64),
    Complex(f64, f64),
    One,
}

impl Raw {
    #[inline]
    fn to_elem<T: Elem>(self) -> T {
        match self {
            Raw::Real(v) => T::from_f64(v),
            Raw::Real32(v) => T::from_f64(f64::from(v)),
            Raw::Int(v) => T::from_i128(i128::from(v)),
            Raw::Complex(re, im) => T::from_complex(re, im),
            Raw::One => T::from_i128(1),
        }
    }

    fn mirrored(self, how: Mirror) -> Raw {
        match (how, self) {
            (Mirror::Skew, Raw::Real(v)) => Raw::Real(-v),
            (Mirror::Skew, Raw::Real32(v)) => Raw::Real32(-v),
            (Mirror::Skew, Raw::Int(v)) => Raw::Int(v.wrapping_neg()),
            (Mirror::Skew, Raw::Complex(re, im)) => Raw::Complex(-re, -im),
            (Mirror::Hermitian, Raw::Complex(re, im)) => Raw::Complex(re, -im),
            (_, raw) => raw,
        }
    }
}

/// Coordinates (0-based, AoS) and values of a parsed body.
pub(crate) struct Body {
    pub crds: Vec<u64>,
    pub vals: ValBuf,
}

/// Parses the entry lines of `text[start..]` as `spec` says, in parallel for big inputs.
/// Checks the count against `spec.declared`; the first problem in file order wins.
pub(crate) fn parse_body(
    text: &[u8],
    start: usize,
    spec: &BodySpec,
) -> std::result::Result<Body, ParseErr> {
    let crds;
    let vals = crate::map_vals!(&spec.elem.empty_buf(), _like => {
        let (c, v) = parse_body_typed(text, start, spec)?;
        crds = c;
        v
    });
    Ok(Body { crds, vals })
}

/// The chunks a body is cut into: about four per thread for big inputs, each ending
/// after a newline (or at the end).
fn split_chunks(text: &[u8], start: usize) -> Vec<Range<usize>> {
    let len = text.len().saturating_sub(start);
    let n = if len < 1 << 20 {
        1
    } else {
        4 * rayon::current_num_threads().max(1)
    };
    let step = len / n + 1;
    let mut chunks = Vec::with_capacity(n + 1);
    let mut a = start;
    while a < text.len() {
        let b = (a + step).min(text.len());
        let b = if b < text.len() {
            (line_end(text, b) + 1).min(text.len())
        } else {
            b
        };
        chunks.push(a..b);
        a = b;
    }
    if chunks.is_empty() {
        chunks.push(start..start);
    }
    chunks
}

/// An upper bound of the entries in `chunk`: its line count, and the count of entries of
/// the shortest possible form that fit in its bytes (`2·tokens - 1` bytes and a newline).
fn chunk_capacity(chunk: &[u8], spec: &BodySpec) -> usize {
    let lines = count_newlines(chunk) + usize::from(chunk.last() != Some(&b'\n'));
    let by_bytes = (chunk.len() + 1) / (2 * spec.min_tokens().max(1));
    let entries = lines.min(by_bytes);
    if spec.mirror == Mirror::None {
        entries
    } else {
        entries * 2
    }
}

/// The number of `\n` in `s`, counted 64 bytes at a time into a byte (vectorizes well).
fn count_newlines(s: &[u8]) -> usize {
    let mut blocks = s.chunks_exact(64);
    let mut n: usize = (&mut blocks)
        .map(|b| usize::from(b.iter().fold(0u8, |a, &c| a + u8::from(c == b'\n'))))
        .sum();
    n += blocks.remainder().iter().filter(|&&c| c == b'\n').count();
    n
}

/// What parsing one chunk produced.
struct ChunkOut {
    /// Entries written into the chunk's slices.
    written: usize,
    /// Entry lines seen, the failing one included.
    lines: u64,
    /// The first error of the chunk.
    err: Option<ParseErr>,
}

fn parse_body_typed<T: Elem>(
    text: &[u8],
    start: usize,
    spec: &BodySpec,
) -> std::result::Result<(Vec<u64>, Vec<T>), ParseErr> {
    let rank = spec.dims.len();
    let chunks = split_chunks(text, start);
    let caps: Vec<usize> = chunks
        .par_iter()
        .map(|r| chunk_capacity(&text[r.clone()], spec))
        .collect();
    let total: usize = caps.iter().sum();
    let mut crds = vec![0u64; total * rank];
    let mut vals = vec![T::zero(); total];
    let outs: Vec<ChunkOut> = {
        let (mut crest, mut vrest) = (&mut crds[..], &mut vals[..]);
        let mut jobs = Vec::with_capacity(chunks.len());
        for (range, &cap) in chunks.iter().zip(&caps) {
            let (c, cr) = std::mem::take(&mut crest).split_at_mut(cap * rank);
            let (v, vr) = std::mem::take(&mut vrest).split_at_mut(cap);
            (crest, vrest) = (cr, vr);
            jobs.push((range.clone(), c, v));
        }
        jobs.into_par_iter()
            .map(|(range, c, v)| parse_chunk(text, range, spec, c, v))
            .collect()
    };
    check_counts(text, &chunks, &outs, spec)?;
    compact(&mut crds, &mut vals, &caps, &outs, rank);
    Ok((crds, vals))
}

/// Reports, in file order, the first of: a chunk's error, an entry line beyond the
/// declared count; then a shortfall at the end of the input.
fn check_counts(
    text: &[u8],
    chunks: &[Range<usize>],
    outs: &[ChunkOut],
    spec: &BodySpec,
) -> std::result::Result<(), ParseErr> {
    let mut seen = 0u64;
    for (range, out) in chunks.iter().zip(outs) {
        if seen + out.lines > spec.declared {
            let at = nth_entry_line(text, range.clone(), spec.declared - seen + 1, spec.comment);
            let msg = format!("too many entries: the header declares {}", spec.declared);
            return Err(ParseErr::new(at, msg));
        }
        if let Some(err) = &out.err {
            return Err(err.clone());
        }
        seen += out.lines;
    }
    if seen < spec.declared {
        let msg = format!("expected {} entries, found {seen}", spec.declared);
        return Err(ParseErr::new(text.len(), msg));
    }
    Ok(())
}

/// Offset of the first token of the `n`-th (1-based) entry line in `range`.
fn nth_entry_line(text: &[u8], range: Range<usize>, n: u64, comment: u8) -> usize {
    let s = &text[..range.end];
    let mut pos = range.start;
    let mut k = 0;
    while let Some((p, end)) = next_content_line(s, pos, comment) {
        k += 1;
        if k == n {
            return p;
        }
        pos = end + 1;
    }
    range.end
}

/// Moves each chunk's entries right after the previous chunk's, dropping the unused
/// capacity (blank and comment lines, unmirrored diagonal entries).
fn compact<T: Elem>(
    crds: &mut Vec<u64>,
    vals: &mut Vec<T>,
    caps: &[usize],
    outs: &[ChunkOut],
    rank: usize,
) {
    let (mut src, mut dst) = (0usize, 0usize);
    for (&cap, out) in caps.iter().zip(outs) {
        if src != dst {
            crds.copy_within(src * rank..(src + out.written) * rank, dst * rank);
            vals.copy_within(src..src + out.written, dst);
        }
        src += cap;
        dst += out.written;
    }
    crds.truncate(dst * rank);
    vals.truncate(dst);
}

/// Parses the lines of `text[range]` into `crds` / `vals` (sized by [`chunk_capacity`]).
fn parse_chunk<T: Elem>(
    text: &[u8],
    range: Range<usize>,
    spec: &BodySpec,
    crds: &mut [u64],
    vals: &mut [T],
) -> ChunkOut {
    let s = &text[..range.end];
    let target = Target::of(spec.elem);
    let mut out = ChunkOut {
        written: 0,
        lines: 0,
        err: None,
    };
    let mut p = range.start;
    while p < s.len() {
        p = skip_blanks(s, p);
        if p >= s.len() {
            break;
        }
        if s[p] == b'\n' || s[p] == spec.comment {
            p = line_end(s, p) + 1;
            continue;
        }
        out.lines += 1;
        match entry_into(s, p, spec, target, (crds, vals), out.written) {
            Ok((next, stored)) => {
                out.written += stored;
                p = next;
            }
            Err(e) => {
                out.err = Some(e);
                break;
            }
        }
    }
    out
}

/// Parses the entry line at `p` into slot `k` of the buffers (and its mirror image into
/// slot `k + 1`); returns the offset after the line and the number of entries stored.
#[inline(always)]
fn entry_into<T: Elem>(
    s: &[u8],
    p: usize,
    spec: &BodySpec,
    target: Target,
    (crds, vals): (&mut [u64], &mut [T]),
    k: usize,
) -> std::result::Result<(usize, usize), ParseErr> {
    let rank = spec.dims.len();
    let full = || ParseErr::new(p, "internal error: entry capacity exceeded");
    let Some(crd) = crds
        .get_mut(k * rank..(k + 1) * rank)
        .filter(|_| k < vals.len())
    else {
        // A malformed line can be shorter than the capacity assumed: diagnose it aside.
        parse_entry(s, p, spec, target, &mut vec![0; rank])?;
        return Err(full());
    };
    let (raw, next) = match fast_entry(s, p, spec, target, crd) {
        Some(found) => found,
        None => parse_entry(s, p, spec, target, crd)?,
    };
    vals[k] = raw.to_elem();
    if spec.mirror == Mirror::None || rank != 2 || crd[0] == crd[1] {
        return Ok((next, 1));
    }
    let (i, j) = (crd[0], crd[1]);
    let (Some(c), Some(v)) = (crds.get_mut(2 * k + 2..2 * k + 4), vals.get_mut(k + 1)) else {
        return Err(full());
    };
    c.copy_from_slice(&[j, i]);
    *v = raw.mirrored(spec.mirror).to_elem();
    Ok((next, 2))
}

/// How real values are read for the element type: integers exactly when the type is
/// an integer, `f32` directly (no double rounding through `f64`), else `f64`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Target {
    Int,
    F32,
    F64,
}

impl Target {
    fn of(elem: ElemType) -> Target {
        match elem {
            ElemType::F32 => Target::F32,
            e if e.is_integer() => Target::Int,
            _ => Target::F64,
        }
    }
}

/// The fast path of an entry line at `p`: in-range indices of at most 19 digits, then
/// a fast-path real, an integer or nothing (pattern). `None` for anything else, which
/// [`parse_entry`] then parses or diagnoses.
#[inline]
fn fast_entry(
    s: &[u8],
    p: usize,
    spec: &BodySpec,
    target: Target,
    crd: &mut [u64],
) -> Option<(Raw, usize)> {
    let mut q = p;
    for (slot, &bound) in crd.iter_mut().zip(spec.dims) {
        let (v, end) = scan_index(s, q, bound)?;
        *slot = v;
        q = skip_blanks(s, end);
    }
    let (raw, end) = match (spec.kind, target) {
        (ValKind::Real, Target::F64) => fast_f64_at(s, q).map(|(v, end)| (Raw::Real(v), end))?,
        (ValKind::Integer, _) => {
            let end = token_end(s, q);
            (Raw::Int(parse_i64(&s[q..end]).ok()?), end)
        }
        (ValKind::Pattern, _) => return Some((Raw::One, line_end(s, q) + 1)),
        _ => return None,
    };
    let end = skip_blanks(s, end);
    at_eol(s, end).then_some((raw, end + 1))
}

/// Parses one entry line starting at `p` (its first token): coordinates into `crd`
/// (0-based), then the value. Returns the value and the offset after the line, or the
/// first problem of the line.
#[inline(never)]
fn parse_entry(
    s: &[u8],
    mut p: usize,
    spec: &BodySpec,
    target: Target,
    crd: &mut [u64],
) -> std::result::Result<(Raw, usize), ParseErr> {
    for (d, (slot, &bound)) in crd.iter_mut().zip(spec.dims).enumerate() {
        let (v, end) = match scan_index(s, p, bound) {
            Some(found) => found,
            None => index_slow(s, p, bound, || spec.index_name(d))?,
        };
        *slot = v;
        p = skip_blanks(s, end);
    }
    let (raw, p) = parse_value(s, p, spec.kind, target)?;
    if spec.kind == ValKind::Pattern {
        return Ok((raw, line_end(s, p) + 1));
    }
    let p = skip_blanks(s, p);
    if !at_eol(s, p) {
        let tok = &s[p..token_end(s, p)];
        return Err(ParseErr::new(
            p,
            format!("unexpected '{}' after the value", show(tok)),
        ));
    }
    Ok((raw, p + 1))
}

/// The fast path of an index at `s[p..]`: 1 to 7 digits ending the token (longer ones,
/// and the last bytes of the input, go to [`index_slow`]), in `1..=bound`. Returns it
/// 0-based with the end of the token.
#[inline]
fn scan_index(s: &[u8], p: usize, bound: u64) -> Option<(u64, usize)> {
    let (v, n) = leading_digits(s, p).filter(|&(_, n)| (1..8).contains(&n))?;
    let i = p + n;
    let ends = is_blank(s[i]) || s[i] == b'\n';
    (ends && v >= 1 && v <= bound).then(|| (v - 1, i))
}

/// Everything [`scan_index`] leaves: long tokens, and the errors.
#[cold]
fn index_slow(
    s: &[u8],
    p: usize,
    bound: u64,
    name: impl Fn() -> String,
) -> std::result::Result<(u64, usize), ParseErr> {
    if at_eol(s, p) {
        return Err(ParseErr::new(p, format!("missing {}", name())));
    }
    let end = token_end(s, p);
    Ok((parse_index(&s[p..end], p, bound, name)?, end))
}

/// A 1-based index token, checked against `1..=bound`, returned 0-based.
fn parse_index(
    tok: &[u8],
    at: usize,
    bound: u64,
    name: impl Fn() -> String,
) -> std::result::Result<u64, ParseErr> {
    match parse_u64(tok) {
        Ok(0) => Err(ParseErr::new(
            at,
            format!("invalid {} 0: indices are 1-based", name()),
        )),
        Ok(v) if v <= bound => Ok(v - 1),
        Ok(v) => Err(ParseErr::new(
            at,
            format!("{} {v} is out of range 1..={bound}", name()),
        )),
        Err(NumErr::TooLarge) => Err(ParseErr::new(
            at,
            format!("{} '{}' is too large", name(), show(tok)),
        )),
        Err(NumErr::Invalid) => Err(ParseErr::new(
            at,
            format!(
                "invalid {} '{}': expected a positive integer",
                name(),
                show(tok)
            ),
        )),
    }
}

/// The value at `p` (the first token after the coordinates); returns it and the offset
/// after its last token.
#[inline]
fn parse_value(
    s: &[u8],
    p: usize,
    kind: ValKind,
    target: Target,
) -> std::result::Result<(Raw, usize), ParseErr> {
    if kind == ValKind::Real && target == Target::F64 {
        if let Some((v, end)) = fast_f64_at(s, p) {
            return Ok((Raw::Real(v), end));
        }
    }
    if kind == ValKind::Pattern {
        return Ok((Raw::One, p));
    }
    if at_eol(s, p) {
        let what = if kind == ValKind::Complex {
            "real part"
        } else {
            "value"
        };
        return Err(ParseErr::new(p, format!("missing {what}")));
    }
    let end = token_end(s, p);
    let tok = &s[p..end];
    let raw = match kind {
        ValKind::Integer => Raw::Int(parse_i64(tok).map_err(|e| int_error(e, tok, p))?),
        ValKind::Complex => return parse_complex(s, p, end),
        _ => parse_real(tok, target).ok_or_else(|| bad_number(p, "a real number", tok))?,
    };
    Ok((raw, end))
}

fn parse_real(tok: &[u8], target: Target) -> Option<Raw> {
    match target {
        Target::F64 => std_f64(tok).map(Raw::Real),
        Target::F32 => std::str::from_utf8(tok).ok()?.parse().ok().map(Raw::Real32),
        Target::Int => match parse_i64(tok) {
            Ok(v) => Some(Raw::Int(v)),
            Err(_) => parse_f64(tok).map(Raw::Real),
        },
    }
}

/// A complex value: `(re,im)` as one token, or `re im` as two.
fn parse_complex(s: &[u8], p: usize, end: usize) -> std::result::Result<(Raw, usize), ParseErr> {
    let tok = &s[p..end];
    if let Some(inner) = tok.strip_prefix(b"(").and_then(|t| t.strip_suffix(b")")) {
        let comma = inner.iter().position(|&b| b == b',');
        let parts = comma.map(|c| (parse_f64(&inner[..c]), parse_f64(&inner[c + 1..])));
        return match parts {
            Some((Some(re), Some(im))) => Ok((Raw::Complex(re, im), end)),
            _ => Err(bad_number(p, "a complex number '(re,im)'", tok)),
        };
    }
    let re = parse_f64(tok).ok_or_else(|| bad_number(p, "a real number", tok))?;
    let q = skip_blanks(s, end);
    if at_eol(s, q) {
        return Err(ParseErr::new(q, "missing imaginary part"));
    }
    let qend = token_end(s, q);
    let im = parse_f64(&s[q..qend]).ok_or_else(|| bad_number(q, "a real number", &s[q..qend]))?;
    Ok((Raw::Complex(re, im), qend))
}

fn bad_number(at: usize, what: &str, tok: &[u8]) -> ParseErr {
    ParseErr::new(at, format!("expected {what}, found '{}'", show(tok)))
}

fn int_error(e: NumErr, tok: &[u8], at: usize) -> ParseErr {
    match e {
        NumErr::TooLarge => ParseErr::new(
            at,
            format!("integer '{}' does not fit in 64 bits", show(tok)),
        ),
        NumErr::Invalid => bad_number(at, "an integer", tok),
    }
}

// ---------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------

/// Formats entries `0..n` with `fmt` in parallel blocks and writes the blocks in order.
pub(crate) fn write_entries<W: Write>(
    w: &mut W,
    n: usize,
    fmt: impl Fn(usize, &mut Vec<u8>) + Sync,
) -> std::io::Result<()> {
    const BLOCK: usize = 1 << 15;
    let group = BLOCK * 8 * rayon::current_num_threads().max(1);
    for g in (0..n).step_by(group) {
        let end = (g + group).min(n);
        let starts: Vec<usize> = (g..end).step_by(BLOCK).collect();
        let bufs: Vec<Vec<u8>> = starts
            .into_par_iter()
            .map(|b| {
                let mut buf = Vec::with_capacity(BLOCK * 40);
                (b..(b + BLOCK).min(end)).for_each(|e| fmt(e, &mut buf));
                buf
            })
            .collect();
        for buf in &bufs {
            w.write_all(buf)?;
        }
    }
    Ok(())
}

/// Appends `v` in decimal.
#[inline]
pub(crate) fn push_u64(buf: &mut Vec<u8>, mut v: u64) {
    let mut tmp = [0u8; 20];
    let mut i = tmp.len();
    loop {
        i -= 1;
        tmp[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    buf.extend_from_slice(&tmp[i..]);
}

/// Appends a signed integer in decimal.
pub(crate) fn push_i128(buf: &mut Vec<u8>, v: i128) {
    if let Ok(u) = u64::try_from(v) {
        push_u64(buf, u);
    } else {
        let _ = write!(buf, "{v}");
    }
}

/// Appends `v` so that reading it back gives `v` exactly: the shortest round-trip
/// digits, in positional form for `1e-5 ≤ |v| < 1e16` and exponent form otherwise;
/// `nan`, `inf`, `-inf` for the special values.
pub(crate) fn push_shortest(buf: &mut Vec<u8>, v: f64, single: bool) {
    if !v.is_finite() {
        buf.extend_from_slice(if v.is_nan() {
            b"nan"
        } else if v < 0.0 {
            b"-inf"
        } else {
            b"inf"
        });
        return;
    }
    let a = v.abs();
    let positional = a == 0.0 || (1e-5..1e16).contains(&a);
    let _ = match (single, positional) {
        (true, true) => write!(buf, "{}", v as f32),
        (true, false) => write!(buf, "{:e}", v as f32),
        (false, true) => write!(buf, "{v}"),
        (false, false) => write!(buf, "{v:e}"),
    };
}

/// Creates `path` for writing; errors name the file.
pub(crate) fn create_file(path: &Path) -> Result<File> {
    File::create(path).map_err(|e| {
        StorageError::new(format!("cannot create file: {e}")).in_file(&path.display().to_string())
    })
}

/// A write error as a [`StorageError`].
pub(crate) fn write_error(e: std::io::Error) -> StorageError {
    StorageError::new(format!("cannot write: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// xorshift64*: a fixed random stream without dependencies.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }
        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
        fn digits(&mut self, n: u64, out: &mut String) {
            for _ in 0..n {
                out.push(char::from(b'0' + self.below(10) as u8));
            }
        }
    }

    fn same(a: Option<f64>, b: Option<f64>) -> bool {
        match (a, b) {
            (Some(x), Some(y)) => x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan()),
            (None, None) => true,
            _ => false,
        }
    }

    /// A random decimal: sign, integer digits, fraction, exponent, each optional.
    fn random_decimal(rng: &mut Rng) -> String {
        let mut s = String::new();
        match rng.below(3) {
            0 => s.push('-'),
            1 if rng.below(4) == 0 => s.push('+'),
            _ => {}
        }
        let int_digits = [0, 1, 1, 2, 5, 16, 17, 19, 20, 25][rng.below(10) as usize];
        rng.digits(int_digits, &mut s);
        if int_digits == 0 || rng.below(2) == 0 {
            s.push('.');
            let frac = [0, 1, 3, 8, 15, 16, 17, 18, 19, 24][rng.below(10) as usize];
            rng.digits(frac.max(u64::from(int_digits == 0)), &mut s);
        }
        if rng.below(3) == 0 {
            s.push(if rng.below(2) == 0 { 'e' } else { 'E' });
            s.push_str(["", "-", "+"][rng.below(3) as usize]);
            let limit = [3, 25, 330][rng.below(3) as usize];
            s.push_str(&rng.below(limit).to_string());
        }
        s
    }

    #[test]
    fn float_parser_matches_std_on_random_decimals() {
        let mut rng = Rng(0x1234_5678_9ABC_DEF1);
        for _ in 0..300_000 {
            let s = random_decimal(&mut rng);
            assert!(same(parse_f64(s.as_bytes()), s.parse().ok()), "{s}");
        }
    }

    #[test]
    fn float_parser_matches_std_on_formatted_doubles() {
        let mut rng = Rng(0xDEAD_BEEF_0BAD_F00D);
        for i in 0..200_000 {
            let v = match i % 3 {
                0 => f64::from_bits(rng.next()),
                1 => (rng.next() >> 11) as f64 / (1u64 << 53) as f64,
                _ => (rng.next() >> 11) as f64 * 10f64.powi(rng.below(40) as i32 - 20),
            };
            for s in [
                format!("{v}"),
                format!("{v:e}"),
                format!("{v:.17e}"),
                format!("{v:.12}"),
            ] {
                assert!(same(parse_f64(s.as_bytes()), s.parse().ok()), "{s}");
            }
        }
    }

    #[test]
    fn exact_paths_match_std() {
        let mut rng = Rng(42);
        for _ in 0..200_000 {
            let m = match rng.below(3) {
                0 => rng.next(),
                1 => (1 << 53) + rng.below(1 << 60),
                _ => rng.below(10_000_000_000_000_000_000),
            };
            let e = rng.below(45) as i64 - 22;
            let s = format!("{m}e{e}");
            assert!(
                same(
                    exact_f64(m, e).or_else(|| std_f64(s.as_bytes())),
                    s.parse().ok()
                ),
                "{s}"
            );
        }
    }

    #[test]
    fn reciprocal_products_are_exact_or_decline() {
        let mut rng = Rng(99);
        let mut declined = 0;
        for _ in 0..300_000 {
            let m = (1 << 53) + rng.below(u64::MAX - (1 << 53));
            let k = 1 + rng.below(22) as usize;
            let want: f64 = format!("{m}e-{k}").parse().unwrap();
            match times_reciprocal(m, k) {
                Some(v) => assert_eq!(v.to_bits(), want.to_bits(), "{m}e-{k}"),
                None => declined += 1,
            }
            if let Some(v) = exact_f64(m, -(k as i64)) {
                assert_eq!(v.to_bits(), want.to_bits(), "{m}e-{k}");
            }
        }
        assert!(declined < 1000, "{declined}");
    }

    #[test]
    fn float_parser_special_tokens() {
        for s in [
            "0",
            "-0",
            "+0.0",
            "1.",
            ".5",
            "inf",
            "-inf",
            "NaN",
            "1e308",
            "1e309",
            "2.2250738585072011e-308",
        ] {
            assert!(same(parse_f64(s.as_bytes()), s.parse().ok()), "{s}");
        }
        let ties = [
            "4503599627370496.5",
            "4503599627370497.5",
            "9007199254740993",
            "9007199254740995",
            "2251799813685248.25",
            "2251799813685248.75",
            "1125899906842624.125",
            "1125899906842624.375",
            "0.1000000000000000055511151231257827",
        ];
        for s in ties {
            assert!(same(parse_f64(s.as_bytes()), s.parse().ok()), "{s}");
        }
        for s in ["", "-", ".", "e5", "1e", "1.2.3", "0x10", "1,5", "--1"] {
            assert_eq!(parse_f64(s.as_bytes()), None, "{s}");
        }
        assert_eq!(fast_f64_at(b"12.5 7", 0), Some((12.5, 4)));
        assert_eq!(fast_f64_at(b"12.5x", 0), None);
    }

    #[test]
    fn leading_digits_swar() {
        let mut rng = Rng(7);
        for _ in 0..20_000 {
            let mut s = String::new();
            let n = rng.below(9);
            rng.digits(n, &mut s);
            s.push([' ', '\n', '.', 'e', '/', ':', '\u{ff}'][rng.below(7) as usize]);
            s.push_str("12345678");
            let want = if n == 0 {
                0
            } else {
                s[..n as usize].parse().unwrap()
            };
            assert_eq!(
                leading_digits(s.as_bytes(), 0),
                Some((want, n as usize)),
                "{s:?}"
            );
        }
        assert_eq!(leading_digits(b"1234567", 0), None);
        assert_eq!(leading_digits(b"123456789", 0), Some((12345678, 8)));
        assert_eq!(
            leading_digits(b"\xff\xff123456\xffxx", 2),
            Some((123456, 6))
        );
    }

    #[test]
    fn integers() {
        assert_eq!(parse_u64(b"0"), Ok(0));
        assert_eq!(parse_u64(b"18446744073709551615"), Ok(u64::MAX));
        assert_eq!(parse_u64(b"18446744073709551616"), Err(NumErr::TooLarge));
        assert_eq!(parse_u64(b"000000000000000000000007"), Ok(7));
        assert_eq!(parse_u64(b"-1"), Err(NumErr::Invalid));
        assert_eq!(parse_u64(b""), Err(NumErr::Invalid));
        assert_eq!(parse_i64(b"-9223372036854775808"), Ok(i64::MIN));
        assert_eq!(parse_i64(b"9223372036854775808"), Err(NumErr::TooLarge));
        assert_eq!(parse_i64(b"+12"), Ok(12));
        assert_eq!(parse_i64(b"1.0"), Err(NumErr::Invalid));
        assert_eq!(scan_index(b"12 xxxxxx", 0, 12), Some((11, 2)));
        assert_eq!(scan_index(b"13 xxxxxx", 0, 12), None);
        assert_eq!(scan_index(b"0\nxxxxxxx", 0, 12), None);
        assert_eq!(scan_index(b"12 ", 0, 12), None);
    }

    #[test]
    fn newline_count_and_positions() {
        let mut rng = Rng(3);
        let text: Vec<u8> = (0..5000)
            .map(|_| if rng.below(7) == 0 { b'\n' } else { b'x' })
            .collect();
        for len in [0, 1, 63, 64, 65, 200, 5000] {
            let want = text[..len].iter().filter(|&&b| b == b'\n').count();
            assert_eq!(count_newlines(&text[..len]), want);
        }
        assert_eq!(line_col(b"ab\ncd", 4), (2, 2));
        assert_eq!(line_col("é x".as_bytes(), 3), (1, 3));
        assert_eq!(line_col(b"a\n", 2), (2, 1));
    }

    #[test]
    fn chunks_cover_the_body_at_line_boundaries() {
        let line = b"123 456 0.5\n";
        let text: Vec<u8> = line
            .iter()
            .copied()
            .cycle()
            .take(line.len() * 300_000)
            .collect();
        let chunks = split_chunks(&text, 0);
        assert!(chunks.len() > 1);
        assert_eq!(chunks[0].start, 0);
        assert_eq!(chunks.last().unwrap().end, text.len());
        for w in chunks.windows(2) {
            assert_eq!(w[0].end, w[1].start);
            assert_eq!(text[w[0].end - 1], b'\n');
        }
    }

    #[test]
    fn shortest_formatting_reads_back() {
        let mut rng = Rng(11);
        for _ in 0..50_000 {
            let v = f64::from_bits(rng.next());
            let mut buf = Vec::new();
            push_shortest(&mut buf, v, false);
            let back = parse_f64(&buf).unwrap();
            assert!(back.to_bits() == v.to_bits() || v.is_nan(), "{v:e}");
            let f = f32::from_bits(rng.next() as u32);
            buf.clear();
            push_shortest(&mut buf, f64::from(f), true);
            let back: f32 = std::str::from_utf8(&buf).unwrap().parse().unwrap();
            assert!(back.to_bits() == f.to_bits() || f.is_nan(), "{f:e}");
        }
        let mut buf = Vec::new();
        for v in [1.0, 0.5, 1e-7, 1e16, -0.0] {
            push_shortest(&mut buf, v, false);
            buf.push(b' ');
        }
        assert_eq!(String::from_utf8(buf).unwrap(), "1 0.5 1e-7 1e16 -0 ");
    }

    #[test]
    fn format_detection() {
        assert_eq!(
            FileFormat::detect(Path::new("a.MTX"), b""),
            FileFormat::MatrixMarket
        );
        assert_eq!(
            FileFormat::detect(Path::new("a.tns"), b"%%MatrixMarket"),
            FileFormat::Frostt
        );
        assert_eq!(
            FileFormat::detect(Path::new("a"), b"%%matrixmarket matrix"),
            FileFormat::MatrixMarket
        );
        assert_eq!(
            FileFormat::detect(Path::new("a.txt"), b"# x\n2 1\n"),
            FileFormat::Frostt
        );
    }
}

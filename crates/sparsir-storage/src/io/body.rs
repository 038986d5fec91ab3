//! The entry lines of a file body, parsed in parallel into the final buffers.
//!
//! Why: the body is nearly all of a big file. It is cut into chunks at line boundaries
//! that are parsed in parallel straight into their slices of the coordinate and value
//! buffers, then compacted; errors are reported in file order.

use std::mem::MaybeUninit;
use std::ops::Range;

use rayon::prelude::*;

use super::input::{show, ParseErr};
use super::lex::{at_eol, ends_token, line_end, next_content_line, skip_blanks, token_end};
use super::number::{fast_f64_at, leading_digits, parse_f64, parse_i64, parse_u64, std_f64, NumErr};
use crate::coo::Coo;
use crate::elem::{Elem, ElemType, ValBuf};
use crate::index::{Idx, IdxBuf, IdxWidth};

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

/// Coordinates (0-based, AoS, as narrow as [`Coo::crd_width`] allows) and values of a
/// parsed body.
pub(crate) struct Body {
    pub crds: IdxBuf,
    pub vals: ValBuf,
}

/// Parses the entry lines of `text[start..]` as `spec` says, in parallel for big inputs.
/// Checks the count against `spec.declared`; the first problem in file order wins.
pub(crate) fn parse_body(text: &[u8], start: usize, spec: &BodySpec) -> std::result::Result<Body, ParseErr> {
    // Every coordinate parsed is checked against its dimension, so it fits this width.
    let narrow = Coo::crd_width(spec.dims) == IdxWidth::W32;
    let crds: IdxBuf;
    let vals = crate::map_vals!(&spec.elem.empty_buf(), _like => if narrow {
        let (c, v) = parse_body_typed::<_, u32>(text, start, spec)?;
        crds = c.into();
        v
    } else {
        let (c, v) = parse_body_typed::<_, u64>(text, start, spec)?;
        crds = c.into();
        v
    });
    Ok(Body { crds, vals })
}

/// The chunks a body is cut into: for big inputs at least four per thread and at most
/// about 8 MiB each (so that a thread slowed by other work on the machine leaves its
/// share to the others), each ending after a newline (or at the end).
pub(super) fn split_chunks(text: &[u8], start: usize) -> Vec<Range<usize>> {
    let len = text.len().saturating_sub(start);
    let n = if len < 1 << 20 { 1 } else { (4 * rayon::current_num_threads()).max(len >> 23) };
    let step = len / n + 1;
    let mut chunks = Vec::with_capacity(n + 1);
    let mut a = start;
    while a < text.len() {
        let b = (a + step).min(text.len());
        let b = if b < text.len() { (line_end(text, b) + 1).min(text.len()) } else { b };
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
pub(super) fn count_newlines(s: &[u8]) -> usize {
    let mut blocks = s.chunks_exact(64);
    let mut n: usize =
        (&mut blocks).map(|b| usize::from(b.iter().fold(0u8, |a, &c| a + u8::from(c == b'\n')))).sum();
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

fn parse_body_typed<T: Elem, C: Idx>(
    text: &[u8],
    start: usize,
    spec: &BodySpec,
) -> std::result::Result<(Vec<C>, Vec<T>), ParseErr> {
    let rank = spec.dims.len();
    let chunks = split_chunks(text, start);
    let caps: Vec<usize> = chunks.par_iter().map(|r| chunk_capacity(&text[r.clone()], spec)).collect();
    let total: usize = caps.iter().sum();
    // Not zeroed: every slot kept is written by the parse first (zeroing first cost a
    // fifth of the read, the kernel clearing fresh pages).
    let mut crds: Vec<C> = Vec::with_capacity(total * rank);
    let mut vals: Vec<T> = Vec::with_capacity(total);
    let outs: Vec<ChunkOut> = {
        let mut crest = &mut crds.spare_capacity_mut()[..total * rank];
        let mut vrest = &mut vals.spare_capacity_mut()[..total];
        let mut jobs = Vec::with_capacity(chunks.len());
        for (range, &cap) in chunks.iter().zip(&caps) {
            let (c, cr) = std::mem::take(&mut crest).split_at_mut(cap * rank);
            let (v, vr) = std::mem::take(&mut vrest).split_at_mut(cap);
            (crest, vrest) = (cr, vr);
            jobs.push((range.clone(), c, v));
        }
        jobs.into_par_iter().map(|(range, c, v)| parse_chunk(text, range, spec, c, v)).collect()
    };
    check_counts(text, &chunks, &outs, spec)?;
    let kept = compact(crds.spare_capacity_mut(), vals.spare_capacity_mut(), &caps, &outs, rank);
    // SAFETY: every chunk wrote the slots of its first `written` entries (`parse_chunk`
    // writes slot `k` before it counts entry `k`), and `compact` moved exactly those to
    // `0..kept`, in order; both lengths are within the capacities reserved above.
    unsafe {
        crds.set_len(kept * rank);
        vals.set_len(kept);
    }
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
/// capacity (blank and comment lines, unmirrored diagonal entries); returns the number of
/// entries kept.
fn compact<T: Elem, C: Idx>(
    crds: &mut [MaybeUninit<C>],
    vals: &mut [MaybeUninit<T>],
    caps: &[usize],
    outs: &[ChunkOut],
    rank: usize,
) -> usize {
    let (mut src, mut dst) = (0usize, 0usize);
    for (&cap, out) in caps.iter().zip(outs) {
        if src != dst {
            crds.copy_within(src * rank..(src + out.written) * rank, dst * rank);
            vals.copy_within(src..src + out.written, dst);
        }
        src += cap;
        dst += out.written;
    }
    dst
}

/// Parses the lines of `text[range]` into `crds` / `vals` (sized by [`chunk_capacity`]);
/// the slots of entries `0..written` are written, the rest left as they were.
fn parse_chunk<T: Elem, C: Idx>(
    text: &[u8],
    range: Range<usize>,
    spec: &BodySpec,
    crds: &mut [MaybeUninit<C>],
    vals: &mut [MaybeUninit<T>],
) -> ChunkOut {
    let s = &text[..range.end];
    let target = Target::of(spec.elem);
    let mut crd = vec![0u64; spec.dims.len()];
    let mut out = ChunkOut { written: 0, lines: 0, err: None };
    let rank = spec.dims.len();
    let fast_real = spec.kind == ValKind::Real && target == Target::F64 && spec.mirror == Mirror::None;
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
        if fast_real {
            let k = out.written;
            if let (Some(slots), Some(val)) = (crds.get_mut(k * rank..(k + 1) * rank), vals.get_mut(k)) {
                if let Some(next) = fast_real_into(s, p, spec.dims, slots, val) {
                    out.written += 1;
                    p = next;
                    continue;
                }
            }
        }
        match entry_into(s, p, spec, target, &mut crd, (crds, vals), out.written) {
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

/// The common line, straight into its slots: in-range indices (as [`scan_index`] takes
/// them) and a fast-path real read as `f64`, nothing mirrored. Returns the offset after
/// the line, or `None` when [`entry_into`] must take it (it then writes the same slots
/// again, or reports the line). The same values as [`fast_entry`], without its plumbing
/// (the coordinates through a scratch list, the value through [`Raw`], the result
/// through a `Result` holding a `ParseErr`): 12% of the read of a file of 17-digit reals.
#[inline(always)]
fn fast_real_into<T: Elem, C: Idx>(
    s: &[u8],
    p: usize,
    dims: &[u64],
    slots: &mut [MaybeUninit<C>],
    val: &mut MaybeUninit<T>,
) -> Option<usize> {
    let mut q = p;
    for (slot, &bound) in slots.iter_mut().zip(dims) {
        let (v, end) = scan_index(s, q, bound)?;
        slot.write(C::from_u64(v));
        q = skip_blanks(s, end);
    }
    let (v, end) = fast_f64_at(s, q)?;
    let end = skip_blanks(s, end);
    if !at_eol(s, end) {
        return None;
    }
    val.write(T::from_f64(v));
    Some(end + 1)
}

/// Parses the entry line at `p` (its coordinates into `crd`, one per dimension) and
/// writes it into slot `k` of the buffers (and its mirror image into slot `k + 1`);
/// returns the offset after the line and the number of entries stored.
#[inline(always)]
fn entry_into<T: Elem, C: Idx>(
    s: &[u8],
    p: usize,
    spec: &BodySpec,
    target: Target,
    crd: &mut [u64],
    (crds, vals): (&mut [MaybeUninit<C>], &mut [MaybeUninit<T>]),
    k: usize,
) -> std::result::Result<(usize, usize), ParseErr> {
    let rank = spec.dims.len();
    let (raw, next) = match fast_entry(s, p, spec, target, crd) {
        Some(found) => found,
        None => parse_entry(s, p, spec, target, crd)?,
    };
    // A malformed line can be shorter than the capacity assumed: it was diagnosed above.
    let full = || ParseErr::new(p, "internal error: entry capacity exceeded");
    let (Some(slots), Some(val)) = (crds.get_mut(k * rank..(k + 1) * rank), vals.get_mut(k)) else {
        return Err(full());
    };
    write_all(slots, crd);
    val.write(raw.to_elem());
    if spec.mirror == Mirror::None || rank != 2 || crd[0] == crd[1] {
        return Ok((next, 1));
    }
    let (i, j) = (crd[0], crd[1]);
    let (Some(c), Some(v)) = (crds.get_mut(2 * k + 2..2 * k + 4), vals.get_mut(k + 1)) else {
        return Err(full());
    };
    write_all(c, &[j, i]);
    v.write(raw.mirrored(spec.mirror).to_elem());
    Ok((next, 2))
}

/// Writes `src` into the (possibly uninitialized) slots `dst`, of the same length.
#[inline(always)]
fn write_all<C: Idx>(dst: &mut [MaybeUninit<C>], src: &[u64]) {
    for (slot, &c) in dst.iter_mut().zip(src) {
        slot.write(C::from_u64(c));
    }
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
fn fast_entry(s: &[u8], p: usize, spec: &BodySpec, target: Target, crd: &mut [u64]) -> Option<(Raw, usize)> {
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
        return Err(ParseErr::new(p, format!("unexpected '{}' after the value", show(tok))));
    }
    Ok((raw, p + 1))
}

/// The fast path of an index at `s[p..]`: 1 to 7 digits ending the token (longer ones,
/// and the last bytes of the input, go to [`index_slow`]), in `1..=bound`. Returns it
/// 0-based with the end of the token.
#[inline]
pub(super) fn scan_index(s: &[u8], p: usize, bound: u64) -> Option<(u64, usize)> {
    let (v, n) = leading_digits(s, p).filter(|&(_, n)| (1..8).contains(&n))?;
    let i = p + n;
    let ends = ends_token(s[i]);
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
        Ok(0) => Err(ParseErr::new(at, format!("invalid {} 0: indices are 1-based", name()))),
        Ok(v) if v <= bound => Ok(v - 1),
        Ok(v) => Err(ParseErr::new(at, format!("{} {v} is out of range 1..={bound}", name()))),
        Err(NumErr::TooLarge) => Err(ParseErr::new(at, format!("{} '{}' is too large", name(), show(tok)))),
        Err(NumErr::Invalid) => {
            Err(ParseErr::new(at, format!("invalid {} '{}': expected a positive integer", name(), show(tok))))
        }
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
        let what = if kind == ValKind::Complex { "real part" } else { "value" };
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
        NumErr::TooLarge => ParseErr::new(at, format!("integer '{}' does not fit in 64 bits", show(tok))),
        NumErr::Invalid => bad_number(at, "an integer", tok),
    }
}

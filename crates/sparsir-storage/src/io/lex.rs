//! Byte-level lines and tokens of the text formats.
//!
//! Why: both formats are blank-separated tokens on lines with comment lines between
//! them; these helpers walk them on bytes, without building strings.

use super::input::{show, ParseErr};
use super::number::{parse_u64, NumErr};

/// Blanks separate tokens on a line (`\r` included, so CRLF files read fine).
#[inline]
pub(crate) fn is_blank(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r' | 0x0b | 0x0c)
}

/// Whether `b` ends a token: a blank or a newline.
#[inline]
pub(crate) fn ends_token(b: u8) -> bool {
    is_blank(b) || b == b'\n'
}

/// Whether a token ends at `s[i]`: a blank, a newline, or the end of the input.
#[inline]
pub(crate) fn token_ends_at(s: &[u8], i: usize) -> bool {
    s.get(i).is_none_or(|&b| ends_token(b))
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
    while p < s.len() && !ends_token(s[p]) {
        p += 1;
    }
    p
}

/// Offset of the `\n` ending the line at `p`, or the end of the input.
pub(crate) fn line_end(s: &[u8], p: usize) -> usize {
    s[p..].iter().position(|&b| b == b'\n').map_or(s.len(), |q| p + q)
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
        let found = if toks.len() > want { "more".to_string() } else { toks.len().to_string() };
        return Err(ParseErr::new(at, format!("expected {want} numbers ({what}), found {found}")));
    }
    toks.iter()
        .map(|&(at, tok)| match parse_u64(tok) {
            Ok(v) => Ok(v),
            Err(NumErr::TooLarge) => Err(ParseErr::new(at, format!("number '{}' is too large", show(tok)))),
            Err(NumErr::Invalid) => {
                Err(ParseErr::new(at, format!("expected a non-negative integer, found '{}'", show(tok))))
            }
        })
        .collect()
}

//! Output helpers shared by the writers: parallel formatting and number digits.
//!
//! Why: writing big tensors is formatting-bound; entries are formatted in parallel
//! blocks written in order, with hand-rolled integer and shortest-float digits.

use std::fs::File;
use std::io::Write;
use std::path::Path;

use rayon::prelude::*;

use crate::error::{Result, StorageError};

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

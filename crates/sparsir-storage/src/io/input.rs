//! Input bytes for the readers, and parse errors located in them.
//!
//! Why: both readers take a whole file as one byte slice (memory-mapped when possible)
//! and report problems at byte offsets, turned into `line:col` only on the error path.

use std::fs::File;
use std::io::Read;
use std::ops::Deref;
use std::path::Path;

use memmap2::Mmap;

use crate::error::{Result, StorageError};

/// The bytes of an input file: memory-mapped when possible, read into memory otherwise
/// (pipes, empty files, file systems that cannot map).
pub(crate) struct Input {
    /// A read-only mapping of a regular file, or `None`.
    map: Option<Mmap>,
    /// The contents, read, when there is no map.
    bytes: Vec<u8>,
}

impl Input {
    /// Opens `path`; errors name the file.
    pub(crate) fn load(path: &Path) -> Result<Input> {
        let name = path.display().to_string();
        let fail = |e: std::io::Error| StorageError::new(format!("cannot read file: {e}")).in_file(&name);
        let mut file = File::open(path).map_err(fail)?;
        let meta = file.metadata().map_err(fail)?;
        if meta.is_file() && meta.len() > 0 {
            if let Some(map) = map_file(&file) {
                return Ok(Input { map: Some(map), bytes: Vec::new() });
            }
        }
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes).map_err(fail)?;
        Ok(Input { map: None, bytes })
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
        match &self.map {
            Some(map) => map,
            None => &self.bytes,
        }
    }
}

impl Drop for Input {
    /// Unmapping a big file takes a while (its page-table entries are torn down one by
    /// one): a background thread does it, off the reader's critical path.
    fn drop(&mut self) {
        if let Some(map) = self.map.take().filter(|m| m.len() >= 1 << 26) {
            rayon::spawn(move || drop(map));
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
        ParseErr { at, msg: msg.into() }
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
    let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let col = before[line_start..].iter().filter(|&&b| b & 0xC0 != 0x80).count() + 1;
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

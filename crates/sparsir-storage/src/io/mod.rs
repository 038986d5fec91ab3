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
//! * numbers are parsed on bytes, eight digits at a time when they can (SWAR): indices
//!   by hand; floats exactly, by Clinger's fast path, then 128-bit integer arithmetic
//!   for mantissas of up to 19 digits and powers of ten down to 10^-22 (the 17-digit
//!   shortest forms that writers produce: measured, this takes a third off the reading
//!   time of such files), and only then the standard library's correctly rounded parser;
//! * line:column positions are computed only on the error path, by counting newlines
//!   up to the byte offset of the problem.
//!
//! Entry points: [`mtx`], [`tns`], and [`read_tensor_file`] / [`write_tensor_file`],
//! which choose the format from the file name.

pub mod mtx;
pub mod tns;

mod body;
mod input;
mod lex;
mod number;
mod output;

use std::path::Path;

use crate::coo::Coo;
use crate::elem::ElemType;
use crate::error::Result;
use input::Input;

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
            let opts = mtx::MtxOptions { expand_symmetry: false, elem };
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

#[cfg(test)]
mod tests;

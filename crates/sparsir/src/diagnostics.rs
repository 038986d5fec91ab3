//! Diagnostics rendering shared by the library API and the command line.
//!
//! Why: `sparsir opt`, `sparsir run` and [`crate::program::Program`] all report errors
//! and sparsifier notes as `file:line:col: …` text against the whole input file, while
//! the parser works on one chunk of it (`// -----` splitting). The chunk→file position
//! mapping lives here so the library never reaches into the command-line modules.

use sparsir_ir::split::Chunk;
use sparsir_ir::{Diag, SourceFile};

/// Moves a chunk-relative diagnostic (and its notes) to file positions.
pub fn to_file(chunk: &Chunk<'_>, mut d: Diag) -> Diag {
    d.pos = chunk.file_pos(d.pos);
    for n in &mut d.notes {
        n.pos = chunk.file_pos(n.pos);
    }
    d
}

/// The sparsifier's notes as `file:line:col: note: …` lines.
pub fn render_notes(file: &SourceFile, chunk: &Chunk<'_>, notes: &[(u32, String)]) -> String {
    let mut out = String::new();
    for (pos, text) in notes {
        let d = to_file(chunk, Diag::error(*pos, ""));
        let (line, col) = file.line_col(d.pos);
        out += &format!("{}:{line}:{col}: note: {text}\n", file.name);
    }
    out
}

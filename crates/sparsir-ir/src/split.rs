//! Splitting one source file into independent chunks at `// -----` lines.
//!
//! Why: test files hold many small programs (`mlir-opt --split-input-file`), each parsed
//! and verified on its own, while diagnostics must still name the line and column in the
//! original file. A [`Chunk`] is a slice of the file with its byte offset and first line
//! number, so a diagnostic's offset inside the chunk maps back to the file.
//!
//! A separator is a line whose text, trimmed of spaces, is exactly `// -----`. (MLIR
//! splits on the substring `// -----` wherever it appears, even in the middle of a line,
//! and its rejoining of `// ------` is erratic; on lines holding only the marker — the
//! only way test files use it — both agree.)

/// The separator line, as `mlir-opt` writes it between the outputs of chunks.
pub const SPLIT_MARKER: &str = "// -----";

/// One chunk of a split file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chunk<'a> {
    /// The chunk's text (from the start of a line; without the separator line).
    pub text: &'a str,
    /// Byte offset of `text` in the whole file.
    pub offset: u32,
    /// 1-based line number of the chunk's first line in the whole file.
    pub first_line: u32,
}

impl Chunk<'_> {
    /// The whole-file byte offset of an offset inside the chunk (`u32::MAX`, "unknown",
    /// stays unknown).
    pub fn file_pos(&self, pos: u32) -> u32 {
        if pos == u32::MAX {
            pos
        } else {
            self.offset + pos.min(self.text.len() as u32)
        }
    }
}

/// True when `line` (without its newline) is a separator line.
pub fn is_marker_line(line: &str) -> bool {
    line.trim_matches(|c| matches!(c, ' ' | '\t' | '\r')) == SPLIT_MARKER
}

/// Splits `text` at separator lines. A file without separators is one chunk; a file
/// ending with a separator has an empty last chunk (as with `mlir-opt`).
pub fn split_input(text: &str) -> Vec<Chunk<'_>> {
    let mut chunks = Vec::new();
    let (mut start, mut first_line) = (0usize, 1u32);
    let (mut line_start, mut line_no) = (0usize, 1u32);
    while line_start < text.len() {
        let end = text[line_start..].find('\n').map_or(text.len(), |i| line_start + i);
        if is_marker_line(&text[line_start..end]) {
            chunks.push(Chunk { text: &text[start..line_start], offset: start as u32, first_line });
            start = (end + 1).min(text.len());
            first_line = line_no + 1;
        }
        line_start = end + 1;
        line_no += 1;
    }
    chunks.push(Chunk { text: &text[start..], offset: start as u32, first_line });
    chunks
}

/// The whole file as a single chunk.
pub fn whole(text: &str) -> Chunk<'_> {
    Chunk { text, offset: 0, first_line: 1 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::SourceFile;

    #[test]
    fn no_marker_is_one_chunk() {
        let c = split_input("a\nb\n");
        assert_eq!(c, vec![Chunk { text: "a\nb\n", offset: 0, first_line: 1 }]);
    }

    #[test]
    fn chunks_keep_lines_and_offsets() {
        let text = "a\n// -----\nb\nc\n  // -----  \r\nd";
        let c = split_input(text);
        assert_eq!(c.len(), 3);
        assert_eq!((c[0].text, c[0].first_line), ("a\n", 1));
        assert_eq!((c[1].text, c[1].first_line), ("b\nc\n", 3));
        assert_eq!((c[2].text, c[2].first_line), ("d", 6));
        for ch in &c {
            assert_eq!(&text[ch.offset as usize..ch.offset as usize + ch.text.len()], ch.text);
        }
        // A position inside a chunk names the same line:col through the chunk's own
        // SourceFile and through the whole file.
        let whole = SourceFile::new("f", text, 1);
        let part = SourceFile::new("f", c[1].text, c[1].first_line);
        assert_eq!(part.line_col(2), (4, 1));
        assert_eq!(whole.line_col(c[1].file_pos(2)), (4, 1));
    }

    #[test]
    fn marker_edge_cases() {
        assert_eq!(split_input("// -----\n").len(), 2);
        assert_eq!(split_input("// -----").len(), 2);
        assert_eq!(split_input("x\n// -----\n")[1].text, "");
        assert_eq!(split_input("// ------\n").len(), 1);
        assert_eq!(split_input("//-----\n").len(), 1);
        assert_eq!(split_input("x // -----\n").len(), 1);
        assert_eq!(split_input("").len(), 1);
    }
}

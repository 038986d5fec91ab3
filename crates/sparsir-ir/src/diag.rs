//! Diagnostics: `file:line:col: error: message`, the source line and a caret.
//!
//! Why: users fix their programs from our messages, so every error points at the text it
//! is about, the way `mlir-opt` and rustc do. A [`Diag`] holds a byte offset; a
//! [`SourceFile`] turns offsets into line:col and renders the message.

use std::fmt::Write;

/// Severity of a diagnostic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// `error`
    Error,
    /// `warning`
    Warning,
    /// `note`
    Note,
    /// `remark`
    Remark,
}

impl Severity {
    /// The word MLIR prints.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

/// One diagnostic at a byte offset, with attached notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diag {
    /// Severity.
    pub severity: Severity,
    /// Byte offset into the source (or `u32::MAX` when unknown).
    pub pos: u32,
    /// The message.
    pub message: String,
    /// Notes attached (`note: see current operation: …`).
    pub notes: Vec<Diag>,
}

impl Diag {
    /// An error at a byte offset.
    pub fn error(pos: u32, message: impl Into<String>) -> Diag {
        Diag { severity: Severity::Error, pos, message: message.into(), notes: Vec::new() }
    }

    /// Adds a note at a byte offset.
    pub fn with_note(mut self, pos: u32, message: impl Into<String>) -> Diag {
        self.notes.push(Diag { severity: Severity::Note, pos, message: message.into(), notes: Vec::new() });
        self
    }
}

/// A source text with its name, for turning offsets into line:col.
pub struct SourceFile<'a> {
    /// File name as given by the user (`-` for stdin).
    pub name: &'a str,
    /// The whole text.
    pub text: &'a str,
    /// Line number of the text's first line (for `// -----` chunks, 1 otherwise).
    pub first_line: u32,
    line_starts: Vec<u32>,
}

impl<'a> SourceFile<'a> {
    /// Indexes the line starts of `text`.
    pub fn new(name: &'a str, text: &'a str, first_line: u32) -> SourceFile<'a> {
        let mut line_starts = vec![0u32];
        line_starts.extend(text.bytes().enumerate().filter(|(_, b)| *b == b'\n').map(|(i, _)| i as u32 + 1));
        SourceFile { name, text, first_line, line_starts }
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, pos: u32) -> (u32, u32) {
        let pos = pos.min(self.text.len() as u32);
        let line = self.line_starts.partition_point(|&s| s <= pos) - 1;
        let start = self.line_starts[line] as usize;
        let col = self.text.get(start..pos as usize).map_or(pos as usize - start, |s| s.chars().count());
        (line as u32 + self.first_line, col as u32 + 1)
    }

    /// The text of the line holding `pos`, without its newline.
    pub fn line_text(&self, pos: u32) -> &'a str {
        let pos = pos.min(self.text.len() as u32);
        let line = self.line_starts.partition_point(|&s| s <= pos) - 1;
        let start = self.line_starts[line] as usize;
        let end = self.line_starts.get(line + 1).map_or(self.text.len(), |&e| e as usize - 1);
        self.text.get(start..end).unwrap_or("").trim_end_matches('\r')
    }

    /// Renders `file:line:col: error: message`, the source line and a caret; then the notes.
    pub fn render(&self, d: &Diag) -> String {
        let mut out = String::new();
        self.render_into(&mut out, d);
        for n in &d.notes {
            self.render_into(&mut out, n);
        }
        out
    }

    fn render_into(&self, out: &mut String, d: &Diag) {
        if d.pos == u32::MAX {
            let _ = writeln!(out, "{}: {}: {}", self.name, d.severity.as_str(), d.message);
            return;
        }
        let (line, col) = self.line_col(d.pos);
        let _ = writeln!(out, "{}:{}:{}: {}: {}", self.name, line, col, d.severity.as_str(), d.message);
        let text = self.line_text(d.pos);
        let _ = writeln!(out, "{text}");
        let pad: String =
            text.chars().take(col as usize - 1).map(|c| if c == '\t' { '\t' } else { ' ' }).collect();
        let _ = writeln!(out, "{pad}^");
    }
}

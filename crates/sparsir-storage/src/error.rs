//! Errors of the storage runtime.
//!
//! Why a single error type: every entry point of this crate (encoding parsing, building,
//! conversion, file reading, assemble) can fail on user input, and the command line wants
//! one way to print "file:line:col: error: message". A location is attached when the error
//! comes from text (an encoding string or a file); a runtime check has none.

use std::fmt;

/// A position in a text input (1-based line and column).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    /// File name, or `None` for a string given directly (e.g. an encoding on the command line).
    pub file: Option<String>,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
}

/// The error of every fallible operation in this crate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StorageError {
    /// Where in a text input the problem is, when there is one.
    pub loc: Option<Location>,
    /// The message, in MLIR's wording where MLIR has one.
    pub message: String,
}

impl StorageError {
    /// An error without a location.
    pub fn new(message: impl Into<String>) -> Self {
        StorageError { loc: None, message: message.into() }
    }

    /// An error at `line:col` of an input.
    pub fn at(line: u32, col: u32, message: impl Into<String>) -> Self {
        StorageError { loc: Some(Location { file: None, line, col }), message: message.into() }
    }

    /// Names the file the location refers to.
    pub fn in_file(mut self, file: &str) -> Self {
        match &mut self.loc {
            Some(loc) => loc.file = Some(file.to_string()),
            None => self.loc = Some(Location { file: Some(file.to_string()), line: 0, col: 0 }),
        }
        self
    }

    /// Shifts a location found in a sub-string that started at `line:col` of a larger text.
    pub fn offset_by(mut self, line: u32, col: u32) -> Self {
        if let Some(loc) = &mut self.loc {
            if loc.line == 1 {
                loc.col += col - 1;
            }
            loc.line += line - 1;
        }
        self
    }
}

impl fmt::Display for StorageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.loc {
            Some(Location { file: Some(file), line: 0, .. }) => {
                write!(f, "{file}: error: {}", self.message)
            }
            Some(Location { file, line, col }) => {
                let file = file.as_deref().unwrap_or("<input>");
                write!(f, "{file}:{line}:{col}: error: {}", self.message)
            }
            None => write!(f, "error: {}", self.message),
        }
    }
}

impl std::error::Error for StorageError {}

/// Result alias of this crate.
pub type Result<T> = std::result::Result<T, StorageError>;

/// Returns early with a [`StorageError`] built from a format string.
#[macro_export]
macro_rules! bail {
    ($($arg:tt)*) => {
        return Err($crate::error::StorageError::new(format!($($arg)*)))
    };
}

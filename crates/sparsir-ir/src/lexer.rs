//! Tokens of MLIR's textual IR.
//!
//! Why: the parser asks for one token at a time ([`Lexer::next_token`]); it can also rewind
//! to any byte offset and scan at the character level, which shapes like `4x?xf64` need
//! (MLIR lexes `x` as part of an identifier there). Tokens are spans into the source, so
//! lexing allocates nothing.

/// The kind of a token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tok {
    /// `foo`, `f64`, `arith.addf`, `x4xf64`
    BareId,
    /// `%x`, `%0`
    PercentId,
    /// `^bb0`
    CaretId,
    /// `@sym`, `@"sym"`
    AtId,
    /// `#alias`, `#sparse_tensor.encoding`, `#1`
    HashId,
    /// `!alias`, `!llvm.ptr`
    BangId,
    /// `42`, `0x2A`
    Int,
    /// `1.5`, `1e3` is not a float in MLIR (`1.e3` is)
    Float,
    /// `"text"`
    Str,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `[`
    LSquare,
    /// `]`
    RSquare,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `,`
    Comma,
    /// `:`
    Colon,
    /// `::`
    ColonColon,
    /// `=`
    Equal,
    /// `->`
    Arrow,
    /// `+`
    Plus,
    /// `-`
    Minus,
    /// `*`
    Star,
    /// `?`
    Question,
    /// `|`
    Bar,
    /// `...`
    Ellipsis,
    /// `{-#`
    FileMetadataBegin,
    /// `#-}`
    FileMetadataEnd,
    /// End of input.
    Eof,
    /// A character that starts no token, or a malformed token (message in the lexer).
    Error,
}

/// A token: kind and byte span.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// Kind.
    pub kind: Tok,
    /// Byte offset of the first character.
    pub start: u32,
    /// Byte offset past the last character.
    pub end: u32,
}

/// The lexer: a cursor over the source bytes.
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    /// Message of the last [`Tok::Error`] token.
    pub error: &'static str,
}

fn is_id_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}

fn is_suffix_id_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-')
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a str) -> Lexer<'a> {
        Lexer { src: src.as_bytes(), pos: 0, error: "" }
    }

    /// Moves the cursor to a byte offset.
    pub fn reset(&mut self, pos: u32) {
        self.pos = pos as usize;
    }

    /// The cursor's byte offset.
    pub fn pos(&self) -> u32 {
        self.pos as u32
    }

    /// The byte at the cursor (0 at the end).
    pub fn peek_byte(&self) -> u8 {
        self.src.get(self.pos).copied().unwrap_or(0)
    }

    /// Skips whitespace and `//` comments.
    pub fn skip_trivia(&mut self) {
        while self.pos < self.src.len() {
            match self.src[self.pos] {
                b' ' | b'\t' | b'\n' | b'\r' => self.pos += 1,
                b'/' if self.src.get(self.pos + 1) == Some(&b'/') => {
                    while self.pos < self.src.len() && self.src[self.pos] != b'\n' {
                        self.pos += 1;
                    }
                }
                _ => break,
            }
        }
    }

    fn tok(&self, kind: Tok, start: usize) -> Token {
        Token { kind, start: start as u32, end: self.pos as u32 }
    }

    fn fail(&mut self, start: usize, msg: &'static str) -> Token {
        self.error = msg;
        if self.pos == start {
            self.pos += 1;
        }
        self.tok(Tok::Error, start)
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Token {
        self.skip_trivia();
        let start = self.pos;
        let Some(&c) = self.src.get(self.pos) else {
            return self.tok(Tok::Eof, start);
        };
        self.pos += 1;
        let single = |l: &mut Self, k| l.tok(k, start);
        match c {
            b'(' => single(self, Tok::LParen),
            b')' => single(self, Tok::RParen),
            b'{' => {
                if self.src[self.pos..].starts_with(b"-#") {
                    self.pos += 2;
                    return self.tok(Tok::FileMetadataBegin, start);
                }
                single(self, Tok::LBrace)
            }
            b'}' => single(self, Tok::RBrace),
            b'[' => single(self, Tok::LSquare),
            b']' => single(self, Tok::RSquare),
            b'<' => single(self, Tok::Less),
            b'>' => single(self, Tok::Greater),
            b',' => single(self, Tok::Comma),
            b'=' => single(self, Tok::Equal),
            b'+' => single(self, Tok::Plus),
            b'*' => single(self, Tok::Star),
            b'?' => single(self, Tok::Question),
            b'|' => single(self, Tok::Bar),
            b':' => {
                if self.peek_byte() == b':' {
                    self.pos += 1;
                    return self.tok(Tok::ColonColon, start);
                }
                single(self, Tok::Colon)
            }
            b'-' => {
                if self.peek_byte() == b'>' {
                    self.pos += 1;
                    return self.tok(Tok::Arrow, start);
                }
                single(self, Tok::Minus)
            }
            b'.' => {
                if self.src[self.pos..].starts_with(b"..") {
                    self.pos += 2;
                    return self.tok(Tok::Ellipsis, start);
                }
                self.fail(start, "unexpected character")
            }
            b'"' => self.lex_string(start),
            b'%' => self.lex_prefixed(start, Tok::PercentId),
            b'^' => self.lex_prefixed(start, Tok::CaretId),
            b'!' => self.lex_prefixed(start, Tok::BangId),
            b'#' => {
                if self.src[self.pos..].starts_with(b"-}") {
                    self.pos += 2;
                    return self.tok(Tok::FileMetadataEnd, start);
                }
                self.lex_prefixed(start, Tok::HashId)
            }
            b'@' => {
                if self.peek_byte() == b'"' {
                    self.pos += 1;
                    let t = self.lex_string(start);
                    if t.kind == Tok::Error {
                        return t;
                    }
                    return self.tok(Tok::AtId, start);
                }
                if !matches!(self.peek_byte(), b'a'..=b'z' | b'A'..=b'Z' | b'_') {
                    return self.fail(start, "@ identifier expected to start with letter or '_'");
                }
                while is_suffix_id_char(self.peek_byte()) && self.peek_byte() != b'-' {
                    self.pos += 1;
                }
                self.tok(Tok::AtId, start)
            }
            b'0'..=b'9' => self.lex_number(start),
            c if c.is_ascii_alphabetic() || c == b'_' => {
                while is_id_char(self.peek_byte()) {
                    self.pos += 1;
                }
                self.tok(Tok::BareId, start)
            }
            _ => self.fail(start, "unexpected character"),
        }
    }

    fn lex_prefixed(&mut self, start: usize, kind: Tok) -> Token {
        let c = self.peek_byte();
        if c.is_ascii_digit() {
            while self.peek_byte().is_ascii_digit() {
                self.pos += 1;
            }
        } else if c.is_ascii_alphabetic() || matches!(c, b'_' | b'$' | b'.' | b'-') {
            while is_suffix_id_char(self.peek_byte()) {
                self.pos += 1;
            }
        } else {
            return self.fail(
                start,
                match kind {
                    Tok::PercentId => "invalid SSA name",
                    Tok::CaretId => "invalid block name",
                    Tok::HashId => "invalid attribute name",
                    _ => "invalid type identifier",
                },
            );
        }
        self.tok(kind, start)
    }

    fn lex_string(&mut self, start: usize) -> Token {
        loop {
            match self.src.get(self.pos) {
                None | Some(b'\n') | Some(b'\r') => {
                    return self.fail(start, "expected '\"' in string literal");
                }
                Some(b'"') => {
                    self.pos += 1;
                    return self.tok(Tok::Str, start);
                }
                Some(b'\\') => {
                    self.pos += 1;
                    match self.src.get(self.pos) {
                        Some(b'"' | b'\\' | b'n' | b't') => self.pos += 1,
                        Some(a)
                            if a.is_ascii_hexdigit()
                                && self.src.get(self.pos + 1).is_some_and(|b| b.is_ascii_hexdigit()) =>
                        {
                            self.pos += 2
                        }
                        _ => return self.fail(start, "unknown escape in string literal"),
                    }
                }
                Some(_) => self.pos += 1,
            }
        }
    }

    fn lex_number(&mut self, start: usize) -> Token {
        if self.src[start] == b'0' && self.peek_byte() == b'x' {
            let after = self.src.get(self.pos + 1).copied().unwrap_or(0);
            if after.is_ascii_hexdigit() {
                self.pos += 1;
                while self.peek_byte().is_ascii_hexdigit() {
                    self.pos += 1;
                }
                return self.tok(Tok::Int, start);
            }
            return self.tok(Tok::Int, start);
        }
        while self.peek_byte().is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek_byte() != b'.' {
            return self.tok(Tok::Int, start);
        }
        self.pos += 1;
        while self.peek_byte().is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek_byte(), b'e' | b'E') {
            let next = self.src.get(self.pos + 1).copied().unwrap_or(0);
            let next2 = self.src.get(self.pos + 2).copied().unwrap_or(0);
            if next.is_ascii_digit() || (matches!(next, b'+' | b'-') && next2.is_ascii_digit()) {
                self.pos += 2;
                while self.peek_byte().is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        self.tok(Tok::Float, start)
    }
}

/// Decodes the contents of a string token (without quotes), resolving escapes.
/// Returns raw bytes: `\FF` escapes may produce non-UTF-8 data.
pub fn unescape(body: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let c = body[i];
        if c != b'\\' {
            out.push(c);
            i += 1;
            continue;
        }
        let e = body.get(i + 1).copied().unwrap_or(b'\\');
        match e {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'"' | b'\\' => out.push(e),
            _ => {
                let hex = |b: u8| (b as char).to_digit(16).unwrap_or(0) as u8;
                out.push(hex(e) * 16 + hex(body.get(i + 2).copied().unwrap_or(b'0')));
                i += 1;
            }
        }
        i += 2;
    }
    out
}

//! The parser: MLIR text → [`Ir`].
//!
//! Why: users bring programs written for `mlir-opt`; we read them as they are. This module
//! holds the parser state and the primitives that op-specific parsers (the custom assembly
//! forms in [`crate::dialects`]) are written with, like MLIR's `OpAsmParser`: tokens,
//! keywords, operands, types, attributes, regions, successors. Types, attributes and the
//! operation/region structure are in the submodules.
//!
//! Errors stop the parse: the first one is returned as a [`Diag`] at a byte offset.

mod attrs;
mod elements;
mod names;
mod ops;
mod snippet;
mod types;

use std::collections::HashMap;

use crate::diag::Diag;
use crate::ids::{AttrId, BlockId, StrId, TypeId, ValueId};
use crate::ir::Ir;
use crate::lexer::{Lexer, Tok, Token};
use names::NameScopes;
pub use names::{Argument, OperandRef};
pub use snippet::{parse_snippet, Snippet};

/// Result of a parse step.
pub type PResult<T> = Result<T, Diag>;

/// Deepest nesting of regions, types and attributes accepted (deeper input is refused with
/// an error instead of exhausting the stack).
pub const MAX_NESTING: u32 = 1000;

/// What an op parser collects before the operation is created.
#[derive(Default)]
pub struct OpState {
    /// Operand values, resolved.
    pub operands: Vec<ValueId>,
    /// Result types.
    pub result_types: Vec<TypeId>,
    /// Inherent attributes.
    pub props: Vec<(StrId, AttrId)>,
    /// Discardable attributes.
    pub attrs: Vec<(StrId, AttrId)>,
    /// Regions, each a list of blocks.
    pub regions: Vec<Vec<BlockId>>,
    /// Successor blocks.
    pub successors: Vec<BlockId>,
}

/// The parser over one source text.
pub struct Parser<'a> {
    src: &'a str,
    lex: Lexer<'a>,
    tok: Token,
    /// The IR being built.
    pub ir: Ir,
    attr_aliases: HashMap<String, AttrId>,
    type_aliases: HashMap<String, TypeId>,
    names: NameScopes,
    depth: u32,
    /// Dialect names tried for op names without a dot (`return` in a `func.func`).
    default_dialects: Vec<&'static str>,
    /// Byte offset of the token before the current one ended (for "expected X" errors).
    prev_end: u32,
    /// The op whose custom form is being parsed (for `custom op '…'` errors).
    custom_op: &'static str,
}

impl<'a> Parser<'a> {
    /// A parser at the start of `src`.
    pub fn new(src: &'a str) -> Parser<'a> {
        let mut lex = Lexer::new(src);
        let tok = lex.next_token();
        Parser {
            src,
            lex,
            tok,
            ir: Ir::new(),
            attr_aliases: HashMap::new(),
            type_aliases: HashMap::new(),
            names: NameScopes::default(),
            depth: 0,
            default_dialects: vec!["builtin"],
            prev_end: 0,
            custom_op: "",
        }
    }

    // ---- tokens ----------------------------------------------------------------------

    /// The current token.
    pub fn token(&self) -> Token {
        self.tok
    }

    /// The text of a token.
    pub fn text(&self, t: Token) -> &'a str {
        &self.src[t.start as usize..t.end as usize]
    }

    /// The text of the current token.
    pub fn cur_text(&self) -> &'a str {
        self.text(self.tok)
    }

    /// Byte offset of the current token.
    pub fn pos(&self) -> u32 {
        self.tok.start
    }

    /// The whole source text.
    pub fn source(&self) -> &'a str {
        self.src
    }

    /// Consumes the current token and returns it.
    pub fn bump(&mut self) -> Token {
        let t = self.tok;
        self.prev_end = t.end;
        self.tok = self.lex.next_token();
        t
    }

    /// Re-lexes from a byte offset (after character-level scanning).
    pub(crate) fn relex_at(&mut self, pos: u32) {
        self.prev_end = pos;
        self.lex.reset(pos);
        self.tok = self.lex.next_token();
    }

    /// True when the current token has kind `k`.
    pub fn at(&self, k: Tok) -> bool {
        self.tok.kind == k
    }

    /// Consumes a token of kind `k` if it is next.
    pub fn eat(&mut self, k: Tok) -> bool {
        if self.tok.kind == k {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes a token of kind `k` or fails with `expected '<what>'`.
    pub fn expect(&mut self, k: Tok, what: &str) -> PResult<Token> {
        if self.tok.kind == k {
            return Ok(self.bump());
        }
        Err(self.err_expected(what))
    }

    /// An `expected …` error at the current token (MLIR puts it there, or at the end of
    /// the previous token when the current one is on a later line).
    pub fn err_expected(&self, what: &str) -> Diag {
        if self.tok.kind == Tok::Error {
            return self.lex_error();
        }
        let msg = if what.starts_with(|c: char| c.is_ascii_punctuation()) || what.len() <= 3 {
            format!("expected '{what}'")
        } else {
            format!("expected {what}")
        };
        Diag::error(self.diag_pos(), msg)
    }

    /// Where MLIR reports a wrong token: right after the previous token (backing over
    /// blanks, newlines and comments), or at the token itself at the start of the input.
    fn diag_pos(&self) -> u32 {
        if self.prev_end > 0 && self.prev_end <= self.tok.start {
            self.prev_end
        } else {
            self.tok.start
        }
    }

    fn lex_error(&self) -> Diag {
        Diag::error(self.tok.start, self.lex.error)
    }

    /// An error at the current token.
    pub fn error(&self, msg: impl Into<String>) -> Diag {
        if self.tok.kind == Tok::Error {
            return self.lex_error();
        }
        Diag::error(self.tok.start, msg)
    }

    /// An error of the custom op being parsed, at `pos`: MLIR's `custom op 'name' msg`.
    pub fn op_error_at(&self, pos: u32, msg: impl std::fmt::Display) -> Diag {
        Diag::error(pos, format!("custom op '{}' {msg}", self.custom_op))
    }

    /// The name of the op whose custom form is being parsed.
    pub fn custom_op_name(&self) -> &'static str {
        self.custom_op
    }

    /// True when the current token is the bare keyword `kw`.
    pub fn at_keyword(&self, kw: &str) -> bool {
        self.tok.kind == Tok::BareId && self.cur_text() == kw
    }

    /// Consumes the keyword `kw` if it is next.
    pub fn eat_keyword(&mut self, kw: &str) -> bool {
        if self.at_keyword(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes the keyword `kw` or fails with `expected '<kw>'`.
    pub fn expect_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.eat_keyword(kw) {
            Ok(())
        } else {
            Err(Diag::error(self.diag_pos(), format!("expected '{kw}'")))
        }
    }

    /// Consumes any bare identifier and returns its text.
    pub fn parse_keyword(&mut self, what: &str) -> PResult<&'a str> {
        if self.at(Tok::BareId) {
            let t = self.bump();
            return Ok(self.text(t));
        }
        Err(self.err_expected(what))
    }

    /// Consumes one of the given keywords and returns its index.
    pub fn parse_keyword_of(&mut self, options: &[&str], what: &str) -> PResult<usize> {
        if self.at(Tok::BareId) {
            if let Some(i) = options.iter().position(|o| *o == self.cur_text()) {
                self.bump();
                return Ok(i);
            }
        }
        Err(self.err_expected(what))
    }

    /// Parses a (possibly negative) integer literal.
    pub fn parse_int(&mut self) -> PResult<i128> {
        let neg = self.eat(Tok::Minus);
        if !self.at(Tok::Int) {
            return Err(self.err_expected("integer value"));
        }
        let t = self.bump();
        let v = parse_int_text(self.text(t))
            .ok_or_else(|| Diag::error(t.start, "integer constant out of range"))?;
        Ok(if neg { -v } else { v })
    }

    /// Parses a non-negative integer that fits `u32`.
    pub fn parse_u32(&mut self) -> PResult<u32> {
        let pos = self.pos();
        let v = self.parse_int()?;
        u32::try_from(v).map_err(|_| Diag::error(pos, "integer out of range"))
    }

    /// Parses a string literal and returns its decoded contents.
    pub fn parse_string(&mut self) -> PResult<String> {
        if !self.at(Tok::Str) {
            return Err(self.err_expected("string"));
        }
        let t = self.bump();
        let body = &self.src.as_bytes()[t.start as usize + 1..t.end as usize - 1];
        String::from_utf8(crate::lexer::unescape(body))
            .map_err(|_| Diag::error(t.start, "unsupported: string literal with non-UTF-8 bytes"))
    }

    /// Parses `@name` or `@"name"` and returns the name.
    pub fn parse_symbol_name(&mut self) -> PResult<String> {
        if !self.at(Tok::AtId) {
            return Err(self.err_expected("valid '@'-identifier for symbol name"));
        }
        let t = self.bump();
        Ok(self.symbol_text(t))
    }

    fn symbol_text(&self, t: Token) -> String {
        let text = &self.text(t)[1..];
        if text.starts_with('"') {
            let body = &text.as_bytes()[1..text.len() - 1];
            String::from_utf8_lossy(&crate::lexer::unescape(body)).into_owned()
        } else {
            text.to_string()
        }
    }

    /// Parses `open item (, item)* close` (`open` = [`Tok::Eof`]: the opening token was
    /// already consumed).
    pub fn parse_comma_list<T>(
        &mut self,
        open: Tok,
        close: Tok,
        close_text: &str,
        item: impl FnMut(&mut Self) -> PResult<T>,
    ) -> PResult<Vec<T>> {
        if open != Tok::Eof {
            self.expect(open, open_text(open))?;
        }
        self.items_until(close, |p| p.err_expected(close_text), item)
    }

    /// Like [`Parser::parse_comma_list`] with MLIR's message when neither `,` nor the
    /// closing token follows an item (`expected ',' or ']'`).
    pub(crate) fn parse_delimited<T>(
        &mut self,
        open: Tok,
        close: Tok,
        missing: &str,
        item: impl FnMut(&mut Self) -> PResult<T>,
    ) -> PResult<Vec<T>> {
        self.expect(open, open_text(open))?;
        self.items_until(close, |p| p.expected_here(missing), item)
    }

    /// `item (, item)* close` or just `close`; `missing` makes the error when neither `,`
    /// nor `close` follows an item.
    fn items_until<T>(
        &mut self,
        close: Tok,
        missing: impl Fn(&Self) -> Diag,
        mut item: impl FnMut(&mut Self) -> PResult<T>,
    ) -> PResult<Vec<T>> {
        let mut out = Vec::new();
        if self.eat(close) {
            return Ok(out);
        }
        loop {
            out.push(item(self)?);
            if self.eat(Tok::Comma) {
                continue;
            }
            if self.eat(close) {
                return Ok(out);
            }
            return Err(missing(self));
        }
    }

    /// Parses `item (, item)*` with no brackets.
    pub fn parse_comma_separated<T>(
        &mut self,
        mut item: impl FnMut(&mut Self) -> PResult<T>,
    ) -> PResult<Vec<T>> {
        let mut out = vec![item(self)?];
        while self.eat(Tok::Comma) {
            out.push(item(self)?);
        }
        Ok(out)
    }

    /// Enters one nesting level; fails beyond [`MAX_NESTING`].
    pub(crate) fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(self.error(format!("nesting deeper than {MAX_NESTING} levels is not supported")));
        }
        Ok(())
    }

    /// Leaves a nesting level.
    pub(crate) fn leave(&mut self) {
        self.depth -= 1;
    }

    /// Scans a balanced `<…>` (the current token must be `<`) and returns the text inside
    /// and its byte offset; the parser continues after the closing `>`.
    pub fn balanced_angle_body(&mut self) -> PResult<(&'a str, u32)> {
        let open = self.tok.start as usize;
        let bytes = self.src.as_bytes();
        let mut stack: Vec<u8> = Vec::new();
        let mut i = open;
        while i < bytes.len() {
            let c = bytes[i];
            match c {
                b'<' | b'(' | b'[' | b'{' => stack.push(c),
                b'>' | b')' | b']' | b'}' => {
                    let want = match c {
                        b'>' => b'<',
                        b')' => b'(',
                        b']' => b'[',
                        _ => b'{',
                    };
                    if c == b'>' && i > 0 && bytes[i - 1] == b'-' {
                        i += 1;
                        continue;
                    }
                    if stack.pop() != Some(want) {
                        return Err(Diag::error(
                            i as u32,
                            "unbalanced brackets in dialect attribute or type",
                        ));
                    }
                    if stack.is_empty() {
                        let body = &self.src[open + 1..i];
                        self.relex_at(i as u32 + 1);
                        return Ok((body, open as u32 + 1));
                    }
                }
                b'"' => {
                    i += 1;
                    while i < bytes.len() && bytes[i] != b'"' {
                        i += if bytes[i] == b'\\' { 2 } else { 1 };
                    }
                }
                _ => {}
            }
            i += 1;
        }
        let innermost = *stack.last().unwrap_or(&b'<') as char;
        Err(Diag::error(open as u32, format!("unbalanced '{innermost}' character in pretty dialect name")))
    }
}

fn open_text(t: Tok) -> &'static str {
    match t {
        Tok::LParen => "(",
        Tok::LSquare => "[",
        Tok::LBrace => "{",
        Tok::Less => "<",
        _ => "token",
    }
}

/// Parses a decimal or `0x` hexadecimal integer literal's text.
pub fn parse_int_text(text: &str) -> Option<i128> {
    if let Some(hex) = text.strip_prefix("0x") {
        return u128::from_str_radix(hex, 16).ok().and_then(|v| i128::try_from(v).ok());
    }
    text.parse::<i128>().ok()
}

impl Parser<'_> {
    /// Parses an optional attribute dictionary `{…}` (empty when absent).
    pub fn parse_optional_attr_dict(&mut self) -> PResult<Vec<(StrId, AttrId)>> {
        if self.at(Tok::LBrace) {
            return self.parse_dictionary();
        }
        Ok(Vec::new())
    }

    /// Parses an optional `attributes {…}`.
    pub fn parse_optional_attr_dict_with_keyword(&mut self) -> PResult<Vec<(StrId, AttrId)>> {
        if self.eat_keyword("attributes") {
            return self.parse_dictionary();
        }
        Ok(Vec::new())
    }

    /// Parses a dictionary as an attribute value.
    pub fn parse_dict_attr(&mut self) -> PResult<AttrId> {
        let entries = self.parse_dictionary()?;
        let entries = entries.into_iter().map(|(k, v)| (self.ir.str(k).to_string(), v)).collect();
        Ok(self.ir.attr(crate::attrs::Attr::Dictionary(entries)))
    }

    /// Parses `%x : type` without a location.
    pub fn parse_typed_arg_no_loc(&mut self) -> PResult<Argument> {
        let (name, pos) = self.parse_arg_name()?;
        self.expect(Tok::Colon, ":")?;
        let ty = self.parse_type()?;
        Ok(Argument { name, pos, ty })
    }

    /// Number of inputs of a function type.
    pub fn ir_function_inputs(&self, fty: TypeId) -> usize {
        match self.ir.type_of(fty) {
            crate::types::Type::Function { inputs, .. } => inputs.len(),
            _ => 0,
        }
    }

    /// A type as MLIR text (for messages), quoted like MLIR quotes types in messages.
    pub fn type_text(&self, ty: TypeId) -> String {
        format!("'{}'", crate::printer::type_to_string(&self.ir, ty))
    }

    /// Adds an inherent attribute to the op being parsed.
    pub fn add_prop(&mut self, st: &mut OpState, name: &str, value: AttrId) {
        let n = self.ir.intern(name);
        st.props.push((n, value));
    }
}

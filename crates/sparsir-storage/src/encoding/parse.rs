//! The text form of encodings.
//!
//! Why: users write encodings as MLIR text, on the command line (`--to '<…>'`) and in
//! programs. This parser accepts the three map spellings of the seeds — `(i, j) -> (…)`,
//! the explicit `{ib, jb, ii, jj}(i = ib * 2 + ii, …) -> (ib = i floordiv 2 : dense, …)`
//! and the ELL form `[c](i, j) -> (c * 3 * i : dense, …)` — plus the 2022 spelling
//! (`dimLevelType`, `dimOrdering`, `pointerBitWidth`, `indexBitWidth`) and the seeds'
//! `high`, `block2_4` and `crdWidth = 2`. Errors carry the line:col of the offending token
//! within the text, with MLIR's wording.

use super::affine::{infer_lvl_to_dim, AffineExpr, AffineOp};
use super::{DimSlice, Encoding, LevelFormat, LevelType, TypedScalar};
use crate::elem::{ElemType, Scalar};
use crate::error::{Result, StorageError};

/// Parses and verifies (on its own) an encoding: `#sparse_tensor.encoding<{…}>`, or just
/// the `<{…}>` / `{…}` part.
pub fn parse_encoding(text: &str) -> Result<Encoding> {
    let mut p = Parser::new(text);
    let enc = p.encoding()?;
    super::verify::verify(&enc).map_err(|e| p.whole_error(e.message))?;
    Ok(enc)
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    Int(i128),
    Float(f64),
    Str(String),
    Punct(&'static str),
    Eof,
}

struct Token {
    tok: Tok,
    line: u32,
    col: u32,
    /// Line and column just past the token's last character.
    end: (u32, u32),
}

struct Parser {
    toks: Vec<Token>,
    pos: usize,
    start_tok: usize,
    /// The `#sparse_tensor.encoding` token, when the text has one: MLIR reports errors
    /// about the encoding as a whole at its mnemonic (`encoding`).
    name_tok: Option<usize>,
    lex_error: Option<StorageError>,
}

const PUNCT: [&str; 16] = ["->", "(", ")", "[", "]", "{", "}", "<", ">", ",", ":", "=", "+", "-", "*", "?"];

fn lex(text: &str) -> std::result::Result<Vec<Token>, StorageError> {
    let bytes = text.as_bytes();
    let (mut i, mut line, mut col) = (0usize, 1u32, 1u32);
    let mut toks = Vec::new();
    while i < bytes.len() {
        let c = bytes[i];
        let (tl, tc) = (line, col);
        let start = i;
        if c == b'\n' {
            i += 1;
            line += 1;
            col = 1;
            continue;
        }
        if c.is_ascii_whitespace() {
            i += 1;
            col += 1;
            continue;
        }
        if c == b'/' && bytes.get(i + 1) == Some(&b'/') {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        let tok = if c.is_ascii_alphabetic() || c == b'_' || c == b'#' {
            i += 1;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || b"_.$".contains(&bytes[i])) {
                i += 1;
            }
            Tok::Ident(text[start..i].to_string())
        } else if c.is_ascii_digit() {
            lex_number(text, &mut i).map_err(|m| StorageError::at(tl, tc, m))?
        } else if c == b'"' {
            i += 1;
            while i < bytes.len() && bytes[i] != b'"' && bytes[i] != b'\n' {
                i += 1;
            }
            if bytes.get(i) != Some(&b'"') {
                return Err(StorageError::at(tl, tc, "expected '\"' in string literal"));
            }
            i += 1;
            Tok::Str(text[start + 1..i - 1].to_string())
        } else if let Some(p) = PUNCT.iter().find(|p| text[i..].starts_with(**p)) {
            i += p.len();
            Tok::Punct(p)
        } else {
            let ch = text[i..].chars().next().unwrap_or('?');
            return Err(StorageError::at(tl, tc, format!("unexpected character '{ch}'")));
        };
        col += text[start..i].chars().count() as u32;
        toks.push(Token { tok, line: tl, col: tc, end: (line, col) });
    }
    toks.push(Token { tok: Tok::Eof, line, col, end: (line, col) });
    Ok(toks)
}

fn lex_number(text: &str, i: &mut usize) -> std::result::Result<Tok, String> {
    let bytes = text.as_bytes();
    let start = *i;
    if text[start..].starts_with("0x") {
        *i += 2;
        while *i < bytes.len() && bytes[*i].is_ascii_hexdigit() {
            *i += 1;
        }
        let v = u128::from_str_radix(&text[start + 2..*i], 16).map_err(|_| "invalid hex integer")?;
        return Ok(Tok::Int(v as i128));
    }
    while *i < bytes.len() && bytes[*i].is_ascii_digit() {
        *i += 1;
    }
    let mut is_float = false;
    if *i < bytes.len() && bytes[*i] == b'.' {
        is_float = true;
        *i += 1;
        while *i < bytes.len() && bytes[*i].is_ascii_digit() {
            *i += 1;
        }
    }
    if *i < bytes.len() && (bytes[*i] == b'e' || bytes[*i] == b'E') {
        let mut j = *i + 1;
        if j < bytes.len() && (bytes[j] == b'+' || bytes[j] == b'-') {
            j += 1;
        }
        if j < bytes.len() && bytes[j].is_ascii_digit() {
            is_float = true;
            *i = j;
            while *i < bytes.len() && bytes[*i].is_ascii_digit() {
                *i += 1;
            }
        }
    }
    let s = &text[start..*i];
    if is_float {
        s.parse().map(Tok::Float).map_err(|_| format!("invalid floating point literal '{s}'"))
    } else {
        s.parse().map(Tok::Int).map_err(|_| format!("integer literal '{s}' is too large"))
    }
}

/// Names in scope while parsing a map.
#[derive(Default)]
struct Scope {
    dims: Vec<String>,
    syms: Vec<String>,
    lvls: Vec<String>,
}

impl Parser {
    fn new(text: &str) -> Parser {
        match lex(text) {
            Ok(toks) => Parser { toks, pos: 0, start_tok: 0, name_tok: None, lex_error: None },
            Err(e) => Parser {
                toks: vec![Token { tok: Tok::Eof, line: 1, col: 1, end: (1, 1) }],
                pos: 0,
                start_tok: 0,
                name_tok: None,
                lex_error: Some(e),
            },
        }
    }

    fn peek(&self) -> &Tok {
        &self.toks[self.pos].tok
    }

    fn next(&mut self) -> &Tok {
        let t = &self.toks[self.pos].tok;
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
        t
    }

    fn error_at(&self, tok: usize, msg: impl Into<String>) -> StorageError {
        let t = &self.toks[tok.min(self.toks.len() - 1)];
        StorageError::at(t.line, t.col, msg)
    }

    fn error(&self, msg: impl Into<String>) -> StorageError {
        self.error_at(self.pos, msg)
    }

    /// An error where MLIR reports a wrong token: just after the previous token.
    fn error_after_prev(&self, msg: impl Into<String>) -> StorageError {
        match self.pos.checked_sub(1).map(|p| &self.toks[p]) {
            Some(t) => StorageError::at(t.end.0, t.end.1, msg),
            None => self.error(msg),
        }
    }

    /// An error about the encoding as a whole: at the `encoding` mnemonic, as MLIR does,
    /// or at the first token when the text has no `#sparse_tensor.encoding`.
    fn whole_error(&self, msg: impl Into<String>) -> StorageError {
        match self.name_tok {
            Some(t) => {
                let t = &self.toks[t];
                StorageError::at(t.line, t.col + "#sparse_tensor.".len() as u32, msg)
            }
            None => self.error_at(self.start_tok, msg),
        }
    }

    fn is_punct(&self, p: &str) -> bool {
        matches!(self.peek(), Tok::Punct(q) if *q == p)
    }

    fn eat(&mut self, p: &str) -> bool {
        if self.is_punct(p) {
            self.next();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, p: &str) -> Result<()> {
        self.expect_or(p, &format!("expected '{p}'"))
    }

    /// Expects the punctuation `p`; otherwise `msg` just after the previous token.
    fn expect_or(&mut self, p: &str, msg: &str) -> Result<()> {
        if self.eat(p) {
            Ok(())
        } else {
            Err(self.error_after_prev(msg))
        }
    }

    /// A comma-separated list `open item, item close` (possibly empty, no trailing comma:
    /// MLIR's `parseCommaSeparatedList`); `close_msg` when the list does not end right.
    fn list(
        &mut self,
        open: &str,
        close: &str,
        close_msg: &str,
        mut item: impl FnMut(&mut Self) -> Result<()>,
    ) -> Result<()> {
        self.expect(open)?;
        if self.eat(close) {
            return Ok(());
        }
        loop {
            item(self)?;
            if !self.eat(",") {
                break;
            }
        }
        self.expect_or(close, close_msg)
    }

    fn ident(&mut self, what: &str) -> Result<String> {
        match self.peek().clone() {
            Tok::Ident(s) => {
                self.next();
                Ok(s)
            }
            _ => Err(self.error(format!("expected {what}"))),
        }
    }

    fn int(&mut self, what: &str) -> Result<i128> {
        let neg = self.eat("-");
        match *self.peek() {
            Tok::Int(v) => {
                self.next();
                Ok(if neg { -v } else { v })
            }
            _ => Err(self.error(format!("expected {what}"))),
        }
    }

    fn encoding(&mut self) -> Result<Encoding> {
        if let Some(e) = self.lex_error.take() {
            return Err(e);
        }
        if let Tok::Ident(s) = self.peek() {
            if s != "#sparse_tensor.encoding" {
                return Err(self.error(format!("expected '#sparse_tensor.encoding', found '{s}'")));
            }
            self.name_tok = Some(self.pos);
            self.next();
        }
        self.start_tok = self.pos;
        let angled = self.eat("<");
        self.expect("{")?;
        let mut fields = Fields::default();
        // As MLIR: entries while a key follows, each but the last followed by a comma (a
        // trailing comma is allowed, a lone one is not).
        while matches!(self.peek(), Tok::Ident(s) if !s.starts_with('#')) {
            self.field(&mut fields)?;
            if !self.eat(",") {
                break;
            }
        }
        self.expect("}")?;
        if angled {
            self.expect(">")?;
        }
        if *self.peek() != Tok::Eof {
            return Err(self.error("unexpected text after the encoding"));
        }
        fields.finish().map_err(|m| self.whole_error(m))
    }
}

/// The entries of the attribute dictionary, before they become an [`Encoding`].
#[derive(Default)]
struct Fields {
    map: Option<ParsedMap>,
    pos_width: Option<u8>,
    crd_width: Option<u8>,
    explicit_val: Option<TypedScalar>,
    implicit_val: Option<TypedScalar>,
    legacy_lvl_types: Option<Vec<LevelType>>,
    legacy_ordering: Option<Vec<u32>>,
}

struct ParsedMap {
    dim_rank: usize,
    num_symbols: usize,
    lvl_exprs: Vec<AffineExpr>,
    lvl_types: Vec<LevelType>,
    lvl_to_dim: Option<Vec<AffineExpr>>,
    dim_slices: Vec<Option<DimSlice>>,
}

impl Fields {
    fn finish(self) -> std::result::Result<Encoding, String> {
        let map = match (self.map, self.legacy_lvl_types) {
            (Some(_), Some(_)) => return Err("cannot mix 'map' and 'dimLevelType'".into()),
            (Some(map), None) => map,
            (None, Some(types)) => legacy_map(types, self.legacy_ordering)?,
            (None, None) => return Err("expected a non-empty array for lvlTypes".into()),
        };
        if map.lvl_types.is_empty() {
            return Err("expected a non-empty array for lvlTypes".into());
        }
        let lvl_to_dim = match map.lvl_to_dim {
            Some(given) => Some(given),
            None if map.num_symbols > 0 => None,
            None => Some(
                infer_lvl_to_dim(&map.lvl_exprs, map.dim_rank)
                    .ok_or("failed to infer lvlToDim from dimToLvl")?,
            ),
        };
        Ok(Encoding {
            dim_rank: map.dim_rank,
            num_symbols: map.num_symbols,
            lvl_exprs: map.lvl_exprs,
            lvl_types: map.lvl_types,
            lvl_to_dim,
            pos_width: self.pos_width.unwrap_or(0),
            crd_width: self.crd_width.unwrap_or(0),
            explicit_val: self.explicit_val,
            implicit_val: self.implicit_val,
            dim_slices: if map.dim_slices.iter().any(Option::is_some) { map.dim_slices } else { Vec::new() },
        })
    }
}

fn legacy_map(
    lvl_types: Vec<LevelType>,
    ordering: Option<Vec<u32>>,
) -> std::result::Result<ParsedMap, String> {
    let n = lvl_types.len();
    let order = ordering.unwrap_or_else(|| (0..n as u32).collect());
    if order.len() != n {
        return Err(format!(
            "level-rank mismatch between dimOrdering and dimLevelType: {} != {n}",
            order.len()
        ));
    }
    Ok(ParsedMap {
        dim_rank: n,
        num_symbols: 0,
        lvl_exprs: order.into_iter().map(AffineExpr::Var).collect(),
        lvl_types,
        lvl_to_dim: None,
        dim_slices: vec![None; n],
    })
}

impl Parser {
    fn field(&mut self, f: &mut Fields) -> Result<()> {
        let key = self.ident("a key")?;
        self.expect("=")?;
        match key.as_str() {
            "map" => {
                let mut map = self.map()?;
                // MLIR keeps the level types of an earlier `map` and appends the new ones.
                if let Some(old) = f.map.take() {
                    let mut types = old.lvl_types;
                    types.append(&mut map.lvl_types);
                    map.lvl_types = types;
                }
                f.map = Some(map);
            }
            "posWidth" | "pointerBitWidth" => f.pos_width = Some(self.width(true)?),
            "crdWidth" | "indexBitWidth" => f.crd_width = Some(self.width(false)?),
            "explicitVal" => f.explicit_val = Some(self.typed_scalar()?),
            "implicitVal" => f.implicit_val = Some(self.typed_scalar()?),
            "dimLevelType" | "lvlTypes" => f.legacy_lvl_types = Some(self.legacy_level_types()?),
            "dimOrdering" => f.legacy_ordering = Some(self.legacy_ordering()?),
            _ => return Err(self.whole_error(format!("unexpected key: {key}"))),
        }
        Ok(())
    }

    fn width(&mut self, pos: bool) -> Result<u8> {
        let v = self.int("an integer bit width")?;
        let ok = matches!(v, 0 | 8 | 16 | 32 | 64) || (!pos && v == 2);
        if !ok {
            let what = if pos { "position" } else { "coordinate" };
            // MLIR reads the width as an unsigned 32-bit number.
            let shown = if (0..=u32::MAX as i128).contains(&v) { v } else { (v as u32) as i128 };
            return Err(self.whole_error(format!("unexpected {what} bitwidth: {shown}")));
        }
        Ok(v as u8)
    }

    fn typed_scalar(&mut self) -> Result<TypedScalar> {
        let neg = self.eat("-");
        let sign = if neg { -1.0 } else { 1.0 };
        let value = match self.peek().clone() {
            Tok::Int(v) => Scalar::Int(if neg { -v } else { v }),
            Tok::Float(v) => Scalar::Float(sign * v),
            Tok::Ident(s) if s == "true" || s == "false" => Scalar::Int((s == "true") as i128),
            _ => return Err(self.error("expected a typed value such as '1.0 : f64'")),
        };
        self.next();
        if matches!(value, Scalar::Int(_)) && !self.is_punct(":") {
            return Ok(TypedScalar { value, ty: ElemType::I64 });
        }
        self.expect(":")?;
        let tok = self.pos;
        let mut ty_text = self.ident("a type")?;
        if ty_text == "complex" {
            self.expect("<")?;
            ty_text = format!("complex<{}>", self.ident("a type")?);
            self.expect(">")?;
        }
        let ty = ElemType::parse(&ty_text)
            .ok_or_else(|| self.error_at(tok, format!("unknown type '{ty_text}'")))?;
        let value = match (value, ty.is_float()) {
            (Scalar::Int(v), true) => Scalar::Float(v as f64),
            (v, _) => v,
        };
        Ok(TypedScalar { value, ty })
    }

    fn legacy_level_types(&mut self) -> Result<Vec<LevelType>> {
        self.expect("[")?;
        let mut out = Vec::new();
        while !self.is_punct("]") {
            let tok = self.pos;
            let name = match self.next().clone() {
                Tok::Str(s) => s,
                _ => return Err(self.error_at(tok, "expected a level type string")),
            };
            out.push(
                legacy_level_type(&name)
                    .ok_or_else(|| self.error_at(tok, format!("unknown level format: {name}")))?,
            );
            if !self.eat(",") {
                break;
            }
        }
        self.expect("]")?;
        Ok(out)
    }

    fn legacy_ordering(&mut self) -> Result<Vec<u32>> {
        let tok = self.pos;
        if self.ident("'affine_map'")? != "affine_map" {
            return Err(self.error_at(tok, "expected 'affine_map'"));
        }
        self.expect("<")?;
        let mut scope = Scope { dims: self.name_list("(", ")", "expected ')'")?, ..Scope::default() };
        self.expect("->")?;
        self.expect("(")?;
        let mut out = Vec::new();
        while !self.is_punct(")") {
            let tok = self.pos;
            match self.affine(&mut scope, false)? {
                AffineExpr::Var(d) => out.push(d),
                _ => return Err(self.error_at(tok, "unsupported: dimOrdering must be a permutation")),
            }
            if !self.eat(",") {
                break;
            }
        }
        self.expect(")")?;
        self.expect(">")?;
        Ok(out)
    }

    fn name_list(&mut self, open: &str, close: &str, close_msg: &str) -> Result<Vec<String>> {
        let mut names = Vec::new();
        self.list(open, close, close_msg, |p| {
            names.push(p.ident("bare identifier")?);
            Ok(())
        })?;
        Ok(names)
    }
}

fn legacy_level_type(name: &str) -> Option<LevelType> {
    let (base, suffix) = name.split_once('-').unwrap_or((name, ""));
    let format = match base {
        "dense" => LevelFormat::Dense,
        "compressed" => LevelFormat::Compressed,
        "singleton" => LevelFormat::Singleton,
        "loose_compressed" => LevelFormat::LooseCompressed,
        _ => return None,
    };
    let mut lt = LevelType::new(format);
    for prop in suffix.split('-').filter(|s| !s.is_empty()) {
        match prop {
            "nu" => lt.nonunique = true,
            "no" => lt.nonordered = true,
            _ => return None,
        }
    }
    Some(lt)
}

impl Parser {
    fn map(&mut self) -> Result<ParsedMap> {
        let mut scope = Scope::default();
        if self.is_punct("[") {
            scope.syms = self.name_list("[", "]", "expected ']' in symbol binding list")?;
        }
        if self.is_punct("{") {
            scope.lvls = self.name_list("{", "}", "expected '}' in level declaration list")?;
        }
        // An empty `{}` declares nothing: the level specifiers are then unnamed (MLIR).
        let explicit_lvls = !scope.lvls.is_empty();
        let (dim_exprs, dim_slices) = self.dim_specs(&mut scope, explicit_lvls)?;
        self.expect("->")?;
        let (mut lvl_exprs, mut lvl_types) = (Vec::new(), Vec::new());
        self.list("(", ")", "expected ')' in level-specifier list", |p| {
            let (e, t) = p.lvl_spec(&mut scope, explicit_lvls, lvl_exprs.len())?;
            lvl_exprs.push(e);
            lvl_types.push(t);
            Ok(())
        })?;
        if explicit_lvls && scope.lvls.len() != lvl_exprs.len() {
            return Err(self.error(format!(
                "Level-rank mismatch between forward-declarations and specifiers. Declared {} level-variables; but got {} level-specifiers.",
                scope.lvls.len(),
                lvl_exprs.len()
            )));
        }
        Ok(ParsedMap {
            dim_rank: scope.dims.len(),
            num_symbols: scope.syms.len(),
            lvl_exprs,
            lvl_types,
            lvl_to_dim: dim_exprs,
            dim_slices,
        })
    }

    /// `(i, j : #sparse_tensor<slice(…)>)` or `(i = ib * 2 + ii, …)`.
    #[allow(clippy::type_complexity)]
    fn dim_specs(
        &mut self,
        scope: &mut Scope,
        explicit: bool,
    ) -> Result<(Option<Vec<AffineExpr>>, Vec<Option<DimSlice>>)> {
        let (mut exprs, mut slices) = (Vec::new(), Vec::new());
        self.list("(", ")", "expected ')' in dimension-specifier list", |p| {
            let name = p.ident("bare identifier")?;
            scope.dims.push(name);
            if p.eat("=") {
                exprs.push(p.affine(scope, true)?);
            }
            slices.push(if p.eat(":") { Some(p.slice()?) } else { None });
            Ok(())
        })?;
        let given = explicit && !exprs.is_empty();
        if given && exprs.len() != scope.dims.len() {
            return Err(self.error("expected an expression for every dimension"));
        }
        Ok((given.then_some(exprs), slices))
    }

    fn slice(&mut self) -> Result<DimSlice> {
        let tok = self.pos;
        if self.ident("'#sparse_tensor'")? != "#sparse_tensor" {
            return Err(self.error_at(tok, "expected '#sparse_tensor<slice(...)>'"));
        }
        self.expect("<")?;
        if self.ident("'slice'")? != "slice" {
            return Err(self.error_at(tok, "expected 'slice'"));
        }
        self.expect("(")?;
        let mut parts = [None; 3];
        for (k, part) in parts.iter_mut().enumerate() {
            if k > 0 {
                self.expect(",")?;
            }
            if !self.eat("?") {
                let v = self.int("an integer or '?'")?;
                if v < 0 || v > u64::MAX as i128 {
                    return Err(self.error("expect positive value or ? for slice offset/size/stride"));
                }
                if v == 0 && k > 0 {
                    let what = if k == 1 { "size" } else { "stride" };
                    return Err(self.error(format!("expect positive value or ? for slice {what}")));
                }
                *part = Some(v as u64);
            }
        }
        self.expect(")")?;
        self.expect(">")?;
        Ok(DimSlice { offset: parts[0], size: parts[1], stride: parts[2] })
    }

    fn lvl_spec(&mut self, scope: &mut Scope, explicit: bool, l: usize) -> Result<(AffineExpr, LevelType)> {
        if explicit {
            let tok = self.pos;
            let name = self.ident("bare identifier")?;
            match scope.lvls.iter().position(|n| *n == name) {
                None => return Err(self.error_at(tok, format!("use of undeclared identifier '{name}'"))),
                Some(k) if k != l => {
                    return Err(self.error_at(
                        tok,
                        format!(
                            "Level-variable ordering mismatch. The variable '{name}' was forward-declared as the {} level; but is bound by the {} specification.",
                            ordinal(k),
                            ordinal(l)
                        ),
                    ))
                }
                Some(_) => {}
            }
            self.expect("=")?;
        }
        let e = self.affine(scope, false)?;
        self.expect(":")?;
        let t = self.level_type()?;
        Ok((e, t))
    }

    fn level_type(&mut self) -> Result<LevelType> {
        let tok = self.pos;
        let name = self.ident("valid level format (e.g. dense, compressed or singleton)")?;
        let format = match name.as_str() {
            "dense" => LevelFormat::Dense,
            "batch" => LevelFormat::Batch,
            "compressed" => LevelFormat::Compressed,
            "loose_compressed" => LevelFormat::LooseCompressed,
            "singleton" => LevelFormat::Singleton,
            "block2_4" => LevelFormat::NOutOfM { n: 2, m: 4 },
            "structured" => self.structured_sizes(tok)?,
            _ => return Err(self.error_at(tok, format!("unknown level format: {name}"))),
        };
        let mut lt = LevelType::new(format);
        if self.is_punct("(") {
            self.list("(", ")", "expected ')' in level property list", |p| {
                let tok = p.pos;
                let prop = p.ident("valid level property (e.g. nonordered, nonunique or high)")?;
                match prop.as_str() {
                    "nonunique" => lt.nonunique = true,
                    "nonordered" => lt.nonordered = true,
                    "soa" => lt.soa = true,
                    "high" => {
                        if lt.format != LevelFormat::Compressed {
                            return Err(
                                p.error_at(tok, "the 'high' property only applies to compressed levels")
                            );
                        }
                        lt.format = LevelFormat::LooseCompressed;
                    }
                    _ => return Err(p.error_at(tok, format!("unknown level property: {prop}"))),
                }
                Ok(())
            })?;
        }
        Ok(lt)
    }

    /// `[n, m]` after `structured` (token `tok`, where MLIR reports bad sizes).
    fn structured_sizes(&mut self, tok: usize) -> Result<LevelFormat> {
        let mut sizes = Vec::new();
        self.list("[", "]", "expected ']' in structured n out of m", |p| {
            sizes.push(p.int("valid integer for structured size")?);
            Ok(())
        })?;
        if sizes.len() != 2 {
            return Err(self.error_at(tok, "expected exactly 2 structured sizes"));
        }
        let (n, m) = (sizes[0], sizes[1]);
        if n < 0 || m <= 0 || m > u32::MAX as i128 {
            return Err(self.error_at(tok, "expected n >= 0 and m > 0 in n_out_of_m"));
        }
        if n > m {
            return Err(self.error_at(tok, "expected n <= m in n_out_of_m"));
        }
        Ok(LevelFormat::NOutOfM { n: n as u32, m: m as u32 })
    }

    /// An affine expression; `over_lvls` resolves names as level variables (the explicit
    /// inverse map), otherwise as dimensions and symbols.
    fn affine(&mut self, scope: &mut Scope, over_lvls: bool) -> Result<AffineExpr> {
        let mut lhs = self.affine_term(scope, over_lvls)?;
        loop {
            let tok = self.pos;
            let neg = if self.eat("+") {
                false
            } else if self.eat("-") {
                true
            } else {
                return Ok(lhs);
            };
            self.expect_operand()?;
            let mut rhs = self.affine_term(scope, over_lvls)?;
            if neg {
                rhs = AffineExpr::product(rhs, AffineExpr::Const(-1))
                    .ok_or_else(|| self.error_at(tok, "non-affine expression"))?;
            }
            lhs = AffineExpr::sum(lhs, rhs);
        }
    }

    fn affine_term(&mut self, scope: &mut Scope, over_lvls: bool) -> Result<AffineExpr> {
        let mut lhs = self.affine_factor(scope, over_lvls)?;
        loop {
            let tok = self.pos;
            let op = match self.peek() {
                Tok::Punct("*") => AffineOp::Mul,
                Tok::Ident(s) if s == "floordiv" => AffineOp::FloorDiv,
                Tok::Ident(s) if s == "ceildiv" => AffineOp::CeilDiv,
                Tok::Ident(s) if s == "mod" => AffineOp::Mod,
                _ => return Ok(lhs),
            };
            self.next();
            self.expect_operand()?;
            let rhs = self.affine_factor(scope, over_lvls)?;
            if op != AffineOp::Mul && matches!(rhs, AffineExpr::Const(c) if c <= 0) {
                // MLIR accepts a division by a non-positive constant here; such a map has
                // no inverse, which `finish` reports.
                lhs = AffineExpr::Bin(op, Box::new(lhs), Box::new(rhs));
                continue;
            }
            lhs = AffineExpr::binary(op, lhs, rhs).ok_or_else(|| {
                self.error_at(tok, match op {
                    AffineOp::Mul => "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
                    _ => "non-affine expression: right operand of floordiv, ceildiv and mod has to be a positive constant or symbolic",
                })
            })?;
        }
    }

    /// After a binary operator: MLIR's error when no operand follows.
    fn expect_operand(&self) -> Result<()> {
        match self.peek() {
            Tok::Punct("-" | "(") | Tok::Int(_) | Tok::Ident(_) => Ok(()),
            _ => Err(self.error("missing right operand of binary operator")),
        }
    }

    fn affine_factor(&mut self, scope: &mut Scope, over_lvls: bool) -> Result<AffineExpr> {
        let tok = self.pos;
        match self.next().clone() {
            Tok::Punct("-") => {
                let e = self.affine_factor(scope, over_lvls)?;
                AffineExpr::product(e, AffineExpr::Const(-1))
                    .ok_or_else(|| self.error_at(tok, "non-affine expression"))
            }
            Tok::Punct("(") => {
                let e = self.affine(scope, over_lvls)?;
                self.expect(")")?;
                Ok(e)
            }
            Tok::Int(v) => {
                i64::try_from(v).map(AffineExpr::Const).map_err(|_| self.error_at(tok, "constant too large"))
            }
            Tok::Ident(name) => {
                let found = if over_lvls {
                    scope.lvls.iter().position(|n| *n == name).map(|i| AffineExpr::Var(i as u32))
                } else {
                    scope.dims.iter().position(|n| *n == name).map(|i| AffineExpr::Var(i as u32)).or_else(
                        || scope.syms.iter().position(|n| *n == name).map(|i| AffineExpr::Sym(i as u32)),
                    )
                };
                found.ok_or_else(|| self.error_at(tok, "use of undeclared identifier"))
            }
            _ => Err(self.error_at(tok, "expected affine expression")),
        }
    }
}

/// `0th`, `1st`, `2nd`, `3rd`, `4th`, … `11th`, `21st` (LLVM's ordinal spelling).
pub(super) fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

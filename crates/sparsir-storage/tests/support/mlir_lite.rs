//! A tiny front end for the restricted, straight-line MLIR programs of
//! `tests/golden/print/` (see `tests/golden/README.md`).
//!
//! Why: the storage crate must not depend on the IR, yet its conversion and print code
//! should be checked against MLIR 22's output on real programs. These programs have one
//! fixed shape, so a small parser can turn them into a list of [`Step`]s that a test
//! executes with the storage API:
//!
//! ```text
//! // one-line description
//! #CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
//! module {
//!   func.func @main() {
//!     %d = arith.constant dense<[[1.0, 0.0], [0.0, 2.0]]> : tensor<2x2xf64>
//!     %s = sparse_tensor.convert %d : tensor<2x2xf64> to tensor<2x2xf64, #CSR>
//!     sparse_tensor.print %s : tensor<2x2xf64, #CSR>
//!     bufferization.dealloc_tensor %s : tensor<2x2xf64, #CSR>
//!     return
//!   }
//! }
//! ```
//!
//! Accepted: encoding aliases (possibly over several lines) before `module {`; inside
//! `func.func @main()`: `arith.constant` with a `dense<…>` or `sparse<…>` literal of a
//! static tensor type without encoding, `sparse_tensor.convert` to a sparse type of the
//! same element type and rank (the destination may have dynamic sizes), `sparse_tensor.print`
//! of a sparse value, `bufferization.dealloc_tensor` (checked, then ignored), `return`.
//! An op may continue on the next lines while brackets are open (long literals).
//! `//` comments are ignored everywhere. Everything else is an error naming the line.
//!
//! Literals follow MLIR's syntax: floats need a `.` (`1.0`, `-2.0e-3`) or are hex bit
//! patterns of the element type's width (`0x7FF8000000000000` for an f64 NaN, `0x7E00`
//! for an f16 NaN); integers are decimal or hex; `i1` also takes `true`/`false`; complex
//! values are `(re, im)`. Decimal floats are parsed to f64 and then rounded to the element
//! type, which can differ from MLIR's direct rounding only in rare double-rounding cases.
//!
//! Only `sparsir_storage::{Coo, ElemType, Scalar, ValBuf}` and std are used.
#![allow(dead_code)]

use sparsir_storage::{Coo, ElemType, Scalar, ValBuf};
use std::collections::HashMap;
use std::fmt;

/// A parsed program: its encoding aliases and its steps, in program order.
#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    /// `(alias name without '#', full text "#sparse_tensor.encoding<{...}>", 1-based line)`.
    pub encodings: Vec<(String, String, u32)>,
    /// The ops that matter, in order (`dealloc_tensor` and `return` are dropped).
    pub steps: Vec<Step>,
}

/// A ranked tensor type `tensor<4x?xf64, #ALIAS>`.
#[derive(Clone, Debug, PartialEq)]
pub struct TensorType {
    /// Dimension sizes; `None` is `?`.
    pub shape: Vec<Option<u64>>,
    /// Element type.
    pub elem: ElemType,
    /// Encoding alias name (without `#`), `None` for a dense tensor.
    pub encoding: Option<String>,
}

/// One op of the program.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// `%r = arith.constant dense<…> | sparse<…> : tensor<…>`.
    Constant {
        /// SSA name with its `%`.
        result: String,
        /// The (dense, static) type.
        ty: TensorType,
        /// Dense literal: every entry, zeros included, in row-major order (a splat is
        /// expanded). Sparse literal: the listed entries in the listed order, zeros included.
        coo: Coo,
        /// True for `dense<…>`, false for `sparse<…>`.
        is_dense_literal: bool,
    },
    /// `%r = sparse_tensor.convert %src : FROM to TO`.
    Convert {
        /// SSA name with its `%`.
        result: String,
        /// Source SSA name with its `%`.
        source: String,
        /// Source type (equal to the type the source was defined with).
        from: TensorType,
        /// Destination type (always sparse).
        to: TensorType,
    },
    /// `sparse_tensor.print %src : TYPE`.
    Print {
        /// SSA name with its `%`.
        source: String,
        /// Its (sparse) type.
        ty: TensorType,
    },
}

impl Program {
    /// The full `#sparse_tensor.encoding<{…}>` text of an alias.
    pub fn encoding(&self, alias: &str) -> Option<&str> {
        self.encodings.iter().find(|(n, _, _)| n == alias).map(|(_, t, _)| t.as_str())
    }

    /// Number of `sparse_tensor.print` steps.
    pub fn print_count(&self) -> usize {
        self.steps.iter().filter(|s| matches!(s, Step::Print { .. })).count()
    }
}

impl TensorType {
    /// Parses `tensor<…>` (an encoding must be an alias `#NAME`).
    pub fn parse(text: &str) -> Result<TensorType, String> {
        parse_tensor_type(text)
    }

    /// Rank.
    pub fn rank(&self) -> usize {
        self.shape.len()
    }

    /// True when the type carries an encoding.
    pub fn is_sparse(&self) -> bool {
        self.encoding.is_some()
    }

    /// The sizes when every dimension is static.
    pub fn static_shape(&self) -> Option<Vec<u64>> {
        self.shape.iter().copied().collect()
    }
}

impl fmt::Display for TensorType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("tensor<")?;
        for d in &self.shape {
            match d {
                Some(n) => write!(f, "{n}x")?,
                None => f.write_str("?x")?,
            }
        }
        f.write_str(self.elem.name())?;
        if let Some(e) = &self.encoding {
            write!(f, ", #{e}")?;
        }
        f.write_str(">")
    }
}

/// Largest number of entries a splat `dense<v>` may expand to.
const MAX_SPLAT_ENTRIES: u64 = 1 << 24;

/// Parses a program of the restricted shape. Errors start with `line N: `.
pub fn parse_program(text: &str) -> Result<Program, String> {
    Parser::new(text).run()
}

// ------------------------------------------------------------------------------------
// Program structure
// ------------------------------------------------------------------------------------

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Phase {
    Header,
    Module,
    Func,
    AfterReturn,
    AfterFunc,
    Done,
}

struct Parser<'a> {
    lines: Vec<&'a str>,
    encodings: Vec<(String, String, u32)>,
    steps: Vec<Step>,
    values: HashMap<String, TensorType>,
}

fn err_at(line: u32, msg: impl fmt::Display) -> String {
    format!("line {line}: {msg}")
}

/// Removes a `//` comment (the restricted shape has no string literals).
fn strip_comment(line: &str) -> &str {
    match line.find("//") {
        Some(p) => &line[..p],
        None => line,
    }
}

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> Self {
        Parser {
            lines: text.lines().collect(),
            encodings: Vec::new(),
            steps: Vec::new(),
            values: HashMap::new(),
        }
    }

    fn run(mut self) -> Result<Program, String> {
        let mut phase = Phase::Header;
        let mut i = 0;
        while i < self.lines.len() {
            let lineno = (i + 1) as u32;
            let line = strip_comment(self.lines[i]).trim();
            if line.is_empty() {
                i += 1;
                continue;
            }
            match phase {
                Phase::Header => {
                    if line.starts_with('#') {
                        i = self.parse_alias(i)?;
                        continue;
                    }
                    if squash(line) != "module{" {
                        return Err(err_at(
                            lineno,
                            format!("expected an encoding alias or `module {{`, found `{line}`"),
                        ));
                    }
                    phase = Phase::Module;
                }
                Phase::Module => {
                    if squash(line) != "func.func@main(){" {
                        return Err(err_at(
                            lineno,
                            format!("expected `func.func @main() {{`, found `{line}`"),
                        ));
                    }
                    phase = Phase::Func;
                }
                Phase::Func => {
                    if line == "}" {
                        return Err(err_at(lineno, "expected `return` before the `}` closing @main"));
                    }
                    let (stmt, next) = self.statement(i)?;
                    if stmt == "return" {
                        phase = Phase::AfterReturn;
                    } else {
                        self.parse_op(&stmt, lineno)?;
                    }
                    i = next;
                    continue;
                }
                Phase::AfterReturn => {
                    if line != "}" {
                        return Err(err_at(
                            lineno,
                            format!("expected `}}` closing @main after `return`, found `{line}`"),
                        ));
                    }
                    phase = Phase::AfterFunc;
                }
                Phase::AfterFunc => {
                    if line != "}" {
                        return Err(err_at(
                            lineno,
                            format!("expected `}}` closing the module, found `{line}`"),
                        ));
                    }
                    phase = Phase::Done;
                }
                Phase::Done => {
                    return Err(err_at(lineno, format!("unexpected text after the module: `{line}`")));
                }
            }
            i += 1;
        }
        if phase != Phase::Done {
            let what = match phase {
                Phase::Header => "`module {`",
                Phase::Module => "`func.func @main() {`",
                Phase::Func => "`return`",
                _ => "`}`",
            };
            return Err(err_at(
                self.lines.len() as u32 + 1,
                format!("unexpected end of program: expected {what}"),
            ));
        }
        Ok(Program { encodings: self.encodings, steps: self.steps })
    }

    /// Joins lines from `start` while brackets (`[ ( { <`) stay open. Returns the
    /// statement (comments removed, lines joined with a space) and the next line index.
    fn statement(&self, start: usize) -> Result<(String, usize), String> {
        let mut text = String::new();
        let mut depth: i64 = 0;
        let mut i = start;
        while i < self.lines.len() {
            let part = strip_comment(self.lines[i]).trim();
            for c in part.chars() {
                match c {
                    '[' | '(' | '{' | '<' => depth += 1,
                    ']' | ')' | '}' | '>' => depth -= 1,
                    _ => {}
                }
                if depth < 0 {
                    return Err(err_at(i as u32 + 1, "unbalanced closing bracket"));
                }
            }
            if !text.is_empty() && !part.is_empty() {
                text.push(' ');
            }
            text.push_str(part);
            i += 1;
            if depth == 0 {
                return Ok((text, i));
            }
        }
        Err(err_at(start as u32 + 1, "unterminated statement (a bracket is never closed)"))
    }

    /// Parses `#NAME = #sparse_tensor.encoding<{ … }>` starting at line index `start`
    /// (possibly over several lines). Returns the index of the next line.
    fn parse_alias(&mut self, start: usize) -> Result<usize, String> {
        let lineno = start as u32 + 1;
        let first = strip_comment(self.lines[start]).trim();
        let rest = &first[1..];
        let name_len = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.'))
            .unwrap_or(rest.len());
        let name = &rest[..name_len];
        if name.is_empty() || name.starts_with(|c: char| c.is_ascii_digit()) {
            return Err(err_at(lineno, format!("bad alias name in `{first}`")));
        }
        let after = rest[name_len..].trim_start();
        let Some(rhs) = after.strip_prefix('=') else {
            return Err(err_at(lineno, format!("expected `=` after `#{name}`")));
        };
        let rhs = rhs.trim_start();
        const PREFIX: &str = "#sparse_tensor.encoding<";
        if !rhs.starts_with(PREFIX) {
            return Err(err_at(lineno, format!("alias #{name} must be a `#sparse_tensor.encoding<{{…}}>`")));
        }
        if self.encodings.iter().any(|(n, _, _)| n == name) {
            return Err(err_at(lineno, format!("redefinition of alias #{name}")));
        }
        // Accumulate lines until the braces opened after `encoding<` close, then expect `>`.
        let mut full = String::new();
        let mut depth: i64 = 0;
        let mut seen_brace = false;
        let mut i = start;
        let mut piece: &str = rhs;
        loop {
            let mut end: Option<usize> = None;
            let bytes = piece.as_bytes();
            let mut k = if i == start { PREFIX.len() } else { 0 };
            if i == start {
                // Right after `encoding<` must come `{` (whitespace allowed).
                let after_prefix = piece[PREFIX.len()..].trim_start();
                if !after_prefix.is_empty() && !after_prefix.starts_with('{') {
                    return Err(err_at(lineno, "expected `{` after `#sparse_tensor.encoding<`"));
                }
            }
            while k < bytes.len() {
                match bytes[k] {
                    b'{' => {
                        depth += 1;
                        seen_brace = true;
                    }
                    b'}' => {
                        depth -= 1;
                        if depth < 0 {
                            return Err(err_at(i as u32 + 1, "unbalanced `}` in encoding"));
                        }
                        if depth == 0 && seen_brace {
                            end = Some(k);
                            break;
                        }
                    }
                    _ => {}
                }
                k += 1;
            }
            if let Some(k) = end {
                let tail = piece[k + 1..].trim_start();
                if !tail.starts_with('>') {
                    return Err(err_at(i as u32 + 1, "expected `>` after the closing `}` of the encoding"));
                }
                let gt = piece.len() - tail.len();
                let trailing = piece[gt + 1..].trim();
                if !trailing.is_empty() {
                    return Err(err_at(
                        i as u32 + 1,
                        format!("unexpected text `{trailing}` after the encoding"),
                    ));
                }
                full.push_str(&piece[..gt + 1]);
                break;
            }
            full.push_str(piece);
            full.push('\n');
            i += 1;
            if i >= self.lines.len() {
                return Err(err_at(lineno, format!("encoding alias #{name} is never closed with `}}>`")));
            }
            piece = strip_comment(self.lines[i]).trim_end();
        }
        self.encodings.push((name.to_string(), full, lineno));
        Ok(i + 1)
    }

    fn parse_op(&mut self, stmt: &str, lineno: u32) -> Result<(), String> {
        // Optional `%result =`.
        let (result, body) = if let Some(r) = stmt.strip_prefix('%') {
            let Some(eq) = r.find('=') else {
                return Err(err_at(lineno, format!("expected `=` after the result name in `{stmt}`")));
            };
            let name = r[..eq].trim();
            if name.is_empty()
                || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.')
            {
                return Err(err_at(lineno, format!("bad result name `%{name}`")));
            }
            (Some(format!("%{name}")), r[eq + 1..].trim())
        } else {
            (None, stmt)
        };
        let op_len = body.find(char::is_whitespace).unwrap_or(body.len());
        let op = &body[..op_len];
        let args = body[op_len..].trim();
        let need_result = |has: bool| -> Result<(), String> {
            match (has, &result) {
                (true, None) => Err(err_at(lineno, format!("`{op}` needs a result `%name =`"))),
                (false, Some(r)) => {
                    Err(err_at(lineno, format!("`{op}` has no result, but `{r} =` was given")))
                }
                _ => Ok(()),
            }
        };
        match op {
            "arith.constant" => {
                need_result(true)?;
                let result = result.clone().unwrap();
                self.define_check(&result, lineno)?;
                let Some(colon) = rfind_top_level(args, ':') else {
                    return Err(err_at(lineno, "expected `: tensor<…>` after the literal"));
                };
                let lit = args[..colon].trim();
                let ty = self.tensor_type(args[colon + 1..].trim(), lineno)?;
                if ty.is_sparse() {
                    return Err(err_at(
                        lineno,
                        "arith.constant must have a dense tensor type (convert it to sparse)",
                    ));
                }
                let Some(dims) = ty.static_shape() else {
                    return Err(err_at(lineno, "arith.constant needs a static shape"));
                };
                let (coo, is_dense_literal) =
                    parse_literal(lit, &dims, ty.elem).map_err(|m| err_at(lineno, m))?;
                self.values.insert(result.clone(), ty.clone());
                self.steps.push(Step::Constant { result, ty, coo, is_dense_literal });
            }
            "sparse_tensor.convert" => {
                need_result(true)?;
                let result = result.clone().unwrap();
                self.define_check(&result, lineno)?;
                let (source, tys) = split_operand(args, lineno)?;
                let Some(to_pos) = find_top_level_word(tys, "to") else {
                    return Err(err_at(lineno, "expected `FROM to TO` types"));
                };
                let from = self.tensor_type(tys[..to_pos].trim(), lineno)?;
                let to = self.tensor_type(tys[to_pos + 2..].trim(), lineno)?;
                self.use_check(&source, &from, lineno)?;
                if !to.is_sparse() {
                    return Err(err_at(
                        lineno,
                        "convert must produce a sparse tensor (results are only printed)",
                    ));
                }
                if from.elem != to.elem {
                    return Err(err_at(
                        lineno,
                        format!("convert changes the element type ({} to {})", from.elem, to.elem),
                    ));
                }
                if from.rank() != to.rank() {
                    return Err(err_at(
                        lineno,
                        format!("convert changes the rank ({} to {})", from.rank(), to.rank()),
                    ));
                }
                if from.static_shape().is_none() {
                    return Err(err_at(lineno, "a convert source must have a static shape"));
                }
                for (d, (a, b)) in from.shape.iter().zip(&to.shape).enumerate() {
                    if let (Some(a), Some(b)) = (a, b) {
                        if a != b {
                            return Err(err_at(
                                lineno,
                                format!("convert changes the size of dimension {d} ({a} to {b})"),
                            ));
                        }
                    }
                }
                self.values.insert(result.clone(), to.clone());
                self.steps.push(Step::Convert { result, source, from, to });
            }
            "sparse_tensor.print" => {
                need_result(false)?;
                let (source, ty) = split_operand(args, lineno)?;
                let ty = self.tensor_type(ty, lineno)?;
                self.use_check(&source, &ty, lineno)?;
                if !ty.is_sparse() {
                    return Err(err_at(lineno, "sparse_tensor.print needs a sparse tensor"));
                }
                self.steps.push(Step::Print { source, ty });
            }
            "bufferization.dealloc_tensor" => {
                need_result(false)?;
                let (source, ty) = split_operand(args, lineno)?;
                let ty = self.tensor_type(ty, lineno)?;
                self.use_check(&source, &ty, lineno)?;
            }
            "return" => return Err(err_at(lineno, "`return` takes no operands here")),
            _ => return Err(err_at(lineno, format!("unsupported operation `{op}`"))),
        }
        Ok(())
    }

    fn define_check(&self, name: &str, lineno: u32) -> Result<(), String> {
        if self.values.contains_key(name) {
            return Err(err_at(lineno, format!("redefinition of {name}")));
        }
        Ok(())
    }

    fn use_check(&self, name: &str, ty: &TensorType, lineno: u32) -> Result<(), String> {
        match self.values.get(name) {
            None => Err(err_at(lineno, format!("use of undefined value {name}"))),
            Some(t) if t != ty => Err(err_at(lineno, format!("{name} has type {t}, but is used as {ty}"))),
            Some(_) => Ok(()),
        }
    }

    fn tensor_type(&self, text: &str, lineno: u32) -> Result<TensorType, String> {
        let ty = parse_tensor_type(text).map_err(|m| err_at(lineno, m))?;
        if let Some(e) = &ty.encoding {
            if !self.encodings.iter().any(|(n, _, _)| n == e) {
                return Err(err_at(lineno, format!("undefined encoding alias #{e}")));
            }
        }
        Ok(ty)
    }
}

/// Removes all whitespace (to compare structural lines loosely).
fn squash(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

/// `%src : REST` → (`%src`, `REST`).
fn split_operand(args: &str, lineno: u32) -> Result<(String, &str), String> {
    let Some(colon) = args.find(':') else {
        return Err(err_at(lineno, "expected `%value : type`"));
    };
    let src = args[..colon].trim();
    if !src.starts_with('%') || src.len() < 2 || src.contains(char::is_whitespace) || src.contains(',') {
        return Err(err_at(lineno, format!("expected one operand `%name`, found `{src}`")));
    }
    Ok((src.to_string(), args[colon + 1..].trim()))
}

/// Byte index of the last `c` outside any bracket.
fn rfind_top_level(s: &str, c: char) -> Option<usize> {
    let mut depth: i64 = 0;
    let mut found = None;
    for (i, ch) in s.char_indices() {
        match ch {
            '[' | '(' | '{' | '<' => depth += 1,
            ']' | ')' | '}' | '>' => depth -= 1,
            _ if ch == c && depth == 0 => found = Some(i),
            _ => {}
        }
    }
    found
}

/// Byte index of the whitespace-delimited word `w` outside any bracket.
fn find_top_level_word(s: &str, w: &str) -> Option<usize> {
    let mut depth: i64 = 0;
    let b = s.as_bytes();
    for (i, ch) in s.char_indices() {
        match ch {
            '[' | '(' | '{' | '<' => depth += 1,
            ']' | ')' | '}' | '>' => depth -= 1,
            _ => {}
        }
        if depth == 0 && s[i..].starts_with(w) {
            let before_ok = i == 0 || b[i - 1].is_ascii_whitespace();
            let after = i + w.len();
            let after_ok = after < b.len() && b[after].is_ascii_whitespace();
            if before_ok && after_ok {
                return Some(i);
            }
        }
    }
    None
}

/// Splits at commas outside brackets.
fn split_top_level(s: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut depth: i64 = 0;
    let mut start = 0;
    for (i, ch) in s.char_indices() {
        match ch {
            '[' | '(' | '{' | '<' => depth += 1,
            ']' | ')' | '}' | '>' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&s[start..]);
    parts
}

fn parse_tensor_type(text: &str) -> Result<TensorType, String> {
    let t = text.trim();
    let Some(inner) = t.strip_prefix("tensor<").and_then(|r| r.strip_suffix('>')) else {
        return Err(format!("expected a ranked `tensor<…>` type, found `{t}`"));
    };
    let parts = split_top_level(inner);
    if parts.len() > 2 {
        return Err(format!("too many parameters in `{t}`"));
    }
    // Dimensions: `N x` or `? x` prefixes, then the element type.
    let mut rest = parts[0].trim();
    let mut shape = Vec::new();
    loop {
        if let Some(r) = rest.strip_prefix('?') {
            let Some(r) = r.trim_start().strip_prefix('x') else {
                return Err(format!("expected `x` after `?` in `{t}`"));
            };
            shape.push(None);
            rest = r.trim_start();
            continue;
        }
        let digits = rest.bytes().take_while(|b| b.is_ascii_digit()).count();
        if digits > 0 && rest[digits..].trim_start().starts_with('x') {
            let n: u64 = rest[..digits].parse().map_err(|_| format!("dimension size too large in `{t}`"))?;
            shape.push(Some(n));
            rest = rest[digits..].trim_start()[1..].trim_start();
            continue;
        }
        break;
    }
    let Some(elem) = ElemType::parse(&squash(rest)) else {
        return Err(format!("unsupported element type `{rest}` in `{t}`"));
    };
    if shape.is_empty() {
        return Err(format!("rank-0 tensors are not supported: `{t}`"));
    }
    let encoding = match parts.get(1) {
        None => None,
        Some(e) => {
            let e = e.trim();
            let Some(name) = e.strip_prefix('#') else {
                return Err(format!("expected an encoding alias `#NAME` in `{t}`"));
            };
            if name.is_empty()
                || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.')
            {
                return Err(format!("the encoding must be an alias `#NAME` (not inline) in `{t}`"));
            }
            Some(name.to_string())
        }
    };
    Ok(TensorType { shape, elem, encoding })
}

// ------------------------------------------------------------------------------------
// Literals
// ------------------------------------------------------------------------------------

/// A literal element tree: nested lists of scalars / complex pairs.
#[derive(Debug)]
enum Lit {
    List(Vec<Lit>),
    Atom(String),
    Pair(String, String),
}

struct LitLexer<'a> {
    s: &'a [u8],
    src: &'a str,
    pos: usize,
}

impl<'a> LitLexer<'a> {
    fn new(src: &'a str) -> Self {
        LitLexer { s: src.as_bytes(), src, pos: 0 }
    }

    fn skip_ws(&mut self) {
        while self.pos < self.s.len() && self.s[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.s.get(self.pos).copied()
    }

    fn expect(&mut self, c: u8) -> Result<(), String> {
        if self.peek() == Some(c) {
            self.pos += 1;
            Ok(())
        } else {
            Err(format!("expected `{}` at offset {} of `{}`", c as char, self.pos, self.src))
        }
    }

    fn atom(&mut self) -> Result<String, String> {
        self.skip_ws();
        let start = self.pos;
        while self.pos < self.s.len()
            && !matches!(self.s[self.pos], b'[' | b']' | b'(' | b')' | b',')
            && !self.s[self.pos].is_ascii_whitespace()
        {
            self.pos += 1;
        }
        if start == self.pos {
            return Err(format!("expected a value at offset {start} of `{}`", self.src));
        }
        Ok(self.src[start..self.pos].to_string())
    }

    fn value(&mut self) -> Result<Lit, String> {
        match self.peek() {
            Some(b'[') => {
                self.pos += 1;
                let mut items = Vec::new();
                if self.peek() == Some(b']') {
                    self.pos += 1;
                    return Ok(Lit::List(items));
                }
                loop {
                    items.push(self.value()?);
                    match self.peek() {
                        Some(b',') => self.pos += 1,
                        Some(b']') => {
                            self.pos += 1;
                            return Ok(Lit::List(items));
                        }
                        _ => {
                            return Err(format!(
                                "expected `,` or `]` at offset {} of `{}`",
                                self.pos, self.src
                            ))
                        }
                    }
                }
            }
            Some(b'(') => {
                self.pos += 1;
                let re = self.atom()?;
                self.expect(b',')?;
                let im = self.atom()?;
                self.expect(b')')?;
                Ok(Lit::Pair(re, im))
            }
            Some(_) => Ok(Lit::Atom(self.atom()?)),
            None => Err(format!("unexpected end of literal `{}`", self.src)),
        }
    }

    fn finish(&mut self) -> Result<(), String> {
        if self.peek().is_some() {
            return Err(format!("unexpected text at offset {} of `{}`", self.pos, self.src));
        }
        Ok(())
    }
}

fn parse_lit_tree(text: &str) -> Result<Lit, String> {
    let mut lx = LitLexer::new(text);
    let v = lx.value()?;
    lx.finish()?;
    Ok(v)
}

/// Parses `dense<…>` or `sparse<…>` for a static shape into a [`Coo`].
fn parse_literal(lit: &str, dims: &[u64], elem: ElemType) -> Result<(Coo, bool), String> {
    let lit = lit.trim();
    if let Some(body) = lit.strip_prefix("dense<").and_then(|r| r.strip_suffix('>')) {
        Ok((parse_dense(body, dims, elem)?, true))
    } else if let Some(body) = lit.strip_prefix("sparse<").and_then(|r| r.strip_suffix('>')) {
        Ok((parse_sparse(body, dims, elem)?, false))
    } else {
        Err(format!("expected a `dense<…>` or `sparse<…>` literal, found `{lit}`"))
    }
}

fn num_entries(dims: &[u64]) -> Option<u64> {
    dims.iter().try_fold(1u64, |acc, &d| acc.checked_mul(d))
}

/// Pushes coordinates of entry number `linear` (row-major) of `dims`.
fn push_row_major(crds: &mut Vec<u64>, dims: &[u64], mut linear: u64) {
    let start = crds.len();
    crds.resize(start + dims.len(), 0);
    for d in (0..dims.len()).rev() {
        crds[start + d] = linear % dims[d];
        linear /= dims[d];
    }
}

fn parse_dense(body: &str, dims: &[u64], elem: ElemType) -> Result<Coo, String> {
    let tree = parse_lit_tree(body)?;
    let mut coo = Coo::new(dims.to_vec(), elem);
    match &tree {
        Lit::List(_) => {
            let mut leaves = Vec::new();
            collect_dense(&tree, dims, 0, &mut leaves)?;
            let mut crds = Vec::with_capacity(leaves.len() * dims.len());
            for (n, leaf) in leaves.iter().enumerate() {
                coo.vals.push_scalar(parse_scalar(leaf, elem)?);
                push_row_major(&mut crds, dims, n as u64);
            }
            coo.crds = crds.into();
        }
        leaf => {
            let v = parse_scalar(leaf, elem)?;
            let n = num_entries(dims).filter(|&n| n <= MAX_SPLAT_ENTRIES).ok_or_else(|| {
                format!("splat of shape {dims:?} has too many entries (limit {MAX_SPLAT_ENTRIES})")
            })?;
            let mut crds = Vec::with_capacity(n as usize * dims.len());
            for k in 0..n {
                coo.vals.push_scalar(v);
                push_row_major(&mut crds, dims, k);
            }
            coo.crds = crds.into();
        }
    }
    Ok(coo)
}

fn collect_dense<'t>(
    node: &'t Lit,
    dims: &[u64],
    depth: usize,
    out: &mut Vec<&'t Lit>,
) -> Result<(), String> {
    if depth == dims.len() {
        return match node {
            Lit::List(_) => Err(format!("dense literal is nested deeper than the rank {}", dims.len())),
            leaf => {
                out.push(leaf);
                Ok(())
            }
        };
    }
    match node {
        Lit::List(items) => {
            if items.len() as u64 != dims[depth] {
                return Err(format!(
                    "dense literal has {} elements at depth {depth}, but dimension {depth} has size {}",
                    items.len(),
                    dims[depth]
                ));
            }
            for it in items {
                collect_dense(it, dims, depth + 1, out)?;
            }
            Ok(())
        }
        _ => Err(format!(
            "dense literal is not nested deep enough: a value at depth {depth} for rank {}",
            dims.len()
        )),
    }
}

fn parse_sparse(body: &str, dims: &[u64], elem: ElemType) -> Result<Coo, String> {
    let parts = split_top_level(body);
    if parts.len() != 2 {
        return Err("expected `sparse<COORDINATES, VALUES>`".to_string());
    }
    let rank = dims.len();
    let Lit::List(rows) = parse_lit_tree(parts[0])? else {
        return Err("sparse literal coordinates must be a list `[[i, j], …]`".to_string());
    };
    let mut crds = Vec::with_capacity(rows.len() * rank);
    for (e, row) in rows.iter().enumerate() {
        let Lit::List(cs) = row else {
            return Err(format!("sparse literal entry {e}: coordinates must be a list of {rank}"));
        };
        if cs.len() != rank {
            return Err(format!("sparse literal entry {e}: {} coordinates for rank {rank}", cs.len()));
        }
        for (d, c) in cs.iter().enumerate() {
            let Lit::Atom(a) = c else {
                return Err(format!("sparse literal entry {e}: coordinate {d} is not a number"));
            };
            let v = parse_int_token(a)
                .filter(|&v| v >= 0)
                .ok_or_else(|| format!("sparse literal entry {e}: bad coordinate `{a}`"))?;
            if v as u128 >= dims[d] as u128 {
                return Err(format!("sparse literal entry {e}: coordinate {v} of dim {d} is out of range"));
            }
            crds.push(v as u64);
        }
    }
    let n = rows.len();
    let mut seen = std::collections::HashSet::new();
    for e in 0..n {
        if !seen.insert(&crds[e * rank..(e + 1) * rank]) {
            return Err(format!(
                "sparse literal entry {e}: duplicate coordinates {:?}",
                &crds[e * rank..(e + 1) * rank]
            ));
        }
    }
    let mut coo = Coo::new(dims.to_vec(), elem);
    match parse_lit_tree(parts[1])? {
        Lit::List(vals) => {
            if vals.len() != n {
                return Err(format!("sparse literal has {n} coordinates but {} values", vals.len()));
            }
            for v in &vals {
                coo.vals.push_scalar(parse_scalar(v, elem)?);
            }
        }
        leaf => {
            let v = parse_scalar(&leaf, elem)?;
            for _ in 0..n {
                coo.vals.push_scalar(v);
            }
        }
    }
    coo.crds = crds.into();
    Ok(coo)
}

// ------------------------------------------------------------------------------------
// Scalars
// ------------------------------------------------------------------------------------

/// Decimal or hex integer with optional sign.
fn parse_int_token(t: &str) -> Option<i128> {
    let (neg, body) = match t.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let v = if let Some(h) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        if h.is_empty() || !h.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        i128::from_str_radix(h, 16).ok()?
    } else {
        if body.is_empty() || !body.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        body.parse::<i128>().ok()?
    };
    Some(if neg { -v } else { v })
}

/// `[-+]?[0-9]+\.[0-9]*([eE][-+]?[0-9]+)?` as MLIR's lexer requires for floats.
fn is_decimal_float(t: &str) -> bool {
    let b = t.strip_prefix(['-', '+']).unwrap_or(t).as_bytes();
    let mut i = 0;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    if i == 0 || i >= b.len() || b[i] != b'.' {
        return false;
    }
    i += 1;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        i += 1;
        if i < b.len() && (b[i] == b'-' || b[i] == b'+') {
            i += 1;
        }
        let d = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if d == i {
            return false;
        }
    }
    i == b.len()
}

/// IEEE half (binary16) bits to f64, exactly.
fn f16_bits_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = ((h >> 10) & 0x1f) as i32;
    let man = (h & 0x3ff) as f64;
    if exp == 0 {
        sign * man * 2f64.powi(-24)
    } else if exp == 31 {
        if man == 0.0 {
            sign * f64::INFINITY
        } else if sign < 0.0 {
            -f64::NAN
        } else {
            f64::NAN
        }
    } else {
        sign * (1.0 + man / 1024.0) * 2f64.powi(exp - 15)
    }
}

/// A float literal (decimal, or a hex bit pattern of the width of `ty`; for complex
/// types, of one component).
fn parse_float_token(t: &str, ty: ElemType) -> Result<f64, String> {
    let body = t.strip_prefix('-').unwrap_or(t);
    if let Some(h) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        if t.starts_with('-') {
            return Err(format!("a hex float `{t}` cannot have a sign (set the sign bit instead)"));
        }
        let bits = u64::from_str_radix(h, 16).map_err(|_| format!("bad hex float `{t}`"))?;
        let width = match ty {
            ElemType::F16 | ElemType::BF16 => 16,
            ElemType::F32 | ElemType::C32 => 32,
            _ => 64,
        };
        if width < 64 && bits >> width != 0 {
            return Err(format!("hex float `{t}` does not fit the {width}-bit type {ty}"));
        }
        return Ok(match ty {
            ElemType::F16 => f16_bits_to_f64(bits as u16),
            ElemType::BF16 => f32::from_bits((bits as u32) << 16) as f64,
            ElemType::F32 | ElemType::C32 => f32::from_bits(bits as u32) as f64,
            _ => f64::from_bits(bits),
        });
    }
    if parse_int_token(t).is_some() {
        return Err(format!("integer literal `{t}` for a floating point value (write `{t}.0`)"));
    }
    if !is_decimal_float(t) {
        return Err(format!("bad float literal `{t}`"));
    }
    t.parse::<f64>().map_err(|_| format!("bad float literal `{t}`"))
}

fn parse_scalar(lit: &Lit, elem: ElemType) -> Result<Scalar, String> {
    match (lit, elem) {
        (Lit::List(_), _) => Err("expected a value, found a list".to_string()),
        (Lit::Pair(re, im), ElemType::C32 | ElemType::C64) => {
            Ok(Scalar::Complex(parse_float_token(re, elem)?, parse_float_token(im, elem)?))
        }
        (Lit::Pair(..), _) => Err(format!("complex value `(…)` for element type {elem}")),
        (Lit::Atom(a), ElemType::C32 | ElemType::C64) => {
            Err(format!("complex element type needs `(re, im)`, found `{a}`"))
        }
        (Lit::Atom(a), ElemType::F16 | ElemType::BF16 | ElemType::F32 | ElemType::F64) => {
            Ok(Scalar::Float(parse_float_token(a, elem)?))
        }
        (Lit::Atom(a), _) => {
            let v = match a.as_str() {
                "true" if elem == ElemType::I1 => 1,
                "false" if elem == ElemType::I1 => 0,
                _ => parse_int_token(a).ok_or_else(|| format!("bad integer literal `{a}` for {elem}"))?,
            };
            let bits = match elem {
                ElemType::I1 => 1,
                ElemType::I8 => 8,
                ElemType::I16 => 16,
                ElemType::I32 => 32,
                _ => 64,
            };
            // As MLIR: the value must fit the width as a signed or an unsigned number.
            let (lo, hi) =
                if bits == 1 { (0i128, 1i128) } else { (-(1i128 << (bits - 1)), (1i128 << bits) - 1) };
            if v < lo || v > hi {
                return Err(format!("integer literal `{a}` out of range for {elem}"));
            }
            Ok(Scalar::Int(v))
        }
    }
}

/// Only for the unit tests below (and callers that want a plain vector of a buffer).
pub fn scalars(vals: &ValBuf) -> Vec<Scalar> {
    (0..vals.len()).map(|i| vals.get(i)).collect()
}

// ------------------------------------------------------------------------------------
// Tests
// ------------------------------------------------------------------------------------

#[cfg(test)]
mod tests {
    use super::*;

    const CSR: &str = "#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>";

    fn wrap(ops: &str) -> String {
        format!("// test\n{CSR}\nmodule {{\n  func.func @main() {{\n{ops}\n    return\n  }}\n}}\n")
    }

    fn only_constant(p: &Program) -> (&TensorType, &Coo, bool) {
        match &p.steps[0] {
            Step::Constant { ty, coo, is_dense_literal, .. } => (ty, coo, *is_dense_literal),
            s => panic!("not a constant: {s:?}"),
        }
    }

    fn constant(lit: &str, ty: &str) -> Result<Program, String> {
        parse_program(&wrap(&format!("    %d = arith.constant {lit} : {ty}")))
    }

    fn floats(c: &Coo) -> Vec<f64> {
        scalars(&c.vals)
            .into_iter()
            .map(|s| match s {
                Scalar::Float(f) => f,
                other => panic!("not a float: {other:?}"),
            })
            .collect()
    }

    fn ints(c: &Coo) -> Vec<i128> {
        scalars(&c.vals)
            .into_iter()
            .map(|s| match s {
                Scalar::Int(v) => v,
                other => panic!("not an int: {other:?}"),
            })
            .collect()
    }

    #[test]
    fn full_program() {
        let text = wrap(
            "    %d = arith.constant dense<[[1.0, 0.0], [0.0, 2.0]]> : tensor<2x2xf64>\n\
             \x20   %s = sparse_tensor.convert %d : tensor<2x2xf64> to tensor<2x2xf64, #CSR>\n\
             \x20   sparse_tensor.print %s : tensor<2x2xf64, #CSR>\n\
             \x20   bufferization.dealloc_tensor %s : tensor<2x2xf64, #CSR>",
        );
        let p = parse_program(&text).unwrap();
        assert_eq!(p.encodings.len(), 1);
        assert_eq!(p.encodings[0].0, "CSR");
        assert_eq!(
            p.encodings[0].1,
            "#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>"
        );
        assert_eq!(p.encodings[0].2, 2);
        assert_eq!(p.steps.len(), 3);
        assert_eq!(p.print_count(), 1);
        let (ty, coo, dense) = only_constant(&p);
        assert!(dense);
        assert_eq!(ty.to_string(), "tensor<2x2xf64>");
        assert_eq!(coo.dim_sizes, vec![2, 2]);
        assert_eq!(coo.crds_u64(), vec![0, 0, 0, 1, 1, 0, 1, 1]);
        assert_eq!(floats(coo), vec![1.0, 0.0, 0.0, 2.0]);
        match &p.steps[1] {
            Step::Convert { result, source, from, to } => {
                assert_eq!((result.as_str(), source.as_str()), ("%s", "%d"));
                assert_eq!(from.encoding, None);
                assert_eq!(to.encoding.as_deref(), Some("CSR"));
                assert_eq!(to.shape, vec![Some(2), Some(2)]);
            }
            s => panic!("{s:?}"),
        }
        match &p.steps[2] {
            Step::Print { source, ty } => {
                assert_eq!(source, "%s");
                assert_eq!(ty.to_string(), "tensor<2x2xf64, #CSR>");
            }
            s => panic!("{s:?}"),
        }
        assert_eq!(p.encoding("CSR"), Some(p.encodings[0].1.as_str()));
    }

    #[test]
    fn multi_line_alias_with_braces_and_comments() {
        let text = "// BSR\n\
            // EXPECTED-FROM: modern/x.mlir\n\
            \n\
            #BSR = #sparse_tensor.encoding<{   // trailing comment\n\
            \x20 map = { ib, jb, ii, jj }\n\
            \x20       ( i = ib * 2 + ii, j = jb * 3 + jj) ->\n\
            \x20 ( ib = i floordiv 2 : dense, jb = j floordiv 3 : compressed, ii = i mod 2 : dense, jj = j mod 3 : dense),\n\
            \x20 posWidth = 8\n\
            }>\n\
            #SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>\n\
            module {\n  func.func @main() {\n    return\n  }\n}\n";
        let p = parse_program(text).unwrap();
        assert_eq!(p.encodings.len(), 2);
        let (name, full, line) = &p.encodings[0];
        assert_eq!((name.as_str(), *line), ("BSR", 4));
        assert!(full.starts_with("#sparse_tensor.encoding<{"));
        assert!(full.ends_with("}>"));
        assert!(full.contains("posWidth = 8"));
        assert!(!full.contains("trailing comment"));
        assert_eq!(full.lines().count(), 6);
        assert_eq!(p.encodings[1].2, 10);
        assert!(p.steps.is_empty());
    }

    #[test]
    fn multi_line_literal() {
        let text = wrap("    %d = arith.constant dense<[[1.0, 2.0],\n                               [3.0, 4.0]]> : tensor<2x2xf32>\n    %s = sparse_tensor.convert %d : tensor<2x2xf32> to tensor<2x2xf32, #CSR>");
        let p = parse_program(&text).unwrap();
        let (_, coo, _) = only_constant(&p);
        assert_eq!(coo.vals, ValBuf::F32(vec![1.0, 2.0, 3.0, 4.0].into()));
        assert_eq!(p.steps.len(), 2);
    }

    #[test]
    fn dense_3d_row_major_and_splats() {
        let p =
            constant("dense<[[[1, 2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, 12]]]>", "tensor<2x3x2xi32>")
                .unwrap();
        let (_, coo, _) = only_constant(&p);
        assert_eq!(ints(coo), (1..=12).collect::<Vec<i128>>());
        assert_eq!(coo.crd(0), &[0, 0, 0]);
        assert_eq!(coo.crd(1), &[0, 0, 1]);
        assert_eq!(coo.crd(2), &[0, 1, 0]);
        assert_eq!(coo.crd(11), &[1, 2, 1]);
        coo.validate().unwrap();

        let p = constant("dense<0.0>", "tensor<2x3xf64>").unwrap();
        let (_, coo, dense) = only_constant(&p);
        assert!(dense);
        assert_eq!(coo.len(), 6);
        assert_eq!(coo.crd(5), &[1, 2]);
        assert!(floats(coo).iter().all(|&v| v == 0.0));

        let p = constant("dense<0.0>", "tensor<0x4xf64>").unwrap();
        let (_, coo, _) = only_constant(&p);
        assert!(coo.is_empty());
        assert_eq!(coo.dim_sizes, vec![0, 4]);
        let p = constant("dense<[]>", "tensor<0x4xf64>").unwrap();
        assert!(only_constant(&p).1.is_empty());

        let e = constant("dense<0.0>", "tensor<100000x100000xf64>").unwrap_err();
        assert!(e.contains("too many entries"), "{e}");
    }

    #[test]
    fn dense_shape_errors() {
        let e = constant("dense<[1.0, 2.0]>", "tensor<3xf64>").unwrap_err();
        assert!(e.starts_with("line 5: ") && e.contains("2 elements"), "{e}");
        let e = constant("dense<[[1.0], [2.0]]>", "tensor<2xf64>").unwrap_err();
        assert!(e.contains("deeper"), "{e}");
        let e = constant("dense<[1.0, 2.0]>", "tensor<2x1xf64>").unwrap_err();
        assert!(e.contains("not nested deep enough"), "{e}");
        let e = constant("dense<[1.0, 2.0>", "tensor<2xf64>").unwrap_err();
        assert!(e.contains("line"), "{e}");
    }

    #[test]
    fn sparse_literals_keep_order_and_zeros() {
        let p = constant("sparse<[[2, 3], [0, 1], [1, 0]], [1.5, 0.0, -0.0]>", "tensor<3x4xf64>").unwrap();
        let (_, coo, dense) = only_constant(&p);
        assert!(!dense);
        assert_eq!(coo.crds_u64(), vec![2, 3, 0, 1, 1, 0]);
        let v = floats(coo);
        assert_eq!(v, vec![1.5, 0.0, 0.0]);
        assert!(v[2].is_sign_negative());

        let p = constant("sparse<[[4], [1]], 2.5>", "tensor<6xf32>").unwrap();
        let (_, coo, _) = only_constant(&p);
        assert_eq!(coo.crds_u64(), vec![4, 1]);
        assert_eq!(coo.vals, ValBuf::F32(vec![2.5, 2.5].into()));

        let p = constant("sparse<[], []>", "tensor<2x2xf64>").unwrap();
        assert!(only_constant(&p).1.is_empty());

        let e = constant("sparse<[[0, 1], [0, 1]], [1.0, 2.0]>", "tensor<2x2xf64>").unwrap_err();
        assert!(e.contains("duplicate"), "{e}");
        let e = constant("sparse<[[0, 2]], [1.0]>", "tensor<2x2xf64>").unwrap_err();
        assert!(e.contains("out of range"), "{e}");
        let e = constant("sparse<[[0]], [1.0]>", "tensor<2x2xf64>").unwrap_err();
        assert!(e.contains("1 coordinates for rank 2"), "{e}");
        let e = constant("sparse<[[0, 0], [1, 1]], [1.0]>", "tensor<2x2xf64>").unwrap_err();
        assert!(e.contains("2 coordinates but 1 values"), "{e}");
        let e = constant("sparse<[[0, -1]], [1.0]>", "tensor<2x2xf64>").unwrap_err();
        assert!(e.contains("bad coordinate"), "{e}");
    }

    #[test]
    fn integer_types() {
        let p = constant("dense<[-128, 127, 255, 0x10]>", "tensor<4xi8>").unwrap();
        let (_, coo, _) = only_constant(&p);
        assert_eq!(coo.vals, ValBuf::I8(vec![-128, 127, -1, 16].into()));
        assert!(constant("dense<[256]>", "tensor<1xi8>").unwrap_err().contains("out of range"));
        assert!(constant("dense<[-129]>", "tensor<1xi8>").unwrap_err().contains("out of range"));

        let p = constant("dense<[-9223372036854775808, 9223372036854775807]>", "tensor<2xi64>").unwrap();
        assert_eq!(only_constant(&p).1.vals, ValBuf::I64(vec![i64::MIN, i64::MAX].into()));
        let p = constant("dense<[-32768, 32767]>", "tensor<2xi16>").unwrap();
        assert_eq!(only_constant(&p).1.vals, ValBuf::I16(vec![i16::MIN, i16::MAX].into()));
        let p = constant("dense<[-2147483648, 2147483647]>", "tensor<2xi32>").unwrap();
        assert_eq!(only_constant(&p).1.vals, ValBuf::I32(vec![i32::MIN, i32::MAX].into()));

        let p = constant("dense<[-1, 7]>", "tensor<2xindex>").unwrap();
        assert_eq!(only_constant(&p).1.vals, ValBuf::Index(vec![-1, 7].into()));

        let p = constant("dense<[true, false, 1, 0]>", "tensor<4xi1>").unwrap();
        assert_eq!(only_constant(&p).1.vals, ValBuf::I1(vec![true, false, true, false].into()));
        assert!(constant("dense<[2]>", "tensor<1xi1>").is_err());
        assert!(constant("dense<[true]>", "tensor<1xi8>").is_err());
        assert!(constant("dense<[1.0]>", "tensor<1xi32>").is_err());
    }

    #[test]
    fn float_literals() {
        let p = constant("dense<[1.5, -2.0e-3, 1.0e10, 3.0E+2, 7.]>", "tensor<5xf64>").unwrap();
        assert_eq!(floats(only_constant(&p).1), vec![1.5, -2.0e-3, 1.0e10, 300.0, 7.0]);

        let e = constant("dense<[1, 2]>", "tensor<2xf64>").unwrap_err();
        assert!(e.contains("integer literal"), "{e}");
        for bad in ["1e5", ".5", "inf", "nan", "1.0e", "--1.0"] {
            assert!(constant(&format!("dense<[{bad}]>"), "tensor<1xf64>").is_err(), "{bad}");
        }

        // f64 bit patterns: nan, -nan, inf, -inf, smallest subnormal.
        let p = constant(
            "dense<[0x7FF8000000000000, 0xFFF8000000000000, 0x7FF0000000000000, 0xFFF0000000000000, 0x0000000000000001]>",
            "tensor<5xf64>",
        )
        .unwrap();
        let v = floats(only_constant(&p).1);
        assert!(v[0].is_nan() && v[0].is_sign_positive());
        assert!(v[1].is_nan() && v[1].is_sign_negative());
        assert_eq!(&v[2..], &[f64::INFINITY, f64::NEG_INFINITY, f64::from_bits(1)]);

        // f32 bit patterns.
        let p = constant("dense<[0x7FC00000, 0xFF800000, 0x3F800000, 0x00000001]>", "tensor<4xf32>").unwrap();
        let ValBuf::F32(v) = &only_constant(&p).1.vals else { panic!() };
        assert!(v[0].is_nan());
        assert_eq!(&v[1..], &[f32::NEG_INFINITY, 1.0, f32::from_bits(1)]);
        assert!(constant("dense<[0x7FF8000000000000]>", "tensor<1xf32>")
            .unwrap_err()
            .contains("does not fit"));
        assert!(constant("dense<[-0x3F800000]>", "tensor<1xf32>").is_err());
    }

    #[test]
    fn half_and_bfloat_bits() {
        assert_eq!(f16_bits_to_f64(0x3C00), 1.0);
        assert_eq!(f16_bits_to_f64(0xC000), -2.0);
        assert_eq!(f16_bits_to_f64(0x7BFF), 65504.0);
        assert_eq!(f16_bits_to_f64(0x0001), 2f64.powi(-24));
        assert_eq!(f16_bits_to_f64(0x0400), 2f64.powi(-14));
        assert_eq!(f16_bits_to_f64(0x7C00), f64::INFINITY);
        assert_eq!(f16_bits_to_f64(0xFC00), f64::NEG_INFINITY);
        assert!(f16_bits_to_f64(0x7E00).is_nan());
        assert!(f16_bits_to_f64(0xFE00).is_sign_negative());
        assert!(f16_bits_to_f64(0x8000) == 0.0 && f16_bits_to_f64(0x8000).is_sign_negative());

        let p = constant("dense<[0x3C00, 0x0001, 0xFC00, 1.5]>", "tensor<4xf16>").unwrap();
        let (_, coo, _) = only_constant(&p);
        assert_eq!(coo.vals.elem_type(), ElemType::F16);
        assert_eq!(floats(coo), vec![1.0, 2f64.powi(-24), f64::NEG_INFINITY, 1.5]);

        let p = constant("dense<[0x3F80, 0xFF80, 0x7FC0, -2.0]>", "tensor<4xbf16>").unwrap();
        let v = floats(only_constant(&p).1);
        assert_eq!(v[0], 1.0);
        assert_eq!(v[1], f64::NEG_INFINITY);
        assert!(v[2].is_nan());
        assert_eq!(v[3], -2.0);
        assert!(constant("dense<[0x10000]>", "tensor<1xbf16>").is_err());
    }

    #[test]
    fn complex_literals() {
        let p = constant(
            "dense<[(1.0, 2.0), (0.0, -0.0), (0x7FF8000000000000, 1.0e10)]>",
            "tensor<3xcomplex<f64>>",
        )
        .unwrap();
        let (ty, coo, _) = only_constant(&p);
        assert_eq!(ty.elem, ElemType::C64);
        let s = scalars(&coo.vals);
        assert_eq!(s[0], Scalar::Complex(1.0, 2.0));
        assert!(matches!(s[1], Scalar::Complex(re, im) if re == 0.0 && im == 0.0 && im.is_sign_negative()));
        assert!(matches!(s[2], Scalar::Complex(re, im) if re.is_nan() && im == 1.0e10));

        let p = constant("dense<[[(1.5, 0.0)], [(0.0, 0x3F800000)]]>", "tensor<2x1xcomplex<f32>>").unwrap();
        assert_eq!(
            scalars(&only_constant(&p).1.vals),
            vec![Scalar::Complex(1.5, 0.0), Scalar::Complex(0.0, 1.0)]
        );

        assert!(constant("dense<[1.0]>", "tensor<1xcomplex<f64>>").is_err());
        assert!(constant("dense<[(1.0, 2.0)]>", "tensor<1xf64>").is_err());
        assert!(constant("dense<[(1, 2)]>", "tensor<1xcomplex<f64>>").is_err());
    }

    #[test]
    fn tensor_types() {
        let t = TensorType::parse("tensor<4x?xcomplex<f64>, #CSR>").unwrap();
        assert_eq!(t.shape, vec![Some(4), None]);
        assert_eq!(t.elem, ElemType::C64);
        assert_eq!(t.encoding.as_deref(), Some("CSR"));
        assert_eq!(t.to_string(), "tensor<4x?xcomplex<f64>, #CSR>");
        assert_eq!(t.static_shape(), None);
        let t = TensorType::parse("tensor<0x4xf64>").unwrap();
        assert_eq!(t.static_shape(), Some(vec![0, 4]));
        assert!(!t.is_sparse());
        let t = TensorType::parse("tensor<2x3x4x5xbf16, #COO4>").unwrap();
        assert_eq!(t.rank(), 4);
        assert!(TensorType::parse("tensor<f64>").is_err());
        assert!(TensorType::parse("tensor<4xf8>").is_err());
        assert!(TensorType::parse("memref<4xf64>").is_err());
        assert!(TensorType::parse(
            "tensor<4xf64, #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>>"
        )
        .is_err());
    }

    #[test]
    fn op_errors_name_the_line() {
        let check = |ops: &str, line: u32, needle: &str| {
            let e = parse_program(&wrap(ops)).unwrap_err();
            assert!(e.starts_with(&format!("line {line}: ")), "{e}");
            assert!(e.contains(needle), "{e} does not contain {needle}");
        };
        let d = "    %d = arith.constant dense<[1.0, 0.0]> : tensor<2xf64>";
        check(&format!("{d}\n    sparse_tensor.print %x : tensor<2xf64, #CSR>"), 6, "undefined value %x");
        check(
            &format!("{d}\n    %s = sparse_tensor.convert %d : tensor<2xf32> to tensor<2xf32, #CSR>"),
            6,
            "has type tensor<2xf64>",
        );
        check(
            &format!("{d}\n    %s = sparse_tensor.convert %d : tensor<2xf64> to tensor<2xf64, #NOPE>"),
            6,
            "undefined encoding alias #NOPE",
        );
        check(
            &format!("{d}\n    %s = sparse_tensor.convert %d : tensor<2xf64> to tensor<3xf64, #CSR>"),
            6,
            "size of dimension 0",
        );
        check(
            &format!("{d}\n    %s = sparse_tensor.convert %d : tensor<2xf64> to tensor<2x1xf64, #CSR>"),
            6,
            "rank",
        );
        check(
            &format!("{d}\n    %s = sparse_tensor.convert %d : tensor<2xf64> to tensor<2xf64>"),
            6,
            "must produce a sparse",
        );
        check(&format!("{d}\n    sparse_tensor.print %d : tensor<2xf64>"), 6, "needs a sparse tensor");
        check(
            &format!("{d}\n    %d = arith.constant dense<[1.0, 0.0]> : tensor<2xf64>"),
            6,
            "redefinition of %d",
        );
        check(
            &format!("{d}\n    %x = arith.addf %d, %d : tensor<2xf64>"),
            6,
            "unsupported operation `arith.addf`",
        );
        check("    %d = arith.constant dense<[1.0, 0.0]> : tensor<?xf64>", 5, "static shape");
        check("    %d = arith.constant dense<[1.0, 0.0]> : tensor<2xf64, #CSR>", 5, "dense tensor type");
        check("    arith.constant dense<[1.0, 0.0]> : tensor<2xf64>", 5, "needs a result");
        check("    %d = arith.constant dense<[1.0,\n      0.0]> : tensor<3xf64>", 5, "2 elements");
        check(&format!("{d}\n    %s = sparse_tensor.convert %d : tensor<2xf64> to tensor<?xf64, #CSR>\n    %t = sparse_tensor.convert %s : tensor<?xf64, #CSR> to tensor<2xf64, #CSR>"), 7, "static shape");
    }

    #[test]
    fn element_type_change_is_rejected() {
        let e = parse_program(&wrap(
            "    %d = arith.constant dense<[1.0]> : tensor<1xf64>\n    %s = sparse_tensor.convert %d : tensor<1xf64> to tensor<1xf32, #CSR>",
        ))
        .unwrap_err();
        assert!(e.starts_with("line 6: ") && e.contains("element type"), "{e}");
    }

    #[test]
    fn dynamic_destination() {
        let p = parse_program(&wrap(
            "    %d = arith.constant dense<[[1.0, 0.0]]> : tensor<1x2xf64>\n\
             \x20   %s = sparse_tensor.convert %d : tensor<1x2xf64> to tensor<?x2xf64, #CSR>\n\
             \x20   sparse_tensor.print %s : tensor<?x2xf64, #CSR>",
        ))
        .unwrap();
        match &p.steps[2] {
            Step::Print { ty, .. } => assert_eq!(ty.shape, vec![None, Some(2)]),
            s => panic!("{s:?}"),
        }
    }

    #[test]
    fn structure_errors() {
        let e = parse_program("// x\nmodule {\n  func.func @main() {\n    return\n  }\n").unwrap_err();
        assert!(e.starts_with("line 6: ") && e.contains("unexpected end"), "{e}");
        let e = parse_program("// x\n#A = #sparse_tensor.encoding<{ map = (i) -> (i : dense) }\nmodule {\n")
            .unwrap_err();
        assert!(e.starts_with("line 2: ") && e.contains("expected `>`"), "{e}");
        let e = parse_program("// x\n#A = #sparse_tensor.encoding<{ map = (i) -> (i : dense)\nmodule {\n")
            .unwrap_err();
        assert!(e.starts_with("line 2: ") && e.contains("never closed"), "{e}");
        let e = parse_program("// x\n#A = affine_map<(i) -> (i)>\nmodule {\n").unwrap_err();
        assert!(e.starts_with("line 2: "), "{e}");
        let e = parse_program(&format!("{CSR}\n{CSR}\n")).unwrap_err();
        assert!(e.starts_with("line 2: ") && e.contains("redefinition of alias"), "{e}");
        let e = parse_program("module {\n  func.func @other() {\n").unwrap_err();
        assert!(e.starts_with("line 2: "), "{e}");
        let e = parse_program("module {\n  func.func @main() {\n    return\n  }\n}\n}\n").unwrap_err();
        assert!(e.starts_with("line 6: "), "{e}");
        let e = parse_program("module {\n  func.func @main() {\n    return %x : tensor<1xf64>\n  }\n}\n")
            .unwrap_err();
        assert!(e.starts_with("line 3: "), "{e}");
        let e = parse_program("module {\n  func.func @main() {\n    %d = arith.constant dense<[1.0> : tensor<1xf64>\n    return\n  }\n}\n").unwrap_err();
        assert!(e.starts_with("line 3: "), "{e}");
    }
}

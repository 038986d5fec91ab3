//! Parsing attributes.
//!
//! Why: ops carry their constants, predicates, maps and encodings as attributes; this is
//! MLIR's attribute grammar: literals with types, arrays, dictionaries, symbol references,
//! affine maps, element literals (see `elements.rs`), `array<…>`, `strided<…>`,
//! locations, aliases, the sparse encoding (parsed by the storage crate) and other
//! dialects' attributes kept as text.

use super::{PResult, Parser};
use crate::attrs::{AffineMap, Attr, Location};
use crate::diag::Diag;
use crate::dialect_attrs::DialectAttrs;
use crate::float_text::{self, FloatKind};
use crate::ids::{AttrId, StrId, TypeId};
use crate::lexer::Tok;
use crate::types::{Signedness, Type, DYNAMIC};
use sparsir_storage::encoding::affine::{AffineExpr, AffineOp};

impl<'a> Parser<'a> {
    /// Parses an attribute. `ty` is the type of a number literal when the syntax leaves it
    /// implicit (no `: type` is read then).
    pub fn parse_attr(&mut self, ty: Option<TypeId>) -> PResult<AttrId> {
        self.enter()?;
        let r = self.parse_attr_inner(ty);
        self.leave();
        r
    }

    /// True when the current token can start an attribute.
    pub fn at_attr(&self) -> bool {
        matches!(
            self.token().kind,
            Tok::Int
                | Tok::Float
                | Tok::Minus
                | Tok::Str
                | Tok::LSquare
                | Tok::LBrace
                | Tok::AtId
                | Tok::HashId
                | Tok::BangId
                | Tok::LParen
        ) || (self.at(Tok::BareId))
    }

    fn parse_attr_inner(&mut self, ty: Option<TypeId>) -> PResult<AttrId> {
        let t = self.token();
        match t.kind {
            Tok::Int | Tok::Float | Tok::Minus => self.parse_number_attr(ty),
            Tok::Str => {
                let value = self.parse_string()?;
                let ty = if ty.is_none() && self.eat(Tok::Colon) { Some(self.parse_type()?) } else { None };
                Ok(self.ir.attr(Attr::String { value, ty }))
            }
            Tok::LSquare => {
                let items = self.parse_delimited(Tok::LSquare, Tok::RSquare, "expected ',' or ']'", |p| {
                    p.parse_attr(None)
                })?;
                Ok(self.ir.attr(Attr::Array(items)))
            }
            Tok::LBrace => {
                let entries = self.parse_dictionary()?;
                let entries = entries.into_iter().map(|(k, v)| (self.ir.str(k).to_string(), v)).collect();
                Ok(self.ir.attr(Attr::Dictionary(entries)))
            }
            Tok::AtId => {
                let mut path = vec![self.parse_symbol_name()?];
                while self.eat(Tok::ColonColon) {
                    path.push(self.parse_symbol_name()?);
                }
                Ok(self.ir.attr(Attr::SymbolRef(path)))
            }
            Tok::HashId => self.parse_hash_attr(ty.is_none()),
            Tok::BangId | Tok::LParen => {
                let ty = self.parse_type()?;
                Ok(self.ir.attr(Attr::Type(ty)))
            }
            Tok::BareId => self.parse_keyword_attr(ty),
            _ => Err(self.err_expected("attribute value")),
        }
    }

    fn parse_keyword_attr(&mut self, ty: Option<TypeId>) -> PResult<AttrId> {
        let t = self.token();
        match self.cur_text() {
            "unit" => {
                self.bump();
                Ok(self.ir.attr(Attr::Unit))
            }
            "true" | "false" => {
                let v = self.cur_text() == "true";
                self.bump();
                if ty.is_none() && self.at(Tok::Colon) {
                    self.bump();
                    self.parse_type()?;
                }
                Ok(self.ir.attr(Attr::Bool(v)))
            }
            "affine_map" => {
                self.bump();
                self.expect(Tok::Less, "<")?;
                let map = self.parse_affine_map()?;
                self.expect(Tok::Greater, ">")?;
                Ok(self.ir.attr(Attr::AffineMap(map)))
            }
            "dense" => self.parse_dense_attr(ty),
            "sparse" => self.parse_sparse_attr(),
            "dense_resource" => {
                self.bump();
                self.expect(Tok::Less, "<")?;
                let handle = self.parse_keyword("resource handle")?.to_string();
                self.expect(Tok::Greater, ">")?;
                let ty = self.parse_colon_type()?;
                Ok(self.ir.attr(Attr::DenseResource { ty, handle }))
            }
            "array" => self.parse_dense_array(),
            "strided" => {
                self.bump();
                self.expect(Tok::Less, "<")?;
                let strides =
                    self.parse_comma_list(Tok::LSquare, Tok::RSquare, "]", |p| p.parse_dim_or_dynamic())?;
                let mut offset = 0;
                if self.eat(Tok::Comma) {
                    self.expect_keyword("offset")?;
                    self.expect(Tok::Colon, ":")?;
                    offset = self.parse_dim_or_dynamic()?;
                }
                self.expect(Tok::Greater, ">")?;
                Ok(self.ir.attr(Attr::Strided { strides, offset }))
            }
            "loc" => {
                self.bump();
                self.expect(Tok::LParen, "(")?;
                let l = self.parse_location_body()?;
                self.expect(Tok::RParen, ")")?;
                Ok(l)
            }
            "affine_set" | "distinct" | "opaque" => {
                Err(Diag::error(t.start, format!("unsupported: '{}' attributes", self.cur_text())))
            }
            _ if self.at_type() => {
                let ty = self.parse_type()?;
                Ok(self.ir.attr(Attr::Type(ty)))
            }
            other => Err(Diag::error(t.start, format!("expected attribute value, found '{other}'"))),
        }
    }

    /// Parses an integer or `?` (as [`DYNAMIC`]).
    pub fn parse_dim_or_dynamic(&mut self) -> PResult<i64> {
        if self.eat(Tok::Question) {
            return Ok(DYNAMIC);
        }
        let pos = self.pos();
        let v = self.parse_int()?;
        i64::try_from(v).map_err(|_| Diag::error(pos, "integer out of range"))
    }

    fn parse_number_attr(&mut self, ty: Option<TypeId>) -> PResult<AttrId> {
        let neg = self.eat(Tok::Minus);
        let t = self.token();
        if !matches!(t.kind, Tok::Int | Tok::Float) {
            return Err(self.err_expected("integer or floating point literal"));
        }
        self.bump();
        let ty = match ty {
            Some(ty) => ty,
            None if self.eat(Tok::Colon) => self.parse_type()?,
            None => {
                let default = if t.kind == Tok::Float { Type::Float(FloatKind::F64) } else { int_type(64) };
                self.ir.ty(default)
            }
        };
        let text = self.text(t);
        self.number_attr(text, t.kind == Tok::Float, neg, ty, t.start)
    }

    /// Builds a number attribute of type `ty` from a literal's text.
    pub(crate) fn number_attr(
        &mut self,
        text: &str,
        is_float: bool,
        neg: bool,
        ty: TypeId,
        pos: u32,
    ) -> PResult<AttrId> {
        match self.ir.type_of(ty).clone() {
            Type::Float(kind) => {
                let bits = self.float_bits(text, is_float, neg, kind, pos)?;
                Ok(self.ir.attr(Attr::Float { bits, ty }))
            }
            Type::Integer { .. } | Type::Index => {
                if is_float {
                    // MLIR reports this one at the token after the literal and its type.
                    let at = if pos < self.pos() { self.pos() } else { pos };
                    return Err(Diag::error(at, "floating point value not valid for specified type"));
                }
                let value = self.int_value(text, neg, ty, pos)?;
                if self.ir.type_of(ty).is_signless_int(1) {
                    return Ok(self.ir.attr(Attr::Bool(value != 0)));
                }
                Ok(self.ir.attr(Attr::Integer { value, ty }))
            }
            _ => Err(Diag::error(
                pos,
                "invalid type for number literal, expected integer, index or float type",
            )),
        }
    }

    /// The raw bits of a float literal in `kind`.
    pub(crate) fn float_bits(
        &self,
        text: &str,
        is_float: bool,
        neg: bool,
        kind: FloatKind,
        pos: u32,
    ) -> PResult<u64> {
        if !is_float {
            if let Some(hex) = text.strip_prefix("0x") {
                if neg {
                    return Err(Diag::error(
                        pos,
                        "hexadecimal float literal should not have a leading minus",
                    ));
                }
                return float_text::from_hex_bits(hex, kind).map_err(|m| Diag::error(pos, m));
            }
            return Err(Diag::error(pos, "unexpected decimal integer literal for a floating point value")
                .with_note(pos, "add a trailing dot to make the literal a float"));
        }
        let v =
            float_text::parse_decimal(text, kind).ok_or_else(|| Diag::error(pos, "invalid float literal"))?;
        Ok(float_text::f64_to_bits(if neg { -v } else { v }, kind))
    }

    /// The value of an integer literal, checked against the type's width.
    pub(crate) fn int_value(&self, text: &str, neg: bool, ty: TypeId, pos: u32) -> PResult<i128> {
        let (width, signedness) = match self.ir.type_of(ty) {
            Type::Integer { width, signedness } => (*width, *signedness),
            _ => (64, Signedness::Signless),
        };
        let mag = super::parse_int_text(text)
            .ok_or_else(|| Diag::error(pos, "integer constant out of range for attribute"))?;
        if neg && signedness == Signedness::Unsigned {
            return Err(Diag::error(pos, "negative integer literal not valid for unsigned integer type"));
        }
        if neg && mag == 0 {
            // MLIR: `-0` does not fit (it reads it as needing a sign bit beyond the width).
            return Err(Diag::error(pos, "integer constant out of range for attribute"));
        }
        let v = if neg { -mag } else { mag };
        if width >= 127 {
            return Ok(v);
        }
        let fits = match signedness {
            _ if width == 0 => v == 0,
            Signedness::Unsigned => v < (1i128 << width),
            Signedness::Signed => v >= -(1i128 << (width - 1)) && v < (1i128 << (width - 1)),
            Signedness::Signless => v >= -(1i128 << (width - 1)) && v < (1i128 << width),
        };
        if !fits {
            return Err(Diag::error(pos, "integer constant out of range for attribute"));
        }
        Ok(match signedness {
            Signedness::Unsigned => v,
            _ => sign_extend(v, width),
        })
    }

    /// `typed`: a trailing `: type` belongs to another dialect's attribute, as in MLIR
    /// (`#complex.number<:f64 1.0, 2.0> : complex<f64>`); it is kept in the text.
    fn parse_hash_attr(&mut self, typed: bool) -> PResult<AttrId> {
        let t = self.bump();
        let name = &self.text(t)[1..];
        let Some((dialect, rest)) = name.split_once('.') else {
            if self.at(Tok::Less) && self.token().start == t.end {
                // `#dialect<body>` (e.g. `#sparse_tensor<slice(…)>`): keep as text.
                let (body, _) = self.balanced_angle_body()?;
                let body = format!("<{body}>");
                let body = self.opaque_attr_type(body, typed)?;
                return Ok(self.ir.attr(Attr::Opaque { dialect: name.to_string(), body }));
            }
            return self
                .attr_aliases
                .get(name)
                .copied()
                .ok_or_else(|| Diag::error(t.end, format!("undefined symbol alias id '{name}'")));
        };
        if dialect == "sparse_tensor" && rest == "encoding" {
            if !self.at(Tok::Less) {
                return Err(self.err_expected("<"));
            }
            let (body, at) = self.balanced_angle_body()?;
            // The whole `#sparse_tensor.encoding<…>`: errors about the encoding as a whole
            // point at its mnemonic, as in MLIR.
            let text = &self.src[t.start as usize..at as usize + body.len() + 1];
            let enc =
                sparsir_storage::Encoding::parse(text).map_err(|e| self.storage_error(e, text, t.start))?;
            return Ok(self.ir.encoding_attr(enc));
        }
        // The attributes of the known dialects are checked against their table (an
        // unknown one would otherwise print in a form the custom parsers refuse).
        let mnemonic_at = t.start + 1 + dialect.len() as u32 + 1;
        let mut body = rest.to_string();
        let mut inner_at = None;
        if self.at(Tok::Less) && self.token().start == t.end {
            let (inner, at) = self.balanced_angle_body()?;
            body = format!("{rest}<{inner}>");
            inner_at = Some((inner, at));
        }
        match crate::dialect_attrs::lookup(dialect) {
            DialectAttrs::NoHook => {
                let msg = format!("dialect '{dialect}' provides no attribute parsing hook");
                return Err(Diag::error(mnemonic_at, msg));
            }
            DialectAttrs::Known { others, enums } => {
                let e = enums.iter().find(|e| e.mnemonic == rest);
                if e.is_none() && !others.contains(&rest) {
                    let msg = format!("unknown attribute `{rest}` in dialect `{dialect}`");
                    return Err(Diag::error(mnemonic_at, msg));
                }
                if let Some(e) = e {
                    let Some((inner, at)) = &inner_at else { return Err(Diag::error(t.end, "expected '<'")) };
                    crate::dialect_attrs::check_enum_body(e, inner).map_err(|errors| {
                        let mut errors =
                            errors.into_iter().map(|(offset, msg)| Diag::error(at + offset as u32, msg));
                        let mut first =
                            errors.next().unwrap_or_else(|| Diag::error(*at, "invalid attribute"));
                        first.notes.extend(errors);
                        first
                    })?;
                }
            }
            DialectAttrs::Open => {}
        }
        if dialect == "complex" && rest == "number" {
            body = self.complex_number_body(&body, t.start, typed)?;
        } else {
            body = self.opaque_attr_type(body, typed)?;
        }
        Ok(self.ir.attr(Attr::Opaque { dialect: dialect.to_string(), body }))
    }

    /// `#complex.number<:f64 1.0, 2.0> : complex<f64>` in MLIR's print: floats in MLIR's
    /// spelling and the type always written, so both spellings intern alike.
    fn complex_number_body(&mut self, body: &str, pos: u32, typed: bool) -> PResult<String> {
        let bad = || Diag::error(pos, "unsupported: malformed #complex.number attribute");
        let inner = body.strip_prefix("number<:").and_then(|b| b.strip_suffix('>')).ok_or_else(bad)?;
        let (ty, values) = inner.trim().split_once(char::is_whitespace).ok_or_else(bad)?;
        let kind = match ty {
            "f16" => FloatKind::F16,
            "bf16" => FloatKind::BF16,
            "f32" => FloatKind::F32,
            "f64" => FloatKind::F64,
            _ => return Err(bad()),
        };
        let (re, im) = values.split_once(',').ok_or_else(bad)?;
        let text = |v: &str| -> PResult<String> {
            let v = v.trim();
            let (neg, mag) = v.strip_prefix('-').map_or((false, v), |m| (true, m));
            let is_float = !mag.starts_with("0x");
            let bits = self.float_bits(mag, is_float, neg, kind, pos)?;
            Ok(float_text::format_float_bits(bits, kind))
        };
        let (re, im) = (text(re)?, text(im)?);
        if typed && self.eat(Tok::Colon) {
            self.parse_type()?;
        }
        Ok(format!("number<:{ty} {re}, {im}> : complex<{ty}>"))
    }

    /// Keeps a trailing `: type` of another dialect's attribute in its text.
    fn opaque_attr_type(&mut self, body: String, typed: bool) -> PResult<String> {
        if !typed || !self.eat(Tok::Colon) {
            return Ok(body);
        }
        let ty = self.parse_type()?;
        Ok(format!("{body} : {}", crate::printer::type_to_string(&self.ir, ty)))
    }

    fn storage_error(&self, e: sparsir_storage::StorageError, body: &str, at: u32) -> Diag {
        let Some(loc) = e.loc else { return Diag::error(at, e.message) };
        let mut off = 0usize;
        for _ in 1..loc.line {
            off += body[off..].find('\n').map_or(0, |i| i + 1);
        }
        off += body[off..].char_indices().nth(loc.col as usize - 1).map_or(0, |(i, _)| i);
        Diag::error(at + off as u32, e.message)
    }

    /// Parses `{name = attr, unit_name, …}`; names are returned interned, sorted.
    pub fn parse_dictionary(&mut self) -> PResult<Vec<(StrId, AttrId)>> {
        let mut out: Vec<(StrId, AttrId, u32)> = Vec::new();
        self.parse_delimited(Tok::LBrace, Tok::RBrace, "expected '}' in attribute dictionary", |p| {
            let pos = p.pos();
            let name = match p.token().kind {
                Tok::BareId => p.bump_text().to_string(),
                Tok::Str => p.parse_string()?,
                _ => return Err(p.err_expected("attribute name")),
            };
            if name.is_empty() {
                return Err(Diag::error(pos, "expected valid attribute name"));
            }
            let value = if p.eat(Tok::Equal) { p.parse_attr(None)? } else { p.ir.attr(Attr::Unit) };
            let id = p.ir.intern(&name);
            if out.iter().any(|(n, _, _)| *n == id) {
                return Err(Diag::error(pos, format!("duplicate key '{name}' in dictionary attribute")));
            }
            out.push((id, value, pos));
            Ok(())
        })?;
        let mut out: Vec<(StrId, AttrId)> = out.into_iter().map(|(n, v, _)| (n, v)).collect();
        out.sort_by(|a, b| self.ir.str(a.0).cmp(self.ir.str(b.0)));
        Ok(out)
    }

    pub(crate) fn bump_text(&mut self) -> &'a str {
        let t = self.bump();
        self.text(t)
    }

    fn parse_dense_array(&mut self) -> PResult<AttrId> {
        self.bump();
        self.expect(Tok::Less, "<")?;
        let elem = self.parse_type()?;
        let mut ints = Vec::new();
        let mut floats = Vec::new();
        let is_float = matches!(self.ir.type_of(elem), Type::Float(_));
        if self.eat(Tok::Colon) {
            self.parse_comma_separated(|p| {
                let pos = p.pos();
                let is_i1 = p.ir.type_of(elem).is_signless_int(1);
                if p.at_keyword("true") || p.at_keyword("false") {
                    if !is_i1 {
                        return Err(p.error("expected i1 type for 'true' or 'false' values"));
                    }
                    ints.push((p.bump_text() == "true") as i128);
                    return Ok(());
                }
                if is_i1 {
                    return Err(p.error("expected 'true' or 'false' values for i1 type"));
                }
                let neg = p.eat(Tok::Minus);
                let t = p.token();
                if !matches!(t.kind, Tok::Int | Tok::Float) {
                    return Err(p.err_expected("integer or float literal"));
                }
                p.bump();
                let text = p.text(t);
                if t.kind == Tok::Float && !is_float {
                    return Err(Diag::error(t.start, "expected integer literal"));
                }
                if let Type::Float(kind) = *p.ir.type_of(elem) {
                    floats.push(p.float_bits(text, t.kind == Tok::Float, neg, kind, pos)?);
                } else {
                    let v = p.int_value(text, neg, elem, pos).map_err(|mut d| {
                        d.message = "integer constant out of range".into();
                        d
                    })?;
                    ints.push(v);
                }
                Ok(())
            })?;
        }
        self.expect(Tok::Greater, ">")?;
        let values = if is_float {
            crate::attrs::DenseValues::Float(floats)
        } else {
            crate::attrs::DenseValues::Int(ints)
        };
        Ok(self.ir.attr(Attr::DenseArray { elem, values }))
    }

    /// Parses an affine map body `(d0, d1)[s0] -> (exprs)` (without `affine_map<`/`>`).
    pub fn parse_affine_map(&mut self) -> PResult<AffineMap> {
        let dims = self.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| {
            Ok(p.parse_keyword("dimension identifier")?.to_string())
        })?;
        let syms = if self.at(Tok::LSquare) {
            self.parse_comma_list(Tok::LSquare, Tok::RSquare, "]", |p| {
                Ok(p.parse_keyword("symbol identifier")?.to_string())
            })?
        } else {
            Vec::new()
        };
        self.expect(Tok::Arrow, "->")?;
        let exprs =
            self.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| p.parse_affine_expr(&dims, &syms))?;
        Ok(AffineMap { num_dims: dims.len() as u32, num_syms: syms.len() as u32, exprs })
    }

    /// Each operator of a sum or product deepens the expression tree by one level:
    /// they count against [`super::MAX_NESTING`] like brackets do.
    fn parse_affine_expr(&mut self, dims: &[String], syms: &[String]) -> PResult<AffineExpr> {
        let depth = self.depth;
        let r = self.parse_affine_sum(dims, syms);
        self.depth = depth;
        r
    }

    fn parse_affine_sum(&mut self, dims: &[String], syms: &[String]) -> PResult<AffineExpr> {
        let mut lhs = self.parse_affine_term(dims, syms)?;
        loop {
            if self.at(Tok::Plus) || self.at(Tok::Minus) {
                self.enter()?;
            }
            let negate = if self.eat(Tok::Plus) {
                false
            } else if self.eat(Tok::Minus) {
                true
            } else {
                return Ok(lhs);
            };
            let mut rhs = self.parse_affine_term(dims, syms)?;
            if negate {
                rhs =
                    AffineExpr::product(rhs, AffineExpr::Const(-1)).expect("scaling by a constant is affine");
            }
            lhs = AffineExpr::sum(lhs, rhs);
        }
    }

    fn parse_affine_term(&mut self, dims: &[String], syms: &[String]) -> PResult<AffineExpr> {
        let depth = self.depth;
        let r = self.parse_affine_product(dims, syms);
        self.depth = depth;
        r
    }

    fn parse_affine_product(&mut self, dims: &[String], syms: &[String]) -> PResult<AffineExpr> {
        let mut lhs = self.parse_affine_atom(dims, syms)?;
        loop {
            let pos = self.pos();
            let op = if self.eat(Tok::Star) {
                AffineOp::Mul
            } else if self.eat_keyword("floordiv") {
                AffineOp::FloorDiv
            } else if self.eat_keyword("ceildiv") {
                AffineOp::CeilDiv
            } else if self.eat_keyword("mod") {
                AffineOp::Mod
            } else {
                return Ok(lhs);
            };
            self.enter()?;
            let rhs = self.parse_affine_atom(dims, syms)?;
            lhs = AffineExpr::binary(op, lhs, rhs).ok_or_else(|| {
                let msg = match op {
                    AffineOp::Mul => "at least one of the multiply operands has",
                    AffineOp::FloorDiv => "right operand of floordiv has",
                    AffineOp::CeilDiv => "right operand of ceildiv has",
                    _ => "right operand of mod has",
                };
                Diag::error(pos, format!("non-affine expression: {msg} to be either a constant or symbolic"))
            })?;
        }
    }

    fn parse_affine_atom(&mut self, dims: &[String], syms: &[String]) -> PResult<AffineExpr> {
        if self.eat(Tok::Minus) {
            self.enter()?;
            let e = self.parse_affine_atom(dims, syms);
            self.leave();
            return Ok(
                AffineExpr::product(e?, AffineExpr::Const(-1)).expect("scaling by a constant is affine")
            );
        }
        if self.eat(Tok::LParen) {
            self.enter()?;
            let e = self.parse_affine_expr(dims, syms);
            self.leave();
            let e = e?;
            self.expect(Tok::RParen, ")")?;
            return Ok(e);
        }
        if self.at(Tok::Int) {
            let pos = self.pos();
            let v = self.parse_int()?;
            return i64::try_from(v)
                .map(AffineExpr::Const)
                .map_err(|_| Diag::error(pos, "constant too large for index"));
        }
        if self.at(Tok::BareId) {
            let t = self.bump();
            let name = self.text(t);
            if let Some(i) = dims.iter().position(|d| d == name) {
                return Ok(AffineExpr::Var(i as u32));
            }
            if let Some(i) = syms.iter().position(|s| s == name) {
                return Ok(AffineExpr::Sym(i as u32));
            }
            return Err(Diag::error(t.start, format!("use of undeclared identifier '{name}'")));
        }
        Err(self.err_expected("affine expression"))
    }

    /// Parses the inside of `loc(…)`.
    fn parse_location_body(&mut self) -> PResult<AttrId> {
        self.enter()?;
        let r = self.parse_location_inner();
        self.leave();
        r
    }

    fn parse_location_inner(&mut self) -> PResult<AttrId> {
        if self.eat_keyword("unknown") {
            return Ok(self.ir.attr(Attr::Location(Location::Unknown)));
        }
        if self.eat_keyword("callsite") {
            self.expect(Tok::LParen, "(")?;
            let callee = self.parse_location_body()?;
            self.expect_keyword("at")?;
            let caller = self.parse_location_body()?;
            self.expect(Tok::RParen, ")")?;
            return Ok(self.ir.attr(Attr::Location(Location::CallSite { callee, caller })));
        }
        if self.eat_keyword("fused") {
            let metadata = if self.eat(Tok::Less) {
                let m = self.parse_attr(None)?;
                self.expect(Tok::Greater, ">")?;
                Some(m)
            } else {
                None
            };
            let locs = self.parse_comma_list(Tok::LSquare, Tok::RSquare, "]", |p| p.parse_location_body())?;
            return Ok(self.ir.attr(Attr::Location(Location::Fused { metadata, locs })));
        }
        if self.at(Tok::HashId) {
            let pos = self.pos();
            let a = self.parse_hash_attr(false)?;
            if !matches!(self.ir.attr_of(a), Attr::Location(_)) {
                return Err(Diag::error(pos, "expected location attribute"));
            }
            return Ok(a);
        }
        let name = self.parse_string().map_err(|_| self.err_expected("location"))?;
        if self.eat(Tok::Colon) {
            let line = self.parse_u32()?;
            self.expect(Tok::Colon, ":")?;
            let col = self.parse_u32()?;
            let mut end = None;
            if self.eat_keyword("to") {
                let l2 = if self.at(Tok::Colon) { line } else { self.parse_u32()? };
                self.expect(Tok::Colon, ":")?;
                end = Some((l2, self.parse_u32()?));
            }
            return Ok(self.ir.attr(Attr::Location(Location::FileLineCol { file: name, line, col, end })));
        }
        let child = if self.eat(Tok::LParen) {
            let c = self.parse_location_body()?;
            self.expect(Tok::RParen, ")")?;
            Some(c)
        } else {
            None
        };
        Ok(self.ir.attr(Attr::Location(Location::Name { name, child })))
    }

    /// Parses an optional trailing `loc(…)` and returns it.
    pub fn parse_optional_trailing_loc(&mut self) -> PResult<Option<AttrId>> {
        if self.at_keyword("loc") {
            return self.parse_attr(None).map(Some);
        }
        Ok(None)
    }
}

/// The signless integer type of a width.
pub(crate) fn int_type(width: u32) -> Type {
    Type::Integer { width, signedness: Signedness::Signless }
}

/// Sign-extends the low `width` bits of `v`.
pub fn sign_extend(v: i128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return v;
    }
    let shift = 128 - width;
    (v << shift) >> shift
}

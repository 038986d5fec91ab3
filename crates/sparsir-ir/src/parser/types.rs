//! Parsing types.
//!
//! Why: builtin types (`index`, `i32`, `f64`, `complex<…>`, `tensor<…>`, `memref<…>`,
//! `vector<…>`, function and tuple types), the sparse_tensor dialect's types, type
//! aliases and other dialects' types kept as text. Shapes are scanned by character, since
//! MLIR writes `4x?xf64` without separators.

use super::{PResult, Parser};
use crate::attrs::Attr;
use crate::diag::Diag;
use crate::float_text::FloatKind;
use crate::ids::{AttrId, TypeId};
use crate::lexer::Tok;
use crate::types::{Signedness, Type, DYNAMIC};

impl<'a> Parser<'a> {
    /// Parses a type.
    pub fn parse_type(&mut self) -> PResult<TypeId> {
        self.enter()?;
        let r = self.parse_type_inner();
        self.leave();
        r
    }

    /// True when the current token can start a type.
    pub fn at_type(&self) -> bool {
        match self.token().kind {
            Tok::BangId | Tok::LParen => true,
            Tok::BareId => is_type_keyword(self.cur_text()),
            _ => false,
        }
    }

    /// Parses `: type`.
    pub fn parse_colon_type(&mut self) -> PResult<TypeId> {
        self.expect(Tok::Colon, ":")?;
        self.parse_type()
    }

    /// Parses `type (, type)*`.
    pub fn parse_type_list(&mut self) -> PResult<Vec<TypeId>> {
        self.parse_comma_separated(|p| p.parse_type())
    }

    /// Parses `: type (, type)*`.
    pub fn parse_colon_type_list(&mut self) -> PResult<Vec<TypeId>> {
        self.expect(Tok::Colon, ":")?;
        self.parse_type_list()
    }

    /// Parses a function result list: `type`, `(type, type)` or `()`.
    pub fn parse_result_types(&mut self) -> PResult<Vec<TypeId>> {
        if self.at(Tok::LParen) {
            let save = self.pos();
            // `(i32) -> i32` as a single result is a function type, not a list.
            let list = self.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| p.parse_type())?;
            if self.at(Tok::Arrow) {
                self.relex_at(save);
                return Ok(vec![self.parse_type()?]);
            }
            return Ok(list);
        }
        Ok(vec![self.parse_type()?])
    }

    /// Parses `-> results` if an arrow is next, else returns no types.
    pub fn parse_optional_arrow_types(&mut self) -> PResult<Vec<TypeId>> {
        if self.eat(Tok::Arrow) {
            return self.parse_result_types();
        }
        Ok(Vec::new())
    }

    /// Parses a function type `(inputs) -> results`; returns inputs and results.
    pub fn parse_function_type(&mut self) -> PResult<(Vec<TypeId>, Vec<TypeId>)> {
        if !self.at(Tok::LParen) {
            return Err(self.err_expected("function type"));
        }
        let inputs = self.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| p.parse_type())?;
        if !self.at(Tok::Arrow) {
            return Err(self.expected_here("expected '->' in function type"));
        }
        self.bump();
        let results = self.parse_result_types()?;
        Ok((inputs, results))
    }

    fn parse_type_inner(&mut self) -> PResult<TypeId> {
        let t = self.token();
        match t.kind {
            Tok::LParen => {
                let (inputs, results) = self.parse_function_type()?;
                Ok(self.ir.ty(Type::Function { inputs, results }))
            }
            Tok::BangId => self.parse_dialect_type(),
            Tok::BareId => {
                let text = self.cur_text();
                if let Some(ty) = simple_type(text) {
                    self.bump();
                    return Ok(self.ir.ty(ty));
                }
                match text {
                    "complex" => {
                        self.bump();
                        self.expect(Tok::Less, "<")?;
                        let elem_pos = self.pos();
                        let elem = self.parse_type()?;
                        let et = self.ir.type_of(elem);
                        if !(et.is_float() || et.is_integer()) {
                            return Err(Diag::error(elem_pos, "invalid element type for complex"));
                        }
                        self.close_type("complex")?;
                        Ok(self.ir.ty(Type::Complex(elem)))
                    }
                    "tuple" => {
                        self.bump();
                        self.expect(Tok::Less, "<")?;
                        let mut elems = Vec::new();
                        if !self.eat(Tok::Greater) {
                            elems = self.parse_type_list()?;
                            self.close_type("tuple")?;
                        }
                        Ok(self.ir.ty(Type::Tuple(elems)))
                    }
                    "tensor" => self.parse_tensor_type(),
                    "memref" => self.parse_memref_type(),
                    "vector" => self.parse_vector_type(),
                    _ if is_unsupported_float(text) => {
                        Err(Diag::error(t.start, format!("unsupported: type '{text}'")))
                    }
                    _ => Err(Diag::error(t.start, "expected non-function type")),
                }
            }
            _ => Err(self.err_expected("non-function type")),
        }
    }

    /// Scans a dimension list `4x?x` (and `*x` when `unranked_ok`); the parser is left at
    /// the element type. Returns the shape (`None` = unranked) and scalable flags.
    fn scan_dims(&mut self, unranked_ok: bool, scalable_ok: bool) -> PResult<(Option<Vec<i64>>, Vec<bool>)> {
        let bytes = self.source().as_bytes();
        let mut i = self.pos() as usize;
        let (mut shape, mut scalable) = (Vec::new(), Vec::new());
        let skip_ws = |mut i: usize| {
            while i < bytes.len() && matches!(bytes[i], b' ' | b'\t' | b'\n' | b'\r') {
                i += 1;
            }
            i
        };
        if unranked_ok && bytes.get(i) == Some(&b'*') {
            let j = skip_ws(i + 1);
            if bytes.get(j) != Some(&b'x') {
                return Err(Diag::error(j as u32, "expected 'x' in dimension list"));
            }
            self.relex_at(j as u32 + 1);
            return Ok((None, scalable));
        }
        loop {
            let (dim, is_scalable, mut j) = match bytes.get(i) {
                Some(b'?') if !scalable_ok => (DYNAMIC, false, i + 1),
                Some(b'[') if scalable_ok => {
                    let mut j = i + 1;
                    while j < bytes.len() && bytes[j].is_ascii_digit() {
                        j += 1;
                    }
                    if j == i + 1 || bytes.get(j) != Some(&b']') {
                        return Err(Diag::error(i as u32, "expected static scalable dimension"));
                    }
                    let v = self.source()[i + 1..j]
                        .parse::<i64>()
                        .map_err(|_| Diag::error(i as u32, "invalid dimension"))?;
                    (v, true, j + 1)
                }
                Some(c) if c.is_ascii_digit() => {
                    let mut j = i;
                    while j < bytes.len() && bytes[j].is_ascii_digit() {
                        j += 1;
                    }
                    let v = self.source()[i..j]
                        .parse::<i64>()
                        .map_err(|_| Diag::error(i as u32, "invalid dimension"))?;
                    (v, false, j)
                }
                _ => break,
            };
            j = skip_ws(j);
            if bytes.get(j) != Some(&b'x') {
                return Err(Diag::error(j as u32, "expected 'x' in dimension list"));
            }
            shape.push(dim);
            scalable.push(is_scalable);
            i = skip_ws(j + 1);
        }
        self.relex_at(i as u32);
        Ok((Some(shape), scalable))
    }

    fn parse_tensor_type(&mut self) -> PResult<TypeId> {
        self.bump();
        self.expect_angle_open()?;
        let (shape, _) = self.scan_dims(true, false)?;
        let elem_pos = self.pos();
        let elem = self.parse_type()?;
        if !self.valid_tensor_elem(elem) {
            return Err(Diag::error(elem_pos, "invalid tensor element type"));
        }
        let Some(shape) = shape else {
            if self.eat(Tok::Comma) {
                let a = self.parse_attr(None)?;
                if self.ir.encoding(a).is_some() {
                    return Err(self.error("expected non-scalar sparse tensor"));
                }
                self.close_type("tensor")?;
                return Err(self.error("cannot apply encoding to unranked tensor"));
            }
            self.close_type("tensor")?;
            return Ok(self.ir.ty(Type::UnrankedTensor(elem)));
        };
        let mut encoding = None;
        if self.eat(Tok::Comma) {
            if self.at(Tok::BareId) && !starts_optional_attr(self.cur_text()) {
                // MLIR reads the encoding as an optional attribute: `strided<…>` is none.
                return Err(self.expected_here("expected '>' in tensor type"));
            }
            let enc_pos = self.pos();
            let a = self.parse_attr(None)?;
            self.check_tensor_encoding(a, &shape, elem, enc_pos)?;
            encoding = Some(a);
        }
        self.close_type("tensor")?;
        Ok(self.ir.ty(Type::Tensor { shape, elem, encoding }))
    }

    /// Expects the `>` closing a `kind` type (`expected '>' in tensor type`).
    fn close_type(&mut self, kind: &str) -> PResult<()> {
        if self.eat(Tok::Greater) {
            return Ok(());
        }
        Err(self.expected_here(&format!("expected '>' in {kind} type")))
    }

    /// An `expected …` error with a full message, where [`Parser::err_expected`] puts it.
    pub(crate) fn expected_here(&self, msg: &str) -> Diag {
        if self.at(Tok::Error) {
            return self.lex_error();
        }
        Diag::error(self.diag_pos(), msg)
    }

    fn expect_angle_open(&mut self) -> PResult<()> {
        self.expect(Tok::Less, "<").map(|_| ())
    }

    fn valid_tensor_elem(&self, elem: TypeId) -> bool {
        !matches!(
            self.ir.type_of(elem),
            Type::Function { .. }
                | Type::Tensor { .. }
                | Type::UnrankedTensor(_)
                | Type::MemRef { .. }
                | Type::None
        )
    }

    fn check_tensor_encoding(&self, a: AttrId, shape: &[i64], elem: TypeId, pos: u32) -> PResult<()> {
        let Some(enc) = self.ir.encoding(a) else { return Ok(()) };
        if shape.is_empty() {
            // MLIR's check, at the token after the encoding.
            return Err(Diag::error(self.pos(), "expected non-scalar sparse tensor"));
        }
        let dims: Vec<Option<u64>> = shape.iter().map(|&d| (d != DYNAMIC).then_some(d as u64)).collect();
        let elem_type = crate::elem::storage_elem(&self.ir, elem);
        let Some(elem_type) = elem_type else {
            return Err(Diag::error(pos, "unsupported: sparse tensor element type"));
        };
        sparsir_storage::encoding::verify::verify_for_tensor(enc, &dims, elem_type)
            .map_err(|e| Diag::error(pos, e.message))
    }

    fn parse_memref_type(&mut self) -> PResult<TypeId> {
        let start = self.bump().start;
        self.expect_angle_open()?;
        let (shape, _) = self.scan_dims(true, false)?;
        let elem_pos = self.pos();
        let elem = self.parse_type()?;
        if !self.valid_memref_elem(elem) {
            return Err(Diag::error(elem_pos, "invalid memref element type"));
        }
        let (mut layout, mut memory_space) = (None, None);
        loop {
            if self.eat(Tok::Greater) {
                break;
            }
            if !self.eat(Tok::Comma) {
                let msg = if layout.is_none() && memory_space.is_none() {
                    "expected ',' or '>' in memref type"
                } else {
                    "expected ',' or '>'"
                };
                return Err(self.expected_here(msg));
            }
            let a = self.parse_attr(None)?;
            let pos = self.pos();
            let is_layout = matches!(self.ir.attr_of(a), Attr::AffineMap(_) | Attr::Strided { .. });
            if is_layout && shape.is_some() && layout.is_none() && memory_space.is_none() {
                layout = Some(a);
            } else if memory_space.is_some() || is_layout {
                return Err(Diag::error(pos, "multiple memory spaces specified in memref type"));
            } else {
                memory_space = Some(a);
            }
        }
        let Some(shape) = shape else {
            return Ok(self.ir.ty(Type::UnrankedMemRef { elem, memory_space }));
        };
        if let Some(Attr::AffineMap(m)) = layout.map(|a| self.ir.attr_of(a)) {
            if m.num_dims as usize != shape.len() {
                let msg = format!(
                    "memref layout mismatch between rank and affine map: {} != {}",
                    shape.len(),
                    m.num_dims
                );
                return Err(Diag::error(start, msg));
            }
        }
        Ok(self.ir.ty(Type::MemRef { shape, elem, layout, memory_space }))
    }

    fn valid_memref_elem(&self, elem: TypeId) -> bool {
        matches!(
            self.ir.type_of(elem),
            Type::Index
                | Type::Integer { .. }
                | Type::Float(_)
                | Type::Complex(_)
                | Type::Vector { .. }
                | Type::MemRef { .. }
                | Type::UnrankedMemRef { .. }
                | Type::Opaque { .. }
        )
    }

    fn parse_vector_type(&mut self) -> PResult<TypeId> {
        let start = self.bump().start;
        self.expect_angle_open()?;
        let (shape, scalable) = self.scan_dims(false, true)?;
        let shape = shape.unwrap_or_default();
        let elem = self.parse_type()?;
        if let Some(&d) = shape.iter().find(|&&d| d <= 0) {
            return Err(Diag::error(
                start,
                format!("vector types must have positive constant sizes but got {d}"),
            ));
        }
        if !matches!(
            self.ir.type_of(elem),
            Type::Index | Type::Integer { .. } | Type::Float(_) | Type::Opaque { .. }
        ) {
            return Err(Diag::error(
                start,
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            ));
        }
        self.close_type("vector")?;
        Ok(self.ir.ty(Type::Vector { shape, scalable, elem }))
    }

    fn parse_dialect_type(&mut self) -> PResult<TypeId> {
        let t = self.bump();
        let text = self.text(t);
        let name = &text[1..];
        let Some((dialect, rest)) = name.split_once('.') else {
            return self
                .type_aliases
                .get(name)
                .copied()
                .ok_or_else(|| Diag::error(t.end, format!("undefined symbol alias id '{name}'")));
        };
        if dialect == "sparse_tensor" {
            return self.parse_sparse_tensor_type(rest, t.start);
        }
        let mut body = rest.to_string();
        if self.at(Tok::Less) && self.token().start == t.end {
            let (inner, at) = self.balanced_angle_body()?;
            if (dialect, rest) == ("llvm", "ptr") && is_legacy_pointee(inner) {
                // The 2022 typed pointer (`!llvm.ptr<i8>` in mlir-graphblas programs) is
                // today's opaque pointer.
                return Ok(self.ir.ty(Type::Opaque { dialect: "llvm".into(), body: "ptr".into() }));
            }
            if (dialect, rest) == ("llvm", "ptr") {
                check_address_space(inner, at)?;
            }
            body = format!("{rest}<{inner}>");
        }
        Ok(self.ir.ty(Type::Opaque { dialect: dialect.to_string(), body }))
    }

    fn parse_sparse_tensor_type(&mut self, name: &str, pos: u32) -> PResult<TypeId> {
        match name {
            "storage_specifier" => {
                self.expect_angle_open()?;
                let enc = self.parse_type_encoding("SparseTensor_StorageSpecifier")?;
                self.expect(Tok::Greater, ">")?;
                let enc = self.specifier_encoding(enc);
                Ok(self.ir.ty(Type::StorageSpecifier(enc)))
            }
            "iter_space" | "iterator" => {
                self.expect_angle_open()?;
                let class =
                    if name == "iter_space" { "SparseTensor_IterSpace" } else { "SparseTensor_Iterator" };
                let encoding = self.parse_type_encoding(class)?;
                self.expect(Tok::Comma, ",")?;
                self.expect_keyword("lvls")?;
                self.expect(Tok::Equal, "=")?;
                let (lo, hi) = self.parse_level_range()?;
                if hi <= lo {
                    // MLIR points at the type's mnemonic.
                    let at = pos + "!sparse_tensor.".len() as u32;
                    return Err(Diag::error(at, "expect larger level upper bound than lower bound"));
                }
                self.expect(Tok::Greater, ">")?;
                let ty = if name == "iter_space" {
                    Type::IterSpace { encoding, lo, hi }
                } else {
                    Type::Iterator { encoding, lo, hi }
                };
                Ok(self.ir.ty(ty))
            }
            _ => Err(Diag::error(pos, format!("unknown sparse_tensor type: {name}"))),
        }
    }

    /// The encoding a storage specifier type keeps: MLIR normalizes it to what matters for
    /// the storage metadata (level formats with `soa` only, identity map over the levels,
    /// native widths, no explicit/implicit values; dimension slices stay).
    fn specifier_encoding(&mut self, enc: AttrId) -> AttrId {
        let Some(e) = self.ir.encoding(enc) else { return enc };
        let n = e.lvl_rank();
        let ident: Vec<_> = (0..n as u32).map(sparsir_storage::encoding::affine::AffineExpr::Var).collect();
        let mut norm = e.clone();
        norm.dim_rank = n;
        norm.num_symbols = 0;
        norm.lvl_exprs = ident.clone();
        norm.lvl_to_dim = Some(ident);
        norm.pos_width = 0;
        norm.crd_width = 0;
        norm.explicit_val = None;
        norm.implicit_val = None;
        for t in &mut norm.lvl_types {
            t.nonunique = false;
            t.nonordered = false;
        }
        if norm.dim_slices.len() != n {
            norm.dim_slices.clear();
        }
        self.ir.encoding_attr(norm)
    }

    /// Parses a level range `2` or `0 to 2` (as `[lo, hi)`).
    pub fn parse_level_range(&mut self) -> PResult<(u32, u32)> {
        let pos = self.pos();
        let lo = self.parse_u32()?;
        if self.eat_keyword("to") {
            let hi = self.parse_u32()?;
            return Ok((lo, hi));
        }
        let hi = lo.checked_add(1).ok_or_else(|| Diag::error(pos, "integer out of range"))?;
        Ok((lo, hi))
    }

    /// The encoding inside a sparse_tensor type: `#sparse_tensor.encoding<{…}>`, an
    /// alias, or MLIR's short form `<{…}>` (the dialect prefix left out).
    /// `class` names the type in MLIR's second error (`SparseTensor_IterSpace`).
    fn parse_type_encoding(&mut self, class: &str) -> PResult<AttrId> {
        let pos = self.pos();
        let two = |first: Diag, at: u32| {
            let mut d = first;
            let then = format!(
                "failed to parse {class} parameter 'encoding' which is to be a \
                 `::mlir::sparse_tensor::SparseTensorEncodingAttr`"
            );
            d.notes.push(Diag::error(at, then));
            d
        };
        if self.at(Tok::HashId) {
            let a = self.parse_attr(None)?;
            if self.ir.encoding(a).is_none() {
                return Err(two(Diag::error(pos, "invalid kind of attribute specified"), self.pos()));
            }
            return Ok(a);
        }
        if !self.at(Tok::Less) {
            return Err(two(self.err_expected("<"), pos));
        }
        let (body, at) = self.balanced_angle_body()?;
        let enc = sparsir_storage::Encoding::parse(body).map_err(|e| Diag::error(at, e.message))?;
        Ok(self.ir.encoding_attr(enc))
    }

    /// Parses an attribute that must be a sparse encoding.
    pub fn parse_encoding_attr(&mut self) -> PResult<AttrId> {
        let pos = self.pos();
        let a = self.parse_attr(None)?;
        if self.ir.encoding(a).is_none() {
            return Err(Diag::error(pos, "expected a sparse tensor encoding"));
        }
        Ok(a)
    }
}

/// Keywords that start an attribute where MLIR parses an optional one (besides types).
fn starts_optional_attr(text: &str) -> bool {
    is_type_keyword(text)
        || matches!(
            text,
            "affine_map"
                | "affine_set"
                | "dense"
                | "dense_resource"
                | "false"
                | "loc"
                | "sparse"
                | "true"
                | "unit"
        )
}

/// `!llvm.ptr<N>`: the address space must be an integer (MLIR's two errors otherwise).
fn check_address_space(inner: &str, at: u32) -> PResult<()> {
    let text = inner.trim();
    if text.parse::<u32>().is_ok() {
        return Ok(());
    }
    let pos = at + (inner.len() - inner.trim_start().len()) as u32;
    let mut d = Diag::error(pos, "expected integer value");
    let then = "failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`";
    d.notes.push(Diag::error(pos, then));
    Err(d)
}

/// A pointee of a typed pointer: an integer or float type keyword (`i8`, `f64`).
fn is_legacy_pointee(inner: &str) -> bool {
    matches!(simple_type(inner.trim()), Some(Type::Integer { .. } | Type::Float(_)))
}

fn is_type_keyword(text: &str) -> bool {
    simple_type(text).is_some() || matches!(text, "complex" | "tuple" | "tensor" | "memref" | "vector")
}

fn is_unsupported_float(text: &str) -> bool {
    matches!(text, "f80" | "f128" | "tf32")
        || text.starts_with("f8E")
        || text.starts_with("f6E")
        || text.starts_with("f4E")
}

/// Types spelled by one keyword.
fn simple_type(text: &str) -> Option<Type> {
    Some(match text {
        "index" => Type::Index,
        "none" => Type::None,
        "f16" => Type::Float(FloatKind::F16),
        "bf16" => Type::Float(FloatKind::BF16),
        "f32" => Type::Float(FloatKind::F32),
        "f64" => Type::Float(FloatKind::F64),
        _ => {
            let (signedness, digits) = if let Some(d) = text.strip_prefix("si") {
                (Signedness::Signed, d)
            } else if let Some(d) = text.strip_prefix("ui") {
                (Signedness::Unsigned, d)
            } else {
                (Signedness::Signless, text.strip_prefix('i')?)
            };
            if digits.is_empty()
                || !digits.bytes().all(|b| b.is_ascii_digit())
                || digits.starts_with('0') && digits.len() > 1
            {
                return None;
            }
            let width: u32 = digits.parse().ok()?;
            if width > (1 << 24) {
                return None;
            }
            Type::Integer { width, signedness }
        }
    })
}

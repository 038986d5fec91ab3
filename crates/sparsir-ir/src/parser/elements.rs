//! Parsing element literals: `dense<…>` and `sparse<…>`.
//!
//! Why: constants of tensors and vectors (`arith.constant dense<[[1.0, 2.0]]> :
//! tensor<1x2xf64>`, `sparse<[[0, 1]], [5.0]> : tensor<2x2xf64>`) are how MLIR programs
//! bring data. The literal is parsed into a tree first, then checked against the type
//! that follows it and flattened into [`DenseValues`].

use super::{PResult, Parser};
use crate::attrs::{Attr, DenseValues};
use crate::diag::Diag;
use crate::ids::{AttrId, TypeId};
use crate::lexer::Tok;
use crate::types::{Type, DYNAMIC};

enum Lit {
    Num { text: (u32, u32), is_float: bool, neg: bool, pos: u32 },
    Bool(bool, u32),
    Str(String, u32),
    Complex(Box<Lit>, Box<Lit>),
    List(Vec<Lit>, u32),
}

impl<'a> Parser<'a> {
    fn parse_lit(&mut self) -> PResult<Lit> {
        self.enter()?;
        let r = self.parse_lit_inner();
        self.leave();
        r
    }

    fn parse_lit_inner(&mut self) -> PResult<Lit> {
        let pos = self.pos();
        match self.token().kind {
            Tok::LSquare => {
                let items = self.parse_comma_list(Tok::LSquare, Tok::RSquare, "]", |p| p.parse_lit())?;
                Ok(Lit::List(items, pos))
            }
            Tok::LParen => {
                self.bump();
                let re = self.parse_lit()?;
                self.expect(Tok::Comma, ",")?;
                let im = self.parse_lit()?;
                self.expect(Tok::RParen, ")")?;
                Ok(Lit::Complex(Box::new(re), Box::new(im)))
            }
            Tok::Str => Ok(Lit::Str(self.parse_string()?, pos)),
            Tok::BareId if matches!(self.cur_text(), "true" | "false") => {
                Ok(Lit::Bool(self.bump_text() == "true", pos))
            }
            _ => {
                let neg = self.eat(Tok::Minus);
                let t = self.token();
                if !matches!(t.kind, Tok::Int | Tok::Float) {
                    return Err(self.err_expected("element literal of primitive type"));
                }
                self.bump();
                Ok(Lit::Num { text: (t.start, t.end), is_float: t.kind == Tok::Float, neg, pos })
            }
        }
    }

    /// Parses `dense<…> : type`; a shaped `implied` type stands for a missing `: type`
    /// (as in `memref.global … = dense<…>`).
    pub(super) fn parse_dense_attr(&mut self, implied: Option<TypeId>) -> PResult<AttrId> {
        let kw = self.bump().start;
        self.expect(Tok::Less, "<")?;
        let lit = if self.at(Tok::Greater) { None } else { Some(self.parse_lit()?) };
        self.expect(Tok::Greater, ">")?;
        let ty_pos = self.pos();
        let implied = implied.filter(|&t| !self.at(Tok::Colon) && self.ir.type_of(t).shape().is_some());
        let ty = match implied {
            Some(t) => t,
            None => self.parse_colon_type()?,
        };
        let (shape, elem) = self.shaped(ty, ty_pos)?;
        let count: i64 = shape.iter().product();
        let Some(lit) = lit else {
            if count != 0 {
                return Err(Diag::error(ty_pos, "expected non-empty dense elements literal"));
            }
            let values = self.empty_values(elem);
            return Ok(self.ir.attr(Attr::DenseElements { ty, splat: false, values }));
        };
        if let Lit::Str(s, pos) = &lit {
            if let Some(hex) = s.strip_prefix("0x") {
                let (splat, mut values) = self.hex_values(hex, ty, count, *pos, kw)?;
                return Ok(self.dense_elements(ty, splat, &mut values));
            }
        }
        let splat = !matches!(lit, Lit::List(..));
        let mut flat = Vec::new();
        if !splat {
            let mut got = Vec::new();
            lit_shape(&lit, &mut got, 0)?;
            if got != shape {
                return Err(Diag::error(
                    kw,
                    format!(
                        "inferred shape of elements literal ([{}]) does not match type ([{}])",
                        shape_text(&got),
                        shape_text(&shape)
                    ),
                ));
            }
        }
        flatten(lit, &mut flat);
        let mut values = self.convert_elements(&flat, elem)?;
        Ok(self.dense_elements(ty, splat, &mut values))
    }

    pub(super) fn parse_sparse_attr(&mut self) -> PResult<AttrId> {
        let kw = self.bump().start;
        self.expect(Tok::Less, "<")?;
        let lits = if self.at(Tok::Greater) {
            None
        } else {
            let i = self.parse_lit()?;
            self.expect(Tok::Comma, ",")?;
            Some((i, self.parse_lit()?))
        };
        self.expect(Tok::Greater, ">")?;
        let ty_pos = self.pos();
        let ty = self.parse_colon_type()?;
        let (shape, elem) = self.shaped(ty, ty_pos)?;
        let Some((indices_lit, values_lit)) = lits else {
            let (indices, values) = (DenseValues::Int(Vec::new()), self.empty_values(elem));
            let index_shape = [0, shape.len() as i64];
            return Ok(self.ir.attr(Attr::SparseElements { ty, indices, index_shape, values }));
        };
        let (mut ishape, mut vshape) = (Vec::new(), Vec::new());
        lit_shape(&indices_lit, &mut ishape, 0)?;
        lit_shape(&values_lit, &mut vshape, 0)?;
        if vshape.len() > 1 {
            return Err(Diag::error(kw, "expected 1-d tensor for sparse element values"));
        }
        // MLIR's rules: scalar indices are one index (shape [1, rank]); scalar values are
        // one value per index; indices are [nnz, rank], or [nnz] for a rank-1 type.
        let rank = shape.len() as i64;
        if ishape.is_empty() {
            ishape = vec![1, rank];
        }
        let splat_values = vshape.is_empty();
        if splat_values {
            vshape = vec![ishape[0]];
        }
        let shape_ok = match ishape.as_slice() {
            [_, r] => *r == rank,
            [_] => rank == 1,
            _ => false,
        };
        if !shape_ok || ishape[0] != vshape[0] {
            let msg = format!(
                "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
                shape_text(&shape),
                shape_text(&ishape),
                shape_text(&vshape)
            );
            return Err(Diag::error(kw, msg));
        }
        let nnz = ishape[0];
        let splat_indices = matches!(indices_lit, Lit::Num { .. } | Lit::Bool(..));
        let mut flat = Vec::new();
        flatten(indices_lit, &mut flat);
        let index_ty =
            self.ir.ty(Type::Integer { width: 64, signedness: crate::types::Signedness::Signless });
        let DenseValues::Int(mut ix) = self.convert_elements(&flat, index_ty)? else {
            return Err(Diag::error(kw, "expected integer sparse indices"));
        };
        if splat_indices {
            ix = vec![ix[0]; rank as usize];
        }
        self.check_sparse_indices(&ix, &shape, ty, kw)?;
        let mut vflat = Vec::new();
        flatten(values_lit, &mut vflat);
        let mut values = self.convert_elements(&vflat, elem)?;
        // MLIR keeps values that are all equal as one splat value.
        if nnz > 0 && all_equal(&values) {
            truncate_to_one(&mut values);
        }
        let indices = DenseValues::Int(ix);
        // `[nnz, -1]` remembers indices written as a flat list (rank-1 types), which MLIR
        // keeps as a different attribute than `[[i], [j]]`.
        let index_shape = [nnz, if ishape.len() == 1 { -1 } else { rank }];
        Ok(self.ir.attr(Attr::SparseElements { ty, indices, index_shape, values }))
    }

    /// Every index must lie within the type's shape (checked as unsigned, as MLIR does).
    fn check_sparse_indices(&self, ix: &[i128], shape: &[i64], ty: TypeId, pos: u32) -> PResult<()> {
        if shape.is_empty() {
            return Ok(());
        }
        for (k, row) in ix.chunks(shape.len()).enumerate() {
            let inside = row.iter().zip(shape).all(|(&c, &d)| c >= 0 && c < d as i128);
            if !inside {
                let shown: Vec<String> = row.iter().map(|&c| (c as u64).to_string()).collect();
                let msg = format!(
                    "sparse index #{k} is not contained within the value shape, with index=[{}], and type={}",
                    shown.join(", "),
                    self.type_text(ty)
                );
                return Err(Diag::error(pos, msg));
            }
        }
        Ok(())
    }

    /// A dense elements attribute; values that are all equal become a splat, as in MLIR.
    fn dense_elements(&mut self, ty: TypeId, splat: bool, values: &mut DenseValues) -> AttrId {
        let splat = splat || (!values.is_empty() && all_equal(values));
        if splat {
            truncate_to_one(values);
        }
        let values = std::mem::replace(values, DenseValues::Int(Vec::new()));
        self.ir.attr(Attr::DenseElements { ty, splat, values })
    }

    fn shaped(&self, ty: TypeId, pos: u32) -> PResult<(Vec<i64>, TypeId)> {
        match self.ir.type_of(ty) {
            Type::Tensor { shape, elem, .. }
            | Type::Vector { shape, elem, .. }
            | Type::MemRef { shape, elem, .. } => {
                if shape.contains(&DYNAMIC) {
                    return Err(Diag::error(pos, "elements literal type must have static shape"));
                }
                Ok((shape.clone(), *elem))
            }
            _ => Err(Diag::error(pos, "elements literal must be a shaped type")),
        }
    }

    fn empty_values(&self, elem: TypeId) -> DenseValues {
        match self.ir.type_of(elem) {
            Type::Float(_) => DenseValues::Float(Vec::new()),
            Type::Complex(e) if self.ir.type_of(*e).is_float() => DenseValues::ComplexFloat(Vec::new()),
            Type::Complex(_) => DenseValues::ComplexInt(Vec::new()),
            _ => DenseValues::Int(Vec::new()),
        }
    }

    fn convert_elements(&mut self, flat: &[Lit], elem: TypeId) -> PResult<DenseValues> {
        let ety = self.ir.type_of(elem).clone();
        match ety {
            Type::Float(kind) => {
                let mut out = Vec::with_capacity(flat.len());
                for l in flat {
                    match l {
                        Lit::Num { text, is_float, neg, pos } => {
                            let s = &self.source()[text.0 as usize..text.1 as usize];
                            out.push(self.float_bits(s, *is_float, *neg, kind, *pos)?);
                        }
                        other => return Err(Diag::error(lit_pos(other), "expected floating point literal")),
                    }
                }
                Ok(DenseValues::Float(out))
            }
            Type::Integer { .. } | Type::Index => {
                let mut out = Vec::with_capacity(flat.len());
                let is_bool = ety.is_signless_int(1);
                for l in flat {
                    match l {
                        Lit::Num { text, is_float: false, neg, pos } => {
                            let s = &self.source()[text.0 as usize..text.1 as usize];
                            let v = self.int_value(s, *neg, elem, *pos).map_err(element_int_error)?;
                            out.push(if is_bool { v & 1 } else { v });
                        }
                        Lit::Num { is_float: true, pos, .. } => {
                            return Err(Diag::error(
                                *pos,
                                "expected integer elements, but parsed floating-point",
                            ));
                        }
                        Lit::Bool(b, pos) => {
                            if !is_bool {
                                return Err(Diag::error(*pos, "expected integer elements, but parsed i1"));
                            }
                            out.push(*b as i128);
                        }
                        other => return Err(Diag::error(lit_pos(other), "expected integer literal")),
                    }
                }
                Ok(DenseValues::Int(out))
            }
            Type::Complex(inner) => {
                let is_float = self.ir.type_of(inner).is_float();
                let (mut fl, mut il) = (Vec::new(), Vec::new());
                for l in flat {
                    let Lit::Complex(re, im) = l else {
                        return Err(Diag::error(lit_pos(l), "expected complex literal (re, im)"));
                    };
                    let re = self.convert_elements(std::slice::from_ref(re.as_ref()), inner)?;
                    let im = self.convert_elements(std::slice::from_ref(im.as_ref()), inner)?;
                    match (re, im) {
                        (DenseValues::Float(a), DenseValues::Float(b)) => fl.push((a[0], b[0])),
                        (DenseValues::Int(a), DenseValues::Int(b)) => il.push((a[0], b[0])),
                        _ => unreachable!("both parts have the same element type"),
                    }
                }
                Ok(if is_float { DenseValues::ComplexFloat(fl) } else { DenseValues::ComplexInt(il) })
            }
            _ => {
                let mut out = Vec::new();
                for l in flat {
                    match l {
                        Lit::Str(s, _) => out.push(s.clone()),
                        other => return Err(Diag::error(lit_pos(other), "expected string literal")),
                    }
                }
                Ok(DenseValues::Str(out))
            }
        }
    }

    fn hex_values(
        &self,
        hex: &str,
        ty: TypeId,
        count: i64,
        pos: u32,
        kw: u32,
    ) -> PResult<(bool, DenseValues)> {
        let elem = self.ir.type_of(ty).elem().unwrap_or(ty);
        let ety = self.ir.type_of(elem);
        let bits = ety
            .bit_width()
            .ok_or_else(|| Diag::error(pos, "unsupported: hex literal for this element type"))?;
        if !hex.len().is_multiple_of(2) || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(Diag::error(pos, "expected string containing hex digits starting with `0x`"));
        }
        let bytes: Vec<u8> =
            (0..hex.len() / 2).map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap_or(0)).collect();
        let width = (bits as usize).div_ceil(8).max(1);
        let n = bytes.len() / width;
        if bits == 0 || !bytes.len().is_multiple_of(width) || (n as i64 != count && n != 1) {
            let msg = format!("elements hex data size is invalid for provided type: {}", self.type_text(ty));
            return Err(Diag::error(kw, msg));
        }
        let words: Vec<u64> =
            bytes.chunks(width).map(|c| c.iter().rev().fold(0u64, |acc, &b| (acc << 8) | b as u64)).collect();
        let values = if ety.is_float() {
            DenseValues::Float(words)
        } else {
            let signed = !matches!(ety, Type::Integer { signedness: crate::types::Signedness::Unsigned, .. });
            DenseValues::Int(
                words
                    .into_iter()
                    .map(|w| if signed { super::attrs::sign_extend(w as i128, bits) } else { w as i128 })
                    .collect(),
            )
        };
        Ok((n == 1 && count != 1, values))
    }
}

/// MLIR words integer range errors differently inside element literals.
fn element_int_error(mut d: Diag) -> Diag {
    d.message = if d.message.starts_with("negative") {
        "expected unsigned integer elements, but parsed negative value".into()
    } else {
        "integer constant out of range for type".into()
    };
    d
}

fn all_equal(v: &DenseValues) -> bool {
    fn same<T: PartialEq>(v: &[T]) -> bool {
        v.windows(2).all(|w| w[0] == w[1])
    }
    match v {
        DenseValues::Int(v) => same(v),
        DenseValues::Float(v) => same(v),
        DenseValues::ComplexInt(v) => same(v),
        DenseValues::ComplexFloat(v) => same(v),
        DenseValues::Str(v) => same(v),
    }
}

fn truncate_to_one(v: &mut DenseValues) {
    match v {
        DenseValues::Int(v) => v.truncate(1),
        DenseValues::Float(v) => v.truncate(1),
        DenseValues::ComplexInt(v) => v.truncate(1),
        DenseValues::ComplexFloat(v) => v.truncate(1),
        DenseValues::Str(v) => v.truncate(1),
    }
}

fn lit_pos(l: &Lit) -> u32 {
    match l {
        Lit::Num { pos, .. } | Lit::Bool(_, pos) | Lit::Str(_, pos) | Lit::List(_, pos) => *pos,
        Lit::Complex(re, _) => lit_pos(re),
    }
}

fn lit_shape(l: &Lit, shape: &mut Vec<i64>, depth: usize) -> PResult<()> {
    let Lit::List(items, pos) = l else { return Ok(()) };
    if depth == shape.len() {
        shape.push(items.len() as i64);
        if let Some(first) = items.first() {
            lit_shape(first, shape, depth + 1)?;
        }
    }
    if shape[depth] != items.len() as i64 {
        return Err(Diag::error(
            *pos,
            "tensor literal is invalid; ranks are not consistent between elements",
        ));
    }
    for it in items {
        let nested = matches!(it, Lit::List(..));
        if nested != (shape.len() > depth + 1) {
            return Err(Diag::error(
                lit_pos(it),
                "tensor literal is invalid; ranks are not consistent between elements",
            ));
        }
        if nested {
            lit_shape(it, shape, depth + 1)?;
        }
    }
    Ok(())
}

fn flatten(l: Lit, out: &mut Vec<Lit>) {
    match l {
        Lit::List(items, _) => items.into_iter().for_each(|i| flatten(i, out)),
        other => out.push(other),
    }
}

fn shape_text(s: &[i64]) -> String {
    s.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")
}

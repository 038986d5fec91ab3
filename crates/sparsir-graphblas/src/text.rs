//! Writing the MLIR text of a rewrite: fresh names, element types, constants.
//!
//! Why: every graphblas op becomes a snippet of MLIR (`tensor.dim`s, a `tensor.empty`,
//! a `linalg.generic` with semiring regions) parsed into the program with
//! [`sparsir_ir::parser::parse_snippet`]. [`Text`] collects its lines and hands out
//! names that cannot clash with the bound ones (`%a`, `%mask`: bound names have no
//! digits, fresh ones are `%g<N>`).

use sparsir_ir::float_text::FloatKind;
use sparsir_ir::types::Type;
use sparsir_ir::{Ir, TypeId};

/// An element type as the scalar code needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Elem {
    /// Its MLIR spelling (`f64`, `i32`, `index`).
    pub text: String,
    /// What it is.
    pub kind: ElemKind,
}

/// The kind of an element type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ElemKind {
    /// A float of this many bits (`bf16` counts as 16).
    Float(u32),
    /// A signless integer of this many bits (signed semantics, as GraphBLAS's `INT` types).
    Int(u32),
    /// `index`.
    Index,
}

impl Elem {
    /// The element type of `ty` (a tensor's element type, or `ty` itself).
    pub fn of(ir: &Ir, ty: TypeId) -> Result<Elem, String> {
        let e = ir.type_of(ty).elem().unwrap_or(ty);
        let text = sparsir_ir::printer::type_to_string(ir, e);
        let kind = match ir.type_of(e) {
            Type::Float(FloatKind::F16 | FloatKind::BF16) => ElemKind::Float(16),
            Type::Float(FloatKind::F32) => ElemKind::Float(32),
            Type::Float(FloatKind::F64) => ElemKind::Float(64),
            Type::Integer { width, .. } => ElemKind::Int(*width),
            Type::Index => ElemKind::Index,
            _ => return Err(format!("unsupported: graphblas values of type {text}")),
        };
        Ok(Elem { text, kind })
    }

    /// True for floats.
    pub fn is_float(&self) -> bool {
        matches!(self.kind, ElemKind::Float(_))
    }
}

/// The lines of a snippet being written.
#[derive(Default)]
pub struct Text {
    lines: Vec<String>,
    next: u32,
}

impl Text {
    /// A fresh value name (`%g12`).
    pub fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%g{}", self.next)
    }

    /// Appends a line.
    pub fn line(&mut self, s: impl Into<String>) {
        self.lines.push(s.into());
    }

    /// Defines a fresh value as `rhs` (`%gN = rhs`) and returns its name.
    pub fn def(&mut self, rhs: impl std::fmt::Display) -> String {
        let name = self.fresh();
        self.lines.push(format!("{name} = {rhs}"));
        name
    }

    /// A constant of element type `e`.
    pub fn constant(&mut self, value: &str, e: &Elem) -> String {
        self.def(format!("arith.constant {value} : {}", e.text))
    }

    /// An `index` constant.
    pub fn index(&mut self, v: usize) -> String {
        self.def(format!("arith.constant {v} : index"))
    }

    /// The lines `f` writes, returned instead of kept (a region's body); names stay
    /// fresh across the whole snippet.
    pub fn nested(&mut self, f: impl FnOnce(&mut Text) -> Result<(), String>) -> Result<String, String> {
        let saved = std::mem::take(&mut self.lines);
        let r = f(self);
        let inner = std::mem::replace(&mut self.lines, saved);
        r.map(|()| inner.join("\n"))
    }

    /// The text so far, one op per line.
    pub fn finish(self) -> String {
        let mut s = self.lines.join("\n");
        s.push('\n');
        s
    }
}

/// True when `text` uses the value `name` (`%g1` is not mentioned by `%g12`).
pub fn mentions(text: &str, name: &str) -> bool {
    text.match_indices(name)
        .any(|(at, _)| !text[at + name.len()..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_'))
}

/// A constant's literal for element type `e`: `0`/`1` as `0.0` for floats.
pub fn literal(v: i64, e: &Elem) -> String {
    if e.is_float() {
        format!("{v}.0")
    } else {
        v.to_string()
    }
}

/// The largest finite value of `e` (the identity of `min`), as a literal.
pub fn max_literal(e: &Elem) -> String {
    match e.kind {
        ElemKind::Float(16) if e.text == "bf16" => "3.38953139e+38".into(),
        ElemKind::Float(16) => "65504.0".into(),
        ElemKind::Float(32) => "3.40282347e+38".into(),
        ElemKind::Float(_) => "1.7976931348623157e+308".into(),
        ElemKind::Int(1) => "0".into(),
        ElemKind::Int(w) => ((1i128 << (w.min(64) - 1)) - 1).to_string(),
        ElemKind::Index => i64::MAX.to_string(),
    }
}

/// The smallest finite value of `e` (the identity of `max`), as a literal.
pub fn min_literal(e: &Elem) -> String {
    match e.kind {
        ElemKind::Float(_) => format!("-{}", max_literal(e)),
        ElemKind::Int(1) => "-1".into(),
        ElemKind::Int(w) => (-(1i128 << (w.min(64) - 1))).to_string(),
        ElemKind::Index => "0".into(),
    }
}

/// The sizes of `value` (`ty` its type), one name per dimension: a `tensor.dim` for a
/// dynamic size, a constant for a static one.
pub fn dims(t: &mut Text, ir: &Ir, value: &str, ty: TypeId, alias: &str) -> Vec<Option<String>> {
    let shape = ir.type_of(ty).shape().map(<[i64]>::to_vec).unwrap_or_default();
    shape
        .iter()
        .enumerate()
        .map(|(d, &s)| {
            Some(if s == sparsir_ir::types::DYNAMIC {
                let c = t.index(d);
                t.def(format!("tensor.dim {value}, {c} : {alias}"))
            } else {
                t.index(s as usize)
            })
        })
        .collect()
}

/// `tensor.empty(sizes) : alias` of type `ty` whose dynamic sizes are `sizes` (in order
/// of the dynamic dimensions of `ty`).
pub fn empty(t: &mut Text, sizes: &[String], alias: &str) -> String {
    t.def(format!("tensor.empty({}) : {alias}", sizes.join(", ")))
}

/// The names of the dynamic sizes of a type of shape `shape`, chosen from `from` (one
/// entry per dimension).
pub fn dynamic_sizes(ir: &Ir, ty: TypeId, from: &[Option<String>]) -> Result<Vec<String>, String> {
    let shape = ir.type_of(ty).shape().map(<[i64]>::to_vec).unwrap_or_default();
    let mut out = Vec::new();
    for (d, &s) in shape.iter().enumerate() {
        if s == sparsir_ir::types::DYNAMIC {
            match from.get(d).cloned().flatten() {
                Some(n) => out.push(n),
                None => return Err(format!("internal error: no size for dimension {d}")),
            }
        }
    }
    Ok(out)
}

/// `affine_map<(d0, …) -> (exprs)>` over `n` loops.
pub fn map(n: usize, exprs: &[usize]) -> String {
    let dims: Vec<String> = (0..n).map(|d| format!("d{d}")).collect();
    let out: Vec<String> = exprs.iter().map(|&d| format!("d{d}")).collect();
    format!("affine_map<({}) -> ({})>", dims.join(", "), out.join(", "))
}

/// The `iterator_types` list.
pub fn iterators(kinds: &[&str]) -> String {
    let items: Vec<String> = kinds.iter().map(|k| format!("\"{k}\"")).collect();
    format!("[{}]", items.join(", "))
}

//! Printing types and attributes.
//!
//! Why: MLIR's spelling of every type and attribute the parser reads, so that printed IR
//! parses again — by us and by MLIR 22 (floats print as MLIR prints them, see
//! [`crate::float_text`]).

use std::fmt::Write;

use super::Printer;
use crate::attrs::{Attr, DenseValues, Location};
use crate::float_text::{format_float_bits, FloatKind};
use crate::ids::{AttrId, StrId, TypeId};
use crate::types::{Signedness, Type, DYNAMIC};

impl Printer<'_> {
    /// Writes a type (using its alias when the input defined one).
    pub fn ty(&mut self, t: TypeId) {
        if let Some(name) = self.type_alias.get(&t) {
            self.out.push('!');
            self.out.push_str(name);
            return;
        }
        self.type_no_alias(t);
    }

    /// Writes types separated by `, `.
    pub fn types(&mut self, ts: &[TypeId]) {
        for (i, &t) in ts.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(t);
        }
    }

    /// Writes a result type list: `T`, or `(T, U)` / `()` when not exactly one type (or
    /// when the single type is a function type).
    pub fn result_types(&mut self, ts: &[TypeId]) {
        let single_plain = ts.len() == 1 && !matches!(self.ir.type_of(ts[0]), Type::Function { .. });
        if single_plain {
            self.ty(ts[0]);
        } else {
            self.out.push('(');
            self.types(ts);
            self.out.push(')');
        }
    }

    /// Writes `(ins) -> results`.
    pub fn function_type(&mut self, ins: &[TypeId], outs: &[TypeId]) {
        self.out.push('(');
        self.types(ins);
        self.out.push_str(") -> ");
        self.result_types(outs);
    }

    fn shape(&mut self, shape: &[i64], scalable: &[bool]) {
        for (i, &d) in shape.iter().enumerate() {
            let s = scalable.get(i).copied().unwrap_or(false);
            if s {
                self.out.push('[');
            }
            if d == DYNAMIC {
                self.out.push('?');
            } else {
                let _ = write!(self.out, "{d}");
            }
            if s {
                self.out.push(']');
            }
            self.out.push('x');
        }
    }

    pub(super) fn type_no_alias(&mut self, t: TypeId) {
        let ir = self.ir;
        match ir.type_of(t) {
            Type::Index => self.w("index"),
            Type::None => self.w("none"),
            Type::Integer { width, signedness } => {
                let prefix = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                let _ = write!(self.out, "{prefix}{width}");
            }
            Type::Float(k) => self.w(float_name(*k)),
            Type::Complex(e) => {
                self.w("complex<");
                self.ty(*e);
                self.w(">");
            }
            Type::Tensor { shape, elem, encoding } => {
                self.w("tensor<");
                self.shape(shape, &[]);
                self.ty(*elem);
                if let Some(e) = encoding {
                    self.w(", ");
                    self.attr(*e);
                }
                self.w(">");
            }
            Type::UnrankedTensor(e) => {
                self.w("tensor<*x");
                self.ty(*e);
                self.w(">");
            }
            Type::MemRef { shape, elem, layout, memory_space } => {
                self.w("memref<");
                self.shape(shape, &[]);
                self.ty(*elem);
                if let Some(a) = layout {
                    self.w(", ");
                    self.attr(*a);
                }
                if let Some(a) = memory_space {
                    self.w(", ");
                    self.memory_space(*a);
                }
                self.w(">");
            }
            Type::UnrankedMemRef { elem, memory_space } => {
                self.w("memref<*x");
                self.ty(*elem);
                if let Some(a) = memory_space {
                    self.w(", ");
                    self.memory_space(*a);
                }
                self.w(">");
            }
            Type::Vector { shape, scalable, elem } => {
                self.w("vector<");
                self.shape(shape, scalable);
                self.ty(*elem);
                self.w(">");
            }
            Type::Function { inputs, results } => self.function_type(inputs, results),
            Type::Tuple(ts) => {
                self.w("tuple<");
                self.types(ts);
                self.w(">");
            }
            Type::StorageSpecifier(e) => {
                self.w("!sparse_tensor.storage_specifier<");
                self.attr(*e);
                self.w(">");
            }
            Type::IterSpace { encoding, lo, hi } | Type::Iterator { encoding, lo, hi } => {
                let kind =
                    if matches!(ir.type_of(t), Type::IterSpace { .. }) { "iter_space" } else { "iterator" };
                let _ = write!(self.out, "!sparse_tensor.{kind}<");
                match ir.encoding(*encoding).filter(|_| !self.attr_alias.contains_key(encoding)) {
                    // MLIR prints the encoding without its `#sparse_tensor.encoding` prefix here.
                    Some(enc) => {
                        let full = enc.to_string();
                        self.w(full.strip_prefix("#sparse_tensor.encoding").unwrap_or(&full));
                    }
                    None => self.attr(*encoding),
                }
                if hi.checked_sub(*lo) == Some(1) {
                    let _ = write!(self.out, ", lvls = {lo}>");
                } else {
                    let _ = write!(self.out, ", lvls = {lo} to {hi}>");
                }
            }
            Type::Opaque { dialect, body } => {
                let _ = write!(self.out, "!{dialect}.{body}");
            }
        }
    }

    /// Writes a memref memory space: an `i64` integer without its type, as MLIR does.
    fn memory_space(&mut self, a: AttrId) {
        match self.ir.attr_of(a) {
            Attr::Integer { ty, .. } if self.ir.type_of(*ty).is_signless_int(64) => self.attr_value(a),
            _ => self.attr(a),
        }
    }

    /// Writes an attribute (using its alias when the input defined one).
    pub fn attr(&mut self, a: AttrId) {
        if let Some(name) = self.attr_alias.get(&a) {
            self.out.push('#');
            self.out.push_str(name);
            return;
        }
        self.attr_no_alias(a);
    }

    /// Writes an integer or float attribute without its `: type` (other attributes as
    /// [`Printer::attr`]).
    pub fn attr_value(&mut self, a: AttrId) {
        let ir = self.ir;
        match ir.attr_of(a) {
            Attr::Integer { value, .. } => {
                let _ = write!(self.out, "{value}");
            }
            Attr::Float { bits, ty } => {
                let s = format_float_bits(*bits, float_kind(ir.type_of(*ty)));
                self.out.push_str(&s);
            }
            _ => self.attr(a),
        }
    }

    /// Writes `{name = value, …}` (unit values as bare names).
    pub fn dict(&mut self, entries: &[(StrId, AttrId)]) {
        self.out.push('{');
        for (i, (n, v)) in entries.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.dict_key(self.ir.str(*n));
            if !matches!(self.ir.attr_of(*v), Attr::Unit) {
                self.out.push_str(" = ");
                self.attr(*v);
            }
        }
        self.out.push('}');
    }

    fn dict_key(&mut self, key: &str) {
        let bare = key.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
            && key.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'));
        if bare {
            self.out.push_str(key);
        } else {
            self.out.push('"');
            write_escaped(&mut self.out, key);
            self.out.push('"');
        }
    }

    pub(super) fn attr_no_alias(&mut self, a: AttrId) {
        let ir = self.ir;
        match ir.attr_of(a) {
            Attr::Unit => self.w("unit"),
            Attr::Bool(b) => self.w(if *b { "true" } else { "false" }),
            Attr::Integer { ty, .. } | Attr::Float { ty, .. } => {
                self.attr_value(a);
                self.w(" : ");
                self.ty(*ty);
            }
            Attr::String { value, ty } => {
                self.out.push('"');
                write_escaped(&mut self.out, value);
                self.out.push('"');
                if let Some(t) = ty {
                    self.w(" : ");
                    self.ty(*t);
                }
            }
            Attr::Type(t) => self.ty(*t),
            Attr::Array(items) => {
                self.out.push('[');
                for (i, &it) in items.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    // MLIR elides the type of `i64` integers in arrays.
                    match ir.attr_of(it) {
                        Attr::Integer { ty, .. } if ir.type_of(*ty).is_signless_int(64) => {
                            self.attr_value(it)
                        }
                        _ => self.attr(it),
                    }
                }
                self.out.push(']');
            }
            Attr::DenseArray { elem, values } => {
                self.w("array<");
                self.ty(*elem);
                if !values.is_empty() {
                    self.w(": ");
                    self.dense_values(values, *elem, None);
                }
                self.w(">");
            }
            Attr::Dictionary(entries) => {
                self.out.push('{');
                for (i, (k, v)) in entries.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.dict_key(k);
                    if !matches!(ir.attr_of(*v), Attr::Unit) {
                        self.w(" = ");
                        self.attr(*v);
                    }
                }
                self.out.push('}');
            }
            Attr::SymbolRef(path) => {
                for (i, s) in path.iter().enumerate() {
                    if i > 0 {
                        self.w("::");
                    }
                    self.symbol(s);
                }
            }
            Attr::AffineMap(m) => {
                self.w("affine_map<");
                self.affine_map_body(m);
                self.w(">");
            }
            Attr::DenseElements { ty, splat, values } => {
                self.w("dense<");
                let elem = ir.type_of(*ty).elem().expect("elements literal has a shaped type");
                let shape = ir.type_of(*ty).shape().map(|s| s.to_vec()).unwrap_or_default();
                if *splat {
                    self.dense_values(values, elem, None);
                } else if !values.is_empty() {
                    self.nested(values, elem, &shape);
                }
                self.w("> : ");
                self.ty(*ty);
            }
            Attr::SparseElements { ty, indices, index_shape, values } => {
                self.w("sparse<");
                if !indices.is_empty() {
                    self.sparse_body(indices, index_shape, values, *ty);
                }
                self.w("> : ");
                self.ty(*ty);
            }
            Attr::DenseResource { ty, handle } => {
                let _ = write!(self.out, "dense_resource<{handle}> : ");
                self.ty(*ty);
            }
            Attr::Strided { strides, offset } => {
                self.w("strided<[");
                for (i, &s) in strides.iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    self.dim_or_dynamic(s);
                }
                self.w("]");
                if *offset != 0 {
                    self.w(", offset: ");
                    self.dim_or_dynamic(*offset);
                }
                self.w(">");
            }
            Attr::SparseEncoding(_) => {
                let enc = ir.encoding(a).expect("an encoding attribute");
                let _ = write!(self.out, "{enc}");
            }
            Attr::Location(l) => {
                self.w("loc(");
                self.location(l);
                self.w(")");
            }
            Attr::Opaque { dialect, body } => {
                if body.starts_with('<') {
                    let _ = write!(self.out, "#{dialect}{body}");
                } else {
                    let _ = write!(self.out, "#{dialect}.{body}");
                }
            }
        }
    }

    fn dim_or_dynamic(&mut self, v: i64) {
        if v == DYNAMIC {
            self.w("?");
        } else {
            let _ = write!(self.out, "{v}");
        }
    }

    fn location(&mut self, l: &Location) {
        let ir = self.ir;
        let inner = |p: &mut Self, a: AttrId| match ir.attr_of(a) {
            Attr::Location(l) => p.location(l),
            _ => p.attr(a),
        };
        match l {
            Location::Unknown => self.w("unknown"),
            Location::FileLineCol { file, line, col, end } => {
                self.out.push('"');
                write_escaped(&mut self.out, file);
                let _ = write!(self.out, "\":{line}:{col}");
                if let Some((l2, c2)) = end {
                    if l2 == line {
                        let _ = write!(self.out, " to :{c2}");
                    } else {
                        let _ = write!(self.out, " to {l2}:{c2}");
                    }
                }
            }
            Location::Name { name, child } => {
                self.out.push('"');
                write_escaped(&mut self.out, name);
                self.out.push('"');
                if let Some(c) = child {
                    self.w("(");
                    inner(self, *c);
                    self.w(")");
                }
            }
            Location::CallSite { callee, caller } => {
                self.w("callsite(");
                inner(self, *callee);
                self.w(" at ");
                inner(self, *caller);
                self.w(")");
            }
            Location::Fused { metadata, locs } => {
                self.w("fused");
                if let Some(m) = metadata {
                    self.w("<");
                    self.attr(*m);
                    self.w(">");
                }
                self.w("[");
                for (i, &x) in locs.iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    inner(self, x);
                }
                self.w("]");
            }
        }
    }

    /// Writes an affine map's body `(d0, d1)[s0] -> (d0, d1)`.
    pub fn affine_map_body(&mut self, m: &crate::attrs::AffineMap) {
        self.out.push('(');
        for d in 0..m.num_dims {
            if d > 0 {
                self.w(", ");
            }
            let _ = write!(self.out, "d{d}");
        }
        self.out.push(')');
        if m.num_syms > 0 {
            self.out.push('[');
            for s in 0..m.num_syms {
                if s > 0 {
                    self.w(", ");
                }
                let _ = write!(self.out, "s{s}");
            }
            self.out.push(']');
        }
        self.w(" -> (");
        for (i, e) in m.exprs.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            let s = e.to_mlir_string();
            self.w(&s);
        }
        self.w(")");
    }

    /// `indices, values` of a non-empty `sparse<…>`: one index as a scalar when its
    /// coordinates are equal, one value (a splat) as a scalar, as MLIR prints them.
    fn sparse_body(
        &mut self,
        indices: &DenseValues,
        index_shape: &[i64; 2],
        values: &DenseValues,
        ty: TypeId,
    ) {
        let ir = self.ir;
        let i64t = ir.lookup_type(&Type::Integer { width: 64, signedness: Signedness::Signless });
        let one_scalar_index = index_shape[0] == 1
            && matches!(indices, DenseValues::Int(v) if v.windows(2).all(|w| w[0] == w[1]));
        match i64t {
            Some(i64t) if one_scalar_index => self.dense_values(indices, i64t, Some((0, 1))),
            Some(i64t) if index_shape[1] < 0 => self.nested(indices, i64t, &index_shape[..1]),
            Some(i64t) => self.nested(indices, i64t, &index_shape[..]),
            None => self.w("[]"),
        }
        self.w(", ");
        let elem = ir.type_of(ty).elem().expect("elements literal has a shaped type");
        if values.len() == 1 {
            self.dense_values(values, elem, None);
        } else {
            self.nested(values, elem, &[values.len() as i64]);
        }
    }

    fn nested(&mut self, values: &DenseValues, elem: TypeId, shape: &[i64]) {
        if shape.is_empty() {
            self.dense_values(values, elem, Some((0, 1)));
            return;
        }
        let total = values.len();
        self.nested_rec(values, elem, shape, 0, total);
    }

    fn nested_rec(&mut self, values: &DenseValues, elem: TypeId, shape: &[i64], start: usize, len: usize) {
        if shape.is_empty() {
            self.dense_values(values, elem, Some((start, 1)));
            return;
        }
        self.out.push('[');
        let n = shape[0].max(0) as usize;
        let step = len.checked_div(n).unwrap_or(0);
        for i in 0..n {
            if i > 0 {
                self.w(", ");
            }
            self.nested_rec(values, elem, &shape[1..], start + i * step, step);
        }
        self.out.push(']');
    }

    /// Writes element values separated by `, ` (a sub-range when given).
    fn dense_values(&mut self, values: &DenseValues, elem: TypeId, range: Option<(usize, usize)>) {
        let (start, len) = range.unwrap_or((0, values.len()));
        let ir = self.ir;
        let ety = ir.type_of(elem);
        let is_bool = ety.is_signless_int(1);
        let inner_kind = match ety {
            Type::Complex(e) => float_kind_opt(ir.type_of(*e)),
            t => float_kind_opt(t),
        };
        for i in start..start + len {
            if i > start {
                self.w(", ");
            }
            match values {
                DenseValues::Int(v) if is_bool => self.w(if v[i] != 0 { "true" } else { "false" }),
                DenseValues::Int(v) => {
                    let _ = write!(self.out, "{}", v[i]);
                }
                DenseValues::Float(v) => {
                    let s = format_float_bits(v[i], inner_kind.unwrap_or(FloatKind::F64));
                    self.w(&s);
                }
                DenseValues::ComplexInt(v) => {
                    let _ = write!(self.out, "({},{})", v[i].0, v[i].1);
                }
                DenseValues::ComplexFloat(v) => {
                    let k = inner_kind.unwrap_or(FloatKind::F64);
                    let (a, b) = (format_float_bits(v[i].0, k), format_float_bits(v[i].1, k));
                    let _ = write!(self.out, "({a},{b})");
                }
                DenseValues::Str(v) => {
                    self.out.push('"');
                    write_escaped(&mut self.out, &v[i]);
                    self.out.push('"');
                }
            }
        }
    }
}

fn float_name(k: FloatKind) -> &'static str {
    match k {
        FloatKind::F16 => "f16",
        FloatKind::BF16 => "bf16",
        FloatKind::F32 => "f32",
        FloatKind::F64 => "f64",
    }
}

fn float_kind_opt(t: &Type) -> Option<FloatKind> {
    match t {
        Type::Float(k) => Some(*k),
        _ => None,
    }
}

fn float_kind(t: &Type) -> FloatKind {
    float_kind_opt(t).unwrap_or(FloatKind::F64)
}

/// Writes a string with MLIR's escapes (`\"`, `\\`, `\n`, `\XX` for other control bytes).
pub(super) fn write_escaped(out: &mut String, s: &str) {
    // MLIR's escaping: printable ASCII as is, `\\` doubled, every other byte (`"`, controls,
    // UTF-8 bytes) as `\XX`.
    for b in s.bytes() {
        match b {
            b'\\' => out.push_str("\\\\"),
            b'"' => out.push_str("\\22"),
            0x20..=0x7e => out.push(b as char),
            _ => {
                let _ = write!(out, "\\{b:02X}");
            }
        }
    }
}

/// Writes a symbol name without `@`, quoted unless it is a plain identifier.
pub(super) fn write_symbol_body(out: &mut String, name: &str) {
    let bare = name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'));
    if bare {
        out.push_str(name);
    } else {
        out.push('"');
        write_escaped(out, name);
        out.push('"');
    }
}

//! MLIR spellings of the loop IR's leaves: types, constants, statics and names.
//!
//! Why separate: exactness lives here. Floats print as decimals that parse back to the
//! same value (NaN and infinities as the type's hex bit pattern), integers are
//! normalized to the type's width, strings and symbol names are escaped, so what
//! `mlir-opt` reads is exactly what the loop IR holds.

use std::fmt::Write;

use sparsir_storage::{ElemType, Scalar};

use crate::ir::{Static, Ty};

/// The MLIR type of a loop variable.
pub fn ty(t: Ty) -> String {
    match t {
        Ty::Scalar(e) => e.name().to_string(),
        Ty::Buf(e) => format!("memref<?x{}>", e.name()),
        Ty::Handle => "!llvm.ptr".to_string(),
    }
}

/// A comma-separated list of types.
pub fn ty_list(tys: &[Ty]) -> String {
    tys.iter().map(|&t| ty(t)).collect::<Vec<_>>().join(", ")
}

/// The width in bits of an integer type (`index` is 64 bits).
pub fn int_width(t: ElemType) -> u32 {
    match t {
        ElemType::I1 => 1,
        ElemType::I8 => 8,
        ElemType::I16 => 16,
        ElemType::I32 => 32,
        _ => 64,
    }
}

/// The float type of a complex type's parts.
pub fn complex_part(t: ElemType) -> ElemType {
    if t == ElemType::C32 {
        ElemType::F32
    } else {
        ElemType::F64
    }
}

/// An integer of type `t` (`true`/`false` for `i1`), read as signed in `t`'s width.
pub fn int(v: i128, t: ElemType) -> String {
    let w = int_width(t);
    if w == 1 {
        return if v & 1 == 1 { "true" } else { "false" }.to_string();
    }
    let shift = 128 - w;
    ((v << shift) >> shift).to_string()
}

/// A float of type `t`: a decimal that parses back exactly (the value is one of `t`'s,
/// held as an `f64`, so `f64`'s shortest round-trip form is exact), or `t`'s hex bit
/// pattern for NaN and the infinities.
pub fn float(v: f64, t: ElemType) -> String {
    if !v.is_finite() {
        return hex_bits(v, t);
    }
    let text = format!("{v:?}");
    match text.find('e') {
        Some(i) if !text[..i].contains('.') => format!("{}.0{}", &text[..i], &text[i..]),
        _ => text,
    }
}

/// `t`'s bit pattern of a NaN or an infinity `v` (the payload's top bits kept).
fn hex_bits(v: f64, t: ElemType) -> String {
    let bits = v.to_bits();
    let (width, frac_bits) = match t {
        ElemType::F16 => (16u32, 10u32),
        ElemType::BF16 => (16, 7),
        ElemType::F32 => (32, 23),
        _ => return format!("0x{bits:016X}"),
    };
    let exp_bits = width - 1 - frac_bits;
    let sign = (bits >> 63) << (width - 1);
    let exp = ((1u64 << exp_bits) - 1) << frac_bits;
    let mut frac = (bits & ((1u64 << 52) - 1)) >> (52 - frac_bits);
    if v.is_nan() && frac == 0 {
        frac = 1 << (frac_bits - 1);
    }
    format!("0x{:0w$X}", sign | exp | frac, w = (width / 4) as usize)
}

/// The value `s` as an element of type `t`, in MLIR's attribute syntax (no type suffix).
fn element(s: Scalar, t: ElemType) -> String {
    match (s, t) {
        (Scalar::Int(v), t) if t.is_integer() => int(v, t),
        (Scalar::Int(v), t) if t.is_float() => float(v as f64, t),
        (Scalar::Float(v), t) if t.is_float() => float(v, t),
        (Scalar::Float(v), t) if t.is_integer() => int(v as i128, t),
        (s, t) => {
            let (re, im) = complex_parts(s);
            let p = complex_part(t);
            format!("({}, {})", float(re, p), float(im, p))
        }
    }
}

fn complex_parts(s: Scalar) -> (f64, f64) {
    match s {
        Scalar::Int(v) => (v as f64, 0.0),
        Scalar::Float(v) => (v, 0.0),
        Scalar::Complex(re, im) => (re, im),
    }
}

/// The op that makes constant `s` of type `t`, with its operands and type.
pub fn constant(s: Scalar, t: ElemType) -> String {
    if t.is_complex() {
        let (re, im) = complex_parts(s);
        let p = complex_part(t);
        let (re, im, pn) = (float(re, p), float(im, p), p.name());
        return format!("complex.constant [{re} : {pn}, {im} : {pn}] : {}", t.name());
    }
    match element(s, t).as_str() {
        b @ ("true" | "false") => format!("arith.constant {b}"),
        v => format!("arith.constant {v} : {}", t.name()),
    }
}

/// A compile-time argument as an MLIR attribute.
pub fn static_attr(s: &Static) -> String {
    match s {
        Static::Int(v) => format!("{v} : i64"),
        Static::Ints(v) if v.is_empty() => "array<i64>".to_string(),
        Static::Ints(v) => {
            let items: Vec<String> = v.iter().map(|x| x.to_string()).collect();
            format!("array<i64: {}>", items.join(", "))
        }
        Static::Str(text) => string(text),
        Static::Elem(t) => t.name().to_string(),
        Static::Data(t, values) => {
            let items: Vec<String> = values.iter().map(|&v| element(v, *t)).collect();
            let body = if items.is_empty() { String::new() } else { format!("[{}]", items.join(", ")) };
            format!("dense<{body}> : tensor<{}x{}>", values.len(), t.name())
        }
        Static::Attr(text) => text.clone(),
    }
}

/// A string literal (`"`, `\` and non-printable bytes escaped as `\XX`).
pub fn string(text: &str) -> String {
    let mut out = String::from("\"");
    for &b in text.as_bytes() {
        match b {
            b'"' | b'\\' => {
                out.push('\\');
                out.push(b as char);
            }
            0x20..=0x7E => out.push(b as char),
            _ => {
                let _ = write!(out, "\\{b:02X}");
            }
        }
    }
    out.push('"');
    out
}

/// True when `name` is an MLIR bare identifier (`[A-Za-z_][A-Za-z0-9_$.]*`).
fn is_bare_id(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))
}

/// A symbol reference (`@name`, quoted when not a bare identifier).
pub fn symbol(name: &str) -> String {
    if is_bare_id(name) {
        format!("@{name}")
    } else {
        format!("@{}", string(name))
    }
}

/// An attribute name in an attribute dictionary (quoted when not a bare identifier).
pub fn attr_name(name: &str) -> String {
    if is_bare_id(name) {
        name.to_string()
    } else {
        string(name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floats_are_exact_and_parse_as_floats() {
        assert_eq!(float(1.0, ElemType::F64), "1.0");
        assert_eq!(float(1e-10, ElemType::F64), "1.0e-10");
        assert_eq!(float(f64::INFINITY, ElemType::F64), "0x7FF0000000000000");
        assert_eq!(float(f64::NEG_INFINITY, ElemType::F32), "0xFF800000");
        assert_eq!(float(f64::NAN, ElemType::F16), "0x7E00");
        assert_eq!(float(f64::INFINITY, ElemType::BF16), "0x7F80");
        let v = 0.1f32 as f64;
        assert_eq!(float(v, ElemType::F32).parse::<f64>(), Ok(v));
    }

    #[test]
    fn ints_wrap_to_width() {
        assert_eq!(int(255, ElemType::I8), "-1");
        assert_eq!(int(1, ElemType::I1), "true");
        assert_eq!(int(-5, ElemType::Index), "-5");
    }

    #[test]
    fn strings_and_names_escape() {
        assert_eq!(string("a\"b\n"), "\"a\\\"b\\0A\"");
        assert_eq!(symbol("main"), "@main");
        assert_eq!(symbol("a b"), "@\"a b\"");
    }
}

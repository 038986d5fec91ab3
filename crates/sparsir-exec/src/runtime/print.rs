//! Printing, as MLIR's runner utilities print: `vector.print` of scalars and vectors, and
//! `sparse_tensor.print`.
//!
//! Why: the output of a program must be byte-identical to `mlir-runner`'s. Floats print
//! like C's `%g`, integers signed except `index` (unsigned, as `printU64`), `i1` as 0/1,
//! vectors as `( a, b )`, nested per dimension.

use sparsir_storage::format::write_g;
use sparsir_storage::ElemType;

use super::{tensor_arg, Ctx, Site};
use crate::value::Val;

/// The print functions.
pub const FUNCS: &[(&str, super::RtFn)] = &[
    ("sparsir_print_scalar", print_scalar),
    ("sparsir_print_str", print_str),
    ("sparsir_print_vector", print_vector),
    ("sparsir_print_tensor", print_tensor),
];

/// Appends one scalar as `vector.print` shows it.
pub fn write_scalar(out: &mut String, v: &Val, elem: ElemType) {
    use std::fmt::Write;
    match (v, elem) {
        (Val::Int(x), ElemType::Index) => {
            let _ = write!(out, "{}", *x as u64);
        }
        (Val::Int(x), _) => {
            let _ = write!(out, "{x}");
        }
        (Val::Float(x), _) => write_g(out, *x),
        (Val::Complex(re, im), _) => {
            out.push_str("( ");
            write_g(out, *re);
            out.push_str(", ");
            write_g(out, *im);
            out.push_str(" )");
        }
        _ => out.push_str("<?>"),
    }
}

/// `vector.print %x : T`: the value, then the punctuation (`newline` unless given).
fn print_scalar(ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let mut s = String::new();
    write_scalar(&mut s, &args[0], site.elem("elem")?);
    s.push_str(punctuation(site));
    ctx.write(&s);
    Ok(vec![])
}

fn punctuation(site: &Site) -> &'static str {
    match site.str("punctuation") {
        "no_punctuation" => "",
        "comma" => ", ",
        "open" => "( ",
        "close" => " )",
        _ => "\n",
    }
}

/// `vector.print str "…"` (static `text`, printed as is) and bare punctuation (static
/// `punctuation`).
fn print_str(ctx: &mut Ctx, site: &Site, _args: &[Val]) -> Result<Vec<Val>, String> {
    let text = match site.get("punctuation") {
        Some(_) => punctuation(site),
        None => site.str("text"),
    }
    .to_string();
    ctx.write(&text);
    Ok(vec![])
}

/// `vector.print %v : vector<AxBxT>`: the buffer's values nested by `shape`.
fn print_vector(ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let Val::Buf(buf) = &args[0] else { return Err("internal error: vector is not a buffer".into()) };
    let buf = buf.borrow();
    let elem = site.elem("elem")?;
    let shape: Vec<usize> = site.ints("shape").iter().map(|&d| d as usize).collect();
    let mut out = String::new();
    let mut next = 0usize;
    write_nested(&mut out, &shape, &mut |out| {
        let v = Val::from_scalar(buf.get(next), elem);
        next += 1;
        write_scalar(out, &v, elem);
    });
    out.push_str(punctuation(site));
    ctx.write(&out);
    Ok(vec![])
}

fn write_nested(out: &mut String, shape: &[usize], item: &mut dyn FnMut(&mut String)) {
    let Some((&n, rest)) = shape.split_first() else {
        item(out);
        return;
    };
    out.push_str("( ");
    for k in 0..n {
        if k > 0 {
            out.push_str(", ");
        }
        write_nested(out, rest, item);
    }
    out.push_str(" )");
}

/// `sparse_tensor.print %t`.
fn print_tensor(ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let t = super::sparse::finished(tensor_arg(&args[0])?)?;
    let text = t.to_mlir_print();
    ctx.write(&text);
    Ok(vec![])
}

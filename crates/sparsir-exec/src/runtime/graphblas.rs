//! Printing as mlir-graphblas prints: `graphblas.print` of tensors and
//! `graphblas.print_tensor`.
//!
//! Why: mlir-graphblas's tests observe results through these two ops, in its own formats:
//! a vector as `[_, 10, 20, _]` (`_` where no entry is stored; a dense tensor shows every
//! value), a matrix as one such row per line between `[` and `]`; `print_tensor` at
//! `level` 1…5 shows the storage — `values=(…)`, then `indices=(…)`, `pointers=(…)`,
//! `shape=(…)` and `rev=(…)` (the dimension order of the levels) as the level grows;
//! level 0 is the bracketed form. Numbers print as C++ streams print them (`%g`).

use sparsir_storage::format::write_g;
use sparsir_storage::{IdxBuf, Scalar, SparseTensor};

use super::{tensor_arg, Ctx, Site};
use crate::value::{Tensor, Val};

/// The graphblas print functions.
pub const FUNCS: &[(&str, super::RtFn)] =
    &[("sparsir_gb_print_value", print_value), ("sparsir_gb_print_storage", print_storage)];

fn write_scalar(out: &mut String, s: Scalar) {
    use std::fmt::Write;
    match s {
        Scalar::Int(v) => {
            let _ = write!(out, "{v}");
        }
        Scalar::Float(v) => write_g(out, v),
        Scalar::Complex(re, im) => {
            write_g(out, re);
            out.push('+');
            write_g(out, im);
            out.push('i');
        }
    }
}

/// The tensor as a grid of optional values (row-major over its dimensions).
fn grid(t: &Tensor) -> Result<(Vec<u64>, Vec<Option<Scalar>>), String> {
    match t {
        Tensor::Dense(d) => Ok((d.shape.clone(), (0..d.vals.len()).map(|i| Some(d.vals.get(i))).collect())),
        _ => {
            let s = super::sparse::finished(t)?;
            let n: u64 = s.dim_sizes.iter().product();
            let n = usize::try_from(n).map_err(|_| "tensor too large to print".to_string())?;
            let mut cells = vec![None; n];
            let coo = s.to_coo().map_err(|e| e.to_string())?;
            for e in 0..coo.vals.len() {
                let crd = coo.crd(e);
                let at = crd.iter().zip(&s.dim_sizes).fold(0u64, |acc, (&c, &size)| acc * size + c);
                cells[at as usize] = Some(coo.vals.get(e));
            }
            Ok((s.dim_sizes.clone(), cells))
        }
    }
}

fn write_row(out: &mut String, cells: &[Option<Scalar>]) {
    out.push('[');
    for (k, c) in cells.iter().enumerate() {
        if k > 0 {
            out.push_str(", ");
        }
        match c {
            Some(s) => write_scalar(out, *s),
            None => out.push('_'),
        }
    }
    out.push(']');
}

/// `[_, 1, 2]` for a vector; a matrix as one row per line.
fn bracketed(t: &Tensor) -> Result<String, String> {
    let (shape, cells) = grid(t)?;
    let mut out = String::new();
    match shape.as_slice() {
        [_] => write_row(&mut out, &cells),
        [rows, cols] => {
            out.push_str("[\n");
            let cols = *cols as usize;
            for r in 0..*rows as usize {
                out.push_str("  ");
                write_row(&mut out, &cells[r * cols..(r + 1) * cols]);
                out.push_str(if r + 1 < *rows as usize { ",\n" } else { "\n" });
            }
            out.push(']');
        }
        _ => return Err("graphblas.print prints vectors and matrices only".into()),
    }
    Ok(out)
}

/// The tensor in the bracketed form, without a newline.
fn print_value(ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let text = bracketed(tensor_arg(&args[0])?)?;
    ctx.write(&text);
    Ok(vec![])
}

fn list(out: &mut String, name: &str, items: impl Iterator<Item = String>) {
    out.push_str(name);
    out.push_str("=(");
    out.push_str(&items.collect::<Vec<_>>().join(", "));
    out.push_str(")\n");
}

fn idx_items(b: Option<&IdxBuf>) -> impl Iterator<Item = String> + '_ {
    let n = b.map_or(0, IdxBuf::len);
    (0..n).map(move |i| b.map_or(0, |b| b.get(i)).to_string())
}

/// The storage lines of `print_tensor` at `level` (static) 1…5; level 0 is the
/// bracketed form. Every form ends with a newline.
fn print_storage(ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let level = site.int("level")?;
    let t = tensor_arg(&args[0])?;
    if level == 0 {
        let mut text = bracketed(t)?;
        text.push('\n');
        ctx.write(&text);
        return Ok(vec![]);
    }
    let s: std::borrow::Cow<'_, SparseTensor> = super::sparse::finished(t)?;
    let last = s.levels.len().saturating_sub(1);
    let mut out = String::new();
    if level >= 5 {
        let perm = s.enc.permutation().unwrap_or_else(|| (0..s.dim_sizes.len()).collect());
        list(&mut out, "rev", perm.iter().map(|d| d.to_string()));
    }
    if level >= 4 {
        list(&mut out, "shape", s.dim_sizes.iter().map(|d| d.to_string()));
    }
    if level >= 3 {
        list(&mut out, "pointers", idx_items(s.levels[last].pos.as_ref()));
    }
    if level >= 2 {
        list(&mut out, "indices", idx_items(s.levels[last].crd.as_ref()));
    }
    let mut vals = Vec::with_capacity(s.values.len());
    for i in 0..s.values.len() {
        let mut v = String::new();
        write_scalar(&mut v, s.values.get(i));
        vals.push(v);
    }
    list(&mut out, "values", vals.into_iter());
    ctx.write(&out);
    Ok(vec![])
}

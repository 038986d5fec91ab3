//! MLIR's runner utilities that programs call as external functions: the clocks
//! (`rtclock`, `nanoTime`) and the memref printers and verifiers (`printMemrefF64`,
//! `printMemref1dF64`, `printMemrefShapeF64`, `verifyMemRefF64`, …).
//!
//! Why: MLIR's benchmarks and integration tests declare `func.func private @rtclock() ->
//! f64` or `@printMemrefF64(memref<*xf64>)` and call them (`mlir-runner` links
//! `libmlir_c_runner_utils` / `libmlir_runner_utils`, where they live); their output must
//! be byte-identical to MLIR's, so the printer follows MLIR's nesting and spacing and C++
//! stream formatting (floats `%g`, `i8` as a raw byte, complex `(re,im)`). The one
//! deliberate difference: a dimension of size 0 prints `[]` where MLIR reads (and prints)
//! an element out of bounds. The `base@` address is the buffer's own; it differs from run
//! to run in MLIR too.

use std::time::{SystemTime, UNIX_EPOCH};

use sparsir_storage::format::g;
use sparsir_storage::{ElemType, Scalar};

use super::{tensor_arg, Ctx, Site};
use crate::value::{Tensor, Val};

/// The runner-utility functions.
pub const FUNCS: &[(&str, super::RtFn)] = &[
    ("sparsir_rtclock", rtclock),
    ("sparsir_nano_time", nano_time),
    ("sparsir_print_memref", print_memref),
    ("sparsir_verify_memref", verify_memref),
];

/// `rtclock()`: wall-clock seconds (with sub-microsecond resolution) since the epoch, as
/// MLIR's `rtclock` gives them; differences of two calls time what ran between them.
fn rtclock(_ctx: &mut Ctx, _site: &Site, _args: &[Val]) -> Result<Vec<Val>, String> {
    let now = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs_f64()).unwrap_or(0.0);
    Ok(vec![Val::Float(now)])
}

/// `nanoTime()`: nanoseconds of a monotonic clock (MLIR's `steady_clock`).
fn nano_time(_ctx: &mut Ctx, _site: &Site, _args: &[Val]) -> Result<Vec<Val>, String> {
    use std::sync::OnceLock;
    static START: OnceLock<std::time::Instant> = OnceLock::new();
    let ns = START.get_or_init(std::time::Instant::now).elapsed().as_nanos();
    Ok(vec![Val::Int(ns as i64)])
}

/// A memref as the runner utilities see it: its address, sizes and row-major values.
struct Memref {
    base: usize,
    sizes: Vec<u64>,
    vals: Vec<Scalar>,
}

/// Reads memref argument `v` (a buffer, a view of a tensor's buffer, or a dense tensor);
/// `shape` is its static shape (`-1`: the buffer's length; unused for a tensor).
fn memref_arg(v: &Val, shape: &[i64]) -> Result<Memref, String> {
    let (base, vals) = match v {
        Val::Buf(b) => {
            let b = b.borrow();
            let base = sparsir_storage::with_vals!(&*b, x => x.as_ptr() as usize);
            (base, (0..b.len()).map(|i| b.get(i)).collect::<Vec<_>>())
        }
        Val::View(w) => (w.raw().ptr as usize, (0..w.len()).filter_map(|i| w.get(i)).collect()),
        _ => match tensor_arg(v)? {
            Tensor::Dense(d) => {
                let base = sparsir_storage::with_vals!(&d.vals, x => x.as_ptr() as usize);
                let vals = (0..d.vals.len()).map(|i| d.vals.get(i)).collect();
                return Ok(Memref { base, sizes: d.shape.clone(), vals });
            }
            _ => return Err("a sparse tensor cannot be read as a memref".into()),
        },
    };
    let sizes: Vec<u64> = shape.iter().map(|&d| if d < 0 { vals.len() as u64 } else { d as u64 }).collect();
    if sizes.iter().product::<u64>() != vals.len() as u64 {
        return Err(format!("internal error: a memref of {} elements has sizes {sizes:?}", vals.len()));
    }
    Ok(Memref { base, sizes, vals })
}

impl Memref {
    /// Row-major strides (MLIR's canonical strided layout).
    fn strides(&self) -> Vec<u64> {
        let mut s = vec![1u64; self.sizes.len()];
        for d in (0..self.sizes.len().saturating_sub(1)).rev() {
            s[d] = s[d + 1] * self.sizes[d + 1];
        }
        s
    }

    /// `base@ = 0x… rank = R offset = 0 sizes = […] strides = […]`.
    fn metadata(&self) -> String {
        let list = |v: &[u64]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", ");
        format!(
            "base@ = {:#x} rank = {} offset = 0 sizes = [{}] strides = [{}]",
            self.base,
            self.sizes.len(),
            list(&self.sizes),
            list(&self.strides())
        )
    }
}

/// Appends one element as C++'s `operator<<` prints it.
fn write_elem(out: &mut Vec<u8>, s: Scalar, elem: ElemType) {
    match (s, elem) {
        (Scalar::Int(x), ElemType::I8) => out.push(x as i8 as u8),
        (Scalar::Int(x), ElemType::Index) => out.extend_from_slice((x as u64).to_string().as_bytes()),
        (Scalar::Int(x), _) => out.extend_from_slice((x as i64).to_string().as_bytes()),
        (Scalar::Float(x), _) => out.extend_from_slice(g(x).as_bytes()),
        (Scalar::Complex(re, im), _) => out.extend_from_slice(format!("({},{})", g(re), g(im)).as_bytes()),
    }
}

/// The data rows of a memref, nested as MLIR's `MemRefDataPrinter` nests them: the first
/// element of a dimension follows its `[`, later ones are indented by their depth, rows
/// of an outer dimension end in `, ` and a newline.
fn write_data(out: &mut Vec<u8>, m: &Memref, elem: ElemType, strides: &[u64], dim: usize, offset: u64) {
    let rank = m.sizes.len();
    if dim == rank {
        write_elem(out, m.vals[offset as usize], elem);
        return;
    }
    let (n, stride, inner) = (m.sizes[dim], strides[dim], dim + 1 < rank);
    if n == 0 {
        out.extend_from_slice(b"[]");
        return;
    }
    out.push(b'[');
    for i in 0..n {
        if i > 0 {
            out.extend_from_slice(b", ");
            if inner {
                out.push(b'\n');
            }
            out.extend(std::iter::repeat_n(b' ', dim + 1));
        }
        write_data(out, m, elem, strides, dim + 1, offset + i * stride);
    }
    out.push(b']');
}

/// `printMemref*` / `printMemrefShape*`: statics `elem`, `shape`, `header` (`Unranked
/// Memref ` or `Memref `) and `data` (0: the shape line only).
fn print_memref(ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let m = memref_arg(&args[0], site.ints("shape"))?;
    let mut out = format!("{}{}", site.str("header"), m.metadata()).into_bytes();
    if site.int("data")? == 0 {
        out.push(b'\n');
        ctx.write_bytes(&out);
        return Ok(vec![]);
    }
    out.extend_from_slice(b" data = \n");
    let scalar = m.sizes.is_empty();
    if scalar {
        out.push(b'[');
    }
    write_data(&mut out, &m, site.elem("elem")?, &m.strides(), 0, 0);
    if scalar {
        out.push(b']');
    }
    out.push(b'\n');
    ctx.write_bytes(&out);
    Ok(vec![])
}

/// True when `actual` passes MLIR's `verifyElem` against `expected`: a relative error of
/// at most 1e-12 (`f64`) or 1e-6 (`f32`, computed in `f32`), both finite; equality
/// otherwise.
fn close(actual: Scalar, expected: Scalar, elem: ElemType) -> bool {
    match (actual, expected, elem) {
        (Scalar::Float(a), Scalar::Float(e), ElemType::F64) => {
            a.is_finite() && e.is_finite() && (a - e).abs() <= 1e-12 * e.abs()
        }
        (Scalar::Float(a), Scalar::Float(e), ElemType::F32) => {
            let (a, e) = (a as f32, e as f32);
            a.is_finite() && e.is_finite() && (a - e).abs() <= 1e-6f32 * e.abs()
        }
        _ => actual == expected,
    }
}

/// `verifyMemRef*(actual, expected)`: the number of elements that differ (the first ten
/// reported on standard error, as MLIR does), or -1 when the shapes differ. Statics
/// `elem`, `shape`, `shape2`.
fn verify_memref(ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let a = memref_arg(&args[0], site.ints("shape"))?;
    let e = memref_arg(&args[1], site.ints("shape2"))?;
    let elem = site.elem("elem")?;
    ctx.flush();
    // MLIR compares the shapes dimension by dimension of `actual`: a rank-0 `actual`
    // always passes the check.
    if !a.sizes.is_empty() && a.sizes != e.sizes {
        eprint!("{}{}", a.metadata(), e.metadata());
        return Ok(vec![Val::Int(-1)]);
    }
    let mut errors = 0i64;
    for (i, (&x, &y)) in a.vals.iter().zip(&e.vals).enumerate() {
        if !close(x, y, elem) {
            if errors < 10 {
                let (mut xs, mut ys) = (Vec::new(), Vec::new());
                write_elem(&mut xs, x, elem);
                write_elem(&mut ys, y, elem);
                let line = format!(
                    "{} != {} offset = {i}",
                    String::from_utf8_lossy(&xs),
                    String::from_utf8_lossy(&ys)
                );
                eprintln!("{line}");
            }
            errors += 1;
        }
    }
    Ok(vec![Val::Int(errors)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rtclock_moves_forward() {
        let mut ctx = Ctx::new(Box::new(std::io::sink()), Box::new(|_| None));
        let site = Site::default();
        let a = rtclock(&mut ctx, &site, &[]).unwrap()[0].float();
        std::thread::sleep(std::time::Duration::from_millis(2));
        let b = rtclock(&mut ctx, &site, &[]).unwrap()[0].float();
        assert!(a > 1.6e9 && b - a >= 0.001, "{a} {b}");
    }
}

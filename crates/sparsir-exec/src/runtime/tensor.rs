//! Runtime functions on whole tensors and their elements: constants, empty tensors,
//! shapes, element access, and moving values between buffers and tensors.
//!
//! Why: the `tensor` dialect's element-level ops are value-semantics library calls (a new
//! handle per update); the compiler passes static shapes, element types and encodings as
//! statics, dynamic sizes and indices as arguments. Shape-changing ops (slices, reshapes,
//! concatenation) live in `tensor_shape.rs`.

use std::sync::Arc;

use sparsir_storage::dense::dense_len;
use sparsir_storage::{Coo, ElemType, Encoding, Scalar, ValBuf};

use super::sparse::finished;
use super::{tensor_arg, Ctx, Site};
use crate::interp::set_scalar;
use crate::value::{DenseTensor, PendingTensor, Tensor, Val};

/// The tensor runtime functions.
pub const FUNCS: &[(&str, super::RtFn)] = &[
    ("sparsir_tensor_const", tensor_const),
    ("sparsir_tensor_dim", tensor_dim),
    ("sparsir_tensor_empty", tensor_empty),
    ("sparsir_tensor_cast", tensor_cast),
    ("sparsir_tensor_extract", tensor_extract),
    ("sparsir_tensor_insert", tensor_insert),
    ("sparsir_tensor_from_elements", from_elements),
    ("sparsir_tensor_splat", splat),
    ("sparsir_tensor_from_buffer", from_buffer),
    ("sparsir_tensor_to_buffer", to_buffer),
    ("sparsir_check_index", check_index),
    ("sparsir_undef", undef),
];

/// A placeholder for a handle or buffer carried through a control-flow graph's state
/// machine before any block has defined it (dominance guarantees it is never read; if it
/// were, the reader would fail with a "not a tensor" error, not misbehave).
fn undef(_ctx: &mut Ctx, _site: &Site, _args: &[Val]) -> Result<Vec<Val>, String> {
    Ok(vec![Val::Int(0)])
}

/// A dense constant: statics `value` (row-major data; one value = splat), `shape` and,
/// for an encoded result type, `encoding` (the nonzero values are stored, as converting
/// the dense constant would store them).
fn tensor_const(_ctx: &mut Ctx, site: &Site, _args: &[Val]) -> Result<Vec<Val>, String> {
    let (shape, vals) = super::vector::constant_values(site)?;
    let elem = vals.elem_type();
    let dense = Tensor::Dense(DenseTensor { shape, vals });
    let tensor = match site.encoding("encoding") {
        Some(enc) => super::sparse::convert_tensor(&dense, Some(enc), elem)?,
        None => dense,
    };
    Ok(vec![Val::tensor(tensor)])
}

/// `tensor.dim %t, %i`.
fn tensor_dim(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let t = tensor_arg(&args[0])?;
    let i = args[1].int();
    let (rank, size) = t.dim_size(usize::try_from(i).unwrap_or(usize::MAX));
    match size {
        Some(d) => Ok(vec![Val::Int(d as i64)]),
        None => Err(format!("dimension index {i} out of range for a tensor of rank {rank}")),
    }
}

/// The sizes of a result: static `shape` entries (negative = dynamic) filled in order
/// from `dynamic`.
pub fn fill_shape(shape: &[i64], dynamic: &[Val]) -> Result<Vec<u64>, String> {
    let mut next = dynamic.iter();
    shape
        .iter()
        .map(|&d| {
            let v =
                if d >= 0 { d } else { next.next().map(Val::int).ok_or("internal error: missing size")? };
            u64::try_from(v).map_err(|_| format!("negative dimension size {v}"))
        })
        .collect()
}

/// A zero-filled dense tensor, or an empty sparse tensor when `enc` is given.
pub fn empty_tensor(shape: Vec<u64>, elem: ElemType, enc: Option<&Arc<Encoding>>) -> Result<Tensor, String> {
    Ok(match enc {
        Some(enc) => Tensor::Pending(PendingTensor::new(enc.clone(), Coo::new(shape, elem))),
        None => {
            let n = dense_len(&shape).map_err(|e| e.to_string())?;
            Tensor::Dense(DenseTensor { shape, vals: elem.zeros(n) })
        }
    })
}

/// `tensor.empty(%dyn…)`: statics `shape`, `elem`, optional `encoding`.
fn tensor_empty(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let shape = fill_shape(site.ints("shape"), args)?;
    Ok(vec![Val::tensor(empty_tensor(shape, site.elem("elem")?, site.encoding("encoding"))?)])
}

/// `tensor.cast %t`: checks the static sizes of the result type (`shape`, negative =
/// dynamic) against the tensor's; the handle itself is shared.
fn tensor_cast(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let actual = tensor_arg(&args[0])?.shape();
    for (d, (&want, &have)) in site.ints("shape").iter().zip(&actual).enumerate() {
        if want >= 0 && want as u64 != have {
            return Err(format!(
                "dimension {d} has size {have} at run time, but the result type requires {want}"
            ));
        }
    }
    Ok(vec![args[0].clone()])
}

/// Checks `idx` against `shape`: the row-major position, or MLIR-style out-of-bounds
/// error naming the first bad dimension.
pub fn linear_index(shape: &[u64], idx: &[Val]) -> Result<usize, String> {
    let mut lin = 0u64;
    for (d, (&size, v)) in shape.iter().zip(idx).enumerate() {
        let i = v.int();
        if i < 0 || i as u64 >= size {
            return Err(format!("index {i} out of bounds for dimension {d} of size {size}"));
        }
        lin = lin * size + i as u64;
    }
    Ok(lin as usize)
}

/// `tensor.extract %t[%i…]`: static `elem`. A sparse tensor's absent entry reads zero.
fn tensor_extract(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let t = tensor_arg(&args[0])?;
    let elem = site.elem("elem")?;
    let lin = linear_index(&t.shape(), &args[1..])?;
    let crd: Vec<u64> = args[1..].iter().map(|v| v.int() as u64).collect();
    let s = match t {
        Tensor::Dense(d) => d.vals.get(lin),
        Tensor::Pending(p) => p.lookup(&crd).unwrap_or(Scalar::Int(0)),
        Tensor::Sparse(s) => {
            // Duplicates of non-unique storage are summed (DESIGN.md, decision 5).
            let coo = s.to_coo().map_err(|e| e.to_string())?;
            let hits = (0..coo.len()).filter(|&e| *coo.crd(e) == *crd);
            hits.map(|e| coo.vals.get(e)).fold(Scalar::Int(0), add_scalars)
        }
    };
    Ok(vec![Val::from_scalar(zero_as(s, elem), elem)])
}

/// `a + b` (an integer zero adds as the other operand's zero).
fn add_scalars(a: Scalar, b: Scalar) -> Scalar {
    match (a, b) {
        (Scalar::Int(0), x) | (x, Scalar::Int(0)) => x,
        (Scalar::Int(x), Scalar::Int(y)) => Scalar::Int(x.wrapping_add(y)),
        (Scalar::Float(x), Scalar::Float(y)) => Scalar::Float(x + y),
        (Scalar::Complex(a, b), Scalar::Complex(c, d)) => Scalar::Complex(a + c, b + d),
        (x, _) => x,
    }
}

/// `s`, with an integer zero standing for the zero of `elem`.
fn zero_as(s: Scalar, elem: ElemType) -> Scalar {
    match s {
        Scalar::Int(0) => elem.zero(),
        s => s,
    }
}

/// `tensor.insert %v into %t[%i…]`: a dense tensor is copied with one value replaced; a
/// sparse one becomes (or stays) pending with the entry appended (the last insert wins).
fn tensor_insert(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let v = args[0].to_scalar().ok_or("internal error: inserting a non-scalar")?;
    let t = tensor_arg(&args[1])?;
    let idx = &args[2..];
    let lin = linear_index(&t.shape(), idx)?;
    let out = match t {
        Tensor::Dense(d) => {
            let mut d = d.clone();
            set_scalar(&mut d.vals, lin, v);
            Tensor::Dense(d)
        }
        Tensor::Pending(p) => {
            let crd: Vec<u64> = idx.iter().map(|i| i.int() as u64).collect();
            Tensor::Pending(p.appended(&crd, &[v]))
        }
        Tensor::Sparse(s) => {
            let mut coo = s.to_coo().map_err(|e| e.to_string())?;
            coo.extend_crds(idx.iter().map(|i| i.int() as u64));
            coo.vals.push_scalar(v);
            Tensor::Pending(PendingTensor::new(s.enc.clone(), coo))
        }
    };
    Ok(vec![Val::tensor(out)])
}

/// `tensor.from_elements %e…`: statics `shape`, `elem`.
fn from_elements(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let shape: Vec<u64> = site.ints("shape").iter().map(|&d| d as u64).collect();
    let mut vals = site.elem("elem")?.buf_with_capacity(args.len());
    for a in args {
        vals.push_scalar(a.to_scalar().ok_or("internal error: element is not a scalar")?);
    }
    Ok(vec![Val::tensor(Tensor::Dense(DenseTensor { shape, vals }))])
}

/// `tensor.splat %v[%dyn…]`: statics `shape`, `elem`.
fn splat(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let v = args[0].to_scalar().ok_or("internal error: splat of a non-scalar")?;
    let shape = fill_shape(site.ints("shape"), &args[1..])?;
    let n = dense_len(&shape).map_err(|e| e.to_string())?;
    let mut vals = site.elem("elem")?.buf_with_capacity(n);
    for _ in 0..n {
        vals.push_scalar(v);
    }
    Ok(vec![Val::tensor(Tensor::Dense(DenseTensor { shape, vals }))])
}

/// A tensor holding a copy of a row-major buffer: `(buf, dyn sizes…)`, statics `shape`
/// (negative = dynamic; a rank-1 dynamic size with no argument is the buffer's length)
/// and optional `encoding` (then the nonzeros are stored sparsely).
fn from_buffer(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let Val::Buf(b) = &args[0] else { return Err("internal error: expected a buffer".into()) };
    let vals = b.borrow().clone();
    let decl = site.ints("shape");
    let shape = if decl.len() == 1 && decl[0] < 0 && args.len() == 1 {
        vec![vals.len() as u64]
    } else {
        fill_shape(decl, &args[1..])?
    };
    let n = dense_len(&shape).map_err(|e| e.to_string())?;
    if n != vals.len() {
        return Err(format!("buffer of {} elements does not fill a tensor of {n} elements", vals.len()));
    }
    let t = match site.encoding("encoding") {
        None => Tensor::Dense(DenseTensor { shape, vals }),
        Some(enc) => {
            let s = sparsir_storage::SparseTensor::from_dense(enc.clone(), &shape, &vals);
            Tensor::Sparse(s.map_err(|e| e.to_string())?)
        }
    };
    Ok(vec![Val::tensor(t)])
}

/// The values of a tensor as a new row-major buffer (a sparse tensor is densified).
fn to_buffer(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    Ok(vec![Val::buf(dense_values(tensor_arg(&args[0])?)?)])
}

/// The row-major values of any tensor.
pub fn dense_values(t: &Tensor) -> Result<ValBuf, String> {
    match t {
        Tensor::Dense(d) => Ok(d.vals.clone()),
        _ => finished(t)?.to_dense().map_err(|e| e.to_string()),
    }
}

/// A bounds check `(index, size)` for one dimension (static `dim`), as `memref.load`
/// and `memref.store` need: the MLIR-style message on failure.
fn check_index(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let (i, size) = (args[0].int(), args[1].int());
    if i < 0 || i >= size {
        return Err(format!("index {i} out of bounds for dimension {} of size {size}", site.int("dim")?));
    }
    Ok(vec![])
}

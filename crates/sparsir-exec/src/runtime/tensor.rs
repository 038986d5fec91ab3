//! Runtime functions on (mostly dense) tensors: constants, shapes, element access.
//!
//! Why: the `tensor` dialect's whole-tensor ops are value-semantics library calls; the
//! compiler passes shapes and encodings as statics.

use sparsir_storage::dense::dense_len;

use super::{tensor_arg, Ctx, Site};
use crate::value::{DenseTensor, Tensor, Val};

/// The tensor runtime functions.
pub const FUNCS: &[(&str, super::RtFn)] =
    &[("sparsir_tensor_const", tensor_const), ("sparsir_tensor_dim", tensor_dim)];

/// A dense constant: statics `value` (row-major data; one value = splat) and `shape`.
fn tensor_const(_ctx: &mut Ctx, site: &Site, _args: &[Val]) -> Result<Vec<Val>, String> {
    let shape: Vec<u64> = site.ints("shape").iter().map(|&d| d as u64).collect();
    let (elem, data) = site.data("value").ok_or("internal error: constant without data")?;
    let n = dense_len(&shape).map_err(|e| e.to_string())?;
    let mut vals = elem.buf_with_capacity(n);
    if data.len() == 1 {
        for _ in 0..n {
            vals.push_scalar(data[0]);
        }
    } else {
        for &s in data {
            vals.push_scalar(s);
        }
    }
    Ok(vec![Val::tensor(Tensor::Dense(DenseTensor { shape, vals }))])
}

/// `tensor.dim %t, %i`.
fn tensor_dim(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let shape = tensor_arg(&args[0])?.shape();
    let i = args[1].int();
    match usize::try_from(i).ok().and_then(|i| shape.get(i)) {
        Some(&d) => Ok(vec![Val::Int(d as i64)]),
        None => Err(format!("dimension index {i} out of range for a tensor of rank {}", shape.len())),
    }
}

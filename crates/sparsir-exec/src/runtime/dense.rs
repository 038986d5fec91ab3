//! Dense tensors as buffers: the values of a dense tensor for generated loops to read,
//! and a new dense tensor around a buffer the loops filled.
//!
//! Why: elementwise code on dense tensors is generated as loops over row-major buffers;
//! these two calls are the bridge between tensor handles (value semantics) and buffers.

use super::{tensor_arg, Ctx, Site};
use crate::value::{DenseTensor, Tensor, Val};

/// The dense-buffer bridge functions.
pub const FUNCS: &[(&str, super::RtFn)] =
    &[("sparsir_dense_values", dense_values), ("sparsir_dense_from_buffer", dense_from_buffer)];

/// A copy of a dense tensor's row-major values (a sparse tensor is densified).
fn dense_values(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let vals = match tensor_arg(&args[0])? {
        Tensor::Dense(d) => d.vals.clone(),
        t => super::sparse::finished(t)?.to_dense().map_err(|e| e.to_string())?,
    };
    Ok(vec![Val::buf(vals)])
}

/// A dense tensor holding a buffer's values, shaped like the tensor `args[1]`.
fn dense_from_buffer(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let Val::Buf(b) = &args[0] else { return Err("internal error: expected a buffer".into()) };
    let shape = tensor_arg(&args[1])?.shape();
    let vals = b.borrow().clone();
    if vals.len() as u64 != shape.iter().product::<u64>() {
        return Err("internal error: buffer length does not match the shape".into());
    }
    Ok(vec![Val::tensor(Tensor::Dense(DenseTensor { shape, vals }))])
}

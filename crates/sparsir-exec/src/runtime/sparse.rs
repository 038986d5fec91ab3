//! Runtime functions on sparse tensors: conversion between any two encodings (dense
//! included), and finishing tensors built by insertion.
//!
//! Why: every `sparse_tensor` op that moves whole tensors is a library call over
//! `sparsir-storage`; the compiler only decides which call.

use std::borrow::Cow;
use std::sync::Arc;

use sparsir_storage::{ElemType, Encoding, SparseTensor};

use super::{tensor_arg, Ctx, Site};
use crate::value::{DenseTensor, Tensor, Val};

/// The sparse runtime functions.
pub const FUNCS: &[(&str, super::RtFn)] = &[("sparsir_convert", convert)];

/// The sparse storage of a tensor (a pending tensor is finished: sorted, duplicates
/// resolved by the last insertion).
pub fn finished(t: &Tensor) -> Result<Cow<'_, SparseTensor>, String> {
    match t {
        Tensor::Sparse(s) => Ok(Cow::Borrowed(s)),
        Tensor::Pending(p) => Ok(Cow::Owned(finish(&p.enc, &p.coo)?)),
        Tensor::Dense(_) => Err("internal error: expected a sparse tensor, got a dense one".into()),
    }
}

/// Builds storage from inserted entries: a later insertion at the same coordinates
/// replaces an earlier one (insertion is assignment, not accumulation).
fn finish(enc: &Arc<Encoding>, coo: &sparsir_storage::Coo) -> Result<SparseTensor, String> {
    let rank = coo.rank();
    let mut last: std::collections::HashMap<&[u64], usize> = std::collections::HashMap::new();
    for e in 0..coo.len() {
        last.insert(coo.crd(e), e);
    }
    let mut keep: Vec<usize> = last.into_values().collect();
    keep.sort_unstable();
    let mut out = sparsir_storage::Coo::new(coo.dim_sizes.clone(), coo.vals.elem_type());
    out.crds = keep.iter().flat_map(|&e| coo.crds[e * rank..(e + 1) * rank].iter().copied()).collect();
    out.vals = coo.vals.gather(&keep);
    SparseTensor::from_coo(enc.clone(), &out).map_err(|e| e.to_string())
}

/// Converts `t` to `enc` (`None`: dense) and element type `elem`.
pub fn convert_tensor(t: &Tensor, enc: Option<&Arc<Encoding>>, elem: ElemType) -> Result<Tensor, String> {
    let err = |e: sparsir_storage::StorageError| e.to_string();
    Ok(match (t, enc) {
        (Tensor::Dense(d), None) => {
            Tensor::Dense(DenseTensor { shape: d.shape.clone(), vals: d.vals.cast(elem) })
        }
        (Tensor::Dense(d), Some(enc)) => {
            let vals = d.vals.cast(elem);
            Tensor::Sparse(SparseTensor::from_dense(enc.clone(), &d.shape, &vals).map_err(err)?)
        }
        (_, None) => {
            let s = finished(t)?;
            Tensor::Dense(DenseTensor {
                shape: s.dim_sizes.clone(),
                vals: s.to_dense().map_err(err)?.cast(elem),
            })
        }
        (_, Some(enc)) => {
            let s = finished(t)?;
            Tensor::Sparse(s.convert_to(enc.clone(), elem).map_err(err)?)
        }
    })
}

/// `sparse_tensor.convert`: statics `dst_encoding` (absent: dense), `elem`.
fn convert(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let t = tensor_arg(&args[0])?;
    let out = convert_tensor(t, site.encoding("dst_encoding"), site.elem("elem")?)?;
    Ok(vec![Val::tensor(out)])
}

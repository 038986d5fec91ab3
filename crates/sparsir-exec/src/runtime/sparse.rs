//! Runtime functions on sparse tensors: conversion between any two encodings (dense
//! included), finishing tensors built by insertion, and the small queries (number of
//! entries, level sizes, coordinate translation, slice parameters).
//!
//! Why: every `sparse_tensor` op that moves whole tensors is a library call over
//! `sparsir-storage`; the compiler only decides which call.

use std::borrow::Cow;
use std::sync::Arc;

use sparsir_storage::{ElemType, Encoding, SparseTensor};

use super::{tensor_arg, Ctx, Site};
use crate::value::{DenseTensor, Tensor, Val};

/// The sparse runtime functions.
pub const FUNCS: &[(&str, super::RtFn)] = &[
    ("sparsir_convert", convert),
    ("sparsir_load", load),
    ("sparsir_number_of_entries", number_of_entries),
    ("sparsir_lvl", lvl),
    ("sparsir_crd_translate", crd_translate),
    ("sparsir_slice_param", slice_param),
];

/// The sparse storage of a tensor (a pending tensor is finished: sorted, duplicates
/// resolved by the last insertion).
pub fn finished(t: &Tensor) -> Result<Cow<'_, SparseTensor>, String> {
    match t {
        Tensor::Sparse(s) => Ok(Cow::Borrowed(s)),
        Tensor::Pending(p) => Ok(Cow::Owned(finish(&p.enc, &p.coo())?)),
        Tensor::Dense(_) => Err("internal error: expected a sparse tensor, got a dense one".into()),
    }
}

/// The entries of any tensor in dimension coordinates (a dense one: its nonzeros).
pub fn entries(t: &Tensor) -> Result<sparsir_storage::Coo, String> {
    match t {
        Tensor::Dense(d) => sparsir_storage::dense::dense_to_coo(&d.shape, &d.vals).map_err(storage_err),
        _ => finished(t)?.to_coo().map_err(storage_err),
    }
}

/// Builds storage from inserted entries: a later insertion at the same coordinates
/// replaces an earlier one (insertion is assignment, not accumulation).
pub(crate) fn finish(enc: &Arc<Encoding>, coo: &sparsir_storage::Coo) -> Result<SparseTensor, String> {
    let rank = coo.rank();
    let crds = coo.crds_u64();
    let crd = |e: usize| &crds[e * rank..(e + 1) * rank];
    let mut last: std::collections::HashMap<&[u64], usize> = std::collections::HashMap::new();
    for e in 0..coo.len() {
        last.insert(crd(e), e);
    }
    let mut keep: Vec<usize> = last.into_values().collect();
    keep.sort_unstable();
    let mut out = sparsir_storage::Coo::new(coo.dim_sizes.clone(), coo.vals.elem_type());
    out.extend_crds(keep.iter().flat_map(|&e| crd(e).iter().copied()));
    out.vals = coo.vals.gather(&keep);
    SparseTensor::from_coo(enc.clone(), &out).map_err(storage_err)
}

/// Converts `t` to `enc` (`None`: dense) and element type `elem`.
pub fn convert_tensor(t: &Tensor, enc: Option<&Arc<Encoding>>, elem: ElemType) -> Result<Tensor, String> {
    let err = storage_err;
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

/// `sparse_tensor.load`: a tensor built by insertion becomes storage; others pass through.
fn load(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    match tensor_arg(&args[0])? {
        t @ Tensor::Pending(_) => Ok(vec![Val::tensor(Tensor::Sparse(finished(t)?.into_owned()))]),
        _ => Ok(vec![args[0].clone()]),
    }
}

/// `sparse_tensor.number_of_entries`: stored entries (per batch), as `print`'s `nse`.
fn number_of_entries(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let n = match tensor_arg(&args[0])? {
        Tensor::Dense(d) => d.vals.len(),
        t => finished(t)?.nse(),
    };
    Ok(vec![Val::Int(n as i64)])
}

/// `sparse_tensor.lvl %t, %l`: the size of level `l`.
fn lvl(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let t = tensor_arg(&args[0])?;
    let sizes = match t {
        Tensor::Dense(d) => d.shape.clone(),
        _ => finished(t)?.view_lvl_sizes(),
    };
    let l = args[1].int();
    match usize::try_from(l).ok().and_then(|l| sizes.get(l)) {
        Some(&s) => Ok(vec![Val::Int(s as i64)]),
        None => Err(format!("level {l} out of range for a tensor of {} levels", sizes.len())),
    }
}

/// `sparse_tensor.crd_translate`: statics `encoding`, `direction` (`dim_to_lvl` or
/// `lvl_to_dim`); the coordinates are the arguments.
fn crd_translate(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let enc = site.encoding("encoding").ok_or("internal error: crd_translate without an encoding")?;
    let input: Vec<u64> = args.iter().map(|v| v.int() as u64).collect();
    let err = storage_err;
    let out = if site.str("direction") == "dim_to_lvl" {
        let mut lvl = vec![0; enc.lvl_rank()];
        enc.dim_to_lvl(&input, &mut lvl).map_err(err)?;
        lvl
    } else {
        let mut dim = vec![0; enc.dim_rank];
        enc.lvl_to_dim(&input, &mut dim).map_err(err)?;
        dim
    };
    Ok(out.into_iter().map(|c| Val::Int(c as i64)).collect())
}

/// `sparse_tensor.slice.offset` / `slice.stride` of a dynamic slice: statics `dim` and
/// `kind` (`offset` or `stride`), read from the slice tensor's own encoding.
fn slice_param(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let t = tensor_arg(&args[0])?;
    let dim = site.int("dim")? as usize;
    let s = finished(t)?;
    let slice = s.enc.dim_slices.get(dim).copied().flatten();
    let v = match site.str("kind") {
        "offset" => slice.and_then(|s| s.offset),
        _ => slice.and_then(|s| s.stride),
    };
    let v = v.ok_or_else(|| {
        format!("the slice {} of dimension {dim} is not known at run time", site.str("kind"))
    })?;
    Ok(vec![Val::Int(v as i64)])
}

/// A storage error as a runtime message: the message, after the file and line it is
/// about when there is one (the CLI adds its own `error:`).
pub fn storage_err(e: sparsir_storage::StorageError) -> String {
    match e.loc {
        Some(sparsir_storage::error::Location { file: Some(f), line: 0, .. }) => {
            format!("{f}: {}", e.message)
        }
        Some(loc) => {
            let file = loc.file.as_deref().unwrap_or("<input>");
            format!("{file}:{}:{}: {}", loc.line, loc.col, e.message)
        }
        None => e.message,
    }
}

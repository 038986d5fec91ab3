//! Runtime functions that make one tensor out of others without computing values:
//! `concatenate`, `reinterpret_map`, `reorder_coo`.
//!
//! Why: each is a rearrangement of stored entries (or, for `reinterpret_map`, of nothing
//! but the dimension view); `sparsir-storage` builds the result storage.

use std::sync::Arc;

use sparsir_storage::sort::{sort_idx_buf, JointBuffer, SortAlgorithm};
use sparsir_storage::storage::layout;
use sparsir_storage::{Coo, Encoding, SparseTensor};

use super::sparse::{entries, finished};
use super::{tensor_arg, Ctx, Site};
use crate::value::{DenseTensor, Tensor, Val};

/// The reshaping runtime functions.
pub const FUNCS: &[(&str, super::RtFn)] = &[
    ("sparsir_concatenate", concatenate),
    ("sparsir_reinterpret_map", reinterpret_map),
    ("sparsir_reorder_coo", reorder_coo),
];

use super::sparse::storage_err as err;

/// `sparse_tensor.concatenate`: statics `dim`, `elem`, `dst_encoding` (absent: dense).
fn concatenate(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let dim = site.int("dim")? as usize;
    let elem = site.elem("elem")?;
    let mut shape: Option<Vec<u64>> = None;
    let mut all = Vec::new();
    for (k, a) in args.iter().enumerate() {
        let t = tensor_arg(a)?;
        let s = t.shape();
        if dim >= s.len() {
            return Err(format!("dimension {dim} out of range for operand {k} of rank {}", s.len()));
        }
        let offset = match &mut shape {
            None => {
                shape = Some(s.clone());
                0
            }
            Some(acc) => {
                let same = acc.len() == s.len() && (0..s.len()).all(|d| d == dim || acc[d] == s[d]);
                if !same {
                    return Err(format!(
                        "operand {k} has shape {s:?}, which does not fit {acc:?} along dimension {dim}"
                    ));
                }
                let off = acc[dim];
                acc[dim] += s[dim];
                off
            }
        };
        all.push((entries(t)?, offset));
    }
    let shape = shape.ok_or("internal error: concatenate without operands")?;
    let mut coo = Coo::new(shape.clone(), elem);
    // A sparse result stores the nonzero values only, as MLIR 22's concatenation does
    // (zeros stored in the operands' dense levels, or explicitly, are dropped).
    let keep_zeros = site.encoding("dst_encoding").is_none();
    for (part, off) in &all {
        for e in (0..part.len()).filter(|&e| keep_zeros || !part.vals.is_zero_at(e)) {
            let mut c = part.crd(e).to_vec();
            c[dim] += off;
            coo.extend_crds(c);
            coo.vals.push_scalar(part.vals.get(e));
        }
    }
    let out = match site.encoding("dst_encoding") {
        Some(enc) => Tensor::Sparse(SparseTensor::from_coo(enc.clone(), &coo).map_err(err)?),
        None => {
            let n = sparsir_storage::dense::dense_len(&shape).map_err(err)?;
            let mut vals = elem.buf_with_capacity(n);
            vals.push_zeros(n);
            for e in 0..coo.len() {
                let lin = coo.crd(e).iter().zip(&shape).fold(0u64, |acc, (&x, &s)| acc * s + x);
                crate::interp::set_scalar(&mut vals, lin as usize, coo.vals.get(e));
            }
            Tensor::Dense(DenseTensor { shape, vals })
        }
    };
    Ok(vec![Val::tensor(out)])
}

/// The dimension sizes of the reinterpreted view: the static `shape` when complete, else
/// the level sizes placed through the target's permutation.
fn view_dims(enc: &Encoding, shape: &[i64], lvl_sizes: &[u64]) -> Result<Vec<u64>, String> {
    if shape.iter().all(|&d| d >= 0) {
        return Ok(shape.iter().map(|&d| d as u64).collect());
    }
    let perm = enc.permutation().ok_or("reinterpret_map to a dynamic shape needs a permutation map")?;
    let mut dims = vec![0; enc.dim_rank];
    for (l, &d) in perm.iter().enumerate() {
        dims[d] = lvl_sizes[l];
    }
    Ok(dims)
}

/// `sparse_tensor.reinterpret_map`: the same levels under the encoding `dst_encoding`
/// (static `shape`, `-1` for dynamic sizes).
fn reinterpret_map(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let enc = site.encoding("dst_encoding").ok_or("internal error: reinterpret_map without an encoding")?;
    let s = finished(tensor_arg(&args[0])?)?.into_owned();
    if s.enc.is_slice() || enc.is_slice() {
        return Err("unsupported: reinterpret_map of a sparse slice".into());
    }
    let dims = view_dims(enc, site.ints("shape"), &s.lvl_sizes)?;
    let lvl = enc.lvl_sizes(&dims).map_err(err)?;
    if lvl != s.lvl_sizes {
        return Err(format!(
            "level sizes {:?} of the result differ from the source's {:?}",
            lvl, s.lvl_sizes
        ));
    }
    let t = SparseTensor { enc: enc.clone(), dim_sizes: dims, ..s };
    Ok(vec![Val::tensor(Tensor::Sparse(t))])
}

/// `sparse_tensor.reorder_coo`: statics `dst_encoding`, `algorithm`. When both COO layouts
/// agree the interleaved coordinates are sorted with the given algorithm (so equal
/// coordinates end in the order MLIR leaves them); otherwise the storage is converted.
fn reorder_coo(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let enc = site.encoding("dst_encoding").ok_or("internal error: reorder_coo without an encoding")?;
    let alg = SortAlgorithm::parse(site.str("algorithm")).ok_or("internal error: unknown sort algorithm")?;
    let s = finished(tensor_arg(&args[0])?)?.into_owned();
    let out = match s.enc.aos_coo_start() {
        Some(0) if layout(&s.enc) == layout(enc) && s.enc.batch_rank() == 0 => sort_whole(s, enc, alg)?,
        _ => s.convert_to(enc.clone(), s.elem).map_err(err)?,
    };
    Ok(vec![Val::tensor(Tensor::Sparse(out))])
}

/// Sorts a COO tensor's single interleaved coordinate buffer and its values.
fn sort_whole(mut s: SparseTensor, enc: &Arc<Encoding>, alg: SortAlgorithm) -> Result<SparseTensor, String> {
    let rank = s.lvl_rank();
    let n = s.values.len();
    let perm: Vec<usize> = (0..rank).collect();
    let mut values = std::mem::replace(&mut s.values, s.elem.empty_buf());
    if let Some(crd) = s.levels[0].crd.as_mut() {
        let mut ys: [&mut dyn JointBuffer; 1] = [&mut values];
        sort_idx_buf(alg, n, crd, &perm, 0, &mut ys).map_err(err)?;
    }
    s.values = values;
    s.enc = enc.clone();
    Ok(s)
}

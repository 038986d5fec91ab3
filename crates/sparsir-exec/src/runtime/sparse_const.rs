//! `arith.constant sparse<indices, values>`: constants given by their entries.
//!
//! Why: MLIR programs build small test inputs this way. Without an encoding the constant
//! is an ordinary dense tensor (or vector); with one it is a sparse tensor holding exactly
//! the listed entries — explicit zeros included, as MLIR 22 stores them. Statics: `value`
//! (one scalar per entry), `indices` (entry-major coordinates), `shape`, optional
//! `encoding`. When coordinates repeat, the first entry counts (as MLIR 22 reads such a
//! constant).

use sparsir_storage::dense::dense_len;
use sparsir_storage::{Coo, ValBuf};

use super::sparse::finish;
use super::{Ctx, Site};
use crate::value::{DenseTensor, Tensor, Val};

/// The sparse-constant runtime functions.
pub const FUNCS: &[(&str, super::RtFn)] = &[
    ("sparsir_tensor_sparse_const", tensor_sparse_const),
    ("sparsir_buffer_sparse_const", buffer_sparse_const),
];

/// The constant's entries as a COO, coordinates checked against the shape.
fn entries(site: &Site) -> Result<Coo, String> {
    let shape: Vec<u64> = site.ints("shape").iter().map(|&d| d as u64).collect();
    let (elem, vals) = site.data("value").ok_or("internal error: constant without data")?;
    let crds = site.ints("indices");
    let rank = shape.len();
    if crds.len() != vals.len() * rank {
        return Err(format!(
            "internal error: {} coordinates for {} entries of rank {rank}",
            crds.len(),
            vals.len()
        ));
    }
    let mut coo = Coo::new(shape.clone(), elem);
    let mut seen = std::collections::HashSet::new();
    for (e, &v) in vals.iter().enumerate() {
        let crd = &crds[e * rank..(e + 1) * rank];
        for (d, (&c, &size)) in crd.iter().zip(&shape).enumerate() {
            if c < 0 || c as u64 >= size {
                return Err(format!("sparse constant entry #{e} has coordinate {c} out of bounds for dimension {d} of size {size}"));
            }
        }
        if seen.insert(crd) {
            coo.extend_crds(crd.iter().map(|&c| c as u64));
            coo.vals.push_scalar(v);
        }
    }
    Ok(coo)
}

/// The row-major dense values of a constant's entries.
fn densify(coo: &Coo) -> Result<ValBuf, String> {
    let n = dense_len(&coo.dim_sizes).map_err(|e| e.to_string())?;
    let mut at: Vec<Option<usize>> = vec![None; n];
    for e in 0..coo.len() {
        let lin = coo.crd(e).iter().zip(&coo.dim_sizes).fold(0u64, |lin, (&c, &size)| lin * size + c);
        at[lin as usize] = Some(e);
    }
    let elem = coo.vals.elem_type();
    let mut vals = elem.buf_with_capacity(n);
    for slot in at {
        vals.push_scalar(slot.map_or(elem.zero(), |e| coo.vals.get(e)));
    }
    Ok(vals)
}

/// A sparse constant as a tensor: sparse storage under `encoding`, else dense.
fn tensor_sparse_const(_ctx: &mut Ctx, site: &Site, _args: &[Val]) -> Result<Vec<Val>, String> {
    let coo = entries(site)?;
    let tensor = match site.encoding("encoding") {
        Some(enc) => Tensor::Sparse(finish(enc, &coo)?),
        None => Tensor::Dense(DenseTensor { vals: densify(&coo)?, shape: coo.dim_sizes }),
    };
    Ok(vec![Val::tensor(tensor)])
}

/// A sparse constant as a dense buffer (a vector or memref constant).
fn buffer_sparse_const(_ctx: &mut Ctx, site: &Site, _args: &[Val]) -> Result<Vec<Val>, String> {
    Ok(vec![Val::buf(densify(&entries(site)?)?)])
}

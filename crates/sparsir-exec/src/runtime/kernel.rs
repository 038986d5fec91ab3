//! Runtime support of sparsified kernels: level buffers in, sparse outputs out.
//!
//! Why: generated kernels walk storage with loads from plain index buffers. These
//! functions hand a kernel each level's positions and coordinates widened to `index`
//! (narrow widths, AoS COO regions and batch segments are the runtime's business, not
//! the generated code's), and collect a sparse output as an unordered list of entries that
//! becomes storage at the end (the universal output path of DESIGN.md decision 6: any
//! loop order works; an output produced in order is detected and not re-sorted).
//!
//! Worked example (CSR `[[1, 0, 2], [0, 0, 0], [0, 3, 0]]`): `sparsir_kernel_level(t, lvl = 1)`
//! gives size 3, `pos = [0, 2, 2, 3]`, `crd = [0, 2, 1]`; `sparsir_kernel_values(t)` gives
//! `[1, 2, 3]`; level 0 (dense) gives size 3 and two empty buffers.

use std::sync::Arc;

use sparsir_storage::lvl_coo::LvlCoo;
use sparsir_storage::{Coo, Encoding, Scalar, SparseTensor, ValBuf};

use super::sparse::{finish, finished, storage_err};
use super::{tensor_arg, Ctx, Site, Table};
use crate::value::{DenseTensor, Tensor, Val};

/// This family's functions.
pub const FUNCS: Table = &[
    ("sparsir_kernel_level", level),
    ("sparsir_kernel_values", values),
    ("sparsir_kernel_out_begin", out_begin),
    ("sparsir_kernel_out_push", out_push),
    ("sparsir_kernel_out_finish", out_finish),
    ("sparsir_kernel_compress", compress),
    ("sparsir_kernel_dense_result", dense_result),
];

fn index_buf(v: Vec<u64>) -> Val {
    Val::buf(ValBuf::Index(v.into_iter().map(|x| x as i64).collect()))
}

/// `(t) [lvl]` → `(level size, positions, coordinates)` as index buffers (empty where the
/// level has none; loose levels keep their `(lo, hi)` pairs).
fn level(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let t = tensor_arg(&args[0])?;
    let s = finished(t)?;
    let l = site.int("lvl")? as usize;
    if s.enc.batch_rank() > 0 {
        return Err("internal error: a kernel reads a batch level directly".into());
    }
    let size = *s.lvl_sizes.get(l).ok_or("internal error: level out of range")?;
    let pos = s.levels[l].pos.as_ref().map(|p| p.to_u64s()).unwrap_or_default();
    let crd = match s.crd_location(l) {
        Some((buf_lvl, stride, offset)) => match &s.levels[buf_lvl].crd {
            Some(c) => (0..c.len() / stride).map(|e| c.get(e * stride + offset)).collect(),
            None => Vec::new(),
        },
        None => Vec::new(),
    };
    Ok(vec![Val::Int(size as i64), index_buf(pos), index_buf(crd)])
}

/// `(t)` → the values buffer (an `explicitVal` encoding fills in its value).
fn values(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let s = finished(tensor_arg(&args[0])?)?;
    Ok(vec![Val::buf(s.values.clone())])
}

/// `(outs) [elem]` → `(crds, vals)`: an entry list pre-filled with the stored entries of
/// the output's initial value (entries the kernel does not write are kept).
fn out_begin(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let t = tensor_arg(&args[0])?;
    let elem = site.elem("elem")?;
    let coo = match t {
        Tensor::Pending(p) => p.coo.clone(),
        Tensor::Sparse(s) if s.nse() == 0 => Coo::new(s.dim_sizes.clone(), elem),
        _ => finished(t)?.to_coo().map_err(|e| e.to_string())?,
    };
    let crds = coo.crds.into_iter().map(|c| c as i64).collect();
    Ok(vec![Val::buf(ValBuf::Index(crds)), Val::buf(coo.vals.cast(elem))])
}

/// `(crds, vals, value, c0 … c(r-1))`: appends one entry.
fn out_push(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let (Val::Buf(crds), Val::Buf(vals)) = (&args[0], &args[1]) else {
        return Err("internal error: expected entry buffers".into());
    };
    let v = args[2].to_scalar().ok_or("internal error: pushing a non-scalar")?;
    vals.borrow_mut().push_scalar(v);
    let mut c = crds.borrow_mut();
    let ValBuf::Index(c) = &mut *c else { return Err("internal error: coordinates not index".into()) };
    c.extend(args[3..].iter().map(Val::int));
    Ok(vec![])
}

/// `(outs, crds, vals)` → the output tensor in `outs`' encoding; a later entry at the
/// same coordinates replaces an earlier one.
fn out_finish(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let t = tensor_arg(&args[0])?;
    let (Val::Buf(crds), Val::Buf(vals)) = (&args[1], &args[2]) else {
        return Err("internal error: expected entry buffers".into());
    };
    let (enc, shape) = match t {
        Tensor::Sparse(s) => (s.enc.clone(), s.dim_sizes.clone()),
        Tensor::Pending(p) => (p.enc.clone(), p.coo.dim_sizes.clone()),
        Tensor::Dense(_) => return Err("internal error: a sparse output without encoding".into()),
    };
    let ValBuf::Index(c) = &*crds.borrow() else {
        return Err("internal error: coordinates not index".into());
    };
    let coo =
        Coo { dim_sizes: shape, crds: c.iter().map(|&x| x as u64).collect(), vals: vals.borrow().clone() };
    Ok(vec![Val::tensor(Tensor::Sparse(build_output(&enc, &coo)?))])
}

/// Storage from an output's entry list: entries produced in level order (the common case:
/// loops in the output's level order, or a compressed workspace) are built directly; any
/// other order takes the universal path (sort, a later entry replacing an earlier one).
pub fn build_output(enc: &Arc<Encoding>, coo: &Coo) -> Result<SparseTensor, String> {
    let lcoo = LvlCoo::from_coo(enc, coo).map_err(storage_err)?;
    let increasing = (1..lcoo.len()).all(|e| {
        let key = |e: usize| lcoo.crds.iter().map(move |c| c[e]);
        key(e - 1).lt(key(e))
    });
    if increasing && enc.batch_rank() == 0 {
        let elem = coo.vals.elem_type();
        return SparseTensor::from_sorted_lvl_coo(enc.clone(), elem, coo.dim_sizes.clone(), lcoo)
            .map_err(storage_err);
    }
    finish(enc, coo)
}

/// `(crds, vals, values, filled, added, count, c… )` [dim]: appends the workspace row —
/// the coordinates `added[..count]` sorted, each with the other output coordinates `c…`
/// and `values[j]` — and clears the touched `filled` entries.
fn compress(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let bufs: Vec<&crate::value::BufRef> = args[..6]
        .iter()
        .map(|a| match a {
            Val::Buf(b) => Ok(b),
            _ => Err("internal error: expected workspace buffers".to_string()),
        })
        .collect::<Result<_, _>>()?;
    let dim = site.int("dim")? as usize;
    let count = match bufs[5].borrow().get(0) {
        Scalar::Int(c) => c as usize,
        _ => return Err("internal error: workspace count not an integer".into()),
    };
    let mut added: Vec<i64> = match &*bufs[4].borrow() {
        ValBuf::Index(a) => a[..count].to_vec(),
        _ => return Err("internal error: workspace coordinates not index".into()),
    };
    added.sort_unstable();
    let prefix: Vec<i64> = args[6..].iter().map(Val::int).collect();
    let mut crds = bufs[0].borrow_mut();
    let ValBuf::Index(crds) = &mut *crds else { return Err("internal error: coordinates not index".into()) };
    let values = bufs[2].borrow();
    let mut vals = bufs[1].borrow_mut();
    let mut filled = bufs[3].borrow_mut();
    for &j in &added {
        crds.extend_from_slice(&prefix[..dim]);
        crds.push(j);
        crds.extend_from_slice(&prefix[dim..]);
        vals.push_scalar(values.get(j as usize));
        crate::interp::set_scalar(&mut filled, j as usize, Scalar::Int(0));
    }
    Ok(vec![])
}

/// `(outs, buf)` [encoding] → a tensor of `outs`' shape holding `buf`: dense, or — for an
/// output with an all-dense encoding — that storage with every value kept as computed
/// (a `-0` or explicit zero stays stored; a dense→sparse conversion would drop zeros).
fn dense_result(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let shape = tensor_arg(&args[0])?.shape();
    let Val::Buf(b) = &args[1] else { return Err("internal error: expected a buffer".into()) };
    let vals = b.borrow().clone();
    let Some(enc) = site.encoding("encoding") else {
        return Ok(vec![Val::tensor(Tensor::Dense(DenseTensor { shape, vals }))]);
    };
    let mut crds = Vec::with_capacity(vals.len() * shape.len());
    let mut idx = vec![0u64; shape.len()];
    for _ in 0..vals.len() {
        crds.extend_from_slice(&idx);
        for d in (0..shape.len()).rev() {
            idx[d] += 1;
            if idx[d] < shape[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    let coo = Coo { dim_sizes: shape, crds, vals };
    Ok(vec![Val::tensor(Tensor::Sparse(build_output(enc, &coo)?))])
}

//! Runtime support of sparsified kernels: level buffers in, sparse outputs out.
//!
//! Why: generated kernels walk storage with loads from plain buffers. These functions
//! hand a kernel each level's positions and coordinates, its values and its read-only
//! dense inputs as read-only views of the tensor's own buffers (no copy: the kernel reads
//! positions and coordinates at their stored widths and widens each load with
//! `index_castui`, and reads an AoS COO region's interleaved coordinates in place at
//! `q * stride + offset`), and collect a sparse output as an unordered list of entries
//! that becomes storage at the end (the universal output path of DESIGN.md decision 6: any
//! loop order works; an output produced in order is detected and not re-sorted). The
//! kernel appends the entries itself (`Push` statements); `out_begin` and `out_finish`
//! run once per kernel.
//!
//! Worked example (CSR `[[1, 0, 2], [0, 0, 0], [0, 3, 0]]`, `posWidth = 8`):
//! `sparsir_kernel_level(t, lvl = 1)` gives size 3, a view of `pos = [0, 2, 2, 3]` (`u8`,
//! loaded as `i8`), a view of `crd = [0, 2, 1]` (`index`); `sparsir_kernel_values(t)` a
//! view of `[1, 2, 3]`; level 0 (dense) gives size 3 and two empty views.

use std::borrow::Cow;
use std::rc::Rc;
use std::sync::Arc;

use sparsir_storage::lvl_coo::LvlCoo;
use sparsir_storage::{Coo, Encoding, SparseTensor, ValBuf};

use super::sparse::{finish, finished, storage_err};
use super::tensor::dense_values;
use super::{tensor_arg, Ctx, Site, Table};
use crate::value::{DenseTensor, Object, Tensor, Val, View, ViewSel};

/// This family's functions.
pub const FUNCS: Table = &[
    ("sparsir_kernel_level", level),
    ("sparsir_kernel_values", values),
    ("sparsir_kernel_dense_view", dense_view),
    ("sparsir_kernel_out_begin", out_begin),
    ("sparsir_kernel_out_finish", out_finish),
    ("sparsir_kernel_dense_result", dense_result),
    ("sparsir_kernel_out_begin_rows", super::kernel_rows::out_begin_rows),
    ("sparsir_kernel_out_finish_rows", super::kernel_rows::out_finish_rows),
];

/// The finished sparse tensor a handle refers to, as an object views can keep alive: the
/// handle's own object, or — for a tensor still being built by inserts — a new one holding
/// the finished storage.
fn sparse_object(v: &Val) -> Result<Rc<Object>, String> {
    let Val::Obj(o) = v else { return Err("internal error: expected a tensor handle".into()) };
    match finished(tensor_arg(v)?)? {
        Cow::Borrowed(_) => Ok(o.clone()),
        Cow::Owned(s) => Ok(Rc::new(Object::Tensor(Tensor::Sparse(s)))),
    }
}

/// `(t) [lvl]` → `(level size, positions, coordinates)`: views of the stored buffers at
/// their widths, no copy (empty where the level has none; loose levels keep their
/// `(lo, hi)` pairs; the levels of an AoS COO region all get the region's interleaved
/// buffer, which the kernel reads at `q * stride + offset`).
fn level(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let obj = sparse_object(&args[0])?;
    let Object::Tensor(Tensor::Sparse(s)) = &*obj else { unreachable!("a sparse object") };
    let l = site.int("lvl")? as usize;
    if s.enc.batch_rank() > 0 || s.enc.is_slice() {
        return Err("internal error: a kernel reads a batch level or a slice directly".into());
    }
    let size = *s.lvl_sizes.get(l).ok_or("internal error: level out of range")?;
    let crd_lvl = s.crd_location(l).map_or(l, |(buf_lvl, _, _)| buf_lvl);
    let pos = View::new(obj.clone(), ViewSel::Pos(l))?;
    let crd = View::new(obj.clone(), ViewSel::Crd(crd_lvl))?;
    Ok(vec![Val::Int(size as i64), Val::View(pos), Val::View(crd)])
}

/// `(t)` → a view of the values buffer (an `explicitVal` tensor holds its values too:
/// `assemble` fills them in).
fn values(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let obj = sparse_object(&args[0])?;
    Ok(vec![Val::View(View::new(obj, ViewSel::Values)?)])
}

/// `(t)` → a read-only view of a dense tensor's row-major values (a kernel input); a
/// tensor not stored dense is densified into a new object first.
fn dense_view(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let Val::Obj(o) = &args[0] else { return Err("internal error: expected a tensor handle".into()) };
    let t = tensor_arg(&args[0])?;
    let obj = match t {
        Tensor::Dense(_) => o.clone(),
        _ => Rc::new(Object::Tensor(Tensor::Dense(DenseTensor { shape: t.shape(), vals: dense_values(t)? }))),
    };
    Ok(vec![Val::View(View::new(obj, ViewSel::Dense)?)])
}

/// `(outs) [elem]` → `(crds, vals)`: an entry list pre-filled with the stored entries of
/// the output's initial value (entries the kernel does not write are kept).
fn out_begin(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let coo = initial_entries(tensor_arg(&args[0])?, site.elem("elem")?)?;
    let crds = sparsir_storage::with_idx!(&coo.crds, c => c.iter().map(|&x| sparsir_storage::Idx::get(x) as i64).collect());
    Ok(vec![Val::buf(ValBuf::Index(crds)), Val::buf(coo.vals)])
}

/// The stored entries of a sparse output's initial value (kept where the kernel writes
/// nothing), with values of type `elem`.
pub fn initial_entries(t: &Tensor, elem: sparsir_storage::ElemType) -> Result<Coo, String> {
    let mut coo = match t {
        Tensor::Pending(p) => p.coo(),
        Tensor::Sparse(s) if s.nse() == 0 => Coo::new(s.dim_sizes.clone(), elem),
        _ => finished(t)?.to_coo().map_err(|e| e.to_string())?,
    };
    coo.vals = coo.vals.cast(elem);
    Ok(coo)
}

/// `(outs, crds, vals)` → the output tensor in `outs`' encoding; a later entry at the
/// same coordinates replaces an earlier one.
fn out_finish(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let (enc, shape) = output_layout(tensor_arg(&args[0])?)?;
    let ValBuf::Index(crds) = take_buf(&args[1])? else {
        return Err("internal error: coordinates not index".into());
    };
    let vals = take_buf(&args[2])?;
    let mut crds = crds.into_vec();
    if enc.is_plain_vector() && crds.len() == vals.len() {
        // A sparse vector produced in order: its coordinates are the level's, as one
        // CSR row (positions [0, n]).
        let n = [crds.len() as i64];
        let cols = super::kernel_rows::Cols::Wide(crds);
        match super::kernel_rows::csr_levels(&enc, &[1, shape[0]], &n, cols, false) {
            Ok((pos, crd)) => {
                let levels = vec![sparsir_storage::storage::LevelStorage { pos: Some(pos), crd: Some(crd) }];
                return Ok(vec![super::kernel_rows::from_levels(enc, shape, levels, vals)]);
            }
            Err(super::kernel_rows::Cols::Wide(back)) => crds = back,
            Err(super::kernel_rows::Cols::Narrow(back)) => crds = back.into_iter().map(i64::from).collect(),
        }
    }
    let coo = Coo::from_u64s(shape, crds.into_iter().map(|x| x as u64).collect(), vals);
    Ok(vec![Val::tensor(Tensor::Sparse(build_output(&enc, &coo)?))])
}

/// The encoding and dimension sizes of a sparse output.
pub(super) fn output_layout(t: &Tensor) -> Result<(Arc<Encoding>, Vec<u64>), String> {
    match t {
        Tensor::Sparse(s) => Ok((s.enc.clone(), s.dim_sizes.clone())),
        Tensor::Pending(p) => Ok((p.enc.clone(), p.dim_sizes())),
        Tensor::Dense(_) => Err("internal error: a sparse output without encoding".into()),
    }
}

/// The contents of one of a kernel's own buffers (an output's entry list or dense
/// values), which are dead after the runtime call that finishes the output: moved out,
/// not copied.
pub(super) fn take_buf(v: &Val) -> Result<ValBuf, String> {
    match v {
        Val::Buf(b) => Ok(std::mem::replace(&mut *b.borrow_mut(), ValBuf::Index(Vec::new().into()))),
        _ => Err("internal error: expected a kernel buffer".into()),
    }
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

/// `(outs, buf)` [encoding] → a tensor of `outs`' shape holding `buf`: dense, or — for an
/// output with an all-dense encoding — that storage with every value kept as computed
/// (a `-0` or explicit zero stays stored; a dense→sparse conversion would drop zeros).
fn dense_result(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let shape = tensor_arg(&args[0])?.shape();
    // The buffer is the kernel's own (a copy of `outs` or a fresh allocation).
    let vals = take_buf(&args[1])?;
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
    let coo = Coo::from_u64s(shape, crds, vals);
    Ok(vec![Val::tensor(Tensor::Sparse(build_output(enc, &coo)?))])
}

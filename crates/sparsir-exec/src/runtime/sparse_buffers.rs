//! Runtime functions between sparse storage and plain buffers: `assemble` /
//! `disassemble`, the buffer views (`positions`, `coordinates`, `values`,
//! `coordinates_buffer`), and the entry lists `foreach` loops over.
//!
//! Why: these are where user data meets storage. Buffers handed out are copies (MLIR hands
//! out views; a copy is indistinguishable unless a program writes through one, which the
//! sparsifier's own code never does). Assembled buffers are validated by
//! `sparsir-storage`, so inconsistent input is an error naming the rule, never a bad read.

use sparsir_storage::assemble::{buffer_width, LevelBuffer};
use sparsir_storage::{ElemType, IdxBuf, IdxWidth, Scalar, SparseTensor, ValBuf};

use super::sparse::finished;
use super::sparse::storage_err;
use super::{tensor_arg, Ctx, Site};
use crate::value::{DenseTensor, Tensor, Val};

/// The buffer runtime functions.
pub const FUNCS: &[(&str, super::RtFn)] = &[
    ("sparsir_assemble", assemble),
    ("sparsir_disassemble", disassemble),
    ("sparsir_positions", positions),
    ("sparsir_coordinates", coordinates),
    ("sparsir_coordinates_buffer", coordinates_buffer),
    ("sparsir_values", values),
    ("sparsir_foreach_entries", foreach_entries),
];

/// The sparse storage behind a handle (dense tensors are refused).
fn storage<'a>(v: &'a Val, what: &str) -> Result<std::borrow::Cow<'a, SparseTensor>, String> {
    match tensor_arg(v)? {
        Tensor::Dense(_) => Err(format!("{what} needs a sparse tensor, got a dense one")),
        t => finished(t),
    }
}

/// The dense data of a tensor operand (a level or values buffer given as a tensor).
fn dense_arg(v: &Val) -> Result<&DenseTensor, String> {
    match tensor_arg(v)? {
        Tensor::Dense(d) => Ok(d),
        _ => Err("internal error: expected a dense tensor".into()),
    }
}

/// Integer buffer entries as unsigned coordinates: a narrow entry is read as an unsigned
/// number of its width (an `i8` -126 is 130, as MLIR's `index_castui` reads it); a
/// negative `i64` wraps to a huge value, which validation then rejects.
fn idx_from_vals(vals: &ValBuf, width: IdxWidth, what: &str) -> Result<IdxBuf, String> {
    let bits = match vals.elem_type() {
        ElemType::I1 => 1,
        ElemType::I8 => 8,
        ElemType::I16 => 16,
        ElemType::I32 => 32,
        _ => 64,
    };
    let mask = if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
    let raw: Vec<u64> = (0..vals.len())
        .map(|i| match vals.get(i) {
            Scalar::Int(x) => x as u64 & mask,
            _ => u64::MAX,
        })
        .collect();
    IdxBuf::from_u64s(width, &raw, what).map_err(storage_err)
}

/// A values buffer of type `elem` holding `idx`'s entries.
fn vals_from_idx(idx: &IdxBuf, elem: ElemType) -> ValBuf {
    // The usual element types in one vectorized pass; the rest entry by entry.
    match elem {
        ElemType::Index => {
            return ValBuf::Index(sparsir_storage::with_idx!(idx, v => v.iter().map(|&x| x as i64).collect()))
        }
        ElemType::I64 => {
            return ValBuf::I64(sparsir_storage::with_idx!(idx, v => v.iter().map(|&x| x as i64).collect()))
        }
        ElemType::I32 => {
            return ValBuf::I32(sparsir_storage::with_idx!(idx, v => v.iter().map(|&x| x as i32).collect()))
        }
        _ => {}
    }
    let mut out = elem.buf_with_capacity(idx.len());
    for i in 0..idx.len() {
        out.push_scalar(Scalar::Int(idx.get(i) as i128));
    }
    out
}

/// `sparse_tensor.assemble`: arguments are the level buffers then the values (dense
/// tensors); statics `dst_encoding`, `shape`.
fn assemble(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let enc = site.encoding("dst_encoding").ok_or("internal error: assemble without an encoding")?;
    let shape: Vec<u64> = site.ints("shape").iter().map(|&d| d as u64).collect();
    let (vals, levels) = args.split_last().ok_or("internal error: assemble without values")?;
    let sig = SparseTensor::assemble_signature(enc);
    if sig.len() != levels.len() {
        return Err(sparsir_storage::assemble::MSG_FIELD_COUNT.into());
    }
    let mut bufs = Vec::with_capacity(levels.len());
    for (&(kind, l), v) in sig.iter().zip(levels) {
        let d = dense_arg(v)?;
        let data = idx_from_vals(&d.vals, buffer_width(enc, kind), &format!("assemble: {kind}[{l}]"))?;
        bufs.push(LevelBuffer::with_shape(data, d.shape.clone()));
    }
    let values = dense_arg(vals)?.vals.clone();
    let t = SparseTensor::assemble(enc.clone(), shape, bufs, values).map_err(storage_err)?;
    Ok(vec![Val::tensor(Tensor::Sparse(t))])
}

/// Copies `data` into a dense tensor shaped like the output operand `out`.
fn fill_out(out: &Val, data: &ValBuf, what: &str) -> Result<Val, String> {
    let d = dense_arg(out)?;
    let elem = d.vals.elem_type();
    if data.len() > d.vals.len() {
        return Err(format!(
            "disassemble: {what} has {} entries but its output tensor holds only {}",
            data.len(),
            d.vals.len()
        ));
    }
    let mut vals = elem.buf_with_capacity(d.vals.len());
    for i in 0..data.len() {
        vals.push_scalar(data.get(i));
    }
    for i in data.len()..d.vals.len() {
        vals.push_scalar(d.vals.get(i));
    }
    Ok(Val::tensor(Tensor::Dense(DenseTensor { shape: d.shape.clone(), vals })))
}

/// `sparse_tensor.disassemble %t out_lvls(…) out_vals(…)`: the level tensors, the values
/// tensor, then the used length of each level buffer and of the values.
fn disassemble(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let s = storage(&args[0], "disassemble")?;
    let (bufs, vals, val_len) = s.disassemble();
    let outs = &args[1..];
    if outs.len() != bufs.len() + 1 {
        return Err(sparsir_storage::assemble::MSG_FIELD_COUNT.into());
    }
    let sig = SparseTensor::assemble_signature(&s.enc);
    let mut results = Vec::with_capacity(2 * outs.len());
    for ((buf, _), (&(kind, l), out)) in bufs.iter().zip(sig.iter().zip(outs)) {
        let elem = dense_arg(out)?.vals.elem_type();
        results.push(fill_out(out, &vals_from_idx(buf, elem), &format!("{kind}[{l}]"))?);
    }
    results.push(fill_out(&outs[bufs.len()], &vals, "values")?);
    results.extend(bufs.iter().map(|(_, len)| Val::Int(*len as i64)));
    results.push(Val::Int(val_len as i64));
    Ok(results)
}

/// `sparse_tensor.positions`: statics `level`, `elem` (the memref's element type).
fn positions(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let s = storage(&args[0], "positions")?;
    let l = site.int("level")? as usize;
    let elem = site.elem("elem")?;
    let pos = s.levels.get(l).and_then(|lv| lv.pos.as_ref());
    let out = pos.map(|p| vals_from_idx(p, elem)).unwrap_or_else(|| elem.empty_buf());
    Ok(vec![Val::buf(out)])
}

/// `sparse_tensor.coordinates`: the coordinates of one level (for an AoS COO level, its
/// column of the interleaved buffer); statics `level`, `elem`.
fn coordinates(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let s = storage(&args[0], "coordinates")?;
    let l = site.int("level")? as usize;
    let elem = site.elem("elem")?;
    let mut out = elem.empty_buf();
    if let Some((bl, stride, off)) = s.crd_location(l) {
        if let Some(crd) = s.levels.get(bl).and_then(|lv| lv.crd.as_ref()) {
            if stride <= 1 && off == 0 {
                return Ok(vec![Val::buf(vals_from_idx(crd, elem))]);
            }
            let mut i = off;
            while i < crd.len() {
                out.push_scalar(Scalar::Int(crd.get(i) as i128));
                i += stride.max(1);
            }
        }
    }
    Ok(vec![Val::buf(out)])
}

/// `sparse_tensor.coordinates_buffer`: the interleaved coordinates of the AoS COO region.
fn coordinates_buffer(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let s = storage(&args[0], "coordinates_buffer")?;
    let elem = site.elem("elem")?;
    let start = s.enc.aos_coo_start().ok_or("coordinates_buffer needs a tensor with an AoS COO region")?;
    let crd = s.levels.get(start).and_then(|lv| lv.crd.as_ref());
    Ok(vec![Val::buf(crd.map(|c| vals_from_idx(c, elem)).unwrap_or_else(|| elem.empty_buf()))])
}

/// `sparse_tensor.values`: a copy of the stored values.
fn values(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let s = storage(&args[0], "values")?;
    Ok(vec![Val::buf(s.values.clone())])
}

/// The entries `foreach` visits: one `index` buffer of dimension coordinates per
/// dimension, then the values. Sparse tensors: stored entries in storage order. Dense
/// tensors: every coordinate, dimensions nested in the order of static `order` (a
/// permutation; empty = row-major).
fn foreach_entries(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let t = tensor_arg(&args[0])?;
    let rank = t.shape().len();
    let mut crds: Vec<Vec<i64>> = vec![Vec::new(); rank];
    let vals = match t {
        Tensor::Dense(d) => dense_entries(d, site.ints("order"), &mut crds)?,
        _ => {
            let s = finished(t)?;
            let mut idx = Vec::with_capacity(s.values.len());
            s.for_each_entry(|dim, vi| {
                for (c, &x) in crds.iter_mut().zip(dim) {
                    c.push(x as i64);
                }
                idx.push(vi);
            })
            .map_err(storage_err)?;
            s.values.gather(&idx)
        }
    };
    let mut out: Vec<Val> = crds.into_iter().map(|c| Val::buf(ValBuf::Index(c.into()))).collect();
    out.push(Val::buf(vals));
    Ok(out)
}

/// Every coordinate of a dense tensor, the dimensions nested as `order` lists them.
fn dense_entries(d: &DenseTensor, order: &[i64], crds: &mut [Vec<i64>]) -> Result<ValBuf, String> {
    let rank = d.shape.len();
    let order: Vec<usize> =
        if order.len() == rank { order.iter().map(|&o| o as usize).collect() } else { (0..rank).collect() };
    if order.iter().any(|&o| o >= rank) {
        return Err("internal error: bad foreach order".into());
    }
    let n = d.vals.len();
    let mut idx = Vec::with_capacity(n);
    let mut c = vec![0u64; rank];
    if d.shape.contains(&0) {
        return Ok(d.vals.elem_type().empty_buf());
    }
    for _ in 0..n {
        let lin = c.iter().zip(&d.shape).fold(0u64, |acc, (&x, &s)| acc * s + x);
        idx.push(lin as usize);
        for (out, &x) in crds.iter_mut().zip(&c) {
            out.push(x as i64);
        }
        // Advance the innermost loop of the nest (the last dimension of `order`).
        for &dim in order.iter().rev() {
            c[dim] += 1;
            if c[dim] < d.shape[dim] {
                break;
            }
            c[dim] = 0;
        }
    }
    Ok(d.vals.gather(&idx))
}

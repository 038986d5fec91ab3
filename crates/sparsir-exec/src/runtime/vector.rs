//! Vectors: constants and transfers between vectors and tensors or memrefs.
//!
//! Why: `vector.transfer_read` / `transfer_write` move a static block between a vector
//! (a row-major buffer) and a source indexed from given offsets; positions outside the
//! source read the padding value and are skipped when writing (MLIR's out-of-bounds
//! semantics for non-`in_bounds` dimensions).

use sparsir_storage::dense::dense_len;
use sparsir_storage::{Scalar, ValBuf};

use super::{tensor_arg, Ctx, Site};
use crate::interp::set_scalar;
use crate::value::{DenseTensor, Tensor, Val};

/// The vector runtime functions.
pub const FUNCS: &[(&str, super::RtFn)] = &[
    ("sparsir_buffer_const", buffer_const),
    ("sparsir_transfer_read", transfer_read),
    ("sparsir_transfer_write", transfer_write),
];

/// A constant buffer: statics `value` (row-major; one value = splat) and `shape`.
fn buffer_const(_ctx: &mut Ctx, site: &Site, _args: &[Val]) -> Result<Vec<Val>, String> {
    Ok(vec![Val::buf(constant_values(site)?.1)])
}

/// The shape and row-major values of a constant: statics `shape` and `value` (a single
/// value is a splat).
pub fn constant_values(site: &Site) -> Result<(Vec<u64>, ValBuf), String> {
    let shape: Vec<u64> = site.ints("shape").iter().map(|&d| d as u64).collect();
    let (elem, data) = site.data("value").ok_or("internal error: constant without data")?;
    let n = dense_len(&shape).map_err(|e| e.to_string())?;
    if data.len() != 1 && data.len() != n {
        return Err(format!("internal error: {} values for a constant of {n} elements", data.len()));
    }
    let mut vals = elem.buf_with_capacity(n);
    for i in 0..n {
        vals.push_scalar(if data.len() == 1 { data[0] } else { data[i] });
    }
    Ok((shape, vals))
}

/// The shape of a transfer's tensor or memref (a dynamic rank-1 memref: its length).
fn source_shape(site: &Site, key: &str, src: &Val) -> Result<Vec<u64>, String> {
    match src {
        Val::Buf(b) => {
            let declared = site.ints(key);
            if declared.len() == 1 && declared[0] < 0 {
                Ok(vec![b.borrow().len() as u64])
            } else {
                Ok(declared.iter().map(|&d| d as u64).collect())
            }
        }
        _ => Ok(tensor_arg(src)?.shape()),
    }
}

/// Visits every position of a vector of `vshape` placed at `offsets` (the vector covers
/// the last dimensions): `f(vector index, Some(source linear index) or None if outside)`.
fn for_each_position(
    src_shape: &[u64],
    offsets: &[i64],
    vshape: &[u64],
    mut f: impl FnMut(usize, Option<usize>),
) {
    let rank = src_shape.len();
    let minor = rank - vshape.len();
    let n: u64 = vshape.iter().product();
    let mut pos = vec![0u64; vshape.len()];
    for k in 0..n as usize {
        let mut lin = 0u64;
        let mut inside = true;
        for d in 0..rank {
            let c = offsets[d] + if d >= minor { pos[d - minor] as i64 } else { 0 };
            if c < 0 || c as u64 >= src_shape[d] {
                inside = false;
                break;
            }
            lin = lin * src_shape[d] + c as u64;
        }
        f(k, inside.then_some(lin as usize));
        for d in (0..pos.len()).rev() {
            pos[d] += 1;
            if pos[d] < vshape[d] {
                break;
            }
            pos[d] = 0;
        }
    }
}

/// `vector.transfer_read`: args `source, padding, offsets…`.
fn transfer_read(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let src_shape = source_shape(site, "src_shape", &args[0])?;
    let vshape: Vec<u64> = site.ints("shape").iter().map(|&d| d as u64).collect();
    let offsets: Vec<i64> = args[2..].iter().map(Val::int).collect();
    let pad = args[1].to_scalar().ok_or("internal error: padding is not a scalar")?;
    let elem = site.elem("elem")?;
    let n = dense_len(&vshape).map_err(|e| e.to_string())?;
    let mut out = elem.buf_with_capacity(n);
    let read = |src: &ValBuf, out: &mut ValBuf| {
        for_each_position(&src_shape, &offsets, &vshape, |_, lin| {
            out.push_scalar(lin.map(|l| src.get(l)).unwrap_or(pad));
        })
    };
    match &args[0] {
        Val::Buf(b) => read(&b.borrow(), &mut out),
        v => match tensor_arg(v)? {
            Tensor::Dense(d) => read(&d.vals, &mut out),
            _ => return Err("unsupported: reading a sparse tensor into a vector".into()),
        },
    }
    Ok(vec![Val::buf(out)])
}

/// `vector.transfer_write`: args `vector, dest, offsets…`; a tensor destination gives a
/// new tensor, a memref is written in place.
fn transfer_write(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let Val::Buf(vec) = &args[0] else { return Err("internal error: vector is not a buffer".into()) };
    let vec = vec.borrow();
    let dst_shape = source_shape(site, "dst_shape", &args[1])?;
    let vshape: Vec<u64> = site.ints("shape").iter().map(|&d| d as u64).collect();
    let offsets: Vec<i64> = args[2..].iter().map(Val::int).collect();
    let write = |dst: &mut ValBuf| {
        for_each_position(&dst_shape, &offsets, &vshape, |k, lin| {
            if let Some(l) = lin {
                let s: Scalar = vec.get(k);
                set_scalar(dst, l, s);
            }
        })
    };
    match &args[1] {
        Val::Buf(b) => {
            write(&mut b.borrow_mut());
            Ok(vec![])
        }
        v => match tensor_arg(v)? {
            Tensor::Dense(d) => {
                let mut vals = d.vals.clone();
                write(&mut vals);
                Ok(vec![Val::tensor(Tensor::Dense(DenseTensor { shape: d.shape.clone(), vals }))])
            }
            _ => Err("unsupported: writing a vector into a sparse tensor".into()),
        },
    }
}

//! Runtime functions that change a tensor's shape: slices, reshapes, concatenation.
//!
//! Why: these ops move whole tensors, dense or sparse, so they are library calls. A dense
//! result is computed on row-major values; a sparse result from dimension-space entries
//! (coordinates translated, then stored with the result encoding).
//!
//! Sparse slices are views, as in MLIR (`sparsir_storage::slice`): `extract_slice` into a
//! slice encoding keeps the source's buffers, its encoding's `?` offsets, sizes and
//! strides filled in with the run-time values (so `sparse_tensor.slice.offset` can read
//! them). A source stored otherwise (dense, another encoding, itself a slice) is first
//! stored in the slice's encoding without the slices, and that storage is viewed.

use std::borrow::Cow;
use std::sync::Arc;

use sparsir_storage::dense::dense_len;
use sparsir_storage::encoding::DimSlice;
use sparsir_storage::{Coo, Encoding, SparseTensor, ValBuf};

use super::sparse::entries;
use super::tensor::dense_values;
use super::{tensor_arg, Ctx, Site};
use crate::interp::set_scalar;
use crate::value::{DenseTensor, Tensor, Val};

/// The shape runtime functions.
pub const FUNCS: &[(&str, super::RtFn)] = &[
    ("sparsir_tensor_extract_slice", extract_slice),
    ("sparsir_tensor_insert_slice", insert_slice),
    ("sparsir_tensor_reshape", reshape),
    ("sparsir_tensor_concat", concat),
];

/// Visits every index of `shape` in row-major order.
fn each_index(shape: &[u64], mut f: impl FnMut(&[u64])) {
    if shape.contains(&0) {
        return;
    }
    let mut idx = vec![0u64; shape.len()];
    loop {
        f(&idx);
        let mut d = shape.len();
        loop {
            if d == 0 {
                return;
            }
            d -= 1;
            idx[d] += 1;
            if idx[d] < shape[d] {
                break;
            }
            idx[d] = 0;
        }
    }
}

fn linear(shape: &[u64], idx: &[u64]) -> usize {
    idx.iter().zip(shape).fold(0u64, |acc, (&i, &s)| acc * s + i) as usize
}

fn delinear(shape: &[u64], mut lin: u64, out: &mut Vec<u64>) {
    let start = out.len();
    for &s in shape.iter().rev() {
        out.push(lin % s.max(1));
        lin /= s.max(1);
    }
    out[start..].reverse();
}

/// A tensor from entries: dense (later entries overwrite) or stored with `enc`.
fn build(coo: &Coo, enc: Option<&Arc<Encoding>>) -> Result<Tensor, String> {
    match enc {
        Some(enc) if enc.is_slice() => {
            Err("unsupported: a sparse slice that is not a view of its whole-rank source".into())
        }
        Some(enc) => Ok(Tensor::Sparse(SparseTensor::from_coo(enc.clone(), coo).map_err(|e| e.to_string())?)),
        None => {
            let n = dense_len(&coo.dim_sizes).map_err(|e| e.to_string())?;
            let mut vals = coo.vals.elem_type().buf_with_capacity(n);
            vals.push_zeros(n);
            for e in 0..coo.len() {
                set_scalar(&mut vals, linear(&coo.dim_sizes, &coo.crd(e)), coo.vals.get(e));
            }
            Ok(Tensor::Dense(DenseTensor { shape: coo.dim_sizes.clone(), vals }))
        }
    }
}

/// Offsets, sizes and strides of a slice: `rank` of each after `skip` arguments.
struct Window {
    offs: Vec<u64>,
    sizes: Vec<u64>,
    strides: Vec<u64>,
}

impl Window {
    fn read(args: &[Val], rank: usize) -> Result<Window, String> {
        let get = |k: usize| -> Result<Vec<u64>, String> {
            args[k * rank..(k + 1) * rank]
                .iter()
                .map(|v| u64::try_from(v.int()).map_err(|_| format!("negative slice parameter {}", v.int())))
                .collect()
        };
        Ok(Window { offs: get(0)?, sizes: get(1)?, strides: get(2)? })
    }

    /// Checks the window against `shape`.
    fn check(&self, shape: &[u64]) -> Result<(), String> {
        for (d, &dim) in shape.iter().enumerate() {
            let (o, s, st) = (self.offs[d], self.sizes[d], self.strides[d]);
            if s > 0 && o.saturating_add((s - 1).saturating_mul(st)) >= dim {
                return Err(format!(
                    "slice out of bounds: offset {o}, size {s}, stride {st} exceed dimension {d} of size {dim}"
                ));
            }
        }
        Ok(())
    }

    /// The window coordinate of a source coordinate, if inside.
    fn inside(&self, d: usize, c: u64) -> Option<u64> {
        let (o, st) = (self.offs[d], self.strides[d].max(1));
        (c >= o && (c - o).is_multiple_of(st) && (c - o) / st < self.sizes[d]).then(|| (c - o) / st)
    }

    fn source(&self, d: usize, w: u64) -> u64 {
        self.offs[d] + w * self.strides[d]
    }
}

/// The kept dimensions of a rank-reducing slice (static `keep`: 1 per kept dimension).
fn kept(site: &Site, rank: usize) -> Vec<bool> {
    let k = site.ints("keep");
    (0..rank).map(|d| k.get(d).is_none_or(|&x| x != 0)).collect()
}

/// `tensor.extract_slice`: `(t, offsets…, sizes…, strides…)`, statics `keep`, optional
/// result `encoding`.
fn extract_slice(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let t = tensor_arg(&args[0])?;
    let shape = t.shape();
    let w = Window::read(&args[1..], shape.len())?;
    w.check(&shape)?;
    let keep = kept(site, shape.len());
    let out_shape: Vec<u64> = (0..shape.len()).filter(|&d| keep[d]).map(|d| w.sizes[d]).collect();
    let enc = site.encoding("encoding");
    if let Some(enc) = enc.filter(|e| e.is_slice() && keep.iter().all(|&k| k)) {
        let full = filled(enc, &w);
        let view = slice_source(t, &full)?.slice_view(full, out_shape).map_err(|e| e.to_string())?;
        return Ok(vec![Val::tensor(Tensor::Sparse(view))]);
    }
    let out = if enc.is_none() {
        let src = dense_values(t)?;
        let vals = dense_window(&src, &shape, &w)?;
        Tensor::Dense(DenseTensor { shape: out_shape, vals })
    } else {
        let coo = entries(t)?;
        let mut out = Coo::new(out_shape, coo.vals.elem_type());
        let mut picks = Vec::new();
        let mut kept = Vec::with_capacity(coo.rank());
        'entries: for e in 0..coo.len() {
            kept.clear();
            for (d, &c) in coo.crd(e).iter().enumerate() {
                match w.inside(d, c) {
                    Some(x) if keep[d] => kept.push(x),
                    Some(_) => {}
                    None => continue 'entries,
                }
            }
            out.extend_crds(kept.iter().copied());
            picks.push(e);
        }
        out.vals = coo.vals.gather(&picks);
        build(&out, enc.map(|e| filled(e, &w)).as_ref())?
    };
    Ok(vec![Val::tensor(out)])
}

/// The values of window `w` of a dense tensor of `shape` (row-major `src`), row-major.
/// With unit strides along the last dimension each run along it is copied at once.
fn dense_window(src: &ValBuf, shape: &[u64], w: &Window) -> Result<ValBuf, String> {
    let mut vals = src.elem_type().buf_with_capacity(dense_len(&w.sizes).map_err(|e| e.to_string())?);
    // The window walked in steps of `run` elements along the last dimension.
    let mut steps = w.sizes.clone();
    let mut run = 1;
    if let Some(last) = shape.len().checked_sub(1).filter(|&l| w.strides[l] == 1) {
        run = w.sizes[last] as usize;
        steps[last] = 1;
    }
    let mut at = vec![0u64; shape.len()];
    each_index(&steps, |i| {
        for d in 0..shape.len() {
            at[d] = w.source(d, i[d]);
        }
        let start = linear(shape, &at);
        vals.append_range(src, start..start + run);
    });
    Ok(vals)
}

/// The storage a slice of `t` with encoding `slice_enc` views: `t` itself when it is
/// stored in `slice_enc` without the slices, else `t`'s entries (a slice's: rebased)
/// stored so — a slice of a slice views its source's window materialized.
fn slice_source<'a>(t: &'a Tensor, slice_enc: &Encoding) -> Result<Cow<'a, SparseTensor>, String> {
    let plain = Encoding { dim_slices: Vec::new(), ..slice_enc.clone() };
    if let Tensor::Sparse(s) = t {
        if *s.enc == plain {
            return Ok(Cow::Borrowed(s));
        }
    }
    let coo = entries(t)?;
    SparseTensor::from_coo(Arc::new(plain), &coo).map(Cow::Owned).map_err(|e| e.to_string())
}

/// `enc` with its `?` slice parameters replaced by the run-time window's.
fn filled(enc: &Arc<Encoding>, w: &Window) -> Arc<Encoding> {
    if !enc.is_slice() {
        return enc.clone();
    }
    let mut e = (**enc).clone();
    for (d, s) in e.dim_slices.iter_mut().enumerate() {
        if let (Some(s), true) = (s.as_mut(), d < w.offs.len()) {
            *s = DimSlice {
                offset: Some(s.offset.unwrap_or(w.offs[d])),
                size: Some(s.size.unwrap_or(w.sizes[d])),
                stride: Some(s.stride.unwrap_or(w.strides[d])),
            };
        }
    }
    Arc::new(e)
}

/// `tensor.insert_slice %src into %dst[…]`: `(src, dst, offsets…, sizes…, strides…)`,
/// statics `keep` (over the destination's dimensions), optional `encoding`.
fn insert_slice(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let src = tensor_arg(&args[0])?;
    let dst = tensor_arg(&args[1])?;
    let shape = dst.shape();
    let w = Window::read(&args[2..], shape.len())?;
    w.check(&shape)?;
    let keep = kept(site, shape.len());
    let src_shape: Vec<u64> = (0..shape.len()).filter(|&d| keep[d]).map(|d| w.sizes[d]).collect();
    if src.shape() != src_shape {
        return Err(format!("source shape {:?} does not match the slice sizes {:?}", src.shape(), src_shape));
    }
    let out = match site.encoding("encoding") {
        None => {
            let mut vals = dense_values(dst)?;
            let from = dense_values(src)?;
            let mut at = vec![0u64; shape.len()];
            let mut k = 0;
            each_index(&w.sizes, |i| {
                for d in 0..shape.len() {
                    at[d] = w.source(d, i[d]);
                }
                set_scalar(&mut vals, linear(&shape, &at), from.get(k));
                k += 1;
            });
            Tensor::Dense(DenseTensor { shape, vals })
        }
        Some(enc) => {
            let old = entries(dst)?;
            let new = entries(src)?;
            let mut out = Coo::new(shape.clone(), old.vals.elem_type());
            let mut picks = Vec::new();
            for e in 0..old.len() {
                let c = old.crd(e);
                if !(0..shape.len()).all(|d| w.inside(d, c[d]).is_some()) {
                    out.extend_crds(c.iter().copied());
                    picks.push(e);
                }
            }
            out.vals = old.vals.gather(&picks);
            for e in 0..new.len() {
                let crd = new.crd(e);
                let mut c = crd.iter();
                for (d, &kd) in keep.iter().enumerate() {
                    let x = if kd { c.next().copied().unwrap_or(0) } else { 0 };
                    out.push_crd(w.source(d, x));
                }
                out.vals.push_scalar(new.vals.get(e));
            }
            build(&out, Some(enc))?
        }
    };
    Ok(vec![Val::tensor(out)])
}

/// `tensor.reshape` / `expand_shape` / `collapse_shape`: `(t, dyn sizes…)`, statics
/// `shape` (negative = dynamic), optional `encoding`. Row-major order is kept.
fn reshape(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let t = tensor_arg(&args[0])?;
    let shape = super::tensor::fill_shape(site.ints("shape"), &args[1..])?;
    let count = |s: &[u64]| s.iter().try_fold(1u64, |a, &d| a.checked_mul(d)).unwrap_or(u64::MAX);
    let (have, want) = (count(&t.shape()), count(&shape));
    if have != want {
        return Err(format!("cannot reshape a tensor of {have} elements into one of {want} elements"));
    }
    let out = match site.encoding("encoding") {
        None => Tensor::Dense(DenseTensor { shape, vals: dense_values(t)? }),
        Some(enc) => {
            let coo = entries(t)?;
            let mut out = Coo::new(shape.clone(), coo.vals.elem_type());
            let mut crd = Vec::with_capacity(shape.len());
            for e in 0..coo.len() {
                crd.clear();
                delinear(&shape, linear(&coo.dim_sizes, &coo.crd(e)) as u64, &mut crd);
                out.extend_crds(crd.iter().copied());
            }
            out.vals = coo.vals;
            build(&out, Some(enc))?
        }
    };
    Ok(vec![Val::tensor(out)])
}

/// `tensor.concat dim(d) %a, %b…`: statics `dim`, optional `encoding`.
fn concat(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let dim = site.int("dim")? as usize;
    let ts: Vec<&Tensor> = args.iter().map(tensor_arg).collect::<Result<_, _>>()?;
    let mut shape = ts[0].shape();
    for t in &ts[1..] {
        let s = t.shape();
        if (0..shape.len()).any(|d| d != dim && s[d] != shape[d]) {
            return Err(format!("operand shapes {:?} and {:?} differ outside dimension {dim}", shape, s));
        }
        shape[dim] += s[dim];
    }
    let mut out = Coo::new(shape, ts[0].elem_type());
    let mut base = 0u64;
    for t in &ts {
        let coo = entries(t)?;
        for e in 0..coo.len() {
            let mut crd = coo.crd(e);
            crd[dim] += base;
            out.extend_crds(crd.iter().copied());
            out.vals.push_scalar(coo.vals.get(e));
        }
        base += t.shape()[dim];
    }
    Ok(vec![Val::tensor(build(&out, site.encoding("encoding"))?)])
}

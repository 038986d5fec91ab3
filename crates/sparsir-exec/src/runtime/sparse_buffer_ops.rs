//! Runtime functions on the buffers of generated sparse code: `sort`, `push_back`, and
//! the access pattern expansion `expand` / `compress`.
//!
//! Why: these ops work on memrefs (shared, mutable buffers) in place, as MLIR's do;
//! `sort` follows MLIR 22's algorithms exactly through `sparsir-storage`.

use std::cell::RefMut;
use std::rc::Rc;

use sparsir_storage::sort::{sort_val_buf, JointBuffer, SortAlgorithm};
use sparsir_storage::{Scalar, ValBuf};

use super::sparse::storage_err;
use super::{tensor_arg, Ctx, Site};
use crate::interp::set_scalar;
use crate::value::{BufRef, PendingTensor, Tensor, Val};

/// The buffer-operation runtime functions.
pub const FUNCS: &[(&str, super::RtFn)] = &[
    ("sparsir_sort", sort),
    ("sparsir_push_back", push_back),
    ("sparsir_expand", expand),
    ("sparsir_compress", compress),
];

/// Most entries `push_back` grows a buffer to.
const MAX_PUSH: usize = 1 << 32;

fn buf_arg(v: &Val) -> Result<&BufRef, String> {
    match v {
        Val::Buf(b) => Ok(b),
        _ => Err("internal error: expected a buffer".into()),
    }
}

/// `sparse_tensor.sort alg %n, %xy jointly %ys…`: statics `algorithm`, `perm` (the
/// `perm_map` results), `ny`. Sorts the buffers in place.
fn sort(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let alg = SortAlgorithm::parse(site.str("algorithm")).ok_or("internal error: unknown sort algorithm")?;
    let n = usize::try_from(args[0].int()).map_err(|_| format!("negative record count {}", args[0].int()))?;
    let perm: Vec<usize> = site.ints("perm").iter().map(|&p| p as usize).collect();
    let ny = site.int("ny")? as usize;
    let bufs: Vec<&BufRef> = args[1..].iter().map(buf_arg).collect::<Result<_, _>>()?;
    for (i, a) in bufs.iter().enumerate() {
        if bufs[..i].iter().any(|b| Rc::ptr_eq(a, b)) {
            return Err("the same buffer is passed twice".into());
        }
    }
    let mut guards: Vec<RefMut<ValBuf>> = bufs.iter().map(|b| b.borrow_mut()).collect();
    let (xy, ys) = guards.split_first_mut().ok_or("internal error: sort without xy")?;
    let mut ys: Vec<&mut dyn JointBuffer> = ys.iter_mut().map(|g| &mut **g as &mut dyn JointBuffer).collect();
    sort_val_buf(alg, n, xy, &perm, ny, &mut ys).map_err(storage_err)?;
    Ok(vec![])
}

/// `sparse_tensor.push_back %size, %buf, %v [, %n]`: stores `v` (`n` times) at `size`,
/// growing the buffer (doubling) when it is too short; returns the buffer and new size.
fn push_back(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let size = args[0].int();
    let buf = buf_arg(&args[1])?;
    let v = args[2].to_scalar().ok_or("internal error: push_back of a non-scalar")?;
    let n = args.get(3).map_or(1, |x| x.int());
    let (Ok(size), Ok(n)) = (usize::try_from(size), usize::try_from(n)) else {
        return Err(format!("negative size {size} or count {n}"));
    };
    let need = size.checked_add(n).filter(|&k| k <= MAX_PUSH).ok_or_else(|| {
        format!("push_back: {size} + {n} entries exceed the largest buffer sparsir makes (2^32)")
    })?;
    {
        let mut b = buf.borrow_mut();
        if need > b.len() {
            let mut cap = b.len().max(1);
            while cap < need {
                cap = cap.saturating_mul(2);
            }
            let grow = cap - b.len();
            b.push_zeros(grow);
        }
        for i in size..need {
            set_scalar(&mut b, i, v);
        }
    }
    Ok(vec![args[1].clone(), Val::Int(need as i64)])
}

/// `sparse_tensor.expand %t`: zeroed values and `filled` buffers the size of the innermost
/// level, an empty `added` buffer of the same size, and the count 0. Static `elem`.
fn expand(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let t = tensor_arg(&args[0])?;
    let size = match t {
        Tensor::Dense(d) => d.shape.last().copied().unwrap_or(1),
        _ => super::sparse::finished(t)?.view_lvl_sizes().last().copied().unwrap_or(1),
    } as usize;
    let elem = site.elem("elem")?;
    let mut vals = elem.buf_with_capacity(size);
    vals.push_zeros(size);
    Ok(vec![
        Val::buf(vals),
        Val::buf(ValBuf::I1(vec![false; size].into())),
        Val::buf(ValBuf::Index(vec![0; size].into())),
        Val::Int(0),
    ])
}

/// `sparse_tensor.compress %values, %filled, %added, %count into %t[%lvl…]`: inserts the
/// `count` entries listed in `added` (innermost-level coordinates) at the given outer
/// level coordinates, resetting `values` and `filled` there. Returns the new tensor.
fn compress(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let (values, filled, added) = (buf_arg(&args[0])?, buf_arg(&args[1])?, buf_arg(&args[2])?);
    let count = usize::try_from(args[3].int()).map_err(|_| "negative count".to_string())?;
    let p = match tensor_arg(&args[4])? {
        Tensor::Pending(p) => p.clone(),
        Tensor::Sparse(s) => PendingTensor::new(s.enc.clone(), s.to_coo().map_err(storage_err)?),
        Tensor::Dense(_) => return Err("compress needs a sparse tensor".into()),
    };
    let outer: Vec<u64> = args[5..].iter().map(|v| v.int() as u64).collect();
    let mut lvl = outer.clone();
    lvl.push(0);
    let mut dim = vec![0u64; p.dim_sizes().len()];
    let (mut new_crds, mut new_vals) = (Vec::new(), Vec::new());
    let mut vals = values.borrow_mut();
    let mut fill = filled.borrow_mut();
    let added = added.borrow();
    if count > added.len() {
        return Err(format!("count {count} exceeds the added buffer's {} entries", added.len()));
    }
    let mut cols: Vec<u64> = (0..count)
        .map(|i| match added.get(i) {
            Scalar::Int(c) => c as u64,
            _ => u64::MAX,
        })
        .collect();
    cols.sort_unstable();
    for c in cols {
        let ci = c as usize;
        if ci >= vals.len() {
            return Err(format!("added coordinate {c} out of bounds"));
        }
        *lvl.last_mut().expect("lvl is not empty") = c;
        p.enc.lvl_to_dim(&lvl, &mut dim).map_err(storage_err)?;
        new_crds.extend_from_slice(&dim);
        new_vals.push(vals.get(ci));
        set_scalar(&mut vals, ci, Scalar::Int(0));
        set_scalar(&mut fill, ci, Scalar::Int(0));
    }
    Ok(vec![Val::tensor(Tensor::Pending(p.appended(&new_crds, &new_vals)))])
}

//! `graphblas.extract` and `graphblas.assign` (sparsir's extensions to the dialect):
//! gather and scatter of a sparse vector or matrix through index lists.
//!
//! Why: they are GraphBLAS's `GrB_extract` / `GrB_assign`, whose index lists may repeat
//! and come in any order — work the sparsifier cannot express as one co-iteration — so,
//! as the research notes plan, they are runtime kernels over the stored entries.
//!
//! Semantics (one dimension shown; a matrix takes a row list `I` and a column list `J`
//! and pairs them):
//! * `extract`: `w(k) = u(I[k])` wherever `u` stores `I[k]`; `w` has `len(I)` entries
//!   at most. E.g. `u = [_, 5, _, 7]`, `I = [3, 1, 1]` gives `w = [7, 5, 5]`.
//! * `assign` without an accumulator: for each `k` in order, `C(I[k]) = A(k)` where `A`
//!   stores `k`, and `C(I[k])` is deleted where it does not (a scalar `A` stores every
//!   `k`); a repeated index takes its last assignment. E.g. `C = [1, 2, 3, _]`,
//!   `A = [9, _]`, `I = [3, 0]` gives `C = [_, 2, 3, 9]`.
//! * `assign` with an accumulator `⊙`: for each `k` in order where `A` stores `k`,
//!   `C(I[k]) = C(I[k]) ⊙ A(k)` if `C` stores `I[k]`, else `A(k)`; so a repeated index
//!   accumulates every value (`f(parent) min= x`, as LAGraph's FastSV relies on).
//!   Entries of `C` the assignment does not reach are kept.

use std::collections::BTreeMap;

use sparsir_storage::{Coo, ElemType, Scalar, SparseTensor};

use super::sparse::storage_err;
use super::{tensor_arg, Ctx, Site};
use crate::value::{Tensor, Val};

/// The index-list runtime functions.
pub const FUNCS: &[(&str, super::RtFn)] = &[("sparsir_gb_extract", extract), ("sparsir_gb_assign", assign)];

/// The entries of a tensor argument in dimension coordinates.
fn entries(v: &Val) -> Result<Coo, String> {
    super::sparse::entries(tensor_arg(v)?)
}

/// Index list `k` (a dense 1-D tensor), each index checked against `size`.
fn index_list(v: &Val, k: usize, size: u64) -> Result<Vec<u64>, String> {
    let Tensor::Dense(d) = tensor_arg(v)? else {
        return Err("internal error: an index list must be a dense tensor".into());
    };
    (0..d.vals.len())
        .map(|n| match d.vals.get(n) {
            Scalar::Int(i) if i >= 0 && (i as u128) < size as u128 => Ok(i as u64),
            Scalar::Int(i) => {
                Err(format!("index {i} at position {n} of index list #{k} is out of range [0, {size})"))
            }
            _ => Err("internal error: an index list of non-integers".into()),
        })
        .collect()
}

/// For each coordinate `0..size`, the positions of the list holding it (in order).
fn inverse(list: &[u64], size: u64) -> Vec<Vec<u32>> {
    let mut inv = vec![Vec::new(); size as usize];
    for (k, &i) in list.iter().enumerate() {
        inv[i as usize].push(k as u32);
    }
    inv
}

/// Builds the result: `entries` (sorted, unique coordinates) with the result's encoding.
fn build(
    site: &Site,
    dim_sizes: Vec<u64>,
    elem: ElemType,
    entries: BTreeMap<Vec<u64>, Scalar>,
) -> Result<Vec<Val>, String> {
    let enc =
        site.encoding("dst_encoding").ok_or("internal error: graphblas index op without an encoding")?;
    let mut coo = Coo::new(dim_sizes, elem);
    for (crd, v) in entries {
        coo.extend_crds(crd);
        coo.vals.push_scalar(v);
    }
    let t = SparseTensor::from_coo(enc.clone(), &coo).map_err(storage_err)?;
    Ok(vec![Val::tensor(Tensor::Sparse(t))])
}

/// `extract`: args input, then one index list per dimension.
fn extract(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let input = entries(&args[0])?;
    let rank = input.rank();
    let lists: Vec<Vec<u64>> =
        (0..rank).map(|d| index_list(&args[1 + d], d, input.dim_sizes[d])).collect::<Result<_, _>>()?;
    let inv: Vec<Vec<Vec<u32>>> = (0..rank).map(|d| inverse(&lists[d], input.dim_sizes[d])).collect();
    let mut out = BTreeMap::new();
    for e in 0..input.len() {
        let crd = input.crd(e);
        let v = input.vals.get(e);
        match rank {
            1 => {
                for &k in &inv[0][crd[0] as usize] {
                    out.insert(vec![k as u64], v);
                }
            }
            _ => {
                for &i in &inv[0][crd[0] as usize] {
                    for &j in &inv[1][crd[1] as usize] {
                        out.insert(vec![i as u64, j as u64], v);
                    }
                }
            }
        }
    }
    let sizes = lists.iter().map(|l| l.len() as u64).collect();
    build(site, sizes, input.vals.elem_type(), out)
}

/// `assign`: args target, value (tensor or scalar), then one index list per dimension;
/// static `accumulate` (the operator name, empty for none).
fn assign(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let target = entries(&args[0])?;
    let (rank, elem) = (target.rank(), target.vals.elem_type());
    let lists: Vec<Vec<u64>> =
        (0..rank).map(|d| index_list(&args[2 + d], d, target.dim_sizes[d])).collect::<Result<_, _>>()?;
    let mut c: BTreeMap<Vec<u64>, Scalar> =
        (0..target.len()).map(|e| (target.crd(e).to_vec(), target.vals.get(e))).collect();
    let accumulate = site.str("accumulate");
    // The value at each list position, in order: every position for a scalar.
    let values: Vec<(Vec<u64>, Option<Scalar>)> = match &args[1] {
        Val::Int(i) => positions(&lists).map(|p| (p, Some(Scalar::Int(*i as i128)))).collect(),
        Val::Float(f) => positions(&lists).map(|p| (p, Some(Scalar::Float(*f)))).collect(),
        v => {
            let a = entries(v)?;
            let want: Vec<u64> = lists.iter().map(|l| l.len() as u64).collect();
            if a.dim_sizes != want {
                return Err(format!(
                    "the assigned tensor has shape {:?}, but the index lists have lengths {want:?}",
                    a.dim_sizes
                ));
            }
            let stored: BTreeMap<Vec<u64>, Scalar> =
                (0..a.len()).map(|e| (a.crd(e).to_vec(), a.vals.get(e))).collect();
            positions(&lists)
                .map(|p| {
                    let v = stored.get(&p).copied();
                    (p, v)
                })
                .collect()
        }
    };
    for (p, v) in values {
        let t: Vec<u64> = p.iter().enumerate().map(|(d, &k)| lists[d][k as usize]).collect();
        match (v, accumulate) {
            (None, "") => {
                c.remove(&t);
            }
            (None, _) => {}
            (Some(x), "") => {
                c.insert(t, x);
            }
            (Some(x), op) => {
                let new = match c.get(&t) {
                    Some(&old) => accumulate_with(op, old, x, elem)?,
                    None => x,
                };
                c.insert(t, new);
            }
        }
    }
    build(site, target.dim_sizes.clone(), elem, c)
}

/// Every tuple of list positions, row-major (`(0, 0), (0, 1), …` for a matrix).
fn positions(lists: &[Vec<u64>]) -> Box<dyn Iterator<Item = Vec<u64>> + '_> {
    match lists {
        [i] => Box::new((0..i.len() as u64).map(|k| vec![k])),
        [i, j] => {
            let cols = j.len() as u64;
            Box::new((0..i.len() as u64).flat_map(move |a| (0..cols).map(move |b| vec![a, b])))
        }
        _ => Box::new(std::iter::empty()),
    }
}

/// `old ⊙ new` for an accumulate operator (`first`, `second`, `plus`, `times`, `min`,
/// `max`; signed for integers, as GraphBLAS's `INT` types), rounded to `elem`.
fn accumulate_with(op: &str, old: Scalar, new: Scalar, elem: ElemType) -> Result<Scalar, String> {
    let r = match (old, new) {
        (Scalar::Int(a), Scalar::Int(b)) => Scalar::Int(match op {
            "first" => a,
            "second" => b,
            "plus" => a.wrapping_add(b),
            "times" => a.wrapping_mul(b),
            "min" => a.min(b),
            "max" => a.max(b),
            _ => return Err(format!("unsupported: accumulate operator \"{op}\"")),
        }),
        (Scalar::Float(a), Scalar::Float(b)) => Scalar::Float(match op {
            "first" => a,
            "second" => b,
            "plus" => a + b,
            "times" => a * b,
            // As the lowering's `cmpf olt` + `select`: NaN compares false, giving `b`.
            "min" => {
                if a < b {
                    a
                } else {
                    b
                }
            }
            "max" => {
                if a > b {
                    a
                } else {
                    b
                }
            }
            _ => return Err(format!("unsupported: accumulate operator \"{op}\"")),
        }),
        _ => return Err("unsupported: accumulation of complex values".into()),
    };
    // Round to the element type (integers wrap to their width, f32 rounds).
    let mut buf = elem.empty_buf();
    buf.push_scalar(r);
    Ok(buf.get(0))
}

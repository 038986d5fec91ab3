//! Files: MLIR's `getTensorFilename(i)` convention, and reading and writing tensors.
//!
//! Why: MLIR's integration tests find their input files through environment variables
//! `TENSOR0`, `TENSOR1`, …; `sparse_tensor.new` / `out` read and write Matrix Market and
//! FROSTT files through `sparsir-storage`'s parsers.

use std::path::Path;

use sparsir_storage::dense::dense_to_coo;
use sparsir_storage::io::{read_tensor_file, tns};
use std::sync::Arc;

use sparsir_storage::lvl_coo::LvlCoo;
use sparsir_storage::{Coo, Encoding, SparseTensor};

use super::sparse::finished;
use super::sparse::storage_err;
use super::{str_arg, tensor_arg, Ctx, Site};
use crate::value::{Object, Tensor, Val};

/// The file runtime functions.
pub const FUNCS: &[(&str, super::RtFn)] = &[
    ("sparsir_get_tensor_filename", get_tensor_filename),
    ("sparsir_new", new_tensor),
    ("sparsir_out", out_tensor),
];

/// `getTensorFilename(i)`: the value of `TENSOR<i>`.
fn get_tensor_filename(ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let key = format!("TENSOR{}", args[0].int() as u64);
    let path =
        ctx.env(&key).ok_or_else(|| format!("environment variable {key} is not set (getTensorFilename)"))?;
    Ok(vec![Val::Obj(std::rc::Rc::new(Object::Str(path)))])
}

/// `sparse_tensor.new %file`: reads a Matrix Market or extended FROSTT file into storage
/// of `dst_encoding`; statics `elem`, `shape` (`-1` for dynamic sizes, which the file
/// decides; static sizes must match the file's).
fn new_tensor(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let path = str_arg(&args[0])?;
    let enc = site.encoding("dst_encoding").ok_or("internal error: new without an encoding")?;
    let coo = read_tensor_file(Path::new(path), Some(site.elem("elem")?)).map_err(storage_err)?;
    let shape = site.ints("shape");
    if shape.len() != coo.rank() {
        return Err(format!(
            "{path}: the file holds a tensor of rank {}, the result type has rank {}",
            coo.rank(),
            shape.len()
        ));
    }
    for (d, (&want, &got)) in shape.iter().zip(&coo.dim_sizes).enumerate() {
        if want >= 0 && want as u64 != got {
            return Err(format!(
                "{path}: dimension {d} has size {got} in the file but {want} in the result type"
            ));
        }
    }
    let t = build(enc, &coo).map_err(|e| format!("{path}: {}", storage_err(e)))?;
    Ok(vec![Val::tensor(Tensor::Sparse(t))])
}

/// Storage for the entries read: a COO encoding keeps them in file order when its levels
/// are unordered, else stably sorted (as MLIR 22 does); duplicates are kept only when the
/// last level is non-unique, and otherwise summed (into the first occurrence), so a unique
/// COO holds no repeated coordinates — as `assemble` requires. Other encodings sort and sum
/// duplicates.
fn build(enc: &Arc<Encoding>, coo: &Coo) -> sparsir_storage::Result<SparseTensor> {
    if enc.coo_start() != Some(0) || enc.batch_rank() != 0 {
        return SparseTensor::from_coo(enc.clone(), coo);
    }
    let mut lcoo = LvlCoo::from_coo(enc, coo)?;
    if enc.lvl_types.last().is_some_and(|t| t.is_unique()) {
        lcoo = lcoo.dedup_keep_order()?;
    }
    if enc.lvl_types.iter().any(|t| t.is_ordered()) {
        let mut order: Vec<usize> = (0..lcoo.len()).collect();
        order.sort_by(|&a, &b| lcoo.crds.iter().map(|c| c[a]).cmp(lcoo.crds.iter().map(|c| c[b])));
        for c in &mut lcoo.crds {
            *c = order.iter().map(|&e| c[e]).collect();
        }
        lcoo.vals = lcoo.vals.gather(&order);
    }
    SparseTensor::from_sorted_lvl_coo(enc.clone(), coo.vals.elem_type(), coo.dim_sizes.clone(), lcoo)
}

/// `sparse_tensor.out %t, %file`: writes extended FROSTT, as MLIR 22 does whatever the
/// file name.
fn out_tensor(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let t = tensor_arg(&args[0])?;
    let path = str_arg(&args[1])?;
    let coo = match t {
        Tensor::Dense(d) => dense_to_coo(&d.shape, &d.vals),
        _ => finished(t)?.to_coo(),
    }
    .map_err(storage_err)?;
    tns::write_tns_file(Path::new(path), &coo, &Default::default())
        .map_err(|e| format!("{path}: {}", storage_err(e)))?;
    Ok(vec![])
}

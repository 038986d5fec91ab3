//! Files: MLIR's `getTensorFilename(i)` convention, and reading and writing tensors.
//!
//! Why: MLIR's integration tests find their input files through environment variables
//! `TENSOR0`, `TENSOR1`, …; `sparse_tensor.new` / `out` read and write Matrix Market and
//! FROSTT files through `sparsir-storage`'s parsers.

use super::{Ctx, Site};
use crate::value::{Object, Val};

/// The file runtime functions.
pub const FUNCS: &[(&str, super::RtFn)] = &[("sparsir_get_tensor_filename", get_tensor_filename)];

/// `getTensorFilename(i)`: the value of `TENSOR<i>`.
fn get_tensor_filename(ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let key = format!("TENSOR{}", args[0].int() as u64);
    let path =
        ctx.env(&key).ok_or_else(|| format!("environment variable {key} is not set (getTensorFilename)"))?;
    Ok(vec![Val::Obj(std::rc::Rc::new(Object::Str(path)))])
}

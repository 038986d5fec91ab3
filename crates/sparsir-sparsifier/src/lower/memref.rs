//! `memref` and `bufferization` ops.
//!
//! Why: memrefs are loop-IR buffers (row-major, rank 1 or static shape); deallocation is
//! a no-op for reference-counted runtime values.

use sparsir_ir::OpId;

use super::{Cx, Result};

/// Lowers one `memref` or `bufferization` op.
pub fn lower(cx: &mut Cx, op: OpId) -> Result<()> {
    match cx.ir.op_name(op) {
        // Runtime values are reference counted: releasing early is never needed.
        "bufferization.dealloc_tensor" | "memref.dealloc" => Ok(()),
        _ => Err(cx.unsupported(op, "(not lowered yet)")),
    }
}

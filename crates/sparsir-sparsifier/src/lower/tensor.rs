//! `tensor` ops, on dense and sparse tensors.
//!
//! Why: whole-tensor ops (slices, reshapes, concatenation, padding) are runtime calls on
//! handles with shapes as statics; ops with bodies (`generate`, `pad`) become loops.

use sparsir_ir::OpId;
use sparsir_loops::Ty;

use super::{Cx, Result};

/// Lowers one `tensor` op.
pub fn lower(cx: &mut Cx, op: OpId) -> Result<()> {
    match cx.ir.op_name(op) {
        "tensor.dim" => {
            let args = cx.operands(op)?;
            let origin = Some(cx.origin(op));
            let r = cx.b.call_runtime(
                "sparsir_tensor_dim",
                &args,
                vec![],
                &[Ty::Scalar(sparsir_storage::ElemType::Index)],
                origin,
            );
            cx.set_results(op, &r);
            Ok(())
        }
        _ => Err(cx.unsupported(op, "(not lowered yet)")),
    }
}

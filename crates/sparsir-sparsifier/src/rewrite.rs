//! Rewrites before lowering: elementwise `arith` / `math` / `complex` ops on sparse
//! tensors become `linalg.generic` kernels.
//!
//! Why: `%c = arith.addf %a, %b : tensor<8xf64, #SV>` means the kernel
//! `linalg.generic ins(%a, %b) outs(tensor.empty()) { addf }`, which the sparsifier already
//! compiles (a union for `addf`, an intersection for `mulf`, the stored entries for a unary
//! op). MLIR's pipeline does the same rewrite (`convert-elementwise-to-linalg`) but uses an
//! operand as the output and then fails to compile the kernel; a fresh output gives the
//! kernel's own semantics. Dense tensors keep their direct lowering (`lower::arith`).
//!
//! The op keeps its id and result value, so its uses and its source position stay valid:
//! it becomes the `linalg.generic`, with new ops (`tensor.empty` and, for dynamic sizes,
//! `tensor.dim` of the first operand) inserted before it and the original scalar op inside
//! its body.

use sparsir_ir::attrs::{AffineMap, Attr};
use sparsir_ir::dialects::linalg::elem_or_self;
use sparsir_ir::types::{Type, DYNAMIC};
use sparsir_ir::{Ir, OpId, TypeId, ValueId};

/// Rewrites every elementwise op on sparse tensors in `ir` into a `linalg.generic`.
pub fn elementwise_to_generic(ir: &mut Ir) {
    let Some(top) = ir.top else { return };
    let mut todo = Vec::new();
    ir.walk(top, &mut |op| todo.push(op));
    for op in todo {
        if is_sparse_elementwise(ir, op) {
            rewrite(ir, op);
        }
    }
}

/// An `arith`/`math`/`complex` op without regions whose operands and result are all
/// tensors, at least one of them with an encoding.
fn is_sparse_elementwise(ir: &Ir, op: OpId) -> bool {
    let name = ir.op_name(op);
    let dialect_ok = ["arith.", "math.", "complex."].iter().any(|d| name.starts_with(d));
    let o = ir.op(op);
    if !dialect_ok || name.ends_with(".constant") || !o.regions.is_empty() || o.results.len() != 1 {
        return false;
    }
    let values: Vec<ValueId> = o.operands.iter().chain(&o.results).copied().collect();
    let all_tensors = values.iter().all(|&v| ir.type_of(ir.value_type(v)).is_tensor());
    all_tensors && values.iter().any(|&v| ir.type_encoding(ir.value_type(v)).is_some())
}

fn rewrite(ir: &mut Ir, op: OpId) {
    let (ins, result) = (ir.op(op).operands.clone(), ir.op(op).results[0]);
    let result_ty = ir.value_type(result);
    let block = ir.op(op).parent.expect("an op inside a function");
    let mut before = Vec::new();
    let init = empty_like(ir, result_ty, ins[0], &mut before);
    let rank = ir.type_of(result_ty).shape().map_or(0, |s| s.len()) as u32;

    // The body: the scalar op on the elements, then `linalg.yield`.
    let body = ir.create_block();
    let args: Vec<ValueId> =
        ins.iter().map(|&v| ir.add_block_arg(body, elem_or_self(ir, ir.value_type(v)))).collect();
    let out_elem = elem_or_self(ir, result_ty);
    ir.add_block_arg(body, out_elem);
    let name = ir.op(op).name;
    let scalar = ir.create_op(name, args, &[out_elem]);
    let (props, attrs, pos) = (ir.op(op).props.clone(), ir.op(op).attrs.clone(), ir.op(op).pos);
    let s = ir.op_mut(scalar);
    (s.props, s.attrs, s.pos) = (props, attrs, pos);
    ir.append_op(body, scalar);
    let yield_name = ir.intern("linalg.yield");
    let scalar_result = ir.op(scalar).results[0];
    let y = ir.create_op(yield_name, vec![scalar_result], &[]);
    ir.op_mut(y).pos = pos;
    ir.append_op(body, y);

    // The op itself becomes the kernel.
    let map = ir.attr(Attr::AffineMap(AffineMap::identity(rank)));
    let maps = ir.attr(Attr::Array(vec![map; ins.len() + 1]));
    let parallel = ir.attr(Attr::Opaque { dialect: "linalg".into(), body: "iterator_type<parallel>".into() });
    let iterators = ir.attr(Attr::Array(vec![parallel; rank as usize]));
    let (generic, maps_name, iter_name) =
        (ir.intern("linalg.generic"), ir.intern("indexing_maps"), ir.intern("iterator_types"));
    let o = ir.op_mut(op);
    o.name = generic;
    o.operands = ins.into_iter().chain([init]).collect();
    o.props = vec![(maps_name, maps), (iter_name, iterators)];
    o.attrs = vec![];
    ir.add_region(op, vec![body]);

    let at = ir.block(block).ops.iter().position(|&o| o == op).expect("op in its block");
    for (k, new_op) in before.into_iter().enumerate() {
        ir.op_mut(new_op).parent = Some(block);
        ir.op_mut(new_op).pos = pos;
        ir.block_mut(block).ops.insert(at + k, new_op);
    }
}

/// `tensor.empty` of type `ty`, its dynamic sizes read from `like` (same shape); the new
/// ops are pushed to `ops` in order.
fn empty_like(ir: &mut Ir, ty: TypeId, like: ValueId, ops: &mut Vec<OpId>) -> ValueId {
    let shape = ir.type_of(ty).shape().map(|s| s.to_vec()).unwrap_or_default();
    let index = ir.ty(Type::Index);
    let mut sizes = Vec::new();
    for (d, &size) in shape.iter().enumerate() {
        if size != DYNAMIC {
            continue;
        }
        let (cst_name, dim_name) = (ir.intern("arith.constant"), ir.intern("tensor.dim"));
        let cst = ir.create_op(cst_name, vec![], &[index]);
        let value = ir.attr(Attr::Integer { value: d as i128, ty: index });
        let value_name = ir.intern("value");
        ir.op_mut(cst).props = vec![(value_name, value)];
        let d_val = ir.op(cst).results[0];
        let dim = ir.create_op(dim_name, vec![like, d_val], &[index]);
        sizes.push(ir.op(dim).results[0]);
        ops.extend([cst, dim]);
    }
    let empty_name = ir.intern("tensor.empty");
    let empty = ir.create_op(empty_name, sizes, &[ty]);
    ops.push(empty);
    ir.op(empty).results[0]
}

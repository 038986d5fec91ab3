//! Verifiers of the ops sparsir adds to the dialect: `extract` and `assign` with index
//! lists (GraphBLAS's `GrB_extract` / `GrB_assign`, which mlir-graphblas never had).
//!
//! Why: LAGraph-style algorithms (FastSV connected components, the grandparent step
//! `gp = f(f)`, `f(parent) min= mngp`) gather and scatter by index lists. The lowering
//! hands these ops to runtime kernels that trust what is checked here: a CSR / CSC matrix
//! or sparse vector, one dense 1-D integer index list per dimension, and (for `assign`)
//! a value that is a scalar of the element type or a sparse tensor of the same rank whose
//! static sizes are the index lists' lengths.
//!
//! ```mlir
//! %w = graphblas.extract %v, %idx : tensor<?xf64, #SV>, tensor<?xindex> to tensor<?xf64, #SV>
//! %c = graphblas.assign %c0, %a, %rows, %cols {accumulate_operator = "min"}
//!        : tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSR>, tensor<?xindex>, tensor<?xindex>
//!        to tensor<?x?xf64, #CSR>
//! ```

use super::operators::{binary_in, ACCUMULATE_OPS};
use super::verify::{counts, elem, is_scalar, operand_ty, required_str, result_ty, shape, sparse, VResult};
use super::Layout;
use crate::ids::{OpId, TypeId};
use crate::ir::Ir;
use crate::types::{Type, DYNAMIC};

/// Operand `i` is a dense 1-D tensor of `index` or integer elements; its static length.
fn index_list(ir: &Ir, ty: TypeId, i: usize) -> Result<i64, String> {
    let ok = match ir.type_of(ty) {
        Type::Tensor { shape, elem, encoding: None } if shape.len() == 1 => {
            matches!(ir.type_of(*elem), Type::Index) || ir.type_of(*elem).is_integer()
        }
        _ => false,
    };
    if !ok {
        return Err(format!("Operand #{i} must be a dense 1-D tensor of indices."));
    }
    Ok(shape(ir, ty)[0])
}

/// The number of index lists a tensor of `layout` takes.
fn lists_for(layout: Layout) -> usize {
    if layout == Layout::Vector {
        1
    } else {
        2
    }
}

/// The static lengths of the index lists from operand `first` on: one list per dimension
/// of a tensor of `layout` (`role` names that tensor in the message).
fn index_lists(ir: &Ir, op: OpId, first: usize, layout: Layout, role: &str) -> Result<Vec<i64>, String> {
    let lists = lists_for(layout);
    let n = ir.op(op).operands.len();
    if n != first + lists {
        return Err(format!(
            "expected {lists} index lists for a rank-{lists} {role}, but found {}",
            n - first
        ));
    }
    (0..lists).map(|k| index_list(ir, operand_ty(ir, op, first + k), first + k)).collect()
}

/// Each static size of `what` equals its index list's static length.
fn sizes_fit_lists(sizes: &[i64], lengths: &[i64], what: &str) -> VResult {
    for (k, (&size, &len)) in sizes.iter().zip(lengths).enumerate() {
        if size != DYNAMIC && len != DYNAMIC && size != len {
            return Err(format!(
                "{what} dimension {k} has size {size}, but index list #{k} has {len} entries."
            ));
        }
    }
    Ok(())
}

/// `extract`: `C = A(I, J)` or `w = u(I)`; the result has one dimension per index list,
/// of the list's length.
pub(crate) fn extract(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (2, 3), 1, (0, 0))?;
    let input = operand_ty(ir, op, 0);
    let layout = sparse(ir, input, "Operand #0")?;
    let lengths = index_lists(ir, op, 1, layout, "input")?;
    let out = result_ty(ir, op, 0);
    if lists_for(sparse(ir, out, "Return value")?) != lengths.len() {
        return Err("Return value must have the rank of the input.".into());
    }
    sizes_fit_lists(&shape(ir, out), &lengths, "Return value")?;
    if elem(ir, out) != elem(ir, input) {
        return Err("Result element type must match the input's element type.".into());
    }
    Ok(())
}

/// `assign`: `C(I, J) = A` (or `accum(C(I, J), A)`), `A` a sparse tensor of `C`'s rank or a
/// scalar; the result has `C`'s type.
pub(crate) fn assign(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (3, 4), 1, (0, 0))?;
    let target = operand_ty(ir, op, 0);
    let layout = sparse(ir, target, "Operand #0")?;
    let lengths = index_lists(ir, op, 2, layout, "output")?;
    if result_ty(ir, op, 0) != target {
        return Err("Result type must be the type of operand #0.".into());
    }
    let value = operand_ty(ir, op, 1);
    if ir.type_of(value).is_tensor() {
        if lists_for(sparse(ir, value, "Operand #1")?) != lengths.len() {
            return Err("Operand #1 must have the rank of operand #0.".into());
        }
        sizes_fit_lists(&shape(ir, value), &lengths, "Operand #1")?;
    } else if !is_scalar(ir, value) {
        return Err("Operand #1 must be a sparse tensor or a scalar.".into());
    }
    if elem(ir, value) != elem(ir, target) {
        return Err("Operand #1 element type must match the element type of operand #0.".into());
    }
    if ir.op_attr(op, "accumulate_operator").is_some() {
        let name = required_str(ir, op, "accumulate_operator")?;
        if binary_in(name, ACCUMULATE_OPS).is_none() {
            return Err(format!("\"{name}\" is not a supported accumulate operator."));
        }
    }
    Ok(())
}

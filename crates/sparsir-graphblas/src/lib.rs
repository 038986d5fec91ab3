//! # sparsir-graphblas
//!
//! The `graphblas` dialect lowered onto what the sparsifier compiles: each op becomes
//! `linalg.generic` kernels whose bodies use `sparse_tensor.unary / binary / reduce /
//! select` (the semiring ops), plus plain `tensor` / `sparse_tensor` ops for structure
//! (`tensor.dim`, `sparse_tensor.convert`, `number_of_entries`). `graphblas.print`,
//! `print_tensor`, `extract`, `assign` and `yield` stay: the first four are lowered to
//! runtime calls by the sparsifier's lowering, the last is consumed here.
//!
//! Why: GraphBLAS is semiring algebra over sparse matrices, which is what the
//! sparsifier already generates code for; one lowering path keeps one set of kernels
//! (DESIGN.md: "hand-write no kernel the sparsifier can generate").
//!
//! How: every rewrite writes the MLIR text of its replacement ([`text::Text`]) with the
//! op's operands bound to names (`%a`, `%mask`) and its types to aliases (`!out`), parses
//! it into the program ([`sparsir_ir::parser::parse_snippet`]) and splices it in place
//! of the op. The `*_generic` ops' blocks are moved, not copied, into the regions the
//! snippet leaves for them ([`splice::Slot`]). In-place ops (`update`, `apply` with
//! `in_place`) first get a result that later uses of the updated tensor read, carried
//! through `scf` loops and branches ([`ssa`]).

pub mod algorithms;
mod elementwise;
mod multiply;
mod reduce;
pub mod scalar;
mod splice;
mod ssa;
mod structure;
pub mod text;
mod update;
mod value_mask;

use sparsir_ir::{Diag, Ir, OpId};

/// Rewrites every graphblas op of `ir` (but `print`, `print_tensor` and the `yield`s
/// inside the regions it consumes) into linalg / tensor / sparse_tensor ops.
pub fn lower(ir: &mut Ir) -> Result<(), Diag> {
    let Some(top) = ir.top else { return Ok(()) };
    if !uses_graphblas(ir) {
        return Ok(());
    }
    ssa::thread_updates(ir)?;
    // Value masks become structural masks of selects, which join the work list.
    value_mask::make_structural(ir, &work_list(ir, top))?;
    let todo = work_list(ir, top);
    // Inner ops first: a generic op's blocks may hold graphblas ops of their own.
    for &op in todo.iter().rev() {
        if ir.op(op).parent.is_none() {
            // Folded into a later op's rewrite (a product fused into its reduction).
            continue;
        }
        let name = ir.op_name(op).to_string();
        rewrite(ir, op, &name).map_err(|msg| Diag::error(ir.op(op).pos.0, format!("'{name}' op {msg}")))?;
    }
    Ok(())
}

/// The graphblas ops to rewrite, in program order.
fn work_list(ir: &Ir, top: OpId) -> Vec<OpId> {
    let mut todo = Vec::new();
    ir.walk(top, &mut |op| {
        let name = ir.op_name(op);
        if name.starts_with("graphblas.") && !KEPT.contains(&name) {
            todo.push(op);
        }
    });
    todo
}

/// Ops the lowering leaves in place.
const KEPT: &[&str] = &[
    "graphblas.print",
    "graphblas.print_tensor",
    "graphblas.yield",
    // Index-list gather and scatter: runtime kernels (`sparsir-exec::runtime::graphblas_index`).
    "graphblas.extract",
    "graphblas.assign",
];

/// True when `ir` holds a graphblas op (so [`lower`] has work to do).
pub fn uses_graphblas(ir: &Ir) -> bool {
    let Some(top) = ir.top else { return false };
    let mut found = false;
    ir.walk(top, &mut |op| found |= ir.op_name(op).starts_with("graphblas."));
    found
}

fn rewrite(ir: &mut Ir, op: OpId, name: &str) -> Result<(), String> {
    match name.trim_start_matches("graphblas.") {
        "comment" => {
            ir.detach(op);
            Ok(())
        }
        "apply" => elementwise::apply(ir, op),
        "apply_generic" => elementwise::apply_generic(ir, op),
        "cast" => elementwise::cast(ir, op),
        "select" => elementwise::select(ir, op),
        "select_generic" => elementwise::select_generic(ir, op),
        "select_mask" => elementwise::select_mask(ir, op),
        "union" | "intersect" => elementwise::ewise(ir, op),
        "union_generic" | "intersect_generic" => elementwise::ewise_generic(ir, op),
        "uniform_complement" => elementwise::uniform_complement(ir, op),
        "matrix_multiply" => multiply::matrix_multiply(ir, op),
        "matrix_multiply_generic" => multiply::matrix_multiply_generic(ir, op),
        "matrix_multiply_reduce_to_scalar_generic" => multiply::mxm_reduce_generic(ir, op),
        "reduce_to_scalar" => reduce::reduce_to_scalar(ir, op),
        "reduce_to_scalar_generic" => reduce::reduce_to_scalar_generic(ir, op),
        "reduce_to_vector" => reduce::reduce_to_vector(ir, op),
        "reduce_to_vector_generic" => reduce::reduce_to_vector_generic(ir, op),
        "update" | "update_generic" => update::update(ir, op),
        "dup" => structure::dup(ir, op),
        "convert_layout" | "transpose" => structure::convert(ir, op),
        "num_rows" | "num_cols" | "size" | "num_vals" => structure::sizes(ir, op),
        "equal" => structure::equal(ir, op),
        "diag" => structure::diag(ir, op),
        "to_coo" => structure::to_coo(ir, op),
        "from_coo" => structure::from_coo(ir, op),
        "matrix_select_random" => structure::select_random(ir, op),
        other => Err(format!("unsupported: lowering of 'graphblas.{other}'")),
    }
}

//! The `graphblas` dialect (the seed system of mlir-graphblas): 36 ops of semiring
//! algebra over CSR / CSC matrices and sparse vectors, plus sparsir's extensions
//! (`extract` and `assign` with index lists, value masks, `union` with fill values).
//!
//! Why: GraphBLAS programs are written with these ops (`matrix_multiply` with a
//! `semiring = "min_plus"`, `update` with masks and accumulators, `select`, `reduce_to_…`)
//! and run unmodified; `sparsir-graphblas` lowers them onto `linalg.generic` with
//! `sparse_tensor.binary/unary/reduce/select`. This module reads, prints and verifies
//! them. The operator names live in [`operators`], shared with the lowering.
//!
//! Layout: custom forms in `forms`, the verifiers in `verify` (operand kinds, shapes,
//! element types, attributes) and `verify_regions` (the `*_generic` ops' blocks and
//! `graphblas.yield`), `verify_index` (the extension ops).

mod forms;
pub mod operators;
mod verify;
mod verify_index;
pub mod verify_regions;

use crate::attrs::Attr;
use crate::ids::{OpId, TypeId};
use crate::ir::Ir;
use crate::parser::{OpState, PResult, Parser};
use crate::printer::Printer;
use crate::registry::OpSpec;
use crate::types::Type;
use sparsir_storage::encoding::LevelFormat;

use forms::{Form, Results};

/// How a graphblas operand is stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// `[dense, compressed]`, identity map.
    Csr,
    /// `[dense, compressed]`, map `(i, j) -> (j, i)`.
    Csc,
    /// `[compressed]`.
    Vector,
}

/// The layout of a tensor type, if it is a CSR / CSC matrix or a sparse vector (any
/// position and coordinate widths).
pub fn layout(ir: &Ir, ty: TypeId) -> Option<Layout> {
    let enc = ir.type_encoding(ty)?;
    let formats: Vec<LevelFormat> = enc.lvl_types.iter().map(|l| l.format).collect();
    let plain = enc.lvl_types.iter().all(|l| l.is_unique() && l.is_ordered())
        && enc.dim_slices.iter().all(Option::is_none)
        && enc.explicit_val.is_none();
    if !plain {
        return None;
    }
    match (formats.as_slice(), enc.permutation()?.as_slice()) {
        ([LevelFormat::Compressed], [0]) => Some(Layout::Vector),
        ([LevelFormat::Dense, LevelFormat::Compressed], [0, 1]) => Some(Layout::Csr),
        ([LevelFormat::Dense, LevelFormat::Compressed], [1, 0]) => Some(Layout::Csc),
        _ => None,
    }
}

/// The kind of a `graphblas.yield` (an index into [`operators::YIELD_KINDS`]).
pub fn yield_kind(ir: &Ir, op: OpId) -> Option<usize> {
    match ir.attr_of(ir.op_attr(op, "kind")?) {
        Attr::Integer { value, ty } if matches!(ir.type_of(*ty), Type::Integer { width: 64, .. }) => {
            usize::try_from(*value).ok().filter(|&k| k < operators::YIELD_KINDS.len())
        }
        _ => None,
    }
}

/// The string attribute `name` of an op.
pub fn str_attr<'a>(ir: &'a Ir, op: OpId, name: &str) -> Option<&'a str> {
    match ir.attr_of(ir.op_attr(op, name)?) {
        Attr::String { value, ty: None } => Some(value),
        _ => None,
    }
}

/// The boolean attribute `name` of an op (`false` when absent).
pub fn bool_attr(ir: &Ir, op: OpId, name: &str) -> bool {
    ir.op_attr(op, name).is_some_and(|a| matches!(ir.attr_of(a), Attr::Bool(true)))
}

/// The integer attribute `name` of an op.
pub fn int_attr(ir: &Ir, op: OpId, name: &str) -> Option<i128> {
    match ir.attr_of(ir.op_attr(op, name)?) {
        Attr::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// The operand that is an op's optional mask, if the op takes one.
pub fn mask_operand(name: &str) -> Option<usize> {
    match name.trim_start_matches("graphblas.") {
        "union"
        | "intersect"
        | "matrix_multiply"
        | "matrix_multiply_generic"
        | "update"
        | "update_generic" => Some(2),
        "reduce_to_vector" | "reduce_to_vector_generic" | "select_mask" => Some(1),
        _ => None,
    }
}

macro_rules! form_op {
    ($name:literal, $paren:expr, $results:expr, $regions:expr, $verify:expr) => {
        OpSpec {
            name: $name,
            parse: Some(|p: &mut Parser<'_>, st: &mut OpState| -> PResult<()> {
                forms::parse_form(p, st, &Form { paren: $paren, results: $results, regions: $regions })
            }),
            print: Some(|p: &mut Printer<'_>, op: OpId| {
                forms::print_form(p, op, &Form { paren: $paren, results: $results, regions: $regions })
            }),
            inherent: &[],
            isolated: false,
            default_dialect: None,
            verify: Some($verify),
        }
    };
}

use verify as v;
use verify_index as vi;
use verify_regions as vr;
use Results::{Bool, Index, Nothing, SameAsInput, To, ToTwo};

/// The graphblas dialect's ops.
pub static OPS: &[OpSpec] = &[
    form_op!("graphblas.apply", true, To, false, v::apply),
    form_op!("graphblas.apply_generic", false, To, true, vr::apply_generic),
    form_op!("graphblas.assign", false, To, false, vi::assign),
    form_op!("graphblas.cast", false, To, false, v::cast),
    OpSpec::custom("graphblas.comment", forms::parse_comment, forms::print_comment, &[]).verified(v::comment),
    form_op!("graphblas.convert_layout", false, To, false, v::convert_layout),
    form_op!("graphblas.diag", false, To, false, v::diag),
    form_op!("graphblas.dup", false, SameAsInput, false, v::dup),
    form_op!("graphblas.equal", false, Bool, false, v::equal),
    form_op!("graphblas.extract", false, To, false, vi::extract),
    OpSpec::custom("graphblas.from_coo", forms::parse_from_coo, forms::print_from_coo, &[])
        .verified(v::from_coo),
    form_op!("graphblas.intersect", true, To, false, v::intersect),
    form_op!("graphblas.intersect_generic", true, To, true, vr::ewise_generic),
    form_op!("graphblas.matrix_multiply", true, To, false, v::matrix_multiply),
    form_op!("graphblas.matrix_multiply_generic", true, To, true, vr::matrix_multiply_generic),
    form_op!("graphblas.matrix_multiply_reduce_to_scalar_generic", true, To, true, vr::mxm_reduce_generic),
    form_op!("graphblas.matrix_select_random", true, To, false, v::matrix_select_random),
    form_op!("graphblas.num_cols", false, Index, false, v::num_rows_cols),
    form_op!("graphblas.num_rows", false, Index, false, v::num_rows_cols),
    form_op!("graphblas.num_vals", false, Index, false, v::num_vals),
    form_op!("graphblas.print", false, Nothing, false, v::print),
    form_op!("graphblas.print_tensor", false, Nothing, false, v::print_tensor),
    form_op!("graphblas.reduce_to_scalar", false, To, false, v::reduce_to_scalar),
    form_op!("graphblas.reduce_to_scalar_generic", false, To, true, vr::reduce_to_scalar_generic),
    form_op!("graphblas.reduce_to_vector", false, To, false, v::reduce_to_vector),
    form_op!("graphblas.reduce_to_vector_generic", false, To, true, vr::reduce_to_vector_generic),
    form_op!("graphblas.select", false, To, false, v::select),
    form_op!("graphblas.select_generic", false, To, true, vr::select_generic),
    form_op!("graphblas.select_mask", false, To, false, v::select_mask),
    form_op!("graphblas.size", false, Index, false, v::size),
    form_op!("graphblas.to_coo", false, ToTwo, false, v::to_coo),
    form_op!("graphblas.transpose", false, To, false, v::transpose),
    form_op!("graphblas.uniform_complement", false, To, false, v::uniform_complement),
    form_op!("graphblas.union", true, To, false, v::union),
    form_op!("graphblas.union_generic", true, To, true, vr::ewise_generic),
    OpSpec::custom("graphblas.update", forms::parse_update, forms::print_update, &[]).verified(v::update),
    OpSpec::custom("graphblas.update_generic", forms::parse_update, forms::print_update, &[])
        .verified(vr::update_generic),
    OpSpec::custom("graphblas.yield", forms::parse_yield, forms::print_yield, &[]).verified(vr::yield_op),
];

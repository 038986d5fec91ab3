//! The `vector` dialect: `vector.print` (how test programs show results), element access
//! (`extract`, `insert`, `broadcast`, …), memory access (`load`, `store`,
//! `transfer_read`, `transfer_write` in `transfer.rs`) and a few computations
//! (`reduction`, `fma`, `shuffle`).
//!
//! Why: MLIR's sparse integration tests print their results with `vector.print` and move
//! data between memrefs and vectors with these ops; sparsir reads such programs as they
//! are.

mod compute;
mod ops;
mod transfer;
mod verify;

use crate::registry::OpSpec;

/// The vector dialect's ops.
pub static OPS: &[OpSpec] = &[
    OpSpec::custom("vector.print", ops::parse_print, ops::print_print, &["punctuation", "stringLiteral"])
        .verified(ops::verify_print),
    OpSpec::custom("vector.broadcast", ops::parse_broadcast, ops::print_to, &[]).verified(verify::verify),
    OpSpec::custom("vector.shape_cast", ops::parse_broadcast, ops::print_to, &[]).verified(verify::verify),
    OpSpec::custom("vector.extract", ops::parse_extract, ops::print_extract, &["static_position"])
        .verified(verify::verify),
    OpSpec::custom("vector.insert", ops::parse_insert, ops::print_insert, &["static_position"])
        .verified(verify::verify),
    OpSpec::custom(
        "vector.constant_mask",
        ops::parse_constant_mask,
        ops::print_constant_mask,
        &["mask_dim_sizes"],
    )
    .verified(verify::verify),
    OpSpec::custom("vector.create_mask", ops::parse_create_mask, ops::print_operands_type, &[])
        .verified(verify::verify),
    OpSpec::custom("vector.step", ops::parse_step, ops::print_operands_type, &[]).verified(verify::verify),
    OpSpec::custom("vector.from_elements", ops::parse_from_elements, ops::print_operands_type, &[])
        .verified(verify::verify),
    OpSpec::custom("vector.fma", super::arith::forms::parse_tern, ops::print_operands_type, &[])
        .verified(verify::verify),
    OpSpec::custom(
        "vector.reduction",
        compute::parse_reduction,
        compute::print_reduction,
        &["kind", "fastmath"],
    )
    .verified(verify::verify),
    OpSpec::custom("vector.shuffle", compute::parse_shuffle, compute::print_shuffle, &["mask"])
        .verified(verify::verify),
    OpSpec::custom(
        "vector.outerproduct",
        compute::parse_outerproduct,
        compute::print_outerproduct,
        &["kind"],
    )
    .verified(verify::verify),
    OpSpec::custom(
        "vector.contract",
        compute::parse_contract,
        compute::print_contract,
        &["indexing_maps", "iterator_types", "kind"],
    )
    .verified(verify::verify),
    OpSpec::custom(
        "vector.extract_strided_slice",
        compute::parse_extract_strided_slice,
        compute::print_slice,
        &["offsets", "sizes", "strides"],
    )
    .verified(verify::verify),
    OpSpec::custom(
        "vector.insert_strided_slice",
        compute::parse_insert_strided_slice,
        compute::print_slice,
        &["offsets", "strides"],
    )
    .verified(verify::verify),
    OpSpec::custom("vector.maskedload", transfer::parse_maskedload, transfer::print_masked, &["alignment"])
        .verified(verify::verify),
    OpSpec::custom("vector.maskedstore", transfer::parse_maskedstore, transfer::print_masked, &["alignment"])
        .verified(verify::verify),
    OpSpec::custom("vector.load", transfer::parse_load, transfer::print_load, &["nontemporal", "alignment"])
        .verified(verify::verify),
    OpSpec::custom(
        "vector.store",
        transfer::parse_store,
        transfer::print_store,
        &["nontemporal", "alignment"],
    )
    .verified(verify::verify),
    OpSpec::custom(
        "vector.transfer_read",
        transfer::parse_transfer_read,
        transfer::print_transfer_read,
        &["permutation_map", "in_bounds", "operandSegmentSizes"],
    )
    .verified(transfer::verify_transfer),
    OpSpec::custom(
        "vector.transfer_write",
        transfer::parse_transfer_write,
        transfer::print_transfer_write,
        &["permutation_map", "in_bounds", "operandSegmentSizes"],
    )
    .verified(transfer::verify_transfer),
];

/// Inherent attributes with a default value: `(name, dialect, body)`.
pub(crate) fn default_props(name: &str) -> &'static [(&'static str, &'static str, &'static str)] {
    match name {
        "vector.print" => &[("punctuation", "vector", "punctuation<newline>")],
        "vector.reduction" => &[("fastmath", "arith", "fastmath<none>")],
        "vector.outerproduct" | "vector.contract" => &[("kind", "vector", "kind<add>")],
        _ => &[],
    }
}

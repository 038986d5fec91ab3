//! The `memref` dialect: buffers (`alloc`, `load`, `store`, `subview`, `global`, …).
//!
//! Why: bufferized sparse programs and their runtime glue are written with memrefs; MLIR
//! prints them in these custom forms. The ops are split by kind: allocation and access
//! (`basic.rs`), views and reshapes (`views.rs`), globals, atomics and scopes
//! (`misc.rs`), verifiers (`verify.rs`).

mod basic;
mod misc;
mod verify;
mod views;

use crate::attrs::Attr;
use crate::dialects::values_form;
use crate::ids::{OpId, TypeId, ValueId};
use crate::lexer::Tok;
use crate::parser::{OpState, OperandRef, PResult, Parser};
use crate::printer::Printer;
use crate::registry::OpSpec;
use crate::types::Type;

const fn with_regions(spec: OpSpec) -> OpSpec {
    let mut spec = spec;
    spec.default_dialect = Some("");
    spec
}

/// The memref dialect's ops.
pub static OPS: &[OpSpec] = &[
    OpSpec::custom(
        "memref.alloc",
        basic::parse_alloc,
        basic::print_alloc,
        &["alignment", "operandSegmentSizes"],
    )
    .verified(verify::verify_alloc),
    OpSpec::custom(
        "memref.alloca",
        basic::parse_alloc,
        basic::print_alloc,
        &["alignment", "operandSegmentSizes"],
    )
    .verified(verify::verify_alloc),
    OpSpec::custom("memref.dealloc", values_form::parse_single, values_form::print_single, &[]),
    OpSpec::custom("memref.load", basic::parse_load, basic::print_load, &["alignment", "nontemporal"])
        .verified(verify::verify_load),
    OpSpec::custom("memref.store", basic::parse_store, basic::print_store, &["alignment", "nontemporal"])
        .verified(verify::verify_store),
    OpSpec::custom("memref.dim", basic::parse_dim, basic::print_dim, &[]),
    OpSpec::custom("memref.rank", basic::parse_rank, basic::print_rank, &[]),
    OpSpec::custom("memref.cast", basic::parse_cast, basic::print_cast, &[]).verified(verify::verify_cast),
    OpSpec::custom("memref.memory_space_cast", basic::parse_cast, basic::print_cast, &[]),
    OpSpec::custom("memref.copy", basic::parse_copy, basic::print_copy, &[]).verified(verify::verify_copy),
    OpSpec::custom(
        "memref.subview",
        views::parse_subview,
        views::print_subview,
        &["operandSegmentSizes", "static_offsets", "static_sizes", "static_strides"],
    )
    .verified(verify::verify_subview),
    OpSpec::custom(
        "memref.reinterpret_cast",
        views::parse_reinterpret_cast,
        views::print_reinterpret_cast,
        &["operandSegmentSizes", "static_offsets", "static_sizes", "static_strides"],
    )
    .verified(verify::verify_reinterpret_cast),
    OpSpec::custom("memref.view", views::parse_view, views::print_view, &[]),
    OpSpec::custom("memref.collapse_shape", views::parse_collapse, views::print_collapse, &["reassociation"])
        .verified(verify::verify_collapse),
    OpSpec::custom(
        "memref.expand_shape",
        views::parse_expand,
        views::print_expand,
        &["reassociation", "static_output_shape"],
    )
    .verified(verify::verify_expand),
    OpSpec::custom("memref.transpose", views::parse_transpose, views::print_transpose, &["permutation"]),
    OpSpec::custom(
        "memref.extract_strided_metadata",
        views::parse_extract_metadata,
        views::print_extract_metadata,
        &[],
    ),
    OpSpec::custom(
        "memref.global",
        misc::parse_global,
        misc::print_global,
        &["alignment", "constant", "initial_value", "sym_name", "sym_visibility", "type"],
    )
    .verified(verify::verify_global),
    OpSpec::custom("memref.get_global", misc::parse_get_global, misc::print_get_global, &["name"])
        .verified(verify::verify_get_global),
    with_regions(OpSpec::custom(
        "memref.alloca_scope",
        misc::parse_alloca_scope,
        misc::print_alloca_scope,
        &[],
    )),
    OpSpec::custom("memref.alloca_scope.return", misc::parse_values_return, misc::print_values_return, &[]),
    OpSpec::custom("memref.realloc", misc::parse_realloc, misc::print_realloc, &["alignment"]),
    OpSpec::custom(
        "memref.assume_alignment",
        misc::parse_assume_alignment,
        misc::print_assume_alignment,
        &["alignment"],
    ),
    OpSpec::custom(
        "memref.prefetch",
        misc::parse_prefetch,
        misc::print_prefetch,
        &["isDataCache", "isWrite", "localityHint"],
    ),
    OpSpec::custom("memref.atomic_rmw", misc::parse_atomic_rmw, misc::print_atomic_rmw, &["kind"])
        .verified(verify::verify_atomic_rmw),
    with_regions(OpSpec::custom(
        "memref.generic_atomic_rmw",
        misc::parse_generic_atomic_rmw,
        misc::print_generic_atomic_rmw,
        &[],
    )),
    OpSpec::custom("memref.atomic_yield", values_form::parse_single, values_form::print_single, &[]),
];

/// Parses `%m[%i, …]` and returns the memref use and the index uses.
pub(crate) fn parse_indexed(p: &mut Parser<'_>) -> PResult<(OperandRef, Vec<OperandRef>)> {
    let m = p.parse_operand()?;
    let idx = p.parse_comma_list(Tok::LSquare, Tok::RSquare, "]", |p| p.parse_operand())?;
    Ok((m, idx))
}

/// Resolves `%m` to `ty` and the indices to `index`; returns them in that order.
pub(crate) fn resolve_indexed(
    p: &mut Parser<'_>,
    m: &OperandRef,
    idx: &[OperandRef],
    ty: TypeId,
) -> PResult<Vec<ValueId>> {
    let index = p.ir.ty(Type::Index);
    let mut out = vec![p.resolve_operand(m, ty)?];
    out.extend(p.resolve_operands_same(idx, index)?);
    Ok(out)
}

/// Prints `%m[%i, …]`.
pub(crate) fn print_indexed(p: &mut Printer<'_>, m: ValueId, idx: &[ValueId]) {
    p.operand(m);
    p.w("[");
    p.operands(idx);
    p.w("]");
}

/// Element type of a shaped type (the type itself otherwise).
pub(crate) fn elem_of(p: &Parser<'_>, ty: TypeId) -> TypeId {
    p.ir.type_of(ty).elem().unwrap_or(ty)
}

/// Moves attributes named in `names` from the discardable list to the properties.
pub(crate) fn props_from_attrs(p: &mut Parser<'_>, st: &mut OpState, names: &[&str]) {
    let attrs = std::mem::take(&mut st.attrs);
    for (n, a) in attrs {
        if names.contains(&p.ir.str(n)) {
            st.props.push((n, a));
        } else {
            st.attrs.push((n, a));
        }
    }
}

/// True when the op's attribute `name` is `false` or absent.
pub(crate) fn is_false_or_absent(ir: &crate::ir::Ir, op: OpId, name: &str) -> bool {
    ir.op_attr(op, name).is_none_or(|a| matches!(ir.attr_of(a), Attr::Bool(false)))
}

//! The `linalg` dialect: `linalg.generic` with `yield` / `index`, the named structured
//! ops (`matmul`, `fill`, `add`, `transpose`, `reduce`, `map`, …) and the convolution,
//! pooling and quantized family (`conv.rs`).
//!
//! Why: sparse kernels are written as `linalg.generic` (or named ops) on sparse tensors
//! before sparsification. Named ops have regions MLIR builds implicitly: the generic form
//! prints them, so the parser builds the same body MLIR builds (`body.rs`).

mod body;
mod conv;
mod generic;
mod named;
mod payload;
mod structured;
mod verify;

pub use conv::CONV_OPS;
pub use structured::{structured, uses_var, Structured};

use crate::ids::{OpId, TypeId, ValueId};
use crate::lexer::Tok;
use crate::parser::{OperandRef, PResult, Parser};
use crate::printer::Printer;
use crate::registry::OpSpec;

const fn with_regions(spec: OpSpec) -> OpSpec {
    let mut spec = spec;
    spec.default_dialect = Some("");
    spec
}

/// A named op with a custom form shared by all named ops.
const fn named_op(name: &'static str, inherent: &'static [&'static str]) -> OpSpec {
    with_regions(OpSpec::custom(name, named::parse_named, named::print_named, inherent))
        .verified(verify::verify_named)
}

const SEGMENTS: &[&str] = &["operandSegmentSizes"];
const MATMUL_PROPS: &[&str] = &["cast", "indexing_maps", "operandSegmentSizes"];

/// The linalg dialect's ops.
pub static OPS: &[OpSpec] = &[
    with_regions(OpSpec::custom(
        "linalg.generic",
        generic::parse_generic,
        generic::print_generic,
        &["doc", "indexing_maps", "iterator_types", "library_call", "operandSegmentSizes"],
    ))
    .verified(verify::verify_generic),
    OpSpec::custom("linalg.yield", generic::parse_yield, generic::print_yield, &[])
        .verified(verify::verify_yield),
    OpSpec::custom("linalg.index", generic::parse_index, generic::print_index, &["dim"])
        .verified(verify::verify_index),
    named_op("linalg.matmul", MATMUL_PROPS),
    named_op("linalg.batch_matmul", MATMUL_PROPS),
    named_op("linalg.matvec", SEGMENTS),
    named_op("linalg.vecmat", SEGMENTS),
    named_op("linalg.dot", SEGMENTS),
    named_op("linalg.fill", SEGMENTS),
    named_op("linalg.copy", &["cast", "operandSegmentSizes"]),
    named_op("linalg.add", SEGMENTS),
    named_op("linalg.sub", SEGMENTS),
    named_op("linalg.mul", SEGMENTS),
    named_op("linalg.div", SEGMENTS),
    named_op("linalg.div_unsigned", SEGMENTS),
    named_op("linalg.max", SEGMENTS),
    named_op("linalg.min", SEGMENTS),
    named_op("linalg.powf", SEGMENTS),
    named_op("linalg.exp", SEGMENTS),
    named_op("linalg.log", SEGMENTS),
    named_op("linalg.abs", SEGMENTS),
    named_op("linalg.ceil", SEGMENTS),
    named_op("linalg.floor", SEGMENTS),
    named_op("linalg.negf", SEGMENTS),
    named_op("linalg.sqrt", SEGMENTS),
    named_op("linalg.rsqrt", SEGMENTS),
    named_op("linalg.tanh", SEGMENTS),
    named_op("linalg.erf", SEGMENTS),
    named_op("linalg.elementwise", &["indexing_maps", "kind", "operandSegmentSizes"]),
    with_regions(OpSpec::custom(
        "linalg.transpose",
        payload::parse_transpose,
        payload::print_transpose,
        &["permutation"],
    ))
    .verified(verify::verify_transpose),
    with_regions(OpSpec::custom(
        "linalg.broadcast",
        payload::parse_broadcast,
        payload::print_broadcast,
        &["dimensions"],
    )),
    with_regions(OpSpec::custom(
        "linalg.reduce",
        payload::parse_reduce,
        payload::print_reduce,
        &["dimensions"],
    )),
    with_regions(OpSpec::custom("linalg.map", payload::parse_map, payload::print_map, &[])),
];

/// Parses `kw(%a, … : T, …)` when the keyword is next; returns the uses and types.
fn parse_operand_group(p: &mut Parser<'_>, kw: &str) -> PResult<(Vec<OperandRef>, Vec<TypeId>)> {
    if !p.eat_keyword(kw) {
        return Ok((Vec::new(), Vec::new()));
    }
    p.expect(Tok::LParen, "(")?;
    if p.eat(Tok::RParen) {
        return Ok((Vec::new(), Vec::new()));
    }
    let refs = p.parse_operand_list()?;
    let types = p.parse_colon_type_list()?;
    p.expect(Tok::RParen, ")")?;
    Ok((refs, types))
}

/// Parses `ins(…)? outs(…)?` and resolves them: returns (ins, outs).
pub(crate) fn parse_ins_outs(p: &mut Parser<'_>) -> PResult<(Vec<ValueId>, Vec<ValueId>)> {
    let pos = p.pos();
    let (in_refs, in_types) = parse_operand_group(p, "ins")?;
    let ins = p.resolve_operands(&in_refs, &in_types, pos)?;
    let pos = p.pos();
    let (out_refs, out_types) = parse_operand_group(p, "outs")?;
    let outs = p.resolve_operands(&out_refs, &out_types, pos)?;
    Ok((ins, outs))
}

/// Prints ` ins(… : …) outs(… : …)` (each group only when non-empty).
pub(crate) fn print_ins_outs(p: &mut Printer<'_>, ins: &[ValueId], outs: &[ValueId]) {
    for (kw, vs) in [(" ins(", ins), (" outs(", outs)] {
        if vs.is_empty() {
            continue;
        }
        p.w(kw);
        p.operands(vs);
        p.w(" : ");
        p.types(&p.ir.value_types(vs));
        p.w(")");
    }
}

/// Splits a structured op's operands into (ins, outs) by `operandSegmentSizes` (or, when
/// absent, by the number of results for tensors / one output otherwise).
pub(crate) fn ins_outs(p: &Printer<'_>, op: OpId) -> (Vec<ValueId>, Vec<ValueId>) {
    split_ins_outs(p.ir, op)
}

pub(crate) fn split_ins_outs(ir: &crate::ir::Ir, op: OpId) -> (Vec<ValueId>, Vec<ValueId>) {
    if let Some(segs) = crate::dialects::mixed::segments(ir, op).filter(|s| s.len() == 2) {
        return (segs[0].clone(), segs[1].clone());
    }
    let operands = &ir.op(op).operands;
    let n_out = ir.op(op).results.len().max(1).min(operands.len());
    let (a, b) = operands.split_at(operands.len() - n_out);
    (a.to_vec(), b.to_vec())
}

/// The element type of a shaped type, or the type itself (scalar operands).
pub fn elem_or_self(ir: &crate::ir::Ir, ty: TypeId) -> TypeId {
    use crate::types::Type;
    match ir.type_of(ty) {
        // A complex scalar is a scalar here, not a container of its parts.
        Type::Complex(_) => ty,
        t => t.elem().unwrap_or(ty),
    }
}

/// Result types of a structured op: the types of its tensor outputs.
pub(crate) fn tensor_results(ir: &crate::ir::Ir, outs: &[ValueId]) -> Vec<TypeId> {
    outs.iter().map(|&v| ir.value_type(v)).filter(|&t| ir.type_of(t).is_tensor()).collect()
}

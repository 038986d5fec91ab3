//! The `scf` dialect: structured control flow (`scf.for`, `scf.while`, `scf.if`,
//! `scf.parallel`, `scf.forall`, `scf.execute_region`, `scf.index_switch` and their
//! terminators).
//!
//! Why: sparse kernels after sparsification are loop nests of `scf` ops; users write them
//! and MLIR prints them in these custom forms. Ops with regions set `default_dialect` to
//! `""`: MLIR resets the default dialect inside every custom-form op, so `yield` inside an
//! `scf.for` is not `scf.yield` (nor `func.yield`), and nested ops print their full names.

mod control;
mod loops;
mod verify;

use crate::diag::Diag;
use crate::lexer::Tok;
use crate::parser::{Argument, OperandRef, PResult, Parser};
use crate::printer::Printer;
use crate::registry::OpSpec;

/// A spec whose regions reset the default dialect (see the module doc).
const fn with_regions(spec: OpSpec) -> OpSpec {
    let mut spec = spec;
    spec.default_dialect = Some("");
    spec
}

/// The scf dialect's ops.
pub static OPS: &[OpSpec] = &[
    with_regions(OpSpec::custom("scf.for", loops::parse_for, loops::print_for, &["unsignedCmp"]))
        .verified(verify::verify_for),
    with_regions(OpSpec::custom("scf.while", loops::parse_while, loops::print_while, &[]))
        .verified(verify::verify_while),
    OpSpec::custom("scf.condition", loops::parse_condition, loops::print_condition, &[])
        .verified(verify::verify_condition),
    with_regions(OpSpec::custom(
        "scf.parallel",
        loops::parse_parallel,
        loops::print_parallel,
        &["operandSegmentSizes"],
    ))
    .verified(verify::verify_parallel),
    with_regions(OpSpec::custom("scf.reduce", loops::parse_reduce, loops::print_reduce, &[]))
        .verified(verify::verify_reduce),
    OpSpec::custom("scf.reduce.return", loops::parse_reduce_return, loops::print_reduce_return, &[])
        .verified(verify::verify_reduce_return),
    with_regions(OpSpec::custom(
        "scf.forall",
        loops::parse_forall,
        loops::print_forall,
        &["mapping", "operandSegmentSizes", "staticLowerBound", "staticStep", "staticUpperBound"],
    ))
    .verified(verify::verify_forall),
    with_regions(OpSpec::custom(
        "scf.forall.in_parallel",
        loops::parse_in_parallel,
        loops::print_in_parallel,
        &[],
    ))
    .verified(verify::verify_in_parallel),
    with_regions(OpSpec::custom("scf.if", control::parse_if, control::print_if, &[]))
        .verified(verify::verify_if),
    OpSpec::custom("scf.yield", control::parse_yield, control::print_yield, &[])
        .verified(verify::verify_yield),
    with_regions(OpSpec::custom(
        "scf.execute_region",
        control::parse_execute_region,
        control::print_execute_region,
        &["no_inline"],
    ))
    .verified(verify::verify_execute_region),
    with_regions(OpSpec::custom(
        "scf.index_switch",
        control::parse_index_switch,
        control::print_index_switch,
        &["cases"],
    ))
    .verified(verify::verify_index_switch),
];

/// An error of a custom-form parser, worded as MLIR words them (`custom op 'scf.for' …`).
pub(crate) fn custom_error(pos: u32, op: &str, msg: impl std::fmt::Display) -> Diag {
    Diag::error(pos, format!("custom op '{op}' {msg}"))
}

/// The byte offset of the op name that precedes `pos` (where MLIR reports errors about
/// the whole op). `pos` is the first token after the name.
pub(crate) fn op_name_pos(p: &Parser<'_>, pos: u32) -> u32 {
    let bytes = p.source().as_bytes();
    let mut i = (pos as usize).min(bytes.len());
    while i > 0 && bytes[i - 1].is_ascii_whitespace() {
        i -= 1;
    }
    while i > 0 && (bytes[i - 1].is_ascii_alphanumeric() || matches!(bytes[i - 1], b'_' | b'.' | b'$')) {
        i -= 1;
    }
    i as u32
}

/// Names (with positions) of region arguments and the values they start from.
pub(crate) type Assignments = (Vec<(String, u32)>, Vec<OperandRef>);

/// Parses `(%a = %init, …)`: the region arguments named and the values they start from.
pub(crate) fn parse_assignment_list(p: &mut Parser<'_>) -> PResult<Assignments> {
    let mut names = Vec::new();
    let mut values = Vec::new();
    p.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| {
        names.push(p.parse_arg_name()?);
        p.expect(Tok::Equal, "=")?;
        values.push(p.parse_operand()?);
        Ok(())
    })?;
    Ok((names, values))
}

/// Region arguments from names and types.
pub(crate) fn arguments(names: &[(String, u32)], types: &[crate::ids::TypeId]) -> Vec<Argument> {
    names.iter().zip(types).map(|((name, pos), &ty)| Argument { name: name.clone(), pos: *pos, ty }).collect()
}

/// Prints `(%a = %init, …)`.
pub(crate) fn print_assignment_list(
    p: &mut Printer<'_>,
    args: &[crate::ids::ValueId],
    inits: &[crate::ids::ValueId],
) {
    p.w("(");
    for (i, (&a, &v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.w(", ");
        }
        p.operand(a);
        p.w(" = ");
        p.operand(v);
    }
    p.w(")");
}

//! The `tensor` dialect: creating, reading, slicing, reshaping and padding tensors.
//!
//! Why: sparse programs build and take apart their tensors with these ops (`tensor.empty`
//! for outputs, `tensor.dim` for sizes, `tensor.extract`/`insert` on sparse tensors, slices
//! and reshapes around kernels). Every op of MLIR 22's tensor dialect is here with its
//! custom form (`basic.rs`, `slices.rs`, `shapes.rs`) and its verifier (`verify_*.rs`,
//! with MLIR's messages). `tensor.pack`/`tensor.unpack` are not: MLIR 22 moved them to
//! `linalg` and rejects them as unknown, as we do.
//!
//! `generate` and `pad` have MLIR's empty default dialect: `yield` in their bodies must be
//! written `tensor.yield`.
//!
//! This file holds the op table and the helpers the forms share: MLIR's
//! `custom op '…'` error prefix, the type kinds a custom form accepts, the
//! `[%a, 4, %b]` dynamic index lists and reading `array<i64: …>` properties.

mod basic;
mod ods;
mod shapes;
mod slices;
mod verify_basic;
mod verify_shapes;
mod verify_slices;

use crate::attrs::{Attr, DenseValues};
use crate::diag::Diag;
use crate::ids::{AttrId, OpId, TypeId, ValueId};
use crate::ir::Ir;
use crate::lexer::Tok;
use crate::parser::{OperandRef, PResult, Parser};
use crate::printer::Printer;
use crate::registry::OpSpec;
use crate::types::{Signedness, Type, DYNAMIC};

const SLICE_PROPS: &[&str] = &["operandSegmentSizes", "static_offsets", "static_sizes", "static_strides"];

/// The tensor dialect's ops.
pub static OPS: &[OpSpec] = &[
    OpSpec::custom("tensor.bitcast", basic::parse_bitcast, basic::print_cast, &[])
        .verified(verify_basic::bitcast),
    OpSpec::custom("tensor.cast", basic::parse_cast, basic::print_cast, &[]).verified(verify_basic::cast),
    OpSpec::custom(
        "tensor.collapse_shape",
        shapes::parse_collapse,
        shapes::print_collapse,
        &["reassociation"],
    )
    .verified(verify_shapes::collapse_shape),
    OpSpec::custom("tensor.concat", shapes::parse_concat, shapes::print_concat, &["dim"])
        .verified(verify_shapes::concat),
    OpSpec::custom("tensor.dim", basic::parse_dim, basic::print_dim, &[]).verified(verify_basic::dim),
    OpSpec::custom("tensor.empty", basic::parse_empty, basic::print_empty, &[]).verified(verify_basic::empty),
    OpSpec::custom(
        "tensor.expand_shape",
        shapes::parse_expand,
        shapes::print_expand,
        &["reassociation", "static_output_shape"],
    )
    .verified(verify_shapes::expand_shape),
    OpSpec::custom("tensor.extract", basic::parse_extract, basic::print_extract, &[])
        .verified(verify_basic::extract),
    OpSpec::custom(
        "tensor.extract_slice",
        slices::parse_extract_slice,
        slices::print_extract_slice,
        SLICE_PROPS,
    )
    .verified(verify_slices::extract_slice),
    OpSpec::custom("tensor.from_elements", basic::parse_from_elements, basic::print_from_elements, &[])
        .verified(verify_basic::from_elements),
    OpSpec::custom("tensor.gather", shapes::parse_gather, shapes::print_gather, &["gather_dims", "unique"])
        .verified(verify_shapes::gather),
    OpSpec {
        default_dialect: Some(""),
        ..OpSpec::custom("tensor.generate", basic::parse_generate, basic::print_generate, &[])
            .verified(verify_basic::generate)
    },
    OpSpec::custom("tensor.insert", basic::parse_insert, basic::print_insert, &[])
        .verified(verify_basic::insert),
    OpSpec::custom(
        "tensor.insert_slice",
        slices::parse_insert_slice,
        slices::print_insert_slice,
        SLICE_PROPS,
    )
    .verified(verify_slices::insert_slice),
    OpSpec {
        default_dialect: Some(""),
        ..OpSpec::custom(
            "tensor.pad",
            slices::parse_pad,
            slices::print_pad,
            &["nofold", "operandSegmentSizes", "static_high", "static_low"],
        )
        .verified(verify_slices::pad)
    },
    OpSpec::custom(
        "tensor.parallel_insert_slice",
        slices::parse_parallel_insert_slice,
        slices::print_parallel_insert_slice,
        SLICE_PROPS,
    )
    .verified(verify_slices::parallel_insert_slice),
    OpSpec::custom("tensor.rank", basic::parse_rank, basic::print_rank, &[]).verified(verify_basic::rank),
    OpSpec::custom("tensor.reshape", shapes::parse_reshape, shapes::print_reshape, &[])
        .verified(verify_shapes::reshape),
    OpSpec::custom(
        "tensor.scatter",
        shapes::parse_scatter,
        shapes::print_scatter,
        &["scatter_dims", "unique"],
    )
    .verified(verify_shapes::scatter),
    OpSpec::custom("tensor.splat", basic::parse_splat, basic::print_splat, &[]).verified(verify_basic::splat),
    OpSpec::custom("tensor.yield", basic::parse_yield, basic::print_yield, &[])
        .verified(verify_basic::yield_op),
];

// ---- parsing helpers ---------------------------------------------------------------------

/// An error MLIR reports through the custom op's own parser: `custom op 'tensor.x' msg`.
fn cerr(p: &Parser<'_>, op: &str, msg: impl std::fmt::Display) -> Diag {
    p.error(format!("custom op '{op}' {msg}"))
}

/// Like [`cerr`] at a given position.
fn cerr_at(pos: u32, op: &str, msg: impl std::fmt::Display) -> Diag {
    Diag::error(pos, format!("custom op '{op}' {msg}"))
}

/// Consumes keyword `kw` or fails with MLIR's `custom op '…' expected 'kw'`.
fn keyword(p: &mut Parser<'_>, op: &str, kw: &str) -> PResult<()> {
    if p.eat_keyword(kw) {
        return Ok(());
    }
    Err(cerr(p, op, format_args!("expected '{kw}'")))
}

/// The `index` type.
fn index_ty(p: &mut Parser<'_>) -> TypeId {
    p.ir.ty(Type::Index)
}

/// Parses a type that must be a ranked tensor (ODS `type($x)` of a `RankedTensorOf`).
fn parse_ranked_tensor(p: &mut Parser<'_>, op: &str) -> PResult<TypeId> {
    let pos = p.pos();
    let ty = p.parse_type()?;
    if matches!(p.ir.type_of(ty), Type::Tensor { .. }) {
        return Ok(ty);
    }
    let shown = p.type_text(ty);
    Err(cerr_at(
        pos,
        op,
        format_args!("invalid kind of type specified: expected builtin.tensor, but found {shown}"),
    ))
}

/// Parses a type that must be a tensor, ranked or not (ODS `type($x)` of a `TensorOf`).
fn parse_any_tensor(p: &mut Parser<'_>, op: &str) -> PResult<TypeId> {
    let pos = p.pos();
    let ty = p.parse_type()?;
    if p.ir.type_of(ty).is_tensor() {
        return Ok(ty);
    }
    Err(cerr_at(pos, op, "invalid kind of type specified"))
}

/// One entry of a dynamic index list: an SSA value or a constant.
enum IndexItem {
    Value(OperandRef),
    Const(i64),
}

/// Parses MLIR's `custom<DynamicIndexList>`: `[` (`%v` | integer), … `]`. Returns the
/// value uses and the static array, [`DYNAMIC`] where a value stands. Like MLIR, a
/// malformed list gives a second error at the op (`op_pos`).
fn parse_index_list(p: &mut Parser<'_>, op: &str, op_pos: u32) -> PResult<(Vec<OperandRef>, Vec<i64>)> {
    parse_index_list_items(p, op).map_err(|mut d| {
        let second = cerr_at(op_pos, op, "expected SSA value or integer");
        d.notes.push(second);
        d
    })
}

fn parse_index_list_items(p: &mut Parser<'_>, op: &str) -> PResult<(Vec<OperandRef>, Vec<i64>)> {
    if !p.at(Tok::LSquare) {
        return Err(p.error("expected '[' in dynamic index list"));
    }
    let items = p.parse_comma_list(Tok::LSquare, Tok::RSquare, "]", |p| {
        if p.at_operand() {
            return p.parse_operand().map(IndexItem::Value);
        }
        if !p.at(Tok::Int) && !p.at(Tok::Minus) {
            return Err(cerr(p, op, "expected integer value"));
        }
        let pos = p.pos();
        let v = p.parse_int()?;
        let v = i64::try_from(v).map_err(|_| cerr_at(pos, op, "integer value too large"))?;
        Ok(IndexItem::Const(v))
    });
    let items = items.map_err(|d| {
        if d.message == "expected ']'" {
            Diag::error(d.pos, "expected ']' in dynamic index list")
        } else {
            d
        }
    })?;
    let mut refs = Vec::new();
    let mut statics = Vec::new();
    for it in items {
        match it {
            IndexItem::Value(r) => {
                refs.push(r);
                statics.push(DYNAMIC);
            }
            IndexItem::Const(v) => statics.push(v),
        }
    }
    Ok((refs, statics))
}

/// Resolves uses as `index` values.
fn resolve_indices(p: &mut Parser<'_>, refs: &[OperandRef]) -> PResult<Vec<ValueId>> {
    let ty = index_ty(p);
    p.resolve_operands_same(refs, ty)
}

/// An `array<i64: …>` attribute.
fn i64_array(p: &mut Parser<'_>, values: &[i64]) -> AttrId {
    let elem = p.ir.ty(Type::Integer { width: 64, signedness: Signedness::Signless });
    p.ir.attr(Attr::DenseArray {
        elem,
        values: DenseValues::Int(values.iter().map(|&v| i128::from(v)).collect()),
    })
}

/// The `operandSegmentSizes` property (`array<i32: …>`).
fn segment_sizes(p: &mut Parser<'_>, sizes: &[usize]) -> AttrId {
    let elem = p.ir.ty(Type::Integer { width: 32, signedness: Signedness::Signless });
    p.ir.attr(Attr::DenseArray { elem, values: DenseValues::Int(sizes.iter().map(|&v| v as i128).collect()) })
}

/// The `unit` attribute.
fn unit(p: &mut Parser<'_>) -> AttrId {
    p.ir.attr(Attr::Unit)
}

// ---- reading properties --------------------------------------------------------------------

/// The values of an `array<i64: …>` property (`None` when absent or of another kind).
fn dense_i64(ir: &Ir, op: OpId, name: &str) -> Option<Vec<i64>> {
    let a = ir.op_attr(op, name)?;
    match ir.attr_of(a) {
        Attr::DenseArray { elem, values: DenseValues::Int(v) } if ir.type_of(*elem).is_signless_int(64) => {
            Some(v.iter().map(|&x| x as i64).collect())
        }
        _ => None,
    }
}

/// True when the op has the named attribute.
fn has_attr(ir: &Ir, op: OpId, name: &str) -> bool {
    ir.op_attr(op, name).is_some()
}

// ---- printing helpers ----------------------------------------------------------------------

/// Prints a dynamic index list: static values, or the next of `values` for [`DYNAMIC`].
/// Returns how many values were used.
fn print_index_list(p: &mut Printer<'_>, statics: &[i64], values: &[ValueId]) -> usize {
    let mut used = 0;
    p.w("[");
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        if s == DYNAMIC {
            match values.get(used) {
                Some(&v) => p.operand(v),
                None => p.w("?"),
            }
            used += 1;
        } else {
            p.w(&s.to_string());
        }
    }
    p.w("]");
    used
}

/// The type of an op's operand `i` (`None` when missing).
fn operand_ty(ir: &Ir, op: OpId, i: usize) -> Option<TypeId> {
    ir.op(op).operands.get(i).map(|&v| ir.value_type(v))
}

/// The type of an op's first result.
fn result_ty(ir: &Ir, op: OpId) -> Option<TypeId> {
    ir.op(op).results.first().map(|&v| ir.value_type(v))
}

/// Prints a type when present.
fn print_opt_ty(p: &mut Printer<'_>, t: Option<TypeId>) {
    if let Some(t) = t {
        p.ty(t);
    }
}

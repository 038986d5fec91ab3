//! The checks MLIR generates from each tensor op's declaration (ODS), with MLIR's messages.
//!
//! Why: a program in the generic form can give an op any operands, results, regions and
//! properties; before an op's own rules MLIR checks their counts, the kinds of the
//! properties (`invalid properties … in property conversion`), required attributes and
//! the operand/result type constraints (`operand #1 must be variadic of index, …`).
//! Each op declares an [`Ods`] and its verifier calls [`check`] first.

use crate::attrs::{Attr, DenseValues};
use crate::ids::{OpId, TypeId};
use crate::ir::Ir;
use crate::printer::{attr_to_string, type_to_string};
use crate::types::{Signedness, Type};
use crate::verify::bare;

/// A type constraint of an operand or result.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    /// Any type.
    Any,
    /// `index`
    Index,
    /// A tensor, ranked or not.
    Tensor,
    /// A ranked tensor.
    Ranked,
    /// A ranked tensor of static shape.
    Static,
    /// A tensor of rank ≥ 1 or unranked (`tensor.dim`).
    NonZeroRank,
    /// A tensor of integers or floats (`tensor.bitcast`).
    IntOrFloatTensor,
    /// A 1-D tensor of signless integers or `index` (`tensor.reshape`'s shape).
    ShapeTensor,
    /// A ranked tensor of signless integers or `index` (gather/scatter indices).
    IndexTensor,
}

impl Kind {
    fn describe(self) -> &'static str {
        match self {
            Kind::Any => "any type",
            Kind::Index => "index",
            Kind::Tensor => "tensor of any type values",
            Kind::Ranked => "ranked tensor of any type values",
            Kind::Static => "statically shaped tensor of any type values",
            Kind::NonZeroRank => "non-0-ranked or unranked tensor",
            Kind::IntOrFloatTensor => {
                "tensor of signless integer or unsigned integer or signed integer or floating-point values"
            }
            Kind::ShapeTensor => "1D tensor of signless integer or index values",
            Kind::IndexTensor => "ranked tensor of signless integer or index values",
        }
    }

    fn accepts(self, ir: &Ir, ty: TypeId) -> bool {
        let t = ir.type_of(ty);
        let signless_or_index = |e: TypeId| {
            matches!(ir.type_of(e), Type::Index | Type::Integer { signedness: Signedness::Signless, .. })
        };
        match self {
            Kind::Any => true,
            Kind::Index => matches!(t, Type::Index),
            Kind::Tensor => t.is_tensor(),
            Kind::Ranked => matches!(t, Type::Tensor { .. }),
            Kind::Static => matches!(t, Type::Tensor { shape, .. } if shape.iter().all(|&d| d >= 0)),
            Kind::NonZeroRank => match t {
                Type::Tensor { shape, .. } => !shape.is_empty(),
                Type::UnrankedTensor(_) => true,
                _ => false,
            },
            Kind::IntOrFloatTensor => {
                t.is_tensor()
                    && t.elem().is_some_and(|e| ir.type_of(e).is_integer() || ir.type_of(e).is_float())
            }
            Kind::ShapeTensor => {
                matches!(t, Type::Tensor { shape, elem, .. } if shape.len() == 1 && signless_or_index(*elem))
            }
            Kind::IndexTensor => matches!(t, Type::Tensor { elem, .. } if signless_or_index(*elem)),
        }
    }
}

/// How an operand group repeats.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Arity {
    One,
    Many,
}

/// The kind of value a property holds (what MLIR converts it to).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Prop {
    /// `array<i64: …>`
    I64Array,
    /// `operandSegmentSizes`: `array<i32: …>` with one entry per operand group.
    Segments,
    /// `unit`
    Unit,
    /// An integer attribute; the constraint wants `i64`.
    I64,
    /// An array attribute; the constraint wants arrays of `i64` arrays.
    IndexLists,
}

/// What an op's declaration says.
pub(super) struct Ods {
    /// Properties: name, kind, required.
    pub props: &'static [(&'static str, Prop, bool)],
    /// Operand groups in order.
    pub operands: &'static [(Kind, Arity)],
    /// Result constraints (zero or one result).
    pub results: &'static [Kind],
    /// Number of regions.
    pub regions: usize,
    /// `Some(name)`: the one region is a single block (`SingleBlock`, `SizedRegion<1>`).
    pub single_block: Option<&'static str>,
}

/// Checks everything an op's declaration implies, in MLIR's order.
pub(super) fn check(ir: &Ir, op: OpId, ods: &Ods) -> Result<(), String> {
    check_props(ir, op, ods)?;
    check_counts(ir, op, ods)?;
    let groups = operand_groups(ir, op, ods)?;
    for &(name, kind, required) in ods.props {
        match ir.op_attr(op, name) {
            None if required => return Err(format!("requires attribute '{name}'")),
            Some(a) => check_attr_constraint(ir, name, kind, a)?,
            None => {}
        }
    }
    let mut index = 0;
    for (&(kind, arity), &count) in ods.operands.iter().zip(&groups) {
        for k in 0..count {
            let ty = ir.value_type(ir.op(op).operands[index + k]);
            if !kind.accepts(ir, ty) {
                let variadic = if arity == Arity::Many { "variadic of " } else { "" };
                return Err(format!(
                    "operand #{} must be {variadic}{}, but got '{}'",
                    index + k,
                    kind.describe(),
                    type_to_string(ir, ty)
                ));
            }
        }
        index += count;
    }
    // MLIR 22 does not check this (and reads past the operands); we refuse it.
    let mut start = 0;
    for (&(_, arity), &count) in ods.operands.iter().zip(&groups) {
        if arity == Arity::One && count != 1 {
            return Err(format!("operand group starting at #{start} requires 1 operand, but found {count}"));
        }
        start += count;
    }
    for (i, (&kind, &v)) in ods.results.iter().zip(&ir.op(op).results).enumerate() {
        let ty = ir.value_type(v);
        if !kind.accepts(ir, ty) {
            return Err(format!(
                "result #{i} must be {}, but got '{}'",
                kind.describe(),
                type_to_string(ir, ty)
            ));
        }
    }
    if let Some(name) = ods.single_block {
        if ir.region(ir.op(op).regions[0]).blocks.len() != 1 {
            return Err(format!("region #0 ('{name}') failed to verify constraint: region with 1 blocks"));
        }
    }
    Ok(())
}

/// MLIR converts the generic form's `<{…}>` into the op's properties while parsing;
/// a value of the wrong kind is an error naming the whole dictionary.
fn check_props(ir: &Ir, op: OpId, ods: &Ods) -> Result<(), String> {
    let o = ir.op(op);
    if o.props.is_empty() {
        return Ok(());
    }
    let name = ir.op_name(op);
    let dict = || {
        let items: Vec<String> = o
            .props
            .iter()
            .map(|&(k, v)| match ir.attr_of(v) {
                Attr::Unit => ir.str(k).to_string(),
                _ => format!("{} = {}", ir.str(k), attr_to_string(ir, v)),
            })
            .collect();
        format!("invalid properties {{{}}} for op {name}: ", items.join(", "))
    };
    if ods.props.is_empty() {
        return Err(bare(format!("{}this operation does not support properties", dict())));
    }
    for &(pname, kind, _) in ods.props {
        let Some(a) = ir.op_attr(op, pname) else { continue };
        let ok = match (kind, ir.attr_of(a)) {
            (Prop::I64Array, Attr::DenseArray { elem, .. }) => ir.type_of(*elem).is_signless_int(64),
            (Prop::Segments, Attr::DenseArray { elem, values }) if ir.type_of(*elem).is_signless_int(32) => {
                if values.len() != ods.operands.len() {
                    let msg = format!(
                        "size mismatch in attribute conversion: {} vs {}",
                        values.len(),
                        ods.operands.len()
                    );
                    return Err(bare(format!("{}{msg}", dict())));
                }
                true
            }
            (Prop::Unit, Attr::Unit)
            | (Prop::I64, Attr::Integer { .. })
            | (Prop::IndexLists, Attr::Array(_)) => true,
            _ => false,
        };
        if !ok {
            let msg =
                format!("Invalid attribute `{pname}` in property conversion: {}", attr_to_string(ir, a));
            return Err(bare(format!("{}{msg}", dict())));
        }
    }
    Ok(())
}

/// Region, result and operand counts (MLIR's `ZeroRegions`, `OneResult`, `NOperands`…).
fn check_counts(ir: &Ir, op: OpId, ods: &Ods) -> Result<(), String> {
    let o = ir.op(op);
    if o.regions.len() != ods.regions {
        return Err(
            if ods.regions == 0 { "requires zero regions" } else { "requires one region" }.to_string()
        );
    }
    if o.results.len() != ods.results.len() {
        return Err(
            if ods.results.is_empty() { "requires zero results" } else { "requires one result" }.to_string()
        );
    }
    if !o.successors.is_empty() {
        return Err("requires zero successors".to_string());
    }
    let fixed = ods.operands.iter().filter(|g| g.1 == Arity::One).count();
    let variadic = ods.operands.len() - fixed;
    let n = o.operands.len();
    if variadic == 0 && n != fixed {
        return Err(match fixed {
            0 => "requires zero operands".to_string(),
            1 => "requires a single operand".to_string(),
            _ => format!("expected {fixed} operands, but found {n}"),
        });
    }
    if variadic > 0 && n < fixed {
        return Err(format!("expected {fixed} or more operands, but found {n}"));
    }
    if ods.single_block.is_some() && ir.region(o.regions[0]).blocks.len() > 1 {
        return Err("expects region #0 to have 0 or 1 blocks".to_string());
    }
    Ok(())
}

/// The number of operands in each group: from `operandSegmentSizes` when the op has
/// several variadic groups, otherwise what is left for the one variadic group.
fn operand_groups(ir: &Ir, op: OpId, ods: &Ods) -> Result<Vec<usize>, String> {
    let n = ir.op(op).operands.len();
    let variadic = ods.operands.iter().filter(|g| g.1 == Arity::Many).count();
    if variadic <= 1 {
        let fixed = ods.operands.len() - variadic;
        return Ok(ods.operands.iter().map(|g| if g.1 == Arity::One { 1 } else { n - fixed }).collect());
    }
    let sizes: Vec<i128> = match ir.op_attr(op, "operandSegmentSizes").map(|a| ir.attr_of(a)) {
        Some(Attr::DenseArray { values: DenseValues::Int(v), .. }) => v.clone(),
        _ => Vec::new(),
    };
    let total: i128 = sizes.iter().sum();
    if total != n as i128 {
        return Err(format!(
            "operand count ({n}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'"
        ));
    }
    if sizes.iter().any(|&s| s < 0) {
        return Err("'operandSegmentSizes' attribute cannot have negative elements".to_string());
    }
    Ok(sizes.iter().map(|&s| s as usize).collect())
}

/// Constraints on attribute values beyond their kind.
fn check_attr_constraint(ir: &Ir, name: &str, kind: Prop, a: crate::ids::AttrId) -> Result<(), String> {
    let ok = match (kind, ir.attr_of(a)) {
        (Prop::I64, Attr::Integer { ty, .. }) => ir.type_of(*ty).is_signless_int(64),
        (Prop::IndexLists, Attr::Array(groups)) => groups.iter().all(|&g| match ir.attr_of(g) {
            Attr::Array(items) => items.iter().all(
                |&i| matches!(ir.attr_of(i), Attr::Integer { ty, .. } if ir.type_of(*ty).is_signless_int(64)),
            ),
            _ => false,
        }),
        _ => true,
    };
    if ok {
        return Ok(());
    }
    let what = match kind {
        Prop::I64 => "64-bit signless integer attribute",
        _ => "Array of 64-bit integer array attributes",
    };
    Err(format!("attribute '{name}' failed to satisfy constraint: {what}"))
}

/// Text of a ranked tensor type built in a message (`tensor<2x?xf32, #enc>`).
pub(super) fn tensor_text(
    ir: &Ir,
    shape: &[i64],
    elem: TypeId,
    encoding: Option<crate::ids::AttrId>,
) -> String {
    let mut s = String::from("tensor<");
    for &d in shape {
        if d < 0 {
            s.push('?');
        } else {
            s.push_str(&d.to_string());
        }
        s.push('x');
    }
    s.push_str(&type_to_string(ir, elem));
    if let Some(e) = encoding {
        s.push_str(", ");
        s.push_str(&attr_to_string(ir, e));
    }
    s.push('>');
    s
}

/// A type quoted for a message.
pub(super) fn quoted(ir: &Ir, ty: TypeId) -> String {
    format!("'{}'", type_to_string(ir, ty))
}

//! Type constraints and structural checks of MLIR's op verifiers, with MLIR's messages.
//!
//! Why: `arith`, `math`, `complex`, `vector` and `cf` verify the same kinds of rules — an
//! operand must be "signless-integer-like", all operands and results have one type, an op
//! has two operands — and MLIR words each rule the same way for every op. Users see these
//! messages, so they are spelled exactly as `mlir-opt` spells them.

use crate::ids::{OpId, TypeId};
use crate::ir::Ir;
use crate::printer::type_to_string;
use crate::types::{Signedness, Type};

/// A constraint on one operand or result type.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum C {
    /// Any type.
    Any,
    /// Signless integer or index, scalar or in a vector/tensor.
    IntLike,
    /// Signless integer (not index), scalar or in a vector/tensor.
    FixedIntLike,
    /// Float, scalar or in a vector/tensor.
    FloatLike,
    /// `i1`, scalar or in a vector/tensor.
    BoolLike,
    /// `index_cast`: integer-like or a memref of signless integers.
    IntLikeOrMemRef,
    /// `bitcast`: integer-or-float-like or a memref of them.
    IntOrFloatLikeOrMemRef,
    /// `complex<float>`.
    ComplexFloat,
    /// A float type (scalar).
    Float,
    /// `i1`.
    I1,
}

impl C {
    /// MLIR's description of the constraint (what follows "must be").
    pub(crate) fn desc(self) -> &'static str {
        match self {
            C::Any => "any type",
            C::IntLike => "signless-integer-like",
            C::FixedIntLike => "signless-fixed-width-integer-like",
            C::FloatLike => "floating-point-like",
            C::BoolLike => "bool-like",
            C::IntLikeOrMemRef => "signless-integer-like or memref of signless-integer",
            C::IntOrFloatLikeOrMemRef => {
                "signless-integer-or-float-like or memref of signless-integer or float"
            }
            C::ComplexFloat => "complex type with floating-point elements",
            C::Float => "floating-point",
            C::I1 => "1-bit signless integer",
        }
    }

    /// True when `ty` satisfies the constraint.
    pub(crate) fn holds(self, ir: &Ir, ty: TypeId) -> bool {
        let t = ir.type_of(ty);
        match self {
            C::Any => true,
            C::IntLike => like(ir, t, is_int_or_index),
            C::FixedIntLike => like(ir, t, is_signless_int),
            C::FloatLike => like(ir, t, Type::is_float),
            C::BoolLike => like(ir, t, |t| t.is_signless_int(1)),
            C::IntLikeOrMemRef => like(ir, t, is_int_or_index) || memref_of(ir, t, is_int_or_index),
            C::IntOrFloatLikeOrMemRef => {
                let scalar = |t: &Type| is_signless_int(t) || t.is_float();
                like(ir, t, scalar) || memref_of(ir, t, scalar)
            }
            C::ComplexFloat => matches!(t, Type::Complex(e) if ir.type_of(*e).is_float()),
            C::Float => t.is_float(),
            C::I1 => t.is_signless_int(1),
        }
    }
}

fn is_signless_int(t: &Type) -> bool {
    matches!(t, Type::Integer { signedness: Signedness::Signless, .. })
}

fn is_int_or_index(t: &Type) -> bool {
    is_signless_int(t) || matches!(t, Type::Index)
}

/// `pred` holds for the type, or for the elements of a vector or tensor of it.
fn like(ir: &Ir, t: &Type, pred: impl Fn(&Type) -> bool) -> bool {
    match t {
        Type::Vector { elem, .. } | Type::Tensor { elem, .. } | Type::UnrankedTensor(elem) => {
            pred(ir.type_of(*elem))
        }
        t => pred(t),
    }
}

fn memref_of(ir: &Ir, t: &Type, pred: impl Fn(&Type) -> bool) -> bool {
    match t {
        Type::MemRef { elem, .. } | Type::UnrankedMemRef { elem, .. } => pred(ir.type_of(*elem)),
        _ => false,
    }
}

/// A type quoted as MLIR quotes types in messages.
pub(crate) fn q(ir: &Ir, ty: TypeId) -> String {
    format!("'{}'", type_to_string(ir, ty))
}

/// The element type of a shaped type, or the type itself.
pub(crate) fn elem_or_self(ir: &Ir, ty: TypeId) -> TypeId {
    match ir.type_of(ty) {
        Type::Vector { elem, .. }
        | Type::Tensor { elem, .. }
        | Type::UnrankedTensor(elem)
        | Type::MemRef { elem, .. }
        | Type::UnrankedMemRef { elem, .. } => *elem,
        _ => ty,
    }
}

/// The same container (scalar, vector, tensor, memref; same shape) with another element.
pub(crate) fn with_elem(ir: &mut Ir, ty: TypeId, new_elem: TypeId) -> TypeId {
    let t = match ir.type_of(ty).clone() {
        Type::Vector { shape, scalable, .. } => Type::Vector { shape, scalable, elem: new_elem },
        Type::Tensor { shape, encoding, .. } => Type::Tensor { shape, elem: new_elem, encoding },
        Type::UnrankedTensor(_) => Type::UnrankedTensor(new_elem),
        Type::MemRef { shape, layout, memory_space, .. } => {
            Type::MemRef { shape, elem: new_elem, layout, memory_space }
        }
        Type::UnrankedMemRef { memory_space, .. } => Type::UnrankedMemRef { elem: new_elem, memory_space },
        _ => return new_elem,
    };
    ir.ty(t)
}

/// Checks the op's operand types against constraints (`operand #i must be …`).
pub(crate) fn check_operands(ir: &Ir, op: OpId, cs: &[C]) -> Result<(), String> {
    check_values(ir, &ir.op(op).operands, cs, "operand")
}

/// Checks the op's result types against constraints (`result #i must be …`).
pub(crate) fn check_results(ir: &Ir, op: OpId, cs: &[C]) -> Result<(), String> {
    check_values(ir, &ir.op(op).results, cs, "result")
}

fn check_values(ir: &Ir, vs: &[crate::ids::ValueId], cs: &[C], what: &str) -> Result<(), String> {
    for (i, (&v, &c)) in vs.iter().zip(cs).enumerate() {
        let ty = ir.value_type(v);
        if !c.holds(ir, ty) {
            return Err(format!("{what} #{i} must be {}, but got {}", c.desc(), q(ir, ty)));
        }
    }
    Ok(())
}

/// MLIR's structural traits: no regions, no successors, the given numbers of results and
/// operands (`None`: any number), checked in MLIR's order.
pub(crate) fn check_counts(
    ir: &Ir,
    op: OpId,
    operands: Option<usize>,
    results: Option<usize>,
) -> Result<(), String> {
    let o = ir.op(op);
    if !o.regions.is_empty() {
        return Err("requires zero regions".into());
    }
    if let Some(n) = results {
        let got = o.results.len();
        match n {
            0 if got != 0 => return Err("requires zero results".into()),
            1 if got != 1 => return Err("requires one result".into()),
            n if n > 1 && got != n => return Err(format!("expected {n} results, but found {got}")),
            _ => {}
        }
    }
    if !o.successors.is_empty() {
        return Err("requires zero successors".into());
    }
    if let Some(n) = operands {
        let got = o.operands.len();
        match n {
            0 if got != 0 => return Err("requires zero operands".into()),
            1 if got != 1 => return Err("requires a single operand".into()),
            n if n > 1 && got != n => return Err(format!("expected {n} operands, but found {got}")),
            _ => {}
        }
    }
    Ok(())
}

/// `SameOperandsAndResultType`.
pub(crate) fn same_type_all(ir: &Ir, op: OpId) -> Result<(), String> {
    let o = ir.op(op);
    let mut tys = o.operands.iter().chain(&o.results).map(|&v| ir.value_type(v));
    let Some(first) = tys.next() else { return Ok(()) };
    if tys.any(|t| t != first) {
        return Err("requires the same type for all operands and results".into());
    }
    Ok(())
}

/// `SameTypeOperands`.
pub(crate) fn same_operand_types(ir: &Ir, op: OpId) -> Result<(), String> {
    let tys = ir.value_types(&ir.op(op).operands);
    if tys.windows(2).any(|w| w[0] != w[1]) {
        return Err("requires all operands to have the same type".into());
    }
    Ok(())
}

/// The shape of a type: `None` for scalars, `Some(None)` for unranked.
pub(crate) fn shape_of(ir: &Ir, ty: TypeId) -> Option<Option<&[i64]>> {
    match ir.type_of(ty) {
        Type::Vector { shape, .. } | Type::Tensor { shape, .. } | Type::MemRef { shape, .. } => {
            Some(Some(shape))
        }
        Type::UnrankedTensor(_) | Type::UnrankedMemRef { .. } => Some(None),
        _ => None,
    }
}

fn compatible_shapes(a: Option<Option<&[i64]>>, b: Option<Option<&[i64]>>) -> bool {
    match (a, b) {
        (None, None) => true,
        (Some(None), Some(_)) | (Some(_), Some(None)) => true,
        (Some(Some(x)), Some(Some(y))) => {
            let dyn_ = crate::types::DYNAMIC;
            x.len() == y.len() && x.iter().zip(y).all(|(&p, &q)| p == q || p == dyn_ || q == dyn_)
        }
        _ => false,
    }
}

/// `SameOperandsAndResultShape`.
pub(crate) fn same_shape_all(ir: &Ir, op: OpId) -> Result<(), String> {
    let o = ir.op(op);
    let mut tys = o.operands.iter().chain(&o.results).map(|&v| ir.value_type(v));
    let Some(first) = tys.next() else { return Ok(()) };
    if tys.any(|t| !compatible_shapes(shape_of(ir, first), shape_of(ir, t))) {
        return Err("requires the same shape for all operands and results".into());
    }
    Ok(())
}

/// The kind of container of a type, for "same base type" checks.
fn container(ir: &Ir, ty: TypeId) -> u8 {
    match ir.type_of(ty) {
        Type::Vector { .. } => 1,
        Type::Tensor { .. } => 2,
        Type::UnrankedTensor(_) => 3,
        Type::MemRef { .. } | Type::UnrankedMemRef { .. } => 4,
        _ => 0,
    }
}

/// The casts' "input and output have the same tensor dimensions": same container, and the
/// same shape when it is a tensor or vector (unranked tensors never qualify).
pub(crate) fn same_tensor_dims(ir: &Ir, a: TypeId, b: TypeId) -> bool {
    let (ka, kb) = (container(ir, a), container(ir, b));
    if ka == 4 || kb == 4 {
        return true;
    }
    ka == kb && ka != 3 && ir.type_of(a).shape() == ir.type_of(b).shape()
}

/// `ElementwiseMappable`: non-scalar operands and results all have one shape and container.
pub(crate) fn elementwise(ir: &Ir, op: OpId) -> Result<(), String> {
    let o = ir.op(op);
    let tys: Vec<TypeId> = o.operands.iter().chain(&o.results).map(|&v| ir.value_type(v)).collect();
    let shaped: Vec<TypeId> = tys.iter().copied().filter(|&t| container(ir, t) != 0).collect();
    let results_scalar = o.results.iter().any(|&r| container(ir, ir.value_type(r)) == 0);
    if !shaped.is_empty() && results_scalar {
        return Err("if an operand is non-scalar, then all results must be non-scalar".into());
    }
    let key = |t: TypeId| (container(ir, t), ir.type_of(t).shape().map(|s| s.to_vec()));
    if shaped.windows(2).any(|w| key(w[0]) != key(w[1])) {
        return Err("all non-scalar operands/results must have the same shape and base type".into());
    }
    Ok(())
}

/// A bool-like type of the same shape (`i1`, `vector<4xi1>`, `tensor<?xi1>`).
pub(crate) fn i1_same_shape(ir: &mut Ir, ty: TypeId) -> TypeId {
    let i1 = ir.ty(Type::Integer { width: 1, signedness: Signedness::Signless });
    with_elem(ir, ty, i1)
}

//! MLIR types and attributes as the lowering needs them: loop-IR types, element types,
//! shapes, constants.
//!
//! Why: every dialect file asks the same questions ("what element type, what static
//! shape, what encoding, what constant value"); the answers live here once.

use sparsir_ir::attrs::DenseValues;
use sparsir_ir::elem::storage_elem;
use sparsir_ir::float_text::bits_to_f64;
use sparsir_ir::types::Type;
use sparsir_ir::{Attr, AttrId, Ir, TypeId};
use sparsir_loops::{Static, Ty};
use sparsir_storage::{ElemType, Scalar};

/// The loop-IR type of an MLIR type.
pub fn lower_type(ir: &Ir, ty: TypeId) -> Result<Ty, String> {
    if let Some(e) = storage_elem(ir, ty) {
        return Ok(Ty::Scalar(e));
    }
    match ir.type_of(ty) {
        Type::Tensor { .. } | Type::UnrankedTensor(_) | Type::Opaque { .. } => Ok(Ty::Handle),
        // A storage specifier is an index buffer of its fields (see `sparse_specifier`).
        Type::StorageSpecifier(_) => Ok(Ty::Buf(ElemType::Index)),
        Type::MemRef { elem, .. } | Type::Vector { elem, .. } | Type::UnrankedMemRef { elem, .. } => {
            storage_elem(ir, *elem).map(Ty::Buf).ok_or_else(|| {
                format!("unsupported: element type {}", sparsir_ir::printer::type_to_string(ir, *elem))
            })
        }
        _ => Err(format!("unsupported: type {}", sparsir_ir::printer::type_to_string(ir, ty))),
    }
}

/// The element type of a shaped type (or of a scalar type itself).
pub fn elem_of(ir: &Ir, ty: TypeId) -> Option<ElemType> {
    match ir.type_of(ty) {
        Type::Tensor { elem, .. }
        | Type::MemRef { elem, .. }
        | Type::Vector { elem, .. }
        | Type::UnrankedTensor(elem)
        | Type::UnrankedMemRef { elem, .. } => storage_elem(ir, *elem),
        _ => storage_elem(ir, ty),
    }
}

/// The shape of a shaped type (`sparsir_ir::types::DYNAMIC` for `?`).
pub fn shape_of(ir: &Ir, ty: TypeId) -> Vec<i64> {
    ir.type_of(ty).shape().map(|s| s.to_vec()).unwrap_or_default()
}

/// True when a dimension size is `?`.
pub fn is_dynamic(d: i64) -> bool {
    d == sparsir_ir::types::DYNAMIC
}

/// The encoding text of a tensor type (`None` for dense tensors).
pub fn encoding_text(ir: &Ir, ty: TypeId) -> Option<String> {
    ir.type_encoding(ty).map(|e| e.to_string())
}

/// A `Static::Attr` with the encoding of `ty`, or nothing for a dense tensor.
pub fn encoding_static(ir: &Ir, name: &str, ty: TypeId) -> Vec<(String, Static)> {
    encoding_text(ir, ty).map(|t| vec![(name.to_string(), Static::Attr(t))]).unwrap_or_default()
}

pub use sparsir_ir::elem::attr_scalar;

/// The values of a `dense<…>` attribute as scalars (one value for a splat).
pub fn dense_scalars(ir: &Ir, attr: AttrId) -> Option<(ElemType, Vec<Scalar>)> {
    let Attr::DenseElements { ty, values, .. } = ir.attr_of(attr) else { return None };
    Some((elem_of(ir, *ty)?, element_scalars(ir, *ty, values)?))
}

/// The entries of a `sparse<indices, values>` constant: element type, coordinates (one
/// `rank`-long row per entry, flattened) and one value per entry (a splat repeated).
pub struct SparseConstant {
    pub elem: ElemType,
    pub crds: Vec<i64>,
    pub vals: Vec<Scalar>,
}

/// The entries of a `sparse<…>` attribute (`None` for any other attribute or an element
/// type without a loop-IR scalar).
pub fn sparse_scalars(ir: &Ir, attr: AttrId) -> Option<SparseConstant> {
    let Attr::SparseElements { ty, indices, index_shape, values } = ir.attr_of(attr) else { return None };
    let rank = shape_of(ir, *ty).len();
    let DenseValues::Int(ix) = indices else { return None };
    let crds: Vec<i64> = ix.iter().map(|&c| c as i64).collect();
    // A flat index list of a rank-1 type holds one coordinate per entry; of a higher rank,
    // one entry.
    let nnz = match index_shape[1] {
        -1 if rank == 1 => crds.len(),
        -1 => usize::from(!crds.is_empty()),
        _ => index_shape[0] as usize,
    };
    if crds.len() != nnz * rank.max(1) && !(rank == 0 && crds.is_empty()) {
        return None;
    }
    let mut vals = element_scalars(ir, *ty, values)?;
    if vals.len() == 1 && nnz != 1 {
        vals = vec![vals[0]; nnz];
    }
    (vals.len() == nnz).then_some(SparseConstant { elem: elem_of(ir, *ty)?, crds, vals })
}

/// The scalars of an elements attribute of shaped type `ty`.
fn element_scalars(ir: &Ir, ty: TypeId, values: &DenseValues) -> Option<Vec<Scalar>> {
    let kind = |t: TypeId| match ir.type_of(t) {
        Type::Tensor { elem, .. } | Type::Vector { elem, .. } => match ir.type_of(*elem) {
            Type::Float(k) => Some(*k),
            Type::Complex(e) => match ir.type_of(*e) {
                Type::Float(k) => Some(*k),
                _ => None,
            },
            _ => None,
        },
        _ => None,
    };
    Some(match values {
        DenseValues::Int(v) => v.iter().map(|&x| Scalar::Int(x)).collect(),
        DenseValues::Float(v) => {
            let k = kind(ty)?;
            v.iter().map(|&b| Scalar::Float(bits_to_f64(b, k))).collect()
        }
        DenseValues::ComplexFloat(v) => {
            let k = kind(ty)?;
            v.iter().map(|&(r, i)| Scalar::Complex(bits_to_f64(r, k), bits_to_f64(i, k))).collect()
        }
        DenseValues::ComplexInt(_) | DenseValues::Str(_) => return None,
    })
}

/// An integer attribute's value.
pub fn attr_int(ir: &Ir, attr: AttrId) -> Option<i64> {
    match ir.attr_of(attr) {
        Attr::Integer { value, .. } => Some(*value as i64),
        _ => None,
    }
}

/// A `array<i64: …>` (or `[…]` of integers) attribute's values.
pub fn attr_ints(ir: &Ir, attr: AttrId) -> Option<Vec<i64>> {
    match ir.attr_of(attr) {
        Attr::DenseArray { values: DenseValues::Int(v), .. } => Some(v.iter().map(|&x| x as i64).collect()),
        Attr::Array(items) => items.iter().map(|&a| attr_int(ir, a)).collect(),
        _ => None,
    }
}

/// The affine-map attribute `name` of `op` as a permutation of dimensions (`None` when
/// absent); a map with other expressions is unsupported (`what` names it).
pub fn permutation_attr(
    cx: &super::Cx,
    op: sparsir_ir::OpId,
    name: &str,
    what: &str,
) -> super::Result<Option<Vec<i64>>> {
    use sparsir_storage::encoding::affine::AffineExpr;
    let ir = cx.ir;
    let Some(Attr::AffineMap(m)) = ir.op_attr(op, name).map(|a| ir.attr_of(a)) else { return Ok(None) };
    m.exprs
        .iter()
        .map(|e| match e {
            AffineExpr::Var(d) => Ok(*d as i64),
            _ => Err(cx.unsupported(op, format!("with {what} that is not a permutation"))),
        })
        .collect::<super::Result<Vec<_>>>()
        .map(Some)
}

//! Bridges between IR types and the storage runtime's element types.
//!
//! Why: the storage crate knows tensors' element types as [`ElemType`]; the IR knows them
//! as interned [`Type`]s. The encoding verifier and, later, the lowering need both.

use crate::attrs::Attr;
use crate::float_text::bits_to_f64;
use crate::float_text::FloatKind;
use crate::ids::AttrId;
use crate::ids::TypeId;
use crate::ir::Ir;
use crate::types::{Signedness, Type};
use sparsir_storage::{ElemType, Scalar};

/// The storage element type of an IR type (`None` for types storage cannot hold).
pub fn storage_elem(ir: &Ir, ty: TypeId) -> Option<ElemType> {
    Some(match ir.type_of(ty) {
        Type::Index => ElemType::Index,
        Type::Integer { width, signedness: Signedness::Signless } => match width {
            1 => ElemType::I1,
            8 => ElemType::I8,
            16 => ElemType::I16,
            32 => ElemType::I32,
            64 => ElemType::I64,
            _ => return None,
        },
        Type::Float(FloatKind::F16) => ElemType::F16,
        Type::Float(FloatKind::BF16) => ElemType::BF16,
        Type::Float(FloatKind::F32) => ElemType::F32,
        Type::Float(FloatKind::F64) => ElemType::F64,
        Type::Complex(e) => match ir.type_of(*e) {
            Type::Float(FloatKind::F32) => ElemType::C32,
            Type::Float(FloatKind::F64) => ElemType::C64,
            _ => return None,
        },
        _ => return None,
    })
}

/// The IR type of a storage element type.
pub fn ir_type(ir: &mut Ir, elem: ElemType) -> TypeId {
    let int = |width| Type::Integer { width, signedness: Signedness::Signless };
    let ty = match elem {
        ElemType::I1 => int(1),
        ElemType::I8 => int(8),
        ElemType::I16 => int(16),
        ElemType::I32 => int(32),
        ElemType::I64 => int(64),
        ElemType::Index => Type::Index,
        ElemType::F16 => Type::Float(FloatKind::F16),
        ElemType::BF16 => Type::Float(FloatKind::BF16),
        ElemType::F32 => Type::Float(FloatKind::F32),
        ElemType::F64 => Type::Float(FloatKind::F64),
        ElemType::C32 | ElemType::C64 => {
            let kind = if elem == ElemType::C32 { FloatKind::F32 } else { FloatKind::F64 };
            let f = ir.ty(Type::Float(kind));
            Type::Complex(f)
        }
    };
    ir.ty(ty)
}

/// The scalar of an integer, float, bool or `[re, im]` (complex) attribute.
pub fn attr_scalar(ir: &Ir, attr: AttrId) -> Option<Scalar> {
    Some(match ir.attr_of(attr) {
        Attr::Integer { value, .. } => Scalar::Int(*value),
        Attr::Bool(b) => Scalar::Int(*b as i128),
        Attr::Float { bits, ty } => {
            let Type::Float(kind) = ir.type_of(*ty) else { return None };
            Scalar::Float(bits_to_f64(*bits, *kind))
        }
        Attr::Array(items) if items.len() == 2 => {
            match (attr_scalar(ir, items[0])?, attr_scalar(ir, items[1])?) {
                (Scalar::Float(re), Scalar::Float(im)) => Scalar::Complex(re, im),
                _ => return None,
            }
        }
        _ => return None,
    })
}

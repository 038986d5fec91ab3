//! MLIR types.
//!
//! Why: every value of a program has a type, and the verifier, the lowering and the
//! printer all ask questions of it (element type, shape, encoding). Types are interned in
//! [`crate::Ir`], so two equal types have the same [`TypeId`] and comparing types is
//! comparing ids.

use crate::float_text::FloatKind;
use crate::ids::{AttrId, TypeId};

/// The size of a dynamic dimension (`?`) in a shape.
pub const DYNAMIC: i64 = i64::MIN;

/// Signedness of an integer type (`i32`, `si32`, `ui32`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    /// `iN`
    Signless,
    /// `siN`
    Signed,
    /// `uiN`
    Unsigned,
}

/// A type. Nested types and attributes are referred to by id.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    /// `index`
    Index,
    /// `none`
    None,
    /// `i1`, `si8`, `ui64`, …
    Integer { width: u32, signedness: Signedness },
    /// `f16`, `bf16`, `f32`, `f64`
    Float(FloatKind),
    /// `complex<f64>`
    Complex(TypeId),
    /// `tensor<4x?xf64, #CSR>`: shape ([`DYNAMIC`] for `?`), element type, encoding.
    Tensor { shape: Vec<i64>, elem: TypeId, encoding: Option<AttrId> },
    /// `tensor<*xf64>`
    UnrankedTensor(TypeId),
    /// `memref<4x?xf64, strided<[?, 1], offset: ?>, 1>`
    MemRef { shape: Vec<i64>, elem: TypeId, layout: Option<AttrId>, memory_space: Option<AttrId> },
    /// `memref<*xf64>`
    UnrankedMemRef { elem: TypeId, memory_space: Option<AttrId> },
    /// `vector<4x[8]xf32>`: `scalable[i]` marks `[8]` dimensions.
    Vector { shape: Vec<i64>, scalable: Vec<bool>, elem: TypeId },
    /// `(i32, f64) -> index`
    Function { inputs: Vec<TypeId>, results: Vec<TypeId> },
    /// `tuple<i32, f64>`
    Tuple(Vec<TypeId>),
    /// `!sparse_tensor.storage_specifier<#CSR>`
    StorageSpecifier(AttrId),
    /// `!sparse_tensor.iter_space<#CSR, lvls = 0 to 2>`: encoding and level range.
    IterSpace { encoding: AttrId, lo: u32, hi: u32 },
    /// `!sparse_tensor.iterator<#CSR, lvls = 1>`
    Iterator { encoding: AttrId, lo: u32, hi: u32 },
    /// Any other dialect type, kept as its text: `!llvm.ptr` is `{dialect: "llvm", body: "ptr"}`.
    Opaque { dialect: String, body: String },
}

impl Type {
    /// Shape of a ranked tensor, memref or vector.
    pub fn shape(&self) -> Option<&[i64]> {
        match self {
            Type::Tensor { shape, .. } | Type::MemRef { shape, .. } | Type::Vector { shape, .. } => {
                Some(shape)
            }
            _ => None,
        }
    }

    /// Element type of a shaped type (tensor, memref, vector; ranked or not) or complex.
    pub fn elem(&self) -> Option<TypeId> {
        match self {
            Type::Tensor { elem, .. }
            | Type::UnrankedTensor(elem)
            | Type::MemRef { elem, .. }
            | Type::UnrankedMemRef { elem, .. }
            | Type::Vector { elem, .. }
            | Type::Complex(elem) => Some(*elem),
            _ => None,
        }
    }

    /// The sparse encoding of a tensor type, when it has one.
    pub fn encoding(&self) -> Option<AttrId> {
        match self {
            Type::Tensor { encoding, .. } => *encoding,
            _ => None,
        }
    }

    /// True for `index`, integers and floats.
    pub fn is_int_or_index_or_float(&self) -> bool {
        matches!(self, Type::Index | Type::Integer { .. } | Type::Float(_))
    }

    /// True for `iN` / `siN` / `uiN` (not `index`).
    pub fn is_integer(&self) -> bool {
        matches!(self, Type::Integer { .. })
    }

    /// True for the signless integer of this width.
    pub fn is_signless_int(&self, bits: u32) -> bool {
        matches!(self, Type::Integer { width, signedness: Signedness::Signless } if *width == bits)
    }

    /// True for float types.
    pub fn is_float(&self) -> bool {
        matches!(self, Type::Float(_))
    }

    /// True for ranked and unranked tensors.
    pub fn is_tensor(&self) -> bool {
        matches!(self, Type::Tensor { .. } | Type::UnrankedTensor(_))
    }

    /// True for ranked and unranked memrefs.
    pub fn is_memref(&self) -> bool {
        matches!(self, Type::MemRef { .. } | Type::UnrankedMemRef { .. })
    }

    /// Bit width of an integer or float type (`index` counts 64).
    pub fn bit_width(&self) -> Option<u32> {
        match self {
            Type::Index => Some(64),
            Type::Integer { width, .. } => Some(*width),
            Type::Float(FloatKind::F16 | FloatKind::BF16) => Some(16),
            Type::Float(FloatKind::F32) => Some(32),
            Type::Float(FloatKind::F64) => Some(64),
            _ => None,
        }
    }
}

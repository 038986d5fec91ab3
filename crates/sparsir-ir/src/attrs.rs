//! MLIR attributes.
//!
//! Why: operations carry compile-time data (constants, predicates, maps, encodings,
//! symbol names) as attributes. Attributes are interned in [`crate::Ir`] like types, so
//! equal attributes share an [`AttrId`]; the sparse encoding itself is kept parsed (the
//! storage crate's [`sparsir_storage::Encoding`]) in a side table.

use crate::ids::{AttrId, TypeId};
use sparsir_storage::encoding::affine::AffineExpr;

/// Element data of `dense<…>` literals and `array<…>` attributes, by element kind.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DenseValues {
    /// Integer, index and i1 elements (signless values sign-extended).
    Int(Vec<i128>),
    /// Float elements as raw bits in the element type's width.
    Float(Vec<u64>),
    /// `complex<iN>` elements.
    ComplexInt(Vec<(i128, i128)>),
    /// `complex<fN>` elements as raw bits.
    ComplexFloat(Vec<(u64, u64)>),
    /// String elements (`dense<["a", "b"]>`).
    Str(Vec<String>),
}

impl DenseValues {
    /// Number of elements stored.
    pub fn len(&self) -> usize {
        match self {
            DenseValues::Int(v) => v.len(),
            DenseValues::Float(v) => v.len(),
            DenseValues::ComplexInt(v) => v.len(),
            DenseValues::ComplexFloat(v) => v.len(),
            DenseValues::Str(v) => v.len(),
        }
    }

    /// True when no element is stored.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// An affine map `(d0, d1)[s0] -> (d0 + s0, d1)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineMap {
    /// Number of dimensions.
    pub num_dims: u32,
    /// Number of symbols.
    pub num_syms: u32,
    /// Result expressions.
    pub exprs: Vec<AffineExpr>,
}

impl AffineMap {
    /// The identity map on `n` dimensions.
    pub fn identity(n: u32) -> AffineMap {
        AffineMap { num_dims: n, num_syms: 0, exprs: (0..n).map(AffineExpr::Var).collect() }
    }

    /// The permutation this map is, if it is one (`(d0, d1) -> (d1, d0)` is `[1, 0]`).
    pub fn as_permutation(&self) -> Option<Vec<u32>> {
        if self.num_syms != 0 || self.exprs.len() != self.num_dims as usize {
            return None;
        }
        let mut seen = vec![false; self.exprs.len()];
        let mut perm = Vec::with_capacity(self.exprs.len());
        for e in &self.exprs {
            match e {
                AffineExpr::Var(v) if !seen[*v as usize] => {
                    seen[*v as usize] = true;
                    perm.push(*v);
                }
                _ => return None,
            }
        }
        Some(perm)
    }
}

/// A source location attribute (`loc(…)`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Location {
    /// `loc(unknown)`
    Unknown,
    /// `loc("file.mlir":3:7)`, optionally a range `loc("f":3:7 to 4:2)`.
    FileLineCol { file: String, line: u32, col: u32, end: Option<(u32, u32)> },
    /// `loc("name")` or `loc("name"(child))`
    Name { name: String, child: Option<AttrId> },
    /// `loc(callsite(callee at caller))`
    CallSite { callee: AttrId, caller: AttrId },
    /// `loc(fused[a, b])` or `loc(fused<#meta>[a, b])`
    Fused { metadata: Option<AttrId>, locs: Vec<AttrId> },
}

/// An attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Attr {
    /// `unit`
    Unit,
    /// `true` / `false`
    Bool(bool),
    /// `42 : i64` (signless and signed values sign-extended, unsigned zero-extended).
    Integer { value: i128, ty: TypeId },
    /// `1.5 : f64`: raw bits in the type's width.
    Float { bits: u64, ty: TypeId },
    /// `"text"` (with an optional type, `"text" : i32`).
    String { value: String, ty: Option<TypeId> },
    /// A type used as an attribute (`type = f64`, or bare `f64` in attribute position).
    Type(TypeId),
    /// `[a, b]`
    Array(Vec<AttrId>),
    /// `array<i64: 1, 2>`
    DenseArray { elem: TypeId, values: DenseValues },
    /// `{a = 1, b}`, entries sorted by name as MLIR keeps them.
    Dictionary(Vec<(String, AttrId)>),
    /// `@root::@nested`
    SymbolRef(Vec<String>),
    /// `affine_map<…>`
    AffineMap(AffineMap),
    /// `dense<…> : tensor<…>`; `splat` means one value repeated.
    DenseElements { ty: TypeId, splat: bool, values: DenseValues },
    /// `sparse<indices, values> : tensor<…>`; indices is an `Int` element list (nnz × rank);
    /// `index_shape` is `[nnz, rank]`, or `[nnz, -1]` when the indices were written as a
    /// flat list (`sparse<[0, 3], …>`, rank-1 types); one value stands for all (a splat).
    SparseElements { ty: TypeId, indices: DenseValues, index_shape: [i64; 2], values: DenseValues },
    /// `dense_resource<name> : tensor<…>`
    DenseResource { ty: TypeId, handle: String },
    /// `strided<[?, 1], offset: ?>` ([`crate::types::DYNAMIC`] for `?`).
    Strided { strides: Vec<i64>, offset: i64 },
    /// `#sparse_tensor.encoding<{…}>`: index into the IR's encoding table.
    SparseEncoding(u32),
    /// `loc(…)`
    Location(Location),
    /// Any other dialect attribute, kept as text: `#linalg.iterator_type<parallel>` is
    /// `{dialect: "linalg", body: "iterator_type<parallel>"}`.
    Opaque { dialect: String, body: String },
}

//! Sparse tensor encodings: `#sparse_tensor.encoding<{ map = …, posWidth = …, … }>`.
//!
//! Why: the encoding is the one place that says how a tensor is stored — which levels
//! exist (an affine dim→lvl map), how each level is stored (its [`LevelType`]), how wide
//! positions and coordinates are, and which values are implicit. Everything else (storage,
//! conversion, print, the compiler) asks it, and asks *capabilities* (has positions?
//! ordered? unique?) rather than format names (DESIGN.md decision 4).
//!
//! Submodules: [`affine`] (expressions and map inversion), [`parse`] (the text form,
//! including the 2022 `dimLevelType` spelling and the seeds' `high` / `block2_4` /
//! `crdWidth = 2`), [`print`] (MLIR's printed form), [`verify`] (MLIR's rules and
//! messages).

pub mod affine;
pub mod parse;
pub mod print;
pub mod verify;

use crate::elem::{ElemType, Scalar};
use crate::error::{Result, StorageError};
use affine::{AffineExpr, LvlExprKind};

/// How one level is stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LevelFormat {
    /// Every coordinate of the level is stored, positions linearized; no buffers.
    Dense,
    /// Like dense, but not linearized: every buffer gets one more (leading) dimension.
    Batch,
    /// Positions `pos[p]..pos[p+1]` into a coordinate buffer.
    Compressed,
    /// Positions as `(lo, hi)` pairs per parent, with free space allowed between fibers.
    LooseCompressed,
    /// One coordinate per parent (no siblings); no positions.
    Singleton,
    /// `n` stored entries out of every `m` (structured sparsity); in-block coordinates.
    NOutOfM {
        /// Stored entries per block.
        n: u32,
        /// Block size.
        m: u32,
    },
}

/// A level format with its properties.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LevelType {
    /// The format.
    pub format: LevelFormat,
    /// Duplicate coordinates may appear (`nonunique`).
    pub nonunique: bool,
    /// Coordinates may appear in any order (`nonordered`).
    pub nonordered: bool,
    /// A singleton level stored structure-of-arrays (`soa`).
    pub soa: bool,
}

impl LevelType {
    /// A level of the given format with default properties (unique, ordered).
    pub const fn new(format: LevelFormat) -> LevelType {
        LevelType { format, nonunique: false, nonordered: false, soa: false }
    }

    /// Has a positions buffer (compressed, loose_compressed).
    pub fn has_pos(self) -> bool {
        matches!(self.format, LevelFormat::Compressed | LevelFormat::LooseCompressed)
    }

    /// Has a coordinates buffer (every format but dense and batch).
    pub fn has_crd(self) -> bool {
        !self.is_dense_like()
    }

    /// Dense or batch: every coordinate present, random access.
    pub fn is_dense_like(self) -> bool {
        matches!(self.format, LevelFormat::Dense | LevelFormat::Batch)
    }

    /// Coordinates within a fiber are sorted.
    pub fn is_ordered(self) -> bool {
        !self.nonordered
    }

    /// Coordinates within a fiber are distinct.
    pub fn is_unique(self) -> bool {
        !self.nonunique
    }

    /// Positions are `(lo, hi)` pairs.
    pub fn is_loose(self) -> bool {
        self.format == LevelFormat::LooseCompressed
    }

    /// A compressed or loose level that may start a COO region.
    pub fn starts_coo(self) -> bool {
        self.has_pos() && self.nonunique
    }
}

/// One dimension's slice: `#sparse_tensor<slice(offset, size, stride)>`, `None` = `?`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DimSlice {
    /// First coordinate of the underlying dimension.
    pub offset: Option<u64>,
    /// Number of coordinates in the slice.
    pub size: Option<u64>,
    /// Distance between consecutive coordinates.
    pub stride: Option<u64>,
}

/// A scalar attribute with its type (`1.0 : f64`), as `explicitVal`/`implicitVal` carry.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TypedScalar {
    /// The value.
    pub value: Scalar,
    /// Its type.
    pub ty: ElemType,
}

/// A sparse tensor encoding.
#[derive(Clone, Debug, PartialEq)]
pub struct Encoding {
    /// Number of dimensions of the map's domain.
    pub dim_rank: usize,
    /// Number of symbols (`[c]` in the ELL form).
    pub num_symbols: usize,
    /// Level expressions over the dimensions, one per level.
    pub lvl_exprs: Vec<AffineExpr>,
    /// Level types, one per level.
    pub lvl_types: Vec<LevelType>,
    /// Level→dimension map (expressions over levels), given or inferred; `None` only for
    /// maps with symbols, where MLIR does not infer one.
    pub lvl_to_dim: Option<Vec<AffineExpr>>,
    /// Position bit width (0 = native).
    pub pos_width: u8,
    /// Coordinate bit width (0 = native; 2 is accepted for structured levels).
    pub crd_width: u8,
    /// The value of every stored entry, when fixed.
    pub explicit_val: Option<TypedScalar>,
    /// The value of entries not stored (only zero is supported).
    pub implicit_val: Option<TypedScalar>,
    /// Per-dimension slices; empty when no dimension is sliced.
    pub dim_slices: Vec<Option<DimSlice>>,
}

impl Encoding {
    /// Parses an encoding (see [`parse`]), verified on its own (not yet against a tensor).
    pub fn parse(text: &str) -> Result<Encoding> {
        parse::parse_encoding(text)
    }

    /// A plain identity encoding with the given level types (CSR = `[dense, compressed]`).
    pub fn identity(lvl_types: Vec<LevelType>) -> Encoding {
        let n = lvl_types.len();
        Encoding {
            dim_rank: n,
            num_symbols: 0,
            lvl_exprs: (0..n as u32).map(AffineExpr::Var).collect(),
            lvl_types,
            lvl_to_dim: Some((0..n as u32).map(AffineExpr::Var).collect()),
            pos_width: 0,
            crd_width: 0,
            explicit_val: None,
            implicit_val: None,
            dim_slices: Vec::new(),
        }
    }

    /// True for plain CSR: `(d0, d1) -> (d0 : dense, d1 : compressed)` with unique,
    /// ordered coordinates, any widths, no fixed values and no slices — the layout sparse
    /// outputs are built in directly, row by row.
    pub fn is_plain_csr(&self) -> bool {
        let lts = &self.lvl_types;
        self.dim_rank == 2 && lts.len() == 2 && lts[0].format == LevelFormat::Dense && self.plain_last_level()
    }

    /// True for a plain sparse vector: `(d0) -> (d0 : compressed)`, unique, ordered, any
    /// widths, no fixed values, no slices.
    pub fn is_plain_vector(&self) -> bool {
        self.dim_rank == 1 && self.lvl_types.len() == 1 && self.plain_last_level()
    }

    /// An identity map whose last level is compressed, unique and ordered, without fixed
    /// values or slices (what `is_plain_csr` / `is_plain_vector` share).
    fn plain_last_level(&self) -> bool {
        self.lvl_types
            .last()
            .is_some_and(|l| l.format == LevelFormat::Compressed && l.is_unique() && l.is_ordered())
            && self.is_identity()
            && self.explicit_val.is_none()
            && self.implicit_val.is_none()
            && self.dim_slices.iter().all(Option::is_none)
    }

    /// Number of levels.
    pub fn lvl_rank(&self) -> usize {
        self.lvl_types.len()
    }

    /// The level→dimension permutation when the map is a permutation.
    pub fn permutation(&self) -> Option<Vec<usize>> {
        if self.lvl_rank() != self.dim_rank {
            return None;
        }
        let mut seen = vec![false; self.dim_rank];
        let mut perm = Vec::with_capacity(self.dim_rank);
        for e in &self.lvl_exprs {
            match e {
                AffineExpr::Var(d) if !seen[*d as usize] => {
                    seen[*d as usize] = true;
                    perm.push(*d as usize);
                }
                _ => return None,
            }
        }
        Some(perm)
    }

    /// True for the identity map.
    pub fn is_identity(&self) -> bool {
        self.permutation().is_some_and(|p| p.iter().enumerate().all(|(l, &d)| l == d))
    }

    /// True when any dimension is sliced.
    pub fn is_slice(&self) -> bool {
        self.dim_slices.iter().any(Option::is_some)
    }

    /// The recognised shape of every level expression, or an "unsupported" error naming
    /// the level (e.g. the ELL form's counting symbol).
    pub fn lvl_kinds(&self) -> Result<Vec<LvlExprKind>> {
        self.lvl_exprs
            .iter()
            .enumerate()
            .map(|(l, e)| {
                LvlExprKind::classify(e).ok_or_else(|| {
                    StorageError::new(format!(
                        "unsupported: level {l} expression `{}` (storage supports d, \
                         d floordiv c, d mod c and the ELL count `d * (s0 * c)`)",
                        e.to_mlir_string()
                    ))
                })
            })
            .collect()
    }

    /// Level sizes for the given dimension sizes. A block level (`floordiv c`) needs its
    /// dimension to be a multiple of `c`: MLIR 22 silently computes wrong level sizes
    /// otherwise, we refuse.
    pub fn lvl_sizes(&self, dim_sizes: &[u64]) -> Result<Vec<u64>> {
        if dim_sizes.len() != self.dim_rank {
            return Err(StorageError::new(format!(
                "dimension-rank mismatch between encoding and tensor shape: {} != {}",
                self.dim_rank,
                dim_sizes.len()
            )));
        }
        let kinds = self.lvl_kinds()?;
        if kinds.iter().any(|k| matches!(k, LvlExprKind::Count(..))) && self.count_inverse().is_none() {
            return Err(StorageError::new(
                "unsupported: an ELL counting level needs every dimension stored by exactly one \
                 plain level (`d`) and no block levels",
            ));
        }
        kinds
            .iter()
            .map(|k| match *k {
                LvlExprKind::Dim(d) => Ok(dim_sizes[d as usize]),
                LvlExprKind::FloorDiv(d, c) => {
                    let size = dim_sizes[d as usize];
                    if !size.is_multiple_of(c) {
                        return Err(StorageError::new(format!(
                            "unsupported: dimension {d} of size {size} is not a multiple of \
                             the block size {c}"
                        )));
                    }
                    Ok(size / c)
                }
                LvlExprKind::Mod(_, c) | LvlExprKind::Count(_, c) => Ok(c),
            })
            .collect()
    }

    /// For a map with ELL counting levels (`[s0](d0, d1) -> (d0 * (s0 * 3), d0, d1)`),
    /// the level storing each dimension plainly — the inverse ignores the counting
    /// levels. `None` without counting levels, or when a dimension is not stored by
    /// exactly one plain level, or a level is a block level.
    pub fn count_inverse(&self) -> Option<Vec<usize>> {
        let kinds: Vec<LvlExprKind> =
            self.lvl_exprs.iter().map(LvlExprKind::classify).collect::<Option<_>>()?;
        if !kinds.iter().any(|k| matches!(k, LvlExprKind::Count(..))) {
            return None;
        }
        let mut level_of = vec![None; self.dim_rank];
        for (l, k) in kinds.iter().enumerate() {
            match *k {
                LvlExprKind::Dim(d) if level_of.get(d as usize) == Some(&None) => {
                    level_of[d as usize] = Some(l)
                }
                LvlExprKind::Count(d, _) if (d as usize) < self.dim_rank => {}
                _ => return None,
            }
        }
        level_of.into_iter().collect()
    }

    /// Translates dimension coordinates to level coordinates.
    pub fn dim_to_lvl(&self, dim_crd: &[u64], lvl_crd: &mut [u64]) -> Result<()> {
        let kinds = self.lvl_kinds()?;
        for (out, k) in lvl_crd.iter_mut().zip(&kinds) {
            *out = k.apply(dim_crd[k.dim()]).ok_or_else(|| {
                StorageError::new(
                    "unsupported: translating one coordinate through an ELL counting level (it \
                     depends on the other entries)",
                )
            })?;
        }
        Ok(())
    }

    /// Translates level coordinates back to dimension coordinates.
    pub fn lvl_to_dim(&self, lvl_crd: &[u64], dim_crd: &mut [u64]) -> Result<()> {
        let Some(map) = self.lvl_to_dim.as_ref() else {
            let level_of = self
                .count_inverse()
                .ok_or_else(|| StorageError::new("unsupported: encoding has no level-to-dimension map"))?;
            for (out, &l) in dim_crd.iter_mut().zip(&level_of) {
                *out = lvl_crd[l];
            }
            return Ok(());
        };
        for (out, e) in dim_crd.iter_mut().zip(map) {
            *out = e.eval_crd(lvl_crd) as u64;
        }
        Ok(())
    }

    /// First level of the trailing COO region stored as one interleaved (AoS) coordinate
    /// buffer: a non-unique compressed level followed only by non-`soa` singletons.
    pub fn aos_coo_start(&self) -> Option<usize> {
        let start = self.coo_start()?;
        self.lvl_types[start + 1..].iter().all(|t| !t.soa).then_some(start)
    }

    /// Where the coordinates of level `l` live: `(buffer level, stride, offset)` — the
    /// level's own buffer `(l, 1, 0)`, or inside an AoS COO region starting at `s` the
    /// region's interleaved buffer `(s, rank - s, l - s)`; `None` for a level without
    /// coordinates. Coordinate `q` of level `l` is entry `q * stride + offset`.
    pub fn crd_location(&self, l: usize) -> Option<(usize, usize, usize)> {
        match self.aos_coo_start() {
            Some(s) if l >= s => Some((s, self.lvl_rank() - s, l - s)),
            _ => self.lvl_types[l].has_crd().then_some((l, 1, 0)),
        }
    }

    /// The element type a kernel loads positions (`bits` = `posWidth`) or coordinates
    /// (`crdWidth`) at: `index` for 0 (native), else the signless integer of the storage
    /// width ([`crate::IdxWidth::from_bits`]: `i8`, `i16`, `i32`, `i64`), whose entries are
    /// unsigned (widened with `index_castui`).
    pub fn idx_elem(bits: u8) -> ElemType {
        use crate::index::IdxWidth;
        if bits == 0 {
            return ElemType::Index;
        }
        match IdxWidth::from_bits(bits) {
            IdxWidth::W8 => ElemType::I8,
            IdxWidth::W16 => ElemType::I16,
            IdxWidth::W32 => ElemType::I32,
            IdxWidth::W64 => ElemType::I64,
        }
    }

    /// First level of the trailing COO region (a non-unique compressed or loose level
    /// followed only by singletons), AoS or not.
    pub fn coo_start(&self) -> Option<usize> {
        let n = self.lvl_rank();
        (0..n.saturating_sub(1)).find(|&l| {
            self.lvl_types[l].starts_coo()
                && self.lvl_types[l + 1..].iter().all(|t| t.format == LevelFormat::Singleton)
        })
    }

    /// Number of leading batch levels.
    pub fn batch_rank(&self) -> usize {
        self.lvl_types.iter().take_while(|t| t.format == LevelFormat::Batch).count()
    }

    /// Whether the values are fixed by `explicitVal` (no values buffer is needed).
    pub fn explicit_value(&self) -> Option<Scalar> {
        self.explicit_val.map(|v| v.value)
    }
}

#[cfg(test)]
mod tests;

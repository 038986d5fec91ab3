//! The storage layout of a sparse tensor type as MLIR's verifiers see it: the buffers
//! (positions, coordinates, values) in order, the COO regions, level shapes.
//!
//! Why: `assemble`/`disassemble` take exactly the buffers the layout lists, with element
//! types from the encoding's widths; `coordinates` of an array-of-structures COO level is
//! a strided view; `reinterpret_map` compares level shapes computed from the dim→lvl map.

use crate::attrs::AffineMap;
use crate::types::DYNAMIC;
use sparsir_storage::encoding::affine::{AffineExpr, AffineOp};
use sparsir_storage::encoding::{Encoding, LevelFormat, LevelType};

/// A COO region: a compressed (or loose compressed) level followed by singletons.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CooSegment {
    /// First level.
    pub lo: usize,
    /// One past the last level.
    pub hi: usize,
    /// Stored structure-of-arrays (one coordinate buffer per level).
    pub soa: bool,
}

fn has_pos(t: LevelType) -> bool {
    matches!(t.format, LevelFormat::Compressed | LevelFormat::LooseCompressed)
}

fn has_crd(t: LevelType) -> bool {
    has_pos(t) || matches!(t.format, LevelFormat::Singleton | LevelFormat::NOutOfM { .. })
}

/// The COO regions of an encoding (none for a single level).
pub(crate) fn coo_segments(enc: &Encoding) -> Vec<CooSegment> {
    let lts = &enc.lvl_types;
    let mut out = Vec::new();
    if lts.len() <= 1 {
        return out;
    }
    let mut l = 0;
    while l < lts.len() {
        if has_pos(lts[l]) {
            let len = 1 + lts[l + 1..].iter().take_while(|t| t.format == LevelFormat::Singleton).count();
            if len > 1 {
                out.push(CooSegment { lo: l, hi: l + len, soa: lts[l + 1].soa });
            }
            l += len;
        } else {
            l += 1;
        }
    }
    out
}

/// First level of the array-of-structures COO region (the level rank when there is none).
pub(crate) fn aos_coo_start(enc: &Encoding) -> usize {
    match coo_segments(enc).first() {
        Some(s) if !s.soa => s.lo,
        _ => enc.lvl_rank(),
    }
}

/// What a storage buffer holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FieldKind {
    Positions,
    Coordinates,
    Values,
}

/// The data buffers of the storage, in order (levels' positions and coordinates, then the
/// values); an AoS COO region has one coordinate buffer for all its levels.
pub(crate) fn fields(enc: &Encoding) -> Vec<FieldKind> {
    let lts = &enc.lvl_types;
    let segs = coo_segments(enc);
    let mut segs = segs.iter().peekable();
    let mut out = Vec::new();
    let mut l = 0;
    while l < lts.len() {
        if has_pos(lts[l]) {
            out.push(FieldKind::Positions);
        }
        if has_crd(lts[l]) {
            out.push(FieldKind::Coordinates);
        }
        match segs.peek() {
            Some(s) if s.lo == l => {
                l = if s.soa { l + 1 } else { s.hi };
                segs.next();
            }
            _ => l += 1,
        }
    }
    out.push(FieldKind::Values);
    out
}

/// Level sizes from dimension sizes through the dim→lvl map, as MLIR computes them:
/// a level is static when its expression folds to a constant once every static dimension
/// is replaced by its largest coordinate (the size is that constant plus one), or when
/// it is `e mod c`.
pub(crate) fn lvl_shape(enc: &Encoding, dims: &[i64]) -> Vec<i64> {
    if let Some(perm) = enc.permutation() {
        return perm.iter().map(|&d| dims.get(d).copied().unwrap_or(DYNAMIC)).collect();
    }
    enc.lvl_exprs
        .iter()
        .map(|e| match substitute(e, dims) {
            Some(AffineExpr::Const(c)) => c.saturating_add(1),
            Some(AffineExpr::Bin(AffineOp::Mod, _, m)) => match *m {
                AffineExpr::Const(c) => c,
                _ => DYNAMIC,
            },
            _ => DYNAMIC,
        })
        .collect()
}

/// Replaces every static dimension by its largest coordinate, simplifying.
fn substitute(e: &AffineExpr, dims: &[i64]) -> Option<AffineExpr> {
    match e {
        AffineExpr::Var(d) => match dims.get(*d as usize) {
            Some(&s) if s != DYNAMIC => Some(AffineExpr::Const(s - 1)),
            _ => Some(e.clone()),
        },
        AffineExpr::Sym(_) | AffineExpr::Const(_) => Some(e.clone()),
        AffineExpr::Bin(op, a, b) => AffineExpr::binary(*op, substitute(a, dims)?, substitute(b, dims)?),
    }
}

/// True for a one-dimensional layout map `(d0) -> (d0 * s + o)` (a strided layout).
pub(crate) fn is_strided_map(m: &AffineMap) -> bool {
    fn linear(e: &AffineExpr) -> bool {
        match e {
            AffineExpr::Var(_) | AffineExpr::Sym(_) | AffineExpr::Const(_) => true,
            AffineExpr::Bin(AffineOp::Add, a, b) => linear(a) && linear(b),
            AffineExpr::Bin(AffineOp::Mul, a, b) => {
                linear(a) && linear(b) && (a.is_symbolic_or_constant() || b.is_symbolic_or_constant())
            }
            AffineExpr::Bin(..) => false,
        }
    }
    m.num_dims == 1 && m.exprs.len() == 1 && linear(&m.exprs[0])
}

//! The rules an encoding must satisfy, with MLIR 22's messages.
//!
//! Why: an invalid encoding must be refused where it is written, with the message a user
//! of `mlir-opt` would see, before any storage is built from it. [`verify`] checks the
//! encoding alone; [`verify_for_tensor`] checks it against a tensor's shape and element
//! type.

use super::{Encoding, LevelFormat};
use crate::elem::ElemType;
use crate::error::{Result, StorageError};

/// Checks the encoding on its own.
pub fn verify(enc: &Encoding) -> Result<()> {
    let err = |m: &str| Err(StorageError::new(m));
    if enc.lvl_types.is_empty() {
        return err("expected a non-empty array for lvlTypes");
    }
    if enc.lvl_exprs.len() != enc.lvl_types.len() {
        return Err(StorageError::new(format!(
            "level-rank mismatch between dimToLvl and lvlTypes: {} != {}",
            enc.lvl_exprs.len(),
            enc.lvl_types.len()
        )));
    }
    let mut seen_non_batch = false;
    for (l, t) in enc.lvl_types.iter().enumerate() {
        match t.format {
            LevelFormat::Batch if seen_non_batch => return err("Batch lvlType can only be leading levels."),
            LevelFormat::Batch => {}
            _ => seen_non_batch = true,
        }
        if t.soa && t.format != LevelFormat::Singleton {
            return err("SoA is only applicable to singleton lvlTypes.");
        }
        let props_allowed = matches!(
            t.format,
            LevelFormat::Compressed | LevelFormat::LooseCompressed | LevelFormat::Singleton
        );
        if (t.nonunique || t.nonordered) && !props_allowed {
            return err("invalid level type: level format doesn't support the properties");
        }
        if t.format == LevelFormat::Singleton {
            let parent_ok = l > 0
                && matches!(
                    enc.lvl_types[l - 1].format,
                    LevelFormat::Compressed | LevelFormat::LooseCompressed | LevelFormat::Singleton
                );
            if !parent_ok {
                return err("expected compressed or loose_compressed level before singleton level");
            }
        }
        if let LevelFormat::NOutOfM { .. } = t.format {
            if !enc.lvl_types[..l].iter().all(|p| p.format == LevelFormat::Dense) {
                return err("expected all dense lvlTypes before a n_out_of_m level");
            }
            if l + 1 != enc.lvl_types.len() {
                return err("expected n_out_of_m to be the last level type");
            }
        }
    }
    if enc.crd_width == 2 {
        let ok = enc
            .lvl_types
            .iter()
            .filter(|t| t.has_crd())
            .all(|t| matches!(t.format, LevelFormat::NOutOfM { m, .. } if m <= 4));
        if !ok {
            return err(
                "unexpected coordinate bitwidth: 2 (2-bit coordinates need structured levels with m <= 4)",
            );
        }
    }
    if !enc.dim_slices.is_empty() && enc.dim_slices.len() != enc.dim_rank {
        return err("expected a slice for every dimension");
    }
    Ok(())
}

/// Checks the encoding against a tensor type: `shape` (`None` = dynamic) and element type.
pub fn verify_for_tensor(enc: &Encoding, shape: &[Option<u64>], elem: ElemType) -> Result<()> {
    if enc.dim_rank != shape.len() {
        return Err(StorageError::new(format!(
            "dimension-rank mismatch between encoding and tensor shape: {} != {}",
            enc.dim_rank,
            shape.len()
        )));
    }
    for (what, v) in [("explicit", &enc.explicit_val), ("implicit", &enc.implicit_val)] {
        if let Some(v) = v {
            if v.ty != elem {
                return Err(StorageError::new(format!(
                    "{what} value type mismatch between encoding and tensor element type: '{}' != '{}'",
                    v.ty, elem
                )));
            }
        }
    }
    if let Some(v) = &enc.implicit_val {
        if !v.value.is_zero() {
            return Err(StorageError::new("implicit value must be zero"));
        }
    }
    Ok(())
}

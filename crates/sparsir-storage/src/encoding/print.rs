//! Printing encodings as MLIR 22 prints them.
//!
//! Why: `sparsir opt` must print encodings MLIR reads back, and users compare our output
//! with MLIR's. MLIR renames variables to `d0…`/`s0…`, drops defaults (widths 0, absent
//! values), and prints modern spellings (`loose_compressed`, `structured[2, 4]`), so the
//! seeds' `high` / `block2_4` spellings come out in today's form.

use super::affine::{infer_lvl_to_dim, AffineExpr};
use super::{DimSlice, Encoding, LevelFormat, LevelType, TypedScalar};
use crate::elem::Scalar;
use std::fmt::{self, Write};

impl fmt::Display for LevelType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.format {
            LevelFormat::Dense => f.write_str("dense")?,
            LevelFormat::Batch => f.write_str("batch")?,
            LevelFormat::Compressed => f.write_str("compressed")?,
            LevelFormat::LooseCompressed => f.write_str("loose_compressed")?,
            LevelFormat::Singleton => f.write_str("singleton")?,
            LevelFormat::NOutOfM { n, m } => write!(f, "structured[{n}, {m}]")?,
        }
        let props: Vec<&str> =
            [(self.nonunique, "nonunique"), (self.nonordered, "nonordered"), (self.soa, "soa")]
                .iter()
                .filter(|(on, _)| *on)
                .map(|(_, name)| *name)
                .collect();
        if !props.is_empty() {
            write!(f, "({})", props.join(", "))?;
        }
        Ok(())
    }
}

fn write_slice_part(f: &mut dyn Write, v: Option<u64>) -> fmt::Result {
    match v {
        Some(v) => write!(f, "{v}"),
        None => f.write_str("?"),
    }
}

fn write_slice(f: &mut dyn Write, s: &DimSlice) -> fmt::Result {
    f.write_str("#sparse_tensor<slice(")?;
    write_slice_part(f, s.offset)?;
    f.write_str(", ")?;
    write_slice_part(f, s.size)?;
    f.write_str(", ")?;
    write_slice_part(f, s.stride)?;
    f.write_str(")>")
}

/// Writes a float attribute value as MLIR does (`1.000000e+00`), falling back to the
/// shortest round-trip form when six decimals would lose precision.
fn write_float_attr(f: &mut dyn Write, v: f64) -> fmt::Result {
    let s = format!("{v:.6e}");
    let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let mlir = format!("{mantissa}e{}{:02}", if exp < 0 { '-' } else { '+' }, exp.abs());
    if mlir.parse::<f64>().ok() == Some(v) {
        f.write_str(&mlir)
    } else {
        write!(f, "{v:e}")
    }
}

fn write_typed_scalar(f: &mut dyn Write, s: &TypedScalar) -> fmt::Result {
    match s.value {
        Scalar::Int(v) => write!(f, "{v}")?,
        Scalar::Float(v) => write_float_attr(f, v)?,
        Scalar::Complex(re, im) => {
            f.write_str("(")?;
            write_float_attr(f, re)?;
            f.write_str(", ")?;
            write_float_attr(f, im)?;
            f.write_str(")")?;
        }
    }
    write!(f, " : {}", s.ty)
}

impl Encoding {
    /// Whether the level→dimension map differs from the one MLIR would infer, so that
    /// printing must spell it out.
    fn needs_explicit_inverse(&self) -> bool {
        match &self.lvl_to_dim {
            Some(given) => infer_lvl_to_dim(&self.lvl_exprs, self.dim_rank).as_ref() != Some(given),
            None => false,
        }
    }

    fn write_map(&self, f: &mut dyn Write) -> fmt::Result {
        let dim = |v: u32| format!("d{v}");
        let sym = |v: u32| format!("s{v}");
        let lvl = |v: u32| format!("l{v}");
        if self.num_symbols > 0 {
            let syms: Vec<String> = (0..self.num_symbols as u32).map(sym).collect();
            write!(f, "[{}]", syms.join(", "))?;
        }
        let explicit = self.needs_explicit_inverse();
        if explicit {
            let lvls: Vec<String> = (0..self.lvl_rank() as u32).map(lvl).collect();
            write!(f, "{{{}}}", lvls.join(", "))?;
        }
        f.write_str("(")?;
        for d in 0..self.dim_rank {
            if d > 0 {
                f.write_str(", ")?;
            }
            f.write_str(&dim(d as u32))?;
            if explicit {
                f.write_str(" = ")?;
                let inverse = self.lvl_to_dim.as_ref().expect("explicit inverse");
                inverse[d].write(f, &lvl, &sym)?;
            }
            if let Some(Some(s)) = self.dim_slices.get(d) {
                f.write_str(" : ")?;
                write_slice(f, s)?;
            }
        }
        f.write_str(") -> (")?;
        for (l, (e, t)) in self.lvl_exprs.iter().zip(&self.lvl_types).enumerate() {
            if l > 0 {
                f.write_str(", ")?;
            }
            if explicit {
                write!(f, "{} = ", lvl(l as u32))?;
            }
            AffineExpr::write(e, f, &dim, &sym)?;
            write!(f, " : {t}")?;
        }
        f.write_str(")")
    }
}

impl fmt::Display for Encoding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        s.push_str("#sparse_tensor.encoding<{ map = ");
        self.write_map(&mut s)?;
        if self.pos_width != 0 {
            write!(s, ", posWidth = {}", self.pos_width)?;
        }
        if self.crd_width != 0 {
            write!(s, ", crdWidth = {}", self.crd_width)?;
        }
        if let Some(v) = &self.explicit_val {
            s.push_str(", explicitVal = ");
            write_typed_scalar(&mut s, v)?;
        }
        if let Some(v) = &self.implicit_val {
            s.push_str(", implicitVal = ");
            write_typed_scalar(&mut s, v)?;
        }
        s.push_str(" }>");
        f.write_str(&s)
    }
}

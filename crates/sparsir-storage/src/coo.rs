//! Coordinate lists: the interchange form between files, dense data and storage.
//!
//! Why: every way into a sparse tensor (a Matrix Market file, a FROSTT file, a dense
//! array, another encoding) can produce a list of (coordinates, value) entries in any
//! order, possibly with duplicates. [`Coo`] is that list in *dimension* space; building
//! storage from it sums duplicates (DESIGN.md decision 5).
//!
//! Layout: coordinates are AoS, `rank` per entry. For a 3×4 matrix with entries
//! (0,0)=1.1, (1,2)=2.2, (1,3)=3.3:
//!
//! ```text
//! dim_sizes = [3, 4]
//! crds      = [0,0, 1,2, 1,3]
//! vals      = [1.1, 2.2, 3.3]
//! ```

use rayon::prelude::*;

use crate::elem::{ElemType, ValBuf};
use crate::error::{Result, StorageError};

/// Entries of a tensor in dimension coordinates, in any order, duplicates allowed.
#[derive(Clone, Debug, PartialEq)]
pub struct Coo {
    /// Size of each dimension.
    pub dim_sizes: Vec<u64>,
    /// AoS coordinates: entry `e` has `crds[e * rank .. (e + 1) * rank]`.
    pub crds: Vec<u64>,
    /// One value per entry.
    pub vals: ValBuf,
}

impl Coo {
    /// An empty list of the given shape and element type.
    pub fn new(dim_sizes: Vec<u64>, elem: ElemType) -> Coo {
        Coo { dim_sizes, crds: Vec::new(), vals: elem.empty_buf() }
    }

    /// Number of dimensions.
    pub fn rank(&self) -> usize {
        self.dim_sizes.len()
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.vals.len()
    }

    /// True when there are no entries.
    pub fn is_empty(&self) -> bool {
        self.vals.is_empty()
    }

    /// Coordinates of entry `e`.
    pub fn crd(&self, e: usize) -> &[u64] {
        let r = self.rank();
        &self.crds[e * r..(e + 1) * r]
    }

    /// Checks that the buffers agree and every coordinate is inside the shape.
    pub fn validate(&self) -> Result<()> {
        let r = self.rank();
        if self.crds.len() != self.vals.len() * r {
            return Err(StorageError::new(format!(
                "coordinate list has {} coordinates for {} values of rank {r}",
                self.crds.len(),
                self.vals.len()
            )));
        }
        if r == 0 {
            return Ok(());
        }
        let out_of_range = |crd: &[u64]| crd.iter().zip(&self.dim_sizes).any(|(c, s)| c >= s);
        let bad = self.crds.par_chunks_exact(r).position_first(out_of_range);
        if let Some(e) = bad {
            let crd = self.crd(e);
            let (d, (c, size)) =
                crd.iter().zip(&self.dim_sizes).enumerate().find(|(_, (c, s))| c >= s).expect("found above");
            return Err(StorageError::new(format!(
                "entry {e}: coordinate {c} of dimension {d} is out of range (size {size})"
            )));
        }
        Ok(())
    }
}

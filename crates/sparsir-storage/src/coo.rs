//! Coordinate lists: the interchange form between files, dense data and storage.
//!
//! Why: every way into a sparse tensor (a Matrix Market file, a FROSTT file, a dense
//! array, another encoding) can produce a list of (coordinates, value) entries in any
//! order, possibly with duplicates. [`Coo`] is that list in *dimension* space; building
//! storage from it sums duplicates (DESIGN.md decision 5).
//!
//! Layout: coordinates are AoS, `rank` per entry, stored as narrow as the dimension sizes
//! allow ([`Coo::crd_width`]: 32 bits unless a dimension has more than 2³² coordinates),
//! so a 2-D entry costs 8 bytes of coordinates, as scipy's `int32` COO does, not 16. For a
//! 3×4 matrix with entries (0,0)=1.1, (1,2)=2.2, (1,3)=3.3:
//!
//! ```text
//! dim_sizes = [3, 4]
//! crds      = U32 [0,0, 1,2, 1,3]
//! vals      = [1.1, 2.2, 3.3]
//! ```
//!
//! Any width is valid as long as it holds every coordinate (a list built from `u64`s may
//! stay 64-bit); [`Coo::push_crd`] widens the buffer rather than lose a coordinate that
//! does not fit, so an out-of-range coordinate still reaches [`Coo::validate`]. Lists
//! compare equal by their values, whatever their widths.

use std::borrow::Cow;
use std::ops::{Deref, DerefMut};

use rayon::prelude::*;

use crate::elem::{ElemType, ValBuf};
use crate::error::{Result, StorageError};
use crate::index::{Idx, IdxBuf, IdxWidth};
use crate::with_idx;

/// Entries of a tensor in dimension coordinates, in any order, duplicates allowed.
#[derive(Clone, Debug)]
pub struct Coo {
    /// Size of each dimension.
    pub dim_sizes: Vec<u64>,
    /// AoS coordinates: entry `e` has `crds[e * rank .. (e + 1) * rank]`, at a width that
    /// holds every one of them.
    pub crds: IdxBuf,
    /// One value per entry.
    pub vals: ValBuf,
}

impl PartialEq for Coo {
    fn eq(&self, other: &Coo) -> bool {
        self.dim_sizes == other.dim_sizes
            && self.vals == other.vals
            && self.crds.len() == other.crds.len()
            && with_idx!(&self.crds, a => with_idx!(&other.crds, b => {
                a.iter().zip(b.iter()).all(|(x, y)| x.get() == y.get())
            }))
    }
}

/// The coordinates of one entry, widened (inline up to rank 8).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Crd {
    /// Rank 8 or less: the coordinates and their count.
    Inline([u64; 8], usize),
    /// A higher rank.
    Heap(Vec<u64>),
}

impl Deref for Crd {
    type Target = [u64];
    fn deref(&self) -> &[u64] {
        match self {
            Crd::Inline(a, n) => &a[..*n],
            Crd::Heap(v) => v,
        }
    }
}

impl DerefMut for Crd {
    fn deref_mut(&mut self) -> &mut [u64] {
        match self {
            Crd::Inline(a, n) => &mut a[..*n],
            Crd::Heap(v) => v,
        }
    }
}

impl PartialEq<[u64]> for Crd {
    fn eq(&self, other: &[u64]) -> bool {
        **self == *other
    }
}

impl<const N: usize> PartialEq<&[u64; N]> for Crd {
    fn eq(&self, other: &&[u64; N]) -> bool {
        **self == other[..]
    }
}

impl Coo {
    /// An empty list of the given shape and element type, at [`Coo::crd_width`].
    pub fn new(dim_sizes: Vec<u64>, elem: ElemType) -> Coo {
        let crds = IdxBuf::new(Coo::crd_width(&dim_sizes));
        Coo { dim_sizes, crds, vals: elem.empty_buf() }
    }

    /// A list from 64-bit AoS coordinates (kept 64-bit: no pass over them).
    pub fn from_u64s(dim_sizes: Vec<u64>, crds: Vec<u64>, vals: ValBuf) -> Coo {
        Coo { dim_sizes, crds: crds.into(), vals }
    }

    /// The same list with its coordinates at [`Coo::crd_width`] when they are wider and
    /// every one fits (one parallel pass); else unchanged.
    pub fn narrowed(mut self) -> Coo {
        if Coo::crd_width(&self.dim_sizes) == IdxWidth::W32 {
            if let IdxBuf::U64(wide) = &self.crds {
                if wide.par_iter().all(|&c| c <= u32::MAX as u64) {
                    let narrow: Vec<u32> = wide.par_iter().map(|&c| c as u32).collect();
                    self.crds = narrow.into();
                }
            }
        }
        self
    }

    /// The width coordinates of a tensor of these dimension sizes need: 32 bits when every
    /// coordinate is below 2³², else 64.
    pub fn crd_width(dim_sizes: &[u64]) -> IdxWidth {
        if dim_sizes.iter().all(|&s| s <= 1 << 32) {
            IdxWidth::W32
        } else {
            IdxWidth::W64
        }
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

    /// Coordinates of entry `e`, widened.
    pub fn crd(&self, e: usize) -> Crd {
        let r = self.rank();
        if r <= 8 {
            let mut a = [0u64; 8];
            for (d, slot) in a[..r].iter_mut().enumerate() {
                *slot = self.crds.get(e * r + d);
            }
            Crd::Inline(a, r)
        } else {
            Crd::Heap((0..r).map(|d| self.crds.get(e * r + d)).collect())
        }
    }

    /// Coordinate `d` of entry `e`.
    #[inline]
    pub fn crd_at(&self, e: usize, d: usize) -> u64 {
        self.crds.get(e * self.rank() + d)
    }

    /// All coordinates as `u64` (borrowed when they are stored 64-bit).
    pub fn crds_u64(&self) -> Cow<'_, [u64]> {
        match &self.crds {
            IdxBuf::U64(v) => Cow::Borrowed(v.as_slice()),
            other => Cow::Owned(other.to_u64s()),
        }
    }

    /// Appends one coordinate, widening the buffer to 64 bits if it does not fit.
    #[inline]
    pub fn push_crd(&mut self, c: u64) {
        if c > self.crds.width().max() {
            self.crds = IdxBuf::U64(self.crds.to_u64s().into());
        }
        self.crds.push(c);
    }

    /// Appends coordinates (see [`Coo::push_crd`]).
    pub fn extend_crds(&mut self, crds: impl IntoIterator<Item = u64>) {
        for c in crds {
            self.push_crd(c);
        }
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
        let dims = &self.dim_sizes;
        let bad = with_idx!(&self.crds, crds => {
            let out_of_range = |crd: &[_]| crd.iter().zip(dims).any(|(c, s)| Idx::get(*c) >= *s);
            crds.par_chunks_exact(r).position_first(out_of_range)
        });
        if let Some(e) = bad {
            let crd = self.crd(e);
            let (d, (c, size)) =
                crd.iter().zip(dims).enumerate().find(|(_, (c, s))| c >= s).expect("found above");
            return Err(StorageError::new(format!(
                "entry {e}: coordinate {c} of dimension {d} is out of range (size {size})"
            )));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_are_as_narrow_as_the_dimensions_allow() {
        assert_eq!(Coo::crd_width(&[3, 1 << 32]), IdxWidth::W32);
        assert_eq!(Coo::crd_width(&[(1 << 32) + 1, 3]), IdxWidth::W64);
        let mut coo = Coo::new(vec![3, 4], ElemType::F64);
        coo.extend_crds([1, 2]);
        assert!(matches!(coo.crds, IdxBuf::U32(_)));
        assert_eq!(coo.crd(0), &[1, 2]);
    }

    #[test]
    fn a_coordinate_that_does_not_fit_widens_the_list_and_is_still_refused() {
        let mut coo = Coo::new(vec![3, 4], ElemType::F64);
        coo.extend_crds([1, 2, 1 << 40, 0]);
        coo.vals = ValBuf::F64(vec![1.0, 2.0].into());
        assert!(matches!(coo.crds, IdxBuf::U64(_)));
        assert_eq!(coo.crd(1), &[1 << 40, 0]);
        let err = coo.validate().unwrap_err().to_string();
        assert!(err.contains("coordinate 1099511627776 of dimension 0"), "{err}");
    }

    #[test]
    fn lists_compare_by_value_whatever_their_widths() {
        let vals = ValBuf::F64(vec![1.5].into());
        let wide = Coo::from_u64s(vec![3, 4], vec![2, 3], vals.clone());
        let narrow = Coo { dim_sizes: vec![3, 4], crds: vec![2u32, 3].into(), vals };
        assert_eq!(wide, narrow);
        assert_eq!(narrow.crds_u64().as_ref(), &[2, 3]);
        assert!(matches!(wide.clone().narrowed().crds, IdxBuf::U32(_)));
        let huge = Coo::from_u64s(vec![3, 4], vec![2, 1 << 33], ValBuf::F64(vec![1.5].into()));
        assert!(matches!(huge.narrowed().crds, IdxBuf::U64(_)), "a coordinate past 32 bits stays");
        assert_ne!(wide, Coo { crds: vec![2u32, 2].into(), ..narrow });
    }
}

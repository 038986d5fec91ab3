//! Slices as views: a tensor whose encoding has `dimSlices` keeps its source's buffers.
//!
//! Why: in MLIR `tensor.extract_slice` of a sparse tensor does not copy anything; the
//! result (`#sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(1, 3, 1)>, …) }>`)
//! is the source's storage seen through a window. `sparse_tensor.print`,
//! `number_of_entries`, `positions`, `coordinates` and `values` of a slice therefore show
//! the source's buffers, while everything that reads the tensor's *values* (convert,
//! densify, `foreach`, kernels) sees only the entries inside the window, at rebased
//! coordinates.
//!
//! A slice tensor here is a [`SparseTensor`] whose `enc` carries the window (every `?`
//! filled in with the run-time value), whose `dim_sizes` are the slice's sizes, and whose
//! `lvl_sizes` and buffers are the source's — the sizes the buffers are laid out for, so
//! walking and validating the storage work unchanged. The slice's own level sizes (what
//! `sparse_tensor.lvl` and `print`'s `lvl = …` report) are [`SparseTensor::view_lvl_sizes`].
//!
//! Example: the 5×6 CSR source `pos[1] = [0, 3, 7, 10, 13, 15]`,
//! `crd[1] = [0, 2, 4, 1, 2, 4, 5, 0, 3, 5, 1, 2, 4, 0, 5]`, viewed through
//! `slice(1, 3, 1)` × `slice(1, 3, 2)` keeps those buffers (`nse = 15`, `lvl = ( 3, 3 )`);
//! its entries are the source's rows 1–3, columns 1, 3, 5: stored `(1, 1)` becomes
//! `(0, 0)`, `(1, 5)` becomes `(0, 2)`, `(1, 2)` lies outside the window.
//!
//! Only maps that are permutations can be sliced (each level is one dimension); MLIR 22
//! computes wrong values for dense levels below the first one of a slice (it linearizes
//! with the slice's sizes) — here dense levels are walked at the source's sizes.

use std::sync::Arc;

use crate::encoding::{DimSlice, Encoding};
use crate::error::{Result, StorageError};
use crate::storage::{unsupported, SparseTensor};

/// One dimension's window with every parameter known.
#[derive(Clone, Copy, Debug)]
struct Window {
    offset: u64,
    size: u64,
    stride: u64,
}

impl Window {
    fn of(s: &DimSlice, dim_size: u64) -> Window {
        Window {
            offset: s.offset.unwrap_or(0),
            size: s.size.unwrap_or(dim_size),
            stride: s.stride.unwrap_or(1),
        }
    }

    /// The window coordinate of source coordinate `c`, if inside.
    fn inside(self, c: u64) -> Option<u64> {
        let st = self.stride.max(1);
        (c >= self.offset && (c - self.offset).is_multiple_of(st) && (c - self.offset) / st < self.size)
            .then(|| (c - self.offset) / st)
    }
}

impl SparseTensor {
    /// The slice of this tensor described by `enc` (this tensor's encoding with
    /// `dimSlices`, all parameters known) as a view of the same buffers. `dim_sizes` are
    /// the slice's sizes. A slice of a slice, a map that is not a permutation and an
    /// encoding that differs in anything but the slices are refused.
    pub fn slice_view(&self, enc: Arc<Encoding>, dim_sizes: Vec<u64>) -> Result<SparseTensor> {
        if self.enc.is_slice() {
            return Err(unsupported("a view of a slice (materialize the inner slice first)"));
        }
        if enc.permutation().is_none() {
            return Err(unsupported("slices of an encoding whose dim→lvl map is not a permutation"));
        }
        let plain = Encoding { dim_slices: Vec::new(), ..(*enc).clone() };
        let source = Encoding { dim_slices: Vec::new(), ..(*self.enc).clone() };
        if plain != source {
            return Err(unsupported("a slice stored with another encoding than its source"));
        }
        if dim_sizes.len() != self.dim_sizes.len() {
            return Err(StorageError::new("slice rank differs from its source's"));
        }
        for (d, s) in enc.dim_slices.iter().enumerate() {
            let Some(s) = s else {
                if dim_sizes[d] != self.dim_sizes[d] {
                    return Err(StorageError::new(format!("unsliced dimension {d} changes size")));
                }
                continue;
            };
            let (Some(o), Some(n), Some(st)) = (s.offset, s.size, s.stride) else {
                return Err(StorageError::new(format!("slice of dimension {d} has unknown parameters")));
            };
            if n != dim_sizes[d]
                || (n > 0 && o.saturating_add((n - 1).saturating_mul(st)) >= self.dim_sizes[d])
            {
                return Err(StorageError::new(format!(
                    "slice ({o}, {n}, {st}) does not fit dimension {d} of size {}",
                    self.dim_sizes[d]
                )));
            }
        }
        Ok(SparseTensor { enc, dim_sizes, ..self.clone() })
    }

    /// The level sizes of the tensor as its type sees them: for a slice, the window's
    /// (the storage's `lvl_sizes` are the source's); otherwise `lvl_sizes`.
    pub fn view_lvl_sizes(&self) -> Vec<u64> {
        match (self.enc.is_slice(), self.enc.permutation()) {
            (true, Some(perm)) => perm.iter().map(|&d| self.dim_sizes[d]).collect(),
            _ => self.lvl_sizes.clone(),
        }
    }

    /// Calls `f(dim_crd, value_index)` for every stored entry the tensor's value holds, in
    /// storage order: dimension coordinates, rebased into the window for a slice (entries
    /// outside it skipped). Fails on an encoding without a level→dimension map.
    pub fn for_each_entry(&self, mut f: impl FnMut(&[u64], usize)) -> Result<()> {
        let rank = self.dim_sizes.len();
        let mut dim = vec![0u64; rank];
        let mut err = None;
        if !self.enc.is_slice() {
            self.for_each_stored(|lvl, vi| match self.enc.lvl_to_dim(lvl, &mut dim) {
                Ok(()) => f(&dim, vi),
                Err(e) => err = Some(e),
            });
            return err.map_or(Ok(()), Err);
        }
        let windows: Vec<Option<Window>> = (0..rank)
            .map(|d| self.enc.dim_slices.get(d).copied().flatten().map(|s| Window::of(&s, self.dim_sizes[d])))
            .collect();
        let mut src = vec![0u64; rank];
        self.for_each_stored(|lvl, vi| {
            if let Err(e) = self.enc.lvl_to_dim(lvl, &mut src) {
                err = Some(e);
                return;
            }
            for d in 0..rank {
                dim[d] = match windows[d] {
                    None => src[d],
                    Some(w) => match w.inside(src[d]) {
                        Some(c) => c,
                        None => return,
                    },
                };
            }
            f(&dim, vi);
        });
        err.map_or(Ok(()), Err)
    }
}

//! Conversion between any two encodings.
//!
//! Why: `sparse_tensor.convert` and `sparsir convert` move a tensor between any pair of
//! encodings — different level formats, orders (CSR↔CSC), block maps (BSR), widths and
//! element types. The universal path translates every stored entry to the target's level
//! space and builds from the sorted list ([`crate::lvl_coo`]); because that sort is a
//! counting sort on the first level, permutations such as CSR→CSC cost O(nnz + size).

use std::sync::Arc;

use crate::elem::ElemType;
use crate::encoding::Encoding;
use crate::error::{Result, StorageError};
use crate::lvl_coo::LvlCoo;
use crate::storage::{unsupported, SparseTensor};

impl SparseTensor {
    /// Converts to another encoding (same shape and element type).
    pub fn convert(&self, target: Arc<Encoding>) -> Result<SparseTensor> {
        self.convert_to(target, self.elem)
    }

    /// Converts to another encoding and element type.
    pub fn convert_to(&self, target: Arc<Encoding>, elem: ElemType) -> Result<SparseTensor> {
        if target.dim_rank != self.dim_sizes.len() {
            return Err(StorageError::new(format!(
                "dimension-rank mismatch between encoding and tensor shape: {} != {}",
                target.dim_rank,
                self.dim_sizes.len()
            )));
        }
        if target.is_slice() {
            return Err(unsupported("converting into a slice encoding"));
        }
        if elem == self.elem {
            if let Some(fast) = crate::fast2d::convert(self, &target) {
                return fast;
            }
        }
        let lcoo = self.to_lvl_coo(&target)?;
        let lcoo = LvlCoo { vals: lcoo.vals.cast(elem), ..lcoo };
        let lcoo = lcoo.sort_dedup()?;
        SparseTensor::from_sorted_lvl_coo(target, elem, self.dim_sizes.clone(), lcoo)
    }

    /// Every stored entry, translated into `target`'s level space (unsorted).
    pub fn to_lvl_coo(&self, target: &Encoding) -> Result<LvlCoo> {
        let lvl_sizes = target.lvl_sizes(&self.dim_sizes)?;
        let kinds = target.lvl_kinds()?;
        if kinds.iter().any(|k| k.apply(0).is_none()) {
            // ELL counting levels depend on all the entries: translate them together.
            return LvlCoo::from_coo(target, &self.to_coo()?);
        }
        let n = self.values.len();
        let mut crds: Vec<Vec<u64>> = vec![Vec::with_capacity(n); kinds.len()];
        let mut picks = Vec::with_capacity(n);
        let mut err = None;
        self.for_each_entry(|dim_crd, vi| {
            if dim_crd.iter().zip(&self.dim_sizes).any(|(c, s)| c >= s) {
                err =
                    Some(StorageError::new(format!("stored entry {dim_crd:?} lies outside the dimensions")));
                return;
            }
            for (out, k) in crds.iter_mut().zip(&kinds) {
                out.extend(k.apply(dim_crd[k.dim()]));
            }
            picks.push(vi);
        })?;
        if let Some(e) = err {
            return Err(e);
        }
        Ok(LvlCoo { lvl_sizes, crds, vals: self.values.gather(&picks) })
    }
}

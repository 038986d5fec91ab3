//! [`RefTensor`]: a tensor as the reference evaluator sees it — every entry's value and
//! whether it is stored.
//!
//! Why: "present" means *stored*, not non-zero (an explicit 0 is present), so a tensor is
//! a dense array of values plus a dense array of flags. Conversions to and from
//! `sparsir_storage` let tests build inputs from storage and print expected outputs with
//! the storage crate's MLIR-identical printer.

use std::sync::Arc;

use sparsir_exec::scalar::binary;
use sparsir_exec::Val;
use sparsir_loops::BinOp;
use sparsir_storage::{Coo, ElemType, Encoding, Scalar, SparseTensor};

/// A tensor of any rank, row-major; `present[i]` says whether entry `i` is stored.
#[derive(Clone, Debug, PartialEq)]
pub struct RefTensor {
    /// Dimension sizes (empty for rank 0).
    pub shape: Vec<u64>,
    /// Element type.
    pub elem: ElemType,
    /// One value per entry (0 where not stored).
    pub vals: Vec<Scalar>,
    /// One flag per entry: stored or not.
    pub present: Vec<bool>,
}

impl RefTensor {
    /// A tensor storing every entry.
    pub fn dense(shape: Vec<u64>, elem: ElemType, vals: Vec<Scalar>) -> RefTensor {
        let present = vec![true; vals.len()];
        RefTensor { shape, elem, vals, present }
    }

    /// A tensor storing nothing (`tensor.empty` of a sparse type).
    pub fn empty(shape: Vec<u64>, elem: ElemType) -> RefTensor {
        let n = shape.iter().product::<u64>() as usize;
        RefTensor { shape, elem, vals: vec![elem.zero(); n], present: vec![false; n] }
    }

    /// A tensor storing the given entries; duplicates are summed (DESIGN.md decision 5).
    pub fn from_entries(
        shape: Vec<u64>,
        elem: ElemType,
        entries: &[(Vec<u64>, Scalar)],
    ) -> Result<RefTensor, String> {
        let mut t = RefTensor::empty(shape, elem);
        for (crd, v) in entries {
            let i = t.index(crd)?;
            let v = Val::from_scalar(*v, elem);
            let sum = if t.present[i] { binary(add_op(elem), elem, &t.val(i), &v)? } else { v };
            t.set(i, &sum, true)?;
        }
        Ok(t)
    }

    /// The stored entries of sparse storage (duplicates summed).
    pub fn from_storage(st: &SparseTensor) -> Result<RefTensor, String> {
        let coo = st.to_coo().map_err(|e| e.to_string())?;
        let entries: Vec<(Vec<u64>, Scalar)> =
            (0..coo.len()).map(|e| (coo.crd(e).to_vec(), coo.vals.get(e))).collect();
        RefTensor::from_entries(st.dim_sizes.clone(), st.elem_type(), &entries)
    }

    /// Number of entries (product of the shape; 1 for rank 0).
    pub fn len(&self) -> usize {
        self.shape.iter().product::<u64>() as usize
    }

    /// True when the tensor has no entries (a zero-sized dimension).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The row-major index of coordinates `crd`.
    pub fn index(&self, crd: &[u64]) -> Result<usize, String> {
        if crd.len() != self.shape.len() || crd.iter().zip(&self.shape).any(|(c, s)| c >= s) {
            return Err(format!("coordinates {crd:?} outside shape {:?}", self.shape));
        }
        Ok(crd.iter().zip(&self.shape).fold(0usize, |i, (&c, &s)| i * s as usize + c as usize))
    }

    /// The coordinates of row-major index `i`.
    pub fn coords(&self, mut i: usize) -> Vec<u64> {
        let mut crd = vec![0; self.shape.len()];
        for d in (0..self.shape.len()).rev() {
            let s = self.shape[d] as usize;
            crd[d] = (i % s) as u64;
            i /= s;
        }
        crd
    }

    /// Entry `i` as a run-time value of the element type.
    pub fn val(&self, i: usize) -> Val {
        Val::from_scalar(self.vals[i], self.elem)
    }

    /// Sets entry `i` to `v` and its stored flag to `present`.
    pub fn set(&mut self, i: usize, v: &Val, present: bool) -> Result<(), String> {
        self.vals[i] = v.to_scalar().ok_or("a non-scalar value for a tensor entry")?;
        self.present[i] = present;
        Ok(())
    }

    /// The stored entries as a coordinate list (row-major order).
    pub fn to_coo(&self) -> Coo {
        let mut coo = Coo::new(self.shape.clone(), self.elem);
        for i in (0..self.len()).filter(|&i| self.present[i]) {
            coo.extend_crds(self.coords(i));
            coo.vals.push_scalar(self.vals[i]);
        }
        coo
    }

    /// Storage of encoding `enc` holding exactly the stored entries (explicit zeros too).
    pub fn to_storage(&self, enc: Arc<Encoding>) -> Result<SparseTensor, String> {
        SparseTensor::from_coo(enc, &self.to_coo()).map_err(|e| e.to_string())
    }
}

fn add_op(elem: ElemType) -> BinOp {
    if elem.is_complex() {
        BinOp::CAdd
    } else if elem.is_float() {
        BinOp::AddF
    } else {
        BinOp::AddI
    }
}

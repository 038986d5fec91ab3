//! Run-time values of loop-IR variables.
//!
//! Why: the interpreter and the runtime functions exchange these. Scalars are kept in
//! their widest form (`i64` for every integer type, sign-extended to the type's width,
//! `i1` as 0/1; `f64` for every float type, already rounded to the type's precision;
//! two `f64`s for complex), so arithmetic is one code path per kind. Buffers are shared
//! (`memref` semantics: every copy of a buffer value sees writes); tensors are immutable
//! objects behind `Rc` (value semantics: an "update" makes a new tensor). A [`View`] is
//! a read-only buffer that is one buffer of a tensor, not a copy of it: kernels read level
//! buffers at their stored widths and dense inputs in place through views.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use sparsir_storage::{Coo, ElemType, Encoding, IdxBuf, IdxWidth, Scalar, SparseTensor, ValBuf};

/// A buffer shared by reference.
pub type BufRef = Rc<RefCell<ValBuf>>;

/// The value of a variable.
#[derive(Clone, Debug)]
pub enum Val {
    /// Not yet assigned.
    Unset,
    /// Any integer type, `i1` and `index`.
    Int(i64),
    /// Any float type.
    Float(f64),
    /// Complex (re, im).
    Complex(f64, f64),
    /// A 1-D buffer.
    Buf(BufRef),
    /// A read-only 1-D buffer inside a tensor (loads and lengths only).
    View(View),
    /// A runtime object.
    Obj(Rc<Object>),
}

/// Which buffer of a tensor a [`View`] shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewSel {
    /// The positions of level `l` of a sparse tensor (empty where the level has none).
    Pos(usize),
    /// The coordinates buffer of level `l` (empty where the level has none; for the
    /// levels of an AoS COO region, the region's interleaved buffer lives at its first
    /// level — see `SparseTensor::crd_location`).
    Crd(usize),
    /// The values of a sparse tensor.
    Values,
    /// The row-major values of a dense tensor.
    Dense,
}

/// A read-only view of one buffer of a tensor: no copy, the tensor kept alive by its
/// `Rc`. The buffer is immutable for the view's whole life (tensors have value semantics),
/// so the slice behind [`View::data`] / [`View::raw`] stays valid while the view lives.
#[derive(Clone, Debug)]
pub struct View {
    obj: Rc<Object>,
    sel: ViewSel,
}

/// The typed buffer behind a [`View`].
#[derive(Clone, Copy, Debug)]
pub enum ViewData<'a> {
    /// Positions or coordinates at their stored width (`u8` … `u64`, unsigned).
    Idx(&'a IdxBuf),
    /// Values.
    Vals(&'a ValBuf),
}

/// A view as a native backend passes it: the first element, the number of elements and
/// their loop-IR element type (`I8`/`I16`/`I32`/`I64`/`Index` for positions and
/// coordinates — `Encoding::idx_elem` of the width — read as unsigned; the tensor's
/// element type for values).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RawSlice {
    /// The first element (dangling but aligned when `len` is 0).
    pub ptr: *const u8,
    /// The number of elements.
    pub len: usize,
    /// The element type.
    pub elem: ElemType,
}

static EMPTY_U8: IdxBuf = IdxBuf::U8(sparsir_storage::Buf::new());
static EMPTY_U16: IdxBuf = IdxBuf::U16(sparsir_storage::Buf::new());
static EMPTY_U32: IdxBuf = IdxBuf::U32(sparsir_storage::Buf::new());
static EMPTY_U64: IdxBuf = IdxBuf::U64(sparsir_storage::Buf::new());

fn empty_idx(w: IdxWidth) -> &'static IdxBuf {
    match w {
        IdxWidth::W8 => &EMPTY_U8,
        IdxWidth::W16 => &EMPTY_U16,
        IdxWidth::W32 => &EMPTY_U32,
        IdxWidth::W64 => &EMPTY_U64,
    }
}

impl View {
    /// A view of `sel` in the tensor `obj`. Fails unless `obj` is a tensor with that
    /// buffer: a finished sparse tensor for `Pos`/`Crd`/`Values` (level in range), a
    /// dense one for `Dense`.
    pub fn new(obj: Rc<Object>, sel: ViewSel) -> Result<View, String> {
        let ok = match (&*obj, sel) {
            (Object::Tensor(Tensor::Sparse(s)), ViewSel::Pos(l) | ViewSel::Crd(l)) => l < s.levels.len(),
            (Object::Tensor(Tensor::Sparse(_)), ViewSel::Values) => true,
            (Object::Tensor(Tensor::Dense(_)), ViewSel::Dense) => true,
            _ => false,
        };
        if !ok {
            return Err(format!("internal error: no {sel:?} buffer to view in this object"));
        }
        Ok(View { obj, sel })
    }

    /// Which buffer this is.
    pub fn sel(&self) -> ViewSel {
        self.sel
    }

    /// The typed buffer (borrowed from the tensor; no copy).
    pub fn data(&self) -> ViewData<'_> {
        let t = match &*self.obj {
            Object::Tensor(t) => t,
            Object::Str(_) | Object::Rng(_) => unreachable!("checked by View::new"),
        };
        match (t, self.sel) {
            (Tensor::Sparse(s), ViewSel::Pos(l)) => {
                ViewData::Idx(s.levels[l].pos.as_ref().unwrap_or(empty_idx(s.pos_width())))
            }
            (Tensor::Sparse(s), ViewSel::Crd(l)) => {
                ViewData::Idx(s.levels[l].crd.as_ref().unwrap_or(empty_idx(s.crd_width())))
            }
            (Tensor::Sparse(s), ViewSel::Values) => ViewData::Vals(&s.values),
            (Tensor::Dense(d), ViewSel::Dense) => ViewData::Vals(&d.vals),
            _ => unreachable!("checked by View::new"),
        }
    }

    /// The element type a kernel loads from this view (`Encoding::idx_elem` for positions
    /// and coordinates).
    pub fn elem(&self) -> ElemType {
        let Object::Tensor(t) = &*self.obj else { unreachable!("checked by View::new") };
        match (t, self.sel) {
            (Tensor::Sparse(s), ViewSel::Pos(_)) => Encoding::idx_elem(s.enc.pos_width),
            (Tensor::Sparse(s), ViewSel::Crd(_)) => Encoding::idx_elem(s.enc.crd_width),
            _ => t.elem_type(),
        }
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        match self.data() {
            ViewData::Idx(b) => b.len(),
            ViewData::Vals(b) => b.len(),
        }
    }

    /// True when the view has no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Element `i` (`None` out of bounds); index entries are unsigned.
    pub fn get(&self, i: usize) -> Option<Scalar> {
        if i >= self.len() {
            return None;
        }
        Some(match self.data() {
            ViewData::Idx(b) => Scalar::Int(b.get(i) as i128),
            ViewData::Vals(b) => b.get(i),
        })
    }

    /// Pointer, length and element type, for handing the buffer to native code (valid
    /// while this view, or any clone of it, lives; never written through).
    pub fn raw(&self) -> RawSlice {
        let (ptr, len) = match self.data() {
            ViewData::Idx(b) => sparsir_storage::with_idx!(b, v => (v.as_ptr().cast::<u8>(), v.len())),
            ViewData::Vals(b) => sparsir_storage::with_vals!(b, v => (v.as_ptr().cast::<u8>(), v.len())),
        };
        RawSlice { ptr, len, elem: self.elem() }
    }
}

/// What a handle refers to.
#[derive(Debug)]
pub enum Object {
    /// A tensor.
    Tensor(Tensor),
    /// A string (a file name).
    Str(String),
    /// A random-number generator of MLIR's runner utilities (`rtsrand`); `None` once
    /// released by `rtdrand`.
    Rng(RefCell<Option<crate::runtime::runner_random::Mt19937>>),
}

/// A tensor at run time.
#[derive(Clone, Debug)]
pub enum Tensor {
    /// Dense, row-major over the dimensions.
    Dense(DenseTensor),
    /// Sparse storage of any encoding.
    Sparse(SparseTensor),
    /// A sparse tensor being built by `tensor.insert` (finished by `sparse_tensor.load`).
    Pending(PendingTensor),
}

/// A dense tensor.
#[derive(Clone, Debug, PartialEq)]
pub struct DenseTensor {
    /// The dimension sizes.
    pub shape: Vec<u64>,
    /// The values, row-major.
    pub vals: ValBuf,
}

/// A sparse tensor under construction: the inserted entries, in insertion order (a later
/// insert at the same coordinates overwrites an earlier one).
///
/// Versions share one append-only entry list; a version sees its first `len` entries.
/// Inserting into the newest version appends in place (a loop of `tensor.insert` costs
/// O(1) per entry, not a copy of everything inserted so far); inserting into an older
/// version — the program kept it and branched — copies its prefix first. Value
/// semantics hold either way: no version ever sees another's later entries.
#[derive(Clone, Debug)]
pub struct PendingTensor {
    /// The target encoding.
    pub enc: Arc<Encoding>,
    entries: Rc<RefCell<Coo>>,
    len: usize,
}

impl PendingTensor {
    /// A pending tensor holding `coo`'s entries.
    pub fn new(enc: Arc<Encoding>, coo: Coo) -> PendingTensor {
        let len = coo.len();
        PendingTensor { enc, entries: Rc::new(RefCell::new(coo)), len }
    }

    /// This version's entries, copied.
    pub fn coo(&self) -> Coo {
        let all = self.entries.borrow();
        if all.len() == self.len {
            return all.clone();
        }
        let mut vals = all.vals.elem_type().buf_with_capacity(self.len);
        for e in 0..self.len {
            vals.push_scalar(all.vals.get(e));
        }
        let n = self.len * all.rank();
        let crds = sparsir_storage::with_idx!(&all.crds, c => sparsir_storage::IdxBuf::from(c[..n].to_vec()));
        Coo { dim_sizes: all.dim_sizes.clone(), crds, vals }
    }

    /// The element type.
    pub fn elem_type(&self) -> ElemType {
        self.entries.borrow().vals.elem_type()
    }

    /// The dimension sizes.
    pub fn dim_sizes(&self) -> Vec<u64> {
        self.entries.borrow().dim_sizes.clone()
    }

    /// The value of the last entry at `crd` in this version, if any.
    pub fn lookup(&self, crd: &[u64]) -> Option<Scalar> {
        let all = self.entries.borrow();
        (0..self.len).rev().find(|&e| *all.crd(e) == *crd).map(|e| all.vals.get(e))
    }

    /// A new version with `vals.len()` more entries (`crds`: their dimension
    /// coordinates, rank per entry).
    pub fn appended(&self, crds: &[u64], vals: &[Scalar]) -> PendingTensor {
        let newest = self.entries.borrow().len() == self.len;
        let entries = if newest { self.entries.clone() } else { Rc::new(RefCell::new(self.coo())) };
        {
            let mut all = entries.borrow_mut();
            all.extend_crds(crds.iter().copied());
            for &v in vals {
                all.vals.push_scalar(v);
            }
        }
        PendingTensor { enc: self.enc.clone(), entries, len: self.len + vals.len() }
    }
}

impl Val {
    /// A value of `ty` from a storage scalar.
    pub fn from_scalar(s: Scalar, ty: ElemType) -> Val {
        match s {
            Scalar::Int(v) => crate::scalar::int_val(v as i64, ty),
            Scalar::Float(v) => crate::scalar::float_val(v, ty),
            Scalar::Complex(re, im) => crate::scalar::complex_val(re, im, ty),
        }
    }

    /// The storage scalar of this value (`None` for buffers and handles).
    pub fn to_scalar(&self) -> Option<Scalar> {
        Some(match *self {
            Val::Int(v) => Scalar::Int(v as i128),
            Val::Float(v) => Scalar::Float(v),
            Val::Complex(re, im) => Scalar::Complex(re, im),
            _ => return None,
        })
    }

    /// The integer inside (0 for non-integers).
    pub fn int(&self) -> i64 {
        match *self {
            Val::Int(v) => v,
            _ => 0,
        }
    }

    /// The float inside (0 for non-floats).
    pub fn float(&self) -> f64 {
        match *self {
            Val::Float(v) => v,
            _ => 0.0,
        }
    }

    /// A new handle to a tensor.
    pub fn tensor(t: Tensor) -> Val {
        Val::Obj(Rc::new(Object::Tensor(t)))
    }

    /// A new buffer value.
    pub fn buf(b: ValBuf) -> Val {
        Val::Buf(Rc::new(RefCell::new(b)))
    }
}

impl Tensor {
    /// The dimension sizes.
    pub fn shape(&self) -> Vec<u64> {
        match self {
            Tensor::Dense(d) => d.shape.clone(),
            Tensor::Sparse(s) => s.dim_sizes.clone(),
            Tensor::Pending(p) => p.dim_sizes(),
        }
    }

    /// The rank and the size of dimension `d` (`None` past the rank), without copying the
    /// shape (`tensor.dim` runs once per dimension per call).
    pub fn dim_size(&self, d: usize) -> (usize, Option<u64>) {
        match self {
            Tensor::Dense(t) => (t.shape.len(), t.shape.get(d).copied()),
            Tensor::Sparse(s) => (s.dim_sizes.len(), s.dim_sizes.get(d).copied()),
            Tensor::Pending(p) => {
                let sizes = p.dim_sizes();
                (sizes.len(), sizes.get(d).copied())
            }
        }
    }

    /// The element type.
    pub fn elem_type(&self) -> ElemType {
        match self {
            Tensor::Dense(d) => d.vals.elem_type(),
            Tensor::Sparse(s) => s.elem_type(),
            Tensor::Pending(p) => p.elem_type(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::PendingTensor;
    use sparsir_storage::{Coo, ElemType, Encoding, Scalar};
    use std::sync::Arc;

    /// Appending to the newest version shares the list; appending to an older one must
    /// not show the newer version's entries (value semantics), nor disturb it.
    #[test]
    fn pending_versions_keep_value_semantics() {
        let enc =
            Arc::new(Encoding::parse("#sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>").unwrap());
        let empty = PendingTensor::new(enc, Coo::new(vec![8], ElemType::F64));
        let a = empty.appended(&[1], &[Scalar::Float(1.0)]);
        let b = a.appended(&[2], &[Scalar::Float(2.0)]);
        let c = a.appended(&[3], &[Scalar::Float(3.0)]);
        let d = b.appended(&[4, 5], &[Scalar::Float(4.0), Scalar::Float(5.0)]);
        assert_eq!(empty.coo().crds_u64().as_ref(), &[] as &[u64]);
        assert_eq!(a.coo().crds_u64().as_ref(), &[1]);
        assert_eq!(b.coo().crds_u64().as_ref(), &[1, 2]);
        assert_eq!(c.coo().crds_u64().as_ref(), &[1, 3]);
        assert_eq!(d.coo().crds_u64().as_ref(), &[1, 2, 4, 5]);
        assert_eq!(c.lookup(&[2]), None);
        assert_eq!(d.lookup(&[2]), Some(Scalar::Float(2.0)));
        assert_eq!(c.coo().vals.get(1), Scalar::Float(3.0));
    }
}

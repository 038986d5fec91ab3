//! Run-time values of loop-IR variables.
//!
//! Why: the interpreter and the runtime functions exchange these. Scalars are kept in
//! their widest form (`i64` for every integer type, sign-extended to the type's width,
//! `i1` as 0/1; `f64` for every float type, already rounded to the type's precision;
//! two `f64`s for complex), so arithmetic is one code path per kind. Buffers are shared
//! (`memref` semantics: every copy of a buffer value sees writes); tensors are immutable
//! objects behind `Rc` (value semantics: an "update" makes a new tensor).

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use sparsir_storage::{Coo, ElemType, Encoding, Scalar, SparseTensor, ValBuf};

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
    /// A runtime object.
    Obj(Rc<Object>),
}

/// What a handle refers to.
#[derive(Debug)]
pub enum Object {
    /// A tensor.
    Tensor(Tensor),
    /// A string (a file name).
    Str(String),
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

/// A sparse tensor under construction: the inserted entries, in insertion order.
#[derive(Clone, Debug)]
pub struct PendingTensor {
    /// The target encoding.
    pub enc: Arc<Encoding>,
    /// The entries so far (dimension coordinates); a later insert at the same
    /// coordinates overwrites an earlier one.
    pub coo: Coo,
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
            Tensor::Pending(p) => p.coo.dim_sizes.clone(),
        }
    }

    /// The element type.
    pub fn elem_type(&self) -> ElemType {
        match self {
            Tensor::Dense(d) => d.vals.elem_type(),
            Tensor::Sparse(s) => s.elem_type(),
            Tensor::Pending(p) => p.coo.vals.elem_type(),
        }
    }
}

//! One planned einsum kernel called straight on scipy / numpy objects.
//!
//! Why: issue 15 asks for a call from Python under 10 µs; building the argument tuples in
//! Python and reading them back here cost a third of that for a 10 × 10 SpMV. A
//! [`FastCall`] remembers, per operand, the layout the kernel was compiled for (CSR/CSC
//! with the encoding's index widths, or a dense array) and the exact numpy dtype objects
//! of the planning call; a later call reads the operands' arrays by attribute, checks
//! that every dtype is *the same object* (numpy's built-in dtypes are singletons) and
//! that the ranks agree, and runs the kernel. Anything else — another dtype, a strided
//! array, storage that fails validation — answers `None` before anything runs, and the
//! caller takes the general path, which copies or reports the error as before.
//!
//! Example: planned on a `csr_array` of `float64` with `int32` indices and a `float64`
//! vector, `FastCall.call(program, (A, x))` reads `A.data`, `A.indptr`, `A.indices`,
//! `A.shape`, assembles them without a copy and returns `y` as a numpy array.

use std::sync::Arc;

use numpy::{PyUntypedArray, PyUntypedArrayMethods};
use pyo3::exceptions::PyValueError;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::PyTuple;
use sparsir::Value;
use sparsir_storage::ElemType;

use crate::foreign::{val_buf, vals_to_numpy};
use crate::marshal::{assembled, elem_of, encoding, shape_of, EncInfo};

/// What one operand must be for the fast call.
enum Operand {
    /// A scipy CSR / CSC object: its `data`, `indptr`, `indices` dtypes and rank.
    Compressed { info: Arc<EncInfo>, elem: ElemType, dtypes: [Py<PyAny>; 3], rank: usize },
    /// A numpy array of this dtype and rank.
    Dense { elem: ElemType, dtype: Py<PyAny>, rank: usize },
}

/// A planned kernel (function `kernel`, one dense result) and its operands' layouts.
#[pyclass(module = "sparsir._sparsir")]
pub struct FastCall {
    operands: Vec<Operand>,
}

#[pymethods]
impl FastCall {
    /// `specs`: per operand `("sparse", encoding id, elem, data dtype, indptr dtype,
    /// indices dtype, rank)` or `("dense", elem, dtype, rank)`.
    #[new]
    fn new(specs: Vec<Bound<'_, PyTuple>>) -> PyResult<FastCall> {
        let mut operands = Vec::with_capacity(specs.len());
        for t in specs {
            let tag: String = t.get_item(0)?.extract()?;
            operands.push(match tag.as_str() {
                "sparse" => Operand::Compressed {
                    info: encoding(&t.get_item(1)?)?,
                    elem: elem_of(&t.get_item(2)?.extract::<String>()?)?,
                    dtypes: [t.get_item(3)?.unbind(), t.get_item(4)?.unbind(), t.get_item(5)?.unbind()],
                    rank: t.get_item(6)?.extract()?,
                },
                "dense" => Operand::Dense {
                    elem: elem_of(&t.get_item(1)?.extract::<String>()?)?,
                    dtype: t.get_item(2)?.unbind(),
                    rank: t.get_item(3)?.extract()?,
                },
                other => return Err(PyValueError::new_err(format!("unknown operand kind '{other}'"))),
            });
        }
        Ok(FastCall { operands })
    }

    /// Runs the kernel of `program` (a native `Program`) on `operands` in at most
    /// `threads` threads: its dense result as a numpy array, or `None` (nothing run) when
    /// an operand is not in the planned layout.
    #[pyo3(signature = (program, operands, threads = None))]
    fn call<'py>(
        &self,
        program: PyRef<'py, crate::Program>,
        operands: &Bound<'py, PyTuple>,
        threads: Option<usize>,
    ) -> PyResult<Option<Bound<'py, PyAny>>> {
        let py = operands.py();
        if operands.len() != self.operands.len() {
            return Ok(None);
        }
        let mut values = Vec::with_capacity(self.operands.len());
        for (i, (want, obj)) in self.operands.iter().zip(operands.iter()).enumerate() {
            match value_of(want, &obj, i) {
                Some(v) => values.push(v),
                None => return Ok(None),
            }
        }
        let out = crate::run(py, &program.inner, "kernel", values, threads)?;
        let Some(Ok(dense)) = out.into_iter().next().map(Value::into_dense) else {
            return Err(crate::Error::new_err("internal error: the planned kernel gave no dense result"));
        };
        let vals = vals_to_numpy(py, dense.vals)?;
        if dense.shape.len() == 1 {
            return Ok(Some(vals));
        }
        Ok(Some(vals.call_method1(intern!(py, "reshape"), (PyTuple::new(py, dense.shape)?,))?))
    }
}

/// The value for operand `i` when it has the planned layout (`None`: take the general
/// path, which copies or reports the problem).
fn value_of(want: &Operand, obj: &Bound<'_, PyAny>, i: usize) -> Option<Value> {
    let py = obj.py();
    let what = format_args!("argument {i} of 'kernel'");
    match want {
        Operand::Compressed { info, elem, dtypes, rank } => {
            let arrays = [
                obj.getattr(intern!(py, "data")).ok()?,
                obj.getattr(intern!(py, "indptr")).ok()?,
                obj.getattr(intern!(py, "indices")).ok()?,
            ];
            for (a, dtype) in arrays.iter().zip(dtypes) {
                if !a.cast::<PyUntypedArray>().ok()?.dtype().is(dtype) {
                    return None;
                }
            }
            let dims = shape_of(&obj.getattr(intern!(py, "shape")).ok()?).ok()?;
            if dims.len() != *rank {
                return None;
            }
            let [data, indptr, indices] = arrays;
            assembled(info, *elem, dims, &[indptr, indices], &data, &what).ok()
        }
        Operand::Dense { elem, dtype, rank } => {
            let arr = obj.cast::<PyUntypedArray>().ok()?;
            if !arr.dtype().is(dtype) || arr.ndim() != *rank || !arr.is_c_contiguous() {
                return None;
            }
            let shape: Vec<u64> = arr.shape().iter().map(|&d| d as u64).collect();
            let flat = if *rank == 1 {
                obj.clone()
            } else {
                obj.call_method1(intern!(py, "reshape"), (-1,)).ok()?
            };
            let vals = val_buf(&flat, *elem, &what).ok()?;
            Value::dense(shape, vals).ok()
        }
    }
}

//! numpy arrays as storage buffers and back, without copies.
//!
//! Why: the point of the Python package is that a scipy CSR matrix with `int32` indices
//! reaches a kernel compiled for `posWidth = 32, crdWidth = 32` without a copy. A
//! [`NumpyBuf`] is a [`Foreign`] slice over a numpy array's memory that keeps the array
//! alive; a buffer coming back out that still reads a `NumpyBuf` is handed back as that
//! very array (a slice of it when it was trimmed), and an owned `Vec` becomes a numpy
//! array that owns it (`PyArray1::from_vec`, no copy either).

use std::any::Any;
use std::sync::Arc;

use numpy::{Element, PyArray1, PyArrayMethods, PyUntypedArrayMethods};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PySlice;
use sparsir_storage::{Buf, Foreign, IdxBuf, IdxWidth, ValBuf};

/// A read-only view of a one-dimensional, C-contiguous, aligned numpy array whose
/// elements are `T`s (or, for index buffers, the signed integers of `T`'s width, read as
/// unsigned as MLIR reads them).
pub struct NumpyBuf<T> {
    array: Py<PyAny>,
    ptr: *const T,
    len: usize,
}

// SAFETY: the pointer is only read through `as_slice`, and the memory it points to is
// kept alive by `array` (a strong reference; numpy refuses to resize an array that is
// referenced). `Py<…>` itself is Send + Sync. The package documents that an input must not
// be written by another thread while a call reads it.
unsafe impl<T> Send for NumpyBuf<T> {}
// SAFETY: as above; shared access only reads.
unsafe impl<T> Sync for NumpyBuf<T> {}

impl<T: Copy + 'static> Foreign<T> for NumpyBuf<T> {
    fn as_slice(&self) -> &[T] {
        // SAFETY: `ptr` is the data pointer of a C-contiguous array of `len` elements of
        // type `T`, or of a type of the same size whose every bit pattern is a valid `T`
        // (signed integers read as unsigned; see `borrow_index`), non-null and aligned for
        // `T` (checked in `wrap`), alive as long as `self.array`.
        unsafe { std::slice::from_raw_parts(self.ptr, self.len) }
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A buffer reading `obj` (a 1-D numpy array of `T`) in place; `what` names it in errors.
pub fn borrow<T: Element + Copy + 'static>(
    obj: &Bound<'_, PyAny>,
    what: &dyn std::fmt::Display,
) -> PyResult<Buf<T>> {
    let arr = obj.cast::<PyArray1<T>>().map_err(|_| {
        PyValueError::new_err(format!(
            "{what}: expected a 1-D numpy array of {}, got {}",
            std::any::type_name::<T>(),
            describe(obj)
        ))
    })?;
    wrap(obj, arr.is_c_contiguous(), arr.len(), arr.data() as *const T, what)
}

/// An index buffer of `U` (unsigned) over a 1-D array of `U` or of `S`, the signed type
/// of the same width (scipy's `int32` / `int64` indices, read in place as unsigned: a
/// negative index is a huge coordinate that validation refuses).
fn borrow_index<U: Element + Copy + 'static, S: Element>(
    obj: &Bound<'_, PyAny>,
    what: &dyn std::fmt::Display,
) -> PyResult<Buf<U>> {
    const { assert!(std::mem::size_of::<U>() == std::mem::size_of::<S>()) };
    match obj.cast::<PyArray1<S>>() {
        Ok(arr) => wrap(obj, arr.is_c_contiguous(), arr.len(), arr.data() as *const U, what),
        Err(_) => borrow::<U>(obj, what),
    }
}

fn wrap<T: Copy + 'static>(
    obj: &Bound<'_, PyAny>,
    contiguous: bool,
    len: usize,
    ptr: *const T,
    what: &dyn std::fmt::Display,
) -> PyResult<Buf<T>> {
    if !contiguous {
        return Err(PyValueError::new_err(format!("{what}: the array is not contiguous")));
    }
    if len == 0 {
        return Ok(Buf::new());
    }
    if ptr.is_null() || !(ptr as usize).is_multiple_of(std::mem::align_of::<T>()) {
        return Err(PyValueError::new_err(format!("{what}: the array is not aligned")));
    }
    Ok(Buf::foreign(Arc::new(NumpyBuf { array: obj.clone().unbind(), ptr, len })))
}

fn describe(obj: &Bound<'_, PyAny>) -> String {
    let dtype = obj.getattr("dtype").map(|d| d.to_string()).unwrap_or_default();
    let ndim = obj.getattr("ndim").map(|d| d.to_string()).unwrap_or_default();
    match (dtype.is_empty(), ndim.is_empty()) {
        (false, false) => format!("a {ndim}-D array of {dtype}"),
        _ => obj.get_type().name().map(|n| n.to_string()).unwrap_or_else(|_| "an object".into()),
    }
}

/// The numpy array for `buf`: the original array when `buf` reads one, else a new array
/// owning the buffer's `Vec`.
pub fn to_numpy<'py, T: Element + Copy + 'static>(
    py: Python<'py>,
    buf: Buf<T>,
) -> PyResult<Bound<'py, PyAny>> {
    if let Some(src) = buf.foreign_source() {
        if let Some(nb) = src.as_any().downcast_ref::<NumpyBuf<T>>() {
            let arr = nb.array.bind(py).clone();
            if buf.len() == nb.len {
                return Ok(arr);
            }
            let slice = PySlice::new(py, 0, buf.len() as isize, 1);
            return arr.get_item(slice);
        }
    }
    Ok(PyArray1::from_vec(py, buf.into_vec()).into_any())
}

/// A positions/coordinates buffer of `width` over an unsigned numpy array.
pub fn idx_buf(obj: &Bound<'_, PyAny>, width: IdxWidth, what: &dyn std::fmt::Display) -> PyResult<IdxBuf> {
    Ok(match width {
        IdxWidth::W8 => IdxBuf::U8(borrow_index::<u8, i8>(obj, what)?),
        IdxWidth::W16 => IdxBuf::U16(borrow_index::<u16, i16>(obj, what)?),
        IdxWidth::W32 => IdxBuf::U32(borrow_index::<u32, i32>(obj, what)?),
        IdxWidth::W64 => IdxBuf::U64(borrow_index::<u64, i64>(obj, what)?),
    })
}

/// The numpy array of a positions/coordinates buffer (unsigned).
pub fn idx_to_numpy<'py>(py: Python<'py>, buf: IdxBuf) -> PyResult<Bound<'py, PyAny>> {
    match buf {
        IdxBuf::U8(b) => to_numpy(py, b),
        IdxBuf::U16(b) => to_numpy(py, b),
        IdxBuf::U32(b) => to_numpy(py, b),
        IdxBuf::U64(b) => to_numpy(py, b),
    }
}

/// A values buffer of element type `elem` over a numpy array.
pub fn val_buf(
    obj: &Bound<'_, PyAny>,
    elem: sparsir_storage::ElemType,
    what: &dyn std::fmt::Display,
) -> PyResult<ValBuf> {
    use sparsir_storage::ElemType as E;
    Ok(match elem {
        // numpy's bool bytes are not checked to be 0 or 1 (a uint8 view can hold any
        // byte), so `i1` values are read as bytes and copied.
        E::I1 => ValBuf::I1(borrow::<u8>(obj, what)?.iter().map(|&b| b != 0).collect()),
        E::I8 => ValBuf::I8(borrow(obj, what)?),
        E::I16 => ValBuf::I16(borrow(obj, what)?),
        E::I32 => ValBuf::I32(borrow(obj, what)?),
        E::I64 => ValBuf::I64(borrow(obj, what)?),
        E::Index => ValBuf::Index(borrow(obj, what)?),
        E::F16 => ValBuf::F16(borrow(obj, what)?),
        E::F32 => ValBuf::F32(borrow(obj, what)?),
        E::F64 => ValBuf::F64(borrow(obj, what)?),
        E::C32 => ValBuf::C32(borrow(obj, what)?),
        E::C64 => ValBuf::C64(borrow(obj, what)?),
        E::BF16 => {
            return Err(PyValueError::new_err(format!(
                "{what}: unsupported: bf16 values have no numpy dtype"
            )))
        }
    })
}

/// The numpy array of a values buffer.
pub fn vals_to_numpy<'py>(py: Python<'py>, buf: ValBuf) -> PyResult<Bound<'py, PyAny>> {
    match buf {
        ValBuf::I1(b) => to_numpy(py, b),
        ValBuf::I8(b) => to_numpy(py, b),
        ValBuf::I16(b) => to_numpy(py, b),
        ValBuf::I32(b) => to_numpy(py, b),
        ValBuf::I64(b) | ValBuf::Index(b) => to_numpy(py, b),
        ValBuf::F16(b) => to_numpy(py, b),
        ValBuf::F32(b) => to_numpy(py, b),
        ValBuf::F64(b) => to_numpy(py, b),
        ValBuf::C32(b) => to_numpy(py, b),
        ValBuf::C64(b) => to_numpy(py, b),
        ValBuf::BF16(b) => {
            let widened: Vec<f32> = b.iter().map(|v| v.to_f32()).collect();
            Ok(PyArray1::from_vec(py, widened).into_any())
        }
    }
}

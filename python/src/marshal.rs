//! Arguments and results between the Python layer and [`sparsir::Value`].
//!
//! Why: the Python side (`sparsir/_convert.py`) decides how a scipy or numpy object
//! becomes a tensor of a parameter's type (zero-copy when the layout and widths already
//! match, otherwise one conversion) and hands this module plain tuples; this module
//! builds the values with no copy of the arrays it is given, and turns results back into
//! tuples of numpy arrays, moving sparsir's buffers rather than copying them.
//!
//! Tuples (both directions unless noted):
//! * `("sparse", enc, elem, dims, [level buffers…], values)` (`enc`: the text or an id
//!   from `encoding_id`): storage-layout buffers as
//!   `sparse_tensor.assemble` takes them (unsigned arrays of the encoding's widths);
//! * `("dense", elem, shape, values)`: row-major values;
//! * `("coo", enc, elem, dims, crds, values)` (in only): `crds` is a flat `uint64` array
//!   of `rank` coordinates per entry, duplicates summed, built into `enc`;
//! * `("buffer", values)` (out only): a memref result;
//! * Python `int` / `float` / `complex` for scalars.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyComplex, PyList, PyTuple};
use sparsir::Value;
use sparsir_storage::assemble::{buffer_width, LevelBuffer};
use sparsir_storage::storage::layout;
use sparsir_storage::{Coo, ElemType, Encoding, SparseTensor};

use crate::foreign::{idx_buf, idx_to_numpy, val_buf, vals_to_numpy};

/// Parsed encodings, each registered once per process under a small integer id, so a
/// call names its arguments' encodings by id instead of re-reading their text.
#[derive(Default)]
struct Registry {
    by_text: HashMap<String, usize>,
    encodings: Vec<Arc<Encoding>>,
}

static REGISTRY: Mutex<Option<Registry>> = Mutex::new(None);

/// The id of the encoding `text` (a `ValueError` with the parser's message when invalid).
pub fn encoding_id(text: &str) -> PyResult<usize> {
    let mut guard = REGISTRY.lock().unwrap_or_else(|e| e.into_inner());
    let reg = guard.get_or_insert_with(Registry::default);
    if let Some(&id) = reg.by_text.get(text) {
        return Ok(id);
    }
    let enc = Arc::new(Encoding::parse(text).map_err(|e| PyValueError::new_err(e.to_string()))?);
    reg.encodings.push(enc);
    reg.by_text.insert(text.to_string(), reg.encodings.len() - 1);
    Ok(reg.encodings.len() - 1)
}

/// The encoding an argument tuple names: an id from [`encoding_id`] or the text itself.
fn encoding(obj: &Bound<'_, PyAny>) -> PyResult<Arc<Encoding>> {
    let id = match obj.extract::<usize>() {
        Ok(id) => id,
        Err(_) => encoding_id(&text(obj)?)?,
    };
    let guard = REGISTRY.lock().unwrap_or_else(|e| e.into_inner());
    guard
        .as_ref()
        .and_then(|r| r.encodings.get(id).cloned())
        .ok_or_else(|| bad(format!("no encoding has the id {id}")))
}

/// The text of a Python `str`.
fn text<'a>(obj: &'a Bound<'_, PyAny>) -> PyResult<std::borrow::Cow<'a, str>> {
    let s = obj.cast::<pyo3::types::PyString>().map_err(|_| bad("expected a string"))?;
    s.to_cow()
}

fn elem_of(name: &str) -> PyResult<ElemType> {
    ElemType::parse(name).ok_or_else(|| PyValueError::new_err(format!("unknown element type '{name}'")))
}

fn bad(e: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(e.to_string())
}

/// The value for one argument tuple (or Python scalar).
pub fn to_value(arg: &Bound<'_, PyAny>, what: &dyn std::fmt::Display) -> PyResult<Value> {
    if let Ok(t) = arg.cast::<PyTuple>() {
        let tag = t.get_item(0)?;
        return match &*text(&tag)? {
            "sparse" => sparse(t, what),
            "dense" => {
                let elem = elem_of(&text(&t.get_item(1)?)?)?;
                let shape: Vec<u64> = t.get_item(2)?.extract()?;
                let vals = val_buf(&t.get_item(3)?, elem, what)?;
                Value::dense(shape, vals).map_err(|e| PyValueError::new_err(e.message().to_string()))
            }
            "coo" => coo(t, what),
            other => Err(PyValueError::new_err(format!("{what}: unknown argument kind '{other}'"))),
        };
    }
    if arg.is_instance_of::<pyo3::types::PyBool>() || arg.is_instance_of::<pyo3::types::PyInt>() {
        return Ok(Value::int(arg.extract()?));
    }
    if let Ok(c) = arg.cast::<PyComplex>() {
        return Ok(Value::complex(c.real(), c.imag()));
    }
    match arg.extract::<f64>() {
        Ok(f) => Ok(Value::float(f)),
        Err(_) => Err(PyValueError::new_err(format!("{what}: cannot pass a {} to sparsir", arg.get_type()))),
    }
}

fn sparse(t: &Bound<'_, PyTuple>, what: &dyn std::fmt::Display) -> PyResult<Value> {
    let enc = encoding(&t.get_item(1)?)?;
    let elem = elem_of(&text(&t.get_item(2)?)?)?;
    let dims: Vec<u64> = t.get_item(3)?.extract()?;
    let list = t.get_item(4)?;
    let list = list.cast::<PyList>().map_err(|_| bad(format!("{what}: level buffers must be a list")))?;
    let sig = SparseTensor::assemble_signature(&enc);
    if sig.len() != list.len() {
        return Err(bad(format!("{what}: the encoding has {} level buffers, got {}", sig.len(), list.len())));
    }
    let fields = layout(&enc);
    let mut levels = Vec::with_capacity(sig.len());
    for (i, (kind, l)) in sig.iter().enumerate() {
        let name = format_args!("{what}: {} of level {l}", kind.name());
        let data = idx_buf(&list.get_item(i)?, buffer_width(&enc, *kind), &name)?;
        let stride = fields[*l].crd_stride;
        let shape = match (kind, stride) {
            (sparsir_storage::assemble::BufferKind::Crd, s) if s > 1 => {
                vec![data.len() as u64 / s as u64, s as u64]
            }
            _ => vec![data.len() as u64],
        };
        levels.push(LevelBuffer::with_shape(data, shape));
    }
    let vals = val_buf(&t.get_item(5)?, elem, &format_args!("{what}: values"))?;
    let tensor = SparseTensor::assemble(enc, dims, levels, vals).map_err(|e| bad(format!("{what}: {e}")))?;
    Ok(Value::sparse(tensor))
}

fn coo(t: &Bound<'_, PyTuple>, what: &dyn std::fmt::Display) -> PyResult<Value> {
    let enc = encoding(&t.get_item(1)?)?;
    let elem = elem_of(&text(&t.get_item(2)?)?)?;
    let dims: Vec<u64> = t.get_item(3)?.extract()?;
    let crds = crate::foreign::borrow::<u64>(&t.get_item(4)?, &format_args!("{what}: coordinates"))?;
    let vals = val_buf(&t.get_item(5)?, elem, &format_args!("{what}: values"))?;
    let coo = Coo { dim_sizes: dims, crds: crds.into_vec(), vals };
    coo.validate().map_err(|e| bad(format!("{what}: {e}")))?;
    let tensor = SparseTensor::from_coo(enc, &coo).map_err(|e| bad(format!("{what}: {e}")))?;
    Ok(Value::sparse(tensor))
}

/// The tuple (or Python scalar) for one result.
pub fn from_value<'py>(py: Python<'py>, v: Value) -> PyResult<Bound<'py, PyAny>> {
    if let Some(i) = v.as_int() {
        return Ok(i.into_pyobject(py)?.into_any());
    }
    if let Some(f) = v.as_float() {
        return Ok(f.into_pyobject(py)?.into_any());
    }
    if let Some((re, im)) = v.as_complex() {
        return Ok(PyComplex::from_doubles(py, re, im).into_any());
    }
    if let Some(b) = v.buffer() {
        let items = ["buffer".into_pyobject(py)?.into_any(), vals_to_numpy(py, b)?];
        return Ok(PyTuple::new(py, items)?.into_any());
    }
    let v = match v.into_sparse() {
        Ok(t) => return sparse_tuple(py, t),
        Err(v) => v,
    };
    match v.into_dense() {
        Ok(d) => {
            let elem = d.vals.elem_type().name();
            let vals = vals_to_numpy(py, d.vals)?;
            Ok(PyTuple::new(
                py,
                [
                    "dense".into_pyobject(py)?.into_any(),
                    elem.into_pyobject(py)?.into_any(),
                    d.shape.into_pyobject(py)?.into_any(),
                    vals,
                ],
            )?
            .into_any())
        }
        Err(_) => Err(crate::Error::new_err(
            "unsupported: a result that is neither a scalar, a tensor nor a memref",
        )),
    }
}

/// The `("sparse", …)` tuple of a tensor, its buffers moved out.
pub fn sparse_tuple<'py>(py: Python<'py>, mut t: SparseTensor) -> PyResult<Bound<'py, PyAny>> {
    let mut bufs = Vec::new();
    for (kind, l) in SparseTensor::assemble_signature(&t.enc) {
        let level = &mut t.levels[l];
        let b = match kind {
            sparsir_storage::assemble::BufferKind::Pos => level.pos.take(),
            sparsir_storage::assemble::BufferKind::Crd => level.crd.take(),
        };
        let b = b.ok_or_else(|| crate::Error::new_err("internal: a level buffer is missing"))?;
        bufs.push(idx_to_numpy(py, b)?);
    }
    let enc = t.enc.to_string();
    let elem = t.elem.name();
    let vals = vals_to_numpy(py, std::mem::replace(&mut t.values, t.elem.empty_buf()))?;
    let items: Vec<Bound<'py, PyAny>> = vec![
        "sparse".into_pyobject(py)?.into_any(),
        enc.into_pyobject(py)?.into_any(),
        elem.into_pyobject(py)?.into_any(),
        t.dim_sizes.into_pyobject(py)?.into_any(),
        PyList::new(py, bufs)?.into_any(),
        vals,
    ];
    Ok(PyTuple::new(py, items)?.into_any())
}

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
    encodings: Vec<Arc<EncInfo>>,
}

/// A registered encoding and what assembling a tensor of it needs, computed once.
pub struct EncInfo {
    enc: Arc<Encoding>,
    /// The level buffers in order (`SparseTensor::assemble_signature`), each with its
    /// width and, for coordinates, the stride of the level's AoS region (1 without one).
    buffers: Vec<(sparsir_storage::assemble::BufferKind, usize, sparsir_storage::IdxWidth, usize)>,
}

impl EncInfo {
    fn new(enc: Arc<Encoding>) -> EncInfo {
        let fields = layout(&enc);
        let buffers = SparseTensor::assemble_signature(&enc)
            .into_iter()
            .map(|(kind, l)| {
                let stride = match kind {
                    sparsir_storage::assemble::BufferKind::Crd => fields[l].crd_stride,
                    sparsir_storage::assemble::BufferKind::Pos => 1,
                };
                (kind, l, buffer_width(&enc, kind), stride)
            })
            .collect();
        EncInfo { enc, buffers }
    }
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
    reg.encodings.push(Arc::new(EncInfo::new(enc)));
    reg.by_text.insert(text.to_string(), reg.encodings.len() - 1);
    Ok(reg.encodings.len() - 1)
}

/// The encoding an argument tuple names (an id from [`encoding_id`] or the text itself),
/// with its assembly layout.
pub fn encoding(obj: &Bound<'_, PyAny>) -> PyResult<Arc<EncInfo>> {
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

/// True when `obj` is the string `want`. The package's tuples carry literal strings,
/// which Python interns: an identity test against the interned `want` settles it
/// without reading the text.
fn is_str(obj: &Bound<'_, PyAny>, want: &Bound<'_, pyo3::types::PyString>, text_of_want: &str) -> bool {
    obj.is(want) || text(obj).is_ok_and(|t| t == text_of_want)
}

/// The element type an argument tuple names (by interned identity first, as [`is_str`]).
fn elem_in(obj: &Bound<'_, PyAny>) -> PyResult<ElemType> {
    let py = obj.py();
    let common = [
        (pyo3::intern!(py, "f64"), ElemType::F64),
        (pyo3::intern!(py, "f32"), ElemType::F32),
        (pyo3::intern!(py, "i64"), ElemType::I64),
        (pyo3::intern!(py, "i32"), ElemType::I32),
    ];
    for (name, elem) in common {
        if obj.is(name) {
            return Ok(elem);
        }
    }
    elem_of(&text(obj)?)
}

/// A shape (a tuple or list of non-negative integers).
pub fn shape_of(obj: &Bound<'_, PyAny>) -> PyResult<Vec<u64>> {
    if let Ok(t) = obj.cast::<PyTuple>() {
        return t.iter().map(|d| d.extract::<u64>()).collect();
    }
    if let Ok(l) = obj.cast::<PyList>() {
        return l.iter().map(|d| d.extract::<u64>()).collect();
    }
    obj.extract()
}

/// The text of a Python `str`.
fn text<'a>(obj: &'a Bound<'_, PyAny>) -> PyResult<std::borrow::Cow<'a, str>> {
    let s = obj.cast::<pyo3::types::PyString>().map_err(|_| bad("expected a string"))?;
    s.to_cow()
}

pub fn elem_of(name: &str) -> PyResult<ElemType> {
    ElemType::parse(name).ok_or_else(|| PyValueError::new_err(format!("unknown element type '{name}'")))
}

fn bad(e: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(e.to_string())
}

/// The value for one argument tuple (or Python scalar).
pub fn to_value(arg: &Bound<'_, PyAny>, what: &dyn std::fmt::Display) -> PyResult<Value> {
    if let Ok(t) = arg.cast::<PyTuple>() {
        let py = arg.py();
        let tag = t.get_item(0)?;
        if is_str(&tag, pyo3::intern!(py, "sparse"), "sparse") {
            return sparse(t, what);
        }
        if is_str(&tag, pyo3::intern!(py, "dense"), "dense") {
            let elem = elem_in(&t.get_item(1)?)?;
            let shape = shape_of(&t.get_item(2)?)?;
            let vals = val_buf(&t.get_item(3)?, elem, what)?;
            return Value::dense(shape, vals).map_err(|e| PyValueError::new_err(e.message().to_string()));
        }
        if is_str(&tag, pyo3::intern!(py, "coo"), "coo") {
            return coo(t, what);
        }
        let other = text(&tag).map(|t| t.into_owned()).unwrap_or_else(|_| tag.to_string());
        return Err(PyValueError::new_err(format!("{what}: unknown argument kind '{other}'")));
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
    let info = encoding(&t.get_item(1)?)?;
    let elem = elem_in(&t.get_item(2)?)?;
    let dims = shape_of(&t.get_item(3)?)?;
    let list = t.get_item(4)?;
    let list = list.cast::<PyList>().map_err(|_| bad(format!("{what}: level buffers must be a list")))?;
    if info.buffers.len() != list.len() {
        return Err(bad(format!(
            "{what}: the encoding has {} level buffers, got {}",
            info.buffers.len(),
            list.len()
        )));
    }
    let buffers: Vec<_> = list.iter().collect();
    assembled(&info, elem, dims, &buffers, &t.get_item(5)?, what)
}

/// The tensor of encoding `info` assembled over numpy arrays: `buffers` in the layout's
/// order (as many as it has), `values`.
pub fn assembled(
    info: &EncInfo,
    elem: ElemType,
    dims: Vec<u64>,
    buffers: &[Bound<'_, PyAny>],
    values: &Bound<'_, PyAny>,
    what: &dyn std::fmt::Display,
) -> PyResult<Value> {
    let mut levels = Vec::with_capacity(info.buffers.len());
    for (&(kind, l, width, stride), buf) in info.buffers.iter().zip(buffers) {
        let name = format_args!("{what}: {} of level {l}", kind.name());
        let data = idx_buf(buf, width, &name)?;
        let shape = if stride > 1 {
            vec![data.len() as u64 / stride as u64, stride as u64]
        } else {
            vec![data.len() as u64]
        };
        levels.push(LevelBuffer::with_shape(data, shape));
    }
    let vals = val_buf(values, elem, &format_args!("{what}: values"))?;
    let tensor = SparseTensor::assemble(info.enc.clone(), dims, levels, vals)
        .map_err(|e| bad(format!("{what}: {e}")))?;
    Ok(Value::sparse(tensor))
}

fn coo(t: &Bound<'_, PyTuple>, what: &dyn std::fmt::Display) -> PyResult<Value> {
    let enc = encoding(&t.get_item(1)?)?.enc.clone();
    let elem = elem_of(&text(&t.get_item(2)?)?)?;
    let dims: Vec<u64> = t.get_item(3)?.extract()?;
    let crds = crate::foreign::borrow::<u64>(&t.get_item(4)?, &format_args!("{what}: coordinates"))?;
    let vals = val_buf(&t.get_item(5)?, elem, &format_args!("{what}: values"))?;
    let coo = Coo { dim_sizes: dims, crds: sparsir_storage::IdxBuf::U64(crds), vals };
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
            let elem = elem_name(py, d.vals.elem_type())?;
            let vals = vals_to_numpy(py, d.vals)?;
            Ok(PyTuple::new(
                py,
                [
                    pyo3::intern!(py, "dense").clone().into_any(),
                    elem,
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

/// The name of an element type as a Python string (interned for the common ones).
fn elem_name<'py>(py: Python<'py>, elem: ElemType) -> PyResult<Bound<'py, PyAny>> {
    Ok(match elem {
        ElemType::F64 => pyo3::intern!(py, "f64").clone().into_any(),
        ElemType::F32 => pyo3::intern!(py, "f32").clone().into_any(),
        ElemType::I64 => pyo3::intern!(py, "i64").clone().into_any(),
        ElemType::I32 => pyo3::intern!(py, "i32").clone().into_any(),
        other => other.name().into_pyobject(py)?.into_any(),
    })
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

//! `sparsir._sparsir`: the native half of the Python package.
//!
//! Why: Python users hand sparsir scipy matrices and numpy arrays; this module compiles
//! programs ([`Program`], over [`sparsir::Program`]), runs their functions with the GIL
//! released, and reads, writes and converts tensors, all on the tuples of
//! [`marshal`]. Everything scipy-specific (which layout an object has, what to copy and
//! why) lives in the pure-Python half (`sparsir/`), so this side stays small.

mod fast;
mod foreign;
mod marshal;

use std::collections::HashMap;
use std::sync::Arc;

use pyo3::exceptions::{PyException, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};
use sparsir::{Param, Value};
use sparsir_storage::encoding::LevelFormat;
use sparsir_storage::{io, Encoding, SparseTensor};

use marshal::{from_value, sparse_tuple, to_value};

/// Large buffers on transparent huge pages, recycled, as in the `sparsir` command
/// (`sparsir_exec::big_alloc`): kernel outputs handed to numpy are new memory per call.
#[global_allocator]
static ALLOCATOR: sparsir_exec::BigBlockAlloc = sparsir_exec::BigBlockAlloc;

pyo3::create_exception!(_sparsir, Error, PyException, "A sparsir error: the MLIR diagnostic text.");

/// Moves values that are not `Send` into `Python::detach`, which runs its closure on the
/// calling thread.
struct SameThread<T>(T);

// SAFETY: `Python::detach` runs the closure synchronously on the current thread and
// returns before anything else uses these values; the `Program` is an `unsendable`
// pyclass (pyo3 refuses access from any other thread), and the `Rc`s inside the values
// were made by this call and are reachable from nowhere else.
unsafe impl<T> Send for SameThread<T> {}

impl<T> SameThread<T> {
    /// The value (a method, so closures capture the whole wrapper, not its fields).
    fn into_inner(self) -> T {
        self.0
    }
}

/// A compiled MLIR program.
#[pyclass(unsendable, module = "sparsir._sparsir")]
struct Program {
    inner: sparsir::Program,
}

#[pymethods]
impl Program {
    #[new]
    #[pyo3(signature = (text, name = "<input>", backend = "native"))]
    fn new(py: Python<'_>, text: &str, name: &str, backend: &str) -> PyResult<Program> {
        let backend = match backend {
            "native" => sparsir_exec::Backend::Native,
            "interp" => sparsir_exec::Backend::Interp,
            other => {
                return Err(PyValueError::new_err(format!(
                    "backend must be 'native' or 'interp', not '{other}'"
                )))
            }
        };
        let options = sparsir::program::Options { backend, name: name.to_string(), ..Default::default() };
        let text = text.to_string();
        let job = SameThread((text, options));
        let compiled = py.detach(move || {
            let (text, options) = job.into_inner();
            SameThread(sparsir::Program::compile_with(&text, &options))
        });
        let inner = compiled.0.map_err(|e| Error::new_err(e.message().to_string()))?;
        Ok(Program { inner })
    }

    /// The names of the program's functions.
    fn functions(&self) -> Vec<String> {
        self.inner.functions().into_iter().map(String::from).collect()
    }

    /// The parameters of function `name`: `("scalar", elem)`, `("tensor", shape, elem,
    /// encoding or None)` (a negative size is dynamic), `("buffer", elem)` or `("other",)`.
    fn params<'py>(&self, py: Python<'py>, name: &str) -> PyResult<Bound<'py, PyList>> {
        let params = self
            .inner
            .params(name)
            .ok_or_else(|| PyValueError::new_err(format!("the program has no function '{name}'")))?;
        let mut out = Vec::new();
        for p in params {
            let t = match p {
                Param::Scalar(e) => PyTuple::new(
                    py,
                    [("scalar").into_pyobject(py)?.into_any(), e.name().into_pyobject(py)?.into_any()],
                )?,
                Param::Tensor { shape, elem, enc } => PyTuple::new(
                    py,
                    [
                        "tensor".into_pyobject(py)?.into_any(),
                        shape.clone().into_pyobject(py)?.into_any(),
                        elem.name().into_pyobject(py)?.into_any(),
                        enc.as_ref().map(|e| e.to_string()).into_pyobject(py)?.into_any(),
                    ],
                )?,
                Param::Buf(e) => PyTuple::new(
                    py,
                    ["buffer".into_pyobject(py)?.into_any(), e.name().into_pyobject(py)?.into_any()],
                )?,
                Param::Other => PyTuple::new(py, ["other"])?,
            };
            out.push(t);
        }
        PyList::new(py, out)
    }

    /// Which engine runs the program: "native" or "interp".
    #[getter]
    fn backend(&self) -> &'static str {
        match self.inner.backend() {
            sparsir_exec::Backend::Native => "native",
            sparsir_exec::Backend::Interp => "interp",
        }
    }

    /// Why a native program runs in the interpreter, if it does.
    #[getter]
    fn warning(&self) -> Option<String> {
        self.inner.warning().map(String::from)
    }

    /// Calls function `name` with marshalled arguments; returns the marshalled results.
    /// The GIL is released while the function runs.
    #[pyo3(signature = (name, args, threads = None))]
    fn call<'py>(
        &self,
        py: Python<'py>,
        name: &str,
        args: &Bound<'py, PyList>,
        threads: Option<usize>,
    ) -> PyResult<Bound<'py, PyList>> {
        let mut values = Vec::with_capacity(args.len());
        for (i, a) in args.iter().enumerate() {
            values.push(to_value(&a, &format_args!("argument {i} of '{name}'"))?);
        }
        let out = run(py, &self.inner, name, values, threads)?;
        let items = out.into_iter().map(|v| from_value(py, v)).collect::<PyResult<Vec<_>>>()?;
        PyList::new(py, items)
    }
}

/// Runs function `name` of `program` on `values` with the GIL released, in at most
/// `threads` threads of the pool.
fn run(
    py: Python<'_>,
    program: &sparsir::Program,
    name: &str,
    values: Vec<sparsir::Value>,
    threads: Option<usize>,
) -> PyResult<Vec<sparsir::Value>> {
    let job = SameThread((program, name, values));
    let result = py.detach(move || {
        let (program, name, values) = job.into_inner();
        // Parallel loops use at most `threads` of the process-wide pool.
        let out = sparsir_exec::threads::with_limit(threads.unwrap_or(0), || program.call(name, &values));
        SameThread((out, values))
    });
    let (out, values) = result.0;
    drop(values);
    out.map_err(|e| Error::new_err(e.message().to_string()))
}

/// The process-wide id of an encoding (argument tuples may name it by id).
#[pyfunction]
fn encoding_id(text: &str) -> PyResult<usize> {
    marshal::encoding_id(text)
}

/// What the Python layer needs to know of an encoding: `kind` ("csr", "csc", "coo",
/// "bsr", "vector" or "other"), ranks, widths, the canonical text, BSR block sizes.
#[pyfunction]
fn encoding_info<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyDict>> {
    let enc = Encoding::parse(text).map_err(|e| PyValueError::new_err(e.to_string()))?;
    let d = PyDict::new(py);
    let (kind, block) = classify(&enc);
    d.set_item("kind", kind)?;
    d.set_item("block", block)?;
    d.set_item("dim_rank", enc.dim_rank)?;
    d.set_item("lvl_rank", enc.lvl_rank())?;
    d.set_item("pos_width", effective_width(enc.pos_width))?;
    d.set_item("crd_width", effective_width(enc.crd_width))?;
    d.set_item("text", enc.to_string())?;
    Ok(d)
}

fn effective_width(bits: u8) -> u32 {
    sparsir_storage::IdxWidth::from_bits(bits).bits()
}

/// The scipy layout an encoding's storage is identical to, if any.
fn classify(enc: &Encoding) -> (&'static str, Option<(u64, u64)>) {
    use LevelFormat::*;
    let plain = enc.explicit_val.is_none()
        && enc.implicit_val.is_none()
        && enc.dim_slices.iter().all(Option::is_none);
    let lts = &enc.lvl_types;
    let unique_ordered = |l: usize| lts[l].is_unique() && lts[l].is_ordered();
    if !plain {
        return ("other", None);
    }
    if enc.dim_rank == 1 && lts.len() == 1 && lts[0].format == Compressed && unique_ordered(0) {
        return ("vector", None);
    }
    if enc.dim_rank != 2 {
        return ("other", None);
    }
    let perm = enc.permutation();
    if lts.len() == 2 && lts[0].format == Dense && lts[1].format == Compressed && unique_ordered(1) {
        return match perm.as_deref() {
            Some([0, 1]) => ("csr", None),
            Some([1, 0]) => ("csc", None),
            _ => ("other", None),
        };
    }
    if lts.len() == 2
        && perm.as_deref() == Some(&[0, 1])
        && lts[0].format == Compressed
        && lts[0].nonunique
        && lts[0].is_ordered()
        && lts[1].format == Singleton
        && lts[1].soa
        && unique_ordered(1)
    {
        return ("coo", None);
    }
    if let Some(block) = bsr_block(enc) {
        return ("bsr", Some(block));
    }
    ("other", None)
}

/// `(R, C)` when `enc` is `(i floordiv R : dense, j floordiv C : compressed, i mod R :
/// dense, j mod C : dense)`.
fn bsr_block(enc: &Encoding) -> Option<(u64, u64)> {
    use sparsir_storage::encoding::affine::LvlExprKind;
    let lts = &enc.lvl_types;
    if lts.len() != 4 || enc.lvl_to_dim.is_none() {
        return None;
    }
    let formats = [LevelFormat::Dense, LevelFormat::Compressed, LevelFormat::Dense, LevelFormat::Dense];
    if lts.iter().zip(formats).any(|(l, f)| l.format != f) || !(lts[1].is_unique() && lts[1].is_ordered()) {
        return None;
    }
    let kinds = enc.lvl_kinds().ok()?;
    match kinds.as_slice() {
        [LvlExprKind::FloorDiv(0, r), LvlExprKind::FloorDiv(1, c), LvlExprKind::Mod(0, r2), LvlExprKind::Mod(1, c2)]
            if r == r2 && c == c2 =>
        {
            Some((*r, *c))
        }
        _ => None,
    }
}

/// Reads a `.mtx` / `.tns` file into a tensor of encoding `enc`; `elem` forces the value
/// type (default: from the file's field).
#[pyfunction]
#[pyo3(signature = (path, enc, elem = None, threads = None))]
fn read<'py>(
    py: Python<'py>,
    path: &str,
    enc: &str,
    elem: Option<&str>,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyAny>> {
    let enc = Arc::new(Encoding::parse(enc).map_err(|e| PyValueError::new_err(e.to_string()))?);
    let elem = match elem {
        Some(e) => Some(
            sparsir_storage::ElemType::parse(e)
                .ok_or_else(|| PyValueError::new_err(format!("unknown element type '{e}'")))?,
        ),
        None => None,
    };
    let path = std::path::PathBuf::from(path);
    let tensor = py.detach(move || {
        with_threads(threads, move || {
            let coo = io::read_tensor_file(&path, elem)?;
            SparseTensor::from_coo(enc, &coo)
        })
    });
    let tensor = tensor.map_err(|e| Error::new_err(e.to_string()))?;
    sparse_tuple(py, tensor)
}

/// Writes a tensor (a marshalled tuple) as `.mtx` or `.tns`, by the file's extension.
#[pyfunction]
fn write(py: Python<'_>, path: &str, tensor: &Bound<'_, PyAny>) -> PyResult<()> {
    let t = sparse_of(tensor)?;
    let path = std::path::PathBuf::from(path);
    let job = SameThread(t);
    let done = py.detach(move || {
        let t = job.into_inner();
        let coo = t.to_coo()?;
        io::write_tensor_file(&path, &coo)
    });
    done.map_err(|e| Error::new_err(e.to_string()))
}

/// Converts a tensor to encoding `enc` (one pass of sparsir's conversion).
#[pyfunction]
#[pyo3(signature = (tensor, enc, threads = None))]
fn convert<'py>(
    py: Python<'py>,
    tensor: &Bound<'py, PyAny>,
    enc: &str,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyAny>> {
    let t = sparse_of(tensor)?;
    let enc = Arc::new(Encoding::parse(enc).map_err(|e| PyValueError::new_err(e.to_string()))?);
    let job = SameThread(t);
    let out = py.detach(move || {
        let t = job.into_inner();
        SameThread(with_threads(threads, move || t.convert(enc)))
    });
    let out = out.0.map_err(|e| Error::new_err(e.to_string()))?;
    sparse_tuple(py, out)
}

/// The entries of a tensor as `(dims, coordinates, values)`: coordinates a flat `uint64`
/// array of `rank` per entry, in storage order.
#[pyfunction]
fn to_coo<'py>(py: Python<'py>, tensor: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyTuple>> {
    let t = sparse_of(tensor)?;
    let coo = t.to_coo().map_err(|e| Error::new_err(e.to_string()))?;
    let crds = numpy::PyArray1::from_vec(py, coo.crds_u64().into_owned()).into_any();
    let vals = foreign::vals_to_numpy(py, coo.vals)?;
    PyTuple::new(py, [coo.dim_sizes.into_pyobject(py)?.into_any(), crds, vals])
}

fn sparse_of(tensor: &Bound<'_, PyAny>) -> PyResult<SparseTensor> {
    let v: Value = to_value(tensor, &"tensor")?;
    v.into_sparse().map_err(|_| PyValueError::new_err("expected a sparse tensor"))
}

thread_local! {
    static POOLS: std::cell::RefCell<HashMap<usize, Arc<rayon::ThreadPool>>> = Default::default();
}

/// Runs `f` on a pool of `threads` threads (the global pool when `None`).
fn with_threads<T: Send>(threads: Option<usize>, f: impl FnOnce() -> T + Send) -> T {
    let Some(n) = threads.filter(|&n| n > 0) else { return f() };
    let pool = POOLS.with(|p| {
        p.borrow_mut()
            .entry(n)
            .or_insert_with(|| {
                Arc::new(rayon::ThreadPoolBuilder::new().num_threads(n).build().expect("thread pool"))
            })
            .clone()
    });
    pool.install(f)
}

/// Sets the size of the global thread pool (conversions, file reading); only before the
/// first parallel operation. `SPARSIR_THREADS` sets it at import.
#[pyfunction]
fn set_threads(n: usize) -> PyResult<()> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(n)
        .build_global()
        .map_err(|e| PyValueError::new_err(format!("threads: {e} (set it before the first parallel call)")))
}

/// Gives the large buffers sparsir keeps for reuse back to the system; returns the bytes
/// released. Released results are kept (up to `SPARSIR_ALLOC_CACHE_MB`, default 2048 MB)
/// so the next large result reuses their pages; call this when done with large tensors
/// for a while.
#[pyfunction]
fn release_memory() -> usize {
    // Kept output buffers first: dropping them returns their mappings to the cache below.
    sparsir::storage::recycle::release();
    sparsir_exec::big_alloc::release_kept()
}

#[pymodule]
fn _sparsir(m: &Bound<'_, PyModule>) -> PyResult<()> {
    if let Some(n) = std::env::var("SPARSIR_THREADS").ok().and_then(|s| s.trim().parse::<usize>().ok()) {
        let _ = rayon::ThreadPoolBuilder::new().num_threads(n).build_global();
    }
    m.add_class::<Program>()?;
    m.add_class::<fast::FastCall>()?;
    m.add("Error", m.py().get_type::<Error>())?;
    m.add_function(wrap_pyfunction!(encoding_info, m)?)?;
    m.add_function(wrap_pyfunction!(encoding_id, m)?)?;
    m.add_function(wrap_pyfunction!(read, m)?)?;
    m.add_function(wrap_pyfunction!(write, m)?)?;
    m.add_function(wrap_pyfunction!(convert, m)?)?;
    m.add_function(wrap_pyfunction!(to_coo, m)?)?;
    m.add_function(wrap_pyfunction!(set_threads, m)?)?;
    m.add_function(wrap_pyfunction!(release_memory, m)?)?;
    Ok(())
}

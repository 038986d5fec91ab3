//! The runtime: the `sparsir_*` functions lowered programs call.
//!
//! Why: operations on whole tensors (convert, read a file, print, slice …) are library
//! code over `sparsir-storage`, not loops worth generating. Each family lives in its own
//! file with a table of `(name, function)`; [`lookup`] resolves a name once per call site,
//! and the call site's compile-time arguments ([`Site`]) are decoded once too.
//!
//! Conventions: tensors arrive as handles ([`Val::Obj`]); results are new handles (value
//! semantics), never mutations of an argument. Errors are plain messages; the backend
//! adds the source op and location.

pub mod gather_hint;
pub mod graphblas;
pub mod graphblas_index;
pub mod io;
pub mod kernel;
pub mod kernel_rows;
pub mod output_hint;
pub mod print;
pub mod runner_random;
pub mod runner_utils;
pub mod sparse;
pub mod sparse_buffer_ops;
pub mod sparse_buffers;
pub mod sparse_const;
pub mod sparse_reshape;
pub mod tensor;
pub mod tensor_shape;
pub mod vector;

use std::io::Write;
use std::sync::Arc;

use sparsir_loops::Static;
use sparsir_storage::{ElemType, Encoding, Scalar};

use crate::value::{Object, Tensor, Val};

/// A runtime function: context, call site, arguments → results.
pub type RtFn = fn(&mut Ctx, &Site, &[Val]) -> Result<Vec<Val>, String>;

/// One family's functions, by name.
pub type Table = &'static [(&'static str, RtFn)];

/// Every family's table.
const TABLES: &[Table] = &[
    print::FUNCS,
    graphblas::FUNCS,
    graphblas_index::FUNCS,
    tensor::FUNCS,
    tensor_shape::FUNCS,
    sparse::FUNCS,
    sparse_buffers::FUNCS,
    sparse_const::FUNCS,
    sparse_buffer_ops::FUNCS,
    sparse_reshape::FUNCS,
    vector::FUNCS,
    io::FUNCS,
    kernel::FUNCS,
    gather_hint::FUNCS,
    runner_utils::FUNCS,
    runner_random::FUNCS,
];

/// Every runtime function, by name.
pub fn lookup(name: &str) -> Option<RtFn> {
    TABLES.iter().flat_map(|t| t.iter()).find(|(n, _)| *n == name).map(|&(_, f)| f)
}

/// How runtime calls read environment variables (`TENSOR0` …).
pub type EnvFn = Box<dyn Fn(&str) -> Option<String>>;

/// State shared by runtime calls: buffered standard output and the environment.
pub struct Ctx {
    out: Vec<u8>,
    sink: Box<dyn Write>,
    env: EnvFn,
}

impl Ctx {
    /// A context writing to `sink` and reading variables with `env`.
    pub fn new(sink: Box<dyn Write>, env: EnvFn) -> Ctx {
        Ctx { out: Vec::with_capacity(1 << 16), sink, env }
    }

    /// A context writing to standard output and reading the process environment.
    pub fn stdout() -> Ctx {
        Ctx::new(Box::new(std::io::stdout()), Box::new(|k| std::env::var(k).ok()))
    }

    /// Appends text to the output.
    pub fn write(&mut self, text: &str) {
        self.write_bytes(text.as_bytes());
    }

    /// Appends bytes to the output (MLIR's runner prints an `i8` as a raw byte).
    pub fn write_bytes(&mut self, bytes: &[u8]) {
        self.out.extend_from_slice(bytes);
        if self.out.len() > 1 << 20 {
            self.flush();
        }
    }

    /// Writes buffered output through.
    pub fn flush(&mut self) {
        let _ = self.sink.write_all(&self.out);
        let _ = self.sink.flush();
        self.out.clear();
    }

    /// An environment variable.
    pub fn env(&self, key: &str) -> Option<String> {
        (self.env)(key)
    }
}

impl Drop for Ctx {
    fn drop(&mut self) {
        self.flush();
    }
}

/// The compile-time arguments of one call site, decoded once.
#[derive(Debug, Default)]
pub struct Site {
    statics: Vec<(String, Static)>,
    encodings: Vec<(String, Arc<Encoding>)>,
    /// Tells this site from every other of the process (0: a site made by `default`).
    id: u64,
}

impl Site {
    /// Decodes `statics`; attribute texts named `*encoding` are parsed as encodings.
    pub fn new(statics: &[(String, Static)]) -> Result<Site, String> {
        let mut encodings = Vec::new();
        for (name, value) in statics {
            if let (true, Static::Attr(text)) = (name.ends_with("encoding"), value) {
                let enc = Encoding::parse(text).map_err(|e| format!("bad encoding in '{name}': {e}"))?;
                encodings.push((name.clone(), Arc::new(enc)));
            }
        }
        static NEXT_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        let id = NEXT_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        Ok(Site { statics: statics.to_vec(), encodings, id })
    }

    /// This site's process-wide id (0 for a default site).
    pub fn id(&self) -> u64 {
        self.id
    }

    /// The static named `name`.
    pub fn get(&self, name: &str) -> Option<&Static> {
        self.statics.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    /// An integer static.
    pub fn int(&self, name: &str) -> Result<i64, String> {
        match self.get(name) {
            Some(Static::Int(v)) => Ok(*v),
            _ => Err(format!("internal error: missing integer '{name}'")),
        }
    }

    /// An integer-list static (empty when absent).
    pub fn ints(&self, name: &str) -> &[i64] {
        match self.get(name) {
            Some(Static::Ints(v)) => v,
            _ => &[],
        }
    }

    /// A string static.
    pub fn str(&self, name: &str) -> &str {
        match self.get(name) {
            Some(Static::Str(v)) | Some(Static::Attr(v)) => v,
            _ => "",
        }
    }

    /// An element-type static.
    pub fn elem(&self, name: &str) -> Result<ElemType, String> {
        match self.get(name) {
            Some(Static::Elem(t)) => Ok(*t),
            _ => Err(format!("internal error: missing element type '{name}'")),
        }
    }

    /// A data static.
    pub fn data(&self, name: &str) -> Option<(ElemType, &[Scalar])> {
        match self.get(name) {
            Some(Static::Data(t, v)) => Some((*t, v)),
            _ => None,
        }
    }

    /// An encoding static (`None` when absent: a dense tensor).
    pub fn encoding(&self, name: &str) -> Option<&Arc<Encoding>> {
        self.encodings.iter().find(|(n, _)| n == name).map(|(_, e)| e)
    }
}

/// The tensor a handle refers to.
pub fn tensor_arg(v: &Val) -> Result<&Tensor, String> {
    match v {
        Val::Obj(o) => match &**o {
            Object::Tensor(t) => Ok(t),
            Object::Str(_) => Err("internal error: expected a tensor, got a string".into()),
            Object::Rng(_) => Err("internal error: expected a tensor, got a generator".into()),
        },
        _ => Err("internal error: expected a tensor handle".into()),
    }
}

/// The string a handle refers to.
pub fn str_arg(v: &Val) -> Result<&str, String> {
    match v {
        Val::Obj(o) => match &**o {
            Object::Str(s) => Ok(s),
            Object::Tensor(_) | Object::Rng(_) => Err("internal error: expected a string".into()),
        },
        _ => Err("internal error: expected a string handle".into()),
    }
}

/// A non-negative `index` argument.
pub fn index_arg(v: &Val) -> u64 {
    v.int() as u64
}

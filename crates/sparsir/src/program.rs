//! Compile once, call many times: the embedding API.
//!
//! Why: [`crate::api::run_source`] re-parses, re-lowers and (on the native backend)
//! re-loads the program on every run and only returns printed text; embedders and the
//! kernel benchmark want to compile a `.mlir` module once and call its functions many
//! times on their own tensors, getting tensors back. [`Program`] holds the compiled
//! engine; [`Value`] carries arguments and results. A `Value` built from a tensor owns it
//! behind an `Rc` (the buffers are moved, not copied), so cloning a `Value` and passing it
//! to a hundred calls copies no buffer. Arguments are checked against the function's MLIR
//! signature (kind, element type, static sizes, encoding) before the call, so a wrong
//! argument is an [`Error`], never a crash in compiled code.

use std::cell::RefCell;
use std::collections::HashMap;
use std::io::Write;
use std::rc::Rc;

use sparsir_exec::runtime::Ctx;
use sparsir_exec::value::{DenseTensor, Object, Tensor, Val};
use sparsir_exec::{Backend, Engine};
use sparsir_ir::expected::parse_and_verify;
use sparsir_ir::{split, Ir, SourceFile, Type};
use sparsir_storage::{ElemType, Encoding, Scalar, SparseTensor, ValBuf};

use crate::diagnostics::{render_notes, to_file};

/// An error of compiling or calling a program: the rendered diagnostic text
/// (`name:line:col: error: …` when it has a place in the source).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    message: String,
}

impl Error {
    pub(crate) fn new(message: impl Into<String>) -> Error {
        Error { message: message.into() }
    }

    /// The rendered diagnostic.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

impl From<Error> for String {
    fn from(e: Error) -> String {
        e.message
    }
}

/// How to compile a program.
#[derive(Clone, Debug)]
pub struct Options {
    /// Which backend runs it (default native; falls back to the interpreter when no C
    /// compiler works, see [`Program::warning`]).
    pub backend: Backend,
    /// Lowering choices that do not change results.
    pub lower: sparsir_sparsifier::Options,
    /// The file name used in diagnostics.
    pub name: String,
    /// Print each kernel's schedule on standard error (`--debug-sched`).
    pub debug_sched: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            backend: Backend::Native,
            lower: sparsir_sparsifier::Options::default(),
            name: "<input>".into(),
            debug_sched: false,
        }
    }
}

/// A run-time value: a tensor (sparse in any encoding, or dense), a scalar, or a buffer
/// (a `memref` result). Cheap to clone: tensors and buffers are shared, never copied.
#[derive(Clone, Debug)]
pub struct Value(Val);

impl Value {
    /// A sparse tensor; its buffers move into the value.
    pub fn sparse(t: SparseTensor) -> Value {
        Value(Val::tensor(Tensor::Sparse(t)))
    }

    /// A dense tensor, row-major; `vals` must hold the product of `shape` values.
    pub fn dense(shape: Vec<u64>, vals: ValBuf) -> Result<Value, Error> {
        let want = shape.iter().try_fold(1u64, |a, &d| a.checked_mul(d));
        if want != Some(vals.len() as u64) {
            return Err(Error::new(format!(
                "error: a dense tensor of shape {shape:?} needs {} values, got {}",
                want.map_or("too many".into(), |w| w.to_string()),
                vals.len()
            )));
        }
        Ok(Value(Val::tensor(Tensor::Dense(DenseTensor { shape, vals }))))
    }

    /// An integer (any integer type or `index`; narrowed to the parameter's width).
    pub fn int(v: i64) -> Value {
        Value(Val::Int(v))
    }

    /// A float (any float type; rounded to the parameter's precision).
    pub fn float(v: f64) -> Value {
        Value(Val::Float(v))
    }

    /// A complex number.
    pub fn complex(re: f64, im: f64) -> Value {
        Value(Val::Complex(re, im))
    }

    fn tensor(&self) -> Option<&Tensor> {
        match &self.0 {
            Val::Obj(o) => match &**o {
                Object::Tensor(t) => Some(t),
                Object::Str(_) | Object::Rng(_) => None,
            },
            _ => None,
        }
    }

    /// The sparse tensor inside, if this is one.
    pub fn as_sparse(&self) -> Option<&SparseTensor> {
        match self.tensor()? {
            Tensor::Sparse(s) => Some(s),
            _ => None,
        }
    }

    /// The dense tensor inside, if this is one.
    pub fn as_dense(&self) -> Option<&DenseTensor> {
        match self.tensor()? {
            Tensor::Dense(d) => Some(d),
            _ => None,
        }
    }

    /// The sparse tensor, without copying when this is its only handle (cloning it
    /// otherwise).
    pub fn into_sparse(self) -> Result<SparseTensor, Value> {
        let Val::Obj(rc) = self.0 else { return Err(self) };
        if !matches!(&*rc, Object::Tensor(Tensor::Sparse(_))) {
            return Err(Value(Val::Obj(rc)));
        }
        match Rc::try_unwrap(rc) {
            Ok(Object::Tensor(Tensor::Sparse(s))) => Ok(s),
            Ok(other) => Err(Value(Val::Obj(Rc::new(other)))),
            Err(rc) => match &*rc {
                Object::Tensor(Tensor::Sparse(s)) => Ok(s.clone()),
                _ => Err(Value(Val::Obj(rc))),
            },
        }
    }

    /// The dense tensor inside, moved out when this value holds the only reference
    /// (copied otherwise; foreign buffers are shared, not copied).
    pub fn into_dense(self) -> Result<DenseTensor, Value> {
        let Val::Obj(rc) = self.0 else { return Err(self) };
        if !matches!(&*rc, Object::Tensor(Tensor::Dense(_))) {
            return Err(Value(Val::Obj(rc)));
        }
        match Rc::try_unwrap(rc) {
            Ok(Object::Tensor(Tensor::Dense(d))) => Ok(d),
            Ok(other) => Err(Value(Val::Obj(Rc::new(other)))),
            Err(rc) => match &*rc {
                Object::Tensor(Tensor::Dense(d)) => Ok(d.clone()),
                _ => Err(Value(Val::Obj(rc))),
            },
        }
    }

    /// The integer inside (integer types and `index`).
    pub fn as_int(&self) -> Option<i64> {
        match self.0 {
            Val::Int(v) => Some(v),
            _ => None,
        }
    }

    /// The float inside.
    pub fn as_float(&self) -> Option<f64> {
        match self.0 {
            Val::Float(v) => Some(v),
            _ => None,
        }
    }

    /// The complex number inside.
    pub fn as_complex(&self) -> Option<(f64, f64)> {
        match self.0 {
            Val::Complex(re, im) => Some((re, im)),
            _ => None,
        }
    }

    /// A copy of the buffer inside (a `memref` result).
    pub fn buffer(&self) -> Option<ValBuf> {
        match &self.0 {
            Val::Buf(b) => Some(b.borrow().clone()),
            _ => None,
        }
    }

    /// The run-time value (shares, never copies).
    pub fn to_val(&self) -> Val {
        self.0.clone()
    }

    /// Wraps a run-time value; a tensor still being built by inserts is finished first.
    pub fn from_val(v: Val) -> Result<Value, Error> {
        match &v {
            Val::Unset => Err(Error::new("error: the function returned an unset value")),
            Val::Obj(o) => match &**o {
                Object::Tensor(t @ Tensor::Pending(_)) => {
                    let done = sparsir_exec::runtime::sparse::finished(t).map_err(Error::new)?;
                    Ok(Value::sparse(done.into_owned()))
                }
                _ => Ok(Value(v)),
            },
            _ => Ok(Value(v)),
        }
    }
}

/// What a parameter of an MLIR function accepts ([`Program::params`]).
#[derive(Clone, Debug)]
pub enum Param {
    /// A scalar of this type (`index` and every integer, float and complex type).
    Scalar(ElemType),
    /// A ranked tensor: sizes (negative = dynamic), element type, sparse encoding.
    Tensor {
        /// Dimension sizes; a negative size is `?`.
        shape: Vec<i64>,
        /// Element type.
        elem: ElemType,
        /// The sparse encoding, `None` for a dense tensor.
        enc: Option<Box<Encoding>>,
    },
    /// A memref of this element type.
    Buf(ElemType),
    /// Anything else (opaque types): passed through unchecked.
    Other,
}

/// A compiled program: parse, verify and lower once; call functions many times.
///
/// ```
/// use sparsir::program::{Program, Value};
/// use sparsir::storage::ValBuf;
///
/// let text = "func.func @axpy(%a: f64, %x: f64, %y: f64) -> f64 {
///   %m = arith.mulf %a, %x : f64
///   %s = arith.addf %m, %y : f64
///   return %s : f64
/// }";
/// let program = Program::compile(text).unwrap();
/// for i in 0..100 {
///     let r = program.call("axpy", &[Value::float(2.0), Value::float(i as f64), Value::float(1.0)]).unwrap();
///     assert_eq!(r[0].as_float(), Some(2.0 * i as f64 + 1.0));
/// }
/// // Tensors: build once, pass the same handle to every call (nothing is copied).
/// let sum = Program::compile(
///     "func.func @first(%t: tensor<3xf64>) -> f64 {
///        %c0 = arith.constant 0 : index
///        %v = tensor.extract %t[%c0] : tensor<3xf64>
///        return %v : f64
///      }",
/// )
/// .unwrap();
/// let t = Value::dense(vec![3], ValBuf::F64(vec![4.0, 5.0, 6.0].into())).unwrap();
/// for _ in 0..10 {
///     assert_eq!(sum.call("first", &[t.clone()]).unwrap()[0].as_float(), Some(4.0));
/// }
/// // Errors are values.
/// assert!(sum.call("first", &[Value::float(1.0)]).unwrap_err().message().contains("expects a tensor"));
/// assert!(Program::compile("func.func @f() {").is_err());
/// ```
pub struct Program {
    engine: Engine,
    name: String,
    text: String,
    params: HashMap<String, Vec<Param>>,
    ctx: RefCell<Ctx>,
}

impl Program {
    /// Compiles `text` for the native backend (the interpreter when no C compiler works).
    pub fn compile(text: &str) -> Result<Program, Error> {
        Program::compile_with(text, &Options::default())
    }

    /// Compiles `text` with `options`.
    pub fn compile_with(text: &str, options: &Options) -> Result<Program, Error> {
        let name = options.name.as_str();
        let chunk = split::whole(text);
        let file = SourceFile::new(name, text, 1);
        let render = |d: sparsir_ir::Diag| Error::new(file.render(&to_file(&chunk, d)).trim_end());
        let mut ir = parse_and_verify(text).map_err(render)?;
        sparsir_graphblas::lower(&mut ir).map_err(render)?;
        sparsir_sparsifier::prepare(&mut ir);
        let lowered = sparsir_sparsifier::lower_module_with(&ir, options.lower)
            .map_err(|e| render(sparsir_ir::Diag::error(e.pos, e.message)))?;
        if options.debug_sched {
            eprint!("{}", render_notes(&file, &chunk, &lowered.notes));
        }
        let params = signatures(&ir);
        let engine = Engine::new(lowered.prog, options.backend)
            .map_err(|e| Error::new(format!("{name}: error: {}", e.message)))?;
        Ok(Program {
            engine,
            name: name.to_string(),
            text: text.to_string(),
            params,
            ctx: RefCell::new(Ctx::stdout()),
        })
    }

    /// The parameters of function `name` (`None` when there is no such function).
    pub fn params(&self, name: &str) -> Option<&[Param]> {
        self.params.get(name).map(Vec::as_slice)
    }

    /// The names of the functions with a body, sorted.
    pub fn functions(&self) -> Vec<&str> {
        let mut names: Vec<&str> = self.params.keys().map(String::as_str).collect();
        names.sort_unstable();
        names
    }

    /// The backend that runs the program.
    pub fn backend(&self) -> Backend {
        self.engine.backend()
    }

    /// Why a native program runs in the interpreter, if it does.
    pub fn warning(&self) -> Option<&str> {
        self.engine.warning()
    }

    /// Sends what the program prints (`sparse_tensor.print`, `vector.print`) to `sink`
    /// instead of standard output.
    pub fn set_output(&self, sink: Box<dyn Write>) {
        *self.ctx.borrow_mut() = Ctx::new(sink, Box::new(|k| std::env::var(k).ok()));
    }

    /// Calls function `name` with `args`; returns its results.
    pub fn call(&self, name: &str, args: &[Value]) -> Result<Vec<Value>, Error> {
        let id = self
            .engine
            .find_func(name)
            .ok_or_else(|| Error::new(format!("{}: error: function '@{name}' not found", self.name)))?;
        let vals = match self.params.get(name) {
            Some(params) => {
                check_args(name, params, args)
                    .map_err(|m| Error::new(format!("{}: error: {m}", self.name)))?;
                let narrow = |(a, p): (&Value, &Param)| match (p, a.as_scalar()) {
                    (Param::Scalar(e), Some(s)) => Val::from_scalar(s, *e),
                    _ => a.to_val(),
                };
                args.iter().zip(params).map(narrow).collect()
            }
            None => args.iter().map(Value::to_val).collect(),
        };
        let mut ctx = self.ctx.try_borrow_mut().map_err(|_| Error::new("error: re-entrant call"))?;
        let out = self.engine.call(id, vals, &mut ctx).map_err(|e| self.exec_error(e))?;
        out.into_iter().map(Value::from_val).collect()
    }

    fn exec_error(&self, e: sparsir_exec::interp::ExecError) -> Error {
        match e.origin {
            Some(o) => {
                let origin = &self.engine.program().origins[o.0 as usize];
                let chunk = split::whole(&self.text);
                let file = SourceFile::new(&self.name, &self.text, 1);
                let msg = format!("'{}' op {}", origin.op, e.message);
                let d = to_file(&chunk, sparsir_ir::Diag::error(origin.offset, msg));
                Error::new(file.render(&d).trim_end())
            }
            None => Error::new(format!("{}: error: {}", self.name, e.message)),
        }
    }
}

/// The parameters of every `func.func` with a body.
fn signatures(ir: &Ir) -> HashMap<String, Vec<Param>> {
    let mut out = HashMap::new();
    let Some(top) = ir.top else { return out };
    let mut funcs = Vec::new();
    ir.walk(top, &mut |op| {
        if ir.op_name(op) == "func.func" {
            funcs.push(op);
        }
    });
    for f in funcs {
        let name = match ir.op_attr(f, "sym_name").map(|a| ir.attr_of(a)) {
            Some(sparsir_ir::Attr::String { value, .. }) => value.clone(),
            _ => continue,
        };
        let inputs = match ir.op_attr(f, "function_type").map(|a| ir.attr_of(a)) {
            Some(sparsir_ir::Attr::Type(t)) => match ir.type_of(*t) {
                Type::Function { inputs, .. } => inputs.clone(),
                _ => continue,
            },
            _ => continue,
        };
        let params = inputs.iter().map(|&t| param_of(ir, t)).collect();
        out.insert(name, params);
    }
    out
}

fn param_of(ir: &Ir, ty: sparsir_ir::TypeId) -> Param {
    use sparsir_ir::elem::storage_elem;
    if let Some(e) = storage_elem(ir, ty) {
        return Param::Scalar(e);
    }
    match ir.type_of(ty) {
        Type::Tensor { shape, elem, .. } => match storage_elem(ir, *elem) {
            Some(e) => Param::Tensor {
                shape: shape.clone(),
                elem: e,
                enc: ir.type_encoding(ty).cloned().map(Box::new),
            },
            None => Param::Other,
        },
        Type::MemRef { elem, .. } | Type::UnrankedMemRef { elem, .. } => {
            storage_elem(ir, *elem).map_or(Param::Other, Param::Buf)
        }
        _ => Param::Other,
    }
}

fn check_args(name: &str, params: &[Param], args: &[Value]) -> Result<(), String> {
    if params.len() != args.len() {
        return Err(format!("'@{name}' takes {} arguments, got {}", params.len(), args.len()));
    }
    for (i, (p, a)) in params.iter().zip(args).enumerate() {
        check_arg(p, a).map_err(|m| format!("'@{name}' argument #{i} {m}"))?;
    }
    Ok(())
}

fn check_arg(p: &Param, a: &Value) -> Result<(), String> {
    match p {
        Param::Other => Ok(()),
        Param::Scalar(e) => {
            let ok = match a.0 {
                Val::Int(_) => e.is_integer() || *e == ElemType::Index,
                Val::Float(_) => e.is_float(),
                Val::Complex(..) => e.is_complex(),
                _ => false,
            };
            if ok {
                Ok(())
            } else {
                Err(format!("expects a scalar of type {e:?}, got {}", a.describe()))
            }
        }
        Param::Buf(e) => match &a.0 {
            Val::Buf(b) if b.borrow().elem_type() == *e => Ok(()),
            _ => Err(format!("expects a buffer of {e:?}, got {}", a.describe())),
        },
        Param::Tensor { shape, elem, enc } => {
            let t = a.tensor().ok_or_else(|| format!("expects a tensor, got {}", a.describe()))?;
            if t.elem_type() != *elem {
                return Err(format!("expects elements of type {elem:?}, got {:?}", t.elem_type()));
            }
            let dims = t.shape();
            let fits = dims.len() == shape.len()
                && shape.iter().zip(&dims).all(|(&s, &d)| s == sparsir_ir::types::DYNAMIC || s as u64 == d);
            if !fits {
                let want: Vec<String> = shape
                    .iter()
                    .map(|&s| if s == sparsir_ir::types::DYNAMIC { "?".into() } else { s.to_string() })
                    .collect();
                let got: Vec<String> = dims.iter().map(u64::to_string).collect();
                return Err(format!("expects sizes {}, got {}", want.join("x"), got.join("x")));
            }
            match (enc, t) {
                (None, Tensor::Dense(_)) => Ok(()),
                (Some(want), Tensor::Sparse(s)) if *s.enc == **want => Ok(()),
                (Some(want), Tensor::Sparse(s)) => {
                    Err(format!("expects a sparse tensor encoded as {want}, got one encoded as {}", s.enc))
                }
                (Some(_), _) => Err("expects a sparse tensor, got a dense one".into()),
                (None, _) => Err("expects a dense tensor, got a sparse one".into()),
            }
        }
    }
}

impl Value {
    fn describe(&self) -> String {
        match &self.0 {
            Val::Unset => "an unset value".into(),
            Val::Int(_) => "an integer".into(),
            Val::Float(_) => "a float".into(),
            Val::Complex(..) => "a complex number".into(),
            Val::Buf(_) => "a buffer".into(),
            Val::View(_) => "a view of a tensor buffer".into(),
            Val::Obj(o) => match &**o {
                Object::Tensor(Tensor::Sparse(_)) => "a sparse tensor".into(),
                Object::Tensor(_) => "a dense tensor".into(),
                Object::Str(_) => "a string".into(),
                Object::Rng(_) => "a random-number generator".into(),
            },
        }
    }
}

/// The scalar of a value, for callers that want storage scalars.
impl Value {
    /// The scalar inside, if any.
    pub fn as_scalar(&self) -> Option<Scalar> {
        self.0.to_scalar()
    }
}

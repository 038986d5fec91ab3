//! One entry point for every backend: compile a loop program once, call its functions
//! many times.
//!
//! Why: `sparsir run`, the library API and the benchmarks all need "run function F of this
//! program with these arguments" without caring which backend does it. [`Engine::new`]
//! prepares the program for the chosen [`Backend`] (the native backend compiles its loop
//! nests to machine code, or falls back to the interpreter with a warning when no C
//! compiler works); [`Engine::call`] runs a function. Both backends give the same results:
//! the native backend runs compiled loop nests inside the interpreter's sequencing of
//! runtime calls, so semantics live in one place.

use sparsir_loops::{FuncId, Program};

use crate::interp::{self, CallSites, ExecError};
use crate::native::{self, NativeCode};
use crate::runtime::Ctx;
use crate::value::Val;

/// Which backend runs a program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Backend {
    /// The loop-IR interpreter: always available, the oracle of the tests.
    Interp,
    /// Loop nests compiled to C by the system compiler and loaded as a shared library.
    #[default]
    Native,
}

impl Backend {
    /// `interp` or `native`.
    pub fn parse(text: &str) -> Option<Backend> {
        match text {
            "interp" | "interpreter" => Some(Backend::Interp),
            "native" => Some(Backend::Native),
            _ => None,
        }
    }

    /// The backend named by `SPARSIR_BACKEND`, else `default`; an unknown name is an error.
    pub fn from_env(default: Backend) -> Result<Backend, String> {
        match std::env::var("SPARSIR_BACKEND") {
            Ok(v) if !v.is_empty() => Backend::parse(&v)
                .ok_or_else(|| format!("SPARSIR_BACKEND: unknown backend '{v}' (expected interp or native)")),
            _ => Ok(default),
        }
    }

    /// The name users write.
    pub fn name(self) -> &'static str {
        match self {
            Backend::Interp => "interp",
            Backend::Native => "native",
        }
    }
}

/// A program ready to run on one backend.
pub struct Engine {
    prog: Program,
    calls: CallSites,
    native: Option<NativeCode>,
    warning: Option<String>,
}

impl Engine {
    /// Prepares `prog` for `backend`. With [`Backend::Native`], a program whose C code
    /// cannot be compiled (no compiler) runs in the interpreter; [`Engine::warning`] says
    /// why.
    pub fn new(prog: Program, backend: Backend) -> Result<Engine, ExecError> {
        let (native, warning) = match backend {
            Backend::Interp => (None, None),
            Backend::Native => match native::prepare(&prog) {
                Ok(code) => (Some(code), None),
                Err(native::PrepareError::NoCompiler(why)) => (None, Some(why)),
                Err(native::PrepareError::Failed(why)) => {
                    return Err(ExecError { origin: None, message: why });
                }
            },
        };
        let calls = CallSites::resolve(&prog)?;
        Ok(Engine { prog, calls, native, warning })
    }

    /// The backend that actually runs the program.
    pub fn backend(&self) -> Backend {
        if self.native.is_some() {
            Backend::Native
        } else {
            Backend::Interp
        }
    }

    /// Why a native engine runs in the interpreter (one line), if it does.
    pub fn warning(&self) -> Option<&str> {
        self.warning.as_deref()
    }

    /// The loop program.
    pub fn program(&self) -> &Program {
        &self.prog
    }

    /// The function named `name`.
    pub fn find_func(&self, name: &str) -> Option<FuncId> {
        self.prog.find_func(name)
    }

    /// Runs `entry` with `args`; output goes to `ctx` (flushed at the end).
    pub fn call(&self, entry: FuncId, args: Vec<Val>, ctx: &mut Ctx) -> Result<Vec<Val>, ExecError> {
        interp::run_prepared(&self.prog, &self.calls, self.native.as_ref(), entry, args, ctx)
    }
}

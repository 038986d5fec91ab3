//! # sparsir-exec
//!
//! Backends for the loop IR of `sparsir-loops`, and the runtime they call.
//!
//! * [`value`]: what a loop-IR variable holds at run time — scalars, shared 1-D buffers,
//!   and handles to runtime objects (tensors with value semantics, file names);
//! * [`runtime`]: the `sparsir_*` functions lowered programs call (building, converting,
//!   printing, reading tensors …), resolved by name once per call site;
//! * [`interp`]: the interpreter, the always-available backend and the oracle the native
//!   backend is checked against;
//! * [`native`]: the native backend — loop nests emitted as C, compiled by the system
//!   compiler, cached on disk and loaded;
//! * [`engine`]: one entry point over both backends;
//! * [`big_alloc`]: the global allocator the command and the Python module install
//!   (large buffers on huge pages, recycled);
//! * [`sigpipe`]: the command ends quietly when its output pipe closes.
//!
//! Backends never change semantics: the same loop IR gives the same output on each.

pub mod big_alloc;
pub mod engine;
pub mod interp;
pub mod native;
pub mod runtime;
pub mod scalar;
pub mod sigpipe;
pub mod sort_index;
pub mod threads;
pub mod value;

pub use big_alloc::BigBlockAlloc;
pub use engine::{Backend, Engine};
pub use interp::{run, ExecError};
pub use value::Val;

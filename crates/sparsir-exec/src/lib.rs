//! # sparsir-exec
//!
//! Backends for the loop IR of `sparsir-loops`, and the runtime they call.
//!
//! * [`value`]: what a loop-IR variable holds at run time — scalars, shared 1-D buffers,
//!   and handles to runtime objects (tensors with value semantics, file names);
//! * [`runtime`]: the `sparsir_*` functions lowered programs call (building, converting,
//!   printing, reading tensors …), resolved by name once per call site;
//! * [`interp`]: the interpreter, the always-available backend and the oracle the native
//!   backend is checked against.
//!
//! Backends never change semantics: the same loop IR gives the same output on each.

pub mod interp;
pub mod runtime;
pub mod scalar;
pub mod value;

pub use interp::{run, ExecError};
pub use value::Val;

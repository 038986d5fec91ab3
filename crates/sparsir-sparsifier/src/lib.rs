//! # sparsir-sparsifier
//!
//! The compiler from verified MLIR (`sparsir-ir`) to loop IR (`sparsir-loops`).
//!
//! * [`lower`]: a whole module — `func`, `scf`, `arith`/`math`/`complex`, `vector`
//!   printing and transfers, `memref`/`bufferization`, every `tensor` op and every
//!   non-kernel `sparse_tensor` op — becomes loop IR plus runtime calls. Tensors become
//!   handles with value semantics.
//!
//! * [`kernel`]: the sparsifier proper — a `linalg.generic` or named linalg op over
//!   sparse tensors becomes co-iterating loops (tensor expressions, merge lattices, an
//!   iteration graph, level iterators, dense and sparse outputs).
//!
//! * [`rewrite`]: IR rewrites run before lowering (`prepare`): elementwise ops on sparse
//!   tensors become `linalg.generic` kernels.

pub mod kernel;
pub mod lower;
pub mod rewrite;

pub use lower::{lower_module, lower_module_notes, lower_module_with, LowerError, Lowered, Options};
pub use rewrite::elementwise_to_generic as prepare;

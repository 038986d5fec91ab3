//! # sparsir-sparsifier
//!
//! The compiler from verified MLIR (`sparsir-ir`) to loop IR (`sparsir-loops`).
//!
//! * [`lower`]: a whole module — `func`, `scf`, `arith`/`math`/`complex`, `vector`
//!   printing and transfers, `memref`/`bufferization`, every `tensor` op and every
//!   non-kernel `sparse_tensor` op — becomes loop IR plus runtime calls. Tensors become
//!   handles with value semantics.
//!
//! The sparsification of `linalg.generic` kernels (merge lattices, iteration graphs,
//! level iterators) joins here next; until then a kernel is refused with an
//! "unsupported" error that names it.

pub mod kernel;
pub mod lower;

pub use lower::{lower_module, LowerError};

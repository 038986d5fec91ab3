//! # sparsir
//!
//! The library facade of sparsir and home of the `sparsir` command. Today it exposes the
//! storage runtime ([`sparsir_storage`]): encodings, storage in every level format,
//! conversion, MLIR-identical printing, Matrix Market / FROSTT files. The compiler layers
//! (IR, loops, sparsifier, backends; see `docs/architecture.md`) will be re-exported here
//! as they land.

pub use sparsir_storage as storage;

pub mod api;
pub mod bench;
pub mod cli;
pub mod cli_graph;
pub mod cli_opt;
pub mod cli_run;
pub mod cli_stats;
pub mod diagnostics;
pub mod graph;
pub mod program;
pub use program::{Param, Program, Value};
pub use sparsir_gen as gen;
pub mod progress;
pub use api::run_source;
pub mod shorthand;

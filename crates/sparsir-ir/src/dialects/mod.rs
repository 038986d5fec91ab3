//! The custom assembly forms of the dialects sparse programs use.
//!
//! Why: programs are written in each dialect's custom syntax (`arith.addf %a, %b : f64`),
//! not the generic form. One module per dialect lists its ops ([`crate::registry::OpSpec`])
//! with their parse and print functions, written with the primitives of
//! [`crate::parser::Parser`] and [`crate::printer::Printer`].

pub mod builtin;
pub mod func;
pub mod sparse_tensor;

use crate::registry::OpSpec;

/// Every dialect's op table.
pub static ALL: &[&[OpSpec]] = &[builtin::OPS, func::OPS, sparse_tensor::OPS];

//! # sparsir-ir
//!
//! MLIR's textual IR for sparsir: types, attributes and operations held in index arenas
//! ([`Ir`]), a parser for the generic form and the custom forms of the dialects sparse
//! programs use ([`parse`]), a printer whose output MLIR 22 reads back ([`print`]), the
//! verifier, and diagnostics with `file:line:col`.
//!
//! It knows nothing about loops or backends.

pub(crate) mod arity;
pub mod attrs;
pub mod diag;
pub(crate) mod dialect_attrs;
pub mod dialects;
pub mod elem;
pub mod expected;
pub mod float_text;
pub mod fxhash;
pub mod ids;
pub mod ir;
pub mod lexer;
pub mod parser;
pub mod printer;
pub(crate) mod props;
pub mod registry;
pub mod roundtrip;
pub mod split;
pub mod types;
pub mod verify;

pub use attrs::Attr;
pub use diag::{Diag, SourceFile};
pub use ids::{AttrId, BlockId, OpId, RegionId, StrId, TypeId, ValueId};
pub use ir::Ir;
pub use printer::{print_module, PrintOptions};
pub use types::Type;

/// Stack size of the thread parsing runs on: deep nesting (up to
/// [`parser::MAX_NESTING`]) must give a diagnostic, never a stack overflow.
const PARSE_STACK: usize = 512 << 20;

/// Parses a source text into IR (the first error stops the parse).
pub fn parse(text: &str) -> Result<Ir, Diag> {
    std::thread::scope(|s| {
        std::thread::Builder::new()
            .stack_size(PARSE_STACK)
            .spawn_scoped(s, || parser::Parser::new(text).parse_top_level())
            .map_err(|e| Diag::error(u32::MAX, format!("cannot start the parser thread: {e}")))?
            .join()
            .unwrap_or_else(|_| Err(Diag::error(u32::MAX, "internal error: the parser panicked")))
    })
}

/// Prints IR as MLIR text.
pub fn print(ir: &Ir, options: PrintOptions) -> String {
    print_module(ir, options)
}

/// Prints IR as MLIR text, with the number of ops printed in the generic form because
/// their custom printer could not print them (0 for every verified program).
pub fn print_counted(ir: &Ir, options: PrintOptions) -> (String, usize) {
    printer::print_module_counted(ir, options)
}

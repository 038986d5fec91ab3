//! The sparsifier: a structured linalg op over sparse tensors becomes co-iterating loops.
//!
//! Why: this is where "sparsity is a property of the type" pays off. A kernel written
//! densely (`linalg.generic`, or a named op read as one) is compiled to loop IR that walks
//! only the stored entries of its sparse operands:
//!
//! 1. [`analysis`] reads the op: loops, operands with their level→loop maps, the body as a
//!    tensor expression ([`expr`]); inputs whose storage the loops cannot walk directly
//!    (non-permutation maps, batch or structured levels, unordered levels) are converted at
//!    run time to a walkable encoding, with a note.
//! 2. [`schedule`] orders the loops (iteration graph), converting inputs whose level order
//!    conflicts with every order.
//! 3. [`codegen`] emits one loop per loop index, shaped by that loop's merge lattice
//!    ([`lattice`]): a dense loop, a loop over one fiber, or a co-iteration of several;
//!    [`point`] evaluates the body at each visited point and updates the output.
//!
//! Semantics (shared with the reference evaluator of the tests): "present" means stored;
//! see `docs/architecture.md`, "Kernel semantics".

pub mod analysis;
pub mod codegen;
pub(crate) mod coiterate;
pub mod expr;
pub(crate) mod fill;
pub(crate) mod flow;
pub mod lattice;
pub(crate) mod levels;
pub(crate) mod parallel;
pub mod point;
pub(crate) mod prefetch;
pub(crate) mod reduction_loop;
pub mod schedule;
pub(crate) mod terminal;

use sparsir_ir::OpId;

use crate::lower::{Cx, Result};

/// Lowers one structured linalg op (its results are mapped to the output tensors). A
/// kernel with several outputs runs as one loop nest per output: each output's value may
/// read the inputs and its own output argument only, so the nests are independent.
pub fn lower(cx: &mut Cx, op: OpId) -> Result<()> {
    let outs = cx.ir.op(op).results.len().max(1);
    let mut results = Vec::with_capacity(outs);
    for out in 0..outs {
        let kernel = analysis::analyze(cx, op, out)?;
        let note = kernel.describe(cx.ir);
        cx.notes.push((cx.ir.op(op).pos.0, note));
        results.push(if kernel.zero_yield {
            cx.get(kernel.out().value)?
        } else {
            codegen::generate(cx, op, &kernel)?
        });
    }
    cx.set_results(op, &results);
    Ok(())
}

//! Lowering a verified MLIR module to loop IR.
//!
//! Why: one walk over each `func.func`, op by op, in order; every op kind is handled by
//! its dialect's file and either becomes loop-IR statements (control flow, scalar
//! arithmetic, loops over entries) or a runtime call on tensor handles. The map from MLIR
//! values to loop variables is a side table indexed by `ValueId`.
//!
//! Invariants: an MLIR value is mapped once, when its defining op (or block) is lowered;
//! tensors map to `Handle`s, memrefs and vectors to `Buf`s (row-major), scalars to
//! scalars. An op the lowering cannot handle gives an "unsupported: …" error at the op.

pub(crate) mod arith;
mod cfg;
mod control;
mod graphblas;
mod memref;
mod runner;
mod sparse;
mod sparse_buffers;
mod sparse_coiter;
mod sparse_foreach;
mod sparse_iter;
mod sparse_specifier;
mod tensor;
mod tensor_loops;
pub(crate) mod types;
mod vector;

use sparsir_ir::{Ir, OpId, RegionId, ValueId};
use sparsir_loops::{BlockId, Builder, FuncId, OriginId, Program, Stmt, Ty, VarId};

pub use types::lower_type;

/// A lowering failure at a byte offset of the source.
#[derive(Clone, Debug, PartialEq)]
pub struct LowerError {
    /// Byte offset of the op in the source text.
    pub pos: u32,
    /// The message (`unsupported: 'op' …` or a plain error).
    pub message: String,
}

/// Result of lowering steps.
pub type Result<T> = std::result::Result<T, LowerError>;

/// A lowered program with the sparsifier's notes (per kernel: the op's byte offset and
/// its schedule, formats and conversions; `--debug-sched` prints them).
pub struct Lowered {
    /// The loop IR.
    pub prog: Program,
    /// `(byte offset of the op, note)`, in lowering order.
    pub notes: Vec<(u32, String)>,
}

/// Lowers every function of `ir`'s top-level module.
pub fn lower_module(ir: &Ir) -> Result<Program> {
    lower_module_notes(ir).map(|l| l.prog)
}

/// Lowers every function of `ir`'s top-level module, keeping the sparsifier's notes.
pub fn lower_module_notes(ir: &Ir) -> Result<Lowered> {
    lower_module_with(ir, Options::default())
}

/// Choices of the lowering that do not change results (tests compare them).
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// Assemble every sparse output through its entry list with reductions innermost,
    /// never through a row workspace (the universal path fast paths are tested against).
    pub universal_outputs: bool,
}

/// Per value: its number of uses as an operand, and the (last) op using it.
fn use_counts(ir: &Ir, top: OpId) -> Vec<(u32, Option<OpId>)> {
    let mut uses = vec![(0u32, None); ir.num_values()];
    ir.walk(top, &mut |op| {
        for &v in &ir.op(op).operands {
            let u = &mut uses[v.0 as usize];
            *u = (u.0 + 1, Some(op));
        }
    });
    uses
}

/// [`lower_module_notes`] with options.
pub fn lower_module_with(ir: &Ir, options: Options) -> Result<Lowered> {
    let mut prog = Program::new();
    let top = ir.top.ok_or(LowerError { pos: 0, message: "empty program".into() })?;
    let mut funcs = Vec::new();
    ir.walk(top, &mut |op| {
        if ir.op_name(op) == "func.func" {
            funcs.push(op);
        }
    });
    let entry = prog.new_block();
    let mut cx = Cx {
        ir,
        b: Builder::new(&mut prog, entry),
        vals: vec![None; ir.num_values()],
        funcs: Vec::new(),
        origins: Default::default(),
        notes: Vec::new(),
        options,
        iter_vals: Default::default(),
        uses: use_counts(ir, top),
        dense_handoff: Default::default(),
        dense_init: Default::default(),
    };
    for &f in &funcs {
        control::declare_func(&mut cx, f)?;
    }
    for &f in &funcs {
        control::lower_func_body(&mut cx, f)?;
    }
    let notes = std::mem::take(&mut cx.notes);
    drop(cx);
    sparsir_loops::verify::verify(&prog).map_err(|e| LowerError {
        pos: 0,
        message: format!("internal error: loop IR does not verify: {e}"),
    })?;
    Ok(Lowered { prog, notes })
}

/// The lowering state: the IR being read, the program being built, and the value map.
pub struct Cx<'a> {
    /// The source program.
    pub ir: &'a Ir,
    /// Where statements go.
    pub b: Builder<'a>,
    vals: Vec<Option<VarId>>,
    /// Source functions by symbol name: (name, func op, loop-IR function if it has a body).
    pub(crate) funcs: Vec<(String, OpId, Option<FuncId>)>,
    origins: std::collections::HashMap<OpId, OriginId>,
    /// Notes for `--debug-sched`: (byte offset of the op, text).
    pub notes: Vec<(u32, String)>,
    /// Lowering choices.
    pub options: Options,
    /// Iteration spaces and iterators: values that are several loop variables.
    pub(crate) iter_vals: std::collections::HashMap<ValueId, sparse_iter::IterVal>,
    /// Per value: how many operands use it, and the last op using it (0 / `None`: unused).
    pub(crate) uses: Vec<(u32, Option<OpId>)>,
    /// Dense kernel results handed to the one kernel that uses them as its output: the
    /// result's buffer, written in place by that kernel instead of copied (see
    /// `kernel::codegen`).
    pub(crate) dense_handoff: std::collections::HashMap<ValueId, VarId>,
    /// Of those, the results of fills whose loops were left to the using kernel: the
    /// handed buffer is allocated but not filled, and the kernel writes this value into it
    /// (row by row inside its outer loop when it can, else before its loops).
    pub(crate) dense_init: std::collections::HashMap<ValueId, VarId>,
}

impl<'a> Cx<'a> {
    /// The loop variable of an MLIR value.
    pub fn get(&self, v: ValueId) -> Result<VarId> {
        self.vals[v.0 as usize].ok_or_else(|| LowerError {
            pos: self.value_pos(v),
            message: "internal error: value used before it was lowered".into(),
        })
    }

    /// The loop variables of an op's operands.
    pub fn operands(&self, op: OpId) -> Result<Vec<VarId>> {
        self.ir.op(op).operands.iter().map(|&v| self.get(v)).collect()
    }

    /// The `i`-th operand's loop variable.
    pub fn operand(&self, op: OpId, i: usize) -> Result<VarId> {
        self.get(self.ir.op(op).operands[i])
    }

    /// Maps an MLIR value to a loop variable.
    pub fn set(&mut self, v: ValueId, var: VarId) {
        self.vals[v.0 as usize] = Some(var);
    }

    /// Maps an op's results to `vars`.
    pub fn set_results(&mut self, op: OpId, vars: &[VarId]) {
        let results = self.ir.op(op).results.clone();
        for (r, &v) in results.iter().zip(vars) {
            self.set(*r, v);
        }
    }

    /// The loop type of an MLIR value.
    pub fn ty_of(&self, v: ValueId) -> Result<Ty> {
        lower_type(self.ir, self.ir.value_type(v))
            .map_err(|m| LowerError { pos: self.value_pos(v), message: m })
    }

    fn value_pos(&self, v: ValueId) -> u32 {
        self.ir.defining_op(v).map(|op| self.ir.op(op).pos.0).unwrap_or(0)
    }

    /// The origin record of `op` (made once).
    pub fn origin(&mut self, op: OpId) -> OriginId {
        if let Some(&o) = self.origins.get(&op) {
            return o;
        }
        let name = self.ir.op_name(op).to_string();
        let o = self.b.prog.origin(&name, self.ir.op(op).pos.0);
        self.origins.insert(op, o);
        o
    }

    /// An error at `op`.
    pub fn error(&self, op: OpId, message: impl Into<String>) -> LowerError {
        LowerError { pos: self.ir.op(op).pos.0, message: message.into() }
    }

    /// An "unsupported" error at `op`, saying why.
    pub fn unsupported(&self, op: OpId, why: impl std::fmt::Display) -> LowerError {
        self.error(op, format!("unsupported: '{}' op {}", self.ir.op_name(op), why))
    }

    /// Lowers the ops of a single-block region (the block's arguments already mapped),
    /// stopping before its terminator, which is returned.
    pub fn lower_region_ops(&mut self, region: RegionId) -> Result<Option<OpId>> {
        let blocks = &self.ir.region(region).blocks;
        let Some(&blk) = blocks.first() else { return Ok(None) };
        if blocks.len() > 1 {
            let parent = self.ir.region(region).parent.expect("region has a parent op");
            return Err(self.unsupported(parent, "with a region of more than one block (cf branches)"));
        }
        let ops = self.ir.block(blk).ops.clone();
        let mut term = None;
        for (i, &op) in ops.iter().enumerate() {
            if i + 1 == ops.len() && is_terminator(self.ir.op_name(op)) {
                term = Some(op);
                break;
            }
            self.lower_op(op)?;
        }
        Ok(term)
    }

    /// Builds a nested loop-IR block: `arg_tys` arguments, filled by `f` (which returns
    /// the values for the terminator `end` makes), the insertion point restored after.
    pub fn nested<T>(
        &mut self,
        arg_tys: &[Ty],
        f: impl FnOnce(&mut Self, &[VarId]) -> Result<T>,
    ) -> Result<(BlockId, T)> {
        let blk = self.b.prog.new_block();
        let args: Vec<VarId> = arg_tys.iter().map(|&t| self.b.prog.new_var(t)).collect();
        self.b.prog.block_mut(blk).args = args.clone();
        let outer = self.b.block();
        self.b.set_block(blk);
        let out = f(self, &args);
        self.b.set_block(outer);
        Ok((blk, out?))
    }

    /// `for iv in lo..hi step` carrying `inits`; `body` returns the next carried values.
    pub fn for_loop(
        &mut self,
        lo: VarId,
        hi: VarId,
        step: VarId,
        inits: &[VarId],
        body: impl FnOnce(&mut Self, VarId, &[VarId]) -> Result<Vec<VarId>>,
    ) -> Result<Vec<VarId>> {
        let mut arg_tys = vec![self.b.ty(lo)];
        arg_tys.extend(inits.iter().map(|&v| self.b.ty(v)));
        let (blk, yielded) = self.nested(&arg_tys, |cx, args| body(cx, args[0], &args[1..]))?;
        self.b.prog.block_mut(blk).stmts.push(Stmt::Yield(yielded));
        let iv = self.b.prog.block(blk).args[0];
        let results: Vec<VarId> = inits.iter().map(|&v| self.b.var(self.b.ty(v))).collect();
        self.b.push(Stmt::For {
            iv,
            lo,
            hi,
            step,
            inits: inits.to_vec(),
            body: blk,
            results: results.clone(),
        });
        Ok(results)
    }

    /// Lowers one op; statements that can fail at run time name it as their origin.
    pub fn lower_op(&mut self, op: OpId) -> Result<()> {
        let outer = self.b.origin;
        self.b.origin = Some(self.origin(op));
        let result = self.dispatch(op);
        self.b.origin = outer;
        result
    }

    fn dispatch(&mut self, op: OpId) -> Result<()> {
        let name = self.ir.op_name(op);
        let dialect = name.split('.').next().unwrap_or("");
        match dialect {
            "arith" | "math" | "complex" => arith::lower(self, op),
            "scf" | "func" => control::lower(self, op),
            "cf" if name == "cf.assert" => control::cf_assert(self, op),
            "vector" => vector::lower(self, op),
            "memref" | "bufferization" => memref::lower(self, op),
            "tensor" => tensor::lower(self, op),
            "sparse_tensor" => sparse::lower(self, op),
            "linalg" => crate::kernel::lower(self, op),
            "graphblas" => graphblas::lower(self, op),
            _ => Err(self.unsupported(op, "(no lowering for this dialect)")),
        }
    }
}

/// Ops that end a region and are handled by their parent.
fn is_terminator(name: &str) -> bool {
    matches!(
        name,
        "func.return"
            | "scf.yield"
            | "scf.condition"
            | "tensor.yield"
            | "sparse_tensor.yield"
            | "linalg.yield"
            | "memref.atomic_yield"
            | "scf.reduce"
            | "scf.reduce.return"
    )
}

//! Regions of several blocks (`cf.br`, `cf.cond_br`, `cf.switch`): a function body or an
//! `scf.execute_region` written as a control-flow graph.
//!
//! Why: the loop IR is structured (`for`, `while`, `if`), so a CFG becomes a state
//! machine: one `while` loop whose carried values are the number of the block to run
//! next, the arguments of every non-entry block, the values used outside the block that
//! defines them, and the region's exit values. Each iteration runs one block (a chain of
//! `if`s on the state), and its terminator yields the next state and the updated carried
//! values; an exit terminator (`func.return`, `scf.yield`) sets the state to "done".
//!
//! Carried values start as placeholders (`sparsir_undef`): MLIR's dominance rule
//! guarantees that a block reads a value only after a block defining it has run.

use std::collections::HashMap;

use sparsir_ir::ir::ValueDef;
use sparsir_ir::{BlockId, OpId, RegionId, ValueId};
use sparsir_loops::{CmpPred, Stmt, Ty, VarId};
use sparsir_storage::ElemType;

use super::{Cx, Result};

/// State number meaning "the region has exited".
const DONE: i64 = -1;

/// Lowers `region` (its entry block's arguments already mapped) and returns the values
/// its exit terminator (`exit`, e.g. `func.return`) passes out.
pub fn lower_region(cx: &mut Cx, region: RegionId, exit: &str) -> Result<Vec<VarId>> {
    let ir = cx.ir;
    let owner = ir.region(region).parent.expect("region has a parent op");
    if ir.region(region).blocks.len() <= 1 {
        return match cx.lower_region_ops(region)? {
            Some(t) if ir.op_name(t) == exit => cx.operands(t),
            _ => Err(cx.unsupported(owner, format!("whose body does not end in {exit}"))),
        };
    }
    let plan = Plan::new(cx, region, exit)?;
    let inits = plan.initial_values(cx);
    let tys: Vec<Ty> = inits.iter().map(|&v| cx.b.ty(v)).collect();
    let (before, ()) = cx.nested(&tys, |cx, args| {
        let done = cx.b.index(DONE);
        let running = cx.b.cmp(CmpPred::Int(sparsir_loops::ops::IntPred::Ne), args[0], done);
        cx.b.push(Stmt::Condition { cond: running, args: args.to_vec() });
        Ok(())
    })?;
    let (after, next) = cx.nested(&tys, |cx, args| dispatch(cx, &plan, args, 0))?;
    cx.b.prog.block_mut(after).stmts.push(Stmt::Yield(next));
    let results: Vec<VarId> = tys.iter().map(|&t| cx.b.var(t)).collect();
    cx.b.push(Stmt::While { inits, before, after, results: results.clone() });
    Ok(results[plan.exit_slot..].to_vec())
}

/// What the state machine carries.
struct Plan {
    blocks: Vec<BlockId>,
    /// MLIR values carried between blocks (non-entry block arguments and values used
    /// outside their defining block), with their slot (1-based: slot 0 is the state).
    slots: HashMap<ValueId, usize>,
    /// Slot types, slot 0 (the state) included.
    tys: Vec<Ty>,
    /// The first of the exit values' slots.
    exit_slot: usize,
    exit: String,
}

impl Plan {
    fn new(cx: &Cx, region: RegionId, exit: &str) -> Result<Plan> {
        let ir = cx.ir;
        let blocks = ir.region(region).blocks.clone();
        let mut carried: Vec<ValueId> = Vec::new();
        for &b in &blocks[1..] {
            carried.extend(&ir.block(b).args);
        }
        let dom = dominators(ir, &blocks);
        let mut bad_use = None;
        for (k, &b) in blocks.iter().enumerate() {
            for &op in &ir.block(b).ops {
                ir.walk(op, &mut |o| {
                    for (i, &v) in ir.op(o).operands.iter().enumerate() {
                        // The entry block's arguments are mapped before the loop.
                        let entry_arg = is_block_arg_of(ir, v, blocks[0]);
                        let Some(d) = defining_block(ir, &blocks, v).filter(|&d| d != k) else { continue };
                        if dom[k].as_ref().is_some_and(|doms| !doms[d]) {
                            bad_use.get_or_insert((o, i));
                        }
                        if !entry_arg && !carried.contains(&v) {
                            carried.push(v);
                        }
                    }
                });
            }
        }
        if let Some((o, i)) = bad_use {
            return Err(cx.error(o, format!("operand #{i} does not dominate this use")));
        }
        let mut tys = vec![Ty::Scalar(ElemType::Index)];
        let mut slots = HashMap::new();
        for v in carried {
            slots.insert(v, tys.len());
            tys.push(cx.ty_of(v)?);
        }
        let exit_slot = tys.len();
        let exit_op = blocks
            .iter()
            .filter_map(|&b| ir.block(b).ops.last().copied())
            .find(|&t| ir.op_name(t) == exit)
            .ok_or_else(|| {
                cx.unsupported(ir.region(region).parent.expect("owner"), format!("without a {exit}"))
            })?;
        for &v in &ir.op(exit_op).operands {
            tys.push(cx.ty_of(v)?);
        }
        Ok(Plan { blocks, slots, tys, exit_slot, exit: exit.to_string() })
    }

    /// State 0 (the entry block), placeholders for everything else.
    fn initial_values(&self, cx: &mut Cx) -> Vec<VarId> {
        let mut out = vec![cx.b.index(0)];
        for &ty in &self.tys[1..] {
            out.push(match ty {
                Ty::Scalar(e) => cx.b.constant(e, e.zero()),
                _ => cx.b.call_runtime("sparsir_undef", &[], vec![], &[ty], None)[0],
            });
        }
        out
    }
}

/// For each block, which blocks dominate it (`None` for a block no path reaches, where
/// MLIR checks nothing).
fn dominators(ir: &sparsir_ir::Ir, blocks: &[BlockId]) -> Vec<Option<Vec<bool>>> {
    let n = blocks.len();
    let index = |b: BlockId| blocks.iter().position(|&x| x == b);
    let mut preds = vec![Vec::new(); n];
    for (k, &b) in blocks.iter().enumerate() {
        if let Some(&term) = ir.block(b).ops.last() {
            for &succ in &ir.op(term).successors {
                if let Some(t) = index(succ) {
                    preds[t].push(k);
                }
            }
        }
    }
    let mut dom: Vec<Option<Vec<bool>>> = vec![None; n];
    dom[0] = Some((0..n).map(|k| k == 0).collect());
    let mut changed = true;
    while changed {
        changed = false;
        for k in 1..n {
            let mut meet: Option<Vec<bool>> = None;
            for &p in &preds[k] {
                if let Some(dp) = &dom[p] {
                    meet = Some(match meet {
                        None => dp.clone(),
                        Some(m) => m.iter().zip(dp).map(|(&a, &b)| a && b).collect(),
                    });
                }
            }
            if let Some(mut m) = meet {
                m[k] = true;
                if dom[k].as_ref() != Some(&m) {
                    dom[k] = Some(m);
                    changed = true;
                }
            }
        }
    }
    dom
}

/// The index (in `blocks`) of the top-level block whose ops define `v`, if any.
fn defining_block(ir: &sparsir_ir::Ir, blocks: &[BlockId], v: ValueId) -> Option<usize> {
    let mut block = match ir.value(v).def {
        ValueDef::BlockArg { block, .. } => block,
        ValueDef::OpResult { op, .. } => ir.op(op).parent?,
    };
    loop {
        if let Some(k) = blocks.iter().position(|&b| b == block) {
            return Some(k);
        }
        let region = ir.block(block).parent?;
        let op = ir.region(region).parent?;
        block = ir.op(op).parent?;
    }
}

/// `if state == k { block k } else { … }` for blocks `k..`; yields the next carried values.
fn dispatch(cx: &mut Cx, plan: &Plan, args: &[VarId], k: usize) -> Result<Vec<VarId>> {
    if k + 1 == plan.blocks.len() {
        return run_block(cx, plan, args, k);
    }
    let state = cx.b.index(k as i64);
    let is_k = cx.b.cmp(CmpPred::Int(sparsir_loops::ops::IntPred::Eq), args[0], state);
    let (then_blk, then_vals) = cx.nested(&[], |cx, _| run_block(cx, plan, args, k))?;
    cx.b.prog.block_mut(then_blk).stmts.push(Stmt::Yield(then_vals));
    let (else_blk, else_vals) = cx.nested(&[], |cx, _| dispatch(cx, plan, args, k + 1))?;
    cx.b.prog.block_mut(else_blk).stmts.push(Stmt::Yield(else_vals));
    let results: Vec<VarId> = plan.tys.iter().map(|&t| cx.b.var(t)).collect();
    cx.b.push(Stmt::If { cond: is_k, then_blk, else_blk, results: results.clone() });
    Ok(results)
}

/// Runs block `k` with the carried values `args`; returns the next carried values.
fn run_block(cx: &mut Cx, plan: &Plan, args: &[VarId], k: usize) -> Result<Vec<VarId>> {
    let ir = cx.ir;
    for (&v, &slot) in &plan.slots {
        cx.set(v, args[slot]);
    }
    let blk = plan.blocks[k];
    let ops = ir.block(blk).ops.clone();
    let (term, body) = ops.split_last().ok_or_else(|| super::LowerError {
        pos: 0,
        message: "internal error: a block without a terminator".into(),
    })?;
    for &op in body {
        cx.lower_op(op)?;
    }
    // Values this block defined that other blocks read.
    let mut next = args.to_vec();
    for (&v, &slot) in &plan.slots {
        if defining_block(ir, &plan.blocks, v) == Some(k) && !is_block_arg_of(ir, v, blk) {
            next[slot] = cx.get(v)?;
        }
    }
    branch(cx, plan, *term, next)
}

fn is_block_arg_of(ir: &sparsir_ir::Ir, v: ValueId, blk: BlockId) -> bool {
    matches!(ir.value(v).def, ValueDef::BlockArg { block, .. } if block == blk)
}

/// The carried values after terminator `term`, starting from `next`.
fn branch(cx: &mut Cx, plan: &Plan, term: OpId, next: Vec<VarId>) -> Result<Vec<VarId>> {
    let ir = cx.ir;
    let name = ir.op_name(term);
    if name == plan.exit {
        let mut out = next;
        out[0] = cx.b.index(DONE);
        out.truncate(plan.exit_slot);
        out.extend(cx.operands(term)?);
        return Ok(out);
    }
    let o = ir.op(term);
    match name {
        "cf.br" => jump(cx, plan, o.successors[0], &cx.operands(term)?, next),
        "cf.cond_br" => {
            let true_count = match sparsir_ir::dialects::mixed::segments(ir, term).as_deref() {
                Some([_, t, _]) => t.len(),
                _ => return Err(cx.error(term, "internal error: operand segments")),
            };
            let all = cx.operands(term)?;
            let (t_args, f_args) = (&all[1..1 + true_count], &all[1 + true_count..]);
            let cond = all[0];
            let (then_blk, then_vals) =
                cx.nested(&[], |cx, _| jump(cx, plan, o.successors[0], t_args, next.clone()))?;
            cx.b.prog.block_mut(then_blk).stmts.push(Stmt::Yield(then_vals));
            let (else_blk, else_vals) =
                cx.nested(&[], |cx, _| jump(cx, plan, o.successors[1], f_args, next.clone()))?;
            cx.b.prog.block_mut(else_blk).stmts.push(Stmt::Yield(else_vals));
            let results: Vec<VarId> = plan.tys.iter().map(|&t| cx.b.var(t)).collect();
            cx.b.push(Stmt::If { cond, then_blk, else_blk, results: results.clone() });
            Ok(results)
        }
        _ => Err(cx.unsupported(term, "as the terminator of a block in a region of several blocks")),
    }
}

/// The carried values when jumping to `target` with `vals` as its arguments.
fn jump(
    cx: &mut Cx,
    plan: &Plan,
    target: BlockId,
    vals: &[VarId],
    mut next: Vec<VarId>,
) -> Result<Vec<VarId>> {
    let k = plan.blocks.iter().position(|&b| b == target).expect("successor in the region");
    next[0] = cx.b.index(k as i64);
    for (a, &v) in cx.ir.block(target).args.iter().zip(vals) {
        next[plan.slots[a]] = v;
    }
    Ok(next)
}

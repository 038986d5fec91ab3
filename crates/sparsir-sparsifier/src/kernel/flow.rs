//! Structured control flow for code generation that lowers IR ops inside loop bodies.
//!
//! Why: kernel bodies are emitted with [`Cx`] (body ops are lowered through it), so the
//! `while` / `if` builders must hand the closure a `Cx`, not a bare loop-IR builder.

use sparsir_loops::{Stmt, Ty, VarId};
use sparsir_storage::ElemType;

use crate::lower::{Cx, Result};

/// `while`: carried values start at `inits`; `before(carried)` gives the condition; while it
/// holds, `after(carried)` gives the next carried values. Returns the final carried values.
pub fn while_loop(
    cx: &mut Cx,
    inits: &[VarId],
    before: impl FnOnce(&mut Cx, &[VarId]) -> Result<VarId>,
    after: impl FnOnce(&mut Cx, &[VarId]) -> Result<Vec<VarId>>,
) -> Result<Vec<VarId>> {
    let tys: Vec<Ty> = inits.iter().map(|&v| cx.b.ty(v)).collect();
    let (before_blk, (cond, args)) = cx.nested(&tys, |cx, args| Ok((before(cx, args)?, args.to_vec())))?;
    cx.b.prog.block_mut(before_blk).stmts.push(Stmt::Condition { cond, args });
    let (after_blk, next) = cx.nested(&tys, |cx, args| after(cx, args))?;
    cx.b.prog.block_mut(after_blk).stmts.push(Stmt::Yield(next));
    let results: Vec<VarId> = tys.iter().map(|&t| cx.b.var(t)).collect();
    cx.b.push(Stmt::While {
        inits: inits.to_vec(),
        before: before_blk,
        after: after_blk,
        results: results.clone(),
    });
    Ok(results)
}

/// `if cond { then }` without results.
pub fn if_then(cx: &mut Cx, cond: VarId, then: impl FnOnce(&mut Cx) -> Result<()>) -> Result<()> {
    if_else(cx, cond, &[], |cx| then(cx).map(|_| vec![]), |_| Ok(vec![]))?;
    Ok(())
}

/// `if cond { then } else { otherwise }`, both yielding values of `tys`.
pub fn if_else(
    cx: &mut Cx,
    cond: VarId,
    tys: &[Ty],
    then: impl FnOnce(&mut Cx) -> Result<Vec<VarId>>,
    otherwise: impl FnOnce(&mut Cx) -> Result<Vec<VarId>>,
) -> Result<Vec<VarId>> {
    if_else_state(cx, &mut (), cond, tys, |cx, _| then(cx), |cx, _| otherwise(cx))
}

/// `if cond { then } else { otherwise }` without results, both branches given `state`
/// (a branch may need the same mutable state as the other).
pub fn if_else_with<S>(
    cx: &mut Cx,
    state: &mut S,
    cond: VarId,
    then: impl FnOnce(&mut Cx, &mut S) -> Result<()>,
    otherwise: impl FnOnce(&mut Cx, &mut S) -> Result<()>,
) -> Result<()> {
    let then = |cx: &mut Cx, s: &mut S| then(cx, s).map(|_| vec![]);
    let otherwise = |cx: &mut Cx, s: &mut S| otherwise(cx, s).map(|_| vec![]);
    if_else_state(cx, state, cond, &[], then, otherwise)?;
    Ok(())
}

/// Two versions of the code `body` generates, chosen at run time: `if cond { body(true) }
/// else { body(false) }`; without a `cond`, `body(false)` alone. (A test the C compiler
/// would not move out of a loop is decided once, outside it.)
pub fn versioned<S>(
    cx: &mut Cx,
    state: &mut S,
    cond: Option<VarId>,
    body: impl Fn(&mut Cx, &mut S, bool) -> Result<()>,
) -> Result<()> {
    match cond {
        Some(c) => if_else_with(cx, state, c, |cx, s| body(cx, s, true), |cx, s| body(cx, s, false)),
        None => body(cx, state, false),
    }
}

/// [`if_else`] with both branches given `state`.
pub fn if_else_state<S>(
    cx: &mut Cx,
    state: &mut S,
    cond: VarId,
    tys: &[Ty],
    then: impl FnOnce(&mut Cx, &mut S) -> Result<Vec<VarId>>,
    otherwise: impl FnOnce(&mut Cx, &mut S) -> Result<Vec<VarId>>,
) -> Result<Vec<VarId>> {
    let (then_blk, t) = cx.nested(&[], |cx, _| then(cx, state))?;
    cx.b.prog.block_mut(then_blk).stmts.push(Stmt::Yield(t));
    let (else_blk, e) = cx.nested(&[], |cx, _| otherwise(cx, state))?;
    cx.b.prog.block_mut(else_blk).stmts.push(Stmt::Yield(e));
    let results: Vec<VarId> = tys.iter().map(|&t| cx.b.var(t)).collect();
    cx.b.push(Stmt::If { cond, then_blk, else_blk, results: results.clone() });
    Ok(results)
}

/// The index type.
pub const INDEX: Ty = Ty::Scalar(ElemType::Index);

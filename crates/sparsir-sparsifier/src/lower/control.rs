//! `func` and `scf`: functions, calls, and structured control flow.
//!
//! Why: these map one to one onto loop-IR functions, calls, `for`, `while` and `if`;
//! MLIR's block arguments become the loop blocks' arguments. Calls of the body-less
//! `getTensorFilename` (MLIR's integration-test convention) become the runtime's
//! environment lookup of `TENSOR<i>`; calls of other body-less functions are MLIR's
//! runner utilities (`runner`).

use sparsir_ir::{Attr, OpId};
use sparsir_loops::{Stmt, Ty};

use super::{Cx, Result};

/// Records `func.func` `f` and, when it has a body, declares its loop-IR function.
pub fn declare_func(cx: &mut Cx, f: OpId) -> Result<()> {
    let ir = cx.ir;
    let name = match ir.op_attr(f, "sym_name").map(|a| ir.attr_of(a)) {
        Some(Attr::String { value, .. }) => value.clone(),
        _ => return Err(cx.error(f, "internal error: function without a name")),
    };
    let op = ir.op(f);
    let body = op.regions.first().map(|&r| ir.region(r)).filter(|r| !r.blocks.is_empty());
    let Some(region) = body else {
        cx.funcs.push((name, f, None));
        return Ok(());
    };
    let entry = ir.block(region.blocks[0]);
    let params: Vec<Ty> = entry.args.iter().map(|&a| cx.ty_of(a)).collect::<Result<_>>()?;
    let results = match ir.op_attr(f, "function_type").map(|a| ir.attr_of(a)) {
        Some(Attr::Type(t)) => match ir.type_of(*t) {
            sparsir_ir::Type::Function { results, .. } => results.clone(),
            _ => vec![],
        },
        _ => vec![],
    };
    let result_tys: Vec<Ty> = results
        .iter()
        .map(|&t| super::lower_type(ir, t).map_err(|m| cx.error(f, m)))
        .collect::<Result<_>>()?;
    let id = cx.b.prog.declare_func(&name, &params, &result_tys);
    cx.funcs.push((name, f, Some(id)));
    Ok(())
}

/// Lowers the body of `func.func` `f` (declared before).
pub fn lower_func_body(cx: &mut Cx, f: OpId) -> Result<()> {
    let Some(&(_, _, Some(id))) = cx.funcs.iter().find(|(_, op, _)| *op == f) else { return Ok(()) };
    let ir = cx.ir;
    let region = ir.op(f).regions[0];
    let entry = ir.block(ir.region(region).blocks[0]);
    let body = cx.b.prog.func(id).body;
    let params = cx.b.prog.block(body).args.clone();
    for (&a, &p) in entry.args.iter().zip(&params) {
        cx.set(a, p);
    }
    cx.b.set_block(body);
    let values = super::cfg::lower_region(cx, region, "func.return")?;
    cx.b.push(Stmt::Return(values));
    Ok(())
}

/// Lowers a `func` or `scf` op.
pub fn lower(cx: &mut Cx, op: OpId) -> Result<()> {
    match cx.ir.op_name(op) {
        "func.call" => call(cx, op),
        "scf.for" => scf_for(cx, op),
        "scf.while" => scf_while(cx, op),
        "scf.if" => scf_if(cx, op),
        "scf.execute_region" => execute_region(cx, op),
        _ => Err(cx.unsupported(op, "(not lowered yet)")),
    }
}

/// `cf.assert %cond, "msg"`: stops the program with the message when `%cond` is false.
pub fn cf_assert(cx: &mut Cx, op: OpId) -> Result<()> {
    let ir = cx.ir;
    let message = match ir.op_attr(op, "msg").map(|a| ir.attr_of(a)) {
        Some(Attr::String { value, .. }) => value.clone(),
        _ => String::new(),
    };
    let cond = cx.operands(op)?[0];
    let origin = Some(cx.origin(op));
    cx.b.assert(cond, message, origin);
    Ok(())
}

fn call(cx: &mut Cx, op: OpId) -> Result<()> {
    let ir = cx.ir;
    let callee = match ir.op_attr(op, "callee").map(|a| ir.attr_of(a)) {
        Some(Attr::SymbolRef(path)) => path.join("::"),
        _ => return Err(cx.error(op, "internal error: call without a callee")),
    };
    let args = cx.operands(op)?;
    let origin = Some(cx.origin(op));
    let target = cx.funcs.iter().find(|(n, _, _)| *n == callee).map(|&(_, _, id)| id);
    let results = match target {
        Some(Some(f)) => cx.b.call_func(f, &args, origin),
        _ if callee == "getTensorFilename" => {
            cx.b.call_runtime("sparsir_get_tensor_filename", &args, vec![], &[Ty::Handle], origin)
        }
        Some(None) => super::runner::call(cx, op, &callee)?,
        None => return Err(cx.error(op, format!("'@{callee}' does not reference a valid function"))),
    };
    cx.set_results(op, &results);
    Ok(())
}

/// The operands of a region's terminator.
fn yielded(cx: &Cx, term: Option<OpId>) -> Result<Vec<sparsir_loops::VarId>> {
    match term {
        Some(t) => cx.operands(t),
        None => Ok(vec![]),
    }
}

fn scf_for(cx: &mut Cx, op: OpId) -> Result<()> {
    let ir = cx.ir;
    let operands = cx.operands(op)?;
    let region = ir.op(op).regions[0];
    let block = ir.block(ir.region(region).blocks[0]);
    let results = cx.for_loop(operands[0], operands[1], operands[2], &operands[3..], |cx, iv, carried| {
        cx.set(block.args[0], iv);
        for (&a, &c) in block.args[1..].iter().zip(carried) {
            cx.set(a, c);
        }
        let term = cx.lower_region_ops(region)?;
        yielded(cx, term)
    })?;
    cx.set_results(op, &results);
    Ok(())
}

fn scf_while(cx: &mut Cx, op: OpId) -> Result<()> {
    let ir = cx.ir;
    let inits = cx.operands(op)?;
    let (before, after) = (ir.op(op).regions[0], ir.op(op).regions[1]);
    let before_blk = ir.block(ir.region(before).blocks[0]);
    let after_blk = ir.block(ir.region(after).blocks[0]);
    let init_tys: Vec<Ty> = inits.iter().map(|&v| cx.b.ty(v)).collect();
    let (bblk, (cond, fwd)) = cx.nested(&init_tys, |cx, args| {
        for (&a, &v) in before_blk.args.iter().zip(args) {
            cx.set(a, v);
        }
        let term = cx.lower_region_ops(before)?;
        let vals = yielded(cx, term)?;
        let (cond, fwd) = vals.split_first().ok_or_else(|| cx.error(op, "internal error: condition"))?;
        Ok((*cond, fwd.to_vec()))
    })?;
    cx.b.prog.block_mut(bblk).stmts.push(Stmt::Condition { cond, args: fwd });
    let fwd_tys: Vec<Ty> = ir.op(op).results.iter().map(|&r| cx.ty_of(r)).collect::<Result<_>>()?;
    let (ablk, next) = cx.nested(&fwd_tys, |cx, args| {
        for (&a, &v) in after_blk.args.iter().zip(args) {
            cx.set(a, v);
        }
        let term = cx.lower_region_ops(after)?;
        yielded(cx, term)
    })?;
    cx.b.prog.block_mut(ablk).stmts.push(Stmt::Yield(next));
    let results: Vec<_> = fwd_tys.iter().map(|&t| cx.b.var(t)).collect();
    cx.b.push(Stmt::While { inits, before: bblk, after: ablk, results: results.clone() });
    cx.set_results(op, &results);
    Ok(())
}

fn scf_if(cx: &mut Cx, op: OpId) -> Result<()> {
    let ir = cx.ir;
    let cond = cx.operand(op, 0)?;
    let result_tys: Vec<Ty> = ir.op(op).results.iter().map(|&r| cx.ty_of(r)).collect::<Result<_>>()?;
    let regions = ir.op(op).regions.clone();
    let arm = |cx: &mut Cx, i: usize| -> Result<sparsir_loops::BlockId> {
        let (blk, vals) = cx.nested(&[], |cx, _| match regions.get(i) {
            Some(&r) if !ir.region(r).blocks.is_empty() => {
                let term = cx.lower_region_ops(r)?;
                yielded(cx, term)
            }
            _ => Ok(vec![]),
        })?;
        cx.b.prog.block_mut(blk).stmts.push(Stmt::Yield(vals));
        Ok(blk)
    };
    let then_blk = arm(cx, 0)?;
    let else_blk = arm(cx, 1)?;
    let results: Vec<_> = result_tys.iter().map(|&t| cx.b.var(t)).collect();
    cx.b.push(Stmt::If { cond, then_blk, else_blk, results: results.clone() });
    cx.set_results(op, &results);
    Ok(())
}

fn execute_region(cx: &mut Cx, op: OpId) -> Result<()> {
    let region = cx.ir.op(op).regions[0];
    let vals = super::cfg::lower_region(cx, region, "scf.yield")?;
    cx.set_results(op, &vals);
    Ok(())
}

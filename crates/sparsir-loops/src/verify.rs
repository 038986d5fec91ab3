//! The loop IR's typing rules.
//!
//! Why: backends (interpreter, C emitter) assume well-typed programs; checking once here
//! turns a lowering bug into a clear message instead of a backend crash.
//!
//! Scoping: a variable is defined once (a block argument or a statement's result) and is
//! visible after its definition in its block and the blocks nested there. Terminators:
//! a function body ends in `Return`, a `for` body, an `if` branch and a `while` "after"
//! block in `Yield`, a `while` "before" block in `Condition`; nowhere else.

mod types;

use crate::ir::{BlockId, Program, Stmt, Ty, VarId};

use types::{check_stmt, I1};

/// Checks `prog`; the error names the function and the offending statement.
pub fn verify(prog: &Program) -> Result<(), String> {
    let mut v = Verifier {
        prog,
        defined: vec![false; prog.vars.len()],
        visible: vec![false; prog.vars.len()],
        owned: vec![false; prog.blocks.len()],
    };
    for f in &prog.funcs {
        v.block(f.body, &End::Return(f.results.clone())).map_err(|e| format!("function @{}: {e}", f.name))?;
    }
    verify_parallel(prog)
}

/// Each [`crate::ParallelFor`] names the body of a `for` that carries no values, and
/// buffers (the balance and `reserved_by` buffers integer ones).
fn verify_parallel(prog: &Program) -> Result<(), String> {
    for p in &prog.parallel {
        let carries = prog.blocks.iter().flat_map(|b| &b.stmts).find_map(|s| match s {
            Stmt::For { body, inits, .. } if *body == p.body => Some(!inits.is_empty()),
            _ => None,
        });
        match carries {
            None => return Err(format!("parallel loop: block {} is not a 'for' body", p.body.0)),
            Some(true) => return Err(format!("parallel loop (block {}) carries values", p.body.0)),
            Some(false) => {}
        }
        for &(b, op) in &p.reduced {
            let reducible = match prog.ty(b) {
                Ty::Buf(t) => crate::ops::reduction_identity(op, t).is_some(),
                _ => false,
            };
            if !reducible {
                return Err(format!(
                    "parallel loop (block {}): %v{} is not reducible with '{}'",
                    p.body.0,
                    b.0,
                    op.mlir_name()
                ));
            }
        }
        for &b in p.disjoint.iter().chain(&p.scratch) {
            if !matches!(prog.ty(b), Ty::Buf(_)) {
                return Err(format!("parallel loop (block {}): %v{} is not a buffer", p.body.0, b.0));
            }
        }
        for (what, b) in [("balance", p.balance), ("reserved_by", p.reserved_by)] {
            let Some(b) = b else { continue };
            if !matches!(prog.ty(b), Ty::Buf(t) if !t.is_float() && !t.is_complex()) {
                return Err(format!(
                    "parallel loop (block {}): {what} %v{} is not an integer buffer",
                    p.body.0, b.0
                ));
            }
        }
    }
    Ok(())
}

/// How a block must end.
enum End {
    /// `Return` of values of these types.
    Return(Vec<Ty>),
    /// `Yield` of values of these types.
    Yield(Vec<Ty>),
    /// `Condition` forwarding values of these types.
    Condition(Vec<Ty>),
}

struct Verifier<'p> {
    prog: &'p Program,
    defined: Vec<bool>,
    visible: Vec<bool>,
    owned: Vec<bool>,
}

/// A short text of a statement for error messages.
fn describe(s: &Stmt) -> String {
    let text = format!("{s:?}");
    match text.char_indices().nth(160) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text,
    }
}

fn is_terminator(s: &Stmt) -> bool {
    matches!(s, Stmt::Yield(_) | Stmt::Condition { .. } | Stmt::Return(_))
}

impl Verifier<'_> {
    fn tys(&self, xs: &[VarId]) -> Vec<Ty> {
        xs.iter().map(|&x| self.prog.ty(x)).collect()
    }

    fn define(&mut self, x: VarId) -> Result<(), String> {
        let i = x.0 as usize;
        if i >= self.prog.vars.len() {
            return Err(format!("%v{} is not a variable of the program", x.0));
        }
        if self.defined[i] {
            return Err(format!("%v{} is defined twice", x.0));
        }
        self.defined[i] = true;
        self.visible[i] = true;
        Ok(())
    }

    fn check_use(&self, x: VarId) -> Result<(), String> {
        match self.visible.get(x.0 as usize) {
            Some(true) => Ok(()),
            Some(false) if self.defined[x.0 as usize] => {
                Err(format!("%v{} is used where its definition does not dominate", x.0))
            }
            Some(false) => Err(format!("%v{} is used before it is defined", x.0)),
            None => Err(format!("%v{} is not a variable of the program", x.0)),
        }
    }

    /// Checks `b` (its arguments become visible in it) and that it ends as `end` says.
    fn block(&mut self, b: BlockId, end: &End) -> Result<(), String> {
        let prog = self.prog;
        let Some(owned) = self.owned.get_mut(b.0 as usize) else {
            return Err(format!("block {} does not exist", b.0));
        };
        if std::mem::replace(owned, true) {
            return Err(format!("block {} belongs to two statements", b.0));
        }
        let block = prog.block(b);
        let mut local: Vec<VarId> = Vec::new();
        for &a in &block.args {
            self.define(a).map_err(|e| format!("block {} argument: {e}", b.0))?;
            local.push(a);
        }
        if block.stmts.is_empty() {
            return Err(format!("block {} is empty (no terminator)", b.0));
        }
        let last = block.stmts.len() - 1;
        for (i, s) in block.stmts.iter().enumerate() {
            let at = |e: String| format!("statement {i} of block {} (`{}`): {e}", b.0, describe(s));
            self.stmt(s, if i == last { Some(end) } else { None }).map_err(at)?;
            for d in s.defs() {
                self.define(d).map_err(at)?;
                local.push(d);
            }
        }
        for x in local {
            self.visible[x.0 as usize] = false;
        }
        Ok(())
    }

    /// Checks one statement; `end` is how the block must end when `s` is its last one.
    fn stmt(&mut self, s: &Stmt, end: Option<&End>) -> Result<(), String> {
        for x in s.uses() {
            self.check_use(x)?;
        }
        for x in s.defs() {
            if x.0 as usize >= self.prog.vars.len() {
                return Err(format!("%v{} is not a variable of the program", x.0));
            }
        }
        self.terminator(s, end)?;
        check_stmt(self.prog, s)?;
        self.nested(s)
    }

    /// Checks that `s` is a terminator exactly when it ends a block, and the right one.
    fn terminator(&self, s: &Stmt, end: Option<&End>) -> Result<(), String> {
        let (want, tys) = match (end, s) {
            (None, s) if is_terminator(s) => return Err("a terminator before the end of its block".into()),
            (None, _) => return Ok(()),
            (Some(End::Return(t)), Stmt::Return(xs)) => ("returned", (t, xs)),
            (Some(End::Yield(t)), Stmt::Yield(xs)) => ("yielded", (t, xs)),
            (Some(End::Condition(t)), Stmt::Condition { cond, args }) => {
                if self.prog.ty(*cond) != I1 {
                    return Err("the condition is not an i1".into());
                }
                ("forwarded", (t, args))
            }
            (Some(End::Return(_)), _) => return Err("the function body does not end in a return".into()),
            (Some(End::Yield(_)), _) => return Err("the block does not end in a yield".into()),
            (Some(End::Condition(_)), _) => {
                return Err("a while 'before' block does not end in a condition".into())
            }
        };
        let got = self.tys(tys.1);
        if *tys.0 != got {
            return Err(format!("{want} types {got:?}, expected {:?}", tys.0));
        }
        Ok(())
    }

    /// Checks the blocks nested in `s` against `s`'s operands and results.
    fn nested(&mut self, s: &Stmt) -> Result<(), String> {
        let prog = self.prog;
        let args =
            |b: BlockId| prog.blocks.get(b.0 as usize).map(|blk| self.tys(&blk.args)).unwrap_or_default();
        match s {
            Stmt::For { iv, lo, inits, body, results, .. } => {
                let (init_tys, res_tys, body_tys) = (self.tys(inits), self.tys(results), args(*body));
                if prog.blocks.get(body.0 as usize).and_then(|blk| blk.args.first()) != Some(iv) {
                    return Err("the induction variable is not the body's first argument".into());
                }
                let mut want = vec![prog.ty(*lo)];
                want.extend(&init_tys);
                if body_tys != want || res_tys != init_tys {
                    return Err(format!(
                        "body arguments {body_tys:?} and results {res_tys:?} do not match bounds and inits {want:?}"
                    ));
                }
                self.block(*body, &End::Yield(init_tys))
            }
            Stmt::While { inits, before, after, results } => {
                let (init_tys, res_tys) = (self.tys(inits), self.tys(results));
                if args(*before) != init_tys || args(*after) != res_tys {
                    return Err(
                        "the 'before' arguments must match the inits, the 'after' ones the results".into()
                    );
                }
                self.block(*before, &End::Condition(res_tys))?;
                self.block(*after, &End::Yield(init_tys))
            }
            Stmt::If { then_blk, else_blk, results, .. } => {
                if !args(*then_blk).is_empty() || !args(*else_blk).is_empty() {
                    return Err("if branches take no arguments".into());
                }
                let res_tys = self.tys(results);
                self.block(*then_blk, &End::Yield(res_tys.clone()))?;
                self.block(*else_blk, &End::Yield(res_tys))
            }
            _ => Ok(()),
        }
    }
}

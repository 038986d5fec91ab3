//! The interpreter: runs loop IR statement by statement.
//!
//! Why: it is the backend that is always there (no C compiler needed) and the oracle the
//! native backend is compared with. It resolves every runtime call once before running,
//! keeps one register file per function activation indexed by variable id, and turns
//! every runtime failure into an [`ExecError`] naming the source op.
//!
//! Buffers are `Val::Buf` (owned, growable by `Push`) or `Val::View` (read-only, inside a
//! tensor): `Load` and `BufLen` take both, `Store`, `Push` and `SortIndex` only owned
//! buffers. A load from an index view reads the stored entry as unsigned, at the
//! variable's type (an `i8` load of the stored byte 200 gives the `i8` with bits 200,
//! which `index_castui` turns into 200).

use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

use sparsir_loops::ir::Block;
use sparsir_loops::{BlockId, Callee, FuncId, OriginId, Program, Stmt, Ty, VarId};
use sparsir_storage::{ElemType, Scalar};

use crate::native::NativeCode;
use crate::runtime::{self, Ctx, RtFn, Site};
use crate::scalar;
use crate::value::Val;

/// A failure while running: the message and, when known, the source op.
#[derive(Debug, Clone, PartialEq)]
pub struct ExecError {
    /// The source op (see [`Program::origins`]).
    pub origin: Option<OriginId>,
    /// What went wrong.
    pub message: String,
}

impl ExecError {
    fn new(origin: Option<OriginId>, message: impl Into<String>) -> ExecError {
        ExecError { origin, message: message.into() }
    }
}

/// Runs `entry` of `prog` with `args` in the interpreter; output goes to `ctx`.
pub fn run(prog: &Program, entry: FuncId, args: Vec<Val>, ctx: &mut Ctx) -> Result<Vec<Val>, ExecError> {
    run_prepared(prog, &CallSites::resolve(prog)?, None, entry, args, ctx)
}

/// Runs `entry` with call sites resolved once beforehand ([`CallSites::resolve`]), for
/// callers that run the same program many times; the loop nests that `native` compiled
/// run as machine code, everything else in the interpreter.
pub fn run_prepared(
    prog: &Program,
    calls: &CallSites,
    native: Option<&NativeCode>,
    entry: FuncId,
    args: Vec<Val>,
    ctx: &mut Ctx,
) -> Result<Vec<Val>, ExecError> {
    let interp =
        Interp { prog, native, calls: &calls.0, argv: Cell::new(Vec::new()), reserved: RefCell::default() };
    let result = interp.call(entry, args, ctx, 0);
    ctx.flush();
    result
}

/// How deep calls may nest before the program is stopped (instead of overflowing the
/// stack).
const MAX_CALL_DEPTH: usize = 2_000;

/// A resolved runtime call site.
struct ResolvedCall {
    f: RtFn,
    site: Site,
}

/// Per block, per statement: the resolved runtime call, if the statement is one.
pub struct CallSites(Vec<Vec<Option<ResolvedCall>>>);

struct Interp<'p> {
    prog: &'p Program,
    /// Compiled loop nests, when the native backend runs the program.
    native: Option<&'p NativeCode>,
    /// Per block, per statement: the resolved runtime call, if the statement is one.
    calls: &'p [Vec<Option<ResolvedCall>>],
    /// The argument vector of runtime calls, reused from call to call (a runtime function
    /// that re-enters the interpreter finds it taken and allocates its own).
    argv: Cell<Vec<Val>>,
    /// What `Reserve` promised (checked at every reserved `Push`).
    reserved: RefCell<Reservations>,
}

/// How a block ended.
enum End {
    Fallthrough,
    Yield(Vec<Val>),
    Condition(bool, Vec<Val>),
    Return(Vec<Val>),
}

impl CallSites {
    /// Resolves every runtime call of `prog` (function and decoded compile-time
    /// arguments).
    pub fn resolve(prog: &Program) -> Result<CallSites, ExecError> {
        let mut calls = Vec::with_capacity(prog.blocks.len());
        for blk in &prog.blocks {
            let mut row = Vec::with_capacity(blk.stmts.len());
            for stmt in &blk.stmts {
                row.push(match stmt {
                    Stmt::Call { callee: Callee::Runtime(name), statics, origin, .. } => {
                        let f = runtime::lookup(name).ok_or_else(|| {
                            ExecError::new(
                                *origin,
                                format!("internal error: unknown runtime function '{name}'"),
                            )
                        })?;
                        let site = Site::new(statics).map_err(|m| ExecError::new(*origin, m))?;
                        Some(ResolvedCall { f, site })
                    }
                    _ => None,
                });
            }
            calls.push(row);
        }
        Ok(CallSites(calls))
    }
}

impl<'p> Interp<'p> {
    fn call(&self, f: FuncId, args: Vec<Val>, ctx: &mut Ctx, depth: usize) -> Result<Vec<Val>, ExecError> {
        if depth > MAX_CALL_DEPTH {
            return Err(ExecError::new(None, format!("call depth exceeds {MAX_CALL_DEPTH}")));
        }
        let func = self.prog.func(f);
        let body = self.prog.block(func.body);
        if body.stmts.is_empty() {
            return Err(ExecError::new(None, format!("function '@{}' has no body", func.name)));
        }
        let mut regs: Vec<Val> = std::iter::repeat_with(|| Val::Unset).take(self.prog.vars.len()).collect();
        for (&p, a) in body.args.iter().zip(args) {
            regs[p.0 as usize] = a;
        }
        match self.block(func.body, &mut regs, ctx, depth)? {
            End::Return(vals) => Ok(vals),
            _ => Err(ExecError::new(None, format!("function '@{}' ended without return", func.name))),
        }
    }

    fn block(&self, b: BlockId, regs: &mut [Val], ctx: &mut Ctx, depth: usize) -> Result<End, ExecError> {
        let blk: &Block = self.prog.block(b);
        for (i, stmt) in blk.stmts.iter().enumerate() {
            match stmt {
                Stmt::Yield(vs) => return Ok(End::Yield(read(regs, vs))),
                Stmt::Return(vs) => return Ok(End::Return(read(regs, vs))),
                Stmt::Condition { cond, args } => {
                    return Ok(End::Condition(regs[cond.0 as usize].int() != 0, read(regs, args)))
                }
                _ => {
                    if let Some(native) = self.native {
                        if native.try_run(b, i, regs)? {
                            continue;
                        }
                    }
                    if let Some(end) = self.stmt(b, i, stmt, regs, ctx, depth)? {
                        return Ok(end);
                    }
                }
            }
        }
        Ok(End::Fallthrough)
    }

    fn elem(&self, v: VarId) -> ElemType {
        match self.prog.ty(v) {
            Ty::Scalar(t) | Ty::Buf(t) => t,
            Ty::Handle => ElemType::Index,
        }
    }

    fn stmt(
        &self,
        b: BlockId,
        i: usize,
        stmt: &Stmt,
        regs: &mut [Val],
        ctx: &mut Ctx,
        depth: usize,
    ) -> Result<Option<End>, ExecError> {
        let r = |v: &VarId| &regs[v.0 as usize];
        match stmt {
            Stmt::Const { dst, value } => {
                regs[dst.0 as usize] = Val::from_scalar(*value, self.elem(*dst));
            }
            Stmt::Unary { dst, op, a } => {
                regs[dst.0 as usize] = scalar::unary(*op, self.elem(*a), r(a));
            }
            Stmt::Binary { dst, op, a, b: rhs, origin } => {
                let ty = if *op == sparsir_loops::BinOp::CCreate { self.elem(*dst) } else { self.elem(*a) };
                let v = scalar::binary(*op, ty, r(a), r(rhs)).map_err(|m| ExecError::new(*origin, m))?;
                regs[dst.0 as usize] = v;
            }
            Stmt::Cmp { dst, pred, a, b: rhs } => {
                regs[dst.0 as usize] = Val::Int(scalar::compare(*pred, self.elem(*a), r(a), r(rhs)) as i64);
            }
            Stmt::Select { dst, cond, a, b: rhs } => {
                let v = if r(cond).int() != 0 { r(a).clone() } else { r(rhs).clone() };
                regs[dst.0 as usize] = v;
            }
            Stmt::Cast { dst, op, a, origin } => {
                let v = scalar::cast(*op, self.elem(*a), self.elem(*dst), r(a))
                    .map_err(|m| ExecError::new(*origin, m))?;
                regs[dst.0 as usize] = v;
            }
            Stmt::Load { dst, buf, idx, origin } => {
                let v =
                    load(r(buf), r(idx).int(), self.elem(*dst)).map_err(|m| ExecError::new(*origin, m))?;
                regs[dst.0 as usize] = v;
            }
            Stmt::Store { buf, idx, val, origin } => {
                store(r(buf), r(idx).int(), r(val)).map_err(|m| ExecError::new(*origin, m))?
            }
            Stmt::Alloc { dst, len, zeroed, origin } => {
                let n = r(len).int();
                if !(0..=(1i64 << 40)).contains(&n) {
                    return Err(ExecError::new(*origin, format!("cannot allocate a buffer of {n} elements")));
                }
                let elem = self.elem(*dst);
                let buf = if *zeroed { elem.zeros(n as usize) } else { elem.overwritten(n as usize) };
                regs[dst.0 as usize] = Val::Buf(Rc::new(RefCell::new(buf)));
            }
            Stmt::BufLen { dst, buf } => {
                let n = match r(buf) {
                    Val::Buf(b) => b.borrow().len() as i64,
                    Val::View(v) => v.len() as i64,
                    _ => return Err(ExecError::new(None, "internal error: len of a non-buffer")),
                };
                regs[dst.0 as usize] = Val::Int(n);
            }
            Stmt::Push { buf, val, reserved } => {
                if *reserved {
                    self.reserved.borrow().check(r(buf)).map_err(|m| ExecError::new(None, m))?;
                }
                push(r(buf), r(val)).map_err(|m| ExecError::new(None, m))?
            }
            Stmt::Reserve { buf, extra } => {
                let b = owned(r(buf), "reserve in").map_err(|m| ExecError::new(None, m))?;
                let extra = usize::try_from(r(extra).int()).unwrap_or(0);
                b.borrow_mut().reserve(extra);
                self.reserved.borrow_mut().open(b, extra);
            }
            Stmt::SortIndex { buf, len, marks } => sort_index(r(buf), r(len).int(), marks.as_ref().map(r))
                .map_err(|m| ExecError::new(None, m))?,
            Stmt::Prefetch { .. } => {}
            Stmt::Call { dsts, callee, args, origin, .. } => {
                let results = match callee {
                    Callee::Runtime(_) => {
                        let call = self.calls[b.0 as usize][i].as_ref().expect("resolved call");
                        let mut argv = self.argv.take();
                        argv.extend(args.iter().map(|v| regs[v.0 as usize].clone()));
                        let out = (call.f)(ctx, &call.site, &argv);
                        argv.clear();
                        self.argv.set(argv);
                        out.map_err(|m| ExecError::new(*origin, m))?
                    }
                    Callee::Func(f) => self.call(*f, read(regs, args), ctx, depth + 1).map_err(|mut e| {
                        e.origin = e.origin.or(*origin);
                        e
                    })?,
                };
                if results.len() != dsts.len() {
                    return Err(ExecError::new(*origin, "internal error: wrong number of results"));
                }
                for (d, v) in dsts.iter().zip(results) {
                    regs[d.0 as usize] = v;
                }
            }
            Stmt::For { iv, lo, hi, step, inits, body, results } => {
                let (lo, hi, step) = (r(lo).int(), r(hi).int(), r(step).int());
                if step <= 0 {
                    return Err(ExecError::new(None, format!("loop step must be positive, got {step}")));
                }
                let args = &self.prog.block(*body).args;
                for (a, v) in args[1..].iter().zip(inits) {
                    regs[a.0 as usize] = regs[v.0 as usize].clone();
                }
                let mut k = lo;
                while k < hi {
                    regs[iv.0 as usize] = Val::Int(k);
                    match self.block(*body, regs, ctx, depth)? {
                        End::Yield(vals) => {
                            for (a, v) in args[1..].iter().zip(vals) {
                                regs[a.0 as usize] = v;
                            }
                        }
                        End::Return(v) => return Ok(Some(End::Return(v))),
                        _ => {}
                    }
                    k = match k.checked_add(step) {
                        Some(n) => n,
                        None => break,
                    };
                }
                for (d, a) in results.iter().zip(&args[1..]) {
                    regs[d.0 as usize] = regs[a.0 as usize].clone();
                }
            }
            Stmt::While { inits, before, after, results } => {
                let mut carried = read(regs, inits);
                loop {
                    set_args(self.prog.block(*before), regs, carried);
                    let (go, fwd) = match self.block(*before, regs, ctx, depth)? {
                        End::Condition(go, fwd) => (go, fwd),
                        _ => return Err(ExecError::new(None, "internal error: while without condition")),
                    };
                    if !go {
                        for (d, v) in results.iter().zip(fwd) {
                            regs[d.0 as usize] = v;
                        }
                        break;
                    }
                    set_args(self.prog.block(*after), regs, fwd);
                    carried = match self.block(*after, regs, ctx, depth)? {
                        End::Yield(v) => v,
                        _ => return Err(ExecError::new(None, "internal error: while body without yield")),
                    };
                }
            }
            Stmt::If { cond, then_blk, else_blk, results } => {
                let blk = if r(cond).int() != 0 { *then_blk } else { *else_blk };
                match self.block(blk, regs, ctx, depth)? {
                    End::Yield(vals) => {
                        for (d, v) in results.iter().zip(vals) {
                            regs[d.0 as usize] = v;
                        }
                    }
                    End::Return(v) => return Ok(Some(End::Return(v))),
                    _ => {}
                }
            }
            Stmt::Assert { cond, message, args, origin } => {
                if r(cond).int() == 0 {
                    let vals: Vec<i64> = args.iter().map(|a| r(a).int()).collect();
                    return Err(ExecError::new(*origin, sparsir_loops::fill_message(message, &vals)));
                }
            }
            Stmt::Yield(_) | Stmt::Condition { .. } | Stmt::Return(_) => unreachable!("handled by block"),
        }
        Ok(None)
    }
}

fn read(regs: &[Val], vs: &[VarId]) -> Vec<Val> {
    vs.iter().map(|v| regs[v.0 as usize].clone()).collect()
}

fn set_args(blk: &Block, regs: &mut [Val], vals: Vec<Val>) {
    for (a, v) in blk.args.iter().zip(vals) {
        regs[a.0 as usize] = v;
    }
}

fn load(buf: &Val, idx: i64, elem: ElemType) -> Result<Val, String> {
    let oob = |n: usize| format!("index {idx} out of bounds for a buffer of {n} elements");
    match buf {
        Val::Buf(b) => {
            let b = b.borrow();
            if idx < 0 || idx as usize >= b.len() {
                return Err(oob(b.len()));
            }
            Ok(Val::from_scalar(b.get(idx as usize), elem))
        }
        Val::View(v) => {
            let s = usize::try_from(idx).ok().and_then(|i| v.get(i)).ok_or_else(|| oob(v.len()))?;
            Ok(Val::from_scalar(s, elem))
        }
        _ => Err("internal error: load from a non-buffer".into()),
    }
}

fn owned<'a>(buf: &'a Val, what: &str) -> Result<&'a crate::value::BufRef, String> {
    match buf {
        Val::Buf(b) => Ok(b),
        Val::View(_) => Err(format!("internal error: {what} a read-only view")),
        _ => Err(format!("internal error: {what} a non-buffer")),
    }
}

/// The budgets `Reserve` opened: per buffer, the length up to which appends marked
/// `reserved` are within the promise. The interpreter checks what the native backend
/// trusts (it appends without a capacity check there).
#[derive(Default)]
struct Reservations(Vec<(Weak<RefCell<sparsir_storage::ValBuf>>, usize)>);

impl Reservations {
    fn open(&mut self, buf: &crate::value::BufRef, extra: usize) {
        self.0.retain(|(w, _)| w.strong_count() > 0 && !std::ptr::eq(w.as_ptr(), Rc::as_ptr(buf)));
        let end = buf.borrow().len().saturating_add(extra);
        self.0.push((Rc::downgrade(buf), end));
    }

    fn check(&self, buf: &Val) -> Result<(), String> {
        let b = owned(buf, "push to")?;
        let end = self.0.iter().find(|(w, _)| std::ptr::eq(w.as_ptr(), Rc::as_ptr(b))).map(|&(_, e)| e);
        match end {
            Some(end) if b.borrow().len() < end => Ok(()),
            _ => Err("internal error: an append beyond its reservation".into()),
        }
    }
}

fn push(buf: &Val, val: &Val) -> Result<(), String> {
    let b = owned(buf, "push to")?;
    let s = val.to_scalar().ok_or("internal error: pushing a non-scalar")?;
    b.borrow_mut().push_scalar(s);
    Ok(())
}

fn sort_index(buf: &Val, len: i64, marks: Option<&Val>) -> Result<(), String> {
    let b = owned(buf, "sort of")?;
    let mut b = b.borrow_mut();
    let sparsir_storage::ValBuf::Index(v) = &mut *b else {
        return Err("internal error: sort of a non-index buffer".into());
    };
    let n = usize::try_from(len).ok().filter(|&n| n <= v.len());
    let Some(n) = n else {
        return Err(format!("internal error: sorting {len} elements of a buffer of {}", v.len()));
    };
    crate::sort_index::sort_keys(&mut v[..n]);
    match marks {
        Some(m) => check_marks(&v[..n], m),
        None => Ok(()),
    }
}

/// The promise of a `SortIndex` with flags: the sorted `keys` are distinct and flagged in
/// `marks`, and — where the native backend scans the flags instead of sorting
/// ([`crate::sort_index::scans_marks`]; elsewhere counting them would cost more than the
/// row) — no other flag is set.
fn check_marks(keys: &[i64], marks: &Val) -> Result<(), String> {
    let m = owned(marks, "flags of a sort in")?.borrow();
    let sparsir_storage::ValBuf::I1(flags) = &*m else {
        return Err("internal error: the flags of a sort are not an i1 buffer".into());
    };
    let marked = |k: i64| usize::try_from(k).ok().and_then(|k| flags.get(k)).copied() == Some(true);
    let distinct = keys.windows(2).all(|w| w[0] < w[1]);
    let mut ok = distinct && keys.iter().all(|&k| marked(k));
    if ok && crate::sort_index::scans_marks(keys.len(), flags.len()) {
        ok = flags.iter().filter(|&&f| f).count() == keys.len();
    }
    if !ok {
        return Err(crate::sort_index::MARKS_DISAGREE.into());
    }
    Ok(())
}

fn store(buf: &Val, idx: i64, val: &Val) -> Result<(), String> {
    let b = owned(buf, "store to")?;
    let mut b = b.borrow_mut();
    if idx < 0 || idx as usize >= b.len() {
        return Err(format!("index {idx} out of bounds for a buffer of {} elements", b.len()));
    }
    let s: Scalar = val.to_scalar().ok_or("internal error: storing a non-scalar")?;
    set_scalar(&mut b, idx as usize, s);
    Ok(())
}

/// Overwrites element `i` of a buffer.
pub fn set_scalar(buf: &mut sparsir_storage::ValBuf, i: usize, s: Scalar) {
    sparsir_storage::with_vals!(buf, v => v[i] = s.to_elem())
}

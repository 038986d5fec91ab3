//! MLIR text of a loop program.
//!
//! Why: the loop IR is the contract between lowering and backends; printing it as MLIR
//! that MLIR 22's `mlir-opt` parses and verifies makes it readable (`sparsir opt
//! --lower`) and lets MLIR's own verifiers check its typing. Each statement prints as the
//! MLIR op with the same meaning (an `Alloc` adds a `linalg.fill` of zero: loop-IR buffers
//! start zeroed). Runtime calls become `func.call`s of private declarations at the top of
//! the module, their compile-time arguments attributes of the call; a runtime name used
//! with several signatures gets one declaration per signature (`name`, `name.1`, …).
//! The two statements MLIR's `memref` has no op for print the same way, as calls of
//! private helpers: `Push` as `@sparsir_push(buf, val)` (one declaration per element
//! type; `@sparsir_push_reserved` for an append within a reservation), `Reserve` as
//! `@sparsir_reserve(buf, extra)`, `SortIndex` as `@sparsir_sort_index(buf, len)` (with
//! flags: `@sparsir_sort_marked_index(buf, len, marks)`).

mod literal;

use std::collections::HashMap;

use sparsir_storage::ElemType;

use crate::ir::{BlockId, Callee, Program, Static, Stmt, Ty, VarId};
use crate::ops::{BinOp, CmpPred};

use literal::{constant, static_attr, symbol, ty, ty_list};

/// The program as an MLIR module.
pub fn print(prog: &Program) -> String {
    let mut p = Printer { prog, out: String::new(), depth: 1, runtime: RuntimeNames::default() };
    for f in &prog.funcs {
        p.runtime.collect(prog, f.body);
    }
    p.out.push_str("module {\n");
    let decls: Vec<String> = p
        .runtime
        .decls
        .iter()
        .map(|(name, args, results)| {
            format!("func.func private {}({}){}", symbol(name), ty_list(args), arrow(results))
        })
        .collect();
    for decl in decls {
        p.line(&decl);
    }
    for f in &prog.funcs {
        p.func(f);
    }
    p.out.push_str("}\n");
    p.out
}

/// Runtime functions by (name, argument types, result types), in order of first use.
#[derive(Default)]
struct RuntimeNames {
    /// The printed declarations: (printed name, argument types, result types).
    decls: Vec<(String, Vec<Ty>, Vec<Ty>)>,
    by_sig: HashMap<(String, Vec<Ty>, Vec<Ty>), usize>,
    per_name: HashMap<String, usize>,
}

impl RuntimeNames {
    /// Records every runtime call in `block` and the blocks nested in it.
    fn collect(&mut self, prog: &Program, block: BlockId) {
        for stmt in &prog.block(block).stmts {
            if let Stmt::Call { dsts, callee: Callee::Runtime(name), args, .. } = stmt {
                let args = args.iter().map(|&a| prog.ty(a)).collect();
                let results = dsts.iter().map(|&d| prog.ty(d)).collect();
                self.add(name, args, results);
            }
            if let Some((name, args)) = helper_call(stmt) {
                self.add(name, args.iter().map(|&a| prog.ty(a)).collect(), vec![]);
            }
            for b in stmt.blocks() {
                self.collect(prog, b);
            }
        }
    }

    fn add(&mut self, name: &str, args: Vec<Ty>, results: Vec<Ty>) {
        let key = (name.to_string(), args, results);
        if self.by_sig.contains_key(&key) {
            return;
        }
        let count = self.per_name.entry(name.to_string()).or_insert(0);
        let printed = if *count == 0 { name.to_string() } else { format!("{name}.{count}") };
        *count += 1;
        self.by_sig.insert(key.clone(), self.decls.len());
        self.decls.push((printed, key.1, key.2));
    }

    /// The printed name of the runtime function `name` called with these types.
    fn name<'a>(&'a self, name: &'a str, args: Vec<Ty>, results: Vec<Ty>) -> &'a str {
        match self.by_sig.get(&(name.to_string(), args, results)) {
            Some(&i) => &self.decls[i].0,
            None => name,
        }
    }
}

/// The private helper a statement without an MLIR op prints as: (name, arguments).
fn helper_call(s: &Stmt) -> Option<(&'static str, Vec<VarId>)> {
    match s {
        Stmt::Push { buf, val, reserved: false } => Some(("sparsir_push", vec![*buf, *val])),
        Stmt::Push { buf, val, reserved: true } => Some(("sparsir_push_reserved", vec![*buf, *val])),
        Stmt::Reserve { buf, extra } => Some(("sparsir_reserve", vec![*buf, *extra])),
        Stmt::SortIndex { buf, len, marks: None } => Some(("sparsir_sort_index", vec![*buf, *len])),
        Stmt::SortIndex { buf, len, marks: Some(m) } => {
            Some(("sparsir_sort_marked_index", vec![*buf, *len, *m]))
        }
        _ => None,
    }
}

/// ` -> (T, …)` of a function type (nothing when there are no results).
fn arrow(results: &[Ty]) -> String {
    if results.is_empty() {
        String::new()
    } else {
        format!(" -> ({})", ty_list(results))
    }
}

/// A variable's name.
fn v(x: VarId) -> String {
    format!("%v{}", x.0)
}

/// A comma-separated list of variables.
fn vars(xs: &[VarId]) -> String {
    xs.iter().map(|&x| v(x)).collect::<Vec<_>>().join(", ")
}

/// `%a, %b = ` for statements with results (nothing without).
fn lhs(xs: &[VarId]) -> String {
    if xs.is_empty() {
        String::new()
    } else {
        format!("{} = ", vars(xs))
    }
}

struct Printer<'p> {
    prog: &'p Program,
    out: String,
    depth: usize,
    runtime: RuntimeNames,
}

impl Printer<'_> {
    fn line(&mut self, text: &str) {
        for _ in 0..self.depth {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn ty_of(&self, x: VarId) -> String {
        ty(self.prog.ty(x))
    }

    fn tys_of(&self, xs: &[VarId]) -> Vec<Ty> {
        xs.iter().map(|&x| self.prog.ty(x)).collect()
    }

    /// `%a, %b : A, B` (or nothing), the operand list of a terminator.
    fn typed_operands(&self, xs: &[VarId]) -> String {
        if xs.is_empty() {
            String::new()
        } else {
            format!(" {} : {}", vars(xs), ty_list(&self.tys_of(xs)))
        }
    }

    fn elem_of(&self, x: VarId) -> ElemType {
        match self.prog.ty(x) {
            Ty::Scalar(t) | Ty::Buf(t) => t,
            Ty::Handle => ElemType::Index,
        }
    }

    fn func(&mut self, f: &crate::ir::Func) {
        let body = self.prog.block(f.body);
        let params: Vec<String> = body.args.iter().map(|&a| format!("{}: {}", v(a), self.ty_of(a))).collect();
        self.line(&format!("func.func {}({}){} {{", symbol(&f.name), params.join(", "), arrow(&f.results)));
        self.stmts(f.body);
        self.line("}");
    }

    /// The statements of `block`, one level deeper.
    fn stmts(&mut self, block: BlockId) {
        self.depth += 1;
        for stmt in &self.prog.block(block).stmts {
            self.stmt(stmt);
        }
        self.depth -= 1;
    }

    fn stmt(&mut self, s: &Stmt) {
        match s {
            Stmt::For { .. } => self.for_loop(s),
            Stmt::While { inits, before, after, results } => self.while_loop(inits, *before, *after, results),
            Stmt::If { cond, then_blk, else_blk, results } => {
                let arrow = if results.is_empty() { String::new() } else { arrow(&self.tys_of(results)) };
                self.line(&format!("{}scf.if {}{arrow} {{", lhs(results), v(*cond)));
                self.stmts(*then_blk);
                self.line("} else {");
                self.stmts(*else_blk);
                self.line("}");
            }
            Stmt::Call { dsts, callee, args, statics, .. } => self.call(dsts, callee, args, statics),
            Stmt::Push { .. } | Stmt::Reserve { .. } | Stmt::SortIndex { .. } => {
                let (name, args) = helper_call(s).expect("a helper statement");
                self.call(&[], &Callee::Runtime(name.to_string()), &args, &[]);
            }
            Stmt::Alloc { dst, len, zeroed, .. } => self.alloc(*dst, *len, *zeroed),
            Stmt::BufLen { dst, buf } => {
                let c0 = format!("{}_c0", v(*dst));
                self.line(&format!("{c0} = arith.constant 0 : index"));
                self.line(&format!("{} = memref.dim {}, {c0} : {}", v(*dst), v(*buf), self.ty_of(*buf)));
            }
            _ => {
                let text = self.simple(s);
                self.line(&text);
            }
        }
    }

    /// The one line of a statement without blocks.
    fn simple(&self, s: &Stmt) -> String {
        match s {
            Stmt::Const { dst, value } => format!("{} = {}", v(*dst), constant(*value, self.elem_of(*dst))),
            Stmt::Unary { dst, op, a } => {
                format!("{} = {} {} : {}", v(*dst), op.mlir_name(), v(*a), self.ty_of(*a))
            }
            Stmt::Binary { dst, op, a, b, .. } => self.binary(*dst, *op, *a, *b),
            Stmt::Cmp { dst, pred, a, b } => self.cmp(*dst, *pred, *a, *b),
            Stmt::Select { dst, cond, a, b } => {
                format!(
                    "{} = arith.select {}, {}, {} : {}",
                    v(*dst),
                    v(*cond),
                    v(*a),
                    v(*b),
                    self.ty_of(*dst)
                )
            }
            Stmt::Cast { dst, op, a, .. } => {
                format!(
                    "{} = {} {} : {} to {}",
                    v(*dst),
                    op.mlir_name(),
                    v(*a),
                    self.ty_of(*a),
                    self.ty_of(*dst)
                )
            }
            Stmt::Load { dst, buf, idx, .. } => {
                format!("{} = memref.load {}[{}] : {}", v(*dst), v(*buf), v(*idx), self.ty_of(*buf))
            }
            Stmt::Store { buf, idx, val, .. } => {
                format!("memref.store {}, {}[{}] : {}", v(*val), v(*buf), v(*idx), self.ty_of(*buf))
            }
            Stmt::Prefetch { buf, idx, .. } => {
                format!(
                    "memref.prefetch {}[{}], read, locality<3>, data : {}",
                    v(*buf),
                    v(*idx),
                    self.ty_of(*buf)
                )
            }
            Stmt::Assert { cond, message, args, .. } => {
                let vals: String = args.iter().map(|a| format!(" {}", v(*a))).collect();
                format!("cf.assert {}, {}{vals}", v(*cond), literal::string(message))
            }
            Stmt::Yield(xs) => format!("scf.yield{}", self.typed_operands(xs)),
            Stmt::Condition { cond, args } => {
                format!("scf.condition({}){}", v(*cond), self.typed_operands(args))
            }
            Stmt::Return(xs) => format!("func.return{}", self.typed_operands(xs)),
            Stmt::For { .. } | Stmt::While { .. } | Stmt::If { .. } | Stmt::Call { .. } => String::new(),
            Stmt::Alloc { .. }
            | Stmt::BufLen { .. }
            | Stmt::Push { .. }
            | Stmt::Reserve { .. }
            | Stmt::SortIndex { .. } => String::new(),
        }
    }

    fn binary(&self, dst: VarId, op: BinOp, a: VarId, b: VarId) -> String {
        let t = match op {
            BinOp::FPowI => format!("{}, {}", self.ty_of(a), self.ty_of(b)),
            BinOp::CCreate => self.ty_of(dst),
            _ => self.ty_of(a),
        };
        format!("{} = {} {}, {} : {t}", v(dst), op.mlir_name(), v(a), v(b))
    }

    fn cmp(&self, dst: VarId, pred: CmpPred, a: VarId, b: VarId) -> String {
        let t = self.ty_of(a);
        let (a, b) = (v(a), v(b));
        let op = match pred {
            CmpPred::Int(p) => format!("arith.cmpi {}, {a}, {b}", p.mlir_name()),
            CmpPred::Float(p) => format!("arith.cmpf {}, {a}, {b}", p.mlir_name()),
            CmpPred::ComplexEq => format!("complex.eq {a}, {b}"),
            CmpPred::ComplexNe => format!("complex.neq {a}, {b}"),
        };
        format!("{} = {op} : {t}", v(dst))
    }

    /// `memref.alloc` and a `linalg.fill` of zero (loop-IR buffers start zeroed).
    fn alloc(&mut self, dst: VarId, len: VarId, zeroed: bool) {
        let (t, elem) = (self.ty_of(dst), self.elem_of(dst));
        let zero = format!("{}_zero", v(dst));
        self.line(&format!("{} = memref.alloc({}) : {t}", v(dst), v(len)));
        if !zeroed {
            return; // every element is written before it is read
        }
        self.line(&format!("{zero} = {}", constant(elem.zero(), elem)));
        self.line(&format!("linalg.fill ins({zero} : {}) outs({} : {t})", elem.name(), v(dst)));
    }

    fn call(&mut self, dsts: &[VarId], callee: &Callee, args: &[VarId], statics: &[(String, Static)]) {
        let (arg_tys, res_tys) = (self.tys_of(args), self.tys_of(dsts));
        let name = match callee {
            Callee::Runtime(n) => self.runtime.name(n, arg_tys.clone(), res_tys.clone()).to_string(),
            Callee::Func(f) => self.prog.func(*f).name.clone(),
        };
        let attrs = if statics.is_empty() {
            String::new()
        } else {
            let items: Vec<String> = statics
                .iter()
                .map(|(k, s)| format!("{} = {}", literal::attr_name(k), static_attr(s)))
                .collect();
            format!(" {{{}}}", items.join(", "))
        };
        self.line(&format!(
            "{}func.call {}({}){attrs} : ({}) -> ({})",
            lhs(dsts),
            symbol(&name),
            vars(args),
            ty_list(&arg_tys),
            ty_list(&res_tys)
        ));
    }

    fn for_loop(&mut self, s: &Stmt) {
        let Stmt::For { iv, lo, hi, step, inits, body, results } = s else { return };
        let mut head =
            format!("{}scf.for {} = {} to {} step {}", lhs(results), v(*iv), v(*lo), v(*hi), v(*step));
        if !inits.is_empty() {
            let carried = &self.prog.block(*body).args[1..];
            let pairs: Vec<String> =
                carried.iter().zip(inits).map(|(&a, &i)| format!("{} = {}", v(a), v(i))).collect();
            head.push_str(&format!(" iter_args({}){}", pairs.join(", "), arrow(&self.tys_of(inits))));
        }
        if self.prog.ty(*iv) != Ty::Scalar(ElemType::Index) {
            head.push_str(&format!(" : {}", self.ty_of(*iv)));
        }
        self.line(&format!("{head} {{"));
        self.stmts(*body);
        self.line("}");
    }

    fn while_loop(&mut self, inits: &[VarId], before: BlockId, after: BlockId, results: &[VarId]) {
        let args = &self.prog.block(before).args;
        let pairs: Vec<String> =
            args.iter().zip(inits).map(|(&a, &i)| format!("{} = {}", v(a), v(i))).collect();
        let (init_tys, res_tys) = (ty_list(&self.tys_of(inits)), ty_list(&self.tys_of(results)));
        let assign = if pairs.is_empty() { String::new() } else { format!(" ({})", pairs.join(", ")) };
        self.line(&format!("{}scf.while{assign} : ({init_tys}) -> ({res_tys}) {{", lhs(results)));
        self.stmts(before);
        self.line("} do {");
        let after_args = &self.prog.block(after).args;
        if !after_args.is_empty() {
            let params: Vec<String> =
                after_args.iter().map(|&a| format!("{}: {}", v(a), self.ty_of(a))).collect();
            self.line(&format!("^bb0({}):", params.join(", ")));
        }
        self.stmts(after);
        self.line("}");
    }
}

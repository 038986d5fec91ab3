//! Building loop IR: an insertion point plus one method per statement kind.
//!
//! Why: lowering code reads like the loops it makes. Nested blocks are built by closures
//! that receive the block's arguments and return what the block yields; the builder adds
//! the terminator, so a half-built region cannot escape. Closures return `Result` so a
//! lowering error inside a loop body propagates with `?`.

use sparsir_storage::{ElemType, Scalar};

use crate::ir::{BlockId, Callee, FuncId, OriginId, Program, Static, Stmt, Ty, VarId};
use crate::ops::{BinOp, CastOp, CmpPred, UnOp};

/// Appends statements to one block of a [`Program`].
pub struct Builder<'p> {
    /// The program being built.
    pub prog: &'p mut Program,
    block: BlockId,
    /// The source op stamped on statements that can fail at run time.
    pub origin: Option<OriginId>,
}

impl<'p> Builder<'p> {
    /// A builder appending to `block`.
    pub fn new(prog: &'p mut Program, block: BlockId) -> Builder<'p> {
        Builder { prog, block, origin: None }
    }

    /// The block statements are appended to.
    pub fn block(&self) -> BlockId {
        self.block
    }

    /// Appends to `block` from now on.
    pub fn set_block(&mut self, block: BlockId) {
        self.block = block;
    }

    /// Appends a statement as is.
    pub fn push(&mut self, stmt: Stmt) {
        self.prog.block_mut(self.block).stmts.push(stmt);
    }

    /// A fresh variable.
    pub fn var(&mut self, ty: Ty) -> VarId {
        self.prog.new_var(ty)
    }

    /// The type of `v`.
    pub fn ty(&self, v: VarId) -> Ty {
        self.prog.ty(v)
    }

    /// The scalar type of `v` (`index` for non-scalars, which the verifier rejects).
    pub fn scalar_ty(&self, v: VarId) -> ElemType {
        self.prog.ty(v).scalar().unwrap_or(ElemType::Index)
    }

    /// A constant of type `ty`.
    pub fn constant(&mut self, ty: ElemType, value: Scalar) -> VarId {
        let dst = self.var(Ty::Scalar(ty));
        self.push(Stmt::Const { dst, value });
        dst
    }

    /// An `index` constant.
    pub fn index(&mut self, v: i64) -> VarId {
        self.constant(ElemType::Index, Scalar::Int(v as i128))
    }

    /// An `i1` constant.
    pub fn bool(&mut self, v: bool) -> VarId {
        self.constant(ElemType::I1, Scalar::Int(v as i128))
    }

    /// `op a, b`.
    pub fn binary(&mut self, op: BinOp, a: VarId, b: VarId) -> VarId {
        let ty = match (op, self.scalar_ty(a)) {
            (BinOp::CCreate, ElemType::F32) => ElemType::C32,
            (BinOp::CCreate, _) => ElemType::C64,
            (_, t) => t,
        };
        let dst = self.var(Ty::Scalar(ty));
        let origin = self.origin;
        self.push(Stmt::Binary { dst, op, a, b, origin });
        dst
    }

    /// `op a`.
    pub fn unary(&mut self, op: UnOp, a: VarId) -> VarId {
        let ty = match (op.complex_to_float(), self.scalar_ty(a)) {
            (true, ElemType::C32) => ElemType::F32,
            (true, _) => ElemType::F64,
            (false, t) => t,
        };
        let dst = self.var(Ty::Scalar(ty));
        self.push(Stmt::Unary { dst, op, a });
        dst
    }

    /// `a pred b`, an `i1`.
    pub fn cmp(&mut self, pred: CmpPred, a: VarId, b: VarId) -> VarId {
        let dst = self.var(Ty::Scalar(ElemType::I1));
        self.push(Stmt::Cmp { dst, pred, a, b });
        dst
    }

    /// `cond ? a : b`.
    pub fn select(&mut self, cond: VarId, a: VarId, b: VarId) -> VarId {
        let dst = self.var(self.ty(a));
        self.push(Stmt::Select { dst, cond, a, b });
        dst
    }

    /// `a` converted to `to` by `op`.
    pub fn cast(&mut self, op: CastOp, a: VarId, to: ElemType) -> VarId {
        let dst = self.var(Ty::Scalar(to));
        let origin = self.origin;
        self.push(Stmt::Cast { dst, op, a, origin });
        dst
    }

    /// `buf[idx]`.
    pub fn load(&mut self, buf: VarId, idx: VarId) -> VarId {
        let elem = match self.ty(buf) {
            Ty::Buf(t) => t,
            _ => ElemType::Index,
        };
        let dst = self.var(Ty::Scalar(elem));
        let origin = self.origin;
        self.push(Stmt::Load { dst, buf, idx, origin });
        dst
    }

    /// `buf[idx] = val`.
    pub fn store(&mut self, buf: VarId, idx: VarId, val: VarId) {
        let origin = self.origin;
        self.push(Stmt::Store { buf, idx, val, origin });
    }

    /// A new zero-filled buffer.
    pub fn alloc(&mut self, elem: ElemType, len: VarId) -> VarId {
        let dst = self.var(Ty::Buf(elem));
        let origin = self.origin;
        self.push(Stmt::Alloc { dst, len, zeroed: true, origin });
        dst
    }

    /// Declares that the program writes every element of `buf` (made by [`alloc`] in the
    /// current block) before reading it: its values need not be zeros.
    ///
    /// [`alloc`]: Self::alloc
    pub fn alloc_overwritten(&mut self, buf: VarId) {
        for stmt in self.prog.block_mut(self.block).stmts.iter_mut().rev() {
            if let Stmt::Alloc { dst, zeroed, .. } = stmt {
                if *dst == buf {
                    *zeroed = false;
                    return;
                }
            }
        }
    }

    /// `len(buf)`.
    pub fn buf_len(&mut self, buf: VarId) -> VarId {
        let dst = self.var(Ty::Scalar(ElemType::Index));
        self.push(Stmt::BufLen { dst, buf });
        dst
    }

    /// Appends `val` to `buf`.
    pub fn push_back(&mut self, buf: VarId, val: VarId) {
        self.push(Stmt::Push { buf, val, reserved: false });
    }

    /// Appends `val` to `buf`; with `reserved`, within the room a `Reserve` made (see
    /// `Stmt::Push`).
    pub fn append(&mut self, buf: VarId, val: VarId, reserved: bool) {
        self.push(Stmt::Push { buf, val, reserved });
    }

    /// Makes room for `extra` more appends to `buf` (see `Stmt::Reserve`).
    pub fn reserve(&mut self, buf: VarId, extra: VarId) {
        self.push(Stmt::Reserve { buf, extra });
    }

    /// Sorts `buf[..len]` (an `index` buffer) ascending in place.
    pub fn sort_index(&mut self, buf: VarId, len: VarId) {
        self.push(Stmt::SortIndex { buf, len, marks: None });
    }

    /// Sorts `buf[..len]`, which holds exactly the distinct `j` with `marks[j]` set (see
    /// `Stmt::SortIndex`).
    pub fn sort_marked_index(&mut self, buf: VarId, len: VarId, marks: VarId) {
        self.push(Stmt::SortIndex { buf, len, marks: Some(marks) });
    }

    /// Hints that `buf[idx]` will be read soon.
    pub fn prefetch(&mut self, buf: VarId, idx: VarId) {
        self.push(Stmt::Prefetch { buf, idx, ahead: false, stream: false });
    }

    /// Hints that `buf`, read in order, will be read at `idx` soon; `idx` may be past
    /// the end.
    pub fn prefetch_ahead(&mut self, buf: VarId, idx: VarId) {
        self.push(Stmt::Prefetch { buf, idx, ahead: true, stream: false });
    }

    /// [`Builder::prefetch_ahead`] of a fiber's own coordinates or values, read one
    /// after the other: a request the hardware prefetcher may make as well, which the C
    /// backend leaves out on the machines where it is measured slower.
    pub fn prefetch_stream(&mut self, buf: VarId, idx: VarId) {
        self.push(Stmt::Prefetch { buf, idx, ahead: true, stream: true });
    }

    /// A runtime call returning values of `results` types.
    pub fn call_runtime(
        &mut self,
        name: &str,
        args: &[VarId],
        statics: Vec<(String, Static)>,
        results: &[Ty],
        origin: Option<OriginId>,
    ) -> Vec<VarId> {
        let dsts: Vec<VarId> = results.iter().map(|&t| self.var(t)).collect();
        self.push(Stmt::Call {
            dsts: dsts.clone(),
            callee: Callee::Runtime(name.to_string()),
            args: args.to_vec(),
            statics,
            origin,
        });
        dsts
    }

    /// A call of a program function.
    pub fn call_func(&mut self, f: FuncId, args: &[VarId], origin: Option<OriginId>) -> Vec<VarId> {
        let results = self.prog.func(f).results.clone();
        let dsts: Vec<VarId> = results.iter().map(|&t| self.var(t)).collect();
        self.push(Stmt::Call {
            dsts: dsts.clone(),
            callee: Callee::Func(f),
            args: args.to_vec(),
            statics: vec![],
            origin,
        });
        dsts
    }

    /// Builds a nested block with arguments of `arg_tys`: `body` gets the arguments and
    /// returns the values the terminator made by `end` carries.
    fn nested<E>(
        &mut self,
        arg_tys: &[Ty],
        body: impl FnOnce(&mut Builder, &[VarId]) -> Result<Vec<VarId>, E>,
    ) -> Result<(BlockId, Vec<VarId>), E> {
        let blk = self.prog.new_block();
        let args: Vec<VarId> = arg_tys.iter().map(|&t| self.prog.new_var(t)).collect();
        self.prog.block_mut(blk).args = args.clone();
        let outer = self.block;
        self.block = blk;
        let yielded = body(self, &args);
        self.block = outer;
        Ok((blk, yielded?))
    }

    /// `for iv in lo..hi step` carrying `inits`; `body(b, iv, carried)` returns the next
    /// carried values. Returns the final carried values.
    pub fn for_loop<E>(
        &mut self,
        lo: VarId,
        hi: VarId,
        step: VarId,
        inits: &[VarId],
        body: impl FnOnce(&mut Builder, VarId, &[VarId]) -> Result<Vec<VarId>, E>,
    ) -> Result<Vec<VarId>, E> {
        let mut arg_tys = vec![Ty::Scalar(self.scalar_ty(lo))];
        arg_tys.extend(inits.iter().map(|&v| self.ty(v)));
        let (blk, yielded) = self.nested(&arg_tys, |b, args| body(b, args[0], &args[1..]))?;
        self.prog.block_mut(blk).stmts.push(Stmt::Yield(yielded));
        let iv = self.prog.block(blk).args[0];
        let results: Vec<VarId> = inits.iter().map(|&v| self.var(self.ty(v))).collect();
        self.push(Stmt::For { iv, lo, hi, step, inits: inits.to_vec(), body: blk, results: results.clone() });
        Ok(results)
    }

    /// `if cond { then } else { otherwise }`, both yielding values of `result_tys`.
    pub fn if_else<E>(
        &mut self,
        cond: VarId,
        result_tys: &[Ty],
        then: impl FnOnce(&mut Builder) -> Result<Vec<VarId>, E>,
        otherwise: impl FnOnce(&mut Builder) -> Result<Vec<VarId>, E>,
    ) -> Result<Vec<VarId>, E> {
        let (then_blk, t) = self.nested(&[], |b, _| then(b))?;
        self.prog.block_mut(then_blk).stmts.push(Stmt::Yield(t));
        let (else_blk, e) = self.nested(&[], |b, _| otherwise(b))?;
        self.prog.block_mut(else_blk).stmts.push(Stmt::Yield(e));
        let results: Vec<VarId> = result_tys.iter().map(|&t| self.var(t)).collect();
        self.push(Stmt::If { cond, then_blk, else_blk, results: results.clone() });
        Ok(results)
    }

    /// `while`: `before(b, carried)` returns `(cond, forwarded)`; while `cond`, `after(b,
    /// forwarded)` returns the next carried values. Returns the forwarded values of the
    /// last test.
    pub fn while_loop<E>(
        &mut self,
        inits: &[VarId],
        forwarded_tys: &[Ty],
        before: impl FnOnce(&mut Builder, &[VarId]) -> Result<(VarId, Vec<VarId>), E>,
        after: impl FnOnce(&mut Builder, &[VarId]) -> Result<Vec<VarId>, E>,
    ) -> Result<Vec<VarId>, E> {
        let init_tys: Vec<Ty> = inits.iter().map(|&v| self.ty(v)).collect();
        let mut cond = None;
        let (before_blk, args) = self.nested(&init_tys, |b, args| {
            let (c, fwd) = before(b, args)?;
            cond = Some(c);
            Ok(fwd)
        })?;
        let cond = cond.expect("before block built");
        self.prog.block_mut(before_blk).stmts.push(Stmt::Condition { cond, args });
        let (after_blk, next) = self.nested(forwarded_tys, after)?;
        self.prog.block_mut(after_blk).stmts.push(Stmt::Yield(next));
        let results: Vec<VarId> = forwarded_tys.iter().map(|&t| self.var(t)).collect();
        self.push(Stmt::While {
            inits: inits.to_vec(),
            before: before_blk,
            after: after_blk,
            results: results.clone(),
        });
        Ok(results)
    }

    /// Stops the program with `message` unless `cond`.
    pub fn assert(&mut self, cond: VarId, message: impl Into<String>, origin: Option<OriginId>) {
        self.push(Stmt::Assert { cond, message: message.into(), args: Vec::new(), origin });
    }

    /// Stops the program unless `cond`, with `message` showing the integer values of
    /// `args` in place of `{0}` and `{1}` (an index and a size, say).
    pub fn assert_values(&mut self, cond: VarId, message: &str, args: &[VarId], origin: Option<OriginId>) {
        debug_assert!(args.len() <= 2, "at most two values");
        self.push(Stmt::Assert { cond, message: message.into(), args: args.to_vec(), origin });
    }

    /// Ends the function body.
    pub fn ret(&mut self, values: Vec<VarId>) {
        self.push(Stmt::Return(values));
    }
}

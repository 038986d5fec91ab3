//! The loop IR's data: variables, blocks, statements and functions in arenas.
//!
//! Why this shape: statements are few and explicit, nested control flow owns its blocks
//! by id (a block belongs to exactly one statement or function), and every variable has
//! exactly one type and one definition. Backends walk blocks in order; nothing is
//! implicit.
//!
//! Invariants (checked by [`crate::verify`]):
//! * a variable is defined once (a statement result, a block argument or a `for`
//!   induction variable) and used only where its definition dominates (earlier in the same
//!   block or an enclosing one);
//! * each block that belongs to a `for`/`if` ends in `Yield`, a `while` "before" block in
//!   `Condition`, a function body in `Return`; no terminator elsewhere.

use sparsir_storage::{ElemType, Scalar};

use crate::ops::{BinOp, CastOp, CmpPred, UnOp};

/// A variable (SSA value) of a [`Program`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VarId(pub u32);

/// A block of a [`Program`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BlockId(pub u32);

/// A function of a [`Program`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FuncId(pub u32);

/// Where a statement came from (an op of the source program), for runtime errors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OriginId(pub u32);

/// The type of a variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    /// A scalar of an MLIR element type (`i1` … `complex<f64>`, `index`).
    Scalar(ElemType),
    /// A 1-D buffer of scalars (`memref<?xT>`), shared by reference.
    Buf(ElemType),
    /// An opaque runtime object (a tensor, a file name), printed as `!llvm.ptr`.
    Handle,
}

impl Ty {
    /// The scalar type, when this is a scalar.
    pub fn scalar(self) -> Option<ElemType> {
        match self {
            Ty::Scalar(t) => Some(t),
            _ => None,
        }
    }
}

/// A compile-time argument of a runtime call (an encoding, a shape, a constant's data).
#[derive(Clone, Debug, PartialEq)]
pub enum Static {
    /// One integer.
    Int(i64),
    /// A list of integers (a shape, a permutation, offsets).
    Ints(Vec<i64>),
    /// A string (a message, a name).
    Str(String),
    /// An element type.
    Elem(ElemType),
    /// A constant's values, flattened row-major.
    Data(ElemType, Vec<Scalar>),
    /// MLIR attribute text the runtime parses (an encoding, an affine map).
    Attr(String),
}

/// What a call calls.
#[derive(Clone, Debug, PartialEq)]
pub enum Callee {
    /// A runtime function, by name (`sparsir_*`); the backend resolves it once.
    Runtime(String),
    /// A function of this program.
    Func(FuncId),
}

/// One statement.
#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    /// `dst = constant`.
    Const { dst: VarId, value: Scalar },
    /// `dst = op a`.
    Unary { dst: VarId, op: UnOp, a: VarId },
    /// `dst = op a, b`; `origin` names the source op if it fails (division by zero).
    Binary { dst: VarId, op: BinOp, a: VarId, b: VarId, origin: Option<OriginId> },
    /// `dst = a pred b` (an `i1`).
    Cmp { dst: VarId, pred: CmpPred, a: VarId, b: VarId },
    /// `dst = cond ? a : b`.
    Select { dst: VarId, cond: VarId, a: VarId, b: VarId },
    /// `dst = cast a` to `dst`'s type (`origin`: for a float that does not fit).
    Cast { dst: VarId, op: CastOp, a: VarId, origin: Option<OriginId> },
    /// `dst = buf[idx]` (`origin`: for an index out of bounds).
    Load { dst: VarId, buf: VarId, idx: VarId, origin: Option<OriginId> },
    /// `buf[idx] = val` (`origin`: for an index out of bounds).
    Store { buf: VarId, idx: VarId, val: VarId, origin: Option<OriginId> },
    /// A new buffer of `len` elements (`dst`'s element type): zero-filled when `zeroed`,
    /// else of unspecified values (the program writes every element before reading it:
    /// a fill left to the kernel that uses it).
    Alloc { dst: VarId, len: VarId, zeroed: bool, origin: Option<OriginId> },
    /// `dst = len(buf)`.
    BufLen { dst: VarId, buf: VarId },
    /// Appends `val` to `buf` (its length grows by one); `val`'s type is the buffer's
    /// element type. The buffer is one this program allocated or a runtime function
    /// returned as growable (a sparse output's entry list), never a read-only view.
    ///
    /// `reserved`: the producer promises that a `Reserve` of this buffer executed before
    /// covers this append (the appends since that `Reserve` number at most its `extra`),
    /// so a backend may skip the capacity check; the interpreter checks the promise.
    Push { buf: VarId, val: VarId, reserved: bool },
    /// Makes room for `extra` more appends to `buf` (a growable buffer, as for `Push`)
    /// and opens a budget of `extra` reserved appends; the length does not change. A
    /// negative `extra` reserves nothing.
    Reserve { buf: VarId, extra: VarId },
    /// Sorts the first `len` elements of the `index` buffer `buf` ascending, in place
    /// (`len` beyond the buffer's length is an internal error). With `marks` (an `i1`
    /// buffer: a row workspace's flags), the generated code promises that `buf[..len]`
    /// holds exactly the distinct `j` with `marks[j]` set, so a backend may write the set
    /// flags' positions instead of sorting (one pass over the flags, cheaper when they are
    /// dense); a broken promise is an internal error.
    SortIndex { buf: VarId, len: VarId, marks: Option<VarId> },
    /// A hint that `buf[idx]` will be read soon (`memref.prefetch`): no effect on
    /// results. An index outside the buffer is ignored, unless `ahead`: a look-ahead on a
    /// buffer read in order, whose index may run past the end (the address is requested
    /// unchecked — a prefetch never faults). `stream`: a look-ahead of a sequential read
    /// (a fiber's coordinates or values), which the hardware may already prefetch.
    Prefetch { buf: VarId, idx: VarId, ahead: bool, stream: bool },
    /// A call; `origin` names the source op for runtime errors.
    Call {
        dsts: Vec<VarId>,
        callee: Callee,
        args: Vec<VarId>,
        statics: Vec<(String, Static)>,
        origin: Option<OriginId>,
    },
    /// `for iv in (lo..hi).step_by(step)` carrying `inits` through `body`'s arguments
    /// (after `iv`); `results` receive the last values.
    For {
        iv: VarId,
        lo: VarId,
        hi: VarId,
        step: VarId,
        inits: Vec<VarId>,
        body: BlockId,
        results: Vec<VarId>,
    },
    /// `before` (arguments = carried values) ends in `Condition`; while true, `after`
    /// (arguments = the condition's values) runs and yields new carried values.
    While { inits: Vec<VarId>, before: BlockId, after: BlockId, results: Vec<VarId> },
    /// `if cond { then } else { otherwise }`; both yield `results`' values.
    If { cond: VarId, then_blk: BlockId, else_blk: BlockId, results: Vec<VarId> },
    /// Stops the program with `message` unless `cond` holds; `{0}` and `{1}` in the
    /// message stand for the integer values of `args` (at most two).
    Assert { cond: VarId, message: String, args: Vec<VarId>, origin: Option<OriginId> },
    /// Ends a `for`/`if`/`while`-after block.
    Yield(Vec<VarId>),
    /// Ends a `while`-before block.
    Condition { cond: VarId, args: Vec<VarId> },
    /// Ends a function body.
    Return(Vec<VarId>),
}

impl Stmt {
    /// The variables this statement defines directly (not those of nested blocks).
    pub fn defs(&self) -> Vec<VarId> {
        match self {
            Stmt::Const { dst, .. }
            | Stmt::Unary { dst, .. }
            | Stmt::Binary { dst, .. }
            | Stmt::Cmp { dst, .. }
            | Stmt::Select { dst, .. }
            | Stmt::Cast { dst, .. }
            | Stmt::Load { dst, .. }
            | Stmt::Alloc { dst, .. }
            | Stmt::BufLen { dst, .. } => vec![*dst],
            Stmt::Call { dsts, .. } => dsts.clone(),
            Stmt::For { results, .. } | Stmt::While { results, .. } | Stmt::If { results, .. } => {
                results.clone()
            }
            Stmt::Store { .. }
            | Stmt::Push { .. }
            | Stmt::Reserve { .. }
            | Stmt::SortIndex { .. }
            | Stmt::Prefetch { .. }
            | Stmt::Assert { .. }
            | Stmt::Yield(_)
            | Stmt::Condition { .. }
            | Stmt::Return(_) => {
                vec![]
            }
        }
    }

    /// The variables this statement reads directly.
    pub fn uses(&self) -> Vec<VarId> {
        match self {
            Stmt::Const { .. } => vec![],
            Stmt::Unary { a, .. } | Stmt::Cast { a, .. } => vec![*a],
            Stmt::Binary { a, b, .. } | Stmt::Cmp { a, b, .. } => vec![*a, *b],
            Stmt::Select { cond, a, b, .. } => vec![*cond, *a, *b],
            Stmt::Load { buf, idx, .. } => vec![*buf, *idx],
            Stmt::Store { buf, idx, val, .. } => vec![*buf, *idx, *val],
            Stmt::Alloc { len, .. } => vec![*len],
            Stmt::BufLen { buf, .. } => vec![*buf],
            Stmt::Push { buf, val, .. } => vec![*buf, *val],
            Stmt::Reserve { buf, extra } => vec![*buf, *extra],
            Stmt::SortIndex { buf, len, marks } => [&[*buf, *len][..], marks.as_slice()].concat(),
            Stmt::Prefetch { buf, idx, .. } => vec![*buf, *idx],
            Stmt::Call { args, .. } => args.clone(),
            Stmt::For { lo, hi, step, inits, .. } => [&[*lo, *hi, *step][..], inits].concat(),
            Stmt::While { inits, .. } => inits.clone(),
            Stmt::If { cond, .. } => vec![*cond],
            Stmt::Assert { cond, args, .. } => [&[*cond][..], args].concat(),
            Stmt::Yield(v) | Stmt::Return(v) => v.clone(),
            Stmt::Condition { cond, args } => [&[*cond][..], args].concat(),
        }
    }

    /// The blocks nested in this statement.
    pub fn blocks(&self) -> Vec<BlockId> {
        match self {
            Stmt::For { body, .. } => vec![*body],
            Stmt::While { before, after, .. } => vec![*before, *after],
            Stmt::If { then_blk, else_blk, .. } => vec![*then_blk, *else_blk],
            _ => vec![],
        }
    }
}

/// A straight-line sequence of statements with arguments.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Block {
    /// The block's arguments (a `for` body: the induction variable first).
    pub args: Vec<VarId>,
    /// The statements, the last one a terminator where the block's owner needs one.
    pub stmts: Vec<Stmt>,
}

/// A function.
#[derive(Clone, Debug, PartialEq)]
pub struct Func {
    /// The symbol name (without `@`).
    pub name: String,
    /// The result types.
    pub results: Vec<Ty>,
    /// The body; its arguments are the parameters.
    pub body: BlockId,
}

/// The source op a statement came from: its name and where it is.
#[derive(Clone, Debug, PartialEq)]
pub struct Origin {
    /// The op's name (`tensor.extract`).
    pub op: String,
    /// The byte offset of the op in the source text.
    pub offset: u32,
}

/// A whole program.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Program {
    /// Every variable's type, by [`VarId`].
    pub vars: Vec<Ty>,
    /// Every block, by [`BlockId`].
    pub blocks: Vec<Block>,
    /// Every function, by [`FuncId`].
    pub funcs: Vec<Func>,
    /// Source ops, by [`OriginId`].
    pub origins: Vec<Origin>,
    /// Loops whose iterations may run concurrently (a side table; see [`ParallelFor`]).
    pub parallel: Vec<ParallelFor>,
}

/// A `for` whose iterations are independent, as the sparsifier proves it for the outermost
/// loop of a kernel over a parallel iterator that indexes the output: backends may run
/// ranges of its iterations on different threads. The interpreter ignores it.
///
/// The claim, per buffer the loop writes: each iteration writes only elements of
/// `disjoint` buffers no other iteration touches (the output's rows, a per-row count),
/// appends to buffers it never reads (their final contents are the ranges' appends
/// concatenated in iteration order), uses `scratch` buffers that it leaves as it found
/// them (a row workspace, an accumulator slot): a thread may work on its own copy, or
/// only combines values into `reduced` buffers with an associative op (`x = x ⊕ v`, the
/// element read nowhere else): a range may reduce into its own copy starting at the op's
/// identity, the copies combined into the buffer in range order afterwards (a different
/// association than one thread's, the same at a given split).
/// An appended buffer may have its length read (`BufLen`) only when it is `measured`:
/// the body uses the lengths only as differences within one iteration (what the
/// iteration appended), which do not depend on where a range's appends start.
/// The loop has unit step and carries no values.
#[derive(Clone, Debug, PartialEq)]
pub struct ParallelFor {
    /// The loop's body block (identifies the `for`).
    pub body: BlockId,
    /// Buffers written at elements owned by one iteration.
    pub disjoint: Vec<VarId>,
    /// Buffers each iteration restores (a thread may use a copy of their contents).
    pub scratch: Vec<VarId>,
    /// An `index`-like positions buffer whose `pos[i + 1] - pos[i]` is iteration `i`'s
    /// work (a compressed level below the loop), to balance ranges by stored entries.
    pub balance: Option<VarId>,
    /// Buffers combined into with an associative op (see above).
    pub reduced: Vec<(VarId, crate::BinOp)>,
    /// Appended buffers whose length the body reads only to measure an iteration's
    /// appends (see above).
    pub measured: Vec<VarId>,
    /// An `index`-like positions buffer `b` bounding the appends: a range `lo..hi` of
    /// iterations appends at most `b[hi] - b[lo]` values to each appended buffer, without
    /// capacity checks (`Push { reserved }`) into room a `Reserve` made before the loop
    /// for all of its iterations. A backend running a range on a buffer of its own
    /// reserves that much in it first.
    pub reserved_by: Option<VarId>,
}

impl Program {
    /// A new empty program.
    pub fn new() -> Program {
        Program::default()
    }

    /// A new variable of type `ty`.
    pub fn new_var(&mut self, ty: Ty) -> VarId {
        self.vars.push(ty);
        VarId(self.vars.len() as u32 - 1)
    }

    /// The type of `v`.
    pub fn ty(&self, v: VarId) -> Ty {
        self.vars[v.0 as usize]
    }

    /// A new empty block.
    pub fn new_block(&mut self) -> BlockId {
        self.blocks.push(Block::default());
        BlockId(self.blocks.len() as u32 - 1)
    }

    /// The block `b`.
    pub fn block(&self, b: BlockId) -> &Block {
        &self.blocks[b.0 as usize]
    }

    /// The block `b`, mutably.
    pub fn block_mut(&mut self, b: BlockId) -> &mut Block {
        &mut self.blocks[b.0 as usize]
    }

    /// The function `f`.
    pub fn func(&self, f: FuncId) -> &Func {
        &self.funcs[f.0 as usize]
    }

    /// The function named `name`.
    pub fn find_func(&self, name: &str) -> Option<FuncId> {
        self.funcs.iter().position(|f| f.name == name).map(|i| FuncId(i as u32))
    }

    /// Declares a function (its body empty, parameters of `params` types).
    pub fn declare_func(&mut self, name: &str, params: &[Ty], results: &[Ty]) -> FuncId {
        let body = self.new_block();
        let args = params.iter().map(|&t| self.new_var(t)).collect();
        self.block_mut(body).args = args;
        self.funcs.push(Func { name: name.to_string(), results: results.to_vec(), body });
        FuncId(self.funcs.len() as u32 - 1)
    }

    /// Records a source op and returns its id.
    pub fn origin(&mut self, op: &str, offset: u32) -> OriginId {
        self.origins.push(Origin { op: op.to_string(), offset });
        OriginId(self.origins.len() as u32 - 1)
    }
}

/// An `Assert` message with `{0}`, `{1}` … replaced by `values` (the values of its `args`).
pub fn fill_message(message: &str, values: &[i64]) -> String {
    let mut out = message.to_string();
    for (k, v) in values.iter().enumerate() {
        out = out.replace(&format!("{{{k}}}"), &v.to_string());
    }
    out
}

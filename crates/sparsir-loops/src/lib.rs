//! # sparsir-loops
//!
//! The loop IR every program is lowered to before a backend runs it: structured control
//! flow (`for` with iteration arguments, `while`, `if`), scalar operations on every MLIR
//! element type, typed 1-D buffers (`memref<?xT>`), and calls into the runtime, whose
//! operands are scalars, buffers and opaque handles (tensors, file names).
//!
//! Why a separate IR: the MLIR input has tensors with value semantics, regions with
//! implicit meaning and hundreds of op kinds; a backend wants a handful of statement
//! kinds with exact types. The lowering (`sparsir-sparsifier`) bridges the two, the
//! backends (`sparsir-exec`) only ever see this.
//!
//! * [`ir`]: the program — variables, blocks and functions in `u32`-id arenas;
//! * [`ops`]: the scalar operation kinds with their MLIR names;
//! * [`builder`]: building programs with closures for nested regions;
//! * [`verify`]: the typing rules (every backend may assume them);
//! * [`print`]: MLIR text (`func`/`scf`/`memref`/`arith`/`math`/`complex`/`cf`) that
//!   MLIR 22's `mlir-opt` accepts; runtime calls print as `func.call`s of private
//!   functions, their compile-time arguments as attributes.
//!
//! The loop IR knows nothing of tensors: a tensor is a `Handle` the runtime interprets.

pub mod builder;
pub mod ir;
pub mod ops;
pub mod print;
pub mod verify;

pub use builder::Builder;
pub use ir::{
    fill_message, BlockId, Callee, Func, FuncId, OriginId, ParallelFor, Program, Static, Stmt, Ty, VarId,
};
pub use ops::{BinOp, CastOp, CmpPred, UnOp};
pub use sparsir_storage::{ElemType as ScalarTy, Scalar as Const};

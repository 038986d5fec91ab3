//! Tensor expressions: the body of a kernel as a tree over tensor leaves.
//!
//! Why: the sparsifier decides which coordinates a loop must visit from how the body
//! combines its operands — a product needs all of them stored, a sum any one, a
//! comparison that holds at (0, 0) every coordinate. This file reads the body of a
//! structured op (walking back from `linalg.yield`) into an arena of nodes, each with the
//! class that decides its presence (`Class`, and the semiring kinds of
//! `sparse_tensor.unary/binary/select/reduce`). Nodes keep their MLIR value or op so code
//! generation can emit them. Pure data: no loop IR here.

use std::collections::HashMap;

use sparsir_ir::{Ir, OpId, RegionId, ValueId};

/// Index of a node in [`Exprs::nodes`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ExprId(pub u32);

/// How an op's result depends on the presence of its operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// Absent when any operand is absent (`mulf`, `andi`, division by an always-present value).
    Conj,
    /// Absent only when all operands are; with one absent, the result is the other
    /// operand (`addf`, `ori`, `xori`).
    DisjPass,
    /// Absent only when all operands are; an absent operand reads as zero (`subf`, and
    /// comparisons that are false at (0, 0)).
    DisjZero,
    /// Zero-preserving unary op: absent stays absent (`negf`, casts, `sqrt`).
    Map,
    /// `select c, a, b`: absent only when both choices are (the result would be zero);
    /// otherwise computed with absent operands read as zero (an absent condition is false).
    Choice,
    /// Present everywhere: computed with absent operands read as zero (`exp`,
    /// comparisons true at (0, 0), division by a value that may be absent).
    Dense,
}

/// One branch of `sparse_tensor.binary` or `unary`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Branch {
    /// No value: the coordinate is dropped.
    Empty,
    /// The operand itself (`left=identity`).
    Identity,
    /// The branch's region computes the value.
    Region,
}

/// What a node is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The value of input tensor `t` at the point (present iff stored).
    Tensor(usize),
    /// The output block argument: the value accumulated so far.
    Output,
    /// A value the loops do not change: a scalar operand or a value defined outside.
    Invariant,
    /// `linalg.index <loop>`.
    Index(u32),
    /// An `arith` / `math` / `complex` op of the body, with its presence class.
    Op(Class),
    /// `sparse_tensor.unary`: `present` / `absent` branches.
    Unary { present: Branch, absent: Branch },
    /// `sparse_tensor.binary`: `overlap`, `left`, `right` branches.
    Binary { overlap: Branch, left: Branch, right: Branch },
    /// `sparse_tensor.select`.
    Select,
    /// `sparse_tensor.reduce x, y, identity`.
    Reduce,
}

/// A node: its kind, its operand nodes and the MLIR value it stands for.
#[derive(Clone, Debug, PartialEq)]
pub struct Exp {
    /// What the node is.
    pub kind: Kind,
    /// Operand nodes, in the op's operand order.
    pub args: Vec<ExprId>,
    /// The MLIR value (op result, block argument or outside value).
    pub value: ValueId,
    /// The defining op inside the body, if any.
    pub op: Option<OpId>,
}

/// The expression tree of a kernel body (a DAG: shared values are one node).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Exprs {
    /// The nodes; children before parents.
    pub nodes: Vec<Exp>,
    /// The yielded value.
    pub root: Option<ExprId>,
    /// The operand that walks a sparse output's own stored entries (the output holds
    /// entries and the body reads it): the output argument is absent where that operand
    /// is, and a point where it is present is visited even if the body gives nothing
    /// there (its entry is kept).
    pub out_tensor: Option<usize>,
}

impl Exprs {
    /// The node behind `e`.
    pub fn get(&self, e: ExprId) -> &Exp {
        &self.nodes[e.0 as usize]
    }

    /// Adds a node (children must exist already).
    pub fn add(&mut self, kind: Kind, args: Vec<ExprId>, value: ValueId, op: Option<OpId>) -> ExprId {
        self.nodes.push(Exp { kind, args, value, op });
        ExprId(self.nodes.len() as u32 - 1)
    }

    /// True when no tensor leaf and no output leaf is below `e` (it is present everywhere).
    pub fn is_invariant(&self, e: ExprId) -> bool {
        let n = self.get(e);
        match n.kind {
            Kind::Tensor(_) | Kind::Output => false,
            _ => n.args.iter().all(|&a| self.is_invariant(a)),
        }
    }

    /// True when the output leaf is used.
    pub fn reads_output(&self) -> bool {
        self.nodes.iter().any(|n| n.kind == Kind::Output)
    }
}

/// Reads the value yielded for output `out` of a structured op's body: block arguments
/// `0..tensor_inputs.len()` are the inputs (`tensor_inputs[i]`: input `i` is a tensor), the
/// next ones the outputs. The value may read its own output's argument, not another's.
pub fn build(ir: &Ir, body: RegionId, tensor_inputs: &[bool], out: usize) -> Result<Exprs, String> {
    let block = *ir.region(body).blocks.first().ok_or("the kernel body is empty")?;
    let ops = &ir.block(block).ops;
    let yield_op = *ops.last().ok_or("the kernel body is empty")?;
    let yielded = &ir.op(yield_op).operands;
    if ir.op_name(yield_op) != "linalg.yield"
        || yielded.len() + tensor_inputs.len() != ir.block(block).args.len()
    {
        return Err("unsupported: a kernel body must yield one value per output".into());
    }
    let mut b =
        ExprBuilder { ir, body, block, tensor_inputs, out, exprs: Exprs::default(), memo: HashMap::new() };
    let root = b.value(yielded[out])?;
    b.exprs.root = Some(root);
    Ok(b.exprs)
}

struct ExprBuilder<'a> {
    ir: &'a Ir,
    body: RegionId,
    block: sparsir_ir::BlockId,
    tensor_inputs: &'a [bool],
    out: usize,
    exprs: Exprs,
    memo: HashMap<ValueId, ExprId>,
}

impl ExprBuilder<'_> {
    fn value(&mut self, v: ValueId) -> Result<ExprId, String> {
        if let Some(&e) = self.memo.get(&v) {
            return Ok(e);
        }
        let e = self.build_value(v)?;
        self.memo.insert(v, e);
        Ok(e)
    }

    fn build_value(&mut self, v: ValueId) -> Result<ExprId, String> {
        let ir = self.ir;
        if let Some((blk, i)) = ir.block_arg_position(v) {
            if blk != self.block {
                return Ok(self.exprs.add(Kind::Invariant, vec![], v, None));
            }
            let kind = match self.tensor_inputs.get(i) {
                Some(true) => Kind::Tensor(i),
                Some(false) => Kind::Invariant,
                None if i - self.tensor_inputs.len() == self.out => Kind::Output,
                None => {
                    return Err(format!(
                        "with output #{}'s value reading output #{}'s block argument (each output must depend only on the inputs and itself)",
                        self.out,
                        i - self.tensor_inputs.len()
                    ))
                }
            };
            return Ok(self.exprs.add(kind, vec![], v, None));
        }
        let op = ir.defining_op(v).ok_or("internal error: a value without definition")?;
        if !ir.is_ancestor_region(self.body, op) {
            return Ok(self.exprs.add(Kind::Invariant, vec![], v, None));
        }
        let name = ir.op_name(op);
        if ir.op(op).results.len() != 1 {
            return Err(format!("unsupported: '{name}' with several results in a kernel body"));
        }
        let args: Vec<ExprId> =
            ir.op(op).operands.clone().into_iter().map(|a| self.value(a)).collect::<Result<_, _>>()?;
        let kind = match name {
            "linalg.index" => Kind::Index(index_dim(ir, op)?),
            "sparse_tensor.unary" => {
                Kind::Unary { present: branch(ir, op, 0, false), absent: branch(ir, op, 1, false) }
            }
            "sparse_tensor.binary" => Kind::Binary {
                overlap: branch(ir, op, 0, false),
                left: branch(ir, op, 1, ir.op_attr(op, "left_identity").is_some()),
                right: branch(ir, op, 2, ir.op_attr(op, "right_identity").is_some()),
            },
            "sparse_tensor.select" => Kind::Select,
            "sparse_tensor.reduce" => Kind::Reduce,
            _ if is_scalar_dialect(name) => Kind::Op(self.class(op, name, &args)),
            _ => return Err(format!("unsupported: '{name}' in a kernel body")),
        };
        Ok(self.exprs.add(kind, args, v, Some(op)))
    }

    fn class(&self, op: OpId, name: &str, args: &[ExprId]) -> Class {
        let short = name.split_once('.').map_or(name, |(_, s)| s);
        match short {
            "mulf" | "muli" | "mul" | "andi" => Class::Conj,
            "divf" | "divsi" | "divui" | "remf" | "remsi" | "remui" | "div" | "shli" | "shrsi" | "shrui"
            | "ceildivsi" | "ceildivui" | "floordivsi" => {
                if args.len() == 2 && self.exprs.is_invariant(args[1]) {
                    Class::Conj
                } else {
                    Class::Dense
                }
            }
            "addf" | "addi" | "ori" | "xori" | "add" => Class::DisjPass,
            "subf" | "subi" | "sub" => Class::DisjZero,
            "select" if args.len() == 3 => Class::Choice,
            "cmpf" | "cmpi" | "eq" | "neq" => {
                if compare_true_at_zero(self.ir, op, name) {
                    Class::Dense
                } else {
                    Class::DisjZero
                }
            }
            _ if args.len() == 1 && is_zero_preserving(short) => Class::Map,
            _ => Class::Dense,
        }
    }
}

fn is_scalar_dialect(name: &str) -> bool {
    name.starts_with("arith.") || name.starts_with("math.") || name.starts_with("complex.")
}

/// Unary ops with f(0) = 0 (and every cast).
fn is_zero_preserving(short: &str) -> bool {
    matches!(
        short,
        "negf"
            | "absf"
            | "absi"
            | "ceil"
            | "floor"
            | "round"
            | "roundeven"
            | "trunc"
            | "sqrt"
            | "expm1"
            | "log1p"
            | "sin"
            | "tan"
            | "tanh"
            | "asin"
            | "atan"
            | "sinh"
            | "asinh"
            | "atanh"
            | "erf"
            | "neg"
            | "re"
            | "im"
            | "extf"
            | "truncf"
            | "extsi"
            | "extui"
            | "trunci"
            | "fptosi"
            | "fptoui"
            | "sitofp"
            | "uitofp"
            | "index_cast"
            | "index_castui"
            | "bitcast"
    )
}

/// True when the comparison holds for two zeros (`oeq`, `sle`, `ord`, …).
fn compare_true_at_zero(ir: &Ir, op: OpId, name: &str) -> bool {
    let p = ir.op_attr(op, "predicate").and_then(|a| crate::lower::types::attr_int(ir, a)).unwrap_or(-1);
    match name {
        "arith.cmpi" => matches!(p, 0 | 3 | 5 | 7 | 9),
        "arith.cmpf" => matches!(p, 1 | 3 | 5 | 7 | 8 | 10 | 12 | 15),
        "complex.eq" => true,
        _ => false,
    }
}

fn index_dim(ir: &Ir, op: OpId) -> Result<u32, String> {
    ir.op_attr(op, "dim")
        .and_then(|a| crate::lower::types::attr_int(ir, a))
        .map(|d| d as u32)
        .ok_or_else(|| "internal error: linalg.index without dim".into())
}

/// Branch `i` of a semiring op: empty region, identity, or a region.
fn branch(ir: &Ir, op: OpId, i: usize, identity: bool) -> Branch {
    if identity {
        return Branch::Identity;
    }
    let has_ops = ir
        .op(op)
        .regions
        .get(i)
        .is_some_and(|&r| ir.region(r).blocks.first().is_some_and(|&b| !ir.block(b).ops.is_empty()));
    if has_ops {
        Branch::Region
    } else {
        Branch::Empty
    }
}

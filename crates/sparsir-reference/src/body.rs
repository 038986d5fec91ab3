//! One kernel point: the body of a structured op evaluated on `Present(v)` / `Absent`
//! values.
//!
//! Why: this is where THE SEMANTICS' op classes live. Each op's result presence follows
//! from its class — conjunction (`mulf`, `andi`, divisions by an always-present divisor),
//! disjunction (`addf`, `subf`, `ori`, comparisons false at (0, 0)), zero-preserving
//! unary ops and casts, and dense (everything else, an absent operand read as 0) — or
//! from the semiring ops (`sparse_tensor.unary`/`binary`/`select`/`reduce`) whose regions
//! run only in the cases their operands' presence selects. The values themselves come
//! from `sparsir_exec::scalar`, the arithmetic every backend shares.

use std::collections::HashMap;

use sparsir_exec::scalar::{binary, cast, compare, unary};
use sparsir_exec::Val;
use sparsir_ir::elem::{attr_scalar, storage_elem};
use sparsir_ir::{Attr, BlockId, Ir, OpId, RegionId, ValueId};
use sparsir_loops::ops::{FloatPred, IntPred};
use sparsir_loops::{BinOp, CastOp, CmpPred, UnOp};
use sparsir_storage::ElemType;

/// A value at one kernel point: `Some(v)` is `Present(v)`, `None` is `Absent`.
pub type Pres = Option<Val>;

/// How an op's result presence follows from its operands'.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// Absent if any operand is absent.
    Conjunction,
    /// Absent iff every operand is absent; otherwise computed (see [`disjunction`]).
    Disjunction,
    /// Absent stays absent (one operand).
    ZeroPreserving,
    /// `arith.select c, a, b`: absent iff both `a` and `b` are; otherwise computed with
    /// absent operands read as 0 (an absent condition is false).
    Choice,
    /// Always present, absent operands read as 0.
    Dense,
}

/// The class of scalar op `name` (`second_may_be_absent`: the second operand may be
/// absent at some point, which makes divisions and shifts dense); `None` for ops that are
/// not scalar arithmetic.
pub fn class_of(ir: &Ir, op: OpId, second_may_be_absent: bool) -> Option<Class> {
    use BinOp::*;
    let name = ir.op_name(op);
    if let Some(b) = BinOp::from_mlir_name(name) {
        return Some(match b {
            MulF | MulI | CMul | AndI => Class::Conjunction,
            DivF | DivSI | DivUI | RemF | RemSI | RemUI | CDiv | ShLI | ShRSI | ShRUI => {
                if second_may_be_absent {
                    Class::Dense
                } else {
                    Class::Conjunction
                }
            }
            AddF | AddI | SubF | SubI | OrI | XorI | CAdd | CSub => Class::Disjunction,
            _ => Class::Dense,
        });
    }
    if CastOp::from_mlir_name(name).is_some() {
        return Some(Class::ZeroPreserving);
    }
    if let Some(u) = UnOp::from_mlir_name(name) {
        use UnOp::*;
        let zp = matches!(
            u,
            NegF | AbsF
                | AbsI
                | Ceil
                | Floor
                | Round
                | RoundEven
                | Trunc
                | Sqrt
                | Expm1
                | Log1p
                | Sin
                | Tan
                | Tanh
                | Asin
                | Atan
                | Sinh
                | Erf
                | CNeg
                | CRe
                | CIm
        );
        return Some(if zp { Class::ZeroPreserving } else { Class::Dense });
    }
    let pred = predicate(ir, op)?;
    let ty = storage_elem(ir, ir.value_type(ir.op(op).operands[0]))?;
    let zero = Val::from_scalar(ty.zero(), ty);
    Some(if compare(pred, ty, &zero, &zero) { Class::Dense } else { Class::Disjunction })
}

/// The predicate of a comparison op, `None` for other ops.
fn predicate(ir: &Ir, op: OpId) -> Option<CmpPred> {
    let p = || match ir.op_attr(op, "predicate").map(|a| ir.attr_of(a)) {
        Some(Attr::Integer { value, .. }) => Some(*value as usize),
        _ => None,
    };
    match ir.op_name(op) {
        "arith.cmpi" => IntPred::ALL.get(p()?).map(|&p| CmpPred::Int(p)),
        "arith.cmpf" => FloatPred::ALL.get(p()?).map(|&p| CmpPred::Float(p)),
        "complex.eq" => Some(CmpPred::ComplexEq),
        "complex.neq" => Some(CmpPred::ComplexNe),
        _ => None,
    }
}

/// A structured op's body, ready to evaluate at any point.
pub struct Body<'a> {
    ir: &'a Ir,
    block: BlockId,
    /// Values defined outside the op.
    outside: &'a HashMap<ValueId, Val>,
    /// Body values that may be absent at some point (static).
    may_absent: HashMap<ValueId, bool>,
    /// The output block arguments (the last ones, one per yielded value).
    out_args: Vec<ValueId>,
}

impl<'a> Body<'a> {
    /// The body in `region`; `arg_may_be_absent[k]` says whether block argument `k` may be
    /// absent (a sparse input, or a sparse output's accumulator).
    pub fn new(
        ir: &'a Ir,
        region: RegionId,
        outside: &'a HashMap<ValueId, Val>,
        arg_may_be_absent: &[bool],
    ) -> Result<Body<'a>, String> {
        let block = *ir.region(region).blocks.first().ok_or("the body has no block")?;
        let args = &ir.block(block).args;
        if args.len() != arg_may_be_absent.len() {
            return Err(format!(
                "the body has {} arguments for {} operands",
                args.len(),
                arg_may_be_absent.len()
            ));
        }
        let term = *ir.block(block).ops.last().ok_or("the body is empty")?;
        let n_outs = ir.op(term).operands.len();
        if n_outs == 0 || n_outs > args.len() {
            return Err("the body yields no value or more values than it has arguments".into());
        }
        let out_args = args[args.len() - n_outs..].to_vec();
        let may_absent = args.iter().copied().zip(arg_may_be_absent.iter().copied()).collect();
        let mut body = Body { ir, block, outside, may_absent, out_args };
        body.analyse();
        Ok(body)
    }

    /// True when the body reads output `k`'s block argument (anywhere, regions included).
    pub fn reads_output(&self, k: usize) -> bool {
        let mut used = false;
        for &op in &self.ir.block(self.block).ops {
            self.ir.walk(op, &mut |o| used |= self.ir.op(o).operands.contains(&self.out_args[k]));
        }
        used
    }

    /// The value yielded for output `k` when it is a constant (`arith.constant`,
    /// `complex.constant`), wherever that constant is defined.
    pub fn yielded_constant(&self, k: usize) -> Option<Val> {
        let term = *self.ir.block(self.block).ops.last()?;
        let v = *self.ir.op(term).operands.get(k)?;
        let op = self.ir.defining_op(v)?;
        match self.ir.op_name(op) {
            "arith.constant" | "complex.constant" => constant(self.ir, op).ok(),
            _ => None,
        }
    }

    /// The identity of the `sparse_tensor.reduce` yielded for output `k` when it reduces
    /// over that output's argument: a dense output starts there (MLIR 22's rule).
    pub fn reduce_identity(&self, k: usize) -> Option<Val> {
        let term = *self.ir.block(self.block).ops.last()?;
        let v = *self.ir.op(term).operands.get(k)?;
        let op = self.ir.defining_op(v).filter(|&o| self.ir.op_name(o) == "sparse_tensor.reduce")?;
        let operands = &self.ir.op(op).operands;
        if !operands[..2].contains(self.out_args.get(k)?) {
            return None;
        }
        let id = operands[2];
        match self.ir.defining_op(id) {
            Some(c) if matches!(self.ir.op_name(c), "arith.constant" | "complex.constant") => {
                constant(self.ir, c).ok()
            }
            _ => self.outside.get(&id).cloned(),
        }
    }

    fn may(&self, v: ValueId) -> bool {
        self.may_absent.get(&v).copied().unwrap_or(false)
    }

    /// Static presence: which body values may be absent at some point.
    fn analyse(&mut self) {
        for &op in &self.ir.block(self.block).ops {
            let o = self.ir.op(op);
            let ops: Vec<bool> = o.operands.iter().map(|&v| self.may(v)).collect();
            let empty = |i: usize| o.regions.get(i).is_none_or(|&r| region_is_empty(self.ir, r));
            let has = |unit: &str| self.ir.op_attr(op, unit).is_some();
            let may = match self.ir.op_name(op) {
                "sparse_tensor.unary" => empty(0) || (ops[0] && empty(1)),
                "sparse_tensor.binary" => {
                    let (a, b) = (ops[0], ops[1]);
                    empty(0)
                        || (b && !has("left_identity") && empty(1))
                        || (a && !has("right_identity") && empty(2))
                        || (a && b)
                }
                "sparse_tensor.select" => true,
                "arith.select" => ops.len() == 3 && ops[1] && ops[2],
                "sparse_tensor.reduce" => {
                    o.operands[..2].iter().zip(&ops).any(|(&v, &m)| m && !self.out_args.contains(&v))
                }
                _ => match class_of(self.ir, op, ops.get(1).copied().unwrap_or(false)) {
                    Some(Class::Conjunction) => ops.iter().any(|&m| m),
                    Some(Class::Disjunction) => ops.iter().all(|&m| m),
                    Some(Class::ZeroPreserving) => ops.first().copied().unwrap_or(false),
                    Some(Class::Choice) => ops.len() == 3 && ops[1] && ops[2],
                    Some(Class::Dense) | None => false,
                },
            };
            for &r in &o.results {
                self.may_absent.insert(r, may);
            }
        }
    }

    /// The yielded values (one per output) at one point: `args` are the block arguments'
    /// values, `point` the loop indices (for `linalg.index`).
    pub fn eval(&self, args: &[Pres], point: &[u64]) -> Result<Vec<Pres>, String> {
        let mut env: HashMap<ValueId, Pres> = HashMap::new();
        for (&a, v) in self.ir.block(self.block).args.iter().zip(args) {
            env.insert(a, v.clone());
        }
        self.run_block(self.block, &mut env, point)
    }

    /// Runs a block's ops; the terminator's operands are the results.
    fn run_block(
        &self,
        block: BlockId,
        env: &mut HashMap<ValueId, Pres>,
        point: &[u64],
    ) -> Result<Vec<Pres>, String> {
        for &op in &self.ir.block(block).ops {
            match self.ir.op_name(op) {
                "linalg.yield" | "sparse_tensor.yield" => {
                    let yielded = &self.ir.op(op).operands;
                    if yielded.is_empty() {
                        return Err("a yield without a value".into());
                    }
                    return yielded.iter().map(|&v| self.get(env, v)).collect();
                }
                _ => {
                    let r = self.apply(op, env, point)?;
                    let res = *self.ir.op(op).results.first().ok_or_else(|| self.unsupported(op))?;
                    env.insert(res, r);
                }
            }
        }
        Err("a block without a terminator".into())
    }

    /// The value of `v`: computed in this point, or defined outside.
    fn get(&self, env: &HashMap<ValueId, Pres>, v: ValueId) -> Result<Pres, String> {
        if let Some(p) = env.get(&v) {
            return Ok(p.clone());
        }
        if let Some(x) = self.outside.get(&v) {
            return Ok(Some(x.clone()));
        }
        let op = self.ir.defining_op(v).ok_or("a block argument from outside the op")?;
        match self.ir.op_name(op) {
            "arith.constant" | "complex.constant" => constant(self.ir, op).map(Some),
            name => Err(format!("the body uses a value defined outside by '{name}'")),
        }
    }

    fn apply(&self, op: OpId, env: &mut HashMap<ValueId, Pres>, point: &[u64]) -> Result<Pres, String> {
        let ir = self.ir;
        let o = ir.op(op);
        match ir.op_name(op) {
            "arith.constant" | "complex.constant" => return constant(ir, op).map(Some),
            "linalg.index" => {
                let dim = match ir.op_attr(op, "dim").map(|a| ir.attr_of(a)) {
                    Some(Attr::Integer { value, .. }) => *value as usize,
                    _ => return Err("'linalg.index' without a dimension".into()),
                };
                let i = *point.get(dim).ok_or("'linalg.index' of a loop that does not exist")?;
                return Ok(Some(Val::Int(i as i64)));
            }
            "sparse_tensor.unary"
            | "sparse_tensor.binary"
            | "sparse_tensor.select"
            | "sparse_tensor.reduce" => {
                return self.semiring(op, env, point);
            }
            _ => {}
        }
        let args = o.operands.iter().map(|&v| self.get(env, v)).collect::<Result<Vec<_>, _>>()?;
        let second_may = o.operands.get(1).is_some_and(|&v| self.may(v));
        let class = class_of(ir, op, second_may)
            .or_else(|| (ir.op_name(op) == "arith.select").then_some(Class::Choice));
        let class = class.ok_or_else(|| self.unsupported(op))?;
        let present = |a: &Pres| a.is_some();
        match class {
            Class::Conjunction | Class::ZeroPreserving if !args.iter().all(present) => Ok(None),
            Class::Disjunction if !args.iter().any(present) => Ok(None),
            Class::Choice if !present(&args[1]) && !present(&args[2]) => Ok(None),
            _ => {
                // The op gives a value here. A sparse output holds zeros where it stores
                // nothing, and an absent output argument reads as 0 (MLIR 22 starts a
                // reduction into a sparse output from +0: `0 + -0` is +0, not -0).
                let mut args = args;
                for (a, &v) in args.iter_mut().zip(&o.operands) {
                    if a.is_none() && self.out_args.contains(&v) {
                        let ty = elem(ir, v)?;
                        *a = Some(Val::from_scalar(ty.zero(), ty));
                    }
                }
                match class {
                    Class::Disjunction if predicate(ir, op).is_none() => {
                        disjunction(self, op, &args).map(Some)
                    }
                    _ => self.compute(op, &self.or_zero(op, &args)?).map(Some),
                }
            }
        }
    }

    /// Operand values with absent ones read as 0 of their type.
    fn or_zero(&self, op: OpId, args: &[Pres]) -> Result<Vec<Val>, String> {
        let ir = self.ir;
        ir.op(op)
            .operands
            .iter()
            .zip(args)
            .map(|(&v, a)| match a {
                Some(x) => Ok(x.clone()),
                None => Ok(Val::from_scalar(elem(ir, v)?.zero(), elem(ir, v)?)),
            })
            .collect()
    }

    /// The plain scalar result of `op` on `vals`.
    fn compute(&self, op: OpId, vals: &[Val]) -> Result<Val, String> {
        let ir = self.ir;
        let name = ir.op_name(op);
        let o = ir.op(op);
        let from = |i: usize| elem(ir, o.operands[i]);
        if let Some(b) = BinOp::from_mlir_name(name) {
            let ty = if b == BinOp::CCreate { elem(ir, o.results[0])? } else { from(0)? };
            return binary(b, ty, &vals[0], &vals[1]);
        }
        if let Some(u) = UnOp::from_mlir_name(name) {
            return Ok(unary(u, from(0)?, &vals[0]));
        }
        if let Some(c) = CastOp::from_mlir_name(name) {
            return cast(c, from(0)?, elem(ir, o.results[0])?, &vals[0]);
        }
        if let Some(p) = predicate(ir, op) {
            return Ok(Val::Int(compare(p, from(0)?, &vals[0], &vals[1]) as i64));
        }
        if name == "arith.select" {
            return Ok(if vals[0].int() != 0 { vals[1].clone() } else { vals[2].clone() });
        }
        Err(self.unsupported(op))
    }

    /// `sparse_tensor.unary` / `binary` / `select` / `reduce`: the region the operands'
    /// presence selects, or absent.
    fn semiring(&self, op: OpId, env: &mut HashMap<ValueId, Pres>, point: &[u64]) -> Result<Pres, String> {
        let ir = self.ir;
        let o = ir.op(op);
        let arg = |env: &HashMap<ValueId, Pres>, i: usize| -> Result<Pres, String> {
            let v = *o.operands.get(i).ok_or("missing operand")?;
            self.get(env, v)
        };
        let region = |i: usize| o.regions.get(i).copied().ok_or_else(|| self.unsupported(op));
        match ir.op_name(op) {
            "sparse_tensor.unary" => match arg(env, 0)? {
                Some(v) => self.region(region(0)?, vec![v], env, point),
                None => self.region(region(1)?, vec![], env, point),
            },
            "sparse_tensor.binary" => match (arg(env, 0)?, arg(env, 1)?) {
                (Some(a), Some(b)) => self.region(region(0)?, vec![a, b], env, point),
                (Some(a), None) if ir.op_attr(op, "left_identity").is_some() => Ok(Some(a)),
                (Some(a), None) => self.region(region(1)?, vec![a], env, point),
                (None, Some(b)) if ir.op_attr(op, "right_identity").is_some() => Ok(Some(b)),
                (None, Some(b)) => self.region(region(2)?, vec![b], env, point),
                (None, None) => Ok(None),
            },
            "sparse_tensor.select" => {
                let Some(v) = arg(env, 0)? else { return Ok(None) };
                let keep = self.region(region(0)?, vec![v.clone()], env, point)?;
                Ok(keep.is_some_and(|k| k.int() != 0).then_some(v))
            }
            _ => {
                // sparse_tensor.reduce x, y, identity
                let identity = arg(env, 2)?;
                let mut vals = Vec::new();
                for i in 0..2 {
                    match arg(env, i)? {
                        Some(v) => vals.push(v),
                        None if self.out_args.contains(&o.operands[i]) => match &identity {
                            Some(id) => vals.push(id.clone()),
                            None => return Err("the identity of 'sparse_tensor.reduce' is absent".into()),
                        },
                        None => return Ok(None),
                    }
                }
                self.region(region(0)?, vals, env, point)
            }
        }
    }

    /// Runs region `r` with `args` (present) as its block arguments; an empty region
    /// gives absent.
    fn region(
        &self,
        r: RegionId,
        args: Vec<Val>,
        env: &mut HashMap<ValueId, Pres>,
        point: &[u64],
    ) -> Result<Pres, String> {
        if region_is_empty(self.ir, r) {
            return Ok(None);
        }
        let block = self.ir.region(r).blocks[0];
        let params = &self.ir.block(block).args;
        if params.len() != args.len() {
            return Err(format!("a region with {} arguments for {} values", params.len(), args.len()));
        }
        for (&p, v) in params.iter().zip(args) {
            env.insert(p, Some(v));
        }
        Ok(self.run_block(block, env, point)?.swap_remove(0))
    }

    fn unsupported(&self, op: OpId) -> String {
        format!("'{}' is not supported by the reference evaluator", self.ir.op_name(op))
    }
}

/// A disjunction with one operand absent (or none): the other operand, except `sub`
/// with the left absent, which is `-y` (floats and complex: a negation, as MLIR 22
/// computes it, so y = +0 gives -0; integers: `0 - y`).
fn disjunction(body: &Body<'_>, op: OpId, args: &[Pres]) -> Result<Val, String> {
    match (&args[0], &args[1]) {
        (Some(_), Some(_)) => body.compute(op, &body.or_zero(op, args)?),
        (Some(x), None) => Ok(x.clone()),
        (None, Some(y)) => {
            let name = body.ir.op_name(op);
            let ty = || elem(body.ir, body.ir.op(op).operands[1]);
            match name {
                "arith.subf" => Ok(unary(UnOp::NegF, ty()?, y)),
                "complex.sub" => Ok(unary(UnOp::CNeg, ty()?, y)),
                "arith.subi" => body.compute(op, &body.or_zero(op, args)?),
                _ => Ok(y.clone()),
            }
        }
        (None, None) => Err("internal error: disjunction of two absent values".into()),
    }
}

/// The element type of a scalar value.
fn elem(ir: &Ir, v: ValueId) -> Result<ElemType, String> {
    storage_elem(ir, ir.value_type(v)).ok_or_else(|| "a value of unsupported type".to_string())
}

/// True when a region has no block or only an empty one.
pub fn region_is_empty(ir: &Ir, r: RegionId) -> bool {
    ir.region(r).blocks.first().is_none_or(|&b| ir.block(b).ops.is_empty())
}

/// The value of a scalar `arith.constant` / `complex.constant`.
fn constant(ir: &Ir, op: OpId) -> Result<Val, String> {
    let res = *ir.op(op).results.first().ok_or("a constant without a result")?;
    let ty = elem(ir, res)?;
    let attr = ir.op_attr(op, "value").ok_or("a constant without a value")?;
    let s = attr_scalar(ir, attr).ok_or("a constant whose value is not a scalar")?;
    Ok(Val::from_scalar(s, ty))
}

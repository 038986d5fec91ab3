//! # sparsir-reference
//!
//! The ground truth the sparsifier is tested against: a presence-aware *dense* evaluation
//! of one structured linalg op (`linalg.generic` or a named op), following "THE
//! SEMANTICS" of issue 5 (`docs` of the sparsifier; summarized on [`evaluate`]).
//!
//! Why: generated sparse loops skip absent entries, co-iterate levels and build outputs
//! in many ways; whether they are right is only decidable against an independent,
//! obviously-correct model. This crate visits every point of the iteration space, tracks
//! for every body value whether it is `Present(v)` or `Absent`, and runs the
//! `sparse_tensor.unary`/`binary`/`select`/`reduce` regions only where the rules say.
//! Scalar arithmetic is `sparsir_exec::scalar` (the semantics every backend shares), so
//! the two can differ only in *which* entries are computed and stored, never in rounding.
//!
//! * [`tensor`]: [`RefTensor`] — row-major values plus a "stored" flag per entry;
//! * [`body`]: one kernel point — the body's ops by class (conjunction, disjunction,
//!   dense, zero-preserving, the semiring ops);
//! * [`evaluate`] (here): loops, reductions, output initial values and final storage.

pub mod body;
pub mod tensor;

use std::collections::HashMap;

use sparsir_exec::Val;
use sparsir_ir::dialects::linalg::{structured, Structured};
use sparsir_ir::elem::storage_elem;
use sparsir_ir::{Ir, OpId, ValueId};
use sparsir_storage::encoding::affine::AffineExpr;
use sparsir_storage::{ElemType, Scalar};

pub use tensor::RefTensor;

/// One operand of the structured op, in `ins` then `outs` order.
#[derive(Clone, Debug)]
pub enum RefOperand {
    /// A tensor. Whether it is sparse is read from its IR type: an encoding with a level
    /// that is not dense makes `present` meaningful; otherwise every entry is present.
    Tensor(RefTensor),
    /// A scalar operand (always present).
    Scalar(Scalar),
}

/// Evaluates the structured op `op` on `operands` (ins, then outs); values the body uses
/// but defines outside must be `arith.constant`s (else the op is rejected). See
/// [`evaluate_with`].
pub fn evaluate(ir: &Ir, op: OpId, operands: &[RefOperand]) -> Result<RefTensor, String> {
    evaluate_with(ir, op, operands, &HashMap::new())
}

/// Evaluates the structured op `op` on `operands` (ins, then outs) and returns its one
/// output; `outside` gives the values of body operands defined outside the op (those
/// missing there must be scalar `arith.constant`s).
///
/// For each output coordinate `o` (row-major), the accumulator starts as: dense output —
/// present, the identity when the body yields a `sparse_tensor.reduce` over the output
/// argument, else the outs value if the body reads the output argument, else 0; sparse output —
/// present iff the outs tensor stores `o`, with its value. Then for every reduction point
/// in lexicographic order, the body is evaluated with the output argument
/// `Present(acc)` or `Absent` (an arith op reads an absent output argument as 0, so a
/// sum into a sparse output starts from +0, as in MLIR 22); a present result replaces the accumulator (and makes it
/// present), an absent one leaves it unchanged. A sparse output stores exactly the
/// present accumulators (explicit zeros included).
pub fn evaluate_with(
    ir: &Ir,
    op: OpId,
    operands: &[RefOperand],
    outside: &HashMap<ValueId, Scalar>,
) -> Result<RefTensor, String> {
    let mut outs = evaluate_outputs(ir, op, operands, outside)?;
    if outs.len() != 1 {
        return Err(format!("{} outputs: use evaluate_outputs", outs.len()));
    }
    Ok(outs.swap_remove(0))
}

/// [`evaluate_with`] for an op with any number of outputs (`operands`: ins, then every
/// out): one result per output. Every output is indexed by all the parallel loops; at each
/// point the body is evaluated once with every output's accumulator as its argument, and
/// each yielded value updates its own output. A sparse output that stores nothing and is
/// yielded a constant zero stays empty (MLIR 22 folds such a kernel to its output).
pub fn evaluate_outputs(
    ir: &Ir,
    op: OpId,
    operands: &[RefOperand],
    outside: &HashMap<ValueId, Scalar>,
) -> Result<Vec<RefTensor>, String> {
    let s = structured(ir, op)?;
    let (n_in, n_out) = (s.ins.len(), s.outs.len());
    if n_out == 0 || operands.len() != n_in + n_out {
        return Err(format!("{} operands given for {} operands", operands.len(), n_in + n_out));
    }
    let values: Vec<ValueId> = s.ins.iter().chain(&s.outs).copied().collect();
    let kinds = values.iter().map(|&v| operand_kind(ir, v)).collect::<Result<Vec<_>, _>>()?;
    for (k, (o, kind)) in operands.iter().zip(&kinds).enumerate() {
        check_operand(o, kind).map_err(|e| format!("operand {k}: {e}"))?;
    }
    let sizes = loop_sizes(&s, operands)?;
    let out_loops = (0..n_out).map(|k| output_loops(&s, n_in + k)).collect::<Result<Vec<_>, _>>()?;
    let outside = outside
        .iter()
        .map(|(&v, &x)| {
            let ty = storage_elem(ir, ir.value_type(v)).ok_or("outside value of unsupported type")?;
            Ok((v, Val::from_scalar(x, ty)))
        })
        .collect::<Result<HashMap<_, _>, String>>()?;
    let may_absent: Vec<bool> = kinds.iter().map(|k| k.sparse).collect();
    let body = body::Body::new(ir, s.body, &outside, &may_absent)?;
    let mut inits = Vec::new();
    for o in &operands[n_in..] {
        let RefOperand::Tensor(t) = o else { return Err("an output is not a tensor".into()) };
        inits.push(t);
    }
    let out_kinds = &kinds[n_in..];
    let folded: Vec<bool> = (0..n_out)
        .map(|k| {
            out_kinds[k].sparse
                && !inits[k].present.iter().any(|&p| p)
                && body.yielded_constant(k).is_some_and(|v| is_zero(&v))
        })
        .collect();
    let mut results: Vec<RefTensor> = inits.iter().map(|&t| t.clone()).collect();
    let red_loops: Vec<usize> = (0..sizes.len()).filter(|l| !out_loops[0].contains(l)).collect();
    let red_sizes: Vec<u64> = red_loops.iter().map(|&l| sizes[l]).collect();
    let mut point = vec![0u64; sizes.len()];
    let mut args: Vec<body::Pres> = vec![None; operands.len()];
    for o in 0..inits[0].len() {
        for (d, &c) in inits[0].coords(o).iter().enumerate() {
            point[out_loops[0][d]] = c;
        }
        let mut accs = Vec::new();
        for k in 0..n_out {
            let at = position(&inits[k].shape, &out_loops[k], &point);
            let (init, kind) = (inits[k], &out_kinds[k]);
            let identity = if kind.sparse { None } else { body.reduce_identity(k) };
            accs.push(if kind.sparse {
                (at, init.val(at), init.present[at])
            } else if let Some(id) = identity {
                (at, id, true)
            } else if body.reads_output(k) || kind.encoded {
                (at, init.val(at), true)
            } else {
                (at, Val::from_scalar(Scalar::Int(0), init.elem), true)
            });
        }
        let mut red = vec![0u64; red_loops.len()];
        let mut more = !red_sizes.contains(&0);
        while more {
            for (r, &l) in red_loops.iter().enumerate() {
                point[l] = red[r];
            }
            for (k, o) in operands[..n_in].iter().enumerate() {
                args[k] = read_operand(o, &kinds[k], &s.maps[k], &point)?;
            }
            for (k, (_, acc, present)) in accs.iter().enumerate() {
                args[n_in + k] = present.then(|| acc.clone());
            }
            for (acc, v) in accs.iter_mut().zip(body.eval(&args, &point)?) {
                if let Some(v) = v {
                    (acc.1, acc.2) = (v, true);
                }
            }
            more = next_point(&mut red, &red_sizes);
        }
        for (k, (at, acc, present)) in accs.into_iter().enumerate() {
            if !folded[k] {
                results[k].set(at, &acc, present || !out_kinds[k].sparse)?;
            }
        }
    }
    Ok(results)
}

/// True for a zero of any type (`-0.0` and complex `(0, 0)` included).
fn is_zero(v: &Val) -> bool {
    match v.to_scalar() {
        Some(Scalar::Int(i)) => i == 0,
        Some(Scalar::Float(f)) => f == 0.0,
        Some(Scalar::Complex(re, im)) => re == 0.0 && im == 0.0,
        None => false,
    }
}

/// The row-major position in a tensor of `shape` indexed by `loops` at `point`.
fn position(shape: &[u64], loops: &[usize], point: &[u64]) -> usize {
    loops.iter().zip(shape).fold(0usize, |at, (&l, &n)| at * n as usize + point[l] as usize)
}

/// What the IR says about one operand.
struct OperandKind {
    /// Element type (of the tensor, or the scalar's type).
    elem: ElemType,
    /// Static shape for tensors, `None` for scalars.
    shape: Option<Vec<i64>>,
    /// Has an encoding.
    encoded: bool,
    /// Has an encoding with a level that is not dense: absent entries are possible.
    sparse: bool,
}

fn operand_kind(ir: &Ir, v: ValueId) -> Result<OperandKind, String> {
    let ty = ir.value_type(v);
    let t = ir.type_of(ty);
    let elem_ty = t.elem().unwrap_or(ty);
    let elem = storage_elem(ir, elem_ty).ok_or("operand of unsupported element type")?;
    let enc = ir.type_encoding(ty);
    Ok(OperandKind {
        elem,
        shape: if t.is_tensor() { t.shape().map(|s| s.to_vec()) } else { None },
        encoded: enc.is_some(),
        sparse: enc.is_some_and(|e| e.lvl_types.iter().any(|l| !l.is_dense_like())),
    })
}

fn check_operand(o: &RefOperand, kind: &OperandKind) -> Result<(), String> {
    match (o, &kind.shape) {
        (RefOperand::Scalar(_), None) => Ok(()),
        (RefOperand::Tensor(t), Some(shape)) => {
            if t.elem != kind.elem {
                return Err(format!("element type {} given for {}", t.elem, kind.elem));
            }
            let fits = shape.len() == t.shape.len()
                && shape.iter().zip(&t.shape).all(|(&s, &n)| s < 0 || s as u64 == n);
            if !fits || t.vals.len() != t.len() || t.present.len() != t.len() {
                return Err(format!("shape {:?} does not fit the type's {shape:?}", t.shape));
            }
            Ok(())
        }
        _ => Err("a tensor given for a scalar or the reverse".into()),
    }
}

/// The size of every loop, from the operand dimensions indexed by a plain loop variable.
fn loop_sizes(s: &Structured, operands: &[RefOperand]) -> Result<Vec<u64>, String> {
    let n = s.parallel.len();
    let mut sizes: Vec<Option<u64>> = vec![None; n];
    for (map, o) in s.maps.iter().zip(operands) {
        let RefOperand::Tensor(t) = o else { continue };
        for (e, &size) in map.exprs.iter().zip(&t.shape) {
            if let AffineExpr::Var(l) = e {
                let l = *l as usize;
                match sizes[l] {
                    Some(old) if old != size => {
                        return Err(format!("loop {l} has size {old} and {size}"));
                    }
                    _ => sizes[l] = Some(size),
                }
            }
        }
    }
    sizes
        .iter()
        .enumerate()
        .map(|(l, s)| s.ok_or_else(|| format!("the size of loop {l} is unknown")))
        .collect()
}

/// The loop of each dimension of operand `k` (an output): its map must be a permutation
/// of exactly the parallel loops.
fn output_loops(s: &Structured, k: usize) -> Result<Vec<usize>, String> {
    let map = s.maps.get(k).ok_or("no output map")?;
    let mut loops = Vec::new();
    for e in &map.exprs {
        match e {
            AffineExpr::Var(l) if s.parallel[*l as usize] && !loops.contains(&(*l as usize)) => {
                loops.push(*l as usize)
            }
            _ => return Err("the output map is not a permutation of the parallel loops".into()),
        }
    }
    if loops.len() != s.parallel.iter().filter(|&&p| p).count() {
        return Err("a parallel loop does not index the output".into());
    }
    Ok(loops)
}

/// The value of input operand `o` at loop point `point`.
fn read_operand(
    o: &RefOperand,
    kind: &OperandKind,
    map: &sparsir_ir::attrs::AffineMap,
    point: &[u64],
) -> Result<body::Pres, String> {
    let t = match o {
        RefOperand::Scalar(x) => return Ok(Some(Val::from_scalar(*x, kind.elem))),
        RefOperand::Tensor(t) => t,
    };
    let vars: Vec<i64> = point.iter().map(|&p| p as i64).collect();
    let mut idx = 0usize;
    for (e, &size) in map.exprs.iter().zip(&t.shape) {
        let c = e.eval(&vars, &[]);
        if c < 0 || c as u64 >= size {
            return Err(format!("coordinate {c} out of bounds (size {size})"));
        }
        idx = idx * size as usize + c as usize;
    }
    Ok((!kind.sparse || t.present[idx]).then(|| t.val(idx)))
}

/// Advances a row-major multi-index; false after the last one.
fn next_point(idx: &mut [u64], sizes: &[u64]) -> bool {
    for d in (0..idx.len()).rev() {
        idx[d] += 1;
        if idx[d] < sizes[d] {
            return true;
        }
        idx[d] = 0;
    }
    false
}

#[cfg(test)]
mod tests;

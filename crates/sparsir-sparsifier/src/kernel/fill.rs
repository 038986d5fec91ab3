//! Fills fused into the kernel that uses them.
//!
//! Why: `linalg.fill` of the output followed by a kernel accumulating into it (SpMV,
//! SpMM) would write the whole output once for the fill and then read and write it again
//! in the kernel. When the fill's result is handed to its one user (`codegen::handoff`),
//! its loops are left to that kernel, which writes the fill value row by row inside its
//! outermost loop — just before the row's work, while the row is in cache — when that
//! loop runs over every output row, and before its loops otherwise.
//!
//! Worked example: `y = fill(1.5)` then `y(i) += A(i, j) * x(j)`, A in CSR: the kernel's
//! `for i` body starts with `y[i] = 1.5`; with A in DCSR (rows without entries are never
//! visited) `y` is filled with 1.5 before the loops instead.

use sparsir_ir::OpId;
use sparsir_loops::{BinOp, VarId};
use sparsir_storage::encoding::affine::AffineExpr;

use super::analysis::{loops_of, Kernel, Storage};
use super::codegen::{lvl_sub, Data, Out};
use super::expr::Kind;
use crate::lower::{Cx, Result};

/// The value every element gets when `k` is a fill: a body yielding a scalar operand or a
/// value defined outside the op, reading no tensor and not its output.
pub fn broadcast_value(cx: &Cx, op: OpId, k: &Kernel) -> Option<VarId> {
    if k.exprs.reads_output()
        || k.operands.iter().any(|o| o.storage != Storage::Scalar && o.value != k.out().value)
    {
        return None;
    }
    let root = k.exprs.get(k.exprs.root?);
    if root.kind != Kind::Invariant {
        return None;
    }
    let ir = cx.ir;
    let body = ir.op(op).regions.first().copied()?;
    match ir.block_arg_position(root.value) {
        Some((block, index)) if ir.region(body).blocks.first() == Some(&block) => {
            let o = k.operands.get(index).filter(|o| o.storage == Storage::Scalar)?;
            cx.get(o.value).ok()
        }
        Some(_) => None,
        None => {
            let def = ir.defining_op(root.value)?;
            (!ir.is_ancestor_region(body, def)).then(|| cx.get(root.value).ok()).flatten()
        }
    }
}

/// Writes `value` into the output elements whose coordinate along `l` is `iv` (all of
/// them with `iv = None`): nested loops over the output's other dimensions.
pub fn init_output(
    cx: &mut Cx,
    k: &Kernel,
    out: &Out,
    loop_size: &[VarId],
    value: VarId,
    row: Option<(u32, VarId)>,
) -> Result<()> {
    let Out::Dense { buf, strides } = out else { return Ok(()) };
    let (buf, strides) = (*buf, strides.clone());
    let map = k.out().map.clone();
    let mut sizes = Vec::new();
    for e in &map {
        let AffineExpr::Var(d) = e else { return Err(unsupported_init()) };
        sizes.push(loop_size[*d as usize]);
    }
    fn nest(
        cx: &mut Cx,
        dims: &[(Option<VarId>, VarId, VarId)],
        lin: VarId,
        buf: VarId,
        value: VarId,
    ) -> Result<()> {
        let Some((&(fixed, size, stride), rest)) = dims.split_first() else {
            cx.b.store(buf, lin, value);
            return Ok(());
        };
        let at = |cx: &mut Cx, x: VarId| {
            let term = cx.b.binary(BinOp::MulI, x, stride);
            let lin = cx.b.binary(BinOp::AddI, lin, term);
            nest(cx, rest, lin, buf, value)
        };
        match fixed {
            Some(x) => at(cx, x),
            None => {
                let (zero, one) = (cx.b.index(0), cx.b.index(1));
                cx.for_loop(zero, size, one, &[], |cx, x, _| at(cx, x).map(|()| vec![]))?;
                Ok(())
            }
        }
    }
    let dims: Vec<(Option<VarId>, VarId, VarId)> = map
        .iter()
        .zip(sizes.iter().zip(&strides))
        .map(|(e, (&size, &stride))| {
            let fixed = row.and_then(|(l, iv)| (*e == AffineExpr::Var(l)).then_some(iv));
            (fixed, size, stride)
        })
        .collect();
    let zero = cx.b.index(0);
    nest(cx, &dims, zero, buf, value)
}

fn unsupported_init() -> crate::lower::LowerError {
    crate::lower::LowerError {
        pos: 0,
        message: "internal error: a fused fill of a non-projected output".into(),
    }
}

/// True when the outermost loop indexes the output and will be a dense `for` over its
/// whole range with no sparse cursor (no sparse level walked by it other than dense
/// ones, none searched there): its body runs once for every output row.
pub fn rows_walked_densely(k: &Kernel, data: &[Data]) -> bool {
    let Some(&l) = k.order.first() else { return false };
    if !k.out().map.contains(&AffineExpr::Var(l)) {
        return false;
    }
    data.iter().enumerate().all(|(t, d)| match d {
        Data::Sparse { levels, .. } => match lvl_sub(k, t, 0) {
            Some(AffineExpr::Var(m)) => *m != l || levels[0].lt.is_dense_like(),
            Some(e) => !loops_of(e).is_empty(),
            None => true,
        },
        _ => true,
    })
}

//! `sparse_tensor.foreach`: a loop over a tensor's entries with the body inlined.
//!
//! Why: the body is user code (prints, arithmetic, insertions carried through the loop),
//! so it must become loop IR. The runtime lists the entries once — per-dimension
//! coordinate buffers and a values buffer, in storage order for sparse tensors, every
//! coordinate for dense ones (nested as the `order` attribute says, as the seed
//! specifies) — and a counted loop visits them, carrying the op's loop-carried values.

use sparsir_ir::OpId;
use sparsir_loops::{Static, Ty};
use sparsir_storage::ElemType;

use super::sparse::elem;
use super::types::{permutation_attr, shape_of};
use super::{Cx, Result};

/// The dense `order` permutation (empty: row-major or a sparse tensor).
fn order(cx: &Cx, op: OpId) -> Result<Vec<i64>> {
    let ir = cx.ir;
    let ty = ir.value_type(ir.op(op).operands[0]);
    if ir.type_encoding(ty).is_some() {
        return Ok(vec![]);
    }
    Ok(permutation_attr(cx, op, "order", "an order")?.unwrap_or_default())
}

/// Lowers `sparse_tensor.foreach in %t init(%a…) do { ^bb0(crds…, v, carried…): … }`.
pub fn foreach(cx: &mut Cx, op: OpId) -> Result<()> {
    let ir = cx.ir;
    let o = ir.op(op);
    let ty = ir.value_type(o.operands[0]);
    let rank = shape_of(ir, ty).len();
    let e = elem(cx, op, ty)?;
    let args = cx.operands(op)?;
    let (t, inits) = (args[0], args[1..].to_vec());
    let region = o.regions[0];
    let block = ir.block(ir.region(region).blocks[0]);
    if block.args.len() != rank + 1 + inits.len() {
        return Err(cx.unsupported(op, "whose block arguments do not match the tensor's rank"));
    }
    let mut tys = vec![Ty::Buf(ElemType::Index); rank];
    tys.push(Ty::Buf(e));
    let statics = vec![("order".to_string(), Static::Ints(order(cx, op)?))];
    let origin = Some(cx.origin(op));
    let lists = cx.b.call_runtime("sparsir_foreach_entries", &[t], statics, &tys, origin);
    let n = cx.b.buf_len(lists[rank]);
    let (lo, step) = (cx.b.index(0), cx.b.index(1));
    let results = cx.for_loop(lo, n, step, &inits, |cx, iv, carried| {
        for (d, &buf) in lists.iter().enumerate() {
            let x = cx.b.load(buf, iv);
            cx.set(block.args[d], x);
        }
        for (&a, &c) in block.args[rank + 1..].iter().zip(carried) {
            cx.set(a, c);
        }
        match cx.lower_region_ops(region)? {
            Some(term) => cx.operands(term),
            None => Ok(vec![]),
        }
    })?;
    cx.set_results(op, &results);
    Ok(())
}

//! `tensor` ops with bodies: `tensor.generate` and `tensor.pad`.
//!
//! Why: a body computes one element from its indices, so these ops become a loop nest
//! over the result shape with the body inlined, storing into a row-major buffer that a
//! runtime call then wraps into a tensor (`pad` then inserts the source at the low
//! padding offsets).

use sparsir_ir::OpId;
use sparsir_loops::{BinOp, Static, Ty, VarId};
use sparsir_storage::ElemType;

use super::tensor::{call, elem, int_prop, mixed, operand_type, result_type};
use super::types::{encoding_static, is_dynamic, shape_of};
use super::{Cx, Result};

/// `tensor.generate %dyn… { body }`.
pub fn generate(cx: &mut Cx, op: OpId) -> Result<()> {
    let ty = result_type(cx, op);
    let dynamic = cx.operands(op)?;
    let mut next = dynamic.iter();
    let mut dims = Vec::new();
    for s in shape_of(cx.ir, ty) {
        dims.push(if is_dynamic(s) {
            *next.next().ok_or_else(|| cx.error(op, "internal error: missing extent"))?
        } else {
            cx.b.index(s)
        });
    }
    let buf = fill(cx, op, &dims)?;
    wrap(cx, op, buf, &dims, vec![])
}

/// `tensor.pad %src low[…] high[…] { body }`: the body fills the whole result, then the
/// source is inserted at the low offsets. A sparse result is padded densely, then
/// converted to its encoding (its entries are the nonzeros: the source's, shifted, and any
/// nonzero padding).
pub fn pad(cx: &mut Cx, op: OpId) -> Result<()> {
    let ty = result_type(cx, op);
    let args = cx.operands(op)?;
    let n_low = int_prop(cx, op, "static_low")?.iter().filter(|&&d| is_dynamic(d)).count();
    let low = mixed(cx, op, "static_low", &args[1..1 + n_low])?;
    let high = mixed(cx, op, "static_high", &args[1 + n_low..])?;
    let src = args[0];
    let src_shape = shape_of(cx.ir, operand_type(cx, op, 0));
    let mut src_dims = Vec::new();
    for (d, &s) in src_shape.iter().enumerate() {
        src_dims.push(if is_dynamic(s) { dim(cx, op, src, d) } else { cx.b.index(s) });
    }
    let mut dims = Vec::new();
    for (d, s) in shape_of(cx.ir, ty).into_iter().enumerate() {
        dims.push(if is_dynamic(s) {
            let a = cx.b.binary(BinOp::AddI, low[d], src_dims[d]);
            cx.b.binary(BinOp::AddI, a, high[d])
        } else {
            cx.b.index(s)
        });
    }
    let buf = fill(cx, op, &dims)?;
    let origin = Some(cx.origin(op));
    let statics = vec![("shape".to_string(), Static::Ints(vec![-1; dims.len()]))];
    let mut wrap_args = vec![buf];
    wrap_args.extend_from_slice(&dims);
    let padded =
        cx.b.call_runtime("sparsir_tensor_from_buffer", &wrap_args, statics, &[Ty::Handle], origin)[0];
    let one = cx.b.index(1);
    let src = if cx.ir.type_encoding(operand_type(cx, op, 0)).is_some() {
        let statics = vec![("elem".to_string(), Static::Elem(elem(cx, op, ty)?))];
        cx.b.call_runtime("sparsir_convert", &[src], statics, &[Ty::Handle], origin)[0]
    } else {
        src
    };
    let mut ins = vec![src, padded];
    ins.extend(low);
    ins.extend(src_dims);
    ins.extend(std::iter::repeat_n(one, dims.len()));
    if cx.ir.type_encoding(ty).is_none() {
        return call(cx, op, "sparsir_tensor_insert_slice", &ins, vec![], &[Ty::Handle]);
    }
    let dense = cx.b.call_runtime("sparsir_tensor_insert_slice", &ins, vec![], &[Ty::Handle], origin)[0];
    let mut statics = vec![("elem".to_string(), Static::Elem(elem(cx, op, ty)?))];
    statics.extend(encoding_static(cx.ir, "dst_encoding", ty));
    call(cx, op, "sparsir_convert", &[dense], statics, &[Ty::Handle])
}

fn dim(cx: &mut Cx, op: OpId, t: VarId, d: usize) -> VarId {
    let i = cx.b.index(d as i64);
    let origin = Some(cx.origin(op));
    cx.b.call_runtime("sparsir_tensor_dim", &[t, i], vec![], &[Ty::Scalar(ElemType::Index)], origin)[0]
}

/// A buffer of the result's size filled by the op's body at every index.
fn fill(cx: &mut Cx, op: OpId, dims: &[VarId]) -> Result<VarId> {
    let e = elem(cx, op, result_type(cx, op))?;
    let mut len = cx.b.index(1);
    for &d in dims {
        len = cx.b.binary(BinOp::MulI, len, d);
    }
    let buf = cx.b.alloc(e, len);
    let region = cx.ir.op(op).regions[0];
    let block = *cx.ir.region(region).blocks.first().ok_or_else(|| cx.error(op, "empty body"))?;
    let block_args = cx.ir.block(block).args.clone();
    let mut body = |cx: &mut Cx, ivs: &[VarId]| -> Result<()> {
        for (&a, &iv) in block_args.iter().zip(ivs) {
            cx.set(a, iv);
        }
        let term = cx.lower_region_ops(region)?.ok_or_else(|| cx.error(op, "body without tensor.yield"))?;
        let v = cx.operand(term, 0)?;
        let mut lin = cx.b.index(0);
        for (&iv, &d) in ivs.iter().zip(dims) {
            let scaled = cx.b.binary(BinOp::MulI, lin, d);
            lin = cx.b.binary(BinOp::AddI, scaled, iv);
        }
        cx.b.store(buf, lin, v);
        Ok(())
    };
    loop_nest(cx, dims, &mut Vec::new(), &mut body)?;
    Ok(buf)
}

/// `for i0 in 0..dims[0] { for i1 … { f(ivs) } }`.
fn loop_nest(
    cx: &mut Cx,
    dims: &[VarId],
    ivs: &mut Vec<VarId>,
    f: &mut dyn FnMut(&mut Cx, &[VarId]) -> Result<()>,
) -> Result<()> {
    if ivs.len() == dims.len() {
        return f(cx, ivs);
    }
    let (lo, step) = (cx.b.index(0), cx.b.index(1));
    let hi = dims[ivs.len()];
    cx.for_loop(lo, hi, step, &[], |cx, iv, _| {
        ivs.push(iv);
        let r = loop_nest(cx, dims, ivs, f);
        ivs.pop();
        r.map(|()| vec![])
    })?;
    Ok(())
}

/// The op's result: a tensor holding `buf` with sizes `dims` (and the result encoding).
fn wrap(cx: &mut Cx, op: OpId, buf: VarId, dims: &[VarId], mut statics: Vec<(String, Static)>) -> Result<()> {
    let ty = result_type(cx, op);
    statics.push(("shape".to_string(), Static::Ints(vec![-1; dims.len()])));
    statics.extend(encoding_static(cx.ir, "encoding", ty));
    let mut args = vec![buf];
    args.extend_from_slice(dims);
    call(cx, op, "sparsir_tensor_from_buffer", &args, statics, &[Ty::Handle])
}

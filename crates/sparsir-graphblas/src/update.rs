//! `update` / `update_generic`: `C<M, replace> = accum(C, T)`.
//!
//! Why: the step every GraphBLAS operation ends with. `ssa::thread_updates` has given the
//! op a result, which later uses of `C` read; this computes it.
//!
//! The update itself, with `Z = accum ? union(C, T) with accum : T`:
//! no mask: `Z`; mask: `Z` inside the mask, plus (unless `replace`) `C` outside it —
//! two mask kernels whose results are disjoint, joined by a union.

use sparsir_ir::dialects::graphblas::operators::{binary_in, Binary, ACCUMULATE_OPS};
use sparsir_ir::dialects::graphblas::{bool_attr, str_attr};
use sparsir_ir::{Ir, OpId};

use crate::elementwise::{mask_kernel, parallel_kernel, unary_present, In};
use crate::scalar::{self, Coords};
use crate::splice::{splice, user_region, Rewrite, Slot};
use crate::text::{Elem, Text};

/// `update` and `update_generic`.
pub(crate) fn update(ir: &mut Ir, op: OpId) -> Result<(), String> {
    let operands = ir.op(op).operands.clone();
    let mut rw = Rewrite::default();
    rw.operand(ir, op, 0, "in");
    rw.operand(ir, op, 1, "out");
    let (ei, eo) = (Elem::of(ir, ir.value_type(operands[0]))?, Elem::of(ir, ir.value_type(operands[1]))?);
    let rank = ir.type_of(ir.value_type(operands[1])).shape().map_or(0, <[i64]>::len);
    let generic = ir.op_name(op) == "graphblas.update_generic";
    let accumulate: Option<Option<Binary>> = if generic {
        if ir.op(op).regions.is_empty() {
            None
        } else {
            let block_of = user_region(ir, op, "accumulate")?;
            rw.slots.push(Slot::Region {
                block_of,
                keep_args: 2,
                coords: vec![],
                terminator: "sparse_tensor.yield",
            });
            Some(None)
        }
    } else {
        match str_attr(ir, op, "accumulate_operator") {
            Some(name) => Some(Some(
                binary_in(name, ACCUMULATE_OPS)
                    .ok_or_else(|| format!("unsupported: accumulate_operator \"{name}\""))?,
            )),
            None => None,
        }
    };
    let mut t = Text::default();
    // Z: the new values, of the output's type.
    let z = match accumulate {
        Some(acc) => {
            let ins = [
                In { value: "%out", alias: "out", elem: eo.clone() },
                In { value: "%in", alias: "in", elem: ei.clone() },
            ];
            parallel_kernel(&mut t, ir, &rw, rank, &ins, &eo, |t, args, at| {
                let overlap = match acc {
                    Some(b) => scalar::binary_region(t, b, &eo, &eo, at)?,
                    None => "{}".to_string(),
                };
                let slot = if acc.is_none() { " {gb_slot = 0}" } else { "" };
                Ok(t.def(format!(
                    "sparse_tensor.binary {}, {} :{slot} {}, {} to {} overlap = {overlap} left = identity right = identity",
                    args[0], args[1], eo.text, ei.text, eo.text
                )))
            })?
        }
        None => converted_input(&mut t, ir, &rw, rank, &ei, &eo)?,
    };
    let result = if operands.len() > 2 {
        rw.operand(ir, op, 2, "mask");
        let m = Elem::of(ir, ir.value_type(operands[2]))?;
        let complement = bool_attr(ir, op, "mask_complement");
        let inside = mask_kernel(&mut t, ir, &rw, (&z, "out"), &eo, &m, complement)?;
        if bool_attr(ir, op, "replace") {
            inside
        } else {
            let outside = mask_kernel(&mut t, ir, &rw, ("%out", "out"), &eo, &m, !complement)?;
            let ins = [
                In { value: &inside, alias: "out", elem: eo.clone() },
                In { value: &outside, alias: "out", elem: eo.clone() },
            ];
            parallel_kernel(&mut t, ir, &rw, rank, &ins, &eo, |t, args, _| {
                Ok(t.def(format!(
                    "sparse_tensor.binary {}, {} : {2}, {2} to {2} overlap = {{}} left = identity right = identity",
                    args[0], args[1], eo.text
                )))
            })?
        }
    } else {
        z
    };
    rw.text = t.finish();
    // The op's result (given by `ssa::thread_updates`) is the new version.
    rw.results = vec![result.trim_start_matches('%').to_string()];
    splice(ir, op, rw).map(|_| ())
}

/// The input as a tensor of the output's type: itself when the types agree, else its
/// entries converted.
fn converted_input(
    t: &mut Text,
    ir: &Ir,
    rw: &Rewrite,
    rank: usize,
    ei: &Elem,
    eo: &Elem,
) -> Result<String, String> {
    let ins = [In { value: "%in", alias: "in", elem: ei.clone() }];
    parallel_kernel(t, ir, rw, rank, &ins, eo, |t, args, _: &Coords| {
        unary_present(t, &args[0], ei, eo, |t, x| Ok(scalar::convert(t, x, ei, eo)))
    })
}

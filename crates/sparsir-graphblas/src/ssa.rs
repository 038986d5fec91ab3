//! In-place graphblas ops made into values, through the program's structured control flow.
//!
//! Why: mlir-graphblas's `update` (`C<M> = accum(C, T)`) and `apply {in_place}` modify a
//! tensor and return nothing; every later read of that tensor — later in the block, in
//! a later loop iteration, after the loop — sees the change. Tensors here are values, so
//! each in-place op gets a result (the new version) and every later use reads the
//! newest version: within a block by renaming, across `scf.for` / `scf.while` / `scf.if`
//! by carrying the version through the op (one more iteration argument, region
//! argument, yielded value and result), as SSA construction does. An update inside any
//! other op with regions (a kernel body, a `foreach`) is refused.

use std::collections::HashMap;

use sparsir_ir::dialects::graphblas::bool_attr;
use sparsir_ir::parser::parse_snippet;
use sparsir_ir::{BlockId, Diag, Ir, OpId, RegionId, ValueId};

/// The tensor an op updates in place (as the program names it), if it does.
fn updated(ir: &Ir, op: OpId) -> Option<ValueId> {
    let o = ir.op(op);
    match ir.op_name(op) {
        "graphblas.update" | "graphblas.update_generic" => o.operands.get(1).copied(),
        "graphblas.apply" | "graphblas.apply_generic" if bool_attr(ir, op, "in_place") => {
            o.operands.iter().copied().find(|&v| ir.type_of(ir.value_type(v)).is_tensor())
        }
        _ => None,
    }
}

/// Gives every in-place op a result and makes later uses read it (see the module doc).
pub fn thread_updates(ir: &mut Ir) -> Result<(), Diag> {
    let Some(top) = ir.top else { return Ok(()) };
    let mut funcs = Vec::new();
    ir.walk(top, &mut |op| {
        if ir.op_name(op) == "func.func" {
            funcs.push(op);
        }
    });
    for f in funcs {
        for r in ir.op(f).regions.clone() {
            for b in ir.region(r).blocks.clone() {
                block(ir, b, &mut HashMap::new()).map_err(|(op, msg)| Diag::error(ir.op(op).pos.0, msg))?;
            }
        }
    }
    Ok(())
}

type Versions = HashMap<ValueId, ValueId>;
type Failure = (OpId, String);

/// Renames the block's uses to the newest versions, recording new versions.
fn block(ir: &mut Ir, b: BlockId, versions: &mut Versions) -> Result<(), Failure> {
    for op in ir.block(b).ops.clone() {
        let target = updated(ir, op);
        for v in &mut ir.op_mut(op).operands {
            if let Some(&newer) = versions.get(v) {
                *v = newer;
            }
        }
        if !ir.op(op).regions.is_empty() {
            nested(ir, op, versions)?;
        }
        if let Some(t) = target {
            let result = match ir.op(op).results.first() {
                Some(&r) => r,
                None => {
                    let ty = ir.value_type(t);
                    ir.add_result(op, ty)
                }
            };
            versions.insert(t, result);
        }
    }
    Ok(())
}

/// The tensors (as the program names them) updated inside `op`'s regions and defined
/// outside it.
fn updated_inside(ir: &Ir, op: OpId) -> Vec<ValueId> {
    let mut found = Vec::new();
    for &r in &ir.op(op).regions {
        for &b in &ir.region(r).blocks {
            for &o in &ir.block(b).ops {
                ir.walk(o, &mut |inner| {
                    if let Some(t) = updated(ir, inner) {
                        if !defined_inside(ir, t, op) && !found.contains(&t) {
                            found.push(t);
                        }
                    }
                });
            }
        }
    }
    found
}

/// True when `v` is defined by an op nested in `op` or is an argument of one of its blocks.
fn defined_inside(ir: &Ir, v: ValueId, op: OpId) -> bool {
    let block = match ir.defining_op(v) {
        Some(d) => ir.op(d).parent,
        None => ir.block_arg_position(v).map(|(b, _)| b),
    };
    let mut region = block.and_then(|b| ir.block(b).parent);
    while let Some(r) = region {
        let Some(owner) = ir.region(r).parent else { return false };
        if owner == op {
            return true;
        }
        region = ir.op(owner).parent.and_then(|b| ir.block(b).parent);
    }
    false
}

fn current(versions: &Versions, v: ValueId) -> ValueId {
    versions.get(&v).copied().unwrap_or(v)
}

/// Processes the regions of `op`, carrying updated tensors through `scf` ops.
fn nested(ir: &mut Ir, op: OpId, versions: &mut Versions) -> Result<(), Failure> {
    let carried = updated_inside(ir, op);
    let name = ir.op_name(op).to_string();
    if carried.is_empty() {
        for r in ir.op(op).regions.clone() {
            for b in ir.region(r).blocks.clone() {
                block(ir, b, &mut versions.clone())?;
            }
        }
        return Ok(());
    }
    match name.as_str() {
        "scf.for" => carry_for(ir, op, &carried, versions),
        "scf.while" => carry_while(ir, op, &carried, versions),
        "scf.if" => carry_if(ir, op, &carried, versions),
        _ => Err((
            op,
            format!(
                "unsupported: an in-place graphblas update inside '{name}' of a tensor defined outside it \
                 (only scf.for, scf.while and scf.if carry the new value out)"
            ),
        )),
    }
}

/// The only block of region `i` of `op`.
fn only_block(ir: &Ir, op: OpId, i: usize) -> Result<BlockId, Failure> {
    let r: RegionId = ir.op(op).regions[i];
    match ir.region(r).blocks.as_slice() {
        [b] => Ok(*b),
        _ => Err((op, "unsupported: an in-place graphblas update in a region of several blocks".into())),
    }
}

/// Appends the newest versions of `carried` to the block's terminator.
fn yield_versions(ir: &mut Ir, b: BlockId, carried: &[ValueId], inner: &Versions) {
    let term = *ir.block(b).ops.last().expect("a region ends with its terminator");
    let vs: Vec<ValueId> = carried.iter().map(|&v| current(inner, v)).collect();
    ir.op_mut(term).operands.extend(vs);
}

/// `scf.for`: each carried tensor becomes one more iteration argument and result.
fn carry_for(ir: &mut Ir, op: OpId, carried: &[ValueId], versions: &mut Versions) -> Result<(), Failure> {
    let body = only_block(ir, op, 0)?;
    let mut inner = versions.clone();
    let mut results = Vec::new();
    for &v in carried {
        let init = current(versions, v);
        ir.op_mut(op).operands.push(init);
        let ty = ir.value_type(v);
        inner.insert(v, ir.add_block_arg(body, ty));
        results.push(ir.add_result(op, ty));
    }
    block(ir, body, &mut inner)?;
    yield_versions(ir, body, carried, &inner);
    versions.extend(carried.iter().copied().zip(results));
    Ok(())
}

/// `scf.while`: each carried tensor becomes one more argument of both regions, operand
/// of `scf.condition` and `scf.yield`, and result.
fn carry_while(ir: &mut Ir, op: OpId, carried: &[ValueId], versions: &mut Versions) -> Result<(), Failure> {
    let (before, after) = (only_block(ir, op, 0)?, only_block(ir, op, 1)?);
    let (mut vb, mut va) = (versions.clone(), versions.clone());
    let mut results = Vec::new();
    for &v in carried {
        let init = current(versions, v);
        ir.op_mut(op).operands.push(init);
        let ty = ir.value_type(v);
        vb.insert(v, ir.add_block_arg(before, ty));
        va.insert(v, ir.add_block_arg(after, ty));
        results.push(ir.add_result(op, ty));
    }
    block(ir, before, &mut vb)?;
    yield_versions(ir, before, carried, &vb);
    block(ir, after, &mut va)?;
    yield_versions(ir, after, carried, &va);
    versions.extend(carried.iter().copied().zip(results));
    Ok(())
}

/// `scf.if`: each carried tensor becomes one more result, yielded by both branches (an
/// `else` yielding the incoming versions is added when there is none).
fn carry_if(ir: &mut Ir, op: OpId, carried: &[ValueId], versions: &mut Versions) -> Result<(), Failure> {
    let then = only_block(ir, op, 0)?;
    let mut vt = versions.clone();
    block(ir, then, &mut vt)?;
    yield_versions(ir, then, carried, &vt);
    let else_region = ir.op(op).regions[1];
    if ir.region(else_region).blocks.is_empty() {
        let b = ir.create_block();
        let s = parse_snippet(ir, "scf.yield\n", &[], &[])
            .map_err(|d| (op, format!("internal error: {}", d.message)))?;
        for o in s.ops {
            ir.append_op(b, o);
        }
        ir.set_region_blocks(else_region, vec![b]);
    }
    let other = only_block(ir, op, 1)?;
    let mut ve = versions.clone();
    block(ir, other, &mut ve)?;
    yield_versions(ir, other, carried, &ve);
    for &v in carried {
        let ty = ir.value_type(v);
        let r = ir.add_result(op, ty);
        versions.insert(v, r);
    }
    Ok(())
}

//! Verifiers of the scf ops, with MLIR 22's messages.
//!
//! Why: a loop whose `scf.yield` does not match its `iter_args`, an `scf.if` that defines
//! values without an `else`, a terminator in the wrong op: MLIR rejects these after
//! parsing, and so do we, with the same words. Region-to-region value flow is checked
//! like MLIR's `RegionBranchOpInterface` ("along control flow edge from … to …").

use crate::attrs::Attr;
use crate::dialects::mixed::op_dense;
use crate::ids::{OpId, RegionId, TypeId, ValueId};
use crate::ir::Ir;
use crate::types::Type;
use crate::verify::bare;
use crate::verify::with_note;

type VResult = Result<(), String>;

fn quoted(ir: &Ir, ty: TypeId) -> String {
    format!("'{}'", crate::printer::type_to_string(ir, ty))
}

/// The last op of a region's last block.
fn terminator(ir: &Ir, r: RegionId) -> Option<OpId> {
    let &b = ir.region(r).blocks.last()?;
    ir.block(b).ops.last().copied()
}

/// The entry block's arguments of a region (empty when it has no block).
fn entry_args(ir: &Ir, r: RegionId) -> &[ValueId] {
    match ir.region(r).blocks.first() {
        Some(&b) => &ir.block(b).args,
        None => &[],
    }
}

/// Checks one control-flow edge: values `from` (types) flow into `to` (types).
fn edge(ir: &Ir, point: OpId, from: &str, to: &str, operands: &[TypeId], inputs: &[TypeId]) -> VResult {
    edge_types(ir, from, to, operands, inputs).map_err(|m| with_note(m, point, "region branch point"))
}

fn edge_types(ir: &Ir, from: &str, to: &str, operands: &[TypeId], inputs: &[TypeId]) -> VResult {
    let at = format!("along control flow edge from {from} to {to}");
    if operands.len() != inputs.len() {
        return Err(format!(
            "{at}: region branch point has {} operands, but region successor needs {} inputs",
            operands.len(),
            inputs.len()
        ));
    }
    for (i, (&a, &b)) in operands.iter().zip(inputs).enumerate() {
        if a != b {
            return Err(format!(
                "{at}: successor operand type #{i} {} should match successor input type #{i} {}",
                quoted(ir, a),
                quoted(ir, b)
            ));
        }
    }
    Ok(())
}

/// The edge from a region's terminator (when it is `name`) to the op's results.
fn yield_to(ir: &Ir, r: RegionId, name: &str, to: &str, inputs: &[TypeId]) -> VResult {
    match terminator(ir, r) {
        Some(t) if ir.op_name(t) == name => {
            edge(ir, t, &format!("Operation {name}"), to, &ir.value_types(&ir.op(t).operands), inputs)
        }
        _ => Ok(()),
    }
}

fn parent_name(ir: &Ir, op: OpId) -> Option<&str> {
    ir.parent_op(op).map(|p| ir.op_name(p))
}

fn is_signless_or_index(t: &Type) -> bool {
    matches!(t, Type::Index | Type::Integer { signedness: crate::types::Signedness::Signless, .. })
}

fn single_block_region(ir: &Ir, op: OpId, index: usize, name: &str) -> Result<RegionId, String> {
    let regions = &ir.op(op).regions;
    let Some(&r) = regions.get(index) else { return Err(format!("requires {} regions", index + 1)) };
    if ir.region(r).blocks.len() != 1 {
        return Err(format!("region #{index} ('{name}') failed to verify constraint: region with 1 blocks"));
    }
    Ok(r)
}

/// `expects regions to end with 'X', found 'Y'` (MLIR's single-block implicit terminator).
fn ends_with(ir: &Ir, r: RegionId, name: &str) -> VResult {
    match terminator(ir, r) {
        Some(t) if ir.op_name(t) == name => Ok(()),
        Some(t) => Err(format!("expects regions to end with '{name}', found '{}'", ir.op_name(t))),
        None => Err(format!("expects a non-empty block ending with '{name}'")),
    }
}

pub(super) fn verify_for(ir: &Ir, op: OpId) -> VResult {
    let o = ir.op(op);
    if o.operands.len() < 3 {
        return Err(format!("expected 3 or more operands, but found {}", o.operands.len()));
    }
    for (i, &v) in o.operands[..3].iter().enumerate() {
        let t = ir.value_type(v);
        if !is_signless_or_index(ir.type_of(t)) {
            return Err(format!("operand #{i} must be signless integer or index, but got {}", quoted(ir, t)));
        }
    }
    let bound = ir.value_type(o.operands[0]);
    if o.operands[..3].iter().any(|&v| ir.value_type(v) != bound) {
        return Err("failed to verify that all of {lowerBound, upperBound, step} have same type".into());
    }
    if o.regions.len() != 1 {
        return Err("requires one region".into());
    }
    let r = single_block_region(ir, op, 0, "region")?;
    let args = entry_args(ir, r);
    let inits = &o.operands[3..];
    let Some((&iv, iter_args)) = args.split_first() else {
        return Err("expected induction variable to be same type as bounds and step".into());
    };
    if ir.value_type(iv) != bound {
        return Err("expected induction variable to be same type as bounds and step".into());
    }
    if inits.len() != iter_args.len() {
        return Err(format!(
            "different number of inits and region iter_args: {} != {}",
            inits.len(),
            iter_args.len()
        ));
    }
    if iter_args.len() != o.results.len() {
        return Err("mismatch in number of loop-carried values and defined values".into());
    }
    let iter_types = ir.value_types(iter_args);
    for (i, (&init, &arg)) in ir.value_types(inits).iter().zip(&iter_types).enumerate() {
        if init != arg {
            let (a, b) = (quoted(ir, init), quoted(ir, arg));
            return Err(format!("{i}-th init and {i}-th region iter_arg have different type: {a} != {b}"));
        }
    }
    for (i, (&arg, &res)) in iter_types.iter().zip(&ir.value_types(&o.results)).enumerate() {
        if arg != res {
            let (a, b) = (quoted(ir, arg), quoted(ir, res));
            return Err(format!(
                "{i}-th region iter_arg and {i}-th loop result have different type: {a} != {b}"
            ));
        }
    }
    ends_with(ir, r, "scf.yield")?;
    let yielded = terminator(ir, r).map(|t| ir.value_types(&ir.op(t).operands)).unwrap_or_default();
    if !yielded.is_empty() {
        if yielded.len() != iter_types.len() {
            let (n, m) = (iter_types.len(), yielded.len());
            return Err(format!("different number of region iter_args and yielded values: {n} != {m}"));
        }
        for (i, (&arg, &y)) in iter_types.iter().zip(&yielded).enumerate() {
            if arg != y {
                let (a, b) = (quoted(ir, arg), quoted(ir, y));
                return Err(format!(
                    "{i}-th region iter_arg and {i}-th yielded value have different type: {a} != {b}"
                ));
            }
        }
    }
    let point = terminator(ir, r).unwrap_or(op);
    edge(ir, point, "Operation scf.yield", "Region #0", &yielded, &iter_types)
}

pub(super) fn verify_while(ir: &Ir, op: OpId) -> VResult {
    let o = ir.op(op);
    let [before, after] = o.regions[..] else { return Err("requires 2 regions".into()) };
    let must_end = |r: RegionId, name: &str, which: &str| match terminator(ir, r) {
        Some(t) if ir.op_name(t) == name => Ok(()),
        found => {
            let msg = format!("expects the '{which}' region to terminate with '{name}'");
            Err(match found {
                Some(t) => with_note(msg, t, "terminator here"),
                None => msg,
            })
        }
    };
    must_end(before, "scf.condition", "before")?;
    must_end(after, "scf.yield", "after")?;
    let before_args = ir.value_types(entry_args(ir, before));
    let after_args = ir.value_types(entry_args(ir, after));
    edge(ir, op, "parent", "Region #0", &ir.value_types(&o.operands), &before_args)?;
    if let Some(cond) = terminator(ir, before) {
        let passed = ir.value_types(ir.op(cond).operands.get(1..).unwrap_or_default());
        edge(ir, cond, "Operation scf.condition", "parent", &passed, &ir.value_types(&o.results))?;
        edge(ir, cond, "Operation scf.condition", "Region #1", &passed, &after_args)?;
    }
    yield_to(ir, after, "scf.yield", "Region #0", &before_args)
}

pub(super) fn verify_condition(ir: &Ir, op: OpId) -> VResult {
    if !ir.op(op).results.is_empty() {
        return Err("requires zero results".into());
    }
    if parent_name(ir, op) != Some("scf.while") {
        return Err("expects parent op 'scf.while'".into());
    }
    Ok(())
}

pub(super) fn verify_if(ir: &Ir, op: OpId) -> VResult {
    let o = ir.op(op);
    let [then, other] = o.regions[..] else { return Err("requires 2 regions".into()) };
    if !o.results.is_empty() && ir.region(other).blocks.is_empty() {
        return Err("must have an else block if defining values".into());
    }
    let results = ir.value_types(&o.results);
    for r in [then, other] {
        if !ir.region(r).blocks.is_empty() {
            ends_with(ir, r, "scf.yield")?;
        }
    }
    yield_to(ir, then, "scf.yield", "parent", &results)?;
    yield_to(ir, other, "scf.yield", "parent", &results)
}

pub(super) fn verify_yield(ir: &Ir, op: OpId) -> VResult {
    const PARENTS: [&str; 5] = ["scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while"];
    if !ir.op(op).results.is_empty() {
        return Err("requires zero results".into());
    }
    match parent_name(ir, op) {
        Some(p) if PARENTS.contains(&p) => Ok(()),
        _ => Err(format!("expects parent op to be one of '{}'", PARENTS.join(", "))),
    }
}

pub(super) fn verify_execute_region(ir: &Ir, op: OpId) -> VResult {
    let o = ir.op(op);
    let Some(&r) = o.regions.first() else { return Err("requires one region".into()) };
    if ir.region(r).blocks.is_empty() {
        return Err("region needs to have at least one block".into());
    }
    if !entry_args(ir, r).is_empty() {
        return Err("region cannot have any arguments".into());
    }
    let results = ir.value_types(&o.results);
    for &b in &ir.region(r).blocks {
        if let Some(&t) = ir.block(b).ops.last() {
            if ir.op_name(t) == "scf.yield" {
                edge(ir, t, "Operation scf.yield", "parent", &ir.value_types(&ir.op(t).operands), &results)?;
            }
        }
    }
    Ok(())
}

pub(super) fn verify_index_switch(ir: &Ir, op: OpId) -> VResult {
    let o = ir.op(op);
    let cases = op_dense(ir, op, "cases").unwrap_or_default();
    let Some((&default, case_regions)) = o.regions.split_first() else {
        return Err("requires regions".into());
    };
    if cases.len() != case_regions.len() {
        return Err(format!("has {} case regions but {} case values", case_regions.len(), cases.len()));
    }
    for (i, v) in cases.iter().enumerate() {
        if cases[..i].contains(v) {
            return Err(format!("has duplicate case value: {v}"));
        }
    }
    let results = ir.value_types(&o.results);
    let named = std::iter::once(("default region".to_string(), default))
        .chain(case_regions.iter().enumerate().map(|(i, &r)| (format!("case region #{i}"), r)));
    for (name, r) in named {
        let Some(t) = terminator(ir, r) else { continue };
        if ir.op_name(t) != "scf.yield" {
            return Err(format!("expected region to end with scf.yield, but got {}", ir.op_name(t)));
        }
        let yielded = ir.value_types(&ir.op(t).operands);
        if yielded.len() != results.len() {
            let (n, m) = (results.len(), yielded.len());
            let msg = format!("expected each region to return {n} values, but {name} returns {m}");
            return Err(with_note(msg, t, "see yield operation here"));
        }
        for (i, (&a, &b)) in yielded.iter().zip(&results).enumerate() {
            if a != b {
                let msg = format!("expected result #{i} of each region to be {}", quoted(ir, b));
                return Err(with_note(msg, t, format!("{name} returns {} here", quoted(ir, a))));
            }
        }
    }
    Ok(())
}

/// True when `v` is an `arith.constant` integer `<= 0`.
fn is_nonpositive_constant(ir: &Ir, v: ValueId) -> bool {
    let Some(def) = ir.defining_op(v) else { return false };
    if ir.op_name(def) != "arith.constant" {
        return false;
    }
    matches!(ir.op_attr(def, "value").map(|a| ir.attr_of(a)), Some(Attr::Integer { value, .. }) if *value <= 0)
}

pub(super) fn verify_parallel(ir: &Ir, op: OpId) -> VResult {
    let o = ir.op(op);
    let Some(segs) = crate::dialects::mixed::segments(ir, op).filter(|s| s.len() == 4) else {
        return Err("operand count does not match the 'operandSegmentSizes' property".into());
    };
    if segs[2].iter().any(|&s| is_nonpositive_constant(ir, s)) {
        return Err("constant step operand must be positive".into());
    }
    let r = single_block_region(ir, op, 0, "region")?;
    let ivs = entry_args(ir, r).len();
    if ivs != segs[0].len() || ivs != segs[1].len() || ivs != segs[2].len() {
        return Err(format!(
            "expects the same number of induction variables: {ivs} as bound and step values: {}",
            segs[2].len()
        ));
    }
    let Some(reduce) = terminator(ir, r).filter(|&t| ir.op_name(t) == "scf.reduce") else {
        let msg = "expects body to terminate with 'scf.reduce'";
        return Err(match terminator(ir, r) {
            Some(t) => with_note(msg, t, "terminator here"),
            None => msg.to_string(),
        });
    };
    let reductions = ir.op(reduce).operands.len();
    // MLIR checks this after the nested ops: a malformed `scf.reduce` reports first.
    if ir.op(reduce).regions.len() != reductions {
        return Ok(());
    }
    if o.results.len() != reductions {
        return Err(format!(
            "expects number of results: {} to be the same as number of reductions: {reductions}",
            o.results.len()
        ));
    }
    for (i, (&init, &res)) in ir.value_types(&segs[3]).iter().zip(&ir.value_types(&o.results)).enumerate() {
        if init != res {
            return Err(format!(
                "expects type of {i}-th initial value: {} to be the same as the {i}-th result type: {}",
                quoted(ir, init),
                quoted(ir, res)
            ));
        }
    }
    Ok(())
}

pub(super) fn verify_reduce(ir: &Ir, op: OpId) -> VResult {
    if !ir.op(op).results.is_empty() {
        return Err("requires zero results".into());
    }
    let Some(parent) = ir.parent_op(op).filter(|&p| ir.op_name(p) == "scf.parallel") else {
        return Err("expects parent op 'scf.parallel'".into());
    };
    let o = ir.op(op);
    if o.regions.len() != o.operands.len() {
        return Err(format!(
            "expects number of reduction regions: {} to be the same as number of reduction operands: {}",
            o.regions.len(),
            o.operands.len()
        ));
    }
    let results = ir.value_types(&ir.op(parent).results);
    for (i, (&v, &r)) in o.operands.iter().zip(&o.regions).enumerate() {
        let ty = ir.value_type(v);
        if let Some(&res) = results.get(i) {
            if res != ty {
                return Err(format!(
                    "expects type of {i}-th reduction operand: {} to be the same as the {i}-th result type: {}",
                    quoted(ir, ty),
                    quoted(ir, res)
                ));
            }
        }
        let args = ir.value_types(entry_args(ir, r));
        if args.len() != 2 || args.iter().any(|&a| a != ty) {
            return Err(format!(
                "expected two block arguments with type {} in the {i}-th reduction region",
                quoted(ir, ty)
            ));
        }
        ends_with(ir, r, "scf.reduce.return")?;
    }
    Ok(())
}

pub(super) fn verify_reduce_return(ir: &Ir, op: OpId) -> VResult {
    let Some(parent) = ir.parent_op(op).filter(|&p| ir.op_name(p) == "scf.reduce") else {
        return Err("expects parent op 'scf.reduce'".into());
    };
    let Some(&v) = ir.op(op).operands.first() else { return Err("expected 1 operand".into()) };
    // The reduction region this op ends: its index among the parent's regions.
    let region = ir.op(op).parent.and_then(|b| ir.block(b).parent);
    let index = region.and_then(|r| ir.op(parent).regions.iter().position(|&x| x == r));
    let input = index.and_then(|i| ir.op(parent).operands.get(i)).map(|&x| ir.value_type(x));
    match input {
        Some(t) if t != ir.value_type(v) => {
            Err(format!("must have type {} (the type of the reduction inputs)", quoted(ir, t)))
        }
        _ => Ok(()),
    }
}

pub(super) fn verify_forall(ir: &Ir, op: OpId) -> VResult {
    let o = ir.op(op);
    let rank = op_dense(ir, op, "staticUpperBound").map_or(0, |v| v.len());
    if let Some(Attr::Array(m)) = ir.op_attr(op, "mapping").map(|a| ir.attr_of(a)) {
        if m.len() != rank {
            return Err("mapping attribute size must match op rank".into());
        }
    }
    let r = single_block_region(ir, op, 0, "region")?;
    let args = entry_args(ir, r);
    if args.len() != rank + o.results.len() {
        return Err("region expects {} arguments".replace("{}", &(rank + o.results.len()).to_string()));
    }
    check_forall_bounds(ir, op, rank)?;
    ends_with(ir, r, "scf.forall.in_parallel")
}

/// Each static bound list has one entry per loop, and as many dynamic entries as its
/// operand group has operands; the outputs match the results (MLIR's
/// `verifyListOfOperandsOrIntegers`, reported without the op prefix).
fn check_forall_bounds(ir: &Ir, op: OpId, rank: usize) -> VResult {
    let groups = crate::dialects::mixed::segments(ir, op).unwrap_or_default();
    let lists =
        [("staticLowerBound", "lower bound"), ("staticUpperBound", "upper bound"), ("staticStep", "step")];
    for (i, (attr, name)) in lists.into_iter().enumerate() {
        let values = op_dense(ir, op, attr).unwrap_or_default();
        if values.len() != rank {
            return Err(bare(format!("expected {rank} {name} values, got {}", values.len())));
        }
        let dynamic = values.iter().filter(|&&v| v == i64::MIN).count();
        if groups.get(i).map_or(0, Vec::len) != dynamic {
            return Err(bare(format!("expected {dynamic} dynamic {name} values")));
        }
    }
    let outputs = groups.get(3).map_or(0, Vec::len);
    if outputs != ir.op(op).results.len() {
        return Err(format!("produces {} results, but has only {outputs} outputs", ir.op(op).results.len()));
    }
    Ok(())
}

/// Ops implementing MLIR's `ParallelCombiningOpInterface`.
const PARALLEL_COMBINING: &[&str] = &["tensor.parallel_insert_slice"];

pub(super) fn verify_in_parallel(ir: &Ir, op: OpId) -> VResult {
    if parent_name(ir, op) != Some("scf.forall") {
        return Err("expects parent op 'scf.forall'".into());
    }
    let [r] = ir.op(op).regions[..] else { return Err("requires one region".into()) };
    if ir.region(r).blocks.len() != 1 {
        return Err("region #0 ('region') failed to verify constraint: region with 1 blocks".into());
    }
    for &r in &ir.op(op).regions {
        for &b in &ir.region(r).blocks {
            if ir.block(b).ops.iter().any(|&o| !PARALLEL_COMBINING.contains(&ir.op_name(o))) {
                return Err("expected only ParallelCombiningOpInterface ops".into());
            }
        }
    }
    Ok(())
}

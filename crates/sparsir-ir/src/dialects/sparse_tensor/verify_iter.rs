//! Verifiers of the sparse iteration ops (`extract_iteration_space`, `extract_value`,
//! `iterate`, `coiterate`) with MLIR 22's rules and messages.
//!
//! Why: an iteration space covers a level range of one encoding; iterators, parent
//! iterators and loop-carried values must agree with it, and the region's block
//! arguments are laid out as loop-carried values, used coordinates, then iterators.

use super::ods::{Count, Expect, Ods, Scalar, VResult, ANY, ITERATOR, ITER_SPACE, SPARSE};
use super::verify_region::{ends_with_yield, single_block};
use super::{int_attr, verify_tensor::tensor_parts};
use crate::attrs::Attr;
use crate::ids::{AttrId, OpId, RegionId, TypeId, ValueId};
use crate::ir::Ir;
use crate::types::Type;

use Count::{AtLeast, Exactly};

/// Encoding and level range of an iteration space or iterator type.
fn space_of(ir: &Ir, t: TypeId) -> Option<(AttrId, u32, u32)> {
    match ir.type_of(t) {
        Type::IterSpace { encoding, lo, hi } | Type::Iterator { encoding, lo, hi } => {
            Some((*encoding, *lo, *hi))
        }
        _ => None,
    }
}

pub(crate) fn extract_space(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(1), AtLeast(1))?;
    let ops = ir.op(op).operands.clone();
    if ops.len() > 2 {
        return Err(format!("expected between 1 and 2 operands, but found {}", ops.len()));
    }
    c.operand(0, SPARSE, false)?;
    c.operand(1, ITERATOR, true)?;
    c.result(0, ITER_SPACE, false)?;
    let lo = int_attr(ir, op, "loLvl").unwrap_or(0) as u64;
    let hi = int_attr(ir, op, "hiLvl").unwrap_or(0) as u64;
    if lo >= hi {
        return Err("expected smaller level low than level high".into());
    }
    let parent = ops.get(1).map(|&v| ir.value_type(v));
    if parent.is_some() == (lo == 0) {
        return Err("parent iterator should be specified iff level lower bound equals 0".into());
    }
    let space = space_of(ir, ir.value_type(ir.op(op).results[0]));
    if let (Some(p), Some((enc, s_lo, _))) = (parent.and_then(|t| space_of(ir, t)), space) {
        if p.0 != enc {
            return Err("mismatch in parent iterator encoding and iteration space encoding.".into());
        }
        if s_lo != p.2 {
            return Err(
                "parent iterator should be used to extract an iteration space from a consecutive level."
                    .into(),
            );
        }
    }
    let Some(enc) = ir.type_of(ir.value_type(ops[0])).encoding() else { return Ok(()) };
    c.inferred(&[Expect::Space { enc, lo: lo as u32, hi: hi as u32 }])
}

pub(crate) fn extract_value(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(1), Exactly(2))?;
    let ops = ir.op(op).operands.clone();
    c.operand(0, SPARSE, false)?;
    c.operand(1, ITERATOR, false)?;
    c.result(0, ANY, false)?;
    let t = ir.value_type(ops[0]);
    if ir.type_of(t).elem() != Some(ir.value_type(ir.op(op).results[0])) {
        return Err("failed to verify that result type matches element type of tensor".into());
    }
    let (Some(enc), Some((it_enc, _, it_hi))) =
        (ir.type_of(t).encoding(), space_of(ir, ir.value_type(ops[1])))
    else {
        return Ok(());
    };
    if enc != it_enc {
        return Err("mismatch in tensor encoding and iterator encoding.".into());
    }
    let lvl_rank = ir.encoding(enc).map_or(0, |e| e.lvl_rank());
    if lvl_rank != it_hi as usize {
        return Err("must use last-level iterator to extract values. ".into());
    }
    let Some((_, elem, _)) = tensor_parts(ir, t) else { return Ok(()) };
    c.inferred(&[Expect::Same(Scalar::Id(elem))])
}

/// The highest used coordinate level plus one (`I64BitSet::max`).
fn bits_max(bits: u64) -> u32 {
    64 - bits.leading_zeros()
}

fn crd_bits(ir: &Ir, op: OpId) -> u64 {
    int_attr(ir, op, "crdUsedLvls").unwrap_or(0) as u64
}

/// The region checks shared by `iterate` and each `coiterate` case: loop-carried
/// values against the results. `suffix` names the region for `coiterate`.
fn iter_args(ir: &Ir, op: OpId, r: RegionId, inits: &[TypeId], suffix: &str) -> VResult {
    let results = ir.value_types(&ir.op(op).results);
    let args = ir.region(r).blocks.first().map(|&b| ir.block(b).args.clone()).unwrap_or_default();
    let iter_args: Vec<TypeId> = args.iter().take(results.len()).map(|&a| ir.value_type(a)).collect();
    let yielded: Vec<TypeId> = ir
        .region(r)
        .blocks
        .first()
        .and_then(|&b| ir.block(b).ops.last())
        .map(|&t| ir.value_types(&ir.op(t).operands))
        .unwrap_or_default();
    let n = results.len();
    if inits.len() != n || iter_args.len() != n || yielded.len() != n {
        let dot = if suffix.is_empty() { "." } else { "" };
        return Err(format!("number mismatch between iter args and results{suffix}{dot}"));
    }
    for i in 0..n {
        let checks =
            [(inits[i], "iter operand"), (iter_args[i], "iter region arg"), (yielded[i], "yield value")];
        for (t, what) in checks {
            if t != results[i] {
                return Err(format!("types mismatch between {i}th {what} and defined value{suffix}"));
            }
        }
    }
    Ok(())
}

pub(crate) fn iterate(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(1, AtLeast(0), AtLeast(1))?;
    let ops = ir.op(op).operands.clone();
    let n_res = ir.op(op).results.len();
    c.operand(0, ITER_SPACE, false)?;
    c.operand_group(1, ops.len(), ANY)?;
    c.result_group(0, n_res, ANY)?;
    let r = ir.op(op).regions[0];
    single_block(ir, op)?;
    if ir.region(r).blocks.len() != 1 {
        return Err("region #0 ('region') failed to verify constraint: region with 1 blocks".into());
    }
    loop_like(ir, op, r)?;
    if ops.len() - 1 != n_res {
        return Err("mismatch in number of loop-carried values and defined values".into());
    }
    let space = space_of(ir, ir.value_type(ops[0]));
    let dim = space.map_or(0, |(_, lo, hi)| hi.saturating_sub(lo));
    if bits_max(crd_bits(ir, op)) > dim {
        return Err("required out-of-bound coordinates".into());
    }
    let args = ir.region(r).blocks.first().map(|&b| ir.block(b).args.clone()).unwrap_or_default();
    let it = args.last().map(|&a| ir.value_type(a));
    let want = space.map(|(encoding, lo, hi)| Type::Iterator { encoding, lo, hi });
    if it.map(|t| ir.type_of(t)) != want.as_ref() {
        return Err("mismatch in iterator and iteration space type".into());
    }
    let n_crds = crd_bits(ir, op).count_ones() as usize;
    if args.len() != n_res + n_crds + 1 {
        return Err("mismatch in number of basic block args and defined values".into());
    }
    iter_args(ir, op, r, &ir.value_types(&ops[1..]), "")?;
    ends_with_yield(ir, op)
}

/// `LoopLikeOpInterface`'s verifier for `iterate`: inits, region iter_args (the block
/// arguments before the coordinates and the iterator), yielded values, results.
fn loop_like(ir: &Ir, op: OpId, r: RegionId) -> VResult {
    let q = |t: TypeId| format!("'{}'", crate::printer::type_to_string(ir, t));
    let inits = ir.value_types(&ir.op(op).operands[1..]);
    let results = ir.value_types(&ir.op(op).results);
    let block = ir.region(r).blocks.first().copied();
    let args = block.map(|b| ir.value_types(&ir.block(b).args)).unwrap_or_default();
    let n_iter = args.len().wrapping_sub(1 + crd_bits(ir, op).count_ones() as usize).min(args.len());
    let iter_args = &args[..n_iter];
    let yielded = block
        .and_then(|b| ir.block(b).ops.last())
        .map(|&t| ir.value_types(&ir.op(t).operands))
        .unwrap_or_default();
    if inits.len() != iter_args.len() {
        return Err(format!(
            "different number of inits and region iter_args: {} != {}",
            inits.len(),
            iter_args.len()
        ));
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return Err(format!(
            "different number of region iter_args and yielded values: {} != {}",
            iter_args.len(),
            yielded.len()
        ));
    }
    if results.len() != iter_args.len() {
        return Err(format!(
            "different number of loop results and region iter_args: {} != {}",
            results.len(),
            iter_args.len()
        ));
    }
    for (i, (&init, &arg)) in inits.iter().zip(iter_args).enumerate() {
        if init != arg {
            return Err(format!(
                "{i}-th init and {i}-th region iter_arg have different type: {} != {}",
                q(init),
                q(arg)
            ));
        }
        if let Some(&y) = yielded.get(i) {
            if arg != y {
                return Err(format!(
                    "{i}-th region iter_arg and {i}-th yielded value have different type: {} != {}",
                    q(arg),
                    q(y)
                ));
            }
        }
    }
    for (i, (&arg, &res)) in iter_args.iter().zip(&results).enumerate() {
        if arg != res {
            return Err(format!(
                "{i}-th region iter_arg and {i}-th loop result have different type: {} != {}",
                q(arg),
                q(res)
            ));
        }
    }
    Ok(())
}

pub(crate) fn coiterate(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.props()?;
    let n_regions = ir.op(op).regions.len();
    c.counts(n_regions, AtLeast(0), AtLeast(0))?;
    c.attrs()?;
    let sizes = c.segments(2)?;
    let ops = ir.op(op).operands.clone();
    let n_res = ir.op(op).results.len();
    c.operand_group(0, sizes[0], ITER_SPACE)?;
    c.operand_group(sizes[0], ops.len(), ANY)?;
    c.result_group(0, n_res, ANY)?;
    single_block(ir, op)?;
    for (i, &r) in ir.op(op).regions.iter().enumerate() {
        if ir.region(r).blocks.len() != 1 {
            return Err(format!(
                "region #{i} ('caseRegions') failed to verify constraint: region with 1 blocks"
            ));
        }
    }
    if sizes[1] != n_res {
        return Err("mismatch in number of loop-carried values and defined values".into());
    }
    let dim = ops
        .first()
        .and_then(|&s| space_of(ir, ir.value_type(s)))
        .map_or(0, |(_, lo, hi)| hi.saturating_sub(lo));
    if bits_max(crd_bits(ir, op)) > dim {
        return Err("required out-of-bound coordinates".into());
    }
    let cases: Vec<u64> = match ir.op_attr(op, "cases").map(|a| ir.attr_of(a)) {
        Some(Attr::Array(items)) => items
            .iter()
            .map(|&a| match ir.attr_of(a) {
                Attr::Integer { value, .. } => *value as u64,
                _ => 0,
            })
            .collect(),
        _ => Vec::new(),
    };
    let inits = ir.value_types(&ops[sizes[0]..]);
    for (k, &r) in ir.op(op).regions.iter().enumerate() {
        iter_args(ir, op, r, &inits, &format!(" on {k}th region"))?;
    }
    let mut seen = std::collections::HashSet::new();
    if !cases.iter().all(|c| seen.insert(*c)) || cases.len() != n_regions {
        return Err("contains duplicated cases.".into());
    }
    for (k, (&r, &case)) in ir.op(op).regions.iter().zip(&cases).enumerate() {
        case_args(ir, op, r, case, &ops[..sizes[0]], n_res)
            .map_err(|why| format!("{why} on {k}th region"))?;
    }
    ends_with_yield(ir, op)
}

/// A `coiterate` case's block arguments: the loop-carried values, one `index` per used
/// coordinate (`crdUsedLvls`), then the iterators of the spaces the case names (`case`
/// bits), of those spaces' iterator types. (MLIR 22 does not check this and then prints
/// text that does not parse back.)
fn case_args(ir: &Ir, op: OpId, r: RegionId, case: u64, spaces: &[ValueId], n_res: usize) -> VResult {
    let args = ir.region(r).blocks.first().map(|&b| ir.value_types(&ir.block(b).args)).unwrap_or_default();
    let n_crds = crd_bits(ir, op).count_ones() as usize;
    let iterators: Vec<Option<Type>> = (0..spaces.len())
        .filter(|&i| i < 64 && case >> i & 1 == 1)
        .map(|i| {
            space_of(ir, ir.value_type(spaces[i])).map(|(encoding, lo, hi)| Type::Iterator {
                encoding,
                lo,
                hi,
            })
        })
        .collect();
    if args.len() != n_res + n_crds + iterators.len() {
        return Err("mismatch in number of basic block args and defined values".into());
    }
    if args[n_res..n_res + n_crds].iter().any(|&t| !matches!(ir.type_of(t), Type::Index)) {
        return Err("expected index coordinate arguments".into());
    }
    for (&t, want) in args[n_res + n_crds..].iter().zip(&iterators) {
        if Some(ir.type_of(t)) != want.as_ref() {
            return Err("mismatch in iterator and iteration space type".into());
        }
    }
    Ok(())
}

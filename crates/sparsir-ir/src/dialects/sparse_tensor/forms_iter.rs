//! Custom forms of the sparse iteration ops: `extract_iteration_space`, `extract_value`,
//! `iterate` and `coiterate`.
//!
//! Why: these ops name their region's arguments in the op header (`%it in %space
//! at(_, %j) iter_args(%acc = %init)`, `case %a, _ {…}`), so the parser builds the
//! block arguments — in MLIR's order: loop-carried values, used coordinates, iterators —
//! and the printer takes the names back from the region. `crdUsedLvls` (a bit per used
//! coordinate) and `cases` (a bit per defined iterator) are stored as MLIR stores them.

use super::{
    expect_kw, i64_attr, index_attr, index_type, int_attr, parse_attr_dict, parse_colon_type_of,
    parse_type_of, print_operand_at, print_operand_type, Kind,
};
use crate::attrs::{Attr, DenseValues};
use crate::diag::Diag;
use crate::ids::{BlockId, OpId, TypeId, ValueId};
use crate::lexer::Tok;
use crate::parser::{Argument, OpState, OperandRef, PResult, Parser};
use crate::printer::Printer;
use crate::types::{Signedness, Type};

/// `%t (at %parent)? lvls = LO (to HI)? attr-dict : T (, P)? -> S`
pub(crate) fn parse_extract_space(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let name = "sparse_tensor.extract_iteration_space";
    let t = p.parse_operand()?;
    let parent = if p.eat_keyword("at") { Some(p.parse_operand()?) } else { None };
    expect_kw(p, name, "lvls")?;
    p.expect(Tok::Equal, "=")?;
    let range_pos = p.pos();
    let (lo, hi) = p.parse_level_range()?;
    if lo >= hi {
        let msg = format!("custom op '{name}' expect larger level upper bound than lower bound");
        return Err(Diag::error(range_pos, msg));
    }
    for (name, v) in [("loLvl", lo), ("hiLvl", hi)] {
        let a = index_attr(&mut p.ir, i128::from(v));
        p.add_prop(st, name, a);
    }
    parse_attr_dict(p, st, name)?;
    let ty = parse_colon_type_of(p, name, Kind::Tensor)?;
    st.operands = vec![p.resolve_operand(&t, ty)?];
    if let Some(parent) = parent {
        p.expect(Tok::Comma, ",")?;
        let pt = parse_type_of(p, name, Kind::Any)?;
        st.operands.push(p.resolve_operand(&parent, pt)?);
    }
    p.expect(Tok::Arrow, "->")?;
    st.result_types = vec![parse_type_of(p, name, Kind::Any)?];
    Ok(())
}

pub(crate) fn print_extract_space(p: &mut Printer<'_>, op: OpId) {
    let has_parent = p.ir.op(op).operands.len() > 1;
    p.w(" ");
    print_operand_at(p, op, 0);
    if has_parent {
        p.w(" at ");
        print_operand_at(p, op, 1);
    }
    let lo = int_attr(p.ir, op, "loLvl").unwrap_or(0);
    let hi = int_attr(p.ir, op, "hiLvl").unwrap_or(lo + 1);
    p.w(&if hi == lo + 1 { format!(" lvls = {lo}") } else { format!(" lvls = {lo} to {hi}") });
    p.attr_dict(op, &["loLvl", "hiLvl"]);
    p.w(" : ");
    print_operand_type(p, op, 0);
    if has_parent {
        p.w(", ");
        print_operand_type(p, op, 1);
    }
    p.w(" -> ");
    super::print_result_type(p, op, 0);
}

/// `%t at %it attr-dict : T, I`
pub(crate) fn parse_extract_value(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let name = "sparse_tensor.extract_value";
    let t = p.parse_operand()?;
    expect_kw(p, name, "at")?;
    let it = p.parse_operand()?;
    parse_attr_dict(p, st, name)?;
    let tt = parse_colon_type_of(p, name, Kind::Tensor)?;
    p.expect(Tok::Comma, ",")?;
    let it_t = parse_type_of(p, name, Kind::Any)?;
    st.operands = vec![p.resolve_operand(&t, tt)?, p.resolve_operand(&it, it_t)?];
    st.result_types = vec![super::elem_of(&p.ir, tt)];
    Ok(())
}

pub(crate) fn print_extract_value(p: &mut Printer<'_>, op: OpId) {
    p.w(" ");
    print_operand_at(p, op, 0);
    p.w(" at ");
    print_operand_at(p, op, 1);
    p.attr_dict(op, &[]);
    p.w(" : ");
    print_operand_type(p, op, 0);
    p.w(", ");
    print_operand_type(p, op, 1);
}

/// The loop header shared by `iterate` and `coiterate`: used coordinates and
/// loop-carried values.
struct LoopHeader {
    /// `at(…)`: the names of the used coordinates, and the bit set of their levels.
    crds: Vec<(String, u32)>,
    crd_bits: u64,
    /// `iter_args(%a = %init, …)`.
    iter_args: Vec<((String, u32), OperandRef)>,
    has_iter_args: bool,
}

/// `(at(%c | _, …))? (iter_args(%a = %v, …))?`
fn parse_loop_header(p: &mut Parser<'_>) -> PResult<LoopHeader> {
    let mut h = LoopHeader { crds: Vec::new(), crd_bits: 0, iter_args: Vec::new(), has_iter_args: false };
    if p.eat_keyword("at") {
        let mut i = 0u32;
        p.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| {
            if p.eat_keyword("_") {
                i += 1;
                return Ok(());
            }
            let pos = p.pos();
            if !p.at_operand() {
                return Err(p.err_expected("SSA operand"));
            }
            let name = p.parse_arg_name()?;
            if i >= 64 {
                return Err(Diag::error(pos, "unsupported: more than 64 coordinates"));
            }
            h.crd_bits |= 1 << i;
            h.crds.push(name);
            i += 1;
            Ok(())
        })?;
    }
    if p.eat_keyword("iter_args") {
        h.has_iter_args = true;
        h.iter_args = p.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| {
            let name = p.parse_arg_name()?;
            p.expect(Tok::Equal, "=")?;
            Ok((name, p.parse_operand()?))
        })?;
    }
    Ok(h)
}

/// Resolves the loop-carried values against the result types and returns the block
/// arguments for them followed by the coordinates.
fn header_args(
    p: &mut Parser<'_>,
    op: &str,
    h: &LoopHeader,
    results: &[TypeId],
    pos: u32,
) -> PResult<(Vec<ValueId>, Vec<Argument>)> {
    if h.iter_args.len() != results.len() {
        let msg = format!("custom op '{op}' mismatch in number of iteration arguments and return values");
        return Err(Diag::error(pos, msg));
    }
    let mut inits = Vec::new();
    let mut args = Vec::new();
    for (((name, npos), init), &ty) in h.iter_args.iter().zip(results) {
        inits.push(p.resolve_operand(init, ty)?);
        args.push(Argument { name: name.clone(), pos: *npos, ty });
    }
    let index = index_type(&mut p.ir);
    args.extend(h.crds.iter().map(|(name, npos)| Argument { name: name.clone(), pos: *npos, ty: index }));
    Ok((inits, args))
}

/// The iterator type of an iteration space type.
fn iterator_type(p: &mut Parser<'_>, op: &str, space: TypeId, pos: u32) -> PResult<TypeId> {
    match p.ir.type_of(space).clone() {
        Type::IterSpace { encoding, lo, hi } => Ok(p.ir.ty(Type::Iterator { encoding, lo, hi })),
        _ => Err(Diag::error(
            pos,
            format!("custom op '{op}' expected sparse_tensor.iter_space type for iteration space operands"),
        )),
    }
}

/// `%it in %space (at(…))? (iter_args(…))? : S (-> R, …)? {region}`
pub(crate) fn parse_iterate(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let name_pos = p.pos();
    let (it_name, it_pos) = p.parse_arg_name()?;
    expect_kw(p, "sparse_tensor.iterate", "in")?;
    let space = p.parse_operand()?;
    let h = parse_loop_header(p)?;
    p.expect(Tok::Colon, ":")?;
    let space_type = p.parse_type()?;
    if h.has_iter_args {
        p.expect(Tok::Arrow, "->")?;
        st.result_types = p.parse_result_types()?;
    }
    let it_type = iterator_type(p, "sparse_tensor.iterate", space_type, name_pos)?;
    st.operands = vec![p.resolve_operand(&space, space_type)?];
    let (inits, mut args) = header_args(p, "sparse_tensor.iterate", &h, &st.result_types.clone(), name_pos)?;
    st.operands.extend(inits);
    args.push(Argument { name: it_name, pos: it_pos, ty: it_type });
    let used = i64_attr(&mut p.ir, i128::from(h.crd_bits));
    p.add_prop(st, "crdUsedLvls", used);
    let mut body = super::region(p, &args)?;
    p.ensure_terminator(&mut body, "sparse_tensor.yield");
    st.regions.push(body);
    // MLIR reads an attribute dictionary after the body (and does not print it).
    parse_attr_dict(p, st, "sparse_tensor.iterate")
}

/// The entry block of region `i` of an op.
fn entry_block(p: &Printer<'_>, op: OpId, i: usize) -> Option<BlockId> {
    let r = *p.ir.op(op).regions.get(i)?;
    p.ir.region(r).blocks.first().copied()
}

/// Prints ` at(…)` and ` iter_args(…)` with names from the entry block `block`.
fn print_loop_header(p: &mut Printer<'_>, op: OpId, block: Option<BlockId>, inits: &[ValueId], dim: u32) {
    let args = block.map(|b| p.ir.block(b).args.clone()).unwrap_or_default();
    let bits = int_attr(p.ir, op, "crdUsedLvls").unwrap_or(0) as u64;
    if bits != 0 && block.is_some() {
        // All levels of the space, as MLIR prints them (bounded for absurd level counts).
        let width = dim.min(64).max(64 - bits.leading_zeros());
        let mut next = inits.len();
        let items: Vec<String> = (0..width)
            .map(|i| {
                if bits & (1 << i) == 0 {
                    return "_".to_string();
                }
                next += 1;
                args.get(next - 1).map_or("_".to_string(), |&v| p.value_name(v))
            })
            .collect();
        p.w(&format!(" at({})", items.join(", ")));
    }
    if !inits.is_empty() {
        let items: Vec<String> = inits
            .iter()
            .enumerate()
            .map(|(i, &init)| {
                let name = args.get(i).map_or("%_".to_string(), |&v| p.value_name(v));
                format!("{name} = {}", p.value_name(init))
            })
            .collect();
        p.w(&format!(" iter_args({})", items.join(", ")));
    }
}

/// The dimension (number of levels) of an iteration space type.
fn space_dim(p: &Printer<'_>, v: Option<ValueId>) -> u32 {
    match v.map(|v| p.ir.type_of(p.ir.value_type(v))) {
        Some(Type::IterSpace { lo, hi, .. }) => hi.saturating_sub(*lo),
        _ => 0,
    }
}

pub(crate) fn print_iterate(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let block = entry_block(p, op, 0);
    let it = block.and_then(|b| ir.block(b).args.last().copied());
    p.w(" ");
    p.w(&it.map_or("%_".to_string(), |v| p.value_name(v)));
    p.w(" in ");
    print_operand_at(p, op, 0);
    let inits = o.operands.get(1..).unwrap_or(&[]);
    print_loop_header(p, op, block, inits, space_dim(p, o.operands.first().copied()));
    p.w(" : ");
    print_operand_type(p, op, 0);
    p.w(" ");
    if !o.results.is_empty() {
        p.w(" -> ");
        p.result_types(&ir.value_types(&o.results));
    }
    p.w(" ");
    if let Some(&r) = o.regions.first() {
        p.region(r, false, false);
    }
}

/// `(%s, …) (at(…))? (iter_args(…))? : (S, …) (-> R, …)? (case %it | _, … {region})*`
pub(crate) fn parse_coiterate(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let name_pos = p.pos();
    let spaces = p.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| p.parse_operand())?;
    let h = parse_loop_header(p)?;
    p.expect(Tok::Colon, ":")?;
    let pos = p.pos();
    let space_types = p.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| p.parse_type())?;
    if h.has_iter_args {
        p.expect(Tok::Arrow, "->")?;
        st.result_types = p.parse_result_types()?;
    }
    st.operands = p.resolve_operands(&spaces, &space_types, pos)?;
    let mut it_types = Vec::new();
    for &t in &space_types {
        it_types.push(iterator_type(p, "sparse_tensor.coiterate", t, name_pos)?);
    }
    let (inits, args) = header_args(p, "sparse_tensor.coiterate", &h, &st.result_types.clone(), name_pos)?;
    let n_inits = inits.len();
    st.operands.extend(inits);
    let mut cases = Vec::new();
    while p.eat_keyword("case") {
        let (bits, its) = parse_case(p, it_types.len(), name_pos)?;
        let mut region_args = args.clone();
        for (i, name, npos) in its {
            region_args.push(Argument { name, pos: npos, ty: it_types[i] });
        }
        let mut body = super::region(p, &region_args)?;
        p.ensure_terminator(&mut body, "sparse_tensor.yield");
        st.regions.push(body);
        cases.push(i64_attr(&mut p.ir, i128::from(bits)));
    }
    // MLIR reads an attribute dictionary after the cases (and does not print it).
    parse_attr_dict(p, st, "sparse_tensor.coiterate")?;
    let used = i64_attr(&mut p.ir, i128::from(h.crd_bits));
    p.add_prop(st, "crdUsedLvls", used);
    let cases = p.ir.attr(Attr::Array(cases));
    p.add_prop(st, "cases", cases);
    let i32t = p.ir.ty(Type::Integer { width: 32, signedness: Signedness::Signless });
    let sizes = DenseValues::Int(vec![spaces.len() as i128, n_inits as i128]);
    let seg = p.ir.attr(Attr::DenseArray { elem: i32t, values: sizes });
    p.add_prop(st, "operandSegmentSizes", seg);
    Ok(())
}

/// A named iterator of a `case`: its space's index, its name and where it was written.
type CaseIterator = (usize, String, u32);

/// `%it | _, …` of one case: the bit set and the named iterators.
fn parse_case(p: &mut Parser<'_>, n_spaces: usize, op_pos: u32) -> PResult<(u64, Vec<CaseIterator>)> {
    let mut bits = 0u64;
    let mut its = Vec::new();
    let mut i = 0usize;
    loop {
        if i >= n_spaces.min(64) {
            let msg = "custom op 'sparse_tensor.coiterate' parsed more value than expected.";
            return Err(Diag::error(op_pos, msg));
        }
        if !p.eat_keyword("_") {
            let (name, npos) = p.parse_arg_name()?;
            bits |= 1 << i;
            its.push((i, name, npos));
        }
        i += 1;
        if !p.eat(Tok::Comma) {
            return Ok((bits, its));
        }
    }
}

pub(crate) fn print_coiterate(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let n_spaces = match ir.op_attr(op, "operandSegmentSizes").map(|a| ir.attr_of(a)) {
        Some(Attr::DenseArray { values: DenseValues::Int(v), .. }) if !v.is_empty() => {
            (v[0].max(0) as usize).min(o.operands.len())
        }
        _ => o.operands.len(),
    };
    let (spaces, inits) = o.operands.split_at(n_spaces);
    p.w(" (");
    p.operands(spaces);
    p.w(")");
    let block = entry_block(p, op, 0);
    print_loop_header(p, op, block, inits, space_dim(p, spaces.first().copied()));
    p.w(" : (");
    p.types(&ir.value_types(spaces));
    p.w(")");
    if !o.results.is_empty() {
        p.w(" -> ");
        p.result_types(&ir.value_types(&o.results));
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
    let n_crds = (int_attr(ir, op, "crdUsedLvls").unwrap_or(0) as u64).count_ones() as usize;
    for (k, &r) in o.regions.iter().enumerate() {
        let bits = cases.get(k).copied().unwrap_or(0);
        let args = ir.region(r).blocks.first().map(|&b| ir.block(b).args.clone()).unwrap_or_default();
        let mut next = inits.len() + n_crds;
        let items: Vec<String> = (0..n_spaces)
            .map(|i| {
                if bits & (1 << i.min(63)) == 0 {
                    return "_".to_string();
                }
                next += 1;
                args.get(next - 1).map_or("_".to_string(), |&v| p.value_name(v))
            })
            .collect();
        p.newline();
        p.w(&format!("case {} ", items.join(", ")));
        p.region(r, false, false);
    }
}

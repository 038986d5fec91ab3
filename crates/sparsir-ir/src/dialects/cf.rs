//! The `cf` dialect: unstructured control flow between blocks (`cf.br`, `cf.cond_br`,
//! `cf.switch`) and `cf.assert`.
//!
//! Why: lowered programs (and hand-written tests) branch between blocks, passing values
//! as block arguments: `cf.br ^bb1(%x : i32)`. Successors are op successors and their
//! arguments the op's operands, split by `operandSegmentSizes` as MLIR stores them.

use super::arith::forms::parse_attr_dict;
use super::arith::types::{check_operands, C};
use crate::attrs::{Attr, DenseValues};
use crate::ids::{BlockId, OpId, ValueId};
use crate::ir::Ir;
use crate::lexer::Tok;
use crate::parser::{OpState, PResult, Parser};
use crate::printer::Printer;
use crate::registry::OpSpec;
use crate::types::{Signedness, Type};

/// The cf dialect's ops.
pub static OPS: &[OpSpec] = &[
    OpSpec::custom("cf.br", parse_br, print_br, &[]).verified(verify),
    OpSpec::custom("cf.cond_br", parse_cond_br, print_cond_br, &["branch_weights", "operandSegmentSizes"])
        .verified(verify),
    OpSpec::custom("cf.assert", parse_assert, print_assert, &["msg"]).verified(verify),
    OpSpec::custom(
        "cf.switch",
        parse_switch,
        print_switch,
        &["case_values", "case_operand_segments", "operandSegmentSizes"],
    )
    .verified(verify),
];

/// Parses `^bb` or `^bb(%a, … : T, …)`; returns the block and its operands.
fn parse_dest(p: &mut Parser<'_>) -> PResult<(BlockId, Vec<ValueId>)> {
    let b = p.parse_successor()?;
    if !p.eat(Tok::LParen) {
        return Ok((b, Vec::new()));
    }
    let refs = p.parse_operand_list()?;
    let pos = p.pos();
    let types = p.parse_colon_type_list()?;
    p.expect(Tok::RParen, ")")?;
    Ok((b, p.resolve_operands(&refs, &types, pos)?))
}

fn print_dest(p: &mut Printer<'_>, b: BlockId, args: &[ValueId]) {
    p.successor(b);
    if !args.is_empty() {
        p.w("(");
        p.operands(args);
        p.w(" : ");
        p.types(&p.ir.value_types(args));
        p.w(")");
    }
}

fn i32_array(p: &mut Parser<'_>, values: Vec<i128>) -> crate::ids::AttrId {
    let elem = p.ir.ty(Type::Integer { width: 32, signedness: Signedness::Signless });
    p.ir.attr(Attr::DenseArray { elem, values: DenseValues::Int(values) })
}

/// The values of an `array<i32: …>` attribute of the op.
fn i32_values(ir: &Ir, op: OpId, name: &str) -> Option<Vec<usize>> {
    match ir.op_attr(op, name).map(|a| ir.attr_of(a)) {
        Some(Attr::DenseArray { values: DenseValues::Int(v), .. }) => {
            v.iter().map(|&x| usize::try_from(x).ok()).collect()
        }
        _ => None,
    }
}

fn parse_br(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let (b, args) = parse_dest(p)?;
    st.successors = vec![b];
    st.operands = args;
    parse_attr_dict(p, st, &[])
}

fn print_br(p: &mut Printer<'_>, op: OpId) {
    let o = p.ir.op(op);
    if let Some(&b) = o.successors.first() {
        p.w(" ");
        print_dest(p, b, &o.operands);
    }
    p.attr_dict(op, &[]);
}

fn parse_cond_br(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let c = p.parse_operand()?;
    let i1 = p.ir.ty(Type::Integer { width: 1, signedness: Signedness::Signless });
    let cond = p.resolve_operand(&c, i1)?;
    if p.eat_keyword("weights") {
        p.expect(Tok::LParen, "(")?;
        let w = p.parse_comma_list(Tok::LSquare, Tok::RSquare, "]", |p| p.parse_int())?;
        p.expect(Tok::RParen, ")")?;
        let a = i32_array(p, w);
        p.add_prop(st, "branch_weights", a);
    }
    p.expect(Tok::Comma, ",")?;
    let (t, targs) = parse_dest(p)?;
    p.expect(Tok::Comma, ",")?;
    let (f, fargs) = parse_dest(p)?;
    let seg = i32_array(p, vec![1, targs.len() as i128, fargs.len() as i128]);
    p.add_prop(st, "operandSegmentSizes", seg);
    st.operands = [vec![cond], targs, fargs].concat();
    st.successors = vec![t, f];
    parse_attr_dict(p, st, &["branch_weights", "operandSegmentSizes"])
}

fn print_cond_br(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let seg = i32_values(ir, op, "operandSegmentSizes")
        .filter(|s| s.len() == 3 && s[0] == 1 && s.iter().sum::<usize>() == o.operands.len());
    let (Some(seg), [t, f]) = (seg, o.successors.as_slice()) else {
        p.malformed();
        return;
    };
    p.w(" ");
    p.operands(&o.operands[..1]);
    let mut elided = vec!["operandSegmentSizes"];
    if let Some(a) = ir.op_attr(op, "branch_weights") {
        if let Attr::DenseArray { values: DenseValues::Int(w), .. } = ir.attr_of(a) {
            let w: Vec<String> = w.iter().map(|x| x.to_string()).collect();
            p.w(&format!(" weights([{}])", w.join(", ")));
            elided.push("branch_weights");
        }
    }
    p.w(", ");
    print_dest(p, *t, &o.operands[1..1 + seg[1]]);
    p.w(", ");
    print_dest(p, *f, &o.operands[1 + seg[1]..]);
    p.attr_dict(op, &elided);
}

fn parse_assert(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let c = p.parse_operand()?;
    let i1 = p.ir.ty(Type::Integer { width: 1, signedness: Signedness::Signless });
    st.operands = vec![p.resolve_operand(&c, i1)?];
    p.expect(Tok::Comma, ",")?;
    let msg = p.parse_string()?;
    let a = p.ir.attr(Attr::String { value: msg, ty: None });
    p.add_prop(st, "msg", a);
    parse_attr_dict(p, st, &["msg"])
}

fn print_assert(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    p.w(" ");
    p.operands(&ir.op(op).operands);
    p.w(", ");
    if let Some(a) = ir.op_attr(op, "msg") {
        p.attr(a);
    }
    p.attr_dict(op, &["msg"]);
}

/// `cf.switch %flag : T, [default: ^bb(…), 42: ^bb(…), …] attr-dict`.
fn parse_switch(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let flag = p.parse_operand()?;
    let ty = p.parse_colon_type()?;
    st.operands = vec![p.resolve_operand(&flag, ty)?];
    p.expect(Tok::Comma, ",")?;
    p.expect(Tok::LSquare, "[")?;
    p.expect_keyword("default")?;
    p.expect(Tok::Colon, ":")?;
    let (d, dargs) = parse_dest(p)?;
    st.successors.push(d);
    let ndefault = dargs.len();
    st.operands.extend(dargs);
    let (mut values, mut segments) = (Vec::new(), Vec::new());
    while p.eat(Tok::Comma) {
        let pos = p.pos();
        let v = p.parse_int()?;
        let width = p.ir.type_of(ty).bit_width().unwrap_or(64);
        values.push(
            fit_width(v, width).ok_or_else(|| {
                crate::diag::Diag::error(pos, "integer constant out of range for attribute")
            })?,
        );
        p.expect(Tok::Colon, ":")?;
        let (b, args) = parse_dest(p)?;
        st.successors.push(b);
        segments.push(args.len() as i128);
        st.operands.extend(args);
    }
    p.expect(Tok::RSquare, "]")?;
    let total: i128 = segments.iter().sum();
    let seg = i32_array(p, vec![1, ndefault as i128, total]);
    p.add_prop(st, "operandSegmentSizes", seg);
    let cs = i32_array(p, segments);
    p.add_prop(st, "case_operand_segments", cs);
    if !values.is_empty() {
        let vt = p.ir.ty(Type::Vector { shape: vec![values.len() as i64], scalable: vec![false], elem: ty });
        let a = p.ir.attr(Attr::DenseElements { ty: vt, splat: false, values: DenseValues::Int(values) });
        p.add_prop(st, "case_values", a);
    }
    parse_attr_dict(p, st, &["case_values", "case_operand_segments", "operandSegmentSizes"])
}

/// `v` as a signless integer of `width` bits (sign-extended), if it fits.
fn fit_width(v: i128, width: u32) -> Option<i128> {
    if width >= 127 {
        return Some(v);
    }
    if v < -(1i128 << (width - 1).min(126)) || v >= (1i128 << width) {
        return None;
    }
    let shift = 128 - width;
    Some((v << shift) >> shift)
}

fn print_switch(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let seg = i32_values(ir, op, "operandSegmentSizes").filter(|s| s.len() == 3 && s[0] == 1);
    let cases = i32_values(ir, op, "case_operand_segments").unwrap_or_default();
    let values: Vec<i128> = match ir.op_attr(op, "case_values").map(|a| ir.attr_of(a)) {
        Some(Attr::DenseElements { values: DenseValues::Int(v), splat: false, .. }) => v.clone(),
        _ => Vec::new(),
    };
    let ok = seg.as_ref().is_some_and(|s| s.iter().sum::<usize>() == o.operands.len())
        && cases.len() == values.len()
        && o.successors.len() == cases.len() + 1;
    let (Some(seg), true) = (seg, ok) else {
        p.malformed();
        return;
    };
    let flag_ty = ir.value_type(o.operands[0]);
    let width = ir.type_of(flag_ty).bit_width().unwrap_or(64);
    p.w(" ");
    p.operand(o.operands[0]);
    p.w(" : ");
    p.ty(flag_ty);
    // MLIR's layout: one destination per line, `]` on its own line after cases.
    p.w(", [");
    p.newline();
    p.w("  default: ");
    print_dest(p, o.successors[0], &o.operands[1..1 + seg[1]]);
    let mut at = 1 + seg[1];
    for (i, (&n, &v)) in cases.iter().zip(&values).enumerate() {
        let unsigned = if width >= 128 { v } else { v & ((1i128 << width) - 1) };
        p.w(",");
        p.newline();
        p.w(&format!("  {unsigned}: "));
        print_dest(p, o.successors[i + 1], &o.operands[at..at + n]);
        at += n;
    }
    if !cases.is_empty() {
        p.newline();
    }
    p.w("]");
    p.attr_dict(op, &["case_values", "case_operand_segments", "operandSegmentSizes"]);
}

fn verify(ir: &Ir, op: OpId) -> Result<(), String> {
    let name = ir.op_name(op);
    structure(ir, op, name)?;
    let o = ir.op(op);
    match name {
        "cf.assert" => {
            if ir.op_attr(op, "msg").is_none() {
                return Err("requires attribute 'msg'".into());
            }
            check_operands(ir, op, &[C::I1])
        }
        "cf.cond_br" => {
            check_operands(ir, op, &[C::I1])?;
            if let Some(w) = i32_values(ir, op, "branch_weights") {
                if w.len() != o.successors.len() {
                    return Err(format!(
                        "expects number of branch weights to match number of successors: {} vs {}",
                        w.len(),
                        o.successors.len()
                    ));
                }
            }
            let seg = segments(ir, op, 3)?;
            check_dest(ir, o.successors.first(), o.operands.get(1..1 + seg[1]), 0)?;
            check_dest(ir, o.successors.get(1), o.operands.get(1 + seg[1]..), 1)
        }
        "cf.br" => check_dest(ir, o.successors.first(), Some(&o.operands), 0),
        "cf.switch" => verify_switch(ir, op),
        _ => Ok(()),
    }
}

/// Result, successor and operand counts (MLIR's traits and segment checks).
fn structure(ir: &Ir, op: OpId, name: &str) -> Result<(), String> {
    let o = ir.op(op);
    if !o.regions.is_empty() {
        return Err("requires zero regions".into());
    }
    if !o.results.is_empty() {
        return Err("requires zero results".into());
    }
    let succ = match name {
        "cf.br" => Some(1),
        "cf.cond_br" => Some(2),
        "cf.assert" => Some(0),
        _ => None,
    };
    match succ {
        Some(0) if !o.successors.is_empty() => return Err("requires zero successors".into()),
        Some(1) if o.successors.len() != 1 => return Err("requires 1 successor".into()),
        Some(n) if n > 1 && o.successors.len() != n => return Err(format!("requires {n} successors")),
        _ => {}
    }
    let min = usize::from(name != "cf.br");
    if name == "cf.assert" && o.operands.len() != 1 {
        return Err("requires a single operand".into());
    }
    if o.operands.len() < min {
        return Err(format!("expected {min} or more operands, but found {}", o.operands.len()));
    }
    Ok(())
}

/// The `operandSegmentSizes` of the op, checked against the operands.
fn segments(ir: &Ir, op: OpId, n: usize) -> Result<Vec<usize>, String> {
    let Some(seg) = i32_values(ir, op, "operandSegmentSizes") else {
        return Err("requires attribute 'operandSegmentSizes'".into());
    };
    if seg.len() != n {
        return Err(format!(
            "'operandSegmentSizes' attribute for specifying operand segments must have {n} elements, but got {}",
            seg.len()
        ));
    }
    let total: usize = seg.iter().sum();
    let got = ir.op(op).operands.len();
    if total != got || seg[0] != 1 {
        return Err(format!(
            "operand count ({got}) does not match with the total size ({total}) specified in attribute \
             'operandSegmentSizes'"
        ));
    }
    Ok(seg)
}

fn verify_switch(ir: &Ir, op: OpId) -> Result<(), String> {
    let seg = segments(ir, op, 3)?;
    let o = ir.op(op);
    let cases = i32_values(ir, op, "case_operand_segments").unwrap_or_default();
    let values = match ir.op_attr(op, "case_values").map(|a| ir.attr_of(a)) {
        Some(Attr::DenseElements { values, splat: false, .. }) => values.len(),
        Some(_) => {
            return Err(
                "attribute 'case_values' failed to satisfy constraint: integer elements attribute".into()
            )
        }
        None => 0,
    };
    if values != cases.len() || o.successors.len() != cases.len() + 1 {
        return Err(format!(
            "number of case values ({values}) should match number of case destinations ({})",
            o.successors.len().saturating_sub(1)
        ));
    }
    if cases.iter().sum::<usize>() != seg[2] {
        return Err("case operand segments do not match the case operands".into());
    }
    check_dest(ir, o.successors.first(), o.operands.get(1..1 + seg[1]), 0)?;
    let mut at = 1 + seg[1];
    for (i, &n) in cases.iter().enumerate() {
        check_dest(ir, o.successors.get(i + 1), o.operands.get(at..at + n), i + 1)?;
        at += n;
    }
    Ok(())
}

/// The branch operands match the target block's arguments.
fn check_dest(ir: &Ir, b: Option<&BlockId>, args: Option<&[ValueId]>, i: usize) -> Result<(), String> {
    let (Some(&b), Some(args)) = (b, args) else { return Ok(()) };
    let params = &ir.block(b).args;
    if params.len() != args.len() {
        return Err(format!(
            "branch has {} operands for successor #{i}, but target block has {}",
            args.len(),
            params.len()
        ));
    }
    for (k, (&a, &b)) in args.iter().zip(params).enumerate() {
        if ir.value_type(a) != ir.value_type(b) {
            return Err(format!("type mismatch for bb argument #{k} of successor #{i}"));
        }
    }
    Ok(())
}

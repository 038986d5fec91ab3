//! Custom forms of `vector.print` and the element-level vector ops.
//!
//! Why: see the module doc; this file holds the forms that do not touch memory.

use crate::attrs::{Attr, DenseValues};
use crate::dialects::arith::forms::parse_attr_dict;
use crate::dialects::arith::types::q;
use crate::ids::{OpId, TypeId, ValueId};
use crate::ir::Ir;
use crate::lexer::Tok;
use crate::parser::{OpState, OperandRef, PResult, Parser};
use crate::printer::Printer;
use crate::types::{Signedness, Type, DYNAMIC};

const PUNCTUATION: [&str; 5] = ["no_punctuation", "newline", "comma", "open", "close"];

fn index_type(p: &mut Parser<'_>) -> TypeId {
    p.ir.ty(Type::Index)
}

/// Parses `<word>` with a word from `options` (the values of the MLIR enum `enum_name`,
/// listed in the error in MLIR's order); returns it.
pub(super) fn parse_angle_keyword<'a>(
    p: &mut Parser<'a>,
    options: &[&str],
    enum_name: &str,
) -> PResult<&'a str> {
    p.expect(Tok::Less, "<")?;
    let pos = p.pos();
    let word = if p.at(Tok::BareId) { p.cur_text() } else { "" };
    if !options.contains(&word) {
        let msg = format!("expected ::mlir::vector::{enum_name} to be one of: {}", options.join(", "));
        return Err(p.op_error_at(pos, msg));
    }
    p.bump();
    p.expect(Tok::Greater, ">")?;
    Ok(word)
}

/// The word inside an opaque attribute `#dialect.name<word>` of the op.
pub(super) fn opaque_word<'a>(
    ir: &'a Ir,
    op: OpId,
    attr: &str,
    dialect: &str,
    name: &str,
) -> Option<&'a str> {
    match ir.attr_of(ir.op_attr(op, attr)?) {
        Attr::Opaque { dialect: d, body } if d == dialect => {
            body.strip_prefix(name)?.strip_prefix('<')?.strip_suffix('>').map(str::trim)
        }
        _ => None,
    }
}

/// `vector.print [%x : T] [punctuation <p>] [str "…"] attr-dict`.
pub(super) fn parse_print(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    if p.at_operand() {
        let r = p.parse_operand()?;
        let ty = p.parse_colon_type()?;
        st.operands = vec![p.resolve_operand(&r, ty)?];
    }
    loop {
        if p.eat_keyword("punctuation") {
            let word = parse_angle_keyword(p, &PUNCTUATION, "PrintPunctuation")?;
            let a =
                p.ir.attr(Attr::Opaque { dialect: "vector".into(), body: format!("punctuation<{word}>") });
            p.add_prop(st, "punctuation", a);
        } else if p.eat_keyword("str") {
            let s = p.parse_string()?;
            let a = p.ir.attr(Attr::String { value: s, ty: None });
            p.add_prop(st, "stringLiteral", a);
        } else {
            break;
        }
    }
    parse_attr_dict(p, st, &["punctuation", "stringLiteral"])
}

pub(super) fn print_print(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    if let Some(&v) = o.operands.first() {
        p.w(" ");
        p.operand(v);
        p.w(" : ");
        p.ty(ir.value_type(v));
    }
    let mut elided = Vec::new();
    match opaque_word(ir, op, "punctuation", "vector", "punctuation") {
        Some(w) if PUNCTUATION.contains(&w) => {
            if w != "newline" {
                p.w(&format!(" punctuation <{w}>"));
            }
            elided.push("punctuation");
        }
        _ => {}
    }
    if let Some(a) = ir.op_attr(op, "stringLiteral") {
        if matches!(ir.attr_of(a), Attr::String { ty: None, .. }) {
            p.w(" str ");
            p.attr(a);
            elided.push("stringLiteral");
        }
    }
    p.attr_dict(op, &elided);
}

pub(super) fn verify_print(ir: &Ir, op: OpId) -> Result<(), String> {
    let o = ir.op(op);
    if !o.results.is_empty() || !o.regions.is_empty() || !o.successors.is_empty() {
        return Err("requires zero results".into());
    }
    if o.operands.len() > 1 {
        return Err(format!("expected 0 or 1 operands, but found {}", o.operands.len()));
    }
    if let Some(&v) = o.operands.first() {
        let ty = ir.value_type(v);
        let scalar = |t: &Type| matches!(t, Type::Index | Type::Integer { .. } | Type::Float(_));
        let ok = match ir.type_of(ty) {
            Type::Vector { elem, .. } => scalar(ir.type_of(*elem)),
            t => scalar(t),
        };
        if !ok {
            return Err(format!("operand #0 must be , but got {}", q(ir, ty)));
        }
    }
    let punct = opaque_word(ir, op, "punctuation", "vector", "punctuation");
    if ir.op_attr(op, "stringLiteral").is_some()
        && (!o.operands.is_empty() || punct.is_some_and(|w| w != "newline"))
    {
        return Err(
            "failed to verify that `source` or `punctuation` are not set when printing strings".into()
        );
    }
    Ok(())
}

/// `%src attr-dict : T to U` (`broadcast`, `shape_cast`).
pub(super) fn parse_broadcast(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    crate::dialects::arith::forms::parse_cast(p, st)
}

pub(super) fn print_to(p: &mut Printer<'_>, op: OpId) {
    crate::dialects::arith::forms::print_cast(p, op);
}

/// Parses `[1, %i, …]`: static positions ([`DYNAMIC`] for values) and the values.
fn parse_positions(p: &mut Parser<'_>) -> PResult<(Vec<i128>, Vec<OperandRef>)> {
    let (mut stat, mut dynamic) = (Vec::new(), Vec::new());
    p.parse_comma_list(Tok::LSquare, Tok::RSquare, "]", |p| {
        if p.at_operand() {
            dynamic.push(p.parse_operand()?);
            stat.push(DYNAMIC as i128);
        } else {
            stat.push(p.parse_int()?);
        }
        Ok(())
    })?;
    Ok((stat, dynamic))
}

pub(super) fn i64_array(p: &mut Parser<'_>, values: Vec<i128>) -> crate::ids::AttrId {
    let elem = p.ir.ty(Type::Integer { width: 64, signedness: Signedness::Signless });
    p.ir.attr(Attr::DenseArray { elem, values: DenseValues::Int(values) })
}

pub(super) fn i64_values(ir: &Ir, op: OpId, name: &str) -> Option<Vec<i128>> {
    match ir.attr_of(ir.op_attr(op, name)?) {
        Attr::DenseArray { values: DenseValues::Int(v), .. } => Some(v.clone()),
        _ => None,
    }
}

/// Prints `[1, %i, …]`; false when the positions do not match the operands.
fn print_positions(p: &mut Printer<'_>, op: OpId, dynamic: &[ValueId]) -> bool {
    let Some(stat) = i64_values(p.ir, op, "static_position") else { return false };
    if stat.iter().filter(|&&s| s == DYNAMIC as i128).count() != dynamic.len() {
        return false;
    }
    p.w("[");
    let mut next = dynamic.iter();
    for (i, &s) in stat.iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        if s != DYNAMIC as i128 {
            p.w(&s.to_string());
            continue;
        }
        if let Some(&v) = next.next() {
            p.operand(v);
        }
    }
    p.w("]");
    true
}

/// `vector.extract %v[pos] attr-dict : R from V`.
pub(super) fn parse_extract(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    let (stat, dynamic) = parse_positions(p)?;
    let a = i64_array(p, stat);
    p.add_prop(st, "static_position", a);
    parse_attr_dict(p, st, &["static_position"])?;
    let r = p.parse_colon_type()?;
    p.expect_keyword("from")?;
    let vt = p.parse_type()?;
    let idx = index_type(p);
    st.operands = vec![p.resolve_operand(&v, vt)?];
    st.operands.extend(p.resolve_operands_same(&dynamic, idx)?);
    st.result_types = vec![r];
    Ok(())
}

pub(super) fn print_extract(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let (Some(&v), Some(&r)) = (o.operands.first(), o.results.first()) else { return };
    p.w(" ");
    p.operand(v);
    let ok = print_positions(p, op, &o.operands[1..]);
    p.attr_dict(op, if ok { &["static_position"] } else { &[] });
    p.w(" : ");
    p.ty(ir.value_type(r));
    p.w(" from ");
    p.ty(ir.value_type(v));
}

/// `vector.insert %s, %v [pos] attr-dict : S into V`.
pub(super) fn parse_insert(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let s = p.parse_operand()?;
    p.expect(Tok::Comma, ",")?;
    let v = p.parse_operand()?;
    let (stat, dynamic) = parse_positions(p)?;
    let a = i64_array(p, stat);
    p.add_prop(st, "static_position", a);
    parse_attr_dict(p, st, &["static_position"])?;
    let st_ty = p.parse_colon_type()?;
    p.expect_keyword("into")?;
    let vt = p.parse_type()?;
    let idx = index_type(p);
    st.operands = vec![p.resolve_operand(&s, st_ty)?, p.resolve_operand(&v, vt)?];
    st.operands.extend(p.resolve_operands_same(&dynamic, idx)?);
    st.result_types = vec![vt];
    Ok(())
}

pub(super) fn print_insert(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    if o.operands.len() < 2 {
        return;
    }
    p.w(" ");
    p.operands(&o.operands[..2]);
    p.w(" ");
    let ok = print_positions(p, op, &o.operands[2..]);
    p.attr_dict(op, if ok { &["static_position"] } else { &[] });
    p.w(" : ");
    p.ty(ir.value_type(o.operands[0]));
    p.w(" into ");
    p.ty(ir.value_type(o.operands[1]));
}

/// `vector.constant_mask [2, 3] attr-dict : vector<…xi1>`.
pub(super) fn parse_constant_mask(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let sizes = p.parse_comma_list(Tok::LSquare, Tok::RSquare, "]", |p| p.parse_int())?;
    let a = i64_array(p, sizes);
    p.add_prop(st, "mask_dim_sizes", a);
    parse_attr_dict(p, st, &["mask_dim_sizes"])?;
    st.result_types = vec![p.parse_colon_type()?];
    Ok(())
}

pub(super) fn print_constant_mask(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let sizes = i64_values(ir, op, "mask_dim_sizes");
    if let Some(s) = &sizes {
        let s: Vec<String> = s.iter().map(|x| x.to_string()).collect();
        p.w(&format!(" [{}]", s.join(", ")));
    }
    p.attr_dict(op, if sizes.is_some() { &["mask_dim_sizes"] } else { &[] });
    p.w(" :");
    print_result_type(p, op);
}

pub(super) fn print_result_type(p: &mut Printer<'_>, op: OpId) {
    if let Some(&r) = p.ir.op(op).results.first() {
        p.w(" ");
        p.ty(p.ir.value_type(r));
    }
}

/// Prints `%a, … attr-dict : R` (`R` the result type).
pub(super) fn print_operands_type(p: &mut Printer<'_>, op: OpId) {
    let o = p.ir.op(op);
    if !o.operands.is_empty() {
        p.w(" ");
        p.operands(&o.operands);
    }
    p.attr_dict(op, &[]);
    p.w(" :");
    print_result_type(p, op);
}

/// `vector.create_mask %a, … attr-dict : vector<…xi1>`.
pub(super) fn parse_create_mask(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let refs = p.parse_operand_list()?;
    parse_attr_dict(p, st, &[])?;
    st.result_types = vec![p.parse_colon_type()?];
    let idx = index_type(p);
    st.operands = p.resolve_operands_same(&refs, idx)?;
    Ok(())
}

/// `vector.step attr-dict : vector<Nxindex>`.
pub(super) fn parse_step(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_attr_dict(p, st, &[])?;
    st.result_types = vec![p.parse_colon_type()?];
    Ok(())
}

/// `vector.from_elements %a, … attr-dict : V` (operands of V's element type).
pub(super) fn parse_from_elements(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let refs = p.parse_operand_list()?;
    parse_attr_dict(p, st, &[])?;
    let ty = p.parse_colon_type()?;
    let elem = p.ir.type_of(ty).elem().unwrap_or(ty);
    st.operands = p.resolve_operands_same(&refs, elem)?;
    st.result_types = vec![ty];
    Ok(())
}

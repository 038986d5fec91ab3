//! The `bufferization` dialect: `alloc_tensor`, `dealloc_tensor`, `to_tensor`,
//! `to_buffer`, `materialize_in_destination`, `clone`, `dealloc`.
//!
//! Why: sparse programs allocate their outputs with `bufferization.alloc_tensor` and move
//! between tensors and buffers at function boundaries; MLIR 22 prints these custom forms
//! (`to_buffer` is MLIR 22's name: the older `to_memref` is an unknown op there, and here).

use crate::attrs::Attr;
use crate::dialects::mixed::{dense_i32, segments};
use crate::dialects::values_form;
use crate::ids::{OpId, TypeId};
use crate::ir::Ir;
use crate::lexer::Tok;
use crate::parser::{OpState, PResult, Parser};
use crate::printer::Printer;
use crate::registry::OpSpec;
use crate::types::{Signedness, Type, DYNAMIC};

/// The bufferization dialect's ops.
pub static OPS: &[OpSpec] = &[
    OpSpec::custom(
        "bufferization.alloc_tensor",
        parse_alloc_tensor,
        print_alloc_tensor,
        &["memory_space", "operandSegmentSizes"],
    )
    .verified(verify_alloc_tensor),
    OpSpec::custom("bufferization.dealloc_tensor", values_form::parse_single, values_form::print_single, &[]),
    OpSpec::custom("bufferization.to_tensor", parse_to_tensor, print_to_tensor, &["restrict", "writable"])
        .verified(verify_to_tensor),
    OpSpec::custom("bufferization.to_buffer", parse_to_buffer, print_to_buffer, &["read_only"])
        .verified(verify_to_buffer),
    OpSpec::custom(
        "bufferization.materialize_in_destination",
        parse_materialize,
        print_materialize,
        &["restrict", "writable"],
    )
    .verified(verify_materialize),
    OpSpec::custom("bufferization.clone", parse_clone, print_clone, &[]),
    OpSpec::custom("bufferization.dealloc", parse_dealloc, print_dealloc, &["operandSegmentSizes"])
        .verified(verify_dealloc),
];

fn unit_prop(p: &mut Parser<'_>, st: &mut OpState, name: &str) {
    let a = p.ir.attr(Attr::Unit);
    p.add_prop(st, name, a);
}

fn has(ir: &Ir, op: OpId, name: &str) -> bool {
    ir.op_attr(op, name).is_some()
}

fn quoted(ir: &Ir, ty: TypeId) -> String {
    format!("'{}'", crate::printer::type_to_string(ir, ty))
}

fn parse_alloc_tensor(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let dynamic = p.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| p.parse_operand())?;
    let copy = if p.eat_keyword("copy") {
        p.expect(Tok::LParen, "(")?;
        let c = p.parse_operand()?;
        p.expect(Tok::RParen, ")")?;
        Some(c)
    } else {
        None
    };
    let hint = if p.eat_keyword("size_hint") {
        p.expect(Tok::Equal, "=")?;
        Some(p.parse_operand()?)
    } else {
        None
    };
    st.attrs = p.parse_optional_attr_dict()?;
    let key = p.ir.intern("memory_space");
    let (props, rest): (Vec<_>, Vec<_>) =
        std::mem::take(&mut st.attrs).into_iter().partition(|(n, _)| *n == key);
    st.props.extend(props);
    st.attrs = rest;
    let ty = p.parse_colon_type()?;
    let index = p.ir.ty(Type::Index);
    st.operands = p.resolve_operands_same(&dynamic, index)?;
    if let Some(c) = &copy {
        st.operands.push(p.resolve_operand(c, ty)?);
    }
    if let Some(h) = &hint {
        st.operands.push(p.resolve_operand(h, index)?);
    }
    let sizes =
        dense_i32(&mut p.ir, &[dynamic.len(), usize::from(copy.is_some()), usize::from(hint.is_some())]);
    p.add_prop(st, "operandSegmentSizes", sizes);
    st.result_types.push(ty);
    Ok(())
}

fn print_alloc_tensor(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let (Some(segs), Some(&res)) = (segments(ir, op), ir.op(op).results.first()) else {
        return p.malformed();
    };
    let [dynamic, copy, hint] = &segs[..] else { return p.malformed() };
    p.w("(");
    p.operands(dynamic);
    p.w(")");
    if let Some(&c) = copy.first() {
        p.w(" copy(");
        p.operand(c);
        p.w(")");
    }
    if let Some(&h) = hint.first() {
        p.w(" size_hint=");
        p.operand(h);
    }
    p.attr_dict(op, &["operandSegmentSizes"]);
    p.w(" : ");
    p.ty(ir.value_type(res));
}

fn verify_alloc_tensor(ir: &Ir, op: OpId) -> Result<(), String> {
    let Some(segs) = segments(ir, op).filter(|s| s.len() == 3) else { return Ok(()) };
    let Some(&res) = ir.op(op).results.first() else { return Ok(()) };
    let want =
        ir.type_of(ir.value_type(res)).shape().map_or(0, |s| s.iter().filter(|&&d| d == DYNAMIC).count());
    if !segs[1].is_empty() && !segs[0].is_empty() {
        return Err("dynamic sizes not needed when copying a tensor".into());
    }
    if let [copy] = segs[1][..] {
        if ir.value_type(copy) != ir.value_type(res) {
            return Err(crate::verify::bare("expected that `copy` and return type match"));
        }
    }
    if segs[1].is_empty() && segs[0].len() != want {
        return Err(format!("incorrect number of dynamic sizes, has {}, expected {want}", segs[0].len()));
    }
    Ok(())
}

/// Parses `: T to U` after the operand and keywords, resolving the operand to `T`.
fn finish_conversion(p: &mut Parser<'_>, st: &mut OpState, src: &crate::parser::OperandRef) -> PResult<()> {
    st.attrs = p.parse_optional_attr_dict()?;
    let from = p.parse_colon_type()?;
    p.expect_keyword("to")?;
    let to = p.parse_type()?;
    st.operands.push(p.resolve_operand(src, from)?);
    st.result_types.push(to);
    Ok(())
}

/// Prints ` %v kw… attr-dict : T to U`.
fn print_conversion(p: &mut Printer<'_>, op: OpId, keywords: &[&str]) {
    let ir = p.ir;
    let o = ir.op(op);
    let (Some(&src), Some(&res)) = (o.operands.first(), o.results.first()) else {
        return p.malformed();
    };
    p.w(" ");
    p.operand(src);
    for k in keywords {
        if has(ir, op, k) {
            p.w(" ");
            p.w(k);
        }
    }
    p.attr_dict(op, keywords);
    p.w(" : ");
    p.ty(ir.value_type(src));
    p.w(" to ");
    p.ty(ir.value_type(res));
}

fn parse_to_tensor(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    for k in ["restrict", "writable"] {
        if p.eat_keyword(k) {
            unit_prop(p, st, k);
        }
    }
    finish_conversion(p, st, &src)
}

fn print_to_tensor(p: &mut Printer<'_>, op: OpId) {
    print_conversion(p, op, &["restrict", "writable"]);
}

fn parse_to_buffer(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    if p.eat_keyword("read_only") {
        unit_prop(p, st, "read_only");
    }
    finish_conversion(p, st, &src)
}

fn print_to_buffer(p: &mut Printer<'_>, op: OpId) {
    print_conversion(p, op, &["read_only"]);
}

/// `tensor` and `buffer` types match: same shape (ranked or not) and element type.
fn tensor_buffer_match(ir: &Ir, tensor: TypeId, buffer: TypeId) -> bool {
    let (t, b) = (ir.type_of(tensor), ir.type_of(buffer));
    t.is_tensor() && b.is_memref() && t.elem() == b.elem() && t.shape() == b.shape()
}

fn verify_conversion(ir: &Ir, op: OpId, tensor_is_result: bool) -> Result<(), String> {
    let o = ir.op(op);
    let (Some(&src), Some(&res)) = (o.operands.first(), o.results.first()) else { return Ok(()) };
    let (s, r) = (ir.value_type(src), ir.value_type(res));
    let (tensor, buffer) = if tensor_is_result { (r, s) } else { (s, r) };
    if !tensor_buffer_match(ir, tensor, buffer) {
        let (t, b) = (ir.type_of(tensor), ir.type_of(buffer));
        let first = if t.elem() != b.elem() { "element types do not match" } else { "shapes do not match" };
        return Err(crate::verify::also(
            crate::verify::bare(first),
            "failed to verify that specified tensor and buffer types match",
        ));
    }
    Ok(())
}

fn verify_to_tensor(ir: &Ir, op: OpId) -> Result<(), String> {
    verify_conversion(ir, op, true)
}

fn verify_to_buffer(ir: &Ir, op: OpId) -> Result<(), String> {
    verify_conversion(ir, op, false)
}

fn parse_materialize(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.expect_keyword("in")?;
    for k in ["restrict", "writable"] {
        if p.eat_keyword(k) {
            unit_prop(p, st, k);
        }
    }
    let dst = p.parse_operand()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let pos = p.pos();
    p.expect(Tok::Colon, ":")?;
    let (ins, outs) = p.parse_function_type()?;
    st.operands = p.resolve_operands(&[src, dst], &ins, pos)?;
    st.result_types = outs;
    Ok(())
}

fn print_materialize(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let [src, dst] = o.operands[..] else { return p.malformed() };
    p.w(" ");
    p.operand(src);
    p.w(" in");
    for k in ["restrict", "writable"] {
        if has(ir, op, k) {
            p.w(" ");
            p.w(k);
        }
    }
    p.w(" ");
    p.operand(dst);
    p.attr_dict(op, &["restrict", "writable"]);
    p.w(" : ");
    p.function_type(&ir.value_types(&o.operands), &ir.value_types(&o.results));
}

fn verify_materialize(ir: &Ir, op: OpId) -> Result<(), String> {
    let o = ir.op(op);
    let [src, dst] = o.operands[..] else { return Ok(()) };
    let (st, dt) = (ir.value_type(src), ir.value_type(dst));
    let dest_is_tensor = ir.type_of(dt).is_tensor();
    if dest_is_tensor {
        if o.results.len() != 1 || ir.value_type(o.results[0]) != dt {
            return Err("tensor 'dest' implies exactly one tensor result".into());
        }
        if has(ir, op, "restrict") {
            return Err("'restrict' is valid only for memref destinations".into());
        }
    } else if !o.results.is_empty() {
        return Err("memref 'dest' implies zero results".into());
    }
    if has(ir, op, "writable") == dest_is_tensor {
        return Err("'writable' must be specified if and only if the destination is of memref type".into());
    }
    let (s, d) = (ir.type_of(st), ir.type_of(dt));
    if let (Some(a), Some(b)) = (s.shape(), d.shape()) {
        let ok = a.len() == b.len() && a.iter().zip(b).all(|(&x, &y)| x == y || x == DYNAMIC || y == DYNAMIC);
        if !ok {
            return Err("source/destination shapes are incompatible".into());
        }
    }
    if s.elem() != d.elem() {
        return Err(format!(
            "source/destination element types are incompatible: {} vs {}",
            quoted(ir, st),
            quoted(ir, dt)
        ));
    }
    Ok(())
}

fn parse_clone(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    finish_conversion(p, st, &src)
}

fn print_clone(p: &mut Printer<'_>, op: OpId) {
    print_conversion(p, op, &[]);
}

/// Parses `(%a, … : types)`.
fn parse_typed_group(p: &mut Parser<'_>) -> PResult<Vec<crate::ids::ValueId>> {
    p.expect(Tok::LParen, "(")?;
    let refs = p.parse_operand_list()?;
    let pos = p.pos();
    let types = p.parse_colon_type_list()?;
    p.expect(Tok::RParen, ")")?;
    p.resolve_operands(&refs, &types, pos)
}

fn parse_dealloc(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let (mut memrefs, mut conds, mut retained) = (Vec::new(), Vec::new(), Vec::new());
    if p.at(Tok::LParen) {
        memrefs = parse_typed_group(p)?;
        p.expect_keyword("if")?;
        let refs = p.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| p.parse_operand())?;
        let i1 = p.ir.ty(Type::Integer { width: 1, signedness: Signedness::Signless });
        conds = p.resolve_operands_same(&refs, i1)?;
        if p.eat_keyword("retain") {
            retained = parse_typed_group(p)?;
        }
        st.result_types = vec![i1; retained.len()];
    }
    st.attrs = p.parse_optional_attr_dict()?;
    let sizes = dense_i32(&mut p.ir, &[memrefs.len(), conds.len(), retained.len()]);
    p.add_prop(st, "operandSegmentSizes", sizes);
    st.operands = [memrefs, conds, retained].concat();
    Ok(())
}

fn print_dealloc(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let Some(segs) = segments(ir, op).filter(|s| s.len() == 3) else { return p.malformed() };
    let group = |p: &mut Printer<'_>, vs: &[crate::ids::ValueId]| {
        p.w("(");
        p.operands(vs);
        p.w(" : ");
        p.types(&ir.value_types(vs));
        p.w(")");
    };
    if !segs[0].is_empty() || !segs[1].is_empty() {
        p.w(" ");
        group(p, &segs[0]);
        p.w(" if (");
        p.operands(&segs[1]);
        p.w(")");
        if !segs[2].is_empty() {
            p.w(" retain ");
            group(p, &segs[2]);
        }
    }
    p.attr_dict(op, &["operandSegmentSizes"]);
}

fn verify_dealloc(ir: &Ir, op: OpId) -> Result<(), String> {
    let Some(segs) = segments(ir, op).filter(|s| s.len() == 3) else { return Ok(()) };
    if segs[0].len() != segs[1].len() {
        return Err("must have the same number of conditions as memrefs to deallocate".into());
    }
    if ir.op(op).results.len() != segs[2].len() {
        return Err("must have the same number of updated conditions (results) as retained operands".into());
    }
    Ok(())
}

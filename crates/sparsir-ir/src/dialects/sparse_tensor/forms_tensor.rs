//! Custom forms of the tensor-level sparse_tensor ops: `assemble`, `disassemble`,
//! `convert`, `concatenate`, `new`, `out`, `print`, `load`, `lvl`, `number_of_entries`,
//! `reinterpret_map`, `reorder_coo`, `crd_translate`, `has_runtime_library`,
//! `slice.offset`, `slice.stride`.
//!
//! Why: each op's declarative assembly format in MLIR 22, parsed and printed the same way
//! (including MLIR's spacing quirks such as the double space before `reorder_coo`'s
//! algorithm), so printed text reads back in MLIR and in sparsir.

use super::{
    enum_text, expect_kw, index_type, int_attr, parse_attr_dict, parse_colon_type_of, parse_enum,
    parse_type_of, parse_types_of, print_operand_at, print_operand_type, print_result_type, Kind, DIRECTION,
    SORT_KIND,
};
use crate::dialects::values_form;
use crate::ids::OpId;
use crate::lexer::Tok;
use crate::parser::{OpState, PResult, Parser};
use crate::printer::Printer;
use crate::types::Type;

/// Generates the op-named parse functions sharing one implementation.
macro_rules! named_parsers {
    ($($f:ident => $impl:ident($($arg:expr),*);)*) => {
        $(pub(crate) fn $f(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
            $impl(p, st, $($arg),*)
        })*
    };
}
pub(crate) use named_parsers;

named_parsers! {
    parse_convert => parse_src_to("sparse_tensor.convert", Kind::Tensor, Kind::Tensor);
    parse_new => parse_src_to("sparse_tensor.new", Kind::Any, Kind::Tensor);
    parse_reinterpret => parse_src_to("sparse_tensor.reinterpret_map", Kind::Tensor, Kind::Tensor);
    parse_slice_offset => parse_slice_meta("sparse_tensor.slice.offset");
    parse_slice_stride => parse_slice_meta("sparse_tensor.slice.stride");
}

/// `%src attr-dict : T to R` (also used by the buffer extraction ops).
pub(crate) fn parse_src_to(
    p: &mut Parser<'_>,
    st: &mut OpState,
    name: &str,
    from: Kind,
    to: Kind,
) -> PResult<()> {
    let src = p.parse_operand()?;
    parse_attr_dict(p, st, name)?;
    let t = parse_colon_type_of(p, name, from)?;
    expect_kw(p, name, "to")?;
    let r = parse_type_of(p, name, to)?;
    st.operands = vec![p.resolve_operand(&src, t)?];
    st.result_types = vec![r];
    Ok(())
}

/// Prints ` %src {attrs} : T to R`, eliding `elided` attributes.
pub(crate) fn print_src_to(p: &mut Printer<'_>, op: OpId, elided: &[&str]) {
    p.w(" ");
    print_operand_at(p, op, 0);
    p.attr_dict(op, elided);
    p.w(" : ");
    print_operand_type(p, op, 0);
    p.w(" to ");
    print_result_type(p, op, 0);
}

pub(crate) fn print_convert(p: &mut Printer<'_>, op: OpId) {
    print_src_to(p, op, &[]);
}

pub(crate) fn print_new(p: &mut Printer<'_>, op: OpId) {
    print_src_to(p, op, &[]);
}

pub(crate) fn print_reinterpret(p: &mut Printer<'_>, op: OpId) {
    print_src_to(p, op, &[]);
}

/// `(%l, …), %v attr-dict : (L, …), V to R`
pub(crate) fn parse_assemble(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let levels = p.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| p.parse_operand())?;
    p.expect(Tok::Comma, ",")?;
    let values = p.parse_operand()?;
    let name = "sparse_tensor.assemble";
    parse_attr_dict(p, st, name)?;
    p.expect(Tok::Colon, ":")?;
    let pos = p.pos();
    let level_types = p.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| p.parse_type())?;
    p.expect(Tok::Comma, ",")?;
    let value_type = parse_type_of(p, name, Kind::Tensor)?;
    expect_kw(p, name, "to")?;
    let result = parse_type_of(p, name, Kind::Tensor)?;
    st.operands = p.resolve_operands(&levels, &level_types, pos)?;
    st.operands.push(p.resolve_operand(&values, value_type)?);
    st.result_types = vec![result];
    Ok(())
}

pub(crate) fn print_assemble(p: &mut Printer<'_>, op: OpId) {
    let ops = p.ir.op(op).operands.clone();
    let (levels, values) = ops.split_at(ops.len().saturating_sub(1));
    p.w(" (");
    p.operands(levels);
    p.w("), ");
    p.operands(values);
    p.attr_dict(op, &[]);
    p.w(" : (");
    let lt = p.ir.value_types(levels);
    p.types(&lt);
    p.w("), ");
    let vt = p.ir.value_types(values);
    p.types(&vt);
    p.w(" to ");
    print_result_type(p, op, 0);
}

/// `%t attr-dict : T out_lvls(%l, … : L, …) out_vals(%v : V) -> (L, …), V, (I, …), I`
pub(crate) fn parse_disassemble(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let name = "sparse_tensor.disassemble";
    let tensor = p.parse_operand()?;
    parse_attr_dict(p, st, name)?;
    let tensor_type = parse_colon_type_of(p, name, Kind::Tensor)?;
    expect_kw(p, name, "out_lvls")?;
    let (levels, level_types, lpos) = parse_operands_with_types(p, name, Kind::Any)?;
    expect_kw(p, name, "out_vals")?;
    let (values, value_types, vpos) = parse_operands_with_types(p, name, Kind::Tensor)?;
    p.expect(Tok::Arrow, "->")?;
    let ret_levels = p.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| p.parse_type())?;
    p.expect(Tok::Comma, ",")?;
    let ret_values = parse_type_of(p, name, Kind::Tensor)?;
    p.expect(Tok::Comma, ",")?;
    let lens = p.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| p.parse_type())?;
    p.expect(Tok::Comma, ",")?;
    let val_len = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&tensor, tensor_type)?];
    st.operands.extend(p.resolve_operands(&levels, &level_types, lpos)?);
    st.operands.extend(p.resolve_operands(&values, &value_types, vpos)?);
    st.result_types = ret_levels;
    st.result_types.push(ret_values);
    st.result_types.extend(lens);
    st.result_types.push(val_len);
    Ok(())
}

/// `( %a, … : T, … )`, either list possibly empty.
fn parse_operands_with_types(
    p: &mut Parser<'_>,
    name: &str,
    kind: Kind,
) -> PResult<(Vec<crate::parser::OperandRef>, Vec<crate::ids::TypeId>, u32)> {
    p.expect(Tok::LParen, "(")?;
    let refs = p.parse_operand_list()?;
    p.expect(Tok::Colon, ":")?;
    let pos = p.pos();
    let types = if p.at(Tok::RParen) { Vec::new() } else { parse_types_of(p, name, kind)? };
    p.expect(Tok::RParen, ")")?;
    Ok((refs, types, pos))
}

pub(crate) fn print_disassemble(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let n_ops = o.operands.len();
    let n_lvls = n_ops.saturating_sub(2);
    let n_var = o.results.len().saturating_sub(2) / 2;
    p.w(" ");
    print_operand_at(p, op, 0);
    p.attr_dict(op, &[]);
    p.w(" : ");
    print_operand_type(p, op, 0);
    let group = |p: &mut Printer<'_>, kw: &str, vs: &[crate::ids::ValueId]| {
        p.w(kw);
        p.w("(");
        p.operands(vs);
        p.w(" : ");
        p.types(&ir.value_types(vs));
        p.w(")");
    };
    group(p, " out_lvls", o.operands.get(1..1 + n_lvls).unwrap_or(&[]));
    group(p, " out_vals", o.operands.get(1 + n_lvls..).unwrap_or(&[]));
    let rt = ir.value_types(&o.results);
    let part = |from: usize, to: usize| rt.get(from..to.min(rt.len())).unwrap_or(&[]).to_vec();
    p.w(" -> (");
    p.types(&part(0, n_var));
    p.w("), ");
    p.types(&part(n_var, n_var + 1));
    p.w(", (");
    p.types(&part(n_var + 1, 2 * n_var + 1));
    p.w("), ");
    p.types(&part(2 * n_var + 1, rt.len()));
}

/// `%a, %b, … attr-dict : A, B, … to R`
pub(crate) fn parse_concat(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let name = "sparse_tensor.concatenate";
    let inputs = p.parse_operand_list()?;
    parse_attr_dict(p, st, name)?;
    p.expect(Tok::Colon, ":")?;
    let pos = p.pos();
    let types = p.parse_type_list()?;
    expect_kw(p, name, "to")?;
    let r = parse_type_of(p, name, Kind::Tensor)?;
    st.operands = p.resolve_operands(&inputs, &types, pos)?;
    st.result_types = vec![r];
    Ok(())
}

pub(crate) fn print_concat(p: &mut Printer<'_>, op: OpId) {
    let ops = p.ir.op(op).operands.clone();
    p.w(" ");
    p.operands(&ops);
    p.attr_dict(op, &[]);
    p.w(" : ");
    let ts = p.ir.value_types(&ops);
    p.types(&ts);
    p.w(" to ");
    print_result_type(p, op, 0);
}

/// `%t, %dest attr-dict : T, D`
pub(crate) fn parse_out(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let t = p.parse_operand()?;
    p.expect(Tok::Comma, ",")?;
    let d = p.parse_operand()?;
    parse_attr_dict(p, st, "sparse_tensor.out")?;
    let tt = parse_colon_type_of(p, "sparse_tensor.out", Kind::Tensor)?;
    p.expect(Tok::Comma, ",")?;
    let dt = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&t, tt)?, p.resolve_operand(&d, dt)?];
    Ok(())
}

pub(crate) fn print_out(p: &mut Printer<'_>, op: OpId) {
    values_form::print_values(p, op, values_form::DictAt::AfterOperands);
}

/// `%t attr-dict : T`, with the given result types derived from `T`.
fn parse_tensor_colon(p: &mut Parser<'_>, st: &mut OpState, name: &str, result: Option<Type>) -> PResult<()> {
    let t = p.parse_operand()?;
    parse_attr_dict(p, st, name)?;
    let ty = parse_colon_type_of(p, name, Kind::Tensor)?;
    st.operands = vec![p.resolve_operand(&t, ty)?];
    if let Some(r) = result {
        st.result_types = vec![p.ir.ty(r)];
    }
    Ok(())
}

/// Prints ` %t {attrs} : T`.
fn print_tensor_colon(p: &mut Printer<'_>, op: OpId, elided: &[&str]) {
    p.w(" ");
    print_operand_at(p, op, 0);
    p.attr_dict(op, elided);
    p.w(" : ");
    print_operand_type(p, op, 0);
}

pub(crate) fn parse_print(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_tensor_colon(p, st, "sparse_tensor.print", None)
}

pub(crate) fn print_print(p: &mut Printer<'_>, op: OpId) {
    print_tensor_colon(p, op, &[]);
}

pub(crate) fn parse_noe(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_tensor_colon(p, st, "sparse_tensor.number_of_entries", Some(Type::Index))
}

pub(crate) fn print_noe(p: &mut Printer<'_>, op: OpId) {
    print_tensor_colon(p, op, &[]);
}

/// `%t (hasInserts)? attr-dict : T`
pub(crate) fn parse_load(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let t = p.parse_operand()?;
    if p.eat_keyword("hasInserts") {
        super::add_unit(p, st, "hasInserts");
    }
    parse_attr_dict(p, st, "sparse_tensor.load")?;
    let ty = parse_colon_type_of(p, "sparse_tensor.load", Kind::Tensor)?;
    st.operands = vec![p.resolve_operand(&t, ty)?];
    st.result_types = vec![ty];
    Ok(())
}

pub(crate) fn print_load(p: &mut Printer<'_>, op: OpId) {
    p.w(" ");
    print_operand_at(p, op, 0);
    if super::has_unit(p.ir, op, "hasInserts") {
        p.w(" hasInserts");
    }
    p.attr_dict(op, &["hasInserts"]);
    p.w(" : ");
    print_operand_type(p, op, 0);
}

/// `attr-dict %t, %lvl : T`
pub(crate) fn parse_lvl(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_attr_dict(p, st, "sparse_tensor.lvl")?;
    let t = p.parse_operand()?;
    p.expect(Tok::Comma, ",")?;
    let l = p.parse_operand()?;
    let ty = parse_colon_type_of(p, "sparse_tensor.lvl", Kind::Tensor)?;
    let index = index_type(&mut p.ir);
    st.operands = vec![p.resolve_operand(&t, ty)?, p.resolve_operand(&l, index)?];
    st.result_types = vec![index];
    Ok(())
}

pub(crate) fn print_lvl(p: &mut Printer<'_>, op: OpId) {
    p.attr_dict(op, &[]);
    p.w(" ");
    print_operand_at(p, op, 0);
    p.w(", ");
    print_operand_at(p, op, 1);
    p.w(" : ");
    print_operand_type(p, op, 0);
}

/// `ALGORITHM %coo attr-dict : A to B`
pub(crate) fn parse_reorder(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let alg = parse_enum(p, "sparse_tensor.reorder_coo", &SORT_KIND)?;
    p.add_prop(st, "algorithm", alg);
    parse_src_to(p, st, "sparse_tensor.reorder_coo", Kind::Tensor, Kind::Tensor)
}

pub(crate) fn print_reorder(p: &mut Printer<'_>, op: OpId) {
    p.w("  ");
    p.w(enum_text(p.ir, op, "algorithm", &SORT_KIND));
    print_src_to(p, op, &["algorithm"]);
}

/// `DIRECTION [%c, …] as #enc attr-dict : index, …`
pub(crate) fn parse_crd_translate(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let dir = parse_enum(p, "sparse_tensor.crd_translate", &DIRECTION)?;
    p.add_prop(st, "direction", dir);
    let name = "sparse_tensor.crd_translate";
    let crds = p.parse_comma_list(Tok::LSquare, Tok::RSquare, "]", |p| p.parse_operand())?;
    expect_kw(p, name, "as")?;
    let written_in_full = p.cur_text().starts_with("#sparse_tensor.");
    let enc = p.parse_encoding_attr()?;
    if written_in_full && p.eat(Tok::Colon) {
        // Like MLIR, `#sparse_tensor.encoding<…> : T` is the attribute with a type (which
        // the encoding ignores); an alias takes no type.
        p.parse_type()?;
    }
    p.add_prop(st, "encoder", enc);
    parse_attr_dict(p, st, name)?;
    p.expect(Tok::Colon, ":")?;
    st.result_types = p.parse_type_list()?;
    let index = index_type(&mut p.ir);
    st.operands = p.resolve_operands_same(&crds, index)?;
    Ok(())
}

pub(crate) fn print_crd_translate(p: &mut Printer<'_>, op: OpId) {
    p.w("  ");
    p.w(enum_text(p.ir, op, "direction", &DIRECTION));
    p.w("[");
    let ops = p.ir.op(op).operands.clone();
    p.operands(&ops);
    p.w("] as ");
    let enc = p.ir.op_attr(op, "encoder");
    if let Some(a) = enc {
        p.attr(a);
    }
    p.attr_dict(op, &["direction", "encoder"]);
    // MLIR reads `#enc : T` as an attribute with a type: an encoding printed in full
    // (no alias) needs an attribute dictionary after it, even an empty one.
    let aliased = !p.options.inline_aliases && p.ir.attr_aliases.iter().any(|(_, a)| Some(*a) == enc);
    let has_dict = p.ir.op(op).attrs.iter().chain(&p.ir.op(op).props).count() > 2;
    if !aliased && !has_dict {
        p.w(" {}");
    }
    p.w(" : ");
    let ts = p.ir.value_types(&p.ir.op(op).results);
    p.types(&ts);
}

pub(crate) fn parse_has_rt(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_attr_dict(p, st, "sparse_tensor.has_runtime_library")?;
    let i1 = p.ir.ty(Type::Integer { width: 1, signedness: crate::types::Signedness::Signless });
    st.result_types = vec![i1];
    Ok(())
}

pub(crate) fn print_has_rt(p: &mut Printer<'_>, op: OpId) {
    p.attr_dict(op, &[]);
}

/// `%slice at DIM attr-dict : T`
fn parse_slice_meta(p: &mut Parser<'_>, st: &mut OpState, name: &str) -> PResult<()> {
    let s = p.parse_operand()?;
    expect_kw(p, name, "at")?;
    let dim = p.parse_int()?;
    let a = super::index_attr(&mut p.ir, dim);
    p.add_prop(st, "dim", a);
    parse_attr_dict(p, st, name)?;
    let ty = parse_colon_type_of(p, name, Kind::Tensor)?;
    st.operands = vec![p.resolve_operand(&s, ty)?];
    st.result_types = vec![index_type(&mut p.ir)];
    Ok(())
}

pub(crate) fn print_slice_meta(p: &mut Printer<'_>, op: OpId) {
    p.w(" ");
    print_operand_at(p, op, 0);
    p.w(" at ");
    p.w(&int_attr(p.ir, op, "dim").map_or("?".to_string(), |d| d.to_string()));
    p.attr_dict(op, &["dim"]);
    p.w(" : ");
    print_operand_type(p, op, 0);
}

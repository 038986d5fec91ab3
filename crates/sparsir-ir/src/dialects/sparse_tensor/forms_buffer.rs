//! Custom forms of the sparse_tensor ops on buffers and storage metadata: `positions`,
//! `coordinates`, `coordinates_buffer`, `values`, `sort`, `push_back`, `expand`,
//! `compress`, `storage_specifier.init/get/set`.
//!
//! Why: these ops bridge tensors and their storage buffers (memrefs); their forms follow
//! MLIR 22's assembly formats exactly, including the result types the custom forms leave
//! implicit (`push_back` returns the buffer and an `index`, `compress` its tensor).

use super::forms_tensor::{named_parsers, parse_src_to, print_src_to};
use super::{
    enum_text, expect_kw, index_type, int_attr, parse_attr_dict, parse_colon_type_of, parse_enum,
    parse_type_of, print_operand_at, print_operand_type, Kind, SORT_KIND, SPECIFIER_KIND,
};
use crate::ids::OpId;
use crate::lexer::Tok;
use crate::parser::{OpState, PResult, Parser};
use crate::printer::Printer;

named_parsers! {
    parse_positions => parse_src_to("sparse_tensor.positions", Kind::Tensor, Kind::MemRef);
    parse_coordinates => parse_src_to("sparse_tensor.coordinates", Kind::Tensor, Kind::MemRef);
    parse_crd_buffer => parse_src_to("sparse_tensor.coordinates_buffer", Kind::Tensor, Kind::MemRef);
    parse_values => parse_src_to("sparse_tensor.values", Kind::Tensor, Kind::MemRef);
}

pub(crate) fn print_to_buffer(p: &mut Printer<'_>, op: OpId) {
    print_src_to(p, op, &[]);
}

/// `ALGORITHM %n, %xy (jointly %y, …)? attr-dict : XY (jointly Y, …)?`
pub(crate) fn parse_sort(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let name = "sparse_tensor.sort";
    let alg = parse_enum(p, name, &SORT_KIND)?;
    p.add_prop(st, "algorithm", alg);
    let n = p.parse_operand()?;
    p.expect(Tok::Comma, ",")?;
    let xy = p.parse_operand()?;
    let ys =
        if p.eat_keyword("jointly") { p.parse_comma_separated(|p| p.parse_operand())? } else { Vec::new() };
    parse_attr_dict(p, st, name)?;
    let xy_type = parse_colon_type_of(p, name, Kind::MemRef)?;
    let pos = p.pos();
    let ys_types = if p.eat_keyword("jointly") { p.parse_type_list()? } else { Vec::new() };
    let index = index_type(&mut p.ir);
    st.operands = vec![p.resolve_operand(&n, index)?, p.resolve_operand(&xy, xy_type)?];
    st.operands.extend(p.resolve_operands(&ys, &ys_types, pos)?);
    Ok(())
}

pub(crate) fn print_sort(p: &mut Printer<'_>, op: OpId) {
    let ops = p.ir.op(op).operands.clone();
    p.w("  ");
    p.w(enum_text(p.ir, op, "algorithm", &SORT_KIND));
    p.w(" ");
    p.operands(ops.get(..2.min(ops.len())).unwrap_or(&[]));
    let ys = ops.get(2..).unwrap_or(&[]);
    if !ys.is_empty() {
        p.w(" jointly ");
        p.operands(ys);
    }
    p.attr_dict(op, &["algorithm"]);
    p.w(" : ");
    print_operand_type(p, op, 1);
    if !ys.is_empty() {
        p.w(" jointly ");
        let ts = p.ir.value_types(ys);
        p.types(&ts);
    }
}

/// `(inbounds)? %size, %buf, %value (, %n)? attr-dict : index, M, T (, index)?`
pub(crate) fn parse_push_back(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    if p.eat_keyword("inbounds") {
        super::add_unit(p, st, "inbounds");
    }
    let refs = p.parse_comma_separated(|p| p.parse_operand())?;
    if !(3..=4).contains(&refs.len()) {
        return Err(p.err_expected(":"));
    }
    let name = "sparse_tensor.push_back";
    parse_attr_dict(p, st, name)?;
    p.expect(Tok::Colon, ":")?;
    let pos = p.pos();
    let mut types = vec![parse_type_of(p, name, Kind::Index)?];
    for kind in [Kind::MemRef, Kind::Any, Kind::Index].into_iter().take(refs.len() - 1) {
        p.expect(Tok::Comma, ",")?;
        types.push(parse_type_of(p, name, kind)?);
    }
    st.operands = p.resolve_operands(&refs, &types, pos)?;
    let index = index_type(&mut p.ir);
    st.result_types = vec![types[1], index];
    Ok(())
}

pub(crate) fn print_push_back(p: &mut Printer<'_>, op: OpId) {
    if super::has_unit(p.ir, op, "inbounds") {
        p.w(" inbounds");
    }
    let ops = p.ir.op(op).operands.clone();
    p.w(" ");
    p.operands(&ops);
    p.attr_dict(op, &["inbounds"]);
    p.w(" : ");
    let ts = p.ir.value_types(&ops);
    p.types(&ts);
}

/// `%t attr-dict : T to V, F, A`
pub(crate) fn parse_expand(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let name = "sparse_tensor.expand";
    let t = p.parse_operand()?;
    parse_attr_dict(p, st, name)?;
    let ty = parse_colon_type_of(p, name, Kind::Tensor)?;
    expect_kw(p, name, "to")?;
    let values = parse_type_of(p, name, Kind::Any)?;
    p.expect(Tok::Comma, ",")?;
    let filled = parse_type_of(p, name, Kind::MemRef)?;
    p.expect(Tok::Comma, ",")?;
    let added = parse_type_of(p, name, Kind::MemRef)?;
    st.operands = vec![p.resolve_operand(&t, ty)?];
    st.result_types = vec![values, filled, added, index_type(&mut p.ir)];
    Ok(())
}

pub(crate) fn print_expand(p: &mut Printer<'_>, op: OpId) {
    p.w(" ");
    print_operand_at(p, op, 0);
    p.attr_dict(op, &[]);
    p.w(" : ");
    print_operand_type(p, op, 0);
    p.w(" to ");
    let rs = p.ir.op(op).results.clone();
    let ts = p.ir.value_types(rs.get(..3.min(rs.len())).unwrap_or(&[]));
    p.types(&ts);
}

/// `%values, %filled, %added, %count into %t[%c, …] attr-dict : V, F, A, T`
pub(crate) fn parse_compress(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let mut bufs = Vec::with_capacity(4);
    for i in 0..4 {
        if i > 0 {
            p.expect(Tok::Comma, ",")?;
        }
        bufs.push(p.parse_operand()?);
    }
    let name = "sparse_tensor.compress";
    expect_kw(p, name, "into")?;
    let t = p.parse_operand()?;
    let crds = p.parse_comma_list(Tok::LSquare, Tok::RSquare, "]", |p| p.parse_operand())?;
    parse_attr_dict(p, st, name)?;
    p.expect(Tok::Colon, ":")?;
    let mut types = Vec::with_capacity(4);
    for (i, kind) in [Kind::Any, Kind::MemRef, Kind::MemRef, Kind::Tensor].into_iter().enumerate() {
        if i > 0 {
            p.expect(Tok::Comma, ",")?;
        }
        types.push(parse_type_of(p, name, kind)?);
    }
    let index = index_type(&mut p.ir);
    st.operands = vec![
        p.resolve_operand(&bufs[0], types[0])?,
        p.resolve_operand(&bufs[1], types[1])?,
        p.resolve_operand(&bufs[2], types[2])?,
        p.resolve_operand(&bufs[3], index)?,
        p.resolve_operand(&t, types[3])?,
    ];
    st.operands.extend(p.resolve_operands_same(&crds, index)?);
    st.result_types = vec![types[3]];
    Ok(())
}

pub(crate) fn print_compress(p: &mut Printer<'_>, op: OpId) {
    let ops = p.ir.op(op).operands.clone();
    p.w(" ");
    p.operands(ops.get(..4.min(ops.len())).unwrap_or(&[]));
    p.w(" into ");
    print_operand_at(p, op, 4);
    p.w("[");
    p.operands(ops.get(5..).unwrap_or(&[]));
    p.w("]");
    p.attr_dict(op, &[]);
    p.w(" : ");
    for (k, i) in [0, 1, 2, 4].into_iter().enumerate() {
        if k > 0 {
            p.w(", ");
        }
        print_operand_type(p, op, i);
    }
}

/// `attr-dict (with %src)? : (from S to)? R`
pub(crate) fn parse_spec_init(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let name = "sparse_tensor.storage_specifier.init";
    parse_attr_dict(p, st, name)?;
    let src = if p.eat_keyword("with") { Some(p.parse_operand()?) } else { None };
    p.expect(Tok::Colon, ":")?;
    let src_type = if p.eat_keyword("from") {
        let t = parse_type_of(p, name, Kind::Any)?;
        expect_kw(p, name, "to")?;
        Some(t)
    } else {
        None
    };
    st.result_types = vec![parse_type_of(p, name, Kind::Any)?];
    match (src, src_type) {
        (Some(src), Some(t)) => st.operands = vec![p.resolve_operand(&src, t)?],
        (None, None) => {}
        (src, _) => {
            let (n, pos) = src.map_or((0, p.pos()), |s| (1, s.pos));
            let msg = format!(
                "custom op '{name}' number of operands and types do not match: got {n} operands and {} types",
                1 - n
            );
            return Err(crate::diag::Diag::error(pos, msg));
        }
    }
    Ok(())
}

pub(crate) fn print_spec_init(p: &mut Printer<'_>, op: OpId) {
    p.attr_dict(op, &[]);
    let has_src = !p.ir.op(op).operands.is_empty();
    if has_src {
        p.w(" with ");
        print_operand_at(p, op, 0);
    }
    p.w(" : ");
    if has_src {
        p.w("from ");
        print_operand_type(p, op, 0);
        p.w(" to ");
    }
    super::print_result_type(p, op, 0);
}

/// `%spec KIND (at LEVEL)?`: the specifier operand; kind and level go to `st`.
fn parse_spec_field(p: &mut Parser<'_>, st: &mut OpState, name: &str) -> PResult<crate::parser::OperandRef> {
    let spec = p.parse_operand()?;
    let kind = parse_enum(p, name, &SPECIFIER_KIND)?;
    p.add_prop(st, "specifierKind", kind);
    if p.eat_keyword("at") {
        let lvl = p.parse_int()?;
        let a = super::index_attr(&mut p.ir, lvl);
        p.add_prop(st, "level", a);
    }
    Ok(spec)
}

fn print_spec_field(p: &mut Printer<'_>, op: OpId) {
    p.w(" ");
    print_operand_at(p, op, 0);
    p.w("  ");
    p.w(enum_text(p.ir, op, "specifierKind", &SPECIFIER_KIND));
    if let Some(l) = int_attr(p.ir, op, "level") {
        p.w(&format!(" at {l}"));
    }
}

/// `%spec KIND (at LEVEL)? attr-dict : S`
pub(crate) fn parse_spec_get(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let name = "sparse_tensor.storage_specifier.get";
    let spec = parse_spec_field(p, st, name)?;
    parse_attr_dict(p, st, name)?;
    let ty = parse_colon_type_of(p, name, Kind::Any)?;
    st.operands = vec![p.resolve_operand(&spec, ty)?];
    st.result_types = vec![index_type(&mut p.ir)];
    Ok(())
}

pub(crate) fn print_spec_get(p: &mut Printer<'_>, op: OpId) {
    print_spec_field(p, op);
    p.attr_dict(op, &["specifierKind", "level"]);
    p.w(" : ");
    print_operand_type(p, op, 0);
}

/// `%spec KIND (at LEVEL)? with %value attr-dict : S`
pub(crate) fn parse_spec_set(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let name = "sparse_tensor.storage_specifier.set";
    let spec = parse_spec_field(p, st, name)?;
    expect_kw(p, name, "with")?;
    let value = p.parse_operand()?;
    parse_attr_dict(p, st, name)?;
    let ty = parse_colon_type_of(p, name, Kind::Any)?;
    let index = index_type(&mut p.ir);
    st.operands = vec![p.resolve_operand(&spec, ty)?, p.resolve_operand(&value, index)?];
    st.result_types = vec![ty];
    Ok(())
}

pub(crate) fn print_spec_set(p: &mut Printer<'_>, op: OpId) {
    print_spec_field(p, op);
    p.w(" with ");
    print_operand_at(p, op, 1);
    p.attr_dict(op, &["specifierKind", "level"]);
    p.w(" : ");
    super::print_result_type(p, op, 0);
}

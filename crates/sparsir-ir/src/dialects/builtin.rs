//! `builtin.module` and `builtin.unrealized_conversion_cast`.
//!
//! Why: every program is a module; `module @name attributes {…} { … }` is its custom form.
//! The cast stands for a conversion a pass has not materialised yet (partial lowerings
//! print it): `%1 = builtin.unrealized_conversion_cast %0 : i32 to i64`.

use crate::attrs::Attr;
use crate::ids::OpId;
use crate::ir::Ir;
use crate::lexer::Tok;
use crate::parser::{OpState, PResult, Parser};
use crate::printer::Printer;
use crate::registry::OpSpec;

/// The builtin dialect's ops.
pub static OPS: &[OpSpec] = &[
    OpSpec {
        name: "builtin.module",
        parse: Some(parse_module),
        print: Some(print_module),
        inherent: &["sym_name", "sym_visibility"],
        isolated: true,
        default_dialect: Some("builtin"),
        verify: Some(verify_module),
    },
    OpSpec::custom("builtin.unrealized_conversion_cast", parse_cast, print_cast, &[]).verified(verify_cast),
];

fn parse_module(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    if p.at(Tok::AtId) {
        let name = p.parse_symbol_name()?;
        let n = p.ir.intern("sym_name");
        let a = p.ir.attr(Attr::String { value: name, ty: None });
        st.props.push((n, a));
    }
    if p.eat_keyword("attributes") {
        st.attrs = p.parse_dictionary()?;
    }
    let blocks = p.parse_region(&[], true)?;
    let mut blocks = blocks;
    if blocks.is_empty() {
        blocks.push(p.ir.create_block());
    }
    st.regions.push(blocks);
    Ok(())
}

fn print_module(p: &mut Printer<'_>, op: OpId) {
    if let Some(a) = p.ir.op_attr(op, "sym_name") {
        if let Attr::String { value, .. } = p.ir.attr_of(a) {
            p.w(" ");
            p.symbol(&value.clone());
        }
    }
    p.attr_dict_with_keyword(op, &["sym_name"]);
    p.w(" ");
    let r = p.ir.op(op).regions[0];
    p.region(r, false, true);
}

/// `($inputs^ : type($inputs))? to type($outputs) attr-dict`
fn parse_cast(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let refs = p.parse_operand_list()?;
    if !refs.is_empty() {
        let pos = p.pos();
        let types = p.parse_colon_type_list()?;
        st.operands = p.resolve_operands(&refs, &types, pos)?;
    }
    p.expect_keyword("to")?;
    st.result_types = p.parse_type_list()?;
    st.attrs = p.parse_optional_attr_dict()?;
    Ok(())
}

fn print_cast(p: &mut Printer<'_>, op: OpId) {
    let o = p.ir.op(op);
    if !o.operands.is_empty() {
        p.w(" ");
        p.operands(&o.operands);
        p.w(" : ");
        p.types(&p.ir.value_types(&o.operands));
    }
    p.w(" to ");
    p.types(&p.ir.value_types(&o.results));
    p.attr_dict(op, &[]);
}

fn verify_cast(ir: &Ir, op: OpId) -> Result<(), String> {
    if ir.op(op).results.is_empty() {
        return Err("expected at least one result for cast operation".into());
    }
    Ok(())
}

fn verify_module(ir: &Ir, op: OpId) -> Result<(), String> {
    crate::verify::check_counts(ir, op, Some(1), Some(0), Some(0), Some(0))?;
    let blocks = &ir.region(ir.op(op).regions[0]).blocks;
    match blocks.as_slice() {
        [] => Err("region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks".into()),
        [b] if !ir.block(*b).args.is_empty() => Err("region should have no arguments".into()),
        [_] if ir.op(op).attrs.iter().any(|(n, _)| !ir.str(*n).contains('.')) => {
            let (n, _) =
                ir.op(op).attrs.iter().find(|(n, _)| !ir.str(*n).contains('.')).expect("found above");
            Err(format!("can only contain attributes with dialect-prefixed names, found: '{}'", ir.str(*n)))
        }
        [_] => match ir.op_attr(op, "sym_name").map(|a| ir.attr_of(a)) {
            Some(Attr::String { .. }) | None => Ok(()),
            Some(_) => Err("attribute 'sym_name' failed to satisfy constraint: string attribute".into()),
        },
        _ => Err("expects region #0 to have 0 or 1 blocks".into()),
    }
}

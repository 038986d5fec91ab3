//! `builtin.module`.
//!
//! Why: every program is a module; `module @name attributes {…} { … }` is its custom form.

use crate::parser::{OpState, PResult, Parser};
use crate::printer::Printer;
use crate::ids::OpId;
use crate::attrs::Attr;
use crate::lexer::Tok;
use crate::registry::OpSpec;

/// The builtin dialect's ops.
pub static OPS: &[OpSpec] = &[OpSpec {
    name: "builtin.module",
    parse: Some(parse_module),
    print: Some(print_module),
    inherent: &["sym_name", "sym_visibility"],
    isolated: true,
    default_dialect: None,
    verify: None,
}];

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

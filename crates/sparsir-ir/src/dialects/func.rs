//! The `func` dialect: `func.func`, `func.call`, `func.return`.
//!
//! Why: programs are functions; `@main` is what `sparsir run` executes and
//! `@getTensorFilename` is declared `private`.

use crate::attrs::Attr;
use crate::ids::OpId;
use crate::lexer::Tok;
use crate::parser::{Argument, OpState, PResult, Parser};
use crate::printer::Printer;
use crate::registry::OpSpec;
use crate::types::Type;

/// The func dialect's ops.
pub static OPS: &[OpSpec] = &[
    OpSpec {
        name: "func.func",
        parse: Some(parse_func),
        print: Some(print_func),
        inherent: &["sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs", "no_inline"],
        isolated: true,
        default_dialect: Some("func"),
        verify: None,
    },
    OpSpec::custom("func.return", parse_return, print_return, &[]),
    OpSpec::custom("func.call", parse_call, print_call, &["callee", "arg_attrs", "res_attrs", "no_inline"]),
];

fn parse_func(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let set = |p: &mut Parser<'_>, st: &mut OpState, k: &str, a: Attr| {
        let n = p.ir.intern(k);
        let a = p.ir.attr(a);
        st.props.push((n, a));
    };
    if p.at(Tok::BareId) && matches!(p.cur_text(), "private" | "public" | "nested") {
        let v = p.bump_text().to_string();
        set(p, st, "sym_visibility", Attr::String { value: v, ty: None });
    }
    let name = p.parse_symbol_name()?;
    set(p, st, "sym_name", Attr::String { value: name, ty: None });
    // Arguments: `(%a: T {attrs}, …)` for definitions, `(T, …)` for declarations.
    let mut args: Vec<Argument> = Vec::new();
    let mut inputs = Vec::new();
    let mut arg_attrs = Vec::new();
    p.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| {
        if p.at_operand() {
            let a = p.parse_typed_arg_no_loc()?;
            inputs.push(a.ty);
            args.push(a);
        } else {
            inputs.push(p.parse_type()?);
        }
        arg_attrs.push(if p.at(Tok::LBrace) { Some(p.parse_dict_attr()?) } else { None });
        p.parse_optional_trailing_loc()?;
        Ok(())
    })?;
    let mut results = Vec::new();
    let mut res_attrs = Vec::new();
    if p.eat(Tok::Arrow) {
        if p.at(Tok::LParen) {
            p.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| {
                results.push(p.parse_type()?);
                res_attrs.push(if p.at(Tok::LBrace) { Some(p.parse_dict_attr()?) } else { None });
                Ok(())
            })?;
        } else {
            results.push(p.parse_type()?);
            res_attrs.push(None);
        }
    }
    let fty = p.ir.ty(Type::Function { inputs, results });
    set(p, st, "function_type", Attr::Type(fty));
    for (key, list) in [("arg_attrs", arg_attrs), ("res_attrs", res_attrs)] {
        if list.iter().any(|a| a.is_some()) {
            let empty = p.ir.attr(Attr::Dictionary(Vec::new()));
            let items = list.into_iter().map(|a| a.unwrap_or(empty)).collect();
            set(p, st, key, Attr::Array(items));
        }
    }
    if p.eat_keyword("attributes") {
        st.attrs = p.parse_dictionary()?;
    }
    if p.at(Tok::LBrace) {
        if args.len() != p.ir_function_inputs(fty) {
            return Err(p.error("expected SSA identifier"));
        }
        st.regions.push(p.parse_region(&args, true)?);
    } else {
        st.regions.push(Vec::new());
    }
    Ok(())
}

fn print_func(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let str_attr = |k: &str| match ir.op_attr(op, k).map(|a| ir.attr_of(a)) {
        Some(Attr::String { value, .. }) => Some(value.clone()),
        _ => None,
    };
    p.w(" ");
    if let Some(v) = str_attr("sym_visibility") {
        p.w(&v);
        p.w(" ");
    }
    p.symbol(&str_attr("sym_name").unwrap_or_default());
    let Some(Attr::Type(fty)) = ir.op_attr(op, "function_type").map(|a| ir.attr_of(a)) else { return };
    let Type::Function { inputs, results } = ir.type_of(*fty) else { return };
    let region = ir.op(op).regions.first().copied();
    let body = region.filter(|&r| !ir.region(r).blocks.is_empty());
    let dict_list = |k: &str| match ir.op_attr(op, k).map(|a| ir.attr_of(a)) {
        Some(Attr::Array(items)) => items.clone(),
        _ => Vec::new(),
    };
    let (arg_attrs, res_attrs) = (dict_list("arg_attrs"), dict_list("res_attrs"));
    p.w("(");
    for (i, &t) in inputs.iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        if let Some(r) = body {
            let entry = ir.region(r).blocks[0];
            if let Some(&v) = ir.block(entry).args.get(i) {
                p.operand(v);
                p.w(": ");
            }
        }
        p.ty(t);
        print_arg_dict(p, arg_attrs.get(i).copied());
    }
    p.w(")");
    if !results.is_empty() {
        p.w(" -> ");
        let with_attrs = res_attrs.iter().any(|&a| !matches!(ir.attr_of(a), Attr::Dictionary(d) if d.is_empty()));
        if results.len() == 1 && !with_attrs && !matches!(ir.type_of(results[0]), Type::Function { .. }) {
            p.ty(results[0]);
        } else {
            p.w("(");
            for (i, &t) in results.iter().enumerate() {
                if i > 0 {
                    p.w(", ");
                }
                p.ty(t);
                print_arg_dict(p, res_attrs.get(i).copied());
            }
            p.w(")");
        }
    }
    p.attr_dict_with_keyword(op, &["sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs"]);
    if let Some(r) = body {
        p.w(" ");
        p.region(r, false, true);
    }
}

fn print_arg_dict(p: &mut Printer<'_>, a: Option<crate::ids::AttrId>) {
    if let Some(a) = a {
        if !matches!(p.ir.attr_of(a), Attr::Dictionary(d) if d.is_empty()) {
            p.w(" ");
            p.attr(a);
        }
    }
}

fn parse_return(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let refs = p.parse_operand_list()?;
    st.attrs = p.parse_optional_attr_dict()?;
    if !refs.is_empty() {
        let pos = p.pos();
        let types = p.parse_colon_type_list()?;
        st.operands = p.resolve_operands(&refs, &types, pos)?;
    }
    Ok(())
}

fn print_return(p: &mut Printer<'_>, op: OpId) {
    let ops = p.ir.op(op).operands.clone();
    p.attr_dict(op, &[]);
    if !ops.is_empty() {
        p.w(" ");
        p.operands(&ops);
        p.w(" : ");
        let tys = p.ir.value_types(&ops);
        p.types(&tys);
    }
}

fn parse_call(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let callee = p.parse_symbol_name()?;
    let refs = p.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| p.parse_operand())?;
    st.attrs = p.parse_optional_attr_dict()?;
    let pos = p.pos();
    p.expect(Tok::Colon, ":")?;
    let (ins, outs) = p.parse_function_type()?;
    st.operands = p.resolve_operands(&refs, &ins, pos)?;
    st.result_types = outs;
    let n = p.ir.intern("callee");
    let a = p.ir.attr(Attr::SymbolRef(vec![callee]));
    st.props.push((n, a));
    Ok(())
}

fn print_call(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    if let Some(Attr::SymbolRef(path)) = ir.op_attr(op, "callee").map(|a| ir.attr_of(a)) {
        p.w(" ");
        p.symbol(&path[0]);
    }
    let o = ir.op(op);
    p.w("(");
    p.operands(&o.operands);
    p.w(")");
    p.attr_dict(op, &["callee"]);
    p.w(" : ");
    p.function_type(&ir.value_types(&o.operands), &ir.value_types(&o.results));
}

//! The `func` dialect: `func.func`, `func.call`, `func.return`.
//!
//! Why: programs are functions; `@main` is what `sparsir run` executes and
//! `@getTensorFilename` is declared `private`.

use crate::attrs::Attr;
use crate::ids::{OpId, TypeId};
use crate::ir::Ir;
use crate::lexer::Tok;
use crate::parser::{Argument, OpState, PResult, Parser};
use crate::printer::Printer;
use crate::registry::OpSpec;
use crate::types::Type;
use crate::verify::check_counts;

/// The func dialect's ops.
pub static OPS: &[OpSpec] = &[
    OpSpec {
        name: "func.func",
        parse: Some(parse_func),
        print: Some(print_func),
        inherent: &["sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs", "no_inline"],
        isolated: true,
        default_dialect: Some("func"),
        verify: Some(verify_func),
    },
    OpSpec::custom("func.return", parse_return, print_return, &[]).verified(verify_return),
    OpSpec::custom("func.call", parse_call, print_call, &["callee", "arg_attrs", "res_attrs", "no_inline"])
        .verified(verify_call),
    OpSpec::custom("func.constant", parse_constant, print_constant, &["value"]),
    OpSpec::custom(
        "func.call_indirect",
        parse_call_indirect,
        print_call_indirect,
        &["arg_attrs", "res_attrs"],
    )
    .verified(verify_call_indirect),
];

/// The callee is a function value whose inputs and results are the op's (ODS).
fn verify_call_indirect(ir: &Ir, op: OpId) -> Result<(), String> {
    let o = ir.op(op);
    let Some((&callee, args)) = o.operands.split_first() else {
        return Err("expected 1 or more operands, but found 0".into());
    };
    let ty = ir.value_type(callee);
    let Type::Function { inputs, results } = ir.type_of(ty) else {
        return Err(format!(
            "operand #0 must be function type, but got '{}'",
            crate::printer::type_to_string(ir, ty)
        ));
    };
    if inputs.as_slice() != ir.value_types(args).as_slice() {
        return Err("failed to verify that callee input types match argument types".into());
    }
    if results.as_slice() != ir.value_types(&o.results).as_slice() {
        return Err("failed to verify that callee result types match result types".into());
    }
    Ok(())
}

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
    let dict_pos = p.pos();
    if p.eat_keyword("attributes") {
        st.attrs = p.parse_dictionary()?;
    }
    for inferred in ["sym_visibility", "sym_name", "function_type"] {
        if st.attrs.iter().any(|(n, _)| p.ir.str(*n) == inferred) {
            return Err(crate::diag::Diag::error(
                dict_pos,
                format!(
                    "custom op 'func.func' '{inferred}' is an inferred attribute and should not be specified in the explicit attribute dictionary"
                ),
            ));
        }
    }
    if p.at(Tok::LBrace) {
        // Unnamed arguments (`(i32) {`) leave the entry block to a `^bb0(…)` label, as in
        // MLIR; the verifier compares it with the signature.
        if !args.is_empty() && args.len() != p.ir_function_inputs(fty) {
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
        let with_attrs =
            res_attrs.iter().any(|&a| !matches!(ir.attr_of(a), Attr::Dictionary(d) if d.is_empty()));
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

// ---- verifiers (MLIR's checks and messages) ------------------------------------------------

fn type_text(ir: &Ir, t: TypeId) -> String {
    format!("'{}'", crate::printer::type_to_string(ir, t))
}

/// The `function_type` of a `func.func`, when it has a valid one.
fn function_type(ir: &Ir, op: OpId) -> Option<(&[TypeId], &[TypeId])> {
    match ir.op_attr(op, "function_type").map(|a| ir.attr_of(a)) {
        Some(Attr::Type(t)) => match ir.type_of(*t) {
            Type::Function { inputs, results } => Some((inputs, results)),
            _ => None,
        },
        _ => None,
    }
}

fn str_attr<'a>(ir: &'a Ir, op: OpId, name: &str) -> Option<&'a str> {
    match ir.op_attr(op, name).map(|a| ir.attr_of(a)) {
        Some(Attr::String { value, .. }) => Some(value),
        _ => None,
    }
}

fn verify_func(ir: &Ir, op: OpId) -> Result<(), String> {
    check_counts(ir, op, Some(1), Some(0), Some(0), Some(0))?;
    if ir.op_attr(op, "function_type").is_none() {
        return Err("requires attribute 'function_type'".into());
    }
    if ir.op_attr(op, "sym_name").is_none() {
        return Err("requires attribute 'sym_name'".into());
    }
    let Some((inputs, results)) = function_type(ir, op) else {
        return Err(
            "attribute 'function_type' failed to satisfy constraint: type attribute of function type".into(),
        );
    };
    if str_attr(ir, op, "sym_name").is_none() {
        return Err("attribute 'sym_name' failed to satisfy constraint: string attribute".into());
    }
    for (key, n, what) in [("arg_attrs", inputs.len(), "argument"), ("res_attrs", results.len(), "result")] {
        let Some(a) = ir.op_attr(op, key) else { continue };
        let Attr::Array(items) = ir.attr_of(a) else {
            return Err(format!(
                "attribute '{key}' failed to satisfy constraint: Array of dictionary attributes"
            ));
        };
        if items.iter().any(|&i| !matches!(ir.attr_of(i), Attr::Dictionary(_))) {
            return Err(format!(
                "attribute '{key}' failed to satisfy constraint: Array of dictionary attributes"
            ));
        }
        if items.len() != n {
            let plural = if what == "argument" { "arguments" } else { "results" };
            return Err(format!(
                "expects {what} attribute array to have the same number of elements as the number of function {plural}, got {}, but expected {n}",
                items.len()
            ));
        }
    }
    verify_symbol_place(ir, op)?;
    let regions = &ir.op(op).regions;
    let visibility = ir.op_attr(op, "sym_visibility");
    let vis = match visibility.map(|a| ir.attr_of(a)) {
        None => "public",
        Some(Attr::String { value, .. }) if matches!(value.as_str(), "public" | "private" | "nested") => {
            value
        }
        Some(Attr::String { value, .. }) => {
            return Err(format!(
                "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"{value}\""
            ))
        }
        Some(_) => {
            return Err("attribute 'sym_visibility' failed to satisfy constraint: string attribute".into())
        }
    };
    let blocks = &ir.region(regions[0]).blocks;
    let Some(&entry) = blocks.first() else {
        if vis == "public" {
            return Err("symbol declaration cannot have public visibility".into());
        }
        return Ok(());
    };
    let args = &ir.block(entry).args;
    if args.len() != inputs.len() {
        return Err(format!("entry block must have {} arguments to match function signature", inputs.len()));
    }
    for (i, (&a, &t)) in args.iter().zip(inputs).enumerate() {
        let at = ir.value_type(a);
        if at != t {
            return Err(format!(
                "type of entry block argument #{i}({}) must match the type of the corresponding argument in function signature({})",
                type_text(ir, at),
                type_text(ir, t)
            ));
        }
    }
    Ok(())
}

/// A function's parent must be a symbol table (a module; unknown ops may be one). Names
/// defined twice in a module are found by [`crate::verify`].
fn verify_symbol_place(ir: &Ir, op: OpId) -> Result<(), String> {
    let Some(parent) = ir.parent_op(op) else { return Ok(()) };
    let parent_name = ir.op_name(parent);
    if parent_name != "builtin.module" && crate::registry::lookup(parent_name).is_some() {
        return Err("symbol's parent must have the SymbolTable trait".into());
    }
    Ok(())
}

fn verify_return(ir: &Ir, op: OpId) -> Result<(), String> {
    check_counts(ir, op, Some(0), Some(0), Some(0), None)?;
    let Some(func) = ir.parent_op(op).filter(|&f| ir.op_name(f) == "func.func") else {
        return Err("expects parent op 'func.func'".into());
    };
    if let Some(b) = ir.op(op).parent {
        if ir.block(b).ops.last() != Some(&op) {
            return Err("must be the last operation in the parent block".into());
        }
    }
    let Some((_, results)) = function_type(ir, func) else { return Ok(()) };
    let name = str_attr(ir, func, "sym_name").unwrap_or("");
    let operands = &ir.op(op).operands;
    if operands.len() != results.len() {
        return Err(format!(
            "has {} operands, but enclosing function (@{name}) returns {}",
            operands.len(),
            results.len()
        ));
    }
    for (i, (&v, &t)) in operands.iter().zip(results).enumerate() {
        let vt = ir.value_type(v);
        if vt != t {
            return Err(format!(
                "type of return operand {i} ({}) doesn't match function result type ({}) in function @{name}",
                type_text(ir, vt),
                type_text(ir, t)
            ));
        }
    }
    Ok(())
}

/// The `func.func` a flat symbol names in the nearest enclosing module.
fn lookup_function(ir: &Ir, from: OpId, name: &str) -> Option<OpId> {
    let mut scope = ir.parent_op(from);
    while let Some(s) = scope {
        if ir.op_name(s) == "builtin.module" {
            break;
        }
        scope = ir.parent_op(s);
    }
    let module = scope?;
    symbol_cache::lookup(ir, module, name, |f| str_attr(ir, f, "sym_name") == Some(name))
}

/// Symbol tables of modules, so that verifying N calls in a module of N functions is not
/// quadratic. One table is kept per thread, for the last (IR, module) asked about; a hit
/// is re-checked against the IR (the IR may have changed), a miss rebuilds the table once.
mod symbol_cache {
    use std::cell::RefCell;
    use std::collections::HashMap;

    use crate::ids::OpId;
    use crate::ir::Ir;

    type Table = (usize, OpId, HashMap<String, OpId>);

    thread_local! {
        static TABLE: RefCell<Option<Table>> = const { RefCell::new(None) };
    }

    fn body(ir: &Ir, module: OpId) -> Option<crate::ids::BlockId> {
        let region = ir.op(module).regions.first()?;
        ir.region(*region).blocks.first().copied()
    }

    fn build(ir: &Ir, module: OpId) -> Table {
        let mut map = HashMap::new();
        let ops = body(ir, module).map_or(&[][..], |b| &ir.block(b).ops);
        for &op in ops {
            if let Some(crate::attrs::Attr::String { value, .. }) =
                ir.op_attr(op, "sym_name").map(|a| ir.attr_of(a))
            {
                map.entry(value.clone()).or_insert(op);
            }
        }
        (ir as *const Ir as usize, module, map)
    }

    pub(super) fn lookup(ir: &Ir, module: OpId, name: &str, is_it: impl Fn(OpId) -> bool) -> Option<OpId> {
        let key = (ir as *const Ir as usize, module);
        let block = body(ir, module);
        let valid =
            |op: OpId| op.index() < ir.num_ops() && ir.op(op).parent == block && block.is_some() && is_it(op);
        TABLE.with(|t| {
            let mut t = t.borrow_mut();
            if let Some((a, m, map)) = t.as_ref() {
                if (*a, *m) == key {
                    if let Some(op) = map.get(name).copied().filter(|&op| valid(op)) {
                        return Some(op);
                    }
                }
            }
            let table = build(ir, module);
            let found = table.2.get(name).copied();
            *t = Some(table);
            found
        })
    }
}

fn verify_call(ir: &Ir, op: OpId) -> Result<(), String> {
    check_counts(ir, op, Some(0), None, Some(0), None)?;
    let path = match ir.op_attr(op, "callee").map(|a| ir.attr_of(a)) {
        Some(Attr::SymbolRef(path)) => path,
        Some(_) => {
            return Err(
                "attribute 'callee' failed to satisfy constraint: flat symbol reference attribute".into()
            )
        }
        None => return Err("requires attribute 'callee'".into()),
    };
    if path.len() != 1 {
        return Err("attribute 'callee' failed to satisfy constraint: flat symbol reference attribute".into());
    }
    let name = &path[0];
    let Some(callee) = lookup_function(ir, op, name).filter(|&f| ir.op_name(f) == "func.func") else {
        return Err(format!("'{name}' does not reference a valid function"));
    };
    let Some((inputs, results)) = function_type(ir, callee) else { return Ok(()) };
    let o = ir.op(op);
    if o.operands.len() != inputs.len() {
        return Err("incorrect number of operands for callee".into());
    }
    for (i, (&v, &t)) in o.operands.iter().zip(inputs).enumerate() {
        let vt = ir.value_type(v);
        if vt != t {
            return Err(format!(
                "operand type mismatch: expected operand type {}, but provided {} for operand number {i}",
                type_text(ir, t),
                type_text(ir, vt)
            ));
        }
    }
    if o.results.len() != results.len() {
        return Err("incorrect number of results for callee".into());
    }
    for (i, (&v, &t)) in o.results.iter().zip(results).enumerate() {
        if ir.value_type(v) != t {
            let list = |ts: &[TypeId]| ts.iter().map(|&t| type_text(ir, t)).collect::<Vec<_>>().join(", ");
            let ours = list(&ir.value_types(&o.results));
            let msg = crate::verify::with_note(
                format!("result type mismatch at index {i}"),
                op,
                format!("      op result types: {ours}"),
            );
            return Err(crate::verify::with_note(
                msg,
                op,
                format!("function result types: {}", list(results)),
            ));
        }
    }
    Ok(())
}

/// `func.constant @f : (i32) -> i32`
fn parse_constant(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let name = p.parse_symbol_name()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let ty = p.parse_colon_type()?;
    let a = p.ir.attr(Attr::SymbolRef(vec![name]));
    p.add_prop(st, "value", a);
    st.result_types.push(ty);
    Ok(())
}

fn print_constant(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    if let Some(Attr::SymbolRef(path)) = ir.op_attr(op, "value").map(|a| ir.attr_of(a)) {
        p.w(" ");
        p.symbol(&path[0]);
    }
    p.attr_dict(op, &["value"]);
    p.w(" : ");
    p.ty(ir.value_type(ir.op(op).results[0]));
}

/// `func.call_indirect %f(%x) : (i32) -> i32`
fn parse_call_indirect(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let callee = p.parse_operand()?;
    let args = p.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| p.parse_operand())?;
    st.attrs = p.parse_optional_attr_dict()?;
    let pos = p.pos();
    p.expect(Tok::Colon, ":")?;
    let fty = p.parse_type()?;
    let Type::Function { inputs, results } = p.ir.type_of(fty).clone() else {
        return Err(p.op_error_at(pos, "expected function type"));
    };
    st.operands.push(p.resolve_operand(&callee, fty)?);
    st.operands.extend(p.resolve_operands(&args, &inputs, pos)?);
    st.result_types = results;
    Ok(())
}

fn print_call_indirect(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    let Some((&callee, args)) = o.operands.split_first() else { return };
    p.w(" ");
    p.operand(callee);
    p.w("(");
    p.operands(args);
    p.w(")");
    p.attr_dict(op, &[]);
    p.w(" : ");
    p.ty(ir.value_type(callee));
}

//! Parsing a piece of IR into an existing [`Ir`]: the tool rewrites are written with.
//!
//! Why: a rewrite that replaces one op by a dozen (`graphblas.matrix_multiply` becomes
//! `tensor.dim`s, a `tensor.empty` and a `linalg.generic` with semiring regions) is
//! clearest as the MLIR text it produces. A snippet is that text, with free names bound
//! to values (`%a`) and types (`!out`) of the IR being rewritten; its ops are parsed
//! into the same arenas, so they can be spliced in where the rewritten op was.

use super::{PResult, Parser};
use crate::ids::{OpId, TypeId, ValueId};
use crate::ir::Ir;
use crate::lexer::Tok;

/// What a snippet gave: its top-level ops, in order (in no block yet), and the values its
/// top-level ops defined, by name (without `%`).
pub struct Snippet {
    /// The ops, not yet in a block.
    pub ops: Vec<OpId>,
    /// `name` → value, for every name defined at the top level of the snippet.
    pub defined: Vec<(String, ValueId)>,
}

impl Snippet {
    /// The value the snippet named `name`.
    pub fn value(&self, name: &str) -> Option<ValueId> {
        self.defined.iter().find(|(n, _)| n == name).map(|(_, v)| *v)
    }
}

/// Parses `text` (a list of ops) into `ir`. `values` binds free names (`("a", v)` makes
/// `%a` mean `v`), `types` binds type aliases (`("out", t)` makes `!out` mean `t`).
/// Errors carry byte offsets into `text` (a snippet is generated text: an error is an
/// internal error of the rewrite that wrote it).
pub fn parse_snippet(
    ir: &mut Ir,
    text: &str,
    values: &[(&str, ValueId)],
    types: &[(&str, TypeId)],
) -> PResult<Snippet> {
    let mut p = Parser::new(text);
    p.ir = std::mem::take(ir);
    let result = parse_in(&mut p, values, types);
    *ir = std::mem::take(&mut p.ir);
    result
}

fn parse_in(p: &mut Parser<'_>, values: &[(&str, ValueId)], types: &[(&str, TypeId)]) -> PResult<Snippet> {
    for (name, ty) in types {
        p.type_aliases.insert((*name).to_string(), *ty);
    }
    p.default_dialects.push("func");
    p.push_name_scope(true);
    for (name, v) in values {
        p.define_values(&format!("%{name}"), 0, vec![*v])?;
    }
    let block = p.ir.create_block();
    while !p.at(Tok::Eof) {
        let op = p.parse_operation()?;
        p.ir.append_op(block, op);
    }
    let defined: Vec<(String, ValueId)> = p.top_level_names();
    p.pop_name_scope()?;
    let ops = std::mem::take(&mut p.ir.block_mut(block).ops);
    for &op in &ops {
        p.ir.op_mut(op).parent = None;
    }
    let bound: Vec<&str> = values.iter().map(|(n, _)| *n).collect();
    let defined = defined.into_iter().filter(|(n, _)| !bound.contains(&n.as_str())).collect();
    Ok(Snippet { ops, defined })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snippets_bind_values_and_types_and_name_their_results() {
        let mut ir = crate::parse("func.func @f(%x: f64) -> f64 {\n  return %x : f64\n}").expect("parses");
        let top = ir.top.expect("module");
        let mut arg = None;
        ir.walk(top, &mut |op| {
            if ir.op_name(op) == "func.return" {
                arg = Some(ir.op(op).operands[0]);
            }
        });
        let x = arg.expect("the return's operand");
        let f64_ty = ir.value_type(x);
        let text = "%two = arith.constant 2.0 : !t\n%y = arith.mulf %x, %two : !t\n";
        let s = parse_snippet(&mut ir, text, &[("x", x)], &[("t", f64_ty)]).expect("snippet parses");
        assert_eq!(s.ops.len(), 2);
        assert!(s.ops.iter().all(|&op| ir.op(op).parent.is_none()));
        let y = s.value("y").expect("%y defined");
        assert_eq!(ir.value_type(y), f64_ty);
        assert!(s.value("x").is_none(), "bound names are not results");
        let mul = ir.defining_op(y).expect("an op result");
        assert_eq!(ir.op(mul).operands[0], x);
        // A redefinition of a bound name is an error, as in MLIR.
        assert!(parse_snippet(&mut ir, "%x = arith.constant 1.0 : f64\n", &[("x", x)], &[]).is_err());
    }
}

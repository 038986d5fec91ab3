//! The `affine` dialect ops that appear in sparse programs: `affine.apply`, `affine.min`,
//! `affine.max`.
//!
//! Why: index arithmetic written as maps (`affine.apply affine_map<(d0) -> (d0 * 4)>(%j)`)
//! shows up in tiled and sliced code; the rest of the affine dialect (loops, sets) is not
//! supported.

use crate::attrs::Attr;
use crate::ids::OpId;
use crate::lexer::Tok;
use crate::parser::{OpState, PResult, Parser};
use crate::printer::Printer;
use crate::registry::OpSpec;
use crate::types::Type;

/// The affine dialect's ops.
pub static OPS: &[OpSpec] = &[
    OpSpec::custom("affine.apply", parse_map_op, print_map_op, &["map"]).verified(verify_map_op),
    OpSpec::custom("affine.min", parse_map_op, print_map_op, &["map"]).verified(verify_map_op),
    OpSpec::custom("affine.max", parse_map_op, print_map_op, &["map"]).verified(verify_map_op),
];

/// `affine.apply #map(%d0, %d1)[%s0]`: the map, dimension operands, symbol operands.
fn parse_map_op(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let map_pos = p.pos();
    let map = p.parse_attr(None)?;
    let Attr::AffineMap(m) = p.ir.attr_of(map).clone() else {
        return Err(p.op_error_at(map_pos, "expected an affine map"));
    };
    let dims = p.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| p.parse_operand())?;
    let syms = if p.at(Tok::LSquare) {
        p.parse_comma_list(Tok::LSquare, Tok::RSquare, "]", |p| p.parse_operand())?
    } else {
        Vec::new()
    };
    if dims.len() != m.num_dims as usize || syms.len() != m.num_syms as usize {
        return Err(p.op_error_at(map_pos, "dimension or symbol operand count does not equal the map's"));
    }
    let index = p.ir.ty(Type::Index);
    st.operands = p.resolve_operands_same(&dims, index)?;
    st.operands.extend(p.resolve_operands_same(&syms, index)?);
    p.add_prop(st, "map", map);
    st.attrs = p.parse_optional_attr_dict()?;
    st.result_types.push(index);
    Ok(())
}

fn print_map_op(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let Some(map) = ir.op_attr(op, "map") else { return };
    let Attr::AffineMap(m) = ir.attr_of(map) else { return };
    let operands = &ir.op(op).operands;
    let split = (m.num_dims as usize).min(operands.len());
    p.w(" ");
    p.attr(map);
    p.w("(");
    p.operands(&operands[..split]);
    p.w(")");
    if m.num_syms > 0 {
        p.w("[");
        p.operands(&operands[split..]);
        p.w("]");
    }
    p.attr_dict(op, &["map"]);
}

fn verify_map_op(ir: &crate::ir::Ir, op: OpId) -> Result<(), String> {
    let o = ir.op(op);
    let Some(Attr::AffineMap(m)) = ir.op_attr(op, "map").map(|a| ir.attr_of(a)) else {
        return Err("requires attribute 'map'".into());
    };
    if o.operands.len() != (m.num_dims + m.num_syms) as usize {
        return Err("operand count and affine map dimension and symbol count must match".into());
    }
    let apply = ir.op_name(op) == "affine.apply";
    if apply && m.exprs.len() != 1 {
        return Err("mapping must produce one value".into());
    }
    if o.results.len() != 1
        || o.operands.iter().chain(&o.results).any(|&v| !matches!(ir.type_of(ir.value_type(v)), Type::Index))
    {
        return Err("operands and result must be of type index".into());
    }
    Ok(())
}

//! The custom form of named structured ops (`linalg.matmul`, `fill`, `add`, `exp`,
//! `elementwise`, …): `[indexing_maps = […]] [kind=…] {attrs} ins(…) outs(…) [-> types]`.
//!
//! Why: named ops are what users write for common kernels; their bodies are implicit
//! (built by [`super::body`]) and `matmul`-like ops carry default indexing maps MLIR 22
//! materializes as a property and leaves out of the custom form.

use super::body::{arity, mul_add, payload_name, payload_of, special_kind, Builder};
use super::{elem_or_self, ins_outs, parse_ins_outs, print_ins_outs};
use crate::attrs::{AffineMap, Attr};
use crate::diag::Diag;
use crate::dialects::mixed::dense_i32;
use crate::ids::{AttrId, OpId, ValueId};
use crate::ir::Ir;
use crate::lexer::Tok;
use crate::parser::{OpState, PResult, Parser};
use crate::printer::Printer;
use sparsir_storage::encoding::affine::AffineExpr;

/// Ops whose body is `mul` then `add` (contractions).
const CONTRACTIONS: &[&str] =
    &["linalg.matmul", "linalg.batch_matmul", "linalg.matvec", "linalg.vecmat", "linalg.dot"];

fn map(n: u32, dims: &[u32]) -> AffineMap {
    AffineMap { num_dims: n, num_syms: 0, exprs: dims.iter().map(|&d| AffineExpr::Var(d)).collect() }
}

/// The default `indexing_maps` of ops that have the property (`None` for the others).
pub(super) fn default_maps(ir: &mut Ir, name: &str, out_rank: usize, n_operands: usize) -> Option<AttrId> {
    let maps = match name {
        "linalg.matmul" => vec![map(3, &[0, 2]), map(3, &[2, 1]), map(3, &[0, 1])],
        "linalg.batch_matmul" => vec![map(4, &[0, 1, 3]), map(4, &[0, 3, 2]), map(4, &[0, 1, 2])],
        "linalg.elementwise" => vec![AffineMap::identity(out_rank as u32); n_operands],
        _ => return None,
    };
    let items = maps.into_iter().map(|m| ir.attr(Attr::AffineMap(m))).collect();
    Some(ir.attr(Attr::Array(items)))
}

fn short_name(full: &str) -> &str {
    full.strip_prefix("linalg.").unwrap_or(full)
}

/// The op name, read back from the source before the custom form (the parse function
/// is shared by all named ops).
fn op_name(p: &Parser<'_>, pos: u32) -> String {
    let start = crate::dialects::scf::op_name_pos(p, pos) as usize;
    let text = &p.source()[start..pos as usize];
    let name = text.trim();
    if name.contains('.') {
        name.to_string()
    } else {
        format!("linalg.{name}")
    }
}

pub(super) fn parse_named(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let name = op_name(p, p.pos());
    let start = p.pos();
    // `elementwise` writes `kind=… indexing_maps = […]`; the contractions only the maps.
    let mut maps = None;
    if name == "linalg.elementwise" {
        p.expect_keyword("kind")?;
        p.expect(Tok::Equal, "=")?;
        let kind = p.parse_attr(None)?;
        p.add_prop(st, "kind", kind);
    }
    if p.eat_keyword("indexing_maps") {
        p.expect(Tok::Equal, "=")?;
        maps = Some(p.parse_attr(None)?);
    }
    let dict_pos = p.pos();
    st.attrs = p.parse_optional_attr_dict()?;
    if let Some(msg) = super::conv::attr_error(&p.ir, &name, &st.attrs) {
        return Err(p.op_error_at(dict_pos, msg));
    }
    let cast = p.ir.intern("cast");
    let inherent =
        |n: &str| n == "cast" || (super::conv::has_window(&name) && matches!(n, "strides" | "dilations"));
    let (props, rest): (Vec<_>, Vec<_>) =
        std::mem::take(&mut st.attrs).into_iter().partition(|(n, _)| inherent(p.ir.str(*n)));
    st.props.extend(props);
    st.attrs = rest;
    let (ins, outs) = parse_ins_outs(p)?;
    st.result_types = p.parse_optional_arrow_types()?;
    let out_rank =
        outs.first().and_then(|&o| p.ir.type_of(p.ir.value_type(o)).shape().map(|s| s.len())).unwrap_or(0);
    if maps.is_none() {
        maps = default_maps(&mut p.ir, &name, out_rank, ins.len() + outs.len());
    }
    if let Some(m) = maps {
        p.add_prop(st, "indexing_maps", m);
    }
    let sizes = dense_i32(&mut p.ir, &[ins.len(), outs.len()]);
    p.add_prop(st, "operandSegmentSizes", sizes);
    let unsigned = st.props.iter().any(|&(n, a)| {
        n == cast && matches!(p.ir.attr_of(a), Attr::Opaque { body, .. } if body == "type_fn<cast_unsigned>")
    });
    let kind = elementwise_kind(&p.ir, &st.props);
    let body = build_body(&mut p.ir, &name, kind.as_deref(), &ins, &outs, unsigned).map_err(|m| {
        if m.starts_with('[') {
            p.op_error_at(p.pos(), m)
        } else {
            Diag::error(start, m)
        }
    })?;
    st.regions.push(vec![body]);
    st.operands = [ins, outs].concat();
    Ok(())
}

/// The `kind` of a `linalg.elementwise` (`exp` for `#linalg.elementwise_kind<exp>`).
fn elementwise_kind(ir: &Ir, props: &[(crate::ids::StrId, AttrId)]) -> Option<String> {
    props.iter().find_map(|&(n, a)| match ir.attr_of(a) {
        Attr::Opaque { body, .. } if ir.str(n) == "kind" => {
            body.strip_prefix("elementwise_kind<").and_then(|b| b.strip_suffix('>')).map(str::to_string)
        }
        _ => None,
    })
}

/// Builds the implicit body block of a named op.
fn build_body(
    ir: &mut Ir,
    name: &str,
    kind: Option<&str>,
    ins: &[ValueId],
    outs: &[ValueId],
    unsigned: bool,
) -> Result<crate::ids::BlockId, String> {
    let block = ir.create_block();
    let args: Vec<ValueId> = ins
        .iter()
        .chain(outs)
        .map(|&v| {
            let t = elem_or_self(ir, ir.value_type(v));
            ir.add_block_arg(block, t)
        })
        .collect();
    let mut b = Builder { ir, block };
    let short = short_name(name);
    if let Some(done) = super::conv::build_body(&mut b, name, &args) {
        done?;
    } else if CONTRACTIONS.contains(&name) {
        mul_add(&mut b, &args, unsigned)?;
    } else if matches!(short, "fill" | "copy") {
        let Some(&first) = args.first() else { return Err(format!("'{name}' expects an input")) };
        b.yield_values(vec![first]);
    } else {
        let kind =
            if name == "linalg.elementwise" { kind.ok_or("unsupported: elementwise kind")? } else { short };
        if let Some(done) = special_kind(&mut b, kind, &args) {
            done?;
            return Ok(block);
        }
        let payload =
            payload_of(kind).ok_or_else(|| format!("unsupported: the implicit body of '{name}' ({kind})"))?;
        let n = arity(kind);
        if args.len() != n + 1 {
            return Err(format!("unsupported: '{name}' with {} operands", args.len()));
        }
        let out = b.ir.value_type(args[n]);
        if args[..n].iter().any(|&a| b.ir.value_type(a) != out) {
            return Err(format!("unsupported: the implicit body of '{name}' with mixed element types"));
        }
        let op = payload_name(b.ir, payload, out)
            .ok_or_else(|| format!("unsupported: the implicit body of '{name}' on this element type"))?;
        let r = b.op(op, args[..n].to_vec(), out);
        b.yield_values(vec![r]);
    }
    Ok(block)
}

pub(super) fn print_named(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let name = ir.op_name(op);
    let (ins, outs) = ins_outs(p, op);
    let mut elided = vec!["operandSegmentSizes", "linalg.memoized_indexing_maps", "kind"];
    if let Some(kind) = ir.op_attr(op, "kind").filter(|_| name == "linalg.elementwise") {
        p.w(" kind=");
        p.attr(kind);
    }
    if let Some(maps) = ir.op_attr(op, "indexing_maps") {
        let out_rank =
            outs.first().and_then(|&o| ir.type_of(ir.value_type(o)).shape().map(|s| s.len())).unwrap_or(0);
        elided.push("indexing_maps");
        if !is_default_maps(ir, name, maps, out_rank, ins.len() + outs.len()) {
            p.w(" indexing_maps = ");
            p.attr(maps);
        }
    }
    p.attr_dict(op, &elided);
    print_ins_outs(p, &ins, &outs);
    let results = ir.op(op).results.clone();
    if !results.is_empty() {
        p.w(" -> ");
        p.result_types(&ir.value_types(&results));
    }
}

/// True when `maps` equal the op's default indexing maps.
fn is_default_maps(ir: &Ir, name: &str, maps: AttrId, out_rank: usize, n: usize) -> bool {
    let Attr::Array(items) = ir.attr_of(maps) else { return false };
    let want: Vec<AffineMap> = match name {
        "linalg.matmul" => vec![map(3, &[0, 2]), map(3, &[2, 1]), map(3, &[0, 1])],
        "linalg.batch_matmul" => vec![map(4, &[0, 1, 3]), map(4, &[0, 3, 2]), map(4, &[0, 1, 2])],
        "linalg.elementwise" => vec![AffineMap::identity(out_rank as u32); n],
        _ => return false,
    };
    items.len() == want.len()
        && items.iter().zip(&want).all(|(&a, w)| matches!(ir.attr_of(a), Attr::AffineMap(m) if m == w))
}

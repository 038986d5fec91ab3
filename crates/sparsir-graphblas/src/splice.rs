//! Splicing a rewrite's snippet in place of the op it replaces.
//!
//! Why: every rewrite ends the same way — parse the generated text with the op's
//! operands bound, put the new ops where the op was, make the op's results' uses read
//! the snippet's values, move the user's blocks (a `*_generic` op's `mult`, `add`,
//! `transform_out`… blocks) into the regions the snippet left for them, and drop the op.
//!
//! A slot is marked in the text by a `gb_slot = K` attribute: on an op with regions
//! (`sparse_tensor.binary … {gb_slot = 8}`, region `K % 8` of that op receives the block of
//! slot `K / 8`), or on a placeholder `"gb.inline"() {gb_slot = …} : () -> T` whose
//! result becomes the value the block yields, the block's ops inlined before it (an
//! `add_identity` block computes the reduction's identity).

use sparsir_ir::attrs::Attr;
use sparsir_ir::dialects::graphblas::verify_regions::region_of_kind;
use sparsir_ir::parser::parse_snippet;
use sparsir_ir::{Ir, OpId, RegionId, TypeId, ValueId};

/// Where a user block goes.
pub enum Slot {
    /// Into a region of the marked op; the block keeps its first `keep_args` arguments,
    /// the others (coordinates) become `linalg.index` of the loops in `coords`; its
    /// `graphblas.yield` becomes `terminator`.
    Region { block_of: RegionId, keep_args: usize, coords: Vec<usize>, terminator: &'static str },
    /// Inlined before the marked placeholder, whose result becomes the yielded value.
    Inline { block_of: RegionId },
}

/// A rewrite: the snippet, its bindings, the names replacing the op's results, slots.
#[derive(Default)]
pub struct Rewrite {
    pub text: String,
    pub values: Vec<(String, ValueId)>,
    pub types: Vec<(String, TypeId)>,
    pub results: Vec<String>,
    pub slots: Vec<Slot>,
}

impl Rewrite {
    /// Binds `%name` to operand `i` of `op` and `!name` to its type.
    pub fn operand(&mut self, ir: &Ir, op: OpId, i: usize, name: &str) {
        let v = ir.op(op).operands[i];
        self.values.push((name.to_string(), v));
        self.types.push((name.to_string(), ir.value_type(v)));
    }

    /// Binds `!name` to `ty`.
    pub fn ty(&mut self, name: &str, ty: TypeId) {
        self.types.push((name.to_string(), ty));
    }
}

/// The user region of `op` whose block yields `kind`.
pub fn user_region(ir: &Ir, op: OpId, kind: &str) -> Result<RegionId, String> {
    region_of_kind(ir, op, kind).ok_or_else(|| format!("internal error: no {kind} block"))
}

/// Parses `rw.text`, puts its ops before `op`, redirects `op`'s results and slots, and
/// removes `op`; returns the values named by `rw.results`.
pub fn splice(ir: &mut Ir, op: OpId, rw: Rewrite) -> Result<Vec<ValueId>, String> {
    let values: Vec<(&str, ValueId)> = rw.values.iter().map(|(n, v)| (n.as_str(), *v)).collect();
    let types: Vec<(&str, TypeId)> = rw.types.iter().map(|(n, t)| (n.as_str(), *t)).collect();
    let snippet = parse_snippet(ir, &rw.text, &values, &types).map_err(|d| {
        let at = (d.pos as usize).min(rw.text.len());
        let line = rw.text[..at].lines().count();
        format!("internal error: {} (line {line} of the lowering's text:\n{})", d.message, rw.text)
    })?;
    let pos = ir.op(op).pos;
    let mut new_ops = Vec::new();
    for &o in &snippet.ops {
        ir.walk(o, &mut |n| new_ops.push(n));
    }
    for &n in &new_ops {
        ir.op_mut(n).pos = pos;
    }
    ir.insert_before(op, &snippet.ops);
    fill_slots(ir, &new_ops, &rw.slots)?;
    let top = ir.top.expect("a module");
    let mut named = Vec::new();
    for name in &rw.results {
        named.push(
            snippet.value(name).ok_or_else(|| format!("internal error: the lowering defines no %{name}"))?,
        );
    }
    let results = ir.op(op).results.clone();
    for (i, r) in results.into_iter().enumerate() {
        let to = *named.get(i).ok_or("internal error: a result without a replacement")?;
        ir.replace_uses_under(top, r, to);
    }
    ir.detach(op);
    Ok(named)
}

/// Parses `text` (free names bound to `values`, `!aliases` to `types`) and puts its ops
/// before `at`, with `at`'s source position; the snippet names the new values.
pub fn insert_before(
    ir: &mut Ir,
    at: OpId,
    text: &str,
    values: &[(&str, ValueId)],
    types: &[(&str, TypeId)],
) -> Result<sparsir_ir::parser::Snippet, String> {
    let s = parse_snippet(ir, text, values, types).map_err(|d| format!("internal error: {}", d.message))?;
    let pos = ir.op(at).pos;
    for &o in &s.ops {
        ir.op_mut(o).pos = pos;
    }
    ir.insert_before(at, &s.ops);
    Ok(s)
}

/// The `gb_slot` value of an op, removing the attribute.
fn take_slot(ir: &mut Ir, op: OpId) -> Option<usize> {
    let key = ir.lookup_str("gb_slot")?;
    let at = ir.op(op).attrs.iter().position(|(n, _)| *n == key)?;
    let (_, a) = ir.op_mut(op).attrs.remove(at);
    match ir.attr_of(a) {
        Attr::Integer { value, .. } => usize::try_from(*value).ok(),
        _ => None,
    }
}

fn fill_slots(ir: &mut Ir, new_ops: &[OpId], slots: &[Slot]) -> Result<(), String> {
    for &op in new_ops {
        let Some(k) = take_slot(ir, op) else { continue };
        match slots.get(k / 8) {
            Some(Slot::Region { block_of, keep_args, coords, terminator }) => {
                let target = *ir.op(op).regions.get(k % 8).ok_or("internal error: no such slot region")?;
                move_block(ir, op, *block_of, target, *keep_args, coords, terminator)?;
            }
            Some(Slot::Inline { block_of }) => inline_block(ir, op, *block_of)?,
            None => return Err("internal error: no such slot".into()),
        }
    }
    Ok(())
}

/// The only block of a user region, with its terminator (a `graphblas.yield`).
fn user_block(ir: &Ir, region: RegionId) -> Result<(sparsir_ir::BlockId, OpId), String> {
    let b = *ir.region(region).blocks.first().ok_or("internal error: an empty region")?;
    let y = *ir.block(b).ops.last().ok_or("internal error: a block without a yield")?;
    Ok((b, y))
}

fn move_block(
    ir: &mut Ir,
    at: OpId,
    from: RegionId,
    target: RegionId,
    keep_args: usize,
    coords: &[usize],
    terminator: &str,
) -> Result<(), String> {
    let (b, y) = user_block(ir, from)?;
    let extra: Vec<ValueId> = ir.block(b).args.iter().skip(keep_args).copied().collect();
    for (j, arg) in extra.into_iter().enumerate() {
        let dim = *coords.get(j).ok_or("internal error: a coordinate argument without a loop")?;
        let s = insert_before(ir, at, &format!("%i = linalg.index {dim} : index\n"), &[], &[])?;
        let index = s.value("i").ok_or("internal error: no linalg.index")?;
        let ops = ir.block(b).ops.clone();
        for o in ops {
            ir.replace_uses_under(o, arg, index);
        }
    }
    ir.block_mut(b).args.truncate(keep_args);
    let name = ir.intern(terminator);
    let yield_op = ir.op_mut(y);
    yield_op.name = name;
    yield_op.attrs.clear();
    ir.set_region_blocks(from, Vec::new());
    ir.set_region_blocks(target, vec![b]);
    Ok(())
}

fn inline_block(ir: &mut Ir, placeholder: OpId, from: RegionId) -> Result<(), String> {
    let (b, y) = user_block(ir, from)?;
    let value = *ir.op(y).operands.first().ok_or("internal error: a yield without a value")?;
    let mut ops = ir.block(b).ops.clone();
    ops.pop();
    ir.block_mut(b).ops.clear();
    for &o in &ops {
        ir.op_mut(o).parent = None;
    }
    ir.insert_before(placeholder, &ops);
    let result = ir.op(placeholder).results[0];
    let top = ir.top.expect("a module");
    ir.replace_uses_under(top, result, value);
    ir.detach(placeholder);
    Ok(())
}

/// Declares `func.func private @name` with `signature` in the module unless a function of
/// that name exists (a rewrite calling a runtime function the program did not declare).
pub fn ensure_declared(ir: &mut Ir, name: &str, signature: &str) -> Result<(), String> {
    let top = ir.top.ok_or("internal error: no module")?;
    let body = ir.region(ir.op(top).regions[0]).blocks[0];
    let declared = ir.block(body).ops.iter().any(|&f| {
        ir.op_name(f) == "func.func"
            && matches!(ir.op_attr(f, "sym_name").map(|a| ir.attr_of(a)), Some(Attr::String { value, .. }) if value == name)
    });
    if declared {
        return Ok(());
    }
    let (inputs, results) = signature.split_once(" -> ").ok_or("internal error: a signature without ->")?;
    let text = format!("func.func private @{name}{inputs} -> {results}\n");
    let s = parse_snippet(ir, &text, &[], &[]).map_err(|d| format!("internal error: {}", d.message))?;
    for op in s.ops {
        ir.append_op(body, op);
    }
    Ok(())
}

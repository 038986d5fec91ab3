//! Reading a kernel: loops, operands, level→loop maps, the body, the schedule.
//!
//! Why: code generation needs, for every operand, how it is stored and which loop walks
//! each of its levels. A sparse input is walked through its levels directly when its
//! dim→lvl map is a permutation and its levels are dense, compressed, loose_compressed or
//! singleton (non-unique levels only before singletons); anything else (BSR's `floordiv`,
//! 2:4's `structured`, batch levels, `nonordered` levels, slices) is converted at run time
//! to an all-`compressed` encoding in a level order the schedule fits, and the kernel
//! description says so. A level under a compound subscript (`oh * 2 + kh`, a convolution's
//! window) is walked by no loop: once the subscript's loops are bound, the coordinate is
//! computed and looked up in the level (`levels::search`), and the operand is absent
//! where it is not stored.

use std::sync::Arc;

use sparsir_ir::dialects::linalg::{structured, Structured};
use sparsir_ir::{Ir, OpId, ValueId};
use sparsir_storage::encoding::affine::AffineExpr;
use sparsir_storage::encoding::{LevelFormat, LevelType};
use sparsir_storage::{ElemType, Encoding, Scalar};

use super::expr::{self, Exprs};
use super::schedule::{schedule, Constraints};
use crate::lower::types::elem_of;
use crate::lower::{Cx, Result};

/// How an operand is held.
#[derive(Clone, Debug, PartialEq)]
pub enum Storage {
    /// A scalar operand.
    Scalar,
    /// A tensor without encoding: row-major values.
    Dense,
    /// Sparse storage in this encoding (after any conversion), levels walked by loops.
    Sparse {
        /// The encoding the kernel walks.
        enc: Arc<Encoding>,
        /// Subscript of each level over the loops: `Var(l)` when loop `l` walks the level,
        /// a compound expression when the level is searched (see the module doc).
        lvl_subs: Vec<AffineExpr>,
        /// Why the operand is converted first (`None`: walked as it is).
        converted: Option<String>,
    },
}

/// One operand of the kernel.
#[derive(Clone, Debug)]
pub struct Operand {
    /// The MLIR value.
    pub value: ValueId,
    /// Map from loops to the operand's dimensions.
    pub map: Vec<AffineExpr>,
    /// How it is stored.
    pub storage: Storage,
    /// Element type (tensors) or scalar type.
    pub elem: ElemType,
}

/// Everything code generation needs about one kernel.
#[derive(Clone, Debug)]
pub struct Kernel {
    /// Inputs, then the output (last).
    pub operands: Vec<Operand>,
    /// Number of loops (which are reductions follows from the output map: the loops it
    /// does not use).
    pub num_loops: usize,
    /// Loops, outermost first.
    pub order: Vec<u32>,
    /// The body.
    pub exprs: Exprs,
    /// Every `linalg.index` result in the body (also inside semiring regions) and its loop.
    pub index_values: Vec<(ValueId, u32)>,
    /// The sparse output is assembled row by row through a dense workspace over its last
    /// level (reductions run inside its other loops but around its last one: SpGEMM).
    pub workspace: bool,
    /// The output's loops in its level order.
    pub out_level_loops: Vec<u32>,
    /// An output with an all-dense encoding is computed densely, then converted to it.
    pub out_encoding: Option<Arc<Encoding>>,
    /// The operand walking the stored entries of a sparse output the body reads (the
    /// output holds entries: it is not fresh from `tensor.empty`); see [`Exprs::out_tensor`].
    pub out_walk: Option<usize>,
    /// The body yields the constant zero into a fresh sparse output: the result is that
    /// empty output, no loops run.
    pub zero_yield: bool,
}

impl Kernel {
    /// The output operand.
    pub fn out(&self) -> &Operand {
        self.operands.last().expect("a kernel has an output")
    }

    /// Index of the output operand.
    pub fn out_index(&self) -> usize {
        self.operands.len() - 1
    }

    /// Loops the output map uses, in the output's dimension order.
    pub fn out_loops(&self) -> Vec<u32> {
        self.out()
            .map
            .iter()
            .filter_map(|e| if let AffineExpr::Var(l) = e { Some(*l) } else { None })
            .collect()
    }

    /// True when the output has an encoding.
    pub fn sparse_out(&self) -> bool {
        matches!(self.out().storage, Storage::Sparse { .. })
    }

    /// Number of loops.
    pub fn num_loops(&self) -> usize {
        self.num_loops
    }

    fn output_strategy(&self) -> String {
        if !self.sparse_out() {
            let init = if self.exprs.reads_output() { "" } else { " (zero-filled first)" };
            return format!("dense, updated in place{init}");
        }
        let name = |l: u32| format!("d{l}");
        let kept =
            if self.out_walk.is_some() { " (its stored entries kept where the body gives none)" } else { "" };
        format!("{}{kept}", self.sparse_strategy(name))
    }

    fn sparse_strategy(&self, name: impl Fn(u32) -> String) -> String {
        if self.workspace {
            let last = self.out_level_loops.last().map_or(String::new(), |&l| name(l));
            format!("sparse, assembled row by row through a workspace over {last} (expand/compress)")
        } else if self.out_loops().len() < self.num_loops() {
            "sparse, one entry per output coordinate after its reduction loops".to_string()
        } else {
            "sparse, one entry per point with a value".to_string()
        }
    }

    /// A human-readable account of the schedule (`--debug-sched`).
    pub fn describe(&self, ir: &Ir) -> String {
        let name = |l: u32| format!("d{l}");
        let order: Vec<String> = self.order.iter().map(|&l| name(l)).collect();
        let mut s = format!("sparsifier: loop order ({})", order.join(", "));
        if self.zero_yield {
            s += "\n  yields the constant zero into a fresh sparse output: the result is empty (no loops)";
        }
        for (i, o) in self.operands.iter().enumerate() {
            let role = match i {
                _ if i + 1 == self.operands.len() => "output",
                _ if Some(i) == self.out_walk => "output's stored entries",
                _ => "input",
            };
            let ty = sparsir_ir::printer::type_to_string(ir, ir.value_type(o.value));
            let how = match &o.storage {
                _ if i + 1 == self.operands.len() => self.output_strategy(),
                Storage::Scalar => "scalar".to_string(),
                Storage::Dense => "dense (random access)".to_string(),
                Storage::Sparse { lvl_subs, converted, .. } => {
                    let lv: Vec<String> = lvl_subs.iter().map(sub_text).collect();
                    let conv = converted.as_ref().map(|c| format!("; converted at run time: {c}"));
                    format!("levels walked by ({}){}", lv.join(", "), conv.unwrap_or_default())
                }
            };
            s += &format!("\n  {role} #{i} : {ty} — {how}");
        }
        s
    }
}

/// A level's subscript as `--debug-sched` shows it: `d2`, or `d1 * 2 + d4 searched`.
fn sub_text(e: &AffineExpr) -> String {
    let mut s = String::new();
    let _ = e.write(&mut s, &|v| format!("d{v}"), &|v| format!("s{v}"));
    if !matches!(e, AffineExpr::Var(_)) {
        s += " searched";
    }
    s
}

/// Reads output `out` of `op` into a [`Kernel`]: the inputs and that one output (a kernel
/// with several outputs is lowered as one kernel per output).
pub fn analyze(cx: &mut Cx, op: OpId, out: usize) -> Result<Kernel> {
    let ir = cx.ir;
    let view = structured(ir, op).map_err(|m| cx.unsupported(op, m))?;
    if view.outs.len() <= out || ir.op(op).results.len() != view.outs.len() {
        return Err(cx.unsupported(op, "without tensor outputs (memref outputs are not sparsified)"));
    }
    let out_value = view.outs[out];
    let mut operands = Vec::new();
    for (i, &v) in view.ins.iter().enumerate() {
        operands.push(operand(cx, op, &view, i, v)?);
    }
    operands.push(operand(cx, op, &view, view.ins.len() + out, out_value)?);
    let out_map = &operands.last().expect("the output").map;
    if out_map.iter().any(|e| !matches!(e, AffineExpr::Var(_))) {
        return Err(cx.unsupported(op, "with an output map that is not a projected permutation"));
    }
    let tensor_inputs: Vec<bool> =
        operands[..view.ins.len()].iter().map(|o| o.storage != Storage::Scalar).collect();
    let exprs = expr::build(ir, view.body, &tensor_inputs, out).map_err(|m| cx.unsupported(op, m))?;
    let out_starts_empty = starts_empty(ir, out_value);
    let out_encoding = ir.type_encoding(ir.value_type(out_value)).map(|e| Arc::new(e.clone()));
    let mut kernel = Kernel {
        operands,
        num_loops: view.parallel.len(),
        order: vec![],
        exprs,
        index_values: index_values(ir, view.body),
        workspace: false,
        out_level_loops: vec![],
        out_encoding: None,
        out_walk: None,
        zero_yield: false,
    };
    if !kernel.sparse_out() {
        kernel.out_encoding = out_encoding;
    }
    if kernel.sparse_out() && out_starts_empty {
        kernel.zero_yield = yields_constant_zero(ir, &kernel.exprs);
    }
    if kernel.sparse_out() && kernel.exprs.reads_output() && !out_starts_empty {
        walk_output(cx, op, &mut kernel)?;
    }
    order_loops(&mut kernel, cx.options.universal_outputs);
    Ok(kernel)
}

/// A sparse output that may hold entries and is read by the body: its own storage is
/// walked as one more operand (before the output), so the body sees its stored values and
/// the result keeps the entries where the body gives nothing.
fn walk_output(cx: &Cx, op: OpId, k: &mut Kernel) -> Result<()> {
    let out = k.out().clone();
    let enc = cx.ir.type_encoding(cx.ir.value_type(out.value)).expect("a sparse output has an encoding");
    let storage = sparse_storage(enc, &out.map, false).map_err(|m| cx.unsupported(op, m))?;
    let t = k.out_index();
    k.operands.insert(t, Operand { storage, ..out });
    k.out_walk = Some(t);
    k.exprs.out_tensor = Some(t);
    Ok(())
}

/// True when the body yields the constant zero (`arith.constant 0`, `-0.0`, a complex
/// zero), defined inside the body or outside: into a fresh sparse output it stores
/// nothing, as MLIR 22 folds it.
fn yields_constant_zero(ir: &Ir, exprs: &Exprs) -> bool {
    let Some(root) = exprs.root else { return false };
    let v = exprs.get(root).value;
    let Some(def) = ir.defining_op(v) else { return false };
    if !matches!(ir.op_name(def), "arith.constant" | "complex.constant") {
        return false;
    }
    let value = ir.op_attr(def, "value").and_then(|a| sparsir_ir::elem::attr_scalar(ir, a));
    match value {
        Some(Scalar::Int(i)) => i == 0,
        Some(Scalar::Float(f)) => f == 0.0,
        Some(Scalar::Complex(re, im)) => re == 0.0 && im == 0.0,
        _ => false,
    }
}

/// The `linalg.index` results nested in `body`, with their loops.
fn index_values(ir: &Ir, body: sparsir_ir::RegionId) -> Vec<(ValueId, u32)> {
    let mut out = Vec::new();
    for &blk in &ir.region(body).blocks {
        for &op in &ir.block(blk).ops {
            ir.walk(op, &mut |o| {
                let dim = ir.op_attr(o, "dim").and_then(|a| crate::lower::types::attr_int(ir, a));
                if let (true, Some(d)) = (ir.op_name(o) == "linalg.index", dim) {
                    out.push((ir.op(o).results[0], d as u32));
                }
            });
        }
    }
    out
}

/// True when the output is a fresh tensor (`tensor.empty`, `bufferization.alloc_tensor`).
fn starts_empty(ir: &Ir, v: ValueId) -> bool {
    ir.defining_op(v).is_some_and(|d| {
        let name = ir.op_name(d);
        name == "tensor.empty" || (name == "bufferization.alloc_tensor" && ir.op(d).operands.is_empty())
    })
}

fn operand(cx: &Cx, op: OpId, view: &Structured, i: usize, v: ValueId) -> Result<Operand> {
    let ir = cx.ir;
    let ty = ir.value_type(v);
    let map = view.maps[i].exprs.clone();
    let elem = elem_of(ir, ty).ok_or_else(|| cx.unsupported(op, "on an operand of this element type"))?;
    if !ir.type_of(ty).is_tensor() {
        if ir.type_of(ty).shape().is_some() {
            return Err(cx.unsupported(op, "on memref operands (only tensors are sparsified)"));
        }
        return Ok(Operand { value: v, map, storage: Storage::Scalar, elem });
    }
    let Some(enc) = ir.type_encoding(ty) else {
        return Ok(Operand { value: v, map, storage: Storage::Dense, elem });
    };
    let is_output = i >= view.ins.len();
    if is_output && enc.lvl_types.iter().all(|lt| lt.is_dense_like()) {
        // Every entry of an all-dense output is stored: computed as a dense tensor and
        // converted at the end (see `Kernel::out_encoding`).
        return Ok(Operand { value: v, map, storage: Storage::Dense, elem });
    }
    let storage = sparse_storage(enc, &map, is_output).map_err(|m| {
        let ty = sparsir_ir::printer::type_to_string(ir, ty);
        cx.unsupported(op, format!("on operand #{i} ({ty}): {m}"))
    })?;
    Ok(Operand { value: v, map, storage, elem })
}

/// How a sparse operand is walked: directly, or after a conversion (the reason given).
fn sparse_storage(
    enc: &Encoding,
    map: &[AffineExpr],
    is_output: bool,
) -> std::result::Result<Storage, String> {
    if is_output {
        // Outputs are assembled from dimension coordinates; no level walk needed.
        if let Some(d) = map.iter().position(|e| !matches!(e, AffineExpr::Var(_))) {
            return Err(format!("a compound subscript on dimension {d} of a sparse output"));
        }
        return Ok(Storage::Sparse { enc: Arc::new(enc.clone()), lvl_subs: vec![], converted: None });
    }
    if map.iter().any(AffineExpr::has_symbols) {
        return Err("symbols in its subscripts".into());
    }
    match walk_blocker(enc) {
        None => {
            let perm = enc.permutation().expect("checked by walk_blocker");
            let lvl_subs = perm.iter().map(|&d| map[d].clone()).collect();
            Ok(Storage::Sparse { enc: Arc::new(enc.clone()), lvl_subs, converted: None })
        }
        Some(why) => Ok(Storage::Sparse {
            enc: Arc::new(Encoding::identity(vec![LevelType::new(LevelFormat::Compressed); map.len()])),
            lvl_subs: map.to_vec(),
            converted: Some(why),
        }),
    }
}

/// Why the loops cannot walk this encoding's storage directly (`None`: they can).
fn walk_blocker(enc: &Encoding) -> Option<String> {
    if enc.permutation().is_none() {
        return Some("its dim→lvl map is not a permutation".into());
    }
    if !enc.dim_slices.is_empty() {
        return Some("it is a slice".into());
    }
    let mut after_nonunique = false;
    for lt in &enc.lvl_types {
        match lt.format {
            LevelFormat::Batch => return Some("it has batch levels".into()),
            LevelFormat::NOutOfM { .. } => return Some("it has structured levels".into()),
            LevelFormat::Singleton => {}
            _ if after_nonunique => return Some("a non-singleton level follows a non-unique one".into()),
            _ => {}
        }
        if lt.nonordered {
            return Some("it has unordered levels".into());
        }
        after_nonunique = lt.nonunique;
    }
    None
}

/// Schedules the loops and reorders the levels of the inputs the schedule converts.
fn order_loops(k: &mut Kernel, universal: bool) {
    let out_levels: Vec<u32> = match &k.out().storage {
        Storage::Sparse { enc, .. } => match enc.permutation() {
            Some(p) => p
                .iter()
                .filter_map(|&d| if let AffineExpr::Var(l) = k.out().map[d] { Some(l) } else { None })
                .collect(),
            None => k.out_loops(),
        },
        _ => k.out_loops(),
    };
    let tensors = k.operands[..k.out_index()]
        .iter()
        .enumerate()
        .flat_map(|(t, o)| match &o.storage {
            Storage::Sparse { lvl_subs, .. } => level_chains(t, lvl_subs),
            _ => vec![],
        })
        .collect();
    let r = out_levels.len();
    k.out_level_loops = out_levels.clone();
    let mut c = Constraints {
        num_loops: k.num_loops(),
        out_loops: out_levels,
        outside: if k.sparse_out() { r } else { 0 },
        tensors,
    };
    let mut s = schedule(&c);
    if k.sparse_out() && !universal && r < k.num_loops() && !s.converted.is_empty() && k.out_walk.is_none() {
        // Reductions would have to move outside an input's level order: try assembling
        // the output row by row through a workspace over its last level instead.
        c.outside = r - 1;
        let ws = schedule(&c);
        if ws.converted.len() < s.converted.len() {
            s = ws;
            k.workspace = true;
        }
    }
    for &t in &s.converted {
        let o = &mut k.operands[t];
        let Storage::Sparse { enc, lvl_subs, converted } = &mut o.storage else { continue };
        let mut lv: Vec<(usize, AffineExpr)> = o.map.iter().cloned().enumerate().collect();
        lv.sort_by_key(|(_, e)| bound_at(e, &s.order));
        let mut e = Encoding::identity(enc.lvl_types.iter().map(|&lt| plain(lt)).collect());
        e.lvl_exprs = lv.iter().map(|&(d, _)| AffineExpr::Var(d as u32)).collect();
        let mut inv = vec![AffineExpr::Const(0); lv.len()];
        for (lvl, &(d, _)) in lv.iter().enumerate() {
            inv[d] = AffineExpr::Var(lvl as u32);
        }
        e.lvl_to_dim = Some(inv);
        *lvl_subs = lv.into_iter().map(|(_, e)| e).collect();
        *enc = Arc::new(e);
        let why = "its level order conflicts with the loop order";
        *converted = Some(match converted.take() {
            Some(prev) => format!("{prev}; {why}"),
            None => why.into(),
        });
    }
    k.order = s.order;
}

/// The loop chains a sparse input imposes on the schedule (all with its tensor id): its
/// walked levels' loops in level order, and each loop of a searched level before the loop
/// of every walked level after it (the searched level must be bound by then).
fn level_chains(t: usize, subs: &[AffineExpr]) -> Vec<(usize, Vec<u32>)> {
    let walked: Vec<u32> =
        subs.iter().filter_map(|e| if let AffineExpr::Var(l) = e { Some(*l) } else { None }).collect();
    let mut chains = vec![(t, walked)];
    for (k, e) in subs.iter().enumerate().filter(|(_, e)| !matches!(e, AffineExpr::Var(_))) {
        for later in
            subs[k + 1..].iter().filter_map(|e| if let AffineExpr::Var(l) = e { Some(*l) } else { None })
        {
            chains.extend(loops_of(e).into_iter().map(|a| (t, vec![a, later])));
        }
    }
    chains
}

/// The loops an affine subscript uses.
pub fn loops_of(e: &AffineExpr) -> Vec<u32> {
    match e {
        AffineExpr::Var(l) => vec![*l],
        AffineExpr::Sym(_) | AffineExpr::Const(_) => vec![],
        AffineExpr::Bin(_, a, b) => [loops_of(a), loops_of(b)].concat(),
    }
}

/// When a level with subscript `e` can be bound in loop order `order`: a walked level at
/// its loop, a searched one just after the last of its loops.
fn bound_at(e: &AffineExpr, order: &[u32]) -> usize {
    let pos = |l: u32| order.iter().position(|&x| x == l).unwrap_or(0);
    match e {
        AffineExpr::Var(l) => 2 * pos(*l),
        _ => loops_of(e).into_iter().map(|l| 2 * pos(l) + 1).max().unwrap_or(0),
    }
}

/// The level type of a reordered input: compressed at every level, so the conversion
/// keeps exactly the stored entries (a dense level moved below a sparse one would store
/// zeros that were never stored, and change which points are present).
fn plain(_: LevelType) -> LevelType {
    LevelType::new(LevelFormat::Compressed)
}

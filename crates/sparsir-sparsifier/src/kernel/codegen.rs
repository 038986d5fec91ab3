//! Code generation: the loop nest of a kernel, one loop per loop index, in schedule order.
//!
//! Why: each loop's shape comes from its merge lattice (`lattice::points`) over the sparse
//! levels it walks:
//! * no sparse level, or a live point with none present → a dense `for` over the loop's
//!   range; sparse levels follow as cursors (`crd == i` tells presence);
//! * one sparse level whose presence is required → a `for` over that fiber's positions
//!   (a `while` over segments at a non-unique level);
//! * otherwise a `while` co-iterating the levels ([`super::coiterate`]): the coordinate is
//!   the minimum of the cursors' coordinates, the loop runs while every level of some
//!   minimal point has entries left, and each point is one branch of the body.
//!
//! The last output loop of a CSR output built row by row reserves room for one entry per
//! iteration before it runs (`reserving`), so its appends skip the capacity check.
//!
//! Random-access (dense) levels at the loop are located, not walked. Each branch knows
//! which operands are absent, so the point code ([`super::point`]) is specialised to it.

use sparsir_ir::OpId;
use sparsir_loops::ops::IntPred;
use sparsir_loops::{BinOp, CmpPred, ParallelFor, Static, Ty, VarId};
use sparsir_storage::encoding::affine::AffineExpr;
use sparsir_storage::encoding::LevelFormat;
use sparsir_storage::ElemType;

use super::analysis::{loops_of, Kernel, Storage};
use super::coiterate::{branches, coiterate};
use super::expr::Kind;
use super::flow::{if_then, versioned, while_loop, INDEX};
use super::lattice;
use super::levels::{crd_at, fetch_level, load_index, locate, range, search, LevelBufs, Parent};
use super::point;
use super::prefetch::{gathered, gathers, prefetch_gathers, prefetch_rows, prefetch_stream, Gather};
use super::reduction_loop::{accumulates, accumulating_loop, early_exit, Part};
use crate::lower::{Cx, Result};

/// Run-time data of one operand.
#[derive(Clone, Debug)]
pub enum Data {
    /// A scalar operand's value.
    Scalar(VarId),
    /// A dense tensor: row-major values and strides.
    Dense { buf: VarId, strides: Vec<VarId> },
    /// A sparse input: level buffers and values.
    Sparse { levels: Vec<LevelBufs>, values: VarId },
    /// The output (see [`Out`]).
    Output,
}

/// How the output is written.
#[derive(Clone, Debug)]
pub enum Out {
    /// Dense: values updated in place (zero-filled first when the body does not read them).
    Dense { buf: VarId, strides: Vec<VarId> },
    /// Sparse: entries collected (coordinates, values), assembled as `assembly` says.
    /// With `rows` (a plain CSR output), `crds` holds only columns and `rows` counts the
    /// entries of each row: the output's level buffers are built as the kernel runs
    /// (`runtime::kernel_rows`).
    Sparse { crds: VarId, vals: VarId, assembly: Assembly, rows: Option<VarId> },
}

/// How a sparse output's entries are formed.
#[derive(Clone, Debug)]
pub enum Assembly {
    /// One entry per point that yields a value (no reduction loops).
    Direct,
    /// Reduction loops inside all output loops: the value being reduced lives in
    /// `value[1]`, `present[1]`, appended after the reduction loops.
    Scalar { value: VarId, present: VarId },
    /// Reductions around the output's last level (SpGEMM): a dense row `values[n]` with
    /// `filled[n]`, the touched coordinates in `added[..count[0]]`, compressed (sorted and
    /// appended) after the loops inside the other output loops.
    Workspace { values: VarId, filled: VarId, added: VarId, count: VarId, last_loop: u32, last_dim: usize },
}

/// Generation state for one kernel.
pub struct Gen<'k> {
    /// The kernel.
    pub k: &'k Kernel,
    /// Per operand.
    pub data: Vec<Data>,
    /// The output operand's handle.
    pub out_handle: VarId,
    /// Per loop: its size.
    pub loop_size: Vec<VarId>,
    /// The output.
    pub out: Out,
    /// Depth at which a sparse output's reduction starts (all output loops bound).
    pub acc_depth: Option<usize>,
    /// A value every element of the (dense) output starts as, written by the outermost
    /// loop into its row before the row's work (a fill fused into this kernel).
    pub row_init: Option<VarId>,
    /// A CSR output built row by row whose row loop is the outermost: each visit of a row
    /// adds the number of entries it appended to the row's count once (`gen` at depth 1),
    /// instead of an increment per entry.
    pub counts_per_row: bool,
    /// Set while `count_row` generates a row's body (so it does not wrap it again).
    counting_row: bool,
    /// Set while the rest of a loop is generated after the scalar accumulator received a
    /// value (`accumulating_loop`): its points update it without testing `present`.
    pub acc_present: bool,
    /// Set while the body of a loop is generated that reserved room for one entry per
    /// iteration (`reserving`: the last output loop): its appends skip the capacity check.
    pub reserved: bool,
    /// While the outermost loop is generated: the operands whose row fibers could bound
    /// the appends of the whole loop (`hoisted_reservation`), with their positions.
    hoist: Vec<(usize, VarId)>,
    /// The positions of the one of them a last output loop relied on.
    hoist_used: Option<VarId>,
    /// Vectors read one element per entry at a fiber's coordinates, with the run-time
    /// answer whether to prefetch them ([`super::prefetch::gathers`]).
    pub gathers: Vec<Gather>,
}

impl Gen<'_> {
    /// Whether the loop at `depth` is the innermost and its body is the point itself
    /// ([`point::emit`]) unless a level is searched there ([`searchable`]): no row count
    /// or accumulator in between.
    pub(super) fn plain_point_below(&self, depth: usize) -> bool {
        let d = depth + 1;
        d == self.k.num_loops()
            && !(d == 1 && self.counts_per_row && !self.counting_row)
            && self.acc_depth != Some(d)
    }
}

/// Where the walk stands: bound loops, each operand's parent position, absent operands.
#[derive(Clone, Debug)]
pub struct At {
    /// Per loop: the coordinate, once bound.
    pub ivs: Vec<Option<VarId>>,
    /// Per operand: position after its bound levels.
    pub parent: Vec<Parent>,
    /// Per operand: number of bound levels.
    pub bound: Vec<usize>,
    /// Operands known absent (bit mask).
    pub absent: u64,
    pub(super) in_acc: bool,
}

/// Generates the loops of `k` for `op`; returns the output tensor they make.
pub fn generate(cx: &mut Cx, op: OpId, k: &Kernel) -> Result<VarId> {
    // Operand sets are 64-bit masks; a loop's lattice enumerates subsets of its sparse levels.
    let sparse_inputs = k.operands.iter().filter(|o| matches!(o.storage, Storage::Sparse { .. })).count();
    if k.operands.len() > 63 || sparse_inputs > 15 {
        return Err(cx.unsupported(op, "with more than 63 operands or more than 15 sparse operands"));
    }
    let mut g = prepare(cx, op, k)?;
    let zero = cx.b.index(0);
    let at = At {
        ivs: vec![None; k.num_loops()],
        parent: vec![Parent::Pos(zero); k.operands.len()],
        bound: vec![0; k.operands.len()],
        absent: 0,
        in_acc: false,
    };
    // The loops index buffers only within bounds (sizes are asserted above), so their
    // loads and stores carry no source op: the native backend emits no bounds checks for
    // them. Body ops set their own origin (division by zero names the op).
    let outer = cx.b.origin;
    cx.b.origin = None;
    let handed = matches!(g.out, Out::Dense { .. }) && k.out_encoding.is_none() && handoff(cx, op, k);
    let fill = if handed { super::fill::broadcast_value(cx, op, k) } else { None };
    if let (Some(_), Out::Dense { buf, .. }) = (fill, &g.out) {
        // Its user writes the fill value into every element before reading it
        // (`fill::init_output`): the buffer's own values are never read.
        cx.b.alloc_overwritten(*buf);
    }
    // A fill handed to its one user is left to that kernel (`dense_init`); other kernels
    // run their loops now.
    let walked = if fill.is_some() { Ok(()) } else { gen(cx, &mut g, 0, at) };
    cx.b.origin = outer;
    walked?;
    let out_handle = g.out_handle;
    let origin = cx.b.origin;
    let result = match g.out {
        Out::Dense { buf, .. } if handed => {
            // The one user writes this buffer in place; the handle only gives it sizes.
            let value = result_value(cx, op, k);
            cx.dense_handoff.insert(value, buf);
            if let Some(c) = fill {
                cx.dense_init.insert(value, c);
            }
            out_handle
        }
        Out::Dense { buf, .. } => {
            let statics = match &k.out_encoding {
                None => vec![],
                Some(enc) => vec![("encoding".to_string(), Static::Attr(enc.to_string()))],
            };
            cx.b.call_runtime(
                "sparsir_kernel_dense_result",
                &[out_handle, buf],
                statics,
                &[Ty::Handle],
                origin,
            )[0]
        }
        Out::Sparse { crds, vals, rows: None, .. } => cx.b.call_runtime(
            "sparsir_kernel_out_finish",
            &[out_handle, crds, vals],
            vec![],
            &[Ty::Handle],
            origin,
        )[0],
        Out::Sparse { crds, vals, rows: Some(counts), .. } => {
            let statics =
                if ordered_inputs(k) { vec![("ordered".to_string(), Static::Int(1))] } else { vec![] };
            cx.b.call_runtime(
                "sparsir_kernel_out_finish_rows",
                &[out_handle, counts, crds, vals],
                statics,
                &[Ty::Handle],
                origin,
            )[0]
        }
    };
    Ok(result)
}

/// True when every sparse input stores its levels in dimension order or a permutation of
/// it, each level ordered and unique, without slices: then the loops visit each row's
/// columns once each, in increasing order (dense loops count up; fibers and merges of
/// ordered unique fibers yield increasing coordinates; a workspace row is sorted), below
/// the dimension sizes, so a CSR output built row by row needs no order check.
fn ordered_inputs(k: &Kernel) -> bool {
    k.operands.iter().enumerate().filter(|&(i, _)| i != k.out_index()).all(|(_, o)| match &o.storage {
        Storage::Sparse { enc, .. } => {
            enc.permutation().is_some()
                && enc.lvl_types.iter().all(|lt| lt.is_ordered() && lt.is_unique())
                && !enc.is_slice()
        }
        _ => true,
    })
}

/// The op's result that `k` computes.
fn result_value(cx: &Cx, op: OpId, k: &Kernel) -> sparsir_ir::ValueId {
    let outs = sparsir_ir::dialects::linalg::structured(cx.ir, op).map(|s| s.outs).unwrap_or_default();
    let index = outs.iter().position(|&v| v == k.out().value).unwrap_or(0);
    cx.ir.op(op).results[index]
}

/// True when `k`'s dense result is used once, as the output operand of a linalg op
/// (lowered by this module) whose result is dense too: that kernel can write the buffer
/// in place, where it would otherwise copy it (`sparsir_tensor_to_buffer`, value
/// semantics). It picks the buffer up in `prepare_output`, or ignores it if it does not
/// read its output.
fn handoff(cx: &Cx, op: OpId, k: &Kernel) -> bool {
    if cx.ir.op(op).results.is_empty() {
        return false; // memref outputs: no result value
    }
    let value = result_value(cx, op, k);
    let (count, Some(user)) = cx.uses[value.0 as usize] else { return false };
    if count != 1 || !cx.ir.op_name(user).starts_with("linalg.") {
        return false;
    }
    let Ok(s) = sparsir_ir::dialects::linalg::structured(cx.ir, user) else { return false };
    let Some(index) = s.outs.iter().position(|&v| v == value) else { return false };
    let results = &cx.ir.op(user).results;
    results.get(index).is_some_and(|&r| cx.ir.type_encoding(cx.ir.value_type(r)).is_none())
        && cx.ir.type_encoding(cx.ir.value_type(value)).is_none()
}

fn dim(cx: &mut Cx, handle: VarId, d: usize) -> VarId {
    let d = cx.b.index(d as i64);
    let origin = cx.b.origin;
    cx.b.call_runtime("sparsir_tensor_dim", &[handle, d], vec![], &[INDEX], origin)[0]
}

/// Row-major strides of dimension sizes.
fn strides(cx: &mut Cx, dims: &[VarId]) -> Vec<VarId> {
    let mut s = vec![cx.b.index(1); dims.len()];
    for d in (0..dims.len().saturating_sub(1)).rev() {
        s[d] = cx.b.binary(BinOp::MulI, s[d + 1], dims[d + 1]);
    }
    s
}

/// Converts inputs, reads level buffers, checks sizes, prepares the output.
fn prepare<'k>(cx: &mut Cx, op: OpId, k: &'k Kernel) -> Result<Gen<'k>> {
    let origin = cx.b.origin;
    let mut handles = Vec::new();
    let mut dims: Vec<Vec<VarId>> = Vec::new();
    let mut data = Vec::new();
    for (i, o) in k.operands.iter().enumerate() {
        let mut h = cx.get(o.value)?;
        if o.storage == Storage::Scalar {
            handles.push(h);
            dims.push(vec![]);
            data.push(Data::Scalar(h));
            continue;
        }
        let ds: Vec<VarId> = (0..o.map.len()).map(|d| dim(cx, h, d)).collect();
        let is_out = i == k.out_index();
        let d = match &o.storage {
            _ if is_out => Data::Output,
            Storage::Dense => {
                // A read-only input: a view of its values, not a copy.
                let buf =
                    cx.b.call_runtime("sparsir_kernel_dense_view", &[h], vec![], &[Ty::Buf(o.elem)], origin)
                        [0];
                Data::Dense { buf, strides: strides(cx, &ds) }
            }
            Storage::Sparse { enc, converted, .. } => {
                if converted.is_some() {
                    let statics = vec![
                        ("elem".to_string(), Static::Elem(o.elem)),
                        ("dst_encoding".to_string(), Static::Attr(enc.to_string())),
                    ];
                    h = cx.b.call_runtime("sparsir_convert", &[h], statics, &[Ty::Handle], origin)[0];
                }
                let levels = (0..enc.lvl_rank()).map(|l| fetch_level(cx, h, enc, l, origin)).collect();
                let values =
                    cx.b.call_runtime("sparsir_kernel_values", &[h], vec![], &[Ty::Buf(o.elem)], origin)[0];
                Data::Sparse { levels, values }
            }
            Storage::Scalar => unreachable!("handled above"),
        };
        handles.push(h);
        dims.push(ds);
        data.push(d);
    }
    let loop_size = loop_sizes(cx, op, k, &dims)?;
    check_dense_windows(cx, k, &dims, &loop_size);
    let mut out_handle = handles[k.out_index()];
    if k.out_walk.is_some() {
        // The entries are walked from the output's storage: the result is assembled from
        // an empty tensor of its type (the original stays unchanged: value semantics).
        out_handle = fresh_output(cx, k, &dims[k.out_index()]);
    }
    let sparse_inputs: Vec<VarId> = (0..k.operands.len())
        .filter(|&i| i != k.out_index() && matches!(k.operands[i].storage, Storage::Sparse { .. }))
        .map(|i| handles[i])
        .collect();
    let out = prepare_output(cx, k, out_handle, &dims[k.out_index()], &loop_size, &sparse_inputs);
    // A fill left to this kernel: inside the outer loop, row by row (the row is in cache
    // for the row's work, and no pass over the whole output runs first), or before the
    // loops when the outer loop does not run over every row.
    let mut row_init = None;
    if let (Some(c), Out::Dense { .. }, true) =
        (cx.dense_init.remove(&k.out().value), &out, k.exprs.reads_output())
    {
        let reduces = k.exprs.root.is_some_and(|r| k.exprs.get(r).kind == Kind::Reduce);
        if !reduces && super::fill::rows_walked_densely(k, &data) {
            row_init = Some(c);
        } else {
            super::fill::init_output(cx, k, &out, &loop_size, c, None)?;
        }
    }
    if let Out::Dense { buf, .. } = out {
        reduce_from_identity(cx, op, k, buf)?;
    }
    let n_out = k.out_loops().len();
    let acc_depth = match out {
        Out::Sparse { assembly: Assembly::Scalar { .. }, .. } => Some(n_out),
        Out::Sparse { assembly: Assembly::Workspace { .. }, .. } => Some(n_out - 1),
        _ => None,
    };
    let counts_per_row = matches!(out, Out::Sparse { rows: Some(_), .. })
        && k.out().map.first() == Some(&AffineExpr::Var(k.order[0]));
    let gathers = gathers(cx, k, &data);
    Ok(Gen {
        k,
        data,
        out_handle,
        loop_size,
        out,
        acc_depth,
        row_init,
        counts_per_row,
        counting_row: false,
        reserved: false,
        hoist: Vec::new(),
        hoist_used: None,
        acc_present: false,
        gathers,
    })
}

/// A body yielding `sparse_tensor.reduce` over its output argument into a dense output
/// starts every output element at the reduction's identity, not at the output's value
/// (as MLIR 22 does: `x = identity ⊕ contributions`, the identity where none arrive).
fn reduce_from_identity(cx: &mut Cx, op: OpId, k: &Kernel, buf: VarId) -> Result<()> {
    let ir = cx.ir;
    let Some(root) = k.exprs.root.map(|r| k.exprs.get(r)) else { return Ok(()) };
    let over_output = root.args.iter().take(2).any(|&a| k.exprs.get(a).kind == Kind::Output);
    let Some(reduce) = root.op.filter(|_| root.kind == Kind::Reduce && over_output) else { return Ok(()) };
    let identity = ir.op(reduce).operands[2];
    let id_var = match ir.defining_op(identity) {
        // A constant written in the body: lowered here, before the loops.
        Some(def)
            if ir.op_name(def) == "arith.constant" && ir.is_ancestor_region(ir.op(op).regions[0], def) =>
        {
            cx.lower_op(def)?;
            cx.get(identity)?
        }
        _ if !ir.is_ancestor_region(
            ir.op(op).regions[0],
            ir.owner_op(identity).expect("a value of an op or of a block in a region"),
        ) =>
        {
            cx.get(identity)?
        }
        _ => return Err(cx.unsupported(op, "with a 'sparse_tensor.reduce' identity computed in the body")),
    };
    let (zero, one) = (cx.b.index(0), cx.b.index(1));
    let len = cx.b.buf_len(buf);
    cx.for_loop(zero, len, one, &[], |cx, i, _| {
        cx.b.store(buf, i, id_var);
        Ok(vec![])
    })?;
    Ok(())
}

/// An empty sparse tensor of the output's type and sizes.
fn fresh_output(cx: &mut Cx, k: &Kernel, dims: &[VarId]) -> VarId {
    let Storage::Sparse { enc, .. } = &k.out().storage else {
        unreachable!("only sparse outputs are walked")
    };
    let statics = vec![
        ("shape".to_string(), Static::Ints(vec![-1; dims.len()])),
        ("elem".to_string(), Static::Elem(k.out().elem)),
        ("encoding".to_string(), Static::Attr(enc.to_string())),
    ];
    let origin = cx.b.origin;
    cx.b.call_runtime("sparsir_tensor_empty", dims, statics, &[Ty::Handle], origin)[0]
}

/// Each loop's size, from the first operand dimension it indexes alone; the other
/// dimensions it indexes alone must agree (checked at run time).
fn loop_sizes(cx: &mut Cx, op: OpId, k: &Kernel, dims: &[Vec<VarId>]) -> Result<Vec<VarId>> {
    let origin = cx.b.origin;
    let mut sizes = Vec::new();
    for l in 0..k.num_loops() as u32 {
        let mut found: Option<VarId> = None;
        for (i, o) in k.operands.iter().enumerate() {
            for (d, e) in o.map.iter().enumerate() {
                if *e != AffineExpr::Var(l) || dims[i].is_empty() {
                    continue;
                }
                match found {
                    None => found = Some(dims[i][d]),
                    Some(first) => {
                        let same = cx.b.cmp(CmpPred::Int(IntPred::Eq), first, dims[i][d]);
                        cx.b.assert(same, format!("operand #{i} has a size mismatch on loop d{l}"), origin);
                    }
                }
            }
        }
        sizes.push(
            found.ok_or_else(|| {
                cx.unsupported(op, format!("with loop d{l} bounded by no operand dimension"))
            })?,
        );
    }
    Ok(sizes)
}

/// A dense input read at a compound subscript (`oh * 2 + kh`) is read in place without
/// bounds checks: check once that every linear subscript stays inside its dimension over
/// the loop ranges (MLIR leaves this undefined; a wrong size here is a run-time error).
/// Sparse inputs need no check: a coordinate outside the level is simply not found.
fn check_dense_windows(cx: &mut Cx, k: &Kernel, dims: &[Vec<VarId>], loop_size: &[VarId]) {
    let origin = cx.b.origin;
    for (i, o) in k.operands.iter().enumerate().filter(|(_, o)| o.storage == Storage::Dense) {
        for (d, e) in o.map.iter().enumerate() {
            let Some((terms, c)) =
                linear_form(e).filter(|(t, _)| !t.is_empty() && !matches!(e, AffineExpr::Var(_)))
            else {
                continue;
            };
            // Smallest and largest value over the ranges; empty ranges skip the check.
            let (mut lo, mut hi) = (cx.b.index(c), cx.b.index(c));
            let mut empty = cx.b.bool(false);
            let zero = cx.b.index(0);
            for (l, a) in terms {
                let n = loop_size[l as usize];
                let is_empty = cx.b.cmp(CmpPred::Int(IntPred::Eq), n, zero);
                empty = cx.b.binary(BinOp::OrI, empty, is_empty);
                let one = cx.b.index(1);
                let last = cx.b.binary(BinOp::SubI, n, one);
                let coef = cx.b.index(a);
                let span = cx.b.binary(BinOp::MulI, last, coef);
                if a < 0 {
                    lo = cx.b.binary(BinOp::AddI, lo, span);
                } else {
                    hi = cx.b.binary(BinOp::AddI, hi, span);
                }
            }
            let ge0 = cx.b.cmp(CmpPred::Int(IntPred::Sge), lo, zero);
            let below = cx.b.cmp(CmpPred::Int(IntPred::Slt), hi, dims[i][d]);
            let inside = cx.b.binary(BinOp::AndI, ge0, below);
            let ok = cx.b.binary(BinOp::OrI, empty, inside);
            cx.b.assert(ok, format!("operand #{i} is too small for its subscript on dimension {d}"), origin);
        }
    }
}

/// `e` as `Σ a·loop + c` (`None` for `mod`, `floordiv`, … or symbols).
fn linear_form(e: &AffineExpr) -> Option<(Vec<(u32, i64)>, i64)> {
    use sparsir_storage::encoding::affine::AffineOp;
    match e {
        AffineExpr::Var(l) => Some((vec![(*l, 1)], 0)),
        AffineExpr::Const(c) => Some((vec![], *c)),
        AffineExpr::Sym(_) => None,
        AffineExpr::Bin(AffineOp::Add, a, b) => {
            let ((mut ta, ca), (tb, cb)) = (linear_form(a)?, linear_form(b)?);
            ta.extend(tb);
            Some((ta, ca.checked_add(cb)?))
        }
        AffineExpr::Bin(AffineOp::Mul, a, b) => {
            let AffineExpr::Const(k) = **b else { return None };
            let (t, c) = linear_form(a)?;
            let t = t.into_iter().map(|(l, x)| Some((l, x.checked_mul(k)?))).collect::<Option<_>>()?;
            Some((t, c.checked_mul(k)?))
        }
        AffineExpr::Bin(..) => None,
    }
}

fn prepare_output(
    cx: &mut Cx,
    k: &Kernel,
    handle: VarId,
    dims: &[VarId],
    loop_size: &[VarId],
    sparse_inputs: &[VarId],
) -> Out {
    let origin = cx.b.origin;
    let elem = k.out().elem;
    if !k.sparse_out() {
        let handed = cx.dense_handoff.remove(&k.out().value);
        let buf = if k.exprs.reads_output() {
            match handed {
                Some(buf) => buf,
                None => {
                    cx.b.call_runtime("sparsir_tensor_to_buffer", &[handle], vec![], &[Ty::Buf(elem)], origin)
                        [0]
                }
            }
        } else {
            let mut len = cx.b.index(1);
            for &d in dims {
                len = cx.b.binary(BinOp::MulI, len, d);
            }
            cx.b.alloc(elem, len)
        };
        return Out::Dense { buf, strides: strides(cx, dims) };
    }
    let st = vec![("elem".to_string(), Static::Elem(elem))];
    // A plain CSR output (its map the identity) is built row by row, unless the universal
    // path is asked for (tests compare the two).
    // Entries then arrive grouped by row, rows in increasing order: the row loop encloses
    // the column loop, and every output loop encloses the reductions (or a row workspace
    // compresses each row).
    let at = |e: &AffineExpr| match e {
        AffineExpr::Var(l) => k.order.iter().position(|o| o == l),
        _ => None,
    };
    let map = &k.out().map;
    let csr = matches!(&k.out().storage, Storage::Sparse { enc, converted: None, .. } if enc.is_plain_csr())
        && map.len() == 2
        && matches!((at(&map[0]), at(&map[1])), (Some(r), Some(c)) if r < c)
        && !cx.options.universal_outputs;
    let (r, rows) = if csr {
        let index = Ty::Buf(ElemType::Index);
        // Columns are appended at the output's width when it is 32 bits (the buffer
        // becomes the coordinates as it is), else as `index`.
        let cols = match &k.out().storage {
            Storage::Sparse { enc, .. } if enc.crd_width == 32 => Ty::Buf(ElemType::I32),
            _ => index,
        };
        // Entries appended directly (one per point the loops visit, no reduction) number
        // at most the sparse inputs' stored entries: the runtime reserves that much, so the
        // appends never grow (copy) the buffers. Only a hint: growth still works.
        let direct = !k.workspace && k.out_loops().len() == k.num_loops();
        let mut args = vec![handle];
        if direct {
            args.extend_from_slice(sparse_inputs);
        }
        let r = cx.b.call_runtime(
            "sparsir_kernel_out_begin_rows",
            &args,
            st,
            &[index, cols, Ty::Buf(elem)],
            origin,
        );
        (vec![r[1], r[2]], Some(r[0]))
    } else {
        let r = cx.b.call_runtime(
            "sparsir_kernel_out_begin",
            &[handle],
            st,
            &[Ty::Buf(ElemType::Index), Ty::Buf(elem)],
            origin,
        );
        (r, None)
    };
    let one = cx.b.index(1);
    let assembly = if k.workspace {
        let last_loop = *k.out_level_loops.last().expect("a sparse output has levels");
        let last_dim =
            k.out().map.iter().position(|e| *e == AffineExpr::Var(last_loop)).expect("an output loop");
        let n = loop_size[last_loop as usize];
        let (values, added) = (cx.b.alloc(elem, n), cx.b.alloc(ElemType::Index, n));
        // `values[j]` is read only where `filled[j]` is set, after a store set both
        // (`point::update_slot`), and `added` only below `count`: neither needs zeros, so
        // neither costs fresh pages (8 MB each on a million-column row, every call).
        cx.b.alloc_overwritten(values);
        cx.b.alloc_overwritten(added);
        Assembly::Workspace {
            values,
            filled: cx.b.alloc(ElemType::I1, n),
            added,
            count: cx.b.alloc(ElemType::Index, one),
            last_loop,
            last_dim,
        }
    } else if k.out_loops().len() < k.num_loops() {
        Assembly::Scalar { value: cx.b.alloc(elem, one), present: cx.b.alloc(ElemType::I1, one) }
    } else {
        Assembly::Direct
    };
    Out::Sparse { crds: r[0], vals: r[1], assembly, rows }
}

/// The body of a CSR output's row loop (row coordinate bound): `counts[row] += entries
/// appended`, measured by the values buffer's length before and after (a visit of a row
/// may run several times, e.g. one per lattice point: each adds its own).
fn count_row(cx: &mut Cx, g: &mut Gen, at: At) -> Result<()> {
    let Out::Sparse { vals, rows: Some(counts), .. } = g.out.clone() else {
        unreachable!("counts_per_row is set for CSR outputs built row by row")
    };
    let row = at.ivs[g.k.order[0] as usize].expect("the row loop is bound at depth 1");
    let before = cx.b.buf_len(vals);
    g.counting_row = true;
    let body = gen(cx, g, 1, at);
    g.counting_row = false;
    body?;
    let after = cx.b.buf_len(vals);
    let added = cx.b.binary(BinOp::SubI, after, before);
    super::point::add_to_count(cx, counts, row, added);
    Ok(())
}

/// Generates loops `depth..` of the schedule at `at`.
pub(super) fn gen(cx: &mut Cx, g: &mut Gen, depth: usize, at: At) -> Result<()> {
    if depth == 1 && g.counts_per_row && !g.counting_row {
        return count_row(cx, g, at);
    }
    if g.acc_depth == Some(depth) && !at.in_acc {
        // Inside, the output argument is the accumulator: present or not at run time.
        let absent = at.absent & !g.k.out_walk.map_or(0, |t| 1 << t);
        return point::with_accumulator(cx, g, &at, |cx, g| {
            gen(cx, g, depth, At { in_acc: true, absent, ..at.clone() })
        });
    }
    if let Some(t) = searchable(g, &at) {
        return search_level(cx, g, depth, at, t);
    }
    if depth == g.k.num_loops() {
        return point::emit(cx, g, &at);
    }
    let l = g.k.order[depth];
    let mut located = Vec::new();
    let mut iters = Vec::new();
    for (t, d) in g.data.iter().enumerate() {
        let Data::Sparse { levels, .. } = d else { continue };
        if at.absent >> t & 1 == 1 || at.bound[t] >= levels.len() || lvl_loop(g.k, t, at.bound[t]) != Some(l)
        {
            continue;
        }
        if levels[at.bound[t]].lt.is_dense_like() {
            located.push(t);
        } else {
            iters.push(t);
        }
    }
    let keep = g.k.out_walk.filter(|_| !at.in_acc);
    let pts = lattice::points_keeping(&g.k.exprs, at.absent, &iters, keep);
    let site = LoopSite { depth, at: &at, located: &located, iters: &iters, pts: &pts };
    if iters.is_empty() || pts.contains(&0) {
        dense_loop(cx, g, &site)
    } else if iters.len() == 1 && pts == [1] && unique_level(g, &at, iters[0]) {
        fiber_loop(cx, g, depth, &at, &located, iters[0])
    } else {
        coiterate(cx, g, &site)
    }
}

/// The loop that walks level `lvl` of operand `t` (`None`: the level is searched).
fn lvl_loop(k: &Kernel, t: usize, lvl: usize) -> Option<u32> {
    match lvl_sub(k, t, lvl) {
        Some(AffineExpr::Var(l)) => Some(*l),
        _ => None,
    }
}

pub(super) fn lvl_sub(k: &Kernel, t: usize, lvl: usize) -> Option<&AffineExpr> {
    match &k.operands[t].storage {
        Storage::Sparse { lvl_subs, .. } => lvl_subs.get(lvl),
        _ => None,
    }
}

/// A present sparse input whose next level's subscript has all its loops bound: a
/// compound subscript (a convolution window), or a loop already bound by an outer level
/// (`A(i, i)`). Such a level is searched, not walked.
pub(super) fn searchable(g: &Gen, at: &At) -> Option<usize> {
    (0..g.data.len()).find(|&t| {
        at.absent >> t & 1 == 0
            && lvl_sub(g.k, t, at.bound[t])
                .is_some_and(|e| loops_of(e).iter().all(|&l| at.ivs[l as usize].is_some()))
    })
}

/// Binds the next level of input `t` by searching for its coordinate: the rest of the
/// nest runs with `t` bound where the coordinate is stored and, when the body can give a
/// value without `t`, with `t` absent elsewhere.
fn search_level(cx: &mut Cx, g: &mut Gen, depth: usize, at: At, t: usize) -> Result<()> {
    let lvl = at.bound[t];
    let e = lvl_sub(g.k, t, lvl).expect("a searchable level").clone();
    let crd = point::affine(cx, &e, &at)?;
    let (found, parent) = search(cx, &level(g, t, lvl), at.parent[t], crd)?;
    let present_live = lattice::is_live(&g.k.exprs, at.absent);
    let absent_live = lattice::is_live(&g.k.exprs, at.absent | 1 << t);
    let mut here = at.clone();
    here.parent[t] = parent;
    here.bound[t] += 1;
    let mut gone = at;
    gone.absent |= 1 << t;
    if present_live {
        if_then(cx, found, |cx| gen(cx, g, depth, here))?;
    }
    if absent_live {
        let t = cx.b.bool(true);
        let missing = cx.b.binary(BinOp::XorI, found, t);
        if_then(cx, missing, |cx| gen(cx, g, depth, gone))?;
    }
    Ok(())
}

fn level(g: &Gen, t: usize, lvl: usize) -> LevelBufs {
    match &g.data[t] {
        Data::Sparse { levels, .. } => levels[lvl],
        _ => unreachable!("only sparse inputs have levels"),
    }
}

fn unique_level(g: &Gen, at: &At, t: usize) -> bool {
    level(g, t, at.bound[t]).lt.is_unique()
}

/// One loop being generated: its depth, the state outside it, the levels it locates and
/// iterates, and its lattice points.
pub(super) struct LoopSite<'a> {
    pub(super) depth: usize,
    pub(super) at: &'a At,
    pub(super) located: &'a [usize],
    pub(super) iters: &'a [usize],
    pub(super) pts: &'a [u64],
}

/// A cursor over one sparse level during a loop.
#[derive(Clone, Copy)]
pub(super) struct Cursor {
    pub(super) t: usize,
    pub(super) lb: LevelBufs,
    pub(super) hi: VarId,
}

pub(super) fn cursors(cx: &mut Cx, g: &Gen, at: &At, iters: &[usize]) -> (Vec<Cursor>, Vec<VarId>) {
    let mut cs = Vec::new();
    let mut los = Vec::new();
    for &t in iters {
        let lb = level(g, t, at.bound[t]);
        let (lo, hi) = range(cx, &lb, at.parent[t]);
        cs.push(Cursor { t, lb, hi });
        los.push(lo);
    }
    (cs, los)
}

/// The state inside a loop body at coordinate `iv`: located levels bound, the present
/// cursors' levels bound at their positions, the others absent.
pub(super) fn child(
    cx: &mut Cx,
    g: &Gen,
    at: &At,
    (l, iv): (u32, VarId),
    located: &[usize],
    present: &[(usize, Parent)],
    missing: &[usize],
) -> At {
    let mut a = at.clone();
    a.ivs[l as usize] = Some(iv);
    for &t in located {
        let lb = level(g, t, a.bound[t]);
        a.parent[t] = locate(cx, &lb, a.parent[t], iv);
        a.bound[t] += 1;
    }
    for &(t, p) in present {
        a.parent[t] = p;
        a.bound[t] += 1;
    }
    for &t in missing {
        a.absent |= 1 << t;
    }
    a
}

/// `for q in lo..hi` over one unique fiber (the only required operand at this loop).
fn fiber_loop(cx: &mut Cx, g: &mut Gen, depth: usize, at: &At, located: &[usize], t: usize) -> Result<()> {
    let l = g.k.order[depth];
    let (cs, los) = cursors(cx, g, at, &[t]);
    let one = cx.b.index(1);
    if let Some(stop) = early_exit(cx, g, depth, at) {
        // The reduction's terminal value ends the fiber: nothing after it can change it.
        let hi = cs[0].hi;
        while_loop(
            cx,
            &los,
            |cx, q| {
                let inside = cx.b.cmp(CmpPred::Int(IntPred::Ult), q[0], hi);
                let done = stop.reached(cx);
                let t = cx.b.bool(true);
                let go_on = cx.b.binary(BinOp::XorI, done, t);
                Ok(cx.b.binary(BinOp::AndI, inside, go_on))
            },
            |cx, q| {
                let iv = crd_at(cx, &cs[0].lb, q[0]);
                let a = child(cx, g, at, (l, iv), located, &[(t, Parent::Pos(q[0]))], &[]);
                gen(cx, g, depth + 1, a)?;
                Ok(vec![cx.b.binary(BinOp::AddI, q[0], one)])
            },
        )?;
        return Ok(());
    }
    // Two versions of the loop where a vector is gathered at these coordinates.
    let scattered = gathered(g, &cs[0].lb);
    if accumulates(g, depth, at).is_some() {
        return accumulating_loop(cx, g, depth, at, los[0], cs[0].hi, scattered, &mut |cx, g, q, part| {
            if part != Part::First {
                prefetch_rows(cx, g, at, l, &cs[0].lb, cs[0].hi, q)?;
                prefetch_stream(cx, g, depth, t, &cs[0].lb, q);
            }
            if part == Part::RestGathered {
                prefetch_gathers(cx, g, &cs[0].lb, q)?;
            }
            let iv = crd_at(cx, &cs[0].lb, q);
            let a = child(cx, g, at, (l, iv), located, &[(t, Parent::Pos(q))], &[]);
            gen(cx, g, depth + 1, a)
        });
    }
    let trips = |cx: &mut Cx| cx.b.binary(BinOp::SubI, cs[0].hi, los[0]);
    reserving(cx, g, depth, Some(t), trips, |cx, g| {
        versioned(cx, g, scattered, |cx, g, gather| {
            cx.for_loop(los[0], cs[0].hi, one, &[], |cx, q, _| {
                prefetch_rows(cx, g, at, l, &cs[0].lb, cs[0].hi, q)?;
                prefetch_stream(cx, g, depth, t, &cs[0].lb, q);
                if gather {
                    prefetch_gathers(cx, g, &cs[0].lb, q)?;
                }
                let iv = crd_at(cx, &cs[0].lb, q);
                let a = child(cx, g, at, (l, iv), located, &[(t, Parent::Pos(q))], &[]);
                gen(cx, g, depth + 1, a)?;
                Ok(vec![])
            })?;
            Ok(())
        })
    })
}

/// Runs `body` (the generation of the loop at `depth`, at most `trips` iterations) with
/// room reserved for one entry per iteration when the loop is the last output loop of a
/// CSR output built row by row — the innermost loop when entries are appended directly,
/// the loop around the reduction loops when a scalar accumulator is appended after them:
/// every iteration then appends at most one value and one column (the lattice points of
/// one step exclude each other, a search finds or misses, an accumulator is appended
/// once), so its appends need no capacity check. `trips` (emitted only when a reservation
/// is made) bounds the iterations of every
/// loop `body` generates at this depth: a co-iteration's steps each advance a cursor.
///
/// `fiber` names the operand when the loop walks one fiber of it alone (`fiber_loop`): a
/// loop right inside the outermost one walking the row fiber of a hoisting candidate
/// (`hoisted_reservation`) relies on the room reserved before the outermost loop instead.
pub(super) fn reserving(
    cx: &mut Cx,
    g: &mut Gen,
    depth: usize,
    fiber: Option<usize>,
    trips: impl FnOnce(&mut Cx) -> VarId,
    body: impl FnOnce(&mut Cx, &mut Gen) -> Result<()>,
) -> Result<()> {
    let (Out::Sparse { crds, vals, .. }, Some(last)) = (&g.out, last_out_loop(g)) else { return body(cx, g) };
    if depth + 1 != last || g.reserved {
        return body(cx, g);
    }
    let (vals, crds) = (*vals, *crds);
    let hoisted = g.hoist.iter().find(|&&(t, _)| depth == 1 && fiber == Some(t)).map(|&(_, pos)| pos);
    match hoisted {
        // One candidate's reservation per kernel: another one's would not cover it.
        Some(pos) if g.hoist_used.is_none_or(|used| used == pos) => g.hoist_used = Some(pos),
        _ => {
            let trips = trips(cx);
            cx.b.reserve(vals, trips);
            cx.b.reserve(crds, trips);
        }
    }
    g.reserved = true;
    let r = body(cx, g);
    g.reserved = false;
    r
}

/// The depth at which a CSR output's entries are appended one per iteration: its last
/// output loop's depth + 1 (`None` for other outputs).
fn last_out_loop(g: &Gen) -> Option<usize> {
    match g.out {
        Out::Sparse { assembly: Assembly::Direct, rows: Some(_), .. } => Some(g.k.num_loops()),
        Out::Sparse { assembly: Assembly::Scalar { .. }, rows: Some(_), .. } => g.acc_depth,
        _ => None,
    }
}

/// The operands whose row fibers may bound the appends of the whole outermost loop `l`
/// (SDDMM's sampling matrix): level 0 dense and walked by `l` (row `i` is position `i`),
/// level 1 compressed and unique, when the loop inside it is the last output loop. If that
/// loop walks the row fiber of one of them alone, row `i` appends at most `pos[i + 1] -
/// pos[i]` entries, so rows `lo..hi` at most `pos[hi] - pos[lo]`: one reservation before
/// the outermost loop replaces one per row (a capacity check and a possible call in every
/// row cost registers in the whole row loop).
fn hoist_candidates(g: &Gen, l: u32) -> Vec<(usize, VarId)> {
    if last_out_loop(g) != Some(2) {
        return vec![];
    }
    let walked_by_l = |t: usize| lvl_loop(g.k, t, 0) == Some(l);
    (0..g.data.len())
        .filter_map(|t| match &g.data[t] {
            Data::Sparse { levels, .. }
                if levels.len() > 1
                    && walked_by_l(t)
                    && levels[0].lt.format == LevelFormat::Dense
                    && levels[1].lt.format == LevelFormat::Compressed
                    && levels[1].lt.is_unique() =>
            {
                Some((t, levels[1].pos))
            }
            _ => None,
        })
        .collect()
}

/// Puts `Reserve`s for `pos[size] - pos[0]` entries in the output's appended buffers
/// before the outermost loop (the last statement of the current block).
fn hoisted_reservation(cx: &mut Cx, g: &Gen, pos: VarId, size: VarId) {
    let Out::Sparse { crds, vals, .. } = g.out else { return };
    let block = cx.b.block();
    let at = cx.b.prog.block(block).stmts.len() - 1;
    let zero = cx.b.index(0);
    let first = load_index(cx, pos, zero);
    let last = load_index(cx, pos, size);
    let total = cx.b.binary(BinOp::SubI, last, first);
    cx.b.reserve(vals, total);
    cx.b.reserve(crds, total);
    let added = cx.b.prog.block(block).stmts.len() - 1 - at;
    cx.b.prog.blocks[block.0 as usize].stmts[at..].rotate_right(added);
}

/// A dense `for` over the loop's range, sparse levels following as cursors.
fn dense_loop(cx: &mut Cx, g: &mut Gen, site: &LoopSite) -> Result<()> {
    let LoopSite { depth, at, located, iters, .. } = *site;
    let l = g.k.order[depth];
    let (cs, los) = cursors(cx, g, at, iters);
    let (zero, one) = (cx.b.index(0), cx.b.index(1));
    let size = g.loop_size[l as usize];
    let row_init = if depth == 0 && cs.is_empty() { g.row_init } else { None };
    if cs.is_empty() && accumulates(g, depth, at).is_some() {
        return accumulating_loop(cx, g, depth, at, zero, size, None, &mut |cx, g, iv, _| {
            let a = child(cx, g, at, (l, iv), located, &[], &[]);
            gen(cx, g, depth + 1, a)
        });
    }
    let outermost = depth == 0 && cs.is_empty();
    if outermost {
        g.hoist = hoist_candidates(g, l);
    }
    reserving(
        cx,
        g,
        depth,
        None,
        |_| size,
        |cx, g| {
            cx.for_loop(zero, size, one, &los, |cx, iv, curs| {
                if let Some(c) = row_init {
                    super::fill::init_output(cx, g.k, &g.out, &g.loop_size, c, Some((l, iv)))?;
                }
                if cs.is_empty() {
                    let a = child(cx, g, at, (l, iv), located, &[], &[]);
                    gen(cx, g, depth + 1, a)?;
                    return Ok(vec![]);
                }
                branches(cx, g, site, &cs, curs, Some(iv), true)
            })?;
            Ok(())
        },
    )?;
    if outermost {
        g.hoist.clear();
        let hoisted = g.hoist_used.take();
        if let Some(p) = super::parallel::claim(cx, g, l, located) {
            cx.b.prog.parallel.push(ParallelFor { reserved_by: hoisted, ..p });
        }
        if let Some(pos) = hoisted {
            hoisted_reservation(cx, g, pos, size);
        }
    }
    Ok(())
}

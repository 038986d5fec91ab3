//! C source for the native regions of a loop program.
//!
//! Why: the C compiler gives the loop nests the code quality the peers have (vectorized
//! dense inner loops, registers for carried values, hoisted loads), and C is readable in
//! `sparsir opt --emit-c`. Each [`Region`] becomes one function
//! `int32_t sparsir_region_K(const sp_rt *rt, sp_val *sc, sp_buf *bf)`: scalar live-ins
//! come in `sc[0..]`, results go out in `sc[n_in..]`, buffers come as `(data, len, cap,
//! slot)` descriptors in `bf`. It returns 0, or the non-zero value of `rt->fail`, which
//! records a numbered failure site ([`FailSite`]) so the Rust side reports the same
//! message the interpreter would.
//!
//! Scalar semantics are the interpreter's (`prelude.h` explains the representation);
//! bounds checks are emitted exactly where the interpreter has an error to report (loads
//! and stores that carry their source op); loads the sparsifier generates are trusted.

use std::collections::HashMap;
use std::fmt::Write;

use sparsir_loops::ops::{FloatPred, IntPred};
use sparsir_loops::{BinOp, BlockId, CastOp, CmpPred, OriginId, Program, Stmt, Ty, UnOp, VarId};
use sparsir_storage::{ElemType, Scalar};

use super::region::Region;
use super::{entry_dot, fixed_width, lane_dot, out_elem, row_acc, row_fill, short_fiber};
use crate::scalar::int_bits;
use crate::value::Val;

/// The prelude every generated file starts with.
pub const PRELUDE: &str = include_str!("prelude.h");

/// Why a compiled region stopped: what the interpreter would have said.
#[derive(Clone, Debug, PartialEq)]
pub enum FailKind {
    /// An index out of a buffer's bounds (`a` = index, `b` = length).
    Bounds,
    /// Integer division by zero.
    DivZero,
    /// A float that does not fit the integer type (`x` = the value).
    CastFit { op: CastOp, to: ElemType },
    /// A failing `cf.assert`.
    Assert(String),
    /// A `for` with a step that is not positive (`a` = the step).
    Step,
    /// A broken invariant of the generated code (the interpreter reports the same).
    Internal(String),
    /// `SortIndex` of more elements than the buffer holds (`a` = count, `b` = length).
    SortPastEnd,
}

/// A numbered place where compiled code can fail.
#[derive(Clone, Debug, PartialEq)]
pub struct FailSite {
    /// The source op, when the statement has one.
    pub origin: Option<OriginId>,
    /// What failed.
    pub kind: FailKind,
}

/// A whole program's C file.
pub struct CFile {
    /// The source text.
    pub source: String,
    /// The failure sites, by number.
    pub sites: Vec<FailSite>,
}

/// The C file for `regions` of `prog`; region `k` is `sparsir_region_k`.
pub fn emit_program(prog: &Program, regions: &[Region]) -> CFile {
    let consts = constants(prog);
    let mut e = Emitter {
        prog,
        consts,
        out: String::new(),
        sites: Vec::new(),
        depth: 1,
        bufs: HashMap::new(),
        promoted: Default::default(),
        acc: None,
        range_override: false,
        lo_override: None,
        fixed: None,
        pending_fill: None,
        streamed: false,
        elem: None,
        skip_prefetch: Default::default(),
    };
    e.out.push_str(PRELUDE);
    for (k, r) in regions.iter().enumerate() {
        e.region(k, r);
    }
    CFile { source: e.out, sites: e.sites }
}

/// The value of every variable defined by a `Const` (for static loop steps).
pub(super) fn constants(prog: &Program) -> HashMap<VarId, Scalar> {
    let mut map = HashMap::new();
    for blk in &prog.blocks {
        for s in &blk.stmts {
            if let Stmt::Const { dst, value } = s {
                map.insert(*dst, *value);
            }
        }
    }
    map
}

/// The C type of a buffer element.
pub fn c_elem(t: ElemType) -> &'static str {
    match t {
        ElemType::I1 => "uint8_t",
        ElemType::I8 => "int8_t",
        ElemType::I16 => "int16_t",
        ElemType::I32 => "int32_t",
        ElemType::F32 => "float",
        ElemType::F64 => "double",
        _ => "int64_t",
    }
}

/// `expr` (a double) rounded to float type `t`.
fn round(expr: String, t: ElemType) -> String {
    if t == ElemType::F32 {
        format!("(double)(float)({expr})")
    } else {
        expr
    }
}

pub(super) fn f64_lit(x: f64) -> String {
    format!("sp_bits(UINT64_C(0x{:016x}))", x.to_bits())
}

fn i64_lit(x: i64) -> String {
    format!("(int64_t)UINT64_C(0x{:016x})", x as u64)
}

/// How a buffer is reached inside a region.
struct BufAccess {
    /// The pointer expression (a restrict local, or the descriptor for appended buffers).
    ptr: String,
    /// The length expression.
    len: String,
    /// The buffer's index in `bf`.
    slot: usize,
}

struct Emitter<'p> {
    prog: &'p Program,
    consts: HashMap<VarId, Scalar>,
    out: String,
    sites: Vec<FailSite>,
    depth: usize,
    bufs: HashMap<VarId, BufAccess>,
    /// Buffers the region reads and writes only at element 0 (a kernel's reduction slot):
    /// held in a local `s<v>` for the whole region (register promotion the C compiler
    /// cannot do itself when the stores are conditional).
    promoted: std::collections::HashSet<VarId>,
    /// A parallel region's outermost `for` runs over `sp_lo..sp_hi` (its range of
    /// iterations, set by the caller) instead of its own bounds; taken by that loop.
    range_override: bool,
    /// The next `for` printed starts at this C expression instead of its lower bound (the
    /// entries an `entry_dot` group left); taken by that loop.
    lo_override: Option<String>,
    /// While a loop is printed for a row accumulated in a local array
    /// (`row_acc`): the output buffer, the inner loop's variable and the row's width.
    acc: Option<(VarId, VarId, i64)>,
    /// While a loop is printed for one value of its upper bound (`fixed_width`): the
    /// loop's variable and that value.
    fixed: Option<(VarId, i64)>,
    /// A fill loop held back for the row accumulation after it (`row_fill`).
    pending_fill: Option<row_fill::RowFill<'p>>,
    /// Whether the region has streamed a row (and must fence before it returns).
    streamed: bool,
    /// The output element each iteration of the region's parallel loop holds in the local
    /// `e<out>` and stores once, at its end (`out_elem`).
    elem: Option<out_elem::OutElem>,
    /// The stream look-aheads (buffer, index variable) made before the loop being printed
    /// (`short_fiber`): left out of its body.
    skip_prefetch: std::collections::HashSet<(VarId, VarId)>,
}

/// What ends the block being emitted.
enum Term<'a> {
    /// A `for` body: yields become the carried arguments.
    For(&'a [VarId]),
    /// An `if` branch: yields become the results.
    If(&'a [VarId]),
    /// A `while` "before" block: the condition.
    Before { results: &'a [VarId], after_args: &'a [VarId] },
    /// A `while` "after" block: yields become the "before" arguments.
    After(&'a [VarId]),
}

impl<'p> Emitter<'p> {
    fn line(&mut self, text: &str) {
        for _ in 0..self.depth {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn elem(&self, v: VarId) -> ElemType {
        match self.prog.ty(v) {
            Ty::Scalar(t) | Ty::Buf(t) => t,
            Ty::Handle => ElemType::Index,
        }
    }

    fn cty(&self, v: VarId) -> &'static str {
        if self.elem(v).is_float() {
            "double"
        } else {
            "int64_t"
        }
    }

    /// `if (c - l < need) grow to want`: the append path's capacity check (`need` and
    /// `want` are C expressions).
    fn ensure_room(&mut self, buf: VarId, need: &str, want: &str) {
        let slot = self.bufs[&buf].slot;
        let site = self.site(None, FailKind::Internal("internal error: cannot grow a buffer".into()));
        let ct = c_elem(self.elem(buf));
        let b = buf.0;
        let line = format!(
            "if (c{b} - l{b} < {need}) {{ bf[{slot}].len = l{b}; if (rt->grow(rt->ctx, &bf[{slot}], {want})) SP_FAIL({site}, 0, 0, 0); p{b} = ({ct} *)bf[{slot}].data; c{b} = bf[{slot}].cap; }}"
        );
        self.line(&line);
    }

    fn site(&mut self, origin: Option<OriginId>, kind: FailKind) -> usize {
        self.sites.push(FailSite { origin, kind });
        self.sites.len() - 1
    }

    fn region(&mut self, k: usize, r: &Region) {
        let _ =
            writeln!(self.out, "\nint32_t sparsir_region_{k}(const sp_rt *rt, sp_val *sc, sp_buf *bf) {{");
        self.bufs.clear();
        self.streamed = false;
        for (j, &v) in r.scalars_in.iter().enumerate() {
            // A constant defined outside is a constant inside too (strides of 1 known to
            // the C compiler let it vectorize).
            if let Some(&value) = self.consts.get(&v) {
                self.stmt(&Stmt::Const { dst: v, value });
                continue;
            }
            let field = if self.elem(v).is_float() { "f" } else { "i" };
            let line = format!("const {} v{} = sc[{j}].{field};", self.cty(v), v.0);
            self.line(&line);
        }
        for (j, &v) in r.bufs.iter().enumerate() {
            let ct = c_elem(self.elem(v));
            let access = if r.pushed.contains(&v) {
                // An appended buffer lives in locals (pointer, length, capacity), written
                // back to its descriptor before `grow` and at the end.
                let line = format!(
                    "{ct} *restrict p{v} = ({ct} *)bf[{j}].data; int64_t l{v} = bf[{j}].len, c{v} = bf[{j}].cap;",
                    v = v.0
                );
                self.line(&line);
                BufAccess { ptr: format!("p{}", v.0), len: format!("l{}", v.0), slot: j }
            } else {
                let cv = if r.written.contains(&v) { "" } else { "const " };
                let line = format!(
                    "{cv}{ct} *restrict b{} = ({cv}{ct} *)bf[{j}].data; const int64_t n{} = bf[{j}].len;",
                    v.0, v.0
                );
                self.line(&line);
                BufAccess { ptr: format!("b{}", v.0), len: format!("n{}", v.0), slot: j }
            };
            self.bufs.insert(v, access);
        }
        if r.parallel.is_some() {
            // The caller passes the range of iterations after the live-ins (and no results).
            let n_in = r.scalars_in.len();
            self.line(&format!("const int64_t sp_lo = sc[{n_in}].i, sp_hi = sc[{}].i;", n_in + 1));
            self.range_override = true;
        }
        // `prog` outlives the emitter's borrow of itself: statements are read in place.
        let prog = self.prog;
        let stmt = &prog.block(r.block).stmts[r.index];
        self.promoted = slots(prog, &self.consts, stmt, r);
        self.elem = r.parallel.as_ref().and_then(|_| {
            let skip = self.promoted.iter().chain(&r.pushed).copied().collect();
            out_elem::find(prog, &self.consts, &skip, stmt)
        });
        let mut promoted: Vec<VarId> = self.promoted.iter().copied().collect();
        promoted.sort();
        for &v in &promoted {
            let line = format!("{} s{v} = n{v} > 0 ? ({})b{v}[0] : 0;", self.cty(v), self.cty(v), v = v.0);
            self.line(&line);
        }
        self.stmt(stmt);
        for &v in &promoted {
            if r.written.contains(&v) {
                let line = format!("if (n{v} > 0) b{v}[0] = ({})s{v};", c_elem(self.elem(v)), v = v.0);
                self.line(&line);
            }
        }
        for (j, &v) in r.bufs.iter().enumerate() {
            if r.pushed.contains(&v) {
                let line = format!("bf[{j}].len = l{};", v.0);
                self.line(&line);
            }
        }
        let n_in = r.scalars_in.len();
        for (j, &v) in r.results.iter().enumerate() {
            let field = if self.elem(v).is_float() { "f" } else { "i" };
            let line = format!("sc[{}].{field} = v{};", n_in + j, v.0);
            self.line(&line);
        }
        if self.streamed {
            self.line("sp_stream_fence();");
        }
        self.line("return 0;");
        self.out.push_str("}\n");
    }

    fn block(&mut self, b: BlockId, term: Term) {
        let prog = self.prog;
        let stmts = &prog.block(b).stmts;
        for (at, s) in stmts.iter().enumerate() {
            if matches!(s, Stmt::For { .. }) && !self.range_override && self.acc.is_none() {
                if let Some(fill) = row_fill::find(prog, &self.consts, stmts, at) {
                    // Printed by the row loop after it (only statements without effects
                    // on the output come between).
                    self.pending_fill = Some(fill);
                    continue;
                }
            }
            match s {
                Stmt::Yield(vs) => {
                    let dsts = match term {
                        Term::For(d) | Term::If(d) | Term::After(d) => d,
                        Term::Before { .. } => &[][..],
                    };
                    self.assign(dsts, vs);
                }
                Stmt::Condition { cond, args } => {
                    if let Term::Before { results, after_args } = term {
                        self.assign(after_args, args);
                        let line = format!("if (!v{}) {{", cond.0);
                        self.line(&line);
                        self.depth += 1;
                        self.assign(results, after_args);
                        self.line("break;");
                        self.depth -= 1;
                        self.line("}");
                    }
                }
                other => self.stmt(other),
            }
        }
    }

    /// `dsts = srcs` as a parallel assignment.
    fn assign(&mut self, dsts: &[VarId], srcs: &[VarId]) {
        if dsts.is_empty() {
            return;
        }
        self.line("{");
        self.depth += 1;
        for (j, (&d, &s)) in dsts.iter().zip(srcs).enumerate() {
            let line = format!("{} t{j} = v{};", self.cty(d), s.0);
            self.line(&line);
        }
        for (j, &d) in dsts.iter().enumerate() {
            let line = format!("v{} = t{j};", d.0);
            self.line(&line);
        }
        self.depth -= 1;
        self.line("}");
    }

    fn declare(&mut self, vs: &[VarId]) {
        for &v in vs {
            let line = format!("{} v{};", self.cty(v), v.0);
            self.line(&line);
        }
    }

    fn define(&mut self, dst: VarId, expr: &str) {
        let line = format!("const {} v{} = {expr};", self.cty(dst), dst.0);
        self.line(&line);
    }

    fn stmt(&mut self, s: &Stmt) {
        match s {
            Stmt::Const { dst, value } => {
                let expr = match Val::from_scalar(*value, self.elem(*dst)) {
                    Val::Float(f) => f64_lit(f),
                    v => i64_lit(v.int()),
                };
                self.define(*dst, &expr);
            }
            Stmt::Unary { dst, op, a } => {
                let expr = self.unary(*op, self.elem(*a), *a);
                self.define(*dst, &expr);
            }
            Stmt::Binary { dst, op, a, b, origin } => self.binary(*dst, *op, *a, *b, *origin),
            Stmt::Cmp { dst, pred, a, b } => {
                let expr = self.compare(*pred, self.elem(*a), *a, *b);
                self.define(*dst, &expr);
            }
            Stmt::Select { dst, cond, a, b } => {
                self.define(*dst, &format!("v{} ? v{} : v{}", cond.0, a.0, b.0));
            }
            Stmt::Cast { dst, op, a, origin } => self.cast(*dst, *op, *a, *origin),
            Stmt::Load { dst, buf, .. } if self.promoted.contains(buf) => {
                self.define(*dst, &format!("s{}", buf.0));
            }
            Stmt::Store { buf, val, .. } if self.promoted.contains(buf) => {
                self.line(&format!("s{} = v{};", buf.0, val.0));
            }
            Stmt::Prefetch { buf, .. } if self.promoted.contains(buf) => {}
            Stmt::Prefetch { buf, idx, stream: true, .. } if self.skip_prefetch.contains(&(*buf, *idx)) => {}
            Stmt::Load { dst, buf, .. } if self.elem.as_ref().is_some_and(|e| e.out == *buf) => {
                self.define(*dst, &format!("e{}", buf.0));
            }
            Stmt::Store { buf, val, .. } if self.elem.as_ref().is_some_and(|e| e.out == *buf) => {
                self.line(&format!("e{} = v{};", buf.0, val.0));
            }
            Stmt::Prefetch { buf, idx, ahead: true, stream } => {
                let (ptr, _) = self.access(*buf);
                let i = idx.0;
                // Integer arithmetic: the address may lie past the buffer.
                let hint = if *stream { "SP_PREFETCH_STREAM" } else { "__builtin_prefetch" };
                self.line(&format!(
                    "{hint}((const void *)((uintptr_t){ptr} + (uintptr_t)v{i} * sizeof(*{ptr})));"
                ));
            }
            Stmt::Prefetch { buf, idx, ahead: false, .. } => {
                let (ptr, len) = self.access(*buf);
                let i = idx.0;
                self.line(&format!(
                    "if ((uint64_t)v{i} < (uint64_t){len}) __builtin_prefetch(&{ptr}[v{i}]);"
                ));
            }
            Stmt::Load { dst, buf, .. } if self.acc.is_some_and(|(out, ..)| out == *buf) => {
                let (_, j, _) = self.acc.expect("checked");
                self.define(*dst, &format!("acc{}[v{}]", buf.0, j.0));
            }
            Stmt::Store { buf, val, .. } if self.acc.is_some_and(|(out, ..)| out == *buf) => {
                let (_, j, _) = self.acc.expect("checked");
                self.line(&format!("acc{}[v{}] = v{};", buf.0, j.0, val.0));
            }
            Stmt::Load { dst, buf, idx, origin } => {
                let ptr = self.bounds_checked(*buf, *idx, *origin);
                let expr = format!("({}){ptr}[v{}]", self.cty(*dst), idx.0);
                self.define(*dst, &expr);
            }
            Stmt::Store { buf, idx, val, origin } => {
                let ptr = self.bounds_checked(*buf, *idx, *origin);
                let line = format!("{ptr}[v{}] = ({})v{};", idx.0, c_elem(self.elem(*buf)), val.0);
                self.line(&line);
            }
            Stmt::BufLen { dst, buf } => {
                let (_, len) = self.access(*buf);
                self.define(*dst, &len);
            }
            Stmt::Push { buf, val, reserved } => {
                if !*reserved {
                    self.ensure_room(*buf, "1", &format!("c{0} < 8 ? 16 : 2 * c{0}", buf.0));
                }
                let b = buf.0;
                let line = format!("p{b}[l{b}++] = ({})v{};", c_elem(self.elem(*buf)), val.0);
                self.line(&line);
            }
            Stmt::Reserve { buf, extra } => {
                // Room for `extra` more: at least double, so reserving row by row stays
                // amortised linear.
                let (b, e) = (buf.0, extra.0);
                let want = format!("2 * c{b} > l{b} + v{e} ? 2 * c{b} : l{b} + v{e}");
                self.ensure_room(*buf, &format!("v{e}"), &want);
            }
            Stmt::SortIndex { buf, len, marks } => {
                let (ptr, n) = self.access(*buf);
                let site = self.site(None, FailKind::SortPastEnd);
                let line =
                    format!("if ((uint64_t)v{l} > (uint64_t){n}) SP_FAIL({site}, v{l}, {n}, 0);", l = len.0);
                self.line(&line);
                let (keys, l) = (format!("(int64_t *){ptr}"), len.0);
                let sort = format!(
                    "{{ if (v{l} <= SP_SORT_SHORT) sp_sort_short({keys}, v{l}); else rt->sort_index({keys}, v{l}); }}"
                );
                match marks {
                    Some(m) => self.sort_marked(&ptr, &n, *len, *m, &sort),
                    None => self.line(&sort),
                }
            }
            Stmt::Assert { cond, message, args, origin } => {
                let site = self.site(*origin, FailKind::Assert(message.clone()));
                let val = |k: usize| args.get(k).map_or("0".to_string(), |a| format!("v{}", a.0));
                let line = format!("if (!v{}) SP_FAIL({site}, {}, {}, 0);", cond.0, val(0), val(1));
                self.line(&line);
            }
            Stmt::For { .. } if !self.range_override && self.acc.is_none() => {
                let fill = self.pending_fill.take();
                match row_acc::find(self.prog, &self.consts, s) {
                    Some(ra) => self.row_acc_loop(s, &ra, fill),
                    None => {
                        if let Some(f) = fill {
                            self.stmt(f.stmt);
                        }
                        // `lane_dot` and `entry_dot` print their loads themselves, from
                        // memory: not where the output element lives in a local.
                        let uses_elem =
                            self.elem.as_ref().is_some_and(|e| out_elem::touches(self.prog, s, e.out));
                        let (prog, consts, slots) = (self.prog, &self.consts, &self.promoted);
                        if let Some(n) = fixed_width::find(prog, consts, slots, s).filter(|_| !uses_elem) {
                            self.fixed_width_loop(s, n);
                        } else if let Some(ed) =
                            entry_dot::find(prog, consts, slots, s).filter(|_| !uses_elem)
                        {
                            self.entry_dot_loop(s, &ed);
                        } else {
                            self.maybe_short_fiber_loop(s);
                        }
                    }
                }
            }
            Stmt::For { .. } => {
                if let Some(f) = self.pending_fill.take() {
                    self.stmt(f.stmt);
                }
                self.plain_for(s)
            }
            Stmt::While { inits, before, after, results } => self.while_loop(inits, *before, *after, results),
            Stmt::If { cond, then_blk, else_blk, results } => {
                self.declare(results);
                let line = format!("if (v{}) {{", cond.0);
                self.line(&line);
                self.depth += 1;
                self.block(*then_blk, Term::If(results));
                self.depth -= 1;
                self.line("} else {");
                self.depth += 1;
                self.block(*else_blk, Term::If(results));
                self.depth -= 1;
                self.line("}");
            }
            Stmt::Yield(_)
            | Stmt::Condition { .. }
            | Stmt::Return(_)
            | Stmt::Call { .. }
            | Stmt::Alloc { .. } => {
                unreachable!("not in a native region")
            }
        }
    }

    /// A sort of `len` keys at `ptr` (room `n`) that are the set flags of `marks`: dense
    /// enough, the flags are scanned (`sp_scan_marks`, which must find exactly `len`);
    /// otherwise `sort`.
    fn sort_marked(&mut self, ptr: &str, n: &str, len: VarId, marks: VarId, sort: &str) {
        let (flags, count) = self.access(marks);
        let site = self.site(None, FailKind::Internal(crate::sort_index::MARKS_DISAGREE.into()));
        let density = crate::sort_index::SCAN_FROM_DENSITY;
        let l = len.0;
        self.line(&format!("if (v{l} * {density} >= {count}) {{"));
        self.line(&format!(
            "  if (sp_scan_marks((int64_t *){ptr}, {n}, (const uint8_t *){flags}, {count}) != v{l}) SP_FAIL({site}, 0, 0, 0);"
        ));
        self.line(&format!("}} else {sort}"));
    }

    /// The pointer of `buf`, after a bounds check of `idx` when the access has a source
    /// op (the interpreter reports an error there; generated accesses are trusted).
    fn bounds_checked(&mut self, buf: VarId, idx: VarId, origin: Option<OriginId>) -> String {
        let (ptr, len) = self.access(buf);
        if origin.is_some() {
            let site = self.site(origin, FailKind::Bounds);
            let i = idx.0;
            self.line(&format!("if ((uint64_t)v{i} >= (uint64_t){len}) SP_FAIL({site}, v{i}, {len}, 0);"));
        }
        ptr
    }

    fn access(&self, buf: VarId) -> (String, String) {
        let a = &self.bufs[&buf];
        (a.ptr.clone(), a.len.clone())
    }

    fn plain_for(&mut self, s: &Stmt) {
        if let Stmt::For { iv, lo, hi, step, inits, body, results } = s {
            self.for_loop(*iv, *lo, *hi, *step, inits, *body, results);
        }
    }

    /// The loop `s` once per width of [`row_acc::WIDTHS`] with the row in a local array
    /// (when the row has that width and the loop runs), and as it is otherwise. With the
    /// `fill` before it, the local row starts from the fill's value (the fill printed only
    /// where the loop runs as written) and is written back streamed when that pays.
    fn row_acc_loop(&mut self, s: &Stmt, ra: &row_acc::RowAcc, fill: Option<row_fill::RowFill<'p>>) {
        let Stmt::For { lo, hi, .. } = s else { return };
        let (ptr, len) = self.access(ra.out);
        let (ty, ct, o) = (self.cty(ra.out), c_elem(self.elem(ra.out)), ra.out.0);
        let base = row_acc::invariant_expr(&ra.base);
        // Streamed only where the local row holds the stored values as they are (64-bit
        // elements: `ty` is the element's own C type) and a row fills whole 64-byte lines.
        let elem_bytes = self.elem(ra.out).bytes() as i64;
        let wide = matches!(self.elem(ra.out), ElemType::F64 | ElemType::I64);
        for (i, w) in row_acc::WIDTHS.into_iter().enumerate() {
            let open = if i == 0 { "if" } else { "} else if" };
            self.line(&format!("{open} (v{} == {w} && v{} < v{}) {{", ra.n.0, lo.0, hi.0));
            self.depth += 1;
            self.line(&format!("{ty} acc{o}[{w}];"));
            self.line(&format!("const int64_t base{o} = (int64_t){base};"));
            let start = match fill {
                // As the fill's store and the load would have converted it.
                Some(f) => format!("({ty})(({ct})v{})", f.value.0),
                None => format!("({ty}){ptr}[base{o} + r]"),
            };
            self.line(&format!("for (int64_t r = 0; r < {w}; r++) acc{o}[r] = {start};"));
            self.acc = Some((ra.out, ra.j, w));
            self.plain_for(s);
            self.acc = None;
            if fill.is_some() && wide && (w * elem_bytes) % 64 == 0 {
                self.streamed = true;
                self.line(&format!(
                    "if (rt->cores >= SP_STREAM_MIN_CORES && (((uintptr_t)({ptr} + base{o})) & 63) == 0 && (uint64_t){len} >= (uint64_t)(SP_STREAM_MIN_BYTES / {elem_bytes})) sp_stream_row({ptr} + base{o}, acc{o}, {});",
                    w * elem_bytes
                ));
                self.line("else");
            }
            self.line(&format!("for (int64_t r = 0; r < {w}; r++) {ptr}[base{o} + r] = ({ct})acc{o}[r];"));
            self.depth -= 1;
        }
        self.line("} else {");
        self.depth += 1;
        if let Some(f) = fill {
            self.stmt(f.stmt);
        }
        self.plain_for(s);
        self.depth -= 1;
        self.line("}");
    }

    /// The loop `s` once per width of [`fixed_width::WIDTHS`] with its upper bound `n` a
    /// literal (when `n` has that value), and as it is otherwise.
    fn fixed_width_loop(&mut self, s: &Stmt, n: VarId) {
        let Stmt::For { iv, .. } = s else { return };
        let lanes = lane_dot::find(self.prog, &self.consts, &self.promoted, s);
        for (i, w) in fixed_width::WIDTHS.into_iter().enumerate() {
            let open = if i == 0 { "if" } else { "} else if" };
            self.line(&format!("{open} (v{} == {w}) {{", n.0));
            self.depth += 1;
            self.fixed = Some((*iv, w));
            match &lanes {
                Some(dot) if w % lane_dot::LANES == 0 => self.lane_dot_loop(s, dot, w),
                _ => self.plain_for(s),
            }
            self.fixed = None;
            self.depth -= 1;
        }
        self.else_plain_for(s);
    }

    /// The loop `s` at width `w` as a dot product in vectors ([`lane_dot`]) when its lower
    /// bound is 0 or 1, and as it is otherwise.
    fn lane_dot_loop(&mut self, s: &Stmt, dot: &lane_dot::LaneDot, w: i64) {
        let mut open = "if";
        for lo_value in [0, 1] {
            let Some(body) = dot.print(w, lo_value, |buf| self.access(buf).0) else { continue };
            self.line(&format!("{open} (v{} == {lo_value}) {{", dot.lo.0));
            self.depth += 1;
            for line in &body {
                self.line(line);
            }
            self.depth -= 1;
            open = "} else if";
        }
        if open == "if" {
            self.plain_for(s);
        } else {
            self.else_plain_for(s);
        }
    }

    /// The fiber loop `s` with its entries four at a time ([`entry_dot`]) while four are
    /// left and the dense width is one it is printed for, the other entries as it is.
    fn entry_dot_loop(&mut self, s: &Stmt, ed: &entry_dot::EntryDot) {
        let Stmt::For { iv, lo, hi, .. } = s else { return };
        let (g, hi, group) = (format!("ed_g{}", iv.0), hi.0, entry_dot::GROUP);
        self.line("{");
        self.depth += 1;
        self.line(&format!("int64_t {g} = v{};", lo.0));
        let widths: Vec<i64> = fixed_width::WIDTHS.into_iter().filter(|&w| w > lane_dot::LANES).collect();
        for (i, w) in widths.iter().enumerate() {
            let open = if i == 0 { "if" } else { "} else if" };
            self.line(&format!("{open} (v{} == {w}) {{", ed.n.0));
            self.line(&format!("  for (; {g} < v{hi} && v{hi} - {g} >= {group}; {g} += {group}) {{"));
            self.depth += 2;
            self.entry_group(ed, *iv, &g, *w);
            self.depth -= 2;
            self.line("  }");
        }
        if !widths.is_empty() {
            self.line("}");
        }
        self.lo_override = Some(g);
        self.plain_for(s);
        self.depth -= 1;
        self.line("}");
    }

    /// One group of four entries from `g` at width `w`: phase 1 per entry (up to the dot
    /// loop, the first point as its arm), phase 2 the vector loop, phase 3 the tails.
    fn entry_group(&mut self, ed: &entry_dot::EntryDot, iv: VarId, g: &str, w: i64) {
        for line in ed.declarations(|v| self.cty(v)) {
            self.line(&line);
        }
        for e in 0..entry_dot::GROUP {
            self.line("{");
            self.depth += 1;
            self.line(&format!("const int64_t v{} = {g} + {e};", iv.0));
            for (at, st) in ed.stmts[..ed.dot_at].iter().enumerate() {
                if at != ed.first_at {
                    self.stmt(st);
                    continue;
                }
                self.line("{");
                self.depth += 1;
                self.line(&format!("const int64_t v{} = v{};", ed.first_k.0, ed.first_k0.0));
                for arm_stmt in &self.prog.block(ed.first_arm).stmts {
                    if !matches!(arm_stmt, Stmt::Yield(_)) {
                        self.stmt(arm_stmt);
                    }
                }
                self.depth -= 1;
                self.line("}");
            }
            for line in ed.exports(e, |b| self.access(b).0) {
                self.line(&line);
            }
            self.depth -= 1;
            self.line("}");
        }
        for line in ed.print_vector(w, |b| self.access(b).0) {
            self.line(&line);
        }
        for e in 0..entry_dot::GROUP {
            self.line("{");
            self.depth += 1;
            for line in ed.tail_inputs(e, |v| self.cty(v)) {
                self.line(&line);
            }
            for st in &ed.stmts[ed.dot_at + 1..] {
                if !matches!(st, Stmt::Yield(_)) {
                    self.stmt(st);
                }
            }
            self.depth -= 1;
            self.line("}");
        }
    }

    /// The store of an iteration's output element at the end of its body (`out_elem`).
    fn elem_store(&mut self, e: &out_elem::OutElem) {
        let (ptr, _) = self.access(e.out);
        let (o, ct) = (e.out.0, c_elem(self.elem(e.out)));
        let base = row_acc::invariant_expr(&e.base);
        self.line(&format!("{ptr}[(int64_t)({base} + (uint64_t)v{})] = ({ct})e{o};", e.iv.0));
    }

    /// The fiber loop `s` once more for short fibers, its stream look-aheads requested
    /// before it ([`short_fiber`]), when it has any; else as it is.
    fn maybe_short_fiber_loop(&mut self, s: &Stmt) {
        let aheads = short_fiber::find(self.prog, &self.consts, s);
        let Stmt::For { lo, hi, .. } = s else { return };
        if aheads.is_empty() {
            return self.plain_for(s);
        }
        let (lo, hi) = (lo.0, hi.0);
        self.line(&format!("if (sp_sub(v{hi}, v{lo}) <= SP_SHORT_FIBER) {{"));
        self.depth += 1;
        for a in &aheads {
            let (ptr, _) = self.access(a.buf);
            self.line(&format!(
                "SP_PREFETCH_STREAM((const void *)((uintptr_t){ptr} + (uintptr_t)sp_add(v{lo}, {}) * sizeof(*{ptr})));",
                a.distance
            ));
        }
        // Added to (and then restored), not replaced: a short loop may sit in another's body.
        let outer = self.skip_prefetch.clone();
        self.skip_prefetch.extend(aheads.iter().map(|a| (a.buf, a.idx)));
        self.plain_for(s);
        self.skip_prefetch = outer;
        self.depth -= 1;
        self.else_plain_for(s);
    }

    /// Closes a chain of versions of the loop `s` with the loop as it is.
    fn else_plain_for(&mut self, s: &Stmt) {
        self.line("} else {");
        self.depth += 1;
        self.plain_for(s);
        self.depth -= 1;
        self.line("}");
    }

    #[allow(clippy::too_many_arguments)]
    fn for_loop(
        &mut self,
        iv: VarId,
        lo: VarId,
        hi: VarId,
        step: VarId,
        inits: &[VarId],
        body: BlockId,
        results: &[VarId],
    ) {
        let prog = self.prog;
        let args = &prog.block(body).args[1..];
        self.declare(results);
        self.line("{");
        self.depth += 1;
        self.declare(args);
        self.assign(args, inits);
        let unit = matches!(self.consts.get(&step), Some(Scalar::Int(1)));
        let (lo, hi) = if std::mem::take(&mut self.range_override) {
            ("sp_lo".to_string(), "sp_hi".to_string())
        } else if let Some(start) = self.lo_override.take() {
            (start, format!("v{}", hi.0))
        } else if let Some((_, _, width)) = self.acc.filter(|&(_, j, _)| j == iv) {
            // The row's inner loop, at its known width.
            (format!("v{}", lo.0), width.to_string())
        } else if let Some((_, width)) = self.fixed.filter(|&(k, _)| k == iv) {
            // A loop printed for one width of its upper bound (`fixed_width`).
            (format!("v{}", lo.0), width.to_string())
        } else {
            (format!("v{}", lo.0), format!("v{}", hi.0))
        };
        let elem = self.elem.clone().filter(|e| e.iv == iv && unit);
        if unit {
            let line = format!("for (int64_t v{iv} = {lo}; v{iv} < {hi}; v{iv}++) {{", iv = iv.0);
            self.line(&line);
        } else {
            let site = self.site(None, FailKind::Step);
            let line = format!("if (v{s} <= 0) SP_FAIL({site}, v{s}, 0, 0);", s = step.0);
            self.line(&line);
            let line = format!("for (int64_t k = {lo}; k < {hi}; ) {{ const int64_t v{iv} = k;", iv = iv.0);
            self.line(&line);
        }
        self.depth += 1;
        if let Some(e) = &elem {
            let line = format!("{} e{} = 0;", self.cty(e.out), e.out.0);
            self.line(&line);
        }
        self.block(body, Term::For(args));
        if let Some(e) = &elem {
            self.elem_store(e);
        }
        if !unit {
            let line = format!("if (__builtin_add_overflow(k, v{}, &k)) break;", step.0);
            self.line(&line);
        }
        self.depth -= 1;
        self.line("}");
        self.assign(results, args);
        self.depth -= 1;
        self.line("}");
    }

    fn while_loop(&mut self, inits: &[VarId], before: BlockId, after: BlockId, results: &[VarId]) {
        let prog = self.prog;
        let (before_args, after_args) = (&prog.block(before).args, &prog.block(after).args);
        self.declare(results);
        self.line("{");
        self.depth += 1;
        self.declare(before_args);
        self.declare(after_args);
        self.assign(before_args, inits);
        self.line("for (;;) {");
        self.depth += 1;
        self.block(before, Term::Before { results, after_args });
        self.block(after, Term::After(before_args));
        self.depth -= 1;
        self.line("}");
        self.depth -= 1;
        self.line("}");
    }

    fn unary(&self, op: UnOp, ty: ElemType, a: VarId) -> String {
        use UnOp::*;
        let x = format!("v{}", a.0);
        if op.is_integer() {
            let bits = int_bits(ty);
            let u = format!("sp_unsigned({x}, {bits})");
            let r = match op {
                AbsI => format!("sp_abs({x})"),
                CtPop => format!("(int64_t)__builtin_popcountll({u})"),
                Ctlz => format!("sp_ctlz({u}, {bits})"),
                _ => format!("sp_cttz({u}, {bits})"),
            };
            return format!("sp_wrap({r}, {bits})");
        }
        let r = match op {
            NegF => format!("-{x}"),
            AbsF => format!("fabs({x})"),
            Sqrt => format!("sqrt({x})"),
            Floor => format!("floor({x})"),
            Ceil => format!("ceil({x})"),
            Trunc => format!("trunc({x})"),
            _ => format!("rt->math1({}, {x})", unop_code(op)),
        };
        round(r, ty)
    }

    fn binary(&mut self, dst: VarId, op: BinOp, a: VarId, b: VarId, origin: Option<OriginId>) {
        use BinOp::*;
        let (x, y) = (format!("v{}", a.0), format!("v{}", b.0));
        let ty = self.elem(a);
        if !op.is_integer() {
            let r = match op {
                AddF => format!("{x} + {y}"),
                SubF => format!("{x} - {y}"),
                MulF => format!("{x} * {y}"),
                DivF => format!("{x} / {y}"),
                RemF => format!("fmod({x}, {y})"),
                FPowI => format!("rt->math2({}, {x}, (double)(int32_t){y})", binop_code(op)),
                _ => format!("rt->math2({}, {x}, {y})", binop_code(op)),
            };
            self.define(dst, &round(r, ty));
            return;
        }
        let bits = int_bits(ty);
        let (ux, uy) = (format!("sp_unsigned({x}, {bits})"), format!("sp_unsigned({y}, {bits})"));
        if matches!(op, DivSI | DivUI | CeilDivSI | CeilDivUI | FloorDivSI | RemSI | RemUI) {
            let site = self.site(origin, FailKind::DivZero);
            let line = format!("if ({y} == 0) SP_FAIL({site}, 0, 0, 0);");
            self.line(&line);
        }
        if op == IPowI {
            let site = self.site(origin, FailKind::DivZero);
            self.declare(&[dst]);
            let line = format!(
                "if ({y} < 0) {{ if ({x} == 0) SP_FAIL({site}, 0, 0, 0); v{d} = {x} == 1 ? 1 : ({x} == -1 ? ({y} % 2 == 0 ? 1 : -1) : 0); }} else v{d} = sp_wrap(sp_ipow({x}, {y}), {bits});",
                d = dst.0
            );
            self.line(&line);
            return;
        }
        let r = match op {
            AddI => format!("sp_add({x}, {y})"),
            SubI => format!("sp_sub({x}, {y})"),
            MulI => format!("sp_mul({x}, {y})"),
            DivSI => format!("sp_div({x}, {y})"),
            DivUI => format!("(int64_t)({ux} / {uy})"),
            CeilDivSI => format!("sp_ceildiv({x}, {y})"),
            CeilDivUI => format!("(int64_t)({ux} / {uy} + ({ux} % {uy} != 0))"),
            FloorDivSI => format!("sp_floordiv({x}, {y})"),
            RemSI => format!("sp_rem({x}, {y})"),
            RemUI => format!("(int64_t)({ux} % {uy})"),
            MinSI => format!("({x} < {y} ? {x} : {y})"),
            MaxSI => format!("({x} > {y} ? {x} : {y})"),
            MinUI => format!("(int64_t)({ux} < {uy} ? {ux} : {uy})"),
            MaxUI => format!("(int64_t)({ux} > {uy} ? {ux} : {uy})"),
            AndI => format!("({x} & {y})"),
            OrI => format!("({x} | {y})"),
            XorI => format!("({x} ^ {y})"),
            ShLI => format!("({uy} >= {bits} ? 0 : (int64_t)((uint64_t){x} << {uy}))"),
            ShRSI => format!("({uy} >= {bits} ? 0 : {x} >> {uy})"),
            _ => format!("({uy} >= {bits} ? 0 : (int64_t)({ux} >> {uy}))"),
        };
        self.define(dst, &format!("sp_wrap({r}, {bits})"));
    }

    fn compare(&self, pred: CmpPred, ty: ElemType, a: VarId, b: VarId) -> String {
        let (x, y) = (format!("v{}", a.0), format!("v{}", b.0));
        let bits = int_bits(ty);
        let (ux, uy) = (format!("sp_unsigned({x}, {bits})"), format!("sp_unsigned({y}, {bits})"));
        let uno = format!("(isnan({x}) || isnan({y}))");
        let r = match pred {
            CmpPred::Int(p) => match p {
                IntPred::Eq => format!("{x} == {y}"),
                IntPred::Ne => format!("{x} != {y}"),
                IntPred::Slt => format!("{x} < {y}"),
                IntPred::Sle => format!("{x} <= {y}"),
                IntPred::Sgt => format!("{x} > {y}"),
                IntPred::Sge => format!("{x} >= {y}"),
                IntPred::Ult => format!("{ux} < {uy}"),
                IntPred::Ule => format!("{ux} <= {uy}"),
                IntPred::Ugt => format!("{ux} > {uy}"),
                IntPred::Uge => format!("{ux} >= {uy}"),
            },
            CmpPred::Float(p) => match p {
                FloatPred::False => "0".into(),
                FloatPred::True => "1".into(),
                FloatPred::Oeq => format!("{x} == {y}"),
                FloatPred::Ogt => format!("{x} > {y}"),
                FloatPred::Oge => format!("{x} >= {y}"),
                FloatPred::Olt => format!("{x} < {y}"),
                FloatPred::Ole => format!("{x} <= {y}"),
                FloatPred::One => format!("(!{uno} && {x} != {y})"),
                FloatPred::Ord => format!("!{uno}"),
                FloatPred::Ueq => format!("({uno} || {x} == {y})"),
                FloatPred::Ugt => format!("({uno} || {x} > {y})"),
                FloatPred::Uge => format!("({uno} || {x} >= {y})"),
                FloatPred::Ult => format!("({uno} || {x} < {y})"),
                FloatPred::Ule => format!("({uno} || {x} <= {y})"),
                FloatPred::Une => format!("({uno} || {x} != {y})"),
                FloatPred::Uno => uno.clone(),
            },
            CmpPred::ComplexEq | CmpPred::ComplexNe => unreachable!("complex compares are not native"),
        };
        format!("(int64_t)({r})")
    }

    fn cast(&mut self, dst: VarId, op: CastOp, a: VarId, origin: Option<OriginId>) {
        use CastOp::*;
        let (from, to) = (self.elem(a), self.elem(dst));
        let x = format!("v{}", a.0);
        let (fb, tb) = (int_bits(from), int_bits(to));
        let expr = match op {
            ExtSI | TruncI | IndexCast => format!("sp_wrap({x}, {tb})"),
            ExtUI | IndexCastUI => format!("sp_wrap((int64_t)sp_unsigned({x}, {fb}), {tb})"),
            SIToFP => round(format!("(double){x}"), to),
            UIToFP => round(format!("(double)sp_unsigned({x}, {fb})"), to),
            FPToSI | FPToUI => {
                let (lo, hi) = if op == FPToSI {
                    (-(2f64.powi(tb as i32 - 1)), 2f64.powi(tb as i32 - 1))
                } else {
                    (0.0, 2f64.powi(tb as i32))
                };
                let site = self.site(origin, FailKind::CastFit { op, to });
                let t = format!("t{}", dst.0);
                let line = format!(
                    "const double {t} = trunc({x}); if (isnan({t}) || {t} < {} || {t} >= {}) SP_FAIL({site}, 0, 0, {x});",
                    f64_lit(lo),
                    f64_lit(hi)
                );
                self.line(&line);
                if op == FPToUI {
                    format!("sp_wrap((int64_t)(uint64_t){t}, {tb})")
                } else {
                    format!("sp_wrap((int64_t){t}, {tb})")
                }
            }
            ExtF | TruncF => round(x, to),
            Bitcast => {
                let bits = match from {
                    ElemType::F64 => format!("sp_f64_to_bits({x})"),
                    ElemType::F32 => format!("(uint64_t)sp_f32_to_bits({x})"),
                    t => format!("sp_unsigned({x}, {})", int_bits(t)),
                };
                match to {
                    ElemType::F64 => format!("sp_bits({bits})"),
                    ElemType::F32 => format!("sp_f32_from_bits((uint32_t){bits})"),
                    _ => format!("sp_wrap((int64_t){bits}, {tb})"),
                }
            }
        };
        self.define(dst, &expr);
    }
}

/// The buffers of region `r` that `stmt` accesses only by unchecked loads and stores at
/// a constant index 0 (and never appends to or sorts): safe to keep in a local, since a
/// region's owned buffers are distinct and nothing else sees them while it runs (after a
/// failure the program stops, so a slot not written back does not matter).
fn slots(
    prog: &Program,
    consts: &HashMap<VarId, Scalar>,
    stmt: &Stmt,
    r: &Region,
) -> std::collections::HashSet<VarId> {
    let mut ok: std::collections::HashSet<VarId> =
        r.bufs.iter().copied().filter(|v| !r.pushed.contains(v)).collect();
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![stmt];
    while let Some(s) = stack.pop() {
        match s {
            Stmt::Load { buf, idx, origin, .. } | Stmt::Store { buf, idx, origin, .. } => {
                seen.insert(*buf);
                if origin.is_some() || !matches!(consts.get(idx), Some(Scalar::Int(0))) {
                    ok.remove(buf);
                }
            }
            Stmt::SortIndex { buf, marks, .. } => {
                ok.remove(buf);
                marks.iter().for_each(|m| {
                    ok.remove(m);
                });
            }
            Stmt::Push { buf, .. } | Stmt::Reserve { buf, .. } | Stmt::Prefetch { buf, .. } => {
                ok.remove(buf);
            }
            _ => {}
        }
        for b in s.blocks() {
            stack.extend(prog.block(b).stmts.iter());
        }
    }
    ok.retain(|v| seen.contains(v));
    ok
}

/// The number C passes to `rt->math1` for `op`.
pub fn unop_code(op: UnOp) -> usize {
    UnOp::ALL.iter().position(|&o| o == op).expect("listed")
}

/// The number C passes to `rt->math2` for `op`.
pub fn binop_code(op: BinOp) -> usize {
    BinOp::ALL.iter().position(|&o| o == op).expect("listed")
}

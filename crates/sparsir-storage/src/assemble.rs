//! `sparse_tensor.assemble` and `sparse_tensor.disassemble`: storage from user buffers, and
//! user buffers from storage.
//!
//! Why: assemble is how outside data (numpy arrays, a file reader, another library) becomes
//! a sparse tensor without a conversion; disassemble hands the buffers back. MLIR trusts
//! the user completely ("the sparsifier does not perform any sanity test"), so bad input
//! there means out-of-bounds reads later. Here every buffer is validated when assembled,
//! and the first violation is reported naming the buffer, the index and the rule. The same
//! checks ([`validate`]) guard every other storage ([`SparseTensor::check`]).
//!
//! # Buffers
//!
//! `levels` are the position/coordinate buffers in storage-layout order
//! ([`crate::storage::layout`]; [`SparseTensor::assemble_signature`] lists them), each with
//! the shape of the tensor the user passed: `[n]` normally, `[n, k]` for the coordinates of
//! an AoS COO region of `k` levels, and the batch sizes in front with batch levels.
//!
//! # What MLIR 22 does (found with the MLIR 22 oracle), and what is reproduced
//!
//! * Operand checks (the op verifier), reproduced with MLIR's messages: a wrong number of
//!   level buffers is [`MSG_FIELD_COUNT`]; a buffer whose element type is not the
//!   encoding's `posWidth`/`crdWidth` integer (MLIR does not convert) is [`MSG_ELEM_TYPES`];
//!   AoS COO coordinates that are not `[…, n, k]` with `k` the region length are
//!   [`MSG_COO_RANK`]. Batch buffers without the leading batch sizes fail in MLIR's
//!   lowering (`memref.cast … cast incompatible`); here they are an `assemble:` error.
//! * Buffers longer than needed are capacity: MLIR keeps the used prefix — positions
//!   `parents + 1` (loose: `2·parents`), coordinates and values up to the last position.
//!   Assemble trims non-batch buffers the same way, so `sparse_tensor.print` matches.
//! * Batch buffers are kept whole: MLIR prints every batch segment in full. (MLIR prints
//!   `nse` from batch 0's last position; here `nse` is the segment length.)
//! * Disassemble returns each buffer with its length: the buffer length without batches
//!   (CSR `5, 4, 4`; AoS COO `2, 6, 3` — coordinates count `k` per entry; SoA COO
//!   `2, 3, 3, 3`; loose built by convert `2·parents + 1`, by assemble `2·parents`; BSR
//!   values `blocks × block size`). With batches MLIR returns the used length of one
//!   segment (from batch 0); here the largest used length over all batches.
//! * Deliberate differences, where MLIR 22 loses data: for a loose level MLIR keeps
//!   coordinates up to the *last* pair's `hi` (an empty last row drops everything); here up
//!   to the largest `hi`. For structured[n, m] MLIR 22's assemble keeps one coordinate per
//!   block instead of `n`; here `n` per block, as the builders and MLIR's iteration expect.
//! * `explicitVal`: MLIR keeps the given values; an empty values buffer fails to compile.
//!   Here an empty `values` with `explicitVal` means "every stored entry has the explicit
//!   value": the values are filled, one per stored position.
//!
//! # Validation (first violation in storage order: level by level, batch by batch)
//!
//! Positions: enough entries; compressed: first 0, non-decreasing, each ≤ the number of
//! coordinates; loose: `lo ≤ hi ≤` the number of coordinates per pair. Coordinates:
//! below the level size; within a fiber strictly increasing (ordered, unique),
//! non-decreasing (ordered, non-unique), unchecked (nonordered); singleton and
//! structured buffers one (resp. `n`) per parent; structured in-block coordinates below
//! `m` and increasing. A COO region's entries (its level tuples, within each fiber of its
//! first level) are checked after all its buffers: lexicographic order over the leading
//! ordered levels of the region, strict when all are ordered and the last is unique.
//! Values: at least one per stored position. Sizes that overflow are errors. Entries in
//! the free space of a loose level (outside every `(lo, hi)` fiber) are not checked.

use std::sync::Arc;

use crate::assemble_fast::{compact_positions, ordered_fibers};
use crate::elem::{ElemType, Scalar, ValBuf};
use crate::encoding::{verify, Encoding, LevelFormat};
use crate::error::{Result, StorageError};
use crate::index::{IdxBuf, IdxWidth};
use crate::storage::{layout, unsupported, LevelFields, LevelStorage, SparseTensor};
use crate::{with_idx, with_vals};

/// MLIR's verifier message for a wrong number of level buffers.
pub const MSG_FIELD_COUNT: &str = "inconsistent number of fields between input/output";
/// MLIR's verifier message for a buffer of the wrong element type (width).
pub const MSG_ELEM_TYPES: &str = "input/output element-types don't match";
/// MLIR's verifier message for AoS COO coordinates of the wrong shape.
pub const MSG_COO_RANK: &str = "input/output trailing COO level-ranks don't match";

/// Most values `explicitVal` may fill in (a guard against huge all-dense shapes).
const MAX_FILL: usize = 1 << 30;

/// What a level buffer holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BufferKind {
    /// Positions.
    Pos,
    /// Coordinates.
    Crd,
}

impl BufferKind {
    /// `"pos"` or `"crd"`, as `sparse_tensor.print` names the buffers.
    pub fn name(self) -> &'static str {
        match self {
            BufferKind::Pos => "pos",
            BufferKind::Crd => "crd",
        }
    }
}

impl std::fmt::Display for BufferKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// One user buffer, in storage-layout order (what assemble's `levels` operands carry).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelBuffer {
    /// The entries, row-major.
    pub data: IdxBuf,
    /// The tensor shape the user passed: `[3, 2]` for AoS COO coordinates
    /// `tensor<3x2xindex>`, `[2, 4]` for a batch of 2 position buffers.
    pub shape: Vec<u64>,
}

impl LevelBuffer {
    /// A one-dimensional buffer.
    pub fn new(data: IdxBuf) -> LevelBuffer {
        let shape = vec![data.len() as u64];
        LevelBuffer { data, shape }
    }

    /// A buffer with an explicit shape.
    pub fn with_shape(data: IdxBuf, shape: Vec<u64>) -> LevelBuffer {
        LevelBuffer { data, shape }
    }
}

/// Level buffers for `enc` made from flat entry lists (buffer `i` from `lists[i %
/// lists.len()]`), cut and shaped as assemble expects: the batch sizes first, then the
/// segment length, then the AoS region length for shared coordinates; `flat` leaves
/// every shape one-dimensional instead (a user mistake assemble must report). Entries
/// must fit the encoding's widths. For tests and fuzzers that make random buffers.
pub fn shaped_buffers(
    enc: &Encoding,
    lvl_sizes: &[u64],
    lists: &[Vec<u64>],
    flat: bool,
) -> Result<Vec<LevelBuffer>> {
    let fields = layout(enc);
    let batch = &lvl_sizes[..enc.batch_rank()];
    let batches: u64 = batch.iter().product::<u64>().max(1);
    let mut out = Vec::new();
    for (i, (kind, l)) in SparseTensor::assemble_signature(enc).into_iter().enumerate() {
        let mut data = lists.get(i % lists.len().max(1)).cloned().unwrap_or_default();
        let stride = if kind == BufferKind::Crd { fields[l].crd_stride as u64 } else { 1 };
        let seg = data.len() as u64 / (batches * stride);
        data.truncate((seg * batches * stride) as usize);
        let mut shape = batch.to_vec();
        shape.push(seg);
        if stride > 1 {
            shape.push(stride);
        }
        if flat {
            shape = vec![data.len() as u64];
        }
        out.push(LevelBuffer { data: IdxBuf::from_u64s(buffer_width(enc, kind), &data, "buffer")?, shape });
    }
    Ok(out)
}

/// The width a buffer of `kind` must have under `enc` (its `posWidth` / `crdWidth`).
pub fn buffer_width(enc: &Encoding, kind: BufferKind) -> IdxWidth {
    match kind {
        BufferKind::Pos => IdxWidth::from_bits(enc.pos_width),
        BufferKind::Crd => IdxWidth::from_bits(enc.crd_width),
    }
}

/// Checks the storage invariants of an existing tensor: buffers present where the layout
/// has them with the encoding's widths, and every rule of the module documentation.
pub fn validate(t: &SparseTensor) -> Result<()> {
    Checker::new(t, "invalid storage")?.run(true).map(|_| ())
}

impl SparseTensor {
    /// `sparse_tensor.assemble`: `levels` are the position/coordinate buffers in layout
    /// order (see [`SparseTensor::assemble_signature`]), `values` the values (for batch
    /// encodings all batches, row-major). Longer buffers are capacity and trimmed to the
    /// used prefix (not with batches). With `explicitVal`, an empty `values` is filled
    /// with the explicit value, one per stored position. Every buffer is validated; the
    /// first violation is the error.
    pub fn assemble(
        enc: Arc<Encoding>,
        dim_sizes: Vec<u64>,
        levels: Vec<LevelBuffer>,
        values: ValBuf,
    ) -> Result<SparseTensor> {
        let elem = values.elem_type();
        let (lvl_sizes, batches) = prepare(&enc, &dim_sizes, elem)?;
        let storage = place_buffers(&enc, &lvl_sizes, levels)?;
        let fill = enc.explicit_value().filter(|_| values.is_empty());
        let mut t = SparseTensor { enc, elem, dim_sizes, lvl_sizes, levels: storage, values };
        if fill.is_none() && dense_compressed_valid(&mut t) {
            return Ok(t);
        }
        let used = Checker::new(&t, "assemble")?.run(fill.is_none())?;
        if let Some(v) = fill {
            t.values = filled(elem, v, used.vals.saturating_mul(batches))?;
        }
        if t.enc.batch_rank() == 0 {
            trim(&mut t, &used);
        }
        Ok(t)
    }

    /// The level buffers assemble takes and disassemble returns, in order: for each level,
    /// `(Pos, l)` if the layout has positions there, then `(Crd, l)` if it has coordinates.
    pub fn assemble_signature(enc: &Encoding) -> Vec<(BufferKind, usize)> {
        let mut sig = Vec::new();
        for (l, f) in layout(enc).iter().enumerate() {
            if f.pos {
                sig.push((BufferKind::Pos, l));
            }
            if f.crd {
                sig.push((BufferKind::Crd, l));
            }
        }
        sig
    }

    /// `sparse_tensor.disassemble`: the level buffers in layout order with their lengths,
    /// then the values and their length. Without batch levels the lengths are the buffer
    /// lengths (as MLIR's `lvl_lens`/`val_len`); with batch levels each buffer holds every
    /// batch (equal segments) and the length is the used length of one segment.
    pub fn disassemble(&self) -> (Vec<(IdxBuf, usize)>, ValBuf, usize) {
        let used = self.used_lengths();
        let bufs = Self::assemble_signature(&self.enc)
            .into_iter()
            .map(|(kind, l)| {
                let len = match kind {
                    BufferKind::Pos => used.pos[l],
                    BufferKind::Crd => used.crd[l],
                };
                (self.buffer(kind, l), len)
            })
            .collect();
        (bufs, self.values.clone(), used.vals)
    }

    /// The level buffers with the shapes assemble expects, and the values: what a user of
    /// disassemble would pass back to assemble.
    pub fn disassemble_buffers(&self) -> (Vec<LevelBuffer>, ValBuf) {
        let fields = layout(&self.enc);
        let batch_sizes = &self.lvl_sizes[..self.enc.batch_rank().min(self.lvl_sizes.len())];
        let batches = batch_sizes.iter().try_fold(1u64, |a, &s| a.checked_mul(s)).unwrap_or(0);
        let bufs = Self::assemble_signature(&self.enc)
            .into_iter()
            .map(|(kind, l)| {
                let data = self.buffer(kind, l);
                let stride = if kind == BufferKind::Crd { fields[l].crd_stride.max(1) as u64 } else { 1 };
                let seg = (data.len() as u64).checked_div(batches).unwrap_or(0);
                let mut shape = batch_sizes.to_vec();
                if stride > 1 {
                    shape.extend([seg / stride, stride]);
                } else {
                    shape.push(seg);
                }
                LevelBuffer { data, shape }
            })
            .collect();
        (bufs, self.values.clone())
    }

    fn buffer(&self, kind: BufferKind, l: usize) -> IdxBuf {
        let level = self.levels.get(l);
        let buf = match kind {
            BufferKind::Pos => level.and_then(|s| s.pos.clone()),
            BufferKind::Crd => level.and_then(|s| s.crd.clone()),
        };
        buf.unwrap_or_else(|| IdxBuf::new(buffer_width(&self.enc, kind)))
    }

    /// Used lengths per buffer: whole buffers without batches, the largest used length of
    /// a segment with batches (segment lengths if the storage is invalid).
    fn used_lengths(&self) -> Used {
        let n = self.levels.len();
        let len_of = |b: &Option<IdxBuf>| b.as_ref().map_or(0, IdxBuf::len);
        let whole = Used {
            pos: self.levels.iter().map(|s| len_of(&s.pos)).collect(),
            crd: self.levels.iter().map(|s| len_of(&s.crd)).collect(),
            vals: self.values.len(),
        };
        if self.enc.batch_rank() == 0 {
            return whole;
        }
        match Checker::new(self, "disassemble") {
            Ok(c) => c.run(true).unwrap_or(Used { pos: c.pos_seg, crd: c.crd_seg, vals: c.val_seg }),
            Err(_) => Used { pos: vec![0; n], crd: vec![0; n], vals: 0 },
        }
    }
}

/// The common case checked without the general [`Checker`]: a dense level over a compact
/// ordered compressed one (CSR, CSC), no batches. True when every rule holds; the buffers
/// are then trimmed to their used prefixes. False leaves `t` as it was, for the general
/// check to name the violation.
///
/// Example: `pos = [0, 2, 2, 3]`, `crd = [1, 4, 0]`, values `[a, b, c, d]` under levels of
/// sizes 3 and 5: positions from 0, non-decreasing, fibers `[1, 4]`, `[]`, `[0]` ascending
/// below 5; the values are trimmed to the 3 stored entries.
fn dense_compressed_valid(t: &mut SparseTensor) -> bool {
    let lts = &t.enc.lvl_types;
    let [outer, inner] = lts.as_slice() else { return false };
    if outer.format != LevelFormat::Dense
        || inner.format != LevelFormat::Compressed
        || !inner.is_ordered()
        || t.enc.batch_rank() != 0
        || t.enc.is_slice()
        || t.levels.len() != 2
        || t.lvl_sizes.len() != 2
        || t.levels[0].pos.is_some()
        || t.levels[0].crd.is_some()
    {
        return false;
    }
    let (Some(pos), Some(crd)) = (&t.levels[1].pos, &t.levels[1].crd) else { return false };
    let Some(parents) = to_usize(t.lvl_sizes[0]) else { return false };
    let Some(need) = parents.checked_add(1).filter(|&n| n <= pos.len()) else { return false };
    let Some(last) = compact_positions(pos, 0, need, crd.len() as u64) else { return false };
    let Some(last) = to_usize(last).filter(|&n| n <= t.values.len()) else { return false };
    if !ordered_fibers(pos, 0, crd, 0, parents, t.lvl_sizes[1], inner.is_unique()) {
        return false;
    }
    let used = Used { pos: vec![0, need], crd: vec![0, last], vals: last };
    trim(t, &used);
    true
}

/// Checks the encoding and element type, and computes the level sizes and batch count.
fn prepare(enc: &Encoding, dim_sizes: &[u64], elem: ElemType) -> Result<(Vec<u64>, usize)> {
    verify::verify(enc)?;
    if enc.is_slice() {
        return Err(unsupported("assembling a slice encoding (a slice is a view of another tensor)"));
    }
    let shape: Vec<Option<u64>> = dim_sizes.iter().map(|&d| Some(d)).collect();
    verify::verify_for_tensor(enc, &shape, elem)?;
    let lvl_sizes = enc.lvl_sizes(dim_sizes)?;
    let batches = batch_count(&lvl_sizes[..enc.batch_rank()], "assemble")?;
    Ok((lvl_sizes, batches))
}

fn batch_count(sizes: &[u64], ctx: &str) -> Result<usize> {
    sizes
        .iter()
        .try_fold(1u64, |acc, &s| acc.checked_mul(s))
        .and_then(|n| usize::try_from(n).ok())
        .ok_or_else(|| StorageError::new(format!("{ctx}: the number of batches overflows")))
}

/// Checks the operand count, widths and shapes, and puts the buffers where the layout has
/// them.
fn place_buffers(enc: &Encoding, lvl_sizes: &[u64], levels: Vec<LevelBuffer>) -> Result<Vec<LevelStorage>> {
    let sig = SparseTensor::assemble_signature(enc);
    if sig.len() != levels.len() {
        return Err(StorageError::new(MSG_FIELD_COUNT));
    }
    let fields = layout(enc);
    let batch = &lvl_sizes[..enc.batch_rank()];
    let mut out = vec![LevelStorage { pos: None, crd: None }; fields.len()];
    for (&(kind, l), buf) in sig.iter().zip(levels) {
        if buf.data.width() != buffer_width(enc, kind) {
            return Err(StorageError::new(MSG_ELEM_TYPES));
        }
        let stride = if kind == BufferKind::Crd { fields[l].crd_stride } else { 1 };
        check_shape(&format_args!("{kind}[{l}]"), &buf, batch, stride)?;
        match kind {
            BufferKind::Pos => out[l].pos = Some(buf.data),
            BufferKind::Crd => out[l].crd = Some(buf.data),
        }
    }
    Ok(out)
}

/// A buffer's shape: the batch sizes first, `[…, n, k]` for AoS coordinates of a `k`-level
/// region, and as many entries as the shape holds.
fn check_shape(name: &dyn std::fmt::Display, buf: &LevelBuffer, batch: &[u64], stride: usize) -> Result<()> {
    let shape = &buf.shape;
    let aos = stride > 1;
    let min_rank = batch.len() + if aos { 2 } else { 1 };
    if aos && (shape.len() < min_rank || shape.last() != Some(&(stride as u64))) {
        return Err(StorageError::new(MSG_COO_RANK));
    }
    if shape.len() < min_rank {
        return Err(StorageError::new(format!(
            "assemble: {name} has shape {shape:?}; it needs rank {min_rank} or more"
        )));
    }
    if shape[..batch.len()] != *batch {
        return Err(StorageError::new(format!(
            "assemble: {name} has shape {shape:?}; its leading dimensions must be the batch sizes {batch:?}"
        )));
    }
    let count = shape.iter().try_fold(1u64, |acc, &s| acc.checked_mul(s));
    if count != Some(buf.data.len() as u64) {
        return Err(StorageError::new(format!(
            "assemble: {name} has {} entries but its shape {shape:?} holds {}",
            buf.data.len(),
            count.map_or_else(|| "more than 2^64".to_string(), |c| c.to_string())
        )));
    }
    Ok(())
}

/// `n` copies of the explicit value.
fn filled(elem: ElemType, v: Scalar, n: usize) -> Result<ValBuf> {
    if n > MAX_FILL {
        return Err(StorageError::new(format!(
            "assemble: explicitVal would fill {n} values (more than 2^30)"
        )));
    }
    let mut out = elem.buf_with_capacity(n);
    for _ in 0..n {
        out.push_scalar(v);
    }
    Ok(out)
}

/// Keeps the used prefix of every buffer (non-batch storage).
fn trim(t: &mut SparseTensor, used: &Used) {
    for (l, level) in t.levels.iter_mut().enumerate() {
        if let Some(p) = &mut level.pos {
            with_idx!(p, v => v.truncate(used.pos[l]));
        }
        if let Some(c) = &mut level.crd {
            with_idx!(c, v => v.truncate(used.crd[l]));
        }
    }
    with_vals!(&mut t.values, v => v.truncate(used.vals));
}

/// Used entries per segment of every buffer (the largest over batches).
#[derive(Clone, Debug)]
struct Used {
    pos: Vec<usize>,
    crd: Vec<usize>,
    vals: usize,
}

/// Which positions of a level are reachable (not in a loose level's free space): position
/// `q` is live when `mask[q / div]` (dense and structured levels below the mask's level
/// multiply `div`).
#[derive(Clone, Debug)]
struct Live {
    mask: Vec<bool>,
    div: u64,
}

fn is_live(live: &Option<Live>, q: u64) -> bool {
    live.as_ref().is_none_or(|l| l.mask.get((q / l.div.max(1)) as usize).copied().unwrap_or(false))
}

/// The walk state of one batch: positions at the current level and their liveness, and
/// the parents of the COO region's first level.
struct State {
    b: usize,
    parents: u64,
    live: Option<Live>,
    region: Option<(u64, Option<Live>)>,
}

/// The validator over a tensor's buffers, batch segment by batch segment.
struct Checker<'a> {
    t: &'a SparseTensor,
    ctx: &'a str,
    fields: Vec<LevelFields>,
    pos: Vec<Option<&'a IdxBuf>>,
    crd: Vec<Option<&'a IdxBuf>>,
    /// Where each level's coordinates live: (buffer level, stride, offset).
    loc: Vec<Option<(usize, usize, usize)>>,
    batch_rank: usize,
    batches: usize,
    pos_seg: Vec<usize>,
    crd_seg: Vec<usize>,
    val_seg: usize,
}

/// The tensor's levels, sizes and element type agree with its encoding.
fn check_header(t: &SparseTensor, ctx: &str) -> Result<()> {
    let enc = &t.enc;
    let n = enc.lvl_rank();
    let err = |m: String| Err(StorageError::new(format!("{ctx}: {m}")));
    if t.levels.len() != n || t.lvl_sizes.len() != n {
        return err(format!(
            "{} level buffers and {} level sizes for {n} levels",
            t.levels.len(),
            t.lvl_sizes.len()
        ));
    }
    if t.values.elem_type() != t.elem {
        return err(format!("values of type {} in a tensor of {}", t.values.elem_type(), t.elem));
    }
    if !enc.is_slice() && enc.lvl_sizes(&t.dim_sizes)? != t.lvl_sizes {
        return err(format!(
            "level sizes {:?} do not follow from dimension sizes {:?}",
            t.lvl_sizes, t.dim_sizes
        ));
    }
    Ok(())
}

fn to_usize(v: u64) -> Option<usize> {
    usize::try_from(v).ok()
}

impl<'a> Checker<'a> {
    /// Checks the structure (levels, buffer presence and widths, sizes, batch segments).
    fn new(t: &'a SparseTensor, ctx: &'a str) -> Result<Checker<'a>> {
        let enc = &t.enc;
        let n = enc.lvl_rank();
        check_header(t, ctx)?;
        let fields = layout(enc);
        let mut c = Checker {
            t,
            ctx,
            pos: Vec::with_capacity(n),
            crd: Vec::with_capacity(n),
            loc: (0..n).map(|l| t.crd_location(l)).collect(),
            batch_rank: enc.batch_rank(),
            batches: batch_count(&t.lvl_sizes[..enc.batch_rank()], ctx)?,
            pos_seg: Vec::with_capacity(n),
            crd_seg: Vec::with_capacity(n),
            val_seg: 0,
            fields,
        };
        for l in 0..n {
            let (has_pos, has_crd) = (c.fields[l].pos, c.fields[l].crd);
            let p = c.present(BufferKind::Pos, l, has_pos, t.levels[l].pos.as_ref())?;
            let q = c.present(BufferKind::Crd, l, has_crd, t.levels[l].crd.as_ref())?;
            c.pos_seg.push(c.segment(&format_args!("pos[{l}]"), p.map_or(0, IdxBuf::len))?);
            c.crd_seg.push(c.segment(&format_args!("crd[{l}]"), q.map_or(0, IdxBuf::len))?);
            c.pos.push(p);
            c.crd.push(q);
        }
        c.val_seg = c.segment(&"values", t.values.len())?;
        Ok(c)
    }

    /// A buffer is present exactly where the layout has one, with the encoding's width.
    fn present(
        &self,
        kind: BufferKind,
        l: usize,
        want: bool,
        buf: Option<&'a IdxBuf>,
    ) -> Result<Option<&'a IdxBuf>> {
        match (want, buf) {
            (true, None) => Err(self.err(format!("{kind}[{l}] is missing"))),
            (false, Some(_)) => {
                Err(self.err(format!("level {l} has a {kind} buffer its format does not store")))
            }
            (true, Some(b)) if b.width() != buffer_width(&self.t.enc, kind) => Err(self.err(format!(
                "{kind}[{l}] has {}-bit entries; the encoding stores {} bits",
                b.width().bits(),
                buffer_width(&self.t.enc, kind).bits()
            ))),
            _ => Ok(buf),
        }
    }

    /// The length of one batch segment of a buffer of `len` entries.
    fn segment(&self, name: &dyn std::fmt::Display, len: usize) -> Result<usize> {
        match len.checked_div(self.batches) {
            Some(seg) if seg * self.batches == len => Ok(seg),
            Some(_) => {
                Err(self
                    .err(format!("{name} has {len} entries, not a multiple of the {} batches", self.batches)))
            }
            None if len == 0 => Ok(0),
            None => Err(self.err(format!("{name} has {len} entries but the batch levels hold no batches"))),
        }
    }

    fn err(&self, msg: String) -> StorageError {
        StorageError::new(format!("{}: {msg}", self.ctx))
    }

    /// Runs every check; returns the used length of each buffer segment.
    fn run(&self, check_values: bool) -> Result<Used> {
        let n = self.t.lvl_rank();
        let mut used = Used { pos: vec![0; n], crd: vec![0; n], vals: 0 };
        let all_empty = self.pos_seg.iter().chain(&self.crd_seg).all(|&s| s == 0) && self.val_seg == 0;
        // Identical (empty) segments need checking once.
        let checked = if all_empty { self.batches.min(1) } else { self.batches };
        let mut states: Vec<State> =
            (0..checked).map(|b| State { b, parents: 1, live: None, region: None }).collect();
        for l in 0..n {
            for st in &mut states {
                self.level(l, st, &mut used)?;
            }
        }
        for st in &states {
            self.region(st)?;
        }
        for st in &states {
            let need = to_usize(st.parents).ok_or_else(|| self.overflow(n))?;
            if check_values && self.val_seg < need {
                return Err(self.err(format!(
                    "values has {} entries{}; the {need} stored positions need one each",
                    self.val_seg,
                    self.per_batch()
                )));
            }
            used.vals = used.vals.max(need);
        }
        Ok(used)
    }

    fn per_batch(&self) -> &'static str {
        if self.batch_rank > 0 {
            " per batch"
        } else {
            ""
        }
    }

    fn overflow(&self, l: usize) -> StorageError {
        self.err(format!("level {l} would hold more than 2^64 positions (the level sizes overflow)"))
    }

    /// The index of entry `idx` of a buffer segment in the user's tensor: batch
    /// coordinates first.
    fn at(&self, b: usize, idx: &[u64]) -> String {
        let mut all: Vec<u64> = vec![0; self.batch_rank];
        let mut rest = b as u64;
        for l in (0..self.batch_rank).rev() {
            let size = self.t.lvl_sizes[l].max(1);
            all[l] = rest % size;
            rest /= size;
        }
        all.extend_from_slice(idx);
        let parts: Vec<String> = all.iter().map(u64::to_string).collect();
        format!("[{}]", parts.join(", "))
    }

    fn pos_at(&self, b: usize, l: usize, i: u64) -> u64 {
        self.pos[l].map_or(0, |p| p.get(b * self.pos_seg[l] + i as usize))
    }

    /// The level-`l` coordinate of position `q` (wherever the layout stores it).
    fn crd_at(&self, b: usize, l: usize, q: u64) -> u64 {
        match self.loc[l] {
            Some((buf, stride, off)) => {
                self.crd[buf].map_or(0, |c| c.get(b * self.crd_seg[buf] + q as usize * stride + off))
            }
            None => 0,
        }
    }

    fn level(&self, l: usize, st: &mut State, used: &mut Used) -> Result<()> {
        match self.t.enc.lvl_types[l].format {
            LevelFormat::Batch => Ok(()),
            LevelFormat::Dense => self.dense(l, st),
            LevelFormat::Compressed | LevelFormat::LooseCompressed => self.compressed(l, st, used),
            LevelFormat::Singleton => self.singleton(l, st, used),
            LevelFormat::NOutOfM { n, m } => self.structured(l, n, m, st, used),
        }
    }

    fn dense(&self, l: usize, st: &mut State) -> Result<()> {
        let size = self.t.lvl_sizes[l];
        st.parents = st.parents.checked_mul(size).ok_or_else(|| self.overflow(l))?;
        multiply_live(st, size);
        Ok(())
    }

    /// A segment must have `need` entries.
    fn need_len(&self, kind: BufferKind, l: usize, need: usize, why: &str) -> Result<()> {
        let seg = match kind {
            BufferKind::Pos => self.pos_seg[l],
            BufferKind::Crd => self.crd_seg[l],
        };
        if seg < need {
            return Err(self.err(format!(
                "{kind}[{l}] has {seg} entries{}; level {l} needs {need} ({why})",
                self.per_batch()
            )));
        }
        Ok(())
    }

    fn compressed(&self, l: usize, st: &mut State, used: &mut Used) -> Result<()> {
        let stride = self.fields[l].crd_stride.max(1);
        let cap = (self.crd_seg[l] / stride) as u64;
        let loose = self.t.enc.lvl_types[l].is_loose();
        let (need, count) = if loose { self.loose_pos(l, st, cap)? } else { self.compact_pos(l, st, cap)? };
        let crd_used = to_usize(count).and_then(|c| c.checked_mul(stride)).ok_or_else(|| self.overflow(l))?;
        used.pos[l] = used.pos[l].max(need);
        used.crd[l] = used.crd[l].max(crd_used);
        if self.t.enc.coo_start() == Some(l) {
            st.region = Some((st.parents, st.live.clone()));
        }
        self.fiber_crds(l, st)?;
        st.live = self.fiber_mask(l, st, loose, count);
        st.parents = count;
        Ok(())
    }

    /// Compressed positions: `parents + 1`, from 0, non-decreasing, within the coordinates.
    fn compact_pos(&self, l: usize, st: &State, cap: u64) -> Result<(usize, u64)> {
        let need = st.parents.checked_add(1).and_then(to_usize).ok_or_else(|| self.overflow(l))?;
        self.need_len(BufferKind::Pos, l, need, "one per parent plus one")?;
        if let Some(last) = self.pos[l].and_then(|p| compact_positions(p, st.b * self.pos_seg[l], need, cap))
        {
            return Ok((need, last));
        }
        let mut prev = 0;
        for i in 0..need as u64 {
            let v = self.pos_at(st.b, l, i);
            let rule = if i == 0 && v != 0 {
                format!("{v}: the first position must be 0")
            } else if v < prev {
                format!("{v} is less than the previous position {prev} (positions must be non-decreasing)")
            } else if v > cap {
                format!("{v} exceeds the {cap} coordinates of crd[{l}]")
            } else {
                prev = v;
                continue;
            };
            return Err(self.err(format!("pos[{l}]{} = {rule}", self.at(st.b, &[i]))));
        }
        Ok((need, prev))
    }

    /// Loose positions: a `(lo, hi)` pair per parent, `lo ≤ hi ≤` the coordinates; the
    /// level's positions run to the largest `hi`.
    fn loose_pos(&self, l: usize, st: &State, cap: u64) -> Result<(usize, u64)> {
        let need = st.parents.checked_mul(2).and_then(to_usize).ok_or_else(|| self.overflow(l))?;
        self.need_len(BufferKind::Pos, l, need, "a (lo, hi) pair per parent")?;
        let mut count = 0;
        for p in (0..st.parents).filter(|&p| is_live(&st.live, p)) {
            let (lo, hi) = (self.pos_at(st.b, l, 2 * p), self.pos_at(st.b, l, 2 * p + 1));
            if lo > hi {
                let at = self.at(st.b, &[2 * p]);
                return Err(self.err(format!(
                    "pos[{l}]{at} = {lo} is greater than the hi = {hi} that follows it (a (lo, hi) pair needs lo <= hi)"
                )));
            }
            if hi > cap {
                let at = self.at(st.b, &[2 * p + 1]);
                return Err(
                    self.err(format!("pos[{l}]{at} = {hi} exceeds the {cap} coordinates of crd[{l}]"))
                );
            }
            count = count.max(hi);
        }
        Ok((need, count))
    }

    /// The fiber of parent `p` at a compressed or loose level.
    fn fiber(&self, b: usize, l: usize, p: u64) -> (u64, u64) {
        if self.t.enc.lvl_types[l].is_loose() {
            (self.pos_at(b, l, 2 * p), self.pos_at(b, l, 2 * p + 1))
        } else {
            (self.pos_at(b, l, p), self.pos_at(b, l, p + 1))
        }
    }

    /// Which positions of a compressed or loose level lie in a live parent's fiber (`None`
    /// when all do).
    fn fiber_mask(&self, l: usize, st: &State, loose: bool, count: u64) -> Option<Live> {
        if st.live.is_none() && !loose {
            return None;
        }
        let mut mask = vec![false; count as usize];
        for p in (0..st.parents).filter(|&p| is_live(&st.live, p)) {
            let (lo, hi) = self.fiber(st.b, l, p);
            mask[lo as usize..hi as usize].iter_mut().for_each(|m| *m = true);
        }
        (!mask.iter().all(|&m| m)).then_some(Live { mask, div: 1 })
    }

    /// Coordinates of every live fiber: in range (all levels of an AoS region), ordered.
    fn fiber_crds(&self, l: usize, st: &State) -> Result<()> {
        let t = self.t.enc.lvl_types[l];
        let in_region = self.t.enc.coo_start() == Some(l);
        if self.fast_fibers(l, st, in_region) {
            return Ok(());
        }
        for p in (0..st.parents).filter(|&p| is_live(&st.live, p)) {
            let (lo, hi) = self.fiber(st.b, l, p);
            for q in lo..hi {
                self.crd_range(l, st.b, q)?;
                if q == lo || in_region || !t.is_ordered() {
                    continue;
                }
                let (a, c) = (self.crd_at(st.b, l, q - 1), self.crd_at(st.b, l, q));
                if c < a || (c == a && t.is_unique()) {
                    let (at, at0) = (self.at(st.b, &[q]), self.at(st.b, &[q - 1]));
                    let rule = if t.is_unique() {
                        "is ordered and unique: coordinates must increase within a fiber"
                    } else {
                        "is ordered: coordinates must not decrease within a fiber"
                    };
                    return Err(
                        self.err(format!("crd[{l}]{at} = {c} after crd[{l}]{at0} = {a}: level {l} {rule}"))
                    );
                }
            }
        }
        Ok(())
    }

    /// The typed check of a compact, ordered level with its own coordinates and every
    /// parent live; true when it passes (false: run the general check for the message).
    fn fast_fibers(&self, l: usize, st: &State, in_region: bool) -> bool {
        let t = self.t.enc.lvl_types[l];
        if in_region || !t.is_ordered() || t.is_loose() || st.live.is_some() || self.loc[l] != Some((l, 1, 0))
        {
            return false;
        }
        let (Some(pos), Some(crd), Some(parents)) = (self.pos[l], self.crd[l], to_usize(st.parents)) else {
            return false;
        };
        let (pos_start, crd_start) = (st.b * self.pos_seg[l], st.b * self.crd_seg[l]);
        ordered_fibers(pos, pos_start, crd, crd_start, parents, self.t.lvl_sizes[l], t.is_unique())
    }

    /// The coordinates stored at position `q` of level `l`'s buffer are below their level
    /// sizes (an AoS buffer holds one per region level).
    fn crd_range(&self, l: usize, b: usize, q: u64) -> Result<()> {
        let stride = self.fields[l].crd_stride.max(1);
        for k in 0..stride {
            let c = self.crd_at(b, l + k, q);
            let size = self.t.lvl_sizes[l + k];
            if c >= size {
                let at = if stride > 1 { self.at(b, &[q, k as u64]) } else { self.at(b, &[q]) };
                return Err(self
                    .err(format!("crd[{l}]{at} = {c} is out of range for level {} of size {size}", l + k)));
            }
        }
        Ok(())
    }

    /// A singleton level with its own buffer: one coordinate per parent, in range.
    fn singleton(&self, l: usize, st: &mut State, used: &mut Used) -> Result<()> {
        if !self.fields[l].crd {
            return Ok(()); // inside an AoS region: checked with the region's first level
        }
        let need = to_usize(st.parents).ok_or_else(|| self.overflow(l))?;
        self.need_len(BufferKind::Crd, l, need, "one per parent")?;
        for q in (0..st.parents).filter(|&q| is_live(&st.live, q)) {
            self.crd_range(l, st.b, q)?;
        }
        used.crd[l] = used.crd[l].max(need);
        Ok(())
    }

    /// structured[n, m]: `n` coordinates per block, in-block (below `m`), increasing.
    fn structured(&self, l: usize, n: u32, m: u32, st: &mut State, used: &mut Used) -> Result<()> {
        let count = st.parents.checked_mul(n as u64).ok_or_else(|| self.overflow(l))?;
        let need = to_usize(count).ok_or_else(|| self.overflow(l))?;
        self.need_len(BufferKind::Crd, l, need, &format!("{n} per block of structured[{n}, {m}]"))?;
        let blocks = if n == 0 { 0 } else { st.parents };
        for blk in (0..blocks).filter(|&p| is_live(&st.live, p)) {
            self.structured_block(l, n, m, st.b, blk)?;
        }
        used.crd[l] = used.crd[l].max(need);
        st.parents = count;
        multiply_live(st, n as u64);
        Ok(())
    }

    /// One block of a structured[n, m] level: in range, in-block, increasing.
    fn structured_block(&self, l: usize, n: u32, m: u32, b: usize, blk: u64) -> Result<()> {
        let mut prev = None;
        for q in blk * n as u64..(blk + 1) * n as u64 {
            self.crd_range(l, b, q)?;
            let c = self.crd_at(b, l, q);
            let rule = if c >= m as u64 {
                format!("is not an in-block coordinate of structured[{n}, {m}] (must be below {m})")
            } else if prev.is_some_and(|a| c <= a) {
                format!(
                    "does not exceed the previous coordinate of its block (the {n} coordinates of a \
                     structured[{n}, {m}] block must increase)"
                )
            } else {
                prev = Some(c);
                continue;
            };
            return Err(self.err(format!("crd[{l}]{} = {c} {rule}", self.at(b, &[q]))));
        }
        Ok(())
    }

    /// The COO region's entries are in lexicographic order within each fiber of its first
    /// level (over its leading ordered levels; strictly when all are ordered and the last
    /// level is unique).
    fn region(&self, st: &State) -> Result<()> {
        let (Some(s), Some((parents, live))) = (self.t.enc.coo_start(), &st.region) else {
            return Ok(());
        };
        let types = &self.t.enc.lvl_types;
        let n = types.len();
        let ordered = types[s..].iter().take_while(|t| t.is_ordered()).count();
        if ordered == 0 {
            return Ok(());
        }
        let strict = ordered == n - s && types[n - 1].is_unique();
        let tuple = |q: u64| -> Vec<u64> { (s..n).map(|l| self.crd_at(st.b, l, q)).collect() };
        for p in (0..*parents).filter(|&p| is_live(live, p)) {
            let (lo, hi) = self.fiber(st.b, s, p);
            for q in lo.saturating_add(1)..hi {
                let (a, c) = (tuple(q - 1), tuple(q));
                let ord = a[..ordered].cmp(&c[..ordered]);
                if ord.is_gt() || (strict && ord.is_eq()) {
                    let how = if strict { "strictly increasing" } else { "non-decreasing" };
                    let (at, at0) = (self.at(st.b, &[q]), self.at(st.b, &[q - 1]));
                    return Err(self.err(format!(
                        "COO entry {at} = {c:?} after entry {at0} = {a:?}: the COO region of levels {s}..={} must be {how} in lexicographic order",
                        n - 1
                    )));
                }
            }
        }
        Ok(())
    }
}

/// A dense or structured level multiplies positions: liveness follows the parent.
fn multiply_live(st: &mut State, factor: u64) {
    if factor == 0 {
        st.live = None;
    } else if let Some(live) = &mut st.live {
        live.div = live.div.saturating_mul(factor);
    }
}

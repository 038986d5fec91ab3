//! Sparse outputs built as CSR while the kernel runs: counts per row, columns, values.
//!
//! Why: a kernel whose sparse output is plain CSR (`Encoding::is_plain_csr`) produces its
//! entries row by row in increasing order (the output's loops enclose everything else, and
//! a row workspace is compressed sorted). Collecting `(row, column, value)` entries and
//! converting them afterwards costs a third more memory traffic and a pass; instead the
//! kernel appends each entry's column and value and counts entries per row, and
//! [`out_finish_rows`] turns the counts into positions by a prefix sum, narrows the
//! columns to the encoding's width and moves the values — the output's level buffers in
//! one pass.
//!
//! Worked example: a 3×4 output with entries (0,1)=5, (0,3)=6, (2,0)=7 arrives as
//! `counts = [2, 0, 1]`, `cols = [1, 3, 0]`, `vals = [5, 6, 7]`, and becomes
//! `pos[1] = [0, 2, 2, 3]`, `crd[1] = [1, 3, 0]`, `values = [5, 6, 7]`.
//!
//! Anything unexpected — entries out of order, an output that already held entries, a
//! column wider than `crdWidth` — goes through the universal path (sort, later entries
//! replacing earlier ones, widths checked), so the result never depends on the fast path.

use sparsir_storage::storage::LevelStorage;
use std::sync::Arc;

use sparsir_storage::{Coo, Encoding, Idx, IdxBuf, IdxWidth, SparseTensor, ValBuf};

use super::kernel::{build_output, initial_entries, output_layout, take_buf};
use super::{tensor_arg, Ctx, Site};
use crate::value::{Tensor, Val};

/// `(outs, inputs…) [elem]` → `(counts, cols, vals)`: a zeroed entry count per row and
/// empty column and value lists. Columns are `i32` for a 32-bit `crdWidth` (read back
/// unsigned: the buffer becomes the coordinates as it is), else `index`. The lists have
/// room for as many entries as the sparse `inputs` store together (the kernel passes
/// them when that bounds its output), or as the site's last output held
/// (`output_hint`): a hint, so that appends do not grow the lists.
pub fn out_begin_rows(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let t = tensor_arg(&args[0])?;
    let mut room = 0usize;
    for a in &args[1..] {
        if let Tensor::Sparse(s) = tensor_arg(a)? {
            room = room.saturating_add(s.values.len());
        }
    }
    // As much as this site's last output held, when that is more (`output_hint`).
    let room = room.max(super::output_hint::last(site.id()));
    let elem = site.elem("elem")?;
    let (enc, shape) = output_layout(t)?;
    let (rows, cols) = match shape[..] {
        [rows, cols] => (rows, cols),
        _ => return Err("internal error: a CSR output is a matrix".into()),
    };
    // Zeros written, not `calloc`ed: the kernel reads each count before writing it, and a
    // first read of a lazily zeroed page maps the shared zero page, whose copy-on-write at
    // the write flushes the TLB of every CPU running the process (an IPI per 4 KiB page,
    // measured as most of a two-thread kernel's time).
    #[allow(clippy::slow_vector_initialization)] // on purpose: see above
    let counts = {
        let mut counts = Vec::with_capacity(rows as usize);
        counts.resize(rows as usize, 0i64);
        counts
    };
    super::output_hint::begin(counts.as_ptr() as usize, site.id());
    let counts = ValBuf::Index(counts.into());
    let cols = if enc.crd_width == 32 {
        if cols > 1 << 32 {
            return Err(format!("the output's crdWidth = 32 cannot hold the coordinates of {cols} columns"));
        }
        ValBuf::I32(reserved(room).into())
    } else {
        ValBuf::Index(reserved(room).into())
    };
    let mut vals = elem.empty_buf();
    sparsir_storage::with_vals!(&mut vals, v => *v.to_mut() = reserved(room));
    Ok(vec![Val::buf(counts), Val::buf(cols), Val::buf(vals)])
}

/// An empty list with room for `n` entries, or without room when that much memory is not
/// available (a hint must not abort the process).
fn reserved<T>(n: usize) -> Vec<T> {
    let mut v = Vec::new();
    let _ = v.try_reserve_exact(n);
    v
}

/// A CSR output's columns as the kernel appended them.
pub enum Cols {
    /// `index` columns.
    Wide(Vec<i64>),
    /// 32-bit columns (unsigned).
    Narrow(Vec<u32>),
}

impl Cols {
    fn len(&self) -> usize {
        match self {
            Cols::Wide(c) => c.len(),
            Cols::Narrow(c) => c.len(),
        }
    }

    fn get(&self, k: usize) -> u64 {
        match self {
            Cols::Wide(c) => c[k] as u64,
            Cols::Narrow(c) => c[k] as u64,
        }
    }
}

fn take_cols(v: &Val) -> Result<Cols, String> {
    match take_buf(v)? {
        ValBuf::Index(c) => Ok(Cols::Wide(c.into_vec())),
        ValBuf::I32(c) => {
            let mut c = std::mem::ManuallyDrop::new(c.into_vec());
            let (ptr, len, cap) = (c.as_mut_ptr(), c.len(), c.capacity());
            // SAFETY: `i32` and `u32` have one size and alignment and every bit pattern
            // is valid for both: the allocation is reinterpreted as it is, and owned by
            // the new vector alone (the old one is never dropped).
            Ok(Cols::Narrow(unsafe { Vec::from_raw_parts(ptr as *mut u32, len, cap) }))
        }
        _ => Err("internal error: output columns must be an index or i32 buffer".into()),
    }
}

/// `(outs, counts, cols, vals)` → the output tensor in `outs`' (plain CSR) encoding.
pub fn out_finish_rows(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    // `ordered`: the sparsifier proved each row's columns increasing and in range.
    let proven = site.get("ordered").is_some();
    let t = tensor_arg(&args[0])?;
    let ValBuf::Index(counts) = take_buf(&args[1])? else {
        return Err("internal error: output counts must be an index buffer".into());
    };
    let mut cols = take_cols(&args[2])?;
    let mut vals = take_buf(&args[3])?;
    super::output_hint::finish(counts.as_ptr() as usize, vals.len());
    // Room reserved for more entries than arrived (an intersection): given back.
    match &mut cols {
        Cols::Wide(c) => trim(c),
        Cols::Narrow(c) => trim(c),
    }
    sparsir_storage::with_vals!(&mut vals, v => trim(v.to_mut()));
    let (enc, shape) = output_layout(t)?;
    let disagree = || Err("internal error: output row counts disagree with its entries".into());
    if cols.len() != vals.len() || counts.len() as u64 != shape[0] {
        return disagree();
    }
    let initial = initial_entries(t, vals.elem_type())?;
    let cols = if initial.vals.is_empty() {
        match csr_levels(&enc, &shape, &counts, cols, proven) {
            Ok((pos, crd)) => {
                let levels = vec![
                    LevelStorage { pos: None, crd: None },
                    LevelStorage { pos: Some(pos), crd: Some(crd) },
                ];
                return Ok(vec![from_levels(enc, shape, levels, vals)]);
            }
            Err(cols) => cols,
        }
    } else {
        cols
    };
    // `csr_levels` checked the counts' total on its way; here it is checked before use.
    if counts.iter().sum::<i64>() != cols.len() as i64 {
        return disagree();
    }
    // The universal path: the initial entries, then the kernel's, as coordinates.
    let mut coo = Coo { dim_sizes: shape, ..initial };
    let mut e = 0;
    for (r, &n) in counts.iter().enumerate() {
        for k in e..e + n as usize {
            coo.extend_crds([r as u64, cols.get(k)]);
        }
        e += n as usize;
    }
    for i in 0..vals.len() {
        coo.vals.push_scalar(vals.get(i));
    }
    Ok(vec![Val::tensor(Tensor::Sparse(build_output(&enc, &coo)?))])
}

/// The tensor of `enc` and `shape` (dimension and level sizes: an identity map) whose
/// buffers are `levels` and `values`, which the caller has checked.
pub fn from_levels(enc: Arc<Encoding>, shape: Vec<u64>, levels: Vec<LevelStorage>, values: ValBuf) -> Val {
    let out = SparseTensor {
        enc,
        elem: values.elem_type(),
        dim_sizes: shape.clone(),
        lvl_sizes: shape,
        levels,
        values,
    };
    debug_assert!(sparsir_storage::assemble::validate(&out).is_ok());
    Val::tensor(Tensor::Sparse(out))
}

/// Positions and coordinates of a plain CSR `enc` from entries counted per row, when
/// every row's columns increase strictly and fit the shape and the encoding's widths;
/// otherwise the columns back. 32-bit columns of a 32-bit encoding become the coordinates
/// without a copy; others are narrowed. With `proven` (the kernel's loops guarantee
/// increasing columns below the shape), the columns are not checked again.
pub fn csr_levels(
    enc: &sparsir_storage::Encoding,
    shape: &[u64],
    counts: &[i64],
    cols: Cols,
    proven: bool,
) -> Result<(IdxBuf, IdxBuf), Cols> {
    let (pos_w, crd_w) = (IdxWidth::from_bits(enc.pos_width), IdxWidth::from_bits(enc.crd_width));
    if cols.len() as u64 > pos_w.max() || shape[1] > crd_w.max().saturating_add(1) {
        return Err(cols);
    }
    // Counts whose total is not the number of columns: the caller reports it.
    let Some(pos) = positions(counts, pos_w, cols.len() as u64) else { return Err(cols) };
    let ncols = shape[1];
    match cols {
        // 32-bit columns become the coordinates as they are, checked in two vectorized
        // passes (short rows would make a per-row check the slowest part of the kernel).
        Cols::Narrow(c) if crd_w == IdxWidth::W32 => {
            let crd = IdxBuf::U32(c.into());
            if proven || sparsir_storage::strict_compressed_level(&pos, &crd, ncols) {
                return Ok((pos, crd));
            }
            let IdxBuf::U32(c) = crd else { unreachable!("built above") };
            Err(Cols::Narrow(c.into_vec()))
        }
        Cols::Narrow(c) => {
            if !proven && !rows_ok(counts, &c, |c| u64::from(c) < ncols) {
                return Err(Cols::Narrow(c));
            }
            Ok((pos, narrow(crd_w, c.iter().map(|&c| u64::from(c)))))
        }
        Cols::Wide(c) => {
            if !proven && !rows_ok(counts, &c, |c| c >= 0 && (c as u64) < ncols) {
                return Err(Cols::Wide(c));
            }
            if crd_w == IdxWidth::W64 {
                // Same size: the list becomes the coordinates in place (no copy, no pages).
                let mut crd: Vec<u64> = c.into_iter().map(|c| c as u64).collect();
                trim(&mut crd);
                return Ok((pos, IdxBuf::U64(crd.into())));
            }
            Ok((pos, narrow(crd_w, c.iter().map(|&c| c as u64))))
        }
    }
}

/// Gives back the room of a list less than half full (a reservation the entries did not
/// use; growth by doubling leaves lists at least half full).
fn trim<T>(v: &mut Vec<T>) {
    if v.capacity() / 2 > v.len() {
        v.shrink_to_fit();
    }
}

/// Every row's columns in range and strictly increasing: a loop per row.
fn rows_ok<T: Copy + PartialOrd>(counts: &[i64], cols: &[T], fits: impl Fn(T) -> bool) -> bool {
    let mut e = 0;
    for &n in counts {
        let row = &cols[e..e + n as usize];
        if !(row.first().is_none_or(|&c| fits(c)) && row.last().is_none_or(|&c| fits(c))) {
            return false;
        }
        if !row.windows(2).all(|w| w[0] < w[1]) {
            return false;
        }
        e += n as usize;
    }
    true
}

/// Positions at width `w` from entry counts per row (a prefix sum), or `None` when a
/// count is negative or the total does not fit.
fn positions(counts: &[i64], w: IdxWidth, total: u64) -> Option<IdxBuf> {
    /// One pass without a branch per entry, the running sum in a register: a negative
    /// count shows in `signs`, a sum past `u64::MAX` stays there (never equal to `total`).
    fn sums<P: Idx>(counts: &[i64], max: u64, total: u64) -> Option<Vec<P>> {
        let mut pos = vec![P::from_u64(0); counts.len() + 1];
        let (mut end, mut signs) = (0u64, 0i64);
        for (p, &n) in pos[1..].iter_mut().zip(counts) {
            signs |= n;
            end = end.saturating_add(n as u64);
            *p = P::from_u64(end);
        }
        (signs >= 0 && end == total && end <= max).then_some(pos)
    }
    Some(match w {
        IdxWidth::W8 => IdxBuf::U8(sums::<u8>(counts, w.max(), total)?.into()),
        IdxWidth::W16 => IdxBuf::U16(sums::<u16>(counts, w.max(), total)?.into()),
        IdxWidth::W32 => IdxBuf::U32(sums::<u32>(counts, w.max(), total)?.into()),
        IdxWidth::W64 => IdxBuf::U64(sums::<u64>(counts, w.max(), total)?.into()),
    })
}

/// Columns known to fit width `w`, at that width.
fn narrow(w: IdxWidth, cols: impl Iterator<Item = u64>) -> IdxBuf {
    match w {
        IdxWidth::W8 => IdxBuf::U8(cols.map(|c| c as u8).collect()),
        IdxWidth::W16 => IdxBuf::U16(cols.map(|c| c as u16).collect()),
        IdxWidth::W32 => IdxBuf::U32(cols.map(|c| c as u32).collect()),
        IdxWidth::W64 => IdxBuf::U64(cols.collect()),
    }
}

#[cfg(test)]
mod tests {
    use super::{csr_levels, Cols};
    use sparsir_storage::{Encoding, IdxBuf};

    fn csr(widths: &str) -> Encoding {
        Encoding::parse(&format!(
            "#sparse_tensor.encoding<{{ map = (i, j) -> (i : dense, j : compressed){widths} }}>"
        ))
        .unwrap()
    }

    #[test]
    fn the_worked_example() {
        let wide = || Cols::Wide(vec![1, 3, 0]);
        let Ok((pos, crd)) = csr_levels(&csr(""), &[3, 4], &[2, 0, 1], wide(), false) else { panic!() };
        assert_eq!(pos.to_u64s(), vec![0, 2, 2, 3]);
        assert_eq!(crd.to_u64s(), vec![1, 3, 0]);
        let Ok((_, crd)) = csr_levels(&csr(", crdWidth = 8"), &[3, 4], &[2, 0, 1], wide(), false) else {
            panic!()
        };
        assert!(matches!(crd, IdxBuf::U8(_)));
        let narrow = Cols::Narrow(vec![1, 3, 0]);
        let Ok((_, crd)) = csr_levels(&csr(", crdWidth = 32"), &[3, 4], &[2, 0, 1], narrow, false) else {
            panic!()
        };
        assert!(matches!(&crd, IdxBuf::U32(c) if c[..] == [1, 3, 0]));
    }

    #[test]
    fn anything_unexpected_takes_the_universal_path() {
        // Out of order within a row, a repeated column, a column past the shape, a width
        // too narrow for the shape.
        let wide = |c: &[i64]| Cols::Wide(c.to_vec());
        assert!(csr_levels(&csr(""), &[3, 4], &[2, 0, 1], wide(&[3, 1, 0]), false).is_err());
        assert!(csr_levels(&csr(""), &[3, 4], &[2, 0, 1], wide(&[1, 1, 0]), false).is_err());
        assert!(csr_levels(&csr(""), &[3, 4], &[2, 0, 1], wide(&[1, 4, 0]), false).is_err());
        assert!(csr_levels(&csr(""), &[3, 4], &[2, 0, 1], wide(&[-1, 2, 0]), false).is_err());
        // Counts that do not add up to the columns, or a negative count.
        assert!(csr_levels(&csr(""), &[3, 4], &[2, 0, 2], wide(&[1, 3, 0]), true).is_err());
        assert!(csr_levels(&csr(""), &[3, 4], &[4, -1, 0], wide(&[1, 3, 0]), true).is_err());
        assert!(csr_levels(&csr(", crdWidth = 8"), &[3, 300], &[1, 0, 0], wide(&[1]), false).is_err());
        let narrow = |c: &[u32]| Cols::Narrow(c.to_vec());
        assert!(csr_levels(&csr(", crdWidth = 32"), &[3, 4], &[2, 0, 1], narrow(&[3, 1, 0]), false).is_err());
        assert!(csr_levels(&csr(", crdWidth = 32"), &[3, 4], &[2, 0, 1], narrow(&[1, 4, 0]), false).is_err());
    }

    /// A site's second output has room for as many entries as its first ended with
    /// (`output_hint`); another site's does not.
    #[test]
    fn a_site_reserves_what_its_last_output_held() {
        use super::{out_begin_rows, out_finish_rows};
        use crate::runtime::{tensor::empty_tensor, Ctx, Site};
        use crate::value::{Tensor, Val};
        use sparsir_loops::Static;
        use sparsir_storage::{ElemType, ValBuf};
        use std::sync::Arc;

        let enc = Arc::new(csr(""));
        let statics = [("elem".to_string(), Static::Elem(ElemType::F64))];
        let (site, other) = (Site::new(&statics).unwrap(), Site::new(&statics).unwrap());
        let mut ctx = Ctx::new(Box::new(std::io::sink()), Box::new(|_| None));
        let out = || Val::tensor(empty_tensor(vec![3, 4], ElemType::F64, Some(&enc)).unwrap());
        let room = |v: &Val| match v {
            Val::Buf(b) => match &*b.borrow() {
                ValBuf::Index(c) => c.capacity(),
                _ => panic!("index columns"),
            },
            _ => panic!("a buffer"),
        };
        let first = out_begin_rows(&mut ctx, &site, &[out()]).unwrap();
        assert_eq!(room(&first[1]), 0);
        // The kernel's appends: rows of 2, 0 and 1 entries.
        let appended = |v: &Val, f: &mut dyn FnMut(&mut ValBuf)| match v {
            Val::Buf(b) => f(&mut b.borrow_mut()),
            _ => panic!("a buffer"),
        };
        appended(&first[0], &mut |b| {
            let ValBuf::Index(c) = b else { panic!() };
            c.to_mut().copy_from_slice(&[2, 0, 1]);
        });
        appended(&first[1], &mut |b| {
            let ValBuf::Index(c) = b else { panic!() };
            c.to_mut().extend([1, 3, 0]);
        });
        appended(&first[2], &mut |b| {
            let ValBuf::F64(v) = b else { panic!() };
            v.to_mut().extend([5.0, 6.0, 7.0]);
        });
        let args = [out(), first[0].clone(), first[1].clone(), first[2].clone()];
        let done = out_finish_rows(&mut ctx, &site, &args).unwrap();
        assert!(matches!(crate::runtime::tensor_arg(&done[0]), Ok(Tensor::Sparse(s)) if s.values.len() == 3));
        assert!(room(&out_begin_rows(&mut ctx, &site, &[out()]).unwrap()[1]) >= 3);
        assert_eq!(room(&out_begin_rows(&mut ctx, &other, &[out()]).unwrap()[1]), 0);
    }
}

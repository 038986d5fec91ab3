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

use sparsir_storage::{Coo, Encoding, IdxBuf, IdxWidth, SparseTensor, ValBuf};

use super::kernel::{build_output, initial_entries, output_layout, take_buf};
use super::sparse::storage_err;
use super::{tensor_arg, Ctx, Site};
use crate::value::{Tensor, Val};

/// `(outs) [elem]` → `(counts, cols, vals)`: a zeroed entry count per row and empty
/// column and value lists.
pub fn out_begin_rows(_ctx: &mut Ctx, site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let t = tensor_arg(&args[0])?;
    let elem = site.elem("elem")?;
    let rows = *t.shape().first().ok_or("internal error: a CSR output without rows")?;
    let counts = ValBuf::Index(vec![0; rows as usize].into());
    Ok(vec![
        Val::buf(counts),
        Val::buf(ValBuf::Index(Vec::new().into())),
        Val::buf(elem.buf_with_capacity(0)),
    ])
}

/// `(outs, counts, cols, vals)` → the output tensor in `outs`' (plain CSR) encoding.
pub fn out_finish_rows(_ctx: &mut Ctx, _site: &Site, args: &[Val]) -> Result<Vec<Val>, String> {
    let t = tensor_arg(&args[0])?;
    let (ValBuf::Index(counts), ValBuf::Index(cols)) = (take_buf(&args[1])?, take_buf(&args[2])?) else {
        return Err("internal error: output counts and columns must be index buffers".into());
    };
    let vals = take_buf(&args[3])?;
    let (enc, shape) = output_layout(t)?;
    let total: i64 = counts.iter().sum();
    if total != cols.len() as i64 || cols.len() != vals.len() || counts.len() as u64 != shape[0] {
        return Err("internal error: output row counts disagree with its entries".into());
    }
    let initial = initial_entries(t, vals.elem_type())?;
    if initial.vals.is_empty() {
        if let Some(storage) = csr_levels(&enc, &shape, &counts, &cols) {
            let (pos, crd) = storage;
            let levels =
                vec![LevelStorage { pos: None, crd: None }, LevelStorage { pos: Some(pos), crd: Some(crd) }];
            return Ok(vec![from_levels(enc, shape, levels, vals)]);
        }
    }
    // The universal path: the initial entries, then the kernel's, as coordinates.
    let mut crds = initial.crds;
    crds.reserve(2 * cols.len());
    let mut e = 0;
    for (r, &n) in counts.iter().enumerate() {
        for &c in &cols[e..e + n as usize] {
            crds.extend([r as u64, c as u64]);
        }
        e += n as usize;
    }
    let mut all = initial.vals;
    for i in 0..vals.len() {
        all.push_scalar(vals.get(i));
    }
    let coo = Coo { dim_sizes: shape, crds, vals: all };
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

/// Positions and narrowed coordinates of a plain CSR `enc` from entries counted per row,
/// when every row's columns increase strictly and fit the shape and the encoding's widths.
pub fn csr_levels(
    enc: &sparsir_storage::Encoding,
    shape: &[u64],
    counts: &[i64],
    cols: &[i64],
) -> Option<(IdxBuf, IdxBuf)> {
    let (pos_w, crd_w) = (IdxWidth::from_bits(enc.pos_width), IdxWidth::from_bits(enc.crd_width));
    if cols.len() as u64 > pos_w.max() || shape[1] > crd_w.max().saturating_add(1) {
        return None;
    }
    let mut pos = Vec::with_capacity(counts.len() + 1);
    pos.push(0u64);
    let mut end = 0u64;
    for &n in counts {
        end += n as u64;
        pos.push(end);
    }
    let pos = IdxBuf::from_u64s(pos_w, &pos, "positions").map_err(storage_err).ok()?;
    // Check every row's columns first (in range, strictly increasing), then narrow them
    // with plain casts: two tight loops the compiler vectorizes.
    let ncols = shape[1] as i64;
    let mut e = 0;
    for &n in counts {
        let row = &cols[e..e + n as usize];
        let first_ok = row.first().is_none_or(|&c| c >= 0);
        let last_ok = row.last().is_none_or(|&c| c < ncols);
        if !(first_ok && last_ok && row.windows(2).all(|w| w[0] < w[1])) {
            return None;
        }
        e += n as usize;
    }
    let crd = match crd_w {
        IdxWidth::W8 => IdxBuf::U8(cols.iter().map(|&c| c as u8).collect()),
        IdxWidth::W16 => IdxBuf::U16(cols.iter().map(|&c| c as u16).collect()),
        IdxWidth::W32 => IdxBuf::U32(cols.iter().map(|&c| c as u32).collect()),
        IdxWidth::W64 => IdxBuf::U64(cols.iter().map(|&c| c as u64).collect()),
    };
    Some((pos, crd))
}

#[cfg(test)]
mod tests {
    use super::csr_levels;
    use sparsir_storage::{Encoding, IdxBuf};

    fn csr(widths: &str) -> Encoding {
        Encoding::parse(&format!(
            "#sparse_tensor.encoding<{{ map = (i, j) -> (i : dense, j : compressed){widths} }}>"
        ))
        .unwrap()
    }

    #[test]
    fn the_worked_example() {
        let (pos, crd) = csr_levels(&csr(""), &[3, 4], &[2, 0, 1], &[1, 3, 0]).unwrap();
        assert_eq!(pos.to_u64s(), vec![0, 2, 2, 3]);
        assert_eq!(crd.to_u64s(), vec![1, 3, 0]);
        let (_, crd) = csr_levels(&csr(", crdWidth = 8"), &[3, 4], &[2, 0, 1], &[1, 3, 0]).unwrap();
        assert!(matches!(crd, IdxBuf::U8(_)));
    }

    #[test]
    fn anything_unexpected_takes_the_universal_path() {
        // Out of order within a row, a repeated column, a column past the shape, a width
        // too narrow for the shape.
        assert!(csr_levels(&csr(""), &[3, 4], &[2, 0, 1], &[3, 1, 0]).is_none());
        assert!(csr_levels(&csr(""), &[3, 4], &[2, 0, 1], &[1, 1, 0]).is_none());
        assert!(csr_levels(&csr(""), &[3, 4], &[2, 0, 1], &[1, 4, 0]).is_none());
        assert!(csr_levels(&csr(", crdWidth = 8"), &[3, 300], &[1, 0, 0], &[1]).is_none());
    }
}

//! Statistics printed by `sparsir info`.
//!
//! Why: before choosing an encoding a user wants to know how a tensor is shaped — how
//! full each level is, how entries spread over rows (empty rows, the longest row, the
//! spread), how many bytes each buffer takes. Kept apart from argument handling.

use sparsir_storage::storage::layout;
use sparsir_storage::{Coo, SparseTensor};

/// One line per level: size, format, positions/coordinates and stored fibers.
pub fn print_levels(t: &SparseTensor) {
    let fields = layout(&t.enc);
    for (l, f) in fields.iter().enumerate() {
        let lt = t.enc.lvl_types[l];
        let mut line = format!("level {l:<5} size {:<12} {:<28}", t.lvl_sizes[l], lt.to_string());
        if let (true, Some(pos)) = (f.pos, &t.levels[l].pos) {
            line += &format!(" pos {:>12} x {}b", pos.len(), pos.width().bits());
        }
        if let (true, Some(crd)) = (f.crd, &t.levels[l].crd) {
            line += &format!(" crd {:>12} x {}b", crd.len(), crd.width().bits());
            if f.crd_stride > 1 {
                line += &format!(" (AoS, {} levels)", f.crd_stride);
            }
        }
        println!("{}", line.trim_end());
    }
    println!("values      {} x {}", t.values.len(), t.values.elem_type());
}

/// Entries per row (first dimension): empty rows, min, max, mean, standard deviation.
pub fn print_fiber_stats(coo: &Coo) {
    let rows = coo.dim_sizes[0] as usize;
    let rank = coo.rank();
    let mut counts = vec![0u64; rows];
    sparsir_storage::with_idx!(&coo.crds, crds => for c in crds.chunks_exact(rank) {
        counts[sparsir_storage::Idx::get(c[0]) as usize] += 1;
    });
    if rows == 0 {
        return;
    }
    let empty = counts.iter().filter(|&&c| c == 0).count();
    let min = counts.iter().min().copied().unwrap_or(0);
    let max = counts.iter().max().copied().unwrap_or(0);
    let mean = counts.iter().sum::<u64>() as f64 / rows as f64;
    let var = counts.iter().map(|&c| (c as f64 - mean).powi(2)).sum::<f64>() / rows as f64;
    println!(
        "rows        {rows}: {empty} empty, entries per row min {min}, max {max}, mean {mean:.2}, std {:.2}",
        var.sqrt()
    );
}

/// Bytes taken by all buffers.
pub fn storage_bytes(t: &SparseTensor) -> u64 {
    let idx: u64 = t
        .levels
        .iter()
        .flat_map(|l| [&l.pos, &l.crd])
        .flatten()
        .map(|b| b.len() as u64 * b.width().bits() as u64 / 8)
        .sum();
    idx + t.values.len() as u64 * t.values.elem_type().bytes() as u64
}

//! The exact text of MLIR 22's `sparse_tensor.print`.
//!
//! Why: programs print sparse tensors with `sparse_tensor.print`, and sparsir's output must
//! be byte-identical to MLIR's. The format:
//!
//! ```text
//! ---- Sparse Tensor ----
//! nse = 6
//! dim = ( 4, 6 )
//! lvl = ( 4, 6 )
//! pos[1] : ( 0, 2, 2, 4, 6 )
//! crd[1] : ( 0, 3, 1, 4, 0, 5 )
//! values : ( 1, 2, 3, 4, 5, 6 )
//! ----
//! ```
//!
//! Buffers appear in storage-layout order; an AoS COO region prints its interleaved
//! coordinates once, at its first level; with batch levels each buffer prints one
//! parenthesised group per batch, `( ( … )( … ) )`; an empty buffer prints `(  )`; floats
//! print like `%g`.

use std::fmt::Write;

use crate::index::IdxBuf;
use crate::storage::{layout, SparseTensor};

/// Writes `( item, item, … )` with `n` items; `(  )` when `n == 0`.
pub fn write_list(out: &mut String, n: usize, mut item: impl FnMut(&mut String, usize)) {
    out.push_str("( ");
    for i in 0..n {
        if i > 0 {
            out.push_str(", ");
        }
        item(out, i);
    }
    out.push_str(" )");
}

/// Writes a flat buffer of `len` items split into nested batch groups.
fn write_batched(
    out: &mut String,
    batch_sizes: &[u64],
    len: usize,
    item: &mut dyn FnMut(&mut String, usize),
) {
    fn rec(
        out: &mut String,
        sizes: &[u64],
        base: usize,
        seg: usize,
        item: &mut dyn FnMut(&mut String, usize),
    ) {
        match sizes.split_first() {
            None => write_list(out, seg, |o, i| item(o, base + i)),
            Some((&n, rest)) => {
                let inner: usize = rest.iter().product::<u64>() as usize * seg;
                out.push_str("( ");
                for b in 0..n as usize {
                    rec(out, rest, base + b * inner, seg, item);
                }
                out.push_str(" )");
            }
        }
    }
    let batches: usize = batch_sizes.iter().product::<u64>() as usize;
    let seg = len.checked_div(batches).unwrap_or(0);
    rec(out, batch_sizes, 0, seg, item);
}

fn write_sizes(out: &mut String, name: &str, sizes: &[u64]) {
    out.push_str(name);
    out.push_str(" = ");
    write_list(out, sizes.len(), |o, i| {
        let _ = write!(o, "{}", sizes[i]);
    });
    out.push('\n');
}

impl SparseTensor {
    /// The text `sparse_tensor.print` writes for this tensor.
    pub fn to_mlir_print(&self) -> String {
        let mut out = String::from("---- Sparse Tensor ----\n");
        let _ = writeln!(out, "nse = {}", self.nse());
        write_sizes(&mut out, "dim", &self.dim_sizes);
        write_sizes(&mut out, "lvl", &self.view_lvl_sizes());
        let batch_sizes = &self.lvl_sizes[..self.enc.batch_rank()];
        let idx = |out: &mut String, name: &str, l: usize, buf: &IdxBuf| {
            let _ = write!(out, "{name}[{l}] : ");
            // Narrow buffers print as MLIR prints a memref of iN: signed.
            write_batched(out, batch_sizes, buf.len(), &mut |o, i| {
                let v = buf.get(i);
                let _ = match buf {
                    IdxBuf::U8(_) => write!(o, "{}", v as u8 as i8),
                    IdxBuf::U16(_) => write!(o, "{}", v as u16 as i16),
                    IdxBuf::U32(_) => write!(o, "{}", v as u32 as i32),
                    IdxBuf::U64(_) => write!(o, "{v}"),
                };
            });
            out.push('\n');
        };
        for (l, f) in layout(&self.enc).iter().enumerate() {
            let level = &self.levels[l];
            if let (true, Some(pos)) = (f.pos, &level.pos) {
                idx(&mut out, "pos", l, pos);
            }
            if let (true, Some(crd)) = (f.crd, &level.crd) {
                idx(&mut out, "crd", l, crd);
            }
        }
        out.push_str("values : ");
        write_batched(&mut out, batch_sizes, self.values.len(), &mut |o, i| self.values.write_mlir(i, o));
        out.push_str("\n----\n");
        out
    }
}

//! Sparse tensor storage: the buffers of every level format.
//!
//! Why: this is the runtime form of `tensor<…, #enc>`. Buffers follow MLIR's storage
//! layout exactly (per level: positions, then coordinates; then values), so `assemble`,
//! `disassemble` and `sparse_tensor.print` see what MLIR sees.
//!
//! Worked examples, for the 4×6 matrix
//!
//! ```text
//! [ 1 . . 2 . . ]
//! [ . . . . . . ]
//! [ . 3 . . 4 . ]
//! [ 5 . . . . 6 ]
//! ```
//!
//! * **dense** level — no buffer; position `p·size + c` (`(i, j) -> (i : dense, j : dense)`
//!   stores all 24 values).
//! * **compressed** — CSR `(i : dense, j : compressed)`: `pos[1] = [0, 2, 2, 4, 6]`,
//!   `crd[1] = [0, 3, 1, 4, 0, 5]`, `values = [1, 2, 3, 4, 5, 6]`; fiber of row `i` is
//!   `pos[i]..pos[i+1]`.
//! * **loose_compressed** — `(i : dense, j : loose_compressed)`: `pos[1]` holds a `(lo, hi)`
//!   pair per row: `[0, 2, 0, 0, 2, 4, 4, 6, 0]` (empty rows are `(0, 0)`; MLIR 22 leaves
//!   one trailing capacity entry, reproduced for identical prints), crd and values as CSR.
//! * **singleton** in a COO region — `(i : compressed(nonunique), j : singleton)`:
//!   `pos[0] = [0, 6]`, and the region's coordinates interleaved (AoS) in one buffer
//!   `crd[0] = [0,0, 0,3, 2,1, 2,4, 3,0, 3,5]`; with `singleton(soa)` they are separate:
//!   `crd[0] = [0, 0, 2, 2, 3, 3]`, `crd[1] = [0, 3, 1, 4, 0, 5]`.
//! * **structured[n, m]** — `(i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4])`
//!   on a row `[1 . 2 . | . 3 . 4]`: exactly `n` slots per block, in-block coordinates
//!   `crd[2] = [0, 2, 1, 3]`, `values = [1, 2, 3, 4]`.
//! * **ELL** — `[c](i, j) -> (c * 3 * i : dense, i : dense, j : compressed)` (the seeds'
//!   form; `c` is a symbol, 3 the number of slices): level 0 *counts* — the k-th stored
//!   entry of row `i` (in column order) goes to slice `k` — so a row may hold at most 3
//!   entries; levels 1 and 2 are the row and column, each `(slice, row)` fiber holding 0 or
//!   1 entry. For the matrix above, `lvl = (3, 4, 6)`, the 12 fibers in order
//!   `k·4 + i`: `pos[2] = [0, 1, 1, 2, 3, 4, 4, 5, 6, 6, 6, 6, 6]`,
//!   `crd[2] = [0, 1, 0, 3, 4, 5]`, `values = [1, 3, 5, 2, 4, 6]` (slice 0 holds each
//!   row's first entry, slice 1 the second, slice 2 is empty).
//! * **batch** — `(b : batch, i : dense, j : compressed)`: every buffer gets a leading
//!   batch dimension; each batch holds one CSR matrix, all padded to the same length:
//!   `pos[2] = [[0, 2, 2, 3], [0, 1, 3, 3]]`, `crd[2] = [[0, 3, 1], [2, 0, 3]]`.

use std::sync::Arc;

use crate::elem::{ElemType, ValBuf};
use crate::encoding::Encoding;
use crate::error::{Result, StorageError};
use crate::index::{IdxBuf, IdxWidth};

/// Buffers of one level. For the levels of an AoS COO region after its first level, both
/// are `None`: their coordinates live interleaved in the first level's `crd`.
#[derive(Clone, Debug, PartialEq)]
pub struct LevelStorage {
    /// Positions (compressed: `parents + 1` entries; loose: `2·parents + 1`).
    pub pos: Option<IdxBuf>,
    /// Coordinates (one per stored position; AoS: `region levels` per position).
    pub crd: Option<IdxBuf>,
}

/// A sparse tensor: encoding, sizes and buffers.
///
/// Invariants (checked by [`SparseTensor::check`], guaranteed by every constructor here):
/// buffers exist exactly where the encoding's layout has them; with batch levels every
/// buffer is `batch_count` equal-length segments.
#[derive(Clone, Debug, PartialEq)]
pub struct SparseTensor {
    /// The encoding.
    pub enc: Arc<Encoding>,
    /// Element type of the values.
    pub elem: ElemType,
    /// Dimension sizes.
    pub dim_sizes: Vec<u64>,
    /// Level sizes.
    pub lvl_sizes: Vec<u64>,
    /// Per-level buffers.
    pub levels: Vec<LevelStorage>,
    /// Values, one per stored position of the last level.
    pub values: ValBuf,
}

/// What the storage layout has at one level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelFields {
    /// The level has its own positions buffer.
    pub pos: bool,
    /// The level has its own coordinates buffer (for an AoS region: the first level only).
    pub crd: bool,
    /// Entries per position in the coordinates buffer (region length for AoS, else 1).
    pub crd_stride: usize,
}

/// The buffers each level has, in MLIR's storage-layout order.
pub fn layout(enc: &Encoding) -> Vec<LevelFields> {
    let aos = enc.aos_coo_start();
    let n = enc.lvl_rank();
    (0..n)
        .map(|l| {
            let t = enc.lvl_types[l];
            match aos {
                Some(s) if l > s => LevelFields { pos: false, crd: false, crd_stride: 0 },
                Some(s) if l == s => LevelFields { pos: t.has_pos(), crd: true, crd_stride: n - s },
                _ => LevelFields { pos: t.has_pos(), crd: t.has_crd(), crd_stride: 1 },
            }
        })
        .collect()
}

impl SparseTensor {
    /// Storage width of positions.
    pub fn pos_width(&self) -> IdxWidth {
        IdxWidth::from_bits(self.enc.pos_width)
    }

    /// Storage width of coordinates.
    pub fn crd_width(&self) -> IdxWidth {
        IdxWidth::from_bits(self.enc.crd_width)
    }

    /// Number of levels.
    pub fn lvl_rank(&self) -> usize {
        self.lvl_sizes.len()
    }

    /// Number of batches (product of the leading batch level sizes; 1 without batches).
    pub fn batch_count(&self) -> usize {
        self.lvl_sizes[..self.enc.batch_rank()].iter().product::<u64>() as usize
    }

    /// Number of stored entries (per batch), as `sparse_tensor.print` reports `nse`.
    pub fn nse(&self) -> usize {
        self.values.len() / self.batch_count().max(1)
    }

    /// Where the coordinates of level `l` live: `(buffer level, stride, offset)`.
    pub fn crd_location(&self, l: usize) -> Option<(usize, usize, usize)> {
        self.enc.crd_location(l)
    }

    /// Checks the structural invariants: buffers present where the layout has them,
    /// positions monotone and in range, coordinates below level sizes. Used after
    /// `assemble` and in tests; builders here guarantee it.
    pub fn check(&self) -> Result<()> {
        crate::assemble::validate(self)
    }

    /// The element type.
    pub fn elem_type(&self) -> ElemType {
        self.elem
    }
}

/// Error for an unsupported storage feature, naming it.
pub(crate) fn unsupported(what: &str) -> StorageError {
    StorageError::new(format!("unsupported: {what}"))
}

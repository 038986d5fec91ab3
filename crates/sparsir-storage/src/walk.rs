//! Visiting every stored entry of a storage, in storage order.
//!
//! Why: converting, densifying and writing files all need "each stored entry with its
//! level coordinates and value position", for every level format. One walker, driven by
//! the level formats' capabilities, serves them all.

use crate::encoding::LevelFormat;
use crate::storage::SparseTensor;

/// Per-batch offsets into the flat buffers.
struct Segment {
    pos_base: Vec<usize>,
    crd_base: Vec<usize>,
    val_base: usize,
    /// Per level: where its coordinates live (buffer level, stride, offset).
    crd_loc: Vec<Option<(usize, usize, usize)>>,
}

impl SparseTensor {
    /// Calls `f(lvl_crd, value_index)` for every stored entry (explicit zeros included), in
    /// storage order. Dense levels visit every coordinate.
    pub fn for_each_stored(&self, mut f: impl FnMut(&[u64], usize)) {
        let batches = self.batch_count();
        let batch_rank = self.enc.batch_rank();
        let mut lvl_crd = vec![0u64; self.lvl_rank()];
        for b in 0..batches {
            let mut rest = b as u64;
            for l in (0..batch_rank).rev() {
                lvl_crd[l] = rest % self.lvl_sizes[l];
                rest /= self.lvl_sizes[l];
            }
            let seg = self.segment(b, batches);
            self.walk_level(batch_rank, 0, &seg, &mut lvl_crd, &mut f);
        }
    }

    fn segment(&self, b: usize, batches: usize) -> Segment {
        let per = |len: usize| len / batches.max(1) * b;
        Segment {
            pos_base: self.levels.iter().map(|s| s.pos.as_ref().map_or(0, |p| per(p.len()))).collect(),
            crd_base: self.levels.iter().map(|s| s.crd.as_ref().map_or(0, |c| per(c.len()))).collect(),
            val_base: per(self.values.len()),
            crd_loc: (0..self.lvl_rank()).map(|l| self.crd_location(l)).collect(),
        }
    }

    fn crd_in(&self, seg: &Segment, l: usize, q: usize) -> u64 {
        let (buf, stride, off) = seg.crd_loc[l].expect("level has coordinates");
        let crd = self.levels[buf].crd.as_ref().expect("crd buffer");
        crd.get(seg.crd_base[buf] + q * stride + off)
    }

    fn walk_level(
        &self,
        l: usize,
        parent: usize,
        seg: &Segment,
        lvl_crd: &mut Vec<u64>,
        f: &mut impl FnMut(&[u64], usize),
    ) {
        if l == self.lvl_rank() {
            f(lvl_crd, seg.val_base + parent);
            return;
        }
        let size = self.lvl_sizes[l] as usize;
        let t = self.enc.lvl_types[l];
        let (lo, hi) = match t.format {
            LevelFormat::Dense | LevelFormat::Batch => {
                for c in 0..size {
                    lvl_crd[l] = c as u64;
                    self.walk_level(l + 1, parent * size + c, seg, lvl_crd, f);
                }
                return;
            }
            LevelFormat::Compressed | LevelFormat::LooseCompressed => {
                let pos = self.levels[l].pos.as_ref().expect("pos buffer");
                let base = seg.pos_base[l];
                let k = if t.is_loose() { 2 * parent } else { parent };
                (pos.get(base + k) as usize, pos.get(base + k + 1) as usize)
            }
            LevelFormat::Singleton => (parent, parent + 1),
            LevelFormat::NOutOfM { n, .. } => (parent * n as usize, (parent + 1) * n as usize),
        };
        for q in lo..hi {
            lvl_crd[l] = self.crd_in(seg, l, q);
            self.walk_level(l + 1, q, seg, lvl_crd, f);
        }
    }
}

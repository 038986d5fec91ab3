//! The in-order fast path of kernel output assembly against the universal path.
//!
//! Why: a kernel's sparse output is built directly when its entries arrive in level order
//! and sorted otherwise (`runtime::kernel::build_output`). Both must give the same storage
//! for every encoding, so random entry sets are built once in level order and once
//! shuffled.

use std::sync::Arc;

use proptest::prelude::*;
use sparsir_exec::runtime::kernel::build_output;
use sparsir_exec::runtime::kernel_rows::{csr_levels, Cols};
use sparsir_storage::{Coo, ElemType, Encoding, ValBuf};

const ENCODINGS: &[&str] = &[
    "#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>",
    "#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 32 }>",
    "#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 8, crdWidth = 8 }>",
    "#sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>",
    "#sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed), posWidth = 8, crdWidth = 16 }>",
    "#sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>",
    "#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : loose_compressed) }>",
    "#sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>",
];

fn coo(entries: &[(u64, u64, i64)]) -> Coo {
    Coo {
        dim_sizes: vec![6, 4],
        crds: entries.iter().flat_map(|&(i, j, _)| [i, j]).collect::<Vec<u64>>().into(),
        vals: ValBuf::F64(entries.iter().map(|&(_, _, v)| v as f64).collect()),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn in_order_and_shuffled_entries_build_the_same_storage(
        cells in proptest::collection::btree_map((0u64..6, 0u64..4), -9i64..10, 0..20),
        enc in 0..ENCODINGS.len(),
        seed in any::<u64>(),
    ) {
        let enc_index = enc;
        let enc = Arc::new(Encoding::parse(ENCODINGS[enc]).expect("encoding"));
        let mut entries: Vec<(u64, u64, i64)> = cells.iter().map(|(&(i, j), &v)| (i, j, v)).collect();
        // Level order of the encoding: sort by its level coordinates.
        let key = |&(i, j, _): &(u64, u64, i64)| {
            let mut l = vec![0; enc.lvl_rank()];
            enc.dim_to_lvl(&[i, j], &mut l).expect("in range");
            l
        };
        entries.sort_by_key(key);
        let ordered = build_output(&enc, &coo(&entries)).expect("ordered");
        let mut shuffled = entries.clone();
        let mut s = seed | 1;
        for k in (1..shuffled.len()).rev() {
            s ^= s << 13; s ^= s >> 7; s ^= s << 17;
            shuffled.swap(k, (s % (k as u64 + 1)) as usize);
        }
        let universal = build_output(&enc, &coo(&shuffled)).expect("shuffled");
        prop_assert_eq!(&ordered, &universal);
        prop_assert_eq!(ordered.elem, ElemType::F64);
        // The row-by-row CSR path (`out_finish_rows`): for entries in order, the same
        // levels; a row whose columns come out of order is refused (the universal path
        // then runs).
        if ENCODINGS[enc_index].contains("(i : dense, j : compressed)") {
            let mut counts = vec![0i64; 6];
            for &(i, _, _) in &entries {
                counts[i as usize] += 1;
            }
            let cols: Vec<i64> = entries.iter().map(|&(_, j, _)| j as i64).collect();
            let narrow: Vec<u32> = cols.iter().map(|&c| c as u32).collect();
            let Ok((pos, crd)) = csr_levels(&enc, &[6, 4], &counts, Cols::Wide(cols.clone()), false) else {
                panic!("in-order rows refused")
            };
            prop_assert_eq!(Some(&pos), ordered.levels[1].pos.as_ref());
            prop_assert_eq!(Some(&crd), ordered.levels[1].crd.as_ref());
            // Columns appended at 32 bits (a 32-bit encoding's kernels do): the same levels.
            let Ok((pos32, crd32)) = csr_levels(&enc, &[6, 4], &counts, Cols::Narrow(narrow.clone()), false) else {
                panic!("in-order 32-bit rows refused")
            };
            prop_assert_eq!(&pos32, &pos);
            prop_assert_eq!(crd32.to_u64s(), crd.to_u64s());
            let mut reversed = cols.clone();
            let mut e = 0;
            for &n in &counts {
                reversed[e..e + n as usize].reverse();
                e += n as usize;
            }
            if counts.iter().any(|&n| n > 1) {
                prop_assert!(csr_levels(&enc, &[6, 4], &counts, Cols::Wide(reversed.clone()), false).is_err());
                let reversed32 = reversed.iter().map(|&c| c as u32).collect();
                prop_assert!(csr_levels(&enc, &[6, 4], &counts, Cols::Narrow(reversed32), false).is_err());
            }
        }
    }
}

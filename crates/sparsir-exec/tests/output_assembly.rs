//! The in-order fast path of kernel output assembly against the universal path.
//!
//! Why: a kernel's sparse output is built directly when its entries arrive in level order
//! and sorted otherwise (`runtime::kernel::build_output`). Both must give the same storage
//! for every encoding, so random entry sets are built once in level order and once
//! shuffled.

use std::sync::Arc;

use proptest::prelude::*;
use sparsir_exec::runtime::kernel::{build_output, csr_in_order};
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
        crds: entries.iter().flat_map(|&(i, j, _)| [i, j]).collect(),
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
        // The CSR fast path of `out_finish`: the same storage for entries in order, and a
        // refusal (the universal path then runs) for entries out of order.
        let flat = |es: &[(u64, u64, i64)]| es.iter().flat_map(|&(i, j, _)| [i as i64, j as i64]).collect::<Vec<_>>();
        let fast = csr_in_order(&enc, &[6, 4], &flat(&entries), coo(&entries).vals).expect("fast path");
        let is_csr = ENCODINGS[enc_index].contains("(i : dense, j : compressed)");
        match fast {
            Ok(t) => {
                prop_assert!(is_csr);
                prop_assert_eq!(&t, &ordered);
            }
            Err(_) => prop_assert!(!is_csr),
        }
        if shuffled != entries {
            let slow = csr_in_order(&enc, &[6, 4], &flat(&shuffled), coo(&shuffled).vals).expect("fast path");
            prop_assert!(slow.is_err());
        }
    }
}

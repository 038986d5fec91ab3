//! Property tests of storage and conversion: random tensors (ranks 1–4, any density,
//! duplicates included) built in random encodings (every level format, property and
//! width) and converted through random chains always densify to the same values; narrow
//! widths that cannot hold the data are refused with an error, never truncated.

#[path = "support/xorshift.rs"]
mod xorshift;

use std::sync::Arc;

use proptest::prelude::*;
use sparsir_storage::encoding::DimSlice;
use sparsir_storage::lvl_coo::LvlCoo;
use sparsir_storage::{Coo, Encoding, SparseTensor, ValBuf};

/// A random tensor: shape and entries (with duplicates), values small integers so that
/// sums are exact.
#[derive(Clone, Debug)]
struct Input {
    dims: Vec<u64>,
    entries: Vec<(Vec<u64>, i32)>,
}

fn input() -> impl Strategy<Value = Input> {
    (1usize..=4)
        .prop_flat_map(|rank| {
            let max = if rank <= 2 { 12u64 } else { 5 };
            prop::collection::vec(1..=max, rank)
        })
        .prop_flat_map(|dims| {
            let total: u64 = dims.iter().product();
            let entry = (dims.iter().map(|&d| 0..d).collect::<Vec<_>>(), -3i32..=3);
            let n = 0..=(total as usize * 2).min(80);
            (Just(dims), prop::collection::vec(entry, n))
        })
        .prop_map(|(dims, entries)| Input { dims, entries })
}

fn to_coo(inp: &Input) -> Coo {
    let mut crds = Vec::new();
    let mut vals = Vec::new();
    for (c, v) in &inp.entries {
        crds.extend_from_slice(c);
        vals.push(*v as f64);
    }
    Coo { dim_sizes: inp.dims.clone(), crds: crds.into(), vals: ValBuf::F64(vals.into()) }
}

/// The dense reference: duplicates summed.
fn reference(inp: &Input) -> Vec<f64> {
    let total: u64 = inp.dims.iter().product();
    let mut out = vec![0.0; total as usize];
    for (c, v) in &inp.entries {
        let lin = c.iter().zip(&inp.dims).fold(0u64, |acc, (x, d)| acc * d + x);
        out[lin as usize] += *v as f64;
    }
    out
}

/// Level types for a permutation map, valid by construction (singletons only after a
/// compressed/loose/singleton level, batch only leading).
fn level_types(rank: usize) -> impl Strategy<Value = Vec<String>> {
    prop::collection::vec(0u8..10, rank).prop_map(move |choices| {
        let mut out: Vec<String> = Vec::new();
        for (l, c) in choices.into_iter().enumerate() {
            let prev = out.last().map(String::as_str).unwrap_or("");
            let can_singleton =
                prev.starts_with("compressed") || prev.starts_with("loose") || prev.starts_with("singleton");
            let all_batch_so_far = out.iter().all(|t| t == "batch");
            let t = match c {
                0 => "dense",
                1 if all_batch_so_far && l + 1 < rank => "batch",
                2 => "compressed",
                3 => "compressed(nonunique)",
                4 => "loose_compressed",
                5 => "loose_compressed(nonunique, nonordered)",
                6 if can_singleton => "singleton",
                7 if can_singleton => "singleton(soa)",
                8 if can_singleton => "singleton(nonunique)",
                9 => "compressed(nonordered)",
                _ => "compressed",
            };
            out.push(t.to_string());
        }
        out
    })
}

const WIDTHS: [u8; 5] = [0, 8, 16, 32, 64];

fn encoding(rank: usize) -> impl Strategy<Value = String> {
    (Just(rank).prop_shuffle_perm(), level_types(rank), 0usize..5, 0usize..5).prop_map(
        move |(perm, types, pw, cw)| {
            let dims: Vec<String> = (0..rank).map(|d| format!("d{d}")).collect();
            let lvls: Vec<String> = perm.iter().zip(&types).map(|(d, t)| format!("d{d} : {t}")).collect();
            format!(
                "#sparse_tensor.encoding<{{ map = ({}) -> ({}), posWidth = {}, crdWidth = {} }}>",
                dims.join(", "),
                lvls.join(", "),
                WIDTHS[pw],
                WIDTHS[cw]
            )
        },
    )
}

trait PermStrategy {
    fn prop_shuffle_perm(self) -> BoxedStrategy<Vec<usize>>;
}

impl PermStrategy for Just<usize> {
    fn prop_shuffle_perm(self) -> BoxedStrategy<Vec<usize>> {
        Just((0..self.0).collect::<Vec<usize>>()).prop_shuffle().boxed()
    }
}

fn densify(t: &SparseTensor) -> Vec<f64> {
    match t.to_dense().expect("densify") {
        ValBuf::F64(v) => v.to_vec(),
        other => panic!("unexpected element type {:?}", other.elem_type()),
    }
}

/// Builds, or checks that a refusal is due to a width too narrow for the data.
fn build_checked(
    enc_text: &str,
    build: impl Fn(Arc<Encoding>) -> Result<SparseTensor, sparsir_storage::StorageError>,
) -> Option<SparseTensor> {
    let enc = Arc::new(Encoding::parse(enc_text).unwrap_or_else(|e| panic!("{enc_text}: {e}")));
    let mut wide = (*enc).clone();
    wide.pos_width = 0;
    wide.crd_width = 0;
    let reference = match build(Arc::new(wide)) {
        Ok(t) => t,
        // Data this encoding cannot represent (two entries under one singleton parent)
        // must be refused in every width.
        Err(e) if e.message.contains("singleton level cannot hold") => {
            let narrow = build(enc).expect_err("narrow build must refuse too");
            assert!(
                narrow.message.contains("singleton") || narrow.message.contains("does not fit"),
                "{narrow}"
            );
            return None;
        }
        Err(e) => panic!("{enc_text} (64-bit): {e}"),
    };
    let max_of = |pos: bool| {
        reference
            .levels
            .iter()
            .filter_map(|l| if pos { l.pos.as_ref() } else { l.crd.as_ref() })
            .flat_map(|b| b.to_u64s())
            .max()
            .unwrap_or(0)
    };
    let limit = |w: u8| if w == 0 || w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
    let fits = max_of(true) <= limit(enc.pos_width) && max_of(false) <= limit(enc.crd_width);
    match build(enc) {
        Ok(t) => {
            assert!(fits, "{enc_text}: accepted data that does not fit the widths");
            for (a, b) in t.levels.iter().zip(&reference.levels) {
                assert_eq!(a.pos.as_ref().map(|p| p.to_u64s()), b.pos.as_ref().map(|p| p.to_u64s()));
                assert_eq!(a.crd.as_ref().map(|p| p.to_u64s()), b.crd.as_ref().map(|p| p.to_u64s()));
            }
            Some(t)
        }
        Err(e) => {
            assert!(!fits, "{enc_text}: refused data that fits: {e}");
            assert!(e.message.contains("does not fit"), "{enc_text}: {e}");
            None
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, .. ProptestConfig::default() })]

    #[test]
    fn chains_of_conversions_preserve_values(
        (inp, encs) in input().prop_flat_map(|inp| {
            let rank = inp.dims.len();
            (Just(inp), prop::collection::vec(encoding(rank), 1..=4))
        })
    ) {
        let want = reference(&inp);
        let coo = to_coo(&inp);
        let Some(mut t) = build_checked(&encs[0], |e| SparseTensor::from_coo(e, &coo)) else { return Ok(()); };
        prop_assert_eq!(densify(&t), want.clone(), "after building {}", &encs[0]);
        for text in &encs[1..] {
            let src = t.clone();
            let Some(next) = build_checked(text, |e| src.convert(e)) else { return Ok(()); };
            prop_assert_eq!(densify(&next), want.clone(), "after converting to {}", text);
            t = next;
        }
    }

    #[test]
    fn block_maps_preserve_values(inp in input(), bi in 2u64..=3, bj in 2u64..=3) {
        if inp.dims.len() != 2 { return Ok(()); }
        let dims = vec![inp.dims[0] * bi, inp.dims[1] * bj];
        let scaled = Input { dims: dims.clone(), entries: inp.entries.iter().map(|(c, v)| (vec![c[0] * bi, c[1] * bj], *v)).collect() };
        let text = format!("#sparse_tensor.encoding<{{ map = (i, j) -> (i floordiv {bi} : dense, j floordiv {bj} : compressed, i mod {bi} : dense, j mod {bj} : dense) }}>");
        let enc = Arc::new(Encoding::parse(&text).unwrap());
        let t = SparseTensor::from_coo(enc, &to_coo(&scaled)).unwrap();
        prop_assert_eq!(densify(&t), reference(&scaled));
        let csc = Arc::new(Encoding::parse("#sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>").unwrap());
        prop_assert_eq!(densify(&t.convert(csc).unwrap()), reference(&scaled));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, .. ProptestConfig::default() })]

    /// The CSR/CSC fast path gives exactly the universal path's buffers.
    #[test]
    fn fast_path_matches_universal(inp in input(), widths in (0usize..5, 0usize..5), swap in any::<bool>()) {
        if inp.dims.len() != 2 { return Ok(()); }
        let map = if swap { "(d1 : dense, d0 : compressed)" } else { "(d0 : dense, d1 : compressed)" };
        let text = format!("#sparse_tensor.encoding<{{ map = (d0, d1) -> {map}, posWidth = {}, crdWidth = {} }}>", WIDTHS[widths.0], WIDTHS[widths.1]);
        let enc = Arc::new(Encoding::parse(&text).unwrap());
        let coo = to_coo(&inp);
        let fast = SparseTensor::from_coo(enc.clone(), &coo);
        let slow = SparseTensor::from_coo_universal(enc.clone(), &coo);
        same_result(&fast, &slow)?;
        if let Ok(a) = fast {
            let other = if swap { "(d0 : dense, d1 : compressed)" } else { "(d1 : dense, d0 : compressed)" };
            let enc2 = Arc::new(Encoding::parse(&format!("#sparse_tensor.encoding<{{ map = (d0, d1) -> {other} }}>")).unwrap());
            let via_fast = a.convert(enc2.clone()).unwrap();
            let via_universal = SparseTensor::from_coo_universal(enc2, &a.to_coo().unwrap()).unwrap();
            prop_assert_eq!(via_fast, via_universal);
        }
    }
}

/// The list `coo` with its coordinates stored `bits` wide (8, 16, 32 or 64).
fn at_width(coo: &Coo, bits: u32) -> Coo {
    let wide = coo.crds_u64();
    let crds: sparsir_storage::IdxBuf = match bits {
        8 => wide.iter().map(|&c| c as u8).collect::<Vec<_>>().into(),
        16 => wide.iter().map(|&c| c as u16).collect::<Vec<_>>().into(),
        32 => wide.iter().map(|&c| c as u32).collect::<Vec<_>>().into(),
        _ => wide.to_vec().into(),
    };
    Coo { crds, ..coo.clone() }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, .. ProptestConfig::default() })]

    /// A coordinate list stores the same tensor whatever the width of its coordinates
    /// (the readers' 32 bits, `from_u64s`' 64, and 8 or 16 bits, which only the fields
    /// make), through the CSR/CSC fast path and the universal one, in every encoding.
    #[test]
    fn coordinate_width_of_the_list_does_not_change_the_storage(
        (inp, enc) in input().prop_flat_map(|inp| { let rank = inp.dims.len(); (Just(inp), encoding(rank)) }),
        swap in any::<bool>(),
    ) {
        let wide = to_coo(&inp);
        prop_assert!(matches!(wide.clone().narrowed().crds, sparsir_storage::IdxBuf::U32(_)));
        let mut texts = vec![enc];
        if inp.dims.len() == 2 {
            let map = if swap { "(d1 : dense, d0 : compressed)" } else { "(d0 : dense, d1 : compressed)" };
            texts.push(format!("#sparse_tensor.encoding<{{ map = (d0, d1) -> {map} }}>"));
        }
        for text in &texts {
            let enc = Arc::new(Encoding::parse(text).unwrap());
            let want = SparseTensor::from_coo(enc.clone(), &wide).map_err(|e| e.message);
            for bits in [8, 16, 32] {
                let narrow = at_width(&wide, bits);
                prop_assert_eq!(&narrow, &wide);
                let got = SparseTensor::from_coo(enc.clone(), &narrow).map_err(|e| e.message);
                prop_assert_eq!(&got, &want, "{} with {}-bit coordinates", text, bits);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, .. ProptestConfig::default() })]

    /// structured[n, m]: data with at most `n` nonzeros per block round-trips through
    /// CSR and back; a block with more is refused with an error.
    #[test]
    fn structured_levels(rows in 1u64..5, blocks in 1u64..4, n in 1u32..=4, picks in prop::collection::vec((0u64..64, 0u64..4, 1i32..9), 0..24)) {
        let m = 4u32;
        let n = n.min(m);
        let dims = vec![rows, blocks * m as u64];
        let entries: Vec<(Vec<u64>, i32)> = picks.iter().map(|&(r, c, v)| (vec![r % rows, (c + 4 * (r / rows)) % dims[1]], v)).collect();
        let inp = Input { dims: dims.clone(), entries };
        let want = reference(&inp);
        let mut per_block = std::collections::HashMap::new();
        for (i, v) in want.iter().enumerate() {
            if *v != 0.0 {
                *per_block.entry(i / m as usize).or_insert(0u32) += 1;
            }
        }
        let fits = per_block.values().all(|&k| k <= n);
        let text = format!("#sparse_tensor.encoding<{{ map = (i, j) -> (i : dense, j floordiv {m} : dense, j mod {m} : structured[{n}, {m}]) }}>");
        let enc = Arc::new(Encoding::parse(&text).unwrap());
        let dense = ValBuf::F64(want.clone().into());
        match SparseTensor::from_dense(enc, &dims, &dense) {
            Ok(t) => {
                prop_assert!(fits);
                prop_assert_eq!(t.values.len() as u64, rows * blocks * n as u64);
                prop_assert_eq!(densify(&t), want.clone());
                let csr = Arc::new(Encoding::parse("#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>").unwrap());
                prop_assert_eq!(densify(&t.convert(csr).unwrap()), want);
            }
            Err(e) => {
                prop_assert!(!fits, "refused fitting data: {}", e);
                prop_assert!(e.message.contains("more than structured"), "{}", e);
            }
        }
    }

    /// Batch levels: each batch is its own tensor; buffers are padded to equal length.
    #[test]
    fn batch_levels(inp in input()) {
        if inp.dims.len() < 2 { return Ok(()); }
        let rank = inp.dims.len();
        let vars: Vec<String> = (0..rank).map(|d| format!("d{d}")).collect();
        let lvls: Vec<String> = (0..rank).map(|d| format!("d{d} : {}", if d == 0 { "batch" } else if d + 1 == rank { "compressed" } else { "dense" })).collect();
        let text = format!("#sparse_tensor.encoding<{{ map = ({}) -> ({}) }}>", vars.join(", "), lvls.join(", "));
        let enc = Arc::new(Encoding::parse(&text).unwrap());
        let t = SparseTensor::from_coo(enc, &to_coo(&inp)).unwrap();
        prop_assert_eq!(densify(&t), reference(&inp));
        let batches = inp.dims[0] as usize;
        prop_assert_eq!(t.values.len() % batches, 0);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, .. ProptestConfig::default() })]

    /// Input already in row-major order takes the presorted CSR path; it must equal the
    /// universal path too (in both target orders and every width).
    #[test]
    fn presorted_input_matches_universal(
        inp in input(),
        widths in (0usize..5, 0usize..5),
        swap in any::<bool>(),
        (keep_duplicates, disorder_at) in (any::<bool>(), prop::option::of(0usize..80)),
    ) {
        if inp.dims.len() != 2 { return Ok(()); }
        let mut entries = inp.entries.clone();
        if swap {
            entries.sort_by_key(|(c, _)| (c[1], c[0]));
        } else {
            entries.sort_by_key(|(c, _)| (c[0], c[1]));
        }
        if !keep_duplicates {
            entries.dedup_by_key(|(c, _)| c.clone());
        }
        // Almost sorted: one adjacent pair exchanged (the presorted path must decline).
        if let Some(k) = disorder_at.filter(|&k| k + 1 < entries.len()) {
            entries.swap(k, k + 1);
        }
        let sorted = Input { dims: inp.dims.clone(), entries };
        let map = if swap { "(d1 : dense, d0 : compressed)" } else { "(d0 : dense, d1 : compressed)" };
        let text = format!("#sparse_tensor.encoding<{{ map = (d0, d1) -> {map}, posWidth = {}, crdWidth = {} }}>", WIDTHS[widths.0], WIDTHS[widths.1]);
        let enc = Arc::new(Encoding::parse(&text).unwrap());
        let coo = to_coo(&sorted);
        // Five threads: chunk boundaries fall between rows, inside rows and at the ends.
        let pool = rayon::ThreadPoolBuilder::new().num_threads(5).build().unwrap();
        let fast = pool.install(|| SparseTensor::from_coo(enc.clone(), &coo));
        let slow = SparseTensor::from_coo_universal(enc, &coo);
        same_result(&fast, &slow)?;
    }
}

proptest! {
    /// `dedup_keep_order` sums repeated coordinates into their first occurrence and keeps
    /// the first occurrences in input order (what reading a file into an unordered unique
    /// COO stores).
    #[test]
    fn dedup_keep_order_sums_into_first_occurrences(inp in input()) {
        let rank = inp.dims.len();
        let text = match rank {
            1 => "#sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed(nonordered)) }>".to_string(),
            _ => {
                let dims: Vec<String> = (0..rank).map(|d| format!("d{d}")).collect();
                let mut lvls = vec!["d0 : compressed(nonunique, nonordered)".to_string()];
                lvls.extend((1..rank - 1).map(|d| format!("d{d} : singleton(nonunique, nonordered)")));
                lvls.push(format!("d{} : singleton(nonordered)", rank - 1));
                format!("#sparse_tensor.encoding<{{ map = ({}) -> ({}) }}>", dims.join(", "), lvls.join(", "))
            }
        };
        let enc = Encoding::parse(&text).unwrap();
        let got = LvlCoo::from_coo(&enc, &to_coo(&inp)).unwrap().dedup_keep_order().unwrap();
        let mut want: Vec<(Vec<u64>, f64)> = Vec::new();
        for (c, v) in &inp.entries {
            match want.iter_mut().find(|(w, _)| w == c) {
                Some((_, acc)) => *acc += *v as f64,
                None => want.push((c.clone(), *v as f64)),
            }
        }
        prop_assert_eq!(got.len(), want.len());
        for (e, (c, v)) in want.iter().enumerate() {
            let crd: Vec<u64> = got.crds.iter().map(|l| l[e]).collect();
            prop_assert_eq!(&crd, c);
            prop_assert_eq!(got.vals.get(e), sparsir_storage::Scalar::Float(*v));
        }
    }
}

/// A random window `(offset, size, stride)` inside a dimension of size `d`.
fn window(d: u64) -> impl Strategy<Value = (u64, u64, u64)> {
    (0..d, 1u64..=3).prop_flat_map(move |(o, s)| (Just(o), 1..=(d - 1 - o) / s + 1, Just(s)))
}

/// The window of a row-major dense array.
fn dense_window(dims: &[u64], vals: &[f64], win: &[(u64, u64, u64)]) -> Vec<f64> {
    let sizes: Vec<u64> = win.iter().map(|w| w.1).collect();
    let total: u64 = sizes.iter().product();
    (0..total)
        .map(|mut lin| {
            let mut src = 0u64;
            let mut idx = vec![0u64; dims.len()];
            for d in (0..dims.len()).rev() {
                idx[d] = lin % sizes[d];
                lin /= sizes[d];
            }
            for (d, &i) in idx.iter().enumerate() {
                src = src * dims[d] + win[d].0 + i * win[d].2;
            }
            vals[src as usize]
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, .. ProptestConfig::default() })]

    /// A slice is a view: same buffers (print's nse and values are the source's), level
    /// sizes the window's, and its values (densified, converted) exactly the window's.
    #[test]
    fn slice_views_see_exactly_their_window(
        (inp, text, win) in input().prop_flat_map(|inp| {
            let rank = inp.dims.len();
            let wins: Vec<_> = inp.dims.iter().map(|&d| window(d)).collect();
            (Just(inp), encoding(rank), wins)
        })
    ) {
        let coo = to_coo(&inp);
        let Some(t) = build_checked(&text, |e| SparseTensor::from_coo(e, &coo)) else { return Ok(()); };
        let mut enc = (*t.enc).clone();
        enc.dim_slices = win
            .iter()
            .map(|&(o, n, s)| Some(DimSlice { offset: Some(o), size: Some(n), stride: Some(s) }))
            .collect();
        let sizes: Vec<u64> = win.iter().map(|w| w.1).collect();
        let view = t.slice_view(Arc::new(enc), sizes.clone()).expect("slice view");
        prop_assert_eq!(view.values.len(), t.values.len());
        prop_assert_eq!(&view.levels, &t.levels);
        let perm = t.enc.permutation().expect("permutation");
        prop_assert_eq!(view.view_lvl_sizes(), perm.iter().map(|&d| sizes[d]).collect::<Vec<_>>());
        let want = dense_window(&inp.dims, &reference(&inp), &win);
        prop_assert_eq!(densify(&view), want.clone());
        let plain = Arc::new(Encoding::parse(&text).unwrap());
        let converted = view.convert(plain).expect("convert a slice");
        prop_assert_eq!(densify(&converted), want);
        prop_assert!(view.slice_view(view.enc.clone(), sizes).is_err(), "a view of a view is refused");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, .. ProptestConfig::default() })]

    /// ELL (`[c](i, j) -> (c * k * i : dense, i : dense, j : compressed)`): the k-th
    /// stored entry of a row (in column order) sits in slice k, one entry per (slice, row)
    /// fiber; values survive densifying and converting to CSR and back; a row with more
    /// than `k` entries is refused.
    #[test]
    fn ell_counts_entries_per_row(inp in input(), slices in 1u64..=6) {
        if inp.dims.len() != 2 { return Ok(()); }
        let text = format!("#sparse_tensor.encoding<{{ map = [c](i, j) -> (c * {slices} * i : dense, i : dense, j : compressed) }}>");
        let enc = Arc::new(Encoding::parse(&text).unwrap());
        let want = reference(&inp);
        let cols = inp.dims[1] as usize;
        let mut row_entries = vec![Vec::new(); inp.dims[0] as usize];
        for (c, _) in &inp.entries {
            row_entries[c[0] as usize].push(c[1]);
        }
        for r in &mut row_entries {
            r.sort_unstable();
            r.dedup();
        }
        let widest = row_entries.iter().map(Vec::len).max().unwrap_or(0) as u64;
        let built = SparseTensor::from_coo(enc.clone(), &to_coo(&inp));
        if widest > slices {
            prop_assert!(built.unwrap_err().message.contains("ELL level 0"));
            return Ok(());
        }
        let t = built.unwrap();
        prop_assert_eq!(&t.lvl_sizes, &vec![slices, inp.dims[0], inp.dims[1]]);
        let pos = t.levels[2].pos.as_ref().unwrap().to_u64s();
        let crd = t.levels[2].crd.as_ref().unwrap().to_u64s();
        for k in 0..slices as usize {
            for (i, row) in row_entries.iter().enumerate() {
                let f = k * row_entries.len() + i;
                let fiber: Vec<u64> = crd[pos[f] as usize..pos[f + 1] as usize].to_vec();
                prop_assert_eq!(fiber, row.get(k).map(|&c| vec![c]).unwrap_or_default());
            }
        }
        prop_assert!(crd.iter().all(|&c| (c as usize) < cols));
        prop_assert_eq!(densify(&t), want.clone());
        let csr = Arc::new(Encoding::parse("#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>").unwrap());
        let back = t.convert(csr).unwrap().convert(enc).unwrap();
        prop_assert_eq!(&back, &t);
    }
}

/// Regression (found by `slice_views_see_exactly_their_window`): entries that share every
/// coordinate down to a singleton level and differ only in a dense level below it are one
/// singleton entry with a dense block — building, converting a slice of it and
/// densifying work; two different singleton coordinates under one parent are refused.
#[test]
fn singleton_entries_differing_only_below_are_one_entry() {
    let text = "#sparse_tensor.encoding<{ map = (d0, d1, d2, d3) -> (d0 : compressed, d2 : compressed, d3 : singleton, d1 : dense) }>";
    let enc = Arc::new(Encoding::parse(text).unwrap());
    let inp = Input {
        dims: vec![5, 4, 1, 3],
        entries: vec![(vec![0, 0, 0, 1], 2), (vec![0, 1, 0, 1], -3), (vec![2, 3, 0, 1], 4)],
    };
    let t = SparseTensor::from_coo(enc.clone(), &to_coo(&inp)).expect("one singleton entry per (d0, d2)");
    assert_eq!(densify(&t), reference(&inp));
    let win = [(0u64, 1u64, 1u64), (0, 2, 1), (0, 1, 1), (1, 1, 1)];
    let mut sliced = (*t.enc).clone();
    sliced.dim_slices = win
        .iter()
        .map(|&(o, n, s)| Some(DimSlice { offset: Some(o), size: Some(n), stride: Some(s) }))
        .collect();
    let view = t.slice_view(Arc::new(sliced), win.iter().map(|w| w.1).collect()).expect("slice view");
    let converted = view.convert(enc.clone()).expect("convert a slice");
    assert_eq!(densify(&converted), dense_window(&inp.dims, &reference(&inp), &win));
    let two = Input { dims: vec![5, 4, 1, 3], entries: vec![(vec![0, 0, 0, 1], 2), (vec![0, 1, 0, 2], -3)] };
    let err = SparseTensor::from_coo(enc, &to_coo(&two)).unwrap_err();
    assert!(err.message.contains("singleton level cannot hold two entries"), "{err:?}");
}

/// A tall, sparse matrix: many rows (so the counting sort's row pointer spans several
/// blocks), skewed rows (a few long ones), duplicates and random order.
fn tall_input() -> impl Strategy<Value = Input> {
    (16_384u64..60_000, 1u64..40).prop_flat_map(|(rows, cols)| {
        let entry = (prop_oneof![0..8u64, 0..rows].prop_map(|r| vec![r]), 0..cols, -3i32..=3).prop_map(
            |(mut c, j, v)| {
                c.push(j);
                (c, v)
            },
        );
        (Just(vec![rows, cols]), prop::collection::vec(entry, 0..600))
            .prop_map(|(dims, entries)| Input { dims, entries })
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, .. ProptestConfig::default() })]

    /// The parallel counting sort on several chunks (a pool of 1, 3 and 4 threads) and
    /// several row blocks gives exactly the universal path's buffers, for COO→CSR,
    /// COO→CSC and CSR→CSC / CSC→CSR, in 32- and 64-bit widths.
    #[test]
    fn counting_sort_on_many_chunks_and_blocks(inp in tall_input(), threads in prop_oneof![Just(1usize), Just(3), Just(4)], bits in prop_oneof![Just(0u8), Just(32)]) {
        let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
        let width = if bits == 0 { String::new() } else { format!(", posWidth = {bits}, crdWidth = {bits}") };
        let enc = |lvls: &str| Arc::new(Encoding::parse(&format!("#sparse_tensor.encoding<{{ map = (d0, d1) -> ({lvls}){width} }}>")).unwrap());
        let (csr, csc) = (enc("d0 : dense, d1 : compressed"), enc("d1 : dense, d0 : compressed"));
        let coo = to_coo(&inp);
        for target in [&csr, &csc] {
            let fast = pool.install(|| SparseTensor::from_coo(target.clone(), &coo)).unwrap();
            let slow = SparseTensor::from_coo_universal(target.clone(), &coo).unwrap();
            prop_assert_eq!(&fast, &slow);
            let other = if Arc::ptr_eq(target, &csr) { &csc } else { &csr };
            let converted = pool.install(|| fast.convert(other.clone())).unwrap();
            let want = SparseTensor::from_coo_universal(other.clone(), &coo).unwrap();
            prop_assert_eq!(converted, want);
        }
    }
}

/// At scale (400K entries spread over every column, several row blocks in the prefix
/// sum, chunks of very different row counts): CSR→CSC and back on pools of 1, 2 and 3
/// threads equal the universal path exactly — skewed rows and columns (a third of the
/// entries in the first 64 of each), duplicates, 32- and 64-bit widths.
#[test]
fn large_skewed_conversions_match_universal() {
    let (rows, cols, n) = (70_000u64, 90_000u64, 400_000usize);
    let mut next = xorshift::below(0x9e37_79b9_7f4a_7c15u64);
    let entries: Vec<(Vec<u64>, i32)> = (0..n)
        .map(|_| {
            let r = if next(3) == 0 { next(64) } else { next(rows) };
            let c = if next(3) == 0 { next(64) } else { next(cols) };
            (vec![r, c], next(7) as i32 - 3)
        })
        .collect();
    let coo = to_coo(&Input { dims: vec![rows, cols], entries });
    for bits in [0u8, 32] {
        let width = if bits == 0 { String::new() } else { format!(", posWidth = {bits}, crdWidth = {bits}") };
        let enc = |lvls: &str| {
            Arc::new(
                Encoding::parse(&format!("#sparse_tensor.encoding<{{ map = (d0, d1) -> ({lvls}){width} }}>"))
                    .unwrap(),
            )
        };
        let (csr_enc, csc_enc) = (enc("d0 : dense, d1 : compressed"), enc("d1 : dense, d0 : compressed"));
        let csr = SparseTensor::from_coo_universal(csr_enc.clone(), &coo).unwrap();
        let want_csc = SparseTensor::from_coo_universal(csc_enc.clone(), &coo).unwrap();
        for threads in [1, 2, 3] {
            let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
            let csc = pool.install(|| csr.convert(csc_enc.clone())).unwrap();
            assert_eq!(csc, want_csc, "CSR→CSC, {threads} threads, width {bits}");
            let back = pool.install(|| csc.convert(csr_enc.clone())).unwrap();
            assert_eq!(back, csr, "CSC→CSR, {threads} threads, width {bits}");
            // Same level order, other widths: the counts are the source's row lengths.
            let other_widths = enc_with("d0 : dense, d1 : compressed", if bits == 0 { 32 } else { 64 });
            let rewidened = pool.install(|| csr.convert(other_widths.clone())).unwrap();
            let want = SparseTensor::from_coo_universal(other_widths.clone(), &coo).unwrap();
            assert_eq!(rewidened, want, "CSR→CSR of other widths, {threads} threads, width {bits}");
        }
    }
}

fn enc_with(lvls: &str, bits: u8) -> Arc<Encoding> {
    let text = format!(
        "#sparse_tensor.encoding<{{ map = (d0, d1) -> ({lvls}), posWidth = {bits}, crdWidth = {bits} }}>"
    );
    Arc::new(Encoding::parse(&text).unwrap())
}

/// The fast path's result is the universal path's: the same storage, or both an error.
fn same_result(
    fast: &sparsir_storage::Result<SparseTensor>,
    slow: &sparsir_storage::Result<SparseTensor>,
) -> Result<(), TestCaseError> {
    match (fast, slow) {
        (Ok(a), Ok(b)) => prop_assert_eq!(a, b),
        (Err(_), Err(_)) => {}
        _ => prop_assert!(false, "fast {:?} vs universal {:?}", fast.as_ref().err(), slow.as_ref().err()),
    }
    Ok(())
}

/// A large matrix in row-major order: `rows` rows, each empty with probability
/// `empty_pct`% and otherwise holding up to 9 distinct sorted columns of `cols`.
fn large_sorted(rows: u64, cols: u64, empty_pct: u32, seed: u64) -> Vec<(u64, u64)> {
    let mut state = seed | 1;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut entries = Vec::new();
    for r in 0..rows {
        if (next() % 100) < u64::from(empty_pct) {
            continue;
        }
        let mut row: Vec<u64> = (0..next() % 10).map(|_| next() % cols).collect();
        row.sort_unstable();
        row.dedup();
        entries.extend(row.into_iter().map(|c| (r, c)));
    }
    entries
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, .. ProptestConfig::default() })]

    /// The presorted path works in blocks of entries inside each thread's chunk: on inputs
    /// of thousands of entries (many blocks, empty rows at block and chunk boundaries,
    /// one entry out of order anywhere) it stores what the universal path stores.
    #[test]
    fn large_presorted_input_matches_universal(
        (rows, cols) in (1u64..3000, 1u64..70_000),
        empty_pct in 0u32..90,
        seed in any::<u64>(),
        (swap, threads, narrow) in (any::<bool>(), 1usize..6, any::<bool>()),
        disorder in prop::option::of(any::<prop::sample::Index>()),
        widths in (0usize..5, 0usize..5),
    ) {
        let mut entries = large_sorted(rows, cols, empty_pct, seed);
        if let Some(at) = disorder.filter(|_| entries.len() > 1) {
            let k = at.index(entries.len() - 1);
            entries.swap(k, k + 1);
        }
        let (dims, map) = match swap {
            false => (vec![rows, cols], "(d0 : dense, d1 : compressed)"),
            true => (vec![cols, rows], "(d1 : dense, d0 : compressed)"),
        };
        let crds: Vec<u64> = entries.iter().flat_map(|&(r, c)| if swap { [c, r] } else { [r, c] }).collect();
        let vals = (0..entries.len()).map(|k| (k % 7) as f64).collect::<Vec<_>>();
        // 64-bit coordinates as `Coo::from_u64s` keeps them, or 32-bit as the readers store them.
        let coo = Coo { dim_sizes: dims, crds: crds.into(), vals: ValBuf::F64(vals.into()) };
        let coo = if narrow { coo.narrowed() } else { coo };
        let text = format!("#sparse_tensor.encoding<{{ map = (d0, d1) -> {map}, posWidth = {}, crdWidth = {} }}>", WIDTHS[widths.0], WIDTHS[widths.1]);
        let enc = Arc::new(Encoding::parse(&text).unwrap());
        let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
        let fast = pool.install(|| SparseTensor::from_coo(enc.clone(), &coo));
        let slow = SparseTensor::from_coo_universal(enc, &coo);
        same_result(&fast, &slow)?;
    }
}

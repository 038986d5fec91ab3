//! The storage examples of `sparse_tensor_types.md`, reproduced exactly, and the print
//! form of the other formats the seeds list (expected texts were produced by MLIR 22 on
//! the same inputs; see tests/golden for the full MLIR-made suite).

use std::sync::Arc;

use sparsir_storage::{Encoding, SparseTensor, ValBuf};

fn enc(text: &str) -> Arc<Encoding> {
    Arc::new(Encoding::parse(text).unwrap_or_else(|e| panic!("{e}")))
}

fn from_rows(e: &Arc<Encoding>, rows: &[&[f64]]) -> SparseTensor {
    let dims = [rows.len() as u64, rows[0].len() as u64];
    let vals = ValBuf::F64(rows.iter().flat_map(|r| r.iter().copied()).collect());
    SparseTensor::from_dense(e.clone(), &dims, &vals).unwrap()
}

#[test]
fn bsr_2x2_seed_example() {
    let bsr = enc("#sparse_tensor.encoding<{ map = (i, j) -> ( i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>");
    let t = from_rows(
        &bsr,
        &[
            &[1., 2., 0., 0., 4., 0.],
            &[0., 3., 0., 0., 0., 5.],
            &[0., 0., 6., 7., 0., 0.],
            &[0., 0., 8., 0., 0., 0.],
        ],
    );
    // "positions[1] : 0 2 3 / coordinates[1] : 0 2 1 / values : 1 2 0 3 4 0 0 5 6 7 8 0"
    assert_eq!(t.levels[1].pos.as_ref().unwrap().to_u64s(), vec![0, 2, 3]);
    assert_eq!(t.levels[1].crd.as_ref().unwrap().to_u64s(), vec![0, 2, 1]);
    assert_eq!(t.values, ValBuf::F64(vec![1., 2., 0., 3., 4., 0., 0., 5., 6., 7., 8., 0.].into()));
    assert_eq!(
        t.to_mlir_print(),
        "---- Sparse Tensor ----\nnse = 12\ndim = ( 4, 6 )\nlvl = ( 2, 3, 2, 2 )\npos[1] : ( 0, 2, 3 )\ncrd[1] : ( 0, 2, 1 )\nvalues : ( 1, 2, 0, 3, 4, 0, 0, 5, 6, 7, 8, 0 )\n----\n"
    );
}

/// The 16×16 matrix of the seed's NVidia 2:4 example: rows repeat with period 8.
fn nvidia_rows() -> Vec<Vec<f64>> {
    let base: [[f64; 8]; 8] = [
        [1., 0., 2., 0., 3., 0., 4., 0.],
        [0., 5., 0., 6., 0., 7., 0., 8.],
        [9., 10., 0., 0., 0., 0., 11., 12.],
        [0., 0., 13., 14., 15., 16., 0., 0.],
        [17., 18., 0., 0., 19., 20., 0., 0.],
        [21., 22., 0., 0., 23., 24., 0., 0.],
        [0., 0., 25., 26., 0., 0., 27., 28.],
        [0., 0., 29., 30., 0., 0., 31., 32.],
    ];
    (0..16).map(|r| base[r % 8].iter().chain(base[r % 8].iter()).copied().collect()).collect()
}

#[test]
fn nvidia_2_4_seed_example() {
    for spelling in [
        "map = ( i, j ) -> ( i : dense, j floordiv 4 : dense, j mod 4 : block2_4), crdWidth = 2",
        "map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4])",
    ] {
        let nv = enc(&format!("#sparse_tensor.encoding<{{ {spelling} }}>"));
        let rows = nvidia_rows();
        let refs: Vec<&[f64]> = rows.iter().map(|r| r.as_slice()).collect();
        let t = from_rows(&nv, &refs);
        let crd = t.levels[2].crd.as_ref().unwrap().to_u64s();
        // "coordinates[2]": one line of 8 per matrix row.
        let want_rows: [[u64; 8]; 8] = [
            [0, 2, 0, 2, 0, 2, 0, 2],
            [1, 3, 1, 3, 1, 3, 1, 3],
            [0, 1, 2, 3, 0, 1, 2, 3],
            [2, 3, 0, 1, 2, 3, 0, 1],
            [0, 1, 0, 1, 0, 1, 0, 1],
            [0, 1, 0, 1, 0, 1, 0, 1],
            [2, 3, 2, 3, 2, 3, 2, 3],
            [2, 3, 2, 3, 2, 3, 2, 3],
        ];
        let want: Vec<u64> = (0..16).flat_map(|r| want_rows[r % 8]).collect();
        assert_eq!(crd, want, "{spelling}");
        let vals: Vec<f64> = (0..16)
            .flat_map(|r| {
                let k = (r % 8) as f64 * 4.0;
                [1., 2., 3., 4., 1., 2., 3., 4.].map(|x| x + k)
            })
            .collect();
        assert_eq!(t.values, ValBuf::F64(vals.into()), "{spelling}");
        assert_eq!(t.lvl_sizes, vec![16, 4, 4]);
    }
}

const MATRIX: [&[f64]; 4] = [
    &[1., 0., 0., 2., 0., 0.],
    &[0., 0., 0., 0., 0., 0.],
    &[0., 3., 0., 0., 4., 0.],
    &[5., 0., 0., 0., 0., 6.],
];

fn print_of(encoding: &str) -> String {
    from_rows(&enc(encoding), &MATRIX).to_mlir_print()
}

#[test]
fn coo_aos_and_soa() {
    assert_eq!(
        print_of("#sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>"),
        "---- Sparse Tensor ----\nnse = 6\ndim = ( 4, 6 )\nlvl = ( 4, 6 )\npos[0] : ( 0, 6 )\ncrd[0] : ( 0, 0, 0, 3, 2, 1, 2, 4, 3, 0, 3, 5 )\nvalues : ( 1, 2, 3, 4, 5, 6 )\n----\n"
    );
    assert_eq!(
        print_of("#sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton(soa)) }>"),
        "---- Sparse Tensor ----\nnse = 6\ndim = ( 4, 6 )\nlvl = ( 4, 6 )\npos[0] : ( 0, 6 )\ncrd[0] : ( 0, 0, 2, 2, 3, 3 )\ncrd[1] : ( 0, 3, 1, 4, 0, 5 )\nvalues : ( 1, 2, 3, 4, 5, 6 )\n----\n"
    );
}

#[test]
fn csr_csc_dcsr_all_dense() {
    assert_eq!(
        print_of("#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>"),
        "---- Sparse Tensor ----\nnse = 6\ndim = ( 4, 6 )\nlvl = ( 4, 6 )\npos[1] : ( 0, 2, 2, 4, 6 )\ncrd[1] : ( 0, 3, 1, 4, 0, 5 )\nvalues : ( 1, 2, 3, 4, 5, 6 )\n----\n"
    );
    assert_eq!(
        print_of("#sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>"),
        "---- Sparse Tensor ----\nnse = 6\ndim = ( 4, 6 )\nlvl = ( 6, 4 )\npos[1] : ( 0, 2, 3, 3, 4, 5, 6 )\ncrd[1] : ( 0, 3, 2, 0, 2, 3 )\nvalues : ( 1, 5, 3, 2, 4, 6 )\n----\n"
    );
    assert_eq!(
        print_of("#sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>"),
        "---- Sparse Tensor ----\nnse = 6\ndim = ( 4, 6 )\nlvl = ( 4, 6 )\npos[0] : ( 0, 3 )\ncrd[0] : ( 0, 2, 3 )\npos[1] : ( 0, 2, 4, 6 )\ncrd[1] : ( 0, 3, 1, 4, 0, 5 )\nvalues : ( 1, 2, 3, 4, 5, 6 )\n----\n"
    );
}

#[test]
fn bcoo_high_is_loose_compressed() {
    let e = enc("#sparse_tensor.encoding<{ map = (i, j, k) -> (i : dense, j : compressed(nonunique, high), k : singleton) }>");
    let dims = [3u64, 3, 4];
    let mut dense = vec![0.0; 36];
    for (i, j, k, v) in [(0, 0, 0, 1.), (0, 1, 2, 2.), (2, 0, 1, 3.), (2, 0, 3, 4.), (2, 2, 0, 5.)] {
        dense[(i * 3 + j) * 4 + k] = v;
    }
    let t = SparseTensor::from_dense(e, &dims, &ValBuf::F64(dense.into())).unwrap();
    assert_eq!(
        t.to_mlir_print(),
        "---- Sparse Tensor ----\nnse = 5\ndim = ( 3, 3, 4 )\nlvl = ( 3, 3, 4 )\npos[1] : ( 0, 2, 0, 0, 2, 5, 0 )\ncrd[1] : ( 0, 0, 1, 2, 0, 1, 0, 3, 2, 0 )\nvalues : ( 1, 2, 3, 4, 5 )\n----\n"
    );
}

#[test]
fn batch_levels_print_nested() {
    // Two CSR matrices of 3x4 under one batch level (2 and 3 entries: the first batch is
    // padded to the common length, as batch buffers are rectangular), as `(b : batch, i : dense, j : compressed)`.
    let e = enc("#sparse_tensor.encoding<{ map = (b, i, j) -> (b : batch, i : dense, j : compressed) }>");
    let mut dense = vec![0.0; 24];
    for (b, i, j, v) in [(0, 1, 1, 1.5), (0, 1, 2, 2.), (1, 0, 3, 3.), (1, 2, 0, 4.), (1, 2, 1, 5.)] {
        dense[(b * 3 + i) * 4 + j] = v;
    }
    let t = SparseTensor::from_dense(e, &[2, 3, 4], &ValBuf::F64(dense.into())).unwrap();
    assert_eq!(
        t.to_mlir_print(),
        "---- Sparse Tensor ----\nnse = 3\ndim = ( 2, 3, 4 )\nlvl = ( 2, 3, 4 )\npos[2] : ( ( 0, 0, 2, 2 )( 0, 1, 1, 3 ) )\ncrd[2] : ( ( 1, 2, 0 )( 3, 0, 1 ) )\nvalues : ( ( 1.5, 2, 0 )( 3, 4, 5 ) )\n----\n"
    );
}

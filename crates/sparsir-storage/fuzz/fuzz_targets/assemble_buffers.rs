//! Fuzzes `sparse_tensor.assemble`'s buffer validation: random level and value buffers
//! against encodings of every level format and index width must either be refused with
//! an error or give storage that validates, densifies, prints, converts to COO and
//! disassembles — never a panic.
//!
//! Input: byte 0 picks the encoding, byte 1 the shape options; then up to four level
//! buffers, each a length byte and that many entries (one byte each), then the number of
//! values.

#![no_main]

use std::sync::Arc;

use libfuzzer_sys::fuzz_target;
use sparsir_storage::assemble::{shaped_buffers, validate};
use sparsir_storage::{Encoding, SparseTensor, ValBuf};

/// Encodings and dimension sizes: every level format, AoS and SoA, batches, blocks,
/// explicit values, narrow widths.
const ENCODINGS: &[(&str, &[u64])] = &[
    ("map = (i, j) -> (i : dense, j : compressed)", &[3, 4]),
    ("map = (i, j) -> (i : dense, j : compressed), posWidth = 8, crdWidth = 8", &[3, 4]),
    ("map = (i, j) -> (j : dense, i : compressed), posWidth = 16, crdWidth = 32", &[3, 4]),
    ("map = (i, j) -> (i : compressed, j : compressed)", &[3, 4]),
    ("map = (i, j) -> (i : compressed(nonunique), j : singleton)", &[3, 4]),
    ("map = (i, j) -> (i : compressed(nonunique, nonordered), j : singleton(nonordered))", &[3, 4]),
    ("map = (i, j) -> (i : compressed(nonunique), j : singleton(soa))", &[3, 4]),
    ("map = (i, j) -> (i : dense, j : loose_compressed)", &[3, 4]),
    ("map = (i, j) -> (i : dense, j : compressed(nonordered))", &[3, 4]),
    (
        "map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense)",
        &[4, 4],
    ),
    ("map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4])", &[2, 8]),
    ("map = (b, i, j) -> (b : batch, i : dense, j : compressed)", &[2, 3, 4]),
    ("map = (b, i, j) -> (b : batch, i : compressed(nonunique), j : singleton)", &[2, 3, 4]),
    ("map = (i, j, k) -> (i : dense, j : loose_compressed(nonunique), k : singleton)", &[2, 3, 4]),
    ("map = (i, j, k) -> (i : compressed(nonunique), j : singleton(nonunique), k : singleton)", &[2, 3, 4]),
    ("map = (i, j) -> (i : dense, j : compressed), explicitVal = 1.0 : f64", &[3, 4]),
    ("map = (i) -> (i : compressed)", &[6]),
];

fuzz_target!(|data: &[u8]| {
    let [choice, options, rest @ ..] = data else { return };
    let (text, dims) = ENCODINGS[usize::from(*choice) % ENCODINGS.len()];
    let text = format!("#sparse_tensor.encoding<{{ {text} }}>");
    let enc = Arc::new(Encoding::parse(&text).expect("the fuzz encodings parse"));
    let lvl_sizes = enc.lvl_sizes(dims).expect("the fuzz shapes fit");
    let (pool, nvals) = pool(rest);
    let levels = shaped_buffers(&enc, &lvl_sizes, &pool, options & 1 != 0).expect("entries below 9 fit");
    let values = ValBuf::F64((0..nvals).map(|i| i as f64 + 1.0).collect());
    let Ok(t) = SparseTensor::assemble(enc.clone(), dims.to_vec(), levels, values) else { return };
    validate(&t).unwrap_or_else(|e| panic!("assembled but invalid: {e}"));
    t.to_dense().unwrap_or_else(|e| panic!("assembled but not densifiable: {e}"));
    t.to_coo().unwrap_or_else(|e| panic!("assembled but no COO: {e}"));
    let _ = t.to_mlir_print();
    let (bufs, _, _) = t.disassemble();
    assert_eq!(bufs.len(), SparseTensor::assemble_signature(&t.enc).len());
    let (levels, values) = t.disassemble_buffers();
    let again = SparseTensor::assemble(enc, dims.to_vec(), levels, values)
        .unwrap_or_else(|e| panic!("disassembled buffers do not assemble: {e}"));
    assert_eq!(again.to_mlir_print(), t.to_mlir_print());
});

/// Up to four buffers of small entries, and a value count.
fn pool(mut bytes: &[u8]) -> (Vec<Vec<u64>>, usize) {
    let mut pool = Vec::new();
    while pool.len() < 4 {
        let [len, rest @ ..] = bytes else { break };
        let len = usize::from(*len % 24).min(rest.len());
        pool.push(rest[..len].iter().map(|&b| u64::from(b % 9)).collect());
        bytes = &rest[len..];
    }
    if pool.is_empty() {
        pool.push(Vec::new());
    }
    (pool, bytes.first().map_or(0, |&n| usize::from(n % 32)))
}

//! Fuzzes the in-memory Matrix Market reader (`tns_reader` fuzzes the FROSTT one).
//!
//! Why: the readers take files from anywhere and promise never to panic: every input
//! is either a tensor or an error with a position. The first byte picks the options
//! (element type, symmetry expansion), the rest is the file. Whatever reads must also be
//! a valid coordinate list that writes and reads back to the same number of entries.

#![no_main]

mod common;

use common::ELEMS;
use libfuzzer_sys::fuzz_target;
use sparsir_storage::io::mtx;
use sparsir_storage::Coo;

fuzz_target!(|data: &[u8]| {
    let (&choice, text) = data.split_first().unwrap_or((&0, data));
    let elem = ELEMS[usize::from(choice % 8)];
    let opts = mtx::MtxOptions { expand_symmetry: choice & 0x80 != 0, elem };
    if let Ok((_, coo)) = mtx::read_mtx_bytes(text, &opts) {
        check_mtx_round_trip(&coo);
    }
});

fn check_mtx_round_trip(coo: &Coo) {
    coo.validate().expect("the reader returns a valid list");
    let mut out = Vec::new();
    mtx::write_mtx(coo, &Default::default(), &mut out).expect("a read matrix writes");
    let opts = mtx::MtxOptions { expand_symmetry: false, elem: Some(coo.vals.elem_type()) };
    let (_, back) = mtx::read_mtx_bytes(&out, &opts).expect("a written matrix reads");
    assert_eq!(back.len(), coo.len());
    assert_eq!(back.crds_u64(), coo.crds_u64());
}

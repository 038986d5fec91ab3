//! Fuzzes the in-memory extended FROSTT (`.tns`) reader on its own.
//!
//! Why: the reader takes files from anywhere and promises never to panic: every input
//! is either a tensor or an error with a position. The first byte picks the element
//! type, the rest is the file. Whatever reads must be a valid coordinate list that
//! writes (losslessly) and reads back to the same coordinates and values.

#![no_main]

mod common;

use common::ELEMS;
use libfuzzer_sys::fuzz_target;
use sparsir_storage::io::tns;

fuzz_target!(|data: &[u8]| {
    let (&choice, text) = data.split_first().unwrap_or((&0, data));
    let elem = ELEMS[usize::from(choice % 8)];
    let Ok(coo) = tns::read_tns_bytes(text, elem) else { return };
    coo.validate().expect("the reader returns a valid list");
    let mut out = Vec::new();
    tns::write_tns(&coo, &tns::TnsWriteOptions { lossless: true }, &mut out).expect("a read tensor writes");
    let back = tns::read_tns_bytes(&out, Some(coo.vals.elem_type())).expect("a written tensor reads");
    assert_eq!(back.crds_u64(), coo.crds_u64());
    assert_eq!(back.dim_sizes, coo.dim_sizes);
});

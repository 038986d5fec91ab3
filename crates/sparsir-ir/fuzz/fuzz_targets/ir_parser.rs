//! Fuzzes the IR parser and printer with the invariant of
//! [`sparsir_ir::roundtrip::check`]: any bytes must give IR or a diagnostic, never a
//! panic (the parser runs in its own thread and reports a panic as an "internal error"
//! diagnostic, which counts as a crash here); IR that verifies must print, in the custom
//! and the generic form, to text that parses and verifies again and prints identically,
//! every op in its custom form. Crashes go to `fuzz/regressions/ir_parser/`, which
//! `cargo test` replays.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Err(why) = sparsir_ir::roundtrip::check(text) {
        panic!("{why}");
    }
});

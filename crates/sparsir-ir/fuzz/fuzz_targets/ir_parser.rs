//! Fuzzes the IR parser and printer: any bytes must give IR or a diagnostic, never a
//! panic (the parser runs in its own thread and reports a panic as an "internal error"
//! diagnostic, which counts as a crash here). IR that parses and verifies must print, in
//! the custom and the generic form, to text that parses and verifies again and prints
//! identically (printing is a fixed point), every op of it in its custom form (no
//! fallback to the generic form).
#![no_main]

use libfuzzer_sys::fuzz_target;
use sparsir_ir::{parse, print, print_counted, verify::verify, PrintOptions};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let ir = match parse(text) {
        Ok(ir) => ir,
        Err(d) => {
            assert!(!d.message.starts_with("internal error: the parser panicked"), "{}", d.message);
            return;
        }
    };
    let verified = verify(&ir).is_ok();
    for generic in [false, true] {
        let options = PrintOptions { generic, ..Default::default() };
        let (printed, fallbacks) = print_counted(&ir, options);
        if !verified {
            continue;
        }
        // The verifier guarantees what every custom form needs.
        assert_eq!(fallbacks, 0, "a verified op could not be printed in its custom form:\n{printed}");
        let again =
            parse(&printed).unwrap_or_else(|d| panic!("print does not parse: {}\n{printed}", d.message));
        if let Err(d) = verify(&again) {
            panic!("print does not verify: {}\n{printed}", d.message);
        }
        assert_eq!(print(&again, options), printed, "printing is not a fixed point");
    }
});

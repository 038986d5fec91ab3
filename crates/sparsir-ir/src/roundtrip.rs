//! The invariant the `ir_parser` fuzz target checks, as a library function so the
//! crashes it found can be replayed by `cargo test` (no nightly toolchain needed).
//!
//! Why: any text must give IR or a diagnostic, never a panic; IR that verifies must
//! print, in the custom and the generic form, to text that parses, verifies and prints
//! identically (printing is a fixed point), with every op in its custom form (no
//! fallback to the generic form for a verified op).

use crate::{parse, print, print_counted, verify::verify, PrintOptions};

/// Checks the invariant on `text`; the error says which part broke.
pub fn check(text: &str) -> Result<(), String> {
    let ir = match parse(text) {
        Ok(ir) => ir,
        Err(d) if d.message.starts_with("internal error") => return Err(d.message),
        Err(_) => return Ok(()),
    };
    if verify(&ir).is_err() {
        // Unverified IR must still print without panicking.
        print(&ir, PrintOptions::default());
        print(&ir, PrintOptions { generic: true, ..Default::default() });
        return Ok(());
    }
    for generic in [false, true] {
        let options = PrintOptions { generic, ..Default::default() };
        let (printed, fallbacks) = print_counted(&ir, options);
        if fallbacks != 0 {
            return Err(format!("a verified op could not be printed in its custom form:\n{printed}"));
        }
        let again = parse(&printed).map_err(|d| format!("print does not parse: {}\n{printed}", d.message))?;
        if let Err(d) = verify(&again) {
            return Err(format!("print does not verify: {}\n{printed}", d.message));
        }
        if print(&again, options) != printed {
            return Err(format!("printing is not a fixed point:\n{printed}"));
        }
    }
    Ok(())
}

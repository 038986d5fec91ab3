//! Fuzzes the encoding parser: any text must give an encoding or an error, never a
//! panic; an accepted encoding must print to text that parses back to the same encoding
//! (MLIR's normal form is a fixed point), and level sizes / translations on it must not
//! panic either.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sparsir_storage::Encoding;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(enc) = Encoding::parse(text) else { return };
    let printed = enc.to_string();
    let again =
        Encoding::parse(&printed).unwrap_or_else(|e| panic!("printed form does not parse: {printed}: {e}"));
    assert_eq!(again.to_string(), printed, "printing is not a fixed point");
    let dims: Vec<u64> = (0..enc.dim_rank as u64).map(|d| 4 + d * 2).collect();
    if let Ok(sizes) = enc.lvl_sizes(&dims) {
        let mut lvl = vec![0u64; sizes.len()];
        let dim_crd: Vec<u64> = dims.iter().map(|d| d - 1).collect();
        if enc.dim_to_lvl(&dim_crd, &mut lvl).is_ok() {
            let mut back = vec![0u64; dims.len()];
            let _ = enc.lvl_to_dim(&lvl, &mut back);
        }
    }
});

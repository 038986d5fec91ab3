//! MLIR's runner utilities that programs call as external functions (`rtclock`).
//!
//! Why: MLIR's benchmarks and integration tests declare `func.func private @rtclock() ->
//! f64` and time their kernels with it (`mlir-runner` links `libmlir_c_runner_utils`,
//! where it lives). sparsir provides the same functions to both backends.

use std::time::{SystemTime, UNIX_EPOCH};

use super::{Ctx, Site};
use crate::value::Val;

/// The runner-utility functions.
pub const FUNCS: &[(&str, super::RtFn)] = &[("sparsir_rtclock", rtclock)];

/// `rtclock()`: wall-clock seconds (with sub-microsecond resolution) since the epoch, as
/// MLIR's `rtclock` gives them; differences of two calls time what ran between them.
fn rtclock(_ctx: &mut Ctx, _site: &Site, _args: &[Val]) -> Result<Vec<Val>, String> {
    let now = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs_f64()).unwrap_or(0.0);
    Ok(vec![Val::Float(now)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rtclock_moves_forward() {
        let mut ctx = Ctx::new(Box::new(std::io::sink()), Box::new(|_| None));
        let site = Site::default();
        let a = rtclock(&mut ctx, &site, &[]).unwrap()[0].float();
        std::thread::sleep(std::time::Duration::from_millis(2));
        let b = rtclock(&mut ctx, &site, &[]).unwrap()[0].float();
        assert!(a > 1.6e9 && b - a >= 0.001, "{a} {b}");
    }
}

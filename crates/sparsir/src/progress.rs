//! A progress line on stderr for inputs large enough to wait for.
//!
//! Why: reading and converting a multi-gigabyte Matrix Market file takes seconds; users
//! want to see that something happens. The reporter prints one line per phase
//! (`reading x.mtx …`, then `… done in 1.23 s`), only when stderr is a terminal and the
//! input is large. (No percentage yet: the parallel reader reports no partial progress.)

use std::io::IsTerminal;
use std::time::Instant;

/// Inputs at least this large get a progress line.
pub const LARGE_INPUT_BYTES: u64 = 64 << 20;

/// A progress reporter for one phase.
pub struct Progress {
    label: String,
    start: Instant,
    enabled: bool,
}

impl Progress {
    /// Starts a phase; shown when `show` and stderr is a terminal.
    pub fn start(label: &str, show: bool) -> Progress {
        let enabled = show && std::io::stderr().is_terminal();
        let p = Progress { label: label.to_string(), start: Instant::now(), enabled };
        if enabled {
            eprint!("\r{} …", p.label);
        }
        p
    }

    /// Ends the phase, printing its duration.
    pub fn finish(self) {
        if self.enabled {
            eprintln!(
                "\r{}  done in {:.2} s{}",
                self.label,
                self.start.elapsed().as_secs_f64(),
                " ".repeat(30)
            );
        }
    }
}

/// `1.2 GB`-style sizes.
pub fn human_bytes(n: u64) -> String {
    const UNITS: [&str; 5] = ["B", "KB", "MB", "GB", "TB"];
    let mut v = n as f64;
    let mut u = 0;
    while v >= 1000.0 && u + 1 < UNITS.len() {
        v /= 1000.0;
        u += 1;
    }
    if u == 0 {
        format!("{n} B")
    } else {
        format!("{v:.1} {}", UNITS[u])
    }
}

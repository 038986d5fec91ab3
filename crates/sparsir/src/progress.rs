//! A progress line on stderr for inputs large enough to wait for.
//!
//! Why: reading and converting a multi-gigabyte Matrix Market file takes seconds; users
//! want to see that something happens. The reporter prints one self-overwriting line per
//! phase (`reading x.mtx  ███████░░░  70%  1.2 GB`), only when stderr is a terminal and
//! the input is large, and always finishes the line with the phase's time.

use std::io::{IsTerminal, Write};
use std::time::Instant;

/// Inputs at least this large get a progress line.
pub const LARGE_INPUT_BYTES: u64 = 64 << 20;

/// A progress reporter for one phase.
pub struct Progress {
    label: String,
    total: u64,
    start: Instant,
    enabled: bool,
    last_pct: Option<u64>,
}

impl Progress {
    /// Starts a phase of `total` units (bytes); shown when `show` and stderr is a terminal.
    pub fn start(label: &str, total: u64, show: bool) -> Progress {
        let enabled = show && std::io::stderr().is_terminal();
        let p = Progress { label: label.to_string(), total, start: Instant::now(), enabled, last_pct: None };
        if enabled {
            eprint!("\r{} …", p.label);
        }
        p
    }

    /// Reports `done` units of `total`.
    pub fn update(&mut self, done: u64) {
        if !self.enabled || self.total == 0 {
            return;
        }
        let pct = (done.min(self.total) * 100) / self.total;
        if self.last_pct == Some(pct) {
            return;
        }
        self.last_pct = Some(pct);
        let filled = (pct / 5) as usize;
        let bar: String = "█".repeat(filled) + &"░".repeat(20 - filled);
        eprint!("\r{}  {bar} {pct:>3}%  {}", self.label, human_bytes(done));
        let _ = std::io::stderr().flush();
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

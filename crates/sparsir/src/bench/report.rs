//! The Markdown report of `sparsir bench storage`: tables of times, ratios, goals,
//! result checks and memory.

use super::*;

/// `1.234 s`, `56.7 ms` or `0.123 ms`.
pub fn fmt_secs(s: f64) -> String {
    if s >= 1.0 {
        format!("{s:.3} s")
    } else if s >= 0.01 {
        format!("{:.1} ms", s * 1e3)
    } else {
        format!("{:.3} ms", s * 1e3)
    }
}

pub(super) fn fmt_kib(kib: Option<u64>) -> String {
    kib.map_or("-".into(), |k| human_bytes(k * 1024))
}

/// A Markdown table with padded columns.
pub fn markdown_table(header: &[&str], rows: &[Vec<String>]) -> String {
    let mut widths: Vec<usize> = header.iter().map(|h| h.chars().count()).collect();
    for row in rows {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(cell.chars().count());
        }
    }
    let line = |cells: Vec<String>| {
        let padded: Vec<String> = cells.iter().zip(&widths).map(|(c, &w)| format!("{c:<w$}")).collect();
        format!("| {} |\n", padded.join(" | "))
    };
    let mut out = line(header.iter().map(|h| h.to_string()).collect());
    out += &line(widths.iter().map(|&w| "-".repeat(w)).collect());
    for row in rows {
        out += &line(row.clone());
    }
    out
}

impl Report {
    /// The report as Markdown.
    pub fn render(&self) -> String {
        let mut out = String::from("## sparsir bench storage\n\n");
        out += &format!(
            "threads: {} (rayon) | best of {} | load average (1/5/15 min): start {}, end {}\n\n",
            self.threads, self.reps, self.load.0, self.load.1
        );
        out += &format!("{}\n\n", self.huge_pages);
        out += "### Matrices\n\n";
        out += &self.matrix_table();
        out += "\n### Results (ratio = peer time / sparsir time; > 1 means sparsir is faster)\n\n";
        out += &self.results_table();
        if self.matrices.iter().any(|m| m.peers.is_some()) {
            out += "\n### Every peer variant (ratio against sparsir's 32-bit result for conversions)\n\n";
            out += &self.peer_table();
        }
        out += "\n### Memory (peak RSS)\n\n";
        out += &self.memory_table();
        out += &self.notes_section();
        out
    }

    pub(super) fn matrix_table(&self) -> String {
        let header = [
            "matrix",
            "generated as",
            "rows x cols",
            "entries",
            "distinct",
            ".mtx size",
            "generate",
            "write",
            "load avg",
        ];
        let rows: Vec<Vec<String>> = self
            .matrices
            .iter()
            .map(|m| {
                let distinct = m.ours.iter().find(|x| x.op == Op::CooToCsr).map_or(0, |x| x.check.nnz);
                vec![
                    m.spec.name().into(),
                    m.spec.describe(),
                    format!("{} x {}", m.shape[0], m.shape[1]),
                    m.entries.to_string(),
                    distinct.to_string(),
                    human_bytes(m.file_bytes),
                    fmt_secs(m.gen_write_secs.0),
                    fmt_secs(m.gen_write_secs.1),
                    m.load.clone(),
                ]
            })
            .collect();
        markdown_table(&header, &rows)
    }

    pub(super) fn results_table(&self) -> String {
        let header = [
            "operation",
            "matrix",
            "sparsir",
            "sparsir time",
            "peer",
            "peer time",
            "ratio",
            "goal",
            "met",
            "check",
        ];
        let mut rows = Vec::new();
        for m in &self.matrices {
            for ours in &m.ours {
                rows.push(result_row(m, ours));
            }
        }
        markdown_table(&header, &rows)
    }

    pub(super) fn peer_table(&self) -> String {
        let header = ["operation", "matrix", "system", "time", "ratio", "check"];
        let mut rows = Vec::new();
        for m in &self.matrices {
            let Some(peers) = &m.peers else { continue };
            for t in &peers.times {
                let Some(ours) = m.ours.iter().find(|x| x.op == t.op) else {
                    continue;
                };
                let check = t.check.map_or("-".into(), |c| ours.check.verdict(&c));
                let ratio = format!("{:.2}", t.secs / ours.secs);
                rows.push(vec![
                    t.op.label().into(),
                    m.spec.name().into(),
                    t.system.clone(),
                    fmt_secs(t.secs),
                    ratio,
                    check,
                ]);
            }
        }
        markdown_table(&header, &rows)
    }

    pub(super) fn memory_table(&self) -> String {
        let header = ["matrix", "sparsir (timed ops)", "python peers (this matrix)"];
        let rows: Vec<Vec<String>> = self
            .matrices
            .iter()
            .map(|m| {
                let py = m.peers.as_ref().and_then(|p| p.mem_kib);
                vec![m.spec.name().into(), fmt_kib(m.ours_mem_kib), fmt_kib(py)]
            })
            .collect();
        let mut out = markdown_table(&header, &rows);
        out += &format!(
            "\nWhole run: sparsir process {} (VmHWM, generation and writing included); python process {} (ru_maxrss).\n",
            fmt_kib(self.process_peak_kib),
            fmt_kib(self.python_maxrss_kib)
        );
        if !self.peak_reset {
            out += "VmHWM could not be reset per matrix: per-matrix figures are running peaks.\n";
        }
        out
    }

    pub(super) fn notes_section(&self) -> String {
        let mut notes: Vec<String> = self.notes.clone();
        for m in &self.matrices {
            let extra = m.peers.iter().flat_map(|p| &p.notes);
            notes.extend(extra.map(|n| format!("{}: {n}", m.spec.name())));
        }
        if notes.is_empty() {
            return String::new();
        }
        let mut out = String::from("\n### Notes\n\n");
        for n in notes {
            out += &format!("- {n}\n");
        }
        out
    }
}

/// One row of the results table: a sparsir timing against the reference peer.
pub(super) fn result_row(m: &MatrixResult, ours: &Measured) -> Vec<String> {
    let what = if ours.variant.is_empty() { "read_mtx_file".to_string() } else { ours.variant.to_string() };
    let peer = m.peers.as_ref().and_then(|p| p.reference(ours.op));
    let (name, time, ratio, met, check) = match peer {
        Some(p) => {
            let ratio = p.secs / ours.secs;
            let met = if ratio >= ours.op.goal() { "yes" } else { "NO" };
            let check = p.check.map_or("-".into(), |c| ours.check.verdict(&c));
            (p.system.clone(), fmt_secs(p.secs), format!("{ratio:.2}"), met.to_string(), check)
        }
        None => ("-".into(), "-".into(), "-".into(), "-".into(), "-".into()),
    };
    let goal = format!(">= {}", ours.op.goal());
    vec![
        ours.op.label().into(),
        m.spec.name().into(),
        what,
        fmt_secs(ours.secs),
        name,
        time,
        ratio,
        goal,
        met,
        check,
    ]
}

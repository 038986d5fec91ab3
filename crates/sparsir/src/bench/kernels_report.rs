//! The report of `sparsir bench kernels`: Markdown tables, JSON and an SVG bar plot.
//!
//! Why: the same numbers are read by people (Markdown on the terminal and in
//! `docs/benchmarks.md`), by scripts tracking regressions (JSON) and at a glance (SVG
//! plot of the ratios); keeping the three renderings beside the data keeps them in step.

use super::kernels::KCheck;
use super::*;

/// A generated matrix.
#[derive(Clone, Debug, PartialEq)]
pub struct MatrixInfo {
    /// Name in tables.
    pub name: String,
    /// How it was generated.
    pub describe: String,
    /// Rows.
    pub rows: u64,
    /// Columns.
    pub cols: u64,
    /// Stored entries of the CSR matrix (duplicates summed).
    pub nnz: u64,
    /// Seconds to generate it and build A and Aᵀ.
    pub gen_secs: f64,
}

/// One peer's result for one kernel on one matrix.
#[derive(Clone, Debug, PartialEq)]
pub struct PeerResult {
    /// `scipy`, `graphblas`, `torch`.
    pub peer: String,
    /// Median seconds.
    pub secs: Option<f64>,
    /// Its result's check.
    pub check: Option<KCheck>,
    /// Why it failed.
    pub error: Option<String>,
}

/// One kernel on one matrix.
#[derive(Clone, Debug, PartialEq)]
pub struct KernelRow {
    /// Kernel name.
    pub kernel: String,
    /// Matrix name.
    pub matrix: String,
    /// Entries of A.
    pub nnz: u64,
    /// sparsir's median seconds.
    pub secs: f64,
    /// sparsir's median seconds on one thread, when the run uses more.
    pub secs_1t: Option<f64>,
    /// Bytes of the arguments and results (for GB/s).
    pub bytes: u64,
    /// sparsir's result check.
    pub check: KCheck,
    /// The peers.
    pub peers: Vec<PeerResult>,
}

impl KernelRow {
    /// Peer time / sparsir time.
    pub fn ratio(&self, peer: &str) -> Option<f64> {
        let p = self.peers.iter().find(|p| p.peer == peer)?;
        Some(p.secs? / self.secs)
    }

    /// `ok`, or what went wrong with which peer (`-` without peers).
    pub fn verdict(&self) -> String {
        if self.peers.is_empty() {
            return "-".into();
        }
        let bad: Vec<String> = self
            .peers
            .iter()
            .filter_map(|p| match (&p.error, &p.check) {
                (Some(_), _) => Some(format!("ERROR {}", p.peer)),
                (None, Some(c)) if c.agrees(&self.check) => None,
                (None, Some(_)) => Some(format!("MISMATCH {}", p.peer)),
                (None, None) => Some(format!("NO CHECK {}", p.peer)),
            })
            .collect();
        if bad.is_empty() {
            "ok".into()
        } else {
            bad.join(", ")
        }
    }
}

/// The whole report.
#[derive(Clone, Debug, PartialEq)]
pub struct KernelsReport {
    /// The backend that ran sparsir's kernels.
    pub backend: String,
    /// Threads.
    pub threads: u32,
    /// Timed calls per kernel.
    pub reps: u32,
    /// Load average at the start and the end.
    pub load: (String, String),
    /// The peers that ran.
    pub peers: Vec<String>,
    /// The matrices.
    pub matrices: Vec<MatrixInfo>,
    /// The results.
    pub rows: Vec<KernelRow>,
    /// Versions, skipped peers, errors.
    pub notes: Vec<String>,
}

fn json_str(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out += "\\\"",
            '\\' => out += "\\\\",
            c if (c as u32) < 0x20 => out += &format!("\\u{:04x}", c as u32),
            c => out.push(c),
        }
    }
    out + "\""
}

fn json_num(v: Option<f64>) -> String {
    match v {
        Some(x) if x.is_finite() => format!("{x:e}"),
        _ => "null".into(),
    }
}

fn xml(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

impl KernelsReport {
    /// The report as Markdown.
    pub fn render(&self) -> String {
        let mut out = String::from("## sparsir bench kernels\n\n");
        out += &format!(
            "backend: {} | threads: {} | median of {} timed calls after warm-up ones (notes) | load average (1/5/15 min): start {}, end {}\n\n",
            self.backend, self.threads, self.reps, self.load.0, self.load.1
        );
        out += "### Matrices\n\n";
        let rows: Vec<Vec<String>> = self
            .matrices
            .iter()
            .map(|m| {
                vec![
                    m.name.clone(),
                    m.describe.clone(),
                    format!("{} x {}", m.rows, m.cols),
                    m.nnz.to_string(),
                    fmt_secs(m.gen_secs),
                ]
            })
            .collect();
        out += &markdown_table(&["matrix", "generated as", "rows x cols", "nnz", "generate + CSR"], &rows);
        out += "\n### Results (median; ratio = peer time / sparsir time, > 1 means sparsir is faster)\n\n";
        let mut header =
            vec!["kernel".to_string(), "matrix".into(), "nnz".into(), "sparsir".into(), "GB/s".into()];
        let one_thread = self.threads > 1;
        if one_thread {
            header.push("sparsir 1 thread".into());
            header.push("speedup".into());
        }
        for p in &self.peers {
            header.push(p.clone());
            header.push("ratio".into());
        }
        header.push("check".into());
        let rows: Vec<Vec<String>> = self
            .rows
            .iter()
            .map(|r| {
                let mut row = vec![
                    r.kernel.clone(),
                    r.matrix.clone(),
                    r.nnz.to_string(),
                    fmt_secs(r.secs),
                    format!("{:.2}", r.bytes as f64 / r.secs / 1e9),
                ];
                if one_thread {
                    row.push(r.secs_1t.map_or("-".into(), fmt_secs));
                    row.push(r.secs_1t.map_or("-".into(), |t| format!("{:.2}", t / r.secs)));
                }
                for p in &self.peers {
                    let secs = r.peers.iter().find(|x| &x.peer == p).and_then(|x| x.secs);
                    row.push(secs.map_or("-".into(), fmt_secs));
                    row.push(r.ratio(p).map_or("-".into(), |x| format!("{x:.2}")));
                }
                row.push(r.verdict());
                row
            })
            .collect();
        let header: Vec<&str> = header.iter().map(String::as_str).collect();
        out += &markdown_table(&header, &rows);
        out +=
            "\nGB/s: bytes of the arguments and results (positions, coordinates, values) / sparsir's time.\n";
        if one_thread {
            out += "sparsir 1 thread: the same run with compiled loops and storage conversions \
                    limited to one thread.\n";
        }
        let errors = self.rows.iter().flat_map(|r| {
            r.peers.iter().filter_map(move |p| {
                p.error.as_ref().map(|e| format!("{} {} {}: {e}", r.kernel, r.matrix, p.peer))
            })
        });
        let notes: Vec<String> = self.notes.iter().cloned().chain(errors).collect();
        if !notes.is_empty() {
            out += "\n### Notes\n\n";
            for n in notes {
                out += &format!("* {n}\n");
            }
        }
        out
    }

    /// The report as JSON.
    pub fn json(&self) -> String {
        let mut out = String::from("{\n");
        out += &format!("  \"backend\": {},\n", json_str(&self.backend));
        out += &format!("  \"threads\": {},\n  \"reps\": {},\n", self.threads, self.reps);
        out += &format!("  \"load\": [{}, {}],\n", json_str(&self.load.0), json_str(&self.load.1));
        let peers: Vec<String> = self.peers.iter().map(|p| json_str(p)).collect();
        out += &format!("  \"peers\": [{}],\n", peers.join(", "));
        let ms: Vec<String> = self
            .matrices
            .iter()
            .map(|m| {
                format!(
                    "    {{\"name\": {}, \"generated_as\": {}, \"rows\": {}, \"cols\": {}, \"nnz\": {}, \"generate_secs\": {}}}",
                    json_str(&m.name),
                    json_str(&m.describe),
                    m.rows,
                    m.cols,
                    m.nnz,
                    json_num(Some(m.gen_secs))
                )
            })
            .collect();
        out += &format!("  \"matrices\": [\n{}\n  ],\n", ms.join(",\n"));
        let rs: Vec<String> = self
            .rows
            .iter()
            .map(|r| {
                let ps: Vec<String> = r
                    .peers
                    .iter()
                    .map(|p| {
                        format!(
                            "{{\"peer\": {}, \"secs\": {}, \"ratio\": {}, \"error\": {}}}",
                            json_str(&p.peer),
                            json_num(p.secs),
                            json_num(r.ratio(&p.peer)),
                            p.error.as_deref().map_or("null".into(), json_str)
                        )
                    })
                    .collect();
                format!(
                    "    {{\"kernel\": {}, \"matrix\": {}, \"nnz\": {}, \"secs\": {}, \"secs_1_thread\": {}, \"bytes\": {}, \"gb_per_s\": {}, \"check\": {}, \"peers\": [{}]}}",
                    json_str(&r.kernel),
                    json_str(&r.matrix),
                    r.nnz,
                    json_num(Some(r.secs)),
                    json_num(r.secs_1t),
                    r.bytes,
                    json_num(Some(r.bytes as f64 / r.secs / 1e9)),
                    json_str(&r.verdict()),
                    ps.join(", ")
                )
            })
            .collect();
        out += &format!("  \"results\": [\n{}\n  ],\n", rs.join(",\n"));
        let notes: Vec<String> = self.notes.iter().map(|n| json_str(n)).collect();
        out += &format!("  \"notes\": [{}]\n}}\n", notes.join(", "));
        out
    }

    /// A bar plot of the ratios (log scale, one group per kernel and matrix, one bar per
    /// peer) as a standalone SVG document.
    pub fn svg(&self) -> String {
        const COLORS: [&str; 4] = ["#4c72b0", "#dd8452", "#55a868", "#c44e52"];
        let (bar, gap, left, top, height) = (14.0, 12.0, 60.0, 40.0, 300.0);
        let groups = self.rows.len().max(1) as f64;
        let per = self.peers.len().max(1) as f64;
        let width = left + groups * (per * bar + gap) + 20.0;
        let ratios: Vec<f64> = self
            .rows
            .iter()
            .flat_map(|r| self.peers.iter().filter_map(|p| r.ratio(p)))
            .filter(|x| *x > 0.0)
            .collect();
        let lo = ratios.iter().fold(0.5f64, |a, &b| a.min(b)).log10().floor();
        let hi = ratios.iter().fold(2.0f64, |a, &b| a.max(b)).log10().ceil();
        let y = |r: f64| top + height * (hi - r.log10()) / (hi - lo);
        let mut s = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w:.0}\" height=\"{h:.0}\" font-family=\"sans-serif\" font-size=\"11\">\n",
            w = width,
            h = top + height + 110.0
        );
        s += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
        s += &format!(
            "<text x=\"{left}\" y=\"20\" font-size=\"14\">sparsir bench kernels: peer time / sparsir time (log scale, &gt; 1 = sparsir faster)</text>\n"
        );
        let mut d = lo;
        while d <= hi {
            let r = 10f64.powf(d);
            let yy = y(r);
            s += &format!(
                "<line x1=\"{left}\" x2=\"{x2:.1}\" y1=\"{yy:.1}\" y2=\"{yy:.1}\" stroke=\"#ddd\"/><text x=\"{tx}\" y=\"{ty:.1}\" text-anchor=\"end\">{r}</text>\n",
                x2 = width - 20.0,
                tx = left - 4.0,
                ty = yy + 4.0
            );
            d += 1.0;
        }
        let one = y(1.0);
        s += &format!(
            "<line x1=\"{left}\" x2=\"{x2:.1}\" y1=\"{one:.1}\" y2=\"{one:.1}\" stroke=\"black\"/>\n",
            x2 = width - 20.0
        );
        for (g, r) in self.rows.iter().enumerate() {
            let x0 = left + g as f64 * (per * bar + gap) + gap / 2.0;
            for (i, p) in self.peers.iter().enumerate() {
                let Some(ratio) = r.ratio(p).filter(|x| *x > 0.0) else { continue };
                let (ya, yb) = (y(ratio).min(one), y(ratio).max(one));
                s += &format!(
                    "<rect x=\"{x:.1}\" y=\"{ya:.1}\" width=\"{bar}\" height=\"{h:.1}\" fill=\"{c}\"><title>{p} {k} {m}: {ratio:.2}</title></rect>\n",
                    x = x0 + i as f64 * bar,
                    h = (yb - ya).max(0.5),
                    c = COLORS[i % COLORS.len()],
                    k = xml(&r.kernel),
                    m = xml(&r.matrix)
                );
            }
            let cx = x0 + per * bar / 2.0;
            let ly = top + height + 8.0;
            s += &format!(
                "<text x=\"{cx:.1}\" y=\"{ly:.1}\" transform=\"rotate(60 {cx:.1} {ly:.1})\">{} {}</text>\n",
                xml(&r.kernel),
                xml(&r.matrix)
            );
        }
        for (i, p) in self.peers.iter().enumerate() {
            let x = left + 110.0 * i as f64;
            let ly = top + height + 95.0;
            s += &format!(
                "<rect x=\"{x}\" y=\"{ry}\" width=\"10\" height=\"10\" fill=\"{c}\"/><text x=\"{tx}\" y=\"{ly}\">{p}</text>\n",
                ry = ly - 9.0,
                c = COLORS[i % COLORS.len()],
                tx = x + 14.0,
                p = xml(p)
            );
        }
        s + "</svg>\n"
    }
}

//! The peers' side of `sparsir bench storage`: one long-lived `python3` running the
//! embedded `bench_peers.py` (fast_matrix_market, scipy, python-graphblas), spoken to
//! line by line.

use super::*;

/// One peer timing.
#[derive(Clone, Debug, PartialEq)]

pub struct PeerTime {
    /// The operation.
    pub op: Op,
    /// The system and variant, e.g. `scipy.tocsr`.
    pub system: String,
    /// Best wall time.
    pub secs: f64,
    /// What its result holds.
    pub check: Option<Check>,
}

/// Everything the peers reported for one matrix.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PeerMatrix {
    /// Timings.
    pub times: Vec<PeerTime>,
    /// Peak RSS of the python process while it worked on this matrix, KiB.
    pub mem_kib: Option<u64>,
    /// Errors and notes.
    pub notes: Vec<String>,
}

impl PeerMatrix {
    /// The fastest variant `op`'s goal is judged against.
    pub fn reference(&self, op: Op) -> Option<&PeerTime> {
        let eligible = self.times.iter().filter(|t| t.op == op && t.system.starts_with(op.reference_peer()));
        eligible.min_by(|a, b| a.secs.total_cmp(&b.secs))
    }

    /// Takes one protocol line; true at `done`.
    pub(super) fn take_line(&mut self, line: &str) -> bool {
        let f: Vec<&str> = line.split(' ').collect();
        match f.as_slice() {
            ["done", ..] => return true,
            ["time", op, system, secs] => {
                if let (Some(op), Ok(secs)) = (Op::from_key(op), secs.parse()) {
                    self.times.push(PeerTime { op, system: system.to_string(), secs, check: None });
                }
            }
            ["check", op, system, nnz, vsum, isum] => {
                let check = parse_check(nnz, vsum, isum);
                let slot = self.times.iter_mut().find(|t| t.op.key() == *op && t.system == *system);
                if let (Some(slot), Some(check)) = (slot, check) {
                    slot.check = Some(check);
                }
            }
            ["mem", kib] => self.mem_kib = kib.parse().ok(),
            ["error", rest @ ..] => self.notes.push(format!("peer error: {}", rest.join(" "))),
            ["note", rest @ ..] => self.notes.push(rest.join(" ")),
            _ => {}
        }
        false
    }
}

/// A start-up line of the peers as a report note (`version scipy 1.17` → `scipy 1.17`).
pub(super) fn header_note(line: &str) -> String {
    let rest = line.strip_prefix("version ").or_else(|| line.strip_prefix("note "));
    rest.unwrap_or(line).to_string()
}

pub(super) fn parse_check(nnz: &str, vsum: &str, isum: &str) -> Option<Check> {
    Some(Check { nnz: nnz.parse().ok()?, val_sum: vsum.parse().ok()?, idx_sum: isum.parse().ok()? })
}

/// The running `python3 bench_peers.py`.
pub(super) struct Peers {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Lines<BufReader<ChildStdout>>,
    /// `version` lines and start-up notes.
    pub(super) header: Vec<String>,
}

impl Peers {
    /// Writes the script into `dir`, starts it and waits for `ready`. The peers keep
    /// freed memory, as sparsir's allocator does (`kernels::peer_env`).
    pub(super) fn start(dir: &Path, reps: u32) -> Result<Peers, String> {
        let args = ["--reps".to_string(), reps.to_string()];
        let env = super::kernels::peer_env();
        Peers::spawn(dir, "bench_peers.py", PEERS_PY, &args, env, "numpy, scipy, fast_matrix_market")
    }

    /// Writes `script` into `dir` as `file`, runs it with `args` and the environment
    /// variables `env` added, and waits for `ready`; `needs` names the python packages for
    /// the error message.
    pub(super) fn spawn(
        dir: &Path,
        file: &str,
        script: &str,
        args: &[String],
        env: &[(&str, &str)],
        needs: &str,
    ) -> Result<Peers, String> {
        let script_path = dir.join(file);
        std::fs::write(&script_path, script).map_err(|e| format!("{}: error: {e}", script_path.display()))?;
        let mut child = Process::new("python3")
            .arg(&script_path)
            .args(args)
            .envs(env.iter().copied())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("error: cannot run python3: {e} (use --no-peers to skip the peers)"))?;
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().ok_or("error: no pipe from python3")?;
        let mut peers = Peers { child, stdin, lines: BufReader::new(stdout).lines(), header: Vec::new() };
        loop {
            match peers.next_line() {
                Some(line) if line == "ready" => return Ok(peers),
                Some(line) => peers.header.push(line),
                None => {
                    let _ = peers.child.wait();
                    return Err(format!(
                        "error: the python peers did not start (see above; needs {needs}; use --no-peers to skip them)"
                    ));
                }
            }
        }
    }

    /// Sends one request line; returns the answer lines up to (without) `done …`.
    pub(super) fn request(&mut self, line: &str) -> Result<Vec<String>, String> {
        let stdin = self.stdin.as_mut().ok_or("error: peer input closed")?;
        writeln!(stdin, "{line}")
            .and_then(|_| stdin.flush())
            .map_err(|e| format!("error: writing to the python peers: {e}"))?;
        let mut out = Vec::new();
        loop {
            let line = self.next_line().ok_or("error: the python peers stopped (see above)")?;
            if line.starts_with("done") {
                return Ok(out);
            }
            out.push(line);
        }
    }

    pub(super) fn next_line(&mut self) -> Option<String> {
        self.lines.next()?.ok()
    }

    /// Times the peers on one file.
    pub(super) fn run(&mut self, name: &str, path: &Path) -> Result<PeerMatrix, String> {
        let stdin = self.stdin.as_mut().ok_or("error: peer input closed")?;
        writeln!(stdin, "{name} {}", path.display())
            .and_then(|_| stdin.flush())
            .map_err(|e| format!("error: writing to the python peers: {e}"))?;
        let mut out = PeerMatrix::default();
        loop {
            let line = self.next_line().ok_or("error: the python peers stopped (see above)")?;
            if out.take_line(&line) {
                return Ok(out);
            }
        }
    }

    /// Closes the input; returns the process's ru_maxrss (KiB).
    pub(super) fn finish(mut self) -> Option<u64> {
        drop(self.stdin.take());
        let mut maxrss = None;
        while let Some(line) = self.next_line() {
            if let Some(kib) = line.strip_prefix("exit ") {
                maxrss = kib.trim().parse().ok();
            }
        }
        let _ = self.child.wait();
        maxrss
    }
}

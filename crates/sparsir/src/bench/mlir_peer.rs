//! MLIR 22 as a peer of `sparsir bench kernels`: the same `.mlir` kernel files through
//! `mlir-opt --sparsifier | mlir-runner`, timed inside the program with `rtclock`.
//!
//! Why: sparsir claims to beat MLIR's own sparsifier on MLIR's own programs; the claim is
//! measured, not assumed. For each kernel a driver is appended to the kernel's file: it
//! reads A (and Aᵀ for `add`) with `sparse_tensor.new` from `.mtx` files the bench wrote
//! (`getTensorFilename`, the runner's `TENSOR0` / `TENSOR1`), builds the dense operands
//! with the same formulas as the bench's Rust side, calls the kernel once to warm up and
//! then `reps` times between two `rtclock` calls, and computes the result's check (the
//! bench's [`KCheck`]: non-zero count, sum of minor coordinates, sum, weighted sum, sum of
//! absolute values) with `linalg.generic` reductions. It prints the raw bits of every
//! `f64` (`arith.bitcast` to `i64`), so nothing is lost to the runner's six-digit float
//! printing. Reading a `.mtx` file and compiling are outside the timed calls.
//!
//! MLIR 22's `--sparsifier` pipeline has no OpenMP lowering (a parallelization strategy
//! leaves `scf.parallel` loops that run sequentially), so this peer always runs on one
//! thread; the report says so at more threads.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::kernels::{KCheck, K};

/// The MLIR tools and the runner's shared libraries.
pub(super) struct Mlir {
    opt: PathBuf,
    runner: PathBuf,
    libs: String,
    /// How long one kernel's run (file reading included) may take before it is stopped
    /// and reported as timed out: `SPARSIR_MLIR_TIMEOUT` seconds, default 600.
    timeout: Duration,
}

impl Mlir {
    /// `mlir-opt` and `mlir-runner` of MLIR 22 (in `SPARSIR_MLIR_BIN`, else
    /// `/usr/lib/llvm-22/bin`) with the runner utility libraries beside them in `../lib`;
    /// `None` when any is missing.
    pub(super) fn find() -> Option<Mlir> {
        let bin = std::env::var_os("SPARSIR_MLIR_BIN")
            .map(PathBuf::from)
            .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-22/bin"));
        let lib = bin.parent()?.join("lib");
        let libs = ["libmlir_c_runner_utils.so", "libmlir_runner_utils.so"].map(|l| lib.join(l));
        let (opt, runner) = (bin.join("mlir-opt"), bin.join("mlir-runner"));
        if !(opt.is_file() && runner.is_file() && libs.iter().all(|l| l.is_file())) {
            return None;
        }
        let libs = libs.iter().map(|l| l.display().to_string()).collect::<Vec<_>>().join(",");
        let secs = std::env::var("SPARSIR_MLIR_TIMEOUT").ok().and_then(|s| s.parse().ok()).unwrap_or(600);
        Some(Mlir { opt, runner, libs, timeout: Duration::from_secs(secs) })
    }

    /// The version line of `mlir-opt --version`.
    pub(super) fn version(&self) -> String {
        let out = Command::new(&self.opt).arg("--version").output();
        let text = out.map(|o| String::from_utf8_lossy(&o.stdout).into_owned()).unwrap_or_default();
        let line = text.lines().find(|l| l.contains("version")).unwrap_or("unknown version");
        line.trim().to_string()
    }

    /// Runs `kernel` (its file's text) on the matrix in `a_mtx` (and `at_mtx`, Aᵀ, for
    /// `add`): the median of `reps` timed calls and the check of the result.
    pub(super) fn run(
        &self,
        dir: &Path,
        kernel: &str,
        kernel_text: &str,
        a_mtx: &Path,
        at_mtx: &Path,
        reps: u32,
    ) -> Result<(f64, KCheck), String> {
        let program = dir.join(format!("mlir22_{kernel}.mlir"));
        std::fs::write(&program, format!("{kernel_text}\n{}", driver(kernel, reps)?))
            .map_err(|e| format!("{}: {e}", program.display()))?;
        let lowered = dir.join(format!("mlir22_{kernel}.llvm.mlir"));
        let opt = Command::new(&self.opt)
            .arg(&program)
            .arg("--sparsifier=enable-runtime-library=false")
            .arg("-o")
            .arg(&lowered)
            .stderr(Stdio::piped())
            .output()
            .map_err(|e| format!("mlir-opt: {e}"))?;
        if !opt.status.success() {
            return Err(format!("mlir-opt failed: {}", first_line(&opt.stderr)));
        }
        let mut child = Command::new(&self.runner)
            .arg(&lowered)
            .args(["-e", "sparsir_bench_main", "-entry-point-result=void", "-O3"])
            .arg(format!("-shared-libs={}", self.libs))
            .env("TENSOR0", a_mtx)
            .env("TENSOR1", at_mtx)
            .envs(super::kernels::peer_env().iter().copied())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("mlir-runner: {e}"))?;
        // Both pipes are drained by threads, so a chatty child never blocks on them.
        let drain = |pipe: Option<Box<dyn std::io::Read + Send>>| {
            std::thread::spawn(move || {
                let mut text = Vec::new();
                if let Some(mut p) = pipe {
                    let _ = p.read_to_end(&mut text);
                }
                text
            })
        };
        let out = drain(child.stdout.take().map(|p| Box::new(p) as _));
        let err = drain(child.stderr.take().map(|p| Box::new(p) as _));
        let started = Instant::now();
        let status = loop {
            if let Some(status) = child.try_wait().map_err(|e| format!("mlir-runner: {e}"))? {
                break status;
            }
            if started.elapsed() > self.timeout {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!("timed out after {} s (SPARSIR_MLIR_TIMEOUT)", self.timeout.as_secs()));
            }
            std::thread::sleep(Duration::from_millis(50));
        };
        let (stdout, stderr) = (out.join().unwrap_or_default(), err.join().unwrap_or_default());
        if !status.success() {
            return Err(format!("mlir-runner failed: {}", first_line(&stderr)));
        }
        parse_output(&String::from_utf8_lossy(&stdout), reps)
    }
}

fn first_line(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    text.lines().find(|l| !l.trim().is_empty()).unwrap_or("(no message)").to_string()
}

/// `reps` time lines, then count, minor-coordinate sum, sum, weighted sum and absolute
/// sum, each an `f64`'s bits as a decimal `i64`.
fn parse_output(stdout: &str, reps: u32) -> Result<(f64, KCheck), String> {
    let values: Vec<f64> = stdout
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.trim().parse::<i64>().map(|b| f64::from_bits(b as u64)))
        .collect::<Result<_, _>>()
        .map_err(|e| format!("mlir-runner printed something unexpected ({e})"))?;
    let reps = reps as usize;
    if values.len() != reps + 5 {
        return Err(format!("mlir-runner printed {} numbers, expected {}", values.len(), reps + 5));
    }
    let mut times = values[..reps].to_vec();
    times.sort_by(f64::total_cmp);
    let c = &values[reps..];
    let check = KCheck { count: c[0] as u64, idx: c[1] as u64, sum: c[2], wsum: c[3], abs: c[4] };
    Ok((times[reps / 2], check))
}

/// What a kernel takes and returns, as the driver builds and checks it.
struct Signature {
    /// Operands after A, in order.
    operands: &'static [Operand],
    /// The result type.
    result: &'static str,
    result_kind: ResultKind,
}

#[derive(Clone, Copy)]
enum Operand {
    /// A again (SpGEMM's A·A).
    A,
    /// Aᵀ as CSR, read from `TENSOR1`.
    At,
    /// The dense vector `x` of SpMV (n).
    X,
    /// SpMM's dense `B` (n × K).
    B,
    /// SDDMM's `X` (m × K).
    Xs,
    /// SDDMM's `Y` (n × K).
    Ys,
}

#[derive(Clone, Copy, PartialEq)]
enum ResultKind {
    Dense1,
    Dense2,
    /// A sparse matrix; `true` when its minor coordinate is the row (CSC).
    Sparse {
        csc: bool,
    },
}

fn signature(kernel: &str) -> Result<Signature, String> {
    const CSR: &str = "tensor<?x?xf64, #CSR>";
    let sparse = ResultKind::Sparse { csc: false };
    Ok(match kernel {
        "spmv" => {
            Signature { operands: &[Operand::X], result: "tensor<?xf64>", result_kind: ResultKind::Dense1 }
        }
        "spmm" => {
            Signature { operands: &[Operand::B], result: "tensor<?x?xf64>", result_kind: ResultKind::Dense2 }
        }
        "sddmm" => Signature { operands: &[Operand::Xs, Operand::Ys], result: CSR, result_kind: sparse },
        "spgemm" => Signature { operands: &[Operand::A], result: CSR, result_kind: sparse },
        "add" => Signature { operands: &[Operand::At], result: CSR, result_kind: sparse },
        "csr2csc" => Signature {
            operands: &[],
            result: "tensor<?x?xf64, #CSC>",
            result_kind: ResultKind::Sparse { csc: true },
        },
        other => return Err(format!("internal error: no MLIR driver for kernel '{other}'")),
    })
}

/// The driver appended to the kernel's file (no new attribute aliases: the kernel files
/// define `#CSR` and, for `csr2csc`, `#CSC`).
fn driver(kernel: &str, reps: u32) -> Result<String, String> {
    let sig = signature(kernel)?;
    let mut body = String::from(
        "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  \
         %fa = func.call @getTensorFilename(%c0) : (index) -> !llvm.ptr\n  \
         %a = sparse_tensor.new %fa : !llvm.ptr to tensor<?x?xf64, #CSR>\n  \
         %m = tensor.dim %a, %c0 : tensor<?x?xf64, #CSR>\n  %n = tensor.dim %a, %c1 : tensor<?x?xf64, #CSR>\n",
    );
    let mut args = vec![("%a".to_string(), "tensor<?x?xf64, #CSR>".to_string())];
    for op in sig.operands {
        let (name, ty, text) = operand(*op);
        body.push_str(&text);
        args.push((name.to_string(), ty.to_string()));
    }
    let names: Vec<&str> = args.iter().map(|a| a.0.as_str()).collect();
    let types: Vec<&str> = args.iter().map(|a| a.1.as_str()).collect();
    let call = |dst: &str| {
        format!(
            "{dst} = func.call @{kernel}({}) : ({}) -> {}",
            names.join(", "),
            types.join(", "),
            sig.result
        )
    };
    let release = |v: &str| match sig.result_kind {
        ResultKind::Sparse { .. } => format!("    bufferization.dealloc_tensor {v} : {}\n", sig.result),
        _ => String::new(),
    };
    body.push_str(&format!("  {}\n{}", call("%warm"), release("%warm").trim_start()));
    body.push_str(&format!(
        "  %reps = arith.constant {reps} : index\n{}  scf.for %rep = %c0 to %reps step %c1 {{\n{}    \
         %t0 = func.call @rtclock() : () -> f64\n    {}\n    \
         %t1 = func.call @rtclock() : () -> f64\n    %dt0 = arith.subf %t1, %t0 : f64\n    \
         %dt = arith.addf %dt0, %ev_zero : f64\n    \
         %bits = arith.bitcast %dt : f64 to i64\n    vector.print %bits : i64\n{}  }}\n",
        evict_setup(),
        EVICT_SWEEP,
        call("%r"),
        release("%r")
    ));
    body.push_str(&format!(
        "  {}\n  func.call @sparsir_bench_check(%out) : ({}) -> ()\n",
        call("%out"),
        sig.result
    ));
    Ok(format!(
        "func.func private @rtclock() -> f64\nfunc.func private @getTensorFilename(index) -> !llvm.ptr\n\
         func.func @sparsir_bench_main() {{\n{body}  return\n}}\n{}",
        check_function(sig.result, sig.result_kind)
    ))
}

/// The buffer the driver reads before each timed call (as `measure::evict_caches` does on
/// the sparsir side): [`super::measure::EVICT_BYTES`] of `f64` ones.
fn evict_setup() -> String {
    format!(
        "  %ev_len = arith.constant {} : index\n  \
         %ev = memref.alloc(%ev_len) : memref<?xf64>\n  %ev_one = arith.constant 1.0 : f64\n  \
         linalg.fill ins(%ev_one : f64) outs(%ev : memref<?xf64>)\n  %ev_line = arith.constant 8 : index\n  \
         %ev_z = arith.constant 0.0 : f64\n",
        super::measure::EVICT_BYTES / 8
    )
}

/// One `f64` per cache line of the buffer summed; the sum times zero is added to the
/// measured time (`%ev_zero`: exactly 0.0, which the compiler cannot know without
/// fast-math flags), so the reads are not dead code.
const EVICT_SWEEP: &str =
    "    %ev_sum = scf.for %q = %c0 to %ev_len step %ev_line iter_args(%ev_acc = %ev_z) -> (f64) {\n      \
     %ev_e = memref.load %ev[%q] : memref<?xf64>\n      %ev_next = arith.addf %ev_acc, %ev_e : f64\n      \
     scf.yield %ev_next : f64\n    }\n    %ev_zero = arith.mulf %ev_sum, %ev_z : f64\n";

/// The SSA name, type and definition of a dense operand: the bench's Rust formulas
/// (`kernels::dense_operands`) as `tensor.generate`.
fn operand(op: Operand) -> (&'static str, &'static str, String) {
    // value = ((a·row + b·col) mod modulus) · scale + offset
    let gen2 = |name: &str, rows: &str, (a, b, modulus): (u32, u32, u32), (scale, offset): (&str, &str)| {
        format!(
            "  %{name} = tensor.generate {rows} {{\n  ^bb0(%i: index, %k: index):\n    \
             {}\n  }} : tensor<?x{K}xf64>\n",
            formula(&[("%i", a), ("%k", b)], modulus, scale, offset)
        )
    };
    match op {
        Operand::A => ("%a", "tensor<?x?xf64, #CSR>", String::new()),
        Operand::At => (
            "%at",
            "tensor<?x?xf64, #CSR>",
            "  %fat = func.call @getTensorFilename(%c1) : (index) -> !llvm.ptr\n  \
             %at = sparse_tensor.new %fat : !llvm.ptr to tensor<?x?xf64, #CSR>\n"
                .to_string(),
        ),
        Operand::X => (
            "%x",
            "tensor<?xf64>",
            format!(
                "  %x = tensor.generate %n {{\n  ^bb0(%i: index):\n    {}\n  }} : tensor<?xf64>\n",
                formula(&[("%i", 1)], 7, "0.25", "1.0")
            ),
        ),
        Operand::B => {
            ("%bd", "tensor<?x?xf64>", cast("bd", &gen2("bds", "%n", (1, 3, 11), ("0.125", "-0.5"))))
        }
        Operand::Xs => ("%xs", "tensor<?x?xf64>", cast("xs", &gen2("xss", "%m", (1, 1, 5), ("0.25", "0.5")))),
        Operand::Ys => {
            ("%ys", "tensor<?x?xf64>", cast("ys", &gen2("yss", "%n", (2, 1, 7), ("0.125", "0.0"))))
        }
    }
}

/// A static `?xK` tensor cast to the kernels' `?x?` type.
fn cast(name: &str, generated: &str) -> String {
    format!("{generated}  %{name} = tensor.cast %{name}s : tensor<?x{K}xf64> to tensor<?x?xf64>\n")
}

/// The body of a `tensor.generate`: `((Σ coef·var) mod modulus) · scale + offset`.
fn formula(terms: &[(&str, u32)], modulus: u32, scale: &str, offset: &str) -> String {
    let mut s = String::from("%acc0 = arith.constant 0 : index\n");
    for (t, (var, coef)) in terms.iter().enumerate() {
        s.push_str(&format!(
            "    %coef{t} = arith.constant {coef} : index\n    %prod{t} = arith.muli {var}, %coef{t} : index\n    \
             %acc{} = arith.addi %acc{t}, %prod{t} : index\n",
            t + 1
        ));
    }
    let last = terms.len();
    s.push_str(&format!(
        "    %modulus = arith.constant {modulus} : index\n    %rem = arith.remui %acc{last}, %modulus : index\n    \
         %remi = arith.index_cast %rem : index to i64\n    %remf = arith.uitofp %remi : i64 to f64\n    \
         %scale = arith.constant {scale} : f64\n    %offset = arith.constant {offset} : f64\n    \
         %scaled = arith.mulf %remf, %scale : f64\n    %value = arith.addf %scaled, %offset : f64\n    \
         tensor.yield %value : f64"
    ));
    s
}

/// `@sparsir_bench_check(result)`: prints the bits of count, minor-coordinate sum, sum,
/// weighted sum and absolute sum, as [`KCheck`] computes them.
fn check_function(ty: &str, kind: ResultKind) -> String {
    let (dims, rank) = match kind {
        ResultKind::Dense1 => ("(i)", 1),
        _ => ("(i, j)", 2),
    };
    let iters = vec!["\"reduction\""; rank].join(", ");
    let maps = format!("[affine_map<{dims} -> {dims}>, affine_map<{dims} -> ()>]");
    // The weight of an entry: (flat index mod 5) + 1 for dense results, (row + column)
    // mod 5 + 1 for sparse ones.
    let weight = match kind {
        ResultKind::Dense1 => "%w0 = linalg.index 0 : index\n".to_string(),
        ResultKind::Dense2 => format!(
            "%wi = linalg.index 0 : index\n    %wj = linalg.index 1 : index\n    %wk = arith.constant {K} : index\n    \
             %wr = arith.muli %wi, %wk : index\n    %w0 = arith.addi %wr, %wj : index\n"
        ),
        ResultKind::Sparse { .. } => "%wi = linalg.index 0 : index\n    %wj = linalg.index 1 : index\n    \
             %w0 = arith.addi %wi, %wj : index\n"
            .to_string(),
    };
    let weight = format!(
        "{weight}    %w5 = arith.constant 5 : index\n    %wm = arith.remui %w0, %w5 : index\n    \
         %wn = arith.index_cast %wm : index to i64\n    %wf = arith.uitofp %wn : i64 to f64\n    \
         %one = arith.constant 1.0 : f64\n    %weight = arith.addf %wf, %one : f64\n"
    );
    let sparse = matches!(kind, ResultKind::Sparse { .. });
    let minor = if kind == (ResultKind::Sparse { csc: true }) { 0 } else { 1 };
    // Count and coordinate sum over the stored non-zeros only (`unary`'s present region);
    // dense results count every element and have no coordinate sum.
    // (MLIR's sparsifier takes `linalg.index` values into the region, but not values
    // computed from them outside it.)
    let present = |outside: &str, inside: &str| {
        format!(
            "%zero = arith.constant 0.0 : f64\n    {outside}\n    %c = sparse_tensor.unary %v : f64 to f64 present = {{\n    \
             ^bb0(%x: f64):\n      %nz = arith.cmpf une, %x, %zero : f64\n      {inside}\n      \
             %y = arith.select %nz, %e, %zero : f64\n      sparse_tensor.yield %y : f64\n    }} absent = {{}}\n"
        )
    };
    let count_body = if sparse {
        present("%e = arith.constant 1.0 : f64", "")
    } else {
        "%c = arith.constant 1.0 : f64\n".to_string()
    };
    let idx_body = if sparse {
        present(
            &format!("%ix = linalg.index {minor} : index"),
            "%ii = arith.index_cast %ix : index to i64\n      %e = arith.uitofp %ii : i64 to f64",
        )
    } else {
        "%c = arith.constant 0.0 : f64\n".to_string()
    };
    let sums = [
        ("count", count_body),
        ("idx", idx_body),
        // (`%v + 0.0` would read as a union with an invariant: MLIR then iterates every
        // (i, j) of the matrix, 10^12 of them at full size.)
        ("sum", "%c = arith.mulf %v, %one_f : f64\n".to_string()),
        ("wsum", format!("{weight}    %c = arith.mulf %v, %weight : f64\n")),
        ("abs", "%c = math.absf %v : f64\n".to_string()),
    ];
    let mut body = String::from(
        "  %z = arith.constant 0.0 : f64\n  %one_f = arith.constant 1.0 : f64\n  %empty = tensor.empty() : tensor<f64>\n  \
         %init = linalg.fill ins(%z : f64) outs(%empty : tensor<f64>) -> tensor<f64>\n",
    );
    // A CSC result is checked as CSR: MLIR 22 gives `linalg.index` the level coordinate,
    // not the dimension's, in a generic over a permuted (CSC) operand (its minor would
    // read as the column).
    let (operand, operand_ty) = if kind == (ResultKind::Sparse { csc: true }) {
        body.push_str(&format!("  %rc = sparse_tensor.convert %r : {ty} to tensor<?x?xf64, #CSR>\n"));
        ("%rc", "tensor<?x?xf64, #CSR>")
    } else {
        ("%r", ty)
    };
    for (name, compute) in sums {
        body.push_str(&format!(
            "  %{name}_t = linalg.generic {{ indexing_maps = {maps}, iterator_types = [{iters}] }} \
             ins({operand} : {operand_ty}) outs(%init : tensor<f64>) {{\n  ^bb0(%v: f64, %o: f64):\n    {compute}    \
             %s = arith.addf %o, %c : f64\n    linalg.yield %s : f64\n  }} -> tensor<f64>\n  \
             %{name}_f = tensor.extract %{name}_t[] : tensor<f64>\n  \
             %{name}_b = arith.bitcast %{name}_f : f64 to i64\n  vector.print %{name}_b : i64\n"
        ));
    }
    format!("func.func @sparsir_bench_check(%r: {ty}) {{\n{body}  return\n}}\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn output_parses_into_median_and_check() {
        let bits = |x: f64| (x.to_bits() as i64).to_string();
        let lines = [0.3, 0.1, 0.2, 7.0, 21.0, 1.5, 4.5, 2.5].map(bits).join("\n");
        let (median, check) = parse_output(&lines, 3).unwrap();
        assert_eq!(median, 0.2);
        assert_eq!(check, KCheck { count: 7, idx: 21, sum: 1.5, wsum: 4.5, abs: 2.5 });
        assert!(parse_output(&lines, 4).is_err());
        assert!(parse_output("12\nnot a number\n", 1).is_err());
    }

    #[test]
    fn every_kernel_has_a_driver() {
        for (kernel, _) in super::super::kernels::KERNELS {
            let text = driver(kernel, 3).unwrap();
            assert!(text.contains(&format!("func.call @{kernel}(")), "{kernel}");
            assert!(text.contains("@sparsir_bench_check"), "{kernel}");
        }
        assert!(driver("nope", 1).is_err());
        // The driver's sweep reads as much as the sparsir side's.
        let len = format!("%ev_len = arith.constant {} : index", super::super::measure::EVICT_BYTES / 8);
        assert!(driver("spmv", 3).unwrap().contains(&len));
    }
}

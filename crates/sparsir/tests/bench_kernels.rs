//! `sparsir bench kernels --tiny` end to end, and the kernels on both backends.
//!
//! Why: the kernel benchmark is run rarely and at full size by hand; this keeps it
//! working: every kernel compiles and runs through the API, the table has one row per
//! kernel and matrix, the native backend agrees with the interpreter, and (when python3
//! has scipy) every peer's result matches sparsir's. Nothing here looks at times.

use std::process::Command;

use sparsir::bench::kernels::{kernels, KernelsArgs};

fn args(extra: &[&str]) -> KernelsArgs {
    use clap::Parser;
    let mut argv = vec!["sparsir", "bench", "kernels", "--tiny", "--reps", "1"];
    argv.extend_from_slice(extra);
    match sparsir::cli::Cli::try_parse_from(argv).unwrap().command {
        sparsir::cli::Command::Bench { target: sparsir::bench::BenchTarget::Kernels(a) } => a,
        other => panic!("parsed as {other:?}"),
    }
}

/// The data rows of the results table.
fn result_rows(text: &str) -> Vec<Vec<String>> {
    let start = text.find("### Results").unwrap_or_else(|| panic!("no results in\n{text}"));
    let lines = text[start..].lines().skip(2).take_while(|l| l.starts_with('|'));
    lines.skip(2).map(|l| l.trim_matches('|').split(" | ").map(|c| c.trim().to_string()).collect()).collect()
}

#[test]
fn native_and_interpreter_agree_on_every_kernel() {
    let native = kernels(&args(&["--no-peers"])).unwrap();
    let interp = kernels(&args(&["--no-peers", "--backend", "interp"])).unwrap();
    assert_eq!(native.rows.len(), 22);
    assert_eq!(interp.backend, "interp");
    for (a, b) in native.rows.iter().zip(&interp.rows) {
        assert_eq!((&a.kernel, &a.matrix), (&b.kernel, &b.matrix));
        assert!(a.check.agrees(&b.check), "{} on {}: {:?} vs {:?}", a.kernel, a.matrix, a.check, b.check);
        assert!(a.check.count > 0, "{} on {}", a.kernel, a.matrix);
    }
}

#[test]
fn options_are_checked() {
    assert!(kernels(&args(&["--threads", "0"])).unwrap_err().contains("at least 1"));
    // Two threads: sparsir timed at two threads and at one (the speedup column).
    match kernels(&args(&["--no-peers", "--threads", "2", "--kernel", "spmv,add", "--matrix", "er"])) {
        Ok(two) => {
            assert_eq!(two.threads, 2);
            assert!(two.rows.iter().all(|r| r.secs_1t.is_some()));
            assert!(two.render().contains("speedup"));
            assert!(two.render().contains("compiled loops and storage conversions limited to one thread"));
        }
        Err(e) => assert!(e.contains("the thread pool has 1 threads"), "{e}"),
    }
    assert!(kernels(&args(&["--kernel", "nope"])).unwrap_err().contains("unknown kernel"));
    let one = kernels(&args(&["--no-peers", "--kernel", "spgemm", "--matrix", "er,lap2d"])).unwrap();
    let which: Vec<(&str, &str)> = one.rows.iter().map(|r| (r.kernel.as_str(), r.matrix.as_str())).collect();
    assert_eq!(which, [("spgemm", "lap2d")]);
}

#[test]
fn bench_kernels_tiny_end_to_end() {
    let peers =
        Command::new("python3").args(["-c", "import scipy"]).output().is_ok_and(|o| o.status.success());
    let dir = std::env::temp_dir().join(format!("sparsir-bench-kernels-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (json, svg) = (dir.join("k.json"), dir.join("k.svg"));
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_sparsir"));
    cmd.args(["bench", "kernels", "--tiny", "--reps", "1", "--json"]).arg(&json).arg("--svg").arg(&svg);
    if !peers {
        eprintln!("python3 with scipy is not available: running without peers");
        cmd.arg("--no-peers");
    }
    let out = cmd.output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(out.status.success(), "{text}\n{}", String::from_utf8_lossy(&out.stderr));
    let rows = result_rows(&text);
    assert_eq!(rows.len(), 22, "{text}");
    let kernels_seen: std::collections::BTreeSet<&str> = rows.iter().map(|r| r[0].as_str()).collect();
    assert_eq!(kernels_seen.len(), 6, "{text}");
    let width = rows[0].len();
    assert!(rows.iter().all(|r| r.len() == width), "{text}");
    let checks: Vec<&str> = rows.iter().map(|r| r[width - 1].as_str()).collect();
    if peers {
        assert!(width >= 8, "{text}");
        assert!(checks.iter().all(|c| *c == "ok"), "{text}");
        assert!(rows.iter().all(|r| r[6].parse::<f64>().is_ok()), "scipy ratios: {text}");
        // The peers keep their freed memory, as sparsir's allocator does.
        if std::env::var_os("GLIBC_TUNABLES").is_none() {
            assert!(
                text.contains("python peers and MLIR 22: GLIBC_TUNABLES=glibc.malloc.mmap_max=0"),
                "{text}"
            );
        }
        // One python process per matrix, each ending cleanly with its peak memory.
        let peaks = text.lines().find(|l| l.contains("python peers' peak memory: ")).unwrap_or_default();
        for m in ["rmat", "er", "lap2d", "er20k"] {
            assert!(peaks.contains(&format!(" {m} ")), "{m}: {text}");
        }
        // MLIR 22 runs the same kernel files when it is installed (its checks are among
        // the "ok"s above).
        if std::path::Path::new("/usr/lib/llvm-22/bin/mlir-runner").is_file()
            && std::env::var_os("SPARSIR_MLIR_BIN").is_none()
        {
            assert!(text.contains("| mlir22"), "{text}");
        }
    } else {
        assert!(checks.iter().all(|c| *c == "-"), "{text}");
    }
    let json = std::fs::read_to_string(&json).unwrap();
    assert_eq!(json.matches("\"kernel\"").count(), 22);
    let svg = std::fs::read_to_string(&svg).unwrap();
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    let _ = std::fs::remove_dir_all(&dir);
}

//! The `sparsir` command.

use clap::Parser;

fn main() {
    hugepages::reexec_with_hugepages();
    let cli = sparsir::cli::Cli::parse();
    if let Err(message) = sparsir::cli::run(cli) {
        eprintln!("{message}");
        std::process::exit(1);
    }
}

/// Transparent huge pages for large buffers.
///
/// Why: building a 16M-entry CSR touches ~0.5 GB of fresh memory; with 4 KiB pages the
/// page faults cost as much as the conversion itself (measured: touching 320 MB takes
/// 150–170 ms with 4 KiB pages, ~19 ms with huge pages; numpy asks for huge pages, Rust's
/// `Vec` does not). glibc's malloc asks for them when started with
/// `GLIBC_TUNABLES=glibc.malloc.hugetlb=1`, a setting read only at process start — so the
/// command re-executes itself once with it. `SPARSIR_NO_HUGEPAGES=1` turns this off; any
/// failure to re-execute simply continues without it.
mod hugepages {
    const TUNABLE: &str = "glibc.malloc.hugetlb=1";

    #[cfg(target_os = "linux")]
    pub fn reexec_with_hugepages() {
        use std::os::unix::process::CommandExt;
        if std::env::var_os("SPARSIR_NO_HUGEPAGES").is_some() {
            return;
        }
        let current = std::env::var("GLIBC_TUNABLES").unwrap_or_default();
        if current.contains("glibc.malloc.hugetlb") {
            return;
        }
        let Ok(exe) = std::env::current_exe() else { return };
        let tunables = if current.is_empty() { TUNABLE.to_string() } else { format!("{current}:{TUNABLE}") };
        let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
        // `exec` only returns on failure; then run as we are.
        let _ = std::process::Command::new(exe).args(args).env("GLIBC_TUNABLES", tunables).exec();
    }

    #[cfg(not(target_os = "linux"))]
    pub fn reexec_with_hugepages() {}
}

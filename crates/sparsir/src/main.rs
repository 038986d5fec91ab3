//! The `sparsir` command.

use clap::Parser;

/// Large buffers on transparent huge pages (see `sparsir_exec::huge_pages`).
#[global_allocator]
static ALLOCATOR: sparsir_exec::HugePageAlloc = sparsir_exec::HugePageAlloc;

fn main() {
    let cli = sparsir::cli::Cli::parse();
    if let Err(message) = sparsir::cli::run(cli) {
        eprintln!("{message}");
        std::process::exit(1);
    }
}

//! The `sparsir` command.

use clap::Parser;

/// Large buffers on transparent huge pages, recycled (see `sparsir_exec::big_alloc`).
#[global_allocator]
static ALLOCATOR: sparsir_exec::BigBlockAlloc = sparsir_exec::BigBlockAlloc;

fn main() {
    sparsir_exec::sigpipe::restore_default_sigpipe();
    let cli = sparsir::cli::Cli::parse();
    if let Err(message) = sparsir::cli::run(cli) {
        eprintln!("{message}");
        std::process::exit(1);
    }
}

//! The `sparsir` command.

use clap::Parser;

fn main() {
    let cli = sparsir::cli::Cli::parse();
    if let Err(message) = sparsir::cli::run(cli) {
        eprintln!("{message}");
        std::process::exit(1);
    }
}

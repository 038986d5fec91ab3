//! `sparsir run FILE [-e NAME]`: run a program as `mlir-opt --sparsifier | mlir-runner`.
//!
//! Why: this is what users (and the conformance suite) call. The program is read,
//! verified, lowered to loop IR and handed to the interpreter; every failure — a parse or
//! verifier error, an unsupported op, a runtime error — is reported with the file, line and
//! column of the op responsible, and a non-zero exit status.

use clap::Args;

/// Options of `sparsir run` (spelled as `mlir-runner` spells them).
#[derive(Args, Debug, Clone)]
pub struct RunArgs {
    /// The program; `-` reads standard input.
    pub input: String,
    /// The function to run.
    #[arg(short = 'e', long = "entry-point", default_value = "main")]
    pub entry: String,
}

/// Runs `sparsir run`; the error is ready to print.
pub fn run(args: &RunArgs) -> Result<(), String> {
    let name = if args.input == "-" { "<stdin>" } else { args.input.as_str() };
    let bytes = crate::cli_opt::read_input(&args.input)?;
    let text = std::str::from_utf8(&bytes)
        .map_err(|e| crate::cli_opt::invalid_utf8(name, &bytes, e.valid_up_to()))?;
    let mut ctx = sparsir_exec::runtime::Ctx::stdout();
    crate::api::run_with(name, text, &args.entry, &mut ctx)
}

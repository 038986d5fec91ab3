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
    /// Print each kernel's loop order, level walks and run-time conversions on standard
    /// error before running.
    #[arg(long = "debug-sched")]
    pub debug_sched: bool,
    /// Testing aid: assemble sparse outputs only through the universal path (entry list,
    /// reductions innermost), never through the SpGEMM row workspace.
    #[arg(long = "universal-outputs", hide = true)]
    pub universal_outputs: bool,
    /// The backend: `native` (loop nests compiled to machine code through the system C
    /// compiler, cached; the default) or `interp` (the interpreter). Default: the
    /// `SPARSIR_BACKEND` environment variable, else native.
    #[arg(long = "backend", value_parser = ["native", "interp"])]
    pub backend: Option<String>,
    /// Threads for parallel kernels, conversions and file reading. Default: the
    /// `SPARSIR_THREADS` environment variable, else one per core.
    #[arg(long = "threads", value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub threads: Option<u32>,
}

/// Runs `sparsir run`; the error is ready to print.
pub fn run(args: &RunArgs) -> Result<(), String> {
    let name = if args.input == "-" { "<stdin>" } else { args.input.as_str() };
    let bytes = crate::cli_opt::read_input(&args.input)?;
    let text = std::str::from_utf8(&bytes)
        .map_err(|e| crate::cli_opt::invalid_utf8(name, &bytes, e.valid_up_to()))?;
    let backend = match &args.backend {
        Some(b) => sparsir_exec::Backend::parse(b).ok_or_else(|| format!("error: unknown backend '{b}'"))?,
        None => sparsir_exec::Backend::from_env(sparsir_exec::Backend::Native)
            .map_err(|e| format!("error: {e}"))?,
    };
    let mut ctx = sparsir_exec::runtime::Ctx::stdout();
    let config = crate::api::RunConfig {
        options: sparsir_sparsifier::Options { universal_outputs: args.universal_outputs },
        debug_sched: args.debug_sched,
        backend,
    };
    crate::api::run_with(name, text, &args.entry, &mut ctx, config)
}

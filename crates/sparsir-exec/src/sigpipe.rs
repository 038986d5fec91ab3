//! A closed standard output ends the command quietly, as it ends other Unix tools.
//!
//! Why: Rust programs start with `SIGPIPE` ignored, so writing to a pipe whose reader
//! has gone (`sparsir run prog.mlir | head`) returns `EPIPE`, and `print!` panics on it —
//! a panic message and exit status 101 for an ordinary command line. The command (not
//! the Python module: Python manages its own signals) restores the default action at
//! start: the process ends on `SIGPIPE` with nothing printed, like `cat` or `grep`.

/// Restores the default action of `SIGPIPE` (termination). Unix only; elsewhere nothing.
pub fn restore_default_sigpipe() {
    #[cfg(unix)]
    // SAFETY: `signal` with `SIG_DFL` installs no handler (no code runs in signal
    // context); it is called once at the start of `main`, before any thread exists.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

//! The system C compiler and the on-disk cache of what it built.
//!
//! Why: compiling costs 50–300 ms per program; a second run of the same program must cost
//! nothing. A shared library is cached under `$XDG_CACHE_HOME/sparsir` (else
//! `~/.cache/sparsir`, else the temporary directory) as `<key>.so` with its source beside it
//! as `<key>.c`; the key hashes the C source, the flags and the compiler's version. A hit
//! also compares the stored source with the new one, so a hash collision can never load
//! the wrong code. Several processes may compile the same program at once: each writes
//! to its own temporary names and renames into place (the `.so` before the `.c`, so a
//! reader that finds the `.c` finds its `.so`). The cache is kept below a size limit,
//! least recently used entries first (`cache_prune`).
//!
//! The compiler is `$CC`, else `cc`; the optimization flags are `SPARSIR_CFLAGS`, else
//! `-O3 -march=native`. Always added: `-shared -fPIC` (a loadable library),
//! `-ffp-contract=off` (no fused multiply-add: results must equal the interpreter's bit
//! for bit), `-fno-math-errno` and `-w`.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::time::{SystemTime, UNIX_EPOCH};

/// Why no library could be built.
#[derive(Debug, Clone, PartialEq)]
pub enum CompileError {
    /// No working C compiler: the caller falls back to the interpreter.
    NoCompiler(String),
    /// The compiler rejected the source, or the cache could not be written: a bug or an
    /// environment problem, reported as it is.
    Failed(String),
}

/// The compiler command and its version line (looked up once per process).
fn compiler() -> Result<(String, String), CompileError> {
    static FOUND: OnceLock<Result<(String, String), CompileError>> = OnceLock::new();
    FOUND
        .get_or_init(|| {
            let cc = std::env::var("CC").ok().filter(|s| !s.trim().is_empty()).unwrap_or_else(|| "cc".into());
            match Command::new(&cc).arg("--version").output() {
                Ok(out) if out.status.success() => {
                    let version =
                        String::from_utf8_lossy(&out.stdout).lines().next().unwrap_or("").to_string();
                    Ok((cc, version))
                }
                Ok(_) => Err(CompileError::NoCompiler(format!("'{cc} --version' failed"))),
                Err(e) => Err(CompileError::NoCompiler(format!("no C compiler '{cc}' ({e})"))),
            }
        })
        .clone()
}

/// The optimization flags.
pub fn opt_flags() -> String {
    std::env::var("SPARSIR_CFLAGS")
        .ok()
        .filter(|s| !s.trim().is_empty())
        .unwrap_or_else(|| "-O3 -march=native".into())
}

const FIXED_FLAGS: &[&str] = &["-shared", "-fPIC", "-ffp-contract=off", "-fno-math-errno", "-w"];

/// The cache directory (created when missing).
pub fn cache_dir() -> PathBuf {
    let base = std::env::var_os("XDG_CACHE_HOME")
        .filter(|s| !s.is_empty())
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME").filter(|s| !s.is_empty()).map(|h| PathBuf::from(h).join(".cache"))
        })
        .unwrap_or_else(std::env::temp_dir);
    base.join("sparsir")
}

/// Two FNV-1a hashes with different offsets: a 128-bit key (collisions are also caught
/// by comparing sources).
fn key(parts: &[&str]) -> String {
    let mut h1: u64 = 0xcbf2_9ce4_8422_2325;
    let mut h2: u64 = 0x6c62_272e_07bb_0142;
    for part in parts {
        for &b in part.as_bytes().iter().chain(std::iter::once(&0u8)) {
            h1 = (h1 ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3);
            h2 = (h2 ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3).rotate_left(5);
        }
    }
    format!("{h1:016x}{h2:016x}")
}

/// Where the library for `source` is: from the cache, or compiled now.
pub fn library_for(source: &str) -> Result<PathBuf, CompileError> {
    let (cc, version) = compiler()?;
    let flags = opt_flags();
    let dir = cache_dir();
    std::fs::create_dir_all(&dir).map_err(|e| {
        CompileError::Failed(format!("cannot create the cache directory {}: {e}", dir.display()))
    })?;
    let k = key(&[source, &flags, &version]);
    let so = dir.join(format!("{k}.so"));
    let c = dir.join(format!("{k}.c"));
    if so.exists() && std::fs::read_to_string(&c).is_ok_and(|s| s == source) {
        super::cache_prune::touch(&so);
        return Ok(so);
    }
    let unique = format!(
        "{k}.{}.{}",
        std::process::id(),
        SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0)
    );
    let tmp_c = dir.join(format!("{unique}.c"));
    let tmp_so = dir.join(format!("{unique}.so"));
    let result = build(&cc, &flags, source, &tmp_c, &tmp_so).and_then(|()| {
        std::fs::rename(&tmp_so, &so)
            .map_err(|e| CompileError::Failed(format!("cannot write {}: {e}", so.display())))?;
        std::fs::rename(&tmp_c, &c)
            .map_err(|e| CompileError::Failed(format!("cannot write {}: {e}", c.display())))
    });
    let _ = std::fs::remove_file(&tmp_c);
    let _ = std::fs::remove_file(&tmp_so);
    if result.is_ok() {
        super::cache_prune::maybe_prune(&dir);
    }
    result.map(|()| so)
}

fn build(cc: &str, flags: &str, source: &str, c: &Path, so: &Path) -> Result<(), CompileError> {
    std::fs::write(c, source)
        .map_err(|e| CompileError::Failed(format!("cannot write {}: {e}", c.display())))?;
    let out = Command::new(cc)
        .args(flags.split_whitespace())
        .args(FIXED_FLAGS)
        .arg("-o")
        .arg(so)
        .arg(c)
        .arg("-lm")
        .output()
        .map_err(|e| CompileError::NoCompiler(format!("cannot run '{cc}' ({e})")))?;
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        let first: Vec<&str> = stderr.lines().take(20).collect();
        return Err(CompileError::Failed(format!(
            "internal error: the C compiler rejected the generated code ({cc} {flags}):\n{}",
            first.join("\n")
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::key;

    #[test]
    fn keys_depend_on_every_part() {
        let a = key(&["int x;", "-O3", "gcc 12"]);
        assert_eq!(a.len(), 32);
        assert_ne!(a, key(&["int x;", "-O2", "gcc 12"]));
        assert_ne!(a, key(&["int x;", "-O3", "gcc 13"]));
        assert_ne!(key(&["ab", "c"]), key(&["a", "bc"]));
    }
}

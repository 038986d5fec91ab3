//! Scratch directories for the command-line tests, removed when the test that made them
//! ends.
//!
//! Why: the tests write programs, matrices and native-code caches to disk for the
//! `sparsir` binary to read. Each test gets its own directory (process id and a counter,
//! so tests running in parallel threads never share one), and the guard's `Drop` removes
//! it whether the test passes or panics — a run of the suite leaves nothing behind.
//! Each test crate uses only part of this module.
#![allow(dead_code)]

use std::fmt;
use std::ops::Deref;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A fresh directory under the system's temporary directory, removed on drop.
pub struct Scratch {
    dir: PathBuf,
}

impl Scratch {
    /// A new, empty directory whose name starts with `sparsir-{tag}-`.
    pub fn new(tag: &str) -> Scratch {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("sparsir-{tag}-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create a scratch directory");
        Scratch { dir }
    }

    /// Writes `bytes` to the file `name` in this directory and returns its path.
    pub fn write(&self, name: &str, bytes: &[u8]) -> PathBuf {
        let path = self.dir.join(name);
        std::fs::write(&path, bytes).expect("write a scratch file");
        path
    }
}

impl Deref for Scratch {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.dir
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// One file in a directory of its own; the directory goes when this is dropped. Reads as
/// the file's path (`&str`).
pub struct ScratchFile {
    path: String,
    _dir: Scratch,
}

impl ScratchFile {
    /// Writes `bytes` to a file called `name` in a new scratch directory tagged `tag`.
    pub fn new(tag: &str, name: &str, bytes: &[u8]) -> ScratchFile {
        let dir = Scratch::new(tag);
        let path = dir.write(name, bytes).to_string_lossy().into_owned();
        ScratchFile { path, _dir: dir }
    }

    /// The file's path.
    pub fn as_str(&self) -> &str {
        &self.path
    }
}

impl Deref for ScratchFile {
    type Target = str;
    fn deref(&self) -> &str {
        &self.path
    }
}

impl fmt::Display for ScratchFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.path)
    }
}

impl AsRef<Path> for ScratchFile {
    fn as_ref(&self) -> &Path {
        Path::new(&self.path)
    }
}

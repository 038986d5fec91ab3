//! File-level tests of `sparsir_storage::io`: format choice by name and by contents,
//! memory-mapped and read inputs, errors that name the file, write→read round trips.

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use sparsir_storage::io::mtx::{read_mtx_file, write_mtx_file, MtxOptions, MtxWriteOptions};
use sparsir_storage::io::tns::{read_tns_file, write_tns_file, TnsWriteOptions};
use sparsir_storage::io::{read_tensor_file, write_tensor_file};
use sparsir_storage::{Coo, ElemType, ValBuf};

/// A fresh directory in the system's temporary directory, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new() -> TempDir {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("sparsir-io-test-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }

    fn path(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn sample() -> Coo {
    Coo {
        dim_sizes: vec![3, 4],
        crds: vec![2u64, 1, 0, 0, 0, 3].into(),
        vals: ValBuf::F64(vec![3.5, 1.0, -0.25].into()),
    }
}

#[test]
fn mtx_files_round_trip_by_extension() {
    let dir = TempDir::new();
    let path = dir.path("a.mtx");
    write_tensor_file(&path, &sample()).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.starts_with("%%MatrixMarket matrix coordinate real general\n3 4 3\n"));
    assert_eq!(read_tensor_file(&path, None).unwrap(), sample());
}

#[test]
fn tns_files_round_trip_by_extension() {
    let dir = TempDir::new();
    let path = dir.path("a.tns");
    write_tensor_file(&path, &sample()).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert_eq!(text, "# extended FROSTT format\n2 3\n3 4\n3 2 3.5\n1 1 1\n1 4 -0.25\n");
    assert_eq!(read_tensor_file(&path, None).unwrap(), sample());
    assert_eq!(
        read_tns_file(&path, Some(ElemType::F32)).unwrap().vals,
        ValBuf::F32(vec![3.5, 1.0, -0.25].into())
    );
}

#[test]
fn unknown_extensions_are_sniffed() {
    let dir = TempDir::new();
    let mtx = dir.path("matrix.txt");
    write_mtx_file(&mtx, &sample(), &MtxWriteOptions::default()).unwrap();
    assert_eq!(read_tensor_file(&mtx, None).unwrap(), sample());
    let tns = dir.path("tensor");
    write_tns_file(&tns, &sample(), &TnsWriteOptions { lossless: true }).unwrap();
    assert_eq!(read_tensor_file(&tns, None).unwrap(), sample());
}

#[test]
fn errors_name_the_file() {
    let dir = TempDir::new();
    let path = dir.path("bad.mtx");
    std::fs::write(&path, "%%MatrixMarket matrix coordinate real general\n2 2 1\n3 1 1\n").unwrap();
    let err = read_tensor_file(&path, None).unwrap_err().to_string();
    assert_eq!(err, format!("{}:3:1: error: row index 3 is out of range 1..=2", path.display()));
    let missing = dir.path("missing.tns");
    let err = read_tensor_file(&missing, None).unwrap_err().to_string();
    assert!(err.starts_with(&format!("{}: error: cannot read file:", missing.display())), "{err}");
}

#[test]
fn empty_files_are_read_not_mapped() {
    let dir = TempDir::new();
    let path = dir.path("empty.mtx");
    std::fs::write(&path, "").unwrap();
    let err = read_tensor_file(&path, None).unwrap_err().to_string();
    assert!(
        err.ends_with("1:1: error: expected the banner '%%MatrixMarket matrix <format> <field> <symmetry>'")
    );
}

#[test]
fn symmetric_files_keep_or_expand() {
    let dir = TempDir::new();
    let path = dir.path("sym.mtx");
    std::fs::write(&path, "%%MatrixMarket matrix coordinate real symmetric\n2 2 2\n1 1 1\n2 1 2\n").unwrap();
    assert_eq!(read_tensor_file(&path, None).unwrap().len(), 2);
    let (_, expanded) = read_mtx_file(&path, &MtxOptions { expand_symmetry: true, elem: None }).unwrap();
    assert_eq!(expanded.crds_u64(), vec![0, 0, 1, 0, 0, 1]);
}

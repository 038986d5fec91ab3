//! Differential test of `sparse_tensor.sort` against MLIR 22: every case of
//! `tests/data/sort/cases.txt` (made by `tests/data/sort/gen.py` with MLIR 22, never by
//! hand) must leave exactly the buffers MLIR left — equal records and payloads included.
//! Inputs are regenerated from each case's seed (SplitMix64, mirrored from gen.py); the
//! outputs compare through the FNV-1a hash of a normalised text, and the text itself for
//! small cases. `SORT_GOLDEN=FILE` runs another file made by gen.py (e.g. `--scale 20`).

use std::path::PathBuf;

use sparsir_storage::sort::{sort_idx_buf, sort_records, JointBuffer, SortAlgorithm, SortKey};
use sparsir_storage::{IdxBuf, ValBuf};

/// One line of the golden file.
struct Case {
    alg: SortAlgorithm,
    n: usize,
    perm: Vec<usize>,
    ny: usize,
    nys: usize,
    xtype: String,
    krange: u64,
    order: String,
    seed: u64,
    hash: u64,
    text: Option<String>,
}

fn parse_case(line: &str) -> Case {
    let f: Vec<&str> = line.split(' ').collect();
    assert!(f.len() == 11 || f.len() == 12, "bad line: {line}");
    let perm: Vec<usize> = f[3].split(',').map(|p| p.parse().unwrap()).collect();
    assert_eq!(perm.len(), f[2].parse::<usize>().unwrap());
    Case {
        alg: SortAlgorithm::parse(f[0]).expect("algorithm"),
        n: f[1].parse().unwrap(),
        perm,
        ny: f[4].parse().unwrap(),
        nys: f[5].parse().unwrap(),
        xtype: f[6].to_string(),
        krange: f[7].parse().unwrap(),
        order: f[8].to_string(),
        seed: f[9].parse().unwrap(),
        hash: u64::from_str_radix(f[10], 16).unwrap(),
        text: f.get(11).map(|t| t.to_string()),
    }
}

struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

fn bits(xtype: &str) -> u32 {
    match xtype {
        "i8" => 8,
        "i16" => 16,
        "i32" => 32,
        "i64" | "index" => 64,
        other => panic!("unknown xtype {other}"),
    }
}

/// The raw bits of `xy` (low `bits(xtype)` bits meaningful), as gen.py's `inputs`.
fn input_bits(c: &Case) -> Vec<u64> {
    let mut rng = SplitMix64(c.seed);
    let nx = c.perm.len();
    let mask = u64::MAX >> (64 - bits(&c.xtype));
    let mut keys: Vec<Vec<u64>> = (0..c.n)
        .map(|_| {
            (0..nx)
                .map(|_| match rng.next() {
                    v if c.krange == 0 => v,
                    v => v % c.krange,
                })
                .collect()
        })
        .collect();
    if c.order != "rand" {
        let key = |r: &Vec<u64>| c.perm.iter().map(|&p| r[p] & mask).collect::<Vec<_>>();
        keys.sort_by_key(key);
        if c.order == "desc" {
            // gen.py sorts with reverse=True, which keeps equal records in input order;
            // equal records are identical here, so a plain reversal gives the same buffer.
            keys.reverse();
        }
    }
    let mut xy = Vec::with_capacity(c.n * (nx + c.ny));
    for (r, rec) in keys.iter().enumerate() {
        xy.extend(rec.iter().map(|v| v & mask));
        xy.extend((0..c.ny).map(|q| ((r * c.ny + q) as u64) & mask));
    }
    xy
}

/// Sorts `xy` (typed as `T`) with the case's joint buffers; returns xy as MLIR prints it.
fn sort_typed<T: SortKey + ToString>(c: &Case, xy: &mut [T], ys: &mut [&mut dyn JointBuffer]) -> Vec<String> {
    sort_records(c.alg, c.n, xy, &c.perm, c.ny, ys).unwrap();
    xy.iter().map(|v| v.to_string()).collect()
}

/// Runs the case through this crate; returns gen.py's normalised text.
fn run_case(c: &Case) -> String {
    let raw = input_bits(c);
    let mut ys0 = ValBuf::I64((0..c.n as i64).collect());
    let mut ys1: Vec<f32> = (0..c.n).map(|r| r as f32 + 0.5).collect();
    let mut ys: Vec<&mut dyn JointBuffer> = vec![&mut ys0, &mut ys1];
    ys.truncate(c.nys);
    let xy = match c.xtype.as_str() {
        "i8" => sort_typed(c, &mut raw.iter().map(|&v| v as i8).collect::<Vec<_>>(), &mut ys),
        "i16" => sort_typed(c, &mut raw.iter().map(|&v| v as i16).collect::<Vec<_>>(), &mut ys),
        "i32" => sort_typed(c, &mut raw.iter().map(|&v| v as i32).collect::<Vec<_>>(), &mut ys),
        "i64" => sort_typed(c, &mut raw.iter().map(|&v| v as i64).collect::<Vec<_>>(), &mut ys),
        _ => {
            let mut buf = IdxBuf::U64(raw.into());
            sort_idx_buf(c.alg, c.n, &mut buf, &c.perm, c.ny, &mut ys).unwrap();
            buf.to_u64s().iter().map(|v| v.to_string()).collect()
        }
    };
    let join = |v: Vec<String>| v.join(",");
    let ys0: Vec<String> = match (c.nys >= 1, &ys0) {
        (true, ValBuf::I64(v)) => v.iter().map(|v| v.to_string()).collect(),
        _ => vec![],
    };
    let ys1: Vec<String> = match c.nys >= 2 {
        true => ys1.iter().map(|v| ((v * 2.0) as i64).to_string()).collect(),
        false => vec![],
    };
    format!("xy:{};ys0:{};ys1:{}", join(xy), join(ys0), join(ys1))
}

fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xCBF2_9CE4_8422_2325, |h, b| (h ^ b as u64).wrapping_mul(0x0100_0000_01B3))
}

#[test]
fn sort_matches_mlir22() {
    let path = std::env::var_os("SORT_GOLDEN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/sort/cases.txt"));
    let data = std::fs::read_to_string(&path).expect("golden file");
    let (mut total, mut failed) = (0, Vec::new());
    for line in data.lines().filter(|l| !l.starts_with('#') && !l.is_empty()) {
        let case = parse_case(line);
        let text = run_case(&case);
        total += 1;
        let text_ok = case.text.as_ref().is_none_or(|t| *t == text);
        if fnv1a(&text) != case.hash || !text_ok {
            failed.push(format!("{line}\n  got: {text}"));
        }
    }
    assert!(total > 0, "no cases in {}", path.display());
    assert!(
        failed.is_empty(),
        "{} of {total} cases differ from MLIR 22:\n{}",
        failed.len(),
        failed.join("\n")
    );
}

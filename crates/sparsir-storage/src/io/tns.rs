//! Extended FROSTT (`.tns`) files: tensors of any rank, read and written as MLIR does.
//!
//! Why: `sparse_tensor.out` writes this format and `sparse_tensor.new` reads it; it is
//! the only text format for tensors of rank other than 2. FROSTT lists one entry per
//! line, 1-based coordinates then the value; the *extended* form that MLIR uses adds a
//! header: `#` comment lines, a line `rank nnz`, a line with the dimension sizes.
//!
//! ```text
//! # extended FROSTT format
//! 3 2
//! 2 3 4
//! 1 1 1 1.5
//! 2 3 4 -2
//! ```
//!
//! What MLIR 22's `sparse_tensor.out` writes, found by running it (and reproduced by
//! [`write_tns`] byte for byte): the line `# extended FROSTT format`, then `rank nnz`,
//! then the sizes separated by single spaces, then the entries in the tensor's storage
//! (level) order with dimension coordinates, each line `i1 … ir value` and `\n`. Values
//! are written by a C++ stream with its default precision, i.e. like `printf("%g")`:
//! six significant digits (`0.333333`, `1.23457e+08`, `1e-05`, `1e+300`); f32, f16 and
//! bf16 are widened to double first (f16 0.1 → `0.0999756`); complex values as
//! `(re,im)` with `%g` parts; integers in decimal, except that i8 values are written as
//! the raw byte (the stream takes them for characters: 65 → `A`). For i1 MLIR 22
//! crashes before writing anything; we write `0` / `1`. [`TnsWriteOptions::lossless`]
//! writes instead the shortest digits that read back exactly, and i8 as numbers.
//!
//! Reading is more lenient than MLIR: blank lines and `#` comments may appear anywhere,
//! and complex values may be `(re,im)` or `re im`.

use std::io::Write;
use std::path::Path;

use super::body::{parse_body, BodySpec, Mirror, ValKind};
use super::input::{Input, ParseErr};
use super::lex::{header_numbers, is_blank, next_content_line};
use super::output::{create_file, push_i128, push_shortest, push_u64, write_entries, write_error};
use crate::coo::Coo;
use crate::elem::{ElemType, Scalar};
use crate::error::{Result, StorageError};
use crate::format::write_g;

/// How to write a FROSTT file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TnsWriteOptions {
    /// Shortest round-trip digits for floats and numbers for i8, instead of MLIR's exact
    /// output (`%g`, six digits, i8 as raw bytes).
    pub lossless: bool,
}

/// Reads an extended FROSTT file; errors are `file:line:col: error: …`.
pub fn read_tns_file(path: &Path, elem: Option<ElemType>) -> Result<Coo> {
    let input = Input::load(path)?;
    read_tns_bytes(&input, elem).map_err(|e| e.in_file(&path.display().to_string()))
}

/// Reads an extended FROSTT file held in memory. Values are converted to `elem`; by
/// default f64, or complex<f64> when the first value is written `(re,im)`.
pub fn read_tns_bytes(text: &[u8], elem: Option<ElemType>) -> Result<Coo> {
    read(text, elem).map_err(|e| e.locate(text))
}

fn read(text: &[u8], elem: Option<ElemType>) -> std::result::Result<Coo, ParseErr> {
    let (dims, nnz, body) = parse_header(text)?;
    let elem = elem.unwrap_or_else(|| sniff_elem(text, body));
    let kind = if elem.is_complex() { ValKind::Complex } else { ValKind::Real };
    let spec = BodySpec {
        dims: &dims,
        matrix: false,
        kind,
        mirror: Mirror::None,
        comment: b'#',
        declared: nnz,
        elem,
    };
    let b = parse_body(text, body, &spec)?;
    Ok(Coo { dim_sizes: dims, crds: b.crds, vals: b.vals })
}

/// Parses the `rank nnz` line and the sizes line; returns the sizes, the entry count
/// and the offset of the body.
fn parse_header(text: &[u8]) -> std::result::Result<(Vec<u64>, u64, usize), ParseErr> {
    let Some(first) = next_content_line(text, 0, b'#') else {
        return Err(ParseErr::new(text.len(), "missing the header line 'rank nnz'"));
    };
    let v = header_numbers(text, first, 2, "rank and number of entries")?;
    let (rank, nnz) = (v[0], v[1]);
    if rank == 0 {
        return Err(ParseErr::new(first.0, "the rank must be at least 1"));
    }
    let Some(second) = next_content_line(text, first.1 + 1, b'#') else {
        return Err(ParseErr::new(text.len(), "missing the line of dimension sizes"));
    };
    let rank = usize::try_from(rank).unwrap_or(usize::MAX);
    let dims = header_numbers(text, second, rank, "dimension sizes")?;
    Ok((dims, nnz, (second.1 + 1).min(text.len())))
}

/// complex<f64> when the last token of the first entry line is `(…`, else f64.
fn sniff_elem(text: &[u8], body: usize) -> ElemType {
    let first = next_content_line(text, body, b'#');
    let last = first.and_then(|(p, end)| text[p..end].split(|&b| is_blank(b)).rfind(|t| !t.is_empty()));
    match last {
        Some(tok) if tok.starts_with(b"(") => ElemType::C64,
        _ => ElemType::F64,
    }
}

/// Writes a [`Coo`] as extended FROSTT, entries in the list's order (give them in
/// storage order to match `sparse_tensor.out`). See the module documentation for the
/// exact format.
pub fn write_tns<W: Write>(coo: &Coo, opts: &TnsWriteOptions, mut w: W) -> Result<()> {
    if coo.rank() == 0 {
        return Err(StorageError::new("cannot write a rank-0 tensor as FROSTT"));
    }
    coo.validate()?;
    let sizes: Vec<String> = coo.dim_sizes.iter().map(u64::to_string).collect();
    let head = format!("# extended FROSTT format\n{} {}\n{}\n", coo.rank(), coo.len(), sizes.join(" "));
    w.write_all(head.as_bytes()).map_err(write_error)?;
    let elem = coo.vals.elem_type();
    write_entries(&mut w, coo.len(), |e, buf| {
        for &c in coo.crd(e).iter() {
            push_u64(buf, c + 1);
            buf.push(b' ');
        }
        push_value(buf, coo.vals.get(e), elem, opts.lossless);
        buf.push(b'\n');
    })
    .and_then(|_| w.flush())
    .map_err(write_error)
}

/// Writes an extended FROSTT file (see [`write_tns`]); with the default options this
/// is exactly what `sparse_tensor.out` writes.
pub fn write_tns_file(path: &Path, coo: &Coo, opts: &TnsWriteOptions) -> Result<()> {
    let file = create_file(path)?;
    write_tns(coo, opts, file).map_err(|e| e.in_file(&path.display().to_string()))
}

fn push_value(buf: &mut Vec<u8>, v: Scalar, elem: ElemType, lossless: bool) {
    let single = matches!(elem, ElemType::F32 | ElemType::F16 | ElemType::BF16 | ElemType::C32);
    let float = |buf: &mut Vec<u8>, x: f64| {
        if lossless {
            push_shortest(buf, x, single);
        } else {
            let mut s = String::new();
            write_g(&mut s, x);
            buf.extend_from_slice(s.as_bytes());
        }
    };
    match v {
        Scalar::Int(x) if elem == ElemType::I8 && !lossless => buf.push(x as u8),
        Scalar::Int(x) => push_i128(buf, x),
        Scalar::Float(x) => float(buf, x),
        Scalar::Complex(re, im) => {
            buf.push(b'(');
            float(buf, re);
            buf.push(b',');
            float(buf, im);
            buf.push(b')');
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::elem::ValBuf;
    use half::{bf16, f16};
    use num_complex::Complex;

    fn error(text: &str) -> String {
        read_tns_bytes(text.as_bytes(), None).unwrap_err().to_string()
    }

    fn written(coo: &Coo, lossless: bool) -> String {
        let mut out = Vec::new();
        write_tns(coo, &TnsWriteOptions { lossless }, &mut out).unwrap();
        String::from_utf8_lossy(&out).into_owned()
    }

    fn matrix(crds: Vec<u64>, vals: ValBuf) -> Coo {
        Coo { dim_sizes: vec![2, 2], crds: crds.into(), vals }
    }

    #[test]
    fn reads_a_3d_tensor() {
        let coo = read_tns_bytes(b"# a comment\n3 3\n2 3 4\n1 1 1 1.0\n2 3 4 -2.5\n1 2 3 3\n", None).unwrap();
        assert_eq!(coo.dim_sizes, vec![2, 3, 4]);
        assert_eq!(coo.crds_u64(), vec![0, 0, 0, 1, 2, 3, 0, 1, 2]);
        assert_eq!(coo.vals, ValBuf::F64(vec![1.0, -2.5, 3.0].into()));
    }

    #[test]
    fn reads_vectors_comments_and_blank_lines_anywhere() {
        let coo = read_tns_bytes(b"\n# c\n\n1 2\n# sizes next\n8\n2 1.5\n\n# x\n8 -1\n", Some(ElemType::F32))
            .unwrap();
        assert_eq!(coo.dim_sizes, vec![8]);
        assert_eq!(coo.crds_u64(), vec![1, 7]);
        assert_eq!(coo.vals, ValBuf::F32(vec![1.5, -1.0].into()));
        let plain = read_tns_bytes(b"2 1\n3 3\n1 2 7\n", Some(ElemType::I32)).unwrap();
        assert_eq!(plain.vals, ValBuf::I32(vec![7].into()));
    }

    #[test]
    fn reads_complex_values_in_both_spellings() {
        let coo = read_tns_bytes(b"1 2\n4\n1 (1.5,-2)\n3 (0,0.1)\n", None).unwrap();
        assert_eq!(coo.vals, ValBuf::C64(vec![Complex::new(1.5, -2.0), Complex::new(0.0, 0.1)].into()));
        let coo = read_tns_bytes(b"1 1\n4\n2 1.5 -2\n", Some(ElemType::C32)).unwrap();
        assert_eq!(coo.vals, ValBuf::C32(vec![Complex::new(1.5, -2.0)].into()));
    }

    #[test]
    fn header_errors() {
        assert_eq!(error("# nothing\n"), "<input>:2:1: error: missing the header line 'rank nnz'");
        assert_eq!(
            error("3\n"),
            "<input>:1:2: error: expected 2 numbers (rank and number of entries), found 1"
        );
        assert_eq!(error("0 0\n\n"), "<input>:1:1: error: the rank must be at least 1");
        assert_eq!(error("2 1\n"), "<input>:2:1: error: missing the line of dimension sizes");
        assert_eq!(
            error("2 1\n3 4 5\n"),
            "<input>:2:5: error: expected 2 numbers (dimension sizes), found more"
        );
        assert_eq!(error("3 1\n3 4\n"), "<input>:2:4: error: expected 3 numbers (dimension sizes), found 2");
        assert_eq!(error("2 x\n"), "<input>:1:3: error: expected a non-negative integer, found 'x'");
        assert!(error("18446744073709551615 1\n1\n").contains("expected 18446744073709551615 numbers"));
    }

    #[test]
    fn entry_errors() {
        let e = |body: &str| error(&format!("# t\n3 2\n2 3 4\n{body}"));
        assert_eq!(e("1 1 1 1\n"), "<input>:5:1: error: expected 2 entries, found 1");
        assert_eq!(
            e("1 1 1 1\n1 1 1 1\n1 1 1 1\n"),
            "<input>:6:1: error: too many entries: the header declares 2"
        );
        assert_eq!(e("1 4 1 1\n"), "<input>:4:3: error: index 2 4 is out of range 1..=3");
        assert_eq!(e("1 1 0 1\n"), "<input>:4:5: error: invalid index 3 0: indices are 1-based");
        assert_eq!(e("1 1 1\n"), "<input>:4:6: error: missing value");
        assert_eq!(e("1 1 1 2\n1 1 1 (1,2)\n"), "<input>:5:7: error: expected a real number, found '(1,2)'");
        let c = read_tns_bytes(b"1 1\n2\n1 (1;2)\n", None).unwrap_err().to_string();
        assert_eq!(c, "<input>:3:3: error: expected a complex number '(re,im)', found '(1;2)'");
    }

    #[test]
    fn writes_what_mlir_writes_for_f64() {
        let crds = vec![0u64, 1, 0, 2, 0, 3, 1, 0, 1, 2, 2, 0, 2, 2, 2, 3];
        let vals = vec![1.5, 1.0 / 3.0, 1e10, 1e-5, 123456789.123, 2.0, -3.0, 1e300];
        let coo = Coo { dim_sizes: vec![3, 4], crds: crds.into(), vals: ValBuf::F64(vals.into()) };
        let want = "# extended FROSTT format\n2 8\n3 4\n1 2 1.5\n1 3 0.333333\n1 4 1e+10\n2 1 1e-05\n\
                    2 3 1.23457e+08\n3 1 2\n3 3 -3\n3 4 1e+300\n";
        assert_eq!(written(&coo, false), want);
    }

    #[test]
    fn writes_what_mlir_writes_for_other_types() {
        let crds = vec![0u64, 1, 1, 0, 1, 1];
        let head = "# extended FROSTT format\n2 3\n2 2\n";
        let f32s = matrix(crds.clone(), ValBuf::F32(vec![1.5, 0.1, 3e7].into()));
        assert_eq!(written(&f32s, false), format!("{head}1 2 1.5\n2 1 0.1\n2 2 3e+07\n"));
        let f16s = matrix(crds.clone(), ValBuf::F16([1.5, 0.1, 3e3].map(f16::from_f64).to_vec().into()));
        assert_eq!(written(&f16s, false), format!("{head}1 2 1.5\n2 1 0.0999756\n2 2 3000\n"));
        let bf16s = matrix(crds.clone(), ValBuf::BF16([1.5, 0.1, 3e3].map(bf16::from_f64).to_vec().into()));
        assert_eq!(written(&bf16s, false), format!("{head}1 2 1.5\n2 1 0.100098\n2 2 3008\n"));
        let c = [Complex::new(1.5, -2.0), Complex::new(0.0, 0.1), Complex::new(1e7, 0.0)];
        let c64s = matrix(crds.clone(), ValBuf::C64(c.to_vec().into()));
        assert_eq!(written(&c64s, false), format!("{head}1 2 (1.5,-2)\n2 1 (0,0.1)\n2 2 (1e+07,0)\n"));
        let i64s = matrix(crds[..4].to_vec(), ValBuf::I64(vec![-7, 1234567890123].into()));
        assert_eq!(written(&i64s, false), "# extended FROSTT format\n2 2\n2 2\n1 2 -7\n2 1 1234567890123\n");
    }

    #[test]
    fn mlir_writes_i8_as_raw_bytes() {
        let coo = matrix(vec![0, 1, 1, 0], ValBuf::I8(vec![-7, 65].into()));
        let mut out = Vec::new();
        write_tns(&coo, &TnsWriteOptions::default(), &mut out).unwrap();
        assert_eq!(out, b"# extended FROSTT format\n2 2\n2 2\n1 2 \xf9\n2 1 A\n");
        assert_eq!(written(&coo, true), "# extended FROSTT format\n2 2\n2 2\n1 2 -7\n2 1 65\n");
    }

    #[test]
    fn writes_vectors_3d_and_empty_tensors() {
        let v =
            Coo { dim_sizes: vec![4], crds: vec![1u64, 3].into(), vals: ValBuf::F64(vec![1.0, 2.5].into()) };
        assert_eq!(written(&v, false), "# extended FROSTT format\n1 2\n4\n2 1\n4 2.5\n");
        let t = Coo {
            dim_sizes: vec![2, 2, 2],
            crds: vec![0u64, 0, 1, 1, 1, 1].into(),
            vals: ValBuf::F64(vec![1.0, 3.0].into()),
        };
        assert_eq!(written(&t, false), "# extended FROSTT format\n3 2\n2 2 2\n1 1 2 1\n2 2 2 3\n");
        let empty = matrix(vec![], ValBuf::F64(vec![].into()));
        assert_eq!(written(&empty, false), "# extended FROSTT format\n2 0\n2 2\n");
        let scalar =
            Coo { dim_sizes: vec![], crds: Vec::<u64>::new().into(), vals: ValBuf::F64(vec![1.0].into()) };
        assert!(write_tns(&scalar, &TnsWriteOptions::default(), Vec::new()).is_err());
    }

    #[test]
    fn round_trips() {
        let crds = vec![0u64, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 0];
        let dims = vec![5, 6, 7];
        let exact = ValBuf::F64(vec![0.5, -2.0, 1e10, 3.0].into());
        let coo = Coo { dim_sizes: dims.clone(), crds: crds.clone().into(), vals: exact };
        let back = read_tns_bytes(written(&coo, false).as_bytes(), None).unwrap();
        assert_eq!(back, coo);
        let all_bits = ValBuf::F64(vec![0.1, 1.0 / 3.0, -5e-324, 1.7976931348623157e308].into());
        let coo = Coo { dim_sizes: dims.clone(), crds: crds.clone().into(), vals: all_bits };
        assert_eq!(read_tns_bytes(written(&coo, true).as_bytes(), None).unwrap(), coo);
        let c = ValBuf::C64(vec![Complex::new(0.1, 1.0 / 3.0); 4].into());
        let coo = Coo { dim_sizes: dims.clone(), crds: crds.clone().into(), vals: c };
        assert_eq!(read_tns_bytes(written(&coo, true).as_bytes(), None).unwrap(), coo);
        let i = ValBuf::I64(vec![i64::MIN, 0, 1, i64::MAX].into());
        let coo = Coo { dim_sizes: dims, crds: crds.into(), vals: i };
        assert_eq!(read_tns_bytes(written(&coo, false).as_bytes(), Some(ElemType::I64)).unwrap(), coo);
    }

    /// Rank 3 and rank 1 through the reader's one-pass line (`io::body::fast_real_into`) and
    /// its general path, mixed: each entry as `str::parse` of its line says.
    #[test]
    fn fast_and_general_lines_read_the_same() {
        for rank in [1usize, 3] {
            let dims: Vec<u64> = [7, 12_345_678, 90][..rank].to_vec();
            let mut text = String::new();
            let (mut crds, mut vals) = (Vec::new(), Vec::new());
            for e in 0..3_000u64 {
                let crd: Vec<u64> = dims
                    .iter()
                    .enumerate()
                    .map(|(d, &n)| (e * (2 * d as u64 + 3) + 11 * e * e) % n)
                    .collect();
                let sep = ["\t", " ", "  "][(e % 7 % 3) as usize];
                let value = match e % 5 {
                    0 => format!("{}", e as i64 - 1500),
                    1 => format!("{}.{:017}e-{}", e % 10, e * 7_919, e % 30),
                    2 => format!("-{}.{:016}", e % 10, e * 104_729),
                    _ => format!("0.{:017}", e * 1_299_709),
                };
                let line: Vec<String> = crd.iter().map(|c| (c + 1).to_string()).collect();
                text.push_str(&format!(
                    "{}{sep}{value}{}\n",
                    line.join(" "),
                    if e % 11 == 0 { " " } else { "" }
                ));
                crds.extend(crd);
                vals.push(value.parse::<f64>().unwrap());
            }
            let sizes: Vec<String> = dims.iter().map(u64::to_string).collect();
            let file = format!("{rank} {}\n{}\n{text}", vals.len(), sizes.join(" "));
            let coo = read_tns_bytes(file.as_bytes(), None).unwrap();
            assert_eq!(coo.crds_u64(), crds, "rank {rank}");
            assert_eq!(coo.vals, ValBuf::F64(vals.into()), "rank {rank}");
        }
    }
}

//! Unit tests of the Matrix Market reader and writer.
//!
//! Why: kept apart from `mtx.rs` so that the reader and writer stay one short file.

use super::*;
use crate::elem::ValBuf;
use num_complex::Complex;

fn read(text: &str) -> (MtxHeader, Coo) {
    read_mtx_bytes(text.as_bytes(), &MtxOptions::default()).unwrap()
}

fn read_with(text: &str, expand_symmetry: bool, elem: Option<ElemType>) -> Coo {
    read_mtx_bytes(text.as_bytes(), &MtxOptions { expand_symmetry, elem }).unwrap().1
}

/// The error as printed: `<input>:line:col: error: message`.
fn error(text: &str) -> String {
    read_mtx_bytes(text.as_bytes(), &MtxOptions::default()).unwrap_err().to_string()
}

fn entries(coo: &Coo) -> Vec<(u64, u64, Scalar)> {
    (0..coo.len()).map(|e| (coo.crd(e)[0], coo.crd(e)[1], coo.vals.get(e))).collect()
}

#[test]
fn real_general() {
    let (h, coo) =
        read("%%MatrixMarket matrix coordinate real general\n% c\n3 4 3\n1 1 1.5\n3 4 -2e3\n2 2 7\n");
    let want = MtxHeader {
        object: MtxObject::Matrix,
        format: MtxFormat::Coordinate,
        field: MtxField::Real,
        symmetry: MtxSymmetry::General,
        nrows: 3,
        ncols: 4,
        nnz: 3,
    };
    assert_eq!(h, want);
    assert_eq!(coo.dim_sizes, vec![3, 4]);
    assert_eq!(coo.crds_u64(), vec![0, 0, 2, 3, 1, 1]);
    assert_eq!(coo.vals, ValBuf::F64(vec![1.5, -2000.0, 7.0].into()));
}

#[test]
fn banner_is_case_insensitive_and_double_is_real() {
    let (h, coo) = read("%%matrixmarket MATRIX Coordinate DOUBLE General\n1 1 1\n1 1 2.5\n");
    assert_eq!((h.field, h.symmetry), (MtxField::Real, MtxSymmetry::General));
    assert_eq!(coo.vals, ValBuf::F64(vec![2.5].into()));
}

#[test]
fn every_valid_header_variant_reads() {
    let fields = ["real", "double", "integer", "pattern", "complex"];
    let syms = ["general", "symmetric", "skew-symmetric", "hermitian"];
    for format in ["coordinate", "array"] {
        for field in fields {
            for sym in syms {
                let invalid = (field == "pattern" && (format == "array" || sym == "skew-symmetric"))
                    || (sym == "hermitian" && field != "complex");
                let value = if field == "complex" {
                    " 1 2"
                } else if field == "pattern" {
                    ""
                } else {
                    " 3"
                };
                let text = if format == "coordinate" {
                    format!("%%MatrixMarket matrix {format} {field} {sym}\n2 2 1\n2 1{value}\n")
                } else {
                    let n = if sym == "general" {
                        4
                    } else if sym == "skew-symmetric" {
                        1
                    } else {
                        3
                    };
                    let body = format!("{}\n", value.trim()).repeat(n);
                    format!("%%MatrixMarket matrix {format} {field} {sym}\n2 2\n{body}")
                };
                let got = read_mtx_bytes(text.as_bytes(), &MtxOptions::default());
                assert_eq!(got.is_err(), invalid, "{text}");
                if let Ok((h, coo)) = got {
                    assert_eq!(h.symmetry.name(), sym);
                    assert!(!coo.is_empty());
                    coo.validate().unwrap();
                }
            }
        }
    }
}

#[test]
fn default_element_types_follow_the_field() {
    let int =
        read("%%MatrixMarket matrix coordinate integer general\n2 2 2\n1 2 -7\n2 1 9223372036854775807\n").1;
    assert_eq!(int.vals, ValBuf::I64(vec![-7, i64::MAX].into()));
    let pat = read("%%MatrixMarket matrix coordinate pattern general\n2 2 2\n1 2\n2 1 5.0 junk\n").1;
    assert_eq!(pat.vals, ValBuf::F64(vec![1.0, 1.0].into()));
    let cplx = read("%%MatrixMarket matrix coordinate complex general\n2 2 1\n1 2 1.5 -2\n").1;
    assert_eq!(cplx.vals, ValBuf::C64(vec![Complex::new(1.5, -2.0)].into()));
}

#[test]
fn values_convert_to_the_requested_element_type() {
    let text = "%%MatrixMarket matrix coordinate real general\n2 2 2\n1 1 0.1\n2 2 -3.7\n";
    assert_eq!(read_with(text, false, Some(ElemType::F32)).vals, ValBuf::F32(vec![0.1, -3.7].into()));
    assert_eq!(read_with(text, false, Some(ElemType::I32)).vals, ValBuf::I32(vec![0, -3].into()));
    let ints = "%%MatrixMarket matrix coordinate integer general\n1 2 2\n1 1 3\n1 2 -4\n";
    assert_eq!(read_with(ints, false, Some(ElemType::F64)).vals, ValBuf::F64(vec![3.0, -4.0].into()));
    assert_eq!(read_with(ints, false, Some(ElemType::I8)).vals, ValBuf::I8(vec![3, -4].into()));
    let big = "%%MatrixMarket matrix coordinate real general\n1 1 1\n1 1 12345678901234567\n";
    assert_eq!(read_with(big, false, Some(ElemType::I64)).vals, ValBuf::I64(vec![12345678901234567].into()));
}

const SYM: &str = "%%MatrixMarket matrix coordinate real symmetric\n3 3 3\n1 1 1\n2 1 2\n3 2 3\n";

#[test]
fn symmetric_keeps_the_listed_triangle_by_default() {
    let coo = read(SYM).1;
    let f = Scalar::Float;
    assert_eq!(entries(&coo), vec![(0, 0, f(1.0)), (1, 0, f(2.0)), (2, 1, f(3.0))]);
}

#[test]
fn symmetric_expansion_mirrors_off_diagonal_entries() {
    let coo = read_with(SYM, true, None);
    let f = Scalar::Float;
    let want = vec![(0, 0, f(1.0)), (1, 0, f(2.0)), (0, 1, f(2.0)), (2, 1, f(3.0)), (1, 2, f(3.0))];
    assert_eq!(entries(&coo), want);
    let skew = "%%MatrixMarket matrix coordinate integer skew-symmetric\n2 2 1\n2 1 5\n";
    assert_eq!(entries(&read_with(skew, true, None)), vec![(1, 0, Scalar::Int(5)), (0, 1, Scalar::Int(-5))]);
    let herm = "%%MatrixMarket matrix coordinate complex hermitian\n2 2 2\n1 1 4 0\n2 1 1 2\n";
    let c = Scalar::Complex;
    let want = vec![(0, 0, c(4.0, 0.0)), (1, 0, c(1.0, 2.0)), (0, 1, c(1.0, -2.0))];
    assert_eq!(entries(&read_with(herm, true, None)), want);
    let pat = "%%MatrixMarket matrix coordinate pattern symmetric\n2 2 1\n2 1\n";
    assert_eq!(read_with(pat, true, None).crds_u64(), vec![1, 0, 0, 1]);
}

#[test]
fn array_format_is_column_major_with_zeros() {
    let (h, coo) = read("%%MatrixMarket matrix array real general\n2 3\n1\n2\n0\n4\n5\n6\n");
    assert_eq!((h.format, h.nnz), (MtxFormat::Array, 6));
    assert_eq!(coo.crds_u64(), vec![0, 0, 1, 0, 0, 1, 1, 1, 0, 2, 1, 2]);
    assert_eq!(coo.vals, ValBuf::F64(vec![1.0, 2.0, 0.0, 4.0, 5.0, 6.0].into()));
}

#[test]
fn symmetric_arrays_list_the_lower_triangle() {
    let text = "%%MatrixMarket matrix array real symmetric\n2 2\n1\n2\n3\n";
    let f = Scalar::Float;
    assert_eq!(entries(&read(text).1), vec![(0, 0, f(1.0)), (1, 0, f(2.0)), (1, 1, f(3.0))]);
    let want = vec![(0, 0, f(1.0)), (1, 0, f(2.0)), (0, 1, f(2.0)), (1, 1, f(3.0))];
    assert_eq!(entries(&read_with(text, true, None)), want);
    let skew = "%%MatrixMarket matrix array real skew-symmetric\n3 3\n1\n2\n3\n";
    let want = vec![
        (1, 0, f(1.0)),
        (0, 1, f(-1.0)),
        (2, 0, f(2.0)),
        (0, 2, f(-2.0)),
        (2, 1, f(3.0)),
        (1, 2, f(-3.0)),
    ];
    assert_eq!(entries(&read_with(skew, true, None)), want);
    let cplx = "%%MatrixMarket matrix array complex general\n1 2\n1 2\n3 -4\n";
    assert_eq!(read(cplx).1.vals, ValBuf::C64(vec![Complex::new(1.0, 2.0), Complex::new(3.0, -4.0)].into()));
}

#[test]
fn comments_blank_lines_and_crlf_are_accepted() {
    let text = "%%MatrixMarket matrix coordinate real general\r\n\r\n% c\r\n  2 2 2 \r\n\r\n\
                1 1 1\r\n% mid\r\n\t2 2\t2\r\n\r\n";
    assert_eq!(read(text).1.vals, ValBuf::F64(vec![1.0, 2.0].into()));
    let empty = read("%%MatrixMarket matrix coordinate real general\n0 0 0\n").1;
    assert!(empty.is_empty());
}

const HEAD: &str = "%%MatrixMarket matrix coordinate real general\n";

#[test]
fn banner_errors() {
    assert_eq!(
        error(""),
        "<input>:1:1: error: expected the banner '%%MatrixMarket matrix <format> <field> <symmetry>'"
    );
    assert!(error("%%MatrixMarketmatrix coordinate real general\n")
        .starts_with("<input>:1:1: error: expected the banner"));
    assert_eq!(
        error("%%MatrixMarket vector coordinate real general\n"),
        "<input>:1:16: error: unsupported object 'vector': expected 'matrix'"
    );
    assert_eq!(
        error("%%MatrixMarket matrix sparse real general\n"),
        "<input>:1:23: error: unknown format 'sparse': expected 'coordinate' or 'array'"
    );
    assert_eq!(
        error("%%MatrixMarket matrix coordinate float general\n"),
        "<input>:1:34: error: unknown field 'float': \
         expected 'real', 'double', 'integer', 'pattern' or 'complex'"
    );
    assert_eq!(
        error("%%MatrixMarket matrix coordinate real upper\n"),
        "<input>:1:39: error: unknown symmetry 'upper': \
         expected 'general', 'symmetric', 'skew-symmetric' or 'hermitian'"
    );
    assert_eq!(
        error("%%MatrixMarket matrix coordinate real\n"),
        "<input>:1:38: error: missing symmetry in the banner"
    );
    assert_eq!(
        error("%%MatrixMarket matrix coordinate real general x\n"),
        "<input>:1:47: error: unexpected 'x' after the banner"
    );
    assert_eq!(
        error("%%MatrixMarket matrix array pattern general\n"),
        "<input>:1:29: error: the pattern field needs the coordinate format"
    );
    assert_eq!(
        error("%%MatrixMarket matrix coordinate real hermitian\n"),
        "<input>:1:39: error: hermitian symmetry needs the complex field"
    );
    assert_eq!(
        error("%%MatrixMarket matrix coordinate pattern skew-symmetric\n"),
        "<input>:1:42: error: skew-symmetric symmetry cannot go with the pattern field"
    );
}

#[test]
fn size_line_errors() {
    assert_eq!(error(&format!("{HEAD}% only comments\n")), "<input>:3:1: error: missing size line");
    assert_eq!(
        error(&format!("{HEAD}3 4\n")),
        "<input>:2:4: error: expected 3 numbers (rows, columns, entries), found 2"
    );
    assert_eq!(
        error(&format!("{HEAD}3 4 5 6\n")),
        "<input>:2:7: error: expected 3 numbers (rows, columns, entries), found more"
    );
    assert_eq!(
        error(&format!("{HEAD}3 x 5\n")),
        "<input>:2:3: error: expected a non-negative integer, found 'x'"
    );
    assert_eq!(
        error(&format!("{HEAD}3 -4 5\n")),
        "<input>:2:3: error: expected a non-negative integer, found '-4'"
    );
    assert_eq!(
        error(&format!("{HEAD}99999999999999999999 1 1\n")),
        "<input>:2:1: error: number '99999999999999999999' is too large"
    );
    let sym = "%%MatrixMarket matrix coordinate real symmetric\n3 4 0\n";
    assert_eq!(error(sym), "<input>:2:1: error: a symmetric matrix must be square, found 3x4");
    let arr = "%%MatrixMarket matrix array real general\n4294967296 4294967296\n";
    assert_eq!(error(arr), "<input>:2:1: error: the number of values of this array overflows 64 bits");
}

#[test]
fn entry_errors() {
    let e = |body: &str| error(&format!("{HEAD}3 3 2\n{body}"));
    assert_eq!(e("1 1 1\n"), "<input>:4:1: error: expected 2 entries, found 1");
    assert_eq!(e("1 1 1\n2 2 2\n3 3 3\n"), "<input>:5:1: error: too many entries: the header declares 2");
    assert_eq!(e("1 1 1\n4 1 2\n"), "<input>:4:1: error: row index 4 is out of range 1..=3");
    assert_eq!(e("1 1 1\n1 9 2\n"), "<input>:4:3: error: column index 9 is out of range 1..=3");
    assert_eq!(e("0 1 1\n1 1 2\n"), "<input>:3:1: error: invalid row index 0: indices are 1-based");
    assert_eq!(e("1 1.5 1\n"), "<input>:3:3: error: invalid column index '1.5': expected a positive integer");
    assert_eq!(
        e("1 99999999999999999999 1\n"),
        "<input>:3:3: error: column index '99999999999999999999' is too large"
    );
    assert_eq!(e("1 1 abc\n"), "<input>:3:5: error: expected a real number, found 'abc'");
    assert_eq!(e("1 1\n"), "<input>:3:4: error: missing value");
    assert_eq!(e("1\n"), "<input>:3:2: error: missing column index");
    assert_eq!(e("1 1 1 1\n"), "<input>:3:7: error: unexpected '1' after the value");
    let int = "%%MatrixMarket matrix coordinate integer general\n2 2 1\n1 1 2.5\n";
    assert_eq!(error(int), "<input>:3:5: error: expected an integer, found '2.5'");
    let big = "%%MatrixMarket matrix coordinate integer general\n2 2 1\n1 1 9223372036854775808\n";
    assert_eq!(error(big), "<input>:3:5: error: integer '9223372036854775808' does not fit in 64 bits");
    let cplx = "%%MatrixMarket matrix coordinate complex general\n2 2 1\n1 1 2.5\n";
    assert_eq!(error(cplx), "<input>:3:8: error: missing imaginary part");
    let arr = "%%MatrixMarket matrix array real general\n2 1\n1\n";
    assert_eq!(error(arr), "<input>:4:1: error: expected 2 entries, found 1");
}

#[test]
fn the_first_problem_in_file_order_wins() {
    assert_eq!(
        error(&format!("{HEAD}3 3 1\n1 1 1\n1 1 x\n")),
        "<input>:4:1: error: too many entries: the header declares 1"
    );
    assert_eq!(
        error(&format!("{HEAD}3 3 3\n1 1 x\n1 1 1\n")),
        "<input>:3:5: error: expected a real number, found 'x'"
    );
}

#[test]
fn big_inputs_parse_in_parallel_with_the_same_results() {
    let n = 200_000u64;
    let mut text = format!("{HEAD}% big\n1000 1000 {n}\n");
    for e in 0..n {
        text.push_str(&format!("{} {} {}.25\n", e % 1000 + 1, e / 1000 % 1000 + 1, e));
        if e % 50_000 == 7 {
            text.push_str("% a comment\n\n");
        }
    }
    assert!(text.len() > 1 << 21);
    let coo = read(&text).1;
    assert_eq!(coo.len() as u64, n);
    for e in 0..n as usize {
        assert_eq!(coo.crd(e), &[e as u64 % 1000, e as u64 / 1000 % 1000]);
        assert_eq!(coo.vals.get(e), Scalar::Float(e as f64 + 0.25));
    }
    let broken = text.replace("150000.25\n", "150000.25 x\n");
    let want_line = 4 + 150_000 + 2 * 3;
    assert_eq!(error(&broken), format!("<input>:{want_line}:17: error: unexpected 'x' after the value"));
    let extra = format!("{text}1 1 1\n");
    let last = extra.lines().count();
    assert_eq!(error(&extra), format!("<input>:{last}:1: error: too many entries: the header declares {n}"));
}

/// Symmetric expansion over many chunks: each chunk's room for mirror images it does not
/// use (diagonal entries) is dropped when the chunks are put together, and every entry
/// kept is one the parse wrote.
#[test]
fn big_symmetric_inputs_expand_across_chunks() {
    let n = 150_000u64;
    let mut text = format!("%%MatrixMarket matrix coordinate integer symmetric\n500 500 {n}\n");
    let crd = |e: u64| {
        let i = e % 500;
        let j = if e.is_multiple_of(3) { i } else { e / 500 % (i + 1) };
        (i, j)
    };
    for e in 0..n {
        let (i, j) = crd(e);
        text.push_str(&format!("{} {} {e}\n", i + 1, j + 1));
    }
    assert!(text.len() > 1 << 20);
    let mut want = Vec::new();
    for e in 0..n {
        let (i, j) = crd(e);
        want.push((i, j, Scalar::Int(i128::from(e))));
        if i != j {
            want.push((j, i, Scalar::Int(i128::from(e))));
        }
    }
    assert_eq!(entries(&read_with(&text, true, None)), want);
}

fn round_trip(coo: &Coo, opts: &MtxWriteOptions, read_opts: &MtxOptions) -> Coo {
    let mut out = Vec::new();
    write_mtx(coo, opts, &mut out).unwrap();
    read_mtx_bytes(&out, read_opts).unwrap().1
}

#[test]
fn write_format() {
    let coo = Coo {
        dim_sizes: vec![2, 3],
        crds: vec![0u64, 2, 1, 0].into(),
        vals: ValBuf::F64(vec![1.5, -1e-7].into()),
    };
    let opts = MtxWriteOptions { field: None, comments: vec!["made by a test".into()] };
    let mut out = Vec::new();
    write_mtx(&coo, &opts, &mut out).unwrap();
    let want = "%%MatrixMarket matrix coordinate real general\n%made by a test\n2 3 2\n1 3 1.5\n2 1 -1e-7\n";
    assert_eq!(String::from_utf8(out).unwrap(), want);
    let mut out = Vec::new();
    write_mtx(&coo, &MtxWriteOptions { field: Some(MtxField::Pattern), ..Default::default() }, &mut out)
        .unwrap();
    assert_eq!(
        String::from_utf8(out).unwrap(),
        "%%MatrixMarket matrix coordinate pattern general\n2 3 2\n1 3\n2 1\n"
    );
}

#[test]
fn write_read_round_trips() {
    let crds = vec![0u64, 0, 4, 1, 2, 2, 3, 4];
    let vals = [
        ValBuf::F64(vec![0.1, -1e300, 5e-324, f64::MAX].into()),
        ValBuf::F32(vec![0.1, -3.4e38, 1e-45, 7.0].into()),
        ValBuf::I64(vec![i64::MIN, -1, 0, i64::MAX].into()),
        ValBuf::I8(vec![-128, 5, 0, 127].into()),
        ValBuf::C64(
            vec![
                Complex::new(0.1, -0.2),
                Complex::new(1e-300, 3.0),
                Complex::new(0.0, 0.0),
                Complex::new(-1.0, 1.0),
            ]
            .into(),
        ),
        ValBuf::C32(vec![Complex::new(0.1, -0.2); 4].into()),
    ];
    for vals in vals {
        let elem = vals.elem_type();
        let coo = Coo { dim_sizes: vec![5, 5], crds: crds.clone().into(), vals };
        let back =
            round_trip(&coo, &Default::default(), &MtxOptions { expand_symmetry: false, elem: Some(elem) });
        assert_eq!(back, coo);
    }
}

#[test]
fn write_options_and_errors() {
    let coo = Coo { dim_sizes: vec![2, 2], crds: vec![1u64, 1].into(), vals: ValBuf::I32(vec![3].into()) };
    let as_real = MtxWriteOptions { field: Some(MtxField::Real), ..Default::default() };
    assert_eq!(round_trip(&coo, &as_real, &MtxOptions::default()).vals, ValBuf::F64(vec![3.0].into()));
    let as_cplx = MtxWriteOptions { field: Some(MtxField::Complex), ..Default::default() };
    assert_eq!(
        round_trip(&coo, &as_cplx, &MtxOptions::default()).vals,
        ValBuf::C64(vec![Complex::new(3.0, 0.0)].into())
    );
    let floats =
        Coo { dim_sizes: vec![2, 2], crds: vec![1u64, 1].into(), vals: ValBuf::F64(vec![3.5].into()) };
    let as_int = MtxWriteOptions { field: Some(MtxField::Integer), ..Default::default() };
    let err = write_mtx(&floats, &as_int, Vec::new()).unwrap_err().to_string();
    assert_eq!(err, "error: cannot write f64 values as a Matrix Market 'integer' field");
    let vector = Coo { dim_sizes: vec![3], crds: vec![1u64].into(), vals: ValBuf::F64(vec![1.0].into()) };
    let err = write_mtx(&vector, &Default::default(), Vec::new()).unwrap_err().to_string();
    assert_eq!(err, "error: a Matrix Market file holds a matrix (rank 2), not a rank-1 tensor");
    let outside =
        Coo { dim_sizes: vec![2, 2], crds: vec![1u64, 2].into(), vals: ValBuf::F64(vec![1.0].into()) };
    assert!(write_mtx(&outside, &Default::default(), Vec::new()).is_err());
}

#[test]
fn header_only() {
    let h = read_mtx_header(b"%%MatrixMarket matrix coordinate pattern symmetric\n% c\n5 5 7\n").unwrap();
    assert_eq!(
        (h.field, h.symmetry, h.nrows, h.ncols, h.nnz),
        (MtxField::Pattern, MtxSymmetry::Symmetric, 5, 5, 7)
    );
}

/// Lines the one-pass fast path takes (single spaces, short indices, a real with one
/// digit before the dot) mixed with every shape it leaves to the general path (blanks
/// other than one space, long indices, exponents, integers, long integer parts, CRLF,
/// comments, the last bytes of the input): each entry as a plain reference parse of its
/// line says, in any element type and with symmetric expansion.
#[test]
fn fast_and_general_lines_read_the_same() {
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move |n: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % n
    };
    let (rows, cols) = (123_456_789u64, 4321u64);
    let mut text = String::new();
    let (mut want, mut want_f32) = (Vec::new(), Vec::new());
    for line in 0..20_000 {
        let i = [1, 9, 10, 99_999, 1_234_567, 12_345_678, rows][next(7) as usize]
            .min(rows)
            .saturating_sub(next(2))
            .max(1);
        let j = 1 + next(cols);
        let digits: String = (0..next(19)).map(|_| char::from(b'0' + next(10) as u8)).collect();
        let int_part = [0, 7, 42, 123_456_789][next(4) as usize];
        let value = match next(8) {
            0 => format!("{int_part}"),
            1 => format!("{int_part}.{digits}e-{}", next(30)),
            2 => format!("-{}.{digits}", next(10)),
            3 => format!("{int_part}.{digits}"),
            _ => format!("{}.{digits}", next(10)),
        };
        let (sep1, sep2, end) = match next(12) {
            0 => ("\t", " ", "\n"),
            1 => (" ", "  ", "\n"),
            2 => (" ", " ", " \n"),
            3 => (" ", " ", "\r\n"),
            _ => (" ", " ", "\n"),
        };
        if line % 997 == 5 {
            text.push_str("% a comment\n\n");
        }
        text.push_str(&format!("{i}{sep1}{j}{sep2}{value}{end}"));
        want.push((i - 1, j - 1, value.parse::<f64>().unwrap()));
        want_f32.push(value.parse::<f32>().unwrap());
    }
    let last = "0.12345678901234567";
    text.push_str(&format!("3 4 {last}"));
    want.push((2, 3, last.parse::<f64>().unwrap()));
    want_f32.push(last.parse::<f32>().unwrap());
    let file = format!("%%MatrixMarket matrix coordinate real general\n{rows} {cols} {}\n{text}", want.len());
    let coo = read(&file).1;
    assert_eq!(coo.len(), want.len());
    for (e, &(i, j, v)) in want.iter().enumerate() {
        assert_eq!(coo.crd(e), &[i, j], "entry {e}");
        assert_eq!(coo.vals.get(e), Scalar::Float(v), "entry {e}");
    }
    let single = read_with(&file, false, Some(ElemType::F32));
    for (e, &v) in want_f32.iter().enumerate() {
        assert_eq!(single.vals.get(e), Scalar::Float(f64::from(v)), "entry {e}");
    }
    let square = file.replacen(&format!("{rows} {cols}"), &format!("{rows} {rows}"), 1);
    let symmetric = square.replacen("general", "symmetric", 1);
    let mirrored = read_with(&symmetric, true, None);
    let off_diagonal = want.iter().filter(|&&(i, j, _)| i != j).count();
    assert_eq!(mirrored.len(), want.len() + off_diagonal);
}

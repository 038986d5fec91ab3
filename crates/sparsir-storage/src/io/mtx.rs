//! Matrix Market (`.mtx`) files: every header variant read, coordinate files written.
//!
//! Why: Matrix Market is how sparse matrices travel between MLIR's `sparse_tensor.new`,
//! scipy, GraphBLAS and the SuiteSparse collection. A file is a banner, comment lines,
//! a size line and the entries, with 1-based indices:
//!
//! ```text
//! %%MatrixMarket matrix coordinate real general
//! % a 3x4 matrix with 3 entries
//! 3 4 3
//! 1 1 1.5
//! 2 3 -2
//! 3 4 1e-3
//! ```
//!
//! The banner is `%%MatrixMarket matrix <format> <field> <symmetry>`, case-insensitive:
//! format `coordinate` or `array`; field `real`, `double`, `integer`, `pattern` or
//! `complex`; symmetry `general`, `symmetric`, `skew-symmetric` or `hermitian`.
//!
//! Decisions (each matches at least one of MLIR 22, scipy, fast_matrix_market):
//!
//! * **Symmetry.** [`MtxOptions::expand_symmetry`] off (the default) keeps only the
//!   listed entries, as MLIR's `sparse_tensor.new` does for symmetric files; on, every
//!   off-diagonal entry `(i, j, v)` also yields `(j, i, v)` (`-v` for skew-symmetric,
//!   `conj(v)` for hermitian), as scipy and GraphBLAS do. MLIR rejects skew-symmetric
//!   and hermitian files; we read them.
//! * **Array format** (dense, column-major) becomes one entry per listed value, zeros
//!   included (like scipy's dense result; the builder drops nothing). Symmetric arrays
//!   list the lower triangle by columns, skew-symmetric ones without the diagonal.
//! * **Pattern** entries have the value 1; anything after the indices is ignored (MLIR
//!   does the same). Other fields reject extra tokens after the value.
//! * **Values** are converted to the requested element type; the default follows the
//!   field: real → f64, integer → i64, pattern → f64, complex → complex<f64>.
//! * Blank lines and `%` comment lines may appear anywhere after the banner.

use std::io::Write;
use std::path::Path;

use super::{
    create_file, header_numbers, next_content_line, parse_body, push_i128, push_shortest, push_u64,
    show, starts_with_ignore_case, tokens, write_entries, write_error, BodySpec, Input, Mirror,
    ParseErr, ValKind,
};
use crate::coo::Coo;
use crate::elem::{ElemType, Scalar};
use crate::error::{Result, StorageError};

/// The object of a Matrix Market file (only matrices exist in the format we read).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MtxObject {
    /// `matrix`
    Matrix,
}

/// How the entries are listed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MtxFormat {
    /// `coordinate`: `row column value` lines.
    Coordinate,
    /// `array`: every value, column by column.
    Array,
}

/// The kind of values (`double` reads as [`MtxField::Real`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MtxField {
    /// `real` or `double`
    Real,
    /// `integer`
    Integer,
    /// `pattern`: no values
    Pattern,
    /// `complex`: real and imaginary parts
    Complex,
}

/// Which entries are implied by the listed ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MtxSymmetry {
    /// `general`: none.
    General,
    /// `symmetric`: `a(j,i) = a(i,j)`.
    Symmetric,
    /// `skew-symmetric`: `a(j,i) = -a(i,j)`.
    SkewSymmetric,
    /// `hermitian`: `a(j,i) = conj(a(i,j))`.
    Hermitian,
}

/// The banner and size line of a Matrix Market file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MtxHeader {
    /// Always [`MtxObject::Matrix`].
    pub object: MtxObject,
    /// Coordinate or array.
    pub format: MtxFormat,
    /// Kind of values.
    pub field: MtxField,
    /// Symmetry.
    pub symmetry: MtxSymmetry,
    /// Number of rows.
    pub nrows: u64,
    /// Number of columns.
    pub ncols: u64,
    /// Number of listed entries (for arrays: the number of listed values).
    pub nnz: u64,
}

/// How to read a Matrix Market file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MtxOptions {
    /// Mirror the off-diagonal entries of symmetric, skew-symmetric and hermitian files
    /// (scipy, GraphBLAS). Off: keep the listed triangle only (MLIR's `sparse_tensor.new`).
    pub expand_symmetry: bool,
    /// Element type of the values; `None` follows the field ([`MtxField::default_elem`]).
    pub elem: Option<ElemType>,
}

/// How to write a Matrix Market file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MtxWriteOptions {
    /// The field; `None` follows the element type (integer → `integer`, float → `real`,
    /// complex → `complex`). `pattern` drops the values.
    pub field: Option<MtxField>,
    /// Comment lines written after the banner (without the leading `%`).
    pub comments: Vec<String>,
}

impl MtxField {
    /// The element type values of this field read as by default.
    pub fn default_elem(self) -> ElemType {
        match self {
            MtxField::Real | MtxField::Pattern => ElemType::F64,
            MtxField::Integer => ElemType::I64,
            MtxField::Complex => ElemType::C64,
        }
    }

    /// The banner word.
    pub fn name(self) -> &'static str {
        match self {
            MtxField::Real => "real",
            MtxField::Integer => "integer",
            MtxField::Pattern => "pattern",
            MtxField::Complex => "complex",
        }
    }

    /// The field that holds values of `elem` exactly.
    pub fn for_elem(elem: ElemType) -> MtxField {
        if elem.is_complex() {
            MtxField::Complex
        } else if elem.is_integer() {
            MtxField::Integer
        } else {
            MtxField::Real
        }
    }
}

impl MtxSymmetry {
    /// The banner word.
    pub fn name(self) -> &'static str {
        match self {
            MtxSymmetry::General => "general",
            MtxSymmetry::Symmetric => "symmetric",
            MtxSymmetry::SkewSymmetric => "skew-symmetric",
            MtxSymmetry::Hermitian => "hermitian",
        }
    }
}

/// Reads a Matrix Market file; errors are `file:line:col: error: …`.
pub fn read_mtx_file(path: &Path, opts: &MtxOptions) -> Result<(MtxHeader, Coo)> {
    let input = Input::load(path)?;
    read_mtx_bytes(&input, opts).map_err(|e| e.in_file(&path.display().to_string()))
}

/// Reads a Matrix Market file held in memory; errors carry `line:col` but no file name.
pub fn read_mtx_bytes(text: &[u8], opts: &MtxOptions) -> Result<(MtxHeader, Coo)> {
    read(text, opts).map_err(|e| e.locate(text))
}

/// Reads only the banner and size line.
pub fn read_mtx_header(text: &[u8]) -> Result<MtxHeader> {
    parse_header(text)
        .map(|(h, _)| h)
        .map_err(|e| e.locate(text))
}

fn read(text: &[u8], opts: &MtxOptions) -> std::result::Result<(MtxHeader, Coo), ParseErr> {
    let (header, body) = parse_header(text)?;
    let elem = opts.elem.unwrap_or(header.field.default_elem());
    let kind = match header.field {
        MtxField::Real => ValKind::Real,
        MtxField::Integer => ValKind::Integer,
        MtxField::Pattern => ValKind::Pattern,
        MtxField::Complex => ValKind::Complex,
    };
    let mirror = match (opts.expand_symmetry, header.symmetry) {
        (false, _) | (_, MtxSymmetry::General) => Mirror::None,
        (true, MtxSymmetry::Symmetric) => Mirror::Symmetric,
        (true, MtxSymmetry::SkewSymmetric) => Mirror::Skew,
        (true, MtxSymmetry::Hermitian) => Mirror::Hermitian,
    };
    let dims = [header.nrows, header.ncols];
    let coo = if header.format == MtxFormat::Coordinate {
        let spec = BodySpec {
            dims: &dims,
            matrix: true,
            kind,
            mirror,
            comment: b'%',
            declared: header.nnz,
            elem,
        };
        let b = parse_body(text, body, &spec)?;
        Coo {
            dim_sizes: dims.to_vec(),
            crds: b.crds,
            vals: b.vals,
        }
    } else {
        let spec = BodySpec {
            dims: &[],
            matrix: true,
            kind,
            mirror: Mirror::None,
            comment: b'%',
            declared: header.nnz,
            elem,
        };
        let b = parse_body(text, body, &spec)?;
        array_to_coo(&header, b.vals, mirror)
    };
    Ok((header, coo))
}

/// Places the values of an array file at their column-major positions (the listed
/// triangle for non-general symmetry), mirroring off-diagonal ones when asked.
fn array_to_coo(h: &MtxHeader, vals: crate::elem::ValBuf, mirror: Mirror) -> Coo {
    let dims = vec![h.nrows, h.ncols];
    if vals.is_empty() {
        return Coo {
            dim_sizes: dims,
            crds: Vec::new(),
            vals,
        };
    }
    if mirror == Mirror::None && h.symmetry == MtxSymmetry::General {
        let crds = (0..h.ncols)
            .flat_map(|j| (0..h.nrows).flat_map(move |i| [i, j]))
            .collect();
        return Coo {
            dim_sizes: dims,
            crds,
            vals,
        };
    }
    let mut coo = Coo::new(dims, vals.elem_type());
    let mut k = 0;
    for j in 0..h.ncols {
        let first = match h.symmetry {
            MtxSymmetry::General => 0,
            MtxSymmetry::SkewSymmetric => j + 1,
            _ => j,
        };
        for i in first..h.nrows {
            let v = vals.get(k);
            k += 1;
            coo.crds.extend([i, j]);
            coo.vals.push_scalar(v);
            if mirror != Mirror::None && i != j {
                coo.crds.extend([j, i]);
                coo.vals.push_scalar(mirror_scalar(v, mirror));
            }
        }
    }
    coo
}

fn mirror_scalar(v: Scalar, mirror: Mirror) -> Scalar {
    match (mirror, v) {
        (Mirror::Skew, Scalar::Int(x)) => Scalar::Int(-x),
        (Mirror::Skew, Scalar::Float(x)) => Scalar::Float(-x),
        (Mirror::Skew, Scalar::Complex(re, im)) => Scalar::Complex(-re, -im),
        (Mirror::Hermitian, Scalar::Complex(re, im)) => Scalar::Complex(re, -im),
        (_, v) => v,
    }
}

// ---------------------------------------------------------------------------------------
// Header
// ---------------------------------------------------------------------------------------

/// Parses the banner and size line; returns the header and the offset of the body.
fn parse_header(text: &[u8]) -> std::result::Result<(MtxHeader, usize), ParseErr> {
    let end = super::line_end(text, 0);
    let (format, field, symmetry) = parse_banner(text, end)?;
    let Some(size_line) = next_content_line(text, (end + 1).min(text.len()), b'%') else {
        return Err(ParseErr::new(text.len(), "missing size line"));
    };
    let (nrows, ncols, nnz) = if format == MtxFormat::Coordinate {
        let v = header_numbers(text, size_line, 3, "rows, columns, entries")?;
        (v[0], v[1], v[2])
    } else {
        let v = header_numbers(text, size_line, 2, "rows, columns")?;
        (
            v[0],
            v[1],
            array_count(v[0], v[1], symmetry).ok_or_else(|| too_big(size_line.0))?,
        )
    };
    if symmetry != MtxSymmetry::General && nrows != ncols {
        let msg = format!(
            "a {} matrix must be square, found {nrows}x{ncols}",
            symmetry.name()
        );
        return Err(ParseErr::new(size_line.0, msg));
    }
    let header = MtxHeader {
        object: MtxObject::Matrix,
        format,
        field,
        symmetry,
        nrows,
        ncols,
        nnz,
    };
    Ok((header, (size_line.1 + 1).min(text.len())))
}

fn too_big(at: usize) -> ParseErr {
    ParseErr::new(at, "the number of values of this array overflows 64 bits")
}

/// The number of values an array file lists.
fn array_count(nrows: u64, ncols: u64, symmetry: MtxSymmetry) -> Option<u64> {
    match symmetry {
        MtxSymmetry::General => nrows.checked_mul(ncols),
        MtxSymmetry::SkewSymmetric => nrows.checked_mul(nrows.saturating_sub(1)).map(|v| v / 2),
        _ => nrows.checked_mul(nrows.checked_add(1)?).map(|v| v / 2),
    }
}

/// Parses line 1 (`text[..end]`): the banner and its four words, and checks they go
/// together.
fn parse_banner(
    text: &[u8],
    end: usize,
) -> std::result::Result<(MtxFormat, MtxField, MtxSymmetry), ParseErr> {
    let toks = tokens(text, 0, end, 6);
    if !starts_with_ignore_case(text, b"%%MatrixMarket")
        || !toks
            .first()
            .is_some_and(|t| t.1.eq_ignore_ascii_case(b"%%MatrixMarket"))
    {
        return Err(ParseErr::new(
            0,
            "expected the banner '%%MatrixMarket matrix <format> <field> <symmetry>'",
        ));
    }
    let word = |i: usize, what: &str| {
        toks.get(i)
            .map(|&(at, t)| (at, t.to_ascii_lowercase()))
            .ok_or_else(|| ParseErr::new(end, format!("missing {what} in the banner")))
    };
    let (at, object) = word(1, "object")?;
    if object != b"matrix" {
        return Err(ParseErr::new(
            at,
            format!("unsupported object '{}': expected 'matrix'", show(&object)),
        ));
    }
    let format = parse_format(word(2, "format")?)?;
    let (field_at, field) = word(3, "field")?;
    let field = parse_field((field_at, field))?;
    let (sym_at, symmetry) = word(4, "symmetry")?;
    let symmetry = parse_symmetry((sym_at, symmetry))?;
    if let Some(&(at, t)) = toks.get(5) {
        return Err(ParseErr::new(
            at,
            format!("unexpected '{}' after the banner", show(t)),
        ));
    }
    check_combination(format, (field_at, field), (sym_at, symmetry))?;
    Ok((format, field, symmetry))
}

fn parse_format((at, w): (usize, Vec<u8>)) -> std::result::Result<MtxFormat, ParseErr> {
    match &w[..] {
        b"coordinate" => Ok(MtxFormat::Coordinate),
        b"array" => Ok(MtxFormat::Array),
        _ => Err(ParseErr::new(
            at,
            format!(
                "unknown format '{}': expected 'coordinate' or 'array'",
                show(&w)
            ),
        )),
    }
}

fn parse_field((at, w): (usize, Vec<u8>)) -> std::result::Result<MtxField, ParseErr> {
    match &w[..] {
        b"real" | b"double" => Ok(MtxField::Real),
        b"integer" => Ok(MtxField::Integer),
        b"pattern" => Ok(MtxField::Pattern),
        b"complex" => Ok(MtxField::Complex),
        _ => Err(ParseErr::new(
            at,
            format!(
                "unknown field '{}': expected 'real', 'double', 'integer', 'pattern' or 'complex'",
                show(&w)
            ),
        )),
    }
}

fn parse_symmetry((at, w): (usize, Vec<u8>)) -> std::result::Result<MtxSymmetry, ParseErr> {
    match &w[..] {
        b"general" => Ok(MtxSymmetry::General),
        b"symmetric" => Ok(MtxSymmetry::Symmetric),
        b"skew-symmetric" => Ok(MtxSymmetry::SkewSymmetric),
        b"hermitian" => Ok(MtxSymmetry::Hermitian),
        _ => Err(ParseErr::new(
            at,
            format!(
                "unknown symmetry '{}': expected 'general', 'symmetric', 'skew-symmetric' or 'hermitian'",
                show(&w)
            ),
        )),
    }
}

/// The combinations the Matrix Market definition excludes.
fn check_combination(
    format: MtxFormat,
    (field_at, field): (usize, MtxField),
    (sym_at, symmetry): (usize, MtxSymmetry),
) -> std::result::Result<(), ParseErr> {
    if field == MtxField::Pattern && format == MtxFormat::Array {
        return Err(ParseErr::new(
            field_at,
            "the pattern field needs the coordinate format",
        ));
    }
    if symmetry == MtxSymmetry::Hermitian && field != MtxField::Complex {
        return Err(ParseErr::new(
            sym_at,
            "hermitian symmetry needs the complex field",
        ));
    }
    if symmetry == MtxSymmetry::SkewSymmetric && field == MtxField::Pattern {
        return Err(ParseErr::new(
            sym_at,
            "skew-symmetric symmetry cannot go with the pattern field",
        ));
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------

/// Writes a rank-2 [`Coo`] as a `coordinate <field> general` file, entries in the
/// list's order, 1-based. Floats are written with the shortest digits that read back
/// to the same value (single-precision types with `f32` digits).
pub fn write_mtx<W: Write>(coo: &Coo, opts: &MtxWriteOptions, mut w: W) -> Result<()> {
    if coo.rank() != 2 {
        return Err(StorageError::new(format!(
            "a Matrix Market file holds a matrix (rank 2), not a rank-{} tensor",
            coo.rank()
        )));
    }
    coo.validate()?;
    let elem = coo.vals.elem_type();
    let field = opts.field.unwrap_or(MtxField::for_elem(elem));
    check_write_field(field, elem)?;
    let mut head = format!(
        "%%MatrixMarket matrix coordinate {} general\n",
        field.name()
    );
    for line in opts.comments.iter().flat_map(|c| c.lines()) {
        head.push('%');
        head.push_str(line);
        head.push('\n');
    }
    head.push_str(&format!(
        "{} {} {}\n",
        coo.dim_sizes[0],
        coo.dim_sizes[1],
        coo.len()
    ));
    w.write_all(head.as_bytes()).map_err(write_error)?;
    let single = matches!(
        elem,
        ElemType::F32 | ElemType::F16 | ElemType::BF16 | ElemType::C32
    );
    write_entries(&mut w, coo.len(), |e, buf| {
        push_u64(buf, coo.crds[2 * e] + 1);
        buf.push(b' ');
        push_u64(buf, coo.crds[2 * e + 1] + 1);
        if field != MtxField::Pattern {
            buf.push(b' ');
            push_value(buf, coo.vals.get(e), field, single);
        }
        buf.push(b'\n');
    })
    .and_then(|_| w.flush())
    .map_err(write_error)
}

/// Writes a Matrix Market file (see [`write_mtx`]).
pub fn write_mtx_file(path: &Path, coo: &Coo, opts: &MtxWriteOptions) -> Result<()> {
    let file = create_file(path)?;
    write_mtx(coo, opts, file).map_err(|e| e.in_file(&path.display().to_string()))
}

fn check_write_field(field: MtxField, elem: ElemType) -> Result<()> {
    let ok = match field {
        MtxField::Pattern | MtxField::Complex => true,
        MtxField::Real => !elem.is_complex(),
        MtxField::Integer => elem.is_integer(),
    };
    if ok {
        Ok(())
    } else {
        Err(StorageError::new(format!(
            "cannot write {elem} values as a Matrix Market '{}' field",
            field.name()
        )))
    }
}

fn push_value(buf: &mut Vec<u8>, v: Scalar, field: MtxField, single: bool) {
    match v {
        Scalar::Int(x) => push_i128(buf, x),
        Scalar::Float(x) => push_shortest(buf, x, single),
        Scalar::Complex(re, im) => {
            push_shortest(buf, re, single);
            buf.push(b' ');
            push_shortest(buf, im, single);
        }
    }
    if field == MtxField::Complex && !matches!(v, Scalar::Complex(..)) {
        buf.extend_from_slice(b" 0");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::elem::ValBuf;
    use num_complex::Complex;

    fn read(text: &str) -> (MtxHeader, Coo) {
        read_mtx_bytes(text.as_bytes(), &MtxOptions::default()).unwrap()
    }

    fn read_with(text: &str, expand_symmetry: bool, elem: Option<ElemType>) -> Coo {
        read_mtx_bytes(
            text.as_bytes(),
            &MtxOptions {
                expand_symmetry,
                elem,
            },
        )
        .unwrap()
        .1
    }

    /// The error as printed: `<input>:line:col: error: message`.
    fn error(text: &str) -> String {
        read_mtx_bytes(text.as_bytes(), &MtxOptions::default())
            .unwrap_err()
            .to_string()
    }

    fn entries(coo: &Coo) -> Vec<(u64, u64, Scalar)> {
        (0..coo.len())
            .map(|e| (coo.crd(e)[0], coo.crd(e)[1], coo.vals.get(e)))
            .collect()
    }

    #[test]
    fn real_general() {
        let (h, coo) = read(
            "%%MatrixMarket matrix coordinate real general\n% c\n3 4 3\n1 1 1.5\n3 4 -2e3\n2 2 7\n",
        );
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
        assert_eq!(coo.crds, vec![0, 0, 2, 3, 1, 1]);
        assert_eq!(coo.vals, ValBuf::F64(vec![1.5, -2000.0, 7.0]));
    }

    #[test]
    fn banner_is_case_insensitive_and_double_is_real() {
        let (h, coo) = read("%%matrixmarket MATRIX Coordinate DOUBLE General\n1 1 1\n1 1 2.5\n");
        assert_eq!(
            (h.field, h.symmetry),
            (MtxField::Real, MtxSymmetry::General)
        );
        assert_eq!(coo.vals, ValBuf::F64(vec![2.5]));
    }

    #[test]
    fn every_valid_header_variant_reads() {
        let fields = ["real", "double", "integer", "pattern", "complex"];
        let syms = ["general", "symmetric", "skew-symmetric", "hermitian"];
        for format in ["coordinate", "array"] {
            for field in fields {
                for sym in syms {
                    let invalid = (field == "pattern"
                        && (format == "array" || sym == "skew-symmetric"))
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
        let int = read("%%MatrixMarket matrix coordinate integer general\n2 2 2\n1 2 -7\n2 1 9223372036854775807\n").1;
        assert_eq!(int.vals, ValBuf::I64(vec![-7, i64::MAX]));
        let pat =
            read("%%MatrixMarket matrix coordinate pattern general\n2 2 2\n1 2\n2 1 5.0 junk\n").1;
        assert_eq!(pat.vals, ValBuf::F64(vec![1.0, 1.0]));
        let cplx = read("%%MatrixMarket matrix coordinate complex general\n2 2 1\n1 2 1.5 -2\n").1;
        assert_eq!(cplx.vals, ValBuf::C64(vec![Complex::new(1.5, -2.0)]));
    }

    #[test]
    fn values_convert_to_the_requested_element_type() {
        let text = "%%MatrixMarket matrix coordinate real general\n2 2 2\n1 1 0.1\n2 2 -3.7\n";
        assert_eq!(
            read_with(text, false, Some(ElemType::F32)).vals,
            ValBuf::F32(vec![0.1, -3.7])
        );
        assert_eq!(
            read_with(text, false, Some(ElemType::I32)).vals,
            ValBuf::I32(vec![0, -3])
        );
        let ints = "%%MatrixMarket matrix coordinate integer general\n1 2 2\n1 1 3\n1 2 -4\n";
        assert_eq!(
            read_with(ints, false, Some(ElemType::F64)).vals,
            ValBuf::F64(vec![3.0, -4.0])
        );
        assert_eq!(
            read_with(ints, false, Some(ElemType::I8)).vals,
            ValBuf::I8(vec![3, -4])
        );
        let big = "%%MatrixMarket matrix coordinate real general\n1 1 1\n1 1 12345678901234567\n";
        assert_eq!(
            read_with(big, false, Some(ElemType::I64)).vals,
            ValBuf::I64(vec![12345678901234567])
        );
    }

    const SYM: &str =
        "%%MatrixMarket matrix coordinate real symmetric\n3 3 3\n1 1 1\n2 1 2\n3 2 3\n";

    #[test]
    fn symmetric_keeps_the_listed_triangle_by_default() {
        let coo = read(SYM).1;
        let f = Scalar::Float;
        assert_eq!(
            entries(&coo),
            vec![(0, 0, f(1.0)), (1, 0, f(2.0)), (2, 1, f(3.0))]
        );
    }

    #[test]
    fn symmetric_expansion_mirrors_off_diagonal_entries() {
        let coo = read_with(SYM, true, None);
        let f = Scalar::Float;
        let want = vec![
            (0, 0, f(1.0)),
            (1, 0, f(2.0)),
            (0, 1, f(2.0)),
            (2, 1, f(3.0)),
            (1, 2, f(3.0)),
        ];
        assert_eq!(entries(&coo), want);
        let skew = "%%MatrixMarket matrix coordinate integer skew-symmetric\n2 2 1\n2 1 5\n";
        assert_eq!(
            entries(&read_with(skew, true, None)),
            vec![(1, 0, Scalar::Int(5)), (0, 1, Scalar::Int(-5))]
        );
        let herm = "%%MatrixMarket matrix coordinate complex hermitian\n2 2 2\n1 1 4 0\n2 1 1 2\n";
        let c = Scalar::Complex;
        let want = vec![
            (0, 0, c(4.0, 0.0)),
            (1, 0, c(1.0, 2.0)),
            (0, 1, c(1.0, -2.0)),
        ];
        assert_eq!(entries(&read_with(herm, true, None)), want);
        let pat = "%%MatrixMarket matrix coordinate pattern symmetric\n2 2 1\n2 1\n";
        assert_eq!(read_with(pat, true, None).crds, vec![1, 0, 0, 1]);
    }

    #[test]
    fn array_format_is_column_major_with_zeros() {
        let (h, coo) = read("%%MatrixMarket matrix array real general\n2 3\n1\n2\n0\n4\n5\n6\n");
        assert_eq!((h.format, h.nnz), (MtxFormat::Array, 6));
        assert_eq!(coo.crds, vec![0, 0, 1, 0, 0, 1, 1, 1, 0, 2, 1, 2]);
        assert_eq!(coo.vals, ValBuf::F64(vec![1.0, 2.0, 0.0, 4.0, 5.0, 6.0]));
    }

    #[test]
    fn symmetric_arrays_list_the_lower_triangle() {
        let text = "%%MatrixMarket matrix array real symmetric\n2 2\n1\n2\n3\n";
        let f = Scalar::Float;
        assert_eq!(
            entries(&read(text).1),
            vec![(0, 0, f(1.0)), (1, 0, f(2.0)), (1, 1, f(3.0))]
        );
        let want = vec![
            (0, 0, f(1.0)),
            (1, 0, f(2.0)),
            (0, 1, f(2.0)),
            (1, 1, f(3.0)),
        ];
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
        assert_eq!(
            read(cplx).1.vals,
            ValBuf::C64(vec![Complex::new(1.0, 2.0), Complex::new(3.0, -4.0)])
        );
    }

    #[test]
    fn comments_blank_lines_and_crlf_are_accepted() {
        let text = "%%MatrixMarket matrix coordinate real general\r\n\r\n% c\r\n  2 2 2 \r\n\r\n1 1 1\r\n% mid\r\n\t2 2\t2\r\n\r\n";
        assert_eq!(read(text).1.vals, ValBuf::F64(vec![1.0, 2.0]));
        let empty = read("%%MatrixMarket matrix coordinate real general\n0 0 0\n").1;
        assert!(empty.is_empty());
    }

    const HEAD: &str = "%%MatrixMarket matrix coordinate real general\n";

    #[test]
    fn banner_errors() {
        assert_eq!(error(""), "<input>:1:1: error: expected the banner '%%MatrixMarket matrix <format> <field> <symmetry>'");
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
        assert_eq!(error("%%MatrixMarket matrix coordinate float general\n"), "<input>:1:34: error: unknown field 'float': expected 'real', 'double', 'integer', 'pattern' or 'complex'");
        assert_eq!(error("%%MatrixMarket matrix coordinate real upper\n"), "<input>:1:39: error: unknown symmetry 'upper': expected 'general', 'symmetric', 'skew-symmetric' or 'hermitian'");
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
        assert_eq!(
            error(&format!("{HEAD}% only comments\n")),
            "<input>:3:1: error: missing size line"
        );
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
        assert_eq!(
            error(sym),
            "<input>:2:1: error: a symmetric matrix must be square, found 3x4"
        );
        let arr = "%%MatrixMarket matrix array real general\n4294967296 4294967296\n";
        assert_eq!(
            error(arr),
            "<input>:2:1: error: the number of values of this array overflows 64 bits"
        );
    }

    #[test]
    fn entry_errors() {
        let e = |body: &str| error(&format!("{HEAD}3 3 2\n{body}"));
        assert_eq!(
            e("1 1 1\n"),
            "<input>:4:1: error: expected 2 entries, found 1"
        );
        assert_eq!(
            e("1 1 1\n2 2 2\n3 3 3\n"),
            "<input>:5:1: error: too many entries: the header declares 2"
        );
        assert_eq!(
            e("1 1 1\n4 1 2\n"),
            "<input>:4:1: error: row index 4 is out of range 1..=3"
        );
        assert_eq!(
            e("1 1 1\n1 9 2\n"),
            "<input>:4:3: error: column index 9 is out of range 1..=3"
        );
        assert_eq!(
            e("0 1 1\n1 1 2\n"),
            "<input>:3:1: error: invalid row index 0: indices are 1-based"
        );
        assert_eq!(
            e("1 1.5 1\n"),
            "<input>:3:3: error: invalid column index '1.5': expected a positive integer"
        );
        assert_eq!(
            e("1 99999999999999999999 1\n"),
            "<input>:3:3: error: column index '99999999999999999999' is too large"
        );
        assert_eq!(
            e("1 1 abc\n"),
            "<input>:3:5: error: expected a real number, found 'abc'"
        );
        assert_eq!(e("1 1\n"), "<input>:3:4: error: missing value");
        assert_eq!(e("1\n"), "<input>:3:2: error: missing column index");
        assert_eq!(
            e("1 1 1 1\n"),
            "<input>:3:7: error: unexpected '1' after the value"
        );
        let int = "%%MatrixMarket matrix coordinate integer general\n2 2 1\n1 1 2.5\n";
        assert_eq!(
            error(int),
            "<input>:3:5: error: expected an integer, found '2.5'"
        );
        let big =
            "%%MatrixMarket matrix coordinate integer general\n2 2 1\n1 1 9223372036854775808\n";
        assert_eq!(
            error(big),
            "<input>:3:5: error: integer '9223372036854775808' does not fit in 64 bits"
        );
        let cplx = "%%MatrixMarket matrix coordinate complex general\n2 2 1\n1 1 2.5\n";
        assert_eq!(error(cplx), "<input>:3:8: error: missing imaginary part");
        let arr = "%%MatrixMarket matrix array real general\n2 1\n1\n";
        assert_eq!(
            error(arr),
            "<input>:4:1: error: expected 2 entries, found 1"
        );
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
            text.push_str(&format!(
                "{} {} {}.25\n",
                e % 1000 + 1,
                e / 1000 % 1000 + 1,
                e
            ));
            if e % 50_000 == 7 {
                text.push_str("% a comment\n\n");
            }
        }
        assert!(text.len() > 1 << 21);
        let coo = read(&text).1;
        assert_eq!(coo.len() as u64, n);
        for e in [0, 1, 77_777, n as usize - 1] {
            assert_eq!(coo.crd(e), &[e as u64 % 1000, e as u64 / 1000 % 1000]);
            assert_eq!(coo.vals.get(e), Scalar::Float(e as f64 + 0.25));
        }
        let broken = text.replace("150000.25\n", "150000.25 x\n");
        let want_line = 4 + 150_000 + 2 * 3;
        assert_eq!(
            error(&broken),
            format!("<input>:{want_line}:17: error: unexpected 'x' after the value")
        );
        let extra = format!("{text}1 1 1\n");
        let last = extra.lines().count();
        assert_eq!(
            error(&extra),
            format!("<input>:{last}:1: error: too many entries: the header declares {n}")
        );
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
            crds: vec![0, 2, 1, 0],
            vals: ValBuf::F64(vec![1.5, -1e-7]),
        };
        let opts = MtxWriteOptions {
            field: None,
            comments: vec!["made by a test".into()],
        };
        let mut out = Vec::new();
        write_mtx(&coo, &opts, &mut out).unwrap();
        let want = "%%MatrixMarket matrix coordinate real general\n%made by a test\n2 3 2\n1 3 1.5\n2 1 -1e-7\n";
        assert_eq!(String::from_utf8(out).unwrap(), want);
        let mut out = Vec::new();
        write_mtx(
            &coo,
            &MtxWriteOptions {
                field: Some(MtxField::Pattern),
                ..Default::default()
            },
            &mut out,
        )
        .unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "%%MatrixMarket matrix coordinate pattern general\n2 3 2\n1 3\n2 1\n"
        );
    }

    #[test]
    fn write_read_round_trips() {
        let crds = vec![0, 0, 4, 1, 2, 2, 3, 4];
        let vals = [
            ValBuf::F64(vec![0.1, -1e300, 5e-324, f64::MAX]),
            ValBuf::F32(vec![0.1, -3.4e38, 1e-45, 7.0]),
            ValBuf::I64(vec![i64::MIN, -1, 0, i64::MAX]),
            ValBuf::I8(vec![-128, 5, 0, 127]),
            ValBuf::C64(vec![
                Complex::new(0.1, -0.2),
                Complex::new(1e-300, 3.0),
                Complex::new(0.0, 0.0),
                Complex::new(-1.0, 1.0),
            ]),
            ValBuf::C32(vec![Complex::new(0.1, -0.2); 4]),
        ];
        for vals in vals {
            let elem = vals.elem_type();
            let coo = Coo {
                dim_sizes: vec![5, 5],
                crds: crds.clone(),
                vals,
            };
            let back = round_trip(
                &coo,
                &Default::default(),
                &MtxOptions {
                    expand_symmetry: false,
                    elem: Some(elem),
                },
            );
            assert_eq!(back, coo);
        }
    }

    #[test]
    fn write_options_and_errors() {
        let coo = Coo {
            dim_sizes: vec![2, 2],
            crds: vec![1, 1],
            vals: ValBuf::I32(vec![3]),
        };
        let as_real = MtxWriteOptions {
            field: Some(MtxField::Real),
            ..Default::default()
        };
        assert_eq!(
            round_trip(&coo, &as_real, &MtxOptions::default()).vals,
            ValBuf::F64(vec![3.0])
        );
        let as_cplx = MtxWriteOptions {
            field: Some(MtxField::Complex),
            ..Default::default()
        };
        assert_eq!(
            round_trip(&coo, &as_cplx, &MtxOptions::default()).vals,
            ValBuf::C64(vec![Complex::new(3.0, 0.0)])
        );
        let floats = Coo {
            dim_sizes: vec![2, 2],
            crds: vec![1, 1],
            vals: ValBuf::F64(vec![3.5]),
        };
        let as_int = MtxWriteOptions {
            field: Some(MtxField::Integer),
            ..Default::default()
        };
        let err = write_mtx(&floats, &as_int, Vec::new())
            .unwrap_err()
            .to_string();
        assert_eq!(
            err,
            "error: cannot write f64 values as a Matrix Market 'integer' field"
        );
        let vector = Coo {
            dim_sizes: vec![3],
            crds: vec![1],
            vals: ValBuf::F64(vec![1.0]),
        };
        let err = write_mtx(&vector, &Default::default(), Vec::new())
            .unwrap_err()
            .to_string();
        assert_eq!(
            err,
            "error: a Matrix Market file holds a matrix (rank 2), not a rank-1 tensor"
        );
        let outside = Coo {
            dim_sizes: vec![2, 2],
            crds: vec![1, 2],
            vals: ValBuf::F64(vec![1.0]),
        };
        assert!(write_mtx(&outside, &Default::default(), Vec::new()).is_err());
    }

    #[test]
    fn header_only() {
        let h =
            read_mtx_header(b"%%MatrixMarket matrix coordinate pattern symmetric\n% c\n5 5 7\n")
                .unwrap();
        assert_eq!(
            (h.field, h.symmetry, h.nrows, h.ncols, h.nnz),
            (MtxField::Pattern, MtxSymmetry::Symmetric, 5, 5, 7)
        );
    }
}

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

use super::body::{parse_body, BodySpec, Mirror, ValKind};
use super::input::{show, Input, ParseErr};
use super::lex::{header_numbers, line_end, next_content_line, tokens};
use super::output::{create_file, push_i128, push_shortest, push_u64, write_entries, write_error};
use super::starts_with_ignore_case;
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
    parse_header(text).map(|(h, _)| h).map_err(|e| e.locate(text))
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
    let coordinate = header.format == MtxFormat::Coordinate;
    let spec = BodySpec {
        dims: if coordinate { &dims } else { &[] },
        matrix: true,
        kind,
        mirror: if coordinate { mirror } else { Mirror::None },
        comment: b'%',
        declared: header.nnz,
        elem,
    };
    let body = parse_body(text, body, &spec)?;
    let coo = if coordinate {
        Coo { dim_sizes: dims.to_vec(), crds: body.crds, vals: body.vals }
    } else {
        array_to_coo(&header, body.vals, mirror)
    };
    Ok((header, coo))
}

/// Places the values of an array file at their column-major positions (the listed
/// triangle for non-general symmetry), mirroring off-diagonal ones when asked.
fn array_to_coo(h: &MtxHeader, vals: crate::elem::ValBuf, mirror: Mirror) -> Coo {
    let dims = vec![h.nrows, h.ncols];
    let mut coo = Coo::new(dims, vals.elem_type());
    if vals.is_empty() {
        return coo;
    }
    if mirror == Mirror::None && h.symmetry == MtxSymmetry::General {
        coo.extend_crds((0..h.ncols).flat_map(|j| (0..h.nrows).flat_map(move |i| [i, j])));
        coo.vals = vals;
        return coo;
    }
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
            coo.extend_crds([i, j]);
            coo.vals.push_scalar(v);
            if mirror != Mirror::None && i != j {
                coo.extend_crds([j, i]);
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
    let end = line_end(text, 0);
    let (format, field, symmetry) = parse_banner(text, end)?;
    let Some(size_line) = next_content_line(text, (end + 1).min(text.len()), b'%') else {
        return Err(ParseErr::new(text.len(), "missing size line"));
    };
    let (nrows, ncols, nnz) = if format == MtxFormat::Coordinate {
        let v = header_numbers(text, size_line, 3, "rows, columns, entries")?;
        (v[0], v[1], v[2])
    } else {
        let v = header_numbers(text, size_line, 2, "rows, columns")?;
        (v[0], v[1], array_count(v[0], v[1], symmetry).ok_or_else(|| too_big(size_line.0))?)
    };
    if symmetry != MtxSymmetry::General && nrows != ncols {
        let msg = format!("a {} matrix must be square, found {nrows}x{ncols}", symmetry.name());
        return Err(ParseErr::new(size_line.0, msg));
    }
    let header = MtxHeader { object: MtxObject::Matrix, format, field, symmetry, nrows, ncols, nnz };
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
        || !toks.first().is_some_and(|t| t.1.eq_ignore_ascii_case(b"%%MatrixMarket"))
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
        return Err(ParseErr::new(at, format!("unsupported object '{}': expected 'matrix'", show(&object))));
    }
    let format = parse_format(word(2, "format")?)?;
    let (field_at, field) = word(3, "field")?;
    let field = parse_field((field_at, field))?;
    let (sym_at, symmetry) = word(4, "symmetry")?;
    let symmetry = parse_symmetry((sym_at, symmetry))?;
    if let Some(&(at, t)) = toks.get(5) {
        return Err(ParseErr::new(at, format!("unexpected '{}' after the banner", show(t))));
    }
    check_combination(format, (field_at, field), (sym_at, symmetry))?;
    Ok((format, field, symmetry))
}

fn parse_format((at, w): (usize, Vec<u8>)) -> std::result::Result<MtxFormat, ParseErr> {
    match &w[..] {
        b"coordinate" => Ok(MtxFormat::Coordinate),
        b"array" => Ok(MtxFormat::Array),
        _ => {
            Err(ParseErr::new(at, format!("unknown format '{}': expected 'coordinate' or 'array'", show(&w))))
        }
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
        return Err(ParseErr::new(field_at, "the pattern field needs the coordinate format"));
    }
    if symmetry == MtxSymmetry::Hermitian && field != MtxField::Complex {
        return Err(ParseErr::new(sym_at, "hermitian symmetry needs the complex field"));
    }
    if symmetry == MtxSymmetry::SkewSymmetric && field == MtxField::Pattern {
        return Err(ParseErr::new(sym_at, "skew-symmetric symmetry cannot go with the pattern field"));
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
    let mut head = format!("%%MatrixMarket matrix coordinate {} general\n", field.name());
    for line in opts.comments.iter().flat_map(|c| c.lines()) {
        head.push('%');
        head.push_str(line);
        head.push('\n');
    }
    head.push_str(&format!("{} {} {}\n", coo.dim_sizes[0], coo.dim_sizes[1], coo.len()));
    w.write_all(head.as_bytes()).map_err(write_error)?;
    let single = matches!(elem, ElemType::F32 | ElemType::F16 | ElemType::BF16 | ElemType::C32);
    write_entries(&mut w, coo.len(), |e, buf| {
        push_u64(buf, coo.crd_at(e, 0) + 1);
        buf.push(b' ');
        push_u64(buf, coo.crd_at(e, 1) + 1);
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
#[path = "mtx_tests.rs"]
mod tests;

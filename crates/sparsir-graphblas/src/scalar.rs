//! The scalar code of every graphblas operator, as MLIR `arith` / `math` text.
//!
//! Why: a named op (`semiring = "min_plus"`, `apply_operator = "minv"`) becomes regions
//! computing on elements; this module is the one place that knows what each name
//! computes, following mlir-graphblas's semantics: integers are signed (`divsi`,
//! `slt`), float comparisons are ordered (`ne` is `one`), `pair` is 1, `minv` of an
//! integer is `x` when `|x| = 1` and 0 otherwise, comparisons stored in a tensor are
//! 0/1 of the tensor's integer type, positional operators give coordinates.

use sparsir_ir::dialects::graphblas::operators::{Binary, Monoid, Unary};

use crate::text::{literal, max_literal, min_literal, Elem, ElemKind, Text};

/// Coordinates a positional operator may read (`index` values): row, column and the
/// contraction coordinate of a multiply.
#[derive(Clone, Default)]
pub struct Coords {
    pub row: Option<String>,
    pub col: Option<String>,
    pub k: Option<String>,
}

/// Converts `v` of type `from` to `to` (same kind: width change; int ↔ float; `i1` is
/// zero-extended, as a comparison's 0/1).
pub fn convert(t: &mut Text, v: &str, from: &Elem, to: &Elem) -> String {
    use ElemKind::*;
    match (from.kind, to.kind) {
        _ if from == to => v.to_string(),
        (Int(1), Int(_)) => t.def(format!("arith.extui {v} : i1 to {}", to.text)),
        (Int(1), Float(_)) => t.def(format!("arith.uitofp {v} : i1 to {}", to.text)),
        (Int(a), Int(b)) if a < b => t.def(format!("arith.extsi {v} : {} to {}", from.text, to.text)),
        (Int(_), Int(_)) => t.def(format!("arith.trunci {v} : {} to {}", from.text, to.text)),
        (Index, Int(_)) | (Int(_), Index) => {
            t.def(format!("arith.index_cast {v} : {} to {}", from.text, to.text))
        }
        (Index, Float(_)) => {
            let i = t.def(format!("arith.index_cast {v} : index to i64"));
            t.def(format!("arith.sitofp {i} : i64 to {}", to.text))
        }
        (Int(_), Float(_)) => t.def(format!("arith.sitofp {v} : {} to {}", from.text, to.text)),
        (Float(_), Int(_)) => t.def(format!("arith.fptosi {v} : {} to {}", from.text, to.text)),
        (Float(_), Index) => {
            let i = t.def(format!("arith.fptosi {v} : {} to i64", from.text));
            t.def(format!("arith.index_cast {i} : i64 to index"))
        }
        (Float(a), Float(b)) if a < b || (a == b && to.text == "f32") => {
            t.def(format!("arith.extf {v} : {} to {}", from.text, to.text))
        }
        (Float(_), Float(_)) => t.def(format!("arith.truncf {v} : {} to {}", from.text, to.text)),
        (Index, Index) => v.to_string(),
    }
}

fn index_elem() -> Elem {
    Elem { text: "index".into(), kind: ElemKind::Index }
}

fn i1() -> Elem {
    Elem { text: "i1".into(), kind: ElemKind::Int(1) }
}

/// `op(a, b)` on elements of type `e`, giving a value of type `out` (different from `e`
/// only for comparisons and positional operators).
pub fn binary(
    t: &mut Text,
    op: Binary,
    a: &str,
    b: &str,
    e: &Elem,
    out: &Elem,
    at: &Coords,
) -> Result<String, String> {
    let f = e.is_float();
    let ty = &e.text;
    let two = |t: &mut Text, fop: &str, iop: &str| {
        t.def(format!("arith.{} {a}, {b} : {ty}", if f { fop } else { iop }))
    };
    let r = match op {
        Binary::Plus => two(t, "addf", "addi"),
        Binary::Minus => two(t, "subf", "subi"),
        Binary::Times => two(t, "mulf", "muli"),
        Binary::Div => two(t, "divf", "divsi"),
        Binary::Rdiv => t.def(format!("arith.{} {b}, {a} : {ty}", if f { "divf" } else { "divsi" })),
        Binary::First => a.to_string(),
        Binary::Second => b.to_string(),
        Binary::Pair => t.constant(&literal(1, e), e),
        Binary::Min | Binary::Max => {
            let pred = match (op == Binary::Min, f) {
                (true, true) => "olt",
                (false, true) => "ogt",
                (true, false) => "slt",
                (false, false) => "sgt",
            };
            let c = t.def(format!("arith.cmp{} {pred}, {a}, {b} : {ty}", if f { "f" } else { "i" }));
            t.def(format!("arith.select {c}, {a}, {b} : {ty}"))
        }
        Binary::Eq | Binary::Ne | Binary::Lt | Binary::Le | Binary::Gt | Binary::Ge => {
            let (fp, ip) = match op {
                Binary::Eq => ("oeq", "eq"),
                Binary::Ne => ("one", "ne"),
                Binary::Lt => ("olt", "slt"),
                Binary::Le => ("ole", "sle"),
                Binary::Gt => ("ogt", "sgt"),
                _ => ("oge", "sge"),
            };
            let c = if f {
                t.def(format!("arith.cmpf {fp}, {a}, {b} : {ty}"))
            } else {
                t.def(format!("arith.cmpi {ip}, {a}, {b} : {ty}"))
            };
            return Ok(convert(t, &c, &i1(), out));
        }
        Binary::Land | Binary::Lor | Binary::Lxor => {
            let name = match op {
                Binary::Land => "andi",
                Binary::Lor => "ori",
                _ => "xori",
            };
            if f {
                return Err(format!("unsupported: '{}' on floats", op.name()));
            }
            t.def(format!("arith.{name} {a}, {b} : {ty}"))
        }
        Binary::Pow => float_only(t, op, e, |t| t.def(format!("math.powf {a}, {b} : {ty}")))?,
        Binary::Atan2 => float_only(t, op, e, |t| t.def(format!("math.atan2 {a}, {b} : {ty}")))?,
        Binary::Hypot => float_only(t, op, e, |t| {
            let aa = t.def(format!("arith.mulf {a}, {a} : {ty}"));
            let bb = t.def(format!("arith.mulf {b}, {b} : {ty}"));
            let s = t.def(format!("arith.addf {aa}, {bb} : {ty}"));
            t.def(format!("math.sqrt {s} : {ty}"))
        })?,
        Binary::Row | Binary::Column | Binary::Index | Binary::Overlapi => {
            let c = coordinate(op, at)?;
            return Ok(convert(t, &c, &index_elem(), out));
        }
    };
    Ok(convert(t, &r, e, out))
}

fn float_only(
    t: &mut Text,
    op: Binary,
    e: &Elem,
    f: impl FnOnce(&mut Text) -> String,
) -> Result<String, String> {
    if !e.is_float() {
        return Err(format!("unsupported: '{}' on integers", op.name()));
    }
    Ok(f(t))
}

/// The coordinate a positional operator reads.
fn coordinate(op: Binary, at: &Coords) -> Result<String, String> {
    let c = match op {
        Binary::Row => at.row.clone(),
        Binary::Column => at.col.clone().or_else(|| at.row.clone()),
        Binary::Index => at.row.clone(),
        _ => at.k.clone(),
    };
    c.ok_or_else(|| format!("unsupported: '{}' where no such coordinate exists", op.name()))
}

/// `op(x)` on an element of type `e`, giving `out` (positional operators give the
/// coordinate converted to `out`).
pub fn unary(t: &mut Text, op: Unary, x: &str, e: &Elem, out: &Elem, at: &Coords) -> Result<String, String> {
    let f = e.is_float();
    let ty = &e.text;
    let math = |t: &mut Text, name: &str| -> Result<String, String> {
        if !f {
            return Err(format!("unsupported: '{}' on integers", op.name()));
        }
        Ok(t.def(format!("math.{name} {x} : {ty}")))
    };
    let r = match op {
        Unary::Identity => x.to_string(),
        Unary::Abs if f => t.def(format!("math.absf {x} : {ty}")),
        Unary::Abs => t.def(format!("math.absi {x} : {ty}")),
        Unary::Ainv if f => t.def(format!("arith.negf {x} : {ty}")),
        Unary::Ainv => {
            let zero = t.constant("0", e);
            t.def(format!("arith.subi {zero}, {x} : {ty}"))
        }
        Unary::Minv if f => {
            let one = t.constant(&literal(1, e), e);
            t.def(format!("arith.divf {one}, {x} : {ty}"))
        }
        Unary::Minv => {
            // GraphBLAS's integer MINV: 1/x is x for x = ±1 and 0 otherwise.
            let (zero, one) = (t.constant("0", e), t.constant("1", e));
            let a = t.def(format!("math.absi {x} : {ty}"));
            let unit = t.def(format!("arith.cmpi eq, {a}, {one} : {ty}"));
            t.def(format!("arith.select {unit}, {x}, {zero} : {ty}"))
        }
        Unary::Acos => math(t, "acos")?,
        Unary::Asin => math(t, "asin")?,
        Unary::Cos => math(t, "cos")?,
        Unary::Sin => math(t, "sin")?,
        Unary::Tan => math(t, "tan")?,
        Unary::Exp => math(t, "exp")?,
        Unary::Log => math(t, "log")?,
        Unary::Sqrt => math(t, "sqrt")?,
        Unary::Isinf => {
            if !f {
                return Err("unsupported: 'isinf' on integers".into());
            }
            let a = t.def(format!("math.absf {x} : {ty}"));
            let inf =
                t.constant("0x7FF0000000000000", &Elem { text: "f64".into(), kind: ElemKind::Float(64) });
            let inf_e = convert(t, &inf, &Elem { text: "f64".into(), kind: ElemKind::Float(64) }, e);
            let c = t.def(format!("arith.cmpf oeq, {a}, {inf_e} : {ty}"));
            return Ok(convert(t, &c, &i1(), out));
        }
        Unary::Row | Unary::Column | Unary::Index => {
            let b = match op {
                Unary::Row => Binary::Row,
                Unary::Column => Binary::Column,
                _ => Binary::Index,
            };
            let c = coordinate(b, at)?;
            return Ok(convert(t, &c, &index_elem(), out));
        }
    };
    Ok(convert(t, &r, e, out))
}

/// The identity of a monoid on `e`, as a literal (`max`: the smallest finite value, as
/// mlir-graphblas chose; `min`: the largest).
pub fn identity(m: Monoid, e: &Elem) -> String {
    match m {
        Monoid::Plus | Monoid::Lor | Monoid::Any => literal(0, e),
        Monoid::Times | Monoid::Land => {
            if e.kind == ElemKind::Int(1) {
                "true".into()
            } else {
                literal(1, e)
            }
        }
        Monoid::Max => min_literal(e),
        Monoid::Min => max_literal(e),
    }
}

/// A region `{^bb0(%x: E, %y: E): … sparse_tensor.yield}` computing `op(x, y)`.
pub fn binary_region(t: &mut Text, op: Binary, e: &Elem, out: &Elem, at: &Coords) -> Result<String, String> {
    let (x, y) = (t.fresh(), t.fresh());
    let body = t.nested(|t| {
        let r = binary(t, op, &x, &y, e, out, at)?;
        t.line(format!("sparse_tensor.yield {r} : {}", out.text));
        Ok(())
    })?;
    Ok(format!("{{\n^bb0({x}: {0}, {y}: {0}):\n{body}\n}}", e.text))
}

/// A region `{^bb0(%x: E): … sparse_tensor.yield}` computing `op(x)`.
pub fn unary_region(t: &mut Text, op: Unary, e: &Elem, out: &Elem, at: &Coords) -> Result<String, String> {
    let x = t.fresh();
    let body = t.nested(|t| {
        let r = unary(t, op, &x, e, out, at)?;
        t.line(format!("sparse_tensor.yield {r} : {}", out.text));
        Ok(())
    })?;
    Ok(format!("{{\n^bb0({x}: {}):\n{body}\n}}", e.text))
}

//! Verifiers of the graphblas ops without regions.
//!
//! Why: the lowering trusts what these check — operand and result counts (the generic
//! form can give any), CSR / CSC / sparse-vector operands, shapes, element types, thunks
//! and the operator names of [`super::operators`]. Messages follow mlir-graphblas's
//! wording ("Operand #0 must be a sparse tensor.", "\"X\" is not a supported
//! operator."), so programs written against it read the same diagnostics.

use super::operators::{
    binary_in, Aggregator, ApplyOp, Selector, Semiring, ACCUMULATE_OPS, INTERSECT_OPS, UNION_OPS,
};
use super::{int_attr, layout, str_attr, Layout};
use crate::attrs::Attr;
use crate::ids::{OpId, TypeId, ValueId};
use crate::ir::Ir;
use crate::types::{Type, DYNAMIC};

pub(crate) type VResult = Result<(), String>;

// ---- shared checks --------------------------------------------------------------------

/// Operand, result and region counts.
pub(crate) fn counts(
    ir: &Ir,
    op: OpId,
    operands: (usize, usize),
    results: usize,
    regions: (usize, usize),
) -> VResult {
    let o = ir.op(op);
    let n = o.operands.len();
    if n < operands.0 || n > operands.1 {
        let want = if operands.0 == operands.1 {
            format!("{}", operands.0)
        } else if operands.1 == usize::MAX {
            format!("at least {}", operands.0)
        } else {
            format!("{} to {}", operands.0, operands.1)
        };
        return Err(format!("expected {want} operands, but found {n}"));
    }
    if o.results.len() != results {
        return Err(format!("expected {results} results, but found {}", o.results.len()));
    }
    let r = o.regions.len();
    if r < regions.0 || r > regions.1 {
        return Err(format!("expected {} to {} regions, but found {r}", regions.0, regions.1));
    }
    if !o.successors.is_empty() {
        return Err("expected no successors".into());
    }
    Ok(())
}

/// The type of operand `i`.
pub(crate) fn operand_ty(ir: &Ir, op: OpId, i: usize) -> TypeId {
    ir.value_type(ir.op(op).operands[i])
}

/// The type of result `i`.
pub(crate) fn result_ty(ir: &Ir, op: OpId, i: usize) -> TypeId {
    ir.value_type(ir.op(op).results[i])
}

/// The layout of a sparse operand (`what`: "Operand #0", "Return value").
pub(crate) fn sparse(ir: &Ir, ty: TypeId, what: &str) -> Result<Layout, String> {
    if ir.type_encoding(ty).is_none() {
        return Err(format!("{what} must be a sparse tensor."));
    }
    layout(ir, ty).ok_or_else(|| format!("{what} must be a CSR matrix, a CSC matrix or a sparse vector."))
}

/// A full (dense) vector: a 1-D tensor without an encoding (sparsir's extension: every
/// entry is present).
pub(crate) fn is_full_vector(ir: &Ir, ty: TypeId) -> bool {
    matches!(ir.type_of(ty), Type::Tensor { shape, elem, encoding: None }
        if shape.len() == 1 && ir.type_of(*elem).is_int_or_index_or_float())
}

/// A sparse operand, or a full vector (which counts as a vector).
pub(crate) fn sparse_or_full(ir: &Ir, ty: TypeId, what: &str) -> Result<Layout, String> {
    if is_full_vector(ir, ty) {
        return Ok(Layout::Vector);
    }
    sparse(ir, ty, what)
}

/// A full result is allowed only when the op stores every entry (`full`), and then
/// without a mask.
fn full_result(ir: &Ir, op: OpId, full: bool, mask_at: usize) -> VResult {
    if !full {
        return Err("Return value may be a dense vector only when every entry is computed.".into());
    }
    if ir.op(op).operands.len() > mask_at {
        return Err("A mask requires a sparse return value.".into());
    }
    Ok(())
}

/// A CSR or CSC matrix.
pub(crate) fn matrix(ir: &Ir, ty: TypeId, what: &str) -> Result<Layout, String> {
    match sparse(ir, ty, what)? {
        Layout::Vector => Err(format!("{what} must be a matrix.")),
        l => Ok(l),
    }
}

/// A sparse vector.
pub(crate) fn vector(ir: &Ir, ty: TypeId, what: &str) -> VResult {
    match sparse(ir, ty, what)? {
        Layout::Vector => Ok(()),
        _ => Err(format!("{what} must be a sparse vector.")),
    }
}

/// The shape of a ranked tensor type (empty for anything else).
pub(crate) fn shape(ir: &Ir, ty: TypeId) -> Vec<i64> {
    match ir.type_of(ty) {
        Type::Tensor { shape, .. } => shape.clone(),
        _ => Vec::new(),
    }
}

/// The element type of a tensor type, or the type itself.
pub(crate) fn elem(ir: &Ir, ty: TypeId) -> TypeId {
    ir.type_of(ty).elem().unwrap_or(ty)
}

/// Two sizes agree unless both are static and differ.
fn size_ok(a: i64, b: i64) -> bool {
    a == DYNAMIC || b == DYNAMIC || a == b
}

/// Same rank and compatible sizes.
pub(crate) fn shapes_match(ir: &Ir, a: TypeId, b: TypeId) -> bool {
    let (sa, sb) = (shape(ir, a), shape(ir, b));
    sa.len() == sb.len() && sa.iter().zip(&sb).all(|(&x, &y)| size_ok(x, y))
}

/// An integer, index or float type (what a tensor's elements and thunks are).
pub(crate) fn is_scalar(ir: &Ir, ty: TypeId) -> bool {
    ir.type_of(ty).is_int_or_index_or_float()
}

/// A string attribute the op requires.
pub(crate) fn required_str<'a>(ir: &'a Ir, op: OpId, name: &str) -> Result<&'a str, String> {
    match ir.op_attr(op, name) {
        None => Err(format!("requires attribute '{name}'")),
        Some(_) => str_attr(ir, op, name).ok_or_else(|| format!("attribute '{name}' must be a string")),
    }
}

/// Optional boolean attributes must be `true` / `false`.
pub(crate) fn bools(ir: &Ir, op: OpId, names: &[&str]) -> VResult {
    for name in names {
        if let Some(a) = ir.op_attr(op, name) {
            if !matches!(ir.attr_of(a), Attr::Bool(_)) {
                return Err(format!("attribute '{name}' must be a bool"));
            }
        }
    }
    Ok(())
}

/// An optional mask (operand `i`) must be sparse with the shape of `like`.
/// `value_mask` (a sparsir extension) makes the mask's entries count only where their
/// value is nonzero, as a GraphBLAS value mask does; without it the mask is structural.
fn mask(ir: &Ir, op: OpId, i: usize, like: TypeId) -> VResult {
    bools(ir, op, &["mask_complement", "value_mask"])?;
    let Some(&m) = ir.op(op).operands.get(i) else {
        if super::bool_attr(ir, op, "value_mask") {
            return Err("'value_mask' requires a mask operand.".into());
        }
        return Ok(());
    };
    let mt = ir.value_type(m);
    sparse(ir, mt, "Mask")?;
    if !shapes_match(ir, mt, like) {
        return Err("Mask shape must match output shape.".into());
    }
    Ok(())
}

// ---- ops ------------------------------------------------------------------------------

/// `apply`: one sparse operand, an optional thunk on either side.
pub(crate) fn apply(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (1, 2), 1, (0, 0))?;
    bools(ir, op, &["in_place"])?;
    let operands = ir.op(op).operands.clone();
    let is_tensor = |v: ValueId| matches!(ir.type_of(ir.value_type(v)), Type::Tensor { .. });
    let tensor_at = match operands.as_slice() {
        [a] => is_tensor(*a).then_some(0),
        [a, b] => match (is_tensor(*a), is_tensor(*b)) {
            (true, false) => Some(0),
            (false, true) => Some(1),
            _ => None,
        },
        _ => None,
    };
    let Some(t) = tensor_at else { return Err("Exactly one operand must be a ranked tensor.".into()) };
    let input = ir.value_type(operands[t]);
    sparse_or_full(ir, input, &format!("Operand #{t}"))?;
    let out = result_ty(ir, op, 0);
    if is_full_vector(ir, out) {
        full_result(ir, op, is_full_vector(ir, input), usize::MAX)?;
    } else {
        sparse(ir, out, "Return value")?;
    }
    if !shapes_match(ir, input, out) {
        return Err("Input shape does not match output shape.".into());
    }
    let name = required_str(ir, op, "apply_operator")?;
    let Some(operator) = ApplyOp::from_name(name) else {
        return Err(format!("\"{name}\" is not a supported operator."));
    };
    let thunk = (operands.len() == 2).then(|| ir.value_type(operands[1 - t]));
    let (in_elem, out_elem) = (elem(ir, input), elem(ir, out));
    match operator {
        ApplyOp::Unary(u) => {
            if thunk.is_some() {
                return Err(format!("\"{name}\" is a unary operator, but was given a thunk."));
            }
            if u.is_positional() {
                if !ir.type_of(out_elem).is_integer() {
                    return Err(format!("\"{name}\" requires an integer result element type."));
                }
            } else if out_elem != in_elem {
                return Err(
                    "Element type of result tensor does not match element type of input tensor.".into()
                );
            } else if u.float_only() && !ir.type_of(in_elem).is_float() {
                return Err(format!("\"{name}\" requires a floating point element type."));
            }
        }
        ApplyOp::Binary(b) => {
            let Some(thunk) = thunk else { return Err(format!("\"{name}\" requires a thunk.")) };
            if thunk != in_elem {
                return Err("Element type of input tensor does not match type of thunk.".into());
            }
            if b.is_comparison() {
                if !ir.type_of(out_elem).is_integer() {
                    return Err(format!("\"{name}\" requires an integer result element type."));
                }
            } else if thunk != out_elem {
                return Err("Element type of result tensor does not match type of thunk.".into());
            }
            if b.float_only() && !ir.type_of(in_elem).is_float() {
                return Err(format!("\"{name}\" requires a floating point element type."));
            }
        }
    }
    if super::bool_attr(ir, op, "in_place") && input != out {
        return Err("An in-place apply requires the result type to be the input type.".into());
    }
    Ok(())
}

/// `cast`: same layout and shape; element type and widths may change.
pub(crate) fn cast(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (1, 1), 1, (0, 0))?;
    let (input, out) = (operand_ty(ir, op, 0), result_ty(ir, op, 0));
    let (a, b) = (sparse(ir, input, "Operand #0")?, sparse(ir, out, "Return value")?);
    if a != b {
        return Err("Cast cannot change the layout (use convert_layout).".into());
    }
    if !shapes_match(ir, input, out) {
        return Err("Input shape does not match output shape.".into());
    }
    Ok(())
}

/// `comment`: a `comment` string.
pub(crate) fn comment(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (0, 0), 0, (0, 0))?;
    required_str(ir, op, "comment").map(|_| ())
}

/// `convert_layout`: a matrix to a matrix of the same shape and element type.
pub(crate) fn convert_layout(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (1, 1), 1, (0, 0))?;
    let (input, out) = (operand_ty(ir, op, 0), result_ty(ir, op, 0));
    matrix(ir, input, "Operand #0")?;
    matrix(ir, out, "Return value")?;
    if !shapes_match(ir, input, out) {
        return Err("Input shape does not match output shape.".into());
    }
    if elem(ir, input) != elem(ir, out) {
        return Err("Input and output element types must match.".into());
    }
    Ok(())
}

/// `diag`: a vector to a square matrix, or a square matrix to a vector.
pub(crate) fn diag(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (1, 1), 1, (0, 0))?;
    let (input, out) = (operand_ty(ir, op, 0), result_ty(ir, op, 0));
    let (a, b) = (sparse(ir, input, "Operand #0")?, sparse(ir, out, "Return value")?);
    if elem(ir, input) != elem(ir, out) {
        return Err("Input and output element types must match.".into());
    }
    let (vec_ty, mat_ty) = match (a, b) {
        (Layout::Vector, Layout::Csr | Layout::Csc) => (input, out),
        (Layout::Csr | Layout::Csc, Layout::Vector) => (out, input),
        (Layout::Vector, Layout::Vector) => return Err("Return value must be a matrix.".into()),
        _ => return Err("Return value must be a vector.".into()),
    };
    let (v, m) = (shape(ir, vec_ty), shape(ir, mat_ty));
    if !size_ok(m[0], m[1]) {
        return Err("The matrix must be square.".into());
    }
    if !size_ok(v[0], m[0]) || !size_ok(v[0], m[1]) {
        return Err("The vector size must match the matrix size.".into());
    }
    Ok(())
}

/// `dup`: the result is the input's type.
pub(crate) fn dup(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (1, 1), 1, (0, 0))?;
    let input = operand_ty(ir, op, 0);
    sparse(ir, input, "Operand #0")?;
    if result_ty(ir, op, 0) != input {
        return Err("Result type must be the input type.".into());
    }
    Ok(())
}

/// `equal`: two sparse tensors of one rank; an `i1`.
pub(crate) fn equal(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (2, 2), 1, (0, 0))?;
    let (a, b) = (operand_ty(ir, op, 0), operand_ty(ir, op, 1));
    sparse(ir, a, "Operand #0")?;
    sparse(ir, b, "Operand #1")?;
    if shape(ir, a).len() != shape(ir, b).len() {
        return Err("Operands must have the same rank.".into());
    }
    if elem(ir, a) != elem(ir, b) {
        return Err("Operands must have the same element type.".into());
    }
    if !ir.type_of(result_ty(ir, op, 0)).is_signless_int(1) {
        return Err("Result must be i1.".into());
    }
    Ok(())
}

/// `from_coo`: indices `N x rank` of `index`, `N` values, one size per dimension.
pub(crate) fn from_coo(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (2, usize::MAX), 1, (0, 0))?;
    let (indices, values, out) = (operand_ty(ir, op, 0), operand_ty(ir, op, 1), result_ty(ir, op, 0));
    sparse(ir, out, "Return value")?;
    let rank = shape(ir, out).len();
    let is = shape(ir, indices);
    if is.len() != 2
        || !matches!(ir.type_of(elem(ir, indices)), Type::Index)
        || ir.type_encoding(indices).is_some()
    {
        return Err("Indices must be a dense 2-D tensor of index.".into());
    }
    if !size_ok(is[1], rank as i64) {
        return Err("Indices must have one column per dimension of the result.".into());
    }
    let vs = shape(ir, values);
    if vs.len() != 1 || ir.type_encoding(values).is_some() || elem(ir, values) != elem(ir, out) {
        return Err("Values must be a dense 1-D tensor of the result's element type.".into());
    }
    if !size_ok(vs[0], is[0]) {
        return Err("Indices and values must have the same number of entries.".into());
    }
    let sizes = &ir.op(op).operands[2..];
    if sizes.len() != rank || sizes.iter().any(|&s| !matches!(ir.type_of(ir.value_type(s)), Type::Index)) {
        return Err(format!("Expected {rank} sizes of type index."));
    }
    Ok(())
}

/// Two operands of one shape and element type, an optional mask, a result of that
/// shape (`union`, `intersect` and their generic forms).
pub(crate) fn ewise_operands(ir: &Ir, op: OpId) -> VResult {
    let (a, b, out) = (operand_ty(ir, op, 0), operand_ty(ir, op, 1), result_ty(ir, op, 0));
    let la = sparse_or_full(ir, a, "Operand #0")?;
    let lb = sparse_or_full(ir, b, "Operand #1")?;
    if is_full_vector(ir, out) {
        // A union stores every entry when one side does, an intersection when both do.
        let (fa, fb) = (is_full_vector(ir, a), is_full_vector(ir, b));
        let union = ir.op_name(op).starts_with("graphblas.union");
        full_result(ir, op, if union { fa || fb } else { fa && fb }, 2)?;
    } else {
        sparse(ir, out, "Return value")?;
    }
    if (la == Layout::Vector) != (lb == Layout::Vector) {
        return Err("Operands must both be matrices or both be vectors.".into());
    }
    if !shapes_match(ir, a, b) || !shapes_match(ir, a, out) {
        return Err("Operand shapes must match the output shape.".into());
    }
    if elem(ir, a) != elem(ir, b) {
        return Err("Operand element types must be identical.".into());
    }
    Ok(())
}

fn ewise(ir: &Ir, op: OpId, attr: &str, allowed: &[super::operators::Binary]) -> VResult {
    counts(ir, op, (2, 3), 1, (0, 0))?;
    ewise_operands(ir, op)?;
    mask(ir, op, 2, result_ty(ir, op, 0))?;
    let name = required_str(ir, op, attr)?;
    let Some(b) = binary_in(name, allowed) else {
        return Err(format!("\"{name}\" is not a supported operator."));
    };
    let (in_elem, out_elem) = (elem(ir, operand_ty(ir, op, 0)), elem(ir, result_ty(ir, op, 0)));
    if b.is_comparison() {
        if !ir.type_of(out_elem).is_integer() {
            return Err(format!("\"{name}\" requires an integer result element type."));
        }
    } else if in_elem != out_elem {
        return Err("Result element type must match the operands' element type.".into());
    }
    if b.float_only() && !ir.type_of(in_elem).is_float() {
        return Err(format!("\"{name}\" requires a floating point element type."));
    }
    Ok(())
}

/// `intersect`
pub(crate) fn intersect(ir: &Ir, op: OpId) -> VResult {
    ewise(ir, op, "intersect_operator", INTERSECT_OPS)
}

/// `union`; with `left_fill` and `right_fill` (a sparsir extension, GraphBLAS's
/// `eWiseUnion`) the operator also applies where only one side has an entry, the fill
/// standing in for the missing side.
pub(crate) fn union(ir: &Ir, op: OpId) -> VResult {
    ewise(ir, op, "union_operator", UNION_OPS)?;
    let fills = [ir.op_attr(op, "left_fill"), ir.op_attr(op, "right_fill")];
    if fills.iter().all(Option::is_none) {
        return Ok(());
    }
    let in_elem = elem(ir, operand_ty(ir, op, 0));
    for (name, fill) in ["left_fill", "right_fill"].iter().zip(fills) {
        let Some(a) = fill else {
            return Err("'left_fill' and 'right_fill' must be given together.".into());
        };
        let ty = match ir.attr_of(a) {
            Attr::Integer { ty, .. } | Attr::Float { ty, .. } => Some(*ty),
            _ => None,
        };
        if ty != Some(in_elem) {
            return Err(format!("attribute '{name}' must be a number of the operands' element type"));
        }
    }
    Ok(())
}

/// The operands and result of a multiply (`matrix_multiply` and its generic forms):
/// matrix x matrix, matrix x vector, vector x matrix or vector x vector; returns the
/// expected result shape (empty for a scalar).
pub(crate) fn multiply_operands(ir: &Ir, op: OpId) -> Result<Vec<i64>, String> {
    let (a, b) = (operand_ty(ir, op, 0), operand_ty(ir, op, 1));
    let (la, lb) = (sparse_or_full(ir, a, "Operand #0")?, sparse_or_full(ir, b, "Operand #1")?);
    if elem(ir, a) != elem(ir, b) {
        return Err("Operand element types must be identical.".into());
    }
    let (sa, sb) = (shape(ir, a), shape(ir, b));
    let (inner_a, inner_b) = (*sa.last().unwrap_or(&DYNAMIC), sb[0]);
    if !size_ok(inner_a, inner_b) {
        return Err(format!("Operand shapes are incompatible: {inner_a} != {inner_b}."));
    }
    Ok(match (la == Layout::Vector, lb == Layout::Vector) {
        (false, false) => vec![sa[0], sb[1]],
        (false, true) => vec![sa[0]],
        (true, false) => vec![sb[1]],
        (true, true) => Vec::new(),
    })
}

/// The result of a multiply: a sparse tensor of `want`'s shape and the operands' element
/// type, or (vector x vector) that scalar; then the optional mask.
pub(crate) fn multiply_result(ir: &Ir, op: OpId, want: &[i64]) -> VResult {
    let out = result_ty(ir, op, 0);
    let in_elem = elem(ir, operand_ty(ir, op, 0));
    if want.is_empty() {
        if ir.op(op).operands.len() > 2 {
            return Err("Mask is not allowed for vector-vector multiplication.".into());
        }
        if out != in_elem {
            return Err("Vector-vector multiplication must return a scalar of the element type.".into());
        }
        return Ok(());
    }
    // A dense product vector holds the semiring's additive identity where no term exists
    // (named semirings only: a `transform_out` block would see those identities too).
    let lo = if is_full_vector(ir, out) && ir.op_name(op) == "graphblas.matrix_multiply" {
        full_result(ir, op, true, 2)?;
        Layout::Vector
    } else {
        sparse(ir, out, "Return value")?
    };
    if (lo == Layout::Vector) != (want.len() == 1) {
        return Err(format!("Return value must be a {}.", if want.len() == 1 { "vector" } else { "matrix" }));
    }
    let so = shape(ir, out);
    if so.iter().zip(want).any(|(&x, &y)| !size_ok(x, y)) {
        return Err("Return value shape does not match the operands' shapes.".into());
    }
    if elem(ir, out) != in_elem {
        return Err("Result element type must match the operands' element type.".into());
    }
    mask(ir, op, 2, out)
}

/// `matrix_multiply`
pub(crate) fn matrix_multiply(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (2, 3), 1, (0, 0))?;
    let want = multiply_operands(ir, op)?;
    multiply_result(ir, op, &want)?;
    let name = required_str(ir, op, "semiring")?;
    let Some(s) = Semiring::from_name(name) else {
        return Err(format!("\"{name}\" is not a supported semiring."));
    };
    let e = elem(ir, operand_ty(ir, op, 0));
    if s.mult.integer_only() && !ir.type_of(e).is_integer() {
        return Err(format!("\"{name}\" requires an integer element type."));
    }
    if s.mult.float_only() && !ir.type_of(e).is_float() {
        return Err(format!("\"{name}\" requires a floating point element type."));
    }
    Ok(())
}

/// `matrix_select_random`: a CSR matrix, a count, an RNG context, a `choose_n` symbol.
pub(crate) fn matrix_select_random(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (3, 3), 1, (0, 0))?;
    let input = operand_ty(ir, op, 0);
    if matrix(ir, input, "Operand #0")? != Layout::Csr {
        return Err("Operand #0 must be a CSR matrix.".into());
    }
    if !ir.type_of(operand_ty(ir, op, 1)).is_integer() {
        return Err("The count must be an integer.".into());
    }
    if result_ty(ir, op, 0) != input {
        return Err("Result type must be the input type.".into());
    }
    match ir.op_attr(op, "choose_n").map(|a| ir.attr_of(a)) {
        Some(Attr::SymbolRef(path)) if path.len() == 1 => Ok(()),
        _ => Err("requires a flat symbol attribute 'choose_n'".into()),
    }
}

/// `num_rows`, `num_cols`: a matrix.
pub(crate) fn num_rows_cols(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (1, 1), 1, (0, 0))?;
    matrix(ir, operand_ty(ir, op, 0), "Operand #0")?;
    index_result(ir, op)
}

/// `num_vals`: any sparse operand.
pub(crate) fn num_vals(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (1, 1), 1, (0, 0))?;
    sparse(ir, operand_ty(ir, op, 0), "Operand #0")?;
    index_result(ir, op)
}

/// `size`: a vector.
pub(crate) fn size(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (1, 1), 1, (0, 0))?;
    let input = operand_ty(ir, op, 0);
    if !is_full_vector(ir, input) {
        vector(ir, input, "Operand #0")?;
    }
    index_result(ir, op)
}

fn index_result(ir: &Ir, op: OpId) -> VResult {
    match ir.type_of(result_ty(ir, op, 0)) {
        Type::Index => Ok(()),
        _ => Err("Result must be index.".into()),
    }
}

/// `print`: scalars and rank-1/2 tensors, and a `strings` array.
pub(crate) fn print(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (0, usize::MAX), 0, (0, 0))?;
    match ir.op_attr(op, "strings").map(|a| ir.attr_of(a)) {
        Some(Attr::Array(items))
            if items.iter().all(|&s| matches!(ir.attr_of(s), Attr::String { ty: None, .. })) => {}
        Some(_) => return Err("attribute 'strings' must be an array of strings".into()),
        None => return Err("requires attribute 'strings'".into()),
    }
    for (i, &v) in ir.op(op).operands.iter().enumerate() {
        let ty = ir.value_type(v);
        match ir.type_of(ty) {
            Type::Tensor { shape, elem, .. } if (1..=2).contains(&shape.len()) && is_scalar(ir, *elem) => {}
            Type::Tensor { .. } => {
                return Err(format!("Operand #{i}: only vectors and matrices can be printed."))
            }
            _ if is_scalar(ir, ty) => {}
            _ => return Err(format!("Operand #{i}: cannot print values of this type.")),
        }
    }
    Ok(())
}

/// `print_tensor`: a sparse tensor and a `level`.
pub(crate) fn print_tensor(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (1, 1), 0, (0, 0))?;
    sparse(ir, operand_ty(ir, op, 0), "Operand #0")?;
    match int_attr(ir, op, "level") {
        Some(0..=5) => Ok(()),
        Some(_) => Err("'level' must be between 0 and 5".into()),
        None => Err("requires integer attribute 'level'".into()),
    }
}

/// The element type a reduction gives.
fn check_reduced_elem(ir: &Ir, agg: Aggregator, input: TypeId, got: TypeId, name: &str) -> VResult {
    if agg.gives_i64() {
        if !ir.type_of(got).is_signless_int(64) {
            return Err(format!("\"{name}\" requires the output element type to be i64."));
        }
    } else if got != elem(ir, input) {
        return Err("Output element type must match the input element type.".into());
    }
    Ok(())
}

/// `reduce_to_scalar`: any sparse input; argmin/argmax only of vectors.
pub(crate) fn reduce_to_scalar(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (1, 1), 1, (0, 0))?;
    let input = operand_ty(ir, op, 0);
    let l = sparse_or_full(ir, input, "Operand #0")?;
    let name = required_str(ir, op, "aggregator")?;
    let agg =
        Aggregator::from_name(name).ok_or_else(|| format!("\"{name}\" is not a supported aggregator."))?;
    if is_full_vector(ir, input) && !matches!(agg, Aggregator::Monoid(_)) {
        return Err(format!("\"{name}\" is not supported on a dense vector."));
    }
    if matches!(agg, Aggregator::First | Aggregator::Last) {
        return Err(format!("\"{name}\" is not a supported aggregator."));
    }
    if matches!(agg, Aggregator::Argmin | Aggregator::Argmax) && l != Layout::Vector {
        return Err(format!("\"{name}\" only supported for vectors."));
    }
    check_reduced_elem(ir, agg, input, result_ty(ir, op, 0), name)
}

/// The input, axis, output and mask of a reduction to a vector.
pub(crate) fn reduce_to_vector_operands(ir: &Ir, op: OpId) -> Result<(), String> {
    let (input, out) = (operand_ty(ir, op, 0), result_ty(ir, op, 0));
    matrix(ir, input, "Operand #0")?;
    vector(ir, out, "Return value")?;
    let axis = match int_attr(ir, op, "axis") {
        Some(a @ (0 | 1)) => a as usize,
        Some(_) => return Err("The axis attribute is expected to be 0 or 1.".into()),
        None => return Err("requires integer attribute 'axis'".into()),
    };
    // axis 0 reduces over rows (one entry per column), axis 1 over columns.
    let want = shape(ir, input)[1 - axis];
    if !size_ok(shape(ir, out)[0], want) {
        return Err(format!(
            "Operand #0 has {want} {}, but the output has size {}.",
            if axis == 0 { "columns" } else { "rows" },
            shape(ir, out)[0]
        ));
    }
    mask(ir, op, 1, out)
}

/// `reduce_to_vector`
pub(crate) fn reduce_to_vector(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (1, 2), 1, (0, 0))?;
    reduce_to_vector_operands(ir, op)?;
    let name = required_str(ir, op, "aggregator")?;
    let agg =
        Aggregator::from_name(name).ok_or_else(|| format!("\"{name}\" is not a supported aggregator."))?;
    check_reduced_elem(ir, agg, operand_ty(ir, op, 0), elem(ir, result_ty(ir, op, 0)), name)
}

/// `select`: a selector with its thunks; the result is the input's type.
pub(crate) fn select(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (1, 3), 1, (0, 0))?;
    let input = operand_ty(ir, op, 0);
    let l = sparse(ir, input, "Operand #0")?;
    if result_ty(ir, op, 0) != input {
        return Err("Result type must be the input type.".into());
    }
    let name = required_str(ir, op, "selector")?;
    let Some(s) = Selector::from_name(name) else {
        return Err(format!("\"{name}\" is not a supported selector."));
    };
    let thunks = ir.op(op).operands.len() - 1;
    if thunks != s.thunks() {
        return Err(match s.thunks() {
            0 => format!("\"{name}\" does not take a thunk."),
            1 => format!("\"{name}\" requires exactly one thunk."),
            _ => format!("\"{name}\" requires a thunk and an RNG context."),
        });
    }
    let e = elem(ir, input);
    match s {
        Selector::Tril | Selector::Triu if l == Layout::Vector => {
            Err(format!("\"{name}\" is not supported for vectors."))
        }
        Selector::Isinf if !ir.type_of(e).is_float() => {
            Err(format!("\"{name}\" requires a floating point element type."))
        }
        Selector::Compare(_) if operand_ty(ir, op, 1) != e => {
            Err("Thunk type must match the element type of the input.".into())
        }
        Selector::Probability if !ir.type_of(operand_ty(ir, op, 1)).is_float() => {
            Err("The probability must be a float.".into())
        }
        _ => Ok(()),
    }
}

/// `select_mask`: input and mask of one shape; the result is the input's type.
pub(crate) fn select_mask(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (2, 2), 1, (0, 0))?;
    let input = operand_ty(ir, op, 0);
    sparse(ir, input, "Operand #0")?;
    if result_ty(ir, op, 0) != input {
        return Err("Result type must be the input type.".into());
    }
    mask(ir, op, 1, input)
}

/// `to_coo`: indices `tensor<?x?xindex>` (N x rank) and values `tensor<?xE>`.
pub(crate) fn to_coo(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (1, 1), 2, (0, 0))?;
    let input = operand_ty(ir, op, 0);
    sparse(ir, input, "Operand #0")?;
    let (indices, values) = (result_ty(ir, op, 0), result_ty(ir, op, 1));
    let is = shape(ir, indices);
    let rank = shape(ir, input).len() as i64;
    if is.len() != 2
        || !matches!(ir.type_of(elem(ir, indices)), Type::Index)
        || ir.type_encoding(indices).is_some()
    {
        return Err("Indices must be a dense 2-D tensor of index.".into());
    }
    if !size_ok(is[1], rank) {
        return Err("Indices must have one column per dimension of the input.".into());
    }
    let vs = shape(ir, values);
    if vs.len() != 1 || ir.type_encoding(values).is_some() || elem(ir, values) != elem(ir, input) {
        return Err("Values must be a dense 1-D tensor of the input's element type.".into());
    }
    Ok(())
}

/// `transpose`: a matrix to a matrix with the sizes swapped.
pub(crate) fn transpose(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (1, 1), 1, (0, 0))?;
    let (input, out) = (operand_ty(ir, op, 0), result_ty(ir, op, 0));
    matrix(ir, input, "Operand #0")?;
    matrix(ir, out, "Return value")?;
    let (si, so) = (shape(ir, input), shape(ir, out));
    if !size_ok(si[0], so[1]) || !size_ok(si[1], so[0]) {
        return Err("Input and output shapes are expected to be swapped.".into());
    }
    if elem(ir, input) != elem(ir, out) {
        return Err("Input and output element types must match.".into());
    }
    Ok(())
}

/// `uniform_complement`: the output has the input's shape and the value's type.
pub(crate) fn uniform_complement(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (2, 2), 1, (0, 0))?;
    let (input, value, out) = (operand_ty(ir, op, 0), operand_ty(ir, op, 1), result_ty(ir, op, 0));
    sparse(ir, input, "Operand #0")?;
    sparse(ir, out, "Return value")?;
    if !shapes_match(ir, input, out) {
        return Err("Input shape does not match output shape.".into());
    }
    if !is_scalar(ir, value) || elem(ir, out) != value {
        return Err("Element type of result tensor does not match type of value.".into());
    }
    Ok(())
}

/// The operands of `update` and `update_generic`: input, output, optional mask.
pub(crate) fn update_operands(ir: &Ir, op: OpId) -> VResult {
    bools(ir, op, &["replace"])?;
    let (input, out) = (operand_ty(ir, op, 0), operand_ty(ir, op, 1));
    sparse_or_full(ir, input, "Input")?;
    if is_full_vector(ir, out) {
        // A dense output stays full when every entry is kept (accumulated) or written.
        let accumulates =
            ir.op_name(op) == "graphblas.update_generic" || ir.op_attr(op, "accumulate_operator").is_some();
        if !(accumulates || is_full_vector(ir, input)) {
            return Err("A dense output requires an accumulator or a dense input.".into());
        }
        if ir.op(op).operands.len() > 2 {
            return Err("A mask requires a sparse output.".into());
        }
    } else {
        sparse(ir, out, "Output")?;
    }
    if !shapes_match(ir, input, out) {
        return Err("Input shape does not match output shape.".into());
    }
    mask(ir, op, 2, out)
}

/// `update`
pub(crate) fn update(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (2, 3), 0, (0, 0))?;
    update_operands(ir, op)?;
    if ir.op_attr(op, "accumulate_operator").is_some() {
        let name = required_str(ir, op, "accumulate_operator")?;
        if binary_in(name, ACCUMULATE_OPS).is_none() {
            return Err(format!("\"{name}\" is not a supported accumulate operator."));
        }
        if elem(ir, operand_ty(ir, op, 0)) != elem(ir, operand_ty(ir, op, 1)) {
            return Err("Accumulation requires the input and output element types to match.".into());
        }
    }
    Ok(())
}

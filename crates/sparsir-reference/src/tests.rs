//! One test per rule of THE SEMANTICS, on small kernels written here.

use super::*;
use sparsir_storage::{ElemType, Scalar};

const SV: &str = "#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>\n\
                  #CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>\n";

/// A 1-D element-wise kernel `%body` over `ins` (types in order) into `out`.
fn ew1(ins: &[&str], out: &str, body: &str) -> String {
    let n = ins.len() + 1;
    let maps = vec!["affine_map<(i) -> (i)>"; n].join(", ");
    let args: Vec<String> = ins.iter().enumerate().map(|(k, t)| format!("%a{k}: {}", elem_of(t))).collect();
    let decl: Vec<String> = ins.iter().enumerate().map(|(k, t)| format!("%t{k} : {t}")).collect();
    let fn_args = decl.join(", ");
    let in_vals: Vec<String> = (0..ins.len()).map(|k| format!("%t{k}")).collect();
    format!(
        "{SV}func.func @k({fn_args}, %o : {out}) -> {out} {{\n\
         %r = linalg.generic {{indexing_maps = [{maps}], iterator_types = [\"parallel\"]}}\n\
         ins({} : {}) outs(%o : {out}) {{\n\
         ^bb0({}, %out: {}):\n{body}\n}} -> {out}\nreturn %r : {out}\n}}\n",
        in_vals.join(", "),
        ins.join(", "),
        args.join(", "),
        elem_of(out),
    )
}

fn elem_of(t: &str) -> &str {
    let inner = t.trim_start_matches("tensor<").split(',').next().unwrap_or("");
    let e = inner.rsplit('x').next().unwrap_or("").trim_end_matches('>');
    if e.starts_with('i') || e.starts_with('f') {
        e
    } else {
        "f64"
    }
}

fn first_structured(ir: &Ir) -> OpId {
    let mut found = None;
    ir.walk(ir.top.expect("parsed"), &mut |op| {
        if found.is_none() && structured(ir, op).is_ok() {
            found = Some(op);
        }
    });
    found.expect("a structured op")
}

fn eval(src: &str, operands: &[RefOperand]) -> Result<RefTensor, String> {
    let ir = sparsir_ir::expected::parse_and_verify(src).unwrap_or_else(|d| panic!("{d:?}\n{src}"));
    evaluate(&ir, first_structured(&ir), operands)
}

fn floats(v: &[f64]) -> Vec<Scalar> {
    v.iter().map(|&x| Scalar::Float(x)).collect()
}

/// A sparse f64 vector storing its non-zeros, plus the explicit zeros at `zeros`.
fn sparse(v: &[f64], zeros: &[usize]) -> RefOperand {
    let mut t = RefTensor::dense(vec![v.len() as u64], ElemType::F64, floats(v));
    t.present = v.iter().enumerate().map(|(i, &x)| x != 0.0 || zeros.contains(&i)).collect();
    RefOperand::Tensor(t)
}

fn dense(v: &[f64]) -> RefOperand {
    RefOperand::Tensor(RefTensor::dense(vec![v.len() as u64], ElemType::F64, floats(v)))
}

fn empty(n: u64, elem: ElemType) -> RefOperand {
    RefOperand::Tensor(RefTensor::empty(vec![n], elem))
}

/// (value, stored) per entry, as f64 (integers converted).
fn entries(t: &RefTensor) -> Vec<Option<f64>> {
    t.vals
        .iter()
        .zip(&t.present)
        .map(|(v, &p)| {
            p.then_some(match *v {
                Scalar::Float(x) => x,
                Scalar::Int(x) => x as f64,
                Scalar::Complex(re, _) => re,
            })
        })
        .collect()
}

const A: [f64; 4] = [1.0, 0.0, 0.0, 2.0];
const B: [f64; 4] = [1.0, 0.0, 3.0, 0.0];
const SVF: &str = "tensor<4xf64, #SV>";
const DF: &str = "tensor<4xf64>";

fn binop(op: &str, out: &str) -> String {
    ew1(&[SVF, SVF], out, &format!("%x = {op} %a0, %a1 : f64\nlinalg.yield %x : {}", elem_of(out)))
}

#[test]
fn multiplication_is_a_conjunction() {
    let r = eval(&binop("arith.mulf", SVF), &[sparse(&A, &[]), sparse(&B, &[]), empty(4, ElemType::F64)])
        .unwrap();
    assert_eq!(entries(&r), vec![Some(1.0), None, None, None]);
}

#[test]
fn subtraction_is_a_disjunction_negating_the_right_only_side() {
    let r = eval(&binop("arith.subf", SVF), &[sparse(&A, &[]), sparse(&B, &[]), empty(4, ElemType::F64)])
        .unwrap();
    assert_eq!(entries(&r), vec![Some(0.0), None, Some(-3.0), Some(2.0)]);
    // Explicit zeros are present: a - a stores 0 where a stores anything.
    let r = eval(&binop("arith.subf", SVF), &[sparse(&A, &[1]), sparse(&A, &[1]), empty(4, ElemType::F64)])
        .unwrap();
    assert_eq!(entries(&r), vec![Some(0.0), Some(0.0), None, Some(0.0)]);
    // Only the right side stored: its negation, so a stored +0 gives -0 (as MLIR 22).
    let r = eval(&binop("arith.subf", SVF), &[sparse(&A, &[]), sparse(&A, &[1]), empty(4, ElemType::F64)])
        .unwrap();
    let minus_zero = entries(&r)[1];
    assert_eq!(minus_zero, Some(0.0));
    assert!(minus_zero.is_some_and(|v| v.is_sign_negative()));
}

#[test]
fn equality_compares_densely_and_ordering_as_a_disjunction() {
    let out = "tensor<4xi8, #SV>";
    let body = |p: &str| {
        ew1(
            &[SVF, SVF],
            out,
            &format!(
                "%c = arith.cmpf {p}, %a0, %a1 : f64\n%x = arith.extui %c : i1 to i8\nlinalg.yield %x : i8"
            ),
        )
    };
    let ops = [sparse(&A, &[]), sparse(&B, &[]), empty(4, ElemType::I8)];
    let r = eval(&body("oeq"), &ops).unwrap();
    assert_eq!(entries(&r), vec![Some(1.0), Some(1.0), Some(0.0), Some(0.0)]);
    let r = eval(&body("olt"), &ops).unwrap();
    assert_eq!(entries(&r), vec![Some(0.0), None, Some(1.0), Some(0.0)]);
    let r = eval(&body("one"), &ops).unwrap();
    assert_eq!(entries(&r), vec![Some(0.0), None, Some(1.0), Some(1.0)]);
}

#[test]
fn division_by_a_dense_operand_is_a_conjunction_by_a_sparse_one_dense() {
    let div = |t1: &str| ew1(&[SVF, t1], SVF, "%x = arith.divf %a0, %a1 : f64\nlinalg.yield %x : f64");
    let r = eval(&div(DF), &[sparse(&A, &[]), dense(&[2.0; 4]), empty(4, ElemType::F64)]).unwrap();
    assert_eq!(entries(&r), vec![Some(0.5), None, None, Some(1.0)]);
    let r = eval(&div(SVF), &[sparse(&B, &[]), sparse(&[1.0, 1.0, 1.0, 1.0], &[]), empty(4, ElemType::F64)])
        .unwrap();
    assert_eq!(entries(&r), vec![Some(1.0), Some(0.0), Some(3.0), Some(0.0)]);
}

#[test]
fn zero_preserving_unary_keeps_absence_and_exp_is_dense() {
    let un = |op: &str| ew1(&[SVF], SVF, &format!("%x = {op} %a0 : f64\nlinalg.yield %x : f64"));
    let r = eval(&un("arith.negf"), &[sparse(&A, &[]), empty(4, ElemType::F64)]).unwrap();
    assert_eq!(entries(&r), vec![Some(-1.0), None, None, Some(-2.0)]);
    let r = eval(&un("math.exp"), &[sparse(&[0.0; 4], &[]), empty(4, ElemType::F64)]).unwrap();
    assert_eq!(entries(&r), vec![Some(1.0); 4]);
}

#[test]
fn unary_runs_present_and_absent_regions() {
    let src = ew1(
        &[SVF],
        "tensor<4xi32, #SV>",
        "%r = sparse_tensor.unary %a0 : f64 to i32\n present = {\n ^bb0(%v: f64):\n %p = arith.constant 1 : i32\n \
         sparse_tensor.yield %p : i32\n }\n absent = {\n %m = arith.constant -1 : i32\n sparse_tensor.yield %m : i32\n }\n\
         linalg.yield %r : i32",
    );
    let r = eval(&src, &[sparse(&A, &[2]), empty(4, ElemType::I32)]).unwrap();
    assert_eq!(entries(&r), vec![Some(1.0), Some(-1.0), Some(1.0), Some(1.0)]);
    // An empty present region makes stored entries absent (structural inversion).
    let src = ew1(
        &[SVF],
        SVF,
        "%r = sparse_tensor.unary %a0 : f64 to f64\n present = {\n }\n absent = {\n %m = arith.constant 7.0 : f64\n \
         sparse_tensor.yield %m : f64\n }\nlinalg.yield %r : f64",
    );
    let r = eval(&src, &[sparse(&A, &[]), empty(4, ElemType::F64)]).unwrap();
    assert_eq!(entries(&r), vec![None, Some(7.0), Some(7.0), None]);
}

#[test]
fn binary_runs_overlap_left_and_right_regions() {
    let src = ew1(
        &[SVF, SVF],
        SVF,
        "%r = sparse_tensor.binary %a0, %a1 : f64, f64 to f64\n overlap = {\n ^bb0(%x: f64, %y: f64):\n \
         %m = arith.mulf %x, %y : f64\n sparse_tensor.yield %m : f64\n }\n left = identity\n right = {\n \
         ^bb0(%y: f64):\n %n = arith.negf %y : f64\n sparse_tensor.yield %n : f64\n }\nlinalg.yield %r : f64",
    );
    let a = [2.0, 5.0, 0.0, 0.0];
    let b = [3.0, 0.0, 4.0, 0.0];
    let r = eval(&src, &[sparse(&a, &[]), sparse(&b, &[]), empty(4, ElemType::F64)]).unwrap();
    assert_eq!(entries(&r), vec![Some(6.0), Some(5.0), Some(-4.0), None]);
    // Set difference: empty overlap and right.
    let src = ew1(
        &[SVF, SVF],
        SVF,
        "%r = sparse_tensor.binary %a0, %a1 : f64, f64 to f64\n overlap = {\n }\n left = identity\n right = {\n }\n\
         linalg.yield %r : f64",
    );
    let r = eval(&src, &[sparse(&a, &[]), sparse(&b, &[]), empty(4, ElemType::F64)]).unwrap();
    assert_eq!(entries(&r), vec![None, Some(5.0), None, None]);
}

#[test]
fn select_keeps_present_values_its_region_accepts() {
    let src = ew1(
        &[SVF],
        SVF,
        "%r = sparse_tensor.select %a0 : f64 {\n ^bb0(%v: f64):\n %c = arith.constant 1.5 : f64\n \
         %k = arith.cmpf uge, %v, %c : f64\n sparse_tensor.yield %k : i1\n }\nlinalg.yield %r : f64",
    );
    let r = eval(&src, &[sparse(&A, &[1]), empty(4, ElemType::F64)]).unwrap();
    assert_eq!(entries(&r), vec![None, None, None, Some(2.0)]);
}

/// Row products (identity 1) of a CSR matrix into a sparse vector, capped at `cap`.
fn row_product(out: &str) -> String {
    format!(
        "{SV}func.func @k(%a : tensor<3x3xf64, #CSR>, %o : {out}) -> {out} {{\n\
         %one = arith.constant 1.0 : f64\n\
         %r = linalg.generic {{indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], \
         iterator_types = [\"parallel\", \"reduction\"]}}\n\
         ins(%a : tensor<3x3xf64, #CSR>) outs(%o : {out}) {{\n\
         ^bb0(%x: f64, %c: f64):\n\
         %p = sparse_tensor.reduce %c, %x, %one : f64 {{\n ^bb0(%u: f64, %v: f64):\n \
         %m = arith.mulf %u, %v : f64\n sparse_tensor.yield %m : f64\n }}\n\
         linalg.yield %p : f64\n}} -> {out}\nreturn %r : {out}\n}}\n"
    )
}

fn matrix() -> RefOperand {
    let v = [2.0, 0.0, 3.0, 0.0, 0.0, 0.0, 0.0, 4.0, 0.0];
    let mut t = RefTensor::dense(vec![3, 3], ElemType::F64, floats(&v));
    t.present = v.iter().map(|&x| x != 0.0).collect();
    RefOperand::Tensor(t)
}

#[test]
fn reduce_starts_from_its_identity() {
    let r = eval(&row_product("tensor<3xf64, #SV>"), &[matrix(), empty(3, ElemType::F64)]).unwrap();
    assert_eq!(entries(&r), vec![Some(6.0), None, Some(4.0)]);
    // A dense output starts every element at the identity, its initial value ignored
    // (MLIR 22's rule); a row without entries gets the identity.
    let init = RefTensor::dense(vec![3], ElemType::F64, floats(&[10.0, 20.0, 30.0]));
    let r = eval(&row_product("tensor<3xf64>"), &[matrix(), RefOperand::Tensor(init)]).unwrap();
    assert_eq!(entries(&r), vec![Some(6.0), Some(1.0), Some(4.0)]);
}

#[test]
fn dense_outputs_start_from_outs_only_when_read() {
    let sum = |reads: bool| {
        let acc = if reads { "%s = arith.addf %a0, %out : f64" } else { "%s = arith.addf %a0, %a0 : f64" };
        ew1(&[SVF], DF, &format!("{acc}\nlinalg.yield %s : f64"))
    };
    let init = || RefOperand::Tensor(RefTensor::dense(vec![4], ElemType::F64, floats(&[5.0; 4])));
    let r = eval(&sum(true), &[sparse(&A, &[]), init()]).unwrap();
    assert_eq!(entries(&r), vec![Some(6.0), Some(5.0), Some(5.0), Some(7.0)]);
    let r = eval(&sum(false), &[sparse(&A, &[]), init()]).unwrap();
    assert_eq!(entries(&r), vec![Some(2.0), Some(0.0), Some(0.0), Some(4.0)]);
}

#[test]
fn linalg_index_and_named_matvec() {
    let src = ew1(
        &[SVF],
        SVF,
        "%i = linalg.index 0 : index\n%ii = arith.index_cast %i : index to i64\n\
         %f = arith.sitofp %ii : i64 to f64\n%x = arith.mulf %a0, %f : f64\nlinalg.yield %x : f64",
    );
    let r = eval(&src, &[sparse(&A, &[1]), empty(4, ElemType::F64)]).unwrap();
    assert_eq!(entries(&r), vec![Some(0.0), Some(0.0), None, Some(6.0)]);
    let src = format!(
        "{SV}func.func @k(%a : tensor<3x3xf64, #CSR>, %x : tensor<3xf64>, %o : tensor<3xf64>) -> tensor<3xf64> {{\n\
         %r = linalg.matvec ins(%a, %x : tensor<3x3xf64, #CSR>, tensor<3xf64>) outs(%o : tensor<3xf64>) -> tensor<3xf64>\n\
         return %r : tensor<3xf64>\n}}\n"
    );
    let x = RefOperand::Tensor(RefTensor::dense(vec![3], ElemType::F64, floats(&[1.0, 10.0, 100.0])));
    let o = RefOperand::Tensor(RefTensor::dense(vec![3], ElemType::F64, floats(&[1.0, 1.0, 1.0])));
    let r = eval(&src, &[matrix(), x, o]).unwrap();
    assert_eq!(entries(&r), vec![Some(303.0), Some(1.0), Some(41.0)]);
}

#[test]
fn bad_operands_are_errors() {
    let src = binop("arith.mulf", SVF);
    assert!(eval(&src, &[sparse(&A, &[]), empty(4, ElemType::F64)]).is_err());
    assert!(eval(&src, &[sparse(&A, &[]), sparse(&[1.0; 3], &[]), empty(4, ElemType::F64)]).is_err());
}

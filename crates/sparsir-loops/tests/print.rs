//! Printer goldens: each small program of `common` prints as this exact MLIR text
//! (each checked by hand with MLIR 22's `mlir-opt`; `check_mlir22.sh` checks lowered
//! programs the same way).

mod common;

use sparsir_loops::print::print;
use sparsir_loops::verify::verify;

fn check(prog: sparsir_loops::Program, want: &str) {
    assert_eq!(verify(&prog), Ok(()));
    let got = print(&prog);
    assert_eq!(got, want, "printed:\n{got}");
}

#[test]
fn sum_loop() {
    check(
        common::sum_loop(),
        r#"module {
  func.func @sum(%v0: memref<?xf64>) -> (f64) {
    %v1 = arith.constant 0 : index
    %v2 = arith.constant 1 : index
    %v3_c0 = arith.constant 0 : index
    %v3 = memref.dim %v0, %v3_c0 : memref<?xf64>
    %v4 = arith.constant 0.0 : f64
    %v9 = scf.for %v5 = %v1 to %v3 step %v2 iter_args(%v6 = %v4) -> (f64) {
      %v7 = memref.load %v0[%v5] : memref<?xf64>
      %v8 = arith.addf %v6, %v7 : f64
      scf.yield %v8 : f64
    }
    func.return %v9 : f64
  }
}
"#,
    );
}

#[test]
fn while_loop() {
    check(
        common::while_loop(),
        r#"module {
  func.func @doubling(%v0: i32) -> (index) {
    %v1 = arith.constant 1 : i32
    %v2 = arith.constant 0 : index
    %v12, %v13 = scf.while (%v3 = %v1, %v4 = %v2) : (i32, index) -> (i32, index) {
      %v5 = arith.cmpi slt, %v3, %v0 : i32
      scf.condition(%v5) %v3, %v4 : i32, index
    } do {
    ^bb0(%v6: i32, %v7: index):
      %v8 = arith.constant 2 : i32
      %v9 = arith.constant 1 : index
      %v10 = arith.muli %v6, %v8 : i32
      %v11 = arith.addi %v7, %v9 : index
      scf.yield %v10, %v11 : i32, index
    }
    func.return %v13 : index
  }
}
"#,
    );
}

#[test]
fn if_results() {
    check(
        common::if_results(),
        r#"module {
  func.func @abs(%v0: f64) -> (f64) {
    %v1 = arith.constant -0.0 : f64
    %v2 = arith.cmpf olt, %v0, %v1 : f64
    %v4 = scf.if %v2 -> (f64) {
      %v3 = arith.negf %v0 : f64
      scf.yield %v3 : f64
    } else {
      scf.yield %v0 : f64
    }
    func.return %v4 : f64
  }
}
"#,
    );
}

#[test]
fn runtime_calls() {
    check(
        common::runtime_calls(),
        r#"module {
  func.func private @sparsir_make() -> (!llvm.ptr)
  func.func private @sparsir_print(!llvm.ptr)
  func.func private @sparsir_print.1(i32)
  func.func private @sparsir_print.2(i64, index)
  func.func @main() {
    %v0 = func.call @sparsir_make() {rank = 2 : i64, shape = array<i64: 2, 3>, message = "say \"hi\"\0A", elem = f32, data = dense<[1.5, 0x7FC00000]> : tensor<2xf32>, encoding = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>} : () -> (!llvm.ptr)
    %v1 = arith.constant 7 : index
    func.call @sparsir_print(%v0) : (!llvm.ptr) -> ()
    %v2 = arith.constant -3 : i32
    func.call @sparsir_print.1(%v2) : (i32) -> ()
    %v3 = arith.extsi %v2 : i32 to i64
    func.call @sparsir_print.2(%v3, %v1) : (i64, index) -> ()
    %v5 = func.call @seven() : () -> (index)
    func.return
  }
  func.func @seven() -> (index) {
    %v4 = arith.constant 7 : index
    func.return %v4 : index
  }
}
"#,
    );
}

#[test]
fn buffer() {
    check(
        common::buffer(),
        r#"module {
  func.func @fill(%v0: index) -> (f32) {
    %v1 = memref.alloc(%v0) : memref<?xf32>
    %v1_zero = arith.constant 0.0 : f32
    linalg.fill ins(%v1_zero : f32) outs(%v1 : memref<?xf32>)
    %v2 = arith.constant 1 : index
    %v3 = arith.constant 0.25 : f32
    memref.store %v3, %v1[%v2] : memref<?xf32>
    %v4 = memref.load %v1[%v2] : memref<?xf32>
    func.return %v4 : f32
  }
}
"#,
    );
}

#[test]
fn every_kind_prints_exact_constants_and_typed_ops() {
    let prog = common::every_kind();
    assert_eq!(verify(&prog), Ok(()));
    let text = print(&prog);
    for line in [
        "%v2 = arith.constant true",
        "%v3 = arith.constant -56 : i8",
        "%v6 = arith.constant 0x7C00 : f16",
        "%v8 = arith.constant 0x7FC00000 : f32",
        "%v9 = arith.constant 1.0e-300 : f64",
        "%v10 = complex.constant [1.0 : f32, 0xFF800000 : f32] : complex<f32>",
        "%v13 = complex.neq %v11, %v12 : complex<f64>",
        "%v15 = math.fpowi %v14, %v1 : f64, i32",
        "%v16 = arith.truncf %v15 : f64 to f32",
        "cf.assert %v19, \"s > n\"",
        "scf.for %v21 = %v20 to %v1 step %v20 : i32 {",
        "scf.while : () -> () {",
    ] {
        assert!(text.contains(line), "missing `{line}` in:\n{text}");
    }
}

#[test]
fn push_and_sort_print_as_helper_calls() {
    check(
        common::push_sort(),
        r#"module {
  func.func private @sparsir_push(memref<?xf64>, f64)
  func.func private @sparsir_push.1(memref<?xi1>, i1)
  func.func private @sparsir_push.2(memref<?xindex>, index)
  func.func private @sparsir_sort_index(memref<?xindex>, index)
  func.func @collect(%v0: memref<?xindex>, %v1: memref<?xf64>, %v2: f64, %v3: memref<?xi1>) {
    func.call @sparsir_push(%v1, %v2) : (memref<?xf64>, f64) -> ()
    %v4 = arith.constant true
    func.call @sparsir_push.1(%v3, %v4) : (memref<?xi1>, i1) -> ()
    %v5 = arith.constant 3 : index
    func.call @sparsir_push.2(%v0, %v5) : (memref<?xindex>, index) -> ()
    %v6_c0 = arith.constant 0 : index
    %v6 = memref.dim %v0, %v6_c0 : memref<?xindex>
    func.call @sparsir_sort_index(%v0, %v6) : (memref<?xindex>, index) -> ()
    func.return
  }
}
"#,
    );
}

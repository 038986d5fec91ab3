// verifyMemRef<T>(actual, expected) returns the number of differing elements (floats
// compared with a relative tolerance: 1e-12 for f64, 1e-6 for f32; NaN never matches),
// or -1 when the shapes differ. MLIR reports the differences on stderr; stdout shows the
// counts.
module {
  func.func private @verifyMemRefF64(memref<*xf64>, memref<*xf64>) -> i64 attributes { llvm.emit_c_interface }
  func.func private @verifyMemRefF32(memref<*xf32>, memref<*xf32>) -> i64 attributes { llvm.emit_c_interface }
  func.func private @verifyMemRefI32(memref<*xi32>, memref<*xi32>) -> i64 attributes { llvm.emit_c_interface }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %a = memref.alloc() : memref<2x2xf64>
    %b = memref.alloc() : memref<2x2xf64>
    %one = arith.constant 1.0 : f64
    %near = arith.constant 1.0000000000001 : f64
    %far = arith.constant 1.001 : f64
    %nan = arith.constant 0x7FF8000000000000 : f64
    scf.for %i = %c0 to %c2 step %c1 {
      scf.for %j = %c0 to %c2 step %c1 {
        memref.store %one, %a[%i, %j] : memref<2x2xf64>
        memref.store %one, %b[%i, %j] : memref<2x2xf64>
      }
    }
    %ua = memref.cast %a : memref<2x2xf64> to memref<*xf64>
    %ub = memref.cast %b : memref<2x2xf64> to memref<*xf64>
    %e0 = call @verifyMemRefF64(%ua, %ub) : (memref<*xf64>, memref<*xf64>) -> i64
    vector.print %e0 : i64
    memref.store %near, %a[%c0, %c1] : memref<2x2xf64>
    %e1 = call @verifyMemRefF64(%ua, %ub) : (memref<*xf64>, memref<*xf64>) -> i64
    vector.print %e1 : i64
    memref.store %far, %a[%c1, %c0] : memref<2x2xf64>
    memref.store %nan, %a[%c1, %c1] : memref<2x2xf64>
    memref.store %nan, %b[%c1, %c1] : memref<2x2xf64>
    %e2 = call @verifyMemRefF64(%ua, %ub) : (memref<*xf64>, memref<*xf64>) -> i64
    vector.print %e2 : i64
    %c = memref.alloc() : memref<4xf64>
    %uc = memref.cast %c : memref<4xf64> to memref<*xf64>
    %e3 = call @verifyMemRefF64(%ua, %uc) : (memref<*xf64>, memref<*xf64>) -> i64
    vector.print %e3 : i64

    %x = memref.alloc() : memref<2xf32>
    %y = memref.alloc() : memref<2xf32>
    %f1 = arith.constant 100.0 : f32
    %f2 = arith.constant 100.00005 : f32
    %f3 = arith.constant 100.001 : f32
    memref.store %f1, %x[%c0] : memref<2xf32>
    memref.store %f1, %x[%c1] : memref<2xf32>
    memref.store %f2, %y[%c0] : memref<2xf32>
    memref.store %f3, %y[%c1] : memref<2xf32>
    %ux = memref.cast %x : memref<2xf32> to memref<*xf32>
    %uy = memref.cast %y : memref<2xf32> to memref<*xf32>
    %e4 = call @verifyMemRefF32(%ux, %uy) : (memref<*xf32>, memref<*xf32>) -> i64
    vector.print %e4 : i64

    %p = memref.alloc() : memref<3xi32>
    %q = memref.alloc() : memref<3xi32>
    %i5 = arith.constant 5 : i32
    %i6 = arith.constant 6 : i32
    scf.for %i = %c0 to %c2 step %c1 {
      memref.store %i5, %p[%i] : memref<3xi32>
      memref.store %i6, %q[%i] : memref<3xi32>
    }
    memref.store %i5, %p[%c2] : memref<3xi32>
    memref.store %i5, %q[%c2] : memref<3xi32>
    %up = memref.cast %p : memref<3xi32> to memref<*xi32>
    %uq = memref.cast %q : memref<3xi32> to memref<*xi32>
    %e5 = call @verifyMemRefI32(%up, %uq) : (memref<*xi32>, memref<*xi32>) -> i64
    vector.print %e5 : i64
    return
  }
}

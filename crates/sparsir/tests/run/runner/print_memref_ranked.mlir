// The ranked printers (printMemref0dF32 … printMemref4dF32, printMemref1d<T>) print a
// "Memref base@ = …" header; printMemrefShape<T> prints the header line alone. Ranked
// memrefs with dynamic sizes come from casts of static ones.
module {
  func.func private @printMemref0dF32(memref<f32>) attributes { llvm.emit_c_interface }
  func.func private @printMemref1dF32(memref<?xf32>) attributes { llvm.emit_c_interface }
  func.func private @printMemref2dF32(memref<?x?xf32>) attributes { llvm.emit_c_interface }
  func.func private @printMemref3dF32(memref<?x?x?xf32>) attributes { llvm.emit_c_interface }
  func.func private @printMemref4dF32(memref<?x?x?x?xf32>) attributes { llvm.emit_c_interface }
  func.func private @printMemref1dF64(memref<?xf64>) attributes { llvm.emit_c_interface }
  func.func private @printMemref1dI8(memref<?xi8>) attributes { llvm.emit_c_interface }
  func.func private @printMemref1dI32(memref<?xi32>) attributes { llvm.emit_c_interface }
  func.func private @printMemref1dI64(memref<?xi64>) attributes { llvm.emit_c_interface }
  func.func private @printMemref1dInd(memref<?xindex>) attributes { llvm.emit_c_interface }
  func.func private @printMemref1dC32(memref<?xcomplex<f32>>) attributes { llvm.emit_c_interface }
  func.func private @printMemref1dC64(memref<?xcomplex<f64>>) attributes { llvm.emit_c_interface }
  func.func private @printMemrefShapeF32(memref<*xf32>) attributes { llvm.emit_c_interface }
  func.func private @printMemrefShapeInd(memref<*xindex>) attributes { llvm.emit_c_interface }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %f = arith.constant 2.5 : f32
    %g = arith.constant -0.3 : f32

    %z = memref.alloc() : memref<f32>
    memref.store %f, %z[] : memref<f32>
    call @printMemref0dF32(%z) : (memref<f32>) -> ()

    %one = memref.alloc() : memref<3xf32>
    scf.for %i0_one = %c0 to %c3 step %c1 {
      memref.store %g, %one[%i0_one] : memref<3xf32>
    }
    %one_d = memref.cast %one : memref<3xf32> to memref<?xf32>
    call @printMemref1dF32(%one_d) : (memref<?xf32>) -> ()

    %m = memref.alloc() : memref<2x2xf32>
    scf.for %i0_m = %c0 to %c2 step %c1 {
      scf.for %i1_m = %c0 to %c2 step %c1 {
        memref.store %f, %m[%i0_m, %i1_m] : memref<2x2xf32>
      }
    }
    memref.store %g, %m[%c1, %c0] : memref<2x2xf32>
    %md = memref.cast %m : memref<2x2xf32> to memref<?x?xf32>
    call @printMemref2dF32(%md) : (memref<?x?xf32>) -> ()

    %t = memref.alloc() : memref<2x1x3xf32>
    scf.for %i0_t = %c0 to %c2 step %c1 {
      scf.for %i1_t = %c0 to %c1 step %c1 {
        scf.for %i2_t = %c0 to %c3 step %c1 {
          memref.store %g, %t[%i0_t, %i1_t, %i2_t] : memref<2x1x3xf32>
        }
      }
    }
    %td = memref.cast %t : memref<2x1x3xf32> to memref<?x?x?xf32>
    call @printMemref3dF32(%td) : (memref<?x?x?xf32>) -> ()

    %q = memref.alloc() : memref<2x2x1x2xf32>
    scf.for %i0_q = %c0 to %c2 step %c1 {
      scf.for %i1_q = %c0 to %c2 step %c1 {
        scf.for %i2_q = %c0 to %c1 step %c1 {
          scf.for %i3_q = %c0 to %c2 step %c1 {
            memref.store %f, %q[%i0_q, %i1_q, %i2_q, %i3_q] : memref<2x2x1x2xf32>
          }
        }
      }
    }
    %qd = memref.cast %q : memref<2x2x1x2xf32> to memref<?x?x?x?xf32>
    call @printMemref4dF32(%qd) : (memref<?x?x?x?xf32>) -> ()

    %d = memref.alloc(%c2) : memref<?xf64>
    %pi = arith.constant 3.14159265358979 : f64
    scf.for %i0_d = %c0 to %c2 step %c1 {
      memref.store %pi, %d[%i0_d] : memref<?xf64>
    }
    call @printMemref1dF64(%d) : (memref<?xf64>) -> ()

    %b = memref.alloc(%c2) : memref<?xi8>
    %ch = arith.constant 122 : i8
    scf.for %i0_b = %c0 to %c2 step %c1 {
      memref.store %ch, %b[%i0_b] : memref<?xi8>
    }
    call @printMemref1dI8(%b) : (memref<?xi8>) -> ()

    %i = memref.alloc(%c2) : memref<?xi32>
    %iv = arith.constant -2147483648 : i32
    scf.for %i0_i = %c0 to %c2 step %c1 {
      memref.store %iv, %i[%i0_i] : memref<?xi32>
    }
    call @printMemref1dI32(%i) : (memref<?xi32>) -> ()

    %l = memref.alloc(%c1) : memref<?xi64>
    %lv = arith.constant 9223372036854775807 : i64
    scf.for %i0_l = %c0 to %c1 step %c1 {
      memref.store %lv, %l[%i0_l] : memref<?xi64>
    }
    call @printMemref1dI64(%l) : (memref<?xi64>) -> ()

    %x = memref.alloc() : memref<4xindex>
    scf.for %i0_x = %c0 to %c4 step %c1 {
      memref.store %c2, %x[%i0_x] : memref<4xindex>
    }
    %xd = memref.cast %x : memref<4xindex> to memref<?xindex>
    call @printMemref1dInd(%xd) : (memref<?xindex>) -> ()

    %cs = memref.alloc(%c2) : memref<?xcomplex<f32>>
    %cv = complex.constant [1.0 : f32, -0.5 : f32] : complex<f32>
    memref.store %cv, %cs[%c0] : memref<?xcomplex<f32>>
    memref.store %cv, %cs[%c1] : memref<?xcomplex<f32>>
    call @printMemref1dC32(%cs) : (memref<?xcomplex<f32>>) -> ()

    %cd = memref.alloc(%c1) : memref<?xcomplex<f64>>
    %cw = complex.constant [2.0, 1.0e300] : complex<f64>
    memref.store %cw, %cd[%c0] : memref<?xcomplex<f64>>
    call @printMemref1dC64(%cd) : (memref<?xcomplex<f64>>) -> ()

    %tu = memref.cast %t : memref<2x1x3xf32> to memref<*xf32>
    call @printMemrefShapeF32(%tu) : (memref<*xf32>) -> ()
    %xu = memref.cast %x : memref<4xindex> to memref<*xindex>
    call @printMemrefShapeInd(%xu) : (memref<*xindex>) -> ()
    return
  }
}

// printMemref<T> on unranked memrefs (cast from ranked ones) of every element type MLIR's
// runner prints: the "Unranked Memref base@ = …" header, then rows nested per dimension.
// Floats print like C++ streams (%g: 1e+20, 1.25e-07, nan, -inf), f16/bf16 as their float
// value, complex as (re,im), index unsigned, i8 as a raw byte (65 = 'A', 10 = newline).
module {
  func.func private @printMemrefF64(memref<*xf64>)
  func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
  func.func private @printMemrefI8(memref<*xi8>) attributes { llvm.emit_c_interface }
  func.func private @printMemrefI16(memref<*xi16>) attributes { llvm.emit_c_interface }
  func.func private @printMemrefI32(memref<*xi32>)
  func.func private @printMemrefI64(memref<*xi64>)
  func.func private @printMemrefInd(memref<*xindex>)
  func.func private @printMemrefF16(memref<*xf16>) attributes { llvm.emit_c_interface }
  func.func private @printMemrefBF16(memref<*xbf16>) attributes { llvm.emit_c_interface }
  func.func private @printMemrefC64(memref<*xcomplex<f64>>)
  func.func private @printMemrefC32(memref<*xcomplex<f32>>)

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index

    // Rank 2, special and extreme values.
    %a = memref.alloc() : memref<2x3xf64>
    %v = arith.constant 1.5 : f64
    %big = arith.constant 1.0e20 : f64
    %small = arith.constant 1.25e-7 : f64
    %nan = arith.constant 0x7FF8000000000000 : f64
    %inf = arith.constant 0x7FF0000000000000 : f64
    %ninf = arith.constant 0xFFF0000000000000 : f64
    memref.store %v, %a[%c0, %c0] : memref<2x3xf64>
    memref.store %big, %a[%c0, %c1] : memref<2x3xf64>
    memref.store %small, %a[%c0, %c2] : memref<2x3xf64>
    memref.store %nan, %a[%c1, %c0] : memref<2x3xf64>
    memref.store %inf, %a[%c1, %c1] : memref<2x3xf64>
    memref.store %ninf, %a[%c1, %c2] : memref<2x3xf64>
    %u = memref.cast %a : memref<2x3xf64> to memref<*xf64>
    call @printMemrefF64(%u) : (memref<*xf64>) -> ()
    // The unranked memref aliases the buffer: later stores show.
    %neg = arith.constant -0.0 : f64
    %p = arith.constant 123456789.0 : f64
    memref.store %neg, %a[%c0, %c0] : memref<2x3xf64>
    memref.store %p, %a[%c0, %c1] : memref<2x3xf64>
    call @printMemrefF64(%u) : (memref<*xf64>) -> ()

    // Rank 0.
    %b = memref.alloc() : memref<f32>
    %f = arith.constant 3.25 : f32
    memref.store %f, %b[] : memref<f32>
    %ub = memref.cast %b : memref<f32> to memref<*xf32>
    call @printMemrefF32(%ub) : (memref<*xf32>) -> ()

    // Rank 3, filled with 0..23 through a cast to dynamic sizes and back.
    %t = memref.alloc() : memref<2x3x4xi32>
    %c4 = arith.constant 4 : index
    scf.for %i = %c0 to %c2 step %c1 {
      scf.for %j = %c0 to %c3 step %c1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %r = arith.muli %i, %c3 : index
          %rj = arith.addi %r, %j : index
          %q = arith.muli %rj, %c4 : index
          %l = arith.addi %q, %k : index
          %li = arith.index_cast %l : index to i32
          memref.store %li, %t[%i, %j, %k] : memref<2x3x4xi32>
        }
      }
    }
    %ut = memref.cast %t : memref<2x3x4xi32> to memref<*xi32>
    call @printMemrefI32(%ut) : (memref<*xi32>) -> ()

    // A 1x1x1 memref: one element, brackets only.
    %x = memref.alloc() : memref<1x1x1xi64>
    %m7 = arith.constant -7 : i64
    memref.store %m7, %x[%c0, %c0, %c0] : memref<1x1x1xi64>
    %ux = memref.cast %x : memref<1x1x1xi64> to memref<*xi64>
    call @printMemrefI64(%ux) : (memref<*xi64>) -> ()

    // i8 prints the byte itself.
    %i8 = memref.alloc() : memref<4xi8>
    %x65 = arith.constant 65 : i8
    %x66 = arith.constant 66 : i8
    %x10 = arith.constant 10 : i8
    memref.store %x65, %i8[%c0] : memref<4xi8>
    memref.store %x66, %i8[%c1] : memref<4xi8>
    memref.store %x10, %i8[%c2] : memref<4xi8>
    memref.store %x65, %i8[%c3] : memref<4xi8>
    %u8 = memref.cast %i8 : memref<4xi8> to memref<*xi8>
    call @printMemrefI8(%u8) : (memref<*xi8>) -> ()

    %i16 = memref.alloc() : memref<2xi16>
    %y = arith.constant -300 : i16
    memref.store %y, %i16[%c0] : memref<2xi16>
    memref.store %y, %i16[%c1] : memref<2xi16>
    %u16 = memref.cast %i16 : memref<2xi16> to memref<*xi16>
    call @printMemrefI16(%u16) : (memref<*xi16>) -> ()

    // A dynamic size: the buffer's length.
    %ix = memref.alloc(%c2) : memref<?xindex>
    %m1 = arith.constant -1 : index
    memref.store %m1, %ix[%c0] : memref<?xindex>
    memref.store %c2, %ix[%c1] : memref<?xindex>
    %uix = memref.cast %ix : memref<?xindex> to memref<*xindex>
    call @printMemrefInd(%uix) : (memref<*xindex>) -> ()

    %h = memref.alloc() : memref<3xf16>
    %h1 = arith.constant 1.5 : f16
    %h2 = arith.constant 65504.0 : f16
    %h3 = arith.constant 0.1 : f16
    memref.store %h1, %h[%c0] : memref<3xf16>
    memref.store %h2, %h[%c1] : memref<3xf16>
    memref.store %h3, %h[%c2] : memref<3xf16>
    %uh = memref.cast %h : memref<3xf16> to memref<*xf16>
    call @printMemrefF16(%uh) : (memref<*xf16>) -> ()

    %bh = memref.alloc() : memref<2xbf16>
    %b1 = arith.constant 0.1 : bf16
    %b2 = arith.constant 3.0e30 : bf16
    memref.store %b1, %bh[%c0] : memref<2xbf16>
    memref.store %b2, %bh[%c1] : memref<2xbf16>
    %ubh = memref.cast %bh : memref<2xbf16> to memref<*xbf16>
    call @printMemrefBF16(%ubh) : (memref<*xbf16>) -> ()

    %cx = memref.alloc() : memref<2xcomplex<f64>>
    %z = complex.constant [1.5, -2.0] : complex<f64>
    %z2 = complex.constant [0.0, 1.0e-10] : complex<f64>
    memref.store %z, %cx[%c0] : memref<2xcomplex<f64>>
    memref.store %z2, %cx[%c1] : memref<2xcomplex<f64>>
    %ucx = memref.cast %cx : memref<2xcomplex<f64>> to memref<*xcomplex<f64>>
    call @printMemrefC64(%ucx) : (memref<*xcomplex<f64>>) -> ()

    %cy = memref.alloc() : memref<1x2xcomplex<f32>>
    %zz = complex.constant [0.1 : f32, 1.0e10 : f32] : complex<f32>
    memref.store %zz, %cy[%c0, %c0] : memref<1x2xcomplex<f32>>
    memref.store %zz, %cy[%c0, %c1] : memref<1x2xcomplex<f32>>
    %ucy = memref.cast %cy : memref<1x2xcomplex<f32>> to memref<*xcomplex<f32>>
    call @printMemrefC32(%ucy) : (memref<*xcomplex<f32>>) -> ()
    return
  }
}

// A runtime error: memref.load with a column index past a static 2-D memref's size.
module {
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %g = memref.alloc() : memref<2x4xf32>
    %y = memref.load %g[%c1, %c4] : memref<2x4xf32>
    vector.print %y : f32
    return
  }
}

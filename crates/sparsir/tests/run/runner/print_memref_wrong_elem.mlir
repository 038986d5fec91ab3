// printMemrefF64 reads its argument as f64 values: a memref of f32 is refused at the call
// (MLIR would print garbage).
module {
  func.func private @printMemrefF64(memref<*xf32>)
  func.func @main() {
    %a = memref.alloc() : memref<2xf32>
    %u = memref.cast %a : memref<2xf32> to memref<*xf32>
    call @printMemrefF64(%u) : (memref<*xf32>) -> ()
    return
  }
}

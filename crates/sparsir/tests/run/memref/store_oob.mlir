// A runtime error: memref.store past the end of a dynamically sized memref.
module {
  func.func @main() {
    %c3 = arith.constant 3 : index
    %m = memref.alloc(%c3) : memref<?xindex>
    memref.store %c3, %m[%c3] : memref<?xindex>
    return
  }
}

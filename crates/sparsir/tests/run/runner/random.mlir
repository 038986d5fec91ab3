!Gen = !llvm.ptr
module {
  func.func private @rtsrand(index) -> (!Gen)
  func.func private @rtrand(!Gen, index) -> (index)
  func.func private @rtdrand(!Gen) -> ()
  func.func private @shuffle(memref<?xi64>, !Gen) -> () attributes { llvm.emit_c_interface }
  func.func @draws(%g: !Gen, %m: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    scf.for %i = %c0 to %c5 step %c1 {
      %r = func.call @rtrand(%g, %m) : (!Gen, index) -> index
      vector.print %r : index
    }
    return
  }
  func.func @shuf(%g: !Gen, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %a = memref.alloc(%n) : memref<?xi64>
    func.call @shuffle(%a, %g) : (memref<?xi64>, !Gen) -> ()
    %m = arith.minui %n, %c1 : index
    %c12 = arith.constant 12 : index
    %k = arith.minui %n, %c12 : index
    scf.for %i = %c0 to %k step %c1 {
      %v = memref.load %a[%i] : memref<?xi64>
      vector.print %v : i64 punctuation <comma>
    }
    vector.print punctuation <newline>
    memref.dealloc %a : memref<?xi64>
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c42 = arith.constant 42 : index
    %g = func.call @rtsrand(%c0) : (index) -> !Gen
    %ms = arith.constant dense<[0, 1, 2, 99, 1000, 4294967294, 4294967295, 4294967296, 1099511627776, -1]> : tensor<10xindex>
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    scf.for %i = %c0 to %c10 step %c1 {
      %m = tensor.extract %ms[%i] : tensor<10xindex>
      func.call @draws(%g, %m) : (!Gen, index) -> ()
    }
    %ns = arith.constant dense<[0, 1, 2, 3, 5, 10, 50, 65535, 65536, 70000]> : tensor<10xindex>
    scf.for %i = %c0 to %c10 step %c1 {
      %n = tensor.extract %ns[%i] : tensor<10xindex>
      func.call @shuf(%g, %n) : (!Gen, index) -> ()
    }
    %h = func.call @rtsrand(%c42) : (index) -> !Gen
    %c99 = arith.constant 99 : index
    func.call @draws(%h, %c99) : (!Gen, index) -> ()
    func.call @rtdrand(%g) : (!Gen) -> ()
    func.call @rtdrand(%h) : (!Gen) -> ()
    return
  }
}

// printMemref<T> on tensors, as MLIR's sparse integration tests call it: a dense tensor
// made from a sparse one, cast to tensor<*xT> (bufferized to an unranked memref), a filled
// tensor, and the values of a sparse tensor (a memref<?xf64>) through printMemref1dF64.
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
module {
  func.func private @printMemrefF64(%ptr : tensor<*xf64>)
  func.func private @printMemref1dF64(%ptr : memref<?xf64>) attributes { llvm.emit_c_interface }
  func.func private @printMemrefI64(%ptr : tensor<*xi64>)

  func.func @main() {
    %d = arith.constant dense<[[1.0, 0.0, 2.5], [0.0, 0.0, -3.0]]> : tensor<2x3xf64>
    %s = sparse_tensor.convert %d : tensor<2x3xf64> to tensor<2x3xf64, #CSR>
    %back = sparse_tensor.convert %s : tensor<2x3xf64, #CSR> to tensor<2x3xf64>
    %ub = tensor.cast %back : tensor<2x3xf64> to tensor<*xf64>
    call @printMemrefF64(%ub) : (tensor<*xf64>) -> ()

    %vals = sparse_tensor.values %s : tensor<2x3xf64, #CSR> to memref<?xf64>
    call @printMemref1dF64(%vals) : (memref<?xf64>) -> ()

    %e = tensor.empty() : tensor<3xi64>
    %seven = arith.constant -7 : i64
    %i = linalg.fill ins(%seven : i64) outs(%e : tensor<3xi64>) -> tensor<3xi64>
    %ui = tensor.cast %i : tensor<3xi64> to tensor<*xi64>
    call @printMemrefI64(%ui) : (tensor<*xi64>) -> ()

    bufferization.dealloc_tensor %s : tensor<2x3xf64, #CSR>
    return
  }
}

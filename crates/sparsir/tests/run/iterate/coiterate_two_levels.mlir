// coiterate over spaces of two levels is not supported (MLIR 22 asserts on it too): a clear "unsupported" error.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
!S = !sparse_tensor.iter_space<#CSR, lvls = 0 to 2>
module {
  func.func @main() {
    %d = arith.constant dense<[[1.0, 0.0], [0.0, 2.0]]> : tensor<2x2xf64>
    %a = sparse_tensor.convert %d : tensor<2x2xf64> to tensor<2x2xf64, #CSR>
    %s = sparse_tensor.extract_iteration_space %a lvls = 0 to 2 : tensor<2x2xf64, #CSR> -> !S
    sparse_tensor.coiterate (%s, %s) : (!S, !S)
    case %x, %y {
      %v = sparse_tensor.extract_value %a at %x : tensor<2x2xf64, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 0 to 2>
      vector.print %v : f64
    }
    bufferization.dealloc_tensor %a : tensor<2x2xf64, #CSR>
    return
  }
}

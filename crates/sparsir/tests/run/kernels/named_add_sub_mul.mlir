// The named element-wise ops on CSR operands with CSR outputs: linalg.add (union),
// linalg.sub (union, -b where only b is stored), linalg.mul (intersection).
// Each op gets its own tensor.empty: with one shared empty outs, MLIR 22 reuses one
// buffer for the three results and prints corrupt storage for sub and mul.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
module {
  func.func @main() {
    %da = arith.constant dense<[[1.0, 0.0, 4.0], [0.0, 2.0, 0.0]]> : tensor<2x3xf64>
    %db = arith.constant dense<[[3.0, 5.0, 0.0], [0.0, 2.0, 0.0]]> : tensor<2x3xf64>
    %a = sparse_tensor.convert %da : tensor<2x3xf64> to tensor<2x3xf64, #CSR>
    %b = sparse_tensor.convert %db : tensor<2x3xf64> to tensor<2x3xf64, #CSR>
    %e = tensor.empty() : tensor<2x3xf64, #CSR>
    %add = linalg.add ins(%a, %b : tensor<2x3xf64, #CSR>, tensor<2x3xf64, #CSR>) outs(%e : tensor<2x3xf64, #CSR>) -> tensor<2x3xf64, #CSR>
    sparse_tensor.print %add : tensor<2x3xf64, #CSR>
    %e2 = tensor.empty() : tensor<2x3xf64, #CSR>
    %sub = linalg.sub ins(%a, %b : tensor<2x3xf64, #CSR>, tensor<2x3xf64, #CSR>) outs(%e2 : tensor<2x3xf64, #CSR>) -> tensor<2x3xf64, #CSR>
    sparse_tensor.print %sub : tensor<2x3xf64, #CSR>
    %e3 = tensor.empty() : tensor<2x3xf64, #CSR>
    %mul = linalg.mul ins(%a, %b : tensor<2x3xf64, #CSR>, tensor<2x3xf64, #CSR>) outs(%e3 : tensor<2x3xf64, #CSR>) -> tensor<2x3xf64, #CSR>
    sparse_tensor.print %mul : tensor<2x3xf64, #CSR>
    return
  }
}

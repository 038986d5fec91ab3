// SpGEMM with linalg.matmul on DCSR operands into a DCSR output (tensor.empty): rows
// without entries are not stored; a product that sums to zero (2*3 + (-6)*1) is stored.
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
module {
  func.func @main() {
    %da = arith.constant dense<[[0.0, 0.0, 0.0],
                                [2.0, -6.0, 0.0],
                                [0.0, 0.0, 0.0],
                                [0.0, 1.0, 7.0]]> : tensor<4x3xf32>
    %db = arith.constant dense<[[3.0, 0.0, 0.0, 0.0, 1.0],
                                [1.0, 0.0, 0.0, 0.0, 0.0],
                                [0.0, 0.0, 2.0, 0.0, 0.0]]> : tensor<3x5xf32>
    %a = sparse_tensor.convert %da : tensor<4x3xf32> to tensor<4x3xf32, #DCSR>
    %b = sparse_tensor.convert %db : tensor<3x5xf32> to tensor<3x5xf32, #DCSR>
    %e = tensor.empty() : tensor<4x5xf32, #DCSR>
    %c = linalg.matmul ins(%a, %b : tensor<4x3xf32, #DCSR>, tensor<3x5xf32, #DCSR>) outs(%e : tensor<4x5xf32, #DCSR>) -> tensor<4x5xf32, #DCSR>
    sparse_tensor.print %c : tensor<4x5xf32, #DCSR>
    return
  }
}

// arith.select c, a, b in a kernel: absent where both a and b are absent (the result would
// be zero), whatever the condition; computed elsewhere with absent operands read as zero.
// The condition is a dense i1 matrix.
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
#trait = {
  indexing_maps = [ affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>,
                    affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)> ],
  iterator_types = ["parallel", "parallel"]
}
module {
  func.func @sel_dense(%c: tensor<3x4xi1>, %a: tensor<3x4xf64, #CSR>, %b: tensor<3x4xf64, #CSR>) -> tensor<3x4xf64, #CSR> {
    %e = tensor.empty() : tensor<3x4xf64, #CSR>
    %0 = linalg.generic #trait ins(%c, %a, %b : tensor<3x4xi1>, tensor<3x4xf64, #CSR>, tensor<3x4xf64, #CSR>)
        outs(%e : tensor<3x4xf64, #CSR>) {
      ^bb0(%x: i1, %y: f64, %z: f64, %o: f64):
        %r = arith.select %x, %y, %z : f64
        linalg.yield %r : f64
    } -> tensor<3x4xf64, #CSR>
    return %0 : tensor<3x4xf64, #CSR>
  }
  func.func @main() {
    %cd = arith.constant dense<[[1, 0, 1, 0], [0, 1, 0, 1], [1, 1, 0, 0]]> : tensor<3x4xi1>
    %a0 = arith.constant sparse<[[0, 0], [0, 3], [1, 1], [2, 2]], [1.0, 2.0, -3.0, 4.0]> : tensor<3x4xf64>
    %b0 = arith.constant sparse<[[0, 0], [1, 2], [2, 2], [2, 3]], [5.0, 6.0, 7.0, -8.0]> : tensor<3x4xf64>
    %a = sparse_tensor.convert %a0 : tensor<3x4xf64> to tensor<3x4xf64, #CSR>
    %b = sparse_tensor.convert %b0 : tensor<3x4xf64> to tensor<3x4xf64, #CSR>
    %1 = call @sel_dense(%cd, %a, %b) : (tensor<3x4xi1>, tensor<3x4xf64, #CSR>, tensor<3x4xf64, #CSR>) -> tensor<3x4xf64, #CSR>
    sparse_tensor.print %1 : tensor<3x4xf64, #CSR>
    bufferization.dealloc_tensor %a : tensor<3x4xf64, #CSR>
    bufferization.dealloc_tensor %b : tensor<3x4xf64, #CSR>
    bufferization.dealloc_tensor %1 : tensor<3x4xf64, #CSR>
    return
  }
}

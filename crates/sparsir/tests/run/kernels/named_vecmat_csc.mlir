// linalg.vecmat: y(j) = sum_i x(i) A(i,j) with A in CSC (column-major suits j outer),
// y initialised to [1, 1, 1, 1] and read.
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f32
    %da = arith.constant dense<[[1.0, 0.0, 0.0, 2.0], [0.0, 0.0, 3.0, 0.0], [4.0, 0.0, 5.0, 0.0]]> : tensor<3x4xf32>
    %a = sparse_tensor.convert %da : tensor<3x4xf32> to tensor<3x4xf32, #CSC>
    %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
    %y0 = arith.constant dense<1.0> : tensor<4xf32>
    %y = linalg.vecmat ins(%x, %a : tensor<3xf32>, tensor<3x4xf32, #CSC>) outs(%y0 : tensor<4xf32>) -> tensor<4xf32>
    %v = vector.transfer_read %y[%c0], %f0 : tensor<4xf32>, vector<4xf32>
    vector.print %v : vector<4xf32>
    return
  }
}

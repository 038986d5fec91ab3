// y += A x with linalg.matvec (reads its output) over COO (soa), f32.
#SP = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton(soa)) }>
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0.0 : f32
    %d = arith.constant dense<[[1.0, 0.0, 2.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                               [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                               [0.0, 3.0, 0.0, 4.0, 5.0, 0.0, 0.0, 0.0],
                               [6.0, 0.0, 0.0, 0.0, 0.0, 0.0, -7.0, 8.0]]> : tensor<4x8xf32>
    %a = sparse_tensor.convert %d : tensor<4x8xf32> to tensor<4x8xf32, #SP>
    %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
    %z = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : tensor<4xf32>
    %y = linalg.matvec ins(%a, %x : tensor<4x8xf32, #SP>, tensor<8xf32>) outs(%z : tensor<4xf32>) -> tensor<4xf32>
    %v = vector.transfer_read %y[%c0], %zero : tensor<4xf32>, vector<4xf32>
    vector.print %v : vector<4xf32>
    sparse_tensor.print %a : tensor<4x8xf32, #SP>
    return
  }
}

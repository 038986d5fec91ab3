// SpMV on i32 values over CSR with 8-bit positions and coordinates.
#SP = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 8, crdWidth = 8 }>
#spmv = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %d = arith.constant dense<[[1, 0, 2, 0, 0, 0, 0, 0],
                               [0, 0, 0, 0, 0, 0, 0, 0],
                               [0, 3, 0, 4, 5, 0, 0, 0],
                               [6, 0, 0, 0, 0, 0, -7, 8]]> : tensor<4x8xi32>
    %a = sparse_tensor.convert %d : tensor<4x8xi32> to tensor<4x8xi32, #SP>
    %x = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8]> : tensor<8xi32>
    %e = tensor.empty() : tensor<4xi32>
    %z = linalg.fill ins(%zero : i32) outs(%e : tensor<4xi32>) -> tensor<4xi32>
    %y = linalg.generic #spmv ins(%a, %x : tensor<4x8xi32, #SP>, tensor<8xi32>) outs(%z : tensor<4xi32>) {
    ^bb0(%av: i32, %xv: i32, %acc: i32):
      %m = arith.muli %av, %xv : i32
      %s = arith.addi %acc, %m : i32
      linalg.yield %s : i32
    } -> tensor<4xi32>
    %v = vector.transfer_read %y[%c0], %zero : tensor<4xi32>, vector<4xi32>
    vector.print %v : vector<4xi32>
    sparse_tensor.print %a : tensor<4x8xi32, #SP>
    return
  }
}

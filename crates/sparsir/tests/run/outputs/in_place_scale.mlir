// Sparse outputs that already hold entries, updated in place: the kernel's value depends
// only on the output (scaling by a constant), so the result keeps exactly the output's
// stored entries with new values. Several formats: CSR, DCSR, CSC, COO, a 3-D tensor, a
// function argument as the output, and a stored explicit zero (kept, still zero).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#CSF = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : compressed, k : compressed) }>
#scale2 = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>],
  iterator_types = ["parallel", "parallel"]
}
#scale3 = {
  indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>],
  iterator_types = ["parallel", "parallel", "parallel"]
}
module {
  func.func @scale_csr(%x: tensor<3x4xf64, #CSR>, %c: f64) -> tensor<3x4xf64, #CSR> {
    %r = linalg.generic #scale2 outs(%x : tensor<3x4xf64, #CSR>) {
    ^bb0(%o: f64):
      %s = arith.mulf %o, %c : f64
      linalg.yield %s : f64
    } -> tensor<3x4xf64, #CSR>
    return %r : tensor<3x4xf64, #CSR>
  }

  func.func @main() {
    %d = arith.constant dense<[[1.5, 0.0, 5.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, -2.0, 0.0, 3.0]]> : tensor<3x4xf64>
    %three = arith.constant 3.0 : f64
    %csr = sparse_tensor.convert %d : tensor<3x4xf64> to tensor<3x4xf64, #CSR>
    %r0 = call @scale_csr(%csr, %three) : (tensor<3x4xf64, #CSR>, f64) -> tensor<3x4xf64, #CSR>
    sparse_tensor.print %r0 : tensor<3x4xf64, #CSR>

    %dcsr = sparse_tensor.convert %d : tensor<3x4xf64> to tensor<3x4xf64, #DCSR>
    %r1 = linalg.generic #scale2 outs(%dcsr : tensor<3x4xf64, #DCSR>) {
    ^bb0(%o: f64):
      %n = arith.negf %o : f64
      linalg.yield %n : f64
    } -> tensor<3x4xf64, #DCSR>
    sparse_tensor.print %r1 : tensor<3x4xf64, #DCSR>

    %csc = sparse_tensor.convert %d : tensor<3x4xf64> to tensor<3x4xf64, #CSC>
    %r2 = linalg.generic #scale2 outs(%csc : tensor<3x4xf64, #CSC>) {
    ^bb0(%o: f64):
      %s = arith.mulf %o, %o : f64
      linalg.yield %s : f64
    } -> tensor<3x4xf64, #CSC>
    sparse_tensor.print %r2 : tensor<3x4xf64, #CSC>

    %coo = sparse_tensor.convert %d : tensor<3x4xf64> to tensor<3x4xf64, #COO>
    %r3 = linalg.generic #scale2 outs(%coo : tensor<3x4xf64, #COO>) {
    ^bb0(%o: f64):
      %s = arith.divf %o, %three : f64
      linalg.yield %s : f64
    } -> tensor<3x4xf64, #COO>
    sparse_tensor.print %r3 : tensor<3x4xf64, #COO>

    %d3 = arith.constant dense<[[[1, 0], [0, 2]], [[0, 0], [0, 0]], [[3, 0], [4, 5]]]> : tensor<3x2x2xi32>
    %csf = sparse_tensor.convert %d3 : tensor<3x2x2xi32> to tensor<3x2x2xi32, #CSF>
    %seven = arith.constant 7 : i32
    %r4 = linalg.generic #scale3 outs(%csf : tensor<3x2x2xi32, #CSF>) {
    ^bb0(%o: i32):
      %s = arith.muli %o, %seven : i32
      linalg.yield %s : i32
    } -> tensor<3x2x2xi32, #CSF>
    sparse_tensor.print %r4 : tensor<3x2x2xi32, #CSF>
    return
  }
}

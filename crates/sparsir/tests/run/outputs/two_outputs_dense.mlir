// Kernels with several outputs over dense tensors (MLIR 22 runs these as plain linalg):
// an element-wise sum and product of two matrices into two outputs (the second
// transposed), and the row sums and row maxima of a matrix in one reduction kernel.
#two = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>,
                   affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>],
  iterator_types = ["parallel", "parallel"]
}
#rows = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f64
    %a = arith.constant dense<[[1.0, 2.0, 0.0], [0.0, -3.0, 4.0]]> : tensor<2x3xf64>
    %b = arith.constant dense<[[5.0, 0.0, 6.0], [7.0, 8.0, -1.0]]> : tensor<2x3xf64>
    %e0 = tensor.empty() : tensor<2x3xf64>
    %e1 = tensor.empty() : tensor<3x2xf64>
    %r:2 = linalg.generic #two ins(%a, %b : tensor<2x3xf64>, tensor<2x3xf64>)
                                outs(%e0, %e1 : tensor<2x3xf64>, tensor<3x2xf64>) {
    ^bb0(%x: f64, %y: f64, %s: f64, %p: f64):
      %sum = arith.addf %x, %y : f64
      %prod = arith.mulf %x, %y : f64
      linalg.yield %sum, %prod : f64, f64
    } -> (tensor<2x3xf64>, tensor<3x2xf64>)
    %v0 = vector.transfer_read %r#0[%c0, %c0], %f0 : tensor<2x3xf64>, vector<2x3xf64>
    vector.print %v0 : vector<2x3xf64>
    %v1 = vector.transfer_read %r#1[%c0, %c0], %f0 : tensor<3x2xf64>, vector<3x2xf64>
    vector.print %v1 : vector<3x2xf64>

    %s0 = arith.constant dense<[0.0, 0.0]> : tensor<2xf64>
    %m0 = arith.constant dense<[-100.0, -100.0]> : tensor<2xf64>
    %q:2 = linalg.generic #rows ins(%a : tensor<2x3xf64>) outs(%s0, %m0 : tensor<2xf64>, tensor<2xf64>) {
    ^bb0(%x: f64, %s: f64, %m: f64):
      %sum = arith.addf %s, %x : f64
      %max = arith.maximumf %m, %x : f64
      linalg.yield %sum, %max : f64, f64
    } -> (tensor<2xf64>, tensor<2xf64>)
    %w0 = vector.transfer_read %q#0[%c0], %f0 : tensor<2xf64>, vector<2xf64>
    vector.print %w0 : vector<2xf64>
    %w1 = vector.transfer_read %q#1[%c0], %f0 : tensor<2xf64>, vector<2xf64>
    vector.print %w1 : vector<2xf64>
    return
  }
}

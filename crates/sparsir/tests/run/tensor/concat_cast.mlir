// tensor.concat of dense tensors along each dimension, and tensor.cast of dense and sparse tensors.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %z = arith.constant 0.0 : f32
    %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
    %b = arith.constant dense<[[5.0, 6.0]]> : tensor<1x2xf32>
    %r = tensor.concat dim(0) %a, %b, %a : (tensor<2x2xf32>, tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<5x2xf32>
    %vr = vector.transfer_read %r[%c0, %c0], %z : tensor<5x2xf32>, vector<5x2xf32>
    vector.print %vr : vector<5x2xf32>
    %bt = arith.constant dense<[[7.0], [8.0]]> : tensor<2x1xf32>
    %q = tensor.concat dim(1) %bt, %a : (tensor<2x1xf32>, tensor<2x2xf32>) -> tensor<2x3xf32>
    %vq = vector.transfer_read %q[%c0, %c0], %z : tensor<2x3xf32>, vector<2x3xf32>
    vector.print %vq : vector<2x3xf32>
    %d = tensor.cast %q : tensor<2x3xf32> to tensor<?x?xf32>
    %s = tensor.cast %d : tensor<?x?xf32> to tensor<2x?xf32>
    %vs = vector.transfer_read %s[%c0, %c0], %z : tensor<2x?xf32>, vector<2x3xf32>
    vector.print %vs : vector<2x3xf32>
    %sp = sparse_tensor.convert %q : tensor<2x3xf32> to tensor<2x3xf32, #CSR>
    %sd = tensor.cast %sp : tensor<2x3xf32, #CSR> to tensor<?x3xf32, #CSR>
    sparse_tensor.print %sd : tensor<?x3xf32, #CSR>
    return
  }
}

// push_back appends to a values buffer (growing it, with a repeat count), and expand gives the access-pattern buffers of a CSR's rows.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
module {
  func.func @main() {
    %d = arith.constant dense<[[0.0, 1.0, 0.0, 0.0, 0.0], [2.0, 0.0, 0.0, 0.0, 3.0]]> : tensor<2x5xf64>
    %s = sparse_tensor.convert %d : tensor<2x5xf64> to tensor<2x5xf64, #CSR>
    %v = sparse_tensor.values %s : tensor<2x5xf64, #CSR> to memref<?xf64>
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %x = arith.constant 9.5 : f64
    %b1, %n1 = sparse_tensor.push_back %c2, %v, %x : index, memref<?xf64>, f64
    %b2, %n2 = sparse_tensor.push_back %n1, %b1, %x, %c3 : index, memref<?xf64>, f64, index
    vector.print %n1 : index
    vector.print %n2 : index
    %z = arith.constant 0 : index
    %f = arith.constant 0.0 : f64
    %r = vector.transfer_read %b2[%z], %f : memref<?xf64>, vector<6xf64>
    vector.print %r : vector<6xf64>
    %ev, %ef, %ea, %ec = sparse_tensor.expand %s : tensor<2x5xf64, #CSR> to memref<?xf64>, memref<?xi1>, memref<?xindex>
    vector.print %ec : index
    %fb = arith.constant false
    %er = vector.transfer_read %ef[%z], %fb : memref<?xi1>, vector<5xi1>
    vector.print %er : vector<5xi1>
    return
  }
}

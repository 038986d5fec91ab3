// HAND-WRITTEN EXPECTED OUTPUT: MLIR 22 fails to compile an encoded `dense<…>` constant
// ("failed to legalize unresolved materialization"). A `dense<…>` constant of an encoded
// type holds its nonzero values, as converting the dense constant would: 2 entries, and
// converting it back to a dense tensor gives the constant.
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
module {
  func.func @main() {
    %c = arith.constant dense<[[1.0, 0.0, 0.0], [0.0, 0.0, -2.5]]> : tensor<2x3xf64, #CSR>
    %n = sparse_tensor.number_of_entries %c : tensor<2x3xf64, #CSR>
    vector.print %n : index
    %d = sparse_tensor.convert %c : tensor<2x3xf64, #CSR> to tensor<2x3xf64>
    %c0 = arith.constant 0 : index
    %p = arith.constant -1.0 : f64
    %v = vector.transfer_read %d[%c0, %c0], %p : tensor<2x3xf64>, vector<2x3xf64>
    vector.print %v : vector<2x3xf64>
    return
  }
}

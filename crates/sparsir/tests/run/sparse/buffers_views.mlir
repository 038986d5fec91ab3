// positions / coordinates / values of a CSR with 32-bit widths and of a 3-D tensor ending in COO; coordinates_buffer of a 2-D COO.
#CSR32 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 32 }>
#DCOO = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : dense, j : compressed(nonunique), k : singleton) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
module {
  func.func @main() {
    %d = arith.constant dense<[[0.0, 5.0, 0.0], [0.0, 0.0, 0.0], [6.0, 0.0, 7.0]]> : tensor<3x3xf64>
    %s = sparse_tensor.convert %d : tensor<3x3xf64> to tensor<3x3xf64, #CSR32>
    %p = sparse_tensor.positions %s {level = 1 : index} : tensor<3x3xf64, #CSR32> to memref<?xi32>
    %c = sparse_tensor.coordinates %s {level = 1 : index} : tensor<3x3xf64, #CSR32> to memref<?xi32>
    %v = sparse_tensor.values %s : tensor<3x3xf64, #CSR32> to memref<?xf64>
    %z = arith.constant 0 : index
    %zi = arith.constant 0 : i32
    %zf = arith.constant 0.0 : f64
    %pv = vector.transfer_read %p[%z], %zi : memref<?xi32>, vector<4xi32>
    vector.print %pv : vector<4xi32>
    %cv = vector.transfer_read %c[%z], %zi : memref<?xi32>, vector<3xi32>
    vector.print %cv : vector<3xi32>
    %vv = vector.transfer_read %v[%z], %zf : memref<?xf64>, vector<3xf64>
    vector.print %vv : vector<3xf64>
    %d3 = arith.constant dense<[[[0.0, 1.0], [2.0, 0.0]], [[0.0, 0.0], [3.0, 4.0]]]> : tensor<2x2x2xf64>
    %t = sparse_tensor.convert %d3 : tensor<2x2x2xf64> to tensor<2x2x2xf64, #DCOO>
    %k1 = sparse_tensor.coordinates %t {level = 1 : index} : tensor<2x2x2xf64, #DCOO> to memref<?xindex, strided<[?], offset: ?>>
    %k2 = sparse_tensor.coordinates %t {level = 2 : index} : tensor<2x2x2xf64, #DCOO> to memref<?xindex, strided<[?], offset: ?>>
    %k1v = vector.transfer_read %k1[%z], %z : memref<?xindex, strided<[?], offset: ?>>, vector<4xindex>
    vector.print %k1v : vector<4xindex>
    %k2v = vector.transfer_read %k2[%z], %z : memref<?xindex, strided<[?], offset: ?>>, vector<4xindex>
    vector.print %k2v : vector<4xindex>
    %e = arith.constant dense<[[0.0, 0.0, 8.0], [9.0, 0.0, 0.0]]> : tensor<2x3xf64>
    %u = sparse_tensor.convert %e : tensor<2x3xf64> to tensor<2x3xf64, #COO>
    %cb = sparse_tensor.coordinates_buffer %u : tensor<2x3xf64, #COO> to memref<?xindex>
    %cbv = vector.transfer_read %cb[%z], %z : memref<?xindex>, vector<4xindex>
    vector.print %cbv : vector<4xindex>
    return
  }
}

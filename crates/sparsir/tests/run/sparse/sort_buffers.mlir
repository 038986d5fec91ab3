// sparse_tensor.sort on a COO tensor's interleaved coordinates: by column (perm_map (j, i)) with the values jointly, heap_sort then insertion_sort_stable with ny = 1.
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
module {
  func.func @main() {
    %d = arith.constant dense<[[0.0, 1.0, 0.0, 2.0], [3.0, 0.0, 0.0, 4.0], [0.0, 5.0, 6.0, 0.0]]> : tensor<3x4xf64>
    %s = sparse_tensor.convert %d : tensor<3x4xf64> to tensor<3x4xf64, #COO>
    %xy = sparse_tensor.coordinates_buffer %s : tensor<3x4xf64, #COO> to memref<?xindex>
    %v = sparse_tensor.values %s : tensor<3x4xf64, #COO> to memref<?xf64>
    %n = arith.constant 6 : index
    sparse_tensor.sort heap_sort %n, %xy jointly %v {perm_map = affine_map<(i, j) -> (j, i)>, ny = 0 : index}
      : memref<?xindex> jointly memref<?xf64>
    %z = arith.constant 0 : index
    %f = arith.constant 0.0 : f64
    %a = vector.transfer_read %xy[%z], %z : memref<?xindex>, vector<12xindex>
    vector.print %a : vector<12xindex>
    %b = vector.transfer_read %v[%z], %f : memref<?xf64>, vector<6xf64>
    vector.print %b : vector<6xf64>
    %m = arith.constant 4 : index
    sparse_tensor.sort insertion_sort_stable %m, %xy {perm_map = affine_map<(i) -> (i)>, ny = 2 : index}
      : memref<?xindex>
    %c = vector.transfer_read %xy[%z], %z : memref<?xindex>, vector<12xindex>
    vector.print %c : vector<12xindex>
    return
  }
}

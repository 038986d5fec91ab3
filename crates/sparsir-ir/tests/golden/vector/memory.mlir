// Moving vectors to and from memory: load/store, masked load/store, and the
// transfers with padding, masks, in_bounds and permutation maps.

func.func @load_store(%m: memref<?x?xf32>, %i: index, %j: index, %mask: vector<8xi1>, %pass: vector<8xf32>) {
  %0 = vector.load %m[%i, %j] : memref<?x?xf32>, vector<8xf32>
  vector.store %0, %m[%j, %i] : memref<?x?xf32>, vector<8xf32>
  %1 = vector.load %m[%i, %j] {nontemporal = true} : memref<?x?xf32>, vector<8xf32>
  vector.store %1, %m[%i, %j] {alignment = 32} : memref<?x?xf32>, vector<8xf32>
  %2 = vector.maskedload %m[%i, %j], %mask, %pass : memref<?x?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.maskedstore %m[%i, %j], %mask, %2 : memref<?x?xf32>, vector<8xi1>, vector<8xf32>
  return
}

func.func @transfers(%m: memref<?x?x?xf64>, %t: tensor<4x4xf64>, %i: index, %pad: f64,
                     %mask: vector<4xi1>, %mask2: vector<2x4xi1>, %v: vector<4xf64>, %w: vector<2x4xf64>) -> tensor<4x4xf64> {
  %0 = vector.transfer_read %m[%i, %i, %i], %pad : memref<?x?x?xf64>, vector<4xf64>
  %1 = vector.transfer_read %m[%i, %i, %i], %pad {in_bounds = [true]} : memref<?x?x?xf64>, vector<4xf64>
  %2 = vector.transfer_read %m[%i, %i, %i], %pad, %mask2 {in_bounds = [false, false]} : memref<?x?x?xf64>, vector<2x4xf64>
  %3 = vector.transfer_read %m[%i, %i, %i], %pad {permutation_map = affine_map<(d0, d1, d2) -> (d2, d0)>} : memref<?x?x?xf64>, vector<2x4xf64>
  %4 = vector.transfer_read %m[%i, %i, %i], %pad {permutation_map = affine_map<(d0, d1, d2) -> (0, d1)>, in_bounds = [true, false]} : memref<?x?x?xf64>, vector<2x4xf64>
  %5 = vector.transfer_read %t[%i, %i], %pad, %mask {tag} : tensor<4x4xf64>, vector<4xf64>
  %6 = vector.transfer_read %m[%i, %i, %i], %pad {permutation_map = affine_map<(d0, d1, d2) -> (d2)>} : memref<?x?x?xf64>, vector<4xf64>
  vector.transfer_write %v, %m[%i, %i, %i] : vector<4xf64>, memref<?x?x?xf64>
  vector.transfer_write %w, %m[%i, %i, %i], %mask2 {in_bounds = [true, true]} : vector<2x4xf64>, memref<?x?x?xf64>
  vector.transfer_write %v, %m[%i, %i, %i] {permutation_map = affine_map<(d0, d1, d2) -> (d0)>} : vector<4xf64>, memref<?x?x?xf64>
  %7 = vector.transfer_write %v, %t[%i, %i] : vector<4xf64>, tensor<4x4xf64>
  %8 = vector.transfer_write %v, %7[%i, %i], %mask {in_bounds = [true]} : vector<4xf64>, tensor<4x4xf64>
  return %8 : tensor<4x4xf64>
}

func.func @vector_elements(%m: memref<?xvector<4xf32>>, %i: index, %p: vector<4xf32>) -> vector<2x4xf32> {
  %0 = vector.transfer_read %m[%i], %p : memref<?xvector<4xf32>>, vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

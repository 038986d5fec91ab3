// tensor.extract_slice of sparse tensors is a view (MLIR 22): print, number_of_entries,
// positions/coordinates/values and sparse_tensor.lvl of a slice show the source's buffers
// at the slice's sizes; foreach, convert, densify and kernels see only the window,
// rebased. CSR (static, stride 2), DCSR (dynamic offsets and strides), COO (row stride 2).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#CSR_S = #sparse_tensor.encoding<{
  map = (i : #sparse_tensor<slice(1, 3, 1)>, j : #sparse_tensor<slice(1, 3, 2)>) -> (i : dense, j : compressed)
}>
#DCSR_S = #sparse_tensor.encoding<{
  map = (i : #sparse_tensor<slice(?, 3, ?)>, j : #sparse_tensor<slice(?, 2, ?)>) -> (i : compressed, j : compressed)
}>
#COO_S = #sparse_tensor.encoding<{
  map = (i : #sparse_tensor<slice(0, 3, 2)>, j : #sparse_tensor<slice(2, 4, 1)>) -> (i : compressed(nonunique), j : singleton)
}>
#CSC_S = #sparse_tensor.encoding<{
  map = (i : #sparse_tensor<slice(2, 3, 1)>, j : #sparse_tensor<slice(0, 3, 2)>) -> (j : dense, i : compressed)
}>
#trait_scale = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
  iterator_types = ["parallel", "parallel"]
}
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %zi = arith.constant 0 : index
    %zf = arith.constant 0.0 : f64
    %d = arith.constant dense<[[1.0, 0.0, 2.0, 0.0, 3.0, 0.0], [0.0, 4.0, 5.0, 0.0, 6.0, 7.0], [8.0, 0.0, 0.0, 9.0, 0.0, 10.0], [0.0, 11.0, 12.0, 0.0, 13.0, 0.0], [14.0, 0.0, 0.0, 0.0, 0.0, 15.0]]> : tensor<5x6xf64>

    // CSR, static window with a column stride of 2.
    %a = sparse_tensor.convert %d : tensor<5x6xf64> to tensor<5x6xf64, #CSR>
    %as = tensor.extract_slice %a[1, 1][3, 3][1, 2] : tensor<5x6xf64, #CSR> to tensor<3x3xf64, #CSR_S>
    sparse_tensor.print %as : tensor<3x3xf64, #CSR_S>
    %n = sparse_tensor.number_of_entries %as : tensor<3x3xf64, #CSR_S>
    vector.print %n : index
    %l1 = sparse_tensor.lvl %as, %c1 : tensor<3x3xf64, #CSR_S>
    vector.print %l1 : index
    sparse_tensor.foreach in %as : tensor<3x3xf64, #CSR_S> do {
      ^bb0(%i: index, %j: index, %v: f64):
        vector.print %i : index
        vector.print %j : index
        vector.print %v : f64
    }
    %p = sparse_tensor.positions %as {level = 1 : index} : tensor<3x3xf64, #CSR_S> to memref<?xindex>
    %q = sparse_tensor.coordinates %as {level = 1 : index} : tensor<3x3xf64, #CSR_S> to memref<?xindex>
    %w = sparse_tensor.values %as : tensor<3x3xf64, #CSR_S> to memref<?xf64>
    %pv = vector.transfer_read %p[%c0], %zi : memref<?xindex>, vector<6xindex>
    %qv = vector.transfer_read %q[%c0], %zi : memref<?xindex>, vector<15xindex>
    %wv = vector.transfer_read %w[%c0], %zf : memref<?xf64>, vector<15xf64>
    vector.print %pv : vector<6xindex>
    vector.print %qv : vector<15xindex>
    vector.print %wv : vector<15xf64>
    %ad = sparse_tensor.convert %as : tensor<3x3xf64, #CSR_S> to tensor<3x3xf64>
    %adv = vector.transfer_read %ad[%c0, %c0], %zf : tensor<3x3xf64>, vector<3x3xf64>
    vector.print %adv : vector<3x3xf64>

    // A kernel over the slice (sparse output) sees the window only.
    %e = tensor.empty() : tensor<3x3xf64, #DCSR>
    %k = linalg.generic #trait_scale ins(%as : tensor<3x3xf64, #CSR_S>) outs(%e : tensor<3x3xf64, #DCSR>) {
      ^bb0(%v: f64, %o: f64):
        %m = arith.mulf %v, %v : f64
        linalg.yield %m : f64
    } -> tensor<3x3xf64, #DCSR>
    sparse_tensor.print %k : tensor<3x3xf64, #DCSR>

    // DCSR, dynamic offsets and strides.
    %b = sparse_tensor.convert %d : tensor<5x6xf64> to tensor<5x6xf64, #DCSR>
    %bs = tensor.extract_slice %b[%c0, %c2][3, 2][%c2, %c3] : tensor<5x6xf64, #DCSR> to tensor<3x2xf64, #DCSR_S>
    sparse_tensor.print %bs : tensor<3x2xf64, #DCSR_S>
    %bc = sparse_tensor.convert %bs : tensor<3x2xf64, #DCSR_S> to tensor<3x2xf64, #CSR>
    sparse_tensor.print %bc : tensor<3x2xf64, #CSR>

    // COO, row stride 2.
    %c = sparse_tensor.convert %d : tensor<5x6xf64> to tensor<5x6xf64, #COO>
    %cs = tensor.extract_slice %c[0, 2][3, 4][2, 1] : tensor<5x6xf64, #COO> to tensor<3x4xf64, #COO_S>
    sparse_tensor.print %cs : tensor<3x4xf64, #COO_S>
    %cc = sparse_tensor.convert %cs : tensor<3x4xf64, #COO_S> to tensor<3x4xf64, #CSR>
    sparse_tensor.print %cc : tensor<3x4xf64, #CSR>

    return
  }
}

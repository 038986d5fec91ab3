// Dense rows read at a fiber's coordinates (B[k, :] in SpMM, Y[j, :] in SDDMM) are
// prefetched DENSE_ROW_AHEAD (16) positions ahead, and the look-ahead runs on past the end of the
// current row into the next ones (kernel::prefetch). Rows here are empty, shorter than the
// look-ahead, longer than it, and last in the buffer (nothing ahead), in CSR and DCSR, with
// the plain fiber loop (SpMM) and the accumulating one (SDDMM into CSR). A prefetch never
// changes a result: every value must be exactly the product's.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#spmm = {
  indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>,
                   affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
#sddmm = {
  indexing_maps = [affine_map<(i, j, k) -> (i, j)>, affine_map<(i, j, k) -> (i, k)>,
                   affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
module {
  func.func @spmm_csr(%a: tensor<6x20xf64, #CSR>, %b: tensor<20x3xf64>) -> tensor<6x3xf64> {
    %f0 = arith.constant 0.0 : f64
    %e = tensor.empty() : tensor<6x3xf64>
    %z = linalg.fill ins(%f0 : f64) outs(%e : tensor<6x3xf64>) -> tensor<6x3xf64>
    %c = linalg.generic #spmm ins(%a, %b : tensor<6x20xf64, #CSR>, tensor<20x3xf64>) outs(%z : tensor<6x3xf64>) {
    ^bb0(%av: f64, %bv: f64, %acc: f64):
      %p = arith.mulf %av, %bv : f64
      %s = arith.addf %acc, %p : f64
      linalg.yield %s : f64
    } -> tensor<6x3xf64>
    return %c : tensor<6x3xf64>
  }
  func.func @spmm_dcsr(%a: tensor<6x20xf64, #DCSR>, %b: tensor<20x3xf64>) -> tensor<6x3xf64> {
    %f0 = arith.constant 0.0 : f64
    %e = tensor.empty() : tensor<6x3xf64>
    %z = linalg.fill ins(%f0 : f64) outs(%e : tensor<6x3xf64>) -> tensor<6x3xf64>
    %c = linalg.generic #spmm ins(%a, %b : tensor<6x20xf64, #DCSR>, tensor<20x3xf64>) outs(%z : tensor<6x3xf64>) {
    ^bb0(%av: f64, %bv: f64, %acc: f64):
      %p = arith.mulf %av, %bv : f64
      %s = arith.addf %acc, %p : f64
      linalg.yield %s : f64
    } -> tensor<6x3xf64>
    return %c : tensor<6x3xf64>
  }
  func.func @sddmm_csr(%s: tensor<6x20xf64, #CSR>, %x: tensor<6x3xf64>, %y: tensor<20x3xf64>) -> tensor<6x20xf64, #CSR> {
    %e = tensor.empty() : tensor<6x20xf64, #CSR>
    %c = linalg.generic #sddmm ins(%s, %x, %y : tensor<6x20xf64, #CSR>, tensor<6x3xf64>, tensor<20x3xf64>) outs(%e : tensor<6x20xf64, #CSR>) {
    ^bb0(%sv: f64, %xv: f64, %yv: f64, %acc: f64):
      %p = arith.mulf %xv, %yv : f64
      %q = arith.mulf %sv, %p : f64
      %r = arith.addf %acc, %q : f64
      linalg.yield %r : f64
    } -> tensor<6x20xf64, #CSR>
    return %c : tensor<6x20xf64, #CSR>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f64
    // Rows of 0, 1, 3, 0, 18 and 2 entries (24 in all: the look-ahead reaches past short
    // rows and into the long one from the start); the last row's entries end the buffers.
    %da = arith.constant dense<[
      [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
      [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
      [2.0, 0.0, 0.0, -1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 3.0],
      [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
      [-3.0, -2.0, -1.0, 0.5, 0.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.5, 0.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.5, 1.0, 2.0],
      [0.0, 0.0, 0.0, 0.0, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, -2.0]]> : tensor<6x20xf64>
    %b = arith.constant dense<[
      [0.5, -0.5, 0.5],
      [1.5, 2.5, -1.5],
      [-0.5, 0.5, 1.5],
      [2.5, 1.0, -0.5],
      [0.5, 1.5, 2.5],
      [-1.5, -0.5, 0.5],
      [1.5, 2.5, 1.5],
      [-0.5, 1.0, 1.5],
      [0.5, -1.5, -0.5],
      [0.5, 1.5, 2.5],
      [-1.5, -0.5, 1.5],
      [1.5, 1.0, -1.5],
      [0.5, 0.5, 1.5],
      [2.5, -1.5, -0.5],
      [0.5, 1.5, 1.5],
      [-1.5, 1.0, 0.5],
      [0.5, 2.5, -1.5],
      [-0.5, 0.5, 1.5],
      [2.5, -1.5, 1.5],
      [0.5, 1.0, 2.5]]> : tensor<20x3xf64>
    %x = arith.constant dense<[
      [1.0, 2.0, 0.0], [0.5, 0.5, 0.5], [-1.0, 0.0, 1.0], [2.0, 2.0, 2.0], [1.0, -1.0, 0.25],
      [0.0, 3.0, 1.0]]> : tensor<6x3xf64>
    %csr = sparse_tensor.convert %da : tensor<6x20xf64> to tensor<6x20xf64, #CSR>
    %dcsr = sparse_tensor.convert %da : tensor<6x20xf64> to tensor<6x20xf64, #DCSR>
    %r1 = call @spmm_csr(%csr, %b) : (tensor<6x20xf64, #CSR>, tensor<20x3xf64>) -> tensor<6x3xf64>
    %v1 = vector.transfer_read %r1[%c0, %c0], %f0 : tensor<6x3xf64>, vector<6x3xf64>
    vector.print %v1 : vector<6x3xf64>
    %r2 = call @spmm_dcsr(%dcsr, %b) : (tensor<6x20xf64, #DCSR>, tensor<20x3xf64>) -> tensor<6x3xf64>
    %v2 = vector.transfer_read %r2[%c0, %c0], %f0 : tensor<6x3xf64>, vector<6x3xf64>
    vector.print %v2 : vector<6x3xf64>
    %r3 = call @sddmm_csr(%csr, %x, %b) : (tensor<6x20xf64, #CSR>, tensor<6x3xf64>, tensor<20x3xf64>) -> tensor<6x20xf64, #CSR>
    sparse_tensor.print %r3 : tensor<6x20xf64, #CSR>
    bufferization.dealloc_tensor %csr : tensor<6x20xf64, #CSR>
    bufferization.dealloc_tensor %dcsr : tensor<6x20xf64, #DCSR>
    bufferization.dealloc_tensor %r3 : tensor<6x20xf64, #CSR>
    return
  }
}

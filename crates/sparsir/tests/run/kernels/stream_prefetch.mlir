// The innermost loop over a CSR operand's row reads its coordinates and values in
// order, row after row (SpMV): they are prefetched 512 bytes ahead of the position
// (kernel::prefetch, prefetch_stream), past the row's end and, near the end, past the
// buffers' end (a look-ahead never faults). Rows of 0, 1, 3, 0, 66 and 2 entries (the
// last ones end the buffers), at three index widths and three value types, the
// accumulating loop (a sparse vector result), and operands whose rows are not read in
// order (DCSR, SpGEMM's B) that get no look-ahead. No prefetch changes a result.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSR8 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 8, crdWidth = 8 }>
#CSR32 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 16 }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#spmv = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
#spgemm = {
  indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>,
                   affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
module {
  func.func @spmv_csr(%a: tensor<6x70xf64, #CSR>, %x: tensor<70xf64>) -> tensor<6xf64> {
    %f0 = arith.constant 0.0 : f64
    %e = tensor.empty() : tensor<6xf64>
    %z = linalg.fill ins(%f0 : f64) outs(%e : tensor<6xf64>) -> tensor<6xf64>
    %y = linalg.generic #spmv ins(%a, %x : tensor<6x70xf64, #CSR>, tensor<70xf64>) outs(%z : tensor<6xf64>) {
    ^bb0(%av: f64, %xv: f64, %acc: f64):
      %p = arith.mulf %av, %xv : f64
      %s = arith.addf %acc, %p : f64
      linalg.yield %s : f64
    } -> tensor<6xf64>
    return %y : tensor<6xf64>
  }
  func.func @spmv_csr8_f32(%a: tensor<6x70xf32, #CSR8>, %x: tensor<70xf32>) -> tensor<6xf32> {
    %f0 = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<6xf32>
    %z = linalg.fill ins(%f0 : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
    %y = linalg.generic #spmv ins(%a, %x : tensor<6x70xf32, #CSR8>, tensor<70xf32>) outs(%z : tensor<6xf32>) {
    ^bb0(%av: f32, %xv: f32, %acc: f32):
      %p = arith.mulf %av, %xv : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<6xf32>
    return %y : tensor<6xf32>
  }
  func.func @spmv_csr32_i32(%a: tensor<6x70xi32, #CSR32>, %x: tensor<70xi32>) -> tensor<6xi32> {
    %i0 = arith.constant 0 : i32
    %e = tensor.empty() : tensor<6xi32>
    %z = linalg.fill ins(%i0 : i32) outs(%e : tensor<6xi32>) -> tensor<6xi32>
    %y = linalg.generic #spmv ins(%a, %x : tensor<6x70xi32, #CSR32>, tensor<70xi32>) outs(%z : tensor<6xi32>) {
    ^bb0(%av: i32, %xv: i32, %acc: i32):
      %p = arith.muli %av, %xv : i32
      %s = arith.addi %acc, %p : i32
      linalg.yield %s : i32
    } -> tensor<6xi32>
    return %y : tensor<6xi32>
  }
  func.func @spmv_sparse_out(%a: tensor<6x70xf64, #CSR>, %x: tensor<70xf64>) -> tensor<6xf64, #SV> {
    %e = tensor.empty() : tensor<6xf64, #SV>
    %y = linalg.generic #spmv ins(%a, %x : tensor<6x70xf64, #CSR>, tensor<70xf64>) outs(%e : tensor<6xf64, #SV>) {
    ^bb0(%av: f64, %xv: f64, %acc: f64):
      %p = arith.mulf %av, %xv : f64
      %s = arith.addf %acc, %p : f64
      linalg.yield %s : f64
    } -> tensor<6xf64, #SV>
    return %y : tensor<6xf64, #SV>
  }
  func.func @spmv_dcsr(%a: tensor<6x70xf64, #DCSR>, %x: tensor<70xf64>) -> tensor<6xf64> {
    %f0 = arith.constant 0.0 : f64
    %e = tensor.empty() : tensor<6xf64>
    %z = linalg.fill ins(%f0 : f64) outs(%e : tensor<6xf64>) -> tensor<6xf64>
    %y = linalg.generic #spmv ins(%a, %x : tensor<6x70xf64, #DCSR>, tensor<70xf64>) outs(%z : tensor<6xf64>) {
    ^bb0(%av: f64, %xv: f64, %acc: f64):
      %p = arith.mulf %av, %xv : f64
      %s = arith.addf %acc, %p : f64
      linalg.yield %s : f64
    } -> tensor<6xf64>
    return %y : tensor<6xf64>
  }
  func.func @spgemm(%a: tensor<6x70xf64, #CSR>, %b: tensor<70x6xf64, #CSR>) -> tensor<6x6xf64, #CSR> {
    %e = tensor.empty() : tensor<6x6xf64, #CSR>
    %c = linalg.generic #spgemm ins(%a, %b : tensor<6x70xf64, #CSR>, tensor<70x6xf64, #CSR>) outs(%e : tensor<6x6xf64, #CSR>) {
    ^bb0(%av: f64, %bv: f64, %acc: f64):
      %p = arith.mulf %av, %bv : f64
      %s = arith.addf %acc, %p : f64
      linalg.yield %s : f64
    } -> tensor<6x6xf64, #CSR>
    return %c : tensor<6x6xf64, #CSR>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f64
    %g0 = arith.constant 0.0 : f32
    %i0 = arith.constant 0 : i32
    %sa = arith.constant sparse<[[1, 7], [2, 0], [2, 3], [2, 69], [4, 0], [4, 1], [4, 2], [4, 3], [4, 4], [4, 6], [4, 7], [4, 8], [4, 9], [4, 10], [4, 11], [4, 12], [4, 13], [4, 14], [4, 15], [4, 16], [4, 17], [4, 18], [4, 19], [4, 20], [4, 21], [4, 23], [4, 24], [4, 25], [4, 26], [4, 27], [4, 28], [4, 29], [4, 30], [4, 31], [4, 32], [4, 33], [4, 34], [4, 35], [4, 36], [4, 37], [4, 38], [4, 40], [4, 41], [4, 42], [4, 43], [4, 44], [4, 45], [4, 46], [4, 47], [4, 48], [4, 49], [4, 50], [4, 51], [4, 52], [4, 53], [4, 54], [4, 55], [4, 57], [4, 58], [4, 59], [4, 60], [4, 61], [4, 62], [4, 63], [4, 64], [4, 65], [4, 66], [4, 67], [4, 68], [4, 69], [5, 4], [5, 69]],
      [0.75, -1.5, 2.0, -0.25, -2.4, 1.0, -1.25, 2.25, 0.0, -2.15, 1.25, -1.0, 2.5, 0.25, -1.9, 1.5, -0.75, 2.75, 0.5, -1.65, 1.75, -0.5, -2.75, 0.75, -1.4, 2.0, -0.25, -2.5, 1.0, -1.15, 2.25, 0.0, -2.25, 1.25, -0.9, 2.5, 0.25, -2.0, 1.5, -0.65, 2.75, 0.5, -1.75, 1.75, -0.4, -2.75, 0.75, -1.5, 2.0, -0.15, -2.5, 1.0, -1.25, 2.25, 0.1, -2.25, 1.25, -1.0, 2.5, 0.35, -2.0, 1.5, -0.75, 2.75, 0.6, -1.75, 1.75, -0.5, -2.75, 0.85, -1.5, 2.0]> : tensor<6x70xf64>
    %si = arith.constant sparse<[[1, 7], [2, 0], [2, 3], [2, 69], [4, 0], [4, 1], [4, 2], [4, 3], [4, 4], [4, 6], [4, 7], [4, 8], [4, 9], [4, 10], [4, 11], [4, 12], [4, 13], [4, 14], [4, 15], [4, 16], [4, 17], [4, 18], [4, 19], [4, 20], [4, 21], [4, 23], [4, 24], [4, 25], [4, 26], [4, 27], [4, 28], [4, 29], [4, 30], [4, 31], [4, 32], [4, 33], [4, 34], [4, 35], [4, 36], [4, 37], [4, 38], [4, 40], [4, 41], [4, 42], [4, 43], [4, 44], [4, 45], [4, 46], [4, 47], [4, 48], [4, 49], [4, 50], [4, 51], [4, 52], [4, 53], [4, 54], [4, 55], [4, 57], [4, 58], [4, 59], [4, 60], [4, 61], [4, 62], [4, 63], [4, 64], [4, 65], [4, 66], [4, 67], [4, 68], [4, 69], [5, 4], [5, 69]],
      [3, -6, 8, -1, -9, 4, -5, 9, 0, -8, 5, -4, 10, 1, -7, 6, -3, 11, 2, -6, 7, -2, -11, 3, -5, 8, -1, -10, 4, -4, 9, 0, -9, 5, -3, 10, 1, -8, 6, -2, 11, 2, -7, 7, -1, -11, 3, -6, 8, 0, -10, 4, -5, 9, 0, -9, 5, -4, 10, 1, -8, 6, -3, 11, 2, -7, 7, -2, -11, 3, -6, 8]> : tensor<6x70xi32>
    %x = arith.constant dense<[-2.2, -1.5, -0.5, 0.5, 1.5, 2.5, -2.0, -0.7, 0.0, 1.0, 2.0, -2.5, -1.5, -0.5, 0.8, 1.5, 2.5, -2.0, -1.0, 0.0, 1.0, 2.3, -2.5, -1.5, -0.5, 0.5, 1.5, 2.5, -1.7, -1.0, 0.0, 1.0, 2.0, -2.5, -1.5, -0.2, 0.5, 1.5, 2.5, -2.0, -1.0, 0.0, 1.3, 2.0, -2.5, -1.5, -0.5, 0.5, 1.5, 2.8, -2.0, -1.0, 0.0, 1.0, 2.0, -2.5, -1.2, -0.5, 0.5, 1.5, 2.5, -2.0, -1.0, 0.3, 1.0, 2.0, -2.5, -1.5, -0.5, 0.5]> : tensor<70xf64>
    %xi = arith.constant dense<[-5, -3, -1, 1, 3, 5, -4, -2, 0, 2, 4, -5, -3, -1, 1, 3, 5, -4, -2, 0, 2, 4, -5, -3, -1, 1, 3, 5, -4, -2, 0, 2, 4, -5, -3, -1, 1, 3, 5, -4, -2, 0, 2, 4, -5, -3, -1, 1, 3, 5, -4, -2, 0, 2, 4, -5, -3, -1, 1, 3, 5, -4, -2, 0, 2, 4, -5, -3, -1, 1]> : tensor<70xi32>
    %csr = sparse_tensor.convert %sa : tensor<6x70xf64> to tensor<6x70xf64, #CSR>
    %dcsr = sparse_tensor.convert %sa : tensor<6x70xf64> to tensor<6x70xf64, #DCSR>
    %saf = arith.constant sparse<[[1, 7], [2, 0], [2, 3], [2, 69], [4, 0], [4, 1], [4, 2], [4, 3], [4, 4], [4, 6], [4, 7], [4, 8], [4, 9], [4, 10], [4, 11], [4, 12], [4, 13], [4, 14], [4, 15], [4, 16], [4, 17], [4, 18], [4, 19], [4, 20], [4, 21], [4, 23], [4, 24], [4, 25], [4, 26], [4, 27], [4, 28], [4, 29], [4, 30], [4, 31], [4, 32], [4, 33], [4, 34], [4, 35], [4, 36], [4, 37], [4, 38], [4, 40], [4, 41], [4, 42], [4, 43], [4, 44], [4, 45], [4, 46], [4, 47], [4, 48], [4, 49], [4, 50], [4, 51], [4, 52], [4, 53], [4, 54], [4, 55], [4, 57], [4, 58], [4, 59], [4, 60], [4, 61], [4, 62], [4, 63], [4, 64], [4, 65], [4, 66], [4, 67], [4, 68], [4, 69], [5, 4], [5, 69]],
      [0.75, -1.5, 2.0, -0.25, -2.4, 1.0, -1.25, 2.25, 0.0, -2.15, 1.25, -1.0, 2.5, 0.25, -1.9, 1.5, -0.75, 2.75, 0.5, -1.65, 1.75, -0.5, -2.75, 0.75, -1.4, 2.0, -0.25, -2.5, 1.0, -1.15, 2.25, 0.0, -2.25, 1.25, -0.9, 2.5, 0.25, -2.0, 1.5, -0.65, 2.75, 0.5, -1.75, 1.75, -0.4, -2.75, 0.75, -1.5, 2.0, -0.15, -2.5, 1.0, -1.25, 2.25, 0.1, -2.25, 1.25, -1.0, 2.5, 0.35, -2.0, 1.5, -0.75, 2.75, 0.6, -1.75, 1.75, -0.5, -2.75, 0.85, -1.5, 2.0]> : tensor<6x70xf32>
    %xf = arith.constant dense<[-2.2, -1.5, -0.5, 0.5, 1.5, 2.5, -2.0, -0.7, 0.0, 1.0, 2.0, -2.5, -1.5, -0.5, 0.8, 1.5, 2.5, -2.0, -1.0, 0.0, 1.0, 2.3, -2.5, -1.5, -0.5, 0.5, 1.5, 2.5, -1.7, -1.0, 0.0, 1.0, 2.0, -2.5, -1.5, -0.2, 0.5, 1.5, 2.5, -2.0, -1.0, 0.0, 1.3, 2.0, -2.5, -1.5, -0.5, 0.5, 1.5, 2.8, -2.0, -1.0, 0.0, 1.0, 2.0, -2.5, -1.2, -0.5, 0.5, 1.5, 2.5, -2.0, -1.0, 0.3, 1.0, 2.0, -2.5, -1.5, -0.5, 0.5]> : tensor<70xf32>
    %csr8 = sparse_tensor.convert %saf : tensor<6x70xf32> to tensor<6x70xf32, #CSR8>
    %csr32 = sparse_tensor.convert %si : tensor<6x70xi32> to tensor<6x70xi32, #CSR32>
    %sb = arith.constant sparse<[[0, 2], [0, 4], [1, 4], [2, 4], [3, 2], [3, 4], [4, 4], [4, 5], [6, 4], [7, 1], [7, 4], [8, 4], [9, 4], [10, 4], [11, 4], [12, 4], [13, 4], [14, 4], [15, 4], [16, 4], [17, 4], [18, 4], [19, 4], [20, 4], [21, 4], [23, 4], [24, 4], [25, 4], [26, 4], [27, 4], [28, 4], [29, 4], [30, 4], [31, 4], [32, 4], [33, 4], [34, 4], [35, 4], [36, 4], [37, 4], [38, 4], [40, 4], [41, 4], [42, 4], [43, 4], [44, 4], [45, 4], [46, 4], [47, 4], [48, 4], [49, 4], [50, 4], [51, 4], [52, 4], [53, 4], [54, 4], [55, 4], [57, 4], [58, 4], [59, 4], [60, 4], [61, 4], [62, 4], [63, 4], [64, 4], [65, 4], [66, 4], [67, 4], [68, 4], [69, 2], [69, 4], [69, 5]],
      [-1.5, -2.4, 1.0, -1.25, 2.0, 2.25, 0.0, -1.5, -2.15, 0.75, 1.25, -1.0, 2.5, 0.25, -1.9, 1.5, -0.75, 2.75, 0.5, -1.65, 1.75, -0.5, -2.75, 0.75, -1.4, 2.0, -0.25, -2.5, 1.0, -1.15, 2.25, 0.0, -2.25, 1.25, -0.9, 2.5, 0.25, -2.0, 1.5, -0.65, 2.75, 0.5, -1.75, 1.75, -0.4, -2.75, 0.75, -1.5, 2.0, -0.15, -2.5, 1.0, -1.25, 2.25, 0.1, -2.25, 1.25, -1.0, 2.5, 0.35, -2.0, 1.5, -0.75, 2.75, 0.6, -1.75, 1.75, -0.5, -2.75, -0.25, 0.85, 2.0]> : tensor<70x6xf64>
    %at = sparse_tensor.convert %sb : tensor<70x6xf64> to tensor<70x6xf64, #CSR>
    %y1 = call @spmv_csr(%csr, %x) : (tensor<6x70xf64, #CSR>, tensor<70xf64>) -> tensor<6xf64>
    %v1 = vector.transfer_read %y1[%c0], %f0 : tensor<6xf64>, vector<6xf64>
    vector.print %v1 : vector<6xf64>
    %y2 = call @spmv_csr8_f32(%csr8, %xf) : (tensor<6x70xf32, #CSR8>, tensor<70xf32>) -> tensor<6xf32>
    %v2 = vector.transfer_read %y2[%c0], %g0 : tensor<6xf32>, vector<6xf32>
    vector.print %v2 : vector<6xf32>
    %y3 = call @spmv_csr32_i32(%csr32, %xi) : (tensor<6x70xi32, #CSR32>, tensor<70xi32>) -> tensor<6xi32>
    %v3 = vector.transfer_read %y3[%c0], %i0 : tensor<6xi32>, vector<6xi32>
    vector.print %v3 : vector<6xi32>
    %y4 = call @spmv_sparse_out(%csr, %x) : (tensor<6x70xf64, #CSR>, tensor<70xf64>) -> tensor<6xf64, #SV>
    sparse_tensor.print %y4 : tensor<6xf64, #SV>
    %y5 = call @spmv_dcsr(%dcsr, %x) : (tensor<6x70xf64, #DCSR>, tensor<70xf64>) -> tensor<6xf64>
    %v5 = vector.transfer_read %y5[%c0], %f0 : tensor<6xf64>, vector<6xf64>
    vector.print %v5 : vector<6xf64>
    %c = call @spgemm(%csr, %at) : (tensor<6x70xf64, #CSR>, tensor<70x6xf64, #CSR>) -> tensor<6x6xf64, #CSR>
    sparse_tensor.print %c : tensor<6x6xf64, #CSR>
    bufferization.dealloc_tensor %csr : tensor<6x70xf64, #CSR>
    bufferization.dealloc_tensor %dcsr : tensor<6x70xf64, #DCSR>
    bufferization.dealloc_tensor %csr8 : tensor<6x70xf32, #CSR8>
    bufferization.dealloc_tensor %csr32 : tensor<6x70xi32, #CSR32>
    bufferization.dealloc_tensor %at : tensor<70x6xf64, #CSR>
    bufferization.dealloc_tensor %y4 : tensor<6xf64, #SV>
    bufferization.dealloc_tensor %c : tensor<6x6xf64, #CSR>
    return
  }
}

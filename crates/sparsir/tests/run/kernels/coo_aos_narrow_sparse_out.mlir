// HAND-WRITTEN EXPECTED OUTPUT (derived by hand; MLIR 22 agrees on the first three prints,
// 8-bit buffers printed signed as MLIR prints a memref of i8, but drops entry (0, 3) = 6 of
// the product, which comes through coordinate 130 of B).
// AoS COO input with 8-bit positions and coordinates (coordinates up to 255, read as
// unsigned) into sparse outputs with 8-bit widths: a direct element-wise output, a
// row-sum sparse vector (reduction slot) and a SpGEMM (row workspace).
// Expected: the comments above each kernel; the print of A is its input entries.
#COO8 = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton), posWidth = 8, crdWidth = 8 }>
#CSR8 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 8, crdWidth = 8 }>
#DCSR8 = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed), posWidth = 8, crdWidth = 8 }>
#SV8 = #sparse_tensor.encoding<{ map = (i) -> (i : compressed), posWidth = 8, crdWidth = 8 }>
#scale = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
  iterator_types = ["parallel", "parallel"]
}
#rowsum = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
#mm = {
  indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
module {
  func.func @main() {
    %zero = arith.constant 0.0 : f64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c130 = arith.constant 130 : index
    %c200 = arith.constant 200 : index
    %c255 = arith.constant 255 : index
    %f1 = arith.constant 1.0 : f64
    %f2 = arith.constant 2.0 : f64
    %f3 = arith.constant 3.0 : f64
    %f4 = arith.constant 4.0 : f64
    %f5 = arith.constant 5.0 : f64
    %f6 = arith.constant 6.0 : f64
    // A (3x256): (0,0) 1, (0,130) 2, (1,200) 3, (2,5) 4, (2,255) 5.
    %ea = tensor.empty() : tensor<3x256xf64>
    %za = linalg.fill ins(%zero : f64) outs(%ea : tensor<3x256xf64>) -> tensor<3x256xf64>
    %a1 = tensor.insert %f1 into %za[%c0, %c0] : tensor<3x256xf64>
    %a2 = tensor.insert %f2 into %a1[%c0, %c130] : tensor<3x256xf64>
    %a3 = tensor.insert %f3 into %a2[%c1, %c200] : tensor<3x256xf64>
    %a4 = tensor.insert %f4 into %a3[%c2, %c5] : tensor<3x256xf64>
    %a5 = tensor.insert %f5 into %a4[%c2, %c255] : tensor<3x256xf64>
    %a = sparse_tensor.convert %a5 : tensor<3x256xf64> to tensor<3x256xf64, #COO8>
    // B (256x4): (0,1) 1, (5,3) 6, (130,1) 2, (130,3) 3, (200,0) 4, (255,2) 5.
    %eb = tensor.empty() : tensor<256x4xf64>
    %zb = linalg.fill ins(%zero : f64) outs(%eb : tensor<256x4xf64>) -> tensor<256x4xf64>
    %b1 = tensor.insert %f1 into %zb[%c0, %c1] : tensor<256x4xf64>
    %b2 = tensor.insert %f6 into %b1[%c5, %c3] : tensor<256x4xf64>
    %b3 = tensor.insert %f2 into %b2[%c130, %c1] : tensor<256x4xf64>
    %b4 = tensor.insert %f3 into %b3[%c130, %c3] : tensor<256x4xf64>
    %b5 = tensor.insert %f4 into %b4[%c200, %c0] : tensor<256x4xf64>
    %b6 = tensor.insert %f5 into %b5[%c255, %c2] : tensor<256x4xf64>
    %b = sparse_tensor.convert %b6 : tensor<256x4xf64> to tensor<256x4xf64, #DCSR8>
    // 2 * A: pos (0, 2, 3, 5), crd (0, 130, 200, 5, 255), values (2, 4, 6, 8, 10).
    %e1 = tensor.empty() : tensor<3x256xf64, #CSR8>
    %s = linalg.generic #scale ins(%a : tensor<3x256xf64, #COO8>) outs(%e1 : tensor<3x256xf64, #CSR8>) {
    ^bb0(%x: f64, %o: f64):
      %m = arith.mulf %x, %f2 : f64
      linalg.yield %m : f64
    } -> tensor<3x256xf64, #CSR8>
    // Row sums: (3, 3, 9).
    %e2 = tensor.empty() : tensor<3xf64, #SV8>
    %r = linalg.generic #rowsum ins(%a : tensor<3x256xf64, #COO8>) outs(%e2 : tensor<3xf64, #SV8>) {
    ^bb0(%x: f64, %acc: f64):
      %t = arith.addf %acc, %x : f64
      linalg.yield %t : f64
    } -> tensor<3xf64, #SV8>
    // A B: row 0 = 1 B[0] + 2 B[130] = (j1: 1 + 4, j3: 6); row 1 = 3 B[200] = (j0: 12);
    // row 2 = 4 B[5] + 5 B[255] = (j2: 25, j3: 24).
    %e3 = tensor.empty() : tensor<3x4xf64, #CSR8>
    %c = linalg.generic #mm ins(%a, %b : tensor<3x256xf64, #COO8>, tensor<256x4xf64, #DCSR8>) outs(%e3 : tensor<3x4xf64, #CSR8>) {
    ^bb0(%x: f64, %y: f64, %acc: f64):
      %m = arith.mulf %x, %y : f64
      %t = arith.addf %acc, %m : f64
      linalg.yield %t : f64
    } -> tensor<3x4xf64, #CSR8>
    sparse_tensor.print %a : tensor<3x256xf64, #COO8>
    sparse_tensor.print %s : tensor<3x256xf64, #CSR8>
    sparse_tensor.print %r : tensor<3xf64, #SV8>
    sparse_tensor.print %c : tensor<3x4xf64, #CSR8>
    return
  }
}

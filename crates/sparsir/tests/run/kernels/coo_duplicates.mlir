// HAND-WRITTEN EXPECTED OUTPUT (MLIR 22 gets this wrong).
// A non-unique COO matrix (compressed(nonunique), singleton(nonunique)) whose entry (0,1)
// is stored twice (1.5 and 2.0), read by sparse_tensor.new from data/dup.mtx and built
// by sparse_tensor.assemble; @check converts each to CSR, CSC and dense and runs SpMV on
// the COO directly. Duplicates are summed (DESIGN.md decision 5), so the matrix is
//   [[0, 3.5, 0, 0], [0, 0, 0, -1], [4, 0, 0.5, 0]]
// CSR: pos (0, 1, 2, 4), crd (1, 3, 0, 2), values (3.5, -1, 4, 0.5);
// CSC (lvl 4x3, columns 0..3): pos (0, 1, 2, 3, 4), crd (2, 0, 2, 1), values (4, 3.5, 0.5, -1);
// SpMV with x = (1, 2, 3, 4): y = (3.5*2, -1*4, 4*1 + 0.5*3) = (7, -4, 5.5).
// Both tensors print the same.
// MLIR 22 keeps the FIRST duplicate everywhere (values 1.5, dense 1.5, SpMV y0 = 3), for
// the read and the assembled tensor alike. With a unique last level (plain `singleton`)
// it is worse: new keeps both entries, convert to CSR/CSC gives 4 coordinates but 5
// values (corrupt), convert to dense keeps the last (2.0), and SpMV sums (7).
// ENV: TENSOR0=data/dup.mtx
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton(nonunique)) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#spmv = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
!Filename = !llvm.ptr
module {
  func.func private @getTensorFilename(index) -> (!Filename)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %f = call @getTensorFilename(%c0) : (index) -> (!Filename)
    %coo = sparse_tensor.new %f : !Filename to tensor<3x4xf64, #COO>
    %pos = arith.constant dense<[0, 5]> : tensor<2xindex>
    %crd = arith.constant dense<[[0, 1], [0, 1], [1, 3], [2, 0], [2, 2]]> : tensor<5x2xindex>
    %val = arith.constant dense<[1.5, 2.0, -1.0, 4.0, 0.5]> : tensor<5xf64>
    %coo2 = sparse_tensor.assemble (%pos, %crd), %val : (tensor<2xindex>, tensor<5x2xindex>), tensor<5xf64> to tensor<3x4xf64, #COO>
    call @check(%coo) : (tensor<3x4xf64, #COO>) -> ()
    call @check(%coo2) : (tensor<3x4xf64, #COO>) -> ()
    return
  }
  func.func @check(%coo: tensor<3x4xf64, #COO>) {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f64
    %csr = sparse_tensor.convert %coo : tensor<3x4xf64, #COO> to tensor<3x4xf64, #CSR>
    sparse_tensor.print %csr : tensor<3x4xf64, #CSR>
    %csc = sparse_tensor.convert %coo : tensor<3x4xf64, #COO> to tensor<3x4xf64, #CSC>
    sparse_tensor.print %csc : tensor<3x4xf64, #CSC>
    %d = sparse_tensor.convert %coo : tensor<3x4xf64, #COO> to tensor<3x4xf64>
    %dv = vector.transfer_read %d[%c0, %c0], %f0 : tensor<3x4xf64>, vector<3x4xf64>
    vector.print %dv : vector<3x4xf64>
    %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf64>
    %e = tensor.empty() : tensor<3xf64>
    %z = linalg.fill ins(%f0 : f64) outs(%e : tensor<3xf64>) -> tensor<3xf64>
    %y = linalg.generic #spmv ins(%coo, %x : tensor<3x4xf64, #COO>, tensor<4xf64>) outs(%z : tensor<3xf64>) {
    ^bb0(%av: f64, %xv: f64, %acc: f64):
      %m = arith.mulf %av, %xv : f64
      %s = arith.addf %acc, %m : f64
      linalg.yield %s : f64
    } -> tensor<3xf64>
    %yv = vector.transfer_read %y[%c0], %f0 : tensor<3xf64>, vector<3xf64>
    vector.print %yv : vector<3xf64>
    return
  }
}

// HAND-WRITTEN EXPECTED OUTPUT: MLIR 22 crashes on ELL storage (translateShape on a map with a symbol); the expected output is derived by hand from the seeds' definition of ELL.
// ELL (the seeds' `[c](i, j) -> (c * 3 * i : dense, i : dense, j : compressed)`): level 0
// counts the stored entries of a row — the k-th entry of row i (in column order) is
// stored in slice k — with 3 slices; levels 1 and 2 are the row and the column. For
//   A = [ 1 . 2 . ]    entries (row, col, count): (0,0,0)=1 (0,2,1)=2 (2,0,0)=3
//       [ . . . . ]                               (2,1,1)=4 (2,2,2)=5
//       [ 3 4 5 . ]
// stored in level order (count, row, col): 1 (0,0,0), 3 (0,2,0), 2 (1,0,2), 4 (1,2,1),
// 5 (2,2,2); the 3 x 3 fibers of level 2 give pos[2] = 0,1,1,2,3,3,4,4,4,5.
// Then: densify, convert to CSR and back, foreach (storage order), number_of_entries,
// level sizes (dynamic shape too), a kernel reading ELL (scaled by 2, into CSR) and a
// kernel writing ELL (A + A), tensor.insert into an ELL tensor.
#ELL = #sparse_tensor.encoding<{
  map = [c](i, j) -> (c * 3 * i : dense, i : dense, j : compressed)
}>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#trait_scale = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
  iterator_types = ["parallel", "parallel"]
}
#trait_add = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
  iterator_types = ["parallel", "parallel"]
}
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zf = arith.constant 0.0 : f64
    %d = arith.constant dense<[[1.0, 0.0, 2.0, 0.0], [0.0, 0.0, 0.0, 0.0], [3.0, 4.0, 5.0, 0.0]]> : tensor<3x4xf64>
    %a = sparse_tensor.convert %d : tensor<3x4xf64> to tensor<3x4xf64, #ELL>
    sparse_tensor.print %a : tensor<3x4xf64, #ELL>
    %n = sparse_tensor.number_of_entries %a : tensor<3x4xf64, #ELL>
    vector.print %n : index
    %l0 = sparse_tensor.lvl %a, %c0 : tensor<3x4xf64, #ELL>
    vector.print %l0 : index
    sparse_tensor.foreach in %a : tensor<3x4xf64, #ELL> do {
      ^bb0(%i: index, %j: index, %v: f64):
        vector.print %i : index
        vector.print %j : index
        vector.print %v : f64
    }
    %ad = sparse_tensor.convert %a : tensor<3x4xf64, #ELL> to tensor<3x4xf64>
    %adv = vector.transfer_read %ad[%c0, %c0], %zf : tensor<3x4xf64>, vector<3x4xf64>
    vector.print %adv : vector<3x4xf64>
    %ac = sparse_tensor.convert %a : tensor<3x4xf64, #ELL> to tensor<3x4xf64, #CSR>
    sparse_tensor.print %ac : tensor<3x4xf64, #CSR>
    %back = sparse_tensor.convert %ac : tensor<3x4xf64, #CSR> to tensor<3x4xf64, #ELL>
    sparse_tensor.print %back : tensor<3x4xf64, #ELL>

    // Dynamic sizes: level 0 keeps its 3 slices.
    %dyn = sparse_tensor.convert %d : tensor<3x4xf64> to tensor<?x?xf64, #ELL>
    %dl0 = sparse_tensor.lvl %dyn, %c0 : tensor<?x?xf64, #ELL>
    %dl1 = sparse_tensor.lvl %dyn, %c1 : tensor<?x?xf64, #ELL>
    vector.print %dl0 : index
    vector.print %dl1 : index

    // Kernels: ELL in, ELL out.
    %e = tensor.empty() : tensor<3x4xf64, #CSR>
    %two = arith.constant 2.0 : f64
    %k = linalg.generic #trait_scale ins(%a : tensor<3x4xf64, #ELL>) outs(%e : tensor<3x4xf64, #CSR>) {
      ^bb0(%x: f64, %o: f64):
        %m = arith.mulf %x, %two : f64
        linalg.yield %m : f64
    } -> tensor<3x4xf64, #CSR>
    sparse_tensor.print %k : tensor<3x4xf64, #CSR>
    %e2 = tensor.empty() : tensor<3x4xf64, #ELL>
    %s = linalg.generic #trait_add ins(%a, %ac : tensor<3x4xf64, #ELL>, tensor<3x4xf64, #CSR>) outs(%e2 : tensor<3x4xf64, #ELL>) {
      ^bb0(%x: f64, %y: f64, %o: f64):
        %m = arith.addf %x, %y : f64
        linalg.yield %m : f64
    } -> tensor<3x4xf64, #ELL>
    sparse_tensor.print %s : tensor<3x4xf64, #ELL>

    // Inserting builds ELL too: row 1 gets entries at columns 3 and 1.
    %f = arith.constant 7.0 : f64
    %g = arith.constant 8.0 : f64
    %c3 = arith.constant 3 : index
    %e3 = tensor.empty() : tensor<3x4xf64, #ELL>
    %i1 = tensor.insert %f into %e3[%c1, %c3] : tensor<3x4xf64, #ELL>
    %i2 = tensor.insert %g into %i1[%c1, %c1] : tensor<3x4xf64, #ELL>
    %i3 = sparse_tensor.load %i2 hasInserts : tensor<3x4xf64, #ELL>
    sparse_tensor.print %i3 : tensor<3x4xf64, #ELL>
    return
  }
}

// HAND-WRITTEN EXPECTED OUTPUT: MLIR 22 aborts at run time on this program
// ("free(): unaligned chunk detected": its expand/compress are meant for code the
// sparsifier generates). Derivation: row 1 receives columns {3, 0} → sorted (0, 3) with
// values (7, 5); row 2 receives column 2 with 9; so pos[1] = (0, 0, 2, 3),
// crd[1] = (0, 3, 2), values = (7, 5, 9); compress clears filled[0] and filled[3] → 0, 0.
// sparse_tensor.expand gives a row workspace; values written at columns 3 and 0 (in that
// order) are compressed into rows 1 and 2 of an empty CSR tensor: compress sorts the
// added coordinates, appends the entries and resets the workspace.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
module {
  func.func @main() {
    %t0 = tensor.empty() : tensor<3x4xf64, #CSR>
    %v, %f, %a, %n = sparse_tensor.expand %t0 : tensor<3x4xf64, #CSR> to memref<?xf64>, memref<?xi1>, memref<?xindex>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %true = arith.constant true
    %x = arith.constant 5.0 : f64
    %y = arith.constant 7.0 : f64
    memref.store %x, %v[%c3] : memref<?xf64>
    memref.store %true, %f[%c3] : memref<?xi1>
    memref.store %c3, %a[%c0] : memref<?xindex>
    memref.store %y, %v[%c0] : memref<?xf64>
    memref.store %true, %f[%c0] : memref<?xi1>
    memref.store %c0, %a[%c1] : memref<?xindex>
    %t1 = sparse_tensor.compress %v, %f, %a, %c2 into %t0[%c1] : memref<?xf64>, memref<?xi1>, memref<?xindex>, tensor<3x4xf64, #CSR>
    %z = arith.constant 9.0 : f64
    memref.store %z, %v[%c2] : memref<?xf64>
    memref.store %true, %f[%c2] : memref<?xi1>
    memref.store %c2, %a[%c0] : memref<?xindex>
    %t2 = sparse_tensor.compress %v, %f, %a, %c1 into %t1[%c2] : memref<?xf64>, memref<?xi1>, memref<?xindex>, tensor<3x4xf64, #CSR>
    %t3 = sparse_tensor.load %t2 hasInserts : tensor<3x4xf64, #CSR>
    sparse_tensor.print %t3 : tensor<3x4xf64, #CSR>
    %f0 = memref.load %f[%c0] : memref<?xi1>
    %f3 = memref.load %f[%c3] : memref<?xi1>
    vector.print %f0 : i1
    vector.print %f3 : i1
    return
  }
}

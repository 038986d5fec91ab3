// Sparse matrix times dense vector, with the matrix read from a Matrix Market file.
// `sparsir opt examples/spmv.mlir` reads, verifies and prints it back as mlir-opt does.

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>

#spmv = {
  indexing_maps = [
    affine_map<(i, j) -> (i, j)>,  // A
    affine_map<(i, j) -> (j)>,     // x
    affine_map<(i, j) -> (i)>      // y
  ],
  iterator_types = ["parallel", "reduction"],
  doc = "y(i) += A(i, j) * x(j)"
}

!Filename = !llvm.ptr

module {
  func.func private @getTensorFilename(index) -> (!Filename)

  func.func @spmv(%a: tensor<?x?xf64, #CSR>, %x: tensor<?xf64>, %y: tensor<?xf64>) -> tensor<?xf64> {
    %0 = linalg.generic #spmv
      ins(%a, %x : tensor<?x?xf64, #CSR>, tensor<?xf64>)
      outs(%y : tensor<?xf64>) {
    ^bb0(%av: f64, %xv: f64, %yv: f64):
      %p = arith.mulf %av, %xv : f64
      %s = arith.addf %yv, %p : f64
      linalg.yield %s : f64
    } -> tensor<?xf64>
    return %0 : tensor<?xf64>
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1.0 : f64
    %zero = arith.constant 0.0 : f64
    %file = call @getTensorFilename(%c0) : (index) -> (!Filename)
    %a = sparse_tensor.new %file : !Filename to tensor<?x?xf64, #CSR>
    %m = tensor.dim %a, %c0 : tensor<?x?xf64, #CSR>
    %n = tensor.dim %a, %c1 : tensor<?x?xf64, #CSR>
    %x0 = tensor.empty(%n) : tensor<?xf64>
    %x = linalg.fill ins(%one : f64) outs(%x0 : tensor<?xf64>) -> tensor<?xf64>
    %y0 = tensor.empty(%m) : tensor<?xf64>
    %y1 = linalg.fill ins(%zero : f64) outs(%y0 : tensor<?xf64>) -> tensor<?xf64>
    %y = call @spmv(%a, %x, %y1) : (tensor<?x?xf64, #CSR>, tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
    %v = vector.transfer_read %y[%c0], %zero : tensor<?xf64>, vector<4xf64>
    vector.print %v : vector<4xf64>
    sparse_tensor.print %a : tensor<?x?xf64, #CSR>
    bufferization.dealloc_tensor %a : tensor<?x?xf64, #CSR>
    return
  }
}

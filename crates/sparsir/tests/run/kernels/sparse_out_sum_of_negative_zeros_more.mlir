// Sums into sparse outputs start from +0 (MLIR 22's rule) in three more shapes than
// sparse_out_sum_of_negative_zeros.mlir: column sums of a CSC matrix into a sparse
// vector, complex row sums (each part -0 only when every term's is: 0 + -0 = +0), and
// SpGEMM with a COO left operand. Terms that are all -0 print as 0.
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#cols = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>],
  iterator_types = ["reduction", "parallel"]
}
#rows = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}
module {
  func.func @col_sums(%a: tensor<3x4xf64, #CSC>) -> tensor<4xf64, #SV> {
    %e = tensor.empty() : tensor<4xf64, #SV>
    %r = linalg.generic #cols ins(%a : tensor<3x4xf64, #CSC>) outs(%e : tensor<4xf64, #SV>) {
      ^bb0(%x: f64, %o: f64):
        %s = arith.addf %o, %x : f64
        linalg.yield %s : f64
    } -> tensor<4xf64, #SV>
    return %r : tensor<4xf64, #SV>
  }
  func.func @csums(%a: tensor<3x4xcomplex<f64>, #CSR>) -> tensor<3xcomplex<f64>, #SV> {
    %e = tensor.empty() : tensor<3xcomplex<f64>, #SV>
    %r = linalg.generic #rows ins(%a : tensor<3x4xcomplex<f64>, #CSR>) outs(%e : tensor<3xcomplex<f64>, #SV>) {
      ^bb0(%x: complex<f64>, %o: complex<f64>):
        %s = complex.add %o, %x : complex<f64>
        linalg.yield %s : complex<f64>
    } -> tensor<3xcomplex<f64>, #SV>
    return %r : tensor<3xcomplex<f64>, #SV>
  }
  func.func @coo_spgemm(%a: tensor<3x4xf64, #COO>, %b: tensor<4x3xf64, #CSR>) -> tensor<3x3xf64, #CSR> {
    %e = tensor.empty() : tensor<3x3xf64, #CSR>
    %r = linalg.matmul ins(%a, %b : tensor<3x4xf64, #COO>, tensor<4x3xf64, #CSR>)
                       outs(%e : tensor<3x3xf64, #CSR>) -> tensor<3x3xf64, #CSR>
    return %r : tensor<3x3xf64, #CSR>
  }
  func.func @main() {
    %pos = arith.constant dense<[0, 2, 3, 5]> : tensor<4xindex>
    %crd = arith.constant dense<[0, 2, 1, 0, 3]> : tensor<5xindex>
    %val = arith.constant dense<[-0.0, -0.0, 0.0, 1.0, -0.0]> : tensor<5xf64>
    %a = sparse_tensor.assemble (%pos, %crd), %val : (tensor<4xindex>, tensor<5xindex>), tensor<5xf64> to tensor<3x4xf64, #CSR>
    %ac = sparse_tensor.convert %a : tensor<3x4xf64, #CSR> to tensor<3x4xf64, #CSC>
    %cs = call @col_sums(%ac) : (tensor<3x4xf64, #CSC>) -> tensor<4xf64, #SV>
    sparse_tensor.print %cs : tensor<4xf64, #SV>
    %cval = arith.constant dense<[(-0.0, -0.0), (-0.0, 1.0), (0.0, -0.0), (1.0, -0.0), (-0.0, -0.0)]> : tensor<5xcomplex<f64>>
    %z = sparse_tensor.assemble (%pos, %crd), %cval : (tensor<4xindex>, tensor<5xindex>), tensor<5xcomplex<f64>> to tensor<3x4xcomplex<f64>, #CSR>
    %zs = call @csums(%z) : (tensor<3x4xcomplex<f64>, #CSR>) -> tensor<3xcomplex<f64>, #SV>
    sparse_tensor.print %zs : tensor<3xcomplex<f64>, #SV>
    %acoo = sparse_tensor.convert %a : tensor<3x4xf64, #CSR> to tensor<3x4xf64, #COO>
    %bpos = arith.constant dense<[0, 1, 2, 3, 4]> : tensor<5xindex>
    %bcrd = arith.constant dense<[0, 1, 0, 2]> : tensor<4xindex>
    %bval = arith.constant dense<[1.0, 2.0, 3.0, 1.0]> : tensor<4xf64>
    %b = sparse_tensor.assemble (%bpos, %bcrd), %bval : (tensor<5xindex>, tensor<4xindex>), tensor<4xf64> to tensor<4x3xf64, #CSR>
    %g = call @coo_spgemm(%acoo, %b) : (tensor<3x4xf64, #COO>, tensor<4x3xf64, #CSR>) -> tensor<3x3xf64, #CSR>
    sparse_tensor.print %g : tensor<3x3xf64, #CSR>
    return
  }
}

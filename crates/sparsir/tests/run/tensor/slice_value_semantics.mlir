// A slice keeps its value when its source is later updated in place (value semantics):
// the kernel scaling the CSR source by 10 makes a new tensor; the slice taken before it
// still sees the old entries, and a slice taken after sees the new ones.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSR_S = #sparse_tensor.encoding<{
  map = (i : #sparse_tensor<slice(1, 2, 1)>, j : #sparse_tensor<slice(0, 2, 2)>) -> (i : dense, j : compressed)
}>
#trait_scale = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>],
  iterator_types = ["parallel", "parallel"]
}
module {
  func.func @main() {
    %d = arith.constant dense<[[1.0, 0.0, 2.0, 0.0], [3.0, 0.0, 4.0, 5.0], [0.0, 6.0, 7.0, 0.0]]> : tensor<3x4xf64>
    %a = sparse_tensor.convert %d : tensor<3x4xf64> to tensor<3x4xf64, #CSR>
    %s = tensor.extract_slice %a[1, 0][2, 2][1, 2] : tensor<3x4xf64, #CSR> to tensor<2x2xf64, #CSR_S>
    %ten = arith.constant 10.0 : f64
    %b = linalg.generic #trait_scale outs(%a : tensor<3x4xf64, #CSR>) {
      ^bb0(%x: f64):
        %m = arith.mulf %x, %ten : f64
        linalg.yield %m : f64
    } -> tensor<3x4xf64, #CSR>
    %t = tensor.extract_slice %b[1, 0][2, 2][1, 2] : tensor<3x4xf64, #CSR> to tensor<2x2xf64, #CSR_S>
    sparse_tensor.foreach in %s : tensor<2x2xf64, #CSR_S> do {
      ^bb0(%i: index, %j: index, %v: f64):
        vector.print %v : f64
    }
    sparse_tensor.foreach in %t : tensor<2x2xf64, #CSR_S> do {
      ^bb0(%i: index, %j: index, %v: f64):
        vector.print %v : f64
    }
    sparse_tensor.print %a : tensor<3x4xf64, #CSR>
    sparse_tensor.print %t : tensor<2x2xf64, #CSR_S>
    return
  }
}

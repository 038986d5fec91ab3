// tensor.pad of a sparse matrix into a sparse result (zero padding): the entries move by
// the low padding; read by a kernel scaling it into a dense matrix (MLIR 22 compiles a
// sparse pad only as a kernel's input).
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#trait = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
  iterator_types = ["parallel", "parallel"]
}
module {
  func.func @pad_scale(%a: tensor<3x3xf64, #CSR>) -> tensor<4x5xf64> {
    %z = arith.constant 0.0 : f64
    %two = arith.constant 2.0 : f64
    %p = tensor.pad %a low[1, 0] high[0, 2] {
    ^bb0(%i: index, %j: index):
      tensor.yield %z : f64
    } : tensor<3x3xf64, #CSR> to tensor<4x5xf64, #CSR>
    %init = tensor.empty() : tensor<4x5xf64>
    %s = linalg.generic #trait ins(%p : tensor<4x5xf64, #CSR>) outs(%init : tensor<4x5xf64>) {
    ^bb0(%x: f64, %o: f64):
      %m = arith.mulf %x, %two : f64
      linalg.yield %m : f64
    } -> tensor<4x5xf64>
    return %s : tensor<4x5xf64>
  }
  func.func @main() {
    %z = arith.constant 0.0 : f64
    %c0 = arith.constant 0 : index
    %d = arith.constant dense<[[1.0, 0.0, 2.0], [0.0, 0.0, 0.0], [0.0, 3.0, 0.0]]> : tensor<3x3xf64>
    %a = sparse_tensor.convert %d : tensor<3x3xf64> to tensor<3x3xf64, #CSR>
    %s = call @pad_scale(%a) : (tensor<3x3xf64, #CSR>) -> tensor<4x5xf64>
    %vs = vector.transfer_read %s[%c0, %c0], %z : tensor<4x5xf64>, vector<4x5xf64>
    vector.print %vs : vector<4x5xf64>
    bufferization.dealloc_tensor %a : tensor<3x3xf64, #CSR>
    return
  }
}

// sparse_tensor.out writes a 3-D CSF tensor with i32 values; sparse_tensor.new reads it back as COO.
// ENV: TENSOR0=data/out_tmp.tns
!Filename = !llvm.ptr
#CSF = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : compressed, k : compressed) }>
#COO3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed(nonunique), j : singleton, k : singleton) }>
module {
  func.func private @getTensorFilename(index) -> (!Filename)
  func.func @main() {
    %d = arith.constant dense<[[[0, 7], [0, 0]], [[-3, 0], [0, 9]]]> : tensor<2x2x2xi32>
    %s = sparse_tensor.convert %d : tensor<2x2x2xi32> to tensor<2x2x2xi32, #CSF>
    %c0 = arith.constant 0 : index
    %f = call @getTensorFilename(%c0) : (index) -> (!Filename)
    sparse_tensor.out %s, %f : tensor<2x2x2xi32, #CSF>, !Filename
    %r = sparse_tensor.new %f : !Filename to tensor<2x2x2xi32, #COO3>
    sparse_tensor.print %r : tensor<2x2x2xi32, #COO3>
    return
  }
}

// sparse_tensor.new of a symmetric and a pattern .mtx (COO and CSR, integer values) and a 3-D .tns.
// ENV: TENSOR0=data/sym.mtx TENSOR1=data/pat.mtx TENSOR2=data/cube.tns
!Filename = !llvm.ptr
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSF = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : compressed, k : compressed) }>
module {
  func.func private @getTensorFilename(index) -> (!Filename)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %f0 = call @getTensorFilename(%c0) : (index) -> (!Filename)
    %f1 = call @getTensorFilename(%c1) : (index) -> (!Filename)
    %f2 = call @getTensorFilename(%c2) : (index) -> (!Filename)
    %a = sparse_tensor.new %f0 : !Filename to tensor<?x?xf64, #COO>
    sparse_tensor.print %a : tensor<?x?xf64, #COO>
    %b = sparse_tensor.new %f1 : !Filename to tensor<?x?xi32, #CSR>
    sparse_tensor.print %b : tensor<?x?xi32, #CSR>
    %c = sparse_tensor.new %f2 : !Filename to tensor<2x2x3xf64, #CSF>
    sparse_tensor.print %c : tensor<2x2x3xf64, #CSF>
    return
  }
}

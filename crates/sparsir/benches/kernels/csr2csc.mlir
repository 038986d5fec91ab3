// CSR -> CSC with sparse_tensor.convert (both 32-bit).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 32 }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed), posWidth = 32, crdWidth = 32 }>
func.func @csr2csc(%a: tensor<?x?xf64, #CSR>) -> tensor<?x?xf64, #CSC> {
  %c = sparse_tensor.convert %a : tensor<?x?xf64, #CSR> to tensor<?x?xf64, #CSC>
  return %c : tensor<?x?xf64, #CSC>
}

// HAND-WRITTEN EXPECTED OUTPUT: reshapes of a sparse vector into DCSC, CSR and COO, and
// back. MLIR 22 fails to compile this program ("ConvertOp not staged"). In variants it
// does compile (a collapse from a 2-D source), it prints the expanded tensor in another
// layout than its type's: a DCSR layout for a DCSC type, a COO layout for a CSR type. Here
// v = [0, 1, 0, 0, 2, 3]. As 2x3 it is [[0, 1, 0], [0, 2, 3]]: in DCSC, columns 1 and 2,
// column 1 holding rows 0 and 1, column 2 holding row 1. As 3x2 it is
// [[0, 1], [0, 0], [2, 3]]: CSR positions (0, 1, 1, 3). Collapsing the DCSC tensor gives
// back coordinates 1, 4, 5, and as COO the pairs are (0,1) (1,1) (1,2).
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#DCSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : compressed, i : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
module {
  func.func @main() {
    %d = arith.constant dense<[0.0, 1.0, 0.0, 0.0, 2.0, 3.0]> : tensor<6xf64>
    %v = sparse_tensor.convert %d : tensor<6xf64> to tensor<6xf64, #SV>
    %a = tensor.expand_shape %v [[0, 1]] output_shape [2, 3] : tensor<6xf64, #SV> into tensor<2x3xf64, #DCSC>
    sparse_tensor.print %a : tensor<2x3xf64, #DCSC>
    %b = tensor.expand_shape %v [[0, 1]] output_shape [3, 2] : tensor<6xf64, #SV> into tensor<3x2xf64, #CSR>
    sparse_tensor.print %b : tensor<3x2xf64, #CSR>
    %c = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xf64, #DCSC> into tensor<6xf64, #SV>
    sparse_tensor.print %c : tensor<6xf64, #SV>
    %e = tensor.expand_shape %c [[0, 1]] output_shape [2, 3] : tensor<6xf64, #SV> into tensor<2x3xf64, #COO>
    sparse_tensor.print %e : tensor<2x3xf64, #COO>
    return
  }
}

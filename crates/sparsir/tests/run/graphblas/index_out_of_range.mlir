// An index list naming a coordinate outside the tensor is a run-time error naming the
// op, never a wrong answer.
#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
module {
  func.func @main() {
    %c = arith.constant sparse<[[1], [3]], [5.0, 7.0]> : tensor<4xf64>
    %u = sparse_tensor.convert %c : tensor<4xf64> to tensor<?xf64, #CV>
    %i = arith.constant dense<[3, 4]> : tensor<2xindex>
    %w = graphblas.extract %u, %i : tensor<?xf64, #CV>, tensor<2xindex> to tensor<?xf64, #CV>
    graphblas.print %w { strings = ["w "] } : tensor<?xf64, #CV>
    return
  }
}

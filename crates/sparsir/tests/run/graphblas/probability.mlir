// The "probability" selector needs random selection, which sparsir does not have yet.
#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
module {
  func.func @main(%ctx: !llvm.ptr) {
    %d = arith.constant sparse<[[1], [3]], [1.0, 2.0]> : tensor<5xf64>
    %v = sparse_tensor.convert %d : tensor<5xf64> to tensor<?xf64, #CV>
    %p = arith.constant 0.5 : f64
    %r = graphblas.select %v, %p, %ctx { selector = "probability" } : tensor<?xf64, #CV>, f64, !llvm.ptr to tensor<?xf64, #CV>
    graphblas.print %r { strings = ["r "] } : tensor<?xf64, #CV>
    return
  }
}

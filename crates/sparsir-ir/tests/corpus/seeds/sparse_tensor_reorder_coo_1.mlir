// seed: sparse_tensor_dialect.md, sparse_tensor.reorder_coo, example 1; FIXED: `tensor<?x?xf64 : #E>` -> `tensor<?x?xf64, #E>` (twice)
#Unordered_COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique, nonordered), d1 : singleton(nonordered)) }>
#Ordered_COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>

func.func @f(%coo: tensor<?x?xf64, #Unordered_COO>) -> tensor<?x?xf64, #Ordered_COO> {
  %res = sparse_tensor.reorder_coo quick_sort %coo : tensor<?x?xf64, #Unordered_COO> to
   tensor<?x?xf64, #Ordered_COO>
  return %res : tensor<?x?xf64, #Ordered_COO>
}

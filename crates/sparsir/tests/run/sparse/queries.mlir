// lvl sizes of a 2x3-block BSR, crd_translate both ways, has_runtime_library, load without inserts, number_of_entries of a COO.
#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 3 : compressed, i mod 2 : dense, j mod 3 : dense) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
module {
  func.func @main() {
    %d = arith.constant dense<[[0.0, 0.0, 0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [2.0, 0.0, 0.0, 0.0, 0.0, 3.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<4x6xf64>
    %b = sparse_tensor.convert %d : tensor<4x6xf64> to tensor<4x6xf64, #BSR>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %l0 = sparse_tensor.lvl %b, %c0 : tensor<4x6xf64, #BSR>
    %l1 = sparse_tensor.lvl %b, %c1 : tensor<4x6xf64, #BSR>
    %l3 = sparse_tensor.lvl %b, %c3 : tensor<4x6xf64, #BSR>
    vector.print %l0 : index
    vector.print %l1 : index
    vector.print %l3 : index
    %i = arith.constant 3 : index
    %j = arith.constant 4 : index
    %a0, %a1, %a2, %a3 = sparse_tensor.crd_translate dim_to_lvl [%i, %j] as #BSR : index, index, index, index
    vector.print %a0 : index
    vector.print %a1 : index
    vector.print %a2 : index
    vector.print %a3 : index
    %x, %y = sparse_tensor.crd_translate lvl_to_dim [%a0, %a1, %a2, %a3] as #BSR : index, index
    vector.print %x : index
    vector.print %y : index
    %h = sparse_tensor.has_runtime_library
    vector.print %h : i1
    %lb = sparse_tensor.load %b : tensor<4x6xf64, #BSR>
    sparse_tensor.print %lb : tensor<4x6xf64, #BSR>
    %u = sparse_tensor.convert %d : tensor<4x6xf64> to tensor<4x6xf64, #COO>
    %n = sparse_tensor.number_of_entries %u : tensor<4x6xf64, #COO>
    vector.print %n : index
    return
  }
}

// tensor.parallel_insert_slice inside scf.forall's in_parallel terminator.
func.func @parallel_insert(%t: tensor<16xf32>, %u: tensor<8x8xf32>) -> (tensor<16xf32>, tensor<8x8xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<16xf32>) {
    %off = arith.muli %i, %i : index
    %s = tensor.extract_slice %o[%off] [4] [1] : tensor<16xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off] [4] [1] : tensor<4xf32> into tensor<16xf32>
    }
  }
  %q = scf.forall (%i, %j) in (2, 2) shared_outs(%o = %u) -> (tensor<8x8xf32>) {
    %c4 = arith.constant 4 : index
    %a = arith.muli %i, %c4 : index
    %b = arith.muli %j, %c4 : index
    %s = tensor.extract_slice %o[%a, %b] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
    %row = tensor.extract_slice %s[0, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%a, %b] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
      tensor.parallel_insert_slice %row into %o[%a, 0] [1, 4] [1, 1] {note = "row"} : tensor<4xf32> into tensor<8x8xf32>
    }
  }
  return %r, %q : tensor<16xf32>, tensor<8x8xf32>
}

// mlir-opt-flags: --split-input-file
// A split file: each chunk between separator lines is an independent module
// (`mlir-opt --split-input-file`). Aliases are local to their chunk, and the
// same alias name can be redefined in a later chunk.

#enc = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @first(%t: tensor<?xf64, #enc>) -> index {
  %n = sparse_tensor.number_of_entries %t : tensor<?xf64, #enc>
  return %n : index
}

// -----

#enc = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
!T = tensor<8x8xf32, #enc>
func.func @second(%t: !T) -> !T {
  return %t : !T
}

// -----
func.func @third() -> i32 {
  %c = arith.constant 3 : i32
  return %c : i32
}
// -----

module @named_chunk {
  func.func private @decl(i32)
}

// -----

// A chunk with only a comment and an empty module.
module {
}

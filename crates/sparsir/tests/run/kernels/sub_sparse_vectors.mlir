// Element-wise a - b on sparse vectors (i32) into a sparse vector: only a stored -> a,
// only b stored -> -b, both -> a - b (a stored 0 where they are equal).
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#ew = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
  iterator_types = ["parallel"]
}
module {
  func.func @main() {
    %da = arith.constant dense<[3, 0, 4, 0, 9, 0, 0]> : tensor<7xi32>
    %db = arith.constant dense<[1, 0, 0, 5, 9, 0, 2]> : tensor<7xi32>
    %a = sparse_tensor.convert %da : tensor<7xi32> to tensor<7xi32, #SV>
    %b = sparse_tensor.convert %db : tensor<7xi32> to tensor<7xi32, #SV>
    %e = tensor.empty() : tensor<7xi32, #SV>
    %c = linalg.generic #ew ins(%a, %b : tensor<7xi32, #SV>, tensor<7xi32, #SV>) outs(%e : tensor<7xi32, #SV>) {
    ^bb0(%x: i32, %y: i32, %o: i32):
      %s = arith.subi %x, %y : i32
      linalg.yield %s : i32
    } -> tensor<7xi32, #SV>
    sparse_tensor.print %c : tensor<7xi32, #SV>
    return
  }
}

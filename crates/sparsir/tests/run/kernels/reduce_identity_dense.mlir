// A custom sparse_tensor.reduce into a dense output starts every element at the reduction's
// identity (the output's initial value does not take part; a row without entries gets the
// identity), as MLIR 22 computes it: scalar sums and products, and row products.
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#trait = {
  indexing_maps = [ affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)> ],
  iterator_types = ["parallel", "reduction"]
}
#trait_reduction = {
  indexing_maps = [ affine_map<(i) -> (i)>, affine_map<(i) -> ()> ],
  iterator_types = ["reduction"]
}
module {
  func.func @red(%arga: tensor<8xi32, #SV>, %argx: tensor<i32>, %p: i32, %id: i32) -> tensor<i32> {
    %0 = linalg.generic #trait_reduction
      ins(%arga: tensor<8xi32, #SV>) outs(%argx: tensor<i32>) {
        ^bb(%a: i32, %b: i32):
           %u = sparse_tensor.unary %a : i32 to i32
             present={ ^bb(%q: i32): sparse_tensor.yield %p : i32 }
             absent={ }
           %r = sparse_tensor.reduce %u, %b, %id : i32 {
            ^bb0(%x: i32, %y: i32):
              %sum = arith.addi %x, %y : i32
              sparse_tensor.yield %sum : i32
           }
        linalg.yield %r : i32
    } -> tensor<i32>
    return %0 : tensor<i32>
  }
  func.func @plain(%arga: tensor<8xi32, #SV>, %argx: tensor<i32>, %id: i32) -> tensor<i32> {
    %0 = linalg.generic #trait_reduction
      ins(%arga: tensor<8xi32, #SV>) outs(%argx: tensor<i32>) {
        ^bb(%a: i32, %b: i32):
           %r = sparse_tensor.reduce %a, %b, %id : i32 {
            ^bb0(%x: i32, %y: i32):
              %sum = arith.muli %x, %y : i32
              sparse_tensor.yield %sum : i32
           }
        linalg.yield %r : i32
    } -> tensor<i32>
    return %0 : tensor<i32>
  }
  func.func @rows(%arga: tensor<3x4xi32, #CSR>, %argx: tensor<3xi32>, %id: i32) -> tensor<3xi32> {
    %0 = linalg.generic #trait
      ins(%arga: tensor<3x4xi32, #CSR>) outs(%argx: tensor<3xi32>) {
        ^bb(%a: i32, %b: i32):
           %r = sparse_tensor.reduce %a, %b, %id : i32 {
            ^bb0(%x: i32, %y: i32):
              %sum = arith.muli %x, %y : i32
              sparse_tensor.yield %sum : i32
           }
        linalg.yield %r : i32
    } -> tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func @main() {
    %x10 = arith.constant dense<10> : tensor<i32>
    %v0 = arith.constant sparse< [ [4], [6] ], [ 3, 5 ] > : tensor<8xi32>
    %s0 = sparse_tensor.convert %v0: tensor<8xi32> to tensor<8xi32, #SV>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c7 = arith.constant 7 : i32
    %0 = call @red(%s0, %x10, %c2, %c1) : (tensor<8xi32, #SV>, tensor<i32>, i32, i32) -> tensor<i32>
    %1 = call @red(%s0, %x10, %c2, %c7) : (tensor<8xi32, #SV>, tensor<i32>, i32, i32) -> tensor<i32>
    %2 = call @red(%s0, %x10, %c0, %c1) : (tensor<8xi32, #SV>, tensor<i32>, i32, i32) -> tensor<i32>
    %3 = call @plain(%s0, %x10, %c1) : (tensor<8xi32, #SV>, tensor<i32>, i32) -> tensor<i32>
    %4 = call @plain(%s0, %x10, %c7) : (tensor<8xi32, #SV>, tensor<i32>, i32) -> tensor<i32>
    %v = tensor.extract %0[] : tensor<i32>
    vector.print %v : i32
    %v1 = tensor.extract %1[] : tensor<i32>
    vector.print %v1 : i32
    %v2 = tensor.extract %2[] : tensor<i32>
    vector.print %v2 : i32
    %v3 = tensor.extract %3[] : tensor<i32>
    vector.print %v3 : i32
    %v4 = tensor.extract %4[] : tensor<i32>
    vector.print %v4 : i32
    %x3 = arith.constant dense<[10, 20, 30]> : tensor<3xi32>
    %m0 = arith.constant sparse< [ [0, 1], [0, 3], [2, 2] ], [ 3, 5, 4 ] > : tensor<3x4xi32>
    %m = sparse_tensor.convert %m0: tensor<3x4xi32> to tensor<3x4xi32, #CSR>
    %rows = call @rows(%m, %x3, %c7) : (tensor<3x4xi32, #CSR>, tensor<3xi32>, i32) -> tensor<3xi32>
    %i0 = arith.constant 0 : index
    %pad = arith.constant -1 : i32
    %vr = vector.transfer_read %rows[%i0], %pad : tensor<3xi32>, vector<3xi32>
    vector.print %vr : vector<3xi32>
    return
  }
}

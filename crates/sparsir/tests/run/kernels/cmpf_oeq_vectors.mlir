// HAND-WRITTEN EXPECTED OUTPUT (MLIR 22 gets this wrong).
// cmpf oeq on two sparse vectors a=[1,0,0,2], b=[1,0,3,0] into a dense i8 output (extui
// of the i1). oeq is TRUE at (0, 0), so the kernel must visit every position, absent
// values reading as 0 (the brief's "dense" comparison class):
//   i=0: 1 == 1 -> 1;  i=1: 0 == 0 (both absent) -> 1;  i=2: 0 == 3 -> 0;  i=3: 2 == 0 -> 0.
// Expected: ( 1, 1, 0, 0 ).
// MLIR 22 treats cmpf like a disjunction and visits only the union of the stored
// positions, leaving i=1 at the zero fill: it prints ( 1, 0, 0, 0 ).
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#ew = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
  iterator_types = ["parallel"]
}
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %z = arith.constant 0 : i8
    %da = arith.constant dense<[1.0, 0.0, 0.0, 2.0]> : tensor<4xf64>
    %db = arith.constant dense<[1.0, 0.0, 3.0, 0.0]> : tensor<4xf64>
    %a = sparse_tensor.convert %da : tensor<4xf64> to tensor<4xf64, #SV>
    %b = sparse_tensor.convert %db : tensor<4xf64> to tensor<4xf64, #SV>
    %e = tensor.empty() : tensor<4xi8>
    %c = linalg.generic #ew ins(%a, %b : tensor<4xf64, #SV>, tensor<4xf64, #SV>) outs(%e : tensor<4xi8>) {
    ^bb0(%x: f64, %y: f64, %o: i8):
      %s = arith.cmpf oeq, %x, %y : f64
      %w = arith.extui %s : i1 to i8
      linalg.yield %w : i8
    } -> tensor<4xi8>
    %v = vector.transfer_read %c[%c0], %z : tensor<4xi8>, vector<4xi8>
    vector.print %v : vector<4xi8>
    return
  }
}

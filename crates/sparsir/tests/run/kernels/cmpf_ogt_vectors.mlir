// cmpf ogt on two sparse vectors into a dense i8 output (extui of the i1): ogt is false at
// (0, 0), a disjunction: only stored positions can give 1 (absent reads as 0):
// a=[1,0,0,2,-1], b=[1,0,3,0,-2]. (i8, not i1: MLIR 22 prints every transfer_read i1
// vector read from memory wrongly, even a dense constant.)
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#ew = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
  iterator_types = ["parallel"]
}
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %false = arith.constant 0 : i8
    %da = arith.constant dense<[1.0, 0.0, 0.0, 2.0, -1.0]> : tensor<5xf64>
    %db = arith.constant dense<[1.0, 0.0, 3.0, 0.0, -2.0]> : tensor<5xf64>
    %a = sparse_tensor.convert %da : tensor<5xf64> to tensor<5xf64, #SV>
    %b = sparse_tensor.convert %db : tensor<5xf64> to tensor<5xf64, #SV>
    %e = tensor.empty() : tensor<5xi8>
    %c = linalg.generic #ew ins(%a, %b : tensor<5xf64, #SV>, tensor<5xf64, #SV>) outs(%e : tensor<5xi8>) {
    ^bb0(%x: f64, %y: f64, %o: i8):
      %s = arith.cmpf ogt, %x, %y : f64
      %w = arith.extui %s : i1 to i8
      linalg.yield %w : i8
    } -> tensor<5xi8>
    %v = vector.transfer_read %c[%c0], %false : tensor<5xi8>, vector<5xi8>
    vector.print %v : vector<5xi8>
    return
  }
}

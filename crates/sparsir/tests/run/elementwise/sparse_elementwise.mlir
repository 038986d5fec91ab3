// HAND-WRITTEN EXPECTED OUTPUT: MLIR 22 cannot compile elementwise ops on sparse tensors
// (its convert-elementwise-to-linalg uses an operand as the kernel's output, then the
// sparsifier leaves the result unlowered). Here each op is the kernel
// `linalg.generic ins(operands) outs(tensor.empty())` with the op as its body.
// a = {1: 1, 3: -2, 5: 3}, b = {3: 10, 4: 20} (size 8, then size ? through a cast):
//   addf: union {1: 1, 3: 8, 4: 20, 5: 3};  mulf: intersection {3: -20};
//   negf a: {1: -1, 3: 2, 5: -3};  absf (negf a): {1: 1, 3: 2, 5: 3};
//   truncf a to f32: a;  cmpf ogt a, b (false at (0, 0), so the union):
//   {1: 1 > 0, 3: -2 > 10, 4: 0 > 20, 5: 3 > 0} = {1: 1, 3: 0, 4: 0, 5: 1};
//   subf on the dynamic-size copies: union {1: 1, 3: -12, 4: -20, 5: 3}, dim 8.
// x = {(0,1): 4, (2,3): 5} (CSR, i32): muli x, x = {(0,1): 16, (2,3): 25};
//   subi x, (muli x, x) = {(0,1): -12, (2,3): -20}.
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
module {
  func.func @main() {
    %a0 = arith.constant sparse<[[1], [3], [5]], [1.0, -2.0, 3.0]> : tensor<8xf64>
    %b0 = arith.constant sparse<[[3], [4]], [10.0, 20.0]> : tensor<8xf64>
    %a = sparse_tensor.convert %a0 : tensor<8xf64> to tensor<8xf64, #SV>
    %b = sparse_tensor.convert %b0 : tensor<8xf64> to tensor<8xf64, #SV>
    %s = arith.addf %a, %b : tensor<8xf64, #SV>
    sparse_tensor.print %s : tensor<8xf64, #SV>
    %m = arith.mulf %a, %b : tensor<8xf64, #SV>
    sparse_tensor.print %m : tensor<8xf64, #SV>
    %n = arith.negf %a : tensor<8xf64, #SV>
    sparse_tensor.print %n : tensor<8xf64, #SV>
    %q = math.absf %n : tensor<8xf64, #SV>
    sparse_tensor.print %q : tensor<8xf64, #SV>
    %t = arith.truncf %a : tensor<8xf64, #SV> to tensor<8xf32, #SV>
    sparse_tensor.print %t : tensor<8xf32, #SV>
    %c = arith.cmpf ogt, %a, %b : tensor<8xf64, #SV>
    sparse_tensor.print %c : tensor<8xi1, #SV>
    %ad = tensor.cast %a : tensor<8xf64, #SV> to tensor<?xf64, #SV>
    %bd = tensor.cast %b : tensor<8xf64, #SV> to tensor<?xf64, #SV>
    %d = arith.subf %ad, %bd : tensor<?xf64, #SV>
    sparse_tensor.print %d : tensor<?xf64, #SV>
    %x0 = arith.constant sparse<[[0, 1], [2, 3]], [4, 5]> : tensor<3x4xi32>
    %x = sparse_tensor.convert %x0 : tensor<3x4xi32> to tensor<3x4xi32, #CSR>
    %y = arith.muli %x, %x : tensor<3x4xi32, #CSR>
    sparse_tensor.print %y : tensor<3x4xi32, #CSR>
    %z = arith.subi %x, %y : tensor<3x4xi32, #CSR>
    sparse_tensor.print %z : tensor<3x4xi32, #CSR>
    return
  }
}

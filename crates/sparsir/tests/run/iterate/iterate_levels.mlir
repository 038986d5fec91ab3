// MLIR-PREPASS: --lower-sparse-iteration-to-scf
// iterate + extract_iteration_space (root and at a parent iterator) + extract_value, nested one level per loop, with loop-carried values: CSR, DCSR and CSC (level order); the empty row of CSR/DCSR is skipped or visited empty.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
module {
  func.func @csr(%s: tensor<4x3xf64, #CSR>) -> f64 {
    %zero = arith.constant 0.0 : f64
    %l1 = sparse_tensor.extract_iteration_space %s lvls = 0 : tensor<4x3xf64, #CSR> -> !sparse_tensor.iter_space<#CSR, lvls = 0>
    %r = sparse_tensor.iterate %it1 in %l1 iter_args(%acc = %zero) : !sparse_tensor.iter_space<#CSR, lvls = 0> -> f64 {
      %l2 = sparse_tensor.extract_iteration_space %s at %it1 lvls = 1 : tensor<4x3xf64, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 0> -> !sparse_tensor.iter_space<#CSR, lvls = 1>
      %r2 = sparse_tensor.iterate %it2 in %l2 iter_args(%acc2 = %acc) : !sparse_tensor.iter_space<#CSR, lvls = 1> -> f64 {
        %v = sparse_tensor.extract_value %s at %it2 : tensor<4x3xf64, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 1>
        vector.print %v : f64
        %a = arith.addf %acc2, %v : f64
        sparse_tensor.yield %a : f64
      }
      sparse_tensor.yield %r2 : f64
    }
    return %r : f64
  }
  func.func @dcsr(%s: tensor<4x3xf64, #DCSR>) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %l1 = sparse_tensor.extract_iteration_space %s lvls = 0 : tensor<4x3xf64, #DCSR> -> !sparse_tensor.iter_space<#DCSR, lvls = 0>
    %r = sparse_tensor.iterate %it1 in %l1 iter_args(%n = %c0) : !sparse_tensor.iter_space<#DCSR, lvls = 0> -> index {
      %l2 = sparse_tensor.extract_iteration_space %s at %it1 lvls = 1 : tensor<4x3xf64, #DCSR>, !sparse_tensor.iterator<#DCSR, lvls = 0> -> !sparse_tensor.iter_space<#DCSR, lvls = 1>
      %r2 = sparse_tensor.iterate %it2 in %l2 iter_args(%m = %n) : !sparse_tensor.iter_space<#DCSR, lvls = 1> -> index {
        %v = sparse_tensor.extract_value %s at %it2 : tensor<4x3xf64, #DCSR>, !sparse_tensor.iterator<#DCSR, lvls = 1>
        vector.print %v : f64
        %k = arith.addi %m, %c1 : index
        sparse_tensor.yield %k : index
      }
      sparse_tensor.yield %r2 : index
    }
    return %r : index
  }
  func.func @csc(%s: tensor<4x3xf64, #CSC>) {
    %l1 = sparse_tensor.extract_iteration_space %s lvls = 0 : tensor<4x3xf64, #CSC> -> !sparse_tensor.iter_space<#CSC, lvls = 0>
    sparse_tensor.iterate %it1 in %l1 : !sparse_tensor.iter_space<#CSC, lvls = 0> {
      %l2 = sparse_tensor.extract_iteration_space %s at %it1 lvls = 1 : tensor<4x3xf64, #CSC>, !sparse_tensor.iterator<#CSC, lvls = 0> -> !sparse_tensor.iter_space<#CSC, lvls = 1>
      sparse_tensor.iterate %it2 in %l2 : !sparse_tensor.iter_space<#CSC, lvls = 1> {
        %v = sparse_tensor.extract_value %s at %it2 : tensor<4x3xf64, #CSC>, !sparse_tensor.iterator<#CSC, lvls = 1>
        vector.print %v : f64
      }
    }
    return
  }
  func.func @main() {
    %d = arith.constant dense<[[0.0, 2.0, 0.0], [3.0, 0.0, 4.0], [0.0, 0.0, 0.0], [5.0, 6.0, 0.0]]> : tensor<4x3xf64>
    %a = sparse_tensor.convert %d : tensor<4x3xf64> to tensor<4x3xf64, #CSR>
    %t = call @csr(%a) : (tensor<4x3xf64, #CSR>) -> f64
    vector.print %t : f64
    %b = sparse_tensor.convert %d : tensor<4x3xf64> to tensor<4x3xf64, #DCSR>
    %n = call @dcsr(%b) : (tensor<4x3xf64, #DCSR>) -> index
    vector.print %n : index
    %c = sparse_tensor.convert %d : tensor<4x3xf64> to tensor<4x3xf64, #CSC>
    call @csc(%c) : (tensor<4x3xf64, #CSC>) -> ()
    bufferization.dealloc_tensor %a : tensor<4x3xf64, #CSR>
    bufferization.dealloc_tensor %b : tensor<4x3xf64, #DCSR>
    bufferization.dealloc_tensor %c : tensor<4x3xf64, #CSC>
    return
  }
}

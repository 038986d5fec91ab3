// HAND-WRITTEN EXPECTED OUTPUT (MLIR 22 cannot run this: its --lower-sparse-iteration-to-scf does not implement at(...) coordinates nor spaces of more than one level, fails on a non-unique level with a non-index loop-carried value, and its dense-level iterator reads row 0 for every row).
// iterate binding coordinates: a COO matrix read from data/dup.mtx (entry (0, 1) stored twice, 1.5 and 2.0: the walk visits (0, 1) once and extract_value sums 3.5),
// a two-level space over CSR (lvls = 0 to 2, at(%i, %j) and at(_, %j)), an all-dense encoding (every entry, positions linearized), and a loose_compressed level.
// Derivation: dup.mtx = {(0,1): 1.5 + 2.0, (1,3): -1, (2,0): 4, (2,2): 0.5} -> "0 1 3.5", "1 3 -1", "2 0 4", "2 2 0.5", count 4;
// d = [[0,2,0],[3,0,4],[0,0,0],[5,6,0]] as CSR -> "0 1 2", "1 0 3", "1 2 4", "3 0 5", "3 1 6", then the column list 1 0 2 0 1;
// e = [[1,0,2],[0,3,0]] all dense -> "0 0 1" "0 1 0" "0 2 2" "1 0 0" "1 1 3" "1 2 0", sum 6; d as loose_compressed rows -> 2 3 4 5 6, sum 20.
// ENV: TENSOR0=data/dup.mtx
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#DD = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : dense) }>
#LOOSE = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : loose_compressed) }>
module {
  func.func private @getTensorFilename(index) -> (!llvm.ptr)
  func.func @coo(%s: tensor<3x4xf64, #COO>) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %l1 = sparse_tensor.extract_iteration_space %s lvls = 0 : tensor<3x4xf64, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 0>
    %r = sparse_tensor.iterate %it1 in %l1 at(%i) iter_args(%n = %c0) : !sparse_tensor.iter_space<#COO, lvls = 0> -> index {
      %l2 = sparse_tensor.extract_iteration_space %s at %it1 lvls = 1 : tensor<3x4xf64, #COO>, !sparse_tensor.iterator<#COO, lvls = 0> -> !sparse_tensor.iter_space<#COO, lvls = 1>
      %r2 = sparse_tensor.iterate %it2 in %l2 at(%j) iter_args(%m = %n) : !sparse_tensor.iter_space<#COO, lvls = 1> -> index {
        %v = sparse_tensor.extract_value %s at %it2 : tensor<3x4xf64, #COO>, !sparse_tensor.iterator<#COO, lvls = 1>
        vector.print %i : index
        vector.print %j : index
        vector.print %v : f64
        %k = arith.addi %m, %c1 : index
        sparse_tensor.yield %k : index
      }
      sparse_tensor.yield %r2 : index
    }
    return %r : index
  }
  func.func @flat(%s: tensor<4x3xf64, #CSR>) {
    %l = sparse_tensor.extract_iteration_space %s lvls = 0 to 2 : tensor<4x3xf64, #CSR> -> !sparse_tensor.iter_space<#CSR, lvls = 0 to 2>
    sparse_tensor.iterate %it in %l at(%i, %j) : !sparse_tensor.iter_space<#CSR, lvls = 0 to 2> {
      %v = sparse_tensor.extract_value %s at %it : tensor<4x3xf64, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 0 to 2>
      vector.print %i : index
      vector.print %j : index
      vector.print %v : f64
    }
    sparse_tensor.iterate %it in %l at(_, %j) : !sparse_tensor.iter_space<#CSR, lvls = 0 to 2> {
      vector.print %j : index
    }
    return
  }
  func.func @dense(%s: tensor<2x3xi32, #DD>) -> i32 {
    %zero = arith.constant 0 : i32
    %l1 = sparse_tensor.extract_iteration_space %s lvls = 0 : tensor<2x3xi32, #DD> -> !sparse_tensor.iter_space<#DD, lvls = 0>
    %r = sparse_tensor.iterate %it1 in %l1 at(%i) iter_args(%acc = %zero) : !sparse_tensor.iter_space<#DD, lvls = 0> -> i32 {
      %l2 = sparse_tensor.extract_iteration_space %s at %it1 lvls = 1 : tensor<2x3xi32, #DD>, !sparse_tensor.iterator<#DD, lvls = 0> -> !sparse_tensor.iter_space<#DD, lvls = 1>
      %r2 = sparse_tensor.iterate %it2 in %l2 at(%j) iter_args(%acc2 = %acc) : !sparse_tensor.iter_space<#DD, lvls = 1> -> i32 {
        %v = sparse_tensor.extract_value %s at %it2 : tensor<2x3xi32, #DD>, !sparse_tensor.iterator<#DD, lvls = 1>
        vector.print %i : index
        vector.print %j : index
        vector.print %v : i32
        %a = arith.addi %acc2, %v : i32
        sparse_tensor.yield %a : i32
      }
      sparse_tensor.yield %r2 : i32
    }
    return %r : i32
  }
  func.func @loose(%s: tensor<4x3xf64, #LOOSE>) -> f64 {
    %zero = arith.constant 0.0 : f64
    %l = sparse_tensor.extract_iteration_space %s lvls = 0 to 2 : tensor<4x3xf64, #LOOSE> -> !sparse_tensor.iter_space<#LOOSE, lvls = 0 to 2>
    %r = sparse_tensor.iterate %it in %l iter_args(%acc = %zero) : !sparse_tensor.iter_space<#LOOSE, lvls = 0 to 2> -> f64 {
      %v = sparse_tensor.extract_value %s at %it : tensor<4x3xf64, #LOOSE>, !sparse_tensor.iterator<#LOOSE, lvls = 0 to 2>
      vector.print %v : f64
      %a = arith.addf %acc, %v : f64
      sparse_tensor.yield %a : f64
    }
    return %r : f64
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %file = call @getTensorFilename(%c0) : (index) -> (!llvm.ptr)
    %coo = sparse_tensor.new %file : !llvm.ptr to tensor<3x4xf64, #COO>
    %n = call @coo(%coo) : (tensor<3x4xf64, #COO>) -> index
    vector.print %n : index
    %d = arith.constant dense<[[0.0, 2.0, 0.0], [3.0, 0.0, 4.0], [0.0, 0.0, 0.0], [5.0, 6.0, 0.0]]> : tensor<4x3xf64>
    %a = sparse_tensor.convert %d : tensor<4x3xf64> to tensor<4x3xf64, #CSR>
    call @flat(%a) : (tensor<4x3xf64, #CSR>) -> ()
    %e = arith.constant dense<[[1, 0, 2], [0, 3, 0]]> : tensor<2x3xi32>
    %f = sparse_tensor.convert %e : tensor<2x3xi32> to tensor<2x3xi32, #DD>
    %s = call @dense(%f) : (tensor<2x3xi32, #DD>) -> i32
    vector.print %s : i32
    %g = sparse_tensor.convert %d : tensor<4x3xf64> to tensor<4x3xf64, #LOOSE>
    %t = call @loose(%g) : (tensor<4x3xf64, #LOOSE>) -> f64
    vector.print %t : f64
    bufferization.dealloc_tensor %coo : tensor<3x4xf64, #COO>
    bufferization.dealloc_tensor %a : tensor<4x3xf64, #CSR>
    bufferization.dealloc_tensor %f : tensor<2x3xi32, #DD>
    bufferization.dealloc_tensor %g : tensor<4x3xf64, #LOOSE>
    return
  }
}

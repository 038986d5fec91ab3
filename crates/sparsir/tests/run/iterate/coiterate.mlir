// HAND-WRITTEN EXPECTED OUTPUT (MLIR 22 cannot run this: its --lower-sparse-iteration-to-scf crashes on a case with one iterator, and for the all-iterators case passes the loop-carried values where the positions belong).
// coiterate over one-level spaces: cases in the seed's order (%a, _), (_, %b), (%a, %b); an intersection-only case; a case list whose exact pattern is missing (the most specific case whose iterators are all present runs); a dense space with a sparse one; and row-by-row co-iteration of two CSR matrices under an iterate.
// a = [1,0,2,0,3,0,0,4], b = [0,5,6,0,7,0,8,0].
// union: 0 a 1 | 1 b 5 | 2 ab 12 | 4 ab 21 | 6 b 8 | 7 a 4 -> printed as "c v" pairs, total 51.
// intersection: 2*6 + 3*7 = 33. Only (%a, _): runs at 0, 2, 4, 7 (at 2 and 4 both are present, (%a, _) is the only case with its iterators present) -> prints 0 2 4 7, count 4.
// dense d = [10,20,30,40,50,60,70,80] with b: (%d, %b) -> d+b at 1,2,4,6; (%d, _) -> d elsewhere: 10 25 36 40 57 60 78 80.
// rows: A = [[1,0,2],[0,0,3]], B = [[0,4,5],[0,0,0]] -> per row: 1 4 7 | 3 ("c v" per stored entry of A+B): "0 0 1" "0 1 4" "0 2 7" "1 2 3".
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#DV = #sparse_tensor.encoding<{ map = (i) -> (i : dense) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
!S = !sparse_tensor.iter_space<#SV, lvls = 0>
!I = !sparse_tensor.iterator<#SV, lvls = 0>
module {
  func.func @union(%a: tensor<8xi64, #SV>, %b: tensor<8xi64, #SV>) -> i64 {
    %zero = arith.constant 0 : i64
    %sa = sparse_tensor.extract_iteration_space %a lvls = 0 : tensor<8xi64, #SV> -> !S
    %sb = sparse_tensor.extract_iteration_space %b lvls = 0 : tensor<8xi64, #SV> -> !S
    %r = sparse_tensor.coiterate (%sa, %sb) at(%c) iter_args(%acc = %zero) : (!S, !S) -> i64
    case %ia, _ {
      %v = sparse_tensor.extract_value %a at %ia : tensor<8xi64, #SV>, !I
      vector.print %c : index
      vector.print %v : i64
      %n = arith.addi %acc, %v : i64
      sparse_tensor.yield %n : i64
    }
    case _, %ib {
      %v = sparse_tensor.extract_value %b at %ib : tensor<8xi64, #SV>, !I
      vector.print %c : index
      vector.print %v : i64
      %n = arith.addi %acc, %v : i64
      sparse_tensor.yield %n : i64
    }
    case %ia, %ib {
      %v = sparse_tensor.extract_value %a at %ia : tensor<8xi64, #SV>, !I
      %w = sparse_tensor.extract_value %b at %ib : tensor<8xi64, #SV>, !I
      %m = arith.muli %v, %w : i64
      vector.print %c : index
      vector.print %m : i64
      %n = arith.addi %acc, %m : i64
      sparse_tensor.yield %n : i64
    }
    return %r : i64
  }
  func.func @dot(%a: tensor<8xi64, #SV>, %b: tensor<8xi64, #SV>) -> i64 {
    %zero = arith.constant 0 : i64
    %sa = sparse_tensor.extract_iteration_space %a lvls = 0 : tensor<8xi64, #SV> -> !S
    %sb = sparse_tensor.extract_iteration_space %b lvls = 0 : tensor<8xi64, #SV> -> !S
    %r = sparse_tensor.coiterate (%sa, %sb) iter_args(%acc = %zero) : (!S, !S) -> i64
    case %ia, %ib {
      %v = sparse_tensor.extract_value %a at %ia : tensor<8xi64, #SV>, !I
      %w = sparse_tensor.extract_value %b at %ib : tensor<8xi64, #SV>, !I
      %m = arith.muli %v, %w : i64
      %n = arith.addi %acc, %m : i64
      sparse_tensor.yield %n : i64
    }
    return %r : i64
  }
  func.func @only_a(%a: tensor<8xi64, #SV>, %b: tensor<8xi64, #SV>) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %sa = sparse_tensor.extract_iteration_space %a lvls = 0 : tensor<8xi64, #SV> -> !S
    %sb = sparse_tensor.extract_iteration_space %b lvls = 0 : tensor<8xi64, #SV> -> !S
    %r = sparse_tensor.coiterate (%sa, %sb) at(%c) iter_args(%n = %c0) : (!S, !S) -> index
    case %ia, _ {
      vector.print %c : index
      %m = arith.addi %n, %c1 : index
      sparse_tensor.yield %m : index
    }
    return %r : index
  }
  func.func @dense_sparse(%d: tensor<8xi64, #DV>, %b: tensor<8xi64, #SV>) {
    %sd = sparse_tensor.extract_iteration_space %d lvls = 0 : tensor<8xi64, #DV> -> !sparse_tensor.iter_space<#DV, lvls = 0>
    %sb = sparse_tensor.extract_iteration_space %b lvls = 0 : tensor<8xi64, #SV> -> !S
    sparse_tensor.coiterate (%sd, %sb) : (!sparse_tensor.iter_space<#DV, lvls = 0>, !S)
    case %id, %ib {
      %v = sparse_tensor.extract_value %d at %id : tensor<8xi64, #DV>, !sparse_tensor.iterator<#DV, lvls = 0>
      %w = sparse_tensor.extract_value %b at %ib : tensor<8xi64, #SV>, !I
      %s = arith.addi %v, %w : i64
      vector.print %s : i64
    }
    case %id, _ {
      %v = sparse_tensor.extract_value %d at %id : tensor<8xi64, #DV>, !sparse_tensor.iterator<#DV, lvls = 0>
      vector.print %v : i64
    }
    return
  }
  func.func @rows(%a: tensor<2x3xf64, #CSR>, %b: tensor<2x3xf64, #CSR>) {
    %l = sparse_tensor.extract_iteration_space %a lvls = 0 : tensor<2x3xf64, #CSR> -> !sparse_tensor.iter_space<#CSR, lvls = 0>
    sparse_tensor.iterate %it in %l at(%i) : !sparse_tensor.iter_space<#CSR, lvls = 0> {
      %ra = sparse_tensor.extract_iteration_space %a at %it lvls = 1 : tensor<2x3xf64, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 0> -> !sparse_tensor.iter_space<#CSR, lvls = 1>
      %rb = sparse_tensor.extract_iteration_space %b at %it lvls = 1 : tensor<2x3xf64, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 0> -> !sparse_tensor.iter_space<#CSR, lvls = 1>
      sparse_tensor.coiterate (%ra, %rb) at(%j) : (!sparse_tensor.iter_space<#CSR, lvls = 1>, !sparse_tensor.iter_space<#CSR, lvls = 1>)
      case %ja, %jb {
        %v = sparse_tensor.extract_value %a at %ja : tensor<2x3xf64, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 1>
        %w = sparse_tensor.extract_value %b at %jb : tensor<2x3xf64, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 1>
        %s = arith.addf %v, %w : f64
        vector.print %i : index
        vector.print %j : index
        vector.print %s : f64
      }
      case %ja, _ {
        %v = sparse_tensor.extract_value %a at %ja : tensor<2x3xf64, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 1>
        vector.print %i : index
        vector.print %j : index
        vector.print %v : f64
      }
      case _, %jb {
        %w = sparse_tensor.extract_value %b at %jb : tensor<2x3xf64, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 1>
        vector.print %i : index
        vector.print %j : index
        vector.print %w : f64
      }
    }
    return
  }
  func.func @main() {
    %da = arith.constant dense<[1, 0, 2, 0, 3, 0, 0, 4]> : tensor<8xi64>
    %db = arith.constant dense<[0, 5, 6, 0, 7, 0, 8, 0]> : tensor<8xi64>
    %dd = arith.constant dense<[10, 20, 30, 40, 50, 60, 70, 80]> : tensor<8xi64>
    %a = sparse_tensor.convert %da : tensor<8xi64> to tensor<8xi64, #SV>
    %b = sparse_tensor.convert %db : tensor<8xi64> to tensor<8xi64, #SV>
    %d = sparse_tensor.convert %dd : tensor<8xi64> to tensor<8xi64, #DV>
    %u = call @union(%a, %b) : (tensor<8xi64, #SV>, tensor<8xi64, #SV>) -> i64
    vector.print %u : i64
    %p = call @dot(%a, %b) : (tensor<8xi64, #SV>, tensor<8xi64, #SV>) -> i64
    vector.print %p : i64
    %n = call @only_a(%a, %b) : (tensor<8xi64, #SV>, tensor<8xi64, #SV>) -> index
    vector.print %n : index
    call @dense_sparse(%d, %b) : (tensor<8xi64, #DV>, tensor<8xi64, #SV>) -> ()
    %ma = arith.constant dense<[[1.0, 0.0, 2.0], [0.0, 0.0, 3.0]]> : tensor<2x3xf64>
    %mb = arith.constant dense<[[0.0, 4.0, 5.0], [0.0, 0.0, 0.0]]> : tensor<2x3xf64>
    %A = sparse_tensor.convert %ma : tensor<2x3xf64> to tensor<2x3xf64, #CSR>
    %B = sparse_tensor.convert %mb : tensor<2x3xf64> to tensor<2x3xf64, #CSR>
    call @rows(%A, %B) : (tensor<2x3xf64, #CSR>, tensor<2x3xf64, #CSR>) -> ()
    bufferization.dealloc_tensor %a : tensor<8xi64, #SV>
    bufferization.dealloc_tensor %b : tensor<8xi64, #SV>
    bufferization.dealloc_tensor %d : tensor<8xi64, #DV>
    bufferization.dealloc_tensor %A : tensor<2x3xf64, #CSR>
    bufferization.dealloc_tensor %B : tensor<2x3xf64, #CSR>
    return
  }
}

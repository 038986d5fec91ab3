// sparse_tensor ops used inside linalg.generic: binary (every region form:
// region, empty `{}`, `identity`), unary (present/absent forms), reduce,
// select, yield; and foreach (with and without init args / results).

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#trait_vec_op = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
  iterator_types = ["parallel"]
}
#trait_vec_unary = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
  iterator_types = ["parallel"]
}
#trait_mat_reduce_rows = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"]
}

func.func @binary_forms(%a: tensor<?xf64, #SV>, %b: tensor<?xf64, #SV>, %n: index) -> tensor<?xf64, #SV> {
  %c = tensor.empty(%n) : tensor<?xf64, #SV>
  %0 = linalg.generic #trait_vec_op
    ins(%a, %b : tensor<?xf64, #SV>, tensor<?xf64, #SV>) outs(%c : tensor<?xf64, #SV>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %r = sparse_tensor.binary %x, %y : f64, f64 to f64
      overlap = {
      ^bb0(%x0: f64, %y0: f64):
        %s = arith.addf %x0, %y0 : f64
        sparse_tensor.yield %s : f64
      }
      left = identity
      right = identity
    linalg.yield %r : f64
  } -> tensor<?xf64, #SV>
  return %0 : tensor<?xf64, #SV>
}

func.func @binary_scalar(%x: f64, %y: i32) -> (f64, i8, f64) {
  %0 = sparse_tensor.binary %x, %y : f64, i32 to f64
    overlap = {}
    left = identity
    right = {}
  %1 = sparse_tensor.binary %x, %x : f64, f64 to i8
    overlap = {
    ^bb0(%a: f64, %b: f64):
      %c = arith.cmpf oeq, %a, %b : f64
      %e = arith.extui %c : i1 to i8
      sparse_tensor.yield %e : i8
    }
    left = {}
    right = {}
  %2 = sparse_tensor.binary %x, %x : f64, f64 to f64
    overlap = {
    ^bb0(%a: f64, %b: f64):
      %m = arith.mulf %a, %b : f64
      sparse_tensor.yield %m : f64
    }
    left = {
    ^bb0(%a: f64):
      %ng = arith.negf %a : f64
      sparse_tensor.yield %ng : f64
    }
    right = identity
  return %0, %1, %2 : f64, i8, f64
}

func.func @unary_forms(%x: f64, %p: i32) -> (f64, i32, i64, f64) {
  %m = arith.constant -1 : i32
  %0 = sparse_tensor.unary %x : f64 to f64
    present = {
    ^bb0(%a: f64):
      %one = arith.constant 1.0 : f64
      %s = arith.addf %a, %one : f64
      sparse_tensor.yield %s : f64
    }
    absent = {}
  %1 = sparse_tensor.unary %x : f64 to i32
    present = {
    ^bb0(%a: f64):
      sparse_tensor.yield %p : i32
    }
    absent = {
      sparse_tensor.yield %m : i32
    }
  %2 = sparse_tensor.unary %x : f64 to i64
    present = {}
    absent = {
      %c1 = arith.constant 1 : i64
      sparse_tensor.yield %c1 : i64
    }
  %3 = sparse_tensor.unary %x : f64 to f64
    present = {}
    absent = {}
  return %0, %1, %2, %3 : f64, i32, i64, f64
}

func.func @unary_in_generic(%a: tensor<?xf64, #SV>, %n: index) -> tensor<?xi32, #SV> {
  %p1 = arith.constant 1 : i32
  %m1 = arith.constant -1 : i32
  %c = tensor.empty(%n) : tensor<?xi32, #SV>
  %0 = linalg.generic #trait_vec_unary
    ins(%a : tensor<?xf64, #SV>) outs(%c : tensor<?xi32, #SV>) {
  ^bb0(%x: f64, %o: i32):
    %r = sparse_tensor.unary %x : f64 to i32
      present = {
      ^bb0(%v: f64):
        sparse_tensor.yield %p1 : i32
      }
      absent = {
        sparse_tensor.yield %m1 : i32
      }
    linalg.yield %r : i32
  } -> tensor<?xi32, #SV>
  return %0 : tensor<?xi32, #SV>
}

func.func @reduce_select(%A: tensor<?x?xf64, #CSR>, %n: index) -> tensor<?xf64, #SV> {
  %one = arith.constant 1.0 : f64
  %c = tensor.empty(%n) : tensor<?xf64, #SV>
  %0 = linalg.generic #trait_mat_reduce_rows
    ins(%A : tensor<?x?xf64, #CSR>) outs(%c : tensor<?xf64, #SV>) {
  ^bb0(%a: f64, %o: f64):
    %keep = sparse_tensor.select %a : f64 {
    ^bb0(%v: f64):
      %zero = arith.constant 0.0 : f64
      %k = arith.cmpf ogt, %v, %zero : f64
      sparse_tensor.yield %k : i1
    }
    %r = sparse_tensor.reduce %o, %keep, %one : f64 {
    ^bb0(%x: f64, %y: f64):
      %m = arith.mulf %x, %y : f64
      sparse_tensor.yield %m : f64
    }
    linalg.yield %r : f64
  } -> tensor<?xf64, #SV>
  return %0 : tensor<?xf64, #SV>
}

func.func @select_index(%x: f64) -> f64 {
  %0 = sparse_tensor.select %x : f64 {
  ^bb0(%v: f64):
    %t = arith.constant true
    sparse_tensor.yield %t : i1
  }
  return %0 : f64
}

func.func @foreach_forms(%t: tensor<?x?xf64, #DCSR>, %d: tensor<2x3xf32>) -> (f64, i64) {
  sparse_tensor.foreach in %t : tensor<?x?xf64, #DCSR> do {
  ^bb0(%i: index, %j: index, %v: f64):
    vector.print %v : f64
  }
  %zero = arith.constant 0.0 : f64
  %r = sparse_tensor.foreach in %t init(%zero) : tensor<?x?xf64, #DCSR>, f64 -> f64 do {
  ^bb0(%i: index, %j: index, %v: f64, %acc: f64):
    %s = arith.addf %acc, %v : f64
    sparse_tensor.yield %s : f64
  }
  %c0 = arith.constant 0 : i64
  %r2:2 = sparse_tensor.foreach in %d init(%c0, %c0) : tensor<2x3xf32>, i64, i64 -> i64, i64 do {
  ^bb0(%i: index, %j: index, %v: f32, %a: i64, %b: i64):
    %one = arith.constant 1 : i64
    %a2 = arith.addi %a, %one : i64
    sparse_tensor.yield %a2, %b : i64, i64
  }
  sparse_tensor.foreach in %d {order = affine_map<(i, j) -> (j, i)>} : tensor<2x3xf32> do {
  ^bb0(%i: index, %j: index, %v: f32):
  }
  return %r, %r2#0 : f64, i64
}

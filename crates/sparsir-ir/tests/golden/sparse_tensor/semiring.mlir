// The semiring ops and their regions: binary (region / empty / identity in each
// position), unary (present/absent, empty regions), reduce, select, yield; nested
// in foreach bodies so that absent regions yield values from outside.

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>

func.func @binary(%t: tensor<?xf64, #SV>, %y: f64, %k: i32) -> (f64, i32) {
  %r:2 = sparse_tensor.foreach in %t init(%y, %k) : tensor<?xf64, #SV>, f64, i32 -> f64, i32 do {
  ^bb0(%i: index, %v: f64, %acc: f64, %cnt: i32):
    %0 = sparse_tensor.binary %v, %acc : f64, f64 to f64
      overlap = {
      ^bb0(%a: f64, %b: f64):
        sparse_tensor.yield %a : f64
      }
      left = identity
      right = identity
    %1 = sparse_tensor.binary %0, %cnt : {kind = "count"} f64, i32 to i32
      overlap = {
      ^bb0(%a: f64, %b: i32):
        sparse_tensor.yield %b : i32
      }
      left = {}
      right = identity
    %2 = sparse_tensor.binary %v, %cnt : f64, i32 to f64
      overlap = {}
      left = {
      ^bb0(%a: f64):
        sparse_tensor.yield %y : f64
      }
      right = {
      ^bb0(%b: i32):
        sparse_tensor.yield %acc : f64
      }
    sparse_tensor.yield %2, %1 : f64, i32
  }
  return %r#0, %r#1 : f64, i32
}

func.func @unary(%t: tensor<4x4xf32, #CSR>, %one: f32, %flag: i1) -> f32 {
  %r = sparse_tensor.foreach in %t init(%one) : tensor<4x4xf32, #CSR>, f32 -> f32 do {
  ^bb0(%i: index, %j: index, %v: f32, %acc: f32):
    %0 = sparse_tensor.unary %v : f32 to f32
      present = {
      ^bb0(%x: f32):
        sparse_tensor.yield %x : f32
      }
      absent = {
        sparse_tensor.yield %one : f32
      }
    %1 = sparse_tensor.unary %0 {note} : f32 to i1
      present = {}
      absent = {
        sparse_tensor.yield %flag : i1
      }
    %2 = sparse_tensor.unary %v : f32 to f32
      present = {
      ^bb0(%x: f32):
        sparse_tensor.yield %acc : f32
      }
      absent = {}
    %3 = sparse_tensor.unary %2 : f32 to index
      present = {}
      absent = {}
    sparse_tensor.yield %0 : f32
  }
  return %r : f32
}

func.func @reduce_select(%t: tensor<?xf64, #SV>, %zero: f64, %yes: i1) -> f64 {
  %r = sparse_tensor.foreach in %t init(%zero) : tensor<?xf64, #SV>, f64 -> f64 do {
  ^bb0(%i: index, %v: f64, %acc: f64):
    %keep = sparse_tensor.select %v : f64 {
    ^bb0(%x: f64):
      sparse_tensor.yield %yes : i1
    }
    %red = sparse_tensor.reduce %acc, %keep, %zero {assoc} : f64 {
    ^bb0(%x: f64, %y: f64):
      sparse_tensor.yield %y : f64
    }
    sparse_tensor.yield %red : f64
  }
  return %r : f64
}

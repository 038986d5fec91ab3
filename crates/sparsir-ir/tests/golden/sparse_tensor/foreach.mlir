// sparse_tensor.foreach: sparse and dense inputs, with and without loop-carried
// values, several results, the `order` attribute, an empty body (implicit yield).

#DCSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : compressed, i : compressed) }>
#Blocked = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j : compressed, i mod 2 : dense) }>

func.func @visit(%s: tensor<8x6xf32, #DCSC>, %d: tensor<3x5xi64>, %b: tensor<6x?xf64, #Blocked>,
                 %f: f32, %n: i64) -> (f32, i64, i64) {
  sparse_tensor.foreach in %s : tensor<8x6xf32, #DCSC> do {
  ^bb0(%i: index, %j: index, %v: f32):
  }
  %0 = sparse_tensor.foreach in %s init(%f) : tensor<8x6xf32, #DCSC>, f32 -> f32 do {
  ^bb0(%i: index, %j: index, %v: f32, %acc: f32):
    sparse_tensor.yield %v : f32
  }
  %1:2 = sparse_tensor.foreach in %d init(%n, %n) {order = affine_map<(i, j) -> (j, i)>} : tensor<3x5xi64>, i64, i64 -> i64, i64 do {
  ^bb0(%i: index, %j: index, %v: i64, %a: i64, %c: i64):
    sparse_tensor.yield %v, %a : i64, i64
  }
  sparse_tensor.foreach in %d {order = affine_map<(i, j) -> (i, j)>, tag = 3 : i8} : tensor<3x5xi64> do {
  ^bb0(%i: index, %j: index, %v: i64):
  }
  sparse_tensor.foreach in %b {order = affine_map<(a, b, c) -> (c, b, a)>} : tensor<6x?xf64, #Blocked> do {
  ^bb0(%i: index, %j: index, %v: f64):
  }
  return %0, %1#0, %1#1 : f32, i64, i64
}

// Discardable attributes on every op: where each custom form puts its attribute dictionary.
func.func @attrs(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %i: index, %f: f32, %s: tensor<1xi32>, %x: tensor<4x4x4xf32>,
                 %idx: tensor<1x2x3xindex>, %g: tensor<1x2xf32>) {
  %d = tensor.dim {a = 1} %t, %i : tensor<4x?xf32>
  %r = tensor.rank %t {a = 1} : tensor<4x?xf32>
  %e = tensor.extract %t[%i, %i] {a = 1} : tensor<4x?xf32>
  %t2 = tensor.insert %f into %t[%i, %i] {a = 1} : tensor<4x?xf32>
  %em = tensor.empty(%i) {a = 1} : tensor<?xf32>
  %fe = tensor.from_elements %f, %f {a = 1} : tensor<2xf32>
  %fe0 = tensor.from_elements {a = 1} : tensor<0xf32>
  %sp = tensor.splat %f[%i] {a = 1} : tensor<?xf32>
  %sp2 = tensor.splat %f {a = 1, b = "x"} : tensor<3xf32>
  %c = tensor.cast %t {a = 1} : tensor<4x?xf32> to tensor<*xf32>
  %b = tensor.bitcast %t {a = 1} : tensor<4x?xf32> to tensor<4x?xi32>
  %es = tensor.extract_slice %t[0, %i] [2, 2] [1, 1] {a = 1} : tensor<4x?xf32> to tensor<2x2xf32>
  %is = tensor.insert_slice %es into %t[0, %i] [2, 2] [1, 1] {a = 1} : tensor<2x2xf32> into tensor<4x?xf32>
  %cs = tensor.collapse_shape %t [[0, 1]] {a = 1} : tensor<4x?xf32> into tensor<?xf32>
  %ex = tensor.expand_shape %cs [[0, 1]] output_shape [4, %i] {a = 1} : tensor<?xf32> into tensor<4x?xf32>
  %rs = tensor.reshape %u(%s) {a = 1} : (tensor<*xf32>, tensor<1xi32>) -> tensor<?xf32>
  %cc = tensor.concat dim(0) %t, %t {a = 1} : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<8x?xf32>
  %ga = tensor.gather %x[%idx] gather_dims([0, 1, 2]) unique {a = 1} : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  %sc = tensor.scatter %g into %x[%idx] scatter_dims([0, 1, 2]) unique {a = 1} : (tensor<1x2xf32>, tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<4x4x4xf32>
  %ge = tensor.generate %i {
  ^bb0(%a: index, %b2: index):
    tensor.yield %f {a = 1} : f32
  } {a = 1} : tensor<?x3xf32>
  %p = tensor.pad %t nofold low[1, %i] high[2, 3] {
  ^bb0(%a: index, %b2: index):
    tensor.yield %f : f32
  } {a = 1} : tensor<4x?xf32> to tensor<7x?xf32>
  return
}

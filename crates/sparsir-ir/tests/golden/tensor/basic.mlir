// tensor.dim, rank, extract, insert, empty, from_elements, splat on dense tensors.
func.func @basic(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %i: index, %j: index, %f: f32) -> index {
  %d = tensor.dim %t, %i : tensor<4x?xf32>
  %du = tensor.dim %u, %j : tensor<*xf32>
  %r = tensor.rank %t : tensor<4x?xf32>
  %ru = tensor.rank %u : tensor<*xf32>
  %e = tensor.extract %t[%i, %j] : tensor<4x?xf32>
  %t2 = tensor.insert %f into %t[%i, %j] : tensor<4x?xf32>
  %s0 = tensor.empty() : tensor<f32>
  %z = tensor.extract %s0[] : tensor<f32>
  %s1 = tensor.insert %z into %s0[] : tensor<f32>
  return %d : index
}

func.func @creation(%a: f32, %b: f32, %n: index, %m: index, %x: i64, %c: complex<f64>) {
  %e0 = tensor.empty() : tensor<4x4xf32>
  %e1 = tensor.empty(%n, %m) : tensor<?x8x?xf64>
  %e2 = tensor.empty() : tensor<0x3xi1>
  %fe = tensor.from_elements %a, %b, %a, %b : tensor<2x2xf32>
  %fe0 = tensor.from_elements %a : tensor<f32>
  %fe1 = tensor.from_elements %x : tensor<1xi64>
  %fe2 = tensor.from_elements : tensor<0xf32>
  %fe3 = tensor.from_elements %c, %c : tensor<2xcomplex<f64>>
  %sp = tensor.splat %a : tensor<8xf32>
  %sp2 = tensor.splat %a[%n] : tensor<?x2xf32>
  %sp3 = tensor.splat %x[%n, %m] : tensor<?x?xi64>
  %sp4 = tensor.splat %n : tensor<3xindex>
  return
}

func.func @casts(%t: tensor<*xf32>, %r: tensor<4x?xf32>, %i: tensor<4xui32>, %h: tensor<?x2xf16>) {
  %0 = tensor.cast %t : tensor<*xf32> to tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<4x?xf32>
  %2 = tensor.cast %r : tensor<4x?xf32> to tensor<*xf32>
  %3 = tensor.cast %1 : tensor<4x?xf32> to tensor<?x7xf32>
  %4 = tensor.bitcast %i : tensor<4xui32> to tensor<4xi32>
  %5 = tensor.bitcast %i : tensor<4xui32> to tensor<4xf32>
  %6 = tensor.bitcast %h : tensor<?x2xf16> to tensor<3x?xbf16>
  %7 = tensor.bitcast %i : tensor<4xui32> to tensor<*xsi32>
  return
}

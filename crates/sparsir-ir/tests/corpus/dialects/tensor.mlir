// tensor dialect: every op of seeds/tensor_dialect.md that MLIR 22 still has
// (tensor.pack/unpack moved to linalg.pack/unpack, see linalg_pack.mlir).

func.func @basic(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %i: index, %j: index, %f: f32) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<4x?xf32>
  %du = tensor.dim %u, %i : tensor<*xf32>
  %r = tensor.rank %t : tensor<4x?xf32>
  %ru = tensor.rank %u : tensor<*xf32>
  %e = tensor.extract %t[%i, %j] : tensor<4x?xf32>
  %t2 = tensor.insert %f into %t[%i, %j] : tensor<4x?xf32>
  %s0 = tensor.empty() : tensor<f32>
  %z = tensor.extract %s0[] : tensor<f32>
  return %d : index
}

func.func @creation(%a: f32, %b: f32, %n: index, %m: index, %x: i64) {
  %e0 = tensor.empty() : tensor<4x4xf32>
  %e1 = tensor.empty(%n, %m) : tensor<?x8x?xf64>
  %fe = tensor.from_elements %a, %b, %a, %b : tensor<2x2xf32>
  %fe0 = tensor.from_elements %a : tensor<f32>
  %fe1 = tensor.from_elements %x : tensor<1xi64>
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<?x3xindex>
  %sp = tensor.splat %a : tensor<8xf32>
  %sp2 = tensor.splat %a[%n] : tensor<?x2xf32>
  return
}

func.func @casts(%t: tensor<*xf32>, %r: tensor<4x?xf32>, %i: tensor<4xui32>) {
  %0 = tensor.cast %t : tensor<*xf32> to tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<4x?xf32>
  %2 = tensor.cast %r : tensor<4x?xf32> to tensor<*xf32>
  %3 = tensor.bitcast %i : tensor<4xui32> to tensor<4xi32>
  %4 = tensor.bitcast %i : tensor<4xui32> to tensor<4xf32>
  return
}

func.func @slices(%t: tensor<8x16x4xf32>, %d: tensor<?x?xf32>, %o: index, %s: index, %st: index, %src: tensor<16x4xf32>) {
  %0 = tensor.extract_slice %t[0, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<16x4xf32>
  %1 = tensor.extract_slice %t[%o, 4, %o] [1, %s, 1] [1, %st, 1] : tensor<8x16x4xf32> to tensor<1x?xf32>
  %2 = tensor.extract_slice %d[%o, 0] [%s, 4] [2, 1] : tensor<?x?xf32> to tensor<?x4xf32>
  %3 = tensor.extract_slice %t[0, 0, 0] [8, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<8x16x4xf32>
  %4 = tensor.insert_slice %src into %t[0, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<16x4xf32> into tensor<8x16x4xf32>
  %5 = tensor.insert_slice %2 into %d[%o, %o] [%s, 4] [1, 1] : tensor<?x4xf32> into tensor<?x?xf32>
  return
}

func.func @reshapes(%a: tensor<?x?x?xf32>, %b: tensor<?x32xf32>, %n: index, %c: tensor<2x3x4xf32>,
                    %s: tensor<1xi32>, %sd: tensor<?xindex>, %u: tensor<*xf32>, %f: tensor<4x1xf32>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  %1 = tensor.collapse_shape %c [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
  %2 = tensor.expand_shape %b [[0, 1], [2]] output_shape [%n, 4, 32] : tensor<?x32xf32> into tensor<?x4x32xf32>
  %3 = tensor.expand_shape %1 [[0, 1, 2]] output_shape [2, 3, 4] : tensor<24xf32> into tensor<2x3x4xf32>
  %x = tensor.from_elements : tensor<0xf32>
  %4 = tensor.collapse_shape %f [[0, 1]] : tensor<4x1xf32> into tensor<4xf32>
  %5 = tensor.reshape %f(%s) : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<4xf32>
  %6 = tensor.reshape %u(%sd) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
  %c0 = arith.constant dense<1.0> : tensor<1x1xf32>
  %7 = tensor.collapse_shape %c0 [] : tensor<1x1xf32> into tensor<f32>
  %8 = tensor.expand_shape %7 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  return
}

func.func @pad_concat(%t: tensor<?x?xf32>, %p: f32, %l: index, %a: tensor<3x6xf32>, %b: tensor<1x6xf32>, %d: tensor<3x?xf32>) {
  %0 = tensor.pad %t low[1, %l] high[2, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.pad %a nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<3x6xf32> to tensor<3x6xf32>
  %2 = tensor.concat dim(0) %a, %a, %b : (tensor<3x6xf32>, tensor<3x6xf32>, tensor<1x6xf32>) -> tensor<7x6xf32>
  %3 = tensor.concat dim(1) %d, %a : (tensor<3x?xf32>, tensor<3x6xf32>) -> tensor<3x?xf32>
  return
}

func.func @gather_scatter(%src: tensor<4x4x4xf32>, %idx: tensor<1x2x3xindex>, %idx1: tensor<6x7x1xi32>, %s3: tensor<3x4x5xf32>, %slices: tensor<6x7x3x1x5xf32>) {
  %0 = tensor.gather %src[%idx] gather_dims([0, 1, 2]) : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
  %1 = tensor.gather %src[%idx] gather_dims([0, 1, 2]) unique : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  %2 = tensor.gather %s3[%idx1] gather_dims([1]) : (tensor<3x4x5xf32>, tensor<6x7x1xi32>) -> tensor<6x7x3x1x5xf32>
  %3 = tensor.scatter %slices into %s3[%idx1] scatter_dims([1]) unique : (tensor<6x7x3x1x5xf32>, tensor<3x4x5xf32>, tensor<6x7x1xi32>) -> tensor<3x4x5xf32>
  %4 = tensor.scatter %1 into %src[%idx] scatter_dims([0, 1, 2]) unique : (tensor<1x2xf32>, tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<4x4x4xf32>
  return
}

func.func @parallel_insert(%t: tensor<16xf32>) -> tensor<16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<16xf32>) {
    %off = arith.muli %i, %i : index
    %s = tensor.extract_slice %o[%off] [4] [1] : tensor<16xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off] [4] [1] : tensor<4xf32> into tensor<16xf32>
    }
  }
  return %r : tensor<16xf32>
}

// Tensors with encodings go through the tensor ops unchanged.
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @sparse_tensor_ops(%t: tensor<?x?xf64, #CSR>, %i: index, %v: f64) -> tensor<?x?xf64, #CSR> {
  %d = tensor.dim %t, %i : tensor<?x?xf64, #CSR>
  %e = tensor.extract %t[%i, %i] : tensor<?x?xf64, #CSR>
  %n = tensor.insert %v into %t[%i, %i] : tensor<?x?xf64, #CSR>
  %c = tensor.cast %n : tensor<?x?xf64, #CSR> to tensor<?x?xf64, #CSR>
  %em = tensor.empty(%d, %d) : tensor<?x?xf64, #CSR>
  return %c : tensor<?x?xf64, #CSR>
}

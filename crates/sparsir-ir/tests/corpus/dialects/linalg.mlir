// linalg: generic (indexing_maps, iterator_types, doc, library_call, attribute
// alias trait, memref and tensor forms, linalg.index, linalg.yield) and named
// ops: matmul, matvec, vecmat, dot, fill, copy, add, sub, mul, div, transpose,
// reduce, map, batch_matmul, broadcast, elementwise.

#id2 = affine_map<(i, j) -> (i, j)>
#trait_add = {
  indexing_maps = [#id2, #id2, #id2],
  iterator_types = ["parallel", "parallel"],
  doc = "C(i,j) = A(i,j) + B(i,j)",
  library_call = "my_add"
}

func.func @generic_trait(%A: tensor<?x?xf64>, %B: tensor<?x?xf64>, %C: tensor<?x?xf64>) -> tensor<?x?xf64> {
  %0 = linalg.generic #trait_add
    ins(%A, %B : tensor<?x?xf64>, tensor<?x?xf64>)
    outs(%C : tensor<?x?xf64>) {
  ^bb0(%a: f64, %b: f64, %c: f64):
    %s = arith.addf %a, %b : f64
    linalg.yield %s : f64
  } -> tensor<?x?xf64>
  return %0 : tensor<?x?xf64>
}

func.func @generic_inline(%A: tensor<8x16xf32>, %x: tensor<16xf32>, %y: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
      iterator_types = ["parallel", "reduction"]}
    ins(%A, %x : tensor<8x16xf32>, tensor<16xf32>)
    outs(%y : tensor<8xf32>) attrs = {test.marker} {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @generic_memref_index(%m: memref<4x4xindex>) {
  linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (j, i)>],
      iterator_types = ["parallel", "parallel"]}
    outs(%m : memref<4x4xindex>) {
  ^bb0(%out: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    linalg.yield %s : index
  }
  return
}

func.func @generic_multi_result(%a: tensor<4xf32>, %o1: tensor<4xf32>, %o2: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %r:2 = linalg.generic {
      indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]}
    ins(%a : tensor<4xf32>) outs(%o1, %o2 : tensor<4xf32>, tensor<4xi32>) {
  ^bb0(%x: f32, %y: f32, %z: i32):
    %n = arith.negf %x : f32
    %i = arith.fptosi %x : f32 to i32
    linalg.yield %n, %i : f32, i32
  } -> (tensor<4xf32>, tensor<4xi32>)
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xi32>
}

func.func @generic_scalar_and_broadcast(%s: f32, %o: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> ()>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
    ins(%s : f32) outs(%o : tensor<3x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

func.func @named(%A: tensor<4x8xf32>, %B: tensor<8x16xf32>, %C: tensor<4x16xf32>,
                 %x: tensor<8xf32>, %y: tensor<4xf32>, %s: tensor<f32>, %f: f32,
                 %BA: tensor<2x4x8xf32>, %BB: tensor<2x8x16xf32>, %BC: tensor<2x4x16xf32>) {
  %0 = linalg.matmul ins(%A, %B : tensor<4x8xf32>, tensor<8x16xf32>) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.matvec ins(%A, %x : tensor<4x8xf32>, tensor<8xf32>) outs(%y : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.vecmat ins(%y, %A : tensor<4xf32>, tensor<4x8xf32>) outs(%x : tensor<8xf32>) -> tensor<8xf32>
  %3 = linalg.dot ins(%x, %x : tensor<8xf32>, tensor<8xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  %4 = linalg.fill ins(%f : f32) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  %5 = linalg.copy ins(%A : tensor<4x8xf32>) outs(%A : tensor<4x8xf32>) -> tensor<4x8xf32>
  %6 = linalg.add ins(%A, %A : tensor<4x8xf32>, tensor<4x8xf32>) outs(%A : tensor<4x8xf32>) -> tensor<4x8xf32>
  %7 = linalg.sub ins(%A, %A : tensor<4x8xf32>, tensor<4x8xf32>) outs(%A : tensor<4x8xf32>) -> tensor<4x8xf32>
  %8 = linalg.mul ins(%A, %A : tensor<4x8xf32>, tensor<4x8xf32>) outs(%A : tensor<4x8xf32>) -> tensor<4x8xf32>
  %9 = linalg.div ins(%A, %A : tensor<4x8xf32>, tensor<4x8xf32>) outs(%A : tensor<4x8xf32>) -> tensor<4x8xf32>
  %10 = linalg.batch_matmul ins(%BA, %BB : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%BC : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %11 = linalg.max ins(%A, %A : tensor<4x8xf32>, tensor<4x8xf32>) outs(%A : tensor<4x8xf32>) -> tensor<4x8xf32>
  %12 = linalg.exp ins(%A : tensor<4x8xf32>) outs(%A : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

func.func @named_with_regions(%A: tensor<4x8xf32>, %T: tensor<8x4xf32>, %r: tensor<4xf32>, %v: tensor<8xf32>, %B: tensor<4x8xf32>) {
  %t = linalg.transpose ins(%A : tensor<4x8xf32>) outs(%T : tensor<8x4xf32>) permutation = [1, 0]
  %red = linalg.reduce ins(%A : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  %red2 = linalg.reduce { arith.maximumf } ins(%A : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
  %m = linalg.map ins(%A, %B : tensor<4x8xf32>, tensor<4x8xf32>) outs(%B : tensor<4x8xf32>)
    (%a: f32, %b: f32, %init: f32) {
      %p = arith.mulf %a, %b : f32
      linalg.yield %p : f32
    }
  %m2 = linalg.map { arith.negf } ins(%A : tensor<4x8xf32>) outs(%B : tensor<4x8xf32>)
  %b = linalg.broadcast ins(%v : tensor<8xf32>) outs(%B : tensor<4x8xf32>) dimensions = [0]
  return
}

func.func @named_memref(%A: memref<4x8xf64>, %B: memref<8x4xf64>, %C: memref<4x4xf64>, %f: f64) {
  linalg.matmul ins(%A, %B : memref<4x8xf64>, memref<8x4xf64>) outs(%C : memref<4x4xf64>)
  linalg.fill ins(%f : f64) outs(%C : memref<4x4xf64>)
  linalg.copy ins(%C : memref<4x4xf64>) outs(%C : memref<4x4xf64>)
  linalg.transpose ins(%A : memref<4x8xf64>) outs(%B : memref<8x4xf64>) permutation = [1, 0]
  return
}

func.func @matmul_indexing_maps(%A: tensor<8x4xf32>, %B: tensor<8x16xf32>, %C: tensor<4x16xf32>, %S: tensor<16x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul indexing_maps = [
      affine_map<(m, n, k) -> (k, m)>,
      affine_map<(m, n, k) -> (k, n)>,
      affine_map<(m, n, k) -> (m, n)>]
    ins(%A, %B : tensor<8x4xf32>, tensor<8x16xf32>) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%C, %S : tensor<4x16xf32>, tensor<16x16xf32>) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

func.func @pack_unpack(%source: tensor<128x256xf32>, %dest: tensor<16x8x8x32xf32>, %out: tensor<128x256xf32>, %p: f32, %d2: tensor<8x16x8x32xf32>) {
  // tensor.pack / tensor.unpack of seeds/tensor_dialect.md are linalg.pack / linalg.unpack in MLIR 22.
  %0 = linalg.pack %source inner_dims_pos = [0, 1] inner_tiles = [8, 32]
      into %dest : tensor<128x256xf32> -> tensor<16x8 x 8x32 xf32>
  %1 = linalg.pack %source padding_value(%p : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1]
      inner_tiles = [8, 32] into %d2 : tensor<128x256xf32> -> tensor<8x16x8x32xf32>
  %2 = linalg.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [8, 32]
      into %out : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  %3 = linalg.unpack %1 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32]
      into %out : tensor<8x16x8x32xf32> -> tensor<128x256xf32>
  return
}

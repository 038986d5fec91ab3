// linalg: generic (trait alias, inline dictionary, doc / library_call, attrs,
// memref form, several results, linalg.index), named ops with implicit bodies
// (matmul with default and explicit indexing_maps and cast, batch_matmul, matvec,
// vecmat, dot, fill, copy, elementwise named ops, elementwise kinds, mixed
// element types), transpose, broadcast, reduce and map in the short form.

#id = affine_map<(i, j) -> (i, j)>
#trait = {
  indexing_maps = [#id, #id],
  iterator_types = ["parallel", "parallel"],
  doc = "B(i,j) = A(i,j)",
  library_call = "my_copy"
}

func.func @generic_trait(%A: tensor<?x?xf64>, %B: tensor<?x?xf64>) -> tensor<?x?xf64> {
  %0 = linalg.generic #trait ins(%A : tensor<?x?xf64>) outs(%B : tensor<?x?xf64>) {
  ^bb0(%a: f64, %b: f64):
    linalg.yield %a : f64
  } -> tensor<?x?xf64>
  return %0 : tensor<?x?xf64>
}

func.func @generic_forms(%A: tensor<8x16xf32>, %x: tensor<16xf32>, %y: tensor<8xf32>, %m: memref<4x4xindex>, %s: f32) -> tensor<8xf32> {
  %0 = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
      iterator_types = ["parallel", "reduction"]}
    ins(%A, %x : tensor<8x16xf32>, tensor<16xf32>)
    outs(%y : tensor<8xf32>) attrs = {test.marker} {
  ^bb0(%a: f32, %b: f32, %c: f32):
    linalg.yield %b : f32
  } -> tensor<8xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>], iterator_types = ["parallel", "parallel"]}
    outs(%m : memref<4x4xindex>) {
  ^bb0(%out: index):
    %i = linalg.index 0 : index
    linalg.yield %i : index
  }
  %1:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
    ins(%s : f32) outs(%y, %y : tensor<8xf32>, tensor<8xf32>) {
  ^bb0(%in: f32, %o1: f32, %o2: f32):
    linalg.yield %in, %o1 : f32, f32
  } -> (tensor<8xf32>, tensor<8xf32>)
  return %0 : tensor<8xf32>
}

func.func @named(%A: tensor<4x8xf32>, %B: tensor<8x16xf32>, %C: tensor<4x16xf32>,
                 %x: tensor<8xf32>, %y: tensor<4xf32>, %s: tensor<f32>, %f: f32,
                 %BA: tensor<2x4x8xf32>, %BB: tensor<2x8x16xf32>, %BC: tensor<2x4x16xf32>,
                 %Ai: tensor<4x8xi32>, %Bh: tensor<8x16xf16>, %Bi: tensor<8x16xi8>, %At: tensor<8x4xf32>) {
  %0 = linalg.matmul ins(%A, %B : tensor<4x8xf32>, tensor<8x16xf32>) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.matvec ins(%A, %x : tensor<4x8xf32>, tensor<8xf32>) outs(%y : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.vecmat ins(%y, %A : tensor<4xf32>, tensor<4x8xf32>) outs(%x : tensor<8xf32>) -> tensor<8xf32>
  %3 = linalg.dot ins(%x, %x : tensor<8xf32>, tensor<8xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  %4 = linalg.fill ins(%f : f32) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  %5 = linalg.copy ins(%A : tensor<4x8xf32>) outs(%A : tensor<4x8xf32>) -> tensor<4x8xf32>
  %6 = linalg.add ins(%A, %A : tensor<4x8xf32>, tensor<4x8xf32>) outs(%A : tensor<4x8xf32>) -> tensor<4x8xf32>
  %7 = linalg.sub {note} ins(%Ai, %Ai : tensor<4x8xi32>, tensor<4x8xi32>) outs(%Ai : tensor<4x8xi32>) -> tensor<4x8xi32>
  %8 = linalg.mul ins(%A, %A : tensor<4x8xf32>, tensor<4x8xf32>) outs(%A : tensor<4x8xf32>) -> tensor<4x8xf32>
  %9 = linalg.div ins(%Ai, %Ai : tensor<4x8xi32>, tensor<4x8xi32>) outs(%Ai : tensor<4x8xi32>) -> tensor<4x8xi32>
  %10 = linalg.batch_matmul ins(%BA, %BB : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%BC : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %11 = linalg.max ins(%A, %A : tensor<4x8xf32>, tensor<4x8xf32>) outs(%A : tensor<4x8xf32>) -> tensor<4x8xf32>
  %12 = linalg.exp ins(%A : tensor<4x8xf32>) outs(%A : tensor<4x8xf32>) -> tensor<4x8xf32>
  %13 = linalg.elementwise kind=#linalg.elementwise_kind<sqrt> ins(%A : tensor<4x8xf32>) outs(%A : tensor<4x8xf32>) -> tensor<4x8xf32>
  %14 = linalg.matmul ins(%A, %Bh : tensor<4x8xf32>, tensor<8x16xf16>) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  %15 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%Ai, %Bi : tensor<4x8xi32>, tensor<8x16xi8>) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  %16 = linalg.matmul indexing_maps = [
      affine_map<(m, n, k) -> (k, m)>,
      affine_map<(m, n, k) -> (k, n)>,
      affine_map<(m, n, k) -> (m, n)>]
    ins(%At, %B : tensor<8x4xf32>, tensor<8x16xf32>) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}

func.func @structured(%A: tensor<4x8xf32>, %T: tensor<8x4xf32>, %r: tensor<4xf32>, %v: tensor<8xf32>, %B: tensor<4x8xf32>,
                      %M: memref<4x8xf64>, %N: memref<8x4xf64>, %P: memref<4x4xf64>, %g: f64, %I: memref<4x8xi32>) {
  %t = linalg.transpose ins(%A : tensor<4x8xf32>) outs(%T : tensor<8x4xf32>) permutation = [1, 0]
  %red = linalg.reduce { arith.maximumf } ins(%A : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
  %m = linalg.map { arith.mulf } ins(%A, %B : tensor<4x8xf32>, tensor<4x8xf32>) outs(%B : tensor<4x8xf32>)
  %m2 = linalg.map { arith.negf {fastmath = #arith.fastmath<fast>} } ins(%A : tensor<4x8xf32>) outs(%B : tensor<4x8xf32>) {note}
  %m3 = linalg.map ins(%A : tensor<4x8xf32>) outs(%B : tensor<4x8xf32>)
    (%in: f32, %init: f32) {
      linalg.yield %in : f32
    }
  linalg.map { arith.addi } ins(%I, %I : memref<4x8xi32>, memref<4x8xi32>) outs(%I : memref<4x8xi32>)
  %b = linalg.broadcast ins(%v : tensor<8xf32>) outs(%B : tensor<4x8xf32>) dimensions = [0]
  linalg.matmul ins(%M, %N : memref<4x8xf64>, memref<8x4xf64>) outs(%P : memref<4x4xf64>)
  linalg.fill ins(%g : f64) outs(%P : memref<4x4xf64>)
  linalg.transpose ins(%M : memref<4x8xf64>) outs(%N : memref<8x4xf64>) permutation = [1, 0]
  return
}

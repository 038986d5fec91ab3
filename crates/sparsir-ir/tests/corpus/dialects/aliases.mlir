// Attribute aliases (#name = ...) and type aliases (!name = ...): affine maps,
// integer sets, dictionaries, arrays, encodings, tensor/memref/vector/function
// types, aliases referring to aliases, aliases with underscores and digits in their
// names. MLIR re-derives its own alias names when printing.

#map = affine_map<(d0, d1) -> (d1, d0)>
#map_sym = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1, d0 floordiv 4, d0 mod 3, d0 ceildiv 2)>
#map_one = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>
#id3 = affine_map<(i, j, k) -> (i, j, k)>
#set = affine_set<(d0, d1)[s0] : (d0 - s0 >= 0, d1 == 0)>
#dict = {a = 1 : i32, b = "two"}
#arr = [1, 2.0 : f32, "three", unit]
#enc = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#my_alias_1 = 42 : i64
#strided = strided<[?, 1], offset: ?>

!T = tensor<4x?xf32>
!ST = tensor<?x?xf64, #enc>
!M = memref<8x8xf32, #map>
!MS = memref<?x?xf32, #strided>
!V = vector<4xf32>
!F = (i32, !V) -> !T
!Tup = tuple<!T, !V, i1>
!ptr = !llvm.ptr
!alias_of_alias = !T

func.func @uses(%a: !T, %b: !ST, %c: !M, %d: !MS, %e: !V, %f: !F, %g: !Tup, %h: !ptr, %i: !alias_of_alias) -> !T
    attributes {m = #map_sym, s = #set, d = #dict, r = #arr, x = #my_alias_1, idmap = #id3} {
  %t = tensor.cast %a : !T to tensor<?x?xf32>
  %u = tensor.cast %t : tensor<?x?xf32> to !alias_of_alias
  return %u : !T
}

func.func @map_use(%m: memref<4x4xf32>, %i: index, %j: index) -> f32 {
  %0 = affine.load %m[%i, %j] : memref<4x4xf32>
  %1 = affine.apply #map_one(%i)[%j, %i]
  return %0 : f32
}

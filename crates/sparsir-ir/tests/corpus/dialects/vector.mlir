// vector: print (values, punctuation open/close/comma/newline, str, no newline),
// transfer_read/transfer_write (padding, in_bounds, permutation_map, mask),
// broadcast, extract, insert, splat, load/store, reduction, contract, shape_cast,
// extract_strided_slice, fma, from_elements, step, constant_mask, create_mask.

func.func @print(%f: f32, %i: i64, %x: index, %v: vector<4xf32>, %m: vector<2x3xi32>, %b: i1) {
  vector.print %f : f32
  vector.print %i : i64
  vector.print %x : index
  vector.print %v : vector<4xf32>
  vector.print %m : vector<2x3xi32>
  vector.print %b : i1
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print punctuation <comma>
  vector.print punctuation <newline>
  vector.print
  vector.print str "hello, world\n"
  vector.print str "no newline: "
  vector.print %f : f32 punctuation <no_punctuation>
  vector.print %v : vector<4xf32> punctuation <comma>
  vector.print str "quote \" and backslash \\ and tab\t"
  return
}

func.func @transfers(%m: memref<?x?xf32>, %t: tensor<4x8xf32>, %i: index, %pad: f32, %mask: vector<4xi1>, %v: vector<4xf32>) -> tensor<4x8xf32> {
  %0 = vector.transfer_read %m[%i, %i], %pad : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %2 = vector.transfer_read %m[%i, %i], %pad {in_bounds = [false, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x2xf32>
  %3 = vector.transfer_read %t[%i, %i], %pad, %mask : tensor<4x8xf32>, vector<4xf32>
  %4 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<?x?xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %i] {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  %5 = vector.transfer_write %v, %t[%i, %i], %mask : vector<4xf32>, tensor<4x8xf32>
  return %5 : tensor<4x8xf32>
}

func.func @shuffle_insert_extract(%s: f32, %v: vector<4xf32>, %m: vector<2x4xf32>, %i: index) {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %2 = vector.extract %m[1] : vector<4xf32> from vector<2x4xf32>
  %3 = vector.extract %m[1, 2] : f32 from vector<2x4xf32>
  %4 = vector.extract %v[%i] : f32 from vector<4xf32>
  %5 = vector.insert %s, %v[0] : f32 into vector<4xf32>
  %6 = vector.insert %v, %m[0] : vector<4xf32> into vector<2x4xf32>
  %7 = vector.insert %s, %m[%i, 3] : f32 into vector<2x4xf32>
  %8 = vector.broadcast %s : f32 to vector<8xf32>
  %9 = vector.shuffle %v, %v [0, 4, 1, 5] : vector<4xf32>, vector<4xf32>
  %10 = vector.from_elements %s, %s, %s, %s : vector<4xf32>
  %11 = vector.extract_strided_slice %m {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x4xf32> to vector<2x2xf32>
  %12 = vector.shape_cast %m : vector<2x4xf32> to vector<8xf32>
  %13 = vector.insert_strided_slice %v, %m {offsets = [1, 0], strides = [1]} : vector<4xf32> into vector<2x4xf32>
  %14 = vector.broadcast %s : f32 to vector<[4]xf32>
  return
}

func.func @memory(%m: memref<?xf32>, %i: index, %t: vector<4xi1>, %p: vector<4xf32>) {
  %0 = vector.load %m[%i] : memref<?xf32>, vector<4xf32>
  vector.store %0, %m[%i] : memref<?xf32>, vector<4xf32>
  %1 = vector.maskedload %m[%i], %t, %p : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i], %t, %1 : memref<?xf32>, vector<4xi1>, vector<4xf32>
  return
}

func.func @compute(%a: vector<4xf32>, %b: vector<4xf32>, %i: vector<8xi32>, %acc: f32, %n: index,
                   %A: vector<2x3xf32>, %B: vector<3x4xf32>, %C: vector<2x4xf32>) {
  %0 = vector.reduction <add>, %a : vector<4xf32> into f32
  %1 = vector.reduction <maxnumf>, %a, %acc : vector<4xf32> into f32
  %2 = vector.reduction <mul>, %i : vector<8xi32> into i32
  %3 = vector.reduction <add>, %a fastmath<fast> : vector<4xf32> into f32
  %4 = vector.fma %a, %b, %a : vector<4xf32>
  %5 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
                        iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
       %A, %B, %C : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %6 = vector.step : vector<8xindex>
  %7 = vector.constant_mask [2] : vector<4xi1>
  %8 = vector.create_mask %n : vector<4xi1>
  %10 = vector.outerproduct %a, %b : vector<4xf32>, vector<4xf32>
  return
}

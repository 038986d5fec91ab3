// Element-level vector ops: broadcast, extract/insert (static and dynamic
// positions), masks, and the computing ops.

func.func @elements(%s: f32, %v: vector<4xf32>, %m: vector<3x4xf32>, %i: index, %n: index) -> vector<3x4xf32> {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<2x3x4xf32>
  %2 = vector.broadcast %s {tag} : f32 to vector<[8]xf32>
  %3 = vector.extract %m[2] : vector<4xf32> from vector<3x4xf32>
  %4 = vector.extract %m[1, 3] : f32 from vector<3x4xf32>
  %5 = vector.extract %m[%i, 0] : f32 from vector<3x4xf32>
  %6 = vector.extract %m[%i, %n] : f32 from vector<3x4xf32>
  %7 = vector.extract %m[] : vector<3x4xf32> from vector<3x4xf32>
  %8 = vector.insert %s, %v [0] : f32 into vector<4xf32>
  %9 = vector.insert %v, %m [%i] : vector<4xf32> into vector<3x4xf32>
  %10 = vector.insert %s, %m[2, %n] {tag} : f32 into vector<3x4xf32>
  %11 = vector.constant_mask [2, 3] : vector<3x4xi1>
  %12 = vector.constant_mask [0] {tag} : vector<[4]xi1>
  %13 = vector.create_mask %i, %n : vector<3x4xi1>
  %14 = vector.step : vector<4xindex>
  %15 = vector.from_elements %s, %s, %s, %s : vector<4xf32>
  %16 = vector.shape_cast %m : vector<3x4xf32> to vector<12xf32>
  return %10 : vector<3x4xf32>
}

func.func @compute(%a: vector<4xf32>, %b: vector<4xf32>, %acc: f32, %x: vector<8xi32>, %p: vector<2x4xf32>) {
  %0 = vector.reduction <add>, %a : vector<4xf32> into f32
  %1 = vector.reduction <mul>, %a, %acc : vector<4xf32> into f32
  %2 = vector.reduction <maxsi>, %x : vector<8xi32> into i32
  %3 = vector.reduction <minimumf>, %a fastmath<nnan> : vector<4xf32> into f32
  %4 = vector.fma %a, %b, %a : vector<4xf32>
  %5 = vector.shuffle %a, %b [0, 7, 1, 6, 2] : vector<4xf32>, vector<4xf32>
  %6 = vector.outerproduct %a, %b : vector<4xf32>, vector<4xf32>
  %7 = vector.outerproduct %a, %acc, %a {kind = #vector.kind<maxnumf>} : vector<4xf32>, f32
  %8 = vector.extract_strided_slice %p {offsets = [1, 0], sizes = [1, 2], strides = [1, 1]} : vector<2x4xf32> to vector<1x2xf32>
  %9 = vector.insert_strided_slice %a, %p {offsets = [0, 0], strides = [1]} : vector<4xf32> into vector<2x4xf32>
  %10 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>],
                         iterator_types = ["erduction"], kind = #vector.kind<add>} %a, %b, %acc : vector<4xf32>, vector<4xf32> into f32
  return
}

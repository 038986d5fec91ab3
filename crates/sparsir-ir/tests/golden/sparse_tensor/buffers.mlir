// Buffer-level sparse_tensor ops: positions/coordinates/values (incl. the strided
// view of an AoS COO level), coordinates_buffer, load, lvl, number_of_entries,
// sort, push_back, expand/compress, crd_translate, slice metadata.

#DCSR = #sparse_tensor.encoding<{ map = (r, c) -> (r : compressed, c : compressed), posWidth = 32, crdWidth = 64 }>
#COO3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : dense, j : compressed(nonunique), k : singleton) }>
#SoA = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton(soa)) }>
#Tiles = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 4 : dense, j floordiv 4 : compressed, i mod 4 : dense, j mod 4 : dense) }>
#Window = #sparse_tensor.encoding<{ map = (i : #sparse_tensor<slice(2, 6, 1)>, j : #sparse_tensor<slice(?, 3, ?)>) -> (i : dense, j : compressed) }>
#Rows = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>

func.func @extract(%a: tensor<10x12xf32, #DCSR>, %b: tensor<2x?x?xi8, #COO3>, %s: tensor<5x5xf64, #SoA>, %k: index) -> index {
  %p0 = sparse_tensor.positions %a {level = 0 : index} : tensor<10x12xf32, #DCSR> to memref<?xi32>
  %c1 = sparse_tensor.coordinates %a {level = 1 : index} : tensor<10x12xf32, #DCSR> to memref<?xi64>
  %v = sparse_tensor.values %a : tensor<10x12xf32, #DCSR> to memref<?xf32>
  %p1 = sparse_tensor.positions %b {level = 1 : index} : tensor<2x?x?xi8, #COO3> to memref<?xindex>
  %cj = sparse_tensor.coordinates %b {level = 1 : index} : tensor<2x?x?xi8, #COO3> to memref<?xindex, strided<[?], offset: ?>>
  %ck = sparse_tensor.coordinates %b {level = 2 : index} : tensor<2x?x?xi8, #COO3> to memref<?xindex, strided<[?], offset: ?>>
  %cb = sparse_tensor.coordinates_buffer %b : tensor<2x?x?xi8, #COO3> to memref<?xindex>
  %cs = sparse_tensor.coordinates %s {level = 1 : index} : tensor<5x5xf64, #SoA> to memref<?xindex>
  %n = sparse_tensor.number_of_entries %b : tensor<2x?x?xi8, #COO3>
  %l = sparse_tensor.lvl %a, %k : tensor<10x12xf32, #DCSR>
  %t0 = sparse_tensor.load %a : tensor<10x12xf32, #DCSR>
  %t1 = sparse_tensor.load %b hasInserts {tag} : tensor<2x?x?xi8, #COO3>
  %rt = sparse_tensor.has_runtime_library
  %rt2 = sparse_tensor.has_runtime_library {why = "test"}
  return %n : index
}

func.func @sorting(%n: index, %xy: memref<?xindex>, %xy32: memref<64xi32>, %y0: memref<?xf32>, %y1: memref<?xi1>) {
  sparse_tensor.sort insertion_sort_stable %n, %xy {perm_map = affine_map<(a, b) -> (b, a)>} : memref<?xindex>
  sparse_tensor.sort quick_sort %n, %xy32 jointly %y0 {perm_map = affine_map<(a) -> (a)>, ny = 2 : index} : memref<64xi32> jointly memref<?xf32>
  sparse_tensor.sort heap_sort %n, %xy jointly %y0, %y1 {perm_map = affine_map<(a, b, c) -> (c, a, b)>} : memref<?xindex> jointly memref<?xf32>, memref<?xi1>
  sparse_tensor.sort hybrid_quick_sort %n, %xy32 {perm_map = affine_map<(a, b) -> (a, b)>, ny = 0 : index} : memref<64xi32>
  return
}

func.func @pushing(%size: index, %buf: memref<?xf32>, %ibuf: memref<8xindex>, %x: f32, %count: index) -> index {
  %b0, %s0 = sparse_tensor.push_back %size, %buf, %x : index, memref<?xf32>, f32
  %b1, %s1 = sparse_tensor.push_back inbounds %s0, %b0, %x, %count : index, memref<?xf32>, f32, index
  %b2:2 = sparse_tensor.push_back inbounds %s1, %ibuf, %count {note} : index, memref<8xindex>, index
  return %b2#1 : index
}

func.func @workspace(%t: tensor<8x16xf64, #Rows>, %i: index) -> tensor<8x16xf64, #Rows> {
  %values, %filled, %added, %count = sparse_tensor.expand %t : tensor<8x16xf64, #Rows> to memref<?xf64>, memref<?xi1>, memref<?xindex>
  %r = sparse_tensor.compress %values, %filled, %added, %count into %t[%i] : memref<?xf64>, memref<?xi1>, memref<?xindex>, tensor<8x16xf64, #Rows>
  %w:4 = sparse_tensor.expand %r {hint} : tensor<8x16xf64, #Rows> to memref<16xf64, strided<[1], offset: ?>>, memref<16xi1>, memref<?xindex>
  %r2 = sparse_tensor.compress %w#0, %w#1, %w#2, %w#3 into %r[%i] : memref<16xf64, strided<[1], offset: ?>>, memref<16xi1>, memref<?xindex>, tensor<8x16xf64, #Rows>
  return %r2 : tensor<8x16xf64, #Rows>
}

func.func @coordinates(%i: index, %j: index, %w: tensor<6x3xf32, #Window>) -> index {
  %l:4 = sparse_tensor.crd_translate dim_to_lvl [%i, %j] as #Tiles : index, index, index, index
  %d:2 = sparse_tensor.crd_translate lvl_to_dim [%l#0, %l#1, %l#2, %l#3] as #Tiles : index, index
  %e:2 = sparse_tensor.crd_translate dim_to_lvl [%i, %j] as #sparse_tensor.encoding<{ map = (a, b) -> (b : dense, a : compressed) }> {x} : index, index
  %o0 = sparse_tensor.slice.offset %w at 0 : tensor<6x3xf32, #Window>
  %o1 = sparse_tensor.slice.offset %w at 1 : tensor<6x3xf32, #Window>
  %s1 = sparse_tensor.slice.stride %w at 1 {y} : tensor<6x3xf32, #Window>
  return %s1 : index
}

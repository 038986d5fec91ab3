// sparse_tensor ops outside linalg.generic: assemble/disassemble, convert,
// concatenate, new/out/print, load, lvl, number_of_entries, positions,
// coordinates, coordinates_buffer, values, reinterpret_map, reorder_coo,
// sort, push_back, expand/compress, has_runtime_library, crd_translate,
// slice.offset/stride.

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSR32 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 16 }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#COO_SOA = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton(soa)) }>
#UCOO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique, nonordered), j : singleton(nonordered)) }>
#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>
#DSDD = #sparse_tensor.encoding<{ map = (i, j, k, l) -> (i : dense, j : compressed, k : dense, l : dense) }>
#Loose = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : loose_compressed) }>
#Batch = #sparse_tensor.encoding<{ map = (b, i) -> (b : batch, i : compressed) }>
#Slice = #sparse_tensor.encoding<{ map = (i : #sparse_tensor<slice(?, 4, ?)>, j : #sparse_tensor<slice(?, 4, ?)>) -> (i : compressed, j : compressed) }>

func.func @assemble_disassemble(%pos: tensor<2xindex>, %crd: tensor<3x2xindex>, %val: tensor<3xf64>,
                                %p32: tensor<5xi32>, %c16: tensor<6xi16>, %v32: tensor<6xf32>,
                                %c0: tensor<3xindex>, %c1: tensor<3xindex>, %lp: tensor<8xindex>, %lc: tensor<4xindex>,
                                %bp: tensor<2x3xindex>, %bc: tensor<2x4xindex>, %bv: tensor<2x4xf64>) {
  %coo = sparse_tensor.assemble (%pos, %crd), %val : (tensor<2xindex>, tensor<3x2xindex>), tensor<3xf64> to tensor<3x4xf64, #COO>
  %csr = sparse_tensor.assemble (%p32, %c16), %v32 : (tensor<5xi32>, tensor<6xi16>), tensor<6xf32> to tensor<4x5xf32, #CSR32>
  %soa = sparse_tensor.assemble (%pos, %c0, %c1), %val : (tensor<2xindex>, tensor<3xindex>, tensor<3xindex>), tensor<3xf64> to tensor<3x4xf64, #COO_SOA>
  %loose = sparse_tensor.assemble (%lp, %lc), %val : (tensor<8xindex>, tensor<4xindex>), tensor<3xf64> to tensor<4x4xf64, #Loose>
  %batch = sparse_tensor.assemble (%bp, %bc), %bv : (tensor<2x3xindex>, tensor<2x4xindex>), tensor<2x4xf64> to tensor<2x8xf64, #Batch>
  %p, %c, %v, %pl, %cl, %vl = sparse_tensor.disassemble %coo : tensor<3x4xf64, #COO>
      out_lvls(%pos, %crd : tensor<2xindex>, tensor<3x2xindex>) out_vals(%val : tensor<3xf64>)
      -> (tensor<2xindex>, tensor<3x2xindex>), tensor<3xf64>, (index, index), index
  %q, %d, %w, %ql, %dl, %wl = sparse_tensor.disassemble %csr : tensor<4x5xf32, #CSR32>
      out_lvls(%p32, %c16 : tensor<5xi32>, tensor<6xi16>) out_vals(%v32 : tensor<6xf32>)
      -> (tensor<5xi32>, tensor<6xi16>), tensor<6xf32>, (i32, i64), index
  return
}

func.func @conversions(%d: tensor<8x8xf64>, %csr: tensor<8x8xf64, #CSR>, %coo: tensor<?x?xf64, #UCOO>, %bsr: tensor<6x12xi32, #BSR>, %src: !llvm.ptr) {
  %0 = sparse_tensor.convert %d : tensor<8x8xf64> to tensor<8x8xf64, #CSR>
  %1 = sparse_tensor.convert %csr : tensor<8x8xf64, #CSR> to tensor<?x?xf64, #CSC>
  %2 = sparse_tensor.convert %csr : tensor<8x8xf64, #CSR> to tensor<8x8xf64>
  %3 = sparse_tensor.convert %csr : tensor<8x8xf64, #CSR> to tensor<8x8xf32, #DCSR>
  %4 = sparse_tensor.convert %d : tensor<8x8xf64> to tensor<?x?xf64>
  %5 = sparse_tensor.concatenate %csr, %0 {dimension = 1 : index} : tensor<8x8xf64, #CSR>, tensor<8x8xf64, #CSR> to tensor<8x16xf64, #CSR>
  %6 = sparse_tensor.concatenate %csr, %d, %csr {dimension = 0 : index} : tensor<8x8xf64, #CSR>, tensor<8x8xf64>, tensor<8x8xf64, #CSR> to tensor<?x8xf64, #DCSR>
  %7 = sparse_tensor.reinterpret_map %bsr : tensor<6x12xi32, #BSR> to tensor<3x6x2x2xi32, #DSDD>
  %8 = sparse_tensor.reinterpret_map %7 : tensor<3x6x2x2xi32, #DSDD> to tensor<6x12xi32, #BSR>
  %9 = sparse_tensor.reorder_coo quick_sort %coo : tensor<?x?xf64, #UCOO> to tensor<?x?xf64, #COO>
  %10 = sparse_tensor.reorder_coo hybrid_quick_sort %coo : tensor<?x?xf64, #UCOO> to tensor<?x?xf64, #COO>
  %11 = sparse_tensor.reorder_coo insertion_sort_stable %coo : tensor<?x?xf64, #UCOO> to tensor<?x?xf64, #COO>
  %12 = sparse_tensor.reorder_coo heap_sort %coo : tensor<?x?xf64, #UCOO> to tensor<?x?xf64, #COO>
  %13 = sparse_tensor.new %src : !llvm.ptr to tensor<?x?xf64, #COO>
  sparse_tensor.out %csr, %src : tensor<8x8xf64, #CSR>, !llvm.ptr
  sparse_tensor.print %csr : tensor<8x8xf64, #CSR>
  sparse_tensor.print %bsr : tensor<6x12xi32, #BSR>
  return
}

func.func @storage_access(%csr: tensor<8x8xf64, #CSR>, %c32: tensor<?x?xf32, #CSR32>, %coo: tensor<?x?xf64, #COO>, %bsr: tensor<6x12xi32, #BSR>) -> index {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %l0 = sparse_tensor.lvl %csr, %c0 : tensor<8x8xf64, #CSR>
  %l2 = sparse_tensor.lvl %bsr, %c2 : tensor<6x12xi32, #BSR>
  %n = sparse_tensor.number_of_entries %csr : tensor<8x8xf64, #CSR>
  %p = sparse_tensor.positions %csr {level = 1 : index} : tensor<8x8xf64, #CSR> to memref<?xindex>
  %c = sparse_tensor.coordinates %csr {level = 1 : index} : tensor<8x8xf64, #CSR> to memref<?xindex>
  %v = sparse_tensor.values %csr : tensor<8x8xf64, #CSR> to memref<?xf64>
  %p32 = sparse_tensor.positions %c32 {level = 1 : index} : tensor<?x?xf32, #CSR32> to memref<?xi32>
  %c16 = sparse_tensor.coordinates %c32 {level = 1 : index} : tensor<?x?xf32, #CSR32> to memref<?xi16>
  %v32 = sparse_tensor.values %c32 : tensor<?x?xf32, #CSR32> to memref<?xf32>
  %cb = sparse_tensor.coordinates_buffer %coo : tensor<?x?xf64, #COO> to memref<?xindex>
  %cs = sparse_tensor.coordinates %coo {level = 1 : index} : tensor<?x?xf64, #COO> to memref<?xindex, strided<[?], offset: ?>>
  %t = sparse_tensor.load %csr : tensor<8x8xf64, #CSR>
  %u = sparse_tensor.load %csr hasInserts : tensor<8x8xf64, #CSR>
  return %n : index
}

func.func @buffers(%n: index, %sz: index, %buf: memref<?xindex>, %vals: memref<?xf64>, %v: f64, %k: index, %ys: memref<?xf32>) {
  sparse_tensor.sort hybrid_quick_sort %n, %buf {perm_map = affine_map<(i, j) -> (j, i)>} : memref<?xindex>
  sparse_tensor.sort insertion_sort_stable %n, %buf jointly %vals {perm_map = affine_map<(i, j) -> (i, j)>, ny = 1 : index} : memref<?xindex> jointly memref<?xf64>
  sparse_tensor.sort quick_sort %n, %buf jointly %vals, %ys {perm_map = affine_map<(i) -> (i)>} : memref<?xindex> jointly memref<?xf64>, memref<?xf32>
  sparse_tensor.sort heap_sort %n, %buf {perm_map = affine_map<(i, j, k) -> (k, i, j)>} : memref<?xindex>
  %b0, %s0 = sparse_tensor.push_back %sz, %vals, %v : index, memref<?xf64>, f64
  %b1, %s1 = sparse_tensor.push_back inbounds %sz, %vals, %v : index, memref<?xf64>, f64
  %b2, %s2 = sparse_tensor.push_back %sz, %vals, %v, %k : index, memref<?xf64>, f64, index
  %b3, %s3 = sparse_tensor.push_back inbounds %sz, %buf, %k, %k : index, memref<?xindex>, index, index
  return
}

func.func @expand_compress(%t: tensor<4x8xf64, #CSR>, %i: index) -> tensor<4x8xf64, #CSR> {
  %values, %filled, %added, %count = sparse_tensor.expand %t : tensor<4x8xf64, #CSR> to memref<?xf64>, memref<?xi1>, memref<?xindex>
  %r = sparse_tensor.compress %values, %filled, %added, %count into %t[%i] : memref<?xf64>, memref<?xi1>, memref<?xindex>, tensor<4x8xf64, #CSR>
  return %r : tensor<4x8xf64, #CSR>
}

func.func @misc(%d0: index, %d1: index, %s: tensor<4x4xf64, #Slice>) -> i1 {
  %has = sparse_tensor.has_runtime_library
  %l:4 = sparse_tensor.crd_translate dim_to_lvl [%d0, %d1] as #BSR : index, index, index, index
  %d:2 = sparse_tensor.crd_translate lvl_to_dim [%l#0, %l#1, %l#2, %l#3] as #BSR : index, index
  %c:2 = sparse_tensor.crd_translate dim_to_lvl [%d0, %d1] as #CSC : index, index
  %o = sparse_tensor.slice.offset %s at 0 : tensor<4x4xf64, #Slice>
  %st = sparse_tensor.slice.stride %s at 1 : tensor<4x4xf64, #Slice>
  return %has : i1
}

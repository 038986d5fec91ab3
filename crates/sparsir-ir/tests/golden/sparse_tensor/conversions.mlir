// Tensor-level sparse_tensor ops: assemble/disassemble over several storage
// layouts, convert, concatenate, reinterpret_map, reorder_coo, new/out/print.

#Vec = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#RowMajor = #sparse_tensor.encoding<{ map = (r, c) -> (r : dense, c : compressed) }>
#ColMajor = #sparse_tensor.encoding<{ map = (r, c) -> (c : dense, r : compressed) }>
#Narrow = #sparse_tensor.encoding<{ map = (r, c) -> (r : dense, c : compressed), posWidth = 16, crdWidth = 8 }>
#Hyper = #sparse_tensor.encoding<{ map = (r, c) -> (r : compressed, c : compressed) }>
#Triplets = #sparse_tensor.encoding<{ map = (r, c, k) -> (r : compressed(nonunique), c : singleton(nonunique), k : singleton) }>
#TripletsSoA = #sparse_tensor.encoding<{ map = (r, c) -> (r : compressed(nonunique), c : singleton(soa)) }>
#Unsorted = #sparse_tensor.encoding<{ map = (r, c) -> (r : compressed(nonunique, nonordered), c : singleton(nonordered)) }>
#Sorted = #sparse_tensor.encoding<{ map = (r, c) -> (r : compressed(nonunique), c : singleton) }>
#Blocks = #sparse_tensor.encoding<{ map = (r, c) -> (r floordiv 3 : dense, c floordiv 2 : compressed, r mod 3 : dense, c mod 2 : dense) }>
#Flat4 = #sparse_tensor.encoding<{ map = (a, b, c, d) -> (a : dense, b : compressed, c : dense, d : dense) }>
#Loose = #sparse_tensor.encoding<{ map = (r, c) -> (r : dense, c : loose_compressed) }>
#Batched = #sparse_tensor.encoding<{ map = (b, r, c) -> (b : batch, r : dense, c : compressed) }>

func.func @pack(%p: tensor<3xindex>, %c: tensor<5x3xindex>, %v: tensor<5xf32>,
                %p16: tensor<7xi16>, %c8: tensor<9xi8>, %v64: tensor<9xf64>,
                %c0: tensor<5xindex>, %c1: tensor<5xindex>, %vv: tensor<5xf64>,
                %lp: tensor<12xindex>, %lc: tensor<10xindex>, %lv: tensor<10xi32>,
                %bp: tensor<2x7xindex>, %bc: tensor<2x6xindex>, %bv: tensor<2x6xf32>)
    -> (tensor<4x6x8xf32, #Triplets>, tensor<6x7xf64, #Narrow>) {
  %a = sparse_tensor.assemble (%p, %c), %v : (tensor<3xindex>, tensor<5x3xindex>), tensor<5xf32> to tensor<4x6x8xf32, #Triplets>
  %b = sparse_tensor.assemble (%p16, %c8), %v64 : (tensor<7xi16>, tensor<9xi8>), tensor<9xf64> to tensor<6x7xf64, #Narrow>
  %d = sparse_tensor.assemble (%p, %c0, %c1), %vv {note = "soa"} : (tensor<3xindex>, tensor<5xindex>, tensor<5xindex>), tensor<5xf64> to tensor<9x9xf64, #TripletsSoA>
  %e = sparse_tensor.assemble (%lp, %lc), %lv : (tensor<12xindex>, tensor<10xindex>), tensor<10xi32> to tensor<6x5xi32, #Loose>
  %f = sparse_tensor.assemble (%bp, %bc), %bv : (tensor<2x7xindex>, tensor<2x6xindex>), tensor<2x6xf32> to tensor<2x6x3xf32, #Batched>
  %l0, %l1, %vals, %n0, %n1, %nv = sparse_tensor.disassemble %a : tensor<4x6x8xf32, #Triplets>
      out_lvls(%p, %c : tensor<3xindex>, tensor<5x3xindex>) out_vals(%v : tensor<5xf32>)
      -> (tensor<3xindex>, tensor<5x3xindex>), tensor<5xf32>, (index, i64), i32
  %q:6 = sparse_tensor.disassemble %b : tensor<6x7xf64, #Narrow>
      out_lvls(%p16, %c8 : tensor<7xi16>, tensor<9xi8>) out_vals(%v64 : tensor<9xf64>)
      -> (tensor<7xi16>, tensor<9xi8>), tensor<9xf64>, (i16, i8), index
  return %a, %b : tensor<4x6x8xf32, #Triplets>, tensor<6x7xf64, #Narrow>
}

func.func @convert(%dense: tensor<6x8xf32>, %rows: tensor<6x8xf32, #RowMajor>, %dyn: tensor<?x8xf32, #RowMajor>)
    -> tensor<?x?xf32, #Hyper> {
  %0 = sparse_tensor.convert %dense : tensor<6x8xf32> to tensor<6x8xf32, #ColMajor>
  %1 = sparse_tensor.convert %rows : tensor<6x8xf32, #RowMajor> to tensor<?x8xf32, #Hyper>
  %2 = sparse_tensor.convert %dyn : tensor<?x8xf32, #RowMajor> to tensor<?x8xf32>
  %3 = sparse_tensor.convert %rows : tensor<6x8xf32, #RowMajor> to tensor<6x8xf64, #Narrow>
  %4 = sparse_tensor.convert %0 {keep} : tensor<6x8xf32, #ColMajor> to tensor<?x?xf32, #Hyper>
  return %4 : tensor<?x?xf32, #Hyper>
}

func.func @concat(%x: tensor<3x8xf32, #RowMajor>, %y: tensor<5x8xf32>, %z: tensor<8x2xf32, #ColMajor>) {
  %0 = sparse_tensor.concatenate %x, %y {dimension = 0 : index} : tensor<3x8xf32, #RowMajor>, tensor<5x8xf32> to tensor<8x8xf32, #Hyper>
  %1 = sparse_tensor.concatenate %0, %z, %z {dimension = 1 : index} : tensor<8x8xf32, #Hyper>, tensor<8x2xf32, #ColMajor>, tensor<8x2xf32, #ColMajor> to tensor<8x?xf32>
  return
}

func.func @maps(%blk: tensor<9x8xi64, #Blocks>, %u: tensor<?x?xf64, #Unsorted>, %csc: tensor<4x7xf32, #ColMajor>) {
  %0 = sparse_tensor.reinterpret_map %blk : tensor<9x8xi64, #Blocks> to tensor<3x4x3x2xi64, #Flat4>
  %1 = sparse_tensor.reinterpret_map %0 : tensor<3x4x3x2xi64, #Flat4> to tensor<9x8xi64, #Blocks>
  %2 = sparse_tensor.reinterpret_map %csc : tensor<4x7xf32, #ColMajor> to tensor<7x4xf32, #RowMajor>
  %3 = sparse_tensor.reorder_coo quick_sort %u : tensor<?x?xf64, #Unsorted> to tensor<?x?xf64, #Sorted>
  %4 = sparse_tensor.reorder_coo heap_sort %u : tensor<?x?xf64, #Unsorted> to tensor<?x?xf64, #Sorted>
  %5 = sparse_tensor.reorder_coo hybrid_quick_sort %3 : tensor<?x?xf64, #Sorted> to tensor<?x?xf64, #Sorted>
  %6 = sparse_tensor.reorder_coo insertion_sort_stable %u : tensor<?x?xf64, #Unsorted> to tensor<?x?xf64, #Sorted>
  return
}

func.func @io(%src: !llvm.ptr, %name: memref<?xi8>, %t: tensor<?xf32, #Vec>) {
  %0 = sparse_tensor.new %src : !llvm.ptr to tensor<?x?xf64, #Sorted>
  %1 = sparse_tensor.new %name : memref<?xi8> to tensor<16xf32, #Vec>
  sparse_tensor.out %0, %src : tensor<?x?xf64, #Sorted>, !llvm.ptr
  sparse_tensor.out %t, %name {mode = 1 : i32} : tensor<?xf32, #Vec>, memref<?xi8>
  sparse_tensor.print %0 : tensor<?x?xf64, #Sorted>
  sparse_tensor.print %1 : tensor<16xf32, #Vec>
  return
}

// #sparse_tensor.encoding in every form: all level formats and properties,
// posWidth/crdWidth values, explicitVal/implicitVal, dimension slices, the
// three map spellings (plain, with level names, with dimension names and the
// inverse map), symbols, inline (un-aliased) encodings, enum attributes.

// Level formats.
#Dense = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : dense) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#COO_SOA = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton(soa)) }>
#COO3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed(nonunique), j : singleton(nonunique), k : singleton) }>
#UCOO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique, nonordered), j : singleton(nonordered)) }>
#UCOO_SOA = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique, nonordered), j : singleton(nonordered, soa)) }>
#Loose = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : loose_compressed) }>
#LooseNU = #sparse_tensor.encoding<{ map = (i, j) -> (i : loose_compressed(nonunique), j : singleton) }>
#NonOrd = #sparse_tensor.encoding<{ map = (i) -> (i : compressed(nonordered)) }>
#Batch = #sparse_tensor.encoding<{ map = (b, i, j) -> (b : batch, i : dense, j : compressed) }>
#NV24 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4]) }>
#NV816 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j floordiv 16 : dense, j mod 16 : structured[8, 16]) }>
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#DV = #sparse_tensor.encoding<{ map = (i) -> (i : dense) }>
#CSF = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : compressed, k : compressed) }>
#Perm3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (k : dense, i : compressed, j : compressed) }>

// Bit widths.
#W0 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 0, crdWidth = 0 }>
#W8 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 8, crdWidth = 8 }>
#W16 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 16 }>
#W32 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), crdWidth = 32 }>
#W64 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 16 }>
#WCrdFirst = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), crdWidth = 16, posWidth = 32 }>

// Explicit and implicit values.
#ExplF = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), explicitVal = 1.0 : f32 }>
#ExplI = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), explicitVal = 1 : i64, implicitVal = 0 : i64 }>
#ImplF = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), implicitVal = 0.0 : f64 }>
#ExplW = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 32, explicitVal = 1 : i8, implicitVal = 0 : i8 }>

// Block maps: BSR, BSC, BSR with the inverse map written out, level-variable names.
#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 3 : compressed, i mod 2 : dense, j mod 3 : dense) }>
#BSC = #sparse_tensor.encoding<{ map = (i, j) -> (j floordiv 4 : dense, i floordiv 4 : compressed, j mod 4 : dense, i mod 4 : dense) }>
#BSR_inv = #sparse_tensor.encoding<{
  map = {ib, jb, ii, jj} (i = ib * 2 + ii, j = jb * 3 + jj) ->
        (ib = i floordiv 2 : dense, jb = j floordiv 3 : compressed, ii = i mod 2 : dense, jj = j mod 3 : dense)
}>
#Named = #sparse_tensor.encoding<{ map = {l0, l1} (d0 = l0, d1 = l1) -> (l0 = d0 : dense, l1 = d1 : compressed) }>
#Sym = #sparse_tensor.encoding<{ map = [s0](i, j) -> (i : dense, j : compressed) }>

// Dimension slices: static and dynamic offset / size / stride.
#Slice = #sparse_tensor.encoding<{ map = (i : #sparse_tensor<slice(0, 4, 1)>, j : #sparse_tensor<slice(?, ?, ?)>) -> (i : dense, j : compressed) }>
#Slice2 = #sparse_tensor.encoding<{ map = (i : #sparse_tensor<slice(1, 4, 2)>, j : #sparse_tensor<slice(0, 8, ?)>) -> (i : compressed, j : compressed), posWidth = 32 }>

module {
  func.func private @formats(tensor<4x4xf32, #Dense>, tensor<?x?xf64, #CSR>, tensor<8x8xi32, #CSC>, tensor<?x?xf32, #DCSR>,
                             tensor<?x?xf64, #COO>, tensor<?x?xf64, #COO_SOA>, tensor<2x3x4xf64, #COO3>,
                             tensor<?x?xf32, #UCOO>, tensor<?x?xf32, #UCOO_SOA>, tensor<?x?xf64, #Loose>, tensor<?x?xf64, #LooseNU>,
                             tensor<?xf32, #NonOrd>, tensor<2x?x?xf32, #Batch>, tensor<16x16xf16, #NV24>, tensor<4x32xbf16, #NV816>,
                             tensor<?xi1, #SV>, tensor<10xcomplex<f64>, #DV>, tensor<?x?x?xf64, #CSF>, tensor<2x3x4xi8, #Perm3>)
  func.func private @widths(tensor<?x?xf64, #W0>, tensor<?x?xf64, #W8>, tensor<?x?xf64, #W16>, tensor<?x?xf64, #W32>,
                            tensor<?x?xf64, #W64>, tensor<?x?xf64, #WCrdFirst>)
  func.func private @values(tensor<?x?xf32, #ExplF>, tensor<?x?xi64, #ExplI>, tensor<?x?xf64, #ImplF>, tensor<?x?xi8, #ExplW>)
  func.func private @blocks(tensor<6x12xf32, #BSR>, tensor<8x8xf64, #BSC>, tensor<6x12xf32, #BSR_inv>, tensor<?x?xf64, #Named>,
                            tensor<?x?xf64, #Sym>)
  func.func private @slices(tensor<4x?xf64, #Slice>, tensor<4x8xf64, #Slice2>)
  // Encodings written inline, without an alias; identical encodings are uniqued.
  func.func private @inline(tensor<?x?xf64, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>>,
                            tensor<32xf32, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), posWidth = 16 }>>)
  // The enum attributes of the dialect, as plain attributes.
  func.func private @enums() attributes {
    k0 = #sparse_tensor<kind lvl_sz>, k1 = #sparse_tensor<kind pos_mem_sz>, k2 = #sparse_tensor<kind crd_mem_sz>,
    k3 = #sparse_tensor<kind val_mem_sz>, k4 = #sparse_tensor<kind dim_offset>, k5 = #sparse_tensor<kind dim_stride>,
    d0 = #sparse_tensor<CrdTransDirection dim_to_lvl>, d1 = #sparse_tensor<CrdTransDirection lvl_to_dim>,
    s0 = #sparse_tensor<SparseTensorSortAlgorithm hybrid_quick_sort>, s1 = #sparse_tensor<SparseTensorSortAlgorithm insertion_sort_stable>,
    s2 = #sparse_tensor<SparseTensorSortAlgorithm quick_sort>, s3 = #sparse_tensor<SparseTensorSortAlgorithm heap_sort>,
    sl = #sparse_tensor<slice(1, ?, 3)>,
    enc = #CSR}
}

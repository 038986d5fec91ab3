// mlir-opt-flags: --allow-unregistered-dialect
// Types of every kind the core reads: integers of any width and signedness,
// index, floats, complex, none, tuples, function types, vectors (fixed,
// scalable, 0-d), tensors (static, dynamic, unranked, 0-d, encodings, sparse
// encodings), memrefs (layouts, memory spaces, unranked), the sparse_tensor
// types and other dialects' types.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton), posWidth = 32, crdWidth = 16 }>
func.func private @ints(i1, i3, i8, i16, i32, i64, i128, i4096, si1, si64, ui8, ui32, index)
func.func private @floats(f16, bf16, f32, f64, complex<f32>, complex<f64>, complex<i8>, none)
func.func private @tuples(tuple<>, tuple<i32>, tuple<tuple<f32, index>, tuple<>>)
func.func private @functions(() -> (), (i32) -> (i32, i32), ((i32) -> f32) -> (() -> index))
func.func private @vectors(vector<f32>, vector<1xi1>, vector<2x3x4xf64>, vector<[4]xf32>, vector<2x[8]xi16>, vector<4xindex>)
func.func private @tensors(tensor<f32>, tensor<0xi8>, tensor<?xf64>, tensor<2x?x3xcomplex<f32>>, tensor<*xi32>, tensor<3xvector<2xf32>>, tensor<4xf32, "enc">, tensor<8x8xf64, #CSR>, tensor<?x?xi32, #COO>, tensor<4x4xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed) }>>)
func.func private @memrefs(memref<f32>, memref<?x4xi8>, memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<?xf64, strided<[1], offset: ?>>, memref<8x8xf32, strided<[8, 1], offset: 4>, 2>, memref<4xf32, 1>, memref<4xf32, "shared">, memref<*xf32>, memref<*xi8, 3>, memref<2xcomplex<f64>>)
func.func private @sparse_types(!sparse_tensor.storage_specifier<#CSR>, !sparse_tensor.iter_space<#COO, lvls = 0 to 2>, !sparse_tensor.iterator<#CSR, lvls = 1>, !sparse_tensor.iter_space<#CSR, lvls = 0>)
func.func private @dialect_types(!llvm.ptr, !llvm.ptr<1>, !llvm.struct<(i32, f64)>, !foo.thing<"a", [1, 2]>)

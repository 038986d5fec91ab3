// Builtin types: integers (signless, signed, unsigned, odd widths), index,
// every float type, complex, none, tuple, function types, vectors (fixed,
// scalable, 0-d), tensors (ranked, unranked, 0-d, dynamic, encodings),
// memrefs (layouts, strided, memory spaces, unranked), opaque dialect types.

func.func private @integers(i1, i2, i7, i8, i16, i32, i64, i128, i1024, si8, si32, ui1, ui16, ui64, index)
func.func private @floats(f16, bf16, f32, f64, f80, f128, tf32, f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU, f6E2M3FN, f6E3M2FN, f4E2M1FN)
func.func private @others(complex<f32>, complex<f64>, complex<i16>, none, tuple<>, tuple<i32>, tuple<i32, tuple<f32, none>>)
func.func private @functions(() -> (), (i32) -> i32, (i32, f32) -> (i1, i1), () -> (() -> ()), ((i32) -> i32) -> i32)
func.func private @vectors(vector<4xf32>, vector<2x3x4xi8>, vector<[4]xf32>, vector<2x[8]xi16>, vector<[2]x[2]xf64>, vector<f32>, vector<1xindex>, vector<4xi1>)
func.func private @tensors(tensor<f32>, tensor<4xf32>, tensor<?xf32>, tensor<?x?xf64>, tensor<2x?x3xi8>, tensor<*xf32>, tensor<*xi1>, tensor<0xf32>, tensor<4x0x?xindex>, tensor<8xcomplex<f64>>, tensor<2xvector<4xf32>>, tensor<4xf32, "enc">, tensor<4xi32, {a = 1}>, tensor<1x2x3x4x5x6x7x8xbf16>)
func.func private @memrefs(memref<f32>, memref<4xf32>, memref<?x?xf32>, memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>,
                           memref<?x?xf32, strided<[?, 1]>>, memref<?xf32, strided<[1], offset: ?>>, memref<8x8xf32, strided<[8, 1], offset: 4>>,
                           memref<4xf32, 1>, memref<4xf32, "shared">, memref<4xf32, #gpu.address_space<global>>,
                           memref<4x4xf32, strided<[4, 1]>, 2>, memref<*xf32>, memref<*xf32, 3>, memref<?xvector<4xf32>>, memref<2xcomplex<f64>>, memref<0xi8>)
func.func private @dialect_types(!llvm.ptr, !llvm.ptr<1>, !llvm.struct<(i32, f64)>, !llvm.array<4 x i8>, !llvm.func<void (i32)>)

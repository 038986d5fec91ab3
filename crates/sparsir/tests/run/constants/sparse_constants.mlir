// Sparse constants (`arith.constant sparse<indices, values>`): dense and encoded result
// types, every element type, ranks 1 to 3, empty constants, splats, explicit zeros, and
// conversions of a constant (which keep its listed entries, as MLIR 22 does). MLIR 22
// compiles an encoded constant only as the operand of a conversion, and only for some
// encodings (CSR here), so the other formats convert a dense-typed constant.
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#CSR32 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), posWidth = 32 }>
#CSC32 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed), posWidth = 32 }>
#DCSR32 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed), posWidth = 8, crdWidth = 16 }>
#COO32 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton), crdWidth = 32 }>
#SV32 = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), posWidth = 32 }>
#T332 = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed, d1 : dense, d2 : compressed), crdWidth = 32 }>

#trait_scale = {
  indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
  iterator_types = ["parallel", "parallel"]
}

module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index

    // Dense result types: a dense tensor with the listed values, zero elsewhere.
    %d64 = arith.constant sparse<[[0, 0], [1, 2], [3, 7]], [1.5, 5.0, -2.25]> : tensor<4x8xf64>
    %pf64 = arith.constant -1.0 : f64
    %v64 = vector.transfer_read %d64[%c0, %c0], %pf64 : tensor<4x8xf64>, vector<4x8xf64>
    vector.print %v64 : vector<4x8xf64>
    %d32 = arith.constant sparse<[1, 3], [2.5, 4.0]> : tensor<5xf32>
    %pf32 = arith.constant -1.0 : f32
    %v32 = vector.transfer_read %d32[%c0], %pf32 : tensor<5xf32>, vector<5xf32>
    vector.print %v32 : vector<5xf32>
    %di = arith.constant sparse<[[0, 1, 1], [1, 0, 2]], [7, -9]> : tensor<2x2x3xi32>
    %pi = arith.constant 0 : i32
    %vi = vector.transfer_read %di[%c0, %c0, %c0], %pi : tensor<2x2x3xi32>, vector<2x2x3xi32>
    vector.print %vi : vector<2x2x3xi32>
    %dsplat = arith.constant sparse<[[0, 0], [1, 1]], 3> : tensor<2x2xi64>
    %pi64 = arith.constant 0 : i64
    %vsplat = vector.transfer_read %dsplat[%c0, %c0], %pi64 : tensor<2x2xi64>, vector<2x2xi64>
    vector.print %vsplat : vector<2x2xi64>
    %dempty = arith.constant sparse<> : tensor<2x3xf64>
    %vempty = vector.transfer_read %dempty[%c0, %c0], %pf64 : tensor<2x3xf64>, vector<2x3xf64>
    vector.print %vempty : vector<2x3xf64>
    %dc = arith.constant sparse<[[1]], [(1.5, -2.0)]> : tensor<3xcomplex<f64>>
    %e = tensor.extract %dc[%c1] : tensor<3xcomplex<f64>>
    %re = complex.re %e : complex<f64>
    %im = complex.im %e : complex<f64>
    vector.print %re : f64
    vector.print %im : f64

    // Encoded result types: exactly the listed entries, in level order. (MLIR 22 prints an
    // encoded constant only after a conversion, hence the converts to other widths.)
    %s1 = arith.constant sparse<[[3, 1], [0, 2], [2, 2], [0, 0]], [7.0, 5.0, 0.0, 1.0]> : tensor<4x8xf64, #CSR>
    %s1w = sparse_tensor.convert %s1 : tensor<4x8xf64, #CSR> to tensor<4x8xf64, #COO32>
    sparse_tensor.print %s1w : tensor<4x8xf64, #COO32>
    bufferization.dealloc_tensor %s1w : tensor<4x8xf64, #COO32>
    %s2 = arith.constant sparse<[[3, 1], [0, 2], [2, 2]], [7.0, 5.0, 6.0]> : tensor<4x8xf32>
    %s2w = sparse_tensor.convert %s2 : tensor<4x8xf32> to tensor<4x8xf32, #CSC32>
    sparse_tensor.print %s2w : tensor<4x8xf32, #CSC32>
    bufferization.dealloc_tensor %s2w : tensor<4x8xf32, #CSC32>
    %s3 = arith.constant sparse<[[3, 1], [0, 2]], [7, -5]> : tensor<4x8xi8>
    %s3w = sparse_tensor.convert %s3 : tensor<4x8xi8> to tensor<4x8xi8, #DCSR32>
    sparse_tensor.print %s3w : tensor<4x8xi8, #DCSR32>
    bufferization.dealloc_tensor %s3w : tensor<4x8xi8, #DCSR32>
    %s4 = arith.constant sparse<[[1, 1], [0, 2]], [1.25, 2.5]> : tensor<4x8xf16>
    %s4w = sparse_tensor.convert %s4 : tensor<4x8xf16> to tensor<4x8xf16, #COO32>
    sparse_tensor.print %s4w : tensor<4x8xf16, #COO32>
    bufferization.dealloc_tensor %s4w : tensor<4x8xf16, #COO32>
    %s5 = arith.constant sparse<[[2], [0]], [(1.0, 2.0), (3.0, -4.0)]> : tensor<4xcomplex<f32>>
    %s5w = sparse_tensor.convert %s5 : tensor<4xcomplex<f32>> to tensor<4xcomplex<f32>, #SV32>
    sparse_tensor.print %s5w : tensor<4xcomplex<f32>, #SV32>
    bufferization.dealloc_tensor %s5w : tensor<4xcomplex<f32>, #SV32>
    %s6 = arith.constant sparse<[[0, 1, 2], [1, 0, 0], [1, 1, 2]], [1.0, 2.0, 3.0]> : tensor<2x2x3xbf16>
    %s6w = sparse_tensor.convert %s6 : tensor<2x2x3xbf16> to tensor<2x2x3xbf16, #T332>
    sparse_tensor.print %s6w : tensor<2x2x3xbf16, #T332>
    bufferization.dealloc_tensor %s6w : tensor<2x2x3xbf16, #T332>
    %s7 = arith.constant sparse<> : tensor<4x8xf64>
    %s7w = sparse_tensor.convert %s7 : tensor<4x8xf64> to tensor<4x8xf64, #CSR32>
    %n7 = sparse_tensor.number_of_entries %s7w : tensor<4x8xf64, #CSR32>
    vector.print %n7 : index
    %s8 = arith.constant sparse<[[0], [3]], [1, 0]> : tensor<4xi1>
    %d8a = sparse_tensor.convert %s8 : tensor<4xi1> to tensor<4xi1, #SV>
    %n8 = sparse_tensor.number_of_entries %d8a : tensor<4xi1, #SV>
    vector.print %n8 : index
    %d8 = sparse_tensor.convert %d8a : tensor<4xi1, #SV> to tensor<4xi1>
    %pi1 = arith.constant false
    %v8 = vector.transfer_read %d8[%c0], %pi1 : tensor<4xi1>, vector<4xi1>
    vector.print %v8 : vector<4xi1>

    // Converting a dense-typed sparse constant keeps its listed entries.
    %cv = arith.constant sparse<[[3, 7], [0, 0], [1, 2]], [1.0, 0.0, 5.0]> : tensor<4x8xf64>
    %cs = sparse_tensor.convert %cv : tensor<4x8xf64> to tensor<4x8xf64, #CSR>
    sparse_tensor.print %cs : tensor<4x8xf64, #CSR>

    %cv2 = arith.constant sparse<[[2], [5]], [0.0, 3.0]> : tensor<6xf64>
    %cs2 = sparse_tensor.convert %cv2 : tensor<6xf64> to tensor<?xf64, #SV32>
    sparse_tensor.print %cs2 : tensor<?xf64, #SV32>

    // A sparse constant as a kernel input.
    %k2c = arith.constant sparse<[[3, 1], [0, 2], [2, 2]], [7.0, 5.0, 6.0]> : tensor<4x8xf32>
    %k2 = sparse_tensor.convert %k2c : tensor<4x8xf32> to tensor<4x8xf32, #DCSR32>
    %init = tensor.empty() : tensor<4x8xf64, #CSR>
    %scaled = linalg.generic #trait_scale
      ins(%k2 : tensor<4x8xf32, #DCSR32>) outs(%init : tensor<4x8xf64, #CSR>) {
      ^bb0(%a: f32, %x: f64):
        %w = arith.extf %a : f32 to f64
        %t = arith.mulf %w, %w : f64
        linalg.yield %t : f64
    } -> tensor<4x8xf64, #CSR>
    sparse_tensor.print %scaled : tensor<4x8xf64, #CSR>

    bufferization.dealloc_tensor %d8a : tensor<4xi1, #SV>
    bufferization.dealloc_tensor %cs2 : tensor<?xf64, #SV32>
    bufferization.dealloc_tensor %cs : tensor<4x8xf64, #CSR>
    bufferization.dealloc_tensor %k2 : tensor<4x8xf32, #DCSR32>
    bufferization.dealloc_tensor %scaled : tensor<4x8xf64, #CSR>
    return
  }
}

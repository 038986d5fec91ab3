// Complete sparse programs as the sparsifier sees them: SpMV, SpMM, element-wise
// multiply with a sparse output, sum reduction, with a @main that builds inputs
// with arith constants + sparse_tensor.convert and prints results.

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed), posWidth = 32, crdWidth = 32 }>
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>

#spmv = {
  indexing_maps = [
    affine_map<(i, j) -> (i, j)>,
    affine_map<(i, j) -> (j)>,
    affine_map<(i, j) -> (i)>
  ],
  iterator_types = ["parallel", "reduction"],
  doc = "x(i) += A(i,j) * b(j)"
}

#mul = {
  indexing_maps = [
    affine_map<(i, j) -> (i, j)>,
    affine_map<(i, j) -> (i, j)>,
    affine_map<(i, j) -> (i, j)>
  ],
  iterator_types = ["parallel", "parallel"]
}

#sum = {
  indexing_maps = [
    affine_map<(i, j) -> (i, j)>,
    affine_map<(i, j) -> ()>
  ],
  iterator_types = ["reduction", "reduction"]
}

module {
  func.func @spmv(%A: tensor<?x?xf64, #CSR>, %b: tensor<?xf64>, %x: tensor<?xf64>) -> tensor<?xf64> {
    %0 = linalg.generic #spmv
      ins(%A, %b : tensor<?x?xf64, #CSR>, tensor<?xf64>)
      outs(%x : tensor<?xf64>) {
      ^bb(%a: f64, %bv: f64, %xv: f64):
        %p = arith.mulf %a, %bv : f64
        %s = arith.addf %xv, %p : f64
        linalg.yield %s : f64
    } -> tensor<?xf64>
    return %0 : tensor<?xf64>
  }

  func.func @spmm(%A: tensor<4x8xf64, #CSR>, %B: tensor<8x4xf64>) -> tensor<4x4xf64> {
    %z = arith.constant 0.0 : f64
    %e = tensor.empty() : tensor<4x4xf64>
    %C = linalg.fill ins(%z : f64) outs(%e : tensor<4x4xf64>) -> tensor<4x4xf64>
    %0 = linalg.matmul ins(%A, %B : tensor<4x8xf64, #CSR>, tensor<8x4xf64>) outs(%C : tensor<4x4xf64>) -> tensor<4x4xf64>
    return %0 : tensor<4x4xf64>
  }

  func.func @ewise_mul(%A: tensor<4x4xf64, #DCSR>, %B: tensor<4x4xf64, #DCSR>) -> tensor<4x4xf64, #DCSR> {
    %C = tensor.empty() : tensor<4x4xf64, #DCSR>
    %0 = linalg.generic #mul
      ins(%A, %B : tensor<4x4xf64, #DCSR>, tensor<4x4xf64, #DCSR>)
      outs(%C : tensor<4x4xf64, #DCSR>) {
      ^bb0(%a: f64, %b: f64, %c: f64):
        %m = arith.mulf %a, %b : f64
        linalg.yield %m : f64
    } -> tensor<4x4xf64, #DCSR>
    return %0 : tensor<4x4xf64, #DCSR>
  }

  func.func @sum(%A: tensor<4x4xf64, #DCSR>) -> tensor<f64> {
    %z = arith.constant dense<0.0> : tensor<f64>
    %0 = linalg.generic #sum
      ins(%A : tensor<4x4xf64, #DCSR>) outs(%z : tensor<f64>) {
      ^bb0(%a: f64, %acc: f64):
        %s = arith.addf %acc, %a : f64
        linalg.yield %s : f64
    } -> tensor<f64>
    return %0 : tensor<f64>
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %d = arith.constant dense<[[1.0, 0.0, 2.0, 0.0],
                               [0.0, 0.0, 0.0, 3.0],
                               [0.0, 4.0, 0.0, 0.0],
                               [5.0, 0.0, 0.0, 6.0]]> : tensor<4x4xf64>
    %s = arith.constant sparse<[[0, 0], [1, 3], [3, 1]], [1.5, -2.0, 4.0]> : tensor<4x4xf64>
    %A = sparse_tensor.convert %d : tensor<4x4xf64> to tensor<4x4xf64, #DCSR>
    %B = sparse_tensor.convert %s : tensor<4x4xf64> to tensor<4x4xf64, #DCSR>
    %C = call @ewise_mul(%A, %B) : (tensor<4x4xf64, #DCSR>, tensor<4x4xf64, #DCSR>) -> tensor<4x4xf64, #DCSR>
    sparse_tensor.print %C : tensor<4x4xf64, #DCSR>
    %S = call @sum(%A) : (tensor<4x4xf64, #DCSR>) -> tensor<f64>
    %v = tensor.extract %S[] : tensor<f64>
    vector.print %v : f64
    %b = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf64>
    %x0 = arith.constant dense<0.0> : tensor<4xf64>
    %Acsr = sparse_tensor.convert %d : tensor<4x4xf64> to tensor<?x?xf64, #CSR>
    %bd = tensor.cast %b : tensor<4xf64> to tensor<?xf64>
    %xd = tensor.cast %x0 : tensor<4xf64> to tensor<?xf64>
    %x = call @spmv(%Acsr, %bd, %xd) : (tensor<?x?xf64, #CSR>, tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
    %c0f = arith.constant 0.0 : f64
    %xv = vector.transfer_read %x[%c0], %c0f : tensor<?xf64>, vector<4xf64>
    vector.print %xv : vector<4xf64>
    bufferization.dealloc_tensor %A : tensor<4x4xf64, #DCSR>
    bufferization.dealloc_tensor %B : tensor<4x4xf64, #DCSR>
    bufferization.dealloc_tensor %C : tensor<4x4xf64, #DCSR>
    bufferization.dealloc_tensor %Acsr : tensor<?x?xf64, #CSR>
    return
  }
}

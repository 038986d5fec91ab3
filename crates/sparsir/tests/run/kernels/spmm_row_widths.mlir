// SpMM C = A B (A CSR with an empty row, B and C dense) for rows of 4, 5, 8, 16, 32, 40
// and 64 columns in f64, 8 in f32, and a dense-times-dense product: the native backend
// keeps a row of C in a local array across the reduction loop when its width is 4, 8, 16
// or 32 (and the row has entries), runs the loop as written for the other widths, and
// must print what the loop as written prints.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#mm = {
  indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
module {
  func.func @spmm(%a: tensor<5x6xf64, #CSR>, %b: tensor<6x?xf64>) -> tensor<5x?xf64> {
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f64
    %n = tensor.dim %b, %c1 : tensor<6x?xf64>
    %e = tensor.empty(%n) : tensor<5x?xf64>
    %z = linalg.fill ins(%zero : f64) outs(%e : tensor<5x?xf64>) -> tensor<5x?xf64>
    %c = linalg.generic #mm ins(%a, %b : tensor<5x6xf64, #CSR>, tensor<6x?xf64>) outs(%z : tensor<5x?xf64>) {
    ^bb0(%x: f64, %y: f64, %acc: f64):
      %p = arith.mulf %x, %y : f64
      %s = arith.addf %acc, %p : f64
      linalg.yield %s : f64
    } -> tensor<5x?xf64>
    return %c : tensor<5x?xf64>
  }

  func.func @spmm32(%a: tensor<5x6xf32, #CSR>, %b: tensor<6x8xf32>) -> tensor<5x8xf32> {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<5x8xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<5x8xf32>) -> tensor<5x8xf32>
    %c = linalg.generic #mm ins(%a, %b : tensor<5x6xf32, #CSR>, tensor<6x8xf32>) outs(%z : tensor<5x8xf32>) {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<5x8xf32>
    return %c : tensor<5x8xf32>
  }

  // B[k, j] = ((3k + 7j) mod 11 - 5) / 3: values with rounding in their products.
  func.func @rhs(%n: index) -> tensor<6x?xf64> {
    %c3 = arith.constant 3 : index
    %c7 = arith.constant 7 : index
    %c11 = arith.constant 11 : index
    %five = arith.constant 5.0 : f64
    %three = arith.constant 3.0 : f64
    %b = tensor.generate %n {
    ^bb0(%k: index, %j: index):
      %k3 = arith.muli %k, %c3 : index
      %j7 = arith.muli %j, %c7 : index
      %t = arith.addi %k3, %j7 : index
      %m = arith.remui %t, %c11 : index
      %mi = arith.index_cast %m : index to i64
      %mf = arith.sitofp %mi : i64 to f64
      %d = arith.subf %mf, %five : f64
      %v = arith.divf %d, %three : f64
      tensor.yield %v : f64
    } : tensor<6x?xf64>
    return %b : tensor<6x?xf64>
  }

  func.func @show(%c: tensor<5x?xf64>) {
    %s = sparse_tensor.convert %c : tensor<5x?xf64> to tensor<5x?xf64, #CSR>
    sparse_tensor.print %s : tensor<5x?xf64, #CSR>
    return
  }

  func.func @main() {
    %da = arith.constant dense<[[0.5, 0.0, 1.25, 0.0, 0.0, -2.0],
                                [0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                [1.0, 3.0, 0.0, 0.1, 0.0, 0.0],
                                [0.0, 0.0, 0.0, 0.0, 7.0, 0.0],
                                [0.3, 0.7, 1.1, 1.3, 1.7, 1.9]]> : tensor<5x6xf64>
    %a = sparse_tensor.convert %da : tensor<5x6xf64> to tensor<5x6xf64, #CSR>
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0.0 : f64
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %b4 = func.call @rhs(%c4) : (index) -> tensor<6x?xf64>
    %r4 = func.call @spmm(%a, %b4) : (tensor<5x6xf64, #CSR>, tensor<6x?xf64>) -> tensor<5x?xf64>
    func.call @show(%r4) : (tensor<5x?xf64>) -> ()
    %b5 = func.call @rhs(%c5) : (index) -> tensor<6x?xf64>
    %r5 = func.call @spmm(%a, %b5) : (tensor<5x6xf64, #CSR>, tensor<6x?xf64>) -> tensor<5x?xf64>
    func.call @show(%r5) : (tensor<5x?xf64>) -> ()
    %b8 = func.call @rhs(%c8) : (index) -> tensor<6x?xf64>
    %r8 = func.call @spmm(%a, %b8) : (tensor<5x6xf64, #CSR>, tensor<6x?xf64>) -> tensor<5x?xf64>
    func.call @show(%r8) : (tensor<5x?xf64>) -> ()
    %b16 = func.call @rhs(%c16) : (index) -> tensor<6x?xf64>
    %r16 = func.call @spmm(%a, %b16) : (tensor<5x6xf64, #CSR>, tensor<6x?xf64>) -> tensor<5x?xf64>
    func.call @show(%r16) : (tensor<5x?xf64>) -> ()
    %b32 = func.call @rhs(%c32) : (index) -> tensor<6x?xf64>
    %r32 = func.call @spmm(%a, %b32) : (tensor<5x6xf64, #CSR>, tensor<6x?xf64>) -> tensor<5x?xf64>
    func.call @show(%r32) : (tensor<5x?xf64>) -> ()

    // Longer rows: the loop as written.
    %c40 = arith.constant 40 : index
    %c64 = arith.constant 64 : index
    %b40 = func.call @rhs(%c40) : (index) -> tensor<6x?xf64>
    %r40 = func.call @spmm(%a, %b40) : (tensor<5x6xf64, #CSR>, tensor<6x?xf64>) -> tensor<5x?xf64>
    func.call @show(%r40) : (tensor<5x?xf64>) -> ()
    %b64 = func.call @rhs(%c64) : (index) -> tensor<6x?xf64>
    %r64 = func.call @spmm(%a, %b64) : (tensor<5x6xf64, #CSR>, tensor<6x?xf64>) -> tensor<5x?xf64>
    func.call @show(%r64) : (tensor<5x?xf64>) -> ()

    // f32: sums rounded at every step.
    %da32 = arith.constant dense<[[0.5, 0.0, 1.25, 0.0, 0.0, -2.0],
                                  [0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
                                  [1.0, 3.0, 0.0, 0.1, 0.0, 0.0],
                                  [0.0, 0.0, 0.0, 0.0, 7.0, 0.0],
                                  [0.3, 0.7, 1.1, 1.3, 1.7, 1.9]]> : tensor<5x6xf32>
    %a32 = sparse_tensor.convert %da32 : tensor<5x6xf32> to tensor<5x6xf32, #CSR>
    %b8f = tensor.generate {
    ^bb0(%k: index, %j: index):
      %kj = arith.addi %k, %j : index
      %kk = arith.muli %kj, %c5 : index
      %ki = arith.index_cast %kk : index to i32
      %kf = arith.sitofp %ki : i32 to f32
      %third = arith.constant 0.333333343 : f32
      %v = arith.mulf %kf, %third : f32
      tensor.yield %v : f32
    } : tensor<6x8xf32>
    %r8f = func.call @spmm32(%a32, %b8f) : (tensor<5x6xf32, #CSR>, tensor<6x8xf32>) -> tensor<5x8xf32>
    %s8f = sparse_tensor.convert %r8f : tensor<5x8xf32> to tensor<5x8xf32, #CSR>
    sparse_tensor.print %s8f : tensor<5x8xf32, #CSR>

    // Dense times dense: the reduction loop is a dense loop.
    %ad = arith.constant dense<[[1.5, -2.0], [0.25, 4.0], [0.0, 0.0]]> : tensor<3x2xf64>
    %bd = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [0.5, 0.25, 0.125, 0.1]]> : tensor<2x4xf64>
    %ed = arith.constant dense<0.0> : tensor<3x4xf64>
    %cd = linalg.generic #mm ins(%ad, %bd : tensor<3x2xf64>, tensor<2x4xf64>) outs(%ed : tensor<3x4xf64>) {
    ^bb0(%x: f64, %y: f64, %acc: f64):
      %p = arith.mulf %x, %y : f64
      %s = arith.addf %acc, %p : f64
      linalg.yield %s : f64
    } -> tensor<3x4xf64>
    %vd = vector.transfer_read %cd[%c0, %c0], %zero : tensor<3x4xf64>, vector<3x4xf64>
    vector.print %vd : vector<3x4xf64>
    return
  }
}

// disassemble a sorted COO matrix and a CSR vector with their lengths as 0-d tensors
// (tensor<i64>, tensor<index>, tensor<i32>) read back by tensor.extract; the encodings
// end their dictionaries with a trailing comma, as MLIR allows.
#COO = #sparse_tensor.encoding<{
  map = (i, j) -> (i : compressed(nonunique), j : singleton(soa)),
  posWidth = 32,
  crdWidth = 32,
}>
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed), }>
module {
  func.func @main() {
    %m = arith.constant dense<[[0.0, 2.5, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [-1.0, 0.0, 0.0, 4.0]]> : tensor<3x4xf64>
    %s = sparse_tensor.convert %m : tensor<3x4xf64> to tensor<3x4xf64, #COO>
    %op = arith.constant dense<7> : tensor<4xi32>
    %oi = arith.constant dense<7> : tensor<5xi32>
    %oj = arith.constant dense<7> : tensor<5xi32>
    %ov = arith.constant dense<0.0> : tensor<5xf64>
    %p, %i, %j, %v, %lp, %li, %lj, %lv = sparse_tensor.disassemble %s : tensor<3x4xf64, #COO>
        out_lvls(%op, %oi, %oj : tensor<4xi32>, tensor<5xi32>, tensor<5xi32>)
        out_vals(%ov : tensor<5xf64>)
        -> (tensor<4xi32>, tensor<5xi32>, tensor<5xi32>), tensor<5xf64>,
           (tensor<i64>, tensor<index>, tensor<i32>), tensor<i64>
    %np = tensor.extract %lp[] : tensor<i64>
    %ni = tensor.extract %li[] : tensor<index>
    %nj = tensor.extract %lj[] : tensor<i32>
    %nv = tensor.extract %lv[] : tensor<i64>
    vector.print %np : i64
    vector.print %ni : index
    vector.print %nj : i32
    vector.print %nv : i64
    %z = arith.constant 0 : index
    %zi = arith.constant -1 : i32
    %zf = arith.constant -1.0 : f64
    %a = vector.transfer_read %p[%z], %zi : tensor<4xi32>, vector<2xi32>
    vector.print %a : vector<2xi32>
    %b = vector.transfer_read %i[%z], %zi : tensor<5xi32>, vector<3xi32>
    vector.print %b : vector<3xi32>
    %c = vector.transfer_read %j[%z], %zi : tensor<5xi32>, vector<3xi32>
    vector.print %c : vector<3xi32>
    %d = vector.transfer_read %v[%z], %zf : tensor<5xf64>, vector<3xf64>
    vector.print %d : vector<3xf64>

    %x = arith.constant dense<[0.0, 3.0, 0.0, 0.0, 5.0, 0.0]> : tensor<6xf64>
    %sx = sparse_tensor.convert %x : tensor<6xf64> to tensor<6xf64, #SV>
    %xp = arith.constant dense<0> : tensor<2xindex>
    %xc = arith.constant dense<0> : tensor<3xindex>
    %xv = arith.constant dense<0.0> : tensor<3xf64>
    %rp, %rc, %rv, %lxp, %lxc, %lxv = sparse_tensor.disassemble %sx : tensor<6xf64, #SV>
        out_lvls(%xp, %xc : tensor<2xindex>, tensor<3xindex>)
        out_vals(%xv : tensor<3xf64>)
        -> (tensor<2xindex>, tensor<3xindex>), tensor<3xf64>, (index, tensor<index>), tensor<i32>
    %nxc = tensor.extract %lxc[] : tensor<index>
    %nxv = tensor.extract %lxv[] : tensor<i32>
    vector.print %lxp : index
    vector.print %nxc : index
    vector.print %nxv : i32
    %e = vector.transfer_read %rc[%z], %z : tensor<3xindex>, vector<2xindex>
    vector.print %e : vector<2xindex>
    %f = vector.transfer_read %rp[%z], %z : tensor<2xindex>, vector<2xindex>
    vector.print %f : vector<2xindex>
    return
  }
}

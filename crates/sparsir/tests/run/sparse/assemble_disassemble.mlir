// assemble a DCSR matrix with i16 buffers, print it, count entries, and disassemble it into constant-initialised outputs.
#DCSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed), posWidth = 16, crdWidth = 16 }>
module {
  func.func @main() {
    %p0 = arith.constant dense<[0, 2]> : tensor<2xi16>
    %c0 = arith.constant dense<[1, 3]> : tensor<2xi16>
    %p1 = arith.constant dense<[0, 1, 3]> : tensor<3xi16>
    %c1 = arith.constant dense<[2, 0, 4]> : tensor<3xi16>
    %v = arith.constant dense<[1.5, -2.0, 7.0]> : tensor<3xf32>
    %s = sparse_tensor.assemble (%p0, %c0, %p1, %c1), %v
       : (tensor<2xi16>, tensor<2xi16>, tensor<3xi16>, tensor<3xi16>), tensor<3xf32> to tensor<4x5xf32, #DCSR>
    sparse_tensor.print %s : tensor<4x5xf32, #DCSR>
    %n = sparse_tensor.number_of_entries %s : tensor<4x5xf32, #DCSR>
    vector.print %n : index
    %o0 = arith.constant dense<9> : tensor<4xi16>
    %o1 = arith.constant dense<9> : tensor<4xi16>
    %o2 = arith.constant dense<9> : tensor<4xi16>
    %o3 = arith.constant dense<9> : tensor<4xi16>
    %ov = arith.constant dense<0.0> : tensor<4xf32>
    %r:4, %rv, %l:4, %lv = sparse_tensor.disassemble %s : tensor<4x5xf32, #DCSR>
        out_lvls(%o0, %o1, %o2, %o3 : tensor<4xi16>, tensor<4xi16>, tensor<4xi16>, tensor<4xi16>)
        out_vals(%ov : tensor<4xf32>)
        -> (tensor<4xi16>, tensor<4xi16>, tensor<4xi16>, tensor<4xi16>), tensor<4xf32>, (i32, i32, i32, i32), i64
    vector.print %l#0 : i32
    vector.print %l#1 : i32
    vector.print %l#2 : i32
    vector.print %l#3 : i32
    vector.print %lv : i64
    %z = arith.constant 0 : index
    %zi = arith.constant 0 : i16
    %zf = arith.constant 0.0 : f32
    %a = vector.transfer_read %r#2[%z], %zi : tensor<4xi16>, vector<3xi16>
    vector.print %a : vector<3xi16>
    %b = vector.transfer_read %r#3[%z], %zi : tensor<4xi16>, vector<3xi16>
    vector.print %b : vector<3xi16>
    %c = vector.transfer_read %rv[%z], %zf : tensor<4xf32>, vector<3xf32>
    vector.print %c : vector<3xf32>
    return
  }
}

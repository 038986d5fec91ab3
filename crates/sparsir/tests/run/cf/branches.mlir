// Regions of several blocks: a loop written with cf.br / cf.cond_br (block arguments,
// values from the entry block used in later blocks), a diamond choosing a dense tensor,
// an early return, and an scf.execute_region with two blocks.
module {
  func.func @sum(%n: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    cf.br ^loop(%c1, %c0 : index, index)
  ^loop(%i: index, %acc: index):
    %done = arith.cmpi ugt, %i, %n : index
    cf.cond_br %done, ^exit, ^body
  ^body:
    %next = arith.addi %acc, %i : index
    %i1 = arith.addi %i, %c1 : index
    cf.br ^loop(%i1, %next : index, index)
  ^exit:
    return %acc : index
  }
  func.func @pick(%flag: i1) -> tensor<4xf64> {
    %d = arith.constant dense<[0.0, 1.5, 0.0, -2.0]> : tensor<4xf64>
    cf.cond_br %flag, ^a, ^b(%d : tensor<4xf64>)
  ^a:
    %e = arith.constant dense<[7.0, 0.0, 0.0, 0.0]> : tensor<4xf64>
    cf.br ^b(%e : tensor<4xf64>)
  ^b(%r: tensor<4xf64>):
    %c0 = arith.constant 0 : index
    %x = tensor.extract %d[%c0] : tensor<4xf64>
    vector.print %x : f64
    return %r : tensor<4xf64>
  }
  func.func @sign(%x: f64) -> i32 {
    %zero = arith.constant 0.0 : f64
    %neg = arith.cmpf olt, %x, %zero : f64
    cf.cond_br %neg, ^minus, ^rest
  ^minus:
    %m = arith.constant -1 : i32
    return %m : i32
  ^rest:
    %pos = arith.cmpf ogt, %x, %zero : f64
    %one = arith.constant 1 : i32
    %z = arith.constant 0 : i32
    %r = arith.select %pos, %one, %z : i32
    return %r : i32
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %s = call @sum(%c10) : (index) -> index
    vector.print %s : index
    %s0 = call @sum(%c0) : (index) -> index
    vector.print %s0 : index
    %t = arith.constant true
    %f = arith.constant false
    %pad = arith.constant 0.0 : f64
    %x = call @pick(%t) : (i1) -> tensor<4xf64>
    %vx = vector.transfer_read %x[%c0], %pad : tensor<4xf64>, vector<4xf64>
    vector.print %vx : vector<4xf64>
    %y = call @pick(%f) : (i1) -> tensor<4xf64>
    %vy = vector.transfer_read %y[%c0], %pad : tensor<4xf64>, vector<4xf64>
    vector.print %vy : vector<4xf64>
    %m2 = arith.constant -2.5 : f64
    %p3 = arith.constant 3.0 : f64
    %a = call @sign(%m2) : (f64) -> i32
    %b = call @sign(%p3) : (f64) -> i32
    %c = call @sign(%pad) : (f64) -> i32
    vector.print %a : i32
    vector.print %b : i32
    vector.print %c : i32
    %z = scf.execute_region -> index {
      %c3 = arith.constant 3 : index
      cf.br ^bb1(%c3 : index)
    ^bb1(%v: index):
      %w = arith.muli %v, %v : index
      scf.yield %w : index
    }
    vector.print %z : index
    return
  }
}

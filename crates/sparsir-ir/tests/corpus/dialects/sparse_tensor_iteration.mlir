// sparse_tensor iteration ops: extract_iteration_space (with/without parent
// iterator, single and multi-level spaces), iterate (coordinates used / `_`,
// iter_args, results, nesting), coiterate (cases, iter_args), extract_value,
// and the !sparse_tensor.iter_space / !sparse_tensor.iterator types.

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSF = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : compressed, k : compressed) }>

func.func @spaces(%csr: tensor<4x8xf32, #CSR>, %coo: tensor<4x8xf32, #COO>, %csf: tensor<2x3x4xf64, #CSF>) {
  %s0 = sparse_tensor.extract_iteration_space %csr lvls = 0 : tensor<4x8xf32, #CSR> -> !sparse_tensor.iter_space<#CSR, lvls = 0>
  %s1 = sparse_tensor.extract_iteration_space %csr lvls = 0 to 2 : tensor<4x8xf32, #CSR> -> !sparse_tensor.iter_space<#CSR, lvls = 0 to 2>
  %s2 = sparse_tensor.extract_iteration_space %coo lvls = 0 to 2 : tensor<4x8xf32, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 0 to 2>
  %s3 = sparse_tensor.extract_iteration_space %csf lvls = 0 : tensor<2x3x4xf64, #CSF> -> !sparse_tensor.iter_space<#CSF, lvls = 0>
  sparse_tensor.iterate %it in %s3 : !sparse_tensor.iter_space<#CSF, lvls = 0> {
    %s4 = sparse_tensor.extract_iteration_space %csf at %it lvls = 1 to 3 : tensor<2x3x4xf64, #CSF>, !sparse_tensor.iterator<#CSF, lvls = 0> -> !sparse_tensor.iter_space<#CSF, lvls = 1 to 3>
  }
  return
}

func.func @iterate_sum(%sv: tensor<?xf64, #SV>) -> f64 {
  %init = arith.constant 0.0 : f64
  %space = sparse_tensor.extract_iteration_space %sv lvls = 0 : tensor<?xf64, #SV> -> !sparse_tensor.iter_space<#SV, lvls = 0>
  %sum = sparse_tensor.iterate %it in %space iter_args(%acc = %init) : !sparse_tensor.iter_space<#SV, lvls = 0> -> f64 {
    %v = sparse_tensor.extract_value %sv at %it : tensor<?xf64, #SV>, !sparse_tensor.iterator<#SV, lvls = 0>
    %n = arith.addf %acc, %v : f64
    sparse_tensor.yield %n : f64
  }
  return %sum : f64
}

func.func @iterate_coords(%csr: tensor<4x8xf32, #CSR>) -> (index, f32) {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f32
  %l0 = sparse_tensor.extract_iteration_space %csr lvls = 0 : tensor<4x8xf32, #CSR> -> !sparse_tensor.iter_space<#CSR, lvls = 0>
  %r:2 = sparse_tensor.iterate %i in %l0 at(%row) iter_args(%a = %c0, %b = %f0) : !sparse_tensor.iter_space<#CSR, lvls = 0> -> (index, f32) {
    %l1 = sparse_tensor.extract_iteration_space %csr at %i lvls = 1 : tensor<4x8xf32, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 0> -> !sparse_tensor.iter_space<#CSR, lvls = 1>
    %q:2 = sparse_tensor.iterate %j in %l1 at(%col) iter_args(%x = %a, %y = %b) : !sparse_tensor.iter_space<#CSR, lvls = 1> -> (index, f32) {
      %v = sparse_tensor.extract_value %csr at %j : tensor<4x8xf32, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 1>
      %s = arith.addi %x, %col : index
      %t = arith.addf %y, %v : f32
      sparse_tensor.yield %s, %t : index, f32
    }
    %w = arith.addi %q#0, %row : index
    sparse_tensor.yield %w, %q#1 : index, f32
  }
  %l01 = sparse_tensor.extract_iteration_space %csr lvls = 0 to 2 : tensor<4x8xf32, #CSR> -> !sparse_tensor.iter_space<#CSR, lvls = 0 to 2>
  sparse_tensor.iterate %k in %l01 at(_, %c) : !sparse_tensor.iter_space<#CSR, lvls = 0 to 2> {
    vector.print %c : index
  }
  sparse_tensor.iterate %k in %l01 at(%a, _) : !sparse_tensor.iter_space<#CSR, lvls = 0 to 2> {
    vector.print %a : index
  }
  return %r#0, %r#1 : index, f32
}

func.func @coiterate(%a: tensor<?xf64, #SV>, %b: tensor<?xf64, #SV>) -> f64 {
  %zero = arith.constant 0.0 : f64
  %sa = sparse_tensor.extract_iteration_space %a lvls = 0 : tensor<?xf64, #SV> -> !sparse_tensor.iter_space<#SV, lvls = 0>
  %sb = sparse_tensor.extract_iteration_space %b lvls = 0 : tensor<?xf64, #SV> -> !sparse_tensor.iter_space<#SV, lvls = 0>
  %r = sparse_tensor.coiterate (%sa, %sb) at(%crd) iter_args(%acc = %zero)
       : (!sparse_tensor.iter_space<#SV, lvls = 0>, !sparse_tensor.iter_space<#SV, lvls = 0>) -> f64
  case %ia, _ {
    %va = sparse_tensor.extract_value %a at %ia : tensor<?xf64, #SV>, !sparse_tensor.iterator<#SV, lvls = 0>
    %n = arith.addf %acc, %va : f64
    sparse_tensor.yield %n : f64
  }
  case _, %ib {
    %vb = sparse_tensor.extract_value %b at %ib : tensor<?xf64, #SV>, !sparse_tensor.iterator<#SV, lvls = 0>
    %n = arith.subf %acc, %vb : f64
    sparse_tensor.yield %n : f64
  }
  case %ia, %ib {
    %va = sparse_tensor.extract_value %a at %ia : tensor<?xf64, #SV>, !sparse_tensor.iterator<#SV, lvls = 0>
    %vb = sparse_tensor.extract_value %b at %ib : tensor<?xf64, #SV>, !sparse_tensor.iterator<#SV, lvls = 0>
    %m = arith.mulf %va, %vb : f64
    %n = arith.addf %acc, %m : f64
    sparse_tensor.yield %n : f64
  }
  sparse_tensor.coiterate (%sa, %sb) at(_)
       : (!sparse_tensor.iter_space<#SV, lvls = 0>, !sparse_tensor.iter_space<#SV, lvls = 0>)
  case %ia, %ib {
  }
  return %r : f64
}

func.func private @types(!sparse_tensor.iter_space<#CSR, lvls = 0 to 2>, !sparse_tensor.iterator<#CSR, lvls = 1>,
                         !sparse_tensor.iter_space<#COO, lvls = 1 to 2>, !sparse_tensor.iterator<#CSF, lvls = 0 to 3>)

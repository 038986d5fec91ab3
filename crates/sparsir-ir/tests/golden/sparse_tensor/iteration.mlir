// The sparse iteration ops: extract_iteration_space (with and without a parent
// iterator, one and several levels), iterate (used coordinates with `_`,
// loop-carried values, nesting), coiterate (cases, iter_args), extract_value.

#CSF = #sparse_tensor.encoding<{ map = (a, b, c) -> (a : compressed, b : compressed, c : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (a, b) -> (a : compressed(nonunique), b : singleton) }>
#SV = #sparse_tensor.encoding<{ map = (a) -> (a : compressed) }>

func.func @nest(%t: tensor<3x4x5xf32, #CSF>, %init: f32) -> f32 {
  %top = sparse_tensor.extract_iteration_space %t lvls = 0 : tensor<3x4x5xf32, #CSF> -> !sparse_tensor.iter_space<#CSF, lvls = 0>
  %r = sparse_tensor.iterate %i in %top at(%a) iter_args(%acc = %init) : !sparse_tensor.iter_space<#CSF, lvls = 0> -> f32 {
    %rest = sparse_tensor.extract_iteration_space %t at %i lvls = 1 to 3 : tensor<3x4x5xf32, #CSF>, !sparse_tensor.iterator<#CSF, lvls = 0> -> !sparse_tensor.iter_space<#CSF, lvls = 1 to 3>
    %s = sparse_tensor.iterate %j in %rest at(_, %c) iter_args(%x = %acc) : !sparse_tensor.iter_space<#CSF, lvls = 1 to 3> -> f32 {
      %v = sparse_tensor.extract_value %t at %j : tensor<3x4x5xf32, #CSF>, !sparse_tensor.iterator<#CSF, lvls = 1 to 3>
      sparse_tensor.yield %v : f32
    }
    sparse_tensor.yield %s : f32
  }
  sparse_tensor.iterate %i in %top : !sparse_tensor.iter_space<#CSF, lvls = 0> {
  }
  return %r : f32
}

func.func @pairs(%p: tensor<6x7xf64, #COO>, %n: index, %m: f64) -> (index, f64) {
  %sp = sparse_tensor.extract_iteration_space %p lvls = 0 to 2 : tensor<6x7xf64, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 0 to 2>
  %r:2 = sparse_tensor.iterate %it in %sp at(%row, %col) iter_args(%a = %n, %b = %m) : !sparse_tensor.iter_space<#COO, lvls = 0 to 2> -> (index, f64) {
    %v = sparse_tensor.extract_value %p at %it : tensor<6x7xf64, #COO>, !sparse_tensor.iterator<#COO, lvls = 0 to 2>
    sparse_tensor.yield %col, %v : index, f64
  }
  sparse_tensor.iterate %it in %sp at(%row) : !sparse_tensor.iter_space<#COO, lvls = 0 to 2> {
  }
  return %r#0, %r#1 : index, f64
}

func.func @merge(%x: tensor<?xf64, #SV>, %y: tensor<?xf64, #SV>, %zero: f64) -> f64 {
  %sx = sparse_tensor.extract_iteration_space %x lvls = 0 : tensor<?xf64, #SV> -> !sparse_tensor.iter_space<#SV, lvls = 0>
  %sy = sparse_tensor.extract_iteration_space %y lvls = 0 : tensor<?xf64, #SV> -> !sparse_tensor.iter_space<#SV, lvls = 0>
  %r = sparse_tensor.coiterate (%sx, %sy) at(%i) iter_args(%acc = %zero)
       : (!sparse_tensor.iter_space<#SV, lvls = 0>, !sparse_tensor.iter_space<#SV, lvls = 0>) -> f64
  case %ix, _ {
    %v = sparse_tensor.extract_value %x at %ix : tensor<?xf64, #SV>, !sparse_tensor.iterator<#SV, lvls = 0>
    sparse_tensor.yield %v : f64
  }
  case _, %iy {
    sparse_tensor.yield %acc : f64
  }
  case %ix, %iy {
    %v = sparse_tensor.extract_value %y at %iy : tensor<?xf64, #SV>, !sparse_tensor.iterator<#SV, lvls = 0>
    sparse_tensor.yield %v : f64
  }
  sparse_tensor.coiterate (%sx, %sy, %sx) : (!sparse_tensor.iter_space<#SV, lvls = 0>, !sparse_tensor.iter_space<#SV, lvls = 0>, !sparse_tensor.iter_space<#SV, lvls = 0>)
  case %a, _, %c {
  }
  case _, %b, _ {
  }
  return %r : f64
}

// Invalid sparse_tensor region ops: binary/unary/reduce/select/yield regions,
// foreach blocks, and the iteration ops (extract_iteration_space, iterate,
// coiterate, extract_value) with their types.

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64, %y: f64) -> f64 {
  %0 = sparse_tensor.binary %x, %y : f64, f64 to f64  // expected-error {{overlap region must have exactly 2 arguments}}
    overlap = {
    ^bb0(%a: f64):
      sparse_tensor.yield %a : f64
    }
    left = {}
    right = {}
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64, %y: f64) -> f64 {
  // expected-error @+1 {{overlap region argument 1 type mismatch}}
  %0 = sparse_tensor.binary %x, %y : f64, f64 to f64
    overlap = {
    ^bb0(%a: f32, %b: f64):
      sparse_tensor.yield %b : f64
    }
    left = {}
    right = {}
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64, %y: f64) -> f64 {
  // expected-error @below {{overlap region yield type mismatch}}
  %0 = sparse_tensor.binary %x, %y : f64, f64 to f64
    overlap = {
    ^bb0(%a: f64, %b: f64):
      %c = arith.truncf %a : f64 to f32
      sparse_tensor.yield %c : f32
    }
    left = {}
    right = {}
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64, %y: f64) -> f64 {
  %0 = sparse_tensor.binary %x, %y : f64, f64 to f64
  // expected-error @above {{left region must have exactly 1 arguments}}
    overlap = {}
    left = {
    ^bb0(%a: f64, %b: f64):
      sparse_tensor.yield %a : f64
    }
    right = {}
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64, %y: f64) -> f64 {
  %0 = sparse_tensor.binary %x, %y : f64, f64 to f64
  // expected-error @-1 {{right region argument 1 type mismatch}}
    overlap = {}
    left = {}
    right = {
    ^bb0(%a: f32):
      %e = arith.extf %a : f32 to f64
      sparse_tensor.yield %e : f64
    }
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64, %y: i32) -> f64 {
  // expected-error @+1 {{right=identity requires second argument to have the same type as the output}}
  %0 = sparse_tensor.binary %x, %y : f64, i32 to f64
    overlap = {}
    left = {}
    right = identity
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f32, %y: f64) -> f64 {
  %0 = sparse_tensor.binary %x, %y : f32, f64 to f64  // expected-error {{left=identity requires first argument to have the same type as the output}}
    overlap = {}
    left = identity
    right = {}
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64, %y: f64) -> f64 {
  // expected-error @+1 {{overlap region must end with sparse_tensor.yield}}
  %0 = sparse_tensor.binary %x, %y : f64, f64 to f64
    overlap = {
    ^bb0(%a: f64, %b: f64):
      %s = arith.addf %a, %b : f64
    }
    left = {}
    right = {}
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64, %y: f64) -> f64 {
  // expected-error @below {{overlap region yield type mismatch}}
  %0 = sparse_tensor.binary %x, %y : f64, f64 to f64
    overlap = {
    ^bb0(%a: f64, %b: f64):
      sparse_tensor.yield %a, %b : f64, f64
    }
    left = {}
    right = {}
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64, %y: f64) -> f64 {
  %0 = sparse_tensor.binary %x, %y : f64, f64 to f64
    overlap = {}
    right = {}
    // expected-error @above {{custom op 'sparse_tensor.binary' expected 'left'}}
    left = {}
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64) -> f64 {
  %0 = sparse_tensor.unary %x : f64 to f64
  // expected-error @-1 {{present region must have exactly 1 arguments}}
    present = {
    ^bb0(%a: f64, %b: f64):
      sparse_tensor.yield %a : f64
    }
    absent = {}
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64) -> f64 {
  // expected-error @+1 {{present region argument 1 type mismatch}}
  %0 = sparse_tensor.unary %x : f64 to f64
    present = {
    ^bb0(%a: i32):
      %c = arith.constant 1.0 : f64
      sparse_tensor.yield %c : f64
    }
    absent = {}
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64) -> f64 {
  %0 = sparse_tensor.unary %x : f64 to f64  // expected-error {{present region yield type mismatch}}
    present = {
    ^bb0(%a: f64):
      %c = arith.constant 1 : i32
      sparse_tensor.yield %c : i32
    }
    absent = {}
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64) -> f64 {
  // expected-error @+1 {{absent region must have exactly 0 arguments}}
  %0 = sparse_tensor.unary %x : f64 to f64
    present = {}
    absent = {
    ^bb0(%a: f64):
      sparse_tensor.yield %a : f64
    }
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64, %y: f64) -> f64 {
  // expected-error @below {{absent region cannot yield linalg argument}}
  %0 = sparse_tensor.unary %x : f64 to f64
    present = {}
    absent = {
      sparse_tensor.yield %y : f64
    }
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64) -> f64 {
  %0 = sparse_tensor.unary %x : f64 to f64
    present = identity
    // expected-error @above {{expected '{' to begin a region}}
    absent = {}
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64) -> f64 {
  %0 = sparse_tensor.unary %x : f64 to f64
    absent = {}
    // expected-error @-1 {{custom op 'sparse_tensor.unary' expected 'present'}}
    present = {}
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64, %y: f64, %i: f64) -> f64 {
  // expected-error @+1 {{reduce region must have exactly 2 arguments}}
  %0 = sparse_tensor.reduce %x, %y, %i : f64 {
  ^bb0(%a: f64):
    sparse_tensor.yield %a : f64
  }
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64, %y: f64, %i: f64) -> f64 {
  %0 = sparse_tensor.reduce %x, %y, %i : f64 {  // expected-error {{reduce region argument 2 type mismatch}}
  ^bb0(%a: f64, %b: f32):
    sparse_tensor.yield %a : f64
  }
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64, %y: f64, %i: f64) -> f64 {
  // expected-error @+1 {{reduce region yield type mismatch}}
  %0 = sparse_tensor.reduce %x, %y, %i : f64 {
  ^bb0(%a: f64, %b: f64):
    %c = arith.constant 0 : i64
    sparse_tensor.yield %c : i64
  }
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64, %y: f64, %i: f32) -> f64 {
// expected-note @above {{prior use here}}
  // expected-error @below {{use of value '%i' expects different type than prior uses: 'f64' vs 'f32'}}
  %0 = sparse_tensor.reduce %x, %y, %i : f64 {
  ^bb0(%a: f64, %b: f64):
    sparse_tensor.yield %a : f64
  }
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64) -> f64 {
  %0 = sparse_tensor.select %x : f64 {
  // expected-error @-1 {{select region must have exactly 1 arguments}}
  ^bb0(%a: f64, %b: f64):
    %t = arith.constant true
    sparse_tensor.yield %t : i1
  }
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64) -> f64 {
  // expected-error @+1 {{select region yield type mismatch}}
  %0 = sparse_tensor.select %x : f64 {
  ^bb0(%a: f64):
    sparse_tensor.yield %a : f64
  }
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64) -> f64 {
  %0 = sparse_tensor.select %x : f64 {  // expected-error {{select region argument 1 type mismatch}}
  ^bb0(%a: i32):
    %t = arith.constant true
    sparse_tensor.yield %t : i1
  }
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64) -> f64 {
  // expected-error @+1 {{select region yield type mismatch}}
  %0 = sparse_tensor.select %x : f64 {
  ^bb0(%a: f64):
    %t = arith.constant 1 : i8
    sparse_tensor.yield %t : i8
  }
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64) -> f64 {
  // expected-error @below {{'sparse_tensor.yield' op expects parent op to be one of 'sparse_tensor.binary, sparse_tensor.unary, sparse_tensor.reduce, sparse_tensor.select, sparse_tensor.foreach, sparse_tensor.iterate, sparse_tensor.coiterate'}}
  sparse_tensor.yield %x : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%x: f64) -> f64 {
  %0 = sparse_tensor.unary %x : f64 to f64
    present = {
    ^bb0(%a: f64):
      sparse_tensor.yield %a
      // expected-error @above {{expected ':'}}
    }
    absent = {}
  return %0 : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64, #CSR>) {
  sparse_tensor.foreach in %t : tensor<8x8xf64, #CSR> do {
  // expected-error @-1 {{Unmatched number of arguments in the block}}
  ^bb0(%i: index, %v: f64):
  }
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64, #CSR>) {
  // expected-error @+1 {{Expecting Index type for argument at index 1}}
  sparse_tensor.foreach in %t : tensor<8x8xf64, #CSR> do {
  ^bb0(%i: index, %j: i32, %v: f64):
  }
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64, #CSR>) {
  sparse_tensor.foreach in %t : tensor<8x8xf64, #CSR> do {  // expected-error {{Unmatched element type between input tensor and block argument, expected:f64, got: f32}}
  ^bb0(%i: index, %j: index, %v: f32):
  }
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64, #CSR>, %init: f64) -> f64 {
  // expected-error @+1 {{Mismatch in types of yield values and results}}
  %r = sparse_tensor.foreach in %t init(%init) : tensor<8x8xf64, #CSR>, f64 -> f64 do {
  ^bb0(%i: index, %j: index, %v: f64, %acc: f32):
    sparse_tensor.yield %acc : f32
  }
  return %r : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64, #CSR>, %init: f64) -> f64 {
  // expected-error @below {{Mismatch in types of yield values and results}}
  %r = sparse_tensor.foreach in %t init(%init) : tensor<8x8xf64, #CSR>, f64 -> f64 do {
  ^bb0(%i: index, %j: index, %v: f64, %acc: f64):
    %c = arith.constant 1 : i32
    sparse_tensor.yield %c : i32
  }
  return %r : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64, #CSR>, %init: f64) -> f64 {
  %r = sparse_tensor.foreach in %t init(%init) : tensor<8x8xf64, #CSR>, f64 -> f64 do {
  ^bb0(%i: index, %j: index, %v: f64, %acc: f64):
    sparse_tensor.yield
    // expected-error @above {{expected ':'}}
  }
  return %r : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64>) {
  sparse_tensor.foreach in %t {order = affine_map<(i, j, k) -> (k, j, i)>} : tensor<8x8xf64> do {
  // expected-error @-1 {{Level traverse order does not match tensor's level rank}}
  ^bb0(%i: index, %j: index, %v: f64):
  }
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64, #CSR>) {
  // expected-error @+1 {{'sparse_tensor.extract_iteration_space' op parent iterator should be specified iff level lower bound equals 0}}
  %s = sparse_tensor.extract_iteration_space %t lvls = 1 : tensor<8x8xf64, #CSR> -> !sparse_tensor.iter_space<#CSR, lvls = 1>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64, #CSR>) {
  // expected-error @+1 {{'sparse_tensor.extract_iteration_space' op failed to infer returned types}}
  %s = sparse_tensor.extract_iteration_space %t lvls = 0 : tensor<8x8xf64, #CSR> -> !sparse_tensor.iter_space<#CSR, lvls = 0 to 2>  // expected-error {{'sparse_tensor.extract_iteration_space' op inferred type(s) '!sparse_tensor.iter_space<<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>, lvls = 0>' are incompatible with return type(s) of operation '!sparse_tensor.iter_space<<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>, lvls = 0 to 2>'}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64, #CSR>, %it: !sparse_tensor.iterator<#CSR, lvls = 0>) {
  // expected-error @below {{'sparse_tensor.extract_iteration_space' op parent iterator should be specified iff level lower bound equals 0}}
  %s = sparse_tensor.extract_iteration_space %t at %it lvls = 0 : tensor<8x8xf64, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 0> -> !sparse_tensor.iter_space<#CSR, lvls = 0>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64, #CSR>, %it: !sparse_tensor.iterator<#COO, lvls = 0>) {
  %s = sparse_tensor.extract_iteration_space %t at %it lvls = 1 : tensor<8x8xf64, #CSR>, !sparse_tensor.iterator<#COO, lvls = 0> -> !sparse_tensor.iter_space<#CSR, lvls = 1>
  // expected-error @above {{'sparse_tensor.extract_iteration_space' op mismatch in parent iterator encoding and iteration space encoding.}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64, #CSR>) {
  %s = sparse_tensor.extract_iteration_space %t lvls = 1 to 1 : tensor<8x8xf64, #CSR> -> !sparse_tensor.iter_space<#CSR, lvls = 1 to 1>
  // expected-error @-1 {{custom op 'sparse_tensor.extract_iteration_space' expect larger level upper bound than lower bound}}
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%s: !sparse_tensor.iter_space<#SV, lvls = 0>, %i: f32) -> f64 {  // expected-note {{prior use here}}
  // expected-error @+1 {{use of value '%i' expects different type than prior uses: 'f64' vs 'f32'}}
  %r = sparse_tensor.iterate %it in %s iter_args(%a = %i) : !sparse_tensor.iter_space<#SV, lvls = 0> -> f64 {
    sparse_tensor.yield %a : f32
  }
  return %r : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%s: !sparse_tensor.iter_space<#SV, lvls = 0>, %i: f64) -> f64 {
  // expected-error @+1 {{'sparse_tensor.iterate' op 0-th region iter_arg and 0-th yielded value have different type: 'f64' != 'i32'}}
  %r = sparse_tensor.iterate %it in %s iter_args(%a = %i) : !sparse_tensor.iter_space<#SV, lvls = 0> -> f64 {
    %c = arith.constant 0 : i32
    sparse_tensor.yield %c : i32
  }
  return %r : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%s: !sparse_tensor.iter_space<#SV, lvls = 0>) {
  // expected-error @below {{'sparse_tensor.iterate' op required out-of-bound coordinates}}
  sparse_tensor.iterate %it in %s at(%a, %b) : !sparse_tensor.iter_space<#SV, lvls = 0> {
  }
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%s: !sparse_tensor.iter_space<#SV, lvls = 0>, %t: tensor<8xf64, #SV>) {
  sparse_tensor.iterate %it in %s : !sparse_tensor.iter_space<#SV, lvls = 0> {
  // expected-note @-1 {{prior use here}}
    %v = sparse_tensor.extract_value %t at %it : tensor<8xf64, #SV>, !sparse_tensor.iterator<#CSR, lvls = 0>
    // expected-error @above {{use of value '%it' expects different type than prior uses: '!sparse_tensor.iterator<<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>, lvls = 0>' vs '!sparse_tensor.iterator<<{ map = (d0) -> (d0 : compressed) }>, lvls = 0>'}}
  }
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%t: tensor<8x8xf64, #CSR>, %it: !sparse_tensor.iterator<#CSR, lvls = 0>) {
  // expected-error @+1 {{'sparse_tensor.extract_value' op must use last-level iterator to extract values. }}
  %v = sparse_tensor.extract_value %t at %it : tensor<8x8xf64, #CSR>, !sparse_tensor.iterator<#CSR, lvls = 0>
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%a: !sparse_tensor.iter_space<#SV, lvls = 0>, %b: !sparse_tensor.iter_space<#SV, lvls = 0>, %i: f64) -> f64 {
  %r = sparse_tensor.coiterate (%a, %b) at(%c) iter_args(%x = %i) : (!sparse_tensor.iter_space<#SV, lvls = 0>, !sparse_tensor.iter_space<#SV, lvls = 0>) -> f64  // expected-error {{'sparse_tensor.coiterate' op types mismatch between 0th yield value and defined value on 1th region}}
  case %p, _ {
    sparse_tensor.yield %x : f64
  }
  case %p, %q {
    %z = arith.constant 0 : i32
    sparse_tensor.yield %z : i32
  }
  return %r : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%a: !sparse_tensor.iter_space<#SV, lvls = 0>, %b: !sparse_tensor.iter_space<#SV, lvls = 0>, %i: f64) -> f64 {
  // expected-error @+1 {{custom op 'sparse_tensor.coiterate' parsed more value than expected.}}
  %r = sparse_tensor.coiterate (%a, %b) at(%c) iter_args(%x = %i) : (!sparse_tensor.iter_space<#SV, lvls = 0>, !sparse_tensor.iter_space<#SV, lvls = 0>) -> f64
  case %p, _, _ {
    sparse_tensor.yield %x : f64
  }
  return %r : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @f(%a: !sparse_tensor.iter_space<#SV, lvls = 0>, %b: !sparse_tensor.iter_space<#SV, lvls = 0>, %i: f64) -> f64 {
  // expected-error @below {{'sparse_tensor.coiterate' op contains duplicated cases.}}
  %r = sparse_tensor.coiterate (%a, %b) at(%c) iter_args(%x = %i) : (!sparse_tensor.iter_space<#SV, lvls = 0>, !sparse_tensor.iter_space<#SV, lvls = 0>) -> f64
  case %p, %q {
    sparse_tensor.yield %x : f64
  }
  case %p, %q {
    sparse_tensor.yield %x : f64
  }
  return %r : f64
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func private @f(!sparse_tensor.iter_space<#CSR, lvls = 2 to 1>)
// expected-error @above {{expect larger level upper bound than lower bound}}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func private @f(!sparse_tensor.iterator<#CSR, levels = 0>)
// expected-error @-1 {{expected 'lvls'}}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
// expected-error @+1 {{expected '<'}}
func.func private @f(!sparse_tensor.iter_space<tensor<4xf32>, lvls = 0>)  // expected-error {{failed to parse SparseTensor_IterSpace parameter 'encoding' which is to be a `::mlir::sparse_tensor::SparseTensorEncodingAttr`}}

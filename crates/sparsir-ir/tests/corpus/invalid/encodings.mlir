// Invalid #sparse_tensor.encoding attributes: one rule of the encoding parser /
// verifier per case.

#E = #sparse_tensor.encoding<{ map = (i) -> (i : sparse) }>  // expected-error {{unknown level format: sparse}}
func.func private @f(tensor<8xf32, #E>)

// -----

// expected-error @+1 {{unknown level property: high}}
#E = #sparse_tensor.encoding<{ map = (i) -> (i : compressed(high)) }>
func.func private @f(tensor<8xf32, #E>)

// -----

// expected-error @below {{unknown level format: block2_4}}
#E = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : block2_4) }>
func.func private @f(tensor<8x8xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4]), crdWidth = 2 }>
// expected-error @above {{unexpected coordinate bitwidth: 2}}
func.func private @f(tensor<8x8xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (i) -> (i : compressed), posWidth = 7 }>
// expected-error @-1 {{unexpected position bitwidth: 7}}
func.func private @f(tensor<8xf32, #E>)

// -----

// expected-error @+1 {{unexpected coordinate bitwidth: 128}}
#E = #sparse_tensor.encoding<{ map = (i) -> (i : compressed), crdWidth = 128 }>
func.func private @f(tensor<8xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func private @f(tensor<8xf32, #E>)  // expected-error {{dimension-rank mismatch between encoding and tensor shape: 2 != 1}}

// -----

#E = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : dense, j : compressed(nonunique), k : singleton) }>
// expected-error @+1 {{dimension-rank mismatch between encoding and tensor shape: 3 != 2}}
func.func private @f(tensor<10x10xf32, #E>)

// -----

// expected-error @below {{failed to infer lvlToDim from dimToLvl}}
#E = #sparse_tensor.encoding<{ map = (i, j) -> (i * 4 + j : compressed) }>
func.func private @f(tensor<8x4xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : singleton) }>
// expected-error @above {{expected compressed or loose_compressed level before singleton level}}
func.func private @f(tensor<8x8xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton, k : dense) }>
// expected-error @-1 {{use of undeclared identifier}}
func.func private @f(tensor<8x8xf32, #E>)

// -----

// expected-error @+1 {{SoA is only applicable to singleton lvlTypes.}}
#E = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : compressed(soa)) }>
func.func private @f(tensor<8x8xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : batch) }>  // expected-error {{Batch lvlType can only be leading levels.}}
func.func private @f(tensor<8x8xf32, #E>)

// -----

// expected-error @+1 {{expected n <= m in n_out_of_m}}
#E = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[5, 4]) }>
func.func private @f(tensor<8x8xf32, #E>)

// -----

// expected-error @below {{expected n_out_of_m to be the last level type}}
#E = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j floordiv 4 : structured[2, 4], j mod 4 : dense) }>
func.func private @f(tensor<8x8xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), explicitVal = 1.0 : f64 }>
func.func private @f(tensor<8x8xf32, #E>)
// expected-error @above {{explicit value type mismatch between encoding and tensor element type: 'f64' != 'f32'}}

// -----

#E = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), implicitVal = 1 : i32 }>
func.func private @f(tensor<8x8xi32, #E>)
// expected-error @-1 {{implicit value must be zero}}

// -----

#E = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), implicitVal = 0 : i64 }>
// expected-error @+1 {{implicit value type mismatch between encoding and tensor element type: 'i64' != 'i32'}}
func.func private @f(tensor<8x8xi32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), foo = 1 }>  // expected-error {{unexpected key: foo}}
func.func private @f(tensor<8x8xf32, #E>)

// -----

// expected-error @+1 {{expected a non-empty array for lvlTypes}}
#E = #sparse_tensor.encoding<{ posWidth = 32 }>
func.func private @f(tensor<8x8xf32, #E>)

// -----

// expected-error @below {{level-rank mismatch between dimToLvl and lvlTypes: 2 != 4}}
#E = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), map = (i, j) -> (i : dense, j : dense) }>
func.func private @f(tensor<8x8xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = {l0, l1} (i = l0, j = l1) -> (l0 = i : dense) }>
// expected-error @above {{Level-rank mismatch between forward-declarations and specifiers. Declared 2 level-variables; but got 1 level-specifiers.}}
func.func private @f(tensor<8x8xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (i : #sparse_tensor<slice(0, 4, 0)>, j : #sparse_tensor<slice(0, 4, 1)>) -> (i : dense, j : compressed) }>
// expected-error @-1 {{expect positive value or ? for slice stride}}
func.func private @f(tensor<8x8xf32, #E>)

// -----

// expected-error @+1 {{failed to infer lvlToDim from dimToLvl}}
#E = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, i : compressed) }>
func.func private @f(tensor<8x8xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, k : compressed) }>  // expected-error {{use of undeclared identifier}}
func.func private @f(tensor<8x8xf32, #E>)

// -----

// expected-error @+1 {{expected ')' in level-specifier list}}
#E = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense j : compressed) }>
func.func private @f(tensor<8x8xf32, #E>)

// -----

// expected-error @below {{unexpected position bitwidth: 4294967288}}
#E = #sparse_tensor.encoding<{ map = (i) -> (i : compressed), posWidth = -8 }>
func.func private @f(tensor<8xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (i : #sparse_tensor<slice(-1, 4, 1)>, j) -> (i : dense, j : compressed) }>
// expected-error @above {{expect positive value or ? for slice offset/size/stride}}
func.func private @f(tensor<8x8xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (i : #sparse_tensor<slice(0, 0, 1)>, j) -> (i : dense, j : compressed) }>
// expected-error @-1 {{expect positive value or ? for slice size}}
func.func private @f(tensor<8x8xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), explicitVal = 1 : i32 }>
// expected-error @+1 {{explicit value type mismatch between encoding and tensor element type: 'i32' != 'f32'}}
func.func private @f(tensor<8x8xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func private @f(tensor<*xf32, #E>)  // expected-error {{expected non-scalar sparse tensor}}

// -----

#E = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
// expected-error @+1 {{expected '>' in vector type}}
func.func private @f(vector<8x8xf32, #E>)

// -----

// expected-error @below {{SoA is only applicable to singleton lvlTypes.}}
#E = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed(soa)) }>
func.func private @f(tensor<8x8xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : singleton(soa)) }>
// expected-error @above {{expected compressed or loose_compressed level before singleton level}}
func.func private @f(tensor<8x8xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : structured[2]) }>
// expected-error @-1 {{expected exactly 2 structured sizes}}
func.func private @f(tensor<8x8xf32, #E>)

// -----

// expected-error @+1 {{failed to infer lvlToDim from dimToLvl}}
#E = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 0 : dense, j : compressed) }>
func.func private @f(tensor<8x8xf32, #E>)

// -----

#E = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func private @f(tensor<8x8xf32, #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>>)  // expected-error {{dimension-rank mismatch between encoding and tensor shape: 1 != 2}}

// -----

// expected-error @+1 {{unbalanced '{' character in pretty dialect name}}
#E = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed),

// Every graphblas op in its custom form, with the 2022 spellings mlir-graphblas
// programs use: `func @name`, the `dimLevelType` encoding, `!llvm.ptr<i8>`.
// (graphblas is not an MLIR 22 dialect: check_mlir22.sh skips this directory.)

#CSR64 = #sparse_tensor.encoding<{
  dimLevelType = [ "dense", "compressed" ],
  dimOrdering = affine_map<(i,j) -> (i,j)>,
  pointerBitWidth = 64,
  indexBitWidth = 64
}>
#CSC64 = #sparse_tensor.encoding<{
  dimLevelType = [ "dense", "compressed" ],
  dimOrdering = affine_map<(i,j) -> (j,i)>,
  pointerBitWidth = 64,
  indexBitWidth = 64
}>
#CV64 = #sparse_tensor.encoding<{ dimLevelType = [ "compressed" ], pointerBitWidth = 64, indexBitWidth = 64 }>
#CSR32 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 32 }>

module {
  func private @uniform_choose_n(!llvm.ptr<i8>, i64, i64, memref<?xi64>, memref<?xf64>)

  func @elementwise(%a: tensor<?x?xf64, #CSR64>, %b: tensor<?x?xf64, #CSR64>, %m: tensor<?x?xi32, #CSR64>,
                    %v: tensor<?xi64, #CV64>, %t: f64) -> tensor<?x?xf64, #CSR64> {
    %0 = graphblas.apply %a, %t { apply_operator = "div" } : (tensor<?x?xf64, #CSR64>, f64) to tensor<?x?xf64, #CSR64>
    %1 = graphblas.apply %t, %a { apply_operator = "minus" } : (f64, tensor<?x?xf64, #CSR64>) to tensor<?x?xf64, #CSR64>
    %2 = graphblas.apply %v { apply_operator = "abs" } : (tensor<?xi64, #CV64>) to tensor<?xi64, #CV64>
    %3 = graphblas.apply %a { apply_operator = "column" } : (tensor<?x?xf64, #CSR64>) to tensor<?x?xi64, #CSR64>
    %4 = graphblas.apply %a, %t { apply_operator = "gt" } : (tensor<?x?xf64, #CSR64>, f64) to tensor<?x?xi8, #CSR64>
    graphblas.apply %a { apply_operator = "sin", in_place = true } : (tensor<?x?xf64, #CSR64>) to tensor<?x?xf64, #CSR64>
    %5 = graphblas.apply_generic %a : tensor<?x?xf64, #CSR64> to tensor<?x?xf64, #CSR64> {
      ^bb0(%x: f64):
        %n = arith.negf %x : f64
        graphblas.yield transform_out %n : f64
    }
    %6 = graphblas.union %a, %b { union_operator = "plus" } : (tensor<?x?xf64, #CSR64>, tensor<?x?xf64, #CSR64>) to tensor<?x?xf64, #CSR64>
    %7 = graphblas.union %a, %b, %m { union_operator = "max", mask_complement = true } : (tensor<?x?xf64, #CSR64>, tensor<?x?xf64, #CSR64>, tensor<?x?xi32, #CSR64>) to tensor<?x?xf64, #CSR64>
    %8 = graphblas.intersect %a, %b { intersect_operator = "minus" } : (tensor<?x?xf64, #CSR64>, tensor<?x?xf64, #CSR64>) to tensor<?x?xf64, #CSR64>
    %9 = graphblas.intersect_generic %a, %b : (tensor<?x?xf64, #CSR64>, tensor<?x?xf64, #CSR64>) to tensor<?x?xf64, #CSR64> {
      ^bb0(%x: f64, %y: f64):
        %s = arith.addf %x, %y : f64
        graphblas.yield mult %s : f64
    }
    %10 = graphblas.union_generic %a, %b : (tensor<?x?xf64, #CSR64>, tensor<?x?xf64, #CSR64>) to tensor<?x?xf64, #CSR64> {
      ^bb0(%x: f64, %y: f64):
        %s = arith.maximumf %x, %y : f64
        graphblas.yield mult %s : f64
    }
    %11 = graphblas.uniform_complement %a, %t : tensor<?x?xf64, #CSR64>, f64 to tensor<?x?xf64, #CSR64>
    %12 = graphblas.select_mask %a, %m { mask_complement = true } : tensor<?x?xf64, #CSR64>, tensor<?x?xi32, #CSR64> to tensor<?x?xf64, #CSR64>
    %13 = graphblas.select %a { selector = "triu" } : tensor<?x?xf64, #CSR64> to tensor<?x?xf64, #CSR64>
    %14 = graphblas.select %a, %t { selector = "gt" } : tensor<?x?xf64, #CSR64>, f64 to tensor<?x?xf64, #CSR64>
    %15 = graphblas.select_generic %a : tensor<?x?xf64, #CSR64> to tensor<?x?xf64, #CSR64> {
      ^bb0(%x: f64, %row: index, %col: index):
        %c = arith.cmpi ugt, %col, %row : index
        graphblas.yield select_out %c : i1
    }
    graphblas.update %6 -> %7(%m) { accumulate_operator = "plus", replace = true } : tensor<?x?xf64, #CSR64> -> tensor<?x?xf64, #CSR64>(tensor<?x?xi32, #CSR64>)
    graphblas.update %8 -> %9 : tensor<?x?xf64, #CSR64> -> tensor<?x?xf64, #CSR64>
    graphblas.update_generic %10 -> %11 {mask_complement = false} : tensor<?x?xf64, #CSR64> -> tensor<?x?xf64, #CSR64> {
      ^bb0(%x: f64, %y: f64):
        %s = arith.addf %x, %y : f64
        graphblas.yield accumulate %s : f64
    }
    return %12 : tensor<?x?xf64, #CSR64>
  }

  func @multiply(%a: tensor<?x?xi64, #CSR64>, %b: tensor<?x?xi64, #CSC64>, %v: tensor<?xi64, #CV64>) -> i64 {
    %c0 = arith.constant 0 : i64
    %0 = graphblas.matrix_multiply %a, %b { semiring = "plus_times" } : (tensor<?x?xi64, #CSR64>, tensor<?x?xi64, #CSC64>) to tensor<?x?xi64, #CSR64>
    %1 = graphblas.matrix_multiply %a, %b, %0 { semiring = "plus_pair" } : (tensor<?x?xi64, #CSR64>, tensor<?x?xi64, #CSC64>, tensor<?x?xi64, #CSR64>) to tensor<?x?xi64, #CSR64>
    %2 = graphblas.matrix_multiply %a, %v, %v { semiring = "any_overlapi", mask_complement = true } : (tensor<?x?xi64, #CSR64>, tensor<?xi64, #CV64>, tensor<?xi64, #CV64>) to tensor<?xi64, #CV64>
    %3 = graphblas.matrix_multiply %v, %b { semiring = "min_plus" } : (tensor<?xi64, #CV64>, tensor<?x?xi64, #CSC64>, ) to tensor<?xi64, #CV64>
    %4 = graphblas.matrix_multiply %v, %v { semiring = "max_first" } : (tensor<?xi64, #CV64>, tensor<?xi64, #CV64>) to i64
    %5 = graphblas.matrix_multiply_generic %a, %b {mask_complement = false} : (tensor<?x?xi64, #CSR64>, tensor<?x?xi64, #CSC64>) to tensor<?x?xi64, #CSR64> {
        graphblas.yield add_identity %c0 : i64
      }, {
      ^bb0(%x: i64, %y: i64):
        %s = arith.addi %x, %y : i64
        graphblas.yield add %s : i64
      }, {
      ^bb0(%x: i64, %y: i64):
        %p = arith.muli %x, %y : i64
        graphblas.yield mult %p : i64
      }, {
      ^bb0(%x: i64):
        %q = arith.addi %x, %x : i64
        graphblas.yield transform_out %q : i64
      }
    %6 = graphblas.matrix_multiply_reduce_to_scalar_generic %a, %b, %a : (tensor<?x?xi64, #CSR64>, tensor<?x?xi64, #CSC64>, tensor<?x?xi64, #CSR64>) to i64 {
        graphblas.yield add_identity %c0 : i64
      }, {
      ^bb0(%x: i64, %y: i64):
        %s = arith.addi %x, %y : i64
        graphblas.yield add %s : i64
      }, {
      ^bb0(%x: i64, %y: i64, %row: index, %col: index, %k: index):
        %one = arith.constant 1 : i64
        graphblas.yield mult %one : i64
      }, {
        graphblas.yield agg_identity %c0 : i64
      }, {
      ^bb0(%x: i64, %y: i64):
        %s = arith.addi %x, %y : i64
        graphblas.yield agg %s : i64
      }
    %7 = graphblas.reduce_to_scalar %a { aggregator = "count" } : tensor<?x?xi64, #CSR64> to i64
    %8 = graphblas.reduce_to_scalar %v { aggregator = "argmin" } : tensor<?xi64, #CV64> to i64
    %9 = graphblas.reduce_to_scalar_generic %v : tensor<?xi64, #CV64> to i64 {
        graphblas.yield agg_identity %c0 : i64
      }, {
      ^bb0(%x: i64, %y: i64):
        %s = arith.addi %x, %y : i64
        graphblas.yield agg %s : i64
      }
    %10 = graphblas.reduce_to_vector %a { aggregator = "plus", axis = 0 } : tensor<?x?xi64, #CSR64> to tensor<?xi64, #CV64>
    %11 = graphblas.reduce_to_vector %a, %v { aggregator = "argmax", axis = 1, mask_complement = true } : tensor<?x?xi64, #CSR64>, tensor<?xi64, #CV64> to tensor<?xi64, #CV64>
    %12 = graphblas.reduce_to_vector_generic %a { axis = 1 } : tensor<?x?xi64, #CSR64> to tensor<?xi64, #CV64> {
        graphblas.yield agg_identity %c0 : i64
      }, {
      ^bb0(%x: i64, %y: i64):
        %s = arith.maxsi %x, %y : i64
        graphblas.yield agg %s : i64
      }
    %13 = arith.addi %4, %6 : i64
    return %13 : i64
  }

  func @structure(%a: tensor<?x?xf64, #CSR64>, %v: tensor<?xf64, #CV64>, %ctx: !llvm.ptr<i8>, %n: i64,
                  %idx: tensor<?x?xindex>, %vals: tensor<?xf64>, %r: index, %c: index) {
    %0 = graphblas.transpose %a : tensor<?x?xf64, #CSR64> to tensor<?x?xf64, #CSC64>
    %1 = graphblas.convert_layout %0 : tensor<?x?xf64, #CSC64> to tensor<?x?xf64, #CSR64>
    %2 = graphblas.cast %a : tensor<?x?xf64, #CSR64> to tensor<?x?xf32, #CSR32>
    %3 = graphblas.dup %v : tensor<?xf64, #CV64>
    %4 = graphblas.diag %v : tensor<?xf64, #CV64> to tensor<?x?xf64, #CSC64>
    %5 = graphblas.diag %a : tensor<?x?xf64, #CSR64> to tensor<?xf64, #CV64>
    %6 = graphblas.equal %v, %3 : tensor<?xf64, #CV64>, tensor<?xf64, #CV64>
    %7 = graphblas.from_coo %idx, %vals [%r, %c] : tensor<?x?xindex>, tensor<?xf64> to tensor<?x?xf64, #CSR64>
    %8:2 = graphblas.to_coo %a : tensor<?x?xf64, #CSR64> to tensor<?x?xindex>, tensor<?xf64>
    %9 = graphblas.num_rows %a : tensor<?x?xf64, #CSR64>
    %10 = graphblas.num_cols %a : tensor<?x?xf64, #CSR64>
    %11 = graphblas.num_vals %v : tensor<?xf64, #CV64>
    %12 = graphblas.size %v : tensor<?xf64, #CV64>
    %13 = graphblas.matrix_select_random %a, %n, %ctx { choose_n = @uniform_choose_n } : (tensor<?x?xf64, #CSR64>, i64, !llvm.ptr<i8>) to tensor<?x?xf64, #CSR64>
    %p = arith.constant 0.5 : f64
    %14 = graphblas.select %a, %p, %ctx { selector = "probability" } : tensor<?x?xf64, #CSR64>, f64, !llvm.ptr<i8> to tensor<?x?xf64, #CSR64>
    graphblas.comment { comment = "a comment" }
    graphblas.print %6, %9 { strings = ["equal ", " rows "] } : i1, index
    graphblas.print { strings = ["no values"] } :
    graphblas.print_tensor %a { level = 3 } : tensor<?x?xf64, #CSR64>
    return
  }

  // sparsir's extensions: extract / assign with index lists, value masks, union fills.
  func.func @extensions(%a: tensor<?x?xf64, #CSR64>, %v: tensor<?xf64, #CV64>, %m: tensor<?x?xi32, #CSR64>,
                        %rows: tensor<?xindex>, %cols: tensor<3xi64>, %x: f64) {
    %0 = graphblas.extract %a, %rows, %cols : tensor<?x?xf64, #CSR64>, tensor<?xindex>, tensor<3xi64> to tensor<?x3xf64, #CSC64>
    %1 = graphblas.extract %v, %rows : tensor<?xf64, #CV64>, tensor<?xindex> to tensor<?xf64, #CV64>
    %2 = graphblas.assign %a, %x, %rows, %cols { accumulate_operator = "min" } : tensor<?x?xf64, #CSR64>, f64, tensor<?xindex>, tensor<3xi64> to tensor<?x?xf64, #CSR64>
    %3 = graphblas.assign %v, %1, %rows : tensor<?xf64, #CV64>, tensor<?xf64, #CV64>, tensor<?xindex> to tensor<?xf64, #CV64>
    %4 = graphblas.union %a, %a, %m { union_operator = "plus", left_fill = 1.0 : f64, right_fill = 2.0 : f64, value_mask = true } : (tensor<?x?xf64, #CSR64>, tensor<?x?xf64, #CSR64>, tensor<?x?xi32, #CSR64>) to tensor<?x?xf64, #CSR64>
    return
  }
}

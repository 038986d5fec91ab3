#map = affine_map<(d0) -> (d0 * 4)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, memref<?xf32>) -> f32, sym_name = "for_loops"}> ({
  ^bb0(%arg45: index, %arg46: index, %arg47: index, %arg48: memref<?xf32>):
    "scf.for"(%arg45, %arg46, %arg47) ({
    ^bb0(%arg54: index):
      %46 = "memref.load"(%arg48, %arg54) : (memref<?xf32>, index) -> f32
      "memref.store"(%46, %arg48, %arg54) : (f32, memref<?xf32>, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %40 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %41 = "scf.for"(%arg45, %arg46, %arg47, %40) ({
    ^bb0(%arg52: index, %arg53: f32):
      %44 = "memref.load"(%arg48, %arg52) : (memref<?xf32>, index) -> f32
      %45 = "arith.addf"(%arg53, %44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%45) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %42:2 = "scf.for"(%arg45, %arg46, %arg47, %40, %arg45) ({
    ^bb0(%arg49: index, %arg50: f32, %arg51: index):
      %43 = "arith.addi"(%arg51, %arg49) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%arg50, %43) : (f32, index) -> ()
    }) : (index, index, index, f32, index) -> (f32, index)
    "func.return"(%41) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32) -> i32, sym_name = "for_int_iv"}> ({
  ^bb0(%arg39: i32, %arg40: i32, %arg41: i32):
    %37 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %38 = "scf.for"(%arg39, %arg40, %arg41, %37) ({
    ^bb0(%arg43: i32, %arg44: i32):
      %39 = "arith.addi"(%arg44, %arg43) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%39) : (i32) -> ()
    }) : (i32, i32, i32, i32) -> i32
    "scf.for"(%arg39, %arg40, %arg41) <{unsignedCmp}> ({
    ^bb0(%arg42: i32):
      "scf.yield"() : () -> ()
    }) : (i32, i32, i32) -> ()
    "func.return"(%38) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, memref<?x?xf64>) -> (), sym_name = "nested"}> ({
  ^bb0(%arg35: index, %arg36: memref<?x?xf64>):
    %34 = "arith.constant"() <{value = 0 : index}> : () -> index
    %35 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%34, %arg35, %35) ({
    ^bb0(%arg37: index):
      "scf.for"(%34, %arg35, %35) ({
      ^bb0(%arg38: index):
        %36 = "memref.load"(%arg36, %arg37, %arg38) : (memref<?x?xf64>, index, index) -> f64
        "memref.store"(%36, %arg36, %arg38, %arg37) : (f64, memref<?x?xf64>, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, f32), sym_name = "while_loop"}> ({
  ^bb0(%arg29: i32, %arg30: i32):
    %28 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %29:2 = "scf.while"(%arg29, %28) ({
    ^bb0(%arg33: i32, %arg34: f32):
      %33 = "arith.cmpi"(%arg33, %arg30) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "scf.condition"(%33, %arg33, %arg34) : (i1, i32, f32) -> ()
    }, {
    ^bb0(%arg31: i32, %arg32: f32):
      %30 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %31 = "arith.addi"(%arg31, %30) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %32 = "arith.mulf"(%arg32, %arg32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%31, %32) : (i32, f32) -> ()
    }) : (i32, f32) -> (i32, f32)
    "func.return"(%29#0, %29#1) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i64, sym_name = "while_different_types"}> ({
  ^bb0(%arg26: i32):
    %24 = "scf.while"(%arg26) ({
    ^bb0(%arg28: i32):
      %26 = "arith.constant"() <{value = true}> : () -> i1
      %27 = "arith.extsi"(%arg28) : (i32) -> i64
      "scf.condition"(%26, %27) : (i1, i64) -> ()
    }, {
    ^bb0(%arg27: i64):
      %25 = "arith.trunci"(%arg27) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
      "scf.yield"(%25) : (i32) -> ()
    }) : (i32) -> i64
    "func.return"(%24) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, f32, f32, memref<f32>) -> (f32, f32), sym_name = "if_ops"}> ({
  ^bb0(%arg22: i1, %arg23: f32, %arg24: f32, %arg25: memref<f32>):
    "scf.if"(%arg22) ({
      "memref.store"(%arg23, %arg25) : (f32, memref<f32>) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "scf.if"(%arg22) ({
      "memref.store"(%arg23, %arg25) : (f32, memref<f32>) -> ()
      "scf.yield"() : () -> ()
    }, {
      "memref.store"(%arg24, %arg25) : (f32, memref<f32>) -> ()
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %21 = "scf.if"(%arg22) ({
      "scf.yield"(%arg23) : (f32) -> ()
    }, {
      "scf.yield"(%arg24) : (f32) -> ()
    }) : (i1) -> f32
    %22:2 = "scf.if"(%arg22) ({
      %23 = "arith.addf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%23, %arg23) : (f32, f32) -> ()
    }, {
      "scf.yield"(%arg24, %arg24) : (f32, f32) -> ()
    }) : (i1) -> (f32, f32)
    "func.return"(%21, %22#0) : (f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, memref<?x?xf32>) -> (f32, i32), sym_name = "parallel_loops"}> ({
  ^bb0(%arg11: index, %arg12: index, %arg13: index, %arg14: memref<?x?xf32>):
    "scf.parallel"(%arg11, %arg11, %arg12, %arg12, %arg13, %arg13) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg20: index, %arg21: index):
      %20 = "memref.load"(%arg14, %arg20, %arg21) : (memref<?x?xf32>, index, index) -> f32
      "memref.store"(%20, %arg14, %arg21, %arg20) : (f32, memref<?x?xf32>, index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    %13 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %15:2 = "scf.parallel"(%arg11, %arg12, %arg13, %13, %14) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
    ^bb0(%arg15: index):
      %16 = "memref.load"(%arg14, %arg15, %arg15) : (memref<?x?xf32>, index, index) -> f32
      %17 = "arith.index_cast"(%arg15) : (index) -> i32
      "scf.reduce"(%16, %17) ({
      ^bb0(%arg18: f32, %arg19: f32):
        %19 = "arith.addf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%19) : (f32) -> ()
      }, {
      ^bb0(%arg16: i32, %arg17: i32):
        %18 = "arith.muli"(%arg16, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.reduce.return"(%18) : (i32) -> ()
      }) : (f32, i32) -> ()
    }) : (index, index, index, f32, i32) -> (f32, i32)
    "func.return"(%15#0, %15#1) : (f32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xf32>, index, memref<?xf32>) -> tensor<8x16xf32>, sym_name = "forall_ops"}> ({
  ^bb0(%arg2: tensor<8x16xf32>, %arg3: index, %arg4: memref<?xf32>):
    %7 = "scf.forall"(%arg2) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 8, 4>}> ({
    ^bb0(%arg8: index, %arg9: index, %arg10: tensor<8x16xf32>):
      %11 = "affine.apply"(%arg9) <{map = #map}> : (index) -> index
      %12 = "tensor.extract_slice"(%arg10, %arg8, %11) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x16xf32>, index, index) -> tensor<1x4xf32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%12, %arg10, %arg8, %11) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<1x4xf32>, tensor<8x16xf32>, index, index) -> ()
      }) : () -> ()
    }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    "scf.forall"(%arg3) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg7: index):
      %10 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      "memref.store"(%10, %arg4, %arg7) : (f32, memref<?xf32>, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.forall"(%8, %arg3, %9) <{mapping = [#gpu.thread<y>, #gpu.thread<x>], operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: -9223372036854775808, 0>, staticSteccccccccccccccp = array<i64: -9223372036854775808, 2>, staticUpperBound = array<i64: -9223372036854775808, 8>}> ({
    ^bb0(%arg5: index, %arg6: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, index, index) -> ()
    "func.return"(%7) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, index) -> (i32, f32), sym_name = "misc"}> ({
  ^bb0(%arg0: i1, %arg1: index):
    %0 = "scf.execute_region"() ({
      %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      "scf.yield"(%5) : (i32) -> ()
    ^bb2:  // pred: ^bb0
      %6 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "scf.yield"(%6) : (i32) -> ()
    }) : () -> i32
    %1 = "scf.index_switch"(%arg1) <{cases = array<i64: 2, 5>}> ({
      %4 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      "scf.yield"(%4) : (f32) -> ()
    }, {
      %3 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
      "scf.yield"(%3) : (f32) -> ()
    }, {
      %2 = "arith.constant"() <{value = 5.000000e+00 : f32}> : () -> f32
      "scf.yield"(%2) : (f32) -> ()
    }) : (index) -> f32
    "scf.index_switch"(%arg1) <{cases = array<i64>}> ({
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"(%0, %1) : (i32, f32) -> ()
  }) : () -> ()
}) : () -> ()


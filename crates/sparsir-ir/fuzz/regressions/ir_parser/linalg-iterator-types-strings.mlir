#map = affine_map<(d0) -> (d0)>
"func.func"() <{function_type = (tensor<4xf64>) -> tensor<4xf64>, sym_name = "f"}> ({
^bb0(%a: tensor<4xf64>):
  %0 = "linalg.generic"(%a, %a) <{indexing_maps = [#map, #map], iterator_types = ["parallel"], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f64, %y: f64):
    "linalg.yield"(%x) : (f64) -> ()
  }) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
  "func.return"(%0) : (tensor<4xf64>) -> ()
}) : () -> ()

"memref.global"() <{initial_value, type = memref<2x2xf32>}> : () -> ()

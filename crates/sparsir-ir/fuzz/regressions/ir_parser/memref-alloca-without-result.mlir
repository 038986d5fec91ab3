
// expected-error @+1 {{'memrd to bof ["public", "private", "nested"], but got "x"[}}
"memref.alloca"() <{sym_name = "g", type = memref<0xf32>, sym_visibility = "x"}> : () -> ()


// Floats of every kind: f16, bf16, f32, f64 from decimal, exponent and
// hexadecimal literals; zero and negative zero, infinities, NaNs (quiet,
// signalling, negative, with payloads), subnormals, extremes, values that
// need the shortest round-trip form, in attributes and dense arrays.
func.func private @f64s() attributes {a = 0.0, b = -0.0, c = 1.0, d = 0.1, e = 1.0e-300, f = 1.7976931348623157e308, g = 4.9406564584124654e-324, h = 0x7FF0000000000000 : f64, i = 0xFFF0000000000000 : f64, j = 0x7FF8000000000000 : f64, k = 0xFFF8000000000001 : f64, l = 0x7FF0000000000001 : f64, m = 123456789.0, n = 1.0e16, o = 2.5e-5, p = 3.0e+10 : f64}
func.func private @f32s() attributes {a = 0.1 : f32, b = -0.0 : f32, c = 3.40282347e+38 : f32, d = 1.0e-45 : f32, e = 0x7F800000 : f32, f = 0xFF800000 : f32, g = 0x7FC00000 : f32, h = 0x7FA00000 : f32, i = 16777217.0 : f32, j = 1.0e10 : f32}
func.func private @f16s() attributes {a = 0.1 : f16, b = 65504.0 : f16, c = 6.0e-8 : f16, d = 0x7C00 : f16, e = 0xFC00 : f16, f = 0x7E00 : f16, g = -2.5 : f16, h = 1.0e5 : f16}
func.func private @bf16s() attributes {a = 0.1 : bf16, b = 3.38953139e38 : bf16, c = 0x7F80 : bf16, d = 0x7FC0 : bf16, e = -1.5 : bf16, f = 9.2e-41 : bf16}
func.func private @arrays() attributes {a = array<f64: 0x7FF0000000000000, -0.0, 1.5>, b = array<f32: 0x7FC00000, 0.1>, c = array<f16: 0x3C00, 2.0>, d = array<bf16: 1.0, 0x7F80>}

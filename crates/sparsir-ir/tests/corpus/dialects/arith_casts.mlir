// arith casts: extf, truncf, sitofp, uitofp, fptosi, fptoui, index_cast,
// index_castui, bitcast, extsi, extui, trunci; scalars, vectors, tensors.

func.func @casts(%i8: i8, %i32: i32, %i64: i64, %idx: index, %f16: f16, %bf16: bf16, %f32: f32, %f64: f64, %i1: i1) {
  %0 = arith.extf %f32 : f32 to f64
  %1 = arith.extf %f16 : f16 to f32
  %2 = arith.extf %bf16 : bf16 to f64
  %3 = arith.truncf %f64 : f64 to f32
  %4 = arith.truncf %f32 : f32 to bf16
  %5 = arith.sitofp %i32 : i32 to f32
  %6 = arith.sitofp %i64 : i64 to f16
  %7 = arith.uitofp %i32 : i32 to f64
  %8 = arith.uitofp %i1 : i1 to f32
  %9 = arith.fptosi %f32 : f32 to i32
  %10 = arith.fptosi %f64 : f64 to i8
  %11 = arith.fptoui %f32 : f32 to i64
  %12 = arith.fptoui %bf16 : bf16 to i16
  %13 = arith.index_cast %i32 : i32 to index
  %14 = arith.index_cast %idx : index to i64
  %15 = arith.index_castui %i8 : i8 to index
  %16 = arith.index_castui %idx : index to i32
  %17 = arith.bitcast %f32 : f32 to i32
  %18 = arith.bitcast %i64 : i64 to f64
  %19 = arith.bitcast %f16 : f16 to bf16
  %20 = arith.bitcast %i32 : i32 to i32
  %21 = arith.extsi %i8 : i8 to i32
  %22 = arith.extsi %i1 : i1 to i64
  %23 = arith.extui %i8 : i8 to i64
  %24 = arith.extui %i1 : i1 to i8
  %25 = arith.trunci %i64 : i64 to i32
  %26 = arith.trunci %i32 : i32 to i1
  return
}

func.func @shaped_casts(%v: vector<4xf32>, %t: tensor<?x2xi32>, %vi: vector<4xindex>, %s: vector<[8]xi16>) {
  %0 = arith.extf %v : vector<4xf32> to vector<4xf64>
  %1 = arith.fptosi %v : vector<4xf32> to vector<4xi32>
  %2 = arith.sitofp %t : tensor<?x2xi32> to tensor<?x2xf32>
  %3 = arith.index_cast %t : tensor<?x2xi32> to tensor<?x2xindex>
  %4 = arith.index_cast %vi : vector<4xindex> to vector<4xi64>
  %5 = arith.bitcast %v : vector<4xf32> to vector<4xi32>
  %6 = arith.extsi %s : vector<[8]xi16> to vector<[8]xi32>
  %7 = arith.trunci %t : tensor<?x2xi32> to tensor<?x2xi8>
  %8 = arith.uitofp %s : vector<[8]xi16> to vector<[8]xf16>
  %9 = arith.index_castui %vi : vector<4xindex> to vector<4xi32>
  return
}

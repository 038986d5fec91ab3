// Every cast, on scalars, vectors (fixed and scalable), tensors and memrefs.

func.func @scalars(%b: i1, %c: i8, %s: i16, %i: i32, %l: i64, %n: index, %h: f16, %g: bf16, %f: f32, %d: f64) {
  %0 = arith.extf %h : f16 to f64
  %1 = arith.extf %g fastmath<nnan> : bf16 to f32
  %2 = arith.truncf %d : f64 to f16
  %3 = arith.extsi %b : i1 to i32
  %4 = arith.extui %c : i8 to i64
  %5 = arith.trunci %l : i64 to i16
  %6 = arith.trunci %i overflow<nsw> : i32 to i8
  %7 = arith.sitofp %s : i16 to f64
  %8 = arith.uitofp %b : i1 to f16
  %9 = arith.fptosi %g : bf16 to i64
  %10 = arith.fptoui %d : f64 to i1
  %11 = arith.index_cast %c : i8 to index
  %12 = arith.index_cast %n : index to i1
  %13 = arith.index_castui %l : i64 to index
  %14 = arith.index_castui %n : index to i16
  %15 = arith.bitcast %d : f64 to i64
  %16 = arith.bitcast %s : i16 to bf16
  %17 = arith.bitcast %g : bf16 to f16
  %18 = arith.bitcast %f : f32 to f32
  return
}

func.func @shaped(%v: vector<[4]xf16>, %w: vector<2x3xi32>, %t: tensor<?x5xindex>, %m: memref<8xi32>) {
  %0 = arith.extf %v : vector<[4]xf16> to vector<[4]xf32>
  %1 = arith.sitofp %w : vector<2x3xi32> to vector<2x3xf64>
  %2 = arith.index_cast %t : tensor<?x5xindex> to tensor<?x5xi64>
  %3 = arith.index_cast %m : memref<8xi32> to memref<8xindex>
  %4 = arith.bitcast %m : memref<8xi32> to memref<8xf32>
  %5 = arith.trunci %w overflow<nuw> : vector<2x3xi32> to vector<2x3xi8>
  return
}

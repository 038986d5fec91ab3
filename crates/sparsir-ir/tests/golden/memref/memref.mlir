// memref: alloc / alloca (dynamic sizes, symbols, alignment, memory spaces),
// dealloc, load / store (nontemporal), dim, rank, cast, copy, subview,
// reinterpret_cast, view, collapse / expand_shape, transpose,
// extract_strided_metadata, global / get_global, atomics, alloca_scope, realloc,
// assume_alignment, prefetch.

memref.global "private" constant @cst : memref<4xi32> = dense<[1, 2, 3, 4]>
memref.global @uninit : memref<2x2xf32> = uninitialized
memref.global "private" @aligned : memref<8xf64> = dense<0.5> {alignment = 64 : i64}
memref.global "private" @decl : memref<3xf32>

func.func @alloc_load_store(%n: index, %i: index, %v: f32) -> f32 {
  %a = memref.alloc() : memref<4x4xf32>
  %b = memref.alloc(%n) : memref<?x8xf32>
  %c = memref.alloc(%n)[%i] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %d = memref.alloc() {alignment = 64} : memref<16xf64>
  %e = memref.alloca() : memref<f32>
  %f = memref.alloca(%n) : memref<?xi8, 3>
  memref.store %v, %a[%i, %i] : memref<4x4xf32>
  memref.store %v, %e[] : memref<f32>
  memref.store %v, %b[%i, %i] {nontemporal = true} : memref<?x8xf32>
  %x = memref.load %a[%i, %i] : memref<4x4xf32>
  %y = memref.load %e[] {nontemporal = false} : memref<f32>
  %z = memref.load %b[%i, %i] {nontemporal = true} : memref<?x8xf32>
  memref.dealloc %a : memref<4x4xf32>
  memref.dealloc %b {note} : memref<?x8xf32>
  return %x : f32
}

func.func @queries_casts(%m: memref<?x4xf32>, %u: memref<*xf32>, %s: memref<4x4xf32>, %i: index) -> index {
  %d = memref.dim %m, %i : memref<?x4xf32>
  %du = memref.dim {note} %u, %i : memref<*xf32>
  %r = memref.rank %u : memref<*xf32>
  %0 = memref.cast %s : memref<4x4xf32> to memref<?x4xf32>
  %1 = memref.cast %m : memref<?x4xf32> to memref<*xf32>
  %2 = memref.cast %u : memref<*xf32> to memref<4x?xf32>
  %3 = memref.cast %s : memref<4x4xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  memref.copy %s, %0 : memref<4x4xf32> to memref<?x4xf32>
  return %d : index
}

func.func @views(%m: memref<8x16xf32>, %o: index, %sz: index, %buf: memref<2048xi8>, %d: memref<?x?xf32>) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  %1 = memref.subview %m[%o, 1] [%sz, 7] [1, 2] : memref<8x16xf32> to memref<?x7xf32, strided<[16, 2], offset: ?>>
  %2 = memref.subview %m[1, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1], offset: 16>>
  %3 = memref.subview %d[%o, %o] [%sz, %sz] [%o, %o] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %4 = memref.reinterpret_cast %m to offset: [0], sizes: [128], strides: [1] : memref<8x16xf32> to memref<128xf32>
  %5 = memref.reinterpret_cast %d to offset: [%o], sizes: [%sz, 4], strides: [4, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  %6 = memref.view %buf[%o][%sz] : memref<2048xi8> to memref<?x4xf32>
  %7 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  %8 = memref.expand_shape %7 [[0, 1, 2]] output_shape [2, 4, 16] : memref<128xf32> into memref<2x4x16xf32>
  %9 = memref.collapse_shape %d [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %ex = memref.expand_shape %9 [[0, 1]] output_shape [%sz, 8] : memref<?xf32> into memref<?x8xf32>
  %10 = memref.get_global @cst : memref<4xi32>
  %11 = memref.transpose %m (i, j) -> (j, i) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
  return
}

func.func @misc(%m: memref<10xf32>, %mi: memref<10xi32>, %i: index, %v: f32, %w: i32, %n: index) -> memref<?xf32> {
  %x = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %x2 = memref.atomic_rmw maxs %w, %mi[%i] : (i32, memref<10xi32>) -> i32
  %y = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }
  memref.prefetch %m[%i], read, locality<3>, data : memref<10xf32>
  memref.prefetch %m[%i], write, locality<0>, instr : memref<10xf32>
  %r = memref.realloc %m(%n) : memref<10xf32> to memref<?xf32>
  memref.alloca_scope {
    %t = memref.alloca() : memref<4xf32>
  }
  %s = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %v : f32
  }
  %assumed = memref.assume_alignment %m, 16 : memref<10xf32>
  return %r : memref<?xf32>
}

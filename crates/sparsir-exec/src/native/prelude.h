/* sparsir native code: the prelude every generated file starts with.
 *
 * Scalars follow the interpreter exactly (crates/sparsir-exec/src/scalar.rs): every
 * integer type is held in an int64_t, sign-extended from its width (i1 as 0/1); every
 * float type in a double, already rounded to its type (an f32 op is computed in double
 * and rounded, as the interpreter does). Arithmetic that C leaves undefined (signed
 * overflow, shifts past the width, INT64_MIN / -1) is written out with unsigned
 * arithmetic. Math functions whose last bit could differ between libm and Rust are
 * called back into the Rust runtime (rt->math1 / rt->math2). */
#include <stdint.h>
#include <string.h>
#include <math.h>

typedef union { int64_t i; double f; } sp_val;
typedef struct { void *data; int64_t len; int64_t cap; int64_t slot; } sp_buf;
typedef struct sp_rt {
  void *ctx;
  int32_t (*fail)(void *ctx, int32_t site, int64_t a, int64_t b, double x);
  double (*math1)(int32_t op, double x);
  double (*math2)(int32_t op, double x, double y);
  int32_t (*grow)(void *ctx, sp_buf *b, int64_t need);
  void (*sort_index)(int64_t *data, int64_t len);
  /* How many threads run this region's loop at once: 1 when it runs alone. */
  int64_t cores;
} sp_rt;

static inline int64_t sp_wrap(int64_t v, int bits) {
  if (bits == 64) return v;
  if (bits == 1) return v & 1;
  uint64_t shift = 64 - bits;
  return (int64_t)((uint64_t)v << shift) >> shift;
}
static inline uint64_t sp_unsigned(int64_t v, int bits) {
  return bits == 64 ? (uint64_t)v : ((uint64_t)v & ((UINT64_C(1) << bits) - 1));
}
static inline double sp_bits(uint64_t b) { double d; memcpy(&d, &b, 8); return d; }
static inline uint64_t sp_f64_to_bits(double d) { uint64_t b; memcpy(&b, &d, 8); return b; }
static inline double sp_f32_from_bits(uint32_t b) { float f; memcpy(&f, &b, 4); return (double)f; }
static inline uint32_t sp_f32_to_bits(double d) { float f = (float)d; uint32_t b; memcpy(&b, &f, 4); return b; }
static inline int64_t sp_add(int64_t a, int64_t b) { return (int64_t)((uint64_t)a + (uint64_t)b); }
static inline int64_t sp_sub(int64_t a, int64_t b) { return (int64_t)((uint64_t)a - (uint64_t)b); }
static inline int64_t sp_mul(int64_t a, int64_t b) { return (int64_t)((uint64_t)a * (uint64_t)b); }
static inline int64_t sp_div(int64_t a, int64_t b) { return b == -1 ? sp_sub(0, a) : a / b; }
static inline int64_t sp_rem(int64_t a, int64_t b) { return b == -1 ? 0 : a % b; }
static inline int64_t sp_ceildiv(int64_t x, int64_t y) {
  int64_t q = sp_div(x, y);
  return (sp_mul(q, y) != x && ((x < 0) == (y < 0))) ? q + 1 : q;
}
static inline int64_t sp_floordiv(int64_t x, int64_t y) {
  int64_t q = sp_div(x, y);
  return (sp_mul(q, y) != x && ((x < 0) != (y < 0))) ? q - 1 : q;
}
static inline int64_t sp_abs(int64_t x) { return x < 0 ? sp_sub(0, x) : x; }
static inline int64_t sp_ipow(int64_t x, int64_t y) {
  /* y >= 0 here; wrapping exponentiation by squaring, exponent capped as the interpreter. */
  uint64_t e = (uint64_t)y > UINT32_MAX ? UINT32_MAX : (uint64_t)y;
  uint64_t base = (uint64_t)x, acc = 1;
  while (e) { if (e & 1) acc *= base; base *= base; e >>= 1; }
  return (int64_t)acc;
}
static inline int64_t sp_ctlz(uint64_t u, int bits) { return (u == 0 ? 64 : __builtin_clzll(u)) - (64 - bits); }
static inline int64_t sp_cttz(uint64_t u, int bits) { int64_t t = u == 0 ? 64 : __builtin_ctzll(u); return t < bits ? t : bits; }
#define SP_FAIL(site, a, b, x) return rt->fail(rt->ctx, (site), (int64_t)(a), (int64_t)(b), (double)(x))
#ifdef __AVX2__
#include <immintrin.h>
#endif
/* Sorts a short key list in place by insertion (SP_SORT_SHORT keys at most; longer ones
 * go to rt->sort_index). A row workspace's few columns arrive nearly in order (the
 * Laplacian's A A: 13 per row, each row of B adding its columns around the last ones), and
 * a call into the runtime's sort per row cost more than the sorting. Same result as that
 * sort: the keys ascending. Example: [7, 3, 9, 4] -> [3, 4, 7, 9]. */
#define SP_SORT_SHORT 32
static inline void sp_sort_short(int64_t *restrict keys, int64_t n) {
  for (int64_t i = 1; i < n; i++) {
    const int64_t k = keys[i];
    int64_t j = i;
    while (j > 0 && keys[j - 1] > k) { keys[j] = keys[j - 1]; j--; }
    keys[j] = k;
  }
}
/* The positions j < n of the set flags marks[j], ascending, written to keys (room for cap);
 * returns how many, or -1 when they do not fit. A row workspace's coordinate list is
 * exactly its set flags, so this is the list sorted (Stmt::SortIndex with marks): one
 * pass over the flags, 32 at a time with AVX2, instead of a sort of the list. */
static inline int64_t sp_scan_marks(int64_t *restrict keys, int64_t cap, const uint8_t *restrict marks, int64_t n) {
  int64_t out = 0, c = 0;
#ifdef __AVX2__
  for (; c + 32 <= n; c += 32) {
    const __m256i v = _mm256_loadu_si256((const __m256i *)(marks + c));
    uint32_t m = ~(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(v, _mm256_setzero_si256()));
    const int64_t k = __builtin_popcount(m);
    if (out + ((k + 3) & ~3) > cap) {
      for (; m; m &= m - 1) { if (out >= cap) return -1; keys[out++] = c + __builtin_ctz(m); }
      continue;
    }
    /* Four positions per step whatever the count (one branch per step, not per flag);
     * the slack written past the k-th is overwritten next or lies within cap. */
    for (int64_t i = 0; i < k; i += 4) {
      keys[out + i] = c + __builtin_ctz(m | 0x80000000u); m &= m - 1;
      keys[out + i + 1] = c + __builtin_ctz(m | 0x80000000u); m &= m - 1;
      keys[out + i + 2] = c + __builtin_ctz(m | 0x80000000u); m &= m - 1;
      keys[out + i + 3] = c + __builtin_ctz(m | 0x80000000u); m &= m - 1;
    }
    out += k;
  }
#endif
  for (; c + 8 <= n; c += 8) {
    uint64_t w;
    memcpy(&w, marks + c, 8);
    if (!w) continue;
    for (int64_t j = c; j < c + 8; j++) {
      if (marks[j]) { if (out >= cap) return -1; keys[out++] = j; }
    }
  }
  for (; c < n; c++) {
    if (marks[c]) { if (out >= cap) return -1; keys[out++] = c; }
  }
  return out;
}
/* Copies a dense output row of `bytes` (a multiple of 64) from a local array to `dst`
 * (64-byte aligned) with stores that bypass the caches. Why: a row accumulated in a local
 * array (SpMM's) is written once, whole; an ordinary store first reads the line from
 * memory (a write-allocate) and keeps it in the caches, so writing a 128 MB output cost
 * 128 MB of reads more. Only for outputs larger than SP_STREAM_MIN_BYTES (a small output
 * is better left in the caches for whatever reads it next; `-DSP_STREAM_MIN_BYTES=0` in
 * SPARSIR_CFLAGS streams every row, as the tests do). Stores of this kind are
 * ordered only by a fence: every region that streams calls sp_stream_fence() before it
 * returns. Example: a row of 16 doubles is two 64-byte stores. */
#ifndef SP_STREAM_MIN_BYTES
#define SP_STREAM_MIN_BYTES (INT64_C(16) << 20)
#endif
/* Rows are streamed only when at least this many threads run the loop at once (rt->cores).
 * Why: one core does not fill the memory's bandwidth, and the write-allocate reads of
 * ordinary stores are then nearly free, while its streaming stores wait on memory: SpMM on
 * the Laplacian at one thread ran 14.0-14.3 ms with ordinary stores against 15.1-15.6
 * streamed, at two threads 8.5-8.7 against 7.7-7.8 (stop 57 in docs/benchmarks.md).
 * `-DSP_STREAM_MIN_CORES=1` streams on one thread too, as a test does. */
#ifndef SP_STREAM_MIN_CORES
#define SP_STREAM_MIN_CORES 2
#endif
static inline void sp_stream_row(void *restrict dst, const void *restrict src, int64_t bytes) {
#if defined(__AVX512F__)
  for (int64_t o = 0; o < bytes; o += 64)
    _mm512_stream_si512((__m512i *)((char *)dst + o), _mm512_loadu_si512((const void *)((const char *)src + o)));
#elif defined(__AVX2__)
  for (int64_t o = 0; o < bytes; o += 32)
    _mm256_stream_si256((__m256i *)((char *)dst + o), _mm256_loadu_si256((const __m256i *)((const char *)src + o)));
#else
  memcpy(dst, src, (size_t)bytes);
#endif
}
static inline void sp_stream_fence(void) {
#if defined(__AVX2__)
  _mm_sfence();
#endif
}
/* The look-ahead of a fiber's coordinates or values read in order
 * (kernel::prefetch::prefetch_stream). One core of an AVX-512 machine read memory faster
 * with these requests in flight (docs/benchmarks.md, stop 42); on a Zen 1 EPYC (AVX2,
 * 8 MB L3) SpMV at one thread ran 4-19% slower with them on the Laplacian and 7-12% on
 * the 20k matrix, alternating builds (stop 49): its hardware prefetcher does better
 * alone. The same on a Zen 3 EPYC (stop 52, SpMV on the Laplacian at one thread, two
 * series of alternated runs: 9.1-13.3 -> 6.8-10.6 ms and 9.4-9.8 -> 7.6-9.6 ms; the 20k
 * matrix inside the noise); on a Zen 4 (stop 51) the difference was inside the noise. A
 * Zen 5 EPYC (stop 53) needs them again: SpMV at one thread, four to six alternated runs,
 * without / with: the uniform matrix 27.6-33.9 / 20.4-22.8 ms, the Laplacian 5.09-5.57 /
 * 4.43-4.89 ms, the 20k matrix 1.17-1.24 / 0.98-1.07 ms (R-MAT inside the noise). GCC 12
 * calls Zen 4 and Zen 5 "znver3" too, but they have AVX-512 and Zen 1 to 3 do not: so
 * only a Zen without AVX-512 drops them (Zen 2 by kinship, not measured). A fiber of at
 * most SP_SHORT_FIBER entries makes its requests once, before its loop
 * (native::short_fiber; `-DSP_SHORT_FIBER=-1` in SPARSIR_CFLAGS: never).
 * `-D'SP_PREFETCH_STREAM(a)=((void)0)'` drops them everywhere. */
#ifndef SP_SHORT_FIBER
#define SP_SHORT_FIBER 8
#endif
#ifndef SP_PREFETCH_STREAM
#if (defined(__znver1__) || defined(__znver2__) || defined(__znver3__)) && !defined(__AVX512F__)
#define SP_PREFETCH_STREAM(addr) ((void)0)
#else
#define SP_PREFETCH_STREAM(addr) __builtin_prefetch(addr)
#endif
#endif
/* Four f64 lanes (GCC/Clang vector extension): a fixed-width dot product's products,
 * computed a vector at a time and then added up lane by lane in order (native::lane_dot).
 * Example: u[0] = x[0..4] * y[0..4] elementwise; sum = ((s + u[0][0]) + u[0][1]) + ...
 * Four, not eight: without AVX-512 a 64-byte vector has no register, and GCC builds
 * `scalar * vector` through stack stores that the next load cannot forward (SDDMM twice
 * as slow on an AVX2 machine); 32 bytes is one AVX register, half of an AVX-512 one. */
typedef double sp_v4d __attribute__((vector_size(32)));
/* Four rows of four f64 turned into four columns (native::entry_dot): out[l] = {a[l],
 * b[l], c[l], d[l]}. Why: SDDMM's entries run four at a time, one per lane, and the k-th
 * term of each needs Y[j_e, k] of its own row j_e; the rows are read a vector at a time
 * and transposed. Only moves values, so the sums keep their bits. Example: rows
 * {1,2,3,4}, {5,6,7,8}, {9,10,11,12}, {13,14,15,16} -> out[0] = {1,5,9,13}. */
static inline void sp_transpose4(sp_v4d *restrict out, sp_v4d a, sp_v4d b, sp_v4d c, sp_v4d d) {
#if defined(__AVX2__)
  const __m256d ab_lo = _mm256_unpacklo_pd((__m256d)a, (__m256d)b), ab_hi = _mm256_unpackhi_pd((__m256d)a, (__m256d)b);
  const __m256d cd_lo = _mm256_unpacklo_pd((__m256d)c, (__m256d)d), cd_hi = _mm256_unpackhi_pd((__m256d)c, (__m256d)d);
  out[0] = (sp_v4d)_mm256_permute2f128_pd(ab_lo, cd_lo, 0x20);
  out[1] = (sp_v4d)_mm256_permute2f128_pd(ab_hi, cd_hi, 0x20);
  out[2] = (sp_v4d)_mm256_permute2f128_pd(ab_lo, cd_lo, 0x31);
  out[3] = (sp_v4d)_mm256_permute2f128_pd(ab_hi, cd_hi, 0x31);
#else
  for (int l = 0; l < 4; l++) out[l] = (sp_v4d){a[l], b[l], c[l], d[l]};
#endif
}

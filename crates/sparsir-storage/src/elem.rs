//! Element types and typed value buffers.
//!
//! Why: a sparse tensor's `values` buffer holds one of MLIR's element types (i1, i8…i64,
//! index, f16, bf16, f32, f64, complex<f32>, complex<f64>). Hot code is written once,
//! generic over [`Elem`], and instantiated through [`ValBuf`]'s dispatch macro, so a
//! conversion of f32 values never goes through f64.

use half::{bf16, f16};
use num_complex::Complex;
use std::fmt;

use crate::buf::Buf;
use crate::format::{write_g, write_g_f32};
use rayon::prelude::*;

/// An MLIR element type a tensor can hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ElemType {
    /// `i1`
    I1,
    /// `i8`
    I8,
    /// `i16`
    I16,
    /// `i32`
    I32,
    /// `i64`
    I64,
    /// `index` (64 bits)
    Index,
    /// `f16`
    F16,
    /// `bf16`
    BF16,
    /// `f32`
    F32,
    /// `f64`
    F64,
    /// `complex<f32>`
    C32,
    /// `complex<f64>`
    C64,
}

impl ElemType {
    /// Parses MLIR's spelling (`f64`, `complex<f32>`, `index`, …).
    pub fn parse(text: &str) -> Option<ElemType> {
        Some(match text.trim() {
            "i1" => ElemType::I1,
            "i8" => ElemType::I8,
            "i16" => ElemType::I16,
            "i32" => ElemType::I32,
            "i64" => ElemType::I64,
            "index" => ElemType::Index,
            "f16" => ElemType::F16,
            "bf16" => ElemType::BF16,
            "f32" => ElemType::F32,
            "f64" => ElemType::F64,
            "complex<f32>" => ElemType::C32,
            "complex<f64>" => ElemType::C64,
            _ => return None,
        })
    }

    /// MLIR's spelling.
    pub fn name(self) -> &'static str {
        match self {
            ElemType::I1 => "i1",
            ElemType::I8 => "i8",
            ElemType::I16 => "i16",
            ElemType::I32 => "i32",
            ElemType::I64 => "i64",
            ElemType::Index => "index",
            ElemType::F16 => "f16",
            ElemType::BF16 => "bf16",
            ElemType::F32 => "f32",
            ElemType::F64 => "f64",
            ElemType::C32 => "complex<f32>",
            ElemType::C64 => "complex<f64>",
        }
    }

    /// The zero of this type (the implicit value of sparse storage).
    pub fn zero(self) -> Scalar {
        if self.is_complex() {
            Scalar::Complex(0.0, 0.0)
        } else if self.is_float() {
            Scalar::Float(0.0)
        } else {
            Scalar::Int(0)
        }
    }

    /// True for the floating-point types.
    pub fn is_float(self) -> bool {
        matches!(self, ElemType::F16 | ElemType::BF16 | ElemType::F32 | ElemType::F64)
    }

    /// True for the complex types.
    pub fn is_complex(self) -> bool {
        matches!(self, ElemType::C32 | ElemType::C64)
    }

    /// True for the integer types, `index` included.
    pub fn is_integer(self) -> bool {
        !self.is_float() && !self.is_complex()
    }

    /// Bytes per stored element (`i1` takes a byte, `index` eight).
    pub fn bytes(self) -> usize {
        match self {
            ElemType::I1 | ElemType::I8 => 1,
            ElemType::I16 | ElemType::F16 | ElemType::BF16 => 2,
            ElemType::I32 | ElemType::F32 => 4,
            ElemType::I64 | ElemType::Index | ElemType::F64 | ElemType::C32 => 8,
            ElemType::C64 => 16,
        }
    }

    /// An empty buffer of this type.
    pub fn empty_buf(self) -> ValBuf {
        self.buf_with_capacity(0)
    }

    /// A buffer of `n` zeros (for the primitive types, zeroed memory straight from the
    /// allocator: pages nobody writes are never touched).
    pub fn zeros(self, n: usize) -> ValBuf {
        match self {
            ElemType::I1 => ValBuf::I1(vec![false; n].into()),
            ElemType::I8 => ValBuf::I8(vec![0; n].into()),
            ElemType::I16 => ValBuf::I16(vec![0; n].into()),
            ElemType::I32 => ValBuf::I32(vec![0; n].into()),
            ElemType::I64 => ValBuf::I64(vec![0; n].into()),
            ElemType::Index => ValBuf::Index(vec![0; n].into()),
            ElemType::F16 => ValBuf::F16(vec![f16::ZERO; n].into()),
            ElemType::BF16 => ValBuf::BF16(vec![bf16::ZERO; n].into()),
            ElemType::F32 => ValBuf::F32(vec![0.0; n].into()),
            ElemType::F64 => ValBuf::F64(vec![0.0; n].into()),
            ElemType::C32 => ValBuf::C32(vec![Complex::new(0.0, 0.0); n].into()),
            ElemType::C64 => ValBuf::C64(vec![Complex::new(0.0, 0.0); n].into()),
        }
    }

    /// A buffer of `n` values for code that writes every one before reading it: a large
    /// buffer an earlier call dropped (`recycle`: stale values, no fresh pages to clear),
    /// else zeros.
    pub fn overwritten(self, n: usize) -> ValBuf {
        use crate::recycle::take;
        match self {
            ElemType::F64 => ValBuf::F64(take::<f64>(n).into()),
            ElemType::F32 => ValBuf::F32(take::<f32>(n).into()),
            ElemType::I64 => ValBuf::I64(take::<i64>(n).into()),
            ElemType::Index => ValBuf::Index(take::<i64>(n).into()),
            ElemType::I32 => ValBuf::I32(take::<i32>(n).into()),
            _ => self.zeros(n),
        }
    }

    /// An empty buffer of this type with room for `n` values.
    pub fn buf_with_capacity(self, n: usize) -> ValBuf {
        match self {
            ElemType::I1 => ValBuf::I1(Vec::with_capacity(n).into()),
            ElemType::I8 => ValBuf::I8(Vec::with_capacity(n).into()),
            ElemType::I16 => ValBuf::I16(Vec::with_capacity(n).into()),
            ElemType::I32 => ValBuf::I32(Vec::with_capacity(n).into()),
            ElemType::I64 => ValBuf::I64(Vec::with_capacity(n).into()),
            ElemType::Index => ValBuf::Index(Vec::with_capacity(n).into()),
            ElemType::F16 => ValBuf::F16(Vec::with_capacity(n).into()),
            ElemType::BF16 => ValBuf::BF16(Vec::with_capacity(n).into()),
            ElemType::F32 => ValBuf::F32(Vec::with_capacity(n).into()),
            ElemType::F64 => ValBuf::F64(Vec::with_capacity(n).into()),
            ElemType::C32 => ValBuf::C32(Vec::with_capacity(n).into()),
            ElemType::C64 => ValBuf::C64(Vec::with_capacity(n).into()),
        }
    }
}

impl fmt::Display for ElemType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One scalar value of any element type, as literals and `explicitVal` carry it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scalar {
    /// Integers and i1 (`true` = 1).
    Int(i128),
    /// Floats.
    Float(f64),
    /// Complex numbers (re, im).
    Complex(f64, f64),
}

impl Scalar {
    /// Converts to an element of type `T` (MLIR's truncating semantics for integers).
    pub fn to_elem<T: Elem>(self) -> T {
        match self {
            Scalar::Int(v) => T::from_i128(v),
            Scalar::Float(v) => T::from_f64(v),
            Scalar::Complex(re, im) => T::from_complex(re, im),
        }
    }

    /// True when the value is zero (for complex: both parts).
    pub fn is_zero(self) -> bool {
        match self {
            Scalar::Int(v) => v == 0,
            Scalar::Float(v) => v == 0.0,
            Scalar::Complex(re, im) => re == 0.0 && im == 0.0,
        }
    }
}

/// A value type of a sparse tensor's `values` buffer.
pub trait Elem: Copy + Send + Sync + PartialEq + fmt::Debug + 'static {
    /// The zero (the implicit value).
    fn zero() -> Self;
    /// Whether this value is zero; such values are not stored when converting from dense.
    /// `-0.0` is zero and NaN is not, as in MLIR's `cmpf une` test.
    fn is_zero(&self) -> bool;
    /// Sum of two values, as duplicates are combined (wrapping for integers).
    fn add(self, other: Self) -> Self;
    /// From an integer literal (truncating to the width).
    fn from_i128(v: i128) -> Self;
    /// From a floating-point literal.
    fn from_f64(v: f64) -> Self;
    /// From a complex literal.
    fn from_complex(re: f64, im: f64) -> Self;
    /// The value as a [`Scalar`].
    fn to_scalar(self) -> Scalar;
    /// Appends the value as MLIR's runtime prints it (`%g` for floats, `( re, im )` for complex).
    fn write_mlir(&self, out: &mut String);
}

macro_rules! int_elem {
    ($t:ty) => {
        impl Elem for $t {
            fn zero() -> Self {
                0
            }
            fn is_zero(&self) -> bool {
                *self == 0
            }
            fn add(self, other: Self) -> Self {
                self.wrapping_add(other)
            }
            fn from_i128(v: i128) -> Self {
                v as $t
            }
            fn from_f64(v: f64) -> Self {
                v as $t
            }
            fn from_complex(re: f64, _im: f64) -> Self {
                re as $t
            }
            fn to_scalar(self) -> Scalar {
                Scalar::Int(self as i128)
            }
            fn write_mlir(&self, out: &mut String) {
                use std::fmt::Write;
                let _ = write!(out, "{}", self);
            }
        }
    };
}
int_elem!(i8);
int_elem!(i16);
int_elem!(i32);
int_elem!(i64);

impl Elem for bool {
    fn zero() -> Self {
        false
    }
    fn is_zero(&self) -> bool {
        !*self
    }
    fn add(self, other: Self) -> Self {
        self ^ other
    }
    fn from_i128(v: i128) -> Self {
        v & 1 == 1
    }
    fn from_f64(v: f64) -> Self {
        v != 0.0
    }
    fn from_complex(re: f64, im: f64) -> Self {
        re != 0.0 || im != 0.0
    }
    fn to_scalar(self) -> Scalar {
        Scalar::Int(self as i128)
    }
    fn write_mlir(&self, out: &mut String) {
        out.push(if *self { '1' } else { '0' });
    }
}

macro_rules! float_elem {
    ($t:ty, $to64:expr, $from64:expr, $write:expr) => {
        impl Elem for $t {
            fn zero() -> Self {
                $from64(0.0)
            }
            fn is_zero(&self) -> bool {
                $to64(*self) == 0.0
            }
            fn add(self, other: Self) -> Self {
                $from64($to64(self) + $to64(other))
            }
            fn from_i128(v: i128) -> Self {
                $from64(v as f64)
            }
            fn from_f64(v: f64) -> Self {
                $from64(v)
            }
            fn from_complex(re: f64, _im: f64) -> Self {
                $from64(re)
            }
            fn to_scalar(self) -> Scalar {
                Scalar::Float($to64(self))
            }
            fn write_mlir(&self, out: &mut String) {
                $write(out, *self)
            }
        }
    };
}
float_elem!(f64, |v: f64| v, |v: f64| v, |out: &mut String, v: f64| write_g(out, v));
float_elem!(f32, |v: f32| v as f64, |v: f64| v as f32, |out: &mut String, v: f32| write_g_f32(out, v));
float_elem!(f16, |v: f16| v.to_f64(), f16::from_f64, |out: &mut String, v: f16| write_g_f32(out, v.to_f32()));
float_elem!(bf16, |v: bf16| v.to_f64(), bf16::from_f64, |out: &mut String, v: bf16| {
    write_g_f32(out, v.to_f32())
});

macro_rules! complex_elem {
    ($t:ty, $write:expr) => {
        impl Elem for Complex<$t> {
            fn zero() -> Self {
                Complex::new(0.0, 0.0)
            }
            fn is_zero(&self) -> bool {
                self.re == 0.0 && self.im == 0.0
            }
            fn add(self, other: Self) -> Self {
                self + other
            }
            fn from_i128(v: i128) -> Self {
                Complex::new(v as $t, 0.0)
            }
            fn from_f64(v: f64) -> Self {
                Complex::new(v as $t, 0.0)
            }
            fn from_complex(re: f64, im: f64) -> Self {
                Complex::new(re as $t, im as $t)
            }
            fn to_scalar(self) -> Scalar {
                Scalar::Complex(self.re as f64, self.im as f64)
            }
            fn write_mlir(&self, out: &mut String) {
                out.push_str("( ");
                $write(out, self.re);
                out.push_str(", ");
                $write(out, self.im);
                out.push_str(" )");
            }
        }
    };
}
complex_elem!(f32, write_g_f32);
complex_elem!(f64, write_g);

/// A typed, growable values buffer.
#[derive(Clone, Debug, PartialEq)]
pub enum ValBuf {
    /// `i1`
    I1(Buf<bool>),
    /// `i8`
    I8(Buf<i8>),
    /// `i16`
    I16(Buf<i16>),
    /// `i32`
    I32(Buf<i32>),
    /// `i64`
    I64(Buf<i64>),
    /// `index`
    Index(Buf<i64>),
    /// `f16`
    F16(Buf<f16>),
    /// `bf16`
    BF16(Buf<bf16>),
    /// `f32`
    F32(Buf<f32>),
    /// `f64`
    F64(Buf<f64>),
    /// `complex<f32>`
    C32(Buf<Complex<f32>>),
    /// `complex<f64>`
    C64(Buf<Complex<f64>>),
}

/// Runs `$body` with `$v` bound to the typed vector inside a [`ValBuf`] (by reference).
#[macro_export]
macro_rules! with_vals {
    ($buf:expr, $v:ident => $body:expr) => {
        match $buf {
            $crate::elem::ValBuf::I1($v) => $body,
            $crate::elem::ValBuf::I8($v) => $body,
            $crate::elem::ValBuf::I16($v) => $body,
            $crate::elem::ValBuf::I32($v) => $body,
            $crate::elem::ValBuf::I64($v) => $body,
            $crate::elem::ValBuf::Index($v) => $body,
            $crate::elem::ValBuf::F16($v) => $body,
            $crate::elem::ValBuf::BF16($v) => $body,
            $crate::elem::ValBuf::F32($v) => $body,
            $crate::elem::ValBuf::F64($v) => $body,
            $crate::elem::ValBuf::C32($v) => $body,
            $crate::elem::ValBuf::C64($v) => $body,
        }
    };
}

/// Builds a [`ValBuf`] of the same variant as `$like` from an expression generic in the
/// element type: `$body` sees `$v` (the typed vector of `$like`) and must yield a `Vec` of
/// the same element type.
#[macro_export]
macro_rules! map_vals {
    ($like:expr, $v:ident => $body:expr) => {
        match $like {
            $crate::elem::ValBuf::I1($v) => $crate::elem::ValBuf::I1($crate::buf::owned($body)),
            $crate::elem::ValBuf::I8($v) => $crate::elem::ValBuf::I8($crate::buf::owned($body)),
            $crate::elem::ValBuf::I16($v) => $crate::elem::ValBuf::I16($crate::buf::owned($body)),
            $crate::elem::ValBuf::I32($v) => $crate::elem::ValBuf::I32($crate::buf::owned($body)),
            $crate::elem::ValBuf::I64($v) => $crate::elem::ValBuf::I64($crate::buf::owned($body)),
            $crate::elem::ValBuf::Index($v) => $crate::elem::ValBuf::Index($crate::buf::owned($body)),
            $crate::elem::ValBuf::F16($v) => $crate::elem::ValBuf::F16($crate::buf::owned($body)),
            $crate::elem::ValBuf::BF16($v) => $crate::elem::ValBuf::BF16($crate::buf::owned($body)),
            $crate::elem::ValBuf::F32($v) => $crate::elem::ValBuf::F32($crate::buf::owned($body)),
            $crate::elem::ValBuf::F64($v) => $crate::elem::ValBuf::F64($crate::buf::owned($body)),
            $crate::elem::ValBuf::C32($v) => $crate::elem::ValBuf::C32($crate::buf::owned($body)),
            $crate::elem::ValBuf::C64($v) => $crate::elem::ValBuf::C64($crate::buf::owned($body)),
        }
    };
}

/// Runs `$body` on two buffers' vectors (`$a`, `$b`) when they hold the same element
/// type, giving `true`; `false` (nothing run) otherwise.
macro_rules! with_same_vals {
    ($left:expr, $right:expr, $a:ident, $b:ident => $body:expr) => {
        with_same_vals!(@arms $left, $right, $a, $b, $body; I1, I8, I16, I32, I64, Index, F16, BF16, F32, F64, C32, C64)
    };
    (@arms $left:expr, $right:expr, $a:ident, $b:ident, $body:expr; $($var:ident),*) => {
        match ($left, $right) {
            $((ValBuf::$var($a), ValBuf::$var($b)) => {
                $body;
                true
            })*
            _ => false,
        }
    };
}

impl ValBuf {
    /// The element type.
    pub fn elem_type(&self) -> ElemType {
        match self {
            ValBuf::I1(_) => ElemType::I1,
            ValBuf::I8(_) => ElemType::I8,
            ValBuf::I16(_) => ElemType::I16,
            ValBuf::I32(_) => ElemType::I32,
            ValBuf::I64(_) => ElemType::I64,
            ValBuf::Index(_) => ElemType::Index,
            ValBuf::F16(_) => ElemType::F16,
            ValBuf::BF16(_) => ElemType::BF16,
            ValBuf::F32(_) => ElemType::F32,
            ValBuf::F64(_) => ElemType::F64,
            ValBuf::C32(_) => ElemType::C32,
            ValBuf::C64(_) => ElemType::C64,
        }
    }

    /// Number of values.
    pub fn len(&self) -> usize {
        with_vals!(self, v => v.len())
    }

    /// True when there are no values.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The value at `i` as a [`Scalar`].
    pub fn get(&self, i: usize) -> Scalar {
        with_vals!(self, v => v[i].to_scalar())
    }

    /// Appends a value given as a [`Scalar`].
    pub fn push_scalar(&mut self, s: Scalar) {
        with_vals!(self, v => v.push(s.to_elem()))
    }

    /// Makes room for `extra` more values without reallocating (an owned copy first
    /// when the buffer is foreign).
    pub fn reserve(&mut self, extra: usize) {
        with_vals!(self, v => v.to_mut().reserve(extra))
    }

    /// Appends `other`'s values; false (nothing appended) when the element types differ.
    pub fn append(&mut self, other: &ValBuf) -> bool {
        with_same_vals!(self, other, a, b => a.to_mut().extend_from_slice(b))
    }

    /// Appends `other[range]`; false (nothing appended) when the element types differ.
    /// Panics when `range` is outside `other`, as slicing does.
    pub fn append_range(&mut self, other: &ValBuf, range: std::ops::Range<usize>) -> bool {
        with_same_vals!(self, other, a, b => a.to_mut().extend_from_slice(&b[range]))
    }

    /// [`ValBuf::append`] copying on the thread pool when `other` is large (the pieces a
    /// parallel kernel's ranges produced, put together: one thread copying them would be
    /// the kernel's serial tail). `false` when the element types differ.
    pub fn append_parallel(&mut self, other: &ValBuf) -> bool {
        const PARALLEL_FROM: usize = 1 << 16;
        if other.len() < PARALLEL_FROM {
            return self.append(other);
        }
        with_same_vals!(self, other, a, b => a.to_mut().par_extend(b.par_iter().copied()))
    }

    /// Appends `n` copies of `s`.
    pub fn push_repeated(&mut self, s: Scalar, n: usize) {
        with_vals!(self, v => v.resize(v.len() + n, s.to_elem()))
    }

    /// Appends `n` zeros.
    pub fn push_zeros(&mut self, n: usize) {
        with_vals!(self, v => v.resize(v.len() + n, Elem::zero()))
    }

    /// Whether the value at `i` is zero.
    pub fn is_zero_at(&self, i: usize) -> bool {
        with_vals!(self, v => v[i].is_zero())
    }

    /// A buffer of the values at `perm[0], perm[1], …`.
    pub fn gather(&self, perm: &[usize]) -> ValBuf {
        map_vals!(self, v => perm.iter().map(|&p| v[p]).collect())
    }

    /// Converts every value to another element type (as `arith` casts would).
    pub fn cast(&self, to: ElemType) -> ValBuf {
        if self.elem_type() == to {
            return self.clone();
        }
        let mut out = to.buf_with_capacity(self.len());
        for i in 0..self.len() {
            out.push_scalar(self.get(i));
        }
        out
    }

    /// Appends the value at `i` in MLIR's print format.
    pub fn write_mlir(&self, i: usize, out: &mut String) {
        if let ValBuf::Index(v) = self {
            // `index` values print unsigned, as MLIR's runtime prints them.
            use std::fmt::Write;
            let _ = write!(out, "{}", v[i] as u64);
            return;
        }
        with_vals!(self, v => v[i].write_mlir(out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn append_range_copies_that_range_of_the_same_type_only() {
        let src = ValBuf::I16(vec![1, 2, 3, 4, 5].into());
        let mut out = ValBuf::I16(vec![9].into());
        assert!(out.append_range(&src, 1..4));
        assert!(out.append_range(&src, 5..5));
        assert_eq!(out, ValBuf::I16(vec![9, 2, 3, 4].into()));
        let mut other = ValBuf::F64(vec![].into());
        assert!(!other.append_range(&src, 0..2));
        assert!(other.is_empty());
    }

    #[test]
    fn parallel_append_equals_append_at_every_size() {
        for n in [0usize, 5, (1 << 16) - 1, 1 << 16, 300_001] {
            let base = ValBuf::F64(Buf::from((0..7).map(|i| i as f64).collect::<Vec<_>>()));
            let part = ValBuf::F64(Buf::from((0..n).map(|i| (i * 3) as f64).collect::<Vec<_>>()));
            let (mut serial, mut parallel) = (base.clone(), base.clone());
            assert!(serial.append(&part));
            assert!(parallel.append_parallel(&part));
            assert_eq!(serial, parallel);
            assert_eq!(parallel.len(), 7 + n);
        }
        let mut ints = ValBuf::I32(Buf::from(vec![1i32; 1 << 17]));
        let floats = ValBuf::F64(Buf::from(vec![1.0f64; 1 << 17]));
        assert!(!ints.append_parallel(&floats), "element types differ");
    }
}

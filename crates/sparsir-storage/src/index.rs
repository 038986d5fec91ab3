//! Width-generic position and coordinate buffers.
//!
//! Why: `posWidth` / `crdWidth` let a user store positions and coordinates in 8, 16, 32 or
//! 64 bits (0 = native, 64). Narrow widths must be honoured end to end, so buffers are
//! typed ([`IdxBuf`]) and hot code is generic over [`Idx`], instantiated once per width.
//! Values are unsigned, as MLIR reads them (an `i8` crd of 200 is coordinate 200).

use crate::buf::Buf;
use crate::error::{Result, StorageError};

/// An unsigned integer type used for positions or coordinates.
pub trait Idx: Copy + Ord + Send + Sync + Default + std::fmt::Debug + 'static {
    /// Largest value the type holds, as `u64`.
    const MAX: u64;
    /// Widens to `u64`.
    fn get(self) -> u64;
    /// Narrows from `u64`; the caller has checked `v <= Self::MAX`.
    fn from_u64(v: u64) -> Self;
}

macro_rules! idx_impl {
    ($t:ty) => {
        impl Idx for $t {
            const MAX: u64 = <$t>::MAX as u64;
            #[inline(always)]
            fn get(self) -> u64 {
                self as u64
            }
            #[inline(always)]
            fn from_u64(v: u64) -> Self {
                v as $t
            }
        }
    };
}
idx_impl!(u8);
idx_impl!(u16);
idx_impl!(u32);
idx_impl!(u64);

/// The storage width of an index buffer, from an encoding's `posWidth`/`crdWidth`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IdxWidth {
    /// 8 bits (also used for the seed's 2-bit structured coordinates).
    W8,
    /// 16 bits.
    W16,
    /// 32 bits.
    W32,
    /// 64 bits (`index`, the native width).
    W64,
}

impl IdxWidth {
    /// The storage width for an encoding bit width (0 = native; 2 = the seed's 2-bit
    /// structured coordinates, stored in bytes).
    pub fn from_bits(bits: u8) -> IdxWidth {
        match bits {
            1..=8 => IdxWidth::W8,
            9..=16 => IdxWidth::W16,
            17..=32 => IdxWidth::W32,
            _ => IdxWidth::W64,
        }
    }

    /// Largest storable value.
    pub fn max(self) -> u64 {
        match self {
            IdxWidth::W8 => u8::MAX as u64,
            IdxWidth::W16 => u16::MAX as u64,
            IdxWidth::W32 => u32::MAX as u64,
            IdxWidth::W64 => u64::MAX,
        }
    }

    /// Bits per entry.
    pub fn bits(self) -> u32 {
        match self {
            IdxWidth::W8 => 8,
            IdxWidth::W16 => 16,
            IdxWidth::W32 => 32,
            IdxWidth::W64 => 64,
        }
    }
}

/// A typed buffer of positions or coordinates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IdxBuf {
    /// 8-bit entries.
    U8(Buf<u8>),
    /// 16-bit entries.
    U16(Buf<u16>),
    /// 32-bit entries.
    U32(Buf<u32>),
    /// 64-bit entries.
    U64(Buf<u64>),
}

/// Runs `$body` with `$v` bound to the typed vector inside an [`IdxBuf`].
#[macro_export]
macro_rules! with_idx {
    ($buf:expr, $v:ident => $body:expr) => {
        match $buf {
            $crate::index::IdxBuf::U8($v) => $body,
            $crate::index::IdxBuf::U16($v) => $body,
            $crate::index::IdxBuf::U32($v) => $body,
            $crate::index::IdxBuf::U64($v) => $body,
        }
    };
}

macro_rules! idx_from_vec {
    ($t:ty, $variant:ident) => {
        impl From<Vec<$t>> for IdxBuf {
            fn from(v: Vec<$t>) -> IdxBuf {
                IdxBuf::$variant(Buf::from(v))
            }
        }
    };
}
idx_from_vec!(u8, U8);
idx_from_vec!(u16, U16);
idx_from_vec!(u32, U32);
idx_from_vec!(u64, U64);

impl IdxBuf {
    /// An empty buffer of the given width.
    pub fn new(width: IdxWidth) -> IdxBuf {
        Self::with_capacity(width, 0)
    }

    /// An empty buffer with room for `n` entries.
    pub fn with_capacity(width: IdxWidth, n: usize) -> IdxBuf {
        match width {
            IdxWidth::W8 => IdxBuf::U8(Vec::with_capacity(n).into()),
            IdxWidth::W16 => IdxBuf::U16(Vec::with_capacity(n).into()),
            IdxWidth::W32 => IdxBuf::U32(Vec::with_capacity(n).into()),
            IdxWidth::W64 => IdxBuf::U64(Vec::with_capacity(n).into()),
        }
    }

    /// Narrows `u64` values into a buffer of the given width, refusing values that do not
    /// fit (`what` names the buffer in the error).
    pub fn from_u64s(width: IdxWidth, vals: &[u64], what: &str) -> Result<IdxBuf> {
        if let Some(&bad) = vals.iter().find(|&&v| v > width.max()) {
            return Err(StorageError::new(format!(
                "{what} value {bad} does not fit in {} bits",
                width.bits()
            )));
        }
        Ok(match width {
            IdxWidth::W8 => IdxBuf::U8(vals.iter().map(|&v| v as u8).collect()),
            IdxWidth::W16 => IdxBuf::U16(vals.iter().map(|&v| v as u16).collect()),
            IdxWidth::W32 => IdxBuf::U32(vals.iter().map(|&v| v as u32).collect()),
            IdxWidth::W64 => IdxBuf::U64(vals.to_vec().into()),
        })
    }

    /// The width.
    pub fn width(&self) -> IdxWidth {
        match self {
            IdxBuf::U8(_) => IdxWidth::W8,
            IdxBuf::U16(_) => IdxWidth::W16,
            IdxBuf::U32(_) => IdxWidth::W32,
            IdxBuf::U64(_) => IdxWidth::W64,
        }
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        with_idx!(self, v => v.len())
    }

    /// True when empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Entry `i`, widened.
    #[inline]
    pub fn get(&self, i: usize) -> u64 {
        with_idx!(self, v => v[i].get())
    }

    /// Sets entry `i`; the caller has checked that the value fits.
    #[inline]
    pub fn set(&mut self, i: usize, val: u64) {
        with_idx!(self, v => v[i] = Idx::from_u64(val))
    }

    /// Appends a value; the caller has checked that it fits.
    #[inline]
    pub fn push(&mut self, val: u64) {
        with_idx!(self, v => v.push(Idx::from_u64(val)))
    }

    /// All entries, widened.
    pub fn to_u64s(&self) -> Vec<u64> {
        with_idx!(self, v => v.iter().map(|x| x.get()).collect())
    }
}

//! # sparsir-storage
//!
//! The sparse tensor storage runtime of sparsir, usable as a Rust library on its own:
//!
//! * [`encoding`]: MLIR's `#sparse_tensor.encoding<{…}>` — level formats and properties,
//!   dim↔lvl affine maps, widths, explicit/implicit values, slices — parsed, printed and
//!   verified with MLIR's messages;
//! * [`storage`]: width-generic storage for every level format, built from coordinate
//!   lists ([`coo`]) or dense data, converted between any two encodings ([`convert`]),
//!   densified, printed exactly as MLIR 22's `sparse_tensor.print` ([`print`]);
//! * [`sort`]: the four `sparse_tensor.sort` algorithms over AoS coordinate buffers;
//! * [`assemble`]: building storage from user buffers (validated) and handing them back;
//! * [`io`]: Matrix Market and extended FROSTT files, read memory-mapped and in parallel.
//!
//! It does not depend on the IR: the compiler and the runtime both stand on it.

pub mod assemble;
mod assemble_fast;
pub mod buf;
pub mod build;
pub mod convert;
pub mod coo;
pub mod dense;
pub mod elem;
pub mod encoding;
pub mod error;
pub mod fast2d;
pub mod format;
pub mod index;
pub mod io;
pub mod lvl_coo;
pub mod print;
pub mod recycle;
pub mod slice;
pub mod sort;
pub mod storage;
pub mod threads;
pub mod walk;

pub use assemble_fast::strict_compressed_level;
pub use buf::{Buf, Foreign};
pub use coo::{Coo, Crd};
pub use elem::{Elem, ElemType, Scalar, ValBuf};
pub use encoding::Encoding;
pub use error::{Result, StorageError};
pub use index::{Idx, IdxBuf, IdxWidth};
pub use storage::SparseTensor;

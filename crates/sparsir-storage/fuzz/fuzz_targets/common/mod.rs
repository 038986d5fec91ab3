//! What the reader targets share: the element types the first input byte picks from.

use sparsir_storage::ElemType;

/// The element type to read as (`None`: the file's own).
pub const ELEMS: [Option<ElemType>; 8] = [
    None,
    Some(ElemType::F64),
    Some(ElemType::F32),
    Some(ElemType::I32),
    Some(ElemType::C64),
    Some(ElemType::I1),
    Some(ElemType::BF16),
    Some(ElemType::Index),
];

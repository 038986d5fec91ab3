//! The attributes the known dialects define, with their enum domains.
//!
//! Why: `#arith.fastmath<…>`, `#vector.kind<…>`, `#linalg.iterator_type<…>` are kept as
//! opaque text, so without a table any misspelling (`#arith.ovbrflow<…>`,
//! `#linalg.iterator_type<rpalalel>`) was accepted, where MLIR refuses it; a custom
//! printer then wrote it in a form no parser reads. This table is what the attribute
//! parser checks a dialect attribute against, with MLIR's messages; the property checks
//! ([`crate::props`]) name these attributes for the ops that hold them.

/// An enum attribute of a dialect: `#dialect.mnemonic<case>`.
pub(crate) struct EnumAttr {
    pub mnemonic: &'static str,
    /// The C++ enum MLIR names in its message.
    pub cpp: &'static str,
    pub cases: &'static [&'static str],
    /// The attribute's class MLIR names in its second message (`TypeFnAttr`).
    pub class: &'static str,
    /// A bit enum: a comma-separated set of cases (`nnan,ninf`).
    pub bits: bool,
}

/// What a dialect's attribute namespace holds.
pub(crate) enum DialectAttrs {
    /// The dialect defines no attributes (MLIR: "provides no attribute parsing hook").
    NoHook,
    /// Exactly the enums (cases checked) and the `others` mnemonics.
    Known { others: &'static [&'static str], enums: &'static [EnumAttr] },
    /// Not checked (a dialect sparsir does not know, or whose attributes have their own
    /// parsers: `sparse_tensor`).
    Open,
}

const fn enum_attr(
    mnemonic: &'static str,
    class: &'static str,
    cpp: &'static str,
    cases: &'static [&'static str],
) -> EnumAttr {
    EnumAttr { mnemonic, cpp, cases, class, bits: false }
}

const ITERATOR: [&str; 2] = ["parallel", "reduction"];
const UNARY_FNS: [&str; 13] = [
    "exp",
    "log",
    "abs",
    "ceil",
    "floor",
    "negf",
    "reciprocal",
    "round",
    "sqrt",
    "rsqrt",
    "square",
    "tanh",
    "erf",
];
const BINARY_FNS: [&str; 10] = [
    "add",
    "sub",
    "mul",
    "div",
    "div_unsigned",
    "max_signed",
    "min_signed",
    "max_unsigned",
    "min_unsigned",
    "powf",
];

/// `linalg.elementwise` kinds: the unary functions, the binary ones, then `select`.
const ELEMENTWISE_KINDS: [&str; 24] = {
    let mut kinds = ["select"; 24];
    let mut i = 0;
    while i < UNARY_FNS.len() {
        kinds[i] = UNARY_FNS[i];
        i += 1;
    }
    let mut j = 0;
    while j < BINARY_FNS.len() {
        kinds[i + j] = BINARY_FNS[j];
        j += 1;
    }
    kinds
};

static ARITH: [EnumAttr; 2] = [
    EnumAttr {
        mnemonic: "fastmath",
        class: "Arith_FastMathAttr",
        cpp: "::mlir::arith::FastMathFlags",
        cases: &["none", "reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "fast"],
        bits: true,
    },
    EnumAttr {
        mnemonic: "overflow",
        class: "Arith_IntegerOverflowAttr",
        cpp: "::mlir::arith::IntegerOverflowFlags",
        cases: &["none", "nsw", "nuw"],
        bits: true,
    },
];

static VECTOR: [EnumAttr; 3] = [
    enum_attr(
        "kind",
        "Vector_CombiningKindAttr",
        "::mlir::vector::CombiningKind",
        &[
            "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor",
            "maximumf", "minimumf",
        ],
    ),
    enum_attr(
        "punctuation",
        "Vector_PrintPunctuation",
        "::mlir::vector::PrintPunctuation",
        &["no_punctuation", "newline", "comma", "open", "close"],
    ),
    enum_attr("iterator_type", "Vector_IteratorTypeEnum", "::mlir::vector::IteratorType", &ITERATOR),
];

static LINALG: [EnumAttr; 6] = [
    enum_attr("ternary_fn", "TernaryFnAttr", "::mlir::linalg::TernaryFn", &["select"]),
    enum_attr("iterator_type", "IteratorTypeEnum", "::mlir::utils::IteratorType", &ITERATOR),
    enum_attr("type_fn", "TypeFnAttr", "::mlir::linalg::TypeFn", &["cast_signed", "cast_unsigned"]),
    enum_attr("binary_fn", "BinaryFnAttr", "::mlir::linalg::BinaryFn", &BINARY_FNS),
    enum_attr("unary_fn", "UnaryFnAttr", "::mlir::linalg::UnaryFn", &UNARY_FNS),
    enum_attr(
        "elementwise_kind",
        "ElementwiseKindAttr",
        "::mlir::linalg::ElementwiseKind",
        &ELEMENTWISE_KINDS,
    ),
];

/// The attribute namespace of `dialect`.
pub(crate) fn lookup(dialect: &str) -> DialectAttrs {
    match dialect {
        "arith" => DialectAttrs::Known { others: &[], enums: &ARITH },
        "vector" => DialectAttrs::Known { others: &[], enums: &VECTOR },
        "linalg" => DialectAttrs::Known { others: &[], enums: &LINALG },
        "complex" => DialectAttrs::Known { others: &["number"], enums: &[] },
        "builtin" | "func" | "scf" | "memref" | "math" | "cf" | "bufferization" | "tensor" | "affine" => {
            DialectAttrs::NoHook
        }
        _ => DialectAttrs::Open,
    }
}

/// Checks the body of an enum attribute (the text between `<` and `>`). On failure,
/// MLIR's errors with their offsets in the body: the word's error, then (for a word
/// that is no case) the attribute's `failed to parse …` error.
pub(crate) fn check_enum_body(e: &EnumAttr, body: &str) -> Result<(), Vec<(usize, String)>> {
    let expected = format!("expected {} to be one of: {}", e.cpp, e.cases.join(", "));
    let second = format!("failed to parse {} parameter 'value' which is to be a `{}`", e.class, e.cpp);
    let mut at = skip_space(body, 0);
    loop {
        let word_end = word_end(body, at);
        if word_end == at {
            return Err(vec![(at, "expected valid keyword or string".to_string()), (at, second)]);
        }
        if !e.cases.contains(&&body[at..word_end]) {
            return Err(if e.bits {
                vec![(skip_space(body, 0), expected), (body.len(), second)]
            } else {
                vec![(at, expected), (word_end, second)]
            });
        }
        at = skip_space(body, word_end);
        match body[at..].chars().next() {
            None => return Ok(()),
            Some(',') if e.bits => at = skip_space(body, at + 1),
            Some(_) => return Err(vec![(at, "expected '>'".to_string())]),
        }
    }
}

fn skip_space(text: &str, from: usize) -> usize {
    from + text[from..].len() - text[from..].trim_start().len()
}

fn word_end(text: &str, from: usize) -> usize {
    let bytes = text.as_bytes();
    let mut i = from;
    while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
        i += 1;
    }
    if i > from && bytes[from].is_ascii_digit() {
        return from;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enum_bodies() {
        assert!(check_enum_body(&ARITH[0], "nnan,ninf").is_ok());
        assert!(check_enum_body(&ARITH[0], "fast").is_ok());
        let errs = check_enum_body(&ARITH[0], "nnan,zz").unwrap_err();
        assert_eq!((errs[0].0, errs[1].0), (0, 7));
        assert!(errs[0].1.contains("FastMathFlags"));
        let errs = check_enum_body(&LINALG[1], "rpalalel").unwrap_err();
        assert!(errs[0].1.contains("parallel, reduction"));
        assert!(errs[1].1.starts_with("failed to parse IteratorTypeEnum parameter 'value'"));
        assert!(check_enum_body(&LINALG[1], "parallel").is_ok());
        assert_eq!(
            check_enum_body(&LINALG[1], "parallel,x").unwrap_err()[0],
            (8, "expected '>'".to_string())
        );
        assert_eq!(check_enum_body(&VECTOR[0], "").unwrap_err()[0].1, "expected valid keyword or string");
    }
}

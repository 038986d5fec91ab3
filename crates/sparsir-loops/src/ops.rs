//! The scalar operation kinds of the loop IR, each with the MLIR op it prints as.
//!
//! Why: lowering maps `arith`/`math`/`complex` ops onto these one to one (by name), the
//! printer turns them back into the same MLIR ops, and backends implement each once.
//! Integer operations act on the bits of the operand type's width (`i8` wraps at 8 bits);
//! `u` variants read the bits as unsigned.

/// Declares an op enum whose variants map to MLIR op names both ways.
macro_rules! named_ops {
    ($(#[$doc:meta])* $name:ident { $($variant:ident = $mlir:literal,)* }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $name {
            $(#[doc = concat!("`", $mlir, "`")] $variant,)*
        }

        impl $name {
            /// Every kind, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];

            /// The MLIR op this prints as.
            pub fn mlir_name(self) -> &'static str {
                match self { $($name::$variant => $mlir,)* }
            }

            /// The kind printed as the MLIR op `name`.
            pub fn from_mlir_name(name: &str) -> Option<$name> {
                match name { $($mlir => Some($name::$variant),)* _ => None }
            }
        }
    };
}

named_ops!(
    /// Two operands, one result of the operands' type (except `CCreate`: floats → complex).
    BinOp {
        AddI = "arith.addi", SubI = "arith.subi", MulI = "arith.muli",
        DivSI = "arith.divsi", DivUI = "arith.divui", CeilDivSI = "arith.ceildivsi",
        CeilDivUI = "arith.ceildivui", FloorDivSI = "arith.floordivsi",
        RemSI = "arith.remsi", RemUI = "arith.remui",
        MinSI = "arith.minsi", MaxSI = "arith.maxsi", MinUI = "arith.minui", MaxUI = "arith.maxui",
        AndI = "arith.andi", OrI = "arith.ori", XorI = "arith.xori",
        ShLI = "arith.shli", ShRSI = "arith.shrsi", ShRUI = "arith.shrui",
        AddF = "arith.addf", SubF = "arith.subf", MulF = "arith.mulf", DivF = "arith.divf",
        RemF = "arith.remf", MinimumF = "arith.minimumf", MaximumF = "arith.maximumf",
        MinNumF = "arith.minnumf", MaxNumF = "arith.maxnumf",
        PowF = "math.powf", Atan2 = "math.atan2", CopySign = "math.copysign", IPowI = "math.ipowi",
        FPowI = "math.fpowi",
        CAdd = "complex.add", CSub = "complex.sub", CMul = "complex.mul", CDiv = "complex.div",
        CPow = "complex.pow", CCreate = "complex.create",
    }
);

named_ops!(
    /// One operand, one result of the operand's type (except `CAbs`/`CRe`/`CIm`: complex →
    /// float).
    UnOp {
        NegF = "arith.negf", AbsF = "math.absf", AbsI = "math.absi", Sqrt = "math.sqrt",
        Rsqrt = "math.rsqrt", Cbrt = "math.cbrt", Exp = "math.exp", Exp2 = "math.exp2",
        Expm1 = "math.expm1", Log = "math.log", Log2 = "math.log2", Log10 = "math.log10",
        Log1p = "math.log1p", Sin = "math.sin", Cos = "math.cos", Tan = "math.tan",
        Tanh = "math.tanh", Sinh = "math.sinh", Cosh = "math.cosh", Asin = "math.asin",
        Acos = "math.acos", Atan = "math.atan", Erf = "math.erf", Floor = "math.floor",
        Ceil = "math.ceil", Round = "math.round", RoundEven = "math.roundeven", Trunc = "math.trunc",
        CtPop = "math.ctpop", Ctlz = "math.ctlz", Cttz = "math.cttz",
        CNeg = "complex.neg", CAbs = "complex.abs", CRe = "complex.re", CIm = "complex.im",
        CExp = "complex.exp", CLog = "complex.log", CSqrt = "complex.sqrt", CConj = "complex.conj",
        CSin = "complex.sin", CCos = "complex.cos", CTanh = "complex.tanh", CSign = "complex.sign",
    }
);

named_ops!(
    /// A conversion to the destination variable's type.
    CastOp {
        ExtSI = "arith.extsi", ExtUI = "arith.extui", TruncI = "arith.trunci",
        SIToFP = "arith.sitofp", UIToFP = "arith.uitofp", FPToSI = "arith.fptosi",
        FPToUI = "arith.fptoui", ExtF = "arith.extf", TruncF = "arith.truncf",
        IndexCast = "arith.index_cast", IndexCastUI = "arith.index_castui", Bitcast = "arith.bitcast",
    }
);

named_ops!(
    /// `arith.cmpi` predicates.
    IntPred {
        Eq = "eq", Ne = "ne", Slt = "slt", Sle = "sle", Sgt = "sgt", Sge = "sge",
        Ult = "ult", Ule = "ule", Ugt = "ugt", Uge = "uge",
    }
);

named_ops!(
    /// `arith.cmpf` predicates.
    FloatPred {
        False = "false", Oeq = "oeq", Ogt = "ogt", Oge = "oge", Olt = "olt", Ole = "ole",
        One = "one", Ord = "ord", Ueq = "ueq", Ugt = "ugt", Uge = "uge", Ult = "ult",
        Ule = "ule", Une = "une", Uno = "uno", True = "true",
    }
);

/// A comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpPred {
    /// `arith.cmpi` (integers, `index`, `i1`).
    Int(IntPred),
    /// `arith.cmpf`.
    Float(FloatPred),
    /// `complex.eq`.
    ComplexEq,
    /// `complex.neq`.
    ComplexNe,
}

impl BinOp {
    /// True for the integer operations (operands must be integers or `index`).
    pub fn is_integer(self) -> bool {
        use BinOp::*;
        matches!(
            self,
            AddI | SubI
                | MulI
                | DivSI
                | DivUI
                | CeilDivSI
                | CeilDivUI
                | FloorDivSI
                | RemSI
                | RemUI
                | MinSI
                | MaxSI
                | MinUI
                | MaxUI
                | AndI
                | OrI
                | XorI
                | ShLI
                | ShRSI
                | ShRUI
                | IPowI
        )
    }

    /// True for the complex operations.
    pub fn is_complex(self) -> bool {
        self.mlir_name().starts_with("complex.")
    }
}

impl UnOp {
    /// True for ops on integers.
    pub fn is_integer(self) -> bool {
        matches!(self, UnOp::AbsI | UnOp::CtPop | UnOp::Ctlz | UnOp::Cttz)
    }

    /// True for ops on complex operands.
    pub fn is_complex(self) -> bool {
        self.mlir_name().starts_with("complex.")
    }

    /// True when the result is the complex operand's float part type.
    pub fn complex_to_float(self) -> bool {
        matches!(self, UnOp::CAbs | UnOp::CRe | UnOp::CIm)
    }
}

/// The identity of `op` as a reduction over `elem` values (`x ⊕ identity = x` exactly,
/// `-0.0` for `addf`), as the loop IR holds values (integers sign-extended, `i1` 0/1); `None`
/// when `op` is not an associative, commutative reduction this backend combines.
pub fn reduction_identity(op: BinOp, elem: sparsir_storage::ElemType) -> Option<sparsir_storage::Scalar> {
    use sparsir_storage::{ElemType as E, Scalar};
    let bits = match elem {
        E::I1 => 1,
        E::I8 => 8,
        E::I16 => 16,
        E::I32 => 32,
        E::I64 | E::Index => 64,
        E::F32 | E::F64 => 0,
        _ => return None,
    };
    let all_ones = if bits == 1 { 1 } else { -1 };
    Some(match (op, bits) {
        (BinOp::AddF, 0) => Scalar::Float(-0.0),
        (BinOp::MulF, 0) => Scalar::Float(1.0),
        (BinOp::MaximumF, 0) => Scalar::Float(f64::NEG_INFINITY),
        (BinOp::MinimumF, 0) => Scalar::Float(f64::INFINITY),
        (BinOp::MaxNumF | BinOp::MinNumF, 0) => Scalar::Float(f64::NAN),
        (BinOp::OrI | BinOp::XorI, b) if b > 0 => Scalar::Int(0),
        (BinOp::AndI, b) if b > 0 => Scalar::Int(all_ones),
        (BinOp::AddI | BinOp::MaxUI, b) if b > 1 => Scalar::Int(0),
        (BinOp::MulI, b) if b > 1 => Scalar::Int(1),
        (BinOp::MinUI, b) if b > 1 => Scalar::Int(-1),
        (BinOp::MaxSI, b) if b > 1 => Scalar::Int((i64::MIN >> (64 - b)) as i128),
        (BinOp::MinSI, b) if b > 1 => Scalar::Int((i64::MAX >> (64 - b)) as i128),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reduction_identities() {
        use sparsir_storage::{ElemType as E, Scalar};
        assert_eq!(reduction_identity(BinOp::MaxSI, E::I8), Some(Scalar::Int(-128)));
        assert_eq!(reduction_identity(BinOp::MinSI, E::I32), Some(Scalar::Int(i32::MAX as i128)));
        assert_eq!(reduction_identity(BinOp::AndI, E::I1), Some(Scalar::Int(1)));
        assert_eq!(reduction_identity(BinOp::AndI, E::I16), Some(Scalar::Int(-1)));
        assert!(
            matches!(reduction_identity(BinOp::AddF, E::F64), Some(Scalar::Float(z)) if z.to_bits() == (-0.0f64).to_bits())
        );
        assert_eq!(reduction_identity(BinOp::SubF, E::F64), None);
        assert_eq!(reduction_identity(BinOp::AddI, E::I1), None);
        assert_eq!(reduction_identity(BinOp::AddF, E::C64), None);
    }

    #[test]
    fn names_round_trip() {
        for &op in BinOp::ALL {
            assert_eq!(BinOp::from_mlir_name(op.mlir_name()), Some(op));
        }
        for &op in UnOp::ALL {
            assert_eq!(UnOp::from_mlir_name(op.mlir_name()), Some(op));
        }
        for &op in CastOp::ALL {
            assert_eq!(CastOp::from_mlir_name(op.mlir_name()), Some(op));
        }
        assert_eq!(FloatPred::from_mlir_name("une"), Some(FloatPred::Une));
        assert_eq!(IntPred::from_mlir_name("ult"), Some(IntPred::Ult));
    }
}

//! Scalar semantics of the loop IR's operations, shared by every backend.
//!
//! Why: `arith`, `math` and `complex` have exact rules (wrapping at the type's width,
//! unsigned views of the same bits, IEEE rounding to f16/bf16/f32 after every op); they
//! are written once here. Division by zero and other undefined behaviour in MLIR become
//! errors, never garbage.

use half::{bf16, f16};
use num_complex::Complex64;
use sparsir_loops::ops::{FloatPred, IntPred};
use sparsir_loops::{BinOp, CastOp, CmpPred, UnOp};
use sparsir_storage::ElemType;

use crate::value::Val;

/// Bit width of an integer type (`index` is 64).
pub fn int_bits(ty: ElemType) -> u32 {
    match ty {
        ElemType::I1 => 1,
        ElemType::I8 => 8,
        ElemType::I16 => 16,
        ElemType::I32 => 32,
        _ => 64,
    }
}

/// `v` wrapped to `ty`'s width (sign-extended; `i1` as 0/1).
pub fn wrap(v: i64, ty: ElemType) -> i64 {
    match int_bits(ty) {
        1 => v & 1,
        64 => v,
        bits => (v << (64 - bits)) >> (64 - bits),
    }
}

/// The bits of `v` read as unsigned at `ty`'s width.
pub fn unsigned(v: i64, ty: ElemType) -> u64 {
    match int_bits(ty) {
        64 => v as u64,
        bits => (v as u64) & ((1u64 << bits) - 1),
    }
}

/// `v` rounded to the float type `ty`.
pub fn round_float(v: f64, ty: ElemType) -> f64 {
    match ty {
        ElemType::F32 | ElemType::C32 => v as f32 as f64,
        ElemType::F16 => f16::from_f64(v).to_f64(),
        ElemType::BF16 => bf16::from_f64(v).to_f64(),
        _ => v,
    }
}

/// An integer value of `ty`.
pub fn int_val(v: i64, ty: ElemType) -> Val {
    Val::Int(wrap(v, ty))
}

/// A float value of `ty`.
pub fn float_val(v: f64, ty: ElemType) -> Val {
    Val::Float(round_float(v, ty))
}

/// A complex value of `ty`.
pub fn complex_val(re: f64, im: f64, ty: ElemType) -> Val {
    Val::Complex(round_float(re, ty), round_float(im, ty))
}

fn complex(v: &Val) -> Complex64 {
    match *v {
        Val::Complex(re, im) => Complex64::new(re, im),
        _ => Complex64::new(0.0, 0.0),
    }
}

fn from_complex(c: Complex64, ty: ElemType) -> Val {
    complex_val(c.re, c.im, ty)
}

/// `op a, b` at type `ty` (the operands' type).
pub fn binary(op: BinOp, ty: ElemType, a: &Val, b: &Val) -> Result<Val, String> {
    use BinOp::*;
    if op.is_integer() {
        let (x, y) = (a.int(), b.int());
        let (ux, uy) = (unsigned(x, ty), unsigned(y, ty));
        let bits = int_bits(ty);
        let zero_div = || Err("division by zero".to_string());
        let r: i64 = match op {
            AddI => x.wrapping_add(y),
            SubI => x.wrapping_sub(y),
            MulI => x.wrapping_mul(y),
            DivSI | CeilDivSI | FloorDivSI | RemSI if y == 0 => return zero_div(),
            DivUI | CeilDivUI | RemUI if uy == 0 => return zero_div(),
            DivSI => x.wrapping_div(y),
            DivUI => (ux / uy) as i64,
            CeilDivSI => {
                let q = x.wrapping_div(y);
                if q.wrapping_mul(y) != x && ((x < 0) == (y < 0)) {
                    q + 1
                } else {
                    q
                }
            }
            CeilDivUI => ux.div_ceil(uy) as i64,
            FloorDivSI => {
                let q = x.wrapping_div(y);
                if q.wrapping_mul(y) != x && ((x < 0) != (y < 0)) {
                    q - 1
                } else {
                    q
                }
            }
            RemSI => x.wrapping_rem(y),
            RemUI => (ux % uy) as i64,
            MinSI => x.min(y),
            MaxSI => x.max(y),
            MinUI => ux.min(uy) as i64,
            MaxUI => ux.max(uy) as i64,
            AndI => x & y,
            OrI => x | y,
            XorI => x ^ y,
            ShLI | ShRSI | ShRUI if uy >= bits as u64 => return Ok(Val::Int(0)),
            ShLI => x << uy,
            ShRSI => x >> uy,
            ShRUI => (ux >> uy) as i64,
            IPowI => {
                if y < 0 {
                    match x {
                        1 => 1,
                        -1 => {
                            if y % 2 == 0 {
                                1
                            } else {
                                -1
                            }
                        }
                        0 => return zero_div(),
                        _ => 0,
                    }
                } else {
                    x.wrapping_pow(y.min(u32::MAX as i64) as u32)
                }
            }
            _ => unreachable!("integer op"),
        };
        return Ok(int_val(r, ty));
    }
    if op.is_complex() {
        if op == CCreate {
            return Ok(complex_val(a.float(), b.float(), ty));
        }
        let (x, y) = (complex(a), complex(b));
        let r = match op {
            CAdd => x + y,
            CSub => x - y,
            CMul => x * y,
            CDiv => x / y,
            CPow => x.powc(y),
            _ => unreachable!("complex op"),
        };
        return Ok(from_complex(r, ty));
    }
    let (x, y) = (a.float(), b.float());
    let r = match op {
        AddF => x + y,
        SubF => x - y,
        MulF => x * y,
        DivF => x / y,
        RemF => x % y,
        MinimumF => {
            if x.is_nan() || y.is_nan() {
                f64::NAN
            } else {
                x.min(y)
            }
        }
        MaximumF => {
            if x.is_nan() || y.is_nan() {
                f64::NAN
            } else {
                x.max(y)
            }
        }
        MinNumF => x.min(y),
        MaxNumF => x.max(y),
        PowF => x.powf(y),
        Atan2 => x.atan2(y),
        CopySign => x.copysign(y),
        FPowI => x.powi(b.int() as i32),
        _ => unreachable!("float op"),
    };
    Ok(float_val(r, ty))
}

/// `op a` at the operand type `ty`.
pub fn unary(op: UnOp, ty: ElemType, a: &Val) -> Val {
    use UnOp::*;
    if op.is_integer() {
        let x = a.int();
        let bits = int_bits(ty);
        let u = unsigned(x, ty);
        let r = match op {
            AbsI => x.wrapping_abs(),
            CtPop => u.count_ones() as i64,
            Ctlz => (u.leading_zeros() - (64 - bits)) as i64,
            Cttz => u.trailing_zeros().min(bits) as i64,
            _ => unreachable!("integer op"),
        };
        return int_val(r, ty);
    }
    if op.is_complex() {
        let c = complex(a);
        let part = if ty == ElemType::C32 { ElemType::F32 } else { ElemType::F64 };
        return match op {
            CAbs => float_val(c.norm(), part),
            CRe => float_val(c.re, part),
            CIm => float_val(c.im, part),
            CNeg => from_complex(-c, ty),
            CExp => from_complex(c.exp(), ty),
            CLog => from_complex(c.ln(), ty),
            CSqrt => from_complex(c.sqrt(), ty),
            CConj => from_complex(c.conj(), ty),
            CSin => from_complex(c.sin(), ty),
            CCos => from_complex(c.cos(), ty),
            CTanh => from_complex(c.tanh(), ty),
            CSign => {
                let n = c.norm();
                from_complex(if n == 0.0 { c } else { c / n }, ty)
            }
            _ => unreachable!("complex op"),
        };
    }
    let x = a.float();
    let r = match op {
        NegF => -x,
        AbsF => x.abs(),
        Sqrt => x.sqrt(),
        Rsqrt => 1.0 / x.sqrt(),
        Cbrt => x.cbrt(),
        Exp => x.exp(),
        Exp2 => x.exp2(),
        Expm1 => x.exp_m1(),
        Log => x.ln(),
        Log2 => x.log2(),
        Log10 => x.log10(),
        Log1p => x.ln_1p(),
        Sin => x.sin(),
        Cos => x.cos(),
        Tan => x.tan(),
        Tanh => x.tanh(),
        Sinh => x.sinh(),
        Cosh => x.cosh(),
        Asin => x.asin(),
        Acos => x.acos(),
        Atan => x.atan(),
        Erf => erf(x),
        Floor => x.floor(),
        Ceil => x.ceil(),
        Round => x.round(),
        RoundEven => x.round_ties_even(),
        Trunc => x.trunc(),
        _ => unreachable!("float op"),
    };
    float_val(r, ty)
}

/// The error function: its Maclaurin series for |x| < 2.5 (terms stay below ~500, so
/// cancellation costs at most three digits), else 1 − erfc(x) with erfc from its
/// continued fraction, which converges fast there (the series alone would lose most
/// digits to cancellation near |x| = 5).
fn erf(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    let a = x.abs();
    if a >= 2.5 {
        // erfc(a) = exp(-a²)/√π · 1/(a + (1/2)/(a + 1/(a + (3/2)/(a + …)))).
        let mut f = a;
        for k in (1..=80).rev() {
            f = a + (k as f64 / 2.0) / f;
        }
        let erfc = (-a * a).exp() / std::f64::consts::PI.sqrt() / f;
        return (1.0 - erfc).copysign(x);
    }
    let mut sum = x;
    let mut term = x;
    let x2 = x * x;
    for n in 1..200 {
        term *= -x2 / n as f64;
        let add = term / (2 * n + 1) as f64;
        sum += add;
        if add.abs() < 1e-17 * sum.abs() {
            break;
        }
    }
    sum * 2.0 / std::f64::consts::PI.sqrt()
}

/// `a pred b` at the operand type `ty`.
pub fn compare(pred: CmpPred, ty: ElemType, a: &Val, b: &Val) -> bool {
    match pred {
        CmpPred::Int(p) => {
            let (x, y) = (a.int(), b.int());
            let (ux, uy) = (unsigned(x, ty), unsigned(y, ty));
            match p {
                IntPred::Eq => x == y,
                IntPred::Ne => x != y,
                IntPred::Slt => x < y,
                IntPred::Sle => x <= y,
                IntPred::Sgt => x > y,
                IntPred::Sge => x >= y,
                IntPred::Ult => ux < uy,
                IntPred::Ule => ux <= uy,
                IntPred::Ugt => ux > uy,
                IntPred::Uge => ux >= uy,
            }
        }
        CmpPred::Float(p) => {
            let (x, y) = (a.float(), b.float());
            let unordered = x.is_nan() || y.is_nan();
            match p {
                FloatPred::False => false,
                FloatPred::True => true,
                FloatPred::Oeq => !unordered && x == y,
                FloatPred::Ogt => !unordered && x > y,
                FloatPred::Oge => !unordered && x >= y,
                FloatPred::Olt => !unordered && x < y,
                FloatPred::Ole => !unordered && x <= y,
                FloatPred::One => !unordered && x != y,
                FloatPred::Ord => !unordered,
                FloatPred::Ueq => unordered || x == y,
                FloatPred::Ugt => unordered || x > y,
                FloatPred::Uge => unordered || x >= y,
                FloatPred::Ult => unordered || x < y,
                FloatPred::Ule => unordered || x <= y,
                FloatPred::Une => unordered || x != y,
                FloatPred::Uno => unordered,
            }
        }
        CmpPred::ComplexEq => complex(a) == complex(b),
        CmpPred::ComplexNe => complex(a) != complex(b),
    }
}

/// `a` (of type `from`) converted to `to` by `op`.
pub fn cast(op: CastOp, from: ElemType, to: ElemType, a: &Val) -> Result<Val, String> {
    use CastOp::*;
    Ok(match op {
        ExtSI | TruncI | IndexCast => int_val(a.int(), to),
        ExtUI | IndexCastUI => int_val(unsigned(a.int(), from) as i64, to),
        SIToFP => float_val(a.int() as f64, to),
        UIToFP => float_val(unsigned(a.int(), from) as f64, to),
        FPToSI | FPToUI => {
            let x = a.float().trunc();
            let bits = int_bits(to);
            let (lo, hi) = if op == FPToSI {
                (-(2f64.powi(bits as i32 - 1)), 2f64.powi(bits as i32 - 1))
            } else {
                (0.0, 2f64.powi(bits as i32))
            };
            if x.is_nan() || x < lo || x >= hi {
                return Err(format!("{} of {} does not fit in {}", op.mlir_name(), a.float(), to.name()));
            }
            if op == FPToUI {
                int_val(x as u64 as i64, to)
            } else {
                int_val(x as i64, to)
            }
        }
        ExtF | TruncF => float_val(a.float(), to),
        Bitcast => bitcast(from, to, a),
    })
}

fn bitcast(from: ElemType, to: ElemType, a: &Val) -> Val {
    let bits: u64 = match (from, a) {
        (ElemType::F64, v) => v.float().to_bits(),
        (ElemType::F32, v) => (v.float() as f32).to_bits() as u64,
        (ElemType::F16, v) => f16::from_f64(v.float()).to_bits() as u64,
        (ElemType::BF16, v) => bf16::from_f64(v.float()).to_bits() as u64,
        (t, v) => unsigned(v.int(), t),
    };
    match to {
        ElemType::F64 => Val::Float(f64::from_bits(bits)),
        ElemType::F32 => Val::Float(f32::from_bits(bits as u32) as f64),
        ElemType::F16 => Val::Float(f16::from_bits(bits as u16).to_f64()),
        ElemType::BF16 => Val::Float(bf16::from_bits(bits as u16).to_f64()),
        t => int_val(bits as i64, t),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_ops_wrap_at_width() {
        let r = binary(BinOp::AddI, ElemType::I8, &Val::Int(127), &Val::Int(1)).unwrap();
        assert_eq!(r.int(), -128);
        let r = binary(BinOp::DivUI, ElemType::I8, &Val::Int(-1), &Val::Int(2)).unwrap();
        assert_eq!(r.int(), 127);
        assert!(binary(BinOp::DivSI, ElemType::I32, &Val::Int(1), &Val::Int(0)).is_err());
        let r = binary(BinOp::FloorDivSI, ElemType::I32, &Val::Int(-7), &Val::Int(2)).unwrap();
        assert_eq!(r.int(), -4);
        let r = binary(BinOp::CeilDivSI, ElemType::I32, &Val::Int(7), &Val::Int(2)).unwrap();
        assert_eq!(r.int(), 4);
    }

    #[test]
    fn floats_round_to_their_type() {
        let r = binary(BinOp::AddF, ElemType::F32, &Val::Float(0.1), &Val::Float(0.2)).unwrap();
        assert_eq!(r.float(), (0.1f32 + 0.2f32) as f64);
        assert!(compare(
            CmpPred::Float(FloatPred::Une),
            ElemType::F64,
            &Val::Float(f64::NAN),
            &Val::Float(1.0)
        ));
        assert!(!compare(
            CmpPred::Float(FloatPred::Oeq),
            ElemType::F64,
            &Val::Float(f64::NAN),
            &Val::Float(1.0)
        ));
    }

    #[test]
    fn erf_is_accurate_on_both_sides_of_the_switch() {
        // Reference values (erf tables): erf(0.5), erf(2), erf(3), erf(5), erf(-4).
        let cases = [
            (0.5, 0.5204998778130465),
            (2.0, 0.9953222650189527),
            (3.0, 0.9999779095030014),
            (5.0, 0.9999999999984626),
            (-4.0, -0.9999999845827421),
        ];
        for (x, want) in cases {
            assert!((erf(x) - want).abs() < 1e-14, "erf({x}) = {} != {want}", erf(x));
        }
    }

    #[test]
    fn casts() {
        let r = cast(CastOp::ExtUI, ElemType::I8, ElemType::I32, &Val::Int(-1)).unwrap();
        assert_eq!(r.int(), 255);
        let r = cast(CastOp::TruncI, ElemType::I32, ElemType::I8, &Val::Int(300)).unwrap();
        assert_eq!(r.int(), 44);
        assert!(cast(CastOp::FPToSI, ElemType::F64, ElemType::I8, &Val::Float(300.0)).is_err());
    }
}

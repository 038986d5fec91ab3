//! C's `%g` number formatting, as MLIR's runtime prints floats.
//!
//! Why: `sparse_tensor.print` and `vector.print` write floating-point values with
//! `printf("%g")` (six significant digits, trailing zeros removed, exponent form outside
//! 1e-4..1e6). Byte-identical output needs the same algorithm, not Rust's `{}`.

use std::fmt::Write;

/// Appends `v` formatted like C's `printf("%g", v)`.
pub fn write_g(out: &mut String, v: f64) {
    write_g_prec(out, v, 6);
}

/// Appends an `f32` as MLIR prints it (promoted to double, then `%g`).
pub fn write_g_f32(out: &mut String, v: f32) {
    write_g(out, v as f64);
}

/// Appends `v` formatted like C's `printf("%.{prec}g", v)`.
pub fn write_g_prec(out: &mut String, v: f64, prec: usize) {
    if v.is_nan() {
        out.push_str(if v.is_sign_negative() { "-nan" } else { "nan" });
        return;
    }
    if v.is_infinite() {
        out.push_str(if v < 0.0 { "-inf" } else { "inf" });
        return;
    }
    let prec = prec.max(1);
    if v == 0.0 {
        out.push_str(if v.is_sign_negative() { "-0" } else { "0" });
        return;
    }
    // The exponent after rounding to `prec` significant digits decides the style.
    let sci = format!("{:.*e}", prec - 1, v);
    let (mantissa, exp) = sci.split_once('e').expect("exponent form");
    let exp: i32 = exp.parse().expect("exponent");
    if exp < -4 || exp >= prec as i32 {
        out.push_str(trim_fraction(mantissa));
        let _ = write!(out, "e{}{:02}", if exp < 0 { '-' } else { '+' }, exp.abs());
    } else {
        let decimals = (prec as i32 - 1 - exp).max(0) as usize;
        let fixed = format!("{:.*}", decimals, v);
        out.push_str(trim_fraction(&fixed));
    }
}

/// Removes trailing zeros of a fraction, and the point if nothing is left after it.
fn trim_fraction(s: &str) -> &str {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.')
    } else {
        s
    }
}

/// `v` formatted like `%g`, as a new string.
pub fn g(v: f64) -> String {
    let mut s = String::new();
    write_g(&mut s, v);
    s
}

#[cfg(test)]
mod tests {
    use super::g;

    #[test]
    fn matches_printf_g() {
        let cases: &[(f64, &str)] = &[
            (0.0, "0"),
            (-0.0, "-0"),
            (1.0, "1"),
            (0.1, "0.1"),
            (-2.5, "-2.5"),
            (1e10, "1e+10"),
            (3e-5, "3e-05"),
            (1024.0, "1024"),
            (123456.0, "123456"),
            (1234567.0, "1.23457e+06"),
            (0.0001, "0.0001"),
            (0.00012345678, "0.000123457"),
            (999999.5, "1e+06"),
            (1.0 / 3.0, "0.333333"),
            (f64::INFINITY, "inf"),
            (f64::NEG_INFINITY, "-inf"),
            (f64::NAN, "nan"),
            (1e100, "1e+100"),
            (2.5e-300, "2.5e-300"),
        ];
        for &(v, want) in cases {
            assert_eq!(g(v), want, "formatting {v:e}");
        }
    }
}

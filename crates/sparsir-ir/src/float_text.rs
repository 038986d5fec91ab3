//! Printing and parsing of float attribute values, bit-for-bit compatible with MLIR 22.
//!
//! MLIR prints float attributes (`1.000000e-01 : f64`, `dense<[9.997550e-02]> : tensor<1xf16>`) in a
//! specific way, and a round trip through `mlir-opt` only produces identical text if we print exactly the
//! same characters. The rules below were established by experiment against `mlir-opt` 22:
//!
//! 1. NaN and infinities print as the raw bits in uppercase hex without leading zeros (`0x7FC00000`).
//! 2. Otherwise the value is first written in "6 digit" scientific form `d.dddddde±XX` (always six
//!    fraction digits, at least two exponent digits, `-0.000000e+00` for negative zero). If that text,
//!    parsed back correctly rounded into the type, gives the same bits, it is printed.
//! 3. Otherwise the "shortest safe" form is used: 17/9/5/4 significant digits for f64/f32/f16/bf16,
//!    trailing zeros removed; plain (`0.10000000000000001`, `1234.56775`) when the exponent is small,
//!    else scientific with a capital `E` and no exponent padding (`9.9999999999999991E+22`,
//!    `1.23456789E-4`). If that text has no `.` (an integer such as `123456789`), the hex bits are
//!    printed instead (`0x419D6F3454000000`).
//!
//! Both decimal renderings first compute the exact decimal expansion of the value, then discard low
//! digits by plain truncation according to a bit-count estimate, and finally round half-up to the
//! requested digit count. The truncation step makes e.g. the f16 value 0.0999755859375 print as
//! `9.997550e-02` (not `...559...`) and the f32 value nearest 1e-5 fall back to `9.99999974E-6`.
//!
//! Parsing: MLIR reads a decimal literal as a correctly rounded f64 first and then rounds that to the
//! target type (ties to even), so f32/f16/bf16 literals are rounded twice: `1.0000000596046448 : f32`
//! becomes `1.0`. Out-of-range literals silently become infinity or zero.

use std::cmp::Ordering;

/// Float semantics of MLIR float types we support.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    F16,
    BF16,
    F32,
    F64,
}

impl FloatKind {
    /// Total width in bits.
    pub fn width(self) -> u32 {
        match self {
            FloatKind::F16 | FloatKind::BF16 => 16,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
        }
    }

    /// Number of stored fraction bits.
    fn frac_bits(self) -> u32 {
        match self {
            FloatKind::F16 => 10,
            FloatKind::BF16 => 7,
            FloatKind::F32 => 23,
            FloatKind::F64 => 52,
        }
    }

    fn exp_bits(self) -> u32 {
        self.width() - 1 - self.frac_bits()
    }

    fn bias(self) -> i32 {
        (1 << (self.exp_bits() - 1)) - 1
    }

    fn mask(self) -> u64 {
        u64::MAX >> (64 - self.width())
    }
}

/// Error for a hex literal with more significant bits than the type is wide.
pub const HEX_OUT_OF_RANGE: &str = "hexadecimal float constant out of range for type";
/// Error for `-0x...` used as a float.
pub const HEX_NEGATIVE: &str = "hexadecimal float literal should not have a leading minus";
/// MLIR's error for a decimal integer literal (`10 : f32`); `parse_decimal` itself accepts such text.
pub const DECIMAL_INTEGER: &str = "unexpected decimal integer literal for a floating point value";

/// Formats `value` (already rounded to the kind's precision) the way MLIR 22 prints a float attribute of
/// that type.
pub fn format_float(value: f64, kind: FloatKind) -> String {
    format_float_bits(f64_to_bits(value, kind), kind)
}

/// Formats a float known by its raw bits (for nan payloads etc.), bits in the kind's width.
pub fn format_float_bits(bits: u64, kind: FloatKind) -> String {
    let bits = bits & kind.mask();
    let Some((neg, m, e)) = decompose(bits, kind) else {
        return format!("0x{bits:X}");
    };
    let sign = if neg { "-" } else { "" };
    if m == 0 {
        return format!("{sign}0.000000e+00");
    }
    let (digits, exp) = significant_digits(m, e, 6);
    let short = format!("{sign}{}", render_six(&digits, exp));
    if parse_exact_bits(&short, kind) == Some(bits) {
        return short;
    }
    let prec = 2 + (kind.frac_bits() + 1) * 59 / 196;
    let (digits, exp) = significant_digits(m, e, prec);
    let long = render_default(&digits, exp, prec);
    if long.contains('.') {
        format!("{sign}{long}")
    } else {
        format!("0x{bits:X}")
    }
}

/// Parses a decimal float literal token's text (e.g. "1.5e3", "-0.0", "10") into the kind's precision,
/// returning the value as f64 (exactly representable) -- or None if not a float literal.
///
/// Like MLIR, the text is rounded to f64 first and then to the kind (ties to even); see the module docs.
/// Accepted syntax: `-?[0-9]+(\.[0-9]*)?([eE][-+]?[0-9]+)?`. Note that MLIR's lexer only makes a float
/// token when there is a `.`; an integer token used as a float is an error ([`DECIMAL_INTEGER`]).
pub fn parse_decimal(text: &str, kind: FloatKind) -> Option<f64> {
    if !is_decimal(text) {
        return None;
    }
    let v: f64 = text.parse().ok()?;
    Some(round_to(v, kind))
}

/// Interprets a hex integer literal (`0x...`, prefix optional) used as a float attr (`0x7FC00000 : f32`)
/// as raw bits of the kind. Leading zeros are allowed; more significant bits than the width are not.
pub fn from_hex_bits(hex_digits: &str, kind: FloatKind) -> Result<u64, String> {
    if hex_digits.starts_with('-') {
        return Err(HEX_NEGATIVE.to_string());
    }
    let digits = hex_digits.strip_prefix("0x").unwrap_or(hex_digits);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(format!("invalid hexadecimal literal '{hex_digits}'"));
    }
    let digits = digits.trim_start_matches('0');
    match u64::from_str_radix(if digits.is_empty() { "0" } else { digits }, 16) {
        Ok(v) if v & !kind.mask() == 0 => Ok(v),
        _ => Err(HEX_OUT_OF_RANGE.to_string()),
    }
}

/// Converts raw bits of the kind to the (exactly equal) f64; NaN payloads are kept in the top bits.
pub fn bits_to_f64(bits: u64, kind: FloatKind) -> f64 {
    if kind == FloatKind::F64 {
        return f64::from_bits(bits);
    }
    let bits = bits & kind.mask();
    match decompose(bits, kind) {
        Some((neg, m, e)) => {
            let mag = m as f64 * 2f64.powi(e);
            mag.copysign(if neg { -1.0 } else { 1.0 })
        }
        None => {
            let sign = (bits >> (kind.width() - 1)) << 63;
            let frac = bits & ((1 << kind.frac_bits()) - 1);
            f64::from_bits(sign | (0x7FF << 52) | (frac << (52 - kind.frac_bits())))
        }
    }
}

/// Converts an f64 to raw bits of the kind, rounding to nearest even.
pub fn f64_to_bits(value: f64, kind: FloatKind) -> u64 {
    encode(value, kind, Ordering::Equal)
}

/// Rounds an f64 into the kind's precision (round-to-nearest-even), as f64.
pub fn round_to(value: f64, kind: FloatKind) -> f64 {
    bits_to_f64(f64_to_bits(value, kind), kind)
}

/// Splits bits into (negative, integer significand, binary exponent) with |value| = m * 2^e;
/// None for NaN and infinities.
fn decompose(bits: u64, kind: FloatKind) -> Option<(bool, u64, i32)> {
    let fb = kind.frac_bits();
    let neg = (bits >> (kind.width() - 1)) & 1 == 1;
    let biased = ((bits >> fb) & ((1 << kind.exp_bits()) - 1)) as i32;
    let frac = bits & ((1 << fb) - 1);
    let min_e = 1 - kind.bias() - fb as i32;
    match biased {
        0 => Some((neg, frac, min_e)),
        b if b == (1 << kind.exp_bits()) - 1 => None,
        b => Some((neg, frac | (1 << fb), min_e + b - 1)),
    }
}

/// Rounds `value` to the kind; an exact tie goes away from zero for `Greater`, towards zero for `Less`
/// and to even for `Equal`.
fn encode(value: f64, kind: FloatKind, tie: Ordering) -> u64 {
    if kind == FloatKind::F64 {
        return value.to_bits();
    }
    let fb = kind.frac_bits();
    let sign = u64::from(value.is_sign_negative()) << (kind.width() - 1);
    let inf = ((1 << kind.exp_bits()) - 1) << fb;
    if value.is_nan() {
        let frac = (value.to_bits() & ((1 << 52) - 1)) >> (52 - fb);
        return sign | inf | if frac == 0 { 1 << (fb - 1) } else { frac };
    }
    let Some((_, m, e)) = decompose(value.abs().to_bits(), FloatKind::F64) else {
        return sign | inf;
    };
    if m == 0 {
        return sign;
    }
    let top = e + 63 - m.leading_zeros() as i32; // floor(log2(|value|))
    if top > kind.bias() {
        return sign | inf;
    }
    let q_min = 1 - kind.bias() - fb as i32;
    let q = (top - fb as i32).max(q_min); // exponent of the result's last bit
    let shift = q - e;
    let n = if shift <= 0 {
        m << -shift
    } else if shift > 60 {
        0 // far below half an ulp
    } else {
        let (n, rem, half) = (m >> shift, m & ((1 << shift) - 1), 1u64 << (shift - 1));
        let up = match rem.cmp(&half).then(tie) {
            Ordering::Greater => true,
            Ordering::Less => false,
            Ordering::Equal => n & 1 == 1,
        };
        n + u64::from(up)
    };
    sign | ((((q - q_min) as u64) << fb) + n).min(inf)
}

/// Parses decimal text with a single correct rounding into the kind (as APFloat does when MLIR checks
/// that its 6 digit output reads back exactly); returns the bits.
fn parse_exact_bits(text: &str, kind: FloatKind) -> Option<u64> {
    match kind {
        FloatKind::F64 => text.parse::<f64>().ok().map(f64::to_bits),
        FloatKind::F32 => text.parse::<f32>().ok().map(|v| u64::from(v.to_bits())),
        FloatKind::F16 | FloatKind::BF16 => {
            let (digits, exp) = split_decimal(text)?;
            let v: f64 = text.parse().ok()?;
            let (down, up) = (encode(v, kind, Ordering::Less), encode(v, kind, Ordering::Greater));
            if down == up || digits.is_empty() {
                return Some(down);
            }
            // `v` is exactly halfway between two values of the kind: the text decides the direction.
            let (_, m, e) = decompose(v.abs().to_bits(), FloatKind::F64)?;
            let (n, vexp) = exact_integer(m, e);
            let mut vdigits = n.into_digits();
            let vexp = vexp + strip_zeros(&mut vdigits);
            let lead = |d: &[u8], x: i64| d.len() as i64 + x;
            let ord = lead(&digits, exp).cmp(&lead(&vdigits, vexp as i64)).then(digits.cmp(&vdigits));
            Some(encode(v, kind, ord))
        }
    }
}

/// Checks the literal syntax and returns its significant digits (no leading/trailing zeros, empty for
/// zero) and the decimal exponent of the last one.
/// True for `-?[0-9]+(\.[0-9]*)?([eE][-+]?[0-9]+)?` (what [`split_decimal`] accepts).
fn is_decimal(text: &str) -> bool {
    let b = text.strip_prefix('-').unwrap_or(text).as_bytes();
    let digits = |i: usize| b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
    let int = digits(0);
    if int == 0 {
        return false;
    }
    let mut i = int;
    if b.get(i) == Some(&b'.') {
        i += 1 + digits(i + 1);
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        i += 1;
        if matches!(b.get(i), Some(b'+' | b'-')) {
            i += 1;
        }
        let e = digits(i);
        if e == 0 {
            return false;
        }
        i += e;
    }
    i == b.len()
}

fn split_decimal(text: &str) -> Option<(Vec<u8>, i64)> {
    let body = text.strip_prefix('-').unwrap_or(text);
    let (mantissa, exp) = match body.find(['e', 'E']) {
        Some(i) => (&body[..i], Some(&body[i + 1..])),
        None => (body, None),
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if int.is_empty() || !all_digits(int) || !all_digits(frac) {
        return None;
    }
    let mut exp10: i64 = match exp {
        Some(x) => {
            let unsigned = x.strip_prefix(['+', '-']).unwrap_or(x);
            if unsigned.is_empty() || !all_digits(unsigned) {
                return None;
            }
            let mag = unsigned.parse::<i64>().unwrap_or(1 << 40).min(1 << 40);
            mag * if x.starts_with('-') { -1 } else { 1 }
        }
        None => 0,
    };
    exp10 -= frac.len() as i64;
    let mut digits: Vec<u8> =
        int.bytes().chain(frac.bytes()).map(|b| b - b'0').skip_while(|&d| d == 0).collect();
    exp10 += strip_zeros(&mut digits) as i64;
    Some((digits, exp10))
}

/// Removes trailing zero digits, returning how many were removed.
fn strip_zeros(digits: &mut Vec<u8>) -> i32 {
    let keep = digits.iter().rposition(|&d| d != 0).map_or(0, |i| i + 1);
    let removed = digits.len() - keep;
    digits.truncate(keep);
    removed as i32
}

/// Exact value of `m * 2^e` as an integer times a power of ten: `(n, x)` with value = n * 10^x.
fn exact_integer(m: u64, e: i32) -> (BigUint, i32) {
    let mut n = BigUint(vec![m as u32, (m >> 32) as u32]);
    n.trim();
    if e >= 0 {
        n.shl(e as u32);
        return (n, 0);
    }
    // m * 2^e = m * 5^-e * 10^e
    let mut k = -e;
    while k > 0 {
        let step = k.min(13);
        n.mul_small(5u32.pow(step as u32));
        k -= step;
    }
    (n, e)
}

/// Decimal digits (most significant first, no trailing zeros) of `m * 2^e` (m > 0), reduced to at most
/// `prec` digits the way MLIR does it, and the decimal exponent of the last digit.
fn significant_digits(m: u64, e: i32, prec: u32) -> (Vec<u8>, i32) {
    let tz = m.trailing_zeros();
    let (n, mut exp) = exact_integer(m >> tz, e + tz as i32);
    // Drop low digits by truncation, as many as a (slightly pessimistic) bit-count estimate allows.
    let bits = n.bit_len();
    let wanted_bits = (prec * 196).div_ceil(59);
    let drop = if bits > wanted_bits { ((bits - wanted_bits) * 59 / 196) as usize } else { 0 };
    let mut digits = n.into_digits();
    let drop = drop.min(digits.len() - 1);
    digits.truncate(digits.len() - drop);
    exp += drop as i32 + strip_zeros(&mut digits);
    // Round half up to `prec` digits.
    let prec = prec as usize;
    if digits.len() > prec {
        exp += (digits.len() - prec) as i32;
        let up = digits[prec] >= 5;
        digits.truncate(prec);
        if up {
            while digits.last() == Some(&9) {
                digits.pop();
                exp += 1;
            }
            match digits.last_mut() {
                Some(d) => *d += 1,
                None => digits.push(1),
            }
        }
        exp += strip_zeros(&mut digits);
    }
    (digits, exp)
}

fn digit_str(digits: &[u8]) -> String {
    digits.iter().map(|&d| char::from(b'0' + d)).collect()
}

/// `d.dddddde±XX` with exactly six fraction digits.
fn render_six(digits: &[u8], exp: i32) -> String {
    let sci_exp = exp + digits.len() as i32 - 1;
    let sign = if sci_exp < 0 { '-' } else { '+' };
    let frac = format!("{:0<6}", digit_str(&digits[1..]));
    format!("{}.{frac}e{sign}{:02}", digits[0], sci_exp.abs())
}

/// APFloat's default rendering (at most 3 padding zeros, trailing zeros truncated, capital `E`).
fn render_default(digits: &[u8], exp: i32, prec: u32) -> String {
    let (nd, s) = (digits.len() as i32, digit_str(digits));
    let scientific = if exp >= 0 { exp > 3 || nd + exp > prec as i32 } else { exp + nd - 1 < -3 };
    if scientific {
        let sci_exp = exp + nd - 1;
        let frac = if nd == 1 { "0" } else { &s[1..] };
        let sign = if sci_exp < 0 { '-' } else { '+' };
        format!("{}.{frac}E{sign}{}", &s[..1], sci_exp.abs())
    } else if exp >= 0 {
        format!("{s}{}", "0".repeat(exp as usize))
    } else if nd + exp > 0 {
        let (whole, frac) = s.split_at((nd + exp) as usize);
        format!("{whole}.{frac}")
    } else {
        format!("0.{}{s}", "0".repeat(-(nd + exp) as usize))
    }
}

/// Minimal unsigned big integer (little-endian 32-bit limbs), enough for exact decimal expansion.
struct BigUint(Vec<u32>);

impl BigUint {
    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    fn mul_small(&mut self, k: u32) {
        let mut carry = 0u64;
        for limb in &mut self.0 {
            let t = u64::from(*limb) * u64::from(k) + carry;
            *limb = t as u32;
            carry = t >> 32;
        }
        if carry > 0 {
            self.0.push(carry as u32);
        }
    }

    fn shl(&mut self, s: u32) {
        (0..s / 31).for_each(|_| self.mul_small(1 << 31));
        self.mul_small(1 << (s % 31));
    }

    fn bit_len(&self) -> u32 {
        self.0.last().map_or(0, |top| self.0.len() as u32 * 32 - top.leading_zeros())
    }

    /// Divides in place, returning the remainder.
    fn div_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for limb in self.0.iter_mut().rev() {
            let cur = (rem << 32) | u64::from(*limb);
            *limb = (cur / u64::from(d)) as u32;
            rem = cur % u64::from(d);
        }
        self.trim();
        rem as u32
    }

    /// Decimal digits, most significant first ("0" gives `[0]`).
    fn into_digits(mut self) -> Vec<u8> {
        let mut chunks = Vec::new();
        while !self.0.is_empty() {
            chunks.push(self.div_small(1_000_000_000));
        }
        let mut text = chunks.pop().unwrap_or(0).to_string();
        chunks.iter().rev().for_each(|c| text += &format!("{c:09}"));
        text.bytes().map(|b| b - b'0').collect()
    }
}

#[cfg(test)]
mod tests {
    use super::FloatKind::{BF16, F16, F32, F64};
    use super::*;

    /// (literal, type, what `mlir-opt` 22 prints for `arith.constant <literal> : <type>`).
    const DECIMAL: &[(&str, FloatKind, &str)] = &[
        ("0.1", F64, "1.000000e-01"),
        ("2.5", F64, "2.500000e+00"),
        ("1.0", F64, "1.000000e+00"),
        ("100.0", F64, "1.000000e+02"),
        ("1.0e20", F64, "1.000000e+20"),
        ("1.0e100", F64, "1.000000e+100"),
        ("1234567.0", F64, "0x4132D68700000000"),
        ("123456789.0", F64, "0x419D6F3454000000"),
        ("-123456789.0", F64, "0xC19D6F3454000000"),
        ("9007199254740993.0", F64, "0x4340000000000000"),
        ("12345678901234567890.0", F64, "1.2345678901234567E+19"),
        ("1.2345678901234567e20", F64, "1.2345678901234567E+20"),
        ("1.0e23", F64, "9.9999999999999991E+22"),
        ("0.30000000000000004", F64, "0.30000000000000004"),
        ("0.1e-5", F64, "9.9999999999999995E-7"),
        ("0.000123456789", F64, "1.23456789E-4"),
        ("99999.95", F64, "99999.949999999997"),
        ("1234.5678", F64, "1234.5678"),
        ("1234567.5", F64, "1234567.5"),
        ("0.1234567", F64, "0.1234567"),
        ("3.14159", F64, "3.141590e+00"),
        ("0.0", F64, "0.000000e+00"),
        ("-0.0", F64, "-0.000000e+00"),
        ("1.0e-320", F64, "9.999880e-321"),
        ("4.9406564584124654e-324", F64, "4.940660e-324"),
        ("2.2250738585072014e-308", F64, "2.2250738585072014E-308"),
        ("1.7976931348623157e308", F64, "1.7976931348623157E+308"),
        ("1.0e400", F64, "0x7FF0000000000000"),
        ("1.0e-400", F64, "0.000000e+00"),
        ("1.", F64, "1.000000e+00"),
        ("1.e5", F64, "1.000000e+05"),
        ("1.5E+3", F64, "1.500000e+03"),
        ("0.1", F32, "1.000000e-01"),
        ("-2.5", F32, "-2.500000e+00"),
        ("1.1e30", F32, "1.100000e+30"),
        ("123.456", F32, "1.234560e+02"),
        ("123456789.0", F32, "0x4CEB79A3"),
        ("16777217.0", F32, "0x4B800000"),
        ("33554436.0", F32, "0x4C000001"),
        ("3.14159265358979", F32, "3.14159274"),
        ("0.333333333", F32, "0.333333343"),
        ("0.00001", F32, "9.99999974E-6"),
        ("0.000123456789", F32, "1.2345679E-4"),
        ("1234.5678", F32, "1234.56775"),
        ("1.00000006", F32, "1.00000012"),
        ("1.00000005960464478", F32, "1.000000e+00"),
        ("3.4028234663852886e38", F32, "3.40282347E+38"),
        ("3.5e38", F32, "0x7F800000"),
        ("1.17549435e-38", F32, "1.17549435E-38"),
        ("1.0e-40", F32, "9.999940e-41"),
        ("1.0e-45", F32, "1.401300e-45"),
        ("1.0e-50", F32, "0.000000e+00"),
        ("-0.0", F32, "-0.000000e+00"),
        ("0.1", F16, "9.997550e-02"),
        ("0.3", F16, "3.000490e-01"),
        ("0.999", F16, "9.990230e-01"),
        ("1.0", F16, "1.000000e+00"),
        ("2049.0", F16, "2.048000e+03"),
        ("12345.0", F16, "1.234400e+04"),
        ("65504.0", F16, "6.550400e+04"),
        ("65519.0", F16, "6.550400e+04"),
        ("65520.0", F16, "0x7C00"),
        ("6.1e-5", F16, "6.097560e-05"),
        ("6.0e-8", F16, "5.960460e-08"),
        ("3.0e-8", F16, "5.960460e-08"),
        ("2.0e-8", F16, "0.000000e+00"),
        ("1.0e-4", F16, "1.000170e-04"),
        ("3.14159", F16, "3.140630e+00"),
        ("1.00048828125", F16, "1.000000e+00"),
        ("1.00048828125000001", F16, "1.000000e+00"),
        ("1.0009765625", F16, "1.000980e+00"),
        ("657.2500261916349", F16, "6.575000e+02"),
        ("-0.0", F16, "-0.000000e+00"),
        ("0.1", BF16, "1.000980e-01"),
        ("0.001", BF16, "9.994500e-04"),
        ("-2.75", BF16, "-2.750000e+00"),
        ("257.0", BF16, "2.560000e+02"),
        ("65504.0", BF16, "6.553600e+04"),
        ("1.0e10", BF16, "9.999220e+09"),
        ("1.0e38", BF16, "9.969200e+37"),
        ("3.39e38", BF16, "3.389530e+38"),
        ("3.4e38", BF16, "0x7F80"),
        ("1.17549435e-38", BF16, "1.175490e-38"),
        ("1.0e-40", BF16, "9.183550e-41"),
        ("1.0e-45", BF16, "0.000000e+00"),
        ("1.00390625000000001", BF16, "1.000000e+00"),
        ("-0.2666015972880209", BF16, "-2.675780e-01"),
        ("-0.0", BF16, "-0.000000e+00"),
    ];

    const HEX: &[(&str, FloatKind, &str)] = &[
        ("0x7FF8000000000000", F64, "0x7FF8000000000000"),
        ("0x7FF0000000000000", F64, "0x7FF0000000000000"),
        ("0xFFF0000000000000", F64, "0xFFF0000000000000"),
        ("0x7FF0000000000001", F64, "0x7FF0000000000001"),
        ("0x8000000000000000", F64, "-0.000000e+00"),
        ("0x1", F64, "4.940660e-324"),
        ("0x3FB999999999999A", F64, "1.000000e-01"),
        ("0x7FC00000", F32, "0x7FC00000"),
        ("0x7F800000", F32, "0x7F800000"),
        ("0xFF800000", F32, "0xFF800000"),
        ("0x7F800001", F32, "0x7F800001"),
        ("0xFFC00001", F32, "0xFFC00001"),
        ("0x80000000", F32, "-0.000000e+00"),
        ("0x1", F32, "1.401300e-45"),
        ("0x7E00", F16, "0x7E00"),
        ("0xFC00", F16, "0xFC00"),
        ("0x7C01", F16, "0x7C01"),
        ("0x8000", F16, "-0.000000e+00"),
        ("0x1", F16, "5.960460e-08"),
        ("0x3C00", F16, "1.000000e+00"),
        ("0x7FC0", BF16, "0x7FC0"),
        ("0x7F80", BF16, "0x7F80"),
        ("0x7F81", BF16, "0x7F81"),
        ("0x1", BF16, "9.183550e-41"),
        ("0x3F80", BF16, "1.000000e+00"),
    ];

    #[test]
    fn decimal_literals_print_like_mlir() {
        for &(text, kind, expected) in DECIMAL {
            let value = parse_decimal(text, kind).unwrap();
            assert_eq!(format_float(value, kind), expected, "{text} : {kind:?}");
            assert_eq!(round_to(value, kind).to_bits(), value.to_bits(), "{text} : {kind:?}");
        }
    }

    #[test]
    fn hex_literals_print_like_mlir() {
        for &(text, kind, expected) in HEX {
            let bits = from_hex_bits(text, kind).unwrap();
            assert_eq!(format_float_bits(bits, kind), expected, "{text} : {kind:?}");
            assert_eq!(f64_to_bits(bits_to_f64(bits, kind), kind), bits, "{text} : {kind:?}");
        }
    }

    #[test]
    fn hex_literal_errors() {
        assert_eq!(from_hex_bits("7FC00000", F32), Ok(0x7FC0_0000));
        assert_eq!(from_hex_bits("0x000000000000000000003C00", F16), Ok(0x3C00));
        for (text, kind) in [("0x100000000", F32), ("0x10000", F16), ("0x7FC00000", BF16)] {
            assert_eq!(from_hex_bits(text, kind), Err(HEX_OUT_OF_RANGE.to_string()));
        }
        assert_eq!(from_hex_bits("0x10000000000000000", F64), Err(HEX_OUT_OF_RANGE.to_string()));
        assert_eq!(from_hex_bits("-0x1", F64), Err(HEX_NEGATIVE.to_string()));
        assert!(from_hex_bits("0x", F64).is_err() && from_hex_bits("0x1G", F64).is_err());
    }

    #[test]
    fn specials_and_syntax() {
        assert_eq!(format_float(f64::NAN, F32), "0x7FC00000");
        assert_eq!(format_float(-f64::NAN, F64), "0xFFF8000000000000");
        assert_eq!(format_float(f64::NAN, F16), "0x7E00");
        assert_eq!(format_float(f64::INFINITY, BF16), "0x7F80");
        assert_eq!(format_float(f64::NEG_INFINITY, F16), "0xFC00");
        assert_eq!(format_float(1e300, F32), "0x7F800000");
        assert_eq!(parse_decimal("10", F32), Some(10.0));
        assert_eq!(parse_decimal("-1.5e-3", F64), Some(-1.5e-3));
        for bad in ["", "-", ".5", "+1.5", "1.5e", "1.5e+", "inf", "nan", "0x10", "1.5f", "1..5", "--1.0"] {
            assert_eq!(parse_decimal(bad, F64), None, "{bad}");
        }
    }

    #[test]
    fn parsing_rounds_through_f64_like_mlir() {
        // MLIR rounds twice (text -> f64 -> type); a single correct rounding would round up.
        assert_eq!(parse_decimal("1.00000005960464478", F32), Some(1.0));
        assert_eq!(parse_exact_bits("1.00000005960464478", F32), Some(0x3F80_0001));
        assert_eq!(parse_decimal("1.00048828125000001", F16), Some(1.0));
        assert_eq!(parse_exact_bits("1.00048828125000001", F16), Some(0x3C01));
        assert_eq!(parse_exact_bits("1.00048828125", F16), Some(0x3C00));
        assert_eq!(parse_exact_bits("1.00390625000000001", BF16), Some(0x3F81));
        assert_eq!(parse_exact_bits("-1.00390624999999999", BF16), Some(0xBF80));
    }

    #[test]
    fn conversions() {
        assert_eq!(f64_to_bits(0.1, F32), 0x3DCC_CCCD);
        assert_eq!(f64_to_bits(65520.0, F16), 0x7C00);
        assert_eq!(f64_to_bits(5.960464477539063e-8 / 2.0, F16), 0); // tie to even (zero)
        assert_eq!(f64_to_bits(-0.0, BF16), 0x8000);
        assert_eq!(round_to(657.2500261916349, F16), 657.5);
        assert_eq!(bits_to_f64(0x0001, BF16), 2f64.powi(-133));
        assert_eq!(bits_to_f64(0xFBFF, F16), -65504.0);
        assert_eq!(f64_to_bits(bits_to_f64(0x7F80_0001, F32), F32), 0x7F80_0001);
    }
}

#[cfg(test)]
mod decimal_syntax_tests {
    use super::*;

    #[test]
    fn is_decimal_agrees_with_split_decimal() {
        for t in [
            "1",
            "1.",
            "1.5",
            "-1.5",
            "0.0",
            "1e5",
            "1.e5",
            "1.5e-3",
            "1.5E+30",
            "00.10",
            "-",
            "",
            ".5",
            "1.5e",
            "1.5e+",
            "1..5",
            "1.5.",
            "1e5.0",
            "--1",
            "1-",
            "12a",
            "1.5e-3x",
            "9999999999999999999999.0",
        ] {
            assert_eq!(is_decimal(t), split_decimal(t).is_some(), "{t}");
        }
    }
}

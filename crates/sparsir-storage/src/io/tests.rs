//! Unit tests of the shared reader and writer machinery (numbers, chunks, positions).
//!
//! Why: kept apart from the code so that each file of `io` stays about one concept.

use super::body::{count_newlines, scan_index, split_chunks};
use super::input::line_col;
use super::number::{
    exact_f64, fast_f64_at, general_f64_at, leading_digits, parse_f64, parse_i64, parse_u64,
    quick_reciprocal, std_f64, times_reciprocal, NumErr,
};
use super::output::push_shortest;
use super::*;

/// xorshift64*: a fixed random stream without dependencies.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn digits(&mut self, n: u64, out: &mut String) {
        for _ in 0..n {
            out.push(char::from(b'0' + self.below(10) as u8));
        }
    }
}

fn same(a: Option<f64>, b: Option<f64>) -> bool {
    match (a, b) {
        (Some(x), Some(y)) => x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan()),
        (None, None) => true,
        _ => false,
    }
}

/// A random decimal: sign, integer digits, fraction, exponent, each optional.
fn random_decimal(rng: &mut Rng) -> String {
    let mut s = String::new();
    match rng.below(3) {
        0 => s.push('-'),
        1 if rng.below(4) == 0 => s.push('+'),
        _ => {}
    }
    let int_digits = [0, 1, 1, 2, 5, 16, 17, 19, 20, 25][rng.below(10) as usize];
    rng.digits(int_digits, &mut s);
    if int_digits == 0 || rng.below(2) == 0 {
        s.push('.');
        let frac = [0, 1, 3, 8, 15, 16, 17, 18, 19, 24][rng.below(10) as usize];
        rng.digits(frac.max(u64::from(int_digits == 0)), &mut s);
    }
    if rng.below(3) == 0 {
        s.push(if rng.below(2) == 0 { 'e' } else { 'E' });
        s.push_str(["", "-", "+"][rng.below(3) as usize]);
        let limit = [3, 25, 330][rng.below(3) as usize];
        s.push_str(&rng.below(limit).to_string());
    }
    s
}

#[test]
fn float_parser_matches_std_on_random_decimals() {
    let mut rng = Rng(0x1234_5678_9ABC_DEF1);
    for _ in 0..300_000 {
        let s = random_decimal(&mut rng);
        assert!(same(parse_f64(s.as_bytes()), s.parse().ok()), "{s}");
    }
}

#[test]
fn float_parser_matches_std_on_formatted_doubles() {
    let mut rng = Rng(0xDEAD_BEEF_0BAD_F00D);
    for i in 0..200_000 {
        let v = match i % 3 {
            0 => f64::from_bits(rng.next()),
            1 => (rng.next() >> 11) as f64 / (1u64 << 53) as f64,
            _ => (rng.next() >> 11) as f64 * 10f64.powi(rng.below(40) as i32 - 20),
        };
        for s in [format!("{v}"), format!("{v:e}"), format!("{v:.17e}"), format!("{v:.12}")] {
            assert!(same(parse_f64(s.as_bytes()), s.parse().ok()), "{s}");
        }
    }
}

#[test]
fn exact_paths_match_std() {
    let mut rng = Rng(42);
    for _ in 0..200_000 {
        let m = match rng.below(3) {
            0 => rng.next(),
            1 => (1 << 53) + rng.below(1 << 60),
            _ => rng.below(10_000_000_000_000_000_000),
        };
        let e = rng.below(45) as i64 - 22;
        let s = format!("{m}e{e}");
        assert!(same(exact_f64(m, e).or_else(|| std_f64(s.as_bytes())), s.parse().ok()), "{s}");
    }
}

/// `fast_f64_at` on a token followed by a blank or newline and enough bytes for its wide
/// path (eight or more words), as inside a file: it must decide exactly as the general
/// path does (same value, same end, same refusals), and agree with the standard parser.
fn check_in_file(tok: &str) {
    // Digits right after the token's end: a word read past it must not count them.
    for tail in [" 3 4\n", "\n1 2 0.5\n", "\n12345678901234567890123456789", " 9", "\n1", "e\n"] {
        let text = format!("{tok}{tail}{}", " ".repeat(40));
        let got = fast_f64_at(text.as_bytes(), 0);
        let general = general_f64_at(text.as_bytes(), 0);
        assert_eq!(
            got.map(|(v, end)| (v.to_bits(), end)),
            general.map(|(v, end)| (v.to_bits(), end)),
            "{tok:?}{tail:?}"
        );
        if let Some((v, end)) = got {
            assert_eq!(end, tok.len(), "{tok:?}{tail:?}");
            assert!(same(Some(v), tok.parse::<f64>().ok()), "{tok:?}{tail:?}: {v:e}");
        }
    }
}

#[test]
fn float_parser_in_files_matches_std() {
    let mut rng = Rng(0x0F0F_1234_4321_F0F0);
    for _ in 0..300_000 {
        check_in_file(&random_decimal(&mut rng));
    }
    for i in 0..300_000 {
        let v = match i % 3 {
            0 => (rng.next() >> 11) as f64 / (1u64 << 53) as f64,
            1 => (rng.next() >> 11) as f64 * 10f64.powi(rng.below(12) as i32 - 6),
            _ => -((rng.next() >> 40) as f64) / 1e7,
        };
        check_in_file(&format!("{v}"));
    }
    for tok in
        ["0", "-0", "+0", "4", "-1", "12345678", "-99999999", "123456789", "1234567890123456789", "-", "+"]
    {
        check_in_file(tok);
    }
    for int_digits in 0..9 {
        for frac_digits in 0..26 {
            let mut tok = String::new();
            rng.digits(int_digits, &mut tok);
            tok.push('.');
            rng.digits(frac_digits, &mut tok);
            check_in_file(&tok);
        }
    }
    for tok in
        ["0.5", "-.5", "+7.", "1234567.1", "12345678.5", "0.000000000000000000001", "9.999999999999999999"]
    {
        check_in_file(tok);
    }
}

#[test]
fn quick_reciprocal_is_exact_or_declines() {
    let mut rng = Rng(7);
    let mut declined = 0;
    for i in 0..300_000 {
        let m = match i % 3 {
            0 => 1 + rng.below(1 << 53),
            1 => rng.next().max(1),
            _ => {
                let digits = 1 + rng.below(19) as u32;
                1 + rng.below(10u64.pow(digits))
            }
        };
        let k = 1 + rng.below(22) as usize;
        let want: f64 = format!("{m}e-{k}").parse().unwrap();
        match quick_reciprocal(m, k) {
            Some(v) => assert_eq!(v.to_bits(), want.to_bits(), "{m}e-{k}"),
            None => declined += 1,
        }
    }
    assert!(declined < 3000, "{declined}");
    // Exact quotients (doubles, and ties between two) are never decided by the top word
    // alone: their bits below the rounding bit are zeros, read as zeros or (one unit
    // low) as ones.
    for (m, k) in
        [(5, 1), (25, 2), (125, 3), (15, 1), (90_071_992_547_409_930, 1), (45_035_996_273_704_975, 1)]
    {
        assert_eq!(quick_reciprocal(m, k), None, "{m}e-{k}");
        let want = format!("{m}e-{k}").parse::<f64>().unwrap();
        assert_eq!(exact_f64(m, -(k as i64)).map(f64::to_bits), Some(want.to_bits()), "{m}e-{k}");
    }
    assert_eq!(quick_reciprocal(0, 3), None);
    assert_eq!(quick_reciprocal(1, 0), None);
    assert_eq!(quick_reciprocal(1, 23), None);
}

#[test]
fn reciprocal_products_are_exact_or_decline() {
    let mut rng = Rng(99);
    let mut declined = 0;
    for _ in 0..300_000 {
        let m = (1 << 53) + rng.below(u64::MAX - (1 << 53));
        let k = 1 + rng.below(22) as usize;
        let want: f64 = format!("{m}e-{k}").parse().unwrap();
        match times_reciprocal(m, k) {
            Some(v) => assert_eq!(v.to_bits(), want.to_bits(), "{m}e-{k}"),
            None => declined += 1,
        }
        if let Some(v) = exact_f64(m, -(k as i64)) {
            assert_eq!(v.to_bits(), want.to_bits(), "{m}e-{k}");
        }
    }
    assert!(declined < 1000, "{declined}");
}

#[test]
fn float_parser_special_tokens() {
    for s in
        ["0", "-0", "+0.0", "1.", ".5", "inf", "-inf", "NaN", "1e308", "1e309", "2.2250738585072011e-308"]
    {
        assert!(same(parse_f64(s.as_bytes()), s.parse().ok()), "{s}");
    }
    let ties = [
        "4503599627370496.5",
        "4503599627370497.5",
        "9007199254740993",
        "9007199254740995",
        "2251799813685248.25",
        "2251799813685248.75",
        "1125899906842624.125",
        "1125899906842624.375",
        "0.1000000000000000055511151231257827",
    ];
    for s in ties {
        assert!(same(parse_f64(s.as_bytes()), s.parse().ok()), "{s}");
    }
    for s in ["", "-", ".", "e5", "1e", "1.2.3", "0x10", "1,5", "--1"] {
        assert_eq!(parse_f64(s.as_bytes()), None, "{s}");
    }
    assert_eq!(fast_f64_at(b"12.5 7", 0), Some((12.5, 4)));
    assert_eq!(fast_f64_at(b"12.5x", 0), None);
}

#[test]
fn leading_digits_swar() {
    let mut rng = Rng(7);
    for _ in 0..20_000 {
        let mut s = String::new();
        let n = rng.below(9);
        rng.digits(n, &mut s);
        s.push([' ', '\n', '.', 'e', '/', ':', '\u{ff}'][rng.below(7) as usize]);
        s.push_str("12345678");
        let want = if n == 0 { 0 } else { s[..n as usize].parse().unwrap() };
        assert_eq!(leading_digits(s.as_bytes(), 0), Some((want, n as usize)), "{s:?}");
    }
    assert_eq!(leading_digits(b"1234567", 0), None);
    assert_eq!(leading_digits(b"123456789", 0), Some((12345678, 8)));
    assert_eq!(leading_digits(b"\xff\xff123456\xffxx", 2), Some((123456, 6)));
}

#[test]
fn integers() {
    assert_eq!(parse_u64(b"0"), Ok(0));
    assert_eq!(parse_u64(b"18446744073709551615"), Ok(u64::MAX));
    assert_eq!(parse_u64(b"18446744073709551616"), Err(NumErr::TooLarge));
    assert_eq!(parse_u64(b"000000000000000000000007"), Ok(7));
    assert_eq!(parse_u64(b"-1"), Err(NumErr::Invalid));
    assert_eq!(parse_u64(b""), Err(NumErr::Invalid));
    assert_eq!(parse_i64(b"-9223372036854775808"), Ok(i64::MIN));
    assert_eq!(parse_i64(b"9223372036854775808"), Err(NumErr::TooLarge));
    assert_eq!(parse_i64(b"+12"), Ok(12));
    assert_eq!(parse_i64(b"1.0"), Err(NumErr::Invalid));
    assert_eq!(scan_index(b"12 xxxxxx", 0, 12), Some((11, 2)));
    assert_eq!(scan_index(b"13 xxxxxx", 0, 12), None);
    assert_eq!(scan_index(b"0\nxxxxxxx", 0, 12), None);
    assert_eq!(scan_index(b"12 ", 0, 12), None);
}

#[test]
fn newline_count_and_positions() {
    let mut rng = Rng(3);
    let text: Vec<u8> = (0..5000).map(|_| if rng.below(7) == 0 { b'\n' } else { b'x' }).collect();
    for len in [0, 1, 63, 64, 65, 200, 5000] {
        let want = text[..len].iter().filter(|&&b| b == b'\n').count();
        assert_eq!(count_newlines(&text[..len]), want);
    }
    assert_eq!(line_col(b"ab\ncd", 4), (2, 2));
    assert_eq!(line_col("é x".as_bytes(), 3), (1, 3));
    assert_eq!(line_col(b"a\n", 2), (2, 1));
}

#[test]
fn chunks_cover_the_body_at_line_boundaries() {
    let line = b"123 456 0.5\n";
    let text: Vec<u8> = line.iter().copied().cycle().take(line.len() * 300_000).collect();
    let chunks = split_chunks(&text, 0);
    assert!(chunks.len() > 1);
    assert_eq!(chunks[0].start, 0);
    assert_eq!(chunks.last().unwrap().end, text.len());
    for w in chunks.windows(2) {
        assert_eq!(w[0].end, w[1].start);
        assert_eq!(text[w[0].end - 1], b'\n');
    }
}

#[test]
fn shortest_formatting_reads_back() {
    let mut rng = Rng(11);
    for _ in 0..50_000 {
        let v = f64::from_bits(rng.next());
        let mut buf = Vec::new();
        push_shortest(&mut buf, v, false);
        let back = parse_f64(&buf).unwrap();
        assert!(back.to_bits() == v.to_bits() || v.is_nan(), "{v:e}");
        let f = f32::from_bits(rng.next() as u32);
        buf.clear();
        push_shortest(&mut buf, f64::from(f), true);
        let back: f32 = std::str::from_utf8(&buf).unwrap().parse().unwrap();
        assert!(back.to_bits() == f.to_bits() || f.is_nan(), "{f:e}");
    }
    let mut buf = Vec::new();
    for v in [1.0, 0.5, 1e-7, 1e16, -0.0] {
        push_shortest(&mut buf, v, false);
        buf.push(b' ');
    }
    assert_eq!(String::from_utf8(buf).unwrap(), "1 0.5 1e-7 1e16 -0 ");
}

#[test]
fn format_detection() {
    assert_eq!(FileFormat::detect(Path::new("a.MTX"), b""), FileFormat::MatrixMarket);
    assert_eq!(FileFormat::detect(Path::new("a.tns"), b"%%MatrixMarket"), FileFormat::Frostt);
    assert_eq!(FileFormat::detect(Path::new("a"), b"%%matrixmarket matrix"), FileFormat::MatrixMarket);
    assert_eq!(FileFormat::detect(Path::new("a.txt"), b"# x\n2 1\n"), FileFormat::Frostt);
}

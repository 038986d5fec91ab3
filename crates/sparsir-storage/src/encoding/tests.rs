use super::*;

fn round_trip(text: &str) -> String {
    Encoding::parse(text).unwrap_or_else(|e| panic!("{text}: {e}")).to_string()
}

#[test]
fn prints_like_mlir() {
    assert_eq!(
        round_trip("#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>"),
        "#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>"
    );
    assert_eq!(
        round_trip("#sparse_tensor.encoding<{ map = {ib, jb, ii, jj}(i = ib * 2 + ii, j = jb * 3 + jj) -> (ib = i floordiv 2 : dense, jb = j floordiv 3 : compressed, ii = i mod 2 : dense, jj = j mod 3 : dense), posWidth = 32, crdWidth = 8 }>"),
        "#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 3 : compressed, d0 mod 2 : dense, d1 mod 3 : dense), posWidth = 32, crdWidth = 8 }>"
    );
    assert_eq!(
        round_trip("#sparse_tensor.encoding<{ map = (i : #sparse_tensor<slice(0, 4, 1)>, j : #sparse_tensor<slice(0, 8, ?)>) -> (i : dense, j : compressed) }>"),
        "#sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(0, 4, 1)>, d1 : #sparse_tensor<slice(0, 8, ?)>) -> (d0 : dense, d1 : compressed) }>"
    );
    assert_eq!(
        round_trip("#sparse_tensor.encoding<{ map = [c](i, j) -> (c * 3 * i : dense, i : dense, j : compressed) }>"),
        "#sparse_tensor.encoding<{ map = [s0](d0, d1) -> (d0 * (s0 * 3) : dense, d0 : dense, d1 : compressed) }>"
    );
    assert_eq!(
        round_trip("#sparse_tensor.encoding<{ map = (i, j, k) -> (i : dense, j : loose_compressed(nonunique, nonordered), k : singleton(soa)), explicitVal = 1.0 : f64, implicitVal = 0.0 : f64 }>"),
        "#sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : dense, d1 : loose_compressed(nonunique, nonordered), d2 : singleton(soa)), explicitVal = 1.000000e+00 : f64, implicitVal = 0.000000e+00 : f64 }>"
    );
}

#[test]
fn accepts_seed_spellings() {
    assert_eq!(
        round_trip("#sparse_tensor.encoding<{ map = (i, j, k) -> (i : dense, j : compressed(nonunique, high), k : singleton) }>"),
        "#sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : dense, d1 : loose_compressed(nonunique), d2 : singleton) }>"
    );
    let nv = Encoding::parse("#sparse_tensor.encoding<{ map = ( i, j ) -> ( i : dense, j floordiv 4 : dense, j mod 4 : block2_4), crdWidth = 2 }>").unwrap();
    assert_eq!(nv.lvl_types[2].format, LevelFormat::NOutOfM { n: 2, m: 4 });
    assert_eq!(nv.crd_width, 2);
    let csc = Encoding::parse(
        "#sparse_tensor.encoding<{ dimLevelType = [ \"dense\", \"compressed\" ], dimOrdering = affine_map<(i,j) -> (j,i)>, pointerBitWidth = 64, indexBitWidth = 64 }>",
    )
    .unwrap();
    assert_eq!(csc.to_string(), "#sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed), posWidth = 64, crdWidth = 64 }>");
}

#[test]
fn rejects_with_mlir_messages() {
    let cases = [
        ("map = (i, j) -> (i : dense, j : compressed(soa))", "SoA is only applicable to singleton lvlTypes."),
        (
            "map = (i, j) -> (i : dense, j : singleton)",
            "expected compressed or loose_compressed level before singleton level",
        ),
        ("map = (i, j) -> (i : compressed, j : batch)", "Batch lvlType can only be leading levels."),
        ("map = (i, j) -> (i : dense, j : foo)", "unknown level format: foo"),
        ("map = (i, j) -> (i : dense, j : compressed(bar))", "unknown level property: bar"),
        ("map = (i, j) -> (i : dense, i : compressed)", "failed to infer lvlToDim from dimToLvl"),
        (
            "map = (i, j) -> (i : dense, j floordiv 4 : compressed, j mod 4 : structured[2, 4])",
            "expected all dense lvlTypes before a n_out_of_m level",
        ),
        ("map = (i, j) -> (i : dense, j : structured[3, 2])", "expected n <= m in n_out_of_m"),
        ("map = (i, j) -> (i : dense, j : structured[2, 4, 5])", "expected exactly 2 structured sizes"),
        (
            "map = (i, j) -> (i : dense(nonunique), j : compressed)",
            "invalid level type: level format doesn't support the properties",
        ),
        ("map = (i, j) -> (i : dense, j : compressed), posWidth = 7", "unexpected position bitwidth: 7"),
        ("map = (i, j) -> (i : dense, j : compressed), crdWidth = 7", "unexpected coordinate bitwidth: 7"),
        ("map = (i, j) -> (i : dense, j : compressed), foo = 3", "unexpected key: foo"),
        ("map = (i, j) -> (i : dense, k : compressed)", "use of undeclared identifier"),
        ("posWidth = 32", "expected a non-empty array for lvlTypes"),
        ("map = (i, j) -> (i : dense, i : compressed)", "failed to infer lvlToDim from dimToLvl"),
        ("map = (i, j) -> (i floordiv 0 : dense, j : compressed)", "failed to infer lvlToDim from dimToLvl"),
        ("map = (i, j) -> (i : dense j : compressed)", "expected ')' in level-specifier list"),
        ("map = (i) -> (i : compressed), posWidth = -8", "unexpected position bitwidth: 4294967288"),
        (
            "map = (i, j) -> (i : dense, j floordiv 4 : structured[2, 4], j mod 4 : dense)",
            "expected n_out_of_m to be the last level type",
        ),
        (
            "map = (i : #sparse_tensor<slice(0, 4, 0)>, j) -> (i : dense, j : compressed)",
            "expect positive value or ? for slice stride",
        ),
        (
            "map = (i : #sparse_tensor<slice(0, 0, 1)>, j) -> (i : dense, j : compressed)",
            "expect positive value or ? for slice size",
        ),
        ("map = (i, j) -> (i * j : dense, j : compressed)", "non-affine expression"),
    ];
    for (body, want) in cases {
        let text = format!("#sparse_tensor.encoding<{{ {body} }}>");
        let err = Encoding::parse(&text).expect_err(body);
        assert!(err.message.contains(want), "{body}: got '{}', want '{want}'", err.message);
        assert!(err.loc.is_some(), "{body}: error has no location");
    }
}

#[test]
fn error_locations_point_at_the_token() {
    let err =
        Encoding::parse("#sparse_tensor.encoding<{\n  map = (i, j) -> (i : dense, j : foo)\n}>").unwrap_err();
    let loc = err.loc.unwrap();
    assert_eq!((loc.line, loc.col), (2, 35));
}

#[test]
fn malformed_text_never_panics() {
    for text in [
        "",
        "#",
        "<",
        "<{",
        "{ map = (",
        "{ map = (i) -> (i : compressed",
        "{ map = (i) -> (i floordiv 0 : dense) }",
        "{ map = [c](i) -> (i : dense) }",
        "{ map = (i) -> (i : structured[99999999999, 2]) }",
        "{ posWidth = 99999999999999999999999999999999999999999 }",
        "{ map = (i) -> (i : dense) } trailing",
        "{ explicitVal = \"x\" }",
        "{ map = (i : #sparse_tensor<slice(-1, 2, 3)>) -> (i : dense) }",
    ] {
        let _ = Encoding::parse(text);
    }
}

#[test]
fn level_sizes_and_translation() {
    let bsr = Encoding::parse("#sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 3 : compressed, i mod 2 : dense, j mod 3 : dense) }>").unwrap();
    assert_eq!(bsr.lvl_sizes(&[4, 6]).unwrap(), vec![2, 2, 2, 3]);
    assert!(bsr.lvl_sizes(&[5, 7]).unwrap_err().message.starts_with("unsupported"));
    let mut lvl = [0; 4];
    bsr.dim_to_lvl(&[5, 7], &mut lvl).unwrap();
    assert_eq!(lvl, [2, 2, 1, 1]);
    let mut dim = [0; 2];
    bsr.lvl_to_dim(&lvl, &mut dim).unwrap();
    assert_eq!(dim, [5, 7]);
}

#[test]
fn implicit_value_is_checked_against_the_tensor() {
    use crate::elem::ElemType;
    let enc =
        Encoding::parse("#sparse_tensor.encoding<{ map = (i) -> (i : compressed), implicitVal = 1 : i64 }>")
            .expect("the encoding alone is valid");
    let err = super::verify::verify_for_tensor(&enc, &[Some(4)], ElemType::I64).unwrap_err();
    assert_eq!(err.message, "implicit value must be zero");
}

#[test]
fn a_repeated_map_keeps_earlier_level_types() {
    let err = Encoding::parse(
        "#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), map = (i, j) -> (i : dense, j : dense) }>",
    )
    .unwrap_err();
    assert_eq!(err.message, "level-rank mismatch between dimToLvl and lvlTypes: 2 != 4");
}

#[test]
fn trailing_comma_only_after_a_dictionary_entry() {
    // MLIR 22: the dictionary may end with a comma; its lists may not.
    for body in [
        "map = (i, j) -> (i : dense, j : compressed),",
        "map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 8 ,",
        "posWidth = 8, map = (i, j) -> (i : dense, j : compressed),",
        "map = {}(i, j) -> (i : dense, j : compressed())",
    ] {
        let text = format!("#sparse_tensor.encoding<{{ {body} }}>");
        Encoding::parse(&text).unwrap_or_else(|e| panic!("{body}: {e}"));
    }
    let cases = [
        ("{ map = (i, j) -> (i : dense, j : compressed),, }", (1, 71), "expected '}'"),
        ("{ , }", (1, 26), "expected '}'"),
        ("{ map = (i, j,) -> (i : dense, j : compressed) }", (1, 39), "expected bare identifier"),
        ("{ map = [s,](i) -> (i : dense) }", (1, 36), "expected bare identifier"),
        ("{ map = {l,}(i) -> (l = i : dense) }", (1, 36), "expected bare identifier"),
        ("{ map = (i) -> (i : dense,) }", (1, 51), "expected affine expression"),
        (
            "{ map = (i) -> (i : compressed(nonunique,)) }",
            (1, 66),
            "expected valid level property (e.g. nonordered, nonunique or high)",
        ),
        ("{ map = (i) -> (i : structured[2, 4,]) }", (1, 61), "expected valid integer for structured size"),
        ("{ map = (i) -> (i : dense) posWidth = 8 }", (1, 51), "expected '}'"),
        ("{ map = (i) -> (i : dense), foo = 1 }", (1, 16), "unexpected key: foo"),
        ("{ map = (i) -> () }", (1, 16), "expected a non-empty array for lvlTypes"),
    ];
    for (body, (line, col), want) in cases {
        let text = format!("#sparse_tensor.encoding<{body}>");
        let err = Encoding::parse(&text).expect_err(body);
        assert_eq!(err.message, want, "{body}");
        let loc = err.loc.expect("a location");
        assert_eq!((loc.line, loc.col), (line, col), "{body}: {want}");
    }
}

#[test]
fn level_variables_bound_out_of_order_or_undeclared() {
    let err = Encoding::parse("{ map = {a, b}(i, j) -> (b = i : dense, a = j : dense) }").unwrap_err();
    assert_eq!(
        err.message,
        "Level-variable ordering mismatch. The variable 'b' was forward-declared as the 1st level; but is bound by the 0th specification."
    );
    let err = Encoding::parse("{ map = {a, b}(i, j) -> (a = i : dense, c = j : dense) }").unwrap_err();
    assert_eq!(err.message, "use of undeclared identifier 'c'");
    assert_eq!(super::parse::ordinal(12), "12th");
    assert_eq!(super::parse::ordinal(22), "22nd");
}

/// A sum on the right of a sum prints in parentheses, so printing is a fixed point (a
/// fuzzing crash: `a + (-s0 - 4)` printed bare read back as `(a - s0) - 4`).
#[test]
fn right_nested_sums_print_as_a_fixed_point() {
    let text = r"#sparse_tensor.encoding<{map= [s0](d0, d0) -> ( --0 + (s0 )-6   -------s0--4 +6  *-s0--4 + (-s0-4 + (s0 )-60 )-s0--4 + (s0--4 + (s0 )-60 )-6    ----s0--4 +6  *---------s0--4 + (s0--4 + --4 + (s0 )-60 )-6    ---s0--4 +6  *---------s0--4 + (s0--4 + (s0 )-60 )-s0-d0-- -------s0--4:compressed) }>";
    let printed = Encoding::parse(text).unwrap().to_string();
    let again = Encoding::parse(&printed).unwrap().to_string();
    assert_eq!(again, printed);
}

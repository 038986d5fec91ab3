//! The `arith` dialect: constants, integer and float arithmetic, comparisons, `select`
//! and casts.
//!
//! Why: every program computes with `arith` ops (loop bounds, sparse kernels' bodies,
//! test data). This module lists the ops with their custom forms (in `forms.rs`, shared
//! with `math`, `complex` and `vector`), their inherent attributes and defaults, and the
//! flag attributes MLIR prints in a fixed spelling (`fastmath<nnan,ninf>`,
//! `overflow<nsw, nuw>`). The verifier rules are in `verify.rs`, the type constraints they
//! share with other dialects in `types.rs`.

pub(crate) mod forms;
pub(crate) mod types;
mod verify;

use crate::attrs::Attr;
use crate::ids::AttrId;
use crate::ir::Ir;
use crate::lexer::Tok;
use crate::parser::{PResult, Parser};
use crate::registry::OpSpec;
use forms as f;

const FM: &[&str] = &["fastmath"];
const OVF: &[&str] = &["overflowFlags"];

const fn op(
    name: &'static str,
    parse: crate::registry::ParseFn,
    inherent: &'static [&'static str],
) -> OpSpec {
    OpSpec::custom(name, parse, f::print_same, inherent).verified(verify::verify)
}

const fn cast(
    name: &'static str,
    parse: crate::registry::ParseFn,
    inherent: &'static [&'static str],
) -> OpSpec {
    OpSpec::custom(name, parse, f::print_cast, inherent).verified(verify::verify)
}

/// The arith dialect's ops.
pub static OPS: &[OpSpec] = &[
    OpSpec::custom("arith.constant", f::parse_constant, f::print_constant, &["value"])
        .verified(verify::verify),
    op("arith.addi", f::parse_bin_ovf, OVF),
    op("arith.subi", f::parse_bin_ovf, OVF),
    op("arith.muli", f::parse_bin_ovf, OVF),
    op("arith.shli", f::parse_bin_ovf, OVF),
    op("arith.divsi", f::parse_bin, &[]),
    op("arith.divui", f::parse_bin, &[]),
    op("arith.ceildivsi", f::parse_bin, &[]),
    op("arith.ceildivui", f::parse_bin, &[]),
    op("arith.floordivsi", f::parse_bin, &[]),
    op("arith.remsi", f::parse_bin, &[]),
    op("arith.remui", f::parse_bin, &[]),
    op("arith.andi", f::parse_bin, &[]),
    op("arith.ori", f::parse_bin, &[]),
    op("arith.xori", f::parse_bin, &[]),
    op("arith.shrsi", f::parse_bin, &[]),
    op("arith.shrui", f::parse_bin, &[]),
    op("arith.maxsi", f::parse_bin, &[]),
    op("arith.maxui", f::parse_bin, &[]),
    op("arith.minsi", f::parse_bin, &[]),
    op("arith.minui", f::parse_bin, &[]),
    op("arith.addf", f::parse_bin_fm, FM),
    op("arith.subf", f::parse_bin_fm, FM),
    op("arith.mulf", f::parse_bin_fm, FM),
    op("arith.divf", f::parse_bin_fm, FM),
    op("arith.remf", f::parse_bin_fm, FM),
    op("arith.maximumf", f::parse_bin_fm, FM),
    op("arith.minimumf", f::parse_bin_fm, FM),
    op("arith.maxnumf", f::parse_bin_fm, FM),
    op("arith.minnumf", f::parse_bin_fm, FM),
    op("arith.negf", f::parse_un_fm, FM),
    OpSpec::custom("arith.cmpi", f::parse_cmpi, f::print_cmp, &["predicate"]).verified(verify::verify),
    OpSpec::custom("arith.cmpf", f::parse_cmpf, f::print_cmp, &["predicate", "fastmath"])
        .verified(verify::verify),
    OpSpec::custom("arith.select", f::parse_select, f::print_select, &[]).verified(verify::verify),
    OpSpec::custom("arith.addui_extended", f::parse_add_extended, f::print_extended, &[])
        .verified(verify::verify),
    OpSpec::custom("arith.mulsi_extended", f::parse_mul_extended, f::print_extended, &[])
        .verified(verify::verify),
    OpSpec::custom("arith.mului_extended", f::parse_mul_extended, f::print_extended, &[])
        .verified(verify::verify),
    cast("arith.extf", f::parse_cast_fm, FM),
    cast("arith.truncf", f::parse_cast_rm_fm, &["roundingmode", "fastmath"]),
    cast("arith.extsi", f::parse_cast, &[]),
    cast("arith.extui", f::parse_cast, &[]),
    cast("arith.trunci", f::parse_cast_ovf, OVF),
    cast("arith.sitofp", f::parse_cast, &[]),
    cast("arith.uitofp", f::parse_cast, &[]),
    cast("arith.fptosi", f::parse_cast, &[]),
    cast("arith.fptoui", f::parse_cast, &[]),
    cast("arith.index_cast", f::parse_cast, &[]),
    cast("arith.index_castui", f::parse_cast, &[]),
    cast("arith.bitcast", f::parse_cast, &[]),
    OpSpec::custom("arith.scaling_extf", f::parse_scaling, f::print_scaling, &["fastmath"])
        .verified(verify::verify),
    OpSpec::custom("arith.scaling_truncf", f::parse_scaling, f::print_scaling, &["roundingmode", "fastmath"])
        .verified(verify::verify),
];

/// Inherent attributes MLIR stores with a default value: `(name, dialect, body)`.
pub(crate) fn default_props(name: &str) -> &'static [(&'static str, &'static str, &'static str)] {
    const FASTMATH: &[(&str, &str, &str)] = &[("fastmath", "arith", "fastmath<none>")];
    const OVERFLOW: &[(&str, &str, &str)] = &[("overflowFlags", "arith", "overflow<none>")];
    match name {
        "arith.addi" | "arith.subi" | "arith.muli" | "arith.shli" | "arith.trunci" => OVERFLOW,
        "arith.addf" | "arith.subf" | "arith.mulf" | "arith.divf" | "arith.remf" | "arith.maximumf"
        | "arith.minimumf" | "arith.maxnumf" | "arith.minnumf" | "arith.negf" | "arith.cmpf" => FASTMATH,
        _ => &[],
    }
}

/// The fast-math flags in MLIR's printing order; all of them together print as `fast`.
pub(crate) const FASTMATH_FLAGS: [&str; 7] = ["reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"];
/// The integer overflow flags in MLIR's printing order.
pub(crate) const OVERFLOW_FLAGS: [&str; 2] = ["nsw", "nuw"];

/// A flag attribute kind: `fastmath<…>` or `overflow<…>`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum FlagKind {
    /// `#arith.fastmath<…>`
    FastMath,
    /// `#arith.overflow<…>`
    Overflow,
}

impl FlagKind {
    fn keyword(self) -> &'static str {
        match self {
            FlagKind::FastMath => "fastmath",
            FlagKind::Overflow => "overflow",
        }
    }

    fn names(self) -> &'static [&'static str] {
        match self {
            FlagKind::FastMath => &FASTMATH_FLAGS,
            FlagKind::Overflow => &OVERFLOW_FLAGS,
        }
    }

    fn enum_name(self) -> &'static str {
        match self {
            FlagKind::FastMath => "::mlir::arith::FastMathFlags",
            FlagKind::Overflow => "::mlir::arith::IntegerOverflowFlags",
        }
    }

    fn all_choices(self) -> String {
        let mut v = vec!["none"];
        v.extend_from_slice(self.names());
        if self == FlagKind::FastMath {
            v.push("fast");
        }
        v.join(", ")
    }

    /// The bits of one flag word (`none` is 0, `fast` all fast-math flags).
    fn bit(self, word: &str) -> Option<u32> {
        let all = (1u32 << self.names().len()) - 1;
        match word {
            "none" => Some(0),
            "fast" if self == FlagKind::FastMath => Some(all),
            w => self.names().iter().position(|n| *n == w).map(|i| 1 << i),
        }
    }

    /// The canonical attribute body (`fastmath<nnan,ninf>`, `overflow<nsw, nuw>`).
    pub(crate) fn body(self, bits: u32) -> String {
        let all = (1u32 << self.names().len()) - 1;
        let inner = if bits == 0 {
            "none".to_string()
        } else if self == FlagKind::FastMath && bits & all == all {
            "fast".to_string()
        } else {
            let sep = if self == FlagKind::FastMath { "," } else { ", " };
            let names = self.names().iter().enumerate().filter(|(i, _)| bits & (1 << i) != 0);
            names.map(|(_, n)| *n).collect::<Vec<_>>().join(sep)
        };
        format!("{}<{inner}>", self.keyword())
    }

    /// The bits of an attribute body, if it is one of this kind.
    pub(crate) fn parse_body(self, body: &str) -> Option<u32> {
        let inner = body.strip_prefix(self.keyword())?.strip_prefix('<')?.strip_suffix('>')?;
        inner.split(',').try_fold(0, |acc, w| self.bit(w.trim()).map(|b| acc | b))
    }

    /// The bits of a flag attribute of this kind (`None` for any other attribute).
    pub(crate) fn bits_of(self, ir: &Ir, a: AttrId) -> Option<u32> {
        match ir.attr_of(a) {
            Attr::Opaque { dialect, body } if dialect == "arith" => self.parse_body(body),
            _ => None,
        }
    }

    /// Interns the attribute with the given bits.
    pub(crate) fn attr(self, ir: &mut Ir, bits: u32) -> AttrId {
        ir.attr(Attr::Opaque { dialect: "arith".to_string(), body: self.body(bits) })
    }
}

/// The canonical spelling of a flag attribute (other attributes unchanged).
pub(crate) fn canonical_flags(ir: &mut Ir, a: AttrId) -> AttrId {
    for kind in [FlagKind::FastMath, FlagKind::Overflow] {
        if let Some(bits) = kind.bits_of(ir, a) {
            return kind.attr(ir, bits);
        }
    }
    a
}

/// The constraint of an op's `fastmath` property, when it has one.
pub(crate) fn check_fastmath(ir: &Ir, op: crate::ids::OpId) -> Result<(), String> {
    verify::check_flag_attr(ir, op, "fastmath")
}

/// Parses `<flag, …>` after the `fastmath` / `overflow` keyword of a custom form.
pub(crate) fn parse_flags(p: &mut Parser<'_>, kind: FlagKind) -> PResult<AttrId> {
    p.expect(Tok::Less, "<")?;
    let mut bits = 0;
    loop {
        if !p.at(Tok::BareId) {
            return Err(p.op_error_at(p.pos(), "expected valid keyword or string"));
        }
        let word = p.cur_text();
        let Some(b) = kind.bit(word) else {
            let msg = format!("expected {} to be one of: {}", kind.enum_name(), kind.all_choices());
            return Err(p.op_error_at(p.pos(), msg));
        };
        p.bump();
        bits |= b;
        if !p.eat(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::Greater, ">")?;
    Ok(kind.attr(&mut p.ir, bits))
}

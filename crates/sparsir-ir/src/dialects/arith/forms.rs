//! The custom assembly forms of `arith` ops, and the shared forms `math`, `complex` and
//! `vector` reuse.
//!
//! Why: most of these ops are spelled alike — operands, optional clauses
//! (`to_nearest_even`, `overflow<nsw>`, `fastmath<fast>`), an attribute dictionary, `:` and
//! one type from which the result type follows. One parser and one printer per shape of
//! syntax keeps them consistent; the per-op `ParseFn`s just name the shape.

use super::types::{i1_same_shape, C};
use super::{parse_flags, FlagKind};
use crate::attrs::Attr;
use crate::ids::{AttrId, OpId, TypeId};
use crate::lexer::Tok;
use crate::parser::{OpState, OperandRef, PResult, Parser};
use crate::printer::Printer;
use crate::types::{Signedness, Type};

/// Clause: a rounding mode keyword (`to_nearest_even`, …).
pub(crate) const RM: u8 = 1;
/// Clause: `overflow<…>`.
pub(crate) const OVF: u8 = 2;
/// Clause: `fastmath<…>`.
pub(crate) const FMF: u8 = 4;

/// Rounding modes by their value.
pub(crate) const ROUNDING: [&str; 5] =
    ["to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"];
/// `arith.cmpi` predicates by their value.
pub(crate) const CMPI: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
/// `arith.cmpf` predicates by their value.
pub(crate) const CMPF: [&str; 16] = [
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une",
    "uno", "true",
];

/// Attributes the clauses and keywords of these forms set (inherent when written in the
/// attribute dictionary too).
const CLAUSE_PROPS: &[&str] = &["roundingmode", "overflowFlags", "fastmath", "predicate"];

/// How the result types follow from the type after `:`.
#[derive(Clone, Copy)]
pub(crate) enum Res {
    /// One result of that type.
    Same,
    /// Two results of that type.
    Pair,
    /// A bool-like result of the same shape; the type must satisfy the constraint (the
    /// operand is named in the error).
    I1(&'static str, C),
}

/// A custom form `%a, %b, … [clauses] attr-dict : type`.
pub(crate) struct Form {
    /// Number of operands.
    pub n: usize,
    /// Allowed clauses (`RM | OVF | FMF`).
    pub clauses: u8,
    /// The result types.
    pub res: Res,
}

/// Parses `n` comma-separated operands.
pub(crate) fn parse_operands_n(p: &mut Parser<'_>, n: usize) -> PResult<Vec<OperandRef>> {
    let mut refs = Vec::with_capacity(n);
    for i in 0..n {
        if i > 0 {
            p.expect(Tok::Comma, ",")?;
        }
        refs.push(p.parse_operand()?);
    }
    Ok(refs)
}

/// Parses the optional clauses in MLIR's order.
pub(crate) fn parse_clauses(p: &mut Parser<'_>, st: &mut OpState, clauses: u8) -> PResult<()> {
    if clauses & RM != 0 && p.at(Tok::BareId) {
        if let Some(i) = ROUNDING.iter().position(|r| *r == p.cur_text()) {
            p.bump();
            let i32t = p.ir.ty(Type::Integer { width: 32, signedness: Signedness::Signless });
            let a = p.ir.attr(Attr::Integer { value: i as i128, ty: i32t });
            p.add_prop(st, "roundingmode", a);
        }
    }
    if clauses & OVF != 0 && p.eat_keyword("overflow") {
        let a = parse_flags(p, FlagKind::Overflow)?;
        p.add_prop(st, "overflowFlags", a);
    }
    if clauses & FMF != 0 && p.eat_keyword("fastmath") {
        let a = parse_flags(p, FlagKind::FastMath)?;
        p.add_prop(st, "fastmath", a);
    }
    Ok(())
}

/// Parses an optional attribute dictionary; the entries named in `inherent` (and the
/// clause attributes) become properties, replacing a clause's value.
pub(crate) fn parse_attr_dict(p: &mut Parser<'_>, st: &mut OpState, inherent: &[&str]) -> PResult<()> {
    for (k, v) in p.parse_optional_attr_dict()? {
        let name = p.ir.str(k);
        if inherent.contains(&name) || CLAUSE_PROPS.contains(&name) {
            st.props.retain(|(n, _)| *n != k);
            st.props.push((k, v));
        } else {
            st.attrs.push((k, v));
        }
    }
    Ok(())
}

/// Parses a [`Form`].
pub(crate) fn parse_form(p: &mut Parser<'_>, st: &mut OpState, form: &Form) -> PResult<()> {
    let refs = parse_operands_n(p, form.n)?;
    parse_clauses(p, st, form.clauses)?;
    parse_attr_dict(p, st, &[])?;
    p.expect(Tok::Colon, ":")?;
    let pos = p.pos();
    let ty = p.parse_type()?;
    st.operands = p.resolve_operands_same(&refs, ty)?;
    st.result_types = result_types(p, form.res, ty, pos)?;
    Ok(())
}

/// The result types of a form from the type after `:`.
pub(crate) fn result_types(p: &mut Parser<'_>, res: Res, ty: TypeId, pos: u32) -> PResult<Vec<TypeId>> {
    Ok(match res {
        Res::Same => vec![ty],
        Res::Pair => vec![ty, ty],
        Res::I1(name, c) => {
            if !c.holds(&p.ir, ty) {
                let msg = format!("'{name}' must be {}, but got {}", c.desc(), p.type_text(ty));
                return Err(p.op_error_at(pos, msg));
            }
            vec![i1_same_shape(&mut p.ir, ty)]
        }
    })
}

/// The element type of a complex type, or MLIR's error for another type.
pub(crate) fn complex_elem(p: &Parser<'_>, ty: TypeId, pos: u32) -> PResult<TypeId> {
    match p.ir.type_of(ty) {
        Type::Complex(e) => Ok(*e),
        _ => {
            let msg = format!(
                "invalid kind of type specified: expected builtin.complex, but found {}",
                p.type_text(ty)
            );
            Err(p.op_error_at(pos, msg))
        }
    }
}

macro_rules! forms {
    ($($(#[$doc:meta])* $name:ident => $n:expr, $clauses:expr, $res:expr;)*) => {$(
        $(#[$doc])*
        pub(crate) fn $name(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
            parse_form(p, st, &Form { n: $n, clauses: $clauses, res: $res })
        }
    )*};
}

forms! {
    /// `%a attr-dict : T`
    parse_un => 1, 0, Res::Same;
    /// `%a [fastmath] attr-dict : T`
    parse_un_fm => 1, FMF, Res::Same;
    /// `%a, %b attr-dict : T`
    parse_bin => 2, 0, Res::Same;
    /// `%a, %b [overflow] attr-dict : T`
    parse_bin_ovf => 2, OVF, Res::Same;
    /// `%a, %b [fastmath] attr-dict : T`
    parse_bin_fm => 2, FMF, Res::Same;
    /// `%a, %b, %c [fastmath] attr-dict : T`
    parse_tern_fm => 3, FMF, Res::Same;
    /// `%a, %b, %c attr-dict : T`
    parse_tern => 3, 0, Res::Same;
}

/// Prints the clauses the op's properties hold, and returns the attribute names printed
/// (to elide from the dictionary).
pub(crate) fn print_clauses(p: &mut Printer<'_>, op: OpId) -> Vec<&'static str> {
    let ir = p.ir;
    let mut done = Vec::new();
    if let Some(a) = ir.op_attr(op, "roundingmode") {
        if let Attr::Integer { value, ty } = ir.attr_of(a) {
            if ir.type_of(*ty).is_signless_int(32) && (0..5).contains(value) {
                p.w(" ");
                p.w(ROUNDING[*value as usize]);
                done.push("roundingmode");
            }
        }
    }
    for (name, kind) in [("overflowFlags", FlagKind::Overflow), ("fastmath", FlagKind::FastMath)] {
        if let Some(bits) = ir.op_attr(op, name).and_then(|a| kind.bits_of(ir, a)) {
            if bits != 0 {
                p.w(" ");
                p.w(&kind.body(bits));
            }
            done.push(name);
        }
    }
    done
}

/// Prints `%a, %b [clauses] attr-dict : T` (`T` the first operand's type).
pub(crate) fn print_same(p: &mut Printer<'_>, op: OpId) {
    print_same_eliding(p, op, &[]);
}

/// [`print_same`], also eliding the attributes `more` from the dictionary.
pub(crate) fn print_same_eliding(p: &mut Printer<'_>, op: OpId, more: &[&'static str]) {
    let ir = p.ir;
    let o = ir.op(op);
    p.w(" ");
    p.operands(&o.operands);
    let mut done = print_clauses(p, op);
    done.extend_from_slice(more);
    p.attr_dict(op, &done);
    p.w(" : ");
    if let Some(&v) = o.operands.first().or(o.results.first()) {
        p.ty(ir.value_type(v));
    }
}

/// `%a [clauses] attr-dict : T to U`
fn parse_cast_with(p: &mut Parser<'_>, st: &mut OpState, clauses: u8) -> PResult<()> {
    let r = p.parse_operand()?;
    parse_clauses(p, st, clauses)?;
    parse_attr_dict(p, st, &[])?;
    let from = p.parse_colon_type()?;
    p.expect_keyword("to")?;
    let to = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&r, from)?];
    st.result_types = vec![to];
    Ok(())
}

/// `%a attr-dict : T to U`
pub(crate) fn parse_cast(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_cast_with(p, st, 0)
}

/// `%a [overflow] attr-dict : T to U`
pub(crate) fn parse_cast_ovf(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_cast_with(p, st, OVF)
}

/// `%a [fastmath] attr-dict : T to U`
pub(crate) fn parse_cast_fm(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_cast_with(p, st, FMF)
}

/// `%a [rounding] [fastmath] attr-dict : T to U`
pub(crate) fn parse_cast_rm_fm(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_cast_with(p, st, RM | FMF)
}

/// Prints `%a [clauses] attr-dict : T to U` (all operands, comma-separated, and their
/// types before `to`).
pub(crate) fn print_cast(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    p.w(" ");
    p.operands(&o.operands);
    let done = print_clauses(p, op);
    p.attr_dict(op, &done);
    p.w(" : ");
    p.types(&ir.value_types(&o.operands));
    p.w(" to ");
    p.types(&ir.value_types(&o.results));
}

/// `arith.scaling_extf` / `scaling_truncf`: `%a, %s [rounding] [fastmath] attr-dict :
/// T, S to R`.
pub(crate) fn parse_scaling(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let refs = parse_operands_n(p, 2)?;
    parse_clauses(p, st, RM | FMF)?;
    parse_attr_dict(p, st, &[])?;
    let pos = p.pos();
    let tys = p.parse_colon_type_list()?;
    p.expect_keyword("to")?;
    let to = p.parse_type()?;
    st.operands = p.resolve_operands(&refs, &tys, pos)?;
    st.result_types = vec![to];
    Ok(())
}

/// Prints the scaling casts.
pub(crate) fn print_scaling(p: &mut Printer<'_>, op: OpId) {
    print_cast(p, op);
}

/// `arith.cmpi`: `pred, %a, %b attr-dict : T`.
pub(crate) fn parse_cmpi(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_cmp(p, st, &CMPI, 0, C::IntLike)
}

/// `arith.cmpf`: `pred, %a, %b [fastmath] attr-dict : T`.
pub(crate) fn parse_cmpf(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_cmp(p, st, &CMPF, FMF, C::FloatLike)
}

fn parse_cmp(p: &mut Parser<'_>, st: &mut OpState, preds: &[&str], clauses: u8, c: C) -> PResult<()> {
    let word = match p.token().kind {
        Tok::BareId => Some(p.cur_text().to_string()),
        Tok::Str => Some(p.parse_string()?),
        _ => None,
    };
    let Some(i) = word.and_then(|w| preds.iter().position(|x| *x == w)) else {
        let msg = format!(
            "expected string or keyword containing one of the following enum values for attribute 'predicate' [{}]",
            preds.join(", ")
        );
        return Err(p.op_error_at(p.pos(), msg));
    };
    if p.at(Tok::BareId) {
        p.bump();
    }
    let i64t = p.ir.ty(Type::Integer { width: 64, signedness: Signedness::Signless });
    let a = p.ir.attr(Attr::Integer { value: i as i128, ty: i64t });
    p.add_prop(st, "predicate", a);
    p.expect(Tok::Comma, ",")?;
    parse_form(p, st, &Form { n: 2, clauses, res: Res::I1("lhs", c) })
}

/// Prints `arith.cmpi` / `arith.cmpf`.
pub(crate) fn print_cmp(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let preds: &[&str] = if ir.op_name(op) == "arith.cmpi" { &CMPI } else { &CMPF };
    let pred = ir.op_attr(op, "predicate").and_then(|a| match ir.attr_of(a) {
        Attr::Integer { value, .. } => usize::try_from(*value).ok().and_then(|i| preds.get(i)),
        _ => None,
    });
    // An invalid predicate stays in the dictionary (which overrides the keyword when
    // parsed again), so the text still says what the op holds.
    p.w(" ");
    p.w(pred.copied().unwrap_or(preds[0]));
    p.w(",");
    print_same_eliding(p, op, if pred.is_some() { &["predicate"] } else { &[] });
}

/// `arith.select`: `%c, %a, %b attr-dict : [CondT,] T`.
pub(crate) fn parse_select(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let refs = parse_operands_n(p, 3)?;
    parse_attr_dict(p, st, &[])?;
    p.expect(Tok::Colon, ":")?;
    let first = p.parse_type()?;
    let (cond, ty) = if p.eat(Tok::Comma) {
        (first, p.parse_type()?)
    } else {
        (p.ir.ty(Type::Integer { width: 1, signedness: Signedness::Signless }), first)
    };
    st.operands = vec![
        p.resolve_operand(&refs[0], cond)?,
        p.resolve_operand(&refs[1], ty)?,
        p.resolve_operand(&refs[2], ty)?,
    ];
    st.result_types = vec![ty];
    Ok(())
}

/// Prints `arith.select` (the condition's type only when it is shaped).
pub(crate) fn print_select(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    let o = ir.op(op);
    p.w(" ");
    p.operands(&o.operands);
    p.attr_dict(op, &[]);
    p.w(" : ");
    if let Some(&c) = o.operands.first() {
        let ct = ir.value_type(c);
        if ir.type_of(ct).shape().is_some() || matches!(ir.type_of(ct), Type::UnrankedTensor(_)) {
            p.ty(ct);
            p.w(", ");
        }
    }
    if let Some(&r) = o.results.first() {
        p.ty(ir.value_type(r));
    }
}

/// `arith.addui_extended`: `%a, %b attr-dict : T, U`.
pub(crate) fn parse_add_extended(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let refs = parse_operands_n(p, 2)?;
    parse_attr_dict(p, st, &[])?;
    let ty = p.parse_colon_type()?;
    p.expect(Tok::Comma, ",")?;
    let overflow = p.parse_type()?;
    st.operands = p.resolve_operands_same(&refs, ty)?;
    st.result_types = vec![ty, overflow];
    Ok(())
}

/// `arith.mulsi_extended` / `mului_extended`: `%a, %b attr-dict : T`.
pub(crate) fn parse_mul_extended(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_form(p, st, &Form { n: 2, clauses: 0, res: Res::Pair })
}

/// Prints the extended arithmetic ops.
pub(crate) fn print_extended(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir;
    print_same(p, op);
    if ir.op_name(op) == "arith.addui_extended" {
        if let Some(&r) = ir.op(op).results.get(1) {
            p.w(", ");
            p.ty(ir.value_type(r));
        }
    }
}

/// The type of a typed attribute (`None` for attributes without one).
pub(crate) fn typed_attr_type(p: &mut Parser<'_>, a: AttrId) -> Option<TypeId> {
    Some(match p.ir.attr_of(a) {
        Attr::Integer { ty, .. } | Attr::Float { ty, .. } => *ty,
        Attr::DenseElements { ty, .. } | Attr::SparseElements { ty, .. } | Attr::DenseResource { ty, .. } => {
            *ty
        }
        Attr::Bool(_) => p.ir.ty(Type::Integer { width: 1, signedness: Signedness::Signless }),
        Attr::String { ty: Some(ty), .. } => *ty,
        Attr::String { ty: None, .. } => p.ir.ty(Type::None),
        _ => return None,
    })
}

/// `arith.constant`: `attr-dict value`.
pub(crate) fn parse_constant(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_attr_dict(p, st, &["value"])?;
    let pos = p.pos();
    let value = p.parse_attr(None)?;
    if matches!(p.ir.attr_of(value), Attr::Opaque { .. }) {
        return Err(p.op_error_at(pos, "unsupported: a dialect attribute as the constant's value"));
    }
    let Some(ty) = typed_attr_type(p, value) else {
        return Err(p.op_error_at(pos, "invalid kind of attribute specified"));
    };
    p.add_prop(st, "value", value);
    st.result_types = vec![ty];
    Ok(())
}

/// Prints `arith.constant`.
pub(crate) fn print_constant(p: &mut Printer<'_>, op: OpId) {
    p.attr_dict(op, &["value"]);
    if let Some(a) = p.ir.op_attr(op, "value") {
        p.w(" ");
        p.attr(a);
    }
}

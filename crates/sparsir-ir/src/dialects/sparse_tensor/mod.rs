//! The `sparse_tensor` dialect: every op of MLIR 22's dialect, in its custom and generic
//! forms, with MLIR's verifier rules and messages.
//!
//! Why: sparse programs are written with these ops (`convert`, `assemble`, `foreach`,
//! `binary` inside `linalg.generic`, …); users bring them as `mlir-opt` reads them, and
//! what MLIR rejects we reject with its words.
//!
//! Layout: the custom forms are split by kind — tensor-level ops (`forms_tensor`), buffer
//! and metadata ops (`forms_buffer`), ops with regions (`forms_region`), the iteration
//! ops (`forms_iter`). Verifiers follow the same split (`verify_tensor`, `verify_buffer`,
//! `verify_region`, `verify_iter`) on top of `ods` (what MLIR's generated verifier checks:
//! counts, attribute and type constraints, inferred result types) and `layout` (the
//! storage layout: which buffers a level has, level shapes).
//!
//! Inherent attributes are kept as MLIR stores them: levels and dimensions as `index`
//! integers, enums as `#sparse_tensor<SparseTensorSortAlgorithm quick_sort>` (an opaque
//! attribute with that body), maps as affine maps.

mod forms_buffer;
mod forms_iter;
mod forms_region;
mod forms_tensor;
mod layout;
mod ods;
mod verify_buffer;
mod verify_iter;
mod verify_region;
mod verify_tensor;

use crate::attrs::Attr;
use crate::ids::{AttrId, OpId, StrId, TypeId};
use crate::ir::Ir;
use crate::parser::{OpState, PResult, Parser};
use crate::printer::Printer;
use crate::registry::OpSpec;
use crate::types::Type;

use forms_buffer as fb;
use forms_iter as fi;
use forms_region as fr;
use forms_tensor as ft;

/// The sparse_tensor dialect's ops.
pub static OPS: &[OpSpec] = &[
    spec("sparse_tensor.assemble", &[], ft::parse_assemble, ft::print_assemble, verify_tensor::assemble),
    spec(
        "sparse_tensor.disassemble",
        &[],
        ft::parse_disassemble,
        ft::print_disassemble,
        verify_tensor::disassemble,
    ),
    spec("sparse_tensor.convert", &[], ft::parse_convert, ft::print_convert, verify_tensor::convert),
    spec(
        "sparse_tensor.concatenate",
        &["dimension"],
        ft::parse_concat,
        ft::print_concat,
        verify_tensor::concatenate,
    ),
    spec("sparse_tensor.new", &[], ft::parse_new, ft::print_new, verify_tensor::new),
    spec("sparse_tensor.out", &[], ft::parse_out, ft::print_out, verify_tensor::out),
    spec("sparse_tensor.print", &[], ft::parse_print, ft::print_print, verify_tensor::print),
    spec("sparse_tensor.load", &["hasInserts"], ft::parse_load, ft::print_load, verify_tensor::load),
    spec("sparse_tensor.lvl", &[], ft::parse_lvl, ft::print_lvl, verify_tensor::lvl),
    spec(
        "sparse_tensor.number_of_entries",
        &[],
        ft::parse_noe,
        ft::print_noe,
        verify_tensor::number_of_entries,
    ),
    spec(
        "sparse_tensor.reinterpret_map",
        &[],
        ft::parse_reinterpret,
        ft::print_reinterpret,
        verify_tensor::reinterpret_map,
    ),
    spec(
        "sparse_tensor.reorder_coo",
        &["algorithm"],
        ft::parse_reorder,
        ft::print_reorder,
        verify_tensor::reorder_coo,
    ),
    spec(
        "sparse_tensor.crd_translate",
        &["direction", "encoder"],
        ft::parse_crd_translate,
        ft::print_crd_translate,
        verify_tensor::crd_translate,
    ),
    spec(
        "sparse_tensor.has_runtime_library",
        &[],
        ft::parse_has_rt,
        ft::print_has_rt,
        verify_tensor::has_runtime_library,
    ),
    spec(
        "sparse_tensor.slice.offset",
        &["dim"],
        ft::parse_slice_offset,
        ft::print_slice_meta,
        verify_tensor::slice_meta,
    ),
    spec(
        "sparse_tensor.slice.stride",
        &["dim"],
        ft::parse_slice_stride,
        ft::print_slice_meta,
        verify_tensor::slice_meta,
    ),
    spec(
        "sparse_tensor.positions",
        &["level"],
        fb::parse_positions,
        fb::print_to_buffer,
        verify_buffer::positions,
    ),
    spec(
        "sparse_tensor.coordinates",
        &["level"],
        fb::parse_coordinates,
        fb::print_to_buffer,
        verify_buffer::coordinates,
    ),
    spec(
        "sparse_tensor.coordinates_buffer",
        &[],
        fb::parse_crd_buffer,
        fb::print_to_buffer,
        verify_buffer::coordinates_buffer,
    ),
    spec("sparse_tensor.values", &[], fb::parse_values, fb::print_to_buffer, verify_buffer::values),
    spec(
        "sparse_tensor.sort",
        &["algorithm", "ny", "perm_map"],
        fb::parse_sort,
        fb::print_sort,
        verify_buffer::sort,
    ),
    spec(
        "sparse_tensor.push_back",
        &["inbounds"],
        fb::parse_push_back,
        fb::print_push_back,
        verify_buffer::push_back,
    ),
    spec("sparse_tensor.expand", &[], fb::parse_expand, fb::print_expand, verify_buffer::expand),
    spec("sparse_tensor.compress", &[], fb::parse_compress, fb::print_compress, verify_buffer::compress),
    spec(
        "sparse_tensor.storage_specifier.init",
        &[],
        fb::parse_spec_init,
        fb::print_spec_init,
        verify_buffer::spec_init,
    ),
    spec(
        "sparse_tensor.storage_specifier.get",
        &["level", "specifierKind"],
        fb::parse_spec_get,
        fb::print_spec_get,
        verify_buffer::spec_get,
    ),
    spec(
        "sparse_tensor.storage_specifier.set",
        &["level", "specifierKind"],
        fb::parse_spec_set,
        fb::print_spec_set,
        verify_buffer::spec_set,
    ),
    spec(
        "sparse_tensor.binary",
        &["left_identity", "right_identity"],
        fr::parse_binary,
        fr::print_binary,
        verify_region::binary,
    ),
    spec("sparse_tensor.unary", &[], fr::parse_unary, fr::print_unary, verify_region::unary),
    spec("sparse_tensor.reduce", &[], fr::parse_reduce, fr::print_reduce, verify_region::reduce),
    spec("sparse_tensor.select", &[], fr::parse_select, fr::print_select, verify_region::select),
    spec("sparse_tensor.yield", &[], fr::parse_yield, fr::print_yield, verify_region::yield_op),
    spec("sparse_tensor.foreach", &["order"], fr::parse_foreach, fr::print_foreach, verify_region::foreach),
    spec(
        "sparse_tensor.extract_iteration_space",
        &["hiLvl", "loLvl"],
        fi::parse_extract_space,
        fi::print_extract_space,
        verify_iter::extract_space,
    ),
    spec(
        "sparse_tensor.extract_value",
        &[],
        fi::parse_extract_value,
        fi::print_extract_value,
        verify_iter::extract_value,
    ),
    spec(
        "sparse_tensor.iterate",
        &["crdUsedLvls"],
        fi::parse_iterate,
        fi::print_iterate,
        verify_iter::iterate,
    ),
    spec(
        "sparse_tensor.coiterate",
        &["cases", "crdUsedLvls", "operandSegmentSizes"],
        fi::parse_coiterate,
        fi::print_coiterate,
        verify_iter::coiterate,
    ),
];

const fn spec(
    name: &'static str,
    inherent: &'static [&'static str],
    parse: crate::registry::ParseFn,
    print: crate::registry::PrintFn,
    verify: crate::registry::VerifyFn,
) -> OpSpec {
    OpSpec::custom(name, parse, print, inherent).verified(verify)
}

// ---- enums -------------------------------------------------------------------------------

/// One of the dialect's enum attributes: its mnemonic in the generic form, its cases and
/// the description ODS uses in messages.
pub(crate) struct EnumKind {
    pub mnemonic: &'static str,
    pub cpp: &'static str,
    /// The C++ name of the attribute class (MLIR's second parse error names it).
    pub attr: &'static str,
    pub cases: &'static [&'static str],
    pub desc: &'static str,
}

/// `SparseTensorSortKind`.
pub(crate) static SORT_KIND: EnumKind = EnumKind {
    mnemonic: "SparseTensorSortAlgorithm",
    cpp: "::mlir::sparse_tensor::SparseTensorSortKind",
    attr: "SparseTensorSortKindAttr",
    cases: &["hybrid_quick_sort", "insertion_sort_stable", "quick_sort", "heap_sort"],
    desc: "sparse tensor sort algorithm",
};

/// `CrdTransDirectionKind`.
pub(crate) static DIRECTION: EnumKind = EnumKind {
    mnemonic: "CrdTransDirection",
    cpp: "::mlir::sparse_tensor::CrdTransDirectionKind",
    attr: "SparseTensorCrdTransDirectionAttr",
    cases: &["dim_to_lvl", "lvl_to_dim"],
    desc: "sparse tensor coordinate translation direction",
};

/// `StorageSpecifierKind`.
pub(crate) static SPECIFIER_KIND: EnumKind = EnumKind {
    mnemonic: "kind",
    cpp: "::mlir::sparse_tensor::StorageSpecifierKind",
    attr: "SparseTensorStorageSpecifierKindAttr",
    cases: &["lvl_sz", "pos_mem_sz", "crd_mem_sz", "val_mem_sz", "dim_offset", "dim_stride"],
    desc: "sparse tensor storage specifier kind",
};

/// The mnemonic of a `#sparse_tensor<Mnemonic case>` attribute.
pub(crate) fn enum_mnemonic(ir: &Ir, a: AttrId) -> Option<&str> {
    let Attr::Opaque { dialect, body } = ir.attr_of(a) else { return None };
    if dialect != "sparse_tensor" {
        return None;
    }
    body.strip_prefix('<')?.strip_suffix('>')?.split_whitespace().next()
}

/// The case of an enum attribute (`None` if `a` is not an attribute of that enum).
pub(crate) fn enum_case(ir: &Ir, a: AttrId, kind: &EnumKind) -> Option<&'static str> {
    let Attr::Opaque { dialect, body } = ir.attr_of(a) else { return None };
    if dialect != "sparse_tensor" {
        return None;
    }
    let inner = body.strip_prefix('<')?.strip_suffix('>')?;
    let mut words = inner.split_whitespace();
    if words.next()? != kind.mnemonic {
        return None;
    }
    let case = words.next()?;
    if words.next().is_some() {
        return None;
    }
    kind.cases.iter().find(|c| **c == case).copied()
}

/// The attribute MLIR stores for an enum case.
pub(crate) fn enum_attr(ir: &mut Ir, kind: &EnumKind, case: &str) -> AttrId {
    let body = format!("<{} {case}>", kind.mnemonic);
    ir.attr(Attr::Opaque { dialect: "sparse_tensor".into(), body })
}

/// Parses an enum case keyword (`quick_sort`) into its attribute.
pub(crate) fn parse_enum(p: &mut Parser<'_>, op: &str, kind: &EnumKind) -> PResult<AttrId> {
    let pos = p.pos();
    let word = if p.at(crate::lexer::Tok::BareId) { p.bump_text().to_string() } else { String::new() };
    if !kind.cases.contains(&word.as_str()) {
        // MLIR reports the word, then the attribute it was to build (after the word).
        let msg = format!("custom op '{op}' expected {} to be one of: {}", kind.cpp, kind.cases.join(", "));
        let then = format!(
            "custom op '{op}' failed to parse {} parameter 'value' which is to be a `{}`",
            kind.attr, kind.cpp
        );
        let mut first = crate::diag::Diag::error(pos, msg);
        first.notes.push(crate::diag::Diag::error(p.pos(), then));
        return Err(first);
    }
    Ok(enum_attr(&mut p.ir, kind, &word))
}

/// The case name of an op's enum attribute, for printing (`?` when malformed).
pub(crate) fn enum_text(ir: &Ir, op: OpId, name: &str, kind: &EnumKind) -> &'static str {
    ir.op_attr(op, name).and_then(|a| enum_case(ir, a, kind)).unwrap_or("?")
}

// ---- attributes ----------------------------------------------------------------------------

/// The integer value of an op's attribute (any integer type).
pub(crate) fn int_attr(ir: &Ir, op: OpId, name: &str) -> Option<i128> {
    match ir.attr_of(ir.op_attr(op, name)?) {
        Attr::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// True when the op has the unit attribute `name`.
pub(crate) fn has_unit(ir: &Ir, op: OpId, name: &str) -> bool {
    ir.op_attr(op, name).is_some_and(|a| matches!(ir.attr_of(a), Attr::Unit))
}

/// An `N : index` attribute.
pub(crate) fn index_attr(ir: &mut Ir, v: i128) -> AttrId {
    let ty = ir.ty(Type::Index);
    ir.attr(Attr::Integer { value: v, ty })
}

/// An `N : i64` attribute.
pub(crate) fn i64_attr(ir: &mut Ir, v: i128) -> AttrId {
    let ty = ir.ty(Type::Integer { width: 64, signedness: crate::types::Signedness::Signless });
    ir.attr(Attr::Integer { value: v, ty })
}

/// Adds a unit attribute as an inherent attribute.
pub(crate) fn add_unit(p: &mut Parser<'_>, st: &mut OpState, name: &str) {
    let u = p.ir.attr(Attr::Unit);
    p.add_prop(st, name, u);
}

/// Parses the optional attribute dictionary of a custom form and files each entry as
/// inherent (the op's properties) or discardable; inherent entries must satisfy their
/// constraints, as MLIR checks them while parsing.
pub(crate) fn parse_attr_dict(p: &mut Parser<'_>, st: &mut OpState, op: &str) -> PResult<()> {
    let pos = p.pos();
    let entries = p.parse_optional_attr_dict()?;
    file_attrs(p, st, op, entries, pos)
}

/// Files parsed dictionary entries as inherent or discardable (see [`parse_attr_dict`]).
pub(crate) fn file_attrs(
    p: &mut Parser<'_>,
    st: &mut OpState,
    op: &str,
    entries: Vec<(StrId, AttrId)>,
    pos: u32,
) -> PResult<()> {
    for (n, a) in entries {
        let name = p.ir.str(n).to_string();
        match ods::attr_spec(op, &name) {
            Some(spec) => {
                if !ods::attr_ok(&p.ir, a, spec.kind) {
                    let msg = format!(
                        "custom op '{op}' '{op}' op attribute '{name}' failed to satisfy constraint: {}",
                        spec.kind.desc()
                    );
                    return Err(crate::diag::Diag::error(pos, msg));
                }
                st.props.push((n, a));
            }
            None => st.attrs.push((n, a)),
        }
    }
    Ok(())
}

// ---- parsing ---------------------------------------------------------------------------------

/// The C++ type class an operand's constraint names: the custom form's type must be of it.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    Any,
    Tensor,
    MemRef,
    Index,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Any => "",
            Kind::Tensor => "builtin.tensor",
            Kind::MemRef => "builtin.memref",
            Kind::Index => "builtin.index",
        }
    }

    fn admits(self, t: &Type) -> bool {
        match self {
            Kind::Any => true,
            Kind::Tensor => matches!(t, Type::Tensor { .. }),
            Kind::MemRef => matches!(t, Type::MemRef { .. }),
            Kind::Index => matches!(t, Type::Index),
        }
    }
}

/// Parses a type that must be of `kind` (MLIR: `invalid kind of type specified`).
pub(crate) fn parse_type_of(p: &mut Parser<'_>, op: &str, kind: Kind) -> PResult<TypeId> {
    let pos = p.pos();
    let t = p.parse_type()?;
    if !kind.admits(p.ir.type_of(t)) {
        let msg = format!(
            "custom op '{op}' invalid kind of type specified: expected {}, but found {}",
            kind.name(),
            p.type_text(t)
        );
        return Err(crate::diag::Diag::error(pos, msg));
    }
    Ok(t)
}

/// Parses `type (, type)*`, each of `kind`.
pub(crate) fn parse_types_of(p: &mut Parser<'_>, op: &str, kind: Kind) -> PResult<Vec<TypeId>> {
    p.parse_comma_separated(|p| parse_type_of(p, op, kind))
}

/// Parses `: type` of `kind`.
pub(crate) fn parse_colon_type_of(p: &mut Parser<'_>, op: &str, kind: Kind) -> PResult<TypeId> {
    p.expect(crate::lexer::Tok::Colon, ":")?;
    parse_type_of(p, op, kind)
}

/// Parses a region `{…}` whose entry block gets `args` (MLIR: `expected '{' to begin a
/// region`).
pub(crate) fn region(
    p: &mut Parser<'_>,
    args: &[crate::parser::Argument],
) -> PResult<Vec<crate::ids::BlockId>> {
    if !p.at(crate::lexer::Tok::LBrace) {
        let mut d = p.err_expected("{");
        d.message = "expected '{' to begin a region".into();
        return Err(d);
    }
    p.parse_region(args, false)
}

/// Expects the keyword `kw` (MLIR: `custom op 'name' expected 'kw'`).
pub(crate) fn expect_kw(p: &mut Parser<'_>, op: &str, kw: &str) -> PResult<()> {
    let pos = p.pos();
    p.expect_keyword(kw).map_err(|e| crate::diag::Diag::error(pos, format!("custom op '{op}' {}", e.message)))
}

// ---- types -----------------------------------------------------------------------------------

/// The index type.
pub(crate) fn index_type(ir: &mut Ir) -> TypeId {
    ir.ty(Type::Index)
}

/// The element type of a shaped type, or the type itself.
pub(crate) fn elem_of(ir: &Ir, t: TypeId) -> TypeId {
    ir.type_of(t).elem().unwrap_or(t)
}

// ---- printing --------------------------------------------------------------------------------

/// The operand `i` of an op, if present (printers must not panic on malformed ops).
pub(crate) fn operand(ir: &Ir, op: OpId, i: usize) -> Option<crate::ids::ValueId> {
    ir.op(op).operands.get(i).copied()
}

/// Writes ` %v` for an operand when present.
pub(crate) fn print_operand_at(p: &mut Printer<'_>, op: OpId, i: usize) {
    if let Some(v) = operand(p.ir, op, i) {
        p.operand(v);
    }
}

/// Writes the type of operand `i`, when present.
pub(crate) fn print_operand_type(p: &mut Printer<'_>, op: OpId, i: usize) {
    if let Some(v) = operand(p.ir, op, i) {
        p.ty(p.ir.value_type(v));
    }
}

/// Writes the type of result `i`, when present.
pub(crate) fn print_result_type(p: &mut Printer<'_>, op: OpId, i: usize) {
    if let Some(&v) = p.ir.op(op).results.get(i) {
        p.ty(p.ir.value_type(v));
    }
}

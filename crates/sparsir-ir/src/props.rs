//! The inherent attributes (properties) of every known op outside `tensor` and
//! `sparse_tensor`: their kinds, enum domains and whether they are required, declared
//! once and checked for both assembly forms.
//!
//! Why: the generic form (`"memref.global"() <{…}>`) can give an op any properties; the
//! custom printers assume what the custom parsers guarantee (a `sym_name`, a
//! `staticStep`, three operand segments). MLIR checks properties in two steps, and so do
//! we, with its messages:
//! 1. *conversion*, while parsing the generic form: each value must be of the property's
//!    storage kind (`invalid properties {…} for op memref.load: Invalid attribute
//!    `nontemporal` in property conversion: 7 : i64`), operand segments must have one size
//!    per operand group;
//! 2. *verification*, for both forms: required properties present, constraints on the
//!    values (`attribute 'alignment' failed to satisfy constraint: …`), operand segment
//!    sizes summing to the operand count.
//!
//! `tensor` and `sparse_tensor` ops have their own declarations (`dialects::tensor::ods`,
//! `dialects::sparse_tensor::ods`), which also check operand and result types.

use crate::attrs::{Attr, DenseValues};
use crate::ids::{AttrId, OpId, StrId};
use crate::ir::Ir;
use crate::printer::attr_to_string;

/// An integer property's constraint beyond its kind.
#[derive(Clone, Copy)]
pub(crate) struct IntRule {
    pub width: u32,
    pub min: Option<i128>,
    pub max: Option<i128>,
    pub power_of_two: bool,
    /// MLIR's description of the constraint.
    pub desc: &'static str,
}

/// The storage kind of a property (what MLIR's property conversion accepts), with the
/// constraint the verifier checks.
#[derive(Clone, Copy)]
pub(crate) enum PropKind {
    /// Any attribute.
    Any,
    /// `unit`
    Unit,
    /// `true` / `false`
    Bool,
    /// An integer attribute, with a constraint on its type and value.
    Int(IntRule),
    /// An integer enum stored as an integer of `width` bits with a value in `0..cases`
    /// (`arith.cmpi`'s `predicate`).
    IntEnum { width: u32, cases: i128 },
    /// A string.
    Str,
    /// A flat symbol reference (`@name`).
    Symbol,
    /// A type.
    Type,
    /// An array; the elements' constraint is checked by the verifier.
    Array(ArrayOf),
    /// `array<i64: …>`
    I64Array,
    /// `array<i32: …>`
    I32Array,
    /// `operandSegmentSizes`: `array<i32: …>` with one size per operand group.
    Segments(usize),
    /// An affine map.
    Map,
    /// A dense or sparse elements attribute (with `i64` elements when `i64`).
    Elements { i64: bool },
    /// A dialect enum attribute `#dialect.mnemonic<…>` (cases checked by the parser).
    Enum(&'static str, &'static str),
}

/// The constraint on an array property's elements.
#[derive(Clone, Copy)]
pub(crate) enum ArrayOf {
    /// Anything (`arg_attrs`, `mapping`).
    Any,
    /// Affine maps (`indexing_maps`).
    Maps,
    /// `#linalg.iterator_type<…>`
    LinalgIterators,
    /// `#vector.iterator_type<…>`
    VectorIterators,
    /// `i64` integers (`I64ArrayAttr`).
    I64,
    /// Booleans (`BoolArrayAttr`).
    Bools,
    /// Arrays of `i64` integers (`reassociation`).
    I64Lists,
}

/// One property of an op.
#[derive(Clone, Copy)]
pub(crate) struct PropDecl {
    pub name: &'static str,
    pub kind: PropKind,
    pub required: bool,
}

/// A `&'static` list of declarations built in a constant context.
macro_rules! list {
    ($($decl:expr),* $(,)?) => {{
        const LIST: &[PropDecl] = &[$($decl),*];
        LIST
    }};
}

const fn req(name: &'static str, kind: PropKind) -> PropDecl {
    PropDecl { name, kind, required: true }
}

const fn opt(name: &'static str, kind: PropKind) -> PropDecl {
    PropDecl { name, kind, required: false }
}

const fn int_rule(width: u32, min: Option<i128>, power_of_two: bool, desc: &'static str) -> PropKind {
    PropKind::Int(IntRule { width, min, max: None, power_of_two, desc })
}

const ALIGN_POW2: PropKind = int_rule(
    64,
    Some(1),
    true,
    "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
);
const ALIGN_MIN0: PropKind =
    int_rule(64, Some(0), false, "64-bit signless integer attribute whose minimum value is 0");
const FASTMATH: PropDecl = opt("fastmath", PropKind::Enum("arith", "fastmath"));
const OVERFLOW: PropDecl = opt("overflowFlags", PropKind::Enum("arith", "overflow"));
const fn segments(groups: usize) -> PropDecl {
    opt("operandSegmentSizes", PropKind::Segments(groups))
}
const STATIC_MIXED: [PropDecl; 4] = [
    segments(4),
    req("static_offsets", PropKind::I64Array),
    req("static_sizes", PropKind::I64Array),
    req("static_strides", PropKind::I64Array),
];
const LINALG_SEGMENTS: [PropDecl; 1] = [segments(2)];
const CONV: [PropDecl; 3] = [
    opt("dilations", PropKind::Elements { i64: true }),
    segments(2),
    opt("strides", PropKind::Elements { i64: true }),
];
const FUNC_ATTRS: [PropDecl; 2] =
    [opt("arg_attrs", PropKind::Array(ArrayOf::Any)), opt("res_attrs", PropKind::Array(ArrayOf::Any))];

/// The properties of `op`; `None` for ops declared elsewhere or unknown.
pub(crate) fn decls(op: &str) -> Option<&'static [PropDecl]> {
    let (dialect, name) = op.split_once('.')?;
    Some(match dialect {
        "tensor" | "sparse_tensor" => return None,
        "arith" => arith(name),
        "math" | "complex" => {
            if op == "complex.constant" {
                list![req("value", PropKind::Array(ArrayOf::Any))]
            } else {
                const F: [PropDecl; 1] = [FASTMATH];
                &F
            }
        }
        "linalg" => linalg(name),
        "memref" => memref(name),
        "vector" => vector(name),
        _ => other(op),
    })
}

fn arith(name: &str) -> &'static [PropDecl] {
    match name {
        "constant" => list![req("value", PropKind::Any)],
        "addi" | "subi" | "muli" | "shli" | "trunci" => list![OVERFLOW],
        "cmpi" => list![req("predicate", PropKind::IntEnum { width: 64, cases: 10 })],
        "cmpf" => list![FASTMATH, req("predicate", PropKind::IntEnum { width: 64, cases: 16 })],
        "truncf" | "scaling_truncf" => {
            list![FASTMATH, opt("roundingmode", PropKind::IntEnum { width: 32, cases: 5 })]
        }
        _ => list![FASTMATH],
    }
}

fn linalg(name: &str) -> &'static [PropDecl] {
    const MAPS: PropKind = PropKind::Array(ArrayOf::Maps);
    const CAST: PropDecl = opt("cast", PropKind::Enum("linalg", "type_fn"));
    match name {
        "generic" => list![
            opt("doc", PropKind::Str),
            req("indexing_maps", MAPS),
            req("iterator_types", PropKind::Array(ArrayOf::LinalgIterators)),
            opt("library_call", PropKind::Str),
            segments(2),
        ],
        "index" => list![req("dim", ALIGN_MIN0)],
        "matmul" | "batch_matmul" => list![CAST, opt("indexing_maps", MAPS), segments(2)],
        "copy" => list![CAST, segments(2)],
        "elementwise" => list![
            opt("indexing_maps", MAPS),
            req("kind", PropKind::Enum("linalg", "elementwise_kind")),
            segments(2)
        ],
        "transpose" => list![req("permutation", PropKind::I64Array)],
        "broadcast" | "reduce" => list![req("dimensions", PropKind::I64Array)],
        n if n.starts_with("conv") || n.starts_with("depthwise") || n.starts_with("pooling") => &CONV,
        _ => &LINALG_SEGMENTS,
    }
}

fn memref(name: &str) -> &'static [PropDecl] {
    const NONTEMPORAL: PropDecl = opt("nontemporal", PropKind::Bool);
    match name {
        "alloc" | "alloca" => list![opt("alignment", ALIGN_MIN0), segments(2)],
        "realloc" => list![opt("alignment", ALIGN_MIN0)],
        "load" | "store" => list![opt("alignment", ALIGN_POW2), NONTEMPORAL],
        "subview" | "reinterpret_cast" => &STATIC_MIXED,
        "collapse_shape" => list![req("reassociation", PropKind::Array(ArrayOf::I64Lists))],
        "expand_shape" => {
            list![
                req("reassociation", PropKind::Array(ArrayOf::I64Lists)),
                req("static_output_shape", PropKind::I64Array)
            ]
        }
        "transpose" => list![req("permutation", PropKind::Map)],
        "global" => list![
            opt("alignment", ALIGN_POW2),
            opt("constant", PropKind::Unit),
            opt("initial_value", PropKind::Any),
            req("sym_name", PropKind::Str),
            opt("sym_visibility", PropKind::Str),
            req("type", PropKind::Type),
        ],
        "get_global" => list![req("name", PropKind::Symbol)],
        "assume_alignment" => list![req(
            "alignment",
            int_rule(32, Some(1), false, "32-bit signless integer attribute whose value is positive"),
        )],
        "prefetch" => list![
            req("isDataCache", PropKind::Bool),
            req("isWrite", PropKind::Bool),
            req(
                "localityHint",
                PropKind::Int(IntRule {
                    width: 32,
                    min: Some(0),
                    max: Some(3),
                    power_of_two: false,
                    desc:
                        "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
                }),
            ),
        ],
        "atomic_rmw" => list![req("kind", PropKind::IntEnum { width: 64, cases: 16 })],
        _ => &[],
    }
}

fn vector(name: &str) -> &'static [PropDecl] {
    const KIND: PropKind = PropKind::Enum("vector", "kind");
    const I64S: PropKind = PropKind::Array(ArrayOf::I64);
    const LOAD_STORE: [PropDecl; 2] = [opt("alignment", ALIGN_POW2), opt("nontemporal", PropKind::Bool)];
    const TRANSFER: [PropDecl; 3] = [
        req("in_bounds", PropKind::Array(ArrayOf::Bools)),
        segments(4),
        req("permutation_map", PropKind::Map),
    ];
    match name {
        "print" => list![
            opt("punctuation", PropKind::Enum("vector", "punctuation")),
            opt("stringLiteral", PropKind::Str)
        ],
        "extract" | "insert" => list![req("static_position", PropKind::I64Array)],
        "constant_mask" => list![req("mask_dim_sizes", PropKind::I64Array)],
        "reduction" => list![FASTMATH, req("kind", KIND)],
        "shuffle" => list![req("mask", PropKind::I64Array)],
        "outerproduct" => list![opt("kind", KIND)],
        "contract" => list![
            req("indexing_maps", PropKind::Array(ArrayOf::Maps)),
            req("iterator_types", PropKind::Array(ArrayOf::VectorIterators)),
            opt("kind", KIND),
        ],
        "extract_strided_slice" => list![req("offsets", I64S), req("sizes", I64S), req("strides", I64S)],
        "insert_strided_slice" => list![req("offsets", I64S), req("strides", I64S)],
        "maskedload" | "maskedstore" => list![opt("alignment", ALIGN_POW2)],
        "load" | "store" => &LOAD_STORE,
        "transfer_read" | "transfer_write" => &TRANSFER,
        _ => &[],
    }
}

fn other(op: &str) -> &'static [PropDecl] {
    const NO_INLINE: PropDecl = opt("no_inline", PropKind::Unit);
    const UNIT_FLAGS: [PropDecl; 2] = [opt("restrict", PropKind::Unit), opt("writable", PropKind::Unit)];
    match op {
        "builtin.module" => list![opt("sym_name", PropKind::Str), opt("sym_visibility", PropKind::Str)],
        "func.func" => list![
            FUNC_ATTRS[0],
            req("function_type", PropKind::Type),
            NO_INLINE,
            FUNC_ATTRS[1],
            req("sym_name", PropKind::Str),
            opt("sym_visibility", PropKind::Str),
        ],
        "func.call" => list![FUNC_ATTRS[0], req("callee", PropKind::Symbol), NO_INLINE, FUNC_ATTRS[1]],
        "func.call_indirect" => &FUNC_ATTRS,
        "func.constant" => list![req("value", PropKind::Symbol)],
        "affine.apply" | "affine.min" | "affine.max" => list![req("map", PropKind::Map)],
        "cf.cond_br" => list![opt("branch_weights", PropKind::I32Array), segments(3)],
        "cf.assert" => list![req("msg", PropKind::Str)],
        "cf.switch" => list![
            req("case_operand_segments", PropKind::I32Array),
            opt("case_values", PropKind::Elements { i64: false }),
            segments(3),
        ],
        "scf.for" => list![opt("unsignedCmp", PropKind::Unit)],
        "scf.parallel" => list![segments(4)],
        "scf.forall" => list![
            opt("mapping", PropKind::Array(ArrayOf::Any)),
            segments(4),
            req("staticLowerBound", PropKind::I64Array),
            req("staticStep", PropKind::I64Array),
            req("staticUpperBound", PropKind::I64Array),
        ],
        "scf.execute_region" => list![NO_INLINE],
        "scf.index_switch" => list![req("cases", PropKind::I64Array)],
        "bufferization.alloc_tensor" => list![opt("memory_space", PropKind::Any), segments(3)],
        "bufferization.dealloc" => list![segments(3)],
        "bufferization.to_tensor" | "bufferization.materialize_in_destination" => &UNIT_FLAGS,
        "bufferization.to_buffer" => list![opt("read_only", PropKind::Unit)],
        _ => &[],
    }
}

/// The number of operand groups of an op with `operandSegmentSizes` declared here.
pub(crate) fn segment_groups(op: &str) -> Option<usize> {
    let spec = crate::registry::lookup(op)?;
    declared(spec).find_map(|d| match d.kind {
        PropKind::Segments(groups) => Some(groups),
        _ => None,
    })
}

/// Step 1, while parsing: every property of the op that `decls` names must convert to
/// its storage kind. `props` are the `<{…}>` entries (names unknown to the op already
/// dropped). The message is MLIR's, without the location.
pub(crate) fn check_conversion(ir: &Ir, op: &str, props: &[(StrId, AttrId)]) -> Result<(), String> {
    let Some(decls) = decls(op) else { return Ok(()) };
    for &(name, value) in props {
        let Some(d) = decls.iter().find(|d| d.name == ir.str(name)) else { continue };
        if let Some(why) = conversion_error(ir, d, value) {
            let dict = props_text(ir, props);
            return Err(format!("invalid properties {dict} for op {op}: {why}"));
        }
    }
    Ok(())
}

fn conversion_error(ir: &Ir, d: &PropDecl, value: AttrId) -> Option<String> {
    let a = ir.attr_of(value);
    let int_of = |width: u32| match a {
        Attr::Integer { value, ty } if ir.type_of(*ty).is_signless_int(width) => Some(*value),
        _ => None,
    };
    let ok = match d.kind {
        PropKind::Any => true,
        PropKind::Unit => matches!(a, Attr::Unit),
        PropKind::Bool => matches!(a, Attr::Bool(_)),
        PropKind::Int(_) => matches!(a, Attr::Integer { .. }),
        PropKind::IntEnum { width, cases } => int_of(width).is_some_and(|v| (0..cases).contains(&v)),
        PropKind::Str => matches!(a, Attr::String { .. }),
        PropKind::Symbol => matches!(a, Attr::SymbolRef(path) if path.len() == 1),
        PropKind::Type => matches!(a, Attr::Type(_)),
        PropKind::Array(_) => matches!(a, Attr::Array(_)),
        PropKind::I64Array => {
            matches!(a, Attr::DenseArray { elem, .. } if ir.type_of(*elem).is_signless_int(64))
        }
        PropKind::I32Array => {
            matches!(a, Attr::DenseArray { elem, .. } if ir.type_of(*elem).is_signless_int(32))
        }
        PropKind::Segments(groups) => match a {
            Attr::DenseArray { elem, values } if ir.type_of(*elem).is_signless_int(32) => {
                let n = dense_len(values);
                if n != groups {
                    return Some(format!("size mismatch in attribute conversion: {n} vs {groups}"));
                }
                true
            }
            _ => return Some("expected DenseI32ArrayAttr for key `value`".to_string()),
        },
        PropKind::Map => matches!(a, Attr::AffineMap(_)),
        PropKind::Elements { .. } => matches!(a, Attr::DenseElements { .. } | Attr::SparseElements { .. }),
        PropKind::Enum(dialect, mnemonic) => is_enum(a, dialect, mnemonic),
    };
    (!ok).then(|| {
        format!("Invalid attribute `{}` in property conversion: {}", d.name, attr_to_string(ir, value))
    })
}

fn dense_len(values: &DenseValues) -> usize {
    match values {
        DenseValues::Int(v) => v.len(),
        DenseValues::Float(v) => v.len(),
        DenseValues::ComplexInt(v) => v.len(),
        DenseValues::ComplexFloat(v) => v.len(),
        DenseValues::Str(v) => v.len(),
    }
}

fn is_enum(a: &Attr, dialect: &str, mnemonic: &str) -> bool {
    matches!(a, Attr::Opaque { dialect: d, body } if d == dialect
        && body.strip_prefix(mnemonic).is_some_and(|rest| rest.starts_with('<')))
}

/// The `{…}` text of the properties in an "invalid properties" message.
fn props_text(ir: &Ir, props: &[(StrId, AttrId)]) -> String {
    let mut items: Vec<(String, AttrId)> = props.iter().map(|&(n, a)| (ir.str(n).to_string(), a)).collect();
    items.sort_by(|a, b| a.0.cmp(&b.0));
    let parts: Vec<String> = items
        .iter()
        .map(|(k, v)| match ir.attr_of(*v) {
            Attr::Unit => k.clone(),
            _ => format!("{k} = {}", attr_to_string(ir, *v)),
        })
        .collect();
    format!("{{{}}}", parts.join(", "))
}

/// The declarations of `spec`'s inherent attributes.
fn declared(spec: &crate::registry::OpSpec) -> impl Iterator<Item = &'static PropDecl> {
    decls(spec.name).unwrap_or(&[]).iter().filter(|d| spec.inherent.contains(&d.name))
}

/// Step 2, in the verifier (both forms), before the op's own verifier: every required
/// property present, integer and array properties meeting their constraints, operand
/// segments summing to the operand count. The message follows `'op' op `.
pub(crate) fn verify(ir: &Ir, op: OpId, spec: &crate::registry::OpSpec) -> Result<(), String> {
    if let Some(d) = declared(spec).find(|d| d.required && ir.op_attr(op, d.name).is_none()) {
        return Err(format!("requires attribute '{}'", d.name));
    }
    for d in declared(spec).filter(|d| matches!(d.kind, PropKind::Int(_) | PropKind::Array(_))) {
        let Some(value) = ir.op_attr(op, d.name) else { continue };
        if let Some(desc) = constraint_error(ir, d, value) {
            return Err(format!("attribute '{}' failed to satisfy constraint: {desc}", d.name));
        }
    }
    if declared(spec).any(|d| matches!(d.kind, PropKind::Segments(_))) {
        check_segment_sum(ir, op)?;
    }
    Ok(())
}

/// After the op's own verifier: every property of its storage kind. The generic form's
/// properties were converted while parsing; a custom form's attribute dictionary can
/// still set one to a value of another kind (`linalg.index 0 {dim = "x"}`).
pub(crate) fn verify_kinds(ir: &Ir, op: OpId, spec: &crate::registry::OpSpec) -> Result<(), String> {
    if let Some(Attr::String { value, .. }) = ir.op_attr(op, "sym_visibility").map(|a| ir.attr_of(a)) {
        if !["public", "private", "nested"].contains(&value.as_str()) {
            return Err(format!(
                "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"{value}\""
            ));
        }
    }
    for d in declared(spec) {
        let Some(value) = ir.op_attr(op, d.name) else { continue };
        if let Some(desc) = constraint_error(ir, d, value) {
            return Err(format!("attribute '{}' failed to satisfy constraint: {desc}", d.name));
        }
    }
    Ok(())
}

fn check_segment_sum(ir: &Ir, op: OpId) -> Result<(), String> {
    let sizes: Vec<i128> = match ir.op_attr(op, "operandSegmentSizes").map(|a| ir.attr_of(a)) {
        Some(Attr::DenseArray { values: DenseValues::Int(v), .. }) => v.clone(),
        _ => Vec::new(),
    };
    let n = ir.op(op).operands.len();
    let total: i128 = sizes.iter().sum();
    if sizes.iter().any(|&s| s < 0) {
        return Err("'operandSegmentSizes' attribute cannot have negative elements".to_string());
    }
    if total != n as i128 {
        return Err(format!(
            "operand count ({n}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'"
        ));
    }
    Ok(())
}

/// The constraint a property's value breaks, as MLIR describes it; the kind itself is
/// checked too (a custom form's attribute dictionary is not converted while parsing).
fn constraint_error(ir: &Ir, d: &PropDecl, value: AttrId) -> Option<&'static str> {
    let a = ir.attr_of(value);
    let i64_int =
        |x: AttrId| matches!(ir.attr_of(x), Attr::Integer { ty, .. } if ir.type_of(*ty).is_signless_int(64));
    let ok = match (d.kind, a) {
        (PropKind::Int(rule), Attr::Integer { value, ty }) => {
            let v = *value;
            ir.type_of(*ty).is_signless_int(rule.width)
                && rule.min.is_none_or(|m| v >= m)
                && rule.max.is_none_or(|m| v <= m)
                && (!rule.power_of_two || (v > 0 && v & (v - 1) == 0))
        }
        (PropKind::Int(_), _) => false,
        (PropKind::Array(of), Attr::Array(items)) => items.iter().all(|&x| match of {
            ArrayOf::Any => true,
            ArrayOf::Maps => matches!(ir.attr_of(x), Attr::AffineMap(_)),
            ArrayOf::LinalgIterators => is_enum(ir.attr_of(x), "linalg", "iterator_type"),
            ArrayOf::VectorIterators => is_enum(ir.attr_of(x), "vector", "iterator_type"),
            ArrayOf::I64 => i64_int(x),
            ArrayOf::Bools => matches!(ir.attr_of(x), Attr::Bool(_)),
            ArrayOf::I64Lists => {
                matches!(ir.attr_of(x), Attr::Array(inner) if inner.iter().all(|&i| i64_int(i)))
            }
        }),
        (PropKind::Elements { i64: true }, Attr::DenseElements { ty, .. }) => {
            ir.type_of(*ty).elem().is_some_and(|e| ir.type_of(e).is_signless_int(64))
        }
        _ => conversion_error(ir, d, value).is_none(),
    };
    if ok {
        return None;
    }
    Some(match d.kind {
        PropKind::Int(rule) => rule.desc,
        PropKind::Array(ArrayOf::Maps) => "AffineMap array attribute",
        PropKind::Array(ArrayOf::LinalgIterators) => "Iterator type should be an enum.",
        PropKind::Array(ArrayOf::VectorIterators) => "Iterator type should be an enum.",
        PropKind::Array(ArrayOf::I64) => "64-bit integer array attribute",
        PropKind::Array(ArrayOf::Bools) => "1-bit boolean array attribute",
        PropKind::Array(ArrayOf::I64Lists) => "Array of 64-bit integer array attributes",
        PropKind::Elements { .. } => "64-bit signless int elements attribute",
        PropKind::Unit => "unit attribute",
        PropKind::Bool => "bool attribute",
        PropKind::Str => "string attribute",
        PropKind::Symbol => "flat symbol reference attribute",
        PropKind::Type => "any type attribute",
        PropKind::Map => "AffineMap attribute",
        PropKind::I64Array => "i64 dense array attribute",
        PropKind::I32Array | PropKind::Segments(_) => "i32 dense array attribute",
        PropKind::IntEnum { .. } | PropKind::Enum(..) => "valid enum case",
        PropKind::Any | PropKind::Array(ArrayOf::Any) => "any attribute",
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every inherent attribute the op table names has a declaration here, and every
    /// required declaration names an inherent attribute (the lists cannot drift apart).
    #[test]
    fn declarations_match_the_op_table() {
        let mut missing = Vec::new();
        for spec in crate::registry::all() {
            let Some(decls) = decls(spec.name) else { continue };
            for name in spec.inherent {
                if !decls.iter().any(|d| d.name == *name) {
                    missing.push(format!("{} {name}: no declaration", spec.name));
                }
            }
            for d in decls.iter().filter(|d| d.required) {
                if !spec.inherent.contains(&d.name) {
                    missing.push(format!("{} {}: declared but not inherent", spec.name, d.name));
                }
            }
        }
        assert!(missing.is_empty(), "{}", missing.join("\n"));
    }
}

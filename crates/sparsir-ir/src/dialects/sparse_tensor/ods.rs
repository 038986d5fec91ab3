//! What MLIR's generated (ODS) verifier checks for the sparse_tensor ops, with its
//! messages: operand/result/region/successor counts, inherent attributes (present,
//! convertible to the op's property storage, satisfying their constraint), operand and
//! result type constraints, and the result types an op infers.
//!
//! Why: the generic form can build any op (`"sparse_tensor.convert"(%a, %b) : …`); MLIR
//! rejects malformed ones before the op's own verifier runs, and so do we, in the same
//! order (counts, then attributes, then operand and result types).

use super::{EnumKind, DIRECTION, SORT_KIND, SPECIFIER_KIND};
use crate::attrs::{Attr, DenseValues};
use crate::ids::{AttrId, OpId, TypeId};
use crate::ir::Ir;
use crate::printer::{attr_to_string, type_to_string};
use crate::types::{Signedness, Type};
use crate::verify::bare;

/// What an inherent attribute must be.
#[derive(Clone, Copy)]
pub(crate) enum AttrKind {
    /// An integer of type `index` (ODS description given).
    Index(&'static str),
    /// An integer of type `i64` (ODS description given).
    I64(&'static str),
    /// `unit`.
    Unit,
    /// An affine map.
    Map,
    /// A case of one of the dialect's enums.
    Enum(&'static EnumKind),
    /// A sparse tensor encoding.
    Encoding,
    /// An array of `i64` integers (coiterate's `cases`).
    I64Array,
}

impl AttrKind {
    /// The constraint's description in messages.
    pub(crate) fn desc(self) -> &'static str {
        match self {
            AttrKind::Index(d) | AttrKind::I64(d) => d,
            AttrKind::Unit => "unit attribute",
            AttrKind::Map => "AffineMap attribute",
            AttrKind::Enum(k) => k.desc,
            AttrKind::Encoding => "",
            AttrKind::I64Array => "I64BitSet array attribute",
        }
    }
}

/// One inherent attribute of an op.
pub(crate) struct AttrSpec {
    pub name: &'static str,
    pub kind: AttrKind,
    pub required: bool,
}

const fn req(name: &'static str, kind: AttrKind) -> AttrSpec {
    AttrSpec { name, kind, required: true }
}

const fn opt(name: &'static str, kind: AttrKind) -> AttrSpec {
    AttrSpec { name, kind, required: false }
}

const LEVEL: AttrKind = AttrKind::Index("level attribute");
const INDEX_ATTR: AttrKind = AttrKind::Index("index attribute");
const LEVEL_SET: AttrKind = AttrKind::I64("LevelSet attribute");

static BINARY: [AttrSpec; 2] = [opt("left_identity", AttrKind::Unit), opt("right_identity", AttrKind::Unit)];
static COITERATE: [AttrSpec; 2] = [req("crdUsedLvls", LEVEL_SET), req("cases", AttrKind::I64Array)];
static CONCAT: [AttrSpec; 1] = [req("dimension", AttrKind::Index("dimension attribute"))];
static LEVEL_ONLY: [AttrSpec; 1] = [req("level", LEVEL)];
static CRD_TRANSLATE: [AttrSpec; 2] =
    [req("direction", AttrKind::Enum(&DIRECTION)), req("encoder", AttrKind::Encoding)];
static EXTRACT_SPACE: [AttrSpec; 2] = [req("loLvl", LEVEL), req("hiLvl", LEVEL)];
static FOREACH: [AttrSpec; 1] = [opt("order", AttrKind::Map)];
static ITERATE: [AttrSpec; 1] = [req("crdUsedLvls", LEVEL_SET)];
static LOAD: [AttrSpec; 1] = [opt("hasInserts", AttrKind::Unit)];
static PUSH_BACK: [AttrSpec; 1] = [opt("inbounds", AttrKind::Unit)];
static REORDER: [AttrSpec; 1] = [req("algorithm", AttrKind::Enum(&SORT_KIND))];
static SLICE: [AttrSpec; 1] = [req("dim", INDEX_ATTR)];
static SORT: [AttrSpec; 3] =
    [req("perm_map", AttrKind::Map), opt("ny", INDEX_ATTR), req("algorithm", AttrKind::Enum(&SORT_KIND))];
static SPECIFIER_FIELD: [AttrSpec; 2] =
    [req("specifierKind", AttrKind::Enum(&SPECIFIER_KIND)), opt("level", LEVEL)];

/// The inherent attributes of an op, in the order MLIR checks them.
pub(crate) fn attr_specs(op: &str) -> &'static [AttrSpec] {
    match op.strip_prefix("sparse_tensor.").unwrap_or("") {
        "binary" => &BINARY,
        "coiterate" => &COITERATE,
        "concatenate" => &CONCAT,
        "positions" | "coordinates" => &LEVEL_ONLY,
        "crd_translate" => &CRD_TRANSLATE,
        "extract_iteration_space" => &EXTRACT_SPACE,
        "foreach" => &FOREACH,
        "iterate" => &ITERATE,
        "load" => &LOAD,
        "push_back" => &PUSH_BACK,
        "reorder_coo" => &REORDER,
        "slice.offset" | "slice.stride" => &SLICE,
        "sort" => &SORT,
        "storage_specifier.get" | "storage_specifier.set" => &SPECIFIER_FIELD,
        _ => &[],
    }
}

/// The spec of one inherent attribute of an op.
pub(crate) fn attr_spec(op: &str, name: &str) -> Option<&'static AttrSpec> {
    attr_specs(op).iter().find(|s| s.name == name)
}

/// True when `a` can be stored as the property (MLIR's property conversion).
fn storable(ir: &Ir, a: AttrId, kind: AttrKind) -> bool {
    let attr = ir.attr_of(a);
    match kind {
        AttrKind::Index(_) | AttrKind::I64(_) => matches!(attr, Attr::Integer { .. }),
        AttrKind::Unit => matches!(attr, Attr::Unit),
        AttrKind::Map => matches!(attr, Attr::AffineMap(_)),
        AttrKind::Enum(k) => super::enum_mnemonic(ir, a) == Some(k.mnemonic),
        AttrKind::Encoding => ir.encoding(a).is_some(),
        AttrKind::I64Array => matches!(attr, Attr::Array(_)),
    }
}

/// True when `a` satisfies the attribute's constraint.
pub(crate) fn attr_ok(ir: &Ir, a: AttrId, kind: AttrKind) -> bool {
    if !storable(ir, a, kind) {
        return false;
    }
    match (kind, ir.attr_of(a)) {
        (AttrKind::Index(_), Attr::Integer { ty, .. }) => matches!(ir.type_of(*ty), Type::Index),
        (AttrKind::I64(_), Attr::Integer { ty, .. }) => ir.type_of(*ty).is_signless_int(64),
        (AttrKind::I64Array, Attr::Array(items)) => items.iter().all(
            |&i| matches!(ir.attr_of(i), Attr::Integer { ty, .. } if ir.type_of(*ty).is_signless_int(64)),
        ),
        _ => true,
    }
}

/// `{a = 1 : index, b}` as MLIR prints a property dictionary in messages.
fn props_text(ir: &Ir, op: OpId) -> String {
    let mut items: Vec<(String, AttrId)> =
        ir.op(op).props.iter().map(|(n, a)| (ir.str(*n).to_string(), *a)).collect();
    items.sort_by(|a, b| a.0.cmp(&b.0));
    let parts: Vec<String> = items
        .iter()
        .map(|(n, a)| match ir.attr_of(*a) {
            Attr::Unit => n.clone(),
            _ => format!("{n} = {}", attr_to_string(ir, *a)),
        })
        .collect();
    format!("{{{}}}", parts.join(", "))
}

/// The checks of MLIR's generated verifier for one op.
pub(crate) struct Ods<'a> {
    pub ir: &'a Ir,
    pub op: OpId,
}

/// A verifier result.
pub(crate) type VResult = Result<(), String>;

impl<'a> Ods<'a> {
    /// The checker for `op`.
    pub(crate) fn new(ir: &'a Ir, op: OpId) -> Ods<'a> {
        Ods { ir, op }
    }

    fn name(&self) -> &str {
        self.ir.op_name(self.op)
    }

    /// Exactly `n` regions.
    pub(crate) fn regions(&self, n: usize) -> VResult {
        let got = self.ir.op(self.op).regions.len();
        match n {
            _ if got == n => Ok(()),
            0 => Err("requires zero regions".into()),
            1 => Err("requires one region".into()),
            _ => Err(format!("expected {n} regions")),
        }
    }

    /// Exactly `n` results.
    pub(crate) fn results(&self, n: usize) -> VResult {
        let got = self.ir.op(self.op).results.len();
        match n {
            _ if got == n => Ok(()),
            0 => Err("requires zero results".into()),
            1 => Err("requires one result".into()),
            _ => Err(format!("expected {n} results")),
        }
    }

    /// At least `n` results.
    pub(crate) fn results_at_least(&self, n: usize) -> VResult {
        let got = self.ir.op(self.op).results.len();
        if got < n {
            return Err(format!("expected {n} or more results, but found {got}"));
        }
        Ok(())
    }

    /// Exactly `n` operands.
    pub(crate) fn operands(&self, n: usize) -> VResult {
        let got = self.ir.op(self.op).operands.len();
        match n {
            _ if got == n => Ok(()),
            0 => Err("requires zero operands".into()),
            1 => Err("requires a single operand".into()),
            _ => Err(format!("expected {n} operands, but found {got}")),
        }
    }

    /// At least `n` operands.
    pub(crate) fn operands_at_least(&self, n: usize) -> VResult {
        let got = self.ir.op(self.op).operands.len();
        if got < n {
            return Err(format!("expected {n} or more operands, but found {got}"));
        }
        Ok(())
    }

    /// The structural counts: regions, results, no successors, operands.
    pub(crate) fn counts(&self, regions: usize, results: Count, operands: Count) -> VResult {
        self.regions(regions)?;
        match results {
            Count::Exactly(n) => self.results(n)?,
            Count::AtLeast(n) => self.results_at_least(n)?,
        }
        let succ = self.ir.op(self.op).successors.len();
        if succ != 0 {
            return Err(format!("requires 0 successors but found {succ}"));
        }
        match operands {
            Count::Exactly(n) => self.operands(n),
            Count::AtLeast(n) => self.operands_at_least(n),
        }
    }

    /// The inherent attributes convert to the op's property storage (MLIR checks this
    /// while parsing, before anything else).
    pub(crate) fn props(&self) -> VResult {
        let (ir, op) = (self.ir, self.op);
        let specs = attr_specs(self.name());
        let props = &ir.op(op).props;
        if specs.is_empty() && !props.is_empty() {
            let name = self.name();
            return Err(bare(format!(
                "invalid properties {} for op {name}: this operation does not support properties",
                props_text(ir, op)
            )));
        }
        for spec in specs {
            let Some(a) = ir.op_attr(op, spec.name) else { continue };
            if let AttrKind::Enum(k) = spec.kind {
                if super::enum_mnemonic(ir, a) == Some(k.mnemonic) && super::enum_case(ir, a, k).is_none() {
                    return Err(bare(format!("expected {} to be one of: {}", k.cpp, k.cases.join(", "))));
                }
            }
            if !storable(ir, a, spec.kind) {
                return Err(bare(format!(
                    "invalid properties {} for op {}: Invalid attribute `{}` in property conversion: {}",
                    props_text(ir, op),
                    self.name(),
                    spec.name,
                    attr_to_string(ir, a)
                )));
            }
        }
        Ok(())
    }

    /// The inherent attributes are present when required and satisfy their constraint.
    pub(crate) fn attrs(&self) -> VResult {
        let (ir, op) = (self.ir, self.op);
        for spec in attr_specs(self.name()) {
            match ir.op_attr(op, spec.name) {
                None if spec.required => return Err(format!("requires attribute '{}'", spec.name)),
                Some(a) if !attr_ok(ir, a, spec.kind) => {
                    return Err(format!(
                        "attribute '{}' failed to satisfy constraint: {}",
                        spec.name,
                        spec.kind.desc()
                    ))
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// What every op checks first: properties, counts, attribute constraints.
    pub(crate) fn base(&self, regions: usize, results: Count, operands: Count) -> VResult {
        self.props()?;
        self.counts(regions, results, operands)?;
        self.attrs()
    }

    /// `operandSegmentSizes` of an op with `AttrSizedOperandSegments`; returns the sizes.
    pub(crate) fn segments(&self, groups: usize) -> Result<Vec<usize>, String> {
        let (ir, op) = (self.ir, self.op);
        let sizes: Vec<i128> = match ir.op_attr(op, "operandSegmentSizes").map(|a| ir.attr_of(a)) {
            Some(Attr::DenseArray { elem, values: DenseValues::Int(v) })
                if ir.type_of(*elem).is_signless_int(32) =>
            {
                v.clone()
            }
            Some(_) => {
                return Err(bare(format!(
                    "invalid properties {} for op {}: expected DenseI32ArrayAttr for key `value`",
                    props_text(ir, op),
                    self.name()
                )))
            }
            None => Vec::new(),
        };
        let total: i128 = sizes.iter().sum();
        let count = ir.op(op).operands.len();
        if total != count as i128 {
            return Err(format!(
                "operand count ({count}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'"
            ));
        }
        if sizes.len() != groups {
            return Err(format!(
                "'operandSegmentSizes' attribute for specifying operand segments must have {groups} elements, but got {}",
                sizes.len()
            ));
        }
        if sizes.iter().any(|&s| s < 0) {
            return Err("'operandSegmentSizes' attribute cannot have negative elements".into());
        }
        Ok(sizes.iter().map(|&s| s as usize).collect())
    }

    /// Operand `i` satisfies `c` (`variadic`: the description says "variadic of").
    pub(crate) fn operand(&self, i: usize, c: Constraint, variadic: bool) -> VResult {
        let Some(&v) = self.ir.op(self.op).operands.get(i) else { return Ok(()) };
        self.check("operand", i, self.ir.value_type(v), c, variadic)
    }

    /// Operands `from..to` satisfy `c` (a variadic group).
    pub(crate) fn operand_group(&self, from: usize, to: usize, c: Constraint) -> VResult {
        (from..to).try_for_each(|i| self.operand(i, c, true))
    }

    /// Result `i` satisfies `c`.
    pub(crate) fn result(&self, i: usize, c: Constraint, variadic: bool) -> VResult {
        let Some(&v) = self.ir.op(self.op).results.get(i) else { return Ok(()) };
        self.check("result", i, self.ir.value_type(v), c, variadic)
    }

    /// Results `from..to` satisfy `c` (a variadic group).
    pub(crate) fn result_group(&self, from: usize, to: usize, c: Constraint) -> VResult {
        (from..to).try_for_each(|i| self.result(i, c, true))
    }

    fn check(&self, what: &str, i: usize, ty: TypeId, c: Constraint, variadic: bool) -> VResult {
        if (c.pred)(self.ir, ty) {
            return Ok(());
        }
        let var = if variadic { "variadic of " } else { "" };
        Err(format!("{what} #{i} must be {var}{}, but got '{}'", c.desc, type_to_string(self.ir, ty)))
    }

    /// The results have the types the op infers.
    pub(crate) fn inferred(&self, expected: &[Expect]) -> VResult {
        let ir = self.ir;
        let results = &ir.op(self.op).results;
        let same = results.len() == expected.len()
            && results.iter().zip(expected).all(|(&v, e)| e.matches(ir, ir.value_type(v)));
        if same {
            return Ok(());
        }
        let quote = |s: Vec<String>| s.iter().map(|t| format!("'{t}'")).collect::<Vec<_>>().join(", ");
        let want = quote(expected.iter().map(|e| e.render(ir)).collect());
        let got = quote(results.iter().map(|&v| type_to_string(ir, ir.value_type(v))).collect());
        let msg = format!("inferred type(s) {want} are incompatible with return type(s) of operation {got}");
        Err(crate::verify::also(msg, "failed to infer returned types"))
    }
}

/// A count of operands or results.
#[derive(Clone, Copy)]
pub(crate) enum Count {
    Exactly(usize),
    AtLeast(usize),
}

/// A type constraint: its predicate and its description in messages.
#[derive(Clone, Copy)]
pub(crate) struct Constraint {
    pub pred: fn(&Ir, TypeId) -> bool,
    pub desc: &'static str,
}

/// True for a ranked tensor with a sparse encoding.
pub(crate) fn is_sparse(ir: &Ir, t: TypeId) -> bool {
    ir.type_encoding(t).is_some()
}

fn ranked_memref_rank(ir: &Ir, t: TypeId) -> Option<usize> {
    match ir.type_of(t) {
        Type::MemRef { shape, .. } => Some(shape.len()),
        _ => None,
    }
}

fn is_signless_int_or_index(t: &Type) -> bool {
    matches!(t, Type::Index | Type::Integer { signedness: Signedness::Signless, .. })
}

fn elem_is(ir: &Ir, t: TypeId, f: fn(&Type) -> bool) -> bool {
    ir.type_of(t).elem().is_some_and(|e| f(ir.type_of(e)))
}

/// True for a rank-1 memref with a strided layout (none, strided, or a strided map).
fn is_strided_1d(ir: &Ir, t: TypeId) -> bool {
    match ir.type_of(t) {
        Type::MemRef { shape, layout, .. } if shape.len() == 1 => match layout.map(|l| ir.attr_of(l)) {
            None | Some(Attr::Strided { .. }) => true,
            Some(Attr::AffineMap(m)) => super::layout::is_strided_map(m),
            Some(_) => false,
        },
        _ => false,
    }
}

macro_rules! constraint {
    ($name:ident, $desc:literal, |$ir:ident, $t:ident| $body:expr) => {
        pub(crate) const $name: Constraint = Constraint {
            pred: {
                fn pred($ir: &Ir, $t: TypeId) -> bool {
                    $body
                }
                pred
            },
            desc: $desc,
        };
    };
}

constraint!(SPARSE, "sparse tensor of any type values", |ir, t| is_sparse(ir, t));
constraint!(SPARSE_SLICE, "sparse tensor slice of any type values", |ir, t| ir
    .type_encoding(t)
    .is_some_and(|e| e.is_slice()));
constraint!(RANKED, "ranked tensor of any type values", |ir, t| matches!(ir.type_of(t), Type::Tensor { .. }));
constraint!(TENSOR, "tensor of any type values", |ir, t| ir.type_of(t).is_tensor());
constraint!(RANKED_INT, "ranked tensor of signless integer or index values", |ir, t| matches!(
    ir.type_of(t),
    Type::Tensor { .. }
) && elem_is(
    ir,
    t,
    is_signless_int_or_index
));
// MLIR's `AnyIndexingScalarLike`: a signless integer or index, or a 0-d tensor of one.
constraint!(SCALAR_LIKE, "scalar like", |ir, t| is_signless_int_or_index(ir.type_of(t))
    || matches!(ir.type_of(t), Type::Tensor { shape, encoding: None, .. } if shape.is_empty())
        && elem_is(ir, t, is_signless_int_or_index));
constraint!(INDEX, "index", |ir, t| matches!(ir.type_of(t), Type::Index));
constraint!(I1, "1-bit signless integer", |ir, t| ir.type_of(t).is_signless_int(1));
constraint!(ANY, "any type", |_ir, _t| true);
constraint!(NON0_MEMREF, "non-0-ranked.memref of any type values", |ir, t| ranked_memref_rank(ir, t)
    .is_some_and(|r| r > 0));
constraint!(STRIDED_1D, "strided memref of any type values of rank 1", |ir, t| is_strided_1d(ir, t));
constraint!(MEMREF_1D, "1D memref of any type values", |ir, t| ranked_memref_rank(ir, t) == Some(1));
constraint!(MEMREF_1D_I1, "1D memref of 1-bit signless integer values", |ir, t| ranked_memref_rank(ir, t)
    == Some(1)
    && elem_is(ir, t, |e| e.is_signless_int(1)));
constraint!(MEMREF_1D_INDEX, "1D memref of index values", |ir, t| ranked_memref_rank(ir, t) == Some(1)
    && elem_is(ir, t, |e| matches!(e, Type::Index)));
constraint!(MEMREF_1D_INT, "1D memref of integer or index values", |ir, t| ranked_memref_rank(ir, t)
    == Some(1)
    && elem_is(ir, t, |e| matches!(e, Type::Index | Type::Integer { .. })));
constraint!(SPECIFIER, "metadata", |ir, t| matches!(ir.type_of(t), Type::StorageSpecifier(_)));
constraint!(ITER_SPACE, "sparse iteration space", |ir, t| matches!(ir.type_of(t), Type::IterSpace { .. }));
constraint!(ITERATOR, "sparse iterator", |ir, t| matches!(ir.type_of(t), Type::Iterator { .. }));

/// A scalar type an op infers, possibly not interned yet.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Scalar {
    Id(TypeId),
    Index,
    /// A signless integer of this width.
    Int(u32),
}

impl Scalar {
    /// `index` for width 0, `iN` otherwise (positions and coordinates).
    pub(crate) fn of_width(w: u8) -> Scalar {
        if w == 0 {
            Scalar::Index
        } else {
            Scalar::Int(u32::from(w))
        }
    }

    pub(crate) fn matches(self, ir: &Ir, t: TypeId) -> bool {
        match self {
            Scalar::Id(id) => id == t,
            Scalar::Index => matches!(ir.type_of(t), Type::Index),
            Scalar::Int(w) => ir.type_of(t).is_signless_int(w),
        }
    }

    fn render(self, ir: &Ir) -> String {
        match self {
            Scalar::Id(id) => type_to_string(ir, id),
            Scalar::Index => "index".into(),
            Scalar::Int(w) => format!("i{w}"),
        }
    }
}

/// A result type an op infers.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Expect {
    /// This very type.
    Same(Scalar),
    /// `memref<?xT>`, or `memref<?xT, strided<[?], offset: ?>>` when `strided`.
    Buffer { elem: Scalar, strided: bool },
    /// `!sparse_tensor.iter_space<enc, lvls = lo to hi>`.
    Space { enc: AttrId, lo: u32, hi: u32 },
}

impl Expect {
    fn matches(self, ir: &Ir, t: TypeId) -> bool {
        match (self, ir.type_of(t)) {
            (Expect::Same(s), _) => s.matches(ir, t),
            (
                Expect::Buffer { elem, strided },
                Type::MemRef { shape, elem: e, layout, memory_space: None },
            ) => {
                let layout_ok = match layout.map(|l| ir.attr_of(l)) {
                    None => !strided,
                    Some(Attr::Strided { strides, offset }) => {
                        strided
                            && strides.len() == 1
                            && strides[0] == crate::types::DYNAMIC
                            && *offset == crate::types::DYNAMIC
                    }
                    Some(_) => false,
                };
                shape.as_slice() == [crate::types::DYNAMIC] && elem.matches(ir, *e) && layout_ok
            }
            (Expect::Space { enc, lo, hi }, Type::IterSpace { encoding, lo: l, hi: h }) => {
                enc == *encoding && lo == *l && hi == *h
            }
            _ => false,
        }
    }

    fn render(self, ir: &Ir) -> String {
        match self {
            Expect::Same(s) => s.render(ir),
            Expect::Buffer { elem, strided } => {
                let layout = if strided { ", strided<[?], offset: ?>" } else { "" };
                format!("memref<?x{}{layout}>", elem.render(ir))
            }
            Expect::Space { enc, lo, hi } => {
                let lvls = if hi == lo + 1 { format!("{lo}") } else { format!("{lo} to {hi}") };
                let full = attr_to_string(ir, enc);
                let enc = full.strip_prefix("#sparse_tensor.encoding").unwrap_or(&full);
                format!("!sparse_tensor.iter_space<{enc}, lvls = {lvls}>")
            }
        }
    }
}

//! Calls of MLIR's runner utilities: the external functions `mlir-runner` links from
//! `libmlir_c_runner_utils` / `libmlir_runner_utils` that programs declare without a body
//! (`func.func private @printMemrefF64(memref<*xf64>)`) and call.
//!
//! Why: MLIR's integration tests print results with `printMemref*`, time kernels with
//! `rtclock`, and generate data with `rtsrand`/`rtrand`/`shuffle`; a program calling them
//! must run here unmodified. Each utility becomes one runtime call; the declared signature
//! is checked at the call (MLIR would read garbage through a wrong one), and a memref's
//! shape is passed statically (an unranked memref's is the shape of the memref it was cast
//! from). Any other body-less function is "unsupported" at the call, naming it.

use sparsir_ir::types::Type;
use sparsir_ir::{OpId, ValueId};
use sparsir_loops::{Static, Ty, VarId};
use sparsir_storage::ElemType;

use super::types::elem_of;
use super::{Cx, Result};

/// A parameter or result of a utility.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    /// A scalar of exactly this type.
    S(ElemType),
    /// A 64-bit integer: `i64` or `index`.
    Word,
    /// An opaque pointer (`!llvm.ptr`, a generator).
    Ptr,
    /// A rank-1 memref of this element type.
    Buf1(ElemType),
}

/// How a utility is lowered.
#[derive(Clone, Copy)]
enum Util {
    /// One runtime call of the same arguments and results.
    Plain(&'static str, &'static [Kind], &'static [Kind]),
    /// `printF64` …: `vector.print`'s scalar printer without punctuation (printed as
    /// `print`, declared as `param`).
    PrintScalar { print: ElemType, param: ElemType },
    /// `printNewline` …: punctuation.
    Punct(&'static str),
    /// `printMemref*` (`rank` `None`: unranked) and `printMemrefShape*` (`data` false).
    PrintMemref { elem: ElemType, rank: Option<usize>, data: bool },
    /// `verifyMemRef*(actual, expected) -> i64`.
    Verify(ElemType),
}

/// The utility named `name`, if MLIR 22's runner libraries export it.
fn lookup(name: &str) -> Option<Util> {
    use ElemType::*;
    use Kind::*;
    Some(match name {
        "rtclock" => Util::Plain("sparsir_rtclock", &[], &[S(F64)]),
        "nanoTime" => Util::Plain("sparsir_nano_time", &[], &[S(I64)]),
        "rtsrand" => Util::Plain("sparsir_rtsrand", &[Word], &[Ptr]),
        "rtrand" => Util::Plain("sparsir_rtrand", &[Ptr, Word], &[Word]),
        "rtdrand" => Util::Plain("sparsir_rtdrand", &[Ptr], &[]),
        "shuffle" => Util::Plain("sparsir_shuffle", &[Buf1(I64), Ptr], &[]),
        // mlir-graphblas's random-number context (its programs declare these).
        "create_choose_uniform_context" => Util::Plain("sparsir_rtsrand", &[S(I64)], &[Ptr]),
        "destroy_choose_uniform_context" => Util::Plain("sparsir_rtdrand", &[Ptr], &[]),
        "random_double" => Util::Plain("sparsir_random_double", &[Ptr], &[S(F64)]),
        "create_choose_weighted_context" => Util::Plain("sparsir_rtsrand", &[S(I64)], &[Ptr]),
        "destroy_choose_weighted_context" => Util::Plain("sparsir_rtdrand", &[Ptr], &[]),
        "choose_uniform" => {
            Util::Plain("sparsir_choose_uniform", &[Ptr, S(I64), S(I64), Buf1(I64), Buf1(F64)], &[])
        }
        "choose_weighted" => {
            Util::Plain("sparsir_choose_weighted", &[Ptr, S(I64), S(I64), Buf1(I64), Buf1(F64)], &[])
        }
        "printF64" => Util::PrintScalar { print: F64, param: F64 },
        "printF32" => Util::PrintScalar { print: F32, param: F32 },
        "printI64" => Util::PrintScalar { print: I64, param: I64 },
        "printU64" => Util::PrintScalar { print: Index, param: I64 },
        "printNewline" => Util::Punct("newline"),
        "printComma" => Util::Punct("comma"),
        "printOpen" => Util::Punct("open"),
        "printClose" => Util::Punct("close"),
        _ => return memref_util(name),
    })
}

/// The element type a name suffix stands for (`F64`, `Ind`, `C32`, …).
fn suffix_elem(s: &str) -> Option<ElemType> {
    use ElemType::*;
    Some(match s {
        "F16" => F16,
        "BF16" => BF16,
        "F32" => F32,
        "F64" => F64,
        "I8" => I8,
        "I16" => I16,
        "I32" => I32,
        "I64" => I64,
        "Ind" => Index,
        "C32" => C32,
        "C64" => C64,
        _ => return None,
    })
}

/// `verifyMemRef<T>`, `printMemrefShape<T>`, `printMemref<T>` and the ranked
/// `printMemref<N>d<T>` that MLIR 22 exports.
fn memref_util(name: &str) -> Option<Util> {
    use ElemType::*;
    if let Some(s) = name.strip_prefix("verifyMemRef") {
        return suffix_elem(s).map(Util::Verify);
    }
    if let Some(s) = name.strip_prefix("printMemrefShape") {
        let elem = suffix_elem(s).filter(|e| !matches!(e, F16 | BF16 | I16))?;
        return Some(Util::PrintMemref { elem, rank: None, data: false });
    }
    let s = name.strip_prefix("printMemref")?;
    if let Some(elem) = suffix_elem(s) {
        return Some(Util::PrintMemref { elem, rank: None, data: true });
    }
    let (n, t) = s.split_once('d')?;
    let (rank, elem) = (n.parse::<usize>().ok()?, suffix_elem(t)?);
    let exported = match elem {
        F32 => rank <= 4,
        I8 | I32 | I64 | F64 | Index | C32 | C64 => rank == 1,
        _ => false,
    };
    exported.then_some(Util::PrintMemref { elem, rank: Some(rank), data: true })
}

/// Lowers a call of the body-less function `callee`.
pub fn call(cx: &mut Cx, op: OpId, callee: &str) -> Result<Vec<VarId>> {
    let Some(util) = lookup(callee) else {
        return Err(cx.unsupported(
            op,
            format!(
                "calling '@{callee}', an external function without a body (not one of MLIR's \
                 runner utilities that sparsir provides)"
            ),
        ));
    };
    let ir = cx.ir;
    let (operands, results) = (ir.op(op).operands.clone(), ir.op(op).results.clone());
    let args = cx.operands(op)?;
    let origin = Some(cx.origin(op));
    let (name, statics, result_tys) = match util {
        Util::Plain(name, params, outs) => {
            if !kinds_match(cx, &operands, params) || !kinds_match(cx, &results, outs) {
                return Err(signature_error(cx, op, callee, params, outs));
            }
            let tys = results.iter().map(|&r| cx.ty_of(r)).collect::<Result<Vec<_>>>()?;
            (name.to_string(), vec![], tys)
        }
        Util::PrintScalar { print: p, param } => {
            if !kinds_match(cx, &operands, &[Kind::S(param)]) || !results.is_empty() {
                return Err(signature_error(cx, op, callee, &[Kind::S(param)], &[]));
            }
            let statics = vec![elem_static("elem", p), punct("no_punctuation")];
            ("sparsir_print_scalar".to_string(), statics, vec![])
        }
        Util::Punct(p) => {
            if !operands.is_empty() || !results.is_empty() {
                return Err(signature_error(cx, op, callee, &[], &[]));
            }
            ("sparsir_print_str".to_string(), vec![punct(p)], vec![])
        }
        Util::PrintMemref { elem, rank, data } => {
            if operands.len() != 1 || !results.is_empty() {
                return Err(memref_error(cx, op, callee, elem, rank, "one memref and no results"));
            }
            let shape = memref_shape(cx, op, callee, operands[0], elem, rank)?;
            let header = if rank.is_some() { "Memref " } else { "Unranked Memref " };
            let statics = vec![
                elem_static("elem", elem),
                ("shape".to_string(), Static::Ints(shape)),
                ("header".to_string(), Static::Str(header.to_string())),
                ("data".to_string(), Static::Int(data as i64)),
            ];
            ("sparsir_print_memref".to_string(), statics, vec![])
        }
        Util::Verify(elem) => {
            let i64_result = results.len() == 1 && kinds_match(cx, &results, &[Kind::S(ElemType::I64)]);
            if operands.len() != 2 || !i64_result {
                return Err(memref_error(cx, op, callee, elem, None, "two memrefs and an i64 result"));
            }
            let a = memref_shape(cx, op, callee, operands[0], elem, None)?;
            let b = memref_shape(cx, op, callee, operands[1], elem, None)?;
            let statics = vec![
                elem_static("elem", elem),
                ("shape".to_string(), Static::Ints(a)),
                ("shape2".to_string(), Static::Ints(b)),
            ];
            ("sparsir_verify_memref".to_string(), statics, vec![Ty::Scalar(ElemType::I64)])
        }
    };
    Ok(cx.b.call_runtime(&name, &args, statics, &result_tys, origin))
}

fn elem_static(name: &str, e: ElemType) -> (String, Static) {
    (name.to_string(), Static::Elem(e))
}

fn punct(p: &str) -> (String, Static) {
    ("punctuation".to_string(), Static::Str(p.to_string()))
}

/// True when `values` have the types `kinds` describe.
fn kinds_match(cx: &Cx, values: &[ValueId], kinds: &[Kind]) -> bool {
    let ir = cx.ir;
    values.len() == kinds.len()
        && values.iter().zip(kinds).all(|(&v, &k)| {
            let ty = ir.value_type(v);
            let scalar = sparsir_ir::elem::storage_elem(ir, ty);
            match (k, ir.type_of(ty)) {
                (Kind::S(e), _) => scalar == Some(e),
                (Kind::Word, _) => matches!(scalar, Some(ElemType::I64 | ElemType::Index)),
                (Kind::Ptr, Type::Opaque { .. }) => {
                    sparsir_ir::printer::type_to_string(ir, ty) == "!llvm.ptr"
                }
                (Kind::Buf1(e), Type::MemRef { shape, layout: None, .. }) => {
                    shape.len() == 1 && elem_of(ir, ty) == Some(e)
                }
                _ => false,
            }
        })
}

fn kind_text(k: &Kind) -> String {
    match k {
        Kind::S(e) => e.name().to_string(),
        Kind::Word => "index".to_string(),
        Kind::Ptr => "!llvm.ptr".to_string(),
        Kind::Buf1(e) => format!("memref<?x{}>", e.name()),
    }
}

fn signature_error(cx: &Cx, op: OpId, callee: &str, params: &[Kind], outs: &[Kind]) -> super::LowerError {
    let list = |ks: &[Kind]| ks.iter().map(kind_text).collect::<Vec<_>>().join(", ");
    let outs = match outs {
        [one] => kind_text(one),
        _ => format!("({})", list(outs)),
    };
    cx.error(op, format!("'@{callee}' must be declared as ({}) -> {outs}", list(params)))
}

/// The memref type a printer takes (`memref<*xf64>`, `memref<?x?xf32>`).
fn memref_text(elem: ElemType, rank: Option<usize>) -> String {
    match rank {
        None => format!("memref<*x{}>", elem.name()),
        Some(r) => format!("memref<{}{}>", "?x".repeat(r), elem.name()),
    }
}

fn memref_error(
    cx: &Cx,
    op: OpId,
    callee: &str,
    elem: ElemType,
    rank: Option<usize>,
    what: &str,
) -> super::LowerError {
    let ty = memref_text(elem, rank);
    cx.error(op, format!("'@{callee}' takes {what} ({ty}, or the same tensor type)"))
}

/// The static shape of memref argument `v` of printer `callee` (`-1`: a rank-1 size read
/// from the buffer), after checking its type: an unranked (`rank` `None`) or rank-`rank`
/// memref or dense tensor of element type `elem`. A tensor's shape is read at run time
/// (the list is empty).
fn memref_shape(
    cx: &Cx,
    op: OpId,
    callee: &str,
    v: ValueId,
    elem: ElemType,
    rank: Option<usize>,
) -> Result<Vec<i64>> {
    let ir = cx.ir;
    let ty = ir.value_type(v);
    let fits = elem_of(ir, ty) == Some(elem)
        && match (ir.type_of(ty), rank) {
            (Type::UnrankedMemRef { .. } | Type::UnrankedTensor(_), None) => true,
            (Type::MemRef { shape, .. } | Type::Tensor { shape, .. }, Some(r)) => shape.len() == r,
            _ => false,
        };
    if !fits {
        let got = sparsir_ir::printer::type_to_string(ir, ty);
        let want = memref_text(elem, rank);
        return Err(cx.error(op, format!("'@{callee}' takes a {want} (or the same tensor type), not {got}")));
    }
    match ir.type_of(ty) {
        Type::UnrankedTensor(_) => Ok(vec![]),
        Type::Tensor { .. } if ir.type_encoding(ty).is_some() => {
            Err(cx.unsupported(op, format!("passing a sparse tensor to '@{callee}'")))
        }
        Type::Tensor { .. } => Ok(vec![]),
        _ => super::memref::known_shape(cx, op, v),
    }
}

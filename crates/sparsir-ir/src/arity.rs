//! Operand, result and region counts of the `memref`, `bufferization`, `scf` and
//! `linalg` ops whose verifiers do not check them, with MLIR's messages.
//!
//! Why: the generic form can give an op any number of operands and results
//! (`"memref.copy"(%a) : (memref<4xf32>) -> ()`); MLIR's generated verifier refuses a
//! wrong count before anything else (`expected 2 operands, but found 1`), and the custom
//! printers rely on it. (`tensor` and `sparse_tensor` ops declare their counts with
//! their operand types in their own `ods` modules; `arith`, `math`, `linalg`… verify
//! theirs in their verifiers.)

use crate::ids::OpId;
use crate::ir::Ir;
use crate::types::Type;

/// How many operands an op takes.
#[derive(Clone, Copy)]
enum Operands {
    Exactly(usize),
    AtLeast(usize),
    Between(usize, usize),
}

/// What an operand must be.
#[derive(Clone, Copy, PartialEq)]
enum MemrefKind {
    Any,
    /// `1D memref of any type values`
    OneD,
    /// `1D memref of 8-bit signless integer values` (`memref.view`'s buffer)
    Bytes,
}

/// An op's counts (`results: None`: any number), the operand that must be a memref
/// (`memref.load`'s `#0`) and the first of the trailing operands that must be `index`.
#[derive(Clone, Copy)]
struct Arity {
    operands: Operands,
    results: Option<usize>,
    memref_operand: Option<(usize, MemrefKind)>,
    indices_from: Option<usize>,
}

const fn fixed(operands: usize, results: usize) -> Option<Arity> {
    Some(Arity {
        operands: Operands::Exactly(operands),
        results: Some(results),
        memref_operand: None,
        indices_from: None,
    })
}

const fn indexed(
    min: usize,
    results: usize,
    memref: usize,
    kind: MemrefKind,
    indices_from: usize,
) -> Option<Arity> {
    Some(Arity {
        operands: Operands::AtLeast(min),
        results: Some(results),
        memref_operand: Some((memref, kind)),
        indices_from: Some(indices_from),
    })
}

fn arity(op: &str) -> Option<Arity> {
    match op {
        "memref.load" => indexed(1, 1, 0, MemrefKind::Any, 1),
        "memref.store" => indexed(2, 0, 1, MemrefKind::Any, 2),
        "memref.prefetch" => indexed(1, 0, 0, MemrefKind::Any, 1),
        "memref.expand_shape" => indexed(1, 1, 0, MemrefKind::Any, 1),
        "memref.view" => indexed(2, 1, 0, MemrefKind::Bytes, 1),
        "memref.realloc" => Some(Arity {
            operands: Operands::Between(1, 2),
            results: Some(1),
            memref_operand: Some((0, MemrefKind::OneD)),
            indices_from: Some(1),
        }),
        "memref.extract_strided_metadata" => Some(Arity {
            operands: Operands::Exactly(1),
            results: None,
            memref_operand: None,
            indices_from: None,
        }),
        "bufferization.materialize_in_destination" => Some(Arity {
            operands: Operands::Exactly(2),
            results: None,
            memref_operand: None,
            indices_from: None,
        }),
        "memref.dealloc" | "memref.atomic_yield" | "bufferization.dealloc_tensor" | "scf.reduce.return" => {
            fixed(1, 0)
        }
        "memref.cast"
        | "memref.memory_space_cast"
        | "memref.rank"
        | "memref.collapse_shape"
        | "memref.transpose"
        | "memref.assume_alignment"
        | "bufferization.clone"
        | "bufferization.to_buffer"
        | "bufferization.to_tensor" => fixed(1, 1),
        "memref.copy" => fixed(2, 0),
        "memref.dim" => fixed(2, 1),
        "memref.get_global" => fixed(0, 1),
        "memref.global" => fixed(0, 0),
        _ => None,
    }
}

/// Ops with exactly one region (MLIR's `OneRegion`): every structured `linalg` op and
/// the region-holding `scf` and `memref` ops with one body.
fn one_region(op: &str) -> bool {
    match op.split_once('.') {
        Some(("linalg", rest)) => !matches!(rest, "yield" | "index"),
        _ => matches!(
            op,
            "memref.alloca_scope"
                | "memref.generic_atomic_rmw"
                | "scf.execute_region"
                | "scf.for"
                | "scf.forall"
                | "scf.forall.in_parallel"
                | "scf.parallel"
        ),
    }
}

/// Checks the counts, which MLIR's generated verifier checks first (before the
/// properties). The message follows `'op' op `.
pub(crate) fn verify_counts(ir: &Ir, op: OpId) -> Result<(), String> {
    let o = ir.op(op);
    if one_region(ir.op_name(op)) && o.regions.len() != 1 {
        return Err("requires one region".into());
    }
    let Some(a) = arity(ir.op_name(op)) else { return Ok(()) };
    if !o.regions.is_empty() {
        return Err("requires zero regions".into());
    }
    if let Some(results) = a.results.filter(|&r| r != o.results.len()) {
        return Err(if results == 0 { "requires zero results" } else { "requires one result" }.into());
    }
    let n = o.operands.len();
    match a.operands {
        Operands::Exactly(0) if n != 0 => return Err("requires zero operands".into()),
        Operands::Exactly(1) if n != 1 => return Err("requires a single operand".into()),
        Operands::Exactly(k) if n != k => return Err(format!("expected {k} operands, but found {n}")),
        Operands::AtLeast(k) | Operands::Between(k, _) if n < k => {
            return Err(format!("expected {k} or more operands, but found {n}"))
        }
        Operands::Between(_, max) if n > max => {
            return Err(format!("operand group starting at #1 requires 0 or 1 element, but found {}", n - 1))
        }
        _ => {}
    }
    Ok(())
}

/// Checks the operand types, which MLIR's generated verifier checks after the
/// properties. The message follows `'op' op `.
pub(crate) fn verify_types(ir: &Ir, op: OpId) -> Result<(), String> {
    let Some(a) = arity(ir.op_name(op)) else { return Ok(()) };
    let o = ir.op(op);
    let text = |ty| crate::printer::type_to_string(ir, ty);
    if let Some((i, kind)) = a.memref_operand {
        let ty = ir.value_type(o.operands[i]);
        let ok = match ir.type_of(ty) {
            Type::MemRef { shape, elem, .. } => match kind {
                MemrefKind::Any => true,
                MemrefKind::OneD => shape.len() == 1,
                MemrefKind::Bytes => shape.len() == 1 && ir.type_of(*elem).is_signless_int(8),
            },
            _ => false,
        };
        if !ok {
            let what = match kind {
                MemrefKind::Any => "memref of any type values",
                MemrefKind::OneD => "1D memref of any type values",
                MemrefKind::Bytes => "1D memref of 8-bit signless integer values",
            };
            return Err(format!("operand #{i} must be {what}, but got '{}'", text(ty)));
        }
    }
    for (i, &v) in o.operands.iter().enumerate().skip(a.indices_from.unwrap_or(usize::MAX)) {
        let ty = ir.value_type(v);
        if !matches!(ir.type_of(ty), Type::Index) {
            return Err(format!("operand #{i} must be variadic of index, but got '{}'", text(ty)));
        }
    }
    Ok(())
}

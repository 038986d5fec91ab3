//! Building the implicit regions of named linalg ops, as MLIR 22 builds them.
//!
//! Why: `linalg.matmul ins(…) outs(…)` has a body (`arith.mulf`, `arith.addf`,
//! `linalg.yield`) that only the generic form shows. To print the same generic form as
//! MLIR, the parser builds the same ops: payload ops with their default properties
//! (`fastmath = #arith.fastmath<none>`, `overflowFlags = #arith.overflow<none>`) and the
//! casts MLIR inserts when element types differ. Combinations MLIR builds that we do not
//! (complex numbers, …) are refused with an "unsupported" error, never built wrong.

use crate::attrs::Attr;
use crate::ids::{BlockId, StrId, TypeId, ValueId};
use crate::ir::Ir;
use crate::types::{Signedness, Type};

/// Float payload ops carrying `fastmath` (its default printed in the generic form).
const FASTMATH: &[&str] = &[
    "arith.addf",
    "arith.subf",
    "arith.mulf",
    "arith.divf",
    "arith.remf",
    "arith.negf",
    "arith.maximumf",
    "arith.minimumf",
    "arith.maxnumf",
    "arith.minnumf",
];
/// Integer payload ops carrying `overflowFlags`.
const OVERFLOW: &[&str] = &["arith.addi", "arith.subi", "arith.muli", "arith.shli", "arith.trunci"];

/// The default properties MLIR materializes on a payload op.
pub(super) fn default_props(ir: &mut Ir, name: &str) -> Vec<(StrId, crate::ids::AttrId)> {
    let is_math_float = name.starts_with("math.")
        && !matches!(name, "math.absi" | "math.ctlz" | "math.cttz" | "math.ctpop" | "math.ipowi");
    if FASTMATH.contains(&name) || is_math_float {
        let a = ir.attr(Attr::Opaque { dialect: "arith".into(), body: "fastmath<none>".into() });
        return vec![(ir.intern("fastmath"), a)];
    }
    if OVERFLOW.contains(&name) {
        let a = ir.attr(Attr::Opaque { dialect: "arith".into(), body: "overflow<none>".into() });
        return vec![(ir.intern("overflowFlags"), a)];
    }
    Vec::new()
}

/// Appends ops to one block.
pub(super) struct Builder<'a> {
    pub ir: &'a mut Ir,
    pub block: BlockId,
}

impl Builder<'_> {
    /// Appends `name(operands) -> ty` with its default properties; returns the result.
    pub fn op(&mut self, name: &str, operands: Vec<ValueId>, ty: TypeId) -> ValueId {
        let n = self.ir.intern(name);
        let op = self.ir.create_op(n, operands, &[ty]);
        let props = default_props(self.ir, name);
        self.ir.op_mut(op).props = props;
        self.ir.append_op(self.block, op);
        self.ir.op(op).results[0]
    }

    /// Appends `linalg.yield`.
    pub fn yield_values(&mut self, values: Vec<ValueId>) {
        let n = self.ir.intern("linalg.yield");
        let op = self.ir.create_op(n, values, &[]);
        self.ir.append_op(self.block, op);
    }

    /// Converts `v` to `to` the way linalg's `TypeFn.cast_signed` / `cast_unsigned` do.
    pub fn cast(&mut self, v: ValueId, to: TypeId, unsigned: bool) -> Result<ValueId, String> {
        let from = self.ir.value_type(v);
        if from == to {
            return Ok(v);
        }
        let (f, t) = (self.ir.type_of(from).clone(), self.ir.type_of(to).clone());
        let name = match (&f, &t) {
            (Type::Float(_), Type::Float(_)) if f.bit_width() < t.bit_width() => "arith.extf",
            (Type::Float(_), Type::Float(_)) => "arith.truncf",
            (Type::Integer { .. }, Type::Float(_)) => {
                if unsigned {
                    "arith.uitofp"
                } else {
                    "arith.sitofp"
                }
            }
            (Type::Float(_), Type::Integer { .. }) => {
                if unsigned {
                    "arith.fptoui"
                } else {
                    "arith.fptosi"
                }
            }
            (Type::Integer { .. }, Type::Integer { .. }) if f.bit_width() < t.bit_width() => {
                if unsigned || f.is_signless_int(1) {
                    "arith.extui"
                } else {
                    "arith.extsi"
                }
            }
            (Type::Integer { .. }, Type::Integer { .. }) => "arith.trunci",
            (Type::Index, Type::Integer { .. }) | (Type::Integer { .. }, Type::Index) => {
                if unsigned {
                    "arith.index_castui"
                } else {
                    "arith.index_cast"
                }
            }
            _ => {
                let (a, b) = (
                    crate::printer::type_to_string(self.ir, from),
                    crate::printer::type_to_string(self.ir, to),
                );
                return Err(format!("unsupported: the implicit body of this linalg op casts {a} to {b}"));
            }
        };
        Ok(self.op(name, vec![v], to))
    }
}

/// A payload computed on the element type: float and integer spellings.
#[derive(Clone, Copy)]
pub(super) struct Payload {
    pub float: Option<&'static str>,
    pub int: Option<&'static str>,
}

const fn pl(float: &'static str, int: &'static str) -> Payload {
    Payload { float: Some(float), int: if int.is_empty() { None } else { Some(int) } }
}

/// The payload of an elementwise named op or `linalg.elementwise` kind.
pub(super) fn payload_of(kind: &str) -> Option<Payload> {
    Some(match kind {
        "add" => pl("arith.addf", "arith.addi"),
        "sub" => pl("arith.subf", "arith.subi"),
        "mul" => pl("arith.mulf", "arith.muli"),
        "div" => pl("arith.divf", "arith.divsi"),
        "div_unsigned" => pl("arith.divf", "arith.divui"),
        "max" | "max_signed" => pl("arith.maximumf", "arith.maxsi"),
        "min" | "min_signed" => pl("arith.minimumf", "arith.minsi"),
        "max_unsigned" => pl("arith.maximumf", "arith.maxui"),
        "min_unsigned" => pl("arith.minimumf", "arith.minui"),
        "powf" => pl("math.powf", ""),
        "exp" => pl("math.exp", ""),
        "log" => pl("math.log", ""),
        "abs" => pl("math.absf", "math.absi"),
        "ceil" => pl("math.ceil", ""),
        "floor" => pl("math.floor", ""),
        "negf" => pl("arith.negf", ""),
        "sqrt" => pl("math.sqrt", ""),
        "rsqrt" => pl("math.rsqrt", ""),
        "tanh" => pl("math.tanh", ""),
        "erf" => pl("math.erf", ""),
        "round" => pl("math.round", ""),
        _ => return None,
    })
}

/// Number of inputs of an elementwise kind (unary, binary or `select`).
pub(super) fn arity(kind: &str) -> usize {
    match kind {
        "add" | "sub" | "mul" | "div" | "div_unsigned" | "max" | "min" | "max_signed" | "min_signed"
        | "max_unsigned" | "min_unsigned" | "powf" => 2,
        "select" => 3,
        _ => 1,
    }
}

/// The kinds whose body is not one payload op on the inputs: `square` (`x * x`),
/// `reciprocal` (`1 / x`, the constant inside the body) and `select` (`select c, a, b`),
/// built as MLIR 22 builds them. `None` for the other kinds.
pub(super) fn special_kind(b: &mut Builder<'_>, kind: &str, args: &[ValueId]) -> Option<Result<(), String>> {
    let (&out_arg, ins) = args.split_last()?;
    let out = b.ir.value_type(out_arg);
    let float = matches!(b.ir.type_of(out), Type::Float(_));
    let r = match (kind, ins) {
        ("square", &[x]) if float => b.op("arith.mulf", vec![x, x], out),
        ("square", &[x]) => b.op("arith.muli", vec![x, x], out),
        ("reciprocal", &[x]) => {
            let Type::Float(k) = *b.ir.type_of(out) else {
                return Some(Err("unsupported: 'reciprocal' on a non-float element type".into()));
            };
            let bits = crate::float_text::f64_to_bits(1.0, k);
            let one = b.ir.attr(Attr::Float { bits, ty: out });
            let c = b.op("arith.constant", vec![], out);
            let value = b.ir.intern("value");
            let def = b.ir.defining_op(c)?;
            b.ir.op_mut(def).props = vec![(value, one)];
            b.op("arith.divf", vec![c, x], out)
        }
        ("select", &[c, x, y]) => b.op("arith.select", vec![c, x, y], out),
        ("square" | "reciprocal" | "select", _) => {
            return Some(Err(format!("unsupported: elementwise '{kind}' with {} operands", args.len())))
        }
        _ => return None,
    };
    b.yield_values(vec![r]);
    Some(Ok(()))
}

/// The spelling of a payload for an element type.
pub(super) fn payload_name(ir: &Ir, p: Payload, elem: TypeId) -> Option<&'static str> {
    match ir.type_of(elem) {
        Type::Float(_) => p.float,
        Type::Integer { .. } | Type::Index => p.int,
        _ => None,
    }
}

/// `a * b` then `c + m` in the output element type (`andi`/`ori` for `i1`).
pub(super) fn mul_add(b: &mut Builder<'_>, args: &[ValueId], unsigned: bool) -> Result<(), String> {
    let [a, x, c] = args[..] else { return Err("unsupported: matmul-like op without 3 operands".into()) };
    let out = b.ir.value_type(c);
    let (mul, add) = match b.ir.type_of(out) {
        Type::Float(_) => ("arith.mulf", "arith.addf"),
        Type::Integer { width: 1, signedness: Signedness::Signless } => ("arith.andi", "arith.ori"),
        Type::Integer { .. } | Type::Index => ("arith.muli", "arith.addi"),
        _ => return Err("unsupported: the implicit body of a linalg contraction on this element type".into()),
    };
    let a = b.cast(a, out, unsigned)?;
    let x = b.cast(x, out, unsigned)?;
    let m = b.op(mul, vec![a, x], out);
    let s = b.op(add, vec![c, m], out);
    b.yield_values(vec![s]);
    Ok(())
}

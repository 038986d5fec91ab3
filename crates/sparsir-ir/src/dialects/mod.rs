//! The custom assembly forms of the dialects sparse programs use.
//!
//! Why: programs are written in each dialect's custom syntax (`arith.addf %a, %b : f64`),
//! not the generic form. One module per dialect lists its ops ([`crate::registry::OpSpec`])
//! with their parse and print functions, written with the primitives of
//! [`crate::parser::Parser`] and [`crate::printer::Printer`].

pub mod affine;
pub mod arith;
pub mod bufferization;
pub mod builtin;
pub mod cf;
pub mod complex;
pub mod func;
pub mod graphblas;
pub mod linalg;
pub mod math;
pub mod memref;
pub mod mixed;
pub mod scf;
pub mod sparse_tensor;
pub mod tensor;
pub(crate) mod values_form;
pub mod vector;

use crate::attrs::Attr;
use crate::ids::{AttrId, StrId};
use crate::ir::Ir;
use crate::registry::OpSpec;

/// Every dialect's op table.
pub static ALL: &[&[OpSpec]] = &[
    builtin::OPS,
    func::OPS,
    arith::OPS,
    affine::OPS,
    math::OPS,
    complex::OPS,
    cf::OPS,
    vector::OPS,
    scf::OPS,
    memref::OPS,
    bufferization::OPS,
    linalg::OPS,
    linalg::CONV_OPS,
    tensor::OPS,
    sparse_tensor::OPS,
    graphblas::OPS,
];

/// Completes an op's inherent attributes the way MLIR stores them, whichever form the op
/// was written in: properties with a default value (`fastmath = #arith.fastmath<none>`)
/// are added when absent, and flag attributes are put in MLIR's canonical spelling.
pub fn complete_props(ir: &mut Ir, name: &str, props: &mut Vec<(StrId, AttrId)>) {
    // An absent `operandSegmentSizes` is all zeros, as MLIR stores it (the verifier then
    // reports any operands: "operand count (1) does not match … total size (0)").
    if let Some(groups) = crate::props::segment_groups(name) {
        let key = ir.intern("operandSegmentSizes");
        if !props.iter().any(|(k, _)| *k == key) {
            let elem = ir.ty(crate::types::Type::Integer {
                width: 32,
                signedness: crate::types::Signedness::Signless,
            });
            let zeros =
                ir.attr(Attr::DenseArray { elem, values: crate::attrs::DenseValues::Int(vec![0; groups]) });
            props.push((key, zeros));
        }
    }
    let defaults = match name.split_once('.').map(|d| d.0) {
        Some("arith") => arith::default_props(name),
        Some("math") => math::default_props(name),
        Some("complex") => complex::default_props(name),
        Some("vector") => vector::default_props(name),
        _ => return,
    };
    for &(prop, dialect, body) in defaults {
        let key = ir.intern(prop);
        match props.iter_mut().find(|(k, _)| *k == key) {
            Some((_, value)) => *value = arith::canonical_flags(ir, *value),
            None => {
                let value = ir.attr(Attr::Opaque { dialect: dialect.to_string(), body: body.to_string() });
                props.push((key, value));
            }
        }
    }
}

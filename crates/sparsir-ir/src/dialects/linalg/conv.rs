//! The convolution, pooling, depthwise and quantized named ops of MLIR 22, as one table.
//!
//! Why: MLIR defines some sixty ops (`conv_2d_nhwc_hwcf`, `depthwise_conv_1d_ncw_cw`,
//! `pooling_ndhwc_max`, `quantized_matmul`, …) that differ only in their indexing maps and
//! one of a few bodies. Each row here gives an op's maps as text over loops `dN`, with
//! `Sk` / `Dk` standing for entry `k` of its `strides` / `dilations` attributes (default 1),
//! and the kind of body — what `mlir-opt --linalg-generalize-named-ops` prints for it
//! (checked by `tests/linalg_structured.rs`). A strided op checks its attributes as MLIR
//! does (`64-bit signless int elements attribute of shape [N]`), and a zero stride or
//! dilation, which drops a loop from the input map, is MLIR's "unexpected loop dimension
//! for convolution op".

use super::body::{mul_add, Builder};
use crate::attrs::{AffineMap, Attr, DenseValues};
use crate::dialects::mixed::dense_values;
use crate::ids::{AttrId, OpId, ValueId};
use crate::ir::Ir;
use crate::registry::OpSpec;
use crate::types::{Signedness, Type};
use sparsir_storage::encoding::affine::AffineExpr;

/// The body of a table op.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Body {
    /// `out + cast(in) * cast(filter)` (`andi`/`ori` on `i1`).
    MulAdd,
    /// `out + (cast(in) - cast(in_zp)) * (cast(filter) - cast(filter_zp))`.
    QuantMulAdd,
    /// `out + cast(in)` (the window operand gives only the shape).
    PoolSum,
    /// `max(out, cast(in))` / `min(…)`, signed or unsigned.
    PoolMax { unsigned: bool },
    /// See `PoolMax`.
    PoolMin { unsigned: bool },
}

use Body::*;

/// One op: name (without `linalg.`), maps (operands separated by `|`), body, and the
/// length of its `strides` / `dilations` (0: the op has none).
struct ConvOp {
    name: &'static str,
    maps: &'static str,
    body: Body,
    window: usize,
}

const fn op(name: &'static str, maps: &'static str, body: Body, window: usize) -> ConvOp {
    ConvOp { name, maps, body, window }
}

const PMAX: Body = PoolMax { unsigned: false };
const PMAXU: Body = PoolMax { unsigned: true };
const PMIN: Body = PoolMin { unsigned: false };
const PMINU: Body = PoolMin { unsigned: true };

// Window subscripts shared by many rows (image loop * stride + filter loop * dilation).
macro_rules! w {
    ($o:literal, $k:literal, $i:literal) => {
        concat!("d", $o, "*S", $i, "+d", $k, "*D", $i)
    };
}

/// Inherent attributes of the ops with windows.
const STRIDED: &[&str] = &["dilations", "operandSegmentSizes", "strides"];

/// Generates the registry entries (`CONV_OPS`) and the definitions (`TABLE`) from one list.
macro_rules! table {
    ($(op($name:literal, $maps:expr, $body:expr, $window:literal),)*) => {
        /// The registry entries of the table's ops.
        pub static CONV_OPS: &[OpSpec] = &[$(
            super::named_op(concat!("linalg.", $name), if $window > 0 { STRIDED } else { super::SEGMENTS }),
        )*];
        static TABLE: &[ConvOp] = &[$(op($name, $maps, $body, $window),)*];
    };
}

#[rustfmt::skip]
table! {
    op("quantized_matmul", "d0,d2 | d2,d1 | | | d0,d1", QuantMulAdd, 0),
    op("quantized_batch_matmul", "d0,d1,d3 | d0,d3,d2 | | | d0,d1,d2", QuantMulAdd, 0),
    op("conv_1d", "d0+d1 | d1 | d0", MulAdd, 0),
    op("conv_2d", "d0+d2,d1+d3 | d2,d3 | d0,d1", MulAdd, 0),
    op("conv_3d", "d0+d3,d1+d4,d2+d5 | d3,d4,d5 | d0,d1,d2", MulAdd, 0),
    op("conv_1d_nwc_wcf", concat!("d0,", w!(1, 3, 0), ",d4 | d3,d4,d2 | d0,d1,d2"), MulAdd, 1),
    op("conv_1d_ncw_fcw", concat!("d0,d3,", w!(2, 4, 0), " | d1,d3,d4 | d0,d1,d2"), MulAdd, 1),
    op("conv_2d_nhwc_hwcf", concat!("d0,", w!(1, 4, 0), ",", w!(2, 5, 1), ",d6 | d4,d5,d6,d3 | d0,d1,d2,d3"), MulAdd, 2),
    op("conv_2d_nhwc_fhwc", concat!("d0,", w!(1, 4, 0), ",", w!(2, 5, 1), ",d6 | d3,d4,d5,d6 | d0,d1,d2,d3"), MulAdd, 2),
    op("conv_2d_nhwc_hwcf_q", concat!("d0,", w!(1, 4, 0), ",", w!(2, 5, 1), ",d6 | d4,d5,d6,d3 | | | d0,d1,d2,d3"), QuantMulAdd, 2),
    op("conv_2d_nhwc_fhwc_q", concat!("d0,", w!(1, 4, 0), ",", w!(2, 5, 1), ",d6 | d3,d4,d5,d6 | | | d0,d1,d2,d3"), QuantMulAdd, 2),
    op("conv_2d_nchw_fchw_q", concat!("d0,d4,", w!(2, 5, 0), ",", w!(3, 6, 1), " | d1,d4,d5,d6 | | | d0,d1,d2,d3"), QuantMulAdd, 2),
    op("conv_2d_nchw_fchw", concat!("d0,d4,", w!(2, 5, 0), ",", w!(3, 6, 1), " | d1,d4,d5,d6 | d0,d1,d2,d3"), MulAdd, 2),
    op("conv_2d_ngchw_fgchw", concat!("d0,d1,d5,", w!(3, 6, 0), ",", w!(4, 7, 1), " | d2,d1,d5,d6,d7 | d0,d1,d2,d3,d4"), MulAdd, 2),
    op("conv_2d_ngchw_gfchw", concat!("d0,d1,d5,", w!(3, 6, 0), ",", w!(4, 7, 1), " | d1,d2,d5,d6,d7 | d0,d1,d2,d3,d4"), MulAdd, 2),
    op("conv_2d_nhwgc_gfhwc", concat!("d0,", w!(1, 5, 0), ",", w!(2, 6, 1), ",d3,d7 | d3,d4,d5,d6,d7 | d0,d1,d2,d3,d4"), MulAdd, 2),
    op("conv_2d_nhwgc_gfhwc_q", concat!("d0,", w!(1, 5, 0), ",", w!(2, 6, 1), ",d3,d7 | d3,d4,d5,d6,d7 | | | d0,d1,d2,d3,d4"), QuantMulAdd, 2),
    op("conv_2d_ngchw_gfchw_q", concat!("d0,d1,d5,", w!(3, 6, 0), ",", w!(4, 7, 1), " | d1,d2,d5,d6,d7 | | | d0,d1,d2,d3,d4"), QuantMulAdd, 2),
    op("conv_3d_ndhwc_dhwcf", concat!("d0,", w!(1, 5, 0), ",", w!(2, 6, 1), ",", w!(3, 7, 2), ",d8 | d5,d6,d7,d8,d4 | d0,d1,d2,d3,d4"), MulAdd, 3),
    op("conv_3d_ndhwc_dhwcf_q", concat!("d0,", w!(1, 5, 0), ",", w!(2, 6, 1), ",", w!(3, 7, 2), ",d8 | d5,d6,d7,d8,d4 | | | d0,d1,d2,d3,d4"), QuantMulAdd, 3),
    op("conv_3d_ncdhw_fcdhw", concat!("d0,d5,", w!(2, 6, 0), ",", w!(3, 7, 1), ",", w!(4, 8, 2), " | d1,d5,d6,d7,d8 | d0,d1,d2,d3,d4"), MulAdd, 3),
    op("depthwise_conv_1d_nwc_wc", concat!("d0,", w!(1, 3, 0), ",d2 | d3,d2 | d0,d1,d2"), MulAdd, 1),
    op("depthwise_conv_1d_ncw_cw", concat!("d0,d2,", w!(1, 3, 0), " | d2,d3 | d0,d2,d1"), MulAdd, 1),
    op("depthwise_conv_1d_nwc_wcm", concat!("d0,", w!(1, 4, 0), ",d2 | d4,d2,d3 | d0,d1,d2,d3"), MulAdd, 1),
    op("depthwise_conv_2d_nhwc_hwc", concat!("d0,", w!(1, 4, 0), ",", w!(2, 5, 1), ",d3 | d4,d5,d3 | d0,d1,d2,d3"), MulAdd, 2),
    op("depthwise_conv_2d_nchw_chw", concat!("d0,d3,", w!(1, 4, 0), ",", w!(2, 5, 1), " | d3,d4,d5 | d0,d3,d1,d2"), MulAdd, 2),
    op("depthwise_conv_2d_nhwc_hwc_q", concat!("d0,", w!(1, 4, 0), ",", w!(2, 5, 1), ",d3 | d4,d5,d3 | | | d0,d1,d2,d3"), QuantMulAdd, 2),
    op("depthwise_conv_2d_nhwc_hwcm", concat!("d0,", w!(1, 5, 0), ",", w!(2, 6, 1), ",d3 | d5,d6,d3,d4 | d0,d1,d2,d3,d4"), MulAdd, 2),
    op("depthwise_conv_2d_nhwc_hwcm_q", concat!("d0,", w!(1, 5, 0), ",", w!(2, 6, 1), ",d3 | d5,d6,d3,d4 | | | d0,d1,d2,d3,d4"), QuantMulAdd, 2),
    op("depthwise_conv_3d_ndhwc_dhwc", concat!("d0,", w!(1, 4, 0), ",", w!(2, 5, 1), ",", w!(3, 6, 2), ",d7 | d4,d5,d6,d7 | d0,d1,d2,d3,d7"), MulAdd, 3),
    op("depthwise_conv_3d_ncdhw_cdhw", concat!("d0,d7,", w!(1, 4, 0), ",", w!(2, 5, 1), ",", w!(3, 6, 2), " | d7,d4,d5,d6 | d0,d7,d1,d2,d3"), MulAdd, 3),
    op("depthwise_conv_3d_ndhwc_dhwcm", concat!("d0,", w!(1, 5, 0), ",", w!(2, 6, 1), ",", w!(3, 7, 2), ",d8 | d5,d6,d7,d8,d4 | d0,d1,d2,d3,d8,d4"), MulAdd, 3),
    op("pooling_nhwc_sum", concat!("d0,", w!(1, 4, 0), ",", w!(2, 5, 1), ",d3 | d4,d5 | d0,d1,d2,d3"), PoolSum, 2),
    op("pooling_nchw_sum", concat!("d0,d1,", w!(2, 4, 0), ",", w!(3, 5, 1), " | d4,d5 | d0,d1,d2,d3"), PoolSum, 2),
    op("pooling_nhwc_max", concat!("d0,", w!(1, 4, 0), ",", w!(2, 5, 1), ",d3 | d4,d5 | d0,d1,d2,d3"), PMAX, 2),
    op("pooling_nhwc_max_unsigned", concat!("d0,", w!(1, 4, 0), ",", w!(2, 5, 1), ",d3 | d4,d5 | d0,d1,d2,d3"), PMAXU, 2),
    op("pooling_nchw_max", concat!("d0,d1,", w!(2, 4, 0), ",", w!(3, 5, 1), " | d4,d5 | d0,d1,d2,d3"), PMAX, 2),
    op("pooling_nhwc_min", concat!("d0,", w!(1, 4, 0), ",", w!(2, 5, 1), ",d3 | d4,d5 | d0,d1,d2,d3"), PMIN, 2),
    op("pooling_nhwc_min_unsigned", concat!("d0,", w!(1, 4, 0), ",", w!(2, 5, 1), ",d3 | d4,d5 | d0,d1,d2,d3"), PMINU, 2),
    op("pooling_nwc_sum", concat!("d0,", w!(1, 3, 0), ",d2 | d3 | d0,d1,d2"), PoolSum, 1),
    op("pooling_ncw_sum", concat!("d0,d1,", w!(2, 3, 0), " | d3 | d0,d1,d2"), PoolSum, 1),
    op("pooling_nwc_max", concat!("d0,", w!(1, 3, 0), ",d2 | d3 | d0,d1,d2"), PMAX, 1),
    op("pooling_nwc_max_unsigned", concat!("d0,", w!(1, 3, 0), ",d2 | d3 | d0,d1,d2"), PMAXU, 1),
    op("pooling_ncw_max", concat!("d0,d1,", w!(2, 3, 0), " | d3 | d0,d1,d2"), PMAX, 1),
    op("pooling_nwc_min", concat!("d0,", w!(1, 3, 0), ",d2 | d3 | d0,d1,d2"), PMIN, 1),
    op("pooling_nwc_min_unsigned", concat!("d0,", w!(1, 3, 0), ",d2 | d3 | d0,d1,d2"), PMINU, 1),
    op("pooling_ndhwc_sum", concat!("d0,", w!(1, 5, 0), ",", w!(2, 6, 1), ",", w!(3, 7, 2), ",d4 | d5,d6,d7 | d0,d1,d2,d3,d4"), PoolSum, 3),
    op("pooling_ndhwc_max", concat!("d0,", w!(1, 5, 0), ",", w!(2, 6, 1), ",", w!(3, 7, 2), ",d4 | d5,d6,d7 | d0,d1,d2,d3,d4"), PMAX, 3),
    op("pooling_ndhwc_min", concat!("d0,", w!(1, 5, 0), ",", w!(2, 6, 1), ",", w!(3, 7, 2), ",d4 | d5,d6,d7 | d0,d1,d2,d3,d4"), PMIN, 3),
}

fn find(full: &str) -> Option<&'static ConvOp> {
    let short = full.strip_prefix("linalg.")?;
    TABLE.iter().find(|o| o.name == short)
}

/// True when `name` is an op of the table with `strides` and `dilations`.
pub(super) fn has_window(name: &str) -> bool {
    find(name).is_some_and(|o| o.window > 0)
}

/// Number of inputs (block arguments minus the output) of a table op.
fn num_inputs(o: &ConvOp) -> usize {
    o.maps.split('|').count() - 1
}

/// One subscript: `dA*Sk+dB*Dk`, `d0+d1`, `d3` with `Sk`/`Dk` read from `strides`/`dilations`.
fn subscript(text: &str, strides: &[i64], dilations: &[i64]) -> AffineExpr {
    let factor = |f: &str| -> AffineExpr {
        let (kind, n) = f.split_at(1);
        let n: usize = n.parse().expect("table text is well formed");
        match kind {
            "d" => AffineExpr::Var(n as u32),
            "S" => AffineExpr::Const(strides.get(n).copied().unwrap_or(1)),
            _ => AffineExpr::Const(dilations.get(n).copied().unwrap_or(1)),
        }
    };
    let term = |t: &str| {
        t.split('*')
            .map(factor)
            .reduce(|a, b| AffineExpr::product(a, b).expect("a loop times a constant"))
            .expect("a factor")
    };
    text.split('+').map(term).reduce(AffineExpr::sum).expect("a term")
}

/// The op's maps with its strides and dilations (`None` for ops not in the table).
pub(super) fn maps(ir: &Ir, op: OpId) -> Option<Vec<AffineMap>> {
    let o = find(ir.op_name(op))?;
    let strides = ints(ir, op, "strides").unwrap_or_default();
    let dilations = ints(ir, op, "dilations").unwrap_or_default();
    let text: String = o.maps.chars().filter(|c| !c.is_whitespace()).collect();
    let exprs: Vec<Vec<AffineExpr>> = text
        .split('|')
        .map(|m| m.split(',').filter(|s| !s.is_empty()).map(|s| subscript(s, &strides, &dilations)).collect())
        .collect();
    let loops = max_loop(&text);
    Some(exprs.into_iter().map(|exprs| AffineMap { num_dims: loops, num_syms: 0, exprs }).collect())
}

/// One more than the largest `dN` of the text.
fn max_loop(text: &str) -> u32 {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter_map(|w| w.strip_prefix('d')?.parse::<u32>().ok())
        .max()
        .map_or(0, |m| m + 1)
}

/// The integers of a `dense<…> : tensor<Nxi64>` attribute (splats expanded).
fn ints(ir: &Ir, op: OpId, key: &str) -> Option<Vec<i64>> {
    let a = ir.op_attr(op, key)?;
    dense_i64_elements(ir, a).or_else(|| dense_values(ir, a))
}

fn dense_i64_elements(ir: &Ir, a: AttrId) -> Option<Vec<i64>> {
    let Attr::DenseElements { ty, values: DenseValues::Int(v), .. } = ir.attr_of(a) else { return None };
    let n = *ir.type_of(*ty).shape()?.first()?;
    let v: Vec<i64> = v.iter().map(|&x| i64::try_from(x).ok()).collect::<Option<_>>()?;
    Some(if v.len() == 1 { vec![v[0]; n.max(0) as usize] } else { v })
}

/// MLIR's constraint on `strides` / `dilations`: `Err(why)` when `a` is not a rank-1
/// `i64` dense elements attribute of `n` entries.
fn check_window_attr(ir: &Ir, a: AttrId, n: usize) -> bool {
    let Attr::DenseElements { ty, .. } = ir.attr_of(a) else { return false };
    let t = ir.type_of(*ty);
    let i64_elems = t
        .elem()
        .is_some_and(|e| *ir.type_of(e) == Type::Integer { width: 64, signedness: Signedness::Signless });
    i64_elems && t.shape() == Some(&[n as i64][..])
}

/// Checks `strides` / `dilations` of a table op as its custom form is parsed: the error
/// text after `custom op 'NAME' ` (`None`: fine).
pub(super) fn attr_error(ir: &Ir, name: &str, attrs: &[(crate::ids::StrId, AttrId)]) -> Option<String> {
    let o = find(name)?;
    if o.window == 0 {
        return None;
    }
    attrs.iter().find_map(|&(k, a)| {
        let key = ir.str(k);
        (matches!(key, "strides" | "dilations") && !check_window_attr(ir, a, o.window)).then(|| {
            format!(
                "'{name}' op attribute '{key}' failed to satisfy constraint: 64-bit signless int elements attribute of shape [{}]",
                o.window
            )
        })
    })
}

/// The verifier part specific to table ops: attribute constraints (generic form), and a
/// zero stride or dilation.
pub(super) fn verify(ir: &Ir, op: OpId) -> Result<(), String> {
    let Some(o) = find(ir.op_name(op)) else { return Ok(()) };
    if o.window == 0 {
        return Ok(());
    }
    for key in ["strides", "dilations"] {
        let Some(a) = ir.op_attr(op, key) else { continue };
        if !check_window_attr(ir, a, o.window) {
            return Err(format!(
                "attribute '{key}' failed to satisfy constraint: 64-bit signless int elements attribute of shape [{}]",
                o.window
            ));
        }
        if ints(ir, op, key).is_some_and(|v| v.contains(&0)) {
            return Err(crate::verify::bare("unexpected loop dimension for convolution op"));
        }
    }
    Ok(())
}

/// Builds the body of a table op on its block arguments (inputs…, output); `Err` is the
/// parse error MLIR gives (a wrong operand count) or an unsupported element type.
pub(super) fn build_body(b: &mut Builder<'_>, name: &str, args: &[ValueId]) -> Option<Result<(), String>> {
    let o = find(name)?;
    let want = num_inputs(o) + 1;
    if args.len() != want {
        let got = args.len();
        return Some(Err(format!(
            "[parseNamedStructuredOpRegion] ods-gen generated region expects {want} args, got {got}"
        )));
    }
    Some(match o.body {
        MulAdd => mul_add(b, args, false),
        QuantMulAdd => quant_mul_add(b, args),
        PoolSum => pool(b, args[0], args[2], "arith.addf", "arith.addi", false),
        PoolMax { unsigned } => pool(
            b,
            args[0],
            args[2],
            "arith.maximumf",
            if unsigned { "arith.maxui" } else { "arith.maxsi" },
            unsigned,
        ),
        PoolMin { unsigned } => pool(
            b,
            args[0],
            args[2],
            "arith.minimumf",
            if unsigned { "arith.minui" } else { "arith.minsi" },
            unsigned,
        ),
    })
}

/// The float and integer spellings of a payload, picked by the output element type.
fn pick(
    b: &Builder<'_>,
    out: crate::ids::TypeId,
    float: &'static str,
    int: &'static str,
) -> Result<&'static str, String> {
    match b.ir.type_of(out) {
        Type::Float(_) => Ok(float),
        Type::Integer { .. } | Type::Index => Ok(int),
        _ => Err("unsupported: the implicit body of a linalg convolution on this element type".into()),
    }
}

/// `payload(out, cast(in))`.
fn pool(
    b: &mut Builder<'_>,
    input: ValueId,
    out: ValueId,
    float: &'static str,
    int: &'static str,
    unsigned: bool,
) -> Result<(), String> {
    let ty = b.ir.value_type(out);
    let name = pick(b, ty, float, int)?;
    let x = b.cast(input, ty, unsigned)?;
    let r = b.op(name, vec![out, x], ty);
    b.yield_values(vec![r]);
    Ok(())
}

/// `out + (in - in_zp) * (filter - filter_zp)`, every operand cast to the output type.
fn quant_mul_add(b: &mut Builder<'_>, args: &[ValueId]) -> Result<(), String> {
    let [x, f, xz, fz, out] = args[..] else {
        return Err("unsupported: a quantized op without 5 operands".into());
    };
    let ty = b.ir.value_type(out);
    if b.ir.type_of(ty).is_signless_int(1) {
        return Err("unsupported: a quantized linalg op on i1".into());
    }
    let (sub, mul, add) = (
        pick(b, ty, "arith.subf", "arith.subi")?,
        pick(b, ty, "arith.mulf", "arith.muli")?,
        pick(b, ty, "arith.addf", "arith.addi")?,
    );
    let (x, xz) = (b.cast(x, ty, false)?, b.cast(xz, ty, false)?);
    let l = b.op(sub, vec![x, xz], ty);
    let (f, fz) = (b.cast(f, ty, false)?, b.cast(fz, ty, false)?);
    let r = b.op(sub, vec![f, fz], ty);
    let m = b.op(mul, vec![l, r], ty);
    let s = b.op(add, vec![out, m], ty);
    b.yield_values(vec![s]);
    Ok(())
}

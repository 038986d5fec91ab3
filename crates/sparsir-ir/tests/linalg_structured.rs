//! The structured view of every linalg op against MLIR 22's generalization.
//!
//! Why: the sparsifier reads named ops (`matmul`, `transpose`, `reduce`, …) through
//! `sparsir_ir::dialects::linalg::structured` as if they were `linalg.generic`. Each
//! `tests/structured/NAME.mlir` holds one op; `NAME.generic22` is what
//! `mlir-opt --linalg-generalize-named-ops NAME.mlir` (MLIR 22) prints for it. The view
//! of the named op must equal the view of MLIR's generic op: same operands, maps, loop
//! kinds, and a body computing the same ops on the same block arguments. A few explicit
//! checks below spell out the maps that matter most.

use std::path::{Path, PathBuf};

use sparsir_ir::attrs::AffineMap;
use sparsir_ir::dialects::linalg::{structured, Structured};
use sparsir_ir::{parse, Ir, OpId, ValueId};
use sparsir_storage::encoding::affine::AffineExpr;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/structured")
}

fn load(path: &Path) -> Ir {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let name = path.display().to_string();
    let ir = parse(&text)
        .unwrap_or_else(|d| panic!("{}", sparsir_ir::SourceFile::new(&name, &text, 1).render(&d)));
    if let Err(d) = sparsir_ir::verify::verify(&ir) {
        panic!("{}", sparsir_ir::SourceFile::new(&name, &text, 1).render(&d));
    }
    ir
}

/// The one structured op of a test program (the first `linalg.*` op that has a body).
fn the_op(ir: &Ir) -> OpId {
    let mut found = None;
    ir.walk(ir.top.expect("a module"), &mut |op| {
        if found.is_none() && ir.op_name(op).starts_with("linalg.") && !ir.op(op).regions.is_empty() {
            found = Some(op);
        }
    });
    found.expect("a linalg op")
}

/// The function argument number of each value (operands are function arguments).
fn arg_numbers(ir: &Ir, values: &[ValueId]) -> Vec<usize> {
    values
        .iter()
        .map(|&v| match ir.value(v).def {
            sparsir_ir::ir::ValueDef::BlockArg { index, .. } => index as usize,
            _ => panic!("operand is not a function argument"),
        })
        .collect()
}

/// The body as text independent of value names: each op (constants left out, they may be
/// hoisted) with its operands as `argN` (block argument), `rN` (the N-th op's result) or
/// `outer` (a constant or a value from outside).
fn body_shape(ir: &Ir, s: &Structured) -> Vec<String> {
    let block = ir.region(s.body).blocks[0];
    let args = &ir.block(block).args;
    let mut results: Vec<ValueId> = Vec::new();
    let mut lines = vec![format!("{} args", args.len())];
    for &op in &ir.block(block).ops {
        if ir.op_name(op) == "arith.constant" {
            continue;
        }
        let operands: Vec<String> = ir
            .op(op)
            .operands
            .iter()
            .map(|v| {
                if let Some(i) = args.iter().position(|a| a == v) {
                    format!("arg{i}")
                } else if let Some(i) = results.iter().position(|r| r == v) {
                    format!("r{i}")
                } else {
                    "outer".to_string()
                }
            })
            .collect();
        lines.push(format!("{}({})", ir.op_name(op), operands.join(", ")));
        results.extend(ir.op(op).results.iter().copied());
    }
    lines
}

/// What the sparsifier sees of an op (operands as function argument numbers).
#[derive(Debug, PartialEq)]
struct View {
    op: String,
    ins: Vec<usize>,
    outs: Vec<usize>,
    maps: Vec<AffineMap>,
    parallel: Vec<bool>,
    body: Vec<String>,
}

fn view(path: &Path) -> View {
    let ir = load(path);
    let op = the_op(&ir);
    let s = structured(&ir, op).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    View {
        op: ir.op_name(op).to_string(),
        ins: arg_numbers(&ir, &s.ins),
        outs: arg_numbers(&ir, &s.outs),
        body: body_shape(&ir, &s),
        maps: s.maps,
        parallel: s.parallel,
    }
}

#[test]
fn every_named_op_reads_as_mlir22_generalizes_it() {
    let mut names: Vec<PathBuf> = std::fs::read_dir(dir())
        .expect("tests/structured")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    names.sort();
    assert!(names.len() >= 30, "structured test programs missing");
    let mut ops = Vec::new();
    for named in names {
        let ours = view(&named);
        let mlir = view(&named.with_extension("generic22"));
        let what = named.display();
        assert_eq!(mlir.op, "linalg.generic", "{what}: MLIR's output is not generic");
        assert_eq!(View { op: mlir.op.clone(), ..ours }, mlir, "{what}: the views differ");
        let op = view(&named).op;
        ops.push(op);
    }
    for want in [
        "linalg.generic",
        "linalg.matmul",
        "linalg.batch_matmul",
        "linalg.matvec",
        "linalg.vecmat",
        "linalg.dot",
        "linalg.fill",
        "linalg.copy",
        "linalg.add",
        "linalg.sub",
        "linalg.mul",
        "linalg.div",
        "linalg.max",
        "linalg.min",
        "linalg.exp",
        "linalg.elementwise",
        "linalg.transpose",
        "linalg.broadcast",
        "linalg.reduce",
        "linalg.map",
        "linalg.conv_2d_nhwc_hwcf",
        "linalg.depthwise_conv_2d_nhwc_hwc_q",
        "linalg.pooling_nhwc_max_unsigned",
        "linalg.quantized_matmul",
    ] {
        assert!(ops.iter().any(|o| o == want), "no test program for {want}");
    }
}

fn vars(n: u32, dims: &[u32]) -> AffineMap {
    AffineMap { num_dims: n, num_syms: 0, exprs: dims.iter().map(|&d| AffineExpr::Var(d)).collect() }
}

fn of(name: &str) -> (Vec<AffineMap>, Vec<bool>) {
    let v = view(&dir().join(format!("{name}.mlir")));
    (v.maps, v.parallel)
}

#[test]
fn transpose_input_map_is_the_inverse_permutation() {
    // permutation = [2, 0, 1]: output dim i is input dim perm[i].
    let (maps, parallel) = of("transpose");
    assert_eq!(maps, vec![vars(3, &[1, 2, 0]), vars(3, &[0, 1, 2])]);
    assert_eq!(parallel, vec![true; 3]);
}

#[test]
fn broadcast_drops_the_added_dimensions_from_the_input() {
    let (maps, parallel) = of("broadcast");
    assert_eq!(maps, vec![vars(3, &[1]), vars(3, &[0, 1, 2])]);
    assert_eq!(parallel, vec![true; 3]);
}

#[test]
fn reduce_dimensions_become_reduction_loops() {
    let (maps, parallel) = of("reduce_long");
    assert_eq!(maps, vec![vars(3, &[0, 1, 2]), vars(3, &[1])]);
    assert_eq!(parallel, vec![false, true, false]);
    let (maps, parallel) = of("reduce_two");
    assert_eq!(maps, vec![vars(2, &[0, 1]), vars(2, &[0, 1]), vars(2, &[1]), vars(2, &[1])]);
    assert_eq!(parallel, vec![false, true]);
}

#[test]
fn contractions_have_their_reduction_loop_last() {
    let (maps, parallel) = of("matmul_transpose_a");
    assert_eq!(maps, vec![vars(3, &[2, 0]), vars(3, &[2, 1]), vars(3, &[0, 1])]);
    assert_eq!(parallel, vec![true, true, false]);
    let (maps, parallel) = of("dot");
    assert_eq!(maps, vec![vars(1, &[0]), vars(1, &[0]), vars(1, &[])]);
    assert_eq!(parallel, vec![false]);
    let (maps, parallel) = of("fill_rank0");
    assert_eq!(maps, vec![vars(0, &[]), vars(0, &[])]);
    assert!(parallel.is_empty());
}

#[test]
fn elementwise_prints_kind_before_maps_as_mlir22_does() {
    let ir = load(&dir().join("elementwise_add_broadcast.mlir"));
    let text = sparsir_ir::print_module(&ir, sparsir_ir::PrintOptions::default());
    assert!(
        text.contains("linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = ["),
        "{text}"
    );
    let again = parse(&text).expect("our print reparses");
    assert_eq!(sparsir_ir::print_module(&again, sparsir_ir::PrintOptions::default()), text);
}

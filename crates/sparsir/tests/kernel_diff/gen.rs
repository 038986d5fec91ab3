//! Random programs around one zoo kernel, and their expected output from the reference.
//!
//! Why: the differential test needs, for a kernel and a seed, a whole MLIR program —
//! inputs as dense constants converted to random encodings (or built by `tensor.insert`
//! when they hold explicit zeros), the kernel, a print of the result — and the exact text
//! it must print, computed by `sparsir-reference` and printed by `sparsir-storage`'s
//! MLIR-identical printer. All choices come from one seeded generator, so a seed
//! reproduces a case.

use std::collections::HashMap;
use std::fmt::Write;
use std::sync::Arc;

use sparsir_exec::Val;
use sparsir_reference::{evaluate_outputs, RefOperand, RefTensor};
use sparsir_storage::encoding::{LevelFormat, LevelType};
use sparsir_storage::{ElemType, Encoding, Scalar, SparseTensor};

use super::zoo::{Elem, Kernel, OutKind, Sparsity};

/// SplitMix64: small, seedable, good enough to pick cases.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9e37_79b9_7f4a_7c15)
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }

    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.below(den) < num
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }
}

/// A sparse encoding: level formats in level order, the dimension of each level, widths.
#[derive(Clone, Debug)]
pub struct Enc {
    pub lvls: Vec<&'static str>,
    pub perm: Vec<usize>,
    pub pos_width: Option<u32>,
    pub crd_width: Option<u32>,
}

impl Enc {
    pub fn text(&self) -> String {
        let r = self.perm.len();
        let dims: Vec<String> = (0..r).map(|d| format!("d{d}")).collect();
        let lvls: Vec<String> =
            self.perm.iter().zip(&self.lvls).map(|(&d, f)| format!("d{d} : {f}")).collect();
        let mut s =
            format!("#sparse_tensor.encoding<{{ map = ({}) -> ({})", dims.join(", "), lvls.join(", "));
        if let Some(w) = self.pos_width {
            let _ = write!(s, ", posWidth = {w}");
        }
        if let Some(w) = self.crd_width {
            let _ = write!(s, ", crdWidth = {w}");
        }
        s + " }>"
    }

    pub fn all_dense(&self) -> bool {
        self.lvls.iter().all(|l| *l == "dense")
    }
}

/// Level-format lists (level order) legal for each rank.
fn formats(rank: usize) -> &'static [&'static [&'static str]] {
    match rank {
        1 => &[&["dense"], &["compressed"], &["loose_compressed"], &["compressed"]],
        2 => &[
            &["dense", "dense"],
            &["dense", "compressed"],
            &["compressed", "compressed"],
            &["compressed(nonunique)", "singleton"],
            &["compressed(nonunique)", "singleton(soa)"],
            &["dense", "loose_compressed"],
            &["loose_compressed(nonunique)", "singleton"],
            &["compressed", "dense"],
            &["dense", "compressed"],
        ],
        _ => &[
            &["dense", "dense", "dense"],
            &["dense", "compressed", "compressed"],
            &["compressed", "compressed", "compressed"],
            &["compressed(nonunique)", "singleton(nonunique)", "singleton"],
            &["compressed(nonunique)", "singleton(nonunique, soa)", "singleton(soa)"],
            &["dense", "compressed(nonunique)", "singleton"],
            &["dense", "dense", "compressed"],
            &["compressed", "dense", "loose_compressed"],
        ],
    }
}

/// A random sparse encoding of rank `rank` (rank ≥ 1).
pub fn random_encoding(rng: &mut Rng, rank: usize) -> Enc {
    let lvls = rng.pick(formats(rank)).to_vec();
    let mut perm: Vec<usize> = (0..rank).collect();
    if rng.chance(1, 3) {
        for i in (1..rank).rev() {
            perm.swap(i, rng.below(i as u64 + 1) as usize);
        }
    }
    let width = |rng: &mut Rng| *rng.pick(&[None, None, Some(8), Some(16), Some(32), Some(64)]);
    Enc { lvls, perm, pos_width: width(rng), crd_width: width(rng) }
}

/// One tensor operand of a case: its data and how it is stored.
#[derive(Clone, Debug)]
pub struct Operand {
    pub shape: Vec<u64>,
    pub elem: Elem,
    pub vals: Vec<i64>,
    pub enc: Option<Enc>,
    /// Row-major indices of explicit zeros stored in a sparse input.
    pub zeros: Vec<usize>,
    /// An output that holds entries (built like an input) instead of a fresh tensor.
    pub held: bool,
}

impl Operand {
    pub fn ty(&self, enc_alias: Option<&str>) -> String {
        let dims: String = self.shape.iter().map(|d| format!("{d}x")).collect();
        match enc_alias {
            Some(a) => format!("tensor<{dims}{}, {a}>", self.elem.name()),
            None => format!("tensor<{dims}{}>", self.elem.name()),
        }
    }

    /// The tensor as the program stores it: the storage crate decides what is stored
    /// (non-zeros and explicit zeros, plus every entry of a dense level under a stored
    /// parent).
    pub fn reference(&self) -> Result<RefTensor, String> {
        let vals: Vec<Scalar> = self.vals.iter().map(|&v| self.elem.scalar(v)).collect();
        let dense = RefTensor::dense(self.shape.clone(), self.elem.storage(), vals);
        let Some(enc) = &self.enc else { return Ok(dense) };
        let enc = Encoding::parse(&enc.text()).map_err(|e| e.to_string())?;
        let mut wanted = dense.clone();
        wanted.present =
            self.vals.iter().enumerate().map(|(i, &v)| v != 0 || self.zeros.contains(&i)).collect();
        RefTensor::from_storage(&wanted.to_storage(Arc::new(enc))?)
    }
}

/// Random small integer data: all zero, one entry, sparse or nearly dense.
pub fn random_data(rng: &mut Rng, n: usize, allow_empty: bool) -> Vec<i64> {
    let mode = rng.below(8);
    let mut v = vec![0i64; n];
    let value = |rng: &mut Rng| {
        let x = rng.below(6) as i64 - 3;
        if x >= 0 {
            x + 1
        } else {
            x
        }
    };
    match mode {
        0 if allow_empty => {}
        1 => v[rng.below(n as u64) as usize] = value(rng),
        _ => {
            let (num, den) = if mode <= 5 { (1, 3) } else { (9, 10) };
            for x in v.iter_mut() {
                if rng.chance(num, den) {
                    *x = value(rng);
                }
            }
        }
    }
    v
}

/// A generated program and the output the reference says it must print.
pub struct Case {
    pub name: String,
    pub program: String,
    pub expected: Result<String, String>,
}

/// The case of `kernel` for `seed`.
pub fn case(kernel: &Kernel, seed: u64) -> Case {
    case_with(kernel, seed, false)
}

/// A sparse encoding MLIR 22 accepts for an output: identity map, some level not dense.
fn mlir22_output_encoding(rng: &mut Rng, rank: usize) -> Enc {
    loop {
        let mut e = random_encoding(rng, rank);
        e.perm = (0..rank).collect();
        if !e.all_dense() {
            return e;
        }
    }
}

/// The case of `kernel` for `seed`; `mlir22` avoids what MLIR 22 cannot compile
/// (permuted or all-dense sparse outputs, semiring ops without a sparse operand,
/// `select` into a dense output), for cross-checking the reference against it.
pub fn case_with(kernel: &Kernel, seed: u64, mlir22: bool) -> Case {
    let mut rng = Rng::new(seed);
    let semiring = kernel.body.contains("sparse_tensor.");
    let sizes: Vec<u64> = (0..kernel.loops).map(|_| 1 + rng.below(kernel.max_size)).collect();
    let mut ins = Vec::new();
    for spec in &kernel.ins {
        let shape: Vec<u64> = spec.map.iter().map(|&l| sizes[l]).collect();
        let n = shape.iter().product::<u64>() as usize;
        let enc = match spec.sparsity {
            _ if mlir22 && semiring && ins.is_empty() => Some(mlir22_output_encoding(&mut rng, shape.len())),
            Sparsity::Dense => None,
            Sparsity::Sparse => Some(random_encoding(&mut rng, shape.len())),
            Sparsity::Any if rng.chance(1, 4) => None,
            Sparsity::Any => Some(random_encoding(&mut rng, shape.len())),
        };
        let vals = random_data(&mut rng, n, true);
        let zeros = explicit_zeros(&mut rng, enc.as_ref(), &vals);
        ins.push(Operand { shape, elem: spec.elem, vals, enc, zeros, held: false });
    }
    let mut outs =
        vec![output(&mut rng, kernel, &sizes, &kernel.out, kernel.reads_out, kernel.out_elem, mlir22)];
    if let Some(out2) = &kernel.out2 {
        let reads = super::zoo::reads(&kernel.body, "%out2");
        outs.push(output(&mut rng, kernel, &sizes, out2, reads, super::zoo::Elem::F64, mlir22));
    }
    let program = super::text::program(kernel, &ins, &outs);
    let expected = expected(&program, &ins, &outs);
    Case { name: kernel.name.to_string(), program, expected }
}

/// Explicit zeros (row-major indices) for a sparse operand holding `vals`, sometimes.
fn explicit_zeros(rng: &mut Rng, enc: Option<&Enc>, vals: &[i64]) -> Vec<usize> {
    let mut zeros = Vec::new();
    if enc.is_some_and(|e| !e.all_dense()) && rng.chance(1, 4) {
        for _ in 0..1 + rng.below(2) {
            let i = rng.below(vals.len() as u64) as usize;
            if vals[i] == 0 && !zeros.contains(&i) {
                zeros.push(i);
            }
        }
    }
    zeros
}

/// An output indexed by `loops`: dense or sparse as the kernel allows; one the body
/// `reads` starts from random data (dense), or — sparse, half the time, not for MLIR 22,
/// which cannot compile most such kernels — holds random entries (explicit zeros too).
fn output(
    rng: &mut Rng,
    kernel: &Kernel,
    sizes: &[u64],
    loops: &[usize],
    reads: bool,
    elem: super::zoo::Elem,
    mlir22: bool,
) -> Operand {
    let shape: Vec<u64> = loops.iter().map(|&l| sizes[l]).collect();
    let sparse = match kernel.out_kind {
        OutKind::Dense => false,
        OutKind::Sparse => true,
        OutKind::Any if mlir22 && kernel.body.contains("sparse_tensor.select") => true,
        OutKind::Any => !shape.is_empty() && rng.chance(1, 2),
    };
    let n = shape.iter().product::<u64>() as usize;
    let enc = match (sparse, mlir22) {
        (false, _) => None,
        (true, false) => Some(random_encoding(rng, shape.len())),
        (true, true) => Some(mlir22_output_encoding(rng, shape.len())),
    };
    let held = sparse && reads && !mlir22 && rng.chance(1, 2);
    let vals = if (reads && !sparse) || held { random_data(rng, n, true) } else { vec![0; n] };
    let zeros = if held { explicit_zeros(rng, enc.as_ref(), &vals) } else { vec![] };
    Operand { enc, vals, shape, elem, zeros, held }
}

/// What the program must print: the reference's results, each printed for its type.
fn expected(program: &str, ins: &[Operand], outs: &[Operand]) -> Result<String, String> {
    let ir =
        sparsir_ir::expected::parse_and_verify(program).map_err(|d| format!("invalid program: {d:?}"))?;
    let mut op = None;
    ir.walk(ir.top.ok_or("no module")?, &mut |o| {
        let name = ir.op_name(o);
        if op.is_none() && name.starts_with("linalg.") && name != "linalg.yield" && name != "linalg.index" {
            op = Some(o);
        }
    });
    let op = op.ok_or("no linalg op")?;
    let mut operands =
        ins.iter().map(|o| o.reference().map(RefOperand::Tensor)).collect::<Result<Vec<_>, String>>()?;
    for out in outs {
        let init = match &out.enc {
            Some(e) if !out.held => RefTensor::from_storage(
                &RefTensor::empty(out.shape.clone(), out.elem.storage())
                    .to_storage(Arc::new(Encoding::parse(&e.text()).map_err(|e| e.to_string())?))?,
            )?,
            _ => out.reference()?,
        };
        operands.push(RefOperand::Tensor(init));
    }
    let results = evaluate_outputs(&ir, op, &operands, &HashMap::new())?;
    let mut text = String::new();
    for (k, result) in results.iter().enumerate() {
        text += &print_result(result, ir.type_encoding(ir.value_type(ir.op(op).results[k])))?;
    }
    Ok(text)
}

/// The text the program prints for one result.
fn print_result(result: &RefTensor, enc: Option<&Encoding>) -> Result<String, String> {
    if result.shape.is_empty() {
        let mut s = String::new();
        sparsir_exec::runtime::print::write_scalar(&mut s, &result.val(0), result.elem);
        return Ok(s + "\n");
    }
    match enc {
        Some(e) => Ok(result.to_storage(Arc::new(e.clone()))?.to_mlir_print()),
        None => {
            // The program converts the dense result to an all-dense encoding, which
            // stores non-zeros only (a -0.0 becomes the fill +0.0, in MLIR 22 too).
            let enc = Encoding::identity(vec![LevelType::new(LevelFormat::Dense); result.shape.len()]);
            let mut vals = result.elem.empty_buf();
            result.vals.iter().for_each(|&v| vals.push_scalar(v));
            let st =
                SparseTensor::from_dense(Arc::new(enc), &result.shape, &vals).map_err(|e| e.to_string())?;
            Ok(st.to_mlir_print())
        }
    }
}

impl Elem {
    pub fn storage(self) -> ElemType {
        match self {
            Elem::F64 => ElemType::F64,
            Elem::I64 => ElemType::I64,
            Elem::I32 => ElemType::I32,
            Elem::I8 => ElemType::I8,
        }
    }

    pub fn scalar(self, v: i64) -> Scalar {
        match self {
            Elem::F64 => Scalar::Float(v as f64),
            _ => Val::Int(v).to_scalar().unwrap_or(Scalar::Int(0)),
        }
    }

    pub fn literal(self, v: i64) -> String {
        match self {
            Elem::F64 => format!("{v}.0"),
            _ => format!("{v}"),
        }
    }
}

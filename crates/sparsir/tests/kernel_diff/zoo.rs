//! The kernel zoo of the differential test: each kernel's loops, operand maps, body and
//! which operands may be sparse.
//!
//! Why: issue 5 asks for SpMV, SpMM, SpGEMM, SDDMM, element-wise add/sub/mul/compare,
//! reductions to a scalar and to a vector (sum, max, custom), tensor-times-vector,
//! MTTKRP, the seeds' unary/binary/reduce/select examples, `linalg.index` kernels and
//! named ops; issue 12 adds kernels updating a sparse output in place, constant-zero
//! yields and kernels with two outputs. Each is written once here; `gen` picks sizes, encodings and data.

/// Element types the zoo uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    F64,
    I64,
    I32,
    I8,
}

impl Elem {
    pub fn name(self) -> &'static str {
        match self {
            Elem::F64 => "f64",
            Elem::I64 => "i64",
            Elem::I32 => "i32",
            Elem::I8 => "i8",
        }
    }
}

/// Whether an input may get a sparse encoding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sparsity {
    Dense,
    Sparse,
    Any,
}

/// Whether the output may get a sparse encoding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutKind {
    Dense,
    Sparse,
    Any,
}

/// One input: the loops indexing its dimensions, its element type, its storage.
#[derive(Clone, Debug)]
pub struct In {
    pub map: Vec<usize>,
    pub elem: Elem,
    pub sparsity: Sparsity,
}

/// A kernel: `loops` loops; the output is indexed by the parallel loops `out`.
#[derive(Clone, Debug)]
pub struct Kernel {
    pub name: &'static str,
    pub loops: usize,
    pub ins: Vec<In>,
    pub out: Vec<usize>,
    pub out_elem: Elem,
    /// Body lines (block arguments `%a0`, `%a1`, …, `%out`), ending in `linalg.yield`.
    pub body: String,
    /// Lines before the inputs (constants the body uses).
    pub prelude: String,
    /// The body reads `%out`: a dense output then starts from a random constant, a sparse
    /// one may hold entries (built like an input instead of `tensor.empty`).
    pub reads_out: bool,
    /// A second output (`%out2`, f64) indexed by these loops; the body yields two values.
    pub out2: Option<Vec<usize>>,
    pub out_kind: OutKind,
    /// A named op spelled instead of `linalg.generic` (body and maps implicit).
    pub named: Option<&'static str>,
    /// Loop sizes are drawn from `1..=max_size`.
    pub max_size: u64,
}

fn inp(map: &[usize], elem: Elem, sparsity: Sparsity) -> In {
    In { map: map.to_vec(), elem, sparsity }
}

fn f(map: &[usize], sparsity: Sparsity) -> In {
    inp(map, Elem::F64, sparsity)
}

use Sparsity::{Any, Dense, Sparse};

fn kernel(name: &'static str, loops: usize, ins: Vec<In>, out: &[usize], body: &str) -> Kernel {
    Kernel {
        name,
        loops,
        ins,
        out: out.to_vec(),
        out_elem: Elem::F64,
        reads_out: reads(body, "%out"),
        out2: None,
        body: body.to_string(),
        prelude: String::new(),
        out_kind: OutKind::Any,
        named: None,
        max_size: 5,
    }
}

/// True when `body` uses the value `name` (not merely a longer name it begins).
pub fn reads(body: &str, name: &str) -> bool {
    body.match_indices(name)
        .any(|(i, _)| !body[i + name.len()..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_'))
}

const MUL_ADD: &str = "%m = arith.mulf %a0, %a1 : f64\n%s = arith.addf %out, %m : f64\nlinalg.yield %s : f64";

fn ew(name: &'static str, op: &str) -> Kernel {
    kernel(
        name,
        2,
        vec![f(&[0, 1], Any), f(&[0, 1], Any)],
        &[0, 1],
        &format!("%x = {op} %a0, %a1 : f64\nlinalg.yield %x : f64"),
    )
}

fn cmp(name: &'static str, op: &str, elem: Elem) -> Kernel {
    let ty = elem.name();
    let mut k = kernel(
        name,
        2,
        vec![inp(&[0, 1], elem, Any), inp(&[0, 1], elem, Any)],
        &[0, 1],
        &format!("%c = {op}, %a0, %a1 : {ty}\n%x = arith.extui %c : i1 to i8\nlinalg.yield %x : i8"),
    );
    k.out_elem = Elem::I8;
    k
}

fn reduce(name: &'static str, out: &[usize], region: &str, identity: &str) -> Kernel {
    let body = format!(
        "%r = sparse_tensor.reduce %out, %a0, %ident : f64 {{\n  ^bb0(%x: f64, %y: f64):\n{region}\n}}\nlinalg.yield %r : f64"
    );
    let mut k = kernel(name, 2, vec![f(&[0, 1], Any)], out, &body);
    k.prelude = format!("%ident = arith.constant {identity} : f64\n%cap = arith.constant 100.0 : f64");
    k
}

fn with(mut k: Kernel, change: impl FnOnce(&mut Kernel)) -> Kernel {
    change(&mut k);
    k
}

/// Products, contractions and reductions.
pub fn algebra() -> Vec<Kernel> {
    vec![
        kernel("spmv", 2, vec![f(&[0, 1], Any), f(&[1], Any)], &[0], MUL_ADD),
        with(kernel("spmm", 3, vec![f(&[0, 2], Any), f(&[2, 1], Dense)], &[0, 1], MUL_ADD), |k| k.max_size = 4),
        with(kernel("spgemm", 3, vec![f(&[0, 2], Sparse), f(&[2, 1], Sparse)], &[0, 1], MUL_ADD), |k| {
            k.max_size = 4;
            k.out_kind = OutKind::Sparse;
        }),
        with(
            kernel(
                "sddmm",
                3,
                vec![f(&[0, 1], Sparse), f(&[0, 2], Dense), f(&[2, 1], Any)],
                &[0, 1],
                "%p = arith.mulf %a1, %a2 : f64\n%q = arith.mulf %a0, %p : f64\n%s = arith.addf %out, %q : f64\nlinalg.yield %s : f64",
            ),
            |k| k.max_size = 4,
        ),
        with(kernel("ttv", 3, vec![f(&[0, 1, 2], Any), f(&[2], Any)], &[0, 1], MUL_ADD), |k| k.max_size = 4),
        with(
            kernel(
                "mttkrp",
                4,
                vec![f(&[0, 2, 3], Any), f(&[2, 1], Dense), f(&[3, 1], Dense)],
                &[0, 1],
                "%p = arith.mulf %a0, %a1 : f64\n%q = arith.mulf %p, %a2 : f64\n%s = arith.addf %out, %q : f64\nlinalg.yield %s : f64",
            ),
            |k| k.max_size = 3,
        ),
        with(kernel("matmul_named", 3, vec![f(&[0, 2], Any), f(&[2, 1], Any)], &[0, 1], MUL_ADD), |k| {
            k.named = Some("linalg.matmul");
            k.max_size = 4;
        }),
        with(kernel("matvec_named", 2, vec![f(&[0, 1], Any), f(&[1], Any)], &[0], MUL_ADD), |k| {
            k.named = Some("linalg.matvec")
        }),
        with(kernel("sum_scalar", 2, vec![f(&[0, 1], Any)], &[], "%s = arith.addf %out, %a0 : f64\nlinalg.yield %s : f64"), |k| {
            k.out_kind = OutKind::Dense
        }),
        kernel("sum_rows", 2, vec![f(&[0, 1], Any)], &[0], "%s = arith.addf %out, %a0 : f64\nlinalg.yield %s : f64"),
        reduce("max_rows", &[0], "  %m = arith.maximumf %x, %y : f64\n  sparse_tensor.yield %m : f64", "-100.0"),
        with(reduce("max_scalar", &[], "  %m = arith.maximumf %x, %y : f64\n  sparse_tensor.yield %m : f64", "-100.0"), |k| {
            k.out_kind = OutKind::Dense
        }),
        reduce(
            "capped_product_rows",
            &[0],
            "  %m = arith.mulf %x, %y : f64\n  %c = arith.cmpf ogt, %m, %cap : f64\n  %r = arith.select %c, %cap, %m : f64\n  sparse_tensor.yield %r : f64",
            "1.0",
        ),
        with(reduce("product_cols", &[1], "  %m = arith.mulf %x, %y : f64\n  sparse_tensor.yield %m : f64", "1.0"), |k| {
            k.max_size = 4
        }),
    ]
}

/// Element-wise arithmetic and comparisons.
pub fn elementwise() -> Vec<Kernel> {
    vec![
        ew("add", "arith.addf"),
        ew("sub", "arith.subf"),
        ew("mul", "arith.mulf"),
        cmp("cmpf_oeq", "arith.cmpf oeq", Elem::F64),
        cmp("cmpf_olt", "arith.cmpf olt", Elem::F64),
        cmp("cmpf_one", "arith.cmpf one", Elem::F64),
        cmp("cmpi_eq", "arith.cmpi eq", Elem::I64),
        cmp("cmpi_slt", "arith.cmpi slt", Elem::I64),
        cmp("cmpi_ne", "arith.cmpi ne", Elem::I32),
        kernel(
            "negate_abs",
            2,
            vec![f(&[0, 1], Any)],
            &[0, 1],
            "%n = arith.negf %a0 : f64\n%b = math.absf %n : f64\nlinalg.yield %b : f64",
        ),
        with(
            kernel(
                "half",
                2,
                vec![f(&[0, 1], Any)],
                &[0, 1],
                "%x = arith.divf %a0, %two : f64\nlinalg.yield %x : f64",
            ),
            |k| k.prelude = "%two = arith.constant 2.0 : f64".into(),
        ),
        with(
            kernel(
                "max_one_dense",
                2,
                vec![f(&[0, 1], Any)],
                &[0, 1],
                "%x = arith.maximumf %a0, %one : f64\nlinalg.yield %x : f64",
            ),
            |k| k.prelude = "%one = arith.constant 1.0 : f64".into(),
        ),
        with(
            kernel(
                "positive_i8",
                2,
                vec![f(&[0, 1], Any)],
                &[0, 1],
                "%c = arith.cmpf ogt, %a0, %zero : f64\n%x = arith.extui %c : i1 to i8\nlinalg.yield %x : i8",
            ),
            |k| {
                k.prelude = "%zero = arith.constant 0.0 : f64".into();
                k.out_elem = Elem::I8;
            },
        ),
    ]
}

fn unary(name: &'static str, out: Elem, present: &str, absent: &str) -> Kernel {
    let ty = out.name();
    let body = format!(
        "%r = sparse_tensor.unary %a0 : f64 to {ty}\n present = {{\n{present}\n }}\n absent = {{\n{absent}\n }}\nlinalg.yield %r : {ty}"
    );
    let mut k = kernel(name, 2, vec![f(&[0, 1], Any)], &[0, 1], &body);
    k.out_elem = out;
    k.prelude =
        "%p1 = arith.constant 1 : i32\n%m1 = arith.constant -1 : i32\n%one = arith.constant 1 : i64".into();
    k
}

fn binary(name: &'static str, b: Elem, out: Elem, regions: &str) -> Kernel {
    let body = format!(
        "%row = linalg.index 0 : index\n%col = linalg.index 1 : index\n\
         %r = sparse_tensor.binary %a0, %a1 : f64, {} to {}\n{regions}\nlinalg.yield %r : {}",
        b.name(),
        out.name(),
        out.name()
    );
    let mut k = kernel(name, 2, vec![f(&[0, 1], Any), inp(&[0, 1], b, Any)], &[0, 1], &body);
    k.out_elem = out;
    k
}

fn select(name: &'static str, region: &str) -> Kernel {
    let body = format!(
        "%row = linalg.index 0 : index\n%col = linalg.index 1 : index\n\
         %r = sparse_tensor.select %a0 : f64 {{\n  ^bb0(%v: f64):\n{region}\n}}\nlinalg.yield %r : f64"
    );
    with(kernel(name, 2, vec![f(&[0, 1], Any)], &[0, 1], &body), |k| {
        k.prelude = "%lim = arith.constant 2.0 : f64".into()
    })
}

/// The seeds' `unary` / `binary` / `select` styles, and kernels using `linalg.index`.
pub fn semiring() -> Vec<Kernel> {
    vec![
        unary(
            "unary_plus_one",
            Elem::F64,
            "  ^bb0(%v: f64):\n  %c = arith.constant 1.0 : f64\n  %x = arith.addf %v, %c : f64\n  sparse_tensor.yield %x : f64",
            "",
        ),
        unary("unary_plus_minus_one", Elem::I32, "  ^bb0(%v: f64):\n  sparse_tensor.yield %p1 : i32", "  sparse_tensor.yield %m1 : i32"),
        unary("unary_invert", Elem::I64, "", "  sparse_tensor.yield %one : i64"),
        binary(
            "binary_isequal",
            Elem::F64,
            Elem::I8,
            " overlap = {\n  ^bb0(%x: f64, %y: f64):\n  %c = arith.cmpf oeq, %x, %y : f64\n  %e = arith.extui %c : i1 to i8\n  \
             sparse_tensor.yield %e : i8\n }\n left = {\n }\n right = {\n }",
        ),
        binary(
            "binary_triangles",
            Elem::F64,
            Elem::F64,
            " overlap = {\n  ^bb0(%x: f64, %y: f64):\n  %c = arith.cmpi uge, %col, %row : index\n  %u = arith.addf %x, %y : f64\n  \
             %l = arith.subf %x, %y : f64\n  %s = arith.select %c, %u, %l : f64\n  sparse_tensor.yield %s : f64\n }\n \
             left = identity\n right = {\n  ^bb0(%y: f64):\n  %c = arith.cmpi uge, %col, %row : index\n  \
             %n = arith.negf %y : f64\n  %s = arith.select %c, %y, %n : f64\n  sparse_tensor.yield %s : f64\n }",
        ),
        binary("binary_set_difference", Elem::I32, Elem::F64, " overlap = {\n }\n left = identity\n right = {\n }"),
        select("select_at_least_two", "  %k = arith.cmpf uge, %v, %lim : f64\n  sparse_tensor.yield %k : i1"),
        select("select_lower_triangle", "  %k = arith.cmpi ult, %col, %row : index\n  sparse_tensor.yield %k : i1"),
        with(
            kernel(
                "index_scale",
                2,
                vec![inp(&[0, 1], Elem::I64, Any)],
                &[0, 1],
                "%i = linalg.index 0 : index\n%j = linalg.index 1 : index\n%ii = arith.index_cast %i : index to i64\n\
                 %jj = arith.index_cast %j : index to i64\n%ten = arith.constant 10 : i64\n%t = arith.muli %ii, %ten : i64\n\
                 %w = arith.addi %t, %jj : i64\n%r = arith.muli %a0, %w : i64\nlinalg.yield %r : i64",
            ),
            |k| k.out_elem = Elem::I64,
        ),
        kernel(
            "index_add_dense",
            2,
            vec![f(&[0, 1], Any)],
            &[0, 1],
            "%j = linalg.index 1 : index\n%jj = arith.index_cast %j : index to i64\n%fj = arith.sitofp %jj : i64 to f64\n\
             %r = arith.addf %a0, %fj : f64\nlinalg.yield %r : f64",
        ),
    ]
}

fn two_outputs(name: &'static str, ins: Vec<In>, out: &[usize], out2: &[usize], body: &str) -> Kernel {
    with(kernel(name, 2, ins, out, body), |k| k.out2 = Some(out2.to_vec()))
}

/// Kernels updating their output in place (a sparse output then holds entries), kernels
/// yielding the constant zero, kernels with two outputs.
pub fn outputs() -> Vec<Kernel> {
    let two = |mut k: Kernel| {
        k.prelude = "%two = arith.constant 2.0 : f64\n%zero = arith.constant 0.0 : f64".into();
        k
    };
    vec![
        two(kernel("scale_in_place", 2, vec![], &[0, 1], "%x = arith.mulf %out, %two : f64\nlinalg.yield %x : f64")),
        kernel("tanh_in_place", 2, vec![], &[0, 1], "%x = math.tanh %out : f64\nlinalg.yield %x : f64"),
        kernel("out_times_a", 2, vec![f(&[0, 1], Any)], &[0, 1], "%x = arith.mulf %out, %a0 : f64\nlinalg.yield %x : f64"),
        kernel("a_plus_out", 2, vec![f(&[0, 1], Any)], &[0, 1], "%x = arith.addf %a0, %out : f64\nlinalg.yield %x : f64"),
        kernel(
            "unary_on_out",
            2,
            vec![],
            &[0, 1],
            "%r = sparse_tensor.unary %out : f64 to f64\n present = {\n  ^bb0(%v: f64):\n  %n = arith.negf %v : f64\n  \
             sparse_tensor.yield %n : f64\n }\n absent = {\n }\nlinalg.yield %r : f64",
        ),
        kernel(
            "binary_out_a",
            2,
            vec![f(&[0, 1], Any)],
            &[0, 1],
            "%r = sparse_tensor.binary %out, %a0 : f64, f64 to f64\n overlap = {\n  ^bb0(%x: f64, %y: f64):\n  \
             %m = arith.mulf %x, %y : f64\n  sparse_tensor.yield %m : f64\n }\n left = identity\n right = {\n  \
             ^bb0(%y: f64):\n  %n = arith.negf %y : f64\n  sparse_tensor.yield %n : f64\n }\nlinalg.yield %r : f64",
        ),
        kernel("zero_yield", 2, vec![f(&[0, 1], Any)], &[0, 1], "%z = arith.constant 0.0 : f64\nlinalg.yield %z : f64"),
        two(kernel("zero_yield_outside", 2, vec![f(&[0, 1], Any)], &[0, 1], "linalg.yield %zero : f64")),
        two_outputs(
            "sum_and_product",
            vec![f(&[0, 1], Any), f(&[0, 1], Any)],
            &[0, 1],
            &[1, 0],
            "%s = arith.addf %a0, %a1 : f64\n%p = arith.mulf %a0, %a1 : f64\nlinalg.yield %s, %p : f64, f64",
        ),
        two_outputs(
            "row_sums_and_spmv",
            vec![f(&[0, 1], Any), f(&[1], Any)],
            &[0],
            &[0],
            "%s = arith.addf %out, %a0 : f64\n%m = arith.mulf %a0, %a1 : f64\n%t = arith.addf %out2, %m : f64\n\
             linalg.yield %s, %t : f64, f64",
        ),
    ]
}

/// Every kernel of the zoo.
pub fn zoo() -> Vec<Kernel> {
    let mut all = algebra();
    all.extend(elementwise());
    all.extend(semiring());
    all.extend(outputs());
    all
}

/// The kernel named `name`.
pub fn by_name(name: &str) -> Kernel {
    zoo().into_iter().find(|k| k.name == name).unwrap_or_else(|| panic!("no kernel '{name}'"))
}

//! The MLIR text of a generated case.
//!
//! Why: one place that knows how each input is materialized (a dense constant, converted
//! to its encoding; or inserted entry by entry, in level order, when it holds explicit
//! zeros), how the kernel is spelled (`linalg.generic` with its trait, or a named op) and
//! how the result is printed (sparse: `sparse_tensor.print`; dense: converted to an
//! all-dense encoding first; rank 0: `vector.print` of the value).

use std::fmt::Write;

use super::gen::Operand;
use super::zoo::Kernel;

/// `dense<…>` text of row-major `vals` with `shape`.
fn dense_literal(op: &Operand, vals: &[i64]) -> String {
    fn rec(op: &Operand, vals: &[i64], dims: &[u64], out: &mut String) {
        match dims.split_first() {
            None => out.push_str(&op.elem.literal(vals[0])),
            Some((&n, rest)) => {
                let stride = rest.iter().product::<u64>() as usize;
                out.push('[');
                for i in 0..n as usize {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    rec(op, &vals[i * stride..], rest, out);
                }
                out.push(']');
            }
        }
    }
    let mut s = String::from("dense<");
    rec(op, vals, &op.shape, &mut s);
    s + ">"
}

fn coords(shape: &[u64], mut i: usize) -> Vec<u64> {
    let mut c = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        c[d] = (i % shape[d] as usize) as u64;
        i /= shape[d] as usize;
    }
    c
}

/// Lines defining `%t{k}`, the input `op` stored as its type says.
fn input(out: &mut String, k: usize, op: &Operand, alias: Option<&str>) {
    let dense_ty = op.ty(None);
    let Some(enc) = op.enc.as_ref().filter(|_| !op.zeros.is_empty()) else {
        let lit = dense_literal(op, &op.vals);
        if alias.is_some() {
            let _ = writeln!(out, "    %d{k} = arith.constant {lit} : {dense_ty}");
            let _ = writeln!(out, "    %t{k} = sparse_tensor.convert %d{k} : {dense_ty} to {}", op.ty(alias));
        } else {
            let _ = writeln!(out, "    %t{k} = arith.constant {lit} : {dense_ty}");
        }
        return;
    };
    // Explicit zeros: insert every stored entry, in level order.
    let ty = op.ty(alias);
    let mut stored: Vec<usize> =
        (0..op.vals.len()).filter(|&i| op.vals[i] != 0 || op.zeros.contains(&i)).collect();
    stored.sort_by_key(|&i| {
        let c = coords(&op.shape, i);
        enc.perm.iter().map(|&d| c[d]).collect::<Vec<_>>()
    });
    let _ = writeln!(out, "    %t{k}_0 = tensor.empty() : {ty}");
    for (n, &i) in stored.iter().enumerate() {
        let c: Vec<String> = coords(&op.shape, i).iter().map(|c| format!("%c{c}")).collect();
        let _ = writeln!(
            out,
            "    %v{k}_{n} = arith.constant {} : {}",
            op.elem.literal(op.vals[i]),
            op.elem.name()
        );
        let _ = writeln!(
            out,
            "    %t{k}_{} = tensor.insert %v{k}_{n} into %t{k}_{n}[{}] : {ty}",
            n + 1,
            c.join(", ")
        );
    }
    let _ = writeln!(out, "    %t{k} = sparse_tensor.load %t{k}_{} hasInserts : {ty}", stored.len());
}

fn map_text(loops: usize, dims: &[usize]) -> String {
    let vars: Vec<String> = (0..loops).map(|l| format!("d{l}")).collect();
    let res: Vec<String> = dims.iter().map(|l| format!("d{l}")).collect();
    format!("affine_map<({}) -> ({})>", vars.join(", "), res.join(", "))
}

/// The whole program of a case.
pub fn program(kernel: &Kernel, ins: &[Operand], outs: &[Operand]) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "// kernel: {}", kernel.name);
    let mut aliases = Vec::new();
    for (k, op) in ins.iter().chain(outs).enumerate() {
        aliases.push(op.enc.as_ref().map(|e| {
            let _ = writeln!(s, "#E{k} = {}", e.text());
            format!("#E{k}")
        }));
    }
    for rank in all_dense_ranks(outs) {
        let dims: Vec<String> = (0..rank).map(|d| format!("d{d}")).collect();
        let lvls: Vec<String> = (0..rank).map(|d| format!("d{d} : dense")).collect();
        let _ = writeln!(
            s,
            "#ALLDENSE{rank} = #sparse_tensor.encoding<{{ map = ({}) -> ({}) }}>",
            dims.join(", "),
            lvls.join(", ")
        );
    }
    s.push_str("module {\n  func.func @main() {\n");
    let max_dim = ins.iter().chain(outs).flat_map(|o| o.shape.iter()).copied().max().unwrap_or(1);
    for c in 0..max_dim {
        let _ = writeln!(s, "    %c{c} = arith.constant {c} : index");
    }
    for line in kernel.prelude.lines() {
        let _ = writeln!(s, "    {line}");
    }
    for (k, op) in ins.iter().enumerate() {
        input(&mut s, k, op, aliases[k].as_deref());
    }
    let n = ins.len();
    let out_tys: Vec<String> =
        outs.iter().enumerate().map(|(j, o)| o.ty(aliases[n + j].as_deref())).collect();
    for (j, out) in outs.iter().enumerate() {
        let reads = if j == 0 { kernel.reads_out } else { super::zoo::reads(&kernel.body, "%out2") };
        if out.held {
            input(&mut s, n + j, out, aliases[n + j].as_deref());
        } else if reads && out.enc.is_none() {
            let _ = writeln!(
                s,
                "    %t{} = arith.constant {} : {}",
                n + j,
                dense_literal(out, &out.vals),
                out_tys[j]
            );
        } else {
            let _ = writeln!(s, "    %t{} = tensor.empty() : {}", n + j, out_tys[j]);
        }
    }
    let list = |r: std::ops::Range<usize>, tys: &[String]| {
        let names: Vec<String> = r.map(|k| format!("%t{k}")).collect();
        format!("{} : {}", names.join(", "), tys.join(", "))
    };
    let in_tys: Vec<String> = ins.iter().enumerate().map(|(k, o)| o.ty(aliases[k].as_deref())).collect();
    let ins_text = if ins.is_empty() { String::new() } else { format!("ins({}) ", list(0..n, &in_tys)) };
    let operands = format!("{ins_text}outs({})", list(n..n + outs.len(), &out_tys));
    let result_tys = if outs.len() == 1 { out_tys[0].clone() } else { format!("({})", out_tys.join(", ")) };
    let result = if outs.len() == 1 { "%r".to_string() } else { format!("%r:{}", outs.len()) };
    if let Some(named) = kernel.named {
        let _ = writeln!(s, "    {result} = {named} {operands} -> {result_tys}");
    } else {
        generic(&mut s, kernel, &result, &operands, &result_tys, outs);
    }
    for (j, out) in outs.iter().enumerate() {
        let r = if outs.len() == 1 { "%r".to_string() } else { format!("%r#{j}") };
        print(&mut s, j, &r, out, &out_tys[j]);
    }
    s.push_str("    return\n  }\n}\n");
    s
}

/// The ranks of the dense outputs (printed through an all-dense encoding of that rank).
fn all_dense_ranks(outs: &[Operand]) -> Vec<usize> {
    let mut ranks: Vec<usize> =
        outs.iter().filter(|o| o.enc.is_none() && !o.shape.is_empty()).map(|o| o.shape.len()).collect();
    ranks.sort();
    ranks.dedup();
    ranks
}

/// `linalg.generic` with the kernel's maps and body.
fn generic(
    s: &mut String,
    kernel: &Kernel,
    result: &str,
    operands: &str,
    result_tys: &str,
    outs: &[Operand],
) {
    let maps: Vec<String> = kernel
        .ins
        .iter()
        .map(|i| map_text(kernel.loops, &i.map))
        .chain([map_text(kernel.loops, &kernel.out)])
        .chain(kernel.out2.iter().map(|m| map_text(kernel.loops, m)))
        .collect();
    let iters: Vec<&str> = (0..kernel.loops)
        .map(|l| if kernel.out.contains(&l) { "\"parallel\"" } else { "\"reduction\"" })
        .collect();
    let _ = writeln!(
        s,
        "    {result} = linalg.generic {{indexing_maps = [{}], iterator_types = [{}]}} {operands} {{",
        maps.join(", "),
        iters.join(", ")
    );
    let mut args: Vec<String> =
        kernel.ins.iter().enumerate().map(|(k, i)| format!("%a{k}: {}", i.elem.name())).collect();
    for (j, out) in outs.iter().enumerate() {
        let suffix = if j == 0 { String::new() } else { format!("{}", j + 1) };
        args.push(format!("%out{suffix}: {}", out.elem.name()));
    }
    let _ = writeln!(s, "    ^bb0({}):", args.join(", "));
    for line in kernel.body.lines() {
        let _ = writeln!(s, "      {line}");
    }
    let _ = writeln!(s, "    }} -> {result_tys}");
}

/// Prints result `r` (output `j`).
fn print(s: &mut String, j: usize, r: &str, out: &Operand, ty: &str) {
    let rank = out.shape.len();
    if rank == 0 {
        let _ = writeln!(s, "    %x{j} = tensor.extract {r}[] : {ty}");
        let _ = writeln!(s, "    vector.print %x{j} : {}", out.elem.name());
    } else if out.enc.is_some() {
        let _ = writeln!(s, "    sparse_tensor.print {r} : {ty}");
    } else {
        let dense_ty = out.ty(Some(&format!("#ALLDENSE{rank}")));
        let _ = writeln!(s, "    %p{j} = sparse_tensor.convert {r} : {ty} to {dense_ty}");
        let _ = writeln!(s, "    sparse_tensor.print %p{j} : {dense_ty}");
    }
}

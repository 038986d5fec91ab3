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
pub fn program(kernel: &Kernel, ins: &[Operand], out: &Operand) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "// kernel: {}", kernel.name);
    let mut aliases = Vec::new();
    for (k, op) in ins.iter().chain([out]).enumerate() {
        aliases.push(op.enc.as_ref().map(|e| {
            let _ = writeln!(s, "#E{k} = {}", e.text());
            format!("#E{k}")
        }));
    }
    let rank = out.shape.len();
    if rank > 0 {
        let dims: Vec<String> = (0..rank).map(|d| format!("d{d}")).collect();
        let lvls: Vec<String> = (0..rank).map(|d| format!("d{d} : dense")).collect();
        let _ = writeln!(
            s,
            "#ALLDENSE = #sparse_tensor.encoding<{{ map = ({}) -> ({}) }}>",
            dims.join(", "),
            lvls.join(", ")
        );
    }
    s.push_str("module {\n  func.func @main() {\n");
    let max_dim = ins.iter().flat_map(|o| o.shape.iter()).copied().max().unwrap_or(1);
    for c in 0..max_dim {
        let _ = writeln!(s, "    %c{c} = arith.constant {c} : index");
    }
    for line in kernel.prelude.lines() {
        let _ = writeln!(s, "    {line}");
    }
    for (k, op) in ins.iter().enumerate() {
        input(&mut s, k, op, aliases[k].as_deref());
    }
    let out_alias = aliases[ins.len()].as_deref();
    let out_ty = out.ty(out_alias);
    if kernel.reads_out && out.enc.is_none() {
        let _ = writeln!(s, "    %o = arith.constant {} : {out_ty}", dense_literal(out, &out.vals));
    } else {
        let _ = writeln!(s, "    %o = tensor.empty() : {out_ty}");
    }
    let names: Vec<String> = (0..ins.len()).map(|k| format!("%t{k}")).collect();
    let tys: Vec<String> = ins.iter().enumerate().map(|(k, o)| o.ty(aliases[k].as_deref())).collect();
    let operands = format!("ins({} : {}) outs(%o : {out_ty})", names.join(", "), tys.join(", "));
    if let Some(named) = kernel.named {
        let _ = writeln!(s, "    %r = {named} {operands} -> {out_ty}");
    } else {
        let maps: Vec<String> = kernel
            .ins
            .iter()
            .map(|i| map_text(kernel.loops, &i.map))
            .chain([map_text(kernel.loops, &kernel.out)])
            .collect();
        let iters: Vec<&str> = (0..kernel.loops)
            .map(|l| if kernel.out.contains(&l) { "\"parallel\"" } else { "\"reduction\"" })
            .collect();
        let _ = writeln!(
            s,
            "    %r = linalg.generic {{indexing_maps = [{}], iterator_types = [{}]}} {operands} {{",
            maps.join(", "),
            iters.join(", ")
        );
        let args: Vec<String> =
            kernel.ins.iter().enumerate().map(|(k, i)| format!("%a{k}: {}", i.elem.name())).collect();
        let _ = writeln!(s, "    ^bb0({}, %out: {}):", args.join(", "), out.elem.name());
        for line in kernel.body.lines() {
            let _ = writeln!(s, "      {line}");
        }
        let _ = writeln!(s, "    }} -> {out_ty}");
    }
    if rank == 0 {
        let _ = writeln!(s, "    %x = tensor.extract %r[] : {out_ty}");
        let _ = writeln!(s, "    vector.print %x : {}", out.elem.name());
    } else if out.enc.is_some() {
        let _ = writeln!(s, "    sparse_tensor.print %r : {out_ty}");
    } else {
        let dense_ty = out.ty(Some("#ALLDENSE"));
        let _ = writeln!(s, "    %p = sparse_tensor.convert %r : {out_ty} to {dense_ty}");
        let _ = writeln!(s, "    sparse_tensor.print %p : {dense_ty}");
    }
    s.push_str("    return\n  }\n}\n");
    s
}

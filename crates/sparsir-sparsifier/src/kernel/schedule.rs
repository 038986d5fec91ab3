//! The iteration graph and the loop order.
//!
//! Why: a sparse tensor can only be walked level by level, so the loop of its level `l`
//! must enclose the loop of level `l + 1`; a sparse output is assembled per output
//! coordinate, so its loops must enclose every reduction loop. These constraints form a
//! graph over loops; a topological order (preferring output loops, in the output's level
//! order, then the original loop order — except that with a dense output, parallel loops
//! over dense data only go innermost) is the schedule. When the constraints have a cycle
//! (C(i,j) = Σ_k A(k,i)·B(k,j) with all-CSR tensors), inputs are taken out of the graph, one
//! at a time and then all together, and converted at run time to a level order that fits
//! the schedule — never a failure (DESIGN.md decision 3). Pure: loops and tensors are
//! numbers here.

/// What the scheduler must respect.
#[derive(Clone, Debug, Default)]
pub struct Constraints {
    /// Number of loops.
    pub num_loops: usize,
    /// The output's loops in its level order (all of them for a dense output).
    pub out_loops: Vec<u32>,
    /// How many of the output loops (a prefix of `out_loops`) must enclose every other
    /// loop: all of them for a sparse output assembled entry by entry, all but the last
    /// for one assembled row by row through a workspace, none for a dense output.
    pub outside: usize,
    /// Per sparse input: (tensor id, loops that must nest in this order) — its walked
    /// levels' loops in level order, and more chains for searched levels (one input may
    /// give several entries).
    pub tensors: Vec<(usize, Vec<u32>)>,
}

/// A loop order, and the inputs that must be converted to follow it.
#[derive(Clone, Debug, PartialEq)]
pub struct Schedule {
    /// Loops, outermost first.
    pub order: Vec<u32>,
    /// Inputs taken out of the graph (their levels must be reordered to fit `order`).
    pub converted: Vec<usize>,
}

/// Orders the loops; see the module doc.
pub fn schedule(c: &Constraints) -> Schedule {
    let mut all: Vec<usize> = c.tensors.iter().map(|(t, _)| *t).collect();
    all.dedup();
    if let Some(order) = topo(c, &[]) {
        return Schedule { order, converted: vec![] };
    }
    for &t in &all {
        if let Some(order) = topo(c, &[t]) {
            return Schedule { order, converted: vec![t] };
        }
    }
    let order = topo(c, &all).expect("without tensor constraints the graph is acyclic");
    // Only the tensors whose level order disagrees with the schedule need converting.
    let pos = |l: u32| order.iter().position(|&x| x == l).unwrap_or(usize::MAX);
    let converted = c
        .tensors
        .iter()
        .filter(|(_, loops)| loops.windows(2).any(|w| pos(w[0]) > pos(w[1])))
        .map(|(t, _)| *t)
        .fold(Vec::new(), |mut v, t| {
            if !v.contains(&t) {
                v.push(t);
            }
            v
        });
    Schedule { order, converted }
}

/// Kahn's algorithm without the constraints of tensors in `skip`; `None` on a cycle.
fn topo(c: &Constraints, skip: &[usize]) -> Option<Vec<u32>> {
    let n = c.num_loops;
    let mut edges = vec![vec![false; n]; n];
    for (t, loops) in &c.tensors {
        if skip.contains(t) {
            continue;
        }
        for w in loops.windows(2) {
            if w[0] != w[1] {
                edges[w[0] as usize][w[1] as usize] = true;
            }
        }
    }
    let outer = &c.out_loops[..c.outside.min(c.out_loops.len())];
    for &o in outer {
        for r in (0..n).filter(|&r| !outer.contains(&(r as u32))) {
            edges[o as usize][r] = true;
        }
    }
    // With a dense output, a parallel loop that walks no sparse level goes inside the
    // sparse walks (SpMM: i, k, j): its innermost loop runs over contiguous dense data
    // the C compiler vectorizes, and every output element still sums its reductions in
    // the same order.
    let free_parallel: Vec<bool> = (0..n as u32)
        .map(|l| {
            c.outside == 0
                && !c.tensors.is_empty()
                && c.out_loops.contains(&l)
                && c.tensors.iter().all(|(_, ls)| !ls.contains(&l))
        })
        .collect();
    let mut indeg: Vec<usize> = (0..n).map(|j| (0..n).filter(|&i| edges[i][j]).count()).collect();
    let mut done = vec![false; n];
    let mut order = Vec::with_capacity(n);
    while order.len() < n {
        let ready = (0..n).filter(|&l| !done[l] && indeg[l] == 0);
        let rank = |l: &usize| {
            let out_rank = c.out_loops.iter().position(|&o| o as usize == *l);
            (free_parallel[*l], out_rank.is_none(), out_rank.unwrap_or(0), *l)
        };
        let next = ready.min_by_key(rank)?;
        done[next] = true;
        order.push(next as u32);
        for j in 0..n {
            if edges[next][j] {
                indeg[j] -= 1;
            }
        }
    }
    Some(order)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cons(n: usize, out: &[u32], outside: bool, tensors: &[(usize, &[u32])]) -> Constraints {
        Constraints {
            num_loops: n,
            out_loops: out.to_vec(),
            outside: if outside { out.len() } else { 0 },
            tensors: tensors.iter().map(|(t, l)| (*t, l.to_vec())).collect(),
        }
    }

    #[test]
    fn spmv_csr_keeps_the_natural_order() {
        // y(i) = A(i,j) x(j): loops i=0, j=1; A CSR walks i then j.
        let s = schedule(&cons(2, &[0], true, &[(0, &[0, 1])]));
        assert_eq!(s, Schedule { order: vec![0, 1], converted: vec![] });
    }

    #[test]
    fn csc_input_puts_its_outer_level_first_for_a_dense_output() {
        // y(i) = A(i,j) x(j) with A CSC (levels j, i) and a dense y: j outside i.
        let s = schedule(&cons(2, &[0], false, &[(0, &[1, 0])]));
        assert_eq!(s.order, vec![1, 0]);
        assert!(s.converted.is_empty());
    }

    #[test]
    fn sparse_output_with_csc_input_converts_the_input() {
        // Same kernel, sparse y: i must enclose the reduction j, A (j, i) cannot: convert A.
        let s = schedule(&cons(2, &[0], true, &[(0, &[1, 0])]));
        assert_eq!(s, Schedule { order: vec![0, 1], converted: vec![0] });
    }

    #[test]
    fn all_csr_transposed_product_resolves_its_cycle() {
        // C(i,j) = Σ_k A(k,i) B(k,j): loops i=0, j=1, k=2; A walks k,i; B walks k,j; C sparse.
        let s = schedule(&cons(3, &[0, 1], true, &[(0, &[2, 0]), (1, &[2, 1])]));
        assert_eq!(s.order, vec![0, 1, 2]);
        assert_eq!(s.converted, vec![0, 1]);
    }

    #[test]
    fn workspace_output_allows_gustavson_without_conversion() {
        // SpGEMM, all CSR, sparse C assembled row by row: only i must be outermost.
        let mut c = cons(3, &[0, 1], true, &[(0, &[0, 2]), (1, &[2, 1])]);
        assert_eq!(schedule(&c).converted, vec![1]);
        c.outside = 1;
        assert_eq!(schedule(&c), Schedule { order: vec![0, 2, 1], converted: vec![] });
    }

    #[test]
    fn spmm_puts_the_dense_column_loop_innermost() {
        // C(i,j) = Σ_k A(i,k) B(k,j), A CSR, B and C dense: loops i=0, j=1, k=2 → i, k, j.
        let s = schedule(&cons(3, &[0, 1], false, &[(0, &[0, 2])]));
        assert_eq!(s.order, vec![0, 2, 1]);
        // All dense: the output order stays.
        assert_eq!(schedule(&cons(3, &[0, 1], false, &[])).order, vec![0, 1, 2]);
        // A sparse output keeps its loops outside.
        assert_eq!(schedule(&cons(3, &[0, 1], true, &[(0, &[0, 2])])).order, vec![0, 1, 2]);
    }

    #[test]
    fn searched_levels_only_order_the_walked_levels_after_them() {
        // conv_2d with a sparse output: loops oh=0, ow=1, kh=2, kw=3; the input's levels
        // (oh + kh, ow + kw) are searched, so they add no chain: oh, ow, kh, kw, no conversion.
        let s = schedule(&cons(4, &[0, 1], true, &[(0, &[])]));
        assert_eq!(s, Schedule { order: vec![0, 1, 2, 3], converted: vec![] });
        // A walked level c=2 after a searched level (i + k), loops i=0, k=1, dense output
        // over c: i and k come first, although the output prefers c outermost.
        let s = schedule(&cons(3, &[2], false, &[(0, &[2]), (0, &[0, 2]), (0, &[1, 2])]));
        assert_eq!(s, Schedule { order: vec![0, 1, 2], converted: vec![] });
        // A sparse output over c must enclose i and k: the input is converted.
        let s = schedule(&cons(3, &[2], true, &[(0, &[2]), (0, &[0, 2]), (0, &[1, 2])]));
        assert_eq!(s.converted, vec![0]);
    }

    #[test]
    fn gustavson_order_for_a_dense_output() {
        // C(i,j) = Σ_k A(i,k) B(k,j), all CSR, dense C: i, k, j.
        let s = schedule(&cons(3, &[0, 1], false, &[(0, &[0, 2]), (1, &[2, 1])]));
        assert_eq!(s.order, vec![0, 2, 1]);
    }
}

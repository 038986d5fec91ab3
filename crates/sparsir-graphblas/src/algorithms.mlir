// Graph algorithms written in the graphblas dialect (sparsir-graphblas's library; see
// algorithms.rs). Every function takes the adjacency matrix A (A(i, j) = weight of the
// edge i -> j) as CSR with f64 values; vertices are 0-based.

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>

module {
  // The vector of size n holding `value` at `at` only.
  func.func private @gb_unit(%n: index, %at: index, %value: f64) -> tensor<?xf64, #CV> {
    %e = tensor.empty(%n) : tensor<?xf64, #CV>
    %i = tensor.insert %value into %e[%at] : tensor<?xf64, #CV>
    %v = sparse_tensor.load %i hasInserts : tensor<?xf64, #CV>
    return %v : tensor<?xf64, #CV>
  }

  // The vector of size n holding `value` everywhere.
  func.func private @gb_full(%n: index, %value: f64) -> tensor<?xf64, #CV> {
    %e = tensor.empty(%n) : tensor<?xf64, #CV>
    %none = sparse_tensor.load %e : tensor<?xf64, #CV>
    %v = graphblas.uniform_complement %none, %value : tensor<?xf64, #CV>, f64 to tensor<?xf64, #CV>
    return %v : tensor<?xf64, #CV>
  }

  // Triangles of an undirected graph (A symmetric, no self loops): the Sandia method,
  // sum(L * U .* L) with L, U the strict lower and upper triangles — a masked dot product.
  func.func @triangle_count(%a: tensor<?x?xf64, #CSR>) -> i64 {
    %l = graphblas.select %a { selector = "tril" } : tensor<?x?xf64, #CSR> to tensor<?x?xf64, #CSR>
    %u = graphblas.select %a { selector = "triu" } : tensor<?x?xf64, #CSR> to tensor<?x?xf64, #CSR>
    %uc = graphblas.convert_layout %u : tensor<?x?xf64, #CSR> to tensor<?x?xf64, #CSC>
    %c = graphblas.matrix_multiply %l, %uc, %l { semiring = "plus_pair" } : (tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSC>, tensor<?x?xf64, #CSR>) to tensor<?x?xf64, #CSR>
    %t = graphblas.reduce_to_scalar %c { aggregator = "plus" } : tensor<?x?xf64, #CSR> to f64
    %n = arith.fptosi %t : f64 to i64
    return %n : i64
  }

  // Breadth-first search from `src` along out-edges: the level of every reached vertex
  // (the source is at level 0; unreached vertices have no entry). Direction-optimizing
  // (Beamer) when A is symmetric (`symmetric` != 0): a step pushes from the frontier
  // (vector x matrix with the visited set as complemented mask) while the frontier's
  // edges are few, and pulls otherwise — each unvisited vertex looks for a frontier
  // neighbour along its own row (a product masked by the unvisited set, against a dense
  // 0/1 frontier). Pulling along rows needs A = A^T, so other graphs always push.
  func.func @bfs_levels(%a: tensor<?x?xf64, #CSR>, %src: index, %symmetric: i64) -> tensor<?xi64, #CV> {
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0.0 : f64
    %one = arith.constant 1.0 : f64
    %alpha = arith.constant 14.0 : f64
    %no = arith.constant 0 : i64
    %sym = arith.cmpi ne, %symmetric, %no : i64
    %n = graphblas.num_rows %a : tensor<?x?xf64, #CSR>
    %degi = graphblas.reduce_to_vector %a { aggregator = "count", axis = 1 } : tensor<?x?xf64, #CSR> to tensor<?xi64, #CV>
    %deg = graphblas.cast %degi : tensor<?xi64, #CV> to tensor<?xf64, #CV>
    %e = tensor.empty(%n) : tensor<?xf64>
    %zeros = linalg.fill ins(%zero : f64) outs(%e : tensor<?xf64>) -> tensor<?xf64>
    // Degrees as a dense vector: a sparse vector meets it in time of its own entries.
    %degd = graphblas.union %zeros, %deg { union_operator = "plus" } : (tensor<?xf64>, tensor<?xf64, #CV>) to tensor<?xf64>
    %f0 = func.call @gb_unit(%n, %src, %zero) : (index, index, f64) -> tensor<?xf64, #CV>
    %u0 = graphblas.uniform_complement %f0, %one : tensor<?xf64, #CV>, f64 to tensor<?xf64, #CV>
    // Edges out of the frontier and into unvisited vertices (kept up to date below).
    %fd0 = graphblas.intersect %f0, %degd { intersect_operator = "second" } : (tensor<?xf64, #CV>, tensor<?xf64>) to tensor<?xf64, #CV>
    %fe0 = graphblas.reduce_to_scalar %fd0 { aggregator = "plus" } : tensor<?xf64, #CV> to f64
    %all = graphblas.reduce_to_scalar %deg { aggregator = "plus" } : tensor<?xf64, #CV> to f64
    %ue0 = arith.subf %all, %fe0 : f64
    %r:6 = scf.while (%fr = %f0, %lv = %f0, %u = %u0, %d = %one, %fe = %fe0, %ue = %ue0) : (tensor<?xf64, #CV>, tensor<?xf64, #CV>, tensor<?xf64, #CV>, f64, f64, f64) -> (tensor<?xf64, #CV>, tensor<?xf64, #CV>, tensor<?xf64, #CV>, f64, f64, f64) {
      %nv = graphblas.num_vals %fr : tensor<?xf64, #CV>
      %go = arith.cmpi ugt, %nv, %c0 : index
      scf.condition(%go) %fr, %lv, %u, %d, %fe, %ue : tensor<?xf64, #CV>, tensor<?xf64, #CV>, tensor<?xf64, #CV>, f64, f64, f64
    } do {
    ^bb0(%fr: tensor<?xf64, #CV>, %lv: tensor<?xf64, #CV>, %u: tensor<?xf64, #CV>, %d: f64, %fe: f64, %ue: f64):
      %fa = arith.mulf %fe, %alpha : f64
      %many = arith.cmpf ogt, %fa, %ue : f64
      %pull = arith.andi %sym, %many : i1
      %next = scf.if %pull -> (tensor<?xf64, #CV>) {
        %f1 = graphblas.apply %fr, %one { apply_operator = "second" } : (tensor<?xf64, #CV>, f64) to tensor<?xf64, #CV>
        %fdense = graphblas.union %zeros, %f1 { union_operator = "plus" } : (tensor<?xf64>, tensor<?xf64, #CV>) to tensor<?xf64>
        %hits = graphblas.matrix_multiply %a, %fdense, %u { semiring = "max_second" } : (tensor<?x?xf64, #CSR>, tensor<?xf64>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
        %found = graphblas.select %hits, %zero { selector = "gt" } : tensor<?xf64, #CV>, f64 to tensor<?xf64, #CV>
        scf.yield %found : tensor<?xf64, #CV>
      } else {
        %pushed = graphblas.matrix_multiply %fr, %a, %lv { semiring = "any_pair", mask_complement = true } : (tensor<?xf64, #CV>, tensor<?x?xf64, #CSR>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
        scf.yield %pushed : tensor<?xf64, #CV>
      }
      %nl = graphblas.apply %next, %d { apply_operator = "second" } : (tensor<?xf64, #CV>, f64) to tensor<?xf64, #CV>
      %lv2 = graphblas.union %lv, %nl { union_operator = "first" } : (tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
      %u2 = graphblas.select_mask %u, %next { mask_complement = true } : tensor<?xf64, #CV>, tensor<?xf64, #CV> to tensor<?xf64, #CV>
      %nd = graphblas.intersect %next, %degd { intersect_operator = "second" } : (tensor<?xf64, #CV>, tensor<?xf64>) to tensor<?xf64, #CV>
      %fe2 = graphblas.reduce_to_scalar %nd { aggregator = "plus" } : tensor<?xf64, #CV> to f64
      %ue2 = arith.subf %ue, %fe2 : f64
      %d2 = arith.addf %d, %one : f64
      scf.yield %nl, %lv2, %u2, %d2, %fe2, %ue2 : tensor<?xf64, #CV>, tensor<?xf64, #CV>, tensor<?xf64, #CV>, f64, f64, f64
    }
    %out = graphblas.cast %r#1 : tensor<?xf64, #CV> to tensor<?xi64, #CV>
    return %out : tensor<?xi64, #CV>
  }

  // Breadth-first search from `src`: a parent of every reached vertex (the source is its
  // own parent), found by the `any_overlapi` semiring (the contraction index).
  func.func @bfs_parents(%a: tensor<?x?xf64, #CSR>, %src: index) -> tensor<?xi64, #CV> {
    %c0 = arith.constant 0 : index
    %n = graphblas.num_rows %a : tensor<?x?xf64, #CSR>
    %si = arith.index_cast %src : index to i64
    %sf = arith.sitofp %si : i64 to f64
    %f0 = func.call @gb_unit(%n, %src, %sf) : (index, index, f64) -> tensor<?xf64, #CV>
    %r:2 = scf.while (%fr = %f0, %pa = %f0) : (tensor<?xf64, #CV>, tensor<?xf64, #CV>) -> (tensor<?xf64, #CV>, tensor<?xf64, #CV>) {
      %nv = graphblas.num_vals %fr : tensor<?xf64, #CV>
      %go = arith.cmpi ugt, %nv, %c0 : index
      scf.condition(%go) %fr, %pa : tensor<?xf64, #CV>, tensor<?xf64, #CV>
    } do {
    ^bb0(%fr: tensor<?xf64, #CV>, %pa: tensor<?xf64, #CV>):
      %next = graphblas.matrix_multiply %fr, %a, %pa { semiring = "min_overlapi", mask_complement = true } : (tensor<?xf64, #CV>, tensor<?x?xf64, #CSR>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
      %pa2 = graphblas.union %pa, %next { union_operator = "first" } : (tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
      scf.yield %next, %pa2 : tensor<?xf64, #CV>, tensor<?xf64, #CV>
    }
    %out = graphblas.cast %r#1 : tensor<?xf64, #CV> to tensor<?xi64, #CV>
    return %out : tensor<?xi64, #CV>
  }

  // Single-source shortest paths from `src` (Bellman-Ford over the min_plus semiring,
  // until no distance changes): the distance of every reached vertex.
  func.func @sssp(%a: tensor<?x?xf64, #CSR>, %src: index) -> tensor<?xf64, #CV> {
    %zero = arith.constant 0.0 : f64
    %true = arith.constant true
    %n = graphblas.num_rows %a : tensor<?x?xf64, #CSR>
    %d0 = func.call @gb_unit(%n, %src, %zero) : (index, index, f64) -> tensor<?xf64, #CV>
    %r:2 = scf.while (%d = %d0, %changed = %true) : (tensor<?xf64, #CV>, i1) -> (tensor<?xf64, #CV>, i1) {
      scf.condition(%changed) %d, %changed : tensor<?xf64, #CV>, i1
    } do {
    ^bb0(%d: tensor<?xf64, #CV>, %c: i1):
      %step = graphblas.matrix_multiply %d, %a { semiring = "min_plus" } : (tensor<?xf64, #CV>, tensor<?x?xf64, #CSR>) to tensor<?xf64, #CV>
      %d2 = graphblas.union %d, %step { union_operator = "min" } : (tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
      %same = graphblas.equal %d2, %d : tensor<?xf64, #CV>, tensor<?xf64, #CV>
      %ch = arith.xori %same, %true : i1
      scf.yield %d2, %ch : tensor<?xf64, #CV>, i1
    }
    return %r#0 : tensor<?xf64, #CV>
  }

  // PageRank by power iteration on dense (full) vectors: r <- (1 - alpha) / n + alpha *
  // (r ./ outdeg) A, until the L1 change is at most tol or maxiter iterations ran. The
  // product is vector x matrix, a scatter over A's CSR rows into a dense vector; dangling
  // vertices (no out-edges) pass nothing on, as in the reference formulation. A dense
  // vector stores every entry, so no step builds a sparse structure.
  func.func @pagerank(%a: tensor<?x?xf64, #CSR>, %alpha: f64, %tol: f64, %maxiter: index) -> tensor<?xf64> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1.0 : f64
    %n = graphblas.num_rows %a : tensor<?x?xf64, #CSR>
    %ni = arith.index_cast %n : index to i64
    %nf = arith.sitofp %ni : i64 to f64
    %degi = graphblas.reduce_to_vector %a { aggregator = "count", axis = 1 } : tensor<?x?xf64, #CSR> to tensor<?xi64, #CV>
    %deg = graphblas.cast %degi : tensor<?xi64, #CV> to tensor<?xf64, #CV>
    %inv_n = arith.divf %one, %nf : f64
    %e = tensor.empty(%n) : tensor<?xf64>
    %r0 = linalg.fill ins(%inv_n : f64) outs(%e : tensor<?xf64>) -> tensor<?xf64>
    %keep = arith.subf %one, %alpha : f64
    %tel = arith.divf %keep, %nf : f64
    %big = arith.constant 1.0e300 : f64
    %res:3 = scf.while (%r = %r0, %it = %c0, %err = %big) : (tensor<?xf64>, index, f64) -> (tensor<?xf64>, index, f64) {
      %more = arith.cmpf ogt, %err, %tol : f64
      %room = arith.cmpi ult, %it, %maxiter : index
      %go = arith.andi %more, %room : i1
      scf.condition(%go) %r, %it, %err : tensor<?xf64>, index, f64
    } do {
    ^bb0(%r: tensor<?xf64>, %it: index, %err: f64):
      %w = graphblas.intersect %r, %deg { intersect_operator = "div" } : (tensor<?xf64>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
      %t = graphblas.matrix_multiply %w, %a { semiring = "plus_first" } : (tensor<?xf64, #CV>, tensor<?x?xf64, #CSR>) to tensor<?xf64>
      %ta = graphblas.apply %t, %alpha { apply_operator = "times" } : (tensor<?xf64>, f64) to tensor<?xf64>
      %rn = graphblas.apply %ta, %tel { apply_operator = "plus" } : (tensor<?xf64>, f64) to tensor<?xf64>
      %diff = graphblas.intersect_generic %rn, %r : (tensor<?xf64>, tensor<?xf64>) to tensor<?xf64> {
      ^bb0(%p: f64, %q: f64):
        %d = arith.subf %p, %q : f64
        %ad = math.absf %d : f64
        graphblas.yield mult %ad : f64
      }
      %e2 = graphblas.reduce_to_scalar %diff { aggregator = "plus" } : tensor<?xf64> to f64
      %it2 = arith.addi %it, %c1 : index
      scf.yield %rn, %it2, %e2 : tensor<?xf64>, index, f64
    }
    return %res#0 : tensor<?xf64>
  }

  // Connected components of an undirected graph by min-label propagation: every vertex
  // gets the smallest vertex index of its component. Products are vector x matrix: the
  // sparsifier runs them push-style over the CSR rows of the vector's entries.
  func.func @connected_components(%a: tensor<?x?xf64, #CSR>) -> tensor<?xi64, #CV> {
    %one = arith.constant 1.0 : f64
    %true = arith.constant true
    %n = graphblas.num_rows %a : tensor<?x?xf64, #CSR>
    %full = func.call @gb_full(%n, %one) : (index, f64) -> tensor<?xf64, #CV>
    %ids = graphblas.apply %full { apply_operator = "index" } : (tensor<?xf64, #CV>) to tensor<?xi64, #CV>
    %l0 = graphblas.cast %ids : tensor<?xi64, #CV> to tensor<?xf64, #CV>
    %r:2 = scf.while (%l = %l0, %changed = %true) : (tensor<?xf64, #CV>, i1) -> (tensor<?xf64, #CV>, i1) {
      scf.condition(%changed) %l, %changed : tensor<?xf64, #CV>, i1
    } do {
    ^bb0(%l: tensor<?xf64, #CV>, %c: i1):
      %nb = graphblas.matrix_multiply %l, %a { semiring = "min_first" } : (tensor<?xf64, #CV>, tensor<?x?xf64, #CSR>) to tensor<?xf64, #CV>
      %l2 = graphblas.union %l, %nb { union_operator = "min" } : (tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
      %same = graphblas.equal %l2, %l : tensor<?xf64, #CV>, tensor<?xf64, #CV>
      %ch = arith.xori %same, %true : i1
      scf.yield %l2, %ch : tensor<?xf64, #CV>, i1
    }
    %out = graphblas.cast %r#0 : tensor<?xf64, #CV> to tensor<?xi64, #CV>
    return %out : tensor<?xi64, #CV>
  }

  // Betweenness centrality (Brandes, every vertex a source; unnormalized; an undirected
  // graph's pairs are counted once): forward BFS counting shortest paths, then the
  // dependencies accumulated level by level back to the source.
  func.func @betweenness(%a: tensor<?x?xf64, #CSR>, %undirected: i1) -> tensor<?xf64, #CV> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f64
    %one = arith.constant 1.0 : f64
    %half = arith.constant 0.5 : f64
    %n = graphblas.num_rows %a : tensor<?x?xf64, #CSR>
    // Products run push-style (vector x CSR matrix); the backward sweep follows edges
    // in reverse, through the transpose.
    %at = graphblas.transpose %a : tensor<?x?xf64, #CSR> to tensor<?x?xf64, #CSR>
    %bc0 = func.call @gb_full(%n, %zero) : (index, f64) -> tensor<?xf64, #CV>
    %bc = scf.for %s = %c0 to %n step %c1 iter_args(%acc = %bc0) -> (tensor<?xf64, #CV>) {
      %start = func.call @gb_unit(%n, %s, %one) : (index, index, f64) -> tensor<?xf64, #CV>
      %lv0 = func.call @gb_unit(%n, %s, %zero) : (index, index, f64) -> tensor<?xf64, #CV>
      // Forward: sigma = number of shortest paths, lv = level.
      %fw:4 = scf.while (%fr = %start, %sigma = %start, %lv = %lv0, %d = %one) : (tensor<?xf64, #CV>, tensor<?xf64, #CV>, tensor<?xf64, #CV>, f64) -> (tensor<?xf64, #CV>, tensor<?xf64, #CV>, tensor<?xf64, #CV>, f64) {
        %nv = graphblas.num_vals %fr : tensor<?xf64, #CV>
        %go = arith.cmpi ugt, %nv, %c0 : index
        scf.condition(%go) %fr, %sigma, %lv, %d : tensor<?xf64, #CV>, tensor<?xf64, #CV>, tensor<?xf64, #CV>, f64
      } do {
      ^bb0(%fr: tensor<?xf64, #CV>, %sigma: tensor<?xf64, #CV>, %lv: tensor<?xf64, #CV>, %d: f64):
        %next = graphblas.matrix_multiply %fr, %a, %lv { semiring = "plus_first", mask_complement = true } : (tensor<?xf64, #CV>, tensor<?x?xf64, #CSR>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
        %sigma2 = graphblas.union %sigma, %next { union_operator = "plus" } : (tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
        %nl = graphblas.apply %next, %d { apply_operator = "second" } : (tensor<?xf64, #CV>, f64) to tensor<?xf64, #CV>
        %lv2 = graphblas.union %lv, %nl { union_operator = "first" } : (tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
        %d2 = arith.addf %d, %one : f64
        scf.yield %next, %sigma2, %lv2, %d2 : tensor<?xf64, #CV>, tensor<?xf64, #CV>, tensor<?xf64, #CV>, f64
      }
      // The deepest level is %fw#3 - 2 (the last frontier was empty).
      %two = arith.constant 2.0 : f64
      %deepest = arith.subf %fw#3, %two : f64
      %deepi = arith.fptosi %deepest : f64 to i64
      %deep = arith.index_cast %deepi : i64 to index
      %dep0 = func.call @gb_full(%n, %zero) : (index, f64) -> tensor<?xf64, #CV>
      %dep = scf.for %k = %c0 to %deep step %c1 iter_args(%delta = %dep0) -> (tensor<?xf64, #CV>) {
        // Level d = deep - k, from the deepest to 1.
        %di = arith.subi %deep, %k : index
        %dii = arith.index_cast %di : index to i64
        %df = arith.sitofp %dii : i64 to f64
        %dm1 = arith.subf %df, %one : f64
        %at_d = graphblas.select %fw#2, %df { selector = "eq" } : tensor<?xf64, #CV>, f64 to tensor<?xf64, #CV>
        %at_p = graphblas.select %fw#2, %dm1 { selector = "eq" } : tensor<?xf64, #CV>, f64 to tensor<?xf64, #CV>
        %sig_d = graphblas.select_mask %fw#1, %at_d : tensor<?xf64, #CV>, tensor<?xf64, #CV> to tensor<?xf64, #CV>
        %del_d = graphblas.select_mask %delta, %at_d : tensor<?xf64, #CV>, tensor<?xf64, #CV> to tensor<?xf64, #CV>
        %onepd = graphblas.apply %del_d, %one { apply_operator = "plus" } : (tensor<?xf64, #CV>, f64) to tensor<?xf64, #CV>
        %t = graphblas.intersect %onepd, %sig_d { intersect_operator = "div" } : (tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
        %u = graphblas.matrix_multiply %t, %at, %at_p { semiring = "plus_first" } : (tensor<?xf64, #CV>, tensor<?x?xf64, #CSR>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
        %contrib = graphblas.intersect %u, %fw#1 { intersect_operator = "times" } : (tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
        %delta2 = graphblas.union %delta, %contrib { union_operator = "plus" } : (tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
        scf.yield %delta2 : tensor<?xf64, #CV>
      }
      %not_s = graphblas.select_mask %dep, %start { mask_complement = true } : tensor<?xf64, #CV>, tensor<?xf64, #CV> to tensor<?xf64, #CV>
      %acc2 = graphblas.union %acc, %not_s { union_operator = "plus" } : (tensor<?xf64, #CV>, tensor<?xf64, #CV>) to tensor<?xf64, #CV>
      scf.yield %acc2 : tensor<?xf64, #CV>
    }
    %out = scf.if %undirected -> (tensor<?xf64, #CV>) {
      %h = graphblas.apply %bc, %half { apply_operator = "times" } : (tensor<?xf64, #CV>, f64) to tensor<?xf64, #CV>
      scf.yield %h : tensor<?xf64, #CV>
    } else {
      scf.yield %bc : tensor<?xf64, #CV>
    }
    return %out : tensor<?xf64, #CV>
  }
}

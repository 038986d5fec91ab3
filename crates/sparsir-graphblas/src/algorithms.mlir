// Graph algorithms written in the graphblas dialect (sparsir-graphblas's library; see
// algorithms.rs). Every function takes the adjacency matrix A (A(i, j) = weight of the
// edge i -> j) as CSR with f64 values; vertices are 0-based.

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#gb_bfs_map = { indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"] }
#gb_bfs_zip = { indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"] }
#gb_bfs_sum = { indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"] }
#gb_bfs_pull = { indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"] }

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
  // (the source is at level 0; unreached vertices have no entry). The levels live in a
  // dense vector (-1: not reached yet, -2: isolated, else the level), so a step costs its
  // frontier (an `i1` sparse vector) and one pass over the vertices, never a rebuilt
  // sparse set; the steps GraphBLAS does on bitmap vectors are `linalg.generic` kernels
  // here (the dialect has no dense `i1` frontier or mixed-type product).
  // Direction-optimizing (Beamer) when A is symmetric (`symmetric` != 0): a step pushes
  // from the frontier (vector x matrix, then the reached vertices dropped) while the
  // frontier's edges are few against the unexplored ones, and pulls otherwise — each
  // unreached vertex looks along its own row for a frontier neighbour (an `ori` over a
  // dense `i1` frontier, masked by the unreached set: the row's walk stops at the first
  // hit, `ori`'s terminal value). Pulling along rows needs A = A^T, so other graphs always
  // push.
  func.func @bfs_levels(%a: tensor<?x?xf64, #CSR>, %src: index, %symmetric: i64) -> tensor<?xi64, #CV> {
    %c0 = arith.constant 0 : index
    %alpha = arith.constant 14.0 : f64
    %zero = arith.constant 0.0 : f64
    %one = arith.constant 1.0 : f64
    %false = arith.constant false
    %true = arith.constant true
    %level0 = arith.constant 0 : i64
    %level1 = arith.constant 1 : i64
    %unseen = arith.constant -1 : i64
    %isolated = arith.constant -2 : i64
    %sym = arith.cmpi ne, %symmetric, %level0 : i64
    %n = graphblas.num_rows %a : tensor<?x?xf64, #CSR>
    %e = tensor.empty(%n) : tensor<?xf64>
    %eb = tensor.empty(%n) : tensor<?xi1>
    %nobody = linalg.fill ins(%false : i1) outs(%eb : tensor<?xi1>) -> tensor<?xi1>
    %ef0 = tensor.empty(%n) : tensor<?xi1, #CV>
    %f0i = tensor.insert %true into %ef0[%src] : tensor<?xi1, #CV>
    %f0 = sparse_tensor.load %f0i hasInserts : tensor<?xi1, #CV>
    // Degrees from the row positions (pos[i+1] - pos[i]); with them the edges out of the
    // frontier (`fe`) and those not yet explored (`ue`) decide the direction.
    %pm = sparse_tensor.positions %a { level = 1 : index } : tensor<?x?xf64, #CSR> to memref<?xindex>
    %pt = bufferization.to_tensor %pm restrict : memref<?xindex> to tensor<?xindex>
    %starts = tensor.extract_slice %pt[0] [%n] [1] : tensor<?xindex> to tensor<?xindex>
    %ends = tensor.extract_slice %pt[1] [%n] [1] : tensor<?xindex> to tensor<?xindex>
    %deg = linalg.generic #gb_bfs_zip ins(%starts, %ends : tensor<?xindex>, tensor<?xindex>) outs(%e : tensor<?xf64>) {
    ^bb0(%s: index, %t: index, %o: f64):
      %k = arith.subi %t, %s : index
      %ki = arith.index_cast %k : index to i64
      %kf = arith.sitofp %ki : i64 to f64
      linalg.yield %kf : f64
    } -> tensor<?xf64>
    // In a symmetric graph isolated vertices are marked (never pulled for, never
    // reported; in a directed one a vertex without out-edges may still be reached).
    %ei = tensor.empty(%n) : tensor<?xi64>
    %init = linalg.generic #gb_bfs_map ins(%deg : tensor<?xf64>) outs(%ei : tensor<?xi64>) {
    ^bb0(%k: f64, %o: i64):
      %noedge = arith.cmpf oeq, %k, %zero : f64
      %alone = arith.andi %noedge, %sym : i1
      %v = arith.select %alone, %isolated, %unseen : i64
      linalg.yield %v : i64
    } -> tensor<?xi64>
    %l0 = tensor.insert %level0 into %init[%src] : tensor<?xi64>
    %nnz = graphblas.num_vals %a : tensor<?x?xf64, #CSR>
    %nnzi = arith.index_cast %nnz : index to i64
    %all = arith.sitofp %nnzi : i64 to f64
    %fe0 = tensor.extract %deg[%src] : tensor<?xf64>
    %ue0 = arith.subf %all, %fe0 : f64
    %r:5 = scf.while (%fr = %f0, %lv = %l0, %d = %level1, %fe = %fe0, %ue = %ue0) : (tensor<?xi1, #CV>, tensor<?xi64>, i64, f64, f64) -> (tensor<?xi1, #CV>, tensor<?xi64>, i64, f64, f64) {
      %nv = graphblas.num_vals %fr : tensor<?xi1, #CV>
      %go = arith.cmpi ugt, %nv, %c0 : index
      scf.condition(%go) %fr, %lv, %d, %fe, %ue : tensor<?xi1, #CV>, tensor<?xi64>, i64, f64, f64
    } do {
    ^bb0(%fr: tensor<?xi1, #CV>, %lv: tensor<?xi64>, %d: i64, %fe: f64, %ue: f64):
      %fa = arith.mulf %fe, %alpha : f64
      %many = arith.cmpf ogt, %fa, %ue : f64
      %pull = arith.andi %sym, %many : i1
      %next = scf.if %pull -> (tensor<?xi1, #CV>) {
        %fb = linalg.generic #gb_bfs_map ins(%fr : tensor<?xi1, #CV>) outs(%nobody : tensor<?xi1>) {
        ^bb0(%x: i1, %o: i1):
          %t = sparse_tensor.unary %x : i1 to i1
            present = { ^bb0(%y: i1):
              sparse_tensor.yield %true : i1 }
            absent = {}
          linalg.yield %t : i1
        } -> tensor<?xi1>
        %eu = tensor.empty(%n) : tensor<?xi64, #CV>
        %unreached = linalg.generic #gb_bfs_map ins(%lv : tensor<?xi64>) outs(%eu : tensor<?xi64, #CV>) {
        ^bb0(%v: i64, %o: i64):
          %s = sparse_tensor.select %v : i64 {
            ^bb0(%y: i64):
              %z = arith.cmpi eq, %y, %unseen : i64
              sparse_tensor.yield %z : i1
          }
          linalg.yield %s : i64
        } -> tensor<?xi64, #CV>
        %eh = tensor.empty(%n) : tensor<?xi1, #CV>
        %hits = linalg.generic #gb_bfs_pull ins(%a, %fb, %unreached : tensor<?x?xf64, #CSR>, tensor<?xi1>, tensor<?xi64, #CV>) outs(%eh : tensor<?xi1, #CV>) {
        ^bb0(%x: f64, %y: i1, %m: i64, %o: i1):
          %p = sparse_tensor.binary %x, %y : f64, i1 to i1
            overlap = { ^bb0(%l: f64, %r: i1): sparse_tensor.yield %r : i1 }
            left = {} right = {}
          %q = sparse_tensor.binary %p, %m : i1, i64 to i1
            overlap = { ^bb0(%l: i1, %r: i64): sparse_tensor.yield %l : i1 }
            left = {} right = {}
          %s = sparse_tensor.reduce %o, %q, %false : i1 {
            ^bb0(%v: i1, %w: i1):
              %t = arith.ori %v, %w : i1
              sparse_tensor.yield %t : i1
          }
          linalg.yield %s : i1
        } -> tensor<?xi1, #CV>
        %es = tensor.empty(%n) : tensor<?xi1, #CV>
        %found = linalg.generic #gb_bfs_map ins(%hits : tensor<?xi1, #CV>) outs(%es : tensor<?xi1, #CV>) {
        ^bb0(%x: i1, %o: i1):
          %s = sparse_tensor.select %x : i1 {
            ^bb0(%y: i1):
              sparse_tensor.yield %y : i1
          }
          linalg.yield %s : i1
        } -> tensor<?xi1, #CV>
        scf.yield %found : tensor<?xi1, #CV>
      } else {
        %ef = tensor.empty(%n) : tensor<?xf64, #CV>
        %frf = linalg.generic #gb_bfs_map ins(%fr : tensor<?xi1, #CV>) outs(%ef : tensor<?xf64, #CV>) {
        ^bb0(%x: i1, %o: f64):
          %t = sparse_tensor.unary %x : i1 to f64
            present = { ^bb0(%y: i1):
              sparse_tensor.yield %one : f64 }
            absent = {}
          linalg.yield %t : f64
        } -> tensor<?xf64, #CV>
        %pushed = graphblas.matrix_multiply %frf, %a { semiring = "any_pair" } : (tensor<?xf64, #CV>, tensor<?x?xf64, #CSR>) to tensor<?xf64, #CV>
        %ep = tensor.empty(%n) : tensor<?xi1, #CV>
        %new = linalg.generic #gb_bfs_zip ins(%pushed, %lv : tensor<?xf64, #CV>, tensor<?xi64>) outs(%ep : tensor<?xi1, #CV>) {
        ^bb0(%x: f64, %l: i64, %o: i1):
          %b = sparse_tensor.binary %x, %l : f64, i64 to i1
            overlap = { ^bb0(%p: f64, %q: i64):
              %z = arith.cmpi eq, %q, %unseen : i64
              sparse_tensor.yield %z : i1 }
            left = {} right = {}
          %s = sparse_tensor.select %b : i1 {
            ^bb0(%y: i1):
              sparse_tensor.yield %y : i1
          }
          linalg.yield %s : i1
        } -> tensor<?xi1, #CV>
        scf.yield %new : tensor<?xi1, #CV>
      }
      // The new vertices get level d; their edges leave the next frontier. The levels are
      // the output, passed through where `next` has no entry: a copy of them and a write
      // per new vertex, not a pass over every vertex.
      %lv2 = linalg.generic #gb_bfs_map ins(%next : tensor<?xi1, #CV>) outs(%lv : tensor<?xi64>) {
      ^bb0(%x: i1, %o: i64):
        %b = sparse_tensor.binary %x, %o : i1, i64 to i64
          overlap = { ^bb0(%p: i1, %q: i64): sparse_tensor.yield %d : i64 }
          left = { ^bb0(%p: i1): sparse_tensor.yield %d : i64 }
          right = identity
        linalg.yield %b : i64
      } -> tensor<?xi64>
      %fet = tensor.from_elements %zero : tensor<f64>
      %fe2t = linalg.generic #gb_bfs_sum ins(%next, %deg : tensor<?xi1, #CV>, tensor<?xf64>) outs(%fet : tensor<f64>) {
      ^bb0(%x: i1, %k: f64, %o: f64):
        %b = sparse_tensor.binary %x, %k : i1, f64 to f64
          overlap = { ^bb0(%p: i1, %q: f64): sparse_tensor.yield %q : f64 }
          left = {} right = {}
        %t = arith.addf %o, %b : f64
        linalg.yield %t : f64
      } -> tensor<f64>
      %fe2 = tensor.extract %fe2t[] : tensor<f64>
      %ue2 = arith.subf %ue, %fe2 : f64
      %d2 = arith.addi %d, %level1 : i64
      scf.yield %next, %lv2, %d2, %fe2, %ue2 : tensor<?xi1, #CV>, tensor<?xi64>, i64, f64, f64
    }
    %eo = tensor.empty(%n) : tensor<?xi64, #CV>
    %out = linalg.generic #gb_bfs_map ins(%r#1 : tensor<?xi64>) outs(%eo : tensor<?xi64, #CV>) {
    ^bb0(%x: i64, %o: i64):
      %s = sparse_tensor.select %x : i64 {
        ^bb0(%y: i64):
          %z = arith.cmpi sge, %y, %level0 : i64
          sparse_tensor.yield %z : i1
      }
      linalg.yield %s : i64
    } -> tensor<?xi64, #CV>
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

//! Affine expressions of dim↔lvl maps.
//!
//! Why: a level is an affine function of the dimensions (`i`, `j floordiv 2`, `j mod 4`,
//! `c * 3 * i`), and the inverse map gives dimensions from levels (`i = ib * 2 + ii`).
//! Expressions are built through [`AffineExpr::sum`] & co., which simplify the way MLIR
//! does (constants fold and move right, symbolic factors move right), so printing gives
//! MLIR's text: `c * 3 * i` prints as `d0 * (s0 * 3)`.

use std::fmt;

/// An affine expression over dimension variables `d<i>` and symbols `s<i>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AffineExpr {
    /// Variable `i` of the map's domain (a dimension, or a level in an inverse map).
    Var(u32),
    /// Symbol `i` (the `[c]` of the ELL form).
    Sym(u32),
    /// An integer constant.
    Const(i64),
    /// A binary expression.
    Bin(AffineOp, Box<AffineExpr>, Box<AffineExpr>),
}

/// The binary operators of affine expressions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AffineOp {
    /// `+`
    Add,
    /// `*`
    Mul,
    /// `mod`
    Mod,
    /// `floordiv`
    FloorDiv,
    /// `ceildiv`
    CeilDiv,
}

impl AffineExpr {
    /// True when the expression has no variables (only symbols and constants).
    pub fn is_symbolic_or_constant(&self) -> bool {
        match self {
            AffineExpr::Var(_) => false,
            AffineExpr::Sym(_) | AffineExpr::Const(_) => true,
            AffineExpr::Bin(_, a, b) => a.is_symbolic_or_constant() && b.is_symbolic_or_constant(),
        }
    }

    /// True when the expression mentions a symbol.
    pub fn has_symbols(&self) -> bool {
        match self {
            AffineExpr::Sym(_) => true,
            AffineExpr::Var(_) | AffineExpr::Const(_) => false,
            AffineExpr::Bin(_, a, b) => a.has_symbols() || b.has_symbols(),
        }
    }

    fn constant(&self) -> Option<i64> {
        match self {
            AffineExpr::Const(c) => Some(*c),
            _ => None,
        }
    }

    /// Builds `a op b` with MLIR's simplifications; `None` when the product of two
    /// non-symbolic terms (not affine) is asked for, or a division by a non-positive
    /// constant.
    pub fn binary(op: AffineOp, a: AffineExpr, b: AffineExpr) -> Option<AffineExpr> {
        match op {
            AffineOp::Add => Some(Self::sum(a, b)),
            AffineOp::Mul => Self::product(a, b),
            _ => Self::div_like(op, a, b),
        }
    }

    /// `a + b`, simplified.
    pub fn sum(a: AffineExpr, b: AffineExpr) -> AffineExpr {
        match (a.constant(), b.constant()) {
            (Some(x), Some(y)) => return AffineExpr::Const(x.wrapping_add(y)),
            (Some(_), None) => return Self::sum(b, a),
            (None, Some(0)) => return a,
            _ => {}
        }
        // x + (y + c) → (x + y) + c, so constants gather on the right.
        if let AffineExpr::Bin(AffineOp::Add, y, c) = &b {
            if c.constant().is_some() {
                return Self::sum(Self::sum(a, (**y).clone()), (**c).clone());
            }
        }
        // (x + c1) + c2 → x + (c1 + c2)
        if let (AffineExpr::Bin(AffineOp::Add, x, c1), Some(c2)) = (&a, b.constant()) {
            if let Some(c1) = c1.constant() {
                return Self::sum((**x).clone(), AffineExpr::Const(c1.wrapping_add(c2)));
            }
        }
        AffineExpr::Bin(AffineOp::Add, Box::new(a), Box::new(b))
    }

    /// `a * b`, simplified; `None` when neither side is symbolic or constant.
    pub fn product(a: AffineExpr, b: AffineExpr) -> Option<AffineExpr> {
        match (a.constant(), b.constant()) {
            (Some(x), Some(y)) => return Some(AffineExpr::Const(x.wrapping_mul(y))),
            (Some(_), None) => return Self::product(b, a),
            (None, Some(1)) => return Some(a),
            (None, Some(0)) => return Some(AffineExpr::Const(0)),
            _ => {}
        }
        if !a.is_symbolic_or_constant() && !b.is_symbolic_or_constant() {
            return None;
        }
        if a.is_symbolic_or_constant() && !b.is_symbolic_or_constant() {
            return Self::product(b, a);
        }
        // (x * c1) * c2 → x * (c1 * c2)
        if let (AffineExpr::Bin(AffineOp::Mul, x, c1), Some(c2)) = (&a, b.constant()) {
            if let Some(c1) = c1.constant() {
                return Self::product((**x).clone(), AffineExpr::Const(c1.wrapping_mul(c2)));
            }
        }
        Some(AffineExpr::Bin(AffineOp::Mul, Box::new(a), Box::new(b)))
    }

    fn div_like(op: AffineOp, a: AffineExpr, b: AffineExpr) -> Option<AffineExpr> {
        if !b.is_symbolic_or_constant() {
            return None;
        }
        if let Some(d) = b.constant() {
            if d <= 0 {
                return None;
            }
            if let Some(n) = a.constant() {
                return Some(AffineExpr::Const(eval_op(op, n, d)));
            }
            if d == 1 {
                return Some(if op == AffineOp::Mod { AffineExpr::Const(0) } else { a });
            }
        }
        Some(AffineExpr::Bin(op, Box::new(a), Box::new(b)))
    }

    /// Evaluates with the given variable and symbol values.
    pub fn eval(&self, vars: &[i64], syms: &[i64]) -> i64 {
        self.eval_with(&|v| vars[v as usize], syms)
    }

    /// Evaluates with unsigned variable values (coordinates), without copying them.
    pub fn eval_crd(&self, vars: &[u64]) -> i64 {
        self.eval_with(&|v| vars[v as usize] as i64, &[])
    }

    fn eval_with(&self, var: &dyn Fn(u32) -> i64, syms: &[i64]) -> i64 {
        match self {
            AffineExpr::Var(v) => var(*v),
            AffineExpr::Sym(s) => syms.get(*s as usize).copied().unwrap_or(0),
            AffineExpr::Const(c) => *c,
            AffineExpr::Bin(op, a, b) => eval_op(*op, a.eval_with(var, syms), b.eval_with(var, syms)),
        }
    }

    /// Writes the expression with variables named by `var` and symbols by `sym`.
    pub fn write(
        &self,
        f: &mut dyn fmt::Write,
        var: &dyn Fn(u32) -> String,
        sym: &dyn Fn(u32) -> String,
    ) -> fmt::Result {
        self.write_in(f, var, sym, false)
    }

    fn write_in(
        &self,
        f: &mut dyn fmt::Write,
        var: &dyn Fn(u32) -> String,
        sym: &dyn Fn(u32) -> String,
        strong: bool,
    ) -> fmt::Result {
        match self {
            AffineExpr::Var(v) => f.write_str(&var(*v)),
            AffineExpr::Sym(s) => f.write_str(&sym(*s)),
            AffineExpr::Const(c) => write!(f, "{c}"),
            AffineExpr::Bin(AffineOp::Mul, a, b) if b.constant() == Some(-1) => {
                f.write_str("-")?;
                a.write_in(f, var, sym, true)
            }
            AffineExpr::Bin(AffineOp::Add, a, b) => {
                if strong {
                    f.write_str("(")?;
                }
                a.write_in(f, var, sym, false)?;
                match &**b {
                    AffineExpr::Const(c) if *c < 0 => write!(f, " - {}", c.unsigned_abs())?,
                    AffineExpr::Bin(AffineOp::Mul, x, m) if m.constant() == Some(-1) => {
                        f.write_str(" - ")?;
                        x.write_in(f, var, sym, true)?;
                    }
                    // A sum on the right keeps its parentheses: printed bare it would read
                    // back left-associated, a different expression (not a fixed point).
                    AffineExpr::Bin(AffineOp::Add, ..) => {
                        f.write_str(" + ")?;
                        b.write_in(f, var, sym, true)?;
                    }
                    _ => {
                        f.write_str(" + ")?;
                        b.write_in(f, var, sym, false)?;
                    }
                }
                if strong {
                    f.write_str(")")?;
                }
                Ok(())
            }
            AffineExpr::Bin(op, a, b) => {
                if strong {
                    f.write_str("(")?;
                }
                a.write_in(f, var, sym, true)?;
                f.write_str(match op {
                    AffineOp::Mul => " * ",
                    AffineOp::Mod => " mod ",
                    AffineOp::FloorDiv => " floordiv ",
                    AffineOp::CeilDiv => " ceildiv ",
                    AffineOp::Add => unreachable!("handled above"),
                })?;
                b.write_in(f, var, sym, true)?;
                if strong {
                    f.write_str(")")?;
                }
                Ok(())
            }
        }
    }

    /// Renders with MLIR's default names (`d0`, `s0`).
    pub fn to_mlir_string(&self) -> String {
        let mut s = String::new();
        let _ = self.write(&mut s, &|v| format!("d{v}"), &|v| format!("s{v}"));
        s
    }
}

/// Applies an operator with MLIR's semantics (floor/ceil division, non-negative modulo).
pub fn eval_op(op: AffineOp, a: i64, b: i64) -> i64 {
    match op {
        AffineOp::Add => a.wrapping_add(b),
        AffineOp::Mul => a.wrapping_mul(b),
        AffineOp::Mod if b != 0 => a.rem_euclid(b),
        AffineOp::FloorDiv if b != 0 => a.div_euclid(b),
        AffineOp::CeilDiv if b != 0 => -((-a).div_euclid(b)),
        _ => 0,
    }
}

/// The shape of one level expression, recognised once so that translating millions of
/// coordinates does not walk a tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LvlExprKind {
    /// `d`
    Dim(u32),
    /// `d floordiv c`
    FloorDiv(u32, u64),
    /// `d mod c`
    Mod(u32, u64),
    /// The ELL form's counting level `d * (s * k)` (written `c * k * d` with the symbol
    /// `c`): an entry's coordinate here is how many stored entries with the same
    /// dimension-`d` coordinate precede it (in the order of the other levels); `k` is the
    /// number of slices (the level size). Not a function of one coordinate: builders
    /// compute it over all entries ([`crate::lvl_coo::LvlCoo::from_coo`]).
    Count(u32, u64),
}

impl LvlExprKind {
    /// Recognises the shapes storage supports: `d`, `d floordiv c`, `d mod c`, and the ELL
    /// form's counting level.
    pub fn classify(e: &AffineExpr) -> Option<LvlExprKind> {
        match e {
            AffineExpr::Var(d) => Some(LvlExprKind::Dim(*d)),
            AffineExpr::Bin(AffineOp::Mul, a, b) => match (&**a, &**b) {
                // `c * 1 * i` simplifies to `d0 * s0`: one slice.
                (AffineExpr::Var(d), AffineExpr::Sym(_)) => Some(LvlExprKind::Count(*d, 1)),
                (AffineExpr::Var(d), AffineExpr::Bin(AffineOp::Mul, s, k)) => match (&**s, k.constant()) {
                    (AffineExpr::Sym(_), Some(k)) if k > 0 => Some(LvlExprKind::Count(*d, k as u64)),
                    _ => None,
                },
                _ => None,
            },
            AffineExpr::Bin(op, a, b) => match (&**a, b.constant()) {
                (AffineExpr::Var(d), Some(c)) if c > 0 => match op {
                    AffineOp::FloorDiv => Some(LvlExprKind::FloorDiv(*d, c as u64)),
                    AffineOp::Mod => Some(LvlExprKind::Mod(*d, c as u64)),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        }
    }

    /// The dimension the level reads.
    pub fn dim(self) -> usize {
        match self {
            LvlExprKind::Dim(d)
            | LvlExprKind::FloorDiv(d, _)
            | LvlExprKind::Mod(d, _)
            | LvlExprKind::Count(d, _) => d as usize,
        }
    }

    /// Level coordinate of a dimension coordinate; `None` for a counting level, whose
    /// coordinate depends on the other entries.
    #[inline]
    pub fn apply(self, dim_crd: u64) -> Option<u64> {
        match self {
            LvlExprKind::Dim(_) => Some(dim_crd),
            LvlExprKind::FloorDiv(_, c) => Some(dim_crd / c),
            LvlExprKind::Mod(_, c) => Some(dim_crd % c),
            LvlExprKind::Count(..) => None,
        }
    }
}

/// Infers the level→dimension map of a dim→lvl map, as MLIR does: the inverse of a
/// permutation, or `d = l_div * c + l_mod` for every `floordiv`/`mod` pair. `None` when
/// neither applies.
pub fn infer_lvl_to_dim(lvl_exprs: &[AffineExpr], dim_rank: usize) -> Option<Vec<AffineExpr>> {
    let kinds: Vec<LvlExprKind> = lvl_exprs.iter().map(LvlExprKind::classify).collect::<Option<_>>()?;
    let mut plain = vec![None; dim_rank];
    let mut div = vec![None; dim_rank];
    let mut rem = vec![None; dim_rank];
    for (l, kind) in kinds.iter().enumerate() {
        let slot = match kind {
            LvlExprKind::Dim(_) => &mut plain,
            LvlExprKind::FloorDiv(..) => &mut div,
            LvlExprKind::Mod(..) => &mut rem,
            LvlExprKind::Count(..) => return None,
        };
        let d = kind.dim();
        if d >= dim_rank || slot[d].is_some() {
            return None;
        }
        slot[d] = Some((l as u32, *kind));
    }
    let mut out = Vec::with_capacity(dim_rank);
    for d in 0..dim_rank {
        match (plain[d], div[d], rem[d]) {
            (Some((l, _)), None, None) => out.push(AffineExpr::Var(l)),
            (None, Some((ld, LvlExprKind::FloorDiv(_, c1))), Some((lm, LvlExprKind::Mod(_, c2))))
                if c1 == c2 =>
            {
                let scaled = AffineExpr::product(AffineExpr::Var(ld), AffineExpr::Const(c1 as i64))?;
                out.push(AffineExpr::sum(scaled, AffineExpr::Var(lm)));
            }
            _ => return None,
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use AffineExpr::{Const, Sym, Var};

    fn bin(op: AffineOp, a: AffineExpr, b: AffineExpr) -> AffineExpr {
        AffineExpr::binary(op, a, b).unwrap()
    }

    #[test]
    fn prints_like_mlir() {
        let e = bin(AffineOp::Mul, bin(AffineOp::Mul, Sym(0), Const(3)), Var(0));
        assert_eq!(e.to_mlir_string(), "d0 * (s0 * 3)");
        let e = bin(AffineOp::FloorDiv, bin(AffineOp::Mul, Var(0), Const(2)), Const(3));
        assert_eq!(e.to_mlir_string(), "(d0 * 2) floordiv 3");
        let e = bin(AffineOp::Add, Var(0), bin(AffineOp::Mul, Var(1), Const(-1)));
        assert_eq!(e.to_mlir_string(), "d0 - d1");
        let e = bin(AffineOp::Add, bin(AffineOp::Add, Var(0), Var(1)), Const(1));
        assert_eq!(e.to_mlir_string(), "d0 + d1 + 1");
        let e = bin(AffineOp::Add, Var(0), bin(AffineOp::Add, Var(1), Const(1)));
        assert_eq!(e.to_mlir_string(), "d0 + d1 + 1");
        assert_eq!(bin(AffineOp::Add, Const(2), Var(0)).to_mlir_string(), "d0 + 2");
        assert_eq!(bin(AffineOp::Mul, Var(0), Const(-1)).to_mlir_string(), "-d0");
        let e = bin(AffineOp::Mul, bin(AffineOp::Add, Var(0), Var(1)), Const(2));
        assert_eq!(e.to_mlir_string(), "(d0 + d1) * 2");
        let e =
            bin(AffineOp::Add, bin(AffineOp::Add, Var(0), bin(AffineOp::Mul, Var(1), Const(2))), Const(-1));
        assert_eq!(e.to_mlir_string(), "d0 + d1 * 2 - 1");
    }

    #[test]
    fn evaluates_floor_ceil_mod() {
        assert_eq!(eval_op(AffineOp::FloorDiv, -3, 2), -2);
        assert_eq!(eval_op(AffineOp::CeilDiv, 3, 2), 2);
        assert_eq!(eval_op(AffineOp::CeilDiv, -3, 2), -1);
        assert_eq!(eval_op(AffineOp::Mod, -3, 2), 1);
    }

    #[test]
    fn infers_block_inverse() {
        let lvls = vec![
            bin(AffineOp::FloorDiv, Var(0), Const(2)),
            bin(AffineOp::FloorDiv, Var(1), Const(3)),
            bin(AffineOp::Mod, Var(0), Const(2)),
            bin(AffineOp::Mod, Var(1), Const(3)),
        ];
        let inv = infer_lvl_to_dim(&lvls, 2).unwrap();
        let s: Vec<_> = inv.iter().map(|e| e.to_mlir_string()).collect();
        assert_eq!(s, ["d0 * 2 + d2", "d1 * 3 + d3"]);
        assert!(infer_lvl_to_dim(&[Var(0)], 2).is_none());
        assert!(infer_lvl_to_dim(&[Var(0), Var(0)], 2).is_none());
    }
}

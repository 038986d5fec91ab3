//! The operator names of the `graphblas` dialect, in one place.
//!
//! Why: ops name their computation with strings (`semiring = "min_plus"`,
//! `apply_operator = "minv"`, `selector = "triu"`); the verifier must accept exactly the
//! names mlir-graphblas accepted and the lowering must build one region per name. Both
//! read these tables, so a name is either known to both or to neither.
//!
//! A semiring is `<monoid>_<binary>`, split at the first underscore: `plus_times`,
//! `any_overlapi`. `lxor` is an extension mlir-graphblas implemented but never accepted.

/// An enum of operators and the table of their names (`NAMES: Enum { Variant = "name" }`).
macro_rules! named_enum {
    ($(#[$edoc:meta])* $table:ident: $name:ident { $($(#[$doc:meta])* $variant:ident = $text:literal,)* }) => {
        $(#[$edoc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[allow(missing_docs)]
        pub enum $name {
            $($(#[$doc])* $variant,)*
        }

        /// Every value with its name.
        pub const $table: &[(&str, $name)] = &[$(($text, $name::$variant),)*];

        impl $name {
            /// The value named `name`.
            pub fn from_name(name: &str) -> Option<$name> {
                $table.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
            }

            /// Its name.
            pub fn name(self) -> &'static str {
                $table.iter().find(|(_, v)| *v == self).map_or("?", |(n, _)| n)
            }
        }
    };
}

named_enum! {
    /// A binary operator: value binaries, positional binaries (`row`, `column`, `index`) and
    /// the semiring-only `overlapi`.
    BINARIES: Binary {
        Atan2 = "atan2",
        Div = "div",
        Eq = "eq",
        First = "first",
        Ge = "ge",
        Gt = "gt",
        Hypot = "hypot",
        Land = "land",
        Le = "le",
        Lor = "lor",
        Lt = "lt",
        Lxor = "lxor",
        Max = "max",
        Min = "min",
        Minus = "minus",
        Ne = "ne",
        Pair = "pair",
        Plus = "plus",
        Pow = "pow",
        Rdiv = "rdiv",
        Second = "second",
        Times = "times",
        /// The row coordinate of the entry (positional).
        Row = "row",
        /// The column coordinate of the entry (positional).
        Column = "column",
        /// The coordinate of a vector entry (positional).
        Index = "index",
        /// The contraction coordinate `k` of a multiply (semirings only).
        Overlapi = "overlapi",
    }
}

impl Binary {
    /// True for the comparisons, whose result is `i1` (stored as `i8` 0/1 in a tensor).
    pub fn is_comparison(self) -> bool {
        matches!(self, Binary::Eq | Binary::Ne | Binary::Lt | Binary::Le | Binary::Gt | Binary::Ge)
    }

    /// True for the operators that read coordinates, not values.
    pub fn is_positional(self) -> bool {
        matches!(self, Binary::Row | Binary::Column | Binary::Index | Binary::Overlapi)
    }

    /// True for the operators defined on integers only (bitwise logic).
    pub fn integer_only(self) -> bool {
        matches!(self, Binary::Land | Binary::Lor | Binary::Lxor)
    }

    /// True for the operators defined on floats only.
    pub fn float_only(self) -> bool {
        matches!(self, Binary::Pow | Binary::Atan2 | Binary::Hypot)
    }
}

named_enum! {
    /// A unary operator (value or positional).
    UNARIES: Unary {
        Abs = "abs",
        Ainv = "ainv",
        Acos = "acos",
        Asin = "asin",
        Cos = "cos",
        Exp = "exp",
        Isinf = "isinf",
        Log = "log",
        Minv = "minv",
        Sin = "sin",
        Sqrt = "sqrt",
        Tan = "tan",
        /// The value itself (apply only: no copy).
        Identity = "identity",
        Row = "row",
        Column = "column",
        Index = "index",
    }
}

impl Unary {
    /// True for the operators that give a coordinate (an `i64`), not a value.
    pub fn is_positional(self) -> bool {
        matches!(self, Unary::Row | Unary::Column | Unary::Index)
    }

    /// True for the operators defined on floats only.
    pub fn float_only(self) -> bool {
        matches!(
            self,
            Unary::Acos
                | Unary::Asin
                | Unary::Cos
                | Unary::Exp
                | Unary::Isinf
                | Unary::Log
                | Unary::Sin
                | Unary::Sqrt
                | Unary::Tan
        )
    }
}

named_enum! {
    /// A monoid: an associative binary operator with an identity.
    MONOIDS: Monoid {
        Any = "any",
        Land = "land",
        Lor = "lor",
        Max = "max",
        Min = "min",
        Plus = "plus",
        Times = "times",
    }
}

impl Monoid {
    /// The binary operator the monoid folds with (`any` keeps the newer value).
    pub fn binary(self) -> Binary {
        match self {
            Monoid::Any => Binary::Second,
            Monoid::Land => Binary::Land,
            Monoid::Lor => Binary::Lor,
            Monoid::Max => Binary::Max,
            Monoid::Min => Binary::Min,
            Monoid::Plus => Binary::Plus,
            Monoid::Times => Binary::Times,
        }
    }
}

/// A semiring `<monoid>_<binary>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Semiring {
    pub add: Monoid,
    pub mult: Binary,
}

impl Semiring {
    /// Parses `plus_times`, split at the first underscore (`None` if either half is
    /// unknown; every binary operator is a valid multiply).
    pub fn from_name(name: &str) -> Option<Semiring> {
        let (add, mult) = name.split_once('_')?;
        Some(Semiring { add: Monoid::from_name(add)?, mult: Binary::from_name(mult)? })
    }
}

/// A reduction of `reduce_to_scalar` / `reduce_to_vector`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Aggregator {
    Monoid(Monoid),
    /// Number of stored entries (an `i64`).
    Count,
    /// Coordinate of the smallest value, the lowest on ties (an `i64`).
    Argmin,
    /// Coordinate of the largest value, the lowest on ties (an `i64`).
    Argmax,
    /// Value of the first stored entry.
    First,
    /// Value of the last stored entry.
    Last,
}

impl Aggregator {
    /// The aggregator named `name`.
    pub fn from_name(name: &str) -> Option<Aggregator> {
        Some(match name {
            "count" => Aggregator::Count,
            "argmin" => Aggregator::Argmin,
            "argmax" => Aggregator::Argmax,
            "first" => Aggregator::First,
            "last" => Aggregator::Last,
            _ => Aggregator::Monoid(Monoid::from_name(name)?),
        })
    }

    /// True when the result is an `i64` whatever the input's element type.
    pub fn gives_i64(self) -> bool {
        matches!(self, Aggregator::Count | Aggregator::Argmin | Aggregator::Argmax)
    }
}

/// What `apply_operator` names: a unary operator, or a binary one with a thunk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ApplyOp {
    Unary(Unary),
    Binary(Binary),
}

/// The binary operators `apply` accepts (with a thunk on either side).
const APPLY_BINARIES: &[Binary] = &[
    Binary::Div,
    Binary::Eq,
    Binary::First,
    Binary::Ge,
    Binary::Gt,
    Binary::Le,
    Binary::Lt,
    Binary::Max,
    Binary::Min,
    Binary::Minus,
    Binary::Ne,
    Binary::Plus,
    Binary::Pow,
    Binary::Second,
    Binary::Times,
];

impl ApplyOp {
    /// What `apply_operator = name` means (`row`/`column`/`index` are the unary,
    /// positional operators).
    pub fn from_name(name: &str) -> Option<ApplyOp> {
        if let Some(u) = Unary::from_name(name) {
            return Some(ApplyOp::Unary(u));
        }
        let b = Binary::from_name(name)?;
        APPLY_BINARIES.contains(&b).then_some(ApplyOp::Binary(b))
    }
}

/// A selector of `select`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Selector {
    /// Strictly lower triangle (column < row); matrices only, no thunk.
    Tril,
    /// Strictly upper triangle (column > row); matrices only, no thunk.
    Triu,
    /// Infinite values; no thunk.
    Isinf,
    /// `value <cmp> thunk`.
    Compare(Binary),
    /// Each entry kept with probability `thunk`, drawn from the RNG context.
    Probability,
}

impl Selector {
    /// The selector named `name`.
    pub fn from_name(name: &str) -> Option<Selector> {
        Some(match name {
            "tril" => Selector::Tril,
            "triu" => Selector::Triu,
            "isinf" => Selector::Isinf,
            "probability" => Selector::Probability,
            _ => {
                let b = Binary::from_name(name)?;
                if !b.is_comparison() {
                    return None;
                }
                Selector::Compare(b)
            }
        })
    }

    /// How many thunk operands the selector takes.
    pub fn thunks(self) -> usize {
        match self {
            Selector::Tril | Selector::Triu | Selector::Isinf => 0,
            Selector::Compare(_) => 1,
            Selector::Probability => 2,
        }
    }
}

/// The operators `union` accepts.
pub const UNION_OPS: &[Binary] =
    &[Binary::First, Binary::Max, Binary::Min, Binary::Plus, Binary::Second, Binary::Times];

/// The operators `intersect` accepts.
pub const INTERSECT_OPS: &[Binary] = &[
    Binary::Atan2,
    Binary::Div,
    Binary::Eq,
    Binary::First,
    Binary::Ge,
    Binary::Gt,
    Binary::Hypot,
    Binary::Le,
    Binary::Lt,
    Binary::Max,
    Binary::Min,
    Binary::Minus,
    Binary::Ne,
    Binary::Pair,
    Binary::Plus,
    Binary::Pow,
    Binary::Rdiv,
    Binary::Second,
    Binary::Times,
];

/// The accumulators `update` accepts.
pub const ACCUMULATE_OPS: &[Binary] = UNION_OPS;

/// The operator named `name` if it is in `allowed`.
pub fn binary_in(name: &str, allowed: &[Binary]) -> Option<Binary> {
    Binary::from_name(name).filter(|b| allowed.contains(b))
}

/// The kinds of `graphblas.yield`, in the order of their integer values.
pub const YIELD_KINDS: &[&str] = &[
    "transform_in_a",
    "transform_in_b",
    "transform_out",
    "select_in_a",
    "select_in_b",
    "select_out",
    "add_identity",
    "add",
    "mult",
    "agg_identity",
    "agg",
    "accumulate",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn semirings_split_at_the_first_underscore() {
        let s = Semiring::from_name("any_overlapi").unwrap();
        assert_eq!((s.add, s.mult), (Monoid::Any, Binary::Overlapi));
        assert_eq!(Semiring::from_name("min_plus").unwrap().mult, Binary::Plus);
        assert!(Semiring::from_name("plus").is_none());
        assert!(Semiring::from_name("minus_times").is_none());
        assert!(Semiring::from_name("plus_bogus").is_none());
        let count = MONOIDS.len() * BINARIES.len();
        let parsed = MONOIDS
            .iter()
            .flat_map(|(m, _)| BINARIES.iter().map(move |(b, _)| format!("{m}_{b}")))
            .filter(|s| Semiring::from_name(s).is_some())
            .count();
        assert_eq!(parsed, count);
    }

    #[test]
    fn names_round_trip() {
        for (n, b) in BINARIES {
            assert_eq!(Binary::from_name(n), Some(*b));
            assert_eq!(b.name(), *n);
        }
        assert_eq!(ApplyOp::from_name("minv"), Some(ApplyOp::Unary(Unary::Minv)));
        assert_eq!(ApplyOp::from_name("div"), Some(ApplyOp::Binary(Binary::Div)));
        assert_eq!(ApplyOp::from_name("atan2"), None);
        assert_eq!(Selector::from_name("gt"), Some(Selector::Compare(Binary::Gt)));
        assert_eq!(Selector::from_name("plus"), None);
        assert_eq!(Aggregator::from_name("argmin"), Some(Aggregator::Argmin));
        assert!(binary_in("minus", UNION_OPS).is_none());
        assert!(binary_in("minus", INTERSECT_OPS).is_some());
    }
}

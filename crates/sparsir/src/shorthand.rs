//! Short names for common encodings on the command line.
//!
//! Why: `--to csr` is friendlier than `--to '#sparse_tensor.encoding<{ map = (i, j) -> (i :
//! dense, j : compressed) }>'`. Every name expands to full encoding text, so nothing
//! downstream knows the shorthand exists.

/// The encoding text for a short name and rank, or `None` when `name` is not a shorthand.
pub fn expand(name: &str, rank: usize) -> Option<String> {
    let vars: Vec<String> = (0..rank).map(|d| format!("d{d}")).collect();
    let dims = vars.join(", ");
    let lvls = |types: Vec<String>| {
        format!("#sparse_tensor.encoding<{{ map = ({dims}) -> ({}) }}>", types.join(", "))
    };
    let identity =
        |fmt: &dyn Fn(usize) -> &'static str| lvls((0..rank).map(|d| format!("d{d} : {}", fmt(d))).collect());
    Some(match name.to_ascii_lowercase().as_str() {
        "csr" if rank == 2 => identity(&|d| if d == 0 { "dense" } else { "compressed" }),
        "dcsr" if rank == 2 => identity(&|_| "compressed"),
        "csc" if rank == 2 => lvls(vec!["d1 : dense".into(), "d0 : compressed".into()]),
        "dcsc" if rank == 2 => lvls(vec!["d1 : compressed".into(), "d0 : compressed".into()]),
        "csf" => identity(&|_| "compressed"),
        "dense" => identity(&|_| "dense"),
        "sparse" | "vector" if rank == 1 => identity(&|_| "compressed"),
        "coo" if rank == 1 => identity(&|_| "compressed"),
        "coo" => identity(&|d| match d {
            0 => "compressed(nonunique)",
            d if d + 1 < rank => "singleton(nonunique)",
            _ => "singleton",
        }),
        _ => return None,
    })
}

/// The default encoding of `sparsir convert`: CSR for matrices, a sparse vector for
/// rank 1, CSF otherwise.
pub fn default_for_rank(rank: usize) -> String {
    match rank {
        1 => expand("sparse", 1),
        2 => expand("csr", 2),
        _ => expand("csf", rank),
    }
    .expect("default shorthand exists")
}

#[cfg(test)]
mod tests {
    use super::*;
    use sparsir_storage::Encoding;

    #[test]
    fn every_shorthand_parses() {
        for (name, rank) in [
            ("csr", 2),
            ("csc", 2),
            ("dcsr", 2),
            ("dcsc", 2),
            ("coo", 2),
            ("coo", 3),
            ("coo", 1),
            ("csf", 3),
            ("dense", 2),
            ("sparse", 1),
        ] {
            let text = expand(name, rank).unwrap();
            let enc = Encoding::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(enc.dim_rank, rank);
        }
        assert!(expand("csr", 3).is_none());
        assert!(expand("nope", 2).is_none());
    }
}

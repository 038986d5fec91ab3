//! Keeping the kernel cache bounded: least recently used libraries are removed.
//!
//! Why: every distinct program adds a compiled library and its source to the cache
//! (`cc::library_for`); a test suite or a generator of programs adds thousands, and an
//! unbounded cache grows by gigabytes. A cache hit marks its library used now (its
//! modification time); after a compile, at most once an hour per cache directory (a
//! `.last-prune` file's time), the entries beyond the size limit are removed oldest first,
//! and temporary files a crashed compile left are removed.
//!
//! Worked example: limit 1 MB, entries `a` (used 3 days ago, 600 KB), `b` (yesterday,
//! 600 KB), `c` (just now, 100 KB): 1.3 MB is over the limit, so `a` goes (its `.c`
//! first, then its `.so`), leaving 700 KB, below the 80% the pruning aims for.
//!
//! Safe with concurrent processes: a library loaded elsewhere stays mapped after removal
//! (Linux), entries used within the last ten minutes are never removed (a process that
//! found a hit touched it just before loading it), and a process that finds the `.so`
//! without its `.c` recompiles.

use std::path::Path;
use std::time::{Duration, SystemTime};

/// The default limit of the cache's size (`SPARSIR_CACHE_MAX_MB` overrides it).
const DEFAULT_MAX_MB: u64 = 512;
/// How often a cache directory is pruned.
const PRUNE_EVERY: Duration = Duration::from_secs(3600);
/// Entries used more recently than this are kept whatever the size.
const KEEP_RECENT: Duration = Duration::from_secs(600);
/// Temporary files older than this belong to a compile that did not finish.
const STALE_TEMP: Duration = Duration::from_secs(3600);

/// The cache's size limit in bytes.
pub fn max_bytes() -> u64 {
    let mb = std::env::var("SPARSIR_CACHE_MAX_MB").ok().and_then(|s| s.trim().parse::<u64>().ok());
    mb.unwrap_or(DEFAULT_MAX_MB).saturating_mul(1 << 20)
}

/// Marks a cached library used now (errors ignored: the mark only orders pruning).
pub fn touch(so: &Path) {
    if let Ok(f) = std::fs::File::open(so) {
        let _ = f.set_modified(SystemTime::now());
    }
}

/// Prunes `dir` to [`max_bytes`] when it was not pruned within the last hour.
pub fn maybe_prune(dir: &Path) {
    let stamp = dir.join(".last-prune");
    let now = SystemTime::now();
    let recent = std::fs::metadata(&stamp)
        .and_then(|m| m.modified())
        .is_ok_and(|t| now.duration_since(t).is_ok_and(|age| age < PRUNE_EVERY));
    if recent || std::fs::write(&stamp, b"").is_err() {
        return;
    }
    prune(dir, max_bytes(), now);
}

/// One cached entry: its key, when it was last used, the bytes of its files.
struct Entry {
    key: String,
    used: SystemTime,
    bytes: u64,
}

/// Removes stale temporary files, then the least recently used entries (never those used
/// within [`KEEP_RECENT`] of `now`) until the entries take at most 80% of `limit`, when
/// they take more than `limit`.
pub fn prune(dir: &Path, limit: u64, now: SystemTime) {
    let Ok(list) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<Entry> = Vec::new();
    let mut sources: std::collections::HashMap<String, u64> = std::collections::HashMap::new();
    for item in list.flatten() {
        let name = item.file_name().to_string_lossy().into_owned();
        let Ok(meta) = item.metadata() else { continue };
        let used = meta.modified().unwrap_or(now);
        let age = now.duration_since(used).unwrap_or_default();
        let parts: Vec<&str> = name.split('.').collect();
        match parts[..] {
            [key, "so"] if is_key(key) => {
                entries.push(Entry { key: key.to_string(), used, bytes: meta.len() });
            }
            [key, "c"] if is_key(key) => {
                sources.insert(key.to_string(), meta.len());
            }
            // `<key>.<pid>.<nanos>.{c,so}`: a compile in progress, or one that died.
            [key, _, _, "c" | "so"] if is_key(key) && age > STALE_TEMP => {
                let _ = std::fs::remove_file(item.path());
            }
            _ => {}
        }
    }
    for e in &mut entries {
        e.bytes += sources.get(&e.key).copied().unwrap_or(0);
    }
    let mut total: u64 = entries.iter().map(|e| e.bytes).sum();
    if total <= limit {
        return;
    }
    let target = limit / 5 * 4;
    entries.sort_by_key(|e| e.used);
    for e in entries {
        let fresh = now.duration_since(e.used).map_or(true, |age| age < KEEP_RECENT);
        if total <= target || fresh {
            break;
        }
        // The source first: a reader that still finds the library then recompiles.
        let _ = std::fs::remove_file(dir.join(format!("{}.c", e.key)));
        let _ = std::fs::remove_file(dir.join(format!("{}.so", e.key)));
        total = total.saturating_sub(e.bytes);
    }
}

/// A cache key: 32 lowercase hexadecimal digits (`cc::key`).
fn is_key(s: &str) -> bool {
    s.len() == 32 && s.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

#[cfg(test)]
mod tests {
    use super::prune;
    use std::path::Path;
    use std::time::{Duration, SystemTime};

    fn entry(dir: &Path, key: &str, bytes: usize, age_secs: u64, now: SystemTime) {
        for ext in ["so", "c"] {
            let path = dir.join(format!("{key}.{ext}"));
            std::fs::write(&path, vec![0u8; bytes / 2]).unwrap();
            let f = std::fs::File::options().write(true).open(&path).unwrap();
            f.set_modified(now - Duration::from_secs(age_secs)).unwrap();
        }
    }

    fn key(c: char) -> String {
        std::iter::repeat_n(c, 32).collect()
    }

    fn left(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn the_least_recently_used_go_first_and_recent_ones_stay() {
        let dir = std::env::temp_dir().join(format!("sparsir-prune-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let now = SystemTime::now();
        entry(&dir, &key('a'), 600_000, 3 * 86400, now);
        entry(&dir, &key('b'), 600_000, 86400, now);
        entry(&dir, &key('c'), 100_000, 1, now);
        // A temporary file of a compile that died, one of a compile running now, and a
        // file that is not the cache's.
        let dead = dir.join(format!("{}.123.456.c", key('d')));
        std::fs::write(&dead, b"x").unwrap();
        let f = std::fs::File::options().write(true).open(&dead).unwrap();
        f.set_modified(now - Duration::from_secs(7200)).unwrap();
        std::fs::write(dir.join(format!("{}.124.457.so", key('e'))), b"x").unwrap();
        std::fs::write(dir.join("notes.txt"), b"x").unwrap();

        prune(&dir, 1_000_000, now);
        let mut want = vec![
            format!("{}.124.457.so", key('e')),
            format!("{}.c", key('b')),
            format!("{}.so", key('b')),
            format!("{}.c", key('c')),
            format!("{}.so", key('c')),
            "notes.txt".to_string(),
        ];
        want.sort();
        assert_eq!(left(&dir), want);

        // Below the limit nothing goes; entries used in the last minutes never go.
        prune(&dir, 1_000_000, now);
        assert_eq!(left(&dir).len(), want.len());
        prune(&dir, 1, now);
        assert!(left(&dir).contains(&format!("{}.so", key('c'))));
        assert!(!left(&dir).contains(&format!("{}.so", key('b'))));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

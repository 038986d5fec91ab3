//! Checking expected diagnostics, like `mlir-opt --verify-diagnostics`.
//!
//! Why: the tests of invalid programs state, next to the offending line, which error the
//! program must produce (`// expected-error {{message}}`); the same files are checked by
//! MLIR 22 and by us, so our messages stay MLIR's. This module reads those annotations,
//! runs parse + verify on each chunk of the file and reports, as MLIR does:
//! `unexpected error: …` for a diagnostic nobody expected, and
//! `expected error "…" was not produced` for an annotation no diagnostic matched.
//!
//! Annotation grammar (MLIR's): `expected-(error|warning|note|remark)(-re)?`, optional
//! spaces, an optional designator `@+N`, `@-N`, `@above`, `@below` or `@unknown`, optional
//! spaces, then `{{message}}` ending the line (trailing spaces allowed). The message must
//! be contained in the diagnostic's message; with `-re`, the parts inside `{{…}}` within
//! the message are regular expressions. `@above`/`@below` name the nearest line above or
//! below that holds no annotation itself.

use crate::diag::{Diag, Severity, SourceFile};
use crate::ir::Ir;
use crate::split::{self, Chunk};

/// One `expected-…` annotation.
#[derive(Clone, Debug)]
pub struct Expected {
    /// The severity the diagnostic must have.
    pub severity: Severity,
    /// The message text as written between the outer `{{` and `}}`.
    pub text: String,
    /// Line (1-based, in the whole file) where the diagnostic is expected; `None` for
    /// `@unknown` (a diagnostic without a location).
    pub line: Option<u32>,
    /// Byte offset of the word `expected` (where "was not produced" is reported).
    pub pos: u32,
    /// A diagnostic matched it.
    pub matched: bool,
    pattern: Option<Regex>,
}

impl Expected {
    /// True when `message` satisfies this annotation.
    pub fn matches(&self, message: &str) -> bool {
        match &self.pattern {
            Some(re) => re.is_match(message),
            None => message.contains(&self.text),
        }
    }
}

enum Designator {
    Here,
    Offset(i64),
    Above,
    Below,
    Unknown,
}

struct Annotation {
    col: usize,
    severity: Severity,
    regex: bool,
    designator: Designator,
    text: String,
}

/// Reads every annotation of a file. An invalid `-re` pattern is an error at its line.
pub fn parse_expectations(text: &str) -> Result<Vec<Expected>, Diag> {
    let mut out: Vec<Expected> = Vec::new();
    let mut waiting_below: Vec<usize> = Vec::new();
    let mut last_plain_line = 0u32;
    let mut line_start = 0usize;
    for (i, line) in text.split('\n').enumerate() {
        let line_no = i as u32 + 1;
        let found = parse_annotations(line.strip_suffix('\r').unwrap_or(line));
        if found.is_empty() {
            for k in waiting_below.drain(..) {
                out[k].line = Some(line_no);
            }
            last_plain_line = line_no;
        }
        for a in found {
            let pos = (line_start + a.col) as u32;
            let line = match a.designator {
                Designator::Here => Some(line_no),
                Designator::Offset(d) => Some((line_no as i64 + d).clamp(0, u32::MAX as i64) as u32),
                Designator::Above => Some(last_plain_line),
                Designator::Below => {
                    waiting_below.push(out.len());
                    Some(0)
                }
                Designator::Unknown => None,
            };
            let pattern = if a.regex {
                Some(
                    Regex::from_expectation(&a.text)
                        .map_err(|m| Diag::error(pos, format!("invalid regex: {m}")))?,
                )
            } else {
                None
            };
            out.push(Expected { severity: a.severity, text: a.text, line, pos, matched: false, pattern });
        }
        line_start += line.len() + 1;
    }
    Ok(out)
}

/// The annotations on one line (leftmost first; MLIR takes one per `expected-`).
fn parse_annotations(line: &str) -> Vec<Annotation> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(i) = line[from..].find("expected-") {
        let col = from + i;
        match parse_annotation(&line[col + "expected-".len()..]) {
            Some((severity, regex, designator, text)) => {
                out.push(Annotation { col, severity, regex, designator, text });
                // The message runs to the end of the line.
                break;
            }
            None => from = col + 1,
        }
    }
    out
}

fn parse_annotation(s: &str) -> Option<(Severity, bool, Designator, String)> {
    let kinds = [
        ("error", Severity::Error),
        ("warning", Severity::Warning),
        ("note", Severity::Note),
        ("remark", Severity::Remark),
    ];
    let (severity, s) = kinds.iter().find_map(|(k, sev)| s.strip_prefix(k).map(|rest| (*sev, rest)))?;
    let (regex, s) = match s.strip_prefix("-re") {
        Some(rest) => (true, rest),
        None => (false, s),
    };
    let mut s = s.trim_start_matches(' ');
    let mut designator = Designator::Here;
    if let Some(rest) = s.strip_prefix('@') {
        let (d, rest) = parse_designator(rest)?;
        designator = d;
        s = rest.trim_start_matches(' ');
    }
    let body = s.strip_prefix("{{")?.trim_end_matches(' ');
    let text = body.strip_suffix("}}")?;
    Some((severity, regex, designator, text.to_string()))
}

fn parse_designator(s: &str) -> Option<(Designator, &str)> {
    for (word, d) in
        [("above", Designator::Above), ("below", Designator::Below), ("unknown", Designator::Unknown)]
    {
        if let Some(rest) = s.strip_prefix(word) {
            return Some((d, rest));
        }
    }
    let sign = match s.as_bytes().first()? {
        b'+' => 1,
        b'-' => -1,
        _ => return None,
    };
    let digits = s[1..].bytes().take_while(u8::is_ascii_digit).count();
    let n: i64 = s[1..1 + digits].parse().ok()?;
    Some((Designator::Offset(sign * n), &s[1 + digits..]))
}

/// Parses and verifies one program; the first diagnostic on failure.
pub fn parse_and_verify(text: &str) -> Result<Ir, Diag> {
    let ir = crate::parse(text)?;
    crate::verify::verify(&ir)?;
    Ok(ir)
}

/// The outcome of checking a file's expected diagnostics.
pub struct Checked {
    /// Per chunk: the IR when the chunk produced no diagnostic (printed by `sparsir opt`).
    pub chunks: Vec<Option<Ir>>,
    /// Rendered failures (`file:line:col: error: unexpected error: …` + source line),
    /// unexpected diagnostics first, in order, then annotations not produced.
    pub failures: Vec<String>,
}

impl Checked {
    /// True when every diagnostic was expected and every annotation produced.
    pub fn ok(&self) -> bool {
        self.failures.is_empty()
    }
}

/// Checks a file: `split` runs each `// -----` chunk separately, as
/// `--split-input-file --verify-diagnostics` does.
pub fn check_file(name: &str, text: &str, split: bool) -> Checked {
    let chunks = if split { split::split_input(text) } else { vec![split::whole(text)] };
    check_chunks(name, text, &chunks, parse_and_verify)
}

/// Checks the given chunks of `text`, running `run` on each chunk's text.
pub fn check_chunks(
    name: &str,
    text: &str,
    chunks: &[Chunk<'_>],
    mut run: impl FnMut(&str) -> Result<Ir, Diag>,
) -> Checked {
    let file = SourceFile::new(name, text, 1);
    let mut failures = Vec::new();
    let mut expected = match parse_expectations(text) {
        Ok(e) => e,
        Err(d) => {
            failures.push(file.render(&d));
            Vec::new()
        }
    };
    let mut outputs = Vec::new();
    for chunk in chunks {
        match run(chunk.text) {
            Ok(ir) => outputs.push(Some(ir)),
            Err(d) => {
                outputs.push(None);
                let pos = chunk.file_pos(d.pos);
                match_diag(&file, &mut expected, d.severity, pos, &d.message, &mut failures);
                for n in &d.notes {
                    match_diag(
                        &file,
                        &mut expected,
                        n.severity,
                        chunk.file_pos(n.pos),
                        &n.message,
                        &mut failures,
                    );
                }
            }
        }
    }
    for e in expected.iter().filter(|e| !e.matched) {
        let msg = format!("expected {} \"{}\" was not produced", e.severity.as_str(), e.text);
        match e.line {
            // MLIR reports `@unknown` annotations without a place.
            None => failures.push(format!("<unknown>:0: error: {msg}\n")),
            Some(_) => failures.push(file.render(&Diag::error(e.pos, msg))),
        }
    }
    Checked { chunks: outputs, failures }
}

fn match_diag(
    file: &SourceFile<'_>,
    expected: &mut [Expected],
    severity: Severity,
    pos: u32,
    message: &str,
    failures: &mut Vec<String>,
) {
    let line = (pos != u32::MAX).then(|| file.line_col(pos).0);
    let fits = |e: &Expected| e.line == line && e.severity == severity && e.matches(message);
    let pick = expected.iter().position(|e| !e.matched && fits(e)).or_else(|| expected.iter().position(fits));
    match pick {
        Some(k) => expected[k].matched = true,
        None => {
            let msg = format!("unexpected {}: {message}", severity.as_str());
            failures.push(file.render(&Diag::error(pos, msg)));
        }
    }
}

// ---- the regular expressions of `expected-error-re` ------------------------------------

/// A small POSIX-extended regular expression (what `-re` annotations use): literals,
/// `.`, bracket expressions (ranges, `^`, `[:digit:]`-style classes), groups with `|`,
/// `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`, `^`, `$`; `\c` is the literal `c`. Matching is
/// a search anywhere in the text, by backtracking (the texts are one-line messages).
#[derive(Clone, Debug)]
struct Regex {
    alternatives: Vec<Vec<Node>>,
}

#[derive(Clone, Debug)]
enum Node {
    Char(char),
    Any,
    Class { negated: bool, items: Vec<ClassItem> },
    Group(Vec<Vec<Node>>),
    Repeat { node: Box<Node>, min: u32, max: Option<u32> },
    Start,
    End,
}

#[derive(Clone, Debug)]
enum ClassItem {
    Range(char, char),
    Named(fn(char) -> bool),
}

impl Regex {
    /// The regex of an annotation: text outside `{{…}}` literally, inside as a regex.
    fn from_expectation(text: &str) -> Result<Regex, String> {
        let mut pattern = String::new();
        let mut rest = text;
        while let Some(open) = rest.find("{{") {
            pattern.push_str(&escape(&rest[..open]));
            let after = &rest[open + 2..];
            let close = after.find("}}").ok_or("found start of regex with no end '}}'")?;
            pattern.push('(');
            pattern.push_str(&after[..close]);
            pattern.push(')');
            rest = &after[close + 2..];
        }
        pattern.push_str(&escape(rest));
        Regex::new(&pattern)
    }

    fn new(pattern: &str) -> Result<Regex, String> {
        let chars: Vec<char> = pattern.chars().collect();
        let mut i = 0;
        let alternatives = parse_alternatives(&chars, &mut i, 0)?;
        if i < chars.len() {
            return Err("unmatched ')'".into());
        }
        Ok(Regex { alternatives })
    }

    fn is_match(&self, text: &str) -> bool {
        let s: Vec<char> = text.chars().collect();
        let top = Node::Group(self.alternatives.clone());
        (0..=s.len()).any(|start| match_seq(std::slice::from_ref(&top), &s, start, &mut |_| true))
    }
}

fn escape(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        if "\\.^$|()[]{}*+?".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

fn parse_alternatives(p: &[char], i: &mut usize, depth: u32) -> Result<Vec<Vec<Node>>, String> {
    if depth > 100 {
        return Err("groups nested too deeply".into());
    }
    let mut alts = vec![Vec::new()];
    while *i < p.len() {
        let c = p[*i];
        *i += 1;
        let node = match c {
            '|' => {
                alts.push(Vec::new());
                continue;
            }
            ')' if depth > 0 => return Ok(alts),
            ')' => return Err("unmatched ')'".into()),
            '(' => Node::Group(parse_alternatives(p, i, depth + 1)?),
            '.' => Node::Any,
            '^' => Node::Start,
            '$' => Node::End,
            '[' => parse_class(p, i)?,
            '\\' => {
                let e = *p.get(*i).ok_or("trailing backslash (\\)")?;
                *i += 1;
                Node::Char(e)
            }
            '*' | '+' | '?' | '{' => {
                let last =
                    alts.last_mut().and_then(|a| a.pop()).ok_or("repetition-operator operand invalid")?;
                let (min, max) = parse_repeat(c, p, i)?;
                Node::Repeat { node: Box::new(last), min, max }
            }
            c => Node::Char(c),
        };
        alts.last_mut().expect("one alternative exists").push(node);
    }
    if depth > 0 {
        return Err("parentheses not balanced".into());
    }
    Ok(alts)
}

fn parse_repeat(c: char, p: &[char], i: &mut usize) -> Result<(u32, Option<u32>), String> {
    match c {
        '*' => Ok((0, None)),
        '+' => Ok((1, None)),
        '?' => Ok((0, Some(1))),
        _ => {
            let close = p[*i..].iter().position(|&c| c == '}').ok_or("braces not balanced")? + *i;
            let body: String = p[*i..close].iter().collect();
            *i = close + 1;
            let num =
                |s: &str| s.trim().parse::<u32>().map_err(|_| "invalid repetition count(s)".to_string());
            match body.split_once(',') {
                None => num(&body).map(|n| (n, Some(n))),
                Some((lo, "")) => Ok((num(lo)?, None)),
                Some((lo, hi)) => Ok((num(lo)?, Some(num(hi)?))),
            }
        }
    }
}

fn parse_class(p: &[char], i: &mut usize) -> Result<Node, String> {
    let negated = p.get(*i) == Some(&'^');
    if negated {
        *i += 1;
    }
    let mut items = Vec::new();
    let mut first = true;
    loop {
        let c = *p.get(*i).ok_or("brackets ([ ]) not balanced")?;
        *i += 1;
        if c == ']' && !first {
            return Ok(Node::Class { negated, items });
        }
        first = false;
        if c == '[' && p.get(*i) == Some(&':') {
            let end =
                p[*i..].windows(2).position(|w| w == [':', ']']).ok_or("brackets ([ ]) not balanced")? + *i;
            let name: String = p[*i + 1..end].iter().collect();
            *i = end + 2;
            items.push(ClassItem::Named(named_class(&name).ok_or("invalid character class")?));
            continue;
        }
        if p.get(*i) == Some(&'-') && p.get(*i + 1).is_some_and(|&e| e != ']') {
            let hi = p[*i + 1];
            *i += 2;
            items.push(ClassItem::Range(c, hi));
        } else {
            items.push(ClassItem::Range(c, c));
        }
    }
}

fn named_class(name: &str) -> Option<fn(char) -> bool> {
    Some(match name {
        "alpha" => |c: char| c.is_ascii_alphabetic(),
        "digit" => |c: char| c.is_ascii_digit(),
        "alnum" => |c: char| c.is_ascii_alphanumeric(),
        "space" => |c: char| c.is_ascii_whitespace(),
        "upper" => |c: char| c.is_ascii_uppercase(),
        "lower" => |c: char| c.is_ascii_lowercase(),
        "punct" => |c: char| c.is_ascii_punctuation(),
        "xdigit" => |c: char| c.is_ascii_hexdigit(),
        _ => return None,
    })
}

fn match_seq(nodes: &[Node], s: &[char], i: usize, k: &mut dyn FnMut(usize) -> bool) -> bool {
    let Some((first, rest)) = nodes.split_first() else { return k(i) };
    match first {
        Node::Repeat { node, min, max } => match_repeat(node, *min, *max, 0, rest, s, i, k),
        _ => match_one(first, s, i, &mut |j| match_seq(rest, s, j, k)),
    }
}

fn match_one(n: &Node, s: &[char], i: usize, k: &mut dyn FnMut(usize) -> bool) -> bool {
    match n {
        Node::Char(c) => s.get(i) == Some(c) && k(i + 1),
        Node::Any => i < s.len() && k(i + 1),
        Node::Class { negated, items } => {
            let Some(&c) = s.get(i) else { return false };
            let hit = items.iter().any(|it| match it {
                ClassItem::Range(lo, hi) => (*lo..=*hi).contains(&c),
                ClassItem::Named(f) => f(c),
            });
            hit != *negated && k(i + 1)
        }
        Node::Group(alts) => alts.iter().any(|alt| match_seq(alt, s, i, k)),
        Node::Repeat { .. } => match_seq(std::slice::from_ref(n), s, i, k),
        Node::Start => i == 0 && k(i),
        Node::End => i == s.len() && k(i),
    }
}

#[allow(clippy::too_many_arguments)]
fn match_repeat(
    n: &Node,
    min: u32,
    max: Option<u32>,
    count: u32,
    rest: &[Node],
    s: &[char],
    i: usize,
    k: &mut dyn FnMut(usize) -> bool,
) -> bool {
    if max.is_none_or(|m| count < m)
        && match_one(n, s, i, &mut |j| j != i && match_repeat(n, min, max, count + 1, rest, s, j, k))
    {
        return true;
    }
    count >= min && match_seq(rest, s, i, k)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn exp(text: &str) -> Vec<(Severity, String, Option<u32>)> {
        parse_expectations(text).unwrap().into_iter().map(|e| (e.severity, e.text, e.line)).collect()
    }

    #[test]
    fn annotation_grammar() {
        let e =
            exp("a // expected-error {{x y}}\n// expected-warning@+2 {{w}}  \n\n// expected-note@-1{{n}}");
        assert_eq!(
            e,
            vec![
                (Severity::Error, "x y".into(), Some(1)),
                (Severity::Warning, "w".into(), Some(4)),
                (Severity::Note, "n".into(), Some(3)),
            ]
        );
        // Not annotations: no braces, text after `}}`, unknown designator.
        assert!(exp("// expected-error custom op\n// expected-error {{a}} b\n// expected-error@x {{a}}")
            .is_empty());
        // The message runs to the last `}}`.
        assert_eq!(exp("// expected-error {{a}} {{b}}")[0].1, "a}} {{b");
        assert_eq!(exp("// expected-remark@unknown {{r}}")[0].2, None);
    }

    #[test]
    fn above_and_below_skip_annotation_lines() {
        let text = "x\n// expected-error@above {{a}}\n// expected-error@above {{b}}\n\
                    // expected-error@below {{c}}\n// expected-note@below {{d}}\n// plain\ny";
        let lines: Vec<_> = exp(text).into_iter().map(|e| e.2).collect();
        assert_eq!(lines, vec![Some(1), Some(1), Some(6), Some(6)]);
    }

    #[test]
    fn regex_expectations() {
        let re = Regex::from_expectation("custom op '{{[a-z]+}}' is {{(un)?known}}").unwrap();
        assert!(re.is_match("x custom op 'retur' is unknown (tried)"));
        assert!(!re.is_match("custom op 'r2' is unknown"));
        assert!(Regex::from_expectation("a.b").unwrap().is_match("a.b"));
        assert!(!Regex::from_expectation("a.b").unwrap().is_match("axb"));
        let re = Regex::new("^ab{2,3}c$|z[[:digit:]]").unwrap();
        assert!(re.is_match("abbc") && re.is_match("abbbc") && !re.is_match("abc") && re.is_match("xz5"));
        assert!(Regex::new("a(b").is_err());
        assert!(Regex::from_expectation("{{[}}").is_err());
        assert!(Regex::new("(a*)*b").unwrap().is_match("aaab"));
    }

    #[test]
    fn unexpected_and_missing() {
        let text = "// expected-error@+1 {{custom op 'retur' is unknown}}\nretur\n// -----\nbad\n\
                    // expected-error {{never}}\n";
        let c = check_file("t.mlir", text, true);
        assert_eq!(c.chunks.len(), 2);
        assert_eq!(c.failures.len(), 2, "{:?}", c.failures);
        assert!(c.failures[0].starts_with("t.mlir:4:1: error: unexpected error: custom op 'bad' is unknown"));
        assert!(c.failures[1].starts_with("t.mlir:5:4: error: expected error \"never\" was not produced\n"));
        assert!(c.failures[1].ends_with("// expected-error {{never}}\n   ^\n"));
    }

    #[test]
    fn good_chunks_keep_their_ir() {
        let c = check_file(
            "t.mlir",
            "func.func @f() {\n  return\n}\n// -----\nretur // expected-error {{unknown}}\n",
            true,
        );
        assert!(c.ok(), "{:?}", c.failures);
        assert!(c.chunks[0].is_some() && c.chunks[1].is_none());
    }
}

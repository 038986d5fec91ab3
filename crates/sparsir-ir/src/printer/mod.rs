//! The printer: [`Ir`] → MLIR text that both sparsir and MLIR 22 read.
//!
//! Why: `sparsir opt` shows programs back to users, and round-tripping (print → parse →
//! print is a fixed point) is how we test the parser. Values are named the way MLIR does
//! (`%0`, `%arg0`, numbering restarting in every isolated op), ops known to the
//! [`crate::registry`] print in their custom form unless the generic form is asked for,
//! and attribute/type aliases defined in the input are printed and used.

mod attrs;

use crate::fxhash::FxHashMap as HashMap;
use std::fmt::Write;

use crate::ids::{AttrId, BlockId, OpId, RegionId, TypeId, ValueId};
use crate::ir::Ir;
use crate::registry;

/// Which block terminators a region prints.
#[derive(Clone, Copy)]
enum Terminators {
    All,
    /// Leave out a block's last op when it has no operands, results, attributes, regions.
    ElideEmpty,
    /// Leave out the last op of the last block.
    ElideLast,
}

/// The name numbering gives a value.
#[derive(Clone, Copy, Debug)]
enum ValueName {
    /// `%argN`: an argument of a region's entry block.
    Arg(u32),
    /// `%N`: a single result or another block's argument.
    Num(u32),
    /// `%N#K`: result K of an op with several results.
    Result(u32, u32),
}

/// Appends a number in decimal without going through `fmt`.
fn push_u32(out: &mut String, mut n: u32) {
    let mut buf = [0u8; 10];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.push_str(std::str::from_utf8(&buf[i..]).expect("ASCII digits"));
}

/// Printing options.
#[derive(Clone, Copy, Debug, Default)]
pub struct PrintOptions {
    /// Print every op in the generic form (`--mlir-print-op-generic`).
    pub generic: bool,
    /// Print `loc(…)` of ops that carry an explicit location.
    pub debug_info: bool,
    /// Print attributes and types in full instead of through the input's aliases (two
    /// programs that differ only in alias names then print the same).
    pub inline_aliases: bool,
}

/// The printer state: output buffer, indentation and names.
pub struct Printer<'a> {
    /// The IR printed.
    pub ir: &'a Ir,
    /// Options.
    pub options: PrintOptions,
    out: String,
    indent: usize,
    /// By value id: the name numbering gave it.
    value_names: Vec<Option<ValueName>>,
    block_names: HashMap<BlockId, u32>,
    attr_alias: HashMap<AttrId, &'a str>,
    type_alias: HashMap<TypeId, &'a str>,
    default_dialects: Vec<&'static str>,
    /// Set by a custom printer that cannot print the op it is given (see [`Printer::malformed`]).
    malformed: bool,
    /// How many ops were printed in the generic form because their custom printer could not.
    fallbacks: usize,
}

/// Prints a whole module (its aliases first).
pub fn print_module(ir: &Ir, options: PrintOptions) -> String {
    print_module_counted(ir, options).0
}

/// Prints a whole module, and says how many ops had to be printed in the generic form
/// because their custom printer could not print them. For verified IR that count must be
/// 0 (the verifier guarantees what the custom forms need); the fuzz targets check it.
pub fn print_module_counted(ir: &Ir, options: PrintOptions) -> (String, usize) {
    let mut p = Printer::new(ir, options);
    if options.inline_aliases {
        if let Some(top) = ir.top {
            p.number_isolated(top);
            p.print_op(top);
            p.out.push('\n');
        }
        return (p.out, p.fallbacks);
    }
    for (name, a) in &ir.attr_aliases {
        p.out.push('#');
        p.out.push_str(name);
        p.out.push_str(" = ");
        p.attr_no_alias(*a);
        p.out.push('\n');
    }
    for (name, t) in &ir.type_aliases {
        p.out.push('!');
        p.out.push_str(name);
        p.out.push_str(" = ");
        p.type_no_alias(*t);
        p.out.push('\n');
    }
    p.use_aliases();
    if let Some(top) = ir.top {
        p.number_isolated(top);
        p.print_op(top);
    }
    (p.out, p.fallbacks)
}

/// Renders a type as MLIR text (for messages).
pub fn type_to_string(ir: &Ir, ty: TypeId) -> String {
    let mut p = Printer::new(ir, PrintOptions::default());
    p.ty(ty);
    p.out
}

/// Renders an attribute as MLIR text (for messages).
pub fn attr_to_string(ir: &Ir, a: AttrId) -> String {
    let mut p = Printer::new(ir, PrintOptions::default());
    p.attr(a);
    p.out
}

/// One op in the generic form, its results named `%0`… (MLIR's `block with no terminator,
/// has %0 = "arith.constant"() …` message).
pub fn op_to_generic_string(ir: &Ir, op: OpId) -> String {
    let mut p = Printer::new(ir, PrintOptions { generic: true, ..Default::default() });
    let o = ir.op(op);
    for (k, &v) in o.results.iter().enumerate() {
        let n = if o.results.len() == 1 { ValueName::Num(0) } else { ValueName::Result(0, k as u32) };
        p.set_name(v, n);
    }
    let (mut next_value, mut next_arg) = (u32::from(!o.results.is_empty()), 0);
    for &r in &o.regions {
        p.number_region(r, &mut next_value, &mut next_arg);
    }
    p.print_op(op);
    p.out
}

impl<'a> Printer<'a> {
    /// A printer with empty output.
    pub fn new(ir: &'a Ir, options: PrintOptions) -> Printer<'a> {
        Printer {
            ir,
            options,
            out: String::new(),
            indent: 0,
            value_names: Vec::new(),
            block_names: HashMap::default(),
            attr_alias: HashMap::default(),
            type_alias: HashMap::default(),
            default_dialects: Vec::new(),
            malformed: false,
            fallbacks: 0,
        }
    }

    fn use_aliases(&mut self) {
        for (name, a) in &self.ir.attr_aliases {
            self.attr_alias.entry(*a).or_insert(name);
        }
        for (name, t) in &self.ir.type_aliases {
            self.type_alias.entry(*t).or_insert(name);
        }
    }

    /// The output so far.
    pub fn finish(self) -> String {
        self.out
    }

    /// Writes raw text.
    pub fn w(&mut self, s: &str) {
        self.out.push_str(s);
    }

    /// Starts a new line at the current indentation.
    pub fn newline(&mut self) {
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
    }

    // ---- names -------------------------------------------------------------------------

    /// Names the values and blocks of an isolated op (`%0`…, `%arg0`…, `^bb0`…).
    fn number_isolated(&mut self, op: OpId) {
        let (mut next_value, mut next_arg) = (0u32, 0u32);
        let regions = self.ir.op(op).regions.clone();
        for r in regions {
            self.number_region(r, &mut next_value, &mut next_arg);
        }
    }

    /// MLIR's numbering: a region's own values first (entry arguments `%argN`, other
    /// block arguments and results `%N`), then each nested region continuing from there,
    /// sibling regions reusing the same numbers.
    fn number_region(&mut self, r: RegionId, next_value: &mut u32, next_arg: &mut u32) {
        let ir = self.ir;
        for (i, &b) in ir.region(r).blocks.iter().enumerate() {
            self.block_names.insert(b, i as u32);
            for &a in &ir.block(b).args {
                let name = if i == 0 {
                    *next_arg += 1;
                    ValueName::Arg(*next_arg - 1)
                } else {
                    *next_value += 1;
                    ValueName::Num(*next_value - 1)
                };
                self.set_name(a, name);
            }
            for &op in &ir.block(b).ops {
                let o = ir.op(op);
                if !o.results.is_empty() {
                    let n = *next_value;
                    *next_value += 1;
                    for (k, &v) in o.results.iter().enumerate() {
                        let name = if o.results.len() == 1 {
                            ValueName::Num(n)
                        } else {
                            ValueName::Result(n, k as u32)
                        };
                        self.set_name(v, name);
                    }
                }
            }
        }
        for &b in &ir.region(r).blocks {
            for &op in &ir.block(b).ops {
                if registry::lookup(ir.op_name(op)).is_some_and(|s| s.isolated) {
                    self.number_isolated(op);
                    continue;
                }
                for &nested in &ir.op(op).regions {
                    let (saved_value, saved_arg) = (*next_value, *next_arg);
                    self.number_region(nested, next_value, next_arg);
                    (*next_value, *next_arg) = (saved_value, saved_arg);
                }
            }
        }
    }

    fn set_name(&mut self, v: ValueId, name: ValueName) {
        if self.value_names.len() <= v.index() {
            self.value_names.resize(self.ir.num_values().max(v.index() + 1), None);
        }
        self.value_names[v.index()] = Some(name);
    }

    /// The printed name of a value (`%3`, `%arg0`, `%2#1`).
    pub fn value_name(&self, v: ValueId) -> String {
        let mut s = String::new();
        self.write_value_name(&mut s, v);
        s
    }

    fn write_value_name(&self, out: &mut String, v: ValueId) {
        match self.value_names.get(v.index()).copied().flatten() {
            Some(ValueName::Arg(n)) => {
                out.push_str("%arg");
                push_u32(out, n);
            }
            Some(ValueName::Num(n)) => {
                out.push('%');
                push_u32(out, n);
            }
            Some(ValueName::Result(n, k)) => {
                out.push('%');
                push_u32(out, n);
                out.push('#');
                push_u32(out, k);
            }
            None => {
                let _ = write!(out, "%<<UNKNOWN SSA VALUE {}>>", v.0);
            }
        }
    }

    /// Writes a value use.
    pub fn operand(&mut self, v: ValueId) {
        let mut out = std::mem::take(&mut self.out);
        self.write_value_name(&mut out, v);
        self.out = out;
    }

    /// Writes values separated by `, `.
    pub fn operands(&mut self, vs: &[ValueId]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.operand(v);
        }
    }

    /// Writes `%name: type` for each value (region arguments), separated by `, `.
    pub fn typed_args(&mut self, vs: &[ValueId]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.operand(v);
            self.out.push_str(": ");
            self.ty(self.ir.value_type(v));
        }
    }

    /// Writes a successor `^bbN`.
    pub fn successor(&mut self, b: BlockId) {
        let n = self.block_names.get(&b).copied().unwrap_or(u32::MAX);
        let _ = write!(self.out, "^bb{n}");
    }

    /// Writes a symbol reference `@name` (quoted when needed).
    pub fn symbol(&mut self, name: &str) {
        self.out.push('@');
        attrs::write_symbol_body(&mut self.out, name);
    }

    // ---- ops ---------------------------------------------------------------------------

    /// Prints an op on the current line (results, name, body) without a trailing newline.
    pub fn print_op(&mut self, op: OpId) {
        let ir = self.ir;
        let o = ir.op(op);
        if !o.results.is_empty() {
            // The definition of several results is `%N:K`, their uses `%N#k`.
            match self.value_names.get(o.results[0].index()).copied().flatten() {
                Some(ValueName::Result(n, _)) => {
                    self.out.push('%');
                    push_u32(&mut self.out, n);
                }
                _ => self.operand(o.results[0]),
            }
            if o.results.len() > 1 {
                let _ = write!(self.out, ":{}", o.results.len());
            }
            self.out.push_str(" = ");
        }
        let name = ir.op_name(op);
        let spec = registry::lookup(name);
        if let Some(d) = spec.and_then(|s| s.default_dialect) {
            self.default_dialects.push(d);
        }
        let printable = |s: &registry::OpSpec| crate::verify::custom_printable(ir, op, s);
        match spec.and_then(|s| s.print.filter(|_| printable(s))) {
            Some(print) if !self.options.generic => {
                // The enclosing op's default dialect (`builtin` at the top) is elided.
                let own = usize::from(spec.is_some_and(|s| s.default_dialect.is_some()));
                let d = self.default_dialects.iter().rev().nth(own).copied().unwrap_or("builtin");
                let short = name.strip_prefix(d).and_then(|r| r.strip_prefix('.'));
                let start = self.out.len();
                let outer = std::mem::replace(&mut self.malformed, false);
                self.out.push_str(short.unwrap_or(name));
                print(self, op);
                if std::mem::replace(&mut self.malformed, outer) {
                    // The op lacks what its custom form needs (only IR that failed or
                    // skipped verification): print it faithfully in the generic form.
                    self.out.truncate(start);
                    self.fallbacks += 1;
                    self.print_generic(op);
                }
            }
            _ => self.print_generic(op),
        }
        if spec.and_then(|s| s.default_dialect).is_some() {
            self.default_dialects.pop();
        }
        if self.options.debug_info {
            if let Some(loc) = o.loc {
                self.out.push(' ');
                self.attr(loc);
            }
        }
    }

    /// Called by a custom printer that cannot print its op (an operand, attribute or
    /// region its form needs is missing): the op is printed in the generic form instead.
    pub fn malformed(&mut self) {
        self.malformed = true;
    }

    /// Prints an op in the generic form.
    pub fn print_generic(&mut self, op: OpId) {
        let ir = self.ir;
        let o = ir.op(op);
        self.out.push('"');
        attrs::write_escaped(&mut self.out, ir.op_name(op));
        self.out.push_str("\"(");
        self.operands(&o.operands);
        self.out.push(')');
        if !o.successors.is_empty() {
            self.out.push('[');
            for (i, &b) in o.successors.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.successor(b);
            }
            self.out.push(']');
        }
        if !o.props.is_empty() {
            self.out.push_str(" <");
            self.dict(&o.props);
            self.out.push('>');
        }
        if !o.regions.is_empty() {
            self.out.push_str(" (");
            for (i, &r) in o.regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.region_impl(r, true, Terminators::All, true);
            }
            self.out.push(')');
        }
        if !o.attrs.is_empty() {
            self.out.push(' ');
            self.dict(&o.attrs);
        }
        self.out.push_str(" : ");
        let ins = ir.value_types(&o.operands);
        let outs = ir.value_types(&o.results);
        self.function_type(&ins, &outs);
    }

    /// Prints ` {a = 1, …}` with the op's attributes (inherent and discardable) except
    /// `elided`; nothing when none is left.
    pub fn attr_dict(&mut self, op: OpId, elided: &[&str]) {
        self.attr_dict_impl(op, elided, false);
    }

    /// Like [`Printer::attr_dict`] but as ` attributes {…}`.
    pub fn attr_dict_with_keyword(&mut self, op: OpId, elided: &[&str]) {
        self.attr_dict_impl(op, elided, true);
    }

    fn attr_dict_impl(&mut self, op: OpId, elided: &[&str], keyword: bool) {
        let o = self.ir.op(op);
        let mut all: Vec<_> = o.props.iter().chain(o.attrs.iter()).copied().collect();
        all.retain(|(n, _)| !elided.contains(&self.ir.str(*n)));
        if all.is_empty() {
            return;
        }
        all.sort_by(|a, b| self.ir.str(a.0).cmp(self.ir.str(b.0)));
        self.out.push_str(if keyword { " attributes " } else { " " });
        self.dict(&all);
    }

    /// Prints a region `{ … }`. `entry_args`: print the entry block's label and arguments;
    /// `terminators`: print a block's last op even when it is an operand-less terminator
    /// a custom form elides.
    pub fn region(&mut self, r: RegionId, entry_args: bool, terminators: bool) {
        let mode = if terminators { Terminators::All } else { Terminators::ElideEmpty };
        self.region_impl(r, entry_args, mode, false);
    }

    /// Prints a region like [`Printer::region`] but leaves out the last op of the last
    /// block whatever it is (MLIR's `printBlockTerminators = false` for ops whose
    /// terminator has regions, like `scf.forall.in_parallel`).
    pub fn region_elide_terminator(&mut self, r: RegionId, entry_args: bool) {
        self.region_impl(r, entry_args, Terminators::ElideLast, false);
    }

    /// `empty_label`: label an empty entry block `^bb0:` (the generic form does, so that
    /// a region with one empty block is not read back as a region without blocks).
    fn region_impl(&mut self, r: RegionId, entry_args: bool, mode: Terminators, empty_label: bool) {
        let ir = self.ir;
        let blocks = &ir.region(r).blocks;
        self.out.push('{');
        self.indent += 1;
        for (i, &b) in blocks.iter().enumerate() {
            let block = ir.block(b);
            let label = i > 0
                || (entry_args && !block.args.is_empty())
                || (entry_args && self.options.generic && blocks.len() > 1)
                || (empty_label && block.ops.is_empty());
            if label {
                self.indent -= 1;
                self.newline();
                self.successor(b);
                if !block.args.is_empty() {
                    self.out.push('(');
                    self.typed_args(&block.args);
                    self.out.push(')');
                }
                self.out.push(':');
                self.indent += 1;
            }
            let n = block.ops.len();
            for (k, &op) in block.ops.iter().enumerate() {
                let last = k + 1 == n && i + 1 == blocks.len();
                let elide = match mode {
                    Terminators::All => false,
                    Terminators::ElideEmpty => k + 1 == n && self.is_elidable_terminator(op),
                    Terminators::ElideLast => last,
                };
                if elide {
                    continue;
                }
                self.newline();
                self.print_op(op);
            }
        }
        self.indent -= 1;
        self.newline();
        self.out.push('}');
    }

    fn is_elidable_terminator(&self, op: OpId) -> bool {
        let o = self.ir.op(op);
        o.operands.is_empty()
            && o.results.is_empty()
            && o.attrs.is_empty()
            && o.props.is_empty()
            && o.regions.is_empty()
    }
}

//! Parsing operations, regions, blocks and the top level.
//!
//! Why: the structure every MLIR program shares. An op is either in the generic form
//! (`"dialect.op"(%a) <{props}> ({regions}) {attrs} : (T) -> R`) or in its dialect's custom
//! form, looked up in [`crate::registry`]. The top level holds alias definitions
//! (`#CSR = …`, `!T = …`) and ops; it is wrapped in a `builtin.module` unless it is one.

use super::{Argument, OpState, PResult, Parser};
use crate::diag::Diag;
use crate::ids::{BlockId, OpId};
use crate::ir::{Ir, SrcPos};
use crate::lexer::Tok;
use crate::registry;

impl<'a> Parser<'a> {
    /// Parses a whole source text into IR.
    pub fn parse_top_level(mut self) -> PResult<Ir> {
        self.push_name_scope(true);
        let block = self.ir.create_block();
        loop {
            match self.token().kind {
                Tok::Eof => break,
                Tok::HashId | Tok::BangId => self.parse_alias_definition()?,
                Tok::FileMetadataBegin => self.skip_file_metadata()?,
                _ => {
                    let op = self.parse_operation()?;
                    self.ir.append_op(block, op);
                }
            }
        }
        self.pop_name_scope()?;
        let ops = self.ir.block(block).ops.clone();
        let top = match ops.as_slice() {
            [only] if self.ir.op_name(*only) == "builtin.module" => {
                self.ir.op_mut(*only).parent = None;
                *only
            }
            _ => {
                let name = self.ir.intern("builtin.module");
                let m = self.ir.create_op(name, Vec::new(), &[]);
                self.ir.add_region(m, vec![block]);
                m
            }
        };
        self.ir.top = Some(top);
        Ok(self.ir)
    }

    fn parse_alias_definition(&mut self) -> PResult<()> {
        let t = self.bump();
        let text = self.text(t);
        let name = text[1..].to_string();
        let what = if text.starts_with('#') { "attribute" } else { "type" };
        if name.contains('.') {
            return Err(Diag::error(
                t.start,
                format!("{what} names with a '.' are reserved for dialect-defined names"),
            ));
        }
        if !self.eat(Tok::Equal) {
            return Err(self.expected_here(&format!("expected '=' in {what} alias definition")));
        }
        if text.starts_with('#') {
            if self.attr_aliases.contains_key(&name) {
                return Err(Diag::error(t.start, format!("redefinition of attribute alias id '{name}'")));
            }
            let a = self.parse_attr(None)?;
            self.attr_aliases.insert(name.clone(), a);
            self.ir.attr_aliases.push((name, a));
        } else {
            if self.type_aliases.contains_key(&name) {
                return Err(Diag::error(t.start, format!("redefinition of type alias id '{name}'")));
            }
            let ty = self.parse_type()?;
            self.type_aliases.insert(name.clone(), ty);
            self.ir.type_aliases.push((name, ty));
        }
        Ok(())
    }

    fn skip_file_metadata(&mut self) -> PResult<()> {
        let start = self.pos();
        while !self.at(Tok::FileMetadataEnd) {
            if self.at(Tok::Eof) {
                return Err(Diag::error(start, "expected '#-}' to end the file metadata dictionary"));
            }
            self.bump();
        }
        self.bump();
        Ok(())
    }

    /// Parses one operation with its result names; defines the names.
    pub fn parse_operation(&mut self) -> PResult<OpId> {
        let start = self.pos();
        let mut names: Vec<(String, u32, u32)> = Vec::new();
        if self.at(Tok::PercentId) {
            loop {
                let (name, pos) = self.parse_arg_name()?;
                let mut count = 1;
                if self.eat(Tok::Colon) {
                    count = self.parse_u32()?;
                    if count == 0 {
                        return Err(Diag::error(pos, "expected named operation to have at least 1 result"));
                    }
                }
                names.push((name, count, pos));
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            if !self.eat(Tok::Equal) {
                return Err(self.expected_here("expected '=' after SSA name"));
            }
        }
        // MLIR locates an op at its name, after the result names.
        let name_pos = self.pos();
        let op = match self.token().kind {
            Tok::Str => self.parse_generic_op()?,
            Tok::BareId => self.parse_custom_op()?,
            _ => return Err(self.err_expected("operation name in quotes")),
        };
        let loc = self.parse_optional_trailing_loc()?;
        let o = self.ir.op_mut(op);
        o.pos = SrcPos(name_pos);
        o.loc = loc;
        let results = o.results.clone();
        let total: u32 = names.iter().map(|n| n.1).sum();
        if !names.is_empty() && total as usize != results.len() {
            return Err(Diag::error(
                start,
                format!("operation defines {} results but was provided {} to bind", results.len(), total),
            ));
        }
        let mut next = 0usize;
        for (name, count, pos) in names {
            let vals = results[next..next + count as usize].to_vec();
            next += count as usize;
            self.define_values(&name, pos, vals)?;
        }
        self.note_op(op);
        Ok(op)
    }

    fn parse_custom_op(&mut self) -> PResult<OpId> {
        let t = self.bump();
        let written = self.text(t);
        let mut spec = registry::lookup(written);
        let mut tried = None;
        if spec.is_none() && !written.contains('.') {
            if let Some(d) = self.default_dialects.last() {
                let full = format!("{d}.{written}");
                spec = registry::lookup(&full);
                tried = Some(full);
            }
            // MLIR resolves unprefixed names in the builtin dialect (`module`).
            spec = spec.or_else(|| registry::lookup(&format!("builtin.{written}")));
        }
        if spec.is_none() && written == "func" {
            // The 2022 spelling of `func.func` (mlir-graphblas programs write `func @main`).
            spec = registry::lookup("func.func");
        }
        let Some(spec) = spec else {
            let msg = match tried {
                // An empty default dialect (inside `tensor.generate`) is a dialect MLIR lacks.
                Some(f) if f.starts_with('.') => {
                    format!("Dialect `' not found for custom op '{written}'  (tried '{f}' as well)")
                }
                Some(f) => format!("custom op '{written}' is unknown (tried '{f}' as well)"),
                None => match unknown_dialect(written) {
                    Some(d) => return Err(dialect_not_found(d, written, t.start)),
                    None => format!("custom op '{written}' is unknown"),
                },
            };
            return Err(Diag::error(t.start, msg));
        };
        let Some(parse) = spec.parse else {
            return Err(Diag::error(
                t.start,
                format!("unsupported: the custom form of '{}'; write it in the generic form", spec.name),
            ));
        };
        let mut st = OpState::default();
        if let Some(d) = spec.default_dialect {
            self.default_dialects.push(d);
        }
        let outer = std::mem::replace(&mut self.custom_op, spec.name);
        let r = parse(self, &mut st);
        self.custom_op = outer;
        if spec.default_dialect.is_some() {
            self.default_dialects.pop();
        }
        r?;
        // Inherent attributes written in the attribute dictionary are properties (and, as
        // in MLIR, replace what the custom syntax gave: `dim(0) {dim = 3 : i64}` is dim 3).
        if st.attrs.iter().any(|(n, _)| spec.inherent.contains(&self.ir.str(*n))) {
            let (inherent, rest): (Vec<_>, Vec<_>) =
                st.attrs.into_iter().partition(|(n, _)| spec.inherent.contains(&self.ir.str(*n)));
            for (n, a) in inherent {
                match st.props.iter_mut().find(|(p, _)| *p == n) {
                    Some(slot) => slot.1 = a,
                    None => st.props.push((n, a)),
                }
            }
            st.attrs = rest;
        }
        Ok(self.build_op(spec.name, st))
    }

    /// Creates the operation described by `st`.
    pub fn build_op(&mut self, full_name: &str, st: OpState) -> OpId {
        let name = self.ir.intern(full_name);
        let op = self.ir.create_op(name, st.operands, &st.result_types);
        for blocks in st.regions {
            self.ir.add_region(op, blocks);
        }
        let mut props = st.props;
        crate::dialects::complete_props(&mut self.ir, full_name, &mut props);
        let mut attrs = st.attrs;
        props.sort_by(|a, b| self.ir.str(a.0).cmp(self.ir.str(b.0)));
        attrs.sort_by(|a, b| self.ir.str(a.0).cmp(self.ir.str(b.0)));
        let o = self.ir.op_mut(op);
        o.props = props;
        o.attrs = attrs;
        o.successors = st.successors;
        op
    }

    fn parse_generic_op(&mut self) -> PResult<OpId> {
        let name_pos = self.pos();
        let name = self.parse_string()?;
        if name.is_empty() {
            return Err(Diag::error(name_pos, "empty operation name is invalid"));
        }
        if name.contains('\0') {
            return Err(Diag::error(name_pos, "null character not allowed in operation name"));
        }
        let spec = registry::lookup(&name);
        let operands = self.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| p.parse_operand())?;
        let mut st = OpState::default();
        if self.at(Tok::LSquare) {
            st.successors =
                self.parse_comma_list(Tok::LSquare, Tok::RSquare, "]", |p| p.parse_successor())?;
        }
        if self.eat(Tok::Less) {
            st.props = self.parse_dictionary()?;
            self.expect(Tok::Greater, ">")?;
        }
        if self.at(Tok::LParen) {
            let isolated = spec.is_some_and(|s| s.isolated);
            if let Some(d) = spec.and_then(|s| s.default_dialect) {
                self.default_dialects.push(d);
            }
            let r = self.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| p.parse_region(&[], isolated));
            if spec.and_then(|s| s.default_dialect).is_some() {
                self.default_dialects.pop();
            }
            st.regions = r?;
        }
        if self.at(Tok::LBrace) {
            st.attrs = self.parse_dictionary()?;
        }
        let type_pos = self.pos();
        self.expect(Tok::Colon, ":")?;
        let (inputs, results) = self.parse_function_type()?;
        if inputs.len() != operands.len() {
            return Err(Diag::error(
                type_pos,
                format!(
                    "expected {} operand type{} but had {}",
                    operands.len(),
                    if operands.len() == 1 { "" } else { "s" },
                    inputs.len()
                ),
            ));
        }
        st.operands = self.resolve_operands(&operands, &inputs, type_pos)?;
        st.result_types = results;
        if let Some(spec) = spec {
            self.check_properties(spec, &mut st, name_pos)?;
            // Inherent attributes written in the discardable dictionary (older generic form).
            // Those given in `<{…}>` as well keep the `<{…}>` value (as in MLIR).
            let (inherent, rest): (Vec<_>, Vec<_>) =
                st.attrs.into_iter().partition(|(n, _)| spec.inherent.contains(&self.ir.str(*n)));
            for (n, a) in inherent {
                if !st.props.iter().any(|(p, _)| *p == n) {
                    st.props.push((n, a));
                }
            }
            st.attrs = rest;
        }
        Ok(self.build_op(&name, st))
    }

    /// `<{…}>` of a known op: an op without properties refuses them; names that are no
    /// property of the op are dropped (both as MLIR does).
    fn check_properties(&mut self, spec: &registry::OpSpec, st: &mut OpState, pos: u32) -> PResult<()> {
        if st.props.is_empty() {
            return Ok(());
        }
        if spec.inherent.is_empty() {
            let entries = st.props.iter().map(|&(n, a)| (self.ir.str(n).to_string(), a)).collect();
            let dict = self.ir.attr(crate::attrs::Attr::Dictionary(entries));
            let text = crate::printer::attr_to_string(&self.ir, dict);
            let msg = format!(
                "invalid properties {text} for op {}: this operation does not support properties",
                spec.name
            );
            return Err(Diag::error(pos, msg));
        }
        let ir = &self.ir;
        st.props.retain(|(n, _)| spec.inherent.contains(&ir.str(*n)));
        crate::props::check_conversion(ir, spec.name, &st.props).map_err(|m| Diag::error(pos, m))
    }

    /// Parses a region `{ … }` whose entry block gets `args` (custom forms name them
    /// outside the braces). `isolated` hides the names of enclosing regions.
    pub fn parse_region(&mut self, args: &[Argument], isolated: bool) -> PResult<Vec<BlockId>> {
        self.enter()?;
        self.expect(Tok::LBrace, "{")?;
        self.push_name_scope(isolated);
        let blocks = self.parse_region_body(args)?;
        self.pop_name_scope()?;
        self.leave();
        Ok(blocks)
    }

    /// Parses a region if `{` is next; `None` otherwise.
    pub fn parse_optional_region(
        &mut self,
        args: &[Argument],
        isolated: bool,
    ) -> PResult<Option<Vec<BlockId>>> {
        if self.at(Tok::LBrace) {
            return self.parse_region(args, isolated).map(Some);
        }
        Ok(None)
    }

    fn parse_region_body(&mut self, args: &[Argument]) -> PResult<Vec<BlockId>> {
        if args.is_empty() && self.eat(Tok::RBrace) {
            return Ok(Vec::new());
        }
        let entry = self.ir.create_block();
        for a in args {
            let v = self.ir.add_block_arg(entry, a.ty);
            self.define_values(&a.name, a.pos, vec![v])?;
        }
        if self.at(Tok::CaretId) {
            if !args.is_empty() {
                return Err(self.error("invalid block name in region with named arguments"));
            }
            self.parse_block_label(Some(entry))?;
        }
        let mut blocks = vec![entry];
        self.parse_block_ops(entry)?;
        while self.at(Tok::CaretId) {
            let b = self.parse_block_label(None)?;
            blocks.push(b);
            self.parse_block_ops(b)?;
        }
        self.expect(Tok::RBrace, "}")?;
        Ok(blocks)
    }

    fn parse_block_label(&mut self, entry: Option<BlockId>) -> PResult<BlockId> {
        let t = self.bump();
        let name = self.text(t).to_string();
        let b = self.define_block(&name, t.start, entry)?;
        if self.at(Tok::LParen) {
            let args = self.parse_comma_list(Tok::LParen, Tok::RParen, ")", |p| p.parse_typed_arg())?;
            for a in args {
                let v = self.ir.add_block_arg(b, a.ty);
                self.define_values(&a.name, a.pos, vec![v])?;
            }
        }
        self.expect(Tok::Colon, ":")?;
        Ok(b)
    }

    fn parse_block_ops(&mut self, block: BlockId) -> PResult<()> {
        while !self.at(Tok::CaretId) && !self.at(Tok::RBrace) {
            if self.at(Tok::Eof) {
                return Err(self.err_expected("operation name in quotes"));
            }
            let op = self.parse_operation()?;
            self.ir.append_op(block, op);
        }
        Ok(())
    }

    /// Appends a terminator `name` (no operands) to the last block of a region when it
    /// does not end with one already — for forms that elide `scf.yield` and the like.
    pub fn ensure_terminator(&mut self, blocks: &mut Vec<BlockId>, name: &str) {
        if blocks.is_empty() {
            blocks.push(self.ir.create_block());
        }
        let last = *blocks.last().expect("a block exists");
        let ends = self.ir.block(last).ops.last().is_some_and(|&op| self.ir.op_name(op) == name);
        if !ends {
            let n = self.ir.intern(name);
            let op = self.ir.create_op(n, Vec::new(), &[]);
            self.ir.append_op(last, op);
        }
    }
}

/// The dialect of `name` (`foo` of `foo.bar`) when no op of the registry has it.
fn unknown_dialect(name: &str) -> Option<&str> {
    let (dialect, _) = name.split_once('.')?;
    let known = registry::all().any(|s| s.name.split_once('.').is_some_and(|(d, _)| d == dialect));
    (!known).then_some(dialect)
}

/// MLIR's error for a custom op of a dialect it does not have, with the note listing the
/// dialects there are (ours).
fn dialect_not_found(dialect: &str, name: &str, pos: u32) -> Diag {
    let mut all: Vec<&str> = registry::all().filter_map(|s| s.name.split_once('.').map(|(d, _)| d)).collect();
    all.sort_unstable();
    all.dedup();
    let note = format!(
        "Available dialects: {} ; for more info on dialect registration see \
         https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
        all.join(", ")
    );
    Diag::error(pos, format!("Dialect `{dialect}' not found for custom op '{name}' ")).with_note(pos, note)
}

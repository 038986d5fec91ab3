//! SSA value and block names while parsing.
//!
//! Why: MLIR text names values (`%x`, `%x#1`) and blocks (`^bb1`), and may use a name
//! before its definition (a later block, a branch target). Names are scoped per region;
//! an op that is isolated from above (a `func.func`) hides all outer names. Forward
//! references become placeholder values, replaced when the name is defined; one still
//! undefined when its isolated scope closes is an error.

use crate::fxhash::FxHashMap as HashMap;

use super::{PResult, Parser};
use crate::diag::Diag;
use crate::ids::{BlockId, OpId, TypeId, ValueId};
use crate::lexer::Tok;

/// A use of a value: `%name` or `%name#index`, not yet resolved to a value.
#[derive(Clone, Debug)]
pub struct OperandRef {
    /// The name with its `%`.
    pub name: String,
    /// The result index (`#1`).
    pub index: u32,
    /// Where it was written.
    pub pos: u32,
}

/// A value definition in a region's entry (`%arg0: f64`).
#[derive(Clone, Debug)]
pub struct Argument {
    /// The name with its `%`.
    pub name: String,
    /// Where it was written.
    pub pos: u32,
    /// Its type.
    pub ty: TypeId,
}

struct Isolated {
    /// Index of the first region scope of this isolated scope.
    base: usize,
    /// Uses of names not yet defined: placeholder, where used, and the depth of the
    /// region scope the use can see definitions from (a definition in a deeper region
    /// does not reach it: `scf.for … iter_args(%s = %i)` cannot use the loop's `%i`).
    forward: HashMap<(String, u32), (ValueId, u32, usize)>,
    replaced: HashMap<ValueId, ValueId>,
    ops: Vec<OpId>,
}

#[derive(Default)]
struct BlockScope {
    blocks: HashMap<String, (BlockId, bool, u32)>,
}

/// The scopes of value and block names.
#[derive(Default)]
pub(crate) struct NameScopes {
    /// Per region scope: name → (values, where they were defined).
    regions: Vec<HashMap<String, (Vec<ValueId>, u32)>>,
    isolated: Vec<Isolated>,
    blocks: Vec<BlockScope>,
}

impl NameScopes {
    /// As in MLIR, names of enclosing regions stay visible inside an isolated op (the
    /// verifier rejects such uses: "using value defined outside the region").
    fn lookup(&self, name: &str) -> Option<&(Vec<ValueId>, u32)> {
        self.regions.iter().rev().find_map(|m| m.get(name))
    }
}

impl Parser<'_> {
    /// Opens a region's name scope (`isolated` hides outer names).
    pub(crate) fn push_name_scope(&mut self, isolated: bool) {
        if isolated || self.names.isolated.is_empty() {
            self.names.isolated.push(Isolated {
                base: self.names.regions.len(),
                forward: HashMap::default(),
                replaced: HashMap::default(),
                ops: Vec::new(),
            });
        }
        self.names.regions.push(HashMap::default());
        self.names.blocks.push(BlockScope::default());
    }

    /// Closes a region's name scope; checks blocks (and values, for isolated scopes).
    pub(crate) fn pop_name_scope(&mut self) -> PResult<()> {
        self.names.regions.pop();
        // Uses left unresolved in the closed region can still be defined by an
        // enclosing region, not by a sibling.
        let depth = self.names.regions.len();
        if let Some(iso) = self.names.isolated.last_mut() {
            for entry in iso.forward.values_mut() {
                entry.2 = entry.2.min(depth);
            }
        }
        let blocks = self.names.blocks.pop().unwrap_or_default();
        if let Some((name, (_, _, pos))) = blocks.blocks.iter().filter(|(_, b)| !b.1).min_by_key(|(_, b)| b.2)
        {
            return Err(Diag::error(*pos, format!("reference to an undefined block '{name}'")));
        }
        let closes = self.names.isolated.last().is_some_and(|s| s.base == self.names.regions.len());
        if closes {
            self.close_isolated()?;
        }
        Ok(())
    }

    /// Closes the innermost isolated scope: resolves forward references.
    pub(crate) fn close_isolated(&mut self) -> PResult<()> {
        let Some(scope) = self.names.isolated.pop() else { return Ok(()) };
        if let Some((_, (_, pos, _))) = scope.forward.iter().min_by_key(|(_, v)| v.1) {
            return Err(Diag::error(*pos, "use of undeclared SSA value name"));
        }
        if !scope.replaced.is_empty() {
            self.ir.replace_uses_in(&scope.ops, &scope.replaced);
        }
        Ok(())
    }

    /// Records an op created in the current scope (for forward-reference fixups).
    pub(crate) fn note_op(&mut self, op: OpId) {
        if let Some(s) = self.names.isolated.last_mut() {
            s.ops.push(op);
        }
    }

    /// Defines `%name` as the given values (an op's results or one block argument).
    pub(crate) fn define_values(&mut self, name: &str, pos: u32, values: Vec<ValueId>) -> PResult<()> {
        if let Some((_, first)) = self.names.lookup(name) {
            return Err(Diag::error(pos, format!("redefinition of SSA value '{name}'"))
                .with_note(*first, "previously defined here"));
        }
        let depth = self.names.regions.len();
        let iso = self.names.isolated.last_mut().expect("a name scope is open");
        // Forward references are rare: the common definition does no lookup here.
        let has_forward = !iso.forward.is_empty();
        for (i, &v) in values.iter().enumerate().filter(|_| has_forward) {
            let key = (name.to_string(), i as u32);
            if iso.forward.get(&key).is_some_and(|f| f.2 < depth) {
                continue;
            }
            if let Some((ph, upos, _)) = iso.forward.remove(&key) {
                let (want, got) = (self.ir.value_type(ph), self.ir.value_type(v));
                if want != got {
                    let (a, b) = (self.type_text(got), self.type_text(want));
                    let msg = format!("definition of SSA value '{name}#{i}' has type {a}");
                    let note = format!("previously used here with type {b}");
                    return Err(Diag::error(pos, msg).with_note(upos, note));
                }
                iso.replaced.insert(ph, v);
            }
        }
        if let Some(((n, i), (_, upos, _))) =
            iso.forward.iter().find(|((n, i), f)| n == name && *i as usize >= values.len() && f.2 >= depth)
        {
            return Err(Diag::error(*upos, format!("reference to invalid result number '{n}#{i}'")));
        }
        self.names
            .regions
            .last_mut()
            .expect("a region scope is open")
            .insert(name.to_string(), (values, pos));
        Ok(())
    }

    /// The names defined in the innermost region scope (without `%`) with their first
    /// value (for snippets: what the rewritten op's results become).
    pub(crate) fn top_level_names(&self) -> Vec<(String, ValueId)> {
        let Some(scope) = self.names.regions.last() else { return Vec::new() };
        let mut names: Vec<(String, ValueId)> = scope
            .iter()
            .filter_map(|(n, (vs, _))| Some((n.trim_start_matches('%').to_string(), *vs.first()?)))
            .collect();
        names.sort();
        names
    }

    /// Parses a value use `%name` or `%name#N`.
    pub fn parse_operand(&mut self) -> PResult<OperandRef> {
        if !self.at(Tok::PercentId) {
            return Err(self.err_expected("SSA operand"));
        }
        let t = self.bump();
        let name = self.text(t).to_string();
        let mut index = 0;
        if self.at(Tok::HashId) && self.token().start == t.end {
            let h = self.bump();
            index = self.text(h)[1..]
                .parse()
                .map_err(|_| Diag::error(h.start, "invalid SSA value result number"))?;
        }
        Ok(OperandRef { name, index, pos: t.start })
    }

    /// True when a value use is next.
    pub fn at_operand(&self) -> bool {
        self.at(Tok::PercentId)
    }

    /// Parses zero or more comma-separated operands (stops when no `%` is next).
    pub fn parse_operand_list(&mut self) -> PResult<Vec<OperandRef>> {
        if !self.at_operand() {
            return Ok(Vec::new());
        }
        self.parse_comma_separated(|p| p.parse_operand())
    }

    /// Resolves a use to a value of type `ty` (a placeholder when not yet defined).
    pub fn resolve_operand(&mut self, r: &OperandRef, ty: TypeId) -> PResult<ValueId> {
        if let Some((vals, def_pos)) = self.names.lookup(&r.name) {
            let def_pos = *def_pos;
            let Some(&v) = vals.get(r.index as usize) else {
                return Err(Diag::error(
                    r.pos,
                    format!("reference to invalid result number '{}#{}'", r.name, r.index),
                ));
            };
            let got = self.ir.value_type(v);
            if got != ty {
                return Err(self.use_type_mismatch(r, ty, got).with_note(def_pos, "prior use here"));
            }
            return Ok(v);
        }
        let key = (r.name.clone(), r.index);
        let iso = self.names.isolated.last().expect("a name scope is open");
        if let Some(&(ph, prior, _)) = iso.forward.get(&key) {
            let got = self.ir.value_type(ph);
            if got != ty {
                return Err(self.use_type_mismatch(r, ty, got).with_note(prior, "prior use here"));
            }
            let depth = self.names.regions.len();
            if let Some(entry) = self.names.isolated.last_mut().and_then(|s| s.forward.get_mut(&key)) {
                entry.2 = entry.2.min(depth);
            }
            return Ok(ph);
        }
        let ph = self.ir.placeholder_value(ty);
        let depth = self.names.regions.len();
        self.names.isolated.last_mut().expect("a name scope is open").forward.insert(key, (ph, r.pos, depth));
        Ok(ph)
    }

    fn use_type_mismatch(&self, r: &OperandRef, want: TypeId, got: TypeId) -> Diag {
        let shown = if r.index == 0 && !r.name.contains('#') {
            r.name.clone()
        } else {
            format!("{}#{}", r.name, r.index)
        };
        Diag::error(
            r.pos,
            format!(
                "use of value '{shown}' expects different type than prior uses: {} vs {}",
                self.type_text(want),
                self.type_text(got)
            ),
        )
    }

    /// Resolves a list of uses against a list of types (counts must match).
    pub fn resolve_operands(
        &mut self,
        refs: &[OperandRef],
        types: &[TypeId],
        pos: u32,
    ) -> PResult<Vec<ValueId>> {
        if refs.len() != types.len() {
            return Err(Diag::error(
                pos,
                format!("{} operands present, but expected {}", refs.len(), types.len()),
            ));
        }
        refs.iter().zip(types).map(|(r, &t)| self.resolve_operand(r, t)).collect()
    }

    /// Resolves every use to the same type.
    pub fn resolve_operands_same(&mut self, refs: &[OperandRef], ty: TypeId) -> PResult<Vec<ValueId>> {
        refs.iter().map(|r| self.resolve_operand(r, ty)).collect()
    }

    /// Parses a value definition name `%x` (for region arguments).
    pub fn parse_arg_name(&mut self) -> PResult<(String, u32)> {
        if !self.at(Tok::PercentId) {
            return Err(self.err_expected("SSA identifier"));
        }
        let t = self.bump();
        Ok((self.text(t).to_string(), t.start))
    }

    /// Parses `%x : type` (an argument with its type, and an optional `loc(…)`).
    pub fn parse_typed_arg(&mut self) -> PResult<Argument> {
        let (name, pos) = self.parse_arg_name()?;
        self.expect(Tok::Colon, ":")?;
        let ty = self.parse_type()?;
        self.parse_optional_trailing_loc()?;
        Ok(Argument { name, pos, ty })
    }

    /// Looks up or forward-declares a block name in the current region.
    pub(crate) fn block_ref(&mut self, name: &str, pos: u32) -> BlockId {
        if let Some(&(b, _, _)) = self.names.blocks.last().and_then(|s| s.blocks.get(name)) {
            return b;
        }
        let b = self.ir.create_block();
        if let Some(s) = self.names.blocks.last_mut() {
            s.blocks.insert(name.to_string(), (b, false, pos));
        }
        b
    }

    /// Defines a block label in the current region.
    pub(crate) fn define_block(&mut self, name: &str, pos: u32, entry: Option<BlockId>) -> PResult<BlockId> {
        let scope = self.names.blocks.last_mut().expect("a region scope is open");
        match scope.blocks.get_mut(name) {
            Some((_, true, _)) => Err(Diag::error(pos, format!("redefinition of block '{name}'"))),
            Some((b, defined, _)) => {
                *defined = true;
                Ok(*b)
            }
            None => {
                let b = entry.unwrap_or_else(|| self.ir.create_block());
                scope.blocks.insert(name.to_string(), (b, true, pos));
                Ok(b)
            }
        }
    }

    /// Parses a successor `^bb1` and returns its block.
    pub fn parse_successor(&mut self) -> PResult<BlockId> {
        if !self.at(Tok::CaretId) {
            return Err(self.err_expected("block name"));
        }
        let t = self.bump();
        let name = self.text(t).to_string();
        if self.names.blocks.is_empty() {
            return Err(Diag::error(t.start, "block references are only valid inside a region"));
        }
        Ok(self.block_ref(&name, t.start))
    }
}

//! The IR container: arenas of operations, blocks, regions and values, and the interning
//! tables of types, attributes and names.
//!
//! Why: one owner for everything a parsed program holds, addressed by `u32` ids
//! ([`crate::ids`]). Passes read it through accessors and grow it through the builder
//! methods here; nothing is reference-counted.
//!
//! Invariants: an operation's results are values whose `def` points back to it; a block's
//! arguments likewise; every op is in at most one block (`parent`), every block in at most
//! one region, every region owned by one op. Interned types/attributes are never removed.

use crate::fxhash::FxHashMap as HashMap;

use crate::attrs::Attr;
use crate::ids::{AttrId, BlockId, OpId, RegionId, StrId, TypeId, ValueId};
use crate::types::Type;
use sparsir_storage::Encoding;

/// A position in the source text (byte offset into the file the IR was parsed from).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct SrcPos(pub u32);

/// How a value is defined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueDef {
    /// Result `index` of an operation.
    OpResult { op: OpId, index: u32 },
    /// Argument `index` of a block.
    BlockArg { block: BlockId, index: u32 },
}

/// An SSA value.
#[derive(Clone, Debug)]
pub struct Value {
    /// Its type.
    pub ty: TypeId,
    /// Where it comes from.
    pub def: ValueDef,
}

/// An operation: the one generic record every op uses.
#[derive(Clone, Debug)]
pub struct Operation {
    /// Full name, `dialect.op`.
    pub name: StrId,
    /// Operand values.
    pub operands: Vec<ValueId>,
    /// Result values.
    pub results: Vec<ValueId>,
    /// Inherent attributes (MLIR's properties, `<{…}>` in the generic form).
    pub props: Vec<(StrId, AttrId)>,
    /// Discardable attributes (`{…}` in the generic form).
    pub attrs: Vec<(StrId, AttrId)>,
    /// Owned regions.
    pub regions: Vec<RegionId>,
    /// Successor blocks (branches).
    pub successors: Vec<BlockId>,
    /// Enclosing block.
    pub parent: Option<BlockId>,
    /// Where the op was parsed.
    pub pos: SrcPos,
    /// An explicit `loc(…)` attribute, when written.
    pub loc: Option<AttrId>,
}

/// A block: arguments and a list of operations.
#[derive(Clone, Debug, Default)]
pub struct Block {
    /// Block arguments.
    pub args: Vec<ValueId>,
    /// Operations in order.
    pub ops: Vec<OpId>,
    /// Enclosing region.
    pub parent: Option<RegionId>,
}

/// A region: a list of blocks.
#[derive(Clone, Debug, Default)]
pub struct Region {
    /// Blocks in order; the first is the entry block.
    pub blocks: Vec<BlockId>,
    /// Owning operation.
    pub parent: Option<OpId>,
}

/// All of a program's IR.
#[derive(Default)]
pub struct Ir {
    ops: Vec<Operation>,
    blocks: Vec<Block>,
    regions: Vec<Region>,
    values: Vec<Value>,
    types: Vec<Type>,
    type_ids: HashMap<Type, TypeId>,
    attrs: Vec<Attr>,
    attr_ids: HashMap<Attr, AttrId>,
    strs: Vec<Box<str>>,
    str_ids: HashMap<Box<str>, StrId>,
    encodings: Vec<Encoding>,
    encoding_ids: HashMap<String, u32>,
    /// Attribute aliases to print (`#CSR = …`), in definition order.
    pub attr_aliases: Vec<(String, AttrId)>,
    /// Type aliases to print (`!T = …`), in definition order.
    pub type_aliases: Vec<(String, TypeId)>,
    /// The top-level operation (a `builtin.module`) once parsed.
    pub top: Option<OpId>,
}

impl Ir {
    /// An empty IR.
    pub fn new() -> Ir {
        Ir::default()
    }

    // ---- interning -------------------------------------------------------------------

    /// Interns a type.
    pub fn ty(&mut self, ty: Type) -> TypeId {
        if let Some(&id) = self.type_ids.get(&ty) {
            return id;
        }
        let id = TypeId(self.types.len() as u32);
        self.types.push(ty.clone());
        self.type_ids.insert(ty, id);
        id
    }

    /// The id of a type if it was interned already.
    pub fn lookup_type(&self, ty: &Type) -> Option<TypeId> {
        self.type_ids.get(ty).copied()
    }

    /// The type behind an id.
    #[inline]
    pub fn type_of(&self, id: TypeId) -> &Type {
        &self.types[id.index()]
    }

    /// Interns an attribute.
    pub fn attr(&mut self, attr: Attr) -> AttrId {
        if let Some(&id) = self.attr_ids.get(&attr) {
            return id;
        }
        let id = AttrId(self.attrs.len() as u32);
        self.attrs.push(attr.clone());
        self.attr_ids.insert(attr, id);
        id
    }

    /// The attribute behind an id.
    #[inline]
    pub fn attr_of(&self, id: AttrId) -> &Attr {
        &self.attrs[id.index()]
    }

    /// Interns a string.
    pub fn intern(&mut self, s: &str) -> StrId {
        if let Some(&id) = self.str_ids.get(s) {
            return id;
        }
        let id = StrId(self.strs.len() as u32);
        self.strs.push(s.into());
        self.str_ids.insert(s.into(), id);
        id
    }

    /// The id of an already interned string.
    pub fn lookup_str(&self, s: &str) -> Option<StrId> {
        self.str_ids.get(s).copied()
    }

    /// The string behind an id.
    #[inline]
    pub fn str(&self, id: StrId) -> &str {
        &self.strs[id.index()]
    }

    /// Interns a sparse encoding as an attribute (equal encodings share one id).
    pub fn encoding_attr(&mut self, enc: Encoding) -> AttrId {
        let key = enc.to_string();
        let index = match self.encoding_ids.get(&key) {
            Some(&i) => i,
            None => {
                let i = self.encodings.len() as u32;
                self.encodings.push(enc);
                self.encoding_ids.insert(key, i);
                i
            }
        };
        self.attr(Attr::SparseEncoding(index))
    }

    /// The encoding of an encoding attribute (`None` for other attributes).
    pub fn encoding(&self, attr: AttrId) -> Option<&Encoding> {
        match self.attr_of(attr) {
            Attr::SparseEncoding(i) => Some(&self.encodings[*i as usize]),
            _ => None,
        }
    }

    /// The encoding of a sparse tensor type (`None` for dense and non-tensor types).
    pub fn type_encoding(&self, ty: TypeId) -> Option<&Encoding> {
        self.type_of(ty).encoding().and_then(|a| self.encoding(a))
    }

    // ---- arenas ----------------------------------------------------------------------

    /// The operation behind an id.
    #[inline]
    pub fn op(&self, id: OpId) -> &Operation {
        &self.ops[id.index()]
    }

    /// Mutable access to an operation.
    #[inline]
    pub fn op_mut(&mut self, id: OpId) -> &mut Operation {
        &mut self.ops[id.index()]
    }

    /// The block behind an id.
    #[inline]
    pub fn block(&self, id: BlockId) -> &Block {
        &self.blocks[id.index()]
    }

    /// Mutable access to a block.
    #[inline]
    pub fn block_mut(&mut self, id: BlockId) -> &mut Block {
        &mut self.blocks[id.index()]
    }

    /// The region behind an id.
    #[inline]
    pub fn region(&self, id: RegionId) -> &Region {
        &self.regions[id.index()]
    }

    /// The value behind an id.
    #[inline]
    pub fn value(&self, id: ValueId) -> &Value {
        &self.values[id.index()]
    }

    /// The type of a value.
    #[inline]
    pub fn value_type(&self, id: ValueId) -> TypeId {
        self.values[id.index()].ty
    }

    /// Number of operations ever created.
    pub fn num_ops(&self) -> usize {
        self.ops.len()
    }

    /// Number of values ever created.
    pub fn num_values(&self) -> usize {
        self.values.len()
    }

    /// Creates an operation (not yet in a block) with results of the given types.
    pub fn create_op(&mut self, name: StrId, operands: Vec<ValueId>, result_types: &[TypeId]) -> OpId {
        let id = OpId(self.ops.len() as u32);
        let results = result_types
            .iter()
            .enumerate()
            .map(|(i, &ty)| self.new_value(ty, ValueDef::OpResult { op: id, index: i as u32 }))
            .collect();
        self.ops.push(Operation {
            name,
            operands,
            results,
            props: Vec::new(),
            attrs: Vec::new(),
            regions: Vec::new(),
            successors: Vec::new(),
            parent: None,
            pos: SrcPos::default(),
            loc: None,
        });
        id
    }

    fn new_value(&mut self, ty: TypeId, def: ValueDef) -> ValueId {
        let id = ValueId(self.values.len() as u32);
        self.values.push(Value { ty, def });
        id
    }

    /// Creates a value that is defined nowhere yet (a forward reference of the parser);
    /// it must be replaced before the IR is used.
    pub(crate) fn placeholder_value(&mut self, ty: TypeId) -> ValueId {
        self.new_value(ty, ValueDef::BlockArg { block: BlockId(u32::MAX), index: u32::MAX })
    }

    /// Appends a result of type `ty` to `op` (rewrites threading a value out of an op).
    pub fn add_result(&mut self, op: OpId, ty: TypeId) -> ValueId {
        let index = self.ops[op.index()].results.len() as u32;
        let v = self.new_value(ty, ValueDef::OpResult { op, index });
        self.ops[op.index()].results.push(v);
        v
    }

    /// Creates an empty block.
    pub fn create_block(&mut self) -> BlockId {
        let id = BlockId(self.blocks.len() as u32);
        self.blocks.push(Block::default());
        id
    }

    /// Appends an argument of type `ty` to a block.
    pub fn add_block_arg(&mut self, block: BlockId, ty: TypeId) -> ValueId {
        let index = self.blocks[block.index()].args.len() as u32;
        let v = self.new_value(ty, ValueDef::BlockArg { block, index });
        self.blocks[block.index()].args.push(v);
        v
    }

    /// Appends `op` to the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        self.ops[op.index()].parent = Some(block);
        self.blocks[block.index()].ops.push(op);
    }

    /// Creates a region holding `blocks` and attaches it to `op`.
    pub fn add_region(&mut self, op: OpId, blocks: Vec<BlockId>) -> RegionId {
        let id = RegionId(self.regions.len() as u32);
        for &b in &blocks {
            self.blocks[b.index()].parent = Some(id);
        }
        self.regions.push(Region { blocks, parent: Some(op) });
        self.ops[op.index()].regions.push(id);
        id
    }

    /// Makes `blocks` the blocks of `region` (moving them from wherever they were).
    pub fn set_region_blocks(&mut self, region: RegionId, blocks: Vec<BlockId>) {
        for &b in &blocks {
            self.blocks[b.index()].parent = Some(region);
        }
        self.regions[region.index()].blocks = blocks;
    }

    /// Inserts `ops` (in no block) just before `anchor`, in order.
    pub fn insert_before(&mut self, anchor: OpId, ops: &[OpId]) {
        let block = self.ops[anchor.index()].parent.expect("the anchor is in a block");
        let at = self.blocks[block.index()].ops.iter().position(|&o| o == anchor).expect("op in its block");
        for &op in ops {
            self.ops[op.index()].parent = Some(block);
        }
        self.blocks[block.index()].ops.splice(at..at, ops.iter().copied());
    }

    /// Removes `op` from its block (its results must have no uses left).
    pub fn detach(&mut self, op: OpId) {
        if let Some(block) = self.ops[op.index()].parent.take() {
            self.blocks[block.index()].ops.retain(|&o| o != op);
        }
    }

    /// Replaces every use of `from` by `to` in `root` and the ops nested in it.
    pub fn replace_uses_under(&mut self, root: OpId, from: ValueId, to: ValueId) {
        let mut all = Vec::new();
        self.walk(root, &mut |op| all.push(op));
        for op in all {
            for v in &mut self.ops[op.index()].operands {
                if *v == from {
                    *v = to;
                }
            }
        }
    }

    // ---- queries ---------------------------------------------------------------------

    /// The op's name.
    pub fn op_name(&self, op: OpId) -> &str {
        self.str(self.ops[op.index()].name)
    }

    /// An attribute of the op by name (inherent first, then discardable).
    pub fn op_attr(&self, op: OpId, name: &str) -> Option<AttrId> {
        let id = self.lookup_str(name)?;
        let o = &self.ops[op.index()];
        o.props.iter().chain(o.attrs.iter()).find(|(n, _)| *n == id).map(|(_, a)| *a)
    }

    /// The operation that encloses `op` (owner of its block's region).
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let block = self.ops[op.index()].parent?;
        let region = self.blocks[block.index()].parent?;
        self.regions[region.index()].parent
    }

    /// The op defining a value, if it is an op result.
    pub fn defining_op(&self, v: ValueId) -> Option<OpId> {
        match self.values[v.index()].def {
            ValueDef::OpResult { op, .. } => Some(op),
            ValueDef::BlockArg { .. } => None,
        }
    }

    /// The op defining a value, or for a block argument the op owning its block.
    pub fn owner_op(&self, v: ValueId) -> Option<OpId> {
        match self.values[v.index()].def {
            ValueDef::OpResult { op, .. } => Some(op),
            ValueDef::BlockArg { block, .. } => {
                self.block(block).parent.and_then(|region| self.region(region).parent)
            }
        }
    }

    /// The block and argument index of a block argument (`None` for an op result).
    pub fn block_arg_position(&self, v: ValueId) -> Option<(BlockId, usize)> {
        match self.values[v.index()].def {
            ValueDef::BlockArg { block, index } => Some((block, index as usize)),
            ValueDef::OpResult { .. } => None,
        }
    }

    /// True when `op` is nested (at any depth) in `region`.
    pub fn is_ancestor_region(&self, region: RegionId, op: OpId) -> bool {
        let mut cur = op;
        loop {
            let Some(block) = self.ops[cur.index()].parent else { return false };
            let Some(r) = self.blocks[block.index()].parent else { return false };
            if r == region {
                return true;
            }
            match self.regions[r.index()].parent {
                Some(p) => cur = p,
                None => return false,
            }
        }
    }

    /// Types of a list of values.
    pub fn value_types(&self, vs: &[ValueId]) -> Vec<TypeId> {
        vs.iter().map(|&v| self.value_type(v)).collect()
    }

    /// Replaces every use of `from` by `to` in the operands of the given ops.
    pub(crate) fn replace_uses_in(&mut self, ops: &[OpId], map: &HashMap<ValueId, ValueId>) {
        for &op in ops {
            for v in &mut self.ops[op.index()].operands {
                if let Some(&to) = map.get(v) {
                    *v = to;
                }
            }
        }
    }

    /// Visits `op` and every op nested in its regions, outer before inner.
    pub fn walk(&self, op: OpId, f: &mut dyn FnMut(OpId)) {
        let mut stack = vec![op];
        while let Some(op) = stack.pop() {
            f(op);
            for &r in self.ops[op.index()].regions.iter().rev() {
                for &b in self.regions[r.index()].blocks.iter().rev() {
                    stack.extend(self.blocks[b.index()].ops.iter().rev());
                }
            }
        }
    }
}

//! Index types of the IR arenas.
//!
//! Why: every IR entity (value, operation, block, region, type, attribute, interned
//! string) lives in a `Vec` inside [`crate::Ir`] and is named by a `u32` newtype, so the
//! IR has no `Rc<RefCell>`, is cheap to copy around by id, and side tables can be plain
//! vectors indexed by the same ids.

macro_rules! define_id {
    ($($(#[$doc:meta])* $name:ident;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);

        impl $name {
            /// The arena index.
            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    )*};
}

define_id! {
    /// An SSA value: an operation result or a block argument.
    ValueId;
    /// An operation.
    OpId;
    /// A block (a list of operations with arguments).
    BlockId;
    /// A region (a list of blocks owned by an operation).
    RegionId;
    /// An interned type.
    TypeId;
    /// An interned attribute.
    AttrId;
    /// An interned string (operation and attribute names).
    StrId;
}

//! Buffers that are owned or borrowed from someone else.
//!
//! Why this exists: storage buffers are usually `Vec`s sparsir built, but a tensor can
//! also be made over memory another runtime owns — a numpy array handed in from Python,
//! read in place by the kernels without a copy. [`Buf<T>`] is either; it reads as a slice
//! in both cases and turns into an owned `Vec` (one copy) the first time it is changed
//! (copy on write), so code that builds or edits storage never writes into memory it
//! does not own.
//!
//! Example: a CSR tensor's coordinates `[0, 2, 1]` can be `Buf::from(vec![0u32, 2, 1])`
//! (owned) or `Buf::foreign(Arc::new(array))` where `array` implements [`Foreign<u32>`]
//! and keeps the caller's memory alive; `&buf[..]` is `[0, 2, 1]` either way.

use std::any::Any;
use std::fmt;
use std::ops::{Deref, DerefMut};
use std::sync::Arc;

/// An owned buffer of `v` (what the storage macros wrap a built `Vec` in).
#[inline]
pub fn owned<T: 'static>(v: Vec<T>) -> Buf<T> {
    Buf::from(v)
}

/// Memory owned elsewhere that a [`Buf`] reads in place.
///
/// The slice must stay the same (address, length and contents) for as long as the
/// object lives: tensors are immutable values and kernels read the slice while they run.
pub trait Foreign<T>: Send + Sync + 'static {
    /// The entries.
    fn as_slice(&self) -> &[T];
    /// The object itself, so its owner can recognise it when the buffer comes back.
    fn as_any(&self) -> &dyn Any;
}

/// An owned `Vec` or a shared read-only foreign slice; see the module doc.
pub struct Buf<T: 'static>(Repr<T>);

enum Repr<T: 'static> {
    Owned(Vec<T>),
    /// The first `len` entries of the foreign slice.
    Foreign(Arc<dyn Foreign<T>>, usize),
}

impl<T: 'static> Buf<T> {
    /// An empty owned buffer.
    pub const fn new() -> Buf<T> {
        Buf(Repr::Owned(Vec::new()))
    }

    /// An empty owned buffer with room for `n` entries.
    pub fn with_capacity(n: usize) -> Buf<T> {
        Buf(Repr::Owned(Vec::with_capacity(n)))
    }

    /// A buffer reading `src` in place.
    pub fn foreign(src: Arc<dyn Foreign<T>>) -> Buf<T> {
        let len = src.as_slice().len();
        Buf(Repr::Foreign(src, len))
    }

    /// The foreign object this buffer reads, if it is one.
    pub fn foreign_source(&self) -> Option<&Arc<dyn Foreign<T>>> {
        match &self.0 {
            Repr::Owned(_) => None,
            Repr::Foreign(f, _) => Some(f),
        }
    }

    /// True when the buffer reads foreign memory.
    pub fn is_foreign(&self) -> bool {
        matches!(self.0, Repr::Foreign(..))
    }

    /// The entries as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[T] {
        match &self.0 {
            Repr::Owned(v) => v,
            Repr::Foreign(f, len) => &f.as_slice()[..*len],
        }
    }

    /// Owned capacity (the length for a foreign buffer).
    pub fn capacity(&self) -> usize {
        match &self.0 {
            Repr::Owned(v) => v.capacity(),
            Repr::Foreign(_, len) => *len,
        }
    }
}

impl<T: Clone + 'static> Buf<T> {
    /// The owned `Vec`, copying a foreign buffer into one first.
    #[inline]
    pub fn to_mut(&mut self) -> &mut Vec<T> {
        if let Repr::Foreign(..) = &self.0 {
            self.0 = Repr::Owned(self.as_slice().to_vec());
        }
        match &mut self.0 {
            Repr::Owned(v) => v,
            Repr::Foreign(..) => unreachable!("made owned above"),
        }
    }

    /// The entries as a `Vec` (a copy only for a foreign buffer).
    pub fn into_vec(mut self) -> Vec<T> {
        match &mut self.0 {
            Repr::Owned(v) => std::mem::take(v),
            Repr::Foreign(..) => self.as_slice().to_vec(),
        }
    }

    /// Appends one entry.
    #[inline]
    pub fn push(&mut self, x: T) {
        self.to_mut().push(x)
    }

    /// Appends a slice.
    pub fn extend_from_slice(&mut self, xs: &[T]) {
        self.to_mut().extend_from_slice(xs)
    }

    /// Grows or shrinks to `n` entries, filling with `x`.
    pub fn resize(&mut self, n: usize, x: T) {
        self.to_mut().resize(n, x)
    }

    /// Reserves room for `n` more entries.
    pub fn reserve(&mut self, n: usize) {
        self.to_mut().reserve(n)
    }

    /// Keeps the first `n` entries (a foreign buffer stays foreign: it reads less).
    pub fn truncate(&mut self, n: usize) {
        match &mut self.0 {
            Repr::Owned(v) => v.truncate(n),
            Repr::Foreign(_, len) => *len = n.min(*len),
        }
    }

    /// Removes every entry.
    pub fn clear(&mut self) {
        self.0 = Repr::Owned(Vec::new());
    }

    /// Removes and returns the last entry.
    pub fn pop(&mut self) -> Option<T> {
        self.to_mut().pop()
    }
}

/// A large owned buffer of a plain numeric type is kept for an output that overwrites it
/// (`recycle`) instead of being freed.
impl<T: 'static> Drop for Buf<T> {
    fn drop(&mut self) {
        if let Repr::Owned(v) = &mut self.0 {
            if v.capacity() * std::mem::size_of::<T>() >= crate::recycle::MIN_BYTES {
                drop(crate::recycle::keep(std::mem::take(v)));
            }
        }
    }
}

impl<T: 'static> Deref for Buf<T> {
    type Target = [T];
    #[inline]
    fn deref(&self) -> &[T] {
        self.as_slice()
    }
}

impl<T: Clone + 'static> DerefMut for Buf<T> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        self.to_mut()
    }
}

impl<T: 'static> Default for Buf<T> {
    fn default() -> Self {
        Buf::new()
    }
}

impl<T: Clone + 'static> Clone for Buf<T> {
    fn clone(&self) -> Self {
        match &self.0 {
            Repr::Owned(v) => Buf(Repr::Owned(v.clone())),
            Repr::Foreign(f, len) => Buf(Repr::Foreign(f.clone(), *len)),
        }
    }
}

impl<T: fmt::Debug + 'static> fmt::Debug for Buf<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.as_slice().fmt(f)
    }
}

impl<T: PartialEq + 'static> PartialEq for Buf<T> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Eq + 'static> Eq for Buf<T> {}

impl<T: 'static> From<Vec<T>> for Buf<T> {
    fn from(v: Vec<T>) -> Self {
        Buf(Repr::Owned(v))
    }
}

impl<T: 'static> FromIterator<T> for Buf<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        Buf(Repr::Owned(iter.into_iter().collect()))
    }
}

impl<T: Clone + 'static> Extend<T> for Buf<T> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, iter: I) {
        self.to_mut().extend(iter)
    }
}

impl<'a, T: Copy + 'static> Extend<&'a T> for Buf<T> {
    fn extend<I: IntoIterator<Item = &'a T>>(&mut self, iter: I) {
        self.to_mut().extend(iter)
    }
}

impl<T: Clone + 'static> IntoIterator for Buf<T> {
    type Item = T;
    type IntoIter = std::vec::IntoIter<T>;
    fn into_iter(self) -> Self::IntoIter {
        self.into_vec().into_iter()
    }
}

impl<'a, T: 'static> IntoIterator for &'a Buf<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl<T: PartialEq + 'static> PartialEq<Vec<T>> for Buf<T> {
    fn eq(&self, other: &Vec<T>) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Send + 'static> rayon::iter::FromParallelIterator<T> for Buf<T> {
    fn from_par_iter<I: rayon::iter::IntoParallelIterator<Item = T>>(iter: I) -> Self {
        Buf(Repr::Owned(Vec::from_par_iter(iter)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Held(Vec<u32>);
    impl Foreign<u32> for Held {
        fn as_slice(&self) -> &[u32] {
            &self.0
        }
        fn as_any(&self) -> &dyn Any {
            self
        }
    }

    #[test]
    fn foreign_reads_in_place_and_copies_on_write() {
        let held = Arc::new(Held(vec![0, 2, 1]));
        let addr = held.0.as_ptr();
        let mut b: Buf<u32> = Buf::foreign(held.clone());
        assert_eq!(&b[..], &[0, 2, 1]);
        assert_eq!(b.as_ptr(), addr);
        let c = b.clone();
        assert_eq!(c.as_ptr(), addr, "a clone shares the foreign memory");
        let mut short = c.clone();
        short.truncate(2);
        assert!(short.is_foreign());
        assert_eq!(&short[..], &[0, 2]);
        b.push(7);
        assert!(!b.is_foreign());
        assert_eq!(&b[..], &[0, 2, 1, 7]);
        assert_eq!(&held.0, &[0, 2, 1], "the owner's memory is never written");
        assert_eq!(c.into_vec(), vec![0, 2, 1]);
    }
}

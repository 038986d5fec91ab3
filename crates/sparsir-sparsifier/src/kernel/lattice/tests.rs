//! Lattice points of small expressions, derived by hand.

use super::*;
use crate::kernel::expr::{Branch, Class, Exprs, Kind};
use sparsir_ir::ValueId;

fn leaf(ex: &mut Exprs, kind: Kind) -> ExprId {
    ex.add(kind, vec![], ValueId(0), None)
}

fn node(ex: &mut Exprs, kind: Kind, args: Vec<ExprId>) -> ExprId {
    let e = ex.add(kind, args, ValueId(0), None);
    ex.root = Some(e);
    e
}

fn two(kind: Kind) -> Exprs {
    let mut ex = Exprs::default();
    let a = leaf(&mut ex, Kind::Tensor(0));
    let b = leaf(&mut ex, Kind::Tensor(1));
    node(&mut ex, kind, vec![a, b]);
    ex
}

#[test]
fn product_needs_both() {
    assert_eq!(points(&two(Kind::Op(Class::Conj)), 0, &[0, 1]), vec![0b11]);
}

#[test]
fn sum_needs_either() {
    let p = points(&two(Kind::Op(Class::DisjPass)), 0, &[0, 1]);
    assert_eq!(p, vec![0b11, 0b01, 0b10]);
    assert_eq!(minimal(&p), vec![0b01, 0b10]);
}

#[test]
fn equality_compare_is_dense() {
    assert_eq!(points(&two(Kind::Op(Class::Dense)), 0, &[0, 1]), vec![0b11, 0b01, 0b10, 0b00]);
}

#[test]
fn binary_with_empty_sides_is_an_intersection_or_difference() {
    let inter = Kind::Binary { overlap: Branch::Region, left: Branch::Empty, right: Branch::Empty };
    assert_eq!(points(&two(inter), 0, &[0, 1]), vec![0b11]);
    // A difference: `b` present at this level may still be absent below it, so the point
    // {a, b} stays (an over-approximation the generated code resolves at the entry).
    let diff = Kind::Binary { overlap: Branch::Empty, left: Branch::Identity, right: Branch::Empty };
    assert_eq!(points(&two(diff), 0, &[0, 1]), vec![0b11, 0b01]);
    assert_eq!(minimal(&points(&two(diff), 0, &[0, 1])), vec![0b01]);
}

#[test]
fn reduction_into_the_output_skips_points_that_copy_it() {
    // out + a * b: where a or b is absent the output stays as it is.
    let mut ex = Exprs::default();
    let out = leaf(&mut ex, Kind::Output);
    let a = leaf(&mut ex, Kind::Tensor(0));
    let b = leaf(&mut ex, Kind::Tensor(1));
    let m = node(&mut ex, Kind::Op(Class::Conj), vec![a, b]);
    node(&mut ex, Kind::Op(Class::DisjPass), vec![out, m]);
    assert_eq!(points(&ex, 0, &[0, 1]), vec![0b11]);
}

#[test]
fn unary_with_absent_branch_visits_everything() {
    let mut ex = Exprs::default();
    let a = leaf(&mut ex, Kind::Tensor(0));
    node(&mut ex, Kind::Unary { present: Branch::Region, absent: Branch::Region }, vec![a]);
    assert_eq!(points(&ex, 0, &[0]), vec![0b1, 0b0]);
}

#[test]
fn known_absent_tensors_prune_points() {
    assert!(points(&two(Kind::Op(Class::Conj)), 0b10, &[0]).is_empty());
}

//! `BranchOpInterface` of `cf.br`, `cf.cond_br`, `cf.switch`, `test.br` and
//! `test.producing_br`: the operands each successor receives and the successor constant
//! operands select.

mod common;

use common::*;
use rmlir_ir::interfaces::{SuccessorOperands, branch_op};

const SRC: &str = r#"
func.func @f(%c: i1, %x: i32, %y: f32) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2(%y, %y : f32, f32)
^bb1(%a: i32):
  cf.br ^bb3(%a, %y : i32, f32)
^bb2(%b: f32, %b2: f32):
  cf.switch %x : i32, [
    default: ^bb3(%x, %b : i32, f32),
    42: ^bb4,
    7: ^bb3(%x, %b2 : i32, f32)
  ]
^bb3(%p: i32, %q: f32):
  return
^bb4:
  return
}
"#;

#[test]
fn cf_br_forwards_all_operands() {
    let (ctx, ir) = parse(SRC);
    let op = op_named(&ctx, &ir, "cf.br");
    let br = branch_op(&ir, op).unwrap().expect("cf.br is a branch");
    let s = br.successor_operands(&ctx, &ir, op, 0);
    assert_eq!(s, SuccessorOperands::forwarded(0..2));
    assert_eq!(s.values(&ir, op), operands(&ir, op));
    assert_eq!(
        br.successor_for_operands(&ctx, &ir, op, &[None, None]),
        Some(0)
    );
}

#[test]
fn cf_cond_br_splits_by_segments() {
    let (ctx, ir) = parse(SRC);
    let op = op_named(&ctx, &ir, "cf.cond_br");
    let br = branch_op(&ir, op).unwrap().expect("cf.cond_br is a branch");
    let ops = operands(&ir, op);
    let t = br.successor_operands(&ctx, &ir, op, 0);
    let f = br.successor_operands(&ctx, &ir, op, 1);
    assert_eq!(t.forwarded, 1..2);
    assert_eq!(f.forwarded, 2..4);
    assert_eq!(t.values(&ir, op), vec![ops[1]]);
    assert_eq!(f.values(&ir, op), vec![ops[2], ops[3]]);
    assert_eq!(f.operand_for_arg(1), Some(3));
    assert_eq!(f.arg_for_operand(1), None);
    let t_const = [int(&ctx, -1, 1), None, None, None];
    let f_const = [int(&ctx, 0, 1), None, None, None];
    assert_eq!(br.successor_for_operands(&ctx, &ir, op, &t_const), Some(0));
    assert_eq!(br.successor_for_operands(&ctx, &ir, op, &f_const), Some(1));
    assert_eq!(br.successor_for_operands(&ctx, &ir, op, &[None; 4]), None);
}

#[test]
fn cf_switch_default_and_cases() {
    let (ctx, ir) = parse(SRC);
    let op = op_named(&ctx, &ir, "cf.switch");
    let br = branch_op(&ir, op).unwrap().expect("cf.switch is a branch");
    let got: Vec<_> = (0..3)
        .map(|i| br.successor_operands(&ctx, &ir, op, i).forwarded)
        .collect();
    assert_eq!(got, vec![1..3, 3..3, 3..5]);
    let n = operands(&ir, op).len();
    let with_flag = |v| {
        let mut c = vec![None; n];
        c[0] = int(&ctx, v, 32);
        br.successor_for_operands(&ctx, &ir, op, &c)
    };
    assert_eq!(with_flag(42), Some(1));
    assert_eq!(with_flag(7), Some(2));
    assert_eq!(with_flag(3), Some(0));
}

#[test]
fn test_br_and_producing_br() {
    let (ctx, ir) = parse(
        r#"
func.func @f(%x: i32) {
  "test.br"(%x)[^bb1] : (i32) -> ()
^bb1(%a: i32):
  %d = "test.producing_br"(%x, %a, %a)[^bb2, ^bb3]
      <{operandSegmentSizes = array<i32: 1, 2>}> : (i32, i32, i32) -> i32
^bb2(%b: i32, %c: i32):
  return
^bb3(%e: i32):
  return
}
"#,
    );
    let op = op_named(&ctx, &ir, "test.br");
    let br = branch_op(&ir, op).unwrap().expect("test.br is a branch");
    assert_eq!(br.successor_operands(&ctx, &ir, op, 0).forwarded, 0..1);

    let op = op_named(&ctx, &ir, "test.producing_br");
    let br = branch_op(&ir, op)
        .unwrap()
        .expect("test.producing_br is a branch");
    // Upstream's test op sends the second group to successor 0, the first to 1.
    assert_eq!(br.successor_operands(&ctx, &ir, op, 0).forwarded, 1..3);
    assert_eq!(br.successor_operands(&ctx, &ir, op, 1).forwarded, 0..1);
}

#[test]
fn non_branches_have_no_interface() {
    let (ctx, ir) = parse(SRC);
    for name in ["func.return", "func.func"] {
        let op = ops_named(&ctx, &ir, name)[0];
        assert!(branch_op(&ir, op).unwrap().is_none(), "{name}");
    }
}

#[test]
fn produced_operands_shift_the_arguments() {
    let s = SuccessorOperands {
        produced: 1,
        ..SuccessorOperands::forwarded(4..6)
    };
    assert_eq!(s.len(), 3);
    assert_eq!(s.operand_for_arg(0), None);
    assert_eq!(s.operand_for_arg(1), Some(4));
    assert_eq!(s.operand_for_arg(3), None);
    assert_eq!(s.arg_for_operand(5), Some(2));
}

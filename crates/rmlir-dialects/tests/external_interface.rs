//! External models and promised interfaces: a dialect that promises an op's
//! `BranchOpInterface` fails the lookup with a clear error until another dialect
//! attaches an implementation; attaching to an op that already implements the
//! interface, or to an unknown op, is refused.

mod common;

use common::*;
use rmlir_ir::interfaces::{
    AttachError, BranchOpInterface, InterfaceKind, InterfaceSet, Interfaces,
    RegionBranchOpInterface, RegionPoint, RegionSuccessor, SuccessorOperands, attach_interfaces,
    branch_op, region_branch_op,
};
use rmlir_ir::opdef::{Dialect, OpDef, traits};
use rmlir_ir::{Context, Ir, OpRef};

/// A dialect whose branch promises `BranchOpInterface` without implementing it.
static PROMISING: Dialect = Dialect {
    name: "promising",
    props: &[],
    attributes: rmlir_ir::opdef::Hook::Any,
    types: rmlir_ir::opdef::Hook::Any,
    ops: &[
        OpDef::new("promising.br", traits::TERMINATOR).with_interfaces(Interfaces {
            promised: InterfaceSet::EMPTY.with(InterfaceKind::Branch),
            ..Interfaces::NONE
        }),
    ],
    allow_unknown_ops: false,
    materialize_constant: None,
    attr_verifier: None,
};

/// The external model another dialect provides for `promising.br`: everything goes
/// to successor 0.
struct ForwardAll;

impl BranchOpInterface for ForwardAll {
    fn successor_operands(&self, _: &Context, ir: &Ir, op: OpRef, _: usize) -> SuccessorOperands {
        SuccessorOperands::forwarded(0..ir.body(op.0).num_operands(op.1))
    }
}

/// An external region-branch model for `test.region_buffer_based`, which has none.
struct EnterOnce;

impl RegionBranchOpInterface for EnterOnce {
    fn successor_regions(
        &self,
        _: &Context,
        _: &Ir,
        _: OpRef,
        from: RegionPoint,
    ) -> Vec<RegionSuccessor> {
        match from {
            RegionPoint::Parent => vec![RegionSuccessor::region(0, vec![])],
            RegionPoint::Region(_) => vec![RegionSuccessor::parent(vec![])],
        }
    }
}

const BR: &str = r#"
func.func @f(%x: i32) {
  "promising.br"(%x)[^bb1] : (i32) -> ()
^bb1(%a: i32):
  return
}
"#;

fn context() -> Context {
    let mut ctx = rmlir_dialects::context();
    ctx.register_dialect(&PROMISING);
    ctx
}

#[test]
fn promised_but_missing_is_an_error() {
    let ctx = context();
    let ir = parse_in(&ctx, BR);
    let op = op_named(&ctx, &ir, "promising.br");
    let err = branch_op(&ir, op)
        .err()
        .expect("a promise without implementation");
    assert_eq!(err.op, "promising.br");
    assert_eq!(err.interface, InterfaceKind::Branch);
    assert!(err.to_string().contains("BranchOpInterface"), "{err}");
    // Interfaces that were not promised are simply absent.
    assert!(region_branch_op(&ir, op).unwrap().is_none());
}

#[test]
fn attached_model_fulfils_the_promise() {
    let mut ctx = context();
    static MODEL: ForwardAll = ForwardAll;
    let models = Interfaces {
        branch: Some(&MODEL),
        ..Interfaces::NONE
    };
    attach_interfaces(&mut ctx, "promising.br", models).expect("attach");
    let ir = parse_in(&ctx, BR);
    let op = op_named(&ctx, &ir, "promising.br");
    let br = branch_op(&ir, op).unwrap().expect("attached");
    assert_eq!(br.successor_operands(&ctx, &ir, op, 0).forwarded, 0..1);
    // Attaching twice is refused: the slot is taken.
    assert_eq!(
        attach_interfaces(&mut ctx, "promising.br", models),
        Err(AttachError::AlreadyImplemented {
            op: "promising.br",
            interface: InterfaceKind::Branch
        })
    );
}

#[test]
fn external_model_on_another_dialects_op() {
    let mut ctx = rmlir_dialects::context();
    static MODEL: EnterOnce = EnterOnce;
    let models = Interfaces {
        region_branch: Some(&MODEL),
        ..Interfaces::NONE
    };
    attach_interfaces(&mut ctx, "test.region_buffer_based", models).expect("attach");
    let ir = parse_in(
        &ctx,
        r#"
func.func @f(%a: memref<2xf32>) {
  test.region_buffer_based in(%a: memref<2xf32>) out(%a: memref<2xf32>) {
  ^bb0(%x: f32, %y: f32):
    test.region_yield %x : f32
  }
  %r = test.region_if %a : memref<2xf32> -> (memref<2xf32>) then {
  ^bb0(%t: memref<2xf32>):
    test.region_if_yield %t : memref<2xf32>
  } else {
  ^bb0(%e: memref<2xf32>):
    test.region_if_yield %e : memref<2xf32>
  } join {
  ^bb0(%j: memref<2xf32>):
    test.region_if_yield %j : memref<2xf32>
  }
  return
}
"#,
    );
    let op = op_named(&ctx, &ir, "test.region_buffer_based");
    let rb = region_branch_op(&ir, op).unwrap().expect("attached");
    assert_eq!(
        rb.successor_regions(&ctx, &ir, op, RegionPoint::Parent),
        vec![RegionSuccessor::region(0, vec![])]
    );
    // The other ops of the dialect keep their own implementations.
    let other = op_named(&ctx, &ir, "test.region_if");
    let rb = region_branch_op(&ir, other).unwrap().expect("own model");
    assert_eq!(
        rb.successor_regions(&ctx, &ir, other, RegionPoint::Parent)
            .len(),
        2
    );
    // Attaching to a name no dialect registered is refused.
    assert_eq!(
        attach_interfaces(&mut ctx, "test.no_such_op", models),
        Err(AttachError::UnknownOp("test.no_such_op".to_string()))
    );
    // An op's own implementation cannot be replaced.
    assert!(matches!(
        attach_interfaces(&mut ctx, "scf.if", models),
        Err(AttachError::AlreadyImplemented { .. })
    ));
}

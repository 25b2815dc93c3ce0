//! `CallOpInterface` (`func.call`, `func.call_indirect`), `CallableOpInterface`,
//! `SymbolOpInterface` and `FunctionOpInterface` (`func.func`), and the symbol defaults
//! of `builtin.module` and `memref.global`.

mod common;

use common::*;
use rmlir_ir::interfaces::{
    Callee, Visibility, arg_attr_dict, call_op, callable_op, function_op, is_return_like,
    region_branch_terminator, res_attr_dict, symbol_op,
};
use rmlir_ir::{AttrKind, Context, Ir, OpRef};

const SRC: &str = r#"
module @m attributes {sym_visibility = "nested"} {
  func.func private @decl(i32) -> f32
  func.func @def(%x: i32 {test.a}, %y: i64) -> (f32 {test.r}) {
    %r = func.call @decl(%x) : (i32) -> f32
    %fn = "test.source"() : () -> ((i32) -> f32)
    %s = func.call_indirect %fn(%x) : (i32) -> f32
    return %s : f32
  }
  memref.global "private" @g : memref<2xf32> = dense<0.0>
}
"#;

fn func_named(ctx: &Context, ir: &Ir, name: &str) -> OpRef {
    ops_named(ctx, ir, "func.func")
        .into_iter()
        .find(|&f| symbol_op(ir, f).unwrap().unwrap().name(ctx, ir, f) == Some(name))
        .expect("function")
}

#[test]
fn func_call_and_call_indirect() {
    let (ctx, ir) = parse(SRC);
    let call = op_named(&ctx, &ir, "func.call");
    let c = call_op(&ir, call).unwrap().expect("func.call is a call");
    let Some(Callee::Symbol(sym)) = c.callee(&ctx, &ir, call) else {
        panic!("expected a symbol callee");
    };
    match ctx.attr_kind(sym) {
        AttrKind::SymbolRef { root, nested } => {
            assert_eq!(ctx.str(*root), "decl");
            assert!(nested.is_empty());
        }
        k => panic!("callee is {k:?}"),
    }
    assert_eq!(c.arg_operands(&ctx, &ir, call), 0..1);

    let ind = op_named(&ctx, &ir, "func.call_indirect");
    let c = call_op(&ir, ind).unwrap().expect("call_indirect is a call");
    let fn_value = results(&ir, op_named(&ctx, &ir, "test.source"))[0];
    assert_eq!(c.callee(&ctx, &ir, ind), Some(Callee::Value(fn_value)));
    assert_eq!(c.arg_operands(&ctx, &ir, ind), 1..2);
}

#[test]
fn func_func_is_callable_symbol_and_function() {
    let (ctx, ir) = parse(SRC);
    let def = func_named(&ctx, &ir, "def");
    let decl = func_named(&ctx, &ir, "decl");
    let (i32t, i64t, f32t) = (
        ctx.int_type(32),
        ctx.int_type(64),
        ctx.float_type(rmlir_ir::types::FloatKind::F32),
    );

    let c = callable_op(&ir, def).unwrap().expect("callable");
    assert_eq!(c.callable_region(&ctx, &ir, def), Some(0));
    assert_eq!(c.callable_region(&ctx, &ir, decl), None);
    assert_eq!(c.argument_types(&ctx, &ir, def), vec![i32t, i64t]);
    assert_eq!(c.result_types(&ctx, &ir, decl), vec![f32t]);

    let s = symbol_op(&ir, def).unwrap().expect("symbol");
    assert_eq!(s.visibility(&ctx, &ir, def), Visibility::Public);
    assert_eq!(s.visibility(&ctx, &ir, decl), Visibility::Private);
    assert!(s.is_declaration(&ctx, &ir, decl));
    assert!(!s.is_declaration(&ctx, &ir, def));
    assert!(!s.is_optional_symbol());

    let f = function_op(&ir, def).unwrap().expect("function");
    assert_eq!(
        f.function_type(&ctx, &ir, def),
        Some(ctx.function_type(vec![i32t, i64t], vec![f32t]))
    );
    assert!(f.is_external(&ctx, &ir, decl));
    let name_of = |d: rmlir_ir::Attr| match ctx.attr_kind(d) {
        AttrKind::Dict(e) => e.iter().map(|(n, _)| ctx.str(*n).to_string()).collect(),
        _ => Vec::<String>::new(),
    };
    assert_eq!(
        arg_attr_dict(f, &ctx, &ir, def, 0).map(name_of),
        Some(vec!["test.a".to_string()])
    );
    assert_eq!(arg_attr_dict(f, &ctx, &ir, def, 1), None);
    assert_eq!(
        res_attr_dict(f, &ctx, &ir, def, 0).map(name_of),
        Some(vec!["test.r".to_string()])
    );
    assert!(call_op(&ir, def).unwrap().is_none());
}

#[test]
fn func_return_is_return_like() {
    let (ctx, ir) = parse(SRC);
    let ret = op_named(&ctx, &ir, "func.return");
    assert!(is_return_like(&ir, ret));
    let t = region_branch_terminator(&ir, ret)
        .unwrap()
        .expect("ReturnLike");
    assert_eq!(
        t.successor_operands(&ctx, &ir, ret, rmlir_ir::interfaces::RegionPoint::Parent),
        0..1
    );
    let call = op_named(&ctx, &ir, "func.call");
    assert!(!is_return_like(&ir, call));
    assert!(region_branch_terminator(&ir, call).unwrap().is_none());
}

#[test]
fn module_and_global_symbols() {
    let (ctx, ir) = parse(SRC);
    let m = op_named(&ctx, &ir, "builtin.module");
    let s = symbol_op(&ir, m).unwrap().expect("module is a symbol");
    assert_eq!(s.name(&ctx, &ir, m), Some("m"));
    assert_eq!(s.visibility(&ctx, &ir, m), Visibility::Nested);
    assert!(s.is_optional_symbol());

    let g = op_named(&ctx, &ir, "memref.global");
    let s = symbol_op(&ir, g).unwrap().expect("global is a symbol");
    assert_eq!(s.name(&ctx, &ir, g), Some("g"));
    assert_eq!(s.visibility(&ctx, &ir, g), Visibility::Private);
    assert!(!s.is_declaration(&ctx, &ir, g));

    let (ctx, ir) = parse("module {}");
    let m = op_named(&ctx, &ir, "builtin.module");
    let s = symbol_op(&ir, m).unwrap().expect("module is a symbol");
    assert_eq!(s.name(&ctx, &ir, m), None);
    assert_eq!(s.visibility(&ctx, &ir, m), Visibility::Public);
}

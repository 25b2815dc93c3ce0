//! Unit tests of the dialect conversion: type converter, target legality, and small
//! conversions of unregistered `x.*` ops (illegal) into `y.*` ops (legal) with an
//! `i1 -> i8` type converter, checked on the printed generic form.

use super::*;
use crate::rewriter::Rewriter;
use rmlir_ir::parser::parse_source;
use rmlir_ir::printer::{PrintOptions, print_ir};
use rmlir_ir::types::FloatKind;
use rmlir_ir::{Context, DiagEngine, Ir, OpId, OpState, Type, TypeKind};
use smallvec::smallvec;
use std::sync::Arc;

fn ctx() -> Context {
    let mut c = Context::new();
    c.allow_unregistered = true;
    c
}

fn parse(ctx: &Context, src: &str) -> Ir {
    let mut diags = DiagEngine::default();
    let ir = parse_source(ctx, &mut diags, src, "t.mlir", 0).expect("parses");
    assert!(diags.diags.is_empty(), "{:?}", diags.diags);
    ir
}

fn print(ctx: &Context, ir: &Ir) -> String {
    print_ir(
        ctx,
        ir,
        PrintOptions {
            generic: true,
            ..PrintOptions::default()
        },
    )
}

fn is_width(ctx: &Context, t: Type, w: u32) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { width, .. } if *width == w)
}

/// i1 -> i8, f16 dropped, i2 -> (i8, i8), f64 fails, everything else unchanged.
fn converter() -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_identity_conversion();
    tc.add_conversion(|c, t| {
        if is_width(c, t, 1) {
            TypeConversion::To(smallvec![c.int_type(8)])
        } else if is_width(c, t, 2) {
            TypeConversion::To(smallvec![c.int_type(8), c.int_type(8)])
        } else if matches!(c.type_kind(t), TypeKind::Float(FloatKind::F16)) {
            TypeConversion::To(smallvec![])
        } else if matches!(c.type_kind(t), TypeKind::Float(FloatKind::F64)) {
            TypeConversion::Fail
        } else {
            TypeConversion::Skip
        }
    });
    tc.add_cast_materializations();
    tc
}

fn target() -> ConversionTarget {
    let mut t = ConversionTarget::new();
    t.add_illegal_dialects(&["x"]);
    t.add_legal_dialects(&["y"]);
    t.mark_unknown_op_dynamically_legal(|_, _, _| true);
    t
}

/// `x.NAME` -> `y.NAME` with converted operands and result types.
struct Rename {
    root: &'static str,
    tc: Arc<TypeConverter>,
}

impl ConversionPattern for Rename {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        "Rename"
    }
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.tc)
    }
    fn match_and_rewrite(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        op: OpId,
        operands: &[ValueVec],
    ) -> bool {
        let ctx = rw.ctx;
        let tc = rw.type_converter().expect("converter");
        let old: Vec<Type> = rw
            .body()
            .results(op)
            .map(|v| rw.body().value_type(v))
            .collect();
        let Some(types) = tc.convert_types(ctx, &old) else {
            return false;
        };
        let name = format!("y.{}", &self.root[2..]);
        let flat: Vec<_> = operands.iter().flatten().copied().collect();
        let loc = rw.body().op(op).loc;
        let new = rw.create(OpState::new(ctx, &name, flat, types, loc));
        let results: Vec<_> = rw.body().results(new).collect();
        rw.replace_op(op, &results);
        true
    }
}

fn rename(set: &mut ConversionPatternSet, tc: &Arc<TypeConverter>, roots: &[&'static str]) {
    for &root in roots {
        set.add_conversion(Rename {
            root,
            tc: tc.clone(),
        });
    }
}

fn run_partial(ctx: &Context, ir: &mut Ir, set: &ConversionPatternSet) -> (bool, DiagEngine) {
    let mut diags = DiagEngine::default();
    let root = ir.top.expect("top op");
    let ok = apply_partial_conversion(
        ctx,
        ir,
        root,
        &target(),
        set,
        &ConversionConfig::default(),
        &mut diags,
    )
    .is_ok();
    (ok, diags)
}

#[test]
fn converter_tries_last_added_first() {
    let c = ctx();
    let tc = converter();
    let i1 = c.int_type(1);
    let i8 = c.int_type(8);
    let i32 = c.int_type(32);
    assert_eq!(tc.convert_type(&c, i1), Some(i8));
    assert_eq!(tc.convert_type(&c, i32), Some(i32));
    assert!(tc.is_legal(&c, i32));
    assert!(!tc.is_legal(&c, i1));
    let i2 = c.int_type(2);
    assert_eq!(tc.convert_type_n(&c, i2).map(|v| v.len()), Some(2));
    assert_eq!(tc.convert_type(&c, i2), None, "1:N has no single type");
    let f16 = c.ty(TypeKind::Float(FloatKind::F16));
    assert_eq!(tc.convert_type_n(&c, f16).map(|v| v.len()), Some(0));
    let f64t = c.ty(TypeKind::Float(FloatKind::F64));
    assert_eq!(tc.convert_type_n(&c, f64t), None);
    assert_eq!(
        tc.convert_types(&c, &[i1, i2, f16, i32]).map(|v| v.len()),
        Some(4)
    );
}

#[test]
fn signature_conversion_remaps_inputs() {
    let c = ctx();
    let tc = converter();
    let (i1, i2, i32, f16) = (
        c.int_type(1),
        c.int_type(2),
        c.int_type(32),
        c.ty(TypeKind::Float(FloatKind::F16)),
    );
    let sig = tc
        .convert_block_signature(&c, &[i1, f16, i2, i32])
        .expect("converts");
    let i8 = c.int_type(8);
    assert_eq!(sig.converted_types(), &[i8, i8, i8, i32]);
    assert_eq!(
        sig.input_mapping(0).map(|m| (m.input_no, m.size)),
        Some((0, 1))
    );
    assert!(sig.input_mapping(1).is_none(), "f16 is dropped");
    assert_eq!(
        sig.input_mapping(2).map(|m| (m.input_no, m.size)),
        Some((1, 2))
    );
    assert_eq!(
        sig.input_mapping(3).map(|m| (m.input_no, m.size)),
        Some((3, 1))
    );
    let mut extra = SignatureConversion::new(1);
    extra.add_inputs(&[i32]);
    extra.add_inputs_for(0, &[i8]);
    assert_eq!(extra.converted_types(), &[i32, i8]);
    assert_eq!(extra.input_mapping(0).map(|m| m.input_no), Some(1));
    let f64t = c.ty(TypeKind::Float(FloatKind::F64));
    assert!(tc.convert_block_signature(&c, &[f64t]).is_none());
}

#[test]
fn target_legality_rules() {
    let c = ctx();
    let ir = parse(
        &c,
        r#""x.a"() : () -> ()
"y.b"() : () -> ()
"z.c"() : () -> ()
"z.d"() {ok} : () -> ()
"w.e"() ({ "x.f"() : () -> () }) : () -> ()"#,
    );
    let (b, module) = ir.top.expect("top");
    let body = ir.body(ir.regions_body((b, module)));
    let ops: Vec<OpId> = body
        .region_blocks(
            body.op(module)
                .regions()
                .first()
                .copied()
                .unwrap_or(rmlir_ir::RegionId(0)),
        )
        .flat_map(|blk| body.block_ops(blk).collect::<Vec<_>>())
        .collect();
    let mut t = ConversionTarget::new();
    t.add_illegal_dialects(&["x"]);
    t.add_legal_dialects(&["y"]);
    // Legal when it has discardable attributes.
    t.add_dynamically_legal_op("z.d", |c, b, o| b.op(o).attrs != c.dict_attr(Vec::new()));
    t.add_legal_ops(&["w.e"]);
    t.mark_op_recursively_legal("w.e", None);
    assert!(t.is_legal(&c, body, ops[0]).is_none());
    assert!(t.is_illegal(&c, body, ops[0]));
    assert_eq!(
        t.is_legal(&c, body, ops[1]),
        Some(LegalOp { recursive: false })
    );
    assert!(
        t.is_legal(&c, body, ops[2]).is_none(),
        "unknown ops are not legal"
    );
    assert!(!t.is_illegal(&c, body, ops[2]));
    assert!(
        t.is_legal(&c, body, ops[3]).is_some(),
        "dynamic callback says yes"
    );
    assert_eq!(
        t.is_legal(&c, body, ops[4]),
        Some(LegalOp { recursive: true })
    );
    assert_eq!(t.op_action("x.anything"), Some(Action::Illegal));
    assert_eq!(t.op_action("z.c"), None);
    t.mark_unknown_op_dynamically_legal(|_, _, _| true);
    assert!(t.is_legal(&c, body, ops[2]).is_some());
    assert_eq!(t.op_action("z.c"), Some(Action::Dynamic));
}

#[test]
fn materializations_bridge_legal_and_converted_ops() {
    let c = ctx();
    let mut ir = parse(
        &c,
        r#""z.region"() ({
  %0 = "z.src"() : () -> i1
  %1 = "x.add"(%0, %0) : (i1, i1) -> i1
  "z.use"(%1) : (i1) -> ()
  "z.end"() : () -> ()
}) : () -> ()"#,
    );
    let tc = Arc::new(converter());
    let mut set = ConversionPatternSet::new();
    rename(&mut set, &tc, &["x.add"]);
    let (ok, diags) = run_partial(&c, &mut ir, &set);
    assert!(ok, "{:?}", diags.diags);
    let out = print(&c, &ir);
    assert!(
        out.contains(
            r#"    %0 = "z.src"() : () -> i1
    %1 = "builtin.unrealized_conversion_cast"(%0) : (i1) -> i8
    %2 = "y.add"(%1, %1) : (i8, i8) -> i8
    %3 = "builtin.unrealized_conversion_cast"(%2) : (i8) -> i1
    "z.use"(%3) : (i1) -> ()"#
        ),
        "{out}"
    );
}

#[test]
fn converted_chains_need_no_casts() {
    let c = ctx();
    let mut ir = parse(
        &c,
        r#"%0 = "x.make"() : () -> i1
%1 = "x.add"(%0, %0) : (i1, i1) -> i1
"x.sink"(%1) : (i1) -> ()"#,
    );
    let tc = Arc::new(converter());
    let mut set = ConversionPatternSet::new();
    rename(&mut set, &tc, &["x.make", "x.add", "x.sink"]);
    let (ok, diags) = run_partial(&c, &mut ir, &set);
    assert!(ok, "{:?}", diags.diags);
    let out = print(&c, &ir);
    assert!(!out.contains("unrealized"), "{out}");
    assert!(out.contains(r#""y.add"(%0, %0) : (i8, i8) -> i8"#), "{out}");
    assert!(out.contains(r#""y.sink"(%1) : (i8) -> ()"#), "{out}");
}

#[test]
fn failed_full_conversion_leaves_ir_unchanged() {
    let c = ctx();
    let src = r#""z.region"() ({
  %0 = "x.make"() : () -> i1
  %1 = "x.add"(%0, %0) : (i1, i1) -> i1
  "x.nopattern"(%1) : (i1) -> ()
  "z.end"() : () -> ()
}) : () -> ()"#;
    let mut ir = parse(&c, src);
    let before = print(&c, &ir);
    let tc = Arc::new(converter());
    let mut set = ConversionPatternSet::new();
    rename(&mut set, &tc, &["x.make", "x.add"]);
    let mut diags = DiagEngine::default();
    let root = ir.top.expect("top");
    let r = apply_full_conversion(
        &c,
        &mut ir,
        root,
        &target(),
        &set,
        &ConversionConfig::default(),
        &mut diags,
    );
    assert!(r.is_err());
    assert_eq!(diags.diags.len(), 1);
    assert_eq!(
        diags.diags[0].message,
        "failed to legalize operation 'x.nopattern'"
    );
    assert_eq!(print(&c, &ir), before);
    // A partial conversion fails the same way (the op is explicitly illegal).
    let (ok, diags) = run_partial(&c, &mut ir, &set);
    assert!(!ok);
    assert_eq!(
        diags.diags[0].message,
        "failed to legalize operation 'x.nopattern' that was explicitly marked illegal"
    );
    assert_eq!(print(&c, &ir), before);
}

#[test]
fn analysis_conversion_reports_legalizable_ops_without_changes() {
    let c = ctx();
    let src = r#"%0 = "x.make"() : () -> i1
"x.nopattern"(%0) : (i1) -> ()"#;
    let mut ir = parse(&c, src);
    let before = print(&c, &ir);
    let tc = Arc::new(converter());
    let mut set = ConversionPatternSet::new();
    rename(&mut set, &tc, &["x.make"]);
    let mut diags = DiagEngine::default();
    let root = ir.top.expect("top");
    let ops = apply_analysis_conversion(
        &c,
        &mut ir,
        root,
        &target(),
        &set,
        &ConversionConfig::default(),
        &mut diags,
    )
    .expect("analysis never fails");
    let names: Vec<&str> = ops
        .iter()
        .map(|&(b, o)| c.str(ir.body(b).op(o).name))
        .collect();
    assert_eq!(names, ["builtin.module", "x.make"]);
    assert_eq!(print(&c, &ir), before);
}

/// `x.op` -> `x.bad` (no pattern, illegal) with benefit 2: its result cannot be
/// legalized, so it is undone and the benefit-1 pattern `x.op` -> `y.op` applies.
struct ToBad;

impl crate::pattern::RewritePattern for ToBad {
    fn root(&self) -> Option<&'static str> {
        Some("x.op")
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn name(&self) -> &'static str {
        "ToBad"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let loc = rw.body().op(op).loc;
        let ctx = rw.ctx;
        rw.create(OpState::new(ctx, "x.bad", Vec::new(), Vec::new(), loc));
        rw.erase_op(op);
        true
    }
}

#[test]
fn pattern_whose_result_is_illegal_is_rolled_back() {
    let c = ctx();
    let mut ir = parse(&c, r#""x.op"() : () -> ()"#);
    let tc = Arc::new(converter());
    let mut set = ConversionPatternSet::new();
    set.add(ToBad);
    rename(&mut set, &tc, &["x.op"]);
    let (ok, diags) = run_partial(&c, &mut ir, &set);
    assert!(ok, "{:?}", diags.diags);
    let out = print(&c, &ir);
    assert!(out.contains(r#""y.op"() : () -> ()"#), "{out}");
    assert!(!out.contains("x."), "{out}");
}

/// A pattern that converts the block signatures of `x.region`'s region and marks
/// the op converted by renaming it in place.
struct RegionTypes {
    tc: Arc<TypeConverter>,
}

impl ConversionPattern for RegionTypes {
    fn root(&self) -> Option<&'static str> {
        Some("x.region")
    }
    fn name(&self) -> &'static str {
        "RegionTypes"
    }
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.tc)
    }
    fn match_and_rewrite(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        op: OpId,
        _: &[ValueVec],
    ) -> bool {
        let tc = rw.type_converter().expect("converter");
        if rw.convert_region_types(op, 0, tc, None).is_none() {
            return false;
        }
        let name = rw.ctx.sym("y.region");
        rw.modify(op, |b| b.op_mut(op).name = name);
        true
    }
}

#[test]
fn region_signature_conversion_maps_block_arguments() {
    let c = ctx();
    let mut ir = parse(
        &c,
        r#""x.region"() ({
^bb0(%a: i1, %b: f16, %c: i32):
  "z.use"(%a, %c) : (i1, i32) -> ()
  "z.end"() : () -> ()
}) : () -> ()"#,
    );
    let tc = Arc::new(converter());
    let mut set = ConversionPatternSet::new();
    set.add_conversion(RegionTypes { tc });
    let (ok, diags) = run_partial(&c, &mut ir, &set);
    assert!(ok, "{:?}", diags.diags);
    let out = print(&c, &ir);
    assert!(
        out.contains(
            r#""y.region"() ({
  ^bb0(%arg0: i8, %arg1: i32):
    %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i8) -> i1
    "z.use"(%0, %arg1) : (i1, i32) -> ()"#
        ),
        "{out}"
    );
}

/// `x.a` -> `x.b` (declares it generates `x.b`), `x.b` -> `y.b`, and `x.a` -> `y.a`
/// with a lower benefit: the cost model prefers the direct one.
struct Gen {
    root: &'static str,
    to: &'static str,
    benefit: u16,
    generated: &'static [&'static str],
}

impl crate::pattern::RewritePattern for Gen {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn name(&self) -> &'static str {
        "Gen"
    }
    fn generated_ops(&self) -> &'static [&'static str] {
        self.generated
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let loc = rw.body().op(op).loc;
        let ctx = rw.ctx;
        rw.create(OpState::new(ctx, self.to, Vec::new(), Vec::new(), loc));
        rw.erase_op(op);
        true
    }
}

#[test]
fn cost_model_prefers_shallow_legalization() {
    let c = ctx();
    let mut ir = parse(&c, r#""x.a"() : () -> ()"#);
    let mut set = ConversionPatternSet::new();
    set.add(Gen {
        root: "x.a",
        to: "x.b",
        benefit: 5,
        generated: &["x.b"],
    });
    set.add(Gen {
        root: "x.b",
        to: "y.b",
        benefit: 1,
        generated: &["y.b"],
    });
    set.add(Gen {
        root: "x.a",
        to: "y.a",
        benefit: 1,
        generated: &["y.a"],
    });
    let (ok, diags) = run_partial(&c, &mut ir, &set);
    assert!(ok, "{:?}", diags.diags);
    let out = print(&c, &ir);
    assert!(out.contains(r#""y.a"()"#), "{out}");
    // Without the direct pattern, the two-step path is taken.
    let mut ir = parse(&c, r#""x.a"() : () -> ()"#);
    let mut set = ConversionPatternSet::new();
    set.add(Gen {
        root: "x.a",
        to: "x.b",
        benefit: 5,
        generated: &["x.b"],
    });
    set.add(Gen {
        root: "x.b",
        to: "y.b",
        benefit: 1,
        generated: &["y.b"],
    });
    let (ok, _) = run_partial(&c, &mut ir, &set);
    assert!(ok);
    assert!(print(&c, &ir).contains(r#""y.b"()"#));
}

#[test]
fn unresolved_materialization_without_callback_is_an_error() {
    let c = ctx();
    let mut ir = parse(
        &c,
        r#"%0 = "x.make"() : () -> i1
"z.use"(%0) : (i1) -> ()"#,
    );
    let mut tc = TypeConverter::new();
    tc.add_identity_conversion();
    tc.add_conversion(|c, t| {
        if is_width(c, t, 1) {
            TypeConversion::To(smallvec![c.int_type(8)])
        } else {
            TypeConversion::Skip
        }
    });
    let tc = Arc::new(tc);
    let mut set = ConversionPatternSet::new();
    rename(&mut set, &tc, &["x.make"]);
    let (ok, diags) = run_partial(&c, &mut ir, &set);
    assert!(!ok);
    assert_eq!(
        diags.diags[0].message,
        "failed to legalize unresolved materialization from ('i8') to ('i1') that remained live after conversion"
    );
    let notes: Vec<&str> = diags.diags[0]
        .notes
        .iter()
        .map(|n| n.message.as_str())
        .collect();
    assert!(
        notes[0].starts_with("see current operation: %1 = \"builtin.unrealized_conversion_cast\""),
        "{notes:?}"
    );
    assert!(
        notes[1].starts_with("see existing live user here: \"z.use\""),
        "{notes:?}"
    );
    // Without building materializations, the cast stays.
    let mut ir = parse(
        &c,
        r#"%0 = "x.make"() : () -> i1
"z.use"(%0) : (i1) -> ()"#,
    );
    let mut diags = DiagEngine::default();
    let root = ir.top.expect("top");
    let config = ConversionConfig {
        build_materializations: false,
        ..ConversionConfig::default()
    };
    apply_partial_conversion(&c, &mut ir, root, &target(), &set, &config, &mut diags)
        .expect("converts");
    let out = print(&c, &ir);
    assert!(
        out.contains(r#"%1 = "builtin.unrealized_conversion_cast"(%0) : (i8) -> i1"#),
        "{out}"
    );
}

#[test]
fn reconcile_removes_round_trips_and_dead_casts() {
    let c = ctx();
    let mut ir = parse(
        &c,
        r#"%0 = "z.src"() : () -> i1
%1 = "builtin.unrealized_conversion_cast"(%0) : (i1) -> i8
%2 = "builtin.unrealized_conversion_cast"(%1) : (i8) -> i1
%3 = "builtin.unrealized_conversion_cast"(%0) : (i1) -> i32
"z.use"(%2) : (i1) -> ()"#,
    );
    let b = ir.top.map(|t| ir.regions_body(t)).expect("top");
    let name = c.sym("builtin.unrealized_conversion_cast");
    let casts: Vec<OpId> = (0..ir.body(b).ops.len() as u32)
        .map(OpId)
        .filter(|&o| ir.body(b).op(o).name == name)
        .collect();
    let left = reconcile_casts(&c, ir.body_mut(b), &casts);
    assert!(left.is_empty());
    let out = print(&c, &ir);
    assert!(out.contains(r#""z.use"(%0) : (i1) -> ()"#), "{out}");
    assert!(!out.contains("unrealized"), "{out}");
}

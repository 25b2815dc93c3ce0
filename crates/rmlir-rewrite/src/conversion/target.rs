//! The conversion target (MLIR's `ConversionTarget`): which ops are legal after a
//! conversion.
//!
//! An op is legal, illegal, or dynamically legal (a callback decides), by its own
//! name first, else by its dialect, else by the unknown-op rule. A legal op can also
//! be *recursively* legal: the ops nested in it are then left alone.
//!
//! ```mlir
//! // target: scf illegal, everything else legal
//! scf.if %c { ... }       // illegal: must be rewritten
//! arith.addi %a, %b : i32 // legal
//! ```

use rmlir_ir::{Body, Context, OpId};
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// A legality callback: `Some(legal)`, or `None` to defer to the dialect or
/// unknown-op rule.
pub type LegalityFn = Arc<dyn Fn(&Context, &Body, OpId) -> Option<bool> + Send + Sync>;

/// How an op is legalized (MLIR's `LegalizationAction`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Action {
    Legal,
    Dynamic,
    Illegal,
}

#[derive(Clone)]
struct Info {
    action: Action,
    callback: Option<LegalityFn>,
    recursive: bool,
    recursive_callback: Option<LegalityFn>,
}

impl Info {
    fn new(action: Action, callback: Option<LegalityFn>) -> Info {
        Info {
            action,
            callback,
            recursive: false,
            recursive_callback: None,
        }
    }
}

/// What [`ConversionTarget::is_legal`] found about a legal op.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LegalOp {
    /// The ops nested in it need no conversion.
    pub recursive: bool,
}

/// The legality rules of a conversion.
#[derive(Clone, Default)]
pub struct ConversionTarget {
    ops: FxHashMap<String, Info>,
    dialects: FxHashMap<String, Info>,
    unknown: Option<LegalityFn>,
}

fn dialect_of(name: &str) -> &str {
    name.split_once('.').map_or(name, |(d, _)| d)
}

fn legality_fn(f: impl Fn(&Context, &Body, OpId) -> bool + Send + Sync + 'static) -> LegalityFn {
    Arc::new(move |c, b, o| Some(f(c, b, o)))
}

impl ConversionTarget {
    /// A target where nothing is known (every op fails to be legal).
    pub fn new() -> ConversionTarget {
        ConversionTarget::default()
    }

    /// Marks ops by name as legal.
    pub fn add_legal_ops(&mut self, names: &[&str]) -> &mut Self {
        for n in names {
            self.ops
                .insert(n.to_string(), Info::new(Action::Legal, None));
        }
        self
    }

    /// Marks ops by name as illegal.
    pub fn add_illegal_ops(&mut self, names: &[&str]) -> &mut Self {
        for n in names {
            self.ops
                .insert(n.to_string(), Info::new(Action::Illegal, None));
        }
        self
    }

    /// Marks an op as legal when `f` says so.
    pub fn add_dynamically_legal_op(
        &mut self,
        name: &str,
        f: impl Fn(&Context, &Body, OpId) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.ops.insert(
            name.to_string(),
            Info::new(Action::Dynamic, Some(legality_fn(f))),
        );
        self
    }

    /// Marks whole dialects as legal.
    pub fn add_legal_dialects(&mut self, names: &[&str]) -> &mut Self {
        for n in names {
            self.dialects
                .insert(n.to_string(), Info::new(Action::Legal, None));
        }
        self
    }

    /// Marks whole dialects as illegal.
    pub fn add_illegal_dialects(&mut self, names: &[&str]) -> &mut Self {
        for n in names {
            self.dialects
                .insert(n.to_string(), Info::new(Action::Illegal, None));
        }
        self
    }

    /// Marks a dialect's ops as legal when `f` says so.
    pub fn add_dynamically_legal_dialect(
        &mut self,
        name: &str,
        f: impl Fn(&Context, &Body, OpId) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.dialects.insert(
            name.to_string(),
            Info::new(Action::Dynamic, Some(legality_fn(f))),
        );
        self
    }

    /// Ops no rule names are legal when `f` says so (MLIR's
    /// `markUnknownOpDynamicallyLegal`).
    pub fn mark_unknown_op_dynamically_legal(
        &mut self,
        f: impl Fn(&Context, &Body, OpId) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.unknown = Some(legality_fn(f));
        self
    }

    /// Marks a legal op (already added) as recursively legal, when `f` says so if
    /// given (MLIR's `markOpRecursivelyLegal`).
    pub fn mark_op_recursively_legal(&mut self, name: &str, f: Option<LegalityFn>) -> &mut Self {
        let info = self
            .ops
            .entry(name.to_string())
            .or_insert_with(|| Info::new(Action::Legal, None));
        info.recursive = true;
        info.recursive_callback = f;
        self
    }

    fn info(&self, name: &str) -> Option<&Info> {
        self.ops
            .get(name)
            .or_else(|| self.dialects.get(dialect_of(name)))
    }

    /// The action for ops named `name`, if any rule covers them.
    pub fn op_action(&self, name: &str) -> Option<Action> {
        match self.info(name) {
            Some(i) => Some(i.action),
            None => self.unknown.as_ref().map(|_| Action::Dynamic),
        }
    }

    /// Evaluates the dynamic rule chain: op, dialect, unknown.
    fn dynamic(&self, ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<bool> {
        if let Some(i) = self.ops.get(name)
            && i.action == Action::Dynamic
            && let Some(r) = i.callback.as_ref().and_then(|f| f(ctx, body, op))
        {
            return Some(r);
        }
        if let Some(i) = self.dialects.get(dialect_of(name))
            && i.action == Action::Dynamic
            && let Some(r) = i.callback.as_ref().and_then(|f| f(ctx, body, op))
        {
            return Some(r);
        }
        self.unknown.as_ref().and_then(|f| f(ctx, body, op))
    }

    /// Whether `op` is legal, and if so whether recursively.
    pub fn is_legal(&self, ctx: &Context, body: &Body, op: OpId) -> Option<LegalOp> {
        let name = ctx.str(body.op(op).name);
        let info = self.info(name);
        let legal = match info.map(|i| i.action) {
            Some(Action::Legal) => true,
            Some(Action::Illegal) => false,
            Some(Action::Dynamic) | None => self.dynamic(ctx, body, op, name).unwrap_or(false),
        };
        if !legal {
            return None;
        }
        let recursive = match info {
            Some(i) if i.recursive => i
                .recursive_callback
                .as_ref()
                .is_none_or(|f| f(ctx, body, op).unwrap_or(false)),
            _ => false,
        };
        Some(LegalOp { recursive })
    }

    /// Whether `op` is explicitly illegal: marked illegal, or dynamically legal with a
    /// callback that says it is not.
    pub fn is_illegal(&self, ctx: &Context, body: &Body, op: OpId) -> bool {
        let name = ctx.str(body.op(op).name);
        match self.info(name).map(|i| i.action) {
            Some(Action::Illegal) => true,
            Some(Action::Dynamic) => self.dynamic(ctx, body, op, name) == Some(false),
            Some(Action::Legal) => false,
            None => self.dynamic(ctx, body, op, name) == Some(false),
        }
    }
}

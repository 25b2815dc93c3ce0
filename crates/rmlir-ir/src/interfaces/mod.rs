//! Op interfaces (MLIR's `OpInterface`s): Rust traits an op definition points to, so
//! passes ask "where does this branch go", "what does this call" or "what is this
//! symbol's name" without knowing the op.
//!
//! Each [`crate::opdef::OpDef`] carries an [`Interfaces`] record with one slot per
//! interface (`Option<&'static dyn Trait>`); looking an interface up is reading that
//! slot from the definition the op already points to. Two upstream traits imply an
//! interface: `ReturnLike` ops forward all operands as region-branch terminators
//! ([`ForwardAllOperands`]) and `Symbol` ops answer with the default symbol methods
//! ([`DefaultSymbol`]).
//!
//! Like MLIR, a dialect may leave an interface of its op to another dialect:
//!
//! - *promised interfaces* (MLIR's `declarePromisedInterface`): the op's slot is
//!   empty and its [`Interfaces::promised`] set names the interface; looking it up
//!   before an implementation is attached is an error ([`MissingInterface`]), not a
//!   silent "does not implement".
//! - *external models* (MLIR's `attachInterface`): [`attach_interfaces`] fills empty
//!   slots of a registered op, at registration time, before any IR using the op is
//!   created (ops keep the definition they were created with).
//!
//! ```mlir
//! cf.br ^bb1(%x : i32)                  // branch_op: successor 0 receives operand 0
//! scf.yield %v : f32                    // region_branch_terminator: forwards operand 0
//! func.call @f(%a) : (i32) -> ()       // call_op: callee @f
//! ```
//!
//! The query functions return `Ok(None)` for ops that do not implement the interface
//! (including unregistered ops) and `Err` only for a promised, missing one.

mod call;
mod control_flow;
mod memory_effects;
mod symbol;

pub use call::{CallOpInterface, CallableOpInterface, Callee};
pub use control_flow::{
    BranchOpInterface, ForwardAllOperands, RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface, RegionPoint, RegionSuccessor, RunRegionOnce,
    SuccessorOperands, append_successor_operands, erase_successor_operand,
};
pub use memory_effects::*;
pub use symbol::{
    DefaultSymbol, FunctionOpInterface, SymbolOpInterface, Visibility, arg_attr_dict, res_attr_dict,
};

use crate::context::Context;
use crate::ir::{Ir, OpRef, ValueId};
use crate::opdef::{Dialect, OpDef, traits};
use std::fmt;

/// The interfaces held in [`Interfaces`] slots, named as in MLIR.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum InterfaceKind {
    Branch,
    RegionBranch,
    RegionBranchTerminator,
    Call,
    Callable,
    Symbol,
    Function,
}

impl InterfaceKind {
    /// Every kind, in slot order.
    pub const ALL: [InterfaceKind; 7] = [
        InterfaceKind::Branch,
        InterfaceKind::RegionBranch,
        InterfaceKind::RegionBranchTerminator,
        InterfaceKind::Call,
        InterfaceKind::Callable,
        InterfaceKind::Symbol,
        InterfaceKind::Function,
    ];

    /// MLIR's name of the interface.
    pub fn name(self) -> &'static str {
        match self {
            InterfaceKind::Branch => "BranchOpInterface",
            InterfaceKind::RegionBranch => "RegionBranchOpInterface",
            InterfaceKind::RegionBranchTerminator => "RegionBranchTerminatorOpInterface",
            InterfaceKind::Call => "CallOpInterface",
            InterfaceKind::Callable => "CallableOpInterface",
            InterfaceKind::Symbol => "SymbolOpInterface",
            InterfaceKind::Function => "FunctionOpInterface",
        }
    }

    const fn bit(self) -> u32 {
        1 << self as u32
    }
}

/// A set of [`InterfaceKind`]s (usable in `const` op tables).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct InterfaceSet(u32);

impl InterfaceSet {
    pub const EMPTY: InterfaceSet = InterfaceSet(0);

    /// The set with `kind` added.
    pub const fn with(self, kind: InterfaceKind) -> InterfaceSet {
        InterfaceSet(self.0 | kind.bit())
    }

    /// Whether `kind` is in the set.
    pub const fn contains(self, kind: InterfaceKind) -> bool {
        self.0 & kind.bit() != 0
    }
}

/// The interface implementations of one op: one slot per interface, and the
/// interfaces its dialect promises someone else will implement.
#[derive(Copy, Clone)]
pub struct Interfaces {
    pub branch: Option<&'static dyn BranchOpInterface>,
    pub region_branch: Option<&'static dyn RegionBranchOpInterface>,
    pub region_terminator: Option<&'static dyn RegionBranchTerminatorOpInterface>,
    pub call: Option<&'static dyn CallOpInterface>,
    pub callable: Option<&'static dyn CallableOpInterface>,
    pub symbol: Option<&'static dyn SymbolOpInterface>,
    pub function: Option<&'static dyn FunctionOpInterface>,
    /// The fold hook (ODS `hasFolder`): constant folding and in-place simplification.
    pub fold: Option<crate::fold::FoldFn>,
    /// Interfaces whose implementation is expected from an external model.
    pub promised: InterfaceSet,
}

impl Interfaces {
    /// No interface implemented or promised.
    pub const NONE: Interfaces = Interfaces {
        branch: None,
        region_branch: None,
        region_terminator: None,
        call: None,
        callable: None,
        symbol: None,
        function: None,
        fold: None,
        promised: InterfaceSet::EMPTY,
    };

    /// Whether slot `kind` holds an implementation.
    pub fn implements(&self, kind: InterfaceKind) -> bool {
        match kind {
            InterfaceKind::Branch => self.branch.is_some(),
            InterfaceKind::RegionBranch => self.region_branch.is_some(),
            InterfaceKind::RegionBranchTerminator => self.region_terminator.is_some(),
            InterfaceKind::Call => self.call.is_some(),
            InterfaceKind::Callable => self.callable.is_some(),
            InterfaceKind::Symbol => self.symbol.is_some(),
            InterfaceKind::Function => self.function.is_some(),
        }
    }

    /// Fills the empty slots of `self` from `other`; fails on the first interface both
    /// implement.
    fn merge(&mut self, other: &Interfaces) -> Result<(), InterfaceKind> {
        if let Some(k) = InterfaceKind::ALL
            .into_iter()
            .find(|&k| self.implements(k) && other.implements(k))
        {
            return Err(k);
        }
        self.branch = self.branch.or(other.branch);
        self.region_branch = self.region_branch.or(other.region_branch);
        self.region_terminator = self.region_terminator.or(other.region_terminator);
        self.call = self.call.or(other.call);
        self.callable = self.callable.or(other.callable);
        self.symbol = self.symbol.or(other.symbol);
        self.function = self.function.or(other.function);
        Ok(())
    }
}

impl fmt::Debug for Interfaces {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let implemented: Vec<&str> = InterfaceKind::ALL
            .into_iter()
            .filter(|&k| self.implements(k))
            .map(InterfaceKind::name)
            .collect();
        f.debug_struct("Interfaces")
            .field("implemented", &implemented)
            .field("promised", &self.promised)
            .finish()
    }
}

/// An interface was promised for an op but no implementation was attached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MissingInterface {
    pub op: &'static str,
    pub interface: InterfaceKind,
}

impl fmt::Display for MissingInterface {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' was promised to implement {} but no implementation was attached; \
             register the dialect extension that provides it",
            self.op,
            self.interface.name()
        )
    }
}

impl std::error::Error for MissingInterface {}

/// Looks slot `kind` of an op up, with the implementation a trait implies as fallback.
fn lookup<T: ?Sized>(
    ir: &Ir,
    op: OpRef,
    kind: InterfaceKind,
    slot: impl FnOnce(&Interfaces) -> Option<&'static T>,
    implied: impl FnOnce(&OpDef) -> Option<&'static T>,
) -> Result<Option<&'static T>, MissingInterface> {
    let Some(def) = ir.body(op.0).op(op.1).def else {
        return Ok(None);
    };
    if let Some(i) = slot(&def.interfaces).or_else(|| implied(def)) {
        return Ok(Some(i));
    }
    if def.interfaces.promised.contains(kind) {
        return Err(MissingInterface {
            op: def.name,
            interface: kind,
        });
    }
    Ok(None)
}

/// An op's `BranchOpInterface`.
pub fn branch_op(
    ir: &Ir,
    op: OpRef,
) -> Result<Option<&'static dyn BranchOpInterface>, MissingInterface> {
    lookup(ir, op, InterfaceKind::Branch, |i| i.branch, |_| None)
}

/// An op's `RegionBranchOpInterface`.
pub fn region_branch_op(
    ir: &Ir,
    op: OpRef,
) -> Result<Option<&'static dyn RegionBranchOpInterface>, MissingInterface> {
    lookup(
        ir,
        op,
        InterfaceKind::RegionBranch,
        |i| i.region_branch,
        |_| None,
    )
}

/// An op's `RegionBranchTerminatorOpInterface`; `ReturnLike` ops without their own
/// forward all operands.
pub fn region_branch_terminator(
    ir: &Ir,
    op: OpRef,
) -> Result<Option<&'static dyn RegionBranchTerminatorOpInterface>, MissingInterface> {
    lookup(
        ir,
        op,
        InterfaceKind::RegionBranchTerminator,
        |i| i.region_terminator,
        |d| {
            d.has(traits::RETURN_LIKE)
                .then_some(&ForwardAllOperands as &'static dyn RegionBranchTerminatorOpInterface)
        },
    )
}

/// An op's `CallOpInterface`.
pub fn call_op(
    ir: &Ir,
    op: OpRef,
) -> Result<Option<&'static dyn CallOpInterface>, MissingInterface> {
    lookup(ir, op, InterfaceKind::Call, |i| i.call, |_| None)
}

/// An op's `CallableOpInterface`.
pub fn callable_op(
    ir: &Ir,
    op: OpRef,
) -> Result<Option<&'static dyn CallableOpInterface>, MissingInterface> {
    lookup(ir, op, InterfaceKind::Callable, |i| i.callable, |_| None)
}

/// An op's `SymbolOpInterface`; `Symbol` ops without their own use the defaults.
pub fn symbol_op(
    ir: &Ir,
    op: OpRef,
) -> Result<Option<&'static dyn SymbolOpInterface>, MissingInterface> {
    lookup(
        ir,
        op,
        InterfaceKind::Symbol,
        |i| i.symbol,
        |d| {
            d.has(traits::SYMBOL)
                .then_some(&DefaultSymbol as &'static dyn SymbolOpInterface)
        },
    )
}

/// An op's `FunctionOpInterface`.
pub fn function_op(
    ir: &Ir,
    op: OpRef,
) -> Result<Option<&'static dyn FunctionOpInterface>, MissingInterface> {
    lookup(ir, op, InterfaceKind::Function, |i| i.function, |_| None)
}

/// Whether an op has the `ReturnLike` trait.
pub fn is_return_like(ir: &Ir, op: OpRef) -> bool {
    ir.body(op.0)
        .op(op.1)
        .def
        .is_some_and(|d| d.has(traits::RETURN_LIKE))
}

/// The entry block arguments of region `index` of an op (none for an empty or missing
/// region). They live in `ir.regions_body(op)`.
pub fn region_entry_args(ir: &Ir, op: OpRef, index: usize) -> Vec<ValueId> {
    let body = ir.body(ir.regions_body(op));
    ir.body(op.0)
        .op(op.1)
        .regions()
        .get(index)
        .and_then(|&r| body.entry_block(r))
        .map(|b| body.block_args(b).to_vec())
        .unwrap_or_default()
}

/// The op whose region holds `op`, and that region's index.
pub fn enclosing_region(ir: &Ir, op: OpRef) -> Option<(OpRef, usize)> {
    let body = ir.body(op.0);
    let region = body.block_region(body.op_block(op.1)?)?;
    let parent = ir.parent_op(op)?;
    let index = ir
        .body(parent.0)
        .op(parent.1)
        .regions()
        .iter()
        .position(|&r| r == region)?;
    Some((parent, index))
}

/// Why [`attach_interfaces`] refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AttachError {
    /// No registered op has this name.
    UnknownOp(String),
    /// The op already implements the interface.
    AlreadyImplemented {
        op: &'static str,
        interface: InterfaceKind,
    },
}

impl fmt::Display for AttachError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AttachError::UnknownOp(op) => {
                write!(f, "cannot attach interfaces to unregistered op '{op}'")
            }
            AttachError::AlreadyImplemented { op, interface } => write!(
                f,
                "'{op}' already implements {}; an external model cannot replace it",
                interface.name()
            ),
        }
    }
}

impl std::error::Error for AttachError {}

/// Attaches external models to a registered op (MLIR's `Op::attachInterface`): the
/// slots set in `models` fill the op's empty ones, settling any promise for them.
///
/// Definitions are `'static` and shared, so this registers a copy of the op's dialect
/// whose entry for the op carries the new slots (leaked once per call, like the
/// registration itself). Ops created before the call keep the old definition: attach
/// at registration, before parsing.
///
/// ```ignore
/// static MODEL: MyBranchModel = MyBranchModel;
/// attach_interfaces(&mut ctx, "test.br", Interfaces { branch: Some(&MODEL), ..Interfaces::NONE })?;
/// ```
pub fn attach_interfaces(
    ctx: &mut Context,
    op_name: &str,
    models: Interfaces,
) -> Result<(), AttachError> {
    let unknown = || AttachError::UnknownOp(op_name.to_string());
    let def = ctx
        .lookup_sym(op_name)
        .and_then(|s| ctx.op_def(s))
        .ok_or_else(unknown)?;
    let prefix = op_name.split('.').next().unwrap_or(op_name);
    let dialect = ctx.dialect(prefix).ok_or_else(unknown)?;
    let index = dialect
        .ops
        .iter()
        .position(|d| std::ptr::eq(d, def))
        .ok_or_else(unknown)?;
    let mut ops = dialect.ops.to_vec();
    ops[index]
        .interfaces
        .merge(&models)
        .map_err(|interface| AttachError::AlreadyImplemented {
            op: def.name,
            interface,
        })?;
    let copy: &'static Dialect = Box::leak(Box::new(Dialect {
        name: dialect.name,
        props: dialect.props,
        attributes: dialect.attributes,
        types: dialect.types,
        ops: Box::leak(ops.into_boxed_slice()),
        allow_unknown_ops: dialect.allow_unknown_ops,
        materialize_constant: dialect.materialize_constant,
        attr_verifier: dialect.attr_verifier,
    }));
    ctx.register_dialect(copy);
    Ok(())
}

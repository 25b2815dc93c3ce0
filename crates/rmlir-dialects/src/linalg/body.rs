//! The implicit bodies of the named structured ops (MLIR's `RegionBuilderHelper` and the
//! region builders ODS/`LinalgNamedStructuredOps.yaml` generate). Their custom form
//! carries no region, so the parser builds the block the way `mlir-opt` does: one
//! argument per operand element type, the scalar computation, `linalg.yield`.
//!
//! ```mlir
//! %0 = linalg.matmul ins(%a, %b : tensor<4x8xi32>, tensor<8x16xi8>)
//!                    outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
//! // implicit body:
//! ^bb0(%in: i32, %in_0: i8, %out: i32):
//!   %1 = arith.extsi %in_0 : i8 to i32
//!   %2 = arith.muli %in, %1 : i32
//!   %3 = arith.addi %out, %2 : i32
//!   linalg.yield %3 : i32
//! ```

use rmlir_ir::{Attr, AttrKind, BlockId, BodyId, Context, Ir, OpState, Type, TypeKind, ValueId};

/// The scalar computation of a named op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// `yield %in` (`linalg.fill`, `linalg.transpose`, `linalg.broadcast`).
    Forward,
    /// `yield cast(%in)` (`linalg.copy`).
    Copy,
    /// `yield f(%in)`.
    Unary(UnaryFn),
    /// `yield f(%lhs, %rhs)`.
    Binary(BinaryFn),
    /// `yield select(%cond, %lhs, %rhs)`.
    Select,
    /// `yield %acc + cast(%a) * cast(%b)` (matmul, dot, matvec, ...).
    Contraction,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum UnaryFn {
    Exp,
    Log,
    Abs,
    Ceil,
    Floor,
    NegF,
    Reciprocal,
    Round,
    Sqrt,
    Rsqrt,
    Square,
    Tanh,
    Erf,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum BinaryFn {
    Add,
    Sub,
    Mul,
    Div,
    DivUnsigned,
    Max,
    Min,
    PowF,
}

impl Kind {
    /// Number of block arguments (inputs plus outputs) the builder expects.
    pub(super) fn num_args(self) -> usize {
        match self {
            Kind::Forward | Kind::Copy | Kind::Unary(_) => 2,
            Kind::Binary(_) | Kind::Contraction => 3,
            Kind::Select => 4,
        }
    }
}

/// Where new ops go and how they are located.
pub(super) struct Builder<'a> {
    pub ctx: &'a Context,
    pub ir: &'a mut Ir,
    pub body: BodyId,
    pub block: BlockId,
    pub loc: Attr,
}

/// Properties every op of these names carries with its default value in MLIR's generic
/// form (`fastmath`, `overflowFlags`).
fn default_props(name: &str) -> Option<(&'static str, &'static str)> {
    match name {
        "arith.addf" | "arith.subf" | "arith.mulf" | "arith.divf" | "arith.remf"
        | "arith.maximumf" | "arith.minimumf" | "arith.maxnumf" | "arith.minnumf"
        | "arith.negf" => Some(("fastmath", "arith.fastmath<none>")),
        "arith.addi" | "arith.subi" | "arith.muli" | "arith.shli" | "arith.trunci" => {
            Some(("overflowFlags", "arith.overflow<none>"))
        }
        n if n.starts_with("math.") && !is_int_math(n) => {
            Some(("fastmath", "arith.fastmath<none>"))
        }
        _ => None,
    }
}

fn is_int_math(n: &str) -> bool {
    matches!(
        n,
        "math.absi" | "math.ctlz" | "math.cttz" | "math.ctpop" | "math.ipowi"
    )
}

impl Builder<'_> {
    /// Creates `name(operands) : result` at the end of the block; `attrs` override the
    /// default properties, inherent ones going to properties.
    pub(super) fn op(
        &mut self,
        name: &str,
        operands: Vec<ValueId>,
        result: Option<Type>,
        attrs: &[(String, Attr)],
    ) -> Option<ValueId> {
        let sym = self.ctx.sym(name);
        let def = self.ctx.op_def(sym);
        let mut props = Vec::new();
        let mut discardable = Vec::new();
        let default = default_props(name);
        if let Some((k, v)) = default
            && !attrs.iter().any(|(n, _)| n == k)
        {
            let a = self.ctx.attr(AttrKind::Opaque(v.to_string()));
            props.push((self.ctx.sym(k), a));
        }
        for (n, a) in attrs {
            let inherent = default.is_some_and(|(k, _)| k == n)
                || def.is_some_and(|d| d.inherent.contains(&n.as_str()));
            let s = self.ctx.sym(n);
            if inherent {
                props.push((s, *a));
            } else {
                discardable.push((s, *a));
            }
        }
        let props = (!props.is_empty()).then(|| self.ctx.dict_attr(props));
        let attrs = self.ctx.dict_attr(discardable);
        let body = self.ir.body_mut(self.body);
        let op = body.create_op(OpState {
            name: sym,
            def,
            operands,
            result_types: result.into_iter().collect(),
            successors: Vec::new(),
            props,
            attrs,
            loc: self.loc,
        });
        body.insert_op(op, self.block, None);
        (body.num_results(op) > 0).then(|| body.result(op, 0))
    }

    fn ty(&self, v: ValueId) -> Type {
        self.ir.body(self.body).value_type(v)
    }

    fn is_float(&self, t: Type) -> bool {
        matches!(self.ctx.type_kind(t), TypeKind::Float(_))
    }

    fn int_width(&self, t: Type) -> Option<u32> {
        match self.ctx.type_kind(t) {
            TypeKind::Integer { width, .. } => Some(*width),
            _ => None,
        }
    }

    fn float_width(&self, t: Type) -> Option<u32> {
        match self.ctx.type_kind(t) {
            TypeKind::Float(k) => Some(k.width()),
            _ => None,
        }
    }

    /// Converts `v` to `to` (MLIR's `convertScalarToDtype`); `None` when the types
    /// cannot be converted.
    pub(super) fn cast(&mut self, to: Type, v: ValueId, unsigned: bool) -> Option<ValueId> {
        let from = self.ty(v);
        if from == to {
            return Some(v);
        }
        let from_index = matches!(self.ctx.type_kind(from), TypeKind::Index);
        let name = if let Some(tw) = self.int_width(to) {
            if self.is_float(from) {
                if unsigned {
                    "arith.fptoui"
                } else {
                    "arith.fptosi"
                }
            } else if from_index {
                "arith.index_cast"
            } else {
                let fw = self.int_width(from)?;
                if tw > fw {
                    if unsigned {
                        "arith.extui"
                    } else {
                        "arith.extsi"
                    }
                } else if tw < fw {
                    "arith.trunci"
                } else {
                    return Some(v);
                }
            }
        } else if let Some(tw) = self.float_width(to) {
            if self.int_width(from).is_some() {
                if unsigned {
                    "arith.uitofp"
                } else {
                    "arith.sitofp"
                }
            } else {
                let fw = self.float_width(from)?;
                if tw > fw {
                    "arith.extf"
                } else if tw < fw {
                    "arith.truncf"
                } else {
                    return Some(v);
                }
            }
        } else if matches!(self.ctx.type_kind(to), TypeKind::Index)
            && self.int_width(from).is_some()
        {
            if unsigned {
                "arith.index_castui"
            } else {
                "arith.index_cast"
            }
        } else {
            return None;
        };
        self.op(name, vec![v], Some(to), &[])
    }

    /// A unary scalar function; floats only, as upstream.
    pub(super) fn unary(&mut self, f: UnaryFn, v: ValueId) -> Result<ValueId, String> {
        let t = self.ty(v);
        if !self.is_float(t) {
            return Err("unsupported non numeric type".into());
        }
        let name = match f {
            UnaryFn::Exp => "math.exp",
            UnaryFn::Log => "math.log",
            UnaryFn::Abs => "math.absf",
            UnaryFn::Ceil => "math.ceil",
            UnaryFn::Floor => "math.floor",
            UnaryFn::NegF => "arith.negf",
            UnaryFn::Round => "math.round",
            UnaryFn::Sqrt => "math.sqrt",
            UnaryFn::Rsqrt => "math.rsqrt",
            UnaryFn::Tanh => "math.tanh",
            UnaryFn::Erf => "math.erf",
            UnaryFn::Square => {
                return self
                    .op("arith.mulf", vec![v, v], Some(t), &[])
                    .ok_or_else(String::new);
            }
            UnaryFn::Reciprocal => {
                let one = self.one(t);
                let c = self
                    .op("arith.constant", vec![], Some(t), &[("value".into(), one)])
                    .ok_or_else(String::new)?;
                return self
                    .op("arith.divf", vec![c, v], Some(t), &[])
                    .ok_or_else(String::new);
            }
        };
        self.op(name, vec![v], Some(t), &[]).ok_or_else(String::new)
    }

    /// `1.0 : t` for a float type.
    fn one(&mut self, t: Type) -> Attr {
        let bits = match self.ctx.type_kind(t) {
            TypeKind::Float(k) => rmlir_ir::float::parse_decimal(*k, "1.0").unwrap_or(0),
            _ => 0,
        };
        self.ctx.attr(AttrKind::Float { ty: t, bits })
    }

    /// A binary scalar function on two values of the same class (float or integer).
    pub(super) fn binary(
        &mut self,
        f: BinaryFn,
        a: ValueId,
        b: ValueId,
    ) -> Result<ValueId, String> {
        let (ta, tb) = (self.ty(a), self.ty(b));
        let floats = self.is_float(ta) && self.is_float(tb);
        let ints = self.int_width(ta).is_some() && self.int_width(tb).is_some();
        let bools = ints && self.int_width(ta) == Some(1) && self.int_width(tb) == Some(1);
        if !floats && !ints {
            return Err(format!(
                "Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got {} and {}",
                rmlir_ir::printer::type_to_string(self.ctx, ta),
                rmlir_ir::printer::type_to_string(self.ctx, tb)
            ));
        }
        let name = match f {
            BinaryFn::Add if floats => "arith.addf",
            BinaryFn::Add if bools => "arith.ori",
            BinaryFn::Add => "arith.addi",
            BinaryFn::Sub if floats => "arith.subf",
            BinaryFn::Sub if bools => return Err("unsupported operation: sub with bools".into()),
            BinaryFn::Sub => "arith.subi",
            BinaryFn::Mul if floats => "arith.mulf",
            BinaryFn::Mul if bools => "arith.andi",
            BinaryFn::Mul => "arith.muli",
            BinaryFn::Div if floats => "arith.divf",
            BinaryFn::Div if bools => return Err("unsupported operation: div with bools".into()),
            BinaryFn::Div => "arith.divsi",
            BinaryFn::DivUnsigned if !ints || bools => {
                return Err("unsupported operation: unsigned div not on uint".into());
            }
            BinaryFn::DivUnsigned => "arith.divui",
            BinaryFn::Max if floats => "arith.maximumf",
            BinaryFn::Max => "arith.maxsi",
            BinaryFn::Min if floats => "arith.minimumf",
            BinaryFn::Min => "arith.minsi",
            BinaryFn::PowF if floats => "math.powf",
            BinaryFn::PowF => return Err("unsupported non numeric type".into()),
        };
        self.op(name, vec![a, b], Some(ta), &[])
            .ok_or_else(String::new)
    }
}

/// Fills `b.block` (whose arguments are already added) with the body of a named op of
/// `kind`; `unsigned` selects `cast_unsigned`. Errors carry upstream's message.
pub(super) fn build(b: &mut Builder<'_>, kind: Kind, unsigned: bool) -> Result<(), String> {
    let args: Vec<ValueId> = b.ir.body(b.body).block_args(b.block).to_vec();
    let Some(&out) = args.last() else {
        return Ok(());
    };
    let out_ty = b.ty(out);
    let yielded = match kind {
        Kind::Forward => Some(args[0]),
        Kind::Copy => b.cast(out_ty, args[0], unsigned),
        Kind::Unary(f) => Some(b.unary(f, args[0])?),
        Kind::Binary(f) => Some(b.binary(f, args[0], args[1])?),
        Kind::Select => {
            let t = b.ty(args[1]);
            b.op(
                "arith.select",
                vec![args[0], args[1], args[2]],
                Some(t),
                &[],
            )
        }
        Kind::Contraction => {
            let x = b.cast(out_ty, args[0], unsigned);
            let y = b.cast(out_ty, args[1], unsigned);
            match (x, y) {
                (Some(x), Some(y)) => {
                    let m = b.binary(BinaryFn::Mul, x, y)?;
                    Some(b.binary(BinaryFn::Add, out, m)?)
                }
                _ => None,
            }
        }
    };
    let Some(y) = yielded else {
        return Err("unsupported element types".into());
    };
    b.op("linalg.yield", vec![y], None, &[]);
    Ok(())
}

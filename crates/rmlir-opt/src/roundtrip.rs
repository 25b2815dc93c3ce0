//! `--verify-roundtrip` (MLIR's `doVerifyRoundTrip` in `MlirOptMain`): the parsed IR is
//! printed, parsed back into a fresh context, and both are printed in the generic form
//! with locations; the two texts must be the same.
//!
//! MLIR does this twice, through the generic text form and through bytecode. rmlir has
//! no bytecode; in its place the second round trip goes through the custom form, which
//! is what a missing or lossy custom printer or parser would break. That one compares
//! without locations: custom forms do not print every location (an `scf.for` induction
//! variable's, an implicit terminator's), in MLIR either.
//!
//! ```text
//! in.mlir:0:0: error: 'builtin.module' op custom roundTrip testing roundtripped module
//! differs from reference:
//! <<<<<<Reference
//! ...
//! ```

use rmlir_ir::printer::{PrintOptions, print_top_op};
use rmlir_ir::verifier::op_error;
use rmlir_ir::{Context, DiagEngine, Ir, OpRef, Reported, parser, verifier};

/// The IR under `top` and how to parse it again: `fresh` makes a context like the one
/// it was parsed in, `verify_on_parse` says whether parsing verifies.
pub(crate) struct RoundTrip<'a> {
    pub ctx: &'a Context,
    pub ir: &'a Ir,
    pub top: OpRef,
    pub fresh: &'a dyn Fn() -> Context,
    pub verify_on_parse: bool,
}

impl RoundTrip<'_> {
    /// Both round trips, each reported as an error on `top` when it fails.
    pub(crate) fn verify(&self, diags: &mut DiagEngine) -> Result<(), Reported> {
        let textual = self.once(diags, "textual", true);
        let custom = self.once(diags, "custom", false);
        textual.and(custom)
    }

    /// One round trip through the generic form with locations (`generic`) or the
    /// custom form without.
    fn once(&self, diags: &mut DiagEngine, what: &str, generic: bool) -> Result<(), Reported> {
        let RoundTrip {
            ctx,
            ir,
            top,
            fresh,
            verify_on_parse,
        } = *self;
        // Locations are printed and compared on the generic round trip only.
        let locations = generic;
        let options = |generic| PrintOptions {
            generic,
            debuginfo: locations,
            ..PrintOptions::default()
        };
        let text = print_top_op(ctx, ir, top, options(generic));
        let again = fresh();
        // What the parser or verifier says of the printed text is not reported: the
        // failure is the round trip's.
        let mut quiet = DiagEngine::default();
        let parsed = parser::parse_source(&again, &mut quiet, &text, "roundtrip", 0)
            .ok()
            .and_then(|back| {
                let back_top = back.top?;
                let ok = !verify_on_parse
                    || verifier::verify(&again, &back, back_top, &mut quiet).is_ok();
                ok.then_some((back, back_top))
            });
        let Some((back, back_top)) = parsed else {
            let msg = format!("failed to parse {what} content back, cannot verify round-trip.\n");
            return Err(op_error(ctx, ir, diags, top, &msg));
        };
        let reference = print_top_op(ctx, ir, top, options(true));
        let roundtrip = print_top_op(&again, &back, back_top, options(true));
        if reference != roundtrip {
            let msg = format!(
                "{what} roundTrip testing roundtripped module differs from reference:\n<<<<<<Reference\n{reference}\n=====\n{roundtrip}\n>>>>>roundtripped\n"
            );
            return Err(op_error(ctx, ir, diags, top, &msg));
        }
        Ok(())
    }
}

//! The passes rmlir implements, registered by [`ALL`].

pub mod strip_debuginfo;
pub mod symbol_dce;
pub mod test_side_effects;

use crate::registry::PassInfo;

/// Every registered pass, in argument order.
pub static ALL: &[&PassInfo] = &[
    &strip_debuginfo::INFO,
    &symbol_dce::INFO,
    &test_side_effects::INFO,
];

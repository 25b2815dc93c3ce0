//! The passes rmlir implements, registered by [`ALL`].

pub mod strip_debuginfo;
pub mod symbol_dce;
pub mod test_pass_manager;
pub mod test_side_effects;

use crate::registry::PassInfo;

/// Every registered pass, in argument order.
pub static ALL: &[&PassInfo] = &[
    &strip_debuginfo::INFO,
    &symbol_dce::INFO,
    &test_pass_manager::FUNCTION_INFO,
    &test_pass_manager::MODULE_INFO,
    &test_pass_manager::CRASH_INFO,
    &test_pass_manager::FAILURE_INFO,
    &test_side_effects::INFO,
    &test_pass_manager::STATS_INFO,
];

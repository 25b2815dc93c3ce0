//! The host C library's inverse hyperbolic and error functions, for the math dialect's
//! constant folders.
//!
//! MLIR folds `math.asinh`, `math.acosh`, `math.atanh`, `math.erf` and `math.erfc` on
//! `f32` and `f64` constants by calling the C library (`asinhf` for `f32`, `asinh` for
//! `f64`, ...). Rust's standard library computes the inverse hyperbolic functions in
//! Rust, with results that differ from the C library's in the last bit and in the sign
//! of the NaN it returns out of the domain, and has no stable `erf`: so these call the C
//! library's own entry points, linked from the same `libm` as the rest of `std`'s math.
//!
//! ```mlir
//! %c = arith.constant 8.0 : f64
//! %0 = math.atanh %c : f64    // folds to 0xFFF8000000000000 : f64 (glibc's -NaN)
//! ```
#![allow(unsafe_code)]

mod ffi {
    unsafe extern "C" {
        pub safe fn asinh(x: f64) -> f64;
        pub safe fn asinhf(x: f32) -> f32;
        pub safe fn acosh(x: f64) -> f64;
        pub safe fn acoshf(x: f32) -> f32;
        pub safe fn atanh(x: f64) -> f64;
        pub safe fn atanhf(x: f32) -> f32;
        pub safe fn erf(x: f64) -> f64;
        pub safe fn erff(x: f32) -> f32;
        pub safe fn erfc(x: f64) -> f64;
        pub safe fn erfcf(x: f32) -> f32;
    }
}

pub(super) use ffi::{acosh, acoshf, asinh, asinhf, atanh, atanhf, erf, erfc, erfcf, erff};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_of_the_c_library() {
        assert_eq!(asinh(0.0), 0.0);
        assert_eq!(acoshf(1.0), 0.0);
        assert!(atanh(2.0).is_nan());
        assert_eq!(erf(0.0), 0.0);
        assert_eq!(erfcf(0.0), 1.0);
        assert!((erff(1.0) - 0.842_700_8).abs() < 1e-6);
    }
}

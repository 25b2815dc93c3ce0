//! rmlir-lit (being written).

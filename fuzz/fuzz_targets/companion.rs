#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| torite::play::fuzz_targets::companion(data));

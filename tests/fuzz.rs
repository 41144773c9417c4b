//! The fuzz targets' short run (the long one is cargo-fuzz's, `fuzz/`, on nightly): every
//! target over its committed seed corpus, then over a few thousand inputs made from those
//! seeds by the kinds of edits a fuzzer makes (flipped, inserted, deleted and copied
//! bytes, cuts, splices of two seeds). Deterministic, so a failure names its input.

use std::fs;
use std::path::Path;
use torite::engine::GameRng;
use torite::play::fuzz_targets::TARGETS;

/// Generated inputs per target (on top of the seeds).
const GENERATED: usize = 2000;

fn seeds(target: &str) -> Vec<Vec<u8>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus").join(target);
    let mut files: Vec<_> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().unwrap().to_string_lossy().starts_with("seed-"))
        .collect();
    files.sort();
    files.iter().map(|p| fs::read(p).unwrap()).collect()
}

/// Bytes a fuzzer likes: JSON and link punctuation, digits, edges of number ranges.
const TOKENS: &[&[u8]] = &[b"\"", b"{", b"}", b"[", b"]", b",", b":", b"&", b"=", b"%", b"-", b"0", b"9", b"null", b"99999999999999999999", b"-1", b"4294967295", b"\\u0000", b"\xff"];

fn mutate(seeds: &[Vec<u8>], rng: &mut GameRng) -> Vec<u8> {
    let mut v = seeds[rng.below(seeds.len())].clone();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(v.len() + 1);
        match rng.below(6) {
            0 if at < v.len() => v[at] ^= 1 << rng.below(8),
            1 => {
                let t = TOKENS[rng.below(TOKENS.len())];
                v.splice(at..at, t.iter().copied());
            }
            2 if at < v.len() => {
                let end = (at + 1 + rng.below(16)).min(v.len());
                v.drain(at..end);
            }
            3 => v.truncate(at),
            4 if at < v.len() => {
                // A copy of a stretch of this input elsewhere in it.
                let end = (at + 1 + rng.below(32)).min(v.len());
                let piece = v[at..end].to_vec();
                let to = rng.below(v.len() + 1);
                v.splice(to..to, piece);
            }
            _ => {
                let other = &seeds[rng.below(seeds.len())];
                let from = rng.below(other.len() + 1);
                v.truncate(at);
                v.extend_from_slice(&other[from..]);
            }
        }
    }
    v
}

#[test]
fn every_target_survives_its_corpus_and_generated_inputs() {
    for &(name, target) in TARGETS {
        let seeds = seeds(name);
        assert!(seeds.len() >= 5, "{name}: a seed corpus");
        for s in &seeds {
            target(s);
        }
        let mut rng = GameRng::seeded(18);
        for i in 0..GENERATED {
            let input = mutate(&seeds, &mut rng);
            if std::panic::catch_unwind(|| target(&input)).is_err() {
                panic!("{name}: generated input #{i} fails: {:?}", String::from_utf8_lossy(&input));
            }
        }
    }
}

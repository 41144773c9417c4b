//! The soak (`torite-cli soak`, not part of CI): many random games of one ruleset, each
//! through every kind of conformance check ([`conformance::check_game`], with
//! [`Checks::SOAK`] — every check at every step, on sampled cases — or [`Checks::ALL`]),
//! spread over threads. A failure is caught and reported with its seed, so it can be
//! played again alone (`torite-cli soak --game G --games 1 --seed S` plays that seed on each
//! of G's rulesets). Where panics abort (the project's release profile), the failing game's
//! ruleset and seed are printed before the process stops.

use super::conformance::{self, Checks};
use crate::engine::Ruleset;
use crate::records::link;
use serde::Serialize;
use sha2::{Digest, Sha256};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicU64, Ordering};
use std::cell::RefCell;
use std::sync::{Mutex, Once};
use std::time::Instant;

thread_local! {
    /// The game this thread is checking (its ruleset's link and seed), for the panic hook.
    static CURRENT: RefCell<Option<(String, u64)>> = const { RefCell::new(None) };
}

/// Adds to the panic message which soak game failed (once per process; other panics are
/// reported as before).
fn name_failing_games() {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            CURRENT.with(|c| {
                if let Some((link, seed)) = &*c.borrow() {
                    eprintln!("soak: {link} seed {seed} failed");
                }
            });
            previous(info)
        }));
    });
}

/// At most this many failures are kept per ruleset (all are counted).
const FAILURES_KEPT: usize = 20;

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Failure {
    pub seed: u64,
    pub message: String,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    pub game: String,
    /// The ruleset as a link's query string.
    pub ruleset: String,
    pub games: u64,
    pub failed: u64,
    pub seconds: f64,
    pub games_per_second: f64,
    pub failures: Vec<Failure>,
    /// SHA-256 (hex) over the records of the games played, in seed order: the same seeds give
    /// the same digest exactly when they play the same games byte for byte, so a refactor of
    /// an engine is checked against the digest of the build before it.
    pub records: String,
}

/// Plays `games` games of `rules` from seeds `first_seed..first_seed + games` on `threads`
/// threads, each through `checks`. `progress(done, seconds)` is called every
/// `progress_every` games.
pub fn run(rules: &Ruleset, checks: Checks, games: u64, first_seed: u64, threads: usize, progress_every: u64, progress: &(dyn Fn(u64, f64) + Sync)) -> Report {
    let threads = threads.max(1) as u64;
    let started = Instant::now();
    let done = AtomicU64::new(0);
    let failed = AtomicU64::new(0);
    let failures = Mutex::new(Vec::new());
    let digests = Mutex::new(Vec::with_capacity(games as usize));
    let query = link::to_query(rules);
    name_failing_games();
    std::thread::scope(|scope| {
        for t in 0..threads {
            let (done, failed, failures, digests, query) = (&done, &failed, &failures, &digests, &query);
            scope.spawn(move || {
                for i in (t..games).step_by(threads as usize) {
                    let seed = first_seed.wrapping_add(i);
                    CURRENT.with(|c| *c.borrow_mut() = Some((query.clone(), seed)));
                    match catch_unwind(AssertUnwindSafe(|| conformance::check_game(rules, seed, checks))) {
                        Ok(record) => {
                            let digest: [u8; 32] = Sha256::digest(record.to_json().as_bytes()).into();
                            digests.lock().expect("no thread panics holding the lock").push((seed, digest));
                        }
                        Err(panic) => {
                            failed.fetch_add(1, Ordering::Relaxed);
                            let mut kept = failures.lock().expect("no thread panics holding the lock");
                            if kept.len() < FAILURES_KEPT {
                                kept.push(Failure { seed, message: panic_message(panic.as_ref()) });
                            }
                        }
                    }
                    CURRENT.with(|c| *c.borrow_mut() = None);
                    let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                    if progress_every > 0 && n % progress_every == 0 {
                        progress(n, started.elapsed().as_secs_f64());
                    }
                }
            });
        }
    });
    let seconds = started.elapsed().as_secs_f64();
    let mut failures = failures.into_inner().expect("no thread panics holding the lock");
    failures.sort_by_key(|f| f.seed);
    let mut digests = digests.into_inner().expect("no thread panics holding the lock");
    digests.sort_unstable();
    let mut all = Sha256::new();
    digests.iter().for_each(|(_, d)| all.update(d));
    let records = all.finalize().iter().map(|b| format!("{b:02x}")).collect();
    Report {
        game: rules.game.id.to_string(),
        ruleset: query,
        games,
        failed: failed.into_inner(),
        seconds,
        games_per_second: games as f64 / seconds.max(1e-9),
        failures,
        records,
    }
}

fn panic_message(p: &(dyn std::any::Any + Send)) -> String {
    p.downcast_ref::<String>().cloned().or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string())).unwrap_or_else(|| "a panic without a message".into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::three_tricks;

    #[test]
    fn a_short_soak_counts_every_game_and_finds_nothing() {
        let calls = AtomicU64::new(0);
        let r = run(&Ruleset::defaults(&three_tricks::INFO), Checks::SOAK, 6, 40, 2, 2, &|_, _| {
            calls.fetch_add(1, Ordering::Relaxed);
        });
        assert_eq!((r.games, r.failed, r.failures.len()), (6, 0, 0), "{r:?}");
        assert_eq!(calls.into_inner(), 3, "progress every 2 of 6 games");
        assert_eq!(r.ruleset, "?game=three-tricks");
    }

    #[test]
    fn a_panic_is_a_failure_with_its_message() {
        let p = catch_unwind(|| panic!("seed {} broke", 7)).unwrap_err();
        assert_eq!(panic_message(p.as_ref()), "seed 7 broke");
    }
}

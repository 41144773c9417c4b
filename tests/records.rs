//! Records kept from earlier builds (tests/fixtures/records/) still replay to their recorded
//! scores, and the bots named in them, from the record's seed, still play the same game
//! action for action.
//!
//! The fixtures were written by `torite-cli play --game G --seed 1 --seats hard,...` on the
//! build before the "one game, one place" redesign (commit c299cb1), one per game. Double-Deck
//! German Whist's is played by normal bots: its hard bot now searches for its team (a change
//! meant to alter its play). A change that is meant to alter how a bot plays must say so and
//! write the fixtures anew; any other change must leave them as they are. Games added since
//! bring their own, written when they landed (Twenty-One's: hard partners against normal ones,
//! `--seats hard,normal,hard,normal`; My Trump's: five players, jokers dealt, `--option
//! players=5 --option deal-method=jokers`; Parlett's Parity's: the exact hard bot against normal with
//! the no-trump call allowed, `--seats hard,normal --option no-trump-call=on`; Goita to Bara's: a
//! hard bot against three normal ones, `--seats hard,normal,normal,normal`; Same Two's: one
//! board, hard partners against normal ones, `--option boards=1 --seats hard,normal,hard,normal`,
//! the hard declarer playing its dummy). The hard bot's reading of the others' play (inference
//! from play) was meant to change how it plays: every fixture with a hard seat was written anew
//! then. `TORITE_REWRITE_FIXTURES=1 cargo test --release --test records` writes them anew; do
//! it only with a change that says it alters how a bot plays.

use std::path::PathBuf;
use torite::engine::Turn;
use torite::play::play_out_bots;
use torite::records::record;

fn fixtures() -> Vec<(PathBuf, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/records");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    assert!(files.len() >= 9, "the fixtures are missing: {files:?}");
    files.into_iter().map(|p| (p.clone(), std::fs::read_to_string(&p).expect("a readable fixture"))).collect()
}

#[test]
fn old_records_replay_to_their_scores() {
    for (path, text) in fixtures() {
        let rec = record::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let recorded = rec.scores.clone().expect("the fixtures carry their scores");
        // `replay` refuses the record if any action is illegal or the scores differ.
        let g = rec.replay().unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(g.turn(), Turn::Over, "{}: the game is complete", path.display());
        assert_eq!(g.scores(), recorded, "{}", path.display());
    }
}

#[test]
fn the_same_seed_gives_the_same_bot_game() {
    for (path, text) in fixtures() {
        let rec = record::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let rules = rec.ruleset().unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let again = play_out_bots(&rules, 0, rec.seats.clone()).expect("a playable game");
        if std::env::var_os("TORITE_REWRITE_FIXTURES").is_some() {
            std::fs::write(&path, again.to_json()).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            continue;
        }
        assert_eq!(again.to_json().trim_end(), text.trim_end(), "{}: the bots played differently", path.display());
    }
}

/// Records from before seeds were committed to carry no salt or commitment: they still load
/// and replay (above), `verify` says they have no commitment, and their deals are still
/// exactly their seeds'.
#[test]
fn old_records_have_no_commitment_but_their_deals_are_their_seeds() {
    use torite::engine::GameRng;
    use torite::records::fairness::{verify, Unverified};
    for (path, text) in fixtures() {
        let rec = record::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!((&rec.salt, &rec.commitment), (&None, &None), "{}", path.display());
        assert_eq!(verify(&rec), Err(Unverified::NotCommitted), "{}", path.display());
        let seed = rec.seed.expect("the fixtures carry their seed");
        rec.replay_seeded(&mut GameRng::seeded(seed)).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    }
}

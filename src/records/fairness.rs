//! Provably fair deals. Every chance event of a game (the first dealer, each deal) is drawn
//! in order from one stream seeded by the game's seed, so the seed alone fixes every deal.
//! Before the first deal the table commits to that seed: it shows a fingerprint of
//! SHA-256(`salt:seed`), the salt being 16 random bytes drawn with the seed. The salt keeps
//! the seed from being found by trying seeds against the fingerprint; the hash keeps the
//! table from changing the seed later without the fingerprint changing. When the game ends
//! the seed and salt are revealed (they are in the record), and [`verify`] checks both that
//! they hash to the commitment and that every chance event in the record is exactly the
//! one the seed gives. Format: docs/records.md.

use super::record::{parse, EntryProblem, Record, RecordError};
use crate::engine::game::{AnyGame, Turn};
use crate::engine::ruleset::RulesetError;
use crate::engine::GameRng;
use crate::games;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::fmt;

/// Random bytes of salt per game (128 bits: far more than anyone could try).
pub const SALT_BYTES: usize = 16;

/// A game's commitment to its seed: the salt (hex) and SHA-256 of `salt:seed` (hex).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Commitment {
    pub salt: String,
    pub commitment: String,
}

impl Commitment {
    /// Commits to `seed` with freshly drawn random `salt` bytes.
    pub fn new(seed: u64, salt: &[u8; SALT_BYTES]) -> Commitment {
        let salt = hex(salt);
        Commitment { commitment: commitment_of(seed, &salt), salt }
    }

    /// What the table shows from the start: the first 8 hex digits, in two groups.
    pub fn fingerprint(&self) -> String {
        fingerprint(&self.commitment)
    }

    /// Whether `seed` is the seed committed to.
    pub fn holds_for(&self, seed: u64) -> bool {
        commitment_of(seed, &self.salt) == self.commitment
    }
}

/// SHA-256 of the text `salt:seed` (the seed in decimal), as 64 lowercase hex digits: what
/// `printf '%s:%s' SALT SEED | sha256sum` prints, so anyone can check it by hand.
pub fn commitment_of(seed: u64, salt: &str) -> String {
    hex(&Sha256::digest(format!("{salt}:{seed}").as_bytes()))
}

/// The first 8 hex digits of a commitment, in two groups of four ("3f2a 91c0").
pub fn fingerprint(commitment: &str) -> String {
    let head: String = commitment.chars().take(8).collect();
    match head.char_indices().nth(4) {
        Some((i, _)) => format!("{} {}", &head[..i], &head[i..]),
        None => head,
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A record whose deals all came from its committed seed.
#[derive(Clone, Debug, PartialEq)]
pub struct Verified {
    pub seed: u64,
    pub commitment: String,
    /// Chance events checked against the seed.
    pub chance_events: usize,
    pub actions: usize,
    /// Whether the record reaches the end of the game.
    pub complete: bool,
}

/// Why a record's deals cannot be shown to come from a committed seed.
#[derive(Clone, Debug, PartialEq)]
pub enum Unverified {
    /// Not a record, or a record that does not replay (an illegal move, wrong scores...).
    Record(RecordError),
    NoSeed,
    /// The record carries no salt and commitment (written before commitments, or by hand).
    NotCommitted,
    /// The seed and salt do not hash to the commitment: the seed was changed.
    CommitmentDiffers { recorded: String, computed: String },
    /// Chance event number `event` (1-based), action number `action` of the record, is not
    /// the one the seed gives: the deal was changed.
    ChanceDiffers { event: usize, action: usize },
}

impl fmt::Display for Unverified {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unverified::Record(e) => write!(f, "the record does not replay: {e}"),
            Unverified::NoSeed => write!(f, "the record has no seed"),
            Unverified::NotCommitted => write!(f, "the record has no commitment (salt and commitment), so its seed was not committed to"),
            Unverified::CommitmentDiffers { recorded, computed } => {
                write!(f, "commitment mismatch: the seed and salt hash to {computed}, the record says {recorded}")
            }
            Unverified::ChanceDiffers { event, action } => {
                write!(f, "chance event {event} (action #{action}) is not the one the committed seed gives")
            }
        }
    }
}

/// Checks a record's deals: the seed and salt hash to the commitment, and replaying the
/// game while drawing chance from the seed gives exactly each recorded chance outcome
/// (every move and the scores are also checked, as [`Record::replay`] does). Knows no
/// particular game: the record's game comes from the one list.
pub fn verify(record: &Record) -> Result<Verified, Unverified> {
    let rules = record.ruleset().map_err(Unverified::Record)?;
    let mut g = games::start(&rules).ok_or_else(|| Unverified::Record(RecordError::Ruleset(RulesetError::NotYetPlayable(record.game.clone()))))?;
    verify_onto(record, g.as_mut())
}

/// [`verify`] onto `g`, a fresh game of the record's ruleset (a table checks its own game
/// without the list of every game).
pub fn verify_onto<G: AnyGame + ?Sized>(record: &Record, g: &mut G) -> Result<Verified, Unverified> {
    let seed = record.seed.ok_or(Unverified::NoSeed)?;
    let committed = record.seed_commitment().ok_or(Unverified::NotCommitted)?;
    let computed = commitment_of(seed, &committed.salt);
    if computed != committed.commitment {
        return Err(Unverified::CommitmentDiffers { recorded: committed.commitment, computed });
    }
    let chance_before = |index: usize| record.actions[..index].iter().filter(|e| !e.contains_key("seat")).count();
    record.replay_to_scores(g, Some(&mut GameRng::seeded(seed))).map_err(|e| match e {
        RecordError::Action { index, problem: EntryProblem::NotFromSeed } => Unverified::ChanceDiffers { event: chance_before(index), action: index },
        other => Unverified::Record(other),
    })?;
    Ok(Verified {
        seed,
        commitment: computed,
        chance_events: chance_before(record.actions.len()),
        actions: record.actions.len(),
        complete: g.turn() == Turn::Over,
    })
}

/// [`verify`] on a record's text.
pub fn verify_text(text: &str) -> Result<Verified, Unverified> {
    verify(&parse(text).map_err(Unverified::Record)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::random_index;
    use crate::engine::Ruleset;
    use crate::games;
    use crate::records::record::{play_out, SeatInfo};
    use serde_json::Value;

    const SALT: [u8; SALT_BYTES] = [7; SALT_BYTES];

    /// A whole random game of `game` from `seed`, committed to with [`SALT`].
    fn committed(game: &str, seed: u64) -> Record {
        let rules = Ruleset::defaults(games::by_id(game).unwrap()).with_seed(Some(seed));
        let seats = (0..rules.seat_count()).map(|i| SeatInfo { name: format!("Bot {i}"), player: "easy".into() }).collect();
        let mut r = play_out(&rules, seed, seats, &mut |g, _, rng| random_index(g.legal_count(), rng)).unwrap();
        r.set_seed_commitment(Some(Commitment::new(seed, &SALT)));
        r
    }

    #[test]
    fn the_commitment_is_sha256_of_salt_and_seed() {
        // `printf '%s:%s' 0707…07 42 | sha256sum`, pinned so the format cannot drift from
        // docs/records.md and what the browser test computes.
        let c = Commitment::new(42, &SALT);
        assert_eq!(c.salt, "07".repeat(16));
        assert_eq!(c.commitment, "b8daa6ad097ed5194d2345d4f54a39a0887ca3e0994caf1fca4fda21c5bd79df");
        assert_eq!(c.fingerprint(), "b8da a6ad");
        assert!(c.holds_for(42) && !c.holds_for(43));
        assert_ne!(Commitment::new(42, &[8; SALT_BYTES]).commitment, c.commitment);
    }

    #[test]
    fn an_honest_record_of_every_game_verifies() {
        for info in games::playable() {
            let r = committed(info.id, 5);
            let v = verify_text(&r.to_json()).unwrap_or_else(|e| panic!("{}: {e}", info.id));
            assert!(v.complete && v.chance_events >= 1 && v.seed == 5, "{}: {v:?}", info.id);
            assert_eq!(v.actions, r.actions.len());
        }
    }

    #[test]
    fn a_changed_deal_names_its_chance_event() {
        let r = committed("three-tricks", 11);
        // The deal is action #2 (after the first dealer): swap two cards between two hands.
        let mut t = r.clone();
        let k = t.actions.iter().position(|e| e.contains_key("deal")).unwrap();
        let hands = t.actions[k]["deal"]["hands"].as_array().unwrap().clone();
        let (a, b) = (hands[0][0].clone(), hands[1][0].clone());
        let mut changed = hands.clone();
        changed[0][0] = b;
        changed[1][0] = a;
        t.actions[k].insert("deal".into(), serde_json::json!({ "hands": changed }));
        let events_before = r.actions[..k].iter().filter(|e| !e.contains_key("seat")).count();
        assert_eq!(verify(&t), Err(Unverified::ChanceDiffers { event: events_before + 1, action: k + 1 }));
        assert!(verify(&t).unwrap_err().to_string().starts_with(&format!("chance event {} (action #{})", events_before + 1, k + 1)));
    }

    #[test]
    fn a_changed_seed_fails_the_commitment() {
        let mut t = committed("three-tricks", 11);
        t.seed = Some(12);
        assert!(matches!(verify(&t), Err(Unverified::CommitmentDiffers { .. })));
        let mut t = committed("three-tricks", 11);
        t.salt = Some("00".repeat(16));
        assert!(matches!(verify(&t), Err(Unverified::CommitmentDiffers { .. })));
        // Seed, salt and commitment all replaced consistently: the commitment holds but the
        // deals are no longer the new seed's.
        let mut t = committed("three-tricks", 11);
        t.seed = Some(12);
        t.set_seed_commitment(Some(Commitment::new(12, &SALT)));
        assert!(matches!(verify(&t), Err(Unverified::ChanceDiffers { event: 1, action: 1 } | Unverified::ChanceDiffers { event: 2, action: 2 })));
    }

    #[test]
    fn records_without_a_commitment_or_seed_are_not_verified() {
        let mut r = committed("three-tricks", 3);
        r.set_seed_commitment(None);
        assert_eq!(verify(&r), Err(Unverified::NotCommitted));
        r.replay().expect("an uncommitted record still replays");
        r.seed = None;
        assert_eq!(verify(&r), Err(Unverified::NoSeed));
        assert!(matches!(verify_text("{}"), Err(Unverified::Record(_))));
        // An illegal move is a replay failure, not a chance one.
        let mut t = committed("three-tricks", 3);
        let k = t.actions.iter().position(|e| e.contains_key("play")).unwrap();
        t.actions[k].insert("play".into(), Value::from("ZZ"));
        assert!(matches!(verify(&t), Err(Unverified::Record(RecordError::Action { .. }))));
    }

    #[test]
    fn fingerprints_are_two_groups_of_four() {
        assert_eq!(fingerprint("0123456789abcdef"), "0123 4567");
        assert_eq!(fingerprint("012"), "012");
    }
}

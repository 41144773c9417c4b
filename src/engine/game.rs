//! The one game trait every game implements, and its type-erased form used by the
//! registry, records, command-line tool and conformance harness.

use super::cards::{Card, CardSet, Suit};
use super::outcome::Outcome;
use super::rng::GameRng;
use super::ruleset::Ruleset;
use super::seats::{Seat, Table};
use super::trick::FollowBy;
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::fmt;

/// Whose move it is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Turn {
    Seat(Seat),
    /// A chance event is next (a shuffle and deal, a hidden draw): see [`Game::sample_chance`].
    Chance,
    Over,
}

/// Why an action was refused. The state is unchanged whenever this is returned.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum IllegalAction {
    GameOver,
    /// A player acted at a chance node, or chance acted at a player's turn.
    NotChanceTurn,
    NotYourTurn { expected: Option<Seat> },
    /// The action is of a kind this phase does not take.
    WrongPhase(&'static str),
    /// The card is not in the acting player's hand.
    CardNotInHand(String),
    /// `card` does not follow: the player holds a card of the led suit (or, following `by`
    /// colour, of its colour) and must play one.
    MustFollow { card: String, led: Suit, by: FollowBy },
    /// The rules ask for a card of the hand's highest rank, `rank`, here (a void player's
    /// strongest card, a forced pass), and `card` is not one.
    MustChooseRank { card: String, rank: u8 },
    /// A chance outcome that could not have happened (wrong card count, duplicates...).
    BadOutcome(String),
    /// Any other rule, citing the game's rules.md.
    Rule(String),
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalAction::GameOver => write!(f, "the game is over"),
            IllegalAction::NotChanceTurn => write!(f, "this is not a chance event's turn"),
            IllegalAction::NotYourTurn { expected: Some(s) } => write!(f, "it is seat {s}'s turn"),
            IllegalAction::NotYourTurn { expected: None } => write!(f, "it is no seat's turn"),
            IllegalAction::WrongPhase(p) => write!(f, "not allowed now: {p}"),
            IllegalAction::CardNotInHand(c) => write!(f, "{c} is not in the player's hand"),
            IllegalAction::MustFollow { card, led, by } => {
                write!(f, "{card} does not follow {} ({by:?}) and the player can follow", led.letter())
            }
            IllegalAction::MustChooseRank { card, rank } => {
                write!(f, "{card} is not of rank {} as the rules ask", Card::rank_text(*rank))
            }
            IllegalAction::BadOutcome(why) => write!(f, "impossible chance outcome: {why}"),
            IllegalAction::Rule(why) => write!(f, "{why}"),
        }
    }
}

/// What one seat must not learn from its view now.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Secrets {
    /// Cards: other hands, face-down cards, the undealt pack...
    pub cards: CardSet,
    /// Hidden things that are not cards (pieces, face-down tiles, hidden bids), each as the
    /// text that would name it in a view: none may appear as a string in the seat's view.
    pub other: Vec<String>,
}

impl Secrets {
    /// Secrets that are only cards, as in most games.
    pub fn cards(cards: CardSet) -> Secrets {
        Secrets { cards, other: Vec::new() }
    }
}

/// A game: a state machine from a ruleset through chance and player actions to scores.
///
/// Contract (checked for every game by `tests/conformance.rs`):
/// - `apply` either succeeds or returns an error and leaves `self` unchanged;
/// - every action in `legal_actions` applies, at the seat `turn` names;
/// - `view(s)` holds nothing from `secrets(s)`;
/// - from the initial state, applying a record's actions gives back the same scores;
/// - `outcome()` is `None` until the game is over, then gives every seat a place, partners
///   (by `table()`) the same one, and every seat first in a draw.
pub trait Game: Clone + PartialEq + fmt::Debug + 'static {
    /// A move by a seat, or a chance outcome. Serialized in records (see docs/records.md).
    type Action: Clone + PartialEq + fmt::Debug + Serialize + DeserializeOwned;
    /// What one seat may know.
    type View: Clone + fmt::Debug + Serialize;

    /// The starting position for a validated ruleset.
    fn new(rules: &Ruleset) -> Self;
    fn seat_count(&self) -> usize;
    fn turn(&self) -> Turn;
    /// The legal actions for the seat whose turn it is (empty at chance nodes and at the end).
    fn legal_actions(&self) -> Vec<Self::Action>;
    /// Draws the chance outcome at a chance node, from the game's chance stream.
    fn sample_chance(&self, rng: &mut GameRng) -> Self::Action;
    fn apply(&mut self, action: &Self::Action) -> Result<(), IllegalAction>;
    fn view(&self, seat: Seat) -> Self::View;
    /// What `seat` must not learn from its view now: other hands, face-down cards...
    fn secrets(&self, seat: Seat) -> Secrets;
    /// Running totals per seat (final scores once `turn()` is `Over`).
    fn scores(&self) -> Vec<i32>;

    /// Who plays with whom, and who chooses each seat's actions. Default: every seat for
    /// itself.
    fn table(&self) -> Table {
        Table::individual(self.seat_count())
    }

    /// How the game came out: `None` until `turn()` is `Over`. Default: teams (each seat
    /// alone unless `table` says otherwise) ranked by their scores, ties sharing a place.
    fn outcome(&self) -> Option<Outcome> {
        (self.turn() == Turn::Over).then(|| Outcome::by_team_scores(&self.table(), &self.scores()))
    }
}

/// A game behind a pointer, with actions as JSON: what the registry, records, CLI and
/// conformance harness use so they are written once for every game.
pub trait AnyGame: fmt::Debug {
    fn seat_count(&self) -> usize;
    fn turn(&self) -> Turn;
    fn legal_count(&self) -> usize;
    /// Applies the `i`th legal action and returns it as JSON.
    fn apply_legal(&mut self, i: usize) -> serde_json::Value;
    /// The `i`th legal action as JSON.
    fn legal_json(&self, i: usize) -> serde_json::Value;
    /// Every legal action as JSON, in the order `apply_legal` numbers them (the legal
    /// actions computed once, where calling `legal_json` for each would compute them each time).
    fn legal_jsons(&self) -> Vec<serde_json::Value>;
    fn apply_chance(&mut self, rng: &mut GameRng) -> serde_json::Value;
    /// The chance outcome `rng` gives at this chance node, as JSON, without applying it.
    fn chance_json(&self, rng: &mut GameRng) -> serde_json::Value;
    fn apply_json(&mut self, action: &serde_json::Value) -> Result<(), ActionError>;
    fn view_json(&self, seat: Seat) -> serde_json::Value;
    /// Calls `f` with every string value of the view's JSON, without writing it (the soak
    /// reads a view at every step of millions of games; see [`super::string_values`]).
    fn each_view_string(&self, seat: Seat, f: &mut dyn FnMut(&str));
    fn secrets(&self, seat: Seat) -> Secrets;
    fn scores(&self) -> Vec<i32>;
    fn table(&self) -> Table;
    fn outcome(&self) -> Option<Outcome>;
    fn box_clone(&self) -> Box<dyn AnyGame>;
    /// A stable fingerprint of the full state, for "the state is unchanged" checks: equal
    /// states give equal fingerprints, and different ones differ but by a 64-bit hash
    /// collision.
    fn fingerprint(&self) -> String;
    /// The state as `Any`, for [`AnyGame::same_state`].
    fn as_any(&self) -> &dyn std::any::Any;
    /// Whether `other` is the same game in the same state (`PartialEq` on the game's state:
    /// the conformance checks' "the state is unchanged", far cheaper than two fingerprints).
    fn same_state(&self, other: &dyn AnyGame) -> bool;
}

/// An action in a record that was refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ActionError {
    /// The JSON is not an action of this game.
    Malformed(String),
    Illegal(IllegalAction),
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::Malformed(e) => write!(f, "not an action of this game: {e}"),
            ActionError::Illegal(e) => write!(f, "{e}"),
        }
    }
}

impl<G: Game> AnyGame for G {
    fn seat_count(&self) -> usize {
        Game::seat_count(self)
    }
    fn turn(&self) -> Turn {
        Game::turn(self)
    }
    fn legal_count(&self) -> usize {
        self.legal_actions().len()
    }
    fn apply_legal(&mut self, i: usize) -> serde_json::Value {
        let a = self.legal_actions().swap_remove(i);
        self.apply(&a).expect("a legal action applies");
        serde_json::to_value(&a).expect("actions serialize")
    }
    fn legal_json(&self, i: usize) -> serde_json::Value {
        serde_json::to_value(self.legal_actions().swap_remove(i)).expect("actions serialize")
    }
    fn legal_jsons(&self) -> Vec<serde_json::Value> {
        self.legal_actions().iter().map(|a| serde_json::to_value(a).expect("actions serialize")).collect()
    }
    fn apply_chance(&mut self, rng: &mut GameRng) -> serde_json::Value {
        let a = self.sample_chance(rng);
        self.apply(&a).expect("a sampled chance outcome applies");
        serde_json::to_value(&a).expect("actions serialize")
    }
    fn chance_json(&self, rng: &mut GameRng) -> serde_json::Value {
        serde_json::to_value(self.sample_chance(rng)).expect("actions serialize")
    }
    fn apply_json(&mut self, action: &serde_json::Value) -> Result<(), ActionError> {
        // Read from the JSON tree in place (`from_value` would take a copy of it).
        let a = G::Action::deserialize(action).map_err(|e| ActionError::Malformed(e.to_string()))?;
        self.apply(&a).map_err(ActionError::Illegal)
    }
    fn view_json(&self, seat: Seat) -> serde_json::Value {
        serde_json::to_value(self.view(seat)).expect("views serialize")
    }
    fn each_view_string(&self, seat: Seat, f: &mut dyn FnMut(&str)) {
        super::string_values::each_string_value(&self.view(seat), f)
    }
    fn secrets(&self, seat: Seat) -> Secrets {
        Game::secrets(self, seat)
    }
    fn scores(&self) -> Vec<i32> {
        Game::scores(self)
    }
    fn table(&self) -> Table {
        Game::table(self)
    }
    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }
    fn box_clone(&self) -> Box<dyn AnyGame> {
        Box::new(self.clone())
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    fn same_state(&self, other: &dyn AnyGame) -> bool {
        other.as_any().downcast_ref::<G>().is_some_and(|o| o == self)
    }
    fn fingerprint(&self) -> String {
        // A hash (rustc-hash's FxHasher) of the state's `Debug` text, written straight into
        // the hasher: no text is built (the conformance checks take several fingerprints per
        // step, and SipHash's per-call cost was a quarter of the soak's time).
        struct Hashing(rustc_hash::FxHasher);
        impl fmt::Write for Hashing {
            fn write_str(&mut self, s: &str) -> fmt::Result {
                use std::hash::Hasher;
                self.0.write(s.as_bytes());
                // The length too, so "ab" then "" differs from "a" then "b".
                self.0.write_usize(s.len());
                Ok(())
            }
        }
        let mut h = Hashing(rustc_hash::FxHasher::default());
        fmt::write(&mut h, format_args!("{self:?}")).expect("states format");
        format!("{:016x}", std::hash::Hasher::finish(&h.0))
    }
}

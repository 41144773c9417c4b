//! The rules engine core, shared by every game.

pub mod bid;
pub mod cards;
pub mod companion;
pub mod deal;
pub mod game;
pub mod multiset;
pub mod outcome;
pub mod rng;
pub mod score;
pub mod ruleset;
pub mod seats;
pub mod string_values;
pub mod text_form;
pub mod trick;

pub use cards::{Card, CardSet, Rank, Suit};
pub use game::{ActionError, AnyGame, Game, IllegalAction, Secrets, Turn};
pub use outcome::Outcome;
pub use rng::GameRng;
pub use ruleset::{GameInfo, OptionSpec, Ruleset, RulesetError};
pub use seats::{Direction, Seat, SeatSet, Table};

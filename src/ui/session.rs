//! A game in progress at the table: the engine state, its record, the chance and bot
//! streams, and which seat the person plays. Plain Rust; the table keeps it in a signal.

use crate::bots::random_index;
use crate::engine::game::{Game, IllegalAction, Turn};
use crate::engine::{GameRng, Ruleset, Seat};
use crate::records::record::{Recorder, SeatInfo};

#[derive(Debug)]
pub struct Session<G: Game> {
    pub game: G,
    pub rules: Ruleset,
    pub recorder: Recorder,
    chance: GameRng,
    bots: GameRng,
    pub human: Seat,
}

/// A fresh seed from the browser's random source.
pub fn random_seed() -> u64 {
    let mut b = [0u8; 8];
    if getrandom::fill(&mut b).is_err() {
        // No crypto source: the clock still gives a different deal each game.
        return js_sys_now();
    }
    // Keep seeds within JavaScript's exact integer range so links stay readable.
    u64::from_le_bytes(b) >> 11
}

fn js_sys_now() -> u64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0, |p| (p.now() * 1000.0) as u64)
}

impl<G: Game> Session<G> {
    /// Starts a game and runs the opening chance events (first dealer, first deal).
    pub fn new(rules: &Ruleset, seats: Vec<SeatInfo>) -> Session<G> {
        let seed = rules.seed.unwrap_or_else(random_seed);
        let rules = rules.clone().with_seed(Some(seed));
        let mut s = Session {
            game: G::new(&rules),
            recorder: Recorder::new(rules.clone(), seats),
            rules,
            chance: GameRng::seeded(seed),
            bots: GameRng::stream(seed, 1),
            human: 0,
        };
        s.run_chance();
        s
    }

    pub fn seed(&self) -> u64 {
        self.rules.seed.unwrap_or(0)
    }

    /// Applies chance events until a seat is to act or the game is over.
    pub fn run_chance(&mut self) {
        while self.game.turn() == Turn::Chance {
            let a = self.game.sample_chance(&mut self.chance);
            self.game.apply(&a).expect("sampled chance outcomes apply");
            self.recorder.push(None, serde_json::to_value(&a).expect("actions serialize"));
        }
    }

    /// The acting seat plays `action`.
    pub fn act(&mut self, action: &G::Action) -> Result<(), IllegalAction> {
        let Turn::Seat(seat) = self.game.turn() else {
            return Err(IllegalAction::NotYourTurn { expected: None });
        };
        self.game.apply(action)?;
        self.recorder.push(Some(seat), serde_json::to_value(action).expect("actions serialize"));
        Ok(())
    }

    /// The bot whose turn it is chooses (random legal, "easy"), knowing only its legal
    /// actions, which come from its own view of the game.
    pub fn bot_move(&mut self) {
        let legal = self.game.legal_actions();
        if legal.is_empty() {
            return;
        }
        let a = legal[random_index(legal.len(), &mut self.bots)].clone();
        let _ = self.act(&a);
    }

    /// Moves made so far; a bot's scheduled move checks it is still current.
    pub fn moves(&self) -> usize {
        self.recorder.actions.len()
    }

    pub fn view(&self) -> G::View {
        self.game.view(self.human)
    }
}

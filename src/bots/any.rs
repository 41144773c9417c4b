//! The bots behind a pointer, for code written once for every game: the arena and bench
//! commands, the app's bot worker, and the conformance harness.

use super::ismcts::{self, Worlds};
use super::{choose, claim, inference, BotGame, Level};
use crate::engine::game::AnyGame;
use crate::engine::{GameRng, Seat};
use serde_json::Value;

/// [`AnyGame`] plus the bots.
pub trait AnyBotGame: AnyGame {
    /// The bot's action for the seat to act, as JSON (`None` when no seat is to act).
    fn choose_json(&self, level: Level, rng: &mut GameRng) -> Option<Value>;
    /// The hard bot's search for the seat to act: each legal action (JSON) with its visits
    /// and estimated score, in the order of the legal actions.
    fn estimates_json(&self, iterations: u32, rng: &mut GameRng) -> Vec<(Value, u32, f64)>;
    /// The hint: [`estimates_json`](AnyBotGame::estimates_json) with what the search expects
    /// to follow each action ([`ismcts::search_explained`]). The same stream gives the same
    /// estimates as the hard bot's own search.
    fn hint_json(&self, iterations: u32, rng: &mut GameRng) -> Vec<(Value, u32, f64, ismcts::Outlook)>;
    fn determinize_any(&self, seat: Seat, rng: &mut GameRng) -> Box<dyn AnyBotGame>;
    fn deals_done(&self) -> u32;
    /// [`BotGame::trick_counts`]: the tricks each seat has taken in the deal in progress, or
    /// `None` for a game without tricks (the partner-mistake counter, `play::partners`).
    fn trick_counts_any(&self) -> Option<Vec<u8>>;
    fn playout(&mut self, rng: &mut GameRng);
    fn hard_iterations(&self) -> u32;
    fn reward_scale(&self) -> f64;
    fn bot_clone(&self) -> Box<dyn AnyBotGame>;
    /// The exploit probes that apply to this game ([`BotGame::probes`]).
    fn probes(&self) -> &'static [super::probe::Probe];
    /// The tricks a claim by the seat to act would take, offered only when every world
    /// drawn from its view gives its side the rest ([`claim::offer`]).
    fn claim_offer(&self, rng: &mut GameRng) -> Option<u8>;
    /// The bots' answer to that claim on the true deal ([`claim::accept`]): the rest of the
    /// deal's actions as JSON, every other seat playing as its bot of `levels[seat]` would
    /// (stream `1 + moves` of `seed`, `moves` counting the record's actions, as a table's
    /// bots draw), or `None` when they decline.
    fn claim_accept(&self, levels: &[Level], seed: u64, moves: usize) -> Option<Vec<Value>>;
    /// For the conformance harness: this state's rewind for `observer` ([`BotGame::rewind`])
    /// replayed, or `None` where the game rewinds nothing now.
    fn rewind_replayed(&self, observer: Seat) -> Option<RewindReplayed>;
}

/// A rewind ([`BotGame::rewind`]) as the conformance harness checks it.
#[derive(Clone, Debug)]
pub struct RewindReplayed {
    /// The rewound start with every action applied again: must be the state rewound.
    pub replayed: Result<String, String>,
    /// The actions, as JSON: must be the same for every world the observer cannot tell apart.
    pub actions: Vec<Value>,
    /// What the observer sees at the start: likewise.
    pub start_view: Value,
    /// [`inference::log_likelihood`] of the state for the observer.
    pub log_likelihood: f64,
}

impl<G: BotGame> AnyBotGame for G {
    fn choose_json(&self, level: Level, rng: &mut GameRng) -> Option<Value> {
        choose(self, level, rng).map(|a| serde_json::to_value(a).expect("actions serialize"))
    }
    fn estimates_json(&self, iterations: u32, rng: &mut GameRng) -> Vec<(Value, u32, f64)> {
        let Some(seat) = super::chooser(self) else { return Vec::new() };
        ismcts::search(self, seat, Worlds::Inferred, iterations, rng)
            .into_iter()
            .map(|e| (serde_json::to_value(e.action).expect("actions serialize"), e.visits, e.value))
            .collect()
    }
    fn hint_json(&self, iterations: u32, rng: &mut GameRng) -> Vec<(Value, u32, f64, ismcts::Outlook)> {
        let Some(seat) = super::chooser(self) else { return Vec::new() };
        ismcts::search_explained(self, seat, iterations, rng)
            .into_iter()
            .map(|(e, o)| (serde_json::to_value(e.action).expect("actions serialize"), e.visits, e.value, o))
            .collect()
    }
    fn determinize_any(&self, seat: Seat, rng: &mut GameRng) -> Box<dyn AnyBotGame> {
        Box::new(self.determinize(seat, rng))
    }
    fn deals_done(&self) -> u32 {
        BotGame::deals_done(self)
    }
    fn trick_counts_any(&self) -> Option<Vec<u8>> {
        BotGame::trick_counts(self)
    }
    fn playout(&mut self, rng: &mut GameRng) {
        BotGame::playout(self, rng)
    }
    fn hard_iterations(&self) -> u32 {
        BotGame::hard_iterations(self)
    }
    fn bot_clone(&self) -> Box<dyn AnyBotGame> {
        Box::new(self.clone())
    }
    fn reward_scale(&self) -> f64 {
        BotGame::reward_scale(self)
    }
    fn probes(&self) -> &'static [super::probe::Probe] {
        G::probes()
    }
    fn claim_offer(&self, rng: &mut GameRng) -> Option<u8> {
        claim::offer(self, rng)
    }
    fn claim_accept(&self, levels: &[Level], seed: u64, moves: usize) -> Option<Vec<Value>> {
        let line = claim::accept(self, |g, done| {
            let seat = super::chooser(g)?;
            let level = levels.get(seat as usize).copied().unwrap_or(Level::Normal);
            choose(g, level, &mut GameRng::stream(seed, 1 + (moves + done) as u64))
        })?;
        Some(line.iter().map(|a| serde_json::to_value(a).expect("actions serialize")).collect())
    }
    fn rewind_replayed(&self, observer: Seat) -> Option<RewindReplayed> {
        let r = self.rewind(observer)?;
        let mut g = r.start.clone();
        let replayed = r
            .actions
            .iter()
            .enumerate()
            .try_for_each(|(i, a)| g.apply(a).map_err(|e| format!("action {i} ({a:?}): {e}")))
            .map(|()| g.fingerprint());
        Some(RewindReplayed {
            replayed,
            actions: r.actions.iter().map(|a| serde_json::to_value(a).expect("actions serialize")).collect(),
            start_view: serde_json::to_value(r.start.view(observer)).expect("views serialize"),
            log_likelihood: inference::log_likelihood(self, observer),
        })
    }
}

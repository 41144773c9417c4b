//! A game in progress at a table: the engine state, its record, the seat the person plays,
//! and the random streams for chance and bots. Plain Rust (the app keeps it in a signal),
//! so resuming, undo and saves are tested natively.
//!
//! Randomness is a pure function of the seed: chance events draw in order from one stream
//! (so the deals never depend on how anybody played), and the bot decision at move `k` draws
//! from its own stream `k`. A session is therefore fully described by its record: resuming
//! a saved game or undoing a move is replaying the record.

use crate::records::record::{Record, RecordError, Recorder, SeatInfo};
use crate::bots::{random_index, Level};
use crate::engine::game::{Game, IllegalAction, Turn};
use crate::engine::{GameRng, Ruleset, Seat};
use serde_json::Value;

#[derive(Debug, Clone)]
pub struct Session<G: Game> {
    pub game: G,
    pub rules: Ruleset,
    pub recorder: Recorder,
    chance: GameRng,
    pub human: Seat,
}

impl<G: Game> Session<G> {
    /// Starts a game with the ruleset's seed (or `seed` when it has none) and runs the
    /// opening chance events (first dealer, first deal).
    pub fn new(rules: &Ruleset, seed: u64, seats: Vec<SeatInfo>, human: Seat) -> Session<G> {
        let seed = rules.seed.unwrap_or(seed);
        let rules = rules.clone().with_seed(Some(seed));
        let mut s = Session {
            game: G::new(&rules),
            recorder: Recorder::new(rules.clone(), seats),
            rules,
            chance: GameRng::seeded(seed),
            human,
        };
        s.run_chance();
        s
    }

    /// Rebuilds a session from a record written by [`Session::record`]: every action is
    /// applied and checked, and each chance event must be the one the seed gives.
    pub fn resume(record: &Record, human: Seat) -> Result<Session<G>, RecordError> {
        let rules = record.ruleset()?;
        let Some(seed) = rules.seed else {
            return Err(RecordError::Format("a saved game needs its seed".into()));
        };
        if rules.game.id != record.game {
            return Err(RecordError::Format("wrong game".into()));
        }
        let mut s = Session {
            game: G::new(&rules),
            recorder: Recorder::new(rules.clone(), Vec::new()),
            rules,
            chance: GameRng::seeded(seed),
            human,
        };
        record.replay_onto(&mut s.game, Some(&mut s.chance))?;
        s.recorder.seats = record.seats.clone();
        s.recorder.actions = record.actions.clone();
        Ok(s)
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

    /// The easy bot's move for the seat to act: a random legal action. (Other levels need
    /// the bots' search; the app asks its bot worker, see `play::service`.)
    pub fn bot_move(&mut self) {
        let legal = self.game.legal_actions();
        if legal.is_empty() {
            return;
        }
        let mut rng = GameRng::stream(self.seed(), 1 + self.moves() as u64);
        let a = legal[random_index(legal.len(), &mut rng)].clone();
        let _ = self.act(&a);
    }

    /// The bot level playing `seat` (its record entry; anything unknown plays easy).
    pub fn level_of(&self, seat: Seat) -> Level {
        self.recorder.seats.get(seat as usize).and_then(|i| Level::parse(&i.player)).unwrap_or(Level::Easy)
    }

    /// Sets the bot level of a seat the person does not play (kept in the record, so a
    /// saved game resumes with the same bots).
    pub fn set_level(&mut self, seat: Seat, level: Level) {
        if seat != self.human {
            if let Some(i) = self.recorder.seats.get_mut(seat as usize) {
                i.player = level.id().into();
            }
        }
    }

    /// Actions so far, chance included; a bot's scheduled move checks it is still current.
    pub fn moves(&self) -> usize {
        self.recorder.actions.len()
    }

    pub fn view(&self) -> G::View {
        self.game.view(self.human)
    }

    pub fn record(&self) -> Record {
        let over = self.game.turn() == Turn::Over;
        self.recorder.finish(over.then(|| self.game.scores()))
    }

    /// Whether the person has a move to take back.
    pub fn can_undo(&self) -> bool {
        self.last_human_move().is_some()
    }

    fn last_human_move(&self) -> Option<usize> {
        self.recorder.actions.iter().rposition(|e| e.get("seat").and_then(Value::as_u64) == Some(self.human as u64))
    }

    /// Takes back the person's last move and everything after it (the bots' replies, a
    /// deal dealt since). Returns false when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        let Some(k) = self.last_human_move() else { return false };
        let mut rec = self.record();
        rec.actions.truncate(k);
        rec.scores = None;
        match Session::resume(&rec, self.human) {
            Ok(s) => {
                *self = s;
                true
            }
            Err(_) => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::three_tricks::ThreeTricks;

    fn seats() -> Vec<SeatInfo> {
        (0..4).map(|i| SeatInfo { name: format!("P{i}"), player: if i == 0 { "human" } else { "easy" }.into() }).collect()
    }

    fn new_session(seed: u64) -> Session<ThreeTricks> {
        Session::new(&Ruleset::defaults(&crate::games::three_tricks::INFO), seed, seats(), 0)
    }

    /// Plays on: bots move, the person plays its first legal card, for `n` moves.
    fn advance(s: &mut Session<ThreeTricks>, n: usize) {
        for _ in 0..n {
            match s.game.turn() {
                Turn::Seat(0) => {
                    let a = s.game.legal_actions()[0].clone();
                    s.act(&a).unwrap();
                }
                Turn::Seat(_) => s.bot_move(),
                Turn::Chance => s.run_chance(),
                Turn::Over => break,
            }
        }
    }

    #[test]
    fn a_saved_game_resumes_exactly() {
        let mut s = new_session(77);
        advance(&mut s, 30);
        let text = s.record().to_json();
        let back: Session<ThreeTricks> = Session::resume(&crate::records::record::parse(&text).unwrap(), 0).unwrap();
        assert_eq!(format!("{:?}", back.game), format!("{:?}", s.game));
        // And both go on the same way: same bot choices, same next deal.
        let (mut a, mut b) = (s, back);
        advance(&mut a, 300);
        advance(&mut b, 300);
        assert_eq!(a.record(), b.record());
    }

    #[test]
    fn a_tampered_save_is_refused() {
        let mut s = new_session(5);
        advance(&mut s, 10);
        let mut rec = s.record();
        rec.actions[1].insert("deal".into(), serde_json::json!({"hands": [[], [], [], []]}));
        assert!(Session::<ThreeTricks>::resume(&rec, 0).is_err());
        let mut rec = s.record();
        rec.seed = Some(6); // the deals no longer follow from the seed
        assert!(matches!(Session::<ThreeTricks>::resume(&rec, 0), Err(RecordError::Action { index: 1 | 2, .. })));
    }

    #[test]
    fn undo_takes_back_my_move_and_the_bots_replies() {
        let mut s = new_session(11);
        while s.game.turn() != Turn::Seat(0) {
            s.bot_move();
        }
        let before = format!("{:?}", s.game);
        let hand_before = s.view().hand;
        let a = s.game.legal_actions()[0].clone();
        s.act(&a).unwrap();
        advance(&mut s, 3); // bots reply
        assert!(s.can_undo());
        assert!(s.undo());
        assert_eq!(format!("{:?}", s.game), before);
        assert_eq!(s.view().hand, hand_before);
        // Playing a different card now is possible.
        let other = s.game.legal_actions().into_iter().find(|x| *x != a);
        if let Some(o) = other {
            s.act(&o).unwrap();
        }
        assert!(matches!(s.game.turn(), Turn::Seat(_)));
    }

    #[test]
    fn nothing_to_undo_at_the_start() {
        // Before the person has moved, bots' moves alone are not taken back.
        let mut s = new_session(3);
        while s.game.turn() != Turn::Seat(0) {
            s.bot_move();
        }
        let before = format!("{:?}", s.game);
        assert!(!s.can_undo());
        assert!(!s.undo());
        assert_eq!(format!("{:?}", s.game), before);
    }
}

//! A game in progress at a table: the engine state, its record, the seat the person plays,
//! and the random streams for chance and bots. Plain Rust (the app keeps it in a signal),
//! so resuming, undo and saves are tested natively.
//!
//! Randomness is a pure function of the seed: chance events draw in order from one stream
//! (so the deals never depend on how anybody played), and the bot decision at move `k` draws
//! from its own stream `k`. A session is therefore fully described by its record: resuming
//! a saved game or undoing a move is replaying the record.

use crate::records::fairness::{Commitment, SALT_BYTES};
use crate::records::record::{FormatProblem, Record, RecordError, Recorder, SeatInfo};
use crate::bots::{random_index, Level};
use crate::engine::game::{Game, IllegalAction, Turn};
use crate::engine::{GameRng, Ruleset, Seat, SeatSet};
use serde_json::Value;

#[derive(Debug, Clone)]
pub struct Session<G: Game> {
    pub game: G,
    pub rules: Ruleset,
    pub recorder: Recorder,
    chance: GameRng,
    /// The seats people play (their record entries say `human`); bots play the others.
    people: SeatSet,
    /// The record indices of the actions people chose (for undo).
    person_moves: Vec<usize>,
}

/// The record entry's `player` of a seat a person plays.
pub const PERSON: &str = "human";

fn people_of(seats: &[SeatInfo]) -> SeatSet {
    let mut people = SeatSet::default();
    for (s, i) in seats.iter().enumerate() {
        if i.player == PERSON {
            people.insert(s as Seat);
        }
    }
    people
}

impl<G: Game> Session<G> {
    /// Starts a game with the ruleset's seed (or `seed` when it has none) and runs the
    /// opening chance events (first dealer, first deal).
    /// The seats whose `player` is [`PERSON`] are played by people.
    pub fn new(rules: &Ruleset, seed: u64, seats: Vec<SeatInfo>) -> Session<G> {
        Session::start(rules, seed, None, seats)
    }

    /// [`Session::new`], committing to the seed with the random `salt` before the first
    /// deal (`records::fairness`): the table shows the fingerprint from the start and the
    /// record carries the salt and commitment.
    pub fn new_committed(rules: &Ruleset, seed: u64, salt: &[u8; SALT_BYTES], seats: Vec<SeatInfo>) -> Session<G> {
        Session::start(rules, seed, Some(salt), seats)
    }

    fn start(rules: &Ruleset, seed: u64, salt: Option<&[u8; SALT_BYTES]>, seats: Vec<SeatInfo>) -> Session<G> {
        let seed = rules.seed.unwrap_or(seed);
        let rules = rules.clone().with_seed(Some(seed));
        let mut recorder = Recorder::new(rules.clone(), seats);
        recorder.commitment = salt.map(|salt| Commitment::new(seed, salt));
        let mut s = Session {
            game: G::new(&rules),
            people: people_of(&recorder.seats),
            person_moves: Vec::new(),
            recorder,
            rules,
            chance: GameRng::seeded(seed),
        };
        s.run_chance();
        s
    }

    /// Rebuilds a session from a record written by [`Session::record`]: every action is
    /// applied and checked, each chance event must be the one the seed gives, and recorded
    /// scores must be the ones the moves give.
    pub fn resume(record: &Record) -> Result<Session<G>, RecordError> {
        let rules = record.ruleset()?;
        let Some(seed) = rules.seed else {
            return Err(RecordError::Format(FormatProblem::NoSeed));
        };
        if rules.game.id != record.game {
            return Err(RecordError::Format(FormatProblem::WrongGame));
        }
        let mut s = Session {
            game: G::new(&rules),
            recorder: Recorder::new(rules.clone(), Vec::new()),
            rules,
            chance: GameRng::seeded(seed),
            people: people_of(&record.seats),
            person_moves: Vec::new(),
        };
        record.replay_onto(&mut s.game, Some(&mut s.chance))?;
        // As every replay does: recorded scores must be the ones the moves give.
        if let Some(recorded) = &record.scores {
            let replayed = s.game.scores();
            if *recorded != replayed {
                return Err(RecordError::ScoresDiffer { recorded: recorded.clone(), replayed });
            }
        }
        s.recorder.seats = record.seats.clone();
        s.recorder.actions = record.actions.clone();
        // Kept as recorded, right or wrong: the end-of-game check says which.
        s.recorder.commitment = record.seed_commitment();
        s.person_moves = s.find_person_moves();
        Ok(s)
    }

    pub fn seed(&self) -> u64 {
        self.rules.seed.unwrap_or(0)
    }

    /// The seed's commitment, when the game made one.
    pub fn commitment(&self) -> Option<&Commitment> {
        self.recorder.commitment.as_ref()
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
        let by_person = self.person_plays(seat);
        self.game.apply(action)?;
        if by_person {
            self.person_moves.push(self.recorder.actions.len());
        }
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

    /// Sets the bot level of a seat no person plays (kept in the record, so a saved game
    /// resumes with the same bots).
    pub fn set_level(&mut self, seat: Seat, level: Level) {
        if !self.people.contains(seat) {
            if let Some(i) = self.recorder.seats.get_mut(seat as usize) {
                i.player = level.id().into();
            }
        }
    }

    /// Actions so far, chance included; a bot's scheduled move checks it is still current.
    pub fn moves(&self) -> usize {
        self.recorder.actions.len()
    }

    /// The seats people play.
    pub fn people(&self) -> SeatSet {
        self.people
    }

    /// Whether a person chooses `seat`'s actions: a person's own seat, or a seat a person
    /// controls (the declarer playing the dummy).
    pub fn person_plays(&self, seat: Seat) -> bool {
        self.game.table().controller.get(seat as usize).is_some_and(|&c| self.people.contains(c))
    }

    /// The seat to act when a person chooses its action (bots wait); `None` otherwise.
    pub fn person_to_act(&self) -> Option<Seat> {
        match self.game.turn() {
            Turn::Seat(s) if self.person_plays(s) => Some(s),
            _ => None,
        }
    }

    /// The seat whose view the table shows: the person choosing now (the controller of the
    /// seat to act), else the first seat a person plays (seat 0 when bots play every seat).
    pub fn viewer(&self) -> Seat {
        if let Some(s) = self.person_to_act() {
            return self.game.table().controller[s as usize];
        }
        self.people.iter().next().unwrap_or(0)
    }

    pub fn view(&self) -> G::View {
        self.game.view(self.viewer())
    }

    /// A person acts for the seat to act; refused when a bot is to act.
    pub fn act_as_person(&mut self, action: &G::Action) -> Result<(), IllegalAction> {
        if self.person_to_act().is_none() {
            let expected = match self.game.turn() {
                Turn::Seat(s) => Some(s),
                _ => None,
            };
            return Err(IllegalAction::NotYourTurn { expected });
        }
        self.act(action)
    }

    pub fn record(&self) -> Record {
        let over = self.game.turn() == Turn::Over;
        self.recorder.finish(over.then(|| self.game.scores()))
    }

    /// Whether a person has a move to take back.
    pub fn can_undo(&self) -> bool {
        self.last_person_move().is_some()
    }

    /// The index of the last action a person chose (for their own seat or one they control).
    fn last_person_move(&self) -> Option<usize> {
        self.person_moves.last().copied()
    }

    /// Which recorded actions people chose, found by replaying the (already checked)
    /// record: who controls a seat can change during a game (a new declarer each deal).
    fn find_person_moves(&self) -> Vec<usize> {
        let mut found = Vec::new();
        self.replay_to(self.recorder.actions.len(), |i, replay| {
            if let Turn::Seat(s) = replay.turn() {
                if self.people.contains(replay.table().controller[s as usize]) {
                    found.push(i);
                }
            }
        });
        found
    }

    /// The game as it stood before recorded action `at` (a reviewed position); `None` past
    /// the record's end.
    pub fn game_at(&self, at: usize) -> Option<G> {
        (at <= self.recorder.actions.len()).then(|| self.replay_to(at, |_, _| {}))
    }

    /// Replays the (already checked) record's first `at` actions from the start, showing
    /// `each` the game before each of them.
    fn replay_to(&self, at: usize, mut each: impl FnMut(usize, &G)) -> G {
        let mut replay = G::new(&self.rules);
        for (i, e) in self.recorder.actions.iter().take(at).enumerate() {
            each(i, &replay);
            let mut m = e.clone();
            m.remove("seat");
            let a = m.remove("action").unwrap_or(Value::Object(m));
            if crate::engine::AnyGame::apply_json(&mut replay, &a).is_err() {
                break;
            }
        }
        replay
    }

    /// Takes back the people's last move and everything after it (the bots' replies, a
    /// deal dealt since). Returns false when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        let Some(k) = self.last_person_move() else { return false };
        let mut rec = self.record();
        rec.actions.truncate(k);
        rec.scores = None;
        match Session::resume(&rec) {
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
        Session::new(&Ruleset::defaults(&crate::games::three_tricks::INFO), seed, seats())
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
        let back: Session<ThreeTricks> = Session::resume(&crate::records::record::parse(&text).unwrap()).unwrap();
        assert_eq!(format!("{:?}", back.game), format!("{:?}", s.game));
        // And both go on the same way: same bot choices, same next deal.
        let (mut a, mut b) = (s, back);
        advance(&mut a, 300);
        advance(&mut b, 300);
        assert_eq!(a.record(), b.record());
    }

    #[test]
    fn a_reviewed_position_is_the_game_before_that_action() {
        let mut s = new_session(5);
        advance(&mut s, 40);
        assert_eq!(format!("{:?}", s.game_at(s.moves()).unwrap()), format!("{:?}", s.game));
        assert!(s.game_at(s.moves() + 1).is_none());
        let mut early = new_session(5);
        advance(&mut early, 25);
        assert_eq!(format!("{:?}", s.game_at(early.moves()).unwrap()), format!("{:?}", early.game));
    }

    #[test]
    fn a_committed_game_keeps_its_commitment_through_saves_and_undo() {
        let salt = [3; SALT_BYTES];
        let mut s: Session<ThreeTricks> = Session::new_committed(&Ruleset::defaults(&crate::games::three_tricks::INFO), 8, &salt, seats());
        let c = s.commitment().cloned().expect("committed");
        assert!(c.holds_for(8));
        advance(&mut s, 20);
        let back: Session<ThreeTricks> = Session::resume(&crate::records::record::parse(&s.record().to_json()).unwrap()).unwrap();
        assert_eq!(back.commitment(), Some(&c));
        assert!(s.undo());
        assert_eq!(s.commitment(), Some(&c));
        advance(&mut s, 1000);
        let v = crate::records::fairness::verify(&s.record()).unwrap();
        assert!(v.complete && v.seed == 8);
        // Uncommitted sessions write records without the fields (as before).
        let plain = new_session(8).record().to_json();
        assert!(!plain.contains("salt") && !plain.contains("commitment"), "{plain}");
    }

    #[test]
    fn a_tampered_save_is_refused() {
        let mut s = new_session(5);
        advance(&mut s, 10);
        let mut rec = s.record();
        rec.actions[1].insert("deal".into(), serde_json::json!({"hands": [[], [], [], []]}));
        assert!(Session::<ThreeTricks>::resume(&rec).is_err());
        let mut rec = s.record();
        rec.seed = Some(6); // the deals no longer follow from the seed
        assert!(matches!(Session::<ThreeTricks>::resume(&rec), Err(RecordError::Action { index: 1 | 2, .. })));
    }

    #[test]
    fn a_save_whose_scores_its_moves_do_not_give_is_refused() {
        // Found by the session fuzz target's property: resuming checked every move but not
        // the recorded scores, so a finished save with changed scores was accepted.
        let mut s = new_session(5);
        while s.game.turn() != Turn::Over {
            s.bot_move();
            s.run_chance();
        }
        let rec = s.record();
        assert!(Session::<ThreeTricks>::resume(&rec).is_ok());
        let mut changed = rec.clone();
        changed.scores = Some(rec.scores.clone().unwrap().iter().map(|x| x + 1).collect());
        assert!(matches!(Session::<ThreeTricks>::resume(&changed), Err(RecordError::ScoresDiffer { .. })));
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

    /// Three Tricks where seat 0's person also chooses seat 2's cards (as a declarer plays
    /// the dummy): the session's people, bot turns, view and undo follow `Game::table`.
    #[derive(Clone, Debug, PartialEq)]
    struct WithDummy(ThreeTricks);

    impl Game for WithDummy {
        type Action = <ThreeTricks as Game>::Action;
        type View = <ThreeTricks as Game>::View;
        fn new(rules: &Ruleset) -> Self {
            WithDummy(ThreeTricks::new(rules))
        }
        fn seat_count(&self) -> usize {
            4
        }
        fn turn(&self) -> Turn {
            self.0.turn()
        }
        fn legal_actions(&self) -> Vec<Self::Action> {
            self.0.legal_actions()
        }
        fn sample_chance(&self, rng: &mut GameRng) -> Self::Action {
            self.0.sample_chance(rng)
        }
        fn apply(&mut self, a: &Self::Action) -> Result<(), IllegalAction> {
            self.0.apply(a)
        }
        fn view(&self, seat: Seat) -> Self::View {
            self.0.view(seat)
        }
        fn secrets(&self, seat: Seat) -> crate::engine::game::Secrets {
            self.0.secrets(seat)
        }
        fn scores(&self) -> Vec<i32> {
            self.0.scores()
        }
        fn table(&self) -> crate::engine::seats::Table {
            crate::engine::seats::Table::individual(4).with_dummy(2, 0)
        }
    }

    #[test]
    fn a_person_also_plays_the_seats_they_control() {
        let mut s: Session<WithDummy> = Session::new(&Ruleset::defaults(&crate::games::three_tricks::INFO), 21, seats());
        assert_eq!(s.people().iter().collect::<Vec<_>>(), [0]);
        assert!(s.person_plays(0) && s.person_plays(2) && !s.person_plays(1) && !s.person_plays(3));
        // Play until the dummy (seat 2) is to act: bots never move for it.
        let mut guard = 0;
        while s.game.turn() != Turn::Seat(2) {
            match s.person_to_act() {
                Some(_) => {
                    let a = s.game.legal_actions()[0].clone();
                    s.act_as_person(&a).unwrap();
                }
                None => s.bot_move(),
            }
            guard += 1;
            assert!(guard < 100);
        }
        assert_eq!(s.person_to_act(), Some(2));
        // The table shows the controller's view, and the person acts for the dummy.
        assert_eq!(s.viewer(), 0);
        let before = format!("{:?}", s.game);
        let a = s.game.legal_actions()[0].clone();
        s.act_as_person(&a).unwrap();
        // A bot's turn now: a person may not act, and undo takes back the dummy's card.
        if s.person_to_act().is_none() {
            assert!(s.act_as_person(&a).is_err());
        }
        // Resuming the record finds the same moves to undo, the dummy's card among them.
        let back: Session<WithDummy> = Session::resume(&s.record()).unwrap();
        assert_eq!(back.person_moves, s.person_moves);
        assert!(s.person_moves.contains(&(s.record().actions.iter().rposition(|e| e.get("seat") == Some(&Value::from(2))).unwrap())));
        assert!(s.undo());
        assert_eq!(format!("{:?}", s.game), before);
    }

    #[test]
    fn several_people_at_one_table() {
        let seats: Vec<SeatInfo> =
            (0..4).map(|i| SeatInfo { name: format!("P{i}"), player: if i % 2 == 0 { "human" } else { "easy" }.into() }).collect();
        let mut s: Session<ThreeTricks> = Session::new(&Ruleset::defaults(&crate::games::three_tricks::INFO), 4, seats);
        let mut acted = Vec::new();
        for _ in 0..12 {
            match s.person_to_act() {
                Some(p) => {
                    assert_eq!(s.viewer(), p, "the table shows the person to act");
                    acted.push(p);
                    let a = s.game.legal_actions()[0].clone();
                    s.act_as_person(&a).unwrap();
                }
                None => s.bot_move(),
            }
        }
        acted.sort();
        acted.dedup();
        assert_eq!(acted, [0, 2]);
        let mut levels = s.clone();
        levels.set_level(2, Level::Hard);
        levels.set_level(1, Level::Hard);
        assert_eq!((levels.level_of(1), levels.recorder.seats[2].player.as_str()), (Level::Hard, "human"));
    }
}

//! RWD (Rewind) (RWD（リワインド）). Rules: `rules.md`.
//!
//! 3-5 players, one 52-card pack, spades always trump (R3). First half ("rewind"): the
//! players draft row 1 counter-clockwise; the card taken last sets the lead suit and the
//! taker of the winning card takes a chip (R9-R16). Second half ("play"): the drafted hands
//! play normal clockwise must-follow tricks (R17-R19). Score = second-half tricks − chips
//! (R20); ties go to more chips, and an all-zero table is a draw (R21, A5).

use crate::engine::cards::CardSet;
use crate::engine::deal::{draw_first_dealer, first_dealer};
use crate::engine::game::{Game, IllegalAction, Secrets, Turn};
use crate::engine::ruleset::{GameInfo, OptionSpec, Ruleset};
use crate::engine::outcome::Outcome;
use crate::engine::seats::{nth_from, Direction, Seat, SeatSet};
use crate::engine::trick::{winner, FollowBy, Play, TrickCards, TrickPlay, TrickRule};
use crate::engine::{Card, GameRng, Suit};
use serde::{Deserialize, Serialize};

#[cfg(test)]
mod tests;
mod bot;
pub mod companion;
pub mod messages;
pub mod rules_text;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod table;

/// Spades are always trump, in both halves (rules.md R3, R4).
const RULE: TrickRule = TrickRule::Trump(Suit::SPADES);
/// Match play: the first to this many game wins takes the match (rules.md R22).
pub const MATCH_WINS: u8 = 3;

pub static INFO: GameInfo = GameInfo {
    id: "rwd",
    title_en: "RWD (Rewind)",
    title_ja: "RWD（リワインド）",
    designer_en: "The blog author's own design (name not given)",
    designer_ja: "作者不明（ブログ記事より）",
    players: &[3, 4, 5],
    options: &[
        // Spec §3 `player-count`, under the project's canonical id `players`.
        OptionSpec { id: "players", values: &["3", "4", "5"], default: "4" },
        OptionSpec { id: "match-format", values: &["single-game", "first-to-3-wins"], default: "single-game" },
    ],
    validate: None,
    scores: true,
    playable: true,
};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum MatchFormat {
    SingleGame,
    /// Repeated play until a player has won 3 games (rules.md R22, A6).
    FirstTo3Wins,
}

/// Typed options (rules.md §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Options {
    pub players: u8,
    pub match_format: MatchFormat,
}

impl Options {
    pub fn from_ruleset(r: &Ruleset) -> Options {
        Options {
            players: match r.get("players") {
                "3" => 3,
                "5" => 5,
                _ => 4,
            },
            match_format: if r.is("match-format", "first-to-3-wins") {
                MatchFormat::FirstTo3Wins
            } else {
                MatchFormat::SingleGame
            },
        }
    }
}

/// Tricks in each half: 17, 13 or 10 for 3, 4 or 5 players (rules.md R16, R19, T2).
pub fn tricks_per_half(n: usize) -> u8 {
    (52 / n) as u8
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Chance: the first start player (rules.md R8, A7).
    ChooseStart,
    /// Chance: the order of the 52 cards; rows and refills are dealt from it (R5-R7, R14).
    Shuffle,
    /// First half: counter-clockwise picks from row 1 (R9-R16).
    Draft,
    /// Second half: clockwise must-follow tricks (R17-R19).
    Play,
    Over,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// Chance: the first game's start player.
    FirstStart(Seat),
    /// Chance: every card in stock order, top first.
    Shuffle { stock: Vec<Card> },
    /// Take this face-up card of row 1 (R9).
    Take(Card),
    /// Take row 1's face-down card, unseen (R9).
    TakeFaceDown,
    /// Second half: play a card (R17).
    Play(Card),
}

/// A candidate row: n − 1 face-up cards and one face-down card (R6, R7).
#[derive(Clone, Debug, PartialEq)]
struct Row {
    face_up: Vec<Card>,
    face_down: Option<Card>,
}

#[derive(Clone, Copy, Debug, PartialEq)]
struct Pick {
    seat: Seat,
    card: Card,
    face_down: bool,
}

/// A resolved first-half trick (the public pick log, A4).
#[derive(Clone, Debug, PartialEq)]
struct DraftTrick {
    start: Seat,
    picks: Vec<Pick>,
    winner: Seat,
    /// The seats that know the face-down card: its taker and the winner (R11, A2, A3).
    known: SeatSet,
}

/// The result of one game (R20, R21).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameResult {
    pub chips: Vec<u8>,
    pub tricks: Vec<u8>,
    /// tricks − chips per seat; they sum to 0 (R20).
    pub scores: Vec<i32>,
    /// Final placing per seat, 1 = won: by score, then by more chips, equal keys share
    /// (R21). In a draw every seat is placed 1 and `winners` is empty (A5).
    pub places: Vec<u8>,
    pub winners: Vec<Seat>,
    /// Every score is 0: a draw, whatever the chips (R21, A5).
    pub draw: bool,
}

/// Scores and placing from chips and second-half tricks (R20, R21, A5).
pub fn game_result(chips: &[u8], tricks: &[u8]) -> GameResult {
    let scores: Vec<i32> = tricks.iter().zip(chips).map(|(&t, &c)| t as i32 - c as i32).collect();
    let outcome = if scores.iter().all(|&s| s == 0) {
        Outcome::draw(scores.len())
    } else {
        // Score first, then more chips (chips ≤ 17, so 100 separates the two keys).
        let keys: Vec<i32> = scores.iter().zip(chips).map(|(&s, &c)| s * 100 + c as i32).collect();
        Outcome::by_scores(&keys)
    };
    let winners = outcome.winners();
    GameResult { chips: chips.to_vec(), tricks: tricks.to_vec(), scores, places: outcome.places, winners, draw: outcome.draw }
}

impl GameResult {
    pub fn outcome(&self) -> Outcome {
        Outcome { places: self.places.clone(), draw: self.draw, result: None }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Rwd {
    opts: Options,
    n: usize,
    phase: Phase,
    /// The start player of the current game (A6 needs it for the next game).
    game_start: Seat,
    /// The start player of the current pick round (R9, R15).
    start: Seat,
    /// Undealt cards, top first; after the first half, the set-aside cards (R16).
    stock: Vec<Card>,
    row1: Option<Row>,
    row2: Option<Row>,
    /// Picks of the current round, in pick order.
    picks: Vec<Pick>,
    draft_log: Vec<DraftTrick>,
    chips: Vec<u8>,
    hands: Vec<CardSet>,
    /// The second half's tricks (R17-R19). The finished ones are not reviewable and in no
    /// view (R18), but every seat saw each card played, so a bot that remembers them may use
    /// them; the one just finished stays on the table until the next card is led, the live
    /// sight of its last card, not a review.
    tricks: TrickPlay,
    /// Set once the current game's last trick is played; reveals the pick log.
    game_done: bool,
    results: Vec<GameResult>,
    match_wins: Vec<u8>,
}

/// A row as a seat sees it: face-up cards, and whether the face-down card is still there.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RowView {
    pub face_up: Vec<Card>,
    pub face_down: bool,
}

/// One pick as a seat sees it. `card` is `None` for a face-down pick the seat does not know.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PickView {
    pub seat: Seat,
    pub card: Option<Card>,
    pub face_down: bool,
    /// Who has seen a face-down card (public: everyone sees who it was shown to). Empty
    /// until the round's picks are complete (A3).
    pub known_by: Vec<Seat>,
}

/// A resolved first-half trick as a seat sees it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DraftTrickView {
    pub number: u8,
    pub start: Seat,
    pub picks: Vec<PickView>,
    /// The lead suit (suit letter), `None` when it came from a face-down card this seat
    /// does not know (A8).
    pub lead_suit: Option<char>,
    /// Public (R11, A2).
    pub winner: Seat,
}

/// What one seat may know (rules.md §2.7).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub seat: Seat,
    pub seats: u8,
    pub phase: Phase,
    pub options: Options,
    /// 1-based game number (match play).
    pub game_number: u8,
    pub game_start: Seat,
    pub to_play: Option<Seat>,
    /// Draft: the face-up cards of row 1 this seat may take; play: the cards it may play.
    /// Empty unless it is this seat's turn.
    pub legal: CardSet,
    pub can_take_face_down: bool,
    pub tricks_per_half: u8,
    // ---- first half ----
    /// 1-based number of the draft trick being picked (0 outside the draft).
    pub draft_trick_number: u8,
    pub start_player: Seat,
    /// The pick order of the current round, counter-clockwise from the start player (R9).
    pub pick_order: Vec<Seat>,
    pub row1: Option<RowView>,
    pub row2: Option<RowView>,
    /// Picks of the current round, in order.
    pub picks: Vec<PickView>,
    /// Every resolved first-half trick (A4).
    pub draft_log: Vec<DraftTrickView>,
    pub stock_count: u8,
    /// Cards set aside unseen after the first half (R16).
    pub set_aside_count: u8,
    pub chips: Vec<u8>,
    // ---- hands ----
    pub hand: CardSet,
    pub hand_sizes: Vec<u8>,
    // ---- second half ----
    pub leader: Option<Seat>,
    /// The trick in progress only; completed tricks are not reviewable (R18).
    pub trick: TrickCards,
    /// The trick just finished and its winner, only until the next card is led (its last
    /// card seen live; not a review).
    pub just_finished: Option<(TrickCards, Seat)>,
    /// 1-based number of the second-half trick being played (0 outside the second half).
    pub play_trick_number: u8,
    pub tricks_won: Vec<u8>,
    /// tricks − chips so far (R20).
    pub running_scores: Vec<i32>,
    // ---- results ----
    /// The finished game's result and placing, once its last trick is played.
    pub result: Option<GameResult>,
    /// Every finished game of the match.
    pub game_results: Vec<GameResult>,
    pub match_wins: Vec<u8>,
    /// Match play, once over: everyone with 3 wins (reached together: shared, A6).
    pub match_winners: Vec<Seat>,
}

impl Rwd {
    pub fn options(&self) -> Options {
        self.opts
    }

    fn pick_order(&self) -> Vec<Seat> {
        (0..self.n).map(|k| nth_from(self.start, k, Direction::CounterClockwise, self.n)).collect()
    }

    fn to_pick(&self) -> Seat {
        nth_from(self.start, self.picks.len(), Direction::CounterClockwise, self.n) // rules.md R9
    }

    fn to_play(&self) -> Seat {
        self.tricks.to_play() // rules.md R17: clockwise from the leader
    }

    fn legal_cards(&self) -> CardSet {
        self.tricks.follow(self.hands[self.to_play() as usize], FollowBy::Suit) // rules.md R17
    }

    fn row1_face_up(&self) -> CardSet {
        self.row1.as_ref().map_or(CardSet::EMPTY, |r| r.face_up.iter().copied().collect())
    }

    /// Deals a row from the top of the stock: n − 1 face up, then 1 face down (R6, R7, R14).
    fn deal_row(stock: &mut Vec<Card>, n: usize) -> Row {
        let mut cards: Vec<Card> = stock.drain(..n).collect();
        let face_down = cards.pop();
        Row { face_up: cards, face_down }
    }

    fn running_scores(&self) -> Vec<i32> {
        self.tricks.won.iter().zip(&self.chips).map(|(&t, &c)| t as i32 - c as i32).collect()
    }

    // ---- one function per phase ----

    fn choose_start(&mut self, seat: Seat) -> Result<(), IllegalAction> {
        // Drawn like a first dealer: the seat that starts the first draft.
        self.game_start = first_dealer(seat, self.n)?; // rules.md R8, A7
        self.phase = Phase::Shuffle;
        Ok(())
    }

    fn shuffle(&mut self, stock: &[Card]) -> Result<(), IllegalAction> {
        let set: CardSet = stock.iter().copied().collect();
        if stock.len() != 52 || set != CardSet::standard_52() {
            return Err(IllegalAction::BadOutcome("the stock must be the 52 cards, each once (R5)".into()));
        }
        let n = self.n;
        let mut stock = stock.to_vec();
        self.row1 = Some(Self::deal_row(&mut stock, n)); // rules.md R6
        self.row2 = Some(Self::deal_row(&mut stock, n)); // rules.md R7
        self.stock = stock;
        self.start = self.game_start;
        self.picks.clear();
        self.draft_log.clear();
        self.chips = vec![0; n];
        self.hands = vec![CardSet::EMPTY; n];
        // The last game's second half goes; who leads this one is known when the draft ends (R17).
        self.tricks.clear();
        self.game_done = false;
        self.phase = Phase::Draft;
        Ok(())
    }

    fn take(&mut self, card: Option<Card>) -> Result<(), IllegalAction> {
        let Some(row) = self.row1.as_mut() else {
            return Err(IllegalAction::WrongPhase("there is no row 1"));
        };
        let taken = match card {
            Some(c) => {
                let Some(i) = row.face_up.iter().position(|&x| x == c) else {
                    return Err(IllegalAction::Rule(format!("R9: {c} is not a face-up card of row 1")));
                };
                row.face_up.remove(i);
                Pick { seat: 0, card: c, face_down: false }
            }
            None => match row.face_down.take() {
                Some(c) => Pick { seat: 0, card: c, face_down: true },
                None => return Err(IllegalAction::Rule("R9: row 1's face-down card is already taken".into())),
            },
        };
        // Validated; from here on the state changes.
        let seat = self.to_pick();
        self.picks.push(Pick { seat, ..taken });
        if self.picks.len() == self.n {
            self.resolve_draft_trick();
        }
        Ok(())
    }

    /// All n cards are taken: the trick is decided, the secret check made, the chip taken,
    /// the cards go to hand and the rows move on (R10-R16).
    fn resolve_draft_trick(&mut self) {
        let plays: Vec<Play> = self.picks.iter().map(|p| Play { seat: p.seat, card: p.card }).collect();
        let led = plays[plays.len() - 1].card.suit(); // rules.md R10: the card taken last leads
        let w = plays[winner(&plays, led, &RULE)].seat; // rules.md R4, R10
        // rules.md R11, A2, A3: the taker now sees the face-down card and shows it to the winner.
        let mut known = SeatSet::default();
        if let Some(p) = self.picks.iter().find(|p| p.face_down) {
            known.insert(p.seat);
            known.insert(w);
        }
        self.chips[w as usize] += 1; // rules.md R12
        for p in &self.picks {
            self.hands[p.seat as usize].insert(p.card); // rules.md R13
        }
        self.draft_log.push(DraftTrick { start: self.start, picks: std::mem::take(&mut self.picks), winner: w, known });
        // rules.md R14, A1: row 2 moves up; a new row 2 only while the stock holds n cards.
        self.row1 = self.row2.take();
        if self.stock.len() >= self.n {
            self.row2 = Some(Self::deal_row(&mut self.stock, self.n));
        }
        self.start = w; // rules.md R15
        if self.row1.is_none() {
            // rules.md R16: no row left; the stock's rest stays set aside, unseen.
            self.tricks.leader = w; // rules.md R17: the last first-half winner leads
            self.phase = Phase::Play;
        }
    }

    fn play(&mut self, card: Card) -> Result<(), IllegalAction> {
        let seat = self.to_play();
        let legal = self.legal_cards();
        self.tricks.play(seat, &mut self.hands[seat as usize], legal, card, FollowBy::Suit)?; // rules.md R17
        if self.tricks.is_full() {
            let w = self.tricks.winner(&RULE); // rules.md R4, R17
            self.tricks.finish(w, ()); // rules.md R18: counted, not reviewable; the winner leads
            if self.tricks.done() == tricks_per_half(self.n) as usize {
                self.finish_game(); // rules.md R19
            }
        }
        Ok(())
    }

    /// The end of a game, played or entered (`companion`): scores and placing from the
    /// chips and second-half tricks, then the match's wins and next start player.
    fn finish_game(&mut self) {
        let result = game_result(&self.chips, &self.tricks.won); // rules.md R20, R21
        self.game_done = true;
        match self.opts.match_format {
            MatchFormat::SingleGame => self.phase = Phase::Over,
            MatchFormat::FirstTo3Wins => {
                // rules.md R22, A6: every (co-)winner is credited; a draw credits nobody.
                for &s in &result.winners {
                    self.match_wins[s as usize] += 1;
                }
                if self.match_wins.iter().any(|&w| w >= MATCH_WINS) {
                    self.phase = Phase::Over;
                } else {
                    // rules.md R22, A6: the winner starts; among co-winners the nearest
                    // counter-clockwise from the previous start player (counting it first);
                    // after a draw the previous start player again.
                    self.game_start = (0..self.n)
                        .map(|k| nth_from(self.game_start, k, Direction::CounterClockwise, self.n))
                        .find(|s| result.winners.contains(s))
                        .unwrap_or(self.game_start);
                    self.phase = Phase::Shuffle;
                }
            }
        }
        self.results.push(result);
    }

    /// Can `seat` see the face-down card of this resolved trick?
    fn knows(&self, t: &DraftTrick, seat: Seat) -> bool {
        self.game_done || t.known.contains(seat)
    }

    fn pick_view(p: &Pick, visible: bool, known: SeatSet) -> PickView {
        PickView {
            seat: p.seat,
            card: (!p.face_down || visible).then_some(p.card),
            face_down: p.face_down,
            known_by: if p.face_down { known.iter().collect() } else { Vec::new() },
        }
    }

    fn row_view(r: &Option<Row>) -> Option<RowView> {
        r.as_ref().map(|r| RowView { face_up: r.face_up.clone(), face_down: r.face_down.is_some() })
    }
}

impl Game for Rwd {
    type Action = Action;
    type View = View;

    fn new(rules: &Ruleset) -> Self {
        let opts = Options::from_ruleset(rules);
        let n = opts.players as usize;
        Rwd {
            opts,
            n,
            phase: Phase::ChooseStart,
            game_start: 0,
            start: 0,
            stock: Vec::new(),
            row1: None,
            row2: None,
            picks: Vec::with_capacity(n),
            draft_log: Vec::new(),
            chips: vec![0; n],
            hands: vec![CardSet::EMPTY; n],
            tricks: TrickPlay::new(n),
            game_done: false,
            results: Vec::new(),
            match_wins: vec![0; n],
        }
    }

    fn seat_count(&self) -> usize {
        self.n
    }

    fn turn(&self) -> Turn {
        match self.phase {
            Phase::ChooseStart | Phase::Shuffle => Turn::Chance,
            Phase::Draft => Turn::Seat(self.to_pick()),
            Phase::Play => Turn::Seat(self.to_play()),
            Phase::Over => Turn::Over,
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        match self.phase {
            Phase::Draft => {
                let mut v: Vec<Action> = self.row1.iter().flat_map(|r| r.face_up.iter().map(|&c| Action::Take(c))).collect();
                if self.row1.as_ref().is_some_and(|r| r.face_down.is_some()) {
                    v.push(Action::TakeFaceDown);
                }
                v
            }
            Phase::Play => self.legal_cards().iter().map(Action::Play).collect(),
            _ => Vec::new(),
        }
    }

    fn sample_chance(&self, rng: &mut GameRng) -> Action {
        match self.phase {
            Phase::ChooseStart => Action::FirstStart(draw_first_dealer(self.n, rng)), // rules.md A7
            _ => {
                let mut stock: Vec<Card> = CardSet::standard_52().iter().collect();
                rng.shuffle(&mut stock); // rules.md R5
                Action::Shuffle { stock }
            }
        }
    }

    fn apply(&mut self, action: &Action) -> Result<(), IllegalAction> {
        // Each phase function validates before it changes anything.
        match (self.phase, action) {
            (Phase::Over, _) => Err(IllegalAction::GameOver),
            (Phase::ChooseStart, Action::FirstStart(s)) => self.choose_start(*s),
            (Phase::Shuffle, Action::Shuffle { stock }) => self.shuffle(stock),
            (Phase::Draft, Action::Take(c)) => self.take(Some(*c)),
            (Phase::Draft, Action::TakeFaceDown) => self.take(None),
            (Phase::Play, Action::Play(c)) => self.play(*c),
            (Phase::ChooseStart | Phase::Shuffle, Action::Take(_) | Action::TakeFaceDown | Action::Play(_)) => {
                Err(IllegalAction::NotChanceTurn)
            }
            (Phase::Draft, Action::Play(_)) => Err(IllegalAction::WrongPhase("playing a card: the first half is a draft (R9)")),
            (Phase::Play, Action::Take(_) | Action::TakeFaceDown) => {
                Err(IllegalAction::WrongPhase("taking a row card: the first half is over (R16)"))
            }
            (Phase::Draft, _) => Err(IllegalAction::NotYourTurn { expected: Some(self.to_pick()) }),
            (Phase::Play, _) => Err(IllegalAction::NotYourTurn { expected: Some(self.to_play()) }),
            (_, _) => Err(IllegalAction::WrongPhase("that chance event")),
        }
    }

    fn view(&self, seat: Seat) -> View {
        let to_play = match self.phase {
            Phase::Draft => Some(self.to_pick()),
            Phase::Play => Some(self.to_play()),
            _ => None,
        };
        let mine = to_play == Some(seat);
        let legal = match self.phase {
            Phase::Draft if mine => self.row1_face_up(),
            Phase::Play if mine => self.legal_cards(),
            _ => CardSet::EMPTY,
        };
        let draft_log = self
            .draft_log
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let visible = self.knows(t, seat);
                let last = t.picks[t.picks.len() - 1];
                DraftTrickView {
                    number: i as u8 + 1,
                    start: t.start,
                    picks: t.picks.iter().map(|p| Self::pick_view(p, visible, t.known)).collect(),
                    // rules.md A8: a face-down last pick hides the lead suit from the others.
                    lead_suit: (!last.face_down || visible).then(|| last.card.suit().letter()),
                    winner: t.winner,
                }
            })
            .collect();
        View {
            seat,
            seats: self.n as u8,
            phase: self.phase,
            options: self.opts,
            game_number: (self.results.len() + usize::from(!self.game_done)) as u8,
            game_start: self.game_start,
            to_play,
            legal,
            can_take_face_down: self.phase == Phase::Draft && mine && self.row1.as_ref().is_some_and(|r| r.face_down.is_some()),
            tricks_per_half: tricks_per_half(self.n),
            draft_trick_number: if self.phase == Phase::Draft { self.draft_log.len() as u8 + 1 } else { 0 },
            start_player: self.start,
            pick_order: if self.phase == Phase::Draft { self.pick_order() } else { Vec::new() },
            row1: Self::row_view(&self.row1),
            row2: Self::row_view(&self.row2),
            // rules.md A3: nobody, the taker included, knows a face-down pick before the round ends.
            picks: self.picks.iter().map(|p| Self::pick_view(p, false, SeatSet::default())).collect(),
            draft_log,
            stock_count: if self.phase == Phase::Draft { self.stock.len() as u8 } else { 0 },
            set_aside_count: if self.phase == Phase::Play || self.game_done { self.stock.len() as u8 } else { 0 },
            chips: self.chips.clone(),
            hand: self.hands[seat as usize],
            hand_sizes: self.hands.iter().map(|h| h.len() as u8).collect(),
            leader: (self.phase == Phase::Play).then_some(self.tricks.leader),
            trick: self.tricks.cards(),
            just_finished: self.tricks.just_finished().filter(|_| self.phase == Phase::Play).map(|t| (t.plays.clone(), t.winner)),
            play_trick_number: if self.phase == Phase::Play { self.tricks.done() as u8 + 1 } else { 0 },
            tricks_won: self.tricks.won.to_vec(),
            running_scores: self.running_scores(),
            result: if self.game_done { self.results.last().cloned() } else { None },
            game_results: self.results.clone(),
            match_wins: self.match_wins.clone(),
            match_winners: match self.opts.match_format {
                MatchFormat::FirstTo3Wins => self.outcome().map_or_else(Vec::new, |o| o.winners()),
                MatchFormat::SingleGame => Vec::new(),
            },
        }
    }

    fn secrets(&self, seat: Seat) -> Secrets {
        // The stock and set-aside cards (R16), the rows' face-down cards, face-down picks of
        // the round in progress (A3), and resolved face-down picks still in a hand that this
        // seat was not shown (R11, §2.7).
        let mut s: CardSet = self.stock.iter().copied().collect();
        for r in [&self.row1, &self.row2].into_iter().flatten() {
            if let Some(c) = r.face_down {
                s.insert(c);
            }
        }
        for p in self.picks.iter().filter(|p| p.face_down) {
            s.insert(p.card);
        }
        for t in &self.draft_log {
            for p in t.picks.iter().filter(|p| p.face_down) {
                if !self.knows(t, seat) && self.hands[p.seat as usize].contains(p.card) {
                    s.insert(p.card);
                }
            }
        }
        Secrets::cards(s)
    }

    fn scores(&self) -> Vec<i32> {
        match self.opts.match_format {
            MatchFormat::SingleGame => self.running_scores(), // rules.md R20
            MatchFormat::FirstTo3Wins => self.match_wins.iter().map(|&w| w as i32).collect(), // rules.md R22
        }
    }

    /// One game: by score, then more chips, an all-zero table a draw (R21, A5). A match:
    /// everyone who reached 3 wins, together if at once (R22, A6), then by wins.
    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        match self.opts.match_format {
            MatchFormat::SingleGame => self.results.last().map(GameResult::outcome),
            MatchFormat::FirstTo3Wins => Some(Outcome::by_scores(&self.scores())),
        }
    }
}

//! Goita to Bara (娯慰多と薔薇), by the author of the blog it was posted on. Rules: `rules.md`.
//!
//! Not a trick-taking game: Skull & Roses redesigned for the 32 goita pieces. Each round
//! the players lay pieces face down in rows, bid how many they will turn over, and the
//! highest bidder turns that many over, failing on a second piece of a kind (し excepted)
//! or on 王 with anything but し and 香. Two successes win; four failures eliminate.

pub mod pieces;

use crate::engine::deal::{draw_first_dealer, first_dealer};
use crate::engine::game::{Game, IllegalAction, Secrets, Turn};
use crate::engine::ruleset::{GameInfo, OptionSpec, Ruleset};
use crate::engine::seats::{Direction, Seat, SeatSet};
use crate::engine::GameRng;
use pieces::{failure, Face, Failure, Kind, Piece, PieceSet, PIECES};
use serde::{Deserialize, Serialize};

mod bot;
pub mod companion;
pub mod messages;
pub mod rules_text;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod table;
#[cfg(test)]
mod tests;

pub const MAX_SEATS: usize = 6;
/// Chips each player starts with (rules.md R2).
pub const CHIPS: u8 = 4;
/// Pieces each player puts down in Phase 1 (rules.md R6).
pub const FIRST_PIECES: usize = 2;

pub static INFO: GameInfo = GameInfo {
    id: "goita-to-bara",
    title_en: "Goita to Bara",
    title_ja: "娯慰多と薔薇",
    designer_en: "The blog author's own design (name not given), 2018",
    designer_ja: "作者不明（ブログ記事より）、2018年",
    players: &[3, 4, 5, 6],
    options: &[
        // Spec §3 `player-count`, under the project's canonical id `players`.
        OptionSpec { id: "players", values: &["3", "4", "5", "6"], default: "4" },
        OptionSpec { id: "piece-component", values: &["goita-pieces", "goita-cards", "goi-pai"], default: "goita-pieces" },
        OptionSpec { id: "life-marker", values: &["othello-disc", "stacked-chips"], default: "othello-disc" },
    ],
    validate: None,
    scores: false,
    playable: true,
};

/// How the pieces are drawn (rules.md §3: cosmetic only).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Component {
    GoitaPieces,
    GoitaCards,
    GoiPai,
}

/// How each player's success marker is drawn (rules.md §3: cosmetic only).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum LifeMarker {
    OthelloDisc,
    StackedChips,
}

/// Typed options (rules.md §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Options {
    pub players: u8,
    pub component: Component,
    pub marker: LifeMarker,
}

impl Options {
    pub fn from_ruleset(r: &Ruleset) -> Options {
        Options {
            players: r.seat_count() as u8,
            component: match r.get("piece-component") {
                "goita-cards" => Component::GoitaCards,
                "goi-pai" => Component::GoiPai,
                _ => Component::GoitaPieces,
            },
            marker: if r.is("life-marker", "stacked-chips") { LifeMarker::StackedChips } else { LifeMarker::OthelloDisc },
        }
    }

    /// Pieces drawn on top of one's chips: 1, or 2 in a game begun with 3 players (rules.md
    /// R13 step 3, A4).
    pub fn hand_bonus(&self) -> u8 {
        if self.players == 3 { 2 } else { 1 }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Chance: the start player is chosen (rules.md R5).
    ChooseStart,
    /// Chance: pieces set aside, hands drawn, the rest face up (rules.md R3-R4, R13).
    Deal,
    /// Phase 1: each player puts two pieces face down (R6).
    FirstPieces,
    /// Phase 2: place a piece or challenge (R7).
    Place,
    /// Phase 3: raise or pass (R8).
    Bid,
    /// Phase 4: the challenger turns pieces over (R9-R10).
    Reveal,
    Over,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// Chance: the start player of the first round.
    FirstPlayer(Seat),
    /// Chance: each seat's hand (empty for eliminated seats) and the pieces set aside face
    /// down; the rest is the open supply.
    Deal { hands: Vec<PieceSet>, set_aside: PieceSet },
    /// Phase 1: the two pieces put face down, by kind, in [`Kind`] order.
    FirstPieces([Kind; 2]),
    /// Phase 2: one more piece face down at the end of the row.
    Place(Kind),
    /// Phase 2: challenge, bidding this many pieces.
    Challenge(u8),
    /// Phase 3: a higher bid.
    Raise(u8),
    /// Phase 3: out of the bidding for this round.
    Pass,
    /// Phase 4: turn over the piece at `pos` of `seat`'s row.
    Reveal { seat: Seat, pos: u8 },
}

/// A bid, raise or pass, as the bidding shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Call {
    Challenge(u8),
    Raise(u8),
    Pass,
}

/// One piece turned over in a challenge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Reveal {
    pub seat: Seat,
    pub pos: u8,
    pub piece: Piece,
}

/// A finished round, kept for the table once the pieces are shuffled again.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RoundSummary {
    pub challenger: Seat,
    pub bid: u8,
    pub calls: Vec<(Seat, Call)>,
    /// What was turned over, in order: seat, position and face.
    pub reveals: Vec<(Seat, u8, Face)>,
    pub failure: Option<Failure>,
    /// The challenger lost their last chip.
    pub eliminated: bool,
}

/// A finished round on the score sheet, played or entered (companion mode): who challenged
/// and whether the bet held, and where everyone stood after it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RoundRecord {
    pub challenger: Seat,
    pub succeeded: bool,
    /// Each seat's chips after the round; 0 is out of the game (R11).
    pub chips: Vec<u8>,
    /// Each seat's disc after the round: black (one success, R12).
    pub black: Vec<bool>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct GoitaToBara {
    opts: Options,
    n: usize,
    phase: Phase,
    chips: [u8; MAX_SEATS],
    /// The disc shows black: one success already (rules.md R12).
    black: [bool; MAX_SEATS],
    /// Chips in the discard area (rules.md R11, A10).
    discard: u8,
    start: Seat,
    to_act: Seat,
    hands: [PieceSet; MAX_SEATS],
    /// Each row in placement order.
    rows: [Vec<Piece>; MAX_SEATS],
    /// Positions turned over in the current challenge, a bit per position.
    turned: [u32; MAX_SEATS],
    supply: PieceSet,
    set_aside: PieceSet,
    /// Phase 1: the seats that have put their two pieces down.
    committed: SeatSet,
    calls: Vec<(Seat, Call)>,
    /// The highest bid and its bidder.
    high: Option<(Seat, u8)>,
    passed: SeatSet,
    reveals: Vec<Reveal>,
    /// Every finished round, the first first (the score sheet).
    rounds: Vec<RoundRecord>,
    /// The last played round's bidding and pieces turned over (none for an entered round).
    last_round: Option<RoundSummary>,
    winner: Option<Seat>,
}

/// One seat's row as a seat sees it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RowView {
    /// Each position: the piece when the viewer may know it (its own row, or turned over).
    pub cells: Vec<Option<Piece>>,
    /// Each position: turned over in this challenge.
    pub turned: Vec<bool>,
}

/// What one seat may know (rules.md §2.5).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub seat: Seat,
    pub phase: Phase,
    pub options: Options,
    pub to_act: Option<Seat>,
    pub start: Seat,
    pub chips: Vec<u8>,
    pub black: Vec<bool>,
    pub discard: u8,
    pub set_aside: u8,
    pub supply: PieceSet,
    pub hand: PieceSet,
    pub hand_sizes: Vec<u8>,
    pub rows: Vec<RowView>,
    pub committed: Vec<bool>,
    /// Face-down pieces on the table: the most anyone may bid.
    pub face_down: u8,
    pub calls: Vec<(Seat, Call)>,
    pub high: Option<(Seat, u8)>,
    pub passed: Vec<bool>,
    pub reveals: Vec<Reveal>,
    /// Pieces still to turn over in the challenge.
    pub to_reveal: u8,
    pub rounds_done: u32,
    pub rounds: Vec<RoundRecord>,
    pub last_round: Option<RoundSummary>,
    pub winner: Option<Seat>,
}

impl GoitaToBara {
    pub fn options(&self) -> Options {
        self.opts
    }

    pub fn alive(&self) -> SeatSet {
        let mut s = SeatSet::default();
        for seat in 0..self.n as Seat {
            if self.chips[seat as usize] > 0 {
                s.insert(seat);
            }
        }
        s
    }

    /// The next surviving seat clockwise after `s` (rules.md R1).
    fn next_alive(&self, s: Seat) -> Seat {
        self.alive().next_after(s, Direction::Clockwise, self.n).unwrap_or(s)
    }

    /// A surviving seat's hand size for a new round (rules.md R13 step 3).
    pub fn hand_size(&self, s: Seat) -> usize {
        match self.chips[s as usize] {
            0 => 0,
            c => (c + self.opts.hand_bonus()) as usize,
        }
    }

    fn face_down(&self) -> u8 {
        (0..self.n).map(|s| self.rows[s].len() as u32 - self.turned[s].count_ones()).sum::<u32>() as u8
    }

    fn challenger(&self) -> Seat {
        self.high.map_or(self.to_act, |(s, _)| s)
    }

    fn bid(&self) -> u8 {
        self.high.map_or(0, |(_, b)| b)
    }

    fn face_down_positions(&self, s: Seat) -> impl Iterator<Item = u8> + '_ {
        let t = self.turned[s as usize];
        (0..self.rows[s as usize].len() as u8).filter(move |p| t >> p & 1 == 0)
    }

    /// The seats whose pieces the challenger may turn over now: its own row while it has a
    /// face-down piece, then any other row (rules.md R9).
    fn reveal_rows(&self) -> Vec<Seat> {
        let c = self.challenger();
        if self.face_down_positions(c).next().is_some() {
            vec![c]
        } else {
            (0..self.n as Seat).filter(|&s| s != c).collect()
        }
    }

    fn piece_of_kind(&self, s: Seat, kind: Kind) -> Result<Piece, IllegalAction> {
        Piece::of_kind_in(kind, self.hands[s as usize])
            .ok_or_else(|| IllegalAction::Rule(format!("no {} in hand (rules.md R6-R7)", kind.reading())))
    }

    // ---- one function per phase ----

    fn choose_start(&mut self, seat: Seat) -> Result<(), IllegalAction> {
        self.start = first_dealer(seat, self.n)?;
        self.phase = Phase::Deal;
        Ok(())
    }

    /// Rules.md R3-R4 and R13: the hands and the pieces set aside; the rest face up.
    fn deal(&mut self, hands: &[PieceSet], set_aside: PieceSet) -> Result<(), IllegalAction> {
        if hands.len() != self.n {
            return Err(IllegalAction::BadOutcome(format!("{} hands for {} seats", hands.len(), self.n)));
        }
        for (s, h) in hands.iter().enumerate() {
            if h.len() != self.hand_size(s as Seat) {
                return Err(IllegalAction::BadOutcome(format!("seat {s} draws {} pieces, not {}", h.len(), self.hand_size(s as Seat))));
            }
        }
        if set_aside.len() != self.discard as usize {
            return Err(IllegalAction::BadOutcome(format!("{} pieces set aside for {} discarded chips", set_aside.len(), self.discard)));
        }
        let all = hands.iter().fold(set_aside, |a, h| a.or(*h));
        if all.len() != set_aside.len() + hands.iter().map(|h| h.len()).sum::<usize>() {
            return Err(IllegalAction::BadOutcome("a piece is drawn twice".into()));
        }
        self.hands = [PieceSet::EMPTY; MAX_SEATS];
        self.hands[..self.n].copy_from_slice(hands);
        self.set_aside = set_aside;
        self.supply = PieceSet(u32::MAX).minus(all);
        self.rows = Default::default();
        self.turned = [0; MAX_SEATS];
        self.committed = SeatSet::default();
        self.calls.clear();
        self.high = None;
        self.passed = SeatSet::default();
        self.reveals.clear();
        self.to_act = self.start;
        self.phase = Phase::FirstPieces;
        Ok(())
    }

    /// Phase 1 (R6): two pieces face down. Modelled one seat at a time from the start
    /// player; the contents stay hidden, so the order tells no one anything (A5).
    fn first_pieces(&mut self, kinds: [Kind; 2]) -> Result<(), IllegalAction> {
        let s = self.to_act;
        if kinds[0] > kinds[1] {
            return Err(IllegalAction::Rule("the two pieces are named in order (rules.md R6)".into()));
        }
        let a = self.piece_of_kind(s, kinds[0])?;
        let mut rest = self.hands[s as usize];
        rest.remove(a);
        let b = Piece::of_kind_in(kinds[1], rest)
            .ok_or_else(|| IllegalAction::Rule(format!("no second {} in hand (rules.md R6)", kinds[1].reading())))?;
        rest.remove(b);
        self.hands[s as usize] = rest;
        self.rows[s as usize].extend([a, b]);
        self.committed.insert(s);
        self.to_act = self.next_alive(s);
        if self.to_act == self.start {
            self.phase = Phase::Place;
        }
        Ok(())
    }

    /// Phase 2 (R7): one more piece at the end of the row.
    fn place(&mut self, kind: Kind) -> Result<(), IllegalAction> {
        let s = self.to_act;
        let p = self.piece_of_kind(s, kind)?;
        self.hands[s as usize].remove(p);
        self.rows[s as usize].push(p);
        self.to_act = self.next_alive(s);
        Ok(())
    }

    fn check_bid(&self, n: u8) -> Result<(), IllegalAction> {
        let most = self.face_down();
        if n <= self.bid() || n > most {
            return Err(IllegalAction::Rule(format!("a bid must be above {} and at most {most} (rules.md R8, A2)", self.bid())));
        }
        Ok(())
    }

    /// Phase 2 (R7 b) into Phase 3 (R8): the challenge and its opening bid.
    fn challenge(&mut self, n: u8) -> Result<(), IllegalAction> {
        self.check_bid(n)?;
        let s = self.to_act;
        self.calls.push((s, Call::Challenge(n)));
        self.high = Some((s, n));
        self.phase = Phase::Bid;
        self.next_bidder(s);
        Ok(())
    }

    fn raise(&mut self, n: u8) -> Result<(), IllegalAction> {
        self.check_bid(n)?;
        let s = self.to_act;
        self.calls.push((s, Call::Raise(n)));
        self.high = Some((s, n));
        self.next_bidder(s);
        Ok(())
    }

    fn pass(&mut self) -> Result<(), IllegalAction> {
        let s = self.to_act;
        self.calls.push((s, Call::Pass));
        self.passed.insert(s);
        self.next_bidder(s);
        Ok(())
    }

    /// The next seat still bidding clockwise; when that is the high bidder, everyone else
    /// has passed and it is the challenger (R8).
    fn next_bidder(&mut self, from: Seat) {
        let bidding = SeatSet(self.alive().0 & !self.passed.0);
        let next = bidding.next_after(from, Direction::Clockwise, self.n).expect("the high bidder never passes");
        self.to_act = next;
        if Some(next) == self.high.map(|(s, _)| s) {
            self.phase = Phase::Reveal;
        }
    }

    /// Phase 4 (R9-R12): turn one piece over, then check for failure.
    fn reveal(&mut self, seat: Seat, pos: u8) -> Result<(), IllegalAction> {
        if !self.reveal_rows().contains(&seat) {
            return Err(IllegalAction::Rule("the challenger turns over their own pieces first, then others' (rules.md R9)".into()));
        }
        let row = &self.rows[seat as usize];
        if pos as usize >= row.len() || self.turned[seat as usize] >> pos & 1 == 1 {
            return Err(IllegalAction::Rule("no face-down piece there (rules.md R9)".into()));
        }
        let piece = row[pos as usize];
        self.turned[seat as usize] |= 1 << pos;
        let before: Vec<Kind> = self.reveals.iter().map(|r| r.piece.kind()).collect();
        self.reveals.push(Reveal { seat, pos, piece });
        if let Some(f) = failure(&before, piece.kind()) {
            self.end_challenge(Some(f));
        } else if self.reveals.len() == self.bid() as usize {
            self.end_challenge(None);
        }
        Ok(())
    }

    /// A played challenge is over, failed at `failure` or all safe: the round ends by the
    /// rules, and the table keeps its bidding and the pieces turned over.
    fn end_challenge(&mut self, failure: Option<Failure>) {
        let c = self.challenger();
        self.end_round(c, failure.is_none());
        self.last_round = Some(RoundSummary {
            challenger: c,
            bid: self.bid(),
            calls: self.calls.clone(),
            reveals: self.reveals.iter().map(|r| (r.seat, r.pos, r.piece.face())).collect(),
            failure,
            eliminated: self.chips[c as usize] == 0,
        });
    }

    /// The end of a round, played or entered (`companion`), for a surviving `challenger`.
    /// A failed bet moves a chip to the discard area, none left is elimination and one
    /// survivor wins (R11); a success turns a white disc black and wins with a black one
    /// (R12, R15). The challenger, or the next survivor clockwise, starts the next round
    /// (R13 step 5, A8).
    fn end_round(&mut self, challenger: Seat, succeeded: bool) {
        let c = challenger as usize;
        if succeeded {
            if self.black[c] {
                self.winner = Some(challenger);
            }
            self.black[c] = true;
        } else {
            self.chips[c] -= 1;
            self.discard += 1;
            let alive = self.alive();
            if alive.len() == 1 {
                self.winner = alive.iter().next();
            }
        }
        self.rounds.push(RoundRecord {
            challenger,
            succeeded,
            chips: self.chips[..self.n].to_vec(),
            black: self.black[..self.n].to_vec(),
        });
        self.start = if self.chips[c] > 0 { challenger } else { self.next_alive(challenger) };
        self.phase = if self.winner.is_some() { Phase::Over } else { Phase::Deal };
    }

    /// Rules.md R13 steps 1-4: shuffle all 32, set aside one per discarded chip, hands of
    /// chips + 1 (+ 2 with three players).
    fn sample_deal(&self, rng: &mut GameRng) -> Action {
        let mut pile: Vec<Piece> = (0..PIECES).map(Piece).collect();
        rng.shuffle(&mut pile);
        let mut it = pile.into_iter();
        let set_aside = it.by_ref().take(self.discard as usize).collect();
        let hands = (0..self.n as Seat).map(|s| it.by_ref().take(self.hand_size(s)).collect()).collect();
        Action::Deal { hands, set_aside }
    }
}

impl Game for GoitaToBara {
    type Action = Action;
    type View = View;

    fn new(rules: &Ruleset) -> Self {
        let opts = Options::from_ruleset(rules);
        let n = opts.players as usize;
        let mut chips = [0; MAX_SEATS];
        chips[..n].fill(CHIPS);
        GoitaToBara {
            opts,
            n,
            phase: Phase::ChooseStart,
            chips,
            black: [false; MAX_SEATS],
            discard: 0,
            start: 0,
            to_act: 0,
            hands: [PieceSet::EMPTY; MAX_SEATS],
            rows: Default::default(),
            turned: [0; MAX_SEATS],
            supply: PieceSet::EMPTY,
            set_aside: PieceSet::EMPTY,
            committed: SeatSet::default(),
            calls: Vec::new(),
            high: None,
            passed: SeatSet::default(),
            reveals: Vec::new(),
            rounds: Vec::new(),
            last_round: None,
            winner: None,
        }
    }

    fn seat_count(&self) -> usize {
        self.n
    }

    fn turn(&self) -> Turn {
        match self.phase {
            Phase::ChooseStart | Phase::Deal => Turn::Chance,
            Phase::FirstPieces | Phase::Place | Phase::Bid | Phase::Reveal => Turn::Seat(self.to_act),
            Phase::Over => Turn::Over,
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        let s = self.to_act;
        let hand = self.hands[s as usize];
        let bids = || self.bid() + 1..=self.face_down();
        match self.phase {
            Phase::FirstPieces => {
                let kinds: Vec<Kind> = hand.kinds().collect();
                let mut out = Vec::new();
                for (i, &a) in kinds.iter().enumerate() {
                    for &b in &kinds[i..] {
                        if a != b || hand.count(a) >= 2 {
                            out.push(Action::FirstPieces([a, b]));
                        }
                    }
                }
                out
            }
            Phase::Place => hand.kinds().map(Action::Place).chain(bids().map(Action::Challenge)).collect(),
            Phase::Bid => bids().map(Action::Raise).chain([Action::Pass]).collect(),
            Phase::Reveal => self
                .reveal_rows()
                .into_iter()
                .flat_map(|seat| self.face_down_positions(seat).map(move |pos| Action::Reveal { seat, pos }))
                .collect(),
            _ => Vec::new(),
        }
    }

    fn sample_chance(&self, rng: &mut GameRng) -> Action {
        match self.phase {
            Phase::ChooseStart => Action::FirstPlayer(draw_first_dealer(self.n, rng)),
            _ => self.sample_deal(rng),
        }
    }

    fn apply(&mut self, action: &Action) -> Result<(), IllegalAction> {
        // Each phase function validates before it changes anything.
        match (self.phase, action) {
            (Phase::Over, _) => Err(IllegalAction::GameOver),
            (Phase::ChooseStart, Action::FirstPlayer(s)) => self.choose_start(*s),
            (Phase::Deal, Action::Deal { hands, set_aside }) => self.deal(hands, *set_aside),
            (Phase::ChooseStart | Phase::Deal, _) => Err(IllegalAction::NotChanceTurn),
            (_, Action::FirstPlayer(_) | Action::Deal { .. }) => Err(IllegalAction::NotYourTurn { expected: Some(self.to_act) }),
            (Phase::FirstPieces, Action::FirstPieces(k)) => self.first_pieces(*k),
            (Phase::Place, Action::Place(k)) => self.place(*k),
            (Phase::Place, Action::Challenge(n)) => self.challenge(*n),
            (Phase::Bid, Action::Raise(n)) => self.raise(*n),
            (Phase::Bid, Action::Pass) => self.pass(),
            (Phase::Reveal, Action::Reveal { seat, pos }) => self.reveal(*seat, *pos),
            (Phase::FirstPieces, _) => Err(IllegalAction::WrongPhase("Phase 1 takes two pieces (rules.md R6)")),
            (Phase::Place, _) => Err(IllegalAction::WrongPhase("Phase 2 takes a piece or a challenge (rules.md R7)")),
            (Phase::Bid, _) => Err(IllegalAction::WrongPhase("Phase 3 takes a raise or a pass (rules.md R8)")),
            (Phase::Reveal, _) => Err(IllegalAction::WrongPhase("Phase 4 takes a reveal (rules.md R9)")),
        }
    }

    fn view(&self, seat: Seat) -> View {
        let acting = matches!(self.phase, Phase::FirstPieces | Phase::Place | Phase::Bid | Phase::Reveal);
        let rows = (0..self.n)
            .map(|s| {
                let row = &self.rows[s];
                let turned: Vec<bool> = (0..row.len()).map(|p| self.turned[s] >> p & 1 == 1).collect();
                let cells = row.iter().zip(&turned).map(|(p, t)| (s == seat as usize || *t).then_some(*p)).collect();
                RowView { cells, turned }
            })
            .collect();
        let seats = |f: &dyn Fn(usize) -> bool| (0..self.n).map(f).collect::<Vec<bool>>();
        View {
            seat,
            phase: self.phase,
            options: self.opts,
            to_act: acting.then_some(self.to_act),
            start: self.start,
            chips: self.chips[..self.n].to_vec(),
            black: self.black[..self.n].to_vec(),
            discard: self.discard,
            set_aside: self.set_aside.len() as u8,
            supply: self.supply,
            hand: self.hands[seat as usize],
            hand_sizes: (0..self.n).map(|s| self.hands[s].len() as u8).collect(),
            rows,
            committed: seats(&|s| self.committed.contains(s as Seat)),
            face_down: self.face_down(),
            calls: self.calls.clone(),
            high: self.high,
            passed: seats(&|s| self.passed.contains(s as Seat)),
            reveals: self.reveals.clone(),
            to_reveal: if self.phase == Phase::Reveal { self.bid() - self.reveals.len() as u8 } else { 0 },
            rounds_done: self.rounds.len() as u32,
            rounds: self.rounds.clone(),
            last_round: self.last_round.clone(),
            winner: self.winner,
        }
    }

    /// Rules.md §2.5: other hands and other rows' face-down pieces are the owners' alone;
    /// the pieces set aside are no one's.
    fn secrets(&self, seat: Seat) -> Secrets {
        let mut hidden = self.set_aside;
        for s in (0..self.n).filter(|&s| s != seat as usize) {
            hidden = hidden.or(self.hands[s]);
            for (p, piece) in self.rows[s].iter().enumerate() {
                if self.turned[s] >> p & 1 == 0 {
                    hidden.insert(*piece);
                }
            }
        }
        Secrets { cards: Default::default(), other: hidden.iter().map(|p| p.to_string()).collect() }
    }

    /// 1 for the winner, 0 for everyone else (rules.md R15-R16).
    fn scores(&self) -> Vec<i32> {
        (0..self.n as Seat).map(|s| i32::from(self.winner == Some(s))).collect()
    }
}

//! Double-Deck German Whist (ダブルデッキ・ジャーマンホイスト). Rules:
//! `rules.md`.
//!
//! Four players in fixed partnerships, 0 & 2 against 1 & 3 (R1). Two identical packs plus
//! one joker: 13 cards each, a 52-card stock whose top card T sets trumps and is replaced by
//! the joker, which plays as a copy of T (R6-R8). First half: 13 tricks that score nothing;
//! after each, the winner takes a face-up display card, the partner the other, and the
//! opponents the two face-down ones (R13-R16). Second half: 13 tricks, 1 point each, added
//! per team; 7 or more wins the deal (R17-R20). Every seat always sees the hand of its
//! right-hand neighbour, an opponent (R11).
//!
//! Hands hold up to two copies of a card, so they are [`CardBag`]s. Identical cards are
//! interchangeable: actions name a face (`Play(SK)`), and of two identical cards in a
//! trick the one played first wins (R4), which `engine::trick::winner` gives by scanning in
//! play order.

use crate::engine::cards::{Card, CardSet, Suit};
use crate::engine::game::{Game, IllegalAction, Secrets, Turn};
use crate::engine::deal::{deal_from_dealer, DealCycle};
use crate::engine::multiset::{check_bag_partition, CardBag};
use crate::engine::ruleset::{GameInfo, OptionSpec, Ruleset};
use crate::engine::seats::{Direction, Seat, Table};
use crate::engine::trick::{check_play, must_follow, winner, FollowBy, Play, TrickCards, TrickPlay, TrickRule};
use crate::engine::GameRng;
use serde::{Deserialize, Serialize};

mod bot;
pub mod companion;
pub mod messages;
pub mod rules_text;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod table;
#[cfg(test)]
mod tests;

pub const SEATS: usize = 4;
/// Cards per hand at the deal and at the start of every trick (R6, R15).
pub const HAND: usize = 13;
/// Cards left after the deal, T included (R6).
pub const STOCK: usize = 52;
/// Tricks in each half (R15, R19).
pub const TRICKS_PER_HALF: u8 = 13;
/// Second-half points a team needs to win the deal (R20).
pub const DEAL_TARGET: u8 = 7;
/// Deal wins that take the match (R21).
pub const MATCH_WINS: u8 = 3;
/// The one joker, `JK` (§1). It plays as a copy of T (R8).
pub const JOKER: Card = Card::new(Suit::JOKER, 1);

pub static INFO: GameInfo = GameInfo {
    id: "double-deck-german-whist",
    title_en: "Double-Deck German Whist",
    title_ja: "ダブルデッキ・ジャーマンホイスト",
    designer_en: "The blog author's own design (name not given), a 2-vs-2 German Whist",
    designer_ja: "作者不明（ブログ記事より）、ジャーマンホイストの2対2版",
    players: &[4],
    options: &[OptionSpec { id: "match-format", values: &["single-deal", "first-to-3-deals"], default: "single-deal" }],
    validate: None,
    scores: true,
    playable: true,
};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum MatchFormat {
    /// One deal (A10).
    SingleDeal,
    /// Deals until a team has won 3; the dealer moves left each deal (R21).
    #[serde(rename = "first-to-3-deals")]
    FirstTo3Deals,
}

/// Typed options (rules.md §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Options {
    pub match_format: MatchFormat,
}

impl Options {
    pub fn from_ruleset(r: &Ruleset) -> Options {
        Options {
            match_format: if r.is("match-format", "first-to-3-deals") {
                MatchFormat::FirstTo3Deals
            } else {
                MatchFormat::SingleDeal
            },
        }
    }
}

/// The left neighbour (R2).
pub fn left_of(s: Seat) -> Seat {
    crate::engine::deal::left_of(s, SEATS)
}

/// The right neighbour, always an opponent, whose hand `s` sees (R2, R11).
pub fn right_of(s: Seat) -> Seat {
    crate::engine::deal::right_of(s, SEATS)
}

/// The partner opposite (R1).
pub fn partner_of(s: Seat) -> Seat {
    ((s as usize + 2) % SEATS) as Seat
}

/// Team 0 is seats {0, 2}, team 1 is seats {1, 3} (R1), as in [`Table::partnerships_across`].
pub fn team_of(s: Seat) -> u8 {
    s % 2
}

/// Team points and the deal's winning team from second-half tricks per seat (R20).
pub fn deal_outcome(tricks: [u8; SEATS]) -> ([u8; 2], u8) {
    let teams = [tricks[0] + tricks[2], tricks[1] + tricks[3]];
    (teams, if teams[0] >= DEAL_TARGET { 0 } else { 1 })
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Chance: the first dealer (R5, A9).
    ChooseDealer,
    /// Chance: 13 cards each and the ordered 52-card stock (R6, A9).
    Deal,
    /// First half: 13 tricks that score nothing (R13).
    FirstHalf,
    /// After a first-half trick: its winner takes a face-up display card (R14).
    TakeDisplay,
    /// Second half: 13 scoring tricks (R17-R19).
    SecondHalf,
    Over,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// Chance: the first dealer.
    FirstDealer(Seat),
    /// Chance: the four hands (indexed by seat, 13 cards each) and the 52 other cards in
    /// stock order, top first. `stock[0]` becomes T (R6, R7).
    Deal { hands: Vec<CardBag>, stock: Vec<Card> },
    /// Play a card (`JK` is the joker).
    Play(Card),
    /// The trick winner takes this face-up display card (R14 step 1).
    Take(Card),
}

/// Who took what from the display after one first-half trick: a public event (A8). The
/// face-down cards' identities are not in it, only who received them (R14 step 3, A3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct DisplayTake {
    /// 1-based first-half trick number.
    pub trick: u8,
    pub winner: Seat,
    pub winner_card: Card,
    pub partner: Seat,
    pub partner_card: Card,
    /// The first face-down card went to `face_down_to[0]` (the winner's left neighbour), the
    /// second to `face_down_to[1]` (the winner's right neighbour) (A3).
    pub face_down_to: [Seat; 2],
}

/// One finished deal (R20), all public.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct DealResult {
    /// 1-based.
    pub deal: u8,
    pub dealer: Seat,
    /// That deal's trump indicator T.
    pub indicator: Card,
    /// Second-half tricks per seat.
    pub tricks_won: [u8; SEATS],
    /// Per team: [seats 0+2, seats 1+3].
    pub team_tricks: [u8; 2],
    pub winning_team: u8,
}

/// Cards of a hand that the table has not seen, grouped by when they arrived: the deal's 13,
/// then each face-down display card (R14 step 3). Every batch in the hand when its owner
/// showed out of a suit holds none of it (R13); later arrivals may. When a hidden card is
/// played and more than one batch could have held it, those batches merge, keeping only
/// what all of them are known to lack. All of this is public, since every play and every
/// face-down take is seen by the table (§2.9); the bots' determinizations read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Batch {
    pub count: u8,
    /// Cards this batch cannot hold.
    pub none_of: CardSet,
}

impl Batch {
    /// One face-down card arrives.
    fn received(batches: &mut Vec<Batch>) {
        match batches.last_mut() {
            Some(b) if b.none_of.is_empty() => b.count += 1,
            _ => batches.push(Batch { count: 1, none_of: CardSet::EMPTY }),
        }
    }

    /// The owner showed out of `class`.
    fn shown_out(batches: &mut Vec<Batch>, class: CardSet) {
        for b in batches.iter_mut() {
            b.none_of = b.none_of.or(class);
        }
        Batch::merge_equal(batches);
    }

    /// A hidden copy of `card` was played: it came from one of the batches that may hold
    /// it. Exclusions only grow with age, so those are the newest batches, merged here.
    fn remove_one(batches: &mut Vec<Batch>, card: Card) {
        let first = batches.iter().position(|b| !b.none_of.contains(card)).unwrap_or(0);
        let merged = batches.drain(first..).fold(Batch { count: 0, none_of: CardSet(u128::MAX) }, |m, b| Batch {
            count: m.count + b.count,
            none_of: m.none_of.and(b.none_of),
        });
        if merged.count > 1 {
            batches.push(Batch { count: merged.count - 1, none_of: merged.none_of });
        }
        Batch::merge_equal(batches);
    }

    fn merge_equal(batches: &mut Vec<Batch>) {
        let mut out: Vec<Batch> = Vec::with_capacity(batches.len());
        for b in batches.drain(..) {
            match out.last_mut() {
                Some(l) if l.none_of == b.none_of => l.count += b.count,
                _ => out.push(b),
            }
        }
        *batches = out;
    }
}

/// The deal since its last draw (the deal itself, or a trick's display taken, R14): the
/// table's deductions as they stood then and every card played since, in order, all of it
/// public (§2.9, plays broadcast live). Nothing hidden changes hands after a draw until the
/// next one, so the bots' rewind replays the deal from there.
#[derive(Clone, Debug, Default, PartialEq)]
struct SinceDraw {
    public: [CardBag; SEATS],
    batches: [Vec<Batch>; SEATS],
    plays: Vec<Play>,
}

impl SinceDraw {
    fn at(public: [CardBag; SEATS], batches: &[Vec<Batch>; SEATS]) -> SinceDraw {
        SinceDraw { public, batches: batches.clone(), plays: Vec::new() }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct DoubleDeckGermanWhist {
    opts: Options,
    phase: Phase,
    /// The dealer, moving left each deal of a match (R5, R21), and the deals done.
    cycle: DealCycle,
    /// T, the trump indicator: face up and out of play for the deal (R7).
    indicator: Option<Card>,
    hands: [CardBag; SEATS],
    /// The copies in each hand that were taken face up and are known to every seat (R14
    /// steps 1-2, A8). Playing a card removes a public copy first: after one of two
    /// identical cards is played, the table no longer knows the other is there.
    public: [CardBag; SEATS],
    /// What the table can deduce about the rest of each hand (the copies not in `public`),
    /// oldest first: see [`Batch`].
    batches: [Vec<Batch>; SEATS],
    /// Undrawn stock, top first (R9, R15).
    stock: Vec<Card>,
    /// The display: 2 face-up and 2 face-down cards, in display order (R9, R15).
    face_up: Vec<Card>,
    face_down: Vec<Card>,
    /// Every card played this deal, the trick in progress included: the discard pile and
    /// the won tricks, face down and not reviewable (R15, R18, A4).
    discards: CardBag,
    /// This deal's 26 tricks, both halves (R13, R17): the trick in progress with the cards
    /// as played (`JK` stays `JK`), the finished ones (kept out of every view: no review,
    /// A4; the last one stays on the table until the next card is led, `just_finished`),
    /// and the second-half tricks per seat (`won`, R18: a first-half trick counts none).
    tricks: TrickPlay,
    /// This deal's display takes (A8).
    take_log: Vec<DisplayTake>,
    /// Since the last draw, for the bots' rewind.
    since_draw: SinceDraw,
    results: Vec<DealResult>,
    /// Deals won per team (R21).
    deal_wins: [u8; 2],
}

/// What one seat may know (rules.md §2.9).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub seat: Seat,
    /// This seat's team: 0 = seats {0, 2}, 1 = seats {1, 3}.
    pub team: u8,
    pub partner: Seat,
    /// The right neighbour, whose hand this seat sees (R11).
    pub right_seat: Seat,
    pub phase: Phase,
    pub options: Options,
    /// 1-based deal number (the last deal once over).
    pub deal_number: u8,
    pub dealer: Seat,
    /// Who acts now, if a seat (a player in a trick, or the winner taking a display card).
    pub to_play: Option<Seat>,
    /// The faces this seat may play now (empty unless it is its turn to play).
    pub legal: CardSet,
    /// The face-up display cards this seat may take now (empty unless it is the winner
    /// taking, R14).
    pub legal_takes: CardSet,
    /// T: its suit is trumps, and `JK` plays as exactly this card (R7, R8, A5). Public.
    pub indicator: Option<Card>,
    /// Own hand; a card may be listed twice.
    pub hand: CardBag,
    /// The full hand of `right_seat` (R11, A6).
    pub right_hand: CardBag,
    /// Per seat: the face-up display cards it took and still holds, as the table knows it
    /// (A8). Included in `hand` and `right_hand` for those two seats.
    pub public_holdings: [CardBag; SEATS],
    pub hand_sizes: [u8; SEATS],
    /// The face-up display cards, in display order (R9, R15).
    pub display_face_up: Vec<Card>,
    /// How many face-down display cards there are (their faces are hidden).
    pub display_face_down: u8,
    pub stock_count: u8,
    /// This deal's display takes, trick by trick (A8).
    pub take_log: Vec<DisplayTake>,
    pub leader: Seat,
    /// 1..=13 within the current half (0 outside the halves).
    pub trick_number: u8,
    /// The trick in progress, (seat, card as played).
    pub trick: TrickCards,
    /// The trick just completed and its winner, only until the next card is led (A4).
    pub just_finished: Option<(TrickCards, Seat)>,
    /// Second-half tricks per seat, this deal (R18).
    pub tricks_won: [u8; SEATS],
    /// Second-half tricks per team, [seats 0+2, seats 1+3] (R18, R20).
    pub team_tricks: [u8; 2],
    /// Finished deals.
    pub deal_results: Vec<DealResult>,
    /// Deals won per team (R21).
    pub deal_wins: [u8; 2],
    /// Once over: the team that won the deal (single deal) or the match.
    pub winning_team: Option<u8>,
    /// The per-seat scores (`Game::scores`): the team's points or deal wins.
    pub scores: [i32; SEATS],
}

impl DoubleDeckGermanWhist {
    pub fn options(&self) -> Options {
        self.opts
    }

    /// The joker plays as T; every other card as itself (R8, A5).
    fn effective(&self, c: Card) -> Card {
        if c.suit() == Suit::JOKER {
            self.indicator.unwrap_or(c)
        } else {
            c
        }
    }

    /// Trumps are T's suit (R7, R13, A1).
    fn rule(&self) -> TrickRule {
        TrickRule::Trump(self.indicator.map_or(Suit::JOKER, |t| t.suit()))
    }

    fn to_play(&self) -> Seat {
        match self.phase {
            Phase::TakeDisplay => self.tricks.leader, // R14: the trick winner, who leads next
            _ => self.tricks.to_play(), // R13
        }
    }

    /// First-half tricks finished this deal (R13).
    fn first_half_done(&self) -> u8 {
        (self.tricks.done() as u8).min(TRICKS_PER_HALF)
    }

    /// Second-half tricks finished this deal (R17).
    fn second_half_done(&self) -> u8 {
        (self.tricks.done() as u8).saturating_sub(TRICKS_PER_HALF)
    }

    /// Second-half tricks per seat this deal (R18).
    fn tricks_won(&self) -> [u8; SEATS] {
        std::array::from_fn(|s| self.tricks.won[s])
    }

    fn led_suit(&self) -> Option<Suit> {
        self.tricks.trick.first().map(|p| self.effective(p.card).suit())
    }

    /// Must follow the led suit, the joker counting as T (R13, R8, C6).
    fn legal_cards(&self) -> CardSet {
        let hand = self.hands[self.to_play() as usize].distinct();
        let as_played: CardSet = hand.iter().map(|c| self.effective(c)).collect();
        let allowed = must_follow(as_played, self.led_suit(), FollowBy::Suit);
        hand.iter().filter(|&c| allowed.contains(self.effective(c))).collect()
    }

    fn team_tricks(&self) -> [u8; 2] {
        deal_outcome(self.tricks_won()).0
    }

    fn scores_array(&self) -> [i32; SEATS] {
        let per_team = match self.opts.match_format {
            MatchFormat::SingleDeal => self.team_tricks(), // R20
            MatchFormat::FirstTo3Deals => self.deal_wins,  // R21
        };
        [0, 1, 2, 3].map(|s| per_team[team_of(s) as usize] as i32)
    }

    // ---- one function per phase ----

    fn deal(&mut self, hands: &[CardBag], stock: &[Card]) -> Result<(), IllegalAction> {
        // R6: 13 cards each from the 104-card double pack; the other 52 are the stock. The
        // joker is not dealt.
        if hands.len() != SEATS {
            return Err(IllegalAction::BadOutcome(format!("{} hands dealt, expected {SEATS}", hands.len())));
        }
        for (s, h) in hands.iter().enumerate() {
            if h.len() as usize != HAND {
                return Err(IllegalAction::BadOutcome(format!("seat {s} was dealt {} cards, expected {HAND}", h.len())));
            }
        }
        if stock.len() != STOCK {
            return Err(IllegalAction::BadOutcome(format!("the stock has {} cards, expected {STOCK}", stock.len())));
        }
        let stock_bag =
            CardBag::from_cards(stock).ok_or_else(|| IllegalAction::BadOutcome("a card is in the stock three times".into()))?;
        let mut parts = hands.to_vec();
        parts.push(stock_bag);
        check_bag_partition(&parts, CardBag::double(CardSet::standard_52()))?;
        // Validated; from here on the state changes.
        let mut stock = stock.to_vec();
        self.indicator = Some(stock[0]); // R7: T is turned up and set aside, out of play
        stock[0] = JOKER; // R7: the joker takes T's place on the stock
        self.face_up = stock.drain(..2).collect(); // R9: the joker and the next card face up
        self.face_down = stock.drain(..2).collect(); // R9: the next two face down
        self.stock = stock; // 48 cards (R9)
        self.hands.copy_from_slice(hands);
        self.public = [CardBag::EMPTY; SEATS];
        self.batches = std::array::from_fn(|_| vec![Batch { count: HAND as u8, none_of: CardSet::EMPTY }]);
        self.discards = CardBag::EMPTY;
        self.tricks.start(self.cycle.after_dealer()); // R10: the dealer's left leads
        self.take_log.clear();
        self.since_draw = SinceDraw::at(self.public, &self.batches);
        self.phase = Phase::FirstHalf;
        Ok(())
    }

    fn play(&mut self, card: Card) -> Result<(), IllegalAction> {
        let seat = self.to_play();
        check_play(self.hands[seat as usize].distinct(), self.legal_cards(), card, self.led_suit(), FollowBy::Suit)?; // R13
        // What the table learns (for the bots' deductions): a card that was not a public
        // copy came out of the hidden rest of the hand; a card off the led suit shows that
        // the whole hand held none of it (R13, the joker counting as T's suit, R8).
        let hidden = !self.public[seat as usize].contains(card);
        if hidden {
            Batch::remove_one(&mut self.batches[seat as usize], card);
        }
        if let Some(led) = self.led_suit() {
            if self.effective(card).suit() != led {
                let mut class = led.mask();
                if Some(led) == self.indicator.map(|t| t.suit()) {
                    class.insert(JOKER);
                }
                Batch::shown_out(&mut self.batches[seat as usize], class);
            }
        }
        self.hands[seat as usize].remove(card);
        self.public[seat as usize].remove(card);
        self.discards.insert(card);
        self.since_draw.plays.push(Play { seat, card });
        // The last trick leaves the table when the next card is led (`just_finished`).
        self.tricks.trick.push(Play { seat, card });
        if self.tricks.is_full() {
            // R13, R4, R8: the joker competes as T; of identical cards the earlier wins.
            let as_played: [Play; SEATS] = std::array::from_fn(|i| {
                let p = self.tricks.trick[i];
                Play { seat: p.seat, card: self.effective(p.card) }
            });
            let w = winner(&as_played, as_played[0].card.suit(), &self.rule());
            // R13: the winner leads the next trick.
            if self.phase == Phase::FirstHalf {
                self.tricks.finish_counting(w, (), 0); // R13: a first-half trick scores nothing
                self.phase = Phase::TakeDisplay; // R14
            } else {
                self.tricks.finish(w, ()); // R18
                if self.second_half_done() == TRICKS_PER_HALF {
                    self.finish_deal(); // R19
                }
            }
        }
        Ok(())
    }

    fn take(&mut self, card: Card) -> Result<(), IllegalAction> {
        let (Ok([up0, up1]), Ok([down0, down1])) =
            (<[Card; 2]>::try_from(self.face_up.as_slice()), <[Card; 2]>::try_from(self.face_down.as_slice()))
        else {
            return Err(IllegalAction::Rule("R14: the display is not complete".into()));
        };
        let other = if card == up0 {
            up1
        } else if card == up1 {
            up0
        } else {
            return Err(IllegalAction::Rule(format!("R14: {card} is not a face-up display card")));
        };
        // Validated; from here on the state changes.
        let w = self.tricks.leader;
        let p = partner_of(w);
        self.hands[w as usize].insert(card); // R14 step 1
        self.public[w as usize].insert(card);
        self.hands[p as usize].insert(other); // R14 step 2
        self.public[p as usize].insert(other);
        self.hands[left_of(w) as usize].insert(down0); // R14 step 3, A3
        self.hands[right_of(w) as usize].insert(down1);
        Batch::received(&mut self.batches[left_of(w) as usize]);
        Batch::received(&mut self.batches[right_of(w) as usize]);
        self.take_log.push(DisplayTake {
            trick: self.first_half_done(),
            winner: w,
            winner_card: card,
            partner: p,
            partner_card: other,
            face_down_to: [left_of(w), right_of(w)],
        });
        // R15: a new display while the stock lasts (it runs out after trick 12's refill).
        if self.stock.len() >= 4 {
            self.face_up = self.stock.drain(..2).collect();
            self.face_down = self.stock.drain(..2).collect();
        } else {
            self.face_up.clear();
            self.face_down.clear();
        }
        self.since_draw = SinceDraw::at(self.public, &self.batches);
        self.phase = if self.first_half_done() == TRICKS_PER_HALF {
            Phase::SecondHalf // R17, A2: the winner of trick 13 leads trick 14
        } else {
            Phase::FirstHalf
        };
        Ok(())
    }

    /// The end of a deal, played or entered (`companion`): the second half's trick counts
    /// decide the deal (R20) and the match moves on or ends (R21).
    fn finish_deal(&mut self) {
        let (team_tricks, team) = deal_outcome(self.tricks_won()); // R20
        self.results.push(DealResult {
            deal: self.cycle.number(),
            dealer: self.cycle.dealer,
            indicator: self.indicator.unwrap_or(JOKER),
            tricks_won: self.tricks_won(),
            team_tricks,
            winning_team: team,
        });
        self.deal_wins[team as usize] += 1;
        let over = match self.opts.match_format {
            MatchFormat::SingleDeal => true, // A10
            MatchFormat::FirstTo3Deals => self.deal_wins[team as usize] >= MATCH_WINS, // R21
        };
        self.cycle.end_deal(over); // R5, R21: the dealer moves left
        self.phase = if over { Phase::Over } else { Phase::Deal };
    }

    /// Every face `seat` sees in its view: its own and its right neighbour's hands, the
    /// public holdings and take log, T (and earlier deals' T), the face-up display and the
    /// trick on the table.
    fn visible_faces(&self, seat: Seat) -> CardSet {
        let mut v = CardSet::EMPTY;
        if (seat as usize) < SEATS {
            v = v.or(self.hands[seat as usize].distinct()).or(self.hands[right_of(seat) as usize].distinct());
        }
        for p in &self.public {
            v = v.or(p.distinct());
        }
        for t in &self.take_log {
            v.insert(t.winner_card);
            v.insert(t.partner_card);
        }
        for r in &self.results {
            v.insert(r.indicator); // earlier deals' T, in their results
        }
        let on_table = self.tricks.trick.iter().map(|p| p.card).chain(self.tricks.just_finished().into_iter().flat_map(|t| t.plays.iter().map(|p| p.1)));
        v.or(self.face_up.iter().copied().chain(self.indicator).chain(on_table).collect())
    }

    /// Every face of which `seat` cannot see some copy: the stock, the face-down display,
    /// the played cards (A4), and the copies in the other two hands that were not taken
    /// face up (R11, §2.9).
    fn hidden_faces(&self, seat: Seat) -> CardSet {
        let mut h: CardSet = self.stock.iter().chain(&self.face_down).copied().collect();
        h = h.or(self.discards.distinct());
        for p in 0..SEATS as u8 {
            if (seat as usize) < SEATS && (p == seat || p == right_of(seat)) {
                continue;
            }
            h = h.or(self.hands[p as usize].minus(self.public[p as usize]).distinct());
        }
        h
    }
}

impl Game for DoubleDeckGermanWhist {
    type Action = Action;
    type View = View;

    fn new(rules: &Ruleset) -> Self {
        DoubleDeckGermanWhist {
            opts: Options::from_ruleset(rules),
            phase: Phase::ChooseDealer,
            cycle: DealCycle::new(SEATS, Direction::Clockwise), // R5, R21: the dealer moves left
            indicator: None,
            hands: [CardBag::EMPTY; SEATS],
            public: [CardBag::EMPTY; SEATS],
            batches: std::array::from_fn(|_| Vec::new()),
            stock: Vec::new(),
            face_up: Vec::new(),
            face_down: Vec::new(),
            discards: CardBag::EMPTY,
            tricks: TrickPlay::new(SEATS),
            take_log: Vec::new(),
            since_draw: SinceDraw::default(),
            results: Vec::new(),
            deal_wins: [0; 2],
        }
    }

    fn seat_count(&self) -> usize {
        SEATS
    }

    fn turn(&self) -> Turn {
        match self.phase {
            Phase::ChooseDealer | Phase::Deal => Turn::Chance,
            Phase::FirstHalf | Phase::TakeDisplay | Phase::SecondHalf => Turn::Seat(self.to_play()),
            Phase::Over => Turn::Over,
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        match self.phase {
            Phase::FirstHalf | Phase::SecondHalf => self.legal_cards().iter().map(Action::Play).collect(),
            // Two identical face-up cards are one choice.
            Phase::TakeDisplay => self.face_up.iter().copied().collect::<CardSet>().iter().map(Action::Take).collect(),
            _ => Vec::new(),
        }
    }

    fn sample_chance(&self, rng: &mut GameRng) -> Action {
        match self.phase {
            Phase::ChooseDealer => Action::FirstDealer(self.cycle.draw(rng)), // A9
            _ => {
                // R6, A9: a shuffled double pack, 13 each from the dealer's left; the rest,
                // in shuffled order, is the stock.
                let pack = CardBag::double(CardSet::standard_52());
                let (hands, stock) = deal_from_dealer(pack, SEATS, HAND, self.cycle.dealer, Direction::Clockwise, rng);
                Action::Deal { hands, stock }
            }
        }
    }

    fn apply(&mut self, action: &Action) -> Result<(), IllegalAction> {
        // Each phase function validates before it changes anything.
        match (self.phase, action) {
            (Phase::Over, _) => Err(IllegalAction::GameOver),
            (Phase::ChooseDealer, Action::FirstDealer(s)) => {
                self.cycle.choose(*s)?; // R5, A9
                self.phase = Phase::Deal;
                Ok(())
            }
            (Phase::Deal, Action::Deal { hands, stock }) => self.deal(hands, stock),
            (Phase::FirstHalf | Phase::SecondHalf, Action::Play(c)) => self.play(*c),
            (Phase::TakeDisplay, Action::Take(c)) => self.take(*c),
            (Phase::ChooseDealer | Phase::Deal, Action::Play(_) | Action::Take(_)) => Err(IllegalAction::NotChanceTurn),
            (Phase::TakeDisplay, Action::Play(_)) => {
                Err(IllegalAction::WrongPhase("playing a card: the trick winner first takes a face-up display card (R14)"))
            }
            (Phase::FirstHalf, Action::Take(_)) => {
                Err(IllegalAction::WrongPhase("taking a display card: only after a first-half trick is complete (R14)"))
            }
            (Phase::SecondHalf, Action::Take(_)) => {
                Err(IllegalAction::WrongPhase("taking a display card: no cards are drawn in the second half (R17)"))
            }
            (Phase::FirstHalf | Phase::TakeDisplay | Phase::SecondHalf, _) => {
                Err(IllegalAction::NotYourTurn { expected: Some(self.to_play()) })
            }
            (_, _) => Err(IllegalAction::WrongPhase("that chance event")),
        }
    }

    fn view(&self, seat: Seat) -> View {
        let me = (seat as usize) < SEATS;
        let to_play = matches!(self.phase, Phase::FirstHalf | Phase::TakeDisplay | Phase::SecondHalf).then(|| self.to_play());
        let mine = to_play == Some(seat);
        let playing = matches!(self.phase, Phase::FirstHalf | Phase::SecondHalf);
        let over = self.phase == Phase::Over;
        View {
            seat,
            team: team_of(seat),
            partner: partner_of(seat),
            right_seat: right_of(seat),
            phase: self.phase,
            options: self.opts,
            deal_number: (self.cycle.done + u8::from(!over)).max(1),
            dealer: self.cycle.dealer,
            to_play,
            legal: if mine && playing { self.legal_cards() } else { CardSet::EMPTY },
            legal_takes: if mine && self.phase == Phase::TakeDisplay {
                self.face_up.iter().copied().collect()
            } else {
                CardSet::EMPTY
            },
            indicator: self.indicator,
            hand: if me { self.hands[seat as usize] } else { CardBag::EMPTY },
            right_hand: if me { self.hands[right_of(seat) as usize] } else { CardBag::EMPTY },
            public_holdings: self.public,
            hand_sizes: self.hands.map(|h| h.len() as u8),
            display_face_up: self.face_up.clone(),
            display_face_down: self.face_down.len() as u8,
            stock_count: self.stock.len() as u8,
            take_log: self.take_log.clone(),
            leader: self.tricks.leader,
            trick_number: match self.phase {
                Phase::FirstHalf => self.first_half_done() + 1,
                Phase::TakeDisplay => self.first_half_done(),
                Phase::SecondHalf => self.second_half_done() + 1,
                _ => 0,
            },
            trick: self.tricks.cards(),
            just_finished: self.tricks.just_finished().map(|t| (t.plays.clone(), t.winner)),
            tricks_won: self.tricks_won(),
            team_tricks: self.team_tricks(),
            deal_results: self.results.clone(),
            deal_wins: self.deal_wins,
            winning_team: self.outcome().and_then(|o| o.winners().first().map(|&s| team_of(s))),
            scores: self.scores_array(),
        }
    }

    /// The faces of which some copy is hidden from `seat` and no copy is in its view. With
    /// two identical packs a face can be both seen (one copy) and hidden (the other); such a
    /// face is left out here, since a card text cannot say which copy it is, and the
    /// per-copy counts are checked by this game's tests instead (tests.rs,
    /// `views_never_show_more_copies_than_the_seat_may_know`).
    fn secrets(&self, seat: Seat) -> Secrets {
        Secrets::cards(self.hidden_faces(seat).minus(self.visible_faces(seat)))
    }

    fn scores(&self) -> Vec<i32> {
        self.scores_array().to_vec()
    }

    /// Fixed partnerships across (R1). With every seat carrying its team's points (R20) or
    /// deal wins (R21), the default outcome ranks the teams: both partners share the place.
    fn table(&self) -> Table {
        Table::partnerships_across(SEATS)
    }
}

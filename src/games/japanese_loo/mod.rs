//! Japanese Loo (ジャパニーズ・ルー), by Kusaba: English Loo plus the "play or drop" rule
//! (出下り) of Hachi-Hachi. Rules: `rules.md`.
//!
//! 2-10 players, 5 cards each, a turned-up trump (rules.md R6). After the dealer's ante each
//! player in turn plays or drops (paying 5, rules.md R7); a lone survivor takes the pot (R8);
//! otherwise 5 tricks pay one fifth of the pot each (R9, R10) and players in who took no
//! trick are Loo and pay 10 into the next pot (R11, R12). N deals, then one extension deal
//! if the last deal had a Loo (R14, R15). Most chips wins (R16).

use crate::engine::cards::CardSet;
use crate::engine::deal::{check_full_deal, deal_from_dealer, DealCycle};
use crate::engine::game::{Game, IllegalAction, Secrets, Turn};
use crate::engine::ruleset::{GameInfo, OptionSpec, Ruleset};
use crate::engine::score::rank_highest_first;
use crate::engine::seats::{nth_from, Direction, Seat, SeatSet};
use crate::engine::trick::{FollowBy, TrickCards, TrickPlay, TrickRule};
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

/// The pack: 52 cards, A high, 2 low (rules.md R1, J1).
const PACK: CardSet = CardSet::standard_52();
/// Cards per hand and tricks per deal (rules.md R6, R9).
pub const HAND: usize = 5;
pub const TRICKS: u8 = 5;
/// The dealer's ante (rules.md R5.2).
pub const ANTE: i32 = 5;
/// The drop fee, 下り賃 (rules.md R7).
pub const DROP_FEE: i32 = 5;
/// The Loo penalty (rules.md R12).
pub const LOO_PENALTY: i32 = 10;

pub static INFO: GameInfo = GameInfo {
    id: "japanese-loo",
    title_en: "Japanese Loo",
    title_ja: "ジャパニーズ・ルー",
    designer_en: "Jun Kusaba (after English Loo and Hachi-Hachi)",
    designer_ja: "草場純（イギリスのルーと八八の出下りから）",
    players: &[2, 3, 4, 5, 6, 7, 8, 9, 10],
    options: &[
        // rules.md §3: 2-10 players, 7 recommended.
        OptionSpec { id: "players", values: &["2", "3", "4", "5", "6", "7", "8", "9", "10"], default: "7" },
        // rules.md §3: any positive number of units, 90 by default. Options are enumerated
        // strings (architecture G6), so a range of amounts is offered.
        OptionSpec {
            id: "starting-chips",
            values: &["10", "20", "30", "45", "60", "90", "100", "120", "150", "200", "300"],
            default: "90",
        },
        // rules.md §3, R15.
        OptionSpec { id: "final-loo-extension", values: &["on", "off"], default: "on" },
    ],
    validate: None,
    scores: true,
    playable: true,
};

/// Typed options (rules.md §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Options {
    pub players: u8,
    pub starting_chips: i32,
    /// Play the extension deal after a final deal with a Loo (rules.md R15). When off, the final
    /// deal's Loo penalties are not charged.
    pub final_loo_extension: bool,
}

impl Options {
    pub fn from_ruleset(r: &Ruleset) -> Options {
        Options {
            players: r.number("players"),
            starting_chips: r.number("starting-chips"),
            final_loo_extension: !r.is("final-loo-extension", "off"),
        }
    }
}

/// What the winner of trick `k` (0-based) takes from a pot of `p` at the start of play
/// (rules.md R10, J3): a fixed share of ⌊p/5⌋; the 5th trick also takes any remainder (J4), so
/// the pot always ends empty.
pub fn trick_payout(p: i32, k: u8) -> i32 {
    let share = p.div_euclid(TRICKS as i32);
    if k + 1 == TRICKS {
        p - share * (TRICKS as i32 - 1)
    } else {
        share
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Chance: the first dealer is drawn (rules.md R4, J14).
    ChooseDealer,
    /// Chance: payments (R5, R15), then 5 cards each and the turn-up (R6).
    Deal,
    /// Play or drop, from the dealer's left round to the dealer (R7).
    Declare,
    /// Five tricks among the players still in (R9, R10).
    Play,
    Over,
}

/// A declaration (rules.md R7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Declaration {
    /// 出る: play, at no cost.
    In,
    /// 下りる: drop, pay the drop fee and discard the hand face down.
    Drop,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// Chance: seat of the first dealer (J14).
    FirstDealer(Seat),
    /// Chance: the hands, indexed by seat, and the top card of the remaining stock, turned up
    /// for trump (R6, J12). The rest of the stock takes no part.
    Deal { hands: Vec<CardSet>, turn_up: Card },
    /// The declaring seat plays or drops (R7).
    Declare(Declaration),
    Play(Card),
}

/// A finished trick of this deal: every card played is public (rules.md R17). Its `detail`
/// is what the winner took from the pot (R10).
pub type DoneTrick = crate::engine::trick::DoneTrick<i32>;

/// One finished deal on the score sheet. Holds no cards: later deals reuse them.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DealRow {
    /// 1-based; the extension deal is N + 1.
    pub number: u8,
    pub dealer: Seat,
    pub extension: bool,
    /// Seats that played (did not drop).
    pub players_in: Vec<Seat>,
    /// The pot when trick play began (R10), or the pot the lone survivor took (R8).
    pub pot: i32,
    /// The lone remaining player, who took the pot without play (R8).
    pub sole_survivor: Option<Seat>,
    pub tricks_won: Vec<u8>,
    /// Players in who took no trick (R11); never in the extension or a no-play deal.
    pub loo: Vec<Seat>,
    /// Change in each seat's chips over the deal, payments at its start included; sums to 0.
    pub nets: Vec<i32>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct JapaneseLoo {
    opts: Options,
    phase: Phase,
    /// The first dealer drawn, the deal passing left (rules.md R4, R13) and the deals done:
    /// the regular deals, then the extension once it is over.
    cycle: DealCycle,
    /// The current (or next) deal is the extension deal (R15).
    extension: bool,
    chips: Vec<i32>,
    pot: i32,
    /// Loo seats of the last deal with trick play: they pay at the start of the next deal
    /// (R11, R12). Cleared when charged.
    loo: SeatSet,
    deal_rows: Vec<DealRow>,
    // ---- the deal in progress ----
    deal_start_chips: Vec<i32>,
    /// Seats that paid the Loo penalty into this deal's pot (R5.1, R15).
    loo_paid: SeatSet,
    ante_paid: bool,
    hands: Vec<CardSet>,
    /// Dropped hands, face down, seen by nobody but their owners (R7, R17).
    discards: Vec<CardSet>,
    /// The undealt stock under the turn-up, hidden (R6, R17).
    stock: CardSet,
    turn_up: Option<Card>,
    declarations: Vec<Option<Declaration>>,
    /// Declarations made so far this deal (the next declarer is dealer + 1 + this).
    declared: u8,
    /// Seats that have not dropped.
    players_in: SeatSet,
    sole_survivor: Option<Seat>,
    /// The pot when trick play began (R10).
    play_pot: Option<i32>,
    /// This deal's tricks among the players in (R9, R10), each finished one with its payout.
    tricks: TrickPlay<i32>,
    /// Chips each seat took from the pot this deal.
    taken: Vec<i32>,
}

/// What one seat may know (rules.md R17): its own hand (and its own dropped hand), the turn-up,
/// declarations, every card played, trick counts, the pot and every seat's chips.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub seat: Seat,
    pub phase: Phase,
    pub options: Options,
    /// 1-based number of the deal in progress (the next deal between deals); N + 1 for the
    /// extension deal.
    pub deal_number: u8,
    /// Regular deals in the game: N (R4).
    pub deals: u8,
    pub extension: bool,
    pub first_dealer: Seat,
    pub dealer: Seat,
    /// Every seat's chips: the running totals and final scores (R16, J6: may be negative).
    pub chips: Vec<i32>,
    pub places: Vec<u8>,
    pub pot: i32,
    /// The pot when trick play began, and the share each trick pays (R10).
    pub play_pot: Option<i32>,
    pub share: Option<i32>,
    pub ante_paid: bool,
    /// Seats that paid the Loo penalty into this deal's pot.
    pub loo_paid: Vec<Seat>,
    /// Seats that were Loo in the last deal with trick play and have not paid yet.
    pub loo: Vec<Seat>,
    pub turn_up: Option<Card>,
    /// Per seat: its declaration, `None` before it declares (and for the dealer left alone,
    /// J5, and everyone in the extension deal, who make none).
    pub declarations: Vec<Option<Declaration>>,
    /// Per seat: not dropped (taking part in trick play once declarations are over).
    pub in_play: Vec<bool>,
    pub sole_survivor: Option<Seat>,
    pub to_declare: Option<Seat>,
    /// This seat is to declare now (both declarations are then legal).
    pub may_declare: bool,
    pub hand: CardSet,
    /// This seat's own dropped hand, face down on the table.
    pub discard: CardSet,
    pub hand_sizes: Vec<u8>,
    pub leader: Option<Seat>,
    pub trick: TrickCards,
    pub to_play: Option<Seat>,
    /// The cards this seat may play now (empty unless it is this seat's turn to play).
    pub legal: CardSet,
    /// The finished tricks of this deal (R17: every card played is public).
    pub history: Vec<DoneTrick>,
    pub tricks_won: Vec<u8>,
    /// Chips each seat took from the pot this deal.
    pub taken: Vec<i32>,
    pub deal_rows: Vec<DealRow>,
}

fn seats(set: SeatSet) -> Vec<Seat> {
    set.iter().collect()
}

impl JapaneseLoo {
    pub fn options(&self) -> Options {
        self.opts
    }

    fn n(&self) -> usize {
        self.opts.players as usize
    }

    fn to_declare(&self) -> Seat {
        nth_from(self.cycle.after_dealer(), self.declared as usize, Direction::Clockwise, self.n()) // rules.md R7
    }

    /// The next player still in after the last card played, or the leader (rules.md R9).
    fn to_play(&self) -> Seat {
        match self.tricks.trick.last() {
            None => self.tricks.leader,
            Some(p) => self.players_in.next_after(p.seat, Direction::Clockwise, self.n()).unwrap_or(self.tricks.leader),
        }
    }

    fn legal_cards(&self) -> CardSet {
        self.tricks.follow(self.hands[self.to_play() as usize], FollowBy::Suit) // rules.md R9, J2
    }

    fn rule(&self) -> TrickRule {
        TrickRule::Trump(self.turn_up.map_or(Suit::SPADES, |c| c.suit())) // rules.md R6, R9
    }

    // ---- one function per phase ----

    /// The start of a deal: payments (R5, R15), the cards and the turn-up (R6).
    fn deal(&mut self, hands: &[CardSet], turn_up: Card) -> Result<(), IllegalAction> {
        check_full_deal(hands, self.n(), HAND as u32, PACK)?;
        let dealt = hands.iter().fold(CardSet::EMPTY, |a, h| a.or(*h));
        if !PACK.contains(turn_up) || dealt.contains(turn_up) {
            return Err(IllegalAction::BadOutcome(format!("{turn_up} cannot be the turn-up")));
        }
        self.hands.copy_from_slice(hands);
        self.discards = vec![CardSet::EMPTY; self.n()];
        self.stock = PACK.minus(dealt).minus(CardSet::single(turn_up)); // rules.md R6: out of play
        self.turn_up = Some(turn_up);
        self.open_deal();
        Ok(())
    }

    /// The start of a deal, played or entered (`companion`), apart from the cards: the
    /// payments (R5, R15) and a fresh deal, then the declarations (R7) or, in the extension
    /// deal, trick play at once (R15).
    fn open_deal(&mut self) {
        let n = self.n();
        self.deal_start_chips = self.chips.clone();
        // rules.md R5.1 / R15: last deal's Loo players pay 10 each.
        for s in self.loo.iter() {
            self.chips[s as usize] -= LOO_PENALTY;
            self.pot += LOO_PENALTY;
        }
        self.loo_paid = std::mem::take(&mut self.loo);
        // rules.md R5.2: the dealer's ante; none in the extension deal (R15).
        self.ante_paid = !self.extension;
        if self.ante_paid {
            self.chips[self.cycle.dealer as usize] -= ANTE;
            self.pot += ANTE;
        }
        self.declarations = vec![None; n];
        self.declared = 0;
        self.players_in = SeatSet::all(n);
        self.sole_survivor = None;
        self.play_pot = None;
        // No trick yet; who leads is known once the declarations are over (R9).
        self.tricks.clear();
        self.taken = vec![0; n];
        if self.extension {
            self.start_play(); // rules.md R15: no declarations, all N play
        } else {
            self.phase = Phase::Declare;
        }
    }

    fn declare(&mut self, d: Declaration) -> Result<(), IllegalAction> {
        if d == Declaration::Drop {
            // rules.md R7: the hand goes face down.
            let seat = self.to_declare() as usize;
            self.discards[seat] = std::mem::take(&mut self.hands[seat]);
        }
        self.take_declaration(d);
        Ok(())
    }

    /// The declaring seat's declaration, played or entered (`companion`), apart from the
    /// cards: a drop pays its fee and leaves the deal (R7); the declarations end with the
    /// dealer, or before it when everyone before it dropped (J5).
    fn take_declaration(&mut self, d: Declaration) {
        let seat = self.to_declare();
        self.declarations[seat as usize] = Some(d);
        if d == Declaration::Drop {
            // rules.md R7: pay the drop fee.
            self.chips[seat as usize] -= DROP_FEE;
            self.pot += DROP_FEE;
            self.players_in.remove(seat);
        }
        self.declared += 1;
        let mut others_in = self.players_in;
        others_in.remove(self.cycle.dealer);
        let dealer_next = self.declared as usize == self.n() - 1;
        if self.declared as usize == self.n() || (dealer_next && others_in.is_empty()) {
            // rules.md R7 (J5): everyone before the dealer dropped, so the dealer makes no
            // declaration; otherwise the dealer was the last to declare.
            self.end_declarations();
        }
    }

    fn end_declarations(&mut self) {
        if self.players_in.len() == 1 {
            // rules.md R8: the one remaining player takes the pot; no play, no Loo.
            let s = self.players_in.iter().next().unwrap_or(self.cycle.dealer);
            self.chips[s as usize] += self.pot;
            self.taken[s as usize] += self.pot;
            self.sole_survivor = Some(s);
            let pot = self.pot;
            self.pot = 0;
            self.finish_deal(pot, SeatSet::default());
        } else {
            self.start_play();
        }
    }

    fn start_play(&mut self) {
        self.play_pot = Some(self.pot); // rules.md R10: P, fixed for the deal (J3)
        // rules.md R9: the first player in clockwise from the dealer's left.
        let dealer = self.cycle.dealer;
        self.tricks.leader = self.players_in.next_after(dealer, Direction::Clockwise, self.n()).unwrap_or(dealer);
        self.phase = Phase::Play;
    }

    fn play(&mut self, card: Card) -> Result<(), IllegalAction> {
        let seat = self.to_play();
        let legal = self.legal_cards();
        self.tricks.play(seat, &mut self.hands[seat as usize], legal, card, FollowBy::Suit)?; // rules.md R9
        // The trick is full when every player still in has played (rules.md R9: dropped players are skipped).
        if self.tricks.trick.len() == self.players_in.len() as usize {
            let i = self.tricks.winner(&self.rule()); // rules.md R9
            let payout = self.pay_trick(self.tricks.trick[i].seat, self.tricks.done() as u8);
            self.tricks.finish(i, payout); // rules.md R10: the winner leads the next trick
            if self.tricks.done() == TRICKS as usize {
                self.end_play();
            }
        }
        Ok(())
    }

    /// Trick `k` (0-based) of the deal won by `w`, played or entered (`companion`): the
    /// winner takes its share at once (rules.md R10, J15). Returns the share.
    fn pay_trick(&mut self, w: Seat, k: u8) -> i32 {
        let payout = trick_payout(self.play_pot.unwrap_or(0), k);
        self.chips[w as usize] += payout;
        self.pot -= payout;
        self.taken[w as usize] += payout;
        payout
    }

    /// After the 5th trick, played or entered: players in with no trick are Loo (R11, J7),
    /// nobody in the extension (R15); the deal ends.
    fn end_play(&mut self) {
        let loo = if self.extension {
            SeatSet::default()
        } else {
            let mut l = SeatSet::default();
            for s in self.players_in.iter().filter(|&s| self.tricks.won[s as usize] == 0) {
                l.insert(s);
            }
            l
        };
        self.finish_deal(self.play_pot.unwrap_or(0), loo);
    }

    /// rules.md R13-R16: the deal's row, the dealer passes left, and what comes next.
    fn finish_deal(&mut self, pot: i32, loo: SeatSet) {
        let n = self.n();
        self.deal_rows.push(DealRow {
            number: if self.extension { self.opts.players + 1 } else { self.cycle.number() },
            dealer: self.cycle.dealer,
            extension: self.extension,
            players_in: seats(self.players_in),
            pot,
            sole_survivor: self.sole_survivor,
            tricks_won: self.tricks.won.to_vec(),
            loo: seats(loo),
            nets: (0..n).map(|s| self.chips[s] - self.deal_start_chips[s]).collect(),
        });
        self.loo = loo;
        if self.extension {
            self.cycle.end_deal(true);
            self.phase = Phase::Over; // rules.md R15, J10: exactly one extension deal
            return;
        }
        let last = self.cycle.is_last_of(n as u8); // rules.md R14: N deals
        self.cycle.end_deal(false); // rules.md R4, R13: the deal passes left, also after the last
        if !last {
            self.phase = Phase::Deal;
        } else if self.opts.final_loo_extension && !self.loo.is_empty() {
            // rules.md R15: the first dealer deals the extension (normal rotation gives it).
            self.extension = true;
            self.phase = Phase::Deal;
        } else {
            self.phase = Phase::Over; // rules.md R14, R16 (option off: the Loo is not charged)
        }
    }
}

impl Game for JapaneseLoo {
    type Action = Action;
    type View = View;

    fn new(rules: &Ruleset) -> Self {
        let opts = Options::from_ruleset(rules);
        let n = opts.players as usize;
        JapaneseLoo {
            opts,
            phase: Phase::ChooseDealer,
            cycle: DealCycle::new(n, Direction::Clockwise), // rules.md R4: the deal passes left
            extension: false,
            chips: vec![opts.starting_chips; n], // rules.md R3
            pot: 0,
            loo: SeatSet::default(),
            deal_rows: Vec::new(),
            deal_start_chips: vec![opts.starting_chips; n],
            loo_paid: SeatSet::default(),
            ante_paid: false,
            hands: vec![CardSet::EMPTY; n],
            discards: vec![CardSet::EMPTY; n],
            stock: CardSet::EMPTY,
            turn_up: None,
            declarations: vec![None; n],
            declared: 0,
            players_in: SeatSet::all(n),
            sole_survivor: None,
            play_pot: None,
            tricks: TrickPlay::new(n),
            taken: vec![0; n],
        }
    }

    fn seat_count(&self) -> usize {
        self.n()
    }

    fn turn(&self) -> Turn {
        match self.phase {
            Phase::ChooseDealer | Phase::Deal => Turn::Chance,
            Phase::Declare => Turn::Seat(self.to_declare()),
            Phase::Play => Turn::Seat(self.to_play()),
            Phase::Over => Turn::Over,
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        match self.phase {
            Phase::Declare => vec![Action::Declare(Declaration::In), Action::Declare(Declaration::Drop)],
            Phase::Play => self.legal_cards().iter().map(Action::Play).collect(),
            _ => Vec::new(),
        }
    }

    fn sample_chance(&self, rng: &mut GameRng) -> Action {
        match self.phase {
            Phase::ChooseDealer => Action::FirstDealer(self.cycle.draw(rng)), // rules.md J14
            _ => {
                // rules.md R6, J12, J14: singly, clockwise from the dealer's left; the next card
                // of the stock is turned up.
                let (hands, rest) = deal_from_dealer(PACK, self.n(), HAND, self.cycle.dealer, Direction::Clockwise, rng);
                Action::Deal { hands, turn_up: rest[0] }
            }
        }
    }

    fn apply(&mut self, action: &Action) -> Result<(), IllegalAction> {
        // Each phase function validates before it changes anything.
        match (self.phase, action) {
            (Phase::Over, _) => Err(IllegalAction::GameOver),
            (Phase::ChooseDealer, Action::FirstDealer(s)) => {
                self.cycle.choose(*s)?; // rules.md R4, J14
                self.phase = Phase::Deal;
                Ok(())
            }
            (Phase::Deal, Action::Deal { hands, turn_up }) => self.deal(hands, *turn_up),
            (Phase::Declare, Action::Declare(d)) => self.declare(*d),
            (Phase::Play, Action::Play(c)) => self.play(*c),
            (Phase::ChooseDealer | Phase::Deal, Action::Declare(_) | Action::Play(_)) => {
                Err(IllegalAction::NotChanceTurn)
            }
            (Phase::Declare | Phase::Play, Action::FirstDealer(_) | Action::Deal { .. }) => {
                Err(IllegalAction::NotChanceTurn)
            }
            (Phase::Declare, Action::Play(_)) => Err(IllegalAction::WrongPhase("a card play during the declarations")),
            (Phase::Play, Action::Declare(_)) => Err(IllegalAction::WrongPhase("a declaration during trick play")),
            (_, _) => Err(IllegalAction::WrongPhase("that chance event")),
        }
    }

    fn view(&self, seat: Seat) -> View {
        let n = self.n();
        let to_declare = (self.phase == Phase::Declare).then(|| self.to_declare());
        let to_play = (self.phase == Phase::Play).then(|| self.to_play());
        let playing = self.play_pot.is_some();
        View {
            seat,
            phase: self.phase,
            options: self.opts,
            deal_number: if self.extension { self.opts.players + 1 } else { self.cycle.number().min(self.opts.players) },
            deals: self.opts.players,
            extension: self.extension,
            first_dealer: self.cycle.first,
            dealer: self.cycle.dealer,
            chips: self.chips.clone(),
            places: rank_highest_first(&self.chips), // rules.md R16, J11
            pot: self.pot,
            play_pot: self.play_pot,
            share: self.play_pot.map(|p| trick_payout(p, 0)),
            ante_paid: self.ante_paid,
            loo_paid: seats(self.loo_paid),
            loo: seats(self.loo),
            turn_up: self.turn_up,
            declarations: self.declarations.clone(),
            in_play: (0..n as Seat).map(|s| self.players_in.contains(s)).collect(),
            sole_survivor: self.sole_survivor,
            to_declare,
            may_declare: to_declare == Some(seat),
            hand: self.hands.get(seat as usize).copied().unwrap_or_default(),
            discard: self.discards.get(seat as usize).copied().unwrap_or_default(),
            hand_sizes: self.hands.iter().map(|h| h.len() as u8).collect(),
            leader: playing.then_some(self.tricks.leader),
            trick: self.tricks.cards(),
            to_play,
            legal: if to_play == Some(seat) { self.legal_cards() } else { CardSet::EMPTY },
            history: self.tricks.history.clone(),
            tricks_won: self.tricks.won.to_vec(),
            taken: self.taken.clone(),
            deal_rows: self.deal_rows.clone(),
        }
    }

    fn secrets(&self, seat: Seat) -> Secrets {
        // rules.md R17: other hands, dropped hands (also after the deal) and the stock.
        Secrets::cards(
            (0..self.n()).filter(|&s| s != seat as usize).fold(self.stock, |acc, s| acc.or(self.hands[s]).or(self.discards[s])),
        )
    }

    fn scores(&self) -> Vec<i32> {
        self.chips.clone() // rules.md R16
    }
}

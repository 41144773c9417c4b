//! Parlett's Parity for the bots. Both hands are open (rules.md R4, R9), so the hard bot is
//! exact: every decision — the trump, the parity, each card — is judged by solving the
//! deal ([`solver`]), and the hint shows each move's exact value. Normal plays by rules of
//! thumb: it names its longest suit, guesses its tricks for the parity, steers its count
//! towards the parity it needs one trick at a time, and solves the last five tricks.

pub mod solver;

use super::*;
use crate::bots::inference::Rewound;
use crate::bots::ismcts::{Estimate, WorldSource};
use crate::bots::tricks::{pick_card, Aim};
use crate::bots::BotGame;
use solver::{bits, Position, Solver};

impl ParlettParity {
    /// The deal in play as the solver's position, with `trump` and `parity` as given (the
    /// named ones once named).
    fn position(&self, trump: Trump, parity: Parity) -> Position {
        let double = self.tricks.done() == 0 && !self.opts.jokers;
        Position {
            hands: [bits(self.hands[0]), bits(self.hands[1])],
            trump: trump.suit().map(|s| s.0),
            parity,
            base: trump.base_points(),
            leader: self.leader_or_non_dealer(),
            led: self.led().map(|c| solver::bit(c).trailing_zeros()),
            counted0: self.tricks.won[0],
            tricks_left: self.opts.hand_size() - self.tricks.done() as u8,
            double,
        }
    }

    fn leader_or_non_dealer(&self) -> Seat {
        if self.phase == Phase::Play {
            self.tricks.leader
        } else {
            self.non_dealer()
        }
    }

    /// Every legal action of the seat to act with its exact value for that seat (its points
    /// this deal minus the other's) under perfect play from then on. The trump is judged
    /// with the dealer then choosing the parity best for the dealer (R5).
    pub fn exact_values(&self) -> Vec<(Action, i32)> {
        let Turn::Seat(seat) = self.turn() else { return Vec::new() };
        let sign = if seat == 0 { 1 } else { -1 };
        let mut solver = Solver::new();
        let dealer_sign = if self.cycle.dealer == 0 { 1 } else { -1 };
        self.legal_actions()
            .into_iter()
            .map(|a| {
                let v0 = match &a {
                    Action::Trump(t) => {
                        Parity::BOTH.iter().map(|&p| dealer_sign * solver.value(&self.position(*t, p))).max().expect("two parities")
                            * dealer_sign
                    }
                    Action::Parity(p) => solver.value(&self.position(self.trump.expect("named"), *p)),
                    Action::Play(c) => {
                        let p = self.position(self.trump.expect("named"), self.parity.expect("announced"));
                        solver.value(&p.play(solver::bit(*c).trailing_zeros()))
                    }
                    _ => 0,
                };
                (a, sign * v0)
            })
            .collect()
    }
}

impl BotGame for ParlettParity {
    /// The rest of a deal's tricks may be claimed (`bots::claim`).
    fn claims() -> bool {
        true
    }

    crate::bots::probe::card_probes!(Action::Play, CARDS, |view| view.trump.and_then(|t| t.suit()));

    /// Nothing is hidden (R4, R9): every world is the true one.
    fn determinize(&self, _seat: Seat, _rng: &mut GameRng) -> Self {
        self.clone()
    }

    fn deals_done(&self) -> u32 {
        self.cycle.done as u32
    }

    /// Counted tricks, as the parity reads them: the first trick counts two (rules.md R8;
    /// not in the joker variant, R12).
    fn trick_counts(&self) -> Option<Vec<u8>> {
        Some(self.tricks.won.to_vec())
    }

    /// Both hands are open (rules.md R9): nothing hidden to infer.
    fn rewind(&self, _observer: Seat) -> Option<Rewound<Self>> {
        None
    }

    fn normal_action(view: &View, legal: &[Action], _rng: &mut GameRng) -> Action {
        match legal.first() {
            Some(Action::Trump(_)) => Action::Trump(longest_suit(view.hand)),
            Some(Action::Parity(_)) => {
                let trump = view.trump.and_then(Trump::suit);
                Action::Parity(Parity::of(likely_tricks(view.hand, trump)))
            }
            _ => Action::Play(normal_card(view, legal)),
        }
    }

    fn reward_scale(&self) -> f64 {
        20.0
    }

    /// Every decision is solved exactly; the values are the actions' exact outcomes and the
    /// "visits" rank them (the best move has the most).
    fn own_search(&self, _seat: Seat, _worlds: &WorldSource<'_, Self>, _budget: u32, _rng: &mut GameRng) -> Option<Vec<Estimate<Action>>> {
        let values = self.exact_values();
        let worst = values.iter().map(|(_, v)| *v).min()?;
        Some(values.into_iter().map(|(action, v)| Estimate { action, visits: (v - worst + 1) as u32, value: v as f64 }).collect())
    }
}

/// The suit with the most cards, the strongest of equal lengths (normal's trump).
fn longest_suit(hand: CardSet) -> Trump {
    *Trump::SUITS
        .iter()
        .max_by_key(|t| {
            let cards = hand.of_suit(t.suit().expect("a suit"));
            (cards.len(), cards.iter().map(|c| c.rank() as u32).sum::<u32>())
        })
        .expect("four suits")
}

/// A rough count of the tricks `hand` takes: aces, kings with a guard, and trumps beyond
/// the first two; the first trick's extra one when a sure winner can lead it.
fn likely_tricks(hand: CardSet, trump: Option<Suit>) -> u8 {
    let mut n = 0;
    for s in Suit::STANDARD {
        let cards = hand.of_suit(s);
        n += cards.iter().filter(|c| c.rank() == 14 || (c.rank() == 13 && cards.len() >= 2)).count() as u8;
        if Some(s) == trump {
            n += (cards.len() as u8).saturating_sub(2);
        }
    }
    n.min(13)
}

/// Tricks left from which normal solves the rest of the deal exactly (the end is where the
/// parity is settled, and a few tricks are quick to read in open hands).
const NORMAL_SOLVES_LAST: u8 = 5;

/// The solver's position of the deal a view shows (everything is in it: R4, R9).
fn view_position(v: &View) -> Position {
    let trump = v.trump.unwrap_or(Trump::NoTrump);
    Position {
        hands: [bits(v.hands[0]), bits(v.hands[1])],
        trump: trump.suit().map(|s| s.0),
        parity: v.parity.unwrap_or(Parity::Odd),
        base: trump.base_points(),
        leader: v.trick.first().map_or(v.to_act.unwrap_or(v.seat), |&(s, _)| s),
        led: v.trick.first().map(|&(_, c)| solver::bit(c).trailing_zeros()),
        counted0: v.tricks[0],
        tricks_left: v.options.hand_size() - v.history.len() as u8,
        double: v.next_trick_counts_double,
    }
}

/// Normal's card: near the end, the best card by solving the few tricks left; before, a
/// rule of thumb: the seat wants its final count to have a parity (the target for the
/// dealer; the other parity for the non-dealer, as the counts add up to 13), and tries to
/// win a trick when winning it puts the count right, else to lose it.
fn normal_card(view: &View, legal: &[Action]) -> Card {
    let me = view.seat;
    let p = view_position(view);
    if p.tricks_left <= NORMAL_SOLVES_LAST {
        let mut solver = Solver::new();
        let sign = if me == 0 { 1 } else { -1 };
        let best = legal.iter().filter_map(|a| if let Action::Play(c) = a { Some(*c) } else { None }).max_by_key(|c| {
            sign * solver.value(&p.play(solver::bit(*c).trailing_zeros()))
        });
        if let Some(c) = best {
            return c;
        }
    }
    let target = view.parity.unwrap_or(Parity::Odd);
    let wanted = if me == view.dealer { target } else if target == Parity::Odd { Parity::Even } else { Parity::Odd };
    let counts = if view.next_trick_counts_double { 2 } else { 1 };
    let now = Parity::of(view.tricks[me as usize]);
    let after_win = Parity::of(view.tricks[me as usize] + counts);
    // Win when winning fixes the parity and losing keeps it wrong; otherwise lose.
    let aim = if now != wanted && after_win == wanted { Aim::Win } else { Aim::Lose };
    let cards: CardSet = legal.iter().filter_map(|a| if let Action::Play(c) = a { Some(*c) } else { None }).collect();
    let plays: Vec<Play> = view.trick.iter().map(|&(seat, card)| Play { seat, card }).collect();
    let led = plays.first().map(|p| p.card.suit());
    let rule = view.trump.and_then(Trump::suit).map_or(TrickRule::HighestOfLed, TrickRule::Trump);
    pick_card(cards, &plays, me, led, &rule, 1 - plays.len(), aim)
}

#[cfg(test)]
mod tests;

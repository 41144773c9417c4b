//! Same Two for the bots.
//!
//! Hidden from a seat (rules.md R11): the other three hands, less the dummy's once it is
//! face up. A determinization deals them again, keeping each hand's size and the suits its
//! owner has shown out of, and reading the auction: each seat that has called gets the hand,
//! of a few drawn, on which the normal bot's rule makes most of the calls it made (its cards
//! already played count as part of the hand it called on).
//!
//! Normal: [`policy`]. Hard: calls by [`bidding`] (each candidate call played out on sampled
//! deals, the auction finished and the cards played by the normal rules), cards by the tree
//! search over what the seat knows, the dummy included (the declarer searches for it, see
//! `bots::choose`), with playouts by the normal rules.

mod bidding;
pub mod policy;
#[cfg(test)]
mod tests;

use super::*;
use crate::bots::hidden::{read_hand, redeal, Draws, Slot};
use crate::bots::inference::{plays_of, Rewound};
use crate::bots::ismcts::{Estimate, WorldSource};
use crate::bots::tricks::{played_in, voids_in};
use crate::bots::BotGame;
use crate::engine::rng::PlayoutRng;
use crate::engine::trick::Play;
use policy::{choose_card, rule_call, Seen};

/// Hands drawn for each seat that has called: the one its calls fit best is kept.
const CALL_READING_TRIES: usize = 6;
/// In a playout one card in this many is played at random: the other seats are not all alike.
const PLAYOUT_NOISE: u32 = 10;

impl SameTwo {
    fn known_voids(&self) -> Vec<CardSet> {
        voids_in(&self.tricks, FollowBy::Suit)
    }

    /// The cards each seat has played this board (public).
    fn played(&self) -> Vec<CardSet> {
        played_in(&self.tricks)
    }

    /// How many of `seat`'s calls the normal rule makes on `hand`.
    fn calls_fitting(&self, seat: Seat, hand: CardSet) -> usize {
        (0..self.auction.len())
            .filter(|&i| {
                let (s, c) = self.auction[i];
                s == seat && rule_call(hand, s, &self.auction[..i], &legal_calls(&self.auction[..i], s)) == c
            })
            .count()
    }

    /// The hidden hands drawn so that each seat that has called holds cards its calls fit;
    /// `None` when the draws leave a seat too few cards outside its voids.
    fn hands_reading_calls(&self, hidden: &[usize], pool: CardSet, voids: &[CardSet], rng: &mut GameRng) -> Option<[CardSet; SEATS]> {
        let played = self.played();
        let mut hands = self.hands;
        let mut left = pool;
        let callers: Vec<usize> = hidden.iter().copied().filter(|&s| self.auction.iter().any(|(x, _)| *x as usize == s)).collect();
        for &s in &callers[..callers.len().saturating_sub(1)] {
            let mut draws = Draws::new(left.minus(voids[s]), hands[s].len() as usize)?;
            let calls = self.auction.iter().filter(|(x, _)| *x as usize == s).count();
            let miss = |hand: CardSet| (calls - self.calls_fitting(s as Seat, hand.or(played[s]))) as u32;
            let chosen = read_hand(CALL_READING_TRIES, rng, |rng| Some(draws.next(rng)), miss)?;
            left = left.minus(chosen);
            hands[s] = chosen;
        }
        // The last hidden seat (or every one, when nobody called) takes what is left.
        let rest: Vec<usize> = hidden.iter().copied().filter(|s| !callers[..callers.len().saturating_sub(1)].contains(s)).collect();
        let slots: Vec<Slot> = rest.iter().map(|&s| Slot::excluding(hands[s].len() as usize, voids[s])).collect();
        let dealt = redeal(left, &slots, rng)?;
        for (i, &s) in rest.iter().enumerate() {
            hands[s] = dealt[i];
        }
        Some(hands)
    }

    /// The normal rule's call for the seat to call.
    fn rule_call_now(&self) -> Call {
        let seat = self.to_call();
        rule_call(self.hands[seat as usize], seat, &self.auction, &self.legal_calls())
    }

    /// The normal rule's card for the seat to play, knowing every hand but its own as unseen.
    fn rule_card_now(&self) -> Card {
        let me = self.to_play();
        let contract = self.contract.expect("a contract in play");
        let unseen = (0..SEATS).filter(|&s| s != me as usize).fold(CardSet::EMPTY, |a, s| a.or(self.hands[s]));
        choose_card(&Seen { me, legal: self.legal_cards(), trick: &self.tricks.trick, contract, unseen })
    }

    /// The rest of the board by the normal rules, with a little noise in the cards: the
    /// calls still to come, then the play. Ends when the board is scored.
    fn play_out_by_rules(&mut self, rng: &mut PlayoutRng) {
        let board = self.rows.len();
        while self.phase == Phase::Auction && self.rows.len() == board {
            let c = self.rule_call_now();
            self.call(c).expect("the rule calls legally");
        }
        while self.phase == Phase::Play {
            let legal = self.legal_cards();
            let card = if legal.len() > 1 && rng.below(PLAYOUT_NOISE) == 0 {
                legal.nth(rng.below(legal.len())).expect("a legal card")
            } else {
                self.rule_card_now()
            };
            self.play(card).expect("a legal card");
        }
    }

    /// The points the board moved, the seat's side less the other's.
    fn side_margin(&self, before: &[i32; 2], seat: Seat) -> f64 {
        let mine = side_of(seat);
        ((self.totals[mine] - before[mine]) - (self.totals[1 - mine] - before[1 - mine])) as f64
    }
}

impl BotGame for SameTwo {
    /// The rest of a deal's tricks may be claimed (`bots::claim`).
    fn claims() -> bool {
        true
    }

    crate::bots::probe::card_probes!(Action::Play, CARDS_AND_BIDS, |view| view.contract.and_then(|c| match c.bid.strain { crate::engine::bid::Strain::Suit(s) => Some(s), crate::engine::bid::Strain::NoTrump => None }));

    fn probe_bid_size(action: &Self::Action) -> Option<i32> {
        match action {
            Action::Call(crate::engine::bid::Call::Bid { level, .. }) => Some(i32::from(*level)),
            Action::Call(crate::engine::bid::Call::Pass) => Some(0),
            _ => None,
        }
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut world = self.clone();
        let pool = self.secrets(seat).cards;
        if pool.is_empty() {
            return world;
        }
        let voids = self.known_voids();
        let hidden: Vec<usize> = (0..SEATS).filter(|&s| !self.hands[s].and(pool).is_empty()).collect();
        if let Some(hands) = self.hands_reading_calls(&hidden, pool, &voids, rng) {
            world.hands = hands;
        } else {
            let slots: Vec<Slot> = hidden.iter().map(|&s| Slot::excluding(self.hands[s].len() as usize, voids[s])).collect();
            let dealt = redeal(pool, &slots, rng).expect("the true deal fits what the seat knows");
            for (i, &s) in hidden.iter().enumerate() {
                world.hands[s] = dealt[i];
            }
        }
        // The hands as the world dealt them (rubber honours, §3), not the true ones.
        let played = self.played();
        world.dealt = std::array::from_fn(|s| world.hands[s].or(played[s]));
        world
    }

    fn deals_done(&self) -> u32 {
        self.rows.len() as u32
    }

    fn trick_counts(&self) -> Option<Vec<u8>> {
        Some(self.tricks.won.to_vec())
    }

    /// Back to the board's first call: every card played goes back to its hand, and the
    /// auction (public, rules.md R11) and the cards are replayed. The dummy's cards are the
    /// declarer's choice (R7), so [`crate::bots::chooser`] weighs them as the declarer's.
    fn rewind(&self, _observer: Seat) -> Option<Rewound<Self>> {
        if !matches!(self.phase, Phase::Auction | Phase::Play) || self.auction.is_empty() {
            return None;
        }
        let mut actions: Vec<Action> = self.auction.iter().map(|&(_, c)| Action::Call(c)).collect();
        let plays = plays_of(&self.tricks);
        let mut start = self.clone();
        for &(seat, card) in &plays {
            start.hands[seat as usize].insert(card);
        }
        start.auction.clear();
        start.contract = None;
        start.tricks.clear(); // who leads comes with the contract (R7)
        start.phase = Phase::Auction;
        actions.extend(plays.into_iter().map(|(_, c)| Action::Play(c)));
        Some(Rewound { start, actions })
    }

    fn normal_action(view: &View, legal: &[Action], _rng: &mut GameRng) -> Action {
        let Some(to_act) = view.to_act else { return legal[0].clone() };
        if view.phase == Phase::Auction {
            let calls: Vec<Call> = legal.iter().filter_map(|a| if let Action::Call(c) = a { Some(*c) } else { None }).collect();
            return Action::Call(rule_call(view.hand, view.seat, &view.auction, &calls));
        }
        let cards: CardSet = legal.iter().filter_map(|a| if let Action::Play(c) = a { Some(*c) } else { None }).collect();
        let trick: Vec<Play> = view.trick.iter().map(|&(seat, card)| Play { seat, card }).collect();
        let played = view.history.iter().flat_map(|t| t.plays.iter()).chain(view.trick.iter()).fold(CardSet::EMPTY, |a, &(_, c)| a.or(CardSet::single(c)));
        let dummy = view.dummy.map_or(CardSet::EMPTY, |d| d.1);
        let contract = view.contract.expect("a contract in play");
        Action::Play(choose_card(&Seen {
            me: to_act,
            legal: cards,
            trick: &trick,
            contract,
            unseen: CardSet::standard_52().minus(view.hand).minus(dummy).minus(played),
        }))
    }

    /// A board's swing: a few hundred points.
    fn reward_scale(&self) -> f64 {
        300.0
    }

    fn hard_iterations(&self) -> u32 {
        700
    }

    fn playout(&mut self, rng: &mut GameRng) {
        if matches!(self.phase, Phase::Auction | Phase::Play) {
            self.play_out_by_rules(&mut rng.playout_rng());
        } else {
            crate::bots::random_playout(self, rng);
        }
    }

    /// Calls are judged by playing each candidate out ([`bidding`]); cards by the tree.
    fn own_search(&self, seat: Seat, worlds: &WorldSource<'_, Self>, budget: u32, rng: &mut GameRng) -> Option<Vec<Estimate<Action>>> {
        (self.phase == Phase::Auction).then(|| bidding::estimates(self, seat, worlds, budget, rng))
    }
}

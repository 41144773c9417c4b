//! Twenty-One for the bots.
//!
//! Hidden from a seat (rules.md R10): the other three hands, its partner's too. A
//! determinization deals them again, keeping each hand's size and the suits its owner has
//! shown out of (R7), and reading the bids: each seat that has bid gets the hand, of a few
//! drawn, on which the normal bot's rule bids closest to what it bid (its cards already
//! played count as part of the hand it bid on). The seats still to bid take the rest.
//!
//! Normal: [`policy`] — bid the count with the best expected score for the hand's
//! expected tricks; play to make the bid, then out of the way of the partner. Hard: bids
//! by [`bidding`] (each candidate played out on sampled deals), cards by the tree search,
//! with playouts that bid and play by the normal bot's rules.

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
use policy::{choose_card, rule_bid, Seen};

/// Hands drawn for each seat that has bid: the one on which the normal bot's rule bids
/// closest to its bid is kept.
const BID_READING_TRIES: usize = 8;
/// In a playout one card in this many is played at random, and one bid in this many is one
/// off the rule's: the other seats are not all alike.
const PLAYOUT_NOISE: u32 = 10;

impl TwentyOne {
    /// Suits each seat has shown out of this deal (R7: a player who did not follow has none).
    fn known_voids(&self) -> Vec<CardSet> {
        voids_in(&self.tricks, FollowBy::Suit)
    }

    /// The cards each seat has played this deal (public).
    fn played(&self) -> Vec<CardSet> {
        played_in(&self.tricks)
    }

    /// The hidden hands drawn so that each seat that has bid (in bidding order) holds cards
    /// on which the rule would have bid about the same; `None` when the draws leave a seat
    /// too few cards outside its voids.
    fn hands_reading_bids(&self, seat: Seat, pool: CardSet, voids: &[CardSet], rng: &mut GameRng) -> Option<[CardSet; SEATS]> {
        let played = self.played();
        let mut hands = self.hands;
        let mut left = pool;
        let mut drawn = [false; SEATS];
        drawn[seat as usize] = true;
        let mut so_far = 0;
        for k in 0..self.bids_made as usize {
            let s = nth_from(self.cycle.after_dealer(), k, DIRECTION, SEATS) as usize;
            let Some(bid) = self.bids[s] else { continue };
            let before = so_far;
            so_far += bid as u32;
            if drawn[s] {
                continue;
            }
            let last = k + 1 == SEATS;
            let mut draws = Draws::new(left.minus(voids[s]), hands[s].len() as usize)?;
            let miss = |hand: CardSet| u32::from(rule_bid(hand.or(played[s]), &self.opts, before, last).abs_diff(bid));
            let chosen = read_hand(BID_READING_TRIES, rng, |rng| Some(draws.next(rng)), miss)?;
            left = left.minus(chosen);
            hands[s] = chosen;
            drawn[s] = true;
        }
        let rest: Vec<usize> = (0..SEATS).filter(|&s| !drawn[s]).collect();
        let slots: Vec<Slot> = rest.iter().map(|&s| Slot::excluding(hands[s].len() as usize, voids[s])).collect();
        let dealt = redeal(left, &slots, rng)?;
        for (i, &s) in rest.iter().enumerate() {
            hands[s] = dealt[i];
        }
        Some(hands)
    }

    /// The rest of the deal by the normal bot's rules, with a little noise: the bids still
    /// to come, then the cards. Ends when the deal is scored or void.
    fn play_out_by_rules(&mut self, rng: &mut PlayoutRng) {
        while self.phase == Phase::Bid {
            let seat = self.to_bid() as usize;
            let so_far = self.bid_values().iter().map(|&b| b as u32).sum();
            let mut b = rule_bid(self.hands[seat], &self.opts, so_far, self.bids_made + 1 == SEATS as u8);
            match rng.below(2 * PLAYOUT_NOISE) {
                0 => b = b.saturating_sub(1).max(MIN_BID),
                1 => b = (b + 1).min(MAX_BID),
                _ => {}
            }
            self.bid(b).expect("bids of 1 to 13 are legal");
        }
        while self.phase == Phase::Play {
            let me = self.to_play();
            let legal = self.legal_cards();
            let card = if legal.len() > 1 && rng.below(PLAYOUT_NOISE) == 0 {
                legal.nth(rng.below(legal.len())).expect("a legal card")
            } else {
                let others = (0..SEATS).filter(|&s| s != me as usize).fold(CardSet::EMPTY, |a, s| a.or(self.hands[s]));
                choose_card(&Seen {
                    me,
                    legal,
                    trick: &self.tricks.trick,
                    bids: self.bid_values(),
                    won: self.tricks_won(),
                    unseen: others,
                })
            };
            self.play(card).expect("a legal card");
        }
    }
}

impl BotGame for TwentyOne {
    /// The rest of a deal's tricks may be claimed (`bots::claim`).
    fn claims() -> bool {
        true
    }

    crate::bots::probe::card_probes!(Action::Play, CARDS_AND_BIDS, |_view| Some(crate::engine::Suit::HEARTS));

    fn probe_bid_size(action: &Self::Action) -> Option<i32> {
        match action {
            Action::Bid(n) => Some(i32::from(*n)),
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
        if let Some(hands) = self.hands_reading_bids(seat, pool, &voids, rng) {
            world.hands = hands;
            return world;
        }
        let others: Vec<usize> = (0..SEATS).filter(|&s| s != seat as usize).collect();
        let slots: Vec<Slot> = others.iter().map(|&s| Slot::excluding(self.hands[s].len() as usize, voids[s])).collect();
        let dealt = redeal(pool, &slots, rng).expect("the true deal fits what the seat knows");
        for (i, &s) in others.iter().enumerate() {
            world.hands[s] = dealt[i];
        }
        world
    }

    /// Deals finished, void ones included: a void deal ends a search with nothing scored.
    fn deals_done(&self) -> u32 {
        self.cycle.done as u32
    }

    fn trick_counts(&self) -> Option<Vec<u8>> {
        Some(self.tricks.won.to_vec())
    }

    /// Back to the deal's first bid: every card played goes back to its hand, and the bids
    /// (public, rules.md R5, R10) and the cards are replayed.
    fn rewind(&self, _observer: Seat) -> Option<Rewound<Self>> {
        if !matches!(self.phase, Phase::Bid | Phase::Play) || self.bids_made == 0 {
            return None;
        }
        let first = self.cycle.after_dealer(); // R5
        let mut actions: Vec<Action> = (0..self.bids_made as usize)
            .map(|k| Action::Bid(self.bids[nth_from(first, k, DIRECTION, SEATS) as usize].expect("every seat in turn has bid")))
            .collect();
        let plays = plays_of(&self.tricks);
        let mut start = self.clone();
        for &(seat, card) in &plays {
            start.hands[seat as usize].insert(card);
        }
        start.bids = [None; SEATS];
        start.bids_made = 0;
        start.tricks.start(start.cycle.after_dealer()); // R6
        start.phase = Phase::Bid;
        actions.extend(plays.into_iter().map(|(_, c)| Action::Play(c)));
        Some(Rewound { start, actions })
    }

    fn normal_action(view: &View, legal: &[Action], _rng: &mut GameRng) -> Action {
        if view.phase == Phase::Bid {
            let so_far = view.bids.iter().flatten().map(|&b| b as u32).sum();
            let last = view.bids.iter().flatten().count() + 1 == SEATS;
            return Action::Bid(rule_bid(view.hand, &view.options, so_far, last));
        }
        let cards: CardSet = legal.iter().filter_map(|a| if let Action::Play(c) = a { Some(*c) } else { None }).collect();
        let trick: Vec<Play> = view.trick.iter().map(|&(seat, card)| Play { seat, card }).collect();
        let played = view.history.iter().flat_map(|t| t.plays.iter()).chain(view.trick.iter()).fold(CardSet::EMPTY, |a, &(_, c)| a.or(CardSet::single(c)));
        Action::Play(choose_card(&Seen {
            me: view.seat,
            legal: cards,
            trick: &trick,
            bids: view.bids.map(|b| b.unwrap_or(0)),
            won: view.tricks_won,
            unseen: CardSet::standard_52().minus(view.hand).minus(played),
        }))
    }

    /// A deal moves each player's score by their bid, doubled from 7.
    fn reward_scale(&self) -> f64 {
        8.0
    }

    fn hard_iterations(&self) -> u32 {
        1500
    }

    fn playout(&mut self, rng: &mut GameRng) {
        if matches!(self.phase, Phase::Bid | Phase::Play) {
            self.play_out_by_rules(&mut rng.playout_rng());
        } else {
            crate::bots::random_playout(self, rng);
        }
    }

    /// Bids are judged by playing each candidate out ([`bidding`]); cards by the tree.
    fn own_search(&self, seat: Seat, worlds: &WorldSource<'_, Self>, budget: u32, rng: &mut GameRng) -> Option<Vec<Estimate<Action>>> {
        (self.phase == Phase::Bid).then(|| bidding::estimates(self, seat, worlds, budget, rng))
    }
}


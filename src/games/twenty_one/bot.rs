//! Twenty-One for the bots.

use super::*;
use crate::bots::hidden::{redeal, Slot};
use crate::bots::tricks::{note_voids, pick_card, Aim};
use crate::bots::BotGame;

impl TwentyOne {
    /// Suits each seat has shown out of this deal (R7: a player who did not follow has none).
    fn known_voids(&self) -> [CardSet; SEATS] {
        let mut voids = [CardSet::EMPTY; SEATS];
        for t in &self.history {
            note_voids(&mut voids, t.plays.iter().copied(), FollowBy::Suit);
        }
        note_voids(&mut voids, self.trick.iter().map(|p| (p.seat, p.card)), FollowBy::Suit);
        voids
    }
}

impl BotGame for TwentyOne {
    /// The other three hands redealt, each keeping its size and the suits it showed out of.
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut world = self.clone();
        let pool = self.secrets(seat).cards;
        if pool.is_empty() {
            return world;
        }
        let voids = self.known_voids();
        let others: Vec<usize> = (0..SEATS).filter(|&s| s != seat as usize).collect();
        let slots: Vec<Slot> = others.iter().map(|&s| Slot::excluding(self.hands[s].len() as usize, voids[s])).collect();
        let dealt = redeal(pool, &slots, rng).expect("the true deal fits what the seat knows");
        for (i, &s) in others.iter().enumerate() {
            world.hands[s] = dealt[i];
        }
        world
    }

    /// Deals finished, void ones included: a void deal ends the deal's search with nothing
    /// scored.
    fn deals_done(&self) -> u32 {
        self.rows.len() as u32
    }

    fn normal_action(view: &View, legal: &[Action], _rng: &mut GameRng) -> Action {
        if view.phase == Phase::Bid {
            return Action::Bid(3);
        }
        let cards: CardSet = legal.iter().filter_map(|a| if let Action::Play(c) = a { Some(*c) } else { None }).collect();
        let trick: Vec<Play> = view.trick.iter().map(|&(seat, card)| Play { seat, card }).collect();
        let need = view.bids[view.seat as usize].unwrap_or(0) > view.tricks_won[view.seat as usize];
        let aim = if need { Aim::Win } else { Aim::Lose };
        let led = trick.first().map(|p| p.card.suit());
        Action::Play(pick_card(cards, &trick, view.seat, led, &RULE, SEATS - 1 - trick.len(), aim))
    }
}

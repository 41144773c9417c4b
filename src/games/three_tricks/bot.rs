//! Three Tricks for the bots.

use super::*;
use crate::bots::hidden::{redeal, Slot};
use crate::bots::tricks::{note_void, pick_card, Aim};
use crate::bots::{random_playout, BotGame};

impl ThreeTricks {
    /// Suits each seat has shown out of this deal (spec R6: a player who did not follow
    /// holds none of the led suit).
    fn known_voids(&self) -> [CardSet; SEATS] {
        let mut voids = [CardSet::EMPTY; SEATS];
        let done = self.history.iter().map(|t| t.plays.clone());
        let current = std::iter::once(self.trick.iter().map(|p| (p.seat, p.card)).collect::<Vec<_>>());
        for plays in done.chain(current) {
            if let Some(&(_, first)) = plays.first() {
                for &(s, c) in &plays[1..] {
                    note_void(&mut voids, s, first.suit(), c, FollowBy::Suit);
                }
            }
        }
        voids
    }
}

impl BotGame for ThreeTricks {
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut world = self.clone();
        if self.phase != Phase::Play {
            return world;
        }
        let voids = self.known_voids();
        let others: Vec<usize> = (0..SEATS).filter(|&s| s != seat as usize).collect();
        let slots: Vec<Slot> = others.iter().map(|&s| Slot::excluding(self.hands[s].len() as usize, voids[s])).collect();
        let hands = redeal(self.secret_from(seat), &slots, rng).expect("the true deal fits what the seat knows");
        for (&s, h) in others.iter().zip(hands) {
            world.hands[s] = h;
        }
        world
    }

    fn deals_done(&self) -> u32 {
        self.deals_done as u32
    }

    /// Aim for exactly three tricks (spec R12: 1-3 score t², 4 or more lose t).
    fn normal_action(view: &View, legal: &[Action], _rng: &mut GameRng) -> Action {
        let me = view.seat;
        let aim = if view.tricks_won[me as usize] < 3 { Aim::Win } else { Aim::Lose };
        let plays: Vec<Play> = view.trick.iter().map(|&(seat, card)| Play { seat, card }).collect();
        let cards: CardSet = legal.iter().filter_map(|a| if let Action::Play(c) = a { Some(*c) } else { None }).collect();
        let led = plays.first().map(|p| p.card.suit());
        let card = pick_card(cards, &plays, me, led, &TrickRule::HighestOfLed, SEATS - 1 - plays.len(), aim);
        Action::Play(card)
    }

    fn reward_scale(&self) -> f64 {
        8.0
    }

    /// Plays the deal out on the hands alone, without the trick history.
    fn playout(&mut self, rng: &mut GameRng) {
        if self.phase != Phase::Play {
            return random_playout(self, rng);
        }
        let mut leader = self.leader;
        let mut done = self.history.len();
        let mut plays = [Play { seat: 0, card: Card::from_index(0) }; SEATS];
        let mut n = self.trick.len();
        plays[..n].copy_from_slice(&self.trick);
        while done < TRICKS as usize {
            while n < SEATS {
                let seat = (leader + n as u8) % SEATS as u8;
                let led = (n > 0).then(|| plays[0].card.suit());
                let legal = must_follow(self.hands[seat as usize], led, FollowBy::Suit);
                let card = legal.nth(rng.below(legal.len() as usize) as u32).expect("a card to play");
                self.hands[seat as usize].remove(card);
                plays[n] = Play { seat, card };
                n += 1;
            }
            leader = plays[winner(&plays, plays[0].card.suit(), &TrickRule::HighestOfLed)].seat;
            self.tricks_won[leader as usize] += 1;
            done += 1;
            n = 0;
        }
        self.trick.clear();
        self.leader = leader;
        self.finish_deal();
    }
}

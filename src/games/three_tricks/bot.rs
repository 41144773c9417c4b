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

    fn hard_iterations(&self) -> u32 {
        2000
    }

    /// Plays the deal out on the hands alone, without the trick history: each trick keeps
    /// only its led suit and best card so far (spec R8: highest of the suit led wins).
    fn playout(&mut self, rng: &mut GameRng) {
        if self.phase != Phase::Play {
            return random_playout(self, rng);
        }
        let mut leader = self.leader;
        let mut done = self.history.len();
        // The trick in progress: its first plays are already on the table.
        let mut played = self.trick.len();
        let mut led = self.trick.first().map(|p| p.card.suit());
        let mut best = self.trick.first().map(|p| (p.seat, p.card));
        for p in self.trick.iter().skip(1) {
            if Some(p.card.suit()) == led && p.card.rank() > best.map_or(0, |b| b.1.rank()) {
                best = Some((p.seat, p.card));
            }
        }
        while done < TRICKS as usize {
            while played < SEATS {
                let seat = (leader as usize + played) % SEATS;
                let legal = must_follow(self.hands[seat], led, FollowBy::Suit);
                let card = legal.nth(rng.below_fast(legal.len())).expect("a card to play");
                self.hands[seat].remove(card);
                match (led, best) {
                    (None, _) => {
                        led = Some(card.suit());
                        best = Some((seat as Seat, card));
                    }
                    (Some(l), Some((_, b))) if card.suit() == l && card.rank() > b.rank() => best = Some((seat as Seat, card)),
                    _ => {}
                }
                played += 1;
            }
            leader = best.expect("a full trick has a winner").0;
            self.tricks_won[leader as usize] += 1;
            done += 1;
            played = 0;
            led = None;
            best = None;
        }
        self.trick.clear();
        self.leader = leader;
        self.finish_deal();
    }
}

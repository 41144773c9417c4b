//! There Were None for the bots.
//!
//! Hidden from a seat (rules.md §2.7, A10): every other hand, including the unplayed cards of
//! the seats that left the deal. The cards of finished tricks are not reviewable (only the
//! trick in progress and the one just finished are on the table), but the seat saw every
//! one of them played: the hard bot remembers them, as a careful player does. A
//! determinization therefore deals only the other hands again, keeping their sizes. A seat
//! that played a card of the other colour to any trick this deal held none of the led
//! colour and had to play its highest card (R10), so the rest of its hand is of the played
//! card's colour and no higher.

use super::*;
use crate::bots::hidden::{redeal, Slot};
use crate::bots::inference::{plays_of, Rewound};
use crate::bots::BotGame;
use crate::engine::cards::{ACE, JACK, KING, QUEEN};

/// The cards of `colour`'s class (the suit's colour) ranked above `rank`.
fn colour_above(colour: Suit, rank: Rank) -> CardSet {
    FollowBy::Colour.class_mask(colour).iter().filter(|c| c.rank() > rank).collect()
}

/// What a trick on the table shows about the hands of those who played to it (R10): a
/// card of the other colour means no card of the led colour and none above it.
fn note_forced(excluded: &mut [CardSet; SEATS], plays: &[(Seat, Card)]) {
    let Some(&(_, first)) = plays.first() else { return };
    for &(s, c) in &plays[1..] {
        if c.suit().is_red() != first.suit().is_red() {
            let e = &mut excluded[s as usize];
            *e = e.or(FollowBy::Colour.class_mask(first.suit())).or(colour_above(c.suit(), c.rank()));
        }
    }
}

impl ThereWereNone {
    /// The normal bot's rules, a random card one time in six, to the end of the deal.
    fn rule_tricks(&mut self, rng: &mut GameRng) {
        while self.phase == Phase::Play {
            let legal = self.legal_now();
            let n = legal.len() as usize;
            let card = if n == 1 || rng.below(6) == 0 {
                legal.nth(rng.below(n) as u32).expect("a card to play")
            } else {
                let seat = self.to_play();
                let after_me = self.active.len() as usize - self.tricks.trick.len() - 1;
                rule_card(self.hands[seat as usize], legal, &self.tricks.trick, self.trick_number(), after_me)
            };
            self.play(card).expect("a legal card");
        }
    }
}

impl BotGame for ThereWereNone {
    crate::bots::probe::no_trump_card_probes!(Action::Play);

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut world = self.clone();
        // What the seat cannot see now, less the finished tricks' cards it saw played.
        let pool = self.secrets(seat).cards.minus(self.gone);
        if pool.is_empty() {
            return world;
        }
        let mut excluded = [CardSet::EMPTY; SEATS];
        for t in &self.tricks.history {
            note_forced(&mut excluded, &t.plays);
        }
        note_forced(&mut excluded, &self.tricks.cards());
        let others: Vec<usize> = (0..SEATS).filter(|&s| s != seat as usize).collect();
        let slots: Vec<Slot> = others.iter().map(|&s| Slot::excluding(self.hands[s].len() as usize, excluded[s])).collect();
        let dealt = redeal(pool, &slots, rng).expect("the true deal fits what the seat knows");
        for (i, &s) in others.iter().enumerate() {
            world.hands[s] = dealt[i];
        }
        world
    }

    fn deals_done(&self) -> u32 {
        self.cycle.done as u32
    }

    /// One trick at most per seat: its winner leaves the deal (R12).
    fn trick_counts(&self) -> Option<Vec<u8>> {
        let mut counts = vec![0; SEATS];
        for &w in &self.winners {
            counts[w as usize] += 1;
        }
        Some(counts)
    }

    /// Back to the deal's first lead (R9): every card played goes back to its hand (the
    /// seat saw each one played, though finished tricks cannot be reviewed, A10), the
    /// payouts back to the dish (R12) and every winner back into the deal.
    fn rewind(&self, _observer: Seat) -> Option<Rewound<Self>> {
        if self.phase != Phase::Play {
            return None;
        }
        let plays = plays_of(&self.tricks);
        let restart = |g: &mut Self| {
            for (k, w) in std::mem::take(&mut g.winners).into_iter().enumerate() {
                g.chips[w as usize] -= PAYOUTS[k];
                g.dish += PAYOUTS[k];
            }
            g.active = SeatSet::all(SEATS);
            g.tricks.start(g.cycle.after_dealer()); // rules.md R9
            g.gone = CardSet::EMPTY;
        };
        Rewound::to_first_lead(self, plays, |g, s, c| g.hands[s as usize].insert(c), restart, Action::Play)
    }

    fn normal_action(view: &View, legal: &[Action], _rng: &mut GameRng) -> Action {
        let cards: CardSet = legal.iter().filter_map(|a| if let Action::Play(c) = a { Some(*c) } else { None }).collect();
        Action::Play(choose_card(view, cards))
    }

    /// A deal's nets run from −2 to +5.
    fn reward_scale(&self) -> f64 {
        4.0
    }

    fn hard_iterations(&self) -> u32 {
        4500
    }

    /// The deal (dealt first if need be) played out by the normal bot's rules, a random
    /// card one time in six. Opponents who duck low and keep their high cards are what
    /// the searching seat meets; random play would send the high cards out early.
    fn playout(&mut self, rng: &mut GameRng) {
        while matches!(self.phase, Phase::ChooseDealer | Phase::Deal) {
            let a = self.sample_chance(rng);
            self.apply(&a).expect("sampled chance outcomes apply");
        }
        self.rule_tricks(rng);
    }
}

// ---- the normal bot: rules of thumb on the view ----

/// About how often a card of rank `r` kept for trick 6 takes it against two other cards.
fn last_trick_chance(r: Rank) -> f64 {
    match r {
        ACE => 0.75,
        KING => 0.5,
        QUEEN => 0.3,
        JACK => 0.18,
        10 => 0.1,
        9 => 0.06,
        _ => 0.03,
    }
}

/// A card's strength in a trick of tricks 1-5 led with `led` (R11): trumps above the led
/// colour, rank within each; a later card must be strictly stronger to win (R4).
fn strength(card: Card, led: Suit) -> u8 {
    if card.suit().is_red() != led.is_red() {
        16 + card.rank()
    } else {
        card.rank()
    }
}

/// A rough chance that `card` takes the trick: it must beat the cards played so far, and
/// each later player beats it when out of the led colour (a trump; about a quarter of the
/// time) or holding a higher card of it.
fn chance_to_take(plays: &[Play], card: Card, after_me: usize) -> f64 {
    if let Some(first) = plays.first() {
        let led = first.card.suit();
        if plays.iter().any(|p| strength(p.card, led) >= strength(card, led)) {
            return 0.0;
        }
    }
    let higher = (ACE - card.rank()) as f64 / 11.0;
    let trump = plays.first().is_some_and(|p| p.card.suit().is_red() != card.suit().is_red());
    let each = if trump { 1.0 - 0.25 * higher } else { 0.75 * (1.0 - higher) };
    each.powi(after_me as i32)
}

/// Leaving early pays little (tricks 1-4 pay 0, 1, 2, 2 against the ante of 2) while trick 5
/// pays 4 and trick 6 pays 7, so: lose the early tricks keeping the high cards, and at trick
/// 5 weigh taking it against the card kept for trick 6. Works on public information and the
/// hand only: the normal bot and the search's playouts both use it.
fn rule_card(hand: CardSet, legal: CardSet, plays: &[Play], number: u8, after_me: usize) -> Card {
    let by_rank = |c: &Card| (c.rank(), c.suit());
    if number >= TRICKS - 1 {
        // Trick 5: the card not played is the one for trick 6. Weigh taking this trick (4)
        // against keeping the other card for the last trick (7).
        let ev = |c: Card| {
            let kept = hand.minus(CardSet::single(c)).iter().map(|k| k.rank()).max().unwrap_or(0);
            let p = chance_to_take(plays, c, after_me);
            p * PAYOUTS[4] as f64 + (1.0 - p) * PAYOUTS[5] as f64 * last_trick_chance(kept)
        };
        return legal.iter().max_by(|&a, &b| ev(a).total_cmp(&ev(b)).then(b.cmp(&a))).expect("a legal card");
    }
    // Tricks 1-4: stay in. Duck with the lowest card that loses, keeping the high cards
    // for tricks 5 and 6 (better than throwing the highest losing card: arena, 1000 boards
    // against easy, +1.29 against +0.82 chips a deal); lead the lowest card. When every
    // card wins, the lowest while others are still to play, else the highest.
    let Some(first) = plays.first() else { return legal.iter().min_by_key(by_rank).expect("a legal card") };
    let led = first.card.suit();
    let best = plays.iter().map(|p| strength(p.card, led)).max().unwrap_or(0);
    let losing = legal.iter().filter(|&c| strength(c, led) <= best);
    if let Some(c) = losing.min_by_key(by_rank) {
        return c;
    }
    if after_me > 0 {
        legal.iter().min_by_key(by_rank)
    } else {
        legal.iter().max_by_key(by_rank)
    }
    .expect("a legal card")
}

fn choose_card(view: &View, legal: CardSet) -> Card {
    let plays: Vec<Play> = view.trick.iter().map(|&(seat, card)| Play { seat, card }).collect();
    let in_deal = view.in_deal.iter().filter(|&&b| b).count();
    let after_me = in_deal.saturating_sub(plays.len() + 1);
    rule_card(view.hand, legal, &plays, view.trick_number, after_me)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::ismcts::{self, Worlds};
    use crate::engine::cards::cards;

    fn set(s: &str) -> CardSet {
        cards(s).into_iter().collect()
    }

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    /// Dealer 7 (seat 0 leads), hands `fixed[s]` filled from the rest of the pack.
    fn dealt(fixed: [&str; SEATS]) -> ThereWereNone {
        let mut hands: Vec<CardSet> = fixed.iter().map(|s| set(s)).collect();
        let used = hands.iter().fold(CardSet::EMPTY, |a, h| a.or(*h));
        let mut rest = pack().minus(used).iter();
        for h in hands.iter_mut() {
            while h.len() < HAND as u32 {
                h.insert(rest.next().unwrap());
            }
        }
        let mut g = ThereWereNone::new(&Ruleset::defaults(&INFO));
        g.apply(&Action::FirstDealer(7)).unwrap();
        g.apply(&Action::Deal { hands }).unwrap();
        g
    }

    fn normal(g: &ThereWereNone) -> Card {
        let Turn::Seat(s) = g.turn() else { panic!("no seat to act") };
        let Action::Play(c) = ThereWereNone::normal_action(&g.view(s), &g.legal_actions(), &mut GameRng::seeded(0)) else {
            unreachable!()
        };
        c
    }

    fn play(g: &mut ThereWereNone, c: &str) {
        g.apply(&Action::Play(card(c))).unwrap();
    }

    #[test]
    fn a_forced_trump_caps_the_rest_of_the_hand() {
        // Seat 1 is out of black and must play its highest red card, the queen.
        let mut g = dealt(["S3", "HQ H4 D5 D6 H7 DQ", "", "", "", "", "", ""]);
        play(&mut g, "S3");
        play(&mut g, "HQ");
        let above_queen = colour_above(Suit::HEARTS, 12);
        for seed in 0..200 {
            let w = g.determinize(5, &mut GameRng::seeded(seed));
            let h = w.hands[1];
            assert_eq!(h.len(), 5);
            assert!(h.and(FollowBy::Colour.class_mask(Suit::SPADES)).is_empty(), "seed {seed}: {h:?}");
            assert!(h.and(above_queen).is_empty(), "seed {seed}: {h:?}");
            assert_eq!(w.hands[5], g.hands[5]);
        }
    }

    #[test]
    fn finished_tricks_are_remembered_after_they_leave_the_table() {
        // After a full first trick and the next lead, its cards are face down (in no view)
        // but the seat saw them played: no determinization deals them to a hand.
        let mut g = dealt(["", "", "", "", "", "", "", ""]);
        let mut rng = GameRng::seeded(1);
        for _ in 0..SEATS + 1 {
            let legal = g.legal_now();
            let c = legal.nth(rng.below(legal.len() as usize) as u32).unwrap();
            g.apply(&Action::Play(c)).unwrap();
        }
        assert!(g.live_trick().is_none(), "the first trick has left the table");
        assert_eq!(g.gone.len(), 8);
        let mut moved = false;
        for seed in 0..20 {
            let w = g.determinize(3, &mut GameRng::seeded(seed));
            assert_eq!(w.gone, g.gone);
            assert!(w.tricks.trick == g.tricks.trick && w.hands[3] == g.hands[3]);
            assert!(w.hands.iter().all(|h| h.and(g.gone).is_empty()));
            moved |= w.hands != g.hands;
        }
        assert!(moved, "the other hands are dealt again");
    }

    #[test]
    fn ducks_the_first_trick() {
        let mut g = dealt(["S5 SK H3 H9 DA C4", "S4 SA C9 H5 H6 D7", "D3 H4 HQ S6 S7 S8", "", "", "", "", ""]);
        // Seat 0 leads its lowest card.
        assert_eq!(normal(&g), card("H3"));
        play(&mut g, "H3");
        // Seat 1 must follow red and every red card beats the three: the lowest.
        assert_eq!(normal(&g), card("H5"));
        play(&mut g, "H5");
        // Seat 2 ducks under the five with its lowest card, keeping the queen.
        assert_eq!(normal(&g), card("D3"));
    }

    /// Trick 5 with seats 0-3 in (2 cards each), seat 3 to lead.
    fn trick_five(hands: [&str; 4]) -> ThereWereNone {
        let mut g = dealt(["", "", "", "", "", "", "", ""]);
        g.active = SeatSet(0b1111);
        g.winners = vec![4, 5, 6, 7];
        for (s, h) in hands.iter().enumerate() {
            g.hands[s] = set(h);
        }
        g.tricks.leader = 3;
        g
    }

    #[test]
    fn trick_five_weighs_the_trick_against_the_card_kept() {
        // Leading with an ace: keep it for trick 6 and lead the other card.
        let g = trick_five(["H4 C6", "D6 C7", "H5 HQ", "HA C3"]);
        assert_eq!(g.view(3).trick_number, 5);
        assert_eq!(normal(&g), card("C3"));
        // Last to play: the queen surely takes the trick (4) and the five kept would be poor.
        let mut g = trick_five(["H4 C6", "D6 C7", "H5 HQ", "H3 C3"]);
        for c in ["H3", "H4", "D6"] {
            play(&mut g, c);
        }
        assert_eq!(normal(&g), card("HQ"));
        // With an ace to keep instead, let the trick go.
        let mut g = trick_five(["H4 C6", "D6 C7", "H5 HA", "H3 C3"]);
        for c in ["H3", "H4", "D6"] {
            play(&mut g, c);
        }
        assert_eq!(normal(&g), card("H5"));
    }

    #[test]
    fn hard_chooses_legal_cards() {
        let mut g = dealt(["", "", "", "", "", "", "", ""]);
        let mut rng = GameRng::seeded(5);
        while g.phase == Phase::Play {
            let Turn::Seat(s) = g.turn() else { unreachable!() };
            let a = ismcts::best(&g, s, Worlds::Sampled, 60, &mut rng);
            assert!(g.legal_actions().contains(&a));
            g.apply(&a).unwrap();
        }
        assert_eq!(g.cycle.done, 1);
    }
}

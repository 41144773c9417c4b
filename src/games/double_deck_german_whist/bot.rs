//! Double-Deck German Whist for the bots.
//!
//! Hidden from a seat (§2.9): its partner's and its left-hand opponent's hands, except the
//! copies they took face up and still hold; the stock and its order; the face-down display.
//! Its own hand and its right-hand opponent's (R11) are seen. A determinization deals the
//! unseen copies (a multiset: two identical packs) back into those places with
//! [`redeal`], keeping each hand's public copies and respecting what the table knows of
//! the rest of each hand ([`Batch`]): a player who showed out of a suit holds none of it,
//! except in cards drawn face down since.
//!
//! The normal bot weighs each legal card by its chance to win the trick for the team (the
//! right-hand opponent's cards are known, the left-hand one's guessed from what is unseen)
//! against what the card is worth keeping: in the first half a trick is worth the two
//! face-up display cards it brings the team over the two unknown face-down ones (R14),
//! in the second half one point (R20). The trick winner takes the better face-up card.

use super::*;
use crate::bots::hidden::{redeal, Slot};
use crate::bots::inference::Rewound;
use crate::bots::{random_playout, BotGame};

impl BotGame for DoubleDeckGermanWhist {
    crate::bots::probe::card_probes!(Action::Play, CARDS, |view| view.indicator.map(|t| t.suit()));

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut world = self.clone();
        if !matches!(self.phase, Phase::FirstHalf | Phase::TakeDisplay | Phase::SecondHalf) {
            return world;
        }
        let hidden = [left_of(seat), partner_of(seat)];
        let mut pool = CardBag::from_cards(&self.stock)
            .and_then(|b| b.sum(CardBag::from_cards(&self.face_down)?))
            .expect("two copies at most");
        let mut slots = Vec::new();
        for &p in &hidden {
            let p = p as usize;
            pool = pool.sum(self.hands[p].minus(self.public[p])).expect("two copies at most");
            slots.extend(self.batches[p].iter().map(|b| Slot::excluding(b.count as usize, b.none_of)));
        }
        let undrawn = self.stock.len() + self.face_down.len();
        slots.push(Slot::new(undrawn));
        let dealt = redeal(pool, &slots, rng).expect("the true deal fits what the seat knows");
        let mut parts = dealt.into_iter();
        for &p in &hidden {
            let p = p as usize;
            let mut hand = self.public[p];
            for part in parts.by_ref().take(self.batches[p].len()) {
                hand = hand.sum(part).expect("two copies at most");
            }
            world.hands[p] = hand;
        }
        let mut undrawn: Vec<Card> = parts.next().expect("the stock's part").iter().collect();
        rng.shuffle(&mut undrawn);
        world.stock = undrawn.split_off(self.face_down.len());
        world.face_down = undrawn;
        world
    }

    fn deals_done(&self) -> u32 {
        self.cycle.done as u32
    }

    /// The second half's tricks (R18): those of the first half score nothing and go to the
    /// discard pile (R15).
    fn trick_counts(&self) -> Option<Vec<u8>> {
        Some(self.tricks.won.to_vec())
    }

    /// Back to the deal's last draw (the deal itself, or the last trick's display taken,
    /// R14): the face-down display cards that went to the opponents are hidden, so the
    /// rewind reaches no further; after the first half's last take (R15) it covers the
    /// whole second half. Every card played since goes back to its hand, and the table's
    /// deductions back to what they were then.
    fn rewind(&self, _observer: Seat) -> Option<Rewound<Self>> {
        let since = &self.since_draw;
        let first = since.plays.first().filter(|_| matches!(self.phase, Phase::FirstHalf | Phase::TakeDisplay | Phase::SecondHalf))?;
        let mut start = self.clone();
        for p in &since.plays {
            start.hands[p.seat as usize].insert(p.card);
            start.discards.remove(p.card);
        }
        start.public = since.public;
        start.batches = since.batches.clone();
        start.since_draw.plays.clear();
        // The tricks finished before the draw stay: one per take (R14).
        start.tricks.history.truncate(self.take_log.len());
        start.tricks.trick.clear();
        start.tricks.leader = first.seat; // R13: the last trick's winner leads
        start.tricks.won.iter_mut().for_each(|w| *w = 0);
        start.phase = if start.first_half_done() == TRICKS_PER_HALF { Phase::SecondHalf } else { Phase::FirstHalf };
        Some(Rewound { start, actions: since.plays.iter().map(|p| Action::Play(p.card)).collect() })
    }

    fn normal_action(view: &View, legal: &[Action], _rng: &mut GameRng) -> Action {
        let Some(t) = view.indicator else { return legal[0].clone() };
        if view.phase == Phase::TakeDisplay {
            // R14: the better face-up card for the winner; the partner gets the other.
            let pick = view.legal_takes.iter().max_by(|&a, &b| worth(a, t).total_cmp(&worth(b, t)));
            return pick.map_or_else(|| legal[0].clone(), Action::Take);
        }
        Action::Play(choose_card(view, t))
    }

    /// The search rewards team points minus the opponents' (`table()`): 2t − 13 for t team
    /// tricks, so a deal swings by a few points either way. 6 keeps the rewards the search
    /// had when it counted the seat's points against the other three seats' mean, (4t − 26)
    /// / 3 over a scale of 4; a scale of 4 on the team difference played weaker in the
    /// arena (docs/bench.md).
    fn reward_scale(&self) -> f64 {
        6.0
    }

    fn hard_iterations(&self) -> u32 {
        1000
    }

    /// Half the others' moves in the tree by the rules of thumb: +0.31 a deal against the
    /// normal bots on fresh boards (+0.45 on the tuning seed), level against the hard ones
    /// (docs/bench.md, "The others in the tree").
    fn others_by_rules_of_thumb(&self) -> f64 {
        0.5
    }

    /// Random play to the end of the deal, like [`random_playout`] (a uniform legal face to
    /// play or to take), on copies of the hands, without the record keeping of `apply`.
    fn playout(&mut self, rng: &mut GameRng) {
        let (Some(t), true) = (self.indicator, matches!(self.phase, Phase::FirstHalf | Phase::TakeDisplay | Phase::SecondHalf))
        else {
            return random_playout(self, rng);
        };
        let rule = TrickRule::Trump(t.suit());
        let eff = |c: Card| effective(c, t);
        let mut hands = self.hands;
        let mut trick = [Play { seat: 0, card: t }; SEATS];
        let mut n = self.tricks.trick.len();
        for (i, p) in self.tricks.trick.iter().enumerate() {
            trick[i] = Play { seat: p.seat, card: eff(p.card) };
        }
        let mut leader = self.tricks.leader;
        // Tricks finished this deal, both halves: 13 in each (R15, R19).
        let mut done = self.tricks.done() as u8;
        let mut phase = self.phase;
        let mut up = std::mem::take(&mut self.face_up);
        let mut down = std::mem::take(&mut self.face_down);
        let mut stock = std::mem::take(&mut self.stock).into_iter();
        loop {
            if phase == Phase::TakeDisplay {
                // R14: two identical face-up cards are one choice.
                let pick = if up[0] == up[1] { 0 } else { rng.below(2) };
                let w = leader as usize;
                hands[w].insert(up[pick]);
                hands[(w + 2) % SEATS].insert(up[1 - pick]);
                hands[(w + 1) % SEATS].insert(down[0]);
                hands[(w + 3) % SEATS].insert(down[1]);
                up.clear();
                down.clear();
                if stock.len() >= 4 {
                    up.extend(stock.by_ref().take(2));
                    down.extend(stock.by_ref().take(2));
                }
                phase = if done == TRICKS_PER_HALF { Phase::SecondHalf } else { Phase::FirstHalf };
                continue;
            }
            while n < SEATS {
                let seat = (leader as usize + n) % SEATS;
                let faces = hands[seat].distinct();
                let legal = if n == 0 {
                    faces
                } else {
                    let led = trick[0].card.suit();
                    let mut class = led.mask();
                    if led == t.suit() {
                        class.insert(JOKER); // R8: the joker follows as T
                    }
                    let follow = faces.and(class);
                    if follow.is_empty() {
                        faces
                    } else {
                        follow
                    }
                };
                let c = legal.nth(rng.below(legal.len() as usize) as u32).expect("a card to play");
                hands[seat].remove(c);
                trick[n] = Play { seat: seat as Seat, card: eff(c) };
                n += 1;
            }
            let w = trick[winner(&trick, trick[0].card.suit(), &rule)].seat;
            leader = w;
            n = 0;
            done += 1;
            if phase == Phase::FirstHalf {
                phase = Phase::TakeDisplay;
            } else {
                self.tricks.won[w as usize] += 1;
                if done == 2 * TRICKS_PER_HALF {
                    break;
                }
            }
        }
        self.hands = hands;
        self.public = [CardBag::EMPTY; SEATS];
        self.batches = std::array::from_fn(|_| Vec::new());
        // The playout keeps no finished tricks: none is left on the table.
        self.tricks.trick.clear();
        self.tricks.history.clear();
        self.tricks.leader = leader;
        self.phase = Phase::SecondHalf;
        self.finish_deal();
    }
}

/// The joker plays as T (R8).
fn effective(c: Card, t: Card) -> Card {
    if c.suit() == Suit::JOKER {
        t
    } else {
        c
    }
}

/// What a card is worth holding for the second half, about its chance of taking a trick.
fn worth(c: Card, t: Card) -> f64 {
    let c = effective(c, t);
    if c.suit() == t.suit() {
        0.6 + 0.4 * (c.rank() as f64 - 2.0) / 12.0
    } else {
        match c.rank() {
            14 => 0.8,
            13 => 0.55,
            12 => 0.3,
            11 => 0.15,
            r => 0.01 * (r as f64 - 2.0),
        }
    }
}

/// The mean [`worth`] of an unknown card: a trump one time in four.
const MEAN_WORTH: f64 = 0.31;

/// Whether `card` (effective) played now by someone holding `hand` (effective faces) could
/// take over from `best` in a trick led in `led`: following if it can (R13).
fn can_beat(hand: CardSet, best: Card, led: Suit, trump: Suit) -> bool {
    let follow = hand.and(led.mask());
    let options = if follow.is_empty() { hand } else { follow };
    options.iter().any(|c| beats(c, best, trump))
}

/// `c` played after `best` wins over it (the earlier of equal cards wins, R4).
fn beats(c: Card, best: Card, trump: Suit) -> bool {
    if c.suit() == best.suit() {
        c.rank() > best.rank()
    } else {
        c.suit() == trump
    }
}

/// The chance that the team wins the trick if this seat plays `card` now.
fn team_chance(view: &View, card: Card, t: Card) -> f64 {
    let trump = t.suit();
    let me = view.seat;
    let mut plays: Vec<Play> = view.trick.iter().map(|&(seat, c)| Play { seat, card: effective(c, t) }).collect();
    plays.push(Play { seat: me, card: effective(card, t) });
    let led = plays[0].card.suit();
    let w = plays[winner(&plays, led, &TrickRule::Trump(trump))];
    let after: Vec<Seat> = (1..=SEATS - plays.len()).map(|k| ((me as usize + k) % SEATS) as Seat).collect();
    if team_of(w.seat) != view.team {
        // Only the partner, if still to play, can take it back.
        return if after.contains(&view.partner) { 0.3 } else { 0.0 };
    }
    // Unseen copies: the faces this seat cannot place, two copies each.
    let mut seen = view.hand.sum(view.right_hand).unwrap_or(view.hand);
    for (s, p) in view.public_holdings.iter().enumerate() {
        if s as Seat != me && s as Seat != view.right_seat {
            seen = seen.sum(*p).unwrap_or(seen);
        }
    }
    for &(_, c) in &view.trick {
        seen.insert(c);
    }
    let unknown = (view.hand_sizes[view.partner as usize] as usize
        + view.hand_sizes[left_of(me) as usize] as usize
        + view.stock_count as usize
        + view.display_face_down as usize)
        .max(1);
    let first_half = view.phase == Phase::FirstHalf;
    let mut hold = 1.0;
    for &o in after.iter().filter(|&&o| team_of(o) != view.team) {
        let p = if o == view.right_seat {
            let hand: CardSet = view.right_hand.distinct().iter().map(|c| effective(c, t)).collect();
            if can_beat(hand, w.card, led, trump) {
                1.0
            } else {
                0.0
            }
        } else {
            let public: CardSet = view.public_holdings[o as usize].distinct().iter().map(|c| effective(c, t)).collect();
            if can_beat(public, w.card, led, trump) && !public.and(led.mask()).is_empty() {
                0.9
            } else {
                let q = view.hand_sizes[o as usize] as f64 / unknown as f64;
                let higher = |suit: Suit, above: u8| -> i32 {
                    (above + 1..=14).map(|r| 2 - seen.count(Card::new(suit, r)) as i32).sum::<i32>().max(0)
                };
                let void = if first_half { 0.08 } else { 0.15 };
                if w.card.suit() == led {
                    let over = 1.0 - (1.0 - q).powi(higher(led, w.card.rank()));
                    if led == trump {
                        over
                    } else {
                        over + (1.0 - over) * void * 0.9
                    }
                } else {
                    // Our trump on a side suit: a void and a higher trump.
                    void * (1.0 - (1.0 - q).powi(higher(trump, w.card.rank())))
                }
            }
        };
        hold *= 1.0 - p;
    }
    hold
}

fn choose_card(view: &View, t: Card) -> Card {
    // What winning this trick is worth to the team, against keeping the card played.
    let (prize, keep) = if view.phase == Phase::FirstHalf {
        // The winners get the face-up pair and the others the face-down one, or the other
        // way round: the difference between the teams moves by twice the pair's edge.
        let up: f64 = view.display_face_up.iter().map(|&c| worth(c, t)).sum();
        (2.0 * (up - 2.0 * MEAN_WORTH), 1.0)
    } else {
        (1.0, 0.25)
    };
    let score = |c: Card| team_chance(view, c, t) * prize - keep * worth(c, t);
    view.legal
        .iter()
        .max_by(|&a, &b| score(a).total_cmp(&score(b)).then(worth(b, t).total_cmp(&worth(a, t))))
        .expect("a card to play")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cards::cards;
    use crate::engine::game::Turn;

    fn bag(s: &str) -> CardBag {
        CardBag::from_cards(&cards(s)).unwrap()
    }

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    /// A single-deal game played at random for `steps` seat actions.
    fn walked(seed: u64, steps: usize) -> DoubleDeckGermanWhist {
        let mut g = DoubleDeckGermanWhist::new(&Ruleset::defaults(&INFO));
        let mut rng = GameRng::seeded(seed);
        let mut k = 0;
        while k < steps && g.turn() != Turn::Over {
            if g.turn() == Turn::Chance {
                let a = g.sample_chance(&mut rng);
                g.apply(&a).unwrap();
                continue;
            }
            let mut legal = g.legal_actions();
            let a = legal.swap_remove(rng.below(legal.len()));
            g.apply(&a).unwrap();
            k += 1;
        }
        g
    }

    #[test]
    fn the_tables_deductions_always_fit_the_true_hands() {
        for seed in 0..40 {
            for steps in (0..117).step_by(7) {
                let g = walked(seed, steps);
                if !matches!(g.phase, Phase::FirstHalf | Phase::TakeDisplay | Phase::SecondHalf) {
                    continue;
                }
                for s in 0..SEATS {
                    let rest = g.hands[s].minus(g.public[s]);
                    assert!(g.public[s].is_subbag_of(g.hands[s]));
                    let slots: Vec<Slot> = g.batches[s].iter().map(|b| Slot::excluding(b.count as usize, b.none_of)).collect();
                    assert!(redeal(rest, &slots, &mut GameRng::seeded(1)).is_some(), "seed {seed} step {steps} seat {s}: {:?} vs {rest:?}", g.batches[s]);
                }
            }
        }
    }

    #[test]
    fn determinizations_keep_what_the_seat_sees_and_what_the_table_knows() {
        let mut voids = 0;
        for seed in 0..30 {
            for steps in [3, 20, 45, 70, 85, 100, 110] {
                let g = walked(seed, steps);
                if !matches!(g.phase, Phase::FirstHalf | Phase::TakeDisplay | Phase::SecondHalf) {
                    continue;
                }
                for seat in 0..SEATS as Seat {
                    let w = g.determinize(seat, &mut GameRng::stream(seed, steps as u64));
                    assert_eq!(w.hands[seat as usize], g.hands[seat as usize]);
                    assert_eq!(w.hands[right_of(seat) as usize], g.hands[right_of(seat) as usize], "the right-hand hand is seen (R11)");
                    assert_eq!(w.face_up, g.face_up);
                    assert_eq!((w.stock.len(), w.face_down.len()), (g.stock.len(), g.face_down.len()));
                    for s in 0..SEATS {
                        assert!(g.public[s].is_subbag_of(w.hands[s]), "public copies stay");
                        assert_eq!(w.hands[s].len(), g.hands[s].len());
                    }
                    assert_eq!(serde_json::to_value(w.view(seat)).unwrap(), serde_json::to_value(g.view(seat)).unwrap());
                    // In the second half nothing is drawn: a suit shown out of stays out.
                    if g.phase == Phase::SecondHalf {
                        for s in 0..SEATS {
                            let gone = g.batches[s].iter().fold(CardSet(u128::MAX), |m, b| m.and(b.none_of));
                            if g.batches[s].is_empty() {
                                continue;
                            }
                            let hidden = w.hands[s].minus(w.public[s]).distinct();
                            assert!(hidden.and(gone).is_empty());
                            voids += !gone.is_empty() as usize;
                        }
                    }
                }
            }
        }
        assert!(voids > 20, "{voids}");
    }

    #[test]
    fn playouts_finish_the_deal_in_a_match_and_the_match_plays_on() {
        let rules = Ruleset::with_options(&INFO, [("match-format", "first-to-3-deals")]).unwrap();
        for seed in 0..30u64 {
            let mut g = DoubleDeckGermanWhist::new(&rules);
            let mut rng = GameRng::seeded(seed);
            for _ in 0..rng.below(300) {
                match g.turn() {
                    Turn::Over => break,
                    Turn::Chance => {
                        let a = g.sample_chance(&mut rng);
                        g.apply(&a).unwrap();
                    }
                    Turn::Seat(_) => {
                        let mut legal = g.legal_actions();
                        g.apply(&legal.swap_remove(rng.below(legal.len()))).unwrap();
                    }
                }
            }
            if g.turn() == Turn::Over {
                continue;
            }
            let before = g.deals_done();
            let mut p = g.clone();
            p.playout(&mut rng);
            assert_eq!(p.deals_done(), before + 1);
            let r = p.results.last().unwrap();
            assert_eq!(r.team_tricks[0] + r.team_tricks[1], TRICKS_PER_HALF);
            assert_eq!(p.scores().iter().sum::<i32>(), 2 * (p.deal_wins[0] + p.deal_wins[1]) as i32);
            while p.turn() != Turn::Over {
                p.playout(&mut rng);
            }
        }
    }

    #[test]
    fn a_card_drawn_face_down_after_showing_out_may_be_of_that_suit() {
        let mut b = vec![Batch { count: 13, none_of: CardSet::EMPTY }];
        Batch::shown_out(&mut b, Suit::HEARTS.mask());
        Batch::received(&mut b);
        assert_eq!(b, vec![Batch { count: 13, none_of: Suit::HEARTS.mask() }, Batch { count: 1, none_of: CardSet::EMPTY }]);
        // Playing a heart must use the new card; a spade could be from either batch.
        let mut h = b.clone();
        Batch::remove_one(&mut h, card("H5"));
        assert_eq!(h, vec![Batch { count: 13, none_of: Suit::HEARTS.mask() }]);
        Batch::remove_one(&mut b, card("S5"));
        assert_eq!(b, vec![Batch { count: 13, none_of: CardSet::EMPTY }]);
    }

    /// A first-half position: hands fixed, seat 1 (dealer 0's left) to lead.
    fn dealt(hands: [&str; 4], display: &str) -> DoubleDeckGermanWhist {
        let mut g = DoubleDeckGermanWhist::new(&Ruleset::defaults(&INFO));
        g.apply(&Action::FirstDealer(0)).unwrap();
        let mut pack = CardBag::double(CardSet::standard_52());
        let hands: Vec<CardBag> = hands.iter().map(|h| bag(h)).collect();
        for h in &hands {
            pack = pack.minus(*h);
        }
        // The stock: T, then the display's second face-up card, then the rest.
        let top = cards(display);
        let mut rest = pack;
        for &c in &top {
            rest.remove(c);
        }
        let mut stock = top.clone();
        stock.extend(rest.iter());
        g.apply(&Action::Deal { hands, stock }).unwrap();
        g
    }

    fn normal(g: &DoubleDeckGermanWhist) -> Action {
        let Turn::Seat(s) = g.turn() else { panic!("no seat to act") };
        DoubleDeckGermanWhist::normal_action(&g.view(s), &g.legal_actions(), &mut GameRng::seeded(1))
    }

    const HANDS: [&str; 4] = [
        "SQ SQ S3 S4 S5 H2 H3 H4 H5 C2 C3 C4 C5",
        "SA SK S7 S8 H6 H7 H8 C6 C7 C8 D2 D3 D4",
        "S9 ST SJ H9 HT HJ C9 CT CJ D5 D6 D7 D8",
        "S2 S6 HQ HK HA CQ CK CA D9 DT DJ DQ DK",
    ];

    #[test]
    fn normal_plays_for_a_rich_display_and_takes_the_better_card() {
        // T = ♥A (hearts trump); the display: the joker (♥A) and ♥K; seat 1 leads.
        let g = dealt(HANDS, "HA HK");
        assert_eq!(g.face_up, vec![JOKER, card("HK")]);
        // Two top trumps are worth an ace: seat 1 leads its ♠A.
        let mut g = g;
        assert_eq!(normal(&g), Action::Play(card("SA")));
        g.apply(&Action::Play(card("SA"))).unwrap();
        // Seat 2 cannot beat it: it keeps its higher spades.
        assert_eq!(normal(&g), Action::Play(card("S9")));
        g.apply(&Action::Play(card("S9"))).unwrap();
        // Seat 3 lets its partner's ace stand, and seat 0 cannot beat it: both play low.
        assert_eq!(normal(&g), Action::Play(card("S2")));
        g.apply(&Action::Play(card("S2"))).unwrap();
        assert_eq!(normal(&g), Action::Play(card("S3")));
        g.apply(&Action::Play(card("S3"))).unwrap();
        assert_eq!(g.phase, Phase::TakeDisplay);
        assert_eq!(normal(&g), Action::Take(JOKER));
    }

    #[test]
    fn normal_does_not_spend_an_ace_on_a_poor_display() {
        // T = ♦2: the display is the joker (a low trump) and ♠2. Seat 1 leads a low card,
        // not its ♠A.
        let g = dealt(HANDS, "D2 S2");
        let Action::Play(c) = normal(&g) else { panic!() };
        assert!(worth(c, card("D2")) < 0.1, "{c}");
    }

    #[test]
    fn normal_wins_cheaply_when_last_in_the_second_half() {
        let mut g = dealt(HANDS, "HA C2");
        g.phase = Phase::SecondHalf;
        g.tricks.leader = 2;
        // Seats 2 and 0, the opponents, lead ♠J and top it with ♠Q.
        for c in ["SJ", "S6", "SQ"] {
            g.apply(&Action::Play(card(c))).unwrap();
        }
        // Seat 1 has ♠A ♠K: the king is enough.
        assert_eq!(normal(&g), Action::Play(card("SK")));
    }
}

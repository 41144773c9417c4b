//! Tricky Express for the bots.
//!
//! What a seat's view shows (rules.md §2.7, A2; docs/architecture.md G4): its hand, the cards
//! it passed and received, the trick in progress and the one just finished, the route map.
//! Finished tricks are face down and not in the view, but the seat saw every card of them
//! played, and the hard bot remembers them as a careful player does. So a determinization
//! keeps the discards and redeals only the cards in the three other hands, consistently with
//! - the voids shown in every trick of the deal (R12: a seat that did not follow holds none
//!   of the led suit);
//! - where the cards the seat passed or received can be (R8-R10): a card it received and no
//!   longer holds was played; a card it passed in pass 2 is with the receiver or played; a
//!   card it passed in pass 1 is with the receiver, was passed on by the receiver to the
//!   seat opposite, or was played;
//! - what pass 1 tells (R7): the left neighbour's dealt hand held nothing above the card it
//!   sent right, and the right neighbour's held one card at most above the card it sent
//!   left, so each of them holds at most one (two after pass 2) cards above those ranks
//!   besides the ones this seat gave it;
//! - the other seats' pass commits in progress, remade from their new hands.

use super::*;
use crate::bots::hidden::{redeal, Slot};
use crate::bots::inference::{plays_of, Rewound};
use crate::bots::tricks::{note_voids, Aim};
use crate::bots::{random_playout, BotGame};
use crate::engine::cards::ACE;
use crate::engine::trick::{must_follow, winner, Play};

/// Every card ranked above `rank`.
fn above(rank: Rank) -> CardSet {
    CardSet::standard_52().iter().filter(|c| c.rank() > rank).collect()
}

/// A random card of `set` (not empty).
fn any_of(set: CardSet, rng: &mut GameRng) -> Card {
    set.nth(rng.below(set.len() as usize) as u32).expect("a card to pick")
}

impl TrickyExpress {
    /// Suits each seat showed out of in this deal's tricks, all of which the seats saw
    /// played (R12).
    fn remembered_voids(&self) -> [CardSet; SEATS] {
        let mut voids = [CardSet::EMPTY; SEATS];
        for t in &self.tricks.history {
            note_voids(&mut voids, t.plays.iter().copied(), FollowBy::Suit);
        }
        note_voids(&mut voids, self.tricks.trick.iter().map(|p| (p.seat, p.card)), FollowBy::Suit);
        voids
    }

    /// Redeals the hidden cards as `seat` may imagine them; `None` if the constraints
    /// (optionally without the pass-1 rank reading) admit no deal.
    fn redeal_hidden(&self, seat: Seat, ranks: bool, rng: &mut GameRng) -> Option<([CardSet; SEATS], CardSet)> {
        let me = seat as usize;
        let (l, o, r) = (left_of(seat) as usize, (me + 2) % SEATS, right_of(seat) as usize);
        let know = self.pass_knowledge(seat);
        let mine = self.hands[me];
        // Every card seen played this deal: the trick in progress and the discards.
        let shown: CardSet = self.tricks.trick.iter().map(|p| p.card).collect::<CardSet>().or(self.discards);
        let voids = self.remembered_voids();
        let sent = |p: usize| know[p].sent.expect("sent once delivered");
        let got = |p: usize| (know[p].received_from_left.expect("delivered"), know[p].received_from_right.expect("delivered"));

        // Per hidden place (left, opposite, right hands; the discards): excluded cards, and
        // cards already known to be there.
        let mut excluded = [voids[l], voids[o], voids[r], CardSet::EMPTY];
        let mut fixed = [CardSet::EMPTY; 4];
        // Cards above which the left (right) neighbour holds at most `free` unknown cards.
        let mut cap: [Option<(Rank, CardSet)>; 2] = [None, None];
        let free = self.passes_delivered as usize;
        match self.passes_delivered {
            0 => {}
            1 => {
                // Mid pass 2: nothing played, the pass-1 cards are where they were sent.
                let s0 = sent(0);
                fixed[0].insert(s0.left);
                fixed[2].insert(s0.right);
                let (a, b) = got(0);
                cap = [Some((a.rank(), CardSet::EMPTY)), Some((b.rank(), CardSet::EMPTY))];
            }
            _ => {
                let (s0, s1) = (sent(0), sent(1));
                let (a0, b0) = got(0);
                let (a1, b1) = got(1);
                let received: CardSet = [a0, b0, a1, b1].into_iter().collect();
                for c in [s0.left, s0.right, s1.left, s1.right, a0, b0, a1, b1] {
                    if mine.contains(c) || shown.contains(c) {
                        continue;
                    }
                    // Places (left, opposite, right, discards) the card may be in.
                    let places: [bool; 4] = if c == s1.left {
                        [true, false, false, true]
                    } else if c == s1.right {
                        [false, false, true, true]
                    } else if received.contains(c) {
                        [false, false, false, true]
                    } else if c == s0.left {
                        [true, true, false, true]
                    } else {
                        [false, true, true, true]
                    };
                    for (i, ok) in places.into_iter().enumerate() {
                        if !ok {
                            excluded[i].insert(c);
                        }
                    }
                }
                cap = [
                    Some((a0.rank(), [s0.left, s1.left].into_iter().collect())),
                    Some((b0.rank(), [s0.right, s1.right].into_iter().collect())),
                ];
            }
        }
        let pool = CardSet::standard_52().minus(mine).minus(shown).minus(fixed[0]).minus(fixed[2]);
        let counts = [
            self.hands[l].len() as usize - fixed[0].len() as usize,
            self.hands[o].len() as usize,
            self.hands[r].len() as usize - fixed[2].len() as usize,
            0, // the discards are known
        ];
        // Slots: left (capped part, free part), opposite, right (capped, free), discards.
        let split = |side: usize, place: usize| -> [Slot; 2] {
            let n = counts[place];
            match cap[side] {
                Some((rank, exempt)) if ranks => {
                    let f = n.min(free);
                    [Slot::excluding(n - f, excluded[place].or(above(rank).minus(exempt))), Slot::excluding(f, excluded[place])]
                }
                _ => [Slot::excluding(n, excluded[place]), Slot::new(0)],
            }
        };
        let [l_cap, l_free] = split(0, 0);
        let [r_cap, r_free] = split(1, 2);
        let slots = [l_cap, l_free, Slot::excluding(counts[1], excluded[1]), r_cap, r_free, Slot::excluding(counts[3], excluded[3])];
        let out = redeal(pool, &slots, rng)?;
        let mut hands = self.hands;
        hands[l] = out[0].or(out[1]).or(fixed[0]);
        hands[o] = out[2];
        hands[r] = out[3].or(out[4]).or(fixed[2]);
        Some((hands, self.discards))
    }
}

/// The normal bot's knobs (tuned by `tuning::normal_variants`).
#[derive(Clone, Copy, Debug)]
struct Params {
    /// Remaining tricks at or below which an open section is closed, by aces held (0, 1, 2+).
    close: [u8; 3],
    /// Worth of holding 0, 1, 2+ aces when choosing a pass.
    closer_value: [f64; 3],
    /// Lowest rank that counts as dangerous.
    danger_from: u8,
    /// Open the route with the cheapest winning card even when others play after.
    start_cheap: bool,
}

const PARAMS: Params = Params { close: [5, 3, 1], closer_value: [0.0, 5.0, 12.0], danger_from: 9, start_cheap: false };

/// How many playout moves in a hundred follow the rules of thumb (the rest are random).
/// Guided playouts beat three times as many random ones against the normal bot.
const GUIDED_PERCENT: usize = 90;

/// A hand's risk of winning tricks it does not want: high cards with few lower cards of
/// their suit to duck with.
fn danger(hand: CardSet, p: &Params) -> f64 {
    let mut d = 0.0;
    for c in hand.iter().filter(|c| c.rank() >= p.danger_from) {
        let lower = hand.of_suit(c.suit()).iter().filter(|x| x.rank() < c.rank()).count();
        d += (c.rank() as f64 - p.danger_from as f64 + 1.0) / (1.0 + lower as f64);
    }
    d
}

/// How well a hand can win the two tricks that open and close a long pass: its aces.
fn closers(hand: CardSet, p: &Params) -> f64 {
    p.closer_value[hand.iter().filter(|c| c.rank() == ACE).count().min(2)]
}

/// The normal bot's pass: keep a closer or two, shed the high cards it cannot duck under.
fn choose_pass(hand: CardSet, options: impl Iterator<Item = PassChoice>, p: &Params) -> Option<PassChoice> {
    let mut best: Option<(f64, PassChoice)> = None;
    for c in options {
        let mut rest = hand;
        rest.remove(c.right);
        rest.remove(c.left);
        let v = closers(rest, p) - danger(rest, p);
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, c));
        }
    }
    best.map(|(_, c)| c)
}

/// The normal bot's pass from `hand` in pass `p` (0 forced, 1 free).
fn pass_from_hand(hand: CardSet, p: usize) -> PassChoice {
    pass_from_hand_with(hand, p, &PARAMS)
}

fn pass_from_hand_with(hand: CardSet, p: usize, params: &Params) -> PassChoice {
    let mut options = Vec::new();
    if p == 0 {
        for right in forced_right_cards(hand).iter() {
            for left in forced_left_cards(hand, right).iter() {
                options.push(PassChoice { right, left });
            }
        }
    } else {
        for right in hand.iter() {
            for left in hand.iter().filter(|&c| c != right) {
                options.push(PassChoice { right, left });
            }
        }
    }
    choose_pass(hand, options.into_iter(), params).expect("a hand to pass from")
}

/// A cheap stand-in for [`pass_from_hand`]'s free pass, for the commits a determinization
/// remakes: the two most dangerous cards one by one, aces last.
fn quick_free_pass(hand: CardSet) -> PassChoice {
    let risk = |c: Card| {
        let lower = hand.of_suit(c.suit()).iter().filter(|x| x.rank() < c.rank()).count();
        let d = (c.rank() as i32 * 16) / (1 + lower as i32);
        (c.rank() != ACE, d, c.rank(), c.suit())
    };
    let mut v: Vec<Card> = hand.iter().collect();
    v.sort_by_key(|&c| std::cmp::Reverse(risk(c)));
    PassChoice { right: v[0], left: v[1] }
}

/// A discard (the seat cannot follow, so the card cannot win): the highest card that is
/// not an ace, from the shortest suit; an ace only when nothing else is left.
fn discard(legal: CardSet, hand: CardSet) -> Card {
    let pool = if legal.iter().any(|c| c.rank() != ACE) { legal.iter().filter(|c| c.rank() != ACE).collect() } else { legal };
    pool.iter()
        .max_by_key(|c| (c.rank(), std::cmp::Reverse(hand.of_suit(c.suit()).len()), c.suit()))
        .expect("a card to discard")
}

/// A lead that should lose: the lowest card, from the shortest suit.
fn low_lead(legal: CardSet) -> Card {
    legal.iter().min_by_key(|c| (c.rank(), legal.of_suit(c.suit()).len(), c.suit())).expect("a card to lead")
}

fn play_card(view: &View) -> Card {
    let plays: Vec<Play> = view.trick.iter().map(|&(seat, card)| Play { seat, card }).collect();
    rule_of_thumb(view.seat, view.hand, view.legal, &view.route, &plays)
}

/// The normal bot's card for `me` holding `hand`, from the public route map and trick.
fn rule_of_thumb(me: Seat, hand: CardSet, legal: CardSet, route: &[Seat], plays: &[Play]) -> Card {
    rule_of_thumb_with(me, hand, legal, route, plays, &PARAMS)
}

fn rule_of_thumb_with(me: Seat, hand: CardSet, legal: CardSet, route: &[Seat], plays: &[Play], p: &Params) -> Card {
    let aim = aim(me, hand, route, p);
    card_for(aim, me, hand, legal, route, plays, p)
}

/// Whether `me` wants the trick in progress: the first win opens the route; then duck until
/// few tricks are left, and win to close the section (R18).
fn aim(me: Seat, hand: CardSet, route: &[Seat], p: &Params) -> Aim {
    let cur = route.len() as u8 + 1; // 1-based number of this trick
    let after = TRICKS - cur;
    let aces = hand.iter().filter(|c| c.rank() == ACE).count();
    match route.iter().rposition(|&w| w == me) {
        None => Aim::Win,
        Some(i) => {
            let open = cur - (i as u8 + 1) - 1;
            if open == 0 {
                Aim::Lose // an adjacent stop would only shorten the coming section
            } else if after <= p.close[aces.min(2)] {
                Aim::Win // close the section before the chances run out
            } else {
                Aim::Lose
            }
        }
    }
}

fn card_for(aim: Aim, me: Seat, hand: CardSet, legal: CardSet, route: &[Seat], plays: &[Play], p: &Params) -> Card {
    let Some(first) = plays.first() else {
        return match aim {
            Aim::Lose => low_lead(legal),
            Aim::Win => legal.iter().max_by_key(|c| (c.rank(), c.suit())).expect("a card to lead"),
        };
    };
    let led = first.card.suit();
    if legal.of_suit(led).is_empty() {
        return discard(legal, hand);
    }
    // Following suit (rules.md R13: the highest card of the led suit wins). This is
    // `tricks::pick_card` for this rule, without its allocations (it runs in playouts).
    let top = plays.iter().filter(|q| q.card.suit() == led).map(|q| q.card.rank()).max().unwrap_or(0);
    let last = plays.len() == SEATS - 1;
    // `legal` holds the led suit only, and iterates by rank.
    let winning: CardSet = legal.iter().filter(|c| c.rank() > top).collect();
    let losing = legal.minus(winning);
    let lowest = |set: CardSet| set.first();
    let highest = |set: CardSet| set.iter().last();
    let pick = match aim {
        Aim::Win if !winning.is_empty() => {
            if last || (p.start_cheap && !route.contains(&me)) {
                lowest(winning)
            } else {
                highest(winning)
            }
        }
        Aim::Win => lowest(legal),
        Aim::Lose if !losing.is_empty() => highest(losing),
        Aim::Lose if last => highest(legal),
        Aim::Lose => lowest(legal),
    };
    pick.expect("a card to play")
}

impl BotGame for TrickyExpress {
    crate::bots::probe::no_trump_card_probes!(Action::Play);

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut world = self.clone();
        let Some(current) = (match self.phase {
            Phase::PassForced => Some(0),
            Phase::PassFree => Some(1),
            Phase::Play => Some(2),
            _ => None,
        }) else {
            return world;
        };
        let (hands, discards) = self
            .redeal_hidden(seat, true, rng)
            .or_else(|| self.redeal_hidden(seat, false, rng))
            .expect("the true deal fits what the seat knows");
        world.hands = hands;
        world.discards = discards;
        // The pass records of the other seats: what this seat received stays; the rest is
        // remade from the new hands (commits still pending) or drawn (delivered ones, which
        // nothing reads any more but the other seats' views).
        let me = seat as usize;
        for p in 0..2 {
            let delivered = (self.passes_delivered as usize) > p;
            for x in (0..SEATS).filter(|&x| x != me) {
                if delivered {
                    let old = self.passes[p][x].expect("delivered passes are recorded");
                    let xs = x as Seat;
                    let elsewhere = |to: Seat, rng: &mut GameRng| any_of(world.hands[to as usize].or(world.discards), rng);
                    let right = if right_of(xs) == seat { old.right } else { elsewhere(right_of(xs), rng) };
                    let left = if left_of(xs) == seat { old.left } else { elsewhere(left_of(xs), rng) };
                    world.passes[p][x] = Some(PassChoice { right, left });
                } else if p == current && self.passes[p][x].is_some() {
                    world.passes[p][x] = Some(if p == 0 { pass_from_hand(world.hands[x], 0) } else { quick_free_pass(world.hands[x]) });
                }
            }
        }
        world
    }

    fn deals_done(&self) -> u32 {
        self.cycle.done as u32
    }

    /// Each seat's stations on this deal's route map (R14).
    fn trick_counts(&self) -> Option<Vec<u8>> {
        let mut counts = vec![0; SEATS];
        for &w in &self.route {
            counts[w as usize] += 1;
        }
        Some(counts)
    }

    /// Back to the deal's first lead (R11): the passes were face down (R8, R9, §2.7), so
    /// the rewind starts after them. Every card played goes back to its hand (the seat saw
    /// each one played, though the discards cannot be reviewed, R15) and the route map is
    /// cleared.
    fn rewind(&self, _observer: Seat) -> Option<Rewound<Self>> {
        if self.phase != Phase::Play {
            return None;
        }
        let plays = plays_of(&self.tricks);
        let restart = |g: &mut Self| {
            g.route.clear();
            g.discards = CardSet::EMPTY;
            g.tricks.start(g.cycle.after_dealer()); // rules.md R11
        };
        Rewound::to_first_lead(self, plays, |g, s, c| g.hands[s as usize].insert(c), restart, Action::Play)
    }

    /// Passes: keep an ace or two to open and close a long pass, shed the high cards that
    /// cannot duck. Play: win a trick to open the route, then duck (highest losing card,
    /// lowest leads, high discards) until few tricks are left, then win to close the section
    /// (R18-R20).
    fn normal_action(view: &View, legal: &[Action], _rng: &mut GameRng) -> Action {
        match view.phase {
            Phase::PassForced | Phase::PassFree => {
                // Only a seat that has not committed yet is asked, so its hand is whole.
                let hand = view.hand;
                let options = legal.iter().filter_map(|a| match a {
                    Action::Pass { right, left } => Some(PassChoice { right: *right, left: *left }),
                    _ => None,
                });
                match choose_pass(hand, options, &PARAMS) {
                    Some(c) => Action::Pass { right: c.right, left: c.left },
                    None => legal[0].clone(),
                }
            }
            Phase::Play => Action::Play(play_card(view)),
            _ => legal[0].clone(),
        }
    }

    /// A deal scores 0-14 a seat; one seat's lead over the others' mean swings by about this.
    fn reward_scale(&self) -> f64 {
        8.0
    }

    /// Passes branch widely (156 free passes a seat), which makes each iteration dearer.
    fn hard_iterations(&self) -> u32 {
        match self.phase {
            Phase::PassForced => 300,
            Phase::PassFree => 500,
            _ => 2000,
        }
    }

    /// Passes and plays on the hands alone, then the deal is scored as usual. Most moves
    /// follow the normal bot's rules of thumb, the rest are random: random play never
    /// ducks, so it says little about how long a section can last.
    fn playout(&mut self, rng: &mut GameRng) {
        let Some(mut p) = self.pass_index().or((self.phase == Phase::Play).then_some(2)) else {
            return random_playout(self, rng);
        };
        while p < 2 {
            for s in 0..SEATS {
                if self.passes[p][s].is_none() {
                    let hand = self.hands[s];
                    let (right, left) = if rng.below(100) < GUIDED_PERCENT {
                        let c = if p == 0 { pass_from_hand(hand, 0) } else { quick_free_pass(hand) };
                        (c.right, c.left)
                    } else if p == 0 {
                        let right = any_of(forced_right_cards(hand), rng);
                        (right, any_of(forced_left_cards(hand, right), rng))
                    } else {
                        let right = any_of(hand, rng);
                        let mut rest = hand;
                        rest.remove(right);
                        (right, any_of(rest, rng))
                    };
                    self.passes[p][s] = Some(PassChoice { right, left });
                }
            }
            self.deliver(p);
            p += 1;
        }
        let mut plays = [Play { seat: 0, card: Card::from_index(0) }; SEATS];
        let mut n = self.tricks.trick.len();
        plays[..n].copy_from_slice(&self.tricks.trick);
        let mut leader = self.tricks.leader;
        while self.route.len() < TRICKS as usize {
            while n < SEATS {
                let seat = (leader + n as u8) % SEATS as u8;
                let led = (n > 0).then(|| plays[0].card.suit());
                let legal = must_follow(self.hands[seat as usize], led, FollowBy::Suit);
                let card = if rng.below(100) < GUIDED_PERCENT {
                    rule_of_thumb(seat, self.hands[seat as usize], legal, &self.route, &plays[..n])
                } else {
                    any_of(legal, rng)
                };
                self.hands[seat as usize].remove(card);
                plays[n] = Play { seat, card };
                n += 1;
            }
            leader = plays[winner(&plays, plays[0].card.suit(), &TrickRule::HighestOfLed)].seat;
            self.route.push(leader);
            for q in &plays {
                self.discards.insert(q.card);
            }
            n = 0;
        }
        self.tricks.trick.clear();
        self.tricks.leader = leader;
        self.finish_deal();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::choose;
    use crate::bots::Level;
    use crate::engine::cards::cards;

    fn set(s: &str) -> CardSet {
        cards(s).into_iter().collect()
    }

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    /// A game after both passes, played on by the first legal actions for `plays` cards.
    fn played(seed: u64, plays: usize) -> TrickyExpress {
        let mut g = TrickyExpress::new(&Ruleset::defaults(&INFO));
        let mut chance = GameRng::seeded(seed);
        let mut rng = GameRng::stream(seed, 5);
        let mut k = 0;
        loop {
            match g.turn() {
                Turn::Chance => {
                    let a = g.sample_chance(&mut chance);
                    g.apply(&a).unwrap();
                }
                Turn::Seat(_) => {
                    if g.phase == Phase::Play {
                        if k == plays {
                            return g;
                        }
                        k += 1;
                    }
                    let legal = g.legal_actions();
                    g.apply(&legal[rng.below(legal.len())]).unwrap();
                }
                Turn::Over => unreachable!(),
            }
        }
    }

    #[test]
    fn a_seat_that_showed_out_never_gets_the_suit_back() {
        for seed in 0..200 {
            let g = played(seed, 4 * (seed as usize % 8) + 2 + seed as usize % 2);
            let me = g.to_play();
            let voids = g.remembered_voids();
            let mut rng = GameRng::seeded(seed);
            for _ in 0..5 {
                let w = g.determinize(me, &mut rng);
                for (s, void) in voids.iter().enumerate() {
                    assert!(w.hands[s].and(*void).is_empty(), "seed {seed}: seat {s} got a suit it showed out of");
                    assert_eq!(w.hands[s].len(), g.hands[s].len());
                }
                assert_eq!(w.hands[me as usize], g.hands[me as usize]);
                assert_eq!(w.discards.len(), g.discards.len());
                assert_eq!(w.view(me), g.view(me));
            }
        }
    }

    #[test]
    fn finished_tricks_are_remembered() {
        // Whatever is face down now was seen played: it stays in the discards, in no hand.
        for seed in 0..100 {
            let g = played(seed, 12 + seed as usize % 30);
            let me = g.to_play();
            let mut rng = GameRng::seeded(seed);
            for _ in 0..5 {
                let w = g.determinize(me, &mut rng);
                assert_eq!(w.discards, g.discards, "seed {seed}");
                assert!(w.hands.iter().all(|h| h.and(g.discards).is_empty()), "seed {seed}");
            }
        }
    }

    #[test]
    fn passed_cards_stay_where_they_can_be() {
        for seed in 0..200 {
            let g = played(seed, 5 + seed as usize % 30);
            let me = g.to_play();
            let (l, o, r) = (left_of(me) as usize, (me as usize + 2) % 4, right_of(me) as usize);
            let know = g.pass_knowledge(me);
            let s0 = know[0].sent.unwrap();
            let s1 = know[1].sent.unwrap();
            let received: CardSet = know.iter().flat_map(|k| [k.received_from_left.unwrap(), k.received_from_right.unwrap()]).collect();
            let visible = g.hands[me as usize].or(g.tricks.trick.iter().map(|p| p.card).collect());
            let mut rng = GameRng::seeded(seed);
            for _ in 0..5 {
                let w = g.determinize(me, &mut rng);
                let at = |c: Card| (0..4).find(|&s| w.hands[s].contains(c));
                if !visible.contains(s1.left) {
                    assert!(at(s1.left) == Some(l) || w.discards.contains(s1.left));
                }
                if !visible.contains(s1.right) {
                    assert!(at(s1.right) == Some(r) || w.discards.contains(s1.right));
                }
                if !visible.contains(s0.left) && !received.contains(s0.left) && s0.left != s1.left && s0.left != s1.right {
                    assert!(at(s0.left) == Some(l) || at(s0.left) == Some(o) || w.discards.contains(s0.left));
                }
                for c in received.minus(visible).minus([s1.left, s1.right].into_iter().collect()).iter() {
                    assert!(w.discards.contains(c), "seed {seed}: {c} was received and is not in hand, so it was played");
                }
            }
        }
    }

    #[test]
    fn pass_1_caps_what_the_neighbours_hold() {
        // Seat 1 deals; seat 2 commits first. Seat 0's left neighbour (seat 1) holds nothing
        // above a nine before pass 1, so after it seat 1 holds at most one card above a nine
        // besides the one seat 0 gave it.
        let mut g = TrickyExpress::new(&Ruleset::defaults(&INFO));
        g.apply(&Action::FirstDealer(1)).unwrap();
        let low: CardSet = CardSet::standard_52().iter().filter(|c| c.rank() <= 9).collect();
        let h1: CardSet = low.iter().take(13).collect();
        let rest: Vec<Card> = CardSet::standard_52().minus(h1).iter().collect();
        let hands = vec![rest[0..13].iter().copied().collect(), h1, rest[13..26].iter().copied().collect(), rest[26..39].iter().copied().collect()];
        g.apply(&Action::Deal { hands }).unwrap();
        while g.phase == Phase::PassForced {
            let a = g.legal_actions()[0].clone();
            g.apply(&a).unwrap();
        }
        let given = g.pass_knowledge(0)[0].sent.unwrap().left;
        let mut rng = GameRng::seeded(3);
        for _ in 0..300 {
            let w = g.determinize(0, &mut rng);
            let high = w.hands[1].minus(CardSet::single(given)).minus(low);
            assert!(high.len() <= 1, "{:?}", w.hands[1]);
            assert!(w.hands[1].contains(given));
        }
    }

    #[test]
    fn the_true_deal_always_fits_the_pass_1_reading() {
        // R7 read as above: besides what seat `me` gave them, its left neighbour holds at most
        // `free` cards above the rank it sent `me`, and so does its right neighbour.
        for seed in 0..300 {
            let mut g = TrickyExpress::new(&Ruleset::defaults(&INFO));
            let mut chance = GameRng::seeded(seed);
            let mut rng = GameRng::stream(seed, 3);
            while g.turn() != Turn::Over && g.cycle.done == 0 {
                if let Turn::Seat(_) = g.turn() {
                    if g.passes_delivered > 0 {
                        let free = g.passes_delivered as u32;
                        for me in 0..SEATS as Seat {
                            let k = g.pass_knowledge(me);
                            let gave_l: CardSet = k.iter().filter_map(|k| k.sent.map(|c| c.left)).collect();
                            let gave_r: CardSet = k.iter().filter_map(|k| k.sent.map(|c| c.right)).collect();
                            let a = k[0].received_from_left.unwrap();
                            let b = k[0].received_from_right.unwrap();
                            let l = g.hands[left_of(me) as usize].minus(gave_l).and(above(a.rank()));
                            let r = g.hands[right_of(me) as usize].minus(gave_r).and(above(b.rank()));
                            assert!(l.len() <= free && r.len() <= free, "seed {seed} seat {me}: {l:?} {r:?}");
                            assert!(g.redeal_hidden(me, true, &mut rng).is_some());
                        }
                    }
                    let legal = g.legal_actions();
                    g.apply(&legal[rng.below(legal.len())]).unwrap();
                } else {
                    let x = g.sample_chance(&mut chance);
                    g.apply(&x).unwrap();
                }
            }
        }
    }

    #[test]
    fn the_world_depends_on_the_view_alone() {
        // Two deals that differ only in cards seat 0 cannot see give the same world.
        for seed in 0..50 {
            let g = played(seed, 9);
            let me = g.to_play();
            let other = g.determinize(me, &mut GameRng::seeded(seed + 1000));
            assert_eq!(other.view(me), g.view(me));
            let a = g.determinize(me, &mut GameRng::seeded(seed));
            let b = other.determinize(me, &mut GameRng::seeded(seed));
            assert_eq!(format!("{a:?}"), format!("{b:?}"));
        }
    }

    #[test]
    fn the_normal_bot_ducks_mid_deal_and_closes_at_the_end() {
        // Seat 0 has a stop at trick 1 and holds an ace: it ducks under the led king at
        // trick 6, and takes trick 12 with the ace.
        let mut g = TrickyExpress::new(&Ruleset::defaults(&INFO));
        g.phase = Phase::Play;
        g.route = vec![0, 1, 2, 3, 1];
        g.hands[0] = set("HA H9 H2 C3 C4 C5 C6 C7");
        g.hands[1] = set("HK D2 D3 D4 D5 D6 D7 D8");
        g.hands[2] = set("S2 S3 S4 S5 S6 S7 S8 S9");
        g.hands[3] = set("HT H3 H4 H5 H6 H7 H8 C8");
        g.tricks.leader = 1;
        g.apply(&Action::Play(card("HK"))).unwrap();
        g.apply(&Action::Play(card("S2"))).unwrap();
        g.apply(&Action::Play(card("HT"))).unwrap();
        let mut rng = GameRng::seeded(1);
        assert_eq!(choose(&g, Level::Normal, &mut rng), Some(Action::Play(card("H9"))));
        // Near the end, the ace closes the section.
        g.route = vec![0, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1];
        g.tricks.trick.clear();
        g.hands[0] = set("HA H2");
        g.hands[1] = set("HK D2");
        g.hands[2] = set("S2 S3");
        g.hands[3] = set("HT H3");
        g.apply(&Action::Play(card("HK"))).unwrap();
        g.apply(&Action::Play(card("S2"))).unwrap();
        g.apply(&Action::Play(card("HT"))).unwrap();
        assert_eq!(choose(&g, Level::Normal, &mut rng), Some(Action::Play(card("HA"))));
    }

    #[test]
    fn the_normal_bot_discards_high_but_keeps_its_ace() {
        let mut g = TrickyExpress::new(&Ruleset::defaults(&INFO));
        g.phase = Phase::Play;
        g.route = vec![0, 1, 2];
        g.hands[0] = set("SA SK C2 C3");
        g.hands[1] = set("H4 D2 D3 D4");
        g.hands[2] = set("H5 D5 D6 D7");
        g.hands[3] = set("H6 D8 D9 DT");
        g.tricks.leader = 1;
        g.apply(&Action::Play(card("H4"))).unwrap();
        g.apply(&Action::Play(card("H5"))).unwrap();
        g.apply(&Action::Play(card("H6"))).unwrap();
        assert_eq!(choose(&g, Level::Normal, &mut GameRng::seeded(1)), Some(Action::Play(card("SK"))));
    }

    #[test]
    fn the_normal_pass_sheds_unguarded_high_cards_and_keeps_an_ace() {
        let hand = set("SA S2 S3 HK DQ CJ C2 C3 C4 D5 D6 H7 H8");
        let c = pass_from_hand(hand, 1);
        let passed: CardSet = [c.right, c.left].into_iter().collect();
        assert!(!passed.contains(card("SA")), "{c:?}");
        assert!(passed.contains(card("HK")), "{c:?}");
    }

    #[test]
    fn following_suit_agrees_with_the_shared_rules_of_thumb() {
        use crate::bots::tricks::pick_card;
        let mut checked = 0;
        for seed in 0..300 {
            let g = played(seed, seed as usize % 48);
            if g.tricks.trick.is_empty() {
                continue;
            }
            let me = g.to_play();
            let legal = g.legal_cards();
            let led = g.tricks.trick[0].card.suit();
            if legal.of_suit(led).is_empty() {
                continue;
            }
            for a in [Aim::Win, Aim::Lose] {
                let fast = card_for(a, me, g.hands[me as usize], legal, &g.route, &g.tricks.trick, &PARAMS);
                let shared = pick_card(legal, &g.tricks.trick, me, Some(led), &TrickRule::HighestOfLed, SEATS - 1 - g.tricks.trick.len(), a);
                assert_eq!(fast, shared, "seed {seed} {a:?}");
                checked += 1;
            }
        }
        assert!(checked > 200);
    }

    #[test]
    fn the_fast_playout_scores_like_the_rules() {
        for seed in 0..100 {
            let g = played(seed, seed as usize % 40);
            let mut fast = g.clone();
            fast.playout(&mut GameRng::seeded(seed));
            assert_eq!(fast.cycle.done, g.cycle.done + 1);
            assert_eq!(fast.deals.last().unwrap().scores, score_routes(&seat_routes(&fast.deals.last().unwrap().route)));
            assert_eq!(fast.phase, Phase::Deal);
            assert!(fast.hands.iter().all(|h| h.is_empty()));
            assert_eq!(fast.discards, CardSet::standard_52());
        }
    }
}

#[cfg(test)]
mod tuning {
    use super::*;

    /// Plays deal `seed` with seats of parity `a_parity` on `a` and the others on `b`;
    /// returns the mean deal score of the `a` seats minus that of the `b` seats.
    fn duel(seed: u64, a: &Params, b: &Params, a_parity: usize) -> f64 {
        let mut g = TrickyExpress::new(&Ruleset::defaults(&INFO));
        let mut chance = GameRng::seeded(seed);
        while g.turn() == Turn::Chance {
            let x = g.sample_chance(&mut chance);
            g.apply(&x).unwrap();
        }
        while g.cycle.done == 0 {
            let Turn::Seat(s) = g.turn() else { unreachable!() };
            let p = if s as usize % 2 == a_parity { a } else { b };
            let act = match g.phase {
                Phase::PassForced | Phase::PassFree => {
                    let c = pass_from_hand_with(g.hands[s as usize], g.pass_index().unwrap(), p);
                    Action::Pass { right: c.right, left: c.left }
                }
                _ => Action::Play(rule_of_thumb_with(s, g.hands[s as usize], g.legal_cards(), &g.route, &g.tricks.trick, p)),
            };
            g.apply(&act).unwrap();
        }
        let t = g.deals[0].totals;
        let side = |parity: usize| t.iter().enumerate().filter(|(s, _)| s % 2 == parity).map(|(_, x)| x).sum::<i32>();
        (side(a_parity) - side(1 - a_parity)) as f64 / 2.0
    }

    fn compare(a: &Params, b: &Params, n: u64) -> (f64, f64) {
        let d: Vec<f64> = (0..n).map(|seed| (duel(seed, a, b, 0) + duel(seed, a, b, 1)) / 2.0).collect();
        let m = d.iter().sum::<f64>() / n as f64;
        let v = d.iter().map(|x| (x - m).powi(2)).sum::<f64>() / (n - 1) as f64;
        (m, 1.96 * (v / n as f64).sqrt())
    }

    #[test]
    #[ignore]
    fn normal_variants() {
        let base = PARAMS;
        let spec = std::env::var("TE_VARIANTS").unwrap_or_default();
        for v in spec.split(';').filter(|v| !v.is_empty()) {
            let mut p = base;
            for kv in v.split(',') {
                let (k, x) = kv.split_once('=').unwrap();
                let f: f64 = x.parse().unwrap();
                match k {
                    "c0" => p.close[0] = f as u8,
                    "c1" => p.close[1] = f as u8,
                    "c2" => p.close[2] = f as u8,
                    "v1" => p.closer_value[1] = f,
                    "v2" => p.closer_value[2] = f,
                    "d" => p.danger_from = f as u8,
                    "cheap" => p.start_cheap = f > 0.0,
                    _ => panic!("{k}"),
                }
            }
            let (m, h) = compare(&p, &base, 2000);
            println!("{v}: {m:+.3} ± {h:.3}");
        }
    }
}


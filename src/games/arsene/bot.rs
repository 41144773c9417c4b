//! Arsène for the bots.
//!
//! Hidden from a seat (§2.9): the other hands, the face-down edge cards (3 before the pick,
//! then the 2 never looked at) and, with 3 players, the cards the others put into the
//! dummy's first trick. A determinization redeals them keeping each place's size and what
//! the table has seen: a player who did not follow holds none of the led suit (R8), and a
//! no-trump placer held no ♦6-♦10 after taking its edge card (R7, A1), so neither its hand
//! nor its dummy card has one.
//!
//! The normal bot aims for a trick count that visits a shop alone: it weighs every count
//! it could still finish on by the chips that shop gives (R13), the risk that someone else
//! (or the dummy) ends on the same count (R14, R24), the danger of an empty shop (R15) and
//! how many tricks its hand is likely to take anyway, then wins or ducks the trick, and
//! keeps or pushes a won trick (R9), towards the best count.

use super::*;
use crate::bots::hidden::{redeal, Slot};
use crate::bots::inference::Rewound;
use crate::bots::tricks::{pick_card, Aim};
use crate::bots::BotGame;
use crate::engine::game::Turn;
use crate::engine::trick::{must_follow, winner, Play};

/// ♦6-♦10, the cards a no-trump placer cannot hold (R7, A1, A17).
fn trump_candidates() -> CardSet {
    (6..=10).map(|r| Card::new(Suit::DIAMONDS, r)).collect()
}

/// Where a redealt card goes.
enum Place {
    Hand(usize),
    Dummy(usize),
    Edge,
}

impl BotGame for Arsene {
    crate::bots::probe::card_probes!(Action::Play, CARDS, |view| (view.trump == Some(TrumpMode::Diamonds)).then_some(crate::engine::Suit::DIAMONDS));

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut world = self.clone();
        if !matches!(self.phase, Phase::TakeEdge | Phase::TrumpDecision | Phase::DummyDiscard | Phase::Play | Phase::Push) {
            return world;
        }
        // R7, A1: the no-trump placer showed that its 12 cards held no ♦6-♦10.
        let placer = matches!(self.placed, Some(EdgeCard::NoTrump(_))).then(|| self.cycle.after_dealer());
        let mut places = Vec::new();
        let mut slots = Vec::new();
        for o in (0..self.n).filter(|&o| o != seat as usize) {
            let none = if placer == Some(o as Seat) { trump_candidates() } else { CardSet::EMPTY };
            slots.push(Slot::excluding(self.hands[o].len() as usize, self.shown_out[o].or(none)));
            places.push(Place::Hand(o));
            if self.dummy_cards[o].is_some() {
                slots.push(Slot::excluding(1, none)); // discarded before any trick: no voids
                places.push(Place::Dummy(o));
            }
        }
        if !self.edge.is_empty() {
            slots.push(Slot::new(self.edge.len()));
            places.push(Place::Edge);
        }
        let dealt = redeal(self.secrets(seat).cards, &slots, rng).expect("the true deal fits what the seat knows");
        for (place, cards) in places.iter().zip(dealt) {
            match *place {
                Place::Hand(o) => world.hands[o] = cards,
                Place::Dummy(o) => world.dummy_cards[o] = cards.first(),
                Place::Edge => {
                    let mut edge: Vec<Card> = cards.iter().collect();
                    rng.shuffle(&mut edge);
                    world.edge = edge;
                }
            }
        }
        world
    }

    fn deals_done(&self) -> u32 {
        self.cycle.done as u32
    }

    /// What each seat holds, pushed tricks included (R9); the dummy's are not a seat's.
    fn trick_counts(&self) -> Option<Vec<u8>> {
        Some(self.tricks.won.to_vec())
    }

    /// With 4 players, back to the trump decision (R7): the placed card is public, and the
    /// placer's hand then holds its edge card (never shown, so the rewind starts after the
    /// take). With 3 players the dummy's cards went in face down (R22), so back to the first
    /// lead (R8) only. Every card played goes back to its hand, and each won trick that had
    /// a push target is kept or pushed again as it was (R9, R23).
    fn rewind(&self, _observer: Seat) -> Option<Rewound<Self>> {
        let placed = self.placed.filter(|_| matches!(self.phase, Phase::Play | Phase::Push))?;
        let mut start = self.clone();
        let mut actions = Vec::new();
        let first = self.cycle.after_dealer(); // rules.md R7, R8
        if self.three() {
            start.dummy_tricks = 1; // rules.md R22
        } else {
            let (card, action) = match placed {
                EdgeCard::TrumpIndicator(c) => (c, Action::TrumpIndicator(c)),
                EdgeCard::NoTrump(c) => (c, Action::NoTrump(c)),
            };
            start.hands[first as usize].insert(card);
            start.placed = None;
            start.phase = Phase::TrumpDecision;
            actions.push(action);
        }
        // The plays, trick by trick (R10, R23), then the trick in progress.
        let mut counts = vec![0; self.n];
        let mut dummy = self.dummy().map(|_| 1);
        for t in &self.tricks.history {
            for &(s, card) in &t.plays {
                start.hands[s as usize].insert(card);
                actions.push(Action::Play(card));
            }
            if push_target(t.winner, &counts, dummy).is_some() {
                actions.push(if t.detail == Taker::Seat(t.winner) { Action::Keep } else { Action::Push(t.detail) });
            }
            match t.detail {
                Taker::Seat(s) => counts[s as usize] += 1,
                Taker::Dummy => dummy = dummy.map(|d| d + 1),
            }
        }
        for p in &self.tricks.trick {
            start.hands[p.seat as usize].insert(p.card);
            actions.push(Action::Play(p.card));
        }
        if actions.is_empty() {
            return None;
        }
        start.tricks.start(first);
        start.shown_out = vec![CardSet::EMPTY; self.n];
        Some(Rewound { start, actions })
    }

    fn normal_action(view: &View, legal: &[Action], _rng: &mut GameRng) -> Action {
        match view.phase {
            Phase::TrumpDecision | Phase::DummyDiscard => put_aside(view, legal),
            Phase::Push => push_or_keep(view),
            Phase::Play => play_card(view),
            _ => legal[0].clone(), // the edge card to take is unseen: any will do (R7)
        }
    }

    /// The first deal's chips: 0 or 1 each (R13 on fresh shops); later ones up to 5, or a
    /// confiscation.
    fn reward_scale(&self) -> f64 {
        1.5
    }

    fn hard_iterations(&self) -> u32 {
        1500
    }

    /// Random play like [`random_playout`], without building action lists for the cards
    /// and push decisions of trick play.
    fn playout(&mut self, rng: &mut GameRng) {
        let start = self.deals.len();
        while self.deals.len() == start && self.phase != Phase::Over {
            match self.phase {
                Phase::Play => {
                    // A legal card needs no checking: straight to the trick (R8).
                    let seat = self.to_play();
                    let led = self.tricks.trick.first().map(|p| p.card.suit());
                    let legal = must_follow(self.hands[seat as usize], led, FollowBy::Suit);
                    let card = legal.nth(rng.below(legal.len() as usize) as u32).expect("a card to play");
                    self.hands[seat as usize].remove(card);
                    self.tricks.trick.push(Play { seat, card });
                    self.played(seat, card);
                }
                Phase::Push => {
                    // Keep or push, evenly, as among the two legal actions.
                    let to = if rng.below(2) == 0 {
                        None
                    } else {
                        push_target(self.trick_winner(), &self.tricks.won, self.dummy())
                    };
                    self.push(to).expect("keeping or pushing to the target applies");
                }
                _ => {
                    let a = match self.turn() {
                        Turn::Chance => self.sample_chance(rng),
                        _ => {
                            let mut legal = self.legal_actions();
                            legal.swap_remove(rng.below(legal.len()))
                        }
                    };
                    self.apply(&a).expect("legal actions apply");
                }
            }
        }
    }
}

/// How likely `card` is to take a trick when its owner tries to win with it, and when it
/// tries to avoid winning (high cards, and trumps when diamonds are trump).
fn card_odds(card: Card, trumps: bool) -> (f64, f64) {
    let (mut hi, mut lo): (f64, f64) = match card.rank() {
        14 => (0.9, 0.45),
        13 => (0.65, 0.2),
        12 => (0.4, 0.08),
        11 => (0.2, 0.0),
        10 => (0.1, 0.0),
        _ => (0.03, 0.0),
    };
    if trumps && card.suit() == Suit::DIAMONDS {
        hi = (hi + 0.4).min(1.0);
        lo = (lo + 0.1 + card.rank() as f64 / 50.0).min(1.0);
    }
    (hi, lo)
}

/// How many tricks `hand` can take at most and will take at least, roughly.
#[derive(Clone, Copy, Debug)]
struct Reach {
    most: f64,
    least: f64,
}

fn reach(hand: CardSet, trumps: bool) -> Reach {
    let (most, least) = hand.iter().map(|c| card_odds(c, trumps)).fold((0.0, 0.0), |(a, b), (h, l)| (a + h, b + l));
    Reach { most, least }
}

/// Tricks `hand` is likely to take without trying.
fn hand_strength(hand: CardSet, trumps: bool) -> f64 {
    let r = reach(hand, trumps);
    (r.most + r.least) / 2.0
}

fn card_strength(card: Card, trumps: bool) -> f64 {
    let (h, l) = card_odds(card, trumps);
    (h + l) / 2.0
}

fn trumps_on(view: &View) -> bool {
    view.trump == Some(TrumpMode::Diamonds)
}

/// P(X = k) for X ~ Binomial(n, p).
fn binomial(n: u8, k: i32, p: f64) -> f64 {
    if k < 0 || k > n as i32 {
        return 0.0;
    }
    let mut c = 1.0;
    for i in 0..k {
        c = c * (n as i32 - i) as f64 / (i + 1) as f64;
    }
    c * p.powi(k) * (1.0 - p).powi(n as i32 - k)
}

/// What finishing the deal on `t` tricks is worth to `me`, in chips: alone there, and in a
/// collision (R12-R16).
fn count_value(view: &View, me: usize, t: u8) -> (f64, f64) {
    let Some(r) = shop_of(t) else { return (0.0, 0.0) };
    let left = view.shops[r as usize - 1].chips;
    if left == 0 {
        // R15: an empty shop confiscates everything unless two tokens buy the exemption.
        let v = if view.tokens[me] >= MAX_TOKENS { -0.7 } else { -(view.chips[me] as f64) - 1.5 };
        return (v, v);
    }
    let token = if !view.contest_active && view.tokens[me] < MAX_TOKENS && !view.exempt[me] { 0.3 } else { 0.0 };
    (shop_take(r, left) as f64, token)
}

/// The expected worth of the best count `me` can still aim for, with the counts `counts`
/// (the dummy's `dummy`) and `rest` tricks left to play, when its hand can take about
/// `hand.least` to `hand.most` of them.
fn best_outlook(view: &View, me: usize, counts: &[u8], dummy: Option<u8>, rest: u8, hand: Reach) -> f64 {
    let others = counts.len() - 1;
    // The tricks `me` does not take are shared by the others (the dummy gets a few pushes).
    let share = 1.0 / (others as f64 + if dummy.is_some() { 0.3 } else { 0.0 });
    let mine = counts[me];
    let mut best = f64::NEG_INFINITY;
    for t in mine..=mine + rest {
        let theirs = rest - (t - mine);
        let mut alone = 1.0;
        for (o, &c) in counts.iter().enumerate() {
            if o != me {
                alone *= 1.0 - binomial(theirs, t as i32 - c as i32, share);
            }
        }
        if let Some(d) = dummy {
            // The dummy only grows by pushes (R23).
            alone *= 1.0
                - match t as i32 - d as i32 {
                    0 => 0.75,
                    1 => 0.2,
                    k if k > 1 => 0.05,
                    _ => 0.0,
                };
        }
        let (sole, crowd) = count_value(view, me, t);
        // Counts far from what the hand takes by itself are hard to reach, and every
        // trick still needed is a little less sure.
        let need = (t - mine) as f64;
        let off = (hand.least - need).max(0.0) + (need - hand.most.min(rest as f64)).max(0.0);
        let v = alone * sole + (1.0 - alone) * crowd - 0.2 * off - 0.05 * need;
        best = best.max(v);
    }
    best
}

/// Tricks still to be played after the one in progress.
fn rest_after_this(view: &View) -> u8 {
    view.tricks_per_deal.saturating_sub(view.taken.len() as u8 + 1)
}

/// Keep the trick or push it onto the one eligible taker, whichever leaves the better
/// outlook (R9, R23).
fn push_or_keep(view: &View) -> Action {
    let Some(p) = view.push else { return Action::Keep };
    let me = view.seat as usize;
    let rest = rest_after_this(view);
    let natural = reach(view.hand, trumps_on(view));
    let dummy = view.dummy.map(|d| d.tricks);
    let mut kept = view.tricks_won.clone();
    kept[me] += 1;
    let keep = best_outlook(view, me, &kept, dummy, rest, natural);
    let mut counts = view.tricks_won.clone();
    let mut d = dummy;
    match p.target {
        Taker::Seat(s) => counts[s as usize] += 1,
        Taker::Dummy => d = d.map(|x| x + 1),
    }
    let push = best_outlook(view, me, &counts, d, rest, natural);
    if push > keep {
        Action::Push(p.target)
    } else {
        Action::Keep
    }
}

/// The card to play: the cheapest way to win the trick or the best way to duck it,
/// whichever leads to the better outlook, the hand's strength counted without the card.
fn play_card(view: &View) -> Action {
    let me = view.seat as usize;
    let rest = rest_after_this(view);
    let trumps = trumps_on(view);
    let dummy = view.dummy.map(|d| d.tricks);
    let rule = view.edge_card.map_or(TrickRule::HighestOfLed, |e| e.rule());
    let plays: Vec<Play> = view.trick.iter().map(|&(seat, card)| Play { seat, card }).collect();
    let led = plays.first().map(|p| p.card.suit());
    let after_me = view.seats as usize - 1 - plays.len();
    let to_win = pick_card(view.legal, &plays, view.seat, led, &rule, after_me, Aim::Win);
    let mut to_lose = pick_card(view.legal, &plays, view.seat, led, &rule, after_me, Aim::Lose);
    if !plays.is_empty() {
        // Duck with the lowest card that loses, not the highest: the high cards (and
        // trumps) kept are what lets the seat take a trick later when its count wants one,
        // and a low card spent now costs nothing (always ducking low beat these rules).
        let loses = |c: Card| {
            let mut with = plays.clone();
            with.push(Play { seat: view.seat, card: c });
            with[winner(&with, with[0].card.suit(), &rule)].seat != view.seat
        };
        let keep = |c: &Card| (trumps && c.suit() == Suit::DIAMONDS, c.rank(), c.suit());
        if let Some(c) = view.legal.iter().filter(|&c| loses(c)).min_by_key(keep) {
            to_lose = c;
        }
    }
    if to_win == to_lose {
        return Action::Play(to_win);
    }
    let without = |c: Card| {
        let mut h = view.hand;
        h.remove(c);
        reach(h, trumps)
    };
    // Ducking most likely leaves the trick with whoever is winning it now.
    let mut ducked = view.tricks_won.clone();
    if !plays.is_empty() {
        let mut with = plays.clone();
        with.push(Play { seat: view.seat, card: to_lose });
        let w = with[winner(&with, with[0].card.suit(), &rule)].seat as usize;
        ducked[w] += 1;
        if w == me {
            // Every card wins: no choice about the trick itself.
            return Action::Play(to_lose);
        }
    }
    let lose = best_outlook(view, me, &ducked, dummy, rest, without(to_lose));
    let natural = without(to_win);
    let mut kept = view.tricks_won.clone();
    kept[me] += 1;
    let mut win = best_outlook(view, me, &kept, dummy, rest, natural);
    // A won trick may be pushed on (R9, R23), so winning keeps that choice open.
    if let Some(t) = push_target(view.seat, &view.tricks_won, dummy) {
        let mut counts = view.tricks_won.clone();
        let mut d = dummy;
        match t {
            Taker::Seat(s) => counts[s as usize] += 1,
            Taker::Dummy => d = d.map(|x| x + 1),
        }
        win = win.max(best_outlook(view, me, &counts, d, rest, natural));
    }
    Action::Play(if win > lose { to_win } else { to_lose })
}

/// The trump decision's card (R7) or the dummy's card (R22): a strong hand gives up its
/// strongest card, a weak one its weakest, towards about a fair share of the tricks.
fn put_aside(view: &View, legal: &[Action]) -> Action {
    // Diamonds are trump when a candidate is placed face up.
    let trumps = trumps_on(view) || legal.iter().any(|a| matches!(a, Action::TrumpIndicator(_)));
    let fair = view.tricks_per_deal as f64 / view.seats as f64;
    let strong = hand_strength(view.hand, trumps) > fair;
    let key = |a: &Action| -> (i64, u8) {
        let c = match a {
            Action::TrumpIndicator(c) | Action::NoTrump(c) | Action::DummyCard(c) => *c,
            _ => return (0, 0),
        };
        ((card_strength(c, trumps) * 100.0) as i64, c.rank())
    };
    let pick = if strong { legal.iter().max_by_key(|a| key(a)) } else { legal.iter().min_by_key(|a| key(a)) };
    pick.expect("legal actions exist").clone()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cards::cards;
    use crate::engine::trick::DoneTrick;

    fn ruleset(players: &str) -> Ruleset {
        Ruleset::with_options(&INFO, [("players", players), ("contest-mode", "off")]).unwrap()
    }

    fn set(s: &str) -> CardSet {
        cards(s).into_iter().collect()
    }

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    /// A game dealt from `seed` and played at random for `steps` seat actions.
    fn walked(players: &str, seed: u64, steps: usize) -> Arsene {
        let mut g = Arsene::new(&ruleset(players));
        let mut rng = GameRng::seeded(seed);
        let mut k = 0;
        while k < steps {
            match g.turn() {
                Turn::Over => break,
                Turn::Chance => {
                    let a = g.sample_chance(&mut rng);
                    g.apply(&a).unwrap();
                }
                Turn::Seat(_) => {
                    let mut legal = g.legal_actions();
                    let a = legal.swap_remove(rng.below(legal.len()));
                    g.apply(&a).unwrap();
                    k += 1;
                }
            }
        }
        g
    }

    #[test]
    fn a_seat_that_showed_out_never_gets_that_suit() {
        let mut checked = 0;
        for seed in 0..60 {
            let g = walked("4", seed, 20);
            if g.phase != Phase::Play {
                continue;
            }
            for seat in 0..4u8 {
                for k in 0..20 {
                    let w = g.determinize(seat, &mut GameRng::stream(seed, k));
                    for o in 0..4 {
                        assert!(w.hands[o].and(g.shown_out[o]).is_empty(), "seat {o} got a suit it showed out of");
                        assert_eq!(w.hands[o].len(), g.hands[o].len());
                    }
                    assert_eq!(w.hands[seat as usize], g.hands[seat as usize], "the seat's own hand stays");
                    assert_eq!(w.edge.len(), g.edge.len());
                    checked += !g.shown_out.iter().all(|v| v.is_empty()) as usize;
                }
            }
        }
        assert!(checked > 100, "too few positions with a known void: {checked}");
    }

    #[test]
    fn a_no_trump_placer_never_gets_a_candidate_and_dummy_cards_stay_known() {
        let mut seen = 0;
        for seed in 0..200 {
            let g = walked("3", seed, 8);
            if !matches!(g.placed, Some(EdgeCard::NoTrump(_))) || g.phase != Phase::Play {
                continue;
            }
            let placer = g.cycle.after_dealer() as usize;
            for seat in (0..3u8).filter(|&s| s as usize != placer) {
                for k in 0..10 {
                    let w = g.determinize(seat, &mut GameRng::stream(seed, k));
                    assert!(w.hands[placer].and(trump_candidates()).is_empty());
                    assert!(w.dummy_cards[placer].is_none_or(|c| !is_trump_candidate(c)));
                    // What the seat put in the dummy is its own knowledge and stays.
                    assert_eq!(w.dummy_cards[seat as usize], g.dummy_cards[seat as usize]);
                    assert_eq!(w.placed, g.placed);
                }
                seen += 1;
            }
        }
        assert!(seen > 10, "{seen}");
    }

    #[test]
    fn determinizations_of_the_three_player_game_agree_with_the_view() {
        for seed in 0..30 {
            for steps in [0, 2, 5, 12, 25] {
                let g = walked("3", seed, steps);
                for seat in 0..3u8 {
                    let w = g.determinize(seat, &mut GameRng::stream(seed, 5));
                    assert_eq!(serde_json::to_value(w.view(seat)).unwrap(), serde_json::to_value(g.view(seat)).unwrap());
                    // A world the seat cannot tell apart gives the same redeal.
                    let other = g.determinize(seat, &mut GameRng::stream(seed, 6));
                    let a = format!("{:?}", g.determinize(seat, &mut GameRng::stream(seed, 7)));
                    let b = format!("{:?}", other.determinize(seat, &mut GameRng::stream(seed, 7)));
                    assert_eq!(a, b);
                }
            }
        }
    }

    #[test]
    fn playouts_end_the_deal_with_three_and_four_players() {
        for players in ["3", "4"] {
            for seed in 0..40 {
                let g = walked(players, seed, (seed as usize * 7) % 40);
                if g.turn() == Turn::Over {
                    continue;
                }
                let before = g.deals_done();
                let mut p = g.clone();
                p.playout(&mut GameRng::seeded(seed));
                assert!(p.phase == Phase::Over || p.deals_done() == before + 1);
                if p.deals_done() > before {
                    let acq = &p.deals.last().unwrap().acquisition;
                    let total: u8 = acq.seats.iter().map(|r| r.tricks).sum::<u8>() + acq.dummy_tricks.unwrap_or(0);
                    assert_eq!(total, DEAL_TRICKS);
                }
            }
        }
    }

    #[test]
    fn rewinds_replay_to_the_state_with_three_and_four_players() {
        use crate::bots::inference::{log_likelihood, rewound_alike};
        let mut rewound = [0; 2];
        for (i, players) in ["3", "4"].into_iter().enumerate() {
            for seed in 0..20 {
                for steps in [3, 6, 12, 20, 30, 45] {
                    let g = walked(players, seed, steps);
                    for seat in 0..g.n as Seat {
                        let world = g.determinize(seat, &mut GameRng::stream(seed, steps as u64));
                        let Some(t) = rewound_alike(&g, &world, seat) else { continue };
                        // 4 players: from the trump decision; 3: from the first lead.
                        let from = if players == "4" { Phase::TrumpDecision } else { Phase::Play };
                        assert_eq!(t.start.phase, from);
                        assert!(log_likelihood(&world, seat).is_finite());
                        rewound[i] += 1;
                    }
                }
            }
        }
        assert!(rewound.iter().all(|&r| r > 100), "{rewound:?}");
    }

    /// A 4-player game in trick play, no trumps, with these hands and counts.
    fn position(hands: [&str; 4], tricks: [u8; 4], leader: Seat) -> Arsene {
        let mut g = Arsene::new(&ruleset("4"));
        g.phase = Phase::Play;
        g.cycle.dealer = 3;
        g.hands = hands.iter().map(|h| set(h)).collect();
        g.tricks.won = tricks.iter().copied().collect();
        g.tricks.leader = leader;
        g.placed = Some(EdgeCard::NoTrump(card("C2")));
        let played = tricks.iter().sum::<u8>();
        g.tricks.history = (0..played).map(|_| DoneTrick { plays: TrickCards::new(), winner: 0, detail: Taker::Seat(0) }).collect();
        g
    }

    fn normal(g: &Arsene) -> Action {
        let Turn::Seat(s) = g.turn() else { panic!("no seat to act") };
        Arsene::normal_action(&g.view(s), &g.legal_actions(), &mut GameRng::seeded(1))
    }

    #[test]
    fn normal_ducks_rather_than_land_on_a_crowded_count() {
        // One trick left after this one. Seat 0 on 4, seat 1 on 5: winning would put seat 0
        // next to it; ducking leaves SK's owner the trick and seat 0 alone on 4.
        let mut g = position(["SA S5", "S9 H3", "ST H4", "SK H5"], [4, 5, 0, 0], 1);
        for c in ["S9", "ST", "SK"] {
            g.apply(&Action::Play(card(c))).unwrap();
        }
        assert_eq!(normal(&g), Action::Play(card("S5")));
    }

    #[test]
    fn normal_wins_a_trick_to_leave_zero_late_in_the_deal() {
        // Same cards, but seat 0 has no trick yet: shop A (alone) beats nothing.
        let mut g = position(["SA S5", "S9 H3", "ST H4", "SK H5"], [0, 3, 4, 2], 1);
        for c in ["S9", "ST", "SK"] {
            g.apply(&Action::Play(card(c))).unwrap();
        }
        assert_eq!(normal(&g), Action::Play(card("SA")));
    }

    #[test]
    fn normal_pushes_off_a_trick_it_does_not_want() {
        // The last trick: seat 0 and seat 1 on 2, seats 2 and 3 on 3. Keeping would put
        // seat 0 on 3 with two others; pushing leaves it alone on 2.
        let mut g = position(["SA", "S2", "S3", "S4"], [2, 2, 3, 3], 0);
        for c in ["SA", "S2", "S3", "S4"] {
            g.apply(&Action::Play(card(c))).unwrap();
        }
        assert_eq!(g.phase, Phase::Push);
        assert_eq!(normal(&g), Action::Push(Taker::Seat(1)));
        // With shop 2 empty and no tokens, seat 0 keeps instead... onto the crowd at 3,
        // which only costs a collision.
        g.hold.shops[1] = 0;
        assert_eq!(normal(&g), Action::Keep);
    }

    #[test]
    fn the_trump_decision_places_the_lowest_candidate_from_a_weak_hand() {
        let mut g = Arsene::new(&ruleset("4"));
        g.apply(&Action::FirstDealer(3)).unwrap();
        let weak = set("S2 S3 S4 H2 H3 H4 C2 C3 C4 D6 D9");
        let mut rest = pack(4).minus(weak).iter();
        let mut hands = vec![weak];
        for _ in 1..4 {
            hands.push((0..HAND).map(|_| rest.next().unwrap()).collect());
        }
        let edge: Vec<Card> = rest.collect();
        g.apply(&Action::Deal { hands, edge }).unwrap();
        g.apply(&Action::TakeEdge(0)).unwrap();
        assert_eq!(g.phase, Phase::TrumpDecision);
        assert_eq!(normal(&g), Action::TrumpIndicator(card("D6")));
    }
}


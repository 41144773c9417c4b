//! RWD for the bots.
//!
//! What a seat's view shows (rules.md §2.7; docs/architecture.md G4): the rows' face-up cards,
//! the public pick log with the face-down picks it took or was shown (R11), its hand, the
//! trick in progress and the one just finished. Second-half tricks are not reviewable
//! (R18), but the seat saw every card of them played, and the hard bot remembers them as a
//! careful player does. A determinization:
//! - the face-down cards it was not shown (stock, rows, the round in progress, other
//!   seats' picks) are redealt among those places; a resolved face-down pick only gets a
//!   card that would have given its trick to the announced winner (R10, R11, A2);
//! - in the second half each other seat keeps, of the cards it drafted, as many as it holds,
//!   at random, never of a suit it showed out of (R17); a card it played
//!   that it was never seen to draft was its face-down pick.

use super::*;
use crate::bots::hidden::{redeal, Slot};
use crate::bots::inference::{plays_of, Rewound};
use crate::bots::tricks::voids_in;
use crate::bots::{random_playout, BotGame};
use crate::engine::cards::ACE;
use crate::engine::seats::MAX_SEATS;
use crate::engine::trick::must_follow;

/// A resolved face-down pick that a seat was not shown: draft trick `t`, pick `i`.
#[derive(Clone, Copy, Debug)]
struct Token {
    t: usize,
    i: usize,
    seat: Seat,
    /// The cards that would have given the trick to its announced winner.
    allowed: CardSet,
}

/// The cards that, as pick `i` of `t`, give `t` to its announced winner (R4, R10): a spade
/// decides if one was taken, else the highest card of the suit taken last.
fn consistent(t: &DraftTrick, i: usize) -> CardSet {
    let last = t.picks.len() - 1;
    let others: CardSet = t.picks.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, p)| p.card).collect();
    let spades = suit_cards(Suit::SPADES);
    // Cards of `suit` ranked above (below) `rank`.
    let above = |suit: Suit, rank: u8| suit_cards(suit).iter().filter(|c| c.rank() > rank).collect::<CardSet>();
    let below = |suit: Suit, rank: u8| suit_cards(suit).iter().filter(|c| c.rank() < rank).collect::<CardSet>();
    let top_of = |suit: Suit| others.of_suit(suit).iter().map(|c| c.rank()).max().unwrap_or(0);
    let top_spade = top_of(Suit::SPADES);
    let higher_spades = above(Suit::SPADES, top_spade);
    let w = t.picks.iter().position(|p| p.seat == t.winner).expect("the winner took a card");
    let allowed = if w == i {
        // The face-down card won: a spade above every other spade, or with no other spade the
        // top card of the lead suit (its own suit when it was taken last).
        let mut a = higher_spades;
        if top_spade == 0 {
            let lead_suits: Vec<Suit> = if i == last { Suit::STANDARD.to_vec() } else { vec![t.picks[last].card.suit()] };
            for s in lead_suits.into_iter().filter(|&s| s != Suit::SPADES) {
                a = a.or(above(s, top_of(s)));
            }
        }
        a
    } else if top_spade > 0 {
        // A face-up spade won: the face-down card was no higher spade.
        CardSet::standard_52().minus(higher_spades)
    } else {
        let cw = t.picks[w].card;
        if i == last {
            // It set the lead, and a face-up card of that suit beat it.
            below(cw.suit(), cw.rank())
        } else {
            // No spade, and no card of the lead suit above the winner's.
            CardSet::standard_52().minus(spades).minus(above(cw.suit(), cw.rank()))
        }
    };
    allowed.minus(others)
}

/// The 13 cards of a suit.
fn suit_cards(s: Suit) -> CardSet {
    s.mask().and(CardSet::standard_52())
}

/// A random card of `set` (not empty).
fn any_of(set: CardSet, rng: &mut GameRng) -> Card {
    set.nth(rng.below(set.len() as usize) as u32).expect("a card to pick")
}

impl Rwd {
    /// Every second-half card seen played this game, with its player: the finished tricks
    /// and the one in progress.
    fn seen_plays(&self) -> Vec<(Seat, Card)> {
        plays_of(&self.tricks)
    }

    /// Suits each seat showed out of in this game's tricks (R17).
    fn seen_voids(&self) -> Vec<CardSet> {
        voids_in(&self.tricks, FollowBy::Suit)
    }

    /// Every card whose identity `seat`'s view shows.
    fn known_to(&self, seat: Seat) -> CardSet {
        let mut k = self.hands[seat as usize];
        for r in [&self.row1, &self.row2].into_iter().flatten() {
            k = k.or(r.face_up.iter().copied().collect());
        }
        k = k.or(self.picks.iter().filter(|p| !p.face_down).map(|p| p.card).collect());
        for t in &self.draft_log {
            let shown = self.knows(t, seat);
            k = k.or(t.picks.iter().filter(|p| !p.face_down || shown).map(|p| p.card).collect());
        }
        k.or(self.seen_plays().into_iter().map(|(_, c)| c).collect())
    }

    /// The cards `s` is known (by `seat`) to have drafted.
    fn drafted_known(&self, s: Seat, seat: Seat) -> CardSet {
        let mut k = CardSet::EMPTY;
        for t in &self.draft_log {
            let shown = self.knows(t, seat);
            k = k.or(t.picks.iter().filter(|p| p.seat == s && (!p.face_down || shown)).map(|p| p.card).collect());
        }
        k
    }

    fn tokens(&self, seat: Seat) -> Vec<Token> {
        let mut out = Vec::new();
        for (ti, t) in self.draft_log.iter().enumerate() {
            if self.knows(t, seat) {
                continue;
            }
            for (i, p) in t.picks.iter().enumerate().filter(|(_, p)| p.face_down) {
                out.push(Token { t: ti, i, seat: p.seat, allowed: consistent(t, i) });
            }
        }
        out
    }

    fn determinize_draft(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut world = self.clone();
        let pool = CardSet::standard_52().minus(self.known_to(seat));
        let tokens = self.tokens(seat);
        let row_down = |r: &Option<Row>| r.as_ref().is_some_and(|r| r.face_down.is_some()) as usize;
        let pending = self.picks.iter().filter(|p| p.face_down).count();
        let fixed = [self.stock.len(), row_down(&self.row1), row_down(&self.row2), pending];
        let deal = |strict: bool, rng: &mut GameRng| {
            let mut slots: Vec<Slot> = fixed.iter().map(|&n| Slot::new(n)).collect();
            slots.extend(tokens.iter().map(|k| Slot::excluding(1, if strict { CardSet::standard_52().minus(k.allowed) } else { CardSet::EMPTY })));
            redeal(pool, &slots, rng)
        };
        let out = deal(true, rng).or_else(|| deal(false, rng)).expect("the hidden cards fit their places");
        let mut stock: Vec<Card> = out[0].iter().collect();
        rng.shuffle(&mut stock);
        world.stock = stock;
        for (k, row) in [&mut world.row1, &mut world.row2].into_iter().enumerate() {
            if let Some(r) = row.as_mut() {
                if r.face_down.is_some() {
                    r.face_down = out[1 + k].first();
                }
            }
        }
        for p in world.picks.iter_mut().filter(|p| p.face_down) {
            p.card = out[3].first().expect("one pending face-down pick");
        }
        for s in (0..self.n as Seat).filter(|&s| s != seat) {
            world.hands[s as usize] = self.drafted_known(s, seat);
        }
        for (k, tok) in tokens.iter().enumerate() {
            let c = out[4 + k].first().expect("one card a token");
            world.draft_log[tok.t].picks[tok.i].card = c;
            world.hands[tok.seat as usize].insert(c);
        }
        world
    }

    fn determinize_play(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut world = self.clone();
        let n = self.n;
        let tokens = self.tokens(seat);
        let voids = self.seen_voids();
        let visible = self.seen_plays();
        let others: Vec<Seat> = (0..n as Seat).filter(|&s| s != seat).collect();
        // Per other seat: the drafted cards it may still hold, and the cards it was seen to
        // play without being seen to draft them (so they were face-down picks).
        let mut may_hold = vec![CardSet::EMPTY; n];
        let mut revealed = vec![CardSet::EMPTY; n];
        for &s in &others {
            let drafted = self.drafted_known(s, seat);
            let played: CardSet = visible.iter().filter(|&&(x, _)| x == s).map(|&(_, c)| c).collect();
            may_hold[s as usize] = drafted.minus(played).minus(voids[s as usize]);
            revealed[s as usize] = played.minus(drafted);
        }
        let all_revealed = revealed.iter().fold(CardSet::EMPTY, |a, r| a.or(*r));
        let pool = CardSet::standard_52().minus(self.known_to(seat)).or(all_revealed);
        // Each token is one of: a card on the table now, still held, or played unseen.
        #[derive(Clone, Copy, PartialEq)]
        enum Role {
            Shown,
            Held,
            Gone,
        }
        let mut role = vec![Role::Gone; tokens.len()];
        let mut held_known = vec![CardSet::EMPTY; n];
        let mut out = None;
        'attempt: for attempt in 0..ATTEMPTS {
            // The last tries give up the trick readings, then the voids (never needed when
            // the readings are right; a safety net).
            let strict = attempt < ATTEMPTS - 4;
            let mind_voids = attempt < ATTEMPTS - 2;
            for &s in &others {
                let mut mine: Vec<usize> = (0..tokens.len()).filter(|&k| tokens[k].seat == s).collect();
                rng.shuffle(&mut mine);
                // The cards it played unseen go to tokens they fit, chosen at random.
                for k in &mine {
                    role[*k] = Role::Gone;
                }
                let mut shown: Vec<Card> = revealed[s as usize].iter().collect();
                rng.shuffle(&mut shown);
                for c in shown {
                    let fit = mine.iter().copied().find(|&k| role[k] == Role::Gone && tokens[k].allowed.contains(c));
                    let any = mine.iter().copied().find(|&k| role[k] == Role::Gone);
                    if let Some(k) = fit.or(any) {
                        role[k] = Role::Shown;
                    }
                }
                // Which of its drafted cards it still holds: a random choice of the right size,
                // among the tokens that can be of a suit it has not shown out of.
                let mut items: Vec<Result<Card, usize>> = may_hold[s as usize].iter().map(Ok).collect();
                let could_hold = |k: usize| {
                    let allowed = if strict { tokens[k].allowed } else { CardSet::standard_52() };
                    let allowed = if mind_voids { allowed.minus(voids[s as usize]) } else { allowed };
                    !allowed.and(pool).is_empty()
                };
                items.extend(mine.iter().copied().filter(|&k| role[k] == Role::Gone && could_hold(k)).map(Err));
                if items.len() < self.hands[s as usize].len() as usize {
                    // Too few candidates for its hand under these readings: try again.
                    continue 'attempt;
                }
                rng.shuffle(&mut items);
                held_known[s as usize] = CardSet::EMPTY;
                for it in items.iter().take(self.hands[s as usize].len() as usize) {
                    match *it {
                        Ok(c) => held_known[s as usize].insert(c),
                        Err(k) => role[k] = Role::Held,
                    }
                }
            }
            let mut slots = vec![Slot::excluding(self.stock.len(), all_revealed)];
            for (k, tok) in tokens.iter().enumerate() {
                let allowed = if strict { tok.allowed } else { CardSet::standard_52() };
                let ex = match role[k] {
                    Role::Shown => CardSet::standard_52().minus(revealed[tok.seat as usize].and(allowed)),
                    Role::Held if mind_voids => CardSet::standard_52().minus(allowed).or(all_revealed).or(voids[tok.seat as usize]),
                    _ => CardSet::standard_52().minus(allowed).or(all_revealed),
                };
                slots.push(Slot::excluding(1, ex));
            }
            out = redeal(pool, &slots, rng);
            if out.is_some() {
                break;
            }
        }
        let out = out.expect("the hidden cards fit their places");
        let mut stock: Vec<Card> = out[0].iter().collect();
        rng.shuffle(&mut stock);
        world.stock = stock;
        for &s in &others {
            world.hands[s as usize] = held_known[s as usize];
        }
        for (k, tok) in tokens.iter().enumerate() {
            let c = out[1 + k].first().expect("one card a token");
            world.draft_log[tok.t].picks[tok.i].card = c;
            if role[k] == Role::Held {
                world.hands[tok.seat as usize].insert(c);
            }
        }
        world
    }
}

/// Tries at a second-half world; the last four relax the constraints, a safety net (20,000
/// determinizations of random positions all succeeded within 25 tries, 98% at the first).
const ATTEMPTS: usize = 40;

/// How many playout moves in a hundred follow the rules of thumb (the rest are random).
/// Guided playouts lift the hard bot's lead over the normal bot about fourfold.
const GUIDED_PERCENT: usize = 90;

impl Rwd {
    /// The playouts' draft pick (`None`: the face-down card): [`draft_pick`]'s trade of
    /// second-half worth against the chip, reading the world's cards, face-down ones too.
    fn quick_pick(&self) -> Option<Card> {
        let row = self.row1.as_ref().expect("a row during the draft");
        let hand = self.hands[self.to_pick() as usize];
        let mut options: Vec<(Card, bool)> = row.face_up.iter().map(|&c| (c, false)).collect();
        if let Some(c) = row.face_down {
            options.push((c, true));
        }
        let all: CardSet = self.picks.iter().map(|p| p.card).chain(options.iter().map(|o| o.0)).collect();
        let top_spade = all.of_suit(Suit::SPADES).iter().last();
        let mut best: Option<(f64, Option<Card>)> = None;
        for &(c, down) in &options {
            let risk = match top_spade {
                Some(t) => (t == c) as u8 as f64,
                None if all.of_suit(c.suit()).iter().last() != Some(c) => 0.0,
                None if options.len() == 1 => 1.0,
                // It wins if the card taken last is of its suit.
                None => (options.iter().filter(|o| o.0 != c && o.0.suit() == c.suit()).count() as f64) / (options.len() - 1) as f64,
            };
            let v = card_value(c, hand, &PARAMS) - PARAMS.chip * risk;
            if best.is_none_or(|(b, _)| v > b) {
                best = Some((v, (!down).then_some(c)));
            }
        }
        best.expect("a card to pick").1
    }
}

// ---- the normal bot ----

/// The normal bot's knobs (tuned with `tuning::normal_variants`).
#[derive(Clone, Copy, Debug)]
struct Params {
    /// What a chip costs against a second-half trick.
    chip: f64,
    /// A spade's worth: 1 less `spade_step` per higher spade not in hand, at least `spade_min`,
    /// plus `spade_length` per spade already held.
    spade_step: f64,
    spade_min: f64,
    spade_length: f64,
    /// A side card's worth by the number of higher cards of its suit not in hand.
    side: [f64; 4],
}

const PARAMS: Params =
    Params { chip: 0.6, spade_step: 0.06, spade_min: 0.3, spade_length: 0.0, side: [0.8, 0.45, 0.2, 0.08] };

/// A rough number of second-half tricks `c` wins for a hand holding `hand` (spades trump).
fn card_value(c: Card, hand: CardSet, p: &Params) -> f64 {
    let higher_out = suit_cards(c.suit()).iter().filter(|x| x.rank() > c.rank() && !hand.contains(*x)).count();
    if c.suit() == Suit::SPADES {
        (1.0 - p.spade_step * higher_out as f64).max(p.spade_min) + p.spade_length * hand.of_suit(Suit::SPADES).len() as f64
    } else {
        p.side.get(higher_out).copied().unwrap_or(0.02)
    }
}

/// Every card whose identity the view shows.
fn seen(view: &View) -> CardSet {
    let mut k = view.hand;
    for r in [&view.row1, &view.row2].into_iter().flatten() {
        k = k.or(r.face_up.iter().copied().collect());
    }
    for p in view.picks.iter().chain(view.draft_log.iter().flat_map(|t| t.picks.iter())) {
        if let Some(c) = p.card {
            k.insert(c);
        }
    }
    for &(_, c) in view.trick.iter().chain(view.just_finished.iter().flat_map(|(t, _)| t.iter())) {
        k.insert(c);
    }
    k
}

/// The chance that taking `mine` (`None`: the face-down card) wins this draft trick: over
/// the face-down card's possible faces, with the card taken last (the lead, R10) drawn at
/// random from what is left after this pick.
fn chip_risk(view: &View, mine: Option<Card>, unknown: &[Card]) -> f64 {
    let row = view.row1.as_ref().expect("a row to pick from");
    let mut rest: Vec<Option<Card>> = row.face_up.iter().copied().filter(|&c| Some(c) != mine).map(Some).collect();
    if row.face_down && mine.is_some() {
        rest.push(None);
    }
    let taken: Vec<Option<Card>> = view.picks.iter().map(|p| p.card).collect();
    let mut wins = 0usize;
    let mut total = 0usize;
    let mut plays: Vec<Play> = Vec::with_capacity(view.seats as usize);
    for &x in unknown {
        let face = |c: Option<Card>| c.unwrap_or(x);
        let lasts: Vec<Option<Card>> = if rest.is_empty() { vec![mine] } else { rest.clone() };
        for &last in &lasts {
            plays.clear();
            // Seat numbers are only labels here: seat 0 marks this seat's card.
            plays.push(Play { seat: 0, card: face(mine) });
            for &c in taken.iter().chain(rest.iter()) {
                plays.push(Play { seat: 1, card: face(c) });
            }
            wins += (plays[winner(&plays, face(last).suit(), &RULE)].seat == 0) as usize;
            total += 1;
        }
    }
    wins as f64 / total.max(1) as f64
}

/// Draft: the card worth most in the second half, less the chip it risks now (R12, R20).
fn draft_pick(view: &View, legal: &[Action], p: &Params) -> Action {
    let unknown: Vec<Card> = CardSet::standard_52().minus(seen(view)).iter().collect();
    let fd_value = unknown.iter().map(|&c| card_value(c, view.hand, p)).sum::<f64>() / unknown.len().max(1) as f64;
    let mut best: Option<(f64, &Action)> = None;
    for a in legal {
        let (mine, value) = match a {
            Action::Take(c) => (Some(*c), card_value(*c, view.hand, p)),
            _ => (None, fd_value),
        };
        let score = value - p.chip * chip_risk(view, mine, &unknown);
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, a));
        }
    }
    best.map_or_else(|| legal[0].clone(), |(_, a)| a.clone())
}

/// The lowest card of the shortest suit among `cards`, spades last.
fn low_from_short(cards: CardSet) -> Card {
    cards
        .iter()
        .min_by_key(|c| (c.suit() == Suit::SPADES, cards.of_suit(c.suit()).len(), c.rank(), c.suit()))
        .expect("a card")
}

/// Second half: every trick is worth one point, so always play for it (R20): lead side aces,
/// else low from a short side suit; win as cheaply as is safe; ruff low; discard low from
/// short side suits.
fn play_card(view: &View) -> Card {
    let plays: Vec<Play> = view.trick.iter().map(|&(seat, card)| Play { seat, card }).collect();
    play_rule(view.legal, &plays, view.seats as usize)
}

/// The cards of `legal` that would win the trick so far (R4: the highest spade if any,
/// else the highest card of the led suit); `plays` is not empty.
fn winning_cards(legal: CardSet, plays: &[Play]) -> CardSet {
    let led = plays[0].card.suit();
    let top = |suit: Suit| plays.iter().filter(|q| q.card.suit() == suit).map(|q| q.card.rank()).max();
    match top(Suit::SPADES) {
        Some(t) => legal.of_suit(Suit::SPADES).iter().filter(|c| c.rank() > t).collect(),
        None => legal.of_suit(Suit::SPADES).or(legal.of_suit(led).iter().filter(|c| c.rank() > top(led).unwrap_or(0)).collect()),
    }
}

/// [`play_card`] on a hand: also the playouts' policy, so it avoids allocating.
fn play_rule(legal: CardSet, plays: &[Play], seats: usize) -> Card {
    let Some(first) = plays.first() else {
        let aces = legal.iter().filter(|c| c.rank() == ACE && c.suit() != Suit::SPADES);
        return aces.max_by_key(|c| legal.of_suit(c.suit()).len()).unwrap_or_else(|| low_from_short(legal));
    };
    let led = first.card.suit();
    let last = plays.len() + 1 == seats;
    let winning = winning_cards(legal, plays);
    if winning.is_empty() {
        return if legal.of_suit(led).is_empty() { low_from_short(legal) } else { legal.first().expect("a card") };
    }
    let lowest = winning.iter().min_by_key(|c| (c.rank(), c.suit())).expect("a winning card");
    let highest = winning.iter().max_by_key(|c| (c.rank(), c.suit())).expect("a winning card");
    if last || lowest.suit() == Suit::SPADES && led != Suit::SPADES {
        lowest // last, or ruffing: the cheapest winner
    } else {
        highest
    }
}

impl BotGame for Rwd {
    crate::bots::probe::card_probes!(Action::Play, CARDS, |_view| Some(crate::engine::Suit::SPADES));

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        match self.phase {
            Phase::Draft => self.determinize_draft(seat, rng),
            Phase::Play => self.determinize_play(seat, rng),
            _ => self.clone(),
        }
    }

    /// Games finished: a search looks no further than the end of the current game.
    fn deals_done(&self) -> u32 {
        self.results.len() as u32
    }

    /// Second-half tricks (rules.md R18); the first half's are its chips, the score's
    /// other side (R12, R20).
    fn trick_counts(&self) -> Option<Vec<u8>> {
        Some(self.tricks.won.to_vec())
    }

    /// Back to the second half's first lead (rules.md R17): every card played goes back to
    /// its hand. Not into the draft: replaying its picks too (from the shuffle, the world's
    /// face-down cards dealt in the rows) is sound, but against the normal bots it moved the
    /// hard bot's score by +0.10 ± 0.15 a game, no clear gain, and made its decisions about
    /// four times slower (the normal pick weighs every unseen card, for every pick replayed).
    fn rewind(&self, _observer: Seat) -> Option<Rewound<Self>> {
        if self.phase != Phase::Play {
            return None;
        }
        let leader = self.draft_log.last()?.winner; // R17
        let restart = |g: &mut Self| g.tricks.start(leader);
        Rewound::to_first_lead(self, self.seen_plays(), |g, s, c| g.hands[s as usize].insert(c), restart, Action::Play)
    }

    fn normal_action(view: &View, legal: &[Action], _rng: &mut GameRng) -> Action {
        match view.phase {
            Phase::Draft => draft_pick(view, legal, &PARAMS),
            Phase::Play => Action::Play(play_card(view)),
            _ => legal[0].clone(),
        }
    }

    /// Scores are zero-sum trick counts minus chips; a seat's lead over the others' mean
    /// swings by a few points a game.
    fn reward_scale(&self) -> f64 {
        4.0
    }

    /// Draft decisions play out the whole game (both halves), so they get fewer iterations.
    /// Three times the 1,200 / 1,500 of before inference from play: with it, hard − normal
    /// rose from +1.30 to +1.49 a game on the tuning boards (docs/bench.md, "More
    /// iterations, with inference").
    fn hard_iterations(&self) -> u32 {
        if self.phase == Phase::Draft {
            3600
        } else {
            4500
        }
    }

    /// Picks to the end of the draft, then plays on the hands alone; most moves follow
    /// the normal bot's rules of thumb (here with every card of the world in sight), the
    /// rest are random.
    fn playout(&mut self, rng: &mut GameRng) {
        while self.phase == Phase::Draft {
            let pick = if rng.below(100) < GUIDED_PERCENT {
                self.quick_pick()
            } else {
                let row = self.row1.as_ref().expect("a row during the draft");
                let k = rng.below(row.face_up.len() + row.face_down.is_some() as usize);
                row.face_up.get(k).copied()
            };
            self.take(pick).expect("a legal pick");
        }
        if self.phase != Phase::Play {
            return random_playout(self, rng);
        }
        let n = self.n;
        let tricks = tricks_per_half(n);
        // The trick in a fixed buffer: nothing to grow or spill on the hot path.
        let mut plays = [Play { seat: 0, card: Card::from_index(0) }; MAX_SEATS];
        let mut k = self.tricks.trick.len();
        plays[..k].copy_from_slice(&self.tricks.trick);
        let mut leader = self.tricks.leader;
        let mut done = self.tricks.done();
        while done < tricks as usize {
            while k < n {
                let seat = nth_from(leader, k, Direction::Clockwise, n);
                let led = (k > 0).then(|| plays[0].card.suit());
                let legal = must_follow(self.hands[seat as usize], led, FollowBy::Suit);
                let card = if rng.below(100) < GUIDED_PERCENT {
                    play_rule(legal, &plays[..k], n)
                } else {
                    any_of(legal, rng)
                };
                self.hands[seat as usize].remove(card);
                plays[k] = Play { seat, card };
                k += 1;
            }
            leader = plays[winner(&plays[..n], plays[0].card.suit(), &RULE)].seat;
            self.tricks.won[leader as usize] += 1;
            done += 1;
            k = 0;
        }
        self.tricks.trick.clear();
        self.tricks.leader = leader;
        self.finish_game();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::choose;
    use crate::bots::Level;
    use crate::engine::cards::cards;

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    fn set(s: &str) -> CardSet {
        cards(s).into_iter().collect()
    }

    /// A four-player game played at random for `steps` seat actions.
    fn walked(seed: u64, steps: usize) -> Rwd {
        let mut g = Rwd::new(&Ruleset::defaults(&INFO));
        let mut chance = GameRng::seeded(seed);
        let mut rng = GameRng::stream(seed, 7);
        let mut k = 0;
        while g.turn() != Turn::Over {
            match g.turn() {
                Turn::Chance => {
                    let a = g.sample_chance(&mut chance);
                    g.apply(&a).unwrap();
                }
                Turn::Seat(_) => {
                    if k == steps {
                        return g;
                    }
                    k += 1;
                    let legal = g.legal_actions();
                    g.apply(&legal[rng.below(legal.len())]).unwrap();
                }
                Turn::Over => {}
            }
        }
        g
    }

    /// The draft trick's winner when pick `i` is `x` (R4, R10), by the rules' own code.
    fn winner_with(t: &DraftTrick, i: usize, x: Card) -> Seat {
        let mut plays: Vec<Play> = t.picks.iter().map(|p| Play { seat: p.seat, card: p.card }).collect();
        plays[i].card = x;
        let led = plays[plays.len() - 1].card.suit();
        plays[winner(&plays, led, &RULE)].seat
    }

    #[test]
    fn face_down_readings_match_the_trick_rule() {
        let mut checked = 0;
        for seed in 0..60 {
            let g = walked(seed, 60);
            for t in &g.draft_log {
                let i = t.picks.iter().position(|p| p.face_down).unwrap();
                let others: CardSet = t.picks.iter().filter(|p| !p.face_down).map(|p| p.card).collect();
                let brute: CardSet = CardSet::standard_52().minus(others).iter().filter(|&x| winner_with(t, i, x) == t.winner).collect();
                assert_eq!(consistent(t, i), brute, "seed {seed}: {t:?}");
                assert!(brute.contains(t.picks[i].card));
                checked += 1;
            }
        }
        assert!(checked > 500);
    }

    #[test]
    fn worlds_keep_the_view_the_winners_and_the_voids() {
        for seed in 0..120 {
            let g = walked(seed, 20 + (seed as usize * 7) % 80);
            let Turn::Seat(me) = g.turn() else { continue };
            let voids = g.seen_voids();
            let mut rng = GameRng::seeded(seed);
            for _ in 0..4 {
                let w = g.determinize(me, &mut rng);
                assert_eq!(w.view(me), g.view(me), "seed {seed}");
                assert_eq!(w.hands[me as usize], g.hands[me as usize]);
                let all = w.hands.iter().fold(CardSet::EMPTY, |a, h| {
                    assert!(a.and(*h).is_empty(), "a card in two hands");
                    a.or(*h)
                });
                assert!(all.and(w.stock.iter().copied().collect()).is_empty());
                for (ti, t) in w.draft_log.iter().enumerate() {
                    let i = t.picks.iter().position(|p| p.face_down).unwrap();
                    assert_eq!(winner_with(t, i, t.picks[i].card), t.winner, "seed {seed}: trick {ti} would have gone elsewhere");
                }
                for (s, void) in voids.iter().enumerate() {
                    assert_eq!(w.hands[s].len(), g.hands[s].len());
                    assert!(w.hands[s].and(*void).is_empty(), "seed {seed}: seat {s} holds a suit it showed out of");
                    // Every card held was drafted by its holder (the world's pick log).
                    let drafted: CardSet = w.draft_log.iter().flat_map(|t| t.picks.iter()).filter(|p| p.seat as usize == s).map(|p| p.card).collect();
                    assert_eq!(w.hands[s].minus(drafted), CardSet::EMPTY, "seed {seed}: seat {s}");
                }
            }
        }
    }

    #[test]
    fn the_world_depends_on_the_view_alone() {
        for seed in 0..60 {
            let g = walked(seed, (seed as usize * 13) % 100);
            let Turn::Seat(me) = g.turn() else { continue };
            let other = g.determinize(me, &mut GameRng::seeded(seed + 500));
            assert_eq!(other.view(me), g.view(me));
            let a = g.determinize(me, &mut GameRng::seeded(seed));
            let b = other.determinize(me, &mut GameRng::seeded(seed));
            assert_eq!(format!("{a:?}"), format!("{b:?}"), "seed {seed}");
        }
    }

    #[test]
    fn every_table_size_and_match_play_determinize_and_play_out() {
        for (n, format) in [("3", "single-game"), ("5", "single-game"), ("3", "first-to-3-wins"), ("5", "first-to-3-wins")] {
            let rules = Ruleset::with_options(&INFO, [("players", n), ("match-format", format)]).unwrap();
            for seed in 0..6 {
                let mut g = Rwd::new(&rules);
                let mut chance = GameRng::seeded(seed);
                let mut rng = GameRng::stream(seed, 3);
                let mut step = 0;
                while g.turn() != Turn::Over && g.results.len() < 2 {
                    if let Turn::Seat(me) = g.turn() {
                        if step % 5 == 0 {
                            let w = g.determinize(me, &mut rng);
                            assert_eq!(w.view(me), g.view(me), "{n} {format} seed {seed}");
                            let other = g.determinize(me, &mut GameRng::seeded(step));
                            assert_eq!(other.view(me), g.view(me), "{n} {format} seed {seed}");
                            let a = g.determinize(me, &mut GameRng::seeded(1));
                            let b = other.determinize(me, &mut GameRng::seeded(1));
                            assert_eq!(format!("{a:?}"), format!("{b:?}"));
                            let mut p = w.clone();
                            p.playout(&mut rng);
                            assert_eq!(p.results.len(), g.results.len() + 1);
                            assert_eq!(p.results.last().unwrap().scores.iter().sum::<i32>(), 0);
                        }
                        let legal = g.legal_actions();
                        g.apply(&legal[rng.below(legal.len())]).unwrap();
                        step += 1;
                    } else {
                        let a = g.sample_chance(&mut chance);
                        g.apply(&a).unwrap();
                    }
                }
            }
        }
    }

    #[test]
    fn a_shown_face_down_card_stays_put() {
        // Seat 3 took the face-down HA and seat 1 won the trick (C1): both know it is with
        // seat 3; seats 0 and 2 do not.
        let mut g = Rwd::new(&Ruleset::defaults(&INFO));
        g.apply(&Action::FirstStart(0)).unwrap();
        let mut stock = cards("HK S4 D9 HA");
        stock.extend(CardSet::standard_52().minus(stock.iter().copied().collect()).iter());
        g.apply(&Action::Shuffle { stock }).unwrap();
        for a in [Action::Take(card("HK")), Action::TakeFaceDown, Action::Take(card("D9")), Action::Take(card("S4"))] {
            g.apply(&a).unwrap();
        }
        let mut rng = GameRng::seeded(2);
        for _ in 0..50 {
            assert!(g.determinize(1, &mut rng).hands[3].contains(card("HA")));
            // Seat 2 only knows that the face-down card did not beat the S4.
            let w = g.determinize(2, &mut rng);
            let fd = w.hands[3].minus(CardSet::single(card("HK")).or(set("D9 S4"))).first().unwrap();
            assert!(fd.suit() != Suit::SPADES || fd.rank() < 4, "{fd}");
        }
        let seen_by_2: CardSet = (0..50).map(|_| g.determinize(2, &mut rng).hands[3]).fold(CardSet::EMPTY, |a, h| a.or(h));
        assert!(seen_by_2.len() > 10, "seat 2 imagines many face-down cards");
    }

    #[test]
    fn the_normal_draft_leaves_the_spade_that_would_take_the_chip() {
        // Seat 0 picks first from S3 HK D4 + face down: a spade is in the trick, so HK can
        // never win it, while S3 nearly always does.
        let mut g = Rwd::new(&Ruleset::defaults(&INFO));
        g.apply(&Action::FirstStart(0)).unwrap();
        let mut stock = cards("S3 HK D4 C7");
        stock.extend(CardSet::standard_52().minus(stock.iter().copied().collect()).iter());
        g.apply(&Action::Shuffle { stock }).unwrap();
        assert_eq!(choose(&g, Level::Normal, &mut GameRng::seeded(1)), Some(Action::Take(card("HK"))));
        // Last but one to pick with S3 and D4 left: taking D4 leaves S3 to win.
        g.apply(&Action::Take(card("HK"))).unwrap();
        g.apply(&Action::TakeFaceDown).unwrap();
        assert_eq!(choose(&g, Level::Normal, &mut GameRng::seeded(1)), Some(Action::Take(card("D4"))));
    }

    #[test]
    fn the_normal_second_half_ruffs_low_and_leads_side_aces() {
        let mut g = Rwd::new(&Ruleset::defaults(&INFO));
        g.phase = Phase::Play;
        g.hands = vec![set("S2 S9 SK C3"), set("HA H5 D2 D3"), set("H9 D4 D5 D6"), set("HT D7 D8 D9")];
        g.tricks.leader = 1;
        assert_eq!(choose(&g, Level::Normal, &mut GameRng::seeded(1)), Some(Action::Play(card("HA"))));
        g.apply(&Action::Play(card("H5"))).unwrap();
        g.apply(&Action::Play(card("H9"))).unwrap();
        g.apply(&Action::Play(card("HT"))).unwrap();
        // Seat 0 is void in hearts: the lowest spade wins.
        assert_eq!(choose(&g, Level::Normal, &mut GameRng::seeded(1)), Some(Action::Play(card("S2"))));
    }

    #[test]
    fn winning_cards_agree_with_the_trick_rule() {
        use crate::bots::tricks::would_win;
        let mut checked = 0;
        for seed in 0..200 {
            let g = walked(seed, 52 + (seed as usize * 5) % 52);
            if g.phase != Phase::Play || g.tricks.trick.is_empty() {
                continue;
            }
            let me = g.to_play();
            let legal = g.legal_cards();
            let led = g.tricks.trick[0].card.suit();
            let want: CardSet = legal.iter().filter(|&c| would_win(&g.tricks.trick, me, c, Some(led), &RULE)).collect();
            assert_eq!(winning_cards(legal, &g.tricks.trick), want, "seed {seed}");
            checked += 1;
        }
        assert!(checked > 50);
    }

    #[test]
    fn the_fast_playout_ends_the_game_with_consistent_counts() {
        for seed in 0..80 {
            let g = walked(seed, (seed as usize * 11) % 104);
            if g.turn() == Turn::Over {
                continue;
            }
            let mut p = g.clone();
            p.playout(&mut GameRng::seeded(seed));
            assert_eq!(p.phase, Phase::Over);
            assert_eq!(p.chips.iter().map(|&c| c as u32).sum::<u32>(), 13);
            assert_eq!(p.tricks.won.iter().map(|&c| c as u32).sum::<u32>(), 13);
            assert!(p.hands.iter().all(|h| h.is_empty()));
            assert_eq!(p.scores().iter().sum::<i32>(), 0);
            // The draft, once played out, follows the rules: chips agree with the pick log.
            for s in 0..4u8 {
                assert_eq!(p.draft_log.iter().filter(|t| t.winner == s).count(), p.chips[s as usize] as usize);
            }
        }
    }
}

#[cfg(test)]
mod tuning {
    use super::*;
    use crate::bots::ismcts;

    #[derive(Clone, Copy, Debug)]
    enum Pol {
        Normal,
        Variant(Params),
        Hard(u32),
        Random,
    }

    fn act(g: &Rwd, s: Seat, pol: Pol, rng: &mut GameRng) -> Action {
        let legal = g.legal_actions();
        if legal.len() == 1 {
            return legal[0].clone();
        }
        match pol {
            Pol::Normal => Rwd::normal_action(&g.view(s), &legal, rng),
            Pol::Variant(p) => match g.phase {
                Phase::Draft => draft_pick(&g.view(s), &legal, &p),
                _ => Action::Play(play_card(&g.view(s))),
            },
            Pol::Hard(it) => ismcts::best(g, s, ismcts::Worlds::Sampled, it, rng),
            Pol::Random => legal[rng.below(legal.len())].clone(),
        }
    }

    /// (draft, play) policies for the seats of parity `a_parity` (a) and the others (b).
    fn duel(seed: u64, a: (Pol, Pol), b: (Pol, Pol), a_parity: usize) -> f64 {
        let mut g = Rwd::new(&Ruleset::defaults(&INFO));
        let mut chance = GameRng::seeded(seed);
        let mut k = 0;
        while g.turn() != Turn::Over {
            match g.turn() {
                Turn::Chance => {
                    let x = g.sample_chance(&mut chance);
                    g.apply(&x).unwrap();
                }
                Turn::Seat(s) => {
                    k += 1;
                    let mut rng = GameRng::stream(seed, k);
                    let (d, p) = if s as usize % 2 == a_parity { a } else { b };
                    let x = act(&g, s, if g.phase == Phase::Draft { d } else { p }, &mut rng);
                    g.apply(&x).unwrap();
                }
                Turn::Over => {}
            }
        }
        let t = g.scores();
        let side = |parity: usize| t.iter().enumerate().filter(|(s, _)| s % 2 == parity).map(|(_, x)| x).sum::<i32>();
        (side(a_parity) - side(1 - a_parity)) as f64 / 2.0
    }

    fn parse(s: &str) -> Pol {
        match s {
            "n" => Pol::Normal,
            "r" => Pol::Random,
            h => Pol::Hard(h[1..].parse().unwrap()),
        }
    }

    fn compare(a: (Pol, Pol), b: (Pol, Pol), n: u64) -> (f64, f64) {
        let d: Vec<f64> = (0..n).map(|seed| (duel(seed, a, b, 0) + duel(seed, a, b, 1)) / 2.0).collect();
        let m = d.iter().sum::<f64>() / n as f64;
        let var = d.iter().map(|x| (x - m).powi(2)).sum::<f64>() / (n - 1) as f64;
        (m, 1.96 * (var / n as f64).sqrt())
    }

    /// RWD_VARIANTS="chip=1.2;side1=0.5" : each variant against the normal bot, both halves.
    #[test]
    #[ignore]
    fn normal_variants() {
        let spec = std::env::var("RWD_VARIANTS").unwrap_or_default();
        for v in spec.split(';').filter(|v| !v.is_empty()) {
            let mut p = PARAMS;
            for kv in v.split(',') {
                let (k, x) = kv.split_once('=').unwrap();
                let f: f64 = x.parse().unwrap();
                match k {
                    "chip" => p.chip = f,
                    "step" => p.spade_step = f,
                    "min" => p.spade_min = f,
                    "len" => p.spade_length = f,
                    "side0" => p.side[0] = f,
                    "side1" => p.side[1] = f,
                    "side2" => p.side[2] = f,
                    "side3" => p.side[3] = f,
                    _ => panic!("{k}"),
                }
            }
            let (m, h) = compare((Pol::Variant(p), Pol::Variant(p)), (Pol::Normal, Pol::Normal), 3000);
            println!("{v}: {m:+.3} ± {h:.3}");
        }
    }

    /// RWD_DUEL="da,pa,db,pb" e.g. "h1000,n,n,n": draft and play policies of a and b.
    #[test]
    #[ignore]
    fn duel_policies() {
        let spec = std::env::var("RWD_DUEL").unwrap();
        let n: u64 = std::env::var("RWD_N").ok().and_then(|v| v.parse().ok()).unwrap_or(100);
        let v: Vec<Pol> = spec.split(',').map(parse).collect();
        let d: Vec<f64> = (0..n).map(|seed| (duel(seed, (v[0], v[1]), (v[2], v[3]), 0) + duel(seed, (v[0], v[1]), (v[2], v[3]), 1)) / 2.0).collect();
        let m = d.iter().sum::<f64>() / n as f64;
        let var = d.iter().map(|x| (x - m).powi(2)).sum::<f64>() / (n - 1) as f64;
        println!("{spec}: {m:+.3} ± {:.3}", 1.96 * (var / n as f64).sqrt());
    }
}

//! Japanese Loo for the bots.
//!
//! Hidden from a seat (rules.md R17): the other hands, every dropped hand (also after the deal)
//! and the undealt stock. A determinization deals those cards again, keeping each place's
//! count and the suits each player has shown out of (R9: a player who did not follow holds
//! none of the led suit). The declarations are public and say something about the hands:
//! each declared player's hand is drawn a few times until it is one the normal bot would
//! have declared the same way with (played with a strong hand, dropped a weak one), so the
//! search does not hand trumps to the discards of players who dropped. Likewise a player
//! who let a trick go while holding a card that would have taken it is unlikely (every
//! trick pays the same), so those cards are kept from it where the deal allows.
//!
//! A deal's Loo penalty is paid at the start of the next deal (R5.1, R12). So that the
//! search sees it, a deal counts as done for the bots only once the next deal's payments are
//! made (or the game is over): [`BotGame::deals_done`] lags the score sheet by one while the
//! next deal is waiting to be dealt.

use super::*;
use crate::bots::hidden::{read_hand, redeal, Draws, Slot};
use crate::bots::inference::{plays_of, Rewound};
use crate::bots::tricks::{note_voids, voids_in, would_win};
use crate::bots::BotGame;
use crate::engine::trick::Play;

/// Hands drawn per declared player in a determinization until one fits the declaration
/// (arena, 100 boards, hard − normal: +0.25 with none, +0.33 with 3, +0.41 with 8).
const DECLARATION_TRIES: usize = 8;

impl JapaneseLoo {
    /// Suits each seat has shown out of this deal (rules.md R9).
    fn known_voids(&self) -> Vec<CardSet> {
        voids_in(&self.tricks, FollowBy::Suit)
    }

    /// Cards each seat probably does not hold, if it takes a trick whenever it can (the
    /// normal bot does; every trick pays the same): a player who followed suit without
    /// beating the trick so far held no card of the suit that would have, and one out of the
    /// suit who did not win it held no trump that would have. Only a likelihood: a player may
    /// hold a card back, so determinizations use it where it fits and drop it where not.
    fn likely_lacking(&self) -> Vec<CardSet> {
        let trump = self.turn_up.map_or(Suit::SPADES, |c| c.suit());
        let above = |suit: Suit, rank: u8| CardSet(PACK.of_suit(suit).0 & !((2u128 << Card::new(suit, rank).index()) - 1));
        let mut out = vec![CardSet::EMPTY; self.n()];
        let done = self.tricks.history.iter().map(|t| t.plays.clone());
        let current = std::iter::once(self.tricks.cards());
        for plays in done.chain(current) {
            let Some(&(_, first)) = plays.first() else { continue };
            let led = first.suit();
            let mut best = first;
            for &(s, c) in &plays[1..] {
                let beats = if c.suit() == trump {
                    best.suit() != trump || c.rank() > best.rank()
                } else {
                    c.suit() == led && best.suit() == led && c.rank() > best.rank()
                };
                if beats {
                    best = c;
                    continue;
                }
                let lacks = if c.suit() == led {
                    // Following: a higher card of the suit would have won unless trumped.
                    if best.suit() == trump { CardSet::EMPTY } else { above(led, best.rank()) }
                } else if best.suit() == trump {
                    above(trump, best.rank())
                } else {
                    PACK.of_suit(trump)
                };
                out[s as usize] = out[s as usize].or(lacks);
            }
        }
        out
    }

    /// Greedy cards to the end of trick play: try to take the trick (as cheaply as possible
    /// when last), else throw the lowest card.
    fn greedy_tricks(&mut self, rng: &mut GameRng) {
        let trump = self.turn_up.map_or(Suit::SPADES, |c| c.suit());
        let key = |c: Card| if c.suit() == trump { 16 + c.rank() } else { c.rank() };
        while self.phase == Phase::Play {
            let legal = self.legal_cards();
            let card = if legal.len() == 1 || rng.below(8) == 0 {
                legal.nth(rng.below(legal.len() as usize) as u32).expect("a card to play")
            } else if self.tricks.trick.is_empty() {
                legal.iter().max_by_key(|&c| c.rank()).expect("a card")
            } else {
                let led = self.tricks.trick[0].card.suit();
                let best = self.tricks.trick[self.tricks.winner(&self.rule())].card;
                let beats = |c: Card| {
                    if c.suit() == trump {
                        best.suit() != trump || c.rank() > best.rank()
                    } else {
                        c.suit() == led && best.suit() == led && c.rank() > best.rank()
                    }
                };
                let last = self.tricks.trick.len() + 1 == self.players_in.len() as usize;
                let win = legal.iter().filter(|&c| beats(c));
                let pick = if last { win.min_by_key(|&c| key(c)) } else { win.max_by_key(|&c| key(c)) };
                pick.unwrap_or_else(|| legal.iter().min_by_key(|&c| key(c)).expect("a card"))
            };
            self.play(card).expect("a legal card");
        }
    }

    /// A deal of the cards hidden from `seat` in which each player's hand, as it was when
    /// they declared (what they hold now and what they have played), tends to fit their
    /// declaration under the normal bot's rule: up to `tries` hands are drawn for each
    /// declared player until one fits, else the first is kept ([`read_hand`]). Players yet
    /// to declare (or who made none) and the stock take the rest at random. `None` when the
    /// draws leave a player with too few cards outside its known voids.
    fn informed_deal(
        &self,
        seat: Seat,
        pool: CardSet,
        voids: &[CardSet],
        tries: usize,
        rng: &mut GameRng,
    ) -> Option<(Vec<CardSet>, Vec<CardSet>, CardSet)> {
        let n = self.n();
        let mut hands = self.hands.clone();
        let mut discards = self.discards.clone();
        let mut left = pool;
        let mut played = vec![CardSet::EMPTY; n];
        for t in &self.tricks.history {
            for &(s, c) in &t.plays {
                played[s as usize].insert(c);
            }
        }
        for p in &self.tricks.trick {
            played[p.seat as usize].insert(p.card);
        }
        let trump = self.turn_up.map_or(Suit::SPADES, |c| c.suit());
        let turn_up = self.turn_up.map_or(CardSet::EMPTY, CardSet::single);
        let lacking = self.likely_lacking();
        let excluded_in = |s: usize| voids[s].or(lacking[s]);
        let penalty = loo_cost(self.cycle.number(), self.opts.players, self.opts.final_loo_extension);
        let mut before: Vec<Option<Declaration>> = vec![None; n];
        let mut pot = self.loo_paid.len() as i32 * LOO_PENALTY + if self.ante_paid { ANTE } else { 0 };
        let mut drawn = vec![false; n];
        drawn[seat as usize] = true;
        for k in 1..=n {
            let s = (self.cycle.dealer as usize + k) % n;
            let Some(d) = self.declarations[s] else { continue };
            if s != seat as usize {
                let (count, excluded) = match d {
                    Declaration::In => (hands[s].len() as usize, excluded_in(s)),
                    Declaration::Drop => (discards[s].len() as usize, CardSet::EMPTY),
                };
                let mut draws = Draws::new(left.minus(excluded), count)?;
                let miss = |hand: CardSet| {
                    let original = hand.or(played[s]);
                    let declaring = Declaring { me: s, hand: original, trump, unseen: PACK.minus(original).minus(turn_up), declarations: &before, pot, penalty };
                    u32::from(plays_in(&declaring) != (d == Declaration::In))
                };
                let chosen = read_hand(tries, rng, |rng| Some(draws.next(rng)), miss)?;
                left = left.minus(chosen);
                match d {
                    Declaration::In => hands[s] = chosen,
                    Declaration::Drop => discards[s] = chosen,
                }
                drawn[s] = true;
            }
            before[s] = Some(d);
            if d == Declaration::Drop {
                pot += DROP_FEE;
            }
        }
        let rest: Vec<usize> = (0..n).filter(|&s| !drawn[s]).collect();
        let mut slots: Vec<Slot> = rest.iter().map(|&s| Slot::excluding(hands[s].len() as usize, excluded_in(s))).collect();
        slots.push(Slot::new(self.stock.len() as usize));
        let dealt = redeal(left, &slots, rng)?;
        for (i, &s) in rest.iter().enumerate() {
            hands[s] = dealt[i];
        }
        Some((hands, discards, dealt[rest.len()]))
    }

    /// The normal bot's play-or-drop, for playouts, now and then reversed.
    fn rule_declaration(&self, rng: &mut GameRng) -> Declaration {
        let me = self.to_declare() as usize;
        let hand = self.hands[me];
        let turn_up = self.turn_up.map_or(CardSet::EMPTY, CardSet::single);
        let d = Declaring {
            me,
            hand,
            trump: self.turn_up.map_or(Suit::SPADES, |c| c.suit()),
            unseen: PACK.minus(hand).minus(turn_up),
            declarations: &self.declarations,
            pot: self.pot,
            penalty: loo_cost(self.cycle.number(), self.opts.players, self.opts.final_loo_extension),
        };
        if plays_in(&d) != (rng.below(8) == 0) {
            Declaration::In
        } else {
            Declaration::Drop
        }
    }
}

impl BotGame for JapaneseLoo {
    /// The rest of a deal's tricks may be claimed (`bots::claim`).
    fn claims() -> bool {
        true
    }

    crate::bots::probe::card_probes!(Action::Play, CARDS, |view| view.turn_up.map(|t| t.suit()));

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut world = self.clone();
        let pool = self.secrets(seat).cards;
        if pool.is_empty() {
            return world;
        }
        let voids = self.known_voids();
        if let Some((hands, discards, stock)) = self.informed_deal(seat, pool, &voids, DECLARATION_TRIES, rng) {
            world.hands = hands;
            world.discards = discards;
            world.stock = stock;
            return world;
        }
        let others: Vec<usize> = (0..self.n()).filter(|&s| s != seat as usize).collect();
        let mut slots: Vec<Slot> =
            others.iter().map(|&s| Slot::excluding(self.hands[s].len() as usize, voids[s])).collect();
        slots.extend(others.iter().map(|&s| Slot::new(self.discards[s].len() as usize)));
        slots.push(Slot::new(self.stock.len() as usize));
        let dealt = redeal(pool, &slots, rng).expect("the true deal fits what the seat knows");
        let k = others.len();
        for (i, &s) in others.iter().enumerate() {
            world.hands[s] = dealt[i];
            world.discards[s] = dealt[k + i];
        }
        world.stock = dealt[2 * k];
        world
    }

    /// Deals settled: finished, and their Loo penalties charged (the next deal's payments
    /// made) or the game over.
    fn deals_done(&self) -> u32 {
        let rows = self.deal_rows.len() as u32;
        if self.phase == Phase::Deal {
            rows.saturating_sub(1)
        } else {
            rows
        }
    }

    fn trick_counts(&self) -> Option<Vec<u8>> {
        Some(self.tricks.won.to_vec())
    }

    /// Back to the declarations (R7), or in the extension deal, which has none, to the
    /// first lead (R15): each dropped hand is picked up again and its fee taken back from
    /// the pot, every card played goes back to its hand, and every trick's share back to
    /// the pot (R10).
    fn rewind(&self, _observer: Seat) -> Option<Rewound<Self>> {
        if !matches!(self.phase, Phase::Declare | Phase::Play) {
            return None;
        }
        let n = self.n();
        let mut start = self.clone();
        let mut actions = Vec::new();
        if !self.extension {
            for k in 0..self.declared as usize {
                let s = nth_from(self.cycle.after_dealer(), k, Direction::Clockwise, n) as usize;
                let d = self.declarations[s].expect("every seat so far declared");
                if d == Declaration::Drop {
                    start.hands[s] = self.discards[s];
                    start.discards[s] = CardSet::EMPTY;
                    start.chips[s] += DROP_FEE;
                    start.pot -= DROP_FEE;
                }
                actions.push(Action::Declare(d));
            }
            start.declarations = vec![None; n];
            start.declared = 0;
            start.players_in = SeatSet::all(n);
            start.play_pot = None;
            start.phase = Phase::Declare;
        }
        let plays = plays_of(&self.tricks);
        for &(s, c) in &plays {
            start.hands[s as usize].insert(c);
            actions.push(Action::Play(c));
        }
        if actions.is_empty() {
            return None;
        }
        for s in 0..n {
            start.chips[s] -= self.taken[s];
            start.pot += self.taken[s];
        }
        start.taken = vec![0; n];
        // The extension's first lead is the dealer's left (rules.md R9: all N play); a regular
        // deal's comes with the declarations replayed.
        start.tricks.start(if self.extension { self.cycle.after_dealer() } else { self.tricks.leader });
        Some(Rewound { start, actions })
    }

    fn normal_action(view: &View, legal: &[Action], _rng: &mut GameRng) -> Action {
        if view.phase == Phase::Declare {
            let d = if declare_in(view) { Declaration::In } else { Declaration::Drop };
            return Action::Declare(d);
        }
        let cards: CardSet = legal.iter().filter_map(|a| if let Action::Play(c) = a { Some(*c) } else { None }).collect();
        Action::Play(choose_card(view, cards))
    }

    /// A deal moves a few shares and a drop fee or a Loo penalty.
    fn reward_scale(&self) -> f64 {
        10.0
    }

    /// About 10 µs an iteration natively (a determinization with its declaration draws,
    /// then a playout that also deals the next deal to charge the Loo penalties).
    fn hard_iterations(&self) -> u32 {
        1200
    }

    /// The search plays out with the normal bot's own rules of thumb at every move, which
    /// judged better than the quick greedy playout below (+0.08 a deal against the normal
    /// bots on fresh boards, level head to head; docs/bench.md, "Playouts by the rules of
    /// thumb"), at about twice its cost.
    fn playouts_by_rules_of_thumb(&self) -> f64 {
        1.0
    }

    /// Quick rule-of-thumb declarations and cards (with a little randomness) to the end of
    /// the deal, then the next deal's payments (which charge this deal's Loo penalties).
    /// Greedy playouts judge a declaration much better than random ones, where nobody
    /// plays a hand sensibly. The search uses the full rules of thumb instead (above); this
    /// is the playout `torite-cli bench` times.
    fn playout(&mut self, rng: &mut GameRng) {
        let start = BotGame::deals_done(self);
        loop {
            match self.phase {
                Phase::Over => return,
                Phase::Play => self.greedy_tricks(rng),
                Phase::Declare => {
                    let d = self.rule_declaration(rng);
                    self.declare(d).expect("declarations are always legal");
                }
                Phase::ChooseDealer | Phase::Deal => {
                    let a = self.sample_chance(rng);
                    self.apply(&a).expect("sampled chance outcomes apply");
                }
            }
            if BotGame::deals_done(self) != start {
                return;
            }
        }
    }
}

// ---- the normal bot: rules of thumb on the view ----

fn trump_of(view: &View) -> Suit {
    view.turn_up.map_or(Suit::SPADES, |c| c.suit())
}

/// The cards this seat has not seen: not in its hand or discard, not turned up, not played.
fn unseen(view: &View) -> CardSet {
    let mut seen = view.hand.or(view.discard);
    if let Some(t) = view.turn_up {
        seen.insert(t);
    }
    for t in &view.history {
        for &(_, c) in &t.plays {
            seen.insert(c);
        }
    }
    for &(_, c) in &view.trick {
        seen.insert(c);
    }
    PACK.minus(seen)
}

/// Unseen cards of `c`'s suit that outrank it.
fn higher_unseen(c: Card, unseen: CardSet) -> u32 {
    // A card's bit is its index; the higher cards of its suit are the bits above it in the
    // suit's block.
    (unseen.of_suit(c.suit()).0 >> (c.index() as u32 + 1)).count_ones()
}

/// Each card's chance of taking a trick against `opponents` players in, before any card is
/// played: a trump wins unless an opponent holds a higher one, and otherwise may still ruff
/// a side suit, the more likely the more trumps the hand holds; a side card also needs
/// nobody to ruff it and the suit to be led, and a second card of a suit seldom wins.
/// Calibrated on normal-bot deals of 7 players (how often a hand that plays is Loo, by
/// trumps and side aces and kings).
fn trick_chances(hand: CardSet, trump: Suit, unseen: CardSet, opponents: f64) -> impl Iterator<Item = f64> {
    let held = (HAND as f64 * opponents / unseen.len().max(1) as f64).min(1.0);
    let free = 1.0 - held;
    let trumps = hand.of_suit(trump).len() as f64;
    let ruff = (0.33 + 0.11 * trumps).min(0.8);
    let unruffed = 0.77f64.powf(opponents);
    hand.iter().map(move |c| {
        let h = higher_unseen(c, unseen) as i32;
        let clear = free.powi(h);
        if c.suit() == trump {
            0.85 * (clear + (1.0 - clear) * ruff)
        } else {
            let mine_above = (hand.of_suit(c.suit()).0 >> (c.index() as u32 + 1)).count_ones() as i32;
            let not_top = if h > 0 { 0.6 } else { 1.0 };
            0.85 * clear * not_top * unruffed * 0.4f64.powi(mine_above)
        }
    })
}

/// What a declaration depends on, all known to the declaring seat.
struct Declaring<'a> {
    me: usize,
    hand: CardSet,
    trump: Suit,
    unseen: CardSet,
    declarations: &'a [Option<Declaration>],
    pot: i32,
    /// The Loo penalty this deal can cost.
    penalty: f64,
}

/// The Loo penalty the deal in progress can cost (R12): the final regular deal's Loo pays
/// into the extension pot (R15), of which it may win some back, or nothing with the
/// extension off.
fn loo_cost(deal_number: u8, deals: u8, extension_on: bool) -> f64 {
    match (deal_number >= deals, extension_on) {
        (true, false) => 0.0,
        (true, true) => LOO_PENALTY as f64 * 0.7,
        _ => LOO_PENALTY as f64,
    }
}

/// Play or drop (rules.md R7): play when the expected shares outweigh the risk of the Loo
/// penalty against the drop fee.
fn declare_in(view: &View) -> bool {
    plays_in(&Declaring {
        me: view.seat as usize,
        hand: view.hand,
        trump: trump_of(view),
        unseen: unseen(view),
        declarations: &view.declarations,
        pot: view.pot,
        penalty: loo_cost(view.deal_number, view.deals, view.options.final_loo_extension),
    })
}

fn plays_in(d: &Declaring) -> bool {
    let others_in =
        (0..d.declarations.len()).filter(|&s| s != d.me && d.declarations[s] == Some(Declaration::In)).count() as f64;
    let to_come = (0..d.declarations.len()).filter(|&s| s != d.me && d.declarations[s].is_none()).count() as f64;
    // Dropping costs a sure 5 against a 10 that only a hopeless hand is likely to pay, so
    // most players play: the normal bot itself plays about three times in four.
    let p_in = 0.7;
    let opponents = (others_in + p_in * to_come).max(1.0);
    let pot = d.pot as f64 + DROP_FEE as f64 * (1.0 - p_in) * to_come;
    let share = pot / TRICKS as f64;
    let (mut expected, mut loo_chance) = (0.0, 1.0);
    for p in trick_chances(d.hand, d.trump, d.unseen, opponents) {
        expected += p;
        loo_chance *= 1.0 - p.min(1.0);
    }
    let value_in = share * expected.min(TRICKS as f64) - d.penalty * loo_chance;
    value_in > -(DROP_FEE as f64)
}

/// Players still to play to the trick after this seat.
fn after_me(view: &View) -> usize {
    let in_play = view.in_play.iter().filter(|&&b| b).count();
    in_play.saturating_sub(view.trick.len() + 1)
}

/// Seats still to play to the current trick after this one, in order.
fn seats_after(view: &View) -> Vec<Seat> {
    let n = view.in_play.len();
    let mut out = Vec::new();
    let mut s = view.seat;
    for _ in 0..after_me(view) {
        loop {
            s = ((s as usize + 1) % n) as Seat;
            if view.in_play[s as usize] {
                break;
            }
        }
        out.push(s);
    }
    out
}

/// Suits each seat has shown out of this deal (public: every played card is).
fn voids_of(view: &View) -> Vec<CardSet> {
    let mut voids = vec![CardSet::EMPTY; view.in_play.len()];
    for plays in view.history.iter().map(|t| &t.plays).chain([&view.trick]) {
        note_voids(&mut voids, plays.iter().copied(), FollowBy::Suit);
    }
    voids
}

/// Whether a seat yet to play may trump a card of suit `suit`: it is known to be out of the
/// suit, or there are fewer unseen cards of the suit than players left to follow.
fn ruff_risk(view: &View, suit: Suit, trump: Suit, unseen: CardSet, later: &[Seat]) -> bool {
    if suit == trump || unseen.of_suit(trump).is_empty() || later.is_empty() {
        return false;
    }
    let voids = voids_of(view);
    let out_of = |s: Seat, x: Suit| voids[s as usize].and(x.mask()) == x.mask();
    let known = later.iter().any(|&s| out_of(s, suit) && !out_of(s, trump));
    known || (unseen.of_suit(suit).len() as usize) < later.len()
}

fn lowest(cards: CardSet) -> Option<Card> {
    cards.iter().min_by_key(|c| (c.rank(), c.suit()))
}

fn highest(cards: CardSet) -> Option<Card> {
    cards.iter().max_by_key(|c| (c.rank(), c.suit()))
}

/// The card to play: every trick pays the same share, so always try to win it, as cheaply
/// as is safe.
fn choose_card(view: &View, legal: CardSet) -> Card {
    let trump = trump_of(view);
    let unseen = unseen(view);
    let later = seats_after(view);
    let boss = |c: Card| higher_unseen(c, unseen) == 0;
    let side = legal.minus(trump.mask());
    if view.trick.is_empty() {
        // Lead a sure trick: a top trump, else a top side card nobody is likely to trump.
        if let Some(c) = highest(legal.of_suit(trump).iter().filter(|&c| boss(c)).collect()) {
            return c;
        }
        let safe: CardSet =
            side.iter().filter(|&c| boss(c) && !ruff_risk(view, c.suit(), trump, unseen, &later)).collect();
        if let Some(c) = safe.iter().max_by_key(|c| unseen.of_suit(c.suit()).len()) {
            return c;
        }
        if let Some(c) = side.iter().find(|&c| boss(c)) {
            return c;
        }
        // Nothing sure: with trumps, lead low from the shortest side suit to be able to ruff
        // it later; without, lead low.
        if !side.is_empty() {
            let shortest = side.iter().min_by_key(|c| (side.of_suit(c.suit()).len(), c.rank())).expect("side cards");
            return if legal.of_suit(trump).is_empty() { lowest(side).expect("side cards") } else { shortest };
        }
        return lowest(legal).expect("a legal card");
    }
    let plays: Vec<Play> = view.trick.iter().map(|&(seat, card)| Play { seat, card }).collect();
    let led = plays[0].card.suit();
    let rule = TrickRule::Trump(trump);
    let winning: CardSet = legal.iter().filter(|&c| would_win(&plays, view.seat, c, Some(led), &rule)).collect();
    if winning.is_empty() {
        // Throw the least useful card: the lowest side card, keeping trumps.
        let spare = if side.is_empty() { legal } else { side };
        return lowest(spare).expect("a legal card");
    }
    if later.is_empty() {
        return lowest(winning).expect("a winning card");
    }
    let sure: CardSet = winning
        .iter()
        .filter(|&c| {
            if c.suit() == trump {
                boss(c)
            } else {
                boss(c) && !plays.iter().any(|p| p.card.suit() == trump) && !ruff_risk(view, c.suit(), trump, unseen, &later)
            }
        })
        .collect();
    if let Some(c) = lowest(sure) {
        return c;
    }
    highest(winning).expect("a winning card")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::ismcts::{self, Worlds};
    use crate::games::japanese_loo::tests::{card, deal, declare, new_game, set};

    /// A game of `n` with dealer 0, dealt `fixed[s]` (filled from the rest in index order).
    fn dealt(n: u8, fixed: &[&str], turn_up: &str) -> JapaneseLoo {
        let mut g = new_game(n, 0);
        deal(&mut g, fixed, turn_up);
        g
    }

    fn normal(g: &JapaneseLoo) -> Action {
        let Turn::Seat(s) = g.turn() else { panic!("no seat to act") };
        JapaneseLoo::normal_action(&g.view(s), &g.legal_actions(), &mut GameRng::seeded(0))
    }

    #[test]
    fn rewinds_replay_to_the_state_in_regular_and_extension_deals() {
        use crate::bots::inference::rewound_alike;
        let mut rewound = [0; 2];
        for seed in 0..30 {
            let mut g = new_game(3, (seed % 3) as Seat);
            let mut rng = GameRng::seeded(seed);
            while g.phase != Phase::Over {
                for seat in 0..3 {
                    let world = g.determinize(seat, &mut GameRng::stream(seed, seat as u64));
                    let Some(t) = rewound_alike(&g, &world, seat) else { continue };
                    // Before the declarations, or the first lead when there are none (R15).
                    assert_eq!(t.start.phase, if g.extension { Phase::Play } else { Phase::Declare });
                    rewound[g.extension as usize] += 1;
                }
                let a = match g.turn() {
                    Turn::Chance => g.sample_chance(&mut rng),
                    _ => {
                        let mut legal = g.legal_actions();
                        legal.swap_remove(rng.below(legal.len()))
                    }
                };
                g.apply(&a).unwrap();
            }
        }
        assert!(rewound.iter().all(|&r| r > 20), "{rewound:?}");
    }

    #[test]
    fn a_seat_that_showed_out_never_gets_the_suit_back() {
        // Seat 1 leads a heart; seat 2 has none and plays a club.
        let mut g = dealt(4, &["S2 S3 S4 S5 S6", "H2 D2 D3 D4 D5", "C2 C3 C4 C5 C6"], "SA");
        declare(&mut g, "in in in in");
        g.apply(&Action::Play(card("H2"))).unwrap();
        g.apply(&Action::Play(card("C2"))).unwrap();
        for seed in 0..200 {
            let w = g.determinize(3, &mut GameRng::seeded(seed));
            assert!(w.hands[2].of_suit(Suit::HEARTS).is_empty(), "seed {seed}: {:?}", w.hands[2]);
            assert_eq!(w.hands[3], g.hands[3], "the seat's own hand stays");
            assert_eq!(w.hands.iter().map(|h| h.len()).collect::<Vec<_>>(), vec![5, 4, 4, 5]);
            assert_eq!(w.stock.len(), g.stock.len());
        }
    }

    #[test]
    fn dropped_hands_and_the_stock_are_redealt_and_own_discard_kept() {
        let mut g = dealt(4, &[], "SA");
        declare(&mut g, "drop drop in");
        let (mut moved_discard, mut moved_stock) = (false, false);
        for seed in 0..50 {
            let w = g.determinize(2, &mut GameRng::seeded(seed));
            assert_eq!(w.discards[2], g.discards[2], "seat 2 knows its own dropped hand");
            assert_eq!(w.discards[1].len(), 5);
            moved_discard |= w.discards[1] != g.discards[1];
            moved_stock |= w.stock != g.stock;
            assert!(!w.stock.contains(card("SA")) && !w.hands.iter().any(|h| h.contains(card("SA"))));
        }
        assert!(moved_discard && moved_stock);
    }

    #[test]
    fn a_player_who_could_have_won_probably_could_not() {
        // Trump spades. Seat 1 leads H9; seat 2 follows with H4 (so no heart above the nine);
        // seat 3 throws a club on it (so no spade); seat 0 ruffs with S5.
        let mut g = dealt(4, &["S5 C2 C3 C4 C6", "H9 D2 D3 D4 D5", "H4 D6 D7 D8 D9", "C8 C9 CT CJ CQ"], "SA");
        declare(&mut g, "in in in in");
        for c in ["H9", "H4", "C8", "S5"] {
            g.apply(&Action::Play(card(c))).unwrap();
        }
        let lacking = g.likely_lacking();
        assert_eq!(lacking[2], set("HT HJ HQ HK HA"));
        assert_eq!(lacking[3], PACK.of_suit(Suit::SPADES));
        assert_eq!(lacking[0], CardSet::EMPTY);
        assert_eq!(lacking[1], CardSet::EMPTY);
        for seed in 0..100 {
            let w = g.determinize(1, &mut GameRng::seeded(seed));
            assert!(w.hands[2].and(lacking[2]).is_empty() && w.hands[3].of_suit(Suit::SPADES).is_empty());
        }
    }

    #[test]
    fn declarations_shape_the_hands_dealt() {
        // Seats 1-3 drop, seats 4-6 play; seat 0 (the dealer) looks at the others' cards.
        let mut g = dealt(7, &[], "C2");
        declare(&mut g, "drop drop drop in in in");
        let trumps = |h: CardSet| h.of_suit(Suit::CLUBS).len() as f64;
        let (mut dropped, mut played) = (0.0, 0.0);
        for seed in 0..300 {
            let w = g.determinize(0, &mut GameRng::seeded(seed));
            for s in 1..=3 {
                assert_eq!((w.discards[s].len(), w.hands[s].len()), (5, 0));
                dropped += trumps(w.discards[s]);
            }
            for s in 4..=6 {
                assert_eq!(w.hands[s].len(), 5);
                played += trumps(w.hands[s]);
            }
        }
        // Uniform deals would give both about 5 × 12/46 = 1.3 trumps a hand.
        assert!(played > 1.5 * dropped, "trumps per hand: played {} dropped {}", played / 900.0, dropped / 900.0);
    }

    #[test]
    fn the_search_sees_the_loo_penalty() {
        // After the last trick the deal is not settled until the next deal charges the Loo.
        let mut g = dealt(3, &[], "SA");
        declare(&mut g, "in in in");
        assert_eq!(BotGame::deals_done(&g), 0);
        g.greedy_tricks(&mut GameRng::seeded(3));
        assert_eq!(g.phase, Phase::Deal);
        assert_eq!(BotGame::deals_done(&g), 0);
        let mut p = g.clone();
        p.playout(&mut GameRng::seeded(4));
        assert_eq!(BotGame::deals_done(&p), 1);
        let loo = g.deal_rows[0].loo.clone();
        for s in 0..3 {
            let ante = if s == 1 { ANTE } else { 0 };
            let penalty = if loo.contains(&(s as Seat)) { LOO_PENALTY } else { 0 };
            assert_eq!(p.chips[s], g.chips[s] - ante - penalty);
        }
    }

    #[test]
    fn declarations_follow_the_hand() {
        // Seat 1 declares first with 7 players: top trumps play, rags drop.
        let g = dealt(7, &["", "SK SQ SJ H4 D5"], "S3");
        assert_eq!(normal(&g), Action::Declare(Declaration::In));
        let g = dealt(7, &["", "H2 H5 D3 C7 C9", "SA SK SQ SJ ST"], "S3");
        assert_eq!(normal(&g), Action::Declare(Declaration::Drop));
        // In the last deal with the extension off the Loo costs nothing: always play.
        let rules = Ruleset::with_options(&INFO, vec![("players", "7"), ("final-loo-extension", "off")]).unwrap();
        let mut g = JapaneseLoo::new(&rules);
        g.apply(&Action::FirstDealer(0)).unwrap();
        for _ in 0..6 {
            deal(&mut g, &[], "SA");
            declare(&mut g, "drop drop drop drop drop drop");
        }
        deal(&mut g, &["H2 H5 D3 C7 C9"], "S3");
        assert_eq!((g.cycle.done, g.turn()), (6, Turn::Seat(0)));
        assert_eq!(normal(&g), Action::Declare(Declaration::In));
        let mut first = JapaneseLoo::new(&rules);
        first.apply(&Action::FirstDealer(6)).unwrap();
        deal(&mut first, &["H2 H5 D3 C7 C9"], "S3");
        assert_eq!(first.turn(), Turn::Seat(0));
        assert_eq!(normal(&first), Action::Declare(Declaration::Drop), "earlier deals charge the Loo");
    }

    #[test]
    fn play_wins_cheaply_and_leads_sure_tricks() {
        // Trump spades. Seat 1 leads: it holds the top trump (SA turned up, SK is top).
        let mut g = dealt(3, &["H2 H3 D2 D3 C2", "SK S4 HA D9 C9", "H4 H5 D4 D5 C3"], "SA");
        declare(&mut g, "in in in");
        assert_eq!(normal(&g), Action::Play(card("SK")));
        g.apply(&Action::Play(card("SK"))).unwrap();
        // Seat 2 cannot win: throws its lowest side card; seat 0 likewise.
        assert_eq!(normal(&g), Action::Play(card("C3")));
        g.apply(&Action::Play(card("C3"))).unwrap();
        g.apply(&Action::Play(card("C2"))).unwrap();
        // Seat 1 again: HA is now safe to lead (no trump is left unseen... seat 1 sees S4
        // only; others may hold trumps, but they followed clubs/hearts, so HA is led when
        // nobody is known out of hearts).
        assert_eq!(normal(&g), Action::Play(card("HA")));
        g.apply(&Action::Play(card("HA"))).unwrap();
        // Seat 2 follows low and cannot win.
        assert_eq!(normal(&g), Action::Play(card("H4")));
    }

    #[test]
    fn last_to_play_wins_with_the_cheapest_card_and_ruffs_low() {
        let mut g = dealt(3, &["HK HQ H2 C2 C3", "H9 D2 D3 D4 D5", "S4 S9 C4 C5 C6"], "SA");
        declare(&mut g, "in in in");
        g.apply(&Action::Play(card("H9"))).unwrap();
        // Seat 2 has no heart: it ruffs, and is not last, so it takes no risk it need not:
        // neither trump is sure (SK, SQ... unseen), so the higher.
        assert_eq!(normal(&g), Action::Play(card("S9")));
        let mut h = g.clone();
        h.apply(&Action::Play(card("C4"))).unwrap();
        // Seat 0 is last: the lowest heart that wins.
        assert_eq!(normal(&h), Action::Play(card("HQ")));
    }

    #[test]
    fn hard_and_normal_choose_legal_actions() {
        let mut g = dealt(5, &[], "D7");
        let mut rng = GameRng::seeded(9);
        while BotGame::deals_done(&g) == 0 {
            match g.turn() {
                Turn::Chance => g.apply(&g.sample_chance(&mut rng)).unwrap(),
                Turn::Seat(s) => {
                    let legal = g.legal_actions();
                    let a = if s % 2 == 0 {
                        ismcts::best(&g, s, Worlds::Sampled, 50, &mut rng)
                    } else {
                        JapaneseLoo::normal_action(&g.view(s), &legal, &mut rng)
                    };
                    assert!(legal.contains(&a));
                    g.apply(&a).unwrap();
                }
                Turn::Over => break,
            }
        }
    }
}

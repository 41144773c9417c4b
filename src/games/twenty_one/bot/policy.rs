//! Rules of thumb: how many tricks a hand should take, the bid that pays best on it, and
//! which card to play. The normal bot plays by them from its view; the hard bot's playouts
//! and its reading of the others' bids use the same ones, so what it expects of the other
//! seats is what a sensible player does.

use super::super::{deal_points, partner_of, Options, MAX_BID, MIN_BID, SEATS};
use crate::engine::trick::Play;
use crate::engine::{Card, CardSet, Seat, Suit};

const HEARTS: Suit = Suit::HEARTS;
const SIDE_SUITS: [Suit; 3] = [Suit::CLUBS, Suit::DIAMONDS, Suit::SPADES];

/// How far a hand's real trick count strays from [`expected_tricks`] (one standard
/// deviation, measured over greedy self-play).
pub const TRICKS_SPREAD: f64 = 1.2;

/// The tricks a 13-card hand (or the hand as dealt) can expect to take with hearts trump:
/// top cards by how well they are guarded, long hearts, and ruffs in short side suits while
/// spare hearts last.
pub fn expected_tricks(hand: CardSet) -> f64 {
    let hearts = hand.of_suit(HEARTS);
    let h = hearts.len() as f64;
    let mut t = 0.0;
    // Trumps: a heart with k higher hearts outside the hand wins once those have fallen, if
    // it has k smaller hearts to spend meanwhile.
    let mut above = 0.0;
    let mut honour_tricks = 0.0;
    for c in hearts.iter().collect::<Vec<_>>().into_iter().rev() {
        let missing = (14 - c.rank()) as f64 - above;
        let below = h - above - 1.0;
        let value = if missing <= 0.0 {
            1.0
        } else if below >= missing {
            0.9 - 0.12 * missing
        } else {
            0.25 / (1.0 + missing)
        };
        honour_tricks += value.max(0.0);
        above += 1.0;
    }
    t += honour_tricks;
    t += (h - 4.0).max(0.0) * 0.35;
    // Side suits: aces and guarded kings and queens; a long suit keeps its tops less often.
    let mut shortness: f64 = 0.0;
    for s in SIDE_SUITS {
        let suit = hand.of_suit(s);
        let n = suit.len();
        let has = |r: u8| suit.contains(Card::new(s, r));
        if has(14) {
            t += if n <= 5 { 0.95 } else { 0.75 };
        }
        if has(13) {
            t += match (n, has(14)) {
                (1, _) => 0.15,
                (_, true) => 0.8,
                _ => 0.55,
            };
        }
        if has(12) && n >= 3 {
            t += if has(14) && has(13) { 0.6 } else { 0.25 };
        }
        shortness += match n {
            0 => 1.6,
            1 => 0.9,
            2 => 0.3,
            _ => 0.0,
        };
    }
    // Ruffs: short side suits, with hearts not already counted as winners.
    let spare = (h - honour_tricks).max(0.0);
    t += 0.6 * shortness.min(spare);
    // Scaled to the tricks such hands took in greedy self-play (`calibration` in bot tests).
    CALIBRATION.0 * t + CALIBRATION.1
}

/// Slope and offset from the raw count to the tricks taken.
const CALIBRATION: (f64, f64) = (1.12, 0.25);

/// The probability that a hand expecting `mean` tricks takes at least `bid` (a normal
/// approximation, continuity corrected).
fn chance_to_make(mean: f64, bid: u8) -> f64 {
    let z = (bid as f64 - 0.5 - mean) / TRICKS_SPREAD;
    1.0 - normal_cdf(z)
}

/// The standard normal distribution function (Abramowitz and Stegun 26.2.17).
fn normal_cdf(z: f64) -> f64 {
    let t = 1.0 / (1.0 + 0.231_641_9 * z.abs());
    let poly = t * (0.319_381_53 + t * (-0.356_563_782 + t * (1.781_477_937 + t * (-1.821_255_978 + t * 1.330_274_429))));
    let tail = (-(z * z) / 2.0).exp() * 0.398_942_280_4 * poly;
    if z >= 0.0 {
        1.0 - tail
    } else {
        tail
    }
}

/// A bid's expected points for a hand expecting `mean` tricks (R12: +bid when made, −bid
/// when not, doubled from the threshold up).
fn bid_value(mean: f64, bid: u8, opts: &Options) -> f64 {
    let p = chance_to_make(mean, bid);
    p * deal_points(bid, bid, opts) as f64 + (1.0 - p) * deal_points(bid, 0, opts) as f64
}

/// The bid with the best expected score for a hand expecting `mean` tricks.
pub fn best_bid(mean: f64, opts: &Options) -> u8 {
    (MIN_BID..=MAX_BID).max_by(|&a, &b| bid_value(mean, a, opts).total_cmp(&bid_value(mean, b, opts))).unwrap_or(MIN_BID)
}

/// The normal bot's bid for a hand as dealt, after bids adding up to `so_far`: the best bid
/// for the hand, except that the last bidder, whose best bid would leave the deal void
/// (R5), bids up to the minimum total when that bid still pays on average.
pub fn rule_bid(hand: CardSet, opts: &Options, so_far: u32, last: bool) -> u8 {
    let mean = expected_tricks(hand);
    let best = best_bid(mean, opts);
    let needed = (opts.minimum_bid_total as u32).saturating_sub(so_far);
    if last && (best as u32) < needed && needed <= MAX_BID as u32 && bid_value(mean, needed as u8, opts) > 0.0 {
        needed as u8
    } else {
        best
    }
}

/// What a seat sees when it plays a card: enough for [`choose_card`], from a view or from a
/// state alike.
pub struct Seen<'a> {
    pub me: Seat,
    pub legal: CardSet,
    /// The trick so far, in play order.
    pub trick: &'a [Play],
    pub bids: [u8; SEATS],
    pub won: [u8; SEATS],
    /// The cards not yet played outside this seat's hand.
    pub unseen: CardSet,
}

/// A card's strength in the trick: hearts above the led suit, other suits nothing (R8).
fn strength(c: Card, led: Suit) -> u8 {
    if c.suit() == HEARTS {
        32 + c.rank()
    } else if c.suit() == led {
        16 + c.rank()
    } else {
        0
    }
}

fn lowest(cards: CardSet) -> Option<Card> {
    cards.iter().min_by_key(|c| (c.suit() == HEARTS, c.rank()))
}

fn highest(cards: CardSet) -> Option<Card> {
    cards.iter().max_by_key(|c| (c.rank(), c.suit() == HEARTS))
}

/// No unseen card of its suit is higher, so it wins when its suit is led and nobody ruffs.
fn is_top(c: Card, unseen: CardSet) -> bool {
    (unseen.of_suit(c.suit()).0 >> (c.index() + 1)) == 0
}

/// The card to play. A player who still needs tricks for their bid tries to win, except
/// over a partner who is winning and needs the trick as much; one who has made their bid
/// keeps out of the way: it lets its partner win, takes a trick from an opponent who
/// still needs it, and otherwise throws its highest card that loses (R12: overtricks do not
/// count, so spare high cards only hurt later).
pub fn choose_card(s: &Seen) -> Card {
    let need = |seat: Seat| s.bids[seat as usize] > s.won[seat as usize];
    let me_need = need(s.me);
    let partner = partner_of(s.me);
    let legal = s.legal;
    if s.trick.is_empty() {
        return lead(s, me_need);
    }
    let led = s.trick[0].card.suit();
    let (win_seat, win_card) =
        s.trick.iter().map(|p| (p.seat, p.card)).max_by_key(|&(_, c)| strength(c, led)).expect("a card was led");
    let last = s.trick.len() + 1 == SEATS;
    let best = strength(win_card, led);
    let winning: CardSet = legal.iter().filter(|&c| strength(c, led) > best).collect();
    let partner_winning = win_seat == partner;
    let want = if me_need {
        !(partner_winning && need(partner) && (last || is_top(win_card, s.unseen)))
    } else {
        !partner_winning && need(win_seat)
    };
    if want && !winning.is_empty() {
        if last {
            return winning.iter().min_by_key(|&c| strength(c, led)).expect("a winning card");
        }
        // A winner nobody still to play can beat, the cheapest; else the strongest.
        let safe: CardSet = winning.iter().filter(|&c| is_top(c, s.unseen) && (c.suit() == HEARTS || s.unseen.of_suit(HEARTS).is_empty())).collect();
        if let Some(c) = safe.iter().min_by_key(|&c| strength(c, led)) {
            return c;
        }
        return winning.iter().max_by_key(|&c| strength(c, led)).expect("a winning card");
    }
    let losing = legal.minus(winning);
    if losing.is_empty() {
        // Every card wins: the cheapest, unless nobody comes after.
        let by = |c: &Card| strength(*c, led);
        return if last { winning.iter().max_by_key(by) } else { winning.iter().min_by_key(by) }.expect("a card");
    }
    if me_need {
        lowest(losing).expect("a losing card")
    } else {
        highest(losing.minus(HEARTS.mask())).or_else(|| highest(losing)).expect("a losing card")
    }
}

/// The opening card of a trick: to win, a top card (a top heart, or a side card in a suit
/// others still hold enough of); else low from the shortest side suit to make a ruff. With
/// the bid made, the lowest card.
fn lead(s: &Seen, me_need: bool) -> Card {
    let legal = s.legal;
    if !me_need {
        return lowest(legal).expect("a card to lead");
    }
    let tops: CardSet = legal.iter().filter(|&c| is_top(c, s.unseen)).collect();
    if let Some(c) = highest(tops.of_suit(HEARTS)) {
        return c;
    }
    let safe_side = tops.minus(HEARTS.mask()).iter().max_by_key(|c| s.unseen.of_suit(c.suit()).len());
    if let Some(c) = safe_side.filter(|c| s.unseen.of_suit(c.suit()).len() >= 3) {
        return c;
    }
    let side = legal.minus(HEARTS.mask());
    if !side.is_empty() && !legal.of_suit(HEARTS).is_empty() {
        return side.iter().min_by_key(|c| (side.of_suit(c.suit()).len(), c.rank())).expect("a side card");
    }
    lowest(legal).expect("a card to lead")
}

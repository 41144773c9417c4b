//! Rules of thumb for Same Two, written for its twist: a trick in which all four followed
//! goes to the lowest card (rules.md R9), so low cards are the winners of ordinary tricks and
//! high cards win only when someone cannot follow. The normal bot calls and plays by them;
//! the hard bot's playouts and its reading of the others' calls use the same ones.

use super::super::{side_of, Contract};
use crate::engine::bid::{Call, Strain};
use crate::engine::trick::{winner, Play, TrickRule};
use crate::engine::{Card, CardSet, Seat, Suit};

/// Tricks an average hand brings its side: a quarter of 13.
const AVERAGE_HAND: f64 = 3.25;

/// What a low card is worth towards a trick: the 2 nearly always wins a trick everybody
/// follows, a 7 seldom (by rank, 2 first).
const LOW_CARD: [f64; 6] = [0.9, 0.75, 0.6, 0.45, 0.3, 0.15];

/// The tricks a hand can expect to take with `strain` as the contract's strain: its low
/// cards (winners of followed tricks), and with a trump suit, long trumps and the ruffs
/// short side suits give (a ruff is won by the highest trump, R9).
pub fn hand_tricks(hand: CardSet, strain: Strain) -> f64 {
    let mut t: f64 = hand.iter().map(|c| LOW_CARD.get((c.rank() as usize).wrapping_sub(2)).copied().unwrap_or(0.0)).sum();
    if let Strain::Suit(trump) = strain {
        let trumps = hand.of_suit(trump);
        let n = trumps.len() as f64;
        t += 0.45 * (n - 4.0).max(0.0);
        // Ruffs: voids and singletons in side suits, while trumps last; high trumps win them.
        let short: f64 = Suit::STANDARD
            .iter()
            .filter(|&&s| s != trump)
            .map(|&s| match hand.of_suit(s).len() {
                0 => 1.0,
                1 => 0.5,
                _ => 0.0,
            })
            .sum();
        let high = trumps.iter().filter(|c| c.rank() >= 12).count() as f64;
        t += short.min((n - 2.0).max(0.0)) * (0.45 + 0.1 * high);
    }
    t
}

/// What the seat's partner has shown: a bid in a strain promises about enough for its side
/// to make it with an average hand opposite.
fn partner_tricks(partner_bids: &[(u8, Strain)], strain: Strain) -> f64 {
    partner_bids
        .iter()
        .filter(|(_, s)| *s == strain)
        .map(|(l, _)| (*l as f64 + 6.0 - AVERAGE_HAND).min(9.0))
        .fold(AVERAGE_HAND, f64::max)
}

/// How many tricks above the contract's 6 + level the side must expect before the rule bids
/// it. The estimate is rough (a hand's tricks spread a trick or two either way), and a
/// contract that fails gives the other side points while a pass scores nothing: the rule
/// bids a level only with half a trick to spare (bidding on a quarter of a trick short, as
/// before, reached contracts that lost points to a seat that always passes).
const BID_SPARE: f64 = 0.5;
/// A double pays only when the contract goes down, and doubles what a made one scores: the
/// rule doubles only a contract that needs this many more tricks than it expects the
/// declarer's side to take.
const DOUBLE_SPARE: f64 = 4.0;

/// The normal bot's call for `seat` holding `hand` after `auction`: bid the strain its side
/// expects most tricks in, straight at the level it expects to make with [`BID_SPARE`]
/// to spare; double an opposing contract it expects to beat by [`DOUBLE_SPARE`]; otherwise
/// pass.
pub fn rule_call(hand: CardSet, seat: Seat, auction: &[(Seat, Call)], legal: &[Call]) -> Call {
    let partner = (seat + 2) % 4;
    let partner_bids: Vec<(u8, Strain)> = auction
        .iter()
        .filter_map(|&(s, c)| match c {
            Call::Bid { level, strain: Some(st) } if s == partner => Some((level, st)),
            _ => None,
        })
        .collect();
    let side_tricks = |s: Strain| hand_tricks(hand, s) + partner_tricks(&partner_bids, s);
    let last = auction.iter().rev().find_map(|&(s, c)| match c {
        Call::Bid { level, strain: Some(st) } => Some((s, level, st)),
        _ => None,
    });
    // Double: the opponents' contract needs more tricks than we leave them, by four.
    if let Some((by, level, strain)) = last {
        if side_of(by) != side_of(seat) && legal.contains(&Call::Double) {
            let ours = side_tricks(strain);
            if 13.0 - ours + DOUBLE_SPARE <= level as f64 + 6.0 {
                return Call::Double;
            }
        }
    }
    let (best, tricks) = Strain::BRIDGE_ORDER
        .iter()
        .map(|&s| (s, side_tricks(s)))
        .fold((Strain::NoTrump, f64::MIN), |a, b| if b.1 > a.1 + 0.05 { b } else { a });
    let target = (tricks - 6.0 - BID_SPARE).floor();
    if target < 1.0 {
        return Call::Pass;
    }
    let target = target.min(7.0) as u8;
    let cheapest = legal.iter().copied().find(|c| matches!(c, Call::Bid { strain: Some(s), .. } if *s == best));
    match cheapest {
        // Straight to the level it expects to make; the partner reads it as such.
        Some(Call::Bid { level, .. }) if level <= target => Call::bid(target, best),
        _ => Call::Pass,
    }
}

/// What a seat sees when it chooses a card: the seat playing (its own or the dummy's), the
/// cards it may play, the trick so far, the contract, and the cards it has not seen.
pub struct Seen<'a> {
    pub me: Seat,
    pub legal: CardSet,
    pub trick: &'a [Play],
    pub contract: Contract,
    pub unseen: CardSet,
}

/// The normal bot's card.
pub fn choose_card(s: &Seen) -> Card {
    let legal = s.legal;
    if legal.len() == 1 {
        return legal.first().expect("a legal card");
    }
    let rule = TrickRule::LowestIfAllFollow { trump: s.contract.trump() };
    let Some(first) = s.trick.first() else { return lead(s) };
    let led = first.card.suit();
    let after_me = 3 - s.trick.len();
    let leader_now = s.trick[winner(s.trick, led, &rule)].seat;
    let partner_winning = side_of(leader_now) == side_of(s.me);
    let all_followed = s.trick.iter().all(|p| p.card.suit() == led);
    let following = !legal.of_suit(led).is_empty();
    if all_followed && following {
        let low = s.trick.iter().map(|p| p.card.rank()).min().unwrap_or(14);
        let mine: Vec<Card> = legal.iter().collect();
        let under: Vec<Card> = mine.iter().copied().filter(|c| c.rank() < low).collect();
        let highest = *mine.iter().max_by_key(|c| c.rank()).expect("a legal card");
        return match (partner_winning, under.is_empty()) {
            // Partner holds the trick: keep the low cards.
            (true, _) => highest,
            // Undercut: as last, with the highest card that still wins; else the lowest.
            (false, false) if after_me == 0 => *under.iter().max_by_key(|c| c.rank()).expect("a card"),
            (false, false) => *under.iter().min_by_key(|c| c.rank()).expect("a card"),
            (false, true) => highest,
        };
    }
    // Someone did not follow (or I cannot): the highest trump, else the highest of the led
    // suit wins, as in bridge.
    let wins = |c: Card| {
        let mut t = s.trick.to_vec();
        t.push(Play { seat: s.me, card: c });
        winner(&t, led, &rule) == s.trick.len()
    };
    let winning: Vec<Card> = legal.iter().filter(|&c| wins(c)).collect();
    if !partner_winning && !winning.is_empty() {
        // The cheapest winner when last; otherwise the strongest, so it holds.
        let key = |c: &&Card| (c.suit() == led, c.rank());
        return if after_me == 0 { *winning.iter().min_by_key(key).expect("a card") } else { *winning.iter().max_by_key(key).expect("a card") };
    }
    // Give the trick away: the highest card that does not take it (high cards seldom win).
    let losing: Vec<Card> = legal.iter().filter(|c| !winning.contains(c)).collect();
    let pool = if losing.is_empty() { legal.iter().collect() } else { losing };
    pool.into_iter().max_by_key(|c| (Some(c.suit()) != s.contract.trump(), c.rank())).expect("a legal card")
}

/// Leads the card likeliest to be the lowest of a trick everybody follows: the suit where
/// our lowest card has the fewest unseen cards below it, preferring suits the others still
/// hold many cards of (so all four follow).
fn lead(s: &Seen) -> Card {
    let mut best: Option<(i32, Card)> = None;
    for suit in Suit::STANDARD {
        let Some(low) = s.legal.of_suit(suit).iter().min_by_key(|c| c.rank()) else { continue };
        let out = s.unseen.of_suit(suit);
        let below = out.iter().filter(|c| c.rank() < low.rank()).count() as i32;
        let score = 4 * below - out.len() as i32;
        if best.is_none_or(|(b, _)| score < b) {
            best = Some((score, low));
        }
    }
    best.map(|b| b.1).unwrap_or_else(|| s.legal.first().expect("a legal card"))
}

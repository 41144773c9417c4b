//! Parity's normal bot. (Determinization, playout and search are the plain trick game's:
//! `plain_trick::bot`.)
//!
//! The normal bot picks a target trick count each time it plays (rules.md R11: +t when t and H
//! differ in parity, −t when they match, 0 for none): the nearest count that loses nothing,
//! or the next scoring count when its hand should take that many with some to spare (a trick
//! and a half with 13 cards). It wins tricks while it is short of the target and ducks once it is there. Cards
//! are judged by a rough chance of winning the trick, from the unseen cards of the suit and
//! the later players' chance of holding them.

use super::*;
use crate::engine::cards::{Card, CardSet};
use crate::engine::seats::Seat;
use crate::games::plain_trick::bot::{BotRules, Seen};

impl BotRules for Options {
    /// A deal's score runs from −H to +H and one trick more or less swings it by 2t + 1, so a
    /// seat's result against the others' mean is often several points; 12 searched better
    /// than 4 or 8 in the arena.
    const REWARD_SCALE: f64 = 12.0;
    /// With inference from play, 4,500 searched better than 1,500 (hard − normal +1.66 against
    /// +1.38 a deal, 2,000 boards) and as well as 9,000 (docs/bench.md, "Bots: inference from
    /// play"); about 10-20 ms a decision natively (`torite-cli bench --game parity`).
    const HARD_ITERATIONS: u32 = 4500;

    fn normal_card(view: &View, legal: CardSet) -> Card {
        normal_card(view, legal)
    }
}

/// The chance that `card` wins the trick `trick` if this seat plays it now (no trump,
/// highest of the led suit, rules.md R7-R8), the later players playing at random.
fn win_chance(seen: &Seen, card: Card, trick: &[(Seat, Card)]) -> f64 {
    let led = trick.first().map_or(card.suit(), |&(_, c)| c.suit());
    if card.suit() != led || trick.iter().any(|&(_, c)| c.suit() == led && c.rank() > card.rank()) {
        return 0.0;
    }
    let above = seen.share_above(card);
    seen.later_seats(trick).map(|s| 1.0 - seen.holds(s, led) * above).product()
}

/// Tricks the hand should take from here, by suit: the k-th highest card of a suit
/// (0-based) counts as a winner when at most k unseen cards are above it, as a part
/// winner when one more is.
fn expected_tricks(seen: &Seen, hand: CardSet) -> f64 {
    let mut e = 0.0;
    for suit in Suit::STANDARD {
        let mut mine: Vec<Card> = hand.of_suit(suit).iter().collect();
        mine.reverse();
        for (k, c) in mine.iter().enumerate() {
            let higher = seen.unseen.of_suit(suit).iter().filter(|u| u.rank() > c.rank()).count();
            if higher <= k {
                e += 1.0;
            } else if higher == k + 1 {
                e += 0.4;
            }
        }
    }
    e
}

/// How many tricks beyond those it needs the hand should take before the bot reaches for the
/// next scoring count: a trick and a half with 13 cards or more, less with shorter hands,
/// down to none with 5 or 6 cards (tuned against the easy bot with 3, 4, 5 and 8 players).
fn margin(hand_size: u8) -> f64 {
    (1.5 - 0.2 * (13.0 - hand_size as f64)).clamp(0.0, 1.5)
}

/// The number of tricks to aim for. The nearest count from here that loses nothing (this one,
/// or one more when the count has the losing parity, rules.md R11), or the next scoring count above
/// it when the hand looks strong enough to get there with tricks to spare. Chosen afresh at
/// every card, so a strong hand climbs two tricks at a time.
fn target(view: &View, seen: &Seen) -> u8 {
    let h = view.options.hand_size;
    let t = view.tricks_won[view.seat as usize];
    let left = view.hand.len() as u8;
    let base = if deal_points(t, h) >= 0 { t } else { t + 1 };
    let Some(up) = (base + 1..=t + left).find(|&g| deal_points(g, h) > 0) else { return base };
    if expected_tricks(seen, view.hand) >= (up - t) as f64 + margin(h) {
        up
    } else {
        base
    }
}

fn normal_card(view: &View, legal: CardSet) -> Card {
    let seen = Seen::new(view);
    let want = target(view, &seen) > view.tricks_won[view.seat as usize];
    let chances: Vec<(Card, f64)> = legal.iter().map(|c| (c, win_chance(&seen, c, &view.trick))).collect();
    if want {
        let best = chances.iter().map(|x| x.1).fold(0.0, f64::max);
        if view.trick.is_empty() && best < 0.25 {
            // No lead is likely to win: give up the lead with the lowest card, keeping the
            // high ones for later.
            return legal.iter().min_by_key(|c| (c.rank(), c.suit())).expect("a legal card");
        }
        // The cheapest card among the likeliest winners.
        chances.iter().filter(|x| x.1 >= best - 0.05).map(|x| x.0).min_by_key(|c| (c.rank(), c.suit())).expect("a legal card")
    } else {
        // The highest card among the least likely winners: shed danger while ducking.
        let least = chances.iter().map(|x| x.1).fold(1.0, f64::min);
        chances.iter().filter(|x| x.1 <= least + 0.05).map(|x| x.0).max_by_key(|c| (c.rank(), c.suit())).expect("a legal card")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::Game;
    use crate::engine::GameRng;
    use crate::games::plain_trick::bot::positions::{self, dealt};

    fn ruleset(players: &str) -> Ruleset {
        Ruleset::with_options(&INFO, [("players", players)]).unwrap()
    }

    #[test]
    fn the_target_has_the_scoring_parity() {
        // H = 13 (odd): even counts score. A hand with four sure tricks reaches for two
        // (and will climb on from there); a hand without winners stays on none.
        let g = dealt::<Options>(&ruleset("4"), [
            "SA SK SQ SJ H2 H3 H4 D2 D3 D4 C2 C3 C4",
            "S2 S3 S4 HA HK HQ HJ H10 D5 D6 D7 C5 C6",
            "S5 S6 S7 S8 H5 H6 H7 DA DK DQ DJ D10 C7",
            "S9 S10 H8 H9 D8 D9 C8 C9 C10 CJ CQ CK CA",
        ]);
        let v = g.view(0);
        assert_eq!(target(&v, &Seen::new(&v)), 2);
        let v = g.view(2);
        assert_eq!(target(&v, &Seen::new(&v)), 2, "five top diamonds");
        let weak = position(1, "H6 H4 C9", &[(0, "H5")], [7, 0, 2, 1], "HQ H9 S2 S3 CK CQ D2 D3");
        assert_eq!(target(&weak, &Seen::new(&weak)), 0);
        // On an odd count it needs one more; on four with sure tricks to spare it goes for six.
        let odd = position(1, "H6 H4 C9", &[(0, "H5")], [6, 3, 0, 1], "HQ H9 S2 S3 CK CQ D2 D3");
        assert_eq!(target(&odd, &Seen::new(&odd)), 4);
        let strong = position(1, "SA SK SQ SJ", &[], [3, 4, 1, 1], "H2 H3 H4 H5 D2 D3 D4 D5 C2 C3 C4 C5");
        assert_eq!(target(&strong, &Seen::new(&strong)), 6);
    }

    #[test]
    fn five_players_aim_at_odd_counts() {
        // H = 10 (even): odd counts score, so a strong enough hand reaches for one trick.
        let mut g = Parity::new(&ruleset("5"));
        g.apply(&Action::FirstDealer(4)).unwrap();
        let d = g.sample_chance(&mut GameRng::seeded(11));
        g.apply(&d).unwrap();
        for s in 0..5 {
            let v = g.view(s);
            let seen = Seen::new(&v);
            let goal = target(&v, &seen);
            let e = expected_tricks(&seen, v.hand);
            assert_eq!(goal, if e >= 1.0 + margin(10) { 1 } else { 0 }, "s{s}: {e}");
        }
    }

    /// A hand-made position seen by `seat` of 4 (see [`positions::position`]) with these
    /// tricks won.
    fn position(seat: Seat, hand: &str, trick: &[(Seat, &str)], won: [u8; 4], unseen: &str) -> View {
        let mut v = positions::position(&ruleset("4"), seat, hand, trick, unseen, WinReason::HighestOfLed);
        v.tricks_won = won.to_vec();
        v
    }

    fn normal_at(v: &View) -> String {
        normal_card(v, v.legal).to_string()
    }

    #[test]
    fn wins_when_short_of_an_even_count_and_ducks_at_it() {
        // H = 13 (odd): even counts score. Three tricks left, a heart led by s0.
        let unseen = "HQ H9 S2 S3 CK CQ D2 D3";
        // On two tricks (+2) with a weak hand: stay there, ducking with the highest losing heart.
        let v = position(1, "H6 H4 C9", &[(0, "H5")], [6, 2, 1, 1], unseen);
        assert_eq!(target(&v, &Seen::new(&v)), 2);
        assert_eq!(normal_at(&v), "H4");
        // On one trick (−1): go for a second, overtaking with H6.
        let v = position(1, "H6 H4 C9", &[(0, "H5")], [7, 1, 1, 1], unseen);
        assert_eq!(target(&v, &Seen::new(&v)), 2);
        assert_eq!(normal_at(&v), "H6");
    }

    #[test]
    fn last_to_play_wins_as_cheaply_as_it_can_or_sheds_its_highest() {
        let unseen = "HQ H9 SA S3 CK CQ";
        // s3 is last; H8 and HJ both win over H7, H3 does not.
        let short = position(3, "HJ H8 H3", &[(0, "H7"), (1, "S2"), (2, "D2")], [8, 1, 0, 1], unseen);
        assert_eq!(normal_at(&short), "H8");
        // Already on two with nothing to cash: duck with the highest card that loses.
        let there = position(3, "H4 H8 C3", &[(0, "H7"), (1, "S2"), (2, "D2")], [7, 1, 0, 2], unseen);
        assert_eq!(normal_at(&there), "H4");
        // Void in the suit led while at the target: throw the highest card.
        let void = position(3, "SK C5 C4", &[(0, "H7"), (1, "S2"), (2, "D2")], [7, 1, 0, 2], "HQ SA S3 CK CQ CJ");
        assert_eq!(normal_at(&void), "SK");
    }
}

//! Second's normal bot. (Determinization, playout and search are the plain trick game's:
//! `plain_trick::bot`.)
//!
//! The normal bot wants every trick it can get (rules.md R11: a point a trick). The trick goes to
//! the second-highest card of the led suit (rules.md R8), so a card wins when exactly one card of
//! the suit ends up above it, or when it was led and nobody followed. The bot scores each
//! legal card by that chance, with the later players' cards taken at random from the unseen
//! ones (and nobody following a suit they showed out of), less a share of what the card would
//! be worth led later; it plays the best.

use super::*;
use crate::engine::cards::{Card, CardSet};
use crate::engine::seats::Seat;
use crate::games::plain_trick::bot::{BotRules, Seen};

impl BotRules for Options {
    /// A point a trick: a seat's deal, against the others' mean, is usually within a few
    /// points; a wider scale (more exploration) searched better than 2 or 4 in the arena.
    const REWARD_SCALE: f64 = 8.0;
    /// About 25 ms a decision natively with the playouts below, 65 ms in Wasm at the median
    /// (`torite-cli bench --game second`, `scripts/bench-wasm.mjs`).
    const HARD_ITERATIONS: u32 = 1500;
    /// Every playout move by the rules of thumb: random play to the end of the deal misreads
    /// a game where a trick goes to the second-highest card (docs/bench.md, "Playouts by the
    /// rules of thumb").
    const PLAYOUTS_BY_RULES_OF_THUMB: f64 = 1.0;

    fn normal_card(view: &View, legal: CardSet) -> Card {
        normal_card(view, legal)
    }
}

/// The chance that `card` wins the trick `trick` if this seat plays it now: exactly one
/// card of the led suit above it at the end, or led and nobody following (rules.md R8). The
/// later players follow with the chance that they hold the suit, with a card drawn at
/// random from the unseen ones of the suit.
fn win_chance(seen: &Seen, card: Card, trick: &[(Seat, Card)]) -> f64 {
    let led = trick.first().map_or(card.suit(), |&(_, c)| c.suit());
    if card.suit() != led {
        return 0.0;
    }
    let above_now = trick.iter().filter(|&&(_, c)| c.suit() == led && c.rank() > card.rank()).count();
    if above_now >= 2 {
        return 0.0;
    }
    let above = seen.share_above(card);
    let follow: Vec<f64> = seen.later_seats(trick).map(|s| seen.holds(s, led)).collect();
    let over: Vec<f64> = follow.iter().map(|f| f * above).collect();
    let none_over: f64 = over.iter().map(|p| 1.0 - p).product();
    if above_now == 1 {
        return none_over;
    }
    let exactly_one: f64 =
        (0..over.len()).map(|j| over[j] * (0..over.len()).filter(|&i| i != j).map(|i| 1.0 - over[i]).product::<f64>()).sum();
    let nobody_follows: f64 = if trick.is_empty() { follow.iter().map(|f| 1.0 - f).product() } else { 0.0 };
    exactly_one + nobody_follows
}

/// How much of a card's worth as a later lead counts against playing it now.
const KEEP_WEIGHT: f64 = 0.6;

fn normal_card(view: &View, legal: CardSet) -> Card {
    let seen = Seen::new(view);
    let score = |c: Card| win_chance(&seen, c, &view.trick) - KEEP_WEIGHT * win_chance(&seen, c, &[]);
    legal
        .iter()
        .map(|c| (c, score(c)))
        .fold(None::<(Card, f64)>, |best, (c, v)| match best {
            Some((_, b)) if v <= b + 1e-9 => best,
            _ => Some((c, v)),
        })
        .expect("a legal card")
        .0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::plain_trick::bot::positions;

    fn ruleset(players: &str) -> Ruleset {
        Ruleset::with_options(&INFO, [("players", players)]).unwrap()
    }

    /// A hand-made position seen by `seat` of 4 (see [`positions::position`]).
    fn position(seat: Seat, hand: &str, trick: &[(Seat, &str)], unseen: &str) -> View {
        positions::position(&ruleset("4"), seat, hand, trick, unseen, WinReason::SecondHighest)
    }

    fn normal_at(v: &View) -> String {
        normal_card(v, v.legal).to_string()
    }

    #[test]
    fn last_to_play_takes_the_trick_with_the_card_just_under_the_top() {
        // F = {SK, S9}: S10, SJ or SQ would be second-highest; S2 and SA would not.
        let v = position(3, "SA SQ S10 S2", &[(0, "S9"), (1, "SK"), (2, "H3")], "S3 S4 S5 H4 H5 H6 D2 D3 D4");
        let c = normal_at(&v);
        assert!(["SQ", "S10"].contains(&c.as_str()), "{c}");
        // Only the lead so far: anything under it wins, anything over it hands the trick to
        // the leader.
        let v = position(3, "SA SQ S2 C9", &[(0, "S9"), (1, "H2"), (2, "H3")], "S3 S4 S5 H4 H5 H6 D2 D3 D4");
        assert_eq!(normal_at(&v), "S2");
    }

    #[test]
    fn an_ace_never_wins_when_following_and_a_lead_nobody_can_follow_always_does() {
        let c = |s: &str| s.parse::<Card>().unwrap();
        let v = position(2, "SA SQ S2", &[(0, "S9"), (1, "S8")], "S3 S4 S5 H4 H5 H6 D2");
        let seen = Seen::new(&v);
        assert_eq!(win_chance(&seen, c("SA"), &v.trick), 0.0);
        // SQ over S9 and S8: it wins only if exactly one later spade beats it, and none can.
        assert_eq!(win_chance(&seen, c("SQ"), &v.trick), 0.0);
        // S2 under both is third of three: never second.
        assert_eq!(win_chance(&seen, c("S2"), &v.trick), 0.0);
        let v = position(0, "SA S2 H9 D9", &[], "H2 H3 H4 H5 H6 H7 D2 D3 D4 D5 D6 D7");
        assert_eq!(win_chance(&Seen::new(&v), c("SA"), &[]), 1.0);
        assert!(win_chance(&Seen::new(&v), c("H9"), &[]) < 0.1, "nobody holds a higher heart");
    }

    #[test]
    fn a_discard_keeps_the_card_worth_leading_later() {
        // Void in hearts: S9 will win any time it is led (nobody else holds a spade), DA
        // hardly ever (everyone follows under it), so DA goes.
        let v = position(3, "S9 C2 DA", &[(0, "H7"), (1, "H2"), (2, "H3")], "C5 C6 C7 D2 D3 D4");
        assert_eq!(normal_at(&v), "DA");
    }

    #[test]
    fn leads_where_the_others_cannot_follow() {
        // The others hold only hearts and diamonds: a spade lead wins outright.
        let v = position(0, "SA S2 H9 D9", &[], "H2 H3 H4 H5 H6 H7 D2 D3 D4 D5 D6 D7");
        let c = normal_at(&v);
        assert!(c.starts_with('S'), "{c}");
    }
}

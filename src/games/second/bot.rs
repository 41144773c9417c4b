//! Second's normal bot. (Determinization, playout and search are the plain trick game's:
//! `plain_trick::bot`.)
//!
//! The normal bot wants every trick it can get (spec R11: a point a trick). The trick goes to
//! the second-highest card of the led suit (spec R8), so a card wins when exactly one card of
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
    /// About 5-10 ms a decision natively (`torite-cli bench --game second`).
    const HARD_ITERATIONS: u32 = 1500;

    fn normal_card(view: &View, legal: CardSet) -> Card {
        normal_card(view, legal)
    }
}

/// The chance that `card` wins the trick `trick` if this seat plays it now: exactly one
/// card of the led suit above it at the end, or led and nobody following (spec R8). The
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
    use crate::bots::BotGame;
    use crate::engine::cards::cards;
    use crate::engine::game::{Game, Turn};
    use crate::engine::trick::{must_follow, FollowBy};
    use crate::engine::GameRng;
    use crate::games::plain_trick::PACK;

    fn set(s: &str) -> CardSet {
        cards(s).into_iter().collect()
    }

    fn ruleset(players: &str) -> Ruleset {
        Ruleset::with_options(&INFO, [("players", players)]).unwrap()
    }

    /// Suits by seat: s0 all spades, s1 all hearts, s2 all diamonds, s3 all clubs; dealer s3.
    fn by_suit() -> Second {
        let mut g = Second::new(&ruleset("4"));
        g.apply(&Action::FirstDealer(3)).unwrap();
        let hands = ["S", "H", "D", "C"]
            .iter()
            .map(|s| set(&["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"].map(|r| format!("{s}{r}")).join(" ")))
            .collect();
        g.apply(&Action::Deal { hands, leftover: CardSet::EMPTY }).unwrap();
        g
    }

    fn play(g: &mut Second, cards_: &str) {
        for c in cards_.split_whitespace() {
            g.apply(&Action::Play(c.parse().unwrap())).unwrap_or_else(|e| panic!("{c}: {e}"));
        }
    }

    #[test]
    fn a_seat_that_showed_out_never_gets_the_suit() {
        let mut g = by_suit();
        play(&mut g, "S2 H2 D2 C2");
        // Nobody followed: s0 won with the lead (spec R8) and s1-s3 are void in spades.
        assert_eq!(g.turn(), Turn::Seat(0));
        let mut differs = false;
        for seed in 0..100 {
            let w = g.determinize(1, &mut GameRng::seeded(seed));
            assert_eq!(w.hands[1], g.hands[1], "the seat's own hand stays");
            assert!(w.hands[2].of_suit(Suit::SPADES).is_empty() && w.hands[3].of_suit(Suit::SPADES).is_empty());
            assert_eq!(w.hands[0].of_suit(Suit::SPADES).len(), 12, "every spade left must be s0's");
            assert!(w.hands.iter().all(|h| h.len() == 12));
            differs |= w.hands[2] != g.hands[2];
        }
        assert!(differs, "the other hands are redealt");
    }

    #[test]
    fn the_face_up_cards_stay_out_of_the_hands() {
        let mut g = Second::new(&ruleset("5"));
        g.apply(&Action::FirstDealer(0)).unwrap();
        let d = g.sample_chance(&mut GameRng::seeded(3));
        g.apply(&d).unwrap();
        for seed in 0..50 {
            let w = g.determinize(2, &mut GameRng::seeded(seed));
            assert_eq!(w.leftover, g.leftover);
            assert_eq!(w.hands[2], g.hands[2]);
            assert!(w.hands.iter().all(|h| h.and(g.leftover).is_empty() && h.len() == 10));
        }
    }

    /// A hand-made position seen by `seat` of 4: its hand, the trick so far, and the cards
    /// still in the other hands; every other card was played in earlier tricks (one suit per
    /// trick, so nobody showed out), except that `void` seats showed out of `void_suit`.
    fn position(seat: Seat, hand: &str, trick: &[(Seat, &str)], unseen: &str) -> View {
        let mut v = by_suit().view(seat);
        let trick: Vec<(Seat, Card)> = trick.iter().map(|&(s, c)| (s, c.parse().unwrap())).collect();
        let in_trick: CardSet = trick.iter().map(|x| x.1).collect();
        let played = PACK.minus(set(hand)).minus(set(unseen)).minus(in_trick);
        v.history = Suit::STANDARD
            .iter()
            .flat_map(|&s| {
                let cards: Vec<Card> = played.of_suit(s).iter().collect();
                cards
                    .chunks(4)
                    .map(|ch| DoneTrick {
                        plays: ch.iter().enumerate().map(|(i, &c)| (i as Seat, c)).collect(),
                        winner: 0,
                        winning_card: ch[0],
                        reason: WinReason::SecondHighest,
                    })
                    .collect::<Vec<_>>()
            })
            .collect();
        let left = set(hand).len() as u8;
        v.hand_sizes = (0..4).map(|s| if trick.iter().any(|x| x.0 == s) { left - 1 } else { left }).collect();
        assert_eq!(v.hand_sizes.iter().map(|&h| h as u32).sum::<u32>() - left as u32, set(unseen).len());
        v.hand = set(hand);
        v.legal = must_follow(v.hand, trick.first().map(|x| x.1.suit()), FollowBy::Suit);
        v.trick = trick;
        v.to_play = Some(seat);
        v
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

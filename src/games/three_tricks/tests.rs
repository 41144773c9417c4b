//! The worked examples of rules.md §5, plus rule checks on a live game.

use crate::engine::trick::FollowBy;
use crate::engine::Suit;
use super::*;
use crate::engine::{CardSet, Game, GameRng, IllegalAction, Seat, Turn};
use crate::engine::score::rank_highest_first;
use crate::games::test_support::{check_rotation, hands_with};

fn opts(zero: i32) -> Options {
    Options { zero_trick_score: zero }
}

fn ruleset(zero: &str) -> Ruleset {
    Ruleset::with_options(&INFO, [("zero-trick-score", zero)]).unwrap()
}

fn points(tricks: [u8; 4], zero: i32) -> [i32; 4] {
    tricks.map(|t| deal_points(t, &opts(zero)))
}

/// A game at the start of play with `dealer` and hands that hold at least `fixed[s]`;
/// the rest of the pack fills the hands in order.
fn game_with(dealer: Seat, fixed: [&str; 4]) -> ThreeTricks {
    let hands = hands_with(fixed);
    let mut g = ThreeTricks::new(&ruleset("-5"));
    g.apply(&Action::FirstDealer(dealer)).unwrap();
    g.apply(&Action::Deal { hands, leftover: NoLeftover }).unwrap();
    g
}

fn play(g: &mut ThreeTricks, card: &str) -> Result<(), IllegalAction> {
    g.apply(&Action::Play(card.parse().unwrap()))
}

#[test]
fn example_1_scoring_table() {
    let expected = [-5, 1, 4, 9, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13];
    for (t, want) in expected.iter().enumerate() {
        assert_eq!(deal_points(t as u8, &opts(-5)), *want, "t = {t}");
        let with_minus_3 = if t == 0 { -3 } else { *want };
        assert_eq!(deal_points(t as u8, &opts(-3)), with_minus_3);
    }
}

#[test]
fn example_2_deal_rotation() {
    // First dealer seat 0: dealers 0,1,2,3 and opening leaders 1,2,3,0.
    let mut g = ThreeTricks::new(&ruleset("-5"));
    g.apply(&Action::FirstDealer(0)).unwrap();
    let mut rng = GameRng::seeded(3);
    check_rotation(&mut g, &mut rng, |g| g.view(0).dealer, &[(0, 1), (1, 2), (2, 3), (3, 0)]);
    assert_eq!(g.turn(), Turn::Over, "the game ends after deal 4");
    assert_eq!(g.view(0).deal_scores.len(), 4);
}

#[test]
fn examples_3_to_5_deal_points() {
    assert_eq!(points([3, 3, 3, 4], -5), [9, 9, 9, -4]);
    assert_eq!(points([0, 0, 0, 13], -5), [-5, -5, -5, -13]);
    assert_eq!(points([0, 0, 0, 13], -3), [-3, -3, -3, -13]);
    assert_eq!(points([5, 5, 2, 1], -5), [-5, -5, 4, 1]);
}

#[test]
fn example_6_highest_of_led_suit_wins_and_leads() {
    // Dealer seat 0, so seat 1 leads: H7, HK, SA (seat 3 has no hearts), H9.
    let mut g = game_with(0, ["H9", "H7", "HK", "SA S2 S3"]);
    // Seat 3 must hold no hearts for SA to be legal; the filler pack order gives clubs first.
    assert!(g.view(3).hand.of_suit(crate::engine::Suit::HEARTS).is_empty());
    for c in ["H7", "HK", "SA", "H9"] {
        play(&mut g, c).unwrap();
    }
    let v = g.view(0);
    assert_eq!(v.history[0].winner, 2);
    assert_eq!(v.tricks_won, [0, 0, 1, 0]);
    assert_eq!(g.turn(), Turn::Seat(2), "seat 2 leads the next trick");
}

#[test]
fn example_7_must_follow_and_state_unchanged_on_refusal() {
    let mut g = game_with(2, ["HA", "H2 SA", "", ""]);
    // Dealer 2: seat 3 leads. Make seat 3 lead a heart... seat 3 may hold hearts from the
    // filler, so lead from whatever heart it has, else skip to a direct check below.
    let lead = g.view(3).hand.of_suit(crate::engine::Suit::HEARTS).first();
    if let Some(h) = lead {
        g.apply(&Action::Play(h)).unwrap();
        // Seat 0 holds HA: play it (following).
        play(&mut g, "HA").unwrap();
        let before = format!("{g:?}");
        assert_eq!(play(&mut g, "SA"), Err(IllegalAction::MustFollow { card: "SA".into(), led: Suit::HEARTS, by: FollowBy::Suit }));
        assert_eq!(format!("{g:?}"), before, "a refused action leaves the state unchanged");
        assert_eq!(g.view(1).legal, CardSet::single("H2".parse().unwrap()));
        play(&mut g, "H2").unwrap();
    } else {
        panic!("filler gave seat 3 no heart; adjust the example");
    }
}

#[test]
fn example_8_full_game_totals_and_ranking() {
    let deals = [[3, 3, 3, 4], [2, 2, 4, 5], [0, 6, 4, 3], [1, 1, 1, 10]];
    let total = |zero: i32| {
        let mut t = [0; 4];
        for d in deals {
            for (s, p) in points(d, zero).iter().enumerate() {
                t[s] += p;
            }
        }
        t
    };
    assert_eq!(total(-5), [9, 8, 2, -10]);
    assert_eq!(rank_highest_first(&total(-5)), [1, 2, 3, 4]);
    assert_eq!(total(-3), [11, 8, 2, -10]);
    assert_eq!(rank_highest_first(&total(-3)), [1, 2, 3, 4]);
}

#[test]
fn example_9_tied_totals_share_a_rank() {
    assert_eq!(rank_highest_first(&[5, 5, 0, -12]), [1, 1, 3, 4]);
}

#[test]
fn option_changes_zero_trick_score_in_a_live_game() {
    // Seat 1 takes every trick of a deal when it holds all the top cards and leads.
    let mut g = ThreeTricks::new(&ruleset("-3"));
    g.apply(&Action::FirstDealer(0)).unwrap();
    let mut hands = vec![CardSet::EMPTY; 4];
    for (i, c) in CardSet::standard_52().iter().enumerate() {
        // Rank order within a suit: the 13 lowest-index cards are 2..A of clubs, etc.
        // Give seat 1 all the aces, kings and queens plus one jack, so it wins every trick.
        let _ = i;
        let s = match c.rank() {
            14 | 13 | 12 => 1,
            11 if c.suit() == crate::engine::Suit::CLUBS => 1,
            _ => 9,
        };
        if s == 1 {
            hands[1].insert(c);
        }
    }
    let mut rest = CardSet::standard_52().minus(hands[1]).iter();
    for s in [0, 2, 3] {
        while hands[s].len() < 13 {
            hands[s].insert(rest.next().unwrap());
        }
    }
    g.apply(&Action::Deal { hands, leftover: NoLeftover }).unwrap();
    while let Turn::Seat(_) = g.turn() {
        // Everyone plays their highest legal card; seat 1's cards outrank all others.
        let best = g.legal_actions().into_iter().max_by_key(|a| match a {
            Action::Play(c) => c.rank(),
            _ => 0,
        });
        g.apply(&best.unwrap()).unwrap();
        if g.view(0).deal_scores.len() == 1 {
            break;
        }
    }
    assert_eq!(g.view(0).deal_scores[0], [-3, -13, -3, -3]);
}

#[test]
fn refusals_at_the_wrong_time() {
    let mut g = ThreeTricks::new(&ruleset("-5"));
    assert_eq!(g.apply(&Action::Play("SA".parse().unwrap())), Err(IllegalAction::NotChanceTurn));
    assert!(g.apply(&Action::FirstDealer(4)).is_err());
    g.apply(&Action::FirstDealer(1)).unwrap();
    assert!(matches!(g.apply(&Action::Deal { hands: vec![CardSet::EMPTY; 4], leftover: NoLeftover }), Err(IllegalAction::BadOutcome(_))));
    let before = format!("{g:?}");
    assert!(g.apply(&Action::FirstDealer(0)).is_err());
    assert_eq!(format!("{g:?}"), before);
}

#[test]
fn a_view_shows_only_its_own_hand() {
    let g = game_with(0, ["", "", "", ""]);
    for s in 0..4u8 {
        let v = g.view(s);
        assert_eq!(v.hand.len(), 13);
        assert!(v.hand.and(g.secrets(s).cards).is_empty());
        assert_eq!(g.secrets(s).cards.len(), 39);
    }
}

mod entered {
    //! Companion mode (the plain trick game's): a deal played with real cards entered as the
    //! tricks each player won.
    use super::*;
    use crate::engine::companion::{Answer, Companion, DealEntry, EntryError};

    fn begun(zero: &str) -> ThreeTricks {
        let mut g = ThreeTricks::new(&ruleset(zero));
        g.begin(0).unwrap();
        g
    }

    fn counts(t: [u8; 4]) -> DealEntry {
        DealEntry { answers: vec![Answer::PerSeat(t.to_vec())] }
    }

    /// rules.md Example 8 entered deal by deal, with both zero-trick scores; Examples 3-5 are
    /// its rows or single deals.
    #[test]
    fn example_8_entered_gives_its_totals() {
        for (zero, totals) in [("-5", [9, 8, 2, -10]), ("-3", [11, 8, 2, -10])] {
            let mut g = begun(zero);
            for t in [[3, 3, 3, 4], [2, 2, 4, 5], [0, 6, 4, 3], [1, 1, 1, 10]] {
                g.enter_deal(&counts(t)).unwrap();
            }
            assert_eq!(g.turn(), Turn::Over);
            assert_eq!(g.scores(), totals, "{zero}");
            assert_eq!(g.view(0).deal_scores[0], [9, 9, 9, -4]);
        }
        for (t, points) in [([0, 0, 0, 13], [-5, -5, -5, -13]), ([5, 5, 2, 1], [-5, -5, 4, 1])] {
            let mut g = begun("-5");
            g.enter_deal(&counts(t)).unwrap();
            assert_eq!(g.scores(), points);
        }
    }

    #[test]
    fn what_cannot_be_is_refused_and_changes_nothing() {
        let mut g = begun("-5");
        g.enter_deal(&counts([3, 3, 3, 4])).unwrap();
        let before = format!("{g:?}");
        assert_eq!(g.enter_deal(&counts([3, 3, 3, 3])), Err(EntryError::TrickSum { field: 0, sum: 12, total: 13 }));
        assert_eq!(g.enter_deal(&counts([14, 0, 0, 0])), Err(EntryError::CountAbove { field: 0, seat: 0, count: 14, most: 13 }));
        assert_eq!(format!("{g:?}"), before);
    }
}

//! The worked examples of rules.md §5, plus rule checks on a live game.

use crate::engine::trick::FollowBy;
use super::*;
use crate::engine::cards::CardSet;
use crate::engine::game::{Game, IllegalAction, Turn};
use crate::engine::score::rank_highest_first;
use crate::engine::seats::Seat;
use crate::engine::{GameRng, Suit};
use crate::games::test_support::{check_rotation, fill_hands};

fn ruleset(players: &str) -> Ruleset {
    Ruleset::with_options(&INFO, [("players", players)]).unwrap()
}

/// A game of `n` players at the start of play with `dealer`, hands that hold at least
/// `fixed[s]`, and the rest of the pack filling the hands; a seat listed in `voids` gets no
/// card of that suit from the filler. What is left over goes face up.
fn game_with(n: usize, dealer: Seat, fixed: &[&str], voids: &[(Seat, Suit)]) -> Second {
    let (hands, rest) = fill_hands(n, 52 / n as u32, fixed, voids, CardSet::EMPTY);
    let mut g = Second::new(&ruleset(&n.to_string()));
    g.apply(&Action::FirstDealer(dealer)).unwrap();
    g.apply(&Action::Deal { hands, leftover: rest.into_iter().collect() }).expect("test deal is valid");
    g
}

/// Plays `played` in turn and returns the finished trick as the view shows it.
fn trick(g: &mut Second, played: &str) -> DoneTrick {
    for c in played.split_whitespace() {
        g.apply(&Action::Play(c.parse().unwrap())).unwrap_or_else(|e| panic!("{c}: {e}"));
    }
    let v = g.view(0);
    assert_eq!(v.last_trick.as_ref(), v.history.last());
    v.last_trick.expect("a finished trick")
}

fn won(t: &DoneTrick) -> (Seat, String, WinReason) {
    (t.winner, t.winning_card().to_string(), t.detail)
}

#[test]
fn example_1_second_highest_wins_and_leads() {
    // 4 players, dealer s0: s1 leads S9; s2 SK; s3 S2; s0 SA. F = {A, K, 9, 2}.
    let mut g = game_with(4, 0, &["SA", "S9", "SK", "S2"], &[]);
    assert_eq!(g.turn(), Turn::Seat(1));
    let t = trick(&mut g, "S9 SK S2 SA");
    assert_eq!(won(&t), (2, "SK".into(), WinReason::SecondHighest));
    assert_eq!(g.turn(), Turn::Seat(2), "s2 leads the next trick");
    assert_eq!(g.view(3).tricks_won, [0, 0, 1, 0]);
}

#[test]
fn example_2_nobody_follows_the_leader_wins() {
    let voids = [(2, Suit::SPADES), (3, Suit::SPADES), (0, Suit::SPADES)];
    let mut g = game_with(4, 0, &["C4", "S9", "H5", "D3"], &voids);
    let t = trick(&mut g, "S9 H5 D3 C4");
    assert_eq!(won(&t), (1, "S9".into(), WinReason::OnlyLedCard));
    assert_eq!(g.turn(), Turn::Seat(1));
}

#[test]
fn example_3_one_point_per_trick() {
    assert_eq!([3, 2, 2, 2, 1].map(deal_points), [3, 2, 2, 2, 1]);
    // Live: a 5-player deal's score row is its trick counts, which add up to H = 10.
    let mut g = Second::new(&ruleset("5"));
    let mut rng = GameRng::seeded(4);
    while g.view(0).deal_scores.is_empty() {
        let a = match g.turn() {
            Turn::Chance => g.sample_chance(&mut rng),
            _ => g.legal_actions()[0].clone(),
        };
        g.apply(&a).unwrap();
    }
    let v = g.view(0);
    assert_eq!(v.deal_scores[0], v.tricks_won.iter().map(|&t| t as i32).collect::<Vec<_>>());
    assert_eq!(v.deal_scores[0].iter().sum::<i32>(), 10);
}

#[test]
fn example_4_one_follower_higher_lead() {
    let voids = [(3, Suit::SPADES), (0, Suit::SPADES)];
    let mut g = game_with(4, 0, &["H6", "SQ", "S9", "D4"], &voids);
    let t = trick(&mut g, "SQ S9 D4 H6");
    assert_eq!(won(&t), (2, "S9".into(), WinReason::SecondHighest));
}

#[test]
fn example_5_one_follower_lower_lead() {
    let voids = [(3, Suit::SPADES), (0, Suit::SPADES)];
    let mut g = game_with(4, 0, &["H6", "S9", "SQ", "D4"], &voids);
    let t = trick(&mut g, "S9 SQ D4 H6");
    assert_eq!(won(&t), (1, "S9".into(), WinReason::SecondHighest));
}

#[test]
fn example_6_partial_following_five_players() {
    let voids = [(3, Suit::CLUBS), (0, Suit::CLUBS)];
    let mut g = game_with(5, 0, &["DK", "C5", "C8", "HA", "C7"], &voids);
    assert_eq!(g.view(0).leftover.len(), 2, "5 players: 2 cards face up");
    let t = trick(&mut g, "C5 C8 HA C7 DK");
    assert_eq!(won(&t), (4, "C7".into(), WinReason::SecondHighest));
    assert_eq!(g.turn(), Turn::Seat(4));
}

#[test]
fn example_7_three_players_one_card_face_up() {
    let mut g = game_with(3, 0, &["D3", "D10", "DJ"], &[]);
    let v = g.view(2);
    assert_eq!((v.hand.len(), v.leftover.len()), (17, 1));
    let t = trick(&mut g, "D10 DJ D3");
    assert_eq!(won(&t), (1, "D10".into(), WinReason::SecondHighest));
}

#[test]
fn example_8_leading_an_ace_loses() {
    let mut g = game_with(4, 0, &["SJ", "SA", "SK", "SQ"], &[]);
    let t = trick(&mut g, "SA SK SQ SJ");
    assert_eq!(won(&t), (2, "SK".into(), WinReason::SecondHighest));
}

#[test]
fn example_9_leading_a_two() {
    let voids = [(3, Suit::SPADES), (0, Suit::SPADES)];
    let mut g = game_with(4, 0, &["H5", "S2", "S3", "D4"], &voids);
    let t = trick(&mut g, "S2 S3 D4 H5");
    assert_eq!(won(&t), (1, "S2".into(), WinReason::SecondHighest));
}

#[test]
fn a_led_ace_wins_when_nobody_follows() {
    // rules.md R8 consequence: "a led A wins only if nobody follows".
    let voids = [(2, Suit::HEARTS), (3, Suit::HEARTS), (0, Suit::HEARTS)];
    let mut g = game_with(4, 0, &["", "HA", "", ""], &voids);
    let played = format!("HA {} {} {}", first(&g, 2), first(&g, 3), first(&g, 0));
    let t = trick(&mut g, &played);
    assert_eq!(won(&t), (1, "HA".into(), WinReason::OnlyLedCard));
}

fn first(g: &Second, seat: Seat) -> String {
    g.view(seat).hand.first().unwrap().to_string()
}

#[test]
fn options_and_deal_count() {
    let o = Options::from_ruleset(&Ruleset::defaults(&INFO));
    assert_eq!((o.players, o.deals_per_game, o.hand_size, o.face_up, o.bidding_and_trumps), (4, 4, 13, 0, false));
    let o = Options::from_ruleset(&Ruleset::with_options(&INFO, [("players", "5"), ("deals-per-game", "2")]).unwrap());
    assert_eq!((o.players, o.deals_per_game, o.hand_size, o.face_up), (5, 2, 10, 2));
    assert_eq!(Options::from_ruleset(&ruleset("3")).deals_per_game, 3, "one deal per player by default (S5)");
    assert!(Ruleset::with_options(&INFO, [("bidding-and-trumps", "on")]).is_err(), "S4: no invented rules");
    assert!(Ruleset::with_options(&INFO, [("deals-per-game", "0")]).is_err());
    assert!(Ruleset::with_options(&INFO, [("players", "6")]).is_err());
}

#[test]
fn n_deals_with_the_dealer_moving_left() {
    // 3 players, first dealer s2: dealers 2, 0, 1 and opening leaders 0, 1, 2.
    let mut g = Second::new(&ruleset("3"));
    g.apply(&Action::FirstDealer(2)).unwrap();
    let mut rng = GameRng::seeded(8);
    check_rotation(&mut g, &mut rng, |g| g.view(0).dealer, &[(2, 0), (0, 1), (1, 2)]);
    assert_eq!(g.turn(), Turn::Over);
    let v = g.view(1);
    assert_eq!(v.deal_scores.len(), 3);
    assert!(v.deal_scores.iter().all(|row| row.iter().sum::<i32>() == 17));
    assert_eq!(v.totals.iter().sum::<i32>(), 51);
    assert_eq!(g.scores(), v.totals);
    assert_eq!(v.places, rank_highest_first(&v.totals));
}

#[test]
fn deals_per_game_option_sets_the_length() {
    let r = Ruleset::with_options(&INFO, [("players", "4"), ("deals-per-game", "6")]).unwrap();
    let mut g = Second::new(&r);
    let mut rng = GameRng::seeded(1);
    let mut dealers = Vec::new();
    while g.turn() != Turn::Over {
        let a = match g.turn() {
            Turn::Chance => {
                if g.phase == Phase::Deal {
                    dealers.push(g.cycle.dealer);
                }
                g.sample_chance(&mut rng)
            }
            _ => g.legal_actions()[0].clone(),
        };
        g.apply(&a).unwrap();
    }
    assert_eq!(g.view(0).deal_scores.len(), 6);
    let d0 = dealers[0];
    assert_eq!(dealers, (0..6).map(|k| (d0 + k) % 4).collect::<Vec<_>>(), "the deal keeps passing left");
}

#[test]
fn tied_totals_share_a_place() {
    // rules.md S6.
    assert_eq!(rank_highest_first(&[14, 20, 14]), [2, 1, 2]);
}

#[test]
fn leftover_cards_are_public_and_hands_are_secret() {
    let g = game_with(5, 1, &[], &[]);
    for s in 0..5u8 {
        let v = g.view(s);
        assert_eq!(v.leftover.len(), 2);
        assert_eq!(v.hand.len(), 10);
        assert!(v.hand.and(g.secrets(s).cards).is_empty());
        assert!(v.leftover.and(g.secrets(s).cards).is_empty());
        assert_eq!(g.secrets(s).cards.len(), 40);
        let json = serde_json::to_string(&v).unwrap();
        for c in g.secrets(s).cards.iter() {
            assert!(!json.contains(&format!("\"{c}\"")), "seat {s} sees {c}");
        }
    }
}

#[test]
fn must_follow_and_refusals_leave_the_state_unchanged() {
    let mut g = game_with(4, 0, &["", "SK", "S3 HA", ""], &[]);
    g.apply(&Action::Play("SK".parse().unwrap())).unwrap();
    let before = format!("{g:?}");
    assert_eq!(g.apply(&Action::Play("HA".parse().unwrap())), Err(IllegalAction::MustFollow { card: "HA".into(), led: Suit::SPADES, by: FollowBy::Suit }));
    let other = g.view(3).hand.first().unwrap();
    assert_eq!(g.apply(&Action::Play(other)), Err(IllegalAction::CardNotInHand(other.to_string())));
    assert!(matches!(g.apply(&Action::FirstDealer(0)), Err(IllegalAction::NotYourTurn { expected: Some(2) })));
    assert_eq!(format!("{g:?}"), before);
    assert!(g.view(2).legal.contains("S3".parse().unwrap()));
    assert!(!g.view(2).legal.contains("HA".parse().unwrap()));
}

#[test]
fn impossible_deals_are_refused() {
    let mut g = Second::new(&ruleset("3"));
    assert_eq!(g.apply(&Action::Play("SA".parse().unwrap())), Err(IllegalAction::NotChanceTurn));
    assert!(g.apply(&Action::FirstDealer(3)).is_err());
    g.apply(&Action::FirstDealer(0)).unwrap();
    let Action::Deal { hands, leftover } = g.sample_chance(&mut GameRng::seeded(1)) else { panic!() };
    assert_eq!(leftover.len(), 1);
    let before = format!("{g:?}");
    assert!(g.apply(&Action::Deal { hands: hands.clone(), leftover: CardSet::EMPTY }).is_err());
    let in_hand = hands[0].first().unwrap();
    assert!(g.apply(&Action::Deal { hands: hands.clone(), leftover: CardSet::single(in_hand) }).is_err());
    assert_eq!(format!("{g:?}"), before);
    g.apply(&Action::Deal { hands, leftover }).unwrap();
    assert_eq!(g.turn(), Turn::Seat(1));
}

//! The worked examples of rules.md §5, plus rule checks on a live game.

use crate::engine::trick::FollowBy;
use super::*;
use crate::engine::cards::{cards, CardSet};
use crate::engine::game::{Game, IllegalAction, Turn};
use crate::engine::score::rank_highest_first;
use crate::engine::seats::Seat;
use crate::engine::{GameRng, Suit};
use crate::games::test_support::{check_rotation, fill_hands, play_out_first_legal};

fn ruleset(players: &str) -> Ruleset {
    let ext = if matches!(players, "9" | "10") { "on" } else { "off" };
    Ruleset::with_options(&INFO, [("players", players), ("extended-player-counts", ext)]).unwrap()
}

fn set(s: &str) -> CardSet {
    cards(s).into_iter().collect()
}

/// A game of `n` players at the start of play with `dealer`, the `leftover` cards face up and
/// hands that hold at least `fixed[s]`. The rest of the pack fills the hands; a seat listed in
/// `voids` gets no card of that suit from the filler.
fn game_with(n: usize, dealer: Seat, fixed: &[&str], voids: &[(Seat, Suit)], leftover: &str) -> Parity {
    let leftover = set(leftover);
    let (hands, rest) = fill_hands(n, hand_size(n as u8) as u32, fixed, voids, leftover);
    let mut g = Parity::new(&ruleset(&n.to_string()));
    g.apply(&Action::FirstDealer(dealer)).unwrap();
    // Any unplaced filler goes face up only if the caller left room; otherwise this fails.
    let leftover = rest.into_iter().fold(leftover, |mut a, c| {
        a.insert(c);
        a
    });
    g.apply(&Action::Deal { hands, leftover }).expect("test deal is valid");
    g
}

fn play(g: &mut Parity, card: &str) -> Result<(), IllegalAction> {
    g.apply(&Action::Play(card.parse().unwrap()))
}

fn points(h: u8, tricks: &[u8]) -> Vec<i32> {
    tricks.iter().map(|&t| deal_points(t, h)).collect()
}

#[test]
fn example_1_hand_sizes_and_face_up_cards() {
    for (n, h, up) in [("3", 17, 1), ("4", 13, 0), ("5", 10, 2), ("6", 8, 4), ("7", 7, 3), ("8", 6, 4)] {
        let o = Options::from_ruleset(&ruleset(n));
        assert_eq!((o.hand_size, o.face_up), (h, up), "N = {n}");
        // A live deal gives those numbers too.
        let mut g = Parity::new(&ruleset(n));
        g.apply(&Action::FirstDealer(0)).unwrap();
        let d = g.sample_chance(&mut GameRng::seeded(5));
        g.apply(&d).unwrap();
        let v = g.view(0);
        assert!(v.hand_sizes.iter().all(|&s| s == h));
        assert_eq!(v.leftover.len(), up as u32);
    }
    // The extension (rules.md §3): 9 and 10 players hold 5 cards, with 7 and 2 face up.
    for (n, up) in [("9", 7), ("10", 2)] {
        let o = Options::from_ruleset(&ruleset(n));
        assert_eq!((o.hand_size, o.face_up), (5, up));
    }
}

#[test]
fn example_2_seven_player_table() {
    assert_eq!(points(7, &[0, 1, 2, 3, 4, 5, 6, 7]), [0, -1, 2, -3, 4, -5, 6, -7]);
}

#[test]
fn example_3_taking_every_trick_is_negative() {
    assert_eq!(points(8, &[8, 0, 0, 0, 0, 0]), [-8, 0, 0, 0, 0, 0]);
    // Live: 6 players, dealer s0, so s1 leads holding every ace and king; it wins all 8.
    let mut g = game_with(6, 0, &["", "SA HA DA CA SK HK DK CK"], &[], "");
    while g.turn() == Turn::Seat(g.to_play()) && g.view(0).deal_scores.is_empty() {
        // s1 leads its highest card; everyone else plays their lowest legal card.
        let s = g.to_play();
        let legal = g.view(s).legal;
        let c = if s == 1 { legal.iter().max_by_key(|c| c.rank()) } else { legal.first() };
        g.apply(&Action::Play(c.unwrap())).unwrap();
    }
    assert_eq!(g.view(0).deal_scores[0], [0, -8, 0, 0, 0, 0]);
}

#[test]
fn example_4_seven_players() {
    assert_eq!(points(7, &[2, 1, 0, 3, 1, 0, 0]), [2, -1, 0, -3, -1, 0, 0]);
}

#[test]
fn example_5_five_players_even_hand_reversed() {
    assert_eq!(points(10, &[3, 2, 0, 4, 1]), [3, -2, 0, -4, 1]);
}

#[test]
fn example_6_four_players_odd_hand() {
    assert_eq!(points(13, &[4, 4, 3, 2]), [4, 4, -3, 2]);
    assert_eq!(points(13, &[13, 0, 0, 0]), [-13, 0, 0, 0]);
}

#[test]
fn example_7_six_players() {
    assert_eq!(points(8, &[1, 2, 3, 2, 0, 0]), [1, -2, 3, -2, 0, 0]);
}

#[test]
fn example_8_three_players_one_card_face_up() {
    assert_eq!(points(17, &[6, 5, 6]), [6, -5, 6]);
    assert_eq!(Options::from_ruleset(&ruleset("3")).face_up, 1);
}

#[test]
fn example_9_eight_players_single_tricks() {
    assert_eq!(points(6, &[1, 1, 1, 1, 1, 1, 0, 0]), [1, 1, 1, 1, 1, 1, 0, 0]);
}

#[test]
fn example_10_trick_play_no_trump() {
    // N = 4, dealer s3, so s0 leads. s2 is void in clubs.
    let mut g = game_with(4, 3, &["C8", "CJ", "HA", "C10"], &[(2, Suit::CLUBS)], "");
    assert_eq!(g.turn(), Turn::Seat(0), "the dealer's left leads (rules.md R5, P1)");
    for c in ["C8", "CJ", "HA", "C10"] {
        play(&mut g, c).unwrap();
    }
    let v = g.view(0);
    assert_eq!(v.history[0].winner, 1, "CJ wins; HA cannot, there is no trump");
    assert_eq!(v.tricks_won, [0, 1, 0, 0]);
    assert_eq!(g.turn(), Turn::Seat(1), "s1 leads next");
}

#[test]
fn players_nine_and_ten_need_the_extension() {
    for n in ["9", "10"] {
        assert_eq!(
            Ruleset::with_options(&INFO, [("players", n)]).unwrap_err(),
            RulesetError::Requires {
                option: "players".into(),
                value: n.into(),
                needs: "extended-player-counts".into(),
                needs_value: "on".into()
            }
        );
        let r = Ruleset::with_options(&INFO, [("players", n), ("extended-player-counts", "on")]).unwrap();
        assert_eq!(r.seat_count(), n.parse::<usize>().unwrap());
    }
    assert!(Ruleset::with_options(&INFO, [("players", "8")]).is_ok());
    assert!(Ruleset::with_options(&INFO, [("players", "11"), ("extended-player-counts", "on")]).is_err());
    assert!(Ruleset::with_options(&INFO, [("players", "2")]).is_err());
    assert!(Ruleset::with_options(&INFO, [("hand-size", "13")]).is_err(), "hand-size is derived, not chosen");
    assert_eq!(Ruleset::defaults(&INFO).seat_count(), 4);
}

#[test]
fn ten_players_play_five_tricks_with_the_same_sign_rule() {
    // H = 5 (odd): 1 trick scores −1, 2 score +2.
    assert_eq!(points(5, &[1, 2, 0, 0, 0, 0, 0, 0, 1, 1]), [-1, 2, 0, 0, 0, 0, 0, 0, -1, -1]);
    let mut g = Parity::new(&ruleset("10"));
    play_out_first_legal(&mut g, &mut GameRng::seeded(9));
    let v = g.view(0);
    assert_eq!(v.deal_scores.len(), 10);
    for row in &v.deal_scores {
        assert_eq!(row.iter().map(|p| p.unsigned_abs()).sum::<u32>(), 5, "5 tricks a deal");
    }
}

#[test]
fn n_deals_with_the_dealer_moving_left() {
    // 5 players, first dealer s3: dealers 3,4,0,1,2 and opening leaders 4,0,1,2,3.
    let mut g = Parity::new(&ruleset("5"));
    g.apply(&Action::FirstDealer(3)).unwrap();
    let mut rng = GameRng::seeded(3);
    check_rotation(&mut g, &mut rng, |g| g.view(0).dealer, &[(3, 4), (4, 0), (0, 1), (1, 2), (2, 3)]);
    assert_eq!(g.turn(), Turn::Over, "the game ends after N deals");
    let v = g.view(2);
    assert_eq!(v.deal_scores.len(), 5);
    assert_eq!(v.deal_number, 5);
    let mut totals = vec![0; 5];
    for row in &v.deal_scores {
        for (s, p) in row.iter().enumerate() {
            totals[s] += p;
        }
    }
    assert_eq!(v.totals, totals);
    assert_eq!(g.scores(), totals);
    assert_eq!(v.places, rank_highest_first(&totals));
}

#[test]
fn tied_totals_share_a_place() {
    // rules.md R12, P7, P8.
    assert_eq!(rank_highest_first(&[4, -3, 4, 0]), [1, 4, 1, 3]);
}

#[test]
fn leftover_cards_are_public_and_hands_are_secret() {
    let g = game_with(6, 0, &[], &[], "SA HA DA CA");
    for s in 0..6u8 {
        let v = g.view(s);
        assert_eq!(v.leftover, set("SA HA DA CA"), "every seat sees the face-up cards");
        assert_eq!(v.hand.len(), 8);
        assert!(v.hand.and(g.secrets(s).cards).is_empty());
        assert!(v.leftover.and(g.secrets(s).cards).is_empty());
        assert_eq!(g.secrets(s).cards.len(), 40, "the other five hands");
        let json = serde_json::to_string(&v).unwrap();
        for c in g.secrets(s).cards.iter() {
            assert!(!json.contains(&format!("\"{c}\"")), "seat {s} sees {c}");
        }
    }
}

#[test]
fn impossible_deals_are_refused_and_leave_the_state_unchanged() {
    let mut g = Parity::new(&ruleset("5"));
    g.apply(&Action::FirstDealer(0)).unwrap();
    let Action::Deal { hands, leftover } = g.sample_chance(&mut GameRng::seeded(1)) else { panic!() };
    let before = format!("{g:?}");
    // Too few face-up cards.
    let mut short = leftover;
    let moved = short.first().unwrap();
    short.remove(moved);
    assert!(matches!(g.apply(&Action::Deal { hands: hands.clone(), leftover: short }), Err(IllegalAction::BadOutcome(_))));
    // A face-up card that is also in a hand.
    let mut dup = hands.clone();
    let out = dup[0].first().unwrap();
    dup[0].remove(out);
    dup[0].insert(moved);
    assert!(g.apply(&Action::Deal { hands: dup, leftover }).is_err());
    // Wrong number of hands, a joker face up.
    assert!(g.apply(&Action::Deal { hands: hands[..4].to_vec(), leftover }).is_err());
    let mut joker = short;
    joker.insert("JK".parse().unwrap());
    assert!(g.apply(&Action::Deal { hands: hands.clone(), leftover: joker }).is_err());
    assert_eq!(format!("{g:?}"), before);
    g.apply(&Action::Deal { hands, leftover }).unwrap();
}

#[test]
fn refusals_at_the_wrong_time() {
    let mut g = Parity::new(&ruleset("7"));
    assert_eq!(g.apply(&Action::Play("SA".parse().unwrap())), Err(IllegalAction::NotChanceTurn));
    assert!(g.apply(&Action::FirstDealer(7)).is_err());
    g.apply(&Action::FirstDealer(6)).unwrap();
    assert!(g.apply(&Action::FirstDealer(0)).is_err());
    let d = g.sample_chance(&mut GameRng::seeded(2));
    g.apply(&d).unwrap();
    assert_eq!(g.turn(), Turn::Seat(0), "dealer s6's left is s0");
    let before = format!("{g:?}");
    assert!(matches!(g.apply(&d), Err(IllegalAction::NotYourTurn { expected: Some(0) })));
    let other = g.view(1).hand.first().unwrap();
    assert_eq!(g.apply(&Action::Play(other)), Err(IllegalAction::CardNotInHand(other.to_string())));
    assert_eq!(format!("{g:?}"), before);
}

#[test]
fn must_follow_is_enforced() {
    // Dealer s0, s1 leads SK; s2 holds S3 and HA and must play the spade.
    let mut g = game_with(4, 0, &["", "SK", "S3 HA", ""], &[], "");
    play(&mut g, "SK").unwrap();
    let before = format!("{g:?}");
    assert_eq!(play(&mut g, "HA"), Err(IllegalAction::MustFollow { card: "HA".into(), led: Suit::SPADES, by: FollowBy::Suit }));
    assert_eq!(format!("{g:?}"), before);
    assert!(g.view(2).legal.contains("S3".parse().unwrap()));
    assert!(!g.view(2).legal.contains("HA".parse().unwrap()));
    assert!(g.view(3).legal.is_empty(), "not seat 3's turn");
}

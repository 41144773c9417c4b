//! The worked examples of rules.md §5 and the ambiguity resolutions of §4, on live games.

use super::*;
use crate::engine::cards::cards;
use crate::engine::game::{Game, IllegalAction, Turn};

fn rules(options: &[(&str, &str)]) -> Ruleset {
    Ruleset::with_options(&INFO, options.iter().copied()).unwrap()
}

fn set(s: &str) -> CardSet {
    cards(s).into_iter().collect()
}

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

/// A game under `r` with seat 1 dealing (seat 0 is the non-dealer), seat 0 holding
/// `non_dealer` and the rest of the pack (and, with jokers, JK2) going to the dealer.
fn dealt(r: &Ruleset, non_dealer: &str) -> ParlettParity {
    let mut g = ParlettParity::new(r);
    g.apply(&Action::FirstDealer(1)).unwrap();
    let nd = set(non_dealer);
    let pack = playing_cards().or(CardSet::jokers(if g.options().jokers { 2 } else { 0 }));
    g.apply(&Action::Deal { hands: vec![nd, pack.minus(nd)] }).expect("a valid test deal");
    g
}

fn name(g: &mut ParlettParity, t: Trump, p: Parity) {
    g.apply(&Action::Trump(t)).unwrap();
    g.apply(&Action::Parity(p)).unwrap();
}

fn play(g: &mut ParlettParity, seq: &str) {
    for c in seq.split_whitespace() {
        g.apply(&Action::Play(card(c))).unwrap_or_else(|e| panic!("{c}: {e}"));
    }
}

const ND_HAND: &str = "SA SK SQ SJ S10 S9 HA HK HQ HJ H10 H9";

#[test]
fn example_1_score_range() {
    // Target even, the scorer won 0 tricks (the other 13): 10. Target odd, 13 tricks: 23.
    assert_eq!(deal_score([0, 13], Parity::Even, 10), (0, 10));
    assert_eq!(deal_score([13, 0], Parity::Odd, 10), (0, 23));
}

#[test]
fn example_2_and_9_game_end_and_lurch() {
    let o = Options::from_ruleset(&rules(&[]));
    assert_eq!(game_result(64, &o), "lurch", "64 is below 66, not below 55");
    assert_eq!(game_result(50, &o), "double-lurch");
    assert_eq!(game_result(66, &o), "win");
    assert_eq!(game_result(55, &o), "lurch");
    assert_eq!(o.game_target(), 100);
}

#[test]
fn example_3_short_game_halves_every_target() {
    let o = Options::from_ruleset(&rules(&[("short-game", "on")]));
    assert_eq!(o.game_target(), 50);
    assert_eq!(game_result(33, &o), "win");
    assert_eq!(game_result(32, &o), "lurch");
    assert_eq!(game_result(28, &o), "lurch");
    assert_eq!(game_result(27, &o), "double-lurch", "L8: below 27.5 means 27 or less");
}

#[test]
fn example_4_no_trump_value() {
    assert_eq!(Trump::NoTrump.base_points(), 20);
    assert_eq!(deal_score([8, 5], Parity::Even, Trump::NoTrump.base_points()), (0, 28));
}

#[test]
fn examples_5_to_7_counting_and_scoring() {
    // Example 5: ND (seat 1 here) won trick 1 and 5 others: 7; D 6. Target odd: ND 17.
    assert_eq!(deal_score([6, 7], Parity::Odd, 10), (1, 17));
    // Example 6: the same split, target even: D 16.
    assert_eq!(deal_score([6, 7], Parity::Even, 10), (0, 16));
    // Example 7: D won all 12 physical tricks, 13 counted.
    assert_eq!(deal_score([13, 0], Parity::Odd, 10), (0, 23));
    assert_eq!(deal_score([13, 0], Parity::Even, 10), (1, 10));
}

#[test]
fn example_5_live_the_first_trick_counts_two() {
    // Seat 0 (ND) holds the top six spades and hearts; spades trump, target odd. ND leads
    // SA and wins every trick: 2 + 11 = 13 counted, odd, 23 points.
    let mut g = dealt(&rules(&[]), ND_HAND);
    assert_eq!(g.turn(), Turn::Seat(0), "the non-dealer names trumps (R5)");
    name(&mut g, Trump::Spades, Parity::Odd);
    assert_eq!(g.view(0).next_trick_counts_double, true);
    play(&mut g, "SA DA");
    assert_eq!(g.view(1).tricks, [2, 0], "R8: the first trick counts 2");
    assert!(!g.view(1).next_trick_counts_double);
    assert_eq!(g.tricks.history[0].detail.counts, 2);
    let dealer_cards: Vec<Card> = g.hands[1].iter().collect();
    let mine: Vec<Card> = g.hands[0].iter().collect();
    for (m, d) in mine.iter().zip(&dealer_cards) {
        g.apply(&Action::Play(*m)).unwrap();
        g.apply(&Action::Play(*d)).unwrap();
    }
    let row = &g.deal_rows[0];
    assert_eq!(row.tricks, [13, 0]);
    assert_eq!((row.scorer, row.points), (0, [23, 0]));
    assert_eq!(g.totals, [23, 0]);
    assert_eq!(g.phase, Phase::Deal);
    assert_eq!(g.cycle.dealer, 0, "R3: the deal alternates");
}

#[test]
fn example_8_trick_resolution() {
    let play = |led: &str, second: &str, trump: Option<Suit>| {
        trick_winner(&[Play { seat: 0, card: card(led) }, Play { seat: 1, card: card(second) }], trump)
    };
    let d = Some(Suit::DIAMONDS);
    assert_eq!(play("CK", "D9", d), 1, "a void dealer trumps with D9");
    assert_eq!(play("CK", "CA", d), 1);
    assert_eq!(play("CK", "HA", d), 0, "a discard never wins");
    assert_eq!(play("CK", "CA", None), 1, "L6: no ties, the higher card of the led suit");
}

#[test]
fn example_8_live_must_follow() {
    let mut g = dealt(&rules(&[]), "CK SA SK SQ SJ S10 S9 HA HK HQ HJ H10");
    name(&mut g, Trump::Diamonds, Parity::Even);
    play(&mut g, "CK");
    // The dealer holds clubs, so a diamond is refused, and the state is unchanged.
    let before = format!("{g:?}");
    let e = g.apply(&Action::Play(card("D9"))).unwrap_err();
    assert!(matches!(e, IllegalAction::MustFollow { .. }), "{e:?}");
    assert_eq!(format!("{g:?}"), before);
    play(&mut g, "CA");
    assert_eq!(g.tricks.won[..], [0, 2]);
    assert_eq!(g.tricks.history[0].detail.reason, WinReason::HighestOfLed);
}

#[test]
fn example_10_no_trump_call_only_when_strictly_behind() {
    let o = Options::from_ruleset(&rules(&[("no-trump-call", "on")]));
    assert!(may_call_no_trump(&o, 45, 60));
    assert!(!may_call_no_trump(&o, 60, 45));
    assert!(!may_call_no_trump(&o, 45, 45), "L10: level is not behind");
    let off = Options::from_ruleset(&rules(&[]));
    assert!(!may_call_no_trump(&off, 45, 60), "the option is off");
    // Live: at 0-0 the call is refused and not offered.
    let mut g = dealt(&rules(&[("no-trump-call", "on")]), ND_HAND);
    assert!(!g.legal_actions().contains(&Action::Trump(Trump::NoTrump)));
    assert!(matches!(g.apply(&Action::Trump(Trump::NoTrump)), Err(IllegalAction::Rule(_))));
    // Behind: offered, and the deal is worth 20 + tricks with no trump suit.
    g.totals = [45, 60];
    assert!(g.legal_actions().contains(&Action::Trump(Trump::NoTrump)));
    name(&mut g, Trump::NoTrump, Parity::Odd);
    assert_eq!(g.view(0).indicator, None, "L5: no indicator suit at no trump");
    play(&mut g, "SA DA");
    assert_eq!(g.tricks.history[0].detail.reason, WinReason::HighestOfLed, "no trump: a diamond discard loses");
}

#[test]
fn example_11_joker_variant() {
    let r = rules(&[("joker-variant", "on")]);
    let mut g = dealt(&r, "JK SA SK SQ DA DK DQ DJ D10 D9 CA CK CQ");
    assert_eq!(g.hands[0].len(), 13, "R12: 13 cards each");
    name(&mut g, Trump::Hearts, Parity::Odd);
    assert!(!g.view(0).next_trick_counts_double, "R12: the first trick is not doubled");
    // ND leads JK; D may play anything (here HA, a trump); ND wins.
    play(&mut g, "JK");
    assert_eq!(g.legal_cards(), g.hands[1], "anything after a led joker");
    play(&mut g, "HA");
    assert_eq!(g.tricks.history[0].winner, 0);
    assert_eq!(g.tricks.history[0].detail.reason, WinReason::JokerLead);
    assert_eq!(g.tricks.won[..], [1, 0]);
    // ND leads SA; D holds spades but may play JK2, and loses.
    play(&mut g, "SA");
    assert!(g.legal_cards().contains(card("JK2")));
    play(&mut g, "JK2");
    assert_eq!(g.tricks.history[1].winner, 0);
    assert_eq!(g.tricks.history[1].detail.reason, WinReason::JokerLoses);
    // 13 physical tricks, no doubling: ND 7, D 6, target odd → ND 17.
    assert_eq!(deal_score([7, 6], Parity::Odd, 10), (0, 17));
}

#[test]
fn a_joker_played_after_a_led_joker_loses() {
    let plays = [Play { seat: 1, card: card("JK2") }, Play { seat: 0, card: card("JK") }];
    assert_eq!(trick_winner(&plays, Some(Suit::SPADES)), 0);
}

#[test]
fn the_joker_deal_gives_each_player_one_joker() {
    let r = rules(&[("joker-variant", "on")]);
    let mut g = ParlettParity::new(&r);
    g.apply(&Action::FirstDealer(0)).unwrap();
    let both = set("JK JK2 SA SK SQ SJ S10 S9 HA HK HQ HJ H10");
    let e = g.apply(&Action::Deal { hands: vec![both, playing_cards().minus(both).or(set("H9"))] });
    assert!(e.is_err());
    for seed in 0..20 {
        let mut h = ParlettParity::new(&r);
        h.apply(&Action::FirstDealer(0)).unwrap();
        let a = h.sample_chance(&mut GameRng::seeded(seed));
        h.apply(&a).unwrap();
        assert!(h.hands.iter().all(|x| x.of_suit(Suit::JOKER).len() == 1 && x.len() == 13));
    }
}

#[test]
fn the_parity_announcement_is_the_dealers_and_comes_second() {
    let mut g = dealt(&rules(&[]), ND_HAND);
    assert!(matches!(g.apply(&Action::Parity(Parity::Odd)), Err(IllegalAction::WrongPhase(_))), "L3: trumps first");
    g.apply(&Action::Trump(Trump::Clubs)).unwrap();
    assert_eq!(g.turn(), Turn::Seat(1), "the dealer announces the parity");
    g.apply(&Action::Parity(Parity::Even)).unwrap();
    assert_eq!(g.turn(), Turn::Seat(0), "R7: the non-dealer leads");
    assert_eq!(g.view(1).indicator, Some(card("C2")), "R6: the even club indicator (2-3 pack)");
    let mut h = dealt(&rules(&[("indicator-ranks", "7-8")]), ND_HAND);
    name(&mut h, Trump::Hearts, Parity::Odd);
    assert_eq!(h.view(0).indicator, Some(card("H7")));
}

#[test]
fn both_hands_are_in_every_view_and_nothing_is_secret() {
    let g = dealt(&rules(&[]), ND_HAND);
    for s in 0..2 {
        let v = g.view(s);
        assert_eq!(v.hands, g.hands, "R4: both hands are public");
        assert!(g.secrets(s).cards.is_empty() && g.secrets(s).other.is_empty());
    }
}

#[test]
fn the_game_ends_at_100_with_its_result() {
    let mut g = dealt(&rules(&[]), ND_HAND);
    g.totals = [90, 64];
    name(&mut g, Trump::Spades, Parity::Odd);
    let dealer_cards: Vec<Card> = g.hands[1].iter().collect();
    let mine: Vec<Card> = g.hands[0].iter().collect();
    for (m, d) in mine.iter().zip(&dealer_cards) {
        g.apply(&Action::Play(*m)).unwrap();
        g.apply(&Action::Play(*d)).unwrap();
    }
    assert_eq!(g.totals, [113, 64]);
    assert_eq!(g.turn(), Turn::Over, "R13, L7: checked after the deal's scoring");
    let o = g.outcome().unwrap();
    assert_eq!(o.places, [1, 2]);
    assert_eq!(o.result.as_deref(), Some("lurch"));
    assert_eq!(g.view(1).result, Some("lurch"));
}

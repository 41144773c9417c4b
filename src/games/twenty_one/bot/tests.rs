//! The bots' knowledge of Twenty-One: what the determinizations keep and read, the rules of
//! thumb, and the bid search.

use super::super::tests::{bid, card, deal, new_game, set};
use super::policy::{best_bid, expected_tricks, rule_bid};
use super::*;
use crate::bots::ismcts::{self, Worlds};

fn normal(g: &TwentyOne) -> Action {
    let Turn::Seat(s) = g.turn() else { panic!("no seat to act") };
    TwentyOne::normal_action(&g.view(s), &g.legal_actions(), &mut GameRng::seeded(0))
}

fn opts() -> Options {
    Options::from_ruleset(&Ruleset::defaults(&INFO))
}

#[test]
fn a_determinization_keeps_the_seats_hand_the_sizes_and_the_voids() {
    // Dealer 0: s3 leads a spade, s2 has none and throws a club.
    let mut g = new_game(&[], 0);
    deal(&mut g, ["", "", "C2 C3 C4 C5 C6 C7 C8 C9 CT CJ CQ CK CA", "S2"]);
    bid(&mut g, &[3, 3, 3, 3]);
    g.apply(&Action::Play(card("S2"))).unwrap();
    g.apply(&Action::Play(card("C2"))).unwrap();
    let mut moved = false;
    for seed in 0..200 {
        let w = g.determinize(1, &mut GameRng::seeded(seed));
        assert_eq!(w.hands[1], g.hands[1], "seat 1 keeps its own hand");
        assert!(w.hands[2].of_suit(Suit::SPADES).is_empty(), "seed {seed}: seat 2 showed out of spades");
        assert_eq!(w.hands.map(|h| h.len()), g.hands.map(|h| h.len()));
        assert_eq!(w.hands.iter().fold(CardSet::EMPTY, |a, h| a.or(*h)), g.hands.iter().fold(CardSet::EMPTY, |a, h| a.or(*h)));
        moved |= w.hands[3] != g.hands[3];
    }
    assert!(moved, "the other hands are redealt");
}

#[test]
fn bids_shape_the_hands_dealt() {
    // Dealer 0: s3 bids 8, s2 bids 1; s1 (to bid) looks at the others' cards.
    let mut g = new_game(&[], 0);
    deal(&mut g, ["", "", "", ""]);
    bid(&mut g, &[8, 1]);
    let (mut strong, mut weak) = (0.0, 0.0);
    for seed in 0..300 {
        let w = g.determinize(1, &mut GameRng::seeded(seed));
        strong += expected_tricks(w.hands[3]);
        weak += expected_tricks(w.hands[2]);
    }
    // Uniform deals would give both about 3.2 tricks.
    assert!(strong / 300.0 > 6.0 && weak / 300.0 < 2.6, "expected tricks: bid 8 {} bid 1 {}", strong / 300.0, weak / 300.0);
}

#[test]
fn the_trick_estimate_fits_greedy_self_play() {
    // Every seat bids and plays by the rules of thumb; the estimate of each hand as dealt is
    // compared with the tricks it took.
    let rules = Ruleset::defaults(&INFO);
    let (mut n, mut error, mut squares, mut void) = (0.0, 0.0, 0.0, 0);
    for seed in 0..400u64 {
        let mut g = TwentyOne::new(&rules);
        let mut rng = GameRng::seeded(seed);
        g.apply(&g.sample_chance(&mut rng)).unwrap();
        g.apply(&g.sample_chance(&mut rng)).unwrap();
        let hands = g.hands;
        while let Turn::Seat(_) = g.turn() {
            g.apply(&normal(&g)).unwrap();
        }
        let row = *g.rows.last().unwrap();
        let Some(tricks) = row.tricks else {
            void += 1;
            continue;
        };
        for s in 0..SEATS {
            let miss = tricks[s] as f64 - expected_tricks(hands[s]);
            n += 1.0;
            error += miss;
            squares += miss * miss;
        }
    }
    let bias = error / n;
    let spread = (squares / n - bias * bias).sqrt();
    assert!(bias.abs() < 0.35, "bias {bias}");
    assert!((spread - policy::TRICKS_SPREAD).abs() < 0.3, "spread {spread}");
    assert!(void < 160, "{void} of 400 deals void");
}

#[test]
fn the_rule_bids_what_pays_best() {
    let o = opts();
    // Every heart from the ace down and every spade ace: a grand hand.
    let grand = set("HA HK HQ HJ HT H9 H8 H7 SA DA CA SK DK");
    assert!(rule_bid(grand, &o, 0, false) >= 11, "{}", rule_bid(grand, &o, 0, false));
    let rags = set("C2 C3 C4 C5 D2 D3 D4 D5 S2 S3 S4 S5 S6");
    assert_eq!(rule_bid(rags, &o, 0, false), 1);
    // Bidding a little under the expectation pays: +b made is worth more than the risk.
    assert!(best_bid(4.0, &o) < 4 && best_bid(4.0, &o) >= 2);
    // Doubling from 7: a hand expecting 8.5 bids 7 or more.
    assert!(best_bid(8.5, &o) >= 7);
}

#[test]
fn the_last_bidder_saves_a_deal_that_pays() {
    let o = opts();
    let fair = set("HA HK H5 H4 SA SK S3 D4 D5 C3 C4 C6 C7");
    let best = rule_bid(fair, &o, 0, false);
    // The others bid 2 in all: the best bid would leave the deal void; bid up to 9 only if
    // that still pays.
    let after_two = rule_bid(fair, &o, 2, true);
    assert_eq!(after_two, best, "7 tricks are too many for this hand: let the deal be void");
    let after_five = rule_bid(fair, &o, 5, true);
    assert!(best < 4 && after_five == 4, "best {best}, after 5: {after_five}");
    assert_eq!(rule_bid(fair, &o, 5, false), best, "only the last bidder knows the total");
}

/// Dealer 0, the four hands given in full, these bids (s3, s2, s1, s0 in turn) and tricks
/// already won; then s3 leads S2, s2 and s1 play `s2_s1`, and it is s0's turn, last.
fn last_to_play(hands: [&str; 4], bids: &[u8], won: [u8; 4], s2_s1: [&str; 2]) -> TwentyOne {
    let mut g = new_game(&[], 0);
    let hands: Vec<CardSet> = hands.iter().map(|h| set(h)).collect();
    g.apply(&Action::Deal { hands }).unwrap();
    bid(&mut g, bids);
    g.tricks.won = won.iter().copied().collect();
    for c in ["S2", s2_s1[0], s2_s1[1]] {
        g.apply(&Action::Play(card(c))).unwrap();
    }
    assert_eq!(g.turn(), Turn::Seat(0));
    g
}

const CLUBS_TO_QUEEN: &str = "C2 C3 C4 C5 C6 C7 C8 C9 CT CJ CQ";

#[test]
fn play_ducks_under_a_partner_who_is_winning_and_needs_the_trick() {
    let s0 = format!("SQ S3 {CLUBS_TO_QUEEN}");
    let hands = [
        s0.as_str(),
        "S5 CK CA D2 D3 D4 D5 D6 D7 D8 D9 DT DJ",
        "SA DQ DK DA H2 H3 H4 H5 H6 H7 H8 H9 HT",
        "S2 S4 S6 S7 S8 S9 ST SJ SK HJ HQ HK HA",
    ];
    // s0 still needs its 2 and so does its partner s2, who is winning with SA: s0 plays low.
    let g = last_to_play(hands, &[3, 2, 2, 2], [0; 4], ["SA", "S5"]);
    assert_eq!(normal(&g), Action::Play(card("S3")));
    // s0 has made its bid of 1: it throws its highest losing card.
    let g = last_to_play(hands, &[4, 2, 2, 1], [1, 0, 0, 0], ["SA", "S5"]);
    assert_eq!(normal(&g), Action::Play(card("SQ")));
}

#[test]
fn play_takes_a_trick_an_opponent_still_needs() {
    let s0 = format!("SA S3 {CLUBS_TO_QUEEN}");
    let hands = [
        s0.as_str(),
        "SK CK CA D2 D3 D4 D5 D6 D7 D8 D9 DT DJ",
        "SQ DQ DK DA H2 H3 H4 H5 H6 H7 H8 H9 HT",
        "S2 S4 S5 S6 S7 S8 S9 ST SJ HJ HQ HK HA",
    ];
    // s0 made its 1; s1 (an opponent) needs 3 and is winning with SK: s0 takes it with SA.
    let g = last_to_play(hands, &[3, 2, 3, 1], [1, 0, 0, 0], ["SQ", "SK"]);
    assert_eq!(normal(&g), Action::Play(card("SA")));
    // An opponent who has made its bid may keep the trick: s0 keeps its ace.
    let g = last_to_play(hands, &[4, 3, 1, 1], [1, 1, 0, 0], ["SQ", "SK"]);
    assert_eq!(normal(&g), Action::Play(card("S3")));
    // Needing a trick itself, s0 wins with its cheapest winning card.
    let g = last_to_play(hands, &[3, 2, 2, 2], [0; 4], ["SQ", "SK"]);
    assert_eq!(normal(&g), Action::Play(card("SA")));
}

#[test]
fn the_hard_bid_is_judged_by_playing_each_candidate_out() {
    let mut g = new_game(&[], 0);
    deal(&mut g, ["", "", "", "HA HK HQ HJ HT H9 H8 H7 SA DA CA SK DK"]);
    assert_eq!(g.turn(), Turn::Seat(3));
    let est = ismcts::search(&g, 3, Worlds::Sampled, 600, &mut GameRng::seeded(4));
    assert_eq!(est.len(), 13, "one estimate per legal bid");
    assert_eq!(est.iter().map(|e| e.action.clone()).collect::<Vec<_>>(), g.legal_actions());
    let most = est.iter().max_by_key(|e| e.visits).unwrap();
    assert_eq!(est.iter().filter(|e| e.visits == most.visits).count(), 1, "one bid is the most visited");
    let Action::Bid(b) = most.action else { panic!() };
    assert!(b >= 10, "a grand hand bids high: {b}");
    assert!(est.iter().filter(|e| e.visits > 0).all(|e| e.value <= most.value + 1e-9 || e.visits < most.visits));
    assert_eq!(ismcts::best(&g, 3, Worlds::Sampled, 600, &mut GameRng::seeded(4)), most.action, "the hard bot bids what its estimates say");
    // A hopeless hand bids 1.
    let mut g = new_game(&[], 0);
    deal(&mut g, ["", "", "", "C2 C3 C4 C5 D2 D3 D4 D5 S2 S3 S4 S5 S6"]);
    assert_eq!(ismcts::best(&g, 3, Worlds::Sampled, 600, &mut GameRng::seeded(5)), Action::Bid(1));
}

#[test]
fn playouts_finish_the_deal_from_the_bids_on() {
    let mut g = new_game(&[], 2);
    deal(&mut g, ["", "", "", ""]);
    bid(&mut g, &[4]);
    for seed in 0..20 {
        let mut p = g.clone();
        p.playout(&mut GameRng::seeded(seed));
        assert_eq!(BotGame::deals_done(&p), 1);
        assert!(matches!(p.phase, Phase::Deal | Phase::Over));
        assert_eq!(p.rows[0].bids[1], 4, "the bid made stays");
    }
}

#[test]
fn every_level_chooses_legal_actions_through_a_deal() {
    let mut g = new_game(&[], 1);
    let mut rng = GameRng::seeded(9);
    g.apply(&g.sample_chance(&mut rng)).unwrap();
    while BotGame::deals_done(&g) == 0 {
        let Turn::Seat(s) = g.turn() else { break };
        let legal = g.legal_actions();
        let a = match s {
            0 => ismcts::best(&g, s, Worlds::Sampled, 100, &mut rng),
            1 => ismcts::best(&g, s, Worlds::TrueDeal, 100, &mut rng),
            _ => normal(&g),
        };
        assert!(legal.contains(&a), "{a:?}");
        g.apply(&a).unwrap();
    }
}

//! The worked examples of rules.md §5 (T1-T3, C1-C8), plus rule checks on live games.
//! Seats A, B, C, D are 0, 1, 2, 3, clockwise.

use super::*;
use crate::engine::cards::cards;
use crate::engine::trick::DoneTrick;

const A: Seat = 0;
const B: Seat = 1;
const C: Seat = 2;
const D: Seat = 3;

fn ruleset(players: &str, contest: &str) -> Ruleset {
    Ruleset::with_options(&INFO, [("players", players), ("contest-mode", contest)]).unwrap()
}

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

fn set(s: &str) -> CardSet {
    cards(s).into_iter().collect()
}

fn hold(shops: [u8; 5], chips: &[u8], tokens: &[u8]) -> Holdings {
    Holdings { shops, chips: chips.to_vec(), tokens: tokens.to_vec(), exempt: vec![false; chips.len()] }
}

/// A deal with `fixed` cards in the hands (the rest of the pack fills them in seat order)
/// and the given edge cards.
fn deal_action(players: u8, fixed: &[&str], edge: &str) -> Action {
    let n = players as usize;
    let mut hands: Vec<CardSet> = (0..n).map(|s| set(fixed.get(s).copied().unwrap_or(""))).collect();
    let edge = cards(edge);
    let used = hands.iter().fold(edge.iter().copied().collect::<CardSet>(), |a, h| a.or(*h));
    let mut rest = pack(players).minus(used).iter();
    for h in hands.iter_mut() {
        while h.len() < HAND as u32 {
            h.insert(rest.next().unwrap());
        }
    }
    Action::Deal { hands, edge }
}

/// A new game dealt by `dealer`.
fn dealt(players: u8, contest: bool, dealer: Seat, fixed: &[&str], edge: &str) -> Arsene {
    let mut g = Arsene::new(&ruleset(&players.to_string(), if contest { "on" } else { "off" }));
    g.apply(&Action::FirstDealer(dealer)).unwrap();
    g.apply(&deal_action(players, fixed, edge)).unwrap();
    g
}

/// A game in the middle of trick play: hands as given, counts already won, `leader` to lead.
fn mid_deal(players: u8, hands: &[&str], tricks: &[u8], dummy: u8, leader: Seat, placed: EdgeCard) -> Arsene {
    let mut g = Arsene::new(&ruleset(&players.to_string(), "off"));
    g.phase = Phase::Play;
    g.hands = hands.iter().map(|h| set(h)).collect();
    g.tricks.won = tricks.iter().copied().collect();
    g.dummy_tricks = dummy;
    g.tricks.leader = leader;
    g.placed = Some(placed);
    let played = tricks.iter().sum::<u8>() + dummy.saturating_sub(1);
    g.tricks.history = (0..played).map(|_| DoneTrick { plays: TrickCards::new(), winner: 0, detail: Taker::Seat(0) }).collect();
    g
}

fn play(g: &mut Arsene, c: &str) {
    g.apply(&Action::Play(card(c))).unwrap_or_else(|e| panic!("{c}: {e}"));
}

fn chips(a: &Acquisition) -> Vec<u8> {
    a.after.chips.clone()
}

// ---------------------------------------------------------------------------------------
// §5.1 Examples from the source
// ---------------------------------------------------------------------------------------

#[test]
fn t1_push_only_to_the_nearest_equal_count() {
    // Counts A 1, B 2, C 1, D 1; A wins trick 6: C only (B differs, D is farther).
    assert_eq!(push_target(A, &[1, 2, 1, 1], None), Some(Taker::Seat(C)));
    // Live: A leads SA and wins.
    let placed = EdgeCard::NoTrump(card("H2"));
    let mut g = mid_deal(4, &["SA H3", "S2 H4", "S3 H5", "S4 H6"], &[1, 2, 1, 1], 0, A, placed);
    for c in ["SA", "S2", "S3", "S4"] {
        play(&mut g, c);
    }
    assert_eq!(g.phase, Phase::Push);
    assert_eq!(g.turn(), Turn::Seat(A));
    assert_eq!(g.legal_actions(), vec![Action::Keep, Action::Push(Taker::Seat(C))]);
    // Everyone sees whose decision it is and the one target.
    assert_eq!(g.view(D).push, Some(PushView { winner: A, count: 1, target: Taker::Seat(C) }));
    for bad in [Taker::Seat(B), Taker::Seat(D), Taker::Dummy, Taker::Seat(A)] {
        let before = format!("{g:?}");
        assert!(g.apply(&Action::Push(bad)).is_err(), "{bad:?}");
        assert_eq!(format!("{g:?}"), before);
    }
    // Keeping gives A 2 and A leads.
    let mut kept = g.clone();
    kept.apply(&Action::Keep).unwrap();
    assert_eq!(kept.tricks.won[..], [2, 2, 1, 1]);
    assert_eq!(kept.turn(), Turn::Seat(A));
    // Pushing gives C 2, A stays at 1, and C leads trick 7.
    g.apply(&Action::Push(Taker::Seat(C))).unwrap();
    assert_eq!(g.tricks.won[..], [1, 2, 2, 1]);
    assert_eq!(g.turn(), Turn::Seat(C));
    let v = g.view(B);
    assert_eq!(v.just_taken_by, Some(Taker::Seat(C)));
    assert_eq!(v.just_finished.as_ref().map(|(_, w)| *w), Some(A));
    assert_eq!(v.taken.last(), Some(&Taken { winner: A, taker: Taker::Seat(C) }));
    assert_eq!(v.trick_number, 7);
}

#[test]
fn t2_contest_exchange_of_two() {
    // A holds 2, B holds 4; they collide (contest mode active: shop A is empty).
    let before = hold([0, 6, 9, 6, 3], &[2, 4, 0, 0], &[0; 4]);
    let a = acquire(&before, &[2, 2, 4, 3], None, true);
    assert!(a.contest);
    assert_eq!(chips(&a)[..2], [4, 2]);
    assert_eq!(a.seats[A as usize].received_from, Some(B));
    assert_eq!(a.seats[B as usize].received_from, Some(A));
    assert_eq!(a.after.tokens, vec![0, 0, 0, 0], "no tokens in contest mode");
}

#[test]
fn t3_shop_schedule() {
    assert_eq!([shop_take(3, 9), shop_take(3, 8), shop_take(3, 5)], [1, 3, 5]);
    for r in [2, 4] {
        assert_eq!([shop_take(r, 6), shop_take(r, 5), shop_take(r, 3)], [1, 2, 3]);
    }
    for r in [1, 5] {
        assert_eq!([shop_take(r, 3), shop_take(r, 2), shop_take(r, 1)], [1, 1, 1]);
    }
    assert_eq!(shop_take(3, 0), 0);
    // Visiting shop 3 alone three times: 1, 3, 5, then it is empty.
    let mut h = Holdings::new(4);
    let mut took = Vec::new();
    for _ in 0..3 {
        let a = acquire(&h, &[3, 0, 0, 8], None, false);
        took.push(a.seats[0].outcome);
        h = a.after;
    }
    assert_eq!(took, [Outcome::Took(1), Outcome::Took(3), Outcome::Took(5)]);
    assert_eq!(h.shops[2], 0);
    assert_eq!(h.chips[0], 9);
    assert_eq!(shop_groups_left(3, 9), vec![1, 3, 5]);
    assert_eq!(shop_groups_left(3, 5), vec![5]);
    assert_eq!(shop_groups_left(3, 0), Vec::<u8>::new());
}

// ---------------------------------------------------------------------------------------
// §5.2 Hand-computed examples
// ---------------------------------------------------------------------------------------

#[test]
fn c1_two_deals_of_acquisition() {
    let h = Holdings::new(4);
    let d1 = acquire(&h, &[3, 3, 4, 1], None, false);
    assert_eq!(d1.seats[0].outcome, Outcome::Collision { token: true });
    assert_eq!(d1.seats[1].outcome, Outcome::Collision { token: true });
    assert_eq!(d1.seats[2].outcome, Outcome::Took(1));
    assert_eq!(d1.seats[3].outcome, Outcome::Took(1));
    assert_eq!(d1.after.chips, vec![0, 0, 1, 1]);
    assert_eq!(d1.after.tokens, vec![1, 1, 0, 0]);
    assert_eq!(d1.after.shops, [2, 6, 9, 5, 3]);
    assert_eq!(d1.end, None);
    let d2 = acquire(&d1.after, &[2, 5, 4, 0], None, false);
    assert_eq!(d2.seats[3].outcome, Outcome::Nothing);
    assert_eq!(d2.after.chips, vec![1, 1, 3, 1]);
    assert_eq!(d2.after.tokens, vec![1, 1, 0, 0]);
    assert_eq!(d2.after.shops, [2, 5, 9, 3, 2]);
    assert_eq!(d2.end, None);
}

#[test]
fn c2_exemption_and_confiscation_end_the_game() {
    let before = hold([0, 3, 5, 3, 1], &[7, 5, 9, 2], &[2, 1, 0, 0]);
    let a = acquire(&before, &[1, 1, 3, 6], None, false);
    assert_eq!(a.seats[0].outcome, Outcome::Exempt);
    assert!(a.seats[0].collided);
    assert_eq!(a.seats[1].outcome, Outcome::Confiscated(5));
    assert_eq!(a.seats[2].outcome, Outcome::Took(5));
    assert_eq!(a.seats[3].outcome, Outcome::Nothing);
    assert_eq!(a.after.chips, vec![7, 0, 14, 2]);
    assert_eq!(a.after.tokens, vec![0, 1, 0, 0], "A returned both tokens; B gets none at an empty shop (A3)");
    assert_eq!(a.after.exempt, vec![true, false, false, false]);
    assert_eq!(a.after.shops, [0, 3, 0, 3, 1]);
    assert_eq!(a.confiscated, vec![B]);
    assert_eq!(a.end, Some(EndReason::Confiscation));
    // Through a live game: D leads and wins the last trick with 5 (nobody else has 5, so it
    // is kept): A 1, B 1, C 3, D 6. The game is over and C wins.
    let mut g2 = mid_deal(4, &["S2", "S3", "S4", "SA"], &[1, 1, 3, 5], 0, D, EdgeCard::NoTrump(card("H2")));
    g2.hold = before;
    for c in ["SA", "S2", "S3", "S4"] {
        play(&mut g2, c);
    }
    // D had 5, nobody else 5: kept automatically; the deal ends with A 1, B 1, C 3, D 6.
    assert_eq!(g2.turn(), Turn::Over);
    assert_eq!(g2.scores(), vec![7, 0, 14, 2]);
    let v = g2.view(A);
    assert_eq!(v.winners, vec![C]);
    assert_eq!(g2.outcome().unwrap().places, [2, 4, 1, 3], "placed by chips (R17)");
    assert_eq!(g2.outcome().unwrap().result.as_deref(), Some("confiscation"), "named by the rule that ended it");
    assert_eq!(v.end, Some(EndReason::Confiscation));
    assert_eq!(v.deals.len(), 1);
    assert_eq!(v.deals[0].acquisition.seats[1].outcome, Outcome::Confiscated(5));
}

#[test]
fn c3_three_way_contest_exchange() {
    let before = hold([0, 5, 5, 3, 2], &[2, 5, 4, 1], &[0; 4]);
    let a = acquire(&before, &[2, 2, 5, 2], None, true);
    assert!(a.contest);
    assert_eq!(a.seats[B as usize].received_from, Some(A));
    assert_eq!(a.seats[D as usize].received_from, Some(B), "C is skipped");
    assert_eq!(a.seats[A as usize].received_from, Some(D));
    assert_eq!(a.seats[C as usize].outcome, Outcome::Took(1));
    assert_eq!(a.after.chips, vec![1, 2, 5, 5]);
    assert_eq!(a.after.tokens, vec![0; 4], "no tokens in contest mode");
    assert_eq!(a.after.shops, [0, 5, 5, 3, 1]);
    assert_eq!(a.end, None, "the game continues");
}

#[test]
fn c4_three_players_dummy_priority() {
    // A 2, B 2, C 1, dummy 2 (1 + 6 tricks played). B wins trick 7.
    assert_eq!(push_target(B, &[2, 2, 1], Some(2)), Some(Taker::Dummy));
    let placed = EdgeCard::TrumpIndicator(card("D9"));
    let mut g = mid_deal(3, &["S5 H9", "SA H10", "S6 HJ"], &[2, 2, 1], 2, B, placed);
    assert_eq!(g.tricks.done(), 6);
    for c in ["SA", "S6", "S5"] {
        play(&mut g, c);
    }
    assert_eq!(g.turn(), Turn::Seat(B));
    assert_eq!(g.legal_actions(), vec![Action::Keep, Action::Push(Taker::Dummy)]);
    assert!(g.apply(&Action::Push(Taker::Seat(A))).is_err(), "A also has 2 and is nearer, but the dummy has priority");
    g.apply(&Action::Push(Taker::Dummy)).unwrap();
    assert_eq!(g.dummy_tricks, 3);
    assert_eq!(g.tricks.won[..], [2, 2, 1]);
    assert_eq!(g.turn(), Turn::Seat(C), "the pusher's left neighbour leads");
    assert_eq!(g.view(A).dummy.map(|d| d.tricks), Some(3));
    assert_eq!(g.view(A).just_taken_by, Some(Taker::Dummy));
}

#[test]
fn c5_three_players_collision_with_the_dummy() {
    let a = acquire(&Holdings::new(3), &[2, 4, 3], Some(2), false);
    assert_eq!(a.seats[0].outcome, Outcome::Collision { token: true });
    assert!(a.seats[0].collided);
    assert_eq!(a.seats[1].outcome, Outcome::Took(1));
    assert_eq!(a.seats[2].outcome, Outcome::Took(1));
    assert_eq!(a.after.chips, vec![0, 1, 1]);
    assert_eq!(a.after.tokens, vec![1, 0, 0]);
    assert_eq!(a.after.shops, [3, 6, 8, 5, 3]);
}

#[test]
fn c6_three_players_dummy_alone_at_an_empty_shop() {
    let before = hold([3, 6, 9, 6, 0], &[0, 0, 0], &[0, 0, 0]);
    let a = acquire(&before, &[1, 2, 3], Some(5), false);
    assert_eq!(a.end, None, "the game does not end");
    assert!(a.confiscated.is_empty());
    assert_eq!(a.after.chips, vec![1, 1, 1]);
    assert_eq!(a.after.shops, [2, 5, 8, 6, 0]);
}

#[test]
fn c7_trump_decision() {
    // Only ♦J and ♦Q after the pick: no trump; any card is shown and placed face down.
    let mut g = dealt(4, false, 0, &["", "DJ DQ SA SK SQ SJ S10 S9 S8 S7 S6"], "S5 S4 S3");
    assert_eq!(g.turn(), Turn::Seat(B));
    assert_eq!(g.legal_actions(), (0..3).map(Action::TakeEdge).collect::<Vec<_>>());
    g.apply(&Action::TakeEdge(0)).unwrap();
    assert_eq!(g.hands[B as usize].len(), 12);
    let legal = g.legal_actions();
    assert_eq!(legal.len(), 12);
    assert!(legal.iter().all(|a| matches!(a, Action::NoTrump(_))));
    assert!(g.apply(&Action::TrumpIndicator(card("DJ"))).is_err());
    g.apply(&Action::NoTrump(card("SQ"))).unwrap();
    let v = g.view(D);
    assert_eq!(v.trump, Some(TrumpMode::NoTrump));
    assert_eq!(v.edge_card, Some(EdgeCard::NoTrump(card("SQ"))), "its face is public");
    assert_eq!(v.edge_face_down, 2);
    assert!(!g.secrets(D).cards.contains(card("SQ")));
    assert_eq!(g.trick_rule(), TrickRule::HighestOfLed);
    assert_eq!(g.turn(), Turn::Seat(B), "the dealer's left leads");
    assert_eq!(g.hands[B as usize].len(), 11);

    // ♦7 and ♦9: one of them must go face up; diamonds are trump.
    let mut g = dealt(4, false, 0, &["", "D7 D9 SA SK SQ SJ S10 S9 S8 S7 S6"], "S5 S4 S3");
    g.apply(&Action::TakeEdge(2)).unwrap();
    assert_eq!(g.legal_actions(), vec![Action::TrumpIndicator(card("D7")), Action::TrumpIndicator(card("D9"))]);
    assert!(g.apply(&Action::NoTrump(card("SA"))).is_err());
    assert!(g.apply(&Action::NoTrump(card("D7"))).is_err());
    assert!(g.apply(&Action::TrumpIndicator(card("SA"))).is_err());
    g.apply(&Action::TrumpIndicator(card("D9"))).unwrap();
    assert_eq!(g.view(A).edge_card, Some(EdgeCard::TrumpIndicator(card("D9"))));
    assert_eq!(g.view(A).trump, Some(TrumpMode::Diamonds));
    assert_eq!(g.trick_rule(), TrickRule::Trump(Suit::DIAMONDS));
}

#[test]
fn c8_a_zero_count_winner_cannot_push() {
    assert_eq!(push_target(A, &[0, 0, 3, 4], None), None);
    let mut g = mid_deal(4, &["SA H3", "S2 H4", "S3 H5", "S4 H6"], &[0, 0, 3, 4], 0, A, EdgeCard::NoTrump(card("H2")));
    for c in ["SA", "S2", "S3", "S4"] {
        play(&mut g, c);
    }
    assert_eq!(g.phase, Phase::Play, "no decision: the trick is kept");
    assert_eq!(g.tricks.won[..], [1, 0, 3, 4]);
    assert_eq!(g.turn(), Turn::Seat(A));
    assert!(g.apply(&Action::Keep).is_err());
}

// ---------------------------------------------------------------------------------------
// Further rule checks
// ---------------------------------------------------------------------------------------

#[test]
fn packs_and_trump_candidates() {
    assert_eq!(pack(4).len(), 47); // R6
    assert_eq!(pack(3).len(), 36); // R20
    assert!(!pack(3).contains(card("D7")) && !pack(3).contains(card("H4")) && pack(3).contains(card("D8")));
    assert!(pack(4).and(shop_cards()).is_empty());
    // A17: candidates are ♦6-♦10 (♦8-♦10 with 3 players).
    let cands: Vec<String> = pack(4).iter().filter(|&c| is_trump_candidate(c)).map(|c| c.to_string()).collect();
    assert_eq!(cands, ["D6", "D7", "D8", "D9", "D10"]);
    assert_eq!(pack(3).iter().filter(|&c| is_trump_candidate(c)).count(), 3);
}

#[test]
fn trick_winners_with_and_without_trump() {
    // R8: with trumps a diamond wins; otherwise the highest of the led suit.
    let hands = ["SA H3", "D8 H4", "S3 H5", "SK H6"];
    let mut g = mid_deal(4, &hands, &[0; 4], 0, A, EdgeCard::TrumpIndicator(card("D9")));
    for c in ["SA", "D8", "S3", "SK"] {
        play(&mut g, c);
    }
    assert_eq!(g.tricks.won[..], [0, 1, 0, 0]);
    let mut g = mid_deal(4, &hands, &[0; 4], 0, A, EdgeCard::NoTrump(card("D9")));
    assert!(g.apply(&Action::Play(card("H3"))).is_ok());
    let mut g2 = mid_deal(4, &hands, &[0; 4], 0, A, EdgeCard::NoTrump(card("D9")));
    for c in ["SA", "D8", "S3", "SK"] {
        play(&mut g2, c);
    }
    assert_eq!(g2.tricks.won[..], [1, 0, 0, 0]);
    // Must follow: C holds S3, so H5 is refused and the state is unchanged.
    play(&mut g, "H4");
    let before = format!("{g:?}");
    assert!(matches!(g.apply(&Action::Play(card("S3"))), Err(IllegalAction::MustFollow { led: Suit::HEARTS, .. })));
    assert_eq!(format!("{g:?}"), before);
}

#[test]
fn a2_zero_trick_ties_get_no_tokens_in_basic_play() {
    let a = acquire(&Holdings::new(4), &[0, 0, 5, 6], None, false);
    assert_eq!(a.after.tokens, vec![0; 4]);
    assert!(!a.seats[0].collided);
    // In contest mode two players at 0 tricks exchange (R19).
    let before = hold([0, 6, 9, 6, 3], &[3, 1, 0, 0], &[0; 4]);
    let a = acquire(&before, &[0, 0, 5, 6], None, true);
    assert_eq!(a.after.chips[..2], [1, 3]);
    assert!(a.seats[0].collided);
}

#[test]
fn r14_r16_token_limits() {
    // Two tokens already: no third. Exempt: never again.
    let mut before = hold([3, 6, 9, 6, 3], &[0; 4], &[2, 0, 0, 0]);
    before.exempt[1] = true;
    let a = acquire(&before, &[3, 3, 4, 1], None, false);
    assert_eq!(a.after.tokens, vec![2, 0, 0, 0]);
    assert_eq!(a.seats[0].outcome, Outcome::Collision { token: false });
    assert_eq!(a.seats[1].outcome, Outcome::Collision { token: false });
    // An exempt player with no tokens is confiscated at an empty shop (A12).
    let mut before = hold([0, 6, 9, 6, 3], &[4, 4, 0, 0], &[0; 4]);
    before.exempt[0] = true;
    let a = acquire(&before, &[1, 2, 3, 5], None, false);
    assert_eq!(a.seats[0].outcome, Outcome::Confiscated(4));
}

#[test]
fn a3_no_tokens_at_an_empty_shop() {
    // Two 1-token players collide at an empty shop: both confiscated, no token first.
    let before = hold([0, 6, 9, 6, 3], &[3, 2, 5, 0], &[1, 1, 0, 0]);
    let a = acquire(&before, &[1, 1, 4, 5], None, false);
    assert_eq!(a.confiscated, vec![A, B]);
    assert_eq!(a.after.chips, vec![0, 0, 6, 1]);
    assert_eq!(a.after.tokens, vec![1, 1, 0, 0]);
    assert_eq!(a.end, Some(EndReason::Confiscation));
}

#[test]
fn a4_contest_exchange_before_confiscation() {
    // A (2 tokens, 3 chips) and B (0 tokens, 8 chips) collide at empty shop A: they swap,
    // then A is exempt (keeps 8) and B is confiscated (loses 3). The game ends.
    let before = hold([0, 6, 9, 6, 3], &[3, 8, 1, 1], &[2, 0, 0, 0]);
    let a = acquire(&before, &[1, 1, 4, 5], None, true);
    assert_eq!(a.seats[0].outcome, Outcome::Exempt);
    assert_eq!(a.seats[1].outcome, Outcome::Confiscated(3));
    assert_eq!(a.after.chips, vec![8, 0, 2, 2]);
    assert_eq!(a.end, Some(EndReason::Confiscation));
}

#[test]
fn a5_a6_all_confiscated_deal_does_not_count() {
    // 4 players at empty shops 1, 2, 3 and 5 (counts 1 + 2 + 3 + 5 = 11).
    let before = hold([0, 0, 0, 6, 0], &[4, 3, 2, 1], &[1, 0, 1, 0]);
    let a = acquire(&before, &[1, 2, 3, 5], None, false);
    assert_eq!(a.confiscated, vec![A, B, C, D]);
    assert!(a.void);
    assert_eq!(a.after, before, "every chip, token and flag restored");
    assert_eq!(a.end, None);
    assert_eq!(a.seats[0].outcome, Outcome::Confiscated(4), "the line still says what happened");
    // 3 players (A6): all three real players, the dummy elsewhere.
    let before = hold([0, 0, 0, 6, 3], &[4, 3, 2], &[0, 0, 0]);
    let a = acquire(&before, &[1, 2, 3], Some(5), false);
    assert!(a.void);
    assert_eq!(a.after, before);
    // An exemption means not all are confiscated: the game ends.
    let before = hold([0, 0, 0, 6, 0], &[4, 3, 2, 1], &[2, 0, 1, 0]);
    let a = acquire(&before, &[1, 2, 3, 5], None, false);
    assert!(!a.void);
    assert_eq!(a.end, Some(EndReason::Confiscation));
}

#[test]
fn a5_a13_void_deal_rotates_the_dealer_in_a_live_game() {
    // Shops A, 2, 3 and 5 empty; D wins the last trick with 4 and keeps it: 1, 2, 3, 5.
    let before = hold([0, 0, 0, 6, 0], &[4, 3, 2, 1], &[1, 0, 1, 0]);
    let mut g = mid_deal(4, &["S2", "S3", "S4", "SA"], &[1, 2, 3, 4], 0, A, EdgeCard::NoTrump(card("H2")));
    g.hold = before.clone();
    g.cycle.dealer = D;
    for c in ["S2", "S3", "S4", "SA"] {
        play(&mut g, c);
    }
    assert_eq!(g.turn(), Turn::Chance, "the next deal is played");
    assert_eq!(g.hold, before);
    assert_eq!(g.cycle.dealer, A, "the dealer moves left");
    assert!(g.deals.last().unwrap().acquisition.void);
}

#[test]
fn r17_all_shops_empty_ends_the_game() {
    let before = hold([0, 0, 0, 0, 1], &[4, 3, 2, 1], &[0; 4]);
    let a = acquire(&before, &[5, 0, 0, 6], None, false);
    assert_eq!(a.after.shops, [0; 5]);
    assert_eq!(a.end, Some(EndReason::AllShopsEmpty));
    assert_eq!(a.after.chips, vec![5, 3, 2, 1]);
}

#[test]
fn r19_contest_starts_the_deal_after_a_shop_empties() {
    // The deal that empties shop A is not in contest mode (A14).
    let before = hold([1, 6, 9, 6, 3], &[0, 2, 0, 0], &[0; 4]);
    let a = acquire(&before, &[1, 3, 3, 4], None, true);
    assert!(!a.contest);
    assert_eq!(a.after.tokens, vec![0, 1, 1, 0]);
    assert_eq!(a.after.shops[0], 0);
    // The next one is.
    let b = acquire(&a.after, &[2, 3, 3, 3], None, true);
    assert!(b.contest);
    assert_eq!(b.after.tokens, vec![0, 1, 1, 0]);
    // Off: never.
    assert!(!acquire(&a.after, &[2, 3, 3, 3], None, false).contest);
}

#[test]
fn r24_no_exchange_with_the_dummy_in_contest_mode() {
    let before = hold([0, 6, 9, 6, 3], &[5, 1, 2], &[0; 3]);
    let a = acquire(&before, &[2, 4, 4], Some(1), true);
    // A at shop 2 alone takes; B and C collide at shop 4 and swap; the dummy at empty A: nothing.
    assert_eq!(a.after.chips, vec![6, 2, 1]);
    assert_eq!(a.end, None);
    // A player with the dummy: no chips, no token, no exchange.
    let a = acquire(&before, &[2, 4, 4], Some(2), true);
    assert_eq!(a.seats[0].outcome, Outcome::Collision { token: false });
    assert_eq!(a.seats[0].received_from, None);
    assert_eq!(a.after.chips[0], 5);
}

#[test]
fn three_player_deal_dummy_discards_and_ten_tricks() {
    let mut g = dealt(3, false, 2, &["SA SK SQ SJ S10 S9 S8 S7 S6 S5 H5", "HA HK", "CA CK"], "D8 C5 C6");
    assert_eq!(g.turn(), Turn::Seat(A), "dealer 2's left");
    g.apply(&Action::TakeEdge(0)).unwrap(); // D8
    assert_eq!(g.legal_actions(), vec![Action::TrumpIndicator(card("D8"))]);
    g.apply(&Action::TrumpIndicator(card("D8"))).unwrap();
    assert_eq!(g.phase, Phase::DummyDiscard);
    for (s, c) in [(A, "SA"), (B, "HA"), (C, "CA")] {
        assert_eq!(g.turn(), Turn::Seat(s));
        assert_eq!(g.view(s).legal, g.hands[s as usize]);
        g.apply(&Action::DummyCard(card(c))).unwrap();
        assert_eq!(g.view(s).dummy.unwrap().my_card, Some(card(c)));
        for o in (0..3).filter(|&o| o != s) {
            assert!(g.secrets(o).cards.contains(card(c)), "only the owner knows its dummy card");
        }
    }
    assert_eq!(g.phase, Phase::Play);
    assert_eq!(g.dummy_tricks, 1);
    assert_eq!(g.turn(), Turn::Seat(A));
    assert!(g.hands.iter().all(|h| h.len() == 10));
    assert_eq!(g.view(B).tricks_per_deal, 10);
    // Play the deal out (keeping every trick): the deal ends after 10 tricks.
    let mut steps = 0;
    while g.phase == Phase::Play || g.phase == Phase::Push {
        let a = g.legal_actions()[0].clone();
        g.apply(&a).unwrap();
        steps += 1;
    }
    assert!(steps >= 30);
    let rec = &g.deals[0].acquisition;
    assert_eq!(rec.seats.iter().map(|r| r.tricks).sum::<u8>() + rec.dummy_tricks.unwrap(), DEAL_TRICKS);
}

#[test]
fn views_keep_secrets_and_show_public_pieces() {
    let mut g = dealt(4, true, 3, &[], "S5 S4 S3");
    // Before the pick nobody sees the edge, the picker included.
    for s in 0..4 {
        assert!(g.secrets(s).cards.contains(card("S5")));
        assert_eq!(g.view(s).edge_face_down, 3);
        assert!(g.view(s).legal_actions.is_empty() == (s != A));
    }
    g.apply(&Action::TakeEdge(1)).unwrap(); // S4 to A
    assert!(!g.secrets(A).cards.contains(card("S4")));
    assert!(g.secrets(B).cards.contains(card("S4")));
    assert!(g.secrets(A).cards.contains(card("S5")) && g.secrets(A).cards.contains(card("S3")));
    let v = g.view(C);
    assert_eq!(v.shops.iter().map(|s| s.chips).collect::<Vec<_>>(), vec![3, 6, 9, 6, 3]);
    assert_eq!(v.shops[2].groups, vec![1, 3, 5]);
    assert_eq!(v.chips, vec![0; 4]);
    assert_eq!(v.tokens, vec![0; 4]);
    assert_eq!(v.token_supply, TOKENS);
    assert!(!v.contest_active);
    assert_eq!(v.dummy, None);
    assert!(v.legal_actions.is_empty() && v.hand_sizes == vec![12, 11, 11, 11]);
    // Refused actions leave the state unchanged.
    let before = format!("{g:?}");
    for bad in [Action::TakeEdge(0), Action::Keep, Action::FirstDealer(0), Action::DummyCard(card("S4")), Action::Play(card("S4"))] {
        assert!(g.apply(&bad).is_err(), "{bad:?}");
        assert_eq!(format!("{g:?}"), before);
    }
}

#[test]
fn bad_deals_are_refused() {
    let mut g = Arsene::new(&ruleset("4", "off"));
    g.apply(&Action::FirstDealer(0)).unwrap();
    assert!(g.apply(&Action::FirstDealer(0)).is_err());
    let Action::Deal { hands, edge } = deal_action(4, &[], "S5 S4 S3") else { unreachable!() };
    let before = format!("{g:?}");
    // A shop card in the edge, a short edge, a duplicate, a wrong hand count.
    let mut e = edge.clone();
    e[0] = card("DA");
    assert!(g.apply(&Action::Deal { hands: hands.clone(), edge: e }).is_err());
    assert!(g.apply(&Action::Deal { hands: hands.clone(), edge: edge[..2].to_vec() }).is_err());
    let mut e = edge.clone();
    e[1] = e[0];
    assert!(g.apply(&Action::Deal { hands: hands.clone(), edge: e }).is_err());
    assert!(g.apply(&Action::Deal { hands: hands[..3].to_vec(), edge: edge.clone() }).is_err());
    assert_eq!(format!("{g:?}"), before);
    assert!(g.apply(&Action::Deal { hands, edge }).is_ok());
    assert!(Arsene::new(&ruleset("3", "off")).apply(&Action::FirstDealer(3)).is_err());
}

#[test]
fn action_json_shapes() {
    assert_eq!(serde_json::to_string(&Action::Push(Taker::Dummy)).unwrap(), r#"{"push":"dummy"}"#);
    assert_eq!(serde_json::to_string(&Action::Push(Taker::Seat(2))).unwrap(), r#"{"push":{"seat":2}}"#);
    assert_eq!(serde_json::to_string(&Action::Keep).unwrap(), r#""keep""#);
    assert_eq!(serde_json::to_string(&Action::TrumpIndicator(card("D9"))).unwrap(), r#"{"trump-indicator":"D9"}"#);
    assert_eq!(serde_json::to_string(&Action::TakeEdge(1)).unwrap(), r#"{"take-edge":1}"#);
}

/// Random games to the end: the 27 chips are conserved between shops, players and the
/// confiscated pile; tokens stay within limits; each deal's counts sum to 11.
#[test]
fn random_games_keep_the_invariants() {
    for (players, contest) in [("4", "off"), ("4", "on"), ("3", "off"), ("3", "on")] {
        let mut ends = [0u32; 2];
        for seed in 0..200u64 {
            let mut g = Arsene::new(&ruleset(players, contest));
            let mut chance = GameRng::seeded(seed);
            let mut pick = GameRng::stream(seed, 9);
            let mut lost = 0u32;
            let mut seen_deals = 0;
            loop {
                match g.turn() {
                    Turn::Over => break,
                    Turn::Chance => {
                        let a = g.sample_chance(&mut chance);
                        g.apply(&a).unwrap();
                    }
                    Turn::Seat(_) => {
                        let legal = g.legal_actions();
                        let a = legal[pick.below(legal.len())].clone();
                        g.apply(&a).unwrap();
                    }
                }
                if g.deals.len() > seen_deals {
                    seen_deals = g.deals.len();
                    let acq = &g.deals[seen_deals - 1].acquisition;
                    let sum: u8 = acq.seats.iter().map(|r| r.tricks).sum::<u8>() + acq.dummy_tricks.unwrap_or(0);
                    assert_eq!(sum, DEAL_TRICKS);
                    if !acq.void {
                        lost += acq.seats.iter().map(|r| if let Outcome::Confiscated(c) = r.outcome { c as u32 } else { 0 }).sum::<u32>();
                    }
                }
                let h = &g.hold;
                let total = h.shops.iter().map(|&c| c as u32).sum::<u32>() + h.chips.iter().map(|&c| c as u32).sum::<u32>() + lost;
                assert_eq!(total, 27);
                assert!(h.tokens.iter().all(|&t| t <= MAX_TOKENS));
                assert!(h.tokens.iter().zip(&h.exempt).all(|(&t, &e)| !e || t == 0));
                assert!(seen_deals < 500);
            }
            let named = g.outcome().expect("over").result;
            assert_eq!(named.as_deref(), g.end.map(EndReason::id), "the outcome names the end (R17)");
            match g.end {
                Some(EndReason::Confiscation) => ends[0] += 1,
                Some(EndReason::AllShopsEmpty) => ends[1] += 1,
                None => panic!("over without a reason"),
            }
            let v = g.view(0);
            assert!(!v.winners.is_empty());
            let best = *v.chips.iter().max().unwrap();
            assert!(v.winners.iter().all(|&w| v.chips[w as usize] == best));
        }
        assert!(ends[0] > 0, "{players} {contest}: {ends:?}");
    }
}

/// Each way the game ends has its name and the score sheet's words for it, in both
/// languages; a name the game never gives has none.
#[test]
fn every_named_result_reads_as_the_sheet_says_it() {
    for e in EndReason::ALL {
        let words = messages::result_label(e.id()).unwrap_or_else(|| panic!("{} has no words", e.id()));
        assert_eq!(words, messages::end_text(e));
        assert!(!words.en.is_empty() && !words.ja.is_empty());
    }
    assert_eq!(messages::result_label("lurch"), None);
}

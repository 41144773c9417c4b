//! The worked examples of rules.md §5 (T1, T2, C1-C6), plus rule, option and
//! visibility checks on live games.

use super::*;
use crate::engine::cards::cards;
use crate::games::test_support::check_rotation;

fn ruleset(chips: &str) -> Ruleset {
    Ruleset::with_options(&INFO, [("starting-chips", chips)]).unwrap()
}

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

fn set(s: &str) -> CardSet {
    cards(s).into_iter().collect()
}

fn plays(list: &[(Seat, &str)]) -> Vec<Play> {
    list.iter().map(|&(seat, c)| Play { seat, card: card(c) }).collect()
}

/// Hands holding at least `fixed[s]`; the rest of the pack fills them in index order.
fn filled(fixed: [&str; SEATS]) -> Vec<CardSet> {
    let mut hands: Vec<CardSet> = fixed.iter().map(|f| set(f)).collect();
    let used = hands.iter().fold(CardSet::EMPTY, |a, h| a.or(*h));
    let mut rest = pack().minus(used).iter();
    for h in hands.iter_mut() {
        while h.len() < HAND as u32 {
            h.insert(rest.next().unwrap());
        }
    }
    hands
}

/// A game at the start of a deal dealt by `dealer` with these hands.
fn game_with(dealer: Seat, hands: Vec<CardSet>) -> ThereWereNone {
    let mut g = ThereWereNone::new(&ruleset("6"));
    g.apply(&Action::FirstDealer(dealer)).unwrap();
    g.apply(&Action::Deal { hands }).unwrap();
    g
}

/// Plays `c` for `seat`, checking that it is that seat's turn.
fn play(g: &mut ThereWereNone, seat: Seat, c: &str) {
    assert_eq!(g.turn(), Turn::Seat(seat), "before {c}");
    g.apply(&Action::Play(card(c))).unwrap_or_else(|e| panic!("seat {seat} {c}: {e}"));
}

fn play_trick(g: &mut ThereWereNone, trick: &[(Seat, &str)]) {
    for &(s, c) in trick {
        play(g, s, c);
    }
}

fn json(g: &ThereWereNone, seat: Seat) -> String {
    serde_json::to_string(&g.view(seat)).unwrap()
}

/// A deal in which every seat follows the led colour (black in odd tricks, red in even
/// ones), the chosen winner plays the strongest card left and everyone else the weakest.
/// Returns the hands and the tricks in play order.
fn scripted(dealer: Seat, winners: [Seat; 6]) -> (Vec<CardSet>, Vec<Vec<(Seat, Card)>>) {
    let by_rank = |red: bool| {
        let mut v: Vec<Card> = pack().iter().filter(|c| c.suit().is_red() == red).collect();
        v.sort_by_key(|c| c.rank());
        v
    };
    let mut pools = [by_rank(false), by_rank(true)];
    let mut hands = vec![CardSet::EMPTY; SEATS];
    let mut tricks = Vec::new();
    let mut active = SeatSet::all(SEATS);
    let mut leader = (dealer + 1) % SEATS as u8;
    for (k, &w) in winners.iter().enumerate() {
        assert!(active.contains(w), "trick {}: seat {w} has already left", k + 1);
        let pool = &mut pools[k % 2];
        let top = pool.pop().unwrap();
        let mut seat = leader;
        let mut trick = Vec::new();
        for _ in 0..active.len() {
            let c = if seat == w { top } else { pool.remove(0) };
            hands[seat as usize].insert(c);
            trick.push((seat, c));
            seat = next_in_deal(active, seat).unwrap();
        }
        tricks.push(trick);
        active.remove(w);
        leader = next_in_deal(active, w).unwrap_or(w);
    }
    let mut rest = pools.concat().into_iter();
    for h in hands.iter_mut() {
        while h.len() < HAND as u32 {
            h.insert(rest.next().unwrap());
        }
    }
    (hands, tricks)
}

fn play_scripted(g: &mut ThereWereNone, tricks: &[Vec<(Seat, Card)>]) {
    for t in tricks {
        for &(s, c) in t {
            assert_eq!(g.turn(), Turn::Seat(s));
            g.apply(&Action::Play(c)).unwrap();
        }
    }
}

// ---- §5.1 examples from the source ----

#[test]
fn t1_payout_table() {
    assert_eq!(PAYOUTS, [0, 1, 2, 2, 4, 7]);
    assert_eq!(PAYOUTS.iter().sum::<i32>(), SEATS as i32 * ANTE, "the dish is always emptied (R12)");
    // In a live deal each trick's winner takes exactly its payout; trick 6's losers get 0.
    let (hands, tricks) = scripted(0, [3, 4, 1, 2, 7, 6]);
    let mut g = game_with(0, hands);
    assert_eq!(g.view(0).dish, 16);
    for (k, t) in tricks.iter().enumerate() {
        let before = g.view(0).chips;
        assert_eq!(g.view(0).trick_payout, PAYOUTS[k]);
        play_scripted(&mut g, std::slice::from_ref(t));
        let after = g.view(0).chips;
        let w = g.view(0).trick_winners[k];
        for s in 0..SEATS {
            let gain = if s == w as usize { PAYOUTS[k] } else { 0 };
            assert_eq!(after[s] - before[s], gain, "trick {} seat {s}", k + 1);
        }
    }
    assert_eq!(g.view(0).dish, 0);
}

#[test]
fn t2_trick_six_tie_rules() {
    let six = |cs: &str| {
        let t: Vec<Play> = cards(cs).into_iter().enumerate().map(|(i, card)| Play { seat: i as Seat, card }).collect();
        let (w, d) = judge(&t, 6);
        (t[w].card.to_string(), d)
    };
    // (1) SQ, HQ, C9: the top two differ in colour; the third is black, so the red Q wins.
    assert_eq!(six("SQ HQ C9"), ("HQ".into(), TrickDecision::PairColourUnlikeThird));
    // (2) SQ, CQ, H9: the top two are both black; the third card wins.
    assert_eq!(six("SQ CQ H9"), ("H9".into(), TrickDecision::PairSameColourThirdWins));
    // (3a) black, black, red: the red Q.
    assert_eq!(six("SQ CQ HQ"), ("HQ".into(), TrickDecision::AllSameRankMinorityColour));
    // (3b) black, red, red: the black Q.
    assert_eq!(six("SQ HQ DQ"), ("SQ".into(), TrickDecision::AllSameRankMinorityColour));
    // Play order does not matter in trick 6 (R14, A5): the same cards in other orders.
    assert_eq!(six("C9 HQ SQ").0, "HQ");
    assert_eq!(six("H9 SQ CQ").0, "H9");
    assert_eq!(six("HQ SQ CQ").0, "HQ");
    assert_eq!(six("DQ HQ SQ").0, "SQ");
}

// ---- §5.2 hand-computed examples ----

/// C1's and C2's hands (dealer 0). Seats 3 and 5 are void in black (C1); the rest of the
/// pack fills the other hands.
fn c1_game() -> ThereWereNone {
    game_with(
        0,
        filled(["CJ H3", "S9 D5", "C9 H7", "DK H4 D7 H9 D3 H5", "SA H8", "HK D8 DQ DJ D9 D10", "C3 H6", "S5 D6"]),
    )
}

const C1: [(Seat, &str); 8] =
    [(1, "S9"), (2, "C9"), (3, "DK"), (4, "SA"), (5, "HK"), (6, "C3"), (7, "S5"), (0, "CJ")];
const C2: [(Seat, &str); 7] = [(4, "H8"), (5, "D8"), (6, "H6"), (7, "D6"), (0, "H3"), (1, "D5"), (2, "H7")];

#[test]
fn c1_equal_trumps_the_earlier_wins() {
    let mut g = c1_game();
    assert_eq!(g.view(0).chips, [4; SEATS], "the ante is paid (R6)");
    play_trick(&mut g, &C1[..2]);
    // Seat 3 is void in black: DK, its strongest card, is the only legal play (R10).
    assert_eq!(g.legal_actions(), vec![Action::Play(card("DK"))]);
    assert_eq!(g.view(3).legal, set("DK"));
    play_trick(&mut g, &C1[2..4]);
    assert_eq!(g.legal_actions(), vec![Action::Play(card("HK"))]);
    play_trick(&mut g, &C1[4..]);
    let v = g.view(0);
    assert_eq!(judge(&plays(&C1), 1), (2, TrickDecision::EarlierEqualTrump));
    assert_eq!(v.trick_winners, [3], "seat 3 wins");
    assert_eq!(v.chips[3], 4, "trick 1 pays 0");
    assert_eq!(v.dish, 16);
    assert!(!v.in_deal[3], "seat 3 drops out");
    assert_eq!(v.in_deal.iter().filter(|&&b| b).count(), 7);
    assert_eq!(g.turn(), Turn::Seat(4), "seat 4 leads trick 2");
    assert_eq!(v.trick_number, 2);
    let (shown, w) = v.just_finished.clone().unwrap();
    assert_eq!((shown.len(), w), (8, 3));
    assert_eq!(v.just_finished_decided_by, Some(TrickDecision::EarlierEqualTrump));
}

#[test]
fn c2_no_trump_equal_ranks_the_earlier_wins() {
    let mut g = c1_game();
    play_trick(&mut g, &C1);
    play_trick(&mut g, &C2);
    assert_eq!(judge(&plays(&C2), 2), (0, TrickDecision::EarlierEqualOfLed));
    let v = g.view(0);
    assert_eq!(v.trick_winners, [3, 4]);
    assert_eq!(v.chips[4], 5, "seat 4 receives 1 chip");
    assert_eq!(v.dish, 15);
    assert!(!v.in_deal[4]);
    assert_eq!(g.turn(), Turn::Seat(5), "seat 5 leads trick 3");
    assert_eq!(v.just_finished_decided_by, Some(TrickDecision::EarlierEqualOfLed));
}

#[test]
fn c3_leaders_for_the_deals_winners() {
    // C3's table: winners 3, 4, 1, 2, 7 (then 6) give leaders 1, 4, 5, 2, 5, 0.
    let mut active = SeatSet::all(SEATS);
    let mut leaders = vec![1];
    for w in [3, 4, 1, 2, 7] {
        active.remove(w);
        leaders.push(next_in_deal(active, w).unwrap());
    }
    assert_eq!(leaders, [1, 4, 5, 2, 5, 0]);
    // Seats 3 and 4 are out when seat 2 wins trick 4, so seat 5 leads trick 5.
    let mut a = SeatSet::all(SEATS);
    for s in [3, 4, 1, 2] {
        a.remove(s);
    }
    assert_eq!(next_in_deal(a, 2), Some(5));
}

/// C3 as a live deal. C3 continues C1 and C2, but their cards cannot also give C3's later
/// winners: seats 3 and 5 hold only reds, trick 2 is all red, and seats 0, 2, 6 and 7 must
/// follow red in both tricks 3 and 4, which needs 26 of the 24 reds. These hands give C3's
/// leaders, winners, trick-6 cards and chips exactly.
#[test]
fn c3_a_full_deal_of_chip_flow() {
    let hands = [
        "S9 H6 C7 D6 SQ H10",
        "S3 H7 CA C10 CJ CQ",
        "S4 H8 C8 DA CK H9",
        "SA HJ HQ HK D7 D8",
        "S5 HA D9 DJ DQ DK",
        "S6 H3 C3 D3 S10 D10",
        "S7 H4 C4 D4 SJ C6",
        "S8 H5 C5 D5 SK C9",
    ];
    let mut g = game_with(0, hands.iter().map(|h| set(h)).collect());
    let tricks: [&[(Seat, &str)]; 6] = [
        &[(1, "S3"), (2, "S4"), (3, "SA"), (4, "S5"), (5, "S6"), (6, "S7"), (7, "S8"), (0, "S9")],
        &[(4, "HA"), (5, "H3"), (6, "H4"), (7, "H5"), (0, "H6"), (1, "H7"), (2, "H8")],
        &[(5, "C3"), (6, "C4"), (7, "C5"), (0, "C7"), (1, "CA"), (2, "C8")],
        &[(2, "DA"), (5, "D3"), (6, "D4"), (7, "D5"), (0, "D6")],
        &[(5, "S10"), (6, "SJ"), (7, "SK"), (0, "SQ")],
        // Players left: 0, 5, 6 in that order; both 10s are red, so the third card wins.
        &[(0, "H10"), (5, "D10"), (6, "C6")],
    ];
    let dish_after = [16, 15, 13, 11, 7];
    for (k, t) in tricks.iter().enumerate() {
        assert_eq!(g.view(0).leader, t[0].0, "trick {} leader", k + 1);
        assert_eq!(g.view(0).trick_number, k as u8 + 1);
        play_trick(&mut g, t);
        if k < 5 {
            assert_eq!(g.view(0).dish, dish_after[k]);
        }
    }
    let v = g.view(0);
    assert_eq!(v.deals.len(), 1);
    let d = &v.deals[0];
    assert_eq!(d.winners, [3, 4, 1, 2, 7, 6]);
    assert_eq!(d.last_trick_decided_by, TrickDecision::PairSameColourThirdWins);
    assert_eq!(d.payouts, [0, 2, 2, 0, 1, 0, 7, 4]);
    assert_eq!(d.net, [-2, 0, 0, -2, -1, -2, 5, 2]);
    assert_eq!(v.chips, [4, 6, 6, 4, 5, 4, 11, 8]);
    assert_eq!(d.chips, v.chips);
    assert_eq!(v.chips.iter().sum::<i32>(), 48);
    assert_eq!(v.dish, 0);
    // No one has 1 chip or fewer: the game goes on and seat 1 deals next (R18, A2).
    assert_eq!(g.turn(), Turn::Chance);
    assert_eq!(v.phase, Phase::Deal);
    assert_eq!(v.dealer, 1);
    assert_eq!(v.just_finished, Some((plays(tricks[5]).iter().map(|p| (p.seat, p.card)).collect(), 6)));
    assert_eq!(v.just_finished_decided_by, Some(TrickDecision::PairSameColourThirdWins));
    // The next deal: seat 2 leads, everyone antes again.
    let deal = g.sample_chance(&mut GameRng::seeded(5));
    g.apply(&deal).unwrap();
    let v = g.view(0);
    assert_eq!(g.turn(), Turn::Seat(2));
    assert_eq!(v.chips, [2, 4, 4, 2, 3, 2, 9, 6]);
    assert_eq!((v.dish, v.deal_number, v.just_finished.is_none()), (16, 2, true));
}

#[test]
fn c4_game_end() {
    let (hands, tricks) = scripted(0, [2, 5, 0, 7, 1, 4]);
    let mut g = ThereWereNone::new(&ruleset("6"));
    g.apply(&Action::FirstDealer(0)).unwrap();
    g.chips = [3, 9, 2, 6, 7, 5, 8, 8];
    g.apply(&Action::Deal { hands }).unwrap();
    assert_eq!(g.view(0).chips, [1, 7, 0, 4, 5, 3, 6, 6], "after the ante");
    // A7: the check is only at the end of a deal; seat 2 at 0 chips plays on.
    assert!(matches!(g.turn(), Turn::Seat(_)));
    play_scripted(&mut g, &tricks);
    let v = g.view(0);
    assert_eq!(v.deals[0].winners, [2, 5, 0, 7, 1, 4]);
    assert_eq!(v.chips, [3, 11, 0, 4, 12, 4, 6, 8]);
    assert_eq!(v.chips.iter().sum::<i32>(), 48);
    // Seat 2 has 0 (A9), so the game ends; seat 4 wins with 12.
    assert_eq!(g.turn(), Turn::Over);
    assert_eq!(v.phase, Phase::Over);
    assert_eq!(v.winners, [4]);
    assert_eq!(v.places, Some([7, 2, 8, 5, 1, 5, 4, 3]));
    assert_eq!(g.outcome().unwrap().result.as_deref(), Some(NO_CHIPS), "a seat with no chip ended it");
    assert_eq!(g.scores(), vec![3, 11, 0, 4, 12, 4, 6, 8]);
    assert_eq!(v.deal_number, 1);
    assert!(g.legal_actions().is_empty());
    assert_eq!(g.apply(&Action::Play(card("SA"))), Err(IllegalAction::GameOver));
}

/// One scripted deal from `dealer` with `chips` before the ante, tricks won by `winners`.
fn one_deal(dealer: Seat, winners: [Seat; 6], chips: [i32; SEATS]) -> ThereWereNone {
    let (hands, tricks) = scripted(dealer, winners);
    let mut g = ThereWereNone::new(&ruleset("6"));
    g.apply(&Action::FirstDealer(dealer)).unwrap();
    g.chips = chips;
    g.apply(&Action::Deal { hands }).unwrap();
    play_scripted(&mut g, &tricks);
    g
}

/// R17 with the lowest seat at exactly 1 chip: the other named end.
#[test]
fn a_seat_down_to_one_chip_ends_the_game() {
    let g = one_deal(0, [2, 5, 0, 7, 1, 4], [4, 9, 4, 3, 7, 5, 8, 8]);
    assert_eq!(g.scores(), vec![4, 11, 2, 1, 12, 4, 6, 8]);
    assert_eq!(g.turn(), Turn::Over);
    let o = g.outcome().unwrap();
    assert_eq!(o.result.as_deref(), Some(ONE_CHIP));
    assert_eq!(o.winners(), [4]);
}

/// Both named results read in both languages; a name the game never gives has no words.
#[test]
fn every_named_result_has_its_words() {
    for r in [NO_CHIPS, ONE_CHIP] {
        let words = messages::result_label(r).unwrap_or_else(|| panic!("{r} has no words"));
        assert!(!words.en.is_empty() && !words.ja.is_empty());
    }
    assert_eq!(messages::result_label("confiscation"), None);
}

#[test]
fn c5_trick_six_unique_highest_rank() {
    let t = plays(&[(0, "D4"), (1, "S9"), (2, "HQ")]);
    assert_eq!(judge(&t, 6), (2, TrickDecision::HighestRank));
    // The same cards in tricks 1-5 follow colours instead: S9 is a trump on a red lead.
    assert_eq!(judge(&t, 5), (1, TrickDecision::HighestTrump));
}

#[test]
fn c6_legal_moves() {
    // C7 led; a hand of HA DA H10 D3 (no black): only HA or DA.
    assert_eq!(legal_cards(set("HA DA H10 D3"), Some(Suit::CLUBS)), set("HA DA"));
    // A hand of S3 and HA: must follow with S3.
    assert_eq!(legal_cards(set("S3 HA"), Some(Suit::CLUBS)), set("S3"));
    assert_eq!(legal_cards(set("S3 HA"), None), set("S3 HA"), "a leader plays anything");

    // Live: seat 1 leads C7, seat 2 is void in black.
    let mut g = game_with(0, filled(["", "C7", "HA DA H10 D3 H9 D9", "", "", "", "", ""]));
    play(&mut g, 1, "C7");
    assert_eq!(g.view(2).legal, set("HA DA"));
    assert_eq!(g.legal_actions(), vec![Action::Play(card("DA")), Action::Play(card("HA"))]);
    let before = format!("{g:?}");
    assert!(matches!(g.apply(&Action::Play(card("H10"))), Err(IllegalAction::MustChooseRank { rank: 14, .. })), "void: the strongest card, an ace");
    assert_eq!(format!("{g:?}"), before, "a refused card leaves the state unchanged");
    play(&mut g, 2, "HA");

    // Live: seat 2 holds S3 and hearts; it must follow with S3.
    let mut g = game_with(0, filled(["", "C7", "S3 HA HK HQ HJ H10", "", "", "", "", ""]));
    play(&mut g, 1, "C7");
    assert_eq!(g.legal_actions(), vec![Action::Play(card("S3"))]);
    let before = format!("{g:?}");
    assert_eq!(g.apply(&Action::Play(card("HA"))), Err(IllegalAction::MustFollow { card: "HA".into(), led: Suit::CLUBS, by: FollowBy::Colour }));
    assert_eq!(format!("{g:?}"), before);
    play(&mut g, 2, "S3");
}

// ---- rules, options and visibility ----

#[test]
fn the_pack_has_48_cards_and_no_twos() {
    let p = pack();
    assert_eq!(p.len(), 48);
    assert!(p.iter().all(|c| c.rank() >= 3));
    for colour in [Suit::SPADES, Suit::HEARTS] {
        // R3: each rank twice in each colour.
        let m = FollowBy::Colour.class_mask(colour);
        for r in 3..=14 {
            assert_eq!(p.and(m).iter().filter(|c| c.rank() == r).count(), 2);
        }
    }
    // A deal with a 2 in it is refused.
    let mut hands = filled(["", "", "", "", "", "", "", ""]);
    let c = hands[0].first().unwrap();
    hands[0].remove(c);
    hands[0].insert(card("S2"));
    let mut g = ThereWereNone::new(&ruleset("6"));
    g.apply(&Action::FirstDealer(0)).unwrap();
    let before = format!("{g:?}");
    assert!(matches!(g.apply(&Action::Deal { hands }), Err(IllegalAction::BadOutcome(_))));
    assert_eq!(format!("{g:?}"), before);
}

#[test]
fn starting_chips_option() {
    for (v, n) in [("6", 6), ("8", 8), ("10", 10)] {
        let r = ruleset(v);
        assert_eq!(Options::from_ruleset(&r).starting_chips, n);
        let mut g = ThereWereNone::new(&r);
        assert_eq!(g.scores(), vec![n; SEATS]);
        g.apply(&Action::FirstDealer(3)).unwrap();
        let deal = g.sample_chance(&mut GameRng::seeded(1));
        g.apply(&deal).unwrap();
        // The ante stays 2 whatever the stack (rules.md §3).
        assert_eq!(g.view(0).chips, [n - 2; SEATS]);
        assert_eq!(g.view(0).dish, 16);
        assert_eq!(g.turn(), Turn::Seat(4), "the dealer's left neighbour leads (R9)");
    }
    assert_eq!(Ruleset::defaults(&INFO).get("starting-chips"), "6");
    assert!(Ruleset::with_options(&INFO, [("starting-chips", "7")]).is_err());
    assert!(Ruleset::with_options(&INFO, [("players", "7")]).is_err(), "7 players is not supported (A6)");
    assert_eq!(Ruleset::defaults(&INFO).seat_count(), 8);
}

#[test]
fn a_tie_for_most_chips_is_a_shared_win() {
    // A3. Before the deal: 2, 10, 10, 2, 6, 6, 6, 6; seat 0 wins trick 1 and stays at 0.
    let g = one_deal(5, [0, 4, 5, 6, 7, 3], [2, 10, 10, 2, 6, 6, 6, 6]);
    let v = g.view(1);
    assert_eq!(v.chips, [0, 8, 8, 7, 5, 6, 6, 8]);
    assert_eq!(g.turn(), Turn::Over);
    assert_eq!(v.winners, [1, 2, 7]);
    assert_eq!(v.places, Some([8, 1, 1, 4, 7, 5, 5, 1]));
}

#[test]
fn dealer_rotates_left_and_the_leader_follows() {
    let mut g = ThereWereNone::new(&ruleset("10"));
    g.apply(&Action::FirstDealer(6)).unwrap();
    let mut rng = GameRng::seeded(9);
    check_rotation(&mut g, &mut rng, |g| g.view(0).dealer, &[(6, 7), (7, 0), (0, 1)]);
}

#[test]
fn a_seat_that_left_keeps_its_cards_hidden() {
    let mut g = c1_game();
    play_trick(&mut g, &C1);
    // Seat 3 left with H4 D7 H9 D3 H5: it still sees them; nobody else does.
    let left = set("H4 D7 H9 D3 H5");
    assert_eq!(g.view(3).hand, left);
    assert_eq!(g.view(3).hand_sizes[3], 5);
    for s in (0..SEATS as Seat).filter(|&s| s != 3) {
        assert_eq!(g.secrets(s).cards.and(left), left);
        let text = json(&g, s);
        for c in left.iter() {
            assert!(!text.contains(&format!("\"{c}\"")), "seat {s} sees {c}");
        }
    }
    // The finished trick is on the table until seat 4 leads, then it is gone (A10).
    let t1: CardSet = plays(&C1).iter().map(|p| p.card).collect();
    assert!(g.secrets(0).cards.and(t1).is_empty());
    assert!(json(&g, 0).contains("\"DK\""));
    play(&mut g, 4, "H8");
    let v = g.view(0);
    assert_eq!((v.just_finished.clone(), v.just_finished_decided_by), (None, None));
    assert_eq!(g.secrets(0).cards.and(t1), t1, "completed tricks are not reviewable");
    assert!(!json(&g, 0).contains("\"DK\""));
    // Seat 3 is skipped: after seat 4 comes seat 5, and seat 3 never plays again.
    play_trick(&mut g, &C2[1..]);
    assert_eq!(g.view(3).hand, left);
}

#[test]
fn views_hold_nothing_secret_through_whole_games() {
    let mut g = ThereWereNone::new(&ruleset("6"));
    let mut chance = GameRng::seeded(11);
    let mut pick = GameRng::seeded(12);
    let mut steps = 0;
    while g.turn() != Turn::Over && steps < 400 {
        for s in 0..SEATS as Seat {
            let text = json(&g, s);
            for c in g.secrets(s).cards.iter() {
                assert!(!text.contains(&format!("\"{c}\"")), "seat {s} sees {c}");
            }
            assert!(g.view(s).hand.and(g.secrets(s).cards).is_empty());
        }
        match g.turn() {
            Turn::Chance => {
                let a = g.sample_chance(&mut chance);
                g.apply(&a).unwrap();
            }
            _ => {
                let l = g.legal_actions();
                let a = l[pick.below(l.len())].clone();
                g.apply(&a).unwrap();
            }
        }
        steps += 1;
    }
}

#[test]
fn random_games_keep_the_chips_and_end_as_the_rules_say() {
    for chips in ["6", "8", "10"] {
        let start = Options::from_ruleset(&ruleset(chips)).starting_chips;
        for seed in 0..60 {
            let mut g = ThereWereNone::new(&ruleset(chips));
            let mut chance = GameRng::seeded(seed);
            let mut pick = GameRng::stream(seed, 1);
            loop {
                let v = g.view(0);
                assert_eq!(v.chips.iter().sum::<i32>() + v.dish, start * SEATS as i32);
                assert!(v.chips.iter().all(|&c| c >= 0));
                match g.turn() {
                    Turn::Over => break,
                    Turn::Chance => {
                        assert_eq!(v.dish, 0, "the dish is empty between deals");
                        if v.phase == Phase::Deal {
                            assert!(v.chips.iter().all(|&c| c >= 2), "a new deal only when all can ante (R18)");
                        }
                        let a = g.sample_chance(&mut chance);
                        g.apply(&a).unwrap();
                    }
                    Turn::Seat(s) => {
                        assert!(v.in_deal[s as usize], "only seats in the deal play");
                        assert_eq!(v.in_deal.iter().filter(|&&b| b).count(), 9 - v.trick_number as usize);
                        let l = g.legal_actions();
                        let a = l[pick.below(l.len())].clone();
                        g.apply(&a).unwrap();
                    }
                }
            }
            let v = g.view(0);
            assert!(v.chips.iter().any(|&c| c <= 1), "the game ends only when someone has 1 or fewer");
            assert!(v.deals[..v.deals.len() - 1].iter().all(|d| d.chips.iter().all(|&c| c > 1)));
            let best = *v.chips.iter().max().unwrap();
            assert!(v.winners.iter().all(|&w| v.chips[w as usize] == best) && !v.winners.is_empty());
            assert_eq!(v.deal_number as usize, v.deals.len());
        }
    }
}

#[test]
fn refusals_at_the_wrong_time_leave_the_state_unchanged() {
    let mut g = ThereWereNone::new(&ruleset("6"));
    assert_eq!(g.apply(&Action::Play(card("SA"))), Err(IllegalAction::NotChanceTurn));
    assert!(g.apply(&Action::FirstDealer(8)).is_err());
    assert!(g.apply(&Action::Deal { hands: filled(["", "", "", "", "", "", "", ""]) }).is_err());
    g.apply(&Action::FirstDealer(0)).unwrap();
    assert!(g.apply(&Action::Deal { hands: vec![CardSet::EMPTY; SEATS] }).is_err());
    let mut g = c1_game();
    let before = format!("{g:?}");
    assert_eq!(g.apply(&Action::Play(card("CJ"))), Err(IllegalAction::CardNotInHand("CJ".into())), "seat 1 leads, not 0");
    assert!(matches!(g.apply(&Action::FirstDealer(0)), Err(IllegalAction::NotYourTurn { expected: Some(1) })));
    assert!(g.apply(&Action::Deal { hands: filled(["", "", "", "", "", "", "", ""]) }).is_err());
    assert_eq!(format!("{g:?}"), before);
    // Seat 3 may not play a lower red on the black lead (R10).
    play_trick(&mut g, &C1[..2]);
    let before = format!("{g:?}");
    assert!(matches!(g.apply(&Action::Play(card("H9"))), Err(IllegalAction::MustChooseRank { .. })));
    assert_eq!(format!("{g:?}"), before);
}

#[test]
fn actions_round_trip_as_json() {
    let a = Action::Play(card("H10"));
    let text = serde_json::to_string(&a).unwrap();
    assert_eq!(text, r#"{"play":"H10"}"#);
    assert_eq!(serde_json::from_str::<Action>(&text).unwrap(), a);
    assert_eq!(serde_json::to_string(&Action::FirstDealer(3)).unwrap(), r#"{"first-dealer":3}"#);
    assert_eq!(serde_json::to_string(&TrickDecision::PairSameColourThirdWins).unwrap(), r#""pair-same-colour-third-wins""#);
}

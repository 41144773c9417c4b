//! The worked examples of rules.md §5 (T1-T6, C1-C8), plus rule checks on a live
//! game: the two passes, their hidden commits, the view's visibility and a full game.

use super::*;
use crate::engine::cards::cards;
use crate::games::test_support::{hands_with, play_out_first_legal};
use crate::engine::Suit;

fn ruleset() -> Ruleset {
    Ruleset::defaults(&INFO)
}

/// A route map from letters: A = seat 0, B = 1, C = 2, D = 3.
fn route(s: &str) -> Vec<Seat> {
    s.split_whitespace().map(|l| (l.as_bytes()[0] - b'A') as Seat).collect()
}

fn sec(start: u8, end: u8) -> Section {
    Section { start, end, length: end - start - 1, completed_at: end }
}

/// (length, completed at) of a long pass, (0, 0) when there is none.
fn lc(s: Option<Section>) -> (u8, u8) {
    s.map_or((0, 0), |s| (s.length, s.completed_at))
}

fn deal_scores(r: &str) -> [DealScore; SEATS] {
    score_routes(&seat_routes(&route(r)))
}

fn totals(r: &str) -> [i32; SEATS] {
    deal_scores(r).map(|d| d.total())
}

/// A game just dealt (first pass next) with `dealer` and these hands.
fn dealt(dealer: Seat, fixed: [&str; 4]) -> TrickyExpress {
    let mut g = TrickyExpress::new(&ruleset());
    g.apply(&Action::FirstDealer(dealer)).unwrap();
    g.apply(&Action::Deal { hands: hands_with(fixed) }).unwrap();
    g
}

/// A test fixture: a game at the first trick with these post-pass hands. The passes are
/// played for real with the first legal choices, then the hands are replaced and the pass
/// records (which named the replaced cards) are cleared.
fn at_play(dealer: Seat, fixed: [&str; 4]) -> TrickyExpress {
    let mut g = dealt(dealer, ["", "", "", ""]);
    while g.phase != Phase::Play {
        let a = g.legal_actions()[0].clone();
        g.apply(&a).unwrap();
    }
    let h = hands_with(fixed);
    g.hands.copy_from_slice(&h);
    g.passes = [[None; SEATS]; 2];
    g
}

fn pass(g: &mut TrickyExpress, right: &str, left: &str) -> Result<(), IllegalAction> {
    g.apply(&Action::Pass { right: right.parse().unwrap(), left: left.parse().unwrap() })
}

fn play(g: &mut TrickyExpress, card: &str) -> Result<(), IllegalAction> {
    g.apply(&Action::Play(card.parse().unwrap()))
}

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

fn set(s: &str) -> CardSet {
    cards(s).into_iter().collect()
}

use crate::play::conformance::strings;

fn view_strings(g: &TrickyExpress, seat: Seat) -> Vec<String> {
    let mut out = Vec::new();
    strings(&serde_json::to_value(g.view(seat)).unwrap(), &mut out);
    out
}

// ---- §5.1 examples from the source ----

#[test]
fn t1_route_map_scoring_source_example() {
    let r = route("C A B A C B D A A C B B B");
    let seats = seat_routes(&r);
    // Own positions and sections per the table.
    assert_eq!(seats[0].stops, [2, 4, 8, 9]);
    assert_eq!(seats[0].sections, [sec(2, 4), sec(4, 8)]);
    assert_eq!(seats[1].stops, [3, 6, 11, 12, 13]);
    assert_eq!(seats[1].sections, [sec(3, 6), sec(6, 11)]);
    assert_eq!(seats[2].stops, [1, 5, 10]);
    assert_eq!(seats[2].sections, [sec(1, 5), sec(5, 10)]);
    assert_eq!(seats[3].stops, [7]);
    assert!(seats[3].sections.is_empty(), "D's positions before and after trick 7 are not sections");
    let firsts: Vec<(u8, u8)> = seats.iter().map(|s| lc(s.first_long_pass)).collect();
    let seconds: Vec<(u8, u8)> = seats.iter().map(|s| lc(s.second_long_pass)).collect();
    assert_eq!(firsts, [(3, 8), (4, 11), (4, 10), (0, 0)]);
    assert_eq!(seconds, [(1, 4), (2, 6), (3, 5), (0, 0)]);
    let d = score_routes(&seats);
    assert_eq!(d.map(|x| x.base), [3, 4, 4, 0], "base points as stated by the source");
    assert_eq!(d.map(|x| x.top_bonus), [0, 2, 0, 0], "B completes at 11, C at 10: B gets +2");
    assert_eq!(d.map(|x| x.second_bonus), [0, 0, 1, 0], "C's second long pass is 3: C gets +1");
    assert_eq!(totals("C A B A C B D A A C B B B"), [3, 6, 5, 0]);
}

#[test]
fn t2_development_bonus_strictly_ascending() {
    assert_eq!(development_bonus([0, 2, 4, 7]), 8);
}

#[test]
fn t3_development_bonus_one_equal_step() {
    assert_eq!(development_bonus([3, 4, 4, 6]), 7);
}

#[test]
fn t4_development_bonus_all_equal() {
    assert_eq!(development_bonus([4, 4, 4, 4]), 0);
}

#[test]
fn t5_pass_1_with_three_tied_aces() {
    // Dealer 0, so seat 1 passes first. Its three highest cards are SA, HA and DA.
    let mut g = dealt(0, ["", "SA HA DA SK SQ SJ S10 S9 S8 S7 S6 S5 S4", "", ""]);
    assert_eq!(g.turn(), Turn::Seat(1));
    let aces = set("SA HA DA");
    let mut expected = Vec::new();
    for r in aces.iter() {
        for l in aces.iter().filter(|&c| c != r) {
            expected.push(Action::Pass { right: r, left: l });
        }
    }
    let mut legal = g.legal_actions();
    let key = |a: &Action| format!("{a:?}");
    legal.sort_by_key(key);
    expected.sort_by_key(key);
    assert_eq!(legal, expected, "any ace right, either other ace left: exactly 6 choices");
    assert_eq!(g.view(1).legal_passes.len(), 6);
    // Passing a King left is illegal, and the refusal changes nothing.
    let before = format!("{g:?}");
    assert_eq!(pass(&mut g, "SA", "SK"), Err(IllegalAction::MustChooseRank { card: "SK".into(), rank: 14 }));
    assert_eq!(pass(&mut g, "SK", "SA"), Err(IllegalAction::MustChooseRank { card: "SK".into(), rank: 14 }));
    assert_eq!(format!("{g:?}"), before);
    pass(&mut g, "HA", "DA").unwrap();
    assert_eq!(g.turn(), Turn::Seat(2));
}

#[test]
fn t6_maximum_base_points() {
    // A wins only tricks 1 and 13.
    let d = deal_scores("A B C D B C D B C D B C A");
    assert_eq!(d[0].base, 11);
    let s = seat_route(&route("A B C D B C D B C D B C A"), 0);
    assert_eq!(s.first_long_pass, Some(sec(1, 13)));
    assert_eq!(s.second_long_pass, None);
    // 11 is the most any 13-trick route gives: the gap between positions 1 and 13.
    assert!(d.iter().all(|x| x.base <= 11));
    // Bonuses are separate: here A also takes the top bonus (11 is the longest).
    assert_eq!(d[0].top_bonus, 2);
    assert_eq!(d[0].total(), 13);
}

// ---- §5.2 hand-computed examples ----

#[test]
fn c1_trick_winner_with_no_trump() {
    // Dealer 0, so seat 1 leads. Seat 3 holds only spades (no diamonds).
    let mut g = at_play(0, ["D2", "D5", "DK", "SA SK SQ SJ S10 S9 S8 S7 S6 S5 S4 S3 S2"]);
    assert_eq!(g.turn(), Turn::Seat(1));
    play(&mut g, "D5").unwrap();
    play(&mut g, "DK").unwrap();
    assert_eq!(g.view(3).legal.len(), 13, "seat 3 holds no diamond: any card");
    play(&mut g, "SA").unwrap();
    assert_eq!(g.view(0).trick.as_slice(), [(1, card("D5")), (2, card("DK")), (3, card("SA"))], "the trick in progress is public");
    play(&mut g, "D2").unwrap();
    let v = g.view(0);
    assert_eq!(v.route, [2], "seat 2's station card goes to the route map");
    assert_eq!(v.stations_left, [13, 13, 12, 13]);
    assert_eq!(g.turn(), Turn::Seat(2), "seat 2 leads next");
    // Spec A2: the plays were seen live, so the just-finished trick stays on the table
    // until the next card is led...
    let (shown, w) = g.view(0).just_finished.expect("the finished trick is still on the table");
    assert_eq!((shown.len(), w), (4, 2));
    // ...and then it is face down for good (rules.md R15): in no seat's view.
    let lead = g.view(2).legal.first().unwrap();
    g.apply(&Action::Play(lead)).unwrap();
    assert_eq!(g.view(0).just_finished, None);
    for s in 0..4 {
        let seen = view_strings(&g, s);
        for c in ["D5", "DK", "SA", "D2"] {
            assert!(!seen.contains(&c.to_string()), "seat {s} can still see {c}");
            assert!(g.secrets(s).cards.contains(card(c)), "{c} is face down in the discards");
        }
    }
}

#[test]
fn c2_equal_sections_later_completion_first() {
    let seats = seat_routes(&route("A B C D A B C D A B C D A"));
    assert_eq!(seats[0].sections, [sec(1, 5), sec(5, 9), sec(9, 13)]);
    assert_eq!((lc(seats[0].first_long_pass), lc(seats[0].second_long_pass)), ((3, 13), (3, 9)));
    assert_eq!((lc(seats[1].first_long_pass), lc(seats[1].second_long_pass)), ((3, 10), (3, 6)));
    assert_eq!((lc(seats[2].first_long_pass), lc(seats[2].second_long_pass)), ((3, 11), (3, 7)));
    assert_eq!((lc(seats[3].first_long_pass), lc(seats[3].second_long_pass)), ((3, 12), (3, 8)));
    let d = score_routes(&seats);
    assert_eq!(d.map(|x| x.top_bonus), [2, 0, 0, 0]);
    assert_eq!(d.map(|x| x.second_bonus), [1, 0, 0, 0]);
    assert_eq!(d.map(|x| x.total()), [6, 3, 3, 3]);
}

#[test]
fn c3_maximum_gap_zero_trick_players_eleven_consecutive_stops() {
    let seats = seat_routes(&route("A C C C C C C C C C C C A"));
    assert_eq!(lc(seats[0].first_long_pass), (11, 13));
    assert_eq!(lc(seats[0].second_long_pass), (0, 0));
    assert!(seats[2].sections.is_empty(), "C's 11 adjacent stations form no section");
    assert!(seats[1].stops.is_empty() && seats[3].stops.is_empty());
    let d = score_routes(&seats);
    assert_eq!(d.map(|x| x.top_bonus), [2, 0, 0, 0]);
    assert_eq!(d.map(|x| x.second_bonus), [0, 0, 0, 0], "longest second long pass is 0: no bonus (A7)");
    assert_eq!(d.map(|x| x.total()), [13, 0, 0, 0]);
}

#[test]
fn c4_no_passing_stations_at_all() {
    let seats = seat_routes(&route("A A A A B B B C C C D D D"));
    assert!(seats.iter().all(|s| s.sections.is_empty()));
    assert_eq!(totals("A A A A B B B C C C D D D"), [0, 0, 0, 0]);
    assert_eq!(deal_scores("A A A A B B B C C C D D D"), [DealScore::default(); 4]);
}

#[test]
fn c5_three_way_tie_for_the_top_bonus() {
    let seats = seat_routes(&route("A B A C B C D A D B C D B"));
    assert_eq!(seats[0].sections, [sec(1, 3), sec(3, 8)]);
    assert_eq!(seats[1].sections, [sec(2, 5), sec(5, 10), sec(10, 13)]);
    assert_eq!((lc(seats[1].first_long_pass), lc(seats[1].second_long_pass)), ((4, 10), (2, 13)));
    assert_eq!(seats[2].sections, [sec(4, 6), sec(6, 11)]);
    assert_eq!(seats[3].sections, [sec(7, 9), sec(9, 12)]);
    assert_eq!((lc(seats[3].first_long_pass), lc(seats[3].second_long_pass)), ((2, 12), (1, 9)));
    let d = score_routes(&seats);
    assert_eq!(d.map(|x| x.top_bonus), [0, 0, 2, 0], "A, B, C tie at 4 (tricks 8, 10, 11): C");
    assert_eq!(d.map(|x| x.second_bonus), [0, 1, 0, 0], "B's 2 is the only maximum");
    assert_eq!(d.map(|x| x.total()), [4, 5, 6, 2]);
}

#[test]
fn c6_development_bonus_edge_cases() {
    assert_eq!(development_bonus([3, 3, 3, 4]), 6);
    assert_eq!(development_bonus([2, 5, 4, 7]), 0);
    assert_eq!(development_bonus([0, 0, 0, 0]), 0);
}

#[test]
fn c7_pass_1_second_card_at_the_same_top_rank() {
    // Seat 1's highest cards are CK and DK, then HQ; it holds no ace.
    let mut g = dealt(0, ["", "CK DK HQ S2 S3 S4 S5 S6 S7 S8 S9 S10 C2", "", ""]);
    let mut legal = g.legal_actions();
    legal.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(
        legal,
        [
            Action::Pass { right: card("CK"), left: card("DK") },
            Action::Pass { right: card("DK"), left: card("CK") }
        ]
    );
    let before = format!("{g:?}");
    assert_eq!(pass(&mut g, "CK", "HQ"), Err(IllegalAction::MustChooseRank { card: "HQ".into(), rank: 13 }), "HQ left is illegal");
    assert_eq!(pass(&mut g, "HQ", "CK"), Err(IllegalAction::MustChooseRank { card: "HQ".into(), rank: 13 }));
    assert_eq!(format!("{g:?}"), before);
    pass(&mut g, "DK", "CK").unwrap();
}

#[test]
fn c8_full_game_total() {
    // Per-deal (base, top, second) records, seats A-D; deals 1-4.
    let rows: [[(u8, u8, u8); 4]; 4] = [
        [(0, 0, 0), (3, 0, 0), (5, 2, 1), (4, 0, 0)],
        [(2, 0, 1), (4, 2, 0), (3, 0, 0), (4, 0, 0)],
        [(4, 0, 0), (4, 0, 1), (6, 2, 0), (4, 0, 0)],
        [(7, 2, 0), (6, 0, 0), (2, 0, 0), (4, 0, 1)],
    ];
    // Put them in a finished game's records and read the game's own totals.
    let mut g = TrickyExpress::new(&ruleset());
    for (d, row) in rows.iter().enumerate() {
        let scores = row.map(|(b, t, s)| DealScore { base: b, top_bonus: t, second_bonus: s });
        g.deals.push(DealRecord {
            deal: d as u8 + 1,
            dealer: d as u8,
            route: Vec::new(),
            seats: seat_routes(&[]),
            scores,
            totals: scores.map(|x| x.total()),
        });
    }
    g.cycle.done = 4;
    g.phase = Phase::Over;
    let v = g.view(0);
    let sums: Vec<i32> = (0..4).map(|s| v.deals.iter().map(|d| d.totals[s]).sum()).collect();
    assert_eq!(sums, [16, 20, 21, 17]);
    assert_eq!(v.development_bonus, Some([8, 7, 0, 0]));
    assert_eq!(v.totals, [24, 27, 21, 17]);
    assert_eq!(g.scores(), [24, 27, 21, 17]);
    assert_eq!(v.places, Some([2, 1, 3, 4]), "B wins with 27");
}

// ---- rule checks on a live game ----

#[test]
fn passes_are_hidden_commits_then_delivered() {
    // Dealer 2: seats commit 3, 0, 1, 2.
    let mut g = dealt(2, ["", "", "", ""]);
    assert_eq!(g.phase, Phase::PassForced);
    let order: Vec<Seat> = (0..4)
        .map(|_| {
            let Turn::Seat(s) = g.turn() else { panic!() };
            let others: Vec<(Seat, View)> = (0..4).filter(|&o| o != s).map(|o| (o, g.view(o))).collect();
            let a = g.legal_actions()[0].clone();
            g.apply(&a).unwrap();
            if g.phase == Phase::PassForced {
                // Spec R8, G10: another seat's view changes only in "s has chosen" (and s's
                // hand size, its two cards being set aside).
                for (o, before) in others {
                    let mut after = g.view(o);
                    assert!(after.passed[s as usize] && !before.passed[s as usize]);
                    assert_eq!(after.hand_sizes[s as usize], 11);
                    after.passed = before.passed;
                    after.hand_sizes = before.hand_sizes;
                    after.to_play = before.to_play;
                    after.legal_passes = before.legal_passes.clone();
                    assert_eq!(after, before, "seat {o} learnt something of seat {s}'s pass");
                }
                let mine = g.view(s);
                assert_eq!(mine.hand.len(), 11);
                assert!(mine.my_passes[0].sent.is_some());
                assert_eq!(mine.my_passes[0].received_from_left, None, "nothing delivered yet");
            }
            s
        })
        .collect();
    assert_eq!(order, [3, 0, 1, 2], "from the dealer's left round to the dealer");
    assert_eq!(g.phase, Phase::PassFree);
    // Delivered: right cards went to the right neighbour, left cards to the left (rules.md R1, R8).
    for s in 0..4u8 {
        let v = g.view(s);
        assert_eq!(v.hand.len(), 13, "rules.md R10");
        let from_left = g.passes[0][left_of(s) as usize].unwrap().right;
        let from_right = g.passes[0][right_of(s) as usize].unwrap().left;
        assert_eq!(v.my_passes[0].received_from_left, Some(from_left));
        assert_eq!(v.my_passes[0].received_from_right, Some(from_right));
        assert!(v.hand.contains(from_left) && v.hand.contains(from_right));
        let sent = v.my_passes[0].sent.unwrap();
        assert!(!v.hand.contains(sent.right) && !v.hand.contains(sent.left));
        // The passer still knows where its cards went; a third seat does not.
        assert!(!g.secrets(s).cards.contains(sent.right));
        let third = (s + 2) % 4;
        assert!(g.secrets(third).cards.contains(sent.right) && g.secrets(third).cards.contains(sent.left));
        assert!(v.passed.iter().all(|p| !p), "a new pass: nobody has chosen yet");
    }
}

#[test]
fn a_card_received_cannot_be_passed_on_in_the_same_pass() {
    // Spec A3. Dealer 0: seat 1 commits first; its left card goes to seat 2.
    let mut g = dealt(0, ["", "SA HA DA", "", ""]);
    pass(&mut g, "SA", "HA").unwrap();
    assert_eq!(g.turn(), Turn::Seat(2));
    let before = format!("{g:?}");
    // HA is not yet in seat 2's hand, whatever seat 2's top rank.
    let top = forced_right_cards(g.hands[2]).first().unwrap();
    assert_eq!(g.apply(&Action::Pass { right: top, left: card("HA") }), Err(IllegalAction::CardNotInHand("HA".into())));
    assert_eq!(format!("{g:?}"), before);
    assert!(!g.view(2).hand.contains(card("HA")));
    assert!(!view_strings(&g, 2).contains(&"HA".to_string()));
    assert!(g.secrets(2).cards.contains(card("HA")), "undelivered: still secret from the receiver");
}

#[test]
fn pass_2_is_free_and_may_return_a_card_to_its_sender() {
    // Spec R9, A4. Dealer 0. Seat 1 sends SA right to seat 0 in pass 1.
    let mut g = dealt(0, ["", "SA HA DA", "", ""]);
    pass(&mut g, "SA", "HA").unwrap();
    while g.phase == Phase::PassForced {
        let a = g.legal_actions()[0].clone();
        g.apply(&a).unwrap();
    }
    // Pass 2: seats 1, 2, 3 then 0. Seat 1 may pass any two of its 13 cards.
    assert_eq!(g.turn(), Turn::Seat(1));
    assert_eq!(g.legal_actions().len(), 13 * 12);
    for _ in 0..3 {
        let a = g.legal_actions()[0].clone();
        g.apply(&a).unwrap();
    }
    assert_eq!(g.turn(), Turn::Seat(0));
    // Seat 0 returns SA to seat 1 (its left neighbour).
    let other = g.hands[0].iter().find(|&c| c != card("SA")).unwrap();
    assert!(matches!(pass(&mut g, "SA", "SA"), Err(IllegalAction::Rule(_))));
    g.apply(&Action::Pass { right: other, left: card("SA") }).unwrap();
    assert_eq!(g.phase, Phase::Play);
    assert!(g.view(1).hand.contains(card("SA")));
    assert_eq!(g.view(1).my_passes[1].received_from_right, Some(card("SA")), "from seat 0, its right neighbour");
    assert!(g.hands.iter().all(|h| h.len() == 13));
}

#[test]
fn refusals_leave_the_state_unchanged() {
    let mut g = TrickyExpress::new(&ruleset());
    assert_eq!(play(&mut g, "SA"), Err(IllegalAction::NotChanceTurn));
    assert_eq!(pass(&mut g, "SA", "HA"), Err(IllegalAction::NotChanceTurn));
    assert!(matches!(g.apply(&Action::FirstDealer(4)), Err(IllegalAction::BadOutcome(_))));
    g.apply(&Action::FirstDealer(1)).unwrap();
    assert!(matches!(g.apply(&Action::Deal { hands: vec![CardSet::EMPTY; 4] }), Err(IllegalAction::BadOutcome(_))));
    g.apply(&Action::Deal { hands: hands_with(["", "", "", ""]) }).unwrap();
    let before = format!("{g:?}");
    assert!(matches!(play(&mut g, "C2"), Err(IllegalAction::WrongPhase(_))));
    assert!(matches!(g.apply(&Action::FirstDealer(0)), Err(IllegalAction::NotYourTurn { expected: Some(2) })));
    // Seat 2 is to pass; a card of another seat's hand is refused.
    let foreign = g.hands[0].first().unwrap();
    let own = g.hands[2].first().unwrap();
    assert!(matches!(g.apply(&Action::Pass { right: foreign, left: own }), Err(IllegalAction::CardNotInHand(_))));
    assert_eq!(format!("{g:?}"), before);
    // In play, a pass and a card that does not follow are refused.
    let mut g = at_play(0, ["H2", "H3 S2", "", ""]);
    play(&mut g, "H3").unwrap();
    let before = format!("{g:?}");
    assert!(matches!(pass(&mut g, "H2", "C2"), Err(IllegalAction::WrongPhase(_))));
    if let Some(c) = g.hands[2].minus(Suit::HEARTS.mask()).first() {
        if !g.hands[2].of_suit(Suit::HEARTS).is_empty() {
            assert_eq!(g.apply(&Action::Play(c)), Err(IllegalAction::MustFollow { card: c.to_string(), led: Suit::HEARTS, by: FollowBy::Suit }));
        }
    }
    assert_eq!(play(&mut g, "H2"), Err(IllegalAction::CardNotInHand("H2".into())));
    assert_eq!(format!("{g:?}"), before);
}

#[test]
fn a_full_game_rotates_dealers_and_adds_the_development_bonus() {
    let mut g = TrickyExpress::new(&ruleset());
    g.apply(&Action::FirstDealer(3)).unwrap();
    let mut rng = GameRng::seeded(11);
    for (deal, (dealer, leader)) in [(3, 0), (0, 1), (1, 2), (2, 3)].into_iter().enumerate() {
        assert_eq!(g.view(0).dealer, dealer, "rules.md R5: the deal passes left");
        assert_eq!(g.view(0).deal_number, deal as u8 + 1);
        let d = g.sample_chance(&mut rng);
        g.apply(&d).unwrap();
        while g.phase != Phase::Play {
            let k = g.legal_actions().len();
            let a = g.legal_actions()[rng.below(k)].clone();
            g.apply(&a).unwrap();
        }
        assert_eq!(g.turn(), Turn::Seat(leader), "rules.md R11: the dealer's left leads");
        for t in 0..13 {
            assert_eq!(g.view(1).route.len(), t);
            for s in 0..4 {
                assert!(g.view(s).hand.and(g.secrets(s).cards).is_empty());
                assert!(g.view(s).trick.len() < 4, "a finished trick is never shown");
            }
            for _ in 0..4 {
                let k = g.legal_actions().len();
                let a = g.legal_actions()[rng.below(k)].clone();
                g.apply(&a).unwrap();
            }
        }
        let v = g.view(2);
        assert_eq!(v.deals.len(), deal + 1);
        let rec = &v.deals[deal];
        assert_eq!(rec.route.len(), 13);
        assert_eq!(rec.seats, seat_routes(&rec.route));
        assert_eq!(rec.scores, score_routes(&rec.seats));
        assert_eq!(rec.dealer, dealer);
    }
    assert_eq!(g.turn(), Turn::Over);
    let v = g.view(0);
    let dev = v.development_bonus.unwrap();
    for s in 0..4 {
        let bases = std::array::from_fn(|d| v.deals[d].scores[s].base);
        assert_eq!(dev[s], development_bonus(bases));
        let sum: i32 = v.deals.iter().map(|d| d.totals[s]).sum();
        assert_eq!(v.totals[s], sum + dev[s]);
    }
    assert_eq!(g.scores(), v.totals.to_vec());
    assert!(v.places.is_some());
    assert_eq!(g.legal_actions(), []);
    assert_eq!(play(&mut g, "SA"), Err(IllegalAction::GameOver));
}

#[test]
fn the_view_carries_the_live_route_and_its_sections() {
    let mut g = at_play(0, ["", "", "", ""]);
    let mut rng = GameRng::seeded(5);
    for _ in 0..(4 * 7 + 1) {
        let k = g.legal_actions().len();
        let a = g.legal_actions()[rng.below(k)].clone();
        g.apply(&a).unwrap();
    }
    let v = g.view(3);
    // Seven tricks done and the eighth led, so the seventh is off the table too.
    assert_eq!(v.route.len(), 7);
    assert_eq!(v.route_seats, seat_routes(&v.route));
    let placed: u8 = v.stations_left.iter().map(|n| 13 - n).sum();
    assert_eq!(placed, 7);
    assert_eq!(v.hand_sizes.iter().map(|&h| h as u32).sum::<u32>(), 4 * 6 - 1);
    // Spec R15: every card of the 7 finished tricks is face down for everyone, except
    // what a seat knows from its own passes.
    for s in 0..4 {
        let secret = g.secrets(s).cards;
        assert!(g.discards.minus(g.known_from_passes(s)).minus(secret).is_empty());
        assert_eq!(g.discards.len(), 28);
    }
}

#[test]
fn options_are_cosmetic_and_parsed() {
    let r = Ruleset::with_options(&INFO, [("station-card-source", "second-standard-deck"), ("score-recording", "chips")]).unwrap();
    let o = Options::from_ruleset(&r);
    assert_eq!(o.station_card_source, StationCardSource::SecondStandardDeck);
    assert_eq!(o.score_recording, ScoreRecording::Chips);
    let d = Options::from_ruleset(&ruleset());
    assert_eq!((d.station_card_source, d.score_recording), (StationCardSource::PracticeDeck, ScoreRecording::Paper));
    assert!(Ruleset::with_options(&INFO, [("score-recording", "abacus")]).is_err());
    // The same seed gives the same game under either option: they change no rule.
    let play_out = |r: &Ruleset| {
        let mut g = TrickyExpress::new(r);
        play_out_first_legal(&mut g, &mut GameRng::seeded(9));
        g.scores()
    };
    assert_eq!(play_out(&r), play_out(&ruleset()));
    assert_eq!(serde_json::to_value(g_view_options(&r)).unwrap()["station-card-source"], "second-standard-deck");
}

fn g_view_options(r: &Ruleset) -> Options {
    TrickyExpress::new(r).view(0).options
}

#[test]
fn actions_have_kebab_case_json() {
    let a = Action::Pass { right: card("SA"), left: card("H10") };
    assert_eq!(serde_json::to_string(&a).unwrap(), r#"{"pass":{"right":"SA","left":"H10"}}"#);
    assert_eq!(serde_json::to_string(&Action::FirstDealer(2)).unwrap(), r#"{"first-dealer":2}"#);
}

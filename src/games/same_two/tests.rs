//! The worked examples of rules.md §5 and the rules they illustrate, as tests.

use super::score::{self, Bid, Doubling};
use super::*;
use crate::engine::cards::cards;

const N: Seat = 0;
const E: Seat = 1;
const S: Seat = 2;
const W: Seat = 3;

fn rules(opts: &[(&str, &str)]) -> Ruleset {
    Ruleset::with_options(&INFO, opts.iter().copied()).unwrap()
}

fn set(text: &str) -> CardSet {
    cards(text).into_iter().collect()
}

fn call(t: &str) -> Action {
    Action::Call(t.parse().unwrap())
}

fn play(t: &str) -> Action {
    Action::Play(t.parse().unwrap())
}

/// A fresh game on a deal from seed 1.
fn dealt(opts: &[(&str, &str)]) -> SameTwo {
    let mut g = SameTwo::new(&rules(opts));
    let d = g.sample_chance(&mut GameRng::seeded(1));
    g.apply(&d).unwrap();
    g
}

fn calls(g: &mut SameTwo, list: &str) {
    for c in list.split_whitespace() {
        g.apply(&call(c)).unwrap_or_else(|e| panic!("{c}: {e}"));
    }
}

/// A board in play: `contract` declared by `declarer`, so the declarer's left leads; each
/// seat holds the given cards plus fillers of other suits to 13 (fillers never follow the
/// examples' suits).
fn in_play(contract: &str, declarer: Seat, hands: [&str; 4]) -> SameTwo {
    let mut g = SameTwo::new(&rules(&[]));
    let named: Vec<CardSet> = hands.iter().map(|h| set(h)).collect();
    let mut free = CardSet::standard_52();
    for h in &named {
        free = free.minus(*h);
    }
    let mut full = [CardSet::EMPTY; 4];
    // Fillers come from clubs first: the examples' suits are hearts, spades and diamonds,
    // except where a seat's listed cards leave it void on purpose.
    let mut pool: Vec<Card> = free.iter().collect();
    pool.sort_by_key(|c| (c.suit() != Suit::CLUBS, c.suit(), c.rank()));
    for s in 0..4 {
        full[s] = named[s];
        while full[s].len() < 13 {
            full[s].insert(pool.remove(0));
        }
    }
    g.apply(&Action::Deal { hands: full.to_vec() }).unwrap();
    let c: Call = contract.parse().unwrap();
    // Everyone passes round to the declarer, who bids the contract; three passes end it.
    while g.to_call() != declarer {
        g.apply(&Action::Call(Call::Pass)).unwrap();
    }
    g.apply(&Action::Call(c)).unwrap();
    calls(&mut g, "pass pass pass");
    assert_eq!(g.contract.map(|c| c.declarer), Some(declarer));
    g
}

fn trick_winner(g: &SameTwo) -> (Seat, bool) {
    let t = g.tricks.history.last().unwrap();
    (t.winner, t.detail)
}

fn play_all(g: &mut SameTwo, list: &str) {
    for c in list.split_whitespace() {
        g.apply(&play(c)).unwrap_or_else(|e| panic!("{c}: {e}"));
    }
}

#[test]
fn example_1_the_sources_trump_six_led_and_the_four_wins() {
    // 4H by S: W leads H6; N HK; E HA; S H4. All followed: the lowest wins, the trump A loses.
    let mut g = in_play("4H", S, ["HK D2", "HA D3", "H4 D4", "H6 D5"]);
    assert_eq!(g.to_play(), W, "the declarer's left leads (R7)");
    play_all(&mut g, "H6 HK HA H4");
    assert_eq!(trick_winner(&g), (S, true));
    assert_eq!(g.turn(), Turn::Seat(S), "the winner leads the next trick");
}

#[test]
fn example_2_one_discard_switches_back_to_highest() {
    // E holds no heart and discards D3: the highest trump, HK, wins.
    let mut g = in_play("4H", S, ["HK", "D3", "H4", "H6"]);
    play_all(&mut g, "H6 HK D3 H4");
    assert_eq!(trick_winner(&g), (N, false));
}

#[test]
fn example_3_no_trump_all_follow() {
    // 3NT by N: E leads HQ; S H3; W H9; N H2: N wins with the 2.
    let mut g = in_play("3NT", N, ["H2", "HQ", "H3", "H9"]);
    play_all(&mut g, "HQ H3 H9 H2");
    assert_eq!(trick_winner(&g), (N, true));
}

#[test]
fn example_4_a_ruff_wins() {
    // 4S by S: W leads H5; N H9; E S2 (void in hearts); S HA: the only trump wins.
    let mut g = in_play("4S", S, ["H9", "S2", "HA", "H5"]);
    play_all(&mut g, "H5 H9 S2 HA");
    assert_eq!(trick_winner(&g), (E, false));
}

#[test]
fn example_5_a_discard_without_trump() {
    // E discards C2: the highest heart, S's HA, wins.
    let mut g = in_play("4S", S, ["H9", "C2 S2", "HA", "H5"]);
    // E holds S2 too, so the fillers gave it no heart; C2 is a discard.
    play_all(&mut g, "H5 H9 C2 HA");
    assert_eq!(trick_winner(&g), (S, false));
}

#[test]
fn example_6_the_trump_ace_led_is_beaten() {
    let mut g = in_play("4S", S, ["S2", "S3", "S4", "SA"]);
    play_all(&mut g, "SA S2 S3 S4");
    assert_eq!(trick_winner(&g), (N, true));
}

#[test]
fn example_7_no_trump_high_cards() {
    // 1NT by W: N leads DK; E DQ; S DA; W DJ: W's jack is the lowest.
    let mut g = in_play("1NT", W, ["DK", "DQ", "DA", "DJ"]);
    play_all(&mut g, "DK DQ DA DJ");
    assert_eq!(trick_winner(&g), (W, true));
}

fn bid(t: &str) -> Bid {
    let x = t.matches('X').count();
    let Call::Bid { level, strain: Some(strain) } = t.trim_end_matches('X').parse().unwrap() else { panic!("{t}") };
    let doubling = [Doubling::None, Doubling::Doubled, Doubling::Redoubled][x];
    Bid { level, strain, doubling }
}

#[test]
fn example_8_duplicate_scores() {
    let cases = [
        ("4S", false, 10, 420),
        ("3NT", true, 9, 600),
        ("4HX", false, 8, -300),
        ("2C", false, 10, 130),
        ("1NTX", false, 7, 180),
        ("6S", true, 12, 1430),
        ("3NT", true, 8, -100),
    ];
    for (c, vul, tricks, expected) in cases {
        assert_eq!(score::duplicate(bid(c), vul, tricks), expected, "{c} {vul} {tricks}");
    }
}

#[test]
fn undertricks_follow_the_doubled_tables() {
    let nv: Vec<i32> = (1..=5).map(|u| score::undertrick_penalty(Doubling::Doubled, u, false)).collect();
    assert_eq!(nv, [100, 300, 500, 800, 1100]);
    let v: Vec<i32> = (1..=4).map(|u| score::undertrick_penalty(Doubling::Doubled, u, true)).collect();
    assert_eq!(v, [200, 500, 800, 1100]);
    assert_eq!(score::undertrick_penalty(Doubling::Redoubled, 2, true), 1000);
    assert_eq!(score::undertrick_penalty(Doubling::None, 3, true), 300);
    assert_eq!(score::undertrick_penalty(Doubling::None, 3, false), 150);
    // Redoubled overtricks and the insult: 2SXX made with one over, vulnerable:
    // 240 + 500 + 100 + 400.
    assert_eq!(score::duplicate(bid("2SXX"), true, 9), 1240);
    // 7NT vulnerable: 220 + 500 + 1500.
    assert_eq!(score::duplicate(bid("7NT"), true, 13), 2220);
}

#[test]
fn example_9_board_dealers_and_vulnerability() {
    let expected = [(N, [false, false]), (E, [true, false]), (S, [false, true]), (W, [true, true])];
    for (b, (dealer, vul)) in (1..=4).zip(expected) {
        assert_eq!((board_dealer(b), score::board_vulnerability(b)), (dealer, vul), "board {b}");
    }
    // The cycle of 16: board 5 NS, 8 None, 13 Both, 16 EW, and board 17 is board 1 again.
    assert_eq!(score::board_vulnerability(5), [true, false]);
    assert_eq!(score::board_vulnerability(8), [false, false]);
    assert_eq!(score::board_vulnerability(13), [true, true]);
    assert_eq!(score::board_vulnerability(16), [false, true]);
    assert_eq!(score::board_vulnerability(17), score::board_vulnerability(1));
    // The game follows them board by board: four passed-out boards.
    let mut g = dealt(&[]);
    for b in 1..=4 {
        assert_eq!((g.board(), g.dealer(), g.vulnerable()), (b, board_dealer(b), score::board_vulnerability(b)));
        calls(&mut g, "pass pass pass pass");
        if b < 4 {
            let d = g.sample_chance(&mut GameRng::seeded(b as u64));
            g.apply(&d).unwrap();
        }
    }
    assert_eq!(g.turn(), Turn::Over);
}

#[test]
fn a_pass_out_scores_nothing_and_the_next_board_follows() {
    let mut g = dealt(&[]);
    assert_eq!(g.turn(), Turn::Seat(N), "the dealer of board 1 calls first");
    calls(&mut g, "pass pass pass");
    assert_eq!(g.phase, Phase::Auction, "three passes at the start do not end it");
    calls(&mut g, "pass");
    assert_eq!((g.phase, g.board(), g.rows.len()), (Phase::Deal, 2, 1));
    assert_eq!(g.rows[0].contract, None);
    assert_eq!((g.rows[0].points, g.totals), ([0, 0], [0, 0]));
}

#[test]
fn double_and_redouble_are_legal_only_as_the_rules_say() {
    let mut g = dealt(&[]);
    let legal = |g: &SameTwo| g.legal_calls();
    assert!(!legal(&g).contains(&Call::Double), "nothing to double");
    calls(&mut g, "1H");
    assert!(legal(&g).contains(&Call::Double) && !legal(&g).contains(&Call::Redouble));
    assert!(!legal(&g).contains(&"1D".parse().unwrap()) && legal(&g).contains(&"1S".parse().unwrap()));
    calls(&mut g, "pass");
    assert!(!legal(&g).contains(&Call::Double), "S may not double its partner's bid");
    calls(&mut g, "pass X");
    assert!(legal(&g).contains(&Call::Redouble), "N may redouble");
    let before = format!("{g:?}");
    assert!(g.apply(&call("X")).is_err(), "no double of a doubled bid");
    assert_eq!(format!("{g:?}"), before, "a refused call changes nothing");
    calls(&mut g, "XX");
    assert!(!legal(&g).contains(&Call::Double) && !legal(&g).contains(&Call::Redouble));
    calls(&mut g, "pass pass pass");
    let c = g.contract.unwrap();
    assert_eq!((c.bid, c.declarer), (bid("1HXX"), N));
    assert_eq!(g.turn(), Turn::Seat(E), "the declarer's left leads");
    // 7NT is the top: nothing outranks it.
    let mut g = dealt(&[]);
    calls(&mut g, "7NT");
    assert_eq!(legal(&g), [Call::Pass, Call::Double]);
}

#[test]
fn the_declarer_is_the_first_of_the_side_to_name_the_strain() {
    // N bids 1H, S raises to 4H: N declares. E's 2S and W's... are the other side's strains.
    let mut g = dealt(&[]);
    calls(&mut g, "1H 2S 4H pass pass pass");
    assert_eq!(g.contract.unwrap().declarer, N);
    // S names spades first, after E's spades: S declares 4S, not E.
    let mut g = dealt(&[]);
    calls(&mut g, "pass 1S 2S pass 4S X pass pass pass");
    let c = g.contract.unwrap();
    assert_eq!((c.declarer, c.bid), (S, bid("4SX")));
    assert_eq!(c.dummy(), N);
}

#[test]
fn the_dummy_is_face_up_after_the_opening_lead_and_played_by_the_declarer() {
    let mut g = dealt(&[]);
    calls(&mut g, "1NT pass pass pass");
    // N declares, S is the dummy, E leads.
    assert_eq!(g.table().controller, [0, 1, 0, 3]);
    for seat in [N, E, W] {
        assert_eq!(g.view(seat).dummy, None, "not before the opening lead");
        assert!(g.secrets(seat).cards.contains(g.hands[S as usize].first().unwrap()));
    }
    let lead = g.legal_actions()[0].clone();
    g.apply(&lead).unwrap();
    let dummy_hand = g.hands[S as usize];
    for seat in 0..4 {
        assert_eq!(g.view(seat).dummy, Some((S, dummy_hand)), "seat {seat}");
        assert!(g.secrets(seat).cards.and(dummy_hand).is_empty());
    }
    // The dummy's turn: the declarer's view holds the dummy's legal cards, the dummy's own none.
    assert_eq!(g.turn(), Turn::Seat(S));
    assert!(!g.view(N).legal.is_empty() && g.view(N).legal.minus(dummy_hand).is_empty());
    assert!(g.view(S).legal.is_empty());
}

#[test]
fn a_board_is_scored_for_the_declarers_side() {
    let mut g = dealt(&[("boards", "1")]);
    calls(&mut g, "pass 1C pass pass pass");
    let mut rng = GameRng::seeded(3);
    while g.turn() != Turn::Over {
        let legal = g.legal_actions();
        g.apply(&legal[rng.below(legal.len())]).unwrap();
    }
    let row = &g.rows[0];
    let made = row.tricks;
    assert_eq!(made, g.tricks.won[1] + g.tricks.won[3]);
    let expected = score::duplicate(bid("1C"), false, made);
    assert_eq!(row.points, [(-expected).max(0), expected.max(0)]);
    assert_eq!(g.scores(), vec![row.points[0], row.points[1], row.points[0], row.points[1]]);
    let o = g.outcome().unwrap();
    assert_eq!(o.places[0], o.places[2]);
}

#[test]
fn last_trick_review_keeps_one_trick_until_the_side_plays_again() {
    let mut g = dealt(&[("trick-review", "last-trick")]);
    calls(&mut g, "1NT pass pass pass");
    for _ in 0..4 {
        let a = g.legal_actions()[0].clone();
        g.apply(&a).unwrap();
    }
    let winner = g.tricks.history[0].winner;
    for seat in 0..4 {
        assert_eq!(g.view(seat).history.len(), 1);
    }
    let a = g.legal_actions()[0].clone();
    g.apply(&a).unwrap();
    // The winner's side has played to the next trick: its seats no longer see the last one.
    for seat in 0..4 {
        assert_eq!(g.view(seat).history.len(), usize::from(side_of(seat) != side_of(winner)), "seat {seat}");
    }
    let full = dealt(&[]);
    assert_eq!(full.view(0).history.len(), 0);
}

#[test]
fn rubber_scoring_with_honours_games_and_the_rubber_bonus() {
    // Honours are held in one hand.
    assert_eq!(score::honours(set("SA SK SQ SJ H2"), Strain::Suit(Suit::SPADES)), 100);
    assert_eq!(score::honours(set("SA SK SQ SJ S10"), Strain::Suit(Suit::SPADES)), 150);
    assert_eq!(score::honours(set("SA HA DA CA"), Strain::NoTrump), 150);
    assert_eq!(score::honours(set("SA HA DA"), Strain::NoTrump), 0);
    let s = score::rubber(bid("4S"), false, 11);
    assert_eq!(s, score::RubberScore { below: 120, above: 30, penalty: 0 });
    let s = score::rubber(bid("3NTX"), true, 7);
    assert_eq!(s, score::RubberScore { below: 0, above: 0, penalty: 500 });
    assert_eq!((score::rubber_bonus(0), score::rubber_bonus(1)), (700, 500));

    // A game by N-S, a partscore by E-W, then N-S's second game ends the rubber.
    let mut g = SameTwo::new(&rules(&[("scoring", "rubber"), ("rubber-honours", "off")]));
    let scored = |g: &mut SameTwo, contract: &str, declarer: Seat, tricks: u8| {
        let d = g.sample_chance(&mut GameRng::seeded(7));
        g.apply(&d).unwrap();
        while g.to_call() != declarer {
            g.apply(&call("pass")).unwrap();
        }
        calls(g, &format!("{contract} pass pass pass"));
        // Score as if the declarer's side took `tricks`.
        let side = side_of(declarer);
        g.tricks.won = smallvec::smallvec![0; 4];
        g.tricks.won[side] = tricks;
        g.tricks.won[1 - side] = 13 - tricks;
        g.finish_board();
    };
    scored(&mut g, "3NT", N, 9);
    assert_eq!((g.games, g.below, g.rows[0].game_won, g.rows[0].points), ([1, 0], [0, 0], Some(0), [100, 0]));
    assert_eq!(g.vulnerable(), [true, false], "a side with a game is vulnerable");
    scored(&mut g, "2D", E, 8);
    assert_eq!((g.games, g.below, g.rows[1].points), ([1, 0], [0, 40], [0, 40]));
    scored(&mut g, "4H", S, 9);
    // Down one vulnerable, undoubled: 100 to E-W.
    assert_eq!((g.rows[2].points, g.phase), ([0, 100], Phase::Deal));
    scored(&mut g, "4H", S, 10);
    // The second game: 120 and the rubber bonus of 700 (E-W won no game).
    assert_eq!((g.rows[3].points, g.rows[3].rubber_bonus, g.phase), ([820, 0], [700, 0], Phase::Over));
    assert_eq!(g.totals, [920, 140]);
    assert_eq!(g.outcome().unwrap().places, [1, 2, 1, 2]);
}

#[test]
fn rubber_honours_count_for_the_side_holding_them() {
    let mut g = SameTwo::new(&rules(&[("scoring", "rubber")]));
    // W holds AKQJ of spades; N declares 1S and makes 7 tricks.
    let hands = [
        set("S10 S9 S8 S7 S6 S5 S4 S3 S2 H2 H3 H4 H5"),
        set("H6 H7 H8 H9 H10 HJ HQ HK HA C2 C3 C4 C5"),
        set("C6 C7 C8 C9 C10 CJ CQ CK CA D2 D3 D4 D5"),
        set("SA SK SQ SJ D6 D7 D8 D9 D10 DJ DQ DK DA"),
    ];
    g.apply(&Action::Deal { hands: hands.to_vec() }).unwrap();
    calls(&mut g, "1S pass pass pass");
    g.tricks.won = smallvec::smallvec![7, 6, 0, 0];
    g.finish_board();
    assert_eq!(g.rows[0].honours, [0, 100]);
    assert_eq!(g.rows[0].points, [30, 100]);
}

#[test]
fn random_games_of_every_ruleset_end_and_keep_their_totals() {
    for opts in [vec![], vec![("scoring", "rubber")], vec![("boards", "8")]] {
        for seed in 0..4 {
            let mut g = SameTwo::new(&rules(&opts));
            let mut rng = GameRng::seeded(seed);
            // Calls lean towards pass, so contracts of every level come up.
            while g.turn() != Turn::Over {
                match g.turn() {
                    Turn::Chance => {
                        let d = g.sample_chance(&mut rng);
                        g.apply(&d).unwrap();
                    }
                    _ => {
                        let legal = g.legal_actions();
                        let a = if g.phase == Phase::Auction && rng.below(3) > 0 { call("pass") } else { legal[rng.below(legal.len())].clone() };
                        g.apply(&a).unwrap();
                    }
                }
            }
            let sum = g.rows.iter().fold([0, 0], |t, r| [t[0] + r.points[0], t[1] + r.points[1]]);
            assert_eq!(sum, g.totals);
            if opts.is_empty() {
                assert_eq!(g.rows.len(), 4);
            }
        }
    }
}

#[test]
fn a_rubber_unfinished_after_the_deal_limit_is_scored_as_unfinished() {
    assert_eq!((score::unfinished_rubber_bonus(1, 0), score::unfinished_rubber_bonus(0, 40), score::unfinished_rubber_bonus(1, 60)), (300, 100, 400));
    let mut g = SameTwo::new(&rules(&[("scoring", "rubber"), ("rubber-honours", "off")]));
    let mut rng = GameRng::seeded(11);
    // Deal 1: N makes 2C (a partscore of 40); every later deal is passed out.
    let d = g.sample_chance(&mut rng);
    g.apply(&d).unwrap();
    calls(&mut g, "2C pass pass pass");
    g.tricks.won = smallvec::smallvec![8, 5, 0, 0];
    g.finish_board();
    while g.turn() != Turn::Over {
        let d = g.sample_chance(&mut rng);
        g.apply(&d).unwrap();
        calls(&mut g, "pass pass pass pass");
    }
    assert_eq!(g.rows.len(), RUBBER_DEAL_LIMIT as usize);
    let last = g.rows.last().unwrap();
    assert_eq!(last.rubber_bonus, [100, 0]);
    assert_eq!(g.totals, [140, 0]);
}

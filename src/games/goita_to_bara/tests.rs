//! The worked examples of rules.md §5, every rule and option, and the visibility table of
//! §2.5, on live games.

use super::pieces::{first_failure, Face};
use super::*;

fn ruleset(options: &[(&str, &str)]) -> Ruleset {
    Ruleset::with_options(&INFO, options.iter().copied()).unwrap()
}

fn kind_of(kanji: &str) -> Kind {
    if kanji == "玉" {
        return Kind::King;
    }
    *Kind::ALL.iter().find(|k| k.kanji() == kanji).unwrap_or_else(|| panic!("no kind {kanji}"))
}

fn kinds(s: &str) -> Vec<Kind> {
    s.split_whitespace().map(kind_of).collect()
}

/// Distinct pieces for kanji in order (玉 is the second king).
struct Maker(PieceSet);

impl Maker {
    fn new() -> Maker {
        Maker(PieceSet::EMPTY)
    }
    fn piece(&mut self, kanji: &str) -> Piece {
        let p = if kanji == "玉" {
            Piece(31)
        } else {
            let k = kind_of(kanji);
            Piece::of_kind_in(k, PieceSet::ALL.minus(self.0)).unwrap_or_else(|| panic!("no {kanji} left"))
        };
        assert!(!self.0.contains(p), "{kanji} used twice");
        self.0.insert(p);
        p
    }
    fn pieces(&mut self, s: &str) -> Vec<Piece> {
        s.split_whitespace().map(|k| self.piece(k)).collect()
    }
}

/// A game in Phase 4: `rows` face down (in placement order), `challenger` to turn `bid`
/// pieces over; hands empty, the rest face up.
fn at_reveal(players: u8, rows: &[&str], challenger: Seat, bid: u8) -> GoitaToBara {
    let mut g = GoitaToBara::new(&ruleset(&[("players", &players.to_string())]));
    let mut m = Maker::new();
    for (s, r) in rows.iter().enumerate() {
        g.rows[s] = m.pieces(r);
    }
    g.supply = PieceSet::ALL.minus(m.0);
    g.start = challenger;
    g.high = Some((challenger, bid));
    g.to_act = challenger;
    g.phase = Phase::Reveal;
    g
}

fn c_layout(challenger: Seat, bid: u8) -> GoitaToBara {
    at_reveal(4, &["香 銀", "し 王 金", "し し", "馬 角"], challenger, bid)
}

fn reveal(g: &mut GoitaToBara, seat: Seat, pos: u8) {
    g.apply(&Action::Reveal { seat, pos }).unwrap_or_else(|e| panic!("reveal {seat}/{pos}: {e}"));
}

/// A new game past its chance events: `start` starts, hands are `hands` (kanji).
fn dealt(hands: &[&str], start: Seat) -> GoitaToBara {
    let mut g = GoitaToBara::new(&ruleset(&[("players", &hands.len().to_string())]));
    g.apply(&Action::FirstPlayer(start)).unwrap();
    let mut m = Maker::new();
    let hands: Vec<PieceSet> = hands.iter().map(|h| m.pieces(h).into_iter().collect()).collect();
    g.apply(&Action::Deal { hands, set_aside: PieceSet::EMPTY }).unwrap();
    g
}

fn first(g: &mut GoitaToBara, a: &str, b: &str) {
    g.apply(&Action::FirstPieces([kind_of(a), kind_of(b)])).unwrap();
}

/// C1-C3 built by play: seat 1 starts, Phase 1 gives rows [し 王] [し し] [馬 角] [香 銀],
/// then seat 1 places 金 and seat 2 is to act with 9 pieces face down.
fn c_layout_by_play() -> GoitaToBara {
    let mut g = dealt(&["香 銀 し し し", "し 王 金 し し", "し し 飛 飛 金", "馬 角 銀 香 香"], 1);
    first(&mut g, "し", "王");
    first(&mut g, "し", "し");
    first(&mut g, "馬", "角");
    first(&mut g, "香", "銀");
    g.apply(&Action::Place(Kind::Gold)).unwrap();
    g
}

// ---- R10: the failure check ----

#[test]
fn r10_each_rule_and_the_equivalent_safe_set() {
    assert_eq!(first_failure(&kinds("金 銀 金")), Some((2, Failure::Pair(Kind::Gold))));
    assert_eq!(first_failure(&kinds("し し し し")), None, "し never pairs");
    for k in ["香", "馬", "銀", "金", "角", "飛"] {
        assert_eq!(first_failure(&kinds(&format!("{k} {k}"))), Some((1, Failure::Pair(kind_of(k)))), "two {k}");
    }
    for k in ["馬", "銀", "金", "角", "飛"] {
        assert_eq!(first_failure(&kinds(&format!("王 {k}"))), Some((1, Failure::KingWith(kind_of(k)))), "王 then {k}");
        assert_eq!(first_failure(&kinds(&format!("{k} 王"))), Some((1, Failure::KingWith(kind_of(k)))), "{k} then 王");
    }
    assert_eq!(first_failure(&kinds("王 し 香")), None);
    // "Equivalently": safe exactly when any し, at most one of each other kind, and a 王
    // only with し and 香 — checked over every multiset of up to 4 kinds.
    let mut stack: Vec<Vec<Kind>> = vec![vec![]];
    while let Some(set) = stack.pop() {
        let count = |k: Kind| set.iter().filter(|x| **x == k).count();
        let safe = Kind::ALL.iter().all(|&k| k == Kind::Pawn || count(k) <= 1)
            && (count(Kind::King) == 0 || set.iter().all(|k| matches!(k, Kind::Pawn | Kind::Lance | Kind::King)));
        assert_eq!(first_failure(&set).is_none(), safe, "{set:?}");
        if set.len() < 4 {
            for k in Kind::ALL.into_iter().filter(|k| set.last().is_none_or(|l| k >= l)) {
                let mut more = set.clone();
                more.push(k);
                stack.push(more);
            }
        }
    }
}

#[test]
fn c4_king_with_lance_and_pawns_is_safe() {
    assert_eq!(first_failure(&kinds("王 香 し し し")), None);
}

#[test]
fn c5_two_kings_fail_at_reveal_3() {
    assert_eq!(first_failure(&kinds("王 し 玉")), Some((2, Failure::Pair(Kind::King))));
    // A6: 王 and 玉 are one kind; both rules name them, the pair rule first.
    assert_eq!(failure(&[Kind::King], Kind::King), Some(Failure::Pair(Kind::King)));
    assert_eq!((Piece(30).glyph(), Piece(31).glyph()), ("王", "玉"));
    assert_eq!(Piece(31).kind(), Kind::King);
}

#[test]
fn c6_two_lances_fail_even_beside_a_king() {
    assert_eq!(first_failure(&kinds("王 香 香")), Some((2, Failure::Pair(Kind::Lance))));
}

// ---- C1-C3 on the table ----

#[test]
fn c1_the_wildcard_king_fails_at_reveal_3() {
    let mut g = c_layout(0, 3);
    assert_eq!(g.face_down(), 9);
    reveal(&mut g, 0, 0);
    reveal(&mut g, 0, 1);
    assert_eq!(g.phase, Phase::Reveal);
    reveal(&mut g, 1, 1);
    let last = g.last_round.clone().unwrap();
    assert_eq!(last.failure, Some(Failure::KingWith(Kind::Silver)));
    assert_eq!(last.reveals.len(), 3);
    assert_eq!((g.chips[0], g.discard, g.black[0]), (3, 1, false));
    assert_eq!(g.phase, Phase::Deal);
}

#[test]
fn c2_success_with_pawns_flips_the_disc() {
    let mut g = c_layout(0, 4);
    for (s, p) in [(0, 0), (0, 1), (2, 0), (2, 1)] {
        reveal(&mut g, s, p);
    }
    assert_eq!(g.last_round.clone().unwrap().failure, None);
    assert!(g.black[0]);
    assert_eq!((g.chips[0], g.discard, g.winner), (4, 0, None));
}

#[test]
fn c3_a_success_and_its_king_variant() {
    let mut g = c_layout(3, 3);
    for (s, p) in [(3, 0), (3, 1), (1, 2)] {
        reveal(&mut g, s, p);
    }
    assert!(g.black[3] && g.last_round.as_ref().unwrap().failure.is_none());
    let mut v = c_layout(3, 3);
    for (s, p) in [(3, 0), (3, 1), (1, 1)] {
        reveal(&mut v, s, p);
    }
    assert_eq!(v.last_round.unwrap().failure, Some(Failure::KingWith(Kind::Knight)));
    assert_eq!(v.chips[3], 3);
}

#[test]
fn c1_to_c3_layout_by_play_has_nine_pieces_down() {
    let g = c_layout_by_play();
    assert_eq!(g.face_down(), 9);
    assert_eq!(g.rows[1].iter().map(|p| p.glyph()).collect::<Vec<_>>(), ["し", "王", "金"]);
    assert_eq!(g.rows[0].iter().map(|p| p.glyph()).collect::<Vec<_>>(), ["香", "銀"]);
    assert_eq!(g.turn(), Turn::Seat(2));
}

// ---- C7, C8, R13, R14: counts ----

#[test]
fn c7_new_round_counts() {
    let mut g = GoitaToBara::new(&ruleset(&[]));
    g.chips[..4].copy_from_slice(&[4, 2, 3, 1]);
    g.discard = 6;
    g.phase = Phase::Deal;
    let a = g.sample_chance(&mut GameRng::seeded(7));
    g.apply(&a).unwrap();
    assert_eq!(g.set_aside.len(), 6);
    assert_eq!((0..4).map(|s| g.hands[s].len()).collect::<Vec<_>>(), [5, 3, 4, 2]);
    assert_eq!(g.supply.len(), 12);
    // Any other count is refused, and the state is unchanged.
    let mut h = GoitaToBara::new(&ruleset(&[]));
    h.chips[..4].copy_from_slice(&[4, 2, 3, 1]);
    h.discard = 6;
    h.phase = Phase::Deal;
    let before = format!("{h:?}");
    let Action::Deal { mut hands, set_aside } = h.sample_chance(&mut GameRng::seeded(7)) else { panic!() };
    let moved = hands[0].iter().next().unwrap();
    hands[0].remove(moved);
    assert!(matches!(h.apply(&Action::Deal { hands: hands.clone(), set_aside }), Err(IllegalAction::BadOutcome(_))));
    hands[1].insert(moved);
    assert!(h.apply(&Action::Deal { hands, set_aside }).is_err());
    assert_eq!(format!("{h:?}"), before);
}

#[test]
fn c8_setup_counts() {
    for (players, hand, supply) in [(3, 6, 14), (4, 5, 12), (5, 5, 7), (6, 5, 2)] {
        let mut g = GoitaToBara::new(&ruleset(&[("players", &players.to_string())]));
        let a = g.sample_chance(&mut GameRng::seeded(1));
        g.apply(&a).unwrap();
        let a = g.sample_chance(&mut GameRng::seeded(2));
        g.apply(&a).unwrap();
        for s in 0..players {
            assert_eq!(g.hands[s].len(), hand, "{players} players");
            assert_eq!((g.chips[s], g.black[s]), (CHIPS, false), "R2");
        }
        assert_eq!((g.supply.len(), g.set_aside.len()), (supply, 0), "{players} players");
    }
}

#[test]
fn r14_there_are_always_enough_pieces() {
    for n in 3u8..=6 {
        let bonus = if n == 3 { 2 } else { 1 };
        // Every spread of chips (each survivor 1-4, the eliminated 0) fits in 32 pieces.
        for held in 0..5u32.pow(n as u32) {
            let chips: Vec<u32> = (0..n).map(|i| held / 5u32.pow(i as u32) % 5).collect();
            let discard: u32 = chips.iter().map(|c| 4 - c).sum();
            let hands: u32 = chips.iter().filter(|&&c| c > 0).map(|c| c + bonus).sum();
            assert!(discard + hands <= 32, "{chips:?}");
        }
    }
}

// ---- Phases 1-3 ----

#[test]
fn r6_phase_1_two_pieces_from_the_hand_hidden_from_the_others() {
    let mut g = dealt(&["金 金 し 香 王", "し し し 馬 角", "銀 銀 飛 飛 角", "香 香 馬 馬 し"], 2);
    assert_eq!(g.phase, Phase::FirstPieces);
    assert_eq!(g.turn(), Turn::Seat(2), "from the start player");
    assert!(g.legal_actions().contains(&Action::FirstPieces([Kind::Silver, Kind::Silver])));
    assert!(!g.legal_actions().contains(&Action::FirstPieces([Kind::Bishop, Kind::Bishop])), "only one 角 in hand");
    assert!(g.apply(&Action::FirstPieces([Kind::Rook, Kind::Silver])).is_err(), "named in order");
    first(&mut g, "銀", "飛");
    let v1 = g.view(1);
    assert_eq!(v1.rows[2].cells, [None, None], "others see only that two pieces lie there");
    assert_eq!(v1.committed, [false, false, true, false]);
    assert_eq!(g.view(2).rows[2].cells.iter().flatten().count(), 2, "the owner sees its own row");
    for s in [3, 0, 1] {
        assert_eq!(g.turn(), Turn::Seat(s));
        let a = g.legal_actions()[0].clone();
        g.apply(&a).unwrap();
    }
    assert_eq!((g.phase, g.turn()), (Phase::Place, Turn::Seat(2)));
}

#[test]
fn r7_a1_place_or_challenge_even_on_the_first_turn_and_an_empty_hand_must_challenge() {
    let mut g = dealt(&["し し し 香 馬", "し し し 銀 角", "し し 飛 金 金", "し 香 香 馬 馬"], 0);
    for _ in 0..4 {
        let a = g.legal_actions()[0].clone();
        g.apply(&a).unwrap();
    }
    let legal = g.legal_actions();
    assert!(legal.contains(&Action::Challenge(1)), "A1: the start player may challenge at once");
    assert!(legal.iter().any(|a| matches!(a, Action::Place(_))));
    // Everybody places until seat 0's hand is empty.
    for _ in 0..12 {
        let a = g.legal_actions().into_iter().find(|a| matches!(a, Action::Place(_))).unwrap();
        g.apply(&a).unwrap();
    }
    assert_eq!((g.turn(), g.hands[0].len()), (Turn::Seat(0), 0));
    assert!(g.legal_actions().iter().all(|a| matches!(a, Action::Challenge(_))), "R7: an empty hand must challenge");
    assert!(g.apply(&Action::Place(Kind::Pawn)).is_err());
    assert_eq!(g.legal_actions().len(), 20, "A2: 1 up to all 20 face-down pieces");
}

#[test]
fn c9_bidding() {
    let mut g = c_layout_by_play();
    g.to_act = 1; // C9: seat 1 challenges with 9 pieces face down.
    g.apply(&Action::Challenge(2)).unwrap();
    assert_eq!(g.turn(), Turn::Seat(2), "bidding goes on from the bidder's left");
    g.apply(&Action::Raise(3)).unwrap();
    assert!(g.apply(&Action::Raise(3)).is_err(), "a raise is higher");
    g.apply(&Action::Pass).unwrap();
    g.apply(&Action::Raise(5)).unwrap();
    assert_eq!(g.turn(), Turn::Seat(1), "the first bidder may raise again");
    g.apply(&Action::Pass).unwrap();
    g.apply(&Action::Pass).unwrap();
    assert_eq!((g.phase, g.challenger(), g.bid()), (Phase::Reveal, 0, 5));
    assert_eq!(g.turn(), Turn::Seat(0));
    let calls: Vec<Call> = g.calls.iter().map(|c| c.1).collect();
    assert_eq!(calls, [Call::Challenge(2), Call::Raise(3), Call::Pass, Call::Raise(5), Call::Pass, Call::Pass]);
    // R13 step 5: seat 0, the challenger, starts the next round.
    for (s, p) in [(0, 0), (0, 1), (2, 0), (2, 1), (3, 0)] {
        reveal(&mut g, s, p);
    }
    assert_eq!((g.phase, g.start, g.black[0]), (Phase::Deal, 0, true));
}

#[test]
fn a2_bids_run_from_1_to_every_face_down_piece_and_a_full_bid_leaves_only_passes() {
    let mut g = c_layout_by_play();
    assert!(g.apply(&Action::Challenge(0)).is_err());
    assert!(g.apply(&Action::Challenge(10)).is_err());
    g.apply(&Action::Challenge(9)).unwrap();
    assert_eq!(g.legal_actions(), [Action::Pass], "nobody can raise past the total");
}

// ---- Phase 4 ----

#[test]
fn r9_a3_own_pieces_first_in_any_order_then_any_others() {
    let mut g = c_layout(1, 5);
    let legal = g.legal_actions();
    assert_eq!(legal.len(), 3, "only the challenger's own three pieces");
    assert!(g.apply(&Action::Reveal { seat: 0, pos: 0 }).is_err(), "own row first");
    reveal(&mut g, 1, 2); // A3: the challenger picks its 金 first
    reveal(&mut g, 1, 0);
    assert!(g.apply(&Action::Reveal { seat: 1, pos: 2 }).is_err(), "not twice");
    reveal(&mut g, 1, 1); // 王 with 金: fails
    assert_eq!(g.last_round.unwrap().failure, Some(Failure::KingWith(Kind::Gold)));
}

#[test]
fn a11_passed_players_rows_stay_open_to_the_challenger() {
    let mut g = c_layout_by_play();
    g.apply(&Action::Challenge(3)).unwrap(); // seat 2 bids 3
    g.apply(&Action::Pass).unwrap(); // 3
    g.apply(&Action::Pass).unwrap(); // 0
    g.apply(&Action::Pass).unwrap(); // 1
    assert_eq!((g.phase, g.challenger()), (Phase::Reveal, 2));
    reveal(&mut g, 2, 0);
    reveal(&mut g, 2, 1);
    let others: Vec<Seat> = g.legal_actions().iter().map(|a| if let Action::Reveal { seat, .. } = a { *seat } else { 9 }).collect();
    assert!(others.contains(&3) && others.contains(&0) && others.contains(&1));
    reveal(&mut g, 3, 0); // 馬: safe, success
    assert!(g.black[2]);
}

#[test]
fn r12_r15_a_second_success_wins() {
    let mut g = c_layout(0, 2);
    g.black[0] = true;
    reveal(&mut g, 0, 0);
    reveal(&mut g, 0, 1);
    assert_eq!((g.winner, g.phase, g.turn()), (Some(0), Phase::Over, Turn::Over));
    assert_eq!(g.scores(), [1, 0, 0, 0]);
    assert_eq!(g.outcome().unwrap().winners(), [0]);
}

#[test]
fn c10_elimination_and_the_last_survivor() {
    let mut g = at_reveal(3, &["し し", "", "金 金"], 2, 2);
    g.chips[..3].copy_from_slice(&[3, 0, 1]);
    g.discard = 4 + 3;
    reveal(&mut g, 2, 0);
    reveal(&mut g, 2, 1);
    assert_eq!(g.chips[2], 0);
    assert!(g.last_round.as_ref().unwrap().eliminated);
    assert_eq!((g.winner, g.phase), (Some(0), Phase::Over));
    assert_eq!(g.outcome().unwrap().places, [1, 2, 2]);
}

#[test]
fn r11_r13_an_eliminated_challengers_left_neighbour_starts_or_the_next_survivor() {
    // A8: seat 1 is eliminated, its left neighbour seat 2 is out already: seat 3 starts.
    let mut g = at_reveal(4, &["し", "金 金", "", "し"], 1, 2);
    g.chips[..4].copy_from_slice(&[2, 1, 0, 3]);
    g.discard = 2 + 3 + 4 + 1;
    reveal(&mut g, 1, 0);
    reveal(&mut g, 1, 1);
    assert_eq!((g.phase, g.start, g.discard), (Phase::Deal, 3, 11));
    // A10: the set-aside count includes the eliminated players' chips; eliminated seats draw
    // nothing; the start player begins Phase 1.
    let a = g.sample_chance(&mut GameRng::seeded(3));
    g.apply(&a).unwrap();
    assert_eq!(g.set_aside.len(), 11);
    assert_eq!((0..4).map(|s| g.hands[s].len()).collect::<Vec<_>>(), [3, 0, 0, 4]);
    assert_eq!(g.turn(), Turn::Seat(3));
    first(&mut g, "し", "し");
    assert_eq!(g.turn(), Turn::Seat(0), "eliminated seats are skipped (R1)");
}

#[test]
fn a4_a_game_begun_with_three_keeps_its_bonus_with_two_left() {
    let mut g = at_reveal(3, &["金 金", "し", "し"], 0, 2);
    g.chips[..3].copy_from_slice(&[1, 2, 4]);
    g.discard = 5;
    reveal(&mut g, 0, 0);
    reveal(&mut g, 0, 1);
    assert_eq!((g.phase, g.start), (Phase::Deal, 1), "the eliminated challenger's left neighbour");
    let a = g.sample_chance(&mut GameRng::seeded(4));
    g.apply(&a).unwrap();
    assert_eq!((0..3).map(|s| g.hands[s].len()).collect::<Vec<_>>(), [0, 4, 6]);
}

#[test]
fn a12_only_the_current_challenge_counts() {
    let mut g = c_layout(0, 2);
    reveal(&mut g, 0, 0);
    reveal(&mut g, 0, 1); // 香 銀: success
    let a = g.sample_chance(&mut GameRng::seeded(5));
    g.apply(&a).unwrap();
    assert!(g.reveals.is_empty() && g.rows.iter().all(|r| r.is_empty()));
    assert_eq!(g.last_round.as_ref().unwrap().reveals.iter().map(|r| r.2).collect::<Vec<Face>>(), [Piece(10).face(), Piece(18).face()]);
}

// ---- §2.5 Visibility ----

#[test]
fn visibility_table() {
    let mut g = c_layout_by_play();
    g.set_aside = [Piece(9)].into_iter().collect();
    g.supply.remove(Piece(9));
    g.apply(&Action::Challenge(2)).unwrap();
    g.apply(&Action::Pass).unwrap();
    g.apply(&Action::Pass).unwrap();
    g.apply(&Action::Pass).unwrap();
    reveal(&mut g, 2, 0); // seat 2's first し is now public
    let json = |s: Seat| serde_json::to_string(&g.view(s)).unwrap();
    for s in 0..4u8 {
        let v = g.view(s);
        let secrets = g.secrets(s).other;
        // Own hand and own row: the owner's only.
        assert_eq!(v.hand, g.hands[s as usize]);
        for o in (0..4u8).filter(|&o| o != s) {
            for p in g.hands[o as usize].iter() {
                assert!(secrets.contains(&p.to_string()) && !json(s).contains(&format!("\"{p}\"")), "{s} sees {o}'s hand");
            }
            for (i, p) in g.rows[o as usize].iter().enumerate() {
                let public = o == 2 && i == 0;
                assert_eq!(v.rows[o as usize].cells[i].is_some(), public, "{s} on {o}'s row");
                assert_eq!(secrets.contains(&p.to_string()), !public);
            }
        }
        assert!(v.rows[s as usize].cells.iter().all(Option::is_some), "own row known");
        // Set aside: no one, but its count is public.
        assert!(secrets.contains(&"pawn#10".to_string()) && !json(s).contains("pawn#10"));
        assert_eq!(v.set_aside, 1);
        // Public: the supply, turned pieces, chips, discards, discs, bids, passes, hand sizes.
        assert_eq!(v.supply, g.supply);
        assert_eq!(v.reveals.len(), 1);
        assert_eq!((v.chips.clone(), v.discard, v.black.clone()), (vec![4; 4], 0, vec![false; 4]));
        assert_eq!(v.calls.len(), 4);
        assert_eq!(v.passed, [true, true, false, true]);
        assert_eq!(v.hand_sizes, (0..4).map(|o| g.hands[o].len() as u8).collect::<Vec<_>>());
    }
}

// ---- §3 Options ----

#[test]
fn options_players_and_the_cosmetic_ones() {
    assert_eq!(GoitaToBara::new(&ruleset(&[])).seat_count(), 4);
    for n in ["3", "5", "6"] {
        assert_eq!(GoitaToBara::new(&ruleset(&[("players", n)])).seat_count(), n.parse::<usize>().unwrap());
    }
    assert!(Ruleset::with_options(&INFO, [("players", "7")]).is_err());
    // The piece component and the life marker change how the table looks, nothing else:
    // the same seed plays the same game.
    let play = |opts: &[(&str, &str)]| {
        let mut g = GoitaToBara::new(&ruleset(opts));
        let (mut chance, mut rng) = (GameRng::seeded(11), GameRng::seeded(12));
        let mut trail = Vec::new();
        while g.turn() != Turn::Over {
            let a = if g.turn() == Turn::Chance { g.sample_chance(&mut chance) } else {
                let l = g.legal_actions();
                l[rng.below(l.len())].clone()
            };
            g.apply(&a).unwrap();
            trail.push(a);
        }
        (trail, g.scores())
    };
    let standard = play(&[]);
    for opts in [[("piece-component", "goita-cards")], [("piece-component", "goi-pai")], [("life-marker", "stacked-chips")]] {
        assert_eq!(play(&opts), standard, "{opts:?}");
        assert_ne!(Options::from_ruleset(&ruleset(&opts)), Options::from_ruleset(&ruleset(&[])));
    }
}

#[test]
fn pieces_read_and_parse() {
    assert_eq!(Kind::ALL.iter().map(|k| k.count() as u32).sum::<u32>(), 32);
    for id in 0..PIECES {
        let p = Piece(id);
        assert_eq!(p.to_string().parse::<Piece>(), Ok(p));
    }
    assert_eq!(Piece(31).to_string(), "king#2");
    assert!("pawn#11".parse::<Piece>().is_err());
    let set: PieceSet = [Piece(0), Piece(31)].into_iter().collect();
    assert_eq!(serde_json::to_string(&set).unwrap(), "[\"pawn#1\",\"king#2\"]");
    assert!(serde_json::from_str::<PieceSet>("[\"pawn#1\",\"pawn#1\"]").is_err());
}

/// Thousands of random games at every player count (the harness plays the standard count in
/// thousands and each other count a tenth as often): each ends with one winner, and no
/// view ever names a piece its seat may not know (§2.5), checked every few steps.
#[test]
fn random_games_at_every_player_count_end_with_one_winner_and_keep_their_secrets() {
    let games: u64 = std::env::var("TORITE_CONFORMANCE_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(2000).min(1000);
    for n in ["3", "4", "5", "6"] {
        for seed in 0..games {
            let mut g = GoitaToBara::new(&ruleset(&[("players", n)]));
            let (mut chance, mut rng) = (GameRng::seeded(seed), GameRng::stream(seed, 1));
            let mut step = 0;
            while g.turn() != Turn::Over {
                if step % 7 == 0 {
                    for s in 0..g.seat_count() as Seat {
                        let json = serde_json::to_string(&g.view(s)).unwrap();
                        for secret in g.secrets(s).other {
                            assert!(!json.contains(&format!("\"{secret}\"")), "{n} players, seed {seed}: seat {s} sees {secret}");
                        }
                    }
                }
                let a = if g.turn() == Turn::Chance {
                    g.sample_chance(&mut chance)
                } else {
                    let l = g.legal_actions();
                    l[rng.below(l.len())].clone()
                };
                g.apply(&a).unwrap();
                step += 1;
                assert!(step < 20_000, "{n} players, seed {seed}: no end");
            }
            assert_eq!(g.scores().iter().sum::<i32>(), 1, "one winner");
            let w = g.winner.unwrap();
            assert!(g.chips[w as usize] > 0);
            assert!(g.alive().len() == 1 || g.black[w as usize], "the last survivor or a second success");
        }
    }
}

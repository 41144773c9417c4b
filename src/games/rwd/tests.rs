//! The worked examples of rules.md §5 (T1, T2, C1-C7), plus rule and visibility checks on
//! live games.

use super::*;
use crate::engine::cards::cards;
use crate::games::test_support::run_first_legal_until as run_until;

fn ruleset(n: &str, format: &str) -> Ruleset {
    Ruleset::with_options(&INFO, [("players", n), ("match-format", format)]).unwrap()
}

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

fn set(s: &str) -> CardSet {
    cards(s).into_iter().collect()
}

/// A stock order that starts with `prefix`; the rest of the pack follows in index order.
fn stock_with(prefix: &str) -> Vec<Card> {
    let mut v = cards(prefix);
    let used: CardSet = v.iter().copied().collect();
    v.extend(CardSet::standard_52().minus(used).iter());
    v
}

/// A single game of `n` players after the setup: `start` picks first, row 1 is the first
/// n cards of `prefix` (the n-th face down), row 2 the next n.
fn game_with(n: &str, start: Seat, prefix: &str) -> Rwd {
    let mut g = Rwd::new(&ruleset(n, "single-game"));
    g.apply(&Action::FirstStart(start)).unwrap();
    g.apply(&Action::Shuffle { stock: stock_with(prefix) }).unwrap();
    g
}

fn take(g: &mut Rwd, c: &str) {
    g.apply(&Action::Take(card(c))).unwrap();
}

fn take_face_down(g: &mut Rwd) {
    g.apply(&Action::TakeFaceDown).unwrap();
}

/// The card seat `viewer` sees for pick `i` of resolved draft trick `t`.
fn seen(g: &Rwd, viewer: Seat, t: usize, i: usize) -> Option<Card> {
    g.view(viewer).draft_log[t].picks[i].card
}

fn view_text(g: &Rwd, seat: Seat) -> String {
    serde_json::to_string(&g.view(seat)).unwrap()
}

/// A second-half position: `hands` by seat, `leader` to lead.
fn second_half(hands: [&str; 4], leader: Seat) -> Rwd {
    let mut g = Rwd::new(&ruleset("4", "single-game"));
    g.phase = Phase::Play;
    g.hands = hands.iter().map(|h| set(h)).collect();
    g.tricks.leader = leader;
    g
}

// ---- §5.1 examples from the source ----

#[test]
fn t1_scoring() {
    // A: 4 chips, 6 tricks → 2. B: 4 chips, 3 tricks → −1 (the other two make 13 each).
    let r = game_result(&[4, 4, 3, 2], &[6, 3, 2, 2]);
    assert_eq!(r.scores[0], 2);
    assert_eq!(r.scores[1], -1);
    assert_eq!(r.scores.iter().sum::<i32>(), 0);
}

#[test]
fn t2_trick_counts_per_half() {
    assert_eq!([3, 4, 5].map(tricks_per_half), [17, 13, 10]);
    // And in live games: the draft and the play each have that many tricks (R16, R19).
    for (n, want) in [("3", 17u8), ("4", 13), ("5", 10)] {
        let mut g = Rwd::new(&ruleset(n, "single-game"));
        let mut rng = GameRng::seeded(5);
        run_until(&mut g, &mut rng, |g| g.phase == Phase::Play);
        let v = g.view(0);
        assert_eq!(v.draft_log.len(), want as usize, "{n} players, first half");
        assert!(v.hand_sizes.iter().all(|&h| h == want), "hands of {want}");
        assert_eq!(v.chips.iter().map(|&c| c as u32).sum::<u32>(), want as u32);
        run_until(&mut g, &mut rng, |g| g.phase == Phase::Over);
        let v = g.view(0);
        assert_eq!(v.tricks_won.iter().map(|&c| c as u32).sum::<u32>(), want as u32, "{n} players, second half");
        assert_eq!(g.scores().iter().sum::<i32>(), 0, "R20: the scores sum to 0");
    }
}

// ---- §5.2 hand-computed examples ----

#[test]
fn c1_last_pick_is_a_trump_and_wins() {
    let mut g = game_with("4", 0, "HK S4 D9 HA");
    let v = g.view(2);
    assert_eq!(v.pick_order, [0, 3, 2, 1], "counter-clockwise from seat 0 (R1, R9)");
    assert_eq!(v.row1, Some(RowView { face_up: cards("HK S4 D9"), face_down: true }));
    assert!(v.row2.as_ref().is_some_and(|r| r.face_up.len() == 3 && r.face_down), "row 2 is visible (§2.7)");
    take(&mut g, "HK");
    take_face_down(&mut g);
    // A3: the taker does not know its face-down pick before all picks are made.
    assert_eq!(g.view(3).picks[1], PickView { seat: 3, card: None, face_down: true, known_by: vec![] });
    assert!(g.secrets(3).cards.contains(card("HA")));
    assert!(!view_text(&g, 3).contains("\"HA\""));
    take(&mut g, "D9");
    take(&mut g, "S4");
    let v = g.view(0);
    assert_eq!(v.draft_log[0].lead_suit, Some('S'), "S4 was taken last");
    assert_eq!(v.draft_log[0].winner, 1, "seat 1 wins with the only spade");
    // R11: seat 3 sees HA and shows it to seat 1 only.
    assert_eq!(seen(&g, 3, 0, 1), Some(card("HA")));
    assert_eq!(seen(&g, 1, 0, 1), Some(card("HA")));
    assert_eq!(seen(&g, 0, 0, 1), None);
    assert_eq!(seen(&g, 2, 0, 1), None);
    assert_eq!(v.draft_log[0].picks[1].known_by, [1, 3]);
    for s in [0, 2] {
        assert!(g.secrets(s).cards.contains(card("HA")));
        assert!(!view_text(&g, s).contains("\"HA\""));
    }
    for s in [1, 3] {
        assert!(!g.secrets(s).cards.contains(card("HA")));
    }
    // R12, R13, R15: seat 1 takes a chip and starts the next pick; the cards go to hand.
    assert_eq!(v.chips, [0, 1, 0, 0]);
    assert_eq!(g.turn(), Turn::Seat(1));
    assert_eq!(g.view(1).pick_order, [1, 0, 3, 2]);
    assert_eq!(g.view(3).hand, set("HA"));
    assert_eq!(g.view(1).hand, set("S4"));
}

#[test]
fn c2_face_down_card_wins_for_its_own_taker() {
    let mut g = game_with("4", 2, "CQ H3 C5 CA");
    assert_eq!(g.view(0).pick_order, [2, 1, 0, 3]);
    take(&mut g, "CQ");
    take_face_down(&mut g);
    take(&mut g, "H3");
    take(&mut g, "C5");
    // Seat 1 wins; it shows the card to no one, and the winner is public (R11, A2).
    for s in 0..4 {
        let v = g.view(s);
        assert_eq!(v.draft_log[0].winner, 1);
        assert_eq!(v.draft_log[0].lead_suit, Some('C'));
        assert_eq!(v.draft_log[0].picks[1].known_by, [1]);
        assert_eq!(seen(&g, s, 0, 1), (s == 1).then(|| card("CA")));
        assert_eq!(g.secrets(s).cards.contains(card("CA")), s != 1);
    }
    assert_eq!(g.view(0).chips, [0, 1, 0, 0]);
}

#[test]
fn c3_hidden_lead_suit() {
    let mut g = game_with("4", 0, "D2 DJ C7 H4");
    take(&mut g, "DJ");
    take(&mut g, "D2");
    take(&mut g, "C7");
    take_face_down(&mut g);
    // Hearts lead from H4; only seat 1 holds a heart, so seat 1 wins and shows nobody.
    for s in 0..4 {
        let v = g.view(s);
        assert_eq!(v.draft_log[0].winner, 1);
        // A8: the lead suit is known only to the taker (here also the winner).
        assert_eq!(v.draft_log[0].lead_suit, (s == 1).then_some('H'), "seat {s}");
        assert_eq!(g.secrets(s).cards.contains(card("H4")), s != 1);
    }

    // Counterfactual: the face-down card is D5; diamonds lead and seat 0's DJ wins.
    let mut g = game_with("4", 0, "D2 DJ C7 D5");
    take(&mut g, "DJ");
    take(&mut g, "D2");
    take(&mut g, "C7");
    take_face_down(&mut g);
    assert_eq!(g.view(2).draft_log[0].winner, 0);
    // Seat 1 shows D5 to seat 0 only.
    assert_eq!(g.view(2).draft_log[0].picks[3].known_by, [0, 1]);
    for s in 0..4 {
        let knows = s == 0 || s == 1;
        assert_eq!(seen(&g, s, 0, 3), knows.then(|| card("D5")));
        assert_eq!(g.view(s).draft_log[0].lead_suit, knows.then_some('D'));
        assert_eq!(g.secrets(s).cards.contains(card("D5")), !knows);
    }
    assert_eq!(g.view(0).chips, [1, 0, 0, 0]);
    assert_eq!(g.turn(), Turn::Seat(0));
}

#[test]
fn c4_tie_broken_by_chips() {
    let r = game_result(&[5, 3, 2, 3], &[7, 5, 1, 0]);
    assert_eq!(r.scores, [2, 2, -1, -3]);
    assert_eq!(r.chips.iter().map(|&c| c as u32).sum::<u32>(), 13);
    assert_eq!(r.tricks.iter().map(|&c| c as u32).sum::<u32>(), 13);
    assert_eq!(r.scores.iter().sum::<i32>(), 0);
    assert_eq!(r.winners, [0], "A wins on chips");
    assert_eq!(r.places, [1, 2, 3, 4]);
    assert!(!r.draw);
}

#[test]
fn c5_all_zero_is_a_draw() {
    let r = game_result(&[3, 4, 3, 3], &[3, 4, 3, 3]);
    assert_eq!(r.scores, [0, 0, 0, 0]);
    assert!(r.draw);
    assert!(r.winners.is_empty(), "no winner despite B's most chips (A5)");
    assert_eq!(r.places, [1, 1, 1, 1]);
}

#[test]
fn ties_on_score_and_chips_share_the_win() {
    // R21: still tied after chips → shared.
    let r = game_result(&[3, 3, 4, 3], &[5, 5, 1, 2]);
    assert_eq!(r.scores, [2, 2, -3, -1]);
    assert_eq!(r.winners, [0, 1]);
    assert_eq!(r.places, [1, 1, 4, 3]);
}

#[test]
fn c6_second_half_trick_with_trump() {
    let mut g = second_half(["S2 C3", "HA D4", "H10 D5", "HK D6"], 2);
    assert_eq!(g.turn(), Turn::Seat(2));
    for c in ["H10", "HK", "S2", "HA"] {
        g.apply(&Action::Play(card(c))).unwrap();
    }
    assert_eq!(g.view(0).tricks_won, [1, 0, 0, 0], "seat 0 wins with the trump S2");
    assert_eq!(g.turn(), Turn::Seat(0), "and leads next");
    // The finished trick stays on the table (its last card seen live) until the next lead...
    let v = g.view(1);
    assert!(v.trick.is_empty());
    assert_eq!(v.just_finished.as_ref().map(|t| (t.0.len(), t.1)), Some((4, 0)));
    // ...R18: then it is gone and cannot be reviewed.
    g.apply(&Action::Play(card("C3"))).unwrap();
    assert_eq!(g.view(1).just_finished, None);
    assert!(!view_text(&g, 1).contains("\"H10\""));
}

#[test]
fn c7_stock_accounting_with_three_players() {
    let mut g = Rwd::new(&ruleset("3", "single-game"));
    let mut rng = GameRng::seeded(11);
    run_until(&mut g, &mut rng, |g| g.phase == Phase::Draft);
    assert_eq!(g.view(0).stock_count, 46, "2 rows × 3 cards dealt");
    for k in 1..=17u8 {
        run_until(&mut g, &mut rng, |g| g.draft_log.len() == k as usize);
        let v = g.view(0);
        match k {
            1..=15 => {
                assert_eq!(v.stock_count, 46 - 3 * k, "refill after trick {k}");
                assert!(v.row2.is_some());
            }
            16 => {
                assert_eq!(v.stock_count, 1, "1 < 3: no refill after trick 16");
                assert!(v.row2.is_none());
                assert!(v.row1.is_some());
            }
            _ => {
                assert_eq!(v.phase, Phase::Play);
                assert!(v.row1.is_none());
                assert_eq!(v.set_aside_count, 1, "1 card set aside unseen");
                assert_eq!(v.hand_sizes, [17, 17, 17]);
            }
        }
    }
    // R16: the set-aside card stays secret from everyone to the end.
    let aside = g.stock[0];
    run_until(&mut g, &mut rng, |g| g.phase == Phase::Over);
    for s in 0..3 {
        assert!(g.secrets(s).cards.contains(aside));
        assert!(!view_text(&g, s).contains(&format!("\"{aside}\"")));
    }
}

// ---- further rule checks ----

#[test]
fn second_half_is_led_by_the_last_draft_winner_and_goes_clockwise() {
    let mut g = Rwd::new(&ruleset("4", "single-game"));
    let mut rng = GameRng::seeded(3);
    run_until(&mut g, &mut rng, |g| g.phase == Phase::Play);
    let last = g.draft_log.last().unwrap().winner;
    assert_eq!(g.turn(), Turn::Seat(last), "R17");
    assert_eq!(g.view(0).leader, Some(last));
    let a = g.legal_actions()[0].clone();
    g.apply(&a).unwrap();
    assert_eq!(g.turn(), Turn::Seat((last + 1) % 4), "clockwise");
}

#[test]
fn must_follow_in_the_second_half_and_refusals_change_nothing() {
    let mut g = second_half(["S2 H3", "HA D4", "H10 D5", "HK D6"], 2);
    g.apply(&Action::Play(card("H10"))).unwrap();
    g.apply(&Action::Play(card("HK"))).unwrap();
    let before = format!("{g:?}");
    assert_eq!(g.apply(&Action::Play(card("S2"))), Err(IllegalAction::MustFollow { card: "S2".into(), led: Suit::HEARTS, by: FollowBy::Suit }));
    assert_eq!(g.apply(&Action::Play(card("HA"))), Err(IllegalAction::CardNotInHand("HA".into())));
    assert!(matches!(g.apply(&Action::TakeFaceDown), Err(IllegalAction::WrongPhase(_))));
    assert_eq!(g.apply(&Action::FirstStart(0)), Err(IllegalAction::NotYourTurn { expected: Some(0) }));
    assert_eq!(format!("{g:?}"), before);
    assert_eq!(g.view(0).legal, set("H3"));
    assert_eq!(g.view(1).legal, CardSet::EMPTY, "not seat 1's turn");
}

#[test]
fn illegal_picks_are_refused_and_change_nothing() {
    let mut g = game_with("4", 0, "HK S4 D9 HA");
    let before = format!("{g:?}");
    assert!(matches!(g.apply(&Action::Take(card("HA"))), Err(IllegalAction::Rule(_))), "the face-down card is not face up");
    assert!(matches!(g.apply(&Action::Take(card("C2"))), Err(IllegalAction::Rule(_))), "row 2 is not row 1");
    assert!(matches!(g.apply(&Action::Play(card("HK"))), Err(IllegalAction::WrongPhase(_))));
    assert_eq!(g.apply(&Action::Shuffle { stock: stock_with("") }), Err(IllegalAction::NotYourTurn { expected: Some(0) }));
    assert_eq!(format!("{g:?}"), before);
    take_face_down(&mut g);
    let before = format!("{g:?}");
    assert!(matches!(g.apply(&Action::TakeFaceDown), Err(IllegalAction::Rule(_))), "taken already");
    assert_eq!(format!("{g:?}"), before);
    let v = g.view(3);
    assert_eq!(v.legal, set("HK S4 D9"));
    assert!(!v.can_take_face_down);
    assert_eq!(g.legal_actions().len(), 3);
}

#[test]
fn impossible_shuffles_and_start_seats_are_refused() {
    let mut g = Rwd::new(&ruleset("5", "single-game"));
    assert!(matches!(g.apply(&Action::FirstStart(5)), Err(IllegalAction::BadOutcome(_))));
    g.apply(&Action::FirstStart(4)).unwrap();
    let mut short = stock_with("");
    short.pop();
    assert!(matches!(g.apply(&Action::Shuffle { stock: short.clone() }), Err(IllegalAction::BadOutcome(_))));
    short.push(short[0]);
    assert!(matches!(g.apply(&Action::Shuffle { stock: short }), Err(IllegalAction::BadOutcome(_))));
    assert!(matches!(g.apply(&Action::TakeFaceDown), Err(IllegalAction::NotChanceTurn)));
    g.apply(&Action::Shuffle { stock: stock_with("") }).unwrap();
    assert_eq!(g.turn(), Turn::Seat(4), "the chosen start player picks first");
    assert_eq!(g.view(0).pick_order, [4, 3, 2, 1, 0]);
}

#[test]
fn row_face_down_cards_and_stock_are_secret_from_everyone() {
    let g = game_with("4", 0, "HK S4 D9 HA C2 C3 C4 C5");
    for s in 0..4 {
        let secret = g.secrets(s).cards;
        assert!(secret.contains(card("HA")) && secret.contains(card("C5")));
        assert_eq!(secret.len(), 2 + 44);
        assert!(!secret.contains(card("C4")), "row 2's face-up cards are public");
        let v = g.view(s);
        assert_eq!(v.row2, Some(RowView { face_up: cards("C2 C3 C4"), face_down: true }));
        assert_eq!(v.stock_count, 44);
    }
}

/// In random games, each seat knows exactly the face-down picks it took or won (R11), and
/// its view never shows a card in its secret set.
#[test]
fn knowledge_of_face_down_picks_matches_r11_in_random_games() {
    for (n, seed) in [("3", 1u64), ("4", 2), ("5", 3), ("4", 4)] {
        let mut g = Rwd::new(&ruleset(n, "single-game"));
        let mut chance = GameRng::seeded(seed);
        let mut pick = GameRng::stream(seed, 1);
        while g.turn() != Turn::Over {
            for s in 0..g.n as Seat {
                let v = g.view(s);
                for (ti, t) in g.draft_log.iter().enumerate() {
                    for (i, p) in t.picks.iter().enumerate() {
                        let should_know = !p.face_down || s == p.seat || s == t.winner || g.game_done;
                        assert_eq!(v.draft_log[ti].picks[i].card.is_some(), should_know);
                    }
                }
                let text = view_text(&g, s);
                for c in g.secrets(s).cards.iter() {
                    assert!(!text.contains(&format!("\"{c}\"")), "seat {s} sees secret {c}");
                }
            }
            match g.turn() {
                Turn::Chance => {
                    let a = g.sample_chance(&mut chance);
                    g.apply(&a).unwrap();
                }
                Turn::Seat(_) => {
                    let legal = g.legal_actions();
                    g.apply(&legal[pick.below(legal.len())]).unwrap();
                }
                Turn::Over => {}
            }
        }
        // Once every card is played, the pick log is open to all.
        assert!(g.view(0).draft_log.iter().all(|t| t.picks.iter().all(|p| p.card.is_some())));
        let r = g.view(0).result.unwrap();
        assert_eq!(r.scores, g.scores());
    }
}

// ---- match play (R22, A6) ----

fn finished(g: &mut Rwd, start: Seat, chips: [u8; 4], tricks: [u8; 4]) {
    g.game_start = start;
    g.chips = chips.to_vec();
    g.tricks.won = tricks.iter().copied().collect();
    g.finish_game();
}

#[test]
fn match_start_player_and_wins() {
    let mut g = Rwd::new(&ruleset("4", "first-to-3-wins"));
    // A single winner starts the next game.
    finished(&mut g, 0, [3, 3, 3, 4], [3, 3, 5, 2]);
    assert_eq!(g.match_wins, [0, 0, 1, 0]);
    assert_eq!((g.phase, g.game_start), (Phase::Shuffle, 2));
    // Shared win between seats 1 and 3 with seat 0 the previous start: counter-clockwise
    // from seat 0 (0, 3, 2, 1) seat 3 comes first.
    finished(&mut g, 0, [3, 3, 4, 3], [2, 5, 1, 5]);
    assert_eq!(g.match_wins, [0, 1, 1, 1]);
    assert_eq!(g.game_start, 3);
    // Counting the previous start player first: a co-winner who started starts again.
    finished(&mut g, 1, [3, 3, 4, 3], [2, 5, 1, 5]);
    assert_eq!(g.game_start, 1);
    assert_eq!(g.match_wins, [0, 2, 1, 2]);
    // A draw credits nobody and the same start player starts again.
    finished(&mut g, 2, [3, 4, 3, 3], [3, 4, 3, 3]);
    assert_eq!(g.match_wins, [0, 2, 1, 2]);
    assert_eq!((g.phase, g.game_start), (Phase::Shuffle, 2));
    assert_eq!(g.view(0).game_results.len(), 4);
    assert_eq!(g.scores(), [0, 2, 1, 2]);
    assert_eq!(g.outcome(), None, "the match goes on");
    // Seats 1 and 3 reach 3 wins together and share the match.
    finished(&mut g, 2, [3, 3, 4, 3], [2, 5, 1, 5]);
    assert_eq!(g.phase, Phase::Over);
    assert_eq!(g.view(0).match_winners, [1, 3]);
    assert_eq!(g.outcome().unwrap().places, [4, 1, 3, 1]);
}

#[test]
fn a_single_games_outcome_breaks_ties_on_chips_and_knows_the_draw() {
    // C4: A and B both score 2; A wins on more chips (R21).
    let mut g = Rwd::new(&ruleset("4", "single-game"));
    assert_eq!(g.outcome(), None);
    finished(&mut g, 0, [5, 3, 2, 3], [7, 5, 1, 0]);
    assert_eq!(g.scores(), [2, 2, -1, -3]);
    let o = g.outcome().unwrap();
    assert_eq!((o.places, o.draw), (vec![1, 2, 3, 4], false));
    // C5: every score 0 is a draw whatever the chips: nobody wins (R21, A5).
    let mut g = Rwd::new(&ruleset("4", "single-game"));
    finished(&mut g, 0, [3, 4, 3, 3], [3, 4, 3, 3]);
    let o = g.outcome().unwrap();
    assert!(o.draw && o.winners().is_empty());
    assert_eq!(o.places, [1, 1, 1, 1]);
}

#[test]
fn a_full_match_ends_with_a_player_on_three_wins() {
    let mut g = Rwd::new(&ruleset("3", "first-to-3-wins"));
    let mut rng = GameRng::seeded(9);
    run_until(&mut g, &mut rng, |g| g.phase == Phase::Over);
    let v = g.view(0);
    assert!(v.game_results.len() >= 3);
    assert!(!v.match_winners.is_empty());
    assert!(v.match_winners.iter().all(|&s| v.match_wins[s as usize] == MATCH_WINS));
    assert_eq!(g.scores(), v.match_wins.iter().map(|&w| w as i32).collect::<Vec<_>>());
}

#[test]
fn options_and_ruleset() {
    let o = Options::from_ruleset(&Ruleset::defaults(&INFO));
    assert_eq!(o, Options { players: 4, match_format: MatchFormat::SingleGame });
    assert_eq!(Ruleset::defaults(&INFO).seat_count(), 4);
    let r = ruleset("5", "first-to-3-wins");
    assert_eq!(Options::from_ruleset(&r), Options { players: 5, match_format: MatchFormat::FirstTo3Wins });
    assert_eq!(Rwd::new(&r).seat_count(), 5);
    assert!(Ruleset::with_options(&INFO, [("players", "6")]).is_err());
}

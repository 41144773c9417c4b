//! The worked examples of rules.md §5, plus rule checks on live games. The bots'
//! tests (bot.rs) share the helpers that set up a deal.

use super::*;
use crate::engine::cards::cards;
use crate::games::test_support::play_out_first_legal;

fn ruleset_with(n: u8, extra: &[(&str, &str)]) -> Ruleset {
    let players = n.to_string();
    let mut given = vec![("players", players.as_str())];
    given.extend_from_slice(extra);
    Ruleset::with_options(&INFO, given).unwrap()
}

pub(super) fn new_game(n: u8, first_dealer: Seat) -> JapaneseLoo {
    let mut g = JapaneseLoo::new(&ruleset_with(n, &[]));
    g.apply(&Action::FirstDealer(first_dealer)).unwrap();
    g
}

pub(super) fn set(s: &str) -> CardSet {
    cards(s).into_iter().collect()
}

pub(super) fn card(s: &str) -> Card {
    s.parse().unwrap()
}

/// Deals hands holding `fixed[s]` (all 5 cards where the seat's play matters); other seats
/// are filled from the rest of the pack in index order (clubs first).
pub(super) fn deal(g: &mut JapaneseLoo, fixed: &[&str], turn_up: &str) {
    let n = g.seat_count();
    let turn_up = card(turn_up);
    let mut hands: Vec<CardSet> = (0..n).map(|s| set(fixed.get(s).copied().unwrap_or(""))).collect();
    let used = hands.iter().fold(CardSet::single(turn_up), |a, h| a.or(*h));
    let mut rest = PACK.minus(used).iter();
    for h in hands.iter_mut() {
        while h.len() < HAND as u32 {
            h.insert(rest.next().unwrap());
        }
    }
    assert_eq!(g.turn(), Turn::Chance);
    g.apply(&Action::Deal { hands, turn_up }).expect("test deal is valid");
}

/// Declarations in declaration order, e.g. "in drop drop in".
pub(super) fn declare(g: &mut JapaneseLoo, seq: &str) {
    for d in seq.split_whitespace() {
        let d = if d == "in" { Declaration::In } else { Declaration::Drop };
        g.apply(&Action::Declare(d)).unwrap_or_else(|e| panic!("{d:?} refused: {e}"));
    }
}

fn play(g: &mut JapaneseLoo, c: &str) -> Result<(), IllegalAction> {
    g.apply(&Action::Play(card(c)))
}

/// Plays cards in play order, checking each goes to the expected seat.
fn play_all(g: &mut JapaneseLoo, seq: &[(Seat, &str)]) {
    for &(s, c) in seq {
        assert_eq!(g.turn(), Turn::Seat(s), "before {c}");
        play(g, c).unwrap_or_else(|e| panic!("{c} refused: {e}"));
    }
}

/// Plays the rest of the game: everyone declares In, then the first legal card.
fn play_out_all_in(g: &mut JapaneseLoo, rng: &mut GameRng) {
    play_out_first_legal(g, rng);
}

fn dealers(g: &JapaneseLoo) -> Vec<Seat> {
    g.view(0).deal_rows.iter().map(|r| r.dealer).collect()
}

#[test]
fn example_1_starting_chips() {
    // 15 white (1 unit) + 15 red (5 units) = 90 units, the default.
    assert_eq!(15 + 15 * 5, 90);
    let defaults = Options::from_ruleset(&Ruleset::defaults(&INFO));
    assert_eq!(defaults.starting_chips, 90);
    assert_eq!(defaults.players, 7);
    assert!(defaults.final_loo_extension);
    let g = JapaneseLoo::new(&Ruleset::defaults(&INFO));
    assert_eq!(g.view(0).chips, vec![90; 7]);
    let g = JapaneseLoo::new(&ruleset_with(4, &[("starting-chips", "30")]));
    assert_eq!(g.view(3).chips, vec![30; 4]);
}

#[test]
fn example_2_game_length_and_extension_dealer() {
    // 8 players, first dealer seat 0. With everyone in, 5 tricks leave at least 3 of the 8
    // without a trick, so deal 8 has a Loo and the extension follows, dealt by seat 0.
    let mut g = new_game(8, 0);
    play_out_all_in(&mut g, &mut GameRng::seeded(5));
    let v = g.view(0);
    assert_eq!(dealers(&g), [0, 1, 2, 3, 4, 5, 6, 7, 0]);
    assert_eq!(v.deal_rows.iter().map(|r| r.number).collect::<Vec<_>>(), (1..=9).collect::<Vec<u8>>());
    assert!(v.deal_rows[8].extension && !v.deal_rows[7].extension);
    assert!(!v.deal_rows[7].loo.is_empty());
    assert!(v.deal_rows[8].loo.is_empty(), "no Loo in the extension");
    assert_eq!(v.deal_number, 9);
    assert!(v.extension);

    // With the option off the game ends after 8 deals and the final Loo is not charged.
    let mut g = JapaneseLoo::new(&ruleset_with(8, &[("final-loo-extension", "off")]));
    g.apply(&Action::FirstDealer(0)).unwrap();
    play_out_all_in(&mut g, &mut GameRng::seeded(5));
    let v = g.view(0);
    assert_eq!(dealers(&g), [0, 1, 2, 3, 4, 5, 6, 7]);
    assert_eq!(v.loo, v.deal_rows[7].loo, "the final Loo stays unpaid");
    assert_eq!(v.chips.iter().sum::<i32>(), 8 * 90);
    assert_eq!(v.deal_number, 8);
}

#[test]
fn example_2_no_extension_after_a_no_play_final_deal() {
    let mut g = new_game(8, 0);
    let mut rng = GameRng::seeded(9);
    while g.view(0).deal_rows.len() < 7 {
        let a = if g.turn() == Turn::Chance { g.sample_chance(&mut rng) } else { g.legal_actions()[0].clone() };
        g.apply(&a).unwrap();
    }
    assert_eq!(g.view(0).dealer, 7);
    let a = g.sample_chance(&mut rng);
    g.apply(&a).unwrap();
    declare(&mut g, "drop drop drop drop drop drop drop"); // the dealer is left alone
    assert_eq!(g.turn(), Turn::Over);
    let v = g.view(0);
    assert_eq!(v.deal_rows.len(), 8);
    assert_eq!(v.deal_rows[7].sole_survivor, Some(7));
    assert!(v.loo.is_empty());
}

#[test]
fn example_3_a_full_deal_then_a_no_play_deal() {
    let mut g = new_game(7, 0);
    // Deal 1: clubs trump; s1, s4 and s0 will play.
    deal(&mut g, &["S4 S5 H2 H3 H4", "SA SK H5 H6 H7", "", "", "HA HK HQ S2 S3"], "C2");
    assert_eq!(g.view(0).pot, 5, "the ante");
    assert_eq!(g.turn(), Turn::Seat(1), "declarations start at the dealer's left");
    declare(&mut g, "in drop");
    assert_eq!(g.view(0).pot, 10);
    declare(&mut g, "drop");
    assert_eq!(g.view(0).pot, 15);
    declare(&mut g, "in drop");
    assert_eq!(g.view(0).pot, 20);
    declare(&mut g, "drop");
    assert_eq!(g.view(0).pot, 25);
    assert_eq!(g.view(5).to_declare, Some(0));
    declare(&mut g, "in");
    let v = g.view(2);
    assert_eq!(v.phase, Phase::Play);
    assert_eq!(v.in_play, [true, true, false, false, true, false, false]);
    assert_eq!((v.play_pot, v.share, v.leader), (Some(25), Some(5), Some(1)));
    play_all(
        &mut g,
        &[(1, "SA"), (4, "S2"), (0, "S4"), (1, "SK"), (4, "S3"), (0, "S5"), (1, "H5"), (4, "HA"), (0, "H2")],
    );
    play_all(&mut g, &[(4, "HK"), (0, "H3"), (1, "H6"), (4, "HQ"), (0, "H4"), (1, "H7")]);
    let v = g.view(3);
    let row = &v.deal_rows[0];
    assert_eq!(row.tricks_won, [0, 2, 0, 0, 3, 0, 0]);
    assert_eq!(v.taken, [0, 10, 0, 0, 15, 0, 0]);
    assert_eq!(v.pot, 0);
    assert_eq!(row.loo, [0]);
    assert_eq!(v.loo, [0]);
    assert_eq!(row.nets, [-5, 10, -5, -5, 15, -5, -5]);
    assert_eq!(v.chips, [85, 100, 85, 85, 105, 85, 85]);

    // Deal 2: dealer s1; s0 pays the Loo penalty, s1 the ante.
    assert_eq!(v.dealer, 1);
    deal(&mut g, &[], "SA");
    let v = g.view(0);
    assert_eq!(v.pot, 15);
    assert_eq!(v.loo_paid, [0]);
    assert!(v.loo.is_empty());
    assert_eq!(g.turn(), Turn::Seat(2));
    declare(&mut g, "drop in drop drop drop drop drop");
    let v = g.view(0);
    assert_eq!(v.sole_survivor, Some(3));
    let row = &v.deal_rows[1];
    assert_eq!((row.sole_survivor, row.pot), (Some(3), 45));
    assert!(row.loo.is_empty() && v.loo.is_empty());
    assert_eq!(row.nets, [-15, -10, -5, 45, -5, -5, -5]);
    assert_eq!(v.chips, [70, 90, 80, 130, 100, 80, 80]);
    assert_eq!(v.chips.iter().sum::<i32>(), 630);
    assert_eq!((v.phase, v.dealer), (Phase::Deal, 2));
}

#[test]
fn example_4_opening_lead_skips_players_who_dropped() {
    let mut g = new_game(5, 2);
    deal(&mut g, &["", "S2 S3 HA HK D3", "S4 S5 H4 H5 DA", "", "SA SK H2 H3 D2"], "C2");
    declare(&mut g, "drop in drop in in"); // s3, s4, s0, s1, s2
    let v = g.view(0);
    assert_eq!(v.leader, Some(4));
    assert_eq!(g.turn(), Turn::Seat(4));
    assert_eq!((v.play_pot, v.share), (Some(15), Some(3)));
    // Order s4, s1, s2: dropped seats s0 and s3 are skipped.
    play_all(&mut g, &[(4, "SA"), (1, "S2"), (2, "S4"), (4, "SK"), (1, "S3"), (2, "S5")]);
    play_all(&mut g, &[(4, "H2"), (1, "HA"), (2, "H4"), (1, "HK"), (2, "H5"), (4, "H3")]);
    play_all(&mut g, &[(1, "D3"), (2, "DA"), (4, "D2")]);
    let row = &g.view(0).deal_rows[0];
    assert_eq!(row.tricks_won, [0, 2, 1, 0, 2]);
    assert_eq!(row.nets, [-5, 6, -2, -5, 6]);
    assert!(row.loo.is_empty());
}

#[test]
fn example_5_dealer_left_alone() {
    let mut g = new_game(4, 0);
    deal(&mut g, &[], "H5");
    declare(&mut g, "drop drop drop");
    // The dealer makes no declaration and takes 5 + 15 = 20.
    let v = g.view(1);
    assert_eq!(v.declarations, [None, Some(Declaration::Drop), Some(Declaration::Drop), Some(Declaration::Drop)]);
    assert_eq!(v.sole_survivor, Some(0));
    let row = &v.deal_rows[0];
    assert_eq!((row.pot, row.sole_survivor), (20, Some(0)));
    assert_eq!(row.nets, [15, -5, -5, -5]);
    assert!(row.loo.is_empty() && row.tricks_won.iter().all(|&t| t == 0));
    assert_eq!((g.turn(), v.dealer), (Turn::Chance, 1));
}

#[test]
fn example_6_extension_deal() {
    let mut g = new_game(4, 0);
    // Deals 1-3 end without play: the dealer's left stays in, everyone else drops.
    for _ in 0..3 {
        deal(&mut g, &[], "C2");
        declare(&mut g, "in drop drop drop");
    }
    assert_eq!(dealers(&g), [0, 1, 2]);
    // Deal 4, dealer s3: all four play; s0 4 tricks, s1 1, s2 and s3 none.
    deal(&mut g, &["SA SK SQ SJ H2", "S2 S3 S4 S5 HA", "S6 S7 S8 S9 H3", "S10 D2 D3 D4 H4"], "C2");
    declare(&mut g, "in in in in");
    play_all(&mut g, &[(0, "SA"), (1, "S2"), (2, "S6"), (3, "S10"), (0, "SK"), (1, "S3"), (2, "S7"), (3, "D2")]);
    play_all(&mut g, &[(0, "SQ"), (1, "S4"), (2, "S8"), (3, "D3"), (0, "SJ"), (1, "S5"), (2, "S9"), (3, "D4")]);
    play_all(&mut g, &[(0, "H2"), (1, "HA"), (2, "H3"), (3, "H4")]);
    let v = g.view(0);
    assert_eq!(v.deal_rows[3].tricks_won, [4, 1, 0, 0]);
    assert_eq!(v.loo, [2, 3], "s2 and s3 are Loo");
    assert_eq!((g.turn(), v.extension, v.dealer), (Turn::Chance, true, 0));

    // The extension: dealer s0, no ante, no declarations; s2 and s3 pay 10 each.
    let before = g.view(0).chips;
    deal(&mut g, &["S4 S7 H5 H7 D5", "SA SK H2 D2 D3", "S2 S5 HA HK D4", "S3 S6 H4 H6 DA"], "C2");
    let v = g.view(0);
    assert_eq!(v.phase, Phase::Play, "no declarations");
    assert!(!v.ante_paid);
    assert_eq!(v.loo_paid, [2, 3]);
    assert_eq!((v.pot, v.share, v.leader), (20, Some(4), Some(1)));
    assert_eq!(v.chips[0], before[0], "the dealer pays no ante");
    assert_eq!(v.declarations, [None; 4]);
    assert_eq!(v.deal_number, 5);
    let frozen = format!("{g:?}");
    assert!(matches!(g.apply(&Action::Declare(Declaration::Drop)), Err(IllegalAction::WrongPhase(_))));
    assert_eq!(format!("{g:?}"), frozen);
    play_all(&mut g, &[(1, "SA"), (2, "S2"), (3, "S3"), (0, "S4"), (1, "SK"), (2, "S5"), (3, "S6"), (0, "S7")]);
    play_all(&mut g, &[(1, "H2"), (2, "HA"), (3, "H4"), (0, "H5"), (2, "HK"), (3, "H6"), (0, "H7"), (1, "D2")]);
    play_all(&mut g, &[(2, "D4"), (3, "DA"), (0, "D5"), (1, "D3")]);
    let v = g.view(0);
    assert_eq!(v.taken, [0, 8, 8, 4]);
    let row = &v.deal_rows[4];
    assert!(row.extension);
    assert_eq!(row.tricks_won, [0, 2, 2, 1]);
    assert_eq!(row.nets, [0, 8, -2, -6]);
    assert!(row.loo.is_empty() && v.loo.is_empty(), "s0 took no trick but is not Loo");
    assert_eq!((g.turn(), v.pot), (Turn::Over, 0));
}

/// A game of 4 at the first trick, dealer s0, everyone in, with `turn_up` for trump.
fn four_all_in(hands: [&str; 4], turn_up: &str) -> JapaneseLoo {
    let mut g = new_game(4, 0);
    deal(&mut g, &hands, turn_up);
    declare(&mut g, "in in in in");
    g
}

#[test]
fn example_7_trick_with_a_ruff() {
    let mut g = four_all_in(["HK C6 C7 C8 C9", "H9 D2 D3 D4 D5", "HA D6 D7 D8 D9", "S2 C2 C3 C4 C5"], "S7");
    assert_eq!(g.view(0).turn_up, Some(card("S7")));
    play_all(&mut g, &[(1, "H9"), (2, "HA"), (3, "S2"), (0, "HK")]);
    let v = g.view(0);
    assert_eq!(v.history[0].winner, 3);
    assert_eq!(v.history[0].detail, 1, "one share of the pot of 5");
    assert_eq!(v.chips[3], 91);
    assert_eq!(g.turn(), Turn::Seat(3), "s3 leads the next trick");
}

#[test]
fn example_8_trick_without_trumps() {
    let mut g = four_all_in(["D2 H10 HJ HQ HK", "D10 H2 H3 H4 H5", "DQ H6 H7 H8 H9", "CA C2 C3 C4 C5"], "S7");
    play_all(&mut g, &[(1, "D10"), (2, "DQ"), (3, "CA"), (0, "D2")]);
    assert_eq!(g.view(0).history[0].winner, 2);
    assert_eq!(g.turn(), Turn::Seat(2));
}

#[test]
fn example_9_pot_arithmetic() {
    let mut g = new_game(5, 0);
    // Deal 1: s1 takes all 5 tricks, so s2 and s0 are Loo.
    deal(&mut g, &["S7 S8 S9 H2 H3", "SA SK SQ SJ S10", "S2 S3 S4 S5 S6"], "C2");
    declare(&mut g, "in in drop drop in");
    for (a, b, c) in [("SA", "S2", "S7"), ("SK", "S3", "S8"), ("SQ", "S4", "S9"), ("SJ", "S5", "H2"), ("S10", "S6", "H3")] {
        play_all(&mut g, &[(1, a), (2, b), (0, c)]);
    }
    assert_eq!(g.view(0).loo, [0, 2]);
    // Deal 2: two Loo penalties, the ante and 3 drops.
    deal(&mut g, &[], "C2");
    declare(&mut g, "drop drop drop in in");
    let v = g.view(0);
    assert_eq!((v.play_pot, v.share), (Some(20 + 5 + 15), Some(8)));
    assert_eq!(trick_payout(40, 0), 8);
}

#[test]
fn example_10_illegal_play() {
    let mut g = four_all_in(["C6 C7 C8 C9 C10", "D10 H5 H6 H7 H8", "D4 S2 H2 H3 H4", "D5 C2 C3 C4 C5"], "S7");
    play(&mut g, "D10").unwrap();
    let before = format!("{g:?}");
    assert_eq!(play(&mut g, "S2"), Err(IllegalAction::MustFollow { card: "S2".into(), led: Suit::DIAMONDS, by: FollowBy::Suit }));
    assert_eq!(format!("{g:?}"), before, "a refused play leaves the state unchanged");
    assert_eq!(g.view(2).legal, set("D4"));
    play(&mut g, "D4").unwrap();
}

#[test]
fn example_11_final_ranking_with_a_tie() {
    assert_eq!(rank_highest_first(&[100, 100, 80, 80]), [1, 1, 3, 3]);
    let mut g = new_game(4, 0);
    g.chips = vec![100, 100, 80, 80];
    assert_eq!(g.view(2).places, [1, 1, 3, 3]);
    assert_eq!(g.scores(), [100, 100, 80, 80]);
    assert_eq!(g.outcome(), None, "standings until the end");
    g.phase = Phase::Over;
    let o = g.outcome().unwrap();
    assert_eq!((o.winners(), o.places), (vec![0, 1], vec![1, 1, 3, 3]));
}

#[test]
fn j4_share_safeguard_keeps_the_pot_empty() {
    assert_eq!((0..TRICKS).map(|k| trick_payout(25, k)).collect::<Vec<_>>(), [5; 5]);
    assert_eq!((0..TRICKS).map(|k| trick_payout(23, k)).collect::<Vec<_>>(), [4, 4, 4, 4, 7]);
    assert_eq!((0..TRICKS).map(|k| trick_payout(23, k)).sum::<i32>(), 23);
}

#[test]
fn j5_dealer_may_drop_when_one_other_player_is_in() {
    let mut g = new_game(3, 0);
    deal(&mut g, &[], "C2");
    declare(&mut g, "drop in");
    assert_eq!(g.turn(), Turn::Seat(0), "the dealer still declares");
    declare(&mut g, "drop");
    let row = &g.view(0).deal_rows[0];
    assert_eq!((row.sole_survivor, row.pot), (Some(2), 15));
    assert_eq!(row.nets, [-10, -5, 15]);
}

#[test]
fn two_players_play_tricks_and_the_dealer_alone_takes_the_pot() {
    let mut g = new_game(2, 1);
    deal(&mut g, &[], "C2");
    assert_eq!(g.turn(), Turn::Seat(0));
    declare(&mut g, "drop");
    assert_eq!(g.view(0).deal_rows[0].sole_survivor, Some(1), "J5 with two players");
    deal(&mut g, &[], "C2");
    assert_eq!(g.turn(), Turn::Seat(1));
    declare(&mut g, "in in");
    assert_eq!(g.view(0).leader, Some(1));
    let mut rng = GameRng::seeded(1);
    play_out_all_in(&mut g, &mut rng);
    assert_eq!(g.view(0).chips.iter().sum::<i32>(), 180);
}

#[test]
fn dropped_hands_stay_hidden_and_the_turn_up_is_public() {
    let mut g = new_game(4, 0);
    deal(&mut g, &["", "SA SK SQ SJ S10"], "H5");
    declare(&mut g, "drop in in in");
    let dropped = set("SA SK SQ SJ S10");
    for s in [0, 2, 3] {
        assert_eq!(g.secrets(s).cards.and(dropped), dropped, "seat {s}");
        let json = serde_json::to_string(&g.view(s)).unwrap();
        assert!(!json.contains("\"SA\""));
        assert!(json.contains("\"H5\""), "the turn-up is public");
    }
    let own = g.view(1);
    assert_eq!((own.hand, own.discard, own.hand_sizes[1]), (CardSet::EMPTY, dropped, 0));
    assert!(!g.secrets(1).cards.contains(card("H5")));
    // The stock (52 − 20 − 1 = 31 cards) is hidden from everyone.
    assert_eq!(g.stock.len(), 31);
    assert_eq!(g.secrets(1).cards.len(), 31 + 15);
    // Still hidden after the deal is over.
    let mut rng = GameRng::seeded(2);
    while g.view(0).deal_rows.is_empty() {
        let a = g.legal_actions()[0].clone();
        g.apply(&a).unwrap();
    }
    assert_eq!(g.turn(), Turn::Chance);
    assert_eq!(g.secrets(0).cards.and(dropped), dropped);
    let a = g.sample_chance(&mut rng);
    g.apply(&a).unwrap();
}

#[test]
fn views_show_whose_declaration_and_play_it_is() {
    let mut g = new_game(4, 0);
    deal(&mut g, &[], "C2");
    let v = g.view(1);
    assert_eq!((v.to_declare, v.may_declare, v.to_play), (Some(1), true, None));
    assert!(!g.view(2).may_declare);
    assert_eq!(g.legal_actions(), [Action::Declare(Declaration::In), Action::Declare(Declaration::Drop)]);
    declare(&mut g, "in in in in");
    let v = g.view(1);
    assert_eq!((v.to_declare, v.to_play, v.may_declare), (None, Some(1), false));
    assert_eq!(v.legal, v.hand);
    assert!(g.view(2).legal.is_empty());
}

#[test]
fn refusals_leave_the_state_unchanged() {
    let mut g = JapaneseLoo::new(&ruleset_with(4, &[]));
    assert_eq!(g.apply(&Action::Play(card("SA"))), Err(IllegalAction::NotChanceTurn));
    assert!(matches!(g.apply(&Action::FirstDealer(4)), Err(IllegalAction::BadOutcome(_))));
    g.apply(&Action::FirstDealer(0)).unwrap();
    let before = format!("{g:?}");
    assert_eq!(g.apply(&Action::Declare(Declaration::In)), Err(IllegalAction::NotChanceTurn));
    // A turn-up that is in a hand, and a short hand.
    let mut rng = GameRng::seeded(3);
    let Action::Deal { hands, .. } = g.sample_chance(&mut rng) else { panic!() };
    let in_hand = hands[0].first().unwrap();
    assert!(matches!(g.apply(&Action::Deal { hands: hands.clone(), turn_up: in_hand }), Err(IllegalAction::BadOutcome(_))));
    let mut short = hands.clone();
    let gone = short[2].first().unwrap();
    short[2].remove(gone);
    assert!(g.apply(&Action::Deal { hands: short, turn_up: card("JK") }).is_err());
    assert_eq!(format!("{g:?}"), before);
    deal(&mut g, &[], "C2");
    let before = format!("{g:?}");
    assert!(matches!(g.apply(&Action::Play(card("SA"))), Err(IllegalAction::WrongPhase(_))));
    assert_eq!(g.apply(&Action::FirstDealer(1)), Err(IllegalAction::NotChanceTurn));
    assert_eq!(format!("{g:?}"), before);
    declare(&mut g, "in in in in");
    let before = format!("{g:?}");
    let not_mine = g.hands[2].first().unwrap();
    assert_eq!(g.apply(&Action::Play(not_mine)), Err(IllegalAction::CardNotInHand(not_mine.to_string())));
    assert!(matches!(g.apply(&Action::Declare(Declaration::In)), Err(IllegalAction::WrongPhase(_))));
    assert_eq!(format!("{g:?}"), before);
}

#[test]
fn random_games_keep_the_chips_and_the_rules() {
    for n in 2..=10u8 {
        for seed in 0..40u64 {
            let extension = if seed % 2 == 0 { "on" } else { "off" };
            let mut g = JapaneseLoo::new(&ruleset_with(n, &[("final-loo-extension", extension)]));
            let mut chance = GameRng::seeded(seed);
            let mut bots = GameRng::stream(seed, 1);
            let total = n as i32 * 90;
            while g.turn() != Turn::Over {
                let a = match g.turn() {
                    Turn::Chance => g.sample_chance(&mut chance),
                    _ => {
                        let l = g.legal_actions();
                        l[bots.below(l.len())].clone()
                    }
                };
                g.apply(&a).unwrap();
                let v = g.view(0);
                assert_eq!(v.chips.iter().sum::<i32>() + v.pot, total, "chips are conserved");
            }
            let v = g.view(0);
            let rows = &v.deal_rows;
            let regular: Vec<_> = rows.iter().filter(|r| !r.extension).collect();
            assert_eq!(regular.len(), n as usize, "one deal per player");
            let first = rows[0].dealer;
            for (i, r) in regular.iter().enumerate() {
                assert_eq!(r.dealer as usize, (first as usize + i) % n as usize);
                assert_eq!(r.nets.iter().sum::<i32>(), 0);
                // rules.md R11: Loo = players in with no trick.
                let loo: Vec<Seat> =
                    r.players_in.iter().copied().filter(|&s| r.sole_survivor.is_none() && r.tricks_won[s as usize] == 0).collect();
                assert_eq!(r.loo, loo);
                assert_eq!(r.pot % 5, 0, "J4");
            }
            let wants_extension = extension == "on" && !regular[n as usize - 1].loo.is_empty();
            assert_eq!(rows.len(), n as usize + wants_extension as usize);
            if wants_extension {
                let ext = &rows[n as usize];
                assert_eq!((ext.dealer, ext.players_in.len()), (first, n as usize));
                assert_eq!(ext.pot, 10 * regular[n as usize - 1].loo.len() as i32);
            }
            assert_eq!(v.pot, 0);
        }
    }
}

//! The worked examples of rules.md §5, plus rule checks on a live game.

use super::end::{check, check_pair_total, TieAt};
use super::*;
use crate::engine::cards::cards;
use crate::engine::deal::{deal_in_packets, right_of};

pub(super) fn ruleset(options: &[(&str, &str)]) -> Ruleset {
    Ruleset::with_options(&INFO, options.iter().copied()).unwrap()
}

pub(super) fn set(s: &str) -> CardSet {
    cards(s).into_iter().collect()
}

pub(super) fn card(s: &str) -> Card {
    s.parse().unwrap()
}

/// A game with `dealer` waiting for its first deal.
pub(super) fn new_game(options: &[(&str, &str)], dealer: Seat) -> TwentyOne {
    let mut g = TwentyOne::new(&ruleset(options));
    g.apply(&Action::FirstDealer(dealer)).unwrap();
    g
}

/// Deals hands that hold at least `fixed[s]`; the rest of the pack fills them in order.
pub(super) fn deal(g: &mut TwentyOne, fixed: [&str; 4]) {
    let mut hands: Vec<CardSet> = fixed.iter().map(|f| set(f)).collect();
    let used = hands.iter().fold(CardSet::EMPTY, |a, h| a.or(*h));
    let mut rest = CardSet::standard_52().minus(used).iter();
    for h in hands.iter_mut() {
        while h.len() < 13 {
            h.insert(rest.next().unwrap());
        }
    }
    g.apply(&Action::Deal { hands }).unwrap();
}

/// Bids in turn order.
pub(super) fn bid(g: &mut TwentyOne, bids: &[u8]) {
    for &b in bids {
        g.apply(&Action::Bid(b)).unwrap();
    }
}

fn play(g: &mut TwentyOne, c: &str) -> Result<(), IllegalAction> {
    g.apply(&Action::Play(card(c)))
}

/// Plays the rest of the deal with each seat's first legal card.
fn play_out_deal(g: &mut TwentyOne) {
    while g.phase == Phase::Play {
        let a = g.legal_actions()[0].clone();
        g.apply(&a).unwrap();
    }
}

fn opts() -> Options {
    Options::from_ruleset(&ruleset(&[]))
}

#[test]
fn example_1_the_deal_pattern() {
    // 1 card × 4 players, then 2 cards × 4 players × 6 rounds: 4 + 48 = 52, 13 each.
    assert_eq!(PACKETS.iter().sum::<usize>() * SEATS, 52);
    assert_eq!(PACKETS[0] * SEATS + PACKETS[1..].iter().sum::<usize>() * SEATS, 4 + 48);
    let g = new_game(&[], 0);
    let Action::Deal { hands } = g.sample_chance(&mut GameRng::seeded(5)) else { panic!("a deal") };
    assert!(hands.iter().all(|h| h.len() == 13));
    // The game deals in those packets, from the dealer's right (seat 3) round to the dealer.
    let (expected, rest) = deal_in_packets(CardSet::standard_52(), 4, &PACKETS, 0, Direction::CounterClockwise, &mut GameRng::seeded(5));
    assert_eq!(hands, expected);
    assert!(rest.is_empty());
    let mut order: Vec<Card> = CardSet::standard_52().iter().collect();
    GameRng::seeded(5).shuffle(&mut order);
    assert!(hands[3].contains(order[0]) && hands[0].contains(order[3]), "the dealer's right first, the dealer last");
    assert!(hands[3].contains(order[4]) && hands[3].contains(order[5]), "then two at a time");
}

#[test]
fn example_2_bidding_order_and_a_void_deal() {
    let mut g = new_game(&[], 0);
    deal(&mut g, ["", "", "", ""]);
    // s3 = 3, s2 = 2, s1 = 2, s0 = 1: the dealer's right first, the dealer last.
    for (seat, b) in [(3, 3), (2, 2), (1, 2), (0, 1)] {
        assert_eq!(g.turn(), Turn::Seat(seat));
        assert_eq!(g.view(seat).legal_bids, (1..=13).collect::<Vec<u8>>());
        g.apply(&Action::Bid(b)).unwrap();
    }
    // Sum 8: void. Nobody scores; the new dealer is s3; nothing is checked.
    assert_eq!(g.turn(), Turn::Chance);
    let v = g.view(0);
    assert_eq!(v.dealer, 3);
    assert_eq!(v.totals, [0; 4]);
    assert_eq!(v.rows.len(), 1);
    let row = v.rows[0];
    assert!(row.is_void());
    assert_eq!((row.bid_total(), row.bids, row.dealer, row.points), (8, [1, 2, 2, 3], 0, [0; 4]));
    // The new bidding order is s2, s1, s0, s3.
    let a = g.sample_chance(&mut GameRng::seeded(1));
    g.apply(&a).unwrap();
    let mut order = Vec::new();
    for _ in 0..4 {
        let Turn::Seat(s) = g.turn() else { panic!() };
        order.push(s);
        g.apply(&Action::Bid(3)).unwrap();
    }
    assert_eq!(order, [2, 1, 0, 3]);
    assert_eq!(g.phase, Phase::Play);
}

#[test]
fn example_3_scoring() {
    let o = opts();
    for ((b, t), want) in [((4, 6), 4), ((4, 3), -4), ((7, 7), 14), ((8, 5), -16), ((1, 0), -1), ((13, 13), 26), ((6, 6), 6), ((7, 6), -14)] {
        assert_eq!(deal_points(b, t, &o), want, "bid {b}, tricks {t}");
    }
}

#[test]
fn example_4_a_playable_deal_and_its_opening_lead() {
    let mut g = new_game(&[], 0);
    deal(&mut g, ["", "", "", ""]);
    bid(&mut g, &[3, 2, 2, 2]); // s3, s2, s1, s0: sum 9
    assert_eq!(g.phase, Phase::Play);
    assert_eq!(g.turn(), Turn::Seat(3), "s3, the dealer's right, leads");
    assert_eq!(g.view(1).bids, [Some(2), Some(2), Some(2), Some(3)], "every bid is public");
}

#[test]
fn example_5_a_full_deals_scores() {
    let o = opts();
    let bids = [4, 3, 7, 2];
    let tricks = [2, 3, 7, 1];
    assert_eq!(tricks.iter().sum::<u8>(), 13);
    let points: Vec<i32> = (0..4).map(|s| deal_points(bids[s], tricks[s], &o)).collect();
    assert_eq!(points, [-4, 3, 14, -2]);
    // The same deal finished in a live game: the sheet's row and the totals.
    let mut g = new_game(&[], 1);
    deal(&mut g, ["", "", "", ""]);
    bid(&mut g, &[4, 2, 7, 3]); // dealer s1: s0, s3, s2, s1 bid
    assert_eq!(g.bids, [Some(4), Some(3), Some(7), Some(2)]);
    g.tricks.won = smallvec::smallvec![2, 3, 7, 1];
    g.finish_deal();
    let row = *g.view(0).rows.last().unwrap();
    assert_eq!((row.points, row.totals, row.tricks), ([-4, 3, 14, -2], [-4, 3, 14, -2], Some([2, 3, 7, 1])));
    assert_eq!(g.view(0).pair_totals, [10, 1]);
    assert_eq!(g.view(0).dealer, 0, "the deal passes to the right");
}

#[test]
fn example_6_a_counter_clockwise_trick_with_hearts_trump() {
    // Dealer s0, so s3 leads S10; s2 SK; s1 (no spades) H2; s0 SA.
    let mut g = new_game(&[], 0);
    let clubs_and_diamonds = "C2 C3 C4 C5 C6 C7 C8 C9 CT CJ CQ CK";
    deal(&mut g, ["SA", &format!("H2 {clubs_and_diamonds}"), "SK", "ST"]);
    assert!(g.view(1).hand.of_suit(Suit::SPADES).is_empty());
    bid(&mut g, &[3, 3, 3, 3]);
    for (seat, c) in [(3, "ST"), (2, "SK"), (1, "H2"), (0, "SA")] {
        assert_eq!(g.turn(), Turn::Seat(seat));
        play(&mut g, c).unwrap();
    }
    let v = g.view(0);
    assert_eq!(v.history[0].winner, 1, "the only heart wins");
    assert_eq!(v.tricks_won, [0, 1, 0, 0]);
    assert_eq!(g.turn(), Turn::Seat(1), "s1 leads the next trick");
}

#[test]
fn examples_7_to_14_the_end_checks() {
    let win = |pair, rule| Decision::Win { pair, rule };
    // 7: one player at +21.
    assert_eq!(check(&[22, 18, 5, -3], 21), win(0, EndRule::Reached));
    // 8: both pairs, equal best (23 v 23): pair scores 23 v 28.
    assert_eq!(check(&[23, 23, 0, 5], 21), win(1, EndRule::ReachedPairTotal));
    // 9: both partners qualify.
    assert_eq!(check(&[24, 10, 21, 0], 21), win(0, EndRule::Reached));
    // 10: +21 takes precedence over −21 (T4).
    assert_eq!(check(&[21, 0, -30, 0], 21), win(0, EndRule::Reached));
    // 11: −21 between opponents: s2 is more negative, so pair A loses.
    assert_eq!(check(&[0, -22, -25, 0], 21), win(1, EndRule::LowerWorst));
    // 12: exactly −21 counts (T2).
    assert_eq!(check(&[-21, 0, 0, 0], 21), win(1, EndRule::Fell));
    // 13: best scores tie, pair scores tie: sudden death; with pair-total the pair score
    // alone decides after the extra deal.
    assert_eq!(check(&[25, 25, -5, -5], 21), Decision::SuddenDeath { tie: TieAt::Reached });
    assert_eq!(check_pair_total(&[25, 25, -5, -5]), Decision::SuddenDeath { tie: TieAt::PairTotal });
    assert_eq!(check_pair_total(&[3, 0, 0, -1]), win(0, EndRule::SuddenDeathPairTotal));
    // 14: nothing decided.
    assert_eq!(check(&[20, 0, 0, -20], 21), Decision::Continue);
}

#[test]
fn the_tie_chains_of_both_checks() {
    let win = |pair, rule| Decision::Win { pair, rule };
    // Both pairs at +21: the higher best individual wins even with the lower pair score.
    assert_eq!(check(&[30, 22, -20, 10], 21), win(0, EndRule::HigherBest));
    // A player at +21 wins for the pair whatever the pair score.
    assert_eq!(check(&[21, 20, -10, 15], 21), win(0, EndRule::Reached));
    // Both pairs at −21, equal worst: the higher pair score wins.
    assert_eq!(check(&[-22, -22, 5, 3], 21), win(0, EndRule::FellPairTotal));
    assert_eq!(check(&[-22, -22, 3, 3], 21), Decision::SuddenDeath { tie: TieAt::Fell });
    // The target moves with the option.
    assert_eq!(check(&[25, 0, 0, 0], 31), Decision::Continue);
    assert_eq!(check(&[31, 0, 0, -31], 31), win(0, EndRule::Reached));
}

/// Finishes the deal in progress as if each seat took `tricks` after bidding `bids`.
fn finish_with(g: &mut TwentyOne, bids: [u8; 4], tricks: [u8; 4]) {
    g.bids = bids.map(Some);
    g.tricks.won = tricks.iter().copied().collect();
    g.finish_deal();
}

/// A game that has just tied at 25, 25, −5, −5 (Example 13): before the deal 11, 11, 9, 9,
/// then s0 and s1 make bids of 7 (+14) and s2 and s3 fail theirs (−14).
fn tied_at_25(options: &[(&str, &str)]) -> TwentyOne {
    let mut g = new_game(options, 0);
    g.totals = [11, 11, 9, 9];
    deal(&mut g, ["", "", "", ""]);
    bid(&mut g, &[7, 7, 7, 7]);
    finish_with(&mut g, [7, 7, 7, 7], [7, 7, 0, 0]);
    g
}

#[test]
fn example_13_sudden_death_reapplies_the_checks() {
    let mut g = tied_at_25(&[]);
    assert_eq!(g.totals, [25, 25, -5, -5]);
    assert_eq!(g.view(0).pair_totals, [20, 20]);
    let row = *g.rows.last().unwrap();
    assert_eq!(row.decision, Decision::SuddenDeath { tie: TieAt::Reached });
    assert!(g.sudden_death && !row.extra && g.phase == Phase::Deal && g.outcome().is_none());
    // The extra deal: s0 fails 2, s1 makes 2: 21 v 27, and pair B wins by the best score.
    deal(&mut g, ["", "", "", ""]);
    bid(&mut g, &[3, 3, 3, 3]);
    finish_with(&mut g, [2, 2, 3, 3], [0, 2, 3, 3]);
    let row = *g.rows.last().unwrap();
    assert!(row.extra);
    assert_eq!(g.totals, [23, 27, -2, -2]);
    assert_eq!(g.end, Some(GameEnd { pair: 1, rule: EndRule::HigherBest }));
    assert_eq!(g.outcome().unwrap().places, [2, 1, 2, 1]);
    assert_eq!(g.outcome().unwrap().result.as_deref(), Some("higher-best"));
}

#[test]
fn sudden_death_goes_on_until_a_check_decides() {
    // reapply-checks: an extra deal that leaves nobody at ±21 decides nothing; play on.
    let mut g = tied_at_25(&[]);
    deal(&mut g, ["", "", "", ""]);
    bid(&mut g, &[3, 3, 3, 3]);
    finish_with(&mut g, [5, 5, 1, 1], [0, 0, 1, 1]);
    assert_eq!(g.totals, [20, 20, -4, -4]);
    assert_eq!((g.phase, g.sudden_death), (Phase::Deal, true));
    assert_eq!(g.rows.last().unwrap().decision, Decision::Continue);
}

#[test]
fn sudden_death_by_pair_total_ignores_the_targets() {
    let mut g = tied_at_25(&[("sudden-death-criterion", "pair-total")]);
    assert!(g.sudden_death);
    // Extra deal 1 leaves the pair scores equal: another extra deal (T12).
    deal(&mut g, ["", "", "", ""]);
    bid(&mut g, &[3, 3, 3, 3]);
    finish_with(&mut g, [2, 2, 3, 3], [2, 2, 3, 3]);
    assert_eq!(g.rows.last().unwrap().decision, Decision::SuddenDeath { tie: TieAt::PairTotal });
    assert_eq!(g.phase, Phase::Deal);
    // Extra deal 2: everyone fails; nobody is at +21 or −21, and pair A's total is higher.
    deal(&mut g, ["", "", "", ""]);
    bid(&mut g, &[3, 3, 3, 3]);
    finish_with(&mut g, [8, 8, 1, 2], [0, 0, 0, 0]);
    assert_eq!(g.totals, [11, 11, -3, -4]);
    assert_eq!(g.end, Some(GameEnd { pair: 0, rule: EndRule::SuddenDeathPairTotal }));
    assert_eq!(g.outcome().unwrap().winners(), [0, 2]);
}

#[test]
fn a_void_deal_in_sudden_death_is_no_extra_deal() {
    let mut g = tied_at_25(&[]);
    deal(&mut g, ["", "", "", ""]);
    bid(&mut g, &[1, 1, 1, 1]);
    assert!(g.rows.last().unwrap().is_void() && g.rows.last().unwrap().extra);
    assert!(g.sudden_death && g.phase == Phase::Deal, "redealt, still in sudden death");
}

#[test]
fn bids_are_one_to_thirteen_and_refusals_leave_the_state_unchanged() {
    let mut g = new_game(&[], 2);
    deal(&mut g, ["", "", "", ""]);
    let before = format!("{g:?}");
    for bad in [0, 14, 200] {
        assert!(matches!(g.apply(&Action::Bid(bad)), Err(IllegalAction::Rule(r)) if r.starts_with("R5")));
    }
    assert!(matches!(g.apply(&Action::Play(card("SA"))), Err(IllegalAction::WrongPhase(_))));
    assert_eq!(format!("{g:?}"), before);
    assert_eq!(g.legal_actions(), (1..=13).map(Action::Bid).collect::<Vec<_>>(), "no pass, no 0");
    bid(&mut g, &[13, 1, 1, 1]);
    assert_eq!(g.phase, Phase::Play, "a single bid of 6 or more guarantees the minimum");
    assert!(matches!(g.apply(&Action::Bid(3)), Err(IllegalAction::WrongPhase(_))));
}

#[test]
fn must_follow_and_state_unchanged_on_refusal() {
    let mut g = new_game(&[], 0);
    deal(&mut g, ["D2", "SA", "", "S2 H3"]);
    bid(&mut g, &[3, 3, 3, 3]);
    play(&mut g, "S2").unwrap(); // s3 leads a spade
    let before = format!("{g:?}");
    let s2 = g.view(2);
    assert_eq!(g.turn(), Turn::Seat(2));
    if !s2.hand.of_suit(Suit::SPADES).is_empty() {
        let off = s2.hand.minus(Suit::SPADES.mask()).first().unwrap();
        assert_eq!(g.apply(&Action::Play(off)), Err(IllegalAction::MustFollow { card: off.to_string(), led: Suit::SPADES, by: FollowBy::Suit }));
        assert_eq!(s2.legal, s2.hand.of_suit(Suit::SPADES));
    }
    assert_eq!(g.apply(&Action::Play(card("D2"))), Err(IllegalAction::CardNotInHand("D2".into())));
    assert_eq!(format!("{g:?}"), before);
}

#[test]
fn options_change_the_numbers() {
    // minimum-bid-total 11: a total of 10 is void.
    let mut g = new_game(&[("minimum-bid-total", "11")], 0);
    deal(&mut g, ["", "", "", ""]);
    bid(&mut g, &[4, 2, 2, 2]);
    assert!(g.rows[0].is_void() && g.phase == Phase::Deal);
    // double-bid-threshold 6: a bid of 6 doubles; 8: a bid of 7 does not.
    let six = Options::from_ruleset(&ruleset(&[("double-bid-threshold", "6")]));
    assert_eq!((deal_points(6, 6, &six), deal_points(5, 4, &six)), (12, -5));
    let eight = Options::from_ruleset(&ruleset(&[("double-bid-threshold", "8")]));
    assert_eq!((deal_points(7, 7, &eight), deal_points(8, 7, &eight)), (7, -16));
    // target-score 41: 25 does not end the game.
    let mut g = new_game(&[("target-score", "41")], 0);
    deal(&mut g, ["", "", "", ""]);
    bid(&mut g, &[3, 3, 3, 3]);
    finish_with(&mut g, [13, 1, 1, 1], [13, 0, 0, 0]);
    assert_eq!(g.totals, [26, -1, -1, -1]);
    assert_eq!(g.phase, Phase::Deal);
    assert_eq!(Options::from_ruleset(&ruleset(&[])), Options { target_score: 21, minimum_bid_total: 9, double_bid_threshold: 7, sudden_death: SuddenDeath::ReapplyChecks });
}

#[test]
fn views_show_their_own_hand_and_everything_public() {
    let mut g = new_game(&[], 0);
    deal(&mut g, ["", "", "", ""]);
    bid(&mut g, &[3, 4]);
    for s in 0..4u8 {
        let v = g.view(s);
        assert_eq!(v.hand.len(), 13);
        let secrets = g.secrets(s).cards;
        assert_eq!(secrets.len(), 39, "the partner's hand is hidden too");
        assert!(v.hand.and(secrets).is_empty());
        assert!(secrets.contains(g.hands[partner_of(s) as usize].first().unwrap()));
        assert_eq!(v.bids, [None, None, Some(4), Some(3)]);
        assert_eq!(v.to_bid, Some(1));
        assert_eq!(v.legal_bids.is_empty(), s != 1);
    }
    bid(&mut g, &[1, 1]);
    play_out_deal(&mut g);
    let v = g.view(2);
    assert_eq!(v.rows.len(), 1);
    assert_eq!(v.rows[0].tricks.unwrap().iter().sum::<u8>(), 13);
    assert_eq!(v.totals, g.totals);
}

#[test]
fn dealers_pass_right_and_games_end() {
    let mut g = new_game(&[], 2);
    let mut rng = GameRng::seeded(8);
    let mut dealers = vec![2];
    while g.phase != Phase::Over {
        match g.turn() {
            Turn::Chance => {
                let a = g.sample_chance(&mut rng);
                g.apply(&a).unwrap();
            }
            Turn::Seat(_) => {
                let legal = g.legal_actions();
                let a = legal[rng.below(legal.len())].clone();
                g.apply(&a).unwrap();
                if g.phase == Phase::Deal {
                    dealers.push(g.cycle.dealer);
                }
            }
            Turn::Over => {}
        }
    }
    for w in dealers.windows(2) {
        assert_eq!(w[1], right_of(w[0], 4), "{dealers:?}");
    }
    let end = g.end.unwrap();
    assert_eq!(g.rows.last().unwrap().decision, Decision::Win { pair: end.pair, rule: end.rule });
    let o = g.outcome().unwrap();
    assert!(o.won(end.pair) && o.won(end.pair + 2) && !o.won(1 - end.pair));
}

#[test]
fn the_table_says_bids_void_deals_and_the_end_in_both_languages() {
    use super::messages::{bid_progress, end_reason, progress, void_deal, void_row, EndFacts, Stage};
    use crate::text::Lang;
    assert_eq!(bid_progress(Lang::En, 4, false, 2), "Bid 4 · 2/4");
    assert_eq!(bid_progress(Lang::En, 7, true, 7), "Bid 7×2 · 7/7 ✓");
    assert_eq!(bid_progress(Lang::Ja, 3, false, 5), "ビッド3・5/3 ✓");
    let bids = [("East".to_string(), 2), ("North".to_string(), 1), ("West".to_string(), 2), ("You".to_string(), 1)];
    assert_eq!(
        void_deal(Lang::En, 3, &bids, 6, 9, "North"),
        "Deal 3 is void: the bids (East 2, North 1, West 2, You 1) total 6, under 9. Nobody scores; North deals again."
    );
    assert!(void_deal(Lang::Ja, 3, &bids, 6, 9, "北").contains("合計6が9未満"));
    let facts = EndFacts { rule: EndRule::HigherBest, target: 21, who: ("West", 27), other: ("You", 23), pairs: [20, 30] };
    assert_eq!(end_reason(Lang::En, &facts), "Both pairs reached +21: West's +27 beats You's +23.");
    let facts = EndFacts { rule: EndRule::Fell, target: 21, who: ("North", -22), other: ("East", 0), pairs: [-20, 5] };
    assert_eq!(end_reason(Lang::En, &facts), "North fell to −22, at −21 or below: that pair loses.");
    let facts = EndFacts { rule: EndRule::Reached, target: 21, who: ("West", 21), other: ("You", 16), pairs: [1, 35] };
    assert_eq!(end_reason(Lang::Ja, &facts), "Westが+21点に到達。+21点以上でペアの勝ち。");
    assert_eq!(void_row(Lang::En, 6), "void · bids total 6");
    assert_eq!(void_row(Lang::Ja, 6), "不成立・ビッド合計6");
    assert_eq!(progress(Lang::En, 3, Some(Stage::Trick(4)), false), "Deal 3 · Trick 4/13");
    assert_eq!(progress(Lang::Ja, 3, Some(Stage::Bids), true), "第3ディール · ビッド中 · 延長戦");
    assert_eq!(progress(Lang::En, 4, None, false), "Deal 4");
}

//! There Were None: eight players, two colours, the dish, trick winners leaving the deal,
//! and trick 6's tie rules explained when they decide.

use crate::engine::cards::Card;
use crate::engine::Ruleset;
use crate::games::there_were_none::{Action, Phase, ThereWereNone, View, TRICKS};
use crate::ui::i18n::{self, use_i18n, Lang};
use crate::ui::trick_table::{SheetEnd, ScoresTable, signed, SheetFrame, TableGame, TableModel, SeatBadge, SeatChips};
use crate::ui::counts::Count;
use crate::ui::explain::Explain;
use leptos::prelude::*;

use super::messages;
use crate::ui::screen::{Screen, SessionGame};
use crate::ui::trick_table::GameScreen;

impl SessionGame for ThereWereNone {
    const TIPS: &'static [crate::text::Tip] = super::messages::TIPS;
    const RULE_NOTE: i18n::Msg = messages::TWN_RULE_NOTE;
    fn progress(v: &View, lang: Lang) -> String {
        let deal = if v.phase == Phase::Deal { v.deals.len() as u32 } else { v.deal_number };
        let deal = crate::text::deal_number(lang, deal);
        if v.phase == Phase::Play {
            format!("{deal} · {}", crate::text::trick_of(lang, v.trick_number, TRICKS))
        } else {
            deal
        }
    }
    fn sheet_due(v: &View) -> bool {
        (v.phase == Phase::Deal && !v.deals.is_empty()) || v.phase == Phase::Over
    }
}

impl TableGame for ThereWereNone {
    fn model(v: &View, lang: Lang) -> TableModel {
        let mut tricks_won = vec![0u8; v.chips.len()];
        for w in &v.trick_winners {
            tricks_won[*w as usize] += 1;
        }
        TableModel {
            seats: v.chips.len(),
            me: v.seat,
            dealer: Some(v.dealer),
            to_play: v.to_play,
            playing: v.phase == Phase::Play,
            hand: v.hand,
            legal: v.legal,
            hand_sizes: v.hand_sizes.to_vec(),
            tricks_won,
            trick: v.trick.iter().copied().collect(),
            last_trick: v.just_finished.as_ref().map(|(p, w)| (p.iter().copied().collect(), *w)),
            win_note: v.just_finished_decided_by.map(|d| messages::decision_text(d, lang).to_string()),
            review: None, // the rules forbid reviewing finished tricks
        }
    }
    fn play_card(c: Card) -> Action {
        Action::Play(c)
    }
    const SEAT_BADGE: Option<SeatBadge<View>> = Some(|v, s, lang| {
        let mut t = format!("{} {}", i18n::CHIPS_NOW.get(lang), v.chips[s as usize]);
        if v.phase == Phase::Play && !v.in_deal[s as usize] {
            t.push_str(&format!(" · {}", messages::OUT_OF_DEAL.get(lang)));
        }
        t
    });
    const SEAT_CHIPS: Option<SeatChips<View>> = Some(|v, s| v.chips.get(s as usize).map_or(0, |c| *c));
}

#[component]
pub fn Table(rules: Ruleset) -> impl IntoView {
    let i18n = use_i18n();
    let screen = Screen::<ThereWereNone>::new(&rules);
    let v = screen.view;
    let names = screen.names;
    let extra: ChildrenFn = std::sync::Arc::new(move || {
        view! {
            <div class="loo-pot" data-testid="dish">
                <Explain title=messages::DISH body=messages::DISH_LEGEND testid="legend-dish">
                    <span>{i18n.t(messages::DISH)}" "<strong><Count value=Signal::derive(move || v.with(|v| v.dish)) testid="dish-amount" /></strong></span>
                    <Show when=move || v.with(|v| v.phase == Phase::Play)>
                        <span>" · "{i18n.t(messages::TAKES_CHIPS)}" "{move || v.with(|v| v.trick_payout)}</span>
                    </Show>
                </Explain>
            </div>
        }
        .into_any()
    });
    let sheet = move || deferred_sheet(v, names, screen);
    view! { <GameScreen screen=screen rules=rules sheet=sheet extra=extra /> }
}

crate::ui::widgets::deferred_sheet!(deferred_there_were_none_sheet: TwnSheet for ThereWereNone);

crate::ui::companion::companion_table!(ThereWereNone: TwnSheet);

#[component]
fn TwnSheet(view: Memo<View>, names: Signal<Vec<String>>, end: SheetEnd) -> impl IntoView {
    let i18n = use_i18n();
    let over = move || view.with(|v| v.phase == Phase::Over);
    view! {
        <SheetFrame over=Signal::derive(over) end=end>
                // Why the game ended (rules.md R17, A9), once it has.
                {move || end.outcome.get().and_then(|o| o.result).and_then(|r| messages::result_label(&r)).map(|m| view! {
                    <p class="points-key" data-testid="game-end">{move || m.get(i18n.lang())}</p>
                })}
                {move || view.with(|v| v.deals.last().cloned()).map(|d| view! {
                    <p class="points-key" data-testid="last-trick-rule">{move || messages::decision_text(d.last_trick_decided_by, i18n.lang())}</p>
                })}
                <ScoresTable corner=i18n::DEAL columns=names>
                        <tbody>
                            {move || view.with(|v| v.deals.clone()).into_iter().map(|d| view! {
                                <tr data-testid=format!("twn-row-{}", d.deal)>
                                    <th scope="row">{d.deal}</th>
                                    {d.net.iter().zip(d.payouts.iter()).map(|(n, p)| view! { <td data-net=*n data-payout=*p>{signed(*n)}</td> }).collect_view()}
                                </tr>
                            }).collect_view()}
                        </tbody>
                        <tfoot>
                            <tr data-testid="totals">
                                <th scope="row">{i18n.t(i18n::CHIPS_NOW)}</th>
                                {move || view.with(|v| v.chips).into_iter().map(|c| view! { <td data-total=c>{c}</td> }).collect_view()}
                            </tr>
                        </tfoot>
                    </ScoresTable>
        </SheetFrame>
    }
}

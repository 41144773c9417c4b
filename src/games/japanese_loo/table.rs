//! Japanese Loo: chips, the pot paid out in fifths, play-or-drop declarations, the turned-up
//! trump, and the deal sheet of chips won and lost.

use crate::engine::cards::Card;
use crate::engine::{Ruleset, Seat};
use crate::games::japanese_loo::{Action, Declaration, JapaneseLoo, Phase, View};
use crate::ui::i18n::{self, use_i18n, Lang};
use crate::ui::trick_table::{SheetEnd, ScoresTable, SheetFrame, signed, TableGame, TableModel, SeatBadge, SeatChips};
use crate::ui::counts::Count;
use crate::ui::explain::Explain;
use crate::ui::widgets::CardFace;
use leptos::prelude::*;

use super::messages;
use crate::ui::screen::{Screen, SessionGame};
use crate::ui::trick_table::GameScreen;

impl SessionGame for JapaneseLoo {
    const TIPS: &'static [crate::text::Tip] = super::messages::TIPS;
    const CSS: &'static str = crate::ui::game_css!("japanese_loo");
    const RULE_NOTE: i18n::Msg = messages::LOO_RULE_NOTE;
    fn progress(v: &View, lang: Lang) -> String {
        let n = if v.phase == Phase::Deal { v.deal_rows.len() as u8 } else { v.deal_number };
        let mut t = i18n::deal_of(lang, n.min(v.deals), v.deals);
        if v.extension || n > v.deals {
            t = format!("{t} +1");
        }
        t
    }
    fn sheet_due(v: &View) -> bool {
        (v.phase == Phase::Deal && !v.deal_rows.is_empty()) || v.phase == Phase::Over
    }
    fn prompt(v: &View) -> Option<(Seat, i18n::Msg)> {
        v.to_declare.filter(|_| v.phase == Phase::Declare).map(|s| (s, messages::DECLARE_PROMPT))
    }
}

impl TableGame for JapaneseLoo {
    fn model(v: &View, _: Lang) -> TableModel {
        TableModel {
            seats: v.chips.len(),
            me: v.seat,
            dealer: Some(v.dealer),
            to_play: if v.phase == Phase::Declare { v.to_declare } else { v.to_play },
            playing: v.phase == Phase::Play,
            hand: v.hand,
            legal: v.legal,
            hand_sizes: v.hand_sizes.clone(),
            tricks_won: v.tricks_won.clone(),
            trick: v.trick.clone(),
            last_trick: v.history.last().map(|t| (t.plays.iter().copied().collect(), t.winner)),
            win_note: v.history.last().map(|t| format!("+{}", t.detail)),
            // Played cards are public and the rules let players look back over the deal.
            review: Some(v.history.iter().map(|t| (t.plays.iter().copied().collect(), t.winner)).collect()),
        }
    }
    fn play_card(c: Card) -> Action {
        Action::Play(c)
    }
    const SEAT_BADGE: Option<SeatBadge<View>> = Some(|v, s, lang| {
        let mut t = format!("{} {}", i18n::CHIPS_NOW.get(lang), v.chips[s as usize]);
        match v.declarations.get(s as usize).copied().flatten() {
            Some(Declaration::In) => t.push_str(&format!(" · {}", messages::DECLARED_IN.get(lang))),
            Some(Declaration::Drop) => t.push_str(&format!(" · {}", messages::DECLARED_DROP.get(lang))),
            None => {}
        }
        t
    });
    const SEAT_CHIPS: Option<SeatChips<View>> = Some(|v, s| v.chips.get(s as usize).map_or(0, |c| *c));
}

#[component]
pub fn Table(rules: Ruleset) -> impl IntoView {
    let i18n = use_i18n();
    let screen = Screen::<JapaneseLoo>::new(&rules);
    let v = screen.view;
    let names = screen.names;
    let extra: ChildrenFn = std::sync::Arc::new(move || {
        view! {
            <div class="loo-pot" data-testid="pot">
                {move || v.with(|v| v.turn_up).map(|c| view! { <span class="label">{i18n.t(crate::text::terms::TRUMP)}</span><CardFace card=c /> })}
                <Explain title=messages::POT body=messages::POT_LEGEND testid="legend-pot">
                    <span class="pot-chips">{i18n.t(messages::POT)}" "<strong><Count value=Signal::derive(move || v.with(|v| v.pot)) testid="pot-amount" /></strong></span>
                    {move || v.with(|v| v.share).map(|s| view! { <span>" · "{s}" "{i18n.t(messages::SHARE_PER_TRICK)}</span> })}
                </Explain>
            </div>
        }
        .into_any()
    });
    let my_call = move || v.with(|v| v.phase == Phase::Declare && v.to_declare == Some(v.seat) && v.may_declare);
    let panel: ChildrenFn = std::sync::Arc::new(move || {
        view! {
            <Show when=my_call>
                <div class="declare-panel" data-testid="declare">
                    <button class="primary" data-testid="declare-in" on:click=move |_| screen.act(Action::Declare(Declaration::In))>{i18n.t(messages::DECLARE_IN)}</button>
                    <button data-testid="declare-drop" on:click=move |_| screen.act(Action::Declare(Declaration::Drop))>{i18n.t(messages::DECLARE_DROP)}</button>
                </div>
            </Show>
        }
        .into_any()
    });
    let sheet = move || deferred_sheet(v, names, screen);
    view! { <GameScreen screen=screen rules=rules sheet=sheet extra=extra below_hand=panel /> }
}

crate::ui::widgets::deferred_sheet!(deferred_japanese_loo_sheet: LooSheet for JapaneseLoo);

crate::ui::companion::companion_table!(JapaneseLoo: LooSheet, css = crate::ui::game_css!("japanese_loo"));

#[component]
fn LooSheet(view: Memo<View>, names: Signal<Vec<String>>, end: SheetEnd) -> impl IntoView {
    let i18n = use_i18n();
    let over = move || view.with(|v| v.phase == Phase::Over);
    view! {
        <SheetFrame over=Signal::derive(over) end=end>
                <ScoresTable corner=i18n::DEAL columns=names>
                        <tbody>
                            {move || view.with(|v| v.deal_rows.clone()).into_iter().map(|r| view! {
                                <tr data-testid=format!("loo-row-{}", r.number)>
                                    <th scope="row">{r.number}</th>
                                    {(0..r.nets.len()).map(|s| {
                                        let played = r.players_in.contains(&(s as Seat));
                                        let loo = r.loo.contains(&(s as Seat));
                                        view! {
                                            <td data-net=r.nets[s] data-tricks=r.tricks_won[s] class:dropped=!played>
                                                {played.then(|| view! { <span class="sheet-tricks">{r.tricks_won[s]}" → "</span> })}
                                                {signed(r.nets[s])}
                                                {loo.then(|| view! { <span class="loo-mark">" "{i18n.t(messages::LOO)}</span> })}
                                            </td>
                                        }
                                    }).collect_view()}
                                </tr>
                            }).collect_view()}
                        </tbody>
                        <tfoot>
                            <tr data-testid="totals">
                                <th scope="row">{i18n.t(i18n::CHIPS_NOW)}</th>
                                {move || view.with(|v| v.chips.clone()).into_iter().map(|c| view! { <td data-total=c>{c}</td> }).collect_view()}
                            </tr>
                        </tfoot>
                    </ScoresTable>
        </SheetFrame>
    }
}

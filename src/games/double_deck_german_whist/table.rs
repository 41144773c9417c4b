//! Double-Deck German Whist: the trump indicator T (the joker copies it), the draw display
//! of two face-up cards the trick winner chooses from and two face-down ones, the right-hand
//! opponent's open hand, partners' combined tricks in the second half, and the team sheet.
//! Hands may hold two copies of a card, so the hand is drawn from the bag, copies and all.

use crate::engine::cards::{Card, Suit};
use crate::engine::Ruleset;
use crate::games::double_deck_german_whist::{
    partner_of, Action, DoubleDeckGermanWhist, MatchFormat, Phase, View, SEATS, TRICKS_PER_HALF,
};
use crate::ui::i18n::{self, use_i18n, I18n, Lang};
use crate::ui::trick_table::{SheetEnd, SheetFrame, ScoresTable, TableGame, TableModel};
use crate::ui::explain::Explain;
use crate::ui::widgets::{card_name, rank_label, suit_class, suit_symbol, CardFace, CardLabel};
use leptos::prelude::*;

use super::messages;
use crate::ui::screen::{name_of, Screen, SessionGame};
use crate::ui::trick_table::GameScreen;

impl SessionGame for DoubleDeckGermanWhist {
    const TIPS: &'static [crate::text::Tip] = super::messages::TIPS;
    const CSS: &'static str = crate::ui::game_css!("double_deck_german_whist");
    const RULE_NOTE: i18n::Msg = messages::DDGW_RULE_NOTE;
    /// The half and the trick in it, and in a match to three deals, the deal.
    fn progress(v: &View, lang: Lang) -> String {
        let half = match v.phase {
            Phase::SecondHalf | Phase::Over => messages::HALF_2.get(lang),
            _ => messages::HALF_1.get(lang),
        };
        let mut t = if v.trick_number > 0 {
            format!("{half} · {}/{TRICKS_PER_HALF}", v.trick_number)
        } else {
            half.to_string()
        };
        if v.options.match_format == MatchFormat::FirstTo3Deals {
            let d = crate::text::deal_number(lang, v.deal_number.max(1));
            t = format!("{d} · {t}");
        }
        t
    }
    fn sheet_due(v: &View) -> bool {
        (v.phase == Phase::Deal && !v.deal_results.is_empty()) || v.phase == Phase::Over
    }
    /// While the trick's winner takes a display card: your prompt, or who takes.
    fn status(v: &View, names: &[String], lang: Lang) -> Option<String> {
        match (v.phase, v.to_play) {
            (Phase::TakeDisplay, Some(s)) if s == v.seat => Some(messages::TAKE_DISPLAY_PROMPT.get(lang).to_string()),
            (Phase::TakeDisplay, Some(s)) => Some(messages::takes_display(lang, &names[s as usize])),
            _ => None,
        }
    }
}

impl TableGame for DoubleDeckGermanWhist {
    fn model(v: &View, _: Lang) -> TableModel {
        TableModel {
            seats: SEATS,
            me: v.seat,
            dealer: Some(v.dealer),
            to_play: v.to_play,
            // While the winner takes a display card the finished trick stays in view.
            playing: matches!(v.phase, Phase::FirstHalf | Phase::TakeDisplay | Phase::SecondHalf),
            hand: v.hand.iter().collect(),
            legal: v.legal,
            hand_sizes: v.hand_sizes.to_vec(),
            tricks_won: v.tricks_won.to_vec(),
            trick: v.trick.clone(),
            last_trick: v.just_finished.clone(),
            win_note: None,
            review: None, // the rules forbid reviewing finished tricks
        }
    }
    fn play_card(c: Card) -> Action {
        Action::Play(c)
    }
}

/// A hand as compact text, one group per suit: "♠ A K K 9 ♥ Q 7".
#[component]
fn OpenHand(cards: Vec<Card>) -> impl IntoView {
    let i18n = use_i18n();
    let mut groups: Vec<(Suit, Vec<Card>)> = Vec::new();
    for c in cards {
        match groups.last_mut() {
            Some((s, g)) if *s == c.suit() => g.push(c),
            _ => groups.push((c.suit(), vec![c])),
        }
    }
    groups
        .into_iter()
        .map(|(s, g)| {
            view! {
                <span class=format!("open-suit {}", suit_class(s))>
                    <span class="pip">{suit_symbol(s)}</span>
                    {g.into_iter().map(|c| view! {
                        <span class="open-card" role="img" data-card=c.to_string() aria-label=move || card_name(c, i18n.lang())>{rank_label(c)}</span>
                    }).collect_view()}
                </span>
            }
        })
        .collect_view()
}

#[component]
pub fn Table(rules: Ruleset) -> impl IntoView {
    let screen = Screen::<DoubleDeckGermanWhist>::new(&rules);
    let v = screen.view;
    let names = screen.names;
    let team_name = team_names(names);

    let extra: ChildrenFn = std::sync::Arc::new(move || {
        view! {
            <Draw screen=screen />
            <Teams view=v team_name=team_name />
            <RightHand view=v names=names />
        }
        .into_any()
    });

    let hand_cards = Signal::derive(move || v.with(|v| v.hand.sorted_for_display()));
    let sheet = move || view! { <DdgwSheet view=v team_name=team_name end=screen.sheet_end() /> };
    view! { <GameScreen screen=screen rules=rules sheet=sheet extra=extra hand_cards=hand_cards /> }
}

/// The draw: the trump indicator, and while cards remain to draw, the display (two face-up
/// cards, the face-down ones) and the stock.
#[component]
fn Draw(screen: Screen<DoubleDeckGermanWhist>) -> impl IntoView {
    let i18n = use_i18n();
    let v = screen.view;
    view! {
        <div class="ddgw-draw" data-testid="draw">
            {move || v.with(|v| v.indicator).map(|c| indicator(c, i18n))}
            <Show when=move || v.with(|v| !v.display_face_up.is_empty() || v.display_face_down > 0)>
                <span class="ddgw-display" data-testid="display" role="group" aria-label=i18n.t(messages::DRAW_CARDS) title=i18n.t(messages::DRAW_CARDS)>
                    {move || face_up(screen)}
                    {move || (0..v.with(|v| v.display_face_down)).map(|_| view! {
                        <span class="card back" role="img" aria-label=i18n.t(i18n::FACE_DOWN)></span>
                    }).collect_view()}
                    <span class="note">{i18n.t(crate::text::terms::STOCK)}" "<span data-testid="stock">{move || v.with(|v| v.stock_count)}</span></span>
                </span>
            </Show>
        </div>
    }
}

/// The trump indicator T with its legend, and the note that the joker copies it. Read inside
/// the draw's closure, which re-draws it when the indicator changes.
fn indicator(c: Card, i18n: I18n) -> impl IntoView {
    view! {
        <span class="ddgw-t" data-testid="indicator">
            <Explain title=messages::INDICATOR body=messages::INDICATOR_LEGEND testid="legend-indicator">
                <span class="label">{i18n.t(messages::INDICATOR_SHORT)}</span>
                <CardFace card=c />
                <span class="note">{i18n.t(messages::JOKER_IS_COPY)}</span>
            </Explain>
        </span>
    }
}

/// The display's face-up cards: a button for each the trick's winner may take, otherwise the
/// card. Read inside the display's closure, which re-draws it when the view changes.
fn face_up(screen: Screen<DoubleDeckGermanWhist>) -> impl IntoView {
    let v = screen.view;
    let (up, takes) = v.with(|v| (v.display_face_up.clone(), v.legal_takes));
    up.into_iter().map(|c| {
        if takes.contains(c) {
            view! {
                <button class=format!("card face legal {}", suit_class(c.suit())) data-testid="take" data-card=c.to_string()
                    on:click=move |_| screen.act(Action::Take(c))>
                    <CardLabel card=c />
                </button>
            }.into_any()
        } else {
            view! { <CardFace card=c /> }.into_any()
        }
    }).collect_view()
}

/// Each team's tricks, yours marked.
#[component]
fn Teams(view: Memo<View>, team_name: Callback<u8, String>) -> impl IntoView {
    let i18n = use_i18n();
    let v = view;
    view! {
        <div class="ddgw-teams" data-testid="teams">
            <span class="label">{i18n.t(messages::TEAM_TRICKS)}</span>
            {move || (0..2u8).map(|t| team_tricks(v, team_name, t)).collect_view()}
        </div>
    }
}

/// Team `t`'s name and tricks. Read inside the teams' closure, which re-draws it when the
/// view changes.
fn team_tricks(v: Memo<View>, team_name: Callback<u8, String>, t: u8) -> impl IntoView {
    let mine = v.with(|v| v.team == t);
    view! {
        <span class="team" class:mine=mine data-testid=format!("team-{t}")>
            {move || team_name.run(t)}" "<strong data-team-tricks=move || v.with(|v| v.team_tricks[t as usize])>{move || v.with(|v| v.team_tricks[t as usize])}</strong>
        </span>
    }
}

/// The right-hand opponent's hand, open to you, after their name.
#[component]
fn RightHand(view: Memo<View>, names: Signal<Vec<String>>) -> impl IntoView {
    let i18n = use_i18n();
    let v = view;
    let name = name_of(names);
    view! {
        <div class="ddgw-seen" data-testid="right-hand" role="group" aria-label=move || messages::seen_hand(i18n.lang(), &name(v.with(|v| v.right_seat)))>
            <span class="label" title=move || messages::seen_hand(i18n.lang(), &name(v.with(|v| v.right_seat)))>
                {move || name(v.with(|v| v.right_seat))}{i18n.t(i18n::COLON)}
            </span>
            {move || view! { <OpenHand cards=v.with(|v| v.right_hand.sorted_for_display()) /> }}
        </div>
    }
}

#[component]
fn DdgwSheet(view: Memo<View>, team_name: Callback<u8, String>, end: SheetEnd) -> impl IntoView {
    let i18n = use_i18n();
    let over = move || view.with(|v| v.phase == Phase::Over);
    view! {
        <SheetFrame over=Signal::derive(over) end=end>
                {move || view.with(|v| v.winning_team).map(|t| view! { <p class="winning-team" hidden data-testid="winning-team" data-team=t></p> })}
                <ScoresTable corner=i18n::DEAL columns=Signal::derive(move || vec![messages::INDICATOR_SHORT.get(i18n.lang()).to_string(), team_name.run(0), team_name.run(1)])>
                        <tbody>
                            {move || view.with(|v| v.deal_results.clone()).into_iter().map(|r| view! {
                                <tr data-testid=format!("ddgw-row-{}", r.deal)>
                                    <th scope="row">{r.deal}</th>
                                    <td><CardFace card=r.indicator /></td>
                                    {(0..2usize).map(|t| view! {
                                        <td data-team-tricks=r.team_tricks[t] data-seat-tricks=format!("{},{}", r.tricks_won[t], r.tricks_won[t + 2])
                                            class:won=r.winning_team as usize == t>
                                            <strong>{r.team_tricks[t]}</strong>
                                            <span class="sheet-tricks">" ("{r.tricks_won[t]}"+"{r.tricks_won[t + 2]}")"</span>
                                            {(r.winning_team as usize == t).then(|| " ✓")}
                                        </td>
                                    }).collect_view()}
                                </tr>
                            }).collect_view()}
                        </tbody>
                        <tfoot>
                            <tr data-testid="totals">
                                <th scope="row" colspan="2">{i18n.t(messages::DEALS_WON)}</th>
                                {move || view.with(|v| v.deal_wins).into_iter().map(|w| view! { <td data-total=w>{w}</td> }).collect_view()}
                            </tr>
                        </tfoot>
                    </ScoresTable>
                <p class="points-key">{i18n.t(messages::DDGW_SHEET_KEY)}</p>
        </SheetFrame>
    }
}

/// A team's name from its players' names ("You & North", seen from the seat shown).
fn team_names(names: Signal<Vec<String>>) -> Callback<u8, String> {
    let i18n = use_i18n();
    let name = name_of(names);
    Callback::new(move |t: u8| messages::team_of_two(i18n.lang(), &name(t), &name(partner_of(t))))
}

impl crate::ui::companion::CompanionTable for DoubleDeckGermanWhist {
    const CSS: &'static str = crate::ui::game_css!("double_deck_german_whist");
    fn sheet(view: Memo<View>, names: Signal<Vec<String>>, end: SheetEnd) -> AnyView {
        view! { <DdgwSheet view=view team_name=team_names(names) end=end /> }.into_any()
    }
}

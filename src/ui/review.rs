//! The review of your game (`play::review`): offered on the score sheet after each deal
//! ("Review this deal") and at the end ("Review the game"). The bots' worker lists your
//! decisions, then rates each position as the hint would have, one after another with a
//! progress bar (the page never waits on it); the decisions where the strong bot's estimate
//! of your choice was below its best by the margin are listed, costliest first. Tapping one
//! shows that position as you saw it (the trick, your hand, the strong bot's move marked)
//! with every move you could have made, its estimate and its reasons.
//!
//! The panel is its own lazily loaded Wasm chunk: a table's first load does not carry it.

use super::bot_client;
use super::i18n::{self, use_i18n, Lang};
use super::trick_table::{Felt, Hand, HandControl, TableModel};
use super::widgets::{Lazy, Sheet};
use crate::engine::cards::CardSet;
use crate::engine::Seat;
use crate::play::hint::reasons;
use crate::play::review::{self, Decision};
use crate::play::service::{Estimate, HintReply, PlanReply, Request};
use crate::records::record::{self, Record};
use crate::text::msgs;
use leptos::prelude::*;

msgs! {
    REVIEW_GAME = "Review the game" / "このゲームを振り返る";
    REVIEW_TITLE = "Review" / "振り返り";
    REVIEW_PLANNING = "Finding your decisions…" / "あなたの手を集めています…";
    REVIEW_NONE = "The strong bot would not have changed any of your moves by a noticeable margin." / "強いCPUが目立つ差で変えたい手はありませんでした。";
    REVIEW_NO_DECISIONS = "You had no choice to make here." / "ここでは選べる手がありませんでした。";
    REVIEW_FAILED = "The review could not be made this time. Try again." / "今回は振り返りができませんでした。もう一度お試しください。";
    REVIEW_EXPLAIN = "Each of your moves where the strong bot expected more from another move, with the points it estimates you gave up (your deal score compared with the others' average). Tap one to see the position." / "強いCPUが別の手のほうが良いと見た手と、それで失ったと見込む点数（このディールの得点の、他のプレイヤーの平均との差）。タップするとその場面を表示します。";
    REVIEW_BACK = "Back to the list" / "一覧に戻る";
    REVIEW_YOU_PLAYED = "You chose" / "あなたの手";
    REVIEW_BETTER = "Strong bot" / "強いCPU";
    REVIEW_ALL_MOVES = "Every move you could make" / "選べたすべての手";
    REVIEW_AGAIN = "Review again" / "もう一度振り返る";
    REVIEW_ARROW = "Your move → the strong bot's" / "あなたの手 → 強いCPUの手";
    REVIEW_YOU_LEAD = "You lead to this trick." / "あなたがこのトリックをリードする場面です。";
}

/// "Checked 5 of 13 moves".
fn progress_text(lang: Lang, done: usize, total: usize) -> String {
    match lang {
        Lang::En => format!("Checking your moves: {done} of {total}"),
        Lang::Ja => format!("あなたの手を確認中：{total}手中{done}手"),
    }
}

/// "Deal 2 · move 4" (a board, a game, a round in the games whose sheets count those): where
/// a decision was, its number among the person's reviewed moves.
fn where_text(lang: Lang, game: &str, deal: u32, number: usize) -> String {
    let unit = crate::records::messages::unit_number(crate::games::companion_unit(game), lang, deal);
    match lang {
        Lang::En => format!("{unit} · move {number}"),
        Lang::Ja => format!("{unit}・{number}手目"),
    }
}

/// "Review this deal" (this board, this game, this round). (Whole phrases: `to_lowercase`
/// would link Unicode's case tables into every table, about 5 KB gzip.)
fn review_this(lang: Lang, game: &str) -> String {
    use crate::engine::companion::Unit;
    let unit = crate::games::companion_unit(game);
    match (lang, unit) {
        (Lang::En, Unit::Deal) => "Review this deal".into(),
        (Lang::En, Unit::Board) => "Review this board".into(),
        (Lang::En, Unit::Game) => "Review this game".into(),
        (Lang::En, Unit::Round) => "Review this round".into(),
        (Lang::Ja, _) => format!("この{}を振り返る", crate::records::messages::unit_word(unit, lang)),
    }
}

/// "3 moves to look at".
fn found_text(lang: Lang, n: usize, of: usize) -> String {
    match lang {
        Lang::En if n == 1 => format!("1 of your {of} moves to look at"),
        Lang::En => format!("{n} of your {of} moves to look at"),
        Lang::Ja => format!("{of}手のうち見直したい手：{n}手"),
    }
}

/// What the session screen gives the review: the record, whose decisions, and how to name
/// seats and moves.
#[derive(Clone, Copy)]
pub struct ReviewSource {
    pub game: &'static str,
    pub record: Signal<String>,
    /// The person's seat.
    pub seat: Signal<Seat>,
    pub names: Signal<Vec<String>>,
    /// Each seat's side (`Game::table`), for "your partner takes the trick".
    pub team: Signal<Vec<u8>>,
    /// Whether the game is over (then the whole game is reviewed, else the last deal).
    pub over: Signal<bool>,
}

/// The shared trick table's model of the person's view before a recorded action, for the
/// games drawn at it (provided by `trick_table::GameScreen`).
#[derive(Clone, Copy)]
pub struct ReviewBoard(pub Callback<usize, Option<TableModel>>);

/// One decision the review lists.
#[derive(Clone, Debug, PartialEq)]
struct Finding {
    decision: Decision,
    /// Its number among the reviewed moves, from 1.
    number: usize,
    chosen: serde_json::Value,
    cost: f64,
    estimates: Vec<Estimate>,
}

#[derive(Clone, Debug, PartialEq)]
enum Progress {
    Planning,
    Checking { done: usize, total: usize },
    Done { total: usize },
    Failed,
}

/// The button on the score sheet and the review it opens.
#[component]
pub fn ReviewOffer() -> impl IntoView {
    let i18n = use_i18n();
    let Some(source) = use_context::<ReviewSource>() else { return ().into_any() };
    let open = RwSignal::new(false);
    let label = move || if source.over.get() { i18n.t(REVIEW_GAME)().to_string() } else { review_this(i18n.lang(), source.game) };
    view! {
        <button class="review-offer" data-testid="review-offer" on:click=move |_| open.set(true)>{label}</button>
        <Sheet open=open class="game-review" testid="game-review" title=REVIEW_TITLE>
            <Lazy load=move || deferred_review(source, open) loading=i18n::LOADING failed=i18n::PART_LOAD_FAILED />
        </Sheet>
    }
    .into_any()
}

#[leptos::wasm_split::wasm_split(deferred_review, wasm_split_path = ::leptos::wasm_split, fallible)]
fn deferred_review(source: ReviewSource, open: RwSignal<bool>) -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
    Ok(view! { <ReviewPanel source=source open=open /> }.into_any())
}

/// The review's state, shared by the requests in flight (a run closed or started again is
/// no longer `run`, and its late replies are dropped).
#[derive(Clone, Copy)]
struct Run {
    id: RwSignal<u32>,
    progress: RwSignal<Progress>,
    findings: RwSignal<Vec<Finding>>,
    record: StoredValue<Option<Record>>,
    plan: StoredValue<Vec<Decision>>,
    margin: StoredValue<f64>,
}

impl Run {
    fn start(self, source: ReviewSource) {
        let id = self.id.get_untracked() + 1;
        self.id.set(id);
        self.findings.set(Vec::new());
        self.progress.set(Progress::Planning);
        let text = source.record.get_untracked();
        let Ok(rec) = record::parse(&text) else {
            self.progress.set(Progress::Failed);
            return;
        };
        self.record.set_value(Some(rec));
        let req = Request::ReviewPlan { record: text, seat: source.seat.get_untracked(), whole_game: source.over.get_untracked() };
        bot_client::ask(&req, move |reply| {
            if self.id.get_untracked() != id {
                return;
            }
            match reply {
                Ok(PlanReply { plan }) => {
                    self.margin.set_value(plan.margin);
                    self.plan.set_value(plan.decisions);
                    self.check(id, 0);
                }
                _ => self.progress.set(Progress::Failed),
            }
        });
    }

    /// Rates decision `k` of the plan, then the next.
    fn check(self, id: u32, k: usize) {
        let total = self.plan.with_value(Vec::len);
        if k == total {
            self.progress.set(Progress::Done { total });
            return;
        }
        self.progress.set(Progress::Checking { done: k, total });
        let decision = self.plan.with_value(|p| p[k].clone());
        let Some((cut, chosen)) = self.record.with_value(|r| r.as_ref().and_then(|r| Some((review::before(r, decision.at), review::chosen(r, decision.at)?))))
        else {
            self.progress.set(Progress::Failed);
            return;
        };
        bot_client::ask(&Request::Hint { record: cut.to_json() }, move |reply| {
            if self.id.get_untracked() != id {
                return;
            }
            let Ok(HintReply { estimates, .. }) = reply else {
                self.progress.set(Progress::Failed);
                return;
            };
            if let Some(cost) = review::judge(&estimates, &chosen, self.margin.get_value()) {
                self.findings.update(|f| {
                    f.push(Finding { decision, number: k + 1, chosen, cost, estimates });
                    f.sort_by(|a, b| b.cost.total_cmp(&a.cost).then(a.decision.at.cmp(&b.decision.at)));
                });
            }
            self.check(id, k + 1);
        });
    }
}

#[component]
fn ReviewPanel(source: ReviewSource, open: RwSignal<bool>) -> impl IntoView {
    let i18n = use_i18n();
    let run = Run {
        id: RwSignal::new(0),
        progress: RwSignal::new(Progress::Planning),
        findings: RwSignal::new(Vec::new()),
        record: StoredValue::new(None),
        plan: StoredValue::new(Vec::new()),
        margin: StoredValue::new(0.0),
    };
    let selected = RwSignal::new(None::<usize>);
    // A review runs each time the sheet opens (the game may have moved on), and stops when
    // it closes.
    Effect::new(move |_| {
        if open.get() {
            selected.set(None);
            untrack(|| run.start(source));
        } else {
            run.id.update(|i| *i += 1);
        }
    });
    let name_of = move |action: &serde_json::Value, lang: Lang| source.names.with(|n| crate::games::action_label(source.game, action, n, lang).unwrap_or_default());
    let list = move || {
        let lang = i18n.lang();
        let progress = run.progress.get();
        let findings = run.findings.get();
        let status = match &progress {
            Progress::Planning => Some(view! { <p data-testid="review-progress">{i18n.t(REVIEW_PLANNING)}</p> }.into_any()),
            Progress::Checking { done, total } => Some(
                view! {
                    <p data-testid="review-progress" data-done=*done data-total=*total>{progress_text(lang, *done, *total)}</p>
                    <progress max=*total value=*done></progress>
                }
                .into_any(),
            ),
            Progress::Failed => Some(view! { <p class="error" role="alert" data-testid="review-failed">{i18n.t(REVIEW_FAILED)}</p> }.into_any()),
            Progress::Done { total: 0 } => Some(view! { <p data-testid="review-done" data-total="0">{i18n.t(REVIEW_NO_DECISIONS)}</p> }.into_any()),
            Progress::Done { total } if findings.is_empty() => Some(view! { <p data-testid="review-done" data-total=*total>{i18n.t(REVIEW_NONE)}</p> }.into_any()),
            Progress::Done { total } => Some(view! { <p data-testid="review-done" data-total=*total>{found_text(lang, findings.len(), *total)}</p> }.into_any()),
        };
        let rows = findings
            .iter()
            .enumerate()
            .map(|(i, f)| {
                let best = review::best(&f.estimates).map(|b| name_of(&b.action, lang)).unwrap_or_default();
                view! {
                    <li>
                        <button class="finding" data-testid="finding" data-at=f.decision.at data-cost=f.cost.to_string() on:click=move |_| selected.set(Some(i))>
                            <span class="finding-deal">{where_text(lang, source.game, f.decision.deal, f.number)}</span>
                            <span class="finding-moves">
                                <span class="chosen">{name_of(&f.chosen, lang)}</span>" → "<span class="better">{best}</span>
                            </span>
                            <span class="finding-cost">{crate::engine::score::decimal(-f.cost, 1, true)}</span>
                        </button>
                    </li>
                }
            })
            .collect_view();
        view! {
            {status}
            {(!findings.is_empty()).then(|| view! { <p class="findings-key">{i18n.t(REVIEW_ARROW)}</p> })}
            <ol class="findings" data-testid="findings">{rows}</ol>
            <p class="note">{i18n.t(REVIEW_EXPLAIN)}</p>
            <div class="review-buttons">
                <button on:click=move |_| run.start(source)>{i18n.t(REVIEW_AGAIN)}</button>
                <button class="primary" on:click=move |_| open.set(false)>{i18n.t(i18n::CLOSE)}</button>
            </div>
        }
    };
    move || match selected.get().and_then(|i| run.findings.with(|f| f.get(i).cloned())) {
        None => list().into_any(),
        Some(f) => view! { <Position source=source finding=f back=Callback::new(move |()| selected.set(None)) /> }.into_any(),
    }
}

/// One reviewed position: the table as the person saw it, with the strong bot's move marked
/// in the hand, and every move with its estimate and reasons.
#[component]
fn Position(source: ReviewSource, finding: Finding, back: Callback<()>) -> impl IntoView {
    let i18n = use_i18n();
    let seat = source.seat.get_untracked();
    let best = review::best(&finding.estimates).map(|b| b.action.clone());
    let board = use_context::<ReviewBoard>().and_then(|b| b.0.run(finding.decision.at)).map(|model| {
        let model = Memo::new(move |_| TableModel { legal: CardSet::EMPTY, ..model.clone() });
        let mut marked = CardSet::EMPTY;
        if let Some(b) = &best {
            super::bot_settings::collect_cards(b, &mut marked);
        }
        let control = HandControl { enabled: Signal::stored(CardSet::EMPTY), selected: Signal::stored(CardSet::EMPTY), on_click: Callback::new(|_| {}), on_refused: None, plays: Signal::stored(false) };
        view! {
            <div class="review-board" data-testid="review-board">
                <Felt model=model names=source.names seat_extra=None seat_chips=None held=RwSignal::new(None) />
                {model.with_untracked(|m| m.playing && m.trick.is_empty() && m.to_play == Some(m.me)).then(|| view! { <p class="status">{i18n.t(REVIEW_YOU_LEAD)}</p> })}
                <Hand model=model control=control cards=None suggested=Signal::stored(marked) />
            </div>
        }
    });
    let mut estimates = finding.estimates.clone();
    estimates.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.value.total_cmp(&a.value)));
    let chosen = finding.chosen.clone();
    let rows = move || {
        let lang = i18n.lang();
        let names = source.names.get();
        let team = source.team.get();
        estimates
            .iter()
            .map(|e| {
                let why = reasons(e, seat, &team).iter().map(|r| r.text(lang, seat, &names)).collect::<Vec<_>>().join(" · ");
                let label = crate::games::action_label(source.game, &e.action, &names, lang).unwrap_or_default();
                let is_best = best.as_ref() == Some(&e.action);
                let is_chosen = e.action == chosen;
                view! {
                    <li class:best=is_best class:chosen=is_chosen data-testid="position-move" data-action=e.action.to_string() data-value=e.value.to_string()>
                        <span class="hint-action">{label}</span>
                        <span class="tags">
                            {is_chosen.then(|| view! { <span class="tag">{i18n.t(REVIEW_YOU_PLAYED)}</span> })}
                            {is_best.then(|| view! { <span class="tag best">{i18n.t(REVIEW_BETTER)}</span> })}
                        </span>
                        <span class="hint-value">{crate::engine::score::decimal(e.value, 1, true)}</span>
                        {(!why.is_empty()).then(|| view! { <span class="hint-why">{why}</span> })}
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <div class="review-position" data-testid="review-position" data-at=finding.decision.at>
            <p class="finding-deal">{move || where_text(i18n.lang(), source.game, finding.decision.deal, finding.number)}</p>
            {board}
            <h3>{i18n.t(REVIEW_ALL_MOVES)}</h3>
            <ol class="hint-rows">{rows}</ol>
            <button class="primary" data-testid="review-back" on:click=move |_| back.run(())>{i18n.t(REVIEW_BACK)}</button>
        </div>
    }
}

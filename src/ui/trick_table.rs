//! The table every trick-taking game shares: seats around the felt, the trick in the
//! middle, your hand, a status line and a score sheet. A game plugs in by turning its
//! seat's view into a [`TableModel`] ([`TableGame`]); its own pieces (face-up cards, route
//! maps, chips) go in the `extra` slot.

use super::i18n::{self, use_i18n, Lang};
use super::counts::CountFloat;
use super::explain::{Explain, POINTS_BY_TRICKS};
use super::widgets::{hand_keydown, suit_class, suit_symbol, CardFace, CardLabel, Sheet};
use crate::engine::cards::{Card, CardSet, Suit};
use crate::engine::trick::TrickCards;
use crate::engine::{Outcome, Ruleset, Seat};
use crate::ui::bot_settings::Hint;
pub use crate::ui::screen::seat_name;
use crate::play::service::performance_now;
use crate::ui::screen::{Screen, SessionGame, SessionScreen};
use crate::ui::table::{Speed, SpeedSetting};
use leptos::prelude::*;
use std::time::Duration;

/// What the shared table draws, taken from one seat's view.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct TableModel {
    pub seats: usize,
    pub me: Seat,
    pub dealer: Option<Seat>,
    pub to_play: Option<Seat>,
    /// True while cards are being played to tricks (not passing, drafting or scoring).
    pub playing: bool,
    pub hand: CardSet,
    /// The cards this seat may play now.
    pub legal: CardSet,
    pub hand_sizes: Vec<u8>,
    pub tricks_won: Vec<u8>,
    pub trick: TrickCards,
    /// The last finished trick and its winner, where the rules let players see it.
    pub last_trick: Option<FinishedTrick>,
    /// A short note under the winning card of the last trick ("second highest").
    pub win_note: Option<String>,
    /// The finished tricks of this deal with their winners, where the rules let players look
    /// back over them; `None` where they may not (Tricky Express A2, RWD R18...).
    pub review: Option<Vec<FinishedTrick>>,
}

/// A finished trick's plays in order and its winner.
pub type FinishedTrick = (TrickCards, Seat);

/// A trick game: its seat's view drawn as the shared trick table.
pub trait TableGame: SessionGame
where
    Self::View: Send + Sync + PartialEq,
    Self::Action: Send + Sync,
{
    fn model(view: &Self::View, lang: Lang) -> TableModel;
    fn play_card(card: Card) -> Self::Action;
    /// The line under each seat's name (its chips, bid or contract), where the game has one:
    /// every seat's box then has it.
    const SEAT_BADGE: Option<SeatBadge<Self::View>> = None;
    /// Each seat's chips, where chips change hands: a change floats off its box ("+1").
    const SEAT_CHIPS: Option<SeatChips<Self::View>> = None;
}

/// A seat's line under its name, from the view ([`TableGame::SEAT_BADGE`]).
pub type SeatBadge<V> = fn(&V, Seat, Lang) -> String;
/// A seat's chips, from the view ([`TableGame::SEAT_CHIPS`]).
pub type SeatChips<V> = fn(&V, Seat) -> i32;

impl<G: TableGame> Screen<G>
where
    G::View: Send + Sync + PartialEq,
    G::Action: Send + Sync,
{
    /// The table model of the seat shown.
    pub fn model(self) -> Memo<TableModel> {
        let i18n = use_i18n();
        let view = self.view;
        Memo::new(move |_| view.with(|v| G::model(v, i18n.lang())))
    }

    /// The person to act plays `card`.
    pub fn play(self) -> Callback<Card> {
        Callback::new(move |c: Card| self.act(G::play_card(c)))
    }
}

/// A finished trick kept on the table long enough to read, then swept to its winner.
#[derive(Clone, Debug, PartialEq)]
pub struct Held {
    pub plays: TrickCards,
    pub winner: Seat,
    /// Why the winning card won, when a special rule decided it.
    pub note: Option<String>,
    /// The cards are on their way to the winner.
    pub sweeping: bool,
    /// The move count when the trick finished: which trick the timers belong to.
    moves: usize,
}

/// How long (ms) a finished trick stays before it is swept to its winner: about 1.2 s at
/// the normal speed, longer when you won it or a special rule decided it, scaled like the
/// motion by the bots' speed (none at the tests' instant speed).
fn hold_ms(speed: Speed, yours: bool, noted: bool) -> f64 {
    (1200.0 + if yours { 500.0 } else { 0.0 } + if noted { 700.0 } else { 0.0 }) * speed.motion()
}

/// The sweep to the winner (the stylesheet's `.trick.sweep`: 350 ms × `--motion`).
const SWEEP_MS: f64 = 350.0;

/// Keeps each newly finished trick on show and has the bots wait for it (`hold`): a trick
/// finished by a move just made (not one resumed or undone to) is held, then swept. A card
/// led meanwhile (you won it and play on) ends the show at once.
fn hold_finished_tricks(model: Memo<TableModel>, moves: Signal<usize>, hold: RwSignal<f64>) -> RwSignal<Option<Held>> {
    let speed = expect_context::<SpeedSetting>().0;
    let held = RwSignal::new(None::<Held>);
    Effect::new(move |before: Option<(Option<FinishedTrick>, usize)>| {
        let (last, leading, me, note) = model.with(|m| (m.last_trick.clone(), !m.trick.is_empty(), m.me, m.win_note.clone()));
        let moves = moves.get();
        let finished_now = matches!((&last, &before), (Some(_), Some((was, at))) if *was != last && moves > *at);
        let speed = speed.get_untracked();
        match &last {
            Some((plays, winner)) if finished_now && !leading && speed.motion() > 0.0 => {
                let ms = hold_ms(speed, *winner == me, note.is_some());
                held.set(Some(Held { plays: plays.clone(), winner: *winner, note, sweeping: false, moves }));
                hold.set(performance_now() + ms + SWEEP_MS * speed.motion());
                set_timeout(
                    move || {
                        held.try_update(|h| {
                            if let Some(h) = h.as_mut().filter(|h| h.moves == moves) {
                                h.sweeping = true;
                            }
                        });
                    },
                    Duration::from_millis(ms as u64),
                );
                set_timeout(
                    move || {
                        held.try_update(|h| {
                            if h.as_ref().is_some_and(|h| h.moves == moves) {
                                *h = None;
                            }
                        });
                    },
                    Duration::from_millis((ms + SWEEP_MS * speed.motion()) as u64),
                );
            }
            _ if (leading || before.as_ref().is_some_and(|(_, at)| moves < *at)) && held.with_untracked(Option::is_some) => {
                held.set(None);
                hold.set(0.0);
            }
            _ => {}
        }
        (last, moves)
    });
    held
}

/// "You won the trick with ♠A" (and why, when a special rule decided it).
fn won_trick_line(held: &Held, names: &[String], lang: Lang) -> String {
    let who = names.get(held.winner as usize).cloned().unwrap_or_default();
    let card = held.plays.iter().find(|(s, _)| *s == held.winner).map(|(_, c)| crate::text::card(&c.to_string(), lang));
    let mut line = match (lang, card) {
        (Lang::En, Some(c)) => format!("{who} won the trick with {c}"),
        (Lang::Ja, Some(c)) => format!("{who}が{c}でトリックを取りました"),
        (_, None) => i18n::won_trick(lang, &who),
    };
    if let Some(n) = &held.note {
        line = format!("{line} · {n}");
    }
    line
}

/// A whole trick table: the session screen with the felt (seats and trick) as its body, the
/// status line from the table model, the hand below, and the trick review. The game's hooks
/// ([`SessionGame`], [`TableGame`]) give what is fixed per game; the props are the slots for
/// what it draws or does its own way.
#[component]
pub fn GameScreen<G: TableGame, S, SV>(
    screen: Screen<G>,
    rules: Ruleset,
    sheet: S,
    #[prop(optional)] extra: Option<ChildrenFn>,
    #[prop(optional)] below_hand: Option<ChildrenFn>,
    /// What tapping a card does, when it is not "play it" (passing, choosing).
    #[prop(optional)]
    hand: Option<HandControl>,
    /// Replaces the status line of the game's hooks (e.g. while passing).
    #[prop(optional)]
    status: Option<Signal<Option<String>>>,
    /// The hand's cards in display order, when a hand can hold two copies of a card
    /// (otherwise the model's `hand`).
    #[prop(optional)]
    hand_cards: Option<Signal<Vec<Card>>>,
    /// Each seat's own trump suit, where every player has their own (My Trump): marked on
    /// the seat, on the cards it plays and on the trumps in your hand.
    #[prop(optional)]
    trumps: Option<Signal<Vec<Option<Suit>>>>,
) -> impl IntoView
where
    G::View: Send + Sync + PartialEq,
    G::Action: Send + Sync,
    S: Fn() -> SV + Send + Sync + 'static,
    SV: IntoView + 'static,
{
    let i18n = use_i18n();
    let model = screen.model();
    let names = screen.names;
    let v = screen.view;
    let held = hold_finished_tricks(model, Signal::derive(move || screen.session.with(|s| s.moves())), screen.hold);
    // While a finished trick is on show its winner has the status line to itself.
    let status_line = Signal::derive(move || {
        let lang = i18n.lang();
        held.with(|h| h.as_ref().map(|h| names.with(|n| won_trick_line(h, n, lang)))).unwrap_or_else(|| {
            status
                .and_then(|s| s.get())
                .or_else(|| screen.game_status(lang))
                .unwrap_or_else(|| model.with(|m| names.with(|n| status_text(m, n, lang))))
        })
    });
    let hand = hand.unwrap_or_else(|| HandControl::play(model, screen.play()));
    // A reviewed position drawn at this table: the person's view before that action.
    provide_context(crate::ui::review::ReviewBoard(Callback::new(move |at: usize| {
        let lang = i18n.lang();
        screen.session.with_untracked(|s| s.game_at(at).map(|g| G::model(&g.view(s.viewer()), lang)))
    })));
    let trumps = Trumps(trumps);
    let seat_extra = G::SEAT_BADGE.map(|f| Callback::new(move |s: Seat| v.with(|v| f(v, s, i18n.lang()))));
    let seat_chips = G::SEAT_CHIPS.map(|f| Callback::new(move |s: Seat| v.with(|v| f(v, s))));
    let body: ChildrenFn =
        std::sync::Arc::new(move || view! { <Felt model=model names=names seat_extra=seat_extra seat_chips=seat_chips held=held trumps=trumps /> }.into_any());
    let tools: ChildrenFn = std::sync::Arc::new(move || view! { <TrickReview model=model names=names trumps=trumps /> }.into_any());
    let below: ChildrenFn = std::sync::Arc::new(move || {
        view! {
            {below_hand.clone().map(|b| view! { <div class="phase-panel">{b()}</div> })}
            <Hand model=model control=hand cards=hand_cards trumps=trumps suggested=Signal::derive(move || screen.hint.with(Hint::suggested_cards)) />
        }
        .into_any()
    });
    view! {
        <SessionScreen
            screen=screen
            rules=rules
            status=status_line
            // The sheet at the end of a deal waits until its last trick has been seen.
            show_sheet=Signal::derive(move || v.with(G::sheet_due) && held.with(Option::is_none))
            sheet=sheet
            body=body
            extra=extra
            tools=Some(tools)
            below=Some(below)
            tricks_won=Signal::derive(move || model.with(|m| m.tricks_won.clone()))
        />
    }
}

/// Where seat `seat` sits, as a unit vector from the middle of the trick: you at the
/// bottom, the next seat clockwise (your left) at the left, and on round to the right.
/// Played cards lie on an ellipse along it, travel in along it from their seat, and a
/// finished trick is swept along the winner's.
fn direction(seat: Seat, me: Seat, n: usize) -> (f64, f64) {
    let rel = (seat as usize + n - me as usize) % n;
    let phi = std::f64::consts::TAU * rel as f64 / n as f64;
    // The browser's sine and cosine: Rust's would link libm's (about 5 KB) into the Wasm.
    (-js_sys::Math::sin(phi), js_sys::Math::cos(phi))
}

/// `seat`'s direction as the stylesheet's `--{x}` and `--{y}`.
fn place(seat: Seat, me: Seat, n: usize, (x, y): (&str, &str)) -> String {
    use crate::engine::score::decimal;
    let (dx, dy) = direction(seat, me, n);
    format!("--{x}:{};--{y}:{}", decimal(dx, 3, false), decimal(dy, 3, false))
}

/// Which edge of the felt a seat's box sits on, seen from you at the bottom: the seats less
/// than 112.5° clockwise from you (your left) go up the left edge, those within 67.5° of
/// straight across along the top (up to four of ten), the rest down the right edge. The
/// boxes have their own rows and columns of the felt's grid, so they never cover the trick
/// in the middle.
fn side(rel: usize, n: usize) -> usize {
    match rel * 16 {
        0 => 3,
        a if a < 5 * n => 0,
        a if a <= 11 * n => 1,
        _ => 2,
    }
}

/// Each seat's own trump suit where the game has personal trumps (see [`GameScreen`]).
#[derive(Clone, Copy, Default)]
pub struct Trumps(Option<Signal<Vec<Option<Suit>>>>);

impl Trumps {
    /// Seat `seat`'s own trump suit, if it has one.
    fn of(self, seat: Seat) -> Option<Suit> {
        self.0.and_then(|t| t.with(|t| t.get(seat as usize).copied().flatten()))
    }
    /// Whether `card` is a trump for the seat that holds or played it.
    fn marks(self, seat: Seat, card: Card) -> bool {
        self.of(seat) == Some(card.suit())
    }
}

/// Seats around the felt and the trick in the middle.
#[component]
pub fn Felt(
    model: Memo<TableModel>,
    names: Signal<Vec<String>>,
    seat_extra: Option<Callback<Seat, String>>,
    seat_chips: Option<Callback<Seat, i32>>,
    held: RwSignal<Option<Held>>,
    #[prop(optional)] trumps: Trumps,
) -> impl IntoView {
    let seats = move || model.with(|m| (m.seats, m.me));
    view! {
        <div class="felt" data-seats=move || seats().0>
            {move || {
                let (n, me) = seats();
                // Your box first, then on round clockwise: the reading order is the seats'.
                [(3, "mine"), (0, "left"), (1, "top"), (2, "right")]
                    .into_iter()
                    .map(|(edge, class)| {
                        let here = (0..n).filter(|rel| side(*rel, n) == edge).map(|rel| ((rel + me as usize) % n) as Seat);
                        view! {
                            <div class=format!("side {class}")>
                                {here.map(|s| view! { <SeatBox seat=s me=me model=model names=names extra=seat_extra chips=seat_chips trumps=trumps /> }).collect_view()}
                            </div>
                        }
                    })
                    .collect_view()
            }}
            <TrickArea model=model held=held trumps=trumps />
        </div>
    }
}

/// One seat's box: name, dealer, tricks won, cards in hand and the game's own line.
#[component]
fn SeatBox(
    seat: Seat,
    me: Seat,
    model: Memo<TableModel>,
    names: Signal<Vec<String>>,
    extra: Option<Callback<Seat, String>>,
    chips: Option<Callback<Seat, i32>>,
    trumps: Trumps,
) -> impl IntoView {
    let i18n = use_i18n();
    let s = seat;
    let extra = extra.map(|f| move || f.run(s));
    view! {
        <div class="seat" class:me=s == me class:active=move || model.with(|m| m.to_play == Some(s)) data-seat=s>
            <span class="seat-name">
                {move || names.with(|n| n.get(s as usize).cloned().unwrap_or_default())}
                {move || trumps.of(s).map(|t| view! {
                    <span class=format!("seat-trump {}", suit_class(t)) data-testid=format!("trump-{s}") data-suit=t.letter().to_string()>
                        {suit_symbol(t)}
                    </span>
                })}
            </span>
            <Show when=move || model.with(|m| m.dealer == Some(s))>
                <span class="dealer-chip">{i18n.t(i18n::DEALER)}</span>
            </Show>
            <span class="seat-stats">
                <span class="tricks-won" data-testid=format!("tricks-{s}")>
                    {i18n.t(i18n::TRICKS)}" "{move || model.with(|m| m.tricks_won.get(s as usize).copied().unwrap_or(0))}
                </span>
                <Show when=move || s != me>
                    <span class="cards-left" title=i18n.t(i18n::CARDS_IN_HAND)>
                        <span class="mini-back" aria-hidden="true"></span>
                        {move || model.with(|m| m.hand_sizes.get(s as usize).copied().unwrap_or(0))}
                    </span>
                </Show>
                {chips.map(|c| view! { <CountFloat value=Signal::derive(move || c.run(s)) /> })}
                {extra.map(|e| view! { <span class="seat-extra">{e}</span> })}
            </span>
        </div>
    }
}

/// The cards on the table: each play, and whether it has just arrived (it travels in).
#[derive(Clone, PartialEq)]
struct OnShow {
    plays: Vec<(Seat, Card, bool)>,
    winner: Option<Seat>,
    note: Option<String>,
}

/// Items, each marked if it has just arrived ([`arrivals`]).
type Arrived<T> = Vec<(T, bool)>;

/// Marks the items of `now` that are not in `before` (they have just arrived); when `now`
/// is what was there before, the marks stay as they were. (Redrawing a list whose items are
/// all still there then changes nothing, and only new cards move.)
fn arrivals<T: PartialEq + Copy>(now: Vec<T>, before: Option<&[(T, bool)]>) -> Vec<(T, bool)> {
    match before {
        Some(b) if b.len() == now.len() && b.iter().zip(&now).all(|(x, y)| x.0 == *y) => b.to_vec(),
        _ => now.into_iter().map(|x| (x, !before.is_some_and(|b| b.iter().any(|y| y.0 == x)))).collect(),
    }
}

/// The trick in progress; after a trick, the finished trick while it is held, its winner
/// marked, then swept to the winner's seat. Each card comes in from its seat as it is
/// played, and when a new hand is dealt a back flies out to each seat.
#[component]
fn TrickArea(model: Memo<TableModel>, held: RwSignal<Option<Held>>, trumps: Trumps) -> impl IntoView {
    let i18n = use_i18n();
    let (n, me) = model.with_untracked(|m| (m.seats, m.me));
    let shown = Memo::new(move |before: Option<&OnShow>| {
        let (plays, winner, note) = held.with(|h| match h {
            Some(h) => (h.plays.clone(), Some(h.winner), h.note.clone()),
            None => (model.with(|m| m.trick.clone()), None, None),
        });
        let before: Option<Vec<_>> = before.map(|b| b.plays.iter().map(|&(s, c, a)| ((s, c), a)).collect());
        let plays = arrivals(plays.to_vec(), before.as_deref()).into_iter().map(|((s, c), a)| (s, c, a)).collect();
        OnShow { plays, winner, note }
    });
    let sweep = move || held.with(|h| h.as_ref().filter(|h| h.sweeping).map(|h| place(h.winner, me, n, ("wx", "wy"))));
    let moving = expect_context::<SpeedSetting>().0;
    // The seats dealt a new hand (none before); not on the first look at a table.
    let dealt = Memo::new(move |before: Option<&(Vec<u8>, Vec<Seat>)>| {
        let sizes = model.with(|m| m.hand_sizes.clone());
        let grew = match before {
            Some((was, _)) if moving.get_untracked().motion() > 0.0 => {
                (0..sizes.len()).filter(|&s| sizes[s] > 0 && was.get(s) == Some(&0)).map(|s| s as Seat).collect()
            }
            _ => Vec::new(),
        };
        (sizes, grew)
    });
    view! {
        <div class="trick" role="group" class:sweep=move || sweep().is_some() style=sweep aria-label=i18n.t(i18n::CURRENT_TRICK) data-testid="trick">
            {move || {
                shown.with(|s| {
                    s.plays
                        .iter()
                        .map(|&(seat, card, arriving)| {
                            let won = s.winner == Some(seat);
                            let note = if won { s.note.clone() } else { None };
                            // In the lower half of the trick its note goes above it, off your seat box.
                            let low = direction(seat, me, n).1 > 0.5;
                            view! {
                                <div class="played" class:arriving=arriving class:low=low style=place(seat, me, n, ("dx", "dy")) data-seat=seat>
                                    <CardFace card=card winner=won trump=trumps.marks(seat, card) />
                                    {note.map(|t| view! { <span class="win-note" data-testid="win-note">{t}</span> })}
                                </div>
                            }
                        })
                        .collect_view()
                })
            }}
            {move || {
                dealt.with(|d| {
                    d.1.iter()
                        .filter(|s| **s != me)
                        .enumerate()
                        .map(|(k, s)| view! { <span class="card back dealt" style=format!("{};--k:{k}", place(*s, me, n, ("dx", "dy"))) aria-hidden="true"></span> })
                        .collect_view()
                })
            }}
        </div>
    }
}

/// What the hand at the bottom does: which cards can be tapped, which are marked as chosen
/// (passing), and what a tap does. By default: the legal cards play.
#[derive(Clone, Copy)]
pub struct HandControl {
    pub enabled: Signal<CardSet>,
    pub selected: Signal<CardSet>,
    pub on_click: Callback<Card>,
    /// A tap on a card that is not enabled: when given, the card stays tappable and this
    /// asks the game, whose refusal says why ("you must follow ♦", "not your turn").
    pub on_refused: Option<Callback<Card>>,
    /// Whether a tap plays the card (rather than choosing it for a pass): then, with "tap
    /// twice to play" on in the settings, the first tap only lifts it.
    pub plays: Signal<bool>,
}

impl HandControl {
    pub fn play(model: Memo<TableModel>, on_play: Callback<Card>) -> HandControl {
        HandControl {
            enabled: Signal::derive(move || {
                model.with(|m| if m.playing && m.to_play == Some(m.me) { m.legal } else { CardSet::EMPTY })
            }),
            selected: Signal::derive(|| CardSet::EMPTY),
            on_click: on_play,
            on_refused: Some(on_play),
            plays: Signal::stored(true),
        }
    }

    /// With "tap twice to play" on, the card a first tap lifted (anything that changes what
    /// may be played drops it), and a tap on an enabled card: it lifts the card, or taps it.
    fn lifting(self) -> (RwSignal<Option<Card>>, impl Fn(Card) + Copy) {
        let lifted = RwSignal::new(None::<Card>);
        Effect::new(move |_| {
            self.enabled.track();
            lifted.set(None);
        });
        let tap = move |c: Card| {
            if self.plays.get_untracked() && super::table::tap_twice() && lifted.get_untracked() != Some(c) {
                lifted.set(Some(c));
            } else {
                lifted.set(None);
                self.on_click.run(c);
            }
        };
        (lifted, tap)
    }
}

/// Your hand, sorted by suit and rank; cards you can tap are raised, arrow keys move
/// between them and Enter taps. `cards`, when given, replaces `model.hand` as the cards
/// drawn, in its order: for games whose hands can hold two copies of a card. Only new
/// cards come in (the others are drawn again where they were), one after another as if
/// dealt; the stylesheet lays them out in at most two rows on a phone (one on a wide screen), the
/// cards overlapping as much as they must (`--n`, `--n2`: cards in all and per row).
#[component]
pub fn Hand(
    model: Memo<TableModel>,
    control: HandControl,
    cards: Option<Signal<Vec<Card>>>,
    #[prop(optional)] trumps: Trumps,
    /// The cards of the hint's best move, marked.
    #[prop(optional)]
    suggested: Option<Signal<CardSet>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let (lifted, tap) = control.lifting();
    let (list, rows) = hand_cards(model, cards);
    view! {
        <div
            class="hand"
            role="group"
            aria-label=i18n.t(i18n::YOUR_HAND)
            data-testid="hand"
            style=move || list.with(|l| format!("--n:{};--n2:{};--rows:{}", l.len().max(1), l.len().div_ceil(2).max(1), rows.get().1))
            on:keydown=hand_keydown
        >
            <div class="hand-cards">
                {move || {
                    let enabled = control.enabled.get();
                    let selected = control.selected.get();
                    let me = model.with(|m| m.me);
                    let suggested = suggested.map(|s| s.get()).unwrap_or(CardSet::EMPTY);
                    let mut dealt = 0;
                    list.get()
                        .into_iter()
                        .map(|(c, new)| {
                            let legal = enabled.contains(c);
                            dealt += new as usize;
                            view! {
                                <button
                                    class=format!("card face {}", suit_class(c.suit()))
                                    class:legal=legal
                                    class:selected=selected.contains(c)
                                    class:dealt=new
                                    class:trump=trumps.marks(me, c)
                                    class:suggested=suggested.contains(c)
                                    class:lifted=move || lifted.get() == Some(c)
                                    disabled={!legal && control.on_refused.is_none()}
                                    aria-disabled=(!legal).then_some("true")
                                    aria-pressed=selected.contains(c).then_some("true")
                                    data-card=c.to_string()
                                    style=new.then(|| format!("--i:{dealt}"))
                                    on:click=move |_| match (legal, control.on_refused) {
                                        (true, _) => tap(c),
                                        (false, Some(refused)) => {
                                            lifted.set(None);
                                            refused.run(c)
                                        }
                                        (false, None) => {}
                                    }
                                >
                                    <CardLabel card=c />
                                </button>
                            }
                        })
                        .collect_view()
                }}
            </div>
        </div>
    }
}

/// The hand's cards in order, each marked if it has just been dealt (or passed) to you; and
/// the rows the hand keeps room for on a phone (with the count they were set for): two for a
/// hand of more than six cards, kept through the deal (a new hand is a larger one) so the
/// felt does not jump.
fn hand_cards(model: Memo<TableModel>, cards: Option<Signal<Vec<Card>>>) -> (Memo<Arrived<Card>>, Memo<(usize, usize)>) {
    let list = Memo::new(move |before: Option<&Arrived<Card>>| {
        let hand = match cards {
            Some(c) => c.get(),
            None => model.with(|m| m.hand.sorted_for_display()),
        };
        arrivals(hand, before.map(Vec::as_slice))
    });
    let rows = Memo::new(move |before: Option<&(usize, usize)>| {
        let n = list.with(Vec::len);
        match before {
            Some(&(was, rows)) if n <= was => (n, rows),
            _ => (n, if n > 6 { 2 } else { 1 }),
        }
    });
    (list, rows)
}

/// "Your turn" / "West is thinking…", announced to screen readers (the winner of a trick
/// has the line to itself while the trick is held: [`won_trick_line`]).
pub fn status_text(m: &TableModel, names: &[String], lang: Lang) -> String {
    let name = |s: Seat| names.get(s as usize).cloned().unwrap_or_default();
    match m.to_play {
        Some(s) if s == m.me && m.playing => i18n::YOUR_TURN.get(lang).to_string(),
        Some(s) if s != m.me => i18n::turn_of(lang, &name(s)),
        _ => String::new(),
    }
}

pub use crate::text::signed;

/// Per-deal points for games that score by tricks: a row per finished deal (with the trick
/// counts of the deal just finished), totals, and ranks and the winner at the end.
#[component]
pub fn PointsSheet(
    names: Signal<Vec<String>>,
    rows: Signal<Vec<Vec<i32>>>,
    last_tricks: Signal<Vec<u8>>,
    totals: Signal<Vec<i32>>,
    over: Signal<bool>,
    key: Signal<String>,
    /// What the key means, shown on a tap of its label.
    #[prop(optional)]
    key_legend: Option<i18n::Msg>,
    /// The end-of-game line and places, and the sheet's buttons.
    end: SheetEnd,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <SheetFrame over=over end=end>
            <ScoreTable names=names totals=totals over=over places=end.places>
                {move || {
                    let rows = rows.get();
                    let last = rows.len();
                    let tricks = last_tricks.get();
                    rows.into_iter()
                        .enumerate()
                        .map(|(d, row)| {
                            let show_tricks = d + 1 == last;
                            view! {
                                <tr data-testid=format!("deal-row-{}", d + 1)>
                                    <th scope="row">{d + 1}</th>
                                    {row.iter()
                                        .enumerate()
                                        .map(|(s, p)| {
                                            let t = show_tricks.then(|| tricks.get(s).copied()).flatten();
                                            view! {
                                                <td data-points=*p data-tricks=t.map(|t| t.to_string()).unwrap_or_default()>
                                                    {t.map(|t| view! { <span class="sheet-tricks">{t}" → "</span> })}
                                                    <span class="sheet-points">{signed(*p)}</span>
                                                </td>
                                            }
                                        })
                                        .collect_view()}
                                </tr>
                            }
                        })
                        .collect_view()
                }}
            </ScoreTable>
            <p class="points-key" data-testid="points-key">
                {key_legend.map(|body| view! {
                    <Explain title=POINTS_BY_TRICKS body=body testid="legend-key"><span>{i18n.t(POINTS_BY_TRICKS)}</span></Explain>
                    {i18n.t(crate::text::COLON)}
                })}
                {move || key.get()}
            </p>
        </SheetFrame>
    }
}

/// A header cell over several columns of a score sheet (a pair over its players and their
/// pair score), with a class for its colours.
#[derive(Clone, Debug, PartialEq)]
pub struct ColumnGroup {
    pub label: String,
    pub span: usize,
    pub class: String,
}

/// A score sheet's table, scrolling inside the sheet: a corner label over the row labels
/// (deals), a header cell per column (usually the seats), then the game's rows. `groups`,
/// when given, adds a header row above the columns (partnerships over their players).
#[component]
pub fn ScoresTable(
    columns: Signal<Vec<String>>,
    #[prop(optional)] corner: Option<i18n::Msg>,
    #[prop(optional)] groups: Option<Signal<Vec<ColumnGroup>>>,
    #[prop(optional)] class: &'static str,
    #[prop(optional, into)] testid: Option<String>,
    children: Children,
) -> impl IntoView {
    let i18n = use_i18n();
    let corner = move || view! { <th rowspan=groups.map(|_| 2)>{corner.map(|m| i18n.t(m)())}</th> };
    view! {
        <div class="sheet-scroll">
            <table class=format!("scores {class}").trim_end().to_string() data-testid=testid>
                <thead>
                    {groups.map(|g| view! {
                        <tr>
                            {corner()}
                            {move || g.get().into_iter().map(|c| view! { <th colspan=c.span class=c.class>{c.label}</th> }).collect_view()}
                        </tr>
                    })}
                    <tr>
                        // The corner labels the row headers; `scope="col"` marks the columns.
                        {groups.is_none().then(corner)}
                        {move || columns.get().into_iter().map(|n| view! { <th scope="col">{n}</th> }).collect_view()}
                    </tr>
                </thead>
                {children()}
            </table>
        </div>
    }
}

/// A sheet of points per deal: a column per seat, the game's rows (one per deal, each a
/// `<tr>` of a `<th>` and a `<td>` per seat), the totals, and the places once the game is over.
#[component]
pub fn ScoreTable(
    names: Signal<Vec<String>>,
    totals: Signal<Vec<i32>>,
    over: Signal<bool>,
    places: Signal<Vec<u8>>,
    /// A class of the game's own for the table, next to `scores`.
    #[prop(optional)]
    class: &'static str,
    children: Children,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <ScoresTable corner=i18n::DEAL columns=names class=class>
            <tbody>{children()}</tbody>
            <tfoot>
                <tr data-testid="totals">
                    <th scope="row">{i18n.t(i18n::TOTAL)}</th>
                    {move || totals.get().into_iter().map(|t| view! { <td data-total=t>{signed(t)}</td> }).collect_view()}
                </tr>
                <Show when=move || over.get()>
                    <tr data-testid="ranks">
                        <th scope="row">{i18n.t(i18n::RANK)}</th>
                        {move || places.get().into_iter().map(|r| view! { <td>{r}</td> }).collect_view()}
                    </tr>
                </Show>
            </tfoot>
        </ScoresTable>
    }
}

/// What a score sheet shows of the game's end and what its buttons do. A played table gives
/// its screen's (`Screen::sheet_end`); the companion page gives its own.
#[derive(Clone, Copy)]
pub struct SheetEnd {
    /// The game's own result, once it is over.
    pub outcome: Signal<Option<Outcome>>,
    /// The winner line ("West wins!", "A draw"), empty until the game is over.
    pub winner: Signal<String>,
    /// Places per seat once the game is over (1 = first; shared places repeat).
    pub places: Signal<Vec<u8>>,
    pub on_next: Callback<()>,
    pub on_new_game: Callback<()>,
}

/// Provided by a page that shows a game's score sheet in its own flow (the companion page):
/// every sheet then draws in place, without the backdrop and without the buttons of a
/// played table's sheet.
#[derive(Clone, Copy)]
pub struct InlineSheet;

/// The frame every score sheet shares: the title (score sheet, or game over), the winner
/// line at the end, the game's own tables, and the button on (next deal or game, or a new
/// game, the way home and the check of the deals). Within an [`InlineSheet`] page: the
/// title, the winner line and the tables only.
#[component]
pub fn SheetFrame(
    over: Signal<bool>,
    end: SheetEnd,
    /// The game's own headline in place of the winner line (e.g. RWD's result after each
    /// game of a match).
    #[prop(optional)]
    winner: Option<Signal<String>>,
    #[prop(optional)] next_label: Option<i18n::Msg>,
    /// Shown before the game is over too.
    #[prop(optional)]
    always_show_winner: bool,
    children: Children,
) -> impl IntoView {
    let i18n = use_i18n();
    let next_label = next_label.unwrap_or(i18n::NEXT_DEAL);
    let winner = winner.unwrap_or(end.winner);
    let title = move || if over.get() { i18n::GAME_OVER.get(i18n.lang()) } else { i18n::SCORE_SHEET.get(i18n.lang()) };
    let winner_line = move || view! {
        <Show when=move || always_show_winner || over.get()>
            <p class="winner" data-testid="winner">{move || winner.get()}</p>
        </Show>
    };
    if use_context::<InlineSheet>().is_some() {
        return view! {
            <section class="sheet inline" aria-labelledby="sheet-title" data-testid="score-sheet">
                <h2 id="sheet-title">{title}</h2>
                {winner_line()}
                {children()}
            </section>
        }
        .into_any();
    }
    view! {
        <div class="sheet-backdrop">
            <section class="sheet" role="dialog" aria-modal="true" aria-labelledby="sheet-title" data-testid="score-sheet">
                <h2 id="sheet-title">{title}</h2>
                {winner_line()}
                {children()}
                <Show
                    when=move || over.get()
                    fallback=move || view! { <button class="primary" on:click=move |_| end.on_next.run(()) autofocus>{i18n.t(next_label)}</button> }
                >
                    <button class="primary" on:click=move |_| end.on_new_game.run(()) autofocus>{i18n.t(i18n::NEW_GAME)}</button>
                    <a class="button" href="?">{i18n.t(i18n::HOME)}</a>
                </Show>
                // What people share and look back on comes first; the deals' check (seed,
                // salt, hash) last.
                <super::review::ReviewOffer />
                <Show when=move || over.get()>
                    <GameOverTools />
                </Show>
            </section>
        </div>
    }
    .into_any()
}

/// What every game-over sheet offers below its buttons and the review: the deal of the day's
/// result when it was the day's deal, the challenge (its results at a challenge's table, else
/// "challenge a friend"), then the check of the deals.
#[component]
pub fn GameOverTools() -> impl IntoView {
    view! {
        <super::daily::DailyAtEnd />
        <super::challenge::ChallengeAtEnd />
        <super::fairness::DealCheck />
    }
}

/// "Tricks this deal": every finished trick of the deal in order, the winner's card marked,
/// for games whose rules allow looking back. Also the game log of plays.
#[component]
pub fn TrickReview(model: Memo<TableModel>, names: Signal<Vec<String>>, #[prop(optional)] trumps: Trumps) -> impl IntoView {
    let i18n = use_i18n();
    let open = RwSignal::new(false);
    let tricks = move || model.with(|m| m.review.clone().unwrap_or_default());
    view! {
        <Show when=move || model.with(|m| m.review.as_ref().is_some_and(|r| !r.is_empty()))>
            <button class="undo" data-testid="review" on:click=move |_| open.set(true)>{i18n.t(i18n::REVIEW)}</button>
        </Show>
        <Sheet open=open class="review-sheet" testid="review-sheet" title=i18n::REVIEW>
            <ol class="review-list">
                {move || tricks().into_iter().map(|(plays, w)| view! {
                    <li data-winner=w>
                        {plays.into_iter().map(|(s, c)| {
                            let who = names.with(|n| n.get(s as usize).cloned().unwrap_or_default());
                            view! { <span class="review-play" class:won=s == w><span class="who">{who}</span><CardFace card=c winner=s == w trump=trumps.marks(s, c) /></span> }
                        }).collect_view()}
                    </li>
                }).collect_view()}
            </ol>
            <button class="primary" on:click=move |_| open.set(false)>{i18n.t(i18n::DISMISS)}</button>
        </Sheet>
    }
}

//! Provably fair deals at the table (`records::fairness`): the deal's fingerprint in the
//! menu from the start, the seed revealed at the end with the same check `torite-cli verify`
//! makes, "report this deal" (the record as a file), and a short page on how deals are made.
//! The session screen provides [`FairDeal`]; the menu and the end-of-game sheet read it, so
//! neither needs to know the game.

use super::i18n::{use_i18n, Lang};
use super::screen::SessionGame;
use super::widgets::{json_download_href, Lazy, Sheet};
use crate::play::session::Session;
use crate::records::fairness::{verify_text, Commitment, Unverified, Verified, SALT_BYTES};
use crate::text::msgs;
use leptos::prelude::*;

msgs! {
    FINGERPRINT = "Deal fingerprint" / "配札のフィンガープリント";
    FINGERPRINT_NONE = "none (a game saved before fingerprints)" / "なし（フィンガープリントを示す前に保存されたゲーム）";
    FINGERPRINT_AT_START = "Fingerprint shown at the start" / "最初に示したフィンガープリント";
    SEED_REVEALED = "Deal seed, now revealed" / "公開されたシード値";
    SALT = "Salt" / "ソルト";
    CHECK_DEALS = "Check the deals" / "配札を確かめる";
    CHECKED_OK = "✓ Fair: the seed matches the fingerprint, and every deal of this game is the one the seed gives." / "✓ 公正です。シードはフィンガープリントと合い、このゲームの配札はすべてシードどおりです。";
    CHECKED_FAILED = "✗ Not fair" / "✗ 公正ではありません";
    REPORT_DEAL = "Report this deal" / "この配札を報告";
    HOW_DEALS_ARE_MADE = "Fair deals" / "公正な配札";
    HELP_DEALS = "How deals are made. Each game starts from a random number, the deal seed, drawn from your browser's secure random source. Every shuffle and every chance event of the game (who deals first, each deal) comes from that seed, in order, so the seed alone decides every deal: how anybody plays never changes the cards to come." / "配札の決め方。ゲームごとに、ブラウザーの安全な乱数からシード値という数を1つ選びます。シャッフルなど、ゲーム中の偶然で決まること（最初のディーラー、毎回の配札）はすべて、このシードから順に決まります。誰がどう遊んでも、この先に配られるカードは変わりません。";
    HELP_FINGERPRINT = "The fingerprint. Before the first card is dealt, the menu shows the deal fingerprint: the start of a {sha} hash of the seed and a random salt. It pins the seed down without giving it away: the seed cannot be worked out from it, and no other seed gives the same fingerprint. When the game ends, the seed and the salt are shown. Until then the seed is kept from you too: it decides every deal to come. (Sharing a link with “The same deal” puts the seed in the link.)" / "配札のフィンガープリント。最初のカードを配る前に、メニューに配札のフィンガープリントを示します。シードとランダムなソルトから計算した{sha}ハッシュの先頭です。フィンガープリントからシードを割り出すことはできず、別のシードで同じフィンガープリントを作ることもできないので、シードを明かさずに決めておけます。ゲームが終わると、シードとソルトを公開します。この先の配札がすべてシードで決まるため、それまではあなたにもシードを示しません。（「同じ配札で」を選んでリンクを共有すると、リンクにシードが入ります。）";
    HELP_BOTS = "What the bots see. A bot sees only what its seat may see: its own hand, the cards played, and what the rules show everyone. The easy bot plays any playable card or move; the normal bot follows rules of thumb; the hard bot imagines many deals of the cards it cannot see, each one fitting what it has seen, and tries its moves in them. No bot reads another hand or the seed, and tests check this for every game. The bots draw their own random choices from a separate stream, so they cannot steer the deals." / "CPUに見えるもの。CPUに見えるのは、その席から見えるものだけです。自分の手札、出されたカード、ルール上みんなに見える情報です。弱いCPUは出せる手から無作為に選び、普通のCPUは経験則で選び、強いCPUは見えないカードの配り方を、見えた情報と矛盾しないようにたくさん想像して、その中で手を試します。ほかの人の手札やシードを読むCPUはなく、すべてのゲームでテストして確かめています。CPUの無作為な選択は別の乱数列から取るので、配札を左右できません。";
    HELP_CHECK = "How to check a deal. When the game ends, tap “Check the deals”: the app hashes the seed and salt again and compares the result with the fingerprint, then deals the whole game again from the seed and compares every deal with the one you played. Compare the fingerprint with the one you saw at the start, too. “Report this deal” saves the game's record (seed, salt, bot levels and every move) as a file; anyone can check it with {cmd}." / "配札の確かめ方。ゲームが終わったら「配札を確かめる」をタップしてください。シードとソルトからフィンガープリントを計算し直して比べ、シードからゲーム全体を配り直して、実際の配札と1回ずつ比べます。最初に見たフィンガープリントと同じかどうかも見比べてください。「この配札を報告」で、ゲームの記録（シード、ソルト、CPUの強さ、すべての手）をファイルに保存できます。誰でも{cmd}で確かめられます。";
}

/// What the help's placeholders stand for: names, the same in both languages.
fn help_text(text: &str) -> String {
    text.replace("{sha}", "SHA-256").replace("{cmd}", "torite-cli verify")
}

/// A fresh salt from the browser's random source; `None` when there is none (the game then
/// makes no commitment rather than a guessable one).
pub fn random_salt() -> Option<[u8; SALT_BYTES]> {
    let mut salt = [0u8; SALT_BYTES];
    getrandom::fill(&mut salt).ok().map(|_| salt)
}

/// A new game's session, its seed committed to before the first deal when the browser
/// gives random bytes for the salt.
pub fn new_session<G: SessionGame>(rules: &crate::engine::Ruleset, seed: u64, seats: Vec<crate::records::record::SeatInfo>) -> Session<G>
where
    G::View: Send + Sync + PartialEq,
    G::Action: Send + Sync,
{
    match random_salt() {
        Some(salt) => Session::new_committed(rules, seed, &salt, seats),
        None => Session::new(rules, seed, seats),
    }
}

/// The table's deal, as the menu and the end-of-game sheet need it (provided by the session
/// screen).
#[derive(Clone, Copy)]
pub struct FairDeal {
    pub commitment: Signal<Option<Commitment>>,
    pub seed: Signal<u64>,
    /// Whether the game has ended: the seed is shown only then.
    pub over: Signal<bool>,
    pub game: &'static str,
    /// The record so far, as text (what "report this deal" saves and the check reads).
    pub record: Signal<String>,
}

impl FairDeal {
    pub fn provide<G: SessionGame>(session: RwSignal<Session<G>>)
    where
        G::View: Send + Sync + PartialEq,
        G::Action: Send + Sync,
    {
        provide_context(FairDeal {
            commitment: Signal::derive(move || session.with(|s| s.commitment().cloned())),
            seed: Signal::derive(move || session.with(|s| s.seed())),
            over: Signal::derive(move || session.with(|s| s.game.turn() == crate::engine::game::Turn::Over)),
            game: session.with_untracked(|s| s.rules.game.id),
            record: Signal::derive(move || session.with(|s| s.record().to_json())),
        });
    }
}

/// The menu's line: the deal's fingerprint, from before the first deal; then the help.
#[component]
pub fn FingerprintLine() -> impl IntoView {
    let i18n = use_i18n();
    let Some(deal) = use_context::<FairDeal>() else { return ().into_any() };
    view! {
        <p class="fingerprint-line">
            {i18n.t(FINGERPRINT)}{i18n.t(super::i18n::COLON)}
            {move || match deal.commitment.get() {
                Some(c) => view! { <code data-testid="fingerprint">{c.fingerprint()}</code> }.into_any(),
                None => view! { <span data-testid="fingerprint-none">{i18n.t(FINGERPRINT_NONE)}</span> }.into_any(),
            }}
        </p>
        // A child of the menu itself, not of the line: the menu hides its children when it
        // closes, all but the sheets they open.
        <FairnessHelp />
    }
    .into_any()
}

/// The end of the game: the seed revealed, the fingerprint it was committed to, the check
/// and "report this deal". A lazily loaded chunk: its words, the help and the record's error
/// messages are not part of a table's first load.
#[component]
pub fn DealCheck() -> impl IntoView {
    view! { <Lazy load=deferred_deal_check loading=super::i18n::LOADING failed=super::i18n::PART_LOAD_FAILED /> }
}

#[leptos::wasm_split::wasm_split(deferred_deal_check, wasm_split_path = ::leptos::wasm_split, fallible)]
fn deferred_deal_check() -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
    Ok(view! { <DealCheckItems /> }.into_any())
}

#[component]
fn DealCheckItems() -> impl IntoView {
    let i18n = use_i18n();
    let Some(deal) = use_context::<FairDeal>() else { return ().into_any() };
    let result = RwSignal::new(None::<Result<Verified, Unverified>>);
    let report_href = move || json_download_href(&deal.record.get());
    let file_name = move || format!("torite-{}-{}.json", deal.game, deal.seed.get());
    let verdict = move || {
        result.get().map(|r| match r {
            Ok(_) => view! { <p class="deal-verdict ok" role="status" data-testid="check-result" data-ok="true">{i18n.t(CHECKED_OK)}</p> }.into_any(),
            Err(e) => view! {
                <p class="deal-verdict failed" role="alert" data-testid="check-result" data-ok="false">
                    {i18n.t(CHECKED_FAILED)}{i18n.t(super::i18n::COLON)}{move || e.message(i18n.lang())}
                </p>
            }
            .into_any(),
        })
    };
    view! {
        <div class="deal-check" data-testid="deal-check">
            <p>
                {i18n.t(SEED_REVEALED)}{i18n.t(super::i18n::COLON)}<code data-testid="revealed-seed">{move || deal.seed.get()}</code>
            </p>
            {move || deal.commitment.get().map(|c| view! {
                <p>{i18n.t(SALT)}{i18n.t(super::i18n::COLON)}<code class="salt" data-testid="revealed-salt">{c.salt.clone()}</code></p>
                <p>{i18n.t(FINGERPRINT_AT_START)}{i18n.t(super::i18n::COLON)}<code data-testid="end-fingerprint">{c.fingerprint()}</code></p>
            })}
            <div class="deal-buttons">
                <button data-testid="check-deal" on:click=move |_| result.set(Some(verify_text(&deal.record.get_untracked())))>
                    {i18n.t(CHECK_DEALS)}
                </button>
                <a class="button" href=report_href download=file_name data-testid="report-deal">{i18n.t(REPORT_DEAL)}</a>
                <FairnessHelp />
            </div>
            {verdict}
        </div>
    }
    .into_any()
}

/// The "Fair deals" page: how deals are made, what the bots see, how to check a deal.
#[component]
pub fn FairnessHelp() -> impl IntoView {
    let i18n = use_i18n();
    let open = RwSignal::new(false);
    let para = move |m: crate::text::Msg| {
        move || {
            let text = help_text(m.get(i18n.lang()));
            // The heading is the first sentence ("How deals are made."), in bold on a line
            // of its own, without its full stop.
            let cut = if i18n.lang() == Lang::Ja { text.find('。').map(|i| i + '。'.len_utf8()) } else { text.find(". ").map(|i| i + 1) };
            let (head, rest) = text.split_at(cut.unwrap_or(0));
            view! { <p><strong>{head.trim_end_matches(['.', '。']).to_string()}</strong>{rest.trim_start().to_string()}</p> }
        }
    };
    view! {
        <button class="fair-help" data-testid="fairness-help" on:click=move |_| open.set(true)>{i18n.t(HOW_DEALS_ARE_MADE)}</button>
        <Sheet open=open class="rules-sheet fairness-sheet" testid="fairness-sheet" title=HOW_DEALS_ARE_MADE>
            {para(HELP_DEALS)}
            {para(HELP_FINGERPRINT)}
            {para(HELP_BOTS)}
            {para(HELP_CHECK)}
            <button class="primary" on:click=move |_| open.set(false)>{i18n.t(super::i18n::DISMISS)}</button>
        </Sheet>
    }
}

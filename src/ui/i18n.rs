//! The app's shared messages (a game's own words live in its folder, `games/<game>/messages.rs`).
//! Every message is a [`Msg`] with both languages side by side, so a string missing in one
//! language does not compile. Messages with values are functions.

use leptos::prelude::*;

pub use crate::records::messages::ruleset_error;
pub use crate::text::terms::{DEAL, DEALER};
pub use crate::text::{Lang, Msg, COLON};
use crate::text::msgs;

/// The saved choice, else the browser's languages, else English.
pub fn detect_lang() -> Lang {
    if let Some(l) = super::storage::get("torite.lang").and_then(|c| Lang::from_code(&c)) {
        return l;
    }
    let nav = window().navigator();
    let langs = nav.languages();
    for i in 0..langs.length() {
        if let Some(l) = langs.get(i).as_string().and_then(|c| Lang::from_code(&c)) {
            return l;
        }
    }
    nav.language().and_then(|c| Lang::from_code(&c)).unwrap_or(Lang::En)
}

/// How option `id`'s `value` of `game` reads, from the game's own messages.
pub fn option_text(game: &str, id: &str, value: &str, lang: Lang) -> String {
    crate::games::option_label(game, id, value, lang).unwrap_or_else(|| format!("{id} = {value}"))
}

/// The current language, provided at the app root.
#[derive(Clone, Copy)]
pub struct I18n(pub RwSignal<Lang>);

pub fn use_i18n() -> I18n {
    expect_context::<I18n>()
}

impl I18n {
    pub fn lang(self) -> Lang {
        self.0.get()
    }
    /// A reactive text for a static message.
    pub fn t(self, m: Msg) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
        move || m.get(self.0.get())
    }
    pub fn set(self, l: Lang) {
        super::storage::set("torite.lang", l.code());
        self.0.set(l);
    }
}

msgs! {
    APP_NAME = "Torite" / "トリテ";
    /// Beside the name on the home page: the name in the other language.
    APP_NAME_OTHER = "トリテ" / "Torite";
    TAGLINE = "Japanese designer trick-taking games vs bots." / "日本の創作トリテをCPUと。オフラインでも。";
    GAMES = "Games" / "ゲーム";
    PLAY = "Play" / "遊ぶ";
    COMING_SOON = "Coming soon" / "準備中";
    LANGUAGE_SWITCH = "日本語" / "English";
    LANGUAGE_SWITCH_LABEL = "Switch language" / "言語を切り替える";
    HOME = "Games" / "ゲーム一覧";
    YOUR_TURN = "Your turn: tap a raised card" / "あなたの番です。出せるカードをタップしてください";
    YOU = "You" / "あなた";
    /// The other player of a two-player game.
    OPPONENT = "Opponent" / "相手";
    SEAT_LEFT = "West" / "西";
    SEAT_ACROSS = "North" / "北";
    SEAT_RIGHT = "East" / "東";
    TRICKS = "Tricks" / "トリック";
    YOUR_HAND = "Your hand" / "あなたの手札";
    CURRENT_TRICK = "Cards on the table" / "場のカード";
    SCORE_SHEET = "Score sheet" / "得点表";
    TOTAL = "Total" / "合計";
    RANK = "Rank" / "順位";
    NEXT_DEAL = "Next deal" / "次のディールへ";
    GAME_OVER = "Game over" / "ゲーム終了";
    NEW_GAME = "New game" / "新しいゲーム";
    SPEED = "Bot speed" / "CPUの速さ";
    SPEED_SLOW = "Slow" / "ゆっくり";
    SPEED_NORMAL = "Normal" / "ふつう";
    SPEED_FAST = "Fast" / "速い";
    BAD_LINK_TITLE = "This link cannot be opened" / "このリンクは開けません";
    BAD_LINK_DEFAULT = "Play with the standard rules" / "標準ルールで遊ぶ";
    RULES_IN_PLAY = "Rules" / "ルール";
    SEED_LABEL = "Deal seed" / "シード値";
    SEED_AT_END = "shown when the game ends" / "ゲーム終了時に公開";
    NO_TRUMP_NOTE = "No trump · must follow suit" / "切り札なし・マストフォロー";
    CARDS_IN_HAND = "Cards in hand" / "手札の枚数";
    LEFTOVER = "Face-up, out of play" / "表向きの余り札（使わない）";
    FACE_DOWN = "face-down card" / "裏向きの札";
    MATCH_WINS = "Games won" / "勝利数";
    UNDO = "Undo" / "一手戻す";
    UNDO_LABEL = "Take back your last move" / "最後の一手を取り消す";
    SAVE_PROBLEM = "Your saved game could not be restored, so a new game has started. The saved data is kept." / "保存されていたゲームを復元できなかったため、新しいゲームを始めました。保存データは残してあります。";
    EXPORT_SAVE = "Download the saved data" / "保存データをダウンロード";
    UNSAVED_FULL = "This game cannot be saved: the browser's storage for this page is full." / "このゲームを保存できません。このページ用のブラウザの保存領域がいっぱいです。";
    UNSAVED_BLOCKED = "This game cannot be saved: the browser does not let this page store data (private browsing, or a setting)." / "このゲームを保存できません。ブラウザがこのページにデータの保存を許可していません（プライベートブラウズや設定による）。";
    UNSAVED_REFUSED = "This game cannot be saved: the browser refused to store it." / "このゲームを保存できません。ブラウザが保存を拒否しました。";
    UNSAVED_GOES_ON = "You can go on playing in this tab; download the game to keep it." / "このタブではそのまま遊べます。残すにはゲームをダウンロードしてください。";
    EXPORT_GAME = "Download this game" / "このゲームをダウンロード";
    TAB_ELSEWHERE = "This game is open in another tab, which keeps playing it. This tab does not save it." / "このゲームは別のタブで開かれていて、そちらで続いています。このタブでは保存しません。";
    TAB_TAKEN_OVER = "You went on with this game in another tab, so this tab no longer saves it." / "このゲームは別のタブで続けられたため、このタブではもう保存しません。";
    PLAY_HERE = "Play here instead" / "このタブで続ける";
    STORAGE_KEPT = "Saved games and statistics: kept by the browser until you clear them." / "保存ゲームと成績：消去するまでブラウザが保持します。";
    STORAGE_NOT_KEPT = "Saved games and statistics: the browser may clear them when it runs short of space." / "保存ゲームと成績：空き容量が少ないとブラウザが消去することがあります。";
    STORAGE_REFUSED = "Saved games and statistics: the browser did not agree to keep them; it may clear them when it runs short of space." / "保存ゲームと成績：ブラウザが保持を認めませんでした。空き容量が少ないと消去されることがあります。";
    STORAGE_UNSUPPORTED = "Saved games and statistics: this browser cannot say whether it keeps them; export a backup to be safe." / "保存ゲームと成績：このブラウザは保持するかどうかを示しません。念のためバックアップを書き出してください。";
    STORAGE_ASK = "Ask the browser to keep them" / "保持をブラウザに求める";
    DISMISS = "Dismiss" / "閉じる";
    CONTINUE = "Continue your game" / "続きから遊ぶ";
    SHARE = "Share" / "共有";
    SHARE_SAME_DEAL = "The same deal (include the deal seed)" / "同じ配札で（シード値を含める）";
    SHARE_VIA = "Share…" / "共有…";
    COPY_LINK = "Copy link" / "リンクをコピー";
    SHARE_LINK = "Link to this game" / "このゲームのリンク";
    COPIED = "Link copied" / "リンクをコピーしました";
    SHARED = "Shared" / "共有しました";
    INTRO_TITLE = "Rules for this table" / "このテーブルのルール";
    STANDARD = "standard" / "標準";
    START = "Start" / "始める";
    ALL_STANDARD = "All options are standard." / "すべて標準ルールです。";
    CHIPS_NOW = "Chips" / "チップ";
    STATISTICS = "Your statistics" / "あなたの成績";
    STATS_PLAYED = "Games" / "ゲーム数";
    STATS_WINS = "Wins" / "勝ち";
    STATS_AVERAGE = "Average score" / "平均得点";
    LAB_LINK = "Balance lab" / "バランス検証ラボ";
    COMPANION_LINK = "Score sheet for real cards" / "実物のカード用の得点表";
    LAB_LINK_NOTE = "For designers: bots play many games of a ruleset to show seat advantages and score spreads." / "デザイナー向け：CPU同士の多数のゲームで、席の有利不利や得点の分布を調べます。";
    STATS_SCORES = "Score per game" / "ゲームごとの得点";
    STATS_WIN_RATE = "Win rate so far (%)" / "通算勝率（%）";
    STATS_EMPTY = "No finished games yet: a game you finish is counted here." / "終えたゲームはまだありません。最後まで遊んだゲームがここに記録されます。";
    BACKUP_EXPLAIN = "A backup file holds these statistics and every saved game, to keep them or move them to another browser." / "バックアップファイルには、この成績と保存中のすべてのゲームが入ります。保管や別のブラウザへの移動に使えます。";
    BACKUP_EXPORT = "Download a backup" / "バックアップをダウンロード";
    BACKUP_IMPORT = "Restore from a file" / "ファイルから復元";
    BACKUP_IMPORT_FAILED = "Nothing was imported. " / "何も読み込んでいません。";
    BACKUP_NOT_WRITTEN = "Nothing was imported: the browser's storage cannot be written (full or blocked)." / "何も読み込んでいません。ブラウザの保存領域に書き込めません（満杯か、ブロックされています）。";
    BACKUP_UNREADABLE = "The file could not be read." / "ファイルを読めませんでした。";
    RULES = "Rules" / "ルール";
    REVIEW = "Tricks" / "履歴";
    RULES_REFERENCE = "Rules reference" / "ルール説明";
    CARD_SIZE = "Card size" / "カードの大きさ";
    CARD_SMALL = "Small" / "小";
    CARD_NORMAL = "Normal" / "中";
    CARD_LARGE = "Large" / "大";
    UNDO_SETTING = "Allow undo" / "「一手戻す」を使う";
    TAP_TWICE_SETTING = "Tap twice to play (the first tap lifts the card)" / "2回タップで出す（1回目はカードを持ち上げるだけ）";
    HINT = "Hint" / "ヒント";
    HINT_LABEL = "Ask the strong bot what it would play" / "強いCPUならどうするか聞く";
    TABLE_LOADING = "Setting up the table…" / "テーブルを準備しています…";
    TABLE_LOAD_FAILED = "This game's table could not be loaded. Check the connection and try again; your saved game is kept." / "このゲームのテーブルを読み込めませんでした。接続を確認してもう一度お試しください。保存したゲームは残っています。";
    RETRY = "Try again" / "もう一度";
    LOADING = "Loading…" / "読み込み中…";
    HOME_LOAD_FAILED = "The game list could not be loaded. Check the connection and try again." / "ゲーム一覧を読み込めませんでした。接続を確認してもう一度お試しください。";
    PART_LOAD_FAILED = "This part of the app could not be loaded. Check the connection and try again." / "この部分を読み込めませんでした。接続を確認してもう一度お試しください。";
    RULES_LOAD_FAILED = "The rules could not be loaded. Check the connection and try again." / "ルールを読み込めませんでした。接続を確認してもう一度お試しください。";
    BOTS_UNAVAILABLE = "The bots could not start here; they play random legal moves." / "CPUを起動できませんでした。CPUは出せる手からランダムに選びます。";
    HINT_ASKING = "Thinking about your move…" / "あなたの手を考えています…";
    HINT_TITLE = "The strong bot suggests" / "強いCPUのおすすめ";
    HINT_EXPLAIN = "Best first: the moves the strong bot tried most. The number is the points it expects for you this deal, compared with the others' average (higher is better)." / "上から、強いCPUがいちばん多く試した手です。数字はこのディールでの得点の見込み（他のプレイヤーの平均との差、大きいほど良い）。";
    HINT_UNTRIED = "Not tried: the bot found better moves first" / "試していない手（ほかの手のほうが有望）";
    HINT_UNTRIED_NOTE = "—: a move the bot did not try, as others looked better; it has no estimate." / "—：ほかの手のほうが有望なので、CPUが試さなかった手です（見込みはありません）。";
    HINT_FAILED = "No hint this time. Try again after the next move." / "今回はヒントを出せませんでした。次の手のあとでもう一度お試しください。";
    BOTS = "Bots" / "CPU";
    BOTS_TITLE = "How strong each bot plays" / "CPUの強さ";
    BOTS_EXPLAIN = "Changes apply from the bot's next move and are kept for new games." / "変更はCPUの次の手から有効で、次のゲームにも引き継がれます。";
    LEVEL_EASY = "Easy" / "やさしい";
    LEVEL_NORMAL = "Normal" / "ふつう";
    LEVEL_HARD = "Strong" / "つよい";
    CLOSE = "Close" / "閉じる";
    PASS = "Pass" / "パス";
    DOUBLE = "Double" / "ダブル";
    REDOUBLE = "Redouble" / "リダブル";
    AUCTION = "Bids so far" / "これまでのビッド";
    YOUR_CALL = "Your bid" / "あなたのビッド";
    BID_NUMBER = "Number" / "数";
}

/// "Same deal as the link's sender (seed 42)" / "送り主と同じ配札（シード 42）".
pub fn same_deal_note(lang: Lang, seed: u64) -> String {
    match lang {
        Lang::En => format!("Same deal as the link's sender (seed {seed})"),
        Lang::Ja => format!("送り主と同じ配札（シード {seed}）"),
    }
}

/// After a changed option: " (standard: 0 tricks scores -5)" / "（標準：0トリックは-5点）".
pub fn standard_note(lang: Lang, standard: &str) -> String {
    crate::text::in_brackets(lang, &format!("{}{}{standard}", STANDARD.get(lang), COLON.get(lang)))
}

pub fn deal_of(lang: Lang, n: u8, of: u8) -> String {
    match lang {
        Lang::En => format!("Deal {n} of {of}"),
        Lang::Ja => format!("第{n}ディール（全{of}）"),
    }
}

/// After a backup was imported: the statistics of `games` games and `saves` saved games.
pub fn backup_imported(lang: Lang, games: usize, saves: usize) -> String {
    match lang {
        Lang::En => format!("Imported: statistics of {games} game{}, {saves} saved game{}.", plural(games), plural(saves)),
        Lang::Ja => format!("読み込みました：{games}種類のゲームの成績、保存ゲーム{saves}件。"),
    }
}

/// A run's progress: games played of all.
pub fn games_of(lang: Lang, done: u64, total: u64) -> String {
    match lang {
        Lang::En => format!("{done} of {total} games"),
        Lang::Ja => format!("{total}ゲーム中{done}ゲーム"),
    }
}

/// What a statistics chart shows, spoken: the game, how many games, the range and the latest.
pub fn stats_chart_label(lang: Lang, title: &str, what: &str, games: usize, lo: &str, hi: &str, last: &str) -> String {
    match lang {
        Lang::En => format!("{title}: {what}, last {games} game{}: from {lo} to {hi}, latest {last}", plural(games)),
        Lang::Ja => format!("{title}：{what}、直近{games}ゲーム：{lo}から{hi}、最新{last}"),
    }
}

/// The games whose game in progress here was kept instead of the file's.
pub fn backup_kept(lang: Lang, titles: &str) -> String {
    match lang {
        Lang::En => format!("Kept the game in progress here for {titles} (the file's was not restored)."),
        Lang::Ja => format!("{titles}は、このブラウザで進行中のゲームを残しました（ファイルの分は復元していません）。"),
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

pub fn turn_of(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("{name} is thinking…"),
        Lang::Ja => format!("{name}が考えています…"),
    }
}

pub fn won_trick(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("{name} won the trick"),
        Lang::Ja => format!("{name}がトリックを取りました"),
    }
}

pub fn players_count(lang: Lang, counts: &[u8]) -> String {
    let (lo, hi) = (counts.iter().min().copied().unwrap_or(0), counts.iter().max().copied().unwrap_or(0));
    let range = if lo == hi { lo.to_string() } else { format!("{lo}{}{hi}", if lang == Lang::Ja { "〜" } else { "–" }) };
    match lang {
        Lang::En => format!("{range} players"),
        Lang::Ja => format!("{range}人"),
    }
}

/// The hint's fold of its other moves.
pub fn hint_more(lang: Lang, n: usize) -> String {
    match lang {
        Lang::En if n == 1 => "1 more move".into(),
        Lang::En => format!("{n} more moves"),
        Lang::Ja => format!("ほかの{n}手"),
    }
}

//! The message catalogue. Every message is a [`Msg`] with both languages side by side, so a
//! string missing in one language does not compile. Messages with values are functions.

use crate::engine::ruleset::RulesetError;
use leptos::prelude::*;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Lang {
    Ja,
    En,
}

impl Lang {
    pub fn code(self) -> &'static str {
        match self {
            Lang::Ja => "ja",
            Lang::En => "en",
        }
    }
    pub fn from_code(code: &str) -> Option<Lang> {
        match code.get(..2)? {
            "ja" => Some(Lang::Ja),
            "en" => Some(Lang::En),
            _ => None,
        }
    }
    /// The saved choice, else the browser's languages, else English.
    pub fn detect() -> Lang {
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
}

#[derive(Clone, Copy)]
pub struct Msg {
    pub en: &'static str,
    pub ja: &'static str,
}

impl Msg {
    pub fn get(self, lang: Lang) -> &'static str {
        match lang {
            Lang::Ja => self.ja,
            Lang::En => self.en,
        }
    }
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

macro_rules! msgs {
    ($($name:ident = $en:literal / $ja:literal;)*) => {
        $(pub const $name: Msg = Msg { en: $en, ja: $ja };)*
    };
}

msgs! {
    APP_NAME = "Torite" / "トリテ";
    TAGLINE = "Japanese designer trick-taking games. Play against bots, on your phone, offline." / "日本の創作トリックテイキングゲーム。ボットと対戦、スマホで、オフラインでも。";
    GAMES = "Games" / "ゲーム";
    PLAY = "Play" / "遊ぶ";
    COMING_SOON = "Coming soon" / "準備中";
    LANGUAGE_SWITCH = "日本語" / "English";
    LANGUAGE_SWITCH_LABEL = "Switch language" / "言語を切り替える";
    HOME = "Games" / "ゲーム一覧";
    YOUR_TURN = "Your turn: tap a raised card" / "あなたの番です。浮いているカードを出してください";
    YOU = "You" / "あなた";
    SEAT_LEFT = "West" / "西";
    SEAT_ACROSS = "North" / "北";
    SEAT_RIGHT = "East" / "東";
    TRICKS = "Tricks" / "トリック";
    DEALER = "Dealer" / "親";
    YOUR_HAND = "Your hand" / "あなたの手札";
    CURRENT_TRICK = "Cards on the table" / "場のカード";
    SCORE_SHEET = "Score sheet" / "得点表";
    DEAL = "Deal" / "ディール";
    TOTAL = "Total" / "合計";
    RANK = "Rank" / "順位";
    NEXT_DEAL = "Next deal" / "次のディールへ";
    GAME_OVER = "Game over" / "ゲーム終了";
    NEW_GAME = "New game" / "新しいゲーム";
    SAME_RULES_AGAIN = "Play again" / "もう一度遊ぶ";
    SPEED = "Bot speed" / "ボットの速さ";
    SPEED_SLOW = "Slow" / "ゆっくり";
    SPEED_NORMAL = "Normal" / "ふつう";
    SPEED_FAST = "Fast" / "速い";
    BAD_LINK_TITLE = "This link cannot be opened" / "このリンクは開けません";
    BAD_LINK_DEFAULT = "Play with the standard rules" / "標準ルールで遊ぶ";
    RULES_IN_PLAY = "Rules" / "ルール";
    SEED_LABEL = "Deal seed" / "配札シード";
    DEFAULT_RULES = "standard rules" / "標準ルール";
    PLAYERS = "players" / "人";
    NO_TRUMP_NOTE = "No trump · must follow suit" / "切り札なし・マストフォロー";
    TRICKS_THIS_DEAL = "Tricks this deal" / "このディールのトリック数";
    POINTS = "Points" / "得点";
    CARDS_IN_HAND = "Cards in hand" / "手札の枚数";
    LEFTOVER = "Face-up, out of play" / "表向きの余り札（使わない）";
    SCORING_TABLE = "Scoring table" / "得点表（トリック数→点）";
    SECOND_HIGHEST = "second highest" / "2番目に強い";
    ONLY_LED_CARD = "only card of the suit led" / "台札だけ";
    SECOND_RULE_NOTE = "No trump · must follow · the second-highest card of the suit led wins" / "切り札なし・マストフォロー・台札と同じスートで2番目に強いカードが勝ち";
    EXTENDED_COUNTS_ON = "9–10 players allowed" / "9〜10人も可";
    EXTENDED_COUNTS_OFF = "up to 8 players" / "8人まで";
    PASS_FORCED_TITLE = "Pass 1 (forced cards)" / "第1パス（指定札）";
    PASS_FREE_TITLE = "Pass 2 (any cards)" / "第2パス（自由）";
    PASS_TO_RIGHT = "To your right" / "右隣へ";
    PASS_TO_LEFT = "To your left" / "左隣へ";
    PASS_CONFIRM = "Pass these cards" / "このカードを渡す";
    PASS_CLEAR = "Choose again" / "選び直す";
    PASS_HINT = "Tap a raised card for your right-hand neighbour, then one for your left." / "浮いているカードから、右隣へ渡す札、左隣へ渡す札の順に選んでください。";
    PASS_WAITING = "Waiting for the others to pass…" / "他の人が渡す札を選んでいます…";
    RECEIVED = "You received" / "受け取った札";
    ROUTE_MAP = "Route map" / "路線図";
    TE_RULE_NOTE = "No trump · must follow · each trick adds its winner's station to the route" / "切り札なし・マストフォロー・トリックの勝者の駅が路線に加わる";
    BASE_POINTS = "Base" / "基本点";
    TOP_BONUS = "Top bonus" / "トップボーナス";
    SECOND_BONUS = "Second bonus" / "セカンドボーナス";
    DEAL_SCORE = "Deal score" / "ディール得点";
    DEVELOPMENT_BONUS = "Development bonus" / "発展ボーナス";
    LONG_PASS = "longest pass" / "第1ロングパス";
    RWD_RULE_NOTE = "Spades are trump · first half: draft counter-clockwise, the last card taken sets the lead · second half: must follow, clockwise" / "スペードが切り札・前半は反時計回りにドラフトし、最後に取られた札が台札・後半は時計回りのマストフォロー";
    FIRST_HALF = "First half: draft" / "前半（リワインド）";
    SECOND_HALF = "Second half: play" / "後半（プレイ）";
    ROW_1 = "Row 1: take one" / "1列目（ここから1枚取る）";
    ROW_2 = "Row 2: next" / "2列目（次の列）";
    PICK_ORDER = "Pick order" / "取る順番";
    TAKE_FACE_DOWN = "Take the face-down card" / "裏向きの札を取る";
    FACE_DOWN = "face-down card" / "裏向きの札";
    CHIPS = "Chips" / "チップ";
    YOUR_PICK = "Your pick: tap a card in row 1" / "あなたの番です。1列目から1枚取ってください";
    SCORE = "Score" / "得点";
    DRAW = "A draw: every score is 0" / "引き分け（全員0点）";
    NEXT_GAME = "Next game" / "次のゲームへ";
    MATCH_WINS = "Games won" / "勝利数";
    LEAD_SUIT = "lead" / "台札";
    HIDDEN = "hidden" / "非公開";
    UNDO = "Undo" / "一手戻す";
    UNDO_LABEL = "Take back your last move" / "最後の一手を取り消す";
    SAVE_PROBLEM = "Your saved game could not be restored, so a new game has started. The saved data is kept:" / "保存されていたゲームを復元できなかったため、新しいゲームを始めました。保存データは残してあります：";
    EXPORT_SAVE = "Download the saved data" / "保存データをダウンロード";
    DISMISS = "Dismiss" / "閉じる";
    CONTINUE = "Continue your game" / "続きから遊ぶ";
    SHARE = "Share" / "共有";
    SHARE_SAME_DEAL = "The same deal (include the deal seed)" / "同じ配札で（配札シードを含める）";
    SHARE_VIA = "Share…" / "共有…";
    COPY_LINK = "Copy link" / "リンクをコピー";
    COPIED = "Link copied" / "リンクをコピーしました";
    SHARED = "Shared" / "共有しました";
    INTRO_TITLE = "Rules for this table" / "このテーブルのルール";
    STANDARD = "standard" / "標準";
    SAME_DEAL_NOTE = "Same deal as the link's sender (seed" / "送り主と同じ配札（シード";
    START = "Start" / "始める";
    ALL_STANDARD = "All options are standard." / "すべて標準ルールです。";
    LOO_RULE_NOTE = "The turned-up card's suit is trump · must follow · each trick takes a fifth of the pot" / "めくった札のスートが切り札・マストフォロー・1トリックごとにポットの5分の1";
    TRUMP = "Trump" / "切り札";
    POT = "Pot" / "ポット";
    SHARE_PER_TRICK = "per trick" / "1トリックあたり";
    DECLARE_PROMPT = "Play this deal or drop?" / "このディールに出ますか、下りますか？";
    DECLARE_IN = "Play (出る)" / "出る";
    DECLARE_DROP = "Drop (下りる)" / "下りる";
    DECLARED_IN = "in" / "出";
    DECLARED_DROP = "out" / "下り";
    LOO = "Loo" / "ルー";
    NET = "Chips won or lost" / "チップの増減";
    CHIPS_NOW = "Chips" / "チップ";
    TWN_RULE_NOTE = "Two colours · a card of the other colour is trump · a void player must play their highest card · trick winners leave the deal" / "2色・台札と違う色は切り札・フォローできない人は一番強い札を出す・トリックを取った人はディールから抜ける";
    DISH = "Dish" / "皿";
    OUT_OF_DEAL = "left the deal" / "抜け";
    TAKES_CHIPS = "Winner takes" / "勝者の取り分";
    STATISTICS = "Your statistics" / "あなたの成績";
    STATS_PLAYED = "Games" / "ゲーム数";
    STATS_WINS = "Wins" / "勝ち";
    STATS_AVERAGE = "Average score" / "平均得点";
    STATS_EXPORT = "Export (JSON)" / "書き出し（JSON）";
    STATS_IMPORT_LABEL = "Import: paste exported statistics" / "読み込み：書き出した成績を貼り付け";
    STATS_IMPORT = "Import" / "読み込む";
    STATS_IMPORTED = "Statistics imported." / "成績を読み込みました。";
    STATS_IMPORT_FAILED = "These are not Torite statistics:" / "トリテの成績データではありません：";
    RULES = "Rules" / "ルール";
    REVIEW = "Tricks" / "履歴";
    RULES_REFERENCE = "Rules reference" / "ルール説明";
    ARSENE_RULE_NOTE = "Must follow · diamonds are trump when a ♦6–♦10 lies face up, else no trump · your tricks (1–5) pick the jewel shop you rob; a trick winner may push it to the nearest player with the same count" / "マストフォロー・♦6〜♦10が表向きならダイヤが切り札、なければ切り札なし・取ったトリック数（1〜5）で襲う宝石店が決まる・同じトリック数の一番近い人にトリックを押し付けられる";
    SHOPS = "Jewel shops" / "宝石店";
    TOKENS = "Tokens" / "トークン";
    EXEMPT_USED = "exemption used" / "免除済み";
    EDGE = "Edge" / "場の端";
    TAKE_EDGE_PROMPT = "Take one of the face-down edge cards" / "場の端の裏向きの札を1枚取ってください";
    TRUMP_PROMPT = "Place a ♦6–♦10 face up: diamonds become trump" / "♦6〜♦10を1枚表向きに置いてください（ダイヤが切り札に）";
    NO_TRUMP_PROMPT = "No ♦6–♦10 in hand: show any card and place it face down — no trump" / "♦6〜♦10がないので、1枚見せて裏向きに置いてください（切り札なし）";
    DUMMY_PROMPT = "Put a card face down into the dummy's first trick" / "ダミーの最初のトリックに1枚裏向きで出してください";
    DUMMY = "Dummy" / "ダミー";
    DUMMY_TRICKS = "The dummy's tricks" / "ダミーのトリック数";
    TRUMP_SHORT = "♦ trump" / "♦が切り札";
    NO_TRUMP_SHORT = "No trump" / "切り札なし";
    DIAMONDS_TRUMP = "Diamonds are trump" / "ダイヤが切り札";
    NO_TRUMP_SHOWN = "No trump (this card was shown)" / "切り札なし（見せた札）";
    PUSH_PROMPT = "Keep this trick or push it?" / "このトリックを取りますか、押し付けますか？";
    KEEP = "Keep" / "取る";
    COLLISION = "collision" / "衝突";
    COLLISION_TOKEN = "collision +token" / "衝突・トークン+1";
    EXEMPT = "exempt (2 tokens back)" / "免除（トークン2枚返却）";
    CONFISCATED = "confiscated" / "没収";
    VOID_DEAL = "Everyone was confiscated: the deal does not count" / "全員没収のため、このディールは無効";
    END_CONFISCATION = "A confiscation ends the game: most chips wins" / "没収が出たのでゲーム終了。チップが一番多い人の勝ち";
    END_ALL_EMPTY = "Every shop is empty: most chips wins" / "すべての宝石店が空。チップが一番多い人の勝ち";
    ARSENE_SHEET_KEY = "Tricks → shop A–5 (0 or 6+: none). Alone at a shop: its next chip group; together: a token; at an empty shop: confiscation unless you return 2 tokens." / "トリック数→宝石店A〜5（0または6以上は無し）。1人なら次のチップの山を獲得、重なれば見逃しトークン、空の店では2トークンを返さない限り没収。";
    DDGW_RULE_NOTE = "T's suit is trump and the joker plays as T · must follow · first half: the trick winner takes a face-up display card · second half: a point a trick, 7 wins the deal" / "Tのスートが切り札、ジョーカーはTとして扱う・マストフォロー・前半：トリックの勝者が表向きの場札を取る・後半：1トリック1点、7点でディールの勝ち";
    INDICATOR = "Trump T" / "切り札T";
    JOKER_IS_T = "Joker = T" / "ジョーカー＝T";
    DISPLAY = "Display" / "場札";
    STOCK = "Stock" / "山札";
    TAKE_DISPLAY_PROMPT = "You won the trick: take a face-up display card" / "トリックを取りました。表向きの場札を1枚取ってください";
    HALF_1 = "First half" / "前半";
    HALF_2 = "Second half" / "後半";
    TEAM_TRICKS = "Tricks (team)" / "チームのトリック";
    DEALS_WON = "Deals won" / "勝ったディール";
    CARD_SIZE = "Card size" / "カードの大きさ";
    CARD_SMALL = "Small" / "小";
    CARD_NORMAL = "Normal" / "中";
    CARD_LARGE = "Large" / "大";
    UNDO_SETTING = "Allow undo" / "「一手戻す」を使う";
    HINT = "Hint" / "ヒント";
    HINT_LABEL = "Ask the strong bot what it would play" / "強いボットならどうするか聞く";
    TABLE_LOADING = "Setting up the table…" / "テーブルを準備しています…";
    TABLE_LOAD_FAILED = "This game's table could not be loaded. Check the connection and try again; your saved game is kept." / "このゲームのテーブルを読み込めませんでした。接続を確認してもう一度お試しください。保存したゲームは残っています。";
    RETRY = "Try again" / "もう一度";
    LOADING = "Loading…" / "読み込み中…";
    HOME_LOAD_FAILED = "The game list could not be loaded. Check the connection and try again." / "ゲーム一覧を読み込めませんでした。接続を確認してもう一度お試しください。";
    RULES_LOAD_FAILED = "The rules could not be loaded. Check the connection and try again." / "ルールを読み込めませんでした。接続を確認してもう一度お試しください。";
    BOTS_UNAVAILABLE = "The bots could not start here; they play random legal moves." / "ボットを起動できませんでした。ボットはランダムに合法手を出します。";
    HINT_ASKING = "Thinking about your move…" / "あなたの手を考えています…";
    HINT_TITLE = "The strong bot suggests" / "強いボットのおすすめ";
    HINT_EXPLAIN = "Expected points this deal compared with the others' average, for each move you can make." / "出せる手ごとの、この配りでの得点の見込み（他のプレイヤーの平均との差）。";
    HINT_FAILED = "No hint this time:" / "ヒントを出せませんでした:";
    BOTS = "Bots" / "ボット";
    BOTS_TITLE = "How strong each bot plays" / "ボットの強さ";
    BOTS_EXPLAIN = "Changes apply from the bot's next move and are kept for new games." / "変更はボットの次の手から有効で、次のゲームにも引き継がれます。";
    LEVEL_EASY = "Easy" / "やさしい";
    LEVEL_NORMAL = "Normal" / "ふつう";
    LEVEL_HARD = "Strong" / "つよい";
    CLOSE = "Close" / "閉じる";
    DDGW_SHEET_KEY = "A team needs 7 of the 13 second-half tricks to win the deal." / "後半の13トリックのうち7トリック取ったチームがディールの勝ち。";
}

pub fn deal_of(lang: Lang, n: u8, of: u8) -> String {
    match lang {
        Lang::En => format!("Deal {n} of {of}"),
        Lang::Ja => format!("第{n}ディール（全{of}）"),
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

pub fn winners(lang: Lang, names: &[String]) -> String {
    match lang {
        Lang::En if names.len() == 1 => format!("{} wins!", names[0]),
        Lang::En => format!("{} share first place!", names.join(" & ")),
        Lang::Ja if names.len() == 1 => format!("{}の勝ち！", names[0]),
        Lang::Ja => format!("{}が同点1位！", names.join("と")),
    }
}

pub fn trick_k_of(lang: Lang, k: u8, of: u8) -> String {
    match lang {
        Lang::En => format!("Trick {k} of {of}"),
        Lang::Ja => format!("第{k}トリック（全{of}）"),
    }
}

pub fn won_pick(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("{name} won the draft trick and takes a chip"),
        Lang::Ja => format!("{name}がトリックを取り、チップを1枚受け取ります"),
    }
}

pub fn draft_trick_of(lang: Lang, n: u8, of: u8) -> String {
    match lang {
        Lang::En => format!("Draft {n} of {of}"),
        Lang::Ja => format!("ドラフト {n}/{of}"),
    }
}

pub fn play_trick_of(lang: Lang, n: u8, of: u8) -> String {
    match lang {
        Lang::En => format!("Trick {n} of {of}"),
        Lang::Ja => format!("トリック {n}/{of}"),
    }
}

pub fn from_seat(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("from {name}"),
        Lang::Ja => format!("{name}から"),
    }
}

pub fn players_option(lang: Lang, n: &str) -> String {
    match lang {
        Lang::En => format!("{n} players"),
        Lang::Ja => format!("{n}人"),
    }
}

pub fn deals_option(lang: Lang, n: &str) -> String {
    match (lang, n) {
        (Lang::En, "n") => "one deal per player".into(),
        (Lang::Ja, "n") => "人数分のディール".into(),
        (Lang::En, "1") => "1 deal".into(),
        (Lang::En, n) => format!("{n} deals"),
        (Lang::Ja, n) => format!("{n}ディール"),
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

/// What a bad link means, in the user's language.
pub fn ruleset_error(lang: Lang, e: &RulesetError) -> String {
    use RulesetError::*;
    match (lang, e) {
        (Lang::En, MissingGame) => "The link does not say which game to play.".into(),
        (Lang::Ja, MissingGame) => "リンクにゲームの指定がありません。".into(),
        (Lang::En, UnknownGame(g)) => format!("There is no game called “{g}”."),
        (Lang::Ja, UnknownGame(g)) => format!("「{g}」というゲームはありません。"),
        (Lang::En, NotYetPlayable(g)) => format!("“{g}” cannot be played yet."),
        (Lang::Ja, NotYetPlayable(g)) => format!("「{g}」はまだ遊べません。"),
        (Lang::En, UnknownOption { option }) => format!("This game has no option “{option}”."),
        (Lang::Ja, UnknownOption { option }) => format!("このゲームに「{option}」というオプションはありません。"),
        (Lang::En, BadValue { option, value, allowed }) => {
            format!("The option “{option}” cannot be “{value}”. Allowed: {}.", allowed.join(", "))
        }
        (Lang::Ja, BadValue { option, value, allowed }) => {
            format!("オプション「{option}」に「{value}」は使えません。使える値: {}", allowed.join("、"))
        }
        (Lang::En, BadSeed(s)) => format!("“{s}” is not a valid deal seed (a whole number from 0)."),
        (Lang::Ja, BadSeed(s)) => format!("「{s}」は配札シードとして使えません（0以上の整数）。"),
        (Lang::En, Repeated(k)) => format!("“{k}” appears twice in the link."),
        (Lang::Ja, Repeated(k)) => format!("リンクに「{k}」が2回あります。"),
        (Lang::En, Requires { option, value, needs, needs_value }) => {
            format!("“{option}={value}” is only allowed with “{needs}={needs_value}”.")
        }
        (Lang::Ja, Requires { option, value, needs, needs_value }) => {
            format!("「{option}={value}」は「{needs}={needs_value}」のときだけ使えます。")
        }
    }
}

pub fn push_to(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("Push to {name}"),
        Lang::Ja => format!("{name}に押し付ける"),
    }
}

pub fn pushed_to(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("pushed to {name}"),
        Lang::Ja => format!("{name}へ押し付け"),
    }
}

pub fn seen_hand(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("{name}'s hand (open to you)"),
        Lang::Ja => format!("{name}の手札（見えている）"),
    }
}

pub fn takes_display(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("{name} takes a display card"),
        Lang::Ja => format!("{name}が場札を取ります"),
    }
}

pub fn team_of_two(lang: Lang, a: &str, b: &str) -> String {
    match lang {
        Lang::En => format!("{a} & {b}"),
        Lang::Ja => format!("{a}・{b}"),
    }
}


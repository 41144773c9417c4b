//! Words shown to people, in Japanese and English: the language, a message with both
//! languages side by side (so a string missing in one language does not compile), and a
//! game's rules reference. Plain data with no browser code, so every game's messages and
//! rules texts are checked by native tests.

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Lang {
    Ja,
    En,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::Ja, Lang::En];

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
}

/// One message in both languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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

/// Declares messages: `NAME = "English" / "日本語";`.
macro_rules! msgs {
    ($($(#[$doc:meta])* $name:ident = $en:literal / $ja:literal;)*) => {
        $($(#[$doc])* pub const $name: $crate::text::Msg = $crate::text::Msg { en: $en, ja: $ja };)*
    };
}
pub(crate) use msgs;

/// A term as the rules texts write it, with the words a translation from English would
/// pick instead (`not_ja`). A game's glossary lists its own terms; the tests in
/// `tests/words.rs` require each of them in the game's rules text and keep every `not_ja`
/// word out of everything the game shows.
#[derive(Clone, Copy, Debug)]
pub struct Term {
    pub msg: Msg,
    pub not_ja: &'static [&'static str],
}

/// Declares a glossary: `LIST: NAME = "English" / "日本語", not "誤訳";` gives each term as a
/// [`Msg`] const (used wherever the term is shown) and the list of all of them.
macro_rules! glossary {
    ($list:ident: $($name:ident = $en:literal / $ja:literal $(, not $($not:literal),+)?;)*) => {
        $(pub const $name: $crate::text::Msg = $crate::text::Msg { en: $en, ja: $ja };)*
        pub static $list: &[$crate::text::Term] = &[$($crate::text::Term { msg: $name, not_ja: &[$($($not),+)?] }),*];
    };
}
pub(crate) use glossary;

/// When a tip of a coached first deal is due: generic moments, so the shared code knows no
/// game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    /// The table opens: the goal of the game in a line or two.
    Start,
    /// The person first faces a decision offering an action of one of these kinds (the
    /// action's serialized variant name, as records write it: "play", "pass", "declare").
    Decision(&'static [&'static str]),
    /// The first trick of the deal is won: who won it and why.
    FirstTrick,
    /// The first score sheet: how to read it.
    FirstSheet,
}

/// One tip of a game's coached first deal.
#[derive(Clone, Copy, Debug)]
pub struct Tip {
    pub at: Moment,
    pub msg: Msg,
}

impl Tip {
    pub const fn new(at: Moment, en: &'static str, ja: &'static str) -> Tip {
        Tip { at, msg: Msg { en, ja } }
    }
}

/// Tips several games share, for the same rule in the same words.
pub mod tips {
    msgs! {
        /// Playing a card in a no-trump game with the plain follow rule.
        FOLLOW_NO_TRUMP = "Must follow: if you hold the led suit you must play one of it; if not, play any card. The cards you may play are raised." / "マストフォロー：リードされたスートがあれば必ず出し、なければ何を出してもかまいません。出せるカードは少し上に出ています。";
        /// The first trick of a no-trump game won by the highest card of the led suit.
        HIGHEST_OF_LED_WINS = "No trump: the highest card of the led suit wins the trick, and its winner leads the next one." / "切り札なし：リードされたスートで一番強いカードがトリックに勝ち、勝った人が次のリードをします。";
    }
}

/// The words of trick-taking every game shares, as the Japanese rules texts (and players)
/// write them. A game that uses one of the `not` words as its own term (There Were None's
/// 台札) lists it in its own glossary.
pub mod terms {
    super::glossary! { COMMON:
        TRICK = "Trick" / "トリック";
        LEAD = "Lead" / "リード", not "台札";
        FOLLOW = "Follow" / "フォロー";
        MUST_FOLLOW = "Must follow" / "マストフォロー";
        TRUMP = "Trump" / "切り札";
        NO_TRUMP = "No trump" / "切り札なし";
        DEALER = "Dealer" / "ディーラー", not "親";
        DEAL = "Deal" / "ディール";
        HAND = "Hand" / "手札";
        STOCK = "Stock" / "山札";
        CHIP = "Chip" / "チップ";
        FACE_UP = "Face up" / "表向き";
        FACE_DOWN = "Face down" / "裏向き";
        LEFT_NEIGHBOUR = "Left" / "左隣";
        RIGHT_NEIGHBOUR = "Right" / "右隣";
        JOKER = "Joker" / "ジョーカー";
        PLAYABLE = "Playable" / "出せる", not "合法手", "浮いている";
    }
}

/// A card in words, from its record notation (`H10`, `SA`, `JK`, `SKn`; docs/records.md):
/// the suit's symbol and the rank ("♥10"), read alike in both languages; the joker by name,
/// and the knight of a 56-card pack as its Japanese players call it (カバロ).
pub fn card(code: &str, lang: Lang) -> String {
    if code.starts_with("JK") {
        return terms::JOKER.get(lang).to_string();
    }
    let mut chars = code.chars();
    let Some(suit) = chars.next().and_then(suit_symbol) else { return code.to_string() };
    match (chars.as_str(), lang) {
        ("Kn", Lang::Ja) => format!("{suit}{}", KNIGHT.ja),
        (rank, _) => format!("{suit}{rank}"),
    }
}

/// A suit's symbol from its letter in the record notation (`S`, `H`, `D`, `C`).
pub fn suit_symbol(letter: char) -> Option<&'static str> {
    Some(match letter {
        'S' => "♠",
        'H' => "♥",
        'D' => "♦",
        'C' => "♣",
        _ => return None,
    })
}

msgs! {
    /// The knight (cavallo) of a 56-card pack, between Q and J.
    KNIGHT = "Kn" / "カバロ";
}

/// Seat `s`'s name in `names` (one a seat, as the table shows them); empty if absent.
pub fn seat(names: &[String], s: u8) -> &str {
    names.get(s as usize).map_or("", String::as_str)
}

/// A chance event's words, for a record read out: who deals first.
pub fn first_dealer(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("First dealer: {name}"),
        Lang::Ja => format!("最初のディーラーは{name}"),
    }
}

msgs! {
    /// A companion entry's question (`engine::companion`): the tricks each player won.
    TRICKS_EACH_WON = "Tricks each player won" / "各プレイヤーが取ったトリック数";
}

msgs! {
    /// A chance event's words: the cards are shuffled and dealt.
    CARDS_DEALT = "The cards are dealt" / "カードを配る";
}

msgs! {
    /// Between a label and its value: half-width in English, full-width in Japanese.
    COLON = ": " / "：";
}

/// A remark after a word: " (remark)" in English, "（remark）" in Japanese.
pub fn in_brackets(lang: Lang, remark: &str) -> String {
    match lang {
        Lang::En => format!(" ({remark})"),
        Lang::Ja => format!("（{remark}）"),
    }
}

/// "Deal 3" / "第3ディール".
pub fn deal_number(lang: Lang, n: impl std::fmt::Display) -> String {
    match lang {
        Lang::En => format!("Deal {n}"),
        Lang::Ja => format!("第{n}ディール"),
    }
}

/// "Trick 3 of 13" / "第3トリック（全13）".
pub fn trick_of(lang: Lang, k: u8, of: u8) -> String {
    match lang {
        Lang::En => format!("Trick {k} of {of}"),
        Lang::Ja => format!("第{k}トリック（全{of}）"),
    }
}

/// A game's rules reference, shown at the table: a short summary a player can read, the
/// designer credited and the source named. (The full rules the engine follows are the
/// game's `rules.md`.)
pub struct RulesText {
    pub credit_en: &'static str,
    pub credit_ja: &'static str,
    /// Paragraphs; each is one short rule or group of rules.
    pub en: &'static [&'static str],
    pub ja: &'static [&'static str],
}

/// How a game's winners are named at its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Winners {
    /// One player; `you` when it is the person the table is shown to (named "You").
    One { name: String, you: bool },
    /// One team (its players' names).
    Team(Vec<String>),
    /// Several players sharing first place.
    Shared(Vec<String>),
    /// The game declares no winner.
    Draw,
}

/// "You win!", "West wins!", "You & North win!", "West & East share first place!", "A draw".
/// An English ordinal: "1st", "2nd", "3rd", "11th", "22nd".
pub fn ordinal_en(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, p) if p != 11 => "st",
        (2, p) if p != 12 => "nd",
        (3, p) if p != 13 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

pub fn winners_line(lang: Lang, w: &Winners) -> String {
    match (lang, w) {
        (Lang::En, Winners::One { name, you: true }) => format!("{name} win!"),
        (Lang::En, Winners::One { name, you: false }) => format!("{name} wins!"),
        (Lang::En, Winners::Team(names)) => format!("{} win!", names.join(" & ")),
        (Lang::En, Winners::Shared(names)) => format!("{} share first place!", names.join(" & ")),
        (Lang::En, Winners::Draw) => "A draw: nobody wins".into(),
        (Lang::Ja, Winners::One { name, .. }) => format!("{name}の勝ち！"),
        (Lang::Ja, Winners::Team(names)) => format!("{}の勝ち！", names.join("・")),
        (Lang::Ja, Winners::Shared(names)) => format!("{}が同点1位！", names.join("と")),
        (Lang::Ja, Winners::Draw) => "引き分け（勝者なし）".into(),
    }
}

/// A score with its sign: "+5", "−3" (a true minus sign), "0".
pub fn signed(n: i32) -> String {
    match n {
        n if n > 0 => format!("+{n}"),
        n if n < 0 => format!("−{}", -n),
        _ => "0".into(),
    }
}

/// "3 players" / "3人": the label of a `players` option value.
pub fn players_option(lang: Lang, n: &str) -> String {
    match lang {
        Lang::En => format!("{n} players"),
        Lang::Ja => format!("{n}人"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_ordinals() {
        let all: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].into_iter().map(ordinal_en).collect();
        assert_eq!(all, ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th"]);
    }

    #[test]
    fn winners_read_as_a_sentence() {
        let en = |w: Winners| winners_line(Lang::En, &w);
        assert_eq!(en(Winners::One { name: "You".into(), you: true }), "You win!");
        assert_eq!(en(Winners::One { name: "West".into(), you: false }), "West wins!");
        assert_eq!(en(Winners::Team(vec!["You".into(), "North".into()])), "You & North win!");
        assert_eq!(en(Winners::Shared(vec!["You".into(), "West".into()])), "You & West share first place!");
        assert_eq!(winners_line(Lang::Ja, &Winners::Team(vec!["あなた".into(), "北".into()])), "あなた・北の勝ち！");
        assert_eq!(winners_line(Lang::Ja, &Winners::One { name: "西".into(), you: false }), "西の勝ち！");
    }

    #[test]
    fn cards_read_as_suit_symbol_and_rank() {
        assert_eq!(card("H10", Lang::Ja), "♥10");
        assert_eq!(card("SA", Lang::En), "♠A");
        assert_eq!(card("C2", Lang::En), "♣2");
        assert_eq!(card("JK", Lang::Ja), "ジョーカー");
        assert_eq!(card("JK", Lang::En), "Joker");
        assert_eq!(card("SKn", Lang::Ja), "♠カバロ");
        assert_eq!(card("HKn", Lang::En), "♥Kn");
    }

    #[test]
    fn japanese_punctuation_is_full_width() {
        assert_eq!(in_brackets(Lang::Ja, "西"), "（西）");
        assert_eq!(in_brackets(Lang::En, "West"), " (West)");
        assert_eq!(format!("ルール{}標準", COLON.ja), "ルール：標準");
    }
}

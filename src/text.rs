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
    ($($name:ident = $en:literal / $ja:literal;)*) => {
        $(pub const $name: $crate::text::Msg = $crate::text::Msg { en: $en, ja: $ja };)*
    };
}
pub(crate) use msgs;

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

/// "3 players" / "3人": the label of a `players` option value.
pub fn players_option(lang: Lang, n: &str) -> String {
    match lang {
        Lang::En => format!("{n} players"),
        Lang::Ja => format!("{n}人"),
    }
}

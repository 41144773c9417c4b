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
    fn winners_read_as_a_sentence() {
        let en = |w: Winners| winners_line(Lang::En, &w);
        assert_eq!(en(Winners::One { name: "You".into(), you: true }), "You win!");
        assert_eq!(en(Winners::One { name: "West".into(), you: false }), "West wins!");
        assert_eq!(en(Winners::Team(vec!["You".into(), "North".into()])), "You & North win!");
        assert_eq!(en(Winners::Shared(vec!["You".into(), "West".into()])), "You & West share first place!");
        assert_eq!(winners_line(Lang::Ja, &Winners::Team(vec!["あなた".into(), "北".into()])), "あなた・北の勝ち！");
        assert_eq!(winners_line(Lang::Ja, &Winners::One { name: "西".into(), you: false }), "西の勝ち！");
    }
}

//! A coached first deal: which of a game's tips (`games::tips`) is due when something
//! happens at the table, and which games a person has been coached in. Plain Rust, so the
//! app's coach (`ui::coach`) only wires it to the table and to localStorage.

use crate::engine::game::Game;
use crate::play::session::Session;
use crate::text::{Moment, Tip};
use serde_json::{Map, Value};

/// What happened at the table that a tip may answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The table opened.
    Start,
    /// The person is to choose among actions of these kinds (`action_kind`).
    Decision(Vec<String>),
    /// A trick was won.
    TrickWon,
    /// A score sheet is shown.
    Sheet,
}

impl Event {
    fn answered_by(&self, at: Moment) -> bool {
        match (self, at) {
            (Event::Start, Moment::Start) | (Event::TrickWon, Moment::FirstTrick) | (Event::Sheet, Moment::FirstSheet) => true,
            (Event::Decision(kinds), Moment::Decision(tip_kinds)) => kinds.iter().any(|k| tip_kinds.contains(&k.as_str())),
            _ => false,
        }
    }
}

/// An action's kind: the name of its variant as serialized (`"play"` for `{"play": "SA"}`,
/// `"keep"` for `"keep"`); `None` for JSON that is neither.
pub fn action_kind(action: &Value) -> Option<&str> {
    match action {
        Value::String(s) => Some(s),
        Value::Object(m) if m.len() == 1 => m.keys().next().map(String::as_str),
        _ => None,
    }
}

/// The kinds of action the person chooses among now; empty when a bot or chance is next.
pub fn decision_kinds<G: Game>(s: &Session<G>) -> Vec<String> {
    if s.person_to_act().is_none() {
        return Vec::new();
    }
    let mut kinds: Vec<String> = Vec::new();
    for a in s.game.legal_actions() {
        let json = serde_json::to_value(&a).expect("actions serialize");
        if let Some(k) = action_kind(&json).filter(|k| !kinds.iter().any(|have| have == k)) {
            kinds.push(k.to_string());
        }
    }
    kinds
}

/// The tip due at `event`: the first of `tips` answering it that is not in `shown` (tip
/// indices). Each tip is shown once.
pub fn due(tips: &[Tip], shown: &[usize], event: &Event) -> Option<usize> {
    tips.iter().enumerate().position(|(i, t)| !shown.contains(&i) && event.answered_by(t.at))
}

/// Where a game stands in its coaching, as kept per game in localStorage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Progress {
    /// Never opened: the tips are offered.
    New,
    /// Being coached; these tips have been shown.
    Shown(Vec<usize>),
    /// "No more tips".
    Off,
}

/// The stored progress of every game: a JSON object from game id to `"off"` or the list of
/// tips shown; a game not listed follows the entry `"*"` (`"*": "off"` turns every game's
/// tips off, as the browser tests start). Anything else (old or broken storage) counts as
/// never coached, so broken storage only offers the tips again.
pub fn progress(stored: Option<&str>, game: &str) -> Progress {
    let Some(Value::Object(all)) = stored.and_then(|s| serde_json::from_str(s).ok()) else { return Progress::New };
    match all.get(game).or_else(|| all.get("*")) {
        Some(Value::String(s)) if s == "off" => Progress::Off,
        Some(Value::Array(shown)) => Progress::Shown(shown.iter().filter_map(|i| i.as_u64().map(|i| i as usize)).collect()),
        _ => Progress::New,
    }
}

/// `stored` with `game`'s progress set (other games kept; broken storage replaced).
pub fn with_progress(stored: Option<&str>, game: &str, p: &Progress) -> String {
    let mut all = match stored.and_then(|s| serde_json::from_str(s).ok()) {
        Some(Value::Object(m)) => m,
        _ => Map::new(),
    };
    match p {
        Progress::New => {
            all.remove(game);
        }
        Progress::Off => {
            all.insert(game.into(), "off".into());
        }
        Progress::Shown(v) => {
            all.insert(game.into(), v.iter().map(|i| Value::from(*i as u64)).collect());
        }
    }
    Value::Object(all).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::Msg;

    const M: Msg = Msg { en: "e", ja: "j" };
    static TIPS: &[Tip] = &[
        Tip { at: Moment::Start, msg: M },
        Tip { at: Moment::Decision(&["pass"]), msg: M },
        Tip { at: Moment::Decision(&["keep", "push"]), msg: M },
        Tip { at: Moment::Decision(&["play"]), msg: M },
        Tip { at: Moment::FirstTrick, msg: M },
        Tip { at: Moment::FirstSheet, msg: M },
    ];

    fn decision(kinds: &[&str]) -> Event {
        Event::Decision(kinds.iter().map(|k| k.to_string()).collect())
    }

    #[test]
    fn each_moment_finds_its_tip_once() {
        assert_eq!(due(TIPS, &[], &Event::Start), Some(0));
        assert_eq!(due(TIPS, &[0], &Event::Start), None);
        assert_eq!(due(TIPS, &[], &decision(&["play"])), Some(3));
        assert_eq!(due(TIPS, &[], &decision(&["push"])), Some(2));
        assert_eq!(due(TIPS, &[2], &decision(&["keep"])), None);
        assert_eq!(due(TIPS, &[], &decision(&["take"])), None);
        assert_eq!(due(TIPS, &[], &Event::TrickWon), Some(4));
        assert_eq!(due(TIPS, &[], &Event::Sheet), Some(5));
    }

    #[test]
    fn kinds_are_variant_names() {
        assert_eq!(action_kind(&serde_json::json!({ "play": "SA" })), Some("play"));
        assert_eq!(action_kind(&serde_json::json!("keep")), Some("keep"));
        assert_eq!(action_kind(&serde_json::json!({ "pass": { "right": "SA", "left": "H2" } })), Some("pass"));
        assert_eq!(action_kind(&serde_json::json!([1, 2])), None);
    }

    #[test]
    fn the_persons_decision_is_read_from_the_session() {
        use crate::engine::Ruleset;
        use crate::games::tricky_express::TrickyExpress;
        use crate::play::session::PERSON;
        use crate::records::record::SeatInfo;
        let rules = Ruleset::defaults(crate::games::by_id("tricky-express").unwrap());
        let seats = (0..4).map(|s| SeatInfo { name: format!("P{s}"), player: if s == 0 { PERSON.into() } else { "easy".into() } }).collect();
        let mut s = Session::<TrickyExpress>::new(&rules, 7, seats);
        while s.person_to_act().is_none() {
            assert_eq!(decision_kinds(&s), Vec::<String>::new());
            s.bot_move();
        }
        assert_eq!(decision_kinds(&s), ["pass"]);
    }

    #[test]
    fn progress_survives_a_round_trip_and_broken_storage() {
        let s = with_progress(None, "parity", &Progress::Shown(vec![0, 3]));
        let s = with_progress(Some(&s), "second", &Progress::Off);
        assert_eq!(progress(Some(&s), "parity"), Progress::Shown(vec![0, 3]));
        assert_eq!(progress(Some(&s), "second"), Progress::Off);
        assert_eq!(progress(Some(&s), "rwd"), Progress::New);
        let s = with_progress(Some(&s), "second", &Progress::New);
        assert_eq!(progress(Some(&s), "second"), Progress::New);
        let all_off = with_progress(Some(r#"{"*": "off"}"#), "rwd", &Progress::Shown(vec![]));
        assert_eq!(progress(Some(&all_off), "parity"), Progress::Off);
        assert_eq!(progress(Some(&all_off), "rwd"), Progress::Shown(vec![]));
        for broken in ["{", "[1,2]", "null", "{\"parity\": 7}", "\u{0}"] {
            assert_eq!(progress(Some(broken), "parity"), Progress::New, "{broken}");
            let fixed = with_progress(Some(broken), "parity", &Progress::Off);
            assert_eq!(progress(Some(&fixed), "parity"), Progress::Off, "{broken}");
        }
    }
}

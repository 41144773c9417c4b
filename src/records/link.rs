//! Ruleset links: the query string of a table's URL carries the game, its options and
//! optionally the deal seed, e.g. `?game=three-tricks&zero-trick-score=-3&seed=42`.
//! Format: docs/links.md.

use crate::engine::ruleset::{Ruleset, RulesetError};
use crate::games;

/// What a query string asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum LinkTarget {
    /// No game named and nothing else: the home page.
    Home,
    Table(Ruleset),
    /// A table with a challenge: the rules (with their seed) and the `challenge=` value,
    /// read by `play::challenge`.
    Challenge(Ruleset, String),
    /// The balance lab (`?lab&…`): its parameters, read by `play::lab`.
    Lab(Vec<(String, String)>),
    /// Companion mode's score sheet for a game played with real cards (`?game=…&companion`):
    /// the rules, and a shared sheet when the value carries one (`records::companion::from_link`).
    Companion(Ruleset, Option<String>),
}

/// The link parameter that carries a challenge (`play::challenge`).
pub const CHALLENGE_PARAM: &str = "challenge";
/// The link parameter of companion mode, empty or carrying a shared sheet.
pub const COMPANION_PARAM: &str = "companion";

/// Parses a query string (with or without the leading `?`).
pub fn parse_query(query: &str) -> Result<LinkTarget, RulesetError> {
    let query = query.strip_prefix('?').unwrap_or(query);
    let pairs: Vec<(String, String)> = form_urlencoded::parse(query.as_bytes()).into_owned().collect();
    if pairs.is_empty() {
        return Ok(LinkTarget::Home);
    }
    if pairs[0].0 == "lab" {
        return Ok(LinkTarget::Lab(pairs));
    }
    let mut game = None;
    let mut challenge = None;
    let mut companion = None;
    let mut rest = Vec::new();
    for (k, v) in &pairs {
        if k == "game" || k == CHALLENGE_PARAM || k == COMPANION_PARAM {
            let slot = match k.as_str() {
                "game" => &mut game,
                CHALLENGE_PARAM => &mut challenge,
                _ => &mut companion,
            };
            if slot.is_some() {
                return Err(RulesetError::Repeated(k.clone()));
            }
            *slot = Some(v.as_str());
        } else {
            rest.push((k.as_str(), v.as_str()));
        }
    }
    let id = game.ok_or(RulesetError::MissingGame)?;
    let info = games::by_id(id).ok_or_else(|| RulesetError::UnknownGame(id.to_string()))?;
    if !info.is_playable() {
        return Err(RulesetError::NotYetPlayable(id.to_string()));
    }
    let rules = Ruleset::with_options(info, rest)?;
    Ok(match (challenge, companion) {
        (Some(_), Some(_)) => return Err(RulesetError::UnknownOption { option: COMPANION_PARAM.into() }),
        (Some(c), None) => LinkTarget::Challenge(rules, c.to_string()),
        (None, Some("")) => LinkTarget::Companion(rules, None),
        (None, Some(sheet)) => LinkTarget::Companion(rules, Some(sheet.to_string())),
        (None, None) => LinkTarget::Table(rules),
    })
}

/// The query string for a ruleset: the game, the options that differ from their defaults
/// (so links stay short and keep meaning the same if a default is ever added), the seed.
pub fn to_query(r: &Ruleset) -> String {
    let mut s = form_urlencoded::Serializer::new(String::new());
    s.append_pair("game", r.game.id);
    for (o, v) in r.changed() {
        s.append_pair(o.id, v);
    }
    if let Some(seed) = r.seed {
        s.append_pair("seed", &seed.to_string());
    }
    format!("?{}", s.finish())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn table(q: &str) -> Ruleset {
        match parse_query(q) {
            Ok(LinkTarget::Table(r)) => r,
            other => panic!("{q}: {other:?}"),
        }
    }

    #[test]
    fn options_and_seed_are_read() {
        let r = table("?game=three-tricks&zero-trick-score=-3&seed=42");
        assert_eq!(r.get("zero-trick-score"), "-3");
        assert_eq!(r.seed, Some(42));
        assert_eq!(table("game=three-tricks").get("zero-trick-score"), "-5");
        assert_eq!(parse_query(""), Ok(LinkTarget::Home));
        assert_eq!(parse_query("?"), Ok(LinkTarget::Home));
        assert!(matches!(parse_query("?lab&games=5"), Ok(LinkTarget::Lab(p)) if p.len() == 2));
    }

    #[test]
    fn bad_links_say_what_is_wrong() {
        use RulesetError::*;
        assert_eq!(parse_query("?game=chess"), Err(UnknownGame("chess".into())));
        assert_eq!(parse_query("?seed=4"), Err(MissingGame));
        if let Some(later) = games::all().find(|g| !g.is_playable()) {
            assert_eq!(parse_query(&format!("?game={}", later.id)), Err(NotYetPlayable(later.id.into())));
        }
        // A cross-option rule: Parity's 9 players need the extension.
        assert!(matches!(parse_query("?game=parity&players=9"), Err(Requires { .. })));
        assert_eq!(table("?game=parity&players=9&extended-player-counts=on").seat_count(), 9);
        // A value out of range lists the values allowed with the other options given.
        let allowed = |q: &str| match parse_query(q) {
            Err(BadValue { allowed, .. }) => allowed,
            other => panic!("{q}: {other:?}"),
        };
        assert_eq!(allowed("?game=parity&players=99"), ["3", "4", "5", "6", "7", "8"]);
        assert_eq!(allowed("?game=parity&players=99&extended-player-counts=on"), ["3", "4", "5", "6", "7", "8", "9", "10"]);
        assert_eq!(allowed("?game=parity&extended-player-counts=on&players=99"), ["3", "4", "5", "6", "7", "8", "9", "10"]);
        assert_eq!(parse_query("?game=three-tricks&trump=S"), Err(UnknownOption { option: "trump".into() }));
        assert!(matches!(parse_query("?game=three-tricks&zero-trick-score=-4"), Err(BadValue { .. })));
        assert_eq!(parse_query("?game=three-tricks&seed=-1"), Err(BadSeed("-1".into())));
        assert_eq!(parse_query("?game=three-tricks&seed=1&seed=2"), Err(Repeated("seed".into())));
        assert_eq!(parse_query("?game=three-tricks&game=three-tricks"), Err(Repeated("game".into())));
        assert_eq!(parse_query("?game=three-tricks&challenge=a&challenge=b"), Err(Repeated("challenge".into())));
        assert!(matches!(parse_query("?game=three-tricks&seed=3&challenge=AbC"), Ok(LinkTarget::Challenge(r, c)) if r.seed == Some(3) && c == "AbC"));
        assert!(matches!(parse_query("?game=arsene&players=3&companion"), Ok(LinkTarget::Companion(r, None)) if r.seat_count() == 3));
        assert!(matches!(parse_query("?game=arsene&companion=eyJ"), Ok(LinkTarget::Companion(_, Some(s))) if s == "eyJ"));
        assert_eq!(parse_query("?game=arsene&companion&companion"), Err(Repeated("companion".into())));
        assert!(parse_query("?game=three-tricks&seed=3&challenge=AbC&companion").is_err());
        // Percent-encoding and junk never panic.
        assert!(parse_query("?game=%FF%FE&%%%=").is_err());
    }

    fn any_ruleset() -> impl Strategy<Value = Ruleset> {
        let playable: Vec<_> = games::playable().collect();
        // Combinations a cross-option rule refuses (Parity's 9 players without the
        // extension) are skipped.
        (0..playable.len(), proptest::collection::vec(any::<prop::sample::Index>(), 8), any::<Option<u64>>())
            .prop_filter_map("a valid option combination", move |(g, picks, seed)| {
                let info = playable[g];
                let given: Vec<(&str, &str)> =
                    info.options.iter().zip(&picks).map(|(o, i)| (o.id, o.values[i.index(o.values.len())])).collect();
                Ruleset::with_options(info, given).ok().map(|r| r.with_seed(seed))
            })
    }

    proptest! {
        #[test]
        fn every_valid_ruleset_round_trips(r in any_ruleset()) {
            let q = to_query(&r);
            prop_assert_eq!(parse_query(&q), Ok(LinkTarget::Table(r)));
        }

        #[test]
        fn no_query_string_panics(q in ".{0,60}") {
            let _ = parse_query(&q);
        }
    }
}

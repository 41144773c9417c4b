//! The deal of the day: one game and one deal a day, the same for every player in the world
//! with no server. The day is the calendar day in Japan (it turns at 00:00 JST, 15:00 UTC);
//! its game cycles through the playable games in list order, with their default options;
//! its seed comes from the date and the game. Par is the strong bot's result from the
//! person's seat (`play::challenge::par`). Each person's first result of a day is kept
//! locally, in a history from which the streak is counted.

use crate::engine::Ruleset;
use crate::games;
use serde::{Deserialize, Serialize};

const DAY_MS: f64 = 86_400_000.0;
/// Japan's offset from UTC: the day turns at midnight there, for everyone.
const JST_MS: f64 = 9.0 * 3_600_000.0;

/// The day number (days since 1970-01-01 in Japan's calendar) at `now_ms` (ms since the epoch).
pub fn day_at(now_ms: f64) -> i64 {
    ((now_ms + JST_MS) / DAY_MS).floor() as i64
}

/// The date of day number `day`, as `YYYY-MM-DD` (the proleptic Gregorian calendar).
pub fn date_of(day: i64) -> String {
    // Howard Hinnant's days-to-civil algorithm.
    let z = day + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

/// The rules of day `day`'s deal: the day's game with its default options, and its seed.
pub fn rules_of(day: i64) -> Ruleset {
    let list: Vec<_> = games::playable().collect();
    let game = list[day.rem_euclid(list.len() as i64) as usize];
    Ruleset::defaults(game).with_seed(Some(seed_of(&date_of(day), game.id)))
}

/// FNV-1a over the date and the game, kept to 32 bits (a short link, exact in JavaScript).
fn seed_of(date: &str, game: &str) -> u64 {
    fnv1a(&format!("torite-daily/{date}/{game}")) & 0xffff_ffff
}

fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

/// Tells one finished game's record from another (the sheet of the game that set the day's
/// result may be shown again: it is the same game, not a second one).
pub fn record_mark(record: &str) -> String {
    format!("{:016x}", fnv1a(record))
}

/// Which recent day's deal these rules (with their seed) are: today's, or yesterday's for a
/// game begun before midnight.
pub fn which_day(rules: &Ruleset, today: i64) -> Option<i64> {
    rules.seed?;
    [today, today - 1].into_iter().find(|d| rules_of(*d) == *rules)
}

/// A person's first result of a day's deal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DayResult {
    pub date: String,
    pub game: String,
    pub score: i32,
    /// 1 = first, of `of` players (or of `of` pairs when `pairs`).
    pub place: u8,
    pub of: u8,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub pairs: bool,
    /// The strong bot's score and place from the same seat, once known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub par: Option<(i32, u8)>,
    /// The challenge value that carries this game (friends play the same deal against it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub challenge: Option<String>,
    /// The game's record's mark ([`record_mark`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<String>,
}

impl DayResult {
    /// Above, at or below par: by place first (it is what every game ranks by), then score.
    pub fn against_par(&self) -> Option<std::cmp::Ordering> {
        let (score, place) = self.par?;
        Some(place.cmp(&self.place).then(self.score.cmp(&score)))
    }
}

/// Every day's first result, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct History(pub Vec<DayResult>);

impl History {
    /// Reads a saved history; `Err` for text that is not one (the caller keeps it aside).
    pub fn parse(text: &str) -> Result<History, serde_json::Error> {
        serde_json::from_str(text)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn on(&self, date: &str) -> Option<&DayResult> {
        self.0.iter().find(|r| r.date == date)
    }

    /// Keeps `r` if it is the first result of its day; says whether it was.
    pub fn record(&mut self, r: DayResult) -> bool {
        if self.on(&r.date).is_some() {
            return false;
        }
        self.0.push(r);
        true
    }

    /// Adds the par (and the challenge value) to the day's result.
    pub fn complete(&mut self, date: &str, par: Option<(i32, u8)>, challenge: Option<String>) {
        if let Some(r) = self.0.iter_mut().find(|r| r.date == date) {
            r.par = r.par.or(par);
            if r.challenge.is_none() {
                r.challenge = challenge;
            }
        }
    }

    /// Days played in a row up to `today` (or up to yesterday when today is not played yet:
    /// the streak is still alive).
    pub fn streak(&self, today: i64) -> u32 {
        let played = |d: i64| self.on(&date_of(d)).is_some();
        let start = if played(today) { today } else { today - 1 };
        (0..).take_while(|k| played(start - k)).count() as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(date: &str) -> DayResult {
        DayResult { date: date.into(), game: "three-tricks".into(), score: 9, place: 1, of: 4, pairs: false, par: None, challenge: None, record: None }
    }

    #[test]
    fn dates_follow_the_calendar_in_japan() {
        assert_eq!(date_of(0), "1970-01-01");
        assert_eq!(date_of(19_723), "2024-01-01");
        assert_eq!(date_of(19_782), "2024-02-29");
        // 2026-11-28 14:59:59 UTC is still the 28th in Japan; a second later it is the 29th.
        let before = 1_795_877_999_000.0;
        assert_eq!(date_of(day_at(before)), "2026-11-28");
        assert_eq!(date_of(day_at(before + 1000.0)), "2026-11-29");
    }

    #[test]
    fn every_game_has_its_day_and_each_day_its_own_deal() {
        let n = games::playable().count() as i64;
        let today = 20_420;
        let ids: std::collections::BTreeSet<_> = (today..today + n).map(|d| rules_of(d).game.id).collect();
        assert_eq!(ids.len() as i64, n, "consecutive days cycle through every game");
        assert_eq!(rules_of(today), rules_of(today), "the same day, the same deal");
        assert_ne!(rules_of(today).seed, rules_of(today + n).seed, "the same game on another day, another deal");
        assert!(rules_of(today).changed().next().is_none(), "default options");
        assert_eq!(which_day(&rules_of(today), today), Some(today));
        assert_eq!(which_day(&rules_of(today - 1), today), Some(today - 1), "a game begun before midnight");
        assert_eq!(which_day(&rules_of(today - 2), today), None);
        assert_eq!(which_day(&rules_of(today).with_seed(None), today), None);
    }

    #[test]
    fn the_first_result_of_a_day_is_kept_and_the_streak_counted() {
        let day = 20_420;
        let mut h = History::default();
        assert_eq!(h.streak(day), 0);
        for d in [day - 3, day - 2, day - 1] {
            assert!(h.record(result(&date_of(d))));
        }
        assert_eq!(h.streak(day), 3, "today not played yet: the streak is alive");
        let mut again = result(&date_of(day - 1));
        again.score = 20;
        assert!(!h.record(again), "a second game of a day is not recorded");
        assert_eq!(h.on(&date_of(day - 1)).unwrap().score, 9);
        assert!(h.record(result(&date_of(day))));
        assert_eq!(h.streak(day), 4);
        assert_eq!(h.streak(day + 2), 0, "a day missed ends it");
        h.complete(&date_of(day), Some((4, 2)), Some("abc".into()));
        let r = h.on(&date_of(day)).unwrap();
        assert_eq!(r.against_par(), Some(std::cmp::Ordering::Greater));
        assert_eq!(History::parse(&h.to_json()).unwrap(), h);
        assert!(History::parse("{not json").is_err());
        assert_eq!(record_mark("{\"a\":1}"), record_mark("{\"a\":1}"));
        assert_ne!(record_mark("{\"a\":1}"), record_mark("{\"a\":2}"));
        assert!(History::parse(r#"[{"date":"x"}]"#).is_err());
    }
}

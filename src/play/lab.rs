//! The balance lab: many bot games of a ruleset, or of two rulesets of one game compared
//! deal for deal, and what a designer asks of them (does the option move the scores, who
//! wins from which seat, how do games end, how long do they last).
//!
//! A [`LabSpec`] names everything a run depends on, so game `i` of a spec is the same game
//! natively and in the browser: ruleset A (and B) played from seed `seed + i`, every seat's
//! decision drawn as [`super::play_out_bots`] draws it. [`rows`] plays any range of games
//! and keeps no state, so the bots' worker can run a spec chunk by chunk (progress,
//! cancel); [`summarize`] reads the rows; [`to_csv`] and [`LabReport`] export them.

use super::arena::{interval, Interval};
use super::bots_acting;
use crate::bots::Level;
use crate::engine::Ruleset;
use crate::records::link::{parse_query, LinkTarget};
use crate::records::record::play_to_end;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::ops::Range;

/// Everything a lab run depends on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LabSpec {
    /// Ruleset A as a link's query string, e.g. `?game=three-tricks&zero-trick-score=-3`
    /// (no seed: the spec's seed numbers the games).
    pub a: String,
    /// Ruleset B, of the same game and seat count, for a paired comparison.
    #[serde(default)]
    pub b: Option<String>,
    /// The bot level of each seat.
    pub seats: Vec<Level>,
    /// Games per ruleset.
    pub games: u64,
    /// Game `i` is played from seed `seed + i` (wrapping), under both rulesets.
    pub seed: u64,
}

/// Which ruleset of a spec a game was played under.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    A,
    B,
}

impl Side {
    pub fn label(self) -> &'static str {
        match self {
            Side::A => "A",
            Side::B => "B",
        }
    }
}

/// One finished game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LabRow {
    pub ruleset: Side,
    /// The game's number in the spec, from 0.
    pub index: u64,
    pub seed: u64,
    /// Each seat's final score.
    pub scores: Vec<i32>,
    /// Each seat's place from the game's outcome (1 = first; shared places repeat).
    pub places: Vec<u8>,
    /// The game declared no winner.
    pub draw: bool,
    /// The game's named result (`Outcome::result`), if it names one.
    pub result: Option<String>,
    /// Deals played.
    pub deals: u32,
    /// Actions, chance events included.
    pub actions: u32,
}

impl LabRow {
    /// Did `seat` win (first place, not a draw), as `Outcome::won` says.
    pub fn won(&self, seat: usize) -> bool {
        !self.draw && self.places.get(seat) == Some(&1)
    }
}

/// A spec's rulesets, parsed and checked against each other and its seats.
#[derive(Clone, Debug)]
pub struct LabPlan {
    pub a: Ruleset,
    pub b: Option<Ruleset>,
    pub seats: Vec<Level>,
    pub games: u64,
    pub seed: u64,
}

fn ruleset(which: &str, query: &str) -> Result<Ruleset, String> {
    match parse_query(query).map_err(|e| format!("ruleset {which}: {e}"))? {
        LinkTarget::Home => Err(format!("ruleset {which}: the link names no game")),
        LinkTarget::Table(r) if r.seed.is_some() => Err(format!("ruleset {which}: a lab link carries no seed (the spec's seed numbers the games)")),
        LinkTarget::Table(r) => Ok(r),
        LinkTarget::Challenge(..) | LinkTarget::Lab(_) | LinkTarget::Companion(..) => Err(format!("ruleset {which}: not a table's link")),
    }
}

/// The most games per ruleset a run plays.
pub const MAX_GAMES: u64 = 1_000_000;

/// The first parameter of a lab page's link (`?lab&a=…`).
pub const LINK_PARAM: &str = "lab";

impl LabSpec {
    /// The lab page's link for this spec: `?lab&a=…&b=…&seats=easy,normal,…&games=N&seed=S`
    /// (`a` and `b` are the rulesets' own link queries).
    pub fn to_link(&self) -> String {
        let mut s = form_urlencoded::Serializer::new(String::new());
        s.append_pair("a", self.a.trim_start_matches('?'));
        if let Some(b) = &self.b {
            s.append_pair("b", b.trim_start_matches('?'));
        }
        s.append_pair("seats", &self.seats.iter().map(|l| l.id()).collect::<Vec<_>>().join(","));
        s.append_pair("games", &self.games.to_string());
        s.append_pair("seed", &self.seed.to_string());
        format!("?{LINK_PARAM}&{}", s.finish())
    }

    /// Reads a lab page's link (its parameters, `lab` first); says what is wrong, in
    /// English, for a parameter it cannot read (the page says so in the person's language
    /// around it). Whether the spec can run is [`LabSpec::plan`]'s question.
    pub fn from_link(params: &[(String, String)]) -> Result<LabSpec, String> {
        let get = |k: &str| params.iter().find(|(x, _)| x == k).map(|(_, v)| v.as_str());
        let number = |k: &str| -> Result<u64, String> {
            let v = get(k).ok_or_else(|| format!("the link has no {k}"))?;
            v.parse().map_err(|_| format!("{k} {v:?} is not a whole number"))
        };
        let seats = get("seats")
            .ok_or("the link has no seats")?
            .split(',')
            .map(|s| Level::parse(s).filter(|l| Level::PLAYABLE.contains(l)).ok_or_else(|| format!("{s:?} is not a bot level")))
            .collect::<Result<Vec<_>, _>>()?;
        let query = |q: &str| format!("?{}", q.trim_start_matches('?'));
        Ok(LabSpec { a: query(get("a").ok_or("the link has no ruleset a")?), b: get("b").map(query), seats, games: number("games")?, seed: number("seed")? })
    }

    /// The rulesets, or why the spec cannot run: a link that does not parse, B of another
    /// game or seat count, a seat list of the wrong length, no games.
    pub fn plan(&self) -> Result<LabPlan, String> {
        if self.games == 0 {
            return Err("a lab run plays at least one game".into());
        }
        if self.games > MAX_GAMES {
            return Err(format!("a lab run plays at most {MAX_GAMES} games per ruleset"));
        }
        let a = ruleset("A", &self.a)?;
        let b = self.b.as_deref().map(|q| ruleset("B", q)).transpose()?;
        if let Some(b) = &b {
            if b.game.id != a.game.id {
                return Err(format!("ruleset B is of {}, ruleset A of {}: compare rulesets of one game", b.game.id, a.game.id));
            }
            if b.seat_count() != a.seat_count() {
                return Err(format!("ruleset B has {} seats, ruleset A {}: compare rulesets with one seat count", b.seat_count(), a.seat_count()));
            }
        }
        if self.seats.len() != a.seat_count() {
            return Err(format!("{} needs {} seats, got {}", a.game.id, a.seat_count(), self.seats.len()));
        }
        Ok(LabPlan { a, b, seats: self.seats.clone(), games: self.games, seed: self.seed })
    }
}

impl LabPlan {
    /// The rows of games `range` (clipped to the spec's games), in order: each game under
    /// A, then under B.
    pub fn rows(&self, range: Range<u64>) -> Vec<LabRow> {
        let range = range.start.min(self.games)..range.end.min(self.games);
        let sides = [(Side::A, Some(&self.a)), (Side::B, self.b.as_ref())];
        range
            .flat_map(|i| sides.iter().filter_map(move |&(side, r)| r.map(|r| (side, r, i))))
            .map(|(side, rules, i)| self.play(side, rules, i))
            .collect()
    }

    /// Game `index` under `rules`, without building its record (chance events and bot
    /// decisions as `play_out_bots` draws them).
    fn play(&self, side: Side, rules: &Ruleset, index: u64) -> LabRow {
        let seed = self.seed.wrapping_add(index);
        let rules = rules.clone().with_seed(Some(seed));
        let mut g = crate::games::start_with_bots(&rules).expect("a planned ruleset is playable");
        let actions = play_to_end(&mut *g, seed, &mut bots_acting(seed, &self.seats), &mut |_, _| {});
        let outcome = g.outcome().expect("a game played to its end has an outcome");
        LabRow {
            ruleset: side,
            index,
            seed,
            scores: g.scores(),
            places: outcome.places,
            draw: outcome.draw,
            result: outcome.result,
            deals: g.deals_done(),
            actions: actions as u32,
        }
    }

    /// Every game of the spec, the range split over `threads` threads; the same rows as
    /// one thread gives, in the same order.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn rows_threaded(&self, threads: usize) -> Vec<LabRow> {
        let threads = threads.max(1) as u64;
        let per = self.games.div_ceil(threads);
        std::thread::scope(|sc| {
            let handles: Vec<_> = (0..threads).map(|t| sc.spawn(move || self.rows(t * per..(t + 1) * per))).collect();
            handles.into_iter().flat_map(|h| h.join().expect("lab thread")).collect()
        })
    }
}

/// The rows of games `range` of `spec`: what the bots' worker calls chunk by chunk.
pub fn rows(spec: &LabSpec, range: Range<u64>) -> Result<Vec<LabRow>, String> {
    Ok(spec.plan()?.rows(range))
}

/// Counts of integers in equal bins: bin `k` holds `start + k*width ..= start + (k+1)*width - 1`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Histogram {
    pub start: i64,
    pub width: i64,
    pub counts: Vec<usize>,
}

/// At most this many bins (fewer when the values span fewer integers).
const MAX_BINS: i64 = 20;

impl Histogram {
    /// Empty bins covering `min..=max`: the width the smallest of 1, 2, 5, 10, 20, 50...
    /// giving at most [`MAX_BINS`] bins, the start a multiple of the width.
    pub fn covering(min: i64, max: i64) -> Histogram {
        let bins = |width: i64| {
            let start = min.div_euclid(width) * width;
            (start, (max - start) / width + 1)
        };
        // 1, 2, 5, 10, 20, 50...: bin edges a reader takes in at a glance.
        let width = (0..).flat_map(|e| [1, 2, 5].map(|m| m * 10i64.pow(e))).find(|&w| bins(w).1 <= MAX_BINS).expect("a width fits any i32 span");
        let (start, count) = bins(width);
        Histogram { start, width, counts: vec![0; count as usize] }
    }

    pub fn add(&mut self, x: i64) {
        self.counts[((x - self.start) / self.width) as usize] += 1;
    }
}

/// One seat under one ruleset.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatSummary {
    pub seat: usize,
    pub score: Interval,
    /// The share of games the seat won (1 a win, 0 not), with its interval.
    pub win_rate: Interval,
    /// The seat's score minus the mean score of the game's seats.
    pub advantage: Interval,
    /// Final scores, in the summary's shared score bins.
    pub histogram: Histogram,
}

/// How many games ended with one named result (`"none"`: the game named none).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ResultCount {
    pub result: String,
    pub games: usize,
}

/// Deals per game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DealStats {
    pub mean: f64,
    pub min: u32,
    pub max: u32,
    /// In the summary's shared deal bins.
    pub histogram: Histogram,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RulesetSummary {
    pub ruleset: Side,
    pub games: usize,
    pub seats: Vec<SeatSummary>,
    /// Most frequent first, then by name.
    pub results: Vec<ResultCount>,
    pub deals: DealStats,
}

/// One seat's paired difference, B minus A over the games played under both.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PairedSeat {
    pub seat: usize,
    pub score: Interval,
    /// B's win (1 or 0) minus A's.
    pub win: Interval,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LabSummary {
    /// A, then B when there is one.
    pub rulesets: Vec<RulesetSummary>,
    /// With B: per seat, B − A over the games played under both.
    pub paired: Option<Vec<PairedSeat>>,
}

fn mean(xs: &[f64]) -> f64 {
    xs.iter().sum::<f64>() / xs.len() as f64
}

fn bins_of(values: impl Iterator<Item = i64>) -> Histogram {
    let (min, max) = values.fold((i64::MAX, i64::MIN), |(lo, hi), x| (lo.min(x), hi.max(x)));
    if min > max { Histogram::covering(0, 0) } else { Histogram::covering(min, max) }
}

fn filled(bins: &Histogram, values: impl Iterator<Item = i64>) -> Histogram {
    let mut h = bins.clone();
    values.for_each(|x| h.add(x));
    h
}

fn seat_summary(rows: &[&LabRow], seat: usize, score_bins: &Histogram) -> SeatSummary {
    let score: Vec<f64> = rows.iter().map(|r| r.scores[seat] as f64).collect();
    let won: Vec<f64> = rows.iter().map(|r| f64::from(u8::from(r.won(seat)))).collect();
    let advantage: Vec<f64> = rows.iter().map(|r| r.scores[seat] as f64 - mean(&r.scores.iter().map(|&s| s as f64).collect::<Vec<_>>())).collect();
    SeatSummary {
        seat,
        score: interval(&score),
        win_rate: interval(&won),
        advantage: interval(&advantage),
        histogram: filled(score_bins, rows.iter().map(|r| i64::from(r.scores[seat]))),
    }
}

fn ruleset_summary(side: Side, rows: &[&LabRow], score_bins: &Histogram, deal_bins: &Histogram) -> RulesetSummary {
    let seats = rows.first().map_or(0, |r| r.scores.len());
    let mut results: BTreeMap<&str, usize> = BTreeMap::new();
    for r in rows {
        *results.entry(r.result.as_deref().unwrap_or("none")).or_default() += 1;
    }
    let mut results: Vec<ResultCount> = results.into_iter().map(|(result, games)| ResultCount { result: result.into(), games }).collect();
    results.sort_by(|x, y| y.games.cmp(&x.games).then_with(|| x.result.cmp(&y.result)));
    let deals: Vec<f64> = rows.iter().map(|r| f64::from(r.deals)).collect();
    RulesetSummary {
        ruleset: side,
        games: rows.len(),
        seats: (0..seats).map(|s| seat_summary(rows, s, score_bins)).collect(),
        results,
        deals: DealStats {
            mean: mean(&deals),
            min: rows.iter().map(|r| r.deals).min().unwrap_or(0),
            max: rows.iter().map(|r| r.deals).max().unwrap_or(0),
            histogram: filled(deal_bins, rows.iter().map(|r| i64::from(r.deals))),
        },
    }
}

/// B − A per seat over the game indices played under both.
fn paired(a: &[&LabRow], b: &[&LabRow]) -> Vec<PairedSeat> {
    let by_index: BTreeMap<u64, &LabRow> = a.iter().map(|r| (r.index, *r)).collect();
    let pairs: Vec<(&LabRow, &LabRow)> = b.iter().filter_map(|rb| by_index.get(&rb.index).map(|ra| (*ra, *rb))).collect();
    let seats = pairs.first().map_or(0, |(ra, _)| ra.scores.len());
    (0..seats)
        .map(|s| {
            let score: Vec<f64> = pairs.iter().map(|(ra, rb)| f64::from(rb.scores[s] - ra.scores[s])).collect();
            let win: Vec<f64> = pairs.iter().map(|(ra, rb)| f64::from(u8::from(rb.won(s))) - f64::from(u8::from(ra.won(s)))).collect();
            PairedSeat { seat: s, score: interval(&score), win: interval(&win) }
        })
        .collect()
}

/// What the rows say, per ruleset and seat, and B against A when rows of B are present.
/// Score and deal bins are shared by every seat and both rulesets, so their histograms
/// line up.
pub fn summarize(rows: &[LabRow]) -> LabSummary {
    let score_bins = bins_of(rows.iter().flat_map(|r| r.scores.iter().map(|&s| i64::from(s))));
    let deal_bins = bins_of(rows.iter().map(|r| i64::from(r.deals)));
    let of = |side: Side| -> Vec<&LabRow> { rows.iter().filter(|r| r.ruleset == side).collect() };
    let (a, b) = (of(Side::A), of(Side::B));
    let mut rulesets = vec![ruleset_summary(Side::A, &a, &score_bins, &deal_bins)];
    if !b.is_empty() {
        rulesets.push(ruleset_summary(Side::B, &b, &score_bins, &deal_bins));
    }
    LabSummary { rulesets, paired: (!b.is_empty()).then(|| paired(&a, &b)) }
}

/// A run's export: its spec, summary and rows.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LabReport {
    pub spec: LabSpec,
    pub summary: LabSummary,
    pub rows: Vec<LabRow>,
}

impl LabReport {
    pub fn new(spec: LabSpec, rows: Vec<LabRow>) -> LabReport {
        LabReport { spec, summary: summarize(&rows), rows }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("lab reports serialize")
    }
}

/// The rows as CSV: a header, then one line per game: ruleset (A/B), game index, seed,
/// each seat's score, each seat's place, draw (0/1), result (empty for none), deals,
/// actions.
pub fn to_csv(rows: &[LabRow]) -> String {
    let seats = rows.first().map_or(0, |r| r.scores.len());
    let mut header = vec!["ruleset".to_string(), "game".into(), "seed".into()];
    header.extend((0..seats).map(|s| format!("score_s{s}")));
    header.extend((0..seats).map(|s| format!("place_s{s}")));
    header.extend(["draw", "result", "deals", "actions"].map(String::from));
    let mut out = header.join(",") + "\n";
    for r in rows {
        let mut f = vec![r.ruleset.label().to_string(), r.index.to_string(), r.seed.to_string()];
        f.extend(r.scores.iter().map(i32::to_string));
        f.extend(r.places.iter().map(u8::to_string));
        f.extend([u8::from(r.draw).to_string(), r.result.clone().unwrap_or_default(), r.deals.to_string(), r.actions.to_string()]);
        out += &(f.join(",") + "\n");
    }
    out
}

/// The summary as a table to read in a terminal.
pub fn to_text(spec: &LabSpec, summary: &LabSummary) -> String {
    let ci = |i: &Interval, k: f64| format!("{:>8.2} [{:.2}, {:.2}]", i.mean * k, i.ci95[0] * k, i.ci95[1] * k);
    let levels: Vec<&str> = spec.seats.iter().map(|l| l.id()).collect();
    let mut out = String::new();
    for r in &summary.rulesets {
        let link = if r.ruleset == Side::A { &spec.a } else { spec.b.as_ref().expect("a B summary has a B ruleset") };
        out += &format!("Ruleset {} {link}: {} games, seats {}\n", r.ruleset.label(), r.games, levels.join(","));
        out += &format!("{:<5} {:>28} {:>28} {:>28}\n", "seat", "mean score [95% CI]", "win % [95% CI]", "advantage [95% CI]");
        for s in &r.seats {
            out += &format!("{:<5} {:>28} {:>28} {:>28}\n", s.seat, ci(&s.score, 1.0), ci(&s.win_rate, 100.0), ci(&s.advantage, 1.0));
        }
        let ends: Vec<String> = r.results.iter().map(|c| format!("{} {}", c.result, c.games)).collect();
        out += &format!("ends: {}\n", ends.join(", "));
        out += &format!("deals per game: mean {:.2}, min {}, max {}\n\n", r.deals.mean, r.deals.min, r.deals.max);
    }
    if let Some(p) = &summary.paired {
        out += "B - A, paired by seed\n";
        out += &format!("{:<5} {:>28} {:>28}\n", "seat", "score [95% CI]", "win % [95% CI]");
        for s in p {
            out += &format!("{:<5} {:>28} {:>28}\n", s.seat, ci(&s.score, 1.0), ci(&s.win, 100.0));
        }
    }
    out.trim_end().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spec_round_trips_through_the_lab_link() {
        let spec = LabSpec { a: "?game=three-tricks".into(), b: Some("?game=three-tricks&zero-trick-score=-3".into()), seats: vec![Level::Easy, Level::Normal, Level::Hard, Level::Easy], games: 250, seed: 9 };
        let link = spec.to_link();
        assert!(link.starts_with("?lab&a=game%3Dthree-tricks&b="), "{link}");
        let params: Vec<(String, String)> = form_urlencoded::parse(link[1..].as_bytes()).into_owned().collect();
        assert_eq!(LabSpec::from_link(&params), Ok(spec.clone()));
        let without_b = LabSpec { b: None, ..spec };
        let params: Vec<(String, String)> = form_urlencoded::parse(without_b.to_link()[1..].as_bytes()).into_owned().collect();
        assert_eq!(LabSpec::from_link(&params), Ok(without_b));
        for bad in ["lab", "lab&a=game%3Dthree-tricks&seats=easy&games=x&seed=1", "lab&a=game%3Dthree-tricks&seats=godlike&games=1&seed=1"] {
            let params: Vec<(String, String)> = form_urlencoded::parse(bad.as_bytes()).into_owned().collect();
            assert!(LabSpec::from_link(&params).is_err(), "{bad}");
        }
    }
    use crate::records::record::SeatInfo;

    fn spec(a: &str, b: Option<&str>, seats: &[Level], games: u64) -> LabSpec {
        LabSpec { a: a.into(), b: b.map(String::from), seats: seats.to_vec(), games, seed: 40 }
    }

    fn three_tricks(b: Option<&str>, games: u64) -> LabSpec {
        spec("?game=three-tricks", b, &[Level::Easy, Level::Normal, Level::Easy, Level::Normal], games)
    }

    #[test]
    fn a_range_of_games_is_the_same_however_it_is_split() {
        let s = three_tricks(Some("?game=three-tricks&zero-trick-score=-3"), 10);
        let all = rows(&s, 0..10).unwrap();
        assert_eq!(all.len(), 20, "each game under A and B");
        assert_eq!(all, rows(&s, 0..10).unwrap(), "the same spec plays the same games");
        let mut split = rows(&s, 0..5).unwrap();
        split.extend(rows(&s, 5..10).unwrap());
        assert_eq!(all, split);
        assert_eq!(rows(&s, 8..30).unwrap(), all[16..], "a range past the spec's games is clipped");
        assert_eq!(all, s.plan().unwrap().rows_threaded(3), "threads give the same rows in the same order");
        let order: Vec<(u64, Side)> = all.iter().map(|r| (r.index, r.ruleset)).collect();
        assert_eq!(order[..4], [(0, Side::A), (0, Side::B), (1, Side::A), (1, Side::B)]);
    }

    /// Game `i` of a spec is the game `play_out_bots` records from seed `seed + i`.
    #[test]
    fn a_lab_game_is_the_recorded_bot_game() {
        let s = three_tricks(None, 4);
        let plan = s.plan().unwrap();
        for row in rows(&s, 0..4).unwrap() {
            let seats = s.seats.iter().map(|l| SeatInfo { name: l.id().into(), player: l.id().into() }).collect();
            let rec = super::super::play_out_bots(&plan.a.clone().with_seed(Some(row.seed)), 0, seats).unwrap();
            assert_eq!(row.seed, 40 + row.index);
            assert_eq!(rec.scores.as_ref(), Some(&row.scores));
            assert_eq!(rec.actions.len(), row.actions as usize);
            let g = rec.replay().unwrap();
            assert_eq!(g.outcome().unwrap().places, row.places);
            assert_eq!(row.deals, 4, "Three Tricks is four deals");
        }
    }

    /// Three Tricks' zero-trick score only changes the score of a deal's zero-trick seats,
    /// and easy bots do not read the scores: paired games are the same games, and each
    /// seat's score under -3 is its score under -5 plus 2 for every deal it took no trick.
    #[test]
    fn a_milder_zero_trick_score_raises_the_zero_trick_seats() {
        let s = spec("?game=three-tricks&zero-trick-score=-5", Some("?game=three-tricks&zero-trick-score=-3"), &[Level::Easy; 4], 20);
        let rows = rows(&s, 0..20).unwrap();
        for pair in rows.chunks(2) {
            let (a, b) = (&pair[0], &pair[1]);
            assert_eq!((a.index, a.seed, a.actions, a.deals), (b.index, b.seed, b.actions, b.deals), "the same game");
            for (sa, sb) in a.scores.iter().zip(&b.scores) {
                assert!(sb >= sa && (sb - sa) % 2 == 0, "game {}: {:?} -> {:?}", a.index, a.scores, b.scores);
            }
        }
        let summary = summarize(&rows);
        let paired = summary.paired.expect("B was played");
        assert!(paired.iter().all(|p| p.score.mean > 0.0), "{paired:?}");
        let total: f64 = paired.iter().map(|p| p.score.mean).sum();
        assert!(total > 0.0);
    }

    #[test]
    fn bad_specs_are_refused_with_a_reason() {
        let four = [Level::Easy; 4];
        let refused = |s: LabSpec| rows(&s, 0..1).expect_err("refused");
        assert!(refused(spec("?game=no-such-game", None, &four, 1)).contains("no-such-game"));
        assert!(refused(spec("?game=three-tricks", Some("?game=parity"), &four, 1)).contains("one game"));
        let arsene = |p: &str| format!("?game=arsene&players={p}");
        assert!(refused(spec(&arsene("4"), Some(&arsene("3")), &four, 1)).contains("seat count"));
        assert!(refused(spec("?game=three-tricks", None, &[Level::Easy; 3], 1)).contains("needs 4 seats, got 3"));
        assert!(refused(spec("?game=three-tricks&seed=4", None, &four, 1)).contains("no seed"));
        assert!(refused(spec("", None, &four, 1)).contains("names no game"));
        assert!(refused(spec("?game=three-tricks", None, &four, 0)).contains("at least one game"));
        assert!(refused(spec("?game=three-tricks&zero-trick-score=9", None, &four, 1)).starts_with("ruleset A: "));
        assert!(rows(&spec(&arsene("3"), Some(&arsene("3")), &[Level::Easy; 3], 1), 0..1).is_ok());
    }

    fn row(ruleset: Side, index: u64, scores: [i32; 2], places: [u8; 2], draw: bool, result: Option<&str>, deals: u32) -> LabRow {
        LabRow { ruleset, index, seed: 100 + index, scores: scores.to_vec(), places: places.to_vec(), draw, result: result.map(String::from), deals, actions: 10 * deals }
    }

    fn hand_made() -> Vec<LabRow> {
        vec![
            row(Side::A, 0, [3, -1], [1, 2], false, Some("x"), 2),
            row(Side::A, 1, [0, 2], [2, 1], false, None, 3),
            row(Side::A, 2, [1, 1], [1, 1], false, Some("x"), 4),
            row(Side::B, 0, [5, -3], [1, 2], false, Some("y"), 2),
            row(Side::B, 1, [2, 2], [1, 1], true, None, 2),
            row(Side::B, 2, [1, 1], [1, 1], false, None, 2),
        ]
    }

    fn close(i: &Interval, mean: f64, half: f64) -> bool {
        let near = |x: f64, y: f64| (x - y).abs() < 1e-12;
        near(i.mean, mean) && near(i.ci95[0], mean - half) && near(i.ci95[1], mean + half)
    }

    /// 1.96 standard errors of three values with sum of squared deviations `ss`.
    fn half(ss: f64) -> f64 {
        1.96 * (ss / 2.0 / 3.0).sqrt()
    }

    #[test]
    fn the_summary_of_hand_made_rows() {
        let s = summarize(&hand_made());
        let a = &s.rulesets[0];
        assert_eq!((a.ruleset, a.games, a.seats.len()), (Side::A, 3, 2));
        // Seat 0 under A scores 3, 0, 1: mean 4/3, squared deviations 25/9 + 16/9 + 1/9.
        assert!(close(&a.seats[0].score, 4.0 / 3.0, half(42.0 / 9.0)), "{:?}", a.seats[0].score);
        // Wins 1, 0, 1 (the shared first place of game 2 is a win).
        assert!(close(&a.seats[0].win_rate, 2.0 / 3.0, half(6.0 / 9.0)));
        // Each game's mean is 1: advantages 2, -1, 0 for seat 0 and -2, 1, 0 for seat 1.
        assert!(close(&a.seats[0].advantage, 1.0 / 3.0, half(42.0 / 9.0)));
        assert!(close(&a.seats[1].advantage, -1.0 / 3.0, half(42.0 / 9.0)));
        // Scores -3..=5 over both rulesets: one bin an integer, the same bins everywhere.
        for seat in a.seats.iter().chain(&s.rulesets[1].seats) {
            assert_eq!((seat.histogram.start, seat.histogram.width, seat.histogram.counts.len()), (-3, 1, 9));
        }
        assert_eq!(a.seats[0].histogram.counts, [0, 0, 0, 1, 1, 0, 1, 0, 0]);
        assert_eq!(s.rulesets[1].seats[1].histogram.counts, [1, 0, 0, 0, 1, 1, 0, 0, 0]);
        assert_eq!(a.results, [ResultCount { result: "x".into(), games: 2 }, ResultCount { result: "none".into(), games: 1 }]);
        assert_eq!(a.deals, DealStats { mean: 3.0, min: 2, max: 4, histogram: Histogram { start: 2, width: 1, counts: vec![1, 1, 1] } });
        let b = &s.rulesets[1];
        assert_eq!(b.results, [ResultCount { result: "none".into(), games: 2 }, ResultCount { result: "y".into(), games: 1 }]);
        assert_eq!(b.deals.histogram.counts, [3, 0, 0]);
        // Nobody wins B's drawn game 1: seat 1 wins B's game 2 only.
        assert!(close(&b.seats[1].win_rate, 1.0 / 3.0, half(6.0 / 9.0)));
        // Paired B - A: seat 0's scores 2, 2, 0; seat 1's wins 0, -1, 0.
        let p = s.paired.expect("rows of B");
        assert!(close(&p[0].score, 4.0 / 3.0, half(24.0 / 9.0)));
        assert!(close(&p[0].win, 0.0, 0.0));
        assert!(close(&p[1].win, -1.0 / 3.0, half(6.0 / 9.0)));
        assert!(summarize(&hand_made()[..3]).paired.is_none(), "no B, no comparison");
    }

    #[test]
    fn histogram_bins_are_round_and_few() {
        let bins = |lo, hi| {
            let h = Histogram::covering(lo, hi);
            (h.start, h.width, h.counts.len())
        };
        assert_eq!(bins(-7, 12), (-7, 1, 20));
        assert_eq!(bins(-7, 13), (-8, 2, 11));
        assert_eq!(bins(0, 0), (0, 1, 1));
        assert_eq!(bins(-100, 250), (-100, 20, 18));
        assert_eq!(bins(3, 95), (0, 5, 20));
        assert_eq!(bins(3, 100), (0, 10, 11));
        let mut h = Histogram::covering(-7, 13);
        [-8, -7, 13, 12, 0].into_iter().for_each(|x| h.add(x));
        assert_eq!((h.counts[0], h.counts[4], h.counts[10]), (2, 1, 2));
    }

    #[test]
    fn csv_reads_back_as_the_rows() {
        let rows = hand_made();
        let csv = to_csv(&rows);
        let mut lines = csv.lines();
        assert_eq!(lines.next(), Some("ruleset,game,seed,score_s0,score_s1,place_s0,place_s1,draw,result,deals,actions"));
        let back: Vec<LabRow> = lines
            .map(|l| {
                let f: Vec<&str> = l.split(',').collect();
                assert_eq!(f.len(), 11, "{l}");
                let n = |i: usize| f[i].parse::<i64>().unwrap();
                LabRow {
                    ruleset: if f[0] == "A" { Side::A } else { Side::B },
                    index: n(1) as u64,
                    seed: n(2) as u64,
                    scores: vec![n(3) as i32, n(4) as i32],
                    places: vec![n(5) as u8, n(6) as u8],
                    draw: n(7) == 1,
                    result: (!f[8].is_empty()).then(|| f[8].to_string()),
                    deals: n(9) as u32,
                    actions: n(10) as u32,
                }
            })
            .collect();
        assert_eq!(back, rows);
    }

    #[test]
    fn the_json_report_reads_back() {
        let s = three_tricks(Some("?game=three-tricks&zero-trick-score=-3"), 3);
        let report = LabReport::new(s.clone(), rows(&s, 0..3).unwrap());
        let back: LabReport = serde_json::from_str(&report.to_json()).unwrap();
        // Rows and spec exactly; the summary's decimals read back to within a rounding.
        assert_eq!((&back.spec, &back.rows), (&report.spec, &report.rows));
        let means = |r: &LabReport| -> Vec<f64> { r.summary.rulesets.iter().flat_map(|x| x.seats.iter().map(|s| s.score.ci95[1])).collect() };
        assert!(means(&back).iter().zip(means(&report)).all(|(x, y)| (x - y).abs() < 1e-9));
        assert_eq!(summarize(&back.rows), report.summary);
        assert!(report.to_json().contains("\"seats\": [\n      \"easy\",\n      \"normal\""), "levels by name");
        let text = to_text(&s, &report.summary);
        assert!(text.contains("Ruleset B ?game=three-tricks&zero-trick-score=-3: 3 games") && text.contains("B - A"), "{text}");
    }
}

//! Rulesets as checked data: a game id plus option values (and an optional deal seed) are
//! parsed and validated against the game's declared options, with defaults filled in.
//! Nothing here panics on bad input; every problem is a [`RulesetError`].

use std::fmt;

/// One ruleset option a game declares, e.g. Three Tricks' `zero-trick-score`.
#[derive(Debug)]
pub struct OptionSpec {
    pub id: &'static str,
    pub values: &'static [&'static str],
    pub default: &'static str,
}

/// What the app knows of a game before it starts one.
pub struct GameInfo {
    pub id: &'static str,
    pub title_en: &'static str,
    pub title_ja: &'static str,
    pub designer_en: &'static str,
    pub designer_ja: &'static str,
    /// Allowed player counts (the `players` option, when there is more than one).
    pub players: &'static [u8],
    pub options: &'static [OptionSpec],
    /// Checks between options (e.g. 9 players only with `extended-player-counts=on`).
    pub validate: Option<fn(&Ruleset) -> Result<(), RulesetError>>,
    /// Whether the game keeps a score to average (points, chips): false where a game's only
    /// result is who won (Goita to Bara), so the statistics show no average or score chart.
    pub scores: bool,
    /// Whether the game can be played yet (its engine is in `games::start`). The info holds
    /// no constructor, so pages that only list games do not link every engine.
    pub playable: bool,
}

impl fmt::Debug for GameInfo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GameInfo").field("id", &self.id).finish()
    }
}

impl GameInfo {
    pub fn option(&self, id: &str) -> Option<&'static OptionSpec> {
        self.options.iter().find(|o| o.id == id)
    }
    pub fn is_playable(&self) -> bool {
        self.playable
    }
}

/// A validated ruleset: every declared option has a value (the default where none was given).
#[derive(Clone, Debug)]
pub struct Ruleset {
    pub game: &'static GameInfo,
    values: Vec<&'static str>,
    /// The deal seed, when the ruleset pins the deals ("play this same deal").
    pub seed: Option<u64>,
}

impl PartialEq for Ruleset {
    fn eq(&self, o: &Ruleset) -> bool {
        self.game.id == o.game.id && self.values == o.values && self.seed == o.seed
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesetError {
    MissingGame,
    UnknownGame(String),
    NotYetPlayable(String),
    UnknownOption { option: String },
    BadValue { option: String, value: String, allowed: Vec<String> },
    BadSeed(String),
    Repeated(String),
    /// `option=value` is only allowed together with `needs=needs_value`.
    Requires { option: String, value: String, needs: String, needs_value: String },
}

impl fmt::Display for RulesetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesetError::MissingGame => write!(f, "no game is named"),
            RulesetError::UnknownGame(g) => write!(f, "unknown game {g:?}"),
            RulesetError::NotYetPlayable(g) => write!(f, "{g} is not playable yet"),
            RulesetError::UnknownOption { option } => write!(f, "unknown option {option:?}"),
            RulesetError::BadValue { option, value, allowed } => {
                write!(f, "option {option} cannot be {value:?} (allowed: {})", allowed.join(", "))
            }
            RulesetError::BadSeed(s) => write!(f, "the seed {s:?} is not a whole number from 0 to 18446744073709551615"),
            RulesetError::Repeated(k) => write!(f, "{k} is given twice"),
            RulesetError::Requires { option, value, needs, needs_value } => {
                write!(f, "{option}={value} needs {needs}={needs_value}")
            }
        }
    }
}

impl Ruleset {
    /// The game's defaults.
    pub fn defaults(game: &'static GameInfo) -> Ruleset {
        Ruleset { game, values: game.options.iter().map(|o| o.default).collect(), seed: None }
    }

    /// Options written "id=value" (the command line's `--option`), validated as
    /// [`Ruleset::with_options`] does.
    pub fn with_option_args(game: &'static GameInfo, args: &[String]) -> Result<Ruleset, String> {
        let pairs: Vec<(&str, &str)> =
            args.iter().map(|o| o.split_once('=').ok_or_else(|| format!("option {o}: expected ID=VALUE"))).collect::<Result<_, _>>()?;
        Ruleset::with_options(game, pairs).map_err(|e| e.to_string())
    }

    /// Validates option values given as text; options not given take their defaults.
    pub fn with_options<'a>(
        game: &'static GameInfo,
        given: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Ruleset, RulesetError> {
        let mut r = Ruleset::defaults(game);
        let mut seen: Vec<&str> = Vec::new();
        // The first value that is not allowed; reported once the other options are read, so
        // the values it lists are the ones allowed with them.
        let mut bad: Option<(usize, &str)> = None;
        for (key, value) in given {
            if seen.contains(&key) {
                return Err(RulesetError::Repeated(key.to_string()));
            }
            seen.push(key);
            if key == "seed" {
                r.seed = Some(value.parse().map_err(|_| RulesetError::BadSeed(value.to_string()))?);
                continue;
            }
            let i = game
                .options
                .iter()
                .position(|o| o.id == key)
                .ok_or_else(|| RulesetError::UnknownOption { option: key.to_string() })?;
            match game.options[i].values.iter().copied().find(|v| *v == value) {
                Some(v) => r.values[i] = v,
                None => bad = bad.or(Some((i, value))),
            }
        }
        if let Some((i, value)) = bad {
            let spec = &game.options[i];
            let fits = |v: &&&'static str| {
                let mut with = r.clone();
                with.values[i] = **v;
                game.validate.is_none_or(|check| check(&with).is_ok())
            };
            return Err(RulesetError::BadValue {
                option: spec.id.to_string(),
                value: value.to_string(),
                allowed: spec.values.iter().filter(fits).map(|v| v.to_string()).collect(),
            });
        }
        if let Some(check) = game.validate {
            check(&r)?;
        }
        Ok(r)
    }

    /// The value of a declared option. An id the game does not declare is a programming
    /// error, and panics: every game is built with every value of every option it declares
    /// (`games::tests`), so a mistyped id fails the tests instead of reading "".
    pub fn get(&self, id: &str) -> &'static str {
        let i = self.game.options.iter().position(|o| o.id == id).expect("an option the game declares");
        self.values[i]
    }

    /// Whether declared option `id` has `value`, which must be one of its declared values
    /// (a mistyped value panics, as a mistyped id does in [`Ruleset::get`]).
    pub fn is(&self, id: &str, value: &str) -> bool {
        let spec = self.game.option(id).expect("an option the game declares");
        assert!(spec.values.contains(&value), "a value the option declares");
        self.get(id) == value
    }

    /// Declared option `id` as a number. Its default and its values are written once, in the
    /// game's `INFO`: a value the game declares always reads (the tests build every one).
    pub fn number<T: std::str::FromStr>(&self, id: &str) -> T {
        self.get(id).parse().ok().expect("a numeric option")
    }

    /// Every option with its value, in declaration order.
    pub fn values(&self) -> impl Iterator<Item = (&'static OptionSpec, &'static str)> + '_ {
        self.game.options.iter().zip(self.values.iter().copied())
    }

    /// Options whose value differs from the default.
    pub fn changed(&self) -> impl Iterator<Item = (&'static OptionSpec, &'static str)> + '_ {
        self.values().filter(|(o, v)| o.default != *v)
    }

    /// The number of seats: the `players` option where the game has one, else its only count.
    pub fn seat_count(&self) -> usize {
        match self.game.option("players") {
            Some(_) => self.number("players"),
            None => self.game.players.first().copied().unwrap_or(4) as usize,
        }
    }

    pub fn with_seed(mut self, seed: Option<u64>) -> Ruleset {
        self.seed = seed;
        self
    }
}

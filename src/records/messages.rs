//! What went wrong with a link, a record or imported statistics, in the person's language.
//! The errors are typed, so no English detail follows a Japanese sentence; the English
//! here is the sentence a person reads, which may differ from the `Display` text the CLI
//! prints.

use super::fairness::Unverified;
use super::record::{EntryProblem, FormatProblem, JsonError, JsonProblem, RecordError, FORMAT, VERSION};
use super::backup::{BackupError, SaveProblem};
use super::stats::StatsError;
use super::companion::{self, CompanionError};
use crate::engine::companion::{EntryError, Field, Unit};
use crate::engine::seats::Seat;
use crate::engine::game::{ActionError, IllegalAction};
use crate::engine::ruleset::RulesetError;
use crate::text::{self, Lang};

/// What a bad link (or a record's ruleset) means.
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
            format!("オプション「{option}」に「{value}」は使えません。使える値：{}", allowed.join("、"))
        }
        (Lang::En, BadSeed(s)) => format!("“{s}” is not a valid deal seed (a whole number from 0)."),
        (Lang::Ja, BadSeed(s)) => format!("「{s}」はシード値として使えません（0以上の整数）。"),
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

/// Text that is not the JSON expected, with where it goes wrong.
fn json_error(lang: Lang, e: &JsonError) -> String {
    let (line, column) = (e.line, e.column);
    match (lang, e.kind) {
        (Lang::En, JsonProblem::Syntax) => format!("The text is not JSON (line {line}, column {column})."),
        (Lang::En, JsonProblem::CutShort) => format!("The text stops too early, at line {line}, column {column}."),
        (Lang::En, JsonProblem::Shape) => format!("A field or value does not fit the format (line {line}, column {column})."),
        (Lang::Ja, JsonProblem::Syntax) => format!("JSONとして読めません（{line}行{column}列）。"),
        (Lang::Ja, JsonProblem::CutShort) => format!("データが途中で切れています（{line}行{column}列）。"),
        (Lang::Ja, JsonProblem::Shape) => format!("形式に合わない項目か値があります（{line}行{column}列）。"),
    }
}

impl RecordError {
    /// What is wrong with a record or a saved game, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match (self, lang) {
            (RecordError::Json(e), _) => json_error(lang, e),
            (RecordError::Format(p), _) => format_problem(lang, p),
            (RecordError::Ruleset(e), _) => ruleset_error(lang, e),
            (RecordError::Action { index, problem }, Lang::En) => format!("Move {index} cannot be replayed: {}", entry_problem(lang, problem)),
            (RecordError::Action { index, problem }, Lang::Ja) => format!("{index}手目を再生できません。{}", entry_problem(lang, problem)),
            (RecordError::ScoresDiffer { recorded, replayed }, Lang::En) => {
                format!("The record gives the scores {} but replaying it gives {}.", scores(recorded, ", "), scores(replayed, ", "))
            }
            (RecordError::ScoresDiffer { recorded, replayed }, Lang::Ja) => {
                format!("記録の得点は{}ですが、再生すると{}になります。", scores(recorded, "・"), scores(replayed, "・"))
            }
        }
    }
}

fn scores(s: &[i32], sep: &str) -> String {
    s.iter().map(i32::to_string).collect::<Vec<_>>().join(sep)
}

fn format_problem(lang: Lang, p: &FormatProblem) -> String {
    use FormatProblem::*;
    match (lang, p) {
        (Lang::En, NotARecord(found)) => format!("This is not a Torite record (its format is {found}, not “{FORMAT}”)."),
        (Lang::Ja, NotARecord(_)) => "トリテの記録ではありません。".into(),
        (Lang::En, Version(found)) => format!("Record version {found} cannot be read; this version of Torite reads version {VERSION}."),
        (Lang::Ja, Version(found)) => format!("記録の版{found}は読めません（このトリテが読めるのは版{VERSION}）。"),
        (Lang::En, OptionNotText(k)) => format!("The option “{k}” must be text."),
        (Lang::Ja, OptionNotText(k)) => format!("オプション「{k}」の値が文字列ではありません。"),
        (Lang::En, SeatCount { listed, game }) => format!("The record lists {listed} players; the game has {game}."),
        (Lang::Ja, SeatCount { listed, game }) => format!("記録のプレイヤーは{listed}人ですが、このゲームは{game}人です。"),
        (Lang::En, NoSeed) => "The saved game has no deal seed.".into(),
        (Lang::Ja, NoSeed) => "保存されたゲームにシード値がありません。".into(),
        (Lang::En, WrongGame) => "The saved game is of another game.".into(),
        (Lang::En, NotWholeNumber(n)) => format!("The record has the number {n}; its numbers are whole numbers."),
        (Lang::Ja, NotWholeNumber(n)) => format!("記録に数値{n}があります。記録の数値は整数だけです。"),
        (Lang::Ja, WrongGame) => "保存されていたのは別のゲームです。".into(),
    }
}

/// Seats as the record numbers them (from 0), which is how the record names them.
fn entry_problem(lang: Lang, p: &EntryProblem) -> String {
    use EntryProblem::*;
    match (lang, p) {
        (Lang::En, BadSeat(v)) => format!("{v} is not a seat."),
        (Lang::Ja, BadSeat(v)) => format!("{v}は席の番号ではありません。"),
        (Lang::En, MixedEntry) => "The entry is not written as the format says.".into(),
        (Lang::Ja, MixedEntry) => "記録の書き方が形式に合いません。".into(),
        (Lang::En, GameOver) => "The game is already over.".into(),
        (Lang::Ja, GameOver) => "ゲームはすでに終わっています。".into(),
        (Lang::En, ChanceDue { named }) => format!("The cards are to be dealt, not a move by seat {named}."),
        (Lang::Ja, ChanceDue { named }) => format!("カードを配る番で、席{named}の番ではありません。"),
        (Lang::En, NoSeat { to_act }) => format!("It is seat {to_act}'s turn, but the entry names no seat."),
        (Lang::Ja, NoSeat { to_act }) => format!("席{to_act}の番ですが、席の指定がありません。"),
        (Lang::En, WrongSeat { to_act, named }) => format!("It is seat {to_act}'s turn, not seat {named}'s."),
        (Lang::Ja, WrongSeat { to_act, named }) => format!("席{to_act}の番で、席{named}の番ではありません。"),
        (Lang::En, NotFromSeed) => "The cards dealt are not the ones the deal seed gives.".into(),
        (Lang::Ja, NotFromSeed) => "配られたカードがシード値と合いません。".into(),
        (_, Refused(ActionError::Malformed(_))) => match lang {
            Lang::En => "It is not a move of this game.".into(),
            Lang::Ja => "このゲームの手ではありません。".into(),
        },
        (_, Refused(ActionError::Illegal(e))) => illegal(lang, e),
    }
}

/// Why the game refused a move. The rules' own reasons (`Rule`, `WrongPhase`) are English
/// notes for developers, so a person reads the kind of refusal only.
fn illegal(lang: Lang, e: &IllegalAction) -> String {
    use IllegalAction::*;
    match (lang, e) {
        (Lang::En, GameOver) => "The game is already over.".into(),
        (Lang::Ja, GameOver) => "ゲームはすでに終わっています。".into(),
        (Lang::En, NotChanceTurn) => "It is no time to deal.".into(),
        (Lang::Ja, NotChanceTurn) => "今はカードを配る番ではありません。".into(),
        (Lang::En, NotYourTurn { expected: Some(s) }) => format!("It is seat {s}'s turn."),
        (Lang::Ja, NotYourTurn { expected: Some(s) }) => format!("席{s}の番です。"),
        (Lang::En, NotYourTurn { expected: None }) => "It is nobody's turn.".into(),
        (Lang::Ja, NotYourTurn { expected: None }) => "誰の番でもありません。".into(),
        (Lang::En, WrongPhase(_)) => "That move cannot be made now.".into(),
        (Lang::Ja, WrongPhase(_)) => "今はその手はできません。".into(),
        (Lang::En, CardNotInHand(c)) => format!("{} is not in the player's hand.", text::card(c, lang)),
        (Lang::Ja, CardNotInHand(c)) => format!("{}は手札にありません。", text::card(c, lang)),
        (Lang::En, MustFollow { card, .. }) => format!("{} does not follow suit, and the player can follow.", text::card(card, lang)),
        (Lang::Ja, MustFollow { card, .. }) => format!("{}はマストフォローに反します。", text::card(card, lang)),
        (Lang::En, MustChooseRank { card, .. }) => format!("{} is not of the rank the rules ask for.", text::card(card, lang)),
        (Lang::Ja, MustChooseRank { card, .. }) => format!("{}はルールで求められたランクではありません。", text::card(card, lang)),
        (Lang::En, BadOutcome(_)) => "The cards dealt cannot have been dealt.".into(),
        (Lang::Ja, BadOutcome(_)) => "ありえない配り方です。".into(),
        (Lang::En, Rule(_)) => "The rules do not allow that move.".into(),
        (Lang::Ja, Rule(_)) => "ルール上できない手です。".into(),
    }
}

impl Unverified {
    /// Why a record's deals could not be checked against its committed seed, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match (self, lang) {
            (Unverified::Record(e), _) => e.message(lang),
            (Unverified::NoSeed, Lang::En) => "The record has no deal seed.".into(),
            (Unverified::NoSeed, Lang::Ja) => "記録にシード値がありません。".into(),
            (Unverified::NotCommitted, Lang::En) => "The record has no fingerprint of its seed (it was written before Torite showed one), so its deals cannot be checked.".into(),
            (Unverified::NotCommitted, Lang::Ja) => "記録に配札のフィンガープリントがありません（フィンガープリントを示す前の記録です）。配札を確かめられません。".into(),
            (Unverified::CommitmentDiffers { .. }, Lang::En) => "The deal seed does not match the fingerprint shown at the start: the seed was changed.".into(),
            (Unverified::CommitmentDiffers { .. }, Lang::Ja) => "シード値が最初に示したフィンガープリントと合いません。シードが変えられています。".into(),
            (Unverified::ChanceDiffers { event, action }, Lang::En) => {
                format!("Move {action} (chance event {event}) is not what the deal seed gives: the cards were changed.")
            }
            (Unverified::ChanceDiffers { event, action }, Lang::Ja) => {
                format!("{action}手目（{event}回目の配りや抽選）がシード値から出るものと違います。カードが変えられています。")
            }
        }
    }
}

impl StatsError {
    /// Why the text is not statistics, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match (self, lang) {
            (StatsError::Json(e), _) => json_error(lang, e),
            (StatsError::Format(found), Lang::En) => format!("Their format is “{found}”."),
            (StatsError::Format(_), Lang::Ja) => "形式が違います。".into(),
        }
    }
}

impl BackupError {
    /// Why the file cannot be imported, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match (self, lang) {
            (BackupError::Json(e), _) => json_error(lang, e),
            (BackupError::Format(found), Lang::En) if found.is_empty() => "This is not a Torite backup or statistics file.".into(),
            (BackupError::Format(found), Lang::En) => format!("This is not a Torite backup or statistics file (its format is “{found}”)."),
            (BackupError::Format(_), Lang::Ja) => "トリテのバックアップや成績のファイルではありません。".into(),
            (BackupError::Stats(e), Lang::En) => format!("Its statistics cannot be read. {}", e.message(lang)),
            (BackupError::Stats(e), Lang::Ja) => format!("成績を読み込めません。{}", e.message(lang)),
            (BackupError::Save { game, problem }, _) => {
                let title = crate::games::by_id(game).map_or(game.as_str(), |g| if lang == Lang::Ja { g.title_ja } else { g.title_en });
                let why = match problem {
                    SaveProblem::Record(e) => e.message(lang),
                    SaveProblem::OtherGame(other) => match lang {
                        Lang::En => format!("It is a game of {other}."),
                        Lang::Ja => format!("別のゲーム（{other}）の記録です。"),
                    },
                };
                match lang {
                    Lang::En => format!("The saved game of {title} cannot be restored: {why}"),
                    Lang::Ja => format!("「{title}」の保存ゲームを復元できません。{why}"),
                }
            }
        }
    }
}

impl CompanionError {
    /// What is wrong with a companion sheet or an entered deal, in `lang`: `game` names the
    /// game whose form the entry answered, `names` the seats.
    pub fn message(&self, lang: Lang, game: &str, names: &[String]) -> String {
        use CompanionError::*;
        match (self, lang) {
            (Json(e), _) => json_error(lang, e),
            (NotASheet(_), Lang::En) => "This is not a Torite score sheet.".into(),
            (NotASheet(_), Lang::Ja) => "トリテの得点表ではありません。".into(),
            (BadLink, Lang::En) => "This score sheet's link is damaged or cut short: it cannot be read.".into(),
            (BadLink, Lang::Ja) => "この得点表のリンクは壊れているか途中で切れていて、読めません。".into(),
            (Version(found), Lang::En) => format!("Score sheet version {found} cannot be read; this version of Torite reads version {}.", companion::VERSION),
            (Version(found), Lang::Ja) => format!("得点表の版{found}は読めません（このトリテが読めるのは版{}）。", companion::VERSION),
            (Ruleset(e), _) => e.message(lang),
            (NoEntry(g), _) => {
                let title = crate::games::by_id(g).map_or(g.as_str(), |i| if lang == Lang::Ja { i.title_ja } else { i.title_en });
                match lang {
                    Lang::En => format!("The deals of {title} cannot be entered yet."),
                    Lang::Ja => format!("「{title}」はまだ結果の入力に対応していません。"),
                }
            }
            (Names { listed, seats }, Lang::En) => format!("The sheet lists {listed} players; the game has {seats}."),
            (Names { listed, seats }, Lang::Ja) => format!("得点表のプレイヤーは{listed}人ですが、このゲームは{seats}人です。"),
            (Begin(e), _) => entry_error(lang, e, game, &[], names),
            (NoSuchDeal { index, deals }, Lang::En) => format!("There is no {}; the sheet has {deals}.", unit_number(unit_of(game), lang, *index).to_lowercase()),
            (NoSuchDeal { index, deals }, Lang::Ja) => format!("{}はありません（得点表は{deals}件）。", unit_number(unit_of(game), lang, *index)),
            (Deal { index, error, fields }, _) => format!("{}{}{}", unit_number(unit_of(game), lang, *index), text::COLON.get(lang), entry_error(lang, error, game, fields, names)),
        }
    }
}

fn unit_of(game: &str) -> Unit {
    crate::games::companion_unit(game)
}

/// The word for one entry of a sheet whose entries are `unit`s (a column's head): "Deal",
/// "Board", "Game", "Round".
pub fn unit_word(unit: Unit, lang: Lang) -> &'static str {
    match (unit, lang) {
        (Unit::Deal, Lang::En) => "Deal",
        (Unit::Deal, Lang::Ja) => "ディール",
        (Unit::Board, Lang::En) => "Board",
        (Unit::Board, Lang::Ja) => "ボード",
        (Unit::Game, Lang::En) => "Game",
        (Unit::Game, Lang::Ja) => "ゲーム",
        (Unit::Round, Lang::En) => "Round",
        (Unit::Round, Lang::Ja) => "ラウンド",
    }
}

/// The name of entry `n` of a sheet whose entries are `unit`s: "Deal 3", "第3ディール",
/// "Board 3", "Round 3"...
pub fn unit_number(unit: Unit, lang: Lang, n: impl std::fmt::Display) -> String {
    match (unit, lang) {
        (Unit::Deal, _) => text::deal_number(lang, n),
        (Unit::Board, Lang::En) => format!("Board {n}"),
        (Unit::Board, Lang::Ja) => format!("ボード{n}"),
        (Unit::Game, Lang::En) => format!("Game {n}"),
        (Unit::Game, Lang::Ja) => format!("第{n}ゲーム"),
        (Unit::Round, Lang::En) => format!("Round {n}"),
        (Unit::Round, Lang::Ja) => format!("第{n}ラウンド"),
    }
}

/// Why an entered deal cannot be, in `lang`: `fields` is the form it answered (its labels
/// are the game's words), `names` one name a seat.
pub fn entry_error(lang: Lang, e: &EntryError, game: &str, fields: &[Field], names: &[String]) -> String {
    use EntryError::*;
    let field_of = |i: &usize| fields.get(*i);
    let label = |i: &usize| {
        let id = field_of(i).map_or("", Field::label);
        crate::games::companion_label(game, id, lang).unwrap_or(id)
    };
    let name = |s: &Seat| text::seat(names, *s).to_string();
    match (lang, e) {
        (Lang::En, GameOver) => "The game is already over.".into(),
        (Lang::Ja, GameOver) => "ゲームはすでに終わっています。".into(),
        (Lang::En, AlreadyBegun) => "The first dealer is already set.".into(),
        (Lang::Ja, AlreadyBegun) => "最初のディーラーはもう決まっています。".into(),
        (Lang::En, NotBegun) => "Choose the first dealer first.".into(),
        (Lang::Ja, NotBegun) => "先に最初のディーラーを決めてください。".into(),
        (Lang::En, NoSuchDealer { seat }) => format!("There is no seat {seat} to deal first."),
        (Lang::Ja, NoSuchDealer { seat }) => format!("最初のディーラーの席{seat}はありません。"),
        (Lang::En, NotBetweenDeals) => "The game is in the middle of a deal: a deal is entered once it is over.".into(),
        (Lang::Ja, NotBetweenDeals) => "ディールの途中です。結果はディールが終わってから入力します。".into(),
        (Lang::En, AnswerCount { fields, .. }) => format!("The entry does not answer the deal's {fields} questions."),
        (Lang::Ja, AnswerCount { fields, .. }) => format!("入力がこのディールの{fields}項目に合いません。"),
        (Lang::En, WrongKind { field }) => format!("“{}”: the answer is not of the kind asked.", label(field)),
        (Lang::Ja, WrongKind { field }) => format!("「{}」：答えの形が違います。", label(field)),
        (_, Length { field, entered, expected }) => {
            let per_trick = matches!(field_of(field), Some(Field::TrickWinners { .. }));
            match (lang, per_trick) {
                (Lang::En, true) => format!("“{}”: {entered} tricks entered; a deal has {expected}.", label(field)),
                (Lang::Ja, true) => format!("「{}」：{entered}トリック分の入力ですが、1ディールは{expected}トリックです。", label(field)),
                (Lang::En, false) => format!("“{}”: {entered} counts entered for {expected} players.", label(field)),
                (Lang::Ja, false) => format!("「{}」：{expected}人に{entered}人分の入力です。", label(field)),
            }
        }
        (Lang::En, NoSuchSeat { field, seat }) => format!("“{}”: there is no player {}.", label(field), seat + 1),
        (Lang::Ja, NoSuchSeat { field, seat }) => format!("「{}」：{}人目のプレイヤーはいません。", label(field), seat + 1),
        (Lang::En, CountAbove { field, seat, count, most }) => {
            format!("“{}”: {} took {count} tricks, but a deal has only {most}.", label(field), name(seat))
        }
        (Lang::Ja, CountAbove { field, seat, count, most }) => {
            format!("「{}」：{}が{count}トリックになっていますが、1ディールは{most}トリックです。", label(field), name(seat))
        }
        (Lang::En, TrickSum { field, sum, total }) => format!("“{}”: the trick counts add up to {sum}; a deal has {total} tricks.", label(field)),
        (Lang::Ja, TrickSum { field, sum, total }) => format!("「{}」：トリック数の合計が{sum}ですが、1ディールは{total}トリックです。", label(field)),
        (_, RestTooSmall { field, sum, most }) => {
            let (rest, min) = match field_of(field) {
                Some(Field::TricksPerSeat { rest: Some(r), .. }) => (crate::games::companion_label(game, r.label, lang).unwrap_or(r.label), r.min),
                _ => ("", 0),
            };
            match lang {
                Lang::En => format!("“{}”: the players' tricks add up to {sum}, but they take at most {most}: {rest} has at least {min}.", label(field)),
                Lang::Ja => format!("「{}」：プレイヤーのトリック数の合計が{sum}ですが、{rest}が最低{min}トリックあるので最大{most}です。", label(field)),
            }
        }
        (Lang::En, NoSuchChoice { field, .. }) => format!("“{}”: there is no such choice.", label(field)),
        (Lang::Ja, NoSuchChoice { field, .. }) => format!("「{}」：その選択肢はありません。", label(field)),
        (Lang::En, NumberAbove { field, seat, number, most }) => format!("“{}”: {} has {number}, but it can be at most {most}.", label(field), name(seat)),
        (Lang::Ja, NumberAbove { field, seat, number, most }) => format!("「{}」：{}が{number}になっていますが、最大{most}です。", label(field), name(seat)),
        (Lang::En, Above { field, number, most }) => format!("“{}”: {number} is more than the most it can be, {most}.", label(field)),
        (Lang::Ja, Above { field, number, most }) => format!("「{}」：{number}になっていますが、最大{most}です。", label(field)),
        (Lang::En, Rule { field, why }) => format!("“{}”: {}", label(field), crate::games::companion_label(game, why, lang).unwrap_or(why)),
        (Lang::Ja, Rule { field, why }) => format!("「{}」：{}", label(field), crate::games::companion_label(game, why, lang).unwrap_or(why)),
    }
}

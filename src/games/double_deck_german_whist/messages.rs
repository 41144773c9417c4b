//! The game's own words: option labels, its terms, the messages its table shows and how its
//! actions read, in both languages.

use super::Action;
use crate::text::{self, glossary, msgs, Lang, Moment, Tip};

/// How an option value reads; `None` for an option or value this game does not have.
pub fn option_label(id: &str, value: &str, lang: Lang) -> Option<String> {
    Some(match (id, value, lang) {
        ("match-format", "first-to-3-deals", Lang::En) => "match: first team to win 3 deals".into(),
        ("match-format", "first-to-3-deals", Lang::Ja) => "3ディール先取のマッチ".into(),
        ("match-format", _, Lang::En) => "a single deal".into(),
        ("match-format", _, Lang::Ja) => "1ディールのみ".into(),
        _ => return None,
    })
}

/// The words of a companion form's label or choice (`companion`), `None` for an id it
/// does not have; a rank choice reads as printed on the cards.
pub fn companion_label(id: &str, lang: Lang) -> Option<&'static str> {
    use super::companion as c;
    Some(match id {
        c::TRICKS => SECOND_HALF_TRICKS_ENTRY.get(lang),
        c::INDICATOR_SUIT => INDICATOR_SUIT_ENTRY.get(lang),
        c::INDICATOR_RANK => INDICATOR_RANK_ENTRY.get(lang),
        c::SPADES => SPADES_WORD.get(lang),
        c::HEARTS => HEARTS_WORD.get(lang),
        c::CLUBS => CLUBS_WORD.get(lang),
        c::DIAMONDS => DIAMONDS_WORD.get(lang),
        _ => return c::RANK_CHOICES.iter().find(|&&r| r == id).copied(),
    })
}

glossary! { GLOSSARY:
    INDICATOR = "Trump indicator" / "切り札表示札";
    COPY_CARD = "copy" / "コピーカード";
    FACE_UP_CARD = "face-up card" / "公開札", not "場札";
    FACE_DOWN_CARD = "face-down card" / "伏せ札";
    HALF_1 = "First half" / "前半";
    HALF_2 = "Second half" / "後半";
    PARTNER = "partner" / "パートナー";
}

msgs! {
    DDGW_RULE_NOTE = "The trump indicator's suit is trump and the joker is its copy · must follow · first half: the trick winner takes a face-up card · second half: a point a trick, 7 wins the deal" / "切り札表示札のスートが切り札、ジョーカーはそのコピーカード・マストフォロー・前半：トリックの勝者が公開札を1枚取る・後半：1トリック1点、7点でディールの勝ち";
    INDICATOR_SHORT = "Trump" / "切り札";
    INDICATOR_LEGEND = "The card turned up from the stock: its suit is trump for the whole deal. The joker is its copy card, with exactly its suit and rank; of two equal cards the one played first wins." / "山札からめくった札で、そのスートがこのディールの切り札です。ジョーカーはそのコピーカードで、スートもランクも同じです。同じ札が2枚出たら先に出した方が勝ちます。";
    JOKER_IS_COPY = "Joker = its copy" / "ジョーカー＝コピーカード";
    DRAW_CARDS = "Face-up and face-down cards to draw" / "公開札と伏せ札";
    TAKE_DISPLAY_PROMPT = "You won the trick: take a face-up card" / "トリックに勝ちました。公開札を1枚選んで手札に加えてください";
    TEAM_TRICKS = "Tricks (team)" / "チームのトリック";
    DEALS_WON = "Deals won" / "勝ったディール";
    SECOND_HALF_TRICKS_ENTRY = "Second-half tricks each player won" / "各プレイヤーが後半に取ったトリック数";
    INDICATOR_SUIT_ENTRY = "Trump indicator: its suit" / "切り札表示札のスート";
    INDICATOR_RANK_ENTRY = "Trump indicator: its rank" / "切り札表示札のランク";
    SPADES_WORD = "♠ spades" / "♠スペード";
    HEARTS_WORD = "♥ hearts" / "♥ハート";
    CLUBS_WORD = "♣ clubs" / "♣クラブ";
    DIAMONDS_WORD = "♦ diamonds" / "♦ダイヤ";
    DDGW_SHEET_KEY = "A team needs 7 of the 13 second-half tricks to win the deal." / "後半の13トリックのうち7トリック取ったチームがディールの勝ち。";
}

pub fn seen_hand(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("{name}'s hand (open to you)"),
        Lang::Ja => format!("{name}の手札（見えている）"),
    }
}

pub fn takes_display(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("{name} takes a face-up card"),
        Lang::Ja => format!("{name}が公開札を選びます"),
    }
}

pub fn team_of_two(lang: Lang, a: &str, b: &str) -> String {
    match lang {
        Lang::En => format!("{a} & {b}"),
        Lang::Ja => format!("{a}・{b}"),
    }
}

/// An action in words, for the hint and a record read out; `names` has one name a seat.
pub fn action_label(a: &Action, names: &[String], lang: Lang) -> String {
    match a {
        Action::FirstDealer(s) => text::first_dealer(lang, text::seat(names, *s)),
        Action::Deal { .. } => text::CARDS_DEALT.get(lang).into(),
        Action::Play(c) => text::card(&c.to_string(), lang),
        Action::Take(c) => match lang {
            Lang::En => format!("Take the face-up {}", text::card(&c.to_string(), lang)),
            Lang::Ja => format!("{}の{}を取る", FACE_UP_CARD.ja, text::card(&c.to_string(), lang)),
        },
    }
}

/// The tips of a coached first deal (`play::coach`).
pub static TIPS: &[Tip] = &[
    Tip::new(Moment::Start, "You and your partner across need 7 of the 13 second-half tricks. The first 13 tricks score nothing: they decide who gets which cards.", "対面のパートナーと組み、後半13トリックのうち7トリック取ればディールの勝ち。前半13トリックは得点にならず、カードの取り合いです。"),
    Tip::new(Moment::Decision(&["play"]), "Must follow; if you can't, play any card. You may look at your right-hand opponent's hand at any time.", "マストフォロー。フォローできなければ何を出してもかまいません。右隣の敵プレイヤーの手札はいつでも見られます。"),
    Tip::new(Moment::Decision(&["take"]), "First half: the trick winner takes one of the two face-up cards; the partner gets the other, the opponents the face-down cards.", "前半：トリックの勝者が公開札2枚から1枚を取り、残りはパートナー、伏せ札2枚は相手チームが取ります。"),
    Tip::new(Moment::FirstTrick, "The highest trump won, or with no trump the highest of the led suit. The joker is the trump indicator's copy; of two equal cards the first played wins.", "一番強い切り札、なければリードされたスートで一番強い札が勝ち。ジョーカーは切り札表示札のコピーカードで、同じカード同士は先出し勝ちです。"),
    Tip::new(Moment::FirstSheet, "A team with 7 or more second-half tricks wins the deal.", "後半で7トリック以上取ったチームがそのディールの勝ちです。"),
];

/// The game's named result (`Outcome::result`) in words: it names none.
pub fn result_label(_result: &str) -> Option<crate::text::Msg> {
    None
}

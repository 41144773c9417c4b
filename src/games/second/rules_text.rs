//! The rules reference shown at the table, in both languages.

use crate::text::{Msg, RulesText};

/// One line on what makes the game itself, on the home page.
pub static LINE: Msg = Msg {
    en: "The second-highest card of the led suit wins.",
    ja: "リードスートで二番目に強いカードが勝つ。",
};

pub static RULES: RulesText = RulesText {
    credit_en: "Designed by Jun Kusaba (草場純), devised in February 1990. Source: his mixi thread 「自作トリックテイキングゲーム紹介」 in the Trick-taking Game (トリックテイキング・ゲーム) community, installment 5.",
    credit_ja: "作者：草場純（1990年2月考案）。出典：mixiコミュニティ「トリックテイキング・ゲーム」のトピック「自作トリックテイキングゲーム紹介」第5回。",
    en: &[
        "3 to 5 players, each playing for themselves. One 52-card pack without jokers, in bridge order: A strongest, 2 weakest.",
        "Deal as in Parity: as many cards as possible in equal numbers (17 each with 3 players, 13 with 4, 10 with 5). The leftover cards are placed face up for everyone to see and are not used.",
        "No trumps and no bidding. The player on the dealer's left leads the first trick. You must follow suit if you can; if you can't, play any card. The trick winner leads next.",
        "The one difference from an ordinary game: among the cards of the led suit (the lead included), the second-highest wins the trick. Cards of other suits never win.",
        "If exactly one other player follows, the lower of the two cards wins. If nobody can follow, the leader wins as an exception. So a led A wins only when nobody follows.",
        "Each trick won scores 1 point.",
        "The source does not say how long a game is. Here a game is one deal per player, the deal passing to the left. The highest total wins; equal totals share the place.",
        "Options: the number of players, 3 to 5 (standard 4), and the number of deals (standard one per player). The author says the game originally had bidding and trumps but gives no rules for them, so only the no-trump version without bidding is played.",
    ],
    ja: &[
        "3人から5人、個人戦。ジョーカーを除くトランプ52枚を使う。カードのランクはA最強、2最弱のブリッジオーダー。",
        "パリティと同じく、できるだけ多く均等に配る（3人なら17枚、4人なら13枚、5人なら10枚）。余ったカードは表にして全員に見せておき、使わない。",
        "ノートランプで、ビッドもなし。ディーラーの左隣がオープニングリード。マストフォローで、リードされたスートがなければ何を出してもよい。トリックに勝った人が次のリードをする。",
        "普通のゲームと違うのは次の一点。トリックは、リードされたスート（リードしたカードも含む）のカードのうち、二番目に強いカードが勝つ。他のスートのカードは勝てない。",
        "フォローしたのが1人だけなら、2枚のうち弱い方が勝つ。誰もフォローできないときは、例外としてリーダーが勝つ。つまりAをリードしても、誰もフォローしないときしか勝てない。",
        "1トリック1点で採点する。",
        "原文にはゲームの長さの記載がない。ここではディーラーを左隣へ変えながら人数分ディール行い、合計点の一番多い人の勝ち。同点は同順位。",
        "オプション：プレイ人数は3〜5人（標準は4人）、ディール数は変更可（標準は人数分）。作者によると本来はビッドも切り札もあるが、そのルールは書かれていないので、ノートランプ・ビッドなしの形だけで遊ぶ。",
    ],
};

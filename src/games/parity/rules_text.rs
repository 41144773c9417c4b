//! The rules reference shown at the table, in both languages.

use crate::text::{Msg, RulesText};

/// One line on what makes the game itself, on the home page.
pub static LINE: Msg = Msg {
    en: "Odd or even trick counts score plus or minus.",
    ja: "トリック数の偶奇で得点がプラスかマイナスに。",
};

pub static RULES: RulesText = RulesText {
    credit_en: "Designed by Jun Kusaba (草場純), conceived in March 1990. Source: his mixi thread 「自作トリックテイキングゲーム紹介」 in the Trick-taking Game (トリックテイキング・ゲーム) community, installment 3. Not David Parlett's two-player Parity.",
    credit_ja: "作者：草場純（1990年3月考案）。出典：mixiコミュニティ「トリックテイキング・ゲーム」のトピック「自作トリックテイキングゲーム紹介」第3回。デイヴィッド・パーレットの2人用「パリティ」とは別のゲーム。",
    en: &[
        "3 to 8 players (4 to 6 is best), each playing for themselves. One 52-card pack without jokers; A is highest, 2 lowest.",
        "Deal everyone as many cards as possible in equal numbers: 17 each with 3 players, 13 with 4, 10 with 5, 8 with 6, 7 with 7, 6 with 8. The leftover cards are placed face up for everyone to see and are not used in this deal.",
        "The player on the dealer's left leads the first trick. No trumps. You must follow suit if you can; if you can't, play any card. The highest card of the led suit wins, and the winner leads next.",
        "Score by the number of tricks you won. 0 tricks always scores 0.",
        "With an odd hand size (3, 4 or 7 players), an even number of tricks scores plus and an odd number scores minus: 1 trick −1, 2 tricks +2, 3 tricks −3, 4 tricks +4, and so on.",
        "With an even hand size (5, 6 or 8 players), the signs are reversed: 1 trick +1, 2 tricks −2, 3 tricks +3, and so on.",
        "In short: a trick count with the same parity (odd or even) as your hand size scores minus, so taking every trick always gives minus points. Scores do not add up to zero.",
        "Play one deal per player, the deal passing to the left. Rank players by total score; equal totals share a place.",
        "Options: the number of players, 3 to 8 (standard 4); the hand size follows from it. An extension not in the source allows 9 or 10 players with 5 cards each and the same sign rule (standard off).",
    ],
    ja: &[
        "3人から8人ぐらいまで（4〜6人が面白い）。個人戦。ジョーカーを除くトランプ52枚を使う。Aが最強、2が最弱。",
        "できるだけ多く均等に配る。3人なら17枚、4人なら13枚、5人なら10枚、6人なら8枚、7人なら7枚、8人なら6枚。余ったカードは表にして全員に見せておき、そのディールでは使わない。",
        "ディーラーの左隣がオープニングリード。ノートランプ。マストフォローで、リードされたスートがなければ何を出してもよい。リードされたスートで一番強いカードが勝ち、勝った人が次のリードをする。",
        "獲得トリック数で得点する。0トリックは常に0点。",
        "手札が奇数枚（3人、4人、7人）のときは、偶数トリックがプラス、奇数トリックがマイナス。1トリック−1点、2トリック+2点、3トリック−3点、4トリック+4点……となる。",
        "手札が偶数枚（5人、6人、8人）のときは+−が逆になる。1トリック+1点、2トリック−2点、3トリック+3点……となる。",
        "まとめると、獲得トリック数の奇偶が手札の枚数と同じならマイナス。つまり全トリック取ったら必ずマイナス点になる。ゼロサムではない。",
        "ディーラーを左隣へ変えながら人数分ディール行う。合計点で順位をつけ、同点は同順位。",
        "オプション：プレイ人数は3〜8人（標準は4人）で、手札の枚数は人数で決まる。原文にない拡張として、9人・10人で手札5枚ずつ、同じ+−のルールで遊ぶこともできる（標準はなし）。",
    ],
};

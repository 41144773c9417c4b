//! The rules reference shown at the table, in both languages.

use crate::text::{Msg, RulesText};

/// One line on what makes the game itself, on the home page.
pub static LINE: Msg = Msg {
    en: "Take exactly 3 tricks: 3 score 9, more cost.",
    ja: "ちょうど3トリックで9点。取りすぎは失点。",
};

pub static RULES: RulesText = RulesText {
    credit_en: "Designed by Jun Kusaba (草場純) in 1991. Source: his mixi thread 「自作トリックテイキングゲーム紹介」 in the Trick-taking Game (トリックテイキング・ゲーム) community, installment 1.",
    credit_ja: "作者：草場純（1991年考案）。出典：mixiコミュニティ「トリックテイキング・ゲーム」のトピック「自作トリックテイキングゲーム紹介」第1回。",
    en: &[
        "4 players, each playing for themselves. One 52-card pack without jokers. In every suit A is highest and 2 is lowest.",
        "The dealer deals all 52 cards, 13 to each player. The player on the dealer's left leads the first trick.",
        "Ordinary no-trump play: you must follow suit if you can; if you can't, play any card. The highest card of the led suit wins the trick, and the winner leads the next one. 13 tricks are played.",
        "Score by the number of tricks you won: 1 trick +1, 2 tricks +4, 3 tricks +9 (the number of tricks squared).",
        "4 or more tricks score minus that number: 4 tricks −4, 5 tricks −5, and so on up to 13 tricks −13. 0 tricks scores −5.",
        "So the aim is exactly three tricks. −5 appears twice (for 0 and for 5 tricks); the author accepts this.",
        "Play 4 deals, the deal passing clockwise (to the left) so everyone deals once. Rank players by total score; equal totals share a place.",
        "Option: 0 tricks scores −3 instead of −5. The original game used −3; the author changed it to −5 for balance. Standard is −5.",
    ],
    ja: &[
        "4人用、個人戦。ジョーカーを除くトランプ52枚を使う。カードの強さはどのスートもAが最強、2が最弱。",
        "ディーラーは52枚を13枚ずつ全員に配り切る。ディーラーの左隣がオープニングリードをする。",
        "ノートランプの普通のトリックテイキング。マストフォローで、リードされたスートがなければ何を出してもよい。リードされたスートで一番強いカードを出した人がトリックに勝ち、次のリードをする。13トリック行う。",
        "獲得トリック数で得点する。1トリック+1点、2トリック+4点、3トリック+9点（トリック数の2乗）。",
        "4トリック以上はトリック数だけマイナス。4トリック−4点、5トリック−5点……13トリック−13点。0トリックは−5点。",
        "つまり、ちょうど3トリックを狙うゲーム。−5点が0トリックと5トリックの2回出てくるが、作者も承知のうえ。",
        "ディーラーを時計回り（左隣）に交代しながら4ディール行い、全員が1回ずつ配る。合計点で順位をつけ、同点は同順位。",
        "オプション：0トリックを−5点ではなく−3点にできる。オリジナルは−3点だったが、作者がゲームバランスのため−5点に改めた。標準は−5点。",
    ],
};

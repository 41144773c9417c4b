//! The rules reference shown at the table, in both languages.

use crate::text::{Msg, RulesText};

/// One line on what makes the game itself, on the home page.
pub static LINE: Msg = Msg {
    en: "Two players, open hands; one parity scores.",
    ja: "2人・手札公開。宣言した偶奇の側だけ得点。",
};

pub static RULES: RulesText = RulesText {
    credit_en: "Designed by David Parlett, version 3 of May 2005 (© 2005 David Parlett). Source: the Japanese translation 「【パリティ PARITY】完全情報ゲーム（改訂版）」 posted, with the author's permission, in the mixi thread 「自作トリックテイキングゲーム紹介」 of the Trick-taking Game (トリックテイキング・ゲーム) community. Not Jun Kusaba's Parity, an unrelated game of the same name.",
    credit_ja: "作者：デイヴィッド・パーレット（2005年5月のヴァージョン3、© 2005 David Parlett）。出典：mixiコミュニティ「トリックテイキング・ゲーム」のトピック「自作トリックテイキングゲーム紹介」に、本人の許可を得て掲載された翻訳「【パリティ PARITY】完全情報ゲーム（改訂版）」。草場純の「パリティ」とは同名の別のゲーム。",
    en: &[
        "2 players: the dealer and the non-dealer. 24 playing cards, A K Q J 10 9 of each suit (A high), and 8 indicator cards, an odd and an even card of each suit (the 2 and 3, or the 7 and 8), which are never played.",
        "The deal alternates. The dealer deals all 24 cards one at a time, 12 each. Both hands are open: each player knows the other's cards exactly, and the opponent's hand is shown face up.",
        "Trumps: the non-dealer names the trump suit. Then the dealer announces the target parity: odd or even (0 counts as even). The indicator card of the trump suit with that parity is turned face up.",
        "Play: the non-dealer leads first; the winner of each trick leads the next. You must follow suit if you can; if not, play any card. The higher trump wins, otherwise the higher card of the led suit.",
        "The first trick counts as 2 tricks: its winner takes 2 unused indicator cards. So the counted tricks always add up to 13, an odd number, and exactly one player's count has the announced parity.",
        "Scoring: only the player whose counted tricks have the target parity scores: 10 plus their tricks (from 10 up to 23). The other scores nothing.",
        "The game ends when a player reaches 100; that player wins. A loser under 66 has suffered a lurch, under 55 a double lurch.",
        "Options. No-trump call: when behind in total score (strictly), the non-dealer may call no trump instead of a suit; the deal is then worth 20 plus tricks. Joker variant: each player also gets a joker, 13 cards and 13 tricks, the first trick not doubled; a joker may be played at any time; a led joker wins, and the opponent may reply with anything; a joker played to a led card always loses. Short game: every target halved (game at 50, lurch under 33, double lurch under 27.5).",
    ],
    ja: &[
        "2人用：ディーラーとノンディーラー。プレイ・カード24枚（各スートのA、K、Q、J、10、9。Aが最強）と、指標カード8枚（各スートの奇数と偶数の札1枚ずつ、2と3または7と8）を使う。指標カードはプレイしない。",
        "ディールは交互に行う。ディーラーは24枚を1枚ずつ12枚ずつ配りきる。両者の手札は公開：互いに相手の手札を完全に知っており、相手の手札は表向きに表示される。",
        "切り札：ノンディーラーが切り札のスートを宣言する。次にディーラーが目標の偶奇、奇数か偶数かを宣言する（0は偶数）。切り札のスートでその偶奇の指標カードを表にする。",
        "プレイ：ノンディーラーが最初のトリックをリードし、各トリックの勝者が次をリードする。マストフォローで、フォローできなければ何を出してもよい。切り札が出れば高い切り札が、なければリードされたスートの高い札が勝つ。",
        "最初のトリックは2トリックと数える（勝者は未使用の指標カードを2枚取る）。トリック数の合計は奇数の13になるので、宣言された偶奇を満たすのはどちらか一方だけ。",
        "得点：目標の偶奇のトリック数を取った方だけが、10点＋獲得トリック数を得点する（最低10点、最高23点）。他方は0点。",
        "100点に達した方の勝ちでゲーム終了。その時点で敗者が66点に達していなければラーチ、55点に達していなければダブル・ラーチ。",
        "オプション。切り札なし宣言：総合点で負けているときに限り、ノンディーラーはスートの代わりに「切り札なし」を宣言でき、そのディールは20点＋トリック数になる。ジョーカー・ヴァリアント：各自にジョーカーを1枚追加し13枚・13トリック、最初のトリックは2倍にしない。ジョーカーはいつでも出せる。リードされたジョーカーは必ず勝ち、相手は何を出してもよい。リードされた札に出したジョーカーは必ず負ける。短いゲーム：到達点数をすべて半分に（50点でゲーム、33点未満でラーチ、27.5点未満でダブル・ラーチ）。",
    ],
};

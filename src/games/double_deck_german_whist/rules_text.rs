//! The rules reference shown at the table, in both languages.

use crate::text::{Msg, RulesText};

/// One line on what makes the game itself, on the home page.
pub static LINE: Msg = Msg {
    en: "Pairs; you may see one opponent's hand.",
    ja: "ペア戦。右隣の手札をいつでも見られる。",
};

pub static RULES: RulesText = RulesText {
    credit_en: "Designed by the blog's author, whose name the blog does not give. Source: the blog post 「ダブルデッキ・ジャーマンホイスト」; a 2-vs-2 extension of the traditional two-player game German Whist.",
    credit_ja: "作者不明（ブログ記事より）。出典：ブログ記事「ダブルデッキ・ジャーマンホイスト」。2人専用の「ジャーマンホイスト」を2対2のペア戦に拡張したもの。",
    en: &[
        "4 players in two partnerships, partners sitting opposite. Two packs with identical backs (104 cards) plus one joker. A is highest, 2 lowest; between two identical cards, the one played first wins.",
        "You may look at the hand of your right-hand neighbour (an opponent) at any time, and they may never refuse. Partners may not discuss play.",
        "The dealer deals 13 cards each; the other 52 form the stock. Turn up the top stock card, the trump indicator: its suit is trump. Set it aside face up and put the joker on the stock in its place. For the whole deal the joker is an exact copy of that card.",
        "Lay the top 2 stock cards (the joker and the next) face up and the next 2 face down. The dealer's left leads the first trick.",
        "First half, 13 tricks that do not score: must follow suit; if you can't, play any card. The highest trump wins, otherwise the highest card of the led suit. The winner leads next.",
        "After each first-half trick the winner takes either face-up card, the winner's partner takes the other, and the two opponents each take one face-down card. Then 2 new cards are laid face up and 2 face down while the stock lasts.",
        "Second half, 13 tricks: the same play without drawing. The winner of trick 13 leads. Won tricks are kept face down in front of the winner.",
        "Each second-half trick is worth 1 point. Partners add their points, and the team with 7 or more wins the deal.",
        "Option: match play. The first team to win 3 deals wins, and the deal passes to the left each deal (standard: a single deal).",
    ],
    ja: &[
        "4人、2対2のペア戦で、対面がパートナー。裏面が同じトランプ2組（104枚）とジョーカー1枚を使う。Aが最強、2が最弱。同じカード同士は先出し勝ち。",
        "各プレイヤーは右隣（敵プレイヤー）の手札をいつでも確認してよく、確認を求められた人は拒めない。パートナーとプレイの相談をしてはいけない。",
        "ディーラーは13枚ずつ配り、残り52枚を山札にする。山札の一番上をめくり、そのスートが切り札。その札は切り札表示札として表向きで別に置き、代わりにジョーカーを山札の上に置く。ジョーカーはこのディール中、切り札表示札と同じカード（コピーカード）として扱う。",
        "山札の上から2枚（ジョーカーを含む）を表向きに、さらに2枚を裏向きに場の中央に並べる（公開札2枚と伏せ札2枚）。ディーラーの左隣がオープニングリード。",
        "前半13トリック（得点にならない）：マストフォローで、フォローできなければ何を出してもよい。切り札が出ていれば一番強い切り札、なければリードされたスートで一番強い札が勝つ。勝った人が次のリードをする。",
        "前半のトリックごとに、勝った人が公開札2枚から好きな方を取り、残りの1枚をパートナーが取る。伏せ札2枚は相手チームの2人が1枚ずつ取る。山札があれば、また2枚を表向き、2枚を裏向きに並べる。",
        "後半13トリック：前半と同じルールで、手札の追加はなし。第13トリックの勝者が最初のリード。取ったトリックは裏向きにして自分の前に置く。",
        "後半に取ったトリック1つが1点。チームごとに合算し、7点以上のチームがそのディールの勝ち。",
        "オプション：複数ディール行う場合は、先に3回勝ったチームの勝ち。ディーラーは毎ディール左隣に移す（標準は1ディールのみ）。",
    ],
};

//! The rules reference shown at the table, in both languages.

use crate::text::{Msg, RulesText};

/// One line on what makes the game itself, on the home page.
pub static LINE: Msg = Msg {
    en: "Bluff with goita pieces: lay, bid, turn over.",
    ja: "ごいた駒を伏せて、めくる数を競るブラフ。",
};

pub static RULES: RulesText = RulesText {
    credit_en: "Designed by the blog's author, whose name the blog does not give, as a redesign of Skull & Roses for goita pieces. Source: the blog post 「娯慰多と薔薇（ごいたとバラ）」 (2018).",
    credit_ja: "作者不明（ブログ記事より）。「髑髏と薔薇」をごいた駒で遊べるようにリデザインしたもの。出典：ブログ記事「娯慰多と薔薇（ごいたとバラ）」（2018年）。",
    en: &[
        "3 to 6 players, each for themselves. One set of 32 goita pieces: 10 pawns, 4 each of lance, knight, silver and gold, 2 each of bishop and rook, and 2 kings (one printed with a different kanji, the same kind). Not a trick-taking game: a bluffing game after Skull & Roses.",
        "Each player has 4 chips (lives) and a disc, white side up. Shuffle the pieces face down; each player draws a hand of 5 pieces (6 with 3 players). The rest is turned face up at the edge as the open supply, so everyone can count what is hidden.",
        "Phase 1: everyone puts 2 pieces from their hand face down in a row in front of them, at the same time.",
        "Phase 2: from the start player, clockwise, each player either places 1 more piece face down at the end of their row or challenges. A player with no pieces in hand must challenge.",
        "Phase 3: the player who challenges bids how many face-down pieces (from all rows, 1 up to all of them) they will turn over. Clockwise, each player raises to a higher number or passes and drops out of the bidding. The last one left is the challenger.",
        "Phase 4: the challenger turns over that many pieces, one at a time: first their own face-down pieces, in the order they choose, then any face-down pieces of the others.",
        "After every piece turned over, the challenge fails at once if the pieces turned over show two of a kind other than pawns (two golds, two kings...), or a king with any piece other than a pawn or a lance.",
        "A failed challenger puts 1 chip in the chip discard area; with no chips left they are out, and the last player left wins. A successful challenger flips their disc to black; if it was already black, they win.",
        "New round: all 32 pieces are shuffled; as many pieces as there are chips in the chip discard area are set aside face down, seen by no one. Each player draws as many pieces as their chips plus 1 (plus 2 in a game begun with 3 players); the rest is the open supply. The challenger starts the next round (if they are out, the next player clockwise).",
        "Options: goita cards or goi-pai tiles instead of pieces, and two stacked chips instead of an Othello disc. Both are only how the table looks.",
    ],
    ja: &[
        "3〜6人用、個人戦。ごいた駒1組32枚を使う：し10枚、香・馬・銀・金が各4枚、角・飛が各2枚、王が2枚（1枚は玉と書かれているが同じ種類）。トリックテイキングではなく、「髑髏と薔薇」をもとにしたブラフゲーム。",
        "各自チップ4枚（ライフ）とオセロ駒1枚を白を表にして持つ。駒を裏向きにシャッフルし、各自5枚（3人なら6枚）を手駒として取る。残りは表向きの駒として場の端に置き、誰でも伏せられていない駒を数えられる。",
        "フェーズ1：全員が同時に、手駒から2枚を自分の前に裏向きに伏せて並べる。",
        "フェーズ2：スタートプレイヤーから時計回りに、自分の列の端に駒を1枚伏せるか、チャレンジする。手駒がなければチャレンジしなければならない。",
        "フェーズ3：チャレンジした人は、全員の伏せ駒から何枚めくるか（1枚から全部まで）を宣言する。時計回りに、より多い枚数に上乗せするか、パスして賭けから降りる。最後に残った人がチャレンジャーとなる。",
        "フェーズ4：チャレンジャーはその枚数を1枚ずつめくる。まず自分の伏せ駒を好きな順にめくり、続いて他の人の伏せ駒をどれでも1枚ずつめくる。",
        "1枚めくるごとに、めくった駒にし以外の同じ種類の駒が2枚（金2枚、王2枚など）、または王と、しと香以外の駒があれば、ただちにチャレンジ失敗となる。",
        "失敗したチャレンジャーはチップを1枚チップ捨て場に移す。チップがなくなれば脱落し、最後に残った1人が勝者となる。成功したチャレンジャーはオセロ駒を黒にし、すでに黒なら勝者となる。",
        "新しいラウンド：32枚すべてをシャッフルし、チップ捨て場のチップの数だけ駒を誰も見ずに裏向きのまま除外する。各自、持っているチップの数プラス1枚（3人で始めたゲームはプラス2枚）の手駒を取り、残りは表向きの駒とする。チャレンジャーが次のラウンドのスタートプレイヤーとなる（脱落していればその左隣の生き残り）。",
        "オプション：駒の代わりにごいたカードやごい牌、オセロ駒の代わりに色違いのチップ2枚重ねを使える。どちらも見た目だけの違い。",
    ],
};

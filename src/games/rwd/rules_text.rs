//! The rules reference shown at the table, in both languages.

use crate::text::{Msg, RulesText};

/// One line on what makes the game itself, on the home page.
pub static LINE: Msg = Msg {
    en: "Draft cards from a row, then play them back.",
    ja: "並んだカードを取り合い、それで後半を戦う。",
};

pub static RULES: RulesText = RulesText {
    credit_en: "Designed by the blog's author, whose name the blog does not give. Source: the blog post 「RWD（リワインド）」.",
    credit_ja: "作者不明（ブログ記事より）。出典：ブログ記事「RWD（リワインド）」。",
    en: &[
        "3 to 5 players, each playing for themselves. One 52-card pack without jokers, A highest, 2 lowest, and about 20 chips. Spades are always trump, in both halves.",
        "Shuffle all cards into a stock. Lay out row 1: (players − 1) cards face up plus 1 face down. Lay out row 2 the same way. Choose a start player.",
        "First half (rewind): starting with the start player and going anticlockwise, each player takes any one card from row 1, the face-down card included, and keeps it as it lies. Whoever takes the face-down card must not look at it yet.",
        "The suit of the card taken last is the led suit. The highest spade wins; if there is no spade, the highest card of the led suit. The player who took that card wins the trick.",
        "The player with the face-down card then looks at it secretly and shows it only to the trick winner, so everyone learns who won. The winner takes 1 chip, which counts as a minus point, and is the next start player. Everyone adds their card to their hand.",
        "Row 2 moves up to row 1, and a new row 2 is laid out while the stock has enough cards. The first half has 17 tricks with 3 players, 13 with 4 and 10 with 5. Cards left in the stock are set aside unseen.",
        "Second half (play): play the hands you collected, clockwise. Must follow suit, spades trump. The winner of the last first-half trick leads first, and each trick winner leads next. Won tricks are kept face down and may not be looked at.",
        "Score = tricks won in the second half − chips taken in the first half. The highest score wins. Ties go to the player with more chips; if still tied, they share the win. If everyone scores 0, the game is a draw.",
        "Options: 3, 4 or 5 players (standard 4). Match play: the winner of the previous game is the start player, and the first to win 3 games is the overall winner (standard: a single game).",
    ],
    ja: &[
        "3人から5人、個人戦。ジョーカーを除くトランプ52枚（Aが最強、2が最弱）とチップ20枚程度を使う。切り札は前半・後半とも常にスペード。",
        "全ての札をよくシャッフルして山札にする。（プレイヤー数−1）枚を表向き、1枚を裏向きで並べて第1候補カード列とし、同じように第2候補カード列も並べる。スタートプレイヤーを決める。",
        "前半ラウンド（巻き戻し）：スタートプレイヤーから反時計回りに、第1候補カード列から任意の1枚（裏向きの札でもよい）を取り、裏表を変えずに自分の前に置く。裏向きの札を取った人は、まだ表を見てはいけない。",
        "第1候補カード列から最後に取られた札のスートがリードスートになる。スペードがあれば一番強いスペード、なければリードスートで一番強い札を取った人がトリックに勝つ。",
        "裏向きの札を取った人は自分だけ表を見て勝者を確認し、勝った人にだけこっそり見せる。これで全員が勝者を知る。勝った人はチップを1枚取り（1枚がマイナス1点）、次のスタートプレイヤーになる。各自、取った札を手札に加える。",
        "第2候補カード列を第1候補カード列の場所に移し、山札が足りる限り新しい第2候補カード列を並べる。前半は3人なら17トリック、4人なら13トリック、5人なら10トリック。山札の残りは伏せたまま脇に置く。",
        "後半ラウンド（再生）：前半で集めた手札で、時計回りに普通のトリックテイキングをする。マストフォロー、切り札はスペード。前半の最終トリックに勝った人が最初のリード、以降はトリックの勝者がリードする。取った札は裏向きに置き、表を見てはいけない。",
        "得点＝（後半に取ったトリック数）−（前半に取ったチップの数）。最も多い人の勝ち。同点なら前半のチップが多い人の勝ち、それも同じなら勝利を分かち合う。全員0点なら引き分け。",
        "オプション：プレイ人数3・4・5人（標準は4人）。繰り返し遊ぶ場合は、前のゲームの勝者がスタートプレイヤーになり、先に3勝した人が真の勝者（標準は1ゲームのみ）。",
    ],
};

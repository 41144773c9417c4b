//! The rules reference shown at the table, in both languages.

use crate::text::{Msg, RulesText};

/// One line on what makes the game itself, on the home page.
pub static LINE: Msg = Msg {
    en: "Hearts are trump; pairs race to 21 points.",
    ja: "ハートが切り札。各自ビッドし、ペアで21点へ。",
};

pub static RULES: RulesText = RulesText {
    credit_en: "Adapted by Jun Kusaba (草場純) from the Syrian partnership game 41, which Akagiri (赤桐さん) taught him; he shortened it and calls it an adaptation (改作), not his own design. Source: his mixi thread 「自作トリックテイキングゲーム紹介」 in the Trick-taking Game (トリックテイキング・ゲーム) community, installment 7. The text there breaks off after the end rules; the gaps (who partners whom, the sudden death) are filled as the rules reference notes.",
    credit_ja: "作者：草場純。シリアのゲーム「41」（赤桐さんに教わったもの）を短く終わるように改作したもの（本人いわく創作ではなく改作）。出典：mixiコミュニティ「トリックテイキング・ゲーム」のトピック「自作トリックテイキングゲーム紹介」第7回。原文は終了条件の途中で切れているため、ペアの組み方や延長戦の決め方などは補ったルールによる。",
    en: &[
        "4 players in two pairs; partners sit opposite (you and North against West and East). Everyone bids and scores for themselves; a pair wins or loses together. One 52-card pack, A high. Hearts are always trump.",
        "Everything goes counter-clockwise (to the right): the deal, the bids, the play and the dealer's turn. The dealer deals 1 card to each player, then 2 cards each six times: 13 cards each.",
        "Bids: one round only, from the dealer's right to the dealer. Each player names how many tricks they will take, from 1 to 13 — no 0 and no pass. Bids are public for the whole deal.",
        "If the four bids add up to less than 9, the deal is void: nobody scores, the dealer passes to the right and deals again. Otherwise the dealer's right leads.",
        "Must follow suit; if you can't, play any card. The highest heart wins, otherwise the highest card of the suit led. The winner leads the next trick. Partners' tricks are not combined.",
        "Score: take at least your bid and you score your bid; take fewer and you lose your bid. Tricks over or under do not matter. A bid of 7 or more counts double, won or lost.",
        "After each deal: if someone has +21 or more, their pair wins. If both pairs have someone there, the pair with the higher individual score wins, then the higher pair score (the partners' sum).",
        "If nobody has +21 but someone has −21 or less, their pair loses. If both pairs have someone there, the pair with the lower individual score loses, then the higher pair score wins.",
        "If those are level too: sudden death. Play extra deals, applying the same checks after each, until one decides.",
        "Options: the target (standard 21), the bid total below which a deal is void (standard 9), the bid from which scores double (standard 7), and how sudden death is decided (standard: the same checks again; or the higher pair score alone).",
    ],
    ja: &[
        "4人で2人ずつのペア戦。ペアは向かい合わせに座る（あなたと北、西と東）。ビッドと得点は個人ごとで、勝ち負けはペアで決まる。トランプ52枚、Aが最強。切り札は常にハート。",
        "配り、ビッド、プレー、ディーラーの交代はすべて反時計回り（右回り）。ディーラーは1枚ずつ1周、2枚ずつ6周配る。手札13枚。",
        "ビッドはディーラーの右隣からディーラーまで一周だけ。自分が取るトリック数を1から13で言う。0は言えない。パスもできない。ビッドはそのディールの間ずっと公開。",
        "4人のビッドの合計が9未満ならそのディールは不成立。得点はなく、ディーラーを右隣にかえて配りなおす。9以上ならディーラーの右隣がオープニングリード。",
        "マストフォロー。フォローできなければ何を出してもよい。ハートが出ていれば一番強いハート、なければリードされたスートで一番強い札が勝ち、次のリードをする。ペアのトリックは合算しない。",
        "得点：自分のビッド以上のトリックを取ればビッドしただけ得点、取れなければビッドしただけ失点。オーバートリックもアンダートリックも関係ない。7以上のビッドは成功でも失敗でも倍。",
        "各ディールの終了時に、21点以上の人がいればそのペアの勝ち。両方のペアにいれば、得点の多い人のペアの勝ち。それも同じならペアの点数（2人の合計）の多い方の勝ち。",
        "21点以上の人がいなくて−21点以下の人がいれば、その人のペアの負け。両方のペアにいれば、マイナスの多い人のペアの負け。それも同じならペアの点数の多い方の勝ち。",
        "それも同じなら延長戦（サドンデス）。1ディールずつ追加し、そのたびに同じ判定をして決まるまで続ける。",
        "オプション：目標点（標準は21）、不成立になるビッド合計（標準は9未満）、得点が倍になるビッド（標準は7以上）、延長戦の決め方（標準は同じ判定をやり直す。ペアの点数だけで決めることもできる）。",
    ],
};

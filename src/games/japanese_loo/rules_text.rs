//! The rules reference shown at the table, in both languages.

use crate::text::{Msg, RulesText};

/// One line on what makes the game itself, on the home page.
pub static LINE: Msg = Msg {
    en: "Play or drop; each trick wins 1/5 of the pot.",
    ja: "参加か降りるか。1トリックでポットの5分の1。",
};

pub static RULES: RulesText = RulesText {
    credit_en: "Designed by Jun Kusaba (草場純), a reworking of English Loo with the play-or-drop rule of the hanafuda game Hachi-Hachi (八八). Source: his mixi thread 「自作トリックテイキングゲーム紹介」 in the Trick-taking Game (トリックテイキング・ゲーム) community, installment 2.",
    credit_ja: "作者：草場純（イギリスのルーに八八の「出下り」を加えた改作）。出典：mixiコミュニティ「トリックテイキング・ゲーム」のトピック「自作トリックテイキングゲーム紹介」第2回。",
    en: &[
        "2 to 10 players (at least 6, ideally 7), each playing for themselves. One 52-card pack without jokers; A is highest, 2 lowest. Everyone starts with the same chips: standard 90 (15 white worth 1 and 15 red worth 5).",
        "At the start of each deal, every player who was Loo in the previous deal pays 10 into the pot, and the dealer pays 5. The dealer deals 5 cards each and turns up the top card of the stock: its suit is trump. The turned card and the rest of the stock are not used.",
        "Play or drop: starting on the dealer's left and ending with the dealer, each player in turn says play or drop. To drop, pay 5 into the pot, discard your hand face down and sit out this deal.",
        "If only one player is left in, that player takes the whole pot and there is no play. If everyone before the dealer drops, the dealer wins the pot without declaring.",
        "Otherwise 5 tricks are played. The first player still in, going left from the dealer, leads. Must follow suit; if you can't, play any card (you need not trump). The highest trump wins, otherwise the highest card of the led suit.",
        "Each trick winner takes one fifth of the pot as it was when play began, then leads the next trick. After 5 tricks the pot is empty.",
        "A player who played but took no trick is Loo and pays 10 into the pot at the start of the next deal. Several players can be Loo at once.",
        "The deal passes to the left; one deal per player. If the last deal produced a Loo, the first dealer deals one extension deal: no ante, no dropping, everyone plays for the Loo penalties, and nobody becomes Loo.",
        "Whoever has the most chips at the end wins; equal totals share the place.",
        "Options: the number of players (standard 7), starting chips (standard 90), and the final extension deal (standard on; if off, the last deal's Loo penalties are not charged).",
    ],
    ja: &[
        "2人から10人まで遊べるが、最低6人、できれば7人欲しい。個人戦。ジョーカーを除くトランプ52枚を使い、Aが最強、2が最弱。全員が同数のチップを持って始める（標準は白15枚=1点ずつ、赤15枚=5点ずつの90点持ち）。",
        "各ディールの最初に、前のディールでルーになった人はポットに10チップずつ払い、ディーラーは5チップ出す。ディーラーは各自に5枚ずつ配り、残った山札の一番上をめくる。そのスートが切り札。めくった札も含め、山札はこのディールでは使わない。",
        "出下り：ディーラーの左隣からディーラーまで順に「出る」か「下りる」かを宣言する。下りる場合は下り賃5チップをポットに払い、手札を伏せて捨て、そのディールはプレーに参加しない。",
        "一人を除いて全員下りたら、その一人がポットを総取りし、プレーはしない。ディーラーより前の全員が下りた場合は、ディーラーが宣言せずにポットを取る。",
        "二人以上出ていれば5トリック行う。出ている人のうちディーラーの左に一番近い人がオープニングリード。マストフォローで、フォローできなければ何を出してもよい（切り札を出す義務はない）。一番強い切り札、切り札がなければリードされたスートで一番強い札が勝つ。",
        "トリックに勝つごとに、プレー開始時のポットの五分の一を受け取ってから次のリードをする。5トリック終了時にポットは空になる。",
        "出ている人の中で1トリックも取れなかった人が「ルー」。ルーの人は次のディールの最初にポットに10チップ払う。ルーは複数人出ることもある。",
        "ディーラーは時計回りに交代し、一巡したら終了。最終ディールでルーが出たら、最初のディーラーが延長戦を1ディール配る。延長戦はディーラーの5チップなし、出下りなしで全員出て、直前のルーの罰点を争奪する。延長戦ではルーの罰点はない。",
        "最後に一番チップを多く持っている人の勝ち。同数なら同順位。",
        "オプション：プレイ人数（標準は7人）、最初のチップ（標準は90）、最終ディールの延長戦（標準はあり。なしにすると最終ディールのルーの罰点は払わない）。",
    ],
};

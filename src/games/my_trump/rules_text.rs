//! The rules reference shown at the table, in both languages.

use crate::text::{Msg, RulesText};

/// One line on what makes the game itself, on the home page.
pub static LINE: Msg = Msg {
    en: "Each bid names a trump suit for you alone.",
    ja: "ビッドしたスートが自分だけの切り札に。",
};

pub static RULES: RulesText = RulesText {
    credit_en: "Designed by Jun Kusaba (草場純). Source: his mixi thread 「自作トリックテイキングゲーム紹介」 in the Trick-taking Game (トリックテイキング・ゲーム) community, installment 4.",
    credit_ja: "作者：草場純。出典：mixiコミュニティ「トリックテイキング・ゲーム」のトピック「自作トリックテイキングゲーム紹介」第4回。",
    en: &[
        "3 or more players (here 3 to 10; 4 to 6 is best), each playing for themselves. A 52-card pack; A is highest, 2 lowest.",
        "The deal: as many cards each as divides evenly, the leftover cards face up and unused (the parity deal). Or, with 5 to 9 players, add jokers so every card is dealt: 3 jokers for 5 players, 2 for 6 or 9, 4 for 7 or 8. Or, with 7 or 8 players, use a 56-card pack with a knight in each suit, ranking between Q and J.",
        "Bidding: one round, starting on the dealer's left. Everyone must bid; there is no pass. A bid is a number of tricks and a suit, for example \"3 hearts\": with hearts as my own trump, I will take at least 3 tricks. 0 may be bid; the most is your number of cards. No-trump cannot be bid. It is not an auction: any bid may follow any other, and several players may name the same suit.",
        "Your bid's suit is your own trump for the deal. It is trump only for you: the same suit played by anyone else is a plain card.",
        "The player on the dealer's left leads first; each trick's winner leads the next. You must follow suit if you can; if you can't, play any card.",
        "Your own trump is strong even when you follow suit with it. If any trumps are played to a trick, they compare by rank alone, whatever their suits: the highest rank wins, and of two equal ranks the one played first. With no trump played, the highest card of the led suit wins.",
        "Jokers: a led joker is the leader's strongest trump and always wins; the others must play the leader's trump suit if they can. A joker may also be played at any other time, even when you could follow suit, as an escape card: then it never wins.",
        "Scoring: made your bid (that many tricks or more): score the bid; overtricks count nothing. Short: minus one per missing trick. So a 0 bid always scores 0. The scores do not add up to zero.",
        "Play one deal per player, the deal passing to the left. The highest total wins; equal totals share the place.",
        "Options: the number of players (standard 4); the deal (standard: the parity deal); and, with jokers, what may be played to a led joker (standard: the leader's trump suit if you can; or anything).",
    ],
    ja: &[
        "三人以上、何人でも（ここでは3〜10人。4〜6人が面白い）。個人戦。トランプ52枚を使い、Aが最強、2が最弱。",
        "ディールはパリティ方式：できるだけ均等に配り、残りは表にして公開し、使わない。または5〜9人ならジョーカーを入れて配りきる（5人は3枚、6人・9人は2枚、7人・8人は4枚）。または7人・8人なら、各スートにカバロ（ナイト）の入った56枚のパックを使う。カバロはQとJの間。",
        "ビッド：ディーラーの左から一巡だけ。パスはできない。「ハートで3トリック」のように、トリック数とスートを言う。ハートを自分の切り札にして3トリック以上取るというコントラクト。0ビッドもでき、上限は手札の枚数。ノートランプはビッドできない。オークションではないので、どんなビッドの次にどんなビッドを言ってもよく、同じスートを何人が言ってもよい。",
        "ビッドしたスートが、そのディールの自分の切り札。自分にとってだけ切り札で、同じスートでも他の人が出せば普通の札。",
        "ディーラーの左隣がオープニングリード。トリックに勝った人が次のリードをする。マストフォローで、フォローできなければ何を出してもよい。",
        "自分の切り札はフォローの時も強い。切り札が出たトリックでは、スートに関係なくランクで比べ、高い方が勝つ。同じランクの切り札は先に出た方が強い。切り札が出なければ、リードされたスートで一番強い札が勝つ。",
        "ジョーカー：ジョーカーのリードは、リードした人の切り札で最強で、必ず勝つ。他の人はリードした人の切り札スートがあれば出す。リード以外ではジョーカーはいつでも出せる逃げ札（フォローできても出してよい）だが、トリックには勝てない。",
        "得点：ビッドした数以上取れば、ビッドした数が得点。オーバートリックは点にならない。足りなければ、ダウンしただけマイナス。したがって0ビッドは必ず0点。ゼロサムではない。",
        "ディーラーを左隣へ変えながら人数分ディールを行い、合計点が一番多い人の勝ち。同点は同順位。",
        "オプション：プレイ人数（標準は4人）、配り方（標準はパリティ方式）、ジョーカーを入れた時にジョーカーのリードに対して出せる札（標準はリードした人の切り札スートがあれば出す。何を出してもよいとすることもできる）。",
    ],
};

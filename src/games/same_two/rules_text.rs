//! The rules reference shown at the table, in both languages.

use crate::text::{Msg, RulesText};

/// One line on what makes the game itself, on the home page.
pub static LINE: Msg = Msg {
    en: "Bridge where, if all follow, the lowest wins.",
    ja: "全員フォローなら一番弱いカードが勝つブリッジ。",
};

pub static RULES: RulesText = RulesText {
    credit_en: "A \"fairy bridge\" by Jun Kusaba (草場純), who offers it as raw material rather than a finished game: \"it works as a game, but wasn't that interesting\". Source: his mixi thread 「自作トリックテイキングゲーム紹介」 in the Trick-taking Game (トリックテイキング・ゲーム) community, installment 6. The source gives only the twist; everything else is contract bridge as the rules reference sets it out.",
    credit_ja: "作者：草場純。フェアリーブリッジの一種で、本人いわく「ゲームにはなるのですが、それほど面白くはありませんでした」というゲームの素材。出典：mixiコミュニティ「トリックテイキング・ゲーム」のトピック「自作トリックテイキングゲーム紹介」第6回。原文にあるのはトリックの勝ち方の変更だけで、それ以外は通常のコントラクト・ブリッジのルールによる。",
    en: &[
        "Contract bridge for 4 players in two partnerships: you and your partner opposite against the other two. One 52-card pack, A high. 13 cards each.",
        "The twist: when all four cards of a trick are of the led suit (everybody followed, the dummy too), the LOWEST card wins — trumps included, so even the trump A can lose. If anybody discards or ruffs, the highest trump wins, otherwise the highest card of the led suit, as in bridge.",
        "Auction: from the dealer, clockwise. Pass, bid a level 1–7 and a strain (♣ < ♦ < ♥ < ♠ < NT) above the last bid, double an opponent's bid, or redouble your side's doubled bid. Three passes after a bid end it; if all four pass at the start, the board is passed out (0 points).",
        "The last bid is the contract. Of the side that made it, the player who first named its strain is the declarer; the partner is the dummy. The declarer's left makes the opening lead, then the dummy's hand is laid face up and the declarer plays its cards as well.",
        "Must follow suit; if you cannot, play any card. The winner of a trick leads the next. The declarer's side needs 6 + the level in tricks.",
        "Scoring (duplicate, each board on its own): contract tricks 20 (♣ ♦), 30 (♥ ♠), NT 40 + 30; ×2 doubled, ×4 redoubled. Game bonus 300 (500 vulnerable) from 100 trick points, else 50; slams 500/750 and 1000/1500; 50 or 100 for making a doubled or redoubled contract; overtricks. Undertricks go to the defenders: 50/100 each undoubled, more when doubled.",
        "Boards 1, 2, 3 … are dealt by N, E, S, W in turn, and vulnerability follows the 16-board duplicate cycle. After the last board the side with more points wins.",
        "Options: the number of boards; rubber scoring instead (games of 100 below the line, the rubber to two games, with honours or without); and whether only the last trick may be reviewed.",
    ],
    ja: &[
        "4人で2人ずつのペア戦のコントラクト・ブリッジ。向かい合う2人がペア。トランプ52枚、Aが最強。手札13枚。",
        "ルールの変更点：リードされたスートに全員がフォローした（ダミーも含めて4枚とも同じスートの）ときは、一番小さいカードが勝ちます。切り札でも同じで、切り札のAでも負けることがあります。捨て札やラフが入った場合は、ブリッジと同じく一番大きい切り札、なければリードされたスートの一番大きいカードが勝ち。",
        "オークション：ディーラーから時計回り。パス、直前のビッドより上のレベル1〜7とスート（♣＜♦＜♥＜♠＜ノートランプ。NTと書く。例：3NT）のビッド、相手のビッドへのダブル、ダブルされた自分側のビッドへのリダブル。ビッドのあと3人続けてパスで終了。最初から4人ともパスならオールパスで0点。",
        "最後のビッドがコントラクト。そのペアのうち、そのスートを最初に言った人がディクレアラー、パートナーがダミー。ディクレアラーの左隣がオープニングリードをしたら、ダミーは手札を表向きに広げ、ディクレアラーがダミーの札も出します。",
        "マストフォロー。フォローできなければ何を出してもよい。トリックに勝った人が次のリード。ディクレアラー側は6＋レベルのトリックが必要。",
        "得点（デュプリケート、ボードごと）：コントラクトのトリック点は♣♦20、♥♠30、ノートランプは40＋30。ダブルで2倍、リダブルで4倍。トリック点100以上でゲームボーナス300（バルは500）、未満は50。スラム500／750、グランドスラム1000／1500。ダブル・リダブルでメイクすると50・100。オーバートリック。ダウンは守り側の得点で、ダブルなしは1つ50（バルは100）、ダブルでは増える。",
        "第1、2、3ボード…は北・東・南・西の順にディーラーとなり、バルはデュプリケートの16ボード周期に従う。最後のボードのあと合計点の多いペアの勝ち。",
        "オプション：ボード数、ラバー得点（ライン下100点で1ゲーム、2ゲーム先取、オナーあり・なし）、直前のトリックだけ見返せるルール。",
    ],
};

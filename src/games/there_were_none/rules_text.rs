//! The rules reference shown at the table, in both languages.

use crate::text::{Msg, RulesText};

/// One line on what makes the game itself, on the home page.
pub static LINE: Msg = Msg {
    en: "Win a trick and leave the deal with chips.",
    ja: "トリックに勝つとチップを取って抜けていく。",
};

pub static RULES: RulesText = RulesText {
    credit_en: "Designed by Kimihiko Kuromiya (黒宮公彦), originally a TTP award (TTP賞) entry. Source: his 8-player revised rules in the Trick-taking games Advent Calendar 2018 article (day 2) 「TTP賞応募作の修正版」.",
    credit_ja: "作者：黒宮公彦（TTP賞応募作）。出典：Trick-taking games Advent Calendar 2018（2日目）の記事「TTP賞応募作の修正版」の8人用修正ルール。",
    en: &[
        "8 players only, each playing for themselves. 48 cards: a standard pack without jokers and 2s, A highest, 3 lowest. 48 chips (6 per player) and a small dish for the pot.",
        "There are only two suits: black (spades and clubs) and red (hearts and diamonds). Between cards of the same rank, the one played first is stronger.",
        "At the start of each deal everyone puts 2 chips in the dish. The dealer deals 6 cards each, clockwise from the left. The dealer's left leads the first trick; play is clockwise.",
        "Must follow the colour of the led card. If you can't, you play a card of the other colour, which is always a trump, and it must be the strongest card of that colour in your hand.",
        "The highest trump wins, otherwise the highest card of the led colour. The winner takes chips from the dish and drops out of the deal. The winner's left neighbour (the next player still in) leads the next trick.",
        "Chips for the trick winner: trick 1 nothing, trick 2 one, tricks 3 and 4 two each, trick 5 four, trick 6 seven. This empties the dish.",
        "Trick 6 has 3 players with 1 card each. Colour and order are ignored and the highest rank wins. If two share the top rank in different colours, the one whose colour differs from the third card wins. If they are the same colour, the third card wins. If all three ranks are equal, the card of the odd colour out wins. The two losers get nothing.",
        "At the end of a deal, if anyone has 1 chip or fewer, the game ends and the player with the most chips wins (ties share). Otherwise the deal passes to the left and a new deal begins.",
        "Option: if the game ends too soon, start with 8 or 10 chips each (standard 6). The source gives only the 8-player rules, so the original 7-player game is not available.",
    ],
    ja: &[
        "8人専用、個人戦。トランプからジョーカーと2を除いた48枚を使う。ランクはAが最強、3が最弱。チップ48枚（各自6枚）と、ポット用の小皿を使う。",
        "スートは黒と赤の2種類だけ。スペードとクラブ、ハートとダイヤは同じスートと見なす。同じランクのカードは先に出された方が強い。",
        "各ディールの最初に各自が小皿に2チップずつ入れる。ディーラーは左隣から時計回りに6枚ずつ配る。ディーラーの左隣がオープニングリード、プレイは時計回り。",
        "マストフォロー（色をフォロー）。フォローできなければ台札と別の色のカードを出し、これは常に切り札になる。しかもその色のカードの中で一番強いものを必ず出さなければならない。",
        "切り札が出ていればその中で一番強いカード、出ていなければ台札と同じ色で一番強いカードが勝つ。勝った人は小皿からチップを受け取り、ディールから抜ける。勝った人の左隣（抜けていればその先の残っている人）が次のリードをする。",
        "受け取るチップは、第1トリック0枚、第2トリック1枚、第3・第4トリック2枚ずつ、第5トリック4枚、第6トリック7枚。これで小皿は空になる。",
        "第6トリックは3人が1枚ずつ出し、色や順番に関係なくランクが最も上のカードが勝つ。最上位が2枚で色が異なれば、第3のカードと別の色の方が勝つ。2枚が同じ色なら第3のカードが勝つ。3枚とも同じランクなら、黒・黒・赤は赤、黒・赤・赤は黒のカード（少ない方の色）が勝つ。負けた2人は何も得られない。",
        "ディール終了時点でチップが1枚以下の人がいればゲーム終了。チップを最も多く持っている人の勝ち（同数なら勝利を分かち合う）。そうでなければディーラーを左隣に移して次のディールを行う。",
        "オプション：ゲームが早く終わりすぎると感じるなら、最初のチップを8枚か10枚にする（標準は6枚）。原文は8人用の修正ルールのみなので、7人用は遊べない。",
    ],
};

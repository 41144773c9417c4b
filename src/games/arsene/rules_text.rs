//! The rules reference shown at the table, in both languages.

use crate::text::{Msg, RulesText};

/// One line on what makes the game itself, on the home page.
pub static LINE: Msg = Msg {
    en: "Your trick count picks the jewel shop to rob.",
    ja: "取ったトリック数で襲う宝石店が決まる。",
};

pub static RULES: RulesText = RulesText {
    credit_en: "Designed by the blog's author, whose name the blog does not give. Source: the blog post 「アルセーヌ新版」, written for the Trick-taking games Advent Calendar 2017 (2 December); a revision of the author's own TTP award 2017 entry 「アルセーヌ」.",
    credit_ja: "作者不明（ブログ記事より）。出典：ブログ記事「アルセーヌ新版」（Trick-taking games Advent Calendar 2017、12月2日の記事）。筆者自身のTTP賞2017応募作「アルセーヌ」の改訂版。",
    en: &[
        "3 or 4 players, each playing for themselves (with 3, a dummy player joins). One pack without jokers, A highest, 2 lowest. 27 chips and 8 overlook tokens.",
        "Take out ♦A, ♦2, ♦3, ♦4 and ♦5 as the jewel shops (A counts as 1), lay them face up in order and put chips on them in groups: shops A and 5 hold 1+1+1, shops 2 and 4 hold 1+2+3, shop 3 holds 1+3+5.",
        "The dealer deals 11 cards each from the other 47 and puts the last 3 face down at the edge. The dealer's left takes one of them. If they hold a diamond that is not a face card, they must put one face up by the edge cards: diamonds are trump. Otherwise they show any card to everyone and put it face down there: no trump.",
        "The dealer's left leads the first trick. Must follow suit; if you can't, play any card. The highest trump wins, otherwise the highest card of the led suit. 11 tricks are played.",
        "The trick winner may keep the trick or push it to another player who has the same number of tricks as the winner at that moment (not 0). If several qualify, only the nearest one clockwise may receive it. Whoever takes the trick leads next.",
        "After the deal each player robs the shop numbered like their trick count (0 or 6 or more tricks gets nothing). A lone visitor takes the smallest group left: at shops 2 and 4 first 1, then 2, then 3 chips; at shop 3 first 1, then 3, then 5; at shops A and 5, 1 chip.",
        "If two or more players hit the same shop (a collision), none of them gets chips; instead each takes 1 overlook token (at most 2 each).",
        "A player who enters an empty shop is caught and all their chips are confiscated, unless they hold 2 tokens: then they return both and are exempt, but can never take tokens again.",
        "If anyone is caught, the game ends once the others have collected; the most chips wins and ties share. If every player is caught at once, the deal does not count. If all shops are empty and nobody was caught, the game ends. Otherwise the deal passes to the left.",
        "3 players: also remove ♦6, ♦7 and the 2, 3 and 4 of the other suits. After the trump decision each player puts 1 card face down to make the dummy's first trick, and 10 tricks are played. If the dummy has the winner's trick count, it is the only push target, and the pusher's left neighbour leads next. The dummy never takes chips or tokens and is never caught; a player sharing its shop gets no chips but takes a token.",
        "Option, contest mode (advanced, standard off): from the deal after a shop first runs empty, players who collide (also at 0 tricks) get no chips and no tokens, and must swap their chips. With three, each passes their chips to the next of them on the left. The dummy never swaps.",
    ],
    ja: &[
        "3〜4人、個人戦（3人のときはダミープレイヤーが加わる）。ジョーカーを除くトランプを使い、Aが最強、2が最弱。チップ27枚と見のがしトークン8個を使う。",
        "ダイヤのA・2・3・4・5を抜き出して宝石店カード（Aは1と見なす）として表向きに昇順に並べ、チップをグループに分けて載せる。Aと5の店は1・1・1、2と4の店は1・2・3、3の店は1・3・5。",
        "ディーラーは残り47枚をよくシャッフルして11枚ずつ配り、残り3枚を裏向きに場の端に並べる。ディーラーの左隣はそのうち1枚を手札に加える。絵札以外のダイヤがあれば1枚を表向きで場の端に出さなければならず、切り札あり（ダイヤ固定）。なければ好きな1枚を全員に見せてから裏向きで置き、切り札なし。",
        "ディーラーの左隣が最初のリード。マストフォローで、フォローできなければ何を出してもよい。切り札が出ていれば一番強い切り札、なければリードされたスートで一番強い札が勝つ。11トリック行う。",
        "トリックに勝った人は、自分で取るか、他人に押しつけるかを選べる。押しつけられるのは、その時点で自分と同じ数のトリック（0トリックを除く）を取っている人だけ。該当者が複数なら時計回りで一番近い人のみ。トリックを取った人（押しつけられた人）が次のリードをする。",
        "ディール終了後、獲得トリック数と同じランクの宝石店からチップを盗む（0トリックか6トリック以上は何もなし）。1人だけなら小さいグループから取る。2と4の店は1枚、2枚、3枚の順、3の店は1枚、3枚、5枚の順、Aと5の店は1枚ずつ。",
        "同じ宝石店に複数人がバッティングしたら、全員チップは取れず、代わりに見のがしトークンを1個ずつ得る（1人2個まで）。",
        "チップが残っていない宝石店に入った人はポリスに捕まり、所持チップを全て没収される。ただし見のがしトークンを2個持っていれば、2個とも戻して没収を免れる。その後はトークンを獲得できない（免除は一回きり）。",
        "誰かが没収されたら、他の人のチップ獲得を済ませてゲーム終了。チップが最も多い人の勝ちで、同数なら勝利を分かち合う。全員が一度に没収されたらそのディールはノーカウント。全ての宝石店が空になっても誰も没収されなければそこで終了。それ以外はディーラーを左隣に移して次のディールへ。",
        "3人用：さらにダイヤの6・7とダイヤ以外の2・3・4を除く。切り札決定の後、各自1枚を裏向きに出し、ダミープレイヤーの1トリック目とする。10トリック行う。ダミーが勝者と同じトリック数なら押しつけ先はダミーだけで、押しつけた人の左隣が次のリード。ダミーはチップもトークンも取らず、没収もされない。ダミーとバッティングした人はチップなしでトークンを1個得る。",
        "オプション・争奪モード（上級ルール、標準はなし）：空の宝石店が出た次のディール以降、バッティングした人（0トリック同士も含む）はチップもトークンも得られず、所持チップを交換する。3人なら各自が左側の該当者にチップを渡す。ダミーとは交換しない。",
    ],
};

//! The rules reference shown at the table, in both languages.

use crate::text::{Msg, RulesText};

/// One line on what makes the game itself, on the home page.
pub static LINE: Msg = Msg {
    en: "Each trick lays a station; long passes score.",
    ja: "勝つと駅を路線に置く。長い通過区間で得点。",
};

pub static RULES: RulesText = RulesText {
    credit_en: "Designed by the blog's author, whose name the blog does not give. Source: the blog post 「トリッキーエクスプレス 〜Trick-taking games Advent Calendar 2016に参加しました〜」, written for the Trick-taking games Advent Calendar 2016 (19 December).",
    credit_ja: "作者不明（ブログ記事より）。出典：ブログ記事「トリッキーエクスプレス 〜Trick-taking games Advent Calendar 2016に参加しました〜」（Trick-taking games Advent Calendar 2016、12月19日の記事）。",
    en: &[
        "4 players, each playing for themselves. One 52-card pack without jokers; A is highest, 2 lowest. Each player also has 13 station cards of their own colour, which only record who won each trick. A game is 4 deals.",
        "The dealer deals all 52 cards, 13 each. Then there are two passes. Pass 1: pass a card of your highest rank to your right neighbour, then a card of the highest rank among the rest to your left neighbour (with equal ranks you choose which). Pass 2: pass any one card to the right and any one card to the left. In each pass everyone chooses first and then picks up what they received.",
        "The player on the dealer's left leads the first trick. Must follow suit, no trumps: if you can't follow, play any card. The highest card of the led suit wins, and the winner leads next. 13 tricks are played.",
        "After each trick the winner puts one of their station cards at the end of a shared row, the route map. Your own cards are your stops; everyone else's are stations you pass through. Played cards go face down to a discard pile, and nobody may look at it during play.",
        "Base points: a passing section is a run of other players' stations between two of your own stops. Score 1 point per station in your longest section (your first long pass). Stations before your first stop or after your last stop do not count. Winning only tricks 1 and 13 gives the maximum, 11 points.",
        "Top bonus +2 to the player with the longest first long pass. Second bonus +1 to the player with the longest second long pass (their second-longest section). A tie goes to the player whose section was completed at the later trick. If the longest is 0, nobody gets the bonus. One player may get both.",
        "Development bonus, after deal 4 only: if your base points rose from deal 1 to deal 4 without ever going down, score +8, minus 1 for each deal equal to the one before. If all four are equal there is no bonus. Record base points and bonuses separately for this.",
        "The deal passes to the left each deal. After 4 deals the highest total wins; equal top scores share the win.",
        "There are no rule options. Station cards may come from a must-follow practice deck or a second ordinary deck, and scores may be kept with chips or on paper; this changes nothing in play.",
    ],
    ja: &[
        "4人用、個人戦。ジョーカーを除くトランプ52枚を使う。Aが最強、2が最弱。各自、自分の色の駅カードを13枚持つ。駅カードはトリックの勝者を記録するだけのもの。4ディールで1ゲーム。",
        "ディーラーは13枚ずつ配り切る。その後カードパスを2回行う。1回目：手札で一番ランクの高い札を右隣に、残りで一番ランクの高い札を左隣に渡す（同ランクが複数あればどれを渡すかは自由）。2回目：任意の1枚を右隣に、任意の1枚を左隣に渡す。どちらも全員が選んでから、両隣から渡された札を手札に入れる。",
        "ディーラーの左隣がオープニングリード。マストフォロー、切り札なし。フォローできなければ何を出してもよい。リードされたスートで一番強い札が勝ち、勝った人が次のリードをする。13トリック行う。",
        "トリックに勝った人は自分の駅カードを場の中央の列の端に並べる。この列が路線マップ。自分の駅カードが停車駅、他人の駅カードは通過駅になる。出した札は裏向きにまとめて捨て札にし、プレイ中は表を見てはいけない。",
        "基本点：自分の駅カード2枚の間にある他人の駅の並びが通過駅区間。一番長い区間（第1ロングパス）の通過駅数×1点。最初の停車駅より前と最後の停車駅より後は数えない。第1トリックと第13トリックだけを取れば最高の11点。",
        "第1ロングパスが一番長い人にトップボーナス+2点。第2ロングパス（2番目に長い区間）が一番長い人にセカンドボーナス+1点。同じ長さなら、区間がより後のトリックで出来上がった人だけが得る。一番長いのが0ならボーナスはなし。1人が両方得ることもある。",
        "発展ボーナス（第4ディールのみ）：第1〜第4ディールの基本点が一度も下がらずに増えていれば+8点。前のディールと同じだった回数だけ1点ずつ減らす。4回とも同じならボーナスなし。このため基本点とボーナスは別々に記録する。",
        "ディールごとにディーラーを左隣に移す。4ディール終了時に合計点が一番多い人の勝ち。同点なら勝利を分かち合う。",
        "ルール上のオプションはない。駅カードはマストフォロー練習トランプでも、もう1組のトランプでもよく、得点はチップでも紙でも記録できる。プレイには影響しない。",
    ],
};

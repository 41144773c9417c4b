//! Rules reference for each game, in English and Japanese: a short summary a player can read
//! at the table, the designer credited and the source named. The full rules are the specs.

/// One game's reference.
pub struct RulesText {
    pub credit_en: &'static str,
    pub credit_ja: &'static str,
    /// Paragraphs; each is one short rule or group of rules.
    pub en: &'static [&'static str],
    pub ja: &'static [&'static str],
}

/// The reference of `game`, from the lazily loaded chunk that holds every game's texts
/// (about 12 KB gzip that no table needs until its rules sheet opens).
#[leptos::wasm_split::wasm_split(rules_texts, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn load(game: &'static str) -> Result<Option<&'static RulesText>, leptos::wasm_split::SplitLoaderError> {
    Ok(rules_text(game))
}

fn rules_text(game: &str) -> Option<&'static RulesText> {
    match game {
        "three-tricks" => Some(&THREE_TRICKS),
        "parity" => Some(&PARITY),
        "second" => Some(&SECOND),
        "tricky-express" => Some(&TRICKY_EXPRESS),
        "rwd" => Some(&RWD),
        "japanese-loo" => Some(&JAPANESE_LOO),
        "there-were-none" => Some(&THERE_WERE_NONE),
        "arsene" => Some(&ARSENE),
        "double-deck-german-whist" => Some(&DOUBLE_DECK_GERMAN_WHIST),
        _ => None,
    }
}

static THREE_TRICKS: RulesText = RulesText {
    credit_en: "Designed by Kusaba (草場) in 1991. Source: his mixi thread 「自作トリックテイキングゲーム紹介」 in the Trick-taking Game (トリックテイキング・ゲーム) community, installment 1.",
    credit_ja: "作者: 草場(1991年考案)。出典: mixiコミュニティ「トリックテイキング・ゲーム」のトピック「自作トリックテイキングゲーム紹介」第1回。",
    en: &[
        "4 players, each playing for themselves. One 52-card pack without jokers. In every suit A is highest and 2 is lowest.",
        "The dealer deals all 52 cards, 13 to each player. The player on the dealer's left leads the first trick.",
        "Ordinary no-trump play: you must follow suit if you can; if you can't, play any card. The highest card of the led suit wins the trick, and the winner leads the next one. 13 tricks are played.",
        "Score by the number of tricks you won: 1 trick +1, 2 tricks +4, 3 tricks +9 (the number of tricks squared).",
        "4 or more tricks score minus that number: 4 tricks −4, 5 tricks −5, and so on up to 13 tricks −13. 0 tricks scores −5.",
        "So the aim is exactly three tricks. −5 appears twice (for 0 and for 5 tricks); the author accepts this.",
        "Play 4 deals, the deal passing clockwise (to the left) so everyone deals once. Rank players by total score; equal totals share a place.",
        "Option: 0 tricks scores −3 instead of −5. The original game used −3; the author changed it to −5 for balance. Standard is −5.",
    ],
    ja: &[
        "4人用、個人戦。ジョーカーを除くトランプ52枚を使う。カードの強さはどのスートもAが最強、2が最弱。",
        "ディーラーは52枚を13枚ずつ全員に配り切る。ディーラーの左隣がオープニングリードをする。",
        "ノートランプの普通のトリックテイキング。マストフォローで、リードされたスートがなければ何を出してもよい。リードされたスートで一番強いカードを出した人がトリックに勝ち、次のリードをする。13トリック行う。",
        "獲得トリック数で得点する。1トリック+1点、2トリック+4点、3トリック+9点(トリック数の2乗)。",
        "4トリック以上はトリック数だけマイナス。4トリック−4点、5トリック−5点……13トリック−13点。0トリックは−5点。",
        "つまり、ちょうど3トリックを狙うゲーム。−5点が0トリックと5トリックの2回出てくるが、作者も承知のうえ。",
        "ディーラーを時計回り(左隣)に交代しながら4ディール行い、全員が1回ずつ配る。合計点で順位をつけ、同点は同順位。",
        "オプション: 0トリックを−5点ではなく−3点にできる。オリジナルは−3点だったが、作者がゲームバランスのため−5点に改めた。標準は−5点。",
    ],
};

static PARITY: RulesText = RulesText {
    credit_en: "Designed by Kusaba (草場), conceived in March 1990. Source: his mixi thread 「自作トリックテイキングゲーム紹介」 in the Trick-taking Game (トリックテイキング・ゲーム) community, installment 3. Not David Parlett's two-player Parity.",
    credit_ja: "作者: 草場(1990年3月考案)。出典: mixiコミュニティ「トリックテイキング・ゲーム」のトピック「自作トリックテイキングゲーム紹介」第3回。デイヴィッド・パーレットの2人用「パリティ」とは別のゲーム。",
    en: &[
        "3 to 8 players (4 to 6 is best), each playing for themselves. One 52-card pack without jokers; A is highest, 2 lowest.",
        "Deal everyone as many cards as possible in equal numbers: 17 each with 3 players, 13 with 4, 10 with 5, 8 with 6, 7 with 7, 6 with 8. The leftover cards are placed face up for everyone to see and are not used in this deal.",
        "The player on the dealer's left leads the first trick. No trumps. You must follow suit if you can; if you can't, play any card. The highest card of the led suit wins, and the winner leads next.",
        "Score by the number of tricks you won. 0 tricks always scores 0.",
        "With an odd hand size (3, 4 or 7 players), an even number of tricks scores plus and an odd number scores minus: 1 trick −1, 2 tricks +2, 3 tricks −3, 4 tricks +4, and so on.",
        "With an even hand size (5, 6 or 8 players), the signs are reversed: 1 trick +1, 2 tricks −2, 3 tricks +3, and so on.",
        "In short: a trick count with the same parity (odd or even) as your hand size scores minus, so taking every trick always gives minus points. Scores do not add up to zero.",
        "Play one deal per player, the deal passing to the left. Rank players by total score; equal totals share a place.",
        "Options: the number of players, 3 to 8 (standard 4); the hand size follows from it. An extension not in the source allows 9 or 10 players with 5 cards each and the same sign rule (standard off).",
    ],
    ja: &[
        "3人から8人ぐらいまで(4〜6人が面白い)。個人戦。ジョーカーを除くトランプ52枚を使う。Aが最強、2が最弱。",
        "できるだけ多く均等に配る。3人なら17枚、4人なら13枚、5人なら10枚、6人なら8枚、7人なら7枚、8人なら6枚。余ったカードは表にして全員に見せておき、そのディールでは使わない。",
        "ディーラーの左隣がオープニングリード。ノートランプ。マストフォローで、リードされたスートがなければ何を出してもよい。リードされたスートで一番強いカードが勝ち、勝った人が次のリードをする。",
        "獲得トリック数で得点する。0トリックは常に0点。",
        "手札が奇数枚(3人、4人、7人)のときは、偶数トリックがプラス、奇数トリックがマイナス。1トリック−1点、2トリック+2点、3トリック−3点、4トリック+4点……となる。",
        "手札が偶数枚(5人、6人、8人)のときは+−が逆になる。1トリック+1点、2トリック−2点、3トリック+3点……となる。",
        "まとめると、獲得トリック数の奇偶が手札の枚数と同じならマイナス。つまり全トリック取ったら必ずマイナス点になる。ゼロサムではない。",
        "ディーラーを左隣へ変えながら人数分ディール行う。合計点で順位をつけ、同点は同順位。",
        "オプション: プレイ人数は3〜8人(標準は4人)で、手札の枚数は人数で決まる。原文にない拡張として、9人・10人で手札5枚ずつ、同じ+−のルールで遊ぶこともできる(標準はなし)。",
    ],
};

static SECOND: RulesText = RulesText {
    credit_en: "Designed by Kusaba (草場), devised in February 1990. Source: his mixi thread 「自作トリックテイキングゲーム紹介」 in the Trick-taking Game (トリックテイキング・ゲーム) community, installment 5.",
    credit_ja: "作者: 草場(1990年2月考案)。出典: mixiコミュニティ「トリックテイキング・ゲーム」のトピック「自作トリックテイキングゲーム紹介」第5回。",
    en: &[
        "3 to 5 players, each playing for themselves. One 52-card pack without jokers, in bridge order: A strongest, 2 weakest.",
        "Deal as in Parity: as many cards as possible in equal numbers (17 each with 3 players, 13 with 4, 10 with 5). The leftover cards are placed face up for everyone to see and are not used.",
        "No trumps and no bidding. The player on the dealer's left leads the first trick. You must follow suit if you can; if you can't, play any card. The trick winner leads next.",
        "The one difference from an ordinary game: among the cards of the led suit (the lead included), the second-highest wins the trick. Cards of other suits never win.",
        "If exactly one other player follows, the lower of the two cards wins. If nobody can follow, the leader wins as an exception. So a led A wins only when nobody follows.",
        "Each trick won scores 1 point.",
        "The source does not say how long a game is. Here a game is one deal per player, the deal passing to the left. The highest total wins; equal totals share the place.",
        "Options: the number of players, 3 to 5 (standard 4), and the number of deals (standard one per player). The author says the game originally had bidding and trumps but gives no rules for them, so only the no-trump version without bidding is played.",
    ],
    ja: &[
        "3人から5人、個人戦。ジョーカーを除くトランプ52枚を使う。カードのランクはA最強、2最弱のブリッジオーダー。",
        "パリティと同じく、できるだけ多く均等に配る(3人なら17枚、4人なら13枚、5人なら10枚)。余ったカードは表にして全員に見せておき、使わない。",
        "ノートランプで、ビッドもなし。ディーラーの左隣がオープニングリード。マストフォローで、リードされたスートがなければ何を出してもよい。トリックに勝った人が次のリードをする。",
        "普通のゲームと違うのは次の一点。トリックは、リードされたスート(リードしたカードも含む)のカードのうち、二番目に強いカードが勝つ。他のスートのカードは勝てない。",
        "フォローしたのが1人だけなら、2枚のうち弱い方が勝つ。誰もフォローできないときは、例外としてリーダーが勝つ。つまりAをリードしても、誰もフォローしないときしか勝てない。",
        "1トリック1点で採点する。",
        "原文にはゲームの長さの記載がない。ここではディーラーを左隣へ変えながら人数分ディール行い、合計点の一番多い人の勝ち。同点は同順位。",
        "オプション: プレイ人数は3〜5人(標準は4人)、ディール数は変更可(標準は人数分)。作者によると本来はビッドも切り札もあるが、そのルールは書かれていないので、ノートランプ・ビッドなしの形だけで遊ぶ。",
    ],
};

static TRICKY_EXPRESS: RulesText = RulesText {
    credit_en: "Designer not named in the source. Source: the blog post 「トリッキーエクスプレス 〜Trick-taking games Advent Calendar 2016に参加しました〜」, written for the Trick-taking games Advent Calendar 2016 (19 December).",
    credit_ja: "作者名の記載なし。出典: ブログ記事「トリッキーエクスプレス 〜Trick-taking games Advent Calendar 2016に参加しました〜」(Trick-taking games Advent Calendar 2016、12月19日の記事)。",
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
        "ディーラーは13枚ずつ配り切る。その後カードパスを2回行う。1回目: 手札で一番ランクの高い札を右隣に、残りで一番ランクの高い札を左隣に渡す(同ランクが複数あればどれを渡すかは自由)。2回目: 任意の1枚を右隣に、任意の1枚を左隣に渡す。どちらも全員が選んでから、両隣から渡された札を手札に入れる。",
        "ディーラーの左隣がオープニングリード。マストフォロー、切り札なし。フォローできなければ何を出してもよい。リードされたスートで一番強い札が勝ち、勝った人が次のリードをする。13トリック行う。",
        "トリックに勝った人は自分の駅カードを場の中央の列の端に並べる。この列が路線マップ。自分の駅カードが停車駅、他人の駅カードは通過駅になる。出した札は裏向きにまとめて捨て札にし、プレイ中は表を見てはいけない。",
        "基本点: 自分の駅カード2枚の間にある他人の駅の並びが通過駅区間。一番長い区間(第1ロングパス)の通過駅数×1点。最初の停車駅より前と最後の停車駅より後は数えない。第1トリックと第13トリックだけを取れば最高の11点。",
        "第1ロングパスが一番長い人にトップボーナス+2点。第2ロングパス(2番目に長い区間)が一番長い人にセカンドボーナス+1点。同じ長さなら、区間がより後のトリックで出来上がった人だけが得る。一番長いのが0ならボーナスはなし。1人が両方得ることもある。",
        "発展ボーナス(第4ディールのみ): 第1〜第4ディールの基本点が一度も下がらずに増えていれば+8点。前のディールと同じだった回数だけ1点ずつ減らす。4回とも同じならボーナスなし。このため基本点とボーナスは別々に記録する。",
        "ディールごとにディーラーを左隣に移す。4ディール終了時に合計点が一番多い人の勝ち。同点なら勝利を分かち合う。",
        "ルール上のオプションはない。駅カードはマストフォロー練習トランプでも、もう1組のトランプでもよく、得点はチップでも紙でも記録できる。プレイには影響しない。",
    ],
};

static RWD: RulesText = RulesText {
    credit_en: "Designer not named in the source. Source: the blog post 「RWD(リワインド)」.",
    credit_ja: "作者名の記載なし。出典: ブログ記事「RWD(リワインド)」。",
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
        "3人から5人、個人戦。ジョーカーを除くトランプ52枚(Aが最強、2が最弱)とチップ20枚程度を使う。切り札は前半・後半とも常にスペード。",
        "全ての札をよくシャッフルして山札にする。(プレイヤー数−1)枚を表向き、1枚を裏向きで並べて第1候補カード列とし、同じように第2候補カード列も並べる。スタートプレイヤーを決める。",
        "前半ラウンド(巻き戻し): スタートプレイヤーから反時計回りに、第1候補カード列から任意の1枚(裏向きの札でもよい)を取り、裏表を変えずに自分の前に置く。裏向きの札を取った人は、まだ表を見てはいけない。",
        "第1候補カード列から最後に取られた札のスートがリードスートになる。スペードがあれば一番強いスペード、なければリードスートで一番強い札を取った人がトリックに勝つ。",
        "裏向きの札を取った人は自分だけ表を見て勝者を確認し、勝った人にだけこっそり見せる。これで全員が勝者を知る。勝った人はチップを1枚取り(1枚がマイナス1点)、次のスタートプレイヤーになる。各自、取った札を手札に加える。",
        "第2候補カード列を第1候補カード列の場所に移し、山札が足りる限り新しい第2候補カード列を並べる。前半は3人なら17トリック、4人なら13トリック、5人なら10トリック。山札の残りは伏せたまま脇に置く。",
        "後半ラウンド(再生): 前半で集めた手札で、時計回りに普通のトリックテイキングをする。マストフォロー、切り札はスペード。前半の最終トリックに勝った人が最初のリード、以降はトリックの勝者がリードする。取った札は裏向きに置き、表を見てはいけない。",
        "得点 =(後半に取ったトリック数)−(前半に取ったチップの数)。最も多い人の勝ち。同点なら前半のチップが多い人の勝ち、それも同じなら勝利を分かち合う。全員0点なら引き分け。",
        "オプション: プレイ人数3・4・5人(標準は4人)。繰り返し遊ぶ場合は、前のゲームの勝者がスタートプレイヤーになり、先に3勝した人が真の勝者(標準は1ゲームのみ)。",
    ],
};

static JAPANESE_LOO: RulesText = RulesText {
    credit_en: "Designed by Kusaba (草場), a reworking of English Loo with the play-or-drop rule of the hanafuda game Hachi-Hachi (八八). Source: his mixi thread 「自作トリックテイキングゲーム紹介」 in the Trick-taking Game (トリックテイキング・ゲーム) community, installment 2.",
    credit_ja: "作者: 草場(イギリスのルーに八八の「出下り」を加えた改作)。出典: mixiコミュニティ「トリックテイキング・ゲーム」のトピック「自作トリックテイキングゲーム紹介」第2回。",
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
        "2人から10人まで遊べるが、最低6人、できれば7人欲しい。個人戦。ジョーカーを除くトランプ52枚を使い、Aが最強、2が最弱。全員が同数のチップを持って始める(標準は白15枚=1点ずつ、赤15枚=5点ずつの90点持ち)。",
        "各ディールの最初に、前のディールでルーになった人はポットに10チップずつ払い、ディーラーは5チップ出す。ディーラーは各自に5枚ずつ配り、残った山札の一番上をめくる。そのスートが切り札。めくった札も含め、山札はこのディールでは使わない。",
        "出下り: ディーラーの左隣からディーラーまで順に「出る」か「下りる」かを宣言する。下りる場合は下り賃5チップをポットに払い、手札を伏せて捨て、そのディールはプレーに参加しない。",
        "一人を除いて全員下りたら、その一人がポットを総取りし、プレーはしない。ディーラーより前の全員が下りた場合は、ディーラーが宣言せずにポットを取る。",
        "二人以上出ていれば5トリック行う。出ている人のうちディーラーの左に一番近い人がオープニングリード。マストフォローで、フォローできなければ何を出してもよい(切り札を出す義務はない)。一番強い切り札、切り札がなければリードされたスートで一番強い札が勝つ。",
        "トリックに勝つごとに、プレー開始時のポットの五分の一を受け取ってから次のリードをする。5トリック終了時にポットは空になる。",
        "出ている人の中で1トリックも取れなかった人が「ルー」。ルーの人は次のディールの最初にポットに10チップ払う。ルーは複数人出ることもある。",
        "ディーラーは時計回りに交代し、一巡したら終了。最終ディールでルーが出たら、最初のディーラーが延長戦を1ディール配る。延長戦はディーラーの5チップなし、出下りなしで全員出て、直前のルーの罰点を争奪する。延長戦ではルーの罰点はない。",
        "最後に一番チップを多く持っている人の勝ち。同数なら同順位。",
        "オプション: プレイ人数(標準は7人)、最初のチップ(標準は90)、最終ディールの延長戦(標準はあり。なしにすると最終ディールのルーの罰点は払わない)。",
    ],
};

static THERE_WERE_NONE: RulesText = RulesText {
    credit_en: "Designed by Kimihiko Kuromiya (黒宮公彦), originally a TTP award (TTP賞) entry. Source: his 8-player revised rules in the Trick-taking games Advent Calendar 2018 article (day 2) 「TTP賞応募作の修正版」.",
    credit_ja: "作者: 黒宮公彦(TTP賞応募作)。出典: Trick-taking games Advent Calendar 2018(2日目)の記事「TTP賞応募作の修正版」の8人用修正ルール。",
    en: &[
        "8 players only, each playing for themselves. 48 cards: a standard pack without jokers and 2s, A highest, 3 lowest. 48 chips (6 per player) and a small dish for the pot.",
        "There are only two suits: black (spades and clubs) and red (hearts and diamonds). Between cards of the same rank, the one played first is stronger.",
        "At the start of each deal everyone puts 2 chips in the dish. The dealer deals 6 cards each, clockwise from the left. The dealer's left leads the first trick; play is clockwise.",
        "Must follow colour. If you can't, you play a card of the other colour, which is always a trump, and it must be the strongest card of that colour in your hand.",
        "The highest trump wins, otherwise the highest card of the led colour. The winner takes chips from the dish and drops out of the deal. The winner's left neighbour (the next player still in) leads the next trick.",
        "Chips for the trick winner: trick 1 nothing, trick 2 one, tricks 3 and 4 two each, trick 5 four, trick 6 seven. This empties the dish.",
        "Trick 6 has 3 players with 1 card each. Colour and order are ignored and the highest rank wins. If two share the top rank in different colours, the one whose colour differs from the third card wins. If they are the same colour, the third card wins. If all three ranks are equal, the card of the odd colour out wins. The two losers get nothing.",
        "At the end of a deal, if anyone has 1 chip or fewer, the game ends and the player with the most chips wins (ties share). Otherwise the deal passes to the left and a new deal begins.",
        "Option: if the game ends too soon, start with 8 or 10 chips each (standard 6). The source gives only the 8-player rules, so the original 7-player game is not available.",
    ],
    ja: &[
        "8人専用、個人戦。トランプからジョーカーと2を除いた48枚を使う。ランクはAが最強、3が最弱。チップ48枚(各自6枚)と、ポット用の小皿を使う。",
        "スートは黒と赤の2種類だけ。スペードとクラブ、ハートとダイヤは同じスートと見なす。同じランクのカードは先に出された方が強い。",
        "各ディールの最初に各自が小皿に2チップずつ入れる。ディーラーは左隣から時計回りに6枚ずつ配る。ディーラーの左隣がオープニングリード、プレイは時計回り。",
        "マストフォロー(色をフォロー)。フォローできなければ台札と別の色のカードを出し、これは常に切り札になる。しかもその色のカードの中で一番強いものを必ず出さなければならない。",
        "切り札が出ていればその中で一番強いカード、出ていなければ台札と同じ色で一番強いカードが勝つ。勝った人は小皿からチップを受け取り、ディールから抜ける。勝った人の左隣(抜けていればその先の残っている人)が次のリードをする。",
        "受け取るチップは、第1トリック0枚、第2トリック1枚、第3・第4トリック2枚ずつ、第5トリック4枚、第6トリック7枚。これで小皿は空になる。",
        "第6トリックは3人が1枚ずつ出し、色や順番に関係なくランクが最も上のカードが勝つ。最上位が2枚で色が異なれば、第3のカードと別の色の方が勝つ。2枚が同じ色なら第3のカードが勝つ。3枚とも同じランクなら、黒・黒・赤は赤、黒・赤・赤は黒のカード(少ない方の色)が勝つ。負けた2人は何も得られない。",
        "ディール終了時点でチップが1枚以下の人がいればゲーム終了。チップを最も多く持っている人の勝ち(同数なら勝利を分かち合う)。そうでなければディーラーを左隣に移して次のディールを行う。",
        "オプション: ゲームが早く終わりすぎると感じるなら、最初のチップを8枚か10枚にする(標準は6枚)。原文は8人用の修正ルールのみなので、7人用は遊べない。",
    ],
};

static ARSENE: RulesText = RulesText {
    credit_en: "Designer not named in the source. Source: the blog post 「アルセーヌ新版」, written for the Trick-taking games Advent Calendar 2017 (2 December); a revision of the designer's TTP award 2017 entry 「アルセーヌ」.",
    credit_ja: "作者名の記載なし。出典: ブログ記事「アルセーヌ新版」(Trick-taking games Advent Calendar 2017、12月2日の記事)。TTP賞2017応募作「アルセーヌ」の改訂版。",
    en: &[
        "3 or 4 players, each playing for themselves (with 3, a dummy player joins). One pack without jokers, A highest, 2 lowest. 27 chips and 8 overlook tokens.",
        "Take out ♦A, ♦2, ♦3, ♦4 and ♦5 as the jewel shops (A counts as 1), lay them face up in order and put chips on them in groups: shops A and 5 hold 1+1+1, shops 2 and 4 hold 1+2+3, shop 3 holds 1+3+5.",
        "The dealer deals 11 cards each from the other 47 and puts the last 3 face down at the edge. The dealer's left takes one of them. If they hold a diamond that is not a face card, they must put one face up by the edge cards: diamonds are trump. Otherwise they show any card to everyone and put it face down there: no trump.",
        "The dealer's left leads the first trick. Must follow suit; if you can't, play any card. The highest trump wins, otherwise the highest card of the led suit. 11 tricks are played.",
        "The trick winner may keep the trick or push it to another player who has the same number of tricks as the winner at that moment (not 0). If several qualify, only the nearest one clockwise may receive it. Whoever takes the trick leads next.",
        "After the deal each player robs the shop numbered like their trick count (0 or 6 or more tricks gets nothing). A lone visitor takes the smallest group left: at shops 2 and 4 first 1, then 2, then 3 chips; at shop 3 first 1, then 3, then 5; at shops A and 5, 1 chip.",
        "If two or more players hit the same shop, none of them gets chips; instead each takes 1 overlook token (at most 2 each).",
        "A player who enters an empty shop is caught and loses all their chips, unless they hold 2 tokens: then they return both and escape, but can never take tokens again.",
        "If anyone is caught, the game ends once the others have collected; the most chips wins and ties share. If every player is caught at once, the deal does not count. If all shops are empty and nobody was caught, the game ends. Otherwise the deal passes to the left.",
        "3 players: also remove ♦6, ♦7 and the 2, 3 and 4 of the other suits. After the trump decision each player puts 1 card face down to make the dummy's first trick, and 10 tricks are played. If the dummy has the winner's trick count, it is the only push target, and the pusher's left neighbour leads next. The dummy never takes chips or tokens and is never caught; a player sharing its shop gets no chips but takes a token.",
        "Option, contest mode (advanced, standard off): from the deal after a shop first runs empty, players who collide (also at 0 tricks) get no chips and no tokens, and must swap their chips. With three, each passes their chips to the next of them on the left. The dummy never swaps.",
    ],
    ja: &[
        "3〜4人、個人戦(3人のときはダミープレイヤーが加わる)。ジョーカーを除くトランプを使い、Aが最強、2が最弱。チップ27枚と見のがしトークン8個を使う。",
        "ダイヤのA・2・3・4・5を抜き出して宝石店カード(Aは1と見なす)として表向きに昇順に並べ、チップをグループに分けて載せる。Aと5の店は1・1・1、2と4の店は1・2・3、3の店は1・3・5。",
        "ディーラーは残り47枚をよくシャッフルして11枚ずつ配り、残り3枚を裏向きに場の端に並べる。ディーラーの左隣はそのうち1枚を手札に加える。絵札以外のダイヤがあれば1枚を表向きで場の端に出さなければならず、切り札あり(ダイヤ固定)。なければ好きな1枚を全員に見せてから裏向きで置き、切り札なし。",
        "ディーラーの左隣が最初のリード。マストフォローで、フォローできなければ何を出してもよい。切り札が出ていれば一番強い切り札、なければリードされたスートで一番強い札が勝つ。11トリック行う。",
        "トリックに勝った人は、自分で取るか、他人に押しつけるかを選べる。押しつけられるのは、その時点で自分と同じ数のトリック(0トリックを除く)を取っている人だけ。該当者が複数なら時計回りで一番近い人のみ。トリックを取った人(押しつけられた人)が次のリードをする。",
        "ディール終了後、獲得トリック数と同じランクの宝石店からチップを盗む(0トリックか6トリック以上は何もなし)。1人だけなら小さいグループから取る。2と4の店は1枚、2枚、3枚の順、3の店は1枚、3枚、5枚の順、Aと5の店は1枚ずつ。",
        "同じ宝石店に複数人がバッティングしたら、全員チップは取れず、代わりに見のがしトークンを1個ずつ得る(1人2個まで)。",
        "チップが残っていない宝石店に入った人はポリスに捕まり、所持チップを全て没収される。ただし見のがしトークンを2個持っていれば、2個とも戻して没収を免れる。その後はトークンを獲得できない(免除は一回きり)。",
        "誰かが没収されたら、他の人のチップ獲得を済ませてゲーム終了。チップが最も多い人の勝ちで、同数なら勝利を分かち合う。全員が一度に没収されたらそのディールはノーカウント。全ての宝石店が空になっても誰も没収されなければそこで終了。それ以外はディーラーを左隣に移して次のディールへ。",
        "3人用: さらにダイヤの6・7とダイヤ以外の2・3・4を除く。切り札決定の後、各自1枚を裏向きに出し、ダミープレイヤーの1トリック目とする。10トリック行う。ダミーが勝者と同じトリック数なら押しつけ先はダミーだけで、押しつけた人の左隣が次のリード。ダミーはチップもトークンも取らず、没収もされない。ダミーとバッティングした人はチップなしでトークンを1個得る。",
        "オプション・争奪モード(上級ルール、標準はなし): 空の宝石店が出た次のディール以降、バッティングした人(0トリック同士も含む)はチップもトークンも得られず、所持チップを交換する。3人なら各自が左側の該当者にチップを渡す。ダミーとは交換しない。",
    ],
};

static DOUBLE_DECK_GERMAN_WHIST: RulesText = RulesText {
    credit_en: "Designer not named in the source. Source: the blog post 「ダブルデッキ・ジャーマンホイスト」; a 2-vs-2 extension of the traditional two-player game German Whist.",
    credit_ja: "作者名の記載なし。出典: ブログ記事「ダブルデッキ・ジャーマンホイスト」。2人専用の「ジャーマンホイスト」を2対2のペア戦に拡張したもの。",
    en: &[
        "4 players in two partnerships, partners sitting opposite. Two packs with identical backs (104 cards) plus one joker. A is highest, 2 lowest; between two identical cards, the one played first wins.",
        "You may look at the hand of your right-hand neighbour (an opponent) at any time, and they may never refuse. Partners may not discuss play.",
        "The dealer deals 13 cards each; the other 52 form the stock. Turn up the top stock card: its suit is trump. Set it aside face up and put the joker on the stock in its place. For the whole deal the joker is an exact copy of that card.",
        "Lay the top 2 stock cards (the joker and the next) face up and the next 2 face down. The dealer's left leads the first trick.",
        "First half, 13 tricks that do not score: must follow suit; if you can't, play any card. The highest trump wins, otherwise the highest card of the led suit. The winner leads next.",
        "After each first-half trick the winner takes either face-up card, the winner's partner takes the other, and the two opponents each take one face-down card. Then 2 new cards are laid face up and 2 face down while the stock lasts.",
        "Second half, 13 tricks: the same play without drawing. The winner of trick 13 leads. Won tricks are kept face down in front of the winner.",
        "Each second-half trick is worth 1 point. Partners add their points, and the team with 7 or more wins the deal.",
        "Option: match play. The first team to win 3 deals wins, and the deal passes to the left each deal (standard: a single deal).",
    ],
    ja: &[
        "4人、2対2のペア戦で、対面がパートナー。裏面が同じトランプ2組(104枚)とジョーカー1枚を使う。Aが最強、2が最弱。同じカード同士は先出し勝ち。",
        "各プレイヤーは右隣(敵プレイヤー)の手札をいつでも確認してよく、確認を求められた人は拒めない。パートナーとプレイの相談をしてはいけない。",
        "ディーラーは13枚ずつ配り、残り52枚を山札にする。山札の一番上をめくり、そのスートが切り札。その札は切り札表示札として表向きで別に置き、代わりにジョーカーを山札の上に置く。ジョーカーはこのディール中、切り札表示札と同じカード(コピーカード)として扱う。",
        "山札の上から2枚(ジョーカーを含む)を表向きに、さらに2枚を裏向きに場の中央に並べる。ディーラーの左隣がオープニングリード。",
        "前半13トリック(得点にならない): マストフォローで、フォローできなければ何を出してもよい。切り札が出ていれば一番強い切り札、なければリードされたスートで一番強い札が勝つ。勝った人が次のリードをする。",
        "前半のトリックごとに、勝った人が表向きの札2枚から好きな方を取り、残りの1枚をパートナーが取る。裏向きの2枚は相手チームの2人が1枚ずつ取る。山札があれば、また2枚を表向き、2枚を裏向きに並べる。",
        "後半13トリック: 前半と同じルールで、手札の追加はなし。第13トリックの勝者が最初のリード。取ったトリックは裏向きにして自分の前に置く。",
        "後半に取ったトリック1つが1点。チームごとに合算し、7点以上のチームがそのディールの勝ち。",
        "オプション: 複数ディール行う場合は、先に3回勝ったチームの勝ち。ディーラーは毎ディール左隣に移す(標準は1ディールのみ)。",
    ],
};

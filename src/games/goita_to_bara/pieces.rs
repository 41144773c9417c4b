//! The 32 goita pieces (rules.md §1), sets of them, and the failure check of a reveal
//! (rules.md R10). Goita pieces are not playing cards: they have no suits or ranks, only a
//! kind, and the two kings are printed 王 and 玉 but are one kind (A6).

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// The kind of a piece, the only thing the rules look at.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// し
    Pawn,
    /// 香
    Lance,
    /// 馬
    Knight,
    /// 銀
    Silver,
    /// 金
    Gold,
    /// 角
    Bishop,
    /// 飛
    Rook,
    /// 王 / 玉
    King,
}

impl Kind {
    pub const ALL: [Kind; 8] = [Kind::Pawn, Kind::Lance, Kind::Knight, Kind::Silver, Kind::Gold, Kind::Bishop, Kind::Rook, Kind::King];

    /// How many pieces of this kind a set holds (rules.md §1).
    pub const fn count(self) -> u8 {
        match self {
            Kind::Pawn => 10,
            Kind::Lance | Kind::Knight | Kind::Silver | Kind::Gold => 4,
            Kind::Bishop | Kind::Rook | Kind::King => 2,
        }
    }

    /// The first piece id of this kind: ids run し 0-9, 香 10-13, 馬 14-17, 銀 18-21,
    /// 金 22-25, 角 26-27, 飛 28-29, 王 30, 玉 31.
    const fn first(self) -> u8 {
        match self {
            Kind::Pawn => 0,
            Kind::Lance => 10,
            Kind::Knight => 14,
            Kind::Silver => 18,
            Kind::Gold => 22,
            Kind::Bishop => 26,
            Kind::Rook => 28,
            Kind::King => 30,
        }
    }

    /// The kanji printed on the piece (玉 for the second king, see [`Piece::glyph`]).
    pub const fn kanji(self) -> &'static str {
        match self {
            Kind::Pawn => "し",
            Kind::Lance => "香",
            Kind::Knight => "馬",
            Kind::Silver => "銀",
            Kind::Gold => "金",
            Kind::Bishop => "角",
            Kind::Rook => "飛",
            Kind::King => "王",
        }
    }

    /// The English reading shown with the kanji for players who do not read it.
    pub const fn reading(self) -> &'static str {
        match self {
            Kind::Pawn => "pawn",
            Kind::Lance => "lance",
            Kind::Knight => "knight",
            Kind::Silver => "silver",
            Kind::Gold => "gold",
            Kind::Bishop => "bishop",
            Kind::Rook => "rook",
            Kind::King => "king",
        }
    }

    /// Does a revealed king fail with this kind (rules.md R10(ii))? Everything but し and 香.
    pub const fn clashes_with_king(self) -> bool {
        !matches!(self, Kind::Pawn | Kind::Lance)
    }
}

/// One physical piece, 0..32. Pieces of a kind are alike to the rules; the id keeps each
/// one apart so a view can be checked never to name a piece its seat cannot see.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Piece(pub u8);

pub const PIECES: u8 = 32;

impl Piece {
    pub fn kind(self) -> Kind {
        *Kind::ALL.iter().rev().find(|k| self.0 >= k.first()).expect("piece ids start at 0")
    }

    /// The lowest piece of `kind` in `set`, if any.
    pub fn of_kind_in(kind: Kind, set: PieceSet) -> Option<Piece> {
        (kind.first()..kind.first() + kind.count()).map(Piece).find(|p| set.contains(*p))
    }

    /// The second king is printed 玉: it is the same kind as 王 (rules.md A6).
    pub fn is_jade(self) -> bool {
        self.0 == PIECES - 1
    }

    /// The kanji printed on this piece.
    pub fn glyph(self) -> &'static str {
        if self.is_jade() {
            "玉"
        } else {
            self.kind().kanji()
        }
    }

    /// The face of this piece, what a summary of a past round keeps of it.
    pub fn face(self) -> Face {
        Face { kind: self.kind(), jade: self.is_jade() }
    }
}

/// `gold#3`: the piece's kind and its number within the kind.
impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let k = self.kind();
        write!(f, "{}#{}", k.reading(), self.0 - k.first() + 1)
    }
}

impl fmt::Debug for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

impl std::str::FromStr for Piece {
    type Err = String;
    fn from_str(s: &str) -> Result<Piece, String> {
        let (k, n) = s.split_once('#').ok_or_else(|| format!("not a piece: {s}"))?;
        let kind = Kind::ALL.into_iter().find(|kind| kind.reading() == k).ok_or_else(|| format!("no kind {k}"))?;
        let n: u8 = n.parse().map_err(|_| format!("not a piece: {s}"))?;
        if n == 0 || n > kind.count() {
            return Err(format!("no {s} in a goita set"));
        }
        Ok(Piece(kind.first() + n - 1))
    }
}

impl Serialize for Piece {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        crate::engine::text_form::serialize(self, s)
    }
}

impl<'de> Deserialize<'de> for Piece {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Piece, D::Error> {
        crate::engine::text_form::deserialize(d, "a piece such as \"gold#1\"")
    }
}

/// What a piece shows face up, without which piece it was: a past round's reveals are
/// told by their faces, since the pieces have been shuffled since.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Face {
    pub kind: Kind,
    pub jade: bool,
}

impl Face {
    pub fn glyph(self) -> &'static str {
        if self.jade {
            "玉"
        } else {
            self.kind.kanji()
        }
    }
}

/// A face reads as its kind's name, the second king as `jade`.
impl Serialize for Face {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(if self.jade { "jade" } else { self.kind.reading() })
    }
}

/// A set of pieces as a bit mask over the 32 ids; serialized as the list of pieces.
#[derive(Clone, Copy, PartialEq, Eq, Default, Hash)]
pub struct PieceSet(pub u32);

impl PieceSet {
    pub const EMPTY: PieceSet = PieceSet(0);
    pub const ALL: PieceSet = PieceSet(u32::MAX);

    pub fn contains(self, p: Piece) -> bool {
        self.0 >> p.0 & 1 == 1
    }
    pub fn insert(&mut self, p: Piece) {
        self.0 |= 1 << p.0;
    }
    pub fn remove(&mut self, p: Piece) {
        self.0 &= !(1 << p.0);
    }
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn or(self, o: PieceSet) -> PieceSet {
        PieceSet(self.0 | o.0)
    }
    pub fn minus(self, o: PieceSet) -> PieceSet {
        PieceSet(self.0 & !o.0)
    }
    pub fn and(self, o: PieceSet) -> PieceSet {
        PieceSet(self.0 & o.0)
    }
    pub fn iter(self) -> impl Iterator<Item = Piece> {
        (0..PIECES).map(Piece).filter(move |p| self.contains(*p))
    }
    /// How many pieces of `kind` the set holds.
    pub fn count(self, kind: Kind) -> u8 {
        self.iter().filter(|p| p.kind() == kind).count() as u8
    }
    /// The kinds present, each once, in [`Kind::ALL`] order.
    pub fn kinds(self) -> impl Iterator<Item = Kind> {
        Kind::ALL.into_iter().filter(move |k| self.count(*k) > 0)
    }
}

impl FromIterator<Piece> for PieceSet {
    fn from_iter<I: IntoIterator<Item = Piece>>(it: I) -> PieceSet {
        let mut s = PieceSet::EMPTY;
        for p in it {
            s.insert(p);
        }
        s
    }
}

impl fmt::Debug for PieceSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for PieceSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for PieceSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<PieceSet, D::Error> {
        let pieces = Vec::<Piece>::deserialize(d)?;
        let set: PieceSet = pieces.iter().copied().collect();
        if set.len() != pieces.len() {
            return Err(serde::de::Error::custom("a piece is listed twice"));
        }
        Ok(set)
    }
}

/// Why a challenge failed (rules.md R10), shown where it decides: "two 金", "王 with 角".
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Failure {
    /// R10(i): a second piece of a kind other than し (two kings included, A6).
    Pair(Kind),
    /// R10(ii): a king with a piece of this kind (neither し nor 香).
    KingWith(Kind),
}

/// The failure `next` causes when revealed after the safe kinds `before` (rules.md R10), or
/// `None` when the set stays safe. A second king is a pair first (A6).
pub fn failure(before: &[Kind], next: Kind) -> Option<Failure> {
    if next != Kind::Pawn && before.contains(&next) {
        return Some(Failure::Pair(next));
    }
    if next == Kind::King {
        return before.iter().copied().find(|k| k.clashes_with_king()).map(Failure::KingWith);
    }
    (next.clashes_with_king() && before.contains(&Kind::King)).then_some(Failure::KingWith(next))
}

/// The first failure in a sequence of reveals: its index and reason.
pub fn first_failure(kinds: &[Kind]) -> Option<(usize, Failure)> {
    (0..kinds.len()).find_map(|i| failure(&kinds[..i], kinds[i]).map(|f| (i, f)))
}

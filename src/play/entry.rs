//! A deal's entry being filled in on companion mode's form (`engine::companion`): one
//! [`Draft`] a field, what the person has tapped so far, and the [`DealEntry`] it makes once
//! every question is answered. Plain data, so the form's logic tests natively; the page
//! (`ui::companion_form`) draws it.

use crate::engine::companion::{Answer, DealEntry, Field};
use crate::engine::seats::Seat;

/// What has been entered for one field so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Draft {
    /// [`Field::TricksPerSeat`], [`Field::NumberPerSeat`]: a value a seat, `None` until set.
    PerSeat(Vec<Option<u8>>),
    /// [`Field::TrickWinners`]: the winners entered, first trick first.
    Seats(Vec<Seat>),
    /// [`Field::Choice`], [`Field::Seat`], [`Field::Number`]: one value, `None` until set.
    One(Option<u8>),
    /// [`Field::ChoicePerSeat`]: a choice a seat, `None` until set.
    Choices(Vec<Option<u8>>),
}

impl Draft {
    /// Nothing entered yet for `field` at a table of `seats`.
    pub fn blank(field: &Field, seats: usize) -> Draft {
        match field {
            Field::TricksPerSeat { .. } | Field::NumberPerSeat { .. } => Draft::PerSeat(vec![None; seats]),
            Field::TrickWinners { .. } => Draft::Seats(Vec::new()),
            Field::ChoicePerSeat { .. } => Draft::Choices(vec![None; seats]),
            Field::Choice { .. } | Field::Seat { .. } | Field::Number { .. } => Draft::One(None),
        }
    }

    /// An answer given before, to be corrected.
    pub fn of(answer: &Answer) -> Draft {
        match answer {
            Answer::PerSeat(v) => Draft::PerSeat(v.iter().copied().map(Some).collect()),
            Answer::Seats(v) => Draft::Seats(v.clone()),
            Answer::Choices(v) => Draft::Choices(v.iter().copied().map(Some).collect()),
            Answer::Choice(c) | Answer::Seat(c) | Answer::Number(c) => Draft::One(Some(*c)),
        }
    }

    /// The value shown for seat `seat` of a per-seat field: the one entered, or, for trick
    /// counts that must add up to the deal's tricks, the count the others leave when it is
    /// the only one not entered (the fewest taps: the last count is never asked for).
    pub fn per_seat(&self, field: &Field, seat: usize) -> Option<u8> {
        let Draft::PerSeat(v) = self else { return None };
        if let Some(x) = v.get(seat).copied().flatten() {
            return Some(x);
        }
        match field {
            Field::TricksPerSeat { total, rest: None, .. } if v.iter().filter(|x| x.is_none()).count() == 1 => {
                let sum: u32 = v.iter().flatten().map(|&x| x as u32).sum();
                (*total as u32).checked_sub(sum).map(|r| r as u8)
            }
            _ => None,
        }
    }

    /// Whether seat `seat`'s value is derived, not entered ([`Draft::per_seat`]).
    pub fn derived(&self, field: &Field, seat: usize) -> bool {
        matches!(self, Draft::PerSeat(v) if v.get(seat) == Some(&None)) && self.per_seat(field, seat).is_some()
    }

    /// The answer once the field is fully answered (its values may still be refused by the
    /// game's check, which says why).
    pub fn answer(&self, field: &Field) -> Option<Answer> {
        match (self, field) {
            (Draft::PerSeat(v), _) => (0..v.len()).map(|s| self.per_seat(field, s)).collect::<Option<Vec<_>>>().map(Answer::PerSeat),
            (Draft::Seats(v), Field::TrickWinners { tricks, .. }) => (v.len() == *tricks as usize).then(|| Answer::Seats(v.clone())),
            (Draft::Choices(v), _) => v.iter().copied().collect::<Option<Vec<_>>>().map(Answer::Choices),
            (Draft::One(Some(c)), Field::Choice { .. }) => Some(Answer::Choice(*c)),
            (Draft::One(Some(s)), Field::Seat { .. }) => Some(Answer::Seat(*s)),
            (Draft::One(Some(n)), Field::Number { .. }) => Some(Answer::Number(*n)),
            _ => None,
        }
    }
}

/// A whole form being filled in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntryDraft {
    pub fields: Vec<Field>,
    pub drafts: Vec<Draft>,
    /// The answer that settles the entry without the other questions
    /// (`Companion::SETTLES`).
    pub settles: Option<(usize, u8)>,
    seats: usize,
}

impl EntryDraft {
    pub fn blank(fields: Vec<Field>, seats: usize) -> EntryDraft {
        let drafts = fields.iter().map(|f| Draft::blank(f, seats)).collect();
        EntryDraft { fields, drafts, settles: None, seats }
    }

    /// The form filled in with an entry given before (a correction). An entry that does not
    /// answer these fields starts blank.
    pub fn of(fields: Vec<Field>, seats: usize, entry: &DealEntry) -> EntryDraft {
        if entry.answers.len() != fields.len() {
            return EntryDraft::blank(fields, seats);
        }
        EntryDraft { drafts: entry.answers.iter().map(Draft::of).collect(), fields, settles: None, seats }
    }

    /// With the game's settling answer (`Companion::SETTLES`). A correction of a settled
    /// entry shows the other questions blank (their answers were never asked).
    pub fn settled_by(mut self, settles: Option<(usize, u8)>) -> EntryDraft {
        self.settles = settles;
        if self.settled() {
            for (i, (f, d)) in self.fields.iter().zip(self.drafts.iter_mut()).enumerate() {
                if settles.is_some_and(|(k, _)| k != i) {
                    *d = Draft::blank(f, self.seats);
                }
            }
        }
        self
    }

    /// Whether the settling answer is given: the other questions are not asked.
    pub fn settled(&self) -> bool {
        self.settles.is_some_and(|(i, c)| self.drafts.get(i) == Some(&Draft::One(Some(c))))
    }

    /// Whether question `i` is asked (every one, unless the entry is settled without it).
    pub fn asks(&self, i: usize) -> bool {
        !self.settled() || self.settles.is_some_and(|(k, _)| k == i)
    }

    /// The entry, once every question asked is answered.
    pub fn entry(&self) -> Option<DealEntry> {
        let settled = self.settled();
        self.fields
            .iter()
            .zip(&self.drafts)
            .enumerate()
            .map(|(i, (f, d))| if settled && !self.asks(i) { Some(f.unasked(self.seats)) } else { d.answer(f) })
            .collect::<Option<Vec<_>>>()
            .map(|answers| DealEntry { answers })
    }

    /// The first question asked and not answered yet (the form points at it).
    pub fn first_open(&self) -> Option<usize> {
        (0..self.fields.len()).find(|&i| self.asks(i) && self.drafts[i].answer(&self.fields[i]).is_none())
    }

    /// Sets seat `seat`'s value of per-seat field `i` (`None` clears it).
    pub fn set_per_seat(&mut self, i: usize, seat: usize, value: Option<u8>) {
        if let Some(Draft::PerSeat(v) | Draft::Choices(v)) = self.drafts.get_mut(i) {
            if let Some(x) = v.get_mut(seat) {
                *x = value;
            }
        }
    }

    /// Steps seat `seat`'s count of field `i` by `by` within 0..=`most`; a count not yet
    /// entered steps from the value shown (derived or 0).
    pub fn step(&mut self, i: usize, seat: usize, by: i8, most: u8) {
        let Some(field) = self.fields.get(i) else { return };
        let shown = self.drafts[i].per_seat(field, seat).unwrap_or(0);
        let next = (shown as i16 + by as i16).clamp(0, most as i16) as u8;
        self.set_per_seat(i, seat, Some(next));
    }

    /// Adds the next trick's winner to trick-winner field `i` (none past the last trick).
    pub fn push_winner(&mut self, i: usize, seat: Seat) {
        if let (Some(Field::TrickWinners { tricks, .. }), Some(Draft::Seats(v))) = (self.fields.get(i), self.drafts.get_mut(i)) {
            if v.len() < *tricks as usize {
                v.push(seat);
            }
        }
    }

    /// Takes back the last trick's winner of field `i`.
    pub fn pop_winner(&mut self, i: usize) {
        if let Some(Draft::Seats(v)) = self.drafts.get_mut(i) {
            v.pop();
        }
    }

    /// Sets the one value of field `i` (a choice, a seat, a number).
    pub fn set_one(&mut self, i: usize, value: u8) {
        if let Some(Draft::One(v)) = self.drafts.get_mut(i) {
            *v = Some(value);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::companion::Rest;

    const COUNTS: Field = Field::TricksPerSeat { label: "tricks", total: 13, rest: None };

    #[test]
    fn the_last_count_is_derived_and_never_asked() {
        let mut d = EntryDraft::blank(vec![COUNTS], 4);
        assert_eq!(d.entry(), None);
        d.set_per_seat(0, 0, Some(3));
        d.set_per_seat(0, 1, Some(4));
        assert_eq!((d.drafts[0].per_seat(&COUNTS, 3), d.entry()), (None, None), "two not entered: nothing derived");
        d.step(0, 2, 1, 13);
        d.step(0, 2, 1, 13);
        assert_eq!(d.drafts[0].per_seat(&COUNTS, 3), Some(4));
        assert!(d.drafts[0].derived(&COUNTS, 3) && !d.drafts[0].derived(&COUNTS, 0));
        assert_eq!(d.entry(), Some(DealEntry { answers: vec![Answer::PerSeat(vec![3, 4, 2, 4])] }));
        // Counts already above the deal's tricks derive nothing: the check says why.
        d.set_per_seat(0, 0, Some(12));
        assert_eq!(d.entry(), None);
        assert_eq!(d.first_open(), Some(0));
        // Stepping a derived count starts from the value shown.
        d.set_per_seat(0, 0, Some(3));
        d.step(0, 3, -1, 13);
        assert_eq!(d.drafts[0], Draft::PerSeat(vec![Some(3), Some(4), Some(2), Some(3)]));
        d.step(0, 3, -9, 13);
        assert_eq!(d.drafts[0].per_seat(&COUNTS, 3), Some(0));
    }

    #[test]
    fn a_settling_answer_answers_the_rest() {
        // Same Two's form: level (0 passed out), strain, doubling, declarer, tricks.
        let fields = vec![
            Field::Choice { label: "level", choices: &["passed-out", "1", "2"] },
            Field::Choice { label: "strain", choices: &["c", "d"] },
            Field::Seat { label: "declarer" },
            Field::Number { label: "tricks", most: 13 },
        ];
        let mut d = EntryDraft::blank(fields.clone(), 4).settled_by(Some((0, 0)));
        assert_eq!((d.entry(), d.first_open(), d.asks(1)), (None, Some(0), true));
        d.set_one(0, 0);
        assert!(d.settled() && !d.asks(1) && d.asks(0));
        assert_eq!(d.first_open(), None);
        let passed = DealEntry { answers: vec![Answer::Choice(0), Answer::Choice(0), Answer::Seat(0), Answer::Number(0)] };
        assert_eq!(d.entry(), Some(passed.clone()));
        // A level: every question again.
        d.set_one(0, 2);
        assert_eq!((d.settled(), d.entry(), d.first_open()), (false, None, Some(1)));
        // Correcting a passed-out board: its unasked answers are not shown as answers.
        let again = EntryDraft::of(fields.clone(), 4, &passed).settled_by(Some((0, 0)));
        assert_eq!(again.drafts[1], Draft::One(None));
        assert_eq!(again.entry(), Some(passed));
        // Without a settling answer, nothing changes.
        let mut plain = EntryDraft::blank(fields, 4);
        plain.set_one(0, 0);
        assert_eq!(plain.first_open(), Some(1));
    }

    #[test]
    fn a_rest_or_a_bid_is_never_derived() {
        let with_rest = Field::TricksPerSeat { label: "tricks", total: 10, rest: Some(Rest { label: "dummy", min: 1 }) };
        let mut d = EntryDraft::blank(vec![with_rest, Field::NumberPerSeat { label: "bid", most: 5 }], 3);
        for s in 0..2 {
            d.set_per_seat(0, s, Some(3));
            d.set_per_seat(1, s, Some(1));
        }
        assert_eq!(d.drafts[0].per_seat(&d.fields[0], 2), None);
        assert_eq!(d.drafts[1].per_seat(&d.fields[1], 2), None);
        assert_eq!(d.first_open(), Some(0));
        d.step(1, 2, 9, 5);
        assert_eq!(d.drafts[1].per_seat(&d.fields[1], 2), Some(5));
    }

    #[test]
    fn winners_choices_and_corrections() {
        let fields = vec![
            Field::TrickWinners { label: "route", tricks: 3 },
            Field::Choice { label: "trump", choices: &["a", "b"] },
            Field::ChoicePerSeat { label: "suit", choices: &["s", "h"] },
            Field::Seat { label: "declarer" },
            Field::Number { label: "made", most: 13 },
        ];
        let mut d = EntryDraft::blank(fields.clone(), 2);
        for s in [1, 0, 1, 1] {
            d.push_winner(0, s);
        }
        d.pop_winner(0);
        d.push_winner(0, 0);
        d.set_one(1, 1);
        d.set_per_seat(2, 0, Some(1));
        assert_eq!(d.first_open(), Some(2));
        d.set_per_seat(2, 1, Some(0));
        d.set_one(3, 1);
        d.set_one(4, 9);
        let entry = d.entry().unwrap();
        assert_eq!(serde_json::to_string(&entry).unwrap(), r#"[{"seats":[1,0,0]},{"choice":1},{"choices":[1,0]},{"seat":1},{"number":9}]"#);
        assert_eq!(EntryDraft::of(fields.clone(), 2, &entry), d);
        assert_eq!(EntryDraft::of(fields.clone(), 2, &DealEntry::default()), EntryDraft::blank(fields, 2));
    }
}

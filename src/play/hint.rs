//! The hint's reasons: what the strong bot's search expects to follow a move, in plain
//! words ("wins the trick 83%", "+1.2 tricks this deal": the expected change of the seat's
//! trick count by the end of the deal).

use super::service::Estimate;
use crate::engine::Seat;
use crate::text::Lang;

/// A reason drawn from the search for one move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Reason {
    /// The trick the move plays to goes to the seat's side: to the seat itself (`by` is the
    /// seat) or to a partner, with this chance.
    TakesTrick { by: Seat, chance: f64 },
    /// It goes to a seat of another side, the likeliest one, with this chance.
    GivesTrick { to: Seat, chance: f64 },
    /// The expected change of the seat's trick count by the end of the deal.
    Tricks { change: f64 },
}

/// The reasons for `estimate`, the move of `seat`; `team[s]` is seat `s`'s side.
pub fn reasons(estimate: &Estimate, seat: Seat, team: &[u8]) -> Vec<Reason> {
    let mut out = Vec::new();
    if let Some(trick) = &estimate.trick {
        let side = |s: usize| team.get(s) == team.get(seat as usize);
        let ours: f64 = trick.iter().enumerate().filter(|&(s, _)| side(s)).map(|(_, p)| p).sum();
        let likeliest = |ours: bool| {
            trick.iter().enumerate().filter(|&(s, _)| side(s) == ours).max_by(|a, b| a.1.total_cmp(b.1).then(b.0.cmp(&a.0))).map(|(s, &p)| (s as Seat, p))
        };
        if ours >= 0.5 {
            // The seat itself unless a partner is likelier.
            let by = match likeliest(true) {
                Some((s, p)) if s != seat && p > trick[seat as usize] => s,
                _ => seat,
            };
            out.push(Reason::TakesTrick { by, chance: ours });
        } else if let Some((to, chance)) = likeliest(false) {
            out.push(Reason::GivesTrick { to, chance });
        }
    }
    if let Some(change) = estimate.tricks {
        out.push(Reason::Tricks { change });
    }
    out
}

fn percent(p: f64) -> u32 {
    (p * 100.0).round() as u32
}

impl Reason {
    /// The reason in `lang`, naming seats by `names` (as the table shows them).
    pub fn text(&self, lang: Lang, seat: Seat, names: &[String]) -> String {
        let name = |s: Seat| names.get(s as usize).cloned().unwrap_or_default();
        match (*self, lang) {
            (Reason::TakesTrick { by, chance }, Lang::En) if by == seat => format!("wins the trick {}%", percent(chance)),
            (Reason::TakesTrick { by, chance }, Lang::Ja) if by == seat => format!("トリックを取る {}%", percent(chance)),
            (Reason::TakesTrick { by, chance }, Lang::En) => format!("partner {} wins it {}%", name(by), percent(chance)),
            (Reason::TakesTrick { by, chance }, Lang::Ja) => format!("味方の{}が取る {}%", name(by), percent(chance)),
            (Reason::GivesTrick { to, chance }, Lang::En) => format!("gives the trick to {} {}%", name(to), percent(chance)),
            (Reason::GivesTrick { to, chance }, Lang::Ja) => format!("{}にトリックを渡す {}%", name(to), percent(chance)),
            (Reason::Tricks { change }, Lang::En) => format!("{} tricks this deal", signed_tenths(change)),
            (Reason::Tricks { change }, Lang::Ja) => format!("このディール{}トリック", signed_tenths(change)),
        }
    }
}

/// `+1.2`, `−0.4`, `±0`: tenths with the sign (a true minus sign).
fn signed_tenths(x: f64) -> String {
    let tenths = (x * 10.0).round() as i64;
    match tenths {
        0 => "±0".into(),
        t if t > 0 => format!("+{}.{}", t / 10, t % 10),
        t => format!("−{}.{}", -t / 10, -t % 10),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    fn est(trick: Option<Vec<f64>>, tricks: Option<f64>) -> Estimate {
        Estimate { action: Value::from("SA"), visits: 10, value: 1.0, trick, tricks }
    }

    fn names() -> Vec<String> {
        ["You", "West", "North", "East"].map(String::from).to_vec()
    }

    #[test]
    fn the_trick_goes_to_the_seat_a_partner_or_the_likeliest_other() {
        let alone = [0, 1, 2, 3];
        let pairs = [0, 1, 0, 1];
        let e = est(Some(vec![0.83, 0.1, 0.07, 0.0]), Some(1.24));
        assert_eq!(reasons(&e, 0, &alone), vec![Reason::TakesTrick { by: 0, chance: 0.83 }, Reason::Tricks { change: 1.24 }]);
        let texts: Vec<String> = reasons(&e, 0, &alone).iter().map(|r| r.text(Lang::En, 0, &names())).collect();
        assert_eq!(texts, ["wins the trick 83%", "+1.2 tricks this deal"]);
        let texts: Vec<String> = reasons(&e, 0, &alone).iter().map(|r| r.text(Lang::Ja, 0, &names())).collect();
        assert_eq!(texts, ["トリックを取る 83%", "このディール+1.2トリック"]);
        // The partner across takes it.
        let e = est(Some(vec![0.25, 0.25, 0.5, 0.0]), None);
        assert_eq!(reasons(&e, 0, &pairs), vec![Reason::TakesTrick { by: 2, chance: 0.75 }]);
        assert_eq!(reasons(&e, 0, &pairs)[0].text(Lang::En, 0, &names()), "partner North wins it 75%");
        // Alone, the same chances give the trick away to North.
        assert_eq!(reasons(&e, 0, &alone), vec![Reason::GivesTrick { to: 2, chance: 0.5 }]);
        assert_eq!(reasons(&e, 0, &alone)[0].text(Lang::Ja, 0, &names()), "Northにトリックを渡す 50%");
        // No trick in sight (a bid), no tricks at all (a game without).
        assert_eq!(reasons(&est(None, Some(-0.04)), 0, &alone)[0].text(Lang::En, 0, &names()), "±0 tricks this deal");
        assert_eq!(reasons(&est(None, None), 0, &alone), vec![]);
        assert_eq!(signed_tenths(-0.44), "−0.4");
    }
}

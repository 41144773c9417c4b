//! Plot geometry for the app's charts (statistics, the balance lab): round axis ticks, the
//! mapping of data to SVG coordinates, line paths, bars and interval marks. Plain Rust, so it
//! tests natively; `ui::chart` draws it as SVG.

/// One axis: the data range shown and its round tick values.
#[derive(Clone, Debug, PartialEq)]
pub struct Scale {
    pub lo: f64,
    pub hi: f64,
    pub ticks: Vec<f64>,
}

impl Scale {
    /// A scale covering `lo..=hi` with at most about `max_ticks` ticks at round steps
    /// (1, 2 or 5 × 10ᵏ), its ends widened to the ticks around the data. An empty range
    /// (one value) is widened by one step on each side so the value sits in the middle.
    pub fn nice(lo: f64, hi: f64, max_ticks: usize) -> Scale {
        let (lo, hi) = if lo.is_finite() && hi.is_finite() { (lo.min(hi), lo.max(hi)) } else { (0.0, 1.0) };
        let (lo, hi) = if hi - lo < 1e-9 { (lo - 1.0, hi + 1.0) } else { (lo, hi) };
        let step = nice_step((hi - lo) / max_ticks.max(1) as f64);
        let first = (lo / step).floor();
        let last = (hi / step).ceil();
        let ticks: Vec<f64> = (0..=(last - first) as i64).map(|i| clean((first + i as f64) * step)).collect();
        Scale { lo: ticks[0], hi: *ticks.last().expect("at least one tick"), ticks }
    }

    /// A scale over exactly `lo..=hi` with the given ticks (e.g. 0–100 % in quarters).
    pub fn fixed(lo: f64, hi: f64, ticks: Vec<f64>) -> Scale {
        Scale { lo, hi, ticks }
    }

    /// Where `v` falls, 0 at `lo` and 1 at `hi`.
    pub fn fraction(&self, v: f64) -> f64 {
        if self.hi == self.lo {
            0.5
        } else {
            (v - self.lo) / (self.hi - self.lo)
        }
    }
}

/// The round step (1, 2 or 5 × 10ᵏ) nearest above `raw`.
fn nice_step(raw: f64) -> f64 {
    let raw = if raw > 0.0 && raw.is_finite() { raw } else { 1.0 };
    let magnitude = 10f64.powf(raw.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0].into_iter().map(|m| m * magnitude).find(|s| *s >= raw * (1.0 - 1e-9)).unwrap_or(10.0 * magnitude);
    clean(step)
}

/// `v` without the float noise of repeated steps (0.30000000000000004 → 0.3).
fn clean(v: f64) -> f64 {
    let r = (v * 1e9).round() / 1e9;
    if r == 0.0 {
        0.0
    } else {
        r
    }
}

/// A tick's label: whole numbers without decimals, others with as few as they need.
pub fn tick_label(v: f64) -> String {
    if v.fract() == 0.0 {
        format!("{}", v as i64).replace('-', "−")
    } else {
        let s = format!("{v:.3}");
        s.trim_end_matches('0').trim_end_matches('.').replace('-', "−")
    }
}

/// A chart's box in SVG units: its size, the margins kept for tick labels, and its axes.
#[derive(Clone, Debug, PartialEq)]
pub struct Plot {
    pub width: f64,
    pub height: f64,
    /// Margins: left, right, top, bottom.
    pub margin: [f64; 4],
    pub x: Scale,
    pub y: Scale,
}

/// A rectangle in SVG units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
}

impl Plot {
    pub fn left(&self) -> f64 {
        self.margin[0]
    }
    pub fn right(&self) -> f64 {
        self.width - self.margin[1]
    }
    pub fn top(&self) -> f64 {
        self.margin[2]
    }
    pub fn bottom(&self) -> f64 {
        self.height - self.margin[3]
    }

    /// The SVG x of data value `v`.
    pub fn px(&self, v: f64) -> f64 {
        round2(self.left() + self.x.fraction(v) * (self.right() - self.left()))
    }

    /// The SVG y of data value `v` (up is more).
    pub fn py(&self, v: f64) -> f64 {
        round2(self.bottom() - self.y.fraction(v) * (self.bottom() - self.top()))
    }

    /// An SVG path through `points` (data values), in order.
    pub fn line(&self, points: &[(f64, f64)]) -> String {
        let mut d = String::new();
        for (i, &(x, y)) in points.iter().enumerate() {
            d.push_str(if i == 0 { "M" } else { " L" });
            d.push_str(&format!("{} {}", self.px(x), self.py(y)));
        }
        d
    }

    /// The bar from `y = 0` (or the axis' nearest end) to `value`, spanning `x0..x1` in data
    /// values.
    pub fn bar(&self, x0: f64, x1: f64, value: f64) -> Rect {
        let base = 0f64.clamp(self.y.lo, self.y.hi);
        let (a, b) = (self.py(base), self.py(value));
        let (l, r) = (self.px(x0), self.px(x1));
        Rect { x: l.min(r), y: a.min(b), width: round2((r - l).abs()), height: round2((b - a).abs()) }
    }
}

fn round2(v: f64) -> f64 {
    (v * 100.0).round() / 100.0
}

/// The share of `true` among the first 1, 2, … flags: a win rate over time.
pub fn running_rate(flags: &[bool]) -> Vec<f64> {
    let mut yes = 0usize;
    flags
        .iter()
        .enumerate()
        .map(|(i, &f)| {
            yes += usize::from(f);
            yes as f64 / (i + 1) as f64
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_round_and_cover_the_data() {
        let s = Scale::nice(-3.0, 17.0, 5);
        assert_eq!(s.ticks, [-5.0, 0.0, 5.0, 10.0, 15.0, 20.0]);
        assert_eq!((s.lo, s.hi), (-5.0, 20.0));
        let s = Scale::nice(0.0, 0.93, 4);
        assert_eq!(s.ticks, [0.0, 0.5, 1.0]);
        let s = Scale::nice(0.1, 0.7, 6);
        assert_eq!(s.ticks, [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7], "no float noise");
        let one = Scale::nice(4.0, 4.0, 5);
        assert!(one.lo < 4.0 && one.hi > 4.0, "{one:?}");
        assert_eq!(one.fraction(4.0), 0.5);
        let broken = Scale::nice(f64::NAN, 3.0, 5);
        assert!(broken.ticks.len() >= 2);
    }

    #[test]
    fn data_maps_into_the_box_up_is_more() {
        let p = Plot { width: 200.0, height: 100.0, margin: [20.0, 0.0, 10.0, 10.0], x: Scale::fixed(0.0, 10.0, vec![]), y: Scale::fixed(-10.0, 10.0, vec![]) };
        assert_eq!((p.px(0.0), p.px(10.0), p.px(5.0)), (20.0, 200.0, 110.0));
        assert_eq!((p.py(-10.0), p.py(10.0), p.py(0.0)), (90.0, 10.0, 50.0));
        assert_eq!(p.line(&[(0.0, 0.0), (10.0, 10.0)]), "M20 50 L200 10");
        // Bars grow from zero both ways.
        assert_eq!(p.bar(0.0, 5.0, 5.0), Rect { x: 20.0, y: 30.0, width: 90.0, height: 20.0 });
        assert_eq!(p.bar(5.0, 10.0, -10.0), Rect { x: 110.0, y: 50.0, width: 90.0, height: 40.0 });
    }

    #[test]
    fn labels_and_rates() {
        assert_eq!(tick_label(-5.0), "−5");
        assert_eq!(tick_label(0.25), "0.25");
        assert_eq!(tick_label(100.0), "100");
        assert_eq!(running_rate(&[true, false, false, true]), [1.0, 0.5, 1.0 / 3.0, 0.5]);
        assert!(running_rate(&[]).is_empty());
    }
}

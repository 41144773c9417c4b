//! Score helpers shared by games.

/// Standard competition ranking, highest total first: equal totals share a rank and the
/// next rank skips (1, 1, 3, 4). Three Tricks A4.
pub fn rank_highest_first(totals: &[i32]) -> Vec<u8> {
    totals.iter().map(|t| 1 + totals.iter().filter(|o| *o > t).count() as u8).collect()
}

/// `x` rounded to `places` decimals (halves away from zero), with a `+` on positive values
/// when `plus`: average scores and expected points as text. Written out because Rust's float
/// formatting machinery is about 10 KB of the app's Wasm, and this is all the app needs.
pub fn decimal(x: f64, places: u32, plus: bool) -> String {
    let scale = 10u64.pow(places);
    let scaled = (x.abs() * scale as f64).round() as u64;
    let sign = match (x < 0.0 && scaled > 0, plus) {
        (true, _) => "-",
        (false, true) if scaled > 0 => "+",
        _ => "",
    };
    let (whole, frac) = (scaled / scale, scaled % scale);
    if places == 0 {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{frac:0width$}", width = places as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_read_like_rust_float_formatting() {
        assert_eq!(decimal(2.25, 1, false), "2.3");
        assert_eq!(decimal(-2.25, 1, false), "-2.3");
        assert_eq!(decimal(0.04, 1, true), "0.0");
        assert_eq!(decimal(-0.04, 1, true), "0.0");
        assert_eq!(decimal(1.96, 1, true), "+2.0");
        assert_eq!(decimal(-0.7071067, 3, false), "-0.707");
        assert_eq!(decimal(1.0, 3, false), "1.000");
        assert_eq!(decimal(12.0 / 7.0, 0, false), "2");
        for x in [-13.37, -1.05, -0.5, 0.0, 0.123, 3.0, 47.55, 1234.5678] {
            assert_eq!(decimal(x, 2, false).parse::<f64>().unwrap(), format!("{x:.2}").parse::<f64>().unwrap(), "{x}");
        }
    }

    #[test]
    fn ties_share_a_rank() {
        // games/three_tricks/rules.md Example 9.
        assert_eq!(rank_highest_first(&[5, 5, 0, -12]), [1, 1, 3, 4]);
        assert_eq!(rank_highest_first(&[9, 8, 2, -10]), [1, 2, 3, 4]);
    }
}

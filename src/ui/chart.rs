//! Small SVG charts drawn from `chart`'s geometry: a line chart (the statistics' score and
//! win-rate histories), bars (the lab's score distributions) and intervals (the lab's
//! seat advantages with their 95% confidence intervals). Each chart is an image with a
//! spoken summary; its values are also in `data-values` for the browser tests.

use crate::chart::{tick_label, Plot, Rect};
use leptos::prelude::*;

/// One line of a line chart, in data values.
#[derive(Clone, Debug)]
pub struct Series {
    pub points: Vec<(f64, f64)>,
    /// Its CSS class (colour).
    pub class: &'static str,
}

/// One bar: data x-range `x0..x1`, height `value`.
#[derive(Clone, Debug)]
pub struct Bar {
    pub x0: f64,
    pub x1: f64,
    pub value: f64,
    pub class: &'static str,
}

/// One interval: a point at `mean` with a whisker `lo..hi`, at category `x` (data units).
#[derive(Clone, Debug)]
pub struct Interval {
    pub x: f64,
    pub mean: f64,
    pub lo: f64,
    pub hi: f64,
    pub class: &'static str,
}

/// The values a test reads back: numbers joined by spaces, rounded to 4 decimals.
fn values(v: impl IntoIterator<Item = f64>) -> String {
    v.into_iter().map(|x| format!("{}", (x * 1e4).round() / 1e4)).collect::<Vec<_>>().join(" ")
}

/// The axes: the y ticks as grid lines with labels on the left, the x ticks (labelled by
/// `x_label`, none when it gives `None`) along the bottom.
fn axes(plot: &Plot, x_label: impl Fn(f64) -> Option<String>) -> impl IntoView {
    let grid = plot
        .y
        .ticks
        .iter()
        .map(|&t| {
            let y = plot.py(t);
            let class = if t == 0.0 { "grid zero" } else { "grid" };
            view! {
                <line class=class x1=plot.left() x2=plot.right() y1=y y2=y />
                <text class="tick y" x=plot.left() - 4.0 y=y>{tick_label(t)}</text>
            }
        })
        .collect_view();
    let x_ticks = plot
        .x
        .ticks
        .iter()
        .filter_map(|&t| {
            let label = x_label(t)?;
            Some(view! { <text class="tick x" x=plot.px(t) y=plot.bottom() + 12.0>{label}</text> })
        })
        .collect_view();
    view! { <g class="axes">{grid}{x_ticks}</g> }
}

fn frame(plot: &Plot, label: String, testid: &'static str, body: impl IntoView) -> impl IntoView {
    let spoken = label.clone();
    view! {
        <svg class="chart" viewBox=format!("0 0 {} {}", plot.width, plot.height) role="img" aria-label=spoken data-testid=testid>
            <title>{label}</title>
            {body}
        </svg>
    }
}

/// A line chart; each series' y values are in its path's `data-values`.
pub fn line_chart(plot: Plot, series: Vec<Series>, label: String, testid: &'static str, x_label: impl Fn(f64) -> Option<String>) -> impl IntoView {
    let lines = series
        .iter()
        .map(|s| {
            let dots = (s.points.len() <= 40).then(|| s.points.iter().map(|&(x, y)| view! { <circle class=s.class cx=plot.px(x) cy=plot.py(y) r="2" /> }).collect_view());
            view! {
                <path class=format!("line {}", s.class) d=plot.line(&s.points) data-values=values(s.points.iter().map(|p| p.1)) />
                {dots}
            }
        })
        .collect_view();
    let body = view! { {axes(&plot, x_label)}{lines} };
    frame(&plot, label, testid, body)
}

/// A bar chart; the bars' heights are in the group's `data-values`.
pub fn bar_chart(plot: Plot, bars: Vec<Bar>, label: String, testid: &'static str, x_label: impl Fn(f64) -> Option<String>) -> impl IntoView {
    let heights = values(bars.iter().map(|b| b.value));
    let rects = bars
        .iter()
        .map(|b| {
            let Rect { x, y, width, height } = plot.bar(b.x0, b.x1, b.value);
            view! { <rect class=b.class x=x y=y width=width height=height /> }
        })
        .collect_view();
    let body = view! { {axes(&plot, x_label)}<g class="bars" data-values=heights>{rects}</g> };
    frame(&plot, label, testid, body)
}

/// Points with whiskers (means and 95% confidence intervals); the means are in the group's
/// `data-values`.
pub fn interval_chart(plot: Plot, marks: Vec<Interval>, label: String, testid: &'static str, x_label: impl Fn(f64) -> Option<String>) -> impl IntoView {
    let means = values(marks.iter().map(|m| m.mean));
    let drawn = marks
        .iter()
        .map(|m| {
            let x = plot.px(m.x);
            view! {
                <line class=format!("whisker {}", m.class) x1=x x2=x y1=plot.py(m.lo) y2=plot.py(m.hi) />
                <circle class=m.class cx=x cy=plot.py(m.mean) r="3.5" />
            }
        })
        .collect_view();
    let body = view! { {axes(&plot, x_label)}<g class="intervals" data-values=means>{drawn}</g> };
    frame(&plot, label, testid, body)
}

package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

// The charts: per kernel, a group of horizontal bars drawn from a base
// value (1.0x for ratios, 0 for speedups) on a linear or logarithmic
// axis, with dashed reference lines.

// series is one bar of every group: its name in the legend and its
// color.
type series struct{ name, color string }

// group is one kernel's bars, one per series; ok false leaves a bar out.
type group struct {
	label  string
	values []float64
	ok     []bool
}

// refLine is a dashed vertical line across the chart, labeled at the
// top.
type refLine struct {
	x     float64
	label string
	color string
}

// barChart is a chart of groups of bars.
type barChart struct {
	title, subtitle string
	series          []series
	groups          []group
	log             bool    // logarithmic axis
	base            float64 // where the bars start
	lo, hi          float64 // the axis' range, widened to fit the data up to limLo and limHi
	limLo, limHi    float64 // bars beyond are clipped, marked and labeled
	ticks           []float64
	refs            []refLine
	format          func(float64) string
}

const (
	chartLeft   = 130
	chartWidth  = 560
	chartTop    = 92
	chartBarH   = 10
	chartGroupG = 8
	chartRight  = 90
)

var (
	configColor = map[string]string{"strata-iomp": "#b07aa1", "strata-libgomp": "#f28e2b", "gcc": "#4e79a7", "clang": "#59a14f"}
	pairColor   = map[string]string{"strata-iomp / clang": "#b07aa1", "strata-libgomp / gcc": "#f28e2b", "strata-libgomp / clang": "#f9cc96", "strata-iomp / gcc": "#dfc0d7"}
	aimColor    = "#c0392b"
)

func (c barChart) pos(v float64) float64 {
	v = math.Min(math.Max(v, c.lo), c.hi)
	if c.log {
		return chartLeft + (math.Log(v)-math.Log(c.lo))/(math.Log(c.hi)-math.Log(c.lo))*chartWidth
	}
	return chartLeft + (v-c.lo)/(c.hi-c.lo)*chartWidth
}

func (c barChart) draw() string {
	for _, g := range c.groups {
		for i, v := range g.values {
			if g.ok[i] && v > 0 {
				c.lo, c.hi = math.Min(c.lo, v), math.Max(c.hi, v)
			}
		}
	}
	if c.limLo > 0 {
		c.lo = math.Max(c.lo, c.limLo)
	}
	if c.limHi > 0 {
		c.hi = math.Min(c.hi, c.limHi)
	}
	n := len(c.series)
	groupH := n*chartBarH + chartGroupG
	height := chartTop + len(c.groups)*groupH + 30
	width := chartLeft + chartWidth + chartRight
	s := benchkit.NewSVG(width, height, 11, c.title, c.subtitle)
	x := 10
	for _, se := range c.series {
		s.Swatch(x, 50, se.color, se.name)
		x += 30 + 7*len(se.name)
	}
	bottom := float64(chartTop + len(c.groups)*groupH)
	for gi := range c.groups {
		if gi%2 == 1 {
			s.Printf(`<rect x="0" y="%d" width="%d" height="%d" fill="#000" fill-opacity="0.04"/>`+"\n", chartTop+gi*groupH-chartGroupG/2, width, groupH)
		}
	}
	for _, v := range c.ticks {
		if v < c.lo || v > c.hi {
			continue
		}
		px := c.pos(v)
		s.Printf(`<line x1="%.1f" y1="%d" x2="%.1f" y2="%.1f" stroke="#ccc"/>`+"\n", px, chartTop-4, px, bottom)
		s.Printf(`<text x="%.1f" y="%.1f" font-size="9" text-anchor="middle">%s</text>`+"\n", px, bottom+14, benchkit.Esc(c.format(v)))
	}
	for _, r := range c.refs {
		if r.x < c.lo || r.x > c.hi {
			continue
		}
		px := c.pos(r.x)
		s.Dashed(px, chartTop-8, px, bottom, r.color)
		if r.label != "" {
			s.Note(px, chartTop-12, r.color, r.label)
		}
	}
	base := c.pos(c.base)
	s.Printf(`<line x1="%.1f" y1="%d" x2="%.1f" y2="%.1f" stroke="black"/>`+"\n", base, chartTop-4, base, bottom)
	for gi, g := range c.groups {
		y := float64(chartTop + gi*groupH)
		s.Label(chartLeft-8, y+float64(n*chartBarH)/2+4, g.label)
		for i, v := range g.values {
			by := y + float64(i*chartBarH)
			if !g.ok[i] || v <= 0 {
				continue
			}
			px := c.pos(v)
			s.Bar(math.Min(px, base), by, math.Abs(px-base), chartBarH-1, c.series[i].color)
			// The value right of the bar, or right of the base line for a
			// bar that goes left; a clipped bar's value is marked.
			label := c.format(v)
			switch {
			case v > c.hi:
				label = "» " + label
			case v < c.lo:
				label = "« " + label
			}
			s.Printf(`<text x="%.1f" y="%.1f" font-size="9">%s</text>`+"\n", math.Max(px, base)+3, by+chartBarH-2, benchkit.Esc(label))
		}
	}
	return s.String()
}

// ratioTicks are the grid lines of a ratio axis.
var ratioTicks = []float64{0.5, 0.67, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 2}

func ratioFormat(x float64) string { return benchkit.FormatRatio(x) }

// ratioSVG draws, per kernel, the time ratio of each pair at the aims'
// thread count, on a log axis around 1.00x.
func (r *result) ratioSVG() string {
	t := r.aimThreads()
	var ser []series
	var ps []pair
	for _, p := range pairs {
		if r.hasConfig(p.ours) && r.hasConfig(p.peer) {
			ser = append(ser, series{p.String(), pairColor[p.String()]})
			ps = append(ps, p)
		}
	}
	if len(ps) == 0 {
		return ""
	}
	var gs []group
	for _, k := range r.kernels {
		g := group{label: k.name}
		for _, p := range ps {
			x, ok := k.ratio(p, t)
			g.values, g.ok = append(g.values, x), append(g.ok, ok)
		}
		gs = append(gs, g)
	}
	geo := group{label: "geometric mean"}
	for _, p := range ps {
		s := r.ratioStats(p, t)
		geo.values, geo.ok = append(geo.values, s.geomean), append(geo.ok, s.n > 0)
	}
	gs = append(gs, geo)
	return barChart{
		title:    fmt.Sprintf("strata-cc / peer, kernel time, %s, %s", strings.ToUpper(r.opts.size), benchkit.Plural(t, "thread")),
		subtitle: fmt.Sprintf("ratio of the medians of %s (log scale; left of 1.00x strata-cc's build is faster)", benchkit.Plural(r.opts.runs, "run")),
		series:   ser, groups: gs, log: true, base: 1, lo: 0.8, hi: 1.25, limLo: 0.5, limHi: 2, ticks: ratioTicks,
		refs:   []refLine{{aimMaxRatio, "aim 1.10x", aimColor}},
		format: ratioFormat,
	}.draw()
}

// speedupSVG draws each configuration's speedup from 1 thread to the
// largest thread count, per kernel.
func (r *result) speedupSVG() string {
	ts := r.opts.threads
	if len(ts) < 2 || ts[0] != 1 {
		return ""
	}
	t := ts[len(ts)-1]
	var ser []series
	for _, c := range r.opts.configs {
		ser = append(ser, series{c, configColor[c]})
	}
	var gs []group
	for _, k := range r.kernels {
		g := group{label: k.name}
		for _, c := range r.opts.configs {
			x, ok := k.speedup(c, t)
			g.values, g.ok = append(g.values, x), append(g.ok, ok)
		}
		gs = append(gs, g)
	}
	geo := group{label: "geometric mean"}
	for _, c := range r.opts.configs {
		s := r.speedupStats(c, t)
		geo.values, geo.ok = append(geo.values, s.geomean), append(geo.ok, s.n > 0)
	}
	gs = append(gs, geo)
	return barChart{
		title:    fmt.Sprintf("Speedup from 1 to %d threads, %s", t, strings.ToUpper(r.opts.size)),
		subtitle: fmt.Sprintf("median kernel time with 1 thread over that with %d (%s each)", t, benchkit.Plural(r.opts.runs, "run")),
		series:   ser, groups: gs, base: 0, lo: 0, hi: float64(t) * 1.05, ticks: speedupTicks(t),
		refs:   []refLine{{1, "1x", "#555"}, {float64(t), "ideal " + strconv.Itoa(t) + "x", aimColor}},
		format: func(x float64) string { return strconv.FormatFloat(x, 'f', 2, 64) + "x" },
	}.draw()
}

// compileSVG draws strata-cc's compile time over clang-16's per kernel.
func (r *result) compileSVG() string {
	if r.opts.compileRuns == 0 {
		return ""
	}
	var gs []group
	for _, k := range r.kernels {
		x, ok := k.compileRatio()
		gs = append(gs, group{label: k.name, values: []float64{x}, ok: []bool{ok}})
	}
	cs := r.compileStats()
	gs = append(gs, group{label: "geometric mean", values: []float64{cs.geomean}, ok: []bool{cs.n > 0}})
	return barChart{
		title:    "Compile time (-O3 -fopenmp -c), strata-cc / clang-16",
		subtitle: fmt.Sprintf("ratio of the median wall times of %s (log scale); aim: at most 1.00x", benchkit.Plural(r.opts.compileRuns, "run")),
		series:   []series{{"strata-cc / clang-16", "#b07aa1"}}, groups: gs, log: true, base: 1, lo: 0.8, hi: 1.25, limLo: 0.25, limHi: 4, ticks: []float64{0.25, 0.5, 0.67, 0.8, 1, 1.25, 1.5, 2, 3, 4},
		refs:   []refLine{{aimCompileGeo, "", aimColor}},
		format: ratioFormat,
	}.draw()
}

// speedupTicks are the grid lines of a speedup axis up to t threads.
func speedupTicks(t int) []float64 {
	var ts []float64
	for x := 0.0; x <= float64(t)+0.01; x += 0.5 {
		ts = append(ts, x)
	}
	return ts
}

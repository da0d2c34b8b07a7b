package gpu

import (
	"fmt"
	"html"
	"os"
	"path/filepath"
	"strings"
)

// Chart is a bar chart: one group of bars a run (Groups), one bar a
// series in each group, or the series stacked in one bar (Stacked). A
// compare of several runs gives more groups; nothing else changes.
type Chart struct {
	Title, YLabel string
	Groups        []string
	Series        []Series
	Stacked       bool
}

// Series is one named value a group.
type Series struct {
	Name   string
	Values []float64
}

// palette returns the fill of series i.
func palette(i int) string {
	return [...]string{"#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948"}[i%6]
}

// SVG renders the chart.
func (c *Chart) SVG() string {
	const w, h, left, top, bottom, right = 640.0, 360.0, 70.0, 40.0, 60.0, 150.0
	pw, ph := w-left-right, h-top-bottom
	top1 := 0.0
	for g := range c.Groups {
		sum := 0.0
		for _, s := range c.Series {
			v := s.Values[g]
			if c.Stacked {
				sum += v
			} else {
				top1 = max(top1, v)
			}
		}
		top1 = max(top1, sum)
	}
	if top1 <= 0 {
		top1 = 1
	}
	top1 *= 1.1
	var b strings.Builder
	fmt.Fprintf(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%g\" height=\"%g\" font-family=\"sans-serif\" font-size=\"12\">\n", w, h)
	fmt.Fprintf(&b, "<rect width=\"%g\" height=\"%g\" fill=\"white\"/>\n", w, h)
	fmt.Fprintf(&b, "<text x=\"%g\" y=\"20\" text-anchor=\"middle\" font-size=\"14\">%s</text>\n", left+pw/2, html.EscapeString(c.Title))
	fmt.Fprintf(&b, "<text x=\"15\" y=\"%g\" transform=\"rotate(-90 15 %g)\" text-anchor=\"middle\">%s</text>\n", top+ph/2, top+ph/2, html.EscapeString(c.YLabel))
	for i := 0; i <= 4; i++ {
		v := top1 * float64(i) / 4
		y := top + ph - ph*float64(i)/4
		fmt.Fprintf(&b, "<line x1=\"%g\" y1=\"%.1f\" x2=\"%g\" y2=\"%.1f\" stroke=\"#ddd\"/>\n", left, y, left+pw, y)
		fmt.Fprintf(&b, "<text x=\"%g\" y=\"%.1f\" text-anchor=\"end\">%.3g</text>\n", left-5, y+4, v)
	}
	n := max(len(c.Groups), 1)
	gw := pw / float64(n)
	for g, name := range c.Groups {
		x0 := left + gw*float64(g) + gw*0.1
		bw := gw * 0.8
		if !c.Stacked {
			bw /= float64(max(len(c.Series), 1))
		}
		base := 0.0
		for i, s := range c.Series {
			v := s.Values[g]
			hgt := ph * v / top1
			x := x0
			y := top + ph - hgt
			if c.Stacked {
				y -= ph * base / top1
				base += v
			} else {
				x += bw * float64(i)
			}
			fmt.Fprintf(&b, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"><title>%s: %.4g</title></rect>\n", x, y, bw, hgt, palette(i), html.EscapeString(s.Name), v)
		}
		fmt.Fprintf(&b, "<text x=\"%.1f\" y=\"%g\" text-anchor=\"middle\">%s</text>\n", x0+gw*0.4, top+ph+18, html.EscapeString(name))
	}
	fmt.Fprintf(&b, "<line x1=\"%g\" y1=\"%g\" x2=\"%g\" y2=\"%g\" stroke=\"black\"/>\n", left, top+ph, left+pw, top+ph)
	for i, s := range c.Series {
		y := top + 16*float64(i)
		fmt.Fprintf(&b, "<rect x=\"%g\" y=\"%g\" width=\"10\" height=\"10\" fill=\"%s\"/>", w-right+15, y, palette(i))
		fmt.Fprintf(&b, "<text x=\"%g\" y=\"%g\">%s</text>\n", w-right+30, y+9, html.EscapeString(s.Name))
	}
	b.WriteString("</svg>\n")
	return b.String()
}

// Charts returns the charts of the paper's Figure 1 for the runs, each
// relative to the first run where the figure is relative.
func Charts(runs []*Report) map[string]*Chart {
	var groups []string
	for _, r := range runs {
		groups = append(groups, r.Profile+" "+r.Mode)
	}
	series := func(name string, f func(r *Report) float64) Series {
		s := Series{Name: name}
		for _, r := range runs {
			s.Values = append(s.Values, f(r))
		}
		return s
	}
	ref := runs[0]
	rel := func(v, of float64) float64 {
		if of == 0 {
			return v
		}
		return v / of
	}
	tr := func(r *Report) float64 { return float64(r.H2DBytes + r.D2HBytes + r.MigratedH2D + r.MigratedD2H) }
	out := map[string]*Chart{}
	out["time.svg"] = &Chart{Title: "(a) relative time", YLabel: "time / time of " + groups[0], Groups: groups, Stacked: true, Series: []Series{
		series("compute", func(r *Report) float64 { return rel(r.Breakdown.Compute, ref.Time) }),
		series("transfer", func(r *Report) float64 { return rel(r.Breakdown.Transfer, ref.Time) }),
		series("fault", func(r *Report) float64 { return rel(r.Breakdown.Fault, ref.Time) }),
		series("tlb", func(r *Report) float64 { return rel(r.Breakdown.TLB, ref.Time) }),
		series("idle", func(r *Report) float64 { return rel(r.Breakdown.Idle, ref.Time) }),
	}}
	out["transfer.svg"] = &Chart{Title: "(b) relative transfer size", YLabel: "bytes / bytes of " + groups[0], Groups: groups, Stacked: true, Series: []Series{
		series("explicit h2d", func(r *Report) float64 { return rel(float64(r.H2DBytes), tr(ref)) }),
		series("explicit d2h", func(r *Report) float64 { return rel(float64(r.D2HBytes), tr(ref)) }),
		series("migrated h2d", func(r *Report) float64 { return rel(float64(r.MigratedH2D), tr(ref)) }),
		series("migrated d2h", func(r *Report) float64 { return rel(float64(r.MigratedD2H), tr(ref)) }),
	}}
	var mig []Series
	for _, g := range granuleNames() {
		mig = append(mig, series("h2d "+g, func(r *Report) float64 { return float64(r.MigrationsH2D[g]) }))
		mig = append(mig, series("d2h "+g, func(r *Report) float64 { return float64(r.MigrationsD2H[g]) }))
	}
	out["migrations.svg"] = &Chart{Title: "(c) migrations by page size", YLabel: "migrations", Groups: groups, Series: mig}
	pct := func(v float64, r *Report) float64 {
		if r.Time == 0 {
			return 0
		}
		return 100 * v / r.Time
	}
	out["faults.svg"] = &Chart{Title: "(d) time in page faults and TLB invalidations", YLabel: "% of time", Groups: groups, Stacked: true, Series: []Series{
		series("page faults", func(r *Report) float64 { return pct(r.Breakdown.Fault, r) }),
		series("tlb invalidations", func(r *Report) float64 { return pct(r.Breakdown.TLB, r) }),
	}}
	return out
}

// WritePlots writes the charts of the runs into dir.
func WritePlots(dir string, runs []*Report) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, name := range []string{"time.svg", "transfer.svg", "migrations.svg", "faults.svg"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(Charts(runs)[name].SVG()), 0o644); err != nil {
			return err
		}
	}
	return nil
}

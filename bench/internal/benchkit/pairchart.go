package benchkit

import "time"

// PairChart is the chart of a driver that runs ours against one peer,
// scenario by scenario: for each row the median wall time and max RSS of
// both as bars in two panels side by side, a tick at the fastest run,
// ours' ratios in parentheses and the targets dashed.
type PairChart struct {
	Left    int     // width of the label column
	PanelW  int     // width of each panel
	Gap     int     // between the panels
	BarFrac float64 // the longest bar's share of a panel
	Rows    []PairRow
}

// PairRow is one scenario of a PairChart.
type PairRow struct {
	Name       string
	Ours, Peer Summary
	Wall, RSS  Target // the zero Target: none
}

// Target is an aim for ours as a multiple X of the peer, and its label.
type Target struct {
	X     float64
	Label string
}

// The layout of a PairChart: the legend above the panels, and two bars
// to a row.
const (
	pairTop  = 84
	pairRowH = 62
	pairBarH = 17
	oursCol  = "#4e79a7"
	peerCol  = "#f28e2b"
	aimCol   = "#c0392b"
)

// Width is the width of the chart.
func (pc PairChart) Width() int { return pc.Left + 2*pc.PanelW + pc.Gap + 10 }

// Bottom is where the last row ends, from the top of the chart.
func (pc PairChart) Bottom() int { return pairTop + len(pc.Rows)*pairRowH }

// Draw draws the legend, the panels' headings and the rows on c.
func (pc PairChart) Draw(c *SVG) {
	barMax := pc.BarFrac * float64(pc.PanelW)
	var maxWall time.Duration
	var maxRSS int64
	for _, r := range pc.Rows {
		maxWall = max(maxWall, r.Ours.WallMed, r.Peer.WallMed, time.Duration(r.Wall.X*float64(r.Peer.WallMed)))
		maxRSS = max(maxRSS, r.Ours.RSSMed, r.Peer.RSSMed, int64(r.RSS.X*float64(r.Peer.RSSMed)))
	}
	scale := func(v, m float64) float64 {
		if m <= 0 {
			return 0
		}
		return v / m * barMax
	}
	c.Swatch(10, 54, oursCol, "ours")
	c.Swatch(80, 54, peerCol, "peer")
	x0, x1 := float64(pc.Left), float64(pc.Left+pc.PanelW+pc.Gap)
	c.Bold(x0, pairTop-6, "wall time")
	c.Bold(x1, pairTop-6, "max RSS")
	const barH = pairBarH
	for i, r := range pc.Rows {
		y := float64(pairTop + i*pairRowH)
		x := r.Ours.Over(r.Peer)
		for _, t := range []struct {
			t Target
			x float64
		}{
			{r.Wall, x0 + scale(r.Wall.X*float64(r.Peer.WallMed), float64(maxWall))},
			{r.RSS, x1 + scale(r.RSS.X*float64(r.Peer.RSSMed), float64(maxRSS))},
		} {
			if t.t.X == 0 {
				continue
			}
			c.Dashed(t.x, y-4, t.x, y+2*barH+6, aimCol)
			c.Note(t.x, y+2*barH+16, aimCol, t.t.Label)
		}
		c.Label(float64(pc.Left-10), y+barH+4, r.Name)
		for k, s := range [2]Summary{r.Ours, r.Peer} {
			by := y + float64(k*(barH+2))
			color, wallLabel, rssLabel := oursCol, FormatDuration(s.WallMed)+" ("+FormatRatio(x.WallMed)+")", FormatKiB(s.RSSMed)+" ("+FormatRatio(x.RSS)+")"
			if k == 1 {
				color, wallLabel, rssLabel = peerCol, FormatDuration(s.WallMed), FormatKiB(s.RSSMed)
			}
			w := scale(float64(s.WallMed), float64(maxWall))
			c.Bar(x0, by, w, barH, color)
			t := x0 + scale(float64(s.WallMin), float64(maxWall))
			c.Tick(t, by, barH)
			c.Text(x0+max(w, t-x0)+4, by+barH-4, wallLabel)
			w = scale(float64(s.RSSMed), float64(maxRSS))
			c.Bar(x1, by, w, barH, color)
			c.Text(x1+w+4, by+barH-4, rssLabel)
		}
	}
}

package main

import (
	"cmp"
	"fmt"
	"github.com/strata-ir/strata/bench/internal/benchkit"
	"maps"
	"math"
	"slices"
	"strings"
)

// The project's targets: ours at most this many times the peer's median
// wall time and max RSS.
const (
	timeTarget   = 2.0
	memoryTarget = 1.0 // issue 13; it was 1.5
)

type report struct {
	opts         options
	env          *machine
	ours         oursTool
	peer         string
	stats        genStats
	results      []variantResult // the scenarios at --ops
	scaling      []variantResult // the generic scenario at each size, smallest first
	scalingNotes []string
	profile      *profileResult
	phases       []phaseTimes // miniopt's phases at each size, with --profile
}

func (r report) command() string { return benchkit.Command("irparse", r.opts.args) }

func verdict(x, target float64) string {
	if x <= target {
		return "meets"
	}
	return "misses"
}

func (r report) markdown() string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	st := r.stats

	p("# irparse: strata vs mlir-opt-16\n\n")
	p("Parse, verify and print of a %s-operation generic-form MLIR file: ours (%s) against `%s` (peer, %s), run side by side on the same generated workload. Lower ratios are better; no time is asserted.\n\n",
		benchkit.FormatCount(st.Ops), r.ours.kind, r.peer, r.env.peerVersion)
	for _, res := range r.results {
		x := res.ratios()
		p("**%s: ours/peer median wall time %s** (%s the target of at most %.1fx), **max RSS %s** (%s the target of at most %.1fx).\n\n",
			res.variant.name, benchkit.FormatRatio(x.WallMed), verdict(x.WallMed, timeTarget), timeTarget,
			benchkit.FormatRatio(x.RSS), verdict(x.RSS, memoryTarget), memoryTarget)
	}
	for _, res := range r.results {
		if !res.cross.agree() {
			p("**%s: the tools disagree on the IR**: ours reading the peer's output: %s; the peer reading ours: %s. See [Do the tools agree?](#do-the-tools-agree).\n\n",
				res.variant.name, res.cross.again[0], res.cross.again[1])
		}
	}
	if g, ok := r.growth(); ok {
		p("**Scaling: from N = %s to %s, ours' median wall time grows %s and the peer's %s** (%.0fx for linear work); see [Scaling](#scaling).\n\n",
			benchkit.FormatCount(g.from), benchkit.FormatCount(g.to), benchkit.FormatRatio(g.x[0]), benchkit.FormatRatio(g.x[1]), float64(g.to)/float64(g.from))
	}
	if r.ours.note != "" {
		p("**Note:** %s.\n\n", r.ours.note)
	}
	p("%s", r.env.BusyNote(""))

	p("## Results\n\n")
	p("| scenario | tool | wall median | wall min | user+sys median | max RSS median | output |\n")
	p("| --- | --- | ---: | ---: | ---: | ---: | ---: |\n")
	for _, res := range r.results {
		o, pe := res.summaries()
		for k, s := range [2]benchkit.Summary{o, pe} {
			p("| %s | %s | %s | %s |\n", res.variant.name, [2]string{"ours", "peer"}[k], strings.Join(s.Cells(), " | "), benchkit.FormatBytes(res.outcome[k].outBytes))
		}
	}
	p("\nRatios ours/peer (targets: wall time %.1fx, max RSS %.1fx):\n\n", timeTarget, memoryTarget)
	p("| scenario | wall median | wall min | user+sys median | max RSS median |\n")
	p("| --- | ---: | ---: | ---: | ---: |\n")
	for _, res := range r.results {
		x := res.ratios()
		p("| %s | %s |\n", res.variant.name, strings.Join(x.Cells(), " | "))
	}
	p("\n![wall time and max RSS, ours and peer](chart.svg)\n\n")

	p("### Do the tools agree?\n\n")
	p("Every measured run exited 0. After the measured runs of a scenario, the two outputs are compared, and each tool re-reads the other's output with the same flags: when it prints exactly what it printed from the workload, the other tool's output is the same IR as far as it can tell.\n\n")
	p("| scenario | ours vs peer output | ours reading peer's output | peer reading ours |\n| --- | --- | --- | --- |\n")
	for _, res := range r.results {
		c := res.cross
		p("| %s | %s | %s | %s |\n", res.variant.name, benchkit.Cell(c.outputs.String()), benchkit.Cell(c.again[0].String()), benchkit.Cell(c.again[1].String()))
	}
	p("\n")

	if len(r.scaling) > 1 || len(r.scalingNotes) > 0 {
		r.scalingSection(p)
	}

	p("## Setup\n\n")
	p("- **ours**: %s\n", r.ours.desc)
	p("- **peer**: `%s` (%s)\n", r.peer, r.env.peerVersion)
	p("- **machine**: %s, %d CPUs, %s memory, %s/%s; load average %s before the runs, %s after\n",
		r.env.CPU, r.env.NCPU, benchkit.FormatKiB(r.env.memTotal), r.env.OS, r.env.Arch, r.env.LoadBefore, r.env.LoadAfter)
	if r.env.GoEnv != "" {
		p("- **Go environment of the runs**: `%s`\n", r.env.GoEnv)
	}
	p("- **method**: %s per tool, scenario and size after %s, alternating which tool goes first; each run is `TOOL [--mlir-print-op-generic] -o OUT INPUT` in a temporary directory, stdout and stderr to files; wall time from start to exit, user+sys time and max RSS from the child's rusage. Driver built with %s.\n",
		benchkit.Plural(r.opts.runs, "measured run"), benchkit.Plural(r.opts.warmup, "warm-up"), r.env.GoVersion)
	p("- **command**: `%s`\n", r.command())

	p("\n### Workload (seed %d)\n\n", r.opts.seed)
	p("One generic-form `\"builtin.module\"` of exactly %s operations (every operation counts: the module, each `func.func`, terminators and the ops nested in regions): %d external `func.func` declarations and %s functions of %d to %d operations, %s blocks in all, regions nested up to %d deep. %s MiB, %s lines.\n\n",
		benchkit.FormatCount(st.Ops), st.Externals, benchkit.FormatCount(st.Funcs), minFuncSize, maxFuncSize, benchkit.FormatCount(st.Blocks), st.MaxDepth, benchkit.FormatMiB(st.Bytes), benchkit.FormatCount(st.Lines))
	p("Each function takes its arguments in `^bb0(...)`, materializes one `arith.constant` of each scalar type, and then mixes arith operations (integer and float arithmetic with `fastmath` flags, `cmpi`/`cmpf` predicates, `select`, casts, `dense` vector constants and vector arithmetic), `func.call` of earlier functions (multiple results as `%%N:2` and `%%N#1`), `cf.assert`, nested `scf.for` with `iter_args`, `scf.if` with and without results and else regions, and `scf.while`; at the function level, `cf.cond_br` diamonds, `cf.br` loops and `cf.switch` dispatches whose blocks take arguments. Every value is used only where it dominates, so the module verifies.\n\n")
	dc := st.dialectCounts()
	ds := slices.SortedFunc(maps.Keys(dc), func(a, b string) int { return cmp.Or(cmp.Compare(dc[b], dc[a]), cmp.Compare(a, b)) })
	p("| dialect | operations | share |\n| --- | ---: | ---: |\n")
	for _, d := range ds {
		p("| %s | %s | %.1f%% |\n", d, benchkit.FormatCount(dc[d]), 100*float64(dc[d])/float64(st.Ops))
	}
	p("%s", benchkit.OpsByName(st.ByName))

	p("## Raw samples\n\nWall time / max RSS of every measured run, in order.\n\n")
	p("| scenario | N ops | tool | runs |\n| --- | ---: | --- | --- |\n")
	all := slices.Clone(r.results)
	for _, res := range r.scaling {
		if res.variant.ops != r.opts.ops {
			all = append(all, res)
		}
	}
	for _, res := range all {
		for k, ss := range res.samples {
			var cells []string
			for _, s := range ss {
				cells = append(cells, benchkit.FormatDuration(s.Wall)+" / "+benchkit.FormatKiB(s.RSSKiB))
			}
			if len(ss) == 0 {
				cells = []string{"not run (see [Scaling](#scaling))"}
			}
			p("| %s | %s | %s | %s |\n", res.variant.name, benchkit.FormatCount(res.variant.ops), [2]string{"ours", "peer"}[k], strings.Join(cells, ", "))
		}
	}
	if r.profile != nil {
		r.profileSection(p)
	}
	p("\n## Reproduce\n\n```\n%s\n```\n\nSee bench/README.md.\n", r.command())
	return b.String()
}

// growthStat is the growth of both tools' wall time between two sizes.
type growthStat struct {
	from, to int
	x        [2]float64
}

// growth is the growth from the size below --ops to --ops, when both
// were measured.
func (r report) growth() (growthStat, bool) {
	for i := 1; i < len(r.scaling); i++ {
		a, b := r.scaling[i-1], r.scaling[i]
		if b.variant.ops != r.opts.ops || len(a.samples[0])*len(a.samples[1])*len(b.samples[0])*len(b.samples[1]) == 0 {
			continue
		}
		ao, ap := a.summaries()
		bo, bp := b.summaries()
		return growthStat{a.variant.ops, b.variant.ops, [2]float64{
			benchkit.Div(float64(bo.WallMed), float64(ao.WallMed)), benchkit.Div(float64(bp.WallMed), float64(ap.WallMed)),
		}}, true
	}
	return growthStat{}, false
}

func (r report) scalingSection(p func(string, ...any)) {
	p("## Scaling\n\n")
	p("The generic scenario at N/10, N and 10N operations (workloads from the same seed; N/10 and N with %s after %s, 10N with %s and no warm-up). T(N)/T(N/10) is the growth of the median wall time over the previous size: about 10x for linear work, 100x for quadratic; below 10x at small N, where the fixed start-up cost still counts.\n\n",
		benchkit.Plural(r.opts.runs, "measured run"), benchkit.Plural(r.opts.warmup, "warm-up"), benchkit.Plural(r.opts.bigRuns, "run"))
	p("| %s |\n", strings.Join(scalingHeader, " | "))
	p("|%s\n", strings.Repeat(" ---: |", len(scalingHeader)))
	for i := range r.scaling {
		p("| %s |\n", strings.Join(scalingRow(r.scaling, i), " | "))
	}
	for _, n := range r.scalingNotes {
		p("\n- %s.", n)
	}
	p("\n\n")
	if len(r.phases) > 1 {
		r.phasesTable(p)
	}
}

// phasesTable shows where ours spends its time at each size: miniopt's
// -timing phases, one run each.
func (r report) phasesTable(p func(string, ...any)) {
	p("### Phases of ours by size\n\n")
	p("One run of `bench/irparse/miniopt -timing` per size (the one at N is the profiled run): the time of each phase, per operation, and its growth over the previous size.\n\n")
	p("| N ops | wall | max RSS |")
	for _, ph := range phaseNames {
		p(" %s | %s per op | %s growth |", ph, ph, ph)
	}
	p("\n|%s\n", strings.Repeat(" ---: |", 3+3*len(phaseNames)))
	for i, ph := range r.phases {
		p("| %s | %s | %s |", benchkit.FormatCount(ph.ops), benchkit.FormatDuration(ph.sample.Wall), benchkit.FormatKiB(ph.sample.RSSKiB))
		for _, name := range phaseNames {
			t, ok := ph.times[name]
			if !ok {
				p(" skipped | | |")
				continue
			}
			growth := "-"
			if i > 0 {
				if prev, ok := r.phases[i-1].times[name]; ok && prev > 0 {
					growth = benchkit.FormatRatio(float64(t) / float64(prev))
				}
			}
			p(" %s | %s | %s |", benchkit.FormatDuration(t), fmtNs(perOp(t, ph.ops)), growth)
		}
		p("\n")
	}
	p("\n")
}

func (r report) profileSection(p func(string, ...any)) {
	pr := r.profile
	p("\n## Profile of ours\n\n")
	p("One run of `bench/irparse/miniopt` (strata's `builtin.ParseModule`, `ir.Verify` and `ir.Print`, as tools/strata-opt calls them) on the generic scenario with `-timing -cpuprofile -memprofile`, %s wall with profiling on. The heap profile is taken after printing, while the parsed module is still live, so `inuse_space` is the IR itself. Full listings: `profile-cpu.txt` and `profile-heap.txt`.\n\n", benchkit.FormatDuration(pr.wall))
	p("```\n%s```\n", pr.phases.text)
	for _, l := range append(slices.Clone(pr.cpu), pr.heap...) {
		p("\n### %s\n\n`go tool pprof %s`\n\n```\n%s```\n", l.title, strings.Join(l.args, " "), benchkit.FirstLines(l.text, 22))
	}
}

// svg draws median wall time and max RSS of both tools per scenario as
// horizontal bars with the targets, and, after a scaling run, the time
// per operation against N.
func (r report) svg() string {
	pc := benchkit.PairChart{Left: 110, PanelW: 330, Gap: 30, BarFrac: 0.62}
	for _, res := range r.results {
		row := benchkit.PairRow{Name: res.variant.name,
			Wall: benchkit.Target{X: timeTarget, Label: fmt.Sprintf("%.1fx", timeTarget)},
			RSS:  benchkit.Target{X: memoryTarget, Label: fmt.Sprintf("%.1fx", memoryTarget)}}
		row.Ours, row.Peer = res.summaries()
		pc.Rows = append(pc.Rows, row)
	}
	height := pc.Bottom() + 14
	if len(r.scaling) > 1 {
		height += 250
	}
	c := benchkit.NewSVG(pc.Width(), height, 12, "parse + verify + print: strata (ours) vs mlir-opt-16 (peer)",
		fmt.Sprintf("%s ops (%s MiB); %s, tick = fastest run; ours/peer in parentheses; dashed = target",
			benchkit.FormatCount(r.stats.Ops), benchkit.FormatMiB(r.stats.Bytes), benchkit.MedianOf(r.opts.runs)))
	pc.Draw(c)
	if len(r.scaling) > 1 {
		r.scalingChart(c.Printf, float64(pc.Bottom()+14), float64(pc.Width()), "#4e79a7", "#f28e2b")
	}
	return c.String()
}

// scalingChart draws wall time per operation against N, log-scaled in N:
// flat lines mean linear scaling.
func (r report) scalingChart(p func(string, ...any), y0, width float64, ours, peer string) {
	const (
		padL = 70
		padR = 140
		h    = 170
	)
	p(`<text x="10" y="%.1f" font-weight="bold">%s</text>`+"\n", y0+16, benchkit.Esc("scaling: median wall time per operation (generic); flat = linear, rising = superlinear"))
	top := y0 + 36
	x0, x1 := float64(padL), width-padR

	// The points of each tool: sizes where it did not run have none.
	type point struct {
		n  int
		ns float64
	}
	var pts [2][]point
	var maxNs float64
	for _, res := range r.scaling {
		o, pe := res.summaries()
		for k, s := range [2]benchkit.Summary{o, pe} {
			if len(res.samples[k]) == 0 {
				continue
			}
			ns := perOp(s.WallMed, res.variant.ops)
			pts[k] = append(pts[k], point{res.variant.ops, ns})
			maxNs = max(maxNs, ns)
		}
	}
	maxNs = niceCeil(maxNs)
	lo := math.Log10(float64(r.scaling[0].variant.ops))
	hi := math.Log10(float64(r.scaling[len(r.scaling)-1].variant.ops))
	xAt := func(n int) float64 {
		if hi == lo {
			return x0
		}
		return x0 + (math.Log10(float64(n))-lo)/(hi-lo)*(x1-x0)
	}
	yAt := func(ns float64) float64 { return top + h - ns/maxNs*h }
	p(`<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="black"/>`+"\n", x0, top+h, x1, top+h)
	p(`<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="black"/>`+"\n", x0, top, x0, top+h)
	for i := 0; i <= 4; i++ {
		v := maxNs * float64(i) / 4
		y := yAt(v)
		p(`<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#ddd"/>`+"\n", x0, y, x1, y)
		p(`<text x="%.1f" y="%.1f" text-anchor="end" font-size="10">%s</text>`+"\n", x0-4, y+3, benchkit.Esc(fmtNs(v)))
	}
	for _, res := range r.scaling {
		x := xAt(res.variant.ops)
		p(`<text x="%.1f" y="%.1f" text-anchor="middle" font-size="10">%s</text>`+"\n", x, top+h+14, benchkit.Esc(benchkit.FormatCount(res.variant.ops)+" ops"))
		for k, color := range []string{ours, peer} {
			if len(res.samples[k]) == 0 {
				p(`<text x="%.1f" y="%.1f" text-anchor="end" font-size="10" fill="%s">%s</text>`+"\n", x, top+12+float64(k)*12, color,
					benchkit.Esc([2]string{"ours", "peer"}[k]+": not run (see the report)"))
			}
		}
	}
	// The end labels, moved apart when two lines end close together.
	var labelX, labelY [2]float64
	for k, ps := range pts {
		if len(ps) > 0 {
			last := ps[len(ps)-1]
			labelX[k], labelY[k] = xAt(last.n)+8, yAt(last.ns)+4
		}
	}
	if d := labelY[1] - labelY[0]; labelX[0] == labelX[1] && math.Abs(d) < 14 {
		mid, half := (labelY[0]+labelY[1])/2, 7.0
		if d < 0 {
			half = -half
		}
		labelY = [2]float64{mid - half, mid + half}
	}
	for k, color := range []string{ours, peer} {
		ps := pts[k]
		if len(ps) == 0 {
			continue
		}
		var coords []string
		for _, pt := range ps {
			coords = append(coords, fmt.Sprintf("%.1f,%.1f", xAt(pt.n), yAt(pt.ns)))
		}
		p(`<polyline points="%s" fill="none" stroke="%s" stroke-width="2"/>`+"\n", strings.Join(coords, " "), color)
		for _, pt := range ps {
			p(`<circle cx="%.1f" cy="%.1f" r="3.5" fill="%s"/>`+"\n", xAt(pt.n), yAt(pt.ns), color)
		}
		label := [2]string{"ours", "peer"}[k] + " " + fmtNs(ps[len(ps)-1].ns) + "/op"
		p(`<text x="%.1f" y="%.1f" fill="%s">%s</text>`+"\n", labelX[k], labelY[k], color, benchkit.Esc(label))
	}
}

// niceCeil rounds x up to 1, 2 or 5 times a power of ten.
func niceCeil(x float64) float64 {
	if x <= 0 {
		return 1
	}
	e := math.Pow(10, math.Floor(math.Log10(x)))
	for _, m := range []float64{1, 2, 5, 10} {
		if x <= m*e {
			return m * e
		}
	}
	return 10 * e
}

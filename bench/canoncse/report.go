package main

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

// The project's aims: ours within this many times the peer's median wall
// time, and at least this speedup from threading on the 2-core machines.
const (
	timeTarget    = 2.0
	speedupTarget = 1.7
	// memoryTarget is the aim for ours' peak memory against each of the
	// peer's configurations (issue 13).
	memoryTarget = 1.0
)

type report struct {
	opts    options
	env     *machine
	ours    oursTool
	peer    string
	stats   genStats
	results []configResult
	check   *checkResult
}

func (r *report) command() string { return benchkit.Command("canoncse", r.opts.args) }

// headline is one key number of the report.
type headline struct {
	label string
	value float64
	aim   string // "" when there is none
	meets bool
	note  string
}

func (h headline) plain() string {
	s := h.label + ": " + benchkit.FormatRatio(h.value)
	if h.aim != "" {
		s += " (" + verdict(h.meets) + " the aim of " + h.aim + ")"
	}
	return s
}

func (h headline) markdown() string {
	s := "**" + h.label + ": " + benchkit.FormatRatio(h.value) + "**"
	if h.aim != "" {
		s += " (" + verdict(h.meets) + " the aim of " + h.aim + ")"
	}
	if h.note != "" {
		s += ". " + strings.ToUpper(h.note[:1]) + h.note[1:]
	}
	return s + "."
}

func verdict(ok bool) string {
	if ok {
		return "meets"
	}
	return "misses"
}

// headlines are the ratios the benchmark exists for, as far as the
// configurations that ran allow.
func (r *report) headlines() []headline {
	var hs []headline
	if x, ok := ratio(r.results, "ours", "peer"); ok {
		hs = append(hs, headline{label: "ours/peer median wall time", value: x, aim: "at most " + fmt.Sprintf("%.1fx", timeTarget), meets: x <= timeTarget,
			note: "both with default threading: `strata-opt --canonicalize --cse` against `mlir-opt-16 --canonicalize --cse`"})
	}
	if x, ok := ratio(r.results, "ours", "peer-nested"); ok {
		hs = append(hs, headline{label: "ours/peer-nested median wall time", value: x,
			note: "against mlir-opt-16 running the passes on the functions in parallel (`func.func(canonicalize,cse)`)"})
	}
	if x, ok := rssRatio(r.results, "ours", "peer"); ok {
		hs = append(hs, headline{label: "ours/peer median max RSS", value: x, aim: fmt.Sprintf("at most %.1fx", memoryTarget), meets: x <= memoryTarget,
			note: "peak memory of the whole run, both with default threading"})
	}
	if x, ok := rssRatio(r.results, "ours", "peer-nested"); ok {
		hs = append(hs, headline{label: "ours/peer-nested median max RSS", value: x, aim: fmt.Sprintf("at most %.1fx", memoryTarget), meets: x <= memoryTarget,
			note: "against mlir-opt-16 nested on func.func, its leaner configuration"})
	}
	if x, ok := ratio(r.results, "ours-1thread", "ours"); ok {
		hs = append(hs, headline{label: "ours: speedup from threading, whole run", value: x, aim: fmt.Sprintf("at least %.1fx", speedupTarget), meets: x >= speedupTarget,
			note: fmt.Sprintf("median wall time with `--mlir-disable-threading` over the default, on %d CPUs", r.env.NCPU)})
	}
	if x, ok := phaseRatio(r.results, "ours-1thread", "ours"); ok {
		h := headline{label: "ours: speedup from threading, passes alone", value: x,
			note: "the `--mlir-timing` time outside Parser and Output, one thread over the default"}
		if parse, output, ok := r.parsePrintSpeedups("ours-1thread", "ours"); ok {
			h.note += fmt.Sprintf("; parsing (with the verifier) %s, printing %s: ours parses a large file's functions and prints them on every core", benchkit.FormatRatio(parse), benchkit.FormatRatio(output))
		}
		hs = append(hs, h)
	}
	if x, ok := ratio(r.results, "peer-1thread", "peer"); ok {
		hs = append(hs, headline{label: "peer: speedup from threading, `--canonicalize --cse`", value: x,
			note: "For these op-agnostic passes given alone, mlir-opt-16 runs them on the module itself, which leaves it nothing to run in parallel"})
	}
	if x, ok := ratio(r.results, "peer-nested-1thread", "peer-nested"); ok {
		h := headline{label: "peer: speedup from threading, nested on func.func", value: x, note: "whole run"}
		if y, ok := phaseRatio(r.results, "peer-nested-1thread", "peer-nested"); ok {
			h.note += "; passes alone " + benchkit.FormatRatio(y)
		}
		hs = append(hs, h)
	}
	return hs
}

// parsePrintSpeedups are the Parser and Output phases of configuration a
// over those of b.
func (r *report) parsePrintSpeedups(a, b string) (parse, output float64, ok bool) {
	ra, ok1 := find(r.results, a)
	rb, ok2 := find(r.results, b)
	if !ok1 || !ok2 {
		return 0, 0, false
	}
	pa, pb := ra.phases(), rb.phases()
	if !pa.ok || !pb.ok {
		return 0, 0, false
	}
	return benchkit.Div(float64(pa.parse), float64(pb.parse)), benchkit.Div(float64(pa.output), float64(pb.output)), true
}

func (r *report) markdown() string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	st := r.stats

	p("# canoncse: `--canonicalize --cse`, strata vs mlir-opt-16\n\n")
	p("`--canonicalize --cse` over one %s-operation module (%s functions of %s operations): ours (strata-opt) against `%s` (peer, %s), run side by side on the same generated workload, and each with and without threads. Lower ratios ours/peer are better, higher speedups are; no time is asserted.\n\n",
		benchkit.FormatCount(st.Ops), benchkit.FormatCount(st.Funcs), benchkit.FormatCount(r.opts.gen.OpsPerFunc), r.peer, r.env.peerVersion)
	for _, h := range r.headlines() {
		p("- %s\n", h.markdown())
	}
	p("\n")
	if c := r.check; c != nil {
		p("**Do the tools agree?** On a %s-function instance, %d of %d functions are identical after renaming SSA values", benchkit.FormatCount(c.funcs), c.cmp.identical, c.cmp.funcs)
		if c.cmp.sameOps > 0 {
			p(", %d more have the same operations in another order or form", c.cmp.sameOps)
		}
		p("; ours prints %s operations, the peer %s. Ours with and without threads: %s. See [Do the tools agree?](#do-the-tools-agree).\n\n",
			benchkit.FormatCount(total(c.cmp.opsOurs)), benchkit.FormatCount(total(c.cmp.opsPeer)), threadsWord(c))
	}
	p("%s", r.env.BusyNote(", and a threading speedup needs idle CPUs to show"))

	p("## Results\n\n")
	p("Median of %s after %s; the rounds are interleaved (every configuration once per round, in rotating order).\n\n", benchkit.Plural(r.opts.runs, "measured round"), benchkit.Plural(r.opts.warmup, "warm-up round"))
	p("| configuration | command | wall median | wall min | user+sys median | max RSS median |\n| --- | --- | ---: | ---: | ---: | ---: |\n")
	for _, res := range r.results {
		s := res.summary()
		p("| %s | `%s` | %s |\n", res.cfg.name, res.cfg.command(), strings.Join(s.Cells(), " | "))
	}
	p("\n")
	if res, ok := find(r.results, "ours"); ok {
		if pe, ok := find(r.results, "peer"); ok {
			x := res.summary().Over(pe.summary())
			p("Ratios ours/peer: wall median %s, wall min %s, user+sys %s, max RSS %s.\n\n",
				benchkit.FormatRatio(x.WallMed), benchkit.FormatRatio(x.WallMin), benchkit.FormatRatio(x.CPUMed), benchkit.FormatRatio(x.RSS))
		}
	}
	p("![wall time by phase and configuration](chart.svg)\n\n")

	r.phasesSection(p)
	r.checkSection(p)

	p("## Setup\n\n")
	p("- **ours**: %s\n", r.ours.desc)
	p("- **peer**: `%s` (%s)\n", r.peer, r.env.peerVersion)
	p("- **machine**: %s\n", r.env.Machine)
	if r.env.GoEnv != "" {
		p("- **Go environment of the runs**: `%s`\n", r.env.GoEnv)
	}
	p("- **method**: each run is the configuration's command in a temporary directory, stderr to a file; wall time from start to exit, user+sys time and max RSS from the child's rusage. Every run must exit 0. Driver built with %s.\n", r.env.GoVersion)
	p("- **command**: `%s`\n", r.command())

	r.workloadSection(p)

	p("## Raw samples\n\nWall time / user+sys / max RSS of every measured run, in order.\n\n| configuration | runs |\n| --- | --- |\n")
	for _, res := range r.results {
		var cells []string
		for _, s := range res.samples {
			cells = append(cells, benchkit.FormatDuration(s.Wall)+" / "+benchkit.FormatDuration(s.CPU)+" / "+benchkit.FormatKiB(s.RSSKiB))
		}
		p("| %s | %s |\n", res.cfg.name, strings.Join(cells, ", "))
	}
	p("\n## Reproduce\n\n```\n%s\n```\n\nSee bench/README.md.\n", r.command())
	return b.String()
}

func threadsWord(c *checkResult) string {
	if c.threadsSame {
		return "byte-identical outputs"
	}
	return "**outputs differ** (" + c.threadsDiff + ")"
}

// phasesSection is where the time goes, from --mlir-timing.
func (r *report) phasesSection(p func(string, ...any)) {
	p("## Where the time goes\n\n")
	p("Medians of %s of each configuration with `--mlir-timing` (after the measured rounds; the timer adds a little). *passes* is Total - Parser - Output: the passes, the verifier after them and the pass manager's own work, the part that threads can share. Ours runs canonicalize and cse on the functions of the module in parallel even when they are given alone (each pass processes the module's IsolatedFromAbove children concurrently, then the rest of the module), where the peer does so only when they are nested on func.func; ours verifies the module after each pass on one thread (the timing report's Rest). Ours also parses a large file on every core (its functions by workers) and prints the functions of a large module in parallel; the peer parses and prints on one thread, which bounds its whole run's speedup (Amdahl).\n\n", benchkit.Plural(r.opts.timingRuns, "run"))
	p("| configuration | Parser | passes | Output | Total | parse+print share |\n| --- | ---: | ---: | ---: | ---: | ---: |\n")
	for _, res := range r.results {
		ph := res.phases()
		if !ph.ok {
			reason := "no timing runs"
			if res.timingErr != "" {
				reason = "no readable timing report: " + benchkit.Cell(res.timingErr)
			}
			p("| %s | %s | | | | |\n", res.cfg.name, reason)
			continue
		}
		p("| %s | %s | %s | %s | %s | %.0f%% |\n", res.cfg.name, benchkit.FormatDuration(ph.parse), benchkit.FormatDuration(ph.passes),
			benchkit.FormatDuration(ph.output), benchkit.FormatDuration(ph.total), 100*benchkit.Div(float64(ph.parse+ph.output), float64(ph.total)))
	}
	p("\n")
	for _, res := range r.results {
		ph := res.phases()
		if !ph.ok {
			continue
		}
		p("<details><summary>%s: the timing report (medians)</summary>\n\n```\n", res.cfg.name)
		for _, row := range ph.rows {
			p("%12s  %s%s\n", benchkit.FormatDuration(row.Wall), strings.Repeat("  ", row.Depth), row.Name)
		}
		p("```\n\n</details>\n\n")
	}
}

func (r *report) checkSection(p func(string, ...any)) {
	c := r.check
	if c == nil {
		return
	}
	p("## Do the tools agree?\n\n")
	p("A small instance of the workload (the same generator and seed, %s functions, %s operations) goes through `ours`, `ours-1thread` and `peer` with `-o FILE`. The outputs are cut into functions and the SSA values of each renamed `%%v0`, `%%v1`, ... in order of appearance, so that only the IR counts, not each printer's naming.\n\n",
		benchkit.FormatCount(c.funcs), benchkit.FormatCount(c.ops))
	p("- ours with and without threads: %s\n", threadsWord(c))
	p("- functions identical to the peer's after renaming: %d of %d\n", c.cmp.identical, c.cmp.funcs)
	p("- not identical but with the same operations (names and counts): %d\n", c.cmp.sameOps)
	if c.cmp.missing > 0 {
		p("- functions of the peer's output missing from ours: %d\n", c.cmp.missing)
	}
	p("- operations in the outputs: ours %s, peer %s (the input had %s)\n\n", benchkit.FormatCount(total(c.cmp.opsOurs)), benchkit.FormatCount(total(c.cmp.opsPeer)), benchkit.FormatCount(c.ops))
	if len(c.cmp.examples) > 0 {
		p("First differences (after renaming):\n\n| function | line | ours | peer |\n| --- | ---: | --- | --- |\n")
		for _, d := range c.cmp.examples {
			p("| `%s` | %d | `%s` | `%s` |\n", d.name, d.line, benchkit.Cell(d.ours), benchkit.Cell(d.peer))
		}
		p("\n")
	}
	p("<details><summary>Operations by name in both outputs</summary>\n\n| operation | ours | peer |\n| --- | ---: | ---: |\n")
	for _, n := range c.cmp.opNames() {
		p("| `%s` | %d | %d |\n", n, c.cmp.opsOurs[n], c.cmp.opsPeer[n])
	}
	p("\n</details>\n\n")
}

func (r *report) workloadSection(p func(string, ...any)) {
	st := r.stats
	p("\n### Workload (seed %d)\n\n", r.opts.gen.Seed)
	p("One custom-form `module` of %s functions of exactly %s operations each (their `func.func` and `return` included), %s operations with the module, scf regions nested up to %d deep; %s, %s lines. Each function has one of %d signatures, every argument type among them; every function is different. The kinds of work for the passes, and the operations each wrote:\n\n",
		benchkit.FormatCount(st.Funcs), benchkit.FormatCount(r.opts.gen.OpsPerFunc), benchkit.FormatCount(st.Ops), st.MaxDepth, benchkit.FormatBytes(st.Bytes), benchkit.FormatCount(st.Lines), len(signatures))
	kinds := slices.SortedFunc(maps.Keys(st.ByPattern), func(a, b string) int {
		return cmp.Or(cmp.Compare(st.PatternOps[b], st.PatternOps[a]), cmp.Compare(a, b))
	})
	p("| kind | occurrences | operations |\n| --- | ---: | ---: |\n")
	for _, k := range kinds {
		p("| %s | %s | %s |\n", k, benchkit.FormatCount(st.ByPattern[k]), benchkit.FormatCount(st.PatternOps[k]))
	}
	p("%s", benchkit.OpsByName(st.ByName))
}

// svg draws, for each configuration, its median wall time as a bar split
// into the phases of its timing runs (scaled to the measured median), and
// the aims on ours' row.
func (r *report) svg() string {
	const (
		left   = 150
		barMax = 520.0
		top    = 90
		rowH   = 34
		barH   = 20
		red    = "#c0392b"
	)
	colors := map[string]string{"parse": "#4e79a7", "passes": "#f28e2b", "output": "#59a14f", "other": "#bab0ac"}
	width := left + int(barMax) + 170
	height := top + len(r.results)*rowH + 40
	var maxWall time.Duration
	for _, res := range r.results {
		maxWall = max(maxWall, res.summary().WallMed)
	}
	// The aims, drawn on ours' row: the peer's time times timeTarget, and
	// ours' one-thread time over speedupTarget.
	type aim struct {
		at    time.Duration
		label string
	}
	var aims []aim
	if pe, ok := find(r.results, "peer"); ok {
		aims = append(aims, aim{time.Duration(timeTarget * float64(pe.summary().WallMed)), fmt.Sprintf("%.1fx peer", timeTarget)})
	}
	if one, ok := find(r.results, "ours-1thread"); ok {
		aims = append(aims, aim{time.Duration(float64(one.summary().WallMed) / speedupTarget), fmt.Sprintf("1-thread/%.1f", speedupTarget)})
	}
	for _, a := range aims {
		maxWall = max(maxWall, a.at)
	}
	x := func(d time.Duration) float64 {
		if maxWall <= 0 {
			return left
		}
		return left + float64(d)/float64(maxWall)*barMax
	}
	c := benchkit.NewSVG(width, height, 12, "--canonicalize --cse: strata (ours) vs mlir-opt-16 (peer)",
		fmt.Sprintf("%s ops in %s functions; median wall time of %s, split by the --mlir-timing phases; tick = fastest run",
			benchkit.FormatCount(r.stats.Ops), benchkit.FormatCount(r.stats.Funcs), benchkit.Plural(r.opts.runs, "run")))
	lx := 10
	for _, k := range []string{"parse", "passes", "output", "other"} {
		c.Swatch(lx, 54, colors[k], k)
		lx += 90
	}
	c.Dashed(float64(lx), 60, float64(lx+20), 60, red)
	c.Printf(`<text x="%d" y="65" fill="%s">aim</text>`+"\n", lx+26, red)
	for i, res := range r.results {
		y := float64(top + i*rowH)
		s := res.summary()
		c.Label(left-8, y+barH-6, res.cfg.name)
		ph := res.phases()
		segs := []struct {
			k string
			d time.Duration
		}{{"other", s.WallMed}}
		if ph.ok && ph.total > 0 {
			// Scale the phases to the measured median: the timing runs are
			// separate runs, and the process start and exit are outside Total.
			f := float64(s.WallMed) / float64(ph.total)
			parse, passes, output := time.Duration(f*float64(ph.parse)), time.Duration(f*float64(ph.passes)), time.Duration(f*float64(ph.output))
			segs = []struct {
				k string
				d time.Duration
			}{{"parse", parse}, {"passes", passes}, {"output", output}}
		}
		cur := time.Duration(0)
		for _, sg := range segs {
			if sg.d <= 0 {
				continue
			}
			c.Bar(x(cur), y, x(cur+sg.d)-x(cur), barH, colors[sg.k])
			cur += sg.d
		}
		t := x(s.WallMin)
		c.Tick(t, y, barH)
		c.Text(max(x(s.WallMed), t)+4, y+barH-6, benchkit.FormatDuration(s.WallMed))
		if res.cfg.name != "ours" {
			continue
		}
		for k, a := range aims {
			ax := x(a.at)
			c.Dashed(ax, y-4, ax, y+barH+4, red)
			c.Note(ax, y-6-float64(k)*11, red, a.label)
		}
	}
	return c.String()
}

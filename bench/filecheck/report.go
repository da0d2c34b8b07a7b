package main

import (
	"fmt"
	"github.com/strata-ir/strata/bench/internal/benchkit"
	"path/filepath"
	"strings"
	"time"
)

// target is the project's goal for the pass scenario: ours no slower than
// this many times the peer, by median wall time.
const target = 1.5

type report struct {
	opts     options
	env      machine
	oursDesc string
	peer     string
	stats    genStats
	results  []variantResult
	profiles []profileResult
}

func (r report) command() string { return benchkit.Command("filecheck", r.opts.args) }

func (r report) markdown() string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	st := r.stats

	p("# filecheck vs FileCheck-14\n\n")
	p("`tools/filecheck` (ours) against `%s` (peer, %s), run side by side on the same generated workload: %s MiB of compiler output checked by %d directives. Lower ratios are better; no time is asserted.\n\n",
		r.peer, r.env.peerVersion, benchkit.FormatMiB(st.InputBytes), st.Directives)
	for _, res := range r.results {
		if res.variant.name != "pass" {
			continue
		}
		x := res.ratios().WallMed
		verdict := "meets"
		if x > target {
			verdict = "misses"
		}
		p("**pass: ours/peer median wall time %s** — %s the target of at most %.1fx.\n\n", benchkit.FormatRatio(x), verdict, target)
	}

	if _, ok := r.env.Busy(); ok {
		p("**Note:** the machine was busy (load average %s before, %s after, on %d CPUs): other work competed for the CPUs, so wall times are inflated and noisy. User+sys time is the steadier comparison; rerun when the machine is quiet.\n\n",
			r.env.LoadBefore, r.env.LoadAfter, r.env.NCPU)
	}
	p("## Results\n\n")
	p("| scenario | tool | wall median | wall min | user+sys median | max RSS median | exit | stderr |\n")
	p("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |\n")
	for _, res := range r.results {
		o, pe := res.summaries()
		for k, s := range [2]benchkit.Summary{o, pe} {
			p("| %s | %s | %s | %s | %s | %s | %d | %s |\n", res.variant.name, [2]string{"ours", "peer"}[k],
				benchkit.FormatDuration(s.WallMed), benchkit.FormatDuration(s.WallMin), benchkit.FormatDuration(s.CPUMed), benchkit.FormatKiB(s.RSSMed), res.outcome[k].exit, benchkit.FormatBytes(res.outcome[k].stderrBytes))
		}
	}
	p("\nRatios ours/peer:\n\n")
	p("| scenario | wall median | wall min | user+sys median | max RSS median |\n")
	p("| --- | ---: | ---: | ---: | ---: |\n")
	for _, res := range r.results {
		x := res.ratios()
		p("| %s | %s | %s | %s | %s |\n", res.variant.name, benchkit.FormatRatio(x.WallMed), benchkit.FormatRatio(x.WallMin), benchkit.FormatRatio(x.CPUMed), benchkit.FormatRatio(x.RSS))
	}
	for _, res := range r.results {
		if res.mismatch != "" {
			p("\n**%s: ours disagreed with the peer** (run with --allow-mismatch):\n\n```\n%s\n```\n", res.variant.name, strings.TrimSpace(res.mismatch))
		}
	}
	p("\n![wall time and max RSS, ours and peer](chart.svg)\n\n")

	p("## Setup\n\n")
	p("- **ours**: %s\n", r.oursDesc)
	p("- **peer**: `%s` (%s)\n", r.peer, r.env.peerVersion)
	p("- **machine**: %s\n", r.env.Machine)
	p("- **method**: %d measured runs per tool and scenario after %d warm-up, alternating which tool goes first; wall time from start to exit, user+sys time and max RSS from the child's rusage; stdout and stderr go to files. Driver built with %s.\n",
		r.opts.runs, r.opts.warmup, r.env.GoVersion)
	p("- **command**: `%s`\n", r.command())
	p("\n### Workload (seed %d)\n\n", r.opts.seed)
	p("The input is %s MiB (%d bytes, %d lines): %d functions in alternating MLIR modules (func.func with arith, memref, scf, tensor and generic ops, SSA names, attributes, locations) and LLVM IR modules (numbered values, basic blocks, metadata), as `-print-ir-after-all` prints them.\n\n",
		benchkit.FormatMiB(st.InputBytes), st.InputBytes, st.InputLines, st.Functions)
	p("The check file has %d directives on %d functions spread evenly through the input, each function opened by a CHECK-LABEL:\n\n", st.Directives, st.CheckedFunctions)
	p("| directive | count |\n| --- | ---: |\n")
	for k := range numDirKinds {
		p("| %s | %d |\n", dirNames[k], st.Kinds[k])
	}
	p("\nOf these, %d have a `{{regex}}`, %d define a `[[VAR:...]]` or `[[#VAR:]]` variable, %d use one, and %d have a numeric `[[#...]]` block.\n\n",
		st.WithRegex, st.WithCapture, st.WithUse, st.WithNumeric)
	p("fail-late breaks the directive at `checks-fail.txt:%d` (meant for input line %d of %d) by renaming its operation, so both tools search the rest of the input, fail, and print their diagnostics; the default `--dump-input=fail` also prints the annotated input around the error.\n\n",
		st.FailCheckLine, st.FailInputLine, st.InputLines)

	p("## Raw samples\n\nWall time and max RSS of every measured run, in order.\n\n")
	p("| scenario | tool | runs |\n| --- | --- | --- |\n")
	for _, res := range r.results {
		for k, ss := range res.samples {
			var cells []string
			for _, s := range ss {
				cells = append(cells, benchkit.FormatDuration(s.Wall)+" / "+benchkit.FormatKiB(s.RSSKiB))
			}
			p("| %s | %s | %s |\n", res.variant.name, [2]string{"ours", "peer"}[k], strings.Join(cells, ", "))
		}
	}
	for _, pr := range r.profiles {
		p("\n## CPU profile of ours: %s\n\nOne run of a profiling build (`--cpuprofile`); the profile is `%s`.\n\n```\n%s```\n",
			pr.variant, filepath.Base(pr.pprof), benchkit.FirstLines(pr.top, 36))
	}
	p("\n## Reproduce\n\n```\n%s\n```\n\nSee bench/README.md.\n", r.command())
	return b.String()
}

// svg draws median wall time and max RSS of both tools per scenario as
// horizontal bars.
func (r report) svg() string {
	const (
		left   = 250 // label column
		panelW = 300
		gapW   = 20
		top    = 84
		rowH   = 62
		barH   = 17
		barMax = 0.68 * panelW
		ours   = "#4e79a7"
		peer   = "#f28e2b"
		red    = "#c0392b"
	)
	width := left + 2*panelW + gapW + 10
	height := top + len(r.results)*rowH + 24
	var maxWall time.Duration
	var maxRSS int64
	for _, res := range r.results {
		o, p := res.summaries()
		maxWall = max(maxWall, o.WallMed, p.WallMed)
		if res.variant.name == "pass" {
			maxWall = max(maxWall, time.Duration(target*float64(p.WallMed)))
		}
		maxRSS = max(maxRSS, o.RSSMed, p.RSSMed)
	}
	scale := func(v, m float64) float64 {
		if m <= 0 {
			return 0
		}
		return v / m * barMax
	}

	c := benchkit.NewSVG(width, height, 12, "filecheck (ours) vs FileCheck-14 (peer)",
		fmt.Sprintf("%s MiB input, %d checks; %s, tick = fastest run; ours/peer in parentheses",
			benchkit.FormatMiB(r.stats.InputBytes), r.stats.Directives, benchkit.MedianOf(r.opts.runs)))
	c.Swatch(10, 54, ours, "ours")
	c.Swatch(80, 54, peer, "peer")
	x0, x1 := float64(left), float64(left+panelW+gapW)
	c.Bold(x0, top-6, "wall time")
	c.Bold(x1, top-6, "max RSS")
	for i, res := range r.results {
		y := float64(top + i*rowH)
		o, pe := res.summaries()
		x := res.ratios()
		if res.variant.name == "pass" {
			tx := x0 + scale(target*float64(pe.WallMed), float64(maxWall))
			c.Dashed(tx, y-4, tx, y+2*barH+6, red)
			c.Note(tx, y+2*barH+16, red, fmt.Sprintf("%.1fx target", target))
		}
		c.Label(left-10, y+barH+4, res.variant.name)
		for k, s := range [2]benchkit.Summary{o, pe} {
			by := y + float64(k*(barH+2))
			color, wallLabel, rssLabel := ours, benchkit.FormatDuration(s.WallMed)+" ("+benchkit.FormatRatio(x.WallMed)+")", benchkit.FormatKiB(s.RSSMed)+" ("+benchkit.FormatRatio(x.RSS)+")"
			if k == 1 {
				color, wallLabel, rssLabel = peer, benchkit.FormatDuration(s.WallMed), benchkit.FormatKiB(s.RSSMed)
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
	return c.String()
}

package main

import (
	"fmt"
	"github.com/strata-ir/strata/bench/internal/benchkit"
	"path/filepath"
	"strings"
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

	p("%s", r.env.BusyNote(""))
	p("## Results\n\n")
	p("| scenario | tool | wall median | wall min | user+sys median | max RSS median | exit | stderr |\n")
	p("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |\n")
	for _, res := range r.results {
		o, pe := res.summaries()
		for k, s := range [2]benchkit.Summary{o, pe} {
			p("| %s | %s | %s | %d | %s |\n", res.variant.name, [2]string{"ours", "peer"}[k],
				strings.Join(s.Cells(), " | "), res.outcome[k].exit, benchkit.FormatBytes(res.outcome[k].stderrBytes))
		}
	}
	p("\nRatios ours/peer:\n\n")
	p("| scenario | wall median | wall min | user+sys median | max RSS median |\n")
	p("| --- | ---: | ---: | ---: | ---: |\n")
	for _, res := range r.results {
		x := res.ratios()
		p("| %s | %s |\n", res.variant.name, strings.Join(x.Cells(), " | "))
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
	pc := benchkit.PairChart{Left: 250, PanelW: 300, Gap: 20, BarFrac: 0.68}
	for _, res := range r.results {
		row := benchkit.PairRow{Name: res.variant.name}
		row.Ours, row.Peer = res.summaries()
		if res.variant.name == "pass" {
			row.Wall = benchkit.Target{X: target, Label: fmt.Sprintf("%.1fx target", target)}
		}
		pc.Rows = append(pc.Rows, row)
	}
	c := benchkit.NewSVG(pc.Width(), pc.Bottom()+24, 12, "filecheck (ours) vs FileCheck-14 (peer)",
		fmt.Sprintf("%s MiB input, %d checks; %s, tick = fastest run; ours/peer in parentheses",
			benchkit.FormatMiB(r.stats.InputBytes), r.stats.Directives, benchkit.MedianOf(r.opts.runs)))
	pc.Draw(c)
	return c.String()
}

package main

import (
	"encoding/xml"
	"fmt"
	"github.com/strata-ir/strata/bench/internal/benchkit"
	"os"
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

// write writes report.md and chart.svg to dir.
func (r report) write(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "report.md"), []byte(r.markdown()), 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "chart.svg"), []byte(r.svg()), 0o644)
}

func (r report) command() string {
	return strings.TrimSpace("go run ./bench/filecheck " + strings.Join(r.opts.args, " "))
}

func (r report) markdown() string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	st := r.stats

	p("# filecheck vs FileCheck-14\n\n")
	p("`tools/filecheck` (ours) against `%s` (peer, %s), run side by side on the same generated workload: %s MiB of compiler output checked by %d directives. Lower ratios are better; no time is asserted.\n\n",
		r.peer, r.env.peerVersion, fmtMiB(st.InputBytes), st.Directives)
	for _, res := range r.results {
		if res.variant.name != "pass" {
			continue
		}
		x := res.ratios().wallMed
		verdict := "meets"
		if x > target {
			verdict = "misses"
		}
		p("**pass: ours/peer median wall time %s** — %s the target of at most %.1fx.\n\n", benchkit.FormatRatio(x), verdict, target)
	}

	if _, ok := r.env.busy(); ok {
		p("**Note:** the machine was busy (load average %s before, %s after, on %d CPUs): other work competed for the CPUs, so wall times are inflated and noisy. User+sys time is the steadier comparison; rerun when the machine is quiet.\n\n",
			r.env.loadBefore, r.env.loadAfter, r.env.ncpu)
	}
	p("## Results\n\n")
	p("| scenario | tool | wall median | wall min | user+sys median | max RSS median | exit | stderr |\n")
	p("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |\n")
	for _, res := range r.results {
		o, pe := res.summaries()
		for k, s := range [2]summary{o, pe} {
			p("| %s | %s | %s | %s | %s | %s | %d | %s |\n", res.variant.name, [2]string{"ours", "peer"}[k],
				benchkit.FormatDuration(s.wallMed), benchkit.FormatDuration(s.wallMin), benchkit.FormatDuration(s.cpuMed), fmtKiB(s.rssMed), res.outcome[k].exit, benchkit.FormatBytes(res.outcome[k].stderrBytes))
		}
	}
	p("\nRatios ours/peer:\n\n")
	p("| scenario | wall median | wall min | user+sys median | max RSS median |\n")
	p("| --- | ---: | ---: | ---: | ---: |\n")
	for _, res := range r.results {
		x := res.ratios()
		p("| %s | %s | %s | %s | %s |\n", res.variant.name, benchkit.FormatRatio(x.wallMed), benchkit.FormatRatio(x.wallMin), benchkit.FormatRatio(x.cpuMed), benchkit.FormatRatio(x.rss))
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
	p("- **machine**: %s, %d CPUs, %s/%s; load average %s before the runs, %s after\n",
		r.env.cpu, r.env.ncpu, r.env.os, r.env.arch, r.env.loadBefore, r.env.loadAfter)
	p("- **method**: %d measured runs per tool and scenario after %d warm-up, alternating which tool goes first; wall time from start to exit, user+sys time and max RSS from the child's rusage; stdout and stderr go to files. Driver built with %s.\n",
		r.opts.runs, r.opts.warmup, r.env.goVersion)
	p("- **command**: `%s`\n", r.command())
	p("\n### Workload (seed %d)\n\n", r.opts.seed)
	p("The input is %s MiB (%d bytes, %d lines): %d functions in alternating MLIR modules (func.func with arith, memref, scf, tensor and generic ops, SSA names, attributes, locations) and LLVM IR modules (numbered values, basic blocks, metadata), as `-print-ir-after-all` prints them.\n\n",
		fmtMiB(st.InputBytes), st.InputBytes, st.InputLines, st.Functions)
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
				cells = append(cells, benchkit.FormatDuration(s.wall)+" / "+fmtKiB(s.rssKiB))
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

func esc(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(s))
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
	)
	width := left + 2*panelW + gapW + 10
	height := top + len(r.results)*rowH + 24
	var maxWall time.Duration
	var maxRSS int64
	for _, res := range r.results {
		o, p := res.summaries()
		maxWall = max(maxWall, o.wallMed, p.wallMed)
		if res.variant.name == "pass" {
			maxWall = max(maxWall, time.Duration(target*float64(p.wallMed)))
		}
		maxRSS = max(maxRSS, o.rssMed, p.rssMed)
	}
	scale := func(v, m float64) float64 {
		if m <= 0 {
			return 0
		}
		return v / m * barMax
	}

	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	p(`<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">`+"\n", width, height, width, height)
	p(`<rect width="100%%" height="100%%" fill="white"/>` + "\n")
	p(`<text x="10" y="22" font-size="16" font-weight="bold">%s</text>`+"\n", esc("filecheck (ours) vs FileCheck-14 (peer)"))
	runs := fmt.Sprintf("median of %d runs", r.opts.runs)
	if r.opts.runs == 1 {
		runs = "1 run"
	}
	p(`<text x="10" y="42">%s</text>`+"\n", esc(fmt.Sprintf("%s MiB input, %d checks; %s, tick = fastest run; ours/peer in parentheses",
		fmtMiB(r.stats.InputBytes), r.stats.Directives, runs)))
	p(`<rect x="10" y="54" width="12" height="12" fill="%s"/><text x="28" y="65">ours</text>`+"\n", ours)
	p(`<rect x="80" y="54" width="12" height="12" fill="%s"/><text x="98" y="65">peer</text>`+"\n", peer)
	x0, x1 := float64(left), float64(left+panelW+gapW)
	p(`<text x="%.1f" y="%d" font-weight="bold">wall time</text>`+"\n", x0, top-6)
	p(`<text x="%.1f" y="%d" font-weight="bold">max RSS</text>`+"\n", x1, top-6)
	for i, res := range r.results {
		y := float64(top + i*rowH)
		o, pe := res.summaries()
		x := res.ratios()
		if res.variant.name == "pass" {
			tx := x0 + scale(target*float64(pe.wallMed), float64(maxWall))
			p(`<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#c0392b" stroke-dasharray="4 3"/>`+"\n", tx, y-4, tx, y+2*barH+6)
			p(`<text x="%.1f" y="%.1f" fill="#c0392b" font-size="10" text-anchor="middle">%s</text>`+"\n", tx, y+2*barH+16, esc(fmt.Sprintf("%.1fx target", target)))
		}
		p(`<text x="%d" y="%.1f" text-anchor="end">%s</text>`+"\n", left-10, y+barH+4, esc(res.variant.name))
		for k, s := range [2]summary{o, pe} {
			by := y + float64(k*(barH+2))
			color, wallLabel, rssLabel := ours, benchkit.FormatDuration(s.wallMed)+" ("+benchkit.FormatRatio(x.wallMed)+")", fmtKiB(s.rssMed)+" ("+benchkit.FormatRatio(x.rss)+")"
			if k == 1 {
				color, wallLabel, rssLabel = peer, benchkit.FormatDuration(s.wallMed), fmtKiB(s.rssMed)
			}
			w := scale(float64(s.wallMed), float64(maxWall))
			p(`<rect x="%.1f" y="%.1f" width="%.1f" height="%d" fill="%s"/>`+"\n", x0, by, w, barH, color)
			t := x0 + scale(float64(s.wallMin), float64(maxWall))
			p(`<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="black" stroke-width="1.5"/>`+"\n", t, by, t, by+barH)
			p(`<text x="%.1f" y="%.1f">%s</text>`+"\n", x0+max(w, t-x0)+4, by+barH-4, esc(wallLabel))
			w = scale(float64(s.rssMed), float64(maxRSS))
			p(`<rect x="%.1f" y="%.1f" width="%.1f" height="%d" fill="%s"/>`+"\n", x1, by, w, barH, color)
			p(`<text x="%.1f" y="%.1f">%s</text>`+"\n", x1+w+4, by+barH-4, esc(rssLabel))
		}
	}
	p("</svg>\n")
	return b.String()
}

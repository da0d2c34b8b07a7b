package main

import (
	"encoding/xml"
	"fmt"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

// target is the aim: ours' median kernel time at most this times clang's.
const target = 1.05

type report struct {
	opts   options
	env    environment
	builds []*build
}

func (r *report) find(name string) (*build, bool) {
	for _, b := range r.builds {
		if b.cfg.name == name {
			return b, true
		}
	}
	return nil, false
}

// ratio is name's median kernel time over clang's.
func (r *report) ratio(name string) (float64, bool) {
	b, ok := r.find(name)
	c, okc := r.find("clang")
	if !ok || !okc || c.summary().kernelMed <= 0 {
		return 0, false
	}
	return float64(b.summary().kernelMed) / float64(c.summary().kernelMed), true
}

// pairedRatio is the median, over the measured rounds, of name's kernel
// time over clang's in the same round. A round runs both back to back, so
// when the machine's speed drifts during a run (another tenant, frequency
// changes: the raw samples show it), both sides of a pair slow alike and
// their ratio stays fair, which the ratio of the medians does not.
func (r *report) pairedRatio(name string) (float64, bool) {
	b, ok := r.find(name)
	c, okc := r.find("clang")
	if !ok || !okc || len(b.samples) == 0 || len(b.samples) != len(c.samples) {
		return 0, false
	}
	ratios := make([]float64, len(b.samples))
	for i, s := range b.samples {
		if c.samples[i].kernel <= 0 {
			return 0, false
		}
		ratios[i] = float64(s.kernel) / float64(c.samples[i].kernel)
	}
	slices.Sort(ratios)
	n := len(ratios)
	if n%2 == 1 {
		return ratios[n/2], true
	}
	return (ratios[n/2-1] + ratios[n/2]) / 2, true
}

// table is the console summary.
func (r *report) table() string {
	var b strings.Builder
	w := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, "configuration\tkernel median\tkernel min\twall median\tratio of medians\tper-round ratio")
	for _, bd := range r.builds {
		s := bd.summary()
		ratio, paired := "", ""
		if x, ok := r.ratio(bd.cfg.name); ok {
			ratio = benchkit.FormatRatio(x)
		}
		if x, ok := r.pairedRatio(bd.cfg.name); ok {
			paired = benchkit.FormatRatio(x)
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t%s\n", bd.cfg.name, benchkit.FormatDuration(s.kernelMed), benchkit.FormatDuration(s.kernelMin), benchkit.FormatDuration(s.wallMed), ratio, paired)
	}
	w.Flush()
	return b.String()
}

func (r *report) checksum() string {
	for _, b := range r.builds {
		if len(b.samples) > 0 {
			return b.samples[0].checksum
		}
	}
	return ""
}

func (r *report) command() string {
	return fmt.Sprintf("go run ./bench/matmul --configs %s --runs %d --warmup %d", strings.Join(r.opts.configs, ","), r.opts.runs, r.opts.warmup)
}

func (r *report) markdown() string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	p("# matmul: cir through strata vs C through clang-16, at -O3\n\n")
	p("A 1024x1024 double matrix multiply, C += A * B in i-k-j order, written in cir (`bench/matmul/program/matmul.mlir`) and built through strata's build path (docs/native.md), against the same program in C (`bench/matmul/program/matmul.c`) compiled by `clang-16 -O3`. Both are linked by clang-16; neither gets a flag the other does not (no `-march`, no fast-math). The programs time the kernel alone with `clock_gettime(CLOCK_MONOTONIC)`. **Target: ours within %.0f%% of clang's median kernel time.** No time is asserted.\n\n", (target-1)*100)
	if x, ok := r.pairedRatio("ours"); ok {
		verdict := "within the target"
		if x > target {
			verdict = "**misses the target**"
		}
		p("- **ours / clang: %s** (the median of the per-round ratios of kernel times), %s", benchkit.FormatRatio(x), verdict)
		if m, ok := r.ratio("ours"); ok {
			p("; the ratio of the median kernel times is %s", benchkit.FormatRatio(m))
		}
		p("\n")
	}
	p("- every run printed the same checksum, `%s`\n\n", r.checksum())
	if _, busy := benchkit.Busy(r.env.ncpu, r.env.loadBefore, r.env.loadAfter); busy {
		p("**Note:** the machine was busy (load average %s before, %s after, on %d CPUs): times are inflated and noisy; the interleaved rounds keep the ratio fair, but rerun when the machine is quiet.\n\n", r.env.loadBefore, r.env.loadAfter, r.env.ncpu)
	} else {
		p("The machine was quiet: load average %s before the runs, %s after, on %d CPUs.\n\n", r.env.loadBefore, r.env.loadAfter, r.env.ncpu)
	}
	p("## Results\n\nMedian of %s after %s; each round runs every configuration once, back to back, in an order that rotates from round to round. The per-round ratio compares the two runs of one round, so that a drift of the machine's speed during the run (see the raw samples) slows both sides of a pair alike; the target is judged on its median.\n\n", plural(r.opts.runs, "measured round"), plural(r.opts.warmup, "warm-up round"))
	p("| configuration | build | kernel median | kernel min | wall median | ratio of medians | per-round ratio |\n| --- | --- | ---: | ---: | ---: | ---: | ---: |\n")
	for _, bd := range r.builds {
		s := bd.summary()
		ratio, paired := "", ""
		if x, ok := r.ratio(bd.cfg.name); ok {
			ratio = benchkit.FormatRatio(x)
		}
		if x, ok := r.pairedRatio(bd.cfg.name); ok {
			paired = benchkit.FormatRatio(x)
		}
		p("| %s | %s | %s | %s | %s | %s | %s |\n", bd.cfg.name, strings.ReplaceAll(bd.cfg.desc, "|", `\|`), benchkit.FormatDuration(s.kernelMed), benchkit.FormatDuration(s.kernelMin), benchkit.FormatDuration(s.wallMed), ratio, paired)
	}
	p("\n![median kernel time by configuration](chart.svg)\n\n")
	r.irSection(p)
	p("## Setup\n\n")
	p("- **machine**: %s, %d CPUs, %s/%s; load average %s before the runs, %s after\n", r.env.cpu, r.env.ncpu, r.env.goos, r.env.goarch, r.env.loadBefore, r.env.loadAfter)
	p("- **peers**: %s; LLVM 14 `opt`/`llc` (%s)\n", r.env.clangVersion, r.env.llvm14)
	p("- **driver**: built with %s\n\n", r.env.goVersion)
	p("## Raw samples\n\nKernel time / wall time of every measured run, in order.\n\n| configuration | runs |\n| --- | --- |\n")
	for _, bd := range r.builds {
		var cells []string
		for _, s := range bd.samples {
			cells = append(cells, benchkit.FormatDuration(s.kernel)+" / "+benchkit.FormatDuration(s.wall))
		}
		p("| %s | %s |\n", bd.cfg.name, strings.Join(cells, ", "))
	}
	p("\n## Reproduce\n\n```\n%s\n```\n\nSee bench/README.md.\n", r.command())
	return b.String()
}

// irSection compares the kernels' LLVM IR: what the optimizer was given
// and what it made of it.
func (r *report) irSection(p func(string, ...any)) {
	p("## The kernels' LLVM IR\n\n")
	p("Read from `@matmul` in the IR each side hands LLVM's optimizer (ours: `strata-translate` output; clang: `clang-16 -O3 -Xclang -disable-llvm-passes -emit-llvm`) and in the optimized IR (ours: `opt -O3 -S`; clang: `clang-16 -O3 -emit-llvm`). *vector ops* counts instructions on `<N x double>` values (not LLVM 14's pointer bitcasts): the loop vectorizer's work; *width* is the largest N, the vectorization factor; *align* the smallest alignment of a vector load or store; *fmuladd* the calls of `llvm.fmuladd`, `a * b + c` contracted.\n\n")
	p("| configuration | target triple | nsw flags | GEPs (inbounds) | noalias params | vector ops after -O3 | width | align | fmuladd |\n| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n")
	for _, bd := range r.builds {
		f, g := bd.ir, bd.optIR
		if !f.found || !g.found {
			p("| %s | kernel not found in the IR | | | | | | | |\n", bd.cfg.name)
			continue
		}
		p("| %s | %s | %d | %d (%d) | %d | %d | %d | %d | %d |\n", bd.cfg.name, yesNo(f.hasTriple), f.nsw, f.geps, f.inbounds, f.noaliasArgs, g.vectorOps, g.vectorWidth, g.vectorAlign, g.fmuladd)
	}
	p("\n")
	ours, okOurs := r.find("ours")
	clang, okClang := r.find("clang")
	if !okOurs || !okClang || !ours.optIR.found || !clang.optIR.found {
		return
	}
	o, c := ours.optIR, clang.optIR
	p("### Why\n\n")
	switch {
	case o.vectorOps == 0 && c.vectorOps > 0 && !ours.ir.hasTriple:
		p("Ours' kernel is not vectorized and clang's is. The IR that `strata-translate` emitted names no target (no `target triple`, no `target datalayout`), so `opt` used LLVM's target-independent cost model, which knows no vector registers. `strata-translate --mlir-to-llvmir` (lowering/llvmir) should write the host's triple and data layout into a module that states none.\n\n")
	case o.vectorOps == 0 && c.vectorOps > 0:
		p("Ours' kernel is not vectorized and clang's is, although the IR names its target; compare `opt -O3 -pass-remarks-missed=loop-vectorize -pass-remarks-analysis=loop-vectorize` on both (`--keep` keeps the IR).\n\n")
	case o.vectorOps > 0 && c.vectorOps > 0:
		p("Both kernels are vectorized")
		if o.vectorWidth == c.vectorWidth {
			p(", %d doubles to a vector", o.vectorWidth)
		} else {
			p(", ours %d doubles to a vector and clang's %d", o.vectorWidth, c.vectorWidth)
		}
		if o.vectorAlign == c.vectorAlign {
			p(", loads and stores aligned to %d bytes on both sides", o.vectorAlign)
		} else {
			p(", ours' loads and stores aligned to %d bytes and clang's to %d", o.vectorAlign, c.vectorAlign)
		}
		p(".")
		if c.fmuladd > 0 && o.fmuladd == 0 {
			p(" clang contracts `c += a * b` to `llvm.fmuladd` (C's default `-ffp-contract=on`); ours keeps a separate `fmul` and `fadd`. Without `-march` the x86-64 baseline has no FMA, so both become `mulpd` and `addpd`.")
		}
		p(" Ours is optimized by LLVM 14's `opt` and `llc`, clang's by the LLVM 16 inside clang-16, so the loops around the vector body (remainder, runtime alias checks) may differ in detail; `--keep` keeps both sides' IR to compare.\n\n")
		if x, ok := r.pairedRatio("ours"); ok && x > target {
			p("Ours misses the target although both are vectorized: compare the vector bodies in `matmul.opt.ll` (`--keep`) for interleaving, alignment and the loop structure around them.\n\n")
		}
	case o.vectorOps > 0:
		p("Ours' kernel is vectorized and clang's is not.\n\n")
	default:
		p("Neither kernel is vectorized; compare `opt -O3 -pass-remarks-missed=loop-vectorize` on both (`--keep` keeps the IR).\n\n")
	}
	if ours.ir.geps > 0 && ours.ir.inbounds == 0 && clang.ir.inbounds > 0 {
		p("Ours' `getelementptr`s carry no `inbounds`, where clang's do (C's pointer arithmetic stays within the object, so `cir.ptr_stride` and `cir.get_member` may lower to `inbounds` GEPs): this loses no-wrap facts that scalar evolution and alias analysis use; lowering/cirtollvm should set it.\n\n")
	}
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func esc(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(s))
	return b.String()
}

// svg draws each configuration's median kernel time as a bar, a tick at
// its fastest run, and the target (clang's median times 1.05) dashed.
func (r *report) svg() string {
	const (
		left   = 120
		barMax = 520.0
		top    = 70
		rowH   = 34
		barH   = 20
		red    = "#c0392b"
	)
	width := left + int(barMax) + 120
	height := top + len(r.builds)*rowH + 30
	var maxT time.Duration
	for _, b := range r.builds {
		maxT = max(maxT, b.summary().kernelMed)
	}
	var aim time.Duration
	if c, ok := r.find("clang"); ok {
		aim = time.Duration(target * float64(c.summary().kernelMed))
		maxT = max(maxT, aim)
	}
	x := func(d time.Duration) float64 {
		if maxT <= 0 {
			return left
		}
		return left + float64(d)/float64(maxT)*barMax
	}
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	p(`<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">`+"\n", width, height, width, height)
	p(`<rect width="100%%" height="100%%" fill="white"/>` + "\n")
	p(`<text x="10" y="22" font-size="16" font-weight="bold">%s</text>`+"\n", esc("1024x1024 double matmul: cir via strata vs C via clang-16, -O3"))
	p(`<text x="10" y="42">%s</text>`+"\n", esc(fmt.Sprintf("median kernel time of %d runs; tick = fastest run; dashed = %.2fx clang", r.opts.runs, target)))
	colors := map[string]string{"ours": "#f28e2b", "clang": "#4e79a7"}
	for i, bd := range r.builds {
		y := float64(top + i*rowH)
		s := bd.summary()
		p(`<text x="%d" y="%.1f" text-anchor="end">%s</text>`+"\n", left-8, y+barH-6, esc(bd.cfg.name))
		p(`<rect x="%d" y="%.1f" width="%.1f" height="%d" fill="%s"/>`+"\n", left, y, x(s.kernelMed)-left, barH, colors[bd.cfg.name])
		t := x(s.kernelMin)
		p(`<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="black" stroke-width="1.5"/>`+"\n", t, y, t, y+barH)
		label := benchkit.FormatDuration(s.kernelMed)
		if ratio, ok := r.ratio(bd.cfg.name); ok && bd.cfg.name != "clang" {
			label += " (" + benchkit.FormatRatio(ratio) + ")"
		}
		p(`<text x="%.1f" y="%.1f">%s</text>`+"\n", max(x(s.kernelMed), t)+4, y+barH-6, esc(label))
	}
	if aim > 0 {
		ax := x(aim)
		p(`<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="%s" stroke-dasharray="4 3"/>`+"\n", ax, top-6, ax, top+len(r.builds)*rowH, red)
	}
	p("</svg>\n")
	return b.String()
}

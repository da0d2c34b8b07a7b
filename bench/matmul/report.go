package main

import (
	"fmt"
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
	if !ok || !okc {
		return 0, false
	}
	return benchkit.PairedRatio(benchkit.Kernels(b.samples), benchkit.Kernels(c.samples))
}

// ratioCells are name's ratio of medians and per-round ratio to clang,
// "" where there is none.
func (r *report) ratioCells(name string) (ratio, paired string) {
	if x, ok := r.ratio(name); ok {
		ratio = benchkit.FormatRatio(x)
	}
	if x, ok := r.pairedRatio(name); ok {
		paired = benchkit.FormatRatio(x)
	}
	return ratio, paired
}

// table is the console summary.
func (r *report) table() string {
	var b strings.Builder
	w := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, "configuration\tkernel median\tkernel min\twall median\tratio of medians\tper-round ratio")
	for _, bd := range r.builds {
		s := bd.summary()
		ratio, paired := r.ratioCells(bd.cfg.name)
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t%s\n", bd.cfg.name, benchkit.FormatDuration(s.kernelMed), benchkit.FormatDuration(s.kernelMin), benchkit.FormatDuration(s.wallMed), ratio, paired)
	}
	w.Flush()
	return b.String()
}

func (r *report) checksum() string {
	for _, b := range r.builds {
		if len(b.samples) > 0 {
			return b.samples[0].Checksum
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
	if _, busy := r.env.Busy(); busy {
		p("**Note:** the machine was busy (load average %s before, %s after, on %d CPUs): times are inflated and noisy; the interleaved rounds keep the ratio fair, but rerun when the machine is quiet.\n\n", r.env.LoadBefore, r.env.LoadAfter, r.env.NCPU)
	} else {
		p("The machine was quiet: load average %s before the runs, %s after, on %d CPUs.\n\n", r.env.LoadBefore, r.env.LoadAfter, r.env.NCPU)
	}
	p("## Results\n\nMedian of %s after %s; each round runs every configuration once, back to back, in an order that rotates from round to round. The per-round ratio compares the two runs of one round, so that a drift of the machine's speed during the run (see the raw samples) slows both sides of a pair alike; the target is judged on its median.\n\n", benchkit.Plural(r.opts.runs, "measured round"), benchkit.Plural(r.opts.warmup, "warm-up round"))
	p("| configuration | build | kernel median | kernel min | wall median | ratio of medians | per-round ratio |\n| --- | --- | ---: | ---: | ---: | ---: | ---: |\n")
	for _, bd := range r.builds {
		s := bd.summary()
		ratio, paired := r.ratioCells(bd.cfg.name)
		p("| %s | %s | %s | %s | %s | %s | %s |\n", bd.cfg.name, strings.ReplaceAll(bd.cfg.desc, "|", `\|`), benchkit.FormatDuration(s.kernelMed), benchkit.FormatDuration(s.kernelMin), benchkit.FormatDuration(s.wallMed), ratio, paired)
	}
	p("\n![median kernel time by configuration](chart.svg)\n\n")
	r.irSection(p)
	p("## Setup\n\n")
	p("- **machine**: %s\n", r.env.Machine)
	p("- **peers**: %s; LLVM 14 `opt`/`llc` (%s)\n", r.env.clangVersion, r.env.llvm14)
	p("- **driver**: built with %s\n\n", r.env.GoVersion)
	p("## Raw samples\n\nKernel time / wall time of every measured run, in order.\n\n| configuration | runs |\n| --- | --- |\n")
	for _, bd := range r.builds {
		var cells []string
		for _, s := range bd.samples {
			cells = append(cells, benchkit.FormatDuration(s.Kernel)+" / "+benchkit.FormatDuration(s.Wall))
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

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
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
	c := benchkit.NewSVG(width, height, 12, "1024x1024 double matmul: cir via strata vs C via clang-16, -O3",
		fmt.Sprintf("median kernel time of %d runs; tick = fastest run; dashed = %.2fx clang", r.opts.runs, target))
	colors := map[string]string{"ours": "#f28e2b", "clang": "#4e79a7"}
	for i, bd := range r.builds {
		y := float64(top + i*rowH)
		s := bd.summary()
		c.Label(left-8, y+barH-6, bd.cfg.name)
		c.Bar(left, y, x(s.kernelMed)-left, barH, colors[bd.cfg.name])
		t := x(s.kernelMin)
		c.Tick(t, y, barH)
		label := benchkit.FormatDuration(s.kernelMed)
		if ratio, ok := r.ratio(bd.cfg.name); ok && bd.cfg.name != "clang" {
			label += " (" + benchkit.FormatRatio(ratio) + ")"
		}
		c.Text(max(x(s.kernelMed), t)+4, y+barH-6, label)
	}
	if aim > 0 {
		ax := x(aim)
		c.Dashed(ax, top-6, ax, float64(top+len(r.builds)*rowH), red)
	}
	return c.String()
}

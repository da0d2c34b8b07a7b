package main

import (
	"fmt"
	"math"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

// farFromOne is how far a ratio may stray from 1 before the report looks
// for the reason in the code.
const farFromOne = 0.10

type report struct {
	opts   options
	env    environment
	builds []*build
}

func (r *report) find(kernel, config string) (*build, bool) {
	for _, b := range r.builds {
		if b.kernel.name == kernel && b.cfg.name == config {
			return b, true
		}
	}
	return nil, false
}

// ratio is the median kernel time of config over that of other, for one
// kernel.
func (r *report) ratio(kernel, config, other string) (float64, bool) {
	a, ok := r.find(kernel, config)
	b, okb := r.find(kernel, other)
	if !ok || !okb || a.median() <= 0 || b.median() <= 0 {
		return 0, false
	}
	return float64(a.median()) / float64(b.median()), true
}

// peerRatio is the configuration's ratio to its peer compiler.
func (r *report) peerRatio(b *build) (float64, bool) {
	if b.cfg.peer == "" {
		return 0, false
	}
	return r.ratio(b.kernel.name, b.cfg.name, b.cfg.peer)
}

// geomean is the geometric mean of config/other over the kernels that
// have both; ok is false when none has.
func (r *report) geomean(config, other string) (float64, int, bool) {
	sum, n := 0.0, 0
	for _, k := range r.opts.kernels {
		if x, ok := r.ratio(k, config, other); ok {
			sum += math.Log(x)
			n++
		}
	}
	if n == 0 {
		return 0, 0, false
	}
	return math.Exp(sum / float64(n)), n, true
}

func (r *report) checksum(kernel string) string {
	for _, b := range r.builds {
		if b.kernel.name == kernel && len(b.samples) > 0 {
			return b.samples[0].Checksum
		}
	}
	return ""
}

func (r *report) command() string {
	return fmt.Sprintf("go run ./bench/ompkernels --kernels %s --configs %s --runs %d --warmup %d", strings.Join(r.opts.kernels, ","), strings.Join(r.opts.configs, ","), r.opts.runs, r.opts.warmup)
}

func ratioCell(x float64, ok bool) string {
	if !ok {
		return ""
	}
	return benchkit.FormatRatio(x)
}

// table is the console summary.
func (r *report) table() string {
	var b strings.Builder
	w := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, "kernel\tconfiguration\tmedian\tmin\tmax\tto peer")
	for _, bd := range r.builds {
		lo, hi := bd.spread()
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t%s\n", bd.kernel.name, bd.cfg.name, benchkit.FormatDuration(bd.median()), benchkit.FormatDuration(lo), benchkit.FormatDuration(hi), ratioCell(r.peerRatio(bd)))
	}
	for _, p := range mainPairs {
		if x, n, ok := r.geomean(p.ours, p.peer); ok {
			fmt.Fprintf(w, "geomean (%d kernels)\t%s / %s\t%s\t\t\t\n", n, p.ours, p.peer, benchkit.FormatRatio(x))
		}
	}
	w.Flush()
	return b.String()
}

// mainPairs are the comparisons the benchmark is for: ours on a runtime
// against the compiler that uses that runtime.
var mainPairs = []struct{ ours, peer string }{
	{"ours-libgomp", "gcc"},
	{"ours-iomp", "clang"},
}

func (r *report) markdown() string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	p("# ompkernels: strata's DSL-declared OpenMP lowering vs gcc -fopenmp and clang-16 -fopenmp\n\n")
	p("PolyBench-like kernels with `#pragma omp parallel` + `#pragma omp for schedule(static)`, `num_threads(2)`, each written in cir + omp (`bench/ompkernels/program/NAME.mlir`) and in C with the same pragmas (`NAME.c`). Ours is lowered by the DSL specs for libgomp and compared with `gcc -O3 -fopenmp` (libgomp), and for iomp and compared with `clang-16 -O3 -fopenmp` (libomp 16). Every binary links the same driver (`NAME_main.c`: inputs, checksum) and timer (`harness.c`), compiled once by `gcc -O2`; only the kernel's object differs. The program times the kernel call alone with `clock_gettime(CLOCK_MONOTONIC)`. No side gets a flag the other does not (no `-march`, no fast-math; vectorization on, as `-O3` has it). No time is asserted.\n\n")
	p("## Summary\n\n")
	p("| kernel | gcc | ours-libgomp | **ours-libgomp / gcc** | clang | ours-iomp | **ours-iomp / clang** | checksum (all configurations) |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n")
	for _, k := range r.opts.kernels {
		cell := func(config string) string {
			if bd, ok := r.find(k, config); ok {
				return benchkit.FormatDuration(bd.median())
			}
			return ""
		}
		p("| %s | %s | %s | **%s** | %s | %s | **%s** | `%s` |\n", k, cell("gcc"), cell("ours-libgomp"), ratioCell(r.ratio(k, "ours-libgomp", "gcc")), cell("clang"), cell("ours-iomp"), ratioCell(r.ratio(k, "ours-iomp", "clang")), r.checksum(k))
	}
	g1, n1, ok1 := r.geomean("ours-libgomp", "gcc")
	g2, n2, ok2 := r.geomean("ours-iomp", "clang")
	if ok1 || ok2 {
		p("| **geometric mean** | | | **%s** | | | **%s** | |\n", ratioCell(g1, ok1), ratioCell(g2, ok2))
	}
	p("\nMedian kernel time of %s after %s; each round runs every binary once, in an order that rotates from round to round. ", benchkit.Plural(r.opts.runs, "measured round"), benchkit.Plural(r.opts.warmup, "warm-up round"))
	if ok1 {
		p("Geometric mean over %s: ours-libgomp / gcc = %s", benchkit.Plural(n1, "kernel"), benchkit.FormatRatio(g1))
		if ok2 {
			p("; over %s: ours-iomp / clang = %s", benchkit.Plural(n2, "kernel"), benchkit.FormatRatio(g2))
		}
		p(". ")
	}
	p("Every configuration of a kernel printed the same checksum, compared as text with 17 significant digits: bit-identical results. The reduction's inputs are small integers, so its partial sums are exact whatever order the runtimes combine them in; the other kernels compute every element in the same order on every side (no fast-math; clang's `llvm.fmuladd` becomes a separate multiply and add without FMA in the x86-64 baseline), so no tolerance is needed.\n\n")
	r.loadSection(p)
	p("![median kernel time by kernel and configuration](chart.svg)\n\n")
	p("## All configurations\n\n")
	p("| kernel | configuration | median | min | max | to peer | to base |\n| --- | --- | ---: | ---: | ---: | ---: | ---: |\n")
	for _, bd := range r.builds {
		lo, hi := bd.spread()
		base := ""
		if bd.cfg.base != "" {
			base = ratioCell(r.ratio(bd.kernel.name, bd.cfg.name, bd.cfg.base)) + " (" + bd.cfg.base + ")"
		}
		p("| %s | %s | %s | %s | %s | %s | %s |\n", bd.kernel.name, bd.cfg.name, benchkit.FormatDuration(bd.median()), benchkit.FormatDuration(lo), benchkit.FormatDuration(hi), ratioCell(r.peerRatio(bd)), base)
	}
	p("\n*to peer*: over gcc for the libgomp configurations, over clang for the iomp ones. *to base*: a variant over the same lowering without its pre-passes.\n\n")
	r.codeSection(p)
	r.whySection(p)
	p("## Configurations\n\n| configuration | build |\n| --- | --- |\n")
	for _, name := range r.opts.configs {
		cfg, _ := lookupConfig(name)
		p("| %s | %s |\n", cfg.name, strings.ReplaceAll(cfg.desc, "|", `\|`))
	}
	p("\nOurs, for kernel NAME: `%s`.\n\n", strings.ReplaceAll(mustConfig("ours-libgomp-be-unroll").pipeline("NAME"), "libgomp", "R"))
	p("## Kernels\n\n| kernel | what |\n| --- | --- |\n")
	for _, name := range r.opts.kernels {
		k, _ := lookupKernel(name)
		p("| %s | %s |\n", k.name, k.desc)
	}
	p("\n## Setup\n\n")
	p("- **machine**: %s, %d CPUs, %s/%s\n", r.env.CPU, r.env.NCPU, r.env.OS, r.env.Arch)
	p("- **peers**: %s; %s; LLVM 14 `opt`/`llc` (%s) for ours\n", r.env.gccVersion, r.env.clangVersion, r.env.llvm14)
	p("- **runtimes**: GCC 12's libgomp; LLVM's libomp 16 (`/usr/lib/llvm-16/lib`)\n")
	p("- **driver**: built with %s\n\n", r.env.GoVersion)
	p("## Raw samples\n\nKernel time of every measured run, in order.\n\n| kernel | configuration | runs |\n| --- | --- | --- |\n")
	for _, bd := range r.builds {
		var cells []string
		for _, s := range bd.samples {
			cells = append(cells, benchkit.FormatDuration(s.Kernel))
		}
		p("| %s | %s | %s |\n", bd.kernel.name, bd.cfg.name, strings.Join(cells, ", "))
	}
	p("\n## Reproduce\n\n```\n%s\n```\n\nAdd `--keep` to keep every binary, LLVM IR (`NAME.ll`, `NAME.opt.ll`) and assembly (`NAME.s`). See bench/README.md.\n", r.command())
	return b.String()
}

func mustConfig(name string) config {
	c, ok := lookupConfig(name)
	if !ok {
		panic("ompkernels: no configuration " + name)
	}
	return c
}

func (r *report) loadSection(p func(string, ...any)) {
	switch {
	case r.opts.quietWait == 0:
		p("The benchmark did not wait for a quiet machine (`--quiet-wait 0`). ")
	case r.env.quiet:
		p("Before measuring, the benchmark waited %s for the 1-minute load average to fall below %.2f. ", r.env.waited.Round(time.Second), r.opts.quietLoad)
	default:
		p("**The 1-minute load average did not fall below %.2f within %s**; the runs were measured anyway. ", r.opts.quietLoad, r.opts.quietWait)
	}
	if _, busy := r.env.Busy(); busy {
		p("**The machine was busy** (load average %s before the runs, %s after, on %d CPUs): with 2 threads on 2 cores, other work steals a core from a team, so times are inflated and noisy; the interleaved rounds keep the ratios fair, but rerun when the machine is quiet.\n\n", r.env.LoadBefore, r.env.LoadAfter, r.env.NCPU)
	} else {
		p("Load average %s before the runs, %s after, on %d CPUs.\n\n", r.env.LoadBefore, r.env.LoadAfter, r.env.NCPU)
	}
}

// codeSection tabulates what the kernels' code shows.
func (r *report) codeSection(p func(string, ...any)) {
	p("## The kernels' code\n\n")
	p("Read from the kernel's object alone (the kernel function and its outlined parallel bodies): the assembly (`llc -O3` for ours, `gcc -O3 -fopenmp -S`, `clang-16 -O3 -fopenmp -S`) and, on the LLVM sides, the optimized IR (`opt -O3 -S`; `clang-16 -O3 -fopenmp -S -emit-llvm`). *packed / scalar FP*: double-precision arithmetic instructions (`addpd`, `mulpd`, ... / `addsd`, `mulsd`, ...); *vector ops*: IR instructions on `<N x double>`; *memchecks*: `vector.memcheck` blocks, run-time alias checks in front of vector loops (? where the IR has no block names: clang-16's release build drops them); *noalias*: noalias parameters of all the module's functions; *barriers*: call sites of `GOMP_barrier` / `__kmpc_barrier`.\n\n")
	p("| kernel | configuration | instructions | packed FP | scalar FP | barriers | vector ops (width) | memchecks | noalias / params | runtime call sites |\n| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n")
	for _, bd := range r.builds {
		a, f := bd.asm, bd.ir
		vec, mc, na := "", "", ""
		if f.found {
			vec = fmt.Sprintf("%d (%d)", f.vectorOps, f.vectorWidth)
			mc = fmt.Sprint(f.memchecks)
			if f.memchecks < 0 {
				mc = "?"
			}
			na = fmt.Sprintf("%d / %d", f.noalias, f.params)
		}
		p("| %s | %s | %d | %d | %d | %d | %s | %s | %s | %s |\n", bd.kernel.name, bd.cfg.name, a.instructions, a.packedFP, a.scalarFP, a.barriers(), vec, mc, na, a.runtimeCalls())
	}
	p("\n")
}

// whySection explains, from the code facts, each main ratio that is far
// from 1, and says what the pre-passes changed.
func (r *report) whySection(p func(string, ...any)) {
	p("## Why\n\n")
	any := false
	for _, k := range r.opts.kernels {
		for _, pair := range mainPairs {
			x, ok := r.ratio(k, pair.ours, pair.peer)
			if !ok || math.Abs(x-1) <= farFromOne {
				continue
			}
			any = true
			ours, _ := r.find(k, pair.ours)
			peer, _ := r.find(k, pair.peer)
			p("- **%s, %s / %s = %s.** %s\n", k, pair.ours, pair.peer, benchkit.FormatRatio(x), explain(ours, peer))
		}
	}
	if !any {
		p("Every ours / peer ratio is within %.0f%% of 1.\n", farFromOne*100)
	}
	p("\n")
	for _, k := range r.opts.kernels {
		var lines []string
		for _, bd := range r.builds {
			if bd.kernel.name != k || bd.cfg.base == "" {
				continue
			}
			base, ok := r.find(k, bd.cfg.base)
			if !ok {
				continue
			}
			x, _ := r.ratio(k, bd.cfg.name, bd.cfg.base)
			lines = append(lines, fmt.Sprintf("%s %s (barrier call sites %d → %d, instructions %d → %d)", bd.cfg.name, benchkit.FormatRatio(x), base.asm.barriers(), bd.asm.barriers(), base.asm.instructions, bd.asm.instructions))
		}
		if len(lines) > 0 {
			p("- **%s, pre-passes** (time over the same lowering without them): %s.\n", k, strings.Join(lines, "; "))
		}
	}
	p("\nbench/results/ompkernels/analysis.md reads the optimized IR of the kernels where a ratio is far from 1 and says which emission would close the gap.\n\n")
}

// explain lists the differences in code facts between ours and its peer
// that bear on speed.
func explain(ours, peer *build) string {
	var diffs []string
	o, c := ours.asm, peer.asm
	switch {
	case o.packedFP == 0 && c.packedFP > 0:
		diffs = append(diffs, fmt.Sprintf("ours is not vectorized (%d scalar FP instructions) where %s is (%d packed)", o.scalarFP, peer.cfg.name, c.packedFP))
	case o.packedFP > 0 && c.packedFP == 0:
		diffs = append(diffs, fmt.Sprintf("ours is vectorized (%d packed FP instructions) where %s is not", o.packedFP, peer.cfg.name))
	case o.packedFP != c.packedFP:
		diffs = append(diffs, fmt.Sprintf("packed FP instructions: ours %d, %s %d (different unrolling or loop versions)", o.packedFP, peer.cfg.name, c.packedFP))
	}
	if o.barriers() != c.barriers() {
		diffs = append(diffs, fmt.Sprintf("barrier call sites: ours %d, %s %d", o.barriers(), peer.cfg.name, c.barriers()))
	}
	if peer.ir.found && ours.ir.memchecks >= 0 && peer.ir.memchecks >= 0 && ours.ir.memchecks != peer.ir.memchecks {
		diffs = append(diffs, fmt.Sprintf("run-time alias checks: ours %d, %s %d", ours.ir.memchecks, peer.cfg.name, peer.ir.memchecks))
	}
	if peer.ir.found && ours.ir.noalias != peer.ir.noalias {
		diffs = append(diffs, fmt.Sprintf("noalias parameters: ours %d, %s %d", ours.ir.noalias, peer.cfg.name, peer.ir.noalias))
	}
	if oc, cc := o.runtimeCalls(), c.runtimeCalls(); oc != cc {
		diffs = append(diffs, fmt.Sprintf("runtime calls: ours `%s`, %s `%s`", oc, peer.cfg.name, cc))
	}
	if len(diffs) == 0 {
		return "The code facts do not differ; look at the loop bodies (`--keep`)."
	}
	return strings.Join(diffs, "; ") + "."
}

// configColors gives each configuration a color: blue for gcc, its
// libgomp lowering and variants in oranges; green for clang, its iomp
// lowering and variants in purples.
var configColors = map[string]string{
	"gcc": "#4e79a7", "ours-libgomp": "#f28e2b", "ours-libgomp-be": "#f5ad5f", "ours-libgomp-be-unroll": "#f9cc96",
	"clang": "#59a14f", "ours-iomp": "#b07aa1", "ours-iomp-be": "#c99bbd", "ours-iomp-be-unroll": "#dfc0d7",
}

// svg draws, per kernel, each configuration's median kernel time as a
// bar with a whisker from its fastest to its slowest run, labeled with
// the ratio to its peer.
func (r *report) svg() string {
	const (
		left   = 200
		barMax = 480.0
		top    = 60
		rowH   = 18
		barH   = 13
		gap    = 26
	)
	var maxT time.Duration
	for _, b := range r.builds {
		_, hi := b.spread()
		maxT = max(maxT, b.median(), hi)
	}
	x := func(d time.Duration) float64 {
		if maxT <= 0 {
			return left
		}
		return left + float64(d)/float64(maxT)*barMax
	}
	height := top + 20
	for _, k := range r.opts.kernels {
		height += gap
		for _, b := range r.builds {
			if b.kernel.name == k {
				height += rowH
			}
		}
	}
	width := left + int(barMax) + 130
	c := benchkit.NewSVG(width, height, 11, "OpenMP kernels, 2 threads: strata's DSL lowering vs gcc and clang-16, -O3",
		fmt.Sprintf("median kernel time of %d runs; whisker = fastest to slowest; (ratio to gcc for libgomp, to clang for iomp)", r.opts.runs))
	y := float64(top)
	for _, k := range r.opts.kernels {
		y += gap
		c.Bold(10, y-6, k)
		for _, bd := range r.builds {
			if bd.kernel.name != k {
				continue
			}
			med := bd.median()
			lo, hi := bd.spread()
			c.Label(left-6, y+barH-2, bd.cfg.name)
			c.Bar(left, y, x(med)-left, barH, configColors[bd.cfg.name])
			mid := y + barH/2.0
			c.Printf(`<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="black"/>`+"\n", x(lo), mid, x(hi), mid)
			label := benchkit.FormatDuration(med)
			if ratio, ok := r.peerRatio(bd); ok {
				label += " (" + benchkit.FormatRatio(ratio) + ")"
			}
			c.Text(max(x(med), x(hi))+4, y+barH-2, label)
			y += rowH
		}
	}
	return c.String()
}

package main

import (
	"fmt"
	"strings"
	"time"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

// figures are what the report says about one kernel.
type figures struct {
	engine, nullobs, native, lli time.Duration // median kernel times
	engineWall                   time.Duration
	ratio, lliRatio, obsRatio    float64 // paired: engine/native, lli/native, nullobs/engine
	obsCPU                       float64 // paired: nullobs/engine CPU time (user+system)
	opsPerSec, countedOpsPerSec  float64
}

func figuresOf(b *build) figures {
	k := func(cfg string) []time.Duration { return benchkit.Kernels(b.samples[cfg]) }
	f := figures{
		engine: benchkit.Median(k("engine")), nullobs: benchkit.Median(k("engine-nullobs")),
		native: benchkit.Median(k("native-O0")), lli: benchkit.Median(k("lli")),
		engineWall: benchkit.Median(b.walls["engine"]),
	}
	f.ratio, _ = benchkit.PairedRatio(k("engine"), k("native-O0"))
	f.lliRatio, _ = benchkit.PairedRatio(k("lli"), k("native-O0"))
	f.obsRatio, _ = benchkit.PairedRatio(k("engine-nullobs"), k("engine"))
	f.obsCPU, _ = benchkit.PairedRatio(b.cpus["engine-nullobs"], b.cpus["engine"])
	f.opsPerSec = benchkit.Div(float64(b.ops), f.engineWall.Seconds())
	f.countedOpsPerSec = benchkit.Div(float64(b.ops), b.countedSecs)
	return f
}

func summaryTable(builds []*build) string {
	var s strings.Builder
	fmt.Fprintf(&s, "%-10s %14s %12s %12s %10s %12s %10s %16s %10s %10s\n", "kernel", "engine ops", "engine", "native -O0", "ratio", "lli", "lli ratio", "engine Mops/s", "observer", "obs CPU")
	for _, b := range builds {
		f := figuresOf(b)
		fmt.Fprintf(&s, "%-10s %14d %12s %12s %10s %12s %10s %16.0f %+9.1f%% %+9.1f%%\n", b.k.name, b.ops,
			benchkit.FormatDuration(f.engine), benchkit.FormatDuration(f.native), benchkit.FormatRatio(f.ratio),
			benchkit.FormatDuration(f.lli), benchkit.FormatRatio(f.lliRatio), f.opsPerSec/1e6, 100*(f.obsRatio-1), 100*(f.obsCPU-1))
	}
	return s.String()
}

func verdict(ok bool) string {
	if ok {
		return "met"
	}
	return "**not met**"
}

func report(builds []*build, par []parallelRun, o options, m benchkit.Machine, rev, llcVersion string) (string, string) {
	var s strings.Builder
	s.WriteString("# bench/interp: strata-run against native -O0 (and lli-14)\n\n")
	s.WriteString(m.BusyNote(""))
	fmt.Fprintf(&s, "Kernels at the llvm-dialect level (`strata-cc -O0 -emit-mlir=llvm`), scale %d, %s after %d warm-up; rounds interleave the four configurations in a rotating order. Every run printed the same checksum.\n\n",
		o.scale, benchkit.MedianOf(o.runs), o.warmup)
	s.WriteString("| kernel | what | engine ops | engine | native -O0 | **engine / native** | lli-14 | lli / native | engine ops/s | ops/s with --stats | observer overhead (CPU) | observer (kernel wall) |\n| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n")
	worstRatio, minOps, worstObs := 0.0, 0.0, -1.0
	for i, b := range builds {
		f := figuresOf(b)
		fmt.Fprintf(&s, "| %s | %s | %s | %s | %s | **%s** | %s | %s | %.0f M | %.0f M | %+.1f%% | %+.1f%% |\n", b.k.name, b.k.what, benchkit.FormatCount(int(b.ops)),
			benchkit.FormatDuration(f.engine), benchkit.FormatDuration(f.native), benchkit.FormatRatio(f.ratio),
			benchkit.FormatDuration(f.lli), benchkit.FormatRatio(f.lliRatio), f.opsPerSec/1e6, f.countedOpsPerSec/1e6, 100*(f.obsCPU-1), 100*(f.obsRatio-1))
		worstRatio = max(worstRatio, f.ratio)
		worstObs = max(worstObs, f.obsCPU-1)
		if i == 0 || f.opsPerSec < minOps {
			minOps = f.opsPerSec
		}
	}
	s.WriteString(`
Columns: median kernel times (each program times its kernel with
clock_gettime); **engine / native** and lli / native are the medians of the
per-round ratios; engine ops/s is the ops strata-run --stats counts for the
whole program over the median wall time of an uncounted run (parse, compile
and initialization included, so a lower bound). --stats counts the
instructions of the plain translation of the program (about one an op):
the engine's optimizations (locals in slots, fused instructions) are off
while it counts, so the count measures the program's work and does not
shrink with them; "ops/s with --stats" is what that counted, unoptimized
run reports. The observer overhead (CPU) is the median per-round ratio of
the CPU time (user+system) of strata-run --null-observer (a memory
observer that does nothing, attached with Memory.SetObserver) over that of
strata-run, minus one: CPU time leaves out the time a process waits for a
processor, which is most of the noise of a shared machine, so it is the
steady measure and the one the aim is judged on; "observer (kernel wall)"
is the same ratio of the kernel times, for information.

`)
	fmt.Fprintf(&s, "## Aims\n\n| aim | measured | verdict |\n| --- | --- | --- |\n")
	fmt.Fprintf(&s, "| engine within 25x of native -O0 | worst %s | %s |\n", benchkit.FormatRatio(worstRatio), verdict(worstRatio <= 25))
	fmt.Fprintf(&s, "| at least 150 million ops/s on one core | lowest %.0f million | %s |\n", minOps/1e6, verdict(minOps >= 150e6))
	fmt.Fprintf(&s, "| observer hook overhead under 10%% | worst %+.1f%% (CPU time) | %s |\n", 100*worstObs, verdict(worstObs < 0.10))
	s.WriteString(parallelAims(par))
	s.WriteString(parallelSection(par))
	s.WriteString(`
## lli-14

Debian's lli-14 JIT-compiles even with --force-interpreter, so it is
native code, not an interpreter baseline: it is here for information (its
kernel time excludes the JIT's compile time, which happens before the
program reads its clock).

## Setup

`)
	fmt.Fprintf(&s, "- machine: %s\n", m)
	fmt.Fprintf(&s, "- Go %s; %s; checkout %s\n", m.GoVersion, llcVersion, rev)
	fmt.Fprintf(&s, "- command: `%s`\n\n", benchkit.Command("interp", o.args))
	s.WriteString("## Raw samples (kernel time / wall time)\n\n")
	for _, b := range builds {
		fmt.Fprintf(&s, "- %s:", b.k.name)
		for _, c := range configs {
			var xs []string
			for _, r := range b.samples[c] {
				xs = append(xs, benchkit.FormatDuration(r.Kernel)+"/"+benchkit.FormatDuration(r.Wall))
			}
			fmt.Fprintf(&s, " %s %s;", c, strings.Join(xs, " "))
		}
		s.WriteString("\n")
	}
	return s.String(), chart(builds)
}

// chart draws engine/native and lli/native per kernel on a log-free linear
// scale up to the largest ratio, with the 25x aim dashed.
func chart(builds []*build) string {
	const left, width, rowH = 110.0, 520.0, 44.0
	top := 60.0
	h := int(top + rowH*float64(len(builds)) + 40)
	c := benchkit.NewSVG(int(left+width+90), h, 12, "strata-run / native -O0 (kernel time)", "median per-round ratio; dashed: the 25x aim; lli-14 for information")
	maxR := 30.0
	for _, b := range builds {
		f := figuresOf(b)
		maxR = max(maxR, f.ratio*1.1)
	}
	x := func(r float64) float64 { return left + width*r/maxR }
	for i, b := range builds {
		f := figuresOf(b)
		y := top + rowH*float64(i)
		c.Label(left-8, y+14, b.k.name)
		c.Bar(left, y, x(f.ratio)-left, 16, "#4477aa")
		c.Text(x(f.ratio)+4, y+13, "engine "+benchkit.FormatRatio(f.ratio))
		c.Bar(left, y+18, x(f.lliRatio)-left, 10, "#bbbbbb")
		c.Text(x(f.lliRatio)+4, y+28, "lli "+benchkit.FormatRatio(f.lliRatio))
	}
	c.Dashed(x(25), top-6, x(25), top+rowH*float64(len(builds)), "#cc3311")
	c.Note(x(25), top-10, "#cc3311", "25x")
	return c.String()
}

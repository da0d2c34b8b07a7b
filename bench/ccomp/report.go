package main

import (
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

// The aims of issue 15 for strata-cc, at the LARGE size with 2 threads.
const (
	aimGeomean    = 1.00 // geometric mean of the time ratios against each peer
	aimMaxRatio   = 1.10 // no kernel's time ratio above this
	aimCompileGeo = 1.00 // compile time, strata-cc / clang-16
)

// result is a whole run, what the report is made from.
type result struct {
	opts    options
	env     environment
	kernels []*kernelResult
}

// aimThreads is the thread count the time aims are judged at: 2 when it
// was timed, else the largest.
func (r *result) aimThreads() int {
	if slices.Contains(r.opts.threads, 2) {
		return 2
	}
	return r.opts.threads[len(r.opts.threads)-1]
}

// median is a configuration's median kernel time at threads threads.
func (k *kernelResult) median(config string, threads int) (time.Duration, bool) {
	b := k.bins[config]
	if !b.built() || b.runErr != "" || len(b.times[threads]) == 0 {
		return 0, false
	}
	return benchkit.Median(b.times[threads]), true
}

// ratio is ours' median kernel time over the peer's.
func (k *kernelResult) ratio(p pair, threads int) (float64, bool) {
	a, ok := k.median(p.ours, threads)
	b, okb := k.median(p.peer, threads)
	if !ok || !okb || a <= 0 || b <= 0 {
		return 0, false
	}
	return float64(a) / float64(b), true
}

// speedup is a configuration's time with one thread over its time with
// threads threads.
func (k *kernelResult) speedup(config string, threads int) (float64, bool) {
	one, ok := k.median(config, 1)
	t, okt := k.median(config, threads)
	if !ok || !okt || t <= 0 {
		return 0, false
	}
	return float64(one) / float64(t), true
}

// compileRatio is strata-cc's median compile time over clang-16's.
func (k *kernelResult) compileRatio() (float64, bool) {
	a, b := k.compileMedian("strata-cc"), k.compileMedian("clang-16")
	if a <= 0 || b <= 0 {
		return 0, false
	}
	return float64(a) / float64(b), true
}

func (k *kernelResult) compileMedian(cc string) time.Duration {
	if k.compileErr[cc] != "" || len(k.compile[cc]) == 0 {
		return 0
	}
	return benchkit.Summarize(k.compile[cc]).WallMed
}

// stats summarizes ratios over the kernels.
type stats struct {
	n         int
	geomean   float64
	max       float64
	maxKernel string
	over      []string // kernels above aimMaxRatio
}

func summarize(names []string, xs []float64, limit float64) stats {
	var s stats
	sum := 0.0
	for i, x := range xs {
		if x <= 0 {
			continue
		}
		s.n++
		sum += math.Log(x)
		if x > s.max {
			s.max, s.maxKernel = x, names[i]
		}
		if limit > 0 && x > limit {
			s.over = append(s.over, names[i])
		}
	}
	if s.n > 0 {
		s.geomean = math.Exp(sum / float64(s.n))
	}
	return s
}

// ratioStats are a pair's ratios over the kernels at threads threads.
func (r *result) ratioStats(p pair, threads int) stats {
	var names []string
	var xs []float64
	for _, k := range r.kernels {
		if x, ok := k.ratio(p, threads); ok {
			names, xs = append(names, k.name), append(xs, x)
		}
	}
	return summarize(names, xs, aimMaxRatio)
}

func (r *result) speedupStats(config string, threads int) stats {
	var names []string
	var xs []float64
	for _, k := range r.kernels {
		if x, ok := k.speedup(config, threads); ok {
			names, xs = append(names, k.name), append(xs, x)
		}
	}
	return summarize(names, xs, 0)
}

func (r *result) compileStats() stats {
	var names []string
	var xs []float64
	for _, k := range r.kernels {
		if x, ok := k.compileRatio(); ok {
			names, xs = append(names, k.name), append(xs, x)
		}
	}
	return summarize(names, xs, aimCompileGeo)
}

// barrierKernels are the kernels whose every configuration was built:
// the barrier sums run over them, so that they compare.
func (r *result) barrierKernels() []*kernelResult {
	var ks []*kernelResult
	for _, k := range r.kernels {
		all := true
		for _, c := range r.opts.configs {
			all = all && k.bins[c].built()
		}
		if all {
			ks = append(ks, k)
		}
	}
	return ks
}

// barrierSums are each configuration's barrier and region counts over
// barrierKernels.
func (r *result) barrierSums() (barriers, regions map[string]int) {
	barriers, regions = map[string]int{}, map[string]int{}
	for _, k := range r.barrierKernels() {
		for _, c := range r.opts.configs {
			bc := countBarriers(k.bins[c].sites)
			barriers[c] += bc.total
			regions[c] += bc.forks
		}
	}
	return barriers, regions
}

// peerMin is the fewer of gcc's and clang's counts, false when neither
// was built.
func peerMin(counts map[string]int, have func(string) bool) (int, bool) {
	m, ok := 0, false
	for _, p := range []string{"gcc", "clang"} {
		if have(p) && (!ok || counts[p] < m) {
			m, ok = counts[p], true
		}
	}
	return m, ok
}

// failures lists what went wrong: failed builds and runs, and dumps
// that fail or differ.
func (r *result) failures() []string {
	var fs []string
	for _, k := range r.kernels {
		for _, c := range r.opts.configs {
			b := k.bins[c]
			switch {
			case b == nil:
			case b.buildErr != "":
				fs = append(fs, fmt.Sprintf("%s %s: build failed: %s", k.name, c, firstLine(b.buildErr)))
			case b.runErr != "":
				fs = append(fs, fmt.Sprintf("%s %s: run failed: %s", k.name, c, firstLine(b.runErr)))
			}
			if d := k.dump.by[c]; d != nil {
				switch {
				case d.err != "":
					fs = append(fs, fmt.Sprintf("%s %s: dump failed: %s", k.name, c, firstLine(d.err)))
				case d.diff != "":
					fs = append(fs, fmt.Sprintf("%s %s: DUMP DIFFERS from %s: %s", k.name, c, k.dump.reference, d.diff))
				}
			}
		}
		for _, cc := range compileCompilers {
			if e := k.compileErr[cc]; e != "" {
				fs = append(fs, fmt.Sprintf("%s: compile-time run of %s failed: %s", k.name, cc, firstLine(e)))
			}
		}
	}
	return fs
}

func ratioCell(x float64, ok bool) string {
	if !ok {
		return ""
	}
	return benchkit.FormatRatio(x)
}

// aimRatioCell writes a ratio, bold when it is above the aim.
func aimRatioCell(x float64, ok bool) string {
	if !ok {
		return ""
	}
	if x > aimMaxRatio {
		return "**" + benchkit.FormatRatio(x) + "**"
	}
	return benchkit.FormatRatio(x)
}

func durCell(d time.Duration, ok bool) string {
	if !ok {
		return ""
	}
	return benchkit.FormatDuration(d)
}

func met(ok bool) string {
	if ok {
		return "met"
	}
	return "**missed**"
}

// table is the console summary: times and ratios at the aims' thread
// count.
func (r *result) table() string {
	var b strings.Builder
	t := r.aimThreads()
	w := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	head := []string{"kernel"}
	for _, c := range r.opts.configs {
		head = append(head, fmt.Sprintf("%s/%d", c, t))
	}
	for _, p := range pairs {
		head = append(head, p.String())
	}
	fmt.Fprintln(w, strings.Join(head, "\t"))
	for _, k := range r.kernels {
		row := []string{k.name}
		for _, c := range r.opts.configs {
			row = append(row, durCell(k.median(c, t)))
		}
		for _, p := range pairs {
			row = append(row, ratioCell(k.ratio(p, t)))
		}
		fmt.Fprintln(w, strings.Join(row, "\t"))
	}
	row := []string{"geomean"}
	for range r.opts.configs {
		row = append(row, "")
	}
	for _, p := range pairs {
		s := r.ratioStats(p, t)
		row = append(row, ratioCell(s.geomean, s.n > 0))
	}
	fmt.Fprintln(w, strings.Join(row, "\t"))
	w.Flush()
	bs, _ := r.barrierSums()
	var parts []string
	for _, c := range r.opts.configs {
		parts = append(parts, fmt.Sprintf("%s %d", c, bs[c]))
	}
	fmt.Fprintf(&b, "barrier call sites: %s\n", strings.Join(parts, ", "))
	if cs := r.compileStats(); cs.n > 0 {
		fmt.Fprintf(&b, "compile time strata-cc / clang-16: geomean %s, max %s (%s)\n", benchkit.FormatRatio(cs.geomean), benchkit.FormatRatio(cs.max), cs.maxKernel)
	}
	return b.String()
}

// write writes report.md and the charts to dir.
func (r *result) write(dir string, progress io.Writer) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	files := []struct{ name, text string }{
		{"report.md", r.markdown()},
		{"ratios.svg", r.ratioSVG()},
		{"speedup.svg", r.speedupSVG()},
		{"compile.svg", r.compileSVG()},
	}
	var names []string
	for _, f := range files {
		if f.text == "" {
			os.Remove(filepath.Join(dir, f.name))
			continue
		}
		if err := os.WriteFile(filepath.Join(dir, f.name), []byte(f.text), 0o644); err != nil {
			return err
		}
		names = append(names, f.name)
	}
	fmt.Fprintf(progress, "wrote %s in %s\n", strings.Join(names, ", "), dir)
	return nil
}

func (r *result) command() string {
	return benchkit.Command("ccomp", r.opts.args)
}

// hasConfig reports whether the run built config.
func (r *result) hasConfig(c string) bool { return slices.Contains(r.opts.configs, c) }

func (r *result) markdown() string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	t := r.aimThreads()
	p("# ccomp: strata-cc vs gcc and clang-16 on the OpenMP C kernels\n\n")
	p("The %s of `bench/kernels` (PolyBench-style OpenMP C, one file each with `harness.h`), at the **%s** size, each built four ways: `strata-cc -O3 -fopenmp=libomp` (*strata-iomp*, LLVM's libomp as clang uses), `strata-cc -O3 -fopenmp` (*strata-libgomp*, as gcc), `gcc -O3 -fopenmp` and `clang-16 -O3 -fopenmp`, all with `-lm` and no other flag. Times are the kernels' own (`-DKERNEL_TIME`: `omp_get_wtime` around the kernel call), the median of %s; a round runs every configuration at every thread count (%s) once, in an order that rotates from round to round. No time is asserted.\n\n",
		benchkit.Plural(len(r.kernels), "kernel"), strings.ToUpper(r.opts.size), benchkit.Plural(r.opts.runs, "measured round"), joinInts(r.opts.threads))
	if fs := r.failures(); len(fs) > 0 {
		p("## FAILURES\n\n**%s.** The benchmark exits 1.\n\n", benchkit.Plural(len(fs), "failure"))
		for _, f := range fs {
			p("- %s\n", benchkit.Cell(f))
		}
		p("\nDetails below (*Failed builds and runs*).\n\n")
	}
	p("%s", r.busyNote())
	r.aimsSection(p, t)
	for i := len(r.opts.threads) - 1; i >= 0; i-- {
		r.timesSection(p, r.opts.threads[i], i == len(r.opts.threads)-1)
	}
	r.speedupSection(p)
	r.barrierSection(p)
	r.compileSection(p)
	r.dumpSection(p)
	r.failureDetails(p)
	r.setupSection(p)
	r.rawSection(p)
	p("## Reproduce\n\n```\n%s\n```\n\nAdd `--keep` to keep the binaries and dumps. See bench/README.md.\n", r.command())
	return b.String()
}

// busyNote is the note the report opens with when the machine was busy
// (benchkit.Machine.Busy, or a kernel's rounds began at a 1-minute load
// above half the CPUs), "" when it was not.
func (r *result) busyNote() string {
	lo, hi, n := 0.0, 0.0, 0
	for _, k := range r.kernels {
		if x, ok := loadOne(k.load); ok {
			if n == 0 || x < lo {
				lo = x
			}
			hi = max(hi, x)
			n++
		}
	}
	_, busy := r.env.Busy()
	if !busy && !(n > 0 && hi > float64(r.env.NCPU)/2) {
		return ""
	}
	kernels := ""
	if n > 0 {
		kernels = fmt.Sprintf("; %.2f to %.2f when the kernels' rounds began", lo, hi)
	}
	return fmt.Sprintf("**Note:** the machine was busy (1-minute load average %s before the runs, %s after%s, on %d CPUs): other work competed for the CPUs, so the kernel times are inflated and noisy, the 2-thread ones most: with 2 threads on 2 cores, any other work takes a core from a team, which can make 2 threads slower than 1. Every configuration of a kernel ran in the same rotating rounds, so the ratios are fairer than the times, and the 1-thread ratios the steadiest; rerun when the machine is quiet.\n\n",
		firstField(r.env.LoadBefore), firstField(r.env.LoadAfter), kernels, r.env.NCPU)
}

// loadOne is the 1-minute figure of a load average as LoadAvg writes it.
func loadOne(load string) (float64, bool) {
	x, err := strconv.ParseFloat(firstField(load), 64)
	return x, err == nil
}

func firstField(s string) string {
	if f := strings.Fields(s); len(f) > 0 {
		return f[0]
	}
	return ""
}

func joinInts(xs []int) string {
	var ss []string
	for _, x := range xs {
		ss = append(ss, strconv.Itoa(x))
	}
	return strings.Join(ss, " and ")
}

func (r *result) aimsSection(p func(string, ...any), t int) {
	p("## Aims\n\n")
	if r.opts.size != "large" || t != 2 {
		p("The aims are stated for the LARGE size with 2 threads; this run is at %s with %d, so the verdicts below are only indicative.\n\n", strings.ToUpper(r.opts.size), t)
	}
	p("| aim | measured | verdict |\n| --- | --- | --- |\n")
	for _, pr := range pairs {
		if !r.hasConfig(pr.ours) || !r.hasConfig(pr.peer) {
			continue
		}
		s := r.ratioStats(pr, t)
		if s.n == 0 {
			p("| %s, %d threads: geomean ≤ %.2fx, no kernel above %.2fx | no kernel measured | **missed** |\n", pr, t, aimGeomean, aimMaxRatio)
			continue
		}
		over := "none above " + benchkit.FormatRatio(aimMaxRatio)
		if len(s.over) > 0 {
			over = fmt.Sprintf("%d above %s: %s", len(s.over), benchkit.FormatRatio(aimMaxRatio), strings.Join(s.over, ", "))
		}
		p("| %s, %d threads: geomean ≤ %.2fx, no kernel above %.2fx | geomean **%s** over %s; max %s (%s); %s | %s |\n",
			pr, t, aimGeomean, aimMaxRatio, benchkit.FormatRatio(s.geomean), benchkit.Plural(s.n, "kernel"), benchkit.FormatRatio(s.max), s.maxKernel, over, met(s.geomean <= aimGeomean && len(s.over) == 0 && s.n == len(r.kernels)))
	}
	sums, _ := r.barrierSums()
	have := r.hasConfig
	if m, ok := peerMin(sums, have); ok {
		for _, c := range []string{"strata-iomp", "strata-libgomp"} {
			if !have(c) {
				continue
			}
			p("| %s: team-barrier call sites over the suite ≤ the fewer of gcc's and clang's | %d; gcc %s, clang %s (over %s) | %s |\n",
				c, sums[c], countOr(sums, "gcc", have), countOr(sums, "clang", have), benchkit.Plural(len(r.barrierKernels()), "kernel"), met(sums[c] <= m))
		}
	}
	if cs := r.compileStats(); cs.n > 0 {
		p("| compile time (`-c`), strata-cc / clang-16: geomean ≤ %.2fx | geomean **%s** over %s; max %s (%s); %d above 1.00x | %s |\n",
			aimCompileGeo, benchkit.FormatRatio(cs.geomean), benchkit.Plural(cs.n, "kernel"), benchkit.FormatRatio(cs.max), cs.maxKernel, len(cs.over), met(cs.geomean <= aimCompileGeo))
	}
	if r.opts.dump {
		same, n := 0, 0
		for _, k := range r.kernels {
			n++
			if k.dump.ok() && len(k.dump.by) == len(r.opts.configs) {
				same++
			}
		}
		p("| live-out dumps byte-identical across the configurations (%d threads) | %d of %s | %s |\n", r.opts.dumpThreads, same, benchkit.Plural(n, "kernel"), met(same == n))
	}
	p("\n")
}

func countOr(m map[string]int, c string, have func(string) bool) string {
	if !have(c) {
		return "not built"
	}
	return strconv.Itoa(m[c])
}

// misses lists the pairs whose ratio is above the aim for kernel k.
func (r *result) misses(k *kernelResult, t int) string {
	var ms []string
	for _, pr := range pairs {
		if x, ok := k.ratio(pr, t); ok && x > aimMaxRatio {
			ms = append(ms, pr.String())
		}
	}
	return strings.Join(ms, ", ")
}

func (r *result) timesSection(p func(string, ...any), t int, charted bool) {
	p("## Kernel times, %s\n\n", benchkit.Plural(t, "thread"))
	p("| kernel |")
	for _, c := range r.opts.configs {
		p(" %s |", c)
	}
	for _, pr := range pairs {
		p(" %s |", pr)
	}
	p(" above %s |\n| --- |%s%s --- |\n", benchkit.FormatRatio(aimMaxRatio), strings.Repeat(" ---: |", len(r.opts.configs)), strings.Repeat(" ---: |", len(pairs)))
	for _, k := range r.kernels {
		p("| %s |", k.name)
		for _, c := range r.opts.configs {
			d, ok := k.median(c, t)
			p(" %s |", durCell(d, ok))
		}
		for _, pr := range pairs {
			x, ok := k.ratio(pr, t)
			p(" %s |", aimRatioCell(x, ok))
		}
		p(" %s |\n", r.misses(k, t))
	}
	for _, row := range []string{"geometric mean", "max"} {
		p("| **%s** |%s", row, strings.Repeat(" |", len(r.opts.configs)))
		for _, pr := range pairs {
			s := r.ratioStats(pr, t)
			switch {
			case s.n == 0:
				p(" |")
			case row == "max":
				p(" %s (%s) |", benchkit.FormatRatio(s.max), s.maxKernel)
			default:
				p(" **%s** |", benchkit.FormatRatio(s.geomean))
			}
		}
		p(" |\n")
	}
	p("\nMedian kernel time; ratios are of the medians, ours / peer (below 1.00x strata-cc's build is faster). Ratios above %s are in bold, and the last column names the pairs above it.\n\n", benchkit.FormatRatio(aimMaxRatio))
	if charted {
		p("![time ratio against each peer, per kernel](ratios.svg)\n\n")
	}
}

func (r *result) speedupSection(p func(string, ...any)) {
	ts := r.opts.threads
	if !slices.Contains(ts, 1) || ts[len(ts)-1] == 1 {
		return
	}
	p("## Speedups\n\n")
	for _, t := range ts[1:] {
		p("Time with 1 thread over time with %d.\n\n| kernel |", t)
		for _, c := range r.opts.configs {
			p(" %s |", c)
		}
		p("\n| --- |%s\n", strings.Repeat(" ---: |", len(r.opts.configs)))
		for _, k := range r.kernels {
			p("| %s |", k.name)
			for _, c := range r.opts.configs {
				x, ok := k.speedup(c, t)
				p(" %s |", ratioCell(x, ok))
			}
			p("\n")
		}
		p("| **geometric mean** |")
		for _, c := range r.opts.configs {
			s := r.speedupStats(c, t)
			p(" **%s** |", ratioCell(s.geomean, s.n > 0))
		}
		p("\n\n")
	}
	p("![speedup per kernel](speedup.svg)\n\n")
}

func (r *result) barrierSection(p func(string, ...any)) {
	p("## Team barriers (static call sites)\n\n")
	p("Per binary (the `-DKERNEL_TIME` build at %s), from `objdump -d`: the team-barrier call sites, then the parallel regions (fork sites) in parentheses. A strata count above the fewer of gcc's and clang's is in bold.\n\n| kernel |", strings.ToUpper(r.opts.size))
	for _, c := range r.opts.configs {
		p(" %s |", c)
	}
	p(" what strata-iomp / strata-libgomp / gcc / clang count |\n| --- |%s --- |\n", strings.Repeat(" ---: |", len(r.opts.configs)))
	for _, k := range r.kernels {
		counts := map[string]int{}
		for _, c := range r.opts.configs {
			if k.bins[c].built() {
				counts[c] = countBarriers(k.bins[c].sites).total
			}
		}
		m, okm := peerMin(counts, func(c string) bool { return k.bins[c].built() })
		p("| %s |", k.name)
		var whats []string
		for _, c := range r.opts.configs {
			b := k.bins[c]
			if !b.built() {
				p(" failed |")
				whats = append(whats, "-")
				continue
			}
			bc := countBarriers(b.sites)
			cell := fmt.Sprintf("%d (%d)", bc.total, bc.forks)
			if strings.HasPrefix(c, "strata-") && okm && bc.total > m {
				cell = "**" + cell + "**"
			}
			p(" %s |", cell)
			w := bc.breakdown()
			if w == "" {
				w = "0"
			}
			whats = append(whats, w)
		}
		p(" %s |\n", strings.Join(whats, " / "))
	}
	sums, regions := r.barrierSums()
	p("| **sum** |")
	for _, c := range r.opts.configs {
		p(" **%d** (%d) |", sums[c], regions[c])
	}
	p(" over %s built in every configuration |\n\n", benchkit.Plural(len(r.barrierKernels()), "kernel"))
	p("%s\n\n", barrierDoc)
	p("<details><summary>All runtime call sites, per binary</summary>\n\n| kernel | configuration | call sites |\n| --- | --- | --- |\n")
	for _, k := range r.kernels {
		for _, c := range r.opts.configs {
			b := k.bins[c]
			if !b.built() {
				continue
			}
			var parts []string
			for _, sym := range sortedKeys(b.sites) {
				parts = append(parts, fmt.Sprintf("`%s` %d", sym, b.sites[sym]))
			}
			p("| %s | %s | %s |\n", k.name, c, strings.Join(parts, ", "))
		}
	}
	p("\n</details>\n\n")
}

func sortedKeys(m siteCounts) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

func (r *result) compileSection(p func(string, ...any)) {
	if r.opts.compileRuns == 0 {
		return
	}
	p("## Compile time\n\n")
	p("Wall time of `COMPILER -O3 -fopenmp -D%s -DKERNEL_TIME -c NAME.c -o NAME.o`, the median of %s in rotating order; user+sys includes the compiler's children (strata-cc runs LLVM 14's `opt` and `llc`). gcc is shown for comparison; the aim is against clang-16.\n\n",
		sizes[r.opts.size], benchkit.Plural(r.opts.compileRuns, "run"))
	p("| kernel | strata-cc | clang-16 | **strata-cc / clang-16** | gcc | strata-cc user+sys | clang-16 user+sys |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n")
	cell := func(k *kernelResult, cc string, cpu bool) string {
		if k.compileErr[cc] != "" {
			return "failed"
		}
		if len(k.compile[cc]) == 0 {
			return ""
		}
		s := benchkit.Summarize(k.compile[cc])
		if cpu {
			return benchkit.FormatDuration(s.CPUMed)
		}
		return benchkit.FormatDuration(s.WallMed)
	}
	for _, k := range r.kernels {
		x, ok := k.compileRatio()
		p("| %s | %s | %s | %s | %s | %s | %s |\n", k.name, cell(k, "strata-cc", false), cell(k, "clang-16", false), ratioCell(x, ok), cell(k, "gcc", false), cell(k, "strata-cc", true), cell(k, "clang-16", true))
	}
	if cs := r.compileStats(); cs.n > 0 {
		p("| **geometric mean** | | | **%s** | | | |\n", benchkit.FormatRatio(cs.geomean))
		p("| **max** | | | %s (%s) | | | |\n", benchkit.FormatRatio(cs.max), cs.maxKernel)
	}
	p("\n![compile time ratio per kernel](compile.svg)\n\n")
}

func (r *result) dumpSection(p func(string, ...any)) {
	if !r.opts.dump {
		return
	}
	p("## Live-out dumps\n\n")
	p("Each configuration's `-DKERNEL_DUMP` build at %s, run with OMP_NUM_THREADS=%d, prints the live-out arrays on stderr; every dump must be byte-identical to the first configuration's (bench/kernels/README.md, *Determinism*, says why they can be).\n\n", strings.ToUpper(r.opts.size), r.opts.dumpThreads)
	p("| kernel | size | sha256 | result |\n| --- | ---: | --- | --- |\n")
	for _, k := range r.kernels {
		ref := k.dump.by[k.dump.reference]
		size, sum := "", ""
		if ref != nil {
			size, sum = benchkit.FormatBytes(ref.bytes), "`"+ref.sha256[:16]+"`"
		}
		var bad []string
		for _, c := range r.opts.configs {
			d := k.dump.by[c]
			switch {
			case !k.bins[c].built():
				bad = append(bad, c+": not built")
			case d == nil:
			case d.err != "":
				bad = append(bad, c+": "+firstLine(d.err))
			case d.diff != "":
				bad = append(bad, fmt.Sprintf("**%s DIFFERS** from %s (%s, sha256 `%s`): %s", c, k.dump.reference, benchkit.FormatBytes(d.bytes), d.sha256[:16], d.diff))
			}
		}
		res := fmt.Sprintf("identical in all %d", len(k.dump.by))
		if len(bad) > 0 {
			res = strings.Join(bad, "; ")
		}
		p("| %s | %s | %s | %s |\n", k.name, size, sum, benchkit.Cell(res))
	}
	p("\n")
}

func (r *result) failureDetails(p func(string, ...any)) {
	var lines []string
	for _, k := range r.kernels {
		for _, c := range r.opts.configs {
			b := k.bins[c]
			if b == nil {
				continue
			}
			if b.buildErr != "" {
				lines = append(lines, fmt.Sprintf("### %s, %s: build failed\n\n```\n%s\n```\n", k.name, c, strings.TrimSpace(benchkit.FirstLines(b.buildErr, 40))))
			}
			if b.runErr != "" {
				lines = append(lines, fmt.Sprintf("### %s, %s: run failed\n\n`%s`\n\n```\n%s\n```\n", k.name, c, b.cmdLine, strings.TrimSpace(benchkit.FirstLines(b.runErr, 40))))
			}
		}
		for _, cc := range compileCompilers {
			if e := k.compileErr[cc]; e != "" {
				lines = append(lines, fmt.Sprintf("### %s, %s -c: failed\n\n```\n%s\n```\n", k.name, cc, strings.TrimSpace(benchkit.FirstLines(e, 40))))
			}
		}
	}
	if len(lines) == 0 {
		return
	}
	p("## Failed builds and runs\n\n%s\n", strings.Join(lines, "\n"))
}

func (r *result) setupSection(p func(string, ...any)) {
	p("## Setup\n\n")
	p("- **machine**: %s\n", r.env.Machine)
	p("- **compilers**: strata-cc (%s, tree %s), driving LLVM 14's `opt` and `llc` and linking with the system's cc; %s; %s", r.env.versions["strata-cc"], orUnknown(r.env.revision), r.env.versions["gcc"], r.env.versions["clang-16"])
	if len(r.env.clangLink) > 0 {
		p(", linking libomp with `%s`", strings.Join(r.env.clangLink, " "))
	}
	p("\n- **runtimes**: libgomp (gcc's) for strata-libgomp and gcc; LLVM 16's libomp for strata-iomp and clang\n")
	p("- **environment of the runs**: the driver's, without `OMP_*`, `GOMP_*` and `KMP_*`, with `OMP_NUM_THREADS` set; the runtimes' defaults otherwise\n")
	p("- **disassembler**: %s\n- **driver**: built with %s\n\n", r.env.versions["objdump"], r.env.GoVersion)
	p("| configuration | build of NAME (timing; the dump build has `-DKERNEL_DUMP` for `-DKERNEL_TIME`) |\n| --- | --- |\n")
	for _, c := range r.opts.configs {
		cfg, _ := lookupConfig(c)
		args := append(append([]string{}, cfg.flags...), "-D"+sizes[r.opts.size], "-DKERNEL_TIME", "NAME.c", "-o", "NAME", "-lm")
		if cfg.compiler == "clang-16" {
			args = append(args, r.env.clangLink...)
		}
		p("| %s | `%s` |\n", c, shellLine(cfg.compiler, args))
	}
	p("\n")
}

func orUnknown(s string) string {
	if s == "" {
		return "unknown"
	}
	return s
}

func (r *result) rawSection(p func(string, ...any)) {
	p("## Raw samples\n\n<details><summary>Kernel time of every measured run, in order, and the load average when the kernel's rounds began</summary>\n\n| kernel | load | configuration | threads | runs |\n| --- | --- | --- | ---: | --- |\n")
	for _, k := range r.kernels {
		for _, c := range r.opts.configs {
			b := k.bins[c]
			if !b.built() {
				continue
			}
			for _, t := range r.opts.threads {
				var cells []string
				for _, d := range b.times[t] {
					cells = append(cells, benchkit.FormatDuration(d))
				}
				p("| %s | %s | %s | %d | %s |\n", k.name, k.load, c, t, strings.Join(cells, ", "))
			}
		}
	}
	p("\n</details>\n\n")
}

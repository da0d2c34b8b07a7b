// Command irparse benchmarks parsing, verifying and printing a large
// generic-form MLIR file with strata (tools/strata-opt) against
// mlir-opt-16, side by side in the same run.
//
// Run it from the module root:
//
//	go run ./bench/irparse [flags]
//
// It builds ours, generates a deterministic workload of --ops operations
// into a temporary directory, runs both tools alternately, checks that
// both succeed and that each re-parses the other's output to the same IR,
// prints a table of medians and ratios ours/peer, and writes report.md
// and chart.svg to the --out directory. It never asserts a time; see
// bench/README.md.
package main

import (
	"context"
	"fmt"
	"github.com/strata-ir/strata/bench/internal/benchkit"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"time"
)

const usageHead = `Usage: go run ./bench/irparse [flags]

Benchmarks parse + verify + print of a large MLIR file in the generic form:
strata's tools/strata-opt (ours) against mlir-opt-16 (peer). It builds ours,
generates a deterministic workload of exactly --ops operations (builtin,
func, arith, cf and scf ops: many functions with nested scf.for, scf.if and
scf.while regions, cf.cond_br, cf.br and cf.switch CFGs with block
arguments, constants with attributes), runs both tools alternately after a
warm-up, and reports the median wall time, user+sys time and max RSS of
each and the ratios ours/peer. Targets: wall time at most 2x the peer's,
max RSS at most 1.0x.

Both tools run as "TOOL [--mlir-print-op-generic] -o OUT INPUT". Each run
must exit 0. After the measured runs each tool re-parses the other's
output, which must give the IR its own output holds (compared byte for
byte), so a fast wrong answer cannot pass.

Scenarios (--scenario, comma-separated, or "all"):
  generic  print in the generic form (--mlir-print-op-generic); the target
  custom   print in the custom (pretty) form

Ours (--ours):
  auto        tools/strata-opt if it builds and runs, else miniopt
  strata-opt  go build ./tools/strata-opt
  miniopt     go build ./bench/irparse/miniopt, the benchmark's own
              parse + verify + print driver over the same packages
  PATH        a given binary

--scaling also measures N/10 and 10N operations (the generic scenario) and
reports the time per operation and T(N)/T(N/10). 10N gets --scaling-runs
runs without warm-up, and runs a tool only if its estimates fit: max RSS
grown linearly from N within --max-mem-gib, and time grown from N by the
growth seen from N/10 to N within --timeout.

--profile profiles miniopt once at N (CPU, live heap, allocations, phase
times), times its phases at the other sizes, and quotes the pprof listings
in the report.

Flags (- and -- are equivalent):
`

const usageTail = `
Examples:
  go run ./bench/irparse                          # generic, 1M ops, 3 runs
  go run ./bench/irparse --scenario all --scaling --profile
  go run ./bench/irparse --ops 20000 --runs 2     # quick look
  go run ./bench/irparse --ours /usr/bin/mlir-opt-16   # peer vs itself: ratios near 1.00x
  go run ./bench/irparse --gen /tmp/w.mlir        # only write the workload
`

// options are the parsed command-line flags.
type options struct {
	scenarios []string
	ops       int
	seed      uint64
	runs      int
	warmup    int
	ours      string
	peer      string
	out       string
	genFile   string
	keep      bool
	timeout   time.Duration
	scaling   bool
	bigRuns   int
	profile   bool
	maxMemGiB float64
	args      []string // the flags as given, for the report
}

func main() { benchkit.Main("bench/irparse", run) }

func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := benchkit.NewFlagSet("bench/irparse", usageHead, usageTail, stderr)
	scenario := fs.String("scenario", "generic", "scenarios to run: `list` of generic, custom, or all")
	fs.IntVar(&o.ops, "ops", 1_000_000, "operations in the workload, `N`")
	fs.Uint64Var(&o.seed, "seed", 1, "workload generator seed")
	fs.IntVar(&o.runs, "runs", 3, "measured runs of each tool per scenario and size")
	fs.IntVar(&o.warmup, "warmup", 1, "unmeasured warm-up runs of each tool per scenario and size")
	fs.StringVar(&o.ours, "ours", "auto", "what to benchmark as ours: auto, strata-opt, miniopt or a binary's `path`")
	fs.StringVar(&o.peer, "peer", "mlir-opt-16", "reference mlir-opt `binary`")
	fs.StringVar(&o.out, "out", filepath.Join("bench", "results", "irparse"), "`directory` for report.md, chart.svg and profile listings")
	fs.StringVar(&o.genFile, "gen", "", "only write the workload to `file` and exit")
	fs.BoolVar(&o.keep, "keep", false, "keep the temporary work directory (workload, binaries, outputs, profiles)")
	fs.DurationVar(&o.timeout, "timeout", 10*time.Minute, "abort if one tool run takes longer than this; with --scaling,\nskip a tool at 10N whose run is estimated to take longer")
	fs.BoolVar(&o.scaling, "scaling", false, "also measure N/10 and 10N operations (generic scenario) and report time per op")
	fs.IntVar(&o.bigRuns, "scaling-runs", 1, "with --scaling, measured runs of each tool at 10N, without warm-up")
	fs.BoolVar(&o.profile, "profile", false, "after the timed runs, profile miniopt once on the generic scenario (CPU, heap, phases)\nand write the pprof listings profile-*.txt to --out")
	fs.Float64Var(&o.maxMemGiB, "max-mem-gib", 0, "with --scaling, skip a tool at 10N if its estimated max RSS exceeds this many `GiB`\n(0: half the memory available when the 10N step starts)")
	if err := benchkit.Parse(fs, args); err != nil {
		return o, err
	}
	o.args = args
	var err error
	if o.scenarios, err = benchkit.ParseList("scenario", *scenario, []string{"generic", "custom"}); err != nil {
		return o, err
	}
	switch {
	case o.ops < minOps:
		return o, fmt.Errorf("--ops must be at least %d, got %d", minOps, o.ops)
	case o.scaling && o.ops/10 < minOps:
		return o, fmt.Errorf("--scaling measures --ops/10 operations, which must be at least %d: use --ops %d or more", minOps, 10*minOps)
	case o.bigRuns < 1:
		return o, fmt.Errorf("--scaling-runs must be at least 1, got %d", o.bigRuns)
	case o.maxMemGiB < 0:
		return o, fmt.Errorf("--max-mem-gib must not be negative, got %v", o.maxMemGiB)
	}
	return o, benchkit.CheckRounds(o.runs, o.warmup, o.timeout)
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	o, err := parseFlags(args, stderr)
	if err != nil {
		return err
	}
	if o.genFile != "" {
		return genOnly(o, stdout, stderr)
	}

	// Tools run in the work directory, so relative paths must be resolved first.
	peer, err := benchkit.AbsLookPath(o.peer)
	if err != nil {
		return fmt.Errorf("peer mlir-opt: %w (install mlir-16-tools or pass --peer)", err)
	}
	work, cleanup, err := benchkit.WorkDir("strata-bench-irparse-", o.keep, stderr)
	if err != nil {
		return err
	}
	defer cleanup()
	env := environment(ctx, peer)

	b := builder{ctx: ctx, work: work, progress: stderr}
	ours, err := b.ours(o.ours, peer)
	if err != nil {
		return err
	}
	var miniopt string
	if o.profile {
		if miniopt = b.built["miniopt"]; miniopt == "" {
			fmt.Fprintf(stderr, "building ./bench/irparse/miniopt for profiling ...\n")
			if miniopt, err = b.build("miniopt", "./bench/irparse/miniopt"); err != nil {
				return err
			}
		}
	}

	r := &runner{
		o:       o,
		tools:   [2]tool{{"ours", ours.path}, {"peer", peer}},
		work:    work,
		miniopt: miniopt,
		root:    b.root,
		rep:     &report{opts: o, env: &env, ours: ours, peer: peer},
		stderr:  stderr,
	}
	sizes := []int{o.ops}
	if o.scaling {
		sizes = []int{o.ops / 10, o.ops, o.ops * 10}
	}
	for _, n := range sizes {
		if err := r.size(ctx, n); err != nil {
			return err
		}
	}
	rep := r.rep
	env.LoadAfter = benchkit.LoadAvg()

	printTable(stdout, rep.results)
	if len(rep.scaling) > 1 {
		fmt.Fprintln(stdout)
		printScaling(stdout, rep.scaling)
	}
	env.WarnIfBusy(stderr)
	if err := benchkit.WriteReport(o.out, rep.markdown(), rep.svg(), stderr); err != nil {
		return err
	}
	for _, res := range rep.results {
		if !res.cross.agree() {
			return fmt.Errorf("%s: the tools disagree on the IR (ours reading the peer's output: %s; the peer reading ours: %s)",
				res.variant.name, res.cross.again[0], res.cross.again[1])
		}
	}
	return nil
}

// runner measures the workload at each size.
type runner struct {
	o       options
	tools   [2]tool
	work    string
	miniopt string // for --profile, else ""
	root    string // module root, when miniopt was built
	rep     *report
	stderr  io.Writer
}

// size generates the workload of n operations and measures it: every
// scenario at --ops, with the cross-checks and the profile; only the
// generic scenario at the other scaling sizes, and at 10N only the tools
// whose estimates fit.
func (r *runner) size(ctx context.Context, n int) error {
	o, rep, stderr := r.o, r.rep, r.stderr
	main := n == o.ops
	which, phases := [2]bool{true, true}, r.miniopt != ""
	if n > o.ops {
		pl := planLarge(rep.scaling, n, o)
		for _, note := range pl.notes {
			fmt.Fprintf(stderr, "%s\n", note)
		}
		rep.scalingNotes = append(rep.scalingNotes, pl.notes...)
		which, phases = pl.run, phases && pl.fits[0]
		if !which[0] && !which[1] && !phases {
			return nil
		}
	}
	input := filepath.Join(r.work, "input-"+strconv.Itoa(n)+".mlir")
	fmt.Fprintf(stderr, "generating %s operations (seed %d) ...\n", benchkit.FormatCount(n), o.seed)
	t0 := time.Now()
	st, err := writeWorkload(input, genConfig{Ops: n, Seed: o.seed})
	if err != nil {
		return err
	}
	fmt.Fprintf(stderr, "generated %s MiB, %s lines, %d functions in %.1fs\n",
		benchkit.FormatMiB(st.Bytes), benchkit.FormatCount(st.Lines), st.Funcs, time.Since(t0).Seconds())
	if !o.keep {
		// The largest workloads take gigabytes.
		defer func() {
			os.Remove(input)
			for _, t := range r.tools {
				os.Remove(filepath.Join(r.work, t.name+".out"))
			}
		}()
	}

	scenarios := []string{"generic"}
	if main {
		rep.stats = st
		scenarios = o.scenarios
	}
	runs, warmup := o.runs, o.warmup
	if n > o.ops {
		runs, warmup = o.bigRuns, 0
	}
	for _, s := range scenarios {
		if !which[0] && !which[1] {
			break
		}
		v := variant{name: s, ops: n, input: input}
		if s == "generic" {
			v.flags = []string{"--mlir-print-op-generic"}
		}
		fmt.Fprintf(stderr, "[%s, N = %s] %d warm-up + %d measured runs per tool\n", s, benchkit.FormatCount(n), warmup, runs)
		res, err := measure(ctx, o, v, r.tools, which, r.work, runs, warmup, stderr)
		if err != nil {
			return fmt.Errorf("%s at N = %s: %w", s, benchkit.FormatCount(n), err)
		}
		if main {
			fmt.Fprintf(stderr, "[%s] cross-checking: each tool re-parses the other's output ...\n", s)
			if res.cross, err = crossCheck(ctx, o, v, r.tools, r.work); err != nil {
				return fmt.Errorf("%s: %w", s, err)
			}
			if !res.cross.agree() {
				fmt.Fprintf(stderr, "  warning: the tools disagree: ours reading the peer's output: %s; the peer reading ours: %s\n",
					res.cross.again[0], res.cross.again[1])
			}
			rep.results = append(rep.results, res)
		}
		if s == "generic" {
			rep.scaling = append(rep.scaling, res)
		}
	}

	switch {
	case !phases:
	case main:
		fmt.Fprintf(stderr, "profiling miniopt once on the generic scenario ...\n")
		if rep.profile, err = profile(ctx, o, r.miniopt, r.work, input, r.root); err != nil {
			return err
		}
		rep.phases = append(rep.phases, rep.profile.phases)
	default:
		// Every phase, except the verifier at 10N when ours is predicted
		// too slow to run there.
		verify := n < o.ops || which[0]
		fmt.Fprintf(stderr, "timing miniopt's phases once (verify: %v) ...\n", verify)
		ph, err := timePhases(ctx, o, r.miniopt, r.work, input, n, verify)
		if err != nil {
			return err
		}
		rep.phases = append(rep.phases, ph)
	}
	return nil
}

// plan says which tools run at the largest scaling size.
type plan struct {
	run   [2]bool // ours, peer
	fits  [2]bool // in memory, whatever the time
	notes []string
}

// planLarge decides which tools run at the largest scaling size n, from
// the two sizes measured before it (N/10 and N). A tool is skipped when
// its max RSS, grown linearly from N, would exceed the memory limit
// (--max-mem-gib, or half of the memory available now), or when its
// time, grown from N by the growth seen from N/10 to N (at least 10x),
// would exceed --timeout. The notes say what was skipped and why.
func planLarge(measured []variantResult, n int, o options) plan {
	var pl plan
	if len(measured) < 2 {
		pl.notes = []string{fmt.Sprintf("N = %s skipped: nothing measured to estimate it from", benchkit.FormatCount(n))}
		return pl
	}
	prev, last := measured[len(measured)-2], measured[len(measured)-1]
	limit := int64(o.maxMemGiB * (1 << 20))
	if limit == 0 {
		limit = memAvailableKiB() / 2
	}
	scale := float64(n) / float64(last.variant.ops)
	po, pp := prev.summaries()
	lo, lp := last.summaries()
	for k, pair := range [2][2]benchkit.Summary{{po, lo}, {pp, lp}} {
		name := [2]string{"ours", "peer"}[k]
		before, at := pair[0], pair[1]
		rss := int64(float64(at.RSSMed) * scale)
		growth := max(scale, benchkit.Div(float64(at.WallMed), float64(before.WallMed)))
		t := time.Duration(float64(at.WallMed) * growth)
		pl.fits[k] = rss <= limit
		switch {
		case !pl.fits[k]:
			pl.notes = append(pl.notes, fmt.Sprintf("N = %s: %s skipped: its max RSS is estimated at %s (%.0fx that at N = %s), over the limit of %s",
				benchkit.FormatCount(n), name, benchkit.FormatKiB(rss), scale, benchkit.FormatCount(last.variant.ops), benchkit.FormatKiB(limit)))
		case t > o.timeout:
			pl.notes = append(pl.notes, fmt.Sprintf("N = %s: %s skipped: one run is estimated at %s (%s at N = %s times the growth %s from N = %s), over --timeout %v",
				benchkit.FormatCount(n), name, benchkit.FormatDuration(t.Round(100*time.Millisecond)), benchkit.FormatDuration(at.WallMed), benchkit.FormatCount(last.variant.ops),
				benchkit.FormatRatio(growth), benchkit.FormatCount(prev.variant.ops), o.timeout))
		default:
			pl.run[k] = true
			pl.notes = append(pl.notes, fmt.Sprintf("N = %s: %s run: estimated at %s max RSS (limit %s) and %s per run",
				benchkit.FormatCount(n), name, benchkit.FormatKiB(rss), benchkit.FormatKiB(limit), benchkit.FormatDuration(t.Round(100*time.Millisecond))))
		}
	}
	return pl
}

// genOnly writes the workload to o.genFile and says how to run it.
func genOnly(o options, stdout, stderr io.Writer) error {
	if dir := filepath.Dir(o.genFile); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
	}
	fmt.Fprintf(stderr, "generating %s operations (seed %d) ...\n", benchkit.FormatCount(o.ops), o.seed)
	st, err := writeWorkload(o.genFile, genConfig{Ops: o.ops, Seed: o.seed})
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s: %s operations, %d functions, %s MiB, %s lines\n",
		o.genFile, benchkit.FormatCount(st.Ops), st.Funcs, benchkit.FormatMiB(st.Bytes), benchkit.FormatCount(st.Lines))
	fmt.Fprintf(stdout, "mlir-opt-16 --mlir-print-op-generic -o /dev/null %s\n", o.genFile)
	return nil
}

// writeWorkload generates the workload of cfg into the file path.
func writeWorkload(path string, cfg genConfig) (genStats, error) {
	return benchkit.WriteWith(path, func(w io.Writer) (genStats, error) { return generate(cfg, w) })
}

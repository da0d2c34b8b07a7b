// Command filecheck benchmarks tools/filecheck against LLVM's FileCheck,
// side by side in the same run, on a generated compiler-output workload.
//
// Run it from the module root:
//
//	go run ./bench/filecheck [flags]
//
// It builds ./tools/filecheck, generates the workload into a temporary
// directory, runs both tools alternately, prints a table of medians,
// minimums and ratios ours/peer, and writes report.md and chart.svg to the
// --out directory. It never asserts a time; see bench/README.md.
package main

import (
	"context"
	"errors"
	"fmt"
	"github.com/strata-ir/strata/bench/internal/benchkit"
	"io"
	"os"
	"path/filepath"
	"time"
)

const usageHead = `Usage: go run ./bench/filecheck [flags]

Benchmarks tools/filecheck against LLVM FileCheck side by side. It builds
./tools/filecheck (or takes --ours), generates a deterministic workload -- a
compiler-output-like input of MLIR and LLVM IR dumps and a check file of
CHECK, CHECK-NEXT, CHECK-SAME, CHECK-LABEL, CHECK-DAG and CHECK-NOT
directives with {{regex}}, [[VAR:...]] and [[#...]] blocks -- runs both
tools alternately after a warm-up, checks that they agree, and reports the
median and minimum wall time, the median user+sys time and max RSS, and the
ratio ours/peer of each.

Scenarios (--scenario, comma-separated, or "all"):
  pass       the check file passes; both tools must exit 0
  fail-late  one directive near the end of the input fails; both tools must
             exit 1 and report the same check line. Measured twice: with
             --dump-input=never and with the default input dump.

Flags (- and -- are equivalent):
`

const usageTail = `
Examples:
  go run ./bench/filecheck                               # pass, 50 MiB, 2000 checks
  go run ./bench/filecheck --scenario all --runs 3
  go run ./bench/filecheck --size-mb 1 --checks 100 --runs 2   # quick look
  go run ./bench/filecheck --ours /usr/lib/llvm-14/bin/FileCheck  # peer vs itself
  go run ./bench/filecheck --gen /tmp/wl                 # only write the workload
`

// options are the parsed command-line flags.
type options struct {
	scenarios     []string
	sizeMB        float64
	checks        int
	seed          uint64
	runs          int
	warmup        int
	ours          string
	peer          string
	out           string
	genDir        string
	keep          bool
	timeout       time.Duration
	allowMismatch bool
	cpuprofile    bool
	args          []string // the flags as given, for the report
}

func main() { benchkit.Main("bench/filecheck", run) }

func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := benchkit.NewFlagSet("bench/filecheck", usageHead, usageTail, stderr)
	scenario := fs.String("scenario", "pass", "scenarios to run: `list` of pass, fail-late, or all")
	fs.Float64Var(&o.sizeMB, "size-mb", 50, "input size in `MiB`")
	fs.IntVar(&o.checks, "checks", 2000, "number of check directives")
	fs.Uint64Var(&o.seed, "seed", 1, "workload generator seed")
	fs.IntVar(&o.runs, "runs", 5, "measured runs of each tool per scenario")
	fs.IntVar(&o.warmup, "warmup", 1, "unmeasured warm-up runs of each tool per scenario")
	fs.StringVar(&o.ours, "ours", "", "benchmark this filecheck `binary` instead of building ./tools/filecheck")
	fs.StringVar(&o.peer, "peer", "/usr/lib/llvm-14/bin/FileCheck", "reference FileCheck `binary`")
	fs.StringVar(&o.out, "out", filepath.Join("bench", "results", "filecheck"), "`directory` for report.md and chart.svg")
	fs.StringVar(&o.genDir, "gen", "", "only write the workload (input.txt, checks.txt, checks-fail.txt) to `directory` and exit")
	fs.BoolVar(&o.keep, "keep", false, "keep the temporary work directory (workload, binaries, tool output)")
	fs.DurationVar(&o.timeout, "timeout", 5*time.Minute, "abort if one tool run takes longer than this")
	fs.BoolVar(&o.allowMismatch, "allow-mismatch", false, "report, rather than fail on, runs where ours disagrees with the peer")
	fs.BoolVar(&o.cpuprofile, "cpuprofile", false, "after the timed runs, run a profiling build of ./tools/filecheck once per scenario and\nwrite cpu-SCENARIO.pprof and its pprof -top listing cpu-SCENARIO.txt to --out")
	if err := benchkit.Parse(fs, args); err != nil {
		return o, err
	}
	o.args = args
	var err error
	if o.scenarios, err = benchkit.ParseList("scenario", *scenario, []string{"pass", "fail-late"}); err != nil {
		return o, err
	}
	switch {
	case o.sizeMB <= 0:
		return o, fmt.Errorf("--size-mb must be positive, got %v", o.sizeMB)
	case o.checks < 1:
		return o, fmt.Errorf("--checks must be at least 1, got %d", o.checks)
	case o.cpuprofile && o.ours != "":
		return o, errors.New("--cpuprofile profiles ./tools/filecheck and cannot be combined with --ours")
	}
	return o, benchkit.CheckRounds(o.runs, o.warmup, o.timeout)
}

func (o options) genConfig() genConfig {
	return genConfig{SizeBytes: int64(o.sizeMB * (1 << 20)), Checks: o.checks, Seed: o.seed}
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	o, err := parseFlags(args, stderr)
	if err != nil {
		return err
	}
	if o.genDir != "" {
		return genOnly(o, stdout)
	}

	// Tools run in the work directory, so relative paths must be resolved first.
	peer, err := benchkit.AbsLookPath(o.peer)
	if err != nil {
		return fmt.Errorf("peer FileCheck: %w (install llvm-14-tools or pass --peer)", err)
	}
	work, cleanup, err := benchkit.WorkDir("strata-bench-filecheck-", o.keep, stderr)
	if err != nil {
		return err
	}
	defer cleanup()

	env := environment(ctx, peer)
	ours, oursDesc := o.ours, ""
	if ours == "" {
		fmt.Fprintf(stderr, "building ./tools/filecheck ...\n")
		if ours, oursDesc, err = buildOurs(ctx, work); err != nil {
			return err
		}
	} else {
		if ours, err = benchkit.AbsLookPath(ours); err != nil {
			return fmt.Errorf("--ours: %w", err)
		}
		oursDesc = ours + " (--ours)"
	}

	cfg := o.genConfig()
	fmt.Fprintf(stderr, "generating %s MiB input with %d checks (seed %d) ...\n", benchkit.FormatMiB(cfg.SizeBytes), cfg.Checks, cfg.Seed)
	t0 := time.Now()
	st, err := writeWorkload(work, cfg)
	if err != nil {
		return err
	}
	fmt.Fprintf(stderr, "generated %s MiB, %d lines, %d functions in %.1fs\n",
		benchkit.FormatMiB(st.InputBytes), st.InputLines, st.Functions, time.Since(t0).Seconds())

	var profiled string
	if o.cpuprofile {
		fmt.Fprintf(stderr, "building a profiling copy of ./tools/filecheck ...\n")
		root, err := benchkit.ModuleRoot(ctx)
		if err != nil {
			return err
		}
		if profiled, err = buildProfiled(ctx, root, work); err != nil {
			return err
		}
	}

	tools := [2]tool{{"ours", ours}, {"peer", peer}}
	vs := variantsFor(o.scenarios)
	var results []variantResult
	for _, v := range vs {
		fmt.Fprintf(stderr, "[%s] %d warm-up + %d measured runs per tool\n", v.name, o.warmup, o.runs)
		res, err := measure(ctx, o, v, tools, work, st, stderr)
		if err != nil {
			return fmt.Errorf("%s: %w", v.name, err)
		}
		results = append(results, res)
	}
	env.LoadAfter = benchkit.LoadAvg()
	var profiles []profileResult
	if profiled != "" {
		fmt.Fprintf(stderr, "profiling ours once per scenario ...\n")
		if profiles, err = profile(ctx, o, profiled, work, vs); err != nil {
			return err
		}
	}

	printTable(stdout, results)
	env.WarnIfBusy(stderr)
	rep := report{
		opts:     o,
		env:      env,
		oursDesc: oursDesc,
		peer:     peer,
		stats:    st,
		results:  results,
		profiles: profiles,
	}
	return benchkit.WriteReport(o.out, rep.markdown(), rep.svg(), stderr)
}

// genOnly writes the workload to o.genDir and says how to run it.
func genOnly(o options, stdout io.Writer) error {
	if err := os.MkdirAll(o.genDir, 0o755); err != nil {
		return err
	}
	st, err := writeWorkload(o.genDir, o.genConfig())
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s: input.txt (%s MiB, %d lines), checks.txt and checks-fail.txt (%d directives)\n",
		o.genDir, benchkit.FormatMiB(st.InputBytes), st.InputLines, st.Directives)
	fmt.Fprintf(stdout, "pass:      FileCheck checks.txt --input-file input.txt\n")
	fmt.Fprintf(stdout, "fail-late: FileCheck checks-fail.txt --input-file input.txt   (fails at checks-fail.txt:%d)\n", st.FailCheckLine)
	return nil
}

// writeWorkload generates input.txt, checks.txt and checks-fail.txt in dir.
func writeWorkload(dir string, cfg genConfig) (genStats, error) {
	var files [3]*os.File
	for i, name := range []string{"input.txt", "checks.txt", "checks-fail.txt"} {
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			for _, g := range files[:i] {
				g.Close()
			}
			return genStats{}, err
		}
		files[i] = f
	}
	st, err := generate(cfg, files[0], files[1], files[2])
	for _, f := range files {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	return st, err
}

// buildOurs builds ./tools/filecheck of the enclosing module into work.
func buildOurs(ctx context.Context, work string) (bin, desc string, err error) {
	root, err := benchkit.ModuleRoot(ctx)
	if err != nil {
		return "", "", err
	}
	if _, err := os.Stat(filepath.Join(root, "tools", "filecheck")); err != nil {
		return "", "", fmt.Errorf("no tools/filecheck in %s yet: pass --ours PATH to benchmark another binary", root)
	}
	bin = filepath.Join(work, "filecheck-ours")
	if err := benchkit.GoBuild(ctx, root, bin, "./tools/filecheck"); err != nil {
		return "", "", fmt.Errorf("%w\n(pass --ours PATH to benchmark another binary)", err)
	}
	return bin, "./tools/filecheck, built by `go build` from " + root, nil
}

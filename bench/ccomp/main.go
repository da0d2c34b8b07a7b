// Command ccomp benchmarks strata-cc, strata's C compiler with OpenMP
// (tools/strata-cc), against gcc and clang-16 on the OpenMP C kernels
// of bench/kernels: 31 PolyBench-style kernels, each built four ways,
//
//	strata-iomp     strata-cc -O3 -fopenmp=libomp   (LLVM's libomp, as clang)
//	strata-libgomp  strata-cc -O3 -fopenmp          (libgomp, as gcc)
//	gcc             gcc -O3 -fopenmp
//	clang           clang-16 -O3 -fopenmp
//
// all with -lm. It checks that the four builds of a kernel dump
// byte-identical live-out arrays (-DKERNEL_DUMP, 2 threads), times the
// kernels' own timers (-DKERNEL_TIME) with 1 and 2 threads in
// interleaved rounds, counts the team barriers' call sites in each
// binary, times the compilation of each kernel by strata-cc and
// clang-16, and writes report.md and SVG charts to --out.
//
// Run it from the module root:
//
//	go run ./bench/ccomp [flags]
//
// It never asserts a time; see bench/README.md.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

const usageHead = `Usage: go run ./bench/ccomp [flags]

Benchmarks strata-cc (tools/strata-cc) against gcc and clang-16 on the
OpenMP C kernels of bench/kernels, each built as

  strata-iomp     strata-cc -O3 -fopenmp=libomp
  strata-libgomp  strata-cc -O3 -fopenmp
  gcc             gcc -O3 -fopenmp
  clang           clang-16 -O3 -fopenmp

(all with -lm): checks that their live-out dumps are byte-identical,
times the kernels with each thread count in interleaved rounds, counts
the team barriers' call sites, times compilation (strata-cc vs
clang-16), and writes report.md and SVG charts to --out. A failed build,
a failed run or a dump that differs makes it exit 1 after the report.

Configurations (--configs, comma-separated, or "all"): ` + "%s" + `

Flags (- and -- are equivalent):
`

const usageTail = `
Examples:
  go run ./bench/ccomp                                     # everything, LARGE, 1 and 2 threads, 5 runs
  go run ./bench/ccomp --size small --runs 1 --compile-runs 1   # quick look
  go run ./bench/ccomp --size medium --kernels gemm,lu --threads 2 --keep
`

// sizes are the dataset sizes of --size and their macros.
var sizes = map[string]string{"small": "SMALL_DATASET", "medium": "MEDIUM_DATASET", "large": "LARGE_DATASET"}

// options are the parsed command-line flags.
type options struct {
	size        string // small, medium, large
	kernels     []string
	configs     []string
	threads     []int // ascending
	runs        int
	warmup      int
	compileRuns int
	dump        bool
	dumpThreads int
	out         string
	keep        bool
	timeout     time.Duration
	strataCC    string // "": build ./tools/strata-cc
	kernelsDir  string
	args        []string // as given, for the report
}

func main() { benchkit.Main("bench/ccomp", run) }

// kernelNames lists the kernels in dir: every NAME.c.
func kernelNames(dir string) ([]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.c"))
	if err != nil {
		return nil, err
	}
	var names []string
	for _, f := range files {
		names = append(names, strings.TrimSuffix(filepath.Base(f), ".c"))
	}
	slices.Sort(names)
	if len(names) == 0 {
		return nil, fmt.Errorf("no kernels (*.c) in %s", dir)
	}
	return names, nil
}

func parseFlags(args []string, stderr io.Writer) (options, error) {
	o := options{args: args}
	fs := benchkit.NewFlagSet("bench/ccomp", fmt.Sprintf(usageHead, strings.Join(configNames(), ", ")), usageTail, stderr)
	fs.StringVar(&o.size, "size", "large", "dataset: small, medium or large")
	kernelList := fs.String("kernels", "all", "kernels to run (names of bench/kernels/NAME.c), comma-separated, or all")
	configList := fs.String("configs", "all", "configurations to build and run")
	threadList := fs.String("threads", "1,2", "OMP_NUM_THREADS values to time, comma-separated")
	fs.IntVar(&o.runs, "runs", 5, "measured rounds per kernel (each runs every binary once at every thread count)")
	fs.IntVar(&o.warmup, "warmup", 0, "unmeasured rounds before them")
	fs.IntVar(&o.compileRuns, "compile-runs", 3, "timed compilations (-c) per kernel and compiler; 0: none")
	fs.BoolVar(&o.dump, "dump", true, "check that the configurations' -DKERNEL_DUMP outputs are byte-identical")
	fs.IntVar(&o.dumpThreads, "dump-threads", 2, "OMP_NUM_THREADS of the dump runs")
	fs.StringVar(&o.out, "out", filepath.Join("bench", "results", "ccomp"), "directory for report.md and the charts")
	fs.BoolVar(&o.keep, "keep", false, "keep the temporary directory (binaries, dumps) and print its path")
	fs.DurationVar(&o.timeout, "timeout", 5*time.Minute, "limit for one build or run")
	fs.StringVar(&o.strataCC, "strata-cc", "", "benchmark this strata-cc binary instead of building ./tools/strata-cc")
	fs.StringVar(&o.kernelsDir, "kernels-dir", filepath.Join("bench", "kernels"), "directory of the kernels and harness.h")
	if err := benchkit.Parse(fs, args); err != nil {
		return o, err
	}
	if _, ok := sizes[o.size]; !ok {
		return o, fmt.Errorf("--size must be small, medium or large, got %q", o.size)
	}
	if err := benchkit.CheckRounds(o.runs, o.warmup, o.timeout); err != nil {
		return o, err
	}
	if o.compileRuns < 0 {
		return o, fmt.Errorf("--compile-runs must not be negative, got %d", o.compileRuns)
	}
	if o.dumpThreads < 1 {
		return o, fmt.Errorf("--dump-threads must be at least 1, got %d", o.dumpThreads)
	}
	var err error
	if o.threads, err = parseThreads(*threadList); err != nil {
		return o, err
	}
	all, err := kernelNames(o.kernelsDir)
	if err != nil {
		return o, err
	}
	if o.kernels, err = benchkit.ParseList("kernel", *kernelList, all); err != nil {
		return o, err
	}
	o.configs, err = benchkit.ParseList("configuration", *configList, configNames())
	return o, err
}

// parseThreads reads --threads: positive counts, sorted, without repeats.
func parseThreads(s string) ([]int, error) {
	var ts []int
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 {
			return nil, fmt.Errorf("--threads: %q is not a positive thread count", f)
		}
		ts = append(ts, n)
	}
	slices.Sort(ts)
	return slices.Compact(ts), nil
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	o, err := parseFlags(args, stderr)
	if err != nil {
		return err
	}
	work, cleanup, err := benchkit.WorkDir("strata-bench-ccomp-", o.keep, stdout)
	if err != nil {
		return err
	}
	defer cleanup()
	t, err := findTools(ctx, o, work, stdout)
	if err != nil {
		return err
	}
	res := &result{opts: o, env: captureEnv(ctx, t)}
	if res.env.revision, err = moduleRevision(ctx); err != nil {
		res.env.revision = ""
	}
	for _, k := range o.kernels {
		kr := &kernelResult{name: k, bins: map[string]*binary{}}
		res.kernels = append(res.kernels, kr)
		dir := filepath.Join(work, k)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "building %s ...\n", k)
		buildKernel(ctx, t, o, kr, dir, stdout)
	}
	if o.dump {
		for _, kr := range res.kernels {
			if err := checkDumps(ctx, o, kr, filepath.Join(work, kr.name), stdout); err != nil {
				return err
			}
		}
	}
	err = res.env.Measured(func() error {
		if o.compileRuns > 0 {
			for _, kr := range res.kernels {
				if err := measureCompile(ctx, t, o, kr, filepath.Join(work, kr.name), stdout); err != nil {
					return err
				}
			}
		}
		for _, kr := range res.kernels {
			if err := measureKernel(ctx, o, kr, stdout); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	fmt.Fprint(stdout, res.table())
	if err := res.write(o.out, stdout); err != nil {
		return err
	}
	res.env.WarnIfBusy(stderr)
	if f := res.failures(); len(f) > 0 {
		for _, l := range f {
			fmt.Fprintln(stderr, "FAILURE:", l)
		}
		return errors.New(benchkit.Plural(len(f), "failure") + " (failed builds, failed runs or dumps that differ): see " + filepath.Join(o.out, "report.md"))
	}
	return nil
}

// moduleRevision describes the checkout the driver runs in.
func moduleRevision(ctx context.Context) (string, error) {
	root, err := benchkit.ModuleRoot(ctx)
	if err != nil {
		return "", err
	}
	return benchkit.GitRevision(ctx, root), nil
}

// Command ompkernels benchmarks strata's DSL-declared OpenMP lowering
// against gcc and clang-16 on PolyBench-like kernels with
// `#pragma omp parallel for`: each kernel is written in cir + omp
// (program/NAME.mlir) and in C with the same pragmas (program/NAME.c).
// Ours is lowered for libgomp and compared with gcc -O3 -fopenmp (which
// uses libgomp), and lowered for iomp and compared with clang-16 -O3
// -fopenmp (libomp 16); variants run --omp-barrier-elim and --cir-unroll
// before the lowering.
//
// Run it from the module root:
//
//	go run ./bench/ompkernels [flags]
//
// It builds strata-opt and strata-translate, every kernel in every
// configuration into a temporary directory, waits for the machine to be
// quiet, runs the binaries in interleaved rounds, checks that all the
// configurations of a kernel print the same checksum, reads the
// kernels' assembly and LLVM IR, and writes report.md and chart.svg to
// --out. It never asserts a time; see bench/README.md.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

const usageHead = `Usage: go run ./bench/ompkernels [flags]

Benchmarks OpenMP kernels (PolyBench-like, 2 threads, schedule(static))
written in cir + omp and lowered by strata's DSL-declared OpenMP lowering,
against the same kernels in C compiled by gcc -O3 -fopenmp and clang-16 -O3
-fopenmp. Ratios: ours-libgomp / gcc and ours-iomp / clang (median kernel
time), and their geometric means over the kernels.

Kernels (--kernels, comma-separated, or "all"): ` + "%s" + `
Configurations (--configs, comma-separated, or "all"): ` + "%s" + `

Flags (- and -- are equivalent):
`

const usageTail = `
Examples:
  go run ./bench/ompkernels                          # everything, 5 rounds after 1 warm-up
  go run ./bench/ompkernels --runs 2 --warmup 0 --quiet-wait 0   # quick look
  go run ./bench/ompkernels --kernels gemm --configs gcc,ours-libgomp --keep
`

// options are the parsed command-line flags.
type options struct {
	kernels   []string
	configs   []string
	runs      int
	warmup    int
	out       string
	keep      bool
	timeout   time.Duration
	quietLoad float64
	quietWait time.Duration
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout, os.Stderr); err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "ompkernels:", err)
		}
		os.Exit(1)
	}
}

// parseList reads a --kernels or --configs value: "all" or names that
// lookup knows, without repeats, in the order given.
func parseList(flagName, value string, all []string, known func(string) bool) ([]string, error) {
	if value == "all" {
		return all, nil
	}
	var names []string
	for _, name := range benchkit.Dedup(strings.Split(value, ",")) {
		if !known(name) {
			return nil, fmt.Errorf("unknown %s %q (want %s or all)", flagName, name, strings.Join(all, ","))
		}
		names = append(names, name)
	}
	return names, nil
}

func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("ompkernels", flag.ContinueOnError)
	fs.SetOutput(stderr)
	kernelList := fs.String("kernels", "all", "kernels to run")
	configList := fs.String("configs", "all", "configurations to run")
	fs.IntVar(&o.runs, "runs", 5, "measured rounds (each runs every binary once)")
	fs.IntVar(&o.warmup, "warmup", 1, "unmeasured rounds before them")
	fs.StringVar(&o.out, "out", filepath.Join("bench", "results", "ompkernels"), "directory for report.md and chart.svg")
	fs.BoolVar(&o.keep, "keep", false, "keep the temporary directory (binaries, LLVM IR, assembly) and print its path")
	fs.DurationVar(&o.timeout, "timeout", 5*time.Minute, "limit for one build step or run")
	fs.Float64Var(&o.quietLoad, "quiet-load", 1.0, "wait before measuring until the 1-minute load average is below this")
	fs.DurationVar(&o.quietWait, "quiet-wait", 10*time.Minute, "longest wait for a quiet machine (0: do not wait); measured anyway after it")
	fs.Usage = func() {
		fmt.Fprintf(stderr, usageHead, strings.Join(kernelNames(), ", "), strings.Join(configNames(), ", "))
		fs.PrintDefaults()
		fmt.Fprint(stderr, usageTail)
	}
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	if o.runs < 1 || o.warmup < 0 || o.quietWait < 0 {
		return o, fmt.Errorf("--runs must be at least 1, --warmup and --quiet-wait at least 0")
	}
	var err error
	if o.kernels, err = parseList("kernel", *kernelList, kernelNames(), func(n string) bool { _, ok := lookupKernel(n); return ok }); err != nil {
		return o, err
	}
	if o.configs, err = parseList("configuration", *configList, configNames(), func(n string) bool { _, ok := lookupConfig(n); return ok }); err != nil {
		return o, err
	}
	return o, nil
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	o, err := parseFlags(args, stderr)
	if err != nil {
		return err
	}
	work, err := os.MkdirTemp("", "strata-bench-ompkernels-")
	if err != nil {
		return err
	}
	if o.keep {
		fmt.Fprintln(stdout, "keeping", work)
	} else {
		defer os.RemoveAll(work)
	}
	env := captureEnv(ctx)
	fmt.Fprintln(stdout, "building strata-opt and strata-translate ...")
	t, err := buildTools(ctx, work)
	if err != nil {
		return err
	}
	s := stepper{ctx: ctx, timeout: o.timeout}
	var builds []*build
	for _, kname := range o.kernels {
		k, _ := lookupKernel(kname)
		dir := filepath.Join(work, k.name)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		common, err := writeSources(s, t, k, dir)
		if err != nil {
			return fmt.Errorf("%s: %w", k.name, err)
		}
		for _, cname := range o.configs {
			cfg, _ := lookupConfig(cname)
			fmt.Fprintf(stdout, "building %s %s ...\n", k.name, cfg.name)
			b, err := buildConfig(s, t, k, cfg, dir, common)
			if err != nil {
				return fmt.Errorf("%s %s: %w", k.name, cfg.name, err)
			}
			builds = append(builds, b)
		}
	}
	if o.quietWait > 0 {
		env.quiet, env.waited, err = waitForQuiet(ctx, o.quietLoad, o.quietWait, 15*time.Second, loadOne, stdout)
		if err != nil {
			return err
		}
	}
	env.loadBefore = benchkit.LoadAvg()
	if err := measure(ctx, builds, o, stdout); err != nil {
		return err
	}
	env.loadAfter = benchkit.LoadAvg()
	r := &report{opts: o, env: env, builds: builds}
	if err := os.MkdirAll(o.out, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(o.out, "report.md"), []byte(r.markdown()), 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(o.out, "chart.svg"), []byte(r.svg()), 0o644); err != nil {
		return err
	}
	fmt.Fprint(stdout, r.table())
	fmt.Fprintf(stdout, "wrote %s and %s\n", filepath.Join(o.out, "report.md"), filepath.Join(o.out, "chart.svg"))
	return nil
}

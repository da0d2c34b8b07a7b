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
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
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

func main() { benchkit.Main("bench/ompkernels", run) }

func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := benchkit.NewFlagSet("bench/ompkernels", fmt.Sprintf(usageHead, strings.Join(kernelNames(), ", "), strings.Join(configNames(), ", ")), usageTail, stderr)
	kernelList := fs.String("kernels", "all", "kernels to run")
	configList := fs.String("configs", "all", "configurations to run")
	fs.IntVar(&o.runs, "runs", 5, "measured rounds (each runs every binary once)")
	fs.IntVar(&o.warmup, "warmup", 1, "unmeasured rounds before them")
	fs.StringVar(&o.out, "out", filepath.Join("bench", "results", "ompkernels"), "directory for report.md and chart.svg")
	fs.BoolVar(&o.keep, "keep", false, "keep the temporary directory (binaries, LLVM IR, assembly) and print its path")
	fs.DurationVar(&o.timeout, "timeout", 5*time.Minute, "limit for one build step or run")
	fs.Float64Var(&o.quietLoad, "quiet-load", 1.0, "wait before measuring until the 1-minute load average is below this")
	fs.DurationVar(&o.quietWait, "quiet-wait", 10*time.Minute, "longest wait for a quiet machine (0: do not wait); measured anyway after it")
	if err := benchkit.Parse(fs, args); err != nil {
		return o, err
	}
	if o.quietWait < 0 {
		return o, fmt.Errorf("--quiet-wait must not be negative, got %v", o.quietWait)
	}
	if err := benchkit.CheckRounds(o.runs, o.warmup, o.timeout); err != nil {
		return o, err
	}
	var err error
	if o.kernels, err = benchkit.ParseList("kernel", *kernelList, kernelNames()); err != nil {
		return o, err
	}
	o.configs, err = benchkit.ParseList("configuration", *configList, configNames())
	return o, err
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	o, err := parseFlags(args, stderr)
	if err != nil {
		return err
	}
	work, cleanup, err := benchkit.WorkDir("strata-bench-ompkernels-", o.keep, stdout)
	if err != nil {
		return err
	}
	defer cleanup()
	env := captureEnv(ctx)
	t, err := buildTools(ctx, work, stdout)
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
	if err := env.Measured(func() error { return measure(ctx, builds, o, stdout) }); err != nil {
		return err
	}
	r := &report{opts: o, env: env, builds: builds}
	fmt.Fprint(stdout, r.table())
	return benchkit.WriteReport(o.out, r.markdown(), r.svg(), stdout)
}

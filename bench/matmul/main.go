// Command matmul benchmarks native code built from cir against clang-16:
// a 1024x1024 double matrix multiply written in cir (matmul.mlir), built
// through strata's build path at -O3, against the same program in C
// (matmul.c) compiled by clang-16 -O3, side by side in the same run.
//
// Run it from the module root:
//
//	go run ./bench/matmul [flags]
//
// It builds strata-opt and strata-translate, builds both configurations'
// binaries into a temporary directory, runs them in interleaved rounds,
// checks that every run prints the same checksum, compares the LLVM IR of
// the kernels (vectorization, alignment, nsw, inbounds, target), and
// writes report.md and chart.svg to --out. It never asserts a time; see
// bench/README.md.
package main

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

const usageHead = `Usage: go run ./bench/matmul [flags]

Benchmarks a 1024x1024 double matrix multiply (C += A * B, i-k-j order)
written in cir (bench/matmul/program/matmul.mlir) and built through strata's build
path, against the same C program (bench/matmul/program/matmul.c) compiled by
clang-16 -O3. Target: ours within 5% of clang's median kernel time.

Configurations (--configs, comma-separated, or "all"):
  ours   strata-opt --convert-to-llvm | strata-translate --mlir-to-llvmir
         | opt -O3 | llc -O3 -relocation-model=pic -filetype=obj, linked by
         clang-16
  clang  clang-16 -O3 -c matmul.c, linked by clang-16

Each binary initializes A and B deterministically, times the kernel with
clock_gettime and prints "checksum X" and "kernel T s". Every run must exit
0 and print the checksum of the first run.

Flags (- and -- are equivalent):
`

const usageTail = `
Examples:
  go run ./bench/matmul                    # both configurations, 5 rounds
  go run ./bench/matmul --runs 2 --warmup 0   # quick look
  go run ./bench/matmul --keep             # also keep the binaries and LLVM IR
`

// options are the parsed command-line flags.
type options struct {
	configs []string
	runs    int
	warmup  int
	out     string
	keep    bool
	timeout time.Duration
}

func main() { benchkit.Main("bench/matmul", run) }

func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := benchkit.NewFlagSet("bench/matmul", usageHead, usageTail, stderr)
	configList := fs.String("configs", "all", "configurations to run: "+strings.Join(configNames(), ",")+" or all")
	fs.IntVar(&o.runs, "runs", 5, "measured rounds (each runs every configuration once)")
	fs.IntVar(&o.warmup, "warmup", 1, "unmeasured rounds before them")
	fs.StringVar(&o.out, "out", filepath.Join("bench", "results", "matmul"), "directory for report.md and chart.svg")
	fs.BoolVar(&o.keep, "keep", false, "keep the temporary directory (binaries, LLVM IR) and print its path")
	fs.DurationVar(&o.timeout, "timeout", 5*time.Minute, "limit for one build step or run")
	if err := benchkit.Parse(fs, args); err != nil {
		return o, err
	}
	if err := benchkit.CheckRounds(o.runs, o.warmup, o.timeout); err != nil {
		return o, err
	}
	var err error
	o.configs, err = benchkit.ParseList("configuration", *configList, configNames())
	return o, err
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	o, err := parseFlags(args, stderr)
	if err != nil {
		return err
	}
	work, cleanup, err := benchkit.WorkDir("strata-bench-matmul-", o.keep, stdout)
	if err != nil {
		return err
	}
	defer cleanup()
	env := captureEnv(ctx)
	tools, err := buildTools(ctx, work, stdout)
	if err != nil {
		return err
	}
	var builds []*build
	for _, name := range o.configs {
		cfg, _ := lookupConfig(name)
		fmt.Fprintf(stdout, "building %s ...\n", name)
		b, err := buildConfig(ctx, cfg, tools, work, o.timeout)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		builds = append(builds, b)
	}
	if err := env.Measured(func() error { return measure(ctx, builds, o, stdout) }); err != nil {
		return err
	}
	r := &report{opts: o, env: env, builds: builds}
	fmt.Fprint(stdout, r.table())
	return benchkit.WriteReport(o.out, r.markdown(), r.svg(), stdout)
}

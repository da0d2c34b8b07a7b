// Command interp benchmarks strata's execution engine (strata-run, package
// interp) against the native binary of the same llvm-dialect program built
// at -O0, side by side in the same run, with lli-14 for information.
//
// Run it from the module root:
//
//	go run ./bench/interp [flags]
//
// Each kernel is a C program (kernels.go) that strata-cc -O0
// -emit-mlir=llvm turns into the llvm dialect. That one file runs in
// strata-run (with and without a memory observer that does nothing),
// and is built natively by strata-translate, llc-14 -O0 and gcc, and run
// by lli-14. Rounds are interleaved; every run must print the same
// checksum. It writes report.md and chart.svg to --out and never asserts
// a time; see bench/README.md.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

const usageHead = `Usage: go run ./bench/interp [flags]

Benchmarks strata-run, the execution engine, on kernels at the llvm-dialect
level (strata-cc -O0 -emit-mlir=llvm): a matrix multiply, a stencil and a
reduction. Against the native binary of the same llvm-dialect file
(strata-translate --mlir-to-llvmir | llc-14 -O0 | gcc), in interleaved
rounds, with lli-14 for information (Debian's lli-14 JITs even with
--force-interpreter, so it is no interpreter baseline). Also runs
strata-run --null-observer (a memory observer that does nothing) for the
cost of the per-page observer hook, and strata-run --stats once for the
ops executed. Aims: engine within 25x of native -O0, at least 150 million
ops per second, observer overhead under 10%. Then (--parallel, on by
default) the 2-thread speedup of testdata/omp_matmul.c, lowered and
unlowered (aim: at least 1.7x).

Configurations:
  engine         strata-run K.mlir
  engine-nullobs strata-run --null-observer K.mlir
  native-O0      strata-translate | llc-14 -O0 -relocation-model=pic | gcc
  lli            lli-14 K.ll

Each program times its kernel with clock_gettime and prints "checksum X"
and "kernel T s".

Flags (- and -- are equivalent):
`

const usageTail = `
Examples:
  go run ./bench/interp                          # all kernels, scale 6, 5 rounds after 1 warm-up
  go run ./bench/interp --scale 2 --runs 2 --warmup 0   # quick look
  go run ./bench/interp --kernels matmul --keep  # keep the programs and builds
`

type options struct {
	kernels  []string
	scale    int
	runs     int
	warmup   int
	timeout  time.Duration
	out      string
	keep     bool
	parallel bool
	args     []string
}

var configs = []string{"engine", "engine-nullobs", "native-O0", "lli"}

func main() { benchkit.Main("interp", run) }

func parseFlags(args []string, stderr io.Writer) (options, error) {
	fs := benchkit.NewFlagSet("interp", usageHead, usageTail, stderr)
	var o options
	ks := fs.String("kernels", "all", "comma-separated kernels ("+strings.Join(kernelNames(), ", ")+") or all")
	fs.IntVar(&o.scale, "scale", 6, "size of the kernels (1: tiny; the engine's run grows as scale^3)")
	fs.IntVar(&o.runs, "runs", 5, "measured rounds")
	fs.IntVar(&o.warmup, "warmup", 1, "unmeasured rounds first")
	fs.DurationVar(&o.timeout, "timeout", 5*time.Minute, "limit of one run")
	fs.StringVar(&o.out, "out", "bench/results/interp", "directory of report.md and chart.svg")
	fs.BoolVar(&o.keep, "keep", false, "keep the work directory")
	fs.BoolVar(&o.parallel, "parallel", true, "also measure the 2-thread speedup of testdata/omp_matmul.c")
	if err := benchkit.Parse(fs, args); err != nil {
		return o, err
	}
	var err error
	if o.kernels, err = benchkit.ParseList("kernel", *ks, kernelNames()); err != nil {
		return o, err
	}
	if o.scale < 1 {
		return o, fmt.Errorf("--scale must be at least 1")
	}
	o.args = args
	return o, benchkit.CheckRounds(o.runs, o.warmup, o.timeout)
}

// build holds one kernel's files.
type build struct {
	k             kernel
	mlir, ll, exe string
	ops           uint64 // executed by the engine, from --stats
	countedSecs   float64
	samples       map[string][]benchkit.KernelRun
	checksum      string
	walls         map[string][]time.Duration
	cpus          map[string][]time.Duration // user+system of each measured run
}

type tools struct {
	strataCC, strataRun, translate, llc, lli, gcc string
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	o, err := parseFlags(args, stderr)
	if err != nil {
		return err
	}
	root, err := benchkit.ModuleRoot(ctx)
	if err != nil {
		return err
	}
	dir, cleanup, err := benchkit.WorkDir("strata-bench-interp-", o.keep, stderr)
	if err != nil {
		return err
	}
	defer cleanup()
	var t tools
	fmt.Fprintln(stderr, "building strata-cc, strata-run and strata-translate ...")
	bin := filepath.Join(dir, "bin")
	for _, p := range []string{"strata-cc", "strata-run", "strata-translate"} {
		if err := benchkit.GoBuild(ctx, root, filepath.Join(bin, p), "./tools/"+p); err != nil {
			return err
		}
	}
	t.strataCC, t.strataRun, t.translate = filepath.Join(bin, "strata-cc"), filepath.Join(bin, "strata-run"), filepath.Join(bin, "strata-translate")
	ps, err := benchkit.LookTools("llc-14", "lli-14", "gcc")
	if err != nil {
		return err
	}
	t.llc, t.lli, t.gcc = ps[0], ps[1], ps[2]

	var builds []*build
	for _, name := range o.kernels {
		k, _ := benchkit.Lookup(kernels, func(k kernel) string { return k.name }, name)
		b, err := buildKernel(ctx, t, dir, k, o.scale)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		builds = append(builds, b)
	}
	m := benchkit.NewMachine("GOGC", "GOMAXPROCS")
	err = m.Measured(func() error {
		for _, b := range builds {
			if err := measureKernel(ctx, t, dir, b, o, stderr); err != nil {
				return fmt.Errorf("%s: %w", b.k.name, err)
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	var par []parallelRun
	if o.parallel {
		err = m.Measured(func() error {
			var err error
			par, err = measureParallel(ctx, t, dir, root, o, stderr)
			return err
		})
		if err != nil {
			return fmt.Errorf("parallel: %w", err)
		}
	}
	m.WarnIfBusy(stderr)
	md, svg := report(builds, par, o, m, benchkit.GitRevision(ctx, root), benchkit.ToolVersion(ctx, t.llc))
	fmt.Fprint(stdout, summaryTable(builds))
	fmt.Fprint(stdout, parallelTable(par))
	out := o.out
	if !filepath.IsAbs(out) {
		out = filepath.Join(root, out)
	}
	return benchkit.WriteReport(out, md, svg, stderr)
}

func buildKernel(ctx context.Context, t tools, dir string, k kernel, scale int) (*build, error) {
	b := &build{k: k, samples: map[string][]benchkit.KernelRun{}, walls: map[string][]time.Duration{}, cpus: map[string][]time.Duration{}}
	c := filepath.Join(dir, k.name+".c")
	if err := os.WriteFile(c, []byte(k.source(scale)), 0o644); err != nil {
		return nil, err
	}
	b.mlir, b.ll, b.exe = filepath.Join(dir, k.name+".mlir"), filepath.Join(dir, k.name+".ll"), filepath.Join(dir, k.name+".native")
	obj := filepath.Join(dir, k.name+".o")
	steps := [][]string{
		{t.strataCC, "-O0", "-emit-mlir=llvm", c, "-o", b.mlir},
		{t.translate, "--mlir-to-llvmir", b.mlir, "-o", b.ll},
		{t.llc, "-O0", "-relocation-model=pic", "-filetype=obj", b.ll, "-o", obj},
		{t.gcc, obj, "-o", b.exe, "-lm"},
	}
	for _, s := range steps {
		if _, err := benchkit.RunStep(ctx, 5*time.Minute, nil, s[0], s[1:]...); err != nil {
			return nil, err
		}
	}
	// The op count, once, with --stats (counting costs an increment per
	// instruction, so these runs are not timed).
	out, err := benchkit.RunStep(ctx, 10*time.Minute, nil, "sh", "-c", fmt.Sprintf("%s --stats %s 2>&1 >/dev/null", t.strataRun, b.mlir))
	if err != nil {
		return nil, err
	}
	b.ops, b.countedSecs, err = parseStats(string(out))
	return b, err
}

// parseStats reads the total ops and the time of strata-run --stats.
func parseStats(text string) (uint64, float64, error) {
	var ops uint64
	var secs float64
	var haveOps, haveTime bool
	for _, l := range strings.Split(text, "\n") {
		f := strings.Fields(l)
		switch {
		case len(f) == 2 && f[1] == "total":
			n, err := strconv.ParseUint(f[0], 10, 64)
			if err != nil {
				return 0, 0, fmt.Errorf("bad --stats line %q", l)
			}
			ops, haveOps = n, true
		case len(f) >= 4 && f[0] == "---" && f[1] == "time:":
			s, err := strconv.ParseFloat(f[2], 64)
			if err != nil {
				return 0, 0, fmt.Errorf("bad --stats line %q", l)
			}
			secs, haveTime = s, true
		}
	}
	if !haveOps || !haveTime {
		return 0, 0, fmt.Errorf("no total and time lines in strata-run --stats output %q", benchkit.FirstLines(text, 12))
	}
	return ops, secs, nil
}

func configCmd(t tools, b *build, cfg string) (string, []string) {
	switch cfg {
	case "engine":
		return t.strataRun, []string{b.mlir}
	case "engine-nullobs":
		return t.strataRun, []string{"--null-observer", b.mlir}
	case "native-O0":
		return b.exe, nil
	default:
		return t.lli, []string{b.ll}
	}
}

func measureKernel(ctx context.Context, t tools, dir string, b *build, o options, progress io.Writer) error {
	return benchkit.Rounds(o.warmup, o.runs, len(configs), func(r benchkit.Round) error {
		for _, i := range r.Order {
			cfg := configs[i]
			path, args := configCmd(t, b, cfg)
			outFile := filepath.Join(dir, b.k.name+"."+cfg+".out")
			oc, err := benchkit.Measure(ctx, benchkit.Cmd{Path: path, Args: args, Dir: dir, Stdout: outFile, Stderr: outFile + ".err", Timeout: o.timeout})
			if err != nil {
				return fmt.Errorf("%s: %w", cfg, err)
			}
			if oc.Exit != 0 {
				return fmt.Errorf("%s exited with status %d: %s", cfg, oc.Exit, benchkit.FirstLines(oc.Stderr, 5))
			}
			text, err := os.ReadFile(outFile)
			if err != nil {
				return err
			}
			ko, err := benchkit.ParseKernelOutput(string(text))
			if err != nil {
				return fmt.Errorf("%s: %w", cfg, err)
			}
			if b.checksum == "" {
				b.checksum = ko.Checksum
			} else if ko.Checksum != b.checksum {
				return fmt.Errorf("%s printed checksum %s, the first run %s", cfg, ko.Checksum, b.checksum)
			}
			fmt.Fprintf(progress, "%s %s %-14s kernel %s wall %s\n", b.k.name, r.Label, cfg, benchkit.FormatDuration(ko.Kernel), benchkit.FormatDuration(oc.Wall))
			if r.Measured {
				b.samples[cfg] = append(b.samples[cfg], benchkit.KernelRun{KernelOutput: ko, Wall: oc.Wall})
				b.walls[cfg] = append(b.walls[cfg], oc.Wall)
				b.cpus[cfg] = append(b.cpus[cfg], oc.CPU)
			}
		}
		return nil
	})
}

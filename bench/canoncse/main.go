// Command canoncse benchmarks `--canonicalize --cse` over a large module
// with strata (tools/strata-opt) against mlir-opt-16, side by side in the
// same run, and measures strata's speedup from threading.
//
// Run it from the module root:
//
//	go run ./bench/canoncse [flags]
//
// It builds ours, generates a deterministic module of --funcs functions of
// --ops-per-func operations into a temporary directory, runs every
// configuration (ours and the peer, threaded and not) in interleaved
// rounds, then once more each with --mlir-timing to split the time into
// parsing, passes and printing, checks on a small instance that both tools
// compute the same IR, and writes report.md and chart.svg to --out. It
// never asserts a time; see bench/README.md.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

const usageHead = `Usage: go run ./bench/canoncse [flags]

Benchmarks "--canonicalize --cse" over one large MLIR module: strata's
tools/strata-opt (ours) against mlir-opt-16 (peer), and ours with threads
against ours with --mlir-disable-threading. Aims: ours within 2x of the
peer's median wall time; a threading speedup of at least 1.7x on 2 cores.

The workload (custom form) has --funcs functions of exactly --ops-per-func
operations of arith, scf and func code, every one different, with work for
both passes: constant chains to fold, duplicate subexpressions, dead code,
commutative ops with a constant on the left, identities, scf.if on
constants, scf.for with trip counts of 0 and 1.

Configurations (--configs, comma-separated, or "all"):
  ours                strata-opt --canonicalize --cse
  ours-1thread        the same with --mlir-disable-threading
  peer                mlir-opt-16 --canonicalize --cse (module-level passes:
                      mlir-opt runs them on one thread either way)
  peer-1thread        the same with --mlir-disable-threading
  peer-nested         mlir-opt-16 --pass-pipeline=
                      'builtin.module(func.func(canonicalize,cse))', which
                      mlir-opt runs on the functions in parallel
  peer-nested-1thread the same with --mlir-disable-threading

Every run is "TOOL FLAGS INPUT -o /dev/null" and must exit 0. After the
measured rounds, each configuration runs --timing-runs times more with
--mlir-timing, whose report splits the time into parsing, passes and
printing. Then ours, ours-1thread and peer run on a small instance of
--check-funcs functions with -o FILE, and their outputs are compared
function by function after renaming SSA values in order of appearance.

Flags (- and -- are equivalent):
`

const usageTail = `
Examples:
  go run ./bench/canoncse                               # 2,000 x 500 ops, 5 runs
  go run ./bench/canoncse --funcs 200 --runs 2 --timing-runs 1   # quick look
  go run ./bench/canoncse --configs ours,ours-1thread   # only the threading speedup
  go run ./bench/canoncse --ours /usr/bin/mlir-opt-16   # peer vs itself: ratios near 1.00x
  go run ./bench/canoncse --gen /tmp/w.mlir             # only write the workload
`

// options are the parsed command-line flags.
type options struct {
	configs    []string
	gen        genConfig
	runs       int
	warmup     int
	timingRuns int
	checkFuncs int
	ours       string
	overlay    string
	peer       string
	out        string
	genFile    string
	keep       bool
	timeout    time.Duration
	args       []string // the flags as given, for the report
}

func main() { benchkit.Main("bench/canoncse", run) }

func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := benchkit.NewFlagSet("bench/canoncse", usageHead, usageTail, stderr)
	configs := fs.String("configs", "all", "configurations to run: `list` of "+strings.Join(configNames(), ", ")+", or all")
	fs.IntVar(&o.gen.Funcs, "funcs", 2000, "functions in the workload")
	fs.IntVar(&o.gen.OpsPerFunc, "ops-per-func", 500, "operations per function, its func.func and return included")
	fs.Uint64Var(&o.gen.Seed, "seed", 1, "workload generator seed")
	fs.IntVar(&o.runs, "runs", 5, "measured rounds (each runs every configuration once)")
	fs.IntVar(&o.warmup, "warmup", 1, "unmeasured warm-up rounds")
	fs.IntVar(&o.timingRuns, "timing-runs", 3, "runs of each configuration with --mlir-timing, after the measured rounds")
	fs.IntVar(&o.checkFuncs, "check-funcs", 40, "functions of the small instance whose outputs are compared (0: no check)")
	fs.StringVar(&o.ours, "ours", "strata-opt", "what to benchmark as ours: strata-opt (go build ./tools/strata-opt) or a binary's `path`")
	fs.StringVar(&o.overlay, "overlay", "", "build strata-opt with `go build -overlay FILE`: benchmark it with files replaced, without touching the tree")
	fs.StringVar(&o.peer, "peer", "mlir-opt-16", "reference mlir-opt `binary`")
	fs.StringVar(&o.out, "out", filepath.Join("bench", "results", "canoncse"), "`directory` for report.md and chart.svg")
	fs.StringVar(&o.genFile, "gen", "", "only write the workload to `file` and exit")
	fs.BoolVar(&o.keep, "keep", false, "keep the temporary work directory (workload, binaries, outputs)")
	fs.DurationVar(&o.timeout, "timeout", 10*time.Minute, "abort if one tool run takes longer than this")
	if err := benchkit.Parse(fs, args); err != nil {
		return o, err
	}
	o.args = args
	var err error
	if o.configs, err = benchkit.ParseList("configuration", *configs, configNames()); err != nil {
		return o, err
	}
	switch {
	case o.gen.Funcs < 1:
		return o, fmt.Errorf("--funcs must be at least 1, got %d", o.gen.Funcs)
	case o.gen.OpsPerFunc < minOpsPerFunc:
		return o, fmt.Errorf("--ops-per-func must be at least %d, got %d", minOpsPerFunc, o.gen.OpsPerFunc)
	case o.timingRuns < 0, o.checkFuncs < 0:
		return o, errors.New("--timing-runs and --check-funcs must not be negative")
	}
	return o, benchkit.CheckRounds(o.runs, o.warmup, o.timeout)
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	o, err := parseFlags(args, stderr)
	if err != nil {
		return err
	}
	if o.genFile != "" {
		st, err := writeWorkload(o.genFile, o.gen)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "wrote %s: %d functions, %d operations, %s\n", o.genFile, st.Funcs, st.Ops, benchkit.FormatBytes(st.Bytes))
		return nil
	}

	// Tools run in the work directory, so relative paths must be resolved first.
	peer, err := benchkit.AbsLookPath(o.peer)
	if err != nil {
		return fmt.Errorf("peer mlir-opt: %w (install mlir-16-tools or pass --peer)", err)
	}
	work, cleanup, err := benchkit.WorkDir("strata-bench-canoncse-", o.keep, stderr)
	if err != nil {
		return err
	}
	defer cleanup()
	env := environment(ctx, peer)
	ours, err := buildOurs(ctx, o.ours, o.overlay, work, stderr)
	if err != nil {
		return err
	}
	if err := smoke(ctx, ours.path, work, o.timeout); err != nil {
		return fmt.Errorf("ours (%s) cannot run the benchmark: %w", ours.path, err)
	}
	tools := map[string]string{"ours": ours.path, "peer": peer}

	input := filepath.Join(work, "input.mlir")
	fmt.Fprintf(stderr, "generating %d functions of %d operations (seed %d) ...\n", o.gen.Funcs, o.gen.OpsPerFunc, o.gen.Seed)
	t0 := time.Now()
	st, err := writeWorkload(input, o.gen)
	if err != nil {
		return err
	}
	fmt.Fprintf(stderr, "generated %s operations, %s in %.1fs\n", benchkit.FormatCount(st.Ops), benchkit.FormatBytes(st.Bytes), time.Since(t0).Seconds())

	rep := &report{opts: o, env: &env, ours: ours, peer: peer, stats: st}
	var cfgs []config
	for _, name := range o.configs {
		c, _ := lookupConfig(name)
		cfgs = append(cfgs, c)
	}
	if rep.results, err = measure(ctx, o, cfgs, tools, work, input, stderr); err != nil {
		return err
	}
	if o.checkFuncs > 0 {
		fmt.Fprintf(stderr, "checking the outputs on %d functions ...\n", o.checkFuncs)
		if rep.check, err = checkOutputs(ctx, o, tools, work); err != nil {
			return err
		}
	}
	env.LoadAfter = benchkit.LoadAvg()

	printTable(stdout, rep)
	env.WarnIfBusy(stderr)
	return benchkit.WriteReport(o.out, rep.markdown(), rep.svg(), stderr)
}

// writeWorkload generates the workload of cfg into the file path.
func writeWorkload(path string, cfg genConfig) (genStats, error) {
	return benchkit.WriteWith(path, func(w io.Writer) (genStats, error) { return generate(cfg, w) })
}

// oursTool is the binary benchmarked as ours.
type oursTool struct {
	path string
	desc string // for the report
}

// buildOurs resolves --ours: strata-opt is built from the module, with
// the overlay file if there is one.
func buildOurs(ctx context.Context, sel, overlay, work string, progress io.Writer) (oursTool, error) {
	if sel != "strata-opt" {
		if overlay != "" {
			return oursTool{}, errors.New("--overlay only applies to --ours strata-opt")
		}
		p, err := benchkit.AbsLookPath(sel)
		if err != nil {
			return oursTool{}, fmt.Errorf("--ours: %w", err)
		}
		return oursTool{path: p, desc: "`" + p + "` (--ours)"}, nil
	}
	root, err := benchkit.ModuleRoot(ctx)
	if err != nil {
		return oursTool{}, err
	}
	fmt.Fprintf(progress, "building ./tools/strata-opt ...\n")
	bin := filepath.Join(work, "strata-opt")
	var extra []string
	if overlay != "" {
		abs, err := filepath.Abs(overlay)
		if err != nil {
			return oursTool{}, err
		}
		extra = []string{"-overlay", abs}
	}
	if err := benchkit.GoBuild(ctx, root, bin, "./tools/strata-opt", extra...); err != nil {
		return oursTool{}, err
	}
	desc := "`./tools/strata-opt`, built by `go build` from " + root
	if rev := benchkit.GitRevision(ctx, root); rev != "" {
		desc += " at git " + rev
	}
	if overlay != "" {
		ov, err := os.ReadFile(overlay)
		if err != nil {
			return oursTool{}, err
		}
		desc += ", with `go build -overlay` replacing files (" + overlay + "): `" + strings.TrimSpace(string(ov)) + "`"
	}
	return oursTool{path: bin, desc: desc}, nil
}

// smoke checks that bin runs `--canonicalize --cse` with and without
// threads on a small workload.
func smoke(ctx context.Context, bin, work string, timeout time.Duration) error {
	in := filepath.Join(work, "smoke.mlir")
	defer os.Remove(in)
	if _, err := writeWorkload(in, genConfig{Funcs: 4, OpsPerFunc: 100, Seed: 1}); err != nil {
		return err
	}
	for _, extra := range [][]string{nil, {"--mlir-disable-threading", "--mlir-timing"}} {
		args := append([]string{"--canonicalize", "--cse"}, extra...)
		args = append(args, in, "-o", os.DevNull)
		cmd := exec.CommandContext(ctx, bin, args...)
		out, err := cmd.CombinedOutput()
		if err != nil {
			return fmt.Errorf("%s %s: %v\n%s", filepath.Base(bin), strings.Join(args[:len(args)-3], " "), err, benchkit.FirstLines(string(out), 8))
		}
	}
	return nil
}

// Command strata-run runs a program in strata's execution engine (package
// interp): a module of func, arith, cf, scf, cir or llvm dialect ops (a
// .mlir file, run at its own level), or a C file translated by the in-tree
// front end and run as cir.
//
// Usage:
//
//	strata-run [options] FILE.mlir|FILE.c [-- args...]
//
// The program's main gets argc and argv (FILE, then the arguments after
// --); with --entry=NAME the arguments after -- are NAME's parameters,
// integers or floats, and the result is printed. The exit status is the
// program's (main's result, or exit()'s argument); a runtime error is
// printed as file:line:col: runtime error: ... and the status is 1.
package main

import (
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/frontend"
	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/omplowering"
	"github.com/strata-ir/strata/passes"
	passesall "github.com/strata-ir/strata/passes/all"
	"github.com/strata-ir/strata/runtimes/offload"
	"github.com/strata-ir/strata/runtimes/omprt"
	"github.com/urfave/cli/v2"
)

func main() {
	os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr))
}

// clangArgs rewrites clang's spellings (-Idir, -DX=1, -O2, -fopenmp) into
// the flags of the app.
func clangArgs(args []string) []string {
	var out []string
	for i, a := range args {
		if a == "--" {
			return append(out, args[i:]...)
		}
		switch {
		case len(a) > 2 && (strings.HasPrefix(a, "-I") || strings.HasPrefix(a, "-D") || strings.HasPrefix(a, "-U")) && a[2] != '=':
			out = append(out, a[:2], a[2:])
		case a == "-O" || strings.HasPrefix(a, "-O") && len(a) == 3:
			out = append(out, "--O="+strings.TrimPrefix(a, "-O"))
		case a == "-fopenmp":
			out = append(out, "--fopenmp")
		case a == "-fopenmp-force-usm":
			out = append(out, "--fopenmp-force-usm")
		case a == "-fopenmp-auto-close":
			out = append(out, "--fopenmp-auto-close")
		case strings.HasPrefix(a, "-fopenmp-targets="):
			out = append(out, "-"+a)
		default:
			out = append(out, a)
		}
	}
	return out
}

func run(argv []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	prog := "strata-run"
	code = 0
	var progArgs []string
	args := clangArgs(argv[1:])
	for i, a := range args {
		if a == "--" {
			progArgs = args[i+1:]
			args = args[:i]
			break
		}
	}
	app := &cli.App{
		Name:      prog,
		HelpName:  prog,
		Usage:     "run a strata program in the execution engine",
		UsageText: prog + " [options] FILE.mlir|FILE.c [-- args...]",
		Description: "Runs main (or --entry) of the module in FILE at its own level (cir runs as cir,\n" +
			"the llvm dialect as llvm), or of the C file FILE translated to cir by the\n" +
			"front end. Arguments after -- are main's argv (or the entry's parameters).\n" +
			"The exit status is the program's; a runtime error prints\n" +
			"file:line:col: runtime error: ... and exits with status 1.",
		HideHelpCommand: true,
		HideVersion:     true,
		Writer:          stdout,
		ErrWriter:       stderr,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "entry", Value: "main", Usage: "run function `NAME`"},
			&cli.BoolFlag{Name: "trace", Usage: "print the ops executed per function on stderr"},
			&cli.BoolFlag{Name: "stats", Usage: "print ops executed per dialect, memory peak and time on stderr"},
			&cli.StringSliceFlag{Name: "I", Usage: "C: add `DIR` to the include paths"},
			&cli.StringSliceFlag{Name: "D", Usage: "C: define `MACRO[=VALUE]`"},
			&cli.StringSliceFlag{Name: "U", Usage: "C: undefine `MACRO`"},
			&cli.BoolFlag{Name: "fopenmp", Usage: "C: honor #pragma omp (the omp ops run unlowered)"},
			&cli.StringFlag{Name: "O", Usage: "C: optimization `LEVEL` (accepted; the front end's cir runs as is)"},
			&cli.StringFlag{Name: "compare-pipeline", Usage: "run the program, then the program after the pass `PIPELINE` (strata-opt's syntax, builtin.module(...)), and report whether stdout, stderr and the exit status are equal, with a diff when not (exit status 0 when equal, 1 when not)"},
			&cli.BoolFlag{Name: "null-observer", Hidden: true, Usage: "attach a memory observer that does nothing (measures the observer hook's cost)"},
			&cli.IntFlag{Name: "threads", Usage: "OpenMP: the default team size `N` (default: OMP_NUM_THREADS, else 2)"},
			&cli.StringFlag{Name: "fopenmp-targets", Usage: "C: the offload target, strata-gpu (the engine's device, which target regions always run on; accepted as strata-cc spells it)"},
			&cli.BoolFlag{Name: "fopenmp-force-usm", Usage: "act as if the program said '#pragma omp requires unified_shared_memory'"},
			&cli.BoolFlag{Name: "fopenmp-auto-close", Usage: "under unified shared memory (the program's requires, or --offload=usm), add close to map(alloc) where it is provably safe (offload-auto-close)"},
			&cli.StringFlag{Name: "offload", Usage: "OpenMP offload: the device's memory, `explicit` (separate from the host's) or usm (the host's); default: what the program's requires says"},
			&cli.StringFlag{Name: "device", Usage: "OpenMP offload: model the GPU of profile `b70|h200|FILE` (docs/gpu.md) and print its report after the program's output"},
			&cli.StringFlag{Name: "report", Value: "text", Usage: "with --device: the report's format, `text` or json"},
			&cli.StringFlag{Name: "report-file", Usage: "with --device: write the report to `PATH` instead of stderr"},
			&cli.StringFlag{Name: "plot", Usage: "with --device: write SVG charts like seed 000's Figure 1 into `DIR`"},
			&cli.BoolFlag{Name: "compare", Usage: "OpenMP offload: run the program as written (explicit), under automatic USM, and under automatic USM with close on map(alloc), on the modeled GPU (--device, default b70), and print the ratios of seed 000's Figure 1 side by side (--report, --report-file, --plot apply to the comparison)"},
			&cli.StringFlag{Name: "schedule", Value: "parallel", Usage: "OpenMP: `parallel` (teams on goroutines) or deterministic (one thread at a time, switching at blocking synchronization; deadlocks are reported)"},
		},
		ExitErrHandler: func(*cli.Context, error) {},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return fmt.Errorf("expected one input file (see --help)")
			}
			if c.Bool("compare") {
				code = compareUSM(prog, args, progArgs, stdin, stdout, stderr)
				return nil
			}
			code = action(c, prog, c.Args().First(), progArgs, stdin, stdout, stderr)
			return nil
		},
	}
	if err := app.Run(append([]string{prog}, args...)); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 1
	}
	return code
}

func load(c *cli.Context, ctx *ir.Context, path string, srcs *ir.SourceFiles) (*ir.Operation, error) {
	if strings.HasSuffix(path, ".c") {
		m, diags, err := frontend.Translate(ctx, path, nil, frontend.Options{
			Defines: c.StringSlice("D"), Undefines: c.StringSlice("U"),
			IncludePaths: c.StringSlice("I"), OpenMP: c.Bool("fopenmp"),
		})
		if err != nil {
			var ds frontend.Diagnostics
			if errors.As(err, &ds) {
				return nil, fmt.Errorf("%s", strings.TrimRight(ds.Format(nil), "\n"))
			}
			return nil, err
		}
		if diags.HasErrors() {
			return nil, fmt.Errorf("%s", strings.TrimRight(diags.Format(nil), "\n"))
		}
		return m, nil
	}
	text, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	srcs.Add(path, string(text))
	m, err := builtin.ParseModule(ctx, path, text)
	if err != nil {
		return nil, err
	}
	if err := ir.Verify(m); err != nil {
		return nil, err
	}
	return m, nil
}

// lowerOffload prepares a program with target constructs for the
// engine's device: the omp target ops (or an llvm-level module's offload
// ops) become libomptarget's calls, which the offload runtime implements,
// and the rest of OpenMP is lowered for libomp with them (the engine runs
// teams and distribute lowered only). A program without target
// constructs is left as it is, its omp ops to run unlowered.
//
// autoClose runs offload-auto-close in the lowering; assumeUSM tells it
// the program runs under USM whatever its requires says (--offload=usm).
func lowerOffload(m *ir.Operation, forceUSM, autoClose, assumeUSM bool) error {
	if forceUSM {
		omp.SetModuleRequires(m, omp.ModuleRequires(m)|omp.RequiresUnifiedSharedMemory)
	}
	target := false
	m.Walk(ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		switch {
		case op.Dialect() == "offload",
			op.Dialect() == "omp" && (strings.HasPrefix(op.Name(), "omp.target") || op.Is(omp.TeamsOpName) || op.Is(omp.DistributeOpName)):
			target = true
			return ir.Interrupt
		}
		return ir.Advance
	})
	if !target {
		return nil
	}
	pm := passes.NewPassManager(m.Context(), builtin.ModuleOpName, passes.Config{Registry: passesall.NewRegistry(), VerifyEach: true})
	pm.AddPass(&omplowering.LowerToLLVMPass{Runtime: "iomp", Offload: omplowering.DefaultOffloadRuntime, AutoClose: autoClose, AssumeUSM: assumeUSM})
	_, err := pm.Run(m)
	return err
}

func report(w io.Writer, prog string, err error, srcs *ir.SourceFiles) {
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		for _, e := range joined.Unwrap() {
			report(w, prog, e, srcs)
		}
		return
	}
	var d *ir.Diagnostic
	if errors.As(err, &d) {
		ir.DiagnosticPrinter{Sources: srcs}.Print(w, d)
		return
	}
	fmt.Fprintf(w, "%s: %v\n", prog, err)
}

func action(c *cli.Context, prog, path string, progArgs []string, stdin io.Reader, stdout, stderr io.Writer) int {
	ctx := all.NewExecContext()
	srcs := ir.NewSourceFiles()
	m, err := load(c, ctx, path, srcs)
	if err != nil {
		report(stderr, prog, err, srcs)
		return 1
	}
	if t := c.String("fopenmp-targets"); t != "" && t != "strata-gpu" {
		fmt.Fprintf(stderr, "%s: unsupported offload target '%s' in '-fopenmp-targets=': the engine's device is strata-gpu\n", prog, t)
		return 1
	}
	if err := lowerOffload(m, c.Bool("fopenmp-force-usm"), c.Bool("fopenmp-auto-close"), c.String("offload") == "usm"); err != nil {
		report(stderr, prog, err, srcs)
		return 1
	}
	if c.IsSet("compare-pipeline") {
		return comparePipeline(c, prog, path, m, c.String("compare-pipeline"), progArgs, stdin, stdout, stderr, srcs)
	}
	return execute(c, prog, path, m, progArgs, stdin, stdout, stderr, srcs)
}

// execute runs the loaded module m and returns the exit status.
func execute(c *cli.Context, prog, path string, m *ir.Operation, progArgs []string, stdin io.Reader, stdout, stderr io.Writer, srcs *ir.SourceFiles) int {
	count := c.Bool("trace") || c.Bool("stats")
	var det bool
	switch c.String("schedule") {
	case "parallel", "":
	case "deterministic":
		det = true
	default:
		fmt.Fprintf(stderr, "%s: --schedule=%s: expected parallel or deterministic\n", prog, c.String("schedule"))
		return 1
	}
	omp := omprt.Install(omprt.Config{Threads: c.Int("threads"), Deterministic: det})
	mode, ok := map[string]offload.Mode{"": offload.ModeRequires, "explicit": offload.ModeExplicit, "usm": offload.ModeUSM}[c.String("offload")]
	if !ok {
		fmt.Fprintf(stderr, "%s: --offload=%s: expected explicit or usm\n", prog, c.String("offload"))
		return 1
	}
	var dev *deviceRun
	if c.IsSet("device") {
		var err error
		if dev, err = newDeviceRun(c, prog, stderr); err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", prog, err)
			return 1
		}
	}
	cfg := offload.Config{Mode: mode, Trace: stderr}
	if dev != nil {
		cfg.Device = dev
	}
	tgt := offload.Install(cfg)
	e, err := interp.New(m, interp.Options{Stdout: stdout, Stderr: stderr, Stdin: stdin, Count: count, Runtimes: []interp.Runtime{omp, tgt}})
	if err != nil {
		report(stderr, prog, err, srcs)
		return 1
	}
	if dev != nil {
		dev.attach(e, mode)
		defer dev.stopProgress()
	}
	if c.Bool("null-observer") {
		e.Mem.SetObserver(nullObserver{})
	}
	entry := c.String("entry")
	f, ok := e.Func(entry)
	if !ok {
		fmt.Fprintf(stderr, "%s: no function '%s' in %s\n", prog, entry, path)
		return 1
	}
	var args []uint64
	if entry == "main" {
		if len(f.Params) >= 2 {
			argv := append([]string{path}, progArgs...)
			args = []uint64{uint64(len(argv)), e.MainArgs(argv)}
		}
	} else {
		if len(progArgs) != len(f.Params) {
			fmt.Fprintf(stderr, "%s: '%s' takes %d arguments, %d given after --\n", prog, entry, len(f.Params), len(progArgs))
			return 1
		}
		for i, a := range progArgs {
			w, err := parseArg(a, f.Params[i])
			if err != nil {
				fmt.Fprintf(stderr, "%s: argument %d: %v\n", prog, i+1, err)
				return 1
			}
			args = append(args, w)
		}
	}
	start := time.Now()
	res, err := e.Run(entry, args)
	if entry == "main" && (err == nil || errors.As(err, new(*interp.ExitError))) {
		if derr := e.RunDestructors(); derr != nil {
			err = derr
		}
	}
	elapsed := time.Since(start)
	code := 0
	var exit *interp.ExitError
	var rt *interp.RuntimeError
	switch {
	case errors.As(err, &exit):
		code = exit.Code & 0xff
	case errors.As(err, &rt):
		fmt.Fprint(stderr, rt.Format())
		code = 1
	case err != nil:
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 1
	case entry == "main":
		code = int(res & 0xff)
	case len(f.Results) == 1:
		switch f.Results[0].Class {
		case interp.F64:
			fmt.Fprintf(stdout, "%g\n", math.Float64frombits(res))
		case interp.F32:
			fmt.Fprintf(stdout, "%g\n", math.Float32frombits(uint32(res)))
		case interp.Int:
			bits := f.Results[0].Bits
			fmt.Fprintf(stdout, "%d\n", int64(res<<(64-bits))>>(64-bits))
		default:
			fmt.Fprintf(stdout, "0x%x\n", res)
		}
	}
	if count {
		printCounts(stderr, e, c.Bool("trace"), c.Bool("stats"), elapsed)
	}
	if dev != nil {
		e.Flush()
		if err := dev.finish(code); err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", prog, err)
			return 1
		}
	}
	return code
}

func parseArg(s string, ti *interp.TypeInfo) (uint64, error) {
	switch ti.Class {
	case interp.F64:
		f, err := strconv.ParseFloat(s, 64)
		return math.Float64bits(f), err
	case interp.F32:
		f, err := strconv.ParseFloat(s, 32)
		return uint64(math.Float32bits(float32(f))), err
	}
	v, err := strconv.ParseInt(s, 0, 64)
	if err != nil {
		u, err2 := strconv.ParseUint(s, 0, 64)
		return u, err2
	}
	return uint64(v) & ti.Mask(), nil
}

func printCounts(w io.Writer, e *interp.Engine, trace, stats bool, elapsed time.Duration) {
	byDialect := map[string]uint64{}
	var total uint64
	type fc struct {
		name string
		n    uint64
	}
	var fs []fc
	for _, f := range e.Functions() {
		var n uint64
		for pc, k := range f.Counts {
			n += k
			if op := f.Code()[pc].Op; op != nil && k > 0 {
				byDialect[op.Dialect()] += k
			}
		}
		total += n
		if n > 0 {
			fs = append(fs, fc{f.Name, n})
		}
	}
	if trace {
		sort.SliceStable(fs, func(i, j int) bool { return fs[i].n > fs[j].n })
		fmt.Fprintf(w, "--- ops executed per function\n")
		for _, f := range fs {
			fmt.Fprintf(w, "%12d  %s\n", f.n, f.name)
		}
	}
	if stats {
		var ds []string
		for d := range byDialect {
			ds = append(ds, d)
		}
		sort.Strings(ds)
		fmt.Fprintf(w, "--- ops executed per dialect\n")
		for _, d := range ds {
			fmt.Fprintf(w, "%12d  %s\n", byDialect[d], d)
		}
		fmt.Fprintf(w, "%12d  total\n", total)
		fmt.Fprintf(w, "--- memory peak: %d bytes of heap and globals, %d bytes of stack\n", e.Mem.Peak(), e.StackPeak())
		secs := elapsed.Seconds()
		fmt.Fprintf(w, "--- time: %.3f s (%.1f million ops/s)\n", secs, float64(total)/math.Max(secs, 1e-9)/1e6)
	}
}

// Command strata-opt is strata's counterpart of mlir-opt: it reads an MLIR
// source file, parses and verifies it, runs a pipeline of passes on it and
// prints the result, with mlir-opt's command line and messages.
//
// Usage:
//
//	strata-opt [options] [input file]
//
// The input is a file, or standard input when it is "-" or absent. The
// result is printed to standard output or to the file named by -o, which
// is replaced only when everything succeeded.
//
// Passes. Each registered pass (the passes of passes/all, which every
// strata driver shares, and the test passes of passes/testpasses;
// --list-passes lists them with their options) has a flag: --cse,
// --canonicalize=max-iterations=4,
// --canonicalize="max-iterations=4 region-simplify=false". The passes run
// in command-line order, anchored passes nesting implicitly (a func.func
// pass runs on each function). Alternatively --pass-pipeline takes a
// textual pipeline, builtin.module(func.func(cse),canonicalize{top-down=false});
// the two cannot be mixed. A bad pipeline or option is reported located in
// its text, named <pass-pipeline> or after the flag (--canonicalize), with
// a caret. The pass manager verifies the IR after each pass unless
// --verify-each=false, and runs nested pipelines in parallel unless
// --mlir-disable-threading. The OpenMP lowering's global flags
// --omp-lower-runtime and --omp-lower-dsl are checked before anything
// runs and become the defaults of its passes' runtime= and dsl= options,
// which the options a pass is given override.
//
// Instrumentation, on stderr, as mlir-opt: --mlir-print-ir-before=,
// --mlir-print-ir-after= (pass arguments, comma-separated or repeated),
// --mlir-print-ir-before-all, --mlir-print-ir-after-all,
// --mlir-print-ir-after-change, --mlir-print-ir-after-failure,
// --mlir-print-ir-module-scope and --mlir-print-ir-tree-dir= (the dumps
// go to files instead); --mlir-pass-statistics with
// --mlir-pass-statistics-display=list|pipeline; --mlir-timing with
// --mlir-timing-display=tree|list (parser, passes, output);
// --dump-pass-pipeline.
//
// Testing. --split-input-file processes each chunk of the input between
// lines "// -----" on its own, and joins the outputs with such lines, as
// mlir-opt 16 does; unlike mlir-opt 16, locations are lines of the whole
// file, and only a whole line is a marker. --verify-diagnostics matches the
// diagnostics of the parser, the verifier and the passes against the
// input's expected-error/-warning/-remark/-note comments ({{text}} is a
// substring of the message, with the designators @+N, @-N, @above and
// @below; expected-error-re and the others take {{regex}} parts inside the
// text) and reports, in mlir-opt's words, those nobody expected and those
// nothing produced.
//
// Diagnostics are printed on stderr as `file:line:col: error: message`,
// with the source line, a caret under the column, the "see current
// operation" note mlir-opt adds, and the notes. The exit status is 0 on
// success and 1 on any error: a bad command line or pipeline, an
// unreadable input, invalid IR, a failing pass, an error reported by a
// pass, a --verify-diagnostics mismatch. A bug in strata (a panic) is
// reported with its stack and exit status 2.
//
// Options may be spelled -flag or --flag, booleans may be given a value
// (--flag=false), -o takes its value after '=' or as the next argument, and
// options may follow the input file, as with mlir-opt; the pre-pass that
// reads them is tools/internal/llvmflags, shared with filecheck.
package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strings"

	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/omplowering"
	"github.com/strata-ir/strata/passes"
	"github.com/strata-ir/strata/passes/all"
	"github.com/strata-ir/strata/passes/testpasses"
	"github.com/strata-ir/strata/tools/internal/llvmflags"
	"github.com/strata-ir/strata/tools/strata-opt/opt"
	"github.com/urfave/cli/v2"
)

const version = "strata-opt (strata), compatible with mlir-opt 16"

// Exit statuses. mlir-opt exits with 1 for every failure: a bad command
// line, an unreadable file, invalid IR.
const (
	exitOK       = 0
	exitFailure  = 1
	exitInternal = 2 // a bug in strata: see run
)

func main() {
	go opt.RemoveTempsOnSignal()
	// The GOGC and GOMEMLIMIT environment variables, when set, decide
	// alone; see tuneGC.
	tune := os.Getenv("GOGC") == "" && os.Getenv("GOMEMLIMIT") == ""
	os.Exit(runWith(os.Args, os.Stdin, os.Stdout, os.Stderr, tune))
}

// The garbage collector's setting (tuneGC). The parser builds the module,
// which is nearly all that it allocates and stays live until the output is
// printed, so a collection while parsing mostly marks what must be kept,
// on the core the parser's workers would use. strata-opt therefore pauses
// the collector while it parses, within a memory limit of the memory in
// use plus parseBytesPerByte per byte of input plus parseSlackBytes (a
// backstop: the collector runs if a parse ever needs more). When the parse
// is done it collects once, on the spot, with both cores and nothing else
// allocating, and from then on runs with GOGC=gcPercentAfterParse: the
// passes make garbage of a large live heap, and this target keeps the
// heap they grow to below the one the parse reached.
//
// Measured on 2 cores, wall and user time and peak RSS of the median run
// of `--canonicalize --cse` on bench/canoncse's module (1,000,001 ops,
// 40.5 MiB; mlir-opt-16: 415 MiB, nested on func.func 359 MiB), with the
// input mapped and let go once parsed (see opt.Processor.Process):
//
//	                                            canoncse
//	paused, then GOGC=50                        3.2 s  5.5 s  404 MB
//	paused, then GOGC=20                        3.6 s  6.4 s  394 MB
//	paused, collected once, then GOGC=20        3.5 s  6.0 s  350 MB
//
// Collecting when the parse ends costs about 0.15 s; without it the first
// collection after the parse marks while the verifier and the passes
// allocate, and everything they allocate meanwhile counts as live.
const (
	parseBytesPerByte    = 16
	parseSlackBytes      = 64 << 20
	gcPercentAfterParse  = 20
	memoryLimitUnlimited = math.MaxInt64
)

// run is main without the process: it returns the exit status. It leaves
// the garbage collector alone, which is the process's: tests call it.
func run(argv []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runWith(argv, stdin, stdout, stderr, false)
}

// runWith is run, which sets the garbage collector as tuneGC describes when
// tune is set.
func runWith(argv []string, stdin io.Reader, stdout, stderr io.Writer, tune bool) (code int) {
	prog := "strata-opt"
	if len(argv) > 0 && argv[0] != "" {
		prog = filepath.Base(argv[0])
	}
	// Invalid input must produce a diagnostic, never a panic: the parser
	// and verifier report errors as values. This is the last resort for a
	// bug that slips through (an ir or dialect invariant broken): a Go
	// panic would print every goroutine with the runtime's exit status 2,
	// and with no word of which tool or input failed. Report it as an
	// internal error with the stack, which is what a bug report needs, and
	// keep status 2 so that scripts can tell a crash from a rejected
	// input. Deferred cleanups, such as removing the temporary -o file,
	// have run by the time the panic gets here.
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "%s: internal error: %v\nPlease report this bug with the input and this stack:\n%s", prog, r, debug.Stack())
			code = exitInternal
		}
	}()

	reg := newRegistry()
	parsed, err := flagParser(prog, reg).Parse(argv[1:])
	if err != nil {
		printUsageError(stderr, prog, err)
		return exitFailure
	}
	args := generalArgs(parsed)
	if llvmflags.WantsHelp(argv[1:]) {
		// As in LLVM tools, --help wins over everything else; urfave/cli
		// would take the input file for a help topic.
		args = []string{"--help"}
	}
	code = exitOK
	app := newApp(prog, reg, stdout, stderr)
	app.Action = func(c *cli.Context) error {
		runtime, spec := c.String("omp-lower-runtime"), c.String("omp-lower-dsl")
		if c.IsSet("omp-lower-runtime") || c.IsSet("omp-lower-dsl") {
			if err := omplowering.CheckOptions(runtime, spec); err != nil {
				fmt.Fprintf(stderr, "%s: error: %v\n", prog, err)
				code = exitFailure
				return nil
			}
		}
		// The OpenMP lowering's global flags are the defaults of its
		// passes' runtime= and dsl= options: the pipeline is built from
		// a registry that makes the passes with them set, which options
		// in the pipeline override (see passes.Registry.WithDefaults).
		withFlags, err := reg.WithDefaults(omplowering.Defaults(runtime, spec))
		if err != nil {
			fmt.Fprintf(stderr, "%s: for the --omp-lower-runtime or --omp-lower-dsl option: %v\n", prog, err)
			code = exitFailure
			return nil
		}
		code = action(c, parsed, withFlags, prog, stdin, stdout, stderr, tune)
		return nil
	}
	if err := app.Run(append([]string{prog}, args...)); err != nil {
		// Only a flag urfave/cli rejects after the pre-pass accepted it.
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return exitFailure
	}
	return code
}

// newRegistry returns the passes strata-opt knows: every pass of
// passes/all, and the test passes, which strata-opt offers as mlir-opt
// offers MLIR's.
func newRegistry() *passes.Registry {
	reg := all.NewRegistry()
	testpasses.Register(reg)
	return reg
}

// generalArgs returns the canonical command line for urfave/cli: the
// general flags and the positional arguments. The pass flags, which
// urfave/cli cannot keep in order among themselves, are read from parsed
// by the action.
func generalArgs(parsed *llvmflags.Parsed) []string {
	general := &llvmflags.Parsed{Positional: parsed.Positional}
	for _, f := range parsed.Flags {
		if !isPassFlag(f) {
			general.Flags = append(general.Flags, f)
		}
	}
	return general.Canonical()
}

func printUsageError(w io.Writer, prog string, err error) {
	var ue *llvmflags.UsageError
	if errors.As(err, &ue) {
		for _, m := range ue.Msgs {
			fmt.Fprintf(w, "%s: %s\n", prog, m)
		}
		return
	}
	fmt.Fprintf(w, "%s: %v\n", prog, err)
}

func newApp(prog string, reg *passes.Registry, stdout, stderr io.Writer) *cli.App {
	var passList strings.Builder
	writePassList(&passList, reg)
	return &cli.App{
		Name:      prog,
		HelpName:  prog,
		Usage:     "strata modular optimizer driver",
		UsageText: prog + " [options] [input file]",
		Description: "Parses the input file (standard input if it is \"-\" or absent), verifies it,\n" +
			"runs the passes given by --pass-pipeline or by the pass flags (in command-line\n" +
			"order) and prints the result. Top-level operations other than a single\n" +
			"builtin.module are wrapped in an implicit module. Options may be spelled -flag\n" +
			"or --flag, may follow the input file, and booleans take =true or =false; a\n" +
			"pass flag takes its options as --canonicalize=\"max-iterations=4 top-down=false\".\n" +
			"Errors are printed on stderr as file:line:col: error: message, with the source\n" +
			"line; the exit status is 0 on success and 1 on any error.",
		CustomAppHelpTemplate: helpTemplate,
		Flags:                 cliFlags(),
		Metadata:              map[string]any{"passes": passList.String()},
		HideHelpCommand:       true,
		HideVersion:           true, // --version is ours: urfave/cli's would add -v
		Writer:                stdout,
		ErrWriter:             stderr,
		OnUsageError: func(_ *cli.Context, err error, _ bool) error {
			return &llvmflags.UsageError{Msgs: []string{err.Error()}}
		},
		// Errors become exit statuses in run, never os.Exit here.
		ExitErrHandler: func(*cli.Context, error) {},
	}
}

// parse is builtin.ParseModuleWith; tests replace it to check what run
// does when the IR library panics.
var parse = builtin.ParseModuleWith

// parseFunc parses a source into a module.
type parseFunc = func(ctx *ir.Context, text []byte, opts ir.ParseOptions) (*ir.Operation, error)

// parseWithThreading returns parse, or, under --mlir-disable-threading,
// the parser restricted to one goroutine: the flag means one thread for
// the whole run, parsing included (large files are otherwise parsed on
// every core).
func parseWithThreading(disable bool) parseFunc {
	if !disable {
		return parse
	}
	return func(ctx *ir.Context, text []byte, opts ir.ParseOptions) (*ir.Operation, error) {
		opts.Threads = 1
		return parse(ctx, text, opts)
	}
}

// printThreads is the printer's Threads under --mlir-disable-threading
// or not: as for parsing, the flag means one thread for the whole run,
// printing the output included; otherwise a large module's functions are
// printed on every core.
func printThreads(disable bool) int {
	if disable {
		return 1
	}
	return 0
}

// tuneGC returns parse pausing the garbage collector while it parses, and
// setting GOGC=gcPercentAfterParse when it is done, as the comment on
// parseBytesPerByte explains. It changes the process's collector: only
// main asks for it.
func tuneGC(parse parseFunc) parseFunc {
	return func(ctx *ir.Context, text []byte, opts ir.ParseOptions) (*ir.Operation, error) {
		limit := memoryInUse() + parseBytesPerByte*int64(len(text)) + parseSlackBytes
		debug.SetMemoryLimit(limit)
		debug.SetGCPercent(-1)
		defer func() {
			runtime.GC()
			debug.SetGCPercent(gcPercentAfterParse)
			debug.SetMemoryLimit(memoryLimitUnlimited)
		}()
		return parse(ctx, text, opts)
	}
}

// memoryInUse returns the memory the Go runtime holds, as the memory limit
// counts it.
func memoryInUse() int64 {
	samples := []metrics.Sample{
		{Name: "/memory/classes/total:bytes"},
		{Name: "/memory/classes/heap/released:bytes"},
	}
	metrics.Read(samples)
	return int64(samples[0].Value.Uint64() - samples[1].Value.Uint64())
}

// helpTemplate lays --help out as LLVM tools do, the pass flags last.
const helpTemplate = `OVERVIEW: {{.Usage}}

USAGE: {{.UsageText}}

{{.Description}}

OPTIONS:
{{range .VisibleFlags}}   {{.}}
{{end}}
Compiler passes to run (--<pass>[=<options>]):
{{index .Metadata "passes"}}`

func action(c *cli.Context, parsed *llvmflags.Parsed, reg *passes.Registry, prog string, stdin io.Reader, stdout, stderr io.Writer, tune bool) int {
	switch {
	case c.Bool("version"):
		fmt.Fprintln(stdout, version)
		return exitOK
	case c.Bool("show-dialects"):
		ctx := opt.NewContext(opt.Options{})
		var names []string
		for _, d := range ctx.Dialects() {
			names = append(names, d.Name)
		}
		fmt.Fprintf(stdout, "Available Dialects: %s\n", strings.Join(names, ", "))
		return exitOK
	case c.Bool("list-passes"):
		writePassList(stdout, reg)
		return exitOK
	}
	opts := opt.Options{
		AllowUnregisteredDialects: c.Bool("allow-unregistered-dialect"),
		Print: ir.PrintOptions{
			Generic:   c.Bool("mlir-print-op-generic"),
			DebugInfo: c.Bool("mlir-print-debuginfo"),
			Threads:   printThreads(c.Bool("mlir-disable-threading")),
		},
		SplitInputFile:    c.Bool("split-input-file"),
		VerifyDiagnostics: c.Bool("verify-diagnostics"),
		DisableThreading:  c.Bool("mlir-disable-threading"),
	}
	ctx := opt.NewContext(opts)
	var timer *passes.Timer
	if c.Bool("mlir-timing") {
		timer = passes.NewTimer()
	}
	pm, err := buildPipeline(c, parsed, reg, ctx, timer, opts.Print, stderr)
	if err != nil {
		reportSetupError(stderr, prog, err)
		return exitFailure
	}
	if c.Bool("dump-pass-pipeline") {
		fmt.Fprintf(stderr, "Pass Manager with %d passes:\n%s\n\n", topLevelElements(pm.String()), pm.String())
	}

	src, err := opt.ReadSource(c.Args().First(), stdin)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return exitFailure
	}
	parse := parseWithThreading(c.Bool("mlir-disable-threading"))
	if tune {
		parse = tuneGC(parse)
	}
	proc := &opt.Processor{
		Options:     opts,
		Context:     ctx,
		Prog:        prog,
		Diagnostics: stderr,
		Parse:       parse,
		Time: func(stage string) func() {
			t := timer.Start(stage)
			return t.Stop
		},
	}
	if !pm.Empty() {
		proc.RunPasses = pm.Run
	}
	ok, err := process(proc, &src, c.String("o"), stdout)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		ok = false
	}
	if c.Bool("mlir-pass-statistics") {
		pm.PrintStatistics(stderr)
	}
	if timer != nil {
		timer.Stop()
		// mlir-opt's default display is the tree.
		if c.String("mlir-timing-display") == "list" {
			timer.ReportList(stderr)
		} else {
			timer.Report(stderr)
		}
	}
	if !ok {
		return exitFailure
	}
	return exitOK
}

// errFailed is what a failed run returns to WriteOutput, so that the
// output file is not written; the diagnostics are already printed.
var errFailed = errors.New("processing failed")

// process runs proc on src and writes the output to the file named path,
// or to stdout. The file is written only when everything succeeded; on
// stdout, what was produced is written in any case, as mlir-opt does
// (under --split-input-file, the chunks that succeeded).
func process(proc *opt.Processor, src *opt.Source, path string, stdout io.Writer) (bool, error) {
	if path == "" || path == "-" {
		bw := bufio.NewWriterSize(stdout, 64<<10)
		ok, err := proc.Process(src, bw)
		if ferr := bw.Flush(); err == nil && ferr != nil {
			err = fmt.Errorf("cannot write to standard output: %w", ferr)
		}
		return ok, err
	}
	ok := false
	err := opt.WriteOutput(path, stdout, func(w io.Writer) error {
		var err error
		ok, err = proc.Process(src, w)
		if err == nil && !ok {
			err = errFailed
		}
		return err
	})
	if errors.Is(err, errFailed) {
		err = nil
	}
	return ok, err
}

// setupError is an error in the command line's pipeline, with the text
// its diagnostics point into.
type setupError struct {
	err        error
	sourceName string
	text       string
}

func (e *setupError) Error() string { return e.err.Error() }

func reportSetupError(w io.Writer, prog string, err error) {
	var se *setupError
	if !errors.As(err, &se) {
		fmt.Fprintf(w, "%s: %v\n", prog, err)
		return
	}
	srcs := ir.NewSourceFiles()
	srcs.Add(se.sourceName, se.text)
	diags := passes.Diagnostics(se.err)
	if len(diags) == 0 {
		fmt.Fprintf(w, "%s: %v\n", prog, se.err)
	}
	for _, d := range diags {
		ir.PrintDiagnostic(w, d, srcs)
	}
}

// buildPipeline makes the pass manager from --pass-pipeline or from the
// pass flags, in command-line order, configured by the --mlir-* flags.
func buildPipeline(c *cli.Context, parsed *llvmflags.Parsed, reg *passes.Registry, ctx *ir.Context, timer *passes.Timer, print ir.PrintOptions, stderr io.Writer) (*passes.PassManager, error) {
	cfg := passes.Config{
		Registry:          reg,
		VerifyEach:        c.Bool("verify-each"),
		DisableThreading:  c.Bool("mlir-disable-threading"),
		PrintBefore:       listValues(parsed, "mlir-print-ir-before"),
		PrintAfter:        listValues(parsed, "mlir-print-ir-after"),
		PrintBeforeAll:    c.Bool("mlir-print-ir-before-all"),
		PrintAfterAll:     c.Bool("mlir-print-ir-after-all"),
		PrintAfterChange:  c.Bool("mlir-print-ir-after-change"),
		PrintAfterFailure: c.Bool("mlir-print-ir-after-failure"),
		PrintModuleScope:  c.Bool("mlir-print-ir-module-scope"),
		PrintTreeDir:      c.String("mlir-print-ir-tree-dir"),
		PrintOptions:      print,
		IROut:             stderr,
		Statistics:        c.Bool("mlir-pass-statistics"),
		StatisticsDisplay: c.String("mlir-pass-statistics-display"),
		Timer:             timer,
	}
	for _, name := range append(cfg.PrintBefore, cfg.PrintAfter...) {
		if _, ok := reg.Lookup(name); !ok {
			return nil, fmt.Errorf("for the --mlir-print-ir-%s option: Cannot find option named '%s'!", beforeOrAfter(cfg, name), name)
		}
	}
	switch cfg.StatisticsDisplay {
	case "", "list", "pipeline":
	default:
		return nil, fmt.Errorf("for the --mlir-pass-statistics-display option: Cannot find option named '%s'!", cfg.StatisticsDisplay)
	}
	switch d := c.String("mlir-timing-display"); d {
	case "", "list", "tree":
	default:
		return nil, fmt.Errorf("for the --mlir-timing-display option: Cannot find option named '%s'!", d)
	}
	pm := passes.NewPassManager(ctx, "builtin.module", cfg)
	pipeline := c.String("pass-pipeline")
	var passFlags []llvmflags.Flag
	for _, f := range parsed.Flags {
		if isPassFlag(f) {
			passFlags = append(passFlags, f)
		}
	}
	if c.IsSet("pass-pipeline") {
		if len(passFlags) > 0 {
			return nil, errors.New("'--pass-pipeline' option can't be used with individual pass options")
		}
		const name = "<pass-pipeline>"
		if err := pm.AddPipeline(pipeline, name); err != nil {
			return nil, &setupError{err, name, pipeline}
		}
		return pm, nil
	}
	for _, f := range passFlags {
		name := "--" + f.Spec.Name
		if err := pm.AddPassByArgument(f.Spec.Name, f.Value, name); err != nil {
			return nil, &setupError{err, name, f.Value}
		}
	}
	return pm, nil
}

func beforeOrAfter(cfg passes.Config, name string) string {
	for _, n := range cfg.PrintBefore {
		if n == name {
			return "before"
		}
	}
	return "after"
}

// topLevelElements counts the elements of a printed pipeline's outermost
// list, `builtin.module(a,func.func(b,c),d{x=1})` having three, for
// --dump-pass-pipeline's header.
func topLevelElements(pipeline string) int {
	open := strings.IndexByte(pipeline, '(')
	if open < 0 || strings.HasSuffix(pipeline, "()") {
		return 0
	}
	n, depth := 1, 0
	for _, c := range pipeline[open+1 : len(pipeline)-1] {
		switch c {
		case '(', '{', '[':
			depth++
		case ')', '}', ']':
			depth--
		case ',':
			if depth == 0 {
				n++
			}
		}
	}
	return n
}

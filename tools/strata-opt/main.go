// Command strata-opt reads an MLIR source file, parses and verifies it, and
// prints it back: the start of strata's counterpart of mlir-opt, whose
// command line and messages it follows.
//
// Usage:
//
//	strata-opt [options] [input file]
//
// The input is a file, or standard input when it is "-" or absent. The
// module is printed to standard output or to the file named by -o, which
// is replaced only when everything succeeded. Errors in the input are
// printed on stderr as `file:line:col: error: message`, with the source
// line, a caret under the column, and the notes; the exit status is then
// 1, as it is for a bad command line or an unreadable file.
//
// Options may be spelled -flag or --flag, booleans may be given a value
// (--flag=false), -o takes its value after '=' or as the next argument, and
// options may follow the input file, as with mlir-opt.
package main

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"strings"
	"syscall"
	"time"

	"github.com/strata-ir/strata/ir"
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
	// GOGC is left at Go's default. Measured on a generated module of one
	// million operations (a 41 MB file: 1000 functions of 1000 arith ops
	// in an scf.for), printed to /dev/null on 2 cores; user CPU is the
	// best of 3 interleaved runs, peak RSS their mean:
	//
	//	GOGC=25    13.7 s    564 MB
	//	GOGC=50     8.8 s    668 MB
	//	GOGC=100    6.9 s    739 MB  (the default)
	//	GOGC=200    6.3 s    852 MB
	//	GOGC=off    5.9 s   1522 MB
	//
	// The module itself is most of the heap (about 400 MB live once
	// parsed) and stays live until it is printed, so a lower target frees
	// little: 10% less memory at GOGC=50 costs 28% more CPU. Nothing here
	// is worth a setting; the GOGC environment variable still applies.
	go removeTempsOnSignal()
	os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr))
}

// removeTempsOnSignal waits for a signal that ends the program, removes the
// temporary -o file, if one is being written, and dies of the signal, as
// LLVM tools do: an interrupted run leaves nothing behind either.
func removeTempsOnSignal() {
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	sig := <-sigs
	opt.RemoveTemps()
	signal.Reset(sig)
	if p, err := os.FindProcess(os.Getpid()); err == nil {
		p.Signal(sig)
	}
	// Where the signal cannot be raised again, exit as shells report a
	// death by signal.
	time.Sleep(time.Second)
	if s, ok := sig.(syscall.Signal); ok {
		os.Exit(128 + int(s))
	}
	os.Exit(exitFailure)
}

// run is main without the process: it returns the exit status.
func run(argv []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
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

	args, err := normalizeArgs(prog, argv[1:])
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return exitFailure
	}
	if wantsHelp(args) {
		// As in LLVM tools, --help wins over everything else; urfave/cli
		// would take the input file for a help topic.
		args = []string{"--help"}
	}
	code = exitOK
	app := newApp(prog, stdout, stderr)
	app.Action = func(c *cli.Context) error {
		code = action(c, prog, stdin, stdout, stderr)
		return nil
	}
	if err := app.Run(append([]string{prog}, args...)); err != nil {
		// Only a flag urfave/cli rejects after normalizeArgs accepted it.
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return exitFailure
	}
	return code
}

func newApp(prog string, stdout, stderr io.Writer) *cli.App {
	var flags []cli.Flag
	for _, s := range flagSpecs {
		switch {
		case s.name == "help" || s.name == "h":
			// urfave/cli's own --help, -h.
		case s.kind == boolFlag:
			flags = append(flags, &cli.BoolFlag{Name: s.name, Usage: s.usage, DisableDefaultText: true})
		default:
			flags = append(flags, &cli.StringFlag{Name: s.name, Usage: s.usage})
		}
	}
	return &cli.App{
		Name:      prog,
		HelpName:  prog,
		Usage:     "strata modular optimizer driver",
		UsageText: prog + " [options] [input file]",
		Description: "Parses the input file (standard input if it is \"-\" or absent), verifies it and\n" +
			"prints it. Top-level operations other than a single builtin.module are wrapped\n" +
			"in an implicit module. Options may be spelled -flag or --flag, may follow the\n" +
			"input file, and booleans take =true or =false. Errors are printed on stderr as\n" +
			"file:line:col: error: message, with the source line; the exit status is 0 on\n" +
			"success and 1 on any error.",
		CustomAppHelpTemplate: helpTemplate,
		Flags:                 flags,
		HideHelpCommand:       true,
		HideVersion:           true, // --version is ours: urfave/cli's would add -v
		Writer:                stdout,
		ErrWriter:             stderr,
		OnUsageError: func(_ *cli.Context, err error, _ bool) error {
			return &usageError{err.Error()}
		},
		// Errors become exit statuses in run, never os.Exit here.
		ExitErrHandler: func(*cli.Context, error) {},
	}
}

// load is opt.Load; tests replace it to check what run does when the IR
// library panics.
var load = opt.Load

// helpTemplate lays --help out as LLVM tools do.
const helpTemplate = `OVERVIEW: {{.Usage}}

USAGE: {{.UsageText}}

{{.Description}}

OPTIONS:
{{range .VisibleFlags}}   {{.}}
{{end}}`

func action(c *cli.Context, prog string, stdin io.Reader, stdout, stderr io.Writer) int {
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
	}
	opts := opt.Options{
		AllowUnregisteredDialects: c.Bool("allow-unregistered-dialect"),
		Print: ir.PrintOptions{
			Generic:   c.Bool("mlir-print-op-generic"),
			DebugInfo: c.Bool("mlir-print-debuginfo"),
		},
	}
	src, err := opt.ReadSource(c.Args().First(), stdin)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return exitFailure
	}
	m, err := load(opt.NewContext(opts), src)
	if err != nil {
		// The source text is needed only to show the lines diagnostics
		// point into.
		srcs := ir.NewSourceFiles()
		srcs.Add(src.Name, string(src.Text))
		opt.ReportError(stderr, prog, err, srcs)
		return exitFailure
	}
	// Nothing in the IR refers to the source text: let the collector have
	// it while the module is printed.
	src.Text = nil
	err = opt.WriteOutput(c.String("o"), stdout, func(w io.Writer) error {
		return opt.PrintModule(w, m, opts.Print)
	})
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return exitFailure
	}
	return exitOK
}

// Command strata-translate is strata's counterpart of mlir-translate: it
// reads a module of LLVM dialect operations and prints it as LLVM IR
// (LLVM 14's textual form, with typed pointers), which LLVM 14's opt and
// llc accept.
//
// Usage:
//
//	strata-translate --mlir-to-llvmir [options] [input file]
//
// The input is a file, or standard input when it is "-" or absent. The
// LLVM IR is printed to standard output or to the file named by -o, which
// is written only when everything succeeded.
//
// --split-input-file translates each chunk of the input between lines
// "// -----" on its own, and joins the outputs with such lines.
// --allow-unregistered-dialect accepts operations of unknown dialects in
// the input (the translation still rejects them, located).
//
// Errors (in the input, or an operation that cannot be translated) are
// printed on stderr as `file:line:col: error: message`, with the source
// line, a caret and the operation, and the exit status is 1. A bug in
// strata (a panic) is reported with its stack and exit status 2.
package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"

	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/llvmir"
	"github.com/strata-ir/strata/tools/internal/llvmflags"
	"github.com/strata-ir/strata/tools/strata-opt/opt"
	"github.com/urfave/cli/v2"
)

const version = "strata-translate (strata), LLVM IR for LLVM 14"

const (
	exitOK       = 0
	exitFailure  = 1
	exitInternal = 2
)

// flagSpecs are the options, in the order --help shows them.
var flagSpecs = []llvmflags.Spec{
	{Name: "o", Kind: llvmflags.Value, Usage: "Output `filename` (default: standard output, also named \"-\")"},
	{Name: "mlir-to-llvmir", Kind: llvmflags.Bool, Usage: "Translate MLIR (the llvm dialect) to LLVM IR"},
	{Name: "allow-unregistered-dialect", Kind: llvmflags.Bool, Usage: "Allow operation with no registered dialects"},
	{Name: "split-input-file", Kind: llvmflags.Bool, Usage: "Split the input file into pieces and process each chunk independently"},
	{Name: "version", Kind: llvmflags.Bool, Usage: "Display the version of this program"},
	{Name: "help", Kind: llvmflags.Bool, Usage: "Display available options"},
	{Name: "h", Kind: llvmflags.Bool, Usage: "Alias for --help"},
}

func main() {
	go opt.RemoveTempsOnSignal()
	os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr))
}

// run is main without the process: it returns the exit status.
func run(argv []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	prog := "strata-translate"
	if len(argv) > 0 && argv[0] != "" {
		prog = filepath.Base(argv[0])
	}
	// The translation reports bad input as diagnostics; this is the last
	// resort for a bug, reported as strata-opt reports one.
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "%s: internal error: %v\nPlease report this bug with the input and this stack:\n%s", prog, r, debug.Stack())
			code = exitInternal
		}
	}()
	parser := &llvmflags.Parser{Prog: prog, Specs: flagSpecs, MaxPositional: 1, CloseSuggestionsOnly: true}
	parsed, err := parser.Parse(argv[1:])
	if err != nil {
		var ue *llvmflags.UsageError
		if errors.As(err, &ue) {
			for _, m := range ue.Msgs {
				fmt.Fprintf(stderr, "%s: %s\n", prog, m)
			}
		} else {
			fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		}
		return exitFailure
	}
	args := parsed.Canonical()
	if llvmflags.WantsHelp(argv[1:]) {
		args = []string{"--help"}
	}
	code = exitOK
	app := newApp(prog, stdout, stderr)
	app.Action = func(c *cli.Context) error {
		code = action(c, prog, stdin, stdout, stderr)
		return nil
	}
	if err := app.Run(append([]string{prog}, args...)); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return exitFailure
	}
	return code
}

func newApp(prog string, stdout, stderr io.Writer) *cli.App {
	var flags []cli.Flag
	for _, s := range flagSpecs {
		switch {
		case s.Name == "help" || s.Name == "h":
		case s.Kind == llvmflags.Bool:
			flags = append(flags, &cli.BoolFlag{Name: s.Name, Usage: s.Usage, DisableDefaultText: true})
		default:
			flags = append(flags, &cli.StringFlag{Name: s.Name, Usage: s.Usage})
		}
	}
	return &cli.App{
		Name:      prog,
		HelpName:  prog,
		Usage:     "strata translation driver",
		UsageText: prog + " --mlir-to-llvmir [options] [input file]",
		Description: "Translates the input file (standard input if it is \"-\" or absent), a module of\n" +
			"llvm dialect operations, to LLVM IR that LLVM 14's opt and llc accept (typed\n" +
			"pointers: !llvm.ptr is i8*). Errors are printed on stderr as\n" +
			"file:line:col: error: message, with the source line; the exit status is 0 on\n" +
			"success and 1 on any error, and nothing is written to -o on failure.",
		CustomAppHelpTemplate: "OVERVIEW: {{.Usage}}\n\nUSAGE: {{.UsageText}}\n\n{{.Description}}\n\nOPTIONS:\n{{range .VisibleFlags}}   {{.}}\n{{end}}",
		Flags:                 flags,
		HideHelpCommand:       true,
		HideVersion:           true,
		Writer:                stdout,
		ErrWriter:             stderr,
		OnUsageError: func(_ *cli.Context, err error, _ bool) error {
			return &llvmflags.UsageError{Msgs: []string{err.Error()}}
		},
		ExitErrHandler: func(*cli.Context, error) {},
	}
}

func action(c *cli.Context, prog string, stdin io.Reader, stdout, stderr io.Writer) int {
	if c.Bool("version") {
		fmt.Fprintln(stdout, version)
		return exitOK
	}
	if !c.Bool("mlir-to-llvmir") {
		// mlir-translate's words when no translation is chosen.
		fmt.Fprintf(stderr, "%s: Translation to perform option: must be specified at least once!\n", prog)
		return exitFailure
	}
	src, err := opt.ReadSource(c.Args().First(), stdin)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return exitFailure
	}
	ctx := opt.NewContext(opt.Options{AllowUnregisteredDialects: c.Bool("allow-unregistered-dialect")})
	srcs := ir.NewSourceFiles()
	srcs.Add(src.Name, string(src.Text))

	chunks := []opt.Chunk{{FirstLine: 1, LastLine: bytes.Count(src.Text, []byte{'\n'}) + 1, End: len(src.Text)}}
	if c.Bool("split-input-file") {
		chunks = opt.SplitInput(src.Text)
	}
	var out bytes.Buffer
	ok := true
	for i, chunk := range chunks {
		if i > 0 {
			out.WriteString("\n" + opt.SplitMarker + "\n")
		}
		text, err := translateChunk(ctx, src, chunk)
		if err != nil {
			reportError(stderr, prog, err, srcs)
			ok = false
			continue
		}
		out.WriteString(text)
	}
	path := c.String("o")
	if !ok && path != "" && path != "-" {
		return exitFailure
	}
	if err := opt.WriteOutput(path, stdout, func(w io.Writer) error {
		_, err := w.Write(out.Bytes())
		return err
	}); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return exitFailure
	}
	if !ok {
		return exitFailure
	}
	return exitOK
}

// translateChunk parses, verifies and translates lines
// chunk.FirstLine..LastLine of src. The chunk is padded with the lines
// before it, so that locations are those of the whole file.
func translateChunk(ctx *ir.Context, src opt.Source, chunk opt.Chunk) (string, error) {
	text := src.Text
	if chunk.Start > 0 || chunk.End < len(text) {
		padded := bytes.Repeat([]byte{'\n'}, chunk.FirstLine-1)
		text = append(padded, text[chunk.Start:chunk.End]...)
	}
	m, err := builtin.ParseModule(ctx, src.Name, text)
	if err != nil {
		return "", err
	}
	if err := ir.Verify(m); err != nil {
		return "", err
	}
	mod, err := llvmir.Translate(m)
	if err != nil {
		return "", err
	}
	return mod.String(), nil
}

// reportError prints each diagnostic err holds with its source line and
// the operation it is about, as mlir-translate does; any other error as
// `prog: message`.
func reportError(w io.Writer, prog string, err error, srcs *ir.SourceFiles) {
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		for _, e := range joined.Unwrap() {
			reportError(w, prog, e, srcs)
		}
		return
	}
	var d *ir.Diagnostic
	if errors.As(err, &d) {
		ir.DiagnosticPrinter{Sources: srcs, ShowOperation: true}.Print(w, d)
		return
	}
	fmt.Fprintf(w, "%s: %v\n", prog, err)
}

// Package opt is the library behind strata-opt, the counterpart of MLIR's
// MlirOptMain: a Processor reads a source file (whole, or chunk by chunk
// under --split-input-file), parses it into a module, verifies it, runs
// the pass pipeline it is given and prints the result, reporting the
// diagnostics or, under --verify-diagnostics, checking them against the
// input's expected-* comments. The command in tools/strata-opt parses the
// command line and builds the pass manager.
package opt

import (
	"errors"
	"fmt"
	"io"
	"io/fs"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
)

// StdinName is the name under which standard input appears in locations and
// diagnostics, as in mlir-opt.
const StdinName = "<stdin>"

// Options configure a run.
type Options struct {
	// AllowUnregisteredDialects accepts operations, types and attributes of
	// dialects that are not registered, as --allow-unregistered-dialect.
	AllowUnregisteredDialects bool
	// Print selects the output form: --mlir-print-op-generic and
	// --mlir-print-debuginfo.
	Print ir.PrintOptions
	// SplitInputFile processes each chunk of the input between
	// SplitMarker lines on its own, as --split-input-file.
	SplitInputFile bool
	// VerifyDiagnostics checks the diagnostics against the expected-*
	// comments of the input instead of printing them, as
	// --verify-diagnostics.
	VerifyDiagnostics bool
	// DisableThreading verifies the parsed input on one goroutine, as
	// --mlir-disable-threading (the tool's Parse does the same for
	// parsing).
	DisableThreading bool
}

// NewContext returns a context with every strata dialect registered and
// the unregistered-dialect policy of opts.
func NewContext(opts Options) *ir.Context {
	ctx := all.NewContext()
	ctx.SetAllowUnregisteredDialects(opts.AllowUnregisteredDialects)
	return ctx
}

// Source is an input file: its name, as used in locations, and its text.
// Path, when set, is a file the text can be read from again, so that a
// Processor may let the text go once it is parsed (see Processor.Process).
type Source struct {
	Name string
	Text []byte
	Path string

	// drop, when set, gives back to the system the memory of the text
	// before an offset: the text is a mapped file whose pages are read
	// again from the file if they are touched again (see readFile).
	drop func(upTo int)
}

// consumed tells src that the text before off is no longer needed.
func (src *Source) consumed(off int) {
	if src.drop != nil {
		src.drop(off)
	}
}

// ReadSource reads the file at path, or standard input when path is "-"
// or "". The error says which file could not be read, in mlir-opt's words.
func ReadSource(path string, stdin io.Reader) (Source, error) {
	if path == "" || path == "-" {
		text, err := io.ReadAll(stdin)
		if err != nil {
			return Source{}, fmt.Errorf("cannot read standard input: %w", errMessage(err))
		}
		return Source{Name: StdinName, Text: text}, nil
	}
	text, drop, err := readFile(path)
	if err != nil {
		return Source{}, fmt.Errorf("cannot open input file '%s': %w", path, errMessage(err))
	}
	return Source{Name: path, Text: text, Path: path, drop: drop}, nil
}

// errMessage strips the operation and path that os errors repeat ("open
// x.mlir: no such file or directory"), leaving the reason.
func errMessage(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Load parses src into a module (wrapping top-level operations in an
// implicit one, as mlir-opt does) and verifies it. Errors about the input
// are *ir.Diagnostic values located in src.
func Load(ctx *ir.Context, src Source) (*ir.Operation, error) {
	m, err := builtin.ParseModule(ctx, src.Name, src.Text)
	if err != nil {
		return nil, err
	}
	if err := ir.Verify(m); err != nil {
		return nil, err
	}
	return m, nil
}

// Run loads src, verifies it and prints the module to out. Nothing is
// written to out unless the module is valid.
func Run(src Source, opts Options, out io.Writer) error {
	m, err := Load(NewContext(opts), src)
	if err != nil {
		return err
	}
	return PrintModule(out, m, opts.Print)
}

// PrintModule prints m as mlir-opt prints its result: the operation, then
// an empty line, so that the output is byte for byte mlir-opt's.
func PrintModule(w io.Writer, m *ir.Operation, opts ir.PrintOptions) error {
	if err := ir.Print(w, m, opts); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}

// ReportError writes err to w: each diagnostic it holds (an *ir.Diagnostic,
// or several joined with errors.Join) as `file:line:col: error: message`
// followed by the source line and a caret when srcs has the file, then its
// notes; any other error as `prog: message`.
func ReportError(w io.Writer, prog string, err error, srcs *ir.SourceFiles) {
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		for _, e := range joined.Unwrap() {
			ReportError(w, prog, e, srcs)
		}
		return
	}
	var d *ir.Diagnostic
	if errors.As(err, &d) {
		ir.PrintDiagnostic(w, d, srcs)
		return
	}
	fmt.Fprintf(w, "%s: %v\n", prog, err)
}

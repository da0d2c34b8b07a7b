// Command strata-dsl formats, checks and evaluates OpenMP lowering specs
// (docs/dsl.md):
//
//	strata-dsl fmt [-w] FILE...
//	strata-dsl check [--runtime=NAME] [-q] FILE...
//	strata-dsl plan --runtime=NAME --construct=NAME [--clause NAME=VALUE]... FILE
//
// Errors are printed as `file:line:col: error: message` with the source
// line and a caret; the exit status is 1 when a spec has errors or the
// command line is wrong, as for every strata tool.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/dsl"
	"github.com/urfave/cli/v2"
)

const (
	exitOK    = 0
	exitError = 1
)

// specError says that a spec had errors, already printed.
type specError struct{}

func (specError) Error() string { return "the spec has errors" }

// usageError is a bad command line.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func main() {
	os.Exit(run(os.Args, os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	app := newApp(stdout, stderr)
	err := app.Run(reorderArgs(args))
	var uerr usageError
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, new(specError)):
		return exitError
	case errors.As(err, &uerr):
		fmt.Fprintf(stderr, "strata-dsl: error: %s (see --help)\n", uerr.msg)
		return exitError
	}
	fmt.Fprintf(stderr, "strata-dsl: error: %v\n", err)
	return exitError
}

// takesValue reports whether the flag name takes a value (the next
// argument when not written --name=value), for reorderArgs.
func takesValue(name string) bool {
	switch name {
	case "runtime", "construct", "clause":
		return true
	}
	return false
}

// reorderArgs moves a subcommand's flags before its positional arguments,
// since urfave/cli stops parsing flags at the first one and the usual
// spelling is `strata-dsl plan FILE --runtime=NAME`.
func reorderArgs(args []string) []string {
	if len(args) < 2 || strings.HasPrefix(args[1], "-") {
		return args
	}
	out := []string{args[0], args[1]}
	var flags, positional []string
	rest := args[2:]
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		if a == "--" {
			positional = append(positional, rest[i+1:]...)
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			positional = append(positional, a)
			continue
		}
		flags = append(flags, a)
		name := strings.TrimLeft(a, "-")
		if takesValue(name) && i+1 < len(rest) {
			i++
			flags = append(flags, rest[i])
		}
	}
	out = append(out, flags...)
	if len(positional) > 0 {
		out = append(out, "--")
		out = append(out, positional...)
	}
	return out
}

func newApp(stdout, stderr io.Writer) *cli.App {
	return &cli.App{
		Name:            "strata-dsl",
		Usage:           "format, check and evaluate OpenMP lowering specs (docs/dsl.md)",
		Writer:          stdout,
		ErrWriter:       stderr,
		HideHelpCommand: true,
		OnUsageError: func(_ *cli.Context, err error, _ bool) error {
			return usageError{err.Error()}
		},
		ExitErrHandler: func(*cli.Context, error) {},
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usageError{fmt.Sprintf("unknown command '%s'", c.Args().First())}
			}
			return usageError{"missing command: fmt, check or plan"}
		},
		Commands: []*cli.Command{
			{
				Name:      "fmt",
				Usage:     "print specs canonically",
				ArgsUsage: "FILE...",
				Flags: []cli.Flag{
					&cli.BoolFlag{Name: "w", Usage: "rewrite the files instead of printing them"},
				},
				OnUsageError: subcommandUsageError,
				Action:       fmtAction,
			},
			{
				Name:      "check",
				Usage:     "parse and check specs against the default schema; print, for each, 'ok: N declarations, runtime R'",
				ArgsUsage: "FILE...",
				Flags: []cli.Flag{
					&cli.StringFlag{Name: "runtime", Usage: "also require that the spec declares runtime `NAME`"},
					&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print nothing on success, only errors"},
				},
				OnUsageError: subcommandUsageError,
				Action:       checkAction,
			},
			{
				Name:      "plan",
				Usage:     "print the plan a runtime's spec gives an op",
				ArgsUsage: "FILE",
				Flags: []cli.Flag{
					&cli.StringFlag{Name: "runtime", Usage: "the runtime `NAME`", Required: true},
					&cli.StringFlag{Name: "construct", Usage: "the construct `NAME` (parallel, wsloop, omp.atomic.update, ...)", Required: true},
					&cli.StringSliceFlag{Name: "clause", Usage: "a clause of the op, `NAME[=VALUE]`: num_threads=value, schedule=dynamic, nowait, collapse=2 (repeatable)"},
				},
				OnUsageError: subcommandUsageError,
				Action:       planAction,
			},
		},
	}
}

func subcommandUsageError(_ *cli.Context, err error, _ bool) error {
	return usageError{err.Error()}
}

// load reads and parses a spec, printing a syntax error.
func load(c *cli.Context, path string, src *ir.SourceFiles) (*dsl.File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	src.Add(path, string(data))
	f, err := dsl.Parse(path, string(data))
	if err != nil {
		printErr(c, err, src)
		return nil, specError{}
	}
	return f, nil
}

// printErr prints a DSL error with its source line and caret.
func printErr(c *cli.Context, err error, src *ir.SourceFiles) {
	var list dsl.Errors
	var diag *ir.Diagnostic
	switch {
	case errors.As(err, &list):
		for _, d := range list {
			ir.PrintDiagnostic(c.App.ErrWriter, d, src)
		}
	case errors.As(err, &diag):
		ir.PrintDiagnostic(c.App.ErrWriter, diag, src)
	default:
		fmt.Fprintf(c.App.ErrWriter, "strata-dsl: error: %v\n", err)
	}
}

func files(c *cli.Context, max int) ([]string, error) {
	paths := c.Args().Slice()
	if len(paths) == 0 {
		return nil, usageError{"missing FILE"}
	}
	if max > 0 && len(paths) > max {
		return nil, usageError{fmt.Sprintf("expected %d FILE, got %d", max, len(paths))}
	}
	return paths, nil
}

func fmtAction(c *cli.Context) error {
	paths, err := files(c, 0)
	if err != nil {
		return err
	}
	failed := false
	for _, path := range paths {
		src := ir.NewSourceFiles()
		f, err := load(c, path, src)
		if err != nil {
			if !errors.As(err, new(specError)) {
				return err
			}
			failed = true
			continue
		}
		out := dsl.Format(f)
		if !c.Bool("w") {
			fmt.Fprint(c.App.Writer, out)
			continue
		}
		if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
			return err
		}
	}
	if failed {
		return specError{}
	}
	return nil
}

func checkAction(c *cli.Context) error {
	paths, err := files(c, 0)
	if err != nil {
		return err
	}
	schema := dsl.DefaultSchema()
	failed := false
	for _, path := range paths {
		src := ir.NewSourceFiles()
		f, err := load(c, path, src)
		if err != nil {
			if !errors.As(err, new(specError)) {
				return err
			}
			failed = true
			continue
		}
		ok := true
		if err := dsl.Check(f, schema); err != nil {
			printErr(c, err, src)
			ok = false
		}
		if name := c.String("runtime"); name != "" {
			if _, err := dsl.FindRuntime(f, name); err != nil {
				fmt.Fprintf(c.App.ErrWriter, "%s: error: %v\n", path, err)
				ok = false
			}
		}
		if !ok {
			failed = true
			continue
		}
		if !c.Bool("quiet") {
			// Silence on success left a user unsure that the file (and
			// which runtime of it) was read at all.
			prefix := ""
			if len(paths) > 1 {
				prefix = path + ": "
			}
			fmt.Fprintf(c.App.Writer, "%sok: %s\n", prefix, checkSummary(f))
		}
	}
	if failed {
		return specError{}
	}
	return nil
}

// checkSummary says what a checked spec holds: its construct declarations
// and the runtimes they belong to, as in "12 declarations, runtime iomp".
func checkSummary(f *dsl.File) string {
	n := 0
	names := make([]string, len(f.Runtimes))
	for i, r := range f.Runtimes {
		n += len(r.Constructs())
		names[i] = r.Name
	}
	decls := fmt.Sprintf("%d declarations", n)
	if n == 1 {
		decls = "1 declaration"
	}
	switch len(names) {
	case 0:
		return decls + ", no runtime"
	case 1:
		return decls + ", runtime " + names[0]
	}
	return decls + ", runtimes " + strings.Join(names, ", ")
}

func planAction(c *cli.Context) error {
	paths, err := files(c, 1)
	if err != nil {
		return err
	}
	schema := dsl.DefaultSchema()
	construct := dsl.ConstructName(c.String("construct"))
	if !schema.HasConstruct(construct) {
		return usageError{fmt.Sprintf("unknown construct '%s'", c.String("construct"))}
	}
	clauses, err := parseClauses(schema, construct, c.StringSlice("clause"))
	if err != nil {
		return err
	}
	src := ir.NewSourceFiles()
	f, err := load(c, paths[0], src)
	if err != nil {
		return err
	}
	if err := dsl.Check(f, schema); err != nil {
		printErr(c, err, src)
		return specError{}
	}
	plan, err := dsl.Evaluate(f, schema, c.String("runtime"), construct, clauses)
	if err != nil {
		printErr(c, err, src)
		return specError{}
	}
	fmt.Fprint(c.App.Writer, plan)
	return nil
}

// parseClauses reads --clause NAME[=VALUE] flags; the schema says how to
// read each value.
func parseClauses(schema *dsl.Schema, construct string, flags []string) (dsl.ClauseMap, error) {
	clauses := dsl.ClauseMap{}
	for _, flag := range flags {
		name, value, hasValue := strings.Cut(flag, "=")
		v, ok := schema.Vars[name]
		if !ok || !v.Clause {
			return nil, usageError{fmt.Sprintf("--clause %s: unknown clause '%s'", flag, name)}
		}
		if !v.AvailableIn(construct) {
			return nil, usageError{fmt.Sprintf("--clause %s: construct '%s' has no clause '%s'", flag, construct, name)}
		}
		bad := func(want string) error {
			return usageError{fmt.Sprintf("--clause %s: clause '%s' takes %s", flag, name, want)}
		}
		switch v.Kind {
		case dsl.KindValue, dsl.KindList:
			if hasValue && value != "value" {
				return nil, bad("the placeholder 'value' (its operand is bound by the passes)")
			}
			if v.Kind == dsl.KindList {
				clauses[name] = dsl.ListClause()
			} else {
				clauses[name] = dsl.ValueClause()
			}
		case dsl.KindBool:
			b := true
			if hasValue {
				var err error
				if b, err = strconv.ParseBool(value); err != nil {
					return nil, bad("true or false")
				}
			}
			clauses[name] = dsl.BoolClause(b)
		case dsl.KindInt:
			n, err := strconv.ParseInt(value, 10, 64)
			if err != nil {
				return nil, bad("an integer")
			}
			clauses[name] = dsl.IntClause(n)
		case dsl.KindEnum:
			found := false
			for _, w := range v.Values {
				found = found || w == value
			}
			if !found {
				return nil, bad("one of " + strings.Join(v.Values, ", "))
			}
			clauses[name] = dsl.EnumClause(value)
		case dsl.KindString:
			clauses[name] = dsl.StringClause(value)
		}
	}
	return clauses, nil
}

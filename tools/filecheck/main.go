// Command filecheck verifies that its input matches the directives of a
// check file. It is a reimplementation of LLVM 14's FileCheck, compatible
// with its command line, check-file syntax, diagnostics and exit codes.
//
// Usage:
//
//	filecheck [options] CHECK-FILE [--input-file FILE]
//
// The command line is defined with urfave/cli, but FileCheck is usually run
// from lit tests with LLVM-style spellings that Go's flag parsing does not
// accept as is. A small pre-pass (normalizeArgs) therefore rewrites argv
// first: it accepts -flag and --flag, --flag=value and --flag value,
// -DVAR=X (-D is a prefix option, as in LLVM), and flags after the
// positional check file, and hands urfave/cli a canonical
// "--flag=value ... -- CHECK-FILE" (package tools/internal/llvmflags, shared
// with strata-opt). Options in the FILECHECK_OPTS
// environment variable are read before the command line.
package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/strata-ir/strata/tools/filecheck/checker"
	"github.com/strata-ir/strata/tools/internal/llvmflags"
	"github.com/urfave/cli/v2"
)

const version = "filecheck (strata), compatible with LLVM FileCheck 14"

func main() {
	os.Exit(run(os.Args, os.Getenv("FILECHECK_OPTS"), os.Stdin, os.Stdout, os.Stderr))
}

// flagSpecs is the one list of options; both the pre-pass and the
// urfave/cli definitions are derived from it. FileCheck's options may be
// given once, except -v, -vv and the repeatable ones (a Value flag that is
// not Once).
var flagSpecs = []llvmflags.Spec{
	{Name: "check-prefix", Kind: llvmflags.Value, Usage: "Use `PREFIX` for directives (repeatable; defaults to 'CHECK')"},
	{Name: "check-prefixes", Kind: llvmflags.Value, Usage: "Like --check-prefix, with a comma-separated list of `PREFIXES`"},
	{Name: "comment-prefixes", Kind: llvmflags.Value, Usage: "Comma-separated list of comment `PREFIXES` (defaults to 'COM,RUN')"},
	{Name: "allow-unused-prefixes", Kind: llvmflags.Bool, Once: true, Usage: "Allow prefixes to be specified but not appear in the test"},
	{Name: "input-file", Kind: llvmflags.Value, Once: true, Usage: "`FILE` to check (defaults to stdin)"},
	{Name: "D", Kind: llvmflags.Prefix, Usage: "Define a variable: -DVAR=VALUE, -D#VAR=EXPR or -D#%x,VAR=EXPR (`DEF`)"},
	{Name: "strict-whitespace", Kind: llvmflags.Bool, Once: true, Usage: "Do not treat all horizontal whitespace as equivalent"},
	{Name: "match-full-lines", Kind: llvmflags.Bool, Once: true, Usage: "Require all positive matches to cover an entire input line"},
	{Name: "ignore-case", Kind: llvmflags.Bool, Once: true, Usage: "Use case-insensitive matching"},
	{Name: "implicit-check-not", Kind: llvmflags.Value, Usage: "Add an implicit CHECK-NOT for `PATTERN` around every positive check"},
	{Name: "allow-empty", Kind: llvmflags.Bool, Once: true, Usage: "Allow the input file to be empty"},
	{Name: "enable-var-scope", Kind: llvmflags.Bool, Once: true, Usage: "Reset variables not starting with '$' at the beginning of each CHECK-LABEL block"},
	{Name: "allow-deprecated-dag-overlap", Kind: llvmflags.Bool, Once: true, Usage: "Enable overlapping among matches in a group of consecutive CHECK-DAG directives"},
	{Name: "dump-input", Kind: llvmflags.Value, Usage: "Dump the annotated input to stderr: help, always, fail (default) or never (`MODE`)"},
	{Name: "dump-input-filter", Kind: llvmflags.Value, Usage: "In the input dump, print only lines of `KIND`: all, annotation-full, annotation or error"},
	{Name: "dump-input-context", Kind: llvmflags.Value, Usage: "In the input dump, print `N` lines of context around the filtered lines (default 5)"},
	{Name: "v", Kind: llvmflags.Bool, Usage: "Print directive pattern matches, or add them to the input dump"},
	{Name: "vv", Kind: llvmflags.Bool, Usage: "Print information helpful in diagnosing internal FileCheck issues (implies -v)"},
	{Name: "color", Kind: llvmflags.Bool, Once: true, Usage: "Use colors in output"},
	{Name: "help", Kind: llvmflags.Bool, Usage: "Show help"},
	{Name: "h", Kind: llvmflags.Bool, Usage: "Show help"},
	{Name: "version", Kind: llvmflags.Bool, Once: true, Usage: "Print the version"},
}

const tooManyPositional = "Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: %s --help"

// newUsageError is a command-line error; FileCheck reports these with
// exit status 1.
func newUsageError(msg string) *llvmflags.UsageError {
	return &llvmflags.UsageError{Msgs: []string{msg}}
}

// normalizeArgs rewrites FileCheck-style arguments (without argv[0]) into
// "--name=value" flags followed by "--" and the positional arguments, so
// that urfave/cli (which stops at the first positional argument and does
// not know -DVAR=VALUE) can parse them.
func normalizeArgs(prog string, args []string) ([]string, error) {
	p := llvmflags.Parser{Prog: prog, Specs: flagSpecs}
	parsed, err := p.Parse(args)
	if err != nil {
		// The number of positional arguments is checked by the action,
		// unless the command line is bad anyway: then LLVM reports it
		// with the other problems.
		if ue, ok := err.(*llvmflags.UsageError); ok && len(parsed.Positional) > 1 {
			ue.Msgs = append(ue.Msgs, fmt.Sprintf(tooManyPositional, prog))
		}
		return nil, err
	}
	return parsed.Canonical(), nil
}

// tokenize splits FILECHECK_OPTS like a shell would (whitespace separated,
// with single and double quotes and backslash escapes).
func tokenize(s string) []string {
	var out []string
	var cur strings.Builder
	inTok := false
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			} else if c == '\\' && quote == '"' && i+1 < len(s) {
				i++
				cur.WriteByte(s[i])
			} else {
				cur.WriteByte(c)
			}
		case c == '\'' || c == '"':
			quote, inTok = c, true
		case c == '\\' && i+1 < len(s):
			i++
			cur.WriteByte(s[i])
			inTok = true
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			if inTok {
				out = append(out, cur.String())
				cur.Reset()
				inTok = false
			}
		default:
			cur.WriteByte(c)
			inTok = true
		}
	}
	if inTok {
		out = append(out, cur.String())
	}
	return out
}

// earliest returns the value of a repeated enumerated option that comes
// first in order (FileCheck's precedence rule), or "" if none was given. A
// value not in order is returned as bad.
func earliest(values, order []string) (value, bad string) {
	best := -1
	for _, v := range values {
		i := indexOf(order, v)
		if i < 0 {
			return "", v
		}
		if best < 0 || i < best {
			best = i
		}
	}
	if best < 0 {
		return "", ""
	}
	return order[best], ""
}

func indexOf(list []string, s string) int {
	for i, v := range list {
		if v == s {
			return i
		}
	}
	return -1
}

func buildFlags() []cli.Flag {
	var fl []cli.Flag
	for _, s := range flagSpecs {
		if s.Name == "help" || s.Name == "h" {
			continue // provided by urfave/cli
		}
		switch {
		case s.Kind == llvmflags.Bool:
			fl = append(fl, &cli.BoolFlag{Name: s.Name, Usage: s.Usage})
		case s.Once:
			fl = append(fl, &cli.StringFlag{Name: s.Name, Usage: s.Usage})
		default:
			fl = append(fl, &cli.StringSliceFlag{Name: s.Name, Usage: s.Usage, KeepSpace: true})
		}
	}
	return fl
}

// optionsFrom builds checker options from parsed flags.
func optionsFrom(c *cli.Context) (checker.Options, error) {
	o := checker.DefaultOptions()
	o.CheckPrefixes = append(o.CheckPrefixes, c.StringSlice("check-prefix")...)
	for _, v := range c.StringSlice("check-prefixes") {
		o.CheckPrefixes = append(o.CheckPrefixes, strings.Split(v, ",")...)
	}
	for _, v := range c.StringSlice("comment-prefixes") {
		o.CommentPrefixes = append(o.CommentPrefixes, strings.Split(v, ",")...)
	}
	o.AllowUnusedPrefixes = c.Bool("allow-unused-prefixes")
	o.Defines = c.StringSlice("D")
	o.StrictWhitespace = c.Bool("strict-whitespace")
	o.MatchFullLines = c.Bool("match-full-lines")
	o.IgnoreCase = c.Bool("ignore-case")
	o.ImplicitCheckNot = c.StringSlice("implicit-check-not")
	o.AllowEmpty = c.Bool("allow-empty")
	o.EnableVarScope = c.Bool("enable-var-scope")
	o.AllowDeprecatedDAGOverlap = c.Bool("allow-deprecated-dag-overlap")
	o.Verbose = c.Bool("v")
	o.VeryVerbose = c.Bool("vv")
	o.Color = c.Bool("color")

	mode, bad := earliest(c.StringSlice("dump-input"), []string{"help", "always", "fail", "never"})
	if bad != "" {
		return o, newUsageError("for the --dump-input option: Cannot find option named '" + bad + "'!")
	}
	o.DumpInput = map[string]checker.DumpMode{"": checker.DumpFail, "help": checker.DumpHelp,
		"always": checker.DumpAlways, "fail": checker.DumpFail, "never": checker.DumpNever}[mode]
	filter, bad := earliest(c.StringSlice("dump-input-filter"), []string{"all", "annotation-full", "annotation", "error"})
	if bad != "" {
		return o, newUsageError("for the --dump-input-filter option: Cannot find option named '" + bad + "'!")
	}
	o.DumpInputFilter = map[string]checker.DumpFilter{"": checker.FilterDefault, "all": checker.FilterAll,
		"annotation-full": checker.FilterAnnotationFull, "annotation": checker.FilterAnnotation,
		"error": checker.FilterError}[filter]
	for i, v := range c.StringSlice("dump-input-context") {
		n, err := strconv.ParseUint(v, 0, 32)
		if err != nil {
			return o, newUsageError("for the --dump-input-context option: '" + v + "' value invalid for uint argument!")
		}
		if i == 0 || int(n) > o.DumpInputContext {
			o.DumpInputContext = int(n)
		}
	}
	return o, nil
}

// run is main without the process: it returns the exit code.
func run(argv []string, env string, stdin io.Reader, stdout, stderr io.Writer) int {
	prog := "filecheck"
	if len(argv) > 0 {
		prog = argv[0]
	}
	// Like LLVM's command-line library, prefix errors with the program name.
	tool := filepath.Base(prog)
	args := append(tokenize(env), argv[1:]...)
	norm, err := normalizeArgs(prog, args)
	if err != nil {
		printUsageError(stderr, tool, err)
		return checker.ExitMismatch
	}
	if llvmflags.WantsHelp(args) {
		// As with LLVM, --help wins over everything else; urfave/cli would
		// take a positional argument for a help topic.
		norm = []string{"--help"}
	}

	code := checker.ExitSuccess
	app := &cli.App{
		Name:      "filecheck",
		HelpName:  filepath.Base(prog),
		Usage:     "check that the input matches the patterns in a check file (LLVM FileCheck compatible)",
		UsageText: filepath.Base(prog) + " [options] <check-file> [--input-file <file>]",
		Description: "Options may be spelled -flag or --flag, with the value after '=' or as the\n" +
			"next argument, and may follow the check file. Options in the FILECHECK_OPTS\n" +
			"environment variable come first. Exit status: 0 if all checks pass, 1 if one\n" +
			"fails (or the command line is bad), 2 if the check file or input is unusable.",
		HideVersion:               true, // -v is a FileCheck flag; --version is ours
		Flags:                     buildFlags(),
		HideHelpCommand:           true,
		DisableSliceFlagSeparator: true,
		Writer:                    stdout,
		ErrWriter:                 stderr,
		// Errors are turned into exit codes by run, never os.Exit here.
		ExitErrHandler: func(*cli.Context, error) {},
		Action: func(c *cli.Context) error {
			if c.Bool("version") {
				fmt.Fprintln(stdout, version)
				return nil
			}
			opts, err := optionsFrom(c)
			if err != nil {
				return err
			}
			pos := c.Args().Slice()
			if len(pos) > 1 {
				return newUsageError(fmt.Sprintf(tooManyPositional, prog))
			}
			cfg := &checker.Config{
				Options:     opts,
				InputFile:   c.String("input-file"),
				Stdin:       stdin,
				Stdout:      stdout,
				Stderr:      stderr,
				CommandLine: argv,
			}
			if len(pos) == 1 {
				cfg.CheckFile = pos[0]
			}
			code = checker.Run(cfg)
			return nil
		},
	}
	if err := app.Run(append([]string{prog}, norm...)); err != nil {
		printUsageError(stderr, tool, err)
		return checker.ExitMismatch
	}
	return code
}

func printUsageError(w io.Writer, tool string, err error) {
	if ue, ok := err.(*llvmflags.UsageError); ok {
		for _, m := range ue.Msgs {
			fmt.Fprintf(w, "%s: %s\n", tool, m)
		}
		return
	}
	fmt.Fprintf(w, "%s: %s\n", tool, err)
}

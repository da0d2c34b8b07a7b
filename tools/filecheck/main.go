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
// "--flag=value ... -- CHECK-FILE". Options in the FILECHECK_OPTS
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
	"github.com/urfave/cli/v2"
)

const version = "filecheck (strata), compatible with LLVM FileCheck 14"

func main() {
	os.Exit(run(os.Args, os.Getenv("FILECHECK_OPTS"), os.Stdin, os.Stdout, os.Stderr))
}

type flagKind uint8

const (
	boolFlag   flagKind = iota
	valueFlag           // takes one value
	listFlag            // repeatable
	commaFlag           // repeatable, values split at commas
	prefixFlag          // -DVALUE
)

type flagSpec struct {
	name  string
	kind  flagKind
	usage string
}

// flagSpecs is the one list of options; both the pre-pass and the
// urfave/cli definitions are derived from it.
var flagSpecs = []flagSpec{
	{"check-prefix", listFlag, "Use `PREFIX` for directives (repeatable; defaults to 'CHECK')"},
	{"check-prefixes", commaFlag, "Like --check-prefix, with a comma-separated list of `PREFIXES`"},
	{"comment-prefixes", commaFlag, "Comma-separated list of comment `PREFIXES` (defaults to 'COM,RUN')"},
	{"allow-unused-prefixes", boolFlag, "Allow prefixes to be specified but not appear in the test"},
	{"input-file", valueFlag, "`FILE` to check (defaults to stdin)"},
	{"D", prefixFlag, "Define a variable: -DVAR=VALUE, -D#VAR=EXPR or -D#%x,VAR=EXPR (`DEF`)"},
	{"strict-whitespace", boolFlag, "Do not treat all horizontal whitespace as equivalent"},
	{"match-full-lines", boolFlag, "Require all positive matches to cover an entire input line"},
	{"ignore-case", boolFlag, "Use case-insensitive matching"},
	{"implicit-check-not", listFlag, "Add an implicit CHECK-NOT for `PATTERN` around every positive check"},
	{"allow-empty", boolFlag, "Allow the input file to be empty"},
	{"enable-var-scope", boolFlag, "Reset variables not starting with '$' at the beginning of each CHECK-LABEL block"},
	{"allow-deprecated-dag-overlap", boolFlag, "Enable overlapping among matches in a group of consecutive CHECK-DAG directives"},
	{"dump-input", listFlag, "Dump the annotated input to stderr: help, always, fail (default) or never (`MODE`)"},
	{"dump-input-filter", listFlag, "In the input dump, print only lines of `KIND`: all, annotation-full, annotation or error"},
	{"dump-input-context", listFlag, "In the input dump, print `N` lines of context around the filtered lines (default 5)"},
	{"v", boolFlag, "Print directive pattern matches, or add them to the input dump"},
	{"vv", boolFlag, "Print information helpful in diagnosing internal FileCheck issues (implies -v)"},
	{"color", boolFlag, "Use colors in output"},
	{"help", boolFlag, "Show help"},
	{"h", boolFlag, "Show help"},
	{"version", boolFlag, "Print the version"},
}

func lookupFlag(name string) *flagSpec {
	for i := range flagSpecs {
		if flagSpecs[i].name == name {
			return &flagSpecs[i]
		}
	}
	return nil
}

// usageError is a command-line error; FileCheck reports these with exit
// status 1. It may hold several messages, each printed after the program
// name.
type usageError struct{ msgs []string }

func newUsageError(msg string) *usageError { return &usageError{[]string{msg}} }

func (e *usageError) Error() string { return strings.Join(e.msgs, "\n") }

const tooManyPositional = "Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: %s --help"

func parseBool(s string) (bool, bool) {
	switch s {
	case "", "true", "TRUE", "True", "1":
		return true, true
	case "false", "FALSE", "False", "0":
		return false, true
	}
	return false, false
}

// normalizeArgs rewrites FileCheck-style arguments (without argv[0]) into
// "--name=value" flags followed by "--" and the positional arguments, so
// that urfave/cli (which stops at the first positional argument and does
// not know -DVAR=VALUE) can parse them.
func normalizeArgs(prog string, args []string) ([]string, error) {
	var flags, positional []string
	var dErrs []string // "-D" without a value; parsing goes on, as in LLVM
	seen := map[string]bool{}
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if arg == "--" {
			positional = append(positional, args[i+1:]...)
			break
		}
		if len(arg) < 2 || arg[0] != '-' {
			positional = append(positional, arg)
			continue
		}
		body := strings.TrimPrefix(strings.TrimPrefix(arg, "-"), "-")
		if strings.HasPrefix(body, "D") {
			// -D is a prefix option: everything after it is the value,
			// even a leading '='. Like LLVM, a value in the next argument
			// ("-D VAR=X") is not taken: it becomes a positional argument.
			v := body[1:]
			if v == "" {
				dErrs = append(dErrs, "for the -D option: requires a value!")
				continue
			}
			flags = append(flags, "--D="+v)
			continue
		}
		name, value, hasValue := strings.Cut(body, "=")
		spec := lookupFlag(name)
		if spec == nil {
			msg := fmt.Sprintf("Unknown command line argument '%s'.  Try: '%s --help'", arg, prog)
			if near := nearestFlag(name); near != nil {
				sugg := "--" + near.name
				if len(near.name) == 1 {
					sugg = "-" + near.name
				}
				if hasValue && near.kind != boolFlag {
					sugg += "=" + value
				}
				msg += "\n" + filepath.Base(prog) + ": Did you mean '" + sugg + "'?"
			}
			return nil, newUsageError(msg)
		}
		dashed := "--" + name
		if len(name) == 1 {
			dashed = "-" + name
		}
		if (spec.kind == boolFlag || spec.kind == valueFlag) && name != "v" && name != "vv" && seen[name] {
			return nil, newUsageError(fmt.Sprintf("for the %s option: may only occur zero or one times!", dashed))
		}
		seen[name] = true
		switch spec.kind {
		case boolFlag:
			b, ok := parseBool(value)
			if !ok {
				return nil, newUsageError(fmt.Sprintf("for the %s option: '%s' is invalid value for boolean argument! Try 0 or 1", dashed, value))
			}
			flags = append(flags, "--"+name+"="+strconv.FormatBool(b))
		default:
			if !hasValue {
				if i+1 >= len(args) {
					return nil, newUsageError(fmt.Sprintf("for the %s option: requires a value!", dashed))
				}
				i++
				value = args[i]
			}
			flags = append(flags, "--"+name+"="+value)
		}
	}
	if len(dErrs) > 0 {
		if len(positional) > 1 {
			dErrs = append(dErrs, fmt.Sprintf(tooManyPositional, prog))
		}
		return nil, &usageError{dErrs}
	}
	return append(append(flags, "--"), positional...), nil
}

// nearestFlag suggests the known option closest to name by edit distance.
func nearestFlag(name string) *flagSpec {
	var best *flagSpec
	bestDist := 0
	for i := range flagSpecs {
		if d := editDistance(name, flagSpecs[i].name); best == nil || d < bestDist {
			best, bestDist = &flagSpecs[i], d
		}
	}
	return best
}

func editDistance(a, b string) int {
	row := make([]int, len(b)+1)
	for i := range row {
		row[i] = i
	}
	for y := 1; y <= len(a); y++ {
		prev := row[0]
		row[0] = y
		for x := 1; x <= len(b); x++ {
			old := row[x]
			sub := prev
			if a[y-1] != b[x-1] {
				sub++
			}
			row[x] = min(sub, min(row[x-1], row[x])+1)
			prev = old
		}
	}
	return row[len(b)]
}

func wantsHelp(args []string) bool {
	for _, a := range args {
		if a == "--" {
			break
		}
		switch strings.TrimLeft(a, "-") {
		case "help", "h", "help=true", "h=true", "help=1", "h=1":
			return strings.HasPrefix(a, "-")
		}
	}
	return false
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
		if s.name == "help" || s.name == "h" {
			continue // provided by urfave/cli
		}
		switch s.kind {
		case boolFlag:
			fl = append(fl, &cli.BoolFlag{Name: s.name, Usage: s.usage})
		case valueFlag:
			fl = append(fl, &cli.StringFlag{Name: s.name, Usage: s.usage})
		default:
			fl = append(fl, &cli.StringSliceFlag{Name: s.name, Usage: s.usage, KeepSpace: true})
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
	if wantsHelp(args) {
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
	if ue, ok := err.(*usageError); ok {
		for _, m := range ue.msgs {
			fmt.Fprintf(w, "%s: %s\n", tool, m)
		}
		return
	}
	fmt.Fprintf(w, "%s: %s\n", tool, err)
}

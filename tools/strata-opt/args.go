package main

import (
	"fmt"
	"strconv"
	"strings"
)

// flagKind says how a flag takes its value.
type flagKind uint8

const (
	boolFlag  flagKind = iota // --flag, --flag=true, --flag=0
	valueFlag                 // -o FILE, -o=FILE
)

type flagSpec struct {
	name  string
	kind  flagKind
	usage string
}

// flagSpecs is the one list of options, in the order --help shows them;
// the pre-pass and the urfave/cli definitions both derive from it. The
// usage texts are mlir-opt's.
var flagSpecs = []flagSpec{
	{"o", valueFlag, "Output `filename` (default: standard output, also named \"-\")"},
	{"allow-unregistered-dialect", boolFlag, "Allow operation with no registered dialects"},
	{"mlir-print-op-generic", boolFlag, "Print the generic op form"},
	{"mlir-print-debuginfo", boolFlag, "Print debug info in MLIR output"},
	{"show-dialects", boolFlag, "Print the list of registered dialects"},
	{"version", boolFlag, "Display the version of this program"},
	{"help", boolFlag, "Display available options"},
	{"h", boolFlag, "Alias for --help"},
}

func lookupFlag(name string) *flagSpec {
	for i := range flagSpecs {
		if flagSpecs[i].name == name {
			return &flagSpecs[i]
		}
	}
	return nil
}

// usageError is a bad command line. mlir-opt exits with status 1 for it,
// as for a bad input.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

// normalizeArgs rewrites an mlir-opt style command line (without argv[0])
// into canonical "--name=value" flags, then "--" and the positional
// arguments, which urfave/cli parses without surprises. It accepts what
// LLVM's command-line library accepts for these options: -flag and --flag,
// --flag=value and, for -o, the value as the next argument, flags after
// the input file, a lone "-" naming standard input, and "--" ending the
// options. A repeated flag is allowed; the last one wins, as in mlir-opt.
func normalizeArgs(prog string, args []string) ([]string, error) {
	var flags, positional []string
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
		name, value, hasValue := strings.Cut(body, "=")
		spec := lookupFlag(name)
		if spec == nil {
			msg := fmt.Sprintf("Unknown command line argument '%s'.  Try: '%s --help'", arg, prog)
			if near := nearestFlag(name); near != "" {
				msg += fmt.Sprintf("\n%s: Did you mean '%s'?", prog, near)
			}
			return nil, &usageError{msg}
		}
		switch spec.kind {
		case boolFlag:
			b, ok := parseBool(value, hasValue)
			if !ok {
				return nil, &usageError{fmt.Sprintf("for the %s option: '%s' is invalid value for boolean argument! Try 0 or 1", dashed(name), value)}
			}
			flags = append(flags, "--"+name+"="+strconv.FormatBool(b))
		case valueFlag:
			if !hasValue {
				if i+1 >= len(args) {
					return nil, &usageError{fmt.Sprintf("for the %s option: requires a value!", dashed(name))}
				}
				i++
				value = args[i]
			}
			flags = append(flags, "--"+name+"="+value)
		}
	}
	if len(positional) > 1 {
		return nil, &usageError{fmt.Sprintf("Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: %s --help", prog)}
	}
	return append(append(flags, "--"), positional...), nil
}

// wantsHelp reports whether normalized arguments ask for help.
func wantsHelp(args []string) bool {
	for _, a := range args {
		if a == "--" {
			break
		}
		if a == "--help=true" || a == "--h=true" {
			return true
		}
	}
	return false
}

// dashed spells a flag as LLVM's messages do: one dash for one letter.
func dashed(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// parseBool reads a boolean flag's value as LLVM does.
func parseBool(s string, given bool) (value, ok bool) {
	if !given {
		return true, true
	}
	switch s {
	case "true", "TRUE", "True", "1":
		return true, true
	case "false", "FALSE", "False", "0":
		return false, true
	}
	return false, false
}

// nearestFlag suggests the option closest to name, or "" when none is
// close enough to be what was meant.
func nearestFlag(name string) string {
	best, bestDist := "", 0
	for _, s := range flagSpecs {
		if d := editDistance(name, s.name); best == "" || d < bestDist {
			best, bestDist = s.name, d
		}
	}
	if bestDist > max(2, len(name)/3) {
		return ""
	}
	return dashed(best)
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
			row[x] = min(sub, row[x-1]+1, row[x]+1)
			prev = old
		}
	}
	return row[len(b)]
}

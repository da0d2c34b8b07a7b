// Package llvmflags reads command lines spelled as LLVM tools accept them,
// for the tools that mirror one (filecheck, strata-opt).
//
// urfave/cli, on which the tools are built, stops at the first positional
// argument and knows neither -DVAR=X nor a flag whose value is optional.
// LLVM's command-line library accepts -flag and --flag alike,
// --flag=value and (for options that need one) the value as the next
// argument, options after the positional arguments, and prefix options
// such as -DVAR=X. A [Parser] reads such a command line against a list of
// [Spec]s, reports errors in LLVM's words, and returns the flags in
// command-line order (which matters where the order means something, as
// for strata-opt's pass flags) and in a canonical "--name=value ... --
// positional" form that urfave/cli parses without surprises.
package llvmflags

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
)

// Kind says how a flag takes its value.
type Kind uint8

const (
	// Bool is --flag, or --flag=true|false|1|0 (and LLVM's other
	// spellings); the value is never the next argument.
	Bool Kind = iota
	// Value needs a value: --flag=value, or --flag value.
	Value
	// Prefix is a prefix option: the value is glued to the name (-DX=1),
	// and everything after the name is the value, even a leading '='.
	Prefix
	// OptionalValue is --flag or --flag=value; a following argument is
	// never its value.
	OptionalValue
)

// Spec describes one flag.
type Spec struct {
	// Name is the flag without dashes: "o", "check-prefix".
	Name string
	Kind Kind
	// Usage is the help text.
	Usage string
	// Once rejects a second occurrence, as LLVM does for a cl::opt with
	// the default number of occurrences.
	Once bool
}

// Dashed spells the flag as LLVM's messages do: one dash for a one-letter
// name, two otherwise.
func (s *Spec) Dashed() string { return Dashed(s.Name) }

// Dashed spells a flag name as LLVM's messages do.
func Dashed(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// Flag is one occurrence of a flag on the command line.
type Flag struct {
	Spec *Spec
	// Value is the flag's value: "true" or "false" for a Bool flag, and
	// "" for an OptionalValue flag given without one.
	Value string
	// HasValue tells an OptionalValue flag given as --flag= from --flag.
	HasValue bool
	// Arg is the argument as written ("-canonicalize=max-iterations=2").
	Arg string
}

// Parsed is a command line read by a Parser.
type Parsed struct {
	// Flags are the flags in command-line order.
	Flags []Flag
	// Positional are the other arguments, in order.
	Positional []string
}

// Canonical returns the command line as "--name=value" flags (in order),
// then "--" and the positional arguments. An OptionalValue flag without a
// value is "--name".
func (p *Parsed) Canonical() []string {
	out := make([]string, 0, len(p.Flags)+1+len(p.Positional))
	for _, f := range p.Flags {
		if f.Spec.Kind == OptionalValue && !f.HasValue {
			out = append(out, "--"+f.Spec.Name)
			continue
		}
		out = append(out, "--"+f.Spec.Name+"="+f.Value)
	}
	out = append(out, "--")
	return append(out, p.Positional...)
}

// Has reports whether the flag named name occurs.
func (p *Parsed) Has(name string) bool {
	for _, f := range p.Flags {
		if f.Spec.Name == name {
			return true
		}
	}
	return false
}

// UsageError is a bad command line: one message per problem, each to be
// printed after the program name, as LLVM prints them.
type UsageError struct{ Msgs []string }

func (e *UsageError) Error() string { return strings.Join(e.Msgs, "\n") }

// Parser reads command lines against a list of flags.
type Parser struct {
	// Prog is the program as invoked (argv[0]), for messages.
	Prog string
	// Specs are the known flags.
	Specs []Spec
	// MaxPositional, when positive, is how many positional arguments are
	// allowed.
	MaxPositional int
	// CloseSuggestionsOnly suggests, for an unknown flag, only a known one
	// within a few edits of it. LLVM suggests the nearest flag however far
	// it is, which reads oddly for a tool with few flags.
	CloseSuggestionsOnly bool
}

// Lookup returns the spec of the flag named name, or nil.
func (p *Parser) Lookup(name string) *Spec {
	for i := range p.Specs {
		if p.Specs[i].Name == name {
			return &p.Specs[i]
		}
	}
	return nil
}

// Parse reads args (without argv[0]). Like LLVM, it goes on after an error
// and reports every problem it finds, as a *UsageError; what it could read
// is returned with the error.
func (p *Parser) Parse(args []string) (*Parsed, error) {
	var res Parsed
	var errs []string
	seen := map[string]bool{}
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if arg == "--" {
			res.Positional = append(res.Positional, args[i+1:]...)
			break
		}
		if len(arg) < 2 || arg[0] != '-' {
			res.Positional = append(res.Positional, arg)
			continue
		}
		body := strings.TrimPrefix(strings.TrimPrefix(arg, "-"), "-")
		if spec := p.prefixSpec(body); spec != nil {
			value := body[len(spec.Name):]
			if value == "" {
				errs = append(errs, fmt.Sprintf("for the %s option: requires a value!", spec.Dashed()))
				continue
			}
			res.Flags = append(res.Flags, Flag{Spec: spec, Value: value, HasValue: true, Arg: arg})
			continue
		}
		name, value, hasValue := strings.Cut(body, "=")
		spec := p.Lookup(name)
		if spec == nil {
			errs = append(errs, p.unknown(arg, name, value, hasValue))
			continue
		}
		if spec.Once && seen[name] {
			errs = append(errs, fmt.Sprintf("for the %s option: may only occur zero or one times!", spec.Dashed()))
			continue
		}
		seen[name] = true
		switch spec.Kind {
		case Bool:
			b, ok := ParseBool(value)
			if !ok {
				errs = append(errs, fmt.Sprintf("for the %s option: '%s' is invalid value for boolean argument! Try 0 or 1", spec.Dashed(), value))
				continue
			}
			value, hasValue = strconv.FormatBool(b), true
		case Value:
			if !hasValue {
				if i+1 >= len(args) {
					errs = append(errs, fmt.Sprintf("for the %s option: requires a value!", spec.Dashed()))
					continue
				}
				i++
				value, hasValue = args[i], true
			}
		}
		res.Flags = append(res.Flags, Flag{Spec: spec, Value: value, HasValue: hasValue, Arg: arg})
	}
	if p.MaxPositional > 0 && len(res.Positional) > p.MaxPositional {
		errs = append(errs, fmt.Sprintf("Too many positional arguments specified!\nCan specify at most %d positional arguments: See: %s --help", p.MaxPositional, p.Prog))
	}
	if len(errs) > 0 {
		return &res, &UsageError{errs}
	}
	return &res, nil
}

func (p *Parser) prefixSpec(body string) *Spec {
	for i := range p.Specs {
		if s := &p.Specs[i]; s.Kind == Prefix && strings.HasPrefix(body, s.Name) {
			return s
		}
	}
	return nil
}

// unknown words the error for an unknown flag, with LLVM's suggestion of
// the nearest known one.
func (p *Parser) unknown(arg, name, value string, hasValue bool) string {
	msg := fmt.Sprintf("Unknown command line argument '%s'.  Try: '%s --help'", arg, p.Prog)
	near, dist := p.nearest(name)
	if near == nil || (p.CloseSuggestionsOnly && dist > max(2, len(name)/3)) {
		return msg
	}
	sugg := near.Dashed()
	if hasValue && near.Kind != Bool {
		sugg += "=" + value
	}
	return msg + "\n" + filepath.Base(p.Prog) + ": Did you mean '" + sugg + "'?"
}

func (p *Parser) nearest(name string) (*Spec, int) {
	var best *Spec
	bestDist := 0
	for i := range p.Specs {
		if d := EditDistance(name, p.Specs[i].Name); best == nil || d < bestDist {
			best, bestDist = &p.Specs[i], d
		}
	}
	return best, bestDist
}

// ParseBool reads a boolean flag's value as LLVM does; "" (from --flag=)
// is true.
func ParseBool(s string) (value, ok bool) {
	switch s {
	case "", "true", "TRUE", "True", "1":
		return true, true
	case "false", "FALSE", "False", "0":
		return false, true
	}
	return false, false
}

// EditDistance is the Levenshtein distance between a and b.
func EditDistance(a, b string) int {
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

// WantsHelp reports whether args ask for help (-help, --help, -h, with a
// true value or none) before a "--". As in LLVM tools, help wins over the
// rest of the command line.
func WantsHelp(args []string) bool {
	for _, a := range args {
		if a == "--" {
			break
		}
		if !strings.HasPrefix(a, "-") {
			continue
		}
		name, value, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if name == "help" || name == "h" {
			if b, ok := ParseBool(value); ok && b {
				return true
			}
		}
	}
	return false
}

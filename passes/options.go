package passes

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"github.com/strata-ir/strata/ir"
)

// OptionInfo describes one option of a pass, for --help and --list-passes.
type OptionInfo struct {
	// Name is how pipelines and command lines spell the option:
	// "max-iterations".
	Name string
	// Type is the Go type of the option's field: "bool", "int", "int64",
	// "uint", "uint64", "float64", "string" or "[]string".
	Type string
	// Help is the option's one-line description.
	Help string
	// Value is the option's current value, as a pipeline would spell it.
	Value string
}

// optionsSourceName is the file name of the diagnostics of NewPass, whose
// option text comes from no file.
const optionsSourceName = "<pass-options>"

// source is a text that diagnostics point into: a pipeline, or the options
// of one pass on a command line.
type source struct {
	name, text string
}

// loc returns the location of byte offset off of the text, as the line
// and the 1-based column of a diagnostic's caret.
func (s source) loc(off int) ir.FileLineColLoc {
	off = min(max(off, 0), len(s.text))
	line := 1 + strings.Count(s.text[:off], "\n")
	col := off + 1
	if nl := strings.LastIndexByte(s.text[:off], '\n'); nl >= 0 {
		col = off - nl
	}
	return ir.NewFileLineColLoc(s.name, line, col)
}

// errorAt returns an error diagnostic at byte offset off of the text.
func (s source) errorAt(off int, format string, args ...any) *ir.Diagnostic {
	return ir.Errorf(s.loc(off), format, args...)
}

// optionField is an option field of one pass value.
type optionField struct {
	name, help string
	value      reflect.Value // the field, addressable
}

// statisticField is a statistic field of one pass value.
type statisticField struct {
	name, help string
	stat       *Statistic
}

// passStruct returns the struct a pass points to.
func passStruct(p Pass) (reflect.Value, error) {
	v := reflect.ValueOf(p)
	if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
		return reflect.Value{}, fmt.Errorf("passes: pass %q is a %T, not a pointer to a struct", p.Info().Argument, p)
	}
	return v.Elem(), nil
}

var statisticType = reflect.TypeFor[Statistic]()

// optionFields returns the options of p, sorted by name. A field of a type
// options cannot have is a programming error in the pass, reported as an
// error rather than a panic so that tools can say which pass is wrong.
func optionFields(p Pass) ([]optionField, error) {
	v, err := passStruct(p)
	if err != nil {
		return nil, err
	}
	var fields []optionField
	t := v.Type()
	for i := range t.NumField() {
		f := t.Field(i)
		name, ok := f.Tag.Lookup("option")
		if !ok {
			continue
		}
		if !f.IsExported() {
			return nil, fmt.Errorf("passes: option %q of pass %q is an unexported field", name, p.Info().Argument)
		}
		if !supportedOptionType(f.Type) {
			return nil, fmt.Errorf("passes: option %q of pass %q has unsupported type %s", name, p.Info().Argument, f.Type)
		}
		fields = append(fields, optionField{name: name, help: f.Tag.Get("help"), value: v.Field(i)})
	}
	sort.SliceStable(fields, func(i, j int) bool { return fields[i].name < fields[j].name })
	return fields, nil
}

func supportedOptionType(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int64, reflect.Uint, reflect.Uint64, reflect.Float64, reflect.String:
		return true
	case reflect.Slice:
		return t.Elem().Kind() == reflect.String
	}
	return false
}

// statisticFields returns the statistics of p in declaration order.
func statisticFields(p Pass) []statisticField {
	v, err := passStruct(p)
	if err != nil {
		return nil
	}
	var stats []statisticField
	t := v.Type()
	for i := range t.NumField() {
		f := t.Field(i)
		name, ok := f.Tag.Lookup("stat")
		if !ok || f.Type != statisticType || !f.IsExported() {
			continue
		}
		stats = append(stats, statisticField{name: name, help: f.Tag.Get("help"), stat: v.Field(i).Addr().Interface().(*Statistic)})
	}
	return stats
}

// OptionsOf returns the options of p with their current values, sorted by
// name; nil when p has none (or declares them wrongly).
func OptionsOf(p Pass) []OptionInfo {
	fields, err := optionFields(p)
	if err != nil || len(fields) == 0 {
		return nil
	}
	infos := make([]OptionInfo, len(fields))
	for i, f := range fields {
		infos[i] = OptionInfo{Name: f.name, Type: f.value.Type().String(), Help: f.help, Value: formatOption(f.value)}
	}
	return infos
}

// NewPass makes the pass registered as argument and applies options, in
// the syntax of a pipeline's braces: `max-iterations=4 region-simplify=false`.
// Errors are diagnostics located in the option text, under the file name
// "<pass-options>".
func NewPass(reg *Registry, argument, options string) (Pass, error) {
	newPass, ok := reg.Lookup(argument)
	if !ok {
		return nil, ir.Errorf(ir.NewFileLineColLoc(optionsSourceName, 1, 1),
			"'%s' does not refer to a registered pass or pass pipeline", argument)
	}
	p := newPass()
	if err := applyOptions(p, source{name: optionsSourceName, text: options}, 0, len(options)); err != nil {
		return nil, err
	}
	return p, nil
}

// applyOptions parses src.text[start:end] as a pass's options and sets
// them on p; errors point into src.
func applyOptions(p Pass, src source, start, end int) error {
	fields, err := optionFields(p)
	if err != nil {
		return src.errorAt(start, "%v", err)
	}
	text := src.text[:end]
	pos := start
	for {
		for pos < end && isSpace(text[pos]) {
			pos++
		}
		if pos == end {
			return nil
		}
		nameStart := pos
		for pos < end && !isSpace(text[pos]) && text[pos] != '=' {
			pos++
		}
		name := text[nameStart:pos]
		if name == "" {
			return src.errorAt(nameStart, "expected an option name before '='")
		}
		field, ok := findOption(fields, name)
		if !ok {
			return src.errorAt(nameStart, "no such option '%s' for pass '%s'", name, p.Info().Argument)
		}
		if pos == end || text[pos] != '=' {
			// A bare name sets a flag.
			if field.value.Kind() != reflect.Bool {
				return src.errorAt(nameStart, "option '%s' of pass '%s' requires a value", name, p.Info().Argument)
			}
			field.value.SetBool(true)
			continue
		}
		pos++ // '='
		valueStart := pos
		valueEnd, err := scanValue(text, pos, end)
		if err != nil {
			return src.errorAt(err.at, "%s in the value of option '%s'", err.msg, name)
		}
		pos = valueEnd
		if err := setOption(field, text[valueStart:valueEnd]); err != nil {
			return src.errorAt(valueStart, "invalid value '%s' for option '%s': %v", text[valueStart:valueEnd], name, err)
		}
	}
}

func findOption(fields []optionField, name string) (optionField, bool) {
	for _, f := range fields {
		if f.name == name {
			return f, true
		}
	}
	return optionField{}, false
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// scanError is a syntax error at byte offset at.
type scanError struct {
	at  int
	msg string
}

// scanValue returns the end of the option value that starts at pos: the
// first space outside quotes and braces, or end. Quotes ('...' or "...")
// and braces ({...}, which nest) may hold spaces.
func scanValue(text string, pos, end int) (int, *scanError) {
	depth, braceAt := 0, 0
	for pos < end {
		c := text[pos]
		switch {
		case c == '\'' || c == '"':
			closing := strings.IndexByte(text[pos+1:end], c)
			if closing < 0 {
				return 0, &scanError{pos, fmt.Sprintf("missing closing %c", c)}
			}
			pos += closing + 2
			continue
		case c == '{':
			if depth == 0 {
				braceAt = pos
			}
			if depth++; depth > maxNesting {
				// Scanning is iterative, but the value goes to a parser
				// (a pipeline, a list of lists) that may recurse per level.
				return 0, &scanError{pos, fmt.Sprintf("nesting depth exceeds the limit of %d", maxNesting)}
			}
		case c == '}':
			if depth == 0 {
				return 0, &scanError{pos, "unbalanced '}'"}
			}
			depth--
		case isSpace(c) && depth == 0:
			return pos, nil
		}
		pos++
	}
	if depth > 0 {
		return 0, &scanError{braceAt, "missing closing '}'"}
	}
	return pos, nil
}

// unwrap removes the quotes or braces around a whole value.
func unwrap(s string) string {
	if len(s) >= 2 {
		first, last := s[0], s[len(s)-1]
		if (first == '\'' || first == '"') && last == first && strings.IndexByte(s[1:], first) == len(s)-2 {
			return s[1 : len(s)-1]
		}
		if first == '{' && last == '}' && matchingBrace(s) == len(s)-1 {
			return s[1 : len(s)-1]
		}
	}
	return s
}

// matchingBrace returns the index of the '}' that closes the '{' at the
// start of s, or -1.
func matchingBrace(s string) int {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '\'', '"':
			closing := strings.IndexByte(s[i+1:], c)
			if closing < 0 {
				return -1
			}
			i += closing + 1
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// splitList splits a list value at the commas outside quotes, braces and
// parentheses, and unwraps each element. Parentheses group as in MLIR, so
// that a list of pipelines needs no quoting:
// `op-pipelines=func.func(cse,canonicalize),scf.for(cse)`.
func splitList(s string) []string {
	if s == "" {
		return []string{}
	}
	var elems []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '\'', '"':
			if closing := strings.IndexByte(s[i+1:], c); closing >= 0 {
				i += closing + 1
			}
		case '{', '(':
			depth++
		case '}', ')':
			depth--
		case ',':
			if depth == 0 {
				elems = append(elems, unwrap(s[start:i]))
				start = i + 1
			}
		}
	}
	return append(elems, unwrap(s[start:]))
}

var errOutOfRange = errors.New("out of range")

// setOption parses text as the field's type and sets it.
func setOption(f optionField, text string) error {
	v := f.value
	if v.Kind() == reflect.Slice {
		v.Set(reflect.ValueOf(splitList(unwrap(text))))
		return nil
	}
	s := unwrap(text)
	switch v.Kind() {
	case reflect.Bool:
		b, err := strconv.ParseBool(s)
		if err != nil {
			return errors.New("expected 'true' or 'false'")
		}
		v.SetBool(b)
	case reflect.Int, reflect.Int64:
		n, err := strconv.ParseInt(s, 0, v.Type().Bits())
		if err != nil {
			if errors.Is(err, strconv.ErrRange) {
				return fmt.Errorf("integer %w", errOutOfRange)
			}
			return errors.New("expected an integer")
		}
		v.SetInt(n)
	case reflect.Uint, reflect.Uint64:
		n, err := strconv.ParseUint(s, 0, v.Type().Bits())
		if err != nil {
			if errors.Is(err, strconv.ErrRange) {
				return fmt.Errorf("integer %w", errOutOfRange)
			}
			return errors.New("expected a non-negative integer")
		}
		v.SetUint(n)
	case reflect.Float64:
		x, err := strconv.ParseFloat(s, 64)
		if err != nil || math.IsNaN(x) && !strings.EqualFold(s, "nan") {
			return errors.New("expected a number")
		}
		v.SetFloat(x)
	case reflect.String:
		v.SetString(s)
	}
	return nil
}

// formatOption returns the value of an option field as a pipeline spells
// it, so that printing a pass and parsing the text back gives the same
// options.
func formatOption(v reflect.Value) string {
	switch v.Kind() {
	case reflect.Bool:
		return strconv.FormatBool(v.Bool())
	case reflect.Int, reflect.Int64:
		return strconv.FormatInt(v.Int(), 10)
	case reflect.Uint, reflect.Uint64:
		return strconv.FormatUint(v.Uint(), 10)
	case reflect.Float64:
		return strconv.FormatFloat(v.Float(), 'g', -1, 64)
	case reflect.String:
		return quoteOptionValue(v.String(), false)
	case reflect.Slice:
		elems := make([]string, v.Len())
		quoted := false
		for i := range elems {
			e := v.Index(i).String()
			elems[i] = quoteOptionValue(e, true)
			quoted = quoted || elems[i] != e
		}
		list := strings.Join(elems, ",")
		if quoted {
			// The parser unwraps the whole value before splitting it:
			// braces keep a quoted first or only element intact.
			list = "{" + list + "}"
		}
		return list
	}
	return ""
}

// quoteOptionValue returns s as it must be written to parse back as s: as
// is when it is plain, else in braces, or quotes when its braces do not
// balance. Inside a list, a comma needs quoting too.
func quoteOptionValue(s string, inList bool) string {
	plain := !strings.ContainsAny(s, " \t\r\n'\"{}(),")
	if plain && !(inList && s == "") {
		return s
	}
	if wrapped := "{" + s + "}"; matchingBrace(wrapped) == len(wrapped)-1 {
		return wrapped
	}
	if !strings.Contains(s, `"`) {
		return `"` + s + `"`
	}
	return "'" + s + "'"
}

// passString prints a pass as a pipeline names it: its argument, and its
// options in braces, sorted by name.
func passString(p Pass) string {
	arg := p.Info().Argument
	fields, err := optionFields(p)
	if err != nil || len(fields) == 0 {
		return arg
	}
	var b strings.Builder
	b.WriteString(arg)
	b.WriteByte('{')
	for i, f := range fields {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(f.name)
		b.WriteByte('=')
		b.WriteString(formatOption(f.value))
	}
	b.WriteByte('}')
	return b.String()
}

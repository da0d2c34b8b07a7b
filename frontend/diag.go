package frontend

import (
	"fmt"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/strata-ir/strata/ir"
)

// Severity is how bad a diagnostic is.
type Severity uint8

const (
	Error Severity = iota
	Warning
	Note
)

func (s Severity) String() string { return [...]string{"error", "warning", "note"}[s] }

// Pos is a position in a C source file.
type Pos struct {
	File      string
	Line, Col int
}

func (p Pos) String() string {
	if p.Line == 0 {
		return p.File
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
}

// Diagnostic is one message about the C program, located.
type Diagnostic struct {
	Pos      Pos
	Severity Severity
	Msg      string
}

func (d Diagnostic) String() string { return fmt.Sprintf("%s: %s: %s", d.Pos, d.Severity, d.Msg) }

// Diagnostics is the list of what Translate found; as an error it holds
// at least one Error.
type Diagnostics []Diagnostic

func (ds Diagnostics) Error() string {
	var sb strings.Builder
	for i, d := range ds {
		if i > 0 {
			sb.WriteByte('\n')
		}
		sb.WriteString(d.String())
	}
	return sb.String()
}

// HasErrors reports whether any diagnostic is an error.
func (ds Diagnostics) HasErrors() bool {
	for _, d := range ds {
		if d.Severity == Error {
			return true
		}
	}
	return false
}

// Format writes the diagnostics gcc's way: the located message, the
// source line and a caret under the column, with the IR's diagnostic
// printer. sources gives a file's text (nil: read it from disk).
func (ds Diagnostics) Format(sources func(file string) []byte) string {
	files := ir.NewSourceFiles()
	seen := map[string]bool{}
	var sb strings.Builder
	for _, d := range ds {
		if f := d.Pos.File; !seen[f] {
			seen[f] = true
			if text := sourceText(sources, f); text != nil {
				files.Add(f, string(text))
			} else {
				files.AddPath(f, f)
			}
		}
		if d.Pos.Line <= 0 {
			// Not in a line of the file: no source to show.
			sb.WriteString(d.String() + "\n")
			continue
		}
		loc := ir.NewFileLineColLoc(d.Pos.File, d.Pos.Line, d.Pos.Col)
		ir.PrintDiagnostic(&sb, &ir.Diagnostic{Severity: d.Severity.ir(), Loc: loc, Message: d.Msg}, files)
	}
	return sb.String()
}

func sourceText(sources func(string) []byte, file string) []byte {
	if sources == nil {
		return nil
	}
	return sources(file)
}

// ir is the IR's severity of s.
func (s Severity) ir() ir.Severity {
	return [...]ir.Severity{ir.SeverityError, ir.SeverityWarning, ir.SeverityNote}[s]
}

// ccMessage matches one message of modernc.org/cc's errors.
var ccMessage = regexp.MustCompile(`^(.+?):(\d+):(\d+): (.*)$`)

// ccInternal matches the source location of cc's own code that cc
// appends to its messages: " (check.go:5373:check:)".
var ccInternal = regexp.MustCompile(`\s*\([a-z0-9_]+\.go:\d+:[A-Za-z0-9_.]*:?\)$`)

// ccUndefined is cc's message for an undeclared identifier.
var ccUndefined = regexp.MustCompile(`^undefined: (\S+)$`)

// fromCC turns the error of cc.Translate into diagnostics, one per line
// it reports, sorted by position. cc's notes about its own code (the
// location in cc appended to a message, "TODO ... missed/failed type
// check" lines) are dropped, and so are the errors that only follow from
// an earlier one (an operand of "<invalid type>"), as C compilers do.
//
// A message cc gives no position ("-: unexpected <EOF>, ...") is placed
// in the main file name (its text src, or read from disk when nil): at
// its end for the end of input, else at its start.
func fromCC(err error, name string, src []byte) Diagnostics {
	var ds, follow Diagnostics
	seen := map[string]bool{}
	for _, line := range strings.Split(err.Error(), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || seen[line] {
			continue
		}
		seen[line] = true
		line = ccInternal.ReplaceAllString(line, "")
		if strings.Contains(line, "missed/failed type check") {
			continue
		}
		if m := ccMessage.FindStringSubmatch(line); m != nil {
			l, _ := strconv.Atoi(m[2])
			c, _ := strconv.Atoi(m[3])
			msg := strings.TrimPrefix(m[4], "error: ")
			if u := ccUndefined.FindStringSubmatch(msg); u != nil {
				msg = "use of undeclared identifier '" + u[1] + "'"
			}
			d := Diagnostic{Pos: Pos{File: m[1], Line: l, Col: c}, Severity: Error, Msg: msg}
			if strings.Contains(msg, "<invalid type>") {
				follow = append(follow, d)
			} else {
				ds = append(ds, d)
			}
			continue
		}
		msg := strings.TrimPrefix(strings.TrimPrefix(line, "-: "), "error: ")
		at := Pos{File: name, Line: 1, Col: 1}
		if strings.Contains(msg, "<EOF>") {
			at = endOf(name, src)
		}
		ds = append(ds, Diagnostic{Pos: at, Severity: Error, Msg: msg})
	}
	if len(ds) == 0 {
		ds = follow
	}
	sort.SliceStable(ds, func(i, j int) bool {
		a, b := ds[i].Pos, ds[j].Pos
		if a.File != b.File {
			return false
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
	return ds
}

// endOf is the position of the end of the file name: after the last
// character of its last line.
func endOf(name string, src []byte) Pos {
	if src == nil {
		src, _ = os.ReadFile(name)
	}
	text := strings.TrimRight(string(src), "\n")
	line := strings.Count(text, "\n") + 1
	last := text[strings.LastIndexByte(text, '\n')+1:]
	return Pos{File: name, Line: line, Col: len(last) + 1}
}

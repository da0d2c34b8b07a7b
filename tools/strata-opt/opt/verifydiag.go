package opt

import (
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/strata-ir/strata/ir"
)

// This file is --verify-diagnostics: instead of printing the diagnostics
// of a run, match them against the expectations written in the input, as
// MLIR's SourceMgrDiagnosticVerifierHandler does:
//
//	// expected-error @+1 {{message}}
//	%0 = op ...  // expected-warning {{message}}
//	// expected-note-re @below {{operand {{[0-9]+}} defined here}}
//
// A diagnostic matches an expectation of its severity on its line whose
// message is a substring of the diagnostic's (for the -re form, whose
// regex matches it). Diagnostics nobody expected, and expectations no
// diagnostic met, are errors, worded as mlir-opt words them.

// directiveRE finds an expectation in a line. As in MLIR, the message runs
// to the last "}}", which must end the line.
var directiveRE = regexp.MustCompile(`expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below))? *\{\{(.*)\}\}$`)

// expectation is one expected-* directive.
type expectation struct {
	severity ir.Severity
	file     string
	line     int    // the line the diagnostic is expected on
	text     string // the message as written between {{ and }}
	re       *regexp.Regexp
	matched  bool
	// Where the directive is: its line, the column of "expected-", and
	// the length of text, for the caret range of reports about it.
	dirLine, dirCol int
}

func (e *expectation) matches(msg string) bool {
	if e.re != nil {
		return e.re.MatchString(msg)
	}
	return strings.Contains(msg, e.text)
}

// diagVerifier matches the diagnostics of one input (a file, or a chunk of
// one under --split-input-file) against its expectations, and writes what
// is wrong to w.
type diagVerifier struct {
	w       io.Writer
	srcs    *ir.SourceFiles
	expects []*expectation
	failed  bool
}

// newDiagVerifier reads the expectations in lines first..last (1-based,
// inclusive) of text, the contents of file. Malformed directives are
// reported to w at once and make the verification fail.
func newDiagVerifier(w io.Writer, srcs *ir.SourceFiles, file, text string, first, last int) *diagVerifier {
	v := &diagVerifier{w: w, srcs: srcs}
	lines := strings.Split(text, "\n")
	var below []*expectation // @below directives waiting for their line
	lastPlain := 0           // the last line that holds no directive, for @above
	for n := first; n <= last && n <= len(lines); n++ {
		line := strings.TrimSuffix(lines[n-1], "\r")
		m := directiveRE.FindStringSubmatchIndex(line)
		if m == nil {
			for _, e := range below {
				e.line = n
			}
			below = below[:0]
			lastPlain = n
			continue
		}
		e := &expectation{
			severity: severityNamed(line[m[2]:m[3]]),
			file:     file,
			line:     n,
			text:     line[m[10]:m[11]],
			dirLine:  n,
			dirCol:   m[0] + 1,
		}
		if m[6] >= 0 {
			switch designator := line[m[8]:m[9]]; designator {
			case "above":
				e.line = lastPlain
			case "below":
				below = append(below, e)
			default:
				var offset int
				fmt.Sscan(designator[1:], &offset)
				if designator[0] == '-' {
					offset = -offset
				}
				e.line += offset
			}
		}
		if m[4] >= 0 {
			re, msg := compileExpectation(e.text)
			if msg != "" {
				v.reportAt(e, msg)
				continue
			}
			e.re = re
		}
		v.expects = append(v.expects, e)
	}
	return v
}

func severityNamed(s string) ir.Severity {
	switch s {
	case "warning":
		return ir.SeverityWarning
	case "remark":
		return ir.SeverityRemark
	case "note":
		return ir.SeverityNote
	}
	return ir.SeverityError
}

// compileExpectation turns the message of an expected-*-re directive into
// a regex: the {{...}} parts are regexes, the rest is literal text. It
// returns MLIR's message for a malformed one.
func compileExpectation(text string) (*regexp.Regexp, string) {
	var b strings.Builder
	for rest := text; rest != ""; {
		start := strings.Index(rest, "{{")
		if start < 0 {
			b.WriteString(regexp.QuoteMeta(rest))
			break
		}
		b.WriteString(regexp.QuoteMeta(rest[:start]))
		rest = rest[start+2:]
		end := strings.Index(rest, "}}")
		if end < 0 {
			return nil, "found start of regex with no end '}}'"
		}
		b.WriteString("(" + rest[:end] + ")")
		rest = rest[end+2:]
	}
	re, err := regexp.Compile(b.String())
	if err != nil {
		return nil, "invalid regex: " + strings.TrimPrefix(err.Error(), "error parsing regexp: ")
	}
	return re, ""
}

// handle takes a diagnostic of the run, and each of its notes.
func (v *diagVerifier) handle(d *ir.Diagnostic) {
	v.handleOne(d)
	for _, n := range d.Notes {
		v.handle(n)
	}
}

func (v *diagVerifier) handleOne(d *ir.Diagnostic) {
	loc, ok := ir.FileLineCol(d.Loc)
	if !ok {
		v.unexpected(d)
		return
	}
	var nearMiss *expectation
	for _, e := range v.expects {
		if e.file != loc.File() || e.line != loc.Line() || !e.matches(d.Message) {
			continue
		}
		// As in MLIR, an expectation met once may be met again by an
		// identical diagnostic on the same line.
		if e.severity == d.Severity {
			e.matched = true
			return
		}
		nearMiss = e
	}
	if nearMiss != nil {
		v.failed = true
		msg := fmt.Sprintf("'%s' diagnostic emitted when expecting a '%s'", d.Severity, nearMiss.severity)
		v.print(ir.Errorf(ir.NewFileLineColLoc(nearMiss.file, nearMiss.dirLine, nearMiss.dirCol), "%s", msg), 1)
		return
	}
	v.unexpected(d)
}

func (v *diagVerifier) unexpected(d *ir.Diagnostic) {
	v.failed = true
	v.print(ir.Errorf(d.Loc, "unexpected %s: %s", d.Severity, d.Message), 1)
}

// finish reports the expectations that were not met, in the order they
// are written, and says whether the verification succeeded.
func (v *diagVerifier) finish() bool {
	for _, e := range v.expects {
		if !e.matched {
			v.reportAt(e, fmt.Sprintf("expected %s \"%s\" was not produced", e.severity, e.text))
		}
	}
	return !v.failed
}

// reportAt reports a problem with the directive e, with a caret range
// under its message as mlir-opt shows it.
func (v *diagVerifier) reportAt(e *expectation, msg string) {
	v.failed = true
	v.print(ir.Errorf(ir.NewFileLineColLoc(e.file, e.dirLine, e.dirCol), "%s", msg), len(e.text))
}

// print writes d with its source line and a caret followed by tildes that
// make it width columns wide.
func (v *diagVerifier) print(d *ir.Diagnostic, width int) {
	var b strings.Builder
	ir.PrintDiagnostic(&b, d, v.srcs)
	text := b.String()
	if width > 1 && strings.HasSuffix(text, "^\n") {
		text = text[:len(text)-1] + strings.Repeat("~", width-1) + "\n"
	}
	io.WriteString(v.w, text)
}

package ir

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
)

// Severity is how serious a diagnostic is.
type Severity uint8

const (
	SeverityError Severity = iota
	SeverityWarning
	SeverityRemark
	SeverityNote
)

func (s Severity) String() string {
	return [...]string{"error", "warning", "remark", "note"}[s]
}

// Diagnostic is a located message, with notes that say more. A Diagnostic
// is an error value: code that fails returns one.
type Diagnostic struct {
	Severity Severity
	Loc      Location
	Message  string
	Notes    []*Diagnostic

	// op is the operation the diagnostic is about, for the note that
	// DiagnosticPrinter.ShowOperation adds; nil for other diagnostics.
	op *Operation
}

// Operation returns the operation the diagnostic is about: set for those
// made by [Operation.Errorf], [Operation.Warningf] and [Operation.Remarkf]
// and by the verifier, nil for the others (parse errors, notes).
func (d *Diagnostic) Operation() *Operation { return d.op }

func (d *Diagnostic) Error() string {
	var b strings.Builder
	if f, ok := FileLineCol(d.Loc); ok {
		fmt.Fprintf(&b, "%s:%d:%d: ", f.File(), f.Line(), f.Col())
	}
	b.WriteString(d.Severity.String())
	b.WriteString(": ")
	b.WriteString(d.Message)
	return b.String()
}

// AttachNote adds a note at loc (nil: the diagnostic's own location) and
// returns the diagnostic.
func (d *Diagnostic) AttachNote(loc Location, format string, args ...any) *Diagnostic {
	if loc == nil {
		loc = d.Loc
	}
	d.Notes = append(d.Notes, &Diagnostic{Severity: SeverityNote, Loc: loc, Message: fmt.Sprintf(format, args...)})
	return d
}

// Errorf returns an error diagnostic at loc.
func Errorf(loc Location, format string, args ...any) *Diagnostic {
	return &Diagnostic{Severity: SeverityError, Loc: loc, Message: fmt.Sprintf(format, args...)}
}

// Errorf returns an error diagnostic about op, worded as MLIR words them:
// `'arith.addi' op requires the same type for all operands and results`.
func (op *Operation) Errorf(format string, args ...any) *Diagnostic {
	d := Errorf(op.loc, "'%s' op %s", op.Name(), fmt.Sprintf(format, args...))
	d.op = op
	return d
}

// EmitErrorf returns an error diagnostic about op without the "'name' op"
// prefix, for messages MLIR words that way (Operation::emitError rather
// than emitOpError).
func (op *Operation) EmitErrorf(format string, args ...any) *Diagnostic {
	return op.emitError(format, args...)
}

// emitError returns an error diagnostic about op without the "'name' op"
// prefix, as MLIR's Operation::emitError words the verifier's structural
// errors ("block with no terminator, ...").
func (op *Operation) emitError(format string, args ...any) *Diagnostic {
	d := Errorf(op.loc, format, args...)
	d.op = op
	return d
}

// Warningf returns a warning diagnostic about op.
func (op *Operation) Warningf(format string, args ...any) *Diagnostic {
	d := op.Errorf(format, args...)
	d.Severity = SeverityWarning
	return d
}

// Remarkf returns a remark diagnostic about op.
func (op *Operation) Remarkf(format string, args ...any) *Diagnostic {
	d := op.Errorf(format, args...)
	d.Severity = SeverityRemark
	return d
}

// Diagnostics collects diagnostics that do not stop the work (warnings and
// remarks, and errors of work that goes on); it is safe for concurrent use.
type Diagnostics struct {
	mu    sync.Mutex
	diags []*Diagnostic
}

// Report records d.
func (c *Diagnostics) Report(d *Diagnostic) {
	c.mu.Lock()
	c.diags = append(c.diags, d)
	c.mu.Unlock()
}

// All returns what has been recorded, in order.
func (c *Diagnostics) All() []*Diagnostic {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]*Diagnostic(nil), c.diags...)
}

// HasErrors reports whether an error was recorded.
func (c *Diagnostics) HasErrors() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, d := range c.diags {
		if d.Severity == SeverityError {
			return true
		}
	}
	return false
}

// SourceFiles holds the text of input files, so that diagnostics can show
// the line they point into: the text itself, or where to read it again
// when a diagnostic needs it (as GCC does), so that a tool need not keep a
// large input in memory after parsing it. It may be used from several
// goroutines.
type SourceFiles struct {
	mu    sync.Mutex
	files map[string]string
	paths map[string]string // files read on demand, by name
}

// NewSourceFiles returns an empty set.
func NewSourceFiles() *SourceFiles {
	return &SourceFiles{files: map[string]string{}, paths: map[string]string{}}
}

// Add records the text of the file named name.
func (s *SourceFiles) Add(name, text string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.files[name] = text
}

// AddPath records that the text of the file named name is that of the file
// at path, to read when a diagnostic first needs it. The lines shown are
// those of the file at that time.
func (s *SourceFiles) AddPath(name, path string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.files, name)
	s.paths[name] = path
}

// text returns the text of the named file.
func (s *SourceFiles) text(name string) (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if text, ok := s.files[name]; ok {
		return text, true
	}
	path, ok := s.paths[name]
	if !ok {
		return "", false
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return "", false
	}
	s.files[name] = string(b)
	return s.files[name], true
}

// Line returns line n (1-based) of the named file.
func (s *SourceFiles) Line(name string, n int) (string, bool) {
	if s == nil {
		return "", false
	}
	text, ok := s.text(name)
	if !ok || n < 1 {
		return "", false
	}
	for i := 1; i < n; i++ {
		nl := strings.IndexByte(text, '\n')
		if nl < 0 {
			return "", false
		}
		text = text[nl+1:]
	}
	if nl := strings.IndexByte(text, '\n'); nl >= 0 {
		text = text[:nl]
	}
	return strings.TrimSuffix(text, "\r"), true
}

// PrintDiagnostic writes d and its notes as
//
//	file:line:col: error: message
//	  the source line
//	  ^
//
// showing the line and a caret when the file is known to src. It is
// DiagnosticPrinter{Sources: src}.Print.
func PrintDiagnostic(w io.Writer, d *Diagnostic, src *SourceFiles) {
	DiagnosticPrinter{Sources: src}.Print(w, d)
}

// DiagnosticPrinter prints diagnostics as PrintDiagnostic does, with
// options. What it adds is presentation only: it is not part of the
// Diagnostic, so code that matches diagnostics (as --verify-diagnostics
// does) never sees it.
type DiagnosticPrinter struct {
	// Sources holds the text of the files diagnostics point into, for the
	// source line and caret; nil shows neither.
	Sources *SourceFiles
	// ShowOperation adds to a diagnostic about an operation the note
	// mlir-opt adds by default (--mlir-print-op-on-diagnostic):
	//
	//	file:line:col: note: see current operation: %0 = "arith.addi"(...) ...
	//
	// The operation is printed as it is when the diagnostic is printed
	// (so print once the passes that may change it are done), in generic
	// form for an error (custom printers may rely on the op being valid)
	// and as [Operation.String] prints it otherwise; a multi-line op starts
	// on a line of its own.
	ShowOperation bool
}

// Print writes d and its notes to w.
func (dp DiagnosticPrinter) Print(w io.Writer, d *Diagnostic) {
	dp.printOne(w, d, true)
	if dp.ShowOperation && d.op != nil {
		// As in MLIR, the note comes first and, being where the
		// diagnostic is, shows no source line again.
		note := &Diagnostic{Severity: SeverityNote, Loc: d.op.loc, Message: "see current operation: " + currentOpText(d)}
		dp.printOne(w, note, note.Loc != d.Loc)
	}
	for _, n := range d.Notes {
		dp.Print(w, n)
	}
}

func (dp DiagnosticPrinter) printOne(w io.Writer, d *Diagnostic, withSource bool) {
	fmt.Fprintln(w, d.Error())
	if !withSource {
		return
	}
	if f, ok := FileLineCol(d.Loc); ok {
		if line, ok := dp.Sources.Line(f.File(), f.Line()); ok {
			fmt.Fprintln(w, line)
			fmt.Fprintln(w, caretLine(line, f.Col()))
		}
	}
}

// currentOpText prints the operation of d for the "see current operation"
// note, on a line of its own when it takes several.
func currentOpText(d *Diagnostic) string {
	var text string
	if d.Severity == SeverityError {
		text = genericString(d.op)
	} else {
		text = d.op.String()
	}
	if strings.Contains(text, "\n") {
		return "\n" + text
	}
	return text
}

// caretLine returns the line that puts a caret under column col (1-based),
// repeating the tabs of line so that the caret lines up.
func caretLine(line string, col int) string {
	var b strings.Builder
	for i := 0; i < col-1; i++ {
		if i < len(line) && line[i] == '\t' {
			b.WriteByte('\t')
		} else {
			b.WriteByte(' ')
		}
	}
	b.WriteByte('^')
	return b.String()
}

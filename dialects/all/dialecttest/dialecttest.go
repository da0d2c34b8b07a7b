// Package dialecttest holds the test helpers the dialect, pass and
// lowering packages share: checking diagnostics against `expected-error`
// annotations (the files mlir-opt --verify-diagnostics reads), running
// mlir-opt-16 when it is installed, round trips, and applying one
// canonicalization pattern.
package dialecttest

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
)

// MLIROpt is the reference tool.
const MLIROpt = "mlir-opt-16"

// HaveMLIROpt reports whether mlir-opt-16 is installed.
func HaveMLIROpt() bool {
	_, err := exec.LookPath(MLIROpt)
	return err == nil
}

// RunMLIROpt runs mlir-opt-16 with args and returns its standard output.
func RunMLIROpt(args ...string) (string, error) {
	cmd := exec.Command(MLIROpt, args...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return string(out), fmt.Errorf("%s %s: %v\n%s", MLIROpt, strings.Join(args, " "), err, stderr.String())
	}
	return string(out), nil
}

// MLIROptOutput runs mlir-opt-16 with args and returns its standard
// output. It skips the test when mlir-opt-16 is not installed and fails
// it when the run fails.
func MLIROptOutput(t testing.TB, args ...string) string {
	t.Helper()
	if !HaveMLIROpt() {
		t.Skip(MLIROpt + " not installed")
	}
	out, err := RunMLIROpt(args...)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// SplitMarker separates the independent cases of a file, as in mlir-opt's
// --split-input-file.
const SplitMarker = "// -----"

// Split returns the cases of a file, each with the line its text starts on.
func Split(src string) []Case {
	var cases []Case
	lines := strings.SplitAfter(src, "\n")
	start, first := 0, 1
	flush := func(end, next int) {
		cases = append(cases, Case{Text: strings.Join(lines[start:end], ""), FirstLine: first})
		start, first = end+1, next
	}
	for i, l := range lines {
		if strings.TrimSpace(l) == SplitMarker {
			flush(i, i+2)
		}
	}
	flush(len(lines), 0)
	return cases
}

// Case is one split of a file.
type Case struct {
	Text      string
	FirstLine int // line of the file the case starts on
}

// Expectation is an `expected-error {{...}}` (or -note, -warning, -remark)
// annotation.
type Expectation struct {
	Severity string
	Line     int // in the case's text, 1-based
	Message  string
}

var expectRE = regexp.MustCompile(`expected-(error|note|warning|remark)\s*(@[+-]?\d+|@above|@below)?\s*\{\{(.*?)\}\}`)

// Expectations returns the annotations of a case.
func Expectations(text string) []Expectation {
	var out []Expectation
	for i, l := range strings.Split(text, "\n") {
		for _, m := range expectRE.FindAllStringSubmatch(l, -1) {
			line := i + 1
			switch off := m[2]; {
			case off == "@above":
				line--
			case off == "@below":
				line++
			case off != "":
				n, _ := strconv.Atoi(off[1:])
				line += n
			}
			out = append(out, Expectation{Severity: m[1], Line: line, Message: m[3]})
		}
	}
	return out
}

// Diagnose parses text as a module and verifies it, returning the
// diagnostic of the first problem (nil when there is none).
func Diagnose(ctx *ir.Context, filename, text string) *ir.Diagnostic {
	m, err := builtin.ParseModule(ctx, filename, []byte(text))
	if err == nil {
		err = ir.Verify(m)
	}
	if err == nil {
		return nil
	}
	var d *ir.Diagnostic
	if errors.As(err, &d) {
		return d
	}
	return &ir.Diagnostic{Severity: ir.SeverityError, Message: err.Error()}
}

// CheckDiagnostics checks every case of the file at path: the diagnostic
// strata reports and its notes must be those annotated, on the annotated
// lines, each annotation's text a substring of the message (as
// --verify-diagnostics requires); a case without annotations must verify.
func CheckDiagnostics(t *testing.T, path string) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	unregistered := allowsUnregistered(string(src))
	for _, c := range Split(string(src)) {
		want := Expectations(c.Text)
		ctx := all.NewContext()
		ctx.SetAllowUnregisteredDialects(unregistered)
		d := Diagnose(ctx, path, c.Text)
		var got []*ir.Diagnostic
		if d != nil {
			got = append([]*ir.Diagnostic{d}, d.Notes...)
		}
		used := make([]bool, len(got))
		for _, w := range want {
			found := false
			for i, g := range got {
				if !used[i] && g.Severity.String() == w.Severity && lineOf(g.Loc) == w.Line && strings.Contains(g.Message, w.Message) {
					used[i], found = true, true
					break
				}
			}
			if !found {
				t.Errorf("%s:%d: expected %s not produced: %s\n  got: %s", path, c.FirstLine+w.Line-1, w.Severity, w.Message, describe(got, c.FirstLine))
			}
		}
		for i, g := range got {
			// Unannotated notes are fine (MLIR adds "see current operation"
			// notes that files never annotate); errors are not.
			if !used[i] && g.Severity == ir.SeverityError {
				t.Errorf("%s:%d: unexpected error: %s", path, c.FirstLine+lineOf(g.Loc)-1, g.Message)
			}
		}
	}
}

func lineOf(l ir.Location) int {
	if f, ok := ir.FileLineCol(l); ok {
		return f.Line()
	}
	return 0
}

func describe(ds []*ir.Diagnostic, first int) string {
	if len(ds) == 0 {
		return "no diagnostic"
	}
	var parts []string
	for _, d := range ds {
		parts = append(parts, fmt.Sprintf("line %d %s: %s", first+lineOf(d.Loc)-1, d.Severity, d.Message))
	}
	return strings.Join(parts, "; ")
}

// AllowUnregisteredMarker, on a line of its own in a file's comments,
// lets its cases use operations of unregistered dialects (mlir-opt's
// --allow-unregistered-dialect).
const AllowUnregisteredMarker = "// allow-unregistered-dialect"

func allowsUnregistered(src string) bool {
	for _, l := range strings.Split(src, "\n") {
		if strings.TrimSpace(l) == AllowUnregisteredMarker {
			return true
		}
	}
	return false
}

// CheckDiagnosticsWithMLIR runs mlir-opt-16 --verify-diagnostics on the
// file, so that the annotations are known to be MLIR's own wording. It
// skips when mlir-opt-16 is not installed.
func CheckDiagnosticsWithMLIR(t *testing.T, path string) {
	t.Helper()
	if !HaveMLIROpt() {
		t.Skip("mlir-opt-16 not installed")
	}
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	args := []string{"--split-input-file", "--verify-diagnostics", path}
	if allowsUnregistered(string(src)) {
		args = append(args, "--allow-unregistered-dialect")
	}
	if _, err := RunMLIROpt(args...); err != nil {
		t.Error(err)
	}
}

// Print prints op in the custom or the generic form.
func Print(t testing.TB, op *ir.Operation, generic bool) string {
	t.Helper()
	var b strings.Builder
	if err := ir.Print(&b, op, ir.PrintOptions{Generic: generic}); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// ParseVerified parses src as a module and verifies it.
func ParseVerified(t testing.TB, name, src string) *ir.Operation {
	t.Helper()
	m, err := builtin.ParseModule(all.NewContext(), name, []byte(src))
	if err != nil {
		t.Fatalf("parsing %s: %v", name, err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("verifying %s: %v", name, err)
	}
	return m
}

// RoundTrip checks that printing the parsed file is a fixed point after one
// step, in the custom and in the generic form and in the custom form with
// locations, and that the forms read back as the same IR. It returns the
// custom and generic texts.
func RoundTrip(t testing.TB, path string) (custom, generic string) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m := ParseVerified(t, path, string(src))
	custom, generic = Print(t, m, false), Print(t, m, true)
	for _, form := range []struct {
		name string
		text string
		gen  bool
	}{{"custom", custom, false}, {"generic", generic, true}} {
		again := ParseVerified(t, path+" ("+form.name+" output)", form.text)
		if got := Print(t, again, form.gen); got != form.text {
			t.Errorf("%s: %s form is not a fixed point:\n%s", path, form.name, Diff(form.text, got))
		}
		// Reading either form gives the same IR: it prints the same custom
		// text.
		if got := Print(t, again, false); got != custom {
			t.Errorf("%s: %s output reads back differently:\n%s", path, form.name, Diff(custom, got))
		}
	}
	// With locations the custom form is a fixed point too, and keeps them.
	var debug strings.Builder
	if err := ir.Print(&debug, m, ir.PrintOptions{DebugInfo: true}); err != nil {
		t.Fatal(err)
	}
	again := ParseVerified(t, path+" (output with locations)", debug.String())
	var debug2 strings.Builder
	if err := ir.Print(&debug2, again, ir.PrintOptions{DebugInfo: true}); err != nil {
		t.Fatal(err)
	}
	if debug2.String() != debug.String() {
		t.Errorf("%s: the custom form with locations is not a fixed point:\n%s", path, Diff(debug.String(), debug2.String()))
	}
	return custom, generic
}

// Diff returns the first differing line of two texts, with context.
func Diff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return fmt.Sprintf("line %d:\n  want: %s\n  got:  %s", i+1, w, g)
		}
	}
	return "(texts differ only in line endings)"
}

// TestFiles returns the .mlir files of dir that are not diagnostics
// tests (invalid*.mlir).
func TestFiles(t testing.TB, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	for _, e := range entries {
		n := e.Name()
		if e.IsDir() || !strings.HasSuffix(n, ".mlir") || strings.HasPrefix(n, "invalid") {
			continue
		}
		files = append(files, dir+"/"+n)
	}
	return files
}

// RunMLIROptBatch runs mlir-opt-16 once on all the inputs, as the cases of
// one --split-input-file run (starting it costs more than the work), and
// returns its output for each input. When the run fails, each input is run
// on its own so that the error names the culprit.
func RunMLIROptBatch(inputs []string, args ...string) ([]string, error) {
	dir, err := os.MkdirTemp("", "strata-mlir")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	write := func(name, text string) (string, error) {
		path := dir + "/" + name
		return path, os.WriteFile(path, []byte(text), 0o644)
	}
	path, err := write("batch.mlir", strings.Join(inputs, "\n"+SplitMarker+"\n"))
	if err != nil {
		return nil, err
	}
	out, err := RunMLIROpt(append([]string{"--split-input-file", path}, args...)...)
	if err == nil {
		outs := strings.Split(out, "\n"+SplitMarker+"\n")
		if len(outs) == len(inputs) {
			for i := range outs {
				outs[i] = strings.TrimSpace(outs[i]) + "\n"
			}
			return outs, nil
		}
		err = fmt.Errorf("mlir-opt-16 printed %d outputs for %d inputs", len(outs), len(inputs))
	}
	for i, in := range inputs {
		p, werr := write(fmt.Sprintf("input%d.mlir", i), in)
		if werr != nil {
			return nil, werr
		}
		if _, ierr := RunMLIROpt(append([]string{p}, args...)...); ierr != nil {
			return nil, fmt.Errorf("input %d: %v", i, ierr)
		}
	}
	return nil, err
}

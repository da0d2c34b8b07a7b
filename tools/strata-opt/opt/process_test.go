package opt

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/strata-ir/strata/ir"
)

func TestSplitInput(t *testing.T) {
	text := "a\n// -----\nb\nc\n  // -----  \n// ------\n// ----- x\n"
	got := SplitInput([]byte(text))
	want := []Chunk{
		{FirstLine: 1, LastLine: 1, Start: 0, End: 2},
		{FirstLine: 3, LastLine: 4, Start: 11, End: 15},
		{FirstLine: 6, LastLine: 7, Start: 28, End: len(text)},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("SplitInput mismatch (-want +got):\n%s", diff)
	}
	if got := SplitInput([]byte("x\n// -----\n")); len(got) != 2 || got[1].FirstLine != 3 || got[1].LastLine != 2 {
		t.Errorf("trailing marker: %+v", got)
	}
	if got := SplitInput(nil); len(got) != 1 {
		t.Errorf("empty input: %+v", got)
	}
}

const splitSrc = `func.func @a() {
  return
}

// -----

func.func @b() -> i32 {
  return
}

// -----
func.func @c() {
  %0 = arith.constant 1 : i32
  return
}
`

func process(t *testing.T, opts Options, src string, runPasses func(*ir.Operation) ([]*ir.Diagnostic, error)) (ok bool, out, diags string) {
	t.Helper()
	var o, d strings.Builder
	p := &Processor{Options: opts, Context: NewContext(opts), Prog: "strata-opt", Diagnostics: &d, RunPasses: runPasses}
	ok, err := p.Process(&Source{Name: "in.mlir", Text: []byte(src)}, &o)
	if err != nil {
		t.Fatal(err)
	}
	return ok, o.String(), d.String()
}

func TestProcessSplit(t *testing.T) {
	ok, out, diags := process(t, Options{SplitInputFile: true}, splitSrc, nil)
	// The output of mlir-opt-16 on the same input.
	wantOut := "module {\n  func.func @a() {\n    return\n  }\n}\n\n\n// -----\n\n// -----\n" +
		"module {\n  func.func @c() {\n    %c1_i32 = arith.constant 1 : i32\n    return\n  }\n}\n\n"
	// The location is the line of the whole file.
	wantDiags := "in.mlir:8:3: error: 'func.return' op has 0 operands, but enclosing function (@b) returns 1\n" +
		"  return\n  ^\n" +
		"in.mlir:8:3: note: see current operation: \"func.return\"() : () -> ()\n"
	if ok || out != wantOut || diags != wantDiags {
		t.Errorf("ok %v\nout:\n%s\ndiags:\n%s", ok, out, diags)
	}
	// Without --split-input-file, the markers are comments.
	ok, out, _ = process(t, Options{}, strings.ReplaceAll(splitSrc, "-> i32", ""), nil)
	if !ok || strings.Count(out, "func.func") != 3 {
		t.Errorf("unsplit: ok %v, out:\n%s", ok, out)
	}
}

func TestProcessPassDiagnostics(t *testing.T) {
	src := "func.func @a() {\n  return\n}\n"
	remark := func(m *ir.Operation) ([]*ir.Diagnostic, error) {
		fn := m.Region(0).Blocks()[0].First()
		return []*ir.Diagnostic{fn.Remarkf("hello")}, nil
	}
	ok, out, diags := process(t, Options{}, src, remark)
	if !ok || !strings.HasPrefix(out, "module {") || !strings.HasPrefix(diags, "in.mlir:1:1: remark: 'func.func' op hello\nfunc.func @a() {\n^\n") {
		t.Errorf("remark: ok %v, out %q, diags %q", ok, out, diags)
	}
	fail := func(m *ir.Operation) ([]*ir.Diagnostic, error) {
		return nil, errors.Join(ir.Errorf(m.Loc(), "first"), errors.New("second"))
	}
	ok, out, diags = process(t, Options{}, src, fail)
	if ok || out != "" || diags != "in.mlir:0:0: error: first\nerror: second\n" {
		t.Errorf("failure: ok %v, out %q, diags %q", ok, out, diags)
	}
}

func TestVerifyDiagnostics(t *testing.T) {
	tests := []struct {
		name, src string
		ok        bool
		diags     string
	}{
		{"met", "func.func @e() -> i32 {\n  return  // expected-error {{has 0 operands}}\n}\n", true, ""},
		{"designators", "func.func @e() -> i32 {\n  // expected-error @+1 {{has 0}}\n  return\n  // expected-error @-2 {{}}\n}\n", false,
			"in.mlir:4:6: error: expected error \"\" was not produced\n  // expected-error @-2 {{}}\n     ^\n"},
		{"above below", "func.func @e() -> i32 {\n  return\n  // expected-error @above {{returns 1}}\n  // expected-remark @below {{x}}\n}\n", false,
			"in.mlir:4:6: error: expected remark \"x\" was not produced\n  // expected-remark @below {{x}}\n     ^\n"},
		{"unexpected and missing", "func.func @e() -> i32 {\n  return  // expected-error {{has 1 operand}}\n}\n", false,
			"in.mlir:2:3: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@e) returns 1\n" +
				"  return  // expected-error {{has 1 operand}}\n  ^\n" +
				"in.mlir:2:14: error: expected error \"has 1 operand\" was not produced\n" +
				"  return  // expected-error {{has 1 operand}}\n             ^~~~~~~~~~~~~\n"},
		{"near miss", "func.func @e() -> i32 {\n  return  // expected-warning {{has 0}}\n}\n", false,
			"in.mlir:2:14: error: 'error' diagnostic emitted when expecting a 'warning'\n" +
				"  return  // expected-warning {{has 0}}\n             ^\n" +
				"in.mlir:2:14: error: expected warning \"has 0\" was not produced\n" +
				"  return  // expected-warning {{has 0}}\n             ^~~~~\n"},
		{"regex", "func.func @e() -> i32 {\n  return  // expected-error-re {{has {{[0-9]+}} operands, but enclosing function (@e)}}\n}\n", true, ""},
		{"regex is not plain", "func.func @e() -> i32 {\n  return  // expected-error {{has {{[0-9]+}} operands}}\n}\n", false,
			"in.mlir:2:3: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@e) returns 1\n" +
				"  return  // expected-error {{has {{[0-9]+}} operands}}\n  ^\n" +
				"in.mlir:2:14: error: expected error \"has {{[0-9]+}} operands\" was not produced\n" +
				"  return  // expected-error {{has {{[0-9]+}} operands}}\n             ^~~~~~~~~~~~~~~~~~~~~~~\n"},
		{"unterminated regex", "// expected-error-re {{a {{b}}\n", false,
			"in.mlir:1:4: error: found start of regex with no end '}}'\n// expected-error-re {{a {{b}}\n   ^~~~~\n"},
		{"notes", "func.func @f(%a: i32) -> i32 {\n  // expected-error@+1 {{does not dominate}}\n  %1 = arith.addi %0, %a : i32\n" +
			"  // expected-note@+1 {{operand defined here}}\n  %0 = arith.addi %a, %a : i32\n  return %1 : i32\n}\n", true, ""},
		{"trailing text is no directive", "func.func @e() {\n  return  // expected-error {{x}} but\n}\n", true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ok, _, diags := process(t, Options{VerifyDiagnostics: true}, tt.src, nil)
			if ok != tt.ok || diags != tt.diags {
				t.Errorf("ok %v, diagnostics:\n%s\nwant ok %v and:\n%s", ok, diags, tt.ok, tt.diags)
			}
		})
	}
}

func TestVerifyDiagnosticsSplit(t *testing.T) {
	// An expectation in one chunk does not meet a diagnostic of another.
	src := "func.func @e() -> i32 {\n  return\n}\n// -----\n// expected-error@-3 {{has 0}}\n" +
		"// -----\nfunc.func @f() -> i32 {\n  return  // expected-error {{has 0}}\n}\n"
	ok, out, diags := process(t, Options{VerifyDiagnostics: true, SplitInputFile: true}, src, nil)
	want := "in.mlir:2:3: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@e) returns 1\n  return\n  ^\n" +
		"in.mlir:5:4: error: expected error \"has 0\" was not produced\n// expected-error@-3 {{has 0}}\n   ^~~~~\n"
	if ok || diags != want {
		t.Errorf("ok %v, diagnostics:\n%s\nwant:\n%s", ok, diags, want)
	}
	if out != "\n// -----\nmodule {\n}\n\n\n// -----\n" {
		t.Errorf("output %q", out)
	}
}

// TestProcessReleasesFileText checks that the text of an input read from a
// file is let go once parsed, and that a later diagnostic still shows its
// source line, read from the file again.
func TestProcessReleasesFileText(t *testing.T) {
	path := filepath.Join(t.TempDir(), "in.mlir")
	text := "func.func @f() {\n  return\n}\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	src, err := ReadSource(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	var o, d strings.Builder
	fail := func(m *ir.Operation) ([]*ir.Diagnostic, error) {
		if src.Text != nil {
			t.Error("the text is still held while the passes run")
		}
		var fn *ir.Operation
		m.WalkAll(func(op *ir.Operation) {
			if op.Is("func.func") {
				fn = op
			}
		})
		return nil, fn.Errorf("failed here")
	}
	p := &Processor{Context: NewContext(Options{}), Prog: "strata-opt", Diagnostics: &d, RunPasses: fail}
	ok, err := p.Process(&src, &o)
	if err != nil || ok {
		t.Fatalf("Process = %v, %v; want a failure", ok, err)
	}
	want := path + ":1:1: error: 'func.func' op failed here\nfunc.func @f() {\n^\n"
	if !strings.HasPrefix(d.String(), want) {
		t.Errorf("diagnostics:\n%s\nwant them to start with:\n%s", d.String(), want)
	}
}

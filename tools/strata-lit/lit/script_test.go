package lit

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func runCommands(s *Script) []string {
	var out []string
	for _, r := range s.Run {
		out = append(out, r.Command)
	}
	return out
}

func TestParseScriptRunLines(t *testing.T) {
	src := `// RUN: strata-opt %s | filecheck %s
; RUN: echo one \
; RUN:   two \
not a directive line
; RUN: three
# RUN:echo tight
#RUN: trailing spaces   ` + "\t" + `
// CHECK: RUN: is a directive even here, as in lit
MYRUN: not a directive
CHECK-XFAIL: not a directive either
RUN: echo %(line) %(line+1) %(line - 2)
// RUN: a\r` + "\r" + `
// END.
// RUN: never
`
	s, err := ParseScript("t.test", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"strata-opt %s | filecheck %s",
		"echo one    two  three", // lit joins the raw text
		"echo tight",
		"trailing spaces",
		"is a directive even here, as in lit",
		"echo 11 12 9",
		`a\r`,
	}
	if diff := cmp.Diff(want, runCommands(s)); diff != "" {
		t.Errorf("commands (-want +got):\n%s", diff)
	}
	if s.Run[1].Line != 2 || s.Run[1].EndLine != 5 {
		t.Errorf("continued RUN spans %d-%d, want 2-5", s.Run[1].Line, s.Run[1].EndLine)
	}
	if got := s.Run[1].Location(); got != "from line 2 to 5" {
		t.Errorf("Location = %q", got)
	}
	if got := s.Run[0].Location(); got != "at line 1" {
		t.Errorf("Location = %q", got)
	}
}

func TestParseScriptConditions(t *testing.T) {
	src := `# REQUIRES: linux, x86_64 || aarch64
# REQUIRES: ,, gcc ,
# UNSUPPORTED: windows
# XFAIL: *
# XFAIL: asan && linux
# ALLOW_RETRIES: 3
# RUN: true
`
	s, err := ParseScript("t.test", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	exprs := func(cs []Condition) []string {
		var out []string
		for _, c := range cs {
			if c.Expr == nil {
				out = append(out, "*")
			} else {
				out = append(out, c.Expr.String())
			}
		}
		return out
	}
	if diff := cmp.Diff([]string{"linux", "x86_64 || aarch64", "gcc"}, exprs(s.Requires)); diff != "" {
		t.Errorf("REQUIRES (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"windows"}, exprs(s.Unsupported)); diff != "" {
		t.Errorf("UNSUPPORTED (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"*", "asan && linux"}, exprs(s.XFail)); diff != "" {
		t.Errorf("XFAIL (-want +got):\n%s", diff)
	}
	if s.AllowRetries != 3 {
		t.Errorf("AllowRetries = %d", s.AllowRetries)
	}
	if s.Requires[2].Line != 2 {
		t.Errorf("gcc line = %d", s.Requires[2].Line)
	}
}

func TestParseScriptNoRun(t *testing.T) {
	s, err := ParseScript("t.test", []byte("// just a comment\n"))
	if err != nil || len(s.Run) != 0 {
		t.Errorf("got %v, %v; want no RUN lines and no error", s, err)
	}
}

func TestParseScriptErrors(t *testing.T) {
	tests := []struct {
		src  string
		line int
		want string
	}{
		{"RUN: a \\\n", 1, "no RUN: line follows"},
		{"RUN: a \\\nRUN: b \\\n// END.\nRUN: c\n", 2, "no RUN: line follows"},
		{"RUN: true\nREQUIRES: a &&\n", 2, "in REQUIRES list"},
		{"UNSUPPORTED: *\n", 1, "in UNSUPPORTED list"},
		{"XFAIL: a b\n", 1, "in XFAIL list"},
		{"ALLOW_RETRIES: x\n", 1, "expected a number"},
		{"ALLOW_RETRIES: -1\n", 1, "expected a number"},
		{"ALLOW_RETRIES: 1\nALLOW_RETRIES: 1\n", 2, "more than once (first at line 1)"},
	}
	for _, tt := range tests {
		_, err := ParseScript("f.test", []byte(tt.src))
		var le *Error
		if !errors.As(err, &le) {
			t.Errorf("ParseScript(%q) = %v, want an *Error", tt.src, err)
			continue
		}
		if le.File != "f.test" || le.Line != tt.line || !strings.Contains(le.Msg, tt.want) {
			t.Errorf("ParseScript(%q) = %v, want f.test:%d: ...%s...", tt.src, err, tt.line, tt.want)
		}
		if !strings.HasPrefix(err.Error(), "f.test:") || !strings.Contains(err.Error(), ": error: ") {
			t.Errorf("error %q is not in file:line: error: form", err)
		}
	}
}

func TestFindKeywordLeftmost(t *testing.T) {
	kw, value, ok := findKeyword("// RUN: echo XFAIL: not this")
	if !ok || kw != "RUN:" || value != " echo XFAIL: not this" {
		t.Errorf("got %q %q %v", kw, value, ok)
	}
	// A keyword preceded by a word character is skipped, but a later
	// occurrence on the same line still counts.
	kw, value, ok = findKeyword("XRUN: a RUN: b")
	if !ok || kw != "RUN:" || value != " b" {
		t.Errorf("got %q %q %v", kw, value, ok)
	}
	for line, want := range map[string]bool{
		"RUN: x": true, "--RUN: x": true, "-RUN: x": true, "//RUN: x": true, "(RUN: x": true,
		"CHECK-RUN: x": false, "A_RUN: x": false, "9RUN: x": false, "x-XFAIL: *": false,
	} {
		if _, _, ok := findKeyword(line); ok != want {
			t.Errorf("findKeyword(%q) found = %v, want %v", line, ok, want)
		}
	}
}

package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/strata-ir/strata/ir"
)

const validSrc = `func.func @add(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  return %s : i32
}
`

const validOut = `module {
  func.func @add(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.addi %arg0, %arg1 : i32
    return %0 : i32
  }
}

`

// runTool runs strata-opt in-process with args (without argv[0]).
func runTool(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut strings.Builder
	code = run(append([]string{"strata-opt"}, args...), strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(text), 0o666); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestCommandLine(t *testing.T) {
	tests := []struct {
		args []string
		want []string
	}{
		{nil, []string{"--"}},
		{[]string{"in.mlir"}, []string{"--", "in.mlir"}},
		{[]string{"-"}, []string{"--", "-"}},
		{[]string{"in.mlir", "-o", "out.mlir"}, []string{"--o=out.mlir", "--", "in.mlir"}},
		{[]string{"-o=out.mlir", "in.mlir"}, []string{"--o=out.mlir", "--", "in.mlir"}},
		{[]string{"--o", "-"}, []string{"--o=-", "--"}},
		{[]string{"-mlir-print-op-generic", "in.mlir", "--mlir-print-debuginfo"},
			[]string{"--mlir-print-op-generic=true", "--mlir-print-debuginfo=true", "--", "in.mlir"}},
		{[]string{"--allow-unregistered-dialect=0", "--show-dialects=TRUE"},
			[]string{"--allow-unregistered-dialect=false", "--show-dialects=true", "--"}},
		{[]string{"--", "-o"}, []string{"--", "-o"}},
		{[]string{"-o", "a", "-o", "b"}, []string{"--o=a", "--o=b", "--"}},
		// Pass flags are left to the action, in order.
		{[]string{"--cse", "in.mlir", "--canonicalize=max-iterations=2", "--mlir-print-ir-after", "cse"},
			[]string{"--mlir-print-ir-after=cse", "--", "in.mlir"}},
	}
	for _, tt := range tests {
		parsed, err := flagParser("strata-opt", newRegistry()).Parse(tt.args)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.args, err)
			continue
		}
		if got := generalArgs(parsed); !slices.Equal(got, tt.want) {
			t.Errorf("generalArgs(%q) = %q; want %q", tt.args, got, tt.want)
		}
	}
	parsed, err := flagParser("strata-opt", newRegistry()).Parse([]string{"--cse", "-canonicalize=top-down=false", "--cse"})
	if err != nil {
		t.Fatal(err)
	}
	var passFlags []string
	for _, f := range parsed.Flags {
		if isPassFlag(f) {
			passFlags = append(passFlags, f.Spec.Name+"{"+f.Value+"}")
		}
	}
	if want := []string{"cse{}", "canonicalize{top-down=false}", "cse{}"}; !slices.Equal(passFlags, want) {
		t.Errorf("pass flags %q, want %q", passFlags, want)
	}
}

func TestCommandLineErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--bogus"}, "Unknown command line argument '--bogus'.  Try: 'strata-opt --help'"},
		{[]string{"--show-dialect"}, "Unknown command line argument '--show-dialect'.  Try: 'strata-opt --help'\nstrata-opt: Did you mean '--show-dialects'?"},
		{[]string{"-o"}, "for the -o option: requires a value!"},
		{[]string{"--version=yes"}, "for the --version option: 'yes' is invalid value for boolean argument! Try 0 or 1"},
		{[]string{"a.mlir", "b.mlir"}, "Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: strata-opt --help"},
	}
	for _, tt := range tests {
		_, err := flagParser("strata-opt", newRegistry()).Parse(tt.args)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Parse(%q): error %v, want %q", tt.args, err, tt.want)
		}
	}
}

func TestRunPrints(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "in.mlir", validSrc)
	for _, args := range [][]string{{in}, {in, "-o", "-"}, {"-"}, {}} {
		code, out, errOut := runTool(t, validSrc, args...)
		if code != exitOK || out != validOut || errOut != "" {
			t.Errorf("strata-opt %q: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
	code, out, _ := runTool(t, "", in, "--mlir-print-op-generic")
	if code != exitOK || !strings.HasPrefix(out, `"builtin.module"() ({`) {
		t.Errorf("generic: exit %d, output\n%s", code, out)
	}
	code, out, _ = runTool(t, "", "--mlir-print-debuginfo", in)
	if code != exitOK || !strings.Contains(out, `} loc("`+in+`":0:0)`) {
		t.Errorf("debuginfo: exit %d, output\n%s", code, out)
	}
}

func TestRunErrors(t *testing.T) {
	dir := t.TempDir()
	bad := writeFile(t, dir, "bad.mlir", "func.func @f() {\n  %0 = arith.addi %x, %x : i32\n  return\n}\n")
	tests := []struct {
		name   string
		stdin  string
		args   []string
		stderr string
	}{
		{"parse error", "", []string{bad},
			bad + ":2:19: error: use of undeclared SSA value name\n" +
				"  %0 = arith.addi %x, %x : i32\n" +
				"                  ^\n"},
		{"stdin", "func.func @f() -> i32 {\n  return\n}\n", nil,
			"<stdin>:2:3: error: 'func.return' op has 0 operands, but enclosing function (@f) returns 1\n" +
				"  return\n" +
				"  ^\n" +
				"<stdin>:2:3: note: see current operation: \"func.return\"() : () -> ()\n"},
		{"missing file", "", []string{filepath.Join(dir, "nope.mlir")},
			"strata-opt: cannot open input file '" + filepath.Join(dir, "nope.mlir") + "': no such file or directory\n"},
		{"bad flag", "", []string{"--nope"},
			"strata-opt: Unknown command line argument '--nope'.  Try: 'strata-opt --help'\n"},
		{"unregistered", "\"foo.op\"() : () -> ()\n", nil,
			"<stdin>:1:9: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used\n" +
				"\"foo.op\"() : () -> ()\n" +
				"        ^\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runTool(t, tt.stdin, tt.args...)
			if code != exitFailure {
				t.Errorf("exit %d, want %d", code, exitFailure)
			}
			if out != "" {
				t.Errorf("stdout %q, want nothing", out)
			}
			if errOut != tt.stderr {
				t.Errorf("stderr:\n%s\nwant:\n%s", errOut, tt.stderr)
			}
		})
	}
}

func TestRunAllowUnregistered(t *testing.T) {
	src := "\"foo.op\"() {foo.a = #foo.b} : () -> !foo.t\n"
	code, out, errOut := runTool(t, src, "-allow-unregistered-dialect")
	want := "module {\n  %0 = \"foo.op\"() {foo.a = #foo.b} : () -> !foo.t\n}\n\n"
	if code != exitOK || out != want || errOut != "" {
		t.Errorf("exit %d, stdout %q, stderr %q; want %q", code, out, errOut, want)
	}
}

func TestRunInfo(t *testing.T) {
	code, out, _ := runTool(t, "", "--show-dialects")
	if code != exitOK || out != "Available Dialects: arith, builtin, cf, cir, func, llvm, offload, omp, omp_lower, scf\n" {
		t.Errorf("--show-dialects: exit %d, %q", code, out)
	}
	code, out, _ = runTool(t, "", "--version")
	if code != exitOK || out != version+"\n" {
		t.Errorf("--version: exit %d, %q", code, out)
	}
	for _, flag := range []string{"--help", "-help", "-h", "--help=1"} {
		code, out, _ = runTool(t, "", "in.mlir", flag)
		if code != exitOK || !strings.Contains(out, "USAGE: strata-opt [options] [input file]") {
			t.Errorf("%s: exit %d, %q", flag, code, out)
		}
	}
}

func TestRunOutputFile(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "in.mlir", validSrc)
	out := filepath.Join(dir, "out.mlir")
	if code, stdout, errOut := runTool(t, "", in, "-o", out); code != exitOK || stdout != "" || errOut != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, errOut)
	}
	if got, err := os.ReadFile(out); err != nil || string(got) != validOut {
		t.Fatalf("output file %q, %v", got, err)
	}

	// Invalid input: the existing output is left alone, and nothing else
	// appears in the directory.
	bad := writeFile(t, dir, "bad.mlir", "func.func @f() {\n")
	if code, _, _ := runTool(t, "", bad, "-o", out); code != exitFailure {
		t.Fatalf("exit %d", code)
	}
	if got, _ := os.ReadFile(out); string(got) != validOut {
		t.Fatalf("output file changed to %q", got)
	}
	newOut := filepath.Join(dir, "new.mlir")
	if code, _, _ := runTool(t, "", bad, "-o", newOut); code != exitFailure {
		t.Fatalf("exit %d", code)
	}
	assertDir(t, dir, "bad.mlir", "in.mlir", "out.mlir")
}

func TestRunOutputUnwritable(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "in.mlir", validSrc)
	out := filepath.Join(dir, "no", "such", "dir.mlir")
	code, _, errOut := runTool(t, "", in, "-o", out)
	want := "strata-opt: cannot open output file '" + out + "': no such file or directory\n"
	if code != exitFailure || errOut != want {
		t.Errorf("exit %d, stderr %q; want %q", code, errOut, want)
	}
	if _, err := os.Stat("/dev/full"); err == nil {
		code, _, errOut := runTool(t, "", in, "-o", "/dev/full")
		want := "strata-opt: cannot write output file '/dev/full': no space left on device\n"
		if code != exitFailure || errOut != want {
			t.Errorf("/dev/full: exit %d, stderr %q; want %q", code, errOut, want)
		}
	}
}

// TestRunInternalError checks the last-resort recovery: a panic in the IR
// library becomes a message and exit status 2, and -o writes nothing.
func TestRunInternalError(t *testing.T) {
	saved := parse
	defer func() { parse = saved }()
	parse = func(*ir.Context, []byte, ir.ParseOptions) (*ir.Operation, error) { panic("broken invariant") }

	dir := t.TempDir()
	in := writeFile(t, dir, "in.mlir", validSrc)
	code, out, errOut := runTool(t, "", in, "-o", filepath.Join(dir, "out.mlir"))
	if code != exitInternal || out != "" {
		t.Errorf("exit %d, stdout %q", code, out)
	}
	if !strings.HasPrefix(errOut, "strata-opt: internal error: broken invariant\n") || !strings.Contains(errOut, "goroutine") {
		t.Errorf("stderr:\n%s", errOut)
	}
	assertDir(t, dir, "in.mlir")
}

func assertDir(t *testing.T, dir string, want ...string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range entries {
		got = append(got, e.Name())
	}
	if !slices.Equal(got, want) {
		t.Errorf("directory holds %q, want %q", got, want)
	}
}

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const program = `llvm.func @main() -> i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %0 : i32
}
`

func runTool(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(append([]string{"strata-translate"}, args...), strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestTranslatesStdin(t *testing.T) {
	code, out, errs := runTool(t, program, "--mlir-to-llvmir")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	if !strings.Contains(out, "define i32 @main() {") || !strings.Contains(out, "ret i32 0") {
		t.Fatalf("output:\n%s", out)
	}
}

func TestWritesOutputFile(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.mlir")
	outPath := filepath.Join(dir, "out.ll")
	if err := os.WriteFile(in, []byte(program), 0o644); err != nil {
		t.Fatal(err)
	}
	// Options may follow the input, as with mlir-translate.
	code, out, errs := runTool(t, "", in, "-o", outPath, "-mlir-to-llvmir")
	if code != 0 || out != "" || errs != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	got, err := os.ReadFile(outPath)
	if err != nil || !strings.Contains(string(got), "define i32 @main()") {
		t.Fatalf("output file: %v\n%s", err, got)
	}
}

func TestFailureWritesNothing(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "bad.mlir")
	outPath := filepath.Join(dir, "out.ll")
	src := "llvm.func @f() {\n  omp.barrier\n  llvm.return\n}\n"
	if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := runTool(t, "", "--mlir-to-llvmir", in, "-o", outPath)
	if code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	want := in + ":2:3: error: cannot translate 'omp.barrier' to LLVM IR"
	if !strings.Contains(errs, want) || !strings.Contains(errs, "\n  omp.barrier\n  ^\n") {
		t.Fatalf("stderr:\n%s\nwant %q with the line and a caret", errs, want)
	}
	if _, err := os.Stat(outPath); !os.IsNotExist(err) {
		t.Fatalf("%s was written on failure", outPath)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*")); len(left) > 0 {
		t.Fatalf("temporary files left behind: %v", left)
	}
}

func TestSplitInputFile(t *testing.T) {
	src := program + "// -----\nllvm.func @g()\n"
	code, out, errs := runTool(t, src, "--mlir-to-llvmir", "--split-input-file")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	i := strings.Index(out, "define i32 @main()")
	j := strings.Index(out, "\n// -----\n")
	k := strings.Index(out, "declare void @g()")
	if i < 0 || j < i || k < j {
		t.Fatalf("output:\n%s", out)
	}
}

func TestCommandLine(t *testing.T) {
	if code, out, _ := runTool(t, "", "--version"); code != 0 || !strings.Contains(out, "strata-translate") {
		t.Fatalf("--version: exit %d, %q", code, out)
	}
	if code, out, _ := runTool(t, "", "--help"); code != 0 || !strings.Contains(out, "--mlir-to-llvmir") {
		t.Fatalf("--help: exit %d, %q", code, out)
	}
	if code, _, errs := runTool(t, program); code != 1 || !strings.Contains(errs, "Translation to perform option: must be specified") {
		t.Fatalf("no translation: exit %d, %q", code, errs)
	}
	if code, _, errs := runTool(t, "", "--mlir-to-llvmir", "--no-such-flag"); code != 1 || errs == "" {
		t.Fatalf("unknown flag: exit %d, %q", code, errs)
	}
	if code, _, errs := runTool(t, "", "--mlir-to-llvmir", "/no/such/file.mlir"); code != 1 || !strings.Contains(errs, "cannot open input file '/no/such/file.mlir'") {
		t.Fatalf("missing input: exit %d, %q", code, errs)
	}
}

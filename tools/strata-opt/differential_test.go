package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/strata-ir/strata/dialects/all/dialecttest"
)

// splitLocRE matches the locations mlir-opt 16 gives diagnostics under
// --split-input-file: the chunk's first line, then the line and column in
// the chunk. strata-opt gives the line in the whole file instead.
var splitLocRE = regexp.MustCompile(`within split at ([^:\n]+):([0-9]+) offset :([0-9]+):([0-9]+)`)

// fileLoc rewrites mlir-opt's split locations as lines of the whole file.
func fileLoc(s string) string {
	return splitLocRE.ReplaceAllStringFunc(s, func(m string) string {
		g := splitLocRE.FindStringSubmatch(m)
		first, _ := strconv.Atoi(g[2])
		line, _ := strconv.Atoi(g[3])
		return g[1] + ":" + strconv.Itoa(first+line-1) + ":" + g[4]
	})
}

// TestDifferentialMLIROpt runs strata-opt and mlir-opt-16 on the same
// inputs with the same flags and compares exit status, output and
// diagnostics (with mlir-opt's split locations made file locations).
func TestDifferentialMLIROpt(t *testing.T) {
	if !dialecttest.HaveMLIROpt() {
		t.Skipf("%s not installed", dialecttest.MLIROpt)
	}
	inputs := map[string]string{
		"split.mlir": `func.func @a() {
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
`,
		"split-ok.mlir": `func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
// -----
// Only a comment.
// -----
func.func @g() {
  return
}
`,
		"verify.mlir": `// expected-error @+2 {{has 0 operands}}
// expected-note @+1 {{nothing}}
func.func @b() -> i32 {
  return
}

// -----

func.func @c() -> i32 {
  return  // expected-error-re {{op has {{[0-9]+}} operands, but enclosing function (@c) returns 1}}
}

// -----

func.func @d() {
  // expected-warning @below {{foo}}
  return
}

// -----

func.func @f(%a: i32) -> i32 {
  // expected-error@+1 {{does not dominate}}
  %1 = arith.addi %0, %a : i32
  %0 = arith.addi %a, %a : i32
  return %1 : i32
}

// -----

func.func @e() -> i32 {
  return  // expected-warning {{has 0}}
}

// -----

// expected-error-re @+1 {{x {{[0-9] y}}
func.func @g() {
  return
}

// -----

// expected-error @+1 {{custom op 'foo' is unknown}}
foo

// -----

func.func @h() {
  // expected-remark @above {{never}}
  return // expected-error {{trailing}} text
}
`,
		"verify-ok.mlir": `func.func @e() -> i32 {
  // expected-error @+1 {{op has 0 operands, but enclosing function (@e) returns 1}}
  return
}
`,
	}
	tests := []struct {
		file string
		args []string
	}{
		{"split.mlir", []string{"--split-input-file"}},
		{"split-ok.mlir", []string{"--split-input-file"}},
		{"split-ok.mlir", []string{"--split-input-file", "--mlir-print-op-generic"}},
		{"split-ok.mlir", []string{"--split-input-file", "--cse"}},
		{"verify.mlir", []string{"--split-input-file", "--verify-diagnostics"}},
		{"verify-ok.mlir", []string{"--verify-diagnostics"}},
		{"split.mlir", []string{"--split-input-file", "--verify-diagnostics"}},
	}
	dir := t.TempDir()
	for name, text := range inputs {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	for _, tt := range tests {
		args := append(append([]string{}, tt.args...), tt.file)
		t.Run(tt.file+" "+strings.Join(tt.args, " "), func(t *testing.T) {
			var peerOut, peerErr bytes.Buffer
			cmd := exec.Command(dialecttest.MLIROpt, args...)
			cmd.Stdout, cmd.Stderr = &peerOut, &peerErr
			peerCode := 0
			if err := cmd.Run(); err != nil {
				var exit *exec.ExitError
				if !errors.As(err, &exit) {
					t.Fatal(err)
				}
				peerCode = exit.ExitCode()
			}
			code, out, errOut := runTool(t, "", args...)
			if code != peerCode {
				t.Errorf("exit %d, mlir-opt-16 %d", code, peerCode)
			}
			if diff := cmp.Diff(peerOut.String(), out); diff != "" {
				t.Errorf("stdout differs (-mlir-opt-16 +strata-opt):\n%s", diff)
			}
			if diff := cmp.Diff(fileLoc(peerErr.String()), errOut); diff != "" {
				t.Errorf("stderr differs (-mlir-opt-16 +strata-opt):\n%s", diff)
			}
		})
	}
}

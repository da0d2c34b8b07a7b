package omp_test

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/all/dialecttest"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
)

var spaces = regexp.MustCompile(` +`)

// TestAgainstMLIR16 compares strata with mlir-opt-16 on the ops whose
// custom syntax has not changed since MLIR 16: both print the same custom
// form (MLIR 16's oilist printer leaves runs of spaces, which are
// normalized), and each reads the other's output. The generic forms are
// not compared: upstream renamed the attributes since (proc_bind_val is
// now proc_bind_kind, hint_val hint, memory_order_val memory_order).
func TestAgainstMLIR16(t *testing.T) {
	const path = "testdata/mlir16.mlir"
	theirs := dialecttest.MLIROptOutput(t, path)
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ours := dialecttest.Print(t, dialecttest.ParseVerified(t, path, string(src)), false)
	if got, want := strings.TrimSpace(spaces.ReplaceAllString(ours, " ")), strings.TrimSpace(spaces.ReplaceAllString(theirs, " ")); got != want {
		t.Errorf("strata and mlir-opt-16 print differently:\n%s", dialecttest.Diff(want, got))
	}
	// strata reads mlir-opt-16's output and prints it as it prints the file.
	m, err := builtin.ParseModule(all.NewContext(), "mlir-opt-16 output", []byte(theirs))
	if err != nil {
		t.Fatalf("strata rejects mlir-opt-16's output: %v", err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	if again := dialecttest.Print(t, m, false); again != ours {
		t.Errorf("mlir-opt-16's output reads back differently:\n%s", dialecttest.Diff(ours, again))
	}
	// mlir-opt-16 reads strata's output.
	dir := t.TempDir()
	if err := os.WriteFile(dir+"/ours.mlir", []byte(ours), 0o644); err != nil {
		t.Fatal(err)
	}
	back := dialecttest.MLIROptOutput(t, dir+"/ours.mlir")
	if strings.TrimSpace(back) != strings.TrimSpace(theirs) {
		t.Errorf("mlir-opt-16 reads strata's output differently:\n%s", dialecttest.Diff(theirs, back))
	}
}

// TestMLIR16WsloopForm checks that the file of MLIR 16's wsloop spelling
// is MLIR 16's: mlir-opt-16 accepts it.
func TestMLIR16WsloopForm(t *testing.T) {
	dialecttest.MLIROptOutput(t, "testdata/mlir16_wsloop.mlir")
}

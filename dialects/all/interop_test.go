package all_test

import (
	"os"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all/dialecttest"
)

// testdataDirs are the directories of round-trip test files: each
// dialect's and the mixed programs here.
var testdataDirs = []string{
	"testdata",
	"../arith/testdata",
	"../builtin/testdata",
	"../cf/testdata",
	"../funcs/testdata",
	"../scf/testdata",
}

func allTestFiles(t *testing.T) []string {
	var files []string
	for _, d := range testdataDirs {
		files = append(files, dialecttest.TestFiles(t, d)...)
	}
	return files
}

func TestRoundTripAll(t *testing.T) {
	files := allTestFiles(t)
	if len(files) < 40 {
		t.Errorf("only %d test files", len(files))
	}
	for _, f := range files {
		t.Run(f, func(t *testing.T) { dialecttest.RoundTrip(t, f) })
	}
}

// TestInteropWithMLIR checks both directions against mlir-opt-16, after
// normalizing SSA names by printing through the same printer:
//
//   - strata's generic output is accepted by mlir-opt-16, which prints it
//     exactly as it prints the original file;
//   - mlir-opt-16's generic and custom outputs parse and verify with
//     strata, which prints them exactly as it prints the original file.
//
// It also counts the files strata prints byte for byte as mlir-opt-16
// does, and fails if one of them stops doing so.
func TestInteropWithMLIR(t *testing.T) {
	if !dialecttest.HaveMLIROpt() {
		t.Skip("mlir-opt-16 not installed")
	}
	files := allTestFiles(t)
	sources := make([]string, len(files))
	custom := make([]string, len(files))
	generic := make([]string, len(files))
	for i, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sources[i] = string(src)
		custom[i], generic[i] = dialecttest.RoundTrip(t, f)
	}
	mlirCustom, err := dialecttest.RunMLIROptBatch(sources)
	if err != nil {
		t.Fatal(err)
	}
	mlirGeneric, err := dialecttest.RunMLIROptBatch(sources, "--mlir-print-op-generic")
	if err != nil {
		t.Fatal(err)
	}
	mlirOfOurs, err := dialecttest.RunMLIROptBatch(generic)
	if err != nil {
		t.Fatalf("mlir-opt-16 rejects strata's generic output: %v", err)
	}
	identical, identicalGeneric := 0, 0
	for i, f := range files {
		if strings.TrimSpace(generic[i]) == strings.TrimSpace(mlirGeneric[i]) {
			identicalGeneric++
		}
		if mlirOfOurs[i] != mlirCustom[i] {
			t.Errorf("%s: mlir-opt-16 prints strata's generic output differently from the file:\n%s", f, dialecttest.Diff(mlirCustom[i], mlirOfOurs[i]))
		}
		for _, in := range []struct{ name, text string }{{"generic", mlirGeneric[i]}, {"custom", mlirCustom[i]}} {
			m := dialecttest.ParseVerified(t, f+" (mlir-opt-16 "+in.name+" output)", in.text)
			if got := dialecttest.Print(t, m, false); got != custom[i] {
				t.Errorf("%s: strata prints mlir-opt-16's %s output differently from the file:\n%s", f, in.name, dialecttest.Diff(custom[i], got))
			}
		}
		if strings.TrimSpace(custom[i]) == strings.TrimSpace(mlirCustom[i]) {
			identical++
		} else {
			t.Errorf("%s: strata's custom form differs from mlir-opt-16's:\n%s", f, dialecttest.Diff(mlirCustom[i], custom[i]))
		}
	}
	t.Logf("%d of %d files print byte for byte as mlir-opt-16 prints them", identical, len(files))
	// The generic forms differ in ways that belong to the printer, not the
	// dialects (strata names results as in the custom form, and prints
	// one-element dense attributes as lists), so they are only counted.
	t.Logf("%d of %d files print byte for byte as mlir-opt-16 --mlir-print-op-generic prints them", identicalGeneric, len(files))
}

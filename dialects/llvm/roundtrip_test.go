package llvm_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all/dialecttest"
)

func TestRoundTrip(t *testing.T) {
	files := dialecttest.TestFiles(t, "testdata")
	if len(files) < 8 {
		t.Fatalf("only %d test files", len(files))
	}
	for _, f := range files {
		t.Run(f, func(t *testing.T) { dialecttest.RoundTrip(t, f) })
	}
}

// What mlir-opt-16 makes of each test file. Files MLIR 16 can read as
// written are fed to it directly too.
var (
	// mlir18Only files use what MLIR 16 lacks (overflow flags,
	// llvm.mlir.zero): mlir-opt-16 rejects them.
	mlir18Only = map[string]bool{"mlir18.mlir": true}
	// upstreamSyntax files are written in MLIR 17+'s spelling, which
	// strata reads and prints in MLIR 16's: mlir-opt-16 reads strata's
	// print of them, not the files themselves.
	upstreamSyntax = map[string]bool{"upstream.mlir": true}
	// strataCustom files hold ops whose MLIR 16 custom form cannot be read
	// back with opaque pointers, which strata prints in MLIR 18's form.
	strataCustom = map[string]bool{"atomics.mlir": true}
)

// TestInteropWithMLIR checks strata against mlir-opt-16 on every test
// file MLIR 16 can represent:
//
//   - mlir-opt-16 accepts strata's generic output, and its generic print
//     of it is strata's, byte for byte;
//   - mlir-opt-16's custom print of it reads back in strata and prints as
//     strata prints the file;
//   - strata's custom print is mlir-opt-16's, byte for byte (except for
//     the ops whose MLIR 16 custom form does not round trip);
//   - files written in MLIR 16's syntax print in mlir-opt-16 as strata's
//     generic output does.
func TestInteropWithMLIR(t *testing.T) {
	if !dialecttest.HaveMLIROpt() {
		t.Skip("mlir-opt-16 not installed")
	}
	var files, sources, custom, generic []string
	for _, f := range dialecttest.TestFiles(t, "testdata") {
		if mlir18Only[filepath.Base(f)] {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		c, g := dialecttest.RoundTrip(t, f)
		files, sources, custom, generic = append(files, f), append(sources, string(src)), append(custom, c), append(generic, g)
	}
	mlirCustom, err := dialecttest.RunMLIROptBatch(generic)
	if err != nil {
		t.Fatalf("mlir-opt-16 rejects strata's generic output: %v", err)
	}
	mlirGeneric, err := dialecttest.RunMLIROptBatch(generic, "--mlir-print-op-generic")
	if err != nil {
		t.Fatal(err)
	}
	for i, f := range files {
		if strings.TrimSpace(mlirGeneric[i]) != strings.TrimSpace(generic[i]) {
			t.Errorf("%s: mlir-opt-16's generic print of strata's generic output differs:\n%s", f, dialecttest.Diff(generic[i], mlirGeneric[i]))
		}
		for _, in := range []struct{ name, text string }{{"generic", mlirGeneric[i]}, {"custom", mlirCustom[i]}} {
			m := dialecttest.ParseVerified(t, f+" (mlir-opt-16 "+in.name+" output)", in.text)
			if got := dialecttest.Print(t, m, false); got != custom[i] {
				t.Errorf("%s: strata prints mlir-opt-16's %s output differently from the file:\n%s", f, in.name, dialecttest.Diff(custom[i], got))
			}
		}
		if !strataCustom[filepath.Base(f)] && strings.TrimSpace(custom[i]) != strings.TrimSpace(mlirCustom[i]) {
			t.Errorf("%s: strata's custom form differs from mlir-opt-16's:\n%s", f, dialecttest.Diff(mlirCustom[i], custom[i]))
		}
	}
	// The files in MLIR 16's own syntax mean the same to mlir-opt-16.
	var direct []string
	var directIdx []int
	for i, f := range files {
		if !strataCustom[filepath.Base(f)] && !upstreamSyntax[filepath.Base(f)] {
			direct, directIdx = append(direct, sources[i]), append(directIdx, i)
		}
	}
	fromSource, err := dialecttest.RunMLIROptBatch(direct)
	if err != nil {
		t.Fatalf("mlir-opt-16 rejects a test file: %v", err)
	}
	for k, i := range directIdx {
		if fromSource[k] != mlirCustom[i] {
			t.Errorf("%s: mlir-opt-16 prints the file differently from strata's generic output of it:\n%s", files[i], dialecttest.Diff(fromSource[k], mlirCustom[i]))
		}
	}
}

// Package lowering_test holds checks that span the lowering packages.
package lowering_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/llvm"
)

// TestNoLLVMOpNameLiterals fails on a "llvm.<op>" string literal, <op> an
// llvm op (registered, or one the translator knows), in the non-test Go files of lowering/: such names are
// written with dialects/llvm's XxxOpName constants, so that a typo is a
// compile error and every use of an op can be found.
func TestNoLLVMOpNameLiterals(t *testing.T) {
	ops := map[string]bool{}
	for _, d := range llvm.Dialect().Ops {
		ops[d.Name] = true
	}
	// The ops the translator knows that the dialect does not register.
	for _, name := range []string{llvm.FreezeOpName, llvm.PoisonOpName, llvm.ExtractElementOpName, llvm.InsertElementOpName, llvm.IntrinsicOpNamePrefix} {
		ops[name] = true
	}
	literal := regexp.MustCompile(`"(llvm\.[A-Za-z0-9_.]+)"`)
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(src), "\n") {
			for _, m := range literal.FindAllStringSubmatch(line, -1) {
				if ops[m[1]] {
					t.Errorf("%s:%d: op name literal %q: use the llvm.XxxOpName constant", path, i+1, m[1])
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// Package test runs strata's lit suite under go test: TestMain builds every
// command in tools/ once, puts them first on PATH, and TestLit runs each
// lit test below this directory as a parallel subtest named by its path,
// e.g. TestLit/strata-lit/basic.test.
package test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-ir/strata/tools/strata-lit/lit"
)

// buildErr says why the tools could not be built. TestMain sets it once,
// before any test runs; TestLit reports it, so a compile error shows up as
// a test failure with the compiler's message.
var buildErr error

func TestMain(m *testing.M) {
	os.Exit(runWithTools(m))
}

func runWithTools(m *testing.M) int {
	dir, err := os.MkdirTemp("", "strata-tools-")
	if err != nil {
		buildErr = err
		return m.Run()
	}
	defer os.RemoveAll(dir)
	if buildErr = buildTools(dir); buildErr == nil {
		os.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	}
	return m.Run()
}

// buildTools builds ./tools/... into dir with one go build, which shares
// compiled packages between the commands.
func buildTools(dir string) error {
	root, err := filepath.Abs("..")
	if err != nil {
		return err
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		return fmt.Errorf("cannot find the module root above the test directory: %v", err)
	}
	cmd := exec.Command("go", "build", "-buildvcs=false", "-o", dir+string(os.PathSeparator), "./tools/...")
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build ./tools/... failed: %v\n%s", err, out)
	}
	return nil
}

func TestLit(t *testing.T) {
	if buildErr != nil {
		t.Fatalf("building the tools: %v", buildErr)
	}
	tests, err := lit.Discover([]string{"."})
	if err != nil {
		t.Fatal(err)
	}
	if len(tests) == 0 {
		t.Fatal("no lit tests found under test/")
	}
	runner, err := lit.NewRunner(t.Context(), lit.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// The parent's cleanup runs after all its parallel subtests finish.
	t.Cleanup(func() { runner.Close() })

	cwd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for _, lt := range tests {
		// Name subtests by path from test/, which stays unique even if a
		// nested lit.cfg starts a suite of its own.
		name, err := filepath.Rel(cwd, lt.Path)
		if err != nil {
			name = lt.RelPath
		}
		t.Run(filepath.ToSlash(name), func(t *testing.T) {
			t.Parallel()
			res := runner.RunTest(t.Context(), lt)
			switch {
			case res.Code == lit.Unsupported:
				t.Skipf("UNSUPPORTED: %s", res.Reason)
			case res.Code.IsFailure():
				t.Errorf("%s: %s\n%s", res.Code, lt.FullName(), indent(res.Details()))
			case testing.Verbose():
				t.Logf("%s: %s (%.2fs)", res.Code, lt.FullName(), res.Elapsed.Seconds())
			}
		})
	}
}

// indent keeps the lit report readable inside go test's own indentation.
func indent(s string) string {
	return "    " + strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n    ")
}

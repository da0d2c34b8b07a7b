package differential

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/strata-ir/strata/internal/irnames"
)

// The canonicalize corpus: programs in canonicalize/NAME.mlir, each with
// NAME.expected, the output of `mlir-opt-16 --canonicalize --cse NAME.mlir`.
// TestCanonicalize runs `strata-opt --canonicalize --cse` on every program
// and compares with the expected output after renaming SSA values and
// block labels by order of appearance. A program may differ only if
// canonicalize/DIFFERENCES.md has an entry for it (a `## NAME` heading), and
// an entry for a program that no longer differs is an error.
// TestCanonicalizeExpected checks that the stored outputs are still what
// mlir-opt-16 prints; it is skipped when mlir-opt-16 is not installed.

const (
	canonDir         = "canonicalize"
	canonDifferences = "DIFFERENCES.md"
	canonMinPrograms = 30
	mlirOptPeer      = "mlir-opt-16"
	strataOptPackage = "github.com/strata-ir/strata/tools/strata-opt"
)

var canonPassArgs = []string{"--canonicalize", "--cse"}

// canonPrograms returns the names of the corpus programs, sorted.
func canonPrograms(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(canonDir, "*.mlir"))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range files {
		names = append(names, strings.TrimSuffix(filepath.Base(f), ".mlir"))
	}
	slices.Sort(names)
	if len(names) < canonMinPrograms {
		t.Fatalf("the canonicalize corpus has %d programs, want at least %d", len(names), canonMinPrograms)
	}
	return names
}

// canonDifferenceEntries returns the programs DIFFERENCES.md has an entry
// for: the names of its `## NAME` headings.
func canonDifferenceEntries(t *testing.T) map[string]bool {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(canonDir, canonDifferences))
	if err != nil {
		t.Fatalf("reading %s: %v", canonDifferences, err)
	}
	entries := map[string]bool{}
	for line := range strings.Lines(string(data)) {
		if name, ok := strings.CutPrefix(strings.TrimSpace(line), "## "); ok {
			entries[strings.TrimSpace(name)] = true
		}
	}
	return entries
}

// normalizeIR renames SSA values and block labels in order of first
// appearance (see irnames), so that outputs that differ only in the names
// the printers chose compare equal.
func normalizeIR(s string) string {
	return strings.TrimSpace(irnames.Normalize(s)) + "\n"
}

// strataOpt is tools/strata-opt, built once per test binary run.
var strataOpt = sync.OnceValues(func() (string, error) { return buildTool(strataOptPackage, "strata-opt") })

// runOpt runs tool with the canonicalize pipeline on a corpus program and
// returns its standard output.
func runOpt(t *testing.T, tool, name string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), runTimeout)
	defer cancel()
	args := append(append([]string(nil), canonPassArgs...), name+".mlir")
	cmd := exec.CommandContext(ctx, tool, args...)
	cmd.Dir = canonDir
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %s: %v\n%s", filepath.Base(tool), strings.Join(args, " "), err, stderr.String())
	}
	return stdout.String()
}

func TestCanonicalize(t *testing.T) {
	names := canonPrograms(t)
	known := canonDifferenceEntries(t)
	for name := range known {
		if !slices.Contains(names, name) {
			t.Errorf("%s has an entry for %q, which is not in the corpus", canonDifferences, name)
		}
	}
	bin, err := strataOpt()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			want, err := os.ReadFile(filepath.Join(canonDir, name+".expected"))
			if err != nil {
				t.Fatalf("missing expected output: %v", err)
			}
			got := runOpt(t, bin, name)
			diff := cmp.Diff(normalizeIR(string(want)), normalizeIR(got))
			switch {
			case diff != "" && !known[name]:
				t.Errorf("strata-opt %s differs from mlir-opt-16 (-want +got):\n%s\nstrata-opt printed:\n%s",
					strings.Join(canonPassArgs, " "), diff, got)
			case diff == "" && known[name]:
				t.Errorf("strata-opt now matches mlir-opt-16: remove the stale entry from %s", canonDifferences)
			}
		})
	}
}

func TestCanonicalizeExpected(t *testing.T) {
	peer, err := exec.LookPath(mlirOptPeer)
	if err != nil {
		t.Skipf("%s not found: the stored outputs are used as they are", mlirOptPeer)
	}
	for _, name := range canonPrograms(t) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			want, err := os.ReadFile(filepath.Join(canonDir, name+".expected"))
			if err != nil {
				t.Fatalf("missing expected output: %v", err)
			}
			if got := runOpt(t, peer, name); got != string(want) {
				t.Errorf("%s.expected is stale: %s now prints (-stored +current):\n%s", name, mlirOptPeer, cmp.Diff(string(want), got))
			}
		})
	}
}

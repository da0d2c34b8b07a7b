package test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestOmpLoweringDocPipelines runs every shell pipeline of
// docs/omp-lowering.md on an OpenMP program of each level strata lowers
// from (func, cir and llvm), so that the page cannot show an order that
// fails. A pipeline that reaches LLVM's tools runs only where they are.
func TestOmpLoweringDocPipelines(t *testing.T) {
	pipelines := shellCommands(t, "../docs/omp-lowering.md")
	if len(pipelines) < 3 {
		t.Fatalf("found %d pipelines in docs/omp-lowering.md, want at least 3", len(pipelines))
	}
	programs := map[string]string{
		"func": "omp-lowering/Inputs/func-level.mlir",
		"cir":  "omp-e2e/programs/barrier.mlir",
	}
	dir := t.TempDir()
	// The llvm level is the cir program converted, with its omp ops kept.
	llvmLevel := filepath.Join(dir, "llvm-level.mlir")
	if out, err := exec.Command("strata-opt", "--convert-to-llvm", programs["cir"], "-o", llvmLevel).CombinedOutput(); err != nil {
		t.Fatalf("strata-opt --convert-to-llvm: %v\n%s", err, out)
	}
	programs["llvm"] = llvmLevel
	for _, cmd := range pipelines {
		// The programs call helpers of their tests (the printing of
		// test/omp-e2e/Inputs/report.c), so the link is left out: the
		// pipeline runs up to the object file.
		cmd, _, _ = strings.Cut(cmd, " && gcc ")
		if needsLLVM(cmd) && !haveTools("opt", "llc", "gcc") {
			t.Logf("skipped, no opt, llc or gcc: %s", cmd)
			continue
		}
		for level, prog := range programs {
			abs, err := filepath.Abs(prog)
			if err != nil {
				t.Fatal(err)
			}
			script := "set -e -o pipefail\n" + strings.ReplaceAll(cmd, "x.mlir", abs) + " > out.txt\n"
			run := exec.Command("bash", "-c", script)
			run.Dir = t.TempDir()
			run.Env = append(os.Environ(), "PATH="+os.Getenv("PATH")+":/usr/lib/llvm-14/bin")
			if out, err := run.CombinedOutput(); err != nil {
				t.Errorf("%s level: %s\n%v\n%s", level, cmd, err, out)
			}
		}
	}
}

// shellCommands returns the commands of the ```sh blocks of a Markdown
// file: continued lines joined, comments left out.
func shellCommands(t *testing.T, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var cmds []string
	in := false
	var cur strings.Builder
	for _, line := range strings.Split(string(data), "\n") {
		switch {
		case strings.HasPrefix(line, "```sh"):
			in = true
		case strings.HasPrefix(line, "```"):
			in = false
		case in && !strings.HasPrefix(strings.TrimSpace(line), "#") && strings.TrimSpace(line) != "":
			if s, ok := strings.CutSuffix(line, "\\"); ok {
				cur.WriteString(s)
				continue
			}
			cur.WriteString(line)
			cmds = append(cmds, strings.TrimSpace(cur.String()))
			cur.Reset()
		}
	}
	return cmds
}

func needsLLVM(cmd string) bool {
	return strings.Contains(cmd, "| opt ") || strings.Contains(cmd, "llc ") || strings.Contains(cmd, "gcc ")
}

func haveTools(names ...string) bool {
	for _, n := range names {
		if _, err := exec.LookPath(n); err != nil {
			if _, err := os.Stat("/usr/lib/llvm-14/bin/" + n); err != nil {
				return false
			}
		}
	}
	return true
}

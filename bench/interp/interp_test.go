package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

// TestKernelsDeterministic: the same scale gives the same program, a
// larger one a different one, and every program has the timing and
// output lines the driver reads.
func TestKernelsDeterministic(t *testing.T) {
	for _, k := range kernels {
		a, b := k.source(2), k.source(2)
		if a != b {
			t.Errorf("%s: two sources at scale 2 differ", k.name)
		}
		if k.source(3) == a {
			t.Errorf("%s: scale does not change the program", k.name)
		}
		for _, s := range []string{"clock_gettime", `printf("checksum `, `printf("kernel %.6f s\n"`, "int main(void)"} {
			if !strings.Contains(a, s) {
				t.Errorf("%s: no %q in the program", k.name, s)
			}
		}
	}
}

// TestKernelsRunNatively compiles each program with gcc (when installed)
// and checks its output is what the driver parses.
func TestKernelsRunNatively(t *testing.T) {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("gcc not found")
	}
	dir := t.TempDir()
	for _, k := range kernels {
		c := filepath.Join(dir, k.name+".c")
		if err := os.WriteFile(c, []byte(k.source(1)), 0o644); err != nil {
			t.Fatal(err)
		}
		exe := filepath.Join(dir, k.name)
		if out, err := exec.Command(gcc, "-O0", "-Wall", "-Werror", c, "-o", exe, "-lm").CombinedOutput(); err != nil {
			t.Fatalf("%s: gcc: %v\n%s", k.name, err, out)
		}
		out, err := exec.Command(exe).Output()
		if err != nil {
			t.Fatalf("%s: %v", k.name, err)
		}
		if _, err := benchkit.ParseKernelOutput(string(out)); err != nil {
			t.Errorf("%s: %v", k.name, err)
		}
	}
}

func TestParseStats(t *testing.T) {
	ops, secs, err := parseStats("--- ops executed per dialect\n    79600279  llvm\n    79600279  total\n--- memory peak: 1 bytes\n--- time: 0.717 s (111.0 million ops/s)\n")
	if err != nil || ops != 79600279 || secs != 0.717 {
		t.Errorf("got %d %v %v", ops, secs, err)
	}
	if _, _, err := parseStats("nothing"); err == nil {
		t.Error("no error on a text without the lines")
	}
}

func TestFlags(t *testing.T) {
	var w strings.Builder
	if _, err := parseFlags([]string{"--kernels", "nosuch"}, &w); err == nil {
		t.Error("unknown kernel accepted")
	}
	o, err := parseFlags([]string{"--kernels", "matmul,reduction", "--scale", "2"}, &w)
	if err != nil || len(o.kernels) != 2 || o.scale != 2 {
		t.Errorf("got %+v, %v", o, err)
	}
}

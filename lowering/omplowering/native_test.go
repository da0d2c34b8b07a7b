package omplowering

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/llvmir"
)

// runNative translates the lowered module m to LLVM IR, compiles it with
// llc, links it with the C harness by cc (with flags, such as the
// runtime's), runs the program and returns what it printed.
func runNative(t *testing.T, m *ir.Operation, harness, cc string, flags ...string) string {
	t.Helper()
	dir := t.TempDir()
	llPath := filepath.Join(dir, "lowered.ll")
	ll, err := os.Create(llPath)
	if err != nil {
		t.Fatal(err)
	}
	if err := llvmir.WriteModule(ll, m); err != nil {
		t.Fatal(err)
	}
	ll.Close()
	harnessPath := filepath.Join(dir, "harness.c")
	if err := os.WriteFile(harnessPath, []byte(harness), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(name string, args ...string) string {
		out, err := exec.Command(name, args...).CombinedOutput()
		if err != nil {
			t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	obj, exe := filepath.Join(dir, "lowered.o"), filepath.Join(dir, "lowered")
	run("llc", "-O2", "-relocation-model=pic", "-filetype=obj", "-o", obj, llPath)
	run(cc, append([]string{"-O1", "-o", exe, harnessPath, obj}, flags...)...)
	return run(exe)
}

package llvmir_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// lookPeer returns the path of an LLVM 14 tool, or skips the test.
func lookPeer(t *testing.T, name string) string {
	t.Helper()
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	p := filepath.Join("/usr/lib/llvm-14/bin", name)
	if _, err := os.Stat(p); err == nil {
		return p
	}
	t.Skipf("%s not found", name)
	return ""
}

// programs returns the llvm dialect programs the peers check: this
// package's testdata and the lit programs of test/translate (but for the
// error tests).
func programs(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, pattern := range []string{"testdata/*.mlir", "../../test/translate/*.mlir"} {
		m, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range m {
			if !strings.HasSuffix(f, "errors.mlir") {
				files = append(files, f)
			}
		}
	}
	if len(files) == 0 {
		t.Fatal("no programs found")
	}
	return files
}

// TestPeersAcceptOutput runs LLVM 14's `opt -O3 -S` and `llc
// -filetype=obj` on the translation of every program: both verify the IR
// and must accept it.
func TestPeersAcceptOutput(t *testing.T) {
	optPath := lookPeer(t, "opt")
	llcPath := lookPeer(t, "llc")
	for _, file := range programs(t) {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			ll := mustTranslate(t, string(src))
			for _, cmd := range [][]string{
				{optPath, "-O3", "-S", "-o", os.DevNull},
				{llcPath, "-filetype=obj", "-o", os.DevNull},
			} {
				c := exec.Command(cmd[0], cmd[1:]...)
				c.Stdin = strings.NewReader(ll)
				var stderr bytes.Buffer
				c.Stderr = &stderr
				if err := c.Run(); err != nil {
					t.Errorf("%s rejects the translation: %v\n%s\nLLVM IR:\n%s", filepath.Base(cmd[0]), err, stderr.String(), ll)
				}
			}
		})
	}
}

package driver

import (
	"os"
	"os/exec"
	"path/filepath"
)

// Tools are the external commands the driver runs.
type Tools struct {
	Opt, Llc string // LLVM 14's
	CC       string // the C compiler that links (and builds pmsis)
	// LibompDir holds LLVM's OpenMP runtime, libomp.so, for
	// -fopenmp=libomp; "" when it is not installed.
	LibompDir string
}

// FindTools looks the tools up: LLVM 14's directory first (opt and llc
// must be LLVM 14's: strata writes LLVM 14's IR), then PATH.
func FindTools() *Tools {
	t := &Tools{}
	find := func(name string) string {
		for _, dir := range []string{"/usr/lib/llvm-14/bin"} {
			p := filepath.Join(dir, name)
			if _, err := os.Stat(p); err == nil {
				return p
			}
		}
		if p, err := exec.LookPath(name + "-14"); err == nil {
			return p
		}
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
		return ""
	}
	t.Opt, t.Llc = find("opt"), find("llc")
	for _, cc := range []string{os.Getenv("CC"), "gcc", "cc"} {
		if cc == "" {
			continue
		}
		if p, err := exec.LookPath(cc); err == nil {
			t.CC = p
			break
		}
	}
	for _, dir := range []string{"/usr/lib/llvm-16/lib", "/usr/lib/llvm-17/lib", "/usr/lib/llvm-15/lib", "/usr/lib/llvm-14/lib", "/usr/lib/x86_64-linux-gnu"} {
		if _, err := os.Stat(filepath.Join(dir, "libomp.so")); err == nil {
			t.LibompDir = dir
			break
		}
	}
	return t
}

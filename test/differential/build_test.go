package differential

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// The tools under test are built at run time, into one directory that
// TestMain removes.

var (
	buildDir    string // set by makeBuildDir
	buildDirErr error
	buildDirMu  sync.Mutex
)

func TestMain(m *testing.M) {
	flag.Parse()
	code := m.Run()
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
	os.Exit(code)
}

// makeBuildDir returns the directory the tools are built in, creating it
// on first use.
func makeBuildDir() (string, error) {
	buildDirMu.Lock()
	defer buildDirMu.Unlock()
	if buildDir == "" && buildDirErr == nil {
		buildDir, buildDirErr = os.MkdirTemp("", "strata-differential-")
	}
	return buildDir, buildDirErr
}

// buildTool builds the command pkg of this module as name and returns the
// binary's path. Callers build each tool once per test binary run (with
// sync.OnceValues).
func buildTool(pkg, name string) (string, error) {
	dir, err := makeBuildDir()
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, name)
	if runtime.GOOS == "windows" {
		bin += ".exe"
	}
	cmd := exec.Command(goTool(), "build", "-buildvcs=false", "-o", bin, pkg)
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build %s: %v\n%s", pkg, err, out)
	}
	trackSources(pkg)
	return bin, nil
}

// goTool returns the go command of the toolchain running the test.
func goTool() string {
	p := filepath.Join(runtime.GOROOT(), "bin", "go")
	if runtime.GOOS == "windows" {
		p += ".exe"
	}
	if _, err := os.Stat(p); err == nil {
		return p
	}
	if p, err := exec.LookPath("go"); err == nil {
		return p
	}
	return "go"
}

// trackSources stats every source file of pkg and the module packages it
// imports. The tests build the tools at run time, so without this "go
// test" would keep serving a cached result after a tool changed: the test
// cache is keyed on the files a test opens or stats.
func trackSources(pkg string) {
	out, err := exec.Command(goTool(), "list", "-deps",
		"-f", "{{if not .Standard}}{{.Dir}}{{end}}", pkg).Output()
	if err != nil {
		return
	}
	for _, dir := range strings.Fields(string(out)) {
		entries, err := os.ReadDir(dir)
		if err != nil {
			continue
		}
		for _, e := range entries {
			if !e.IsDir() {
				os.Stat(filepath.Join(dir, e.Name()))
			}
		}
	}
}

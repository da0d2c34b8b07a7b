//go:build unix

package lit

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

func requireBash(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("bash not available")
	}
}

func newTestRunner(t *testing.T, opts Options) *Runner {
	t.Helper()
	if opts.TempDir == "" {
		opts.TempDir = t.TempDir()
	}
	r, err := NewRunner(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Close() })
	return r
}

// suite writes a suite and returns its tests by base name.
func suite(t *testing.T, files map[string]string) map[string]*Test {
	t.Helper()
	root := t.TempDir()
	if _, ok := files["lit.cfg"]; !ok {
		files["lit.cfg"] = "root = true\nname = s\nfeature here\n"
	}
	writeTree(t, root, files)
	tests, err := Discover([]string{root})
	if err != nil {
		t.Fatal(err)
	}
	byName := make(map[string]*Test)
	for _, tt := range tests {
		byName[tt.RelPath] = tt
	}
	return byName
}

func TestRunTestVerdicts(t *testing.T) {
	requireBash(t)
	tests := suite(t, map[string]string{
		"pass.test":        "RUN: true\nRUN: echo hi | grep -q hi\n",
		"fail.test":        "RUN: true\nRUN: echo out; echo err >&2; exit 7\nRUN: echo never\n",
		"pipefail.test":    "RUN: false | true\n",
		"xfail.test":       "XFAIL: *\nRUN: false\n",
		"xfail-expr.test":  "XFAIL: nothere, here && !nothere\nRUN: false\n",
		"xpass.test":       "XFAIL: here\nRUN: true\n",
		"unsupported.test": "UNSUPPORTED: here\nRUN: false\n",
		"requires.test":    "REQUIRES: here, nothere || gone\nRUN: false\n",
		"norun.test":       "no directives\n",
		"bad.test":         "RUN: true\nREQUIRES: (\n",
		"syntax.test":      "RUN: echo $((\n",
		"not.test":         "RUN: not false\nRUN: not not true\nRUN: env not false\nRUN: not --crash bash -c 'kill -ABRT $$'\nRUN: not not --crash true\n",
		"not-crash.test":   "RUN: not bash -c 'kill -SEGV $$'\n",
		"not-missing.test": "RUN: not no-such-command-anywhere\n",
	})
	r := newTestRunner(t, Options{})
	want := map[string]Code{
		"pass.test": Pass, "fail.test": Fail, "pipefail.test": Fail,
		"xfail.test": XFail, "xfail-expr.test": XFail, "xpass.test": XPass,
		"unsupported.test": Unsupported, "requires.test": Unsupported,
		"norun.test": Unresolved, "bad.test": Unresolved, "syntax.test": Fail,
		"not.test": Pass, "not-crash.test": Fail, "not-missing.test": Fail,
	}
	for name, code := range want {
		res := r.RunTest(context.Background(), tests[name])
		if res.Code != code {
			t.Errorf("%s: %s, want %s\n%s", name, res.Code, code, res.Details())
		}
	}

	res := r.RunTest(context.Background(), tests["fail.test"])
	if res.ExitCode != 7 || res.Failed != 1 || res.Stdout != "out\n" || res.Stderr != "err\n" {
		t.Errorf("fail.test: exit %d, failed %d, stdout %q, stderr %q", res.ExitCode, res.Failed, res.Stdout, res.Stderr)
	}
	d := res.Details()
	for _, s := range []string{"RUN: at line 2: echo out; echo err >&2; exit 7", "Failed RUN at line 2:", "Exit Code: 7", "Command Output (stdout):\n--\nout\n--", "Command Output (stderr):\n--\nerr\n--"} {
		if !strings.Contains(d, s) {
			t.Errorf("fail.test details lack %q:\n%s", s, d)
		}
	}

	res = r.RunTest(context.Background(), tests["requires.test"])
	if res.Reason != "Test requires the following unavailable features: nothere || gone" {
		t.Errorf("requires.test reason = %q", res.Reason)
	}
	res = r.RunTest(context.Background(), tests["norun.test"])
	if !strings.HasSuffix(res.Reason, "norun.test: error: test has no 'RUN:' line") {
		t.Errorf("norun.test reason = %q", res.Reason)
	}
	res = r.RunTest(context.Background(), tests["bad.test"])
	if !strings.Contains(res.Reason, "bad.test:2: error: in REQUIRES list") {
		t.Errorf("bad.test reason = %q", res.Reason)
	}
}

func TestRunTestShellState(t *testing.T) {
	requireBash(t)
	tests := suite(t, map[string]string{
		"sub/state.test": `RUN: test "$PWD" = "%S"
RUN: cd %T && export V=1
RUN: test "$PWD" = "%T" && test "$V" = 1
RUN: test ! -e %t && mkdir %t && test -d %t
RUN: case "$TMPDIR" in */.strata-lit/tmp) ;; *) exit 1;; esac && test -d "$TMPDIR"
`,
	})
	r := newTestRunner(t, Options{})
	res := r.RunTest(context.Background(), tests["sub/state.test"])
	if res.Code != Pass {
		t.Fatalf("%s\n%s", res.Code, res.Details())
	}
	// %t lives under the runner's temporary directory.
	if !strings.HasPrefix(res.Commands[3].Expanded, "test ! -e "+r.TempRoot()) {
		t.Errorf("%%t not under %s: %s", r.TempRoot(), res.Commands[3].Expanded)
	}
}

func TestRunTestRetries(t *testing.T) {
	requireBash(t)
	tests := suite(t, map[string]string{
		"flaky.test":  "ALLOW_RETRIES: 2\nRUN: echo x >> %t\nRUN: test $(wc -l < %t) -ge 3\n",
		"broken.test": "ALLOW_RETRIES: 1\nRUN: echo x >> %t\nRUN: false\n",
	})
	r := newTestRunner(t, Options{})
	if res := r.RunTest(context.Background(), tests["flaky.test"]); res.Code != Pass || res.Attempts != 3 {
		t.Errorf("flaky.test: %s after %d attempts", res.Code, res.Attempts)
	}
	if res := r.RunTest(context.Background(), tests["broken.test"]); res.Code != Fail || res.Attempts != 2 {
		t.Errorf("broken.test: %s after %d attempts", res.Code, res.Attempts)
	}
}

func TestRunTestTimeoutKillsProcessGroup(t *testing.T) {
	requireBash(t)
	tests := suite(t, map[string]string{
		"hang.test": "RUN: echo started\nRUN: sleep 300 & echo $! > %t.pid; sleep 300\n",
	})
	r := newTestRunner(t, Options{Timeout: 2 * time.Second})
	start := time.Now()
	res := r.RunTest(context.Background(), tests["hang.test"])
	if res.Code != Timeout {
		t.Fatalf("%s, want TIMEOUT\n%s", res.Code, res.Details())
	}
	if el := time.Since(start); el > 20*time.Second {
		t.Errorf("took %v to time out", el)
	}
	if res.Failed != 1 || res.Stdout != "started\n" || !strings.Contains(res.Reason, "2 seconds") {
		t.Errorf("failed=%d stdout=%q reason=%q", res.Failed, res.Stdout, res.Reason)
	}
	if !strings.Contains(res.Details(), "Timed out in RUN at line 2") {
		t.Errorf("details:\n%s", res.Details())
	}
	pidText, err := os.ReadFile(r.tempPaths(tests["hang.test"]).Base + ".tmp.pid")
	if err != nil {
		t.Fatal(err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(pidText)))
	if err != nil {
		t.Fatal(err)
	}
	// The background sleep must be dead: gone, or a zombie not yet reaped
	// by init.
	deadline := time.Now().Add(5 * time.Second)
	for {
		stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
		if err != nil || strings.Contains(string(stat), ") Z ") {
			break
		}
		if syscall.Kill(pid, 0) != nil {
			break
		}
		if time.Now().After(deadline) {
			t.Errorf("background process %d survived the timeout", pid)
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func TestRunTestConfigTimeoutAndOverride(t *testing.T) {
	requireBash(t)
	tests := suite(t, map[string]string{
		"lit.cfg":    "root = true\ntimeout = 0.3\n",
		"slow.test":  "RUN: sleep 5\n",
		"quick.test": "RUN: sleep 0.5\n",
	})
	r := newTestRunner(t, Options{})
	if res := r.RunTest(context.Background(), tests["slow.test"]); res.Code != Timeout {
		t.Errorf("slow.test: %s, want TIMEOUT from lit.cfg", res.Code)
	}
	// The flag overrides the config.
	r2 := newTestRunner(t, Options{Timeout: 10 * time.Second})
	if res := r2.RunTest(context.Background(), tests["quick.test"]); res.Code != Pass {
		t.Errorf("quick.test: %s, want PASS under --timeout 10", res.Code)
	}
}

func TestRunTestConfigEnvPathFeatures(t *testing.T) {
	requireBash(t)
	tests := suite(t, map[string]string{
		"lit.cfg": `root = true
path = bin
env GREETING = hello
substitute %greet = greet-tool
feature yes = true
feature no = false
feature greets = greet-tool
`,
		"bin/greet-tool": "#!/bin/sh\necho \"$GREETING\"\n",
		"a.test":         "REQUIRES: yes, !no, greets\nRUN: test \"$(%greet)\" = hello\n",
		"b.test":         "REQUIRES: no\nRUN: true\n",
	})
	if err := os.Chmod(filepath.Join(filepath.Dir(tests["a.test"].Path), "bin", "greet-tool"), 0o755); err != nil {
		t.Fatal(err)
	}
	r := newTestRunner(t, Options{})
	if res := r.RunTest(context.Background(), tests["a.test"]); res.Code != Pass {
		t.Errorf("a.test: %s\n%s", res.Code, res.Details())
	}
	if res := r.RunTest(context.Background(), tests["b.test"]); res.Code != Unsupported {
		t.Errorf("b.test: %s", res.Code)
	}
}

func TestRunOrderAndCancel(t *testing.T) {
	requireBash(t)
	files := map[string]string{}
	for i := range 8 {
		// Earlier tests take longer, so they finish out of order.
		files["t"+strconv.Itoa(i)+".test"] = "RUN: sleep 0." + strconv.Itoa(8-i) + "\n"
	}
	byName := suite(t, files)
	var tests []*Test
	for i := range 8 {
		tests = append(tests, byName["t"+strconv.Itoa(i)+".test"])
	}
	r := newTestRunner(t, Options{})
	var order []int
	progress := 0
	results := r.Run(context.Background(), tests, RunOptions{
		Workers:  4,
		Report:   func(i int, res *Result) { order = append(order, i) },
		Progress: func(n int) { progress = n },
	})
	for i, res := range results {
		if res.Code != Pass || res.Test != tests[i] || order[i] != i {
			t.Errorf("result %d: %s for %s (reported as %d)", i, res.Code, res.Test.RelPath, order[i])
		}
	}
	if progress != 8 {
		t.Errorf("progress ended at %d", progress)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	results = r.Run(ctx, tests, RunOptions{Workers: 2})
	for _, res := range results {
		if res.Code != Unresolved {
			t.Errorf("after cancel: %s", res.Code)
		}
	}
}

func TestNewRunnerFeaturesAndCleanup(t *testing.T) {
	dir := t.TempDir()
	r, err := NewRunner(context.Background(), Options{TempDir: dir, Env: []string{"PATH=" + dir}})
	if err != nil {
		t.Fatal(err)
	}
	fs := r.Features()
	if !fs[llvmArch(runtime.GOARCH)] {
		t.Errorf("features %v lack the architecture", fs.Sorted())
	}
	if _, err := os.Stat(filepath.Join(r.TempRoot(), ".strata-lit", "bin", "not")); err != nil {
		t.Error(err)
	}
	if err := r.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(r.TempRoot()); !os.IsNotExist(err) {
		t.Errorf("temp root not removed: %v", err)
	}
}

func TestDetectFeaturesFakeTools(t *testing.T) {
	bin, lib := t.TempDir(), t.TempDir()
	for _, f := range []string{"libomp.so", "libomptarget.so", "libgomp.so"} {
		writeTree(t, lib, map[string]string{f: ""})
	}
	script := "#!/bin/sh\necho " + lib + "/${1#-print-file-name=}\n"
	for _, tool := range []string{"clang-16", "gcc", "valgrind"} {
		writeTree(t, bin, map[string]string{tool: script})
		if err := os.Chmod(filepath.Join(bin, tool), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	writeTree(t, bin, map[string]string{"mlir-opt-16": ""}) // not executable
	fs := DetectFeatures(context.Background(), bin)
	for _, f := range []string{"clang-16", "gcc", "valgrind", "libomp", "libgomp", "offload"} {
		if !fs[f] {
			t.Errorf("feature %s missing from %v", f, fs.Sorted())
		}
	}
	if fs["mlir-opt-16"] {
		t.Error("a non-executable file is not a tool")
	}
}

func TestPrintFileNameRejectsBareNames(t *testing.T) {
	bin := t.TempDir()
	writeTree(t, bin, map[string]string{"cc": "#!/bin/sh\necho libomp.so\n"})
	if err := os.Chmod(filepath.Join(bin, "cc"), 0o755); err != nil {
		t.Fatal(err)
	}
	if got := printFileName(context.Background(), filepath.Join(bin, "cc"), "libomp.so"); got != "" {
		t.Errorf("got %q for a driver that does not know the library", got)
	}
}

//go:build unix

package lit

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"
)

func runMain(t *testing.T, o MainOptions) (code int, stdout, stderr string) {
	t.Helper()
	if o.Workers == 0 {
		o.Workers = 2
	}
	var out, errb bytes.Buffer
	code = Main(context.Background(), o, &out, &errb)
	return code, out.String(), errb.String()
}

func cliSuite(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		"lit.cfg":  "root = true\nname = cli\n",
		"a.test":   "RUN: true\n",
		"b.test":   "RUN: echo boom; false\n",
		"c.test":   "UNSUPPORTED: linux || !linux\nRUN: true\n",
		"d.test":   "XFAIL: *\nRUN: false\n",
		"e.test":   "RUN: echo fine\n",
		"dir/f.ll": "; RUN: true\n",
	})
	return root
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

func TestMainSummaryAndExitCode(t *testing.T) {
	requireBash(t)
	root := cliSuite(t)
	code, out, _ := runMain(t, MainOptions{Paths: []string{root}})
	if code != ExitFailures {
		t.Errorf("exit %d, want %d", code, ExitFailures)
	}
	wantLines := []string{
		"-- Testing: 6 tests, 2 workers --",
		"PASS: cli :: a.test (1 of 6)",
		"FAIL: cli :: b.test (2 of 6)",
		"UNSUPPORTED: cli :: c.test (3 of 6)",
		"XFAIL: cli :: d.test (4 of 6)",
		"PASS: cli :: dir/f.ll (5 of 6)",
		"PASS: cli :: e.test (6 of 6)",
	}
	if got := strings.Join(strings.Split(out, "\n")[:len(wantLines)], "\n"); got != strings.Join(wantLines, "\n") {
		t.Errorf("verdicts:\n%s\nwant:\n%s", got, strings.Join(wantLines, "\n"))
	}
	if got := lastLine(out); got != "4 passed, 1 failed, 1 skipped" {
		t.Errorf("last line %q", got)
	}
	if !strings.Contains(out, "Failed Tests (1):\n  cli :: b.test\n") {
		t.Errorf("no failure list:\n%s", out)
	}
	if strings.Contains(out, "boom") {
		t.Errorf("output shown without -v:\n%s", out)
	}

	// Passing runs exit 0 and omit ", N skipped" when nothing was skipped.
	code, out, _ = runMain(t, MainOptions{Paths: []string{root}, Filter: `a\.test|e\.test`})
	if code != ExitOK || lastLine(out) != "2 passed, 0 failed" {
		t.Errorf("exit %d, last line %q", code, lastLine(out))
	}
	if !strings.Contains(out, "Excluded           : 4") {
		t.Errorf("excluded count missing:\n%s", out)
	}
}

func TestMainVerboseQuietShowAll(t *testing.T) {
	requireBash(t)
	root := cliSuite(t)
	_, out, _ := runMain(t, MainOptions{Paths: []string{root}, Verbose: true})
	if !strings.Contains(out, "******************** TEST 'cli :: b.test' FAILED ********************\nScript:\n--\nRUN: at line 1: echo boom; false\n--\n") ||
		!strings.Contains(out, "Exit Code: 1\n\nCommand Output (stdout):\n--\nboom\n--\n") {
		t.Errorf("-v output:\n%s", out)
	}
	if strings.Contains(out, "TEST 'cli :: e.test'") {
		t.Errorf("-v shows a passing test:\n%s", out)
	}

	_, out, _ = runMain(t, MainOptions{Paths: []string{root}, ShowAll: true})
	if !strings.Contains(out, "TEST 'cli :: e.test' PASSED") || !strings.Contains(out, "fine\n") ||
		!strings.Contains(out, "TEST 'cli :: c.test' UNSUPPORTED") {
		t.Errorf("-a output:\n%s", out)
	}

	_, out, _ = runMain(t, MainOptions{Paths: []string{root}, Quiet: true})
	if out != "FAIL: cli :: b.test (2 of 6)\n4 passed, 1 failed, 1 skipped\n" {
		t.Errorf("-q output:\n%q", out)
	}
}

func TestMainTimeTestsAndFeatures(t *testing.T) {
	requireBash(t)
	root := cliSuite(t)
	_, out, _ := runMain(t, MainOptions{Paths: []string{root}, TimeTests: true, ShowFeatures: true})
	if !regexp.MustCompile(`(?m)^Available features: .*\blinux\b`).MatchString(out) {
		t.Errorf("no features line:\n%s", out)
	}
	if !regexp.MustCompile(`Slowest Tests:\n-+\n( +[0-9]+\.[0-9]{2}s: cli :: \S+\n){6}\n`).MatchString(out) {
		t.Errorf("no slowest-tests list:\n%s", out)
	}
	code, out, _ := runMain(t, MainOptions{ShowFeatures: true})
	if code != ExitOK || !strings.HasPrefix(out, "Available features: ") {
		t.Errorf("--show-features alone: %d %q", code, out)
	}
}

func TestMainUsageErrors(t *testing.T) {
	root := cliSuite(t)
	empty := t.TempDir()
	tests := []struct {
		o    MainOptions
		want string
	}{
		{MainOptions{}, "no test paths given"},
		{MainOptions{Paths: []string{root}, Workers: -1}, "must be at least 1"},
		{MainOptions{Paths: []string{root}, Filter: "("}, "--filter: error parsing regexp"},
		{MainOptions{Paths: []string{root}, FilterOut: "[z-a]"}, "--filter-out:"},
		{MainOptions{Paths: []string{root + "/missing"}}, "no such file or directory"},
		{MainOptions{Paths: []string{empty}}, "did not discover any tests"},
		{MainOptions{Paths: []string{root}, Filter: "nothing"}, "filter did not match any tests (of 6 discovered)"},
	}
	for _, tt := range tests {
		code, out, errOut := runMain(t, tt.o)
		if code != ExitUsage || !strings.Contains(errOut, "strata-lit: error: ") || !strings.Contains(errOut, tt.want) || out != "" {
			t.Errorf("%+v: exit %d, stderr %q, stdout %q; want exit 2 and %q", tt.o, code, errOut, out, tt.want)
		}
	}
	code, out, _ := runMain(t, MainOptions{Paths: []string{root}, Filter: "nothing", AllowEmpty: true})
	if code != ExitOK || lastLine(out) != "0 passed, 0 failed" {
		t.Errorf("--allow-empty-runs: %d %q", code, out)
	}
}

func TestPrinterProgress(t *testing.T) {
	var b bytes.Buffer
	p := &printer{w: &b, opts: MainOptions{Progress: true}, total: 2}
	test := &Test{RelPath: "a.test", Config: DefaultConfig("/s")}
	p.progress(1)
	p.report(0, &Result{Test: test, Code: Pass})
	p.progress(2)
	p.report(1, &Result{Test: test, Code: Pass})
	p.clearProgress()
	want := "-- 1 of 2 tests finished --\r\033[KPASS: s :: a.test (1 of 2)\n-- 1 of 2 tests finished --\r\033[KPASS: s :: a.test (2 of 2)\n"
	if b.String() != want {
		t.Errorf("got %q\nwant %q", b.String(), want)
	}
}

package main

import (
	"bytes"
	"encoding/xml"
	"errors"
	"github.com/strata-ir/strata/bench/internal/benchkit"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

type workloadFiles struct {
	input, checks, fail []byte
	stats               genStats
}

func genFiles(t *testing.T, cfg genConfig) workloadFiles {
	t.Helper()
	var in, ck, fl bytes.Buffer
	st, err := generate(cfg, &in, &ck, &fl)
	if err != nil {
		t.Fatalf("generate(%+v): %v", cfg, err)
	}
	return workloadFiles{in.Bytes(), ck.Bytes(), fl.Bytes(), st}
}

func small(seed uint64) genConfig {
	return genConfig{SizeBytes: 1 << 20, Checks: 200, Seed: seed}
}

func TestGenerateIsDeterministic(t *testing.T) {
	a, b := genFiles(t, small(7)), genFiles(t, small(7))
	if !bytes.Equal(a.input, b.input) || !bytes.Equal(a.checks, b.checks) || !bytes.Equal(a.fail, b.fail) {
		t.Fatal("two runs with the same seed differ")
	}
	if a.stats != b.stats {
		t.Fatalf("stats differ: %+v vs %+v", a.stats, b.stats)
	}
	if c := genFiles(t, small(8)); bytes.Equal(a.input, c.input) || bytes.Equal(a.checks, c.checks) {
		t.Fatal("seeds 7 and 8 give the same workload")
	}
}

func TestGenerateShape(t *testing.T) {
	for _, cfg := range []genConfig{
		small(1),
		{SizeBytes: 64 << 10, Checks: 25, Seed: 2},
		{SizeBytes: 256 << 10, Checks: 1, Seed: 3},
		{SizeBytes: 4 << 10, Checks: 300, Seed: 4}, // more checks than the size suggests
	} {
		w := genFiles(t, cfg)
		st := w.stats
		if st.Directives != cfg.Checks {
			t.Errorf("%+v: %d directives, want exactly %d", cfg, st.Directives, cfg.Checks)
		}
		if got := bytes.Count(w.checks, []byte("// CHECK")); got != cfg.Checks {
			t.Errorf("%+v: check file has %d directive lines, want %d", cfg, got, cfg.Checks)
		}
		if st.InputBytes < cfg.SizeBytes || int64(len(w.input)) != st.InputBytes {
			t.Errorf("%+v: input is %d bytes (stats say %d), want at least %d", cfg, len(w.input), st.InputBytes, cfg.SizeBytes)
		}
		if got := bytes.Count(w.input, []byte("\n")); got != st.InputLines {
			t.Errorf("%+v: input has %d lines, stats say %d", cfg, got, st.InputLines)
		}
		if st.Kinds[dLabel] != st.CheckedFunctions {
			t.Errorf("%+v: %d labels for %d checked functions", cfg, st.Kinds[dLabel], st.CheckedFunctions)
		}
		// The fail-late file differs from the pass file in exactly the reported line.
		pass, fail := strings.Split(string(w.checks), "\n"), strings.Split(string(w.fail), "\n")
		if len(pass) != len(fail) {
			t.Fatalf("%+v: check files have %d and %d lines", cfg, len(pass), len(fail))
		}
		var diff []int
		for i := range pass {
			if pass[i] != fail[i] {
				diff = append(diff, i+1)
			}
		}
		if len(diff) != 1 || diff[0] != st.FailCheckLine {
			t.Errorf("%+v: check files differ on lines %v, want only line %d", cfg, diff, st.FailCheckLine)
		}
	}

	// At a realistic density every kind of directive and pattern shows up,
	// and plain CHECKs and their NEXT/SAME continuations dominate.
	st := genFiles(t, small(1)).stats
	for k := range numDirKinds {
		if st.Kinds[k] == 0 {
			t.Errorf("no %s directive in %+v", dirNames[k], st)
		}
	}
	if core := st.Kinds[dCheck] + st.Kinds[dNext] + st.Kinds[dSame]; 2*core < st.Directives {
		t.Errorf("CHECK, CHECK-NEXT and CHECK-SAME are %d of %d directives, want most", core, st.Directives)
	}
	for name, n := range map[string]int{"regex": st.WithRegex, "capture": st.WithCapture, "use": st.WithUse, "numeric": st.WithNumeric} {
		if n == 0 {
			t.Errorf("no directive with a %s: %+v", name, st)
		}
	}
	if st.FailInputLine < st.InputLines*9/10 {
		t.Errorf("fail-late directive targets input line %d of %d, want one near the end", st.FailInputLine, st.InputLines)
	}
}

func TestGenerateRejectsBadConfig(t *testing.T) {
	for _, cfg := range []genConfig{{SizeBytes: 1 << 20, Checks: 0}, {SizeBytes: 0, Checks: 10}} {
		if _, err := generate(cfg, io.Discard, io.Discard, io.Discard); err == nil {
			t.Errorf("generate(%+v) succeeded, want an error", cfg)
		}
	}
}

// peerPath is the reference FileCheck: $FILECHECK_PEER, else LLVM 14's.
func peerPath(t *testing.T) string {
	p := os.Getenv("FILECHECK_PEER")
	if p == "" {
		p = "/usr/lib/llvm-14/bin/FileCheck"
	}
	if _, err := exec.LookPath(p); err != nil {
		t.Skipf("no peer FileCheck (%v); set FILECHECK_PEER", err)
	}
	return p
}

// TestPeerAcceptsWorkload checks the generator's central promise against
// the real FileCheck: the check file passes, and the fail-late file fails
// at the directive the generator broke.
func TestPeerAcceptsWorkload(t *testing.T) {
	peer := peerPath(t)
	for _, cfg := range []genConfig{small(1), small(2), small(3), {SizeBytes: 128 << 10, Checks: 40, Seed: 4}, {SizeBytes: 64 << 10, Checks: 1, Seed: 5}} {
		dir := t.TempDir()
		st, err := writeWorkload(dir, cfg)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range variantsFor([]string{"pass", "fail-late"}) {
			cmd := exec.Command(peer, v.args()...)
			cmd.Dir = dir
			cmd.Env = childEnv()
			out, err := cmd.CombinedOutput()
			exit := 0
			var ee *exec.ExitError
			if errors.As(err, &ee) {
				exit = ee.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			want := 0
			if v.wantExit != 0 {
				want = st.FailCheckLine
			}
			if line := errorLine(string(out), v.checks); exit != v.wantExit || line != want {
				t.Errorf("seed %d, %s: peer exit %d, error at line %d; want exit %d, line %d\n%s",
					cfg.Seed, v.name, exit, line, v.wantExit, want, benchkit.FirstLines(string(out), 20))
			}
		}
	}
}

func TestEscapeFC(t *testing.T) {
	for in, want := range map[string]string{
		"plain":           "plain",
		"dense<[[1.0]]>":  `dense<{{\[\[}}1.0]]>`,
		"{{x}}":           `{{\{\{}}x}}`,
		"a[[[b":           `a{{\[\[}}[b`,
		"{strata.id = 3}": "{strata.id = 3}",
	} {
		if got := escapeFC(in); got != want {
			t.Errorf("escapeFC(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCompose(t *testing.T) {
	ps := []piece{
		{kind: pLit, text: "    %"},
		{kind: pCapture, name: "X", text: "[0-9]+", val: "12"},
		{kind: pLit, text: " = "},
		{kind: pLit, text: "arith.addi", op: true},
		{kind: pLit, text: " %arg0["},
		{kind: pUse, name: "C0", val: "c0"},
		{kind: pLit, text: "] {"},
		{kind: pRegex, text: "[0-9]+"},
		{kind: pLit, text: "}  "},
	}
	fc, re, caps, feat, ok := compose(ps, false)
	if !ok {
		t.Fatal("compose failed")
	}
	if want := `%[[X:[0-9]+]] = arith.addi %arg0{{\[}}[[C0]]] {{\{}}{{[0-9]+}}}`; fc != want {
		t.Errorf("FileCheck pattern %s, want %s", fc, want)
	}
	if want := `%([0-9]+) = arith\.addi %arg0\[c0\] \{(?:[0-9]+)\}`; re != want {
		t.Errorf("regexp %s, want %s", re, want)
	}
	if len(caps) != 1 || caps[0] != (capDef{name: "X", val: "12"}) {
		t.Errorf("captures %+v", caps)
	}
	if feat != fRegex|fCapture|fUse {
		t.Errorf("features %b", feat)
	}
	if fc, _, _, _, _ := compose(ps, true); !strings.Contains(fc, "arith.addi_v2 ") {
		t.Errorf("mutated pattern %s does not rename the operation", fc)
	}
	if _, _, _, _, ok := compose([]piece{{kind: pLit, text: "  } "}}, false); ok {
		t.Error("compose accepted a pattern of one character")
	}
}

func TestParseFlags(t *testing.T) {
	o, err := parseFlags([]string{"--scenario", "all", "--size-mb", "0.5", "--checks", "10"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(o.scenarios, ",") != "pass,fail-late" || o.genConfig() != (genConfig{SizeBytes: 512 << 10, Checks: 10, Seed: 1}) {
		t.Errorf("parsed %+v", o)
	}
	for _, bad := range [][]string{{"--scenario", "nope"}, {"--runs", "0"}, {"--size-mb", "-1"}, {"--checks", "0"}, {"extra"}} {
		if _, err := parseFlags(bad, io.Discard); err == nil {
			t.Errorf("parseFlags(%q) succeeded", bad)
		}
	}
}

// TestReportIsWellFormed renders a report of made-up samples.
func TestReportIsWellFormed(t *testing.T) {
	res := func(v variant, ours, peer time.Duration) variantResult {
		r := variantResult{variant: v}
		for i := range 3 {
			r.samples[0] = append(r.samples[0], benchkit.Sample{Wall: ours + time.Duration(i)*time.Millisecond, CPU: ours, RSSKiB: 2048})
			r.samples[1] = append(r.samples[1], benchkit.Sample{Wall: peer, CPU: peer, RSSKiB: 1024})
		}
		return r
	}
	vs := variantsFor([]string{"pass", "fail-late"})
	rep := report{
		opts:    options{runs: 3, warmup: 1, seed: 1, args: []string{"--runs", "3"}},
		peer:    "FileCheck",
		results: []variantResult{res(vs[0], 1200*time.Millisecond, time.Second), res(vs[1], time.Second, time.Second), res(vs[2], 2*time.Second, time.Second)},
	}
	dir := t.TempDir()
	if err := benchkit.WriteReport(dir, rep.markdown(), rep.svg(), io.Discard); err != nil {
		t.Fatal(err)
	}
	md, err := os.ReadFile(filepath.Join(dir, "report.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(md), "**pass: ours/peer median wall time 1.20x** — meets") {
		t.Errorf("report lacks the pass verdict:\n%s", md)
	}
	svg, err := os.ReadFile(filepath.Join(dir, "chart.svg"))
	if err != nil {
		t.Fatal(err)
	}
	d := xml.NewDecoder(bytes.NewReader(svg))
	for {
		if _, err := d.Token(); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("chart.svg is not well-formed XML: %v", err)
		}
	}
	if rep.svg() != string(svg) || rep.markdown() != string(md) {
		t.Error("rendering is not deterministic")
	}
}

// TestProfiledBuild builds the profiling copy of a stand-in tools/filecheck
// whose main leaves through os.Exit, and checks that it writes a profile.
func TestProfiledBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a binary")
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	root := t.TempDir()
	src := filepath.Join(root, "tools", "filecheck")
	if err := os.MkdirAll(src, 0o755); err != nil {
		t.Fatal(err)
	}
	files := map[string]string{
		filepath.Join(root, "go.mod"): "module example.com/stub\n\ngo 1.22\n",
		filepath.Join(src, "main.go"): `package main

import (
	"fmt"
	xos "os"
)

func main() { xos.Exit(run()) }

func run() int {
	n := 0
	for i := range 30_000_000 {
		n += i % 7
	}
	fmt.Println(n)
	return 3
}
`,
	}
	for path, text := range files {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	work := t.TempDir()
	bin, err := buildProfiled(t.Context(), root, work)
	if err != nil {
		t.Fatal(err)
	}
	prof := filepath.Join(work, "cpu.pprof")
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), "STRATA_BENCH_CPUPROFILE="+prof)
	var ee *exec.ExitError
	if err := cmd.Run(); !errors.As(err, &ee) || ee.ExitCode() != 3 {
		t.Fatalf("profiled stub: %v, want exit status 3", err)
	}
	if fi, err := os.Stat(prof); err != nil || fi.Size() == 0 {
		t.Fatalf("no profile written: %v", err)
	}
	if src, err := os.ReadFile(filepath.Join(src, "main.go")); err != nil || !strings.Contains(string(src), "func main()") {
		t.Fatalf("the stand-in source was modified: %v", err)
	}
}

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
)

// testConfig is a small workload: big enough to hold every kind of work.
var testConfig = genConfig{Funcs: 30, OpsPerFunc: 300, Seed: 7}

func genBytes(t *testing.T, cfg genConfig) ([]byte, genStats) {
	t.Helper()
	var b bytes.Buffer
	st, err := generate(cfg, &b)
	if err != nil {
		t.Fatal(err)
	}
	return b.Bytes(), st
}

func TestGenerateIsDeterministic(t *testing.T) {
	a, _ := genBytes(t, testConfig)
	b, _ := genBytes(t, testConfig)
	if !bytes.Equal(a, b) {
		t.Fatal("the same config gave different workloads")
	}
	other := testConfig
	other.Seed++
	if c, _ := genBytes(t, other); bytes.Equal(a, c) {
		t.Fatal("another seed gave the same workload")
	}
}

// TestGenerateCounts counts the operations in the text, independently of
// the generator's own count: each function must have exactly OpsPerFunc.
func TestGenerateCounts(t *testing.T) {
	for _, cfg := range []genConfig{testConfig, {Funcs: 3, OpsPerFunc: minOpsPerFunc, Seed: 1}, {Funcs: 5, OpsPerFunc: 37, Seed: 2}} {
		src, st := genBytes(t, cfg)
		if st.Ops != cfg.ops() || st.Funcs != cfg.Funcs {
			t.Errorf("%+v: stats say %d ops in %d functions, want %d in %d", cfg, st.Ops, st.Funcs, cfg.ops(), cfg.Funcs)
		}
		fs := splitFunctions(string(src))
		if len(fs) != cfg.Funcs {
			t.Fatalf("%+v: %d functions in the text, want %d", cfg, len(fs), cfg.Funcs)
		}
		for _, f := range fs {
			if n := total(f.ops); n != cfg.OpsPerFunc {
				t.Errorf("%+v: %s has %d operations, want %d", cfg, f.name, n, cfg.OpsPerFunc)
			}
		}
		if st.Bytes != int64(len(src)) || st.Lines != bytes.Count(src, []byte("\n")) {
			t.Errorf("%+v: stats say %d bytes in %d lines, the text has %d in %d", cfg, st.Bytes, st.Lines, len(src), bytes.Count(src, []byte("\n")))
		}
	}
}

func TestEveryFunctionIsDifferent(t *testing.T) {
	src, _ := genBytes(t, testConfig)
	seen := map[string]string{}
	for _, f := range splitFunctions(string(src)) {
		body := strings.Join(f.lines[1:], "\n") // without the func.func line, which names it
		if prev, ok := seen[body]; ok {
			t.Errorf("%s has the same body as %s", f.name, prev)
		}
		seen[body] = f.name
	}
}

func TestGenerateUsesEveryKindOfWork(t *testing.T) {
	_, st := genBytes(t, testConfig)
	for _, p := range patternTable() {
		if st.ByPattern[p.name] == 0 {
			t.Errorf("no %q in the workload", p.name)
		}
	}
	for _, name := range []string{"scf.for", "scf.if", "scf.yield", "func.call", "arith.constant", "arith.select", "arith.cmpi", "arith.cmpf"} {
		if st.ByName[name] == 0 {
			t.Errorf("no %s in the workload", name)
		}
	}
	if st.MaxDepth != maxSCFDepth {
		t.Errorf("scf regions nest %d deep, want %d", st.MaxDepth, maxSCFDepth)
	}
}

func TestGenerateRejectsBadConfigs(t *testing.T) {
	for _, cfg := range []genConfig{{Funcs: 0, OpsPerFunc: 10}, {Funcs: 1, OpsPerFunc: 1}} {
		if _, err := generate(cfg, &bytes.Buffer{}); err == nil {
			t.Errorf("%+v: no error", cfg)
		}
	}
}

func TestStrataAcceptsWorkload(t *testing.T) {
	src, _ := genBytes(t, testConfig)
	m, err := builtin.ParseModule(all.NewContext(), "workload.mlir", src)
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
}

// peer returns mlir-opt-16 (CANONCSE_PEER to use another) or skips.
func peer(t *testing.T) string {
	t.Helper()
	name := os.Getenv("CANONCSE_PEER")
	if name == "" {
		name = "mlir-opt-16"
	}
	p, err := exec.LookPath(name)
	if err != nil {
		t.Skipf("%s not installed", name)
	}
	return p
}

// runPeer runs the peer with flags on the workload file and returns the
// operations by name in its output.
func runPeer(t *testing.T, bin, input string, flags ...string) map[string]int {
	t.Helper()
	cmd := exec.Command(bin, append(flags, input)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", bin, strings.Join(flags, " "), err, stderr.String())
	}
	ops := map[string]int{}
	for _, f := range splitFunctions(string(out)) {
		addCounts(ops, f.ops)
	}
	return ops
}

// TestPeerAcceptsWorkload checks that mlir-opt-16 reads the workload and
// that each pass has real work in it: canonicalize and cse alone each
// remove operations, and together they remove a good share.
func TestPeerAcceptsWorkload(t *testing.T) {
	bin := peer(t)
	src, st := genBytes(t, testConfig)
	input := filepath.Join(t.TempDir(), "workload.mlir")
	if err := os.WriteFile(input, src, 0o644); err != nil {
		t.Fatal(err)
	}
	in := total(runPeer(t, bin, input))
	if want := st.Ops - 1; in != want { // the module does not count in the functions
		t.Fatalf("the peer prints %d operations in the functions, want %d", in, want)
	}
	canon := total(runPeer(t, bin, input, "--canonicalize"))
	cse := total(runPeer(t, bin, input, "--cse"))
	both := total(runPeer(t, bin, input, "--canonicalize", "--cse"))
	t.Logf("operations: %d in, %d after canonicalize, %d after cse, %d after both", in, canon, cse, both)
	if cse >= in-in/20 {
		t.Errorf("cse alone removes %d of %d operations, want at least 5%%", in-cse, in)
	}
	if canon >= in/2 {
		t.Errorf("canonicalize alone keeps %d of %d operations, want at most half", canon, in)
	}
	if both >= canon {
		t.Errorf("cse after canonicalize removes nothing (%d operations after both, %d after canonicalize)", both, canon)
	}
}

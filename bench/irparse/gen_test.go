package main

import (
	"bytes"
	"encoding/xml"
	"errors"
	"flag"
	"github.com/strata-ir/strata/bench/internal/benchkit"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
)

func genText(t *testing.T, cfg genConfig) ([]byte, genStats) {
	t.Helper()
	var buf bytes.Buffer
	st, err := generate(cfg, &buf)
	if err != nil {
		t.Fatalf("generate(%+v): %v", cfg, err)
	}
	return buf.Bytes(), st
}

func TestGenerateIsDeterministic(t *testing.T) {
	a, sa := genText(t, genConfig{Ops: 20000, Seed: 7})
	b, sb := genText(t, genConfig{Ops: 20000, Seed: 7})
	if !bytes.Equal(a, b) {
		t.Fatal("two runs with the same seed differ")
	}
	if sa.Bytes != sb.Bytes || sa.Lines != sb.Lines || sa.Funcs != sb.Funcs || sa.Blocks != sb.Blocks {
		t.Fatalf("stats differ: %+v vs %+v", sa, sb)
	}
	if c, _ := genText(t, genConfig{Ops: 20000, Seed: 8}); bytes.Equal(a, c) {
		t.Fatal("seeds 7 and 8 give the same workload")
	}
}

// opLine matches the start of an operation in the generic form.
var opLine = regexp.MustCompile(`(?m)^\s*(?:%[0-9]+(?::[0-9]+)? = )?"([a-z]+\.[a-z_]+)"\(`)

func TestGenerateShape(t *testing.T) {
	for _, n := range []int{minOps, minOps + 1, 1000, 12345} {
		src, st := genText(t, genConfig{Ops: n, Seed: 3})
		if st.Ops != n {
			t.Errorf("N=%d: stats say %d operations", n, st.Ops)
		}
		ms := opLine.FindAllSubmatch(src, -1)
		if len(ms) != n {
			t.Errorf("N=%d: the text holds %d operations", n, len(ms))
		}
		byName := map[string]int{}
		for _, m := range ms {
			byName[string(m[1])]++
		}
		for name, k := range st.ByName {
			if byName[name] != k {
				t.Errorf("N=%d: %s: %d in the text, stats say %d", n, name, byName[name], k)
			}
		}
		if int64(len(src)) != st.Bytes || bytes.Count(src, []byte("\n")) != st.Lines {
			t.Errorf("N=%d: %d bytes and %d lines, stats say %d and %d", n, len(src), bytes.Count(src, []byte("\n")), st.Bytes, st.Lines)
		}
	}
	// A workload large enough to use every pattern does.
	src, st := genText(t, genConfig{Ops: 100000, Seed: 1})
	for _, name := range []string{
		"builtin.module", "func.func", "func.return", "func.call", "arith.constant", "arith.addi", "arith.addf",
		"arith.cmpi", "arith.cmpf", "arith.select", "arith.index_cast", "arith.sitofp", "cf.br", "cf.cond_br",
		"cf.switch", "cf.assert", "scf.for", "scf.if", "scf.while", "scf.yield", "scf.condition",
	} {
		if st.ByName[name] == 0 {
			t.Errorf("no %s in a 100,000-op workload", name)
		}
	}
	// MLIR 16 cannot parse its own custom form of cf.switch with `%N#i`
	// successor operands, so the generator never writes them.
	switches := regexp.MustCompile(`"cf.switch"\(([^)]*)\)`).FindAllSubmatch(src, -1)
	for _, m := range switches {
		if ops := bytes.Split(m[1], []byte(", ")); bytes.Contains(bytes.Join(ops[1:], nil), []byte("#")) {
			t.Fatalf("cf.switch passes a result of a multi-result op to a successor: %s", m[0])
		}
	}
	if len(switches) == 0 {
		t.Error("no cf.switch")
	}
	if st.Funcs < 50 || st.MaxDepth < 4 || st.Blocks <= st.Funcs {
		t.Errorf("workload too flat: %d functions, %d blocks, nesting depth %d", st.Funcs, st.Blocks, st.MaxDepth)
	}
}

func TestGenerateRejectsBadConfig(t *testing.T) {
	if _, err := generate(genConfig{Ops: minOps - 1}, io.Discard); err == nil {
		t.Errorf("generate with %d ops: no error", minOps-1)
	}
}

// strataRoundTrip parses and verifies src with strata and prints it.
func strataRoundTrip(t *testing.T, name string, src []byte, generic bool) []byte {
	t.Helper()
	ctx := all.NewContext()
	m, err := builtin.ParseModule(ctx, name, src)
	if err != nil {
		t.Fatalf("strata cannot parse %s: %v", name, err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("strata rejects %s: %v", name, err)
	}
	var out bytes.Buffer
	if err := ir.Print(&out, m, ir.PrintOptions{Generic: generic}); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

func TestStrataAcceptsWorkload(t *testing.T) {
	src, st := genText(t, genConfig{Ops: 5000, Seed: 1})
	ctx := all.NewContext()
	m, err := builtin.ParseModule(ctx, "workload.mlir", src)
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	n := 0
	m.Walk(ir.PreOrder, func(*ir.Operation) ir.WalkResult { n++; return ir.Advance })
	if n != st.Ops {
		t.Errorf("strata sees %d operations, the generator wrote %d", n, st.Ops)
	}
	// Printing in either form and parsing again gives the same text.
	for _, generic := range []bool{true, false} {
		once := strataRoundTrip(t, "workload.mlir", src, generic)
		if twice := strataRoundTrip(t, "printed.mlir", once, generic); !bytes.Equal(once, twice) {
			t.Errorf("generic=%v: strata's output does not print back the same", generic)
		}
	}
}

func peerBinary(t *testing.T) string {
	t.Helper()
	p := os.Getenv("IRPARSE_PEER")
	if p == "" {
		p = "mlir-opt-16"
	}
	path, err := exec.LookPath(p)
	if err != nil {
		t.Skipf("no peer mlir-opt (%v); set IRPARSE_PEER", err)
	}
	return path
}

// runPeer runs mlir-opt on src and returns its output.
func runPeer(t *testing.T, peer string, src []byte, generic bool) []byte {
	t.Helper()
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in.mlir"), filepath.Join(dir, "out.mlir")
	if err := os.WriteFile(in, src, 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"-o", out, in}
	if generic {
		args = append([]string{"--mlir-print-op-generic"}, args...)
	}
	var stderr bytes.Buffer
	cmd := exec.Command(peer, args...)
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %s: %v\n%s", peer, strings.Join(args, " "), err, benchkit.FirstLines(stderr.String(), 10))
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestPeerAcceptsWorkload checks a small workload against mlir-opt-16 in
// both directions and both printed forms: the peer accepts it, strata
// reads the peer's output as the same IR as the workload, and the peer
// reads strata's output as the same IR too.
func TestPeerAcceptsWorkload(t *testing.T) {
	peer := peerBinary(t)
	src, _ := genText(t, genConfig{Ops: 5000, Seed: 2})
	for _, generic := range []bool{true, false} {
		fromPeer := runPeer(t, peer, src, generic)
		ours := strataRoundTrip(t, "workload.mlir", src, generic)
		if again := strataRoundTrip(t, "peer.mlir", fromPeer, generic); !bytes.Equal(again, ours) {
			t.Errorf("generic=%v: strata reads the peer's output as different IR", generic)
		}
		if again := runPeer(t, peer, ours, generic); !bytes.Equal(again, fromPeer) {
			t.Errorf("generic=%v: the peer reads strata's output as different IR", generic)
		}
	}
}

func TestCompareFiles(t *testing.T) {
	dir := t.TempDir()
	write := func(name, s string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, tt := range []struct {
		a, b           string
		same, trailing bool
		line           int
	}{
		{"x\ny\n", "x\ny\n", true, false, 0},
		{"x\ny\n", "x\ny\n\n", false, true, 3},
		{"x\ny", "x\ny\n", false, false, 2},
		{"x\ny\n", "x\nz\n", false, false, 2},
		{"x\n", "x\n\ny\n", false, false, 2},
		{"", "", true, false, 0},
	} {
		c, err := compareFiles(write("a", tt.a), write("b", tt.b))
		if err != nil {
			t.Fatal(err)
		}
		if c.same != tt.same || c.trailing != tt.trailing || (!c.same && !c.trailing && c.line != tt.line) {
			t.Errorf("compare %q, %q = %+v, want same %v, trailing %v, line %d", tt.a, tt.b, c, tt.same, tt.trailing, tt.line)
		}
	}
}

func TestParseFlags(t *testing.T) {
	o, err := parseFlags([]string{"--scenario", "all", "--ops", "20000", "--scaling"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(o.scenarios, ",") != "generic,custom" || o.ops != 20000 || !o.scaling {
		t.Errorf("parsed %+v", o)
	}
	for _, bad := range [][]string{
		{"--scenario", "pretty"},
		{"--ops", "3"},
		{"--ops", "100", "--scaling"},
		{"--runs", "0"},
		{"extra"},
	} {
		if _, err := parseFlags(bad, io.Discard); err == nil {
			t.Errorf("parseFlags(%q): no error", bad)
		}
	}
	if _, err := parseFlags([]string{"--help"}, io.Discard); !errors.Is(err, flag.ErrHelp) {
		t.Errorf("--help: %v", err)
	}
}

func TestReportIsWellFormed(t *testing.T) {
	mk := func(name string, ops int, ours, peer time.Duration, rss [2]int64) variantResult {
		r := variantResult{variant: variant{name: name, ops: ops}, cross: &crossResult{outputs: comparison{trailing: true}}}
		for i := range 3 {
			d := time.Duration(i) * time.Millisecond
			r.samples[0] = append(r.samples[0], benchkit.Sample{Wall: ours + d, CPU: ours, RSSKiB: rss[0]})
			r.samples[1] = append(r.samples[1], benchkit.Sample{Wall: peer + d, CPU: peer, RSSKiB: rss[1]})
		}
		return r
	}
	_, st := genText(t, genConfig{Ops: 2000, Seed: 1})
	gen1 := mk("generic", 20000, 300*time.Millisecond, 200*time.Millisecond, [2]int64{40 << 10, 30 << 10})
	rep := report{
		opts:    options{ops: 20000, runs: 3, warmup: 1, bigRuns: 1, seed: 1, args: []string{"--ops", "20000"}},
		env:     &machine{Machine: benchkit.Machine{NCPU: 2, LoadBefore: "0.1 0.1 0.1", LoadAfter: "0.2 0.1 0.1"}, peerVersion: "LLVM version 16"},
		ours:    oursTool{kind: "miniopt", desc: "test", note: "tools/strata-opt is not usable"},
		peer:    "/usr/bin/mlir-opt-16",
		stats:   st,
		results: []variantResult{gen1, mk("custom", 20000, 250*time.Millisecond, 200*time.Millisecond, [2]int64{41 << 10, 30 << 10})},
		scaling: []variantResult{
			mk("generic", 2000, 40*time.Millisecond, 90*time.Millisecond, [2]int64{8 << 10, 25 << 10}),
			gen1,
			mk("generic", 200000, 3*time.Second, 2*time.Second, [2]int64{400 << 10, 300 << 10}),
		},
		scalingNotes: []string{"a note"},
		phases: []phaseTimes{
			parsePhases("miniopt: read 1.0 ms\nminiopt: parse 10.0 ms\nminiopt: verify 5.0 ms\nminiopt: print 3.0 ms\n", benchkit.Sample{}, true),
			parsePhases("miniopt: read 10.0 ms\nminiopt: parse 100.0 ms\nminiopt: print 30.0 ms\n", benchkit.Sample{}, false),
		},
	}
	rep.phases[0].ops, rep.phases[1].ops = 2000, 20000
	rep.results[1].cross = &crossResult{again: [2]comparison{{same: true}, {failed: "exit 1: in.mlir:3:4: error: bad\n  line"}}}
	big := mk("generic", 2000000, 0, 20*time.Second, [2]int64{0, 3000 << 10})
	big.samples[0] = nil
	rep.scaling = append(rep.scaling, big)
	md := rep.markdown()
	for _, want := range []string{"generic: ours/peer median wall time 1.50x", "max RSS 1.33x", "## Scaling", "| 200,000 |", " µs |", "a note", "not usable", "identical but for blank lines",
		"| 2,000,000 | skipped |", "### Phases of ours", "| 100.0 ms | 5.00 µs | 10.00x |", "ours' median wall time grows",
		"custom: the tools disagree", "cannot parse it: exit 1: in.mlir:3:4: error: bad line |"} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q", want)
		}
	}
	d := xml.NewDecoder(strings.NewReader(rep.svg()))
	for {
		_, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("chart.svg is not well-formed XML: %v", err)
		}
	}
}

package barrierelim

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
)

// The tests describe a parallel region's body as a list of tokens, each
// one op (or a branch splitting the block), build the module, run the pass
// and read the body back as tokens:
//
//	const    an llvm.mlir.constant (no effects)
//	alloca   a private llvm.alloca (allocates only)
//	store    llvm.store to shared memory; load likewise
//	call     llvm.call of an external function (unknown effects)
//	barrier  omp.barrier
//	loop     omp.wsloop storing to shared memory; loop-nowait, loop-red
//	         (with a reduction)
//	single   omp.single storing; single-nowait, single-cp (copyprivate)
//	master   omp.master storing
//	nested   scf.if holding a barrier
//	br       llvm.br to a new block, the body going on there
//
// A region may have firstprivate variables (private) or a reduction
// (reduction).

type regionKind int

const (
	plainRegion regionKind = iota
	privateRegion
	reductionRegion
)

const prelude = `
omp.declare_reduction @add_i32 : i32 init {
^bb0(%arg: i32):
  %0 = llvm.mlir.constant(0 : i32) : i32
  omp.yield(%0 : i32)
} combiner {
^bb0(%a: i32, %b: i32):
  %1 = llvm.add %a, %b : i32
  omp.yield(%1 : i32)
}
omp.private {type = firstprivate} @x.firstprivate : !llvm.ptr init {
^bb0(%mold: !llvm.ptr, %alloc: !llvm.ptr):
  omp.yield(%alloc : !llvm.ptr)
} copy {
^bb0(%from: !llvm.ptr, %to: !llvm.ptr):
  %v = llvm.load %from : !llvm.ptr -> i32
  llvm.store %v, %to : i32, !llvm.ptr
  omp.yield(%to : !llvm.ptr)
}
llvm.func @g()
llvm.func @copy_fn(!llvm.ptr, !llvm.ptr)
`

// loop returns a wsloop with the given clauses storing to %p.
func loop(clauses string) string {
	return fmt.Sprintf(`omp.wsloop %s{
      omp.loop_nest (%%iv) : i32 = (%%v) to (%%n) step (%%v) {
        llvm.store %%iv, %%p : i32, !llvm.ptr
        omp.yield
      }
    }`, clauses)
}

func single(clauses string) string {
	return fmt.Sprintf("omp.single %s{\n      llvm.store %%v, %%p : i32, !llvm.ptr\n      omp.terminator\n    }", clauses)
}

// source returns the module for a region of kind holding tokens.
func source(kind regionKind, tokens []string) string {
	var b strings.Builder
	b.WriteString(prelude)
	b.WriteString("llvm.func @f(%p: !llvm.ptr, %q: !llvm.ptr, %v: i32, %n: i32, %cond: i1) {\n")
	b.WriteString("  %one = llvm.mlir.constant(1 : i64) : i64\n")
	switch kind {
	case plainRegion:
		b.WriteString("  omp.parallel {\n")
	case privateRegion:
		b.WriteString("  omp.parallel private(@x.firstprivate %q -> %pq : !llvm.ptr) {\n")
	case reductionRegion:
		b.WriteString("  omp.parallel reduction(@add_i32 %q -> %rq : !llvm.ptr) {\n")
	}
	blocks := 0
	for i, tok := range tokens {
		var op string
		switch tok {
		case "const":
			op = fmt.Sprintf("%%c%d = llvm.mlir.constant(%d : i32) : i32", i, i)
		case "alloca":
			op = fmt.Sprintf("%%a%d = llvm.alloca %%one x i32 : (i64) -> !llvm.ptr", i)
		case "store":
			op = "llvm.store %v, %p : i32, !llvm.ptr"
		case "load":
			op = fmt.Sprintf("%%l%d = llvm.load %%p : !llvm.ptr -> i32", i)
		case "call":
			op = "llvm.call @g() : () -> ()"
		case "barrier":
			op = "omp.barrier"
		case "loop":
			op = loop("")
		case "loop-nowait":
			op = loop("nowait ")
		case "loop-red":
			op = loop("reduction(@add_i32 %q -> %r" + fmt.Sprint(i) + " : !llvm.ptr) ")
		case "single":
			op = single("")
		case "single-nowait":
			op = single("nowait ")
		case "single-cp":
			op = single("copyprivate(%q -> @copy_fn : !llvm.ptr) ")
		case "master":
			op = "omp.master {\n      llvm.store %v, %p : i32, !llvm.ptr\n      omp.terminator\n    }"
		case "nested":
			op = "scf.if %cond {\n      omp.barrier\n    }"
		case "br":
			blocks++
			op = fmt.Sprintf("llvm.br ^bb%d\n  ^bb%d:", blocks, blocks)
		default:
			panic("unknown token " + tok)
		}
		b.WriteString("    " + op + "\n")
	}
	b.WriteString("    omp.terminator\n  }\n  llvm.return\n}\n")
	return b.String()
}

// tokens reads the body of the first omp.parallel of m back as tokens.
func tokens(m *ir.Operation) []string {
	var par *ir.Operation
	m.Walk(ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if op.Is(omp.ParallelOpName) {
			par = op
			return ir.Interrupt
		}
		return ir.Advance
	})
	var out []string
	for _, b := range par.Region(0).Blocks() {
		for op := range b.Ops() {
			tok := ""
			switch op.Name() {
			case "llvm.mlir.constant":
				tok = "const"
			case "llvm.alloca":
				tok = "alloca"
			case "llvm.store":
				tok = "store"
			case "llvm.load":
				tok = "load"
			case "llvm.call":
				tok = "call"
			case "llvm.br":
				tok = "br"
			case "scf.if":
				tok = "nested"
			case omp.BarrierOpName:
				tok = "barrier"
			case omp.MasterOpName:
				tok = "master"
			case omp.WsloopOpName, omp.SingleOpName:
				tok = strings.TrimPrefix(op.Name(), "omp.")
				if tok == "wsloop" {
					tok = "loop"
				}
				c := omp.Clauses{Operation: op}
				switch {
				case c.Nowait():
					tok += "-nowait"
				case len(c.ReductionVars()) > 0:
					tok += "-red"
				case len(op.NamedValues("copyprivate_vars")) > 0:
					tok += "-cp"
				}
			case omp.TerminatorOpName:
				continue
			default:
				tok = op.Name()
			}
			out = append(out, tok)
		}
	}
	return out
}

// run parses src, runs the pass on the module and verifies the result.
func run(t *testing.T, p *BarrierElim, src string, threading bool) (*ir.Operation, *ir.Diagnostics) {
	t.Helper()
	m, err := builtin.ParseModule(all.NewContext(), "input.mlir", []byte(src))
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, src)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("input does not verify: %v\n%s", err, src)
	}
	var diags ir.Diagnostics
	if err := p.Run(m, passes.NewState(&diags, threading)); err != nil {
		t.Fatalf("pass failed: %v", err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("output does not verify: %v\n%s", err, m)
	}
	return m, &diags
}

func TestRules(t *testing.T) {
	tests := []struct {
		name               string
		kind               regionKind
		in, want           string
		explicit, implicit int64
	}{
		{"rule 1: ends the region", plainRegion, "store barrier const", "store const", 1, 0},
		{"rule 2: opens the region", plainRegion, "const alloca barrier store call", "const alloca store call", 1, 0},
		{"rule 3: after a barrier", plainRegion, "call barrier const barrier call", "call barrier const call", 1, 0},
		{"rule 3: after a loop", plainRegion, "call loop barrier call", "call loop call", 1, 0},
		{"rule 3: after a single", plainRegion, "call single barrier call", "call single call", 1, 0},
		{"rule 4: loop ends the region", plainRegion, "loop loop const", "loop loop-nowait const", 0, 1},
		{"rule 4: single ends the region", plainRegion, "call single", "call single-nowait", 0, 1},
		{"rules 3 and 4", plainRegion, "loop barrier", "loop-nowait", 1, 1},
		{"only barriers", plainRegion, "barrier barrier barrier", "", 3, 0},
		{"chain of blocks", plainRegion, "store br barrier br barrier", "store br br", 2, 0},
		{"nowait loop is no synchronization", plainRegion, "call loop-nowait barrier call", "call loop-nowait barrier call", 0, 0},

		{"keep: memory between", plainRegion, "store barrier load store barrier load", "store barrier load store barrier load", 0, 0},
		{"keep: unknown call between", plainRegion, "call barrier call", "call barrier call", 0, 0},
		{"drop: the barrier of a loop reduction that ends the region", plainRegion, "call loop-red", "call loop-nowait", 0, 1},
		{"keep: loop reduction before the region's reduction", reductionRegion, "call loop-red", "call loop-red", 0, 0},
		{"keep: loop reduction before memory", plainRegion, "loop-red load", "loop-red load", 0, 0},
		{"keep: barrier after loop reduction", plainRegion, "call loop-red barrier call", "call loop-red barrier call", 0, 0},
		{"keep: copyprivate", plainRegion, "call single-cp", "call single-cp", 0, 0},
		{"keep: nested barrier", plainRegion, "nested", "nested", 0, 0},
		{"keep: after master", plainRegion, "master barrier call", "master barrier call", 0, 0},
		{"keep: first after firstprivate", privateRegion, "barrier store call", "barrier store call", 0, 0},
		{"firstprivate: end still goes", privateRegion, "barrier store barrier", "barrier store", 1, 0},
		{"keep: last before parallel reduction", reductionRegion, "store barrier", "store barrier", 0, 0},
		{"keep: loop before parallel reduction", reductionRegion, "store barrier loop", "store barrier loop", 0, 0},
		{"parallel reduction: after a loop still goes", reductionRegion, "loop barrier", "loop", 1, 0},
		{"parallel reduction: opening still goes", reductionRegion, "barrier store call", "store call", 1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := New().(*BarrierElim)
			m, _ := run(t, p, source(tt.kind, strings.Fields(tt.in)), false)
			if got := strings.Join(tokens(m), " "); got != tt.want {
				t.Errorf("%q: got %q, want %q", tt.in, got, tt.want)
			}
			if e, i := p.ExplicitRemoved.Value(), p.ImplicitRemoved.Value(); e != tt.explicit || i != tt.implicit {
				t.Errorf("%q: removed %d explicit, %d implicit; want %d, %d", tt.in, e, i, tt.explicit, tt.implicit)
			}
		})
	}
}

// gaps returns, for a region of kind holding toks, the number of team
// synchronizations between each two consecutive ops that touch shared
// memory, the region's entry (when privatization touches memory) and end
// (when a reduction combines there) counting as such ops. The loops and
// singles with a reduction or a copyprivate count as touching memory and
// not as synchronizing (their barriers are never removed: the tests check
// that apart).
//
// fixed counts the synchronizations of each gap the pass cannot remove:
// the fork and the join.
func gaps(kind regionKind, toks []string) (out, fixed []int) {
	out = []int{0}
	fixed = []int{0}
	if kind != privateRegion {
		out[0] = 1 // the fork
		fixed[0] = 1
	}
	for _, tok := range toks {
		switch tok {
		case "const", "alloca", "br":
		case "barrier":
			out[len(out)-1]++
		case "loop", "single":
			out = append(out, 1)
			fixed = append(fixed, 0)
		default:
			out = append(out, 0)
			fixed = append(fixed, 0)
		}
	}
	if kind != reductionRegion {
		out[len(out)-1]++ // the join
		fixed[len(fixed)-1]++
	}
	return out, fixed
}

// TestRandomRegions checks the pass on random regions against the model of
// gaps: every pair of memory-touching ops the input orders by a
// synchronization stays ordered (soundness), no two synchronizations are
// left in a row (the pass finds every redundant barrier of straight-line
// code), the barriers of reductions and copyprivates stay, the counts add
// up, a second run changes nothing, and threading changes nothing.
func TestRandomRegions(t *testing.T) {
	vocab := []string{"const", "alloca", "store", "load", "call", "barrier", "barrier", "barrier",
		"loop", "loop-nowait", "loop-red", "single", "single-nowait", "single-cp", "master", "nested", "br"}
	rng := rand.New(rand.NewPCG(6, 4))
	var explicit, implicit int64
	defer func() {
		if explicit < 50 || implicit < 10 {
			t.Errorf("the random regions exercise little: %d explicit, %d implicit barriers removed", explicit, implicit)
		}
	}()
	for iter := range 300 {
		kind := regionKind(rng.IntN(3))
		toks := make([]string, rng.IntN(9))
		for i := range toks {
			toks[i] = vocab[rng.IntN(len(vocab))]
		}
		src := source(kind, toks)
		p := New().(*BarrierElim)
		m, _ := run(t, p, src, iter%2 == 0)
		got := tokens(m)
		name := fmt.Sprintf("kind %d, %q -> %q", kind, toks, got)

		before, _ := gaps(kind, toks)
		after, fixed := gaps(kind, got)
		if len(before) != len(after) {
			t.Fatalf("%s: memory-touching ops changed: %v vs %v", name, before, after)
		}
		for i := range before {
			if before[i] > 0 && after[i] == 0 {
				t.Errorf("%s: gap %d lost its synchronization", name, i)
			}
			if after[i] > max(1, fixed[i]) {
				t.Errorf("%s: gap %d keeps %d synchronizations", name, i, after[i])
			}
		}
		count := func(ts []string, tok string) (n int64) {
			for _, t := range ts {
				if t == tok {
					n++
				}
			}
			return n
		}
		for _, keep := range []string{"single-cp", "nested"} {
			if count(toks, keep) != count(got, keep) {
				t.Errorf("%s: the %s ops changed", name, keep)
			}
		}
		// A loop with a reduction keeps its barrier, except the one that
		// ends the region (only skippable ops after it): the join waits.
		if lost := count(toks, "loop-red") - count(got, "loop-red"); lost != 0 {
			last := ""
			for i := len(toks) - 1; i >= 0; i-- {
				if toks[i] != "const" && toks[i] != "alloca" && toks[i] != "barrier" {
					last = toks[i]
					break
				}
			}
			if lost != 1 || last != "loop-red" || kind == reductionRegion {
				t.Errorf("%s: the loop-red ops changed", name)
			}
		}
		if e := count(toks, "barrier") - count(got, "barrier"); e != p.ExplicitRemoved.Value() {
			t.Errorf("%s: %d barriers gone, statistic says %d", name, e, p.ExplicitRemoved.Value())
		}
		nowaits := count(got, "loop-nowait") + count(got, "single-nowait") - count(toks, "loop-nowait") - count(toks, "single-nowait")
		if nowaits != p.ImplicitRemoved.Value() {
			t.Errorf("%s: %d nowaits set, statistic says %d", name, nowaits, p.ImplicitRemoved.Value())
		}

		explicit += p.ExplicitRemoved.Value()
		implicit += p.ImplicitRemoved.Value()

		once := m.String()
		again := New().(*BarrierElim)
		m2, _ := run(t, again, once, false)
		if m2.String() != once || again.ExplicitRemoved.Value() != 0 || again.ImplicitRemoved.Value() != 0 {
			t.Errorf("%s: a second run changed the IR:\n%s\nthen\n%s", name, once, m2)
		}
	}
}

// TestFunctionsAtOnce runs the pass on a module of many functions with and
// without threads: same IR, same statistics, remarks in the same order.
func TestFunctionsAtOnce(t *testing.T) {
	var b strings.Builder
	b.WriteString(prelude)
	for i := range 40 {
		toks := []string{"store", "barrier", "call", "barrier", "barrier", "loop"}[:2+i%5]
		src := source(plainRegion, toks)
		body := src[strings.Index(src, "llvm.func @f("):]
		b.WriteString(strings.Replace(body, "@f(", fmt.Sprintf("@f%d(", i), 1))
	}
	src := b.String()
	type result struct {
		ir, remarks        string
		explicit, implicit int64
	}
	var results []result
	for _, threading := range []bool{false, true} {
		p := &BarrierElim{Remarks: true}
		m, diags := run(t, p, src, threading)
		var rs []string
		for _, d := range diags.All() {
			rs = append(rs, d.Error())
		}
		results = append(results, result{m.String(), strings.Join(rs, "\n"), p.ExplicitRemoved.Value(), p.ImplicitRemoved.Value()})
	}
	if results[0] != results[1] {
		t.Errorf("threading changed the outcome:\n%+v\nvs\n%+v", results[0], results[1])
	}
	if results[0].explicit == 0 || results[0].remarks == "" {
		t.Errorf("the test removes barriers and keeps some: %+v", results[0])
	}
}

// TestRemarks checks that remarks come only with the option, one for each
// barrier kept, in the order of the IR.
func TestRemarks(t *testing.T) {
	src := source(reductionRegion, strings.Fields("store barrier load nested call loop-red"))
	if _, diags := run(t, New().(*BarrierElim), src, false); len(diags.All()) != 0 {
		t.Errorf("remarks without the option: %v", diags.All())
	}
	_, diags := run(t, &BarrierElim{Remarks: true}, src, false)
	var got []string
	for _, d := range diags.All() {
		if d.Severity != ir.SeverityRemark {
			t.Errorf("not a remark: %v", d)
		}
		got = append(got, d.Message)
	}
	want := []string{
		"'omp.barrier' op kept: before it, 'llvm.store' may access memory; after it, 'llvm.load' may access memory",
		"'omp.barrier' op kept: not at the top level of a parallel region",
		"'omp.wsloop' op implicit barrier kept: the parallel region's reduction follows it",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("remarks:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestRegistered checks the pass's name, option and statistics as the
// registry and the pipeline syntax see them.
func TestRegistered(t *testing.T) {
	reg := passes.NewRegistry()
	Register(reg)
	p, err := passes.NewPass(reg, "omp-barrier-elim", "remarks=true")
	if err != nil {
		t.Fatal(err)
	}
	if !p.(*BarrierElim).Remarks {
		t.Errorf("remarks=true not set")
	}
	pm, err := passes.ParsePipeline("builtin.module(func.func(omp-barrier-elim{remarks=1}),omp-barrier-elim)", "<pipeline>", reg)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := pm.String(), "builtin.module(func.func(omp-barrier-elim{remarks=true}),omp-barrier-elim{remarks=false})"; got != want {
		t.Errorf("pipeline printed as %q, want %q", got, want)
	}
	if p.Info().Anchor != "" {
		t.Errorf("anchored on %q, want any operation", p.Info().Anchor)
	}
}

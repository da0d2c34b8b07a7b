package transforms

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
)

// canonicalizeInputs need only folds, dead-code erasure and region
// simplification, so that strata's output can be compared with
// mlir-opt-16's byte for byte whatever canonicalization patterns exist.
var canonicalizeInputs = map[string]string{
	"constant-order": `func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %x = arith.addi %a, %c1 : i32
  %y = arith.addi %a, %c1 : i32
  %z = arith.muli %x, %y : i32
  %w = arith.addi %c1, %c2 : i32
  %r = arith.addi %z, %w : i32
  return %r : i32
}`,
	"nested-hoist": `func.func @f(%a: i32, %b: i1) -> i32 {
  %c5 = arith.constant 5 : i32
  %x = arith.addi %a, %c5 : i32
  %r = scf.if %b -> i32 {
    %c7 = arith.constant 7 : i32
    %c3 = arith.constant 3 : i32
    %s = arith.addi %c7, %c3 : i32
    %t = arith.muli %s, %x : i32
    scf.yield %t : i32
  } else {
    %c9 = arith.constant 9 : i32
    %u = arith.addi %c9, %a : i32
    scf.yield %u : i32
  }
  %c0 = arith.constant 0 : i32
  %q = arith.addi %r, %c0 : i32
  return %q : i32
}`,
	"duplicate-constants": `func.func @f(%a: i32) -> (i32, i32, i32) {
  %c4 = arith.constant 4 : i32
  %x = arith.muli %a, %c4 : i32
  %d4 = arith.constant 4 : i32
  %c8 = arith.constant 8 : i32
  %y = arith.addi %x, %d4 : i32
  %z = arith.subi %c8, %d4 : i32
  return %x, %y, %z : i32, i32, i32
}`,
	"commutative-swap": `func.func @f(%a: i32, %b: i32) -> (i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %x = arith.addi %c3, %a : i32
  %y = arith.muli %c1, %b : i32
  %z = arith.ori %c0, %x : i32
  %w = arith.andi %c3, %y : i32
  return %x, %z, %w : i32, i32, i32
}`,
	"dead-code": `func.func @f(%a: i32, %b: f32) -> i32 {
  %c1 = arith.constant 1 : i32
  %x = arith.addi %a, %c1 : i32
  %y = arith.muli %x, %x : i32
  %f = arith.addf %b, %b : f32
  %g = arith.mulf %f, %f : f32
  return %a : i32
}`,
	"chain": `func.func @f() -> i64 {
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %a = arith.addi %c1, %c2 : i64
  %b = arith.muli %a, %c3 : i64
  %c = arith.subi %b, %c1 : i64
  %d = arith.shli %c, %c2 : i64
  return %d : i64
}`,
	"compare-select": `func.func @f(%a: i32) -> (i1, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %lt = arith.cmpi slt, %c1, %c2 : i32
  %eq = arith.cmpi eq, %a, %a : i32
  %s = arith.select %lt, %a, %c2 : i32
  %t = arith.addi %s, %c1 : i32
  return %eq, %t : i1, i32
}`,
	"floats": `func.func @f(%x: f64) -> (f64, f64) {
  %a = arith.constant 1.5 : f64
  %b = arith.constant 2.5 : f64
  %s = arith.addf %a, %b : f64
  %m = arith.mulf %s, %x : f64
  %z = arith.constant 0.0 : f64
  %n = arith.subf %m, %z : f64
  return %s, %n : f64, f64
}`,
	"casts": `func.func @f(%a: i8) -> (i32, i64, index) {
  %c = arith.constant 200 : i16
  %e = arith.extsi %c : i16 to i32
  %t = arith.trunci %e : i32 to i8
  %u = arith.extui %t : i8 to i64
  %i = arith.index_cast %e : i32 to index
  %x = arith.extsi %a : i8 to i32
  %y = arith.addi %x, %e : i32
  return %y, %u, %i : i32, i64, index
}`,
	"scf-for": `func.func @f(%n: index, %init: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> i32 {
    %k = arith.constant 2 : i32
    %k3 = arith.constant 3 : i32
    %m = arith.muli %k, %k3 : i32
    %s = arith.addi %acc, %m : i32
    scf.yield %s : i32
  }
  return %r : i32
}`,
	"unreachable-block": `func.func @f(%a: i32, %b: i1) -> i32 {
  %c2 = arith.constant 2 : i32
  cf.cond_br %b, ^bb1, ^bb3(%a : i32)
^bb2:
  %x = arith.addi %a, %c2 : i32
  cf.br ^bb3(%x : i32)
^bb1:
  %y = arith.muli %a, %c2 : i32
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  return %r : i32
}`,
	"dead-block-argument": `func.func @f(%a: i32, %b: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %b, ^bb1(%c1, %a : i32, i32), ^bb2(%c2 : i32)
^bb1(%x: i32, %unused: i32):
  return %x : i32
^bb2(%y: i32):
  %z = arith.addi %y, %a : i32
  return %z : i32
}`,
	"dead-loop-cycle": `func.func @f(%a: i32, %n: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%a : i32)
^bb1(%i: i32):
  %j = arith.addi %i, %c1 : i32
  cf.cond_br %n, ^bb1(%j : i32), ^bb2
^bb2:
  return %a : i32
}`,
	"two-functions": `func.func @g(%a: index) -> index {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %x = arith.addi %a, %c0 : index
  %y = arith.muli %x, %c4 : index
  return %y : index
}
func.func @h() -> index {
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %x = arith.divui %c6, %c4 : index
  return %x : index
}`,
	"types": `func.func @f(%a: i32, %b: i64) -> (i32, i64, i1) {
  %x = arith.addi %a, %a : i32
  %c1 = arith.constant 1 : i32
  %d1 = arith.constant 1 : i64
  %y = arith.muli %x, %c1 : i32
  %z = arith.addi %b, %d1 : i64
  %c2 = arith.constant 2 : i32
  %lt = arith.cmpi slt, %c1, %c2 : i32
  %ge = arith.cmpi sge, %c1, %c2 : i32
  %s = arith.select %ge, %y, %c2 : i32
  return %s, %z, %lt : i32, i64, i1
}`,
	"vector": `func.func @f(%v: vector<4xi32>) -> vector<4xi32> {
  %c = arith.constant dense<3> : vector<4xi32>
  %d = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %e = arith.addi %c, %d : vector<4xi32>
  %f = arith.muli %v, %e : vector<4xi32>
  %z = arith.constant dense<0> : vector<4xi32>
  %g = arith.addi %z, %f : vector<4xi32>
  return %g : vector<4xi32>
}`,
	"bottom-up-mix": `func.func @f(%a: i32, %b: i1) -> i32 {
  %c4 = arith.constant 4 : i32
  %c8 = arith.constant 8 : i32
  %x = arith.muli %c4, %c8 : i32
  %r = scf.if %b -> i32 {
    %c6 = arith.constant 6 : i32
    %y = arith.addi %x, %c6 : i32
    %z = arith.subi %y, %c4 : i32
    scf.yield %z : i32
  } else {
    %q = arith.divsi %c8, %c4 : i32
    %p = arith.addi %q, %a : i32
    scf.yield %p : i32
  }
  %c0 = arith.constant 0 : i32
  %o = arith.ori %r, %c0 : i32
  return %o : i32
}`,
	"float-ops": `func.func @f(%x: f32) -> (f32, f32, i32) {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 3.0 : f32
  %m = arith.mulf %a, %b : f32
  %n = arith.negf %m : f32
  %o = arith.addf %x, %n : f32
  %i = arith.fptosi %m : f32 to i32
  %one = arith.constant 1.0 : f32
  %p = arith.mulf %x, %one : f32
  return %o, %p, %i : f32, f32, i32
}`,
	"merge-blocks": `func.func @f(%a: i32, %b: i32, %c: i1, %d: i1) -> i32 {
  %k = arith.muli %a, %b : i32
  cf.cond_br %c, ^bb1, ^bb3
^bb3:
  cf.cond_br %d, ^bb2, ^bb4
^bb1:
  %x = arith.addi %a, %k : i32
  %y = arith.muli %x, %x : i32
  cf.br ^bb5(%y : i32)
^bb2:
  %z = arith.addi %b, %k : i32
  %w = arith.muli %z, %z : i32
  cf.br ^bb5(%w : i32)
^bb4:
  %q = arith.addi %b, %a : i32
  %p = arith.muli %q, %q : i32
  cf.br ^bb5(%p : i32)
^bb5(%r: i32):
  return %r : i32
}`,
}

// unregisteredInputs hold operations of unregistered dialects, which may
// be isolated from above and so receive their own constants.
var unregisteredInputs = map[string]string{
	"merge-identical-blocks": `func.func @g(%a: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.op"() : () -> ()
  return %a : i32
^bb2:
  "test.op"() : () -> ()
  return %a : i32
}`,
	"nested-loops": `func.func @f(%n: index, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %k = arith.constant 5 : i32
    scf.for %j = %c0 to %n step %c1 {
      %c2 = arith.constant 2 : index
      %t = arith.muli %c2, %c1 : index
      %u = arith.addi %j, %t : index
      %w = arith.addi %k, %k : i32
      "test.use"(%u, %w) : (index, i32) -> ()
    }
  }
  return
}`,
	"unregistered": `func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = "test.region"() ({
    %c2 = arith.constant 2 : i32
    %s = arith.addi %c1, %c2 : i32
    %t = arith.addi %a, %s : i32
    "test.yield"(%t) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}`,
}

func TestCanonicalizeMatchesMLIR(t *testing.T) {
	differential(t, NewCanonicalize, canonicalizeInputs, "--canonicalize")
}

func TestCanonicalizeBottomUpMatchesMLIR(t *testing.T) {
	differential(t, func() passes.Pass {
		p := NewCanonicalize().(*Canonicalize)
		p.TopDown = false
		return p
	}, canonicalizeInputs, "--canonicalize=top-down=false")
}

func TestCanonicalizeNoRegionSimplifyMatchesMLIR(t *testing.T) {
	inputs := map[string]string{}
	for _, k := range []string{"unreachable-block", "dead-block-argument", "dead-loop-cycle"} {
		inputs[k] = canonicalizeInputs[k]
	}
	differential(t, func() passes.Pass {
		p := NewCanonicalize().(*Canonicalize)
		p.RegionSimplify = false
		return p
	}, inputs, "--canonicalize=region-simplify=false")
}

func TestCanonicalizeIterationLimitsMatchMLIR(t *testing.T) {
	differential(t, func() passes.Pass {
		p := NewCanonicalize().(*Canonicalize)
		p.MaxIterations = 1
		return p
	}, canonicalizeInputs, "--canonicalize=max-iterations=1")
	differential(t, func() passes.Pass {
		p := NewCanonicalize().(*Canonicalize)
		p.MaxNumRewrites = 0
		return p
	}, canonicalizeInputs, "--canonicalize=max-num-rewrites=0")
}

func TestCanonicalizeUnregisteredMatchesMLIR(t *testing.T) {
	for _, name := range sortedKeys(unregisteredInputs) {
		for _, topDown := range []bool{true, false} {
			src := unregisteredInputs[name]
			want := mlirOpt(t, src, "--allow-unregistered-dialect", "--canonicalize=top-down="+strconv.FormatBool(topDown))
			p := NewCanonicalize().(*Canonicalize)
			p.TopDown = topDown
			got := runPassUnregistered(t, p, src)
			checkSameAsMLIR(t, fmt.Sprintf("%s, top-down=%v", name, topDown), got, want)
		}
	}
}

// TestCanonicalizeTestConvergence checks that one iteration is not enough
// for a fold that leaves work behind, and that test-convergence turns that
// into a located error.
func TestCanonicalizeTestConvergence(t *testing.T) {
	p := NewCanonicalize().(*Canonicalize)
	p.MaxIterations = 1
	p.TestConvergence = true
	_, err := runPassErr(t, p, canonicalizeInputs["constant-order"])
	if err == nil || !strings.Contains(err.Error(), "Canonicalizer failed to converge within 1 iterations") {
		t.Fatalf("err = %v", err)
	}
	// Without test-convergence the same run succeeds.
	p = NewCanonicalize().(*Canonicalize)
	p.MaxIterations = 1
	runPass(t, p, canonicalizeInputs["constant-order"])
}

func TestCanonicalizeStatistics(t *testing.T) {
	p := NewCanonicalize().(*Canonicalize)
	runPass(t, p, canonicalizeInputs["chain"])
	// Four arithmetic ops fold to constants; the original constants die.
	if got := p.NumFolds.Value(); got != 4 {
		t.Errorf("num-folds = %d, want 4", got)
	}
	if got := p.NumRewrites.Value(); got != 0 {
		t.Errorf("num-rewrites = %d, want 0", got)
	}
	if got := p.NumDCE.Value(); got == 0 {
		t.Error("num-dce = 0, want the dead constants counted")
	}
}

// TestCanonicalizePatternFilters applies a dialect canonicalization
// pattern only when the enable/disable options keep it.
func TestCanonicalizePatternFilters(t *testing.T) {
	ctx := all.NewContext()
	set := CanonicalizationPatterns(ctx, nil)
	total := set.Len()
	var names []string
	for _, d := range ctx.Dialects() {
		for _, def := range d.Ops {
			for _, cp := range def.Canonicalize {
				names = append(names, cp.Name)
			}
		}
	}
	if total != len(names) {
		t.Fatalf("pattern set has %d patterns, the dialects declare %d", total, len(names))
	}
	if len(names) == 0 {
		t.Skip("no dialect declares canonicalization patterns yet")
	}
	p := NewCanonicalize().(*Canonicalize)
	p.DisablePatterns = []string{names[0]}
	if got := CanonicalizationPatterns(ctx, p.keepPattern).Len(); got >= total {
		t.Errorf("disabling %s kept %d of %d patterns", names[0], got, total)
	}
	p = NewCanonicalize().(*Canonicalize)
	p.EnablePatterns = []string{names[0]}
	if got := CanonicalizationPatterns(ctx, p.keepPattern).Len(); got < 1 || got > total {
		t.Errorf("enabling %s kept %d patterns", names[0], got)
	}
}

func TestCanonicalizeOptions(t *testing.T) {
	var got []string
	for _, o := range passes.OptionsOf(NewCanonicalize()) {
		got = append(got, o.Name+"="+o.Value)
	}
	want := []string{"disable-patterns=", "enable-patterns=", "max-iterations=10", "max-num-rewrites=-1",
		"region-simplify=true", "test-convergence=false", "top-down=true"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("options = %v, want %v", got, want)
	}
}

// TestCanonicalizeSharedAcrossGoroutines runs one pass value on several
// functions at once, as the pass manager does; run with -race.
func TestCanonicalizeSharedAcrossGoroutines(t *testing.T) {
	ctx := all.NewContext()
	src := strings.Repeat(canonicalizeInputs["chain"]+"\n", 1)
	var funcs []*ir.Operation
	var mods []*ir.Operation
	for i := 0; i < 8; i++ {
		m, err := builtin.ParseModule(ctx, "in.mlir", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		mods = append(mods, m)
		for op := range m.Region(0).First().Ops() {
			funcs = append(funcs, op)
		}
	}
	p := NewCanonicalize()
	errs := make(chan error, len(funcs))
	for _, f := range funcs {
		go func() { errs <- p.Run(f, passes.NewState(nil, true)) }()
	}
	for range funcs {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range funcs {
		if n := f.Region(0).First().NumOps(); n != 2 {
			t.Errorf("function has %d ops after canonicalize, want a constant and a return", n)
		}
	}
	_ = mods
}

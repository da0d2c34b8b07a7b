package transforms

import (
	"strings"
	"testing"

	"github.com/strata-ir/strata/ir"
)

var cseInputs = map[string]string{
	"commutative-dead-and-dominance": `func.func @f(%a: i32, %b: i32, %c: i1) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %b : i32
  %c1b = arith.constant 1 : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.addi %a, %b : i32
  %dead = arith.muli %a, %a : i32
  %3 = scf.if %c -> i32 {
    %4 = arith.addi %a, %b : i32
    %c1c = arith.constant 1 : i32
    %x = arith.addi %4, %c1c : i32
    scf.yield %x : i32
  } else {
    scf.yield %c1b : i32
  }
  %5 = scf.if %c -> i32 {
    %4 = arith.addi %a, %b : i32
    %c1c = arith.constant 1 : i32
    %x = arith.addi %4, %c1c : i32
    scf.yield %x : i32
  } else {
    scf.yield %c1b : i32
  }
  %s = arith.addi %0, %1 : i32
  %t = arith.addi %s, %2 : i32
  %u = arith.addi %t, %c1 : i32
  %v = arith.addi %3, %5 : i32
  return %u, %v : i32, i32
}
func.func @g(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %c1b = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.br ^bb3(%c1b : i32)
^bb2:
  %c2b = arith.constant 2 : i32
  cf.br ^bb3(%c2b : i32)
^bb3(%r: i32):
  %c1d = arith.constant 1 : i32
  %x = arith.addi %r, %c1d : i32
  return %x : i32
}
`,
	"regions-and-locations": `func.func @f(%a: i32, %b: i32, %c: i1) -> (i32, i32) {
  %3 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %5 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %e1 = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  %e2 = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  %x = arith.addi %3, %5 : i32
  %y = arith.addi %e1, %e2 : i32
  return %x, %y : i32, i32
}
func.func @loc(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("x")
  %1 = arith.addi %a, %a : i32 loc("y")
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
`,
	"nested-scopes": `func.func @f(%lb: index, %ub: index, %st: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %c0) -> i32 {
    %c0b = arith.constant 0 : i32
    %x = arith.addi %a, %c0b : i32
    %y = arith.addi %acc, %x : i32
    scf.yield %y : i32
  }
  %x2 = arith.addi %a, %c0 : i32
  %c0c = arith.constant 0 : i32
  %z = arith.addi %r, %x2 : i32
  %w = arith.addi %z, %c0c : i32
  return %w : i32
}
func.func @g(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %x = arith.addi %a, %c0 : i32
  return %x : i32
}
`,
	"calls-not-cse": `func.func private @ext(i32) -> i32
func.func @f(%a: i32) -> i32 {
  %0 = call @ext(%a) : (i32) -> i32
  %1 = call @ext(%a) : (i32) -> i32
  %c = arith.cmpi eq, %0, %1 : i32
  %d = arith.cmpi eq, %0, %1 : i32
  %e = arith.cmpi ne, %0, %1 : i32
  %s = arith.select %c, %0, %1 : i32
  %t = arith.select %d, %0, %1 : i32
  %u = arith.select %e, %s, %t : i32
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 1.0 : f64
  %f3 = arith.constant 1.0 : f32
  %g = arith.addf %f1, %f3 : f32
  %h = arith.extf %g : f32 to f64
  %k = arith.addf %h, %f2 : f64
  %kk = arith.fptosi %k : f64 to i32
  %v = arith.addi %u, %kk : i32
  return %v : i32
}
`,
}

func TestCSEDifferential(t *testing.T) {
	differential(t, NewCSE, cseInputs, "--cse")
}

func TestCSEStatistics(t *testing.T) {
	p := &CSE{}
	runPass(t, p, cseInputs["commutative-dead-and-dominance"])
	// @f: %c1b, %1, %2 and the two copies of %4, %c1c in the scf.ifs;
	// dead: %dead in @f, %c1 and %c2 in @g.
	if got := p.NumCSE.Value(); got != 7 {
		t.Errorf("num-cse'd = %d, want 7", got)
	}
	if got := p.NumDCE.Value(); got != 3 {
		t.Errorf("num-dce'd = %d, want 3", got)
	}
}

// TestCSEUnknownLocation checks that the kept operation takes the location
// of the one it replaces when its own is unknown.
func TestCSEUnknownLocation(t *testing.T) {
	src := `func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32 loc(unknown)
  %1 = arith.addi %a, %a : i32 loc("here")
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
`
	out := runPassWith(t, NewCSE(), src, true)
	if !strings.Contains(out, `%0 = arith.addi %arg0, %arg0 : i32 loc("here")`) {
		t.Errorf("the kept addi did not take the known location:\n%s", out)
	}
}

// TestCSEReadOnly checks MLIR 16's handling of operations that only read:
// equal reads in one block with no write in between are merged.
func TestCSEReadOnly(t *testing.T) {
	ctx := newTestEffectsContext(t)
	src := `func.func @f(%p: i32) -> (i32, i32, i32, i32) {
  %0 = "fx.load"(%p) : (i32) -> i32
  %1 = "fx.load"(%p) : (i32) -> i32
  "fx.store"(%p) : (i32) -> ()
  %2 = "fx.load"(%p) : (i32) -> i32
  %3 = "fx.load"(%p) : (i32) -> i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
`
	out, err := runPassIn(t, ctx, NewCSE(), src, false)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(out, "fx.load"); n != 2 {
		t.Errorf("want 2 loads left (one each side of the store), got %d:\n%s", n, out)
	}
	if !strings.Contains(out, "return %0, %0, %1, %1") {
		t.Errorf("loads not merged as expected:\n%s", out)
	}
}

// newTestEffectsContext registers a dialect "fx" with a load (reads) and
// a store (writes), which strata's own dialects do not have.
func newTestEffectsContext(t *testing.T) *ir.Context {
	t.Helper()
	ctx := newContext()
	err := ctx.RegisterDialect(&ir.Dialect{Name: "fx", Ops: []*ir.OpDef{
		{
			Name:     "fx.load",
			Operands: []ir.OperandDef{{Name: "addr", Type: ir.AnyType}},
			Results:  []ir.ResultDef{{Name: "value", Type: ir.AnyType}},
			Effects: func(*ir.Operation) []ir.MemoryEffect {
				return []ir.MemoryEffect{{Kind: ir.EffectRead}}
			},
		},
		{
			Name:     "fx.store",
			Operands: []ir.OperandDef{{Name: "addr", Type: ir.AnyType}},
			Effects: func(*ir.Operation) []ir.MemoryEffect {
				return []ir.MemoryEffect{{Kind: ir.EffectWrite}}
			},
		},
	}})
	if err != nil {
		t.Fatal(err)
	}
	return ctx
}

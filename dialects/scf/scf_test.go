package scf_test

import (
	"testing"

	"github.com/strata-ir/strata/dialects/all/dialecttest"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/funcs"
	"github.com/strata-ir/strata/dialects/scf"
	"github.com/strata-ir/strata/ir"
)

func TestAccessors(t *testing.T) {
	m := dialecttest.ParseVerified(t, "scf.mlir", `
func.func @f(%n: index, %x: f32, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (f32) {
    %s = arith.addf %a, %a : f32
    scf.yield %s : f32
  }
  %q = scf.if %c -> (f32) {
    scf.yield %r : f32
  } else {
    scf.yield %x : f32
  }
  scf.if %c {
  }
  %w = scf.while (%v = %q) : (f32) -> f32 {
    scf.condition(%c) %v : f32
  } do {
  ^bb0(%u: f32):
    scf.yield %u : f32
  }
  %e = scf.execute_region -> f32 {
    scf.yield %w : f32
  }
  return %e : f32
}`)
	mod, _ := builtin.AsModule(m)
	fn, _ := funcs.AsFunc(mod.Lookup("f"))
	ops := []*ir.Operation{}
	for op := range fn.Entry().Ops() {
		ops = append(ops, op)
	}
	args := fn.Arguments()

	f, ok := scf.AsFor(ops[2])
	if !ok || f.UpperBound() != args[0] || f.LowerBound() != ops[0].Result(0) || f.Step() != ops[1].Result(0) ||
		len(f.InitArgs()) != 1 || f.InductionVar().Type() != ir.Type(ir.Index) || len(f.RegionIterArgs()) != 1 ||
		f.Yield().NumOperands() != 1 {
		t.Fatal("for")
	}
	i, ok := scf.AsIf(ops[3])
	if !ok || i.Condition() != args[2] || i.Then() == nil || i.Else() == nil {
		t.Fatal("if")
	}
	// The parser gave the empty if its implicit yield, and no else.
	i2, _ := scf.AsIf(ops[4])
	if _, ok := scf.AsYield(i2.Then().Last()); !ok || i2.Else() != nil {
		t.Fatal("implicit yield")
	}
	w, ok := scf.AsWhile(ops[5])
	if !ok || len(w.Inits()) != 1 || w.Condition().Cond() != args[2] || len(w.Condition().Args()) != 1 || w.After().NumArguments() != 1 {
		t.Fatal("while")
	}
	e, ok := scf.AsExecuteRegion(ops[6])
	if !ok || e.Body().NumBlocks() != 1 {
		t.Fatal("execute_region")
	}
	if _, ok := scf.AsFor(ops[3]); ok {
		t.Fatal("if read as for")
	}
}

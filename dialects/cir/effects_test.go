package cir_test

import (
	"testing"

	"github.com/strata-ir/strata/dialects/all/dialecttest"
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/ir"
)

// findOps returns the ops named name in m, in order.
func findOps(m *ir.Operation, name string) []*ir.Operation {
	var ops []*ir.Operation
	m.WalkAll(func(op *ir.Operation) {
		if op.Is(name) {
			ops = append(ops, op)
		}
	})
	return ops
}

// TestEffects checks what passes learn from the ops' effects: which ops
// may be erased when unused, which may be hoisted.
func TestEffects(t *testing.T) {
	m := dialecttest.ParseVerified(t, "effects.mlir", `
cir.func @f(%c: !cir.bool, %p: !cir.ptr<!cir.int<s, 32>>, %i: !cir.int<s, 32>, %d: !cir.double) {
  %0 = cir.load %p : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
  %1 = cir.load volatile %p : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
  %2 = cir.binop(div, %i, %i) : !cir.int<s, 32>
  %3 = cir.binop(div, %d, %d) : !cir.double
  %4 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["x"]
  cir.if %c {
    cir.return
  }
  cir.if %c {
    %5 = cir.binop(add, %i, %i) : !cir.int<s, 32>
  }
  cir.while {
    cir.condition(%c)
  } do {
    cir.break
  }
  cir.return
}`)
	loads := findOps(m, cir.LoadOpName)
	if !ir.WouldBeTriviallyDead(loads[0]) {
		t.Error("an unused load should be erasable")
	}
	if ir.WouldBeTriviallyDead(loads[1]) {
		t.Error("a volatile load must not be erasable")
	}
	divs := findOps(m, cir.BinOpName)
	if ir.IsSpeculatable(divs[0]) {
		t.Error("an integer division must not be speculatable (division by zero)")
	}
	if !ir.IsSpeculatable(divs[1]) {
		t.Error("a float division should be speculatable")
	}
	if alloca := findOps(m, cir.AllocaOpName)[0]; !ir.WouldBeTriviallyDead(alloca) {
		t.Error("an unused alloca should be erasable")
	}
	ifs := findOps(m, cir.IfOpName)
	if ir.WouldBeTriviallyDead(ifs[0]) {
		t.Error("an if that returns early must not be erasable")
	}
	if !ir.WouldBeTriviallyDead(ifs[1]) {
		t.Error("an if of pure ops should be erasable")
	}
	if loop := findOps(m, cir.WhileOpName)[0]; ir.IsMemoryEffectFree(loop) {
		t.Error("a loop that breaks has a control effect")
	}
	if ret := findOps(m, cir.ReturnOpName)[0]; ir.IsMemoryEffectFree(ret) {
		t.Error("cir.return must not be effect free")
	}
}

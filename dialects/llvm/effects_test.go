package llvm_test

import (
	"testing"

	"github.com/strata-ir/strata/dialects/all/dialecttest"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
)

// TestMemTransferEffects checks the effects of the memory intrinsics:
// each writes its destination; memcpy, memcpy.inline and memmove read
// their source, memset reads nothing.
func TestMemTransferEffects(t *testing.T) {
	m := dialecttest.ParseVerified(t, "effects.mlir", `
llvm.func @f(%d: !llvm.ptr, %s: !llvm.ptr, %n: i64, %b: i8) {
  %f = llvm.mlir.constant(false) : i1
  "llvm.intr.memcpy"(%d, %s, %n, %f) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
  "llvm.intr.memmove"(%d, %s, %n, %f) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
  "llvm.intr.memcpy.inline"(%d, %s) <{isVolatile = false, len = 8 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  "llvm.intr.memset"(%d, %b, %n, %f) : (!llvm.ptr, i8, i64, i1) -> ()
  llvm.return
}`)
	for _, c := range []struct {
		name     string
		readsSrc bool
	}{
		{llvm.MemcpyOpName, true},
		{llvm.MemmoveOpName, true},
		{llvm.MemcpyInlineOpName, true},
		{llvm.MemsetOpName, false},
	} {
		var op *ir.Operation
		m.WalkAll(func(o *ir.Operation) {
			if o.Is(c.name) {
				op = o
			}
		})
		if op == nil || op.NumOperands() != 4 {
			t.Fatalf("%s: not found with 4 operands", c.name)
		}
		effects, known := op.MemoryEffects()
		if !known {
			t.Fatalf("%s: effects unknown", c.name)
		}
		var writesDst, readsSrc bool
		for _, e := range effects {
			switch {
			case e.Kind == ir.EffectWrite && e.Value == op.Operand(0):
				writesDst = true
			case e.Kind == ir.EffectRead && e.Value == op.Operand(1):
				readsSrc = true
			}
		}
		if !writesDst || readsSrc != c.readsSrc {
			t.Errorf("%s: writes its destination %v, reads its source %v; want true, %v", c.name, writesDst, readsSrc, c.readsSrc)
		}
	}
}

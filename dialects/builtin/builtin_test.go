package builtin_test

import (
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/all/dialecttest"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
)

func TestParseModule(t *testing.T) {
	tests := []struct {
		name, src string
		wantName  string // of the module returned
		wantOps   int    // directly in its body
	}{
		{"one module", "module @m {\n  func.func private @f()\n}\n", "m", 1},
		{"bare ops", "func.func private @f()\nfunc.func private @g()\n", "", 2},
		{"two modules", "module @a {\n}\nmodule @b {\n}\n", "", 2},
		{"module and op", "module @a {\n}\nfunc.func private @f()\n", "", 2},
		{"empty file", "", "", 0},
		{"comments only", "// nothing here\n", "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := builtin.ParseModule(all.NewContext(), "in.mlir", []byte(tt.src))
			if err != nil {
				t.Fatal(err)
			}
			mod, ok := builtin.AsModule(m)
			if !ok {
				t.Fatalf("got %s", m.Name())
			}
			if mod.Name() != tt.wantName || mod.Body().NumOps() != tt.wantOps {
				t.Fatalf("module @%q with %d ops, want @%q with %d", mod.Name(), mod.Body().NumOps(), tt.wantName, tt.wantOps)
			}
			if m.Block() != nil {
				t.Fatal("module not detached")
			}
			if err := ir.Verify(m); err != nil {
				t.Fatal(err)
			}
		})
	}
	if _, err := builtin.ParseModule(all.NewContext(), "bad.mlir", []byte("module {")); err == nil {
		t.Fatal("parsed an unterminated module")
	}
}

func TestModuleBuilderAndLookup(t *testing.T) {
	ctx := all.NewContext()
	m := builtin.NewModule(ctx, "top", nil)
	inner := builtin.NewModule(ctx, "inner", nil)
	m.Body().Append(inner.Operation)
	if m.Lookup("inner") != inner.Operation || m.Lookup("nope") != nil {
		t.Fatal("lookup")
	}
	if got := dialecttest.Print(t, m.Operation, false); got != "module @top {\n  module @inner {\n  }\n}\n" {
		t.Fatalf("got %q", got)
	}
}

func TestUnrealizedCastFolds(t *testing.T) {
	m := dialecttest.ParseVerified(t, "casts.mlir", `
func.func @f(%a: i32) -> (i32, i32, i64) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  %2 = builtin.unrealized_conversion_cast %a : i32 to i32
  %3 = builtin.unrealized_conversion_cast %0 : i64 to f32
  return %1, %2, %0 : i32, i32, i64
}`)
	var casts []*ir.Operation
	m.Walk(ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if op.Is(builtin.UnrealizedConversionCastOpName) {
			casts = append(casts, op)
		}
		return ir.Advance
	})
	arg := casts[0].Operand(0)
	fold := func(op *ir.Operation) []ir.FoldResult {
		return op.Def().Fold(op, make([]ir.Attribute, op.NumOperands()))
	}
	if r := fold(casts[0]); r != nil {
		t.Fatalf("i32 -> i64 folded: %+v", r)
	}
	if r := fold(casts[1]); len(r) != 1 || r[0].Value != arg {
		t.Fatalf("round trip cast: %+v", r)
	}
	if r := fold(casts[2]); len(r) != 1 || r[0].Value != arg {
		t.Fatalf("identity cast: %+v", r)
	}
	if r := fold(casts[3]); r != nil {
		t.Fatalf("i64 -> f32 of a cast from i32 folded: %+v", r)
	}
}

func TestRegisterTwice(t *testing.T) {
	ctx := ir.NewContext()
	if err := builtin.Register(ctx); err != nil {
		t.Fatal(err)
	}
	if err := builtin.Register(ctx); err == nil {
		t.Fatal("registered builtin twice")
	}
	if err := all.Register(ir.NewContext()); err != nil {
		t.Fatal(err)
	}
}

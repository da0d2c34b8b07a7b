package ir_test

import (
	"strings"
	"testing"

	"github.com/strata-ir/strata/ir"
)

func TestBinaryOpDef(t *testing.T) {
	ctx := ir.NewContext()
	ctx.SetAllowUnregisteredDialects(true)
	add := ir.BinaryOpDef("t.add", "addition", ir.SignlessIntegerLike, ir.Commutative)
	sub := ir.BinaryOpDef("t.sub", "subtraction", ir.SignlessIntegerLike)
	// Each definition owns its slices: extending one leaves the other alone.
	add.Traits = append(add.Traits, ir.ConstantLike)
	if len(sub.Traits) != 2 {
		t.Fatalf("sub.Traits = %v, want Pure and SameOperandsAndResultType only", sub.Traits)
	}
	if err := ctx.RegisterDialect(&ir.Dialect{Name: "t", Ops: []*ir.OpDef{add, sub}}); err != nil {
		t.Fatal(err)
	}
	const src = `%0 = "u.val"() : () -> i32
%1 = t.add %0, %0 : i32
%2 = t.sub %1, %0 : i32
`
	block, err := ir.ParseSource(ctx, "b.mlir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	ir.PrintBlock(&out, block, ir.PrintOptions{})
	if out.String() != src {
		t.Errorf("round trip:\n%s\nwant:\n%s", out.String(), src)
	}
	if !block.First().Next().HasTrait(ir.Commutative) {
		t.Error("t.add lost its extra trait")
	}

	// The wrapper gives the verifier one op to check, whose region holds
	// both the use and its definition.
	bad := `"u.wrap"() ({
  %0 = "u.val"() : () -> f32
  %1 = t.add %0, %0 : f32
}) : () -> ()
`
	block, err = ir.ParseSource(ctx, "bad.mlir", []byte(bad))
	if err == nil {
		err = ir.Verify(block.First())
	}
	if err == nil || !strings.Contains(err.Error(), "must be signless-integer-like") {
		t.Errorf("t.add on f32: err = %v, want the constraint's message", err)
	}
}

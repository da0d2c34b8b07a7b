package all_test

import (
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/all/dialecttest"
	"github.com/strata-ir/strata/dialects/arith"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/cf"
	"github.com/strata-ir/strata/dialects/funcs"
	"github.com/strata-ir/strata/dialects/scf"
	"github.com/strata-ir/strata/ir"
)

// TestBuilders builds a program with every dialect's builders, verifies
// it and compares its text with the expected one (which mlir-opt-16
// prints the same way).
func TestBuilders(t *testing.T) {
	ctx := all.NewContext()
	m := builtin.NewModule(ctx, "", nil)
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointToEnd(m.Body())

	i32, idx := ir.Type(ir.I32), ir.Type(ir.Index)
	sum := funcs.NewFunc(b, "sum", ctx.FunctionType([]ir.Type{idx}, []ir.Type{i32}), nil, func(b *ir.Builder, args []*ir.Value) {
		c0 := arith.NewConstantIndex(b, 0, nil).Result()
		c1 := arith.NewConstantIndex(b, 1, nil).Result()
		zero := arith.NewConstantInt(b, 0, i32, nil).Result()
		loop := scf.NewFor(b, c0, args[0], c1, []*ir.Value{zero}, nil, func(b *ir.Builder, a []*ir.Value) []*ir.Value {
			iv := arith.NewIndexCast(b, a[0], i32, nil).Out()
			return []*ir.Value{arith.NewAddI(b, a[1], iv, nil).Result()}
		})
		funcs.NewReturn(b, loop.Results(), nil)
	})
	funcs.NewFunc(b, "ext", ctx.FunctionType([]ir.Type{i32}, nil), nil, nil)
	funcs.NewFunc(b, "main", ctx.FunctionType([]ir.Type{i32, ir.F32}, []ir.Type{i32}), nil, func(b *ir.Builder, args []*ir.Value) {
		x, f := args[0], args[1]
		n := arith.NewIndexCast(b, x, idx, nil).Out()
		s := funcs.NewCallTo(b, sum, []*ir.Value{n}, nil).Result(0)
		funcs.NewCall(b, "ext", nil, []*ir.Value{s}, nil)
		zero := arith.NewConstantInt(b, 0, i32, nil).Result()
		neg := arith.NewCmpI(b, arith.CmpISlt, s, zero, nil).Result()
		abs := scf.NewIf(b, neg, []ir.Type{i32}, nil,
			func(b *ir.Builder) []*ir.Value { return []*ir.Value{arith.NewSubI(b, zero, s, nil).Result()} },
			func(b *ir.Builder) []*ir.Value { return []*ir.Value{s} })
		scf.NewIf(b, neg, nil, nil, func(b *ir.Builder) []*ir.Value {
			funcs.NewCall(b, "ext", nil, []*ir.Value{x}, nil)
			return nil
		}, nil)
		w := scf.NewWhile(b, []*ir.Value{abs.Result(0)}, []ir.Type{i32}, nil,
			func(b *ir.Builder, a []*ir.Value) (*ir.Value, []*ir.Value) {
				return arith.NewCmpI(b, arith.CmpISgt, a[0], zero, nil).Result(), a
			},
			func(b *ir.Builder, a []*ir.Value) []*ir.Value {
				one := arith.NewConstantInt(b, 1, i32, nil).Result()
				return []*ir.Value{arith.NewShRUI(b, a[0], one, nil).Result()}
			})
		e := scf.NewExecuteRegion(b, []ir.Type{ir.F32}, nil, func(b *ir.Builder) []*ir.Value {
			add := arith.NewAddF(b, f, f, nil)
			add.SetFastMath(arith.FastMathNNaN | arith.FastMathNInf)
			return []*ir.Value{add.Result()}
		})
		c := builtin.NewUnrealizedConversionCast(b, e.Results(), []ir.Type{ir.I64}, nil)
		_ = c

		// The unstructured tail: assert, switch, branches.
		entry := b.InsertionPoint().Block
		region := entry.Parent()
		exit := region.AddBlock([]ir.Type{i32}, nil)
		other := region.AddBlock(nil, nil)
		ok := arith.NewCmpI(b, arith.CmpINe, w.Result(0), x, nil).Result()
		cf.NewAssert(b, ok, "unexpected", nil)
		cf.NewSwitch(b, x, exit, []*ir.Value{x}, []cf.SwitchCase{{Value: 3, Dest: other}, {Value: -1, Dest: exit, Args: []*ir.Value{s}}}, nil)
		b.SetInsertionPointToEnd(other)
		cf.NewCondBr(b, neg, exit, []*ir.Value{s}, exit, []*ir.Value{x}, nil)
		b.SetInsertionPointToEnd(exit)
		funcs.NewReturn(b, exit.Arguments(), nil)
	})
	if err := ir.Verify(m.Operation); err != nil {
		t.Fatal(err)
	}
	want := `module {
  func.func @sum(%arg0: index) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %c0_i32) -> (i32) {
      %1 = arith.index_cast %arg1 : index to i32
      %2 = arith.addi %arg2, %1 : i32
      scf.yield %2 : i32
    }
    return %0 : i32
  }
  func.func private @ext(i32)
  func.func @main(%arg0: i32, %arg1: f32) -> i32 {
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = call @sum(%0) : (index) -> i32
    call @ext(%1) : (i32) -> ()
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi slt, %1, %c0_i32 : i32
    %3 = scf.if %2 -> (i32) {
      %9 = arith.subi %c0_i32, %1 : i32
      scf.yield %9 : i32
    } else {
      scf.yield %1 : i32
    }
    scf.if %2 {
      func.call @ext(%arg0) : (i32) -> ()
    }
    %4 = scf.while (%arg2 = %3) : (i32) -> i32 {
      %9 = arith.cmpi sgt, %arg2, %c0_i32 : i32
      scf.condition(%9) %arg2 : i32
    } do {
    ^bb0(%arg2: i32):
      %c1_i32 = arith.constant 1 : i32
      %9 = arith.shrui %arg2, %c1_i32 : i32
      scf.yield %9 : i32
    }
    %5 = scf.execute_region -> f32 {
      %9 = arith.addf %arg1, %arg1 fastmath<nnan,ninf> : f32
      scf.yield %9 : f32
    }
    %6 = builtin.unrealized_conversion_cast %5 : f32 to i64
    %7 = arith.cmpi ne, %4, %arg0 : i32
    cf.assert %7, "unexpected"
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg0 : i32),
      3: ^bb2,
      4294967295: ^bb1(%1 : i32)
    ]
  ^bb1(%8: i32):  // 4 preds: ^bb0, ^bb0, ^bb2, ^bb2
    return %8 : i32
  ^bb2:  // pred: ^bb0
    cf.cond_br %2, ^bb1(%1 : i32), ^bb1(%arg0 : i32)
  }
}
`
	if got := dialecttest.Print(t, m.Operation, false); got != want {
		t.Errorf("built IR prints differently:\n%s\ngot:\n%s", dialecttest.Diff(want, got), got)
	}
	if dialecttest.HaveMLIROpt() {
		out, err := dialecttest.RunMLIROptBatch([]string{want})
		if err != nil {
			t.Fatal(err)
		}
		if out[0] != want {
			t.Errorf("mlir-opt-16 prints the expected text differently:\n%s", dialecttest.Diff(want, out[0]))
		}
	}
}

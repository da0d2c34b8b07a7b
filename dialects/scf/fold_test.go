package scf_test

import (
	"testing"

	"github.com/strata-ir/strata/dialects/all/dialecttest"
	"github.com/strata-ir/strata/ir"
)

// foldFirstIf folds the first scf.if of src's function with its OpDef.Fold
// and returns whether it folded and the function body after.
func foldFirstIf(t *testing.T, src string) (folded bool, body string) {
	t.Helper()
	m := dialecttest.ParseVerified(t, "fold.mlir", src)
	var ifOp *ir.Operation
	m.Walk(ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if ifOp == nil && op.Name() == "scf.if" {
			ifOp = op
		}
		return ir.Advance
	})
	if ifOp == nil {
		t.Fatal("no scf.if in the source")
	}
	r := ifOp.Def().Fold(ifOp, make([]ir.Attribute, ifOp.NumOperands()))
	if r != nil {
		if len(r) != ifOp.NumResults() {
			t.Fatalf("fold returned %d results for %d", len(r), ifOp.NumResults())
		}
		for i, fr := range r {
			if fr.Attr != nil || fr.Value != ifOp.Result(i) {
				t.Fatalf("fold result %d is not the op's own result: %+v", i, fr)
			}
		}
		if err := ir.Verify(m); err != nil {
			t.Fatalf("invalid after the fold: %v", err)
		}
	}
	return r != nil, dialecttest.FunctionBody(dialecttest.Print(t, m, false))
}

func TestIfFoldSwapsNegatedCondition(t *testing.T) {
	folded, body := foldFirstIf(t, `
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %r = scf.if %n -> (i32) {
    scf.yield %a : i32
  } else {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  }
  return %r : i32
}`)
	want := dialecttest.TrimLines(`
%true = arith.constant true
%0 = arith.xori %arg0, %true : i1
%1 = scf.if %arg0 -> (i32) {
%2 = arith.addi %arg1, %arg2 : i32
scf.yield %2 : i32
} else {
scf.yield %arg1 : i32
}
return %1 : i32`)
	if !folded || body != want {
		t.Errorf("folded %v, body:\n%s\nwant:\n%s", folded, body, want)
	}
}

func TestIfFoldWithoutResults(t *testing.T) {
	folded, body := foldFirstIf(t, `
func.func @f(%c: i1, %a: i32, %b: i32) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    %x = arith.addi %a, %a : i32
  } else {
    %y = arith.muli %b, %b : i32
  }
  return
}`)
	if !folded {
		t.Fatalf("not folded:\n%s", body)
	}
	want := dialecttest.TrimLines(`
%true = arith.constant true
%0 = arith.xori %arg0, %true : i1
scf.if %arg0 {
%1 = arith.muli %arg2, %arg2 : i32
} else {
%1 = arith.addi %arg1, %arg1 : i32
}
return`)
	if body != want {
		t.Errorf("body:\n%s\nwant:\n%s", body, want)
	}
}

func TestIfFoldLeavesOthers(t *testing.T) {
	for name, src := range map[string]string{
		"no else": `
func.func private @g()
func.func @f(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    func.call @g() : () -> ()
  }
  return
}`,
		"xor with false": `
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  %false = arith.constant false
  %n = arith.xori %c, %false : i1
  %r = scf.if %n -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}`,
		"xor of two values": `
func.func @f(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  %n = arith.xori %c, %d : i1
  %r = scf.if %n -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}`,
	} {
		if folded, body := foldFirstIf(t, src); folded {
			t.Errorf("%s: folded to\n%s", name, body)
		}
	}
}

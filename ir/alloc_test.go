package ir

import (
	"strings"
	"testing"
)

// Tests of what keeps parsing cheap: operations allocated with their
// results and operands, parsers of the assembly format and value scopes
// reused from op to op, operand locations computed on demand.

// TestCreateShapes creates operations of every number of results and
// operands, the shapes allocated inline and the others, and checks that
// they behave alike: values, use lists, operand changes, cloning, erasing.
func TestCreateShapes(t *testing.T) {
	ctx := NewContext()
	ctx.SetAllowUnregisteredDialects(true)
	src := ctx.Create(OperationState{Name: "t.src", ResultTypes: []Type{I32, I32, I32, I32}})
	for nRes := range 4 {
		for nOpd := range 5 {
			operands := make([]*Value, nOpd)
			for i := range operands {
				operands[i] = src.Result(i % src.NumResults())
			}
			types := make([]Type, nRes)
			for i := range types {
				types[i] = I64
			}
			op := ctx.Create(OperationState{Name: "t.op", Operands: operands, ResultTypes: types, NumRegions: nRes % 2})
			if op.NumResults() != nRes || op.NumOperands() != nOpd || op.NumRegions() != nRes%2 || op.NumSuccessors() != 0 {
				t.Fatalf("%d results, %d operands: got %d, %d, %d regions", nRes, nOpd, op.NumResults(), op.NumOperands(), op.NumRegions())
			}
			for i := range nRes {
				r := op.Result(i)
				if r.DefiningOp() != op || r.Index() != i || r.Type() != I64 || r.HasUses() {
					t.Fatalf("%d results, %d operands: result %d is wrong", nRes, nOpd, i)
				}
			}
			for i := range nOpd {
				u := op.OpOperand(i)
				if u.Get() != operands[i] || u.Owner() != op || u.Index() != i {
					t.Fatalf("%d results, %d operands: operand %d is wrong", nRes, nOpd, i)
				}
			}
			// Growing the operands moves them out of the inline array.
			op.SetOperands(append(operands, src.Result(3)))
			if op.NumOperands() != nOpd+1 || op.Operand(nOpd) != src.Result(3) {
				t.Fatalf("%d results, %d operands: SetOperands did not take", nRes, nOpd)
			}
			c := op.Clone(nil)
			if c.NumResults() != nRes || c.NumOperands() != nOpd+1 || c.Loc() != op.Loc() {
				t.Fatalf("%d results, %d operands: bad clone", nRes, nOpd)
			}
			c.Erase()
			op.Erase()
		}
	}
	for i := range src.NumResults() {
		if src.Result(i).HasUses() {
			t.Errorf("result %d of the source is still used after every user was erased", i)
		}
	}
}

// TestCreateSuccessors checks the successor slots, which only branches
// have.
func TestCreateSuccessors(t *testing.T) {
	ctx := NewContext()
	ctx.SetAllowUnregisteredDialects(true)
	b1, b2 := &Block{}, &Block{}
	op := ctx.Create(OperationState{Name: "t.br", Successors: []*Block{b1, b2, b1}})
	if op.NumSuccessors() != 3 || op.Successor(0) != b1 || op.Successor(1) != b2 || len(op.Successors()) != 3 {
		t.Fatalf("successors: %v", op.Successors())
	}
	if n := len(b1.Predecessors()); n != 2 {
		t.Errorf("b1 has %d predecessors, want 2", n)
	}
	op.SetSuccessor(2, b2)
	if op.Successor(2) != b2 || len(b1.Predecessors()) != 1 {
		t.Error("SetSuccessor did not move the use")
	}
	op.Erase()
	if b1.HasPredecessors() || b2.HasPredecessors() {
		t.Error("the erased branch still uses its successors")
	}
}

// TestOperandLoc checks that ParseOperand leaves the location to
// OperandLoc, and that ParseArgument still sets it.
func TestOperandLoc(t *testing.T) {
	ctx := NewContext()
	p := newParser(ctx, "ops.mlir", "  %a, %b#1\n%c")
	u, err := p.ParseOperand()
	if err != nil {
		t.Fatal(err)
	}
	if u.Loc != nil || u.Name != "%a" {
		t.Errorf("ParseOperand gave %+v, want %%a without a location", u)
	}
	if got, want := p.OperandLoc(u), (NewFileLineColLoc("ops.mlir", 1, 3)); !got.(FileLineColLoc).Equal(want) {
		t.Errorf("OperandLoc = %v, want %v", got, want)
	}
	if !p.ParseOptionalPunct(",") {
		t.Fatal("no comma")
	}
	u, err = p.ParseOperand()
	if err != nil || u.Name != "%b" || u.Number != 1 {
		t.Fatalf("second operand: %+v, %v", u, err)
	}
	a, err := p.ParseArgument(false, false)
	if err != nil {
		t.Fatal(err)
	}
	want := NewFileLineColLoc("ops.mlir", 2, 1)
	if !a.Operand.Loc.(FileLineColLoc).Equal(want) || !p.OperandLoc(a.Operand).(FileLineColLoc).Equal(want) {
		t.Errorf("argument located at %v, want %v", a.Operand.Loc, want)
	}
}

// TestFormatParserReuse parses ops of the declarative format nested in the
// regions of other format ops, with ops of other formats in between, so
// that each reused fmtParser and value scope must start clean; then the
// same text with an error deep inside it.
func TestFormatParserReuse(t *testing.T) {
	ctx := formatTestContext(t)
	const src = `ft.module {
  %0:2 = ft.val : i32, i1
  %1 = ft.execute_region -> i32 {
    %3 = ft.addi %0#0, %0#0 : i32
    %4 = ft.execute_region -> i32 {
      %6 = ft.cmpi slt, %3, %0#0 : i32
      %7 = ft.addnsw %3, %3 nsw : i32
      ft.yield %7 : i32
    }
    %5 = ft.call @f(%4, %0#1) : (i32, i1) -> i32
    ft.yield %5 : i32
  }
  %2 = ft.addi %1, %0#0 {ft.tag} : i32
  ft.execute_region {
    %3 = ft.cmpi eq, %2, %1 : i32
    ft.yield
  }
}
`
	text := strings.Repeat(src, 3)
	b := formatParseVerify(t, ctx, "reuse.mlir", text)
	if got := formatPrintAll(t, b, PrintOptions{}); got != text {
		t.Errorf("round trip:\n%s\nwant:\n%s", got, text)
	}

	bad := strings.Replace(src, "%7 = ft.addnsw %3, %3 nsw : i32", "%7 = ft.addnsw %3, %3 nsw : i64", 1)
	_, err := ParseSource(ctx, "bad.mlir", []byte(src+bad))
	if err == nil || !strings.Contains(err.Error(), "bad.mlir:25:22:") || !strings.Contains(err.Error(), "expects different type than prior uses") {
		t.Errorf("want a type mismatch at 25:22, got %v", err)
	}
}

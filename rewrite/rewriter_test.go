package rewrite

import (
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
)

// recorder is a Listener that logs what it is told, one line per event.
type recorder struct{ log []string }

func (r *recorder) OperationInserted(op *ir.Operation) { r.log = append(r.log, "insert "+op.Name()) }
func (r *recorder) OperationModified(op *ir.Operation) { r.log = append(r.log, "modify "+op.Name()) }
func (r *recorder) OperationReplaced(op *ir.Operation, _ []*ir.Value) {
	r.log = append(r.log, "replace "+op.Name())
}
func (r *recorder) OperationErased(op *ir.Operation) { r.log = append(r.log, "erase "+op.Name()) }

func parse(t *testing.T, src string) *ir.Operation {
	t.Helper()
	ctx := all.NewContext()
	ctx.SetAllowUnregisteredDialects(true)
	m, err := builtin.ParseModule(ctx, "test.mlir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func find(m *ir.Operation, name string) *ir.Operation {
	var found *ir.Operation
	m.Walk(ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if op.Is(name) {
			found = op
			return ir.Interrupt
		}
		return ir.Advance
	})
	return found
}

func TestInlineMultiBlockRegion(t *testing.T) {
	m := parse(t, `func.func @f(%c: i1) -> i32 {
  cf.br ^bb1
^bb1:
  %r = "test.region"() ({
    cf.cond_br %c, ^a, ^b
  ^a:
    %one = arith.constant 1 : i32
    "test.yield"(%one) : (i32) -> ()
  ^b:
    %two = arith.constant 2 : i32
    "test.yield"(%two) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}`)
	op := find(m, "test.region")
	rec := &recorder{}
	rw := NewRewriter(op.Context(), rec)
	before := op.Block()
	rw.InlineRegionBefore(op.Region(0), before)
	if got := op.Region(0).NumBlocks(); got != 0 {
		t.Fatalf("the inlined region still has %d blocks", got)
	}
	fn := find(m, "func.func")
	if got := fn.Region(0).NumBlocks(); got != 5 {
		t.Fatalf("the function has %d blocks, want 5", got)
	}
	if fn.Region(0).Blocks()[1].First().Name() != "cf.cond_br" || fn.Region(0).Blocks()[4] != before {
		t.Errorf("blocks not inlined in order before the target:\n%s", fn)
	}
	want := "insert cf.cond_br,insert arith.constant,insert test.yield,insert arith.constant,insert test.yield"
	if got := strings.Join(rec.log, ","); got != want {
		t.Errorf("notifications:\n got %s\nwant %s", got, want)
	}
}

func TestReplaceAndEraseNotify(t *testing.T) {
	m := parse(t, `func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  return %1 : i32
}`)
	add := find(m, "arith.addi")
	rec := &recorder{}
	rw := NewRewriter(add.Context(), rec)
	rw.ReplaceOp(add, []*ir.Value{add.Operand(0)})
	want := "replace arith.addi,modify arith.muli,modify arith.muli,erase arith.addi"
	if got := strings.Join(rec.log, ","); got != want {
		t.Errorf("notifications:\n got %s\nwant %s", got, want)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	if mul := find(m, "arith.muli"); mul.Operand(0) != mul.Operand(1) || !mul.Operand(0).IsBlockArgument() {
		t.Errorf("uses not replaced:\n%s", m)
	}
}

func TestMergeBlocksReplacesArguments(t *testing.T) {
	m := parse(t, `func.func @f(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  return %y : i32
}`)
	fn := find(m, "func.func")
	entry, succ := fn.Region(0).Blocks()[0], fn.Region(0).Blocks()[1]
	rw := NewRewriter(fn.Context(), nil)
	br := entry.Terminator()
	arg := br.Operand(0)
	rw.EraseOp(br)
	rw.MergeBlocks(succ, entry, []*ir.Value{arg})
	if err := ir.Verify(m); err != nil {
		t.Fatalf("%v\n%s", err, m)
	}
	got := fn.String()
	want := `func.func @f(%arg0: i32) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32
  return %0 : i32
}`
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestEraseBlockNotifiesInnermostFirst(t *testing.T) {
	m := parse(t, `func.func @f(%c: i1) {
  cf.br ^bb2
^bb1:
  "test.outer"() ({
    "test.inner"() : () -> ()
  }) : () -> ()
  cf.br ^bb2
^bb2:
  return
}`)
	fn := find(m, "func.func")
	rec := &recorder{}
	rw := NewRewriter(fn.Context(), rec)
	rw.EraseBlock(fn.Region(0).Blocks()[1])
	want := "erase cf.br,erase test.inner,erase test.outer"
	if got := strings.Join(rec.log, ","); got != want {
		t.Errorf("notifications:\n got %s\nwant %s", got, want)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
}

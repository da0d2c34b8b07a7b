package cf_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all/dialecttest"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/cf"
	"github.com/strata-ir/strata/dialects/funcs"
	"github.com/strata-ir/strata/ir"
)

const switchSrc = `
func.func @f(%x: i32, %a: i32, %b: f32) {
  cf.switch %x : i32, [
    default: ^bb1(%a : i32),
    5: ^bb2(%b, %a : f32, i32),
    7: ^bb3,
    9: ^bb2(%b, %x : f32, i32)
  ]
^bb1(%p: i32):
  return
^bb2(%q: f32, %r: i32):
  return
^bb3:
  return
}`

// parseSwitch returns the module of src and its first function's switch.
func parseSwitch(t *testing.T, src string) (*ir.Operation, cf.SwitchOp) {
	t.Helper()
	m := dialecttest.ParseVerified(t, "switch.mlir", src)
	mod, _ := builtin.AsModule(m)
	fn, _ := funcs.AsFunc(mod.Lookup("f"))
	sw, ok := cf.AsSwitch(fn.Entry().Last())
	if !ok {
		t.Fatal("no switch")
	}
	return m, sw
}

func TestSwitchSuccessorOperands(t *testing.T) {
	_, sw := parseSwitch(t, switchSrc)
	lists, ok := ir.SuccessorOperands(sw.Operation)
	if !ok {
		t.Fatal("cf.switch not understood")
	}
	want := [][]*ir.Value{sw.DefaultOperands(), sw.CaseOperands(0), sw.CaseOperands(1), sw.CaseOperands(2)}
	if !slices.EqualFunc(lists, want, slices.Equal) {
		t.Fatalf("got %v, want %v", lists, want)
	}
	// Growing one list must leave the next alone, though all case lists
	// come from one operand group.
	grown := append(lists[1], sw.Flag())
	if len(lists[2]) != 0 || len(grown) != 3 || !slices.Equal(lists[3], sw.CaseOperands(2)) {
		t.Error("appending to a case's operands overwrote the next case's")
	}
}

func TestSetSwitchSuccessorOperands(t *testing.T) {
	m, sw := parseSwitch(t, switchSrc)
	op := sw.Operation

	// Setting what is there changes nothing.
	before := dialecttest.Print(t, m, false)
	lists, _ := ir.SuccessorOperands(op)
	if !ir.SetSuccessorOperands(op, lists) {
		t.Fatal("SetSuccessorOperands refused cf.switch")
	}
	if after := dialecttest.Print(t, m, false); after != before {
		t.Fatalf("setting the same operands changed the op:\n%s", after)
	}

	// Erase ^bb2's first argument, give ^bb1 and ^bb3 one more, and pass
	// operands to match: the segment attributes must follow.
	x, a := sw.Flag(), lists[0][0]
	bb1, bb2, bb3 := sw.DefaultDest(), sw.CaseDest(0), sw.CaseDest(1)
	bb2.EraseArgument(0)
	bb1.AddArgument(ir.I32, ir.UnknownLoc{})
	bb3.AddArgument(ir.I32, ir.UnknownLoc{})
	if !ir.SetSuccessorOperands(op, [][]*ir.Value{{a, x}, {a}, {x}, {x}}) {
		t.Fatal("SetSuccessorOperands refused cf.switch")
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("does not verify: %v\n%s", err, dialecttest.Print(t, m, false))
	}
	want := `
cf.switch %arg0 : i32, [
default: ^bb1(%arg1, %arg0 : i32, i32),
5: ^bb2(%arg1 : i32),
7: ^bb3(%arg0 : i32),
9: ^bb2(%arg0 : i32)
]`
	if got := dialecttest.Print(t, m, false); !strings.Contains(dialecttest.TrimLines(got), dialecttest.TrimLines(want)) {
		t.Errorf("got\n%s\nwant the switch\n%s", got, want)
	}
	seg := op.Attr(cf.CaseOperandSegmentsAttr).(*ir.DenseArrayAttr).Int64s()
	sizes := op.Attr(ir.OperandSegmentSizesAttr).(*ir.DenseArrayAttr).Int64s()
	if !slices.Equal(seg, []int64{1, 1, 1}) || !slices.Equal(sizes, []int64{1, 2, 3}) {
		t.Errorf("case_operand_segments = %v, operand_segment_sizes = %v", seg, sizes)
	}
}

func TestMalformedSwitchNotUnderstood(t *testing.T) {
	_, sw := parseSwitch(t, switchSrc)
	sw.SetAttr(cf.CaseOperandSegmentsAttr, sw.Context().DenseIntArray(ir.I32, []int64{2, 0}))
	if lists, ok := ir.SuccessorOperands(sw.Operation); ok {
		t.Errorf("understood a switch whose segments do not match its cases: %v", lists)
	}
}

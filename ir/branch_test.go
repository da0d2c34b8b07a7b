package ir_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/strata-ir/strata/ir"
)

// branchTestDialect has branches the default rule of ir.SuccessorOperands
// does not describe: br.swapped has the shape of cf.cond_br but forwards
// its last group to its first successor and the one before to its second;
// br.readonly says what it forwards but cannot be edited; br.multi has
// variadic successors and no hooks.
func branchTestDialect() *ir.Dialect {
	twoGroups := []ir.OperandDef{
		{Name: "second", Type: ir.AnyType, Arity: ir.Variadic},
		{Name: "first", Type: ir.AnyType, Arity: ir.Variadic},
	}
	two := []ir.SuccessorDef{{Name: "a"}, {Name: "b"}}
	swappedGet := func(op *ir.Operation) [][]*ir.Value {
		return [][]*ir.Value{op.OperandGroup(1), op.OperandGroup(0)}
	}
	return &ir.Dialect{Name: "br", Ops: []*ir.OpDef{
		{
			Name: "br.swapped", Operands: twoGroups, Successors: two, Traits: []ir.Trait{ir.Terminator},
			Branch: &ir.BranchDef{
				SuccessorOperands: swappedGet,
				SetSuccessorOperands: func(op *ir.Operation, lists [][]*ir.Value) {
					op.SetOperands(slices.Concat(lists[1], lists[0]))
					op.SetAttr(ir.OperandSegmentSizesAttr, op.Context().DenseIntArray(ir.I32,
						[]int64{int64(len(lists[1])), int64(len(lists[0]))}))
				},
			},
		},
		{
			Name: "br.readonly", Operands: twoGroups, Successors: two, Traits: []ir.Trait{ir.Terminator},
			Branch: &ir.BranchDef{SuccessorOperands: swappedGet},
		},
		{
			Name:       "br.multi",
			Operands:   []ir.OperandDef{{Name: "args", Type: ir.AnyType, Arity: ir.Variadic}},
			Successors: []ir.SuccessorDef{{Name: "dests", Arity: ir.Variadic}},
			Traits:     []ir.Trait{ir.Terminator},
		},
	}}
}

// parseBranch parses src, a function, and returns it and its first op
// named name.
func parseBranch(t *testing.T, src, name string) (fn, op *ir.Operation) {
	t.Helper()
	ctx := newContext(t, branchTestDialect())
	ctx.SetAllowUnregisteredDialects(true)
	fn = parse(t, ctx, src).First()
	fn.Walk(ir.PreOrder, func(o *ir.Operation) ir.WalkResult {
		if op == nil && o.Is(name) {
			op = o
		}
		return ir.Advance
	})
	if op == nil {
		t.Fatalf("no %s in\n%s", name, src)
	}
	return fn, op
}

// names returns the names the operands in lists have in fn's printed
// form, as in "[%arg1 %arg2] []".
func names(t *testing.T, fn *ir.Operation, lists [][]*ir.Value) string {
	t.Helper()
	args := fn.Region(0).First().Arguments()
	var parts []string
	for _, list := range lists {
		var ns []string
		for _, v := range list {
			i := slices.Index(args, v)
			if i < 0 {
				t.Fatalf("operand %v is not an argument of the function", v)
			}
			ns = append(ns, "%arg"+string(rune('0'+i)))
		}
		parts = append(parts, "["+strings.Join(ns, " ")+"]")
	}
	return strings.Join(parts, " ")
}

const condBranchSrc = `func.func @f(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b, %a : i32, i32)
^bb1(%x: i32):
  return
^bb2(%y: i32, %z: i32):
  return
}`

func TestSuccessorOperandsDefaultRule(t *testing.T) {
	fn, op := parseBranch(t, condBranchSrc, "cf.cond_br")
	lists, ok := ir.SuccessorOperands(op)
	if !ok {
		t.Fatal("cf.cond_br not understood")
	}
	if got, want := names(t, fn, lists), "[%arg1] [%arg2 %arg1]"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}

	// Swap what goes where: the condition stays first, the segment sizes
	// follow, and the op still verifies against the new block arguments.
	a, b := fn.Region(0).First().Argument(1), fn.Region(0).First().Argument(2)
	bb1, bb2 := op.Successor(0), op.Successor(1)
	bb1.AddArgument(ir.I32, ir.UnknownLoc{})
	bb2.EraseArgument(1)
	if !ir.SetSuccessorOperands(op, [][]*ir.Value{{b, a}, {b}}) {
		t.Fatal("SetSuccessorOperands refused cf.cond_br")
	}
	if err := ir.Verify(fn); err != nil {
		t.Fatalf("does not verify: %v", err)
	}
	lists, _ = ir.SuccessorOperands(op)
	if got, want := names(t, fn, lists), "[%arg2 %arg1] [%arg2]"; got != want {
		t.Errorf("after Set: got %s, want %s", got, want)
	}
	if op.Operand(0) != fn.Region(0).First().Argument(0) {
		t.Error("the condition moved")
	}
	seg := op.Attr(ir.OperandSegmentSizesAttr).(*ir.DenseArrayAttr).Int64s()
	if !slices.Equal(seg, []int64{1, 2, 1}) {
		t.Errorf("operand_segment_sizes = %v, want [1 2 1]", seg)
	}
}

func TestSuccessorOperandsSingleGroup(t *testing.T) {
	fn, op := parseBranch(t, `func.func @f(%a: i32, %b: i32) {
  cf.br ^bb1(%a, %b : i32, i32)
^bb1(%x: i32, %y: i32):
  return
}`, "cf.br")
	lists, ok := ir.SuccessorOperands(op)
	if !ok || names(t, fn, lists) != "[%arg0 %arg1]" {
		t.Fatalf("got %v %s", ok, names(t, fn, lists))
	}
	op.Successor(0).EraseArgument(0)
	if !ir.SetSuccessorOperands(op, [][]*ir.Value{lists[0][1:]}) {
		t.Fatal("SetSuccessorOperands refused cf.br")
	}
	if err := ir.Verify(fn); err != nil {
		t.Fatalf("does not verify: %v", err)
	}
	if op.HasAttr(ir.OperandSegmentSizesAttr) {
		t.Error("cf.br gained operand_segment_sizes")
	}
	if lists, _ := ir.SuccessorOperands(op); names(t, fn, lists) != "[%arg1]" {
		t.Errorf("after Set: %s", names(t, fn, lists))
	}
}

func TestSuccessorOperandsHooks(t *testing.T) {
	src := `func.func @f(%a: i32, %b: i32, %c: i32) {
  "br.swapped"(%a, %b, %c)[^bb1, ^bb2] {operand_segment_sizes = array<i32: 1, 2>} : (i32, i32, i32) -> ()
^bb1(%x: i32, %y: i32):
  return
^bb2(%z: i32):
  return
}`
	fn, op := parseBranch(t, src, "br.swapped")
	lists, ok := ir.SuccessorOperands(op)
	if !ok {
		t.Fatal("br.swapped not understood")
	}
	// The hook wins over the default rule, which would say [%a] [%b %c].
	if got, want := names(t, fn, lists), "[%arg1 %arg2] [%arg0]"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	if !ir.SetSuccessorOperands(op, [][]*ir.Value{lists[0], append(lists[1], lists[0][0])}) {
		t.Fatal("SetSuccessorOperands refused br.swapped")
	}
	lists, _ = ir.SuccessorOperands(op)
	if got, want := names(t, fn, lists), "[%arg1 %arg2] [%arg0 %arg1]"; got != want {
		t.Errorf("after Set: got %s, want %s", got, want)
	}

	// Without a SetSuccessorOperands hook, the op is not understood at all.
	_, readonly := parseBranch(t, strings.ReplaceAll(src, "br.swapped", "br.readonly"), "br.readonly")
	if _, ok := ir.SuccessorOperands(readonly); ok {
		t.Error("br.readonly understood without a SetSuccessorOperands hook")
	}
	if ir.SetSuccessorOperands(readonly, [][]*ir.Value{nil, nil}) {
		t.Error("SetSuccessorOperands changed br.readonly")
	}
}

func TestSuccessorOperandsNotUnderstood(t *testing.T) {
	for _, tt := range []struct{ name, op, src string }{
		{"unregistered", "x.br", `func.func @f(%a: i32) {
  "x.br"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  return
}`},
		{"variadic successors", "br.multi", `func.func @f(%a: i32) {
  "br.multi"(%a)[^bb1, ^bb1] : (i32) -> ()
^bb1(%x: i32):
  return
}`},
		{"no successors", "func.return", `func.func @f(%a: i32) {
  "func.return"() : () -> ()
}`},
		// Malformed: a variadic group too many and no segment sizes to
		// split them. It must be refused, not panic.
		{"malformed", "cf.cond_br", `func.func @f(%c: i1, %a: i32) {
  "cf.cond_br"(%c, %a)[^bb1, ^bb1] : (i1, i32) -> ()
^bb1(%x: i32):
  return
}`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, op := parseBranch(t, tt.src, tt.op)
			before := op.Operands()
			if lists, ok := ir.SuccessorOperands(op); ok {
				t.Errorf("understood: %v", lists)
			}
			if ir.SetSuccessorOperands(op, make([][]*ir.Value, op.NumSuccessors())) {
				t.Error("SetSuccessorOperands reported a change")
			}
			if !slices.Equal(op.Operands(), before) {
				t.Error("SetSuccessorOperands changed the operands")
			}
		})
	}
}

func TestSetSuccessorOperandsWrongCountPanics(t *testing.T) {
	_, op := parseBranch(t, condBranchSrc, "cf.cond_br")
	defer func() {
		if recover() == nil {
			t.Error("no panic for one operand list for two successors")
		}
	}()
	ir.SetSuccessorOperands(op, [][]*ir.Value{nil})
}

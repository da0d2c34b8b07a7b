package rewrite_test

import (
	"testing"

	"github.com/strata-ir/strata/dialects/arith"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/rewrite"
)

// opsOf returns the ops of the first function's entry block.
func entryOps(m *ir.Operation) []*ir.Operation {
	var ops []*ir.Operation
	for op := range firstFunc(m).Region(0).First().Ops() {
		ops = append(ops, op)
	}
	return ops
}

func TestFolderUniquesConstantsAtEntry(t *testing.T) {
	m := parse(t, `func.func @f(%a: i32, %b: i1) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %x = arith.addi %c1, %c2 : i32
  %r = scf.if %b -> i32 {
    %y = arith.addi %c2, %c1 : i32
    scf.yield %y : i32
  } else {
    scf.yield %a : i32
  }
  return %x, %r : i32, i32
}`)
	ops := entryOps(m)
	f := rewrite.NewFolder(firstFunc(m).Context(), nil)
	x := ops[2]
	y := ops[3].Region(0).First().First()
	if changed, inPlace := f.TryToFold(x, rewrite.FoldHooks{}); !changed || inPlace {
		t.Fatalf("fold of %%x: changed=%v inPlace=%v", changed, inPlace)
	}
	if changed, inPlace := f.TryToFold(y, rewrite.FoldHooks{}); !changed || inPlace {
		t.Fatalf("fold of %%y: changed=%v inPlace=%v", changed, inPlace)
	}
	// One constant 3, at the start of the function, used by both.
	want := `%c3_i32 = arith.constant 3 : i32
%c1_i32 = arith.constant 1 : i32
%c2_i32 = arith.constant 2 : i32
%0 = scf.if %arg1 -> (i32) {
scf.yield %c3_i32 : i32
} else {
scf.yield %arg0 : i32
return %c3_i32, %0 : i32, i32`
	if got := body(t, m); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if !f.IsOwnedConstant(entryOps(m)[0]) {
		t.Error("the materialized constant is not owned by the folder")
	}
}

func TestFolderMovesConstantsLast(t *testing.T) {
	m := parse(t, `func.func @f(%a: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %x = arith.muli %c5, %a : i32
  return %x : i32
}`)
	f := rewrite.NewFolder(firstFunc(m).Context(), nil)
	mul, _ := arith.AsMulI(entryOps(m)[1])
	changed, inPlace := f.TryToFold(mul.Operation, rewrite.FoldHooks{})
	if !changed || !inPlace {
		t.Fatalf("changed=%v inPlace=%v, want an in-place fold", changed, inPlace)
	}
	if mul.Lhs() != firstFunc(m).Region(0).First().Argument(0) {
		t.Error("the constant did not move to the end")
	}
	// Nothing more to do: a second fold changes nothing.
	if changed, _ := f.TryToFold(mul.Operation, rewrite.FoldHooks{}); changed {
		t.Error("second fold changed something")
	}
}

func TestFolderInsertKnownConstant(t *testing.T) {
	m := parse(t, `func.func @f(%a: i32) -> (i32, i32) {
  %x = arith.addi %a, %a : i32
  %c7 = arith.constant 7 : i32
  %d7 = arith.constant 7 : i32
  return %c7, %d7 : i32, i32
}`)
	f := rewrite.NewFolder(firstFunc(m).Context(), nil)
	ops := entryOps(m)
	if !f.InsertKnownConstant(ops[1]) {
		t.Fatal("first constant not kept")
	}
	if f.InsertKnownConstant(ops[2]) {
		t.Fatal("duplicate constant kept")
	}
	want := `%c7_i32 = arith.constant 7 : i32
%0 = arith.addi %arg0, %arg0 : i32
return %c7_i32, %c7_i32 : i32, i32`
	if got := body(t, m); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	// Once erased, the constant is forgotten.
	c := entryOps(m)[0]
	f.NotifyRemoval(c)
	if f.IsOwnedConstant(c) {
		t.Error("removed constant still owned")
	}
}

// TestFolderWithoutMaterializer checks that a fold to an attribute that
// the op's dialect cannot materialize leaves the op alone.
func TestFolderWithoutMaterializer(t *testing.T) {
	ctx := ir.NewContext()
	err := ctx.RegisterDialect(&ir.Dialect{Name: "t", Ops: []*ir.OpDef{{
		Name:    "t.answer",
		Results: []ir.ResultDef{{Name: "r", Type: ir.AnyType}},
		Traits:  []ir.Trait{ir.Pure},
		Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
			return []ir.FoldResult{{Attr: ir.IntAttr(ir.I32, 42)}}
		},
	}, {
		Name:    "t.func",
		Regions: []ir.RegionDef{{Name: "body"}},
		Traits:  []ir.Trait{ir.IsolatedFromAbove, ir.NoTerminator},
	}}})
	if err != nil {
		t.Fatal(err)
	}
	fn := ctx.Create(ir.OperationState{Name: "t.func", NumRegions: 1})
	b := ir.NewBuilder(ctx)
	b.CreateBlock(fn.Region(0), nil, nil)
	answer := b.Create(ir.OperationState{Name: "t.answer", ResultTypes: []ir.Type{ir.I32}})
	f := rewrite.NewFolder(ctx, nil)
	if changed, _ := f.TryToFold(answer, rewrite.FoldHooks{}); changed {
		t.Fatal("folded without a way to materialize the constant")
	}
	if fn.Region(0).First().NumOps() != 1 {
		t.Error("the failed fold left ops behind")
	}
}

func TestInsertionRegion(t *testing.T) {
	m := parse(t, `func.func @f(%b: i1) {
  scf.if %b {
    %c = arith.constant 1 : i32
  }
  return
}`)
	fn := firstFunc(m)
	inner := fn.Region(0).First().First().Region(0).First()
	if got := rewrite.InsertionRegion(inner); got != fn.Region(0) {
		t.Errorf("insertion region of the scf.if body is %v, want the function body", got)
	}
	if got := rewrite.InsertionRegion(m.Region(0).First()); got != m.Region(0) {
		t.Error("insertion region of the module body is not the module body")
	}
}

func TestFoldOnce(t *testing.T) {
	m := parse(t, `func.func @f(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %x = arith.muli %c2, %c3 : i32
  %y = arith.addi %x, %a : i32
  return %y : i32
}`)
	ops := entryOps(m)
	l := &countingListener{}
	rw := rewrite.NewRewriter(firstFunc(m).Context(), l)
	if changed, inPlace := rewrite.Fold(rw, ops[2]); !changed || inPlace {
		t.Fatalf("changed=%v inPlace=%v", changed, inPlace)
	}
	if changed, inPlace := rewrite.Fold(rw, ops[3]); !changed || !inPlace {
		t.Fatalf("addi with a constant on the left: changed=%v inPlace=%v", changed, inPlace)
	}
	want := `%c6_i32 = arith.constant 6 : i32
%c2_i32 = arith.constant 2 : i32
%c3_i32 = arith.constant 3 : i32
%0 = arith.addi %arg0, %c6_i32 : i32
return %0 : i32`
	if got := body(t, m); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if l.inserted != 1 || l.replaced != 1 || l.erased != 1 || l.modified != 1 {
		t.Errorf("listener saw %+v", *l)
	}
}

// TestFolderOwnsNonConstantLikeMaterialization: a dialect may materialize
// constants with an op that is not ConstantLike; the folder still owns
// (never folds again, forgets on removal) and reuses it.
func TestFolderOwnsNonConstantLikeMaterialization(t *testing.T) {
	ctx := ir.NewContext()
	err := ctx.RegisterDialect(&ir.Dialect{
		Name: "t",
		Ops: []*ir.OpDef{{
			Name:    "t.answer",
			Results: []ir.ResultDef{{Name: "r", Type: ir.AnyType}},
			Traits:  []ir.Trait{ir.Pure},
			Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
				return []ir.FoldResult{{Attr: ir.IntAttr(ir.I32, 42)}}
			},
		}, {
			// Not ConstantLike, and it would fold to itself were it asked.
			Name:       "t.materialized",
			Results:    []ir.ResultDef{{Name: "r", Type: ir.AnyType}},
			Attributes: []ir.AttrDef{{Name: "value"}},
			Traits:     []ir.Trait{ir.Pure},
			Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
				return []ir.FoldResult{{Value: op.Result(0)}}
			},
		}, {
			Name:    "t.func",
			Regions: []ir.RegionDef{{Name: "body"}},
			Traits:  []ir.Trait{ir.IsolatedFromAbove, ir.NoTerminator},
		}},
		MaterializeConstant: func(b *ir.Builder, value ir.Attribute, typ ir.Type, loc ir.Location) *ir.Operation {
			return b.Create(ir.OperationState{Name: "t.materialized", Loc: loc, ResultTypes: []ir.Type{typ},
				Attributes: []ir.NamedAttribute{{Name: "value", Value: value}}})
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	fn := ctx.Create(ir.OperationState{Name: "t.func", NumRegions: 1})
	b := ir.NewBuilder(ctx)
	b.CreateBlock(fn.Region(0), nil, nil)
	first := b.Create(ir.OperationState{Name: "t.answer", ResultTypes: []ir.Type{ir.I32}})
	second := b.Create(ir.OperationState{Name: "t.answer", ResultTypes: []ir.Type{ir.I32}})
	b.Create(ir.OperationState{Name: "t.use", Operands: []*ir.Value{first.Result(0), second.Result(0)}})
	f := rewrite.NewFolder(ctx, nil)
	for _, op := range []*ir.Operation{first, second} {
		if changed, inPlace := f.TryToFold(op, rewrite.FoldHooks{}); !changed || inPlace {
			t.Fatalf("fold: changed=%v inPlace=%v", changed, inPlace)
		}
	}
	entry := fn.Region(0).First()
	materialized := entry.First()
	if !materialized.Is("t.materialized") || entry.NumOps() != 2 {
		t.Fatalf("want one shared t.materialized then t.use, got %d ops starting with %s", entry.NumOps(), materialized.Name())
	}
	if !f.IsOwnedConstant(materialized) {
		t.Fatal("the materialized op is not owned")
	}
	if changed, _ := f.TryToFold(materialized, rewrite.FoldHooks{}); changed {
		t.Error("an owned constant was folded")
	}
	f.NotifyRemoval(materialized)
	if f.IsOwnedConstant(materialized) {
		t.Error("NotifyRemoval did not forget the owned op")
	}
}

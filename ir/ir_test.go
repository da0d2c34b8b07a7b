package ir

import (
	"math"
	"math/big"
	"sync"
	"testing"
)

func TestTypesAreUniqued(t *testing.T) {
	ctx := NewContext()
	f1 := ctx.FunctionType([]Type{I32, F32}, []Type{Index})
	f2 := ctx.FunctionType([]Type{I32, F32}, []Type{Index})
	if f1 != f2 {
		t.Fatal("equal function types are distinct pointers")
	}
	if Type(f1) == Type(ctx.FunctionType([]Type{I32}, []Type{Index})) {
		t.Fatal("different function types compare equal")
	}
	if Type(IntType(32)) != Type(I32) || Type(IntegerType{Width: 32, Signedness: Signed}) == Type(I32) {
		t.Fatal("integer type equality is wrong")
	}
	v1 := ctx.VectorType([]int64{4, 8}, []bool{false, false}, F32)
	v2 := ctx.VectorType([]int64{4, 8}, nil, F32)
	if v1 != v2 {
		t.Fatal("an all-false scalable mask must equal no mask")
	}
}

func TestUniquingIsConcurrencySafe(t *testing.T) {
	ctx := NewContext()
	var wg sync.WaitGroup
	got := make([]*ArrayAttr, 8)
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i] = ctx.ArrayAttr([]Attribute{IntAttr(I32, 1), Str("x")})
		}()
	}
	wg.Wait()
	for _, a := range got {
		if a != got[0] {
			t.Fatal("concurrent interning produced distinct storage")
		}
	}
}

func TestTypeAndAttributeText(t *testing.T) {
	ctx := NewContext()
	tests := []struct {
		got, want string
	}{
		{TypeString(I32), "i32"},
		{TypeString(IntegerType{Width: 8, Signedness: Unsigned}), "ui8"},
		{TypeString(Index), "index"},
		{TypeString(BF16), "bf16"},
		{TypeString(ctx.FunctionType([]Type{I32, I64}, []Type{F32})), "(i32, i64) -> f32"},
		{TypeString(ctx.FunctionType(nil, nil)), "() -> ()"},
		{TypeString(ctx.FunctionType([]Type{I1}, []Type{I1, I1})), "(i1) -> (i1, i1)"},
		{TypeString(ctx.TupleType([]Type{I32, F64})), "tuple<i32, f64>"},
		{TypeString(ctx.VectorType([]int64{4, 8}, []bool{false, true}, F32)), "vector<4x[8]xf32>"},
		{TypeString(ctx.TensorType([]int64{2, DynamicSize}, F32, nil)), "tensor<2x?xf32>"},
		{TypeString(ctx.UnrankedTensorType(I8)), "tensor<*xi8>"},
		{TypeString(ctx.MemRefType([]int64{16}, F32, nil, IntAttr(I64, 1))), "memref<16xf32, 1>"},
		{TypeString(ComplexType{Elem: F32}), "complex<f32>"},
		{TypeString(OpaqueType{Dialect: "foo", Body: "<bar>"}), "!foo<bar>"},
		{AttrString(IntAttr(I32, 42)), "42 : i32"},
		{AttrString(IntAttr(I64, -7)), "-7 : i64"},
		{AttrString(IntAttr(I8, 255)), "-1 : i8"},
		{AttrString(IntAttr(IntegerType{Width: 8, Signedness: Unsigned}, -1)), "255 : ui8"},
		{AttrString(BoolAttr(true)), "true"},
		{AttrString(FloatAttrOf(F32, 1)), "1.000000e+00 : f32"},
		{AttrString(FloatAttrOf(F64, 0.1)), "1.000000e-01 : f64"},
		{AttrString(FloatAttrOf(F64, math.Inf(1))), "0x7FF0000000000000 : f64"},
		{AttrString(Str("a\"b\n")), `"a\22b\0A"`},
		{AttrString(Unit), "unit"},
		{AttrString(TypeAttr{Type: I1}), "i1"},
		{AttrString(ctx.ArrayAttr([]Attribute{IntAttr(I32, 1), Str("x")})), `[1 : i32, "x"]`},
		{AttrString(ctx.DictionaryAttr([]NamedAttribute{{"b", Unit}, {"a", IntAttr(I64, 2)}, {"a b", Str("q")}})), `{a = 2 : i64, "a b" = "q", b}`},
		{AttrString(SymbolRef("mod", "fn")), "@mod::@fn"},
		{AttrString(SymbolRef("has space")), `@"has space"`},
		{AttrString(ctx.DenseIntArray(I32, []int64{1, 2, 3})), "array<i32: 1, 2, 3>"},
		{AttrString(ctx.DenseIntArray(I64, nil)), "array<i64>"},
		{AttrString(ctx.DenseElements(ctx.TensorType([]int64{2}, I32, nil), []Attribute{IntAttr(I32, 1), IntAttr(I32, 2)})), "dense<[1, 2]> : tensor<2xi32>"},
		{AttrString(ctx.DenseElements(ctx.TensorType([]int64{2, 2}, F32, nil), []Attribute{FloatAttrOf(F32, 0)})), "dense<0.000000e+00> : tensor<2x2xf32>"},
		{AttrString(NewFileLineColLoc("a.mlir", 3, 7)), `loc("a.mlir":3:7)`},
		{AttrString(NameLoc{Name: "x", Child: NewFileLineColLoc("f", 1, 2)}), `loc("x"("f":1:2))`},
		{AttrString(CallSiteLoc{Callee: NameLoc{Name: "g"}, Caller: UnknownLoc{}}), `loc(callsite("g" at unknown))`},
		{AttrString(ctx.FusedLoc([]Location{UnknownLoc{}, NameLoc{Name: "n"}}, Str("m"))), `loc(fused<"m">[unknown, "n"])`},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("got %s, want %s", tt.got, tt.want)
		}
	}
}

func TestWideIntegers(t *testing.T) {
	i128 := IntType(128)
	big1 := new(big.Int).Lsh(big.NewInt(1), 100)
	a := BigIntAttr(i128, big1)
	if a.ValueString() != big1.String() {
		t.Fatalf("got %s", a.ValueString())
	}
	if a != BigIntAttr(i128, new(big.Int).Lsh(big.NewInt(1), 100)) {
		t.Fatal("wide attributes of equal value differ")
	}
	wrapped := BigIntAttr(i128, new(big.Int).Lsh(big.NewInt(1), 127))
	if wrapped.Big().Sign() >= 0 {
		t.Fatalf("2^127 as i128 should wrap negative, got %s", wrapped.ValueString())
	}
}

func TestHalfRounding(t *testing.T) {
	for _, tt := range []struct{ in, want float64 }{
		{1, 1}, {65504, 65504}, {0.1, 0.0999755859375}, {1e-8, 0}, {6e-8, 5.960464477539063e-08}, {1e6, math.Inf(1)},
	} {
		if got := roundToFormat(F16Kind, tt.in); got != tt.want {
			t.Errorf("f16(%v) = %v, want %v", tt.in, got, tt.want)
		}
	}
	if got := roundToFormat(BF16Kind, 1.00390625); got != 1 {
		t.Errorf("bf16 tie should round to even, got %v", got)
	}
}

// buildAdd creates `%r = test.add %a, %b` in a new block with two i32 args.
func buildAdd(ctx *Context) (*Block, *Operation) {
	b := NewBlock([]Type{I32, I32}, nil)
	add := ctx.Create(OperationState{Name: "test.add", Operands: []*Value{b.Argument(0), b.Argument(1)}, ResultTypes: []Type{I32}})
	b.Append(add)
	return b, add
}

func TestUseLists(t *testing.T) {
	ctx := NewContext()
	b, add := buildAdd(ctx)
	a0, a1 := b.Argument(0), b.Argument(1)
	use := ctx.Create(OperationState{Name: "test.use", Operands: []*Value{add.Result(0), add.Result(0), a0}})
	b.Append(use)
	if n := add.Result(0).NumUses(); n != 2 {
		t.Fatalf("result has %d uses, want 2", n)
	}
	add.Result(0).ReplaceAllUsesWith(a1)
	if add.Result(0).HasUses() || a1.NumUses() != 3 || use.Operand(0) != a1 || use.Operand(1) != a1 {
		t.Fatal("replace-all-uses did not move every use")
	}
	use.SetOperand(2, a1)
	if a0.NumUses() != 1 || a1.NumUses() != 4 {
		t.Fatalf("after SetOperand: %d and %d uses", a0.NumUses(), a1.NumUses())
	}
	add.Erase()
	if a0.NumUses() != 0 || a1.NumUses() != 3 {
		t.Fatal("erasing an op must drop its operand uses")
	}
	use.SetOperands([]*Value{a0})
	if a1.HasUses() || !a0.HasOneUse() {
		t.Fatal("SetOperands must relink the use lists")
	}
}

func TestBlockListAndOrder(t *testing.T) {
	ctx := NewContext()
	b := NewBlock(nil, nil)
	mk := func(n string) *Operation { return ctx.Create(OperationState{Name: "test." + n}) }
	x, y, z := mk("x"), mk("y"), mk("z")
	b.Append(y)
	b.Prepend(x)
	b.Append(z)
	if !x.IsBeforeInBlock(z) || z.IsBeforeInBlock(y) {
		t.Fatal("order queries are wrong")
	}
	z.MoveBefore(x)
	var names []string
	for op := range b.Ops() {
		names = append(names, op.Name())
	}
	if got := names; len(got) != 3 || got[0] != "test.z" || got[1] != "test.x" || got[2] != "test.y" {
		t.Fatalf("order after move: %v", got)
	}
	if !z.IsBeforeInBlock(x) {
		t.Fatal("order cache not invalidated by a move")
	}
	for op := range b.Ops() {
		op.Erase() // erasing the current op while iterating is allowed
	}
	if !b.Empty() {
		t.Fatal("block not empty after erasing all")
	}
}

func TestCloneMapsNestedValues(t *testing.T) {
	ctx := NewContext()
	outer := NewBlock([]Type{I32}, nil)
	wrap := ctx.Create(OperationState{Name: "test.wrap", NumRegions: 1, ResultTypes: []Type{I32}})
	outer.Append(wrap)
	inner := wrap.Region(0).AddBlock([]Type{I32}, nil)
	add := ctx.Create(OperationState{Name: "test.add", Operands: []*Value{inner.Argument(0), outer.Argument(0)}, ResultTypes: []Type{I32}})
	inner.Append(add)
	inner.Append(ctx.Create(OperationState{Name: "test.yield", Operands: []*Value{add.Result(0)}}))
	wrap.SetAttr("k", Unit)

	m := NewMapping()
	c := wrap.Clone(m)
	cInner := c.Region(0).First()
	cAdd := cInner.First()
	if cAdd == add || cAdd.Operand(0) != cInner.Argument(0) {
		t.Fatal("nested block argument not remapped")
	}
	if cAdd.Operand(1) != outer.Argument(0) {
		t.Fatal("value from above must be kept")
	}
	if cInner.Last().Operand(0) != cAdd.Result(0) || m.Lookup(wrap.Result(0)) != c.Result(0) {
		t.Fatal("results not mapped")
	}
	if !c.HasAttr("k") || c.Block() != nil {
		t.Fatal("clone must copy attributes and be detached")
	}
	if outer.Argument(0).NumUses() != 2 {
		t.Fatal("clone must add uses of values from above")
	}
}

func TestAttributesStaySorted(t *testing.T) {
	ctx := NewContext()
	op := ctx.Create(OperationState{Name: "test.op", Attributes: []NamedAttribute{{"z", Unit}, {"a", Unit}}})
	op.SetAttr("m", IntAttr(I32, 1))
	op.SetAttr("a", Str("x"))
	var names []string
	for _, a := range op.Attrs() {
		names = append(names, a.Name)
	}
	if len(names) != 3 || names[0] != "a" || names[1] != "m" || names[2] != "z" || op.Attr("a") != Str("x") {
		t.Fatalf("attrs = %v", names)
	}
	if op.RemoveAttr("m") == nil || op.HasAttr("m") {
		t.Fatal("RemoveAttr failed")
	}
}

func TestSuccessorUses(t *testing.T) {
	ctx := NewContext()
	holder := ctx.Create(OperationState{Name: "test.func", NumRegions: 1})
	r := holder.Region(0)
	entry := r.AddBlock(nil, nil)
	exit := r.AddBlock(nil, nil)
	other := r.AddBlock(nil, nil)
	br := ctx.Create(OperationState{Name: "test.br", Successors: []*Block{exit}})
	entry.Append(br)
	if got := exit.Predecessors(); len(got) != 1 || got[0] != entry {
		t.Fatal("predecessors wrong")
	}
	exit.ReplaceAllUsesWith(other)
	if exit.HasPredecessors() || br.Successor(0) != other {
		t.Fatal("block RAUW failed")
	}
	exit.Erase()
	if r.NumBlocks() != 2 {
		t.Fatal("block erase failed")
	}
}

func TestHasParentTrait(t *testing.T) {
	ctx := NewContext()
	parent := ctx.Create(OperationState{Name: "test.p", NumRegions: 1})
	child := ctx.Create(OperationState{Name: "test.c"})
	parent.Region(0).AddBlock(nil, nil).Append(child)
	if err := HasParent("test.p").VerifyTrait(child); err != nil {
		t.Fatal(err)
	}
	err := HasParent("test.q", "test.r").VerifyTrait(child)
	if err == nil || err.Error() != "expects parent op to be one of 'test.q, test.r'" {
		t.Fatalf("got %v", err)
	}
}

func TestRegisterDialect(t *testing.T) {
	ctx := NewContext()
	early := ctx.Create(OperationState{Name: "toy.print"})
	if early.Def() != nil {
		t.Fatal("unregistered op has a definition")
	}
	d := &Dialect{Name: "toy", Ops: []*OpDef{{Name: "toy.print"}, {Name: "toy.ret", Traits: []Trait{Terminator}}}}
	if err := ctx.RegisterDialect(d); err != nil {
		t.Fatal(err)
	}
	if early.Def() == nil || early.Def().Dialect() != d {
		t.Fatal("registration must attach to existing op names")
	}
	if !ctx.Create(OperationState{Name: "toy.ret"}).IsTerminator() {
		t.Fatal("trait not visible")
	}
	if err := ctx.RegisterDialect(&Dialect{Name: "toy"}); err == nil {
		t.Fatal("duplicate dialect accepted")
	}
	if err := ctx.RegisterDialect(&Dialect{Name: "bad", Ops: []*OpDef{{Name: "other.op"}}}); err == nil {
		t.Fatal("op outside its dialect accepted")
	}
}

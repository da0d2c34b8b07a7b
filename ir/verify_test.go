package ir

import (
	"strings"
	"testing"
)

// testDialect registers a few ops with constraints for the verifier tests.
func testDialect(t *testing.T) *Context {
	t.Helper()
	ctx := NewContext()
	intLike := TypeConstraint{Desc: "signless integer", Pred: func(t Type) bool {
		it, ok := t.(IntegerType)
		return ok && it.IsSignless()
	}}
	err := ctx.RegisterDialect(&Dialect{Name: "t", Ops: []*OpDef{
		{Name: "t.module", Traits: []Trait{SymbolTable, NoTerminator, IsolatedFromAbove, SingleBlock}, Regions: []RegionDef{{Name: "body"}}},
		{Name: "t.func", Traits: []Trait{Symbol, IsolatedFromAbove}, Regions: []RegionDef{{Name: "body"}},
			Attributes: []AttrDef{{Name: "sym_name", Constraint: AttrConstraint{Desc: "string attribute", Pred: func(a Attribute) bool { _, ok := a.(StringAttr); return ok }}}}},
		{Name: "t.add", Traits: []Trait{Pure, SameOperandsAndResultType},
			Operands: []OperandDef{{Name: "lhs", Type: intLike}, {Name: "rhs", Type: intLike}},
			Results:  []ResultDef{{Name: "result", Type: intLike}}},
		{Name: "t.const", Traits: []Trait{Pure, ConstantLike}, Results: []ResultDef{{Name: "result"}},
			Attributes: []AttrDef{{Name: "value"}}},
		{Name: "t.br", Traits: []Trait{Terminator}, Successors: []SuccessorDef{{Name: "dest"}}, Operands: []OperandDef{{Name: "args", Arity: Variadic}}},
		{Name: "t.ret", Traits: []Trait{Terminator, HasParent("t.func")}, Operands: []OperandDef{{Name: "vals", Arity: Variadic}}},
		{Name: "t.select", Operands: []OperandDef{{Name: "a", Arity: Variadic}, {Name: "b", Arity: Variadic}}},
		{Name: "t.wrap", Regions: []RegionDef{{Name: "body"}}, Results: []ResultDef{{Name: "r", Arity: Variadic}}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	return ctx
}

type fixture struct {
	ctx    *Context
	module *Operation
	fn     *Operation
	entry  *Block
	b      *Builder
}

func newFixture(t *testing.T) *fixture {
	ctx := testDialect(t)
	module := ctx.Create(OperationState{Name: "t.module", NumRegions: 1})
	module.Region(0).AddBlock(nil, nil)
	fn := ctx.Create(OperationState{Name: "t.func", NumRegions: 1, Attributes: []NamedAttribute{{SymbolNameAttr, Str("f")}}})
	module.Region(0).First().Append(fn)
	entry := fn.Region(0).AddBlock([]Type{I32, I32}, nil)
	b := NewBuilder(ctx)
	b.SetInsertionPointToEnd(entry)
	return &fixture{ctx: ctx, module: module, fn: fn, entry: entry, b: b}
}

func (f *fixture) add(x, y *Value) *Operation {
	return f.b.Create(OperationState{Name: "t.add", Operands: []*Value{x, y}, ResultTypes: []Type{x.Type()}})
}

func (f *fixture) ret(vals ...*Value) *Operation {
	return f.b.Create(OperationState{Name: "t.ret", Operands: vals})
}

func wantError(t *testing.T, err error, want string) {
	t.Helper()
	if err == nil {
		t.Fatalf("verified; want error containing %q", want)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("error %q does not contain %q", err.Error(), want)
	}
}

func TestVerifyAcceptsValidIR(t *testing.T) {
	f := newFixture(t)
	s := f.add(f.entry.Argument(0), f.entry.Argument(1))
	f.ret(s.Result(0))
	if err := Verify(f.module); err != nil {
		t.Fatal(err)
	}
}

func TestVerifyConstraints(t *testing.T) {
	t.Run("operand type", func(t *testing.T) {
		f := newFixture(t)
		bad := f.entry.AddArgument(F32, nil)
		f.add(bad, bad)
		f.ret()
		wantError(t, Verify(f.module), "'t.add' op operand #0 must be signless integer, but got 'f32'")
	})
	t.Run("operand count", func(t *testing.T) {
		f := newFixture(t)
		f.b.Create(OperationState{Name: "t.add", Operands: []*Value{f.entry.Argument(0)}, ResultTypes: []Type{I32}})
		f.ret()
		wantError(t, Verify(f.module), "expected 2 operands, but found 1")
	})
	t.Run("same type", func(t *testing.T) {
		f := newFixture(t)
		f.b.Create(OperationState{Name: "t.add", Operands: []*Value{f.entry.Argument(0), f.entry.Argument(1)}, ResultTypes: []Type{I64}})
		f.ret()
		wantError(t, Verify(f.module), "requires the same type for all operands and results")
	})
	t.Run("missing attribute", func(t *testing.T) {
		f := newFixture(t)
		f.b.Create(OperationState{Name: "t.const", ResultTypes: []Type{I32}})
		f.ret()
		wantError(t, Verify(f.module), "'t.const' op requires attribute 'value'")
	})
	t.Run("segments", func(t *testing.T) {
		f := newFixture(t)
		a := f.entry.Argument(0)
		sel := f.b.Create(OperationState{Name: "t.select", Operands: []*Value{a, a, a}})
		f.ret()
		wantError(t, Verify(f.module), "requires dense i32 array attribute 'operand_segment_sizes'")
		sel.SetAttr(OperandSegmentSizesAttr, f.ctx.DenseIntArray(I32, []int64{1, 1}))
		wantError(t, Verify(f.module), "operand count (3) does not match with the total size (2)")
		sel.SetAttr(OperandSegmentSizesAttr, f.ctx.DenseIntArray(I32, []int64{2, 1}))
		if err := Verify(f.module); err != nil {
			t.Fatal(err)
		}
		if g := sel.OperandGroup(0); len(g) != 2 || len(sel.OperandGroup(1)) != 1 {
			t.Fatal("operand groups wrong")
		}
	})
	t.Run("has parent", func(t *testing.T) {
		f := newFixture(t)
		w := f.b.Create(OperationState{Name: "t.wrap", NumRegions: 1})
		inner := w.Region(0).AddBlock(nil, nil)
		inner.Append(f.ctx.Create(OperationState{Name: "t.ret"}))
		f.ret()
		wantError(t, Verify(f.module), "'t.ret' op expects parent op 't.func'")
	})
	t.Run("terminator placement", func(t *testing.T) {
		f := newFixture(t)
		f.ret()
		f.add(f.entry.Argument(0), f.entry.Argument(1))
		wantError(t, Verify(f.module), "'t.ret' op must be the last operation in the parent block")
	})
	t.Run("missing terminator", func(t *testing.T) {
		f := newFixture(t)
		f.add(f.entry.Argument(0), f.entry.Argument(1))
		wantError(t, Verify(f.module), `block with no terminator, has %0 = "t.add"(%arg0, %arg1)`)
	})
	t.Run("symbol redefinition", func(t *testing.T) {
		f := newFixture(t)
		f.ret()
		dup := f.fn.Clone(nil)
		f.module.Region(0).First().Append(dup)
		wantError(t, Verify(f.module), "redefinition of symbol named 'f'")
	})
	t.Run("unregistered", func(t *testing.T) {
		f := newFixture(t)
		f.b.Create(OperationState{Name: "other.thing"})
		f.ret()
		wantError(t, Verify(f.module), "created with unregistered dialect")
		f.ctx.SetAllowUnregisteredDialects(true)
		if err := Verify(f.module); err != nil {
			t.Fatal(err)
		}
		f.b.SetInsertionPointBefore(f.entry.Last())
		f.b.Create(OperationState{Name: "t.unknown"})
		wantError(t, Verify(f.module), "unregistered operation 't.unknown' found in dialect ('t')")
	})
}

func TestVerifyDominance(t *testing.T) {
	t.Run("use before def", func(t *testing.T) {
		f := newFixture(t)
		first := f.add(f.entry.Argument(0), f.entry.Argument(1))
		second := f.add(f.entry.Argument(0), f.entry.Argument(1))
		first.SetOperand(0, second.Result(0))
		f.ret()
		wantError(t, Verify(f.module), "operand #0 does not dominate this use")
	})
	// entry branches to one of left and right, both branch to join; v is
	// defined in left and used in join.
	diamond := func(t *testing.T, entryToLeft bool) error {
		f := newFixture(t)
		r := f.fn.Region(0)
		left, right, join := r.AddBlock(nil, nil), r.AddBlock(nil, nil), r.AddBlock(nil, nil)
		first := right
		if entryToLeft {
			first = left
		}
		f.b.Create(OperationState{Name: "t.br", Successors: []*Block{first}})
		f.b.SetInsertionPointToEnd(left)
		v := f.add(f.entry.Argument(0), f.entry.Argument(1))
		f.b.Create(OperationState{Name: "t.br", Successors: []*Block{join}})
		f.b.SetInsertionPointToEnd(right)
		f.b.Create(OperationState{Name: "t.br", Successors: []*Block{join}})
		f.b.SetInsertionPointToEnd(join)
		f.ret(v.Result(0))
		return Verify(f.module)
	}
	t.Run("across blocks", func(t *testing.T) {
		// right is unreachable, so left dominates join.
		if err := diamond(t, true); err != nil {
			t.Fatal(err)
		}
		// left is unreachable, and join is reached only through right.
		wantError(t, diamond(t, false), "operand #0 does not dominate this use")
	})
	t.Run("isolated from above", func(t *testing.T) {
		f := newFixture(t)
		outer := f.add(f.entry.Argument(0), f.entry.Argument(1))
		f.ret()
		inner := f.ctx.Create(OperationState{Name: "t.func", NumRegions: 1, Attributes: []NamedAttribute{{SymbolNameAttr, Str("g")}}})
		f.module.Region(0).First().Append(inner)
		ib := inner.Region(0).AddBlock(nil, nil)
		ib.Append(f.ctx.Create(OperationState{Name: "t.ret", Operands: []*Value{outer.Result(0)}}))
		// g's body uses a value of f: not visible at all (sibling region).
		wantError(t, Verify(f.module), "does not dominate this use")
	})
	t.Run("nested region sees enclosing values", func(t *testing.T) {
		f := newFixture(t)
		v := f.add(f.entry.Argument(0), f.entry.Argument(1))
		w := f.b.Create(OperationState{Name: "t.wrap", NumRegions: 1})
		inner := w.Region(0).AddBlock(nil, nil)
		inner.Append(f.ctx.Create(OperationState{Name: "t.add", Operands: []*Value{v.Result(0), f.entry.Argument(0)}, ResultTypes: []Type{I32}}))
		f.ctx.SetAllowUnregisteredDialects(true)
		f.ret()
		// t.wrap's region needs a terminator; use an unregistered one.
		inner.Append(f.ctx.Create(OperationState{Name: "x.yield"}))
		if err := Verify(f.module); err != nil {
			t.Fatal(err)
		}
		// A nested isolated op may not capture v.
		iso := f.ctx.Create(OperationState{Name: "t.func", NumRegions: 1, Attributes: []NamedAttribute{{SymbolNameAttr, Str("h")}}})
		inner.Prepend(iso)
		iso.Region(0).AddBlock(nil, nil).Append(f.ctx.Create(OperationState{Name: "t.ret", Operands: []*Value{v.Result(0)}}))
		wantError(t, Verify(f.module), "using value defined outside the region")
	})
}

func TestDominanceInfo(t *testing.T) {
	ctx := NewContext()
	holder := ctx.Create(OperationState{Name: "x.f", NumRegions: 1})
	r := holder.Region(0)
	// entry -> a, b; a -> c; b -> c; c -> entry-free loop c -> a.
	entry, a, b, c, dead := r.AddBlock(nil, nil), r.AddBlock(nil, nil), r.AddBlock(nil, nil), r.AddBlock(nil, nil), r.AddBlock(nil, nil)
	br := func(from *Block, to ...*Block) {
		from.Append(ctx.Create(OperationState{Name: "x.br", Successors: to}))
	}
	br(entry, a, b)
	br(a, c)
	br(b, c)
	br(c, a)
	br(dead, c)
	d := NewDominanceInfo(r)
	checks := []struct {
		x, y *Block
		want bool
	}{
		{entry, c, true}, {a, c, false}, {b, c, false}, {c, a, false}, {entry, a, true},
		{a, a, true}, {c, dead, true}, {dead, c, false},
	}
	for i, tt := range checks {
		if got := d.Dominates(tt.x, tt.y); got != tt.want {
			t.Errorf("check %d: Dominates = %v, want %v", i, got, tt.want)
		}
	}
	if d.ImmediateDominator(c) != entry || d.ImmediateDominator(entry) != nil || d.IsReachable(dead) {
		t.Error("immediate dominators wrong")
	}
}

func TestWalkOrderAndControl(t *testing.T) {
	f := newFixture(t)
	f.add(f.entry.Argument(0), f.entry.Argument(1))
	f.ret()
	var pre, post []string
	f.module.Walk(PreOrder, func(op *Operation) WalkResult {
		pre = append(pre, op.Name())
		return Advance
	})
	f.module.WalkAll(func(op *Operation) { post = append(post, op.Name()) })
	if strings.Join(pre, " ") != "t.module t.func t.add t.ret" || strings.Join(post, " ") != "t.add t.ret t.func t.module" {
		t.Fatalf("pre %v post %v", pre, post)
	}
	var seen []string
	f.module.Walk(PreOrder, func(op *Operation) WalkResult {
		seen = append(seen, op.Name())
		if op.Is("t.func") {
			return Skip
		}
		return Advance
	})
	if len(seen) != 2 {
		t.Fatalf("skip did not skip: %v", seen)
	}
	n := 0
	if !f.module.Walk(PreOrder, func(op *Operation) WalkResult {
		n++
		if op.Is("t.add") {
			return Interrupt
		}
		return Advance
	}) || n != 3 {
		t.Fatal("interrupt did not stop the walk")
	}
}

func TestSymbols(t *testing.T) {
	f := newFixture(t)
	f.ret()
	call := f.ctx.Create(OperationState{Name: "x.call", Attributes: []NamedAttribute{{"callee", SymbolRef("f")},
		{"more", f.ctx.ArrayAttr([]Attribute{SymbolRef("g")})}}})
	f.b.SetInsertionPointBefore(f.entry.Last())
	f.b.Insert(call)
	if got := LookupNearestSymbolFrom(call, SymbolRef("f")); got != f.fn {
		t.Fatal("symbol lookup failed")
	}
	uses := SymbolUses(f.module)
	if len(uses) != 2 || uses[0].Ref.Root() != "f" || uses[1].Ref.Root() != "g" {
		t.Fatalf("uses = %v", uses)
	}
	table, err := NewSymbolTable(f.module)
	if err != nil {
		t.Fatal(err)
	}
	g := f.ctx.Create(OperationState{Name: "t.func", NumRegions: 1, Attributes: []NamedAttribute{{SymbolNameAttr, Str("f")}}})
	if name := table.Insert(g); name != "f_1" || table.Lookup("f_1") != g {
		t.Fatalf("insert renamed to %q", name)
	}
}

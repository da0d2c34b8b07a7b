package ir

import (
	"slices"
	"testing"
)

// markerTraits lists every marker trait declared in traits.go.
var markerTraits = []Trait{
	Pure, Terminator, IsolatedFromAbove, SymbolTable, Symbol, NoTerminator, SingleBlock,
	SameOperandsAndResultType, Commutative, ConstantLike, ReturnLike, GraphRegions, RecursiveMemoryEffects,
}

func TestMarkerBitsAreDistinct(t *testing.T) {
	seen := map[uint]Trait{}
	for _, tr := range markerTraits {
		bit, ok := markerBit(tr)
		if !ok {
			t.Errorf("marker trait %s has no bit", tr.TraitName())
			continue
		}
		if bit >= 32 {
			t.Errorf("marker trait %s has bit %d, beyond OpDef.markers", tr.TraitName(), bit)
		}
		if other, dup := seen[bit]; dup {
			t.Errorf("marker traits %s and %s share bit %d", tr.TraitName(), other.TraitName(), bit)
		}
		seen[bit] = tr
	}
	if _, ok := markerBit(HasParent("a.b")); ok {
		t.Error("a verifying trait has a marker bit")
	}
}

// TestHasTraitCached: after registration, HasTrait answers from the cached
// bits exactly what a search of Traits answers, for marker and other
// traits alike; before it, it searches.
func TestHasTraitCached(t *testing.T) {
	parent := HasParent("tc.holder")
	defs := []*OpDef{
		{Name: "tc.none"},
		{Name: "tc.pure", Traits: []Trait{Pure, Commutative}},
		{Name: "tc.term", Traits: []Trait{Terminator, ReturnLike, parent}},
		{Name: "tc.iso", Traits: []Trait{IsolatedFromAbove, SymbolTable, NoTerminator, SingleBlock, GraphRegions}},
		{Name: "tc.all", Traits: slices.Clone(markerTraits)},
	}
	probe := append(slices.Clone(markerTraits), parent, HasParent("tc.other"), AllTypesMatch("x"))
	check := func(stage string) {
		for _, d := range defs {
			for _, tr := range probe {
				if got, want := d.HasTrait(tr), slices.Contains(d.Traits, tr); got != want {
					t.Errorf("%s: %s.HasTrait(%s) = %v, want %v", stage, d.Name, tr.TraitName(), got, want)
				}
			}
		}
	}
	check("unregistered")
	ctx := NewContext()
	if err := ctx.RegisterDialect(&Dialect{Name: "tc", Ops: defs}); err != nil {
		t.Fatal(err)
	}
	for _, d := range defs {
		if !d.registered {
			t.Fatalf("%s: markers not cached at registration", d.Name)
		}
	}
	check("registered")
	op := ctx.Create(OperationState{Name: "tc.pure"})
	if !op.HasTrait(Commutative) || op.HasTrait(Terminator) {
		t.Error("Operation.HasTrait disagrees with the definition's traits")
	}
	if unregistered := ctx.Create(OperationState{Name: "tc2.x"}); unregistered.HasTrait(Pure) {
		t.Error("an unregistered operation has a trait")
	}
}

func BenchmarkHasTrait(b *testing.B) {
	def := &OpDef{Name: "tc.addi", Traits: []Trait{Pure, Commutative, SameOperandsAndResultType}}
	if err := NewContext().RegisterDialect(&Dialect{Name: "tc", Ops: []*OpDef{def}}); err != nil {
		b.Fatal(err)
	}
	n := 0
	for b.Loop() {
		if def.HasTrait(ConstantLike) {
			n++
		}
		if def.HasTrait(Commutative) {
			n++
		}
	}
	if n != b.N {
		b.Fatal("wrong answers")
	}
}

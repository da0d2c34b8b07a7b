package ir

import (
	"fmt"
	"strings"
)

// Trait is a property of an operation definition that passes and the
// verifier rely on. Marker traits ([Pure], [Terminator], ...) are compared
// with ==; traits that check something implement [VerifyingTrait].
type Trait interface {
	TraitName() string
}

// VerifyingTrait is a trait with an invariant that the verifier checks.
type VerifyingTrait interface {
	Trait
	VerifyTrait(op *Operation) error
}

type markerTrait string

func (t markerTrait) TraitName() string { return string(t) }

// The marker traits. Their invariants, where they have one, are checked by
// the verifier.
var (
	// Pure: no memory effects and always speculatable; unused results
	// make the operation dead.
	Pure Trait = markerTrait("Pure")
	// Terminator: the operation must end its block.
	Terminator Trait = markerTrait("Terminator")
	// IsolatedFromAbove: regions may not use values defined outside.
	IsolatedFromAbove Trait = markerTrait("IsolatedFromAbove")
	// SymbolTable: the single-block region holds symbols with unique names.
	SymbolTable Trait = markerTrait("SymbolTable")
	// Symbol: the operation defines a symbol named by its sym_name attribute.
	Symbol Trait = markerTrait("Symbol")
	// NoTerminator: the single block of each region needs no terminator.
	NoTerminator Trait = markerTrait("NoTerminator")
	// SingleBlock: each region has at most one block.
	SingleBlock Trait = markerTrait("SingleBlock")
	// SameOperandsAndResultType: all operands and results have one type.
	SameOperandsAndResultType Trait = markerTrait("SameOperandsAndResultType")
	// Commutative: the operands may be reordered.
	Commutative Trait = markerTrait("Commutative")
	// ConstantLike: the operation materializes its value attribute.
	ConstantLike Trait = markerTrait("ConstantLike")
	// JumpTarget: the block holding the operation is entered by a jump
	// its region's successor lists do not show (cir.label, the target of
	// C's goto by name), so it is reachable although no block branches to
	// it; ReachableBlocks counts it.
	JumpTarget Trait = markerTrait("JumpTarget")
	// ReturnLike: the terminator returns control to the parent operation.
	ReturnLike Trait = markerTrait("ReturnLike")
	// GraphRegions: the regions are graph regions, not SSA CFGs.
	GraphRegions Trait = markerTrait("GraphRegions")
	// RecursiveMemoryEffects: the operation's memory effects are those of
	// the operations nested in it (and its own Effects, if declared), as
	// scf.for's are.
	RecursiveMemoryEffects Trait = markerTrait("RecursiveMemoryEffects")
)

// HasParentTrait requires the operation's parent to be one of the named
// operations.
type HasParentTrait struct {
	names string // comma-separated, so that the trait stays comparable
}

// HasParent returns the trait requiring a parent named one of names.
func HasParent(names ...string) HasParentTrait {
	return HasParentTrait{names: strings.Join(names, ",")}
}

func (t HasParentTrait) TraitName() string { return "HasParent<" + t.names + ">" }

// Parents returns the accepted parent operation names.
func (t HasParentTrait) Parents() []string { return strings.Split(t.names, ",") }

func (t HasParentTrait) VerifyTrait(op *Operation) error {
	parent := op.ParentOp()
	names := t.Parents()
	if parent != nil {
		for _, n := range names {
			if parent.Is(n) {
				return nil
			}
		}
	}
	if len(names) == 1 {
		return fmt.Errorf("expects parent op '%s'", names[0])
	}
	return fmt.Errorf("expects parent op to be one of '%s'", strings.Join(names, ", "))
}

// AllTypesMatchTrait requires the named operands and results to have one
// type; assembly formats use it to infer the types they do not print.
type AllTypesMatchTrait struct {
	names string // comma-separated, so that the trait stays comparable
}

// AllTypesMatch returns the trait requiring the named operand and result
// groups to have the same type.
func AllTypesMatch(names ...string) AllTypesMatchTrait {
	return AllTypesMatchTrait{names: strings.Join(names, ",")}
}

func (t AllTypesMatchTrait) TraitName() string { return "AllTypesMatch<" + t.names + ">" }

// Names returns the operand and result group names that must match.
func (t AllTypesMatchTrait) Names() []string { return strings.Split(t.names, ",") }

func (t AllTypesMatchTrait) VerifyTrait(op *Operation) error {
	var first Type
	names := t.Names()
	for _, n := range names {
		for _, v := range op.NamedValues(n) {
			if first == nil {
				first = v.Type()
			} else if v.Type() != first {
				return fmt.Errorf("failed to verify that all of {%s} have same type", strings.Join(names, ", "))
			}
		}
	}
	return nil
}

package ir

import "slices"

// OpDef is the declarative definition of an operation: what a dialect
// author writes, in Go, to register an operation with a [Context].
//
// The definition grows with the core: operand, result, attribute, region
// and successor constraints, the assembly format and the verify, fold and
// canonicalization hooks hang off it.
type OpDef struct {
	// Name is the full name, "dialect.op".
	Name    string
	Summary string
	Traits  []Trait

	dialect *Dialect
}

// Dialect returns the dialect the definition was registered with.
func (d *OpDef) Dialect() *Dialect { return d.dialect }

// HasTrait reports whether the definition lists trait t.
func (d *OpDef) HasTrait(t Trait) bool { return slices.Contains(d.Traits, t) }

// Package omplowering is the DSL-declared OpenMP lowering (docs/dsl.md,
// docs/omp-lowering.md): the passes --omp-to-omp-lower, --omp-outline and
// --omp-lower-plan, and the registry of emit primitives specs name.
package omplowering

// corePrimitives returns the primitives of parallel regions,
// synchronization constructs and tasks.
func corePrimitives() []Primitive { return nil }

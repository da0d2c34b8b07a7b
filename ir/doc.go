// Package ir is the core of strata: a generic, MLIR-like intermediate
// representation of operations, regions, blocks and SSA values.
//
// The vocabulary is MLIR's. An [Operation] has a name, operands, results,
// attributes, successors, regions and a location. A [Region] holds a list of
// [Block]s; a block holds arguments and a list of operations. A [Value] is
// either an operation result or a block argument, and keeps the list of its
// uses so that it can be replaced everywhere at once.
//
// Types and attributes are immutable, comparable values: two types are equal
// exactly when they compare equal with ==. Small ones (integers, floats,
// index) are plain struct values; ones with variable-size contents (function
// types, arrays, dictionaries) are uniqued by a [Context], which also holds
// the registry of dialects and operation definitions.
//
// Concurrency: a Context is safe for concurrent use. The IR itself is not
// synchronized: goroutines may work concurrently on disjoint
// IsolatedFromAbove operations (as the pass manager does), but not on the
// same operation tree.
package ir

// Package cirtollvm is convert-cir-to-llvm: it lowers the cir dialect to
// the llvm dialect with C's semantics, structured control flow to blocks.
package cirtollvm

import "github.com/strata-ir/strata/passes"

// Register registers the package's passes with r.
func Register(r *passes.Registry) {}

// Package tollvm lowers MLIR's standard dialects (arith, func, cf) to the
// llvm dialect: the LLVM type converter shared by every lowering to LLVM,
// the conversion patterns, and the passes convert-arith-to-llvm,
// convert-func-to-llvm, convert-cf-to-llvm and reconcile-unrealized-casts.
package tollvm

import "github.com/strata-ir/strata/passes"

// Register registers the package's passes with r.
func Register(r *passes.Registry) {}

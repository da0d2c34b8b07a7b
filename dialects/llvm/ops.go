package llvm

import "github.com/strata-ir/strata/ir"

// opDefs returns the definitions of the dialect's operations.
func opDefs() []*ir.OpDef { return nil }

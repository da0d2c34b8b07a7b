// Package testpasses holds passes that exist for strata's tests: they
// break the IR, fail or report on purpose, so that lit tests can show how
// strata-opt and the pass manager behave when a pass does. They are not
// in the drivers' shared registry (passes/all): strata-opt registers them
// on top of it, as mlir-opt registers MLIR's test passes.
package testpasses

import "github.com/strata-ir/strata/passes"

// Register adds the test passes to r.
func Register(r *passes.Registry) {
	r.Register(func() passes.Pass { return NewBreakVerifier() })
	r.Register(func() passes.Pass { return NewFail() })
	r.Register(func() passes.Pass { return NewEmitRemark() })
	r.Register(func() passes.Pass { return NewCountOps() })
	r.Register(func() passes.Pass { return NewModuleCountOps() })
	r.Register(NewTestNonConverging)
	r.Register(func() passes.Pass { return NewLegalize() })
}

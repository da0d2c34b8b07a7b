package transforms

import "github.com/strata-ir/strata/passes"

// Register adds every generic pass to r.
func Register(r *passes.Registry) {
	r.Register(NewCanonicalize)
	r.Register(NewCSE)
	r.Register(NewDCE)
	r.Register(NewInline)
	r.Register(NewLICM)
	r.Register(NewPrintOpStats)
	r.Register(NewSymbolDCE)
}
